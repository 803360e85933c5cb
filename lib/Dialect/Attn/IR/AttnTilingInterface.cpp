//===- AttnTilingInterface.cpp - TilingInterface of attn.attention --------===//
//
// Tiling of attn.attention along its parallel dims (batch dims, m, k2), so
// that upstream tiling drivers (scf::tileUsingSCF, the transform dialect's
// tile_using_forall) can distribute it. The reduction dims n and k1 cannot be
// tiled by slicing: softmax over n is not a sum of per-tile softmaxes. That
// is what the online-softmax lowering is for; requests to tile them here are
// refused with a diagnostic.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"

using namespace mlir;
using namespace mlir::attn;

SmallVector<utils::IteratorType> AttentionOp::getLoopIteratorTypes() {
  SmallVector<utils::IteratorType> types(getNumLoops(),
                                         utils::IteratorType::parallel);
  types[getNDim()] = utils::IteratorType::reduction;
  types[getK1Dim()] = utils::IteratorType::reduction;
  return types;
}

SmallVector<Range> AttentionOp::getIterationDomain(OpBuilder &b) {
  OpFoldResult zero = b.getIndexAttr(0), one = b.getIndexAttr(1);
  SmallVector<Range> domain;
  for (unsigned d = 0, e = getNumLoops(); d < e; ++d)
    domain.push_back(Range{zero, getLoopSize(b, d), one});
  return domain;
}

/// The iteration dim that `size` measures, when it is a `tensor.dim` of one of
/// the operands of `op` (as getIterationDomain builds them).
static std::optional<unsigned> getMeasuredLoop(AttentionOp op,
                                               OpFoldResult size) {
  auto value = dyn_cast<Value>(size);
  auto dimOp = value ? value.getDefiningOp<tensor::DimOp>() : nullptr;
  if (!dimOp)
    return std::nullopt;
  std::optional<int64_t> pos = dimOp.getConstantIndex();
  if (!pos)
    return std::nullopt;
  for (auto [operand, map] :
       llvm::zip_equal(op.getTensorOperands(), op.getIndexingMapsArray())) {
    if (operand == dimOp.getSource())
      return cast<AffineDimExpr>(map.getResult(*pos)).getPosition();
  }
  return std::nullopt;
}

/// Whether the tile [offset, offset + size) covers all of iteration dim `d`.
static bool coversWholeLoop(AttentionOp op, OpBuilder &b, unsigned d,
                            OpFoldResult offset, OpFoldResult size) {
  if (!isConstantIntValue(offset, 0))
    return false;
  OpFoldResult full = op.getLoopSize(b, d);
  std::optional<int64_t> staticSize = getConstantIntValue(size);
  std::optional<int64_t> staticFull = getConstantIntValue(full);
  if (staticSize || staticFull)
    return staticSize == staticFull;
  if (getMeasuredLoop(op, size) == d)
    return true;
  // The tile size may be the loop size in another form: the tiling folds
  // `tensor.dim` of an operand that is a `tensor.extract_slice` (a slice of
  // a KV cache, a sequence of packed ones) to the slice's size operand.
  FailureOr<bool> equal = ValueBoundsConstraintSet::areEqual(size, full);
  return succeeded(equal) && *equal;
}

/// Slice of `operand` (indexed by `map`) covering the iteration-space tile.
static Value sliceOperand(OpBuilder &b, Location loc, Value operand,
                          AffineMap map, ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> sliceOffsets, sliceSizes;
  for (AffineExpr expr : map.getResults()) {
    unsigned d = cast<AffineDimExpr>(expr).getPosition();
    sliceOffsets.push_back(offsets[d]);
    sliceSizes.push_back(sizes[d]);
  }
  SmallVector<OpFoldResult> strides(map.getNumResults(), b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, operand, sliceOffsets,
                                        sliceSizes, strides);
}

