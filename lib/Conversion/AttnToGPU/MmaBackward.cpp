//===- MmaBackward.cpp - attention gradients on mma.sync fragments --------===//
//
// See MmaBackward.h, and MmaOps.h for the fragment layouts and the
// swizzled shared-memory tiles.
//
// Shared memory: the own tile's A and B operands (Q and dO, or K and V),
// then two buffers of the step tile's A and B operands (K and V, or Q and
// dO). "A" operands are the Q·Kᵀ ones (rows of k1 elements), "B" the dO·Vᵀ
// ones (rows of k2 elements). The key pass then has two buffers of the
// step's column statistics (the LSE, D and c of its queries, f32, copied
// with the step's tiles): each lane reads its columns' with a few shared
// loads instead of computing a global address per column and statistic.
// With atomics the key pass then has the step's dS tile (own rows of the
// step's columns, 16-bit, swizzled), and the query pass only its A
// operands (Q and K), or no shared memory when it has no steps.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/MmaBackward.h"

#include "MmaOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/Support/MathExtras.h"

#include <cassert>

using namespace mlir;
using namespace mlir::attn;

using Fragment = std::array<Value, 4>;

/// The key pass's column statistics of a step: the LSE, D and c.
static constexpr int64_t kStatistics = 3;

int64_t MmaBackwardShape::sharedMemoryBytes() const {
  int64_t d = llvm::alignTo(headDim, sharedRowElements);
  bool key = pass == MmaBackwardPass::Key;
  if (!key && gradQueryByAtomics)
    return stepless ? 0 : 2 * (ownRows * d + 2 * stepRows * d);
  if (!key || !gradQueryByAtomics)
    return scoreGradientsOffset();
  // The key pass's dS tile for dQ (own rows of stepRows 16-bit elements).
  return scoreGradientsOffset() + 2 * ownRows * llvm::alignTo(stepRows, 64);
}

int64_t MmaBackwardShape::scoreGradientsOffset() const {
  int64_t d = llvm::alignTo(headDim, sharedRowElements),
          dv = llvm::alignTo(valueDim, sharedRowElements);
  bool key = pass == MmaBackwardPass::Key;
  int64_t stats = key ? 2 * kStatistics * 4 * stepRows : 0;
  int64_t offset = 2 * (ownRows * (d + dv) + 2 * stepRows * (d + dv)) + stats;
  // wgmma reads the dS tile by descriptor: from a swizzle atom's boundary.
  return warpgroupMma && key && gradQueryByAtomics ? llvm::alignTo(offset, 1024)
                                                   : offset;
}

class MmaBackwardEmitter::Impl : public EmitterBuilders {
public:
  Impl(OpBuilder &builder, Location loc, const MmaBackwardShape &shape, Value m,
       Value n, Value scale)
      : EmitterBuilders(builder, loc), shape(shape), m(m), n(n), scale(scale),
        ops(b, shape.inputType, shape.warps()),
        query(shape.pass == MmaBackwardPass::Query),
        atomics(shape.gradQueryByAtomics), rowsOnly(query && atomics),
        D(shape.headDim), DV(shape.valueDim), KD(llvm::alignTo(D, 16)),
        KDV(llvm::alignTo(DV, 16)),
        SD(llvm::alignTo(D, shape.sharedRowElements)),
        SDV(llvm::alignTo(DV, shape.sharedRowElements)),
        stepTiles(shape.stepRows / 8), ownABytes(2 * shape.ownRows * SD),
        ownBBytes(rowsOnly ? 0 : 2 * shape.ownRows * SDV),
        stepABytes(2 * shape.stepRows * SD),
        stepBBytes(rowsOnly ? 0 : 2 * shape.stepRows * SDV),
        ownBOffset(ownABytes), stepAOffset(ownABytes + ownBBytes),
        stepBOffset(stepAOffset + 2 * stepABytes),
        statsOffset(stepBOffset + 2 * stepBBytes),
        statsBytes(kStatistics * 4 * shape.stepRows),
        dsOffset(shape.scoreGradientsOffset()), wg(shape.warpgroupMma),
        ownALayout(layoutOf(shape.ownRows, SD)),
        ownBLayout(layoutOf(shape.ownRows, SDV)),
        stepALayout(layoutOf(shape.stepRows, SD)),
        stepBLayout(layoutOf(shape.stepRows, SDV)) {
    lane = ops.lane;
    warp = ops.warp;
    assert((!wg || (shape.ownRows == 64 && D % 64 == 0 && DV % 64 == 0 &&
                    (!atomics || (!query && shape.stepRows == 64)))) &&
           "wgmma: one warpgroup, head dims of 64 or 128, dQ by atomics only "
           "in the key pass with steps of 64 rows");
    leave();
  }

  MmaBackwardShape shape;
  MmaBackwardOperands t;
  Value m, n, scale;
  MmaOps ops;
  const bool query;
  // dQ by the key pass's atomics; the query pass then computes only D and
  // c (rowsOnly).
  const bool atomics, rowsOnly;
  const int64_t D, DV;
  // The head dims the products run over: D and DV up to a multiple of 16.
  // The columns in between are zero in every tile (zeroPadding) and not
  // stored.
  const int64_t KD, KDV;
  // Row widths (elements) of the A and B tiles.
  const int64_t SD, SDV;
  // n8 tiles of a step tile.
  const int64_t stepTiles;
  const int64_t ownABytes, ownBBytes, stepABytes, stepBBytes;
  const int64_t ownBOffset, stepAOffset, stepBOffset;
  // The key pass's statistics buffers: LSE, D and c of the step's rows,
  // stepRows f32 each.
  const int64_t statsOffset, statsBytes;
  // The key pass's dS tile (atomics): own rows of stepRows elements.
  const int64_t dsOffset;
  // Whether the products are wgmma's (MmaBackwardShape::warpgroupMma), and
  // where the chunks of the own and the step tiles' A and B operands are.
  const bool wg;
  const SwizzledTile ownALayout, ownBLayout, stepALayout, stepBLayout;
  SwizzledTile layoutOf(int64_t rows, int64_t rowWidth) const {
    return shape.warpgroupMma ? SwizzledTile::atoms(rows)
                              : SwizzledTile::rows(rowWidth);
  }
  // wgmma: the array's shared-window address.
  Value window;

  Value lane, warp;
  Value own0, first, count, groups;
  // The rotated steps [rotLo, rotHi) (null: none).
  Value rotLo, rotHi;
  // Per-lane byte offsets: A fragments of the own tiles (aLane*), B
  // fragments of a step tile (bLane*) and of it transposed (tLane*); the
  // lane's swizzled chunks.
  Value aLaneA, aLaneB, bLaneA, bLaneB, tLaneA, tLaneB;
  Value aChunk, bChunk, tChunk;
  // lane % 8, (lane / 8) % 2, and the row of the B pattern (lane % 8 + 8
  // (lane / 16)) the lane gives ldmatrix.
  Value lane7, laneMid, bRow;
  Value laneRow, laneCol, warpRow0, mSafeMax, nSafeMax;
  // The query pass: the shift (LSE, 0 where -inf), the shift times -log2 e
  // and D of the lane's two rows.
  std::array<Value, 2> rowShift, rowNegShift, rowDots;
  // scale log2 e: P = exp2(fma(s, scaleLog2e, -shift log2 e)) on steps
  // without a mask.
  Value scaleLog2e;

