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
    // The subgroup's row groups of the tile (16 rows each), and this lane's
    // row in each (each row shared by lanesPerRow consecutive lanes, `part`
    // of them).
    Value laneRow = divU(lane, lanesPerRow);
    for (int64_t r = 0; r < s.rowGroups; ++r) {
      groupRow0.push_back(e.add(e.mul(subgroup, e.index(kRows * s.rowGroups)),
                                e.index(kRows * r)));
      rowInTile.push_back(e.add(groupRow0.back(), laneRow));
      scoreRow.push_back(e.mul(rowInTile.back(), e.index(s.tileN)));
    }
    part = arith::RemUIOp::create(b, loc, lane, e.index(lanesPerRow));
    mSafeMax = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, m, one), zero);
    nSafeMax = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, n, one), zero);
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
  /// An f32 value as an element of the 16-bit matrices: f16, or the bf16
  /// pattern (rounded to nearest even) carried in an f16 value. The gpu
  /// dialect's subgroup matrices have no bf16; attn-spirv-bf16-matrices
  /// reads the A and B matrices of a bf16 kernel as bf16 after the
  /// conversion to SPIR-V (their memory holds bf16 patterns throughout).
  Value toMatrixElement(Value x) {
    Type f16 = b.getF16Type();
    if (!s.bf16)
      return arith::TruncFOp::create(b, loc, f16, x);
    return arith::BitcastOp::create(b, loc, f16, buildBF16Bits(b, loc, x));
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
  /// Passes the O matrices of the subgroup's row group `r` through its rows
  /// of the S tile, tile-n columns at a time: stores them, calls
  /// `body(column, at)` for this lane's O columns (`at`: the element of the
  /// S tile holding it) where `guard` holds (always where null), and, where
  /// `reload`, returns them reloaded. Starts with a subgroup barrier: the
  /// lanes may still read the scores.
  SmallVector<Value> throughScores(int64_t r, ValueRange fragments, Value guard,
                                   bool reload,
                                   function_ref<void(Value, Value)> body);
  /// Positions in the state: the row groups' maxima, their lanes' sums,
  /// their O matrices (group by group), the block buffer.
  int64_t maxAt(int64_t r) const { return r; }
  int64_t sumAt(int64_t r) const { return s.rowGroups + r; }
  int64_t oAt(int64_t r, int64_t t) const {
    return 2 * s.rowGroups + r * (s.valueDim / kRows) + t;
  }

  OpBuilder &b;
  Location loc;
  CoopMatrixAttentionShape s;
  SimtTarget &target;
  CoopMatrixBuffers buf;
  KernelEmitter e;
  Value m, n, scale;
  const int64_t lanesPerRow;
  Value zero, tid, part, mSafeMax, nSafeMax;
  /// Per row group of the subgroup: its first row in the tile, this lane's
  /// row in the tile, that row's first element of the S and P tiles.
  SmallVector<Value> groupRow0, rowInTile, scoreRow;
  SimtAttentionOperands ops;
  Value row0;
  /// Per row group: this lane's query row, and the same clamped below M.
  SmallVector<Value> row, rowSafe;
  /// Per row group: its Q fragments (registers for the whole kernel).
  SmallVector<SmallVector<Value>> qFragments;
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
                     // bf16 words are copied as they are (the matrices'
                     // 16-bit patterns; see toMatrixElement).
                     Type stored = s.bf16 ? f16 : blk.t->elementType;
                     for (auto [i, v] : llvm::enumerate(
                              target.unpackVector(b, loc, x, stored, f16)))
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
      x = toMatrixElement(x);
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
    int64_t r, ValueRange fragments, Value guard, bool reload,
    function_ref<void(Value, Value)> body) {
  Type f32 = b.getF32Type();
  const int64_t perGroup = s.tileN / kRows;
  Value rows = e.mul(groupRow0[r], e.index(s.tileN));
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
                 body(e.add(j, e.index(first * kRows)), e.add(scoreRow[r], j));
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
  row.clear();
  rowSafe.clear();
  for (Value inTile : rowInTile) {
    row.push_back(e.add(row0, inTile));
    // Rows past M compute on row M - 1 (in bounds) and store nothing.
    rowSafe.push_back(arith::MinUIOp::create(b, loc, row.back(), mSafeMax));
  }
}

