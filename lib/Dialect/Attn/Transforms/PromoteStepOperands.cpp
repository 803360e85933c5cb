//===- PromoteStepOperands.cpp - block-step tiles in fast memory ----------===//
//
// The tensor form of attn-promote-to-shared-memory, for the tiled nests the
// GPU lowerings of the block step consume (before bufferization): the tiles
// an attn.online_attention step reads from memory outside its workgroup
// become copies into workgroup-memory tensors, the Q tile once per
// workgroup and the K/V blocks once per block, marked with the number of
// blocks in flight. The lowerings check the copies against what their
// kernel's step reads from workgroup memory (getKernelStepPromotion) and
// write them as the target's copies.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StaticBounds.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

#include <limits>

using namespace mlir;
using namespace mlir::attn;

StepPromotion mlir::attn::getKernelStepPromotion(KernelConfigAttr config) {
  StepPromotion promotion;
  switch (config.getKind()) {
  case KernelKind::CooperativeMatrix:
    promotion.queryReused = true;
    [[fallthrough]];
  case KernelKind::MmaSync:
  case KernelKind::Wgmma:
    promotion.query = true;
    [[fallthrough]];
  case KernelKind::Simt:
    promotion.key = promotion.value = true;
    promotion.stages = config.getKvStages();
    break;
  case KernelKind::Reference:
    break;
  }
  return promotion;
}

bool mlir::attn::isDefinedOutside(Value v, Operation *op) {
  Operation *def = v.getDefiningOp();
  Operation *owner = def ? def : v.getParentBlock()->getParentOp();
  return !op->isAncestor(owner);
}

Operation *mlir::attn::getPromotionCopy(Value v, Attribute space) {
  auto copy = v.getDefiningOp<linalg::CopyOp>();
  if (!copy)
    return nullptr;
  Value dest = copy.getDpsInits()[0];
  while (auto slice = dest.getDefiningOp<tensor::ExtractSliceOp>())
    dest = slice.getSource();
  auto alloc = dest.getDefiningOp<bufferization::AllocTensorOp>();
  return alloc && alloc.getMemorySpaceAttr() == space ? copy : nullptr;
}

namespace {
/// One operand of the steps to promote.
struct StepTile {
  OpOperand *use;
  tensor::ExtractSliceOp slice;
  RankedTensorType bufferType;
  /// The KV loop the tile is taken in; null for the Q tile.
  scf::ForOp loop;
};
} // namespace

/// The tile `use` (a step's operand) and its buffer type, when it is a
/// slice of memory outside `workgroup` with a static bound: slices of
/// slices of a tensor defined outside the workgroup (its inputs; the
/// output it writes is a shared_outs argument, inside).
static std::optional<StepTile> stepTile(OpOperand &use, Operation *workgroup,
                                        Attribute space) {
  Value v = use.get();
  if (getPromotionCopy(v, space))
    return std::nullopt;
  auto slice = v.getDefiningOp<tensor::ExtractSliceOp>();
  if (!slice)
    return std::nullopt;
  Value root = slice.getSource();
  while (auto outer = root.getDefiningOp<tensor::ExtractSliceOp>())
    root = outer.getSource();
  if (!isDefinedOutside(root, workgroup))
    return std::nullopt;
  RankedTensorType type = slice.getType();
  if (type.getRank() != static_cast<int64_t>(slice.getMixedSizes().size()) ||
      !type.getElementType().isIntOrFloat())
    return std::nullopt;
  SmallVector<int64_t> shape;
  for (auto [dim, size] : llvm::enumerate(slice.getMixedSizes())) {
    std::optional<int64_t> bound = type.isDynamicDim(dim)
                                       ? getStaticUpperBound(size)
                                       : type.getDimSize(dim);
    if (!bound)
      return std::nullopt;
    shape.push_back(*bound);
  }
  return StepTile{&use, slice,
                  RankedTensorType::get(shape, type.getElementType()),
                  dyn_cast<scf::ForOp>(slice->getParentOp())};
}

/// Bytes of a tensor type's elements (static shape).
static int64_t bytesOf(RankedTensorType type) {
  int64_t bytes = (type.getElementTypeBitWidth() + 7) / 8;
  for (int64_t extent : type.getShape())
    if (llvm::MulOverflow(bytes, extent, bytes))
      return std::numeric_limits<int64_t>::max();
  return bytes;
}

