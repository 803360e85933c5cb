//===- DecomposeBackwardToLinalg.cpp - gradients -> materialised linalg ---===//
//
// The reference lowering of attn.attention_backward (used by
// attn-decompose-to-linalg): the gradients computed naively, with the whole
// probability matrix recomputed from the log-sum-exp and materialised, in
// f32, one linalg.generic per step (BackwardLinalg.h, shared with the tiled
// steps). Each gradient accumulates in an f32 tensor of its own layout, its
// map's missing dims (the query-group dims of GQA K and V, m for dK and dV,
// n for dQ) being reductions.
//
//===----------------------------------------------------------------------===//

#include "BackwardLinalg.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::attn;

FailureOr<SmallVector<Value>>
mlir::attn::decomposeAttentionBackwardToLinalg(RewriterBase &b,
                                               AttentionBackwardOp op) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  Location loc = op.getLoc();
  BackwardLinalgBuilder lb(b, loc, BackwardInputs::of(b, op));
  unsigned m = lb.mDim(), k1 = lb.k1Dim(), k2 = lb.k2Dim();

  // P = exp(S - LSE) / its row sums. Those are 1 up to rounding, but for a
  // row whose scores are so large that its LSE absorbed the log of its sum:
  // a row hidden by an additive mask at the float limit (-FLT_MAX + ln N
  // rounds to -FLT_MAX in f32), which the forward weighs uniformly and
  // exp(S - LSE) would weigh 1 each. 0 on rows without a visible key.
  Value exps = lb.shiftedExps();
  Value sums = lb.addRowSums(exps, lb.canonical({m}, 0.0), lb.rowMap());
  Value probs =
      lb.scaleRows(exps, lb.rowNormalizers(sums, lb.rowMap()), lb.rowMap());
  Value dS = lb.scoreGradients(
      probs, lb.rowDots(op.getOutput(), op.getOutputMap()), lb.rowMap());

  // dQ = scale dS K, dK = scale dSᵀ Q (loops: batch..., m, n, k1), and
  // dV = Pᵀ dO (loops: batch..., m, n, k2).
  auto gradient = [&](Value init, AffineMap map, unsigned dropped, Value lhs,
                      Value rhs, AffineMap rhsMap, Value scale) {
    Value acc = createTensor(b, loc, tensor::getMixedSizes(b, loc, init),
                             b.getF32Type(), 0.0);
    acc = lb.accumulate(acc, map, {dropped}, lhs, lb.scoreMap(), rhs, rhsMap);
    return lb.roundGradient(acc, map, init, scale);
  };
  Value scale = op.getScale();
  Value dQ = gradient(op.getGradQueryInit(), op.getGradQueryMap(), k2, dS,
                      op.getKey(), op.getKeyMap(), scale);
  Value dK = gradient(op.getGradKeyInit(), op.getGradKeyMap(), k2, dS,
                      op.getQuery(), op.getQueryMap(), scale);
  Value dV = gradient(op.getGradValueInit(), op.getGradValueMap(), k1, probs,
                      op.getGradOutput(), op.getGradOutputMap(), Value());
  return SmallVector<Value>{dQ, dK, dV};
}
