//===- CoopMatrixAttention.cpp - the cooperative-matrix block step --------===//
//
// See CoopMatrixAttention.h. The elementwise work is scalar code on
// workgroup memory because the elementwise ops on cooperative matrices that
// the lowering offers cannot take a per-row factor or a row max. Scores and
// maxima stay in natural units; log2 e multiplies only their differences (a
// score times log2 e overflows to -inf below -FLT_MAX / log2 e, where masks
// at the float limit lie).
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/CoopMatrixAttention.h"

#include "KernelEmitter.h"

#include "attn/Dialect/Attn/IR/AttnRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

static constexpr int64_t kRows = CoopMatrixAttentionShape::kRows;

CoopMatrixBuffers
mlir::attn::createCoopMatrixBuffers(OpBuilder &b, gpu::GPUFuncOp func,
                                    const CoopMatrixAttentionShape &s,
                                    SimtTarget &target) {
  Type f16 = b.getF16Type(), f32 = b.getF32Type();
  auto array = [&](int64_t size, Type element) {
    return target.workgroupArray(b, func, {size}, element);
  };
  CoopMatrixBuffers buffers;
  buffers.operandTile = array(s.operandElements(), f16);
  buffers.pTile = array(s.tileM * s.tileN, f16);
  buffers.sTile = array(s.tileM * s.tileN, f32);
  return buffers;
}

class CoopMatrixAttentionEmitter::Impl {
public:
  Impl(OpBuilder &b, Location loc, const CoopMatrixAttentionShape &shape,
       SimtTarget &target, const CoopMatrixBuffers &buffers, Value m, Value n,
       Value scale)
      : b(b), loc(loc), s(shape), target(target),
        buf(buffers), e{b, loc, /*unroll=*/true}, m(m), n(n), scale(scale),
        lanesPerRow(shape.subgroupSize / kRows) {
    zero = e.index(0);
    Value one = e.index(1);
    tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
    Value subgroup = divU(tid, s.subgroupSize);
    Value lane = arith::RemUIOp::create(b, loc, tid, e.index(s.subgroupSize));
    // The subgroup's rows of the tile, and this lane's row among them (each
    // row shared by lanesPerRow consecutive lanes, `part` of them).
    subgroupRow0 = e.mul(subgroup, e.index(kRows));
    rowInTile = e.add(subgroupRow0, divU(lane, lanesPerRow));
    part = arith::RemUIOp::create(b, loc, lane, e.index(lanesPerRow));
    mSafeMax = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, m, one), zero);
    nSafeMax = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, n, one), zero);
    scoreRow = e.mul(rowInTile, e.index(s.tileN));
  }

  void setWorkgroup(const SimtAttentionOperands &operands, Value row0);
  SmallVector<Value> begin();
  SmallVector<Value> step(Value key0, ValueRange state, bool masked,
                          Value diagonal);
  void finish(ValueRange state);

