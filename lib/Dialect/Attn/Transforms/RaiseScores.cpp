//===- RaiseScores.cpp - scale, masks and causality of raised scores -----===//

#include "RaiseScores.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectResourceBlobManager.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include <algorithm>
#include <cmath>
#include <cstring>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Constants and uniform values
//===----------------------------------------------------------------------===//

/// The single value of a splat or one-element float constant tensor.
static std::optional<double> getSplatValue(Value tensor) {
  Attribute attr;
  if (!matchPattern(tensor, m_Constant(&attr)))
    return std::nullopt;
  if (auto dense = dyn_cast<DenseFPElementsAttr>(attr)) {
    if (!dense.isSplat() && dense.getNumElements() != 1)
      return std::nullopt;
    return (*dense.value_begin<APFloat>()).convertToDouble();
  }
  if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
    auto type = cast<ShapedType>(resource.getType());
    if (type.getNumElements() != 1)
      return std::nullopt;
    AsmResourceBlob *blob = resource.getRawHandle().getBlob();
    if (!blob)
      return std::nullopt;
    ArrayRef<char> data = blob->getData();
    Type elem = type.getElementType();
    if (elem.isF32() && data.size() == 4)
      return double(*reinterpret_cast<const float *>(data.data()));
    if (elem.isF64() && data.size() == 8)
      return *reinterpret_cast<const double *>(data.data());
    if (auto ft = dyn_cast<FloatType>(elem);
        ft && ft.getWidth() == 16 && data.size() == 2) {
      uint16_t bits;
      std::memcpy(&bits, data.data(), 2);
      return APFloat(ft.getFloatSemantics(), APInt(16, bits)).convertToDouble();
    }
  }
  return std::nullopt;
}

std::optional<double> mlir::attn::getConstant(const ElementExpr *e) {
  switch (e->kind) {
  case ElementExpr::Kind::External: {
    FloatAttr attr;
    if (!matchPattern(e->external, m_Constant(&attr)))
      return std::nullopt;
    return attr.getValueAsDouble();
  }
  case ElementExpr::Kind::Leaf:
    return getSplatValue(e->tensor);
  case ElementExpr::Kind::Op:
    if (isa<arith::ExtFOp, arith::TruncFOp>(e->op))
      return getConstant(e->operands[0]);
    return std::nullopt;
  case ElementExpr::Kind::Index:
    return std::nullopt;
  }
  return std::nullopt;
}

bool mlir::attn::isUniform(const ElementExpr *e) {
  switch (e->kind) {
  case ElementExpr::Kind::External:
    return isa<FloatType>(e->external.getType());
  case ElementExpr::Kind::Leaf:
    return e->access.getNumResults() == 0 || getSplatValue(e->tensor);
  case ElementExpr::Kind::Op:
    if (isa<arith::ExtFOp, arith::TruncFOp>(e->op))
      return isUniform(e->operands[0]);
    return false;
  case ElementExpr::Kind::Index:
    return false;
  }
  return false;
}

Value mlir::attn::materializeUniform(OpBuilder &b, Location loc,
                                     const ElementExpr *e) {
  Value v;
  if (e->kind == ElementExpr::Kind::External) {
    v = e->external;
  } else if (std::optional<double> c = getConstant(e)) {
    v = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(float(*c)));
  } else if (e->kind == ElementExpr::Kind::Leaf) {
    SmallVector<Value> zeros(
        cast<RankedTensorType>(e->tensor.getType()).getRank(),
        arith::ConstantIndexOp::create(b, loc, 0));
    v = tensor::ExtractOp::create(b, loc, e->tensor, zeros);
  } else {
    v = materializeUniform(b, loc, e->operands[0]);
  }
  auto type = cast<FloatType>(v.getType());
  if (type.getWidth() > 32)
    return arith::TruncFOp::create(b, loc, b.getF32Type(), v);
  if (!type.isF32())
    return arith::ExtFOp::create(b, loc, b.getF32Type(), v);
  return v;
}

bool mlir::attn::readsContraction(const ElementExpr *e) {
  if (e->kind == ElementExpr::Kind::Leaf) {
    auto op = e->tensor.getDefiningOp<linalg::LinalgOp>();
    return op && linalg::isaContractionOpInterface(op);
  }
  return llvm::any_of(e->operands, readsContraction);
}

/// The lowest finite value of float type `t`.
static double lowestOf(FloatType t) {
  return -APFloat::getLargest(t.getFloatSemantics()).convertToDouble();
}

/// Whether `c` masks a score: -inf, or so low that adding any score to it
/// in f32 leaves it unchanged (so a row it masks entirely is uniform either
/// way), or the lowest finite value of the scores' type.
static bool isMaskingValue(double c, Type type) {
  if (std::isinf(c))
    return c < 0;
  if (c <= -1e30)
    return true;
  auto ft = dyn_cast<FloatType>(type);
  return ft && ft.getWidth() < 32 && c <= lowestOf(ft);
}

/// Whether a finite fill `c` gives the same scores as adding `c`: masked
/// scores then equal `c` exactly, whatever the score.
static bool isAbsorbingValue(double c) { return std::isinf(c) || c <= -1e30; }

bool mlir::attn::saturatesAtLowest(Type sumType) {
  auto ft = dyn_cast_or_null<FloatType>(sumType);
  return ft && ft.getWidth() < 32 && !isAbsorbingValue(lowestOf(ft));
}

