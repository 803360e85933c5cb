//===- MmaKernelBuilder.cpp - the tensor-core attention kernel ------------===//
//
// See MmaKernelBuilder.h for the kernel's structure. Fragment layouts are
// those of mma.sync m16n8k16 (PTX ISA, "Matrix Fragments for mma.m16n8k16"):
// lane l holds rows l/4 and l/4 + 8 and columns 2(l%4), 2(l%4) + 1 of each
// 16x8 f32 accumulator, which is also the A-fragment layout of the next
// product, so P stays in registers.
//
// Shared-memory tiles store each row of w elements as w/8 chunks of 16
// bytes, chunk c of row r at position c ^ (r % 8): the eight rows one
// ldmatrix phase reads, and the eight chunks of a row one copy writes,
// fall in distinct banks. With rows that are multiples of 8 apart, a lane's
// chunk address is its own swizzled base XOR a constant, so addresses cost
// one XOR each and keep few registers live.
//
//===----------------------------------------------------------------------===//

#include "MmaKernelBuilder.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

static constexpr StringLiteral kSharedName = "attn_shared_memory";

static Type elementTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getElementType();
}

LogicalResult MmaKernelBuilder::supports(AttentionOp op, bool emit) {
  Type q = elementTypeOf(op.getQuery());
  if (!(q.isF16() || q.isBF16()) || elementTypeOf(op.getKey()) != q ||
      elementTypeOf(op.getValue()) != q) {
    if (emit)
      op.emitOpError("the tensor-core kernel needs f16 or bf16 query, key "
                     "and value of one type, got ")
          << q << ", " << elementTypeOf(op.getKey()) << ", "
          << elementTypeOf(op.getValue());
    return failure();
  }
  auto dimOf = [&](Value v, AffineMap map, unsigned d) {
    return cast<RankedTensorType>(v.getType())
        .getDimSize(
            *map.getResultPosition(getAffineDimExpr(d, op.getContext())));
  };
  int64_t k1 = dimOf(op.getQuery(), op.getQueryMap(), op.getK1Dim());
  int64_t k2 = dimOf(op.getValue(), op.getValueMap(), op.getK2Dim());
  // Rows are read 16 bytes at a time: the head dim is each operand's
  // innermost (memory-order last) dim.
  auto innermost = [&](AffineMap map, unsigned d, StringRef name,
                       StringRef dim) -> LogicalResult {
    if (map.getNumResults() > 0 &&
        map.getResults().back() == getAffineDimExpr(d, op.getContext()))
      return success();
    if (emit)
      op.emitOpError("the tensor-core kernel needs ")
          << dim << " innermost in the " << name << " layout, got "
          << AffineMapAttr::get(map);
    return failure();
  };
  if (failed(innermost(op.getQueryMap(), op.getK1Dim(), "query", "k1")) ||
      failed(innermost(op.getKeyMap(), op.getK1Dim(), "key", "k1")) ||
      failed(innermost(op.getValueMap(), op.getK2Dim(), "value", "k2")) ||
      failed(innermost(op.getOutputMap(), op.getK2Dim(), "output", "k2")))
    return failure();
  auto ok = [](int64_t d) { return d == 64 || d == 128; };
  if (!ok(k1) || !ok(k2)) {
    if (emit)
      op.emitOpError("the tensor-core kernel needs static head dims of 64 or "
                     "128, got k1 = ")
          << (ShapedType::isDynamic(k1) ? std::string("?")
                                        : std::to_string(k1))
          << ", k2 = "
          << (ShapedType::isDynamic(k2) ? std::string("?")
                                        : std::to_string(k2));
    return failure();
  }
  return success();
}

LogicalResult MmaKernelBuilder::check() {
  if (failed(KernelBuilder::check()))
    return failure();
  return supports(op, /*emit=*/true);
}

