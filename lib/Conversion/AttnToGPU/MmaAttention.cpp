//===- MmaAttention.cpp - attention on tensor-core fragments --------------===//
//
// See MmaAttention.h, and MmaKernelBuilder.h for the kernel's structure.
// On wgmma (sm_90a) each warp of the warpgroup holds its 16 rows of an m64
// accumulator in the same m16n8 layout, so everything but the products and
// the tile layout (below, "The products on wgmma") is shared.
// Fragment layouts are those of mma.sync m16n8k16 (PTX ISA, "Matrix
// Fragments for mma.m16n8k16"): lane l holds rows l/4 and l/4 + 8 and
// columns 2(l%4), 2(l%4) + 1 of each 16x8 f32 accumulator, which is also
// the A-fragment layout of the next product, so P stays in registers.
//
// Shared-memory tiles store each row of w elements as w/8 chunks of 16
// bytes, chunk c of row r at position c ^ (r % 8), in rows padded to a
// multiple of 64 elements (128 bytes, so that c ^ (r % 8) stays inside the
// row; on wgmma in 128-byte swizzle atoms, SwizzledTile): the eight rows
// one ldmatrix phase reads, and the eight chunks of a row one copy writes,
// fall in distinct banks. With rows that are
// multiples of 8 apart, a lane's chunk address is its own swizzled base XOR
// a constant, so addresses cost one XOR each and keep few registers live.
//
//===----------------------------------------------------------------------===//

#include "MmaOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"

#include <cassert>
#include <cmath>

using namespace mlir;
using namespace mlir::attn;

/// Warps of the workgroup; each owns tile-m / 4 query rows.
static constexpr int64_t kWarps = kMmaWarps;

/// Warp specialization: the registers per thread the copying warpgroup
/// keeps and the consumers take, by consumer count: 128 (24 + 2 * 240) and
/// 128 (32 + 3 * 160) fill the 64K registers of an SM.
static int64_t producerRegisters(int64_t consumers) {
  return consumers == 3 ? 32 : 24;
}
static int64_t consumerRegisters(int64_t consumers) {
  return consumers == 3 ? 160 : 240;
}

/// Ping-pong: consumer c's turn at the tensor cores is named barrier
/// kFirstTurnBarrier + c (0 is the workgroup's), of both consumers' threads.
static constexpr int64_t kFirstTurnBarrier = 1;

/// How long (ns) a thread waiting on an mbarrier may be suspended before
/// it tests the phase again (a hint; CUTLASS's value).
static constexpr int64_t kMbarrierSuspendHintNs = 0x989680;

int64_t MmaAttentionShape::mbarrierCount() const {
  if (!tmaCopies)
    return 0;
  int64_t kv = warpSpecialized && overlapSoftmax ? 8 : warpSpecialized ? 4 : 2;
  return kv + (persistent ? 2 * queryBuffers : 0);
}

int64_t MmaAttentionShape::sharedMemoryBytes() const {
  int64_t d = llvm::alignTo(headDim, sharedRowElements),
          dv = llvm::alignTo(valueDim, sharedRowElements);
  return 2 * (queryBuffers * tileM * d + 2 * tileN * (d + dv));
}

//===----------------------------------------------------------------------===//
// The emitter
//===----------------------------------------------------------------------===//

class MmaAttentionEmitter::Impl : public EmitterBuilders {
public:
  Impl(OpBuilder &builder, Location loc, const MmaAttentionShape &shape,
       Value m, Value n, Value scale)
      : EmitterBuilders(builder, loc), shape(shape), m(m), n(n), scale(scale),
        ops(b, shape.inputType), D(shape.headDim), DV(shape.valueDim),
        KD(llvm::alignTo(D, 16)), DVP(llvm::alignTo(DV, 16)),
        SD(llvm::alignTo(D, shape.sharedRowElements)),
        SDV(llvm::alignTo(DV, shape.sharedRowElements)), wg(shape.warpgroupMma),
        tma(shape.tmaCopies), ws(shape.warpSpecialized),
        pingPong(ws && shape.pingPong), overlap(ws && shape.overlapSoftmax),
        consumers(shape.consumers()),
        slices(shape.tileM / (16 * kWarps * consumers)),
        sliceRows(wg ? 16 * kWarps : 16), nTiles(shape.tileN / 8),
        vTiles(DVP / 8), qBytes(2 * shape.tileM * SD),
        kBytes(2 * shape.tileN * SD), vBytes(2 * shape.tileN * SDV),
        kOffset(shape.queryBuffers * qBytes), vOffset(kOffset + 2 * kBytes),
        oCount(slices * vTiles * 4), rows(2 * slices),
        pCount(overlap ? slices * shape.tileN / 16 * 4 : 0),
        qLayout(wg ? SwizzledTile::atoms(shape.tileM) : SwizzledTile::rows(SD)),
        kLayout(wg ? SwizzledTile::atoms(shape.tileN) : SwizzledTile::rows(SD)),
        vLayout(wg ? SwizzledTile::atoms(shape.tileN)
                   : SwizzledTile::rows(SDV)) {
    zero = ops.zero;
    one = ops.one;
    tid = ops.tid;
    lane = ops.lane;
    warp = ops.warp;
    if (ws) {
      // The consumer warpgroup (0 to consumers - 1) and the warp within it.
      consumer = arith::SubIOp::create(
          b, arith::ShRUIOp::create(b, ops.toI32(tid), ops.i32Constant(7)),
          ops.i32Constant(1));
      warp = arith::AndIOp::create(b, warp, ops.i32Constant(3));
    }
    leave();
  }

  MmaAttentionShape shape;
  MmaAttentionOperands t;
  Value m, n, scale;
  MmaOps ops;
  const int64_t D, DV;
  // The head dims the products run over: D and DV up to a multiple of 16
  // (k16 steps of Q Kᵀ, pairs of n8 tiles of P V). The columns in between
  // are zero in shared memory (zeroPadding) and O's are not stored.
  const int64_t KD, DVP;
  // Row widths (elements) of the Q and K tiles and of the V tile.
  const int64_t SD, SDV;
  // Whether the products are wgmma's (MmaAttentionShape::warpgroupMma), and
  // whether the copies are TMA's (MmaAttentionShape::tmaCopies).
  const bool wg, tma;
  // Warp specialization (MmaAttentionShape::warpSpecialized), the
  // consumers' turns at the tensor cores (ping-pong), and each consumer's
  // softmax overlapping its previous block's P·V (overlapSoftmax).
  const bool ws, pingPong, overlap;
  // The warpgroups that run the steps (MmaAttentionShape::consumers).
  const int64_t consumers;
  // Slices of the query tile (each warp's m16 slices; with wgmma, the m64
  // slices of the warpgroup, in which each warp has 16 rows), the rows
  // between a warp's slices, n8 tiles per key block and per V row.
  const int64_t slices, sliceRows, nTiles, vTiles;
  // Bytes of the Q tile and of one K and one V block; where K and V start.
  const int64_t qBytes, kBytes, vBytes, kOffset, vOffset;
  // Loop state: O fragments, then per row (2 per slice) the max and sum;
  // with overlap, then the carried P (pCount packed A-fragment registers),
  // the index of its block and whether there is one.
  const int64_t oCount, rows, pCount;
  // Where the chunks of the Q tile and of a K and a V block are.
  const SwizzledTile qLayout, kLayout, vLayout;

  Value zero, one, tid, lane, warp, consumer;
  Value tileRow0, blocks, tn;
  // Persistent kernels (MmaAttentionShape::persistent): the tiles the
  // workgroup ran before this one and their key blocks (index), which
  // place this tile's blocks in the ring of K/V buffers; null otherwise.
  Value tilesBefore, blocksBefore;
  Value qLane, qChunk, kLane, kChunk, vLane, vChunk, lane7;
  SmallVector<SmallVector<std::array<Value, 4>>> qResident;
  bool sumsOnTensorCores = true;
  Value ones, log2e, c, nSafeMax, mSafeMax, laneRow, laneCol, warpRow0;
  // The lane's first fragment column, (lane % 4) * 2 (i32; laneCol: index).
  Value laneColumn;
  bool additiveMask = false;

  // Positions in the state: O element e of n8 tile j of slice sl; the max
  // and the sum of fragment row h (0: lane / 4, 1: lane / 4 + 8) of sl.
  int64_t oIndex(int64_t sl, int64_t j, int64_t e) const {
    return (sl * vTiles + j) * 4 + e;
  }
  int64_t maxIndex(int64_t sl, int64_t h) const { return oCount + 2 * sl + h; }
  int64_t sumIndex(int64_t sl, int64_t h) const {
    return oCount + rows + 2 * sl + h;
  }
  // P's A-fragment register r of k16 step kk of slice sl (overlap).
  int64_t pIndex(int64_t sl, int64_t kk, int64_t r) const {
    return oCount + 2 * rows + (sl * (shape.tileN / 16) + kk) * 4 + r;
  }
  int64_t carriedBlockIndex() const { return oCount + 2 * rows + pCount; }
  int64_t carriedIndex() const { return carriedBlockIndex() + 1; }

  /// The global address of element `offset` (index) of `operand`.
  Value address(const MmaOperand &operand, Value offset) {
    return ops.address(operand, offset);
  }
  /// Element `offset` of `operand` as f32 (i1 for a boolean mask).
  Value load(const MmaOperand &operand, Value offset) {
    Value v = LLVM::LoadOp::create(b, operand.elementType,
                                   address(operand, offset));
    if (v.getType().isInteger(1) || v.getType().isF32())
      return v;
    return arith::ExtFOp::create(b, b.getF32Type(), v);
  }
  /// Stores f32 `v` to element `offset` of `operand`.
  void store(const MmaOperand &operand, Value offset, Value v) {
    if (!operand.elementType.isF32())
      v = arith::TruncFOp::create(b, operand.elementType, v);
    LLVM::StoreOp::create(b, v, address(operand, offset));
  }
  Value intrinsic(StringRef name, Value x) {
    return LLVM::CallIntrinsicOp::create(b, b.getF32Type(),
                                         b.getStringAttr(name), ValueRange{x})
        .getResult(0);
  }
  Value exp2(Value x) { return intrinsic("llvm.nvvm.ex2.approx.ftz.f", x); }
  Value log2(Value x) { return intrinsic("llvm.nvvm.lg2.approx.ftz.f", x); }

