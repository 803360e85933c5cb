//===- AttnToGPUVulkan.cpp - attn.attention -> one Vulkan kernel each -----===//
//
// convert-attn-to-gpu-vulkan: builds the kernel of each attention op that
// its kernel configuration names (attn-select-kernel-config; where the op
// has none, the one selected here from the options: cooperative matrices
// where the target env has them and the op fits, the subgroup/scalar SIMT
// kernel otherwise, or the reference kernel, tiles from the target's
// limits; KernelConfig.h), with the Vulkan interface
// (VulkanKernelBuilder.h).
//
//===----------------------------------------------------------------------===//

#include "KernelFactory.h"

#include "attn/Conversion/KernelConfig.h"
#include "attn/Conversion/Passes.h"
#include "attn/Conversion/VulkanTargetEnv.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOGPUVULKANPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// `env` with its SPIR-V version lowered to at most 1.3. The subgroup/scalar
/// and reference kernels need nothing newer, and
/// spirv-lower-abi-attrs lists every global variable as an entry-point
/// interface from 1.4 on, while spirv-update-vce then lowers the module's
/// version to what its ops need (1.0): a module that says 1.0 with a 1.4
/// interface is invalid.
static spirv::TargetEnvAttr atMostVersion13(spirv::TargetEnvAttr env) {
  if (env.getVersion() <= spirv::Version::V_1_3)
    return env;
  spirv::VerCapExtAttr triple = env.getTripleAttr();
  auto version = IntegerAttr::get(IntegerType::get(env.getContext(), 32),
                                  static_cast<int64_t>(spirv::Version::V_1_3));
  return spirv::TargetEnvAttr::get(
      spirv::VerCapExtAttr::get(version, triple.getCapabilitiesAttr(),
                                triple.getExtensionsAttr()),
      env.getResourceLimits(), env.getClientAPI(), env.getVendorID(),
      env.getDeviceType(), env.getDeviceID());
}

namespace {
struct ConvertAttnToGPUVulkanPass
    : attn::impl::ConvertAttnToGPUVulkanPassBase<ConvertAttnToGPUVulkanPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (kernel != "auto" && kernel != "simt" && kernel != "reference" &&
        kernel != "cooperative-matrix") {
      module.emitError("convert-attn-to-gpu-vulkan: unknown kernel '")
          << kernel
          << "'; expected auto, cooperative-matrix, simt or reference";
      return signalPassFailure();
    }
    llvm::Expected<spirv::TargetEnvAttr> env =
        getVulkanTargetEnv(&getContext(), targetEnv);
    if (!env) {
      module.emitError("convert-attn-to-gpu-vulkan: ")
          << llvm::toString(env.takeError());
      return signalPassFailure();
    }
    if (failed(rejectBackwardOps(module, "convert-attn-to-gpu-vulkan")) ||
        failed(rejectSequenceBatchOps(module, "convert-attn-to-gpu-vulkan",
                                      /*sequenceKernels=*/false)))
      return signalPassFailure();
    SmallVector<AttentionOp> ops;
    module.walk([&](AttentionOp op) { ops.push_back(op); });
    OpBuilder b(&getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    KernelRequest request;
    request.kernel = kernel;
    request.tileM = tileM;
    request.tileN = tileN;
    request.lanesPerRow = lanesPerRow;
    for (auto [i, op] : llvm::enumerate(ops)) {
      // The op's configuration (attn-select-kernel-config), or the one the
      // options ask for.
      FailureOr<KernelConfigAttr> config = getKernelConfig(op);
      if (succeeded(config) && !*config)
        config = selectVulkanKernelConfig(op, *env, request);
      if (failed(config))
        return signalPassFailure();
      FailureOr<std::unique_ptr<VulkanKernelBuilder>> builder =
          createVulkanKernel(op, *config, *env);
      if (failed(builder))
        return signalPassFailure();
      b.setInsertionPointToEnd(module.getBody());
      gpu::GPUModuleOp kernelModule =
          (*builder)->build(b, ("attn_kernel_" + Twine(i)).str());
      // The subgroup/scalar and reference kernels need nothing newer than
      // SPIR-V 1.3 (see atMostVersion13).
      kernelModule->setAttr(spirv::getTargetEnvAttrName(),
                            config->getKind() == KernelKind::CooperativeMatrix
                                ? *env
                                : atMostVersion13(*env));
    }
  }
};
} // namespace
