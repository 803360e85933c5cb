//===- KernelBuilder.cpp - the attention kernels, per target ABI ----------===//
//
// The target-independent part of the kernels: checks, the tensors and
// scalar parameters of their interface, the `attn.abi` description, the
// body on tensors for the stages and the reference body (see
// KernelBuilder.h). Every operand is addressed through element strides per
// iteration dim (0 for a dim the operand omits).
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"
#include "KernelEmitter.h"

#include "attn/Conversion/SimtAttention.h"

#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <array>
#include <cmath>

using namespace mlir;
using namespace mlir::attn;

std::string KernelBuilder::typeName(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

std::string KernelBuilder::dimName(unsigned d) const {
  if (d < nb)
    return "b" + std::to_string(d);
  return std::array<const char *, 4>{"m", "n", "k1", "k2"}[d - nb];
}

const KernelTensor &KernelBuilder::tensorNamed(ArrayRef<KernelTensor> ts,
                                               StringRef name) {
  return *llvm::find_if(ts,
                        [&](const KernelTensor &t) { return t.name == name; });
}

Value KernelBuilder::strideOf(const llvm::StringMap<Value> &scalars,
                              const KernelTensor &t, unsigned d) const {
  return scalars.lookup(t.name + "_stride_" + dimName(d));
}

SmallVector<Value>
KernelBuilder::batchIndices(OpBuilder &b, const llvm::StringMap<Value> &scalars,
                            Value flat) {
  SmallVector<Value> batchIdx(nb);
  Value rest = flat;
  for (int d = nb - 1; d >= 0; --d) {
    Value size = scalars.lookup("size_" + dimName(d));
    batchIdx[d] = arith::RemUIOp::create(b, loc(), rest, size);
    rest = arith::DivUIOp::create(b, loc(), rest, size);
  }
  return batchIdx;
}

Value KernelBuilder::batchOffset(OpBuilder &b,
                                 const llvm::StringMap<Value> &scalars,
                                 ArrayRef<Value> batchIdx,
                                 const KernelTensor &t) {
  Value off = arith::ConstantIndexOp::create(b, loc(), 0);
  for (unsigned d = 0; d < nb; ++d)
    off = arith::AddIOp::create(
        b, loc(), off,
        arith::MulIOp::create(b, loc(), batchIdx[d], strideOf(scalars, t, d)));
  return off;
}

LogicalResult KernelBuilder::check() {
  headDim = op.getStaticLoopSize(op.getK1Dim());
  valueDim = op.getStaticLoopSize(op.getK2Dim());
  if (ShapedType::isDynamic(headDim) || ShapedType::isDynamic(valueDim))
    return op.emitOpError("GPU kernels need static head dims, got k1 = ")
           << (ShapedType::isDynamic(headDim) ? std::string("?")
                                              : std::to_string(headDim))
           << ", k2 = "
           << (ShapedType::isDynamic(valueDim) ? std::string("?")
                                               : std::to_string(valueDim));
  if (headDim > 256 || valueDim > 256)
    return op.emitOpError("GPU kernels support head dims up to 256, got k1 = ")
           << headDim << ", k2 = " << valueDim;
  if (op.getCausalOffset())
    return op.emitOpError("GPU kernels do not take a causal_offset; generate "
                          "them from untiled attention ops");
  return success();
}

SmallVector<KernelTensor> KernelBuilder::tensors() {
  SmallVector<unsigned> batch = llvm::to_vector(llvm::seq<unsigned>(0, nb));
  auto with = [&](std::initializer_list<unsigned> extra) {
    SmallVector<unsigned> dims = batch;
    dims.append(extra);
    return dims;
  };
  auto layout = [](AffineMap map) {
    return llvm::map_to_vector(map.getResults(), [](AffineExpr e) {
      return cast<AffineDimExpr>(e).getPosition();
    });
  };
  unsigned m = op.getMDim(), n = op.getNDim(), k1 = op.getK1Dim(),
           k2 = op.getK2Dim();
  auto elem = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getElementType();
  };
  SmallVector<KernelTensor> ts;
  // Without head-dim strides, rows are contiguous along k1 and k2.
  bool hs = stridedHeadDims();
  ts.push_back({"q", elem(op.getQuery()), hs ? with({m, k1}) : with({m}),
                layout(op.getQueryMap())});
  ts.push_back({"k", elem(op.getKey()), hs ? with({n, k1}) : with({n}),
                layout(op.getKeyMap())});
  ts.push_back({"v", elem(op.getValue()), hs ? with({n, k2}) : with({n}),
                layout(op.getValueMap())});
  if (op.getMask())
    ts.push_back(
        {"mask", elem(op.getMask()), with({m, n}), layout(op.getMaskMap())});
  // The reference kernel writes f32 outputs, whatever the op's types.
  Type f32 = Float32Type::get(op.getContext());
  ts.push_back({"o", reference ? f32 : elem(op.getOutputInit()),
                hs ? with({m, k2}) : with({m}),
                layout(op.getOutputMap()), true});
  if (op.hasLse())
    ts.push_back({"lse", reference ? f32 : elem(op.getLseInit()), with({m}),
                  layout(op.getLseMap()), true});
  return ts;
}