  void setWorkgroup(const MmaAttentionOperands &operands, Value row0);
  void issueBlock(Value block, bool full);
  // TMA: the mbarrier of K/V buffer `buffer` (i32), whether this thread is
  // the one that copies, a tile's 64-column boxes, and a block's copies.
  Value mbarrier(Value buffer);
  // The mbarriers of K/V buffer `buffer` (i32): "full" (its copies landed;
  // with overlap, K's alone) and "empty" (the consumers released it; with
  // overlap, K's alone), and with overlap V's own "full" and "empty".
  Value emptyMbarrier(Value buffer) {
    return mbarrier(ops.add(buffer, ops.i32Constant(2 * (overlap ? 2 : 1))));
  }
  Value fullValuesMbarrier(Value buffer) {
    return mbarrier(ops.add(buffer, ops.i32Constant(2)));
  }
  Value emptyValuesMbarrier(Value buffer) {
    return mbarrier(ops.add(buffer, ops.i32Constant(6)));
  }
  // Persistent kernels: the tile's Q buffer (i32; tile t's is t % Q
  // buffers), where it starts in shared memory, the phase of its
  // mbarriers it is on ((t / Q buffers) % 2; `back` uses before), and its
  // "full" and "empty" mbarriers, after the K/V buffers' (kMbarriersName
  // holds MmaAttentionShape::mbarrierCount()).
  Value queryBuffer() {
    return ops.toI32(
        arith::RemUIOp::create(b, tilesBefore, ops.index(shape.queryBuffers)));
  }
  // (One value a statement: the IR's order is not the host compiler's
  // argument order.)
  Value queryTileAt() {
    if (!shape.persistent)
      return ops.i32Constant(0);
    Value buffer = queryBuffer();
    return ops.mul(buffer, ops.i32Constant(qBytes));
  }
  Value queryPhase(int64_t back) {
    Value use =
        arith::DivUIOp::create(b, tilesBefore, ops.index(shape.queryBuffers));
    if (back)
      use = arith::SubIOp::create(b, use, ops.index(back));
    return ops.toI32(arith::AndIOp::create(b, use, one));
  }
  Value fullQueryMbarrier() {
    Value buffer = queryBuffer();
    int64_t first = shape.mbarrierCount() - 2 * shape.queryBuffers;
    return mbarrier(ops.add(buffer, ops.i32Constant(first)));
  }
  Value emptyQueryMbarrier() {
    Value buffer = queryBuffer();
    int64_t first = shape.mbarrierCount() - shape.queryBuffers;
    return mbarrier(ops.add(buffer, ops.i32Constant(first)));
  }
  // Where block `block` (index) is in the ring of copies: the block itself,
  // or in a persistent kernel, after the workgroup's earlier tiles' blocks.
  Value slotOf(Value block) {
    return blocksBefore ? ops.add(blocksBefore, block) : block;
  }
  // The buffer of block `block` (index), i32, and the parity of its phase
  // on that buffer's mbarriers, (slot / 2) % 2 (one value a statement: the
  // IR's order is not the host compiler's argument order).
  Value bufferOf(Value block) {
    return ops.toI32(arith::AndIOp::create(b, slotOf(block), one));
  }
  // Where K/V buffer `buffer`'s (i32) K and V tiles start in shared memory.
  Value kTileAt(Value buffer) {
    return ops.add(ops.i32Constant(kOffset),
                   ops.mul(buffer, ops.i32Constant(kBytes)));
  }
  Value vTileAt(Value buffer) {
    return ops.add(ops.i32Constant(vOffset),
                   ops.mul(buffer, ops.i32Constant(vBytes)));
  }
  Value phaseOf(Value block) {
    Value half = arith::ShRUIOp::create(b, slotOf(block), one);
    return ops.toI32(arith::AndIOp::create(b, half, one));
  }
  void arrive(Value bar) {
    NVVM::MBarrierArriveOp::create(
        b, Type(), bar, Value(),
        NVVM::MemScopeKindAttr::get(b.getContext(), NVVM::MemScopeKind::CTA));
  }
  Value splitRoles();
  void produce(Value blockCount);
  // What each role does once, before its first tile: the producer gives up
  // registers, the consumers take them (and consumer 0 the first turn).
  void enterProducer() {
    setMaxRegisters(producerRegisters(consumers),
                    NVVM::SetMaxRegisterAction::decrease);
  }
  void enterConsumers() {
    setMaxRegisters(consumerRegisters(consumers),
                    NVVM::SetMaxRegisterAction::increase);
    // Consumer 0 has the first turn.
    if (pingPong)
      onConsumer(1, [&] { passTurn(); });
  }
  void wait(Value bar, Value phase) {
    NVVM::MBarrierTryWaitParityOp::create(
        b, bar, phase, ops.i32Constant(kMbarrierSuspendHintNs));
  }
  // Waits for block `block`'s copies: phase (block / 2) % 2 of its buffer's
  // mbarrier (one value a statement: the IR's order is not the host
  // compiler's argument order).
  void waitForBlock(Value block) {
    Value phase = phaseOf(block);
    Value full = mbarrier(bufferOf(block));
    wait(full, phase);
  }
  // Thread 0 initialises each K/V buffer's mbarrier (one arrival: the
  // copier's) and, with `empty`, its "empty" one (every consumer thread);
  // then the workgroup meets.
  void initMbarriers(bool empty);
  void setMaxRegisters(int64_t count, NVVM::SetMaxRegisterAction action) {
    NVVM::SetMaxRegisterOp::create(
        b, b.getI32IntegerAttr(count),
        NVVM::SetMaxRegisterActionAttr::get(b.getContext(), action));
  }
  // Ping-pong: wait for this consumer's turn at the tensor cores, and give
  // the turn to the other one.
  void takeTurn() {
    NVVM::BarrierOp::create(
        b, TypeRange{}, ops.add(consumer, ops.i32Constant(kFirstTurnBarrier)),
        ops.i32Constant(consumers * 32 * kWarps), {}, Value());
  }
  void passTurn() {
    NVVM::BarrierArriveOp::create(
        b,
        ops.add(arith::SubIOp::create(b, ops.i32Constant(1), consumer),
                ops.i32Constant(kFirstTurnBarrier)),
        ops.i32Constant(consumers * 32 * kWarps));
  }
  // Runs `body` on consumer `c` only.
  void onConsumer(int64_t c, llvm::function_ref<void()> body) {
    ops.ifThen(ops.eq(consumer, ops.i32Constant(c)), body);
  }
  Value isCopier() { return ops.eq(tid, zero); }
  void copyBoxes(const MmaOperand &operand, Value row, int64_t width,
                 int64_t rowCount, Value tileOffset, Value bar);
  void issueBlockByTma(Value block, int64_t extraBytes);
  void copyTileOfBlock(const MmaOperand &operand, Value block, int64_t width,
                       Value tile, Value bar);
  // The copier's arrival on `bar`, which then expects `bytes` more.
  void expectBytes(Value bar, int64_t bytes) {
    NVVM::MBarrierArriveExpectTxOp::create(
        b, Type(), bar, ops.i32Constant(bytes),
        NVVM::MemScopeKindAttr::get(b.getContext(), NVVM::MemScopeKind::CTA),
        b.getBoolAttr(false), /*predicate=*/Value());
  }
  SmallVector<std::array<Value, 4>> loadQ(int64_t kk);
  Value queryRow(int64_t s, int64_t h) {
    return ops.add(warpRow0,
                   ops.add(laneRow, ops.index(sliceRows * s + 8 * h)));
  }
  // wgmma: the shared-memory descriptors and the two products.
  Value descriptor(Value byteOffset, int64_t leadingBytes);
  Value offsetDescriptor(Value descriptor, int64_t bytes);
  SmallVector<Value> issueScoresByWgmma(Value kTile);
  SmallVector<Value> issueValuesByWgmma(ArrayRef<std::array<Value, 4>> pa,
                                        Value vTile, ValueRange acc);
  SmallVector<Value> oOfSlice(ArrayRef<Value> out, int64_t sl) const;
  void setOOfSlice(MutableArrayRef<Value> out, int64_t sl,
                   ValueRange acc) const;
  // The block step's parts.
  Value softmax(SmallVector<SmallVector<Fragment>> &s, SmallVector<Value> &out,
                int64_t lo, int64_t hi, Value block, bool masked, bool fused,
                Value diagonal, ArrayRef<Value> keyWords,
                SmallVector<Value> *alphas = nullptr);
  // A mask without a query dim (a key mask: padding) is read once per block
  // and warp, a lane a key: whether the kernel's mask is one.
  bool hasKeyMask() const;
  // The block's key mask, read a lane a key for each 32 keys. Boolean: the
  // visible keys (kept and below N), 32 to a word (a ballot of the warp),
  // each word shifted right by the lane's column: bit 8 (j % 4) + c of word
  // j / 4 is the thread's key 8 j + c of the block (c = 0, 1). Additive:
  // the lane's value of each 32 keys (f32; -inf past N), which the softmax
  // takes from lane 8 (j % 4) + column + c of word j / 4. Empty unless
  // `masked` and hasKeyMask().
  SmallVector<Value> keyMaskWords(Value block, bool masked);
  std::array<Value, 4> probabilities(SmallVector<SmallVector<Fragment>> &s,
                                     int64_t sl, int64_t kk,
                                     Fragment &blockSums);
  void addBlockSums(const Fragment &blockSums, int64_t sl,
                    SmallVector<Value> &out);
  void valuesByMma(SmallVector<SmallVector<Fragment>> &s, Value vLaneTile,
                   SmallVector<Value> &out);
  Value sharedWindow;
  void beginCopies();
  void issueNextBlock(Value block);
  SmallVector<Value> begin(Value blockCount);
  SmallVector<Value> step(Value block, ValueRange state, bool masked,
                          bool fused, Value diagonal);
  SmallVector<Value> overlappedStep(Value block, ValueRange state, bool masked,
                                    bool fused, Value diagonal);
  SmallVector<Value> issueCarriedValues(ArrayRef<Value> state,
                                        int64_t pendingAfter);
  void finish(ValueRange state);
};


