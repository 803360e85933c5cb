//===- ExpandPaged.cpp - a paged KV cache folded in page by page ----------===//
//
// attn.paged_attention as an scf.forall over its sequences; each folds the
// pages of its keys into an online-softmax state with attn.online_attention
// (one page per step, a slice of the cache: no copy), then finalises it
// into its rows of O and the LSE.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include <cmath>

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNEXPANDPAGEDPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// `map` without iteration dim 0 (the sequence) and the result indexing it.
static AffineMap withoutSequence(AffineMap map) {
  SmallVector<AffineExpr> results;
  for (AffineExpr e : map.getResults())
    if (cast<AffineDimExpr>(e).getPosition() != 0)
      results.push_back(e);
  return dropLoops(
      AffineMap::get(map.getNumDims(), 0, results, map.getContext()), {0});
}

SmallVector<RankedTensorType>
mlir::attn::pagedSequenceTypes(PagedAttentionOp op) {
  SmallVector<RankedTensorType> types;
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  for (auto [i, value, map] : llvm::enumerate(op.getTensorOperands(), maps)) {
    auto type = cast<RankedTensorType>(value.getType());
    SmallVector<int64_t> shape;
    bool cache = i == 1 || i == 2;
    for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
      unsigned d = cast<AffineDimExpr>(expr).getPosition();
      if (d == 0)
        continue;
      // The cache's dims follow its page dim; a sequence has any number of
      // keys.
      shape.push_back(!cache              ? type.getDimSize(pos)
                      : d == op.getNDim() ? ShapedType::kDynamic
                                          : type.getDimSize(pos + 1));
    }
    types.push_back(RankedTensorType::get(shape, type.getElementType()));
  }
  return types;
}

AttentionOp mlir::attn::buildSequenceAttention(OpBuilder &b,
                                               PagedAttentionOp op, Value query,
                                               Value key, Value value,
                                               ValueRange inits) {
  SmallVector<AffineMap> maps =
      llvm::map_to_vector(op.getIndexingMapsArray(), withoutSequence);
  auto attention = AttentionOp::create(
      b, op.getLoc(), inits.getTypes(), query, key, value, op.getScale(),
      /*mask=*/Value(), inits, b.getAffineMapArrayAttr(maps),
      op.getCausalAttr(), /*causal_offset=*/Value());
  attention->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  return attention;
}

namespace {
/// Builds the loops of one attn.paged_attention.
class PagedLoopBuilder {
public:
  PagedLoopBuilder(OpBuilder &b, PagedAttentionOp op)
      : b(b), op(op), loc(op.getLoc()), maps(op.getIndexingMapsArray()) {}

  /// The loop over the sequences, in place of the op's results.
  SmallVector<Value> build();

private:
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value entryAsIndex(Value tensor, ValueRange indices) {
    Value word = tensor::ExtractOp::create(b, loc, tensor, indices);
    return arith::IndexCastOp::create(b, loc, b.getIndexType(), word);
  }
  /// The operand's part for sequence `s`: size 1 at the sequence dim.
  SmallVector<OpFoldResult> sequenceOffsets(AffineMap map, Value s);
  SmallVector<OpFoldResult> sequenceSizes(Value value, AffineMap map);
  /// The keys [0, valid) of page `page` of `cache`, without the page dim.
  Value pageSlice(Value cache, AffineMap map, Value page, Value valid);
  /// Folds the pages of sequence `s` into a fresh state; returns it.
  SmallVector<Value> foldPages(Value s, Value query, Value rows, Value keys,
                               ArrayRef<OpFoldResult> stateSizes);

  OpBuilder &b;
  PagedAttentionOp op;
  Location loc;
  SmallVector<AffineMap> maps;
};
} // namespace

SmallVector<OpFoldResult> PagedLoopBuilder::sequenceOffsets(AffineMap map,
                                                            Value s) {
  SmallVector<OpFoldResult> offsets;
  for (AffineExpr expr : map.getResults())
    offsets.push_back(cast<AffineDimExpr>(expr).getPosition() == 0
                          ? OpFoldResult(s)
                          : OpFoldResult(b.getIndexAttr(0)));
  return offsets;
}

