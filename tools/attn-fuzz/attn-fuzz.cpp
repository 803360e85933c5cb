//===- attn-fuzz.cpp - libFuzzer target for the attn-mlir passes ----------===//
//
// Parses the input as an MLIR module, verifies it, and runs the raise, the
// reference lowering, the tiled lowering (for the host and for a GPU target
// description), the tile report, the whole CPU pipeline (also with the
// tiles promoted and double-buffered), the promotion for sm_90 on the
// input itself, the NVVM kernel generation and the Vulkan kernel
// generation down to SPIR-V on copies of it.
// Any crash, sanitizer report or invalid IR left behind by a pass is a bug;
// diagnostics and failed passes are fine. Text the MLIR parser crashes on
// (characters its lexer rejects, malformed integer lists of linalg's
// transpose, broadcast and reduce) is refused before parsing, as the tools
// refuse it (attn/Dialect/Attn/Utils/SourceCheck.h); segment sizes that do
// not add up are refused before verifying (ParseSource.h).
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Utils/ParseSource.h"
#include "attn/Dialect/Attn/Utils/SourceCheck.h"
#include "attn/InitAll.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"

#include <cstdint>
#include <cstdlib>

using namespace mlir;

namespace {
/// A finding, not a diagnostic: a pass that succeeds but leaves invalid IR.
/// (The pass manager's own verifier would turn that into a pass failure.)
struct AbortOnInvalidIR : PassInstrumentation {
  void runAfterPass(Pass *pass, Operation *op) override {
    if (failed(verify(op))) {
      llvm::errs() << "attn-fuzz: '" << pass->getArgument()
                   << "' left invalid IR\n";
      abort();
    }
  }
};
} // namespace

/// Runs `build`'s passes on a clone of `module`; a pass may fail, but what
/// each pass that succeeds leaves must verify.
static void runOnClone(ModuleOp module,
                       function_ref<void(OpPassManager &)> build) {
  OwningOpRef<ModuleOp> clone = module.clone();
  PassManager pm(module.getContext());
  pm.enableVerifier(false);
  pm.addInstrumentation(std::make_unique<AbortOnInvalidIR>());
  build(pm);
  (void)pm.run(*clone);
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry();
    attn::registerAllAttnDialects(*r);
    attn::registerAllAttnPasses();
    mlir::registerAllPasses();
    return r;
  }();
  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  // Diagnostics are expected on bad input: swallow them.
  ScopedDiagnosticHandler quiet(&context, [](Diagnostic &) { return success(); });

  StringRef text(reinterpret_cast<const char *>(data), size);
  // Text MLIR's parser crashes on (SourceCheck.h) is refused, as the tools
  // refuse it.
  if (attn::findParserHazard(text))
    return 0;
  // MLIR's lexer reads past the end of text that is not NUL-terminated (as
  // files read by the tools are): libFuzzer's exact-size buffer is copied.
  // Segment sizes are checked before the verifier reads operands through
  // them (ParseSource.h).
  std::string terminated = text.str();
  OwningOpRef<ModuleOp> module =
      attn::parseSourceStringChecked(terminated, &context);
  if (!module)
    return 0;

  runOnClone(*module, [](OpPassManager &pm) {
    pm.addNestedPass<func::FuncOp>(attn::createAttnRaiseFromLinalgPass());
  });
  runOnClone(*module, [](OpPassManager &pm) {
    pm.addPass(attn::createAttnDecomposeToLinalgPass());
  });
  for (StringRef target : {"host", "sm_90"})
    runOnClone(*module, [&](OpPassManager &pm) {
      attn::buildAttnTiledLoweringPipeline(pm, target, 0, 0, "auto", 0);
    });
  runOnClone(*module, [](OpPassManager &pm) {
    attn::AttnReportTilesPassOptions options;
    options.target = "sm_80";
    pm.addPass(attn::createAttnReportTilesPass(options));
  });
  runOnClone(*module, [](OpPassManager &pm) {
    attn::buildAttnToLLVMPipeline(pm, attn::LLVMPipelineOptions{});
  });
  runOnClone(*module, [](OpPassManager &pm) {
    attn::LLVMPipelineOptions options;
    options.promote = true;
    options.stages = 2;
    attn::buildAttnToLLVMPipeline(pm, options);
  });
  runOnClone(*module, [](OpPassManager &pm) {
    attn::AttnPromoteToSharedMemoryPassOptions options;
    options.target = "sm_90";
    pm.addPass(attn::createAttnPromoteToSharedMemoryPass(options));
  });
  runOnClone(*module, [](OpPassManager &pm) {
    attn::buildAttnKernelGenerationPipeline(pm, /*raise=*/true, "sm_90",
                                            "auto", 0, 0);
  });
  // The SIMT kernels' stages (tile, promote, lower) on every op, and the
  // promotion and the block-step lowering on whatever kernels the input
  // has.
  runOnClone(*module, [](OpPassManager &pm) {
    attn::buildAttnKernelGenerationPipeline(pm, /*raise=*/true, "sm_90", "simt",
                                            0, 0);
  });
  runOnClone(*module, [](OpPassManager &pm) {
    OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
    attn::AttnPromoteToSharedMemoryPassOptions options;
    options.target = "sm_90";
    kernels.addPass(attn::createAttnPromoteToSharedMemoryPass(options));
    attn::AttnLowerTiledAttentionToMmaPassOptions mma;
    mma.chip = "sm_90";
    kernels.addPass(attn::createAttnLowerTiledAttentionToMmaPass(mma));
  });
  runOnClone(*module, [](OpPassManager &pm) {
    attn::buildAttnVulkanKernelGenerationPipeline(pm, /*raise=*/true,
                                                  "lavapipe", 0, 0);
    attn::buildGPUModuleToSPIRVPipeline(pm, /*dontUnroll=*/true);
  });
  return 0;
}
