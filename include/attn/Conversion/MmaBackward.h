//===- MmaBackward.h - attention gradients on mma.sync fragments -*- C++
//-*-===//
//
// The tensor-core code of one workgroup of the tiled backward (the two
// passes of attn-tile-backward; mma.sync m16n8k16, f16 or bf16 inputs, f32
// accumulation), written by attn-lower-tiled-backward-to-mma from the
// workgroups and step loops the tiling made:
//
//   query pass  own tile: query rows (Q, dO), steps: key blocks (K, V)
//     D = rowsum(dO ∘ O) of the own rows (stored: the key pass reads it)
//     per block:  S = Q Kᵀ, P = exp(S - LSE), dP = dO Vᵀ,
//                 dS = P ∘ (dP - D), acc += dS K, row sums += P
//     dQ = scale acc c, c = 1 / row sums (stored: the key pass reads it)
//   key pass    own tile: keys (K, V), steps: query tiles (Q, dO)
//     per tile:   Sᵀ = K Qᵀ, Pᵀ = c exp(Sᵀ - LSE), dPᵀ = V dOᵀ,
//                 dSᵀ = Pᵀ ∘ (dPᵀ - D), dV += Pᵀ dO, dK += dSᵀ Q
//     dK = scale dK, dV
//   with atomics (dQ f32): the key pass's step also stores dSᵀ to a shared
//     tile, and after a barrier each warp adds scale dS K for 16 of the
//     step's queries to dQ (dS read transposed, K the own tile; f32
//     atomics); the query pass computes D, c from the row sums of S alone
//     (no steps without an additive mask: c = 1) and a zero dQ
//
// On wgmma (sm_90a) the four warps are one warpgroup and each product is
// one m64 wgmma per k16 step (the accumulators keep the mma.sync fragment
// layout the element-wise rules work on). With atomics, dS K is one more
// wgmma (the step's 64 queries as its rows, dS and K from shared memory),
// issued after dV's and dK's, and its accumulators go to dQ by vector
// reductions.
//
// Both passes have the same shape: the own tile's two operands (Q and dO,
// or K and V) in shared memory as A fragments of 16 rows per warp, the
// step tile's two (K and V, or Q and dO) double buffered by cp.async as B
// fragments (the key pass's column statistics, LSE, D and c of the step's
// queries, copied with them), two products over the head dims (k1, then
// k2), the
// element-wise rules of AttnRules.h on their accumulators (the key pass
// computes the transposed scores: its statistics are per column), and
// products of the result, repacked in registers as A fragments, with the
// step tile read transposed. The key pass computed transposed has the
// forward's product kinds; without atomics, no P or dS in shared memory.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_MMABACKWARD_H
#define ATTN_CONVERSION_MMABACKWARD_H

#include "attn/Conversion/MmaAttention.h"

namespace mlir::attn {

/// Which pass of the tiled backward a workgroup runs.
enum class MmaBackwardPass { Query, Key };

/// The tensors of one workgroup (MmaOperand: rows along m for Q, dO, O,
/// LSE, D, c, dQ and the mask; along n for K, V, dK, dV).
struct MmaBackwardOperands {
  MmaOperand q, k, v, gradOutput, lse, rowDots, rowScale;
  std::optional<MmaOperand> mask;
  /// The query pass: O (read for D) and dQ.
  std::optional<MmaOperand> output, gradQuery;
  /// The key pass: dK and dV.
  std::optional<MmaOperand> gradKey, gradValue;
};

/// The shape of the code.
struct MmaBackwardShape {
  MmaBackwardPass pass;
  /// Rows of the workgroup's own tile (64 or 128: four or eight warps of
  /// 16 rows) and of each step's tile (32, 64 or 128).
  int64_t ownRows, stepRows;
  /// Head dims of Q·Kᵀ (k1) and of dO·Vᵀ (k2): multiples of 8 up to 128
  /// (the products pad them to a multiple of 16 with zero columns).
  int64_t headDim, valueDim;
  /// Shared-memory rows are padded to a multiple of this many elements (a
  /// multiple of 64).
  int64_t sharedRowElements;
  /// f16 or bf16.
  Type inputType;
  /// dQ by the key pass: its steps add scale dS K to dQ (f32) with atomics,
  /// dS going through shared memory; the query pass then only computes D,
  /// c (the row sums, where its steps run) and a zero dQ.
  bool gradQueryByAtomics = false;
  /// That query pass without steps (no additive mask: c = 1): no shared
  /// memory.
  bool stepless = false;
  /// The key pass's atomics add two adjacent f32 values with one vector
  /// reduction (red.global.add.v2.f32, sm_90).
  bool vectorReductions = false;
  /// The products on wgmma (sm_90a; one warpgroup, 64 own rows; dQ by
  /// atomics only in the key pass, with steps of 64 rows): the tiles in
  /// 128-byte swizzle atoms, the scores and dO·Vᵀ from two descriptors
  /// each, the gradients' products with the repacked fragments as register
  /// A operands and the step tile read MN-major, and the atomics' dS K with
  /// both the dS tile and the own K tile read MN-major.
  bool warpgroupMma = false;

