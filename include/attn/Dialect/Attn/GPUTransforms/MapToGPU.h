//===- MapToGPU.h - a structured kernel's workgroup on the GPU --*- C++ -*-===//
//
// The transformation of attn-map-to-gpu, for compilers and transform
// scripts that drive it themselves.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_GPUTRANSFORMS_MAPTOGPU_H
#define ATTN_DIALECT_ATTN_GPUTRANSFORMS_MAPTOGPU_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::attn {

/// What mapping one kernel did.
struct GPUMappingResult {
  /// Bytes of dynamic shared memory the kernel now needs.
  int64_t sharedMemoryBytes = 0;
  /// Promoted copies made asynchronous, linalg ops spread over threads.
  int64_t asyncCopies = 0;
  int64_t distributedOps = 0;
};

/// Whether `kernel` is one of convert-attn-to-gpu{kernel=structured}: its
/// kernel configuration (attn.kernel_config) is of kind `structured`.
bool isStructuredKernel(gpu::GPUFuncOp kernel);

/// Maps the bufferized, promoted workgroup of the structured kernel
/// `kernel` onto blocks, threads and the dynamic shared memory of NVIDIA
/// chip `chip` (sm_80, sm_90), as attn-map-to-gpu does, and updates its
/// `attn.abi`. Emits an error naming the kernel and what is missing, and
/// fails, when it cannot.
FailureOr<GPUMappingResult> mapStructuredKernelToGPU(RewriterBase &rewriter,
                                                     gpu::GPUFuncOp kernel,
                                                     StringRef chip);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_GPUTRANSFORMS_MAPTOGPU_H
