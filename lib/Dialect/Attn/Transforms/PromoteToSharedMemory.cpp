//===- PromoteToSharedMemory.cpp - workgroup tiles in fast memory ---------===//
//
// The promotion stage of the bufferized FlashAttention lowering: in each
// workgroup (scf.forall body), the tiles the linalg ops only read from
// memory outside the workgroup (the Q tile, the K/V/mask blocks of the KV
// loops) are copied into buffers of the target's fast memory, allocated
// once per workgroup, and read from there. On GPU targets the buffers are
// in the workgroup address space and the copies are fenced by barriers;
// with two stages the KV blocks are double-buffered: block j + 1 is copied
// into the other buffer before block j is computed, one barrier per block.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StaticBounds.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/Support/MathExtras.h"

#include <limits>
#include <tuple>

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNPROMOTETOSHAREDMEMORYPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// The memref `v` is a view of: the first value up its chain of views
/// (subviews, casts, reshapes) that is not one. Distinct roots are taken not
/// to alias, as the kernels' ABI takes its tensors.
static Value rootOf(Value v) {
  while (auto view = v.getDefiningOp<ViewLikeOpInterface>())
    v = view.getViewSource();
  return v;
}

namespace {
/// One tile to promote: the subview the workgroup's linalg ops read, the
/// KV loop it is taken in (null: once per workgroup) and its buffer shape.
struct PromotedTile {
  memref::SubViewOp view;
  scf::ForOp loop;
  MemRefType bufferType;
  /// The buffers (one per stage).
  SmallVector<Value, 2> buffers;
};

/// Clones the pure computation of values of a loop's body for another
/// value of its induction variable (the next block, or the first one
/// before the loop).
class IterationCloner {
public:
  explicit IterationCloner(scf::ForOp loop) : loop(loop) {}

  /// Whether `v` can be recomputed for another iteration: defined outside
  /// the loop, the induction variable, or computed from those by
  /// operations without memory effects or regions.
  bool canClone(Value v) {
    if (v == loop.getInductionVar() || isDefinedOutside(v, loop))
      return true;
    Operation *def = v.getDefiningOp();
    if (!def || def->getNumRegions() != 0 || !isMemoryEffectFree(def))
      return false;
    return llvm::all_of(def->getOperands(),
                        [&](Value o) { return canClone(o); });
  }

  /// Clones `op` (and what it needs) at `rewriter`'s insertion point for
  /// induction variable `iv`; canClone must hold for its results.
  Operation *cloneFor(RewriterBase &rewriter, Operation *op, Value iv) {
    IRMapping mapping;
    mapping.map(loop.getInductionVar(), iv);
    cloneOperands(rewriter, op, mapping);
    return rewriter.clone(*op, mapping);
  }

private:
  void cloneOperands(RewriterBase &rewriter, Operation *op,
                     IRMapping &mapping) {
    for (Value o : op->getOperands()) {
      if (mapping.contains(o) || isDefinedOutside(o, loop))
        continue;
      Operation *def = o.getDefiningOp();
      cloneOperands(rewriter, def, mapping);
      rewriter.clone(*def, mapping);
    }
  }

  scf::ForOp loop;
};
} // namespace

