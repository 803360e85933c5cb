//===- LowerTiledBackwardToMma.cpp - tiled gradients -> mma.sync ----------===//
//
// Lowers the tiled passes of the tensor-core backward kernels (one per
// kernel, made by convert-attn-to-gpu with attn-tile-backward's code) to
// tensor-core code (MmaBackward.h):
//
//   scf.forall (batch..., own0) step (1..., own rows) {     workgroups
//     (query pass: D of the tile's rows)
//     scf.for %s0 = lb to ub step (step rows) {            steps
//       attn.backward_dq_step / attn.backward_dkdv_step ...
//     }
//     ...                                                  more step loops
//     dQ, c (or dK, dV) from the accumulators              finalisation
//   }
//
// The workgroups become blocks (tile x of batch element y; causal query
// tiles longest first), each step loop a loop over the same tiles, masked
// where the tiling made its steps masked (causal, with the diagonal from
// the step's causal_offset, or a mask) and in an unmasked loop's ragged
// last tile; the loops' bounds are the tiling's, cloned with the
// workgroup's indices.
//
//===----------------------------------------------------------------------===//

#include "KernelTensors.h"
#include "TiledAttentionNest.h"

#include "attn/Conversion/MmaBackward.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <type_traits>

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNLOWERTILEDBACKWARDTOMMAPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// Writes the tensor-core code of one backward kernel's pass; `StepOp`:
/// attn.backward_dq_step (the query pass) or attn.backward_dkdv_step.
template <typename StepOp>
class PassLowering {
  static constexpr bool kQuery = std::is_same_v<StepOp, BackwardQueryStepOp>;

public:
  PassLowering(gpu::GPUFuncOp func, KernelConfigAttr config,
               const TargetDescription &target)
      : func(func), config(config), target(target), tensors(func) {}

  LogicalResult run();

private:
  using StepLoop = attn::StepLoop<StepOp>;
  LogicalResult match();
  /// The batch dims the workgroups run over (the query pass: all; the key
  /// pass: those K and V have), and the key pass's query-group dims (the
  /// others, whole in each step).
  void splitBatchDims(StepOp first);
  FailureOr<Value> materialize(OpBuilder &b, Value v, IRMapping &mapping) {
    return materializeOutOf(forall, b, v, mapping);
  }

  /// Whether the kernel is a pass of the key pass's dQ by atomics: its key
  /// steps add to dQ (grad_query_acc), its query pass zero-fills dQ and
  /// computes D and c alone.
  LogicalResult matchAtomics();
  gpu::GPUFuncOp func;
  KernelConfigAttr config;
  const TargetDescription &target;
  KernelTensors tensors;
  scf::ForallOp forall;
  SmallVector<StepLoop> loops;
  SmallVector<unsigned> workgroupDims, groupDims;
  bool atomics = false;
};
} // namespace

template <typename StepOp>
void PassLowering<StepOp>::splitBatchDims(StepOp first) {
  workgroupDims.clear();
  groupDims.clear();
  for (unsigned d = 0, e = first.getNumBatchDims(); d < e; ++d) {
    AffineExpr dim = getAffineDimExpr(d, first.getContext());
    bool shared = !kQuery && !(first.getKeyMap().getResultPosition(dim) &&
                               first.getValueMap().getResultPosition(dim));
    (shared ? groupDims : workgroupDims).push_back(d);
  }
}

