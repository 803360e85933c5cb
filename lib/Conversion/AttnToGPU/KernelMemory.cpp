//===- KernelMemory.cpp - memory the NVVM kernels address -----------------===//

#include "KernelMemory.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::attn;

void mlir::attn::declareDynamicSharedMemory(OpBuilder &b,
                                            gpu::GPUModuleOp module,
                                            Location loc) {
  if (module.lookupSymbol(kSharedMemoryName))
    return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  LLVM::GlobalOp::create(b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), 0),
                         /*isConstant=*/false, LLVM::Linkage::External,
                         kSharedMemoryName, Attribute(), /*alignment=*/16,
                         /*addrSpace=*/3);
}

Value mlir::attn::memrefFromPointer(OpBuilder &b, Location loc, Value pointer,
                                    MemRefType type, ArrayRef<Value> sizes,
                                    ArrayRef<Value> strides) {
  MLIRContext *ctx = b.getContext();
  Type i64 = b.getI64Type();
  Type ptr = pointer.getType();
  auto array = LLVM::LLVMArrayType::get(i64, type.getRank());
  auto descriptorType =
      LLVM::LLVMStructType::getLiteral(ctx, {ptr, ptr, i64, array, array});
  Value d = LLVM::PoisonOp::create(b, loc, descriptorType);
  d = LLVM::InsertValueOp::create(b, loc, d, pointer, ArrayRef<int64_t>{0});
  d = LLVM::InsertValueOp::create(b, loc, d, pointer, ArrayRef<int64_t>{1});
  Value zero = LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(0));
  d = LLVM::InsertValueOp::create(b, loc, d, zero, ArrayRef<int64_t>{2});
  for (int64_t i = 0; i < type.getRank(); ++i) {
    d = LLVM::InsertValueOp::create(b, loc, d, sizes[i],
                                    ArrayRef<int64_t>{3, i});
    d = LLVM::InsertValueOp::create(b, loc, d, strides[i],
                                    ArrayRef<int64_t>{4, i});
  }
  return UnrealizedConversionCastOp::create(b, loc, type, d).getResult(0);
}
