//===- KernelFactory.h - kernel builders from a kernel config ---*- C++ -*-===//
//
// The kernel builder that a #attn.kernel_config names, set up with its
// tiles and checked against the target: a configuration written by hand (or
// chosen for another target) gets a diagnostic on the op, not a kernel
// that overruns the target's memory.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELFACTORY_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELFACTORY_H

#include "NVVMKernelBuilder.h"
#include "VulkanKernelBuilder.h"

#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include <memory>

namespace mlir::attn {

/// The builder of the NVVM kernel `config` describes for `op` on `chip`
/// (whose description is `target`).
FailureOr<std::unique_ptr<NVVMKernelBuilder>>
createNVVMKernel(AttentionOp op, KernelConfigAttr config,
                 const TargetDescription &target, StringRef chip);

/// The builder of the Vulkan kernel `config` describes for `op` on `env`.
FailureOr<std::unique_ptr<VulkanKernelBuilder>>
createVulkanKernel(AttentionOp op, KernelConfigAttr config,
                   spirv::TargetEnvAttr env);

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELFACTORY_H
