//===- TiledAttentionNest.cpp - a kernel's tiled forward nest -------------===//
//
// See TiledAttentionNest.h.
//
//===----------------------------------------------------------------------===//

#include "TiledAttentionNest.h"
#include "KernelTensors.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::attn;

int64_t TiledAttentionNest::dimSize(Value tensor, AffineMap map, unsigned d) {
  auto type = cast<RankedTensorType>(tensor.getType());
  for (auto [i, e] : llvm::enumerate(map.getResults()))
    if (e == getAffineDimExpr(d, map.getContext()))
      return type.getDimSize(i);
  return ShapedType::kDynamic;
}

/// The copy that promoted `v` to workgroup memory, or null.
static linalg::CopyOp promotionOf(Value v) {
  return cast_if_present<linalg::CopyOp>(
      getPromotionCopy(v, gpu::AddressSpaceAttr::get(
                              v.getContext(), gpu::AddressSpace::Workgroup)));
}

LogicalResult TiledAttentionNest::matchPromotion(KernelConfigAttr config) {
  StepPromotion expected = getKernelStepPromotion(config);
  StringRef kind = stringifyKernelKind(config.getKind());
  for (KVLoop &kv : loops) {
    OnlineAttentionOp step = kv.step;
    struct Role {
      StringRef name;
      Value tile;
      bool wanted;
      bool block;
    };
    Role roles[] = {{"Q tile", step.getQuery(), expected.query, false},
                    {"K block", step.getKey(), expected.key, true},
                    {"V block", step.getValue(), expected.value, true},
                    {"mask block", step.getMask(), expected.mask, true}};
    for (const Role &role : roles) {
      if (!role.tile)
        continue;
      linalg::CopyOp copy = promotionOf(role.tile);
      if (role.wanted && !copy)
        return step.emitOpError("expected the ")
               << role.name << " in workgroup memory, copied there by "
               << "attn-promote-to-shared-memory: the " << kind
               << " kernel's step reads it from there";
      if (!role.wanted && copy)
        return copy.emitOpError("promotes the ")
               << role.name << ", which the " << kind
               << " kernel's step reads from global memory";
      if (!copy || !role.block)
        continue;
      auto stages = copy->getAttrOfType<IntegerAttr>(kPromotionStagesAttrName);
      int64_t got = stages ? stages.getInt() : 1;
      if (got != expected.stages)
        return copy.emitOpError("expected ")
               << expected.stages << " stage(s) of the " << role.name
               << " in flight (the " << kind
               << " kernel configuration's kv_stages), got " << got;
      if (copy->getBlock() != kv.loop.getBody())
        return copy.emitOpError("expected the copy of the ")
               << role.name << " in its KV loop";
    }
  }
  return success();
}

