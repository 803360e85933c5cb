//===- AttnTransformOps.cpp - attn transform ops --------------------------===//
//
// Transform-dialect ops that run attn transformations on payload handles.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/TransformOps/AttnTransformOps.h"

#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/NVGPU/IR/NVGPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"

using namespace mlir;
using namespace mlir::attn;

#define GET_OP_CLASSES
#include "attn/Dialect/Attn/TransformOps/AttnTransformOps.cpp.inc"

DiagnosedSilenceableFailure transform::PromoteWorkgroupTilesOp::applyToOne(
    transform::TransformRewriter &rewriter, Operation *target,
    transform::ApplyToEachResultList &results,
    transform::TransformState &state) {
  if (!isa<scf::ForallOp>(target))
    return emitSilenceableError()
           << "expects scf.forall workgroups, got " << target->getName();
  FailureOr<PromotionOptions> options =
      getPromotionOptions(getContext(), getTargetName(), getStages(),
                          getPadBytes(), [&] { return emitOpError(); });
  if (failed(options))
    return DiagnosedSilenceableFailure::definiteFailure();
  if (failed(promoteWorkgroupTiles(rewriter, target, *options)))
    return emitDefiniteFailure() << "the workgroup's tiles do not fit";
  results.push_back(target);
  return DiagnosedSilenceableFailure::success();
}

namespace {
/// The attn ops of the transform dialect.
class AttnTransformDialectExtension
    : public transform::TransformDialectExtension<
          AttnTransformDialectExtension> {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(AttnTransformDialectExtension)
  using Base::Base;

  void init() {
    declareGeneratedDialect<arith::ArithDialect>();
    declareGeneratedDialect<gpu::GPUDialect>();
    declareGeneratedDialect<linalg::LinalgDialect>();
    declareGeneratedDialect<memref::MemRefDialect>();
    declareGeneratedDialect<LLVM::LLVMDialect>();
    declareGeneratedDialect<NVVM::NVVMDialect>();
    declareGeneratedDialect<nvgpu::NVGPUDialect>();
    declareGeneratedDialect<scf::SCFDialect>();
    registerTransformOps<
#define GET_OP_LIST
#include "attn/Dialect/Attn/TransformOps/AttnTransformOps.cpp.inc"
        >();
  }
};
} // namespace

void mlir::attn::registerTransformDialectExtension(DialectRegistry &registry) {
  registry.addExtensions<AttnTransformDialectExtension>();
}
