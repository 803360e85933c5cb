//===- KernelTensors.cpp - a tiled kernel's tensors, for its lowering -----===//
//
// See KernelTensors.h.
//
//===----------------------------------------------------------------------===//

#include "KernelTensors.h"

#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

using namespace mlir;
using namespace mlir::attn;

/// The index of batch dim `name` ("b<index>" in the attn.abi), if it is one.
static std::optional<unsigned> batchDimIndex(StringRef name) {
  unsigned d = 0;
  if (!name.starts_with("b") || name.drop_front().getAsInteger(10, d))
    return std::nullopt;
  return d;
}

LogicalResult KernelTensors::read(ArrayRef<StringRef> required) {
  auto abi = func->getAttrOfType<DictionaryAttr>("attn.abi");
  // The arguments: `args` of an NVVM kernel, `bindings` of a Vulkan one.
  auto args = abi ? abi.getAs<ArrayAttr>("args") : ArrayAttr();
  if (abi && !args)
    args = abi.getAs<ArrayAttr>("bindings");
  auto entries = abi ? abi.getAs<ArrayAttr>("tensors") : ArrayAttr();
  auto bad = [&]() {
    return func.emitOpError("expected the kernel's attn.abi (as "
                            "convert-attn-to-gpu writes it) with its arguments "
                            "and tensors");
  };
  if (!args || !entries || args.size() != func.getNumArguments())
    return bad();
  auto nameOf = [](Attribute a) -> StringRef {
    auto dict = dyn_cast<DictionaryAttr>(a);
    auto name = dict ? dict.getAs<StringAttr>("name") : StringAttr();
    return name ? name.getValue() : StringRef();
  };
  for (auto [i, a] : llvm::enumerate(args)) {
    arguments[nameOf(a)] = func.getArgument(i);
    auto dict = dyn_cast<DictionaryAttr>(a);
    auto type = dict ? dict.getAs<StringAttr>("type") : StringAttr();
    // A Vulkan binding of a tensor's buffer as 16-byte vectors.
    auto storage = dict ? dict.getAs<StringAttr>("storage_type") : StringAttr();
    if (storage && storage.getValue() == kVectorViewStorageType) {
      auto tensor = dict.getAs<StringAttr>("tensor");
      if (!tensor)
        return bad();
      vectorViews[tensor.getValue()] = func.getArgument(i);
      continue;
    }
    if (!type || type.getValue() != "tensor_map")
      continue;
    auto tensor = dict.getAs<StringAttr>("tensor");
    auto dims = dict.getAs<ArrayAttr>("dims");
    if (!tensor || !dims || dims.size() < 2)
      return bad();
    auto &entry = mapDims[tensor.getValue()];
    entry.first = func.getArgument(i);
    for (Attribute d : dims) {
      auto dim = dyn_cast<StringAttr>(d);
      if (!dim)
        return bad();
      entry.second.push_back(dim.getValue().str());
    }
  }
  if (auto paging = abi.getAs<DictionaryAttr>(kPagedCacheAbiKey)) {
    auto size = paging.getAs<IntegerAttr>("page_size");
    if (!size || size.getInt() <= 0 || !arguments.lookup("block_table") ||
        !arguments.lookup("seq_lens") ||
        !arguments.lookup("block_table_stride_sequence"))
      return bad();
    pageSize = size.getInt();
  }
  for (Attribute entry : entries) {
    StringRef name = nameOf(entry);
    auto dims = name.empty() ? ArrayAttr()
                             : cast<DictionaryAttr>(entry).getAs<ArrayAttr>(
                                   "dims");
    auto position = llvm::find_if(
        args, [&](Attribute a) { return nameOf(a) == name; });
    if (!dims || position == args.end())
      return bad();
    Value argument = func.getArgument(position - args.begin());
    // The view of the argument, or, in a kernel of packed sequences, of
    // its sequence's start (a getelementptr of the argument).
    View view;
    for (Operation *user : argument.getUsers()) {
      if (auto memref = dyn_cast<PointerToMemrefOp>(user))
        view.memref = memref;
      if (auto start = dyn_cast<LLVM::GEPOp>(user);
          start && start.getBase() == argument)
        for (Operation *startUser : start->getUsers())
          if (auto memref = dyn_cast<PointerToMemrefOp>(startUser))
            view.memref = memref;
    }
    if (!view.memref)
      return func.emitOpError("expected an attn.pointer_to_memref of tensor "
                              "argument '")
             << name << "' with one dim per manifest dim";
    for (Attribute d : dims) {
      auto dim = dyn_cast<StringAttr>(d);
      if (!dim)
        return bad();
      // A paged kernel's view starts at its sequence's part.
      if (pageSize && dim.getValue() == "sequence")
        continue;
      view.dims.push_back(dim.getValue().str());
    }
    if (view.memref.getType().getRank() !=
        static_cast<int64_t>(view.dims.size()))
      return func.emitOpError("expected an attn.pointer_to_memref of tensor "
                              "argument '")
             << name << "' with one dim per manifest dim";
    tensors[name] = view;
  }
  for (StringRef name : required)
    if (!tensors.count(name))
      return bad();
  return success();
}

