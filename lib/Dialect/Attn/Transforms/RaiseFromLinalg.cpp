//===- RaiseFromLinalg.cpp - linalg attention sub-graphs -> attn.attention ===//
//
// Recognises softmax(scale * Q·Kᵀ + mask)·V spelled in tensor linalg ops and
// replaces it with one attn.attention.
//
// The match starts at a contraction (P·V) whose operand P is a softmax over
// the contraction's reduced dim. Everything between the two contractions is
// read as element expressions in the softmax's index space (the anchor; see
// ElementExpr.h), so fused or split generics, broadcasts by map or by copy,
// keepdim reshapes and the many spellings of max, exp, sum and the
// normalisation are one case. Loop roles come from which operands index a
// loop, never from op names or operand order. Transposes, broadcast copies,
// f16->f32 extensions and uniform scales of Q, K and V are folded into the
// op's indexing maps and scale.
//
//===----------------------------------------------------------------------===//

#include "ElementExpr.h"
#include "RaiseScores.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

#include <cmath>

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNRAISEFROMLINALGPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// How one dim of a tensor relates to the attention iteration space: the
/// row-major collapse of a group of iteration dims, or (empty) a unit dim
/// read at index 0.
using DimRef = SmallVector<unsigned, 2>;

/// A tensor and the iteration dims of each of its dims.
struct OperandRef {
  Value value;
  SmallVector<DimRef> dims;
};

/// A recognised attention sub-graph, ready to be rewritten.
struct AttentionMatch {
  /// Owners of the element expressions the scale factors point into.
  std::shared_ptr<ElementExprBuilder> exprs, scaleExprs;
  linalg::LinalgOp pv;
  /// Every op of the sub-graph, to be erased once nothing uses it.
  llvm::SetVector<Operation *> chain;
  OperandRef query, key, value;
  /// The mask operand; its value is null while it is still to be computed
  /// from `maskTerms` over the anchor dims `maskAnchorDims`.
  std::optional<OperandRef> mask;
  SmallVector<MaskTerm> maskTerms;
  SmallVector<unsigned> maskAnchorDims;
  /// The P·V result's dims.
  SmallVector<DimRef> outputDims;
  SmallVector<ScaleFactor> factors;
  std::optional<CausalAlignment> causal;
  /// The causal diagonal's offset from top_left, when not 0 and not the
  /// bottom_right one.
  int64_t causalOffset = 0;
  /// Dims of two tensors that the match took to be of equal size; the
  /// rewrite checks those it cannot prove equal at run time.
  struct SizeCheck {
    Value lhs;
    int64_t lhsDim;
    Value rhs;
    int64_t rhsDim;
  };
  SmallVector<SizeCheck> sizeChecks;
  /// Sizes the views of P were read through as equal.
  SmallVector<SizeAssumption> viewAssumptions;
  /// Iteration dims are named by ids; the batch dims in their final order,
  /// and the ids of m, n, k1, k2.
  SmallVector<unsigned> batchOrder;
  unsigned mId = 0, nId = 0, k1Id = 0, k2Id = 0;
  /// Static sizes of the iteration dims by id (kDynamic where unknown).
  SmallVector<int64_t> domainSizes;

  unsigned getNumLoops() const { return batchOrder.size() + 4; }
  /// Position of iteration dim `id` in the op's iteration space.
  unsigned position(unsigned id) const {
    if (const auto *it = llvm::find(batchOrder, id); it != batchOrder.end())
      return it - batchOrder.begin();
    unsigned nb = batchOrder.size();
    return id == mId ? nb : id == nId ? nb + 1 : id == k1Id ? nb + 2 : nb + 3;
  }
  /// Splits batch dim `id` (row-major) into `id` of size `outer` and a new
  /// dim of size `inner` right after it, in every operand.
  unsigned split(unsigned id, int64_t outer, int64_t inner,
                 ArrayRef<OperandRef *> others) {
    unsigned fresh = domainSizes.size();
    domainSizes[id] = outer;
    domainSizes.push_back(inner);
    batchOrder.insert(llvm::find(batchOrder, id) + 1, fresh);
    llvm::SetVector<SmallVector<DimRef> *> all;
    all.insert(&query.dims);
    all.insert(&key.dims);
    all.insert(&value.dims);
    all.insert(&outputDims);
    if (mask)
      all.insert(&mask->dims);
    for (OperandRef *o : others)
      all.insert(&o->dims);
    for (SmallVector<DimRef> *dims : all)
      for (DimRef &d : *dims)
        if (auto *it = llvm::find(d, id); it != d.end())
          d.insert(it + 1, fresh);
    return fresh;
  }
};

/// A failed match, with the reason.
struct Decline {
  std::string reason;
};
} // namespace

//===----------------------------------------------------------------------===//
// Scalar helpers
//===----------------------------------------------------------------------===//

/// Whether the fill value `c` is a valid start for a max reduction of
/// `type`: -inf, the lowest finite value, or NaN (for maxnumf).
static bool isMaxIdentity(double c, Type type) {
  if (std::isnan(c) || (std::isinf(c) && c < 0))
    return true;
  auto ft = dyn_cast<FloatType>(type);
  if (!ft)
    return false;
  return c <= -llvm::APFloat::getLargest(ft.getFloatSemantics())
                  .convertToDouble();
}

/// Whether `v` is a linalg.fill of a constant; returns it.
static std::optional<double> getFillValue(Value v) {
  auto fill = v.getDefiningOp<linalg::FillOp>();
  FloatAttr attr;
  if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&attr)))
    return std::nullopt;
  return attr.getValueAsDouble();
}

/// Whether `v` is all zeros (a zero fill or a zero constant).
static bool isZeroFilled(Value v) {
  if (std::optional<double> c = getFillValue(v))
    return *c == 0.0;
  return matchPattern(v, m_AnyZeroFloat());
}

//===----------------------------------------------------------------------===//
// The softmax
//===----------------------------------------------------------------------===//

enum class ReductionKind { Max, Sum, All };

/// If `leaf` reads, at each anchor point, a reduction over anchor dim `dim`
/// of kind `kind`, returns the expression being reduced.
static FailureOr<ElementExpr *> matchRowReduction(ElementExprBuilder &b,
                                                  ElementExpr *leaf,
                                                  ReductionKind kind,
                                                  unsigned dim, Decline &why) {
  const char *what = kind == ReductionKind::Max   ? "max"
                     : kind == ReductionKind::Sum ? "sum"
                                                  : "conjunction";
  auto fail = [&](const Twine &reason) {
    why.reason = ("the row " + Twine(what) + " " + reason).str();
    return failure();
  };
  // A reduction in a wider type rounded back afterwards (JAX sums f16/bf16
  // rows in f32): the op keeps the wider value.
  leaf = leaf->unrounded();
  if (leaf->kind != ElementExpr::Kind::Leaf)
    return fail("is not a reduction");
  auto result = dyn_cast<OpResult>(leaf->tensor);
  auto op = result ? dyn_cast<linalg::LinalgOp>(result.getOwner()) : nullptr;
  if (!op || !op.hasPureTensorSemantics() || op.getNumReductionLoops() != 1)
    return fail("is not a reduction over one dim");
  if (leaf->access.isFunctionOfDim(dim))
    return fail("varies along the key dim");
  unsigned resultNumber = result.getResultNumber();

  // The reduction's loops in anchor terms: kept loops from the access, the
  // reduced loop is `dim`.
  SmallVector<AffineExpr> loops(op.getNumLoops());
  AffineMap out = op.getIndexingMapMatchingResult(result);
  for (auto [pos, e] : llvm::enumerate(out.getResults())) {
    if (auto d = dyn_cast<AffineDimExpr>(e))
      loops[d.getPosition()] = leaf->access.getResult(pos);
    else if (!isa<AffineConstantExpr>(e))
      return fail("reduction has a non-affine output map");
  }
  SmallVector<unsigned> reduced;
  op.getReductionDims(reduced);
  loops[reduced.front()] = getAffineDimExpr(dim, b.getContext());
  if (llvm::any_of(loops, [](AffineExpr e) { return !e; }))
    return fail("reduction broadcasts a dim");
  AffineMap loopMap =
      AffineMap::get(b.getAnchorRank(), 0, loops, b.getContext());

  // Its init: the identity of the reduction.
  Value init = op.getDpsInitOperand(resultNumber)->get();
  Type elemTy = getElementTypeOrSelf(init.getType());
  if (kind == ReductionKind::All) {
    auto fill = init.getDefiningOp<linalg::FillOp>();
    IntegerAttr start;
    if (!fill || !matchPattern(fill.getInputs()[0], m_Constant(&start)) ||
        !elemTy.isInteger(1) || !start.getValue().isAllOnes())
      return fail("starts from a value that is not its identity");
  } else {
    std::optional<double> start = getFillValue(init);
    if (!start ||
        (kind == ReductionKind::Max && !isMaxIdentity(*start, elemTy)) ||
        (kind == ReductionKind::Sum && *start != 0.0))
      return fail("starts from a value that is not its identity");
  }

  // Its combiner: max(x, out) (maximumf, maxnumf or compare and select) or
  // x + out, with out the accumulator.
  auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  Value combined = yield.getOperand(resultNumber);
  Value acc = op.getMatchingBlockArgument(op.getDpsInitOperand(resultNumber));
  Operation *def = combined.getDefiningOp();
  Value x;
  auto other = [&](Value l, Value r) { return l == acc ? r : r == acc ? l : Value(); };
  if (kind == ReductionKind::Max) {
    if (isa_and_nonnull<arith::MaximumFOp, arith::MaxNumFOp>(def))
      x = other(def->getOperand(0), def->getOperand(1));
    else if (auto sel = dyn_cast_or_null<arith::SelectOp>(def)) {
      auto cmp = sel.getCondition().getDefiningOp<arith::CmpFOp>();
      bool greater = cmp && (cmp.getPredicate() == arith::CmpFPredicate::OGT ||
                             cmp.getPredicate() == arith::CmpFPredicate::OGE);
      if (greater && cmp.getRhs() == acc && sel.getTrueValue() == cmp.getLhs() &&
          sel.getFalseValue() == acc)
        x = cmp.getLhs();
    }
  } else if (kind == ReductionKind::Sum && isa_and_nonnull<arith::AddFOp>(def)) {
    x = other(def->getOperand(0), def->getOperand(1));
  } else if (kind == ReductionKind::All && isa_and_nonnull<arith::AndIOp>(def)) {
    x = other(def->getOperand(0), def->getOperand(1));
  }
  if (!x || x == acc)
    return fail("does not combine with its accumulator as expected");
  b.markVisited(op);
  return b.scalar(x, op, loopMap);
}

