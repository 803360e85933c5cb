//===- AttnTransformOps.h - attn transform ops ------------------*- C++ -*-===//
//
// Transform-dialect ops of the attn lowering and their registration.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMOPS_ATTNTRANSFORMOPS_H
#define ATTN_DIALECT_ATTN_TRANSFORMOPS_ATTNTRANSFORMOPS_H

#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "attn/Dialect/Attn/TransformOps/AttnTransformOps.h.inc"

namespace mlir {
class DialectRegistry;
namespace attn {
/// Registers the attn ops of the transform dialect.
void registerTransformDialectExtension(DialectRegistry &registry);
} // namespace attn
} // namespace mlir

#endif // ATTN_DIALECT_ATTN_TRANSFORMOPS_ATTNTRANSFORMOPS_H
