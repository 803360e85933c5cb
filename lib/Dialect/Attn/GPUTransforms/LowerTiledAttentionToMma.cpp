//===- LowerTiledAttentionToMma.cpp - tiled attention -> mma.sync ---------===//
//
// Lowers the tiled attention nest of a tensor-core kernel to tensor-core
// code (MmaAttention.h). The nest is what attn-tile-parallel and
// attn-tile-kv make of the kernel's attention op:
//
//   scf.forall (batch..., row0) step (1..., tile-m) {      workgroups
//     scf.for %n0 = 0 to %e0 step tile-n {                 unmasked blocks
//       attn.online_attention ... ins(Q tile, K, V blocks)
//     }
//     scf.for %n0 = %e0 to %e1 step tile-n {               masked blocks
//       attn.online_attention causal(top_left) causal_offset(%c) ...
//     }
//     O = acc / sum (, LSE)                                finalisation
//   }
//
// The workgroups become blocks (the grid rule of the kernel's `attn.abi`:
// query tile x of batch element y, causal tiles longest first); each KV
// loop becomes a loop over the same key blocks whose step is the emitter's
// block step, masked where the tiling made the block's op masked (causal,
// a mask, or fewer than tile-n keys), with the diagonal from the op's
// causal_offset (consecutive masked loops, such as the full and the ragged
// blocks of a masked attention, are one loop); the loops' bounds (causal
// block skipping, the peeled unmasked blocks) are the tiling's, cloned
// with the workgroup's indices; the finalisation is the emitter's store of
// O and the LSE.
//
//===----------------------------------------------------------------------===//

#include "KernelTensors.h"

#include "attn/Conversion/MmaAttention.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNLOWERTILEDATTENTIONTOMMAPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// One KV loop of the nest and its block step.
struct KVLoop {
  scf::ForOp loop;
  OnlineAttentionOp step;
};

/// Writes the tensor-core code of one kernel's attention nest.
class NestLowering {
public:
  NestLowering(gpu::GPUFuncOp func, KernelConfigAttr config,
               const TargetDescription &target)
      : func(func), config(config), target(target), tensors(func) {}

  LogicalResult run();

private:
  LogicalResult match();
  /// `v` where the nest computes it from values outside and the workgroup's
  /// (and the current loop's) indices in `mapping`.
  FailureOr<Value> materialize(OpBuilder &b, Value v, IRMapping &mapping) {
    return materializeOutOf(forall, b, v, mapping);
  }
  std::optional<MmaOperand> operand(OpBuilder &b, StringRef name,
                                    StringRef rowDim,
                                    ArrayRef<Value> batchIdx) {
    return tensors.operand(b, name, rowDim, batchIdx);
  }
  Value sizeOf(OpBuilder &b, StringRef name, StringRef dim) {
    return tensors.sizeOf(b, name, dim);
  }

  gpu::GPUFuncOp func;
  KernelConfigAttr config;
  const TargetDescription &target;
  scf::ForallOp forall;
  SmallVector<KVLoop> loops;
  KernelTensors tensors;
};
} // namespace

