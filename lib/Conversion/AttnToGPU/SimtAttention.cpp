//===- SimtAttention.cpp - the SIMT block step of tiled attention ---------===//
//
// See SimtAttention.h. Scores and maxima stay in natural units; log2 e
// multiplies only their differences, so that a finite score (a mask at
// -FLT_MAX, large logits times a scale > 1) never overflows.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/SimtAttention.h"

#include "KernelEmitter.h"

#include "attn/Dialect/Attn/IR/AttnRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// The NVVM target
//===----------------------------------------------------------------------===//

namespace {
class NVVMSimtTarget : public SimtTarget {
public:
  Value load(OpBuilder &b, Location loc, Value source, Type element,
             Value offset) override {
    Value v = LLVM::LoadOp::create(b, loc, element,
                                   address(b, loc, source, element, offset));
    if (v.getType().isInteger(1) || v.getType().isF32())
      return v;
    return arith::ExtFOp::create(b, loc, b.getF32Type(), v);
  }
  void store(OpBuilder &b, Location loc, Value source, Type element,
             Value offset, Value v) override {
    if (!element.isF32())
      v = arith::TruncFOp::create(b, loc, element, v);
    LLVM::StoreOp::create(b, loc, v, address(b, loc, source, element, offset));
  }
  Value exp2(OpBuilder &b, Location loc, Value x) override {
    return intrinsic(b, loc, "llvm.nvvm.ex2.approx.ftz.f", x);
  }
  Value log2(OpBuilder &b, Location loc, Value x) override {
    return intrinsic(b, loc, "llvm.nvvm.lg2.approx.ftz.f", x);
  }
  int64_t subgroupSize() const override { return 32; }
  bool unrollHeadDims() const override { return true; }
  Value workgroupArray(OpBuilder &, gpu::GPUFuncOp func,
                       ArrayRef<int64_t> shape, Type element) override {
    return func.addWorkgroupAttribution(
        memrefType(shape, element, gpu::AddressSpace::Workgroup),
        func.getLoc());
  }
  Value privateArray(OpBuilder &b, gpu::GPUFuncOp func, int64_t size) override {
    return func.addPrivateAttribution(
        memrefType({size}, b.getF32Type(), gpu::AddressSpace::Private),
        func.getLoc());
  }

private:
  static MemRefType memrefType(ArrayRef<int64_t> shape, Type element,
                               gpu::AddressSpace space) {
    return MemRefType::get(
        shape, element, nullptr,
        gpu::AddressSpaceAttr::get(element.getContext(), space));
  }
  static Value address(OpBuilder &b, Location loc, Value source, Type element,
                       Value offset) {
    Value offset64 = arith::IndexCastOp::create(b, loc, b.getI64Type(), offset);
    return LLVM::GEPOp::create(b, loc,
                               LLVM::LLVMPointerType::get(b.getContext(), 1),
                               element, source, ValueRange{offset64});
  }
  static Value intrinsic(OpBuilder &b, Location loc, StringRef name, Value x) {
    return LLVM::CallIntrinsicOp::create(b, loc, b.getF32Type(),
                                         b.getStringAttr(name), ValueRange{x})
        .getResult(0);
  }
};
} // namespace

std::unique_ptr<SimtTarget> mlir::attn::createNVVMSimtTarget() {
  return std::make_unique<NVVMSimtTarget>();
}

Value SimtTarget::loadVector(OpBuilder &, Location, const SimtOperand &, Value,
                             Value) {
  llvm_unreachable("the target has no vector views");
}

SmallVector<Value> SimtTarget::unpackVector(OpBuilder &, Location, Value, Type,
                                            Type) {
  llvm_unreachable("the target has no vector views");
}

