//===- SharedMemory.h - the NVVM kernels' dynamic shared memory -*- C++ -*-===//
//
// Pieces the NVVM kernels share: the dynamic shared-memory array (a
// module-scope `.extern .shared` array, see docs/Rationale.md "Dynamic
// shared memory as an external array"). Memrefs over pointers are
// attn.pointer_to_memref ops, lowered by the attn dialect's
// ConvertToLLVMPatternInterface (attn/Conversion/AttnToLLVM.h).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_SHAREDMEMORY_H
#define ATTN_DIALECT_ATTN_UTILS_SHAREDMEMORY_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"

namespace mlir::attn {

/// The name of the dynamic shared-memory array of a kernel module.
constexpr StringLiteral kSharedMemoryName = "attn_shared_memory";

/// The name of the mbarriers of a kernel module whose copies are TMA's
/// (static shared memory, beside the dynamic array).
constexpr StringLiteral kMbarriersName = "attn_mbarriers";

/// Declares the dynamic shared-memory array (external, unsized, address
/// space 3) in `module` (once), aligned to at least `alignment` bytes.
void declareDynamicSharedMemory(OpBuilder &b, gpu::GPUModuleOp module,
                                Location loc, int64_t alignment = 16);

/// Declares `count` mbarriers (64-bit words of static shared memory) in
/// `module` (once).
void declareMbarriers(OpBuilder &b, gpu::GPUModuleOp module, Location loc,
                      int64_t count);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_SHAREDMEMORY_H