/// If `p` is softmax(S) over anchor dim `dim`, returns S.
static FailureOr<ElementExpr *> matchSoftmaxBody(ElementExprBuilder &b,
                                                 ElementExpr *p, unsigned dim,
                                                 Decline &why) {
  // Probabilities rounded to a narrower type (and back) are still the
  // softmax; the op computes them in f32.
  p = p->unrounded();
  // The named op.
  if (p->kind == ElementExpr::Kind::Leaf) {
    auto softmax = p->tensor.getDefiningOp<linalg::SoftmaxOp>();
    if (!softmax) {
      why.reason = "P is not a softmax";
      return failure();
    }
    auto dimExpr = dyn_cast<AffineDimExpr>(
        p->access.getResult(softmax.getDimension()));
    if (!dimExpr || dimExpr.getPosition() != dim) {
      why.reason = "the softmax does not normalise over the key dim of P*V";
      return failure();
    }
    b.markVisited(softmax);
    return b.read(softmax.getInput(), p->access);
  }

  // The log-sum-exp form: exp(S - (max + log(sum exp(S - max)))).
  if (p->isOp("math.exp") && p->operands[0]->isOp("arith.subf") &&
      p->operands[0]->operands[1]->isOp("arith.addf")) {
    ElementExpr *scores = p->operands[0]->operands[0];
    ElementExpr *lse = p->operands[0]->operands[1];
    for (int i : {0, 1}) {
      ElementExpr *max = lse->operands[i], *log = lse->operands[1 - i];
      if (!log->isOp("math.log"))
        continue;
      Decline inner;
      FailureOr<ElementExpr *> maxed =
          matchRowReduction(b, max, ReductionKind::Max, dim, inner);
      FailureOr<ElementExpr *> summed = matchRowReduction(
          b, log->operands[0], ReductionKind::Sum, dim, inner);
      if (failed(maxed) || failed(summed) ||
          !ElementExprBuilder::equal(*maxed, scores))
        continue;
      // The summed term is exp(S - max) with the same max.
      ElementExpr *e = *summed;
      if (e->isOp("math.exp") && e->operands[0]->isOp("arith.subf") &&
          ElementExprBuilder::equal(e->operands[0]->operands[0], scores) &&
          ElementExprBuilder::equal(e->operands[0]->operands[1], max))
        return scores;
    }
    why.reason = "P is an exponential, but not of S minus its log-sum-exp";
    return failure();
  }

  // E / sum(E), E * (1 / sum(E)).
  ElementExpr *exps = nullptr, *sum = nullptr;
  if (p->isOp("arith.divf")) {
    exps = p->operands[0];
    sum = p->operands[1];
  } else if (p->isOp("arith.mulf")) {
    for (int i : {0, 1}) {
      ElementExpr *r = p->operands[i];
      std::optional<double> one =
          r->isOp("arith.divf") ? getConstant(r->operands[0]) : std::nullopt;
      if (one && *one == 1.0) {
        exps = p->operands[1 - i];
        sum = r->operands[1];
      }
    }
  }
  if (!exps) {
    why.reason = "P is not a normalised exponential";
    return failure();
  }
  FailureOr<ElementExpr *> summed =
      matchRowReduction(b, sum, ReductionKind::Sum, dim, why);
  if (failed(summed))
    return failure();
  // The same exponentials, perhaps summed in another precision.
  if (!ElementExprBuilder::equal((*summed)->unrounded(), exps->unrounded())) {
    why.reason = "the normalisation divides by the sum of something else";
    return failure();
  }
  // E = exp(S - max(S)).
  if (!exps->isOp("math.exp") || !exps->operands[0]->isOp("arith.subf")) {
    why.reason = "the numerator is not exp(S - max S)";
    return failure();
  }
  ElementExpr *scores = exps->operands[0]->operands[0];
  FailureOr<ElementExpr *> maxed = matchRowReduction(
      b, exps->operands[0]->operands[1], ReductionKind::Max, dim, why);
  if (failed(maxed))
    return failure();
  if (!ElementExprBuilder::equal(*maxed, scores)) {
    why.reason = "the subtracted max is not the max of the scores";
    return failure();
  }
  return scores;
}

/// Whether `cond` is true exactly on the rows whose every score `scores`
/// is -inf: a conjunction over the key dim of `S == -inf`.
static bool isFullyMaskedRow(ElementExprBuilder &b, ElementExpr *cond,
                             ElementExpr *scores, unsigned dim) {
  Decline ignored;
  FailureOr<ElementExpr *> each =
      matchRowReduction(b, cond, ReductionKind::All, dim, ignored);
  if (failed(each) || !(*each)->isOp("arith.cmpf") ||
      cast<arith::CmpFOp>((*each)->op).getPredicate() !=
          arith::CmpFPredicate::OEQ)
    return false;
  for (int i : {0, 1}) {
    std::optional<double> c = getConstant((*each)->operands[1 - i]);
    if (c && std::isinf(*c) && *c < 0 &&
        ElementExprBuilder::equal((*each)->operands[i]->unrounded(),
                                  scores->unrounded()))
      return true;
  }
  return false;
}

/// If `p` is softmax(S) over anchor dim `dim`, returns S. Rows zeroed after
/// the softmax where every score is -inf (as the decomposition of
/// scaled_dot_product_attention does) are still the softmax: the op gives
/// 0 there.
static FailureOr<ElementExpr *> matchSoftmax(ElementExprBuilder &b,
                                             ElementExpr *p, unsigned dim,
                                             Decline &why) {
  p = p->unrounded();
  ElementExpr *zeroed = nullptr;
  if (p->isOp("arith.select")) {
    std::optional<double> t = getConstant(p->operands[1]);
    std::optional<double> f = getConstant(p->operands[2]);
    if (t && *t == 0.0) {
      zeroed = p->operands[0];
      p = p->operands[2];
    } else if (f && *f == 0.0) {
      why.reason = "P is zeroed where a condition does not hold";
      return failure();
    }
  }
  FailureOr<ElementExpr *> scores = matchSoftmaxBody(b, p, dim, why);
  if (failed(scores) || !zeroed)
    return scores;
  if (!isFullyMaskedRow(b, zeroed, *scores, dim)) {
    why.reason = "P is zeroed on rows that are not the fully masked ones";
    return failure();
  }
  return scores;
}

//===----------------------------------------------------------------------===//
// Dims
//===----------------------------------------------------------------------===//

/// The iteration dims an anchor expression collapses (row-major), through
/// `anchorToDomain`; an empty group for the constant 0.
static FailureOr<DimRef> toDimRef(AffineExpr e, ArrayRef<int> anchorToDomain,
                                  ArrayRef<int64_t> anchorShape) {
  SmallVector<std::pair<unsigned, int64_t>> terms;
  int64_t constant = 0;
  if (failed(decomposeLinear(e, terms, constant)) || constant != 0)
    return failure();
  // Innermost first: strides 1, size, size*size2, ...
  llvm::sort(terms, [](auto a, auto b) { return a.second < b.second; });
  int64_t stride = 1;
  DimRef ref;
  for (auto [dim, coefficient] : terms) {
    if (coefficient != stride || anchorToDomain[dim] < 0)
      return failure();
    ref.insert(ref.begin(), anchorToDomain[dim]);
    if (ShapedType::isDynamic(anchorShape[dim]))
      stride = -1;
    else
      stride *= anchorShape[dim];
  }
  return ref;
}

