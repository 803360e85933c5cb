//===- BackwardLinalg.cpp - the gradients' steps in linalg ----------------===//

#include "BackwardLinalg.h"

#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"

using namespace mlir;
using namespace mlir::attn;

BackwardLinalgBuilder::BackwardLinalgBuilder(OpBuilder &b, Location loc,
                                             BackwardInputs inputs)
    : b(b), loc(loc), in(std::move(inputs)),
      numLoops(in.queryMap.getNumDims()), numBatch(numLoops - 4) {}

AffineMap BackwardLinalgBuilder::canonicalMap(ArrayRef<unsigned> rest) const {
  SmallVector<unsigned> loops =
      llvm::to_vector(llvm::seq<unsigned>(0, numBatch));
  llvm::append_range(loops, rest);
  return getSelectMap(numLoops, loops, b.getContext());
}

Value BackwardLinalgBuilder::canonical(ArrayRef<unsigned> rest,
                                       std::optional<double> fill) {
  SmallVector<OpFoldResult> sizes(in.loopSizes.begin(),
                                  in.loopSizes.begin() + numBatch);
  for (unsigned d : rest)
    sizes.push_back(in.loopSizes[d]);
  return createTensor(b, loc, sizes, b.getF32Type(), fill);
}

Value BackwardLinalgBuilder::generic(ArrayRef<unsigned> dropped,
                                     ValueRange inputs,
                                     ArrayRef<AffineMap> inputMaps, Value init,
                                     AffineMap initMap, Body body) {
  SmallVector<AffineMap> maps;
  for (AffineMap map : inputMaps)
    maps.push_back(dropLoops(map, dropped));
  AffineMap out = dropLoops(initMap, dropped);
  maps.push_back(out);
  SmallVector<utils::IteratorType> iterators(out.getNumDims(),
                                             utils::IteratorType::reduction);
  for (AffineExpr e : out.getResults())
    iterators[cast<AffineDimExpr>(e).getPosition()] =
        utils::IteratorType::parallel;
  auto op = linalg::GenericOp::create(
      b, loc, init.getType(), inputs, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(nb, l, body(nb, l, args));
      });
  return op.getResult(0);
}

/// A product of two operands of any float type, in f32, added to the
/// accumulator (the last argument).
static Value addProduct(OpBuilder &b, Location loc, ValueRange args) {
  Value prod = arith::MulFOp::create(b, loc, extendToF32(b, loc, args[0]),
                                     extendToF32(b, loc, args[1]));
  return arith::AddFOp::create(b, loc, args[2], prod);
}

Value BackwardLinalgBuilder::shiftedExps() {
  // The dot products Q·Kᵀ, summed into a zero tensor.
  Value dots = generic({k2Dim()}, {in.query, in.key}, {in.queryMap, in.keyMap},
                       canonical({mDim(), nDim()}, 0.0), scoreMap(),
                       addProduct);
  // Key n is visible from query m iff n <= m + diagonal (AttnRules.h).
  Value diagonal = buildCausalDiagonal(
      b, loc, in.causal, in.causalOffset,
      getValueOrCreateConstantIndexOp(b, loc, in.loopSizes[mDim()]),
      getValueOrCreateConstantIndexOp(b, loc, in.loopSizes[nDim()]));
  SmallVector<Value> inputs = {dots, in.lse};
  SmallVector<AffineMap> maps = {scoreMap(), in.lseMap};
  if (in.mask) {
    inputs.push_back(in.mask);
    maps.push_back(in.maskMap);
  }
  bool hasMask = static_cast<bool>(in.mask);
  unsigned rowDim = numBatch;
  return generic({k1Dim(), k2Dim()}, inputs, maps,
                 canonical({mDim(), nDim()}, std::nullopt), scoreMap(),
                 [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                   Value s = buildMaskedScore(
                       nb, l, args[0], in.scale, hasMask ? args[2] : Value(),
                       causalVisibleAt(nb, l, rowDim, diagonal));
                   // 0 where s = -inf, and on fully masked rows
                   // (LSE = -inf).
                   return buildExpAboveMax(nb, l, s, args[1]);
                 });
}

