//===- MmaKernelBuilder.h - the tensor-core attention kernel ----*- C++ -*-===//
//
// The FlashAttention-2 kernel on tensor cores (mma.sync m16n8k16, f16 and
// bf16 inputs, f32 accumulation), with the NVVM interface of
// NVVMKernelBuilder.h:
//
//   grid  = (ceil(M / TM), prod(batch sizes)), block = 4 warps; causal
//   tiles run longest first (block x takes tile ceil(M / TM) - 1 - x)
//   warp w owns query rows [w * TM/4, (w + 1) * TM/4) of the tile, in
//   m16 slices; shared memory (dynamic, XOR-swizzled 16-byte chunks in
//   rows padded to a multiple of 64 elements):
//     Q tile (TM x k1), then K blocks (2 x TN x k1), then V blocks
//     (2 x TN x k2), copied with cp.async (16 bytes per thread and copy,
//     zero-filled past M and N); block j + 1 is in flight while block j
//     is computed (double buffering, one commit group and one barrier per
//     block). Where the tiles leave room (TileChoice::queryRegisters: d = 32,
//     64, 160, 192 on sm_90), Q has a group of its own and its A fragments
//     are loaded once before the key loop and stay in registers; otherwise
//     every block re-reads them.
//   per block of TN keys:
//     S = Q Kᵀ          ldmatrix (Q if not resident, K) + mma.sync, f32
//                       fragments
//     causal, length and mask terms only in blocks that need them (the
//     leading blocks every row of the tile sees fully run without); there,
//     with scale > 0, S stays raw and scale meets the shift in one fma
//     r = rowmax(S) scale (quad shuffles), in natural units
//     lazy rescaling: only when r > m + 8 ln 2 for some row of the warp
//     (vote) do m = max(m, r), alpha = exp2((m_old - m) log2 e), O *= alpha,
//     l *= alpha
//     P = exp(S scale - m) (< 2^8) as exp2 of, with an additive mask,
//     (fma(S, scale, mask) - m) log2 e: log2 e multiplies only the
//     difference, as a mask at the float limit (-FLT_MAX) times log2 e
//     would overflow to -inf; without one, fma(S scale, log2 e, -m log2 e)
//     (raw S: fma(S, scale log2 e, -m log2 e)), one fma per score as when
//     the scores were kept in base-2 units; O += P V (P repacked in
//     registers as the A fragment, V through ldmatrix.trans), l += P 1 on
//     the tensor cores as well (B all ones; bf16 with a log-sum-exp
//     result sums P per thread in f32 instead, reduced once at the end)
//   O = O / l (0 where l = 0), LSE = m + log2(l) ln 2.
//
// Operands are addressed through element strides per iteration dim except
// along the head dims, where rows must be contiguous and 16-byte aligned
// (the manifest says so in `contiguous_dims`).
//
// On sm_90a (setWarpgroupMma, kernels of kind wgmma) the products are
// wgmma.mma_async instead: the four warps are one warpgroup, the tiles are in
// 128-byte swizzle atoms, Q·Kᵀ reads Q and K by descriptors and P·V takes P
// from registers (MmaAttention.h, docs/Rationale.md).
//
// This builder makes the kernel's interface (arguments, `attn.abi`, the
// dynamic shared memory) and a body that is the op on tensors
// (NVVMKernelBuilder::buildTensorBody); attn-tile-parallel and attn-tile-kv
// tile it into workgroups and KV loops of attn.online_attention steps, and
// attn-lower-tiled-attention-to-mma writes the code above from them
// (MmaAttention.h).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_MMAKERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_MMAKERNELBUILDER_H

#include "NVVMKernelBuilder.h"

#include "attn/Conversion/MmaAttention.h"

namespace mlir::attn {

/// Builds the tensor-core kernel of one attention op.
class MmaKernelBuilder : public NVVMKernelBuilder {
public:
  using NVVMKernelBuilder::NVVMKernelBuilder;

