//===- StaticBounds.cpp - constant bounds of tile sizes -------------------===//

#include "attn/Dialect/Attn/Utils/StaticBounds.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

using namespace mlir;

std::optional<int64_t> mlir::attn::getStaticUpperBound(OpFoldResult size) {
  if (std::optional<int64_t> c = getConstantIntValue(size))
    return c;
  Operation *def = cast<Value>(size).getDefiningOp();
  if (!def)
    return std::nullopt;
  std::optional<int64_t> bound;
  auto take = [&](std::optional<int64_t> b) {
    if (b && (!bound || *b < *bound))
      bound = b;
  };
  if (isa<arith::MinSIOp, arith::MinUIOp>(def)) {
    take(getStaticUpperBound(def->getOperand(0)));
    take(getStaticUpperBound(def->getOperand(1)));
  } else if (auto min = dyn_cast<affine::AffineMinOp>(def)) {
    for (AffineExpr e : min.getAffineMap().getResults())
      if (auto c = dyn_cast<AffineConstantExpr>(e))
        take(c.getValue());
  }
  return bound;
}