// Per-lane ldmatrix addresses: row part + (swizzled chunk ^ constant).
void MmaAttentionEmitter::Impl::setWorkgroup(
    const MmaAttentionOperands &operands, Value row0) {
  t = operands;
  tileRow0 = row0;
  if (wg) {
    // Descriptors address the tiles, from the array's shared-window
    // address (32 bits).
    sharedWindow = LLVM::PtrToIntOp::create(b, b.getI32Type(), ops.shared);
    return;
  }
  lane7 = arith::AndIOp::create(b, lane, ops.i32Constant(7));
  Value laneHi =
      arith::ShRUIOp::create(b, lane, ops.i32Constant(4)); // lane / 16
  Value laneMid = arith::AndIOp::create(
      b, arith::ShRUIOp::create(b, lane, ops.i32Constant(3)),
      ops.i32Constant(1)); // (lane / 8) % 2
  auto chunkBytes = [&](Value part) -> Value {
    return arith::ShLIOp::create(b, arith::XOrIOp::create(b, part, lane7),
                                 ops.i32Constant(4));
  };
  // Q (A operand): rows warp * 16 * slices + lane % 16, chunk 2kk + lane / 16.
  Value qRow = ops.add(ops.mul(warp, ops.i32Constant(16 * slices)),
                       arith::AndIOp::create(b, lane, ops.i32Constant(15)));
  qLane = ops.mul(qRow, ops.i32Constant(2 * SD));
  qChunk = chunkBytes(laneHi);
  // K (B operand, two n8 tiles): key lane % 8 + 8 (lane / 16), chunk
  // 2kk + (lane / 8) % 2.
  kLane = ops.mul(ops.add(lane7, ops.mul(laneHi, ops.i32Constant(8))),
                  ops.i32Constant(2 * SD));
  kChunk = chunkBytes(laneMid);
  // V (B operand, transposed, two n8 tiles): key lane % 8 + 8 ((lane / 8) %
  // 2), chunk 2jp + lane / 16.
  vLane = ops.mul(ops.add(lane7, ops.mul(laneMid, ops.i32Constant(8))),
                  ops.i32Constant(2 * SDV));
  vChunk = chunkBytes(laneHi);
}


void MmaAttentionEmitter::Impl::issueBlock(Value block, bool full) {
  Value buffer = bufferOf(block);
  Value row0 = ops.mul(block, tn);
  MmaOperand k = t.k, v = t.v;
  if (k.pageSize) {
    // A paged cache: the block lies in one page (its keys are a multiple
    // of tile_n), page table[row0 / P]; its rows are addressed as keys
    // row0 .. of a tensor that starts where key (row0 / P) P is.
    Value slot = arith::DivUIOp::create(b, row0, ops.index(k.pageSize));
    Value entry = LLVM::LoadOp::create(
        b, b.getI32Type(),
        LLVM::GEPOp::create(
            b, LLVM::LLVMPointerType::get(b.getContext(), 1), b.getI32Type(),
            k.pageTable,
            ValueRange{arith::IndexCastOp::create(b, b.getI64Type(), slot)}));
    Value page = ops.toIndex(entry);
    Value first = ops.mul(slot, ops.index(k.pageSize));
    for (MmaOperand *cache : {&k, &v})
      cache->base = arith::SubIOp::create(
          b, ops.add(cache->base, ops.mul(page, cache->pageStride)),
          ops.mul(first, cache->rowStride));
  }
  ops.copyTile(k, k.rowStride, row0, n, shape.tileN, D, kLayout,
               kTileAt(buffer), full);
  ops.copyTile(v, v.rowStride, row0, n, shape.tileN, DV, vLayout,
               vTileAt(buffer), full);
}

Value MmaAttentionEmitter::Impl::mbarrier(Value buffer) {
  auto sharedPtr = LLVM::LLVMPointerType::get(b.getContext(), 3);
  Value array = LLVM::AddressOfOp::create(b, sharedPtr, kMbarriersName);
  return LLVM::GEPOp::create(b, sharedPtr, b.getI64Type(), array,
                             ValueRange{buffer});
}

// The tile of `rowCount` rows from `row` (i32) of `operand`, `width`
// columns (a multiple of 64), as width / 64 boxes of its tensor map, each
// one 128-byte swizzle block of SwizzledTile::atoms.
void MmaAttentionEmitter::Impl::copyBoxes(const MmaOperand &operand, Value row,
                                          int64_t width, int64_t rowCount,
                                          Value tileOffset, Value bar) {
  for (int64_t box = 0; box < width / 64; ++box) {
    SmallVector<Value> coordinates = {ops.i32Constant(64 * box), row};
    coordinates.append(operand.mapCoordinates);
    // The destination is a shared::cluster address (the CTA's own).
    Value destination = LLVM::AddrSpaceCastOp::create(
        b, LLVM::LLVMPointerType::get(b.getContext(), 7),
        ops.sharedAt(
            ops.add(tileOffset, ops.i32Constant(box * 128 * rowCount))));
    NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp::create(
        b, destination, operand.tensorMap, coordinates, bar,
        /*im2colOffsets=*/ValueRange(), /*multicastMask=*/Value(),
        /*l2CacheHint=*/Value(),
        NVVM::TMALoadModeAttr::get(b.getContext(), NVVM::TMALoadMode::TILE),
        b.getBoolAttr(false), /*group=*/nullptr, /*predicate=*/Value());
  }
}

// The copier's copies of key block `block` into its buffer, on the buffer's
// mbarrier, which expects their bytes and `extraBytes` more (the Q tile's,
// copied beside the first block).
void MmaAttentionEmitter::Impl::issueBlockByTma(Value block,
                                                int64_t extraBytes) {
  Value buffer = bufferOf(block);
  Value bar = mbarrier(buffer);
  expectBytes(bar, kBytes + vBytes + extraBytes);
  copyTileOfBlock(t.k, block, SD, kTileAt(buffer), bar);
  copyTileOfBlock(t.v, block, SDV, vTileAt(buffer), bar);
}

// The copies of `operand`'s tile of key block `block` (K or V, `width`
// columns) into shared memory at `tile` (i32), on mbarrier `bar`. (One value
// a statement: the IR's order is not the host compiler's argument order.)
void MmaAttentionEmitter::Impl::copyTileOfBlock(const MmaOperand &operand,
                                                Value block, int64_t width,
                                                Value tile, Value bar) {
  Value row = ops.toI32(ops.mul(block, tn));
  copyBoxes(operand, row, width, shape.tileN, tile, bar);
}

// Q's A fragments of k16 step kk, one per slice.
SmallVector<std::array<Value, 4>> MmaAttentionEmitter::Impl::loadQ(int64_t kk) {
  SmallVector<std::array<Value, 4>> qa;
  for (int64_t sl = 0; sl < slices; ++sl)
    qa.push_back(
        ops.ldmatrix(ops.add(ops.add(qLane, ops.i32Constant(sl * 16 * 2 * SD)),
                             ops.chunkAt(qChunk, 2 * kk)),
                     /*transpose=*/false));
  return qa;
}

// Warp specialization: buffer b's "full" mbarrier (b) completes a phase on
// the producer's arrival and its copies' bytes, its "empty" one (2 + b;
// with overlap 4 + b) when every consumer thread has arrived after its
// products; with overlap, V's "full" (2 + b) and "empty" (6 + b) likewise.
void MmaAttentionEmitter::Impl::initMbarriers(bool empty) {
  ops.ifThen(isCopier(), [&] {
    auto init = [&](Value bar, int64_t count) {
      NVVM::MBarrierInitOp::create(b, bar, ops.i32Constant(count), Value());
    };
    for (int64_t buffer = 0; buffer < 2; ++buffer) {
      Value index = ops.i32Constant(buffer);
      init(mbarrier(index), 1);
      if (empty)
        init(emptyMbarrier(index), consumers * 32 * kWarps);
      if (overlap) {
        init(fullValuesMbarrier(index), 1);
        init(emptyValuesMbarrier(index), consumers * 32 * kWarps);
      }
    }
    // Persistent: each Q buffer's "full" and "empty" ones.
    int64_t first = shape.mbarrierCount() - 2 * shape.queryBuffers;
    for (int64_t i = 0; shape.persistent && i < 2 * shape.queryBuffers; ++i)
      init(mbarrier(ops.i32Constant(first + i)),
           i < shape.queryBuffers ? 1 : consumers * 32 * kWarps);
    NVVM::FenceMbarrierInitOp::create(b);
  });
  gpu::BarrierOp::create(b);
}

Value MmaAttentionEmitter::Impl::splitRoles() {
  initMbarriers(/*empty=*/true);
  return ops.ult(tid, ops.index(32 * kWarps));
}