/// The fill of scores a select in `type` sets to `fill`, as the op's f32
/// scores take it: the lowest value of a type that saturatesAtLowest is the
/// lowest f32 (both make a row masked entirely weigh its keys equally and
/// other rows ignore the key).
static double fillInF32(double fill, Type type) {
  if (saturatesAtLowest(type) && fill == lowestOf(cast<FloatType>(type)))
    return -double(std::numeric_limits<float>::max());
  return fill;
}

//===----------------------------------------------------------------------===//
// Positions
//===----------------------------------------------------------------------===//

namespace {
/// sum(coefficients[d] * anchor dim d) + constant.
struct LinearIndex {
  SmallVector<int64_t> coefficients;
  int64_t constant = 0;

  LinearIndex scaled(int64_t f) const {
    LinearIndex r = *this;
    for (int64_t &c : r.coefficients)
      c *= f;
    r.constant *= f;
    return r;
  }
  LinearIndex plus(const LinearIndex &o) const {
    LinearIndex r = *this;
    for (auto [a, b] : llvm::zip_equal(r.coefficients, o.coefficients))
      a += b;
    r.constant += o.constant;
    return r;
  }
};
} // namespace

/// `e` as an integer-valued linear function of the `rank` anchor indices
/// (getIndexExpr, flattened).
static std::optional<LinearIndex>
getLinearIndex(const ElementExpr *e, unsigned rank, MLIRContext *ctx) {
  AffineExpr expr = getIndexExpr(e, ctx);
  if (!expr)
    return std::nullopt;
  SmallVector<std::pair<unsigned, int64_t>> terms;
  LinearIndex r;
  r.coefficients.assign(rank, 0);
  if (failed(decomposeLinear(simplifyAffineExpr(expr, rank, 0), terms,
                             r.constant)))
    return std::nullopt;
  for (auto [d, c] : terms)
    r.coefficients[d] += c;
  return r;
}

/// Whether `e` is the constant true (a scalar or a splat tensor).
static bool isTrue(const ElementExpr *e) {
  Attribute attr;
  Value v = e->kind == ElementExpr::Kind::External ? e->external
            : e->kind == ElementExpr::Kind::Leaf   ? e->tensor
                                                   : Value();
  if (!v || !matchPattern(v, m_Constant(&attr)))
    return false;
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getType().isInteger(1) && i.getValue().isAllOnes();
  auto dense = dyn_cast<DenseIntElementsAttr>(attr);
  return dense && dense.isSplat() && dense.getElementType().isInteger(1) &&
         dense.getSplatValue<bool>();
}

/// `cond` as `f <= k` over the anchor indices, for comparisons of linear
/// index expressions (`not` of one, and `and` with true, included).
static std::optional<std::pair<LinearIndex, int64_t>>
getComparison(const ElementExpr *cond, unsigned rank) {
  if (cond->isOp("arith.andi")) {
    for (int i : {0, 1})
      if (isTrue(cond->operands[1 - i]))
        return getComparison(cond->operands[i], rank);
    return std::nullopt;
  }
  if (cond->isOp("arith.xori")) {
    for (int i : {0, 1}) {
      if (isTrue(cond->operands[1 - i])) {
        // not (f <= k)  <=>  -f <= -k - 1.
        auto inner = getComparison(cond->operands[i], rank);
        if (!inner)
          return std::nullopt;
        return std::make_pair(inner->first.scaled(-1), -inner->second - 1);
      }
    }
    return std::nullopt;
  }
  // Normalised: less = lhs < rhs (or <=), greater = lhs > rhs (or >=).
  bool less, strict;
  if (auto cmp = dyn_cast_or_null<arith::CmpIOp>(
          cond->kind == ElementExpr::Kind::Op ? cond->op : nullptr)) {
    using P = arith::CmpIPredicate;
    switch (cmp.getPredicate()) {
    case P::slt: case P::ult: less = true; strict = true; break;
    case P::sle: case P::ule: less = true; strict = false; break;
    case P::sgt: case P::ugt: less = false; strict = true; break;
    case P::sge: case P::uge: less = false; strict = false; break;
    default: return std::nullopt;
    }
  } else if (auto cmp = dyn_cast_or_null<arith::CmpFOp>(
                 cond->kind == ElementExpr::Kind::Op ? cond->op : nullptr)) {
    using P = arith::CmpFPredicate;
    switch (cmp.getPredicate()) {
    case P::OLT: case P::ULT: less = true; strict = true; break;
    case P::OLE: case P::ULE: less = true; strict = false; break;
    case P::OGT: case P::UGT: less = false; strict = true; break;
    case P::OGE: case P::UGE: less = false; strict = false; break;
    default: return std::nullopt;
    }
  } else {
    return std::nullopt;
  }
  MLIRContext *ctx = cond->op->getContext();
  auto lhs = getLinearIndex(cond->operands[0], rank, ctx);
  auto rhs = getLinearIndex(cond->operands[1], rank, ctx);
  if (!lhs || !rhs)
    return std::nullopt;
  // lhs < rhs  <=>  lhs - rhs <= -1 (integer values).
  LinearIndex f = less ? lhs->plus(rhs->scaled(-1)) : rhs->plus(lhs->scaled(-1));
  return std::make_pair(f, int64_t(strict ? -1 : 0));
}

