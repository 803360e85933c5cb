//===- DecomposeOnlineAttention.cpp - the online-softmax update in linalg -===//
//
// One attn.online_attention becomes, on its tile:
//
//   S     = Q·Kᵀ                          f32 accumulation
//   t     = S * scale (+ mask, -inf where masked or above the diagonal)
//   max'  = max(max, rowmax t)
//   P     = exp2((t - max') log2 e)       (max' = -inf counts as 0)
//   alpha = exp2((max - max') log2 e)
//   sum'  = sum * alpha + rowsum P
//   acc'  = acc * alpha + P·V
//
// Scores and maxima are in natural units, as in the reference lowering:
// log2 e multiplies differences (AttnRules.h), so that every finite
// score stays finite (a mask at -FLT_MAX times log2 e would be -inf).
// Rows that have seen no visible key keep (0, -inf, 0): exp2(-inf) = 0 and
// the -inf max is never subtracted from itself.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNDECOMPOSEONLINEATTENTIONPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Size of iteration dim `dim` of `op`, from the first operand indexing it.
static OpFoldResult loopSize(OpBuilder &b, OnlineAttentionOp op,
                             unsigned dim) {
  AffineExpr expr = b.getAffineDimExpr(dim);
  SmallVector<Value> operands = op.getTensorOperands();
  for (auto [operand, attr] : llvm::zip_equal(operands, op.getIndexingMaps()))
    if (std::optional<unsigned> pos =
            cast<AffineMapAttr>(attr).getValue().getResultPosition(expr))
      return tensor::getMixedSize(b, op.getLoc(), operand, *pos);
  llvm_unreachable("verified online attention uses every iteration dim");
}