LogicalResult NestLowering::match() {
  SmallVector<scf::ForallOp> foralls;
  func.walk([&](scf::ForallOp f) { foralls.push_back(f); });
  if (foralls.size() != 1)
    return func.emitOpError("expected one scf.forall of workgroups (the "
                            "output of attn-tile-parallel), found ")
           << foralls.size();
  forall = foralls.front();
  for (Operation &op : forall.getBody()->without_terminator()) {
    auto loop = dyn_cast<scf::ForOp>(op);
    if (!loop)
      continue;
    SmallVector<OnlineAttentionOp> steps;
    loop.walk([&](OnlineAttentionOp s) { steps.push_back(s); });
    if (steps.empty())
      continue;
    auto yield = cast<scf::YieldOp>(loop.getBody()->getTerminator());
    if (steps.size() != 1 || steps.front()->getBlock() != loop.getBody() ||
        yield.getOperands() != ValueRange(steps.front().getResults()))
      return loop.emitOpError("expected a KV loop whose body folds one "
                              "attn.online_attention step into its state "
                              "(the output of attn-tile-kv)");
    loops.push_back({loop, steps.front()});
  }
  if (loops.empty())
    return forall.emitOpError("expected KV loops of attn.online_attention "
                              "steps (the output of attn-tile-kv) in the "
                              "workgroup");
  int64_t count = 0;
  forall.walk([&](OnlineAttentionOp) { ++count; });
  if (count != static_cast<int64_t>(loops.size()))
    return forall.emitOpError("expected every attn.online_attention step in "
                              "a KV loop of the workgroup");
  OnlineAttentionOp first = loops.front().step;
  unsigned nb = first.getNumBatchDims();
  if (forall.getRank() != nb + 1)
    return forall.emitOpError("expected the workgroups over ")
           << nb << " batch dims and the query tiles, got rank "
           << forall.getRank();
  SmallVector<OpFoldResult> lbs = forall.getMixedLowerBound(),
                            steps = forall.getMixedStep();
  for (unsigned d = 0; d <= nb; ++d) {
    int64_t expected = d < nb ? 1 : config.getTileM();
    if (getConstantIntValue(lbs[d]) != 0 ||
        getConstantIntValue(steps[d]) != expected)
      return forall.emitOpError("expected workgroup dim ")
             << d << " from 0 by " << expected << " (the kernel's tile_m "
             << config.getTileM() << " for the query dim)";
  }
  if (forall.getNumResults() < 1 || forall.getNumResults() > 2)
    return forall.emitOpError("expected the output (and the LSE) as the "
                              "workgroups' results");
  for (Operation *user : forall->getUsers())
    if (!isa<bufferization::MaterializeInDestinationOp>(user))
      return user->emitOpError("expected the workgroups' results only "
                               "materialized into the kernel's outputs");
  Value previousEnd;
  for (auto [i, kv] : llvm::enumerate(loops)) {
    OnlineAttentionOp step = kv.step;
    if (getConstantIntValue(kv.loop.getStep()) != config.getTileN())
      return kv.loop.emitOpError("expected a KV loop by the kernel's tile_n ")
             << config.getTileN();
    if (i == 0 ? getConstantIntValue(kv.loop.getLowerBound()) != 0
               : kv.loop.getLowerBound() != previousEnd)
      return kv.loop.emitOpError("expected KV loops that run the key blocks "
                                 "in order from key 0");
    if (i > 0 && kv.loop.getInitArgs() != loops[i - 1].loop.getResults())
      return kv.loop.emitOpError("expected KV loops that carry one state");
    previousEnd = kv.loop.getUpperBound();
    if (step.getScale() != first.getScale() ||
        step.getQuery() != first.getQuery() ||
        static_cast<bool>(step.getMask()) != static_cast<bool>(first.getMask()))
      return step.emitOpError("expected the steps of one attention");
    if (step.getCausal() && *step.getCausal() != CausalAlignment::TopLeft)
      return step.emitOpError("expected causal steps placed by "
                              "causal_offset (top_left)");
  }
  return success();
}

