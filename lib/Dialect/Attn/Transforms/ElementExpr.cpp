//===- ElementExpr.cpp - what one element of a tensor is computed from ---===//

#include "ElementExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExprVisitor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::attn;

ElementExpr *ElementExprBuilder::make(ElementExpr node) {
  storage.push_back(std::move(node));
  return &storage.back();
}

LogicalResult mlir::attn::decomposeLinear(
    AffineExpr expr, SmallVectorImpl<std::pair<unsigned, int64_t>> &terms,
    int64_t &constant) {
  if (auto c = dyn_cast<AffineConstantExpr>(expr)) {
    constant += c.getValue();
    return success();
  }
  if (auto d = dyn_cast<AffineDimExpr>(expr)) {
    terms.push_back({d.getPosition(), 1});
    return success();
  }
  auto bin = dyn_cast<AffineBinaryOpExpr>(expr);
  if (!bin)
    return failure();
  if (bin.getKind() == AffineExprKind::Add)
    return success(succeeded(decomposeLinear(bin.getLHS(), terms, constant)) &&
                   succeeded(decomposeLinear(bin.getRHS(), terms, constant)));
  if (bin.getKind() == AffineExprKind::Mul) {
    auto c = dyn_cast<AffineConstantExpr>(bin.getRHS());
    auto d = dyn_cast<AffineDimExpr>(bin.getLHS());
    if (c && d) {
      terms.push_back({d.getPosition(), c.getValue()});
      return success();
    }
  }
  return failure();
}

FailureOr<ReshapeGroups>
mlir::attn::getReshapeGroups(ArrayRef<int64_t> source,
                             ArrayRef<int64_t> result) {
  ReshapeGroups g;
  size_t i = 0, j = 0;
  auto dyn = ShapedType::isDynamic;
  while (i < source.size() && j < result.size()) {
    if (dyn(source[i]) || dyn(result[j])) {
      if (dyn(source[i]) && dyn(result[j])) {
        g.checks.push_back({int64_t(i), int64_t(j)});
        g.source.push_back({int64_t(i++)});
        g.result.push_back({int64_t(j++)});
      } else if (!dyn(source[i]) && source[i] == 1) {
        g.source.push_back({int64_t(i++)});
        g.result.push_back({});
      } else if (!dyn(result[j]) && result[j] == 1) {
        g.source.push_back({});
        g.result.push_back({int64_t(j++)});
      } else {
        return failure();
      }
      continue;
    }
    ReassociationIndices src = {int64_t(i)}, res = {int64_t(j)};
    int64_t ps = source[i++], pr = result[j++];
    while (ps != pr) {
      if (ps < pr) {
        if (i >= source.size() || dyn(source[i]))
          return failure();
        ps *= source[i];
        src.push_back(i++);
      } else {
        if (j >= result.size() || dyn(result[j]))
          return failure();
        pr *= result[j];
        res.push_back(j++);
      }
    }
    g.source.push_back(src);
    g.result.push_back(res);
  }
  // Trailing unit dims.
  for (; i < source.size(); ++i) {
    if (dyn(source[i]) || source[i] != 1)
      return failure();
    g.source.push_back({int64_t(i)});
    g.result.push_back({});
  }
  for (; j < result.size(); ++j) {
    if (dyn(result[j]) || result[j] != 1)
      return failure();
    g.source.push_back({});
    g.result.push_back({int64_t(j)});
  }
  // A group of unit dims on one side only joins its neighbour (the one
  // before it, else the one after), so that every group has dims on both
  // sides where the reshape is a pure collapse or expansion.
  for (size_t k = 0; k < g.source.size() && g.source.size() > 1;) {
    if (!g.source[k].empty() && !g.result[k].empty()) {
      ++k;
      continue;
    }
    size_t into = k > 0 ? k - 1 : k + 1;
    auto merge = [](ReassociationIndices &to, ReassociationIndices &from) {
      llvm::append_range(to, from);
      llvm::sort(to);
    };
    merge(g.source[into], g.source[k]);
    merge(g.result[into], g.result[k]);
    g.source.erase(g.source.begin() + k);
    g.result.erase(g.result.begin() + k);
    if (into < k)
      continue;
  }
  return g;
}