/// `v` (an i64 size or stride of a view) as an index. A Vulkan kernel's
/// parameter words are sign-extended to i64 for the view; the index is the
/// word's own (the same value, without 64-bit integers in the code).
static Value asIndex(OpBuilder &b, Location loc, Value v) {
  if (auto extended = v.getDefiningOp<arith::ExtSIOp>())
    v = extended.getIn();
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), v);
}

SimtAttentionOperands KernelTensors::simtOperands(OpBuilder &b,
                                                 ArrayRef<Value> batchIdx) {
  auto operand = [&](StringRef name, StringRef rowDim,
                     StringRef colDim) -> std::optional<SimtOperand> {
    std::optional<MmaOperand> o = this->operand(b, name, rowDim, batchIdx);
    if (!o)
      return std::nullopt;
    // strideOf gives 0 for a dim the tensor lacks (the LSE's columns).
    Value col = colDim == "n" ? o->keyStride : strideOf(b, name, colDim);
    return SimtOperand{o->pointer, o->elementType,
                       o->base,    o->rowStride,
                       col,        vectorViews.lookup(name)};
  };
  return {*operand("q", "m", "k1"), *operand("k", "n", "k1"),
          *operand("v", "n", "k2"), *operand("o", "m", "k2"),
          operand("mask", "m", "n"), operand("lse", "m", "k2")};
}

FailureOr<Value> mlir::attn::materializeOutOf(Operation *nest, OpBuilder &b,
                                             Value v, IRMapping &mapping) {
  if (Value mapped = mapping.lookupOrNull(v))
    return mapped;
  Operation *def = v.getDefiningOp();
  if (!def || !nest->isProperAncestor(def))
    return v;
  if (def->getNumRegions() || !isMemoryEffectFree(def))
    return def->emitOpError("expected a pure op in the bounds of the tiled "
                            "attention nest");
  for (Value operand : def->getOperands())
    if (failed(materializeOutOf(nest, b, operand, mapping)))
      return failure();
  Operation *clone = b.clone(*def, mapping);
  return clone->getResult(cast<OpResult>(v).getResultNumber());
}

Value KernelTensors::sequence(OpBuilder &b) {
  Location loc = func.getLoc();
  return arith::IndexCastOp::create(
      b, loc, b.getI64Type(),
      gpu::BlockIdOp::create(b, loc, gpu::Dimension::z));
}

Value KernelTensors::sizeOf(OpBuilder &b, StringRef name,
                            StringRef dim) {
  View view = tensors.find(name)->second;
  if (pageSize && dim == "n" && llvm::is_contained(view.dims, "page")) {
    // The sequence's keys: seq_lens[z].
    Location loc = func.getLoc();
    Type i32 = b.getI32Type();
    Value at = LLVM::GEPOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), i32,
        argument("seq_lens"), ValueRange{sequence(b)});
    return arith::IndexCastOp::create(b, loc, b.getIndexType(),
                                      LLVM::LoadOp::create(b, loc, i32, at));
  }
  auto position = llvm::find(view.dims, dim) - view.dims.begin();
  return asIndex(b, func.getLoc(), view.memref.getSizes()[position]);
}

std::optional<MmaOperand>
KernelTensors::operand(OpBuilder &b, StringRef name, StringRef rowDim,
                       ArrayRef<Value> batchIdx) {
  auto it = tensors.find(name);
  if (it == tensors.end())
    return std::nullopt;
  View view = it->second;
  Location loc = func.getLoc();
  auto stride = [&](size_t i) -> Value {
    return asIndex(b, loc, view.memref.getStrides()[i]);
  };
  MmaOperand o;
  o.pointer = view.memref.getPointer();
  o.elementType = view.memref.getType().getElementType();
  o.base = arith::ConstantIndexOp::create(b, loc, 0);
  // A dim the tensor does not have (a mask broadcast along the keys or the
  // queries) has stride 0.
  o.rowStride = o.base;
  o.keyStride = o.base;
  for (auto [i, dim] : llvm::enumerate(view.dims)) {
    std::optional<unsigned> d = batchDimIndex(dim);
    if (d && *d < batchIdx.size()) {
      o.base = arith::AddIOp::create(
          b, loc, o.base,
          arith::MulIOp::create(b, loc, batchIdx[*d], stride(i)));
    } else if (dim == rowDim) {
      o.rowStride = stride(i);
    } else if (dim == "n") {
      o.keyStride = stride(i);
    } else if (dim == "page") {
      o.pageStride = stride(i);
    }
  }
  if (o.pageStride) {
    // The workgroup's sequence's row of the block table.
    o.pageSize = pageSize;
    Value row = arith::MulIOp::create(b, loc, sequence(b),
                                      argument("block_table_stride_sequence"));
    o.pageTable = LLVM::GEPOp::create(
        b, loc, LLVM::LLVMPointerType::get(b.getContext(), 1), b.getI32Type(),
        argument("block_table"), ValueRange{row});
  }
  return o;
}

