//===- VerifyReshapes.cpp - reshapes whose shapes disagree ----------------===//
//
// A check of the input that MLIR 22's verifier leaves out: the static
// output shape of a tensor.expand_shape against its result type.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNVERIFYRESHAPESPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Whether `op`'s static output shape is its result type's; says where not.
static LogicalResult verifyExpandShape(tensor::ExpandShapeOp op) {
  ArrayRef<int64_t> staticShape = op.getStaticOutputShape();
  RankedTensorType type = op.getResultType();
  if (static_cast<int64_t>(staticShape.size()) != type.getRank())
    return op.emitOpError("static_output_shape has ")
           << staticShape.size() << " sizes, but its result type " << type
           << " has rank " << type.getRank();
  for (auto [dim, sizes] :
       llvm::enumerate(llvm::zip(staticShape, type.getShape()))) {
    auto [given, expected] = sizes;
    if (ShapedType::isDynamic(given) || ShapedType::isDynamic(expected) ||
        given == expected)
      continue;
    return op.emitOpError("static_output_shape has ")
           << given << " at dim " << dim << ", but its result type " << type
           << " has " << expected;
  }
  return success();
}

namespace {
struct AttnVerifyReshapesPass
    : attn::impl::AttnVerifyReshapesPassBase<AttnVerifyReshapesPass> {
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](tensor::ExpandShapeOp op) {
      return failed(verifyExpandShape(op)) ? WalkResult::interrupt()
                                           : WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};
} // namespace
