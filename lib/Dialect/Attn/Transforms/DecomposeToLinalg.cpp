//===- DecomposeToLinalg.cpp - attn.attention -> materialised linalg ------===//
//
// The reference lowering of attn.attention: the naive computation with the
// whole score matrix materialised, in f32, one linalg.generic per step.
// It shares the op's rules (AttnRules.h: the causal diagonal, masking, the
// shift of fully masked rows, normalisation, LSE) with every other lowering
// and nothing else with the tiled online-softmax lowering. The numerical
// checks compare against references outside the compiler (attn-run's f64
// host reference, NumPy in the tests).
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/StructuredBuilders.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallBitVector.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNDECOMPOSETOLINALGPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// Builds the linalg ops of the reference computation of one attention op.
/// Intermediate tensors use a canonical layout: (batch dims..., m, n) for
/// scores and probabilities, (batch dims..., m) for row statistics and
/// (batch dims..., m, k2) for the f32 output accumulator.
class ReferenceBuilder {
public:
  ReferenceBuilder(RewriterBase &b, AttentionOp op)
      : b(b), op(op), loc(op.getLoc()), f32(b.getF32Type()),
        numBatch(op.getNumBatchDims()) {
    for (unsigned d = 0, e = op.getNumLoops(); d < e; ++d)
      loopSizes.push_back(op.getLoopSize(b, d));
  }

  SmallVector<Value> build();

private:
  /// The op's map of operand `map` restricted to the loops that remain after
  /// dropping `dropped` (numbered in the op's iteration space).
  AffineMap restrict(AffineMap map, ArrayRef<unsigned> dropped) const;
  /// Identity-like map from a domain of `numDims` loops to its first
  /// `numResults` loops.
  AffineMap leading(unsigned numDims, unsigned numResults) const;
  /// A new f32 tensor over the given loops of the iteration space, filled
  /// with `fill` when it is set.
  Value makeTensor(ArrayRef<unsigned> loops, std::optional<float> fill);
  Value toF32(OpBuilder &nb, Location l, Value v) const;
  SmallVector<unsigned> batchLoops() const;
  SmallVector<utils::IteratorType> iterators(unsigned numParallel,
                                             unsigned numReduction) const;

  Value computeScores();
  Value maskScores(Value scores);
  Value rowMax(Value scores);
  Value exponentials(Value scores, Value max);
  Value rowSum(Value exps);
  Value probabilities(Value exps, Value sum);
  Value weightedValues(Value probs);
  Value writeOutput(Value acc);
  Value writeLse(Value max, Value sum);

  RewriterBase &b;
  AttentionOp op;
  Location loc;
  Type f32;
  unsigned numBatch;
  SmallVector<OpFoldResult> loopSizes;
};
} // namespace

AffineMap ReferenceBuilder::restrict(AffineMap map,
                                     ArrayRef<unsigned> dropped) const {
  llvm::SmallBitVector bits(map.getNumDims());
  for (unsigned d : dropped)
    bits.set(d);
  return compressDims(map, bits);
}

AffineMap ReferenceBuilder::leading(unsigned numDims,
                                    unsigned numResults) const {
  return AffineMap::getMinorIdentityMap(numDims, numDims, b.getContext())
      .getSubMap(llvm::to_vector(llvm::seq<unsigned>(0, numResults)));
}

SmallVector<unsigned> ReferenceBuilder::batchLoops() const {
  return llvm::to_vector(llvm::seq<unsigned>(0, numBatch));
}

SmallVector<utils::IteratorType>
ReferenceBuilder::iterators(unsigned numParallel, unsigned numReduction) const {
  SmallVector<utils::IteratorType> types(numParallel,
                                         utils::IteratorType::parallel);
  types.append(numReduction, utils::IteratorType::reduction);
  return types;
}

Value ReferenceBuilder::makeTensor(ArrayRef<unsigned> loops,
                                   std::optional<float> fill) {
  SmallVector<OpFoldResult> sizes;
  for (unsigned d : loops)
    sizes.push_back(loopSizes[d]);
  Value empty = tensor::EmptyOp::create(b, loc, sizes, f32);
  if (!fill)
    return empty;
  Value cst = arith::ConstantOp::create(b, loc, b.getF32FloatAttr(*fill));
  return linalg::FillOp::create(b, loc, cst, empty).getResult(0);
}

Value ReferenceBuilder::toF32(OpBuilder &nb, Location l, Value v) const {
  if (v.getType() == f32)
    return v;
  return arith::ExtFOp::create(nb, l, f32, v);
}

/// S[b, m, n] = sum_k1 Q[b, m, k1] * K[b, n, k1], in f32.
Value ReferenceBuilder::computeScores() {
  SmallVector<unsigned> loops = batchLoops();
  loops.append({op.getMDim(), op.getNDim()});
  Value init = makeTensor(loops, 0.0f);
  // Loops: batch..., m, n, k1 (k2 dropped).
  unsigned numDims = numBatch + 3;
  SmallVector<AffineMap> maps = {
      restrict(op.getQueryMap(), {op.getK2Dim()}),
      restrict(op.getKeyMap(), {op.getK2Dim()}),
      leading(numDims, numBatch + 2)};
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{op.getQuery(), op.getKey()},
      ValueRange{init}, maps, iterators(numBatch + 2, 1),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value prod = arith::MulFOp::create(nb, l, toF32(nb, l, args[0]),
                                           toF32(nb, l, args[1]));
        Value sum = arith::AddFOp::create(nb, l, args[2], prod);
        linalg::YieldOp::create(nb, l, sum);
      });
  return generic.getResult(0);
}

