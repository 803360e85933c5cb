//===- DecomposeBackwardToLinalg.cpp - gradients -> materialised linalg ---===//
//
// The reference lowering of attn.attention_backward (used by
// attn-decompose-to-linalg): the gradients computed naively, with the whole
// probability matrix recomputed from the log-sum-exp and materialised, in
// f32, one linalg.generic per step. It shares the op's rules (AttnRules.h:
// the causal diagonal, masking, the exponential of fully masked rows) with
// the forward lowerings. Intermediates use the canonical layout (batch
// dims..., m, n) for P, dP and dS and (batch dims..., m) for D; each
// gradient accumulates in an f32 tensor of its own layout, its map's
// missing dims (the query-group dims of GQA K and V, m for dK and dV, n for
// dQ) being reductions.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::attn;

namespace {
/// Builds the linalg ops of the reference gradients of one backward op.
class BackwardReferenceBuilder {
public:
  BackwardReferenceBuilder(RewriterBase &b, AttentionBackwardOp op)
      : b(b), op(op), loc(op.getLoc()), ctx(b.getContext()),
        f32(b.getF32Type()), numBatch(op.getNumBatchDims()) {
    for (unsigned d = 0, e = op.getNumLoops(); d < e; ++d)
      loopSizes.push_back(op.getLoopSize(b, d));
  }

  SmallVector<Value> build();

private:
  using Body = function_ref<Value(OpBuilder &, Location, ValueRange)>;

  /// A tensor over loops `loops` of the op's space (canonical layout), f32,
  /// filled with `fill` when it is set.
  Value canonical(ArrayRef<unsigned> loops, std::optional<double> fill) {
    SmallVector<OpFoldResult> sizes;
    for (unsigned d : loops)
      sizes.push_back(loopSizes[d]);
    return createTensor(b, loc, sizes, f32, fill);
  }
  /// The loops of the canonical layout: batch dims..., then `rest`.
  SmallVector<unsigned> rows(std::initializer_list<unsigned> rest) const {
    SmallVector<unsigned> loops =
        llvm::to_vector(llvm::seq<unsigned>(0, numBatch));
    loops.append(rest);
    return loops;
  }
  /// One linalg.generic over the op's space with the loops in `dropped`
  /// removed: `inputs` read by their maps (of the op's space), `init`
  /// written by `initMap`; loops `initMap` does not index are reductions
  /// (`body` then gets the accumulator as its last argument).
  Value generic(ArrayRef<unsigned> dropped, ValueRange inputs,
                ArrayRef<AffineMap> inputMaps, Value init, AffineMap initMap,
                Body body);
  /// The canonical map (batch dims..., then `rest`) in the op's space.
  AffineMap canonicalMap(std::initializer_list<unsigned> rest) {
    return getSelectMap(op.getNumLoops(), rows(rest), ctx);
  }

  Value probabilities();
  Value rowDots();
  Value scoreGradients(Value probs, Value dots);
  /// The gradient with `initOperand`'s type and `map`, the sum over the
  /// loops of the op's space (but `dropped`) of lhs * rhs, times `scale`
  /// when it is set, rounded once.
  Value gradient(Value init, AffineMap map, ArrayRef<unsigned> dropped,
                 Value lhs, AffineMap lhsMap, Value rhs, AffineMap rhsMap,
                 Value scale);

  RewriterBase &b;
  AttentionBackwardOp op;
  Location loc;
  MLIRContext *ctx;
  Type f32;
  unsigned numBatch;
  SmallVector<OpFoldResult> loopSizes;
};
} // namespace

Value BackwardReferenceBuilder::generic(ArrayRef<unsigned> dropped,
                                        ValueRange inputs,
                                        ArrayRef<AffineMap> inputMaps,
                                        Value init, AffineMap initMap,
                                        Body body) {
  SmallVector<AffineMap> maps;
  for (AffineMap map : inputMaps)
    maps.push_back(dropLoops(map, dropped));
  AffineMap out = dropLoops(initMap, dropped);
  maps.push_back(out);
  SmallVector<utils::IteratorType> iterators(out.getNumDims(),
                                             utils::IteratorType::reduction);
  for (AffineExpr e : out.getResults())
    iterators[cast<AffineDimExpr>(e).getPosition()] =
        utils::IteratorType::parallel;
  auto op = linalg::GenericOp::create(
      b, loc, init.getType(), inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(nb, l, body(nb, l, args));
      });
  return op.getResult(0);
}

