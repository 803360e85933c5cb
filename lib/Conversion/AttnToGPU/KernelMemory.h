//===- KernelMemory.h - memory the NVVM kernels address ---------*- C++ -*-===//
//
// Pieces the NVVM kernels share: the dynamic shared-memory array (a
// module-scope `.extern .shared` array, see docs/Rationale.md "Dynamic
// shared memory as an external array") and memrefs made from raw pointers
// as the LLVM lowering's own descriptors.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELMEMORY_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELMEMORY_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

namespace mlir::attn {

/// The name of the dynamic shared-memory array of a kernel module.
constexpr StringLiteral kSharedMemoryName = "attn_shared_memory";

/// Declares the dynamic shared-memory array (external, unsized, 16-byte
/// aligned, address space 3) at the start of `module`, unless it has it.
void declareDynamicSharedMemory(OpBuilder &b, gpu::GPUModuleOp module,
                                Location loc);

/// A memref of `type` over `pointer`, at offset 0, with the i64 `sizes`
/// and `strides` (one per dim): the descriptor the LLVM lowering uses,
/// cast to `type` (the lowering casts it back, and the casts cancel).
Value memrefFromPointer(OpBuilder &b, Location loc, Value pointer,
                        MemRefType type, ArrayRef<Value> sizes,
                        ArrayRef<Value> strides);

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELMEMORY_H
