//===- SPIRVGuardLoopResults.cpp - zero-trip loop results for SPIR-V ------===//
//
// Puts each scf.for with results that may run zero times under a test of
// its bounds whose else branch yields its initial values: MLIR 22's
// scf.for -> SPIR-V conversion leaves such a loop's results undefined.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/GPUTransforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNSPIRVGUARDLOOPRESULTSPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

/// Whether `loop` is known to run at least once.
static bool runsAtLeastOnce(scf::ForOp loop) {
  std::optional<APInt> trips = loop.getStaticTripCount();
  return trips && !trips->isZero();
}

/// Puts `loop` under scf.if (lower bound < upper bound), the initial values
/// its results otherwise.
static void guard(scf::ForOp loop) {
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  Value nonEmpty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                            loop.getLowerBound(), loop.getUpperBound());
  auto ifOp = scf::IfOp::create(b, loc, loop.getResultTypes(), nonEmpty,
                                /*withElseRegion=*/true);
  loop->replaceAllUsesWith(ifOp.getResults());
  loop->moveBefore(ifOp.thenBlock(), ifOp.thenBlock()->end());
  OpBuilder thenBuilder = ifOp.getThenBodyBuilder();
  scf::YieldOp::create(thenBuilder, loc, loop.getResults());
  OpBuilder elseBuilder = ifOp.getElseBodyBuilder();
  scf::YieldOp::create(elseBuilder, loc, loop.getInitArgs());
}

namespace {
struct AttnSPIRVGuardLoopResultsPass
    : attn::impl::AttnSPIRVGuardLoopResultsPassBase<
          AttnSPIRVGuardLoopResultsPass> {
  void runOnOperation() override {
    SmallVector<scf::ForOp> loops;
    getOperation().walk([&](scf::ForOp loop) {
      if (loop.getNumResults() && !runsAtLeastOnce(loop))
        loops.push_back(loop);
    });
    for (scf::ForOp loop : loops) {
      guard(loop);
      ++numGuarded;
    }
  }
};
} // namespace