/// Follows `ref` through a copy that reads its source inside the body, as
/// dynamic-shape frontends broadcast: `yield tensor.extract %src[i...]` with
/// each index a loop of the op, `select(size == 1, 0, loop)` or 0 into a
/// unit dim (a broadcast of it). That is a copy
/// of %src when the sizes agree, which the rewrite checks at run time (they
/// must agree for the select to read in bounds, unless %src has size 1: a
/// static unit dim is a broadcast).
static bool
lookThroughExtractCopy(linalg::LinalgOp op, OperandRef &ref,
                       SmallVectorImpl<AttentionMatch::SizeCheck> &sizeChecks) {
  if (!op.hasPureTensorSemantics() || op.getNumDpsInputs() != 0 ||
      op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0)
    return false;
  auto result = cast<OpResult>(ref.value);
  AffineMap out = op.getIndexingMapMatchingResult(result);
  Block *body = op.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  auto extract = yield.getOperand(0).getDefiningOp<tensor::ExtractOp>();
  if (!out.isPermutation() || !extract || extract->getBlock() != body ||
      op->getRegion(0).isAncestor(extract.getTensor().getParentRegion()))
    return false;
  Value src = extract.getTensor();
  auto srcTy = cast<RankedTensorType>(src.getType());
  auto outTy = cast<RankedTensorType>(ref.value.getType());
  SmallVector<DimRef> dims;
  SmallVector<AttentionMatch::SizeCheck> checks;
  // Source dims read at index 0 (unit dims), and the output dims that a
  // loop index reads.
  SmallVector<int64_t> unitReads;
  llvm::SmallBitVector readOut(outTy.getRank());
  for (auto [k, index] : llvm::enumerate(extract.getIndices())) {
    // Index 0 of a unit dim: a broadcast of it (one KV head for all the
    // query heads), or the copy of a unit dim of the output (below).
    if (srcTy.getDimSize(k) == 1 && matchPattern(index, m_Zero())) {
      unitReads.push_back(k);
      dims.push_back({});
      continue;
    }
    Value loopIndex = index;
    if (auto sel = index.getDefiningOp<arith::SelectOp>()) {
      auto cmp = sel.getCondition().getDefiningOp<arith::CmpIOp>();
      if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq ||
          !matchPattern(cmp.getRhs(), m_One()) ||
          !matchPattern(sel.getTrueValue(), m_Zero()))
        return false;
      loopIndex = sel.getFalseValue();
    }
    auto loop = loopIndex.getDefiningOp<linalg::IndexOp>();
    if (!loop)
      return false;
    std::optional<unsigned> pos = out.getResultPosition(
        getAffineDimExpr(loop.getDim(), op.getContext()));
    if (!pos)
      return false;
    readOut.set(*pos);
    int64_t srcSize = srcTy.getDimSize(k), outSize = outTy.getDimSize(*pos);
    if (srcSize == 1 && outSize != 1) {
      // A broadcast of a unit dim.
      dims.push_back({});
      continue;
    }
    if (!ShapedType::isDynamic(srcSize) && !ShapedType::isDynamic(outSize) &&
        srcSize != outSize)
      return false;
    if (ShapedType::isDynamic(srcSize) || ShapedType::isDynamic(outSize))
      checks.push_back({src, int64_t(k), ref.value, int64_t(*pos)});
    dims.push_back(ref.dims[*pos]);
  }
  // A unit dim read at 0 into a unit dim of the output that no loop reads
  // copies it (batch 1: torch-mlir writes the constant 0 rather than the
  // loop's index), in order; the others are broadcasts.
  int64_t next = 0;
  for (int64_t k : unitReads) {
    while (next < outTy.getRank() &&
           (readOut.test(next) || outTy.getDimSize(next) != 1))
      ++next;
    if (next == outTy.getRank())
      break;
    dims[k] = ref.dims[next++];
  }
  llvm::append_range(sizeChecks, checks);
  ref = {src, dims};
  return true;
}

/// Follows `ref` through transposes, broadcast copies, extensions to f32
/// and uniform scales (added to `factors`) to the data they copy.
static void lookThroughCopies(OperandRef &ref, bool allowExtension,
                              SmallVectorImpl<ScaleFactor> &factors,
                              ElementExprBuilder &scales, AttentionMatch &match,
                              bool allowSplit,
                              ArrayRef<OperandRef *> alsoSplit = {}) {
  AttentionMatch *splitter = allowSplit ? &match : nullptr;
  ArrayRef<int64_t> domainSizes = match.domainSizes;
  while (true) {
    // A collapse whose groups are exactly the split iteration dims.
    if (auto collapse = ref.value.getDefiningOp<tensor::CollapseShapeOp>()) {
      ArrayRef<int64_t> srcShape = collapse.getSrcType().getShape();
      SmallVector<DimRef> dims;
      bool exact = true;
      for (auto [r, group] :
           llvm::enumerate(collapse.getReassociationIndices())) {
        if (group.size() == 1) {
          dims.push_back(ref.dims[r]);
          continue;
        }
        // One dim collapsed with unit dims (one KV head kept as a unit dim,
        // then broadcast and reshaped: multi-query attention): the unit
        // dims are broadcasts, the other carries the dim. Splitting the
        // iteration dim instead would give the other operands' groups a
        // unit dim they do not have.
        SmallVector<int64_t> carriers;
        for (int64_t g : group)
          if (srcShape[g] != 1)
            carriers.push_back(g);
        if (ref.dims[r].size() == 1 && carriers.size() == 1) {
          for (int64_t g : group)
            dims.push_back(g == carriers.front() ? ref.dims[r] : DimRef{});
          continue;
        }
        // One batch dim collapsed from several source dims (a broadcast
        // of KV heads reshaped to the query heads): split the iteration dim.
        if (splitter && ref.dims[r].size() == 1 &&
            llvm::is_contained(splitter->batchOrder, ref.dims[r].front()) &&
            llvm::none_of(group, [&](int64_t g) {
              return ShapedType::isDynamic(srcShape[g]);
            })) {
          unsigned id = ref.dims[r].front();
          int64_t product = 1;
          for (int64_t g : group)
            product *= srcShape[g];
          if (product == splitter->domainSizes[id]) {
            // Split off the innermost source dims one at a time.
            unsigned outerId = id;
            for (size_t g = 1; g < group.size(); ++g) {
              int64_t outer = 1;
              for (size_t h = 0; h < g; ++h)
                outer *= srcShape[group[h]];
              int64_t rest = product / outer;
              SmallVector<OperandRef *> refs{&ref};
              for (OperandRef *other : alsoSplit)
                if (other != &ref)
                  refs.push_back(other);
              unsigned fresh =
                  splitter->split(outerId, srcShape[group[g - 1]], rest, refs);
              outerId = fresh;
            }
            domainSizes = splitter->domainSizes;
          }
        }
        // The group's source dims hold the dim's iteration dims in order:
        // each source dim the ids whose sizes multiply to its size (one
        // dynamic id for a dynamic dim, none for a unit dim they skip), as
        // when a batch of 1 and heads split into K/V heads and groups are
        // collapsed into one batch dim.
        ArrayRef<unsigned> ids = ref.dims[r];
        size_t next = 0;
        for (int64_t src : group) {
          DimRef part;
          int64_t size = srcShape[src];
          if (ShapedType::isDynamic(size)) {
            if (next < ids.size() &&
                ShapedType::isDynamic(domainSizes[ids[next]]))
              part.push_back(ids[next++]);
            else
              exact = false;
          } else {
            int64_t product = 1;
            while (next < ids.size() && product < size &&
                   !ShapedType::isDynamic(domainSizes[ids[next]]))
              product *= domainSizes[ids[next]], part.push_back(ids[next++]);
            if (size == 1 && part.empty() && next < ids.size() &&
                domainSizes[ids[next]] == 1)
              part.push_back(ids[next++]);
            exact &= product == size;
          }
          dims.push_back(part);
        }
        exact &= next == ids.size();
        if (!exact)
          break;
      }
      if (!exact)
        return;
      ref = {collapse.getSrc(), dims};
      continue;
    }
    auto op = ref.value.getDefiningOp<linalg::LinalgOp>();
    if (!op)
      return;
    if (lookThroughExtractCopy(op, ref, match.sizeChecks))
      continue;
    if (!op.hasPureTensorSemantics() || op.getNumReductionLoops() != 0 ||
        op.getNumDpsInits() != 1 || op.getNumDpsInputs() < 1 ||
        isa<linalg::FillOp>(op))
      return;
    AffineMap out = op.getIndexingMapMatchingResult(cast<OpResult>(ref.value));
    if (!out.isPermutation())
      return;
    Block *body = op.getBlock();
    Value yielded = cast<linalg::YieldOp>(body->getTerminator()).getOperand(0);
    // The data input, and what the body does with it.
    OpOperand *data = nullptr;
    std::optional<ScaleFactor> factor;
    auto asInput = [&](Value v) -> OpOperand * {
      auto arg = dyn_cast<BlockArgument>(v);
      if (!arg || arg.getOwner() != body)
        return nullptr;
      OpOperand *operand = op.getMatchingOpOperand(arg);
      return op.isDpsInput(operand) ? operand : nullptr;
    };
    Operation *def = yielded.getDefiningOp();
    if ((data = asInput(yielded))) {
    } else if (allowExtension && isa_and_nonnull<arith::ExtFOp>(def) &&
               (data = asInput(def->getOperand(0)))) {
    } else if (isa_and_nonnull<arith::MulFOp, arith::DivFOp>(def)) {
      AffineMap identityLoops =
          AffineMap::getMultiDimIdentityMap(op.getNumLoops(), op.getContext());
      for (int i : {0, 1}) {
        if (i == 0 && isa<arith::DivFOp>(def))
          continue;
        OpOperand *candidate = asInput(def->getOperand(1 - i));
        if (!candidate)
          continue;
        ElementExpr *f =
            scales.scalar(def->getOperand(i), op, identityLoops);
        if (isUniform(f)) {
          data = candidate;
          factor = ScaleFactor{f, isa<arith::DivFOp>(def)};
        }
      }
    }
    if (!data || op.getNumDpsInputs() > (factor ? 2 : 1))
      return;
    AffineMap in = op.getMatchingIndexingMap(data);
    SmallVector<DimRef> dims;
    for (AffineExpr e : in.getResults()) {
      if (auto d = dyn_cast<AffineDimExpr>(e)) {
        dims.push_back(ref.dims[*out.getResultPosition(e)]);
        continue;
      }
      auto c = dyn_cast<AffineConstantExpr>(e);
      if (!c || c.getValue() != 0)
        return;
      dims.push_back({});
    }
    if (factor)
      factors.push_back(*factor);
    ref = {data->get(), dims};
  }
}