DictionaryAttr KernelBuilder::abi(OpBuilder &b, ArrayRef<KernelTensor> ts,
                                  ArrayRef<std::pair<std::string, Type>> args) {
  SmallVector<Attribute> tensorAttrs;
  for (const KernelTensor &t : ts) {
    SmallVector<Attribute> dims;
    for (unsigned d : t.layout)
      dims.push_back(b.getStringAttr(dimName(d)));
    // A paged kernel's caches have their pages first; Q, O and the LSE
    // have the sequence dim where the op's maps put it.
    if (isCache(t))
      dims.insert(dims.begin(), b.getStringAttr("page"));
    else if (paged())
      dims.insert(dims.begin() + sequenceDims.lookup(t.name),
                  b.getStringAttr("sequence"));
    tensorAttrs.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(t.name)),
         b.getNamedAttr("element_type",
                        b.getStringAttr(typeName(t.elementType))),
         b.getNamedAttr("dims", b.getArrayAttr(dims)),
         b.getNamedAttr("output", b.getBoolAttr(t.output))}));
  }
  // Static size of each iteration dim, -1 where dynamic.
  SmallVector<Attribute> sizes;
  for (unsigned d = 0; d < op.getNumLoops(); ++d) {
    int64_t size = op.getStaticLoopSize(d);
    sizes.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(dimName(d))),
         b.getNamedAttr("size", b.getI64IntegerAttr(
                                    ShapedType::isDynamic(size) ? -1 : size))}));
  }
  int64_t sharedBytes = sharedMemoryBytes();
  std::string causal = "none";
  if (op.getCausal())
    causal = stringifyCausalAlignment(*op.getCausal()).str();
  SmallVector<NamedAttribute> entries = {
      b.getNamedAttr("block_size", b.getI64IntegerAttr(workgroupSize())),
      b.getNamedAttr("tile_m", b.getI64IntegerAttr(tileM)),
      b.getNamedAttr("tile_n", b.getI64IntegerAttr(tileN)),
      b.getNamedAttr("shared_memory_bytes", b.getI64IntegerAttr(sharedBytes)),
      b.getNamedAttr(
          "grid",
          b.getStringAttr(packed ? "x = ceil(longest sequence's m / tile_m), "
                                   "y = product of the batch dims, z = "
                                   "sequences"
                          : paged() ? "x = ceil(m / tile_m), y = product of "
                                      "the batch dims, z = sequences"
                                    : "x = ceil(m / tile_m), y = product of "
                                      "the batch dims")),
      b.getNamedAttr("causal", b.getStringAttr(causal)),
      b.getNamedAttr("loops", b.getArrayAttr(sizes)),
      b.getNamedAttr("tensors", b.getArrayAttr(tensorAttrs)),
      b.getNamedAttr("variant", b.getStringAttr(variant()))};
  if (packed)
    entries.push_back(b.getNamedAttr(kSequenceOffsetsAbiKey,
                                     b.getStrArrayAttr({"cu_q", "cu_k"})));
  if (paged())
    entries.push_back(b.getNamedAttr(
        kPagedCacheAbiKey,
        b.getDictionaryAttr(
            {b.getNamedAttr("block_table", b.getStringAttr("block_table")),
             b.getNamedAttr("page_size", b.getI64IntegerAttr(pageSize)),
             b.getNamedAttr("seq_lens", b.getStringAttr("seq_lens"))})));
  entries.append(abiEntries(b, ts, args));
  return b.getDictionaryAttr(entries);
}

