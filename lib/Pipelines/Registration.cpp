//===- Registration.cpp - register the attn pipelines ---------------------===//
//
// Registers the pipelines of Pipelines.h with the global pass registry, so
// that `--attn-to-llvm-pipeline` and friends work in textual pipelines, and
// checks what every way of building them shares: the option values and
// where the pass manager runs.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Utils/TargetDescription.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;

LogicalResult mlir::attn::verifyPipelineAnchor(
    const OpPassManager &pm, StringRef name,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  StringRef anchor = pm.getOpAnchorName();
  if (anchor == ModuleOp::getOperationName() ||
      anchor == OpPassManager::getAnyOpAnchorName())
    return success();
  return errorHandler(name + " runs on '" + ModuleOp::getOperationName() +
                      "', not on '" + anchor + "'");
}

/// The checks every pipeline's tiles share.
static LogicalResult
verifyTiles(int64_t tileM, int64_t tileN,
            function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (std::optional<std::string> bad = attn::checkTileSizeOptions(tileM, tileN))
    return errorHandler(*bad);
  return success();
}

LogicalResult mlir::attn::verifyPipelineOptions(
    const LLVMPipelineOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (failed(verifyTiles(options.tileM, options.tileN, errorHandler)))
    return failure();
  if (options.kvSplits < 0 || options.kvSplits > kMaxTileSize)
    return errorHandler("kv-splits must be from 0 (chosen) to " +
                        Twine(kMaxTileSize) + ", got " +
                        Twine(static_cast<int64_t>(options.kvSplits)));
  if (options.stages < 0 || options.stages > 2)
    return errorHandler("stages must be 0 (from the target), 1 or 2, got " +
                        Twine(static_cast<int64_t>(options.stages)));
  return success();
}

LogicalResult mlir::attn::verifyPipelineOptions(
    const NVVMPipelineOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (failed(verifyTiles(options.tileM, options.tileN, errorHandler)))
    return failure();
  // gpu-module-to-binary reports another format without failing.
  if (options.format != "isa" && options.format != "bin")
    return errorHandler("format must be isa (PTX) or bin (cubin), got '" +
                        options.format + "'");
  return success();
}

LogicalResult mlir::attn::verifyPipelineOptions(
    const SPIRVPipelineOptions &options,
    function_ref<LogicalResult(const Twine &)> errorHandler) {
  if (failed(verifyTiles(options.tileM, options.tileN, errorHandler)))
    return failure();
  if (options.lanesPerRow < 1 || options.lanesPerRow > 128)
    return errorHandler("lanes-per-row must be from 1 to 128, got " +
                        Twine(static_cast<int64_t>(options.lanesPerRow)));
  return success();
}

/// Registers pipeline `name`, built by parseAndBuildPipeline.
template <typename OptionsT>
static void registerPipeline(StringRef name, StringRef description,
                             void (*build)(OpPassManager &, const OptionsT &)) {
  std::string pipeline = name.str();
  registerPassPipeline(
      name, description,
      [pipeline, build](OpPassManager &pm, StringRef options,
                        function_ref<LogicalResult(const Twine &)> error) {
        return attn::parseAndBuildPipeline<OptionsT>(pm, pipeline, options,
                                                     build, error);
      },
      [](function_ref<void(const detail::PassOptions &)> optHandler) {
        optHandler(OptionsT());
      });
}

void mlir::attn::registerAttnPipelines() {
  registerPipeline<LLVMPipelineOptions>(
      "attn-to-llvm-pipeline",
      "Lower a module with attention to LLVM for the host CPU "
      "(raise, attention lowering, bufferization, LLVM conversion)",
      buildAttnToLLVMPipeline);
  registerPipeline<NVVMPipelineOptions>(
      "attn-to-nvvm-pipeline",
      "Generate one GPU kernel per attention op and compile it for an NVIDIA "
      "GPU (PTX or cubin in a gpu.binary)",
      buildAttnToNVVMPipeline);
  registerPipeline<SPIRVPipelineOptions>(
      "attn-to-spirv-pipeline",
      "Generate one Vulkan compute kernel per attention op and lower it to "
      "SPIR-V (a spirv.module per kernel, which attn-compile serializes)",
      buildAttnToSPIRVPipeline);
}
