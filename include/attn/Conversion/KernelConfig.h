//===- KernelConfig.h - the one tile selection of the GPU kernels -*- C++ -*-===//
//
// The GPU kernel of an attention op and its tiles are chosen here, once,
// from the target (an NVIDIA chip's description, or a Vulkan target env's
// limits), as an #attn.kernel_config attribute. attn-select-kernel-config
// puts it on the op; the conversions build the kernel it names, and check a
// given one against the target.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_KERNELCONFIG_H
#define ATTN_CONVERSION_KERNELCONFIG_H

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

#include <string>

namespace mlir::attn {

/// What is asked of the kernel of an attention op: the kernel (`auto`, or
/// for NVIDIA chips `mma`, `wgmma`, `simt`, `reference`; for Vulkan
/// `cooperative-matrix`, `simt`, `reference`), tiles (0: chosen) and query
/// rows shared by lanes (Vulkan SIMT).
struct KernelRequest {
  std::string kernel = "auto";
  int64_t tileM = 0, tileN = 0;
  int64_t lanesPerRow = 1;
};

/// The kernels an NVIDIA chip may be asked for, for diagnostics.
constexpr StringLiteral kNVVMKernelNames =
    "auto, mma, wgmma, simt or reference";
/// Whether `kernel` is one of kNVVMKernelNames.
bool isNVVMKernelName(StringRef kernel);

/// The configuration of the kernel of `op` on NVIDIA chip `chip` (sm_80,
/// sm_90, sm_90a) for `request`; errors on the op (an unknown kernel, tiles the
/// kernel does not take, memory over the chip's limits).
FailureOr<KernelConfigAttr> selectNVVMKernelConfig(AttentionOp op,
                                                   StringRef chip,
                                                   const KernelRequest &request);

/// The configuration of the Vulkan kernel of `op` for target env `env`.
FailureOr<KernelConfigAttr>
selectVulkanKernelConfig(AttentionOp op, spirv::TargetEnvAttr env,
                         const KernelRequest &request);

/// The kernel configuration `op` (an attention op) carries
/// (kKernelConfigAttrName): null when it has none, an error on the op when
/// the attribute is no kernel config.
FailureOr<KernelConfigAttr> getKernelConfig(Operation *op);

/// Fails, with an error on each, when `root` holds attn.attention_backward
/// ops: they have no GPU kernel yet (`pass` names the conversion).
LogicalResult rejectBackwardOps(Operation *root, StringRef pass);

/// Emits an error on each attn.paged_attention under `root`, and on each
/// attn.varlen_attention unless `packedKernels` (paged KV caches have no GPU
/// kernel yet, packed sequences only the NVVM one; the host pipeline expands
/// both) and fails if there is one.
LogicalResult rejectSequenceBatchOps(Operation *root, StringRef pass,
                                     bool packedKernels);

/// The configuration of the NVVM kernel of packed sequences `op`: that of
/// the attention of one of its sequences (buildSequenceAttention), selected
/// like selectNVVMKernelConfig's.
FailureOr<KernelConfigAttr>
selectNVVMKernelConfig(VarlenAttentionOp op, StringRef chip,
                       const KernelRequest &request);

} // namespace mlir::attn

#endif // ATTN_CONVERSION_KERNELCONFIG_H
