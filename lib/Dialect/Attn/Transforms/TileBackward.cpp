//===- TileBackward.cpp - the gradients as two passes of block steps ------===//
//
// FlashAttention's tiled backward on tensors, in two passes:
//
//   query pass   forall (batch..., query tile i):
//                  D_i = rowsum(dO_i ∘ O_i)
//                  for key block j the tile sees:  attn.backward_dq_step
//                  dQ_i = scale acc / row sums;   c_i = 1 / row sums
//   key pass     forall (batch dims of K and V, key block j):
//                  for query tile i that sees j:   attn.backward_dkdv_step
//                  dK_j = scale acc;               dV_j = acc
//
// Each pass writes its gradients once, so that neither needs atomics or a
// reduction across workgroups; the key pass reads the query pass's D and c (the
// reciprocal row sums of exp(S - LSE), 1 up to rounding) so that rows whose
// f32 LSE absorbed the log of their sum get the forward's probabilities.
// The steps keep the op's maps: every dim of a tile is an iteration dim of
// the op, of size 1 for the batch dims a pass runs over.
//
// The GPU kernels' form when dQ is f32 (tileAttentionBackwardQueryPass /
// KeyPass with a dQ memref): the key pass's steps also add their part of dQ
// to it (grad_query_acc, a memref.subview of the step's rows), and the query
// pass is left with D, c and a zero dQ; its steps only sum the rows'
// probabilities for c, and only with an additive mask (elsewhere c = 1).
//
// Causal bounds come from AttnRules.h: a query tile stops at the last key
// its last row sees, with the blocks every row of the tile sees unmasked;
// a key block starts at the first row that sees its first key, and the
// tiles before the first row that sees the whole block are masked.
//
//===----------------------------------------------------------------------===//

#include "BackwardLinalg.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNTILEBACKWARDPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// The part of one iteration dim a tile covers; unset: all of it.
struct DimRange {
  OpFoldResult offset, size;
};
using TileRanges = SmallVector<std::optional<DimRange>>;

/// The steps of one key or query loop, and the state they carry.
struct StepLoop {
  /// Whether the loop's steps cross the causal diagonal.
  bool masked;
  Value lb, ub;
};

class BackwardTiler {
public:
  BackwardTiler(RewriterBase &b, AttentionBackwardOp op,
                const BackwardTilingOptions &options)
      : b(b), op(op), loc(op.getLoc()), options(options),
        numBatch(op.getNumBatchDims()) {
    for (unsigned d = 0, e = op.getNumLoops(); d < e; ++d)
      sizes.push_back(op.getLoopSize(b, d));
    prepare();
  }

