//===- AttnToGPU.cpp - attn.attention -> one NVVM-ready GPU kernel each ---===//
//
// Builds the kernel of each attention op that its kernel configuration
// names (attn-select-kernel-config; where the op has none, the one selected
// here from the options: tensor cores where they apply, SIMT otherwise, or
// as the `kernel` option says, tiles from the target description unless
// given; KernelConfig.h).
//
//===----------------------------------------------------------------------===//

#include "BackwardKernels.h"
#include "KernelFactory.h"

#include "attn/Conversion/KernelConfig.h"
#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

#include "llvm/ADT/ScopeExit.h"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOGPUPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;


namespace {
struct ConvertAttnToGPUPass
    : attn::impl::ConvertAttnToGPUPassBase<ConvertAttnToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<TargetDescription> target = lookupNVIDIATarget(chip);
    if (!target) {
      module.emitError("convert-attn-to-gpu: unknown NVIDIA chip '")
          << chip << "'; known chips: " << kKnownNVIDIAChips;
      return signalPassFailure();
    }
    if (failed(rejectSequenceBatchOps(module, "convert-attn-to-gpu",
                                      /*sequenceKernels=*/true)))
      return signalPassFailure();
    SmallVector<AttentionOp> ops;
    module.walk([&](AttentionOp op) { ops.push_back(op); });
    SmallVector<VarlenAttentionOp> packedOps;
    module.walk([&](VarlenAttentionOp op) { packedOps.push_back(op); });
    SmallVector<PagedAttentionOp> pagedOps;
    module.walk([&](PagedAttentionOp op) { pagedOps.push_back(op); });
    SmallVector<AttentionBackwardOp> backwardOps;
    module.walk([&](AttentionBackwardOp op) { backwardOps.push_back(op); });
    OpBuilder b(&getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    if (!isNVVMKernelName(kernel)) {
      module.emitError("convert-attn-to-gpu: unknown kernel '")
          << kernel << "'; expected " << kNVVMKernelNames;
      return signalPassFailure();
    }
    // The gradients: the tensor-core backward's two kernels.
    for (auto [i, op] : llvm::enumerate(backwardOps)) {
      if (kernel != "auto" && kernel != "mma") {
        op.emitOpError("the gradients have only the tensor-core kernels "
                       "(kernel=auto or mma), not kernel=")
            << kernel;
        return signalPassFailure();
      }
      b.setInsertionPointToEnd(module.getBody());
      if (failed(buildBackwardKernels(
              b, op, *target, ("attn_backward_kernel_" + Twine(i)).str())))
        return signalPassFailure();
    }
    KernelRequest request;
    request.kernel = kernel;
    request.tileM = tileM;
    request.tileN = tileN;
    // The tile options, checked for each op they may apply to.
    auto badTileOptions = [&](Operation *op) {
      if (std::optional<std::string> bad = checkTileSizeOptions(tileM, tileN)) {
        op->emitOpError(*bad);
        return true;
      }
      if (tileM > 1024) {
        op->emitOpError("tile-m must be in [0, 1024] and tile-n non-negative "
                        "(0: from the target), got ")
            << static_cast<int64_t>(tileM) << " and "
            << static_cast<int64_t>(tileN);
        return true;
      }
      return false;
    };
    for (auto [i, op] : llvm::enumerate(ops)) {
      if (badTileOptions(op))
        return signalPassFailure();
      // The op's configuration (attn-select-kernel-config), or the one the
      // options ask for.
      FailureOr<KernelConfigAttr> config = getKernelConfig(op);
      if (succeeded(config) && !*config)
        config = selectNVVMKernelConfig(op, chip, request);
      if (failed(config))
        return signalPassFailure();
      FailureOr<std::unique_ptr<NVVMKernelBuilder>> builder =
          createNVVMKernel(op, *config, *target, chip);
      if (failed(builder))
        return signalPassFailure();
      b.setInsertionPointToEnd(module.getBody());
      (*builder)->build(b, ("attn_kernel_" + Twine(i)).str());
    }
    // Packed sequences: the kernel of one sequence's attention, run by each
    // workgroup on its sequence's views.
    for (auto [i, op] : llvm::enumerate(packedOps)) {
      if (failed(buildPackedKernel(b, op, *target, request,
                                   ("attn_varlen_kernel_" + Twine(i)).str())))
        return signalPassFailure();
    }
    // A paged cache: the kernel of one sequence's attention, its keys read
    // from the pages in place.
    for (auto [i, op] : llvm::enumerate(pagedOps)) {
      if (badTileOptions(op) ||
          failed(buildPagedKernel(b, op, *target, request,
                                  ("attn_paged_kernel_" + Twine(i)).str())))
        return signalPassFailure();
    }
  }