/// S = scale * S, then the additive or boolean mask and the causal mask
/// (masked scores become -inf).
Value ReferenceBuilder::maskScores(Value scores) {
  unsigned numDims = numBatch + 2; // batch..., m, n
  SmallVector<Value> inputs = {scores};
  SmallVector<AffineMap> maps = {leading(numDims, numDims)};
  if (Value mask = op.getMask()) {
    inputs.push_back(mask);
    maps.push_back(restrict(op.getMaskMap(), {op.getK1Dim(), op.getK2Dim()}));
  }
  maps.push_back(leading(numDims, numDims));
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, scores), f32);

  // Key n is visible from query m iff n <= m + diagonal (AttnRules.h).
  Value diagonal = buildCausalDiagonal(
      b, loc, op,
      getValueOrCreateConstantIndexOp(b, loc, loopSizes[op.getMDim()]),
      getValueOrCreateConstantIndexOp(b, loc, loopSizes[op.getNDim()]));

  Value scale = op.getScale();
  bool hasMask = static_cast<bool>(op.getMask());
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), inputs, ValueRange{init}, maps,
      iterators(numDims, 0), [&](OpBuilder &nb, Location l, ValueRange args) {
        Value s = buildMaskedScore(nb, l, args[0], scale,
                                   hasMask ? args[1] : Value(),
                                   causalVisibleAt(nb, l, numBatch, diagonal));
        linalg::YieldOp::create(nb, l, s);
      });
  return generic.getResult(0);
}

/// max[b, m] = max_n S[b, m, n] (-inf for a fully masked row).
Value ReferenceBuilder::rowMax(Value scores) {
  SmallVector<unsigned> loops = batchLoops();
  loops.push_back(op.getMDim());
  Value init = makeTensor(loops, -std::numeric_limits<float>::infinity());
  unsigned numDims = numBatch + 2;
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{scores}, ValueRange{init},
      {leading(numDims, numDims), leading(numDims, numDims - 1)},
      iterators(numDims - 1, 1),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(
            nb, l, arith::MaximumFOp::create(nb, l, args[0], args[1]).getResult());
      });
  return generic.getResult(0);
}

/// E[b, m, n] = exp(S[b, m, n] - max[b, m]).
Value ReferenceBuilder::exponentials(Value scores, Value max) {
  unsigned numDims = numBatch + 2;
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, scores), f32);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{scores, max}, ValueRange{init},
      {leading(numDims, numDims), leading(numDims, numDims - 1),
       leading(numDims, numDims)},
      iterators(numDims, 0), [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(nb, l,
                                buildExpAboveMax(nb, l, args[0], args[1]));
      });
  return generic.getResult(0);
}

/// sum[b, m] = sum_n E[b, m, n].
Value ReferenceBuilder::rowSum(Value exps) {
  SmallVector<unsigned> loops = batchLoops();
  loops.push_back(op.getMDim());
  Value init = makeTensor(loops, 0.0f);
  unsigned numDims = numBatch + 2;
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{exps}, ValueRange{init},
      {leading(numDims, numDims), leading(numDims, numDims - 1)},
      iterators(numDims - 1, 1),
      [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(
            nb, l, arith::AddFOp::create(nb, l, args[0], args[1]).getResult());
      });
  return generic.getResult(0);
}

/// P[b, m, n] = E[b, m, n] / sum[b, m], and 0 on fully masked rows.
Value ReferenceBuilder::probabilities(Value exps, Value sum) {
  unsigned numDims = numBatch + 2;
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, exps), f32);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{exps, sum}, ValueRange{init},
      {leading(numDims, numDims), leading(numDims, numDims - 1),
       leading(numDims, numDims)},
      iterators(numDims, 0), [&](OpBuilder &nb, Location l, ValueRange args) {
        Value p = arith::MulFOp::create(nb, l, args[0],
                                        buildRowNormalizer(nb, l, args[1]));
        linalg::YieldOp::create(nb, l, p);
      });
  return generic.getResult(0);
}