LogicalResult KernelBuilder::setLanesPerRow(int64_t lanes) {
  if (lanes < 1 || !llvm::isPowerOf2_64(lanes) || subgroupSize() % lanes)
    return op.emitOpError("lanes-per-row must be a power of 2 dividing the "
                          "subgroup size ")
           << subgroupSize() << ", got " << lanes;
  if (headDim % lanes || valueDim % lanes)
    return op.emitOpError("lanes-per-row = ")
           << lanes << " must divide the head dims, got k1 = " << headDim
           << ", k2 = " << valueDim;
  lanesPerRow = lanes;
  return success();
}

LogicalResult KernelBuilder::fitSharedMemory(bool chooseTileN,
                                             int64_t sharedLimit,
                                             const Twine &limitName) {
  if (chooseTileN)
    for (int64_t n : {32, 16, 8}) {
      tileN = n;
      if (sharedMemoryBytes() <= sharedLimit)
        break;
    }
  if (sharedMemoryBytes() <= sharedLimit)
    return success();
  return op.emitOpError("needs ")
         << sharedMemoryBytes()
         << " bytes of shared memory per workgroup (tile-n = " << tileN
         << "), more than the " << sharedLimit << " " << limitName;
}

int64_t KernelBuilder::headDimChunk(int64_t width) const {
  return simtShape().headDimChunk(width);
}

std::optional<KernelBuilder::LoopIterations>
KernelBuilder::loopIterations() const {
  // A loop of `trips` iterations costs trips + 1 (its exit test).
  auto loop = [](int64_t trips) { return trips + 1; };
  const bool loops = !unrollHeadDims();
  if (reference) {
    // Per key: the dot product (pass 1), the dot product and the weighted
    // values (pass 2), each pass's own iteration.
    int64_t perKey = 2 + (loops ? 2 * loop(headDim) + loop(valueDim) : 0);
    int64_t fixed = 2 + (loops ? loop(headDim) + 2 * loop(valueDim) : 0);
    return LoopIterations{fixed, perKey, 1};
  }
  // The tiled nest's KV loops, one exit test each: the unmasked blocks'
  // and the masked blocks' (attn-tile-kv peels them in that order; the
  // lowering makes consecutive masked loops one), or one loop where the
  // target masks every block.
  int64_t perBlock = 1;
  int64_t fixed = kvLoopCount();
  if (loops) {
    perBlock += loop(qSlice() / headDimChunk(qSlice())) +
                loop(accSlice() / headDimChunk(accSlice()));
    fixed += loop(qSlice()) + 2 * loop(accSlice());
  } else {
    // The K and V blocks' staging is straight-line code.
    perBlock += 2 * loop(tileN);
  }
  return LoopIterations{fixed, perBlock, tileN};
}

gpu::GPUModuleOp KernelBuilder::build(OpBuilder &b, StringRef name) {
  Location loc = op.getLoc();
  Type f32 = b.getF32Type(), i64 = b.getI64Type();

  // Scalar parameters: scale, lengths, batch sizes, strides.
  SmallVector<KernelTensor> ts = tensors();
  SmallVector<std::pair<std::string, Type>> scalarParams;
  scalarParams.push_back({"scale", f32});
  // Packed sequences' lengths are read in the kernel, a paged cache's
  // sequence lengths too.
  if (!packed)
    scalarParams.push_back({"m", i64});
  if (!packed && !paged())
    scalarParams.push_back({"n", i64});
  for (unsigned d = 0; d < nb; ++d)
    scalarParams.push_back({"size_" + dimName(d), i64});
  if (paged())
    scalarParams.push_back({"size_page", i64});
  for (const KernelTensor &t : ts) {
    for (unsigned d : t.strided)
      scalarParams.push_back({t.name + "_stride_" + dimName(d), i64});
    if (paged())
      scalarParams.push_back(
          {t.name + (isCache(t) ? "_stride_page" : "_stride_sequence"), i64});
  }
  if (paged())
    scalarParams.push_back({"block_table_stride_sequence", i64});
  SmallVector<std::pair<std::string, Type>> args =
      kernelArguments(ts, scalarParams);

  auto module = gpu::GPUModuleOp::create(b, loc, name);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  SmallVector<Type> argTypes =
      llvm::map_to_vector(args, [](auto &a) { return a.second; });
  auto func = gpu::GPUFuncOp::create(b, loc, "attention",
                                     b.getFunctionType(argTypes, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func->setAttr("attn.abi", abi(b, ts, args));
  if (config)
    func->setAttr(kKernelConfigAttrName, config);
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(workgroupSize()), 1, 1}));

  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);
  for (auto [i, a] : llvm::enumerate(args))
    arguments[a.first] = entry.getArgument(i);
  KernelBuffers buffers = createBuffers(b, func);
  if (reference)
    buildReferenceBody(b, ts, scalarParams, buffers);
  else
    buildBody(b, ts, scalarParams, buffers);
  b.setInsertionPointToEnd(&entry);
  gpu::ReturnOp::create(b, loc);
  return module;
}