private:
  Value divU(Value x, int64_t y) {
    return arith::DivUIOp::create(b, loc, x, e.index(y));
  }
  Value loadAt(Value array, Value i) {
    return memref::LoadOp::create(b, loc, array, ValueRange{i});
  }
  void storeAt(Value v, Value array, Value i) {
    memref::StoreOp::create(b, loc, v, array, ValueRange{i});
  }
  Value expShifted(Value x, Value shift) {
    return buildShiftedExp(b, loc, x, shift,
                           [&](OpBuilder &ob, Location l, Value v) {
                             return target.exp2(ob, l, v);
                           });
  }
  gpu::MMAMatrixType matrix(Type element, StringRef use) {
    return gpu::MMAMatrixType::get({kRows, kRows}, element, use);
  }
  Value loadMatrix(Value tile, Value offset, int64_t lead, Type element,
                   StringRef use, bool transpose) {
    return gpu::SubgroupMmaLoadMatrixOp::create(
        b, loc, matrix(element, use), tile, ValueRange{offset},
        b.getIndexAttr(lead), transpose ? b.getUnitAttr() : UnitAttr());
  }
  void storeMatrix(Value value, Value tile, Value offset, int64_t lead) {
    gpu::SubgroupMmaStoreMatrixOp::create(b, loc, value, tile,
                                          ValueRange{offset},
                                          b.getIndexAttr(lead), UnitAttr());
  }
  Value mma(Value a, Value bm, Value c) {
    return gpu::SubgroupMmaComputeOp::create(b, loc, a, bm, c, UnitAttr(),
                                             UnitAttr());
  }
  /// Orders the subgroup's own accesses to workgroup memory (its rows of S,
  /// P and O): cooperative stores before other lanes' scalar loads and back.
  void subgroupBarrier() {
    MLIRContext *ctx = b.getContext();
    auto subgroup = spirv::ScopeAttr::get(ctx, spirv::Scope::Subgroup);
    spirv::ControlBarrierOp::create(
        b, loc, subgroup, subgroup,
        spirv::MemorySemanticsAttr::get(
            ctx, spirv::MemorySemantics::AcquireRelease |
                     spirv::MemorySemantics::WorkgroupMemory));
  }
  /// Max (or sum) of `x` over `lanes` consecutive lanes (a power of 2).
  Value across(Value x, int64_t lanes, bool max) {
    for (int64_t offset = 1; offset < lanes; offset *= 2) {
      Value other =
          gpu::ShuffleOp::create(b, loc, x, static_cast<int32_t>(offset),
                                 static_cast<int32_t>(s.subgroupSize),
                                 gpu::ShuffleMode::XOR)
              .getShuffleResult();
      x = max ? arith::MaximumFOp::create(b, loc, x, other).getResult()
              : arith::AddFOp::create(b, loc, x, other).getResult();
    }
    return x;
  }
  /// One block `stage` copies: rows [first, first + rows) of `t` (rows
  /// past `limit` as zeros where `guarded`) into `tile` from element
  /// `offset` on as f16, `width` elements a row.
  struct StagedBlock {
    const SimtOperand *t;
    Value tile, offset;
    Value first;
    int64_t rows;
    Value limit, limitSafe;
    int64_t width;
    bool guarded;
  };
  /// Copies `blocks` with all invocations, consecutive ones on consecutive
  /// elements (KernelEmitter::copyElements, kStagingLoadsInFlight loads at a
  /// time): 16 bytes a load where the blocks' rows are aligned for the
  /// tensors' vector views, an element a load otherwise.
  void stage(ArrayRef<StagedBlock> blocks);
  /// `body(j, values)` for this lane's columns j = part, part + lanes, ...
  /// below `count` (a multiple of the lanes per row), unrolled; returns the
  /// values the last call gave.
  SmallVector<Value>
  laneLoop(int64_t count, ValueRange inits,
           function_ref<SmallVector<Value>(Value, ValueRange)> body);
  /// Passes the subgroup's O matrices through its rows of the S tile,
  /// tile-n columns at a time: stores them, calls `body(column, at)` for
  /// this lane's O columns (`at`: the element of the S tile holding it)
  /// where `guard` holds (always where null), and, where `reload`, returns
  /// them reloaded. Starts with a subgroup barrier: the lanes may still
  /// read the scores.
  SmallVector<Value> throughScores(ValueRange fragments, Value guard,
                                   bool reload,
                                   function_ref<void(Value, Value)> body);

  OpBuilder &b;
  Location loc;
  CoopMatrixAttentionShape s;
  SimtTarget &target;
  CoopMatrixBuffers buf;
  KernelEmitter e;
  Value m, n, scale;
  const int64_t lanesPerRow;
  Value zero, tid, subgroupRow0, rowInTile, part, mSafeMax, nSafeMax;
  Value scoreRow;
  SimtAttentionOperands ops;
  Value row0, row, rowSafe;
  SmallVector<Value> qFragments;
};

