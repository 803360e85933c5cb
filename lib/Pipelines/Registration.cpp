//===- Registration.cpp - register the attn pipelines ---------------------===//
//
// Registers the pipelines of Pipelines.h with the global pass registry, so
// that `--attn-to-llvm-pipeline` and friends work in textual pipelines.
//
//===----------------------------------------------------------------------===//

#include "attn/Pipelines/Pipelines.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

void mlir::attn::registerAttnPipelines() {
  PassPipelineRegistration<LLVMPipelineOptions>(
      "attn-to-llvm-pipeline",
      "Lower a module with attention to LLVM for the host CPU "
      "(raise, attention lowering, bufferization, LLVM conversion)",
      buildAttnToLLVMPipeline);
  PassPipelineRegistration<NVVMPipelineOptions>(
      "attn-to-nvvm-pipeline",
      "Generate one GPU kernel per attention op and compile it for an NVIDIA "
      "GPU (PTX or cubin in a gpu.binary)",
      buildAttnToNVVMPipeline);
  PassPipelineRegistration<SPIRVPipelineOptions>(
      "attn-to-spirv-pipeline",
      "Generate one Vulkan compute kernel per attention op and lower it to "
      "SPIR-V (a spirv.module per kernel, which attn-compile serializes)",
      buildAttnToSPIRVPipeline);
}