Value KernelBuilder::viewConstant(OpBuilder &b, int64_t value) {
  return arith::ConstantIntOp::create(b, loc(), b.getI64Type(), value);
}

Value KernelBuilder::memrefOf(OpBuilder &b, const KernelTensor &t,
                              RankedTensorType type) {
  // Sizes and strides, per tensor dim, as values and as the memref type
  // sees them (static where the tensor type or the layout fixes them).
  SmallVector<Value> sizes, strides;
  SmallVector<int64_t> shape(type.getShape()), staticStrides;
  // A paged cache: its pages, then the keys of a page as n.
  const bool cache = isCache(t);
  if (cache) {
    shape.insert(shape.begin(), ShapedType::kDynamic);
    sizes.push_back(viewParameter(b, "size_page"));
    strides.push_back(viewParameter(b, t.name + "_stride_page"));
    staticStrides.push_back(ShapedType::kDynamic);
  }
  for (auto [i, d] : llvm::enumerate(t.layout)) {
    int64_t size = type.getDimSize(i);
    if (cache && d == op.getNDim())
      size = shape[i + 1] = pageSize;
    if (!ShapedType::isDynamic(size))
      sizes.push_back(viewConstant(b, size));
    else if ((d == op.getMDim() || d == op.getNDim()) && packed)
      sizes.push_back(sequenceSizes.lookup(dimName(d)));
    else if (d == op.getMDim() || d == op.getNDim())
      sizes.push_back(viewParameter(b, dimName(d)));
    else
      sizes.push_back(viewParameter(b, "size_" + dimName(d)));
    if (llvm::is_contained(t.strided, d)) {
      strides.push_back(viewParameter(b, t.name + "_stride_" + dimName(d)));
      staticStrides.push_back(ShapedType::kDynamic);
    } else {
      strides.push_back(viewConstant(b, 1));
      staticStrides.push_back(1);
    }
  }
  auto memrefType = MemRefType::get(
      shape, type.getElementType(),
      StridedLayoutAttr::get(b.getContext(), /*offset=*/0, staticStrides),
      viewMemorySpace());
  Value pointer =
      packed || paged() ? sequencePointers.lookup(t.name) : argument(t.name);
  return PointerToMemrefOp::create(b, loc(), memrefType, pointer, sizes,
                                   strides);
}

void KernelBuilder::buildTensorBody(OpBuilder &b, ArrayRef<KernelTensor> ts) {
  Location l = loc();
  if (packed || paged())
    beginSequence(b, ts);
  Value scale = scalar(b, "scale");
  // The clone reads each kernel tensor through its own operand (a value
  // the op uses twice, as Q and K say, still gets two arguments).
  auto clone = cast<AttentionOp>(b.clone(*op));
  clone.getScaleMutable().assign(scale);
  if (config)
    clone->setAttr(kKernelConfigAttrName, config);
  SmallVector<std::pair<OpOperand *, StringRef>> operands = {
      {&clone.getQueryMutable(), "q"},
      {&clone.getKeyMutable(), "k"},
      {&clone.getValueMutable(), "v"}};
  if (clone.getMask())
    operands.push_back({&clone.getMaskMutable()[0], "mask"});
  operands.push_back({&clone.getOutputsMutable()[0], "o"});
  if (clone.hasLse())
    operands.push_back({&clone.getOutputsMutable()[1], "lse"});
  SmallVector<Value> outputs;
  b.setInsertionPoint(clone);
  for (auto [operand, name] : operands) {
    const KernelTensor &t = tensorNamed(ts, name);
    auto type = cast<RankedTensorType>(operand->get().getType());
    Value memref = memrefOf(b, t, type);
    // Distinct arguments do not alias (restrict); the outputs are written
    // in place.
    auto memrefType = cast<MemRefType>(memref.getType());
    Value tensor = bufferization::ToTensorOp::create(
        b, l,
        RankedTensorType::get(memrefType.getShape(), type.getElementType()),
        memref, /*restrict=*/true, /*writable=*/t.output);
    operand->set(isCache(t) ? gatherPages(b, t, tensor, type) : tensor);
    if (t.output)
      outputs.push_back(memref);
  }
  b.setInsertionPointAfter(clone);
  for (auto [result, memref] : llvm::zip_equal(clone->getResults(), outputs))
    bufferization::MaterializeInDestinationOp::create(b, l, TypeRange(), result,
                                                      memref, /*restrict=*/true,
                                                      /*writable=*/true);
}

