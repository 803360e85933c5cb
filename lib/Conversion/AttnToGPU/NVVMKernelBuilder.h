//===- NVVMKernelBuilder.h - the kernel's NVVM interface ----------*- C++ -*-===//
//
// The NVVM interface of the attention kernels (KernelBuilder.h): tensors
// are raw global pointers, the scale is an f32 argument and sizes and
// strides are i64 arguments; exp2 and log2 are the fast hardware
// instructions (ex2.approx, lg2.approx). The tensors' views are
// attn.pointer_to_memref of the pointers in the global address space. The
// reference kernel keeps its rows in private attributions; the tensor-core
// kernel (MmaKernelBuilder.h) declares its own memory.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_NVVMKERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_NVVMKERNELBUILDER_H

#include "KernelBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::attn {

/// The kernel with pointer and scalar arguments, for NVVM.
class NVVMKernelBuilder : public KernelBuilder {
public:
  using KernelBuilder::KernelBuilder;

protected:
  SmallVector<std::pair<std::string, Type>>
  kernelArguments(ArrayRef<KernelTensor> ts,
                  ArrayRef<std::pair<std::string, Type>> scalars) override {
    auto gptr = LLVM::LLVMPointerType::get(op.getContext(), 1);
    SmallVector<std::pair<std::string, Type>> args;
    for (const KernelTensor &t : ts)
      args.push_back({t.name, gptr});
    // Packed sequences: where each starts among the query rows and keys.
    if (packed) {
      args.push_back({"cu_q", gptr});
      args.push_back({"cu_k", gptr});
    }
    // A paged cache: each sequence's pages and keys.
    if (paged()) {
      args.push_back({"block_table", gptr});
      args.push_back({"seq_lens", gptr});
    }
    args.append(scalars.begin(), scalars.end());
    return args;
  }

  /// The workgroup's sequence is blockIdx.z: its rows and keys are
  /// [cu_q[z], cu_q[z + 1]) and [cu_k[z], cu_k[z + 1]); each tensor's view
  /// starts at its first row (query rows for Q, O and the LSE, keys for K
  /// and V), an element offset along that dim's stride. A paged cache: n
  /// is seq_lens[z], the views of Q, O and the LSE start at z times their
  /// sequence stride, the caches are viewed whole.
  void beginSequence(OpBuilder &b, ArrayRef<KernelTensor> ts) override {
    Location l = loc();
    Type i32 = b.getI32Type(), i64 = b.getI64Type();
    auto gptr = LLVM::LLVMPointerType::get(op.getContext(), 1);
    Value sequence = arith::IndexCastOp::create(
        b, l, i64, gpu::BlockIdOp::create(b, l, gpu::Dimension::z));
    Value next = arith::AddIOp::create(b, l, sequence, viewConstant(b, 1));
    auto entry = [&](StringRef offsets, Value i) -> Value {
      Value at = LLVM::GEPOp::create(b, l, gptr, i32, argument(offsets),
                                     ValueRange{i});
      Value value = LLVM::LoadOp::create(b, l, i32, at);
      return arith::ExtSIOp::create(b, l, i64, value);
    };
    // A paged cache: Q, O and the LSE from the sequence's part, the caches
    // whole, the sequence's row of the block table.
    auto part = [&](StringRef name, Type element, Value stride) -> Value {
      return LLVM::GEPOp::create(
          b, l, gptr, element, argument(name),
          ValueRange{arith::MulIOp::create(b, l, sequence, stride)});
    };
    if (paged()) {
      sequenceSizes["n"] = entry("seq_lens", sequence);
      for (const KernelTensor &t : ts)
        sequencePointers[t.name] =
            isCache(t) ? argument(t.name)
                       : part(t.name, t.elementType,
                              argument(t.name + "_stride_sequence"));
      sequencePointers["block_table"] =
          part("block_table", i32, argument("block_table_stride_sequence"));
      return;
    }
    Value firstRow = entry("cu_q", sequence);
    Value firstKey = entry("cu_k", sequence);
    sequenceSizes["m"] =
        arith::SubIOp::create(b, l, entry("cu_q", next), firstRow);
    sequenceSizes["n"] =
        arith::SubIOp::create(b, l, entry("cu_k", next), firstKey);
    unsigned m = op.getMDim(), n = op.getNDim();
    for (const KernelTensor &t : ts) {
      bool keys = llvm::is_contained(t.layout, n);
      Value first = keys ? firstKey : firstRow;
      Value stride = argument(t.name + "_stride_" + dimName(keys ? n : m));
      Value offset = arith::MulIOp::create(b, l, first, stride);
      sequencePointers[t.name] = LLVM::GEPOp::create(
          b, l, gptr, t.elementType, argument(t.name), ValueRange{offset});
    }
  }

  KernelBuffers createBuffers(OpBuilder &b, gpu::GPUFuncOp func) override {
    return createSimtBuffers(b, func, simtShape(), *target);
  }

  Value scalar(OpBuilder &b, StringRef name) override {
    Value arg = argument(name);
    if (arg.getType().isF32())
      return arg;
    return arith::IndexCastOp::create(b, loc(), b.getIndexType(), arg);
  }

  SimtTarget &simtTarget() const override { return *target; }

  SmallVector<NamedAttribute>
  abiEntries(OpBuilder &b, ArrayRef<KernelTensor>,
             ArrayRef<std::pair<std::string, Type>> args) override {
    SmallVector<Attribute> argAttrs;
    for (auto [name, type] : args)
      argAttrs.push_back(b.getDictionaryAttr(
          {b.getNamedAttr("name", b.getStringAttr(name)),
           b.getNamedAttr("type",
                          b.getStringAttr(isa<LLVM::LLVMPointerType>(type)
                                              ? "ptr"
                                              : typeName(type)))}));
    return {b.getNamedAttr("args", b.getArrayAttr(argAttrs)),
            b.getNamedAttr("dynamic_shared_memory_bytes",
                           b.getI64IntegerAttr(dynamicSharedMemoryBytes()))};
  }

  /// Bytes of dynamic shared memory the launch must give the kernel (set as
  /// its maximum dynamic shared memory beforehand when over 48 KiB).
  virtual int64_t dynamicSharedMemoryBytes() const { return 0; }

  Value viewParameter(OpBuilder &, StringRef name) override {
    return argument(name);
  }
  Value viewConstant(OpBuilder &b, int64_t value) override {
    return LLVM::ConstantOp::create(b, loc(), b.getI64Type(),
                                    b.getI64IntegerAttr(value));
  }
  Attribute viewMemorySpace() override {
    return gpu::AddressSpaceAttr::get(op.getContext(),
                                      gpu::AddressSpace::Global);
  }

private:
  std::unique_ptr<SimtTarget> target = createNVVMSimtTarget();
};

/// The SIMT kernel: a body that is the op on tensors (buildTensorBody) for
/// the tiling stages and attn-lower-tiled-attention-to-simt, which declares
/// its workgroup and private memory and writes its code (SimtAttention.h).
class SimtKernelBuilder : public NVVMKernelBuilder {
public:
  using NVVMKernelBuilder::NVVMKernelBuilder;

protected:
  KernelBuffers createBuffers(OpBuilder &, gpu::GPUFuncOp) override {
    return {};
  }
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_NVVMKERNELBUILDER_H