FailureOr<PromotionResult>
mlir::attn::promoteStepOperands(RewriterBase &rewriter, Operation *forall,
                                const StepPromotion &promotion,
                                const PromotionOptions &options) {
  Attribute space = options.memorySpace;
  SmallVector<StepTile> tiles;
  llvm::SmallPtrSet<Operation *, 2> queryTiles;
  forall->walk([&](OnlineAttentionOp step) {
    SmallVector<OpOperand *, 4> uses;
    if (promotion.query)
      uses.push_back(&step.getQueryMutable());
    if (promotion.key)
      uses.push_back(&step.getKeyMutable());
    if (promotion.value)
      uses.push_back(&step.getValueMutable());
    if (promotion.mask && step.getMask())
      uses.push_back(&step.getMaskMutable()[0]);
    for (OpOperand *use : uses) {
      std::optional<StepTile> tile = stepTile(*use, forall, space);
      // One copy of a Q tile that several steps read.
      if (tile && (tile->loop || queryTiles.insert(tile->slice).second))
        tiles.push_back(*tile);
    }
  });

  // The budget: the Q tile, and the blocks of the largest KV loop times
  // their stages (the loops run one after the other); where the blocks
  // reuse the Q tile's memory, the larger of the Q tile and two blocks.
  PromotionResult result;
  llvm::MapVector<Operation *, int64_t> loopBytes;
  int64_t queryBytes = 0;
  for (StepTile &tile : tiles) {
    int64_t bytes = bytesOf(tile.bufferType);
    if (tile.loop)
      loopBytes[tile.loop] += bytes;
    else
      queryBytes += bytes;
  }
  int64_t blockBytes = 0;
  for (auto &[loop, bytes] : loopBytes)
    blockBytes = std::max(blockBytes, bytes);
  int64_t total = queryBytes;
  bool overflow = llvm::MulOverflow(
      blockBytes, std::max<int64_t>(promotion.stages, 1), blockBytes);
  if (promotion.queryReused) {
    // Two buffers of blocks, which the kernel alternates between.
    overflow |= llvm::MulOverflow(blockBytes, int64_t(2), blockBytes);
    total = std::max(total, blockBytes);
  } else {
    overflow |= llvm::AddOverflow(total, blockBytes, total);
  }
  if (overflow || (options.sramBytes > 0 && total > options.sramBytes)) {
    InFlightDiagnostic diag = forall->emitOpError("promotes tiles of ")
                              << total << " bytes to fast memory (";
    if (promotion.queryReused)
      diag << "the Q tile or two buffers of the blocks";
    else
      diag << (queryBytes ? "the Q tile and " : "")
           << std::max<int64_t>(promotion.stages, 1)
           << " stage(s) of the blocks";
    return diag << "), more than the " << options.sramBytes
                << " bytes one workgroup may use";
  }
  result.bytes = total;

  // The copies, where the tiles are taken: Q's after its slice (once per
  // workgroup), a block's before its step.
  Builder attrs(forall->getContext());
  for (StepTile &tile : tiles) {
    Operation *owner = tile.use->getOwner();
    if (!tile.loop)
      rewriter.setInsertionPointAfter(tile.slice);
    else
      rewriter.setInsertionPoint(owner);
    Location loc = tile.slice.getLoc();
    Value buffer = bufferization::AllocTensorOp::create(
        rewriter, loc, tile.bufferType, ValueRange(), /*copy=*/Value(),
        /*size_hint=*/Value(), space);
    if (tile.bufferType != tile.slice.getType()) {
      int64_t rank = tile.bufferType.getRank();
      buffer = tensor::ExtractSliceOp::create(
          rewriter, loc, tile.slice.getType(), buffer,
          SmallVector<OpFoldResult>(rank, rewriter.getIndexAttr(0)),
          tile.slice.getMixedSizes(),
          SmallVector<OpFoldResult>(rank, rewriter.getIndexAttr(1)));
    }
    Value source = tile.slice.getResult();
    auto copy = linalg::CopyOp::create(rewriter, loc, ValueRange{source},
                                       ValueRange{buffer});
    if (tile.loop)
      copy->setAttr(
          kPromotionStagesAttrName,
          attrs.getI64IntegerAttr(std::max<int64_t>(promotion.stages, 1)));
    Value promoted = copy.getResult(0);
    if (!tile.loop) {
      // Every step of the workgroup reads the one copy of its Q tile.
      rewriter.replaceUsesWithIf(
          tile.slice.getResult(), promoted, [&](OpOperand &use) {
            return isa<OnlineAttentionOp>(use.getOwner()) &&
                   forall->isAncestor(use.getOwner());
          });
    } else {
      rewriter.modifyOpInPlace(owner, [&] { tile.use->set(promoted); });
    }
    ++result.promotedTiles;
  }
  if (promotion.stages > 1)
    result.doubleBufferedLoops = loopBytes.size();
  return result;
}
