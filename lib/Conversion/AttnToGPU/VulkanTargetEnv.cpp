//===- VulkanTargetEnv.cpp - Vulkan targets of the SPIR-V kernels ---------===//

#include "attn/Conversion/VulkanTargetEnv.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVDialect.h"
#include "llvm/ADT/StringSwitch.h"

using namespace mlir;

/// The capabilities and extensions every preset with 16- and 8-bit storage
/// declares: storage of f16, bf16 (as i16) and boolean masks (as i8) in
/// storage buffers, and f16 conversions.
static constexpr const char *kStorageCapabilities =
    "Shader, Float16, Int8, Int16, StorageBuffer16BitAccess, "
    "StorageBuffer8BitAccess, GroupNonUniform, GroupNonUniformArithmetic, "
    "GroupNonUniformShuffle";
static constexpr const char *kStorageExtensions =
    "SPV_KHR_16bit_storage, SPV_KHR_8bit_storage, "
    "SPV_KHR_storage_buffer_storage_class";

/// The resource limits of Vulkan device class `name`, as the target env
/// attribute spells them (lookupVulkanDeviceLimits: one table with the
/// target descriptions).
static std::string resourceLimitsText(StringRef name,
                                      StringRef cooperativeMatrices = "") {
  attn::VulkanDeviceLimits l = *attn::lookupVulkanDeviceLimits(name);
  return (Twine("#spirv.resource_limits<max_compute_shared_memory_size = ") +
          Twine(l.sharedMemoryBytes) +
          ", max_compute_workgroup_invocations = " + Twine(l.maxInvocations) +
          ", max_compute_workgroup_size = [" + Twine(l.maxWorkgroupSize[0]) +
          ", " + Twine(l.maxWorkgroupSize[1]) + ", " +
          Twine(l.maxWorkgroupSize[2]) +
          "], subgroup_size = " + Twine(l.subgroupSize) + cooperativeMatrices +
          ">")
      .str();
}

static std::string presetText(StringRef name) {
  if (name == "lavapipe")
    return (Twine("#spirv.target_env<#spirv.vce<v1.3, [") +
            kStorageCapabilities + "], [" + kStorageExtensions +
            "]>, api=Vulkan, Unknown:CPU, " + resourceLimitsText(name) + ">")
        .str();
  // NVIDIA's Vulkan 1.3 drivers (SPIR-V 1.6) report VK_KHR_cooperative_matrix
  // with 16x16x16 f16 x f16 -> f32 at subgroup scope, and (drivers with
  // VK_KHR_shader_bfloat16, 580 on the H100) bf16 x bf16 -> f32: only
  // kernels with bf16 matrices require the bf16 capabilities, and the
  // runner checks the device's feature before it runs one.
  if (name == "nvidia") {
    auto props = [](StringRef type) {
      return ("#spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, "
              "k_size = 16, a_type = " +
              type + ", b_type = " + type +
              ", c_type = f32, result_type = f32, acc_sat = false, scope = "
              "<Subgroup>>")
          .str();
    };
    return (Twine("#spirv.target_env<#spirv.vce<v1.6, [") +
            kStorageCapabilities +
            ", CooperativeMatrixKHR, BFloat16TypeKHR, "
            "BFloat16CooperativeMatrixKHR], [" +
            kStorageExtensions +
            ", SPV_KHR_cooperative_matrix, SPV_KHR_bfloat16]>, api=Vulkan, "
            "NVIDIA:DiscreteGPU, " +
            resourceLimitsText(name, ", cooperative_matrix_properties_khr = [" +
                                         props("f16") + ", " + props("bf16") +
                                         "]") +
            ">")
        .str();
  }
  if (name == "generic")
    return "#spirv.target_env<#spirv.vce<v1.0, [Shader], "
           "[SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, " +
           resourceLimitsText(name) + ">";
  return "";
}

StringRef mlir::attn::getVulkanTargetEnvNames() {
  return "lavapipe, nvidia, generic";
}

llvm::Expected<spirv::TargetEnvAttr>
mlir::attn::getVulkanTargetEnv(MLIRContext *context, StringRef spec) {
  auto error = [&](const Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
  };
  context->getOrLoadDialect<spirv::SPIRVDialect>();
  std::string text = presetText(spec);
  bool preset = !text.empty();
  if (!preset) {
    if (!spec.starts_with("#spirv.target_env"))
      return error("unknown Vulkan target env '" + spec +
                   "'; expected one of " + getVulkanTargetEnvNames() +
                   " or a #spirv.target_env<...> attribute");
    text = spec.str();
  }
  // Parse errors of a user-given attribute are reported as one message.
  std::string diagnostic;
  ScopedDiagnosticHandler collect(context, [&](Diagnostic &diag) {
    diagnostic = diag.str();
    return success();
  });
  size_t consumed = 0;
  Attribute attr = parseAttribute(text, context, Type(), &consumed);
  auto env = dyn_cast_or_null<spirv::TargetEnvAttr>(attr);
  if (!env || consumed != text.size())
    return error("cannot parse the Vulkan target env '" + spec + "'" +
                 (diagnostic.empty() ? "" : ": " + diagnostic));
  return env;
}

bool mlir::attn::isCPUVulkanTargetEnv(StringRef spec) {
  MLIRContext context;
  llvm::Expected<spirv::TargetEnvAttr> env = getVulkanTargetEnv(&context, spec);
  if (!env) {
    llvm::consumeError(env.takeError());
    return false;
  }
  return env->getDeviceType() == spirv::DeviceType::CPU;
}
