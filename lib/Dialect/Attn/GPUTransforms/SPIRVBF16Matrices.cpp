//===- SPIRVBF16Matrices.cpp - bf16 A/B matrices of marked SPIR-V kernels -===//

#include "attn/Dialect/Attn/GPUTransforms/Passes.h"

#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVTypes.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNSPIRVBF16MATRICESPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

/// The mark the cooperative-matrix lowering sets on bf16 kernels.
static constexpr StringLiteral kMark = "attn.bf16_matrices";

namespace {
struct AttnSPIRVBF16MatricesPass
    : attn::impl::AttnSPIRVBF16MatricesPassBase<AttnSPIRVBF16MatricesPass> {
  void runOnOperation() override {
    Type bf16 = BFloat16Type::get(&getContext());
    bool retyped = false;
    for (auto func : getOperation().getOps<spirv::FuncOp>()) {
      if (!func->hasAttr(kMark))
        continue;
      func->removeAttr(kMark);
      WalkResult walk = func.walk([&](spirv::KHRCooperativeMatrixLoadOp load) {
        auto type = cast<spirv::CooperativeMatrixType>(load.getType());
        if (!type.getElementType().isF16() ||
            type.getUse() == spirv::CooperativeMatrixUseKHR::MatrixAcc)
          return WalkResult::advance();
        for (Operation *user : load->getUsers())
          if (!isa<spirv::KHRCooperativeMatrixMulAddOp>(user)) {
            load.emitOpError("of a bf16 kernel's A or B matrix is used by ")
                << user->getName()
                << "; expected only cooperative-matrix products";
            return WalkResult::interrupt();
          }
        load.getResult().setType(spirv::CooperativeMatrixType::get(
            bf16, type.getRows(), type.getColumns(), type.getScope(),
            type.getUse()));
        retyped = true;
        return WalkResult::advance();
      });
      if (walk.wasInterrupted())
        return signalPassFailure();
    }
    // MLIR 22's spirv-update-vce deduces BFloat16TypeKHR from bf16
    // matrices but not BFloat16CooperativeMatrixKHR, which a driver checks
    // before it runs a bf16 product: declared here (the pass runs after
    // spirv-update-vce).
    spirv::ModuleOp module = getOperation();
    std::optional<spirv::VerCapExtAttr> vce = module.getVceTriple();
    if (!retyped || !vce)
      return;
    SmallVector<spirv::Capability> caps(vce->getCapabilities());
    SmallVector<spirv::Extension> exts(vce->getExtensions());
    for (spirv::Capability c :
         {spirv::Capability::BFloat16TypeKHR,
          spirv::Capability::BFloat16CooperativeMatrixKHR})
      if (!llvm::is_contained(caps, c))
        caps.push_back(c);
    if (!llvm::is_contained(exts, spirv::Extension::SPV_KHR_bfloat16))
      exts.push_back(spirv::Extension::SPV_KHR_bfloat16);
    module.setVceTripleAttr(spirv::VerCapExtAttr::get(vce->getVersion(), caps,
                                                      exts, &getContext()));
  }
};
} // namespace
