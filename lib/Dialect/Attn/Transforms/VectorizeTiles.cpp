//===- VectorizeTiles.cpp - host vector code for the linalg tiles ---------===//
//
// The tiled attention decomposes into linalg ops on tiles whose innermost
// loop is the contiguous dim of the buffers it reads: the head dim of Q·Kᵀ
// (a reduction) and of P·V, the key dim of the block's elementwise and
// row-reduction ops. Each such op is tiled to one iteration along its
// other loops and vectorised along the innermost one with
// linalg::vectorize; the transfers of P·V's accumulator row, which do not
// change along the key loop, are hoisted out of it. The two contractions
// (Q·Kᵀ once its K block is transposed, and P·V) are computed in register
// tiles instead where they can be (RegisterTiles.h). The n-D vectors (unit
// dims but the last) are then cast to 1-D ones and the reductions lowered
// along their innermost dim, for convert-vector-to-llvm.
//
//===----------------------------------------------------------------------===//

#include "RegisterTiles.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/Transforms/LoweringPatterns.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Interfaces/TilingInterface.h"
#include "mlir/IR/Dominance.h"
#include "mlir/Transforms/CSE.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/LoopInvariantCodeMotionUtils.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNVECTORIZETILESPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Whether `op` is one this pass vectorises: buffers, no i1 element type
/// (a vector<Nxi1> is N packed bits in memory, a memref's i1 elements are
/// bytes), and an innermost loop of static extent in [2, maxElements].
static bool isCandidate(linalg::LinalgOp op, int64_t maxElements) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
      !isa<TilingInterface>(op.getOperation()))
    return false;
  for (OpOperand &operand : op->getOpOperands()) {
    Type type = getElementTypeOrSelf(operand.get().getType());
    if (type.isInteger(1) || isa<IndexType>(type))
      return false;
  }
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  int64_t inner = ranges.back();
  return !ShapedType::isDynamic(inner) && inner >= 2 && inner <= maxElements;
}

/// Whether `op` is elementwise over a dynamic number of rows (the tile's
/// row statistics: its max, sum and rescaling factors, one per query row):
/// every loop parallel, the innermost of dynamic extent and the others
/// static, floating-point operands. These are vectorised along the rows,
/// masked at the end (vectorizeRows).
static bool isRowCandidate(linalg::LinalgOp op) {
  if (!op.hasPureBufferSemantics() || op.getNumLoops() == 0 ||
      op.getNumLoops() != op.getNumParallelLoops() ||
      !isa<TilingInterface>(op.getOperation()))
    return false;
  for (OpOperand &operand : op->getOpOperands())
    if (!isa<FloatType>(getElementTypeOrSelf(operand.get().getType())))
      return false;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  return ShapedType::isDynamic(ranges.back()) &&
         llvm::none_of(ArrayRef(ranges).drop_back(), ShapedType::isDynamic);
}

/// Whether `loop` runs at least once, by its constant bounds: only then may
/// a read move before it (a zero-trip loop may stand for a place that does
/// not exist, such as the rows of an empty tile).
static bool runsAtLeastOnce(scf::ForOp loop) {
  std::optional<APInt> trips = constantTripCount(
      getAsOpFoldResult(loop.getLowerBound()),
      getAsOpFoldResult(loop.getUpperBound()),
      getAsOpFoldResult(loop.getStep()), /*isSigned=*/true,
      [](Value, Value, bool) -> std::optional<llvm::APSInt> {
        return std::nullopt;
      });
  return trips && trips->sge(1);
}