/// The causal condition `cond` expresses for visible scores where it is
/// `keep`: n <= m + offset.
static std::optional<CausalCondition>
getCausalCondition(const ElementExpr *cond, bool keep, unsigned keyDim,
                   unsigned rank) {
  auto cmp = getComparison(cond, rank);
  if (!cmp)
    return std::nullopt;
  auto [f, k] = *cmp;
  if (!keep) {
    f = f.scaled(-1);
    k = -k - 1;
  }
  // f + constant <= k with f = n - m.
  std::optional<unsigned> query;
  for (unsigned d = 0; d < rank; ++d) {
    int64_t c = f.coefficients[d];
    if (d == keyDim ? c != 1 : (c != 0 && c != -1))
      return std::nullopt;
    if (c == -1) {
      if (query)
        return std::nullopt;
      query = d;
    }
  }
  if (!query)
    return std::nullopt;
  return CausalCondition{*query, keyDim, k - f.constant};
}

/// Whether `cond` holds at every point: a comparison `f <= k` of linear
/// index expressions with every coefficient at most 0 (the indices are not
/// negative, so f is largest at 0) and the constant at most k (`m >= 0`,
/// which transformers' bidirectional mask function tests).
static bool isAlwaysTrue(const ElementExpr *cond, unsigned rank) {
  auto cmp = getComparison(cond, rank);
  return cmp &&
         llvm::all_of(cmp->first.coefficients,
                      [](int64_t c) { return c <= 0; }) &&
         cmp->first.constant <= cmp->second;
}

/// `cond` without the operands of its conjunctions that always hold.
static ElementExpr *dropTautologies(ElementExpr *cond, unsigned rank) {
  while (cond->isOp("arith.andi") &&
         cond->op->getResult(0).getType().isInteger(1)) {
    if (isAlwaysTrue(cond->operands[0], rank))
      cond = cond->operands[1];
    else if (isAlwaysTrue(cond->operands[1], rank))
      cond = cond->operands[0];
    else
      break;
  }
  return cond;
}

/// A causal condition and the rest of condition `cond`, kept where it is
/// `keep`: `and(causal, rest)` when kept where true, `or(not causal, rest)`
/// when kept where false (either operand order).
static std::optional<std::pair<CausalCondition, ElementExpr *>>
splitCausalConjunction(ElementExpr *cond, bool keep, unsigned keyDim,
                       unsigned rank) {
  if (!cond->isOp(keep ? "arith.andi" : "arith.ori") ||
      !cond->op->getResult(0).getType().isInteger(1))
    return std::nullopt;
  for (unsigned i = 0; i < 2; ++i) {
    ElementExpr *other = cond->operands[1 - i];
    if (std::optional<CausalCondition> causal =
            getCausalCondition(cond->operands[i], keep, keyDim, rank))
      // The rest must not be the same kind of condition again.
      if (!getCausalCondition(other, keep, keyDim, rank))
        return std::make_pair(*causal, other);
  }
  return std::nullopt;
}

/// A causal condition in an added mask: select(cond, 0, fill) or
/// select(cond, fill, 0) with a masking fill.
static std::optional<CausalCondition>
getAddedCausalCondition(const ElementExpr *x, unsigned keyDim, unsigned rank,
                        Type scoreType, double &fill) {
  x = x->unrounded();
  if (!x->isOp("arith.select"))
    return std::nullopt;
  std::optional<double> t = getConstant(x->operands[1]);
  std::optional<double> f = getConstant(x->operands[2]);
  if (!t || !f)
    return std::nullopt;
  bool keep;
  if (*t == 0.0 && isMaskingValue(*f, scoreType)) {
    keep = true;
    fill = *f;
  } else if (*f == 0.0 && isMaskingValue(*t, scoreType)) {
    keep = false;
    fill = *t;
  } else {
    return std::nullopt;
  }
  return getCausalCondition(x->operands[0], keep, keyDim, rank);
}

/// Calls `fn` on every node of `e`.
static void walk(const ElementExpr *e,
                 function_ref<void(const ElementExpr *)> fn) {
  fn(e);
  for (const ElementExpr *o : e->operands)
    walk(o, fn);
}

//===----------------------------------------------------------------------===//
// Masks read from constants
//===----------------------------------------------------------------------===//

