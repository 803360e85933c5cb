//===- MmaAttention.h - attention on tensor-core fragments ------*- C++ -*-===//
//
// The tensor-core code of one workgroup of FlashAttention-2 (mma.sync
// m16n8k16, or on sm_90a wgmma m64nNk16; f16 or bf16 inputs, f32
// accumulation; the structure is in
// lib/Conversion/AttnToGPU/MmaKernelBuilder.h): the Q tile and the K/V
// blocks in XOR-swizzled dynamic shared memory by cp.async, double
// buffered; per key block S = Q Kᵀ, masking, the online-softmax update
// with lazy rescaling, O += P V with P repacked in registers; at the end
// O = O / l and the log-sum-exp.
//
// The emitter writes the parts; its caller decides the workgroup's query
// tile and the key blocks it runs, and which of them are masked. Two
// callers: the tensor-core kernel builder (convert-attn-to-gpu, bounds from
// the untiled op) and attn-lower-tiled-attention-to-mma (the grid, the KV
// loops and their peeling from attn-tile-parallel and attn-tile-kv).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_MMAATTENTION_H
#define ATTN_CONVERSION_MMAATTENTION_H

#include "mlir/IR/Builders.h"

#include <memory>
#include <optional>

namespace mlir::attn {

/// One tensor of the attention in global memory, for one workgroup.
struct MmaOperand {
  /// The tensor's `!llvm.ptr<1>` and element type.
  Value pointer;
  Type elementType;
  /// Element offset (index) of the workgroup's batch element.
  Value base;
  /// Element stride (index) along the query rows (Q, O, LSE, mask) or the
  /// keys (K, V); the head dim is contiguous.
  Value rowStride;
  /// The mask's element stride (index) along the keys. Either stride is 0
  /// for a dim the tensor does not have (a broadcast mask).
  Value keyStride;
  /// The element stride (index) along the query group of grouped-query
  /// attention, where a workgroup runs over it (the backward's key pass);
  /// null otherwise.
  Value groupStride;
  /// A paged cache (K, V of a paged kernel): keys key0 .. key0 + P - 1 (P =
  /// pageSize, key0 a multiple of it) are rows 0 .. P - 1 of page
  /// pageTable[key0 / P] (an i32 `!llvm.ptr<1>`, the sequence's row of
  /// the block table), pageStride elements apart; `base` and `rowStride`
  /// address the rows within a page. Null and 0 otherwise.
  Value pageTable, pageStride;
  int64_t pageSize = 0;
  /// Kernels whose copies are TMA's (MmaAttentionShape::tmaCopies), for Q,
  /// K and V: the kernel parameter holding the tensor's map (a generic
  /// pointer to a __grid_constant__ CUtensorMap: dims head, rows, then the
  /// batch dims of `mapCoordinates`), and the workgroup's coordinates (i32)
  /// along those batch dims.
  Value tensorMap;
  SmallVector<Value> mapCoordinates;
};

/// The tensors: Q, K, V and O always, the mask and the LSE where the
/// attention has them.
struct MmaAttentionOperands {
  MmaOperand q, k, v, o;
  std::optional<MmaOperand> mask, lse;
};

/// The warpgroups of a warp-specialized wgmma kernel with `tileM` query rows
/// that compute (MmaAttentionShape::warpSpecialized): one m64 slice each at
/// tile-m 128 (two) and 192 (three), two slices each at tile-m 256 (two).
constexpr int64_t warpSpecializedConsumers(int64_t tileM) {
  return tileM == 192 ? 3 : 2;
}

/// The workgroup of a warp-specialized wgmma kernel: a copying warpgroup
/// and the consumers (warpSpecializedConsumers).
constexpr int64_t warpSpecializedWorkgroupSize(int64_t tileM) {
  return 128 * (1 + warpSpecializedConsumers(tileM));
}

/// Whether a wgmma kernel of `workgroupSize` invocations is warp-specialized
/// (two or three consumers).
constexpr bool isWarpSpecializedWorkgroupSize(int64_t workgroupSize) {
  return workgroupSize == warpSpecializedWorkgroupSize(128) ||
         workgroupSize == warpSpecializedWorkgroupSize(192);
}

/// The shape of the code.
struct MmaAttentionShape {
  /// Query rows of the workgroup (64 or 128, four warps of m16 slices; 128,
  /// 192 or 256 when warpSpecialized) and keys per block (32, 64 or 128).
  int64_t tileM, tileN;
  /// Head dims of Q·Kᵀ and P·V (multiples of 8 up to 256; the
  /// products pad them to a multiple of 16 with zero columns).
  int64_t headDim, valueDim;
  /// Shared-memory rows are padded to a multiple of this many elements (a
  /// multiple of 64).
  int64_t sharedRowElements;
  /// Q's A fragments loaded once before the key loop (else every block).
  bool qInRegisters;
  /// f16 or bf16.
  Type inputType;
  /// The products on the warpgroup's tensor cores (sm_90a): the four warps
  /// are one warpgroup, Q·Kᵀ is wgmma.mma_async with both operands read
  /// from shared memory by descriptors, P·V with P from registers; the
  /// tiles are in 128-byte swizzle atoms (SwizzledTile::atoms), slice s of
  /// the query tile is rows [64 s, 64 s + 64), of which warp w holds
  /// [64 s + 16 w, 64 s + 16 w + 16). Otherwise mma.sync from ldmatrix
  /// fragments, warp w holding rows [w tile-m / 4, (w + 1) tile-m / 4).
  bool warpgroupMma = false;
  /// Rows keep a stale max until a block's max exceeds it by
  /// kLazyRescaleThreshold (AttnRules.h); otherwise O and the sum are
  /// rescaled whenever the max rises.
  bool lazyRescale = true;
  /// The tiles are copied by TMA (wgmma kernels of dense tensors): one
  /// thread copies the Q tile and each K/V block as 64-column boxes of the
  /// operands' tensor maps, in the 128-byte swizzle of SwizzledTile::atoms
  /// (columns past the head dim and rows past the tensor zero-filled), on
  /// one mbarrier per K/V buffer (kMbarriersName; with overlapSoftmax, one
  /// for its K and one for its V) that every thread waits on. Otherwise
  /// each thread copies its 16-byte chunks by cp.async.
  bool tmaCopies = false;
  /// Warp specialization (with tmaCopies): the workgroup is a copying
  /// warpgroup and consumers() that compute. Warpgroup 0 copies (one
  /// thread issues every block's TMA copies once its buffer is released;
  /// setmaxnreg gives its registers to the others); warpgroup 1 + c runs
  /// the steps for the c-th part of the query tile (tile-m / consumers()
  /// rows of m64 slices) and releases each K/V buffer on its "empty"
  /// mbarrier once its products have read it: no block barrier, so the
  /// consumers do their softmax and products apart.
  bool warpSpecialized = false;
  /// Ping-pong (with warpSpecialized): the two consumers take turns at the
  /// tensor cores, one named barrier each (1 + consumer, 256 threads),
  /// taken before a consumer issues its Q·Kᵀ or P·V and passed to the
  /// other after, so that one's softmax runs while the other's products
  /// do. Not the default: 0.88-0.90x of the kernel without turns on an
  /// H100 (bf16 and f16, d = 128, N = 4k and 16k).
  bool pingPong = false;
  /// With warpSpecialized and tile-m 128: each consumer issues block j's
  /// Q·Kᵀ and then block j - 1's P·V, and computes block j's softmax while
  /// that P·V runs; block j's P (packed A fragments) is carried to the
  /// next step, O takes a rescale once the P·V is waited for, and finish
  /// issues the last block's P·V. K and V have their own "full" and
  /// "empty" mbarriers (K's released after Q·Kᵀ, V's after P·V).
  bool overlapSoftmax = false;
  /// A mask whose row stride is 0 (a key mask, [B, N]) is read once per key
  /// block, a lane a key, before the block's scores are waited for: a ballot
  /// per 32 keys for a boolean mask, each lane's value shuffled to the
  /// threads for an additive one; otherwise (and for other masks) each
  /// score's mask element is read with the score.
  bool keyMaskPerBlock = false;
  /// Persistent workgroups (with warpSpecialized): the grid is at most one
  /// workgroup a multiprocessor and each workgroup runs query tiles
  /// x, x + grid, ... of all the batch elements; the ring of K/V buffers
  /// and its mbarriers' phases run on across a workgroup's tiles, and Q has
  /// its own "full" and "empty" mbarriers, so that the producer copies the
  /// next tile's Q and first blocks while the consumers finish this one.
  bool persistent = false;
  /// Q tiles in shared memory: 1, or 2 in a persistent kernel where they
  /// fit (tile t takes buffer t % 2, so that the next tile's Q lands while
  /// this tile runs).
  int64_t queryBuffers = 1;

