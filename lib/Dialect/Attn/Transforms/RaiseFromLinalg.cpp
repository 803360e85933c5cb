//===- RaiseFromLinalg.cpp - linalg attention sub-graphs -> attn.attention ===//
//
// Recognises Q·Kᵀ -> uniform scale -> softmax over the keys -> ·V spelled in
// tensor linalg ops and replaces it with one attn.attention, folding
// transposes of Q, K and V into the op's indexing maps.
//
// The match is anchored on the softmax: from it the pass walks back through
// elementwise scale ops to the Q·Kᵀ contraction (and through transposes to
// Q and K) and forward to the P·V contraction. Loop roles come from which
// operands index each loop, never from operand order, so named ops and
// generic contractions of any rank and layout are handled alike.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNRAISEFROMLINALGPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// Domain dims of the attention iteration space that one tensor indexes,
/// one per tensor dim.
using DimList = SmallVector<unsigned>;

/// A recognised attention sub-graph, ready to be rewritten.
struct AttentionMatch {
  linalg::SoftmaxOp softmax;
  linalg::LinalgOp qk, pv;
  /// Elementwise ops between Q·Kᵀ and the softmax (the scale), in order.
  SmallVector<linalg::LinalgOp> scaleOps;
  /// Transposes folded into the maps.
  SmallVector<Operation *> transposes;
  Value query, key, value;
  DimList queryDims, keyDims, valueDims, outputDims;
  unsigned numBatch = 0;
};

/// Why a candidate was not raised; empty when it was.
using Reason = std::string;
} // namespace

/// Whether `v` is a tensor filled with zeros (linalg.fill of 0 or a zero
/// constant), so that a contraction into it is a plain product.
static bool isZeroFilled(Value v) {
  if (auto fill = v.getDefiningOp<linalg::FillOp>())
    return matchPattern(fill.getInputs()[0], m_AnyZeroFloat());
  return matchPattern(v, m_AnyZeroFloat());
}

/// Loops of `op` that the indexing map of `operand` uses.
static llvm::SmallBitVector loopsOf(linalg::LinalgOp op, OpOperand *operand) {
  llvm::SmallBitVector bits(op.getNumLoops());
  for (AffineExpr e : op.getMatchingIndexingMap(operand).getResults())
    bits.set(cast<AffineDimExpr>(e).getPosition());
  return bits;
}

/// Domain dims of a tensor indexed by `map` in a linalg op whose loops map
/// to domain dims through `loopToDim`.
static DimList project(AffineMap map, ArrayRef<int> loopToDim) {
  DimList dims;
  for (AffineExpr e : map.getResults())
    dims.push_back(loopToDim[cast<AffineDimExpr>(e).getPosition()]);
  return dims;
}

/// If `v` is the result of a pure permutation (linalg.transpose, or a
/// generic that only copies with permuted maps), returns the permuted
/// source and rewrites `dims` (the domain dims of `v`) into those of the
/// source.
static Value lookThroughTranspose(Value v, DimList &dims,
                                  SmallVectorImpl<Operation *> &folded) {
  while (auto op = v.getDefiningOp<linalg::LinalgOp>()) {
    if (op.getNumDpsInputs() != 1 || op.getNumDpsInits() != 1 ||
        op.getNumReductionLoops() != 0 || !v.hasOneUse())
      break;
    OpOperand *in = op.getDpsInputOperand(0);
    OpOperand *out = op.getDpsInitOperand(0);
    AffineMap inMap = op.getMatchingIndexingMap(in);
    AffineMap outMap = op.getMatchingIndexingMap(out);
    if (!inMap.isPermutation() || !outMap.isPermutation())
      break;
    // The body must only forward the input element.
    Block *body = op.getBlock();
    auto yield = dyn_cast<linalg::YieldOp>(body->getTerminator());
    if (!yield || yield.getNumOperands() != 1 ||
        yield.getOperand(0) != op.getMatchingBlockArgument(in))
      break;
    // Source dim j is loop inMap(j), which is result dim p with outMap(p).
    DimList srcDims;
    for (AffineExpr e : inMap.getResults()) {
      unsigned pos = *outMap.getResultPosition(e);
      srcDims.push_back(dims[pos]);
    }
    dims = std::move(srcDims);
    folded.push_back(op);
    v = in->get();
  }
  return v;
}