namespace {
/// Evaluates element expressions whose leaves are constant tensors at points
/// of the anchor space, with each op's rounding. Values are doubles (exact
/// for the integers and float types involved).
class ConstantEvaluator {
public:
  /// The value of `e` at `point`; nullopt where it is not a constant.
  std::optional<double> eval(const ElementExpr *e, ArrayRef<int64_t> point) {
    switch (e->kind) {
    case ElementExpr::Kind::External: {
      Attribute attr;
      if (!matchPattern(e->external, m_Constant(&attr)))
        return std::nullopt;
      if (auto f = dyn_cast<FloatAttr>(attr))
        return f.getValueAsDouble();
      if (auto i = dyn_cast<IntegerAttr>(attr))
        return i.getType().isInteger(1) ? double(i.getValue().getBoolValue())
                                        : double(i.getValue().getSExtValue());
      return std::nullopt;
    }
    case ElementExpr::Kind::Index:
      return evalAffine(e->index, point);
    case ElementExpr::Kind::Leaf: {
      const std::vector<double> *data = getData(e->tensor);
      if (!data)
        return std::nullopt;
      auto type = cast<ShapedType>(e->tensor.getType());
      int64_t flat = 0;
      for (auto [i, r] : llvm::enumerate(e->access.getResults())) {
        std::optional<double> index = evalAffine(r, point);
        int64_t size = type.getDimSize(i);
        if (!index || *index < 0 || *index >= size)
          return std::nullopt;
        flat = flat * size + int64_t(*index);
      }
      return (*data)[flat];
    }
    case ElementExpr::Kind::Op:
      break;
    }
    SmallVector<double> x;
    for (const ElementExpr *o : e->operands) {
      std::optional<double> v = eval(o, point);
      if (!v)
        return std::nullopt;
      x.push_back(*v);
    }
    Operation *op = e->op;
    Type type = op->getResult(0).getType();
    auto round = [&](double v) -> std::optional<double> {
      if (auto ft = dyn_cast<FloatType>(type)) {
        APFloat f(v);
        bool lost;
        f.convert(ft.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
        return f.convertToDouble();
      }
      // Integers must stay exact and in range.
      if (v != std::trunc(v) || std::abs(v) > 9e15)
        return std::nullopt;
      if (type.isInteger(1))
        return double(v != 0);
      return v;
    };
    if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
      using P = arith::CmpIPredicate;
      double a = x[0], b = x[1];
      switch (cmp.getPredicate()) {
      case P::eq: return double(a == b);
      case P::ne: return double(a != b);
      case P::slt: case P::ult: return (a < 0 || b < 0) && cmp.getPredicate() == P::ult ? std::nullopt : std::optional<double>(a < b);
      case P::sle: case P::ule: return (a < 0 || b < 0) && cmp.getPredicate() == P::ule ? std::nullopt : std::optional<double>(a <= b);
      case P::sgt: case P::ugt: return (a < 0 || b < 0) && cmp.getPredicate() == P::ugt ? std::nullopt : std::optional<double>(a > b);
      case P::sge: case P::uge: return (a < 0 || b < 0) && cmp.getPredicate() == P::uge ? std::nullopt : std::optional<double>(a >= b);
      }
      return std::nullopt;
    }
    if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
      using P = arith::CmpFPredicate;
      double a = x[0], b = x[1];
      bool unordered = std::isnan(a) || std::isnan(b);
      switch (cmp.getPredicate()) {
      case P::OEQ: return double(!unordered && a == b);
      case P::ONE: return double(!unordered && a != b);
      case P::OLT: return double(!unordered && a < b);
      case P::OLE: return double(!unordered && a <= b);
      case P::OGT: return double(!unordered && a > b);
      case P::OGE: return double(!unordered && a >= b);
      case P::UEQ: return double(unordered || a == b);
      case P::UNE: return double(unordered || a != b);
      case P::ULT: return double(unordered || a < b);
      case P::ULE: return double(unordered || a <= b);
      case P::UGT: return double(unordered || a > b);
      case P::UGE: return double(unordered || a >= b);
      default: return std::nullopt;
      }
    }
    if (isa<arith::SelectOp>(op))
      return x[0] != 0 ? x[1] : x[2];
    if (isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op)) {
      if (!type.isInteger(1))
        return std::nullopt;
      bool a = x[0] != 0, b = x[1] != 0;
      return double(isa<arith::AndIOp>(op)   ? (a && b)
                    : isa<arith::OrIOp>(op) ? (a || b)
                                            : (a != b));
    }
    if (isa<arith::ExtUIOp>(op) && op->getOperand(0).getType().isInteger(1))
      return x[0];
    if (isa<arith::ExtSIOp, arith::IndexCastOp, arith::TruncIOp>(op)) {
      if (isa<arith::ExtSIOp>(op) && op->getOperand(0).getType().isInteger(1))
        return x[0] != 0 ? -1.0 : 0.0;
      if (auto it = dyn_cast<IntegerType>(type);
          it && it.getWidth() < 53 &&
          std::abs(x[0]) >= std::ldexp(1.0, int(it.getWidth()) - 1))
        return std::nullopt;
      return x[0];
    }
    if (isa<arith::SIToFPOp, arith::UIToFPOp, arith::ExtFOp, arith::TruncFOp>(op))
      return round(x[0]);
    if (isa<arith::AddIOp, arith::AddFOp>(op))
      return round(x[0] + x[1]);
    if (isa<arith::SubIOp, arith::SubFOp>(op))
      return round(x[0] - x[1]);
    if (isa<arith::MulIOp, arith::MulFOp>(op))
      return round(x[0] * x[1]);
    if (isa<arith::DivFOp>(op))
      return round(x[0] / x[1]);
    if (isa<arith::NegFOp>(op))
      return -x[0];
    return std::nullopt;
  }

