//===- VulkanKernelBuilder.cpp - the Vulkan interface of the kernels ------===//
//
// See VulkanKernelBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "VulkanKernelBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

using namespace mlir;
using namespace mlir::attn;

Type VulkanKernelBuilder::storageType(Type element) {
  MLIRContext *ctx = element.getContext();
  if (element.isBF16())
    return IntegerType::get(ctx, 16);
  if (element.isInteger(1))
    return IntegerType::get(ctx, 8);
  return element;
}

SmallVector<std::pair<std::string, Type>> VulkanKernelBuilder::kernelArguments(
    ArrayRef<KernelTensor> ts, ArrayRef<std::pair<std::string, Type>> scalars) {
  SmallVector<std::pair<std::string, Type>> args;
  for (const KernelTensor &t : ts)
    args.push_back({t.name, MemRefType::get({ShapedType::kDynamic},
                                            storageType(t.elementType))});
  // The staged tensors' buffers again, as 16-byte vectors (the same buffer
  // bound twice): their rows are copied 16 bytes a load where aligned.
  MLIRContext *ctx = op.getContext();
  for (StringRef name : stagedTensors())
    if (llvm::any_of(ts, [&](const KernelTensor &t) { return t.name == name; }))
      args.push_back(
          {vectorViewName(name),
           MemRefType::get({ShapedType::kDynamic}, vectorViewType(ctx))});
  args.push_back({"params", MemRefType::get({ShapedType::kDynamic},
                                            IntegerType::get(ctx, 32))});
  paramNames.clear();
  for (const auto &s : scalars)
    paramNames.push_back(s);
  return args;
}

void VulkanKernelBuilder::setInterface(gpu::GPUFuncOp func) {
  MLIRContext *ctx = func.getContext();
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    func.setArgAttr(i, spirv::getInterfaceVarABIAttrName(),
                    spirv::getInterfaceVarABIAttr(0, i, std::nullopt, ctx));
  func->setAttr(spirv::getEntryPointABIAttrName(),
                spirv::getEntryPointABIAttr(
                    ctx, {static_cast<int32_t>(workgroupSize()), 1, 1}));
}

KernelBuffers VulkanKernelBuilder::createBuffers(OpBuilder &b,
                                                 gpu::GPUFuncOp func) {
  setInterface(func);
  // The SIMT kernel's memory is attn-lower-tiled-attention-to-simt's.
  if (!reference)
    return {};
  return createSimtBuffers(b, func, simtShape(), *target);
}

std::pair<Value, Type> VulkanKernelBuilder::parameterWord(OpBuilder &b,
                                                          StringRef name) {
  auto it = llvm::find_if(paramNames,
                          [&](const auto &p) { return p.first == name; });
  assert(it != paramNames.end() && "unknown scalar parameter");
  Value index =
      arith::ConstantIndexOp::create(b, loc(), it - paramNames.begin());
  return {memref::LoadOp::create(b, loc(), argument("params"), index),
          it->second};
}

Value VulkanKernelBuilder::scalar(OpBuilder &b, StringRef name) {
  auto [word, type] = parameterWord(b, name);
  if (type.isF32())
    return arith::BitcastOp::create(b, loc(), b.getF32Type(), word);
  return arith::IndexCastOp::create(b, loc(), b.getIndexType(), word);
}

Value VulkanKernelBuilder::viewParameter(OpBuilder &b, StringRef name) {
  return arith::ExtSIOp::create(b, loc(), b.getI64Type(),
                                parameterWord(b, name).first);
}

namespace {
class VulkanSimtTarget : public SimtTarget {
public:
  explicit VulkanSimtTarget(spirv::TargetEnvAttr env) : env(env) {}

  Value load(OpBuilder &b, Location loc, Value source, Type element,
             Value offset) override {
    Value v = memref::LoadOp::create(b, loc, source, offset);
    Type f32 = b.getF32Type(), i32 = b.getI32Type();
    if (element.isBF16()) {
      // The bf16 pattern is the high half of the f32 one.
      Value wide = arith::ExtUIOp::create(b, loc, i32, v);
      Value high = arith::ShLIOp::create(
          b, loc, wide, arith::ConstantIntOp::create(b, loc, i32, 16));
      return arith::BitcastOp::create(b, loc, f32, high);
    }
    if (element.isInteger(1))
      return arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::ne, v,
          arith::ConstantIntOp::create(b, loc, v.getType(), 0));
    if (!element.isF32())
      return arith::ExtFOp::create(b, loc, f32, v);
    return v;
  }

  void store(OpBuilder &b, Location loc, Value source, Type element,
             Value offset, Value v) override {
    if (element.isBF16()) {
      v = buildBF16Bits(b, loc, v);
    } else if (!element.isF32()) {
      v = arith::TruncFOp::create(b, loc, element, v);
    }
    memref::StoreOp::create(b, loc, v, source, offset);
  }