  SmallVector<Value> build();
  /// The query pass: dQ, the reciprocal row sums c and D, into `rowScaleInit`
  /// and `rowDotsInit` (null: new tensors); `rowsOnly`: a zero dQ, and c
  /// from steps only where an additive mask may make it differ from 1.
  std::array<Value, 3> queryPass(Value rowScaleInit, Value rowDotsInit,
                                 bool rowsOnly);
  /// The key pass: dK and dV (and dQ added to `gradQueryAcc`, if given).
  std::pair<Value, Value> keyPass(Value rowDots, Value rowScale,
                                  Value gradQueryAcc);

private:
  /// The row map and the causal diagonal of the whole op.
  void prepare();
  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, loc, v); }
  Value sizeOf(unsigned dim) {
    return getValueOrCreateConstantIndexOp(b, loc, sizes[dim]);
  }
  /// The tile of `operand` (indexed by `map`) that `ranges` covers.
  Value slice(Value operand, AffineMap map, const TileRanges &ranges);
  /// The offsets, sizes and strides of that tile.
  void sliceParams(Value operand, AffineMap map, const TileRanges &ranges,
                   SmallVector<OpFoldResult> &offsets,
                   SmallVector<OpFoldResult> &sliceSizes,
                   SmallVector<OpFoldResult> &strides);
  /// The zero f32 accumulator of a gradient's tile `dest`: `dest` itself
  /// when it is f32 (so that the last step writes the result in place), else
  /// a new tensor.
  Value accumulatorFor(Value dest) {
    Type f32 = b.getF32Type();
    if (cast<RankedTensorType>(dest.getType()).getElementType() == f32)
      return linalg::FillOp::create(b, loc, createF32(b, loc, 0.0), dest)
          .getResult(0);
    return createTensor(b, loc, tensor::getMixedSizes(b, loc, dest), f32, 0.0);
  }
  /// An f32 zero tensor shaped like `like`.
  Value zerosLike(Value like) {
    return createTensor(b, loc, tensor::getMixedSizes(b, loc, like),
                        b.getF32Type(), 0.0);
  }
  /// The loops over [lb, ub) in blocks of `step` (the last one smaller), at
  /// most `masked` ones first: the loops of a tile that crosses the diagonal.
  /// `body` builds one step from the block's offset and size.
  SmallVector<Value>
  stepLoops(ArrayRef<StepLoop> loops, int64_t step, ValueRange init,
            function_ref<SmallVector<Value>(Value offset, Value size,
                                            bool masked, ValueRange iter)>
                body);
  /// The maps of a step: Q, K, V, mask, dO, LSE, D, then `rest`.
  ArrayAttr stepMaps(ArrayRef<AffineMap> rest);
  /// A loop-size list for the builders on a tile of `ranges`.
  BackwardLinalgBuilder tileBuilder(const TileRanges &ranges);
  /// The causal attributes of a step at query `row0` and key `key0`:
  /// none when it is not `masked`, else top_left with the step's diagonal
  /// D + row0 - key0.
  std::pair<CausalAlignmentAttr, Value> stepCausal(bool masked, Value row0,
                                                   Value key0);
  /// An scf.forall over iteration dims `dims` (from 0 to their size, by
  /// `steps`) with `outputs` shared, its body the insertion point.
  scf::ForallOp createForall(ArrayRef<unsigned> dims, ArrayRef<int64_t> steps,
                             ValueRange outputs);
  /// Inserts `tiles` (tile i indexed by maps[i]) into the forall's shared
  /// outputs at `ranges`.
  void insertTiles(scf::ForallOp forall, ValueRange tiles,
                   ArrayRef<AffineMap> maps, const TileRanges &ranges);

  RewriterBase &b;
  AttentionBackwardOp op;
  Location loc;
  BackwardTilingOptions options;
  unsigned numBatch;
  SmallVector<OpFoldResult> sizes;
  /// The causal diagonal of the whole op; null when it is not causal.
  Value diagonal;
  AffineMap rowMap;
};
} // namespace

void BackwardTiler::sliceParams(Value operand, AffineMap map,
                                const TileRanges &ranges,
                                SmallVector<OpFoldResult> &offsets,
                                SmallVector<OpFoldResult> &sliceSizes,
                                SmallVector<OpFoldResult> &strides) {
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    const std::optional<DimRange> &range =
        ranges[cast<AffineDimExpr>(expr).getPosition()];
    offsets.push_back(range ? range->offset : b.getIndexAttr(0));
    sliceSizes.push_back(range ? range->size
                               : tensor::getMixedSize(b, loc, operand, i));
    strides.push_back(b.getIndexAttr(1));
  }
}

Value BackwardTiler::slice(Value operand, AffineMap map,
                           const TileRanges &ranges) {
  SmallVector<OpFoldResult> offsets, sliceSizes, strides;
  sliceParams(operand, map, ranges, offsets, sliceSizes, strides);
  return tensor::ExtractSliceOp::create(b, loc, operand, offsets, sliceSizes,
                                        strides);
}

ArrayAttr BackwardTiler::stepMaps(ArrayRef<AffineMap> rest) {
  SmallVector<AffineMap> maps = {op.getQueryMap(), op.getKeyMap(),
                                 op.getValueMap()};
  if (op.getMask())
    maps.push_back(op.getMaskMap());
  maps.append({op.getGradOutputMap(), op.getLseMap(), rowMap});
  llvm::append_range(maps, rest);
  return b.getAffineMapArrayAttr(maps);
}

BackwardLinalgBuilder BackwardTiler::tileBuilder(const TileRanges &ranges) {
  BackwardInputs inputs = BackwardInputs::of(b, op);
  for (auto [size, range] : llvm::zip_equal(inputs.loopSizes, ranges))
    if (range)
      size = range->size;
  return BackwardLinalgBuilder(b, loc, std::move(inputs));
}

std::pair<CausalAlignmentAttr, Value>
BackwardTiler::stepCausal(bool masked, Value row0, Value key0) {
  if (!masked)
    return {};
  Value offset = arith::SubIOp::create(
      b, loc, arith::AddIOp::create(b, loc, diagonal, row0), key0);
  return {CausalAlignmentAttr::get(b.getContext(), CausalAlignment::TopLeft),
          offset};
}