/// `ref` as a tensor whose every dim is one iteration dim, with its map:
/// grouped dims are split by expand_shape, unit dims dropped by a
/// rank-reducing slice.
static std::pair<Value, AffineMap>
materializeOperand(OpBuilder &b, Location loc, const OperandRef &ref,
                   const AttentionMatch &match) {
  ArrayRef<int64_t> domainSizes = match.domainSizes;
  Value v = ref.value;
  auto type = cast<RankedTensorType>(v.getType());
  // Split groups.
  bool needsExpand = llvm::any_of(ref.dims, [](const DimRef &d) {
    return d.size() > 1;
  });
  SmallVector<int64_t> units; // positions of unit dims after expansion
  SmallVector<unsigned> dims;
  if (needsExpand) {
    SmallVector<ReassociationIndices> groups;
    SmallVector<int64_t> shape;
    for (auto [i, d] : llvm::enumerate(ref.dims)) {
      ReassociationIndices group;
      if (d.empty()) {
        group.push_back(shape.size());
        units.push_back(shape.size());
        shape.push_back(type.getDimSize(i));
      }
      for (unsigned dim : d) {
        group.push_back(shape.size());
        dims.push_back(dim);
        shape.push_back(d.size() == 1 ? type.getDimSize(i) : domainSizes[dim]);
      }
      groups.push_back(group);
    }
    auto expandedTy = RankedTensorType::get(shape, type.getElementType());
    SmallVector<OpFoldResult> outputShape;
    for (auto [i, group] : llvm::enumerate(groups))
      for (int64_t r : group)
        outputShape.push_back(
            group.size() == 1 ? tensor::getMixedSize(b, loc, ref.value, i)
                              : OpFoldResult(b.getIndexAttr(shape[r])));
    v = tensor::ExpandShapeOp::create(b, loc, expandedTy, v, groups,
                                      outputShape);
    type = expandedTy;
  } else {
    unsigned pos = 0;
    for (const DimRef &d : ref.dims) {
      if (d.empty())
        units.push_back(pos);
      else
        dims.push_back(d.front());
      ++pos;
    }
  }
  if (!units.empty()) {
    SmallVector<OpFoldResult> offsets(type.getRank(), b.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, v);
    SmallVector<OpFoldResult> strides(type.getRank(), b.getIndexAttr(1));
    SmallVector<int64_t> shape;
    for (int64_t i = 0; i < type.getRank(); ++i)
      if (!llvm::is_contained(units, i))
        shape.push_back(type.getDimSize(i));
    auto reducedTy = RankedTensorType::get(shape, type.getElementType());
    v = tensor::ExtractSliceOp::create(b, loc, reducedTy, v, offsets, sizes,
                                       strides);
  }
  SmallVector<AffineExpr> exprs;
  for (unsigned d : dims)
    exprs.push_back(b.getAffineDimExpr(match.position(d)));
  return {v, AffineMap::get(match.getNumLoops(), 0, exprs, b.getContext())};
}

//===----------------------------------------------------------------------===//
// Matching
//===----------------------------------------------------------------------===//

/// Loops of `op` whose maps `operand` indexes.
static llvm::SmallBitVector loopsOf(linalg::LinalgOp op, OpOperand *operand) {
  llvm::SmallBitVector bits(op.getNumLoops());
  for (AffineExpr e : op.getMatchingIndexingMap(operand).getResults())
    if (auto d = dyn_cast<AffineDimExpr>(e))
      bits.set(d.getPosition());
  return bits;
}

/// A contraction of two tensors (mul-add body, possibly with extensions)
/// into zeros.
static bool isPlainContraction(linalg::LinalgOp op) {
  return op && op.hasPureTensorSemantics() && op.getNumDpsInputs() == 2 &&
         op.getNumDpsInits() == 1 && linalg::isaContractionOpInterface(op) &&
         isZeroFilled(op.getDpsInitOperand(0)->get());
}

/// The dims of the tensor operand `operand` of contraction `op`, given the
/// iteration dim of each of its loops (groups as DimRefs).
static FailureOr<SmallVector<DimRef>>
operandDims(linalg::LinalgOp op, OpOperand *operand,
            ArrayRef<std::optional<DimRef>> loopDims) {
  SmallVector<DimRef> dims;
  for (AffineExpr e : op.getMatchingIndexingMap(operand).getResults()) {
    if (auto d = dyn_cast<AffineDimExpr>(e)) {
      if (!loopDims[d.getPosition()])
        return failure();
      dims.push_back(*loopDims[d.getPosition()]);
      continue;
    }
    auto c = dyn_cast<AffineConstantExpr>(e);
    if (!c || c.getValue() != 0)
      return failure();
    dims.push_back({});
  }
  return dims;
}

/// How P·V sees the softmax: the anchor space (the softmax's index space),
/// the anchor expression of each P·V loop, and P's value at an anchor point.
namespace {
struct PVView {
  unsigned rank = 0;
  SmallVector<int64_t> anchorShape;
  SmallVector<AffineExpr> pvLoopExprs;
  unsigned nLoop = 0, k2Loop = 0, keyDim = 0;
  OpOperand *vOperand = nullptr, *oOperand = nullptr;
  /// P at the anchor point (filled by the caller's builder).
  Value anchor;                     // the softmax tensor, when P is one
  Value fusedP;                     // P's scalar in P·V's body, when fused
  AffineMap fusedLoops;             // anchor -> P·V loops, when fused
  SmallVector<Operation *> views;   // collapses and casts between
  /// Sizes the views were read through as equal.
  SmallVector<AttentionMatch::SizeCheck> sizeChecks;
  SmallVector<SizeAssumption> assumptions;
};
} // namespace

/// Sets view.nLoop and view.k2Loop from the loops P (`inP`), V and the
/// output index: P·V must contract exactly one key loop (in P and V, not in
/// the output) into exactly one head loop (in V and the output, not in P).
static LogicalResult setContractionLoops(linalg::LinalgOp pv,
                                         const llvm::SmallBitVector &inP,
                                         PVView &view, Decline &why) {
  llvm::SmallBitVector inV = loopsOf(pv, view.vOperand),
                       inO = loopsOf(pv, view.oOperand);
  llvm::SmallBitVector red = inP & inV, freeV = inV & inO;
  red.reset(inO);
  freeV.reset(inP);
  if (red.count() != 1 || freeV.count() != 1 ||
      (inP | inO).count() != pv.getNumLoops()) {
    why.reason = "P*V is not a contraction over one key dim into one head dim";
    return failure();
  }
  view.nLoop = red.find_first();
  view.k2Loop = freeV.find_first();
  return success();
}

/// P·V with P an input tensor (`pIndex`), possibly collapsed or cast from the
/// softmax's tensor.
static LogicalResult viewTensorP(linalg::LinalgOp pv, unsigned pIndex,
                                 PVView &view, Decline &why) {
  MLIRContext *ctx = pv.getContext();
  OpOperand *pOperand = pv.getDpsInputOperand(pIndex);
  view.vOperand = pv.getDpsInputOperand(1 - pIndex);
  view.oOperand = pv.getDpsInitOperand(0);

  // The anchor: the tensor the softmax produces, P itself or what P
  // collapses (by collapse_shape or a reshape that collapses), casts or
  // copies. Each dim of P is a row-major group of anchor dims.
  struct Step {
    SmallVector<ReassociationIndices> groups; // a collapse of these
    SmallVector<int64_t> srcShape;
    SmallVector<int64_t> fromSource;          // or a copy: dim j = src dim
  };
  SmallVector<Step> steps;
  Value anchor = pOperand->get();
  while (true) {
    Operation *def = anchor.getDefiningOp();
    if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(def)) {
      steps.push_back({collapse.getReassociationIndices(),
                       llvm::to_vector(collapse.getSrcType().getShape()),
                       {}});
      view.views.push_back(collapse);
      anchor = collapse.getSrc();
      continue;
    }
    if (auto reshape = dyn_cast_or_null<tensor::ReshapeOp>(def)) {
      auto srcTy = dyn_cast<RankedTensorType>(reshape.getSource().getType());
      auto resTy = dyn_cast<RankedTensorType>(reshape.getType());
      FailureOr<ReshapeGroups> g =
          srcTy && resTy ? getReshapeGroups(srcTy.getShape(), resTy.getShape())
                         : FailureOr<ReshapeGroups>(failure());
      if (succeeded(g) && llvm::all_of(g->result, [](const auto &r) {
            return r.size() == 1;
          }) && llvm::all_of(g->source, [](const auto &r) {
            return !r.empty();
          })) {
        steps.push_back({g->source, llvm::to_vector(srcTy.getShape()), {}});
        for (auto [i, j] : g->checks)
          view.assumptions.push_back(
              {reshape.getSource(), i, reshape.getShape(), j});
        view.views.push_back(reshape);
        anchor = reshape.getSource();
        continue;
      }
    }
    if (isa_and_nonnull<arith::ExtFOp, arith::TruncFOp>(def)) {
      view.views.push_back(def);
      anchor = def->getOperand(0);
      continue;
    }
    // An expansion that only adds unit dims (read at 0).
    if (auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(def)) {
      ArrayRef<int64_t> shape = expand.getResultType().getShape();
      Step step;
      step.fromSource.assign(shape.size(), -1);
      bool units = true;
      for (auto [k, group] : llvm::enumerate(expand.getReassociationIndices())) {
        SmallVector<int64_t> real;
        for (int64_t r : group)
          if (shape[r] != 1)
            real.push_back(r);
        if (real.size() > 1) {
          units = false;
          break;
        }
        step.fromSource[real.empty() ? group.front() : real.front()] = k;
      }
      if (units) {
        steps.push_back(step);
        view.views.push_back(expand);
        anchor = expand.getSrc();
        continue;
      }
    }
    if (auto copy = dyn_cast_or_null<linalg::LinalgOp>(def)) {
      auto type = cast<RankedTensorType>(anchor.getType());
      OperandRef ref{anchor, {}};
      for (unsigned j = 0; j < type.getRank(); ++j)
        ref.dims.push_back({j});
      if (lookThroughExtractCopy(copy, ref, view.sizeChecks) &&
          llvm::all_of(ref.dims, [](const DimRef &d) { return d.size() == 1; })) {
        Step step;
        step.fromSource.assign(type.getRank(), -1);
        for (auto [k, d] : llvm::enumerate(ref.dims))
          step.fromSource[d.front()] = k;
        if (llvm::is_contained(step.fromSource, -1))
          break;
        steps.push_back(step);
        view.views.push_back(copy);
        anchor = ref.value;
        continue;
      }
    }
    break;
  }
  auto anchorTy = cast<RankedTensorType>(anchor.getType());
  view.anchor = anchor;
  view.rank = anchorTy.getRank();
  view.anchorShape = llvm::to_vector(anchorTy.getShape());
  SmallVector<AffineExpr> pExprs;
  for (unsigned i = 0; i < anchorTy.getRank(); ++i)
    pExprs.push_back(getAffineDimExpr(i, ctx));
  for (const Step &step : llvm::reverse(steps)) {
    SmallVector<AffineExpr> next;
    if (!step.fromSource.empty()) {
      for (int64_t k : step.fromSource)
        next.push_back(k < 0 ? getAffineConstantExpr(0, ctx) : pExprs[k]);
      pExprs = next;
      continue;
    }
    for (const ReassociationIndices &group : step.groups) {
      AffineExpr e = getAffineConstantExpr(0, ctx);
      int64_t stride = 1;
      for (int64_t r : llvm::reverse(group)) {
        e = e + pExprs[r] * stride;
        stride *= ShapedType::isDynamic(step.srcShape[r]) ? 1 : step.srcShape[r];
      }
      next.push_back(simplifyAffineExpr(e, anchorTy.getRank(), 0));
    }
    pExprs = next;
  }

  // Loops of P·V: n is reduced (in P and V), k2 is V's free loop.
  if (failed(setContractionLoops(pv, loopsOf(pv, pOperand), view, why)))
    return failure();
  view.pvLoopExprs.assign(pv.getNumLoops(), AffineExpr());
  for (auto [j, e] :
       llvm::enumerate(pv.getMatchingIndexingMap(pOperand).getResults()))
    if (auto d = dyn_cast<AffineDimExpr>(e))
      view.pvLoopExprs[d.getPosition()] = pExprs[j];
  // The key loop is one dim of the anchor, with unit dims grouped with it
  // (a reshape through unit dims, as torch's einsum makes at batch 1) read
  // at 0.
  SmallVector<AffineExpr> unitsAtZero;
  for (auto [a, size] : llvm::enumerate(view.anchorShape))
    unitsAtZero.push_back(size == 1 ? getAffineConstantExpr(0, ctx)
                                    : getAffineDimExpr(a, ctx));
  AffineExpr &keyLoop = view.pvLoopExprs[view.nLoop];
  if (keyLoop && !isa<AffineDimExpr>(keyLoop))
    keyLoop =
        simplifyAffineExpr(keyLoop.replaceDims(unitsAtZero), view.rank, 0);
  auto keyExpr = dyn_cast<AffineDimExpr>(keyLoop);
  if (!keyExpr) {
    why.reason = "the key dim of P*V is not one dim of the softmax";
    return failure();
  }
  view.keyDim = keyExpr.getPosition();
  return success();
}