/// Whether `v`, used in the body of `op`, has the same value at every point
/// of the iteration space: defined outside the body, read from a 0-d or
/// splat-constant input, or a float cast of such a value.
static bool isUniform(linalg::LinalgOp op, Value v) {
  if (v.getParentRegion() != &op->getRegion(0))
    return true;
  if (auto arg = dyn_cast<BlockArgument>(v)) {
    OpOperand *operand = op.getMatchingOpOperand(arg);
    if (!op.isDpsInput(operand))
      return false;
    if (op.getMatchingIndexingMap(operand).getNumResults() == 0)
      return true;
    SplatElementsAttr splat;
    return matchPattern(operand->get(), m_Constant(&splat));
  }
  Operation *def = v.getDefiningOp();
  if (isa<arith::ExtFOp, arith::TruncFOp>(def))
    return isUniform(op, def->getOperand(0));
  return false;
}

/// Materialises the uniform value `v` of the body of `op` before the op
/// being built, as an f32 scalar.
static Value materializeUniform(OpBuilder &b, Location loc, linalg::LinalgOp op,
                                Value v) {
  Value scalar;
  if (v.getParentRegion() != &op->getRegion(0)) {
    scalar = v;
  } else if (auto arg = dyn_cast<BlockArgument>(v)) {
    OpOperand *operand = op.getMatchingOpOperand(arg);
    SplatElementsAttr splat;
    if (matchPattern(operand->get(), m_Constant(&splat)))
      scalar = arith::ConstantOp::create(
          b, loc, cast<TypedAttr>(splat.getSplatValue<Attribute>()));
    else
      scalar = tensor::ExtractOp::create(b, loc, operand->get(), ValueRange{});
  } else {
    scalar = materializeUniform(b, loc, op, v.getDefiningOp()->getOperand(0));
  }
  Type f32 = b.getF32Type();
  auto floatTy = cast<FloatType>(scalar.getType());
  if (floatTy.getWidth() > 32)
    return arith::TruncFOp::create(b, loc, f32, scalar);
  if (floatTy != f32)
    return arith::ExtFOp::create(b, loc, f32, scalar);
  return scalar;
}

/// The input of the elementwise op `op` that carries the scores: the one
/// identity-indexed input that is not uniform.
static OpOperand *getScoreOperand(linalg::LinalgOp op) {
  OpOperand *found = nullptr;
  for (OpOperand *in : op.getDpsInputOperands()) {
    if (!op.getMatchingIndexingMap(in).isIdentity() ||
        isUniform(op, op.getMatchingBlockArgument(in)))
      continue;
    if (found)
      return nullptr;
    found = in;
  }
  return found;
}

