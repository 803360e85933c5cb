//===- MmaKernelBuilder.cpp - the tensor-core attention kernel ------------===//
//
// See MmaKernelBuilder.h. The kernel holds the op on tensors; its code is
// written by attn-lower-tiled-attention-to-mma once the tiling stages have
// made the workgroups and KV loops (MmaAttention.h).
//
//===----------------------------------------------------------------------===//

#include "MmaKernelBuilder.h"

#include "attn/Conversion/MmaAttention.h"
#include "attn/Dialect/Attn/Utils/SharedMemory.h"

using namespace mlir;
using namespace mlir::attn;

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
  int64_t k1 = op.getStaticLoopSize(op.getK1Dim());
  int64_t k2 = op.getStaticLoopSize(op.getK2Dim());
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
  // Head dims are multiples of 8: copies move rows in 16-byte chunks. The
  // products run over them up to a multiple of 16 (zero columns in shared
  // memory).
  auto ok = [](int64_t d) { return d >= 8 && d <= 256 && d % 8 == 0; };
  if (!ok(k1) || !ok(k2)) {
    if (emit)
      op.emitOpError("the tensor-core kernel needs static head dims that are "
                     "multiples of 8 from 8 to 256, got k1 = ")
          << (ShapedType::isDynamic(k1) ? std::string("?")
                                        : std::to_string(k1))
          << ", k2 = "
          << (ShapedType::isDynamic(k2) ? std::string("?")
                                        : std::to_string(k2));
    return failure();
  }
  return success();
}

bool MmaKernelBuilder::warpgroupMmaByDefault(AttentionOp op) {
  // Measured on the H200 against mma.sync (same process): d = 64-256
  // 1.09-1.53x; d = 40 0.88-0.93x (its 64 x 128 tiles), so smaller head
  // dims keep mma.sync.
  return succeeded(supports(op, /*emit=*/false)) &&
         op.getStaticLoopSize(op.getK1Dim()) >= 64 &&
         op.getStaticLoopSize(op.getK2Dim()) >= 64;
}

bool MmaKernelBuilder::chosenByDefault(AttentionOp op) {
  return succeeded(supports(op, /*emit=*/false));
}

LogicalResult MmaKernelBuilder::check() {
  if (failed(KernelBuilder::check()))
    return failure();
  return supports(op, /*emit=*/true);
}

LogicalResult MmaKernelBuilder::checkTiles(int64_t sharedLimit,
                                           const Twine &limitName) {
  if (rowElements <= 0 || rowElements % 64 != 0)
    return op.emitOpError("the tensor-core kernel needs shared-memory rows "
                          "padded to a multiple of 64 elements, the target "
                          "pads them to ")
           << rowElements;
  // A warp-specialized kernel has three consumer warpgroups of an m64
  // slice (192) or two of two slices (256).
  if (tileM != 64 && tileM != 128 &&
      !(warpSpecialized && (tileM == 192 || tileM == 256)))
    return op.emitOpError("the tensor-core kernel needs tile-m 64 or 128 (192 "
                          "or 256 when warp-specialized), got ")
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

bool MmaKernelBuilder::tmaCopiesPossible() const {
  AttentionOp attention(op);
  auto rank = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getRank();
  };
  return warpgroupMma && !packed && !paged() &&
         rank(attention.getQuery()) <= kMaxTensorMapRank &&
         rank(attention.getKey()) <= kMaxTensorMapRank &&
         rank(attention.getValue()) <= kMaxTensorMapRank;
}

/// The tensors a TMA kernel copies, and the name of each one's map.
static constexpr std::array<StringLiteral, 3> kMappedTensors = {"q", "k", "v"};
static std::string tensorMapName(StringRef tensor) {
  return (tensor + "_tensor_map").str();
}

SmallVector<std::pair<std::string, Type>> MmaKernelBuilder::kernelArguments(
    ArrayRef<KernelTensor> ts, ArrayRef<std::pair<std::string, Type>> scalars) {
  SmallVector<std::pair<std::string, Type>> args =
      NVVMKernelBuilder::kernelArguments(ts, scalars);
  // A map is a 128-byte __grid_constant__ parameter
  // (attn-mark-tensor-map-parameters), addressed generically.
  if (tmaCopies())
    for (StringRef tensor : kMappedTensors)
      args.push_back(
          {tensorMapName(tensor), LLVM::LLVMPointerType::get(op.getContext())});
  return args;
}

KernelBuffers MmaKernelBuilder::createBuffers(OpBuilder &b,
                                              gpu::GPUFuncOp func) {
  // Dynamic shared memory: an external, unsized array in the shared address
  // space (PTX `.extern .shared`), sized by the launch.
  // wgmma's descriptors address 128-byte swizzle atoms from 1024-byte
  // boundaries.
  declareDynamicSharedMemory(b, func->getParentOfType<gpu::GPUModuleOp>(),
                             loc(), warpgroupMma ? 1024 : 16);
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
  if (!tmaCopies())
    return entries;
  // Each tensor map's entry says what the launcher encodes: the tensor,
  // its dims in the map's order (the head dim, the rows, then the others
  // innermost first) and the box (64 columns, the tile's rows), in the
  // 128-byte swizzle; rows and columns past the tensor read as zeros.
  AttentionOp attention(op);
  SmallVector<Attribute> argAttrs;
  for (auto [arg, entry] : llvm::zip_equal(
           args, cast<ArrayAttr>(entries.front().getValue()).getValue())) {
    StringRef argName = arg.first;
    const KernelTensor *tensor = llvm::find_if(ts, [&](const KernelTensor &t) {
      return tensorMapName(t.name) == argName;
    });
    if (tensor == ts.end()) {
      argAttrs.push_back(entry);
      continue;
    }
    bool query = tensor->name == "q", value = tensor->name == "v";
    unsigned head = value ? attention.getK2Dim() : attention.getK1Dim();
    unsigned row = query ? attention.getMDim() : attention.getNDim();
    SmallVector<Attribute> dims = {b.getStringAttr(dimName(head)),
                                   b.getStringAttr(dimName(row))};
    for (unsigned d : llvm::reverse(tensor->layout))
      if (d != head && d != row)
        dims.push_back(b.getStringAttr(dimName(d)));
    argAttrs.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(arg.first)),
         b.getNamedAttr("type", b.getStringAttr("tensor_map")),
         b.getNamedAttr("tensor", b.getStringAttr(tensor->name)),
         b.getNamedAttr("dims", b.getArrayAttr(dims)),
         b.getNamedAttr("box", b.getI64ArrayAttr({64, query ? tileM : tileN})),
         b.getNamedAttr("swizzle_bytes", b.getI64IntegerAttr(128))}));
  }
  entries.front().setValue(b.getArrayAttr(argAttrs));
  return entries;
}

MmaAttentionShape MmaKernelBuilder::shape() const {
  MmaAttentionShape shape{tileM,
                          tileN,
                          headDim,
                          valueDim,
                          rowElements,
                          qInRegisters,
                          elementTypeOf(AttentionOp(op).getQuery()),
                          warpgroupMma};
  shape.tmaCopies = tmaCopies();
  shape.warpSpecialized = warpSpecialized;
  return shape;
}

void MmaKernelBuilder::buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                                 ArrayRef<std::pair<std::string, Type>>,
                                 const KernelBuffers &) {
  buildTensorBody(b, ts);
}