  /// Warps of the workgroup: one per 16 own rows.
  int64_t warps() const { return ownRows / 16; }

  /// Bytes of dynamic shared memory: the own tile's two operands, two
  /// buffers of the step tile's two and, in the key pass, two buffers of
  /// the step's column statistics (3 x stepRows f32) and, with atomics, the
  /// dS tile; the query pass of the atomics has only the A operands (Q and
  /// K), or nothing without steps.
  int64_t sharedMemoryBytes() const;
  /// Where the key pass's dS tile starts (after the statistics; 1024-byte
  /// aligned on wgmma), or the end of the other tiles.
  int64_t scoreGradientsOffset() const;
};

/// Writes the tensor-core code of one workgroup at a builder. Use:
///   MmaBackwardEmitter e(b, loc, shape, m, n, scale);
///   e.setWorkgroup(operands, own0);  // its tensors, its first own row
///   state = e.begin(first, count);   // step tiles first + i stepRows
///   for each step tile i < count (in order):
///     state = e.step(i, state, masked, diagonal)
///   e.finish(state);
class MmaBackwardEmitter {
public:
  /// `m`, `n`: numbers of queries and keys (index); `scale`: f32.
  MmaBackwardEmitter(OpBuilder &b, Location loc, const MmaBackwardShape &shape,
                     Value m, Value n, Value scale);
  ~MmaBackwardEmitter();

  void setWorkgroup(const MmaBackwardOperands &operands, Value own0);
  /// Before begin(): steps [lo, hi) (index) run rotated, step lo + (i - lo +
  /// w) mod (hi - lo) as step i, w the workgroup's own tile index (the key
  /// pass's atomics: concurrent workgroups add to different dQ rows).
  void rotateSteps(Value lo, Value hi);
  /// Copies the own tile and the first of `count` steps (index) to shared
  /// memory; the query pass computes and stores D. With `groups` (the key
  /// pass of grouped-query attention; null: none) step i is query group
  /// i % groups of the step tile i / groups (each step operand's
  /// groupStride apart). Returns the initial loop state.
  SmallVector<Value> begin(Value first, Value count, Value groups = Value());
  /// Folds step `i` (index; its tile's rows start at first + i stepRows,
  /// or first + (i / groups) stepRows) into `state`. `masked`: the tile may
  /// hold rows past M or N, above the causal `diagonal` (null: not causal;
  /// key j is visible from query i iff j <= i + diagonal) or under a mask.
  SmallVector<Value> step(Value i, ValueRange state, bool masked,
                          Value diagonal);
  /// Stores the gradients of the own rows below M (N), and the query
  /// pass's c (`unitRowScale`: 1, the query pass of the key pass's atomics
  /// without steps; its dQ: zeros).
  void finish(ValueRange state, bool unitRowScale = false);

private:
  class Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace mlir::attn

#endif // ATTN_CONVERSION_MMABACKWARD_H
