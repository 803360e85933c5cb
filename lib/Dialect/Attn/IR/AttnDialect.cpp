//===- AttnDialect.cpp - attn dialect -------------------------------------===//
//
// Registers the attn dialect, its attributes and operations.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::attn;

#include "attn/Dialect/Attn/IR/AttnDialect.cpp.inc"
#include "attn/Dialect/Attn/IR/AttnEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "attn/Dialect/Attn/IR/AttnAttrs.cpp.inc"

void AttnDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "attn/Dialect/Attn/IR/AttnAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "attn/Dialect/Attn/IR/AttnOps.cpp.inc"
      >();
}

LogicalResult KernelConfigAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, KernelKind kind,
    int64_t tileM, int64_t tileN, int64_t workgroupSize, int64_t lanesPerRow,
    int64_t sharedMemoryBytes, int64_t kvStages, CopyKind copy,
    bool lazyRescale, bool qInRegisters, ArrayRef<int64_t> mmaShape) {
  if (tileM <= 0 || tileN <= 0)
    return emitError() << "tile_m and tile_n must be positive, got " << tileM
                       << " and " << tileN;
  if (workgroupSize <= 0 || lanesPerRow <= 0)
    return emitError() << "workgroup_size and lanes_per_row must be positive, "
                          "got "
                       << workgroupSize << " and " << lanesPerRow;
  if (sharedMemoryBytes < 0)
    return emitError() << "shared_memory_bytes must not be negative, got "
                       << sharedMemoryBytes;
  if (kvStages != 1 && kvStages != 2)
    return emitError() << "kv_stages must be 1 or 2, got " << kvStages;
  if (!mmaShape.empty() &&
      (mmaShape.size() != 3 || llvm::any_of(mmaShape, [](int64_t s) {
         return s <= 0;
       })))
    return emitError() << "mma_shape must be empty or three positive sizes "
                          "[M, N, K]";
  bool needsShape = kind == KernelKind::MmaSync ||
                    kind == KernelKind::Wgmma ||
                    kind == KernelKind::CooperativeMatrix;
  if (needsShape != !mmaShape.empty())
    return emitError() << "mma_shape must be given for mma_sync, wgmma and "
                          "cooperative_matrix kernels and only for them";
  if (qInRegisters && kind != KernelKind::MmaSync)
    return emitError() << "q_in_registers applies to mma_sync kernels only";
  if (kvStages == 2 && copy == CopyKind::Sync)
    return emitError() << "kv_stages = 2 needs asynchronous copies (copy = "
                          "async or tma): a synchronous copy is complete "
                          "before the next block is computed";
  if (copy == CopyKind::Tma && kind != KernelKind::Wgmma)
    return emitError() << "copy = tma applies to wgmma kernels only: their "
                          "tiles are in the 128-byte swizzle TMA writes";
  if (lazyRescale && !needsShape)
    return emitError() << "lazy_rescale applies to mma_sync, wgmma and "
                          "cooperative_matrix kernels only";
  return success();
}