scf::ForallOp BackwardTiler::createForall(ArrayRef<unsigned> dims,
                                          ArrayRef<int64_t> steps,
                                          ValueRange outputs) {
  SmallVector<OpFoldResult> lbs, ubs, stepSizes;
  for (auto [d, step] : llvm::zip_equal(dims, steps)) {
    lbs.push_back(b.getIndexAttr(0));
    ubs.push_back(sizes[d]);
    stepSizes.push_back(b.getIndexAttr(step));
  }
  auto forall = scf::ForallOp::create(b, loc, lbs, ubs, stepSizes, outputs,
                                      /*mapping=*/std::nullopt);
  b.setInsertionPointToStart(forall.getBody());
  return forall;
}

void BackwardTiler::insertTiles(scf::ForallOp forall, ValueRange tiles,
                                ArrayRef<AffineMap> maps,
                                const TileRanges &ranges) {
  // Sizes are computed before entering the terminator, which may only hold
  // the parallel inserts.
  SmallVector<SmallVector<OpFoldResult>> offsets(tiles.size()),
      sliceSizes(tiles.size()), strides(tiles.size());
  for (auto [i, dest] : llvm::enumerate(forall.getRegionIterArgs()))
    sliceParams(dest, maps[i], ranges, offsets[i], sliceSizes[i], strides[i]);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(forall.getTerminator().getBody());
  for (auto [i, tile] : llvm::enumerate(tiles))
    tensor::ParallelInsertSliceOp::create(b, loc, tile,
                                          forall.getRegionIterArgs()[i],
                                          offsets[i], sliceSizes[i],
                                          strides[i]);
}

SmallVector<Value> BackwardTiler::stepLoops(
    ArrayRef<StepLoop> loops, int64_t step, ValueRange init,
    function_ref<SmallVector<Value>(Value, Value, bool, ValueRange)> body) {
  SmallVector<Value> state = llvm::to_vector(init);
  Value stepValue = index(step);
  for (const StepLoop &loop : loops) {
    auto forOp = scf::ForOp::create(
        b, loc, loop.lb, loop.ub, stepValue, state,
        [&](OpBuilder &nb, Location l, Value offset, ValueRange iter) {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPoint(nb.getInsertionBlock(), nb.getInsertionPoint());
          Value size = arith::MinSIOp::create(
              b, l, stepValue, arith::SubIOp::create(b, l, loop.ub, offset));
          scf::YieldOp::create(b, l, body(offset, size, loop.masked, iter));
        });
    state = SmallVector<Value>(forOp.getResults());
  }
  return state;
}

