//===- SelectKernelConfig.cpp - attn-select-kernel-config -----------------===//
//
// Puts the GPU kernel configuration of each attention op on it, chosen once
// by the selection of KernelConfig.h, for the stages after it to read.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/KernelConfig.h"
#include "attn/Conversion/VulkanTargetEnv.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNSELECTKERNELCONFIGPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
struct AttnSelectKernelConfigPass
    : attn::impl::AttnSelectKernelConfigPassBase<AttnSelectKernelConfigPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (target != "nvvm" && target != "spirv") {
      module.emitError("attn-select-kernel-config: unknown target '")
          << target << "'; expected nvvm or spirv";
      return signalPassFailure();
    }
    spirv::TargetEnvAttr env;
    if (target == "spirv") {
      llvm::Expected<spirv::TargetEnvAttr> parsed =
          getVulkanTargetEnv(&getContext(), targetEnv);
      if (!parsed) {
        module.emitError("attn-select-kernel-config: ")
            << llvm::toString(parsed.takeError());
        return signalPassFailure();
      }
      env = *parsed;
    }
    KernelRequest request;
    request.kernel = kernel;
    request.tileM = tileM;
    request.tileN = tileN;
    request.lanesPerRow = lanesPerRow;
    WalkResult result = module.walk([&](AttentionOp op) {
      // The configuration is chosen afresh: an old one would otherwise be
      // read as a tile hint.
      op->removeDiscardableAttr(kKernelConfigAttrName);
      FailureOr<KernelConfigAttr> config =
          env ? selectVulkanKernelConfig(op, env, request)
              : selectNVVMKernelConfig(op, chip, request);
      if (failed(config))
        return WalkResult::interrupt();
      op->setDiscardableAttr(kKernelConfigAttrName, *config);
      ++numSelected;
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    // Packed sequences and paged caches: the configuration of one
    // sequence's attention (their kernels are NVVM's only;
    // convert-attn-to-gpu-vulkan refuses them).
    if (env)
      return;
    // (A paged cache's key block divides its page size.)
    SmallVector<Operation *> sequenceOps;
    module.walk([&](Operation *op) {
      if (isa<VarlenAttentionOp, PagedAttentionOp>(op))
        sequenceOps.push_back(op);
    });
    for (Operation *op : sequenceOps) {
      op->removeDiscardableAttr(kKernelConfigAttrName);
      FailureOr<KernelConfigAttr> config =
          isa<VarlenAttentionOp>(op)
              ? selectNVVMKernelConfig(cast<VarlenAttentionOp>(op), chip,
                                       request)
              : selectNVVMKernelConfig(cast<PagedAttentionOp>(op), chip,
                                       request);
      if (failed(config))
        return signalPassFailure();
      op->setDiscardableAttr(kKernelConfigAttrName, *config);
      ++numSelected;
    }
  }
};
} // namespace