LogicalResult TiledAttentionNest::match(KernelConfigAttr config) {
  if (failed(matchStepLoops(func, "the output of attn-tile-parallel",
                            "attn-tile-kv", forall, loops)))
    return failure();
  OnlineAttentionOp first = loops.front().step;
  unsigned nb = first.getNumBatchDims();
  if (forall.getRank() != nb + 1)
    return forall.emitOpError("expected the workgroups over ")
           << nb << " batch dims and the query tiles, got rank "
           << forall.getRank();
  SmallVector<OpFoldResult> lbs = forall.getMixedLowerBound(),
                            steps = forall.getMixedStep();
  for (unsigned d = 0; d <= nb; ++d) {
    int64_t expected = d < nb ? 1 : tileM;
    if (getConstantIntValue(lbs[d]) != 0 ||
        getConstantIntValue(steps[d]) != expected)
      return forall.emitOpError("expected workgroup dim ")
             << d << " from 0 by " << expected << " (the kernel's tile_m "
             << tileM << " for the query dim)";
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
    if (getConstantIntValue(kv.loop.getStep()) != tileN)
      return kv.loop.emitOpError("expected a KV loop by the kernel's tile_n ")
             << tileN;
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
  return matchPromotion(config);
}

bool TiledAttentionNest::isCausal() const {
  return llvm::any_of(
      loops, [](KVLoop kv) { return static_cast<bool>(kv.step.getCausal()); });
}

bool TiledAttentionNest::isMasked(OnlineAttentionOp step) const {
  return step.getCausal() || step.getMask() ||
         dimSize(step.getKey(), step.getKeyMap(), step.getNDim()) != tileN;
}

IRMapping TiledAttentionNest::tileMapping(ArrayRef<Value> batchIdx,
                                          Value row0) {
  IRMapping workgroup;
  for (auto [d, index] : llvm::enumerate(batchIdx))
    workgroup.map(forall.getInductionVar(d), index);
  workgroup.map(forall.getInductionVar(batchIdx.size()), row0);
  return workgroup;
}

FailureOr<Value> TiledAttentionNest::keyBlocks(OpBuilder &b,
                                               IRMapping &workgroup) {
  Location loc = forall.getLoc();
  FailureOr<Value> keyEnd =
      materializeOutOf(forall, b, loops.back().loop.getUpperBound(), workgroup);
  if (failed(keyEnd))
    return failure();
  // One value a statement: the IR's order is not the host compiler's
  // argument order.
  Value tn = arith::ConstantIndexOp::create(b, loc, tileN);
  Value rounded = arith::AddIOp::create(
      b, loc, *keyEnd, arith::ConstantIndexOp::create(b, loc, tileN - 1));
  return arith::DivUIOp::create(b, loc, rounded, tn).getResult();
}

LogicalResult TiledAttentionNest::lower(OpBuilder &b,
                                        BlockStepWriter &writer) {
  Location loc = forall.getLoc();
  SmallVector<Value> ubs =
      getValueOrCreateConstantIndexOp(b, loc, forall.getMixedUpperBound());
  // The batch dims' extents, then the query rows'.
  ArrayRef<Value> batchUbs = ArrayRef<Value>(ubs).drop_back();
  Value rows = ubs.back();
  bool longestFirst = isCausal() && writer.causalTilesLongestFirst();
  LogicalResult result =
      writer.persistent()
          ? lowerPersistent(b, writer, batchUbs, rows, longestFirst)
          : lowerOneTile(b, writer, batchUbs, rows, longestFirst);
  if (failed(result))
    return failure();
  // The nest is replaced: its results were only materialized in place.
  eraseLoweredNest(forall);
  return success();
}

LogicalResult TiledAttentionNest::lowerOneTile(OpBuilder &b,
                                               BlockStepWriter &writer,
                                               ArrayRef<Value> batchUbs,
                                               Value rows, bool longestFirst) {
  OpBuilder::InsertionGuard guard(b);
  Location loc = forall.getLoc();
  // Workgroups to blocks: query tile x of batch element y, the innermost
  // batch dim fastest; causal tiles longest first.
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  SmallVector<Value> batchIdx = blockBatchIndices(b, loc, batchUbs);
  if (failed(writer.setBatch(b, batchIdx)))
    return failure();
  Value tile = bx;
  if (longestFirst)
    tile = arith::SubIOp::create(
        b, loc,
        arith::SubIOp::create(b, loc,
                              gpu::GridDimOp::create(b, loc, gpu::Dimension::x),
                              bx),
        one);
  Value row0 = arith::MulIOp::create(
      b, loc, tile, arith::ConstantIndexOp::create(b, loc, tileM));
  // Packed sequences: the grid is the longest sequence's; the workgroups
  // past this sequence's last query tile have no rows.
  auto abi = func->getAttrOfType<DictionaryAttr>("attn.abi");
  if (abi && abi.get(kSequenceOffsetsAbiKey)) {
    auto rowsLeft = scf::IfOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row0, rows),
        /*withElse=*/false);
    b.setInsertionPointToStart(rowsLeft.thenBlock());
  }
  writer.setWorkgroup(b, row0);
  IRMapping workgroup = tileMapping(batchIdx, row0);

  // The key blocks: up to the last loop's end.
  FailureOr<Value> blocks = keyBlocks(b, workgroup);
  if (failed(blocks))
    return failure();
  // Warp specialization: the copying threads' code, then the steps in the
  // other threads.
  if (Value producer = writer.splitRoles(b)) {
    auto roles = scf::IfOp::create(b, loc, producer, /*withElse=*/true);
    b.setInsertionPointToStart(roles.thenBlock());
    writer.produce(b, *blocks);
    b.setInsertionPointToStart(roles.elseBlock());
  }
  return lowerSteps(b, writer, workgroup, row0, *blocks, isCausal());
}