std::array<Value, 3>
BackwardTiler::queryPass(Value rowScaleInit, Value rowDotsInit, bool rowsOnly) {
  // Workgroups: every batch dim by 1, query tiles of tileM rows.
  unsigned mDim = op.getMDim(), nDim = op.getNDim();
  SmallVector<OpFoldResult> rowSizes(sizes.begin(),
                                     sizes.begin() + numBatch + 1);
  if (!rowScaleInit)
    rowScaleInit = tensor::EmptyOp::create(b, loc, rowSizes, b.getF32Type());
  if (!rowDotsInit)
    rowDotsInit = tensor::EmptyOp::create(b, loc, rowSizes, b.getF32Type());
  SmallVector<unsigned> dims = llvm::to_vector(llvm::seq(0u, numBatch + 1));
  SmallVector<int64_t> steps(numBatch, 1);
  steps.push_back(options.tileM);
  OpBuilder::InsertionGuard guard(b);
  scf::ForallOp forall =
      createForall(dims, steps,
                   ValueRange{op.getGradQueryInit(), rowScaleInit, rowDotsInit});
  SmallVector<Value> ivs = forall.getInductionVars();
  Value m0 = ivs[numBatch];
  Value m = sizeOf(mDim), n = sizeOf(nDim);
  Value tileRows = arith::MinSIOp::create(
      b, loc, index(options.tileM), arith::SubIOp::create(b, loc, m, m0));
  TileRanges ranges(op.getNumLoops());
  for (unsigned d = 0; d < numBatch; ++d)
    ranges[d] = DimRange{ivs[d], b.getIndexAttr(1)};
  ranges[mDim] = DimRange{m0, tileRows};

  Value query = slice(op.getQuery(), op.getQueryMap(), ranges);
  Value gradOutput = slice(op.getGradOutput(), op.getGradOutputMap(), ranges);
  Value lse = slice(op.getLse(), op.getLseMap(), ranges);
  // D = rowsum(dO ∘ O) of the tile's rows, computed here and given to the
  // key pass.
  BackwardInputs tileInputs = BackwardInputs::of(b, op);
  tileInputs.gradOutput = gradOutput;
  for (auto [size, range] : llvm::zip_equal(tileInputs.loopSizes, ranges))
    if (range)
      size = range->size;
  Value dots =
      BackwardLinalgBuilder(b, loc, std::move(tileInputs))
          .rowDots(slice(op.getOutput(), op.getOutputMap(), ranges),
                   op.getOutputMap(),
                   slice(forall.getRegionIterArgs()[2], rowMap, ranges));
  Value dest = slice(forall.getRegionIterArgs()[0], op.getGradQueryMap(),
                     ranges);
  ArrayAttr maps = stepMaps({op.getGradQueryMap(), op.getLseMap()});

  // The keys the tile sees: up to what its last row sees; those its first
  // row sees (and so every row) need no mask, in whole blocks.
  Value keyEnd = buildCausalKeyEnd(
      b, loc, arith::AddIOp::create(b, loc, m0, tileRows), diagonal, n);
  SmallVector<StepLoop> loops;
  // c differs from 1 (beyond rounding) only where an additive mask's
  // values absorbed a row's scores; without one the rows-only pass needs
  // no steps.
  bool additiveMask =
      op.getMask() && !cast<RankedTensorType>(op.getMask().getType())
                           .getElementType()
                           .isInteger(1);
  if (rowsOnly && !additiveMask) {
    // No steps.
  } else if (diagonal) {
    Value common = buildCausalCommonKeyEnd(b, loc, m0, diagonal, keyEnd);
    Value unmaskedEnd = arith::MulIOp::create(
        b, loc, arith::DivUIOp::create(b, loc, common, index(options.tileN)),
        index(options.tileN));
    loops = {{false, index(0), unmaskedEnd}, {true, unmaskedEnd, keyEnd}};
  } else {
    loops = {{false, index(0), keyEnd}};
  }
  Value accInit = rowsOnly ? zerosLike(dest) : accumulatorFor(dest);
  SmallVector<Value> state = stepLoops(
      loops, options.tileN, {accInit, zerosLike(lse)},
      [&](Value n0, Value blockKeys, bool masked,
          ValueRange iter) -> SmallVector<Value> {
        TileRanges block = ranges;
        block[nDim] = DimRange{n0, blockKeys};
        Value mask = op.getMask() ? slice(op.getMask(), op.getMaskMap(), block)
                                  : Value();
        auto [causal, offset] = stepCausal(masked, m0, n0);
        auto step = BackwardQueryStepOp::create(
            b, loc, iter.getTypes(), query,
            slice(op.getKey(), op.getKeyMap(), block),
            slice(op.getValue(), op.getValueMap(), block), op.getScale(),
            mask, gradOutput, ValueRange{lse, dots}, iter, maps, causal,
            offset);
        return SmallVector<Value>(step.getResults());
      });

  // dQ = scale acc c, c = 1 / row sums (0 on rows that see no key); the
  // rows-only pass: dQ = 0 for the key pass to add to, c = 1 without steps.
  BackwardLinalgBuilder lb = tileBuilder(ranges);
  Value rowScaleDest = slice(forall.getRegionIterArgs()[1], rowMap, ranges);
  Value rowScale, gradQuery;
  if (loops.empty())
    rowScale =
        linalg::FillOp::create(b, loc, createF32(b, loc, 1.0), rowScaleDest)
            .getResult(0);
  else
    rowScale = lb.rowNormalizers(state[1], op.getLseMap(), rowScaleDest);
  if (rowsOnly)
    gradQuery = linalg::FillOp::create(b, loc, createF32(b, loc, 0.0), dest)
                    .getResult(0);
  else
    gradQuery = lb.roundGradient(state[0], op.getGradQueryMap(), dest,
                                 op.getScale(), rowScale, rowMap);

  insertTiles(forall, {gradQuery, rowScale, dots},
              {op.getGradQueryMap(), rowMap, rowMap}, ranges);
  return {forall.getResult(0), forall.getResult(1), forall.getResult(2)};
}