/// Strips float extensions.
static Value stripExtension(Value v) {
  while (auto ext = v.getDefiningOp<arith::ExtFOp>())
    v = ext.getIn();
  return v;
}

/// P·V with the normalisation fused into its body (after elementwise
/// fusion): acc + f(e, l, ...) * v, where f is the softmax's last step. The
/// anchor space is P·V's loops without k2.
static LogicalResult viewFusedP(linalg::LinalgOp pv, PVView &view,
                                Decline &why) {
  MLIRContext *ctx = pv.getContext();
  Block *body = pv.getBlock();
  auto yield = cast<linalg::YieldOp>(body->getTerminator());
  Value acc = pv.getMatchingBlockArgument(pv.getDpsInitOperand(0));
  auto add = yield.getOperand(0).getDefiningOp<arith::AddFOp>();
  Value prod = !add ? Value()
               : add.getLhs() == acc ? add.getRhs()
               : add.getRhs() == acc ? add.getLhs()
                                     : Value();
  auto mul = prod ? prod.getDefiningOp<arith::MulFOp>() : nullptr;
  if (!mul || pv.getNumReductionLoops() != 1) {
    why.reason = "P*V is not a sum of products";
    return failure();
  }
  // V: an input read as one factor; P: the other factor.
  for (int i : {0, 1}) {
    auto arg = dyn_cast<BlockArgument>(stripExtension(mul->getOperand(i)));
    if (!arg || arg.getOwner() != body)
      continue;
    OpOperand *operand = pv.getMatchingOpOperand(arg);
    if (!pv.isDpsInput(operand))
      continue;
    view.vOperand = operand;
    view.fusedP = mul->getOperand(1 - i);
  }
  if (!view.vOperand) {
    why.reason = "no input of P*V is read as V";
    return failure();
  }
  view.oOperand = pv.getDpsInitOperand(0);

  // Loops P's computation reads: those of the inputs it uses.
  llvm::SmallBitVector inP(pv.getNumLoops());
  SmallVector<Value> worklist = {view.fusedP};
  llvm::SmallPtrSet<Operation *, 8> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (auto arg = dyn_cast<BlockArgument>(v)) {
      if (arg.getOwner() != body)
        continue;
      OpOperand *operand = pv.getMatchingOpOperand(arg);
      if (operand == view.vOperand || !pv.isDpsInput(operand)) {
        why.reason = "P is computed from V or the accumulator";
        return failure();
      }
      inP |= loopsOf(pv, operand);
      continue;
    }
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != body || !seen.insert(def).second)
      continue;
    if (isa<linalg::IndexOp>(def)) {
      why.reason = "P depends on loop indices inside P*V";
      return failure();
    }
    llvm::append_range(worklist, def->getOperands());
  }
  if (failed(setContractionLoops(pv, inP, view, why)))
    return failure();

  // Anchor: every loop but k2, in loop order.
  SmallVector<int64_t> ranges = pv.getStaticLoopRanges();
  SmallVector<AffineExpr> loopExprs;
  view.pvLoopExprs.assign(pv.getNumLoops(), AffineExpr());
  for (unsigned l = 0, a = 0; l < pv.getNumLoops(); ++l) {
    if (l == view.k2Loop) {
      loopExprs.push_back(getAffineConstantExpr(0, ctx));
      continue;
    }
    view.pvLoopExprs[l] = getAffineDimExpr(a, ctx);
    loopExprs.push_back(getAffineDimExpr(a++, ctx));
    view.anchorShape.push_back(ranges[l]);
  }
  view.rank = pv.getNumLoops() - 1;
  view.keyDim = cast<AffineDimExpr>(view.pvLoopExprs[view.nLoop]).getPosition();
  view.fusedLoops = AffineMap::get(view.rank, 0, loopExprs, ctx);
  return success();
}

/// Whether `op` is a sum of products into zeros (a P·V contraction, plain or
/// with the normalisation fused into its body).
static bool isSumOfProducts(linalg::LinalgOp op) {
  if (!op || !op.hasPureTensorSemantics() || op.getNumDpsInits() != 1 ||
      op.getNumReductionLoops() != 1 ||
      !isZeroFilled(op.getDpsInitOperand(0)->get()))
    return false;
  auto yield = dyn_cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  auto add = yield ? yield.getOperand(0).getDefiningOp<arith::AddFOp>()
                   : nullptr;
  return add && (isa_and_nonnull<arith::MulFOp>(add.getLhs().getDefiningOp()) ||
                 isa_and_nonnull<arith::MulFOp>(add.getRhs().getDefiningOp()));
}