SmallVector<Value> CoopMatrixAttentionEmitter::Impl::begin() {
  // The Q tile, once, and the subgroup's Q fragments from it (registers for
  // the whole kernel). Its memory is the K and V blocks' too: the barrier
  // keeps a previous tile's last block.
  gpu::BarrierOp::create(b, loc);
  stage({{&ops.q, buf.operandTile, zero, row0, s.tileM, m, mSafeMax, s.headDim,
          /*guarded=*/true}});
  gpu::BarrierOp::create(b, loc);
  qFragments.assign(s.rowGroups, {});
  for (int64_t r = 0; r < s.rowGroups; ++r)
    for (int64_t k = 0; k < s.headDim; k += kRows)
      qFragments[r].push_back(
          loadMatrix(buf.operandTile,
                     e.add(e.mul(groupRow0[r], e.index(s.headDim)), e.index(k)),
                     s.headDim, b.getF16Type(), "AOp", false));
  // Every subgroup holds its fragments before the first block is staged
  // over them.
  gpu::BarrierOp::create(b, loc);
  Value zeroAcc = gpu::SubgroupMmaConstantMatrixOp::create(
      b, loc, matrix(b.getF32Type(), "COp"), e.f32(0.0));
  SmallVector<Value> state(s.rowGroups, e.f32(-INFINITY));
  state.append(s.rowGroups, e.f32(0.0));
  state.append(s.rowGroups * (s.valueDim / kRows), zeroAcc);
  state.push_back(zero);
  return state;
}