  int64_t vectorElements(Type element) const override {
    int64_t bits = element.getIntOrFloatBitWidth();
    return (element.isF32() || element.isF16() || element.isBF16()) ? 128 / bits
                                                                    : 0;
  }

  Value loadVector(OpBuilder &b, Location loc, const SimtOperand &t,
                   Value offset, Value inside) override {
    assert(t.vectorSource && "no vector view of the tensor");
    Value vectors = arith::DivUIOp::create(
        b, loc, offset,
        arith::ConstantIndexOp::create(b, loc, vectorElements(t.elementType)));
    Value x = memref::LoadOp::create(b, loc, t.vectorSource, vectors);
    if (!inside)
      return x;
    // Zeros by a mask of all ones or none: a select of vectors by one
    // condition needs SPIR-V 1.4.
    Type i32 = b.getI32Type();
    Value word = arith::SelectOp::create(
        b, loc, inside, arith::ConstantIntOp::create(b, loc, i32, -1),
        arith::ConstantIntOp::create(b, loc, i32, 0));
    Value mask = spirv::CompositeConstructOp::create(
        b, loc, x.getType(), SmallVector<Value>(4, word));
    return arith::AndIOp::create(b, loc, x, mask);
  }

  SmallVector<Value> unpackVector(OpBuilder &b, Location loc, Value vector,
                                  Type element, Type want) override {
    Type f32 = b.getF32Type(), i32 = b.getI32Type();
    SmallVector<Value> out;
    for (int32_t w = 0; w < 4; ++w) {
      Value word = spirv::CompositeExtractOp::create(b, loc, vector,
                                                     ArrayRef<int32_t>{w});
      if (element.isF32()) {
        out.push_back(arith::BitcastOp::create(b, loc, f32, word));
        continue;
      }
      if (element.isBF16()) {
        // Two bf16 patterns, each the high half of its f32 one; the lower
        // element in the low half (little endian).
        Value low = arith::ShLIOp::create(
            b, loc, word, arith::ConstantIntOp::create(b, loc, i32, 16));
        Value high = arith::AndIOp::create(
            b, loc, word,
            arith::ConstantIntOp::create(b, loc, i32,
                                         static_cast<int32_t>(0xffff0000u)));
        out.push_back(arith::BitcastOp::create(b, loc, f32, low));
        out.push_back(arith::BitcastOp::create(b, loc, f32, high));
        continue;
      }
      assert(element.isF16() && "a vector of f32, f16 or bf16");
      if (want.isF32()) {
        Value pair = spirv::GLUnpackHalf2x16Op::create(
            b, loc, VectorType::get({2}, f32), word);
        for (int32_t h = 0; h < 2; ++h)
          out.push_back(spirv::CompositeExtractOp::create(
              b, loc, pair, ArrayRef<int32_t>{h}));
        continue;
      }
      Value pair = spirv::BitcastOp::create(
          b, loc, VectorType::get({2}, b.getF16Type()), word);
      for (int32_t h = 0; h < 2; ++h)
        out.push_back(spirv::CompositeExtractOp::create(b, loc, pair,
                                                        ArrayRef<int32_t>{h}));
    }
    return out;
  }

  Value exp2(OpBuilder &b, Location loc, Value x) override {
    return spirv::GLExp2Op::create(b, loc, x);
  }
  Value log2(OpBuilder &b, Location loc, Value x) override {
    return spirv::GLLog2Op::create(b, loc, x);
  }
  int64_t subgroupSize() const override {
    return env.getResourceLimits().getSubgroupSize();
  }
  Value workgroupArray(OpBuilder &b, gpu::GPUFuncOp func,
                       ArrayRef<int64_t> shape, Type element) override {
    return memref::AllocOp::create(
        b, func.getLoc(),
        MemRefType::get(shape, element, MemRefLayoutAttrInterface(),
                        b.getI64IntegerAttr(kWorkgroupMemorySpace)));
  }
  Value privateArray(OpBuilder &b, gpu::GPUFuncOp func,
                     int64_t size) override {
    return memref::AllocaOp::create(
        b, func.getLoc(),
        MemRefType::get({size}, b.getF32Type(), MemRefLayoutAttrInterface(),
                        b.getI64IntegerAttr(kFunctionMemorySpace)));
  }
  /// CPU implementations (lavapipe) JIT-compile shaders with LLVM, which
  /// takes minutes on the unrolled kernel: they get the loops.
  bool unrollHeadDims() const override {
    return env.getDeviceType() != spirv::DeviceType::CPU;
  }
  /// One loop of masked steps: on CPU devices for the same reason (the
  /// unmasked step's copy of the code doubled lavapipe's compile time); for
  /// causal attention everywhere, and causal tiles in the order of their
  /// workgroups: measured through NVIDIA's Vulkan driver on the H200, the
  /// unmasked blocks' loop before the diagonal's ran causal d = 64 at
  /// 0.65x (N = 1k) to 0.90x (4k) of one loop, and longest-first tiles
  /// d = 128 at 0.97x (benchmarks/results/h200-2026-12-04-vulkan-stages.md).
  bool masksEveryBlock(bool causal) const override {
    return causal || env.getDeviceType() == spirv::DeviceType::CPU;
  }
  bool causalTilesLongestFirst() const override { return false; }

private:
  spirv::TargetEnvAttr env;
};
} // namespace

