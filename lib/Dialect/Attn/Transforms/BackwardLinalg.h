//===- BackwardLinalg.h - the gradients' steps in linalg --------*- C++ -*-===//
//
// The building blocks of the attention gradients in linalg.generic ops,
// shared by the materialised reference (attn.attention_backward, through
// attn-decompose-to-linalg) and the two steps of the tiled backward
// (attn.backward_dq_step and attn.backward_dkdv_step, through
// attn-decompose-backward-steps): the shifted exponentials of the scores,
// their row sums, D = rowsum(dO ∘ O), dS = P ∘ (dP − D) and the
// contractions into f32 accumulators. The rules (causal diagonal, masking,
// fully masked rows) are AttnRules.h's.
//
// Every builder works in the op's iteration space (batch dims..., m, n, k1,
// k2) with the operands' own maps; scores and their gradients use the
// canonical layout (batch dims..., m, n), f32.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_TRANSFORMS_BACKWARDLINALG_H
#define ATTN_LIB_DIALECT_ATTN_TRANSFORMS_BACKWARDLINALG_H

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/IR/PatternMatch.h"

#include <optional>

namespace mlir::attn {

/// The inputs of a gradient computation, with their maps in one iteration
/// space.
struct BackwardInputs {
  Value query, key, value, mask, gradOutput, lse, scale;
  AffineMap queryMap, keyMap, valueMap, maskMap, gradOutputMap, lseMap;
  std::optional<CausalAlignment> causal;
  Value causalOffset;
  SmallVector<OpFoldResult> loopSizes;

  /// The inputs of `op` (an attn.attention_backward or one of its steps).
  template <typename OpTy>
  static BackwardInputs of(OpBuilder &b, OpTy op) {
    BackwardInputs in;
    in.query = op.getQuery();
    in.key = op.getKey();
    in.value = op.getValue();
    in.mask = op.getMask();
    in.gradOutput = op.getGradOutput();
    in.lse = op.getLse();
    in.scale = op.getScale();
    in.queryMap = op.getQueryMap();
    in.keyMap = op.getKeyMap();
    in.valueMap = op.getValueMap();
    in.maskMap = op.getMaskMap();
    in.gradOutputMap = op.getGradOutputMap();
    in.lseMap = op.getLseMap();
    in.causal = op.getCausal();
    in.causalOffset = op.getCausalOffset();
    for (unsigned d = 0, e = op.getNumLoops(); d < e; ++d)
      in.loopSizes.push_back(op.getLoopSize(b, d));
    return in;
  }
};

class BackwardLinalgBuilder {
public:
  BackwardLinalgBuilder(OpBuilder &b, Location loc, BackwardInputs inputs);

  unsigned mDim() const { return numBatch; }
  unsigned nDim() const { return numBatch + 1; }
  unsigned k1Dim() const { return numBatch + 2; }
  unsigned k2Dim() const { return numBatch + 3; }

  /// The canonical map (batch dims..., then `rest`) in the op's space.
  AffineMap canonicalMap(ArrayRef<unsigned> rest) const;
  /// The scores' map, (batch dims..., m, n).
  AffineMap scoreMap() const { return canonicalMap({mDim(), nDim()}); }
  /// The rows' map, (batch dims..., m).
  AffineMap rowMap() const { return canonicalMap({mDim()}); }
  /// An f32 tensor of the canonical layout (batch dims..., `rest`), filled
  /// with `fill` when it is set.
  Value canonical(ArrayRef<unsigned> rest, std::optional<double> fill);

  /// exp(S − LSE) with S the masked, scaled scores: 0 where S = −inf and on
  /// fully masked rows (LSE = −inf).
  Value shiftedExps();
  /// `init` (f32, indexed by `initMap`) plus the row sums of `scores`.
  Value addRowSums(Value scores, Value init, AffineMap initMap);
  /// `scores` times a per-row factor `rows` (indexed by `rowsMap`).
  Value scaleRows(Value scores, Value rows, AffineMap rowsMap);
  /// The reciprocals of the row sums `sums` (indexed by `sumsMap`), 0 where
  /// a sum is 0, in the canonical row layout (written into `init` when it
  /// is set).
  Value rowNormalizers(Value sums, AffineMap sumsMap, Value init = Value());
  /// D = sum_k2 dO ∘ O, `output` indexed by `outputMap`, canonical rows
  /// (summed into `init`, zeroed first, when it is set).
  Value rowDots(Value output, AffineMap outputMap, Value init = Value());
  /// dS = P ∘ (dO·Vᵀ − D), `dots` (D) indexed by `dotsMap`.
  Value scoreGradients(Value probs, Value dots, AffineMap dotsMap);
  /// `acc` (f32, indexed by `accMap`) plus the sum over the loops of the
  /// op's space but `dropped` and those `accMap` indexes of lhs * rhs.
  Value accumulate(Value acc, AffineMap accMap, ArrayRef<unsigned> dropped,
                   Value lhs, AffineMap lhsMap, Value rhs, AffineMap rhsMap);

  /// The gradient in `init`'s type, elementwise: `acc` (f32; `acc` and
  /// `init` both indexed by `map`) times `scale` when it is set and the row
  /// factor `rows` (indexed by `rowsMap`, within `map`'s loops) when it is,
  /// rounded once.
  Value roundGradient(Value acc, AffineMap map, Value init, Value scale,
                      Value rows = Value(),
                      AffineMap rowsMap = AffineMap());

private:
  using Body = function_ref<Value(OpBuilder &, Location, ValueRange)>;
  /// One linalg.generic over the op's space with the loops in `dropped`
  /// removed: `inputs` read by their maps, `init` written by `initMap`;
  /// loops `initMap` does not index are reductions (`body` then gets the
  /// accumulator as its last argument).
  Value generic(ArrayRef<unsigned> dropped, ValueRange inputs,
                ArrayRef<AffineMap> inputMaps, Value init, AffineMap initMap,
                Body body);

  OpBuilder &b;
  Location loc;
  BackwardInputs in;
  unsigned numLoops, numBatch;
};

} // namespace mlir::attn

#endif // ATTN_LIB_DIALECT_ATTN_TRANSFORMS_BACKWARDLINALG_H