/// Whether some op in `loop` has a memory effect `matches` accepts; an op
/// whose effects are unknown counts as having every effect.
static bool anyEffect(
    scf::ForOp loop,
    function_ref<bool(Operation *, MemoryEffects::EffectInstance &)> matches) {
  WalkResult result = loop.getBody()->walk([&](Operation *op) {
    auto effects = dyn_cast<MemoryEffectOpInterface>(op);
    if (!effects)
      return op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()
                 ? WalkResult::advance()
                 : WalkResult::interrupt();
    SmallVector<MemoryEffects::EffectInstance> instances;
    effects.getEffects(instances);
    for (MemoryEffects::EffectInstance &effect : instances)
      if (matches(op, effect))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return result.wasInterrupted();
}

/// Whether an op in `loop` other than `read` and `write` may touch `base`
/// (a buffer the function allocated, so only views of it alias it).
static bool othersTouch(scf::ForOp loop, Value base, Operation *read,
                        Operation *write) {
  return anyEffect(loop, [&](Operation *op,
                             MemoryEffects::EffectInstance &effect) {
    if (op == read || op == write)
      return false;
    Value value = effect.getValue();
    if (!value)
      return !isa<MemoryEffects::Allocate, MemoryEffects::Free>(
          effect.getEffect());
    return bufferOf(value) == base;
  });
}

/// Hoists one pair of a vector read and a write of the same place of a
/// buffer the function allocated (P·V's accumulator row in the key loop)
/// out of `loop`: read before it, carried as a loop value, written after
/// it. upstream's hoistRedundantVectorTransfers leaves views of buffers
/// alone; here no other op of the loop touches the buffer at all.
static bool hoistAccumulator(RewriterBase &rewriter, scf::ForOp loop) {
  if (!runsAtLeastOnce(loop))
    return false;
  for (auto read : loop.getBody()->getOps<vector::TransferReadOp>()) {
    if (read.getMask() || !loop.isDefinedOutsideOfLoop(read.getBase()) ||
        !llvm::all_of(read.getIndices(), [&](Value v) {
          return loop.isDefinedOutsideOfLoop(v);
        }))
      continue;
    Value base = bufferOf(read.getBase());
    if (!isFunctionAllocation(base))
      continue;
    vector::TransferWriteOp write;
    for (Operation *user : read.getBase().getUsers()) {
      auto candidate = dyn_cast<vector::TransferWriteOp>(user);
      if (candidate && candidate->getBlock() == loop.getBody() &&
          read->isBeforeInBlock(candidate) && !candidate.getMask() &&
          candidate.getIndices() == read.getIndices() &&
          candidate.getVectorType() == read.getVectorType() &&
          candidate.getPermutationMap() == read.getPermutationMap() &&
          candidate.getInBoundsValues() == read.getInBoundsValues()) {
        write = candidate;
        break;
      }
    }
    if (!write || othersTouch(loop, base, read, write))
      continue;
    rewriter.moveOpBefore(read, loop);
    FailureOr<LoopLikeOpInterface> hoisted =
        cast<LoopLikeOpInterface>(loop.getOperation())
            .replaceWithAdditionalYields(
                rewriter, read.getResult(),
                /*replaceInitOperandUsesInLoop=*/true,
                [&](OpBuilder &, Location, ArrayRef<BlockArgument>) {
                  return SmallVector<Value>{write.getVector()};
                });
    if (failed(hoisted))
      return false;
    rewriter.setInsertionPointAfter(*hoisted);
    vector::TransferWriteOp::create(
        rewriter, write.getLoc(), (*hoisted)->getResults().back(),
        write.getBase(), write.getIndices(), write.getPermutationMapAttr(),
        write.getInBoundsAttr());
    rewriter.eraseOp(write);
    return true;
  }
  return false;
}

/// Whether every write in `loop` goes to a buffer the function allocated
/// other than `base`: such a buffer aliases nothing else, so reads of
/// `base` see the same values at every iteration.
static bool onlyWritesOtherAllocations(scf::ForOp loop, Value base) {
  return !anyEffect(loop, [&](Operation *,
                              MemoryEffects::EffectInstance &effect) {
    if (!isa<MemoryEffects::Write>(effect.getEffect()))
      return false;
    Value written = effect.getValue() ? bufferOf(effect.getValue()) : Value();
    return !written || written == base || !isFunctionAllocation(written);
  });
}

/// Moves one vector read out of `loop` whose place does not change in it
/// and whose buffer the loop does not write (Q's row in the dot products
/// of a row with every key of the block).
static bool hoistInvariantRead(scf::ForOp loop) {
  if (!runsAtLeastOnce(loop))
    return false;
  for (auto read : loop.getBody()->getOps<vector::TransferReadOp>()) {
    if (!llvm::all_of(read->getOperands(), [&](Value v) {
          return loop.isDefinedOutsideOfLoop(v);
        }))
      continue;
    if (!onlyWritesOtherAllocations(loop, bufferOf(read.getBase())))
      continue;
    read->moveBefore(loop);
    return true;
  }
  return false;
}

/// Rewrites a contraction whose innermost loop is its reduction and whose
/// second operand is read along it (Q·Kᵀ: s[i, j] = sum_k q[i, k] k[j, k],
/// a dot product per score) into the form of P·V: the operand copied
/// transposed into a buffer of its own (kᵀ[k, j], contiguous along the
/// output's last dim), the loops interchanged so that the reduction comes
/// just before the output's last dim, which becomes the innermost loop:
/// s[i, :] += q[i, k] kᵀ[k, :], a row of the output kept in registers over
/// the reduction (vectorizeAlongInnermost and hoistAccumulator). The copy
/// costs one pass over the operand per op; the dot products' horizontal
/// sums go. Only for outputs the function allocated (the tiles' scores),
/// which alias no operand. Returns the new op, or the old one where it does
/// not apply.
static linalg::LinalgOp transposeDotProductOperand(RewriterBase &rewriter,
                                                   linalg::LinalgOp op,
                                                   int64_t maxElements) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || !op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !linalg::isaContractionOpInterface(op) ||
      !op.hasOnlyProjectedPermutations())
    return op;
  unsigned numLoops = op.getNumLoops();
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (numLoops < 2 || iterators.back() != utils::IteratorType::reduction ||
      llvm::count(iterators, utils::IteratorType::reduction) != 1)
    return op;
  unsigned k = numLoops - 1;
  AffineMap outMap = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  if (outMap.getNumResults() == 0)
    return op;
  unsigned n = cast<AffineDimExpr>(outMap.getResults().back()).getPosition();
  // The operand read along (n, k) in its last two dims.
  OpOperand *operand = op.getDpsInputOperand(1);
  AffineMap map = op.getMatchingIndexingMap(operand);
  unsigned rank = map.getNumResults();
  auto type = dyn_cast<MemRefType>(operand->get().getType());
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (!type || !type.hasStaticShape() || rank < 2 ||
      map.getResult(rank - 1) != rewriter.getAffineDimExpr(k) ||
      map.getResult(rank - 2) != rewriter.getAffineDimExpr(n) ||
      ranges[n] < 2 || ranges[n] > maxElements)
    return op;

  // The output is a buffer the function allocated, not a view of the
  // operand: reading the operand whole before the op writes anything is
  // what the op's loops would read. (Per output element, the sum runs over
  // the reduction in the same order as before.)
  Value outBase = bufferOf(op.getDpsInitOperand(0)->get());
  if (!isFunctionAllocation(outBase) || bufferOf(operand->get()) == outBase)
    return op;

  Location loc = op.getLoc();
  rewriter.setInsertionPoint(op);
  SmallVector<int64_t> permutation =
      llvm::to_vector(llvm::seq<int64_t>(0, rank));
  std::swap(permutation[rank - 1], permutation[rank - 2]);
  SmallVector<int64_t> shape = llvm::to_vector(type.getShape());
  std::swap(shape[rank - 1], shape[rank - 2]);
  Value transposed = memref::AllocOp::create(
      rewriter, loc, MemRefType::get(shape, type.getElementType()),
      /*alignment=*/rewriter.getI64IntegerAttr(64));
  linalg::TransposeOp::create(rewriter, loc, operand->get(), transposed,
                              permutation);
  SmallVector<AffineExpr> results = llvm::to_vector(map.getResults());
  std::swap(results[rank - 1], results[rank - 2]);
  SmallVector<AffineMap> maps = op.getIndexingMapsArray();
  maps[operand->getOperandNumber()] =
      AffineMap::get(numLoops, 0, results, rewriter.getContext());
  rewriter.modifyOpInPlace(generic, [&] {
    generic->setOperand(operand->getOperandNumber(), transposed);
    generic.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(maps));
  });
  // Loops: the others in order, then the reduction, then n.
  SmallVector<unsigned> order;
  for (unsigned d = 0; d < numLoops; ++d)
    if (d != n && d != k)
      order.push_back(d);
  order.push_back(k);
  order.push_back(n);
  FailureOr<linalg::GenericOp> interchanged =
      linalg::interchangeGenericOp(rewriter, generic, order);
  rewriter.setInsertionPointAfter(*interchanged);
  memref::DeallocOp::create(rewriter, loc, transposed);
  return *interchanged;
}