private:
  static std::optional<double> evalAffine(AffineExpr e,
                                          ArrayRef<int64_t> point) {
    if (auto c = dyn_cast<AffineConstantExpr>(e))
      return double(c.getValue());
    if (auto d = dyn_cast<AffineDimExpr>(e))
      return double(point[d.getPosition()]);
    auto bin = dyn_cast<AffineBinaryOpExpr>(e);
    if (!bin)
      return std::nullopt;
    std::optional<double> l = evalAffine(bin.getLHS(), point);
    std::optional<double> r = evalAffine(bin.getRHS(), point);
    if (!l || !r)
      return std::nullopt;
    int64_t a = int64_t(*l), b = int64_t(*r);
    switch (bin.getKind()) {
    case AffineExprKind::Add: return double(a + b);
    case AffineExprKind::Mul: return double(a * b);
    case AffineExprKind::Mod: return b > 0 ? std::optional<double>(((a % b) + b) % b) : std::nullopt;
    case AffineExprKind::FloorDiv: return b > 0 ? std::optional<double>(a >= 0 ? a / b : -((-a + b - 1) / b)) : std::nullopt;
    case AffineExprKind::CeilDiv: return b > 0 ? std::optional<double>(a >= 0 ? (a + b - 1) / b : -((-a) / b)) : std::nullopt;
    default: return std::nullopt;
    }
  }

  /// The elements of constant `tensor`, row-major; null when it is not a
  /// (small enough) constant of a supported element type.
  const std::vector<double> *getData(Value tensor) {
    auto it = cache.find(tensor);
    if (it != cache.end())
      return it->second ? &*it->second : nullptr;
    std::optional<std::vector<double>> &slot = cache[tensor];
    Attribute attr;
    auto type = dyn_cast<RankedTensorType>(tensor.getType());
    if (!type || type.getNumElements() > (int64_t(1) << 22) ||
        !matchPattern(tensor, m_Constant(&attr)))
      return nullptr;
    Type elem = type.getElementType();
    std::vector<double> data;
    data.reserve(type.getNumElements());
    if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
      if (isa<FloatType>(elem)) {
        for (APFloat f : dense.getValues<APFloat>())
          data.push_back(f.convertToDouble());
      } else if (elem.isInteger(1)) {
        for (bool b : dense.getValues<bool>())
          data.push_back(b);
      } else if (isa<IntegerType>(elem)) {
        for (APInt i : dense.getValues<APInt>())
          data.push_back(double(i.getSExtValue()));
      } else {
        return nullptr;
      }
    } else if (auto resource = dyn_cast<DenseResourceElementsAttr>(attr)) {
      AsmResourceBlob *blob = resource.getRawHandle().getBlob();
      if (!blob)
        return nullptr;
      ArrayRef<char> raw = blob->getData();
      unsigned bits = elem.getIntOrFloatBitWidth();
      unsigned bytes = std::max(1u, bits / 8);
      if (raw.size() != size_t(type.getNumElements()) * bytes)
        return nullptr;
      for (int64_t i = 0; i < type.getNumElements(); ++i) {
        uint64_t word = 0;
        std::memcpy(&word, raw.data() + i * bytes, bytes);
        if (auto ft = dyn_cast<FloatType>(elem)) {
          data.push_back(
              APFloat(ft.getFloatSemantics(), APInt(bits, word)).convertToDouble());
        } else if (elem.isInteger(1)) {
          data.push_back(word != 0);
        } else {
          data.push_back(double(APInt(bits, word).getSExtValue()));
        }
      }
    } else {
      return nullptr;
    }
    slot = std::move(data);
    return &*slot;
  }

  DenseMap<Value, std::optional<std::vector<double>>> cache;
};
} // namespace

/// The most iterations loop `dim` can have, as bounded by the static shape
/// of a tensor `e` reads at `dim + c` in some dimension (a slice of a
/// constant buffer sized at run time, say: reads outside it would be out of
/// bounds); dynamic when nothing bounds it.
static int64_t getReadBound(const ElementExpr *e, unsigned dim) {
  int64_t bound = ShapedType::kDynamic;
  walk(e, [&](const ElementExpr *x) {
    if (x->kind != ElementExpr::Kind::Leaf)
      return;
    auto type = dyn_cast<ShapedType>(x->tensor.getType());
    if (!type)
      return;
    for (auto [i, r] : llvm::enumerate(x->access.getResults())) {
      int64_t c = 0;
      AffineExpr base = r;
      if (auto sum = dyn_cast<AffineBinaryOpExpr>(r);
          sum && sum.getKind() == AffineExprKind::Add) {
        auto k = dyn_cast<AffineConstantExpr>(sum.getRHS());
        if (!k)
          continue;
        c = k.getValue();
        base = sum.getLHS();
      }
      auto d = dyn_cast<AffineDimExpr>(base);
      int64_t size = type.getDimSize(i);
      if (!d || d.getPosition() != dim || ShapedType::isDynamic(size) || c < 0)
        continue;
      int64_t b = std::max<int64_t>(size - c, 0);
      bound = ShapedType::isDynamic(bound) ? b : std::min(bound, b);
    }
  });
  return bound;
}

