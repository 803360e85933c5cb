//===- NVVMPipeline.cpp - attn-to-nvvm-pipeline ---------------------------===//
//
// One kernel per attention op (convert-attn-to-gpu), lowered to NVVM and
// serialized to PTX or cubin by the upstream NVVM target.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::attn::buildGPUModuleToNVVMBinaryPipeline(OpPassManager &pm,
                                                    StringRef chip,
                                                    StringRef format) {
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createSCFToControlFlowPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuNVVMAttachTargetOptions target;
  target.chip = chip.str();
  // PTX 8.0 is what sm_90 needs; sm_80 accepts it too.
  target.features = "+ptx80";
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = format.str();
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

void mlir::attn::buildAttnKernelGenerationPipeline(OpPassManager &pm,
                                                   bool raise, StringRef chip,
                                                   StringRef kernel,
                                                   int64_t tileM,
                                                   int64_t tileN) {
  if (raise)
    pm.addNestedPass<func::FuncOp>(createAttnRaiseFromLinalgPass());
  ConvertAttnToGPUPassOptions generation;
  generation.chip = chip.str();
  generation.kernel = kernel.str();
  generation.tileM = tileM;
  generation.tileN = tileN;
  pm.addPass(createConvertAttnToGPUPass(generation));
}

void mlir::attn::buildAttnToNVVMPipeline(OpPassManager &pm,
                                         const NVVMPipelineOptions &options) {
  buildAttnKernelGenerationPipeline(pm, options.raise, options.chip,
                                    options.kernel, options.tileM,
                                    options.tileN);
  buildGPUModuleToNVVMBinaryPipeline(pm, options.chip, options.format);
}