FailureOr<SmallVector<Value>>
mlir::attn::decomposeOnlineAttention(RewriterBase &b, OnlineAttentionOp op) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  Location loc = op.getLoc();
  MLIRContext *ctx = b.getContext();
  Type f32 = b.getF32Type();
  unsigned nBatch = op.getNumBatchDims();
  unsigned mDim = op.getMDim(), nDim = op.getNDim(), k1Dim = op.getK1Dim(),
           k2Dim = op.getK2Dim();
  SmallVector<OpFoldResult> sizes;
  for (unsigned d = 0, e = op.getNumLoops(); d < e; ++d)
    sizes.push_back(loopSize(b, op, d));
  SmallVector<OpFoldResult> scoreSizes(sizes.begin(), sizes.begin() + nBatch + 2);
  // The sums of a tile (Q·Kᵀ, the row sum, P·V) may be reassociated and
  // fused into FMAs, so that they vectorise: a tile's sum order is a
  // lowering choice, within rounding. The softmax statistics stay exact.
  auto reorder = arith::FastMathFlagsAttr::get(
      ctx, arith::FastMathFlags::reassoc | arith::FastMathFlags::contract);
  SmallVector<OpFoldResult> rowSizes(sizes.begin(), sizes.begin() + nBatch + 1);

  // Canonical spaces: scores (batch..., m, n), rows (batch..., m).
  unsigned sRank = nBatch + 2, rRank = nBatch + 1;
  AffineMap scoreId = getLeadingMap(sRank, sRank, ctx);
  AffineMap scoreToRow = getLeadingMap(sRank, rRank, ctx);
  AffineMap rowId = getLeadingMap(rRank, rRank, ctx);

  // S = Q·Kᵀ over (batch..., m, n, k1).
  Value sInit = createTensor(b, loc, scoreSizes, f32, 0.0);
  Value scores =
      linalg::GenericOp::create(
          b, loc, sInit.getType(), ValueRange{op.getQuery(), op.getKey()},
          ValueRange{sInit},
          SmallVector<AffineMap>{dropLoops(op.getQueryMap(), {k2Dim}),
                                 dropLoops(op.getKeyMap(), {k2Dim}),
                                 getLeadingMap(sRank + 1, sRank, ctx)},
          getIterators(sRank, 1),
          [&](OpBuilder &nb, Location l, ValueRange args) {
            Value prod =
                arith::MulFOp::create(nb, l, extendToF32(nb, l, args[0]),
                                      extendToF32(nb, l, args[1]), reorder);
            linalg::YieldOp::create(
                nb, l,
                arith::AddFOp::create(nb, l, args[2], prod, reorder).getResult());
          })
          .getResult(0);

  // t = S * scale (+ mask), -inf where masked: the reference's scores.
  Value scale = op.getScale();
  Value diagonal = buildCausalDiagonal(
      b, loc, op, getValueOrCreateConstantIndexOp(b, loc, sizes[mDim]),
      getValueOrCreateConstantIndexOp(b, loc, sizes[nDim]));
  SmallVector<Value> tInputs = {scores};
  SmallVector<AffineMap> tMaps = {scoreId};
  if (Value mask = op.getMask()) {
    tInputs.push_back(mask);
    tMaps.push_back(dropLoops(op.getMaskMap(), {k1Dim, k2Dim}));
  }
  tMaps.push_back(scoreId);
  bool hasMask = static_cast<bool>(op.getMask());
  Value t =
      linalg::GenericOp::create(
          b, loc, sInit.getType(), tInputs,
          ValueRange{tensor::EmptyOp::create(b, loc, scoreSizes, f32)}, tMaps,
          getIterators(sRank, 0),
          [&](OpBuilder &nb, Location l, ValueRange args) {
            Value x = buildMaskedScore(
                nb, l, args[0], scale, hasMask ? args[1] : Value(),
                causalVisibleAt(nb, l, nBatch, diagonal));
            linalg::YieldOp::create(nb, l, x);
          })
          .getResult(0);

  // The state maps, in the row space and the accumulator space.
  AffineMap maxMap = dropLoops(op.getMaxMap(), {nDim, k1Dim, k2Dim});
  AffineMap sumMap = dropLoops(op.getSumMap(), {nDim, k1Dim, k2Dim});

  // The block's row max, then in one elementwise step over the rows:
  // max' = max(max, blockmax) written over max, and alpha = exp(max - max').
  // Reading each old max just before overwriting it keeps the update in
  // place (the state tensors are the loop's iter_args).
  Value blockMaxInit = createTensor(b, loc, rowSizes, f32, -INFINITY);
  Value blockMax =
      linalg::GenericOp::create(
          b, loc, blockMaxInit.getType(), ValueRange{t},
          ValueRange{blockMaxInit},
          SmallVector<AffineMap>{scoreId, scoreToRow}, getIterators(rRank, 1),
          [&](OpBuilder &nb, Location l, ValueRange args) {
            linalg::YieldOp::create(
                nb, l,
                arith::MaximumFOp::create(nb, l, args[0], args[1]).getResult());
          })
          .getResult(0);
  auto update = linalg::GenericOp::create(
      b, loc, TypeRange{op.getMax().getType(), blockMaxInit.getType()},
      ValueRange{blockMax},
      ValueRange{op.getMax(), tensor::EmptyOp::create(b, loc, rowSizes, f32)},
      SmallVector<AffineMap>{rowId, maxMap, rowId}, getIterators(rRank, 0),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value oldMax = args[1];
        Value newMax = arith::MaximumFOp::create(nb, l, oldMax, args[0]);
        Value alpha = buildExpAboveMax(nb, l, oldMax, newMax);
        linalg::YieldOp::create(nb, l, ValueRange{newMax, alpha});
      });
  Value maxOut = update.getResult(0);
  Value alpha = update.getResult(1);

  // P = exp(t - max').
  AffineMap maxFromScores = dropLoops(op.getMaxMap(), {k1Dim, k2Dim});
  Value probs =
      linalg::GenericOp::create(
          b, loc, sInit.getType(), ValueRange{t, maxOut},
          ValueRange{tensor::EmptyOp::create(b, loc, scoreSizes, f32)},
          SmallVector<AffineMap>{scoreId, maxFromScores, scoreId},
          getIterators(sRank, 0),
          [&](OpBuilder &nb, Location l, ValueRange args) {
            linalg::YieldOp::create(
                nb, l, buildExpAboveMax(nb, l, args[0], args[1]));
          })
          .getResult(0);

  // The state is updated in place (its inits are the loop's iter_args), so
  // that bufferization keeps one buffer per state tensor across the loop.
  Value scaledSum =
      linalg::GenericOp::create(
          b, loc, op.getSum().getType(), ValueRange{alpha},
          ValueRange{op.getSum()}, SmallVector<AffineMap>{rowId, sumMap},
          getIterators(rRank, 0),
          [&](OpBuilder &nb, Location l, ValueRange args) {
            linalg::YieldOp::create(
                nb, l, arith::MulFOp::create(nb, l, args[1], args[0]).getResult());
          })
          .getResult(0);
  // sum' = sum * alpha + rowsum P, over (batch..., m, n) into the sum's
  // layout.
  AffineMap sumFromScores = dropLoops(op.getSumMap(), {k1Dim, k2Dim});
  Value newSum =
      linalg::GenericOp::create(
          b, loc, op.getSum().getType(), ValueRange{probs},
          ValueRange{scaledSum}, SmallVector<AffineMap>{scoreId, sumFromScores},
          getIterators(rRank, 1),
          [&](OpBuilder &nb, Location l, ValueRange args) {
            linalg::YieldOp::create(
                nb, l,
                arith::AddFOp::create(nb, l, args[0], args[1], reorder)
                    .getResult());
          })
          .getResult(0);

  // acc' = acc * alpha + P·V. Accumulator loops: batch..., m, k2.
  unsigned aRank = nBatch + 2;
  AffineMap accMap = dropLoops(op.getAccMap(), {nDim, k1Dim});
  Value scaledAcc =
      linalg::GenericOp::create(
          b, loc, op.getAcc().getType(), ValueRange{alpha},
          ValueRange{op.getAcc()},
          SmallVector<AffineMap>{getLeadingMap(aRank, rRank, ctx), accMap},
          getIterators(aRank, 0),
          [&](OpBuilder &nb, Location l, ValueRange args) {
            linalg::YieldOp::create(
                nb, l, arith::MulFOp::create(nb, l, args[1], args[0]).getResult());
          })
          .getResult(0);
  // Loops: batch..., m, n, k2 (k1 dropped); n is reduced.
  SmallVector<utils::IteratorType> pvIters = getIterators(nBatch + 1, 1);
  pvIters.push_back(utils::IteratorType::parallel);
  Value newAcc =
      linalg::GenericOp::create(
          b, loc, op.getAcc().getType(), ValueRange{probs, op.getValue()},
          ValueRange{scaledAcc},
          SmallVector<AffineMap>{getLeadingMap(nBatch + 3, sRank, ctx),
                                 dropLoops(op.getValueMap(), {k1Dim}),
                                 dropLoops(op.getAccMap(), {k1Dim})},
          pvIters,
          [&](OpBuilder &nb2, Location l, ValueRange args) {
            Value prod = arith::MulFOp::create(
                nb2, l, args[0], extendToF32(nb2, l, args[1]), reorder);
            linalg::YieldOp::create(
                nb2, l,
                arith::AddFOp::create(nb2, l, args[2], prod, reorder)
                    .getResult());
          })
          .getResult(0);

  return SmallVector<Value>{newAcc, maxOut, newSum};
}

namespace {
struct AttnDecomposeOnlineAttentionPass
    : attn::impl::AttnDecomposeOnlineAttentionPassBase<
          AttnDecomposeOnlineAttentionPass> {
  void runOnOperation() override {
    SmallVector<OnlineAttentionOp> ops;
    getOperation()->walk([&](OnlineAttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (OnlineAttentionOp op : ops) {
      FailureOr<SmallVector<Value>> results =
          decomposeOnlineAttention(rewriter, op);
      if (failed(results)) {
        op.emitOpError("could not be decomposed");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *results);
    }
  }
};
} // namespace