// The producer: its warpgroup gives up registers; one thread copies the Q
// tile (bytes expected on block 0's mbarrier without an arrival), then each
// block once the consumers released its buffer (block j >= 2 waits for the
// release of block j - 2, phase (j / 2 - 1) % 2 of the buffer's empty
// mbarrier).
void MmaAttentionEmitter::Impl::produce(Value blockCount) {
  blocks = blockCount;
  tn = ops.index(shape.tileN);
  if (!shape.persistent)
    enterProducer();
  // A persistent kernel's consumers wait for every tile's Q (on its own
  // mbarrier), also of a tile without key blocks.
  Value copies = isCopier();
  if (!shape.persistent)
    copies = arith::AndIOp::create(b, copies, ops.ult(zero, blocks));
  auto copier = scf::IfOp::create(b, copies, /*withElse=*/false);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(copier.thenBlock());
  if (shape.persistent) {
    // The Q buffer's previous tile (Q buffers tiles before this one) is
    // released once every consumer's products have read its Q.
    ops.ifThen(ops.ult(ops.index(shape.queryBuffers - 1), tilesBefore), [&] {
      Value phase = queryPhase(1);
      wait(emptyQueryMbarrier(), phase);
    });
    Value full = fullQueryMbarrier();
    expectBytes(full, qBytes);
    Value tile = queryTileAt();
    Value row = ops.toI32(tileRow0);
    copyBoxes(t.q, row, SD, shape.tileM, tile, full);
  } else {
    Value first = mbarrier(ops.i32Constant(0));
    NVVM::MBarrierExpectTxOp::create(
        b, first, ops.i32Constant(qBytes),
        NVVM::MemScopeKindAttr::get(b.getContext(), NVVM::MemScopeKind::CTA));
    copyBoxes(t.q, ops.toI32(tileRow0), SD, shape.tileM, ops.i32Constant(0),
              first);
  }
  auto loop = scf::ForOp::create(b, zero, blocks, one);
  b.setInsertionPointToStart(loop.getBody());
  Value block = loop.getInductionVar();
  Value slot = slotOf(block);
  Value reused =
      arith::CmpIOp::create(b, arith::CmpIPredicate::uge, slot, ops.index(2));
  // The release of the block two slots before this one in the ring (this
  // buffer's previous block): phase (slot / 2 - 1) % 2 of the mbarrier
  // `barrier` gives.
  auto waitForRelease = [&](llvm::function_ref<Value()> barrier) {
    ops.ifThen(reused, [&] {
      Value phase = ops.toI32(arith::AndIOp::create(
          b, ops.add(arith::ShRUIOp::create(b, slot, one), one), one));
      wait(barrier(), phase);
    });
  };
  if (!overlap) {
    waitForRelease([&] { return emptyMbarrier(bufferOf(block)); });
    issueBlockByTma(block, 0);
    return;
  }
  // Overlap: K and V each on their own mbarriers: a block's K is read (and
  // released) a step before its V.
  Value buffer = bufferOf(block);
  waitForRelease([&] { return emptyMbarrier(buffer); });
  Value keys = mbarrier(buffer);
  expectBytes(keys, kBytes);
  copyTileOfBlock(t.k, block, SD, kTileAt(buffer), keys);
  waitForRelease([&] { return emptyValuesMbarrier(buffer); });
  Value values = fullValuesMbarrier(buffer);
  expectBytes(values, vBytes);
  copyTileOfBlock(t.v, block, SDV, vTileAt(buffer), values);
}

// cp.async: the zero padding, then the Q tile and the first key block.
void MmaAttentionEmitter::Impl::beginCopies() {
  // The padding columns of the products (head dims that are not multiples
  // of 16) are zero in every tile and buffer, so that they add nothing to
  // Q Kᵀ and give O columns that are not stored.
  ops.zeroPadding(0, shape.tileM, D, KD, qLayout);
  for (int64_t buffer = 0; buffer < 2; ++buffer) {
    ops.zeroPadding(kOffset + buffer * kBytes, shape.tileN, D, KD, kLayout);
    ops.zeroPadding(vOffset + buffer * vBytes, shape.tileN, DV, DVP, vLayout);
  }
  // Prologue: Q and the first key block, one commit group (two when Q is
  // loaded into registers before the loop: it waits for Q alone).
  {
    auto any = scf::IfOp::create(b, ops.ult(zero, blocks), /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(any.thenBlock());
    ops.copyTile(t.q, t.q.rowStride, tileRow0, m, shape.tileM, D, qLayout,
             ops.i32Constant(0), /*full=*/false);
    if (shape.qInRegisters)
      ops.commit();
    issueBlock(zero, /*full=*/false);
  }
  ops.commit();
  // Q's A fragments: loaded once here (Q's own commit group, then a
  // barrier) or, when they do not fit beside the loop state, from shared
  // memory in every block.
  if (shape.qInRegisters) {
    NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(1));
    gpu::BarrierOp::create(b);
    for (int64_t kk = 0; kk < KD / 16; ++kk)
      qResident.push_back(loadQ(kk));
  }
}

SmallVector<Value> MmaAttentionEmitter::Impl::begin(Value blockCount) {
  blocks = blockCount;
  tn = ops.index(shape.tileN);
  if (ws) {
    if (!shape.persistent)
      enterConsumers();
    else {
      // This tile's Q.
      Value phase = queryPhase(0);
      wait(fullQueryMbarrier(), phase);
    }
  } else if (tma) {
    // One arrival (the copier's expect_tx) and the copies' bytes complete
    // each phase of a buffer's mbarrier. Columns past the head dims are
    // zero-filled by the copies: no padding is written.
    initMbarriers(/*empty=*/false);
    // Prologue: the Q tile and the first key block, on mbarrier 0.
    Value first = arith::AndIOp::create(b, isCopier(), ops.ult(zero, blocks));
    ops.ifThen(first, [&] {
      issueBlockByTma(zero, qBytes);
      copyBoxes(t.q, ops.toI32(tileRow0), SD, shape.tileM, ops.i32Constant(0),
                mbarrier(ops.i32Constant(0)));
    });
  } else {
    beginCopies();
  }

  SmallVector<Value> init(oCount, ops.zeroF);
  init.append(rows, ops.negInf);
  init.append(rows, ops.zeroF);
  if (overlap) {
    init.append(pCount, ops.i32Constant(0));
    init.push_back(zero);
    init.push_back(arith::ConstantOp::create(b, b.getBoolAttr(false)));
  }
  // Row sums: on the tensor cores, as P times a B fragment of ones (1.0 in
  // both halves of a b32 register), which sums the probabilities as
  // rounded for P V; or per thread in f32 (P before rounding: a chain of
  // adds in the mma.sync kernels, a tree per row and block in the wgmma
  // ones), reduced across the quad at the end. bf16 attention with a
  // log-sum-exp result takes the second: the rounding of P to bf16 (2^-9)
  // would reach that result's tolerance. So do the wgmma kernels: there the
  // chain of mma.sync sat between the wait for the products and the next
  // block's issue (ptxas keeps it after the wait: C7513), where the adds run
  // beside the products (measured on an H100: 1.04-1.12x at d = 128,
  // 1.01-1.08x at d = 64).
  sumsOnTensorCores = !(t.lse && ops.bf16) && !wg;
  ones = sumsOnTensorCores
             ? ops.i32Constant(ops.bf16 ? 0x3F803F80 : 0x3C003C00)
             : Value();
  // Scores and maxima stay in natural units. An additive mask may hold
  // values down to -FLT_MAX (torch.finfo(float32).min), which times log2 e
  // overflow to -inf: with one, log2 e multiplies only differences,
  // P = exp2((s - m) log2 e) (sub, mul; the mask added in the fma
  // s scale + mask). Without one, every finite score is a dot product
  // times the scale and the row's shift is scaled once per block:
  // P = exp2(fma(s, log2 e, -m log2 e)), or for raw scores (fused)
  // exp2(fma(s, scale log2 e, -m log2 e)), one fma per score as in base-2
  // units.
  log2e = ops.f32Constant(M_LOG2E);
  c = ops.fmul(scale, log2e);
  additiveMask = t.mask && !t.mask->elementType.isInteger(1);
  nSafeMax = arith::MaxSIOp::create(b, arith::SubIOp::create(b, n, one), zero);
  mSafeMax = arith::MaxSIOp::create(b, arith::SubIOp::create(b, m, one), zero);
  // Query row of fragment row `h` (0: lane / 4, 1: lane / 4 + 8) of slice s.
  laneRow = ops.toIndex(arith::ShRUIOp::create(b, lane, ops.i32Constant(2)));
  laneColumn = ops.mul(arith::AndIOp::create(b, lane, ops.i32Constant(3)),
                       ops.i32Constant(2));
  laneCol = ops.toIndex(laneColumn);
  warpRow0 = ops.add(
      tileRow0,
      ops.toIndex(ops.mul(warp, ops.i32Constant(wg ? 16 : 16 * slices))));
  if (ws)
    warpRow0 = ops.add(
        warpRow0, ops.toIndex(ops.mul(consumer, ops.i32Constant(slices * 64))));
  return init;
}

