//===- StructuredKernelBuilder.h - a kernel on tensors ----------*- C++ -*-===//
//
// The kernel of the structured NVVM path: the NVVM interface of
// NVVMKernelBuilder.h (raw pointers, i64 sizes and strides, the f32 scale,
// the same `attn.abi` and grid rule), whose body is the attention op itself,
// still on tensors:
//
//   Q, K, V, mask, O, LSE: strided memrefs in global memory over the
//     pointer, sizes and strides arguments
//   the attention op, cloned onto bufferization.to_tensor of those memrefs
//   its results materialized in place into O and LSE
//
// The project's stages then lower that body as they lower attention on the
// host: attn-tile-parallel (the scf.forall of workgroups), attn-tile-kv,
// attn-decompose-online-attention, attn-bufferize-kernels,
// attn-promote-to-shared-memory, and attn-map-to-gpu (workgroups to blocks,
// linalg ops to threads, buffers to shared memory). The tiles recorded here
// are the ones those stages choose from the same target description.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_STRUCTUREDKERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_STRUCTUREDKERNELBUILDER_H

#include "NVVMKernelBuilder.h"

namespace mlir::attn {

/// Builds the structured kernel of one attention op.
class StructuredKernelBuilder : public NVVMKernelBuilder {
public:
  StructuredKernelBuilder(AttentionOp op, int64_t tileM, int64_t tileN,
                          int64_t threads)
      : NVVMKernelBuilder(op, tileM, tileN), threads(threads) {}

  /// Whether the head dims are each operand's innermost dim, so rows along
  /// them are contiguous (stride 1 in the memref types, `contiguous_dims`
  /// in the manifest) and promoted copies can move 16 bytes at a time.
  static bool contiguousRows(AttentionOp op);

  /// Bytes of shared memory the kernel needs with tiles `m` x `n`, as
  /// estimated before the stages run (after check()): the promoted Q tile
  /// and double-buffered K, V (and mask) blocks with their padded rows, and
  /// the f32 temporaries of the online softmax (accumulators, scores, row
  /// statistics). attn-map-to-gpu measures the real figure.
  int64_t estimateSharedMemoryBytes(int64_t m, int64_t n);

  int64_t workgroupSize() const override { return threads; }
  /// Known once attn-map-to-gpu has placed the buffers (it rewrites the
  /// ABI's shared-memory entries).
  int64_t sharedMemoryBytes() const override { return 0; }

protected:
  StringRef variant() const override { return "structured"; }
  bool stridedHeadDims() const override { return !contiguousRows(op); }
  KernelBuffers createBuffers(OpBuilder &, gpu::GPUFuncOp) override {
    return {};
  }
  void buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                 ArrayRef<std::pair<std::string, Type>> scalarParams,
                 const KernelBuffers &buffers) override;
  SmallVector<NamedAttribute>
  abiEntries(OpBuilder &b, ArrayRef<KernelTensor> ts,
             ArrayRef<std::pair<std::string, Type>> args) override;

private:
  int64_t threads;
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_STRUCTUREDKERNELBUILDER_H