Value KernelBuilder::gatherPages(OpBuilder &b, const KernelTensor &t,
                                 Value cache, RankedTensorType type) {
  Location l = loc();
  Type index = b.getIndexType();
  Value keys = arith::IndexCastOp::create(b, l, index, sequenceSizes["n"]);
  Value page = arith::ConstantIndexOp::create(b, l, pageSize);
  // The sequence's row of the block table: the pages of its keys.
  auto tableType =
      MemRefType::get({ShapedType::kDynamic}, b.getI32Type(),
                      StridedLayoutAttr::get(b.getContext(), /*offset=*/0, {1}),
                      viewMemorySpace());
  Value pages = arith::CeilDivUIOp::create(b, l, keys, page);
  Value tableView = PointerToMemrefOp::create(
      b, l, tableType, sequencePointers.lookup("block_table"),
      ValueRange{arith::IndexCastOp::create(b, l, b.getI64Type(), pages)},
      ValueRange{viewConstant(b, 1)});
  Value table = bufferization::ToTensorOp::create(
      b, l, RankedTensorType::get({ShapedType::kDynamic}, b.getI32Type()),
      tableView, /*restrict=*/true, /*writable=*/false);
  unsigned keyPos = llvm::find(t.layout, op.getNDim()) - t.layout.begin();
  SmallVector<Value> extents;
  for (auto [i, size] : llvm::enumerate(type.getShape()))
    if (ShapedType::isDynamic(size))
      extents.push_back(
          i == keyPos ? keys
                      : tensor::DimOp::create(b, l, cache, i + 1).getResult());
  return tensor::GenerateOp::create(
      b, l, type, extents, [&](OpBuilder &gb, Location gl, ValueRange ivs) {
        Value key = ivs[keyPos];
        Value entry = tensor::ExtractOp::create(
            gb, gl, table,
            ValueRange{arith::DivUIOp::create(gb, gl, key, page)});
        SmallVector<Value> at = {
            arith::IndexCastOp::create(gb, gl, index, entry)};
        at.append(ivs.begin(), ivs.end());
        at[keyPos + 1] = arith::RemUIOp::create(gb, gl, key, page);
        tensor::YieldOp::create(
            gb, gl, tensor::ExtractOp::create(gb, gl, cache, at).getResult());
      });
}

