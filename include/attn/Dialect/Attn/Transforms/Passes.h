//===- Passes.h - attn dialect passes ---------------------------*- C++ -*-===//
//
// Declarations and registration of the attn dialect passes.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_H
#define ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_H

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/Pass.h"

namespace mlir::attn {

#define GEN_PASS_DECL
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_H