namespace {
/// exp2 of a vector of f32 as a polynomial, not a libm call per element:
/// x = n + f with n = round(x) and |f| <= 1/2; 2^f by its degree-7 Taylor
/// polynomial in Horner form (truncation below 6e-9 relative, so the
/// result is within about 2 ulp); 2^n as two factors 2^(n >> 1) and
/// 2^(n - (n >> 1)), each from its exponent bits, so that every n from
/// -150 to 128 (subnormal results to +inf) has exact factors. x is clamped
/// to that range first: -inf gives 0, +inf gives +inf, NaN stays NaN.
struct PolynomialExp2 : OpRewritePattern<math::Exp2Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::Exp2Op op,
                                PatternRewriter &rewriter) const override {
    auto type = dyn_cast<VectorType>(op.getType());
    if (!type || !type.getElementType().isF32() || type.isScalable())
      return failure();
    Location loc = op.getLoc();
    auto i32Type = VectorType::get(type.getShape(), rewriter.getI32Type());
    auto f32 = [&](double v) -> Value {
      return arith::ConstantOp::create(
          rewriter, loc, type,
          DenseElementsAttr::get(type, rewriter.getF32FloatAttr(v)));
    };
    auto i32 = [&](int32_t v) -> Value {
      return arith::ConstantOp::create(
          rewriter, loc, i32Type,
          DenseElementsAttr::get(i32Type, rewriter.getI32IntegerAttr(v)));
    };
    Value x = op.getOperand();
    Value clamped = arith::MinimumFOp::create(
        rewriter, loc, arith::MaximumFOp::create(rewriter, loc, x, f32(-150.0)),
        f32(128.0));
    Value n = math::RoundEvenOp::create(rewriter, loc, clamped);
    Value f = arith::SubFOp::create(rewriter, loc, clamped, n);
    // ln(2)^k / k!, k = 7 down to 0.
    const double coefficients[] = {1.525273380405984e-05, 1.540353039338161e-04,
                                   1.333355814642844e-03, 9.618129107628477e-03,
                                   5.550410866482158e-02, 2.402265069591007e-01,
                                   6.931471805599453e-01, 1.0};
    Value p = f32(coefficients[0]);
    for (double c : ArrayRef(coefficients).drop_front())
      p = math::FmaOp::create(rewriter, loc, p, f, f32(c));
    // 2^e for e in [-126, 127]: the bits (e + 127) << 23.
    auto power = [&](Value e) -> Value {
      Value bits = arith::ShLIOp::create(
          rewriter, loc, arith::AddIOp::create(rewriter, loc, e, i32(127)),
          i32(23));
      return arith::BitcastOp::create(rewriter, loc, type, bits);
    };
    Value ni = arith::FPToSIOp::create(rewriter, loc, i32Type, n);
    Value half = arith::ShRSIOp::create(rewriter, loc, ni, i32(1));
    Value rest = arith::SubIOp::create(rewriter, loc, ni, half);
    Value result = arith::MulFOp::create(
        rewriter, loc, arith::MulFOp::create(rewriter, loc, p, power(half)),
        power(rest));
    Value nan = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::UNO,
                                      x, x);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, nan, x, result);
    return success();
  }
};