  /// The warpgroups that run the steps: warpSpecializedConsumers(tileM)
  /// with warpSpecialized, else 1.
  int64_t consumers() const {
    return warpSpecialized ? warpSpecializedConsumers(tileM) : 1;
  }

  /// Bytes of dynamic shared memory: the Q tiles and two K and V blocks.
  int64_t sharedMemoryBytes() const;
  /// The mbarriers a TMA kernel declares (kMbarriersName): per K/V buffer
  /// one (two with warp specialization, four with the overlap), and two
  /// per Q buffer in a persistent kernel; 0 without TMA.
  int64_t mbarrierCount() const;
};

/// Writes the tensor-core code of one workgroup at a builder. Use:
///   MmaAttentionEmitter e(b, loc, shape, m, n, scale);
///   e.setWorkgroup(operands, row0);   // its tensors, its first query row
///   state = e.begin(blocks);          // blocks of tile-n keys it runs
///   for each block j (in order):      state = e.step(j, state, ...)
///   e.finish(state);
class MmaAttentionEmitter {
public:
  /// `m`, `n`: numbers of queries and keys (index); `scale`: f32. Creates
  /// the lane indices at the builder.
  MmaAttentionEmitter(OpBuilder &b, Location loc, const MmaAttentionShape &shape,
                      Value m, Value n, Value scale);
  ~MmaAttentionEmitter();

