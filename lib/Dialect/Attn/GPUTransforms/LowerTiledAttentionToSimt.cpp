//===- LowerTiledAttentionToSimt.cpp - tiled attention -> SIMT code -------===//
//
// Lowers the tiled attention nest of a SIMT kernel (TiledAttentionNest.h)
// to SIMT code: one invocation per query row (or lanes-per-row lanes), K
// and V blocks staged in f32 workgroup memory, the online softmax in
// private memory; each block step, its staging and the finalisation are
// SimtAttentionEmitter's (attn/Conversion/SimtAttention.h). The target is
// the kernel's: Vulkan's where a spirv.target_env encloses it (storage
// buffers, GLSL exp2/log2, memory declared by memref.alloc/alloca), NVVM's
// otherwise.
//
//===----------------------------------------------------------------------===//

#include "EmitterStepWriter.h"

#include "attn/Conversion/SimtAttention.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNLOWERTILEDATTENTIONTOSIMTPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Writes the SIMT code of `func`'s nest.
static LogicalResult lowerKernel(gpu::GPUFuncOp func, KernelConfigAttr config,
                                 SimtTarget &target) {
  if (config.getCopy() != CopyKind::Sync)
    return func.emitOpError("expected a kernel configuration with copy = "
                            "sync: the SIMT step stages its blocks with loads "
                            "and stores");
  TiledAttentionNest nest(func, config.getTileM(), config.getTileN());
  KernelTensors tensors(func);
  if (failed(nest.match(config)) || failed(tensors.read({"q", "k", "v", "o"})))
    return failure();
  OnlineAttentionOp first = nest.firstStep();
  SimtAttentionShape shape{
      config.getTileM(), config.getTileN(),
      TiledAttentionNest::dimSize(first.getQuery(), first.getQueryMap(),
                                  first.getK1Dim()),
      TiledAttentionNest::dimSize(first.getValue(), first.getValueMap(),
                                  first.getK2Dim()),
      config.getLanesPerRow()};
  if (ShapedType::isDynamic(shape.headDim) ||
      ShapedType::isDynamic(shape.valueDim))
    return first.emitOpError("expected steps with static head dims");
  int64_t lanes = shape.lanesPerRow;
  if (shape.tileM < 1 || shape.tileN < 1 || lanes < 1 ||
      !llvm::isPowerOf2_64(lanes) || target.subgroupSize() % lanes ||
      shape.headDim % lanes || shape.valueDim % lanes ||
      shape.workgroupSize() > 1024)
    return func.emitOpError("expected a SIMT kernel configuration of positive "
                            "tiles and a power-of-2 lanes_per_row dividing "
                            "the subgroup size ")
           << target.subgroupSize() << " and the head dims, with at most "
           << "1024 invocations, got tile_m = " << shape.tileM
           << ", tile_n = " << shape.tileN << ", lanes_per_row = " << lanes
           << ", head dims " << shape.headDim << " and " << shape.valueDim;

  scf::ForallOp workgroups = nest.workgroups();
  OpBuilder b(workgroups);
  SimtBuffers buffers = createSimtBuffers(b, func, shape, target);
  Value m = tensors.sizeOf(b, "q", "m"), n = tensors.sizeOf(b, "k", "n");
  EmitterStepWriter<SimtAttentionEmitter> writer(
      shape.tileN, target, tensors, b, workgroups.getLoc(), shape, target,
      buffers, m, n, first.getScale());
  return nest.lower(b, writer);
}

namespace {
struct AttnLowerTiledAttentionToSimtPass
    : attn::impl::AttnLowerTiledAttentionToSimtPassBase<
          AttnLowerTiledAttentionToSimtPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<SmallVector<std::pair<gpu::GPUFuncOp, KernelConfigAttr>>>
        kernels = tiledKernelsOfKind(getOperation(), KernelKind::Simt);
    if (failed(kernels))
      return signalPassFailure();
    for (auto [func, config] : *kernels) {
      std::unique_ptr<SimtTarget> target = createSimtTargetFor(func);
      if (failed(lowerKernel(func, config, *target)))
        return signalPassFailure();
      eraseDeadKernelOps(func);
      ++numLowered;
    }
  }
};
} // namespace