/// The row-major linear index of result dims `group` (of `shape`) read at
/// `access`; null when a stride past a dynamic dim would be needed (not for
/// a unit dim: it reads 0).
static AffineExpr linearIndexOf(AffineMap access, ArrayRef<int64_t> group,
                                ArrayRef<int64_t> shape, MLIRContext *ctx) {
  AffineExpr e = getAffineConstantExpr(0, ctx);
  std::optional<int64_t> stride = 1;
  for (int64_t r : llvm::reverse(group)) {
    AffineExpr index = access.getResult(r);
    auto c = dyn_cast<AffineConstantExpr>(index);
    if (!c || c.getValue() != 0) {
      // A unit dim is read at 0 wherever the read is in bounds, so its
      // stride past a dynamic dim is not needed.
      if (!stride && shape[r] == 1)
        continue;
      if (!stride)
        return AffineExpr();
      e = e + index * *stride;
    }
    if (ShapedType::isDynamic(shape[r]))
      stride.reset();
    else if (stride)
      *stride *= shape[r];
  }
  return simplifyAffineExpr(e, access.getNumDims(), 0);
}

/// Splits the linear index `e` into the row-major indices of source dims
/// `group` (of `shape`): `e` must be a sum of anchor dims times the group's
/// strides; unit dims read 0.
static LogicalResult splitLinearIndex(AffineExpr e, ArrayRef<int64_t> group,
                                      ArrayRef<int64_t> shape,
                                      SmallVectorImpl<AffineExpr> &parts,
                                      MLIRContext *ctx) {
  SmallVector<std::pair<unsigned, int64_t>> terms;
  int64_t constant = 0;
  if (failed(decomposeLinear(e, terms, constant)) || constant != 0)
    return failure();
  int64_t stride = 1;
  SmallVector<AffineExpr> out(group.size());
  unsigned left = terms.size();
  for (int i = group.size() - 1; i >= 0; --i) {
    int64_t size = shape[group[i]];
    if (size == 1) {
      out[i] = getAffineConstantExpr(0, ctx);
      continue;
    }
    if (ShapedType::isDynamic(size) &&
        llvm::any_of(group.take_front(i),
                     [&](int64_t g) { return shape[g] != 1; }))
      return failure();
    auto it = llvm::find_if(terms, [&](auto t) { return t.second == stride; });
    if (it == terms.end())
      return failure();
    out[i] = getAffineDimExpr(it->first, ctx);
    it->second = -1;
    --left;
    stride *= ShapedType::isDynamic(size) ? 1 : size;
  }
  if (left != 0)
    return failure();
  llvm::append_range(parts, out);
  return success();
}

AffineMap ElementExprBuilder::throughReshape(Operation *reshape,
                                             AffineMap access) {
  SmallVector<AffineExpr> source;
  if (auto general = dyn_cast<tensor::ReshapeOp>(reshape)) {
    auto srcTy = dyn_cast<RankedTensorType>(general.getSource().getType());
    auto resTy = dyn_cast<RankedTensorType>(general.getResult().getType());
    if (!srcTy || !resTy)
      return AffineMap();
    FailureOr<ReshapeGroups> groups =
        getReshapeGroups(srcTy.getShape(), resTy.getShape());
    if (failed(groups))
      return AffineMap();
    for (auto [src, res] : llvm::zip_equal(groups->source, groups->result)) {
      AffineExpr linear = linearIndexOf(access, res, resTy.getShape(), ctx);
      if (!linear)
        return AffineMap();
      if (src.size() == 1)
        source.push_back(linear);
      else if (!src.empty() &&
               failed(splitLinearIndex(linear, src, srcTy.getShape(), source,
                                       ctx)))
        return AffineMap();
    }
    for (auto [i, j] : groups->checks)
      assumptions.push_back({general.getSource(), i, general.getShape(), j});
    return AffineMap::get(access.getNumDims(), 0, source, ctx);
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(reshape)) {
    // Source dim of a group = sum(result index * row-major stride).
    ArrayRef<int64_t> shape = expand.getResultType().getShape();
    for (ReassociationIndices group : expand.getReassociationIndices()) {
      AffineExpr e = linearIndexOf(access, group, shape, ctx);
      if (!e)
        return AffineMap();
      source.push_back(e);
    }
    return AffineMap::get(access.getNumDims(), 0, source, ctx);
  }
  auto collapse = cast<tensor::CollapseShapeOp>(reshape);
  // A collapsed index that is sum(stride * anchor dim) with the group's
  // row-major strides splits back into the dims; unit dims read 0.
  ArrayRef<int64_t> shape = collapse.getSrcType().getShape();
  for (auto [r, group] : llvm::enumerate(collapse.getReassociationIndices())) {
    AffineExpr e = access.getResult(r);
    if (group.size() == 1)
      source.push_back(e);
    else if (failed(splitLinearIndex(e, group, shape, source, ctx)))
      return AffineMap();
  }
  return AffineMap::get(access.getNumDims(), 0, source, ctx);
}

