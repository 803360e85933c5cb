//===- BufferizeKernels.cpp - One-Shot Bufferize inside GPU kernels -------===//
//
// The structured NVVM path's kernels compute on tensors that are views of
// their global memrefs; this bufferizes each kernel's body alone (One-Shot
// Bufferize on the gpu.func), leaving host code as it is.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/BufferizableOpInterface.h"
#include "mlir/Dialect/Bufferization/Transforms/OneShotAnalysis.h"
#include "mlir/IR/OperationSupport.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNBUFFERIZEKERNELSPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Whether `a` and `b` are the same memory: the same value, or the same
/// view (equal operations on the same operands) of the same memory.
static bool sameMemory(Value a, Value b) {
  if (a == b)
    return true;
  Operation *x = a.getDefiningOp(), *y = b.getDefiningOp();
  if (!x || !y || !isa<ViewLikeOpInterface>(x) ||
      !OperationEquivalence::isEquivalentTo(
          x, y, OperationEquivalence::IgnoreLocations))
    return false;
  return true;
}

namespace {
struct AttnBufferizeKernelsPass
    : attn::impl::AttnBufferizeKernelsPassBase<AttnBufferizeKernelsPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<gpu::GPUFuncOp> kernels;
    getOperation()->walk([&](gpu::GPUFuncOp func) { kernels.push_back(func); });
    bufferization::OneShotBufferizationOptions options;
    // Tensors the computation creates get buffers of identity layout; the
    // views of the kernel's memrefs keep theirs.
    options.setFunctionBoundaryTypeConversion(
        bufferization::LayoutMapOption::IdentityLayoutMap);
    for (gpu::GPUFuncOp kernel : kernels) {
      bufferization::BufferizationState state;
      if (failed(bufferization::runOneShotBufferize(kernel, options, state))) {
        kernel.emitError("attn-bufferize-kernels: the body of kernel '")
            << kernel.getName() << "' does not bufferize";
        return signalPassFailure();
      }
      // Results written in place leave copies of a buffer onto itself.
      kernel.walk([](memref::CopyOp copy) {
        if (sameMemory(copy.getSource(), copy.getTarget()))
          copy.erase();
      });
      ++numBufferized;
    }
  }
};
} // namespace