template <typename StepOp>
LogicalResult PassLowering<StepOp>::match() {
  // The query pass of the key pass's atomics may have no steps (c = 1).
  bool anySteps = false;
  func.walk([&](StepOp) { anySteps = true; });
  if (kQuery && !anySteps) {
    SmallVector<scf::ForallOp> foralls;
    func.walk([&](scf::ForallOp f) { foralls.push_back(f); });
    if (foralls.size() != 1)
      return func.emitOpError("expected one scf.forall of workgroups (a pass "
                              "of attn-tile-backward), found ")
             << foralls.size();
    forall = foralls.front();
    workgroupDims = llvm::to_vector(
        llvm::seq<unsigned>(0, static_cast<unsigned>(forall.getRank() - 1)));
  } else {
    if (failed(matchStepLoops(func, "a pass of attn-tile-backward",
                              "attn-tile-backward", forall, loops)))
      return failure();
    splitBatchDims(loops.front().step);
  }
  if (failed(matchAtomics()))
    return failure();
  unsigned nb = workgroupDims.size();
  if (forall.getRank() != nb + 1)
    return forall.emitOpError("expected the workgroups over ")
           << nb << " batch dims and the "
           << (kQuery ? "query tiles" : "key blocks") << ", got rank "
           << forall.getRank();
  if (groupDims.size() > 1)
    return forall.emitOpError("expected at most one query-group dim (batch "
                              "dims key and value do not have), got ")
           << groupDims.size();
  int64_t ownRows = kQuery ? config.getTileM() : config.getTileN();
  int64_t stepRows = kQuery ? config.getTileN() : config.getTileM();
  SmallVector<OpFoldResult> lbs = forall.getMixedLowerBound(),
                            steps = forall.getMixedStep();
  for (unsigned d = 0; d <= nb; ++d) {
    int64_t expected = d < nb ? 1 : ownRows;
    if (getConstantIntValue(lbs[d]) != 0 ||
        getConstantIntValue(steps[d]) != expected)
      return forall.emitOpError("expected workgroup dim ")
             << d << " from 0 by " << expected;
  }
  if (forall.getNumResults() != (kQuery ? 3 : 2))
    return forall.emitOpError("expected ")
           << (kQuery ? "dQ, c and D" : "dK and dV")
           << " as the workgroups' results";
  for (Operation *user : forall->getUsers())
    if (!isa<bufferization::MaterializeInDestinationOp>(user))
      return user->emitOpError("expected the workgroups' results only "
                               "materialized into the kernel's outputs");
  if (loops.empty())
    return success();
  StepOp first = loops.front().step;
  Value previousEnd;
  for (auto [i, sl] : llvm::enumerate(loops)) {
    if (getConstantIntValue(sl.loop.getStep()) != stepRows)
      return sl.loop.emitOpError("expected a step loop by ") << stepRows;
    if (i > 0 && sl.loop.getLowerBound() != previousEnd)
      return sl.loop.emitOpError("expected step loops that run in order, "
                                 "each from where the last ended");
    if (i > 0 && sl.loop.getInitArgs() != loops[i - 1].loop.getResults())
      return sl.loop.emitOpError("expected step loops that carry one state");
    previousEnd = sl.loop.getUpperBound();
    if (sl.step.getScale() != first.getScale() ||
        static_cast<bool>(sl.step.getMask()) !=
            static_cast<bool>(first.getMask()))
      return sl.step.emitOpError("expected the steps of one attention");
    if (sl.step.getCausal() &&
        *sl.step.getCausal() != CausalAlignment::TopLeft)
      return sl.step.emitOpError("expected causal steps placed by "
                                 "causal_offset (top_left)");
  }
  return success();
}