void CoopMatrixAttentionEmitter::Impl::stage(ArrayRef<StagedBlock> blocks) {
  Type f16 = b.getF16Type();
  // Row r of a block of `blk`: first + r, clamped on guarded blocks, and
  // whether it is inside (null where not guarded).
  auto rowOf = [&](const StagedBlock &blk, Value r) -> std::pair<Value, Value> {
    Value row = e.add(blk.first, r);
    if (!blk.guarded)
      return {row, Value()};
    return {arith::MinUIOp::create(b, loc, row, blk.limitSafe),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row,
                                  blk.limit)};
  };
  SmallVector<Value> aligned;
  for (const StagedBlock &blk : blocks)
    aligned.push_back(e.vectorRowsAligned(target, *blk.t, blk.width));
  auto vectors = [&]() {
    // Chunk c: elements [c per, c per + per) of the tile, row c / (width /
    // per) of the block.
    const int64_t per = target.vectorElements(f16);
    SmallVector<int64_t> totals;
    for (const StagedBlock &blk : blocks)
      totals.push_back(blk.rows * blk.width / per);
    auto read = [&](size_t c, Value chunk) -> Value {
      const StagedBlock &blk = blocks[c];
      const SimtOperand &t = *blk.t;
      auto [r, col] = e.vectorChunkAt(chunk, blk.width, per);
      auto [row, inside] = rowOf(blk, r);
      return target.loadVector(
          b, loc, t, e.add(e.add(t.base, e.mul(row, t.rowStride)), col),
          inside);
    };
    e.copyElements(tid, s.workgroupSize(), totals, kStagingLoadsInFlight, read,
                   [&](size_t c, Value chunk, Value x) {
                     const StagedBlock &blk = blocks[c];
                     Value at = e.add(e.mul(chunk, e.index(per)), blk.offset);
                     for (auto [i, v] : llvm::enumerate(target.unpackVector(
                              b, loc, x, blk.t->elementType, f16)))
                       storeAt(v, blk.tile, e.add(at, e.index(i)));
                   });
  };
  auto elements = [&]() {
    Value zeroH = arith::ConstantOp::create(b, loc, b.getF16FloatAttr(0.0));
    SmallVector<int64_t> totals;
    for (const StagedBlock &blk : blocks)
      totals.push_back(blk.rows * blk.width);
    auto read = [&](size_t c, Value el) -> Value {
      const StagedBlock &blk = blocks[c];
      const SimtOperand &t = *blk.t;
      Value r = divU(el, blk.width);
      Value col = arith::RemUIOp::create(b, loc, el, e.index(blk.width));
      auto [row, inside] = rowOf(blk, r);
      Value x = target.load(b, loc, t.source, t.elementType,
                            e.add(e.add(t.base, e.mul(row, t.rowStride)),
                                  e.mul(col, t.colStride)));
      x = arith::TruncFOp::create(b, loc, f16, x);
      if (!inside)
        return x;
      return arith::SelectOp::create(b, loc, inside, x, zeroH);
    };
    e.copyElements(tid, s.workgroupSize(), totals, kStagingLoadsInFlight, read,
                   [&](size_t c, Value el, Value x) {
                     storeAt(x, blocks[c].tile, e.add(el, blocks[c].offset));
                   });
  };
  e.ifAligned(aligned, vectors, elements);
}

SmallVector<Value> CoopMatrixAttentionEmitter::Impl::throughScores(
    ValueRange fragments, Value guard, bool reload,
    function_ref<void(Value, Value)> body) {
  Type f32 = b.getF32Type();
  const int64_t perGroup = s.tileN / kRows;
  Value rows = e.mul(subgroupRow0, e.index(s.tileN));
  SmallVector<Value> reloaded;
  for (size_t first = 0; first < fragments.size(); first += perGroup) {
    size_t count = std::min<size_t>(perGroup, fragments.size() - first);
    subgroupBarrier();
    for (size_t t = 0; t < count; ++t)
      storeMatrix(fragments[first + t], buf.sTile,
                  e.add(rows, e.index(t * kRows)), s.tileN);
    subgroupBarrier();
    {
      OpBuilder::InsertionGuard g(b);
      if (guard) {
        auto ifGuard = scf::IfOp::create(b, loc, guard, /*withElse=*/false);
        b.setInsertionPointToStart(ifGuard.thenBlock());
      }
      laneLoop(count * kRows, {},
               [&](Value j, ValueRange) -> SmallVector<Value> {
                 body(e.add(j, e.index(first * kRows)), e.add(scoreRow, j));
                 return {};
               });
    }
    if (!reload)
      continue;
    subgroupBarrier();
    for (size_t t = 0; t < count; ++t)
      reloaded.push_back(loadMatrix(buf.sTile, e.add(rows, e.index(t * kRows)),
                                    s.tileN, f32, "COp", false));
  }
  return reloaded;
}

