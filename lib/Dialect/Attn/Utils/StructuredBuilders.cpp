//===- StructuredBuilders.cpp - small linalg building blocks --------------===//

#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/SmallBitVector.h"

#include <cmath>

using namespace mlir;

AffineMap mlir::attn::dropLoops(AffineMap map, ArrayRef<unsigned> dropped) {
  llvm::SmallBitVector bits(map.getNumDims());
  for (unsigned d : dropped)
    bits.set(d);
  return compressDims(map, bits);
}

AffineMap mlir::attn::getLeadingMap(unsigned numDims, unsigned numResults,
                                    MLIRContext *ctx) {
  return getSelectMap(numDims,
                      llvm::to_vector(llvm::seq<unsigned>(0, numResults)), ctx);
}

AffineMap mlir::attn::getSelectMap(unsigned numDims,
                                   ArrayRef<unsigned> positions,
                                   MLIRContext *ctx) {
  SmallVector<AffineExpr> exprs;
  for (unsigned p : positions)
    exprs.push_back(getAffineDimExpr(p, ctx));
  return AffineMap::get(numDims, 0, exprs, ctx);
}

SmallVector<utils::IteratorType>
mlir::attn::getIterators(unsigned numParallel, unsigned numReduction) {
  SmallVector<utils::IteratorType> types(numParallel,
                                         utils::IteratorType::parallel);
  types.append(numReduction, utils::IteratorType::reduction);
  return types;
}

Value mlir::attn::createTensor(OpBuilder &b, Location loc,
                               ArrayRef<OpFoldResult> sizes, Type type,
                               std::optional<double> value) {
  Value empty = tensor::EmptyOp::create(b, loc, sizes, type);
  if (!value)
    return empty;
  Value cst = arith::ConstantOp::create(b, loc, b.getFloatAttr(type, *value));
  return linalg::FillOp::create(b, loc, cst, empty).getResult(0);
}

Value mlir::attn::createF32(OpBuilder &b, Location loc, double value) {
  return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
}

Value mlir::attn::extendToF32(OpBuilder &b, Location loc, Value v) {
  if (v.getType().isF32())
    return v;
  return arith::ExtFOp::create(b, loc, b.getF32Type(), v);
}

Value mlir::attn::causalVisibleAt(OpBuilder &b, Location loc, unsigned rowDim,
                                  Value diagonal) {
  if (!diagonal)
    return Value();
  Value row = linalg::IndexOp::create(b, loc, rowDim);
  Value col = linalg::IndexOp::create(b, loc, rowDim + 1);
  return buildCausalVisible(b, loc, row, col, diagonal);
}