  /// The own tile's operands and the step tile's, and their row limits.
  const MmaOperand &ownA() const { return query ? t.q : t.k; }
  const MmaOperand &ownB() const { return query ? t.gradOutput : t.v; }
  const MmaOperand &stepA() const { return query ? t.k : t.q; }
  const MmaOperand &stepB() const { return query ? t.v : t.gradOutput; }
  Value ownLimit() const { return query ? m : n; }
  Value stepLimit() const { return query ? n : m; }

  // Positions in the state. The query pass: dQ's fragments (n8 tile j of
  // k1), then the lane's partial row sums of its two rows. The key pass:
  // dK's fragments, then dV's.
  int64_t accIndex(int64_t j, int64_t e) const { return j * 4 + e; }
  int64_t sumIndex(int64_t h) const { return KD / 2 + h; }
  int64_t valueIndex(int64_t j, int64_t e) const { return KD / 2 + j * 4 + e; }

  Value exp2(Value x) {
    return LLVM::CallIntrinsicOp::create(
               b, ops.f32, b.getStringAttr("llvm.nvvm.ex2.approx.ftz.f"),
               ValueRange{x})
        .getResult(0);
  }
  /// Element `offset` of `operand` as f32 (i1 for a boolean mask).
  Value load(const MmaOperand &operand, Value offset) {
    Value v = LLVM::LoadOp::create(b, operand.elementType,
                                   ops.address(operand, offset));
    if (v.getType().isInteger(1) || v.getType().isF32())
      return v;
    return arith::ExtFOp::create(b, ops.f32, v);
  }
  /// Stores f32 `v` to element `offset` of `operand`.
  void store(const MmaOperand &operand, Value offset, Value v) {
    if (!operand.elementType.isF32())
      v = arith::TruncFOp::create(b, operand.elementType, v);
    LLVM::StoreOp::create(b, v, ops.address(operand, offset));
  }
  /// Element (`row`, `column`) of a row-major operand.
  Value at(const MmaOperand &operand, Value row, Value column) {
    return ops.add(operand.base,
                   ops.add(ops.mul(row, operand.rowStride), column));
  }
  /// The own row of fragment row `h` (0: lane / 4, 1: lane / 4 + 8).
  Value ownRow(int64_t h) {
    return ops.add(warpRow0, ops.add(laneRow, ops.index(8 * h)));
  }
  Value whenLess(Value x, Value limit) {
    return arith::MinUIOp::create(b, x, limit);
  }
  /// Stores `values` (f32, pairs of columns 8j + lane % 4 * 2 for j below
  /// width / 8) to row `row` of `operand`.
  void storeRow(const MmaOperand &operand, Value row, int64_t width,
                function_ref<Value(int64_t j, int64_t e)> value, int64_t h) {
    int64_t bytes = operand.elementType.getIntOrFloatBitWidth() / 8;
    Value rowBase = ops.add(operand.base, ops.mul(row, operand.rowStride));
    for (int64_t j = 0; j < width / 8; ++j) {
      Value v = ops.pair(value(j, 2 * h), value(j, 2 * h + 1),
                         operand.elementType);
      Value ptr = ops.address(
          operand, ops.add(rowBase, ops.add(laneCol, ops.index(8 * j))));
      LLVM::StoreOp::create(b, v, ptr, /*alignment=*/2 * bytes);
    }
  }

  /// The byte offset of buffer `buffer` (i32: 0 or 1) of a double-buffered
  /// region at `offset` whose buffers are `bytes` long.
  Value inBuffer(int64_t offset, int64_t bytes, Value buffer) {
    return ops.add(ops.i32Constant(offset),
                   ops.mul(buffer, ops.i32Constant(bytes)));
  }
  /// Step `i`'s tile (its first row) and query group (null: none).
  std::pair<Value, Value> stepAt(Value i) {
    if (rotLo) {
      Value inside = arith::AndIOp::create(
          b, arith::CmpIOp::create(b, arith::CmpIPredicate::uge, i, rotLo),
          ops.ult(i, rotHi));
      Value length = arith::MaxSIOp::create(
          b, arith::SubIOp::create(b, rotHi, rotLo), ops.one);
      Value shift = arith::DivUIOp::create(b, own0, ops.index(shape.ownRows));
      Value rotated = ops.add(
          rotLo,
          arith::RemUIOp::create(
              b, ops.add(arith::SubIOp::create(b, i, rotLo), shift), length));
      i = arith::SelectOp::create(b, inside, rotated, i);
    }
    if (!groups)
      return {ops.add(first, ops.mul(i, ops.index(shape.stepRows))), Value()};
    Value tile = arith::DivUIOp::create(b, i, groups);
    return {ops.add(first, ops.mul(tile, ops.index(shape.stepRows))),
            arith::RemUIOp::create(b, i, groups)};
  }
  /// `operand` at query group `group` (null: as it is).
  MmaOperand atGroup(const MmaOperand &operand, Value group) {
    MmaOperand o = operand;
    if (group && o.groupStride)
      o.base = ops.add(o.base, ops.mul(group, o.groupStride));
    return o;
  }