/// Matches the attention whose P·V contraction is `pv` with P as input
/// `pIndex`, or, without `pIndex`, with P computed inside P·V's body.
static FailureOr<AttentionMatch> matchAttention(linalg::LinalgOp pv,
                                                std::optional<unsigned> pIndex,
                                                Decline &why) {
  MLIRContext *ctx = pv.getContext();
  AttentionMatch match;
  match.pv = pv;
  PVView view;
  if (failed(pIndex ? viewTensorP(pv, *pIndex, view, why)
                    : viewFusedP(pv, view, why)))
    return failure();
  OpOperand *vOperand = view.vOperand, *oOperand = view.oOperand;
  ArrayRef<int64_t> anchorShape = view.anchorShape;
  unsigned keyDim = view.keyDim, k2Loop = view.k2Loop;
  ArrayRef<AffineExpr> pvLoopExprs = view.pvLoopExprs;

  // The softmax and the scores.
  match.exprs = std::make_shared<ElementExprBuilder>(ctx, view.rank);
  ElementExprBuilder &builder = *match.exprs;
  // Unit dims of the anchor that P·V reads only as part of its key loop
  // (reshapes through unit dims, as torch's einsum makes at batch 1) are
  // read at 0; a unit batch dim the output keeps stays a dim.
  SmallVector<unsigned> zeroDims;
  for (auto [a, size] : llvm::enumerate(anchorShape))
    if (size == 1 && llvm::none_of(llvm::enumerate(pvLoopExprs), [&](auto l) {
          return l.index() != view.nLoop && l.value() &&
                 l.value().isFunctionOfDim(a);
        }))
      zeroDims.push_back(a);
  builder.setZeroDims(zeroDims);
  ElementExpr *p = view.anchor
                       ? builder.read(view.anchor, builder.anchorIdentity())
                       : builder.scalar(view.fusedP, pv, view.fusedLoops);
  FailureOr<ElementExpr *> scores = matchSoftmax(builder, p, keyDim, why);
  if (failed(scores))
    return failure();
  ScoreParts parts;
  if (failed(parseScores(*scores, keyDim, anchorShape, parts, why.reason)))
    return failure();
  auto qk = parts.base->tensor.getDefiningOp<linalg::LinalgOp>();
  if (!isPlainContraction(qk)) {
    why.reason = "Q*K^T is not a contraction into zeros";
    return failure();
  }
  if (qk.getNumReductionLoops() != 1) {
    why.reason = "Q*K^T does not reduce over exactly one head dim";
    return failure();
  }

  // The iteration space: batch dims (anchor order), m, n, k1, k2. The query
  // dim is the causal comparison's row, else the innermost anchor dim that
  // is not the key dim and reads a loop of Q·Kᵀ that one input only indexes
  // (not a unit dim that reshapes added, nor a batch dim), else the
  // innermost one that is not the key dim.
  unsigned rank = view.rank;
  int queryDim = -1;
  if (parts.causal) {
    queryDim = parts.causal->queryDim;
  } else {
    AffineMap scoresMap =
        qk.getIndexingMapMatchingResult(cast<OpResult>(parts.base->tensor));
    llvm::SmallBitVector oneInput(rank);
    for (auto [j, e] : llvm::enumerate(parts.base->access.getResults())) {
      auto a = dyn_cast<AffineDimExpr>(e);
      auto loop = dyn_cast<AffineDimExpr>(scoresMap.getResult(j));
      if (!a || !loop)
        continue;
      unsigned readers = 0;
      for (OpOperand *in : qk.getDpsInputOperands())
        readers +=
            qk.getMatchingIndexingMap(in).isFunctionOfDim(loop.getPosition());
      if (readers == 1)
        oneInput.set(a.getPosition());
    }
    for (unsigned a = 0; a < rank; ++a)
      if (a != keyDim && oneInput.test(a))
        queryDim = a;
    if (queryDim < 0)
      for (unsigned a = 0; a < rank; ++a)
        if (a != keyDim)
          queryDim = a;
  }
  if (queryDim < 0) {
    why.reason = "the softmax has no query dim";
    return failure();
  }
  unsigned numBatch = rank - 2;
  unsigned mDim = numBatch, nDim = numBatch + 1, k1Dim = numBatch + 2,
           k2Dim = numBatch + 3;
  SmallVector<int> anchorToDomain(rank);
  match.domainSizes.assign(numBatch + 4, ShapedType::kDynamic);
  unsigned nextBatch = 0;
  for (unsigned a = 0; a < rank; ++a) {
    anchorToDomain[a] = a == unsigned(queryDim) ? mDim
                        : a == keyDim           ? nDim
                                                : nextBatch++;
    match.domainSizes[anchorToDomain[a]] = anchorShape[a];
  }
  match.batchOrder = llvm::to_vector(llvm::seq<unsigned>(0, numBatch));
  match.mId = mDim;
  match.nId = nDim;
  match.k1Id = k1Dim;
  match.k2Id = k2Dim;

  // Q, K from Q·Kᵀ: its reduced loop is k1; the operand indexing the key
  // dim is K.
  SmallVector<std::optional<DimRef>> qkLoops(qk.getNumLoops());
  AffineMap sMap = qk.getIndexingMapMatchingResult(
      cast<OpResult>(parts.base->tensor));
  for (auto [j, e] : llvm::enumerate(sMap.getResults())) {
    auto d = dyn_cast<AffineDimExpr>(e);
    if (!d)
      continue;
    FailureOr<DimRef> ref =
        toDimRef(parts.base->access.getResult(j), anchorToDomain, anchorShape);
    if (failed(ref)) {
      why.reason = "the scores are not read along whole dims of Q*K^T";
      return failure();
    }
    qkLoops[d.getPosition()] = *ref;
  }
  SmallVector<unsigned> qkReduced;
  qk.getReductionDims(qkReduced);
  qkLoops[qkReduced.front()] = DimRef{k1Dim};
  OpOperand *qOperand = qk.getDpsInputOperand(0);
  OpOperand *kOperand = qk.getDpsInputOperand(1);
  FailureOr<SmallVector<DimRef>> qDims = operandDims(qk, qOperand, qkLoops);
  FailureOr<SmallVector<DimRef>> kDims = operandDims(qk, kOperand, qkLoops);
  if (failed(qDims) || failed(kDims)) {
    why.reason = "Q or K is broadcast in a way attention cannot express";
    return failure();
  }
  auto uses = [](ArrayRef<DimRef> dims, unsigned d) {
    return llvm::any_of(dims, [&](const DimRef &r) {
      return llvm::is_contained(r, d);
    });
  };
  if (uses(*qDims, nDim)) {
    std::swap(qDims, kDims);
    std::swap(qOperand, kOperand);
  }
  match.query = {qOperand->get(), *qDims};
  match.key = {kOperand->get(), *kDims};

  // V and O from P·V.
  SmallVector<std::optional<DimRef>> pvLoops(pv.getNumLoops());
  for (unsigned l = 0; l < pv.getNumLoops(); ++l) {
    if (l == k2Loop) {
      pvLoops[l] = DimRef{k2Dim};
      continue;
    }
    if (!pvLoopExprs[l])
      continue;
    FailureOr<DimRef> ref =
        toDimRef(pvLoopExprs[l], anchorToDomain, anchorShape);
    if (failed(ref)) {
      why.reason = "P is not read along whole dims of the softmax";
      return failure();
    }
    pvLoops[l] = *ref;
  }
  FailureOr<SmallVector<DimRef>> vDims = operandDims(pv, vOperand, pvLoops);
  FailureOr<SmallVector<DimRef>> oDims = operandDims(pv, oOperand, pvLoops);
  if (failed(vDims) || failed(oDims)) {
    why.reason = "V or the output is broadcast in a way attention cannot "
                 "express";
    return failure();
  }
  match.value = {vOperand->get(), *vDims};
  match.outputDims = *oDims;

  // Roles: Q uses m and k1 (no n, k2), K n and k1 (no m), V n and k2 (no
  // m), O every dim but n and k1 exactly once.
  auto check = [&](ArrayRef<DimRef> dims, ArrayRef<unsigned> must,
                   ArrayRef<unsigned> mustNot) {
    return llvm::all_of(must, [&](unsigned d) { return uses(dims, d); }) &&
           llvm::none_of(mustNot, [&](unsigned d) { return uses(dims, d); });
  };
  if (!check(match.query.dims, {mDim, k1Dim}, {nDim, k2Dim}) ||
      !check(match.key.dims, {nDim, k1Dim}, {mDim, k2Dim}) ||
      !check(match.value.dims, {nDim, k2Dim}, {mDim, k1Dim}) ||
      !check(match.outputDims, {mDim, k2Dim}, {nDim, k1Dim})) {
    why.reason = "the contractions do not index Q, K, V and the output as "
                 "attention does";
    return failure();
  }
  // A unit batch dim the output does not keep (one that reshapes through
  // unit dims added, as torch's einsum does at batch 1) leaves the
  // iteration space: operands that have it read it at 0.
  SmallVector<unsigned> maskAnchors = getMaskDims(parts.masks);
  for (unsigned d : llvm::to_vector(match.batchOrder)) {
    const int *anchor = llvm::find(anchorToDomain, int(d));
    if (uses(match.outputDims, d) || match.domainSizes[d] != 1 ||
        llvm::is_contained(maskAnchors,
                           unsigned(anchor - anchorToDomain.begin())))
      continue;
    for (OperandRef *r : {&match.query, &match.key, &match.value})
      for (DimRef &x : r->dims)
        llvm::erase(x, d);
    llvm::erase(match.batchOrder, d);
  }
  for (unsigned d : match.batchOrder)
    if (!uses(match.outputDims, d)) {
      why.reason = "the output does not keep every batch dim";
      return failure();
    }

  // Masks: a tensor read as it is, or a computation to materialise.
  if (!parts.masks.empty()) {
    const MaskTerm &first = parts.masks.front();
    ElementExpr *leaf =
        parts.masks.size() == 1 && first.keepWhenTrue &&
                first.kind != MaskTerm::Kind::Fill &&
                first.value->kind == ElementExpr::Kind::Leaf
            ? first.value
            : nullptr;
    Type leafTy = leaf ? getElementTypeOrSelf(leaf->tensor.getType()) : Type();
    // A sum that saturates in the graph's type is computed into a mask of
    // its own (materializeMask maps the type's lowest value).
    if (leaf && (first.kind == MaskTerm::Kind::Add
                     ? isa<Float16Type, BFloat16Type, Float32Type>(leafTy) &&
                           !first.sumType
                     : leafTy.isInteger(1))) {
      // Read whole: every dim a whole anchor dim of the same size (a larger
      // tensor read in part is computed into a mask of its own).
      OperandRef ref{leaf->tensor, {}};
      auto leafShape = cast<RankedTensorType>(leaf->tensor.getType()).getShape();
      for (auto [j, e] : llvm::enumerate(leaf->access.getResults())) {
        FailureOr<DimRef> r = toDimRef(e, anchorToDomain, anchorShape);
        bool whole = succeeded(r) && (!r->empty() || leafShape[j] == 1);
        if (whole && r->size() == 1) {
          auto d = dyn_cast<AffineDimExpr>(e);
          whole = d && leafShape[j] == anchorShape[d.getPosition()];
        }
        if (!whole) {
          leaf = nullptr;
          break;
        }
        ref.dims.push_back(*r);
      }
      if (leaf)
        match.mask = ref;
    } else {
      leaf = nullptr;
    }
    if (!leaf) {
      match.maskTerms = parts.masks;
      match.maskAnchorDims = getMaskDims(parts.masks);
      OperandRef ref;
      for (unsigned d : match.maskAnchorDims)
        ref.dims.push_back(DimRef{unsigned(anchorToDomain[d])});
      match.mask = ref;
    }
  }

  // Causal: offset 0 is top-left, N - M (static) bottom-right, any other
  // constant a top-left diagonal moved by it.
  if (parts.causal) {
    int64_t offset = parts.causal->offset;
    int64_t m = anchorShape[queryDim], n = anchorShape[keyDim];
    if (!ShapedType::isDynamic(m) && !ShapedType::isDynamic(n) &&
        offset == n - m && offset != 0) {
      match.causal = CausalAlignment::BottomRight;
    } else {
      match.causal = CausalAlignment::TopLeft;
      match.causalOffset = offset;
    }
  }

  // Fold copies, transposes, broadcasts (splitting collapsed batch dims
  // where a broadcast of KV heads was reshaped to the query heads) and
  // uniform scales of Q, K, V into the op; then f32 extensions too, when all
  // three still share one element type.
  match.factors = parts.factors;
  match.scaleExprs = std::make_shared<ElementExprBuilder>(ctx, 0);
  ElementExprBuilder &scaleBuilder = *match.scaleExprs;
  for (OperandRef *r : {&match.query, &match.key, &match.value})
    lookThroughCopies(*r, /*allowExtension=*/false, match.factors,
                      scaleBuilder, match, /*allowSplit=*/true);
  // The broadcast of KV heads may sit behind the extension (f16 SDPA in
  // torch-mlir extends the reshaped copies): a split found here applies to
  // the operands of both passes (split() updates the match's own, and the
  // extended ones are named), so either stays consistent.
  std::array<OperandRef, 3> extended = {match.query, match.key, match.value};
  SmallVector<ScaleFactor> extendedFactors;
  for (OperandRef &r : extended)
    lookThroughCopies(r, /*allowExtension=*/true, extendedFactors, scaleBuilder,
                      match, /*allowSplit=*/true,
                      {&extended[0], &extended[1], &extended[2]});
  auto elemOf = [](const OperandRef &r) {
    return getElementTypeOrSelf(r.value.getType());
  };
  if (elemOf(extended[0]) == elemOf(extended[1]) &&
      elemOf(extended[0]) == elemOf(extended[2])) {
    match.query = extended[0];
    match.key = extended[1];
    match.value = extended[2];
    llvm::append_range(match.factors, extendedFactors);
  }
  Type elemTy = elemOf(match.query);
  if (elemOf(match.key) != elemTy || elemOf(match.value) != elemTy ||
      !isa<Float16Type, BFloat16Type, Float32Type>(elemTy) ||
      !isa<Float16Type, BFloat16Type, Float32Type>(
          getElementTypeOrSelf(pv->getResult(0).getType()))) {
    why.reason = "Q, K and V do not share one f16, bf16 or f32 element type";
    return failure();
  }
  // Groups (collapsed batch dims) must have static sizes that multiply to
  // the collapsed size, and unit dims must have size 1.
  SmallVector<const OperandRef *> all = {&match.query, &match.key,
                                         &match.value};
  if (match.mask && match.mask->value)
    all.push_back(&*match.mask);
  for (const OperandRef *r : all) {
    auto type = cast<RankedTensorType>(r->value.getType());
    for (auto [i, d] : llvm::enumerate(r->dims)) {
      int64_t size = type.getDimSize(i);
      if (d.empty() && size != 1) {
        why.reason = "a broadcast operand dim is not of size 1";
        return failure();
      }
      if (d.size() < 2)
        continue;
      int64_t product = 1;
      for (unsigned x : d)
        product = ShapedType::isDynamic(match.domainSizes[x]) ||
                          ShapedType::isDynamic(product)
                      ? ShapedType::kDynamic
                      : product * match.domainSizes[x];
      if (ShapedType::isDynamic(product) || product != size) {
        why.reason = "a collapsed batch dim does not split into static dims";
        return failure();
      }
    }
  }

  // Nothing computed from Q·Kᵀ on the way to P·V may be used elsewhere;
  // what the masks are computed from stays and may have other users.
  match.chain.insert(qk);
  bool grown = true;
  while (grown) {
    grown = false;
    for (Operation *op : builder.getVisited()) {
      if (match.chain.contains(op))
        continue;
      if (llvm::any_of(op->getOperands(), [&](Value v) {
            Operation *def = v.getDefiningOp();
            return def && match.chain.contains(def);
          })) {
        match.chain.insert(op);
        grown = true;
      }
    }
  }
  for (Operation *v : view.views)
    match.chain.insert(v);
  llvm::append_range(match.sizeChecks, view.sizeChecks);
  match.viewAssumptions = view.assumptions;
  // A use inside the body of an op of the sub-graph (a copy reading its
  // source with tensor.extract) is a use by that op.
  auto inChain = [&](Operation *user) {
    for (Operation *o = user; o; o = o->getParentOp())
      if (o == pv.getOperation() || match.chain.contains(o))
        return true;
    return false;
  };
  for (Operation *op : match.chain)
    for (Operation *user : op->getUsers())
      if (!inChain(user)) {
        why.reason = "the scores or probabilities have other uses";
        return failure();
      }
  return match;
}

