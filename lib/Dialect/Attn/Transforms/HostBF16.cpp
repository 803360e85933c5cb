//===- HostBF16.cpp - self-contained bf16 arithmetic for the host ---------===//
//
// Expands f32 <-> bf16 conversions with the arith dialect's bf16 patterns
// and, where the module has bf16 values, defines the runtime helper
// __truncsfbf2 in it (see the pass description).
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNHOSTBF16PASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

static constexpr StringLiteral kTruncHelper = "__truncsfbf2";

/// Whether any value of `module` has bf16 elements.
static bool hasBF16(ModuleOp module) {
  auto isBF16 = [](Type t) { return getElementTypeOrSelf(t).isBF16(); };
  WalkResult found = module.walk([&](Operation *op) {
    if (llvm::any_of(op->getResultTypes(), isBF16))
      return WalkResult::interrupt();
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (llvm::any_of(block.getArgumentTypes(), isBF16))
          return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return found.wasInterrupted();
}

/// Defines `bfloat __truncsfbf2(float)`: round to nearest even, a NaN
/// becomes the quiet NaN 0x7fc0 (its sign kept).
static void defineTruncHelper(ModuleOp module) {
  Location loc = module.getLoc();
  OpBuilder b = OpBuilder::atBlockEnd(module.getBody());
  Type f32 = b.getF32Type(), bf16 = b.getBF16Type(), i32 = b.getI32Type(),
       i16 = b.getI16Type();
  auto func = LLVM::LLVMFuncOp::create(
      b, loc, kTruncHelper, LLVM::LLVMFunctionType::get(bf16, {f32}),
      LLVM::Linkage::Weak);
  func.setVisibility_(LLVM::Visibility::Hidden);
  Block *entry = func.addEntryBlock(b);
  b.setInsertionPointToStart(entry);
  auto c = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(v));
  };
  Value x = entry->getArgument(0);
  Value bits = LLVM::BitcastOp::create(b, loc, i32, x);
  // bits + 0x7fff + (bit 16 of bits), then the high half.
  Value lsb = LLVM::AndOp::create(b, loc, LLVM::LShrOp::create(b, loc, bits, c(16)),
                                  c(1));
  Value rounded = LLVM::AddOp::create(
      b, loc, bits, LLVM::AddOp::create(b, loc, lsb, c(0x7fff)));
  Value high = LLVM::LShrOp::create(b, loc, rounded, c(16));
  // NaN: the sign and the quiet NaN's pattern.
  Value quiet = LLVM::OrOp::create(
      b, loc, LLVM::AndOp::create(b, loc, LLVM::LShrOp::create(b, loc, bits, c(16)),
                                  c(0x8000)),
      c(0x7fc0));
  Value isNaN =
      LLVM::FCmpOp::create(b, loc, LLVM::FCmpPredicate::uno, x, x);
  Value result = LLVM::SelectOp::create(b, loc, isNaN, quiet, high);
  Value half = LLVM::TruncOp::create(b, loc, i16, result);
  LLVM::ReturnOp::create(b, loc, LLVM::BitcastOp::create(b, loc, bf16, half));
}

namespace {
struct AttnHostBF16Pass
    : attn::impl::AttnHostBF16PassBase<AttnHostBF16Pass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    RewritePatternSet patterns(&getContext());
    arith::populateExpandBFloat16Patterns(patterns);
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
    if (!hasBF16(module) || module.lookupSymbol(kTruncHelper))
      return;
    defineTruncHelper(module);
  }
};
} // namespace