/// A sum or max of the lanes of a vector as a tree: halves combined lane by
/// lane until one lane is left, then the accumulator. LLVM expands these
/// reductions otherwise one lane after the other (a sum without reassoc is
/// ordered; the NaN-propagating max is scalarised), which on a 64-key row
/// cost more than its exponentials. The max is the same in any order; the
/// sum is reassociated (the rows' sums of probabilities, within the f32
/// tolerance of the result).
struct TreeReduction : OpRewritePattern<vector::ReductionOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::ReductionOp op,
                                PatternRewriter &rewriter) const override {
    VectorType type = op.getSourceVectorType();
    vector::CombiningKind kind = op.getKind();
    // (A masked reduction is the mask's one op: left as it is.)
    if (isa<vector::MaskOp>(op->getParentOp()) || type.getRank() != 1 ||
        type.isScalable() || !type.getElementType().isF32() ||
        !llvm::isPowerOf2_64(type.getNumElements()) ||
        type.getNumElements() < 2 ||
        (kind != vector::CombiningKind::ADD &&
         kind != vector::CombiningKind::MAXIMUMF))
      return failure();
    Location loc = op.getLoc();
    auto combine = [&](Value a, Value c) -> Value {
      if (kind == vector::CombiningKind::ADD)
        return arith::AddFOp::create(rewriter, loc, a, c);
      return arith::MaximumFOp::create(rewriter, loc, a, c);
    };
    Value v = op.getVector();
    for (int64_t lanes = type.getNumElements(); lanes > 1; lanes /= 2) {
      SmallVector<int64_t> low, high;
      for (int64_t i = 0; i < lanes / 2; ++i) {
        low.push_back(i);
        high.push_back(lanes / 2 + i);
      }
      v = combine(vector::ShuffleOp::create(rewriter, loc, v, v, low),
                  vector::ShuffleOp::create(rewriter, loc, v, v, high));
    }
    Value result = vector::ExtractOp::create(rewriter, loc, v, 0);
    if (Value acc = op.getAcc())
      result = combine(acc, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// x + a * b on vectors, where the product may be contracted (the tiles'
/// sums: the multi-reduction lowering does not carry the flags of the sum
/// to its add), as one fused multiply-add.
struct FuseMultiplyAdd : OpRewritePattern<arith::AddFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::AddFOp add,
                                PatternRewriter &rewriter) const override {
    if (!isa<VectorType>(add.getType()))
      return failure();
    for (int i = 0; i < 2; ++i) {
      auto mul = add->getOperand(i).getDefiningOp<arith::MulFOp>();
      if (!mul || !mul->hasOneUse() ||
          !bitEnumContainsAll(mul.getFastmath(),
                              arith::FastMathFlags::contract))
        continue;
      rewriter.replaceOpWithNewOp<math::FmaOp>(add, mul.getLhs(), mul.getRhs(),
                                               add->getOperand(1 - i));
      return success();
    }
    return failure();
  }
};