//===----------------------------------------------------------------------===//
// Rewriting
//===----------------------------------------------------------------------===//

/// The size of dim `dim` of `tensor` as an index value, taken from where the
/// tensor was created (through the inits of linalg ops and casts) so that
/// asking for it keeps no op of the matched sub-graph alive.
static Value getSizeValue(OpBuilder &b, Location loc, Value tensor,
                          int64_t dim) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (!type.isDynamicDim(dim))
    return arith::ConstantIndexOp::create(b, loc, type.getDimSize(dim));
  while (true) {
    if (auto result = dyn_cast<OpResult>(tensor)) {
      if (auto op = dyn_cast<linalg::LinalgOp>(result.getOwner())) {
        tensor = op.getDpsInitOperand(result.getResultNumber())->get();
        continue;
      }
    }
    if (auto cast = tensor.getDefiningOp<tensor::CastOp>()) {
      if (cast.getSource().getType().isDynamicDim(dim)) {
        tensor = cast.getSource();
        continue;
      }
    }
    if (auto empty = tensor.getDefiningOp<tensor::EmptyOp>())
      return empty.getDynamicSize(dim);
    return tensor::DimOp::create(b, loc, tensor, dim);
  }
}

/// Replaces the matched sub-graph with one attn.attention.
static AttentionOp rewriteMatch(RewriterBase &rewriter,
                                const AttentionMatch &match) {
  linalg::LinalgOp pv = match.pv;
  Location loc = pv.getLoc();
  rewriter.setInsertionPoint(pv);

  Value scale;
  for (const ScaleFactor &f : match.factors) {
    Value v = materializeUniform(rewriter, loc, f.expr);
    if (f.divide)
      v = arith::DivFOp::create(rewriter, loc,
                                arith::ConstantOp::create(
                                    rewriter, loc, rewriter.getF32FloatAttr(1)),
                                v);
    scale = scale ? arith::MulFOp::create(rewriter, loc, scale, v).getResult()
                  : v;
  }
  if (!scale)
    scale = arith::ConstantOp::create(rewriter, loc,
                                      rewriter.getF32FloatAttr(1.0f));

  // Sizes a reshape of the scores was read through as equal are checked at
  // run time (the program is wrong, not differently right, where they are
  // not).
  for (const AttentionMatch::SizeCheck &c : match.sizeChecks) {
    Value lhs = getSizeValue(rewriter, loc, c.lhs, c.lhsDim);
    Value rhs = getSizeValue(rewriter, loc, c.rhs, c.rhsDim);
    if (lhs == rhs)
      continue;
    Value same = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                       lhs, rhs);
    cf::AssertOp::create(rewriter, loc, same,
                         "attention raised through a broadcast copy whose "
                         "sizes do not match");
  }
  SmallVector<SizeAssumption> assumptions(match.exprs->getAssumptions());
  llvm::append_range(assumptions, match.viewAssumptions);
  for (const SizeAssumption &a : assumptions) {
    Value lhs = getSizeValue(rewriter, loc, a.source, a.sourceDim);
    Value rhs;
    if (auto elements = a.shape.getDefiningOp<tensor::FromElementsOp>()) {
      rhs = elements.getElements()[a.shapeIndex];
    } else {
      rhs = tensor::ExtractOp::create(
          rewriter, loc, a.shape,
          ValueRange{arith::ConstantIndexOp::create(rewriter, loc,
                                                    a.shapeIndex)});
    }
    if (!rhs.getType().isIndex())
      rhs = arith::IndexCastOp::create(rewriter, loc, rewriter.getIndexType(),
                                       rhs);
    Value same = arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                       lhs, rhs);
    cf::AssertOp::create(rewriter, loc, same,
                         "attention raised through a reshape whose dynamic "
                         "sizes do not match");
  }

  ArrayRef<int64_t> sizes = match.domainSizes;
  auto [q, qMap] = materializeOperand(rewriter, loc, match.query, match);
  auto [k, kMap] = materializeOperand(rewriter, loc, match.key, match);
  auto [v, vMap] = materializeOperand(rewriter, loc, match.value, match);
  SmallVector<Attribute> maps = {AffineMapAttr::get(qMap),
                                 AffineMapAttr::get(kMap),
                                 AffineMapAttr::get(vMap)};

  // The output in the P·V result's layout, with collapsed dims split.
  Value pvInit = pv.getDpsInitOperand(0)->get();
  auto pvType = cast<RankedTensorType>(pvInit.getType());
  SmallVector<OpFoldResult> outSizes;
  SmallVector<int64_t> outShape;
  SmallVector<ReassociationIndices> outGroups;
  SmallVector<AffineExpr> outExprs;
  for (auto [i, d] : llvm::enumerate(match.outputDims)) {
    ReassociationIndices group;
    for (unsigned dim : d) {
      group.push_back(outShape.size());
      if (d.size() > 1) {
        outShape.push_back(sizes[dim]);
        outSizes.push_back(rewriter.getIndexAttr(sizes[dim]));
      } else {
        outShape.push_back(pvType.getDimSize(i));
        outSizes.push_back(tensor::getMixedSize(rewriter, loc, pvInit, i));
      }
      outExprs.push_back(rewriter.getAffineDimExpr(match.position(dim)));
    }
    outGroups.push_back(group);
  }
  bool split = outShape.size() != match.outputDims.size();
  Value init = tensor::EmptyOp::create(rewriter, loc, outSizes,
                                       pvType.getElementType());
  AffineMap outMap = AffineMap::get(match.getNumLoops(), 0, outExprs,
                                    rewriter.getContext());

  // A computed mask: its sizes come from the operands that index its dims.
  Value mask;
  if (match.mask) {
    OperandRef ref = *match.mask;
    if (!ref.value) {
      std::array<std::pair<Value, AffineMap>, 4> sources = {
          {{q, qMap}, {k, kMap}, {v, vMap}, {init, outMap}}};
      auto domainSize = [&](unsigned id) -> OpFoldResult {
        if (!ShapedType::isDynamic(sizes[id]))
          return rewriter.getIndexAttr(sizes[id]);
        AffineExpr pos = rewriter.getAffineDimExpr(match.position(id));
        for (auto [t, map] : sources)
          if (std::optional<unsigned> r = map.getResultPosition(pos))
            return tensor::getMixedSize(rewriter, loc, t, *r);
        llvm_unreachable("every iteration dim is indexed by Q, K, V or O");
      };
      auto anchorSize = [&](unsigned anchorDim) -> OpFoldResult {
        const DimRef &group =
            ref.dims[llvm::find(match.maskAnchorDims, anchorDim) -
                     match.maskAnchorDims.begin()];
        if (group.size() == 1)
          return domainSize(group.front());
        int64_t product = 1;
        for (unsigned id : group)
          product *= sizes[id];
        return rewriter.getIndexAttr(product);
      };
      ref.value = materializeMask(rewriter, loc, match.maskTerms,
                                  match.maskAnchorDims, anchorSize);
    }
    auto [m, mMap] = materializeOperand(rewriter, loc, ref, match);
    mask = m;
    maps.push_back(AffineMapAttr::get(mMap));
  }

  maps.push_back(AffineMapAttr::get(outMap));
  auto attention = AttentionOp::create(
      rewriter, loc, TypeRange{init.getType()}, q, k, v, scale, mask,
      ValueRange{init}, rewriter.getArrayAttr(maps),
      match.causal ? CausalAlignmentAttr::get(rewriter.getContext(),
                                              *match.causal)
                   : CausalAlignmentAttr(),
      match.causalOffset
          ? arith::ConstantIndexOp::create(rewriter, loc, match.causalOffset)
                .getResult()
          : Value());
  SmallVector<Operation *> worklist(match.chain.begin(), match.chain.end());
  for (Value operand : pv->getOperands())
    worklist.push_back(operand.getDefiningOp());
  Value result = attention.getResult(0);
  if (split)
    result = tensor::CollapseShapeOp::create(rewriter, loc, pvType, result,
                                             outGroups);
  rewriter.replaceOp(pv, result);

  // Erase the sub-graph, and the producers (inits, fills, views) only it
  // used.
  llvm::SmallPtrSet<Operation *, 16> erased;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (!op || erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    erased.insert(op);
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        worklist.push_back(def);
    rewriter.eraseOp(op);
  }
  return attention;
}

