//===- AttnToGPUVulkan.cpp - attn.attention -> one Vulkan kernel each -----===//
//
// convert-attn-to-gpu-vulkan: picks the kernel (cooperative matrices where
// the target env has them and the op fits, the subgroup/scalar SIMT kernel
// otherwise, or the reference kernel), its tiles from the target's limits,
// and builds it with the Vulkan interface (VulkanKernelBuilder.h).
//
//===----------------------------------------------------------------------===//

#include "CoopMatrixKernelBuilder.h"
#include "VulkanKernelBuilder.h"

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
    spirv::ResourceLimitsAttr limits = env->getResourceLimits();
    int64_t sharedLimit = limits.getMaxComputeSharedMemorySize();
    int64_t invocationLimit = limits.getMaxComputeWorkgroupInvocations();
    if (ArrayAttr sizes = limits.getMaxComputeWorkgroupSize();
        sizes && !sizes.empty())
      if (auto x = dyn_cast<IntegerAttr>(sizes[0]))
        invocationLimit = std::min<int64_t>(invocationLimit, x.getInt());

    SmallVector<AttentionOp> ops;
    module.walk([&](AttentionOp op) { ops.push_back(op); });
    OpBuilder b(&getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    for (auto [i, op] : llvm::enumerate(ops)) {
      if (std::optional<std::string> bad = checkTileSizeOptions(tileM, tileN)) {
        op.emitOpError(*bad);
        return signalPassFailure();
      }
      bool coop = kernel == "cooperative-matrix" ||
                  (kernel == "auto" && lanesPerRow == 1 &&
                   succeeded(CoopMatrixKernelBuilder::supports(
                       op, *env, /*emit=*/false)));
      if (coop) {
        if (lanesPerRow != 1) {
          op.emitOpError("the cooperative-matrix kernel shares rows between "
                         "the lanes of a subgroup itself; lanes-per-row must "
                         "be 1, got ")
              << static_cast<int64_t>(lanesPerRow);
          return signalPassFailure();
        }
        CoopMatrixKernelBuilder builder(op, 0, 0, *env);
        if (failed(builder.check()) ||
            failed(builder.chooseTiles(tileM, tileN, sharedLimit,
                                       invocationLimit)))
          return signalPassFailure();
        b.setInsertionPointToEnd(module.getBody());
        gpu::GPUModuleOp kernelModule =
            builder.build(b, ("attn_kernel_" + Twine(i)).str());
        kernelModule->setAttr(spirv::getTargetEnvAttrName(), *env);
        continue;
      }
      // One row per invocation (or per lanes-per-row lanes): the query tile
      // is 128 rows or what the target's invocation limit allows; the key
      // block the largest of 32, 16, 8 keys whose K and V blocks fit the
      // target's shared memory.
      int64_t m = tileM ? static_cast<int64_t>(tileM)
                        : std::min<int64_t>(
                              128, invocationLimit /
                                       std::max<int64_t>(1, lanesPerRow));
      if (m <= 0 || tileN < 0) {
        op.emitOpError("tile-m and tile-n must be positive, got ")
            << m << " and " << static_cast<int64_t>(tileN);
        return signalPassFailure();
      }
      VulkanKernelBuilder kernel(
          op, m, tileN ? static_cast<int64_t>(tileN) : 32, *env);
      if (failed(kernel.check()) ||
          failed(kernel.setLanesPerRow(lanesPerRow)))
        return signalPassFailure();
      if (this->kernel == "reference") {
        if (lanesPerRow != 1) {
          op.emitOpError("the reference kernel has one invocation per row; "
                         "lanes-per-row must be 1, got ")
              << static_cast<int64_t>(lanesPerRow);
          return signalPassFailure();
        }
        kernel.setReference();
      }
      if (lanesPerRow > 1 &&
          !spirv::TargetEnv(*env).allows(
              spirv::Capability::GroupNonUniformShuffle)) {
        op.emitOpError("lanes-per-row = ")
            << static_cast<int64_t>(lanesPerRow)
            << " sums rows with subgroup shuffles, which need the SPIR-V "
               "capability GroupNonUniformShuffle that the Vulkan target env "
               "does not declare";
        return signalPassFailure();
      }
      if (kernel.workgroupSize() > invocationLimit) {
        op.emitOpError("tile-m = ")
            << m << " with " << static_cast<int64_t>(lanesPerRow)
            << " lanes per row needs " << kernel.workgroupSize()
            << " invocations per workgroup, more than the " << invocationLimit
            << " the Vulkan target allows";
        return signalPassFailure();
      }
      if (failed(kernel.fitSharedMemory(!tileN, sharedLimit,
                                        "the Vulkan target allows")))
        return signalPassFailure();
      b.setInsertionPointToEnd(module.getBody());
      gpu::GPUModuleOp kernelModule =
          kernel.build(b, ("attn_kernel_" + Twine(i)).str());
      kernelModule->setAttr(spirv::getTargetEnvAttrName(),
                            atMostVersion13(*env));
    }
  }
};
} // namespace
