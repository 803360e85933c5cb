//===- MmaOps.h - mma.sync fragments and swizzled tiles ---------*- C++ -*-===//
//
// The operations the tensor-core code of the forward (MmaAttention.cpp) and
// of the backward (MmaBackward.cpp) is written in: constants and
// arithmetic, shared-memory addresses, cp.async copies of rows into
// XOR-swizzled tiles, ldmatrix, mma.sync m16n8k16, fragment packing and quad
// reductions. Fragment layouts are those of mma.sync m16n8k16 (PTX ISA,
// "Matrix Fragments for mma.m16n8k16"): lane l holds rows l/4 and l/4 + 8
// and columns 2(l%4), 2(l%4) + 1 of each 16x8 f32 accumulator, which is
// also the A-fragment layout of the next product.
//
// Shared-memory tiles store each row of w elements as w/8 chunks of 16
// bytes, chunk c of row r at position c ^ (r % 8) of its 128-byte group, in
// rows padded to a multiple of 64 elements (SwizzledTile): the eight rows
// one ldmatrix phase reads, and the eight chunks of a row one copy writes,
// fall in distinct banks.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_MMAOPS_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_MMAOPS_H

#include "attn/Conversion/MmaAttention.h"
#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Utils/SharedMemory.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <array>
#include <cmath>

namespace mlir::attn {

/// Warps of a tensor-core workgroup (the forward's, and the backward's
/// query pass; the backward's key pass may have eight).
constexpr int64_t kMmaWarps = 4;

/// The builders of an emitter: `b`, which its code is written with, and
/// the caller's `outer`. Each entry point (an Entry for its duration)
/// starts at the caller's insertion point and leaves it after what it wrote.
struct EmitterBuilders {
  EmitterBuilders(OpBuilder &outer, Location loc) : outer(outer), b(loc, outer) {}
  /// The caller's builder, moved to where `b` is.
  void leave() {
    outer.setInsertionPoint(b.getInsertionBlock(), b.getInsertionPoint());
  }
  OpBuilder &outer;
  ImplicitLocOpBuilder b;
  struct Entry {
    EmitterBuilders &builders;
    explicit Entry(EmitterBuilders &builders) : builders(builders) {
      builders.b.setInsertionPoint(builders.outer.getInsertionBlock(),
                                   builders.outer.getInsertionPoint());
    }
    ~Entry() { builders.leave(); }
  };
};

/// Where the 16-byte chunks of a swizzled shared-memory tile are: chunk c
/// of row r at byte (c / 8) blockBytes + r rowBytes + ((c % 8) ^ (r % 8)) 16.
/// Either rows of a padded width one after the other (blockBytes 128: the
/// mma.sync kernels, which address rows by ldmatrix), or blocks of 64
/// columns, each its rows of 128 bytes one after the other: the 128-byte
/// swizzle atoms (eight rows, 1024 bytes) that wgmma's shared-memory
/// descriptors and TMA's 128-byte swizzle describe.
struct SwizzledTile {
  int64_t rowBytes, blockBytes;
  /// Rows of `rowWidth` 16-bit elements (a multiple of 64).
  static SwizzledTile rows(int64_t rowWidth) { return {2 * rowWidth, 128}; }
  /// 64-column blocks of `rowCount` rows.
  static SwizzledTile atoms(int64_t rowCount) { return {128, 128 * rowCount}; }
};

/// An m16n8 f32 accumulator fragment: four values per lane.
using Fragment = std::array<Value, 4>;

/// The operations the tensor-core body is written in: constants and
/// arithmetic, shared-memory addresses, ldmatrix, mma.sync, fragment packing
/// and quad reductions.
struct MmaOps {
  /// Creates the -inf and 0 constants and the address of the shared-memory
  /// array at `b`, for a workgroup of `warps` warps.
  MmaOps(ImplicitLocOpBuilder &b, Type inputType, int64_t warps = kMmaWarps)
      : b(b), ctx(b.getContext()), inputType(inputType), warps(warps),
        bf16(inputType.isBF16()), i32(b.getI32Type()), f32(b.getF32Type()),
        negInf(f32Constant(-INFINITY)), zeroF(f32Constant(0.0)),
        shared(LLVM::AddressOfOp::create(b, LLVM::LLVMPointerType::get(ctx, 3),
                                         kSharedMemoryName)),
        zero(index(0)), one(index(1)),
        tid(gpu::ThreadIdOp::create(b, gpu::Dimension::x)),
        lane(arith::AndIOp::create(b, toI32(tid), i32Constant(31))),
        warp(arith::ShRUIOp::create(b, toI32(tid), i32Constant(5))) {}