LogicalResult MmaKernelBuilder::checkTiles(int64_t sharedLimit,
                                           const Twine &limitName) {
  if (tileM != 64 && tileM != 128)
    return op.emitOpError("the tensor-core kernel needs tile-m 64 or 128, got ")
           << tileM;
  if (tileN != 32 && tileN != 64 && tileN != 128)
    return op.emitOpError(
               "the tensor-core kernel needs tile-n 32, 64 or 128, got ")
           << tileN;
  if (sharedMemoryBytes() > sharedLimit)
    return op.emitOpError("needs ")
           << sharedMemoryBytes() << " bytes of shared memory (tile-m = "
           << tileM << ", tile-n = " << tileN << "), more than the "
           << sharedLimit << " " << limitName;
  return success();
}

KernelBuffers MmaKernelBuilder::createBuffers(OpBuilder &b,
                                              gpu::GPUFuncOp func) {
  // Dynamic shared memory: an external, unsized array in the shared address
  // space (PTX `.extern .shared`), sized by the launch.
  auto module = func->getParentOfType<gpu::GPUModuleOp>();
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  LLVM::GlobalOp::create(b, loc(),
                         LLVM::LLVMArrayType::get(b.getI8Type(), 0),
                         /*isConstant=*/false, LLVM::Linkage::External,
                         kSharedName, Attribute(), /*alignment=*/16,
                         /*addrSpace=*/3);
  return {};
}

SmallVector<NamedAttribute>
MmaKernelBuilder::abiEntries(OpBuilder &b, ArrayRef<KernelTensor> ts,
                             ArrayRef<std::pair<std::string, Type>> args) {
  SmallVector<NamedAttribute> entries =
      NVVMKernelBuilder::abiEntries(b, ts, args);
  // Rows along the head dims are read and written 16 bytes at a time.
  entries.push_back(b.getNamedAttr(
      "contiguous_dims",
      b.getArrayAttr({b.getStringAttr(dimName(op.getK1Dim())),
                      b.getStringAttr(dimName(op.getK2Dim()))})));
  entries.push_back(
      b.getNamedAttr("alignment_bytes", b.getI64IntegerAttr(16)));
  return entries;
}

namespace {
/// An m16n8 f32 accumulator fragment: four values per lane.
using Fragment = std::array<Value, 4>;
} // namespace