SmallVector<Value> CoopMatrixAttentionEmitter::Impl::laneLoop(
    int64_t count, ValueRange inits,
    function_ref<SmallVector<Value>(Value, ValueRange)> body) {
  SmallVector<Value> values(inits);
  for (int64_t i = 0; i * lanesPerRow < count; ++i)
    values = body(e.add(part, e.index(i * lanesPerRow)), values);
  return values;
}

void CoopMatrixAttentionEmitter::Impl::setWorkgroup(
    const SimtAttentionOperands &operands, Value first) {
  ops = operands;
  row0 = first;
  row = e.add(row0, rowInTile);
  // Rows past M compute on row M - 1 (in bounds) and store nothing.
  rowSafe = arith::MinUIOp::create(b, loc, row, mSafeMax);
}

SmallVector<Value> CoopMatrixAttentionEmitter::Impl::begin() {
  // The Q tile, once, and the subgroup's Q fragments from it (registers for
  // the whole kernel). Its memory is the K and V blocks' too: the barrier
  // keeps a previous tile's last block.
  gpu::BarrierOp::create(b, loc);
  stage({{&ops.q, buf.operandTile, zero, row0, s.tileM, m, mSafeMax, s.headDim,
          /*guarded=*/true}});
  gpu::BarrierOp::create(b, loc);
  qFragments.clear();
  for (int64_t k = 0; k < s.headDim; k += kRows)
    qFragments.push_back(
        loadMatrix(buf.operandTile,
                   e.add(e.mul(subgroupRow0, e.index(s.headDim)), e.index(k)),
                   s.headDim, b.getF16Type(), "AOp", false));
  // Every subgroup holds its fragments before the first block is staged
  // over them.
  gpu::BarrierOp::create(b, loc);
  Value zeroAcc = gpu::SubgroupMmaConstantMatrixOp::create(
      b, loc, matrix(b.getF32Type(), "COp"), e.f32(0.0));
  SmallVector<Value> state{e.f32(-INFINITY), e.f32(0.0)};
  state.append(s.valueDim / kRows, zeroAcc);
  state.push_back(zero);
  return state;
}

