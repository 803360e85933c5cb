//===- SPIRVDontUnroll.cpp - DontUnroll on every loop of a SPIR-V module --===//

#include "attn/Dialect/Attn/GPUTransforms/Passes.h"

#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNSPIRVDONTUNROLLPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

namespace {
struct AttnSPIRVDontUnrollPass
    : attn::impl::AttnSPIRVDontUnrollPassBase<AttnSPIRVDontUnrollPass> {
  void runOnOperation() override {
    auto dontUnroll = spirv::LoopControlAttr::get(
        &getContext(), spirv::LoopControl::DontUnroll);
    getOperation().walk(
        [&](spirv::LoopOp loop) { loop.setLoopControlAttr(dontUnroll); });
  }
};
} // namespace