std::pair<Value, Value> BackwardTiler::keyPass(Value rowDots, Value rowScale,
                                               Value gradQueryAcc) {
  // Workgroups: the batch dims both K and V index, by 1 (the others, the
  // query group of GQA, are whole in each step and summed there), and
  // blocks of tileN keys.
  unsigned mDim = op.getMDim(), nDim = op.getNDim();
  auto indexes = [&](AffineMap map, unsigned d) {
    return map.getResultPosition(b.getAffineDimExpr(d)).has_value();
  };
  SmallVector<unsigned> batchDims;
  for (unsigned d = 0; d < numBatch; ++d)
    if (indexes(op.getKeyMap(), d) && indexes(op.getValueMap(), d))
      batchDims.push_back(d);
  SmallVector<unsigned> dims = batchDims;
  dims.push_back(nDim);
  SmallVector<int64_t> steps(batchDims.size(), 1);
  steps.push_back(options.tileN);
  OpBuilder::InsertionGuard guard(b);
  scf::ForallOp forall = createForall(
      dims, steps, ValueRange{op.getGradKeyInit(), op.getGradValueInit()});
  SmallVector<Value> ivs = forall.getInductionVars();
  Value n0 = ivs.back();
  Value m = sizeOf(mDim), n = sizeOf(nDim);
  Value blockKeys = arith::MinSIOp::create(
      b, loc, index(options.tileN), arith::SubIOp::create(b, loc, n, n0));
  TileRanges ranges(op.getNumLoops());
  ArrayRef<Value> batchIvs = ArrayRef<Value>(ivs).drop_back();
  for (auto [d, iv] : llvm::zip_equal(batchDims, batchIvs))
    ranges[d] = DimRange{iv, b.getIndexAttr(1)};
  ranges[nDim] = DimRange{n0, blockKeys};

  Value key = slice(op.getKey(), op.getKeyMap(), ranges);
  Value value = slice(op.getValue(), op.getValueMap(), ranges);
  Value keyDest =
      slice(forall.getRegionIterArgs()[0], op.getGradKeyMap(), ranges);
  Value valueDest =
      slice(forall.getRegionIterArgs()[1], op.getGradValueMap(), ranges);
  ArrayAttr maps = stepMaps(
      {rowMap, op.getGradKeyMap(), op.getGradValueMap()});

  // The rows that see the block: from the first that sees its first key;
  // from the first that sees its last key on, every key, unmasked (the
  // masked tiles are whole tiles from the first row).
  SmallVector<StepLoop> loops;
  if (diagonal) {
    Value rowBegin = buildCausalRowBegin(b, loc, n0, diagonal, m);
    Value lastKey = arith::SubIOp::create(
        b, loc, arith::AddIOp::create(b, loc, n0, blockKeys), index(1));
    Value wholeBegin = buildCausalRowBegin(b, loc, lastKey, diagonal, m);
    Value partial = arith::SubIOp::create(b, loc, wholeBegin, rowBegin);
    Value maskedEnd = arith::MinSIOp::create(
        b, loc, m,
        arith::AddIOp::create(
            b, loc, rowBegin,
            arith::MulIOp::create(
                b, loc,
                arith::CeilDivUIOp::create(b, loc, partial,
                                           index(options.tileM)),
                index(options.tileM))));
    loops = {{true, rowBegin, maskedEnd}, {false, maskedEnd, m}};
  } else {
    loops = {{false, index(0), m}};
  }
  SmallVector<Value> state = stepLoops(
      loops, options.tileM,
      {accumulatorFor(keyDest), accumulatorFor(valueDest)},
      [&](Value m0, Value tileRows, bool masked,
          ValueRange iter) -> SmallVector<Value> {
        TileRanges tile = ranges;
        tile[mDim] = DimRange{m0, tileRows};
        Value mask = op.getMask() ? slice(op.getMask(), op.getMaskMap(), tile)
                                  : Value();
        auto [causal, offset] = stepCausal(masked, m0, n0);
        // The step's rows of dQ's accumulator, indexed like Q.
        Value accTile;
        if (gradQueryAcc) {
          SmallVector<OpFoldResult> offsets, tileSizes, strides;
          for (auto [i, expr] :
               llvm::enumerate(op.getGradQueryMap().getResults())) {
            const std::optional<DimRange> &range =
                tile[cast<AffineDimExpr>(expr).getPosition()];
            offsets.push_back(range ? range->offset : b.getIndexAttr(0));
            tileSizes.push_back(
                range ? range->size
                      : memref::getMixedSize(b, loc, gradQueryAcc, i));
            strides.push_back(b.getIndexAttr(1));
          }
          accTile = memref::SubViewOp::create(b, loc, gradQueryAcc, offsets,
                                              tileSizes, strides);
        }
        auto step = BackwardKeyStepOp::create(
            b, loc, iter.getTypes(),
            slice(op.getQuery(), op.getQueryMap(), tile), key, value,
            op.getScale(), mask,
            slice(op.getGradOutput(), op.getGradOutputMap(), tile),
            ValueRange{slice(op.getLse(), op.getLseMap(), tile),
                       slice(rowDots, rowMap, tile),
                       slice(rowScale, rowMap, tile)},
            iter, maps, causal, offset, accTile);
        return SmallVector<Value>(step.getResults());
      });

  // dK = scale acc, dV = acc.
  BackwardLinalgBuilder lb = tileBuilder(ranges);
  Value gradKey = lb.roundGradient(state[0], op.getGradKeyMap(), keyDest,
                                   op.getScale());
  Value gradValue =
      lb.roundGradient(state[1], op.getGradValueMap(), valueDest, Value());

  insertTiles(forall, {gradKey, gradValue},
              {op.getGradKeyMap(), op.getGradValueMap()}, ranges);
  return {forall.getResult(0), forall.getResult(1)};
}

