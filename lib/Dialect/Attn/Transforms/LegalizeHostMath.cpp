//===- LegalizeHostMath.cpp - math ops the host LLVM lowering lacks -------===//
//
// Rewrites, with upstream's math patterns, the math ops of whole model
// graphs that convert-math-to-llvm does not lower (see the pass
// description).
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNLEGALIZEHOSTMATHPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

namespace {
struct AttnLegalizeHostMathPass
    : attn::impl::AttnLegalizeHostMathPassBase<AttnLegalizeHostMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    // Constant powers as multiplications (among the other exact
    // simplifications of the set).
    populateMathAlgebraicSimplificationPatterns(patterns);
    auto approximated = [](StringRef name) {
      name.consume_front("math.");
      return name == "erf" || name == "erfc" || name == "cbrt";
    };
    populateMathF32ExpansionPatterns(patterns, approximated);
    populateMathPolynomialApproximationPatterns(patterns, approximated);
    math::populateExpansionPatterns(patterns, {"asinh", "acosh", "atanh"});
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace
