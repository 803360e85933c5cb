//===- DecomposeSoftmax.cpp - linalg.softmax -> generic ops ---------------===//
//
// Decomposes the linalg.softmax ops left in a module (not part of an
// attention) through their AggregatedOpInterface, so they lower to loops.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNDECOMPOSESOFTMAXPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

namespace {
struct AttnDecomposeSoftmaxPass
    : attn::impl::AttnDecomposeSoftmaxPassBase<AttnDecomposeSoftmaxPass> {
  void runOnOperation() override {
    SmallVector<linalg::SoftmaxOp> ops;
    getOperation()->walk([&](linalg::SoftmaxOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::SoftmaxOp op : ops) {
      rewriter.setInsertionPoint(op);
      FailureOr<SmallVector<Value>> results =
          cast<linalg::AggregatedOpInterface>(op.getOperation())
              .decomposeOperation(rewriter);
      if (failed(results)) {
        op.emitOpError("could not be decomposed");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *results);
    }
  }
};
} // namespace