ElementExpr *ElementExprBuilder::read(Value tensor, AffineMap access) {
  if (!zeroDims.empty() && access.getNumDims() == anchorRank) {
    SmallVector<AffineExpr> zeros;
    for (unsigned d = 0; d < anchorRank; ++d)
      zeros.push_back(llvm::is_contained(zeroDims, d)
                          ? getAffineConstantExpr(0, ctx)
                          : getAffineDimExpr(d, ctx));
    SmallVector<AffineExpr> results;
    for (AffineExpr e : access.getResults())
      results.push_back(isa<AffineDimExpr, AffineConstantExpr>(e)
                            ? e
                            : simplifyAffineExpr(e.replaceDims(zeros),
                                                 access.getNumDims(), 0));
    access = AffineMap::get(access.getNumDims(), access.getNumSymbols(),
                            results, ctx);
  }
  Operation *def = tensor.getDefiningOp();
  if (isa_and_nonnull<tensor::ExpandShapeOp, tensor::CollapseShapeOp,
                     tensor::ReshapeOp>(def)) {
    if (AffineMap source = throughReshape(def, access)) {
      visited.insert(def);
      return read(def->getOperand(0), source);
    }
  }
  // A slice at static offsets with unit strides: the same element of the
  // source, shifted (dims the slice drops read their offset).
  if (auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(def)) {
    if (llvm::all_of(slice.getStaticStrides(), [](int64_t s) { return s == 1; }) &&
        llvm::none_of(slice.getStaticOffsets(), ShapedType::isDynamic)) {
      llvm::SmallBitVector dropped = slice.getDroppedDims();
      SmallVector<AffineExpr> source;
      unsigned r = 0;
      for (auto [i, offset] : llvm::enumerate(slice.getStaticOffsets())) {
        AffineExpr e = getAffineConstantExpr(offset, ctx);
        if (!dropped.test(i))
          e = access.getResult(r++) + offset;
        source.push_back(e);
      }
      visited.insert(def);
      return read(slice.getSource(),
                  AffineMap::get(access.getNumDims(), 0, source, ctx));
    }
  }
  // Elementwise float casts applied to whole tensors.
  if (isa_and_nonnull<arith::ExtFOp, arith::TruncFOp>(def) &&
      isa<RankedTensorType>(tensor.getType())) {
    visited.insert(def);
    ElementExpr e{ElementExpr::Kind::Op, def};
    e.operands.push_back(read(def->getOperand(0), access));
    return make(std::move(e));
  }
  auto op = dyn_cast_or_null<linalg::LinalgOp>(def);
  // Elementwise producers, and per-element results of reductions (a map
  // over every loop, as when exp and its row sum are fused).
  if (op && op.hasPureTensorSemantics() && !isa<linalg::FillOp>(op) &&
      op->getNumRegions() == 1) {
    unsigned result = cast<OpResult>(tensor).getResultNumber();
    AffineMap out = op.getIndexingMapMatchingResult(cast<OpResult>(tensor));
    if (out.isPermutation()) {
      AffineMap loops = inversePermutation(out).compose(access);
      auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
      visited.insert(op);
      return scalar(yield.getOperand(result), op, loops);
    }
  }
  return make({ElementExpr::Kind::Leaf, nullptr, {}, tensor, access});
}