/// acc[b, m, k2] = sum_n P[b, m, n] * V[b, n, k2], in f32.
Value ReferenceBuilder::weightedValues(Value probs) {
  SmallVector<unsigned> loops = batchLoops();
  loops.append({op.getMDim(), op.getK2Dim()});
  Value init = makeTensor(loops, 0.0f);
  // Loops: batch..., m, n, k2 (k1 dropped).
  unsigned numDims = numBatch + 3;
  MLIRContext *ctx = b.getContext();
  SmallVector<AffineExpr> probExprs, accExprs;
  for (unsigned d = 0; d < numBatch + 2; ++d)
    probExprs.push_back(getAffineDimExpr(d, ctx));
  for (unsigned d = 0; d <= numBatch; ++d)
    accExprs.push_back(getAffineDimExpr(d, ctx));
  accExprs.push_back(getAffineDimExpr(numBatch + 2, ctx));
  SmallVector<AffineMap> maps = {
      AffineMap::get(numDims, 0, probExprs, ctx),
      restrict(op.getValueMap(), {op.getK1Dim()}),
      AffineMap::get(numDims, 0, accExprs, ctx)};
  SmallVector<utils::IteratorType> types = iterators(numBatch + 1, 1);
  types.push_back(utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{probs, op.getValue()},
      ValueRange{init}, maps, types,
      [&](OpBuilder &nb, Location l, ValueRange args) {
        Value prod =
            arith::MulFOp::create(nb, l, args[0], toF32(nb, l, args[1]));
        linalg::YieldOp::create(
            nb, l, arith::AddFOp::create(nb, l, args[2], prod).getResult());
      });
  return generic.getResult(0);
}

/// O = acc rounded to the output element type, in the output's layout.
Value ReferenceBuilder::writeOutput(Value acc) {
  // Loops: batch..., m, k2 (n and k1 dropped).
  unsigned numDims = numBatch + 2;
  Value init = op.getOutputInit();
  Type elemTy = cast<RankedTensorType>(init.getType()).getElementType();
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{acc}, ValueRange{init},
      {leading(numDims, numDims),
       restrict(op.getOutputMap(), {op.getNDim(), op.getK1Dim()})},
      iterators(numDims, 0), [&](OpBuilder &nb, Location l, ValueRange args) {
        Value v = args[0];
        if (elemTy != f32)
          v = arith::TruncFOp::create(nb, l, elemTy, v);
        linalg::YieldOp::create(nb, l, v);
      });
  return generic.getResult(0);
}

/// LSE[b, m] = max + ln(sum), and -inf on fully masked rows.
Value ReferenceBuilder::writeLse(Value max, Value sum) {
  unsigned numDims = numBatch + 1; // batch..., m
  Value init = op.getLseInit();
  auto generic = linalg::GenericOp::create(
      b, loc, init.getType(), ValueRange{max, sum}, ValueRange{init},
      {leading(numDims, numDims), leading(numDims, numDims),
       restrict(op.getLseMap(),
                {op.getNDim(), op.getK1Dim(), op.getK2Dim()})},
      iterators(numDims, 0), [&](OpBuilder &nb, Location l, ValueRange args) {
        linalg::YieldOp::create(nb, l,
                                buildLogSumExp(nb, l, args[0], args[1]));
      });
  return generic.getResult(0);
}

SmallVector<Value> ReferenceBuilder::build() {
  Value scores = maskScores(computeScores());
  Value max = rowMax(scores);
  Value exps = exponentials(scores, max);
  Value sum = rowSum(exps);
  Value probs = probabilities(exps, sum);
  SmallVector<Value> results = {writeOutput(weightedValues(probs))};
  if (op.hasLse())
    results.push_back(writeLse(max, sum));
  return results;
}

FailureOr<SmallVector<Value>>
mlir::attn::decomposeAttentionToLinalg(RewriterBase &rewriter,
                                       AttentionOp op) {
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  return ReferenceBuilder(rewriter, op).build();
}

namespace {
/// Replaces one attn.attention by its materialised reference computation.
struct DecomposeAttentionPattern : OpRewritePattern<AttentionOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(AttentionOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<SmallVector<Value>> results =
        decomposeAttentionToLinalg(rewriter, op);
    if (failed(results))
      return rewriter.notifyMatchFailure(op, "could not decompose");
    rewriter.replaceOp(op, *results);
    return success();
  }
};

struct AttnDecomposeToLinalgPass
    : attn::impl::AttnDecomposeToLinalgPassBase<AttnDecomposeToLinalgPass> {
  void runOnOperation() override {
    // Walk rather than pattern-drive: every op is lowered exactly once and
    // the count feeds the statistic.
    IRRewriter rewriter(&getContext());
    if (failed(decomposeAll<AttentionOp>(rewriter,
                                         decomposeAttentionToLinalg)) ||
        failed(decomposeAll<AttentionBackwardOp>(
            rewriter, decomposeAttentionBackwardToLinalg)))
      return signalPassFailure();
  }

  /// Replaces every OpTy by what `decompose` builds for it.
  template <typename OpTy, typename Decompose>
  LogicalResult decomposeAll(IRRewriter &rewriter, Decompose decompose) {
    SmallVector<OpTy> ops;
    getOperation()->walk([&](OpTy op) { ops.push_back(op); });
    for (OpTy op : ops) {
      FailureOr<SmallVector<Value>> results = decompose(rewriter, op);
      if (failed(results))
        return op.emitError("could not lower to the linalg reference");
      rewriter.replaceOp(op, *results);
      ++numDecomposed;
    }
    return success();
  }
};
} // namespace

void mlir::attn::populateDecomposeAttentionToLinalgPatterns(
    RewritePatternSet &patterns) {
  patterns.add<DecomposeAttentionPattern>(patterns.getContext());
}