void MmaKernelBuilder::buildBody(
    OpBuilder &builder, ArrayRef<KernelTensor> ts,
    ArrayRef<std::pair<std::string, Type>> scalarParams,
    const KernelBuffers &) {
  ImplicitLocOpBuilder b(loc(), builder);
  MLIRContext *ctx = b.getContext();
  Type f32 = b.getF32Type(), i32 = b.getI32Type(), i8 = b.getI8Type();
  Type index = b.getIndexType();
  Type inputType = elementTypeOf(op.getQuery());
  const bool bf16 = inputType.isBF16();
  const int64_t D = headDim, DV = valueDim;
  // m16 slices per warp, n8 tiles per key block.
  const int64_t slices = tileM / (16 * kWarps), nTiles = tileN / 8,
                vTiles = DV / 8;
  auto sharedPtr = LLVM::LLVMPointerType::get(ctx, 3);

  llvm::StringMap<Value> scalars;
  for (const auto &[name, type] : scalarParams)
    scalars[name] = scalar(b, name);

  //===------------------------------------------------------------------===//
  // Small helpers
  //===------------------------------------------------------------------===//
  auto cIdx = [&](int64_t v) -> Value {
    return arith::ConstantIndexOp::create(b, v);
  };
  auto cI32 = [&](int64_t v) -> Value {
    return arith::ConstantOp::create(b, b.getI32IntegerAttr(v));
  };
  auto cF32 = [&](double v) -> Value {
    return arith::ConstantOp::create(b, b.getF32FloatAttr(v));
  };
  auto add = [&](Value x, Value y) -> Value {
    return arith::AddIOp::create(b, x, y);
  };
  auto mul = [&](Value x, Value y) -> Value {
    return arith::MulIOp::create(b, x, y);
  };
  auto toI32 = [&](Value x) -> Value {
    return arith::IndexCastOp::create(b, i32, x);
  };
  auto toIndex = [&](Value x) -> Value {
    return arith::IndexCastOp::create(b, index, x);
  };
  auto fmax = [&](Value x, Value y) -> Value {
    return arith::MaximumFOp::create(b, x, y);
  };
  auto fadd = [&](Value x, Value y) -> Value {
    return arith::AddFOp::create(b, x, y);
  };
  auto fmul = [&](Value x, Value y) -> Value {
    return arith::MulFOp::create(b, x, y);
  };
  auto ult = [&](Value x, Value y) -> Value {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::ult, x, y);
  };
  Value negInf = cF32(-INFINITY), zeroF = cF32(0.0);
  Value zero = cIdx(0), one = cIdx(1);

  //===------------------------------------------------------------------===//
  // Indices
  //===------------------------------------------------------------------===//
  Value tid = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
  Value tid32 = toI32(tid);
  Value lane = arith::AndIOp::create(b, tid32, cI32(31));
  Value warp = arith::ShRUIOp::create(b, tid32, cI32(5));
  Value bx = gpu::BlockIdOp::create(b, gpu::Dimension::x);
  Value by = gpu::BlockIdOp::create(b, gpu::Dimension::y);
  Value m = scalars.lookup("m"), n = scalars.lookup("n");

  SmallVector<Value> batchIdx = batchIndices(b, scalars, by);
  auto tensorNamed = [&](StringRef name) -> const KernelTensor & {
    return KernelBuilder::tensorNamed(ts, name);
  };
  auto stride = [&](const KernelTensor &t, unsigned d) {
    return strideOf(scalars, t, d);
  };
  auto base = [&](const KernelTensor &t) {
    return batchOffset(b, scalars, batchIdx, t);
  };
  unsigned mD = op.getMDim(), nD = op.getNDim();
  const KernelTensor &qT = tensorNamed("q"), &kT = tensorNamed("k"),
                     &vT = tensorNamed("v"), &oT = tensorNamed("o");
  const KernelTensor *maskT = op.getMask() ? &tensorNamed("mask") : nullptr;
  Value qBase = base(qT), kBase = base(kT), vBase = base(vT);
  Value tileRow0 = mul(bx, cIdx(tileM));

  //===------------------------------------------------------------------===//
  // Shared memory and asynchronous copies
  //===------------------------------------------------------------------===//
  Value shared = LLVM::AddressOfOp::create(b, sharedPtr, kSharedName);
  const int64_t qBytes = 2 * tileM * D, kBytes = 2 * tileN * D,
                vBytes = 2 * tileN * DV;
  const int64_t kOffset = qBytes, vOffset = qBytes + 2 * kBytes;
  auto sharedAt = [&](Value byteOffset) -> Value {
    return LLVM::GEPOp::create(b, sharedPtr, i8, shared,
                               ValueRange{byteOffset});
  };

  // Copies rows [row0, row0 + rows) of a tensor (rows of `width` elements,
  // `rowStride` apart, zero past `limit`) to the swizzled tile at byte
  // `tileOffset`: thread t copies chunk t % C of rows t / C + i * (128 / C).
  auto copyTile = [&](const KernelTensor &t, Value tBase, Value rowStride,
                      Value row0, Value limit, int64_t rows, int64_t width,
                      Value tileOffset) {
    const int64_t chunks = width / 8, rowsPerPass = workgroupSize() / chunks;
    Value chunk = arith::RemUIOp::create(b, tid, cIdx(chunks));
    Value row = arith::DivUIOp::create(b, tid, cIdx(chunks));
    Value swizzled = arith::XOrIOp::create(
        b, chunk, arith::AndIOp::create(b, row, cIdx(7)));
    Value dst0 = add(tileOffset,
                     toI32(add(mul(row, cIdx(2 * width)), mul(swizzled, cIdx(16)))));
    Value lastRow = arith::MaxSIOp::create(
        b, arith::SubIOp::create(b, limit, one), zero);
    for (int64_t i = 0; i < rows / rowsPerPass; ++i) {
      Value r = add(row0, add(row, cIdx(i * rowsPerPass)));
      Value inside = ult(r, limit);
      Value rSafe = arith::MinUIOp::create(b, r, lastRow);
      Value src = address(
          b, t, add(tBase, add(mul(rSafe, rowStride), mul(chunk, cIdx(8)))));
      Value dst = sharedAt(add(dst0, cI32(i * rowsPerPass * 2 * width)));
      Value bytes = arith::SelectOp::create(b, inside, cI32(16), cI32(0));
      NVVM::CpAsyncOp::create(
          b, dst, src, b.getI32IntegerAttr(16),
          NVVM::LoadCacheModifierKindAttr::get(
              ctx, NVVM::LoadCacheModifierKind::CG),
          bytes);
    }
  };
  auto commit = [&] { NVVM::CpAsyncCommitGroupOp::create(b); };

  //===------------------------------------------------------------------===//
  // Tensor-core primitives
  //===------------------------------------------------------------------===//
  auto i32x4 = LLVM::LLVMStructType::getLiteral(ctx, {i32, i32, i32, i32});
  auto f32x4 = LLVM::LLVMStructType::getLiteral(ctx, {f32, f32, f32, f32});
  // Four 8x8 b16 matrices; lanes 8i..8i+7 give the row addresses of matrix i.
  auto ldmatrix = [&](Value byteOffset, bool transpose) {
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
  };
  auto f16x2 = VectorType::get({2}, b.getF16Type());
  auto mma = [&](ArrayRef<Value> a, ArrayRef<Value> bReg,
                 const Fragment &c) -> Fragment {
    SmallVector<Value> aOps(a), bOps(bReg);
    if (!bf16) {
      for (Value &v : aOps)
        v = LLVM::BitcastOp::create(b, f16x2, v);
      for (Value &v : bOps)
        v = LLVM::BitcastOp::create(b, f16x2, v);
    }
    NVVM::MMATypes type = bf16 ? NVVM::MMATypes::bf16 : NVVM::MMATypes::f16;
    Value res = NVVM::MmaOp::create(
        b, f32x4, aOps, bOps, ValueRange(ArrayRef<Value>(c)), {16, 8, 16}, std::nullopt,
        std::nullopt, std::array<NVVM::MMATypes, 2>{type, type},
        std::array<NVVM::MMALayout, 2>{NVVM::MMALayout::row,
                                       NVVM::MMALayout::col});
    Fragment d;
    for (int64_t i = 0; i < 4; ++i)
      d[i] = LLVM::ExtractValueOp::create(b, res, i);
    return d;
  };
  // Two f32 values as a vector<2 x type> (rounded to nearest).
  auto pair = [&](Value x, Value y, Type type) -> Value {
    auto v2f32 = VectorType::get({2}, f32);
    Value v = LLVM::PoisonOp::create(b, v2f32);
    v = LLVM::InsertElementOp::create(b, v, x, cI32(0));
    v = LLVM::InsertElementOp::create(b, v, y, cI32(1));
    if (type.isF32())
      return v;
    return LLVM::FPTruncOp::create(b, VectorType::get({2}, type), v);
  };
  // Two probabilities packed as one b32 A-fragment register.
  auto pack = [&](Value x, Value y) -> Value {
    return LLVM::BitcastOp::create(b, i32, pair(x, y, inputType));
  };
  auto quadReduce = [&](Value v, bool isMax) {
    for (int32_t offset : {1, 2}) {
      Value other =
          gpu::ShuffleOp::create(b, v, offset, 32, gpu::ShuffleMode::XOR)
              .getShuffleResult();
      v = isMax ? fmax(v, other) : fadd(v, other);
    }
    return v;
  };
  auto safe = [&](Value max) -> Value {
    Value empty =
        arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, max, negInf);
    return arith::SelectOp::create(b, empty, zeroF, max);
  };

  //===------------------------------------------------------------------===//
  // Per-lane ldmatrix addresses: row part + (swizzled chunk ^ constant)
  //===------------------------------------------------------------------===//
  Value lane7 = arith::AndIOp::create(b, lane, cI32(7));
  Value laneHi = arith::ShRUIOp::create(b, lane, cI32(4)); // lane / 16
  Value laneMid = arith::AndIOp::create(
      b, arith::ShRUIOp::create(b, lane, cI32(3)), cI32(1)); // (lane / 8) % 2
  auto chunkBytes = [&](Value part) -> Value {
    return arith::ShLIOp::create(b, arith::XOrIOp::create(b, part, lane7),
                                 cI32(4));
  };
  // Q (A operand): rows warp * 16 * slices + lane % 16, chunk 2kk + lane / 16.
  Value qRow = add(mul(warp, cI32(16 * slices)),
                   arith::AndIOp::create(b, lane, cI32(15)));
  Value qLane = mul(qRow, cI32(2 * D));
  Value qChunk = chunkBytes(laneHi);
  // K (B operand, two n8 tiles): key lane % 8 + 8 (lane / 16), chunk
  // 2kk + (lane / 8) % 2.
  Value kLane =
      mul(add(lane7, mul(laneHi, cI32(8))), cI32(2 * D));
  Value kChunk = chunkBytes(laneMid);
  // V (B operand, transposed, two n8 tiles): key lane % 8 + 8 ((lane / 8) % 2),
  // chunk 2jp + lane / 16.
  Value vLane = mul(add(lane7, mul(laneMid, cI32(8))), cI32(2 * DV));
  Value vChunk = chunkBytes(laneHi);
  // Byte offset of chunk `c` (even) for a lane whose own swizzled chunk is
  // `laneChunk`: chunks differ in their low three bits by XOR, above by add.
  auto chunkAt = [&](Value laneChunk, int64_t c) -> Value {
    Value low = (c & 7) ? arith::XOrIOp::create(b, laneChunk, cI32((c & 7) * 16))
                              .getResult()
                        : laneChunk;
    return (c & ~7) ? add(low, cI32((c & ~7) * 16)) : low;
  };

  //===------------------------------------------------------------------===//
  // Key blocks
  //===------------------------------------------------------------------===//
  Value diagonal;
  Value keyEnd = n;
  if (std::optional<CausalAlignment> causal = op.getCausal()) {
    diagonal = *causal == CausalAlignment::BottomRight
                   ? arith::SubIOp::create(b, n, m).getResult()
                   : zero;
    Value lastRow = arith::MinSIOp::create(b, add(tileRow0, cIdx(tileM)), m);
    Value end = arith::MinSIOp::create(b, add(lastRow, diagonal), n);
    keyEnd = arith::MaxSIOp::create(b, end, zero);
  }
  Value tn = cIdx(tileN);
  Value blocks =
      arith::DivUIOp::create(b, add(keyEnd, cIdx(tileN - 1)), tn);
  // Leading blocks that every row of the tile sees whole: no key past N,
  // nothing above the diagonal, no mask.
  Value unmaskedBlocks = zero;
  if (!maskT) {
    Value fullKeys = n;
    if (diagonal)
      fullKeys = arith::MinSIOp::create(
          b, n,
          arith::MaxSIOp::create(b, add(add(tileRow0, diagonal), one), zero));
    unmaskedBlocks = arith::MinUIOp::create(
        b, arith::DivUIOp::create(b, fullKeys, tn), blocks);
  }

  Value kRowStride = stride(kT, nD), vRowStride = stride(vT, nD);
  auto issueBlock = [&](Value block) {
    Value buffer = toI32(arith::AndIOp::create(b, block, one));
    Value row0 = mul(block, tn);
    copyTile(kT, kBase, kRowStride, row0, n, tileN, D,
             add(cI32(kOffset), mul(buffer, cI32(kBytes))));
    copyTile(vT, vBase, vRowStride, row0, n, tileN, DV,
             add(cI32(vOffset), mul(buffer, cI32(vBytes))));
  };

  // Prologue: Q and the first key block, one commit group.
  {
    auto any = scf::IfOp::create(b, ult(zero, blocks), /*withElse=*/false);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(any.thenBlock());
    copyTile(qT, qBase, stride(qT, mD), tileRow0, m, tileM, D, cI32(0));
    issueBlock(zero);
  }
  commit();

  // Loop state: O fragments, then per row (2 per slice) the max and sum.
  const int64_t oCount = slices * vTiles * 4, rows = 2 * slices;
  SmallVector<Value> init(oCount, zeroF);
  init.append(rows, negInf);
  init.append(rows, zeroF);
  Value c = fmul(scalars.lookup("scale"), cF32(M_LOG2E));
  Value log2e = cF32(M_LOG2E);
  Value nSafeMax =
      arith::MaxSIOp::create(b, arith::SubIOp::create(b, n, one), zero);
  Value mSafeMax =
      arith::MaxSIOp::create(b, arith::SubIOp::create(b, m, one), zero);
  // Query row of fragment row `h` (0: lane / 4, 1: lane / 4 + 8) of slice s.
  Value laneRow = toIndex(arith::ShRUIOp::create(b, lane, cI32(2)));
  Value laneCol = toIndex(mul(arith::AndIOp::create(b, lane, cI32(3)), cI32(2)));
  Value warpRow0 = add(tileRow0, toIndex(mul(warp, cI32(16 * slices))));
  auto queryRow = [&](int64_t s, int64_t h) -> Value {
    return add(warpRow0, add(laneRow, cIdx(16 * s + 8 * h)));
  };

  auto blockBody = [&](Value block, ValueRange state,
                       bool masked) -> SmallVector<Value> {
    // Next block in flight, this one landed and visible to every thread.
    Value next = add(block, one);
    {
      auto more = scf::IfOp::create(b, ult(next, blocks), /*withElse=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(more.thenBlock());
      issueBlock(next);
    }
    commit();
    NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(1));
    gpu::BarrierOp::create(b);
    Value buffer = toI32(arith::AndIOp::create(b, block, one));
    Value kTile = add(cI32(kOffset), mul(buffer, cI32(kBytes)));
    Value vTile = add(cI32(vOffset), mul(buffer, cI32(vBytes)));
    Value kLaneTile = add(kTile, kLane), vLaneTile = add(vTile, vLane);

    // S = Q Kᵀ.
    SmallVector<SmallVector<Fragment>> s(
        slices, SmallVector<Fragment>(nTiles, Fragment{zeroF, zeroF, zeroF,
                                                        zeroF}));
    for (int64_t kk = 0; kk < D / 16; ++kk) {
      SmallVector<std::array<Value, 4>> qa;
      for (int64_t sl = 0; sl < slices; ++sl)
        qa.push_back(ldmatrix(add(add(qLane, cI32(sl * 16 * 2 * D)),
                                  chunkAt(qChunk, 2 * kk)),
                              /*transpose=*/false));
      for (int64_t jp = 0; jp < nTiles / 2; ++jp) {
        std::array<Value, 4> kb =
            ldmatrix(add(add(kLaneTile, cI32(jp * 16 * 2 * D)),
                         chunkAt(kChunk, 2 * kk)),
                     /*transpose=*/false);
        for (int64_t sl = 0; sl < slices; ++sl) {
          s[sl][2 * jp] = mma(qa[sl], {kb[0], kb[1]}, s[sl][2 * jp]);
          s[sl][2 * jp + 1] = mma(qa[sl], {kb[2], kb[3]}, s[sl][2 * jp + 1]);
        }
      }
    }

    // Scale to the log2 domain; mask where needed.
    Value key0 = mul(block, tn);
    for (int64_t sl = 0; sl < slices; ++sl)
      for (int64_t j = 0; j < nTiles; ++j)
        for (int64_t e = 0; e < 4; ++e) {
          Value x = fmul(s[sl][j][e], c);
          if (masked) {
            Value key = add(key0, add(laneCol, cIdx(8 * j + (e & 1))));
            Value row = queryRow(sl, e / 2);
            Value visible = ult(key, n);
            if (diagonal)
              visible = arith::AndIOp::create(
                  b, visible,
                  arith::CmpIOp::create(b, arith::CmpIPredicate::sle, key,
                                        add(row, diagonal)));
            if (maskT) {
              Value rowSafe = arith::MinUIOp::create(b, row, mSafeMax);
              Value keySafe = arith::MinUIOp::create(b, key, nSafeMax);
              Value mv = load(b, *maskT,
                              add(add(base(*maskT),
                                      mul(rowSafe, stride(*maskT, mD))),
                                  mul(keySafe, stride(*maskT, nD))));
              if (mv.getType().isInteger(1))
                visible = arith::AndIOp::create(b, visible, mv);
              else
                x = fadd(x, fmul(mv, log2e));
            }
            x = arith::SelectOp::create(b, visible, x, negInf);
          }
          s[sl][j][e] = x;
        }

    // Online softmax on the fragments.
    SmallVector<Value> out(state.begin(), state.end());
    auto oAt = [&](int64_t sl, int64_t j, int64_t e) -> Value & {
      return out[(sl * vTiles + j) * 4 + e];
    };
    for (int64_t sl = 0; sl < slices; ++sl)
      for (int64_t h = 0; h < 2; ++h) {
        Value &maxRef = out[oCount + 2 * sl + h];
        Value &sumRef = out[oCount + rows + 2 * sl + h];
        Value rowMax = negInf;
        for (int64_t j = 0; j < nTiles; ++j)
          rowMax = fmax(rowMax, fmax(s[sl][j][2 * h], s[sl][j][2 * h + 1]));
        Value maxNew = fmax(maxRef, quadReduce(rowMax, /*isMax=*/true));
        Value shift = safe(maxNew);
        Value alpha = exp2(b, arith::SubFOp::create(b, maxRef, shift));
        Value sum = fmul(sumRef, alpha);
        for (int64_t j = 0; j < nTiles; ++j)
          for (int64_t e = 2 * h; e < 2 * h + 2; ++e) {
            Value p = exp2(b, arith::SubFOp::create(b, s[sl][j][e], shift));
            s[sl][j][e] = p;
            sum = fadd(sum, p);
          }
        for (int64_t j = 0; j < vTiles; ++j)
          for (int64_t e = 2 * h; e < 2 * h + 2; ++e)
            oAt(sl, j, e) = fmul(oAt(sl, j, e), alpha);
        maxRef = maxNew;
        sumRef = sum;
      }

    // O += P V.
    for (int64_t kk = 0; kk < tileN / 16; ++kk) {
      SmallVector<std::array<Value, 4>> pa;
      for (int64_t sl = 0; sl < slices; ++sl) {
        const Fragment &lo = s[sl][2 * kk], &hi = s[sl][2 * kk + 1];
        pa.push_back({pack(lo[0], lo[1]), pack(lo[2], lo[3]),
                      pack(hi[0], hi[1]), pack(hi[2], hi[3])});
      }
      for (int64_t jp = 0; jp < vTiles / 2; ++jp) {
        std::array<Value, 4> vb =
            ldmatrix(add(add(vLaneTile, cI32(kk * 16 * 2 * DV)),
                         chunkAt(vChunk, 2 * jp)),
                     /*transpose=*/true);
        for (int64_t sl = 0; sl < slices; ++sl) {
          Fragment lo{oAt(sl, 2 * jp, 0), oAt(sl, 2 * jp, 1),
                      oAt(sl, 2 * jp, 2), oAt(sl, 2 * jp, 3)};
          Fragment hi{oAt(sl, 2 * jp + 1, 0), oAt(sl, 2 * jp + 1, 1),
                      oAt(sl, 2 * jp + 1, 2), oAt(sl, 2 * jp + 1, 3)};
          lo = mma(pa[sl], {vb[0], vb[1]}, lo);
          hi = mma(pa[sl], {vb[2], vb[3]}, hi);
          for (int64_t e = 0; e < 4; ++e) {
            oAt(sl, 2 * jp, e) = lo[e];
            oAt(sl, 2 * jp + 1, e) = hi[e];
          }
        }
      }
    }
    // Every warp is done with this buffer before it is refilled.
    gpu::BarrierOp::create(b);
    return out;
  };

  auto loop = [&](Value lb, Value ub, ValueRange inits,
                  bool masked) -> SmallVector<Value> {
    auto forOp = scf::ForOp::create(b, lb, ub, one, inits);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(forOp.getBody());
    scf::YieldOp::create(b, blockBody(forOp.getInductionVar(),
                                      forOp.getRegionIterArgs(), masked));
    return SmallVector<Value>(forOp.getResults());
  };
  SmallVector<Value> state = loop(zero, unmaskedBlocks, init, false);
  state = loop(unmaskedBlocks, blocks, state, true);
  // No copy is left in flight when the kernel ends.
  NVVM::CpAsyncWaitGroupOp::create(b, b.getI32IntegerAttr(0));

  //===------------------------------------------------------------------===//
  // O = acc / l, LSE = (m + log2 l) ln 2
  //===------------------------------------------------------------------===//
  Value oBase = base(oT), oRowStride = stride(oT, mD);
  Type outputType = oT.elementType;
  int64_t outputBytes = outputType.getIntOrFloatBitWidth() / 8;
  Value quadLeader = arith::CmpIOp::create(
      b, arith::CmpIPredicate::eq, arith::AndIOp::create(b, lane, cI32(3)),
      cI32(0));
  for (int64_t sl = 0; sl < slices; ++sl)
    for (int64_t h = 0; h < 2; ++h) {
      Value sum = quadReduce(state[oCount + rows + 2 * sl + h], false);
      Value maxFinal = state[oCount + 2 * sl + h];
      Value row = queryRow(sl, h);
      auto valid = scf::IfOp::create(b, ult(row, m), /*withElse=*/false);
      OpBuilder::InsertionGuard g(b);
      b.setInsertionPointToStart(valid.thenBlock());
      Value empty =
          arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, sum, zeroF);
      Value inv = arith::SelectOp::create(
          b, empty, zeroF, arith::DivFOp::create(b, cF32(1.0), sum));
      Value rowBase = add(oBase, mul(row, oRowStride));
      for (int64_t j = 0; j < vTiles; ++j) {
        Value v = pair(fmul(state[(sl * vTiles + j) * 4 + 2 * h], inv),
                       fmul(state[(sl * vTiles + j) * 4 + 2 * h + 1], inv),
                       outputType);
        Value ptr = address(b, oT, add(rowBase, add(laneCol, cIdx(8 * j))));
        LLVM::StoreOp::create(b, v, ptr, /*alignment=*/2 * outputBytes);
      }
      if (op.hasLse()) {
        auto leader = scf::IfOp::create(b, quadLeader, /*withElse=*/false);
        b.setInsertionPointToStart(leader.thenBlock());
        const KernelTensor &lT = tensorNamed("lse");
        Value lse = fmul(fadd(maxFinal, log2(b, sum)), cF32(M_LN2));
        lse = arith::SelectOp::create(b, empty, negInf, lse);
        store(b, lT, add(base(lT), mul(row, stride(lT, mD))), lse);
      }
    }
}