Value mlir::attn::buildBF16Bits(OpBuilder &b, Location loc, Value x) {
  // Add 0x7fff plus the lowest kept bit, keep the high half.
  Type i32 = b.getI32Type();
  auto c = [&](int64_t v) {
    return arith::ConstantIntOp::create(b, loc, i32, v).getResult();
  };
  Value bits = arith::BitcastOp::create(b, loc, i32, x);
  Value lsb = arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, bits, c(16)), c(1));
  Value rounded = arith::AddIOp::create(
      b, loc, bits, arith::AddIOp::create(b, loc, lsb, c(0x7fff)));
  return arith::TruncIOp::create(
      b, loc, b.getI16Type(), arith::ShRUIOp::create(b, loc, rounded, c(16)));
}

std::unique_ptr<SimtTarget>
mlir::attn::createSimtTargetFor(gpu::GPUFuncOp func) {
  if (spirv::TargetEnvAttr env = spirv::lookupTargetEnv(func))
    return createVulkanSimtTarget(env);
  return createNVVMSimtTarget();
}

SimtBuffers mlir::attn::createSimtBuffers(OpBuilder &b, gpu::GPUFuncOp func,
                                          const SimtAttentionShape &shape,
                                          SimtTarget &target) {
  Type f32 = b.getF32Type();
  return {target.workgroupArray(b, func, {shape.tileN, shape.headDim}, f32),
          target.workgroupArray(b, func, {shape.tileN, shape.valueDim}, f32),
          target.privateArray(b, func, shape.qSlice()),
          target.privateArray(b, func, shape.accSlice()),
          target.privateArray(b, func, shape.tileN)};
}

int64_t SimtAttentionShape::headDimChunk(int64_t width) const {
  int64_t cap = std::max<int64_t>(1, 512 / std::max<int64_t>(1, tileN));
  int64_t step = 1;
  for (int64_t d = 1; d <= std::min(width, cap); ++d)
    if (width % d == 0)
      step = d;
  return step;
}

//===----------------------------------------------------------------------===//
// The emitter
//===----------------------------------------------------------------------===//

class SimtAttentionEmitter::Impl {
public:
  Impl(OpBuilder &b, Location loc, const SimtAttentionShape &shape,
       SimtTarget &target, const SimtBuffers &buffers, Value m, Value n,
       Value scale)
      : b(b), loc(loc), s(shape), target(target),
        buf(buffers), e{b, loc, target.unrollHeadDims()}, m(m), n(n),
        scale(scale) {
    tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
    zero = e.index(0);
    one = e.index(1);
    // With several lanes per row: lane `lane` of row `tid / lanes` owns the
    // head-dim elements lane, lane + lanes, ... (consecutive lanes read
    // consecutive words of the K and V blocks).
    lane = zero;
    rowInTile = tid;
    if (s.lanesPerRow > 1) {
      lane = arith::RemUIOp::create(b, loc, tid, e.index(s.lanesPerRow));
      rowInTile = arith::DivUIOp::create(b, loc, tid, e.index(s.lanesPerRow));
    }
    nSafeMax = arith::MaxSIOp::create(
        b, loc, arith::SubIOp::create(b, loc, n, one), zero);
  }

  void setWorkgroup(const SimtAttentionOperands &operands, Value row0);
  SmallVector<Value> step(Value key0, ValueRange state, bool masked,
                          Value diagonal);
  void finish(ValueRange state);

