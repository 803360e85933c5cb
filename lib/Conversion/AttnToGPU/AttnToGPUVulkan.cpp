//===- AttnToGPUVulkan.cpp - attn.attention -> one Vulkan kernel each -----===//
//
// The Vulkan interface of the SIMT kernel (KernelBuilder.h), in the form
// convert-gpu-to-spirv lowers: tensors are 1-D storage buffers (binding i),
// the scalar parameters 32-bit words of one parameter buffer (the last
// binding; the scale as its f32 bit pattern), K and V blocks workgroup
// memory (memref.alloc in memory space 3), the query and accumulator rows
// function memory (memref.alloca in memory space 6), exp2 and log2 the
// GLSL.std.450 instructions.
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"

#include "attn/Conversion/Passes.h"
#include "attn/Conversion/VulkanTargetEnv.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOGPUVULKANPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Memory spaces that convert-gpu-to-spirv maps to the Workgroup and
/// Function storage classes under Vulkan.
static constexpr unsigned kWorkgroupMemorySpace = 3;
static constexpr unsigned kFunctionMemorySpace = 6;

namespace {
/// The kernel with storage-buffer arguments, for SPIR-V under Vulkan.
class VulkanKernelBuilder : public KernelBuilder {
public:
  VulkanKernelBuilder(AttentionOp op, int64_t tileM, int64_t tileN,
                      spirv::TargetEnvAttr env)
      : KernelBuilder(op, tileM, tileN), env(env) {}

  /// Also checks the capabilities the tensors' storage types need.
  LogicalResult check() override;

protected:
  /// The element type a tensor is stored as in its buffer.
  static Type storageType(Type element) {
    MLIRContext *ctx = element.getContext();
    if (element.isBF16())
      return IntegerType::get(ctx, 16);
    if (element.isInteger(1))
      return IntegerType::get(ctx, 8);
    return element;
  }

  SmallVector<std::pair<std::string, Type>>
  kernelArguments(ArrayRef<KernelTensor> ts,
                  ArrayRef<std::pair<std::string, Type>> scalars) override {
    SmallVector<std::pair<std::string, Type>> args;
    for (const KernelTensor &t : ts)
      args.push_back({t.name, MemRefType::get({ShapedType::kDynamic},
                                              storageType(t.elementType))});
    MLIRContext *ctx = op.getContext();
    args.push_back({"params", MemRefType::get({ShapedType::kDynamic},
                                              IntegerType::get(ctx, 32))});
    paramNames.clear();
    for (const auto &s : scalars)
      paramNames.push_back(s);
    return args;
  }

  KernelBuffers createBuffers(OpBuilder &b, gpu::GPUFuncOp func) override {
    MLIRContext *ctx = b.getContext();
    for (unsigned i = 0; i < func.getNumArguments(); ++i)
      func.setArgAttr(i, spirv::getInterfaceVarABIAttrName(),
                      spirv::getInterfaceVarABIAttr(0, i, std::nullopt, ctx));
    func->setAttr(spirv::getEntryPointABIAttrName(),
                  spirv::getEntryPointABIAttr(
                      ctx, {static_cast<int32_t>(workgroupSize()), 1, 1}));
    Type f32 = b.getF32Type();
    auto wg = b.getI64IntegerAttr(kWorkgroupMemorySpace);
    auto fn = b.getI64IntegerAttr(kFunctionMemorySpace);
    auto allocShared = [&](ArrayRef<int64_t> shape) {
      return memref::AllocOp::create(
          b, loc(), MemRefType::get(shape, f32, MemRefLayoutAttrInterface(), wg))
          .getResult();
    };
    auto allocPrivate = [&](int64_t size) {
      return memref::AllocaOp::create(
          b, loc(), MemRefType::get({size}, f32, MemRefLayoutAttrInterface(), fn))
          .getResult();
    };
    KernelBuffers buffers;
    buffers.kTile = allocShared({tileN, headDim});
    buffers.vTile = allocShared({tileN, valueDim});
    buffers.qRow = allocPrivate(qSlice());
    buffers.accRow = allocPrivate(accSlice());
    buffers.scores = allocPrivate(tileN);
    return buffers;
  }