SmallVector<Value> CoopMatrixAttentionEmitter::Impl::step(Value key0,
                                                          ValueRange state,
                                                          bool masked,
                                                          Value diagonal) {
  Type f16 = b.getF16Type(), f32 = b.getF32Type();
  Value zeroF = e.f32(0.0), negInf = e.f32(-INFINITY);
  const int64_t groups = s.rowGroups;
  const int64_t oFragmentCount = s.valueDim / kRows;
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

  // S = Q Kᵀ for the subgroup's row groups: Kᵀ is K read column-major, each
  // of its matrices loaded once for every row group.
  Value zeroAcc = gpu::SubgroupMmaConstantMatrixOp::create(
      b, loc, matrix(f32, "COp"), zeroF);
  for (int64_t j = 0; j < s.tileN; j += kRows) {
    SmallVector<Value> acc(groups, zeroAcc);
    for (int64_t k = 0; k < s.headDim; k += kRows) {
      Value kt =
          loadMatrix(buf.operandTile, e.add(base, e.index(j * s.headDim + k)),
                     s.headDim, f16, "BOp", /*transpose=*/true);
      for (int64_t r = 0; r < groups; ++r)
        acc[r] = mma(qFragments[r][k / kRows], kt, acc[r]);
    }
    for (int64_t r = 0; r < groups; ++r)
      storeMatrix(acc[r], buf.sTile,
                  e.add(e.mul(groupRow0[r], e.index(s.tileN)), e.index(j)),
                  s.tileN);
  }
  subgroupBarrier();

  // Each row's scores: scaled (masked on masked blocks), their max. The
  // lane's scores stay in registers (the lane loops are unrolled) for the
  // weights below.
  SmallVector<SmallVector<Value>> scores(groups);
  SmallVector<Value> rowMax;
  for (int64_t r = 0; r < groups; ++r) {
    SmallVector<Value> scaled = laneLoop(
        s.tileN, ValueRange{negInf},
        [&](Value j, ValueRange acc) -> SmallVector<Value> {
          Value at = e.add(scoreRow[r], j);
          Value dot = loadAt(buf.sTile, at);
          Value mv, visible;
          if (masked) {
            Value key = e.add(key0, j);
            visible = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                            key, n);
            if (diagonal)
              visible = arith::AndIOp::create(
                  b, loc, visible,
                  buildCausalVisible(b, loc, rowSafe[r], key, diagonal));
            if (ops.mask) {
              Value keySafe = arith::MinUIOp::create(b, loc, key, nSafeMax);
              Value off = e.add(
                  e.add(ops.mask->base, e.mul(rowSafe[r], ops.mask->rowStride)),
                  e.mul(keySafe, ops.mask->colStride));
              mv = target.load(b, loc, ops.mask->source, ops.mask->elementType,
                               off);
            }
          }
          Value sc = buildMaskedScore(b, loc, dot, scale, mv, visible);
          scores[r].push_back(sc);
          return {arith::MaximumFOp::create(b, loc, acc[0], sc).getResult()};
        });
    rowMax.push_back(across(scaled[0], lanesPerRow, /*max=*/true));
  }

  // Lazy rescaling: the max (the shift of the exponentials) moves only
  // when some row of the subgroup rises more than kLazyRescaleThreshold
  // above it (P stays below 2^threshold); then the O matrices go through
  // the S tile (the scores are in registers by now) to be rescaled row by
  // row, every row group's.
  Value rises;
  for (int64_t r = 0; r < groups; ++r) {
    Value groupRises = arith::CmpFOp::create(
        b, loc, arith::CmpFPredicate::OGT, rowMax[r],
        arith::AddFOp::create(
            b, loc, state[maxAt(r)],
            e.f32(s.lazyRescale ? kLazyRescaleThreshold : 0.0)));
    rises = rises ? arith::OrIOp::create(b, loc, rises, groupRises).getResult()
                  : groupRises;
  }
  Value anyRises =
      across(arith::UIToFPOp::create(b, loc, f32, rises).getResult(),
             s.subgroupSize, /*max=*/true);
  SmallVector<Type> stateTypes(2 * groups, f32);
  stateTypes.append(groups * oFragmentCount, matrix(f32, "COp"));
  auto rescale = scf::IfOp::create(
      b, loc, stateTypes,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, anyRises, zeroF),
      /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(rescale.thenBlock());
    SmallVector<Value> maxima, sums, fragments;
    for (int64_t r = 0; r < groups; ++r) {
      Value maxOld = state[maxAt(r)];
      Value maxNew = arith::MaximumFOp::create(b, loc, maxOld, rowMax[r]);
      Value alpha = expShifted(maxOld, buildSoftmaxShift(b, loc, maxNew));
      maxima.push_back(maxNew);
      sums.push_back(
          arith::MulFOp::create(b, loc, state[sumAt(r)], alpha).getResult());
      llvm::append_range(
          fragments,
          throughScores(r, state.slice(oAt(r, 0), oFragmentCount), Value(),
                        /*reload=*/true, [&](Value, Value at) {
                          storeAt(arith::MulFOp::create(
                                      b, loc, loadAt(buf.sTile, at), alpha),
                                  buf.sTile, at);
                        }));
    }
    SmallVector<Value> yields(maxima);
    yields.append(sums);
    yields.append(fragments);
    scf::YieldOp::create(b, loc, yields);
    b.setInsertionPointToStart(rescale.elseBlock());
    scf::YieldOp::create(b, loc, state.drop_back());
  }

  // P = exp(s - m) (f16, for P V); this lane's part of the row sum.
  SmallVector<Value> next, sums;
  for (int64_t r = 0; r < groups; ++r) {
    Value maxNow = rescale.getResult(maxAt(r));
    Value shift = buildSoftmaxShift(b, loc, maxNow);
    SmallVector<Value> weights = laneLoop(
        s.tileN, ValueRange{rescale.getResult(sumAt(r))},
        [&, at = scores[r].begin()](
            Value j, ValueRange acc) mutable -> SmallVector<Value> {
          Value p = expShifted(*at++, shift);
          storeAt(toMatrixElement(p), buf.pTile, e.add(scoreRow[r], j));
          return {arith::AddFOp::create(b, loc, acc[0], p).getResult()};
        });
    next.push_back(maxNow);
    sums.push_back(weights[0]);
  }
  next.append(sums);
  subgroupBarrier();

  // O += P V for the subgroup's row groups, in registers: each V matrix
  // loaded once for every row group.
  SmallVector<SmallVector<Value>> pFragments(groups);
  for (int64_t r = 0; r < groups; ++r)
    for (int64_t j = 0; j < s.tileN; j += kRows)
      pFragments[r].push_back(loadMatrix(
          buf.pTile, e.add(e.mul(groupRow0[r], e.index(s.tileN)), e.index(j)),
          s.tileN, f16, "AOp", false));
  SmallVector<Value> acc;
  for (int64_t r = 0; r < groups; ++r)
    for (int64_t t = 0; t < oFragmentCount; ++t)
      acc.push_back(rescale.getResult(oAt(r, t)));
  for (int64_t t = 0; t < oFragmentCount; ++t)
    for (int64_t j = 0; j < s.tileN; j += kRows) {
      Value v = loadMatrix(
          buf.operandTile,
          e.add(base, e.index(s.valueOffset() + j * s.valueDim + t * kRows)),
          s.valueDim, f16, "BOp", false);
      for (int64_t r = 0; r < groups; ++r) {
        Value &o = acc[r * oFragmentCount + t];
        o = mma(pFragments[r][j / kRows], v, o);
      }
    }
  next.append(acc);
  next.push_back(arith::SubIOp::create(b, loc, e.index(1), buffer));
  return next;
}

