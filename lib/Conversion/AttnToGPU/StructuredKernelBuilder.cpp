//===- StructuredKernelBuilder.cpp - a kernel on tensors ------------------===//
//
// See StructuredKernelBuilder.h. A tensor operand's memref is built from the
// kernel's arguments as the memref descriptor the LLVM lowering uses
// (pointer, aligned pointer, offset 0, sizes, strides), cast to the memref
// type with builtin.unrealized_conversion_cast: the lowering to NVVM turns
// the memref back into that descriptor, and the two casts cancel.
//
//===----------------------------------------------------------------------===//

#include "StructuredKernelBuilder.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"

using namespace mlir;
using namespace mlir::attn;

bool StructuredKernelBuilder::contiguousRows(AttentionOp op) {
  auto innermost = [&](AffineMap map, unsigned d) {
    return map.getNumResults() > 0 &&
           map.getResults().back() == getAffineDimExpr(d, op.getContext());
  };
  return innermost(op.getQueryMap(), op.getK1Dim()) &&
         innermost(op.getKeyMap(), op.getK1Dim()) &&
         innermost(op.getValueMap(), op.getK2Dim()) &&
         innermost(op.getOutputMap(), op.getK2Dim());
}

int64_t StructuredKernelBuilder::estimateSharedMemoryBytes(int64_t m,
                                                           int64_t n) {
  auto bytesOf = [](Value v) {
    Type t = cast<RankedTensorType>(v.getType()).getElementType();
    return std::max<int64_t>(t.getIntOrFloatBitWidth() / 8, 1);
  };
  // Promoted rows are padded by 16 bytes.
  auto rows = [&](int64_t count, int64_t width, int64_t elementBytes) {
    return count * (width * elementBytes + 16);
  };
  int64_t promoted = rows(m, headDim, bytesOf(op.getQuery())) +
                     2 * rows(n, headDim, bytesOf(op.getKey())) +
                     2 * rows(n, valueDim, bytesOf(op.getValue()));
  if (op.getMask())
    promoted += 2 * rows(m, n, bytesOf(op.getMask()));
  // Bufferization keeps about three accumulators (the state carried from
  // one KV loop to the next is copied), one score tile per loop and a few
  // rows of statistics.
  int64_t temporaries = 4 * (3 * m * valueDim + m * n + 10 * m);
  return promoted + temporaries;
}

SmallVector<NamedAttribute> StructuredKernelBuilder::abiEntries(
    OpBuilder &b, ArrayRef<KernelTensor> ts,
    ArrayRef<std::pair<std::string, Type>> args) {
  SmallVector<NamedAttribute> entries =
      NVVMKernelBuilder::abiEntries(b, ts, args);
  if (!contiguousRows(op))
    return entries;
  entries.push_back(b.getNamedAttr(
      "contiguous_dims",
      b.getArrayAttr({b.getStringAttr(dimName(op.getK1Dim())),
                      b.getStringAttr(dimName(op.getK2Dim()))})));
  // Rows of whole 16-byte chunks are copied 16 bytes at a time when they
  // start 16 bytes apart: the launcher guarantees it (attn-map-to-gpu reads
  // it back from here).
  auto chunks = [&](Value v, int64_t d) {
    Type t = cast<RankedTensorType>(v.getType()).getElementType();
    return d * static_cast<int64_t>(t.getIntOrFloatBitWidth() / 8) % 16 == 0;
  };
  if (chunks(op.getQuery(), headDim) && chunks(op.getKey(), headDim) &&
      chunks(op.getValue(), valueDim) && chunks(op.getOutputInit(), valueDim))
    entries.push_back(
        b.getNamedAttr("alignment_bytes", b.getI64IntegerAttr(16)));
  return entries;
}

Value StructuredKernelBuilder::memrefOf(OpBuilder &b, const KernelTensor &t,
                                        RankedTensorType type) {
  MLIRContext *ctx = b.getContext();
  Location l = loc();
  Type i64 = b.getI64Type();
  auto i64Constant = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, l, i64, b.getI64IntegerAttr(v));
  };
  // Sizes and strides, per tensor dim, as values and as the memref type
  // sees them (static where the tensor type or the layout fixes them).
  SmallVector<Value> sizes, strides;
  SmallVector<int64_t> staticStrides;
  for (auto [i, d] : llvm::enumerate(t.layout)) {
    int64_t size = type.getDimSize(i);
    if (!ShapedType::isDynamic(size))
      sizes.push_back(i64Constant(size));
    else if (d == op.getMDim() || d == op.getNDim())
      sizes.push_back(argument(dimName(d)));
    else
      sizes.push_back(argument("size_" + dimName(d)));
    if (llvm::is_contained(t.strided, d)) {
      strides.push_back(argument(t.name + "_stride_" + dimName(d)));
      staticStrides.push_back(ShapedType::kDynamic);
    } else {
      strides.push_back(i64Constant(1));
      staticStrides.push_back(1);
    }
  }
  auto global = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Global);
  auto memrefType = MemRefType::get(
      type.getShape(), type.getElementType(),
      StridedLayoutAttr::get(ctx, /*offset=*/0, staticStrides), global);
  return PointerToMemrefOp::create(b, l, memrefType, argument(t.name), sizes,
                                   strides);
}

void StructuredKernelBuilder::buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                                        ArrayRef<std::pair<std::string, Type>>,
                                        const KernelBuffers &) {
  Location l = loc();
  // The clone reads each kernel tensor through its own operand (a value
  // the op uses twice, as Q and K say, still gets two arguments).
  auto clone = cast<AttentionOp>(b.clone(*op));
  clone.getScaleMutable().assign(argument("scale"));
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
    operand->set(bufferization::ToTensorOp::create(
        b, l, type, memref, /*restrict=*/true, /*writable=*/t.output));
    if (t.output)
      outputs.push_back(memref);
  }
  b.setInsertionPointAfter(clone);
  for (auto [result, memref] : llvm::zip_equal(clone->getResults(), outputs))
    bufferization::MaterializeInDestinationOp::create(b, l, TypeRange(), result,
                                                      memref, /*restrict=*/true,
                                                      /*writable=*/true);
}