/// P[b, m, n] = exp(S[b, m, n] - LSE[b, m]) / sum_n exp(...), S the masked
/// scaled scores: the scores are summed into a zero tensor, then masked and
/// exponentiated, then normalised by their row sums. Those are 1 up to
/// rounding, but for a row whose scores are so large that its LSE absorbed
/// the log of its sum: a row hidden by an additive mask at the float limit
/// (-FLT_MAX + ln N rounds to -FLT_MAX in f32), which the forward weighs
/// uniformly and exp(S - LSE) would weigh 1 each.
Value BackwardReferenceBuilder::probabilities() {
  unsigned mDim = op.getMDim(), nDim = op.getNDim(), k1 = op.getK1Dim(),
           k2 = op.getK2Dim();
  AffineMap scoreMap = canonicalMap({mDim, nDim});
  Value dots = generic(
      {k2}, {op.getQuery(), op.getKey()}, {op.getQueryMap(), op.getKeyMap()},
      canonical(rows({mDim, nDim}), 0.0), scoreMap,
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        Value prod = arith::MulFOp::create(nb, l, extendToF32(nb, l, args[0]),
                                           extendToF32(nb, l, args[1]));
        return arith::AddFOp::create(nb, l, args[2], prod);
      });
  // Key n is visible from query m iff n <= m + diagonal (AttnRules.h).
  Value diagonal = buildCausalDiagonal(
      b, loc, op, getValueOrCreateConstantIndexOp(b, loc, loopSizes[mDim]),
      getValueOrCreateConstantIndexOp(b, loc, loopSizes[nDim]));
  SmallVector<Value> inputs = {dots, op.getLse()};
  SmallVector<AffineMap> maps = {scoreMap, op.getLseMap()};
  Value mask = op.getMask();
  if (mask) {
    inputs.push_back(mask);
    maps.push_back(op.getMaskMap());
  }
  Value scale = op.getScale();
  Value exps = generic(
      {k1, k2}, inputs, maps, canonical(rows({mDim, nDim}), std::nullopt),
      scoreMap, [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        Value s = buildMaskedScore(nb, l, args[0], scale,
                                   mask ? args[2] : Value(),
                                   causalVisibleAt(nb, l, numBatch, diagonal));
        // 0 where s = -inf, and on fully masked rows (LSE = -inf).
        return buildExpAboveMax(nb, l, s, args[1]);
      });
  AffineMap rowMap = canonicalMap({mDim});
  Value sums = generic({k1, k2}, {exps}, {scoreMap},
                       canonical(rows({mDim}), 0.0), rowMap,
                       [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                         return arith::AddFOp::create(nb, l, args[1], args[0]);
                       });
  // 0 on rows without a visible key (sum 0).
  return generic({k1, k2}, {exps, sums}, {scoreMap, rowMap},
                 canonical(rows({mDim, nDim}), std::nullopt), scoreMap,
                 [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                   return arith::MulFOp::create(
                       nb, l, args[0], buildRowNormalizer(nb, l, args[1]));
                 });
}

/// D[b, m] = sum_k2 dO[b, m, k2] * O[b, m, k2].
Value BackwardReferenceBuilder::rowDots() {
  return generic(
      {op.getNDim(), op.getK1Dim()}, {op.getGradOutput(), op.getOutput()},
      {op.getGradOutputMap(), op.getOutputMap()},
      canonical(rows({op.getMDim()}), 0.0), canonicalMap({op.getMDim()}),
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        Value prod = arith::MulFOp::create(nb, l, extendToF32(nb, l, args[0]),
                                           extendToF32(nb, l, args[1]));
        return arith::AddFOp::create(nb, l, args[2], prod);
      });
}