LogicalResult KernelTensors::setTensorMap(OpBuilder &b, StringRef name,
                                          ArrayRef<Value> batchIdx,
                                          MmaOperand &o) {
  auto it = mapDims.find(name);
  if (it == mapDims.end())
    return func.emitOpError("expected a tensor map of '") << name << "'";
  Location loc = func.getLoc();
  o.tensorMap = it->second.first;
  o.mapCoordinates.clear();
  for (StringRef dim : ArrayRef(it->second.second).drop_front(2)) {
    std::optional<unsigned> d = batchDimIndex(dim);
    if (!d || *d >= batchIdx.size())
      return func.emitOpError("expected the dims of the tensor map of '")
             << name << "' after its head dim and rows to be batch dims the "
             << "workgroups run over, got '" << dim << "'";
    o.mapCoordinates.push_back(
        arith::IndexCastOp::create(b, loc, b.getI32Type(), batchIdx[*d]));
  }
  return success();
}

void mlir::attn::eraseDeadKernelOps(gpu::GPUFuncOp func) {
  func.walk([](tensor::DimOp dim) {
    auto tensor = dim.getSource().getDefiningOp<bufferization::ToTensorOp>();
    if (!tensor)
      return;
    OpBuilder b(dim);
    // The size as the memref's producer gives it (a view's size operand),
    // or memref.dim of it.
    Value size;
    std::optional<int64_t> index = dim.getConstantIndex();
    ReifiedRankedShapedTypeDims shapes;
    auto producer = tensor.getBuffer()
                        .getDefiningOp<ReifyRankedShapedTypeOpInterface>();
    if (producer && index && succeeded(producer.reifyResultShapes(b, shapes)))
      size = getValueOrCreateConstantIndexOp(b, dim.getLoc(),
                                             shapes.front()[*index]);
    else
      size = memref::DimOp::create(b, dim.getLoc(), tensor.getBuffer(),
                                   dim.getIndex());
    dim.replaceAllUsesWith(size);
    dim.erase();
  });
  bool changed = true;
  while (changed) {
    changed = false;
    SmallVector<Operation *> dead;
    func.walk([&](Operation *op) {
      if (op->getNumResults() && op->use_empty() &&
          (isMemoryEffectFree(op) ||
           isa<bufferization::ToTensorOp, PointerToMemrefOp>(op)))
        dead.push_back(op);
    });
    for (Operation *op : dead)
      op->erase();
    changed = !dead.empty();
  }
}

Value KernelTensors::strideOf(OpBuilder &b, StringRef name, StringRef dim) {
  View view = tensors.find(name)->second;
  Location loc = func.getLoc();
  auto position = llvm::find(view.dims, dim);
  if (position == view.dims.end())
    return arith::ConstantIndexOp::create(b, loc, 0);
  return asIndex(b, loc,
                 view.memref.getStrides()[position - view.dims.begin()]);
}

SmallVector<Value> mlir::attn::blockBatchIndices(OpBuilder &b, Location loc,
                                                 ArrayRef<Value> sizes) {
  return batchIndicesOf(
      b, loc, gpu::BlockIdOp::create(b, loc, gpu::Dimension::y), sizes);
}

SmallVector<Value> mlir::attn::batchIndicesOf(OpBuilder &b, Location loc,
                                              Value element,
                                              ArrayRef<Value> sizes) {
  SmallVector<Value> indices(sizes.size());
  Value rest = element;
  for (int d = sizes.size() - 1; d >= 0; --d) {
    indices[d] = arith::RemUIOp::create(b, loc, rest, sizes[d]);
    rest = arith::DivUIOp::create(b, loc, rest, sizes[d]);
  }
  return indices;
}

void mlir::attn::eraseLoweredNest(Operation *forall) {
  for (Operation *user : llvm::make_early_inc_range(forall->getUsers()))
    user->erase();
  forall->erase();
}

Type KernelTensors::elementTypeOf(StringRef name) const {
  auto it = tensors.find(name);
  if (it == tensors.end())
    return Type();
  return cast<MemRefType>(it->second.memref->getResult(0).getType())
      .getElementType();
}

int64_t KernelTensors::staticSizeOf(StringRef name, StringRef dim) const {
  auto it = tensors.find(name);
  if (it == tensors.end())
    return ShapedType::kDynamic;
  for (auto [i, d] : llvm::enumerate(it->second.dims))
    if (d == dim)
      return cast<MemRefType>(it->second.memref->getResult(0).getType())
          .getDimSize(i);
  return ShapedType::kDynamic;
}