  /// The workgroup's tensors, and its query tile's first row `row0`
  /// (index); sets up the lanes' shared-memory addresses.
  void setWorkgroup(const MmaAttentionOperands &operands, Value row0);
  /// Warp specialization: initialises the mbarriers (every thread), and
  /// returns the condition (i1) of the copying warpgroup's threads, which
  /// run produce() instead of begin(), step() and finish().
  Value splitRoles();
  /// The copying warpgroup's code: every one of `blocks` key blocks (and
  /// the Q tile with the first), each once its buffer is released.
  void produce(Value blocks);
  /// Persistent kernels: what the producer (`producer`) or the consumers
  /// do once, before their loops over the workgroup's tiles (the
  /// registers each role keeps); produce() and begin() then leave it out.
  void enterRole(bool producer);
  /// Persistent kernels, before each tile's setWorkgroup: how many tiles
  /// the workgroup ran before this one and how many key blocks they had
  /// (index), where this tile's copies are in the ring of buffers.
  void setTileSequence(Value tilesBefore, Value blocksBefore);
  /// Copies the Q tile and the first of `blocks` key blocks (index) to
  /// shared memory (when there is one; with warp specialization, produce()
  /// does) and returns the initial loop state.
  SmallVector<Value> begin(Value blocks);
  /// Folds key block `block` (index: keys [block tile-n, (block + 1)
  /// tile-n)) into `state`: waits for its copies, issues the next block's
  /// (there is one below `blocks`), then computes it. `masked`: the
  /// block may hold keys past N, above the causal `diagonal` (null: not
  /// causal; key j is visible from query i iff j <= i + diagonal) or under
  /// a mask; unmasked blocks with `fused` (scale > 0) keep raw scores.
  SmallVector<Value> step(Value block, ValueRange state, bool masked,
                          bool fused, Value diagonal);
  /// Waits for the copies left in flight; O = O / l (0 where l = 0) and
  /// LSE = m + log2(l) ln 2 are stored for the tile's rows below M.
  void finish(ValueRange state);

private:
  class Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace mlir::attn

#endif // ATTN_CONVERSION_MMAATTENTION_H
