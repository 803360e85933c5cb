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
  /// The configuration is one sequence's of a kernel of packed sequences or
  /// of a paged cache: its tensor-core copies are cp.async's (a tensor map
  /// does not describe their rows).
  bool sequenceKernel = false;
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

/// Unless `sequenceKernels`, emits an error on each attn.varlen_attention
/// and attn.paged_attention under `root` (they have only NVVM kernels; the
/// host pipeline expands both) and fails if there is one.
LogicalResult rejectSequenceBatchOps(Operation *root, StringRef pass,
                                     bool sequenceKernels);

/// The configuration of the NVVM kernel of packed sequences `op`: that of
/// the attention of one of its sequences (buildSequenceAttention), selected
/// like selectNVVMKernelConfig's.
FailureOr<KernelConfigAttr>
selectNVVMKernelConfig(VarlenAttentionOp op, StringRef chip,
                       const KernelRequest &request);

/// attn.attention over one sequence of the paged `op`
/// (buildSequenceAttention) on placeholder operands (tensor.empty) made at
/// `b`: the op whose kernel the NVVM kernel of the paged cache is.
/// eraseSequenceOp erases it and its placeholders.
AttentionOp buildPagedSequenceOp(OpBuilder &b, PagedAttentionOp op);
void eraseSequenceOp(AttentionOp sequence);

/// The configuration of the NVVM kernel of the paged cache `op`: that of
/// the attention of one of its sequences, on the tensor cores (mma.sync or
/// wgmma), its key block a divisor of the page size so that each block is
/// read from one page in place (the largest of the key blocks the kernel
/// takes, 128, 64, 32, no larger than the one selected). Errors on the op
/// for a dynamic page size, a page size that is not a multiple of 32 keys,
/// and attention the tensor-core kernel does not take.
FailureOr<KernelConfigAttr>
selectNVVMKernelConfig(PagedAttentionOp op, StringRef chip,
                       const KernelRequest &request);

} // namespace mlir::attn

#endif // ATTN_CONVERSION_KERNELCONFIG_H
