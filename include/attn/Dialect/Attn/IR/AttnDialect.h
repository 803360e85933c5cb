//===- AttnDialect.h - attn dialect -----------------------------*- C++ -*-===//
//
// Declares the attn dialect and its attributes.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H
#define ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h.inc"
#include "attn/Dialect/Attn/IR/AttnEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "attn/Dialect/Attn/IR/AttnAttrs.h.inc"

#endif // ATTN_DIALECT_ATTN_IR_ATTNDIALECT_H