ElementExpr *ElementExprBuilder::scalar(Value v, linalg::LinalgOp op,
                                        AffineMap loops) {
  Region *body = &op->getRegion(0);
  if (v.getParentRegion() != body && !body->isAncestor(v.getParentRegion())) {
    ElementExpr e{ElementExpr::Kind::External};
    e.external = v;
    return make(std::move(e));
  }
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    OpOperand *operand = op.getMatchingOpOperand(arg);
    AffineMap access = op.getMatchingIndexingMap(operand).compose(loops);
    if (op.isDpsInit(operand))
      return make({ElementExpr::Kind::Leaf, nullptr, {}, operand->get(), access});
    return read(operand->get(), access);
  }
  Operation *def = v.getDefiningOp();
  if (auto index = dyn_cast<linalg::IndexOp>(def)) {
    ElementExpr e{ElementExpr::Kind::Index};
    e.index = loops.getResult(index.getDim());
    return make(std::move(e));
  }
  if (matchPattern(v, m_Constant())) {
    ElementExpr e{ElementExpr::Kind::External};
    e.external = v;
    return make(std::move(e));
  }
  if (auto extract = dyn_cast<tensor::ExtractOp>(def))
    if (ElementExpr *e = readExtract(extract, op, loops))
      return e;
  ElementExpr e{ElementExpr::Kind::Op, def};
  for (Value operand : def->getOperands())
    e.operands.push_back(scalar(operand, op, loops));
  return make(std::move(e));
}

/// Whether two scalars defined outside the bodies are the same value.
static bool sameExternal(Value a, Value b) {
  if (a == b)
    return true;
  Attribute ca, cb;
  return matchPattern(a, m_Constant(&ca)) && matchPattern(b, m_Constant(&cb)) &&
         ca == cb;
}

bool ElementExprBuilder::equal(const ElementExpr *a, const ElementExpr *b) {
  if (a == b)
    return true;
  if (a->kind != b->kind)
    return false;
  switch (a->kind) {
  case ElementExpr::Kind::Leaf: {
    if (a->tensor != b->tensor)
      return false;
    if (a->access == b->access)
      return true;
    // The same element where the accesses differ only on unit dims (each
    // read at 0 whatever indexes it: a batch of 1 read by its loop in one
    // op and by the constant 0 in another).
    auto type = dyn_cast<RankedTensorType>(a->tensor.getType());
    if (!type || a->access.getNumDims() != b->access.getNumDims() ||
        a->access.getNumResults() != b->access.getNumResults() ||
        type.getRank() != int64_t(a->access.getNumResults()))
      return false;
    for (auto [i, size] : llvm::enumerate(type.getShape()))
      if (size != 1 && a->access.getResult(i) != b->access.getResult(i))
        return false;
    return true;
  }
  case ElementExpr::Kind::External:
    return sameExternal(a->external, b->external);
  case ElementExpr::Kind::Index:
    return a->index == b->index;
  case ElementExpr::Kind::Op:
    if (a->op->getName() != b->op->getName() ||
        a->op->getAttrDictionary() != b->op->getAttrDictionary() ||
        a->operands.size() != b->operands.size() ||
        a->op->getResultTypes() != b->op->getResultTypes())
      return false;
    for (auto [x, y] : llvm::zip_equal(a->operands, b->operands))
      if (!equal(x, y))
        return false;
    return true;
  }
  return false;
}

const ElementExpr *ElementExpr::unrounded() const {
  const ElementExpr *e = this;
  while (e->kind == Kind::Op && isa<arith::ExtFOp, arith::TruncFOp>(e->op))
    e = e->operands[0];
  return e;
}