/// A causal condition computed from constants (a lower-triangular buffer
/// compared with zero, say), found by evaluating the mask term over the
/// whole static (query, key) plane: visible iff n <= m + offset everywhere.
static std::optional<CausalCondition>
evaluateCausalCondition(const MaskTerm &term, unsigned keyDim,
                        ArrayRef<int64_t> anchorShape, Type scoreType,
                        double &fill) {
  // Unit dims (a batch of 1 indexed by its loop) are read at 0 below.
  SmallVector<unsigned> dims = llvm::filter_to_vector(
      getMaskDims(term), [&](unsigned d) { return anchorShape[d] != 1; });
  if (dims.size() != 2 || !llvm::is_contained(dims, keyDim))
    return std::nullopt;
  unsigned queryDim = dims[0] == keyDim ? dims[1] : dims[0];
  int64_t m = anchorShape[queryDim], n = anchorShape[keyDim];
  // A dynamic extent is bounded by a static constant the term reads along
  // it: the plane evaluated then holds every plane the program can run on,
  // and the condition holds pointwise.
  if (ShapedType::isDynamic(m))
    m = getReadBound(term.value, queryDim);
  if (ShapedType::isDynamic(n))
    n = getReadBound(term.value, keyDim);
  if (ShapedType::isDynamic(m) || ShapedType::isDynamic(n) || m * n == 0 ||
      m * n > (int64_t(1) << 22))
    return std::nullopt;
  ConstantEvaluator evaluator;
  SmallVector<int64_t> point(anchorShape.size(), 0);
  std::optional<double> maskValue;
  // Visibility at (i, j), from the term's value.
  auto visible = [&](int64_t i, int64_t j) -> std::optional<bool> {
    point[queryDim] = i;
    point[keyDim] = j;
    std::optional<double> v = evaluator.eval(term.value, point);
    if (!v)
      return std::nullopt;
    if (term.kind != MaskTerm::Kind::Add)
      return (*v != 0) == term.keepWhenTrue;
    if (*v == 0.0)
      return true;
    if (!isMaskingValue(*v, scoreType) || (maskValue && *maskValue != *v))
      return std::nullopt;
    maskValue = *v;
    return false;
  };
  // Each row must see a prefix of the keys, [0, seen).
  SmallVector<int64_t> seen(m, 0);
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      std::optional<bool> v = visible(i, j);
      if (!v || (*v && seen[i] != j))
        return std::nullopt;
      seen[i] += *v;
    }
  }
  // seen = clamp(i + offset + 1, 0, n), the offset from a partial row.
  std::optional<int64_t> offset;
  for (int64_t i = 0; i < m && !offset; ++i)
    if (seen[i] > 0 && seen[i] < n)
      offset = seen[i] - 1 - i;
  if (!offset)
    return std::nullopt;
  for (int64_t i = 0; i < m; ++i)
    if (seen[i] != std::clamp<int64_t>(i + *offset + 1, 0, n))
      return std::nullopt;
  fill = term.kind == MaskTerm::Kind::Add ? maskValue.value_or(-INFINITY)
         : term.kind == MaskTerm::Kind::Fill ? term.fill
                                             : -INFINITY;
  return CausalCondition{queryDim, keyDim, *offset};
}

//===----------------------------------------------------------------------===//
// Parsing the scores
//===----------------------------------------------------------------------===//

