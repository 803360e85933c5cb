//===- SPIRVPipeline.cpp - attn-to-spirv-pipeline -------------------------===//
//
// One Vulkan compute kernel per attention op (convert-attn-to-gpu-vulkan);
// the subgroup/scalar kernel's op tiled (attn-tile-parallel, attn-tile-kv)
// and lowered to SIMT code (attn-lower-tiled-attention-to-simt); then
// lowered to the SPIR-V dialect by the upstream GPU-to-SPIR-V conversion,
// with the shader ABI (descriptor bindings, workgroup size) made explicit
// and the module's version, capabilities and extensions deduced; on CPU
// Vulkan devices the loops are kept (attn-spirv-dont-unroll).
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Conversion/VulkanTargetEnv.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/GPUToSPIRV/GPUToSPIRVPass.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::attn::buildAttnVulkanKernelGenerationPipeline(
    OpPassManager &pm, bool raise, StringRef targetEnv, int64_t tileM,
    int64_t tileN, int64_t lanesPerRow, StringRef kernel) {
  if (raise)
    pm.addNestedPass<func::FuncOp>(createAttnRaiseFromLinalgPass());
  // The kernel and its tiles, chosen once; the conversion builds them.
  AttnSelectKernelConfigPassOptions selection;
  selection.target = "spirv";
  selection.targetEnv = targetEnv.str();
  selection.kernel = kernel.str();
  selection.tileM = tileM;
  selection.tileN = tileN;
  selection.lanesPerRow = lanesPerRow;
  pm.addPass(createAttnSelectKernelConfigPass(selection));
  ConvertAttnToGPUVulkanPassOptions generation;
  generation.targetEnv = targetEnv.str();
  generation.kernel = kernel.str();
  pm.addPass(createConvertAttnToGPUVulkanPass(generation));
  // The subgroup/scalar and cooperative-matrix kernels' op, tiled with its
  // configuration's tiles and lowered to SIMT or subgroup-matrix code (the
  // reference kernel is written whole: no op is left in it).
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  AttnTileParallelPassOptions parallel;
  parallel.target = "vulkan";
  kernels.addPass(createAttnTileParallelPass(parallel));
  AttnTileKVPassOptions kv;
  kv.target = "vulkan";
  kv.splitKV = "never";
  kernels.addPass(createAttnTileKVPass(kv));
  AttnPromoteToSharedMemoryPassOptions promotion;
  promotion.target = "vulkan";
  kernels.addPass(createAttnPromoteToSharedMemoryPass(promotion));
  kernels.addPass(createAttnLowerTiledAttentionToSimtPass());
  kernels.addPass(createAttnLowerTiledAttentionToCoopMatrixPass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
}

void mlir::attn::buildGPUModuleToSPIRVPipeline(OpPassManager &pm,
                                               bool dontUnroll) {
  // The tiled nest's bounds (affine.min/max/apply) as arith.
  pm.addNestedPass<gpu::GPUModuleOp>(createLowerAffinePass());
  pm.addNestedPass<gpu::GPUModuleOp>(createCanonicalizerPass());
  // Loops that may run zero times keep their initial values as results
  // (see attn-spirv-guard-loop-results).
  pm.addNestedPass<gpu::GPUModuleOp>(createAttnSPIRVGuardLoopResultsPass());
  pm.addPass(createConvertGPUToSPIRVPass());
  OpPassManager &spirvModule = pm.nest<spirv::ModuleOp>();
  spirvModule.addPass(spirv::createSPIRVLowerABIAttributesPass());
  spirvModule.addPass(spirv::createSPIRVUpdateVCEPass());
  spirvModule.addPass(createAttnSPIRVBF16MatricesPass());
  spirvModule.addPass(createCanonicalizerPass());
  if (dontUnroll)
    spirvModule.addPass(createAttnSPIRVDontUnrollPass());
}

void mlir::attn::buildAttnToSPIRVPipeline(OpPassManager &pm,
                                          const SPIRVPipelineOptions &options) {
  buildAttnVulkanKernelGenerationPipeline(pm, options.raise, options.targetEnv,
                                          options.tileM, options.tileN,
                                          options.lanesPerRow, options.kernel);
  buildGPUModuleToSPIRVPipeline(pm, isCPUVulkanTargetEnv(options.targetEnv));
}