AffineExpr mlir::attn::getIndexExpr(const ElementExpr *e, MLIRContext *ctx) {
  switch (e->kind) {
  case ElementExpr::Kind::Index:
    return e->index;
  case ElementExpr::Kind::External: {
    IntegerAttr i;
    FloatAttr f;
    if (matchPattern(e->external, m_Constant(&i)) && !i.getType().isInteger(1))
      return getAffineConstantExpr(i.getValue().getSExtValue(), ctx);
    if (matchPattern(e->external, m_Constant(&f))) {
      double v = f.getValueAsDouble();
      if (v == std::trunc(v) && std::abs(v) <= 1e15)
        return getAffineConstantExpr(int64_t(v), ctx);
    }
    return AffineExpr();
  }
  case ElementExpr::Kind::Leaf:
    return AffineExpr();
  case ElementExpr::Kind::Op:
    break;
  }
  Operation *op = e->op;
  if (isa<arith::IndexCastOp, arith::IndexCastUIOp, arith::ExtSIOp,
          arith::ExtUIOp, arith::TruncIOp, arith::SIToFPOp, arith::UIToFPOp,
          arith::ExtFOp>(op))
    return getIndexExpr(e->operands[0], ctx);
  if (isa<arith::NegFOp>(op)) {
    AffineExpr x = getIndexExpr(e->operands[0], ctx);
    return x ? -x : AffineExpr();
  }
  if (isa<arith::AddIOp, arith::SubIOp, arith::MulIOp, arith::AddFOp,
          arith::SubFOp, arith::MulFOp>(op)) {
    AffineExpr l = getIndexExpr(e->operands[0], ctx);
    AffineExpr r = getIndexExpr(e->operands[1], ctx);
    if (!l || !r)
      return AffineExpr();
    if (isa<arith::AddIOp, arith::AddFOp>(op))
      return l + r;
    if (isa<arith::SubIOp, arith::SubFOp>(op))
      return l - r;
    if (!isa<AffineConstantExpr>(l) && !isa<AffineConstantExpr>(r))
      return AffineExpr();
    return l * r;
  }
  if (isa<arith::SelectOp>(op)) {
    const ElementExpr *cmp = e->operands[0];
    const ElementExpr *x = e->operands[2];
    AffineExpr value = getIndexExpr(x, ctx);
    auto cmpOp = dyn_cast_or_null<arith::CmpIOp>(
        cmp->kind == ElementExpr::Kind::Op ? cmp->op : nullptr);
    if (!value || !cmpOp || cmpOp.getPredicate() != arith::CmpIPredicate::slt ||
        !ElementExprBuilder::equal(cmp->operands[0], x) ||
        getIndexExpr(cmp->operands[1], ctx) != getAffineConstantExpr(0, ctx))
      return AffineExpr();
    // Not negative: a sum of loop indices with non-negative coefficients.
    SmallVector<std::pair<unsigned, int64_t>> terms;
    int64_t constant = 0;
    if (failed(decomposeLinear(value, terms, constant)) || constant < 0 ||
        llvm::any_of(terms, [](auto t) { return t.second < 0; }))
      return AffineExpr();
    return value;
  }
  return AffineExpr();
}

ElementExpr *ElementExprBuilder::readExtract(tensor::ExtractOp extract,
                                             linalg::LinalgOp op,
                                             AffineMap loops) {
  Region *body = &op->getRegion(0);
  Value src = extract.getTensor();
  auto outside = [&](Value v) {
    return !body->isAncestor(v.getParentRegion());
  };
  if (!outside(src) || op.getNumDpsInits() != 1)
    return nullptr;
  Value init = op.getDpsInitOperand(0)->get();
  AffineMap out = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  auto initTy = dyn_cast<RankedTensorType>(init.getType());
  if (!initTy || !out.isPermutation())
    return nullptr;
  SmallVector<AffineExpr> source;
  for (Value index : extract.getIndices()) {
    if (std::optional<int64_t> c = getConstantIntValue(index)) {
      source.push_back(getAffineConstantExpr(*c, ctx));
      continue;
    }
    // select(size == 1, 0, loop), torch-mlir's broadcast of a dim that is 1
    // at run time, reads the loop's own index when the loop has one
    // iteration whenever size is 1: the loop's extent is `size` itself (the
    // dynamic size its output was made with) or a static 1.
    if (auto sel = index.getDefiningOp<arith::SelectOp>()) {
      auto cmp = sel.getCondition().getDefiningOp<arith::CmpIOp>();
      auto loop = sel.getFalseValue().getDefiningOp<linalg::IndexOp>();
      if (cmp && cmp.getPredicate() == arith::CmpIPredicate::eq &&
          matchPattern(cmp.getRhs(), m_One()) &&
          matchPattern(sel.getTrueValue(), m_Zero()) && loop &&
          body->isAncestor(loop->getParentRegion())) {
        if (!outside(cmp.getLhs()))
          return nullptr;
        unsigned pos =
            *out.getResultPosition(getAffineDimExpr(loop.getDim(), ctx));
        Value extent;
        if (auto empty = init.getDefiningOp<tensor::EmptyOp>();
            empty && initTy.isDynamicDim(pos))
          extent = empty.getDynamicSize(pos);
        if (initTy.getDimSize(pos) != 1 && extent != cmp.getLhs())
          return nullptr;
        source.push_back(loops.getResult(loop.getDim()));
        continue;
      }
    }
    // Any other index: computed from the loops (an index tensor read at
    // them, Python's wrap of negative indices).
    AffineExpr e = getIndexExpr(scalar(index, op, loops), ctx);
    if (!e)
      return nullptr;
    source.push_back(simplifyAffineExpr(e, loops.getNumDims(), 0));
  }
  return read(src, AffineMap::get(loops.getNumDims(), 0, source, ctx));
}
