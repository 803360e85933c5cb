//===- NVVMKernelBuilder.h - the kernel's NVVM interface ----------*- C++ -*-===//
//
// The NVVM interface of the attention kernels (KernelBuilder.h): tensors
// are raw global pointers, the scale is an f32 argument and sizes and
// strides are i64 arguments; exp2 and log2 are the fast hardware
// instructions (ex2.approx, lg2.approx). The SIMT kernel keeps its K and V
// blocks in workgroup attributions and its rows in private attributions;
// the tensor-core kernel (MmaKernelBuilder.h) overrides the memory and the
// body.
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
    args.append(scalars.begin(), scalars.end());
    return args;
  }

  KernelBuffers createBuffers(OpBuilder &b, gpu::GPUFuncOp func) override {
    MLIRContext *ctx = b.getContext();
    Type f32 = b.getF32Type();
    auto wg = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    auto priv = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Private);
    KernelBuffers buffers;
    buffers.kTile = func.addWorkgroupAttribution(
        MemRefType::get({tileN, headDim}, f32, nullptr, wg), loc());
    buffers.vTile = func.addWorkgroupAttribution(
        MemRefType::get({tileN, valueDim}, f32, nullptr, wg), loc());
    buffers.qRow = func.addPrivateAttribution(
        MemRefType::get({qSlice()}, f32, nullptr, priv), loc());
    buffers.accRow = func.addPrivateAttribution(
        MemRefType::get({accSlice()}, f32, nullptr, priv), loc());
    buffers.scores = func.addPrivateAttribution(
        MemRefType::get({tileN}, f32, nullptr, priv), loc());
    return buffers;
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

  /// Writes a body that is the attention op itself, still on tensors:
  ///   Q, K, V, mask, O, LSE: strided memrefs in global memory over the
  ///     pointer, sizes and strides arguments (attn.pointer_to_memref)
  ///   the op, cloned onto bufferization.to_tensor of those memrefs, the
  ///     scale argument and the kernel configuration
  ///   its results materialized in place into O and LSE
  /// for the project's tiling stages to lower (the structured kernel, and
  /// the tensor-core kernel through attn-lower-tiled-attention-to-mma).
  void buildTensorBody(OpBuilder &b, ArrayRef<KernelTensor> ts);

private:
  std::unique_ptr<SimtTarget> target = createNVVMSimtTarget();
  /// The strided global memref of tensor operand `t` (of tensor type
  /// `type`) over its pointer, size and stride arguments.
  Value memrefOf(OpBuilder &b, const KernelTensor &t, RankedTensorType type);
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
  void buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                 ArrayRef<std::pair<std::string, Type>>,
                 const KernelBuffers &) override {
    buildTensorBody(b, ts);
  }
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_NVVMKERNELBUILDER_H