  void setWorkgroup(const MmaBackwardOperands &operands, Value own0);
  void issueStep(Value i);
  /// The key pass: copies the column statistics of the step tile at `row0`
  /// (query group `group`) to statistics buffer `buffer` (i32).
  void issueStatistics(Value row0, Value group, Value buffer);
  SmallVector<Value> begin(Value first, Value count, Value groups);
  /// `ownTile` · (the step tile at `stepTile`)ᵀ over `width` head dims
  /// (rows `rowWidth` elements apart): one m16n8 fragment per n8 tile of
  /// the step.
  SmallVector<Fragment> scores(int64_t ownTile, Value aLane, Value stepTile,
                               Value bLane, int64_t width, int64_t rowWidth);
  /// wgmma: issues `ownTile` · (the step tile at `stepTile`)ᵀ over `width`
  /// head dims as one commit group; returns the accumulators (a struct of
  /// stepRows / 2 f32), to be read after a wait (fragments()).
  Value issueScores(int64_t ownTile, SwizzledTile ownLayout, Value stepTile,
                    SwizzledTile stepLayout, int64_t width);
  /// The accumulators of issueScores as fragments, after the wait.
  SmallVector<Fragment> fragments(Value accumulators);
  /// wgmma: issues `acc` += `x` times the step tile at `stepTile` (`width`
  /// columns, read MN-major) as one commit group; `acc` holds the results,
  /// to be read after the wait (ops.afterWait).
  void issueAccumulate(SmallVectorImpl<Value> &acc,
                       function_ref<int64_t(int64_t, int64_t)> index,
                       ArrayRef<Fragment> x, Value stepTile, int64_t width);
  /// `acc` (fragments at state positions index(j, e)) plus `x` (one
  /// fragment per n8 tile of the step, repacked as A fragments) times the
  /// step tile at `stepTile` (`width` columns, rows `rowWidth` apart).
  void accumulate(SmallVectorImpl<Value> &acc,
                  function_ref<int64_t(int64_t, int64_t)> index,
                  ArrayRef<Fragment> x, Value stepTile, Value tLane,
                  int64_t width, int64_t rowWidth);
  SmallVector<Value> step(Value i, ValueRange state, bool masked,
                          Value diagonal);
  /// The key pass with atomics: stores dS (own rows, the step's columns)
  /// to its shared tile.
  void storeScoreGradients(ArrayRef<Fragment> ds);
  /// The key pass with atomics: adds scale dS K of the step at `step0`
  /// (query group `group`) to dQ, each warp 16 of the step's rows (and,
  /// with more warps than groups of 16 rows, part of the columns), from the
  /// shared dS tile (read transposed) and the own K tile.
  void addQueryGradient(Value step0, Value group);
  /// wgmma, the key pass with atomics: issues dS K for the step's 64
  /// queries as one commit group (A: the dS tile, the own rows as the
  /// product's k; B: the own K tile; both read MN-major) and returns its
  /// accumulators (D / 2 f32, the fragment layout with the queries as
  /// rows), to be read after the wait.
  Value issueQueryGradient();
  /// Adds scale times `acc` (issueQueryGradient's, after the wait) to dQ's
  /// rows of the step at `step0` (query group `group`) below M.
  void reduceQueryGradient(ArrayRef<Value> acc, Value step0, Value group);
  /// Adds scale (x, y) to columns 8j + lane % 4 * 2 (+ 1) of dQ's row `row`.
  void reduceToQueryGradient(const MmaOperand &dq, Value row, int64_t j,
                             Value x, Value y);
  /// Of addQueryGradient: the columns [16 jpLo, 16 jpHi) of dQ's rows
  /// `rows` (below M where `inside`), from the warp's dS fragments `a`.
  void addQueryGradientColumns(const MmaOperand &dq,
                               ArrayRef<std::array<Value, 4>> a,
                               std::array<Value, 2> rows,
                               std::array<Value, 2> inside, int64_t jpLo,
                               int64_t jpHi);
  void finish(ValueRange state, bool unitRowScale);
};

void MmaBackwardEmitter::Impl::setWorkgroup(
    const MmaBackwardOperands &operands, Value ownRow0) {
  t = operands;
  own0 = ownRow0;
  lane7 = arith::AndIOp::create(b, lane, ops.i32Constant(7));
  Value laneHi = arith::ShRUIOp::create(b, lane, ops.i32Constant(4));
  laneMid = arith::AndIOp::create(
      b, arith::ShRUIOp::create(b, lane, ops.i32Constant(3)),
      ops.i32Constant(1));
  auto chunkBytes = [&](Value part) -> Value {
    return arith::ShLIOp::create(b, arith::XOrIOp::create(b, part, lane7),
                                 ops.i32Constant(4));
  };
  // A: rows warp * 16 + lane % 16, chunk 2kk + lane / 16.
  Value aRow = ops.add(ops.mul(warp, ops.i32Constant(16)),
                       arith::AndIOp::create(b, lane, ops.i32Constant(15)));
  aLaneA = ops.mul(aRow, ops.i32Constant(2 * SD));
  aLaneB = ops.mul(aRow, ops.i32Constant(2 * SDV));
  aChunk = chunkBytes(laneHi);
  // B (two n8 tiles): row lane % 8 + 8 (lane / 16), chunk 2kk + (lane / 8) % 2.
  bRow = ops.add(lane7, ops.mul(laneHi, ops.i32Constant(8)));
  bLaneA = ops.mul(bRow, ops.i32Constant(2 * SD));
  bLaneB = ops.mul(bRow, ops.i32Constant(2 * SDV));
  bChunk = chunkBytes(laneMid);
  // B transposed (two n8 tiles of columns): row lane % 8 + 8 ((lane / 8) %
  // 2), chunk 2jp + lane / 16.
  Value tRow = ops.add(lane7, ops.mul(laneMid, ops.i32Constant(8)));
  tLaneA = ops.mul(tRow, ops.i32Constant(2 * SD));
  tLaneB = ops.mul(tRow, ops.i32Constant(2 * SDV));
  tChunk = chunkBytes(laneHi);
  laneRow = ops.toIndex(arith::ShRUIOp::create(b, lane, ops.i32Constant(2)));
  laneCol = ops.toIndex(
      ops.mul(arith::AndIOp::create(b, lane, ops.i32Constant(3)),
              ops.i32Constant(2)));
  warpRow0 =
      ops.add(own0, ops.toIndex(ops.mul(warp, ops.i32Constant(16))));
  mSafeMax = arith::MaxSIOp::create(b, arith::SubIOp::create(b, m, ops.one),
                                    ops.zero);
  nSafeMax = arith::MaxSIOp::create(b, arith::SubIOp::create(b, n, ops.one),
                                    ops.zero);
  scaleLog2e = ops.fmul(scale, ops.f32Constant(M_LOG2E));
  if (wg)
    window = ops.sharedWindow();
}

void MmaBackwardEmitter::Impl::issueStep(Value i) {
  Value buffer = ops.toI32(arith::AndIOp::create(b, i, ops.one));
  auto [row0, group] = stepAt(i);
  MmaOperand a = atGroup(stepA(), group), bOperand = atGroup(stepB(), group);
  Value aTile = inBuffer(stepAOffset, stepABytes, buffer);
  Value bTile = inBuffer(stepBOffset, stepBBytes, buffer);
  // A whole tile (every row below the limit: all but a ragged last one)
  // is copied without clamping rows or filling zeros.
  Value whole = arith::CmpIOp::create(
      b, arith::CmpIPredicate::ule,
      ops.add(row0, ops.index(shape.stepRows)), stepLimit());
  auto kind = scf::IfOp::create(b, whole, /*withElse=*/true);
  OpBuilder::InsertionGuard g(b);
  for (bool full : {true, false}) {
    b.setInsertionPointToStart(full ? kind.thenBlock() : kind.elseBlock());
    ops.copyTile(a, a.rowStride, row0, stepLimit(), shape.stepRows, D,
                 stepALayout, aTile, full);
    if (!rowsOnly)
      ops.copyTile(bOperand, bOperand.rowStride, row0, stepLimit(),
                   shape.stepRows, DV, stepBLayout, bTile, full);
  }
  if (!query) {
    b.setInsertionPointAfter(kind);
    issueStatistics(row0, group, buffer);
  }
}