LogicalResult TiledAttentionNest::lowerPersistent(OpBuilder &b,
                                                  BlockStepWriter &writer,
                                                  ArrayRef<Value> batchUbs,
                                                  Value rows,
                                                  bool longestFirst) {
  OpBuilder::InsertionGuard guard(b);
  Location loc = forall.getLoc();
  auto abi = func->getAttrOfType<DictionaryAttr>("attn.abi");
  if (abi && (abi.get(kSequenceOffsetsAbiKey) || abi.get(kPagedCacheAbiKey)))
    return func.emitOpError("expected persistent workgroups only for dense "
                            "tensors (not packed sequences or a paged cache)");
  Value producer = writer.splitRoles(b);
  if (!producer)
    return func.emitOpError("expected persistent workgroups only in a "
                            "warp-specialized kernel");
  // The tiles: ceil(M / tile-m) query tiles of every batch element, in
  // order the query tiles of one batch element after another, so that the
  // workgroups running at once share the K and V of a few batch elements
  // in L2. Without causal masking every tile has the same key blocks:
  // workgroup x runs tiles x, x + grid, ... Causal, a tile's key blocks
  // grow with its index, and a stride over tiles is unbalanced (the
  // longest tiles of every batch element first ran 0.74x of a workgroup a
  // tile at N = 1k on the H100, each one's longest first 0.64x at 16k):
  // the tiles go in pairs, query tiles i and ceil(M / tile-m) - 1 - i of a
  // batch element (the longer first; the middle tile of an odd count
  // alone), every pair the same key blocks, and workgroup x runs pairs x,
  // x + grid, ... (both tiles of a pair in turn).
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value tm = arith::ConstantIndexOp::create(b, loc, tileM);
  Value queryTiles = arith::DivUIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, rows,
                            arith::ConstantIndexOp::create(b, loc, tileM - 1)),
      tm);
  Value elements = one;
  for (Value size : batchUbs)
    elements = arith::MulIOp::create(b, loc, elements, size);
  // Units of work: tiles, or pairs of tiles.
  Value two = arith::ConstantIndexOp::create(b, loc, 2);
  Value unitsPerElement = queryTiles;
  if (longestFirst)
    unitsPerElement = arith::DivUIOp::create(
        b, loc, arith::AddIOp::create(b, loc, queryTiles, one), two);
  Value units = arith::MulIOp::create(b, loc, unitsPerElement, elements);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value grid = gpu::GridDimOp::create(b, loc, gpu::Dimension::x);
  // One tile: query tile `queryTile` of batch element `element` after
  // `tilesBefore` tiles of `blocksBefore` key blocks; returns its blocks.
  auto tile = [&](bool producing, Value element, Value queryTile,
                  Value tilesBefore, Value blocksBefore) -> FailureOr<Value> {
    SmallVector<Value> batchIdx = batchIndicesOf(b, loc, element, batchUbs);
    if (failed(writer.setBatch(b, batchIdx)))
      return failure();
    Value row0 = arith::MulIOp::create(b, loc, queryTile, tm);
    writer.setTileSequence(b, tilesBefore, blocksBefore);
    writer.setWorkgroup(b, row0);
    IRMapping workgroup = tileMapping(batchIdx, row0);
    FailureOr<Value> blocks = keyBlocks(b, workgroup);
    if (failed(blocks))
      return failure();
    if (producing)
      writer.produce(b, *blocks);
    else if (failed(
                 lowerSteps(b, writer, workgroup, row0, *blocks, isCausal())))
      return failure();
    return *blocks;
  };
  auto roles = scf::IfOp::create(b, loc, producer, /*withElse=*/true);
  for (bool producing : {true, false}) {
    b.setInsertionPointToStart(producing ? roles.thenBlock()
                                         : roles.elseBlock());
    writer.enterRole(b, producing);
    if (!longestFirst) {
      // Carried: the tiles run before and their key blocks.
      auto loop =
          scf::ForOp::create(b, loc, bx, units, grid, ValueRange{zero, zero});
      b.setInsertionPointToStart(loop.getBody());
      ValueRange before = loop.getRegionIterArgs();
      Value t = loop.getInductionVar();
      Value element = arith::DivUIOp::create(b, loc, t, unitsPerElement);
      Value queryTile = arith::RemUIOp::create(b, loc, t, unitsPerElement);
      FailureOr<Value> blocks =
          tile(producing, element, queryTile, before[0], before[1]);
      if (failed(blocks))
        return failure();
      scf::YieldOp::create(
          b, loc,
          ValueRange{arith::AddIOp::create(b, loc, before[0], one),
                     arith::AddIOp::create(b, loc, before[1], *blocks)});
      continue;
    }
    // One loop over the workgroup's tiles (a loop nest over pairs and
    // their tiles spills the copying threads' 24 registers). Carried: 2 x
    // the pair + which of its tiles (0: the longer), the tiles run before
    // and their key blocks.
    Type indexType = b.getIndexType();
    SmallVector<Type> carried(3, indexType);
    Value start = arith::MulIOp::create(b, loc, bx, two);
    auto loop =
        scf::WhileOp::create(b, loc, carried, ValueRange{start, zero, zero});
    Block *cond = b.createBlock(&loop.getBefore(), {}, carried,
                                SmallVector<Location>(3, loc));
    Value pairOfCond =
        arith::DivUIOp::create(b, loc, cond->getArgument(0), two);
    Value more = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                       pairOfCond, units);
    scf::ConditionOp::create(b, loc, more, cond->getArguments());
    Block *body = b.createBlock(&loop.getAfter(), {}, carried,
                                SmallVector<Location>(3, loc));
    Value slot = body->getArgument(0);
    Value u = arith::DivUIOp::create(b, loc, slot, two);
    Value second = arith::RemUIOp::create(b, loc, slot, two);
    Value element = arith::DivUIOp::create(b, loc, u, unitsPerElement);
    Value unit = arith::RemUIOp::create(b, loc, u, unitsPerElement);
    // Pair `unit`: query tiles last - unit, then unit when they differ.
    Value last = arith::SubIOp::create(
        b, loc, arith::SubIOp::create(b, loc, queryTiles, one), unit);
    Value isSecond =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, second, zero);
    Value queryTile = arith::SelectOp::create(b, loc, isSecond, unit, last);
    // Next (before the tile, so that only it stays live across the tile):
    // the pair's shorter tile, or the next pair's longer one.
    Value distinct =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, unit, last);
    Value first =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, second, zero);
    Value stay = arith::AndIOp::create(b, loc, first, distinct);
    Value shorter = arith::AddIOp::create(b, loc, slot, one);
    Value nextPair = arith::AddIOp::create(b, loc, u, grid);
    Value nextPairSlot = arith::MulIOp::create(b, loc, nextPair, two);
    Value nextSlot =
        arith::SelectOp::create(b, loc, stay, shorter, nextPairSlot);
    FailureOr<Value> blocks = tile(producing, element, queryTile,
                                   body->getArgument(1), body->getArgument(2));
    if (failed(blocks))
      return failure();
    scf::YieldOp::create(
        b, loc,
        ValueRange{
            nextSlot, arith::AddIOp::create(b, loc, body->getArgument(1), one),
            arith::AddIOp::create(b, loc, body->getArgument(2), *blocks)});
  }
  return success();
}