LogicalResult NestLowering::run() {
  if (failed(match()) || failed(tensors.read({"q", "k", "v", "o"})))
    return failure();
  OnlineAttentionOp first = loops.front().step;
  unsigned nb = first.getNumBatchDims();
  auto dimOf = [&](Value tensor, AffineMap map, unsigned d) {
    auto type = cast<RankedTensorType>(tensor.getType());
    for (auto [i, e] : llvm::enumerate(map.getResults()))
      if (e == getAffineDimExpr(d, func.getContext()))
        return type.getDimSize(i);
    return ShapedType::kDynamic;
  };
  Type inputType =
      cast<RankedTensorType>(first.getQuery().getType()).getElementType();
  MmaAttentionShape shape{config.getTileM(),
                          config.getTileN(),
                          dimOf(first.getQuery(), first.getQueryMap(),
                                first.getK1Dim()),
                          dimOf(first.getValue(), first.getValueMap(),
                                first.getK2Dim()),
                          target.sharedRowElements,
                          config.getQInRegisters(),
                          inputType};
  if (!(inputType.isF16() || inputType.isBF16()) ||
      ShapedType::isDynamic(shape.headDim) ||
      ShapedType::isDynamic(shape.valueDim) || shape.headDim % 8 ||
      shape.valueDim % 8)
    return first.emitOpError("expected f16 or bf16 steps with static head "
                             "dims that are multiples of 8");
  if (shape.headDim > 256 || shape.valueDim > 256 ||
      (shape.tileM != 64 && shape.tileM != 128) ||
      (shape.tileN != 32 && shape.tileN != 64 && shape.tileN != 128) ||
      shape.sharedRowElements % 64)
    return func.emitOpError("expected a tensor-core kernel configuration of "
                            "tile_m 64 or 128 and tile_n 32, 64 or 128 for "
                            "head dims up to 256, got tile_m = ")
           << shape.tileM << ", tile_n = " << shape.tileN << ", head dims "
           << shape.headDim << " and " << shape.valueDim;

  Location loc = forall.getLoc();
  OpBuilder b(forall);
  Value m = sizeOf(b, "q", "m"), n = sizeOf(b, "k", "n");
  Value scale = first.getScale();
  MmaAttentionEmitter emitter(b, loc, shape, m, n, scale);

  // Workgroups to blocks: query tile x of batch element y, the innermost
  // batch dim fastest; causal tiles longest first.
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  SmallVector<Value> ubs =
      getValueOrCreateConstantIndexOp(b, loc, forall.getMixedUpperBound());
  SmallVector<Value> batchIdx =
      blockBatchIndices(b, loc, ArrayRef<Value>(ubs).take_front(nb));
  MmaAttentionOperands operands{*operand(b, "q", "m", batchIdx),
                                *operand(b, "k", "n", batchIdx),
                                *operand(b, "v", "n", batchIdx),
                                *operand(b, "o", "m", batchIdx),
                                operand(b, "mask", "m", batchIdx),
                                operand(b, "lse", "m", batchIdx)};
  bool causal = llvm::any_of(loops, [](KVLoop kv) {
    return static_cast<bool>(kv.step.getCausal());
  });
  Value tile = bx;
  if (causal)
    tile = arith::SubIOp::create(
        b, loc,
        arith::SubIOp::create(b, loc,
                              gpu::GridDimOp::create(b, loc, gpu::Dimension::x),
                              bx),
        one);
  Value row0 = arith::MulIOp::create(
      b, loc, tile, arith::ConstantIndexOp::create(b, loc, shape.tileM));
  emitter.setWorkgroup(operands, row0);
  IRMapping workgroup;
  for (unsigned d = 0; d < nb; ++d)
    workgroup.map(forall.getInductionVar(d), batchIdx[d]);
  workgroup.map(forall.getInductionVar(nb), row0);

  // The key blocks: up to the last loop's end.
  Value tn = arith::ConstantIndexOp::create(b, loc, shape.tileN);
  auto blockCeil = [&](Value keys) -> Value {
    return arith::DivUIOp::create(
        b, loc,
        arith::AddIOp::create(
            b, loc, keys,
            arith::ConstantIndexOp::create(b, loc, shape.tileN - 1)),
        tn);
  };
  FailureOr<Value> keyEnd =
      materialize(b, loops.back().loop.getUpperBound(), workgroup);
  if (failed(keyEnd))
    return failure();
  SmallVector<Value> state = emitter.begin(blockCeil(*keyEnd));

  // Runs of consecutive loops that are all masked or all unmasked: a
  // masked step's test of the keys against N and the diagonal holds for
  // any block, so consecutive masked loops (the full blocks and the ragged
  // rest of a masked attention) are one loop over their blocks.
  auto isMasked = [&](OnlineAttentionOp step) {
    return step.getCausal() || step.getMask() ||
           dimOf(step.getKey(), step.getKeyMap(), step.getNDim()) !=
               shape.tileN;
  };
  for (size_t i = 0; i < loops.size();) {
    bool masked = isMasked(loops[i].step);
    size_t end = i + 1;
    while (end < loops.size() && masked && isMasked(loops[end].step))
      ++end;
    MutableArrayRef<KVLoop> run =
        MutableArrayRef<KVLoop>(loops).slice(i, end - i);
    i = end;
    FailureOr<Value> lb =
        materialize(b, run.front().loop.getLowerBound(), workgroup);
    FailureOr<Value> ub =
        materialize(b, run.back().loop.getUpperBound(), workgroup);
    if (failed(lb) || failed(ub))
      return failure();
    Value firstBlock = arith::DivUIOp::create(b, loc, *lb, tn);
    Value endBlock = blockCeil(*ub);
    // The causal step of the run, whose causal_offset places the diagonal.
    KVLoop *causalLoop = llvm::find_if(
        run, [](KVLoop kv) { return static_cast<bool>(kv.step.getCausal()); });
    auto loop = [&](bool fused) -> FailureOr<SmallVector<Value>> {
      auto forOp = scf::ForOp::create(b, loc, firstBlock, endBlock, one, state);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(forOp.getBody());
      Value block = forOp.getInductionVar();
      Value key0 = arith::MulIOp::create(b, loc, block, tn);
      // The diagonal of absolute positions from the block's causal_offset
      // (key key0 + j visible from row row0 + i iff j <= i + offset).
      Value diagonal;
      if (causalLoop != run.end()) {
        KVLoop kv = *causalLoop;
        Value offset = key0;
        if (Value given = kv.step.getCausalOffset()) {
          IRMapping blockMapping = workgroup;
          blockMapping.map(kv.loop.getInductionVar(), key0);
          FailureOr<Value> o = materialize(b, given, blockMapping);
          if (failed(o))
            return failure();
          offset = arith::AddIOp::create(b, loc, *o, key0);
        }
        diagonal = arith::SubIOp::create(b, loc, offset, row0);
      }
      scf::YieldOp::create(b, loc,
                           emitter.step(block, forOp.getRegionIterArgs(),
                                        masked, fused, diagonal));
      return SmallVector<Value>(forOp.getResults());
    };
    if (masked) {
      FailureOr<SmallVector<Value>> next = loop(/*fused=*/false);
      if (failed(next))
        return failure();
      state = *next;
      continue;
    }
    // Unmasked blocks in two versions: scale > 0 (nearly always) keeps raw
    // scores (scale and shift meet in one fma).
    auto positive = scf::IfOp::create(
        b, loc, TypeRange(ValueRange(state)),
        arith::CmpFOp::create(
            b, loc, arith::CmpFPredicate::OGT, scale,
            arith::ConstantOp::create(b, loc, b.getF32FloatAttr(0))),
        /*withElse=*/true);
    {
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(positive.thenBlock());
      FailureOr<SmallVector<Value>> fused = loop(/*fused=*/true);
      if (failed(fused))
        return failure();
      scf::YieldOp::create(b, loc, *fused);
      b.setInsertionPointToStart(positive.elseBlock());
      FailureOr<SmallVector<Value>> plain = loop(/*fused=*/false);
      if (failed(plain))
        return failure();
      scf::YieldOp::create(b, loc, *plain);
    }
    state.assign(positive.getResults().begin(), positive.getResults().end());
  }
  emitter.finish(state);

  // The nest is replaced: its results were only materialized in place.
  eraseLoweredNest(forall);
  return success();
}