  OpBuilder &b;
  Location loc;
  SimtAttentionShape s;
  SimtTarget &target;
  SimtBuffers buf;
  KernelEmitter e;
  Value m, n, scale;
  Value tid, zero, one, lane, rowInTile, nSafeMax;
  SimtAttentionOperands ops;
  Value row, rowSafe;

private:
  /// The head-dim element of slot `slot` of this lane.
  Value dimOf(Value slot) {
    return s.lanesPerRow == 1
               ? slot
               : e.add(lane, e.mul(slot, e.index(s.lanesPerRow)));
  }
  Value load(const SimtOperand &o, Value offset) {
    return target.load(b, loc, o.source, o.elementType, offset);
  }
  Value expShifted(Value x, Value shift) {
    return buildShiftedExp(b, loc, x, shift,
                           [&](OpBuilder &ob, Location l, Value v) {
                             return target.exp2(ob, l, v);
                           });
  }
  /// The score of key key0 + j from this lane's part `dot` of its dot
  /// product: summed across the row's lanes; on masked blocks masked and
  /// -inf where not visible.
  Value score(Value key0, Value j, Value dot, bool masked, Value diagonal);
  /// One block `stage` copies: rows of `t`, `width` elements each, to the
  /// workgroup block `tile`.
  struct StagedBlock {
    const SimtOperand *t;
    Value tile;
    int64_t width;
  };
  /// K and V rows [key0, key0 + tile-n) to their workgroup blocks (zeros
  /// past N on masked blocks), with all invocations
  /// (KernelEmitter::copyElements, kStagingLoadsInFlight loads at a time).
  void stage(ArrayRef<StagedBlock> blocks, Value key0, bool masked);
};

void SimtAttentionEmitter::Impl::setWorkgroup(
    const SimtAttentionOperands &operands, Value row0) {
  ops = operands;
  row = e.add(row0, rowInTile);
  // Rows past M compute on row M - 1 (in bounds) and store nothing.
  rowSafe = arith::MinUIOp::create(
      b, loc, row,
      arith::MaxSIOp::create(b, loc, arith::SubIOp::create(b, loc, m, one),
                             zero));
  Value qBase = e.add(ops.q.base, e.mul(rowSafe, ops.q.rowStride));
  e.unrolled(s.qSlice(), [&](Value t) {
    Value x = load(ops.q, e.add(qBase, e.mul(dimOf(t), ops.q.colStride)));
    memref::StoreOp::create(b, loc, arith::MulFOp::create(b, loc, x, scale),
                            buf.qRow, ValueRange{t});
  });
  Value zeroF = e.f32(0.0);
  e.unrolled(s.accSlice(), [&](Value t) {
    memref::StoreOp::create(b, loc, zeroF, buf.accRow, ValueRange{t});
  });
}

Value SimtAttentionEmitter::Impl::score(Value key0, Value j, Value dot,
                                        bool masked, Value diagonal) {
  for (int64_t offset = 1; offset < s.lanesPerRow; offset *= 2) {
    Value other =
        gpu::ShuffleOp::create(b, loc, dot, static_cast<int32_t>(offset),
                               static_cast<int32_t>(target.subgroupSize()),
                               gpu::ShuffleMode::XOR)
            .getShuffleResult();
    dot = arith::AddFOp::create(b, loc, dot, other);
  }
  if (!masked)
    return buildMaskedScore(b, loc, dot, /*scale=*/Value(), Value(), Value());
  Value key = e.add(key0, j);
  Value visible =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, key, n);
  if (diagonal)
    visible = arith::AndIOp::create(
        b, loc, visible, buildCausalVisible(b, loc, rowSafe, key, diagonal));
  Value mv;
  if (ops.mask) {
    Value keySafe = arith::MinUIOp::create(b, loc, key, nSafeMax);
    Value off =
        e.add(e.add(ops.mask->base, e.mul(rowSafe, ops.mask->rowStride)),
              e.mul(keySafe, ops.mask->colStride));
    mv = load(*ops.mask, off);
  }
  return buildMaskedScore(b, loc, dot, /*scale=*/Value(), mv, visible);
}

