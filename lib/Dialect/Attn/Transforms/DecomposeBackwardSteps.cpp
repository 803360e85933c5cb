//===- DecomposeBackwardSteps.cpp - the tiled gradients' steps in linalg --===//
//
// One attn.backward_dq_step becomes, on its tile (BackwardLinalg.h):
//
//   P'        = exp(S - LSE)              0 where S = -inf, LSE = -inf
//   row_sums' = row_sums + rowsum P'
//   dS'       = P' ∘ (dO·Vᵀ - D)
//   acc'      = acc + dS'·K
//
// and one attn.backward_dkdv_step:
//
//   P         = c ∘ exp(S - LSE)
//   dS        = P ∘ (dO·Vᵀ - D)
//   dk'       = dk + dSᵀ·Q                summed over the query group too
//   dv'       = dv + Pᵀ·dO
//
// The accumulators are updated in place (their inits are the tiled loops'
// iter_args), so that bufferization keeps one buffer for each across the
// loop.
//
//===----------------------------------------------------------------------===//

#include "BackwardLinalg.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "llvm/ADT/TypeSwitch.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNDECOMPOSEBACKWARDSTEPSPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

FailureOr<SmallVector<Value>>
mlir::attn::decomposeBackwardStep(RewriterBase &b, BackwardQueryStepOp op) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  BackwardLinalgBuilder lb(b, op.getLoc(), BackwardInputs::of(b, op));
  Value exps = lb.shiftedExps();
  Value rowSums = lb.addRowSums(exps, op.getRowSums(), op.getOutputMap(1));
  Value dS = lb.scoreGradients(exps, op.getRowDots(), op.getRowDotsMap());
  Value acc = lb.accumulate(op.getAcc(), op.getOutputMap(0), {lb.k2Dim()}, dS,
                            lb.scoreMap(), op.getKey(), op.getKeyMap());
  return SmallVector<Value>{acc, rowSums};
}

FailureOr<SmallVector<Value>>
mlir::attn::decomposeBackwardStep(RewriterBase &b, BackwardKeyStepOp op) {
  // The form that adds dQ to memory (the GPU key pass's atomics) has no
  // linalg form on tensors; the host tiles the backward into two passes.
  if (op.getGradQueryAcc())
    return op.emitOpError("with a grad_query_acc (dQ added to memory by "
                          "the GPU kernels' key pass) has no linalg form; "
                          "on the host, attn-tile-backward makes the two-pass "
                          "form, whose query pass computes dQ");
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  BackwardLinalgBuilder lb(b, op.getLoc(), BackwardInputs::of(b, op));
  Value probs = lb.scaleRows(lb.shiftedExps(), op.getRowScale(),
                             op.getRowScaleMap());
  Value dS = lb.scoreGradients(probs, op.getRowDots(), op.getRowDotsMap());
  Value dK = lb.accumulate(op.getKeyAcc(), op.getOutputMap(0), {lb.k2Dim()},
                           dS, lb.scoreMap(), op.getQuery(), op.getQueryMap());
  Value dV =
      lb.accumulate(op.getValueAcc(), op.getOutputMap(1), {lb.k1Dim()}, probs,
                    lb.scoreMap(), op.getGradOutput(), op.getGradOutputMap());
  return SmallVector<Value>{dK, dV};
}

namespace {
struct AttnDecomposeBackwardStepsPass
    : attn::impl::AttnDecomposeBackwardStepsPassBase<
          AttnDecomposeBackwardStepsPass> {
  void runOnOperation() override {
    SmallVector<Operation *> steps;
    getOperation()->walk([&](Operation *op) {
      if (isa<BackwardQueryStepOp, BackwardKeyStepOp>(op))
        steps.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : steps) {
      FailureOr<SmallVector<Value>> results =
          TypeSwitch<Operation *, FailureOr<SmallVector<Value>>>(op)
              .Case<BackwardQueryStepOp, BackwardKeyStepOp>([&](auto step) {
                return decomposeBackwardStep(rewriter, step);
              });
      if (failed(results))
        return signalPassFailure();
      rewriter.replaceOp(op, *results);
    }
  }
};
} // namespace