// cp.async: waits for block `block`'s copies, then issues the next block's.
void MmaAttentionEmitter::Impl::issueNextBlock(Value block) {
  // This block landed and is visible to every thread, and every warp is
  // done with the previous one: its buffer takes the next block, which
  // loads while this one is computed. One barrier per block.
  NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(0));
  // The tensor cores read the tiles through the async proxy: each thread
  // orders its copies (and the padding it zeroed) before them.
  if (wg)
    ops.fenceAsyncShared();
  gpu::BarrierOp::create(b);
  Value next = ops.add(block, one);
  {
    // The next block, if any: whole (every key below N) or the ragged
    // last one, which clamps its rows and zero-fills those past N.
    // Whole-block copies are taken at the head dims a GPU has checked
    // them at (64 and 128); the others keep the clamped copies until one
    // has (docs/Testing.md).
    auto more = scf::IfOp::create(b, ops.ult(next, blocks), /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(more.thenBlock());
    auto checked = [](int64_t d) { return d == 64 || d == 128; };
    if (!checked(D) || !checked(DV)) {
      issueBlock(next, /*full=*/false);
    } else {
      Value whole = arith::CmpIOp::create(b, arith::CmpIPredicate::ule,
                                          ops.mul(ops.add(next, one), tn), n);
      auto kind = scf::IfOp::create(b, whole, /*withElse=*/true);
      b.setInsertionPointToStart(kind.thenBlock());
      issueBlock(next, /*full=*/true);
      b.setInsertionPointToStart(kind.elseBlock());
      issueBlock(next, /*full=*/false);
    }
  }
  ops.commit();
}

SmallVector<Value> MmaAttentionEmitter::Impl::step(Value block,
                                                   ValueRange state,
                                                   bool masked, bool fused,
                                                   Value diagonal) {
  if (overlap)
    return overlappedStep(block, state, masked, fused, diagonal);
  if (ws) {
    waitForBlock(block);
  } else if (tma) {
    Value next = ops.add(block, one);
    // Every warp is done with the previous block (its products waited
    // for): its buffer takes the next block, which loads while this one is
    // computed. Then this block's mbarrier phase, (block / 2) % 2.
    gpu::BarrierOp::create(b);
    ops.ifThen(arith::AndIOp::create(b, isCopier(), ops.ult(next, blocks)),
               [&] { issueBlockByTma(next, 0); });
    waitForBlock(block);
  } else {
    issueNextBlock(block);
  }
  Value buffer = bufferOf(block);
  Value kTile = kTileAt(buffer), vTile = vTileAt(buffer);
  Value kLaneTile = wg ? Value() : ops.add(kTile, kLane),
        vLaneTile = wg ? Value() : ops.add(vTile, vLane);
  Value zeroF = ops.zeroF;

  // S = Q Kᵀ. On wgmma each slice's product is a commit group of its own,
  // waited for just before its softmax: the next slice's product runs
  // meanwhile.
  SmallVector<SmallVector<Fragment>> s(
      slices,
      SmallVector<Fragment>(nTiles, Fragment{zeroF, zeroF, zeroF, zeroF}));
  SmallVector<Value> scoreGroups;
  if (wg) {
    if (pingPong)
      takeTurn();
    scoreGroups = issueScoresByWgmma(kTile);
    if (pingPong)
      passTurn();
  }
  // The key mask's loads run beside the products.
  SmallVector<Value> keyWords = keyMaskWords(block, masked);
  for (int64_t kk = 0; !wg && kk < KD / 16; ++kk) {
    SmallVector<std::array<Value, 4>> qa =
        shape.qInRegisters ? qResident[kk] : loadQ(kk);
    for (int64_t jp = 0; jp < nTiles / 2; ++jp) {
      std::array<Value, 4> kb = ops.ldmatrix(
          ops.add(ops.add(kLaneTile, ops.i32Constant(jp * 16 * 2 * SD)),
                  ops.chunkAt(kChunk, 2 * kk)),
          /*transpose=*/false);
      for (int64_t sl = 0; sl < slices; ++sl) {
        s[sl][2 * jp] = ops.mma(qa[sl], {kb[0], kb[1]}, s[sl][2 * jp]);
        s[sl][2 * jp + 1] = ops.mma(qa[sl], {kb[2], kb[3]}, s[sl][2 * jp + 1]);
      }
    }
  }

  SmallVector<Value> out(state.begin(), state.end());
  if (!wg) {
    softmax(s, out, 0, slices, block, masked, fused, diagonal, keyWords);
    valuesByMma(s, vLaneTile, out);
    return out;
  }
  // Per slice: its scores, then (while the later slices' products run) its
  // softmax, then its P V issued; everything waited for at the end.
  for (int64_t sl = 0; sl < slices; ++sl) {
    NVVM::WgmmaWaitGroupSyncOp::create(b, slices - 1);
    SmallVector<Value> scores = ops.afterWait(scoreGroups[sl]);
    for (int64_t i = 0, e = shape.tileN / 2; i < e; ++i)
      s[sl][i / 4][i % 4] = scores[i];
    softmax(s, out, sl, sl + 1, block, masked, fused, diagonal, keyWords);
    Fragment blockSums{zeroF, zeroF, zeroF, zeroF};
    SmallVector<std::array<Value, 4>> pa;
    for (int64_t kk = 0; kk < shape.tileN / 16; ++kk)
      pa.push_back(probabilities(s, sl, kk, blockSums));
    addBlockSums(blockSums, sl, out);
    if (pingPong)
      takeTurn();
    SmallVector<Value> d = issueValuesByWgmma(pa, vTile, oOfSlice(out, sl));
    if (pingPong)
      passTurn();
    setOOfSlice(out, sl, d);
  }
  NVVM::WgmmaWaitGroupSyncOp::create(b, 0);
  SmallVector<int64_t> oIndices;
  SmallVector<Value> oValues;
  for (int64_t sl = 0; sl < slices; ++sl)
    for (int64_t j = 0; j < vTiles; ++j)
      for (int64_t e = 0; e < 4; ++e) {
        oIndices.push_back(oIndex(sl, j, e));
        oValues.push_back(out[oIndex(sl, j, e)]);
      }
  oValues = ops.afterWait(oValues);
  for (auto [index, value] : llvm::zip(oIndices, oValues))
    out[index] = value;
  // Warp specialization: this warpgroup's products have read the buffer;
  // the producer may refill it once every consumer thread arrives.
  if (ws)
    arrive(emptyMbarrier(buffer));
  return out;
}

bool MmaAttentionEmitter::Impl::hasKeyMask() const {
  std::optional<int64_t> rowStride =
      t.mask ? getConstantIntValue(t.mask->rowStride) : std::nullopt;
  return shape.keyMaskPerBlock && rowStride && *rowStride == 0 &&
         shape.tileN % 32 == 0;
}

SmallVector<Value> MmaAttentionEmitter::Impl::keyMaskWords(Value block,
                                                           bool masked) {
  SmallVector<Value> words;
  if (!masked || !hasKeyMask())
    return words;
  Value key0 = ops.add(ops.mul(block, tn), ops.toIndex(lane));
  for (int64_t w = 0; w < shape.tileN / 32; ++w) {
    Value key = ops.add(key0, ops.index(32 * w));
    Value keySafe = arith::MinUIOp::create(b, key, nSafeMax);
    Value value = load(
        *t.mask, ops.add(t.mask->base, ops.mul(keySafe, t.mask->keyStride)));
    Value below = ops.ult(key, n);
    if (additiveMask) {
      words.push_back(
          arith::SelectOp::create(b, below, value, ops.negInf).getResult());
      continue;
    }
    Value visible = arith::AndIOp::create(b, value, below);
    Value word = NVVM::VoteSyncOp::create(b, ops.i32, ops.i32Constant(-1),
                                          visible, NVVM::VoteSyncKind::ballot);
    words.push_back(arith::ShRUIOp::create(b, word, laneColumn));
  }
  return words;
}