template <typename StepOp> LogicalResult PassLowering<StepOp>::matchAtomics() {
  if constexpr (kQuery) {
    // dQ's tile (the workgroups' first result) a zero fill: the key pass
    // adds to it.
    auto inserts = forall.getTerminator().getYieldingOps();
    auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(&*inserts.begin());
    auto fill = insert ? insert.getSource().getDefiningOp<linalg::FillOp>()
                       : linalg::FillOp();
    std::optional<APFloat> zero;
    if (fill)
      if (auto c = fill.getInputs()[0].getDefiningOp<arith::ConstantFloatOp>())
        zero = c.value();
    atomics = zero && zero->isZero();
    if (!atomics && loops.empty())
      return forall.emitOpError("expected the query pass's steps, or a zero "
                                "dQ for the key pass's atomics");
    if (atomics && !loops.empty() &&
        !loops.back().loop.getResult(0).use_empty())
      return loops.back().loop.emitOpError(
          "expected the query pass of the key pass's atomics to use only its "
          "steps' row sums");
    return success();
  } else {
    atomics = static_cast<bool>(loops.front().step.getGradQueryAcc());
    for (StepLoop &sl : loops) {
      Value acc = sl.step.getGradQueryAcc();
      if (static_cast<bool>(acc) != atomics)
        return sl.step.emitOpError("expected every step of the key pass "
                                   "with a grad_query_acc, or none");
      // The rows of the kernel's dQ (the tiling's subview of it).
      auto view =
          acc ? acc.getDefiningOp<memref::SubViewOp>() : memref::SubViewOp();
      if (acc &&
          (!view || !view.getSource().getDefiningOp<PointerToMemrefOp>()))
        return sl.step.emitOpError("expected grad_query_acc a subview of "
                                   "the kernel's dq");
    }
    return success();
  }
}

