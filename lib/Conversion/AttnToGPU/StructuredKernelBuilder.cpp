//===- StructuredKernelBuilder.cpp - a kernel on tensors ------------------===//
//
// See StructuredKernelBuilder.h. The body, the op on tensors over its
// arguments, is NVVMKernelBuilder::buildTensorBody.
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

void StructuredKernelBuilder::buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                                        ArrayRef<std::pair<std::string, Type>>,
                                        const KernelBuffers &) {
  buildTensorBody(b, ts);
}