// Scale and mask the scores of slices [lo, hi), then the online-softmax
// update of their rows in `out`; `s` becomes P (f32). Returns whether any
// row of the warp moved its max (i1): with `alphas`, O is left for the
// caller to rescale by them.
Value MmaAttentionEmitter::Impl::softmax(SmallVector<SmallVector<Fragment>> &s,
                                         SmallVector<Value> &out, int64_t lo,
                                         int64_t hi, Value block, bool masked,
                                         bool fused, Value diagonal,
                                         ArrayRef<Value> keyWords,
                                         SmallVector<Value> *alphas) {
  UnaryBuilder exp2Of = [&](OpBuilder &, Location, Value x) {
    return exp2(x);
  };
  // Scale; mask where needed. With `fused` (an unmasked block and
  // scale > 0) the scores stay raw: the row max scales with them, and
  // scale and shift meet in one fma before exp2.
  Value key0 = ops.mul(block, tn);
  // An additive key mask's values of the thread's keys 8 j + c (at 2 j + c),
  // each from the lane that read it.
  SmallVector<Value> keyValues;
  if (additiveMask && !keyWords.empty()) {
    for (int64_t j = 0; j < nTiles; ++j)
      for (int64_t c = 0; c < 2; ++c)
        keyValues.push_back(
            gpu::ShuffleOp::create(
                b, keyWords[j / 4],
                ops.add(laneColumn, ops.i32Constant(8 * (j % 4) + c)),
                ops.i32Constant(32), gpu::ShuffleMode::IDX)
                .getShuffleResult());
  }
  for (int64_t sl = lo; !fused && sl < hi; ++sl)
    for (int64_t j = 0; j < nTiles; ++j)
      for (int64_t e = 0; e < 4; ++e) {
        Value raw = s[sl][j][e];
        Value x;
        if (masked) {
          Value key =
              ops.add(key0, ops.add(laneCol, ops.index(8 * j + (e & 1))));
          Value row = queryRow(sl, e / 2);
          // Keys past N: a test here, or (a key mask's words) a 0 bit or a
          // -inf value.
          Value visible, mv;
          if (keyWords.empty())
            visible = ops.ult(key, n);
          else if (!additiveMask)
            visible = arith::CmpIOp::create(
                b, arith::CmpIPredicate::ne,
                arith::AndIOp::create(
                    b, keyWords[j / 4],
                    ops.i32Constant(int64_t(1) << (8 * (j % 4) + (e & 1)))),
                ops.i32Constant(0));
          if (diagonal) {
            Value causal =
                buildCausalVisible(b, b.getLoc(), row, key, diagonal);
            visible =
                visible ? arith::AndIOp::create(b, visible, causal).getResult()
                        : causal;
          }
          if (!keyWords.empty() && additiveMask) {
            mv = keyValues[2 * j + (e & 1)];
          } else if (keyWords.empty() && t.mask) {
            Value rowSafe = arith::MinUIOp::create(b, row, mSafeMax);
            Value keySafe = arith::MinUIOp::create(b, key, nSafeMax);
            mv = load(*t.mask,
                      ops.add(ops.add(t.mask->base,
                                      ops.mul(rowSafe, t.mask->rowStride)),
                              ops.mul(keySafe, t.mask->keyStride)));
          }
          x = buildMaskedScore(b, b.getLoc(), raw, scale, mv, visible);
        } else {
          x = ops.fmul(raw, scale);
        }
        s[sl][j][e] = x;
      }

  // Online softmax on the fragments, with lazy rescaling: a row keeps its
  // running max m (the shift of its exponentials) until a block's max
  // exceeds it by more than kLazyRescaleThreshold (P then stays below
  // 2^threshold); only then, for every row of the warp (and the slices) at
  // once, does m move and O and l take the factor alpha. O / l is the same
  // either way.
  SmallVector<Value> blockMax(2 * slices);
  Value needed;
  for (int64_t sl = lo; sl < hi; ++sl)
    for (int64_t h = 0; h < 2; ++h) {
      Value rowMax = ops.negInf;
      for (int64_t j = 0; j < nTiles; ++j)
        rowMax =
            ops.fmax(rowMax, ops.fmax(s[sl][j][2 * h], s[sl][j][2 * h + 1]));
      rowMax = ops.quadReduce(rowMax, /*isMax=*/true);
      if (fused)
        rowMax = ops.fmul(rowMax, scale);
      blockMax[2 * sl + h] = rowMax;
      Value maxRef = out[maxIndex(sl, h)];
      Value need = arith::CmpFOp::create(
          b, arith::CmpFPredicate::OGT, rowMax,
          ops.fadd(maxRef,
                   ops.f32Constant(shape.lazyRescale ? kLazyRescaleThreshold
                                                     : 0.0)));
      needed =
          needed ? arith::OrIOp::create(b, needed, need).getResult() : need;
    }
  Value anyNeeded = NVVM::VoteSyncOp::create(
      b, b.getI1Type(), ops.i32Constant(-1), needed, NVVM::VoteSyncKind::any);
  // P = exp2((s - shift) log2e) of slices [lo, hi), each row by the shift
  // `shiftOf` gives; with `addToSums`, each added to its row's sum as it is
  // made (the mma.sync kernels' per-thread sums, as they were measured).
  auto exponentials = [&](function_ref<Value(int64_t, int64_t)> shiftOf,
                          bool addToSums) {
    for (int64_t sl = lo; sl < hi; ++sl)
      for (int64_t h = 0; h < 2; ++h) {
        Value shift = ops.safe(shiftOf(sl, h));
        Value negShift =
            additiveMask
                ? Value()
                : arith::NegFOp::create(b, ops.fmul(shift, log2e)).getResult();
        for (int64_t j = 0; j < nTiles; ++j)
          for (int64_t e = 2 * h; e < 2 * h + 2; ++e) {
            Value p =
                additiveMask
                    ? buildShiftedExp(b, b.getLoc(), s[sl][j][e], shift, exp2Of)
                    : exp2(LLVM::FMAOp::create(b, s[sl][j][e],
                                               fused ? c : log2e, negShift));
            s[sl][j][e] = p;
            if (addToSums)
              out[sumIndex(sl, h)] = ops.fadd(out[sumIndex(sl, h)], p);
          }
      }
  };
  // A thread's sum of the block's P in row half h of slice sl: a tree of
  // adds (depth 5 for 128-key blocks), added to the running sum once.
  auto rowSum = [&](int64_t sl, int64_t h) {
    SmallVector<Value> terms;
    for (int64_t j = 0; j < nTiles; ++j)
      for (int64_t e = 2 * h; e < 2 * h + 2; ++e)
        terms.push_back(s[sl][j][e]);
    while (terms.size() > 1) {
      SmallVector<Value> next;
      for (size_t i = 0; i + 1 < terms.size(); i += 2)
        next.push_back(ops.fadd(terms[i], terms[i + 1]));
      if (terms.size() % 2)
        next.push_back(terms.back());
      terms = std::move(next);
    }
    return terms.front();
  };
  // With `alphas` (a P·V in flight, waited for after this softmax), the
  // exponentials come before the rescale's branch, from the max the branch
  // will keep: ptxas schedules the wait for the P·V at the top of the block
  // it is in, so only there do the exponentials (and the row sums) run beside
  // the P·V. An empty side-effecting asm keeps LLVM from sinking them past the
  // branch to their uses.
  const bool expsFirst = alphas != nullptr;
  SmallVector<Value> blockSum(2 * slices);
  if (expsFirst) {
    exponentials(
        [&](int64_t sl, int64_t h) -> Value {
          Value maxRef = out[maxIndex(sl, h)];
          return arith::SelectOp::create(
              b, anyNeeded, ops.fmax(maxRef, blockMax[2 * sl + h]), maxRef);
        },
        /*addToSums=*/false);
    // The block's row sums too (a tree of adds per row), so that after the
    // wait only O's rescale and P's packing are left.
    SmallVector<Value> p;
    for (int64_t sl = lo; sl < hi; ++sl)
      for (int64_t j = 0; j < nTiles; ++j)
        p.append(s[sl][j].begin(), s[sl][j].end());
    for (int64_t sl = lo; !sumsOnTensorCores && sl < hi; ++sl)
      for (int64_t h = 0; h < 2; ++h)
        p.push_back(rowSum(sl, h));
    p = ops.tiedF32Asm("", p, {}, "");
    int64_t i = 0;
    for (int64_t sl = lo; sl < hi; ++sl)
      for (int64_t j = 0; j < nTiles; ++j)
        for (int64_t e = 0; e < 4; ++e)
          s[sl][j][e] = p[i++];
    for (int64_t sl = lo; !sumsOnTensorCores && sl < hi; ++sl)
      for (int64_t h = 0; h < 2; ++h)
        blockSum[2 * sl + h] = p[i++];
  }
  {
    // Yields the slices' O values, then their max and sum, rescaled or as
    // they were (only these: other slices' accumulators may be in flight).
    // With `alphas`, O is left to the caller (a P·V may be writing it):
    // the factors of each row (1 where nothing moved) are yielded instead.
    SmallVector<int64_t> indices;
    for (int64_t sl = lo; !alphas && sl < hi; ++sl)
      for (int64_t j = 0; j < vTiles; ++j)
        for (int64_t e = 0; e < 4; ++e)
          indices.push_back(oIndex(sl, j, e));
    for (int64_t sl = lo; sl < hi; ++sl)
      for (int64_t h = 0; h < 2; ++h)
        indices.push_back(maxIndex(sl, h));
    for (int64_t sl = lo; sl < hi; ++sl)
      for (int64_t h = 0; h < 2; ++h)
        indices.push_back(sumIndex(sl, h));
    SmallVector<Value> kept;
    for (int64_t i : indices)
      kept.push_back(out[i]);
    const int64_t alphaCount = alphas ? 2 * (hi - lo) : 0;
    kept.append(alphaCount, ops.f32Constant(1.0));
    SmallVector<Type> types(kept.size(), ops.f32);
    auto rescale = scf::IfOp::create(b, types, anyNeeded, /*withElse=*/true);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(rescale.elseBlock());
    scf::YieldOp::create(b, kept);
    b.setInsertionPointToStart(rescale.thenBlock());
    SmallVector<Value> moved(out);
    SmallVector<Value> rowAlphas;
    for (int64_t sl = lo; sl < hi; ++sl)
      for (int64_t h = 0; h < 2; ++h) {
        Value &maxRef = moved[maxIndex(sl, h)];
        Value &sumRef = moved[sumIndex(sl, h)];
        Value maxNew = ops.fmax(maxRef, blockMax[2 * sl + h]);
        Value alpha =
            buildShiftedExp(b, b.getLoc(), maxRef, ops.safe(maxNew), exp2Of);
        sumRef = ops.fmul(sumRef, alpha);
        rowAlphas.push_back(alpha);
        for (int64_t j = 0; !alphas && j < vTiles; ++j)
          for (int64_t e = 2 * h; e < 2 * h + 2; ++e) {
            Value &o = moved[oIndex(sl, j, e)];
            o = ops.fmul(o, alpha);
          }
        maxRef = maxNew;
      }
    SmallVector<Value> yielded;
    for (int64_t i : indices)
      yielded.push_back(moved[i]);
    if (alphas)
      yielded.append(rowAlphas);
    scf::YieldOp::create(b, yielded);
    for (auto [i, index] : llvm::enumerate(indices))
      out[index] = rescale.getResult(i);
    if (alphas)
      alphas->assign(rescale.getResults().begin() + indices.size(),
                     rescale.getResults().end());
  }
  // Without `alphas`: the exponentials after the branch; the wgmma kernels
  // add each row's tree, the mma.sync kernels with per-thread sums each P
  // as it is made.
  const bool chainSums = !sumsOnTensorCores && !wg && !expsFirst;
  if (!expsFirst)
    exponentials([&](int64_t sl, int64_t h) { return out[maxIndex(sl, h)]; },
                 chainSums);
  for (int64_t sl = lo; !sumsOnTensorCores && !chainSums && sl < hi; ++sl)
    for (int64_t h = 0; h < 2; ++h)
      out[sumIndex(sl, h)] =
          ops.fadd(out[sumIndex(sl, h)],
                   expsFirst ? blockSum[2 * sl + h] : rowSum(sl, h));
  return anyNeeded;
}