/// Whether `v` looks like softmax probabilities: produced (through
/// collapses) by linalg.softmax or by an elementwise op with an exp or a
/// division.
static bool looksLikeProbabilities(Value v) {
  Operation *def = v.getDefiningOp();
  while (true) {
    if (isa_and_nonnull<tensor::CollapseShapeOp, tensor::ReshapeOp,
                        arith::ExtFOp, arith::TruncFOp>(def)) {
      def = def->getOperand(0).getDefiningOp();
      continue;
    }
    // Transposes and copies (which P·V cannot read through: worth a remark).
    if (auto transpose = dyn_cast_or_null<linalg::TransposeOp>(def)) {
      def = transpose.getInput().getDefiningOp();
      continue;
    }
    auto copy = dyn_cast_or_null<linalg::GenericOp>(def);
    if (copy && copy.getNumDpsInputs() == 1 &&
        isa<BlockArgument>(
            cast<linalg::YieldOp>(copy.getBody()->getTerminator())
                .getOperand(0))) {
      def = copy.getDpsInputs()[0].getDefiningOp();
      continue;
    }
    // A copy that reads its source inside the body.
    if (copy && copy.getNumDpsInputs() == 0) {
      auto yield = cast<linalg::YieldOp>(copy.getBody()->getTerminator());
      if (auto extract = yield.getOperand(0).getDefiningOp<tensor::ExtractOp>()) {
        def = extract.getTensor().getDefiningOp();
        continue;
      }
    }
    // Elementwise arithmetic on the probabilities (a factor after the
    // softmax, which raising declines: worth a remark that says why).
    if (copy && copy.getNumDpsInputs() == 1 &&
        copy.getNumParallelLoops() == copy.getNumLoops()) {
      bool normalises = false;
      copy->walk([&](Operation *o) {
        normalises |= isa<math::ExpOp, arith::DivFOp>(o);
      });
      if (!normalises) {
        def = copy.getDpsInputs()[0].getDefiningOp();
        continue;
      }
    }
    break;
  }
  if (isa_and_nonnull<linalg::SoftmaxOp>(def))
    return true;
  auto g = dyn_cast_or_null<linalg::LinalgOp>(def);
  if (!g || isa<linalg::FillOp>(g))
    return false;
  bool found = false;
  g->walk([&](Operation *o) { found |= isa<math::ExpOp, arith::DivFOp>(o); });
  return found;
}

/// Whether `op` is worth a remark: a contraction with an input that looks
/// like softmax probabilities.
static bool isCandidate(linalg::LinalgOp op) {
  if (isPlainContraction(op))
    return llvm::any_of(op.getDpsInputs(), looksLikeProbabilities);
  if (!isSumOfProducts(op))
    return false;
  bool found = false;
  op->walk([&](Operation *o) { found |= isa<arith::DivFOp, math::ExpOp>(o); });
  return found;
}

/// Tries the inputs of `pv` as P, probability-like ones first; on failure
/// returns the reason given for the first one tried.
static FailureOr<AttentionMatch> matchAnyOrder(linalg::LinalgOp pv,
                                               Decline &why) {
  if (!isPlainContraction(pv))
    return matchAttention(pv, std::nullopt, why);
  SmallVector<unsigned> order = {0, 1};
  if (!looksLikeProbabilities(pv.getDpsInputs()[0]) &&
      looksLikeProbabilities(pv.getDpsInputs()[1]))
    order = {1, 0};
  std::optional<Decline> first;
  for (unsigned p : order) {
    Decline reason;
    FailureOr<AttentionMatch> match = matchAttention(pv, p, reason);
    if (succeeded(match))
      return match;
    if (!first)
      first = reason;
  }
  why = *first;
  return failure();
}

namespace {
/// Raises the attention whose P·V contraction is the matched op.
struct RaiseAttentionPattern
    : OpInterfaceRewritePattern<linalg::LinalgOp> {
  RaiseAttentionPattern(MLIRContext *ctx, bool emitRemarks)
      : OpInterfaceRewritePattern(ctx), emitRemarks(emitRemarks) {}

  LogicalResult matchAndRewrite(linalg::LinalgOp op,
                                PatternRewriter &rewriter) const override {
    if (!isSumOfProducts(op))
      return rewriter.notifyMatchFailure(op, "not a sum of products into zeros");
    Decline why;
    FailureOr<AttentionMatch> match = matchAnyOrder(op, why);
    if (failed(match)) {
      if (emitRemarks && isCandidate(op))
        op.emitRemark("not raised to attn.attention: ") << why.reason;
      return rewriter.notifyMatchFailure(op, why.reason);
    }
    rewriteMatch(rewriter, *match);
    return success();
  }

  bool emitRemarks;
};

/// Rewrites expand_shape(collapse_shape(x)) through a rank lower than the
/// non-unit dims of x (IREE's StableHLO lowering moves a unit dim by
/// collapsing to rank 1 and expanding again) into a collapse that drops
/// the unit dims and an expand that inserts the result's: the same data,
/// with reassociations the raising can follow dim by dim. Static shapes
/// whose non-unit dims agree only.
static void splitUnitDimReshapes(Operation *root, RewriterBase &rewriter) {
  SmallVector<tensor::ExpandShapeOp> expands;
  root->walk([&](tensor::ExpandShapeOp op) { expands.push_back(op); });
  auto nonUnit = [](ArrayRef<int64_t> shape) {
    SmallVector<int64_t> dims;
    for (int64_t s : shape)
      if (s != 1)
        dims.push_back(s);
    return dims;
  };
  for (tensor::ExpandShapeOp expand : expands) {
    auto collapse = expand.getSrc().getDefiningOp<tensor::CollapseShapeOp>();
    if (!collapse)
      continue;
    RankedTensorType src = collapse.getSrcType(), dst = expand.getResultType();
    if (!src.hasStaticShape() || !dst.hasStaticShape())
      continue;
    SmallVector<int64_t> mid = nonUnit(src.getShape());
    if (mid.empty() || mid != nonUnit(dst.getShape()) ||
        collapse.getResultType().getRank() >= int64_t(mid.size()))
      continue;
    std::optional<SmallVector<ReassociationIndices>> in =
        getReassociationIndicesForCollapse(src.getShape(), mid);
    std::optional<SmallVector<ReassociationIndices>> out =
        getReassociationIndicesForCollapse(dst.getShape(), mid);
    if (!in || !out)
      continue;
    rewriter.setInsertionPoint(expand);
    auto midType = RankedTensorType::get(mid, src.getElementType());
    Value dropped = tensor::CollapseShapeOp::create(
        rewriter, expand.getLoc(), midType, collapse.getSrc(), *in);
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(expand, dst, dropped,
                                                       *out);
    if (collapse->use_empty())
      rewriter.eraseOp(collapse);
  }
}

struct AttnRaiseFromLinalgPass
    : attn::impl::AttnRaiseFromLinalgPassBase<AttnRaiseFromLinalgPass> {
  using Base::Base;
  void runOnOperation() override {
    IRRewriter rewriter(&getContext());
    splitUnitDimReshapes(getOperation(), rewriter);
    // One visit per candidate, so each decline is reported exactly once.
    SmallVector<linalg::LinalgOp> candidates;
    getOperation()->walk([&](linalg::LinalgOp op) {
      if (isSumOfProducts(op))
        candidates.push_back(op);
    });
    llvm::SmallPtrSet<Operation *, 8> erased;
    for (linalg::LinalgOp op : candidates) {
      if (erased.contains(op))
        continue;
      Decline why;
      FailureOr<AttentionMatch> match = matchAnyOrder(op, why);
      if (failed(match)) {
        if (emitRemarks && isCandidate(op))
          op.emitRemark("not raised to attn.attention: ") << why.reason;
        continue;
      }
      // The Q·Kᵀ contraction of this match is erased with it.
      for (Operation *o : match->chain)
        erased.insert(o);
      rewriteMatch(rewriter, *match);
      ++numRaised;
    }
  }
};
} // namespace

void mlir::attn::populateRaiseAttentionPatterns(RewritePatternSet &patterns,
                                                bool emitRemarks) {
  patterns.add<RaiseAttentionPattern>(patterns.getContext(), emitRemarks);
}