std::unique_ptr<SimtTarget>
mlir::attn::createVulkanSimtTarget(spirv::TargetEnvAttr env) {
  return std::make_unique<VulkanSimtTarget>(env);
}

SmallVector<NamedAttribute>
VulkanKernelBuilder::abiEntries(OpBuilder &b, ArrayRef<KernelTensor> ts,
                                ArrayRef<std::pair<std::string, Type>> args) {
  SmallVector<Attribute> bindings;
  for (auto [i, arg] : llvm::enumerate(args)) {
    Type element = cast<MemRefType>(arg.second).getElementType();
    SmallVector<NamedAttribute> entry = {
        b.getNamedAttr("name", b.getStringAttr(arg.first)),
        b.getNamedAttr("set", b.getI64IntegerAttr(0)),
        b.getNamedAttr("binding", b.getI64IntegerAttr(i))};
    // A view binds its tensor's buffer.
    if (element == vectorViewType(b.getContext())) {
      entry.push_back(b.getNamedAttr("storage_type",
                                     b.getStringAttr(kVectorViewStorageType)));
      entry.push_back(b.getNamedAttr(
          "tensor", b.getStringAttr(StringRef(arg.first).drop_back(
                        StringRef(kVectorViewSuffix).size()))));
    } else {
      entry.push_back(
          b.getNamedAttr("storage_type", b.getStringAttr(typeName(element))));
    }
    bindings.push_back(b.getDictionaryAttr(entry));
  }
  SmallVector<Attribute> params;
  for (const auto &[name, type] : paramNames)
    params.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(name)),
         b.getNamedAttr("type", b.getStringAttr(type.isF32() ? "f32" : "i32"))}));
  SmallVector<NamedAttribute> entries = {
      b.getNamedAttr("bindings", b.getArrayAttr(bindings)),
      b.getNamedAttr("params", b.getArrayAttr(params)),
      b.getNamedAttr("workgroup_size",
                     b.getI64ArrayAttr({workgroupSize(), 1, 1})),
      b.getNamedAttr("subgroup_size", b.getI64IntegerAttr(subgroupSize()))};
  // The runtime checks this against llvmpipe's limit on the loop
  // iterations of a shader invocation.
  if (std::optional<LoopIterations> loops = loopIterations())
    entries.push_back(b.getNamedAttr(
        "loop_iterations",
        b.getDictionaryAttr(
            {b.getNamedAttr("fixed", b.getI64IntegerAttr(loops->fixed)),
             b.getNamedAttr("per_block", b.getI64IntegerAttr(loops->perBlock)),
             b.getNamedAttr("keys_per_block",
                            b.getI64IntegerAttr(loops->keysPerBlock))})));
  return entries;
}
LogicalResult VulkanKernelBuilder::check() {
  if (failed(KernelBuilder::check()))
    return failure();
  spirv::TargetEnv target(env);
  auto require = [&](Value operand, StringRef name,
                     ArrayRef<spirv::Capability> caps) -> LogicalResult {
    for (spirv::Capability cap : caps)
      if (!target.allows(cap))
        return op.emitOpError("operand '")
               << name << "' of element type "
               << cast<ShapedType>(operand.getType()).getElementType()
               << " needs the SPIR-V capability "
               << spirv::stringifyCapability(cap)
               << ", which the Vulkan target env does not declare";
    return success();
  };
  auto checkOperand = [&](Value operand, StringRef name) -> LogicalResult {
    Type element = cast<ShapedType>(operand.getType()).getElementType();
    if (element.isF16())
      return require(operand, name,
                     {spirv::Capability::StorageBuffer16BitAccess,
                      spirv::Capability::Float16});
    if (element.isBF16())
      return require(operand, name,
                     {spirv::Capability::StorageBuffer16BitAccess,
                      spirv::Capability::Int16});
    if (element.isInteger(1))
      return require(operand, name,
                     {spirv::Capability::StorageBuffer8BitAccess,
                      spirv::Capability::Int8});
    return success();
  };
  if (failed(checkOperand(op.getQuery(), "query")) ||
      failed(checkOperand(op.getKey(), "key")) ||
      failed(checkOperand(op.getValue(), "value")) ||
      failed(checkOperand(op.getOutputInit(), "output")))
    return failure();
  if (op.getMask() && failed(checkOperand(op.getMask(), "mask")))
    return failure();
  return success();
}