// P's A fragments of k16 step kk of slice sl, and with sumsOnTensorCores
// the step's row sums added into `blockSums`.
std::array<Value, 4>
MmaAttentionEmitter::Impl::probabilities(SmallVector<SmallVector<Fragment>> &s,
                                         int64_t sl, int64_t kk,
                                         Fragment &blockSums) {
  const Fragment &lo = s[sl][2 * kk], &hi = s[sl][2 * kk + 1];
  std::array<Value, 4> pa{ops.pack(lo[0], lo[1]), ops.pack(lo[2], lo[3]),
                          ops.pack(hi[0], hi[1]), ops.pack(hi[2], hi[3])};
  if (sumsOnTensorCores)
    blockSums = ops.mma(pa, {ones, ones}, blockSums);
  return pa;
}

// The block's row sums of slice sl into `out` (sumsOnTensorCores: elements
// 0 and 2 of the P 1 fragment are the sums of a lane's two rows).
void MmaAttentionEmitter::Impl::addBlockSums(const Fragment &blockSums,
                                             int64_t sl,
                                             SmallVector<Value> &out) {
  for (int64_t h = 0; sumsOnTensorCores && h < 2; ++h) {
    Value &sumRef = out[sumIndex(sl, h)];
    sumRef = ops.fadd(sumRef, blockSums[2 * h]);
  }
}

// O += P V on mma.sync; with sumsOnTensorCores also the block's row sums
// P 1, B all ones: every column of that m16n8 result is the row's sum, so a
// lane's elements 0 and 2 are the sums of its two rows (no quad
// reduction). Issued next to the products of the same P: measured 1.5-3 %
// faster at d = 128 than all sums first.
void MmaAttentionEmitter::Impl::valuesByMma(
    SmallVector<SmallVector<Fragment>> &s, Value vLaneTile,
    SmallVector<Value> &out) {
  auto oAt = [&](int64_t sl, int64_t j, int64_t e) -> Value & {
    return out[oIndex(sl, j, e)];
  };
  Value zeroF = ops.zeroF;
  SmallVector<Fragment> blockSums(slices, Fragment{zeroF, zeroF, zeroF, zeroF});
  for (int64_t kk = 0; kk < shape.tileN / 16; ++kk) {
    SmallVector<std::array<Value, 4>> pa;
    for (int64_t sl = 0; sl < slices; ++sl)
      pa.push_back(probabilities(s, sl, kk, blockSums[sl]));
    for (int64_t jp = 0; jp < vTiles / 2; ++jp) {
      std::array<Value, 4> vb = ops.ldmatrix(
          ops.add(ops.add(vLaneTile, ops.i32Constant(kk * 16 * 2 * SDV)),
                  ops.chunkAt(vChunk, 2 * jp)),
          /*transpose=*/true);
      for (int64_t sl = 0; sl < slices; ++sl) {
        Fragment lo{oAt(sl, 2 * jp, 0), oAt(sl, 2 * jp, 1), oAt(sl, 2 * jp, 2),
                    oAt(sl, 2 * jp, 3)};
        Fragment hi{oAt(sl, 2 * jp + 1, 0), oAt(sl, 2 * jp + 1, 1),
                    oAt(sl, 2 * jp + 1, 2), oAt(sl, 2 * jp + 1, 3)};
        lo = ops.mma(pa[sl], {vb[0], vb[1]}, lo);
        hi = ops.mma(pa[sl], {vb[2], vb[3]}, hi);
        for (int64_t e = 0; e < 4; ++e) {
          oAt(sl, 2 * jp, e) = lo[e];
          oAt(sl, 2 * jp + 1, e) = hi[e];
        }
      }
    }
  }
  for (int64_t sl = 0; sl < slices; ++sl)
    addBlockSums(blockSums[sl], sl, out);
}

//===----------------------------------------------------------------------===//
// The products on wgmma (sm_90a)
//===----------------------------------------------------------------------===//
//
// The descriptors and their layouts: MmaOps.h. Q and K are read K-major,
// V MN-major.

Value MmaAttentionEmitter::Impl::descriptor(Value byteOffset,
                                            int64_t leadingBytes) {
  return ops.wgmmaDescriptor(sharedWindow, byteOffset, leadingBytes);
}

Value MmaAttentionEmitter::Impl::offsetDescriptor(Value descriptor,
                                                  int64_t bytes) {
  return ops.offsetDescriptor(descriptor, bytes);
}

// S = Q Kᵀ: per slice, KD / 16 wgmma m64n(tile-n)k16 from the Q tile and the
// K block, one commit group per slice; returns each slice's accumulators
// (a struct), to be read after the wait for its group. Accumulator element
// i of a thread is element i % 4 of n8 tile i / 4 of its warp's m16 rows,
// the mma.sync fragment layout the softmax works on.
SmallVector<Value> MmaAttentionEmitter::Impl::issueScoresByWgmma(Value kTile) {
  MLIRContext *ctx = b.getContext();
  const int64_t count = shape.tileN / 2;
  auto accType = LLVM::LLVMStructType::getLiteral(
      ctx, SmallVector<Type>(count, ops.f32));
  // The first k16 step does not read the accumulators (scale-d 0).
  Value acc = LLVM::UndefOp::create(b, accType);
  // With warp specialization, each consumer's slices start tile-m /
  // consumers rows apart in every 64-column block of the Q tile.
  Value qTile = ws ? ops.mul(consumer, ops.i32Constant(slices * 64 * 128))
                   : ops.i32Constant(0);
  if (shape.persistent)
    qTile = ops.add(queryTileAt(), qTile);
  Value qDesc = descriptor(qTile, 16);
  Value kDesc = descriptor(kTile, 16);
  NVVM::WgmmaFenceAlignedOp::create(b);
  SmallVector<Value> groups;
  for (int64_t sl = 0; sl < slices; ++sl) {
    Value d = acc;
    for (int64_t kk = 0; kk < KD / 16; ++kk) {
      int64_t within = (kk % 4) * 32;
      Value a = offsetDescriptor(
          qDesc, (kk / 4) * qLayout.blockBytes + sl * 64 * 128 + within);
      Value bDesc =
          offsetDescriptor(kDesc, (kk / 4) * kLayout.blockBytes + within);
      d = ops.wgmma(d, a, bDesc, shape.tileN, /*accumulate=*/kk > 0);
    }
    NVVM::WgmmaGroupSyncAlignedOp::create(b);
    groups.push_back(d);
  }
  return groups;
}

// The O accumulators of slice sl in `out` (a state), in fragment order.
SmallVector<Value> MmaAttentionEmitter::Impl::oOfSlice(ArrayRef<Value> out,
                                                       int64_t sl) const {
  SmallVector<Value> acc;
  for (int64_t j = 0; j < vTiles; ++j)
    for (int64_t e = 0; e < 4; ++e)
      acc.push_back(out[oIndex(sl, j, e)]);
  return acc;
}

// Sets slice sl's O accumulators in `out` to `acc` (fragment order).
void MmaAttentionEmitter::Impl::setOOfSlice(MutableArrayRef<Value> out,
                                            int64_t sl, ValueRange acc) const {
  for (auto [i, o] : llvm::enumerate(acc))
    out[oIndex(sl, i / 4, i % 4)] = o;
}

// acc += P V for one m64 slice: tile-n / 16 wgmma m64n(DVP)k16 with P's A
// fragments `pa` (k16 step kk: the mma.sync A layout, which is also
// wgmma's per warp) from registers and V from its block, transposed
// (MN-major); one commit group, not waited for here: the accumulators'
// new values are returned, to be read after the wait.
SmallVector<Value>
MmaAttentionEmitter::Impl::issueValuesByWgmma(ArrayRef<std::array<Value, 4>> pa,
                                              Value vTile, ValueRange acc) {
  std::string asmText = ops.wgmmaRegisterA(DVP);
  Value vDesc = descriptor(vTile, shape.tileN * 128);
  Value accumulate = ops.i32Constant(1);
  SmallVector<Value> d(acc.begin(), acc.end());
  // The accumulators were rescaled and P written by ordinary instructions.
  NVVM::WgmmaFenceAlignedOp::create(b);
  for (int64_t kk = 0; kk < shape.tileN / 16; ++kk) {
    SmallVector<Value> more(pa[kk].begin(), pa[kk].end());
    more.push_back(offsetDescriptor(vDesc, kk * 16 * 128));
    more.push_back(accumulate);
    d = ops.tiedF32Asm(asmText, d, more, "r,r,r,r,l,n");
  }
  NVVM::WgmmaGroupSyncAlignedOp::create(b);
  return d;
}

// Overlap: the carried block's P·V on O (slice 0), if there is one, once
// its V landed, in its own commit group; then (ping-pong: the turn passed)
// waits until at most `pendingAfter` groups are in flight, or without a
// P·V until none is. Returns O's new values (in fragment order), to be read
// after a wait for the P·V. (The waits stay in the branches: accumulators
// of a product in flight that meet others at the branches' end make ptxas
// insert fences.)
SmallVector<Value>
MmaAttentionEmitter::Impl::issueCarriedValues(ArrayRef<Value> state,
                                              int64_t pendingAfter) {
  SmallVector<Value> acc = oOfSlice(state, 0);
  auto carried = scf::IfOp::create(b, SmallVector<Type>(acc.size(), ops.f32),
                                   state[carriedIndex()], /*withElse=*/true);
  OpBuilder::InsertionGuard g(b);
  b.setInsertionPointToStart(carried.thenBlock());
  SmallVector<std::array<Value, 4>> pa;
  for (int64_t kk = 0; kk < shape.tileN / 16; ++kk)
    pa.push_back({state[pIndex(0, kk, 0)], state[pIndex(0, kk, 1)],
                  state[pIndex(0, kk, 2)], state[pIndex(0, kk, 3)]});
  Value carriedBlock = state[carriedBlockIndex()];
  Value buffer = bufferOf(carriedBlock);
  wait(fullValuesMbarrier(buffer), phaseOf(carriedBlock));
  SmallVector<Value> d = issueValuesByWgmma(pa, vTileAt(buffer), acc);
  if (pingPong)
    passTurn();
  NVVM::WgmmaWaitGroupSyncOp::create(b, pendingAfter);
  scf::YieldOp::create(b, d);
  b.setInsertionPointToStart(carried.elseBlock());
  if (pingPong)
    passTurn();
  NVVM::WgmmaWaitGroupSyncOp::create(b, 0);
  scf::YieldOp::create(b, acc);
  return SmallVector<Value>(carried.getResults());
}

