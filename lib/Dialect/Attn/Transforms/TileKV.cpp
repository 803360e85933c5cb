//===- TileKV.cpp - attention -> scf.for over KV blocks of online attention ===//
//
// The FlashAttention loop: the running state (acc, max, sum) is carried
// through an scf.for over key blocks, each folded in by
// attn.online_attention, and normalised once at the end.
//
// Causal attention with diagonal offset D (key n visible from query m iff
// n <= m + D) only visits keys n < M + D (what the last row sees). Keys
// n <= D are visible from every row, so the blocks in [0, floor((D+1)/TN)*TN)
// run unmasked with a static block size; the rest, which cross the
// diagonal, are masked element-wise.
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
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <cmath>

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNTILEKVPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// The running state of the online softmax: f32 acc in (batch..., m, k2),
/// max and sum in (batch..., m).
struct OnlineState {
  Value acc, max, sum;
  SmallVector<Value> values() const { return {acc, max, sum}; }
};

/// Builds the KV-block loops of one attention op.
class KVLoopBuilder {
public:
  KVLoopBuilder(RewriterBase &b, AttentionOp op, int64_t tileN)
      : b(b), op(op), loc(op.getLoc()), tileN(tileN),
        numBatch(op.getNumBatchDims()) {
    for (unsigned d = 0, e = op.getNumLoops(); d < e; ++d)
      sizes.push_back(op.getLoopSize(b, d));
  }

  /// The initial state (0, -inf, 0).
  OnlineState initialState();
  /// The key range [0, end) that some query row sees, and the diagonal
  /// offset D of causal ops.
  Value keyEnd();
  /// Folds the keys [lb, ub) into `state`: full blocks of tileN keys first,
  /// then one remainder block. With `causalMasked`, every block is masked by
  /// the diagonal; otherwise none is.
  OnlineState foldKeys(Value lb, Value ub, OnlineState state,
                       bool causalMasked);
  /// Folds the keys of a causal op: unmasked blocks below the diagonal,
  /// masked blocks across it, none above.
  OnlineState foldCausalKeys(Value lb, Value ub, OnlineState state);
  /// O (and LSE) from the final state, written into the op's inits.
  SmallVector<Value> finalize(OnlineState state);
  /// Exact combination of `splits` partial states stacked in dim 0.
  OnlineState combine(OnlineState partial);

  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value sizeOf(unsigned dim) {
    return getValueOrCreateConstantIndexOp(b, loc, sizes[dim]);
  }
  SmallVector<OpFoldResult> stateSizes(bool withK2) {
    SmallVector<OpFoldResult> s(sizes.begin(), sizes.begin() + numBatch + 1);
    if (withK2)
      s.push_back(sizes[op.getK2Dim()]);
    return s;
  }
  /// Maps of (acc, max, sum) in the op's iteration space.
  SmallVector<AffineMap> stateMaps() {
    MLIRContext *ctx = b.getContext();
    unsigned n = op.getNumLoops();
    SmallVector<unsigned> rows =
        llvm::to_vector(llvm::seq<unsigned>(0, numBatch + 1));
    SmallVector<unsigned> accDims = rows;
    accDims.push_back(op.getK2Dim());
    return {getSelectMap(n, accDims, ctx), getSelectMap(n, rows, ctx),
            getSelectMap(n, rows, ctx)};
  }
  Value diagonal;

private:
  /// One scf.for over blocks [lb, ub) of `blockSize` keys (static when
  /// `staticBlocks`, else min(tileN, ub - n0)).
  OnlineState blockLoop(Value lb, Value ub, OnlineState state,
                        bool staticBlocks, bool causalMasked);
  Value sliceKeys(Value operand, AffineMap map, Value n0, OpFoldResult size);

  RewriterBase &b;
  AttentionOp op;
  Location loc;
  int64_t tileN;
  unsigned numBatch;
  SmallVector<OpFoldResult> sizes;
};
} // namespace

OnlineState KVLoopBuilder::initialState() {
  Type f32 = b.getF32Type();
  return {createTensor(b, loc, stateSizes(true), f32, 0.0),
          createTensor(b, loc, stateSizes(false), f32, -INFINITY),
          createTensor(b, loc, stateSizes(false), f32, 0.0)};
}