  Value scalar(OpBuilder &b, StringRef name) override {
    auto it = llvm::find_if(paramNames,
                            [&](const auto &p) { return p.first == name; });
    Value index = arith::ConstantIndexOp::create(b, loc(), it - paramNames.begin());
    Value word = memref::LoadOp::create(b, loc(), argument("params"), index);
    if (it->second.isF32())
      return arith::BitcastOp::create(b, loc(), b.getF32Type(), word);
    return arith::IndexCastOp::create(b, loc(), b.getIndexType(), word);
  }

  Value load(OpBuilder &b, const KernelTensor &t, Value offset) override {
    Value v = memref::LoadOp::create(b, loc(), argument(t.name), offset);
    Type f32 = b.getF32Type(), i32 = b.getI32Type();
    if (t.elementType.isBF16()) {
      // The bf16 pattern is the high half of the f32 one.
      Value wide = arith::ExtUIOp::create(b, loc(), i32, v);
      Value high = arith::ShLIOp::create(
          b, loc(), wide, arith::ConstantIntOp::create(b, loc(), i32, 16));
      return arith::BitcastOp::create(b, loc(), f32, high);
    }
    if (t.elementType.isInteger(1))
      return arith::CmpIOp::create(
          b, loc(), arith::CmpIPredicate::ne, v,
          arith::ConstantIntOp::create(b, loc(), v.getType(), 0));
    if (!t.elementType.isF32())
      return arith::ExtFOp::create(b, loc(), f32, v);
    return v;
  }

  void store(OpBuilder &b, const KernelTensor &t, Value offset,
             Value v) override {
    if (t.elementType.isBF16()) {
      // Round to nearest even: add 0x7fff plus the lowest kept bit, keep
      // the high half.
      Type i32 = b.getI32Type();
      auto c = [&](int64_t x) {
        return arith::ConstantIntOp::create(b, loc(), i32, x).getResult();
      };
      Value bits = arith::BitcastOp::create(b, loc(), i32, v);
      Value lsb = arith::AndIOp::create(
          b, loc(), arith::ShRUIOp::create(b, loc(), bits, c(16)), c(1));
      Value rounded = arith::AddIOp::create(
          b, loc(), bits, arith::AddIOp::create(b, loc(), lsb, c(0x7fff)));
      Value high = arith::ShRUIOp::create(b, loc(), rounded, c(16));
      v = arith::TruncIOp::create(b, loc(), b.getI16Type(), high);
    } else if (!t.elementType.isF32()) {
      v = arith::TruncFOp::create(b, loc(), t.elementType, v);
    }
    memref::StoreOp::create(b, loc(), v, argument(t.name), offset);
  }

  /// CPU implementations (lavapipe) JIT-compile shaders with LLVM, which
  /// takes minutes on the unrolled kernel: they get the loops.
  bool unrollHeadDims() const override {
    return env.getDeviceType() != spirv::DeviceType::CPU;
  }

  int64_t subgroupSize() const override {
    return env.getResourceLimits().getSubgroupSize();
  }

  Value exp2(OpBuilder &b, Value x) override {
    return spirv::GLExp2Op::create(b, loc(), x);
  }
  Value log2(OpBuilder &b, Value x) override {
    return spirv::GLLog2Op::create(b, loc(), x);
  }

  SmallVector<NamedAttribute>
  abiEntries(OpBuilder &b, ArrayRef<KernelTensor> ts,
             ArrayRef<std::pair<std::string, Type>> args) override {
    SmallVector<Attribute> bindings;
    for (auto [i, arg] : llvm::enumerate(args)) {
      Type element = cast<MemRefType>(arg.second).getElementType();
      bindings.push_back(b.getDictionaryAttr(
          {b.getNamedAttr("name", b.getStringAttr(arg.first)),
           b.getNamedAttr("set", b.getI64IntegerAttr(0)),
           b.getNamedAttr("binding", b.getI64IntegerAttr(i)),
           b.getNamedAttr("storage_type", b.getStringAttr(typeName(element)))}));
    }
    SmallVector<Attribute> params;
    for (const auto &[name, type] : paramNames)
      params.push_back(b.getDictionaryAttr(
          {b.getNamedAttr("name", b.getStringAttr(name)),
           b.getNamedAttr("type", b.getStringAttr(type.isF32() ? "f32" : "i32"))}));
    return {b.getNamedAttr("bindings", b.getArrayAttr(bindings)),
            b.getNamedAttr("params", b.getArrayAttr(params)),
            b.getNamedAttr("workgroup_size",
                           b.getI64ArrayAttr({workgroupSize(), 1, 1}))};
  }

private:
  spirv::TargetEnvAttr env;
  SmallVector<std::pair<std::string, Type>> paramNames;
};
} // namespace

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