SmallVector<OpFoldResult> PagedLoopBuilder::sequenceSizes(Value value,
                                                          AffineMap map) {
  SmallVector<OpFoldResult> sizes;
  for (auto [pos, expr] : llvm::enumerate(map.getResults()))
    sizes.push_back(cast<AffineDimExpr>(expr).getPosition() == 0
                        ? OpFoldResult(b.getIndexAttr(1))
                        : tensor::getMixedSize(b, loc, value, pos));
  return sizes;
}

Value PagedLoopBuilder::pageSlice(Value cache, AffineMap map, Value page,
                                  Value valid) {
  SmallVector<OpFoldResult> offsets = {page}, sizes = {b.getIndexAttr(1)};
  for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
    bool isN = cast<AffineDimExpr>(expr).getPosition() == op.getNDim();
    offsets.push_back(b.getIndexAttr(0));
    sizes.push_back(isN ? OpFoldResult(valid)
                        : tensor::getMixedSize(b, loc, cache, pos + 1));
  }
  SmallVector<OpFoldResult> strides(sizes.size(), b.getIndexAttr(1));
  auto type = tensor::ExtractSliceOp::inferCanonicalRankReducedResultType(
      map.getNumResults(), cast<RankedTensorType>(cache.getType()), sizes);
  return tensor::ExtractSliceOp::create(b, loc, type, cache, offsets, sizes,
                                        strides);
}

SmallVector<Value> PagedLoopBuilder::foldPages(
    Value s, Value query, Value rows, Value keys,
    ArrayRef<OpFoldResult> stateSizes) {
  Type f32 = b.getF32Type();
  unsigned numLoops = op.getNumLoops(), numBatch = op.getNumBatchDims();
  SmallVector<OpFoldResult> rowSizes(stateSizes.drop_back());
  SmallVector<Value> state = {createTensor(b, loc, stateSizes, f32, 0.0),
                              createTensor(b, loc, rowSizes, f32, -INFINITY),
                              createTensor(b, loc, rowSizes, f32, 0.0)};
  // The keys some row sees: all of them, or those left of the last row's
  // diagonal (pages wholly right of it are skipped).
  Value diagonal = buildCausalDiagonal(b, loc, op.getCausal(),
                                       /*offset=*/Value(), rows, keys);
  Value keyEnd = op.isCausal()
                     ? buildCausalKeyEnd(b, loc, rows, diagonal, keys)
                     : keys;
  Value pageSize = tensor::DimOp::create(b, loc, op.getKey(), op.getPageDim());
  Value pages = arith::CeilDivSIOp::create(b, loc, keyEnd, pageSize);

  SmallVector<unsigned> rowDims =
      llvm::to_vector(llvm::seq<unsigned>(0, numBatch + 1));
  SmallVector<unsigned> accDims = rowDims;
  accDims.push_back(op.getK2Dim());
  MLIRContext *ctx = b.getContext();
  AffineMap rowMap = getSelectMap(numLoops, rowDims, ctx);
  ArrayAttr stepMaps = b.getAffineMapArrayAttr(
      {maps[0], maps[1], maps[2], getSelectMap(numLoops, accDims, ctx), rowMap,
       rowMap});
  CausalAlignmentAttr topLeft;
  if (op.isCausal())
    topLeft = CausalAlignmentAttr::get(ctx, CausalAlignment::TopLeft);

  auto loop = scf::ForOp::create(
      b, loc, index(0), pages, index(1), state,
      [&](OpBuilder &nb, Location l, Value j, ValueRange iter) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        Value page = entryAsIndex(op.getBlockTable(), {s, j});
        Value first = arith::MulIOp::create(b, l, j, pageSize);
        Value valid = arith::MinSIOp::create(
            b, l, pageSize, arith::SubIOp::create(b, l, keyEnd, first));
        Value key = pageSlice(op.getKey(), maps[1], page, valid);
        Value value = pageSlice(op.getValue(), maps[2], page, valid);
        // The page's keys start at `first`: the diagonal moves left by it.
        Value offset = op.isCausal()
                           ? arith::SubIOp::create(b, l, diagonal, first)
                           : Value();
        auto step = OnlineAttentionOp::create(
            b, l, TypeRange(iter), query, key, value, op.getScale(),
            /*mask=*/Value(), iter, stepMaps, topLeft, offset);
        scf::YieldOp::create(b, l, step.getResults());
      });
  return SmallVector<Value>(loop.getResults());
}

