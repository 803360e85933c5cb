//===- MmaOps.cpp - mma.sync fragments and swizzled tiles -----------------===//
//
// See MmaOps.h.
//
//===----------------------------------------------------------------------===//

#include "MmaOps.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/raw_ostream.h"

#include <cassert>

using namespace mlir;
using namespace mlir::attn;

// Copies rows [row0, row0 + rowCount) of a tensor (rows of `width` elements,
// `rowStride` apart, zero past `limit`) to the swizzled tile at byte
// `tileOffset`, laid out as `layout`. A row goes in
// slabs of C = 32, 16, 8, 4, 2 or 1 chunks (the largest power of two that
// is left): in a slab starting at chunk c0, thread t copies chunk
// c0 + t % C of rows t / C + i * (T / C), T the workgroup's threads; where
// T / C is more than `rowCount` (a slab of few chunks), threads past the
// tile's rows copy nothing. With `full` (every row below `limit`: all blocks
// but a ragged last one) the rows need no clamping and no zero fill, and
// the source is written as a sum whose thread part does not change from
// block to block and whose passes are one stride apart, so that the
// addresses cost a 64-bit add each instead of a clamped row times the
// stride.
void MmaOps::copyTile(const MmaOperand &operand,
                                         Value rowStride, Value row0,
                                         Value limit, int64_t rowCount,
                                         int64_t width, SwizzledTile layout,
                                         Value tileOffset, bool full) {
  MLIRContext *ctx = b.getContext();
  Value tBase = operand.base;
  for (int64_t chunk0 = 0; chunk0 < width / 8;) {
    const int64_t chunks = std::min<int64_t>(
        32, llvm::bit_floor(static_cast<uint64_t>(width / 8 - chunk0)));
    const int64_t rowsPerPass = 32 * warps / chunks;
    const int64_t passes = std::max<int64_t>(1, rowCount / rowsPerPass);
    // Threads whose row is past the tile's (one pass of fewer rows than
    // threads) skip the slab.
    OpBuilder::InsertionGuard slabGuard(b);
    if (rowsPerPass > rowCount) {
      auto owner = scf::IfOp::create(
          b, ult(tid, index(rowCount * chunks)), /*withElse=*/false);
      b.setInsertionPointToStart(owner.thenBlock());
    }
    Value chunk = arith::RemUIOp::create(b, tid, index(chunks));
    if (chunk0)
      chunk = add(chunk, index(chunk0));
    Value row = arith::DivUIOp::create(b, tid, index(chunks));
    Value swizzled = arith::XOrIOp::create(
        b, chunk, arith::AndIOp::create(b, row, index(7)));
    // The byte of chunk position `position` in the thread's first row.
    auto dstAt = [&](Value position) {
      return add(tileOffset, toI32(add(mul(row, index(layout.rowBytes)),
                                       chunkBytes(position, layout))));
    };
    Value dst0 = dstAt(swizzled);
    Value lastRow = full ? Value()
                         : arith::MaxSIOp::create(
                               b, arith::SubIOp::create(b, limit, one), zero);
    // Full blocks: the thread's row and chunk (the same every block),
    // plus the block's first row, plus one pass stride per pass.
    Value fullSrc;
    if (full)
      fullSrc = add(add(tBase, add(mul(row, rowStride),
                                               mul(chunk, index(8)))),
                        mul(row0, rowStride));
    Value passStride = full ? arith::IndexCastOp::create(
                                  b, b.getI64Type(),
                                  mul(index(rowsPerPass), rowStride))
                                  .getResult()
                            : Value();
    Value src;
    for (int64_t i = 0; i < passes; ++i) {
      Value inside;
      if (full) {
        // The first pass's address, then one pass stride further each.
        src = i ? LLVM::GEPOp::create(b, LLVM::LLVMPointerType::get(ctx, 1),
                                      operand.elementType, src,
                                      ValueRange{passStride})
                      .getResult()
                : address(operand, fullSrc);
      } else {
        Value r = add(row0, add(row, index(i * rowsPerPass)));
        inside = ult(r, limit);
        Value rSafe = arith::MinUIOp::create(b, r, lastRow);
        src = address(operand,
                      add(tBase, add(mul(rSafe, rowStride),
                                             mul(chunk, index(8)))));
      }
      // Tile row row + i * rowsPerPass swizzles with its own low three
      // bits: with fewer than 8 rows per pass (rows of more than 16
      // chunks), those of i * rowsPerPass flip the thread's chunk further.
      Value passDst0 = dst0;
      if (int64_t flip = (i * rowsPerPass) & 7)
        passDst0 = dstAt(arith::XOrIOp::create(b, swizzled, index(flip)));
      Value dst = sharedAt(
          add(passDst0, i32Constant(i * rowsPerPass * layout.rowBytes)));
      // Rows past the limit are zero-filled (0 bytes read).
      Value bytes = inside ? arith::SelectOp::create(b, inside,
                                                     i32Constant(16),
                                                     i32Constant(0))
                                 .getResult()
                           : Value();
      NVVM::CpAsyncOp::create(
          b, dst, src, b.getI32IntegerAttr(16),
          NVVM::LoadCacheModifierKindAttr::get(
              ctx, NVVM::LoadCacheModifierKind::CG),
          bytes);
    }
    chunk0 += chunks;
  }
}

