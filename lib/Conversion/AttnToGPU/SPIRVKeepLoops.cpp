//===- SPIRVKeepLoops.cpp - DontUnroll on the loops for CPU devices -------===//

#include "attn/Conversion/Passes.h"

#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNSPIRVKEEPLOOPSPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

namespace {
struct AttnSPIRVKeepLoopsPass
    : attn::impl::AttnSPIRVKeepLoopsPassBase<AttnSPIRVKeepLoopsPass> {
  using Base::Base;
  void runOnOperation() override {
    spirv::ModuleOp module = getOperation();
    spirv::TargetEnvAttr env = spirv::lookupTargetEnv(module);
    bool cpu = env && env.getDeviceType() == spirv::DeviceType::CPU;
    if (!force && !cpu)
      return;
    auto dontUnroll = spirv::LoopControlAttr::get(
        &getContext(), spirv::LoopControl::DontUnroll);
    module.walk([&](spirv::LoopOp loop) { loop.setLoopControlAttr(dontUnroll); });
  }
};
} // namespace