struct AttnVectorizeTilesPass
    : attn::impl::AttnVectorizeTilesPassBase<AttnVectorizeTilesPass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *root = getOperation();
    if (registerRows < 0 || registerColumns < 0 || vectorBytesOption < 0 ||
        (vectorBytesOption != 0 && vectorBytesOption % 4 != 0)) {
      root->emitError("attn-vectorize-tiles: register-rows, register-columns "
                      "and vector-bytes must be 0 (the host's) or positive, "
                      "vector-bytes a multiple of 4");
      return signalPassFailure();
    }
    if (maxVectorElements < 2) {
      root->emitError("attn-vectorize-tiles: max-vector-elements must be at "
                      "least 2, got ")
          << static_cast<int64_t>(maxVectorElements);
      return signalPassFailure();
    }
    std::optional<TargetDescription> cpu = lookupTargetDescription(target);
    if (!cpu || !isCPUTarget(*cpu)) {
      root->emitError("attn-vectorize-tiles: target '")
          << target
          << "' is not a CPU description; known CPUs: " << kKnownCPUTargets;
      return signalPassFailure();
    }
    SmallVector<linalg::LinalgOp> candidates;
    root->walk([&](linalg::LinalgOp op) {
      if (isCandidate(op, maxVectorElements))
        candidates.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (linalg::LinalgOp &op : candidates)
      op = transposeDotProductOperand(rewriter, op, maxVectorElements);
    // The transposes the rewrite made are vectorised too.
    root->walk([&](linalg::TransposeOp op) {
      if (isCandidate(op, maxVectorElements) && !llvm::is_contained(candidates, op))
        candidates.push_back(op);
    });
    int64_t vectorBytes =
        vectorBytesOption ? vectorBytesOption : cpu->vectorBytes;
    // The contractions first, while the fills that give their outputs'
    // initial values are still fills (computeInRegisterTiles).
    // (Which may erase other candidates: a fill whose value they take.)
    struct Erased : RewriterBase::Listener {
      void notifyOperationErased(Operation *op) override { ops.insert(op); }
      DenseSet<Operation *> ops;
    } erased;
    rewriter.setListener(&erased);
    SmallVector<linalg::LinalgOp> rest;
    for (linalg::LinalgOp op : candidates) {
      if (registerRows != 1)
        if (std::optional<int64_t> extent = registerTileColumnExtent(op))
          if (std::optional<RegisterTile> tile =
                  chooseRegisterTile(*extent, vectorBytes, cpu->vectorRegisters,
                                     registerRows, registerColumns)) {
            computeInRegisterTiles(rewriter, op, *tile);
            ++numRegisterTiled;
            continue;
          }
      rest.push_back(op);
    }
    rewriter.setListener(nullptr);
    for (linalg::LinalgOp op : rest)
      if (!erased.ops.contains(op.getOperation()))
        vectorizeAlongInnermost(rewriter, op);
    SmallVector<linalg::LinalgOp> rowOps;
    root->walk([&](linalg::LinalgOp op) {
      if (isRowCandidate(op))
        rowOps.push_back(op);
    });
    for (linalg::LinalgOp op : rowOps)
      vectorizeRows(rewriter, op, std::max<int64_t>(vectorBytes / 4, 2));

    // P·V's accumulator row and Q's row do not move along the key loop:
    // their views leave the loop, then the accumulator's read and write
    // (read before the loop, carried, written after it) and Q's read.
    // Common constants first: a read and a write must index alike.
    DominanceInfo dominance(root);
    eliminateCommonSubExpressions(rewriter, dominance, root);
    root->walk([](LoopLikeOpInterface loop) { moveLoopInvariantCode(loop); });
    bool changed = true;
    while (changed) {
      changed = false;
      SmallVector<scf::ForOp> loops;
      root->walk([&](scf::ForOp loop) { loops.push_back(loop); });
      for (scf::ForOp loop : loops)
        if (hoistAccumulator(rewriter, loop) || hoistInvariantRead(loop)) {
          changed = true;
          break;
        }
    }

    RewritePatternSet patterns(&getContext());
    vector::populateCastAwayVectorLeadingOneDimPatterns(patterns);
    // P·V's reduction is over a unit dim (one key per tile): an add.
    vector::MultiDimReductionOp::getCanonicalizationPatterns(patterns,
                                                             &getContext());
    vector::populateVectorMultiReductionLoweringPatterns(
        patterns, vector::VectorMultiReductionLowering::InnerReduction);
    vector::populateVectorTransferLoweringPatterns(patterns,
                                                   /*maxTransferRank=*/1);
    patterns.add<PolynomialExp2, FuseMultiplyAdd, TreeReduction>(&getContext());
    // The row statistics' masked reads and writes (vectorizeRows).
    vector::populateVectorMaskLoweringPatternsForSideEffectingOps(patterns);
    if (failed(applyPatternsGreedily(root, std::move(patterns)))) {
      root->emitError("attn-vectorize-tiles: the lowering of the vectors "
                      "did not converge");
      return signalPassFailure();
    }
  }

  /// Tiles `op` (isRowCandidate) to one iteration along its outer loops and
  /// `lanes` rows along the innermost, and vectorises the tile at `lanes`
  /// with the last, shorter one masked; where that fails `op` stays scalar
  /// (collapsed to one loop where it had unit outer loops).
  void vectorizeRows(IRRewriter &rewriter, linalg::LinalgOp op, int64_t lanes) {
    // One loop: the rows (the outer loops have extent 1), so that the
    // masks have no leading unit dims.
    if (op.getNumLoops() > 1) {
      if (llvm::any_of(ArrayRef(op.getStaticLoopRanges()).drop_back(),
                       [](int64_t range) { return range != 1; }) ||
          llvm::any_of(op.getIndexingMapsArray(),
                       [](AffineMap map) { return !map.isIdentity(); }))
        return;
      ReassociationIndices all =
          llvm::to_vector(llvm::seq<int64_t>(0, op.getNumLoops()));
      rewriter.setInsertionPoint(op);
      FailureOr<linalg::CollapseResult> collapsed =
          linalg::collapseOpIterationDims(op, {all}, rewriter);
      if (failed(collapsed))
        return;
      rewriter.replaceOp(op, collapsed->results);
      op = collapsed->collapsedOp;
    }
    SmallVector<int64_t> vectorSizes(op.getNumLoops(), 1);
    vectorSizes.back() = lanes;
    tileAndVectorize(rewriter, op, lanes, vectorSizes);
  }

  /// Tiles `op` to one iteration along every loop but the innermost and
  /// vectorises the tile; `op` is left as it was where either fails.
  void vectorizeAlongInnermost(IRRewriter &rewriter, linalg::LinalgOp op) {
    tileAndVectorize(rewriter, op, /*innermostTile=*/0, /*vectorSizes=*/{});
  }

  /// Tiles `op` to one iteration along every loop but the innermost, which
  /// is tiled by `innermostTile` (0: whole), and vectorises the tile, at
  /// `vectorSizes` where given (masked where the tile is shorter); `op` is
  /// left as it was where either fails.
  void tileAndVectorize(IRRewriter &rewriter, linalg::LinalgOp op,
                        int64_t innermostTile, ArrayRef<int64_t> vectorSizes) {
    SmallVector<bool> scalable(vectorSizes.size(), false);
    if (!vectorSizes.empty() &&
        failed(linalg::vectorizeOpPrecondition(op, vectorSizes, scalable)))
      return;
    SmallVector<int64_t> ranges = op.getStaticLoopRanges();
    SmallVector<OpFoldResult> sizes;
    for (int64_t range : ArrayRef(ranges).drop_back())
      sizes.push_back(rewriter.getIndexAttr(range == 1 ? 0 : 1));
    sizes.push_back(rewriter.getIndexAttr(innermostTile));
    scf::SCFTilingOptions options;
    options.setTileSizes(sizes);
    options.setLoopType(scf::SCFTilingOptions::LoopType::ForOp);
    rewriter.setInsertionPoint(op);
    FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
        rewriter, cast<TilingInterface>(op.getOperation()), options);
    if (failed(tiled) || tiled->tiledOps.size() != 1)
      return;
    Operation *tile = tiled->tiledOps.front();
    rewriter.setInsertionPoint(tile);
    if (failed(linalg::vectorize(rewriter, tile, vectorSizes, scalable))) {
      // The tile loops hold a scalar copy of the op: drop them.
      if (!tiled->loops.empty())
        rewriter.eraseOp(tiled->loops.front());
      else if (tile != op.getOperation())
        rewriter.eraseOp(tile);
      return;
    }
    if (tile != op.getOperation())
      rewriter.eraseOp(tile);
    rewriter.eraseOp(op);
    ++numVectorized;
  }
};
} // namespace