void SimtAttentionEmitter::Impl::stage(ArrayRef<StagedBlock> blocks, Value key0,
                                       bool masked) {
  Value zeroF = e.f32(0.0);
  SmallVector<Value> aligned;
  for (const StagedBlock &blk : blocks)
    aligned.push_back(e.vectorRowsAligned(target, *blk.t, blk.width));
  // The block's row `r` (index) of `t`: key0 + r, or on masked blocks the
  // last key for rows past N, and whether the row is inside.
  auto keyOf = [&](Value r) -> std::pair<Value, Value> {
    Value key = e.add(key0, r);
    if (!masked)
      return {key, Value()};
    return {arith::MinUIOp::create(b, loc, key, nSafeMax),
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, key, n)};
  };
  auto vectors = [&]() {
    // A vector of `per` elements a load: chunk c of the block is row
    // c / (width / per), columns from (c % (width / per)) * per.
    SmallVector<int64_t> totals;
    for (const StagedBlock &blk : blocks)
      totals.push_back(s.tileN * blk.width /
                       target.vectorElements(blk.t->elementType));
    auto rowAndCol = [&](size_t c, Value chunk) {
      const StagedBlock &blk = blocks[c];
      return e.vectorChunkAt(chunk, blk.width,
                             target.vectorElements(blk.t->elementType));
    };
    auto read = [&](size_t c, Value chunk) -> Value {
      const SimtOperand &t = *blocks[c].t;
      auto [r, col] = rowAndCol(c, chunk);
      auto [key, inside] = keyOf(r);
      return target.loadVector(
          b, loc, t, e.add(e.add(t.base, e.mul(key, t.rowStride)), col),
          inside);
    };
    e.copyElements(tid, s.workgroupSize(), totals, kStagingLoadsInFlight, read,
                   [&](size_t c, Value chunk, Value x) {
                     const StagedBlock &blk = blocks[c];
                     auto [r, col] = rowAndCol(c, chunk);
                     for (auto [i, v] : llvm::enumerate(target.unpackVector(
                              b, loc, x, blk.t->elementType, b.getF32Type())))
                       memref::StoreOp::create(
                           b, loc, v, blk.tile,
                           ValueRange{r, e.add(col, e.index(i))});
                   });
  };
  auto elements = [&]() {
    SmallVector<int64_t> totals;
    for (const StagedBlock &blk : blocks)
      totals.push_back(s.tileN * blk.width);
    auto read = [&](size_t c, Value el) -> Value {
      const StagedBlock &blk = blocks[c];
      const SimtOperand &t = *blk.t;
      Value r = arith::DivUIOp::create(b, loc, el, e.index(blk.width));
      Value col = arith::RemUIOp::create(b, loc, el, e.index(blk.width));
      auto [key, inside] = keyOf(r);
      Value x = load(t, e.add(e.add(t.base, e.mul(key, t.rowStride)),
                              e.mul(col, t.colStride)));
      if (!inside)
        return x;
      return arith::SelectOp::create(b, loc, inside, x, zeroF);
    };
    e.copyElements(
        tid, s.workgroupSize(), totals, kStagingLoadsInFlight, read,
        [&](size_t c, Value el, Value x) {
          const StagedBlock &blk = blocks[c];
          Value r = arith::DivUIOp::create(b, loc, el, e.index(blk.width));
          Value col = arith::RemUIOp::create(b, loc, el, e.index(blk.width));
          memref::StoreOp::create(b, loc, x, blk.tile, ValueRange{r, col});
        });
  };
  e.ifAligned(aligned, vectors, elements);
}

