//===- AttnRules.cpp - the semantics of attention, built once -------------===//
//
// See AttnRules.h.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

static Value f32Constant(OpBuilder &b, Location loc, double value) {
  return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(value));
}

static Value indexConstant(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

Value mlir::attn::buildMathExp2(OpBuilder &b, Location loc, Value x) {
  return math::Exp2Op::create(b, loc, x);
}

Value mlir::attn::buildMathLog2(OpBuilder &b, Location loc, Value x) {
  return math::Log2Op::create(b, loc, x);
}

Value mlir::attn::buildCausalDiagonal(OpBuilder &b, Location loc,
                                      std::optional<CausalAlignment> alignment,
                                      Value offset, Value m, Value n) {
  if (!alignment)
    return Value();
  if (*alignment == CausalAlignment::TopLeft)
    return offset ? offset : indexConstant(b, loc, 0);
  Value shift = b.createOrFold<arith::SubIOp>(loc, n, m);
  return offset ? b.createOrFold<arith::AddIOp>(loc, offset, shift) : shift;
}

Value mlir::attn::buildCausalVisible(OpBuilder &b, Location loc, Value row,
                                     Value key, Value diagonal) {
  Value limit = b.createOrFold<arith::AddIOp>(loc, row, diagonal);
  return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sle, key, limit);
}

/// `x` clamped to [0, n] (n keys, or n rows).
static Value clampToKeys(OpBuilder &b, Location loc, Value x, Value n) {
  Value upper = b.createOrFold<arith::MinSIOp>(loc, x, n);
  return b.createOrFold<arith::MaxSIOp>(loc, upper, indexConstant(b, loc, 0));
}

Value mlir::attn::buildCausalKeyEnd(OpBuilder &b, Location loc, Value rowEnd,
                                    Value diagonal, Value n) {
  if (!diagonal)
    return n;
  return clampToKeys(b, loc, b.createOrFold<arith::AddIOp>(loc, rowEnd, diagonal),
                     n);
}

Value mlir::attn::buildCausalCommonKeyEnd(OpBuilder &b, Location loc,
                                          Value row0, Value diagonal,
                                          Value n) {
  if (!diagonal)
    return n;
  Value last = b.createOrFold<arith::AddIOp>(loc, row0, diagonal);
  return clampToKeys(
      b, loc,
      b.createOrFold<arith::AddIOp>(loc, last, indexConstant(b, loc, 1)), n);
}

Value mlir::attn::buildCausalRowBegin(OpBuilder &b, Location loc, Value key,
                                      Value diagonal, Value m) {
  if (!diagonal)
    return indexConstant(b, loc, 0);
  return clampToKeys(b, loc, b.createOrFold<arith::SubIOp>(loc, key, diagonal),
                     m);
}

Value mlir::attn::buildMaskedScore(OpBuilder &b, Location loc, Value dot,
                                   Value scale, Value mask, Value visible) {
  auto contract = arith::FastMathFlags::contract;
  Value score = scale ? arith::MulFOp::create(b, loc, dot, scale, contract)
                            .getResult()
                      : dot;
  if (mask && mask.getType().isInteger(1)) {
    visible = visible ? arith::AndIOp::create(b, loc, visible, mask).getResult()
                      : mask;
  } else if (mask) {
    if (!mask.getType().isF32())
      mask = arith::ExtFOp::create(b, loc, b.getF32Type(), mask);
    score = arith::AddFOp::create(b, loc, score, mask, contract);
  }
  if (!visible)
    return score;
  return arith::SelectOp::create(b, loc, visible, score,
                                 f32Constant(b, loc, -INFINITY));
}

Value mlir::attn::buildSoftmaxShift(OpBuilder &b, Location loc, Value max) {
  Value empty = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, max,
                                      f32Constant(b, loc, -INFINITY));
  return arith::SelectOp::create(b, loc, empty, f32Constant(b, loc, 0.0), max);
}

Value mlir::attn::buildShiftedExp(OpBuilder &b, Location loc, Value x,
                                  Value shift, const UnaryBuilder &exp2) {
  Value d = arith::SubFOp::create(b, loc, x, shift);
  return exp2(b, loc,
              arith::MulFOp::create(b, loc, d, f32Constant(b, loc, M_LOG2E)));
}

Value mlir::attn::buildExpAboveMax(OpBuilder &b, Location loc, Value x,
                                   Value max, const UnaryBuilder &exp2) {
  return buildShiftedExp(b, loc, x, buildSoftmaxShift(b, loc, max), exp2);
}

Value mlir::attn::buildRowNormalizer(OpBuilder &b, Location loc, Value sum) {
  Value zero = f32Constant(b, loc, 0.0);
  Value empty =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, sum, zero);
  Value inverse = arith::DivFOp::create(b, loc, f32Constant(b, loc, 1.0), sum);
  return arith::SelectOp::create(b, loc, empty, zero, inverse);
}

Value mlir::attn::buildLogSumExp(OpBuilder &b, Location loc, Value max,
                                 Value sum, const UnaryBuilder &log2) {
  Value empty = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, sum,
                                      f32Constant(b, loc, 0.0));
  Value lse = arith::AddFOp::create(
      b, loc, max,
      arith::MulFOp::create(b, loc, log2(b, loc, sum),
                            f32Constant(b, loc, M_LN2)));
  return arith::SelectOp::create(b, loc, empty,
                                 f32Constant(b, loc, -INFINITY), lse);
}