void MmaBackwardEmitter::Impl::issueStatistics(Value row0, Value group,
                                               Value buffer) {
  // Element idx of the buffer (statistic idx / stepRows, row idx %
  // stepRows) is copied by thread idx mod T (the workgroup's threads); a warp's
  // 32 elements are of one statistic (stepRows is a multiple of 32). Rows past
  // M are zero-filled: D = 0 and a shift of 0 there, masked out by the step.
  std::array<MmaOperand, kStatistics> stats = {atGroup(t.lse, group),
                                               atGroup(t.rowDots, group),
                                               atGroup(t.rowScale, group)};
  Value base = inBuffer(statsOffset, statsBytes, buffer);
  const int64_t threads = 32 * shape.warps(),
                total = kStatistics * shape.stepRows;
  for (int64_t idx0 = 0; idx0 < total; idx0 += threads) {
    Value idx = ops.add(ops.tid, ops.index(idx0));
    Value which = arith::DivUIOp::create(b, idx, ops.index(shape.stepRows));
    Value row = ops.add(
        row0, arith::RemUIOp::create(b, idx, ops.index(shape.stepRows)));
    Value inside = ops.ult(row, m);
    Value rowSafe = whenLess(row, mSafeMax);
    Value dst = ops.sharedAt(
        ops.add(base, ops.mul(ops.toI32(idx), ops.i32Constant(4))));
    Value bytes = arith::SelectOp::create(b, inside, ops.i32Constant(4),
                                          ops.i32Constant(0));
    for (int64_t s = 0; s < kStatistics; ++s) {
      if (idx0 + threads <= s * shape.stepRows ||
          idx0 >= (s + 1) * shape.stepRows)
        continue;
      auto mine = scf::IfOp::create(b, ops.eq(which, ops.index(s)),
                                    /*withElse=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(mine.thenBlock());
      const MmaOperand &o = stats[s];
      Value src =
          ops.address(o, ops.add(o.base, ops.mul(rowSafe, o.rowStride)));
      NVVM::CpAsyncOp::create(
          b, dst, src, b.getI32IntegerAttr(4),
          NVVM::LoadCacheModifierKindAttr::get(b.getContext(),
                                               NVVM::LoadCacheModifierKind::CA),
          bytes);
    }
  }
}

SmallVector<Value> MmaBackwardEmitter::Impl::begin(Value firstRow,
                                                   Value stepCount,
                                                   Value stepGroups) {
  first = firstRow;
  count = stepCount;
  groups = stepGroups;
  // The padding columns of the products (head dims that are not multiples
  // of 16) are zero in every tile and buffer; copies never write them. (The
  // query pass of the atomics has no B operands, and without steps no
  // tiles.)
  if (!shape.stepless) {
    ops.zeroPadding(0, shape.ownRows, D, KD, ownALayout);
    if (!rowsOnly)
      ops.zeroPadding(ownBOffset, shape.ownRows, DV, KDV, ownBLayout);
    for (int64_t buffer = 0; buffer < 2; ++buffer) {
      ops.zeroPadding(stepAOffset + buffer * stepABytes, shape.stepRows, D, KD,
                      stepALayout);
      if (!rowsOnly)
        ops.zeroPadding(stepBOffset + buffer * stepBBytes, shape.stepRows, DV,
                        KDV, stepBLayout);
    }
    ops.copyTile(ownA(), ownA().rowStride, own0, ownLimit(), shape.ownRows, D,
                 ownALayout, ops.i32Constant(0), /*full=*/false);
    if (!rowsOnly)
      ops.copyTile(ownB(), ownB().rowStride, own0, ownLimit(), shape.ownRows,
                   DV, ownBLayout, ops.i32Constant(ownBOffset),
                   /*full=*/false);
  }
  if (!shape.stepless) {
    auto any = scf::IfOp::create(b, ops.ult(ops.zero, count),
                                 /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(any.thenBlock());
    issueStep(ops.zero);
  }
  ops.commit();

  if (query) {
    // The LSE (its shift: 0 where -inf, a row that sees no key) and D =
    // rowsum(dO ∘ O) of the lane's two rows; D goes to memory for the key
    // pass.
    Value quadLeader = arith::CmpIOp::create(
        b, arith::CmpIPredicate::eq,
        arith::AndIOp::create(b, lane, ops.i32Constant(3)),
        ops.i32Constant(0));
    for (int64_t h = 0; h < 2; ++h) {
      Value row = ownRow(h);
      Value rowSafe = whenLess(row, mSafeMax);
      rowShift[h] = ops.safe(load(t.lse, ops.add(t.lse.base,
                                                 ops.mul(rowSafe,
                                                         t.lse.rowStride))));
      rowNegShift[h] = ops.fmul(rowShift[h], ops.f32Constant(-M_LOG2E));
      Value dots = ops.zeroF;
      for (int64_t j = 0; j < DV / 8; ++j)
        for (int64_t e = 0; e < 2; ++e) {
          Value column = ops.add(laneCol, ops.index(8 * j + e));
          Value product =
              ops.fmul(load(t.gradOutput, at(t.gradOutput, rowSafe, column)),
                       load(*t.output, at(*t.output, rowSafe, column)));
          dots = ops.fadd(dots, product);
        }
      rowDots[h] = ops.quadReduce(dots, /*isMax=*/false);
      auto store = scf::IfOp::create(
          b, arith::AndIOp::create(b, quadLeader, ops.ult(row, m)),
          /*withElse=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(store.thenBlock());
      this->store(t.rowDots,
                  ops.add(t.rowDots.base, ops.mul(row, t.rowDots.rowStride)),
                  rowDots[h]);
    }
    SmallVector<Value> init(KD / 2 + 2, ops.zeroF);
    return init;
  }
  return SmallVector<Value>(KD / 2 + KDV / 2, ops.zeroF);
}

SmallVector<Fragment> MmaBackwardEmitter::Impl::scores(int64_t ownTile,
                                                       Value aLane,
                                                       Value stepTile,
                                                       Value bLane,
                                                       int64_t width,
                                                       int64_t rowWidth) {
  Value zeroF = ops.zeroF;
  SmallVector<Fragment> s(stepTiles, Fragment{zeroF, zeroF, zeroF, zeroF});
  Value ownLane = ops.add(ops.i32Constant(ownTile), aLane);
  Value stepLane = ops.add(stepTile, bLane);
  for (int64_t kk = 0; kk < width / 16; ++kk) {
    std::array<Value, 4> a =
        ops.ldmatrix(ops.add(ownLane, ops.chunkAt(aChunk, 2 * kk)),
                     /*transpose=*/false);
    for (int64_t jp = 0; jp < stepTiles / 2; ++jp) {
      std::array<Value, 4> bb = ops.ldmatrix(
          ops.add(ops.add(stepLane, ops.i32Constant(jp * 16 * 2 * rowWidth)),
                  ops.chunkAt(bChunk, 2 * kk)),
          /*transpose=*/false);
      s[2 * jp] = ops.mma(a, {bb[0], bb[1]}, s[2 * jp]);
      s[2 * jp + 1] = ops.mma(a, {bb[2], bb[3]}, s[2 * jp + 1]);
    }
  }
  return s;
}

void MmaBackwardEmitter::Impl::accumulate(
    SmallVectorImpl<Value> &acc, function_ref<int64_t(int64_t, int64_t)> index,
    ArrayRef<Fragment> x, Value stepTile, Value tLane, int64_t width,
    int64_t rowWidth) {
  Value stepLane = ops.add(stepTile, tLane);
  for (int64_t kk = 0; kk < shape.stepRows / 16; ++kk) {
    std::array<Value, 4> xa = ops.packA(x[2 * kk], x[2 * kk + 1]);
    for (int64_t jp = 0; jp < width / 16; ++jp) {
      std::array<Value, 4> tb = ops.ldmatrix(
          ops.add(ops.add(stepLane, ops.i32Constant(kk * 16 * 2 * rowWidth)),
                  ops.chunkAt(tChunk, 2 * jp)),
          /*transpose=*/true);
      for (int64_t half = 0; half < 2; ++half) {
        int64_t j = 2 * jp + half;
        Fragment c{acc[index(j, 0)], acc[index(j, 1)], acc[index(j, 2)],
                   acc[index(j, 3)]};
        c = ops.mma(xa, {tb[2 * half], tb[2 * half + 1]}, c);
        for (int64_t e = 0; e < 4; ++e)
          acc[index(j, e)] = c[e];
      }
    }
  }
}

Value MmaBackwardEmitter::Impl::issueScores(int64_t ownTile,
                                            SwizzledTile ownLayout,
                                            Value stepTile,
                                            SwizzledTile stepLayout,
                                            int64_t width) {
  // K-major descriptors of both tiles (MmaOps.h); the first k16 step does
  // not read the accumulators.
  auto accType = LLVM::LLVMStructType::getLiteral(
      b.getContext(), SmallVector<Type>(shape.stepRows / 2, ops.f32));
  Value d = LLVM::UndefOp::create(b, accType);
  Value aDesc = ops.wgmmaDescriptor(window, ops.i32Constant(ownTile), 16);
  Value bDesc = ops.wgmmaDescriptor(window, stepTile, 16);
  NVVM::WgmmaFenceAlignedOp::create(b);
  for (int64_t kk = 0; kk < width / 16; ++kk) {
    int64_t within = (kk % 4) * 32;
    d = ops.wgmma(
        d,
        ops.offsetDescriptor(aDesc, (kk / 4) * ownLayout.blockBytes + within),
        ops.offsetDescriptor(bDesc, (kk / 4) * stepLayout.blockBytes + within),
        shape.stepRows, /*accumulate=*/kk > 0);
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b);
  return d;
}

SmallVector<Fragment> MmaBackwardEmitter::Impl::fragments(Value accumulators) {
  // Element i of a thread: element i % 4 of n8 tile i / 4 of its warp's
  // 16 rows.
  SmallVector<Value> values = ops.afterWait(accumulators);
  SmallVector<Fragment> f(stepTiles);
  for (auto [i, v] : llvm::enumerate(values))
    f[i / 4][i % 4] = v;
  return f;
}

void MmaBackwardEmitter::Impl::issueAccumulate(
    SmallVectorImpl<Value> &acc, function_ref<int64_t(int64_t, int64_t)> index,
    ArrayRef<Fragment> x, Value stepTile, int64_t width) {
  // x's A fragments (k16 steps over the step's rows) first: ordinary
  // instructions, before the fence.
  SmallVector<std::array<Value, 4>> xa;
  for (int64_t kk = 0; kk < shape.stepRows / 16; ++kk)
    xa.push_back(ops.packA(x[2 * kk], x[2 * kk + 1]));
  SmallVector<Value> d;
  for (int64_t j = 0; j < width / 8; ++j)
    for (int64_t e = 0; e < 4; ++e)
      d.push_back(acc[index(j, e)]);
  std::string text = ops.wgmmaRegisterA(width);
  // MN-major: the leading offset is the distance between the step tile's
  // 64-column blocks.
  Value bDesc = ops.wgmmaDescriptor(window, stepTile, 128 * shape.stepRows);
  Value accumulate = ops.i32Constant(1);
  NVVM::WgmmaFenceAlignedOp::create(b);
  for (int64_t kk = 0; kk < shape.stepRows / 16; ++kk) {
    SmallVector<Value> more(xa[kk].begin(), xa[kk].end());
    more.push_back(ops.offsetDescriptor(bDesc, kk * 16 * 128));
    more.push_back(accumulate);
    d = ops.tiedF32Asm(text, d, more, "r,r,r,r,l,n");
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b);
  int64_t i = 0;
  for (int64_t j = 0; j < width / 8; ++j)
    for (int64_t e = 0; e < 4; ++e)
      acc[index(j, e)] = d[i++];
}

SmallVector<Value> MmaBackwardEmitter::Impl::step(Value i, ValueRange state,
                                                  bool masked,
                                                  Value diagonal) {
  UnaryBuilder exp2Of = [&](OpBuilder &, Location, Value x) {
    return exp2(x);
  };
  // This step's tiles landed and every warp is done with the previous
  // step's buffers: they take the next step's tiles, which load while this
  // one is computed.
  NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(0));
  // wgmma reads the tiles through the async proxy: each thread orders its
  // copies (and the padding it zeroed) before them.
  if (wg)
    ops.fenceAsyncShared();
  gpu::BarrierOp::create(b);
  {
    Value next = ops.add(i, ops.one);
    auto more = scf::IfOp::create(b, ops.ult(next, count), /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(more.thenBlock());
    issueStep(next);
  }
  ops.commit();
  Value buffer = ops.toI32(arith::AndIOp::create(b, i, ops.one));
  Value stepATile = inBuffer(stepAOffset, stepABytes, buffer);
  Value stepBTile = inBuffer(stepBOffset, stepBBytes, buffer);
  auto [step0, group] = stepAt(i);
  std::optional<MmaOperand> mask;
  if (t.mask)
    mask = atGroup(*t.mask, group);

  // The scores (Q Kᵀ, or K Qᵀ) and dO Vᵀ (or V dOᵀ).
  // (The query pass of the key pass's atomics needs only the row sums.)
  SmallVector<Fragment> s, dp;
  if (wg) {
    // Both products in flight, then one wait.
    Value sAcc = issueScores(0, ownALayout, stepATile, stepALayout, KD);
    Value dpAcc =
        issueScores(ownBOffset, ownBLayout, stepBTile, stepBLayout, KDV);
    NVVM::WgmmaWaitGroupSyncOp::create(b, 0);
    s = fragments(sAcc);
    dp = fragments(dpAcc);
  } else {
    s = scores(0, aLaneA, stepATile, bLaneA, KD, SD);
    if (!rowsOnly)
      dp = scores(ownBOffset, aLaneB, stepBTile, bLaneB, KDV, SDV);
  }

  // The key pass's statistics, per column (query) of the step tile, two
  // adjacent columns per shared load: D, c, and the LSE's shift (masked
  // steps) or it times -log2 e (unmasked ones).
  SmallVector<std::array<Value, 2>> colShift(stepTiles), colNegShift(stepTiles),
      colDots(stepTiles), colScale(stepTiles);
  if (!query) {
    Value laneBytes = ops.add(inBuffer(statsOffset, statsBytes, buffer),
                              ops.mul(ops.toI32(laneCol), ops.i32Constant(4)));
    auto pairType = VectorType::get({2}, ops.f32);
    auto loadPair = [&](int64_t stat, int64_t j) {
      Value at = ops.sharedAt(ops.add(
          laneBytes, ops.i32Constant(4 * (stat * shape.stepRows + 8 * j))));
      Value v = LLVM::LoadOp::create(b, pairType, at, /*alignment=*/8);
      return std::array<Value, 2>{
          LLVM::ExtractElementOp::create(b, v, ops.i32Constant(0)),
          LLVM::ExtractElementOp::create(b, v, ops.i32Constant(1))};
    };
    for (int64_t j = 0; j < stepTiles; ++j) {
      std::array<Value, 2> lse = loadPair(0, j);
      colDots[j] = loadPair(1, j);
      colScale[j] = loadPair(2, j);
      for (int64_t e = 0; e < 2; ++e) {
        colShift[j][e] = ops.safe(lse[e]);
        if (!masked)
          colNegShift[j][e] =
              ops.fmul(colShift[j][e], ops.f32Constant(-M_LOG2E));
      }
    }
  }

  // P = exp(S - LSE) (times c in the key pass), dS = P (dP - D), element
  // by element on the accumulator fragments. Unmasked: P = exp2(fma(s,
  // scale log2 e, -LSE log2 e)), one fma per score (the forward's form).
  SmallVector<Value> out(state.begin(), state.end());
  SmallVector<Fragment> p(stepTiles), ds(stepTiles);
  for (int64_t j = 0; j < stepTiles; ++j)
    for (int64_t e = 0; e < 4; ++e) {
      int64_t h = e / 2, c = e & 1;
      Value prob;
      if (masked) {
        Value own = ownRow(h);
        Value other = ops.add(step0, ops.add(laneCol, ops.index(8 * j + c)));
        Value row = query ? own : other, key = query ? other : own;
        Value visible = query ? ops.ult(key, n) : ops.ult(row, m);
        if (diagonal)
          visible = arith::AndIOp::create(
              b, visible, buildCausalVisible(b, b.getLoc(), row, key, diagonal));
        Value mv;
        if (mask) {
          Value offset = ops.add(
              mask->base,
              ops.add(ops.mul(whenLess(row, mSafeMax), mask->rowStride),
                      ops.mul(whenLess(key, nSafeMax), mask->keyStride)));
          mv = load(*mask, offset);
        }
        Value x = buildMaskedScore(b, b.getLoc(), s[j][e], scale, mv, visible);
        prob = buildShiftedExp(b, b.getLoc(), x,
                               query ? rowShift[h] : colShift[j][c], exp2Of);
      } else {
        prob = exp2(
            LLVM::FMAOp::create(b, s[j][e], scaleLog2e,
                                query ? rowNegShift[h] : colNegShift[j][c]));
      }
      if (query)
        out[sumIndex(h)] = ops.fadd(out[sumIndex(h)], prob);
      else
        prob = ops.fmul(prob, colScale[j][c]);
      if (rowsOnly)
        continue;
      Value dots = query ? rowDots[h] : colDots[j][c];
      p[j][e] = prob;
      ds[j][e] = ops.fmul(prob, arith::SubFOp::create(b, dp[j][e], dots));
    }

  // dQ += dS K; or dV += Pᵀ dO and dK += dSᵀ Q (and dQ += scale dS K by
  // atomics, dS through shared memory: the dS tile is complete after the
  // barrier, and free again after the next step's).
  if (rowsOnly)
    return out;
  if (wg) {
    // dQ += dS K, or dV += Pᵀ dO and dK += dSᵀ Q, then one wait.
    auto accIdx = [&](int64_t j, int64_t e) { return accIndex(j, e); };
    if (query) {
      issueAccumulate(out, accIdx, ds, stepATile, KD);
    } else {
      issueAccumulate(
          out, [&](int64_t j, int64_t e) { return valueIndex(j, e); }, p,
          stepBTile, KDV);
      issueAccumulate(out, accIdx, ds, stepATile, KD);
    }
    // With atomics: dS goes to its tile while those run, ordered before
    // the tensor cores' reads of it (every warp's part), then dS K. The
    // tile is written again only after the next step's barrier, when this
    // step's products are done.
    Value queryGradient;
    if (atomics) {
      storeScoreGradients(ds);
      ops.fenceAsyncShared();
      gpu::BarrierOp::create(b);
      queryGradient = issueQueryGradient();
    }
    NVVM::WgmmaWaitGroupSyncOp::create(b, 0);
    SmallVector<int64_t> indices;
    for (int64_t j = 0; j < KD / 8; ++j)
      for (int64_t e = 0; e < 4; ++e)
        indices.push_back(accIndex(j, e));
    for (int64_t j = 0; !query && j < KDV / 8; ++j)
      for (int64_t e = 0; e < 4; ++e)
        indices.push_back(valueIndex(j, e));
    SmallVector<Value> values =
        llvm::map_to_vector(indices, [&](int64_t index) { return out[index]; });
    values = ops.afterWait(values);
    for (auto [index, v] : llvm::zip_equal(indices, values))
      out[index] = v;
    if (atomics)
      reduceQueryGradient(ops.afterWait(queryGradient), step0, group);
    return out;
  }
  if (query) {
    accumulate(
        out, [&](int64_t j, int64_t e) { return accIndex(j, e); }, ds,
        stepATile, tLaneA, KD, SD);
    return out;
  }
  if (atomics)
    storeScoreGradients(ds);
  accumulate(
      out, [&](int64_t j, int64_t e) { return valueIndex(j, e); }, p, stepBTile,
      tLaneB, KDV, SDV);
  accumulate(
      out, [&](int64_t j, int64_t e) { return accIndex(j, e); }, ds, stepATile,
      tLaneA, KD, SD);
  if (atomics) {
    gpu::BarrierOp::create(b);
    addQueryGradient(step0, group);
  }
  return out;
}

void MmaBackwardEmitter::Impl::storeScoreGradients(ArrayRef<Fragment> ds) {
  // Element (r, c) in row r (stepRows elements rounded up to 64), chunk
  // c / 8 swizzled by r % 8 = lane / 4 (SwizzledTile::rows): a lane's
  // pair of columns is one 4-byte store, a warp's stores in distinct
  // banks.
  Value laneQuad = arith::AndIOp::create(b, lane, ops.i32Constant(3));
  Value laneGroup = arith::ShRUIOp::create(b, lane, ops.i32Constant(2));
  SwizzledTile layout = SwizzledTile::rows(llvm::alignTo(shape.stepRows, 64));
  // Keys past N (a ragged last block, whose K rows are zero) get dS = 0:
  // there P = c exp(-LSE) may overflow, and inf times a zero row of K
  // would make dQ NaN. The branch is the same for the whole workgroup.
  Value ragged = ops.ult(n, ops.add(own0, ops.index(shape.ownRows)));
  auto kind = scf::IfOp::create(b, ragged, /*withElse=*/true);
  OpBuilder::InsertionGuard g(b);
  for (bool clamp : {true, false}) {
    b.setInsertionPointToStart(clamp ? kind.thenBlock() : kind.elseBlock());
    for (int64_t h = 0; h < 2; ++h) {
      Value row = ops.add(ops.mul(warp, ops.i32Constant(16)),
                          ops.add(laneGroup, ops.i32Constant(8 * h)));
      Value rowBytes = ops.add(ops.i32Constant(dsOffset),
                               ops.mul(row, ops.i32Constant(layout.rowBytes)));
      Value keyInside = clamp ? ops.ult(ownRow(h), n) : Value();
      auto value = [&](Value x) -> Value {
        return clamp ? arith::SelectOp::create(b, keyInside, x, ops.zeroF)
                           .getResult()
                     : x;
      };
      for (int64_t j = 0; j < stepTiles; ++j) {
        Value chunk = ops.add(
            ops.i32Constant((j & ~7) * 16),
            ops.mul(arith::XOrIOp::create(b, laneGroup, ops.i32Constant(j & 7)),
                    ops.i32Constant(16)));
        Value at = ops.add(
            rowBytes, ops.add(chunk, ops.mul(laneQuad, ops.i32Constant(4))));
        LLVM::StoreOp::create(
            b, ops.pack(value(ds[j][2 * h]), value(ds[j][2 * h + 1])),
            ops.sharedAt(at), /*alignment=*/4);
      }
    }
  }
}

void MmaBackwardEmitter::Impl::addQueryGradient(Value step0, Value group) {
  SwizzledTile layout = SwizzledTile::rows(llvm::alignTo(shape.stepRows, 64));
  // Each warp takes 16 of the step's rows (queries) at a time; warps beyond
  // the step's groups of 16 rows (eight warps, steps of 64 rows) split the
  // columns of K.
  const int64_t warps = shape.warps(), rowGroups = shape.stepRows / 16;
  const int64_t warpsWithRows = std::min<int64_t>(warps, rowGroups);
  const int64_t columnParts =
      std::clamp<int64_t>(warps / warpsWithRows, 1, KD / 16);
  auto any = scf::IfOp::create(
      b, ops.ult(warp, ops.i32Constant(warpsWithRows * columnParts)),
      /*withElse=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(any.thenBlock());
  Value rowWarp = warp, columnPart;
  if (columnParts > 1) {
    rowWarp = arith::RemUIOp::create(b, warp, ops.i32Constant(warpsWithRows));
    columnPart =
        arith::DivUIOp::create(b, warp, ops.i32Constant(warpsWithRows));
  }
  // Lane l reads own row 16kk + l % 8 + 8 (l / 16) (the B pattern).
  Value laneRowBytes = ops.mul(bRow, ops.i32Constant(layout.rowBytes));
  MmaOperand dq = atGroup(*t.gradQuery, group);
  for (int64_t part = 0; part < rowGroups / warpsWithRows; ++part) {
    // The warp's 16 rows of dS as A fragments: the tile holds dSᵀ, read
    // transposed; lane l gives the chunk of query 16 w + 8 ((l / 8) % 2),
    // swizzled by its row's l % 8.
    Value rows16 = ops.add(rowWarp, ops.i32Constant(warpsWithRows * part));
    Value chunk = ops.add(ops.mul(rows16, ops.i32Constant(2)), laneMid);
    Value swizzled = ops.add(
        arith::AndIOp::create(b, chunk, ops.i32Constant(~7)),
        arith::XOrIOp::create(
            b, arith::AndIOp::create(b, chunk, ops.i32Constant(7)), lane7));
    Value laneBytes = ops.add(ops.add(ops.i32Constant(dsOffset), laneRowBytes),
                              ops.mul(swizzled, ops.i32Constant(16)));
    SmallVector<std::array<Value, 4>> a;
    for (int64_t kk = 0; kk < shape.ownRows / 16; ++kk)
      a.push_back(ops.ldmatrix(
          ops.add(laneBytes, ops.i32Constant(kk * 16 * layout.rowBytes)),
          /*transpose=*/true));
    // dQ's rows: the step's queries 16 rows16 + lane / 4 (+ 8).
    Value rowBase =
        ops.add(step0, ops.toIndex(ops.mul(rows16, ops.i32Constant(16))));
    std::array<Value, 2> rows, inside;
    for (int64_t h = 0; h < 2; ++h) {
      rows[h] = ops.add(rowBase, ops.add(laneRow, ops.index(8 * h)));
      inside[h] = ops.ult(rows[h], m);
    }
    // Column part c: 16 columns of K at a time, jp in [c J / P, (c + 1) J /
    // P), J = KD / 16, P = columnParts.
    for (int64_t c = 0; c < columnParts; ++c) {
      OpBuilder::InsertionGuard gc(b);
      if (columnParts > 1) {
        auto mine = scf::IfOp::create(
            b,
            arith::CmpIOp::create(b, arith::CmpIPredicate::eq, columnPart,
                                  ops.i32Constant(c)),
            /*withElse=*/false);
        b.setInsertionPointToStart(mine.thenBlock());
      }
      addQueryGradientColumns(dq, a, rows, inside, c * (KD / 16) / columnParts,
                              (c + 1) * (KD / 16) / columnParts);
    }
  }
}

void MmaBackwardEmitter::Impl::addQueryGradientColumns(
    const MmaOperand &dq, ArrayRef<std::array<Value, 4>> a,
    std::array<Value, 2> rows, std::array<Value, 2> inside, int64_t jpLo,
    int64_t jpHi) {
  // Two n8 fragments over the own rows per 16 columns.
  for (int64_t jp = jpLo; jp < jpHi; ++jp) {
    std::array<Fragment, 2> acc;
    acc.fill(Fragment{ops.zeroF, ops.zeroF, ops.zeroF, ops.zeroF});
    for (int64_t kk = 0; kk < shape.ownRows / 16; ++kk) {
      std::array<Value, 4> tb = ops.ldmatrix(
          ops.add(ops.add(ops.i32Constant(kk * 16 * 2 * SD), tLaneA),
                  ops.chunkAt(tChunk, 2 * jp)),
          /*transpose=*/true);
      for (int64_t half = 0; half < 2; ++half)
        acc[half] = ops.mma(a[kk], {tb[2 * half], tb[2 * half + 1]}, acc[half]);
    }
    for (int64_t half = 0; half < 2; ++half) {
      int64_t j = 2 * jp + half;
      if (8 * j >= D)
        continue;
      for (int64_t h = 0; h < 2; ++h) {
        auto store = scf::IfOp::create(b, inside[h], /*withElse=*/false);
        OpBuilder::InsertionGuard gs(b);
        b.setInsertionPointToStart(store.thenBlock());
        reduceToQueryGradient(dq, rows[h], j, acc[half][2 * h],
                              acc[half][2 * h + 1]);
      }
    }
  }
}

void MmaBackwardEmitter::Impl::reduceToQueryGradient(const MmaOperand &dq,
                                                     Value row, int64_t j,
                                                     Value x, Value y) {
  Value ptr = ops.address(dq, at(dq, row, ops.add(laneCol, ops.index(8 * j))));
  x = ops.fmul(x, scale);
  y = ops.fmul(y, scale);
  if (shape.vectorReductions) {
    LLVM::InlineAsmOp::create(
        b, TypeRange(), ValueRange{ptr, x, y},
        "red.global.add.v2.f32 [$0], {$1, $2};", "l,f,f",
        /*has_side_effects=*/true, /*is_align_stack=*/false,
        LLVM::tailcallkind::TailCallKind::None,
        LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT),
        /*operand_attrs=*/ArrayAttr());
    return;
  }
  for (auto [e, v] : llvm::enumerate(std::array<Value, 2>{x, y})) {
    Value at = e ? LLVM::GEPOp::create(b, ptr.getType(), ops.f32, ptr,
                                       ArrayRef<LLVM::GEPArg>{1})
                       .getResult()
                 : ptr;
    LLVM::AtomicRMWOp::create(b, LLVM::AtomicBinOp::fadd, at, v,
                              LLVM::AtomicOrdering::monotonic);
  }
}