/// Splits an elementwise scale op `s * c`, `c * s` or `s / c` with uniform
/// c: returns (c, isDivision), or failure.
static FailureOr<std::pair<Value, bool>> matchScale(linalg::LinalgOp op,
                                                    Value scores) {
  if (op.getNumDpsInits() != 1 || op.getNumReductionLoops() != 0 ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
    return failure();
  OpOperand *sOperand = nullptr;
  for (OpOperand *in : op.getDpsInputOperands())
    if (in->get() == scores)
      sOperand = in;
  if (!sOperand || !op.getMatchingIndexingMap(sOperand).isIdentity() ||
      op.payloadUsesValueFromOperand(op.getDpsInitOperand(0)))
    return failure();
  Value s = op.getMatchingBlockArgument(sOperand);
  auto yield = cast<linalg::YieldOp>(op.getBlock()->getTerminator());
  Operation *def = yield.getOperand(0).getDefiningOp();
  if (!def || def->getBlock() != op.getBlock())
    return failure();
  if (auto mul = dyn_cast<arith::MulFOp>(def)) {
    Value other = mul.getLhs() == s ? mul.getRhs()
                  : mul.getRhs() == s ? mul.getLhs()
                                      : Value();
    if (other && isUniform(op, other))
      return std::make_pair(other, false);
  }
  if (auto div = dyn_cast<arith::DivFOp>(def))
    if (div.getLhs() == s && isUniform(op, div.getRhs()))
      return std::make_pair(div.getRhs(), true);
  return failure();
}

/// Matches the attention sub-graph around `softmax`; on failure returns the
/// reason.
static FailureOr<AttentionMatch> matchAttention(linalg::SoftmaxOp softmax,
                                                Reason &why) {
  AttentionMatch match;
  match.softmax = softmax;
  Value probs = softmax.getResult()[0];

  // P·V: the single user of the probabilities.
  if (!probs.hasOneUse()) {
    why = "the probabilities have other uses than one P*V contraction";
    return failure();
  }
  auto pv = dyn_cast<linalg::LinalgOp>(*probs.getUsers().begin());
  if (!pv || !pv.hasPureTensorSemantics() || pv.getNumDpsInputs() != 2 ||
      pv.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(pv)) {
    why = "the probabilities do not feed a contraction with V";
    return failure();
  }
  if (!isZeroFilled(pv.getDpsInitOperand(0)->get())) {
    why = "the P*V contraction accumulates into a non-zero init";
    return failure();
  }
  match.pv = pv;
  OpOperand *pOperand = &*probs.getUses().begin();
  OpOperand *vOperand =
      pv.getDpsInputOperand(pOperand->getOperandNumber() == 0 ? 1 : 0);
  OpOperand *oOperand = pv.getDpsInitOperand(0);

  // Loop roles of P·V: n is reduced, k2 is V's free loop, m is P's free
  // loop that is innermost in P (the others are broadcast batch loops).
  llvm::SmallBitVector inP = loopsOf(pv, pOperand), inV = loopsOf(pv, vOperand),
                       inO = loopsOf(pv, oOperand);
  llvm::SmallBitVector red = inP & inV;
  red.reset(inO);
  llvm::SmallBitVector freeV = inV & inO;
  freeV.reset(inP);
  if (red.count() != 1 || freeV.count() != 1 ||
      (inP | inV | inO).count() != pv.getNumLoops() ||
      (inO | red).count() != pv.getNumLoops()) {
    why = "the P*V contraction is not a single-key, single-head-dim product";
    return failure();
  }
  unsigned nLoop = red.find_first(), k2Loop = freeV.find_first();
  AffineMap pMap = pv.getMatchingIndexingMap(pOperand);
  int mLoop = -1;
  for (AffineExpr e : pMap.getResults()) {
    unsigned loop = cast<AffineDimExpr>(e).getPosition();
    if (loop != nLoop)
      mLoop = loop;
  }
  if (mLoop < 0) {
    why = "the probabilities have no query dim";
    return failure();
  }

  // Attention domain: O's batch dims in O's order, then m, n, k1, k2.
  AffineMap oMap = pv.getMatchingIndexingMap(oOperand);
  unsigned numBatch = oMap.getNumResults() - 2;
  unsigned mDim = numBatch, nDim = numBatch + 1, k1Dim = numBatch + 2,
           k2Dim = numBatch + 3;
  SmallVector<int> pvToDim(pv.getNumLoops(), -1);
  unsigned nextBatch = 0;
  for (AffineExpr e : oMap.getResults()) {
    unsigned loop = cast<AffineDimExpr>(e).getPosition();
    pvToDim[loop] = loop == unsigned(mLoop)   ? mDim
                    : loop == k2Loop          ? k2Dim
                                              : nextBatch++;
  }
  pvToDim[nLoop] = nDim;
  match.numBatch = numBatch;
  match.outputDims = project(oMap, pvToDim);
  DimList scoreDims = project(pMap, pvToDim);
  match.valueDims = project(pv.getMatchingIndexingMap(vOperand), pvToDim);
  match.value = lookThroughTranspose(vOperand->get(), match.valueDims,
                                     match.transposes);

  // The softmax must normalise over the keys.
  if (scoreDims[softmax.getDimension()] != nDim) {
    why = "the softmax does not normalise over the key dim of P*V";
    return failure();
  }

  // Back through the uniform scale ops to Q·Kᵀ.
  Value scores = softmax.getInput();
  while (true) {
    if (!scores.hasOneUse()) {
      why = "the scores have other uses than the softmax";
      return failure();
    }
    auto def = scores.getDefiningOp<linalg::LinalgOp>();
    if (!def || !def.hasPureTensorSemantics()) {
      why = "the softmax input is not computed by linalg ops";
      return failure();
    }
    if (linalg::isaContractionOpInterface(def) && def.getNumDpsInputs() == 2)
      break;
    OpOperand *sOperand = getScoreOperand(def);
    if (!sOperand || failed(matchScale(def, sOperand->get()))) {
      why = "an op between Q*K^T and the softmax is not a uniform scale";
      return failure();
    }
    match.scaleOps.insert(match.scaleOps.begin(), def);
    scores = sOperand->get();
  }
  auto qk = scores.getDefiningOp<linalg::LinalgOp>();
  match.qk = qk;
  if (!isZeroFilled(qk.getDpsInitOperand(0)->get())) {
    why = "the Q*K^T contraction accumulates into a non-zero init";
    return failure();
  }

  // Q·Kᵀ loops: those of S take the score dims, the one reduced loop is k1.
  SmallVector<int> qkToDim(qk.getNumLoops(), -1);
  AffineMap sMap = qk.getMatchingIndexingMap(qk.getDpsInitOperand(0));
  for (auto [i, e] : llvm::enumerate(sMap.getResults()))
    qkToDim[cast<AffineDimExpr>(e).getPosition()] = scoreDims[i];
  if (qk.getNumReductionLoops() != 1) {
    why = "the Q*K^T contraction does not reduce over exactly one dim";
    return failure();
  }
  for (int &dim : qkToDim)
    if (dim < 0)
      dim = k1Dim;

  // The operand that indexes n is K, the other Q.
  OpOperand *a = qk.getDpsInputOperand(0), *b = qk.getDpsInputOperand(1);
  DimList aDims = project(qk.getMatchingIndexingMap(a), qkToDim);
  DimList bDims = project(qk.getMatchingIndexingMap(b), qkToDim);
  if (llvm::is_contained(aDims, nDim))
    std::swap(aDims, bDims), std::swap(a, b);
  auto allowed = [&](const DimList &dims, unsigned x, unsigned y) {
    return llvm::is_contained(dims, x) && llvm::is_contained(dims, y) &&
           llvm::all_of(dims, [&](unsigned d) {
             return d < numBatch || d == x || d == y;
           });
  };
  if (!allowed(aDims, mDim, k1Dim) || !allowed(bDims, nDim, k1Dim)) {
    why = "the Q*K^T contraction is not over the head dim of Q and K";
    return failure();
  }
  match.queryDims = aDims;
  match.keyDims = bDims;
  match.query = lookThroughTranspose(a->get(), match.queryDims, match.transposes);
  match.key = lookThroughTranspose(b->get(), match.keyDims, match.transposes);

  Type elemTy = getElementTypeOrSelf(match.query.getType());
  if (getElementTypeOrSelf(match.key.getType()) != elemTy ||
      getElementTypeOrSelf(match.value.getType()) != elemTy ||
      !isa<Float16Type, BFloat16Type, Float32Type>(elemTy)) {
    why = "Q, K and V do not share one f16, bf16 or f32 element type";
    return failure();
  }
  if (!isa<Float16Type, BFloat16Type, Float32Type>(
          getElementTypeOrSelf(pv->getResult(0).getType()))) {
    why = "the output element type is not f16, bf16 or f32";
    return failure();
  }
  return match;
}

static AffineMap toMap(const DimList &dims, unsigned numDims,
                       MLIRContext *ctx) {
  SmallVector<AffineExpr> exprs;
  for (unsigned d : dims)
    exprs.push_back(getAffineDimExpr(d, ctx));
  return AffineMap::get(numDims, 0, exprs, ctx);
}

/// Replaces the matched sub-graph with one attn.attention.
static AttentionOp rewriteMatch(RewriterBase &rewriter,
                                const AttentionMatch &match) {
  linalg::LinalgOp pv = match.pv;
  Location loc = pv.getLoc();
  rewriter.setInsertionPoint(pv);
  MLIRContext *ctx = rewriter.getContext();

  // The scale: the product of the uniform factors, 1 when there is none.
  Value scale;
  for (linalg::LinalgOp op : match.scaleOps) {
    auto [factor, isDivision] = *matchScale(op, getScoreOperand(op)->get());
    Value f = materializeUniform(rewriter, loc, op, factor);
    if (isDivision) {
      Value one =
          arith::ConstantOp::create(rewriter, loc, rewriter.getF32FloatAttr(1));
      f = arith::DivFOp::create(rewriter, loc, one, f);
    }
    scale = scale ? arith::MulFOp::create(rewriter, loc, scale, f).getResult()
                  : f;
  }
  if (!scale)
    scale = arith::ConstantOp::create(rewriter, loc,
                                      rewriter.getF32FloatAttr(1.0f));

  Value pvInit = pv.getDpsInitOperand(0)->get();
  auto outType = cast<RankedTensorType>(pvInit.getType());
  Value init = tensor::EmptyOp::create(
      rewriter, loc, tensor::getMixedSizes(rewriter, loc, pvInit),
      outType.getElementType());
  unsigned numDims = match.numBatch + 4;
  SmallVector<Attribute> maps;
  for (const DimList *dims : {&match.queryDims, &match.keyDims,
                              &match.valueDims, &match.outputDims})
    maps.push_back(AffineMapAttr::get(toMap(*dims, numDims, ctx)));
  auto attention = AttentionOp::create(
      rewriter, loc, TypeRange{outType}, match.query, match.key, match.value,
      scale, /*mask=*/Value(), ValueRange{init}, rewriter.getArrayAttr(maps),
      /*causal=*/CausalAlignmentAttr(), /*causal_offset=*/Value());
  Value pvInitValue = pv.getDpsInitOperand(0)->get();
  rewriter.replaceOp(pv, attention->getResults());

  // Erase the sub-graph, and the producers (inits, fills) it alone used.
  SmallVector<Operation *> worklist = {match.softmax};
  for (linalg::LinalgOp op : llvm::reverse(match.scaleOps))
    worklist.push_back(op);
  worklist.push_back(match.qk);
  llvm::append_range(worklist, match.transposes);
  if (Operation *def = pvInitValue.getDefiningOp())
    worklist.push_back(def);
  llvm::SmallPtrSet<Operation *, 16> erased;
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    if (erased.contains(op) || !isOpTriviallyDead(op))
      continue;
    erased.insert(op);
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        worklist.push_back(def);
    rewriter.eraseOp(op);
  }
  return attention;
}