FailureOr<TilingResult>
AttentionOp::getTiledImplementation(OpBuilder &b,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  for (unsigned d : {getNDim(), getK1Dim()}) {
    if (!coversWholeLoop(*this, b, d, offsets[d], sizes[d]))
      return emitOpError("cannot tile reduction dim ")
             << (d == getNDim() ? "n" : "k1")
             << " by slicing: softmax over the keys needs the online "
                "(running max and sum) form; tile only batch dims, m and k2";
  }

  Location loc = getLoc();
  SmallVector<Value> tiledOperands;
  for (auto [operand, map] :
       llvm::zip_equal(getTensorOperands(), getIndexingMapsArray()))
    tiledOperands.push_back(
        sliceOperand(b, loc, operand, map, offsets, sizes));
  SmallVector<Operation *> slices = llvm::map_to_vector(
      tiledOperands, [](Value v) { return v.getDefiningOp(); });

  // A query tile at offset m0 sees the causal diagonal of the whole op moved
  // right by m0; the tiled op states it as a top_left diagonal offset.
  CausalAlignmentAttr causal = getCausalAttr();
  Value causalOffset = getCausalOffset();
  unsigned mDim = getMDim();
  if (causal && (!isConstantIntValue(offsets[mDim], 0) ||
                 causal.getValue() == CausalAlignment::BottomRight)) {
    Value m, n;
    if (causal.getValue() == CausalAlignment::BottomRight) {
      m = getValueOrCreateConstantIndexOp(b, loc, getLoopSize(b, mDim));
      n = getValueOrCreateConstantIndexOp(b, loc, getLoopSize(b, getNDim()));
    }
    Value diagonal =
        buildCausalDiagonal(b, loc, causal.getValue(), causalOffset, m, n);
    Value offset = b.createOrFold<arith::AddIOp>(
        loc, getValueOrCreateConstantIndexOp(b, loc, offsets[mDim]), diagonal);
    causal = CausalAlignmentAttr::get(getContext(), CausalAlignment::TopLeft);
    causalOffset = offset;
  }

  unsigned numIns = getMask() ? 4 : 3;
  ValueRange tiled(tiledOperands);
  SmallVector<Type> resultTypes = llvm::map_to_vector(
      tiled.drop_front(numIns), [](Value v) { return v.getType(); });
  auto tiledOp = AttentionOp::create(
      b, loc, resultTypes, tiled[0], tiled[1], tiled[2], getScale(),
      getMask() ? tiled[3] : Value(), tiled.drop_front(numIns),
      getIndexingMaps(), causal, causalOffset);
  // Hints such as attn.tile_sizes hold for the tiles too.
  tiledOp->setDiscardableAttrs(getOperation()->getDiscardableAttrDictionary());
  return TilingResult{{tiledOp}, SmallVector<Value>(tiledOp->getResults()),
                      slices};
}

LogicalResult AttentionOp::getResultTilePosition(
    OpBuilder &b, unsigned resultNumber, ArrayRef<OpFoldResult> offsets,
    ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
    SmallVector<OpFoldResult> &resultSizes) {
  AffineMap map = resultNumber == 0 ? getOutputMap() : getLseMap();
  resultOffsets.clear();
  resultSizes.clear();
  for (AffineExpr expr : map.getResults()) {
    unsigned d = cast<AffineDimExpr>(expr).getPosition();
    resultOffsets.push_back(offsets[d]);
    resultSizes.push_back(sizes[d]);
  }
  return success();
}

FailureOr<TilingResult>
AttentionOp::generateResultTileValue(OpBuilder &b, unsigned resultNumber,
                                     ArrayRef<OpFoldResult> offsets,
                                     ArrayRef<OpFoldResult> sizes) {
  // The iteration-space tile that computes the requested result tile: the
  // result's dims as given, every other dim whole.
  SmallVector<Range> domain = getIterationDomain(b);
  SmallVector<OpFoldResult> loopOffsets, loopSizes;
  for (const Range &range : domain) {
    loopOffsets.push_back(range.offset);
    loopSizes.push_back(range.size);
  }
  AffineMap map = resultNumber == 0 ? getOutputMap() : getLseMap();
  for (auto [i, expr] : llvm::enumerate(map.getResults())) {
    unsigned d = cast<AffineDimExpr>(expr).getPosition();
    loopOffsets[d] = offsets[i];
    loopSizes[d] = sizes[i];
  }
  return getTiledImplementation(b, loopOffsets, loopSizes);
}
