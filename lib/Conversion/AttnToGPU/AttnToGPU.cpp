//===- AttnToGPU.cpp - attn.attention -> one NVVM-ready GPU kernel each ---===//
//
// The NVVM interface of the SIMT kernel (KernelBuilder.h): tensors are raw
// global pointers, the scale is an f32 argument and sizes and strides are
// i64 arguments; K and V blocks are workgroup attributions, the query and
// accumulator rows private attributions; exp2 and log2 are the fast
// hardware instructions (ex2.approx, lg2.approx).
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOGPUPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
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

  Value address(OpBuilder &b, const KernelTensor &t, Value offset) {
    Value offset64 =
        arith::IndexCastOp::create(b, loc(), b.getI64Type(), offset);
    return LLVM::GEPOp::create(
        b, loc(), LLVM::LLVMPointerType::get(b.getContext(), 1),
        t.elementType, argument(t.name), ValueRange{offset64});
  }

  Value load(OpBuilder &b, const KernelTensor &t, Value offset) override {
    Value v =
        LLVM::LoadOp::create(b, loc(), t.elementType, address(b, t, offset));
    if (v.getType().isInteger(1) || v.getType().isF32())
      return v;
    return arith::ExtFOp::create(b, loc(), b.getF32Type(), v);
  }

  void store(OpBuilder &b, const KernelTensor &t, Value offset,
             Value v) override {
    if (!t.elementType.isF32())
      v = arith::TruncFOp::create(b, loc(), t.elementType, v);
    LLVM::StoreOp::create(b, loc(), v, address(b, t, offset));
  }

  int64_t subgroupSize() const override { return 32; }

  Value intrinsic(OpBuilder &b, StringRef name, Value x) {
    return LLVM::CallIntrinsicOp::create(b, loc(), b.getF32Type(),
                                         b.getStringAttr(name), ValueRange{x})
        .getResult(0);
  }
  Value exp2(OpBuilder &b, Value x) override {
    return intrinsic(b, "llvm.nvvm.ex2.approx.ftz.f", x);
  }
  Value log2(OpBuilder &b, Value x) override {
    return intrinsic(b, "llvm.nvvm.lg2.approx.ftz.f", x);
  }

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
    return {b.getNamedAttr("args", b.getArrayAttr(argAttrs))};
  }
};
} // namespace

namespace {
struct ConvertAttnToGPUPass
    : attn::impl::ConvertAttnToGPUPassBase<ConvertAttnToGPUPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<TargetDescription> target = lookupTargetDescription(chip);
    if (!target || target->subgroupSize != 32) {
      module.emitError("convert-attn-to-gpu: unknown NVIDIA chip '")
          << chip << "'; known chips: sm_80, sm_90";
      return signalPassFailure();
    }
    SmallVector<AttentionOp> ops;
    module.walk([&](AttentionOp op) { ops.push_back(op); });
    OpBuilder b(&getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    for (auto [i, op] : llvm::enumerate(ops)) {
      // One row per thread: the query tile is the workgroup size. The K and V
      // blocks are static shared memory, which a block may have up to 48 KiB
      // of (more needs the dynamic, opt-in kind): the default key block is
      // the largest of 32, 16, 8 keys that fits.
      const int64_t staticSharedLimit =
          std::min<int64_t>(48 * 1024, target->sramBytes);
      int64_t m = tileM ? tileM : 128;
      if (m <= 0 || m > 1024 || tileN < 0) {
        op.emitOpError("tile-m must be in [1, 1024] and tile-n positive, got ")
            << m << " and " << static_cast<int64_t>(tileN);
        return signalPassFailure();
      }
      NVVMKernelBuilder kernel(op, m, tileN ? tileN : 32);
      if (failed(kernel.check()))
        return signalPassFailure();
      if (failed(kernel.fitSharedMemory(
              !tileN, staticSharedLimit,
              "of static shared memory a block has on " + chip)))
        return signalPassFailure();
      b.setInsertionPointToEnd(module.getBody());
      kernel.build(b, ("attn_kernel_" + Twine(i)).str());
    }
  }
};
} // namespace
