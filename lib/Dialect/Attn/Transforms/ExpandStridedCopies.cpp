//===- ExpandStridedCopies.cpp - copies the host code does itself ---------===//
//
// memref.copy between buffers that are not both one contiguous block,
// rewritten into linalg.copy, so that the host code never calls the
// memrefCopy function of MLIR's runner utilities.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNEXPANDSTRIDEDCOPIESPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Whether finalize-memref-to-llvm copies `type` as one block (llvm.memcpy):
/// an identity layout, or a static, non-empty, row-major contiguous one.
static bool isOneBlock(MemRefType type) {
  return type.getLayout().isIdentity() ||
         (type.hasStaticShape() && type.getNumElements() > 0 &&
          memref::isStaticShapeAndContiguousRowMajor(type));
}

namespace {
struct AttnExpandStridedCopiesPass
    : attn::impl::AttnExpandStridedCopiesPassBase<AttnExpandStridedCopiesPass> {
  void runOnOperation() override {
    SmallVector<memref::CopyOp> copies;
    getOperation()->walk([&](memref::CopyOp op) {
      auto source = dyn_cast<MemRefType>(op.getSource().getType());
      auto target = dyn_cast<MemRefType>(op.getTarget().getType());
      if (source && target && (!isOneBlock(source) || !isOneBlock(target)))
        copies.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (memref::CopyOp op : copies) {
      rewriter.setInsertionPoint(op);
      linalg::CopyOp::create(rewriter, op.getLoc(), op.getSource(),
                             op.getTarget());
      rewriter.eraseOp(op);
    }
  }
};
} // namespace