// Zeroes the columns [width, paddedWidth) (at most one chunk: paddedWidth
// is width up to a multiple of 16) of every row of the swizzled tile at
// byte `tileOffset` (`rowCount` rows laid out as `layout`). Copies
// never write them, so this is done once, before the first barrier.
void MmaOps::zeroPadding(int64_t tileOffset,
                                            int64_t rowCount, int64_t width,
                                            int64_t paddedWidth,
                                            SwizzledTile layout) {
  if (width == paddedWidth)
    return;
  assert(paddedWidth - width == 8 && "one chunk of padding");
  const int64_t c = width / 8, threads = 32 * warps;
  auto v4i32 = VectorType::get({4}, i32);
  Value zeros = arith::ConstantOp::create(
      b, v4i32, DenseElementsAttr::get(v4i32, b.getI32IntegerAttr(0)));
  for (int64_t r0 = 0; r0 < rowCount; r0 += threads) {
    OpBuilder::InsertionGuard g(b);
    Value row = add(tid, index(r0));
    if (r0 + threads > rowCount) {
      auto owner = scf::IfOp::create(b, ult(row, index(rowCount)),
                                     /*withElse=*/false);
      b.setInsertionPointToStart(owner.thenBlock());
    }
    // Chunk c of row r is at position (c & ~7) + ((c & 7) ^ (r & 7)).
    Value position =
        add(arith::XOrIOp::create(b, arith::AndIOp::create(
                                             b, row, index(7)),
                                      index(c & 7)),
                index(c & ~7));
    // (Sequenced: the order of the ops must not depend on the host
    // compiler's order of evaluating arguments.)
    Value rowByte = mul(row, index(layout.rowBytes));
    Value byte = add(rowByte, chunkBytes(position, layout));
    LLVM::StoreOp::create(
        b, zeros,
        sharedAt(add(i32Constant(tileOffset), toI32(byte))),
        /*alignment=*/16);
  }
}

// The byte offset of chunk position `position` (index) in its row: in
// 128-byte groups one after the other (rows) or in blocks of rows (atoms).
Value MmaOps::chunkBytes(Value position, SwizzledTile layout) {
  if (layout.blockBytes == 128)
    return mul(position, index(16));
  return add(mul(arith::ShRUIOp::create(b, position, index(3)),
                 index(layout.blockBytes)),
             mul(arith::AndIOp::create(b, position, index(7)), index(16)));
}

// Byte offset of chunk `c` (even) for a lane whose own swizzled chunk is
// `laneChunk`: chunks differ in their low three bits by XOR, above by add.
Value MmaOps::chunkAt(Value laneChunk, int64_t c) {
  Value low = (c & 7) ? arith::XOrIOp::create(b, laneChunk,
                                              i32Constant((c & 7) * 16))
                            .getResult()
                      : laneChunk;
  return (c & ~7) ? add(low, i32Constant((c & ~7) * 16)) : low;
}

