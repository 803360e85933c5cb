//===- StaticBounds.h - constant bounds of tile sizes -----------*- C++ -*-===//
//
// The sizes of a workgroup's tiles are dynamic where a tile is ragged
// (min(tile, N - offset)); the buffers that hold them are sized by a
// constant bound.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_STATICBOUNDS_H
#define ATTN_DIALECT_ATTN_UTILS_STATICBOUNDS_H

#include "mlir/IR/OpDefinition.h"

#include <optional>

namespace mlir::attn {

/// A constant upper bound of the index `size`: a constant, or the smallest
/// bound among the operands of a min (arith.minsi/minui, affine.min's
/// constant results); std::nullopt when there is none of those.
std::optional<int64_t> getStaticUpperBound(OpFoldResult size);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_STATICBOUNDS_H