Value BackwardLinalgBuilder::addRowSums(Value scores, Value init,
                                        AffineMap initMap) {
  return generic({k1Dim(), k2Dim()}, {scores}, {scoreMap()}, init, initMap,
                 [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                   return arith::AddFOp::create(nb, l, args[1], args[0]);
                 });
}

Value BackwardLinalgBuilder::scaleRows(Value scores, Value rows,
                                       AffineMap rowsMap) {
  return generic({k1Dim(), k2Dim()}, {scores, rows}, {scoreMap(), rowsMap},
                 canonical({mDim(), nDim()}, std::nullopt), scoreMap(),
                 [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                   return arith::MulFOp::create(nb, l, args[0], args[1]);
                 });
}

Value BackwardLinalgBuilder::rowNormalizers(Value sums, AffineMap sumsMap,
                                            Value init) {
  if (!init)
    init = canonical({mDim()}, std::nullopt);
  return generic({nDim(), k1Dim(), k2Dim()}, {sums}, {sumsMap}, init,
                 rowMap(),
                 [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                   return buildRowNormalizer(nb, l, args[0]);
                 });
}

Value BackwardLinalgBuilder::rowDots(Value output, AffineMap outputMap,
                                     Value init) {
  init = init ? linalg::FillOp::create(b, loc, createF32(b, loc, 0.0), init)
                    .getResult(0)
              : canonical({mDim()}, 0.0);
  return generic({nDim(), k1Dim()}, {in.gradOutput, output},
                 {in.gradOutputMap, outputMap}, init, rowMap(), addProduct);
}

Value BackwardLinalgBuilder::scoreGradients(Value probs, Value dots,
                                            AffineMap dotsMap) {
  // dP - D, as the dot products dO·Vᵀ summed into -D (one tensor less than
  // dP and then the difference).
  Value negDots = generic({k1Dim(), k2Dim()}, {dots}, {dotsMap},
                          canonical({mDim(), nDim()}, std::nullopt),
                          scoreMap(),
                          [&](OpBuilder &nb, Location l, ValueRange args) {
                            return arith::NegFOp::create(nb, l, args[0])
                                .getResult();
                          });
  Value diff = generic({k1Dim()}, {in.gradOutput, in.value},
                       {in.gradOutputMap, in.valueMap}, negDots, scoreMap(),
                       addProduct);
  return generic({k1Dim(), k2Dim()}, {probs, diff}, {scoreMap(), scoreMap()},
                 canonical({mDim(), nDim()}, std::nullopt), scoreMap(),
                 [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                   return arith::MulFOp::create(nb, l, args[0], args[1]);
                 });
}

Value BackwardLinalgBuilder::accumulate(Value acc, AffineMap accMap,
                                        ArrayRef<unsigned> dropped, Value lhs,
                                        AffineMap lhsMap, Value rhs,
                                        AffineMap rhsMap) {
  return generic(dropped, {lhs, rhs}, {lhsMap, rhsMap}, acc, accMap,
                 addProduct);
}

Value BackwardLinalgBuilder::roundGradient(Value acc, AffineMap map,
                                           Value init, Value scale, Value rows,
                                           AffineMap rowsMap) {
  SmallVector<unsigned> dropped;
  for (unsigned d = 0; d < numLoops; ++d)
    if (!map.getResultPosition(b.getAffineDimExpr(d)))
      dropped.push_back(d);
  Type elemTy = cast<RankedTensorType>(init.getType()).getElementType();
  SmallVector<Value> inputs = {acc};
  SmallVector<AffineMap> maps = {map};
  if (rows) {
    inputs.push_back(rows);
    maps.push_back(rowsMap);
  }
  return generic(dropped, inputs, maps, init, map,
                 [&](OpBuilder &nb, Location l, ValueRange args) -> Value {
                   Value v = args[0];
                   if (scale)
                     v = arith::MulFOp::create(nb, l, v, scale);
                   if (rows)
                     v = arith::MulFOp::create(nb, l, v, args[1]);
                   if (elemTy != v.getType())
                     v = arith::TruncFOp::create(nb, l, elemTy, v);
                   return v;
                 });
}