  ImplicitLocOpBuilder &b;
  MLIRContext *ctx;
  /// The f16 or bf16 element type of Q, K, V (and of P).
  Type inputType;
  /// Warps of the workgroup (the copies spread over all its threads).
  int64_t warps;
  bool bf16;
  Type i32, f32;
  /// The -inf and 0 constants, and the dynamic shared-memory array.
  Value negInf, zeroF, shared;
  /// Index 0 and 1, the thread's index in the workgroup, its lane (i32)
  /// and its warp (i32).
  Value zero, one, tid, lane, warp;

  Value index(int64_t v) { return arith::ConstantIndexOp::create(b, v); }
  Value i32Constant(int64_t v) {
    return arith::ConstantOp::create(b, b.getI32IntegerAttr(v));
  }
  Value f32Constant(double v) {
    return arith::ConstantOp::create(b, b.getF32FloatAttr(v));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }
  Value toI32(Value x) { return arith::IndexCastOp::create(b, i32, x); }
  Value toIndex(Value x) {
    return arith::IndexCastOp::create(b, b.getIndexType(), x);
  }
  Value fmax(Value x, Value y) { return arith::MaximumFOp::create(b, x, y); }
  Value fadd(Value x, Value y) { return arith::AddFOp::create(b, x, y); }
  Value fmul(Value x, Value y) { return arith::MulFOp::create(b, x, y); }
  Value ult(Value x, Value y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::ult, x, y);
  }
  Value eq(Value x, Value y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::eq, x, y);
  }
  /// Writes `body` into an scf.if on `condition` (no results, no else).
  void ifThen(Value condition, llvm::function_ref<void()> body) {
    auto op = scf::IfOp::create(b, condition, /*withElse=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(op.thenBlock());
    body();
  }

  /// The shared-memory address `byteOffset` bytes into the array.
  Value sharedAt(Value byteOffset) {
    return LLVM::GEPOp::create(b, LLVM::LLVMPointerType::get(ctx, 3),
                               b.getI8Type(), shared, ValueRange{byteOffset});
  }
  /// The global address of element `offset` (index) of `operand`.
  Value address(const MmaOperand &operand, Value offset) {
    Value offset64 = arith::IndexCastOp::create(b, b.getI64Type(), offset);
    return LLVM::GEPOp::create(b, LLVM::LLVMPointerType::get(ctx, 1),
                               operand.elementType, operand.pointer,
                               ValueRange{offset64});
  }
  void commit() { NVVM::CpAsyncCommitGroupOp::create(b); }

  /// Four 8x8 b16 matrices; lanes 8i..8i+7 give the row addresses of
  /// matrix i (`transpose`: each matrix transposed on the way).
  std::array<Value, 4> ldmatrix(Value byteOffset, bool transpose) {
    auto i32x4 = LLVM::LLVMStructType::getLiteral(ctx, {i32, i32, i32, i32});
    Value res = NVVM::LdMatrixOp::create(
        b, i32x4, sharedAt(byteOffset), b.getI32IntegerAttr(4),
        NVVM::MMALayoutAttr::get(ctx, transpose ? NVVM::MMALayout::col
                                                : NVVM::MMALayout::row),
        NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8),
        NVVM::LdStMatrixEltTypeAttr::get(ctx, NVVM::LdStMatrixEltType::B16));
    std::array<Value, 4> regs;
    for (int64_t i = 0; i < 4; ++i)
      regs[i] = LLVM::ExtractValueOp::create(b, res, i);
    return regs;
  }

  /// d = a b + c on one m16n8k16 tile (a: 4 b32 registers of input pairs,
  /// b: 2; f32 accumulation).
  Fragment mma(ArrayRef<Value> a, ArrayRef<Value> bReg, const Fragment &c) {
    SmallVector<Value> aOps(a), bOps(bReg);
    if (!bf16) {
      auto f16x2 = VectorType::get({2}, b.getF16Type());
      for (Value &v : aOps)
        v = LLVM::BitcastOp::create(b, f16x2, v);
      for (Value &v : bOps)
        v = LLVM::BitcastOp::create(b, f16x2, v);
    }
    auto f32x4 = LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
    NVVM::MMATypes type = bf16 ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
    Value res = NVVM::MmaOp::create(
        b, f32x4, aOps, bOps, ValueRange(ArrayRef<Value>(c)), {16, 8, 16},
        std::nullopt, std::nullopt, std::array<NVVM::MMATypes, 2>{type, type},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    Fragment d;
    for (int64_t i = 0; i < 4; ++i)
      d[i] = LLVM::ExtractValueOp::create(b, res, i);
    return d;
  }

  /// Two f32 values as a vector<2 x type> (rounded to nearest).
  Value pair(Value x, Value y, Type type) {
    auto v2f32 = VectorType::get({2}, f32);
    Value v = LLVM::PoisonOp::create(b, v2f32);
    v = LLVM::InsertElementOp::create(b, v, x, i32Constant(0));
    v = LLVM::InsertElementOp::create(b, v, y, i32Constant(1));
    if (type.isF32())
      return v;
    return LLVM::FPTruncOp::create(b, VectorType::get({2}, type), v);
  }
  /// Two probabilities packed as one b32 A-fragment register.
  Value pack(Value x, Value y) {
    return LLVM::BitcastOp::create(b, i32, pair(x, y, inputType));
  }
  /// The A fragment (m16k16) of two adjacent m16n8 accumulator fragments
  /// `lo` and `hi` (k columns 0-7 and 8-15), packed to the input type.
  std::array<Value, 4> packA(const Fragment &lo, const Fragment &hi) {
    return {pack(lo[0], lo[1]), pack(lo[2], lo[3]), pack(hi[0], hi[1]),
            pack(hi[2], hi[3])};
  }
  /// The max (or sum) of `v` over the four lanes of a quad (one row).
  Value quadReduce(Value v, bool isMax) {
    for (int32_t offset : {1, 2}) {
      Value other =
          gpu::ShuffleOp::create(b, v, offset, 32, gpu::ShuffleMode::XOR)
              .getShuffleResult();
      v = isMax ? fmax(v, other) : fadd(v, other);
    }
    return v;
  }
  /// `max`, or 0 where it is -inf (a row that has seen no key).
  Value safe(Value max) { return buildSoftmaxShift(b, b.getLoc(), max); }

  /// Copies rows [row0, row0 + rowCount) of `operand` (rows of `width`
  /// elements, `rowStride` apart, zero past `limit`) to the swizzled tile
  /// at byte `tileOffset` laid out as `layout` (see MmaOps.cpp); `full`:
  /// every row is below `limit`.
  void copyTile(const MmaOperand &operand, Value rowStride, Value row0,
                Value limit, int64_t rowCount, int64_t width,
                SwizzledTile layout, Value tileOffset, bool full);
  /// Zeroes the columns [width, paddedWidth) of every row of the swizzled
  /// tile at byte `tileOffset`.
  void zeroPadding(int64_t tileOffset, int64_t rowCount, int64_t width,
                   int64_t paddedWidth, SwizzledTile layout);
  /// The byte offset of chunk position `position` (index) within a row of
  /// `layout`.
  Value chunkBytes(Value position, SwizzledTile layout);
  /// Byte offset of chunk `c` (even) for a lane whose own swizzled chunk is
  /// `laneChunk`.
  Value chunkAt(Value laneChunk, int64_t c);
  // wgmma (sm_90a). A shared-memory matrix descriptor (PTX ISA, "Matrix
  // Descriptor Format"): bits 0-13 the start address / 16, 16-29 the
  // leading-dimension byte offset / 16, 32-45 the stride-dimension byte
  // offset / 16, 62-63 the swizzle (1: 128 bytes). Every tile is in
  // 128-byte swizzle atoms (SwizzledTile::atoms) from a 1024-byte aligned
  // start: eight rows of 128 bytes are 1024 bytes apart from the next eight
  // (the stride offset). Read K-major (the product's K contiguous in a
  // row), the k16 step kk starts (kk / 4) column blocks and (kk % 4) 32
  // bytes in, and the leading offset is unused; read MN-major (its N
  // contiguous), the k16 step kk starts 16 kk rows in, and the leading
  // offset is the distance between its 64-column blocks.

  /// Orders this thread's generic-proxy writes to shared memory (copies,
  /// stores) before the async proxy's reads of it (wgmma descriptors).
  void fenceAsyncShared() {
    NVVM::FenceProxyOp::create(
        b, NVVM::ProxyKind::async_shared,
        NVVM::SharedSpaceAttr::get(ctx, NVVM::SharedSpace::shared_cta));
  }
  /// The 32-bit shared-window address of the dynamic shared-memory array.
  Value sharedWindow() {
    return LLVM::PtrToIntOp::create(b, b.getI32Type(), shared);
  }
  /// The descriptor of the tile at byte `byteOffset` of the array whose
  /// shared-window address is `window`.
  Value wgmmaDescriptor(Value window, Value byteOffset, int64_t leadingBytes);
  /// `descriptor` moved `bytes` (a multiple of 16, within the array) on.
  Value offsetDescriptor(Value descriptor, int64_t bytes);
  /// wgmma m64n`n`k16 of f32 accumulators `d` (a struct of n / 2 f32;
  /// `accumulate`: d += A B, else d = A B) with A and B by descriptor, read
  /// K-major, or MN-major where `aMNMajor` / `bMNMajor`.
  Value wgmma(Value d, Value aDescriptor, Value bDescriptor, int64_t n,
              bool accumulate, bool aMNMajor = false, bool bMNMajor = false);
  /// The inline PTX of wgmma m64n`n`k16 (f32 += A B) with A from registers
  /// (the mma.sync A layout of each warp's 16 rows) and B by descriptor, read
  /// MN-major: $0..$(n/2 - 1) the accumulators, then A's four registers, B's
  /// descriptor and the scale-d flag (operand constraints "r,r,r,r,l,n").
  /// Neither dialect has wgmma's register-A form (docs/Rationale.md).
  std::string wgmmaRegisterA(int64_t n);
  /// `values` (f32) as read after a wgmma wait: passed through an empty
  /// side-effecting instruction, which the compiler keeps after the wait,
  /// so that no use of an accumulator moves above it (the registers are the
  /// tensor cores' until then).
  SmallVector<Value> afterWait(ValueRange values) {
    return tiedF32Asm("", values, {}, "");
  }
  /// The same for the elements of an accumulator struct.
  SmallVector<Value> afterWait(Value accumulators);

  /// Side-effecting inline PTX `text` whose results are f32 registers tied
  /// to the f32 operands `tied` ($0.. are the results, then `more` with
  /// `moreConstraints`, e.g. "r,l"): the results, one per tied value.
  SmallVector<Value> tiedF32Asm(StringRef text, ValueRange tied,
                                ValueRange more, StringRef moreConstraints);
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_MMAOPS_H