Value KVLoopBuilder::keyEnd() {
  Value n = sizeOf(op.getNDim());
  if (!op.isCausal())
    return n;
  Value m = sizeOf(op.getMDim());
  diagonal = buildCausalDiagonal(b, loc, op, m, n);
  // The keys the last row sees: n < M + D, clamped to [0, N].
  return buildCausalKeyEnd(b, loc, m, diagonal, n);
}

Value KVLoopBuilder::sliceKeys(Value operand, AffineMap map, Value n0,
                               OpFoldResult size) {
  SmallVector<OpFoldResult> offsets, sliceSizes, strides;
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    bool isN = cast<AffineDimExpr>(expr).getPosition() == op.getNDim();
    offsets.push_back(isN ? OpFoldResult(n0) : OpFoldResult(b.getIndexAttr(0)));
    sliceSizes.push_back(isN ? size
                             : tensor::getMixedSize(b, loc, operand, i));
    strides.push_back(b.getIndexAttr(1));
  }
  return tensor::ExtractSliceOp::create(b, loc, operand, offsets, sliceSizes,
                                        strides);
}

OnlineState KVLoopBuilder::blockLoop(Value lb, Value ub, OnlineState state,
                                     bool staticBlocks, bool causalMasked) {
  Value step = index(tileN);
  SmallVector<Attribute> maps;
  maps.push_back(AffineMapAttr::get(op.getQueryMap()));
  maps.push_back(AffineMapAttr::get(op.getKeyMap()));
  maps.push_back(AffineMapAttr::get(op.getValueMap()));
  if (op.getMask())
    maps.push_back(AffineMapAttr::get(op.getMaskMap()));
  for (AffineMap m : stateMaps())
    maps.push_back(AffineMapAttr::get(m));
  ArrayAttr mapsAttr = b.getArrayAttr(maps);

  auto loop = scf::ForOp::create(
      b, loc, lb, ub, step, state.values(),
      [&](OpBuilder &nb, Location l, Value n0, ValueRange iter) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
        OpFoldResult size = b.getIndexAttr(tileN);
        if (!staticBlocks)
          size = arith::MinSIOp::create(
                     b, l, step, arith::SubIOp::create(b, l, ub, n0))
                     .getResult();
        Value k = sliceKeys(op.getKey(), op.getKeyMap(), n0, size);
        Value v = sliceKeys(op.getValue(), op.getValueMap(), n0, size);
        Value mask = op.getMask()
                         ? sliceKeys(op.getMask(), op.getMaskMap(), n0, size)
                         : Value();
        CausalAlignmentAttr causal;
        Value offset;
        if (causalMasked) {
          causal = CausalAlignmentAttr::get(b.getContext(),
                                            CausalAlignment::TopLeft);
          offset = arith::SubIOp::create(b, l, diagonal, n0);
        }
        auto step = OnlineAttentionOp::create(
            b, l, TypeRange(iter), op.getQuery(), k, v, op.getScale(), mask,
            iter, mapsAttr, causal, offset);
        scf::YieldOp::create(b, l, step.getResults());
      });
  return {loop.getResult(0), loop.getResult(1), loop.getResult(2)};
}

OnlineState KVLoopBuilder::foldKeys(Value lb, Value ub, OnlineState state,
                                    bool causalMasked) {
  // Full blocks [lb, lb + floor((ub - lb) / TN) * TN), then the remainder.
  // The callers' key ranges are never negative (0 <= lb <= ub), so the
  // division is unsigned: one shift for a power-of-two block, as the
  // whole-kernel builder's bounds were (a signed one adds a rounding
  // sequence to the tensor-core kernels' loop bounds).
  Value length = arith::SubIOp::create(b, loc, ub, lb);
  Value fullLength = arith::MulIOp::create(
      b, loc, arith::DivUIOp::create(b, loc, length, index(tileN)),
      index(tileN));
  Value fullEnd = arith::AddIOp::create(b, loc, lb, fullLength);
  state = blockLoop(lb, fullEnd, state, /*staticBlocks=*/true, causalMasked);
  return blockLoop(fullEnd, ub, state, /*staticBlocks=*/false, causalMasked);
}

