//===- CoopMatrixAttention.h - the cooperative-matrix step ---*- C++ -*-===//
//
// The code of one cooperative-matrix attention workgroup, for the tiled
// nests of the stages (attn-lower-tiled-attention-to-coop-matrix): the
// products on 16x16x16 f16 x f16 -> f32 subgroup matrices
// (gpu.subgroup_mma_*, which convert-gpu-to-spirv lowers to
// SPV_KHR_cooperative_matrix), everything elementwise on workgroup memory.
// Subgroup g owns query rows [16 G g, 16 G (g + 1)) of the tile, G row
// groups of 16 (CoopMatrixAttentionShape::rowGroups): each K and V matrix it
// loads from workgroup memory serves the products of all G. Each row is
// shared by subgroup-size / 16 consecutive lanes, which hold one row of
// every group:
//
//   begin:  barrier; Q tile (tile-m x k1, f16, zeros past M) -> workgroup
//           memory; the subgroup's Q fragments from it (registers, every
//           block); barrier: the K and V blocks then reuse the Q tile's
//           memory, two buffers that blocks alternate between
//   step (per block of tile-n keys, in order):
//     K, V block -> the block's buffer (f16; zeros past N on masked
//     blocks; straight-line code, loads issued before their stores);
//     barrier (the only one of the block: the other buffer's last block
//     was read by every subgroup before it reached the previous one)
//     S = Q Kᵀ          matrices (K read column-major, each for the G row
//                       groups) -> the subgroup's rows of S (f32, workgroup
//                       memory)
//     the row's lanes scale (and, on masked blocks, mask) its scores and
//     reduce the row max by subgroup shuffles; lazy rescaling: only when
//     some row of the subgroup rises more than kLazyRescaleThreshold above
//     its max does the max move and O go through the subgroup's rows of
//     the S tile (tile-n columns at a time) to be scaled row by row;
//     P = exp(s - m) (f16) and the lane's part of the row sum
//     O += P V          O in registers (loop-carried matrices; each V
//                       matrix for the G row groups)
//   finish: O through the subgroup's rows of the S tile, tile-n columns at a
//           time: O = O / l (0 where l = 0), stored for rows below M; LSE =
//           m + ln l.
//
// The op's rules (visibility, masked scores, the shift, the normaliser,
// the LSE) are AttnRules.h's; how the mask is read, O and the LSE written,
// exp2/log2 and workgroup memory are the SimtTarget's.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_COOPMATRIXATTENTION_H
#define ATTN_CONVERSION_COOPMATRIXATTENTION_H

#include "attn/Conversion/SimtAttention.h"

#include <algorithm>

namespace mlir::attn {

/// The shape of the code.
struct CoopMatrixAttentionShape {
  /// Rows, columns and depth of one cooperative matrix.
  static constexpr int64_t kRows = 16;
  /// Query rows of the workgroup (a multiple of 16 rowGroups: a subgroup
  /// for each 16 rowGroups) and keys per block (a multiple of 16).
  int64_t tileM, tileN;
  /// Head dims of Q·Kᵀ and P·V (static multiples of 16).
  int64_t headDim, valueDim;
  /// Lanes of a subgroup (a multiple of 16).
  int64_t subgroupSize;
  /// Rows keep a stale max until some row's block max exceeds it by
  /// kLazyRescaleThreshold; otherwise O is rescaled whenever a max rises.
  bool lazyRescale = true;
  /// 16-row groups of the tile each subgroup owns: a K or V matrix loaded
  /// from workgroup memory serves that many products.
  int64_t rowGroups = 1;
  /// The element type of the matrices of Q, K, V and P: f16, or bf16
  /// (SPV_KHR_bfloat16's cooperative matrices).
  bool bf16 = false;
  Type operandType(Builder &b) const {
    return bf16 ? Type(b.getBF16Type()) : Type(b.getF16Type());
  }
  /// Query rows of one subgroup.
  int64_t subgroupRows() const { return kRows * rowGroups; }
  int64_t workgroupSize() const {
    return tileM / subgroupRows() * subgroupSize;
  }
  /// The row groups a subgroup owns when `workgroupSize` invocations
  /// (whole subgroups of `subgroupSize`, at most 1024) share `tileM` rows;
  /// 0 when they cannot split them into 16-row groups.
  static int64_t rowGroupsOf(int64_t tileM, int64_t workgroupSize,
                             int64_t subgroupSize) {
    int64_t subgroups = workgroupSize / subgroupSize;
    if (workgroupSize > 1024 || workgroupSize % subgroupSize ||
        subgroups == 0 || tileM % (subgroups * kRows))
      return 0;
    return tileM / (subgroups * kRows);
  }
  /// Elements of one K block and its V block.
  int64_t blockElements() const { return tileN * (headDim + valueDim); }
  /// Elements of the (16-bit) array of the Q tile, then of two alternating
  /// K and V blocks.
  int64_t operandElements() const {
    return std::max(tileM * headDim, 2 * blockElements());
  }
  /// Bytes of workgroup memory: that array and P (16-bit), S (f32).
  int64_t workgroupMemoryBytes() const {
    return 2 * operandElements() + 2 * tileM * tileN + 4 * tileM * tileN;
  }
  /// Where the V block starts in a block buffer.
  int64_t valueOffset() const { return tileN * headDim; }
};

/// The workgroup memory of the code, row-major 1-D arrays.
struct CoopMatrixBuffers {
  /// f16: the Q tile until the subgroups hold their Q fragments, then the
  /// blocks' K and V, in two buffers that blocks alternate between (V from
  /// CoopMatrixAttentionShape::valueOffset() of a buffer).
  Value operandTile;
  /// f16: the probabilities P.
  Value pTile;
  /// f32: the scores S (and O on its way out or to be rescaled).
  Value sTile;
};

/// Declares the memory of the code of `shape` in `func` by `target`.
CoopMatrixBuffers createCoopMatrixBuffers(OpBuilder &b, gpu::GPUFuncOp func,
                                          const CoopMatrixAttentionShape &shape,
                                          SimtTarget &target);

/// Writes the cooperative-matrix code of one workgroup at a builder. Use as
/// SimtAttentionEmitter (the operands are the same): Q, K and V must be
/// f16.
class CoopMatrixAttentionEmitter {
public:
  /// `m`, `n`: numbers of queries and keys (index); `scale`: f32. Creates
  /// the invocation's indices at the builder.
  CoopMatrixAttentionEmitter(OpBuilder &b, Location loc,
                             const CoopMatrixAttentionShape &shape,
                             SimtTarget &target,
                             const CoopMatrixBuffers &buffers, Value m, Value n,
                             Value scale);
  ~CoopMatrixAttentionEmitter();
  /// The workgroup's tensors and its first query row `row0` (index).
  void setWorkgroup(const SimtAttentionOperands &operands, Value row0);
  /// Stages the Q tile and loads the subgroup's Q fragments; the initial
  /// (max, lane's sum, O matrices..., block buffer) state.
  SmallVector<Value> begin();
  /// Folds the keys [key0, key0 + tile-n) into `state`; `masked` and
  /// `diagonal` as SimtAttentionEmitter::step's.
  SmallVector<Value> step(Value key0, ValueRange state, bool masked,
                          Value diagonal);
  /// O = O / l (0 where l = 0) and LSE = m + ln l, stored for rows below M.
  void finish(ValueRange state);

private:
  class Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace mlir::attn

#endif // ATTN_CONVERSION_COOPMATRIXATTENTION_H