void KernelBuilder::buildReferenceBody(
    OpBuilder &b, ArrayRef<KernelTensor> ts,
    ArrayRef<std::pair<std::string, Type>> scalarParams,
    const KernelBuffers &buffers) {
  Location loc = op.getLoc();
  KernelEmitter e{b, loc, unrollHeadDims()};
  llvm::StringMap<Value> scalars;
  for (const auto &[name, type] : scalarParams)
    scalars[name] = scalar(b, name);
  Value negInf = e.f32(-INFINITY), zeroF = e.f32(0.0);
  Value zero = e.index(0), one = e.index(1);
  auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) -> Value {
    return arith::CmpIOp::create(b, loc, p, x, y);
  };

  // One thread per query row; rows past M compute on row M - 1 and store
  // nothing.
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value by = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value m = scalars.lookup("m"), n = scalars.lookup("n");
  Value row = e.add(e.mul(bx, e.index(tileM)), tid);
  Value rowSafe = arith::MinUIOp::create(
      b, loc, row,
      arith::MaxSIOp::create(b, loc, arith::SubIOp::create(b, loc, m, one),
                             zero));
  SmallVector<Value> batchIdx = batchIndices(b, scalars, by);
  auto stride = [&](const KernelTensor &t, unsigned d) {
    return strideOf(scalars, t, d);
  };
  // Element offset of `t` at the row's batch element and `(dim, index)`s.
  auto at = [&](const KernelTensor &t,
                ArrayRef<std::pair<unsigned, Value>> indices) {
    Value off = batchOffset(b, scalars, batchIdx, t);
    for (auto [d, i] : indices)
      off = e.add(off, e.mul(i, stride(t, d)));
    return off;
  };
  unsigned mD = op.getMDim(), nD = op.getNDim(), k1D = op.getK1Dim(),
           k2D = op.getK2Dim();
  const KernelTensor &qT = tensorNamed(ts, "q"), &kT = tensorNamed(ts, "k"),
                     &vT = tensorNamed(ts, "v"), &oT = tensorNamed(ts, "o");
  const KernelTensor *maskT = op.getMask() ? &tensorNamed(ts, "mask") : nullptr;

  e.unrolled(headDim, [&](Value c) {
    memref::StoreOp::create(b, loc, load(b, qT, at(qT, {{mD, rowSafe}, {k1D, c}})),
                            buffers.qRow, ValueRange{c});
  });
  Value diagonal = buildCausalDiagonal(b, loc, op, m, n);
  Value scale = scalars.lookup("scale");
  // The score of key j in natural units: scale q·k_j (+ the additive mask),
  // -inf where the key is not visible.
  auto score = [&](Value j) -> Value {
    Value dot = e.sumOver(headDim, zeroF, [&](Value c) -> Value {
      Value q = memref::LoadOp::create(b, loc, buffers.qRow, ValueRange{c});
      Value k = load(b, kT, at(kT, {{nD, j}, {k1D, c}}));
      return arith::MulFOp::create(b, loc, q, k);
    });
    Value visible = diagonal ? buildCausalVisible(b, loc, rowSafe, j, diagonal)
                             : Value();
    Value mv = maskT ? load(b, *maskT, at(*maskT, {{mD, rowSafe}, {nD, j}}))
                     : Value();
    return buildMaskedScore(b, loc, dot, scale, mv, visible);
  };

  // Pass 1: the row max.
  Value max = e.forLoop(zero, n, one, ValueRange{negInf},
                        [&](Value j, ValueRange acc) -> SmallVector<Value> {
                          return {arith::MaximumFOp::create(b, loc, acc[0],
                                                            score(j))
                                      .getResult()};
                        })
                  .getResult(0);
  Value shift = buildSoftmaxShift(b, loc, max);
  UnaryBuilder exp2Of = [&](OpBuilder &ob, Location, Value x) {
    return exp2(ob, x);
  };
  UnaryBuilder log2Of = [&](OpBuilder &ob, Location, Value x) {
    return log2(ob, x);
  };
  // Pass 2: weights exp(s - max), their sum and the weighted values.
  e.unrolled(valueDim, [&](Value c) {
    memref::StoreOp::create(b, loc, zeroF, buffers.accRow, ValueRange{c});
  });
  Value sum =
      e.forLoop(zero, n, one, ValueRange{zeroF},
                [&](Value j, ValueRange acc) -> SmallVector<Value> {
                  Value p = buildShiftedExp(b, loc, score(j), shift, exp2Of);
                  e.unrolled(valueDim, [&](Value c) {
                    Value a = memref::LoadOp::create(b, loc, buffers.accRow,
                                                     ValueRange{c});
                    Value v = load(b, vT, at(vT, {{nD, j}, {k2D, c}}));
                    memref::StoreOp::create(
                        b, loc,
                        arith::AddFOp::create(
                            b, loc, a, arith::MulFOp::create(b, loc, p, v)),
                        buffers.accRow, ValueRange{c});
                  });
                  return {arith::AddFOp::create(b, loc, acc[0], p).getResult()};
                })
          .getResult(0);

  // O = acc / sum (0 where nothing is visible), LSE = max + ln(sum).
  auto ifValid = scf::IfOp::create(b, loc, cmp(arith::CmpIPredicate::ult, row, m),
                                   /*withElse=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifValid.thenBlock());
  Value inv = buildRowNormalizer(b, loc, sum);
  e.unrolled(valueDim, [&](Value c) {
    Value a = memref::LoadOp::create(b, loc, buffers.accRow, ValueRange{c});
    store(b, oT, at(oT, {{mD, row}, {k2D, c}}),
          arith::MulFOp::create(b, loc, a, inv));
  });
  if (op.hasLse()) {
    const KernelTensor &lT = tensorNamed(ts, "lse");
    store(b, lT, at(lT, {{mD, row}}),
          buildLogSumExp(b, loc, max, sum, log2Of));
  }
}