// The step with the softmax overlapping the previous block's P·V (one
// m64 slice per consumer): wait for block j; issue S = Q K_jᵀ, then
// O += P_{j-1} V_{j-1}; wait for S only; the softmax of block j (its new
// maxima and P_j; the factors for O kept) while the P·V runs; wait for it,
// release block j - 1's buffer, rescale O; P_j (packed, its row sums
// added) is carried to the next step.
SmallVector<Value> MmaAttentionEmitter::Impl::overlappedStep(
    Value block, ValueRange state, bool masked, bool fused, Value diagonal) {
  assert(slices == 1 && "overlap: one m64 slice per consumer");
  waitForBlock(block);
  Value buffer = bufferOf(block);
  Value kTile = kTileAt(buffer);
  SmallVector<Value> out(state.begin(), state.end());
  if (pingPong)
    takeTurn();
  SmallVector<Value> scoreGroups = issueScoresByWgmma(kTile);
  // Then S only is waited for (the groups complete in order; the P·V's is
  // the later one).
  SmallVector<Value> acc = issueCarriedValues(out, /*pendingAfter=*/1);
  SmallVector<Value> keyWords = keyMaskWords(block, masked);
  // Q K_jᵀ is done: K_j's buffer may take another block's K.
  arrive(emptyMbarrier(buffer));
  Value zeroF = ops.zeroF;
  SmallVector<SmallVector<Fragment>> s(
      1, SmallVector<Fragment>(nTiles, Fragment{zeroF, zeroF, zeroF, zeroF}));
  SmallVector<Value> scores = ops.afterWait(scoreGroups[0]);
  for (int64_t i = 0, e = shape.tileN / 2; i < e; ++i)
    s[0][i / 4][i % 4] = scores[i];
  SmallVector<Value> alphas;
  Value rescaleNeeded =
      softmax(s, out, 0, 1, block, masked, fused, diagonal, keyWords, &alphas);
  // The carried P·V is done: its block's buffer may take another block,
  // and O takes the factors of the maxima that moved.
  NVVM::WgmmaWaitGroupSyncOp::create(b, 0);
  acc = ops.afterWait(acc);
  ops.ifThen(out[carriedIndex()], [&] {
    arrive(emptyValuesMbarrier(bufferOf(out[carriedBlockIndex()])));
  });
  auto rescale = scf::IfOp::create(b, SmallVector<Type>(acc.size(), ops.f32),
                                   rescaleNeeded, /*withElse=*/true);
  {
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(rescale.elseBlock());
    scf::YieldOp::create(b, acc);
    b.setInsertionPointToStart(rescale.thenBlock());
    SmallVector<Value> moved;
    for (auto [i, o] : llvm::enumerate(acc))
      moved.push_back(ops.fmul(o, alphas[(i % 4) / 2]));
    scf::YieldOp::create(b, moved);
  }
  setOOfSlice(out, 0, rescale.getResults());
  // P_j, packed, and its row sums.
  Fragment blockSums{zeroF, zeroF, zeroF, zeroF};
  for (int64_t kk = 0; kk < shape.tileN / 16; ++kk) {
    std::array<Value, 4> pa = probabilities(s, 0, kk, blockSums);
    for (int64_t r = 0; r < 4; ++r)
      out[pIndex(0, kk, r)] = pa[r];
  }
  addBlockSums(blockSums, 0, out);
  out[carriedBlockIndex()] = block;
  out[carriedIndex()] = arith::ConstantOp::create(b, b.getBoolAttr(true));
  return out;
}

// O = acc / l, LSE = m + log2(l) ln 2.
void MmaAttentionEmitter::Impl::finish(ValueRange state) {
  UnaryBuilder log2Of = [&](OpBuilder &, Location, Value x) {
    return log2(x);
  };
  // No copy is left in flight when the kernel ends (TMA copies are issued
  // only for blocks the loop runs, and each is waited for).
  if (!tma)
    NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(0));
  // Persistent: every Q·Kᵀ of the tile is done (each waited for in its
  // step): the producer may copy the next tile's Q.
  if (shape.persistent)
    arrive(emptyQueryMbarrier());
  // Overlap: the last block's P·V.
  SmallVector<Value> stateCopy(state.begin(), state.end());
  if (overlap) {
    if (pingPong)
      takeTurn();
    SmallVector<Value> acc = issueCarriedValues(stateCopy, /*pendingAfter=*/0);
    setOOfSlice(stateCopy, 0, ops.afterWait(acc));
    // Persistent: the ring runs on into the next tile, whose blocks take
    // this buffer's V once it is released.
    if (shape.persistent)
      ops.ifThen(stateCopy[carriedIndex()], [&] {
        arrive(emptyValuesMbarrier(bufferOf(stateCopy[carriedBlockIndex()])));
      });
  }
  state = stateCopy;
  // Ping-pong: consumer 1's last turn is passed to consumer 0, which takes
  // it here, so that no arrival is left on a named barrier.
  if (pingPong)
    onConsumer(0, [&] { takeTurn(); });
  Type outputType = t.o.elementType;
  int64_t outputBytes = outputType.getIntOrFloatBitWidth() / 8;
  Value quadLeader = arith::CmpIOp::create(
      b, arith::CmpIPredicate::eq,
      arith::AndIOp::create(b, lane, ops.i32Constant(3)), ops.i32Constant(0));
  for (int64_t sl = 0; sl < slices; ++sl)
    for (int64_t h = 0; h < 2; ++h) {
      Value sum = state[sumIndex(sl, h)];
      if (!sumsOnTensorCores)
        sum = ops.quadReduce(sum, /*isMax=*/false);
      Value maxFinal = state[maxIndex(sl, h)];
      Value row = queryRow(sl, h);
      auto valid = scf::IfOp::create(b, ops.ult(row, m), /*withElse=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(valid.thenBlock());
      Value inv = buildRowNormalizer(b, b.getLoc(), sum);
      Value rowBase = ops.add(t.o.base, ops.mul(row, t.o.rowStride));
      for (int64_t j = 0; j < DV / 8; ++j) {
        Value v = ops.pair(ops.fmul(state[oIndex(sl, j, 2 * h)], inv),
                           ops.fmul(state[oIndex(sl, j, 2 * h + 1)], inv),
                           outputType);
        Value ptr =
            address(t.o, ops.add(rowBase, ops.add(laneCol, ops.index(8 * j))));
        LLVM::StoreOp::create(b, v, ptr, /*alignment=*/2 * outputBytes);
      }
      if (t.lse) {
        auto leader = scf::IfOp::create(b, quadLeader, /*withElse=*/false);
        b.setInsertionPointToStart(leader.thenBlock());
        store(*t.lse, ops.add(t.lse->base, ops.mul(row, t.lse->rowStride)),
              buildLogSumExp(b, b.getLoc(), maxFinal, sum, log2Of));
      }
    }
}

//===----------------------------------------------------------------------===//
// MmaAttentionEmitter
//===----------------------------------------------------------------------===//

MmaAttentionEmitter::MmaAttentionEmitter(OpBuilder &b, Location loc,
                                         const MmaAttentionShape &shape,
                                         Value m, Value n, Value scale)
    : impl(std::make_unique<Impl>(b, loc, shape, m, n, scale)) {}

MmaAttentionEmitter::~MmaAttentionEmitter() = default;

void MmaAttentionEmitter::setWorkgroup(const MmaAttentionOperands &operands,
                                       Value row0) {
  EmitterBuilders::Entry entry(*impl);
  impl->setWorkgroup(operands, row0);
}

Value MmaAttentionEmitter::splitRoles() {
  EmitterBuilders::Entry entry(*impl);
  return impl->splitRoles();
}

void MmaAttentionEmitter::enterRole(bool producer) {
  EmitterBuilders::Entry entry(*impl);
  if (producer)
    impl->enterProducer();
  else
    impl->enterConsumers();
}

void MmaAttentionEmitter::setTileSequence(Value tilesBefore,
                                          Value blocksBefore) {
  impl->tilesBefore = tilesBefore;
  impl->blocksBefore = blocksBefore;
}

void MmaAttentionEmitter::produce(Value blocks) {
  EmitterBuilders::Entry entry(*impl);
  impl->produce(blocks);
}

SmallVector<Value> MmaAttentionEmitter::begin(Value blocks) {
  EmitterBuilders::Entry entry(*impl);
  return impl->begin(blocks);
}

SmallVector<Value> MmaAttentionEmitter::step(Value block, ValueRange state,
                                             bool masked, bool fused,
                                             Value diagonal) {
  EmitterBuilders::Entry entry(*impl);
  return impl->step(block, state, masked, fused, diagonal);
}

void MmaAttentionEmitter::finish(ValueRange state) {
  EmitterBuilders::Entry entry(*impl);
  impl->finish(state);
}