SmallVector<Value> PagedLoopBuilder::build() {
  // The sequences are independent (each writes its own rows): one forall
  // iteration each, threads on the host with parallel=1.
  Value sequences = tensor::DimOp::create(b, loc, op.getSeqLens(), 0);
  unsigned outMapIndex = 3;
  auto forall = scf::ForallOp::create(
      b, loc, ArrayRef<OpFoldResult>{sequences}, op.getOutputs(),
      /*mapping=*/std::nullopt);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forall.getBody());
  Value s = forall.getInductionVar(0);
  ValueRange outs = forall.getRegionIterArgs();
  auto slice = [&](Value v, AffineMap map) -> Value {
    SmallVector<OpFoldResult> strides(map.getNumResults(), b.getIndexAttr(1));
    return tensor::ExtractSliceOp::create(b, loc, v, sequenceOffsets(map, s),
                                          sequenceSizes(v, map), strides);
  };
  Value query = slice(op.getQuery(), maps[0]);
  SmallVector<Value> inits;
  for (auto [i, out] : llvm::enumerate(outs))
    inits.push_back(slice(out, maps[outMapIndex + i]));
  // The state's loops (batch..., m, k2), sized from O's part.
  SmallVector<OpFoldResult> stateSizes;
  AffineMap outMap = maps[outMapIndex];
  auto outSize = [&](unsigned d) {
    return tensor::getMixedSize(
        b, loc, inits[0],
        *outMap.getResultPosition(getAffineDimExpr(d, b.getContext())));
  };
  for (unsigned d = 0; d <= op.getNumBatchDims(); ++d)
    stateSizes.push_back(outSize(d));
  stateSizes.push_back(outSize(op.getK2Dim()));
  Value rows = getValueOrCreateConstantIndexOp(
      b, loc, stateSizes[op.getNumBatchDims()]);
  Value keys = entryAsIndex(op.getSeqLens(), {s});
  SmallVector<Value> state = foldPages(s, query, rows, keys, stateSizes);
  AffineMap lseMap;
  if (op.hasLse())
    lseMap = dropLoops(maps[outMapIndex + 1],
                       {op.getNDim(), op.getK1Dim(), op.getK2Dim()});
  SmallVector<Value> results = buildOnlineAttentionResults(
      b, loc, state[0], state[1], state[2], inits[0],
      dropLoops(outMap, {op.getNDim(), op.getK1Dim()}),
      op.hasLse() ? inits[1] : Value(), lseMap);
  // Sizes before the terminator, which holds the parallel inserts only.
  SmallVector<SmallVector<OpFoldResult>> sizes;
  for (auto [i, into] : llvm::enumerate(outs))
    sizes.push_back(sequenceSizes(into, maps[outMapIndex + i]));
  b.setInsertionPointToStart(forall.getTerminator().getBody());
  for (auto [i, result, into] : llvm::enumerate(results, outs)) {
    AffineMap map = maps[outMapIndex + i];
    SmallVector<OpFoldResult> strides(map.getNumResults(), b.getIndexAttr(1));
    tensor::ParallelInsertSliceOp::create(
        b, loc, result, into, sequenceOffsets(map, s), sizes[i], strides);
  }
  return SmallVector<Value>(forall.getResults());
}

namespace {
struct AttnExpandPagedPass
    : attn::impl::AttnExpandPagedPassBase<AttnExpandPagedPass> {
  void runOnOperation() override {
    SmallVector<PagedAttentionOp> ops;
    getOperation()->walk([&](PagedAttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (PagedAttentionOp op : ops) {
      rewriter.setInsertionPoint(op);
      PagedLoopBuilder builder(rewriter, op);
      rewriter.replaceOp(op, builder.build());
    }
  }
};
} // namespace
