//===- StructuredBuilders.h - small linalg building blocks ------*- C++ -*-===//
//
// Helpers the FlashAttention lowering uses to build linalg ops on the
// canonical layouts of its state: (batch dims..., m, k2) for the f32
// accumulator and (batch dims..., m) for the row statistics.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_STRUCTUREDBUILDERS_H
#define ATTN_DIALECT_ATTN_UTILS_STRUCTUREDBUILDERS_H

#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/AffineMap.h"
#include "mlir/IR/Builders.h"

namespace mlir::attn {

/// `map` with the iteration dims in `dropped` removed and the others
/// renumbered (a map of the op's space turned into one of a smaller space).
AffineMap dropLoops(AffineMap map, ArrayRef<unsigned> dropped);

/// (d0, ..., d{numDims-1}) -> (d0, ..., d{numResults-1}).
AffineMap getLeadingMap(unsigned numDims, unsigned numResults,
                        MLIRContext *ctx);

/// (d0, ..., d{numDims-1}) -> (d{positions[0]}, d{positions[1]}, ...).
AffineMap getSelectMap(unsigned numDims, ArrayRef<unsigned> positions,
                       MLIRContext *ctx);

/// `numParallel` parallel iterators followed by `numReduction` reductions.
SmallVector<utils::IteratorType> getIterators(unsigned numParallel,
                                              unsigned numReduction);

/// A tensor of `sizes` and element type `type`, filled with `value` when it
/// is set.
Value createTensor(OpBuilder &b, Location loc, ArrayRef<OpFoldResult> sizes,
                   Type type, std::optional<double> value);

/// A scalar f32 constant.
Value createF32(OpBuilder &b, Location loc, double value);

/// `v` widened to f32 (identity for f32).
Value extendToF32(OpBuilder &b, Location loc, Value v);

/// Inside the body of a linalg op whose loops `rowDim` and `rowDim + 1` are
/// the query and key dims: whether the key is visible from the query under
/// the causal diagonal `diagonal` (buildCausalVisible of AttnRules.h); null
/// when `diagonal` is (not causal).
Value causalVisibleAt(OpBuilder &b, Location loc, unsigned rowDim,
                      Value diagonal);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_STRUCTUREDBUILDERS_H