template <typename StepOp>
LogicalResult PassLowering<StepOp>::run() {
  SmallVector<StringRef> required = {"q", "k", "v", "do", "lse", "d", "c"};
  if (kQuery)
    required.append({"o", "dq"});
  else
    required.append({"dk", "dv"});
  if (failed(match()))
    return failure();
  if (!kQuery && atomics)
    required.push_back("dq");
  if (failed(tensors.read(required)))
    return failure();
  // The query pass without steps (the key pass's atomics) takes its dims
  // from the kernel's tensors.
  StepOp first = loops.empty() ? StepOp() : loops.front().step;
  unsigned nb = workgroupDims.size() + groupDims.size();
  auto dimOf = [&](Value tensor, AffineMap map, unsigned d) {
    auto type = cast<RankedTensorType>(tensor.getType());
    for (auto [i, e] : llvm::enumerate(map.getResults()))
      if (e == getAffineDimExpr(d, func.getContext()))
        return type.getDimSize(i);
    return ShapedType::kDynamic;
  };
  Type inputType;
  int64_t headDim, valueDim;
  if (first) {
    inputType =
        cast<RankedTensorType>(first.getQuery().getType()).getElementType();
    headDim = dimOf(first.getQuery(), first.getQueryMap(), first.getK1Dim());
    valueDim = dimOf(first.getValue(), first.getValueMap(), first.getK2Dim());
  } else {
    inputType = tensors.elementTypeOf("q");
    headDim = tensors.staticSizeOf("q", "k1");
    valueDim = tensors.staticSizeOf("v", "k2");
  }
  MmaBackwardShape shape{kQuery ? MmaBackwardPass::Query : MmaBackwardPass::Key,
                         kQuery ? config.getTileM() : config.getTileN(),
                         kQuery ? config.getTileN() : config.getTileM(),
                         headDim, valueDim, target.sharedRowElements, inputType,
                         atomics,
                         /*stepless=*/kQuery && loops.empty(),
                         /*vectorReductions=*/
                         StringRef(target.name).starts_with("sm_9")};
  shape.warpgroupMma = config.getKind() == KernelKind::Wgmma;
  if (config.getSharedMemoryBytes() < shape.sharedMemoryBytes())
    return func.emitOpError("expected at least ")
           << shape.sharedMemoryBytes()
           << " bytes of shared memory in the kernel's configuration, got "
           << config.getSharedMemoryBytes();
  auto headDimOk = [](int64_t d) {
    return !ShapedType::isDynamic(d) && d >= 8 && d <= 128 && d % 8 == 0;
  };
  if (!(inputType.isF16() || inputType.isBF16()) ||
      !headDimOk(shape.headDim) || !headDimOk(shape.valueDim))
    return func.emitOpError("expected f16 or bf16 steps with static head "
                            "dims that are multiples of 8 up to 128");
  if ((shape.ownRows != 64 && shape.ownRows != 128) ||
      (shape.stepRows != 32 && shape.stepRows != 64 && shape.stepRows != 128) ||
      shape.sharedRowElements % 64)
    return func.emitOpError("expected a tensor-core backward configuration "
                            "of 64- or 128-row workgroup tiles and steps of "
                            "32, 64 or 128 rows, got ")
           << shape.ownRows << " and " << shape.stepRows;
  if (shape.warpgroupMma) {
    if (failed(verifyWarpgroupTarget(func, target)))
      return failure();
    // One warpgroup; K-major k16 steps and 64-column atoms; dS K's rows
    // are a step's 64 queries.
    if (shape.ownRows != 64 || shape.headDim % 64 || shape.valueDim % 64 ||
        (atomics && (kQuery || shape.stepRows != 64))) {
      InFlightDiagnostic diag =
          func.emitOpError("expected a wgmma backward configuration of 64 "
                           "own rows, head dims of 64 or 128 and dQ by "
                           "atomics only in a key pass of 64-row steps, got ")
          << shape.ownRows << " own rows, head dims " << shape.headDim
          << " and " << shape.valueDim;
      if (atomics && kQuery)
        diag << ", dQ by atomics in the query pass";
      else if (atomics)
        diag << ", dQ by atomics in steps of " << shape.stepRows << " rows";
      return diag;
    }
  }
  // A warp per 16 own rows.
  if (config.getWorkgroupSize() != 32 * shape.warps())
    return func.emitOpError("expected a workgroup of ")
           << 32 * shape.warps() << " threads (a warp per 16 of the "
           << shape.ownRows << " own rows), got " << config.getWorkgroupSize();

  Location loc = forall.getLoc();
  OpBuilder b(forall);
  Value m = tensors.sizeOf(b, "q", "m"), n = tensors.sizeOf(b, "k", "n");
  Value scale = first ? first.getScale() : tensors.argument("scale");
  if (!scale)
    return func.emitOpError("expected the kernel's scale argument");
  MmaBackwardEmitter emitter(b, loc, shape, m, n, scale);

  // Workgroups to blocks: tile x of batch element y, the innermost batch
  // dim fastest; causal query tiles longest first.
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  SmallVector<Value> ubs =
      getValueOrCreateConstantIndexOp(b, loc, forall.getMixedUpperBound());
  // The workgroup's batch element; the query group (if any) starts at 0
  // and moves with the steps.
  SmallVector<Value> batchIdx(nb, zero);
  for (auto [d, index] : llvm::zip_equal(
           workgroupDims,
           blockBatchIndices(b, loc, ArrayRef<Value>(ubs).drop_back())))
    batchIdx[d] = index;
  bool causal = llvm::any_of(loops, [](StepLoop sl) {
    return static_cast<bool>(sl.step.getCausal());
  });
  Value tile = bx;
  if (kQuery && causal)
    tile = arith::SubIOp::create(
        b, loc,
        arith::SubIOp::create(b, loc,
                              gpu::GridDimOp::create(b, loc, gpu::Dimension::x),
                              bx),
        one);
  Value own0 = arith::MulIOp::create(
      b, loc, tile, arith::ConstantIndexOp::create(b, loc, shape.ownRows));
  auto operand = [&](StringRef name, StringRef rowDim) {
    return tensors.operand(b, name, rowDim, batchIdx);
  };
  MmaBackwardOperands operands{*operand("q", "m"),   *operand("k", "n"),
                               *operand("v", "n"),   *operand("do", "m"),
                               *operand("lse", "m"), *operand("d", "m"),
                               *operand("c", "m"),   operand("mask", "m"),
                               operand("o", "m"),    operand("dq", "m"),
                               operand("dk", "n"),   operand("dv", "n")};
  Value groups;
  if (!groupDims.empty()) {
    std::string group = "b" + std::to_string(groupDims.front());
    // D has every batch dim (f32, canonical rows).
    groups = tensors.sizeOf(b, "d", group);
    auto setGroup = [&](MmaOperand &o, StringRef name) {
      o.groupStride = tensors.strideOf(b, name, group);
    };
    setGroup(operands.q, "q");
    setGroup(operands.gradOutput, "do");
    setGroup(operands.lse, "lse");
    setGroup(operands.rowDots, "d");
    setGroup(operands.rowScale, "c");
    if (operands.gradQuery)
      setGroup(*operands.gradQuery, "dq");
    if (operands.mask)
      setGroup(*operands.mask, "mask");
  }
  emitter.setWorkgroup(operands, own0);
  IRMapping workgroup;
  for (auto [i, d] : llvm::enumerate(workgroupDims))
    workgroup.map(forall.getInductionVar(i), batchIdx[d]);
  workgroup.map(forall.getInductionVar(workgroupDims.size()), own0);

  // The steps: tile i covers rows firstRow + i step rows onwards, up to
  // the last loop's end.
  Value stepRows = arith::ConstantIndexOp::create(b, loc, shape.stepRows);
  FailureOr<Value> firstRow =
      loops.empty()
          ? zero
          : materialize(b, loops.front().loop.getLowerBound(), workgroup);
  FailureOr<Value> lastEnd =
      loops.empty()
          ? zero
          : materialize(b, loops.back().loop.getUpperBound(), workgroup);
  if (failed(firstRow) || failed(lastEnd))
    return failure();
  // The index of the tile at row `row` (rounded up), from `firstRow`.
  auto tileAt = [&](Value row) -> Value {
    Value rows = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, row, *firstRow), zero);
    return arith::CeilDivUIOp::create(b, loc, rows, stepRows);
  };
  // Steps: one per tile, or per tile and query group (group fastest).
  auto steps = [&](Value tiles) -> Value {
    return groups ? arith::MulIOp::create(b, loc, tiles, groups).getResult()
                  : tiles;
  };
  // Each loop's steps [begin, end); an unmasked loop's whole tiles end at
  // `whole` (a ragged last one runs masked).
  struct Bounds {
    Value begin, end, whole;
    bool masked;
  };
  auto boundsOf = [&](StepLoop &sl) -> FailureOr<Bounds> {
    FailureOr<Value> lb = materialize(b, sl.loop.getLowerBound(), workgroup);
    FailureOr<Value> ub = materialize(b, sl.loop.getUpperBound(), workgroup);
    if (failed(lb) || failed(ub))
      return failure();
    Bounds bs{steps(tileAt(*lb)), steps(tileAt(*ub)), Value(),
              sl.step.getCausal() || sl.step.getMask()};
    if (!bs.masked)
      bs.whole = arith::AddIOp::create(
          b, loc, bs.begin,
          steps(arith::DivUIOp::create(
              b, loc,
              arith::MaxSIOp::create(
                  b, loc, arith::SubIOp::create(b, loc, *ub, *lb), zero),
              stepRows)));
    return bs;
  };
  // The key pass's atomics: the workgroups of one head would add to the
  // same dQ rows at once; each starts its unmasked steps at its own tile
  // (its bounds are needed before the first step is issued; elsewhere each
  // loop's bounds are computed where it starts).
  SmallVector<std::optional<Bounds>> bounds(loops.size());
  if (!kQuery && atomics)
    for (auto [sl, bs] : llvm::zip_equal(loops, bounds)) {
      FailureOr<Bounds> got = boundsOf(sl);
      if (failed(got))
        return failure();
      bs = *got;
      if (!bs->masked)
        emitter.rotateSteps(bs->begin, bs->whole);
    }

  SmallVector<Value> state =
      emitter.begin(*firstRow, steps(tileAt(*lastEnd)), groups);

  for (auto [sl, given] : llvm::zip_equal(loops, bounds)) {
    FailureOr<Bounds> bs = given ? FailureOr<Bounds>(*given) : boundsOf(sl);
    if (failed(bs))
      return failure();
    auto loop = [&](Value from, Value to, bool maskedSteps) -> LogicalResult {
      auto forOp = scf::ForOp::create(b, loc, from, to, one, state);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(forOp.getBody());
      Value i = forOp.getInductionVar();
      Value tileIndex =
          groups ? arith::DivUIOp::create(b, loc, i, groups).getResult() : i;
      Value step0 = arith::AddIOp::create(
          b, loc, *firstRow, arith::MulIOp::create(b, loc, tileIndex, stepRows));
      // The diagonal of absolute positions from the step's causal_offset
      // (key key0 + j visible from row row0 + i iff j <= i + offset).
      Value diagonal;
      if (Value given = sl.step.getCausalOffset()) {
        IRMapping stepMapping = workgroup;
        stepMapping.map(sl.loop.getInductionVar(), step0);
        FailureOr<Value> offset = materialize(b, given, stepMapping);
        if (failed(offset))
          return failure();
        Value row0 = kQuery ? own0 : step0, key0 = kQuery ? step0 : own0;
        diagonal = arith::SubIOp::create(
            b, loc, arith::AddIOp::create(b, loc, *offset, key0), row0);
      }
      scf::YieldOp::create(b, loc,
                           emitter.step(i, forOp.getRegionIterArgs(),
                                        maskedSteps, diagonal));
      state.assign(forOp.getResults().begin(), forOp.getResults().end());
      return success();
    };
    if (bs->masked) {
      if (failed(loop(bs->begin, bs->end, /*maskedSteps=*/true)))
        return failure();
      continue;
    }
    if (failed(loop(bs->begin, bs->whole, /*maskedSteps=*/false)) ||
        failed(loop(bs->whole, bs->end, /*maskedSteps=*/true)))
      return failure();
  }
  emitter.finish(state, /*unitRowScale=*/loops.empty());

  // The nest is replaced: its results were only materialized in place.
  eraseLoweredNest(forall);
  return success();
}