SmallVector<Value> CoopMatrixAttentionEmitter::Impl::step(Value key0,
                                                          ValueRange state,
                                                          bool masked,
                                                          Value diagonal) {
  Type f16 = b.getF16Type(), f32 = b.getF32Type();
  Value zeroF = e.f32(0.0), negInf = e.f32(-INFINITY);
  const int64_t oFragmentCount = s.valueDim / kRows;
  Value maxOld = state[0], sumOld = state[1];
  SmallVector<Value> oOld(state.drop_front(2).drop_back());
  // The block's buffer: blocks alternate between two, so one barrier a
  // block suffices (every subgroup has read the other buffer's last block
  // before it reached the barrier after this one's staging).
  Value buffer = state.back();
  Value base = e.mul(buffer, e.index(s.blockElements()));
  stage({{&ops.k, buf.operandTile, base, key0, s.tileN, n, nSafeMax, s.headDim,
          masked},
         {&ops.v, buf.operandTile, e.add(base, e.index(s.valueOffset())), key0,
          s.tileN, n, nSafeMax, s.valueDim, masked}});
  gpu::BarrierOp::create(b, loc);

  // S = Q Kᵀ for the subgroup's 16 rows: Kᵀ is K read column-major.
  Value zeroAcc = gpu::SubgroupMmaConstantMatrixOp::create(
      b, loc, matrix(f32, "COp"), zeroF);
  for (int64_t j = 0; j < s.tileN; j += kRows) {
    Value acc = zeroAcc;
    for (int64_t k = 0; k < s.headDim; k += kRows) {
      Value kt =
          loadMatrix(buf.operandTile, e.add(base, e.index(j * s.headDim + k)),
                     s.headDim, f16, "BOp", /*transpose=*/true);
      acc = mma(qFragments[k / kRows], kt, acc);
    }
    storeMatrix(acc, buf.sTile,
                e.add(e.mul(subgroupRow0, e.index(s.tileN)), e.index(j)),
                s.tileN);
  }
  subgroupBarrier();

  // The row's scores: scaled (masked on masked blocks), their max.
  // The lane's scores stay in registers (the lane loops are unrolled) for
  // the weights below.
  SmallVector<Value> scores;
  SmallVector<Value> scaled = laneLoop(
      s.tileN, ValueRange{negInf},
      [&](Value j, ValueRange acc) -> SmallVector<Value> {
        Value at = e.add(scoreRow, j);
        Value dot = loadAt(buf.sTile, at);
        Value mv, visible;
        if (masked) {
          Value key = e.add(key0, j);
          visible =
              arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, key, n);
          if (diagonal)
            visible = arith::AndIOp::create(
                b, loc, visible,
                buildCausalVisible(b, loc, rowSafe, key, diagonal));
          if (ops.mask) {
            Value keySafe = arith::MinUIOp::create(b, loc, key, nSafeMax);
            Value off = e.add(
                e.add(ops.mask->base, e.mul(rowSafe, ops.mask->rowStride)),
                e.mul(keySafe, ops.mask->colStride));
            mv = target.load(b, loc, ops.mask->source, ops.mask->elementType,
                             off);
          }
        }
        Value sc = buildMaskedScore(b, loc, dot, scale, mv, visible);
        scores.push_back(sc);
        return {arith::MaximumFOp::create(b, loc, acc[0], sc).getResult()};
      });
  Value rowMax = across(scaled[0], lanesPerRow, /*max=*/true);

  // Lazy rescaling: the max (the shift of the exponentials) moves only
  // when some row of the subgroup rises more than kLazyRescaleThreshold
  // above it (P stays below 2^threshold); then O goes through the S tile
  // (the scores are in registers by now) to be rescaled row by row.
  Value rises = arith::CmpFOp::create(
      b, loc, arith::CmpFPredicate::OGT, rowMax,
      arith::AddFOp::create(
          b, loc, maxOld, e.f32(s.lazyRescale ? kLazyRescaleThreshold : 0.0)));
  Value anyRises =
      across(arith::UIToFPOp::create(b, loc, f32, rises).getResult(),
             s.subgroupSize, /*max=*/true);
  SmallVector<Type> stateTypes{f32, f32};
  stateTypes.append(oFragmentCount, matrix(f32, "COp"));
  auto rescale = scf::IfOp::create(
      b, loc, stateTypes,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, anyRises, zeroF),
      /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(rescale.thenBlock());
    Value maxNew = arith::MaximumFOp::create(b, loc, maxOld, rowMax);
    Value alpha = expShifted(maxOld, buildSoftmaxShift(b, loc, maxNew));
    SmallVector<Value> scaled =
        throughScores(oOld, Value(), /*reload=*/true, [&](Value, Value at) {
          storeAt(arith::MulFOp::create(b, loc, loadAt(buf.sTile, at), alpha),
                  buf.sTile, at);
        });
    SmallVector<Value> yields{
        maxNew, arith::MulFOp::create(b, loc, sumOld, alpha).getResult()};
    yields.append(scaled);
    scf::YieldOp::create(b, loc, yields);
    b.setInsertionPointToStart(rescale.elseBlock());
    SmallVector<Value> same{maxOld, sumOld};
    same.append(oOld);
    scf::YieldOp::create(b, loc, same);
  }
  Value maxNow = rescale.getResult(0);
  Value shift = buildSoftmaxShift(b, loc, maxNow);

  // P = exp(s - m) (f16, for P V); this lane's part of the row sum.
  SmallVector<Value> weights = laneLoop(
      s.tileN, ValueRange{rescale.getResult(1)},
      [&, next = scores.begin()](Value j,
                                 ValueRange acc) mutable -> SmallVector<Value> {
        Value at = e.add(scoreRow, j);
        Value p = expShifted(*next++, shift);
        storeAt(arith::TruncFOp::create(b, loc, f16, p), buf.pTile, at);
        return {arith::AddFOp::create(b, loc, acc[0], p).getResult()};
      });
  subgroupBarrier();

  // O += P V for the subgroup's 16 rows, in registers.
  SmallVector<Value> next{maxNow, weights[0]};
  SmallVector<Value> pFragments;
  for (int64_t j = 0; j < s.tileN; j += kRows)
    pFragments.push_back(loadMatrix(
        buf.pTile, e.add(e.mul(subgroupRow0, e.index(s.tileN)), e.index(j)),
        s.tileN, f16, "AOp", false));
  for (int64_t t = 0; t < oFragmentCount; ++t) {
    Value acc = rescale.getResult(2 + t);
    for (int64_t j = 0; j < s.tileN; j += kRows) {
      Value v = loadMatrix(
          buf.operandTile,
          e.add(base, e.index(s.valueOffset() + j * s.valueDim + t * kRows)),
          s.valueDim, f16, "BOp", false);
      acc = mma(pFragments[j / kRows], v, acc);
    }
    next.push_back(acc);
  }
  next.push_back(arith::SubIOp::create(b, loc, e.index(1), buffer));
  return next;
}