namespace {
struct ConvertAttnToGPUVulkanPass
    : attn::impl::ConvertAttnToGPUVulkanPassBase<ConvertAttnToGPUVulkanPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (kernel != "auto" && kernel != "simt" && kernel != "reference") {
      module.emitError("convert-attn-to-gpu-vulkan: unknown kernel '")
          << kernel << "'; expected auto, simt or reference";
      return signalPassFailure();
    }
    llvm::Expected<spirv::TargetEnvAttr> env =
        getVulkanTargetEnv(&getContext(), targetEnv);
    if (!env) {
      module.emitError("convert-attn-to-gpu-vulkan: ")
          << llvm::toString(env.takeError());
      return signalPassFailure();
    }
    spirv::ResourceLimitsAttr limits = env->getResourceLimits();
    int64_t sharedLimit = limits.getMaxComputeSharedMemorySize();
    int64_t invocationLimit = limits.getMaxComputeWorkgroupInvocations();
    if (ArrayAttr sizes = limits.getMaxComputeWorkgroupSize();
        sizes && !sizes.empty())
      if (auto x = dyn_cast<IntegerAttr>(sizes[0]))
        invocationLimit = std::min<int64_t>(invocationLimit, x.getInt());

    SmallVector<AttentionOp> ops;
    module.walk([&](AttentionOp op) { ops.push_back(op); });
    OpBuilder b(&getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    for (auto [i, op] : llvm::enumerate(ops)) {
      // One row per invocation (or per lanes-per-row lanes): the query tile
      // is 128 rows or what the target's invocation limit allows; the key
      // block the largest of 32, 16, 8 keys whose K and V blocks fit the
      // target's shared memory.
      int64_t m = tileM ? static_cast<int64_t>(tileM)
                        : std::min<int64_t>(
                              128, invocationLimit /
                                       std::max<int64_t>(1, lanesPerRow));
      if (m <= 0 || tileN < 0) {
        op.emitOpError("tile-m and tile-n must be positive, got ")
            << m << " and " << static_cast<int64_t>(tileN);
        return signalPassFailure();
      }
      VulkanKernelBuilder kernel(op, m, tileN ? tileN : 32, *env);
      if (failed(kernel.check()) ||
          failed(kernel.setLanesPerRow(lanesPerRow)))
        return signalPassFailure();
      if (this->kernel == "reference") {
        if (lanesPerRow != 1) {
          op.emitOpError("the reference kernel has one invocation per row; "
                         "lanes-per-row must be 1, got ")
              << static_cast<int64_t>(lanesPerRow);
          return signalPassFailure();
        }
        kernel.setReference();
      }
      if (lanesPerRow > 1 &&
          !spirv::TargetEnv(*env).allows(
              spirv::Capability::GroupNonUniformShuffle)) {
        op.emitOpError("lanes-per-row = ")
            << static_cast<int64_t>(lanesPerRow)
            << " sums rows with subgroup shuffles, which need the SPIR-V "
               "capability GroupNonUniformShuffle that the Vulkan target env "
               "does not declare";
        return signalPassFailure();
      }
      if (kernel.workgroupSize() > invocationLimit) {
        op.emitOpError("tile-m = ")
            << m << " with " << static_cast<int64_t>(lanesPerRow)
            << " lanes per row needs " << kernel.workgroupSize()
            << " invocations per workgroup, more than the " << invocationLimit
            << " the Vulkan target allows";
        return signalPassFailure();
      }
      if (failed(kernel.fitSharedMemory(!tileN, sharedLimit,
                                        "the Vulkan target allows")))
        return signalPassFailure();
      b.setInsertionPointToEnd(module.getBody());
      gpu::GPUModuleOp kernelModule =
          kernel.build(b, ("attn_kernel_" + Twine(i)).str());
      kernelModule->setAttr(spirv::getTargetEnvAttrName(), *env);
    }
  }
};
} // namespace