namespace {
struct AttnLowerTiledBackwardToMmaPass
    : attn::impl::AttnLowerTiledBackwardToMmaPassBase<
          AttnLowerTiledBackwardToMmaPass> {
  using Base::Base;

  void runOnOperation() override {
    std::optional<TargetDescription> target = lookupNVIDIATarget(chip);
    if (!target) {
      getOperation().emitError("attn-lower-tiled-backward-to-mma: unknown "
                               "NVIDIA chip '")
          << chip << "'; known chips: " << kKnownNVIDIAChips;
      return signalPassFailure();
    }
    struct Kernel {
      gpu::GPUFuncOp func;
      KernelConfigAttr config;
      bool query;
    };
    SmallVector<Kernel> kernels;
    WalkResult result = getOperation().walk([&](gpu::GPUFuncOp func) {
      auto config =
          func->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName);
      if (!config || (config.getKind() != KernelKind::MmaSync &&
                      config.getKind() != KernelKind::Wgmma))
        return WalkResult::advance();
      bool untiled = false, query = false, key = false;
      func.walk([&](Operation *op) {
        untiled |= isa<AttentionBackwardOp>(op);
        query |= isa<BackwardQueryStepOp>(op);
        key |= isa<BackwardKeyStepOp>(op);
      });
      // The query pass of the key pass's atomics may have no steps.
      auto abi = func->getAttrOfType<DictionaryAttr>("attn.abi");
      auto name = abi ? abi.getAs<StringAttr>("kernel") : StringAttr();
      query |= !key && name && name.getValue() == "attention_backward_dq";
      if (untiled || (query && key)) {
        func.emitOpError("expected one pass of the tiled backward "
                         "(attn-tile-backward) in the kernel");
        return WalkResult::interrupt();
      }
      if (query || key)
        kernels.push_back({func, config, query});
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    for (Kernel k : kernels) {
      LogicalResult lowered =
          k.query ? PassLowering<BackwardQueryStepOp>(k.func, k.config, *target)
                        .run()
                  : PassLowering<BackwardKeyStepOp>(k.func, k.config, *target)
                        .run();
      if (failed(lowered))
        return signalPassFailure();
      eraseDeadKernelOps(k.func);
      ++numLowered;
    }
  }
};
} // namespace
