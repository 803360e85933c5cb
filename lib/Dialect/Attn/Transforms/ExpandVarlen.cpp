//===- ExpandVarlen.cpp - packed sequences as one attention each ----------===//
//
// attn.varlen_attention as an scf.for over its sequences, each an
// attn.attention on slices of the packed tensors.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNEXPANDVARLENPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// One sequence's part of a packed dim: where it starts and how long it is.
struct Span {
  Value begin;
  Value length;
};

/// The slice of a tensor that one sequence reads or writes: every dim
/// whole but the packed one, which is `span`.
struct SequenceSlice {
  SmallVector<OpFoldResult> offsets, sizes, strides;
};
} // namespace

/// Entry `index` of the i32 `offsets` as an index.
static Value offsetAt(OpBuilder &b, Location loc, Value offsets,
                      Value index) {
  Value entry = tensor::ExtractOp::create(b, loc, offsets, index);
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), entry);
}

/// Sequence `s`'s span of the packed dim described by `offsets`.
static Span spanOf(OpBuilder &b, Location loc, Value offsets, Value s) {
  Value next = arith::AddIOp::create(
      b, loc, s, arith::ConstantIndexOp::create(b, loc, 1));
  Value begin = offsetAt(b, loc, offsets, s);
  Value end = offsetAt(b, loc, offsets, next);
  return {begin, arith::SubIOp::create(b, loc, end, begin)};
}

/// The slice of `value` (indexed by `map`) whose result position for
/// iteration dim `packedDim` is `span`.
static SequenceSlice sliceOf(OpBuilder &b, Location loc, Value value,
                             AffineMap map, unsigned packedDim, Span span) {
  SequenceSlice slice;
  for (auto [pos, expr] : llvm::enumerate(map.getResults())) {
    bool packed = cast<AffineDimExpr>(expr).getPosition() == packedDim;
    slice.offsets.push_back(packed ? OpFoldResult(span.begin)
                                   : OpFoldResult(b.getIndexAttr(0)));
    slice.sizes.push_back(packed ? OpFoldResult(span.length)
                                 : tensor::getMixedSize(b, loc, value, pos));
    slice.strides.push_back(b.getIndexAttr(1));
  }
  return slice;
}

AttentionOp mlir::attn::buildSequenceAttention(OpBuilder &b,
                                               VarlenAttentionOp op,
                                               Value query, Value key,
                                               Value value, ValueRange inits) {
  auto attention = AttentionOp::create(
      b, op.getLoc(), inits.getTypes(), query, key, value, op.getScale(),
      /*mask=*/Value(), inits, op.getIndexingMaps(), op.getCausalAttr(),
      /*causal_offset=*/Value());
  attention->setDiscardableAttrs(op->getDiscardableAttrDictionary());
  return attention;
}

/// Replaces `op` with the loop over its sequences.
static void expandVarlen(RewriterBase &rewriter, VarlenAttentionOp op) {
  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value entries =
      tensor::DimOp::create(rewriter, loc, op.getQueryOffsets(), 0);
  Value count = arith::SubIOp::create(rewriter, loc, entries, one);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  unsigned mDim = op.getMDim(), nDim = op.getNDim();

  auto loop = scf::ForOp::create(
      rewriter, loc, zero, count, one, op.getOutputs(),
      [&](OpBuilder &b, Location loc, Value s, ValueRange state) {
        Span rows = spanOf(b, loc, op.getQueryOffsets(), s);
        Span keys = spanOf(b, loc, op.getKeyOffsets(), s);
        auto extract = [&](Value value, AffineMap map, unsigned dim,
                           Span span, SequenceSlice &slice) -> Value {
          slice = sliceOf(b, loc, value, map, dim, span);
          return tensor::ExtractSliceOp::create(b, loc, value, slice.offsets,
                                                slice.sizes, slice.strides);
        };
        SequenceSlice unused;
        Value query = extract(op.getQuery(), maps[0], mDim, rows, unused);
        Value key = extract(op.getKey(), maps[1], nDim, keys, unused);
        Value value = extract(op.getValue(), maps[2], nDim, keys, unused);
        SmallVector<SequenceSlice> outSlices(state.size());
        SmallVector<Value> inits;
        for (auto [i, init] : llvm::enumerate(state))
          inits.push_back(extract(init, maps[3 + i], mDim, rows, outSlices[i]));
        AttentionOp attention =
            buildSequenceAttention(b, op, query, key, value, inits);
        SmallVector<Value> next;
        for (auto [result, into, slice] :
             llvm::zip_equal(attention.getResults(), state, outSlices))
          next.push_back(tensor::InsertSliceOp::create(
              b, loc, result, into, slice.offsets, slice.sizes,
              slice.strides));
        scf::YieldOp::create(b, loc, next);
      });
  rewriter.replaceOp(op, loop.getResults());
}

namespace {
struct AttnExpandVarlenPass
    : attn::impl::AttnExpandVarlenPassBase<AttnExpandVarlenPass> {
  void runOnOperation() override {
    SmallVector<VarlenAttentionOp> ops;
    getOperation()->walk([&](VarlenAttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (VarlenAttentionOp op : ops)
      expandVarlen(rewriter, op);
  }
};
} // namespace