namespace {
struct AttnLowerTiledAttentionToMmaPass
    : attn::impl::AttnLowerTiledAttentionToMmaPassBase<
          AttnLowerTiledAttentionToMmaPass> {
  using Base::Base;

  void runOnOperation() override {
    std::optional<TargetDescription> target = lookupNVIDIATarget(chip);
    if (!target) {
      getOperation().emitError("attn-lower-tiled-attention-to-mma: unknown "
                               "NVIDIA chip '")
          << chip << "'; known chips: " << kKnownNVIDIAChips;
      return signalPassFailure();
    }
    SmallVector<std::pair<gpu::GPUFuncOp, KernelConfigAttr>> kernels;
    // Tensor-core kernels whose body is the attention on tensors (a kernel
    // written whole by convert-attn-to-gpu has no attn op left).
    WalkResult result = getOperation().walk([&](gpu::GPUFuncOp func) {
      auto config =
          func->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName);
      if (!config || config.getKind() != KernelKind::MmaSync)
        return WalkResult::advance();
      bool untiled = false, steps = false;
      func.walk([&](Operation *op) {
        untiled |= isa<AttentionOp>(op);
        steps |= isa<OnlineAttentionOp>(op);
      });
      if (untiled) {
        func.emitOpError("expected the kernel's attention tiled into "
                         "workgroups and KV loops of attn.online_attention "
                         "steps (attn-tile-parallel, attn-tile-kv) first");
        return WalkResult::interrupt();
      }
      if (steps)
        kernels.push_back({func, config});
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    for (auto [func, config] : kernels) {
      if (failed(NestLowering(func, config, *target).run()))
        return signalPassFailure();
      eraseDeadKernelOps(func);
      ++numLowered;
    }
  }
};
} // namespace