Value MmaBackwardEmitter::Impl::issueQueryGradient() {
  // The k16 step kk reads 16 own rows of both tiles; the leading offset is
  // the distance between 64-column blocks (of K's head dims; the dS tile
  // has one).
  auto accType = LLVM::LLVMStructType::getLiteral(
      b.getContext(), SmallVector<Type>(KD / 2, ops.f32));
  Value d = LLVM::UndefOp::create(b, accType);
  Value aDesc = ops.wgmmaDescriptor(window, ops.i32Constant(dsOffset),
                                    128 * shape.ownRows);
  Value bDesc =
      ops.wgmmaDescriptor(window, ops.i32Constant(0), 128 * shape.ownRows);
  NVVM::WgmmaFenceAlignedOp::create(b);
  for (int64_t kk = 0; kk < shape.ownRows / 16; ++kk)
    d = ops.wgmma(d, ops.offsetDescriptor(aDesc, kk * 16 * 128),
                  ops.offsetDescriptor(bDesc, kk * 16 * 128), KD,
                  /*accumulate=*/kk > 0, /*aMNMajor=*/true,
                  /*bMNMajor=*/true);
  NVVM::WgmmaGroupSyncAlignedOp::create(b);
  return d;
}

void MmaBackwardEmitter::Impl::reduceQueryGradient(ArrayRef<Value> acc,
                                                   Value step0, Value group) {
  // Element i of a thread: element i % 4 of n8 tile i / 4 of its warp's 16
  // queries.
  MmaOperand dq = atGroup(*t.gradQuery, group);
  Value warpRow =
      ops.add(step0, ops.toIndex(ops.mul(warp, ops.i32Constant(16))));
  for (int64_t h = 0; h < 2; ++h) {
    Value row = ops.add(warpRow, ops.add(laneRow, ops.index(8 * h)));
    auto store = scf::IfOp::create(b, ops.ult(row, m), /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(store.thenBlock());
    for (int64_t j = 0; j < D / 8; ++j)
      reduceToQueryGradient(dq, row, j, acc[4 * j + 2 * h],
                            acc[4 * j + 2 * h + 1]);
  }
}

void MmaBackwardEmitter::Impl::finish(ValueRange state, bool unitRowScale) {
  // No copy is left in flight when the kernel ends.
  NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(0));
  Value quadLeader = arith::CmpIOp::create(
      b, arith::CmpIPredicate::eq,
      arith::AndIOp::create(b, lane, ops.i32Constant(3)), ops.i32Constant(0));
  for (int64_t h = 0; h < 2; ++h) {
    // c = 1 / row sums (0 on a row that sees no key), from the quad's sums.
    Value rowScale;
    if (query && unitRowScale)
      rowScale = ops.f32Constant(1.0);
    else if (query)
      rowScale = buildRowNormalizer(
          b, b.getLoc(),
          ops.quadReduce(state[sumIndex(h)], /*isMax=*/false));
    Value row = ownRow(h);
    auto valid =
        scf::IfOp::create(b, ops.ult(row, ownLimit()), /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(valid.thenBlock());
    if (query) {
      // dQ, or zeros for the key pass's atomics to add to.
      Value factor = ops.fmul(scale, rowScale);
      storeRow(
          *t.gradQuery, row, D,
          [&](int64_t j, int64_t e) {
            return rowsOnly ? ops.zeroF
                            : ops.fmul(state[accIndex(j, e)], factor);
          },
          h);
      auto leader = scf::IfOp::create(b, quadLeader, /*withElse=*/false);
      b.setInsertionPointToStart(leader.thenBlock());
      store(t.rowScale,
            ops.add(t.rowScale.base, ops.mul(row, t.rowScale.rowStride)),
            rowScale);
      continue;
    }
    storeRow(
        *t.gradKey, row, D,
        [&](int64_t j, int64_t e) {
          return ops.fmul(state[accIndex(j, e)], scale);
        },
        h);
    storeRow(
        *t.gradValue, row, DV,
        [&](int64_t j, int64_t e) { return state[valueIndex(j, e)]; }, h);
  }
}

//===----------------------------------------------------------------------===//
// MmaBackwardEmitter
//===----------------------------------------------------------------------===//

MmaBackwardEmitter::MmaBackwardEmitter(OpBuilder &b, Location loc,
                                       const MmaBackwardShape &shape, Value m,
                                       Value n, Value scale)
    : impl(std::make_unique<Impl>(b, loc, shape, m, n, scale)) {}

MmaBackwardEmitter::~MmaBackwardEmitter() = default;

void MmaBackwardEmitter::setWorkgroup(const MmaBackwardOperands &operands,
                                      Value own0) {
  EmitterBuilders::Entry entry(*impl);
  impl->setWorkgroup(operands, own0);
}

void MmaBackwardEmitter::rotateSteps(Value lo, Value hi) {
  impl->rotLo = lo;
  impl->rotHi = hi;
}

SmallVector<Value> MmaBackwardEmitter::begin(Value first, Value count,
                                             Value groups) {
  EmitterBuilders::Entry entry(*impl);
  return impl->begin(first, count, groups);
}

SmallVector<Value> MmaBackwardEmitter::step(Value i, ValueRange state,
                                            bool masked, Value diagonal) {
  EmitterBuilders::Entry entry(*impl);
  return impl->step(i, state, masked, diagonal);
}

void MmaBackwardEmitter::finish(ValueRange state, bool unitRowScale) {
  EmitterBuilders::Entry entry(*impl);
  impl->finish(state, unitRowScale);
}
