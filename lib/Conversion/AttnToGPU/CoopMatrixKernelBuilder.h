//===- CoopMatrixKernelBuilder.h - cooperative-matrix Vulkan kernel -*- C++ -*-===//
//
// The Vulkan kernel on cooperative matrices (SPV_KHR_cooperative_matrix,
// 16x16x16 f16 x f16 -> f32 at subgroup scope), with the interface of
// VulkanKernelBuilder.h: grid = (ceil(M / TM), prod(batch sizes)),
// workgroup = TM / 16 subgroups. What this builds is the kernel's interface
// and its body on tensors; attn-tile-parallel and attn-tile-kv tile it with
// the configuration's tiles and attn-lower-tiled-attention-to-coop-matrix
// writes its code (attn/Conversion/CoopMatrixAttention.h says how).
//
// Only f16 Q, K and V (the matrix types every cooperative-matrix device
// offers) with head dims that are multiples of 16; the subgroup/scalar
// kernel takes the rest.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_COOPMATRIXKERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_COOPMATRIXKERNELBUILDER_H

#include "VulkanKernelBuilder.h"

#include "attn/Conversion/CoopMatrixAttention.h"

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
  /// Picks the tiles: the query tile 64, 32 or 16 rows and the key block
  /// 16, 32 or 64 keys, the first that fit `sharedLimit` bytes and
  /// `invocationLimit` invocations, or checks the given ones (0: choose);
  /// subgroups own 32 rows (two row groups) where the query tile is a
  /// multiple of 32, else 16, or as many as a given workgroup size leaves
  /// them (after check()).
  LogicalResult chooseTiles(int64_t givenM, int64_t givenN,
                            int64_t givenWorkgroupSize, int64_t sharedLimit,
                            int64_t invocationLimit);

  int64_t sharedMemoryBytes() const override {
    return shape().workgroupMemoryBytes();
  }
  int64_t workgroupSize() const override { return shape().workgroupSize(); }

  /// Rows, columns and depth of one cooperative matrix.
  static constexpr int64_t kRows = CoopMatrixAttentionShape::kRows;

protected:
  StringRef variant() const override { return "cooperative_matrix"; }
  /// Q's tile is staged too.
  SmallVector<StringRef> stagedTensors() const override {
    return {"q", "k", "v"};
  }
  /// The loops of the kernel's code, counted as
  /// KernelBuilder::loopIterations() counts (the rescale loop as if every
  /// block took it): llvmpipe offers cooperative matrices in newer Mesa
  /// releases, and its loop limit holds for them as for any kernel.
  std::optional<LoopIterations> loopIterations() const override;

private:
  CoopMatrixAttentionShape shape() const {
    CoopMatrixAttentionShape s{tileM, tileN, headDim, valueDim, subgroupSize()};
    s.rowGroups = rowGroups;
    return s;
  }
  /// 16-row groups of the tile each subgroup owns.
  int64_t rowGroups = 1;
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_COOPMATRIXKERNELBUILDER_H