SmallVector<Value> SimtAttentionEmitter::Impl::step(Value key0,
                                                    ValueRange state,
                                                    bool masked,
                                                    Value diagonal) {
  Value maxOld = state[0], sumOld = state[1];
  Value zeroF = e.f32(0.0), negInf = e.f32(-INFINITY);
  gpu::BarrierOp::create(b, loc);
  stage({{&ops.k, buf.kTile, s.headDim}, {&ops.v, buf.vTile, s.valueDim}}, key0,
        masked);
  gpu::BarrierOp::create(b, loc);

  if (!target.unrollHeadDims()) {
    // The block's keys unrolled, the head dims in loops of headDimChunk()
    // steps: a few loop iterations per block, whatever the head dim.
    int64_t qStep = s.headDimChunk(s.qSlice()),
            accStep = s.headDimChunk(s.accSlice());
    SmallVector<Value> zeros(s.tileN, zeroF);
    auto dots = e.forLoop(
        zero, e.index(s.qSlice()), e.index(qStep), zeros,
        [&](Value t0, ValueRange acc) -> SmallVector<Value> {
          SmallVector<Value> out(acc.begin(), acc.end());
          for (int64_t tt = 0; tt < qStep; ++tt) {
            Value t = e.add(t0, e.index(tt));
            Value qv = memref::LoadOp::create(b, loc, buf.qRow, ValueRange{t});
            for (int64_t j = 0; j < s.tileN; ++j) {
              Value kv = memref::LoadOp::create(
                  b, loc, buf.kTile, ValueRange{e.index(j), dimOf(t)});
              out[j] = arith::AddFOp::create(
                  b, loc, out[j], arith::MulFOp::create(b, loc, qv, kv));
            }
          }
          return out;
        });
    SmallVector<Value> scores;
    Value maxNew = maxOld;
    for (int64_t j = 0; j < s.tileN; ++j) {
      scores.push_back(
          score(key0, e.index(j), dots.getResult(j), masked, diagonal));
      maxNew = arith::MaximumFOp::create(b, loc, maxNew, scores.back());
    }
    Value shift = buildSoftmaxShift(b, loc, maxNew);
    Value alpha = expShifted(maxOld, shift);
    Value sumNew = arith::MulFOp::create(b, loc, sumOld, alpha);
    SmallVector<Value> probs;
    for (Value sc : scores) {
      probs.push_back(expShifted(sc, shift));
      sumNew = arith::AddFOp::create(b, loc, sumNew, probs.back());
    }
    e.forLoop(zero, e.index(s.accSlice()), e.index(accStep), {},
              [&](Value t0, ValueRange) -> SmallVector<Value> {
                for (int64_t tt = 0; tt < accStep; ++tt) {
                  Value t = e.add(t0, e.index(tt));
                  Value a = arith::MulFOp::create(
                      b, loc,
                      memref::LoadOp::create(b, loc, buf.accRow, ValueRange{t}),
                      alpha);
                  for (int64_t j = 0; j < s.tileN; ++j) {
                    Value v = memref::LoadOp::create(
                        b, loc, buf.vTile, ValueRange{e.index(j), dimOf(t)});
                    a = arith::AddFOp::create(
                        b, loc, a, arith::MulFOp::create(b, loc, probs[j], v));
                  }
                  memref::StoreOp::create(b, loc, a, buf.accRow, ValueRange{t});
                }
                return {};
              });
    return {maxNew, sumNew};
  }

  // Scores of this row against the block, and their max.
  auto scores = e.forLoop(
      zero, e.index(s.tileN), one, ValueRange{negInf},
      [&](Value j, ValueRange acc) -> SmallVector<Value> {
        Value dot = e.sumOver(s.qSlice(), zeroF, [&](Value t) -> Value {
          Value qv = memref::LoadOp::create(b, loc, buf.qRow, ValueRange{t});
          Value kv = memref::LoadOp::create(b, loc, buf.kTile,
                                            ValueRange{j, dimOf(t)});
          return arith::MulFOp::create(b, loc, qv, kv);
        });
        Value sc = score(key0, j, dot, masked, diagonal);
        memref::StoreOp::create(b, loc, sc, buf.scores, ValueRange{j});
        return {arith::MaximumFOp::create(b, loc, acc[0], sc).getResult()};
      });
  Value maxNew = arith::MaximumFOp::create(b, loc, maxOld, scores.getResult(0));
  Value shift = buildSoftmaxShift(b, loc, maxNew);
  Value alpha = expShifted(maxOld, shift);
  e.unrolled(s.accSlice(), [&](Value t) {
    Value a = memref::LoadOp::create(b, loc, buf.accRow, ValueRange{t});
    memref::StoreOp::create(b, loc, arith::MulFOp::create(b, loc, a, alpha),
                            buf.accRow, ValueRange{t});
  });
  Value sumScaled = arith::MulFOp::create(b, loc, sumOld, alpha);
  auto weights = e.forLoop(
      zero, e.index(s.tileN), one, ValueRange{sumScaled},
      [&](Value j, ValueRange acc) -> SmallVector<Value> {
        Value sc = memref::LoadOp::create(b, loc, buf.scores, ValueRange{j});
        Value p = expShifted(sc, shift);
        e.unrolled(s.accSlice(), [&](Value t) {
          Value a = memref::LoadOp::create(b, loc, buf.accRow, ValueRange{t});
          Value v = memref::LoadOp::create(b, loc, buf.vTile,
                                           ValueRange{j, dimOf(t)});
          Value na = arith::AddFOp::create(b, loc, a,
                                           arith::MulFOp::create(b, loc, p, v));
          memref::StoreOp::create(b, loc, na, buf.accRow, ValueRange{t});
        });
        return {arith::AddFOp::create(b, loc, acc[0], p).getResult()};
      });
  return {maxNew, weights.getResult(0)};
}