SmallVector<Value> MmaOps::tiedF32Asm(StringRef text, ValueRange tied,
                                      ValueRange more,
                                      StringRef moreConstraints) {
  const int64_t count = tied.size();
  std::string constraints;
  for (int64_t i = 0; i < count; ++i)
    constraints += "=f,";
  for (int64_t i = 0; i < count; ++i)
    constraints += std::to_string(i) + (i + 1 < count ? "," : "");
  if (!moreConstraints.empty())
    constraints += ("," + moreConstraints).str();
  SmallVector<Value> operands(tied);
  operands.append(more.begin(), more.end());
  auto type =
      LLVM::LLVMStructType::getLiteral(ctx, SmallVector<Type>(count, f32));
  Value r = LLVM::InlineAsmOp::create(
                b, type, operands, text, constraints,
                /*has_side_effects=*/true, /*is_align_stack=*/false,
                LLVM::tailcallkind::TailCallKind::None,
                LLVM::AsmDialectAttr::get(ctx, LLVM::AsmDialect::AD_ATT),
                /*operand_attrs=*/ArrayAttr())
                .getResult(0);
  SmallVector<Value> results;
  for (int64_t i = 0; i < count; ++i)
    results.push_back(LLVM::ExtractValueOp::create(b, r, i));
  return results;
}

Value MmaOps::wgmmaDescriptor(Value window, Value byteOffset,
                              int64_t leadingBytes) {
  Value address = add(window, byteOffset);
  Value field = arith::AndIOp::create(
      b, arith::ShRUIOp::create(b, address, i32Constant(4)),
      i32Constant(0x3FFF));
  Type i64 = b.getI64Type();
  uint64_t fixed = (uint64_t(leadingBytes / 16) << 16) |
                   (uint64_t(1024 / 16) << 32) | (uint64_t(1) << 62);
  return arith::OrIOp::create(
      b, arith::ExtUIOp::create(b, i64, field),
      arith::ConstantOp::create(b, b.getI64IntegerAttr(fixed)));
}

Value MmaOps::offsetDescriptor(Value descriptor, int64_t bytes) {
  if (!bytes)
    return descriptor;
  return arith::AddIOp::create(
      b, descriptor,
      arith::ConstantOp::create(b, b.getI64IntegerAttr(bytes / 16)));
}

Value MmaOps::wgmma(Value d, Value aDescriptor, Value bDescriptor, int64_t n,
                    bool accumulate, bool aMNMajor, bool bMNMajor) {
  NVVM::WGMMATypes input =
      bf16 ? NVVM::WGMMATypes::bf16 : NVVM::WGMMATypes::f16;
  return NVVM::WgmmaMmaAsyncOp::create(
      b, d.getType(), d, aDescriptor, bDescriptor,
      NVVM::MMAShapeAttr::get(ctx, 64, n, 16), input, input,
      NVVM::WGMMATypes::f32,
      accumulate ? NVVM::WGMMAScaleOut::one : NVVM::WGMMAScaleOut::zero,
      NVVM::WGMMAScaleIn::one, NVVM::WGMMAScaleIn::one,
      // A row-major and B column-major are K-major (no transpose).
      aMNMajor ? NVVM::MMALayout::col : NVVM::MMALayout::row,
      bMNMajor ? NVVM::MMALayout::row : NVVM::MMALayout::col,
      /*satfinite=*/NVVM::MMAIntOverflowAttr());
}

std::string MmaOps::wgmmaRegisterA(int64_t n) {
  const int64_t count = n / 2;
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "{\n.reg .pred p;\nsetp.ne.b32 p, $" << 2 * count + 5
     << ", 0;\nwgmma.mma_async.sync.aligned.m64n" << n << "k16.f32."
     << (bf16 ? "bf16.bf16" : "f16.f16") << " {";
  for (int64_t i = 0; i < count; ++i)
    os << (i ? ", $" : "$") << i;
  os << "}, {$" << 2 * count << ", $" << 2 * count + 1 << ", $" << 2 * count + 2
     << ", $" << 2 * count + 3 << "}, $" << 2 * count + 4
     << ", p, 1, 1, 1;\n}\n";
  return text;
}

SmallVector<Value> MmaOps::afterWait(Value accumulators) {
  auto type = cast<LLVM::LLVMStructType>(accumulators.getType());
  SmallVector<Value> values;
  for (int64_t i = 0, e = type.getBody().size(); i < e; ++i)
    values.push_back(LLVM::ExtractValueOp::create(b, accumulators, i));
  return afterWait(values);
}
