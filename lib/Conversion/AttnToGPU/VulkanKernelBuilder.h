//===- VulkanKernelBuilder.h - the Vulkan interface of the kernels -*- C++ -*-===//
//
// The Vulkan interface of the attention kernels, in the form
// convert-gpu-to-spirv lowers: tensors are 1-D storage buffers (binding i),
// the scalar parameters 32-bit words of one parameter buffer (the last
// binding; the scale as its f32 bit pattern), workgroup memory memref.alloc
// in memory space 3, private arrays memref.alloca in memory space 6, exp2
// and log2 the GLSL.std.450 instructions. With the body on tensors
// (KernelBuilder::buildTensorBody; the views attn.pointer_to_memref of the
// storage buffers) it is the subgroup/scalar kernel, which the stages tile
// and attn-lower-tiled-attention-to-simt lowers; with the two-pass body the
// reference kernel; CoopMatrixKernelBuilder makes it the cooperative-matrix
// kernel (the stages lower its body with attn-lower-tiled-attention-to-coop-matrix).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_VULKANKERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_VULKANKERNELBUILDER_H

#include "KernelBuilder.h"

#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"

namespace mlir::attn {

/// Memory spaces that convert-gpu-to-spirv maps to the Workgroup and
/// Function storage classes under Vulkan.
inline constexpr unsigned kWorkgroupMemorySpace = 3;
inline constexpr unsigned kFunctionMemorySpace = 6;

/// The kernel with storage-buffer arguments, for SPIR-V under Vulkan.
class VulkanKernelBuilder : public KernelBuilder {
public:
  VulkanKernelBuilder(AttentionOp op, int64_t tileM, int64_t tileN,
                      spirv::TargetEnvAttr env)
      : KernelBuilder(op, tileM, tileN), env(env),
        target(createVulkanSimtTarget(env)) {}

  /// Also checks the capabilities the tensors' storage types need.
  LogicalResult check() override;

protected:
  /// The element type a tensor is stored as in its buffer: bf16 as i16,
  /// booleans as i8, the others as themselves.
  static Type storageType(Type element);
  /// The tensors the kernel's code copies to workgroup memory row by row,
  /// which also get a 16-byte view (vectorViewType()): K and V.
  virtual SmallVector<StringRef> stagedTensors() const {
    if (reference)
      return {};
    return {"k", "v"};
  }

  SmallVector<std::pair<std::string, Type>>
  kernelArguments(ArrayRef<KernelTensor> ts,
                  ArrayRef<std::pair<std::string, Type>> scalars) override;
  KernelBuffers createBuffers(OpBuilder &b, gpu::GPUFuncOp func) override;
  /// Binds the arguments (set 0, binding i) and sets the workgroup size.
  void setInterface(gpu::GPUFuncOp func);
  Value scalar(OpBuilder &b, StringRef name) override;
  /// A parameter word, sign-extended to i64.
  Value viewParameter(OpBuilder &b, StringRef name) override;
  /// The storage buffers' (the default) memory space.
  Attribute viewMemorySpace() override { return {}; }
  /// Vulkan kernels take one sequence (convert-attn-to-gpu-vulkan refuses
  /// packed ones before a builder exists).
  void beginSequence(OpBuilder &, ArrayRef<KernelTensor>) override {
    llvm_unreachable("Vulkan kernels of packed sequences are not built");
  }
  SimtTarget &simtTarget() const override { return *target; }
  SmallVector<NamedAttribute>
  abiEntries(OpBuilder &b, ArrayRef<KernelTensor> ts,
             ArrayRef<std::pair<std::string, Type>> args) override;

  spirv::TargetEnvAttr env;

private:
  /// The 32-bit word of scalar parameter `name` in the parameter buffer,
  /// and the parameter's type (f32 for the scale, i64 for the others).
  std::pair<Value, Type> parameterWord(OpBuilder &b, StringRef name);

  SmallVector<std::pair<std::string, Type>> paramNames;
  std::unique_ptr<SimtTarget> target;
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_VULKANKERNELBUILDER_H