/// dS[b, m, n] = P[b, m, n] * (sum_k2 dO[b, m, k2] V[b, n, k2] - D[b, m]).
Value BackwardReferenceBuilder::scoreGradients(Value probs, Value dots) {
  unsigned mDim = op.getMDim(), nDim = op.getNDim(), k1 = op.getK1Dim();
  AffineMap scoreMap = canonicalMap({mDim, nDim});
  Value dP = generic(
      {k1}, {op.getGradOutput(), op.getValue()},
      {op.getGradOutputMap(), op.getValueMap()},
      canonical(rows({mDim, nDim}), 0.0), scoreMap,
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        Value prod = arith::MulFOp::create(nb, l, extendToF32(nb, l, args[0]),
                                           extendToF32(nb, l, args[1]));
        return arith::AddFOp::create(nb, l, args[2], prod);
      });
  return generic(
      {k1, op.getK2Dim()}, {probs, dP, dots},
      {scoreMap, scoreMap, canonicalMap({mDim})},
      canonical(rows({mDim, nDim}), std::nullopt), scoreMap,
      [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
        Value diff = arith::SubFOp::create(nb, l, args[1], args[2]);
        return arith::MulFOp::create(nb, l, args[0], diff);
      });
}

Value BackwardReferenceBuilder::gradient(Value init, AffineMap map,
                                         ArrayRef<unsigned> dropped, Value lhs,
                                         AffineMap lhsMap, Value rhs,
                                         AffineMap rhsMap, Value scale) {
  auto type = cast<RankedTensorType>(init.getType());
  Value acc = createTensor(b, loc, tensor::getMixedSizes(b, loc, init), f32,
                           0.0);
  acc = generic(dropped, {lhs, rhs}, {lhsMap, rhsMap}, acc, map,
                [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                  Value prod = arith::MulFOp::create(
                      nb, l, extendToF32(nb, l, args[0]),
                      extendToF32(nb, l, args[1]));
                  return arith::AddFOp::create(nb, l, args[2], prod);
                });
  // Scaled and rounded to the gradient's type, elementwise in its layout.
  AffineMap identity = AffineMap::getMultiDimIdentityMap(type.getRank(), ctx);
  auto round = linalg::GenericOp::create(
      b, loc, type, ValueRange{acc}, ValueRange{init},
      SmallVector<AffineMap>{identity, identity},
      getIterators(type.getRank(), 0),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value v = args[0];
        if (scale)
          v = arith::MulFOp::create(nb, l, v, scale);
        if (type.getElementType() != f32)
          v = arith::TruncFOp::create(nb, l, type.getElementType(), v);
        linalg::YieldOp::create(nb, l, v);
      });
  return round.getResult(0);
}

SmallVector<Value> BackwardReferenceBuilder::build() {
  unsigned mDim = op.getMDim(), nDim = op.getNDim(), k1 = op.getK1Dim(),
           k2 = op.getK2Dim();
  AffineMap scoreMap = canonicalMap({mDim, nDim});
  Value probs = probabilities();
  Value dS = scoreGradients(probs, rowDots());
  Value scale = op.getScale();
  // dQ = scale dS K, dK = scale dSᵀ Q (loops: batch..., m, n, k1), and
  // dV = Pᵀ dO (loops: batch..., m, n, k2).
  Value dQ = gradient(op.getGradQueryInit(), op.getGradQueryMap(), {k2}, dS,
                      scoreMap, op.getKey(), op.getKeyMap(), scale);
  Value dK = gradient(op.getGradKeyInit(), op.getGradKeyMap(), {k2}, dS,
                      scoreMap, op.getQuery(), op.getQueryMap(), scale);
  Value dV = gradient(op.getGradValueInit(), op.getGradValueMap(), {k1},
                      probs, scoreMap, op.getGradOutput(),
                      op.getGradOutputMap(), Value());
  return {dQ, dK, dV};
}

FailureOr<SmallVector<Value>>
mlir::attn::decomposeAttentionBackwardToLinalg(RewriterBase &rewriter,
                                               AttentionBackwardOp op) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  return BackwardReferenceBuilder(rewriter, op).build();
}