void CoopMatrixAttentionEmitter::Impl::finish(ValueRange state) {
  OpBuilder::InsertionGuard guard(b);
  const int64_t oFragmentCount = s.valueDim / kRows;
  for (int64_t r = 0; r < s.rowGroups; ++r) {
    OpBuilder::InsertionGuard groupGuard(b);
    // The O matrices through the S tile, for the rows' lanes to normalise
    // and store (rows below M).
    Value maxFinal = state[maxAt(r)];
    Value sumFinal = across(state[sumAt(r)], lanesPerRow, /*max=*/false);
    Value rowValid =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row[r], m);
    Value inv = buildRowNormalizer(b, loc, sumFinal);
    Value oBase = e.add(ops.o.base, e.mul(row[r], ops.o.rowStride));
    throughScores(r, state.slice(oAt(r, 0), oFragmentCount), rowValid,
                  /*reload=*/false, [&](Value t, Value at) {
                    Value o = arith::MulFOp::create(b, loc,
                                                    loadAt(buf.sTile, at), inv);
                    target.store(b, loc, ops.o.source, ops.o.elementType,
                                 e.add(oBase, e.mul(t, ops.o.colStride)), o);
                  });
    if (!ops.lse)
      continue;
    auto ifValid = scf::IfOp::create(b, loc, rowValid, /*withElse=*/false);
    b.setInsertionPointToStart(ifValid.thenBlock());
    // One lane of the row writes it.
    auto ifFirst = scf::IfOp::create(
        b, loc,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, part, zero),
        /*withElse=*/false);
    b.setInsertionPointToStart(ifFirst.thenBlock());
    target.store(b, loc, ops.lse->source, ops.lse->elementType,
                 e.add(ops.lse->base, e.mul(row[r], ops.lse->rowStride)),
                 buildLogSumExp(b, loc, maxFinal, sumFinal,
                                [&](OpBuilder &ob, Location l, Value x) {
                                  return target.log2(ob, l, x);
                                }));
  }
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