LogicalResult mlir::attn::parseScores(ElementExpr *s, unsigned keyDim,
                                      ArrayRef<int64_t> anchorShape,
                                      ScoreParts &parts, std::string &why) {
  bool seenScale = false;
  unsigned rank = 0;
  Type scoreType;
  auto fail = [&](const char *reason) {
    why = reason;
    return failure();
  };
  while (s->kind == ElementExpr::Kind::Op) {
    if (isa<arith::ExtFOp, arith::TruncFOp>(s->op)) {
      s = s->operands[0];
      continue;
    }
    if (!scoreType)
      scoreType = s->op->getResult(0).getType();
    if (s->isOp("arith.mulf") || s->isOp("arith.divf")) {
      bool div = s->isOp("arith.divf");
      int uniform = isUniform(s->operands[1]) ? 1
                    : (!div && isUniform(s->operands[0])) ? 0
                                                          : -1;
      if (uniform < 0)
        return fail("the scores are scaled by a value that is not uniform");
      parts.factors.push_back({s->operands[uniform], div});
      seenScale = true;
      s = s->operands[1 - uniform];
      continue;
    }
    if (s->isOp("arith.addf")) {
      Type sumType = s->op->getResult(0).getType();
      bool lhs = readsContraction(s->operands[0]);
      bool rhs = readsContraction(s->operands[1]);
      if (lhs == rhs)
        return fail("an addition to the scores is not of a mask");
      if (seenScale)
        return fail("a mask is added before the scale");
      ElementExpr *added = s->operands[lhs ? 1 : 0];
      s = s->operands[lhs ? 0 : 1];
      // Adding select(c, 0, -inf) is keeping the scores where c holds (also
      // for a fill so low that adding a score leaves it unchanged).
      ElementExpr *x = added;
      x = x->unrounded();
      if (x->isOp("arith.select") && !readsContraction(x->operands[0])) {
        std::optional<double> t = getConstant(x->operands[1]);
        std::optional<double> f = getConstant(x->operands[2]);
        bool keepWhenTrue = t && *t == 0.0;
        std::optional<double> fill = keepWhenTrue ? f : t;
        if ((keepWhenTrue || (f && *f == 0.0)) && fill &&
            isAbsorbingValue(*fill)) {
          parts.masks.push_back({std::isinf(*fill) ? MaskTerm::Kind::Keep
                                                   : MaskTerm::Kind::Fill,
                                 x->operands[0], keepWhenTrue, *fill});
          continue;
        }
      }
      parts.masks.push_back({MaskTerm::Kind::Add, added, true, 0.0,
                             saturatesAtLowest(sumType) ? sumType : Type()});
      continue;
    }
    if (s->isOp("arith.select")) {
      ElementExpr *cond = s->operands[0];
      if (readsContraction(cond))
        return fail("a select on the scores depends on the scores");
      bool onTrue = readsContraction(s->operands[1]);
      bool onFalse = readsContraction(s->operands[2]);
      if (onTrue == onFalse)
        return fail("a select on the scores does not choose between the "
                    "scores and a mask value");
      ElementExpr *fillExpr = s->operands[onTrue ? 2 : 1];
      std::optional<double> fill = getConstant(fillExpr);
      if (!fill || !isMaskingValue(*fill, s->op->getResult(0).getType()))
        return fail("a select on the scores does not mask with -inf or a "
                    "very negative constant");
      MaskTerm term{
          std::isinf(*fill) ? MaskTerm::Kind::Keep : MaskTerm::Kind::Fill, cond,
          onTrue, fillInF32(*fill, s->op->getResult(0).getType())};
      parts.masks.push_back(term);
      s = s->operands[onTrue ? 1 : 2];
      continue;
    }
    return fail("the scores are changed by an op that is not a scale or mask");
  }
  if (s->kind != ElementExpr::Kind::Leaf || !readsContraction(s))
    return fail("the softmax input is not computed from a Q*K^T contraction");
  parts.base = s;
  rank = s->access.getNumDims();
  if (!scoreType)
    scoreType = getElementTypeOrSelf(s->tensor.getType());

  // Conditions that always hold are dropped from the conjunctions that keep
  // scores.
  for (MaskTerm &term : parts.masks)
    if (term.kind != MaskTerm::Kind::Add && term.keepWhenTrue)
      term.value = dropTautologies(term.value, rank);

  // One causal comparison of the positions becomes the causal attribute. A
  // finite fill is exact there only if no row is masked entirely, which a
  // diagonal at or right of the main one guarantees.
  for (auto *it = parts.masks.begin(); it != parts.masks.end(); ++it) {
    std::optional<CausalCondition> causal;
    double fill = -INFINITY;
    if (it->kind == MaskTerm::Kind::Add) {
      causal = getAddedCausalCondition(it->value, keyDim, rank, scoreType,
                                       fill);
    } else {
      causal = getCausalCondition(it->value, it->keepWhenTrue, keyDim, rank);
      fill = it->kind == MaskTerm::Kind::Fill ? it->fill : -INFINITY;
    }
    if (!causal)
      causal = evaluateCausalCondition(*it, keyDim, anchorShape, scoreType,
                                       fill);
    if (!causal || (!std::isinf(fill) && causal->offset < 0)) {
      // A causal condition in a conjunction with another (HF's causal and
      // padding masks as one boolean tensor) becomes the attribute, the rest
      // stays the mask. Exact only with -inf: the op drops keys either way,
      // while a finite fill weighs a row masked entirely over all its keys.
      if (it->kind != MaskTerm::Kind::Keep)
        continue;
      if (std::optional<std::pair<CausalCondition, ElementExpr *>> split =
              splitCausalConjunction(it->value, it->keepWhenTrue, keyDim,
                                     rank)) {
        parts.causal = split->first;
        parts.causalFillIsFinite = false;
        it->value = split->second;
        break;
      }
      continue;
    }
    parts.causal = causal;
    parts.causalFillIsFinite = !std::isinf(fill);
    parts.masks.erase(it);
    break;
  }

  // A finite fill elsewhere is kept as an added mask, exact only when adding
  // a score to it leaves it unchanged. What stays a mask is cloned into a
  // generic of its own: only pure single-result scalar ops.
  for (const MaskTerm &term : parts.masks) {
    bool clonable = true;
    walk(term.value, [&](const ElementExpr *e) {
      if (e->kind == ElementExpr::Kind::Op)
        clonable &= e->op->getNumResults() == 1 &&
                    e->op->getNumRegions() == 0 && isPure(e->op);
    });
    if (!clonable)
      return fail("a mask is computed by an op that cannot be moved");
    if (term.kind == MaskTerm::Kind::Fill && !isAbsorbingValue(term.fill))
      return fail("masked scores are set to a finite value that rows masked "
                  "entirely would not give as -inf (use -inf, a value below "
                  "-1e30, or an added mask)");
    if (term.kind != MaskTerm::Kind::Add &&
        !getElementTypeOrSelf(term.value->kind == ElementExpr::Kind::Op
                                  ? term.value->op->getResult(0).getType()
                              : term.value->kind == ElementExpr::Kind::Leaf
                                  ? term.value->tensor.getType()
                                  : term.value->external.getType())
             .isInteger(1))
      return fail("a mask condition is not a boolean");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Materialising masks
//===----------------------------------------------------------------------===//

SmallVector<unsigned> mlir::attn::getMaskDims(ArrayRef<MaskTerm> terms) {
  llvm::SmallBitVector used;
  auto mark = [&](AffineExpr e) {
    e.walk([&](AffineExpr sub) {
      if (auto d = dyn_cast<AffineDimExpr>(sub)) {
        if (used.size() <= d.getPosition())
          used.resize(d.getPosition() + 1);
        used.set(d.getPosition());
      }
    });
  };
  for (const MaskTerm &t : terms)
    walk(t.value, [&](const ElementExpr *e) {
      if (e->kind == ElementExpr::Kind::Leaf)
        for (AffineExpr r : e->access.getResults())
          mark(r);
      if (e->kind == ElementExpr::Kind::Index)
        mark(e->index);
    });
  SmallVector<unsigned> dims;
  for (int d = used.find_first(); d >= 0; d = used.find_next(d))
    dims.push_back(d);
  return dims;
}

bool mlir::attn::isBooleanMask(ArrayRef<MaskTerm> terms) {
  return llvm::all_of(
      terms, [](const MaskTerm &t) { return t.kind == MaskTerm::Kind::Keep; });
}

namespace {
/// Emits the scalar computation of element expressions inside the body of
/// the mask generic. Tensors are read with tensor.extract at indices computed
/// from the generic's loop indices, so the generic has no inputs and its loop
/// sizes are those of its output (an input read at a shifted or partial
/// index could otherwise set them).
class MaskEmitter {
public:
  MaskEmitter(ArrayRef<unsigned> dims) {
    for (auto [i, d] : llvm::enumerate(dims))
      position[d] = i;
  }

  Value emit(OpBuilder &b, Location loc, const ElementExpr *e) {
    if (Value v = emitted.lookup(e))
      return v;
    Value v;
    switch (e->kind) {
    case ElementExpr::Kind::Leaf: {
      SmallVector<Value> indices;
      for (AffineExpr r : e->access.getResults())
        indices.push_back(emitIndex(b, loc, r));
      v = tensor::ExtractOp::create(b, loc, e->tensor, indices);
      break;
    }
    case ElementExpr::Kind::External:
      v = e->external;
      break;
    case ElementExpr::Kind::Index:
      v = emitIndex(b, loc, e->index);
      break;
    case ElementExpr::Kind::Op: {
      IRMapping mapping;
      for (auto [operand, sub] : llvm::zip_equal(e->op->getOperands(),
                                                 e->operands))
        mapping.map(operand, emit(b, loc, sub));
      v = b.clone(*e->op, mapping)->getResult(0);
      break;
    }
    }
    emitted[e] = v;
    return v;
  }

private:
  /// The value of affine expression `e` of the anchor indices.
  Value emitIndex(OpBuilder &b, Location loc, AffineExpr e) {
    if (auto c = dyn_cast<AffineConstantExpr>(e))
      return arith::ConstantIndexOp::create(b, loc, c.getValue());
    if (auto d = dyn_cast<AffineDimExpr>(e))
      return linalg::IndexOp::create(b, loc, position.lookup(d.getPosition()));
    auto bin = cast<AffineBinaryOpExpr>(e);
    Value l = emitIndex(b, loc, bin.getLHS());
    Value r = emitIndex(b, loc, bin.getRHS());
    switch (bin.getKind()) {
    case AffineExprKind::Add:
      return arith::AddIOp::create(b, loc, l, r);
    case AffineExprKind::Mul:
      return arith::MulIOp::create(b, loc, l, r);
    case AffineExprKind::FloorDiv:
      return arith::FloorDivSIOp::create(b, loc, l, r);
    case AffineExprKind::CeilDiv:
      return arith::CeilDivSIOp::create(b, loc, l, r);
    default:
      return arith::RemSIOp::create(b, loc, l, r);
    }
  }

  DenseMap<unsigned, unsigned> position;
  DenseMap<const ElementExpr *, Value> emitted;
};
} // namespace

Value mlir::attn::materializeMask(
    OpBuilder &b, Location loc, ArrayRef<MaskTerm> terms,
    ArrayRef<unsigned> dims, function_ref<OpFoldResult(unsigned)> dimSize) {
  MLIRContext *ctx = b.getContext();
  MaskEmitter emitter(dims);
  bool boolean = isBooleanMask(terms);
  Type elemTy = boolean ? Type(b.getI1Type()) : Type(b.getF32Type());
  SmallVector<OpFoldResult> sizes;
  for (unsigned d : dims)
    sizes.push_back(dimSize(d));
  Value init = tensor::EmptyOp::create(b, loc, sizes, elemTy);
  SmallVector<AffineMap> maps = {
      AffineMap::getMultiDimIdentityMap(dims.size(), ctx)};
  SmallVector<utils::IteratorType> iterators(dims.size(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{}, init, maps, iterators,
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value acc;
        if (boolean) {
          acc = arith::ConstantIntOp::create(nb, l, nb.getI1Type(), 1);
          for (const MaskTerm &t : terms) {
            Value c = emitter.emit(nb, l, t.value);
            if (!t.keepWhenTrue)
              c = arith::XOrIOp::create(
                  nb, l, c,
                  arith::ConstantIntOp::create(nb, l, nb.getI1Type(), 1));
            acc = arith::AndIOp::create(nb, l, acc, c);
          }
        } else {
          // Innermost first, as the graph applied them.
          acc = arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(0.0f));
          for (const MaskTerm &t : llvm::reverse(terms)) {
            Value x = emitter.emit(nb, l, t.value);
            if (t.kind == MaskTerm::Kind::Add) {
              auto ft = cast<FloatType>(x.getType());
              if (ft.getWidth() < 32) {
                Value wide = arith::ExtFOp::create(nb, l, nb.getF32Type(), x);
                if (t.sumType == ft) {
                  // The graph's sum saturates at the type's lowest value:
                  // the lowest f32 does it in the op's f32 sum.
                  Value lowest = arith::ConstantOp::create(
                      nb, l, nb.getFloatAttr(ft, lowestOf(ft)));
                  Value isLowest = arith::CmpFOp::create(
                      nb, l, arith::CmpFPredicate::OEQ, x, lowest);
                  Value f32Lowest = arith::ConstantOp::create(
                      nb, l,
                      nb.getF32FloatAttr(-std::numeric_limits<float>::max()));
                  wide =
                      arith::SelectOp::create(nb, l, isLowest, f32Lowest, wide);
                }
                x = wide;
              } else if (ft.getWidth() > 32)
                x = arith::TruncFOp::create(nb, l, nb.getF32Type(), x);
              acc = arith::AddFOp::create(nb, l, acc, x);
              continue;
            }
            float fill = t.kind == MaskTerm::Kind::Keep ? -INFINITY
                                                        : float(t.fill);
            Value f = arith::ConstantOp::create(nb, l, nb.getF32FloatAttr(fill));
            acc = t.keepWhenTrue ? arith::SelectOp::create(nb, l, x, acc, f)
                                 : arith::SelectOp::create(nb, l, x, f, acc);
          }
        }
        linalg::YieldOp::create(nb, l, acc);
      });
  return generic.getResult(0);
}
