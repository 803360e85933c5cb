//===- SharedMemory.cpp - the NVVM kernels' dynamic shared memory --------===//

#include "attn/Dialect/Attn/Utils/SharedMemory.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

using namespace mlir;
using namespace mlir::attn;

void mlir::attn::declareDynamicSharedMemory(OpBuilder &b,
                                            gpu::GPUModuleOp module,
                                            Location loc, int64_t alignment) {
  if (auto existing =
          module.lookupSymbol<LLVM::GlobalOp>(kSharedMemoryName)) {
    if (existing.getAlignment().value_or(1) < uint64_t(alignment))
      existing.setAlignment(alignment);
    return;
  }
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  LLVM::GlobalOp::create(b, loc, LLVM::LLVMArrayType::get(b.getI8Type(), 0),
                         /*isConstant=*/false, LLVM::Linkage::External,
                         kSharedMemoryName, Attribute(), alignment,
                         /*addrSpace=*/3);
}

void mlir::attn::declareMbarriers(OpBuilder &b, gpu::GPUModuleOp module,
                                  Location loc, int64_t count) {
  if (module.lookupSymbol<LLVM::GlobalOp>(kMbarriersName))
    return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  LLVM::GlobalOp::create(b, loc,
                         LLVM::LLVMArrayType::get(b.getI64Type(), count),
                         /*isConstant=*/false, LLVM::Linkage::Internal,
                         kMbarriersName, Attribute(), /*alignment=*/8,
                         /*addrSpace=*/3);
}
