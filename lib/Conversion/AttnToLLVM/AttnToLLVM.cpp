//===- AttnToLLVM.cpp - attn.pointer_to_memref to an LLVM descriptor ------===//
//
// The memref descriptor of a pointer with sizes and strides: both of its
// pointers are the pointer, its offset 0, one size and one stride per dim.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToLLVM.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Conversion/ConvertToLLVM/ToLLVMInterface.h"
#include "mlir/Conversion/LLVMCommon/MemRefBuilder.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Transforms/DialectConversion.h"

using namespace mlir;
using namespace mlir::attn;

namespace {

struct PointerToMemrefLowering
    : public ConvertOpToLLVMPattern<PointerToMemrefOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(PointerToMemrefOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Type descriptorType = getTypeConverter()->convertType(op.getType());
    if (!descriptorType)
      return rewriter.notifyMatchFailure(op, "the memref type has no LLVM "
                                             "descriptor");
    auto descriptor = MemRefDescriptor::poison(rewriter, loc, descriptorType);
    // A #gpu.address_space is checked here, where it has an address space:
    // a mismatch is an error in the input, said as such (the conversion
    // target marks the op illegal, so the conversion fails too).
    if (descriptor.getElementPtrType() != adaptor.getPointer().getType())
      return op.emitOpError("result memory space ")
             << op.getType().getMemorySpace() << " lowers to "
             << descriptor.getElementPtrType() << ", not to the pointer's "
             << adaptor.getPointer().getType();
    descriptor.setAllocatedPtr(rewriter, loc, adaptor.getPointer());
    descriptor.setAlignedPtr(rewriter, loc, adaptor.getPointer());
    descriptor.setConstantOffset(rewriter, loc, 0);
    Type indexType = getIndexType();
    auto asIndex = [&](Value value) -> Value {
      if (value.getType() == indexType)
        return value;
      return LLVM::TruncOp::create(rewriter, loc, indexType, value);
    };
    for (auto [i, size, stride] :
         llvm::enumerate(adaptor.getSizes(), adaptor.getStrides())) {
      descriptor.setSize(rewriter, loc, i, asIndex(size));
      descriptor.setStride(rewriter, loc, i, asIndex(stride));
    }
    rewriter.replaceOp(op, {static_cast<Value>(descriptor)});
    return success();
  }
};

struct AttnToLLVMDialectInterface : public ConvertToLLVMPatternInterface {
  using ConvertToLLVMPatternInterface::ConvertToLLVMPatternInterface;

  void populateConvertToLLVMConversionPatterns(
      ConversionTarget &target, LLVMTypeConverter &converter,
      RewritePatternSet &patterns) const final {
    target.addIllegalOp<PointerToMemrefOp>();
    populateAttnToLLVMConversionPatterns(converter, patterns);
  }
};

} // namespace

void mlir::attn::populateAttnToLLVMConversionPatterns(
    const LLVMTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<PointerToMemrefLowering>(converter);
}

void mlir::attn::registerConvertAttnToLLVMInterface(DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *, AttnDialect *dialect) {
    dialect->addInterfaces<AttnToLLVMDialectInterface>();
  });
}