OnlineState KVLoopBuilder::foldCausalKeys(Value lb, Value ub,
                                          OnlineState state) {
  // Keys n <= D are visible from every row: [lb, min(D + 1, ub)) needs no
  // mask, rounded down to whole blocks; the rest up to ub crosses the
  // diagonal.
  // (The keys of row 0 up to ub, clamped from below to lb.)
  Value visibleEnd = buildCausalCommonKeyEnd(b, loc, index(0), diagonal, ub);
  visibleEnd = arith::MaxSIOp::create(b, loc, visibleEnd, lb);
  Value length = arith::SubIOp::create(b, loc, visibleEnd, lb);
  Value unmaskedEnd = arith::AddIOp::create(
      b, loc, lb,
      arith::MulIOp::create(
          b, loc, arith::DivUIOp::create(b, loc, length, index(tileN)),
          index(tileN)));
  state = blockLoop(lb, unmaskedEnd, state, /*staticBlocks=*/true,
                    /*causalMasked=*/false);
  return blockLoop(unmaskedEnd, ub, state, /*staticBlocks=*/false,
                   /*causalMasked=*/true);
}

SmallVector<Value> KVLoopBuilder::finalize(OnlineState state) {
  AffineMap lseMap;
  if (op.hasLse())
    lseMap = dropLoops(op.getLseMap(),
                       {op.getNDim(), op.getK1Dim(), op.getK2Dim()});
  return buildOnlineAttentionResults(
      b, loc, state.acc, state.max, state.sum, op.getOutputInit(),
      dropLoops(op.getOutputMap(), {op.getNDim(), op.getK1Dim()}),
      op.getLseInit(), lseMap);
}

SmallVector<Value> mlir::attn::buildOnlineAttentionResults(
    OpBuilder &b, Location loc, Value acc, Value max, Value sum,
    Value outputInit, AffineMap outputMap, Value lseInit, AffineMap lseMap) {
  MLIRContext *ctx = b.getContext();
  SmallVector<Value> results;
  // O = acc / sum (0 where sum = 0), rounded to the output type, in the
  // output's layout. Loops: batch..., m, k2.
  Type outTy = cast<RankedTensorType>(outputInit.getType()).getElementType();
  unsigned n = cast<RankedTensorType>(acc.getType()).getRank();
  auto norm = linalg::GenericOp::create(
      b, loc, outputInit.getType(), ValueRange{acc, sum},
      ValueRange{outputInit},
      SmallVector<AffineMap>{getLeadingMap(n, n, ctx),
                             getLeadingMap(n, n - 1, ctx), outputMap},
      getIterators(n, 0), [&](OpBuilder &nb, Location l, ValueRange args) {
        Value o = arith::MulFOp::create(nb, l, args[0],
                                        buildRowNormalizer(nb, l, args[1]));
        if (outTy != o.getType())
          o = arith::TruncFOp::create(nb, l, outTy, o);
        linalg::YieldOp::create(nb, l, o);
      });
  results.push_back(norm.getResult(0));
  if (!lseInit)
    return results;
  // LSE = max + log2(sum) * ln 2, -inf where sum = 0. Loops: batch..., m.
  unsigned r = n - 1;
  auto lse = linalg::GenericOp::create(
      b, loc, lseInit.getType(), ValueRange{max, sum}, ValueRange{lseInit},
      SmallVector<AffineMap>{getLeadingMap(r, r, ctx), getLeadingMap(r, r, ctx),
                             lseMap},
      getIterators(r, 0), [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(nb, l,
                                buildLogSumExp(nb, l, args[0], args[1]));
      });
  results.push_back(lse.getResult(0));
  return results;
}