  LogicalResult buildPagedKernel(OpBuilder &b, PagedAttentionOp op,
                                 const TargetDescription &target,
                                 const KernelRequest &request, StringRef name) {
    FailureOr<KernelConfigAttr> config = getKernelConfig(op);
    if (succeeded(config) && !*config)
      config = selectNVVMKernelConfig(op, chip, request);
    if (failed(config))
      return failure();
    if (config->getKind() != KernelKind::MmaSync &&
        config->getKind() != KernelKind::Wgmma)
      return op.emitOpError("has only the tensor-core kernel, not a kernel "
                            "configuration of kind ")
             << stringifyKernelKind(config->getKind());
    SmallVector<AffineMap> maps = op.getIndexingMapsArray();
    int64_t page = op.getStaticPageSize();
    if (ShapedType::isDynamic(page) || page % config->getTileN())
      return op.emitOpError("expected a static page size that tile_n = ")
             << config->getTileN() << " divides";
    // Where Q, O and the LSE have the sequence dim.
    llvm::StringMap<unsigned> sequenceDims;
    AffineExpr sequenceDim = getAffineDimExpr(0, op.getContext());
    sequenceDims["q"] = *maps[0].getResultPosition(sequenceDim);
    sequenceDims["o"] = *maps[3].getResultPosition(sequenceDim);
    if (op.hasLse())
      sequenceDims["lse"] = *maps[4].getResultPosition(sequenceDim);
    b.setInsertionPoint(op);
    AttentionOp sequence = buildPagedSequenceOp(b, op);
    auto eraseSequence =
        llvm::make_scope_exit([&] { eraseSequenceOp(sequence); });
    FailureOr<std::unique_ptr<NVVMKernelBuilder>> builder =
        createNVVMKernel(sequence, *config, target, chip);
    if (failed(builder))
      return failure();
    (*builder)->setPagedCache(page, sequenceDims);
    b.setInsertionPointToEnd(op->getParentOfType<ModuleOp>().getBody());
    (*builder)->build(b, name);
    return success();
  }

  LogicalResult buildPackedKernel(OpBuilder &b, VarlenAttentionOp op,
                                  const TargetDescription &target,
                                  const KernelRequest &request,
                                  StringRef name) {
    FailureOr<KernelConfigAttr> config = getKernelConfig(op);
    if (succeeded(config) && !*config)
      config = selectNVVMKernelConfig(op, chip, request);
    if (failed(config))
      return failure();
    if (config->getKind() == KernelKind::Reference)
      return op.emitOpError("has no reference kernel (kernel=reference "
                            "checks one attn.attention, one sequence, at a "
                            "time)");
    b.setInsertionPoint(op);
    AttentionOp sequence = buildSequenceAttention(
        b, op, op.getQuery(), op.getKey(), op.getValue(), op.getOutputs());
    auto eraseSequence = llvm::make_scope_exit([&] { sequence.erase(); });
    FailureOr<std::unique_ptr<NVVMKernelBuilder>> builder =
        createNVVMKernel(sequence, *config, target, chip);
    if (failed(builder))
      return failure();
    (*builder)->setPackedSequences();
    b.setInsertionPointToEnd(op->getParentOfType<ModuleOp>().getBody());
    (*builder)->build(b, name);
    return success();
  }
};
} // namespace