LogicalResult TiledAttentionNest::lowerSteps(OpBuilder &b,
                                             BlockStepWriter &writer,
                                             IRMapping &workgroup, Value row0,
                                             Value blocks, bool causal) {
  OnlineAttentionOp first = loops.front().step;
  Location loc = forall.getLoc();
  auto materialize = [&](Value v, IRMapping &mapping) {
    return materializeOutOf(forall, b, v, mapping);
  };
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value tn = arith::ConstantIndexOp::create(b, loc, tileN);
  auto blockCeil = [&](Value keys) -> Value {
    return arith::DivUIOp::create(
        b, loc,
        arith::AddIOp::create(b, loc, keys,
                              arith::ConstantIndexOp::create(b, loc, tileN - 1)),
        tn);
  };
  SmallVector<Value> state = writer.begin(b, blocks);

  // Runs of consecutive loops that are all masked or all unmasked: a
  // masked step's test of the keys against N and the diagonal holds for
  // any block, so consecutive masked loops (the full blocks and the ragged
  // rest of a masked attention) are one loop over their blocks.
  auto maskedLoop = [&](const KVLoop &kv) {
    return writer.masksEveryBlock(causal) || isMasked(kv.step);
  };
  for (size_t i = 0; i < loops.size();) {
    bool masked = maskedLoop(loops[i]);
    size_t end = i + 1;
    while (end < loops.size() && masked && maskedLoop(loops[end]))
      ++end;
    MutableArrayRef<KVLoop> run =
        MutableArrayRef<KVLoop>(loops).slice(i, end - i);
    i = end;
    FailureOr<Value> lb = materialize(run.front().loop.getLowerBound(),
                                      workgroup);
    FailureOr<Value> ub = materialize(run.back().loop.getUpperBound(),
                                      workgroup);
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
          FailureOr<Value> o = materialize(given, blockMapping);
          if (failed(o))
            return failure();
          offset = arith::AddIOp::create(b, loc, *o, key0);
        }
        diagonal = arith::SubIOp::create(b, loc, offset, row0);
      }
      scf::YieldOp::create(b, loc,
                           writer.step(b, block, forOp.getRegionIterArgs(),
                                       masked, fused, diagonal));
      return SmallVector<Value>(forOp.getResults());
    };
    if (masked || !writer.fusesPositiveScale()) {
      FailureOr<SmallVector<Value>> next = loop(/*fused=*/false);
      if (failed(next))
        return failure();
      state = *next;
      continue;
    }
    // Unmasked blocks in two versions: scale > 0 (nearly always) keeps raw
    // scores (scale and shift meet in one fma).
    Value scale = first.getScale();
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
  writer.finish(b, state);
  return success();
}

FailureOr<SmallVector<std::pair<gpu::GPUFuncOp, KernelConfigAttr>>>
mlir::attn::tiledKernelsOfKind(Operation *module, KernelKind kind) {
  SmallVector<std::pair<gpu::GPUFuncOp, KernelConfigAttr>> kernels;
  // Kernels whose body is the attention on tensors (a kernel written whole
  // by convert-attn-to-gpu has no attn op left).
  WalkResult result = module->walk([&](gpu::GPUFuncOp func) {
    auto config = func->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName);
    if (!config || config.getKind() != kind)
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
    return failure();
  return kernels;
}

LogicalResult
mlir::attn::verifyWarpgroupTarget(gpu::GPUFuncOp func,
                                  const TargetDescription &target) {
  if (target.warpgroupMma)
    return success();
  return func.emitOpError("is a wgmma kernel, which needs a chip with the "
                          "warpgroup matrix instructions (sm_90a), got ")
         << target.name;
}
