//===- TileSelection.cpp - tiles of one attention op for a target ---------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

using namespace mlir;
using namespace mlir::attn;

/// The static size of iteration dim `dim` in `operand` (indexed by `map`),
/// or ShapedType::kDynamic.
static int64_t staticDimSize(Value operand, AffineMap map, unsigned dim) {
  std::optional<unsigned> pos =
      map.getResultPosition(getAffineDimExpr(dim, map.getContext()));
  return cast<RankedTensorType>(operand.getType()).getDimSize(*pos);
}

/// The tile choice of chooseAttentionTiles for any attention-like op with
/// head dims `headDim`, `valueDim` (may be dynamic) and elements of
/// `elementBytes`.
static FailureOr<TileChoice> chooseTiles(Operation *op, StringRef targetName,
                                         int64_t tileM, int64_t tileN,
                                         TileUse use, int64_t headDim,
                                         int64_t valueDim, int64_t elementBytes,
                                         bool causal) {
  std::optional<TargetDescription> target = lookupTargetDescription(targetName);
  if (!target)
    return op->emitOpError("unknown target '")
           << targetName << "'; known targets: " << getKnownTargetNames();
  if (tileM < 0 || tileN < 0)
    return op->emitOpError("tile sizes must be positive, got tile-m=")
           << tileM << " tile-n=" << tileN;
  if (std::optional<std::string> bad = checkTileSizeOptions(tileM, tileN))
    return op->emitOpError(*bad);
  if (Attribute attr = op->getDiscardableAttr(kKernelConfigAttrName)) {
    auto config = dyn_cast<KernelConfigAttr>(attr);
    if (!config)
      return op->emitOpError("'")
             << kKernelConfigAttrName << "' must be an #attn.kernel_config, got "
             << attr;
    tileM = tileM ? tileM : config.getTileM();
    tileN = tileN ? tileN : config.getTileN();
  }
  if (ShapedType::isDynamic(headDim) || ShapedType::isDynamic(valueDim)) {
    bool needM = use != TileUse::KeyBlock, needN = use != TileUse::QueryTile;
    if ((!needM || tileM) && (!needN || tileN))
      return TileChoice{tileM, tileN, 0, 0};
    return op->emitOpError("head dims must be static to choose tiles for "
                           "target '")
           << targetName << "'; give "
           << (needM && needN ? "tile-m and tile-n"
               : needM    ? "tile-m (and tile-n to attn-tile-kv, which runs next "
                            "in the pipelines)"
                          : "tile-n");
  }
  // A causal attention computes the blocks across the diagonal whole: on
  // a CPU, whose query tiles may be large, that is tile-m / N of the work
  // again (measured on a Zen 3 core, causal f32, N = 1k: 512-row tiles
  // 0.5x the speed of 128-row ones, the backward 0.9x), so its query tiles
  // stay at 128 rows at most.
  int64_t maxTileM = causal && target->blockCacheBytes ? 128 : 0;
  TileChoice choice = selectTiles(*target, headDim, valueDim, elementBytes,
                                  /*minTileM=*/1, /*minTileN=*/1,
                                  /*keyBlockFirst=*/false, maxTileM);
  if (tileM || tileN)
    choice = measureTiles(*target, tileM ? tileM : choice.tileM,
                          tileN ? tileN : choice.tileN, headDim, valueDim,
                          elementBytes);
  return choice;
}

FailureOr<TileChoice> mlir::attn::chooseAttentionTiles(AttentionOp op,
                                                       StringRef targetName,
                                                       int64_t tileM,
                                                       int64_t tileN,
                                                       TileUse use) {
  return chooseTiles(
      op, targetName, tileM, tileN, use, op.getStaticLoopSize(op.getK1Dim()),
      op.getStaticLoopSize(op.getK2Dim()),
      op.getQuery().getType().getElementType().getIntOrFloatBitWidth() / 8,
      op.getCausal().has_value());
}

FailureOr<TileChoice>
mlir::attn::chooseAttentionTiles(AttentionBackwardOp op, StringRef targetName,
                                 int64_t tileM, int64_t tileN) {
  return chooseTiles(
      op, targetName, tileM, tileN, TileUse::Both,
      staticDimSize(op.getKey(), op.getKeyMap(), op.getK1Dim()),
      staticDimSize(op.getValue(), op.getValueMap(), op.getK2Dim()),
      op.getQuery().getType().getElementType().getIntOrFloatBitWidth() / 8,
      op.getCausal().has_value());
}