OnlineState KVLoopBuilder::combine(OnlineState partial) {
  MLIRContext *ctx = b.getContext();
  // Row loops: batch..., m, then the split s (reduced). The partial
  // statistics are stacked as (s, batch..., m).
  unsigned r = numBatch + 2, s = numBatch + 1;
  SmallVector<unsigned> rows = llvm::to_vector(llvm::seq<unsigned>(0, s));
  SmallVector<unsigned> stackedRows = {s};
  llvm::append_range(stackedRows, rows);
  AffineMap rowMap = getSelectMap(r, rows, ctx);
  AffineMap stackedRowMap = getSelectMap(r, stackedRows, ctx);
  OnlineState out = initialState();

  auto maxOp = linalg::GenericOp::create(
      b, loc, out.max.getType(), ValueRange{partial.max}, ValueRange{out.max},
      SmallVector<AffineMap>{stackedRowMap, rowMap}, getIterators(s, 1),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(
            nb, l,
            arith::MaximumFOp::create(nb, l, args[0], args[1]).getResult());
      });
  Value max = maxOp.getResult(0);

  // Each partial state is rescaled to the common max: x * exp(m_s - M).
  auto addRescaled = [&](OpBuilder &nb, Location l, ValueRange args) {
    Value factor = buildExpAboveMax(nb, l, args[1], args[2]);
    Value scaled = arith::MulFOp::create(nb, l, args[0], factor);
    linalg::YieldOp::create(
        nb, l, arith::AddFOp::create(nb, l, args[3], scaled).getResult());
  };
  auto sumOp = linalg::GenericOp::create(
      b, loc, out.sum.getType(), ValueRange{partial.sum, partial.max, max},
      ValueRange{out.sum},
      SmallVector<AffineMap>{stackedRowMap, stackedRowMap, rowMap, rowMap},
      getIterators(s, 1), addRescaled);

  // Accumulator loops: batch..., m, k2, then s (reduced).
  unsigned a = numBatch + 3, k2 = numBatch + 1, sa = numBatch + 2;
  SmallVector<unsigned> accDims = rows;
  accDims.push_back(k2);
  SmallVector<unsigned> stackedAcc = {sa};
  llvm::append_range(stackedAcc, accDims);
  SmallVector<unsigned> stackedAccRows = {sa};
  llvm::append_range(stackedAccRows, rows);
  auto accOp = linalg::GenericOp::create(
      b, loc, out.acc.getType(), ValueRange{partial.acc, partial.max, max},
      ValueRange{out.acc},
      SmallVector<AffineMap>{getSelectMap(a, stackedAcc, ctx),
                             getSelectMap(a, stackedAccRows, ctx),
                             getSelectMap(a, rows, ctx),
                             getSelectMap(a, accDims, ctx)},
      getIterators(a - 1, 1), addRescaled);
  return {accOp.getResult(0), max, sumOp.getResult(0)};
}

FailureOr<SmallVector<Value>>
mlir::attn::tileAttentionKV(RewriterBase &rewriter, AttentionOp op,
                            const KVTilingOptions &options) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  KVLoopBuilder kv(rewriter, op, options.tileN);
  Location loc = op.getLoc();
  Value end = kv.keyEnd();
  Value zero = kv.index(0);

  if (options.kvSplits <= 1) {
    OnlineState state = kv.initialState();
    state = op.isCausal() ? kv.foldCausalKeys(zero, end, state)
                          : kv.foldKeys(zero, end, state, false);
    return kv.finalize(state);
  }

  // Split-KV: partial states over key ranges of whole blocks, one per
  // forall iteration, stacked in a leading dim, then combined.
  int64_t splits = options.kvSplits;
  Value chunk = arith::CeilDivSIOp::create(rewriter, loc, end,
                                           kv.index(splits));
  chunk = arith::MulIOp::create(
      rewriter, loc,
      arith::CeilDivSIOp::create(rewriter, loc, chunk,
                                 kv.index(options.tileN)),
      kv.index(options.tileN));
  Type f32 = rewriter.getF32Type();
  auto stacked = [&](bool withK2) {
    SmallVector<OpFoldResult> s = {rewriter.getIndexAttr(splits)};
    llvm::append_range(s, kv.stateSizes(withK2));
    return tensor::EmptyOp::create(rewriter, loc, s, f32).getResult();
  };
  SmallVector<Value> partialInits = {stacked(true), stacked(false),
                                     stacked(false)};
  auto forall = scf::ForallOp::create(
      rewriter, loc, ArrayRef<OpFoldResult>{rewriter.getIndexAttr(splits)},
      partialInits, /*mapping=*/std::nullopt);
  {
    OpBuilder::InsertionGuard inner(rewriter);
    rewriter.setInsertionPointToStart(forall.getBody());
    Value s = forall.getInductionVar(0);
    Value lb = arith::MinSIOp::create(
        rewriter, loc, arith::MulIOp::create(rewriter, loc, s, chunk), end);
    Value ub = arith::MinSIOp::create(
        rewriter, loc, arith::AddIOp::create(rewriter, loc, lb, chunk), end);
    OnlineState state = kv.initialState();
    state = op.isCausal() ? kv.foldCausalKeys(lb, ub, state)
                          : kv.foldKeys(lb, ub, state, false);
    // Sizes are computed before entering the terminator, which may only
    // hold the parallel inserts.
    SmallVector<SmallVector<OpFoldResult>> valueSizes;
    for (Value value : state.values()) {
      SmallVector<OpFoldResult> sizes = {rewriter.getIndexAttr(1)};
      llvm::append_range(sizes, tensor::getMixedSizes(rewriter, loc, value));
      valueSizes.push_back(sizes);
    }
    rewriter.setInsertionPointToStart(forall.getTerminator().getBody());
    for (auto [value, dest, sizes] : llvm::zip_equal(
             state.values(), forall.getRegionIterArgs(), valueSizes)) {
      auto destTy = cast<RankedTensorType>(dest.getType());
      SmallVector<OpFoldResult> offsets(destTy.getRank(),
                                        rewriter.getIndexAttr(0));
      offsets[0] = s;
      SmallVector<OpFoldResult> strides(destTy.getRank(),
                                        rewriter.getIndexAttr(1));
      tensor::ParallelInsertSliceOp::create(rewriter, loc, value, dest,
                                            offsets, sizes, strides);
    }
  }
  OnlineState partial = {forall.getResult(0), forall.getResult(1),
                         forall.getResult(2)};
  return kv.finalize(kv.combine(partial));
}

