//===- CoopMatrixKernelBuilder.h - cooperative-matrix Vulkan kernel -*- C++ -*-===//
//
// The Vulkan kernel on cooperative matrices (SPV_KHR_cooperative_matrix,
// 16x16x16 f16 x f16 -> f32 at subgroup scope), with the interface of
// VulkanKernelBuilder.h:
//
//   grid  = (ceil(M / TM), prod(batch sizes)), workgroup = TM / 16
//   subgroups; subgroup g owns query rows [16 g, 16 g + 16) of the tile.
//   Workgroup memory (f16 Q tile, K and V blocks, P; f32 S and O):
//     Q tile (TM x k1) staged once, zeros past M; the subgroup's Q
//     fragments loaded from it once (registers)
//     per block of TN keys (only those the causal diagonal allows):
//       barrier; K, V block -> workgroup memory (zeros past N); barrier
//       S = Q Kᵀ           cooperative matrices (K loaded column-major),
//                          stored to the subgroup's rows of S
//       softmax through workgroup memory (subgroup barriers around it):
//       S / 16 lanes per row read its scores, scale them by the scale
//       (natural units), mask them and reduce the row max with subgroup
//       shuffles; lazy rescaling: only when some row of the subgroup rises
//       more than 8 ln 2 above its max does the max move and O go through
//       the O tile to be scaled row by row; P = exp2((s - m) log2 e)
//       (< 2^8) written as f16, the lane's part of the row sum kept
//       O += P V           O in registers (loop-carried accumulators)
//   O -> O tile; O = O / l (0 where l = 0), LSE = m + log2(l) ln 2.
//   log2 e multiplies only differences of scores: a score times log2 e
//   overflows to -inf below -FLT_MAX / log2 e (masks at the float limit).
//
// Only f16 Q, K and V (the matrix types every cooperative-matrix device
// offers) with head dims that are multiples of 16; the subgroup/scalar
// kernel takes the rest.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_COOPMATRIXKERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_COOPMATRIXKERNELBUILDER_H

#include "VulkanKernelBuilder.h"

namespace mlir::attn {

/// Builds the cooperative-matrix kernel of one attention op.
class CoopMatrixKernelBuilder : public VulkanKernelBuilder {
public:
  using VulkanKernelBuilder::VulkanKernelBuilder;

  /// Whether the target env offers what the kernel needs (the
  /// CooperativeMatrixKHR capability, its extension, a 16x16x16 f16 x f16
  /// -> f32 subgroup matrix among its cooperative-matrix properties, a
  /// subgroup size that is a multiple of 16) and `op` fits it (f16 query,
  /// key and value, head dims multiples of 16); when not and `emit`, says
  /// why on the op.
  static LogicalResult supports(AttentionOp op, spirv::TargetEnvAttr env,
                                bool emit);

  LogicalResult check() override;
  /// Picks the tiles: the query tile 64, 32 or 16 rows (4, 2 or 1
  /// subgroups) and the key block 64, 32 or 16 keys, the largest that fit
  /// `sharedLimit` bytes and `invocationLimit` invocations, or checks the
  /// given ones (0: choose) (after check()).
  LogicalResult chooseTiles(int64_t givenM, int64_t givenN,
                            int64_t sharedLimit, int64_t invocationLimit);

  int64_t sharedMemoryBytes() const override {
    return 2 * tileM * headDim + 2 * tileN * (headDim + valueDim) +
           4 * tileM * tileN + 2 * tileM * tileN + 4 * tileM * valueDim;
  }
  int64_t workgroupSize() const override {
    return tileM / kRows * subgroupSize();
  }

  /// Rows, columns and depth of one cooperative matrix.
  static constexpr int64_t kRows = 16;

protected:
  KernelBuffers createBuffers(OpBuilder &b, gpu::GPUFuncOp func) override;
  void buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                 ArrayRef<std::pair<std::string, Type>> scalarParams,
                 const KernelBuffers &buffers) override;
  StringRef variant() const override { return "cooperative_matrix"; }
  /// The loops of buildBody(), counted as KernelBuilder::loopIterations()
  /// counts (the rescale loop as if every block took it): llvmpipe offers
  /// cooperative matrices in newer Mesa releases, and its loop limit holds
  /// for them as for any kernel.
  std::optional<LoopIterations> loopIterations() const override;

private:
  /// Workgroup memory: the f16 Q tile, K block, V block and P, the f32 S
  /// and O (row-major, one row after another).
  Value qTile, kTile, vTile, pTile, sTile, oTile;
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_COOPMATRIXKERNELBUILDER_H