void BackwardTiler::prepare() {
  rowMap = BackwardLinalgBuilder(b, loc, BackwardInputs::of(b, op)).rowMap();
  if (op.isCausal())
    diagonal = buildCausalDiagonal(b, loc, op, sizeOf(op.getMDim()),
                                   sizeOf(op.getNDim()));
}

SmallVector<Value> BackwardTiler::build() {
  auto [gradQuery, rowScale, rowDots] =
      queryPass(Value(), Value(), /*rowsOnly=*/false);
  auto [gradKey, gradValue] = keyPass(rowDots, rowScale, Value());
  return {gradQuery, gradKey, gradValue};
}

static LogicalResult checkTiles(AttentionBackwardOp op,
                                const BackwardTilingOptions &options) {
  if (options.tileM <= 0 || options.tileN <= 0)
    return op.emitOpError("tile sizes must be positive, got tile-m=")
           << options.tileM << " tile-n=" << options.tileN;
  return success();
}

FailureOr<SmallVector<Value>>
mlir::attn::tileAttentionBackward(RewriterBase &rewriter,
                                  AttentionBackwardOp op,
                                  const BackwardTilingOptions &options) {
  if (failed(checkTiles(op, options)))
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  return BackwardTiler(rewriter, op, options).build();
}

FailureOr<BackwardQueryPass> mlir::attn::tileAttentionBackwardQueryPass(
    RewriterBase &rewriter, AttentionBackwardOp op,
    const BackwardTilingOptions &options, Value rowScaleInit, Value rowDotsInit,
    bool rowsOnly) {
  if (failed(checkTiles(op, options)))
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  auto [gradQuery, rowScale, rowDots] =
      BackwardTiler(rewriter, op, options)
          .queryPass(rowScaleInit, rowDotsInit, rowsOnly);
  return BackwardQueryPass{gradQuery, rowScale, rowDots};
}

FailureOr<std::pair<Value, Value>> mlir::attn::tileAttentionBackwardKeyPass(
    RewriterBase &rewriter, AttentionBackwardOp op,
    const BackwardTilingOptions &options, Value rowDots, Value rowScale,
    Value gradQueryAcc) {
  if (failed(checkTiles(op, options)))
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  return BackwardTiler(rewriter, op, options)
      .keyPass(rowDots, rowScale, gradQueryAcc);
}

namespace {
struct AttnTileBackwardPass
    : attn::impl::AttnTileBackwardPassBase<AttnTileBackwardPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<AttentionBackwardOp> ops;
    getOperation()->walk([&](AttentionBackwardOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (AttentionBackwardOp op : ops) {
      FailureOr<TileChoice> tiles =
          chooseAttentionTiles(op, target, tileM, tileN);
      if (failed(tiles))
        return signalPassFailure();
      BackwardTilingOptions options;
      options.tileM = tiles->tileM;
      options.tileN = tiles->tileN;
      FailureOr<SmallVector<Value>> results =
          tileAttentionBackward(rewriter, op, options);
      if (failed(results))
        return signalPassFailure();
      rewriter.replaceOp(op, *results);
      ++numTiled;
    }
  }
};
} // namespace