namespace {
/// Raises the attention sub-graph around a linalg.softmax.
struct RaiseSoftmaxAttentionPattern : OpRewritePattern<linalg::SoftmaxOp> {
  RaiseSoftmaxAttentionPattern(MLIRContext *ctx, bool emitRemarks)
      : OpRewritePattern(ctx), emitRemarks(emitRemarks) {}

  LogicalResult matchAndRewrite(linalg::SoftmaxOp softmax,
                                PatternRewriter &rewriter) const override {
    Reason why;
    FailureOr<AttentionMatch> match = matchAttention(softmax, why);
    if (failed(match)) {
      if (emitRemarks)
        softmax.emitRemark("not raised to attn.attention: ") << why;
      return rewriter.notifyMatchFailure(softmax, why);
    }
    rewriteMatch(rewriter, *match);
    return success();
  }

  bool emitRemarks;
};

struct AttnRaiseFromLinalgPass
    : attn::impl::AttnRaiseFromLinalgPassBase<AttnRaiseFromLinalgPass> {
  using Base::Base;
  void runOnOperation() override {
    // One visit per candidate, so each decline is reported exactly once.
    SmallVector<linalg::SoftmaxOp> candidates;
    getOperation()->walk(
        [&](linalg::SoftmaxOp op) { candidates.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (linalg::SoftmaxOp softmax : candidates) {
      Reason why;
      FailureOr<AttentionMatch> match = matchAttention(softmax, why);
      if (failed(match)) {
        if (emitRemarks)
          softmax.emitRemark("not raised to attn.attention: ") << why;
        continue;
      }
      rewriteMatch(rewriter, *match);
      ++numRaised;
    }
  }
};
} // namespace

void mlir::attn::populateRaiseAttentionPatterns(RewritePatternSet &patterns,
                                                bool emitRemarks) {
  patterns.add<RaiseSoftmaxAttentionPattern>(patterns.getContext(),
                                             emitRemarks);
}