void CoopMatrixAttentionEmitter::Impl::finish(ValueRange state) {
  OpBuilder::InsertionGuard guard(b);
  // The O matrices through the S tile, for the rows' lanes to normalise
  // and store (rows below M).
  Value maxFinal = state[0];
  Value sumFinal = across(state[1], lanesPerRow, /*max=*/false);
  Value rowValid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row, m);
  Value inv = buildRowNormalizer(b, loc, sumFinal);
  Value oBase = e.add(ops.o.base, e.mul(row, ops.o.rowStride));
  throughScores(
      state.drop_front(2).drop_back(), rowValid, /*reload=*/false,
      [&](Value t, Value at) {
        Value o = arith::MulFOp::create(b, loc, loadAt(buf.sTile, at), inv);
        target.store(b, loc, ops.o.source, ops.o.elementType,
                     e.add(oBase, e.mul(t, ops.o.colStride)), o);
      });
  if (!ops.lse)
    return;
  auto ifValid = scf::IfOp::create(b, loc, rowValid, /*withElse=*/false);
  b.setInsertionPointToStart(ifValid.thenBlock());
  // One lane of the row writes it.
  auto ifFirst = scf::IfOp::create(
      b, loc,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, part, zero),
      /*withElse=*/false);
  b.setInsertionPointToStart(ifFirst.thenBlock());
  target.store(b, loc, ops.lse->source, ops.lse->elementType,
               e.add(ops.lse->base, e.mul(row, ops.lse->rowStride)),
               buildLogSumExp(b, loc, maxFinal, sumFinal,
                              [&](OpBuilder &ob, Location l, Value x) {
                                return target.log2(ob, l, x);
                              }));
}

CoopMatrixAttentionEmitter::CoopMatrixAttentionEmitter(
    OpBuilder &b, Location loc, const CoopMatrixAttentionShape &shape,
    SimtTarget &target, const CoopMatrixBuffers &buffers, Value m, Value n,
    Value scale)
    : impl(std::make_unique<Impl>(b, loc, shape, target, buffers, m, n,
                                  scale)) {}

CoopMatrixAttentionEmitter::~CoopMatrixAttentionEmitter() = default;

void CoopMatrixAttentionEmitter::setWorkgroup(
    const SimtAttentionOperands &operands, Value row0) {
  impl->setWorkgroup(operands, row0);
}

SmallVector<Value> CoopMatrixAttentionEmitter::begin() { return impl->begin(); }

SmallVector<Value> CoopMatrixAttentionEmitter::step(Value key0,
                                                    ValueRange state,
                                                    bool masked,
                                                    Value diagonal) {
  return impl->step(key0, state, masked, diagonal);
}

void CoopMatrixAttentionEmitter::finish(ValueRange state) {
  impl->finish(state);
}