namespace {
struct AttnTileKVPass : attn::impl::AttnTileKVPassBase<AttnTileKVPass> {
  using Base::Base;
  void runOnOperation() override {
    if (splitKV != "auto" && splitKV != "always" && splitKV != "never") {
      getOperation()->emitError("split-kv must be auto, always or never, got '")
          << splitKV << "'";
      return signalPassFailure();
    }
    SmallVector<AttentionOp> ops;
    getOperation()->walk([&](AttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (AttentionOp op : ops) {
      if (succeeded(replaceEmptyAttention(rewriter, op)))
        continue;
      FailureOr<TileChoice> tiles =
          chooseAttentionTiles(op, target, /*tileM=*/0, tileN,
                               TileUse::KeyBlock);
      if (failed(tiles))
        return signalPassFailure();
      KVTilingOptions options;
      options.tileN = tiles->tileN;
      options.kvSplits = chooseSplits(op, options.tileN);
      FailureOr<SmallVector<Value>> results =
          tileAttentionKV(rewriter, op, options);
      if (failed(results)) {
        op.emitOpError("could not be rewritten into KV blocks");
        return signalPassFailure();
      }
      rewriter.replaceOp(op, *results);
      ++numTiled;
      if (options.kvSplits > 1)
        ++numSplit;
    }
  }

  /// Split-KV pays off when few query rows leave the workgroups idle and
  /// there are many key blocks to share out.
  int64_t chooseSplits(AttentionOp op, int64_t blockN) {
    if (splitKV == "never")
      return 0;
    auto dimSize = [&](Value v, AffineMap map, unsigned d) {
      std::optional<unsigned> pos =
          map.getResultPosition(getAffineDimExpr(d, op.getContext()));
      return cast<RankedTensorType>(v.getType()).getDimSize(*pos);
    };
    int64_t m = dimSize(op.getQuery(), op.getQueryMap(), op.getMDim());
    int64_t n = dimSize(op.getKey(), op.getKeyMap(), op.getNDim());
    int64_t blocks = ShapedType::isDynamic(n) ? 64 : (n + blockN - 1) / blockN;
    int64_t splits = kvSplits ? kvSplits : std::min<int64_t>(16, blocks / 4);
    if (splitKV == "always")
      return std::max<int64_t>(splits, 2);
    bool fewRows = !ShapedType::isDynamic(m) && m <= 16;
    return fewRows && splits >= 2 ? splits : 0;
  }
};
} // namespace
