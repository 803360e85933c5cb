//===- MarkTensorMapParameters.cpp - tensor maps as grid constants --------===//
//
// Gives the tensor-map arguments of TMA kernels (named in the kernel's
// attn.abi) the attributes of a 128-byte __grid_constant__ parameter, once
// the kernels are llvm.func ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/GPUTransforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNMARKTENSORMAPPARAMETERSPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

/// Bytes of a CUtensorMap, and its alignment.
static constexpr int64_t kTensorMapBytes = 128, kTensorMapAlignment = 64;

namespace {
struct AttnMarkTensorMapParametersPass
    : attn::impl::AttnMarkTensorMapParametersPassBase<
          AttnMarkTensorMapParametersPass> {
  void runOnOperation() override {
    WalkResult result = getOperation().walk([&](LLVM::LLVMFuncOp func) {
      auto abi = func->getAttrOfType<DictionaryAttr>("attn.abi");
      auto args = abi ? abi.getAs<ArrayAttr>("args") : ArrayAttr();
      if (!args)
        return WalkResult::advance();
      for (auto [i, entry] : llvm::enumerate(args)) {
        auto dict = dyn_cast<DictionaryAttr>(entry);
        auto type = dict ? dict.getAs<StringAttr>("type") : StringAttr();
        if (!type || type.getValue() != "tensor_map")
          continue;
        auto pointer =
            i < func.getNumArguments()
                ? dyn_cast<LLVM::LLVMPointerType>(func.getArgument(i).getType())
                : LLVM::LLVMPointerType();
        if (!pointer || pointer.getAddressSpace() != 0 ||
            !func->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName())) {
          func.emitOpError("expected argument ")
              << i << " of an NVVM kernel, a tensor map in its attn.abi, to "
              << "be a generic !llvm.ptr";
          return WalkResult::interrupt();
        }
        OpBuilder b(func);
        func.setArgAttr(i, LLVM::LLVMDialect::getByValAttrName(),
                        TypeAttr::get(LLVM::LLVMArrayType::get(
                            b.getI8Type(), kTensorMapBytes)));
        func.setArgAttr(i, LLVM::LLVMDialect::getAlignAttrName(),
                        b.getI64IntegerAttr(kTensorMapAlignment));
        func.setArgAttr(i, NVVM::NVVMDialect::getGridConstantAttrName(),
                        b.getUnitAttr());
        ++numMarked;
      }
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
