//===- NVVMKernelBuilder.cpp - a kernel body on tensors -------------------===//
//
// See NVVMKernelBuilder.h. A tensor operand's memref is an
// attn.pointer_to_memref of its pointer, size and stride arguments.
//
//===----------------------------------------------------------------------===//

#include "NVVMKernelBuilder.h"

#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"

using namespace mlir;
using namespace mlir::attn;

Value NVVMKernelBuilder::memrefOf(OpBuilder &b, const KernelTensor &t,
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

void NVVMKernelBuilder::buildTensorBody(OpBuilder &b,
                                        ArrayRef<KernelTensor> ts) {
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