/// Whether any operation in `workgroup` may write the memory `root` holds
/// (or has effects that cannot be told apart).
static bool writtenIn(Operation *workgroup, Value root) {
  WalkResult result = workgroup->walk([&](Operation *op) {
    if (op == workgroup)
      return WalkResult::advance();
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>() ||
                     (op->getNumRegions() == 0 && isMemoryEffectFree(op))
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (const MemoryEffects::EffectInstance &e : instances) {
      if (!isa<MemoryEffects::Write>(e.getEffect()))
        continue;
      Value v = e.getValue();
      if (!v || rootOf(v) == root)
        return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// The tiles of `workgroup` to promote, each with its buffer type; tiles
/// whose size has no static bound, or whose memory the workgroup writes,
/// stay where they are.
static SmallVector<PromotedTile> collectTiles(Operation *workgroup,
                                              const PromotionOptions &options) {
  llvm::SetVector<memref::SubViewOp> views;
  workgroup->walk([&](linalg::LinalgOp op) {
    // A copy's source needs no copy (and promoted IR stays as it is).
    if (op->getParentOfType<scf::ForallOp>() != workgroup ||
        isa<linalg::CopyOp>(op))
      return;
    for (OpOperand *in : op.getDpsInputOperands()) {
      auto view = in->get().getDefiningOp<memref::SubViewOp>();
      if (!view)
        continue;
      Operation *parent = view->getParentOp();
      bool resident = parent == workgroup;
      bool streamed =
          isa<scf::ForOp>(parent) && parent->getParentOp() == workgroup;
      if ((resident || streamed) && isDefinedOutside(rootOf(view), workgroup))
        views.insert(view);
    }
  });
  SmallVector<PromotedTile> tiles;
  for (memref::SubViewOp view : views) {
    MemRefType type = view.getType();
    if (!type.getElementType().isIntOrFloat())
      continue;
    // Read only, by linalg ops, and the same shape as its sizes.
    if (type.getRank() != static_cast<int64_t>(view.getMixedSizes().size()) ||
        !llvm::all_of(view->getUses(), [&](OpOperand &use) {
          auto op = dyn_cast<linalg::LinalgOp>(use.getOwner());
          return op && op.isDpsInput(&use);
        }))
      continue;
    if (writtenIn(workgroup, rootOf(view)))
      continue;
    SmallVector<int64_t> shape;
    for (auto [dim, size] : llvm::enumerate(view.getMixedSizes())) {
      std::optional<int64_t> bound =
          type.isDynamicDim(dim) ? getStaticUpperBound(size) : type.getDimSize(dim);
      if (!bound)
        break;
      shape.push_back(*bound);
    }
    // Rows padded by padBytes: rows whose bytes are a multiple of 128 all
    // start in bank 0; 16 bytes further apart, the 16-byte accesses of
    // eight consecutive rows to one column fall in eight different groups
    // of four banks.
    int64_t elementBytes = (type.getElementTypeBitWidth() + 7) / 8;
    if (!shape.empty() && type.getRank() >= 2 && options.padBytes > 0 &&
        options.padBytes % elementBytes == 0)
      shape.back() += options.padBytes / elementBytes;
    // A static shape whose bytes fit in 64 bits (no buffer is larger).
    int64_t bytes = elementBytes;
    bool fits = static_cast<int64_t>(shape.size()) == type.getRank();
    for (int64_t extent : shape)
      fits = fits && extent >= 0 && !llvm::MulOverflow(bytes, extent, bytes);
    if (!fits)
      continue;
    PromotedTile tile;
    tile.view = view;
    tile.loop = dyn_cast<scf::ForOp>(view->getParentOp());
    tile.bufferType =
        MemRefType::get(shape, type.getElementType(),
                        MemRefLayoutAttrInterface(), options.memorySpace);
    tiles.push_back(tile);
  }
  return tiles;
}

/// A subview of `buffer` with the sizes of `like`, at offset 0.
static Value viewOf(RewriterBase &rewriter, Location loc, Value buffer,
                    memref::SubViewOp like) {
  int64_t rank = like.getType().getRank();
  SmallVector<OpFoldResult> zeros(rank, rewriter.getIndexAttr(0)),
      ones(rank, rewriter.getIndexAttr(1));
  return memref::SubViewOp::create(rewriter, loc, buffer, zeros,
                                   like.getMixedSizes(), ones);
}

/// Makes the linalg ops that read `tile.view` read `replacement`.
static void readFrom(RewriterBase &rewriter, PromotedTile &tile,
                     Value replacement) {
  rewriter.replaceUsesWithIf(tile.view.getResult(), replacement,
                             [&](OpOperand &use) {
                               return isa<linalg::LinalgOp>(use.getOwner()) &&
                                      !isa<linalg::CopyOp>(use.getOwner());
                             });
}

/// Double-buffers the blocks `tiles` of `loop` (each with two buffers): the
/// first block is copied before the loop; iteration j waits at a barrier
/// (every thread is done with block j - 1 and sees block j), copies block
/// j + 1 into the other buffer, then computes block j.
static void doubleBuffer(RewriterBase &rewriter, scf::ForOp loop,
                         MutableArrayRef<PromotedTile *> tiles,
                         const PromotionOptions &options) {
  Location loc = loop.getLoc();
  IterationCloner cloner(loop);
  auto copyBlock = [&](PromotedTile &tile, Value iv, Value buffer) {
    auto source =
        cast<memref::SubViewOp>(cloner.cloneFor(rewriter, tile.view, iv));
    linalg::CopyOp::create(rewriter, loc, source.getResult(),
                           viewOf(rewriter, loc, buffer, source));
  };
  // Prologue: the first block, if the loop runs, once every thread is done
  // with the buffers (an earlier loop's blocks).
  rewriter.setInsertionPoint(loop);
  if (options.barriers)
    gpu::BarrierOp::create(rewriter, loc);
  Value runs =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt,
                            loop.getLowerBound(), loop.getUpperBound());
  auto first = scf::IfOp::create(rewriter, loc, runs, /*withElse=*/false);
  rewriter.setInsertionPointToStart(first.thenBlock());
  for (PromotedTile *tile : tiles)
    copyBlock(*tile, loop.getLowerBound(), tile->buffers[0]);

  // Iteration j: block j in buffer ((j - lb) / step) % 2.
  rewriter.setInsertionPointToStart(loop.getBody());
  Value iv = loop.getInductionVar();
  Value block = arith::DivUIOp::create(
      rewriter, loc,
      arith::SubIOp::create(rewriter, loc, iv, loop.getLowerBound()),
      loop.getStep());
  Value two = arith::ConstantIndexOp::create(rewriter, loc, 2);
  Value even =
      arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                            arith::RemUIOp::create(rewriter, loc, block, two),
                            arith::ConstantIndexOp::create(rewriter, loc, 0));
  if (options.barriers)
    gpu::BarrierOp::create(rewriter, loc);
  Value next = arith::AddIOp::create(rewriter, loc, iv, loop.getStep());
  Value more = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::slt,
                                     next, loop.getUpperBound());
  auto prefetch = scf::IfOp::create(rewriter, loc, more, /*withElse=*/false);
  {
    OpBuilder::InsertionGuard guard(rewriter);
    rewriter.setInsertionPointToStart(prefetch.thenBlock());
    for (PromotedTile *tile : tiles)
      copyBlock(*tile, next,
                arith::SelectOp::create(rewriter, loc, even, tile->buffers[1],
                                        tile->buffers[0]));
  }
  for (PromotedTile *tile : tiles) {
    rewriter.setInsertionPointAfter(tile->view);
    Value current = arith::SelectOp::create(rewriter, loc, even,
                                            tile->buffers[0], tile->buffers[1]);
    readFrom(rewriter, *tile, viewOf(rewriter, loc, current, tile->view));
    if (tile->view->use_empty())
      rewriter.eraseOp(tile->view);
  }
}

FailureOr<PromotionResult>
mlir::attn::promoteWorkgroupTiles(RewriterBase &rewriter, Operation *forall,
                                  const PromotionOptions &options) {
  PromotionResult result;
  SmallVector<PromotedTile> tiles = collectTiles(forall, options);
  if (tiles.empty())
    return result;

  // Which KV loops double-buffer: every block of theirs can be recomputed
  // for the next iteration.
  llvm::MapVector<Operation *, SmallVector<PromotedTile *>> streamed;
  for (PromotedTile &tile : tiles)
    if (tile.loop)
      streamed[tile.loop].push_back(&tile);
  llvm::SmallDenseSet<Operation *> doubled;
  if (options.stages == 2)
    for (auto &[loop, loopTiles] : streamed) {
      IterationCloner cloner(cast<scf::ForOp>(loop));
      if (llvm::all_of(loopTiles, [&](PromotedTile *tile) {
            return llvm::all_of(tile->view->getOperands(),
                                [&](Value v) { return cloner.canClone(v); });
          }))
        doubled.insert(loop);
    }

  // Buffers: one per stage of each tile, allocated once per workgroup. The
  // KV loops run one after the other, so their blocks share buffers: the
  // n-th block of a type (and stage count) in each loop takes the same.
  Block &body = forall->getRegion(0).front();
  Location loc = forall->getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointToStart(&body);
  using PoolKey = std::tuple<Type, int64_t, int64_t>;
  llvm::DenseMap<PoolKey, SmallVector<Value, 2>> pool;
  llvm::DenseMap<std::pair<Operation *, std::pair<Type, int64_t>>, int64_t>
      ordinals;
  SmallVector<Value> allocated;
  auto allocate = [&](MemRefType type, int64_t stages) {
    SmallVector<Value, 2> buffers;
    for (int64_t s = 0; s < stages; ++s) {
      buffers.push_back(memref::AllocOp::create(
          rewriter, loc, type, ValueRange(), ValueRange(),
          rewriter.getI64IntegerAttr(64)));
      allocated.push_back(buffers.back());
      int64_t elementBytes = (type.getElementTypeBitWidth() + 7) / 8;
      int64_t bytes = elementBytes * type.getNumElements();
      if (llvm::AddOverflow(result.bytes, bytes, result.bytes))
        result.bytes = std::numeric_limits<int64_t>::max();
    }
    return buffers;
  };
  for (PromotedTile &tile : tiles) {
    int64_t stages = tile.loop && doubled.contains(tile.loop) ? 2 : 1;
    if (!tile.loop) {
      tile.buffers = allocate(tile.bufferType, stages);
      continue;
    }
    int64_t n = ordinals[{tile.loop, {tile.bufferType, stages}}]++;
    SmallVector<Value, 2> &shared = pool[PoolKey(tile.bufferType, stages, n)];
    if (shared.empty())
      shared = allocate(tile.bufferType, stages);
    tile.buffers = shared;
  }
  if (options.sramBytes > 0 && result.bytes > options.sramBytes) {
    for (Value buffer : allocated)
      rewriter.eraseOp(buffer.getDefiningOp());
    return forall->emitOpError("promotes tiles of ")
           << result.bytes << " bytes to fast memory, more than the "
           << options.sramBytes << " bytes one workgroup of the target has";
  }

  for (auto &[loop, loopTiles] : streamed)
    if (doubled.contains(loop)) {
      doubleBuffer(rewriter, cast<scf::ForOp>(loop), loopTiles, options);
      ++result.doubleBufferedLoops;
    }
  // The Q tile (once per workgroup) and the blocks of loops that keep one
  // buffer: a barrier before refilling a block buffer and after each copy.
  for (PromotedTile &tile : tiles) {
    ++result.promotedTiles;
    if (tile.loop && doubled.contains(tile.loop))
      continue;
    rewriter.setInsertionPointAfter(tile.view);
    if (options.barriers && tile.loop)
      gpu::BarrierOp::create(rewriter, loc);
    Value view = viewOf(rewriter, loc, tile.buffers[0], tile.view);
    readFrom(rewriter, tile, view);
    linalg::CopyOp::create(rewriter, loc, tile.view.getResult(), view);
    if (options.barriers)
      gpu::BarrierOp::create(rewriter, loc);
  }

  if (options.deallocate) {
    rewriter.setInsertionPoint(body.getTerminator());
    for (Value buffer : allocated)
      memref::DeallocOp::create(rewriter, loc, buffer);
  }
  return result;
}

FailureOr<PromotionOptions>
mlir::attn::getPromotionOptions(MLIRContext *context, StringRef targetName,
                                int64_t stages, int64_t padBytes,
                                function_ref<InFlightDiagnostic()> emitError) {
  std::optional<TargetDescription> target = lookupTargetDescription(targetName);
  if (!target)
    return emitError() << "unknown target '" << targetName
                       << "'; known targets: " << getKnownTargetNames();
  if (stages < 0 || stages > 2)
    return emitError() << "stages must be 0 (from the target), 1 or 2, got "
                       << stages;
  const TargetDescription &desc = *target;
  // GPU targets: workgroup memory shared by the workgroup's threads.
  bool gpu = desc.workgroupThreads > 1;
  PromotionOptions options;
  if (gpu)
    options.memorySpace =
        gpu::AddressSpaceAttr::get(context, gpu::AddressSpace::Workgroup);
  options.barriers = gpu;
  options.deallocate = !gpu;
  options.sramBytes = gpu ? desc.sramBytes : 0;
  options.stages = stages ? stages : (desc.doubleBufferKV ? 2 : 1);
  options.padBytes = padBytes >= 0 ? padBytes : (gpu ? 16 : 0);
  return options;
}

namespace {
struct AttnPromoteToSharedMemoryPass
    : attn::impl::AttnPromoteToSharedMemoryPassBase<
          AttnPromoteToSharedMemoryPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<scf::ForallOp> workgroups;
    getOperation()->walk([&](scf::ForallOp op) { workgroups.push_back(op); });
    if (workgroups.empty())
      return;
    FailureOr<PromotionOptions> options =
        getPromotionOptions(&getContext(), target, stages, padBytes,
                            [&] { return workgroups.front().emitOpError(); });
    if (failed(options))
      return signalPassFailure();

    IRRewriter rewriter(&getContext());
    for (scf::ForallOp workgroup : workgroups) {
      // Block steps on tensors (the tiled nests of the GPU lowerings): the
      // tiles the kernel's step reads from fast memory, by the kernel's
      // configuration, or every tile outside a kernel; else the
      // bufferized workgroup's linalg ops.
      bool steps = false;
      workgroup.walk([&](OnlineAttentionOp step) {
        steps |= step.hasPureTensorSemantics();
      });
      FailureOr<PromotionResult> promoted;
      if (steps) {
        StepPromotion promotion{true, true, true, true, options->stages};
        PromotionOptions stepOptions = *options;
        auto kernel = workgroup->getParentOfType<gpu::GPUFuncOp>();
        if (auto config = kernel ? kernel->getAttrOfType<KernelConfigAttr>(
                                       kKernelConfigAttrName)
                                 : KernelConfigAttr()) {
          // The kernel's workgroup memory is its configuration's, chosen
          // for the chip or device it was selected for.
          promotion = getKernelStepPromotion(config);
          if (config.getSharedMemoryBytes() > 0)
            stepOptions.sramBytes = config.getSharedMemoryBytes();
        }
        if (stages != 0)
          promotion.stages = stages;
        promoted =
            promoteStepOperands(rewriter, workgroup, promotion, stepOptions);
      } else {
        promoted = promoteWorkgroupTiles(rewriter, workgroup, *options);
      }
      if (failed(promoted))
        return signalPassFailure();
      numPromoted += promoted->promotedTiles;
      numDoubleBuffered += promoted->doubleBufferedLoops;
    }
  }
};
} // namespace