  /// Whether `op` has what the tensor-core kernel needs (f16 or bf16 Q, K
  /// and V of one type, head dims k1 and k2 innermost in the Q, K and V, O
  /// layouts, static multiples of 8 from 8 to 256); when not and `emit`, says
  /// why on the op.
  static LogicalResult supports(AttentionOp op, bool emit);
  /// Whether `kernel=auto` takes the tensor-core kernel for `op`: whenever
  /// it supports it (every head dim it accepts has been checked on a GPU).
  static bool chosenByDefault(AttentionOp op);

  LogicalResult check() override;
  /// Checks the row padding, the tiles (tile-m 64 or 128, tile-n 32, 64 or
  /// 128) and that the shared memory fits `sharedLimit` bytes (after
  /// check(), setSharedRowElements() and setTiles()).
  LogicalResult checkTiles(int64_t sharedLimit, const Twine &limitName);

  /// Sets the multiple (elements) shared-memory tile rows are padded to,
  /// the target description's `sharedRowElements`: it must be a multiple
  /// of 64, so that the swizzle stays inside a row (checkTiles checks it).
  void setSharedRowElements(int64_t elements) { rowElements = elements; }
  /// Whether Q's A fragments are loaded once, before the key loop, and
  /// stay in registers (TileChoice::queryRegisters), instead of being
  /// re-read from shared memory every block.
  void setQueryInRegisters(bool inRegisters) { qInRegisters = inRegisters; }
  /// Whether the products are wgmma's (sm_90a; MmaAttentionShape).
  void setWarpgroupMma(bool enable) { warpgroupMma = enable; }
  /// Whether the wgmma kernel is warp-specialized (a copying warpgroup and
  /// two that compute; MmaAttentionShape::warpSpecialized).
  void setWarpSpecialized(bool enable) { warpSpecialized = enable; }
  /// Whether `kernel=auto` takes the wgmma kernel for `op` on a chip that
  /// has it: where it supports it (the same ops as mma.sync) with head dims
  /// of at least 64, where it was measured faster.
  static bool warpgroupMmaByDefault(AttentionOp op);

  /// Whether the tiles can be copied by TMA: a wgmma kernel whose Q, K and
  /// V have at most five dims (a tensor map's rank), not of packed
  /// sequences or a paged cache.
  bool tmaCopiesPossible() const;

  /// The shape of the tensor-core code (after check() and the setters).
  MmaAttentionShape shape() const;

  int64_t sharedMemoryBytes() const override {
    return shape().sharedMemoryBytes();
  }
  int64_t workgroupSize() const override {
    return warpSpecialized ? warpSpecializedWorkgroupSize(tileM) : 32 * kWarps;
  }

  static constexpr int64_t kWarps = 4;
  /// The most dims a tensor map has (cuTensorMapEncodeTiled).
  static constexpr int64_t kMaxTensorMapRank = 5;
  /// The smallest tiles checkTiles accepts (tile-m 64: one m16 slice per
  /// warp; tile-n 32).
  static constexpr int64_t kMinTileM = 16 * kWarps, kMinTileN = 32;

protected:
  bool stridedHeadDims() const override { return false; }
  SmallVector<std::pair<std::string, Type>>
  kernelArguments(ArrayRef<KernelTensor> ts,
                  ArrayRef<std::pair<std::string, Type>> scalars) override;
  KernelBuffers createBuffers(OpBuilder &b, gpu::GPUFuncOp func) override;
  void buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                 ArrayRef<std::pair<std::string, Type>> scalarParams,
                 const KernelBuffers &buffers) override;
  SmallVector<NamedAttribute>
  abiEntries(OpBuilder &b, ArrayRef<KernelTensor> ts,
             ArrayRef<std::pair<std::string, Type>> args) override;
  StringRef variant() const override {
    return warpgroupMma ? "wgmma" : "mma.sync";
  }
  int64_t dynamicSharedMemoryBytes() const override {
    return sharedMemoryBytes();
  }

private:
  /// Whether the configuration copies by TMA: the kernel takes a tensor map
  /// of Q, K and V (kernelArguments), described in the manifest.
  bool tmaCopies() const { return config && config.getCopy() == CopyKind::Tma; }
  int64_t rowElements = 0;
  bool qInRegisters = false;
  bool warpgroupMma = false;
  bool warpSpecialized = false;
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_MMAKERNELBUILDER_H
