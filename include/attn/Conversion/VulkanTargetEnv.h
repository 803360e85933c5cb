//===- VulkanTargetEnv.h - Vulkan targets of the SPIR-V kernels -*- C++ -*-===//
//
// The `spirv.target_env` of a Vulkan device: its SPIR-V version,
// capabilities, extensions and resource limits (shared memory, invocations
// per workgroup, subgroup size). Presets for the devices the project runs
// on; any other device is described by the attribute itself.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_VULKANTARGETENV_H
#define ATTN_CONVERSION_VULKANTARGETENV_H

#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace mlir::attn {

/// The target env named `spec`:
///   - "lavapipe": Mesa's software Vulkan (32 KiB shared memory, subgroups
///     of 8, 16-bit and 8-bit storage, no cooperative matrix);
///   - "nvidia": NVIDIA's Vulkan driver on Ampere/Hopper (48 KiB compute
///     shared memory, subgroups of 32);
///   - "generic": the minimum of a Vulkan 1.1 device (16 KiB shared
///     memory, 128 invocations, no 16-bit storage);
///   - or the textual form of a `#spirv.target_env<...>` attribute.
llvm::Expected<spirv::TargetEnvAttr> getVulkanTargetEnv(MLIRContext *context,
                                                        llvm::StringRef spec);

/// Whether target env `spec` describes a CPU device (a software Vulkan
/// driver such as lavapipe); false when it does not parse.
bool isCPUVulkanTargetEnv(llvm::StringRef spec);

/// Names of the presets, for diagnostics and help.
llvm::StringRef getVulkanTargetEnvNames();

} // namespace mlir::attn

#endif // ATTN_CONVERSION_VULKANTARGETENV_H
