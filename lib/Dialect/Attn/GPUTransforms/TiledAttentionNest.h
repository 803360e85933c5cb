//===- TiledAttentionNest.h - a kernel's tiled forward nest -----*- C++ -*-===//
//
// The forward nest that attn-tile-parallel and attn-tile-kv make of a
// kernel's attention op, as the GPU lowerings of the block step read it:
//
//   scf.forall (batch..., row0) step (1..., tile-m) {      workgroups
//     scf.for %n0 = 0 to %e0 step tile-n {                 unmasked blocks
//       attn.online_attention ... ins(Q tile, K, V blocks)
//     }
//     scf.for %n0 = %e0 to %e1 step tile-n {               masked blocks
//       attn.online_attention causal(top_left) causal_offset(%c) ...
//     }
//     O = acc / sum (, LSE)                                finalisation
//   }
//
// lowerTiledAttentionNest matches it and writes one workgroup's code in its
// place: the workgroups become blocks (query tile x of batch element y,
// the innermost batch dim fastest; causal tiles longest first where the
// writer asks), each KV
// loop a loop over the same key blocks (the tiling's bounds: causal block
// skipping, the peeled unmasked blocks, cloned with the workgroup's
// indices) whose body is the target's block step, masked where the tiling
// made the block's op masked (causal, a mask, fewer than tile-n keys),
// with the diagonal from the op's causal_offset; consecutive masked loops
// are one loop. What a target writes is a BlockStepWriter.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_TILEDATTENTIONNEST_H
#define ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_TILEDATTENTIONNEST_H

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::attn {

/// What a target writes for the workgroup of a tiled attention nest.
class BlockStepWriter {
public:
  virtual ~BlockStepWriter() = default;
  /// Called first, at the workgroup's start, with its batch indices.
  virtual LogicalResult setBatch(OpBuilder &b, ArrayRef<Value> batchIdx) = 0;
  /// The workgroup's first query row (index).
  virtual void setWorkgroup(OpBuilder &b, Value row0) = 0;
  /// The initial loop state; `blocks`: the key blocks the workgroup runs.
  virtual SmallVector<Value> begin(OpBuilder &b, Value blocks) = 0;
  /// Folds key block `block` (keys [block tile-n, (block + 1) tile-n))
  /// into `state` (see MmaAttentionEmitter::step for `masked`, `fused` and
  /// `diagonal`).
  virtual SmallVector<Value> step(OpBuilder &b, Value block, ValueRange state,
                                  bool masked, bool fused, Value diagonal) = 0;
  /// Stores O (and the LSE) from the final state.
  virtual void finish(OpBuilder &b, ValueRange state) = 0;
  /// Whether unmasked blocks get a version for scale > 0 (`fused`: raw
  /// scores, scale and shift in one fma) beside the plain one.
  virtual bool fusesPositiveScale() const { return false; }
  /// Whether every block gets the masked step, so that the KV loops are one
  /// loop over all the blocks (`causal`: the attention is): half the code,
  /// for targets where that costs less than the key tests do.
  virtual bool masksEveryBlock(bool causal) const { return false; }
  /// Whether causal query tiles run longest first (block x takes tile
  /// grid - 1 - x), for schedulers that start blocks in order.
  virtual bool causalTilesLongestFirst() const { return true; }
  /// Warp specialization: writes what every thread does before the
  /// workgroup's threads take their roles, and returns the condition (i1)
  /// of the threads that only copy: they run produce() over the
  /// workgroup's key blocks instead of begin(), the steps and finish().
  /// Null (the default): every thread runs the steps.
  virtual Value splitRoles(OpBuilder &b) { return {}; }
  /// The copying threads' code over `blocks` key blocks (splitRoles).
  virtual void produce(OpBuilder &b, Value blocks) {}
  /// Persistent workgroups (with splitRoles): the grid is smaller than the
  /// tiles (the launcher's choice, from the kernel's manifest) and each
  /// workgroup runs tiles x, x + grid, ... in turn (causal: pairs of
  /// tiles x, x + grid, ..., a pair query tiles i and last - i of a batch
  /// element, so that every pair has the same key blocks). Each role calls
  /// enterRole once, then per tile setBatch, setTileSequence (the tiles the
  /// workgroup ran before and their key blocks), setWorkgroup and
  /// produce(), or begin(), the steps and finish().
  virtual bool persistent() const { return false; }
  virtual void enterRole(OpBuilder &b, bool producer) {}
  virtual void setTileSequence(OpBuilder &b, Value tilesBefore,
                               Value blocksBefore) {}
};

/// A loop of a tiled nest and the one step it folds into its state.
template <typename StepOp>
struct StepLoop {
  scf::ForOp loop;
  StepOp step;
};

/// Finds `func`'s one scf.forall of workgroups (`forallStage` says which
/// stage makes it) and, in order, the loops directly in it whose body folds
/// one `StepOp` into their state (made by the pass `loopStage`): the forward
/// nest's KV loops, the backward passes' loops. An error on the kernel that
/// says what was expected otherwise.
template <typename StepOp>
LogicalResult matchStepLoops(gpu::GPUFuncOp func, StringRef forallStage,
                             StringRef loopStage, scf::ForallOp &forall,
                             SmallVectorImpl<StepLoop<StepOp>> &loops) {
  SmallVector<scf::ForallOp> foralls;
  func.walk([&](scf::ForallOp f) { foralls.push_back(f); });
  if (foralls.size() != 1)
    return func.emitOpError("expected one scf.forall of workgroups (")
           << forallStage << "), found " << foralls.size();
  forall = foralls.front();
  StringRef stepName = StepOp::getOperationName();
  for (Operation &op : forall.getBody()->without_terminator()) {
    auto loop = dyn_cast<scf::ForOp>(op);
    if (!loop)
      continue;
    SmallVector<StepOp> steps;
    loop.walk([&](StepOp s) { steps.push_back(s); });
    if (steps.empty())
      continue;
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    if (steps.size() != 1 || steps.front()->getBlock() != loop.getBody() ||
        yield.getOperands() != ValueRange(steps.front().getResults()))
      return loop.emitOpError("expected a loop whose body folds one ")
             << stepName << " into its state (the output of " << loopStage
             << ")";
    loops.push_back({loop, steps.front()});
  }
  if (loops.empty())
    return forall.emitOpError("expected loops of ")
           << stepName << " (the output of " << loopStage
           << ") in the workgroup";
  int64_t count = 0;
  forall.walk([&](StepOp) { ++count; });
  if (count != static_cast<int64_t>(loops.size()))
    return forall.emitOpError("expected every ")
           << stepName << " in a loop of the workgroup";
  return success();
}

/// A kernel's tiled forward nest.
class TiledAttentionNest {
public:
  TiledAttentionNest(gpu::GPUFuncOp func, int64_t tileM, int64_t tileN)
      : func(func), tileM(tileM), tileN(tileN) {}

  /// Finds the nest, whose steps' operands must be promoted to workgroup
  /// memory as the kernel of `config` reads them
  /// (getKernelStepPromotion, attn-promote-to-shared-memory); an error on
  /// the kernel or the step saying what was expected.
  LogicalResult match(KernelConfigAttr config);
  /// The first block step (after match()): the attention's operands.
  OnlineAttentionOp firstStep() const { return loops.front().step; }
  /// The static size of iteration dim `d` in `tensor` (whose indexing map
  /// is `map`), or kDynamic.
  static int64_t dimSize(Value tensor, AffineMap map, unsigned d);
  /// The workgroups' scf.forall (after match()).
  scf::ForallOp workgroups() const { return forall; }
  /// Writes the workgroup's code with `writer` at `b` (before the nest,
  /// where the writer's emitter builds too), then erases the nest and what
  /// materialized its results.
  LogicalResult lower(OpBuilder &b, BlockStepWriter &writer);
  /// Whether some step of the nest (after match()) is causal.
  bool isCausal() const;

private:
  /// One KV loop of the nest and its block step.
  using KVLoop = StepLoop<OnlineAttentionOp>;
  bool isMasked(OnlineAttentionOp step) const;
  /// One tile a workgroup (the grid is the tiles) of the batch dims'
  /// extents `batchUbs` and `rows` query rows.
  LogicalResult lowerOneTile(OpBuilder &b, BlockStepWriter &writer,
                             ArrayRef<Value> batchUbs, Value rows,
                             bool longestFirst);
  /// Persistent workgroups (BlockStepWriter::persistent).
  LogicalResult lowerPersistent(OpBuilder &b, BlockStepWriter &writer,
                                ArrayRef<Value> batchUbs, Value rows,
                                bool longestFirst);
  /// The forall's indices mapped to a tile's: batch indices `batchIdx`,
  /// first query row `row0`.
  IRMapping tileMapping(ArrayRef<Value> batchIdx, Value row0);
  /// The key blocks of the workgroup of `workgroup` (the forall's indices
  /// mapped to the tile's): up to the last loop's end.
  FailureOr<Value> keyBlocks(OpBuilder &b, IRMapping &workgroup);
  /// begin(), the KV loops' steps over the tile's key blocks and finish().
  LogicalResult lowerSteps(OpBuilder &b, BlockStepWriter &writer,
                           IRMapping &workgroup, Value row0, Value blocks,
                           bool causal);
  LogicalResult matchPromotion(KernelConfigAttr config);

  gpu::GPUFuncOp func;
  int64_t tileM, tileN;
  scf::ForallOp forall;
  SmallVector<KVLoop> loops;
};

/// The tiled kernels of `module` whose configuration is of kind `kind`:
/// an error on a kernel of that kind whose attention is not tiled yet.
FailureOr<SmallVector<std::pair<gpu::GPUFuncOp, KernelConfigAttr>>>
tiledKernelsOfKind(Operation *module, KernelKind kind);

/// An error on `func` (a wgmma kernel) unless `target` has the warpgroup
/// matrix instructions.
LogicalResult verifyWarpgroupTarget(gpu::GPUFuncOp func,
                                    const TargetDescription &target);

} // namespace mlir::attn

#endif // ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_TILEDATTENTIONNEST_H