void SimtAttentionEmitter::Impl::finish(ValueRange state) {
  Value maxFinal = state[0], sumFinal = state[1];
  OpBuilder::InsertionGuard guard(b);
  Value rowValid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row, m);
  auto ifValid = scf::IfOp::create(b, loc, rowValid, /*withElse=*/false);
  b.setInsertionPointToStart(ifValid.thenBlock());
  Value inv = buildRowNormalizer(b, loc, sumFinal);
  Value oBase = e.add(ops.o.base, e.mul(row, ops.o.rowStride));
  e.unrolled(s.accSlice(), [&](Value t) {
    Value a = memref::LoadOp::create(b, loc, buf.accRow, ValueRange{t});
    target.store(b, loc, ops.o.source, ops.o.elementType,
                 e.add(oBase, e.mul(dimOf(t), ops.o.colStride)),
                 arith::MulFOp::create(b, loc, a, inv));
  });
  if (!ops.lse)
    return;
  // One lane of the row writes it.
  if (s.lanesPerRow > 1) {
    Value first =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, zero);
    auto ifFirst = scf::IfOp::create(b, loc, first, /*withElse=*/false);
    b.setInsertionPointToStart(ifFirst.thenBlock());
  }
  target.store(b, loc, ops.lse->source, ops.lse->elementType,
               e.add(ops.lse->base, e.mul(row, ops.lse->rowStride)),
               buildLogSumExp(b, loc, maxFinal, sumFinal,
                              [&](OpBuilder &ob, Location l, Value x) {
                                return target.log2(ob, l, x);
                              }));
}

SimtAttentionEmitter::SimtAttentionEmitter(OpBuilder &b, Location loc,
                                           const SimtAttentionShape &shape,
                                           SimtTarget &target,
                                           const SimtBuffers &buffers, Value m,
                                           Value n, Value scale)
    : impl(std::make_unique<Impl>(b, loc, shape, target, buffers, m, n,
                                  scale)) {}

SimtAttentionEmitter::~SimtAttentionEmitter() = default;

void SimtAttentionEmitter::setWorkgroup(const SimtAttentionOperands &operands,
                                        Value row0) {
  impl->setWorkgroup(operands, row0);
}

SmallVector<Value> SimtAttentionEmitter::begin() {
  return {impl->e.f32(-INFINITY), impl->e.f32(0.0)};
}

SmallVector<Value> SimtAttentionEmitter::step(Value key0, ValueRange state,
                                              bool masked, Value diagonal) {
  return impl->step(key0, state, masked, diagonal);
}

void SimtAttentionEmitter::finish(ValueRange state) { impl->finish(state); }
