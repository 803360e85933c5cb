//===- Pipelines.cpp - attn pipelines on a pass manager, C API ------------===//

#include "attn-c/Pipelines.h"

#include "ErrorCollector.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;

/// Parses `options` into a fresh OptionsT and, when that works, adds the
/// pipeline `build` makes with them.
template <typename OptionsT, typename BuildFn>
static MlirLogicalResult buildPipeline(MlirOpPassManager passManager,
                                       MlirStringRef options,
                                       MlirStringCallback errorCallback,
                                       void *userData, StringRef name,
                                       BuildFn build) {
  OptionsT parsed;
  std::string message;
  llvm::raw_string_ostream os(message);
  if (failed(parsed.parseFromString(unwrap(options), os))) {
    if (errorCallback) {
      // Some option parsers report to llvm::errs() only.
      StringRef reason = StringRef(message).trim();
      std::string full =
          ("bad options for " + name + ": " +
           (reason.empty() ? "cannot parse '" + unwrap(options) + "'"
                           : Twine(reason)))
              .str();
      errorCallback(wrap(StringRef(full)), userData);
    }
    return mlirLogicalResultFailure();
  }
  build(*unwrap(passManager), parsed);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult attnBuildLLVMPipeline(MlirOpPassManager passManager,
                                        MlirStringRef options,
                                        MlirStringCallback errorCallback,
                                        void *userData) {
  return buildPipeline<attn::LLVMPipelineOptions>(
      passManager, options, errorCallback, userData, "attn-to-llvm-pipeline",
      attn::buildAttnToLLVMPipeline);
}

MlirLogicalResult attnBuildNVVMPipeline(MlirOpPassManager passManager,
                                        MlirStringRef options,
                                        MlirStringCallback errorCallback,
                                        void *userData) {
  return buildPipeline<attn::NVVMPipelineOptions>(
      passManager, options, errorCallback, userData, "attn-to-nvvm-pipeline",
      attn::buildAttnToNVVMPipeline);
}

MlirLogicalResult attnBuildSPIRVPipeline(MlirOpPassManager passManager,
                                         MlirStringRef options,
                                         MlirStringCallback errorCallback,
                                         void *userData) {
  return buildPipeline<attn::SPIRVPipelineOptions>(
      passManager, options, errorCallback, userData, "attn-to-spirv-pipeline",
      attn::buildAttnToSPIRVPipeline);
}

MlirLogicalResult attnLowerToLLVM(MlirModule module, MlirStringRef options,
                                  MlirStringCallback errorCallback,
                                  void *userData) {
  if (mlirModuleIsNull(module))
    return attn::capi::report("null module", errorCallback, userData);
  ModuleOp op = unwrap(module);
  std::string optionErrors;
  MlirLogicalResult built = mlirLogicalResultFailure();
  PassManager pm(op.getContext());
  auto collect = [](MlirStringRef message, void *user) {
    *static_cast<std::string *>(user) = unwrap(message).str();
  };
  built = attnBuildLLVMPipeline(wrap(static_cast<OpPassManager *>(&pm)),
                                options, collect, &optionErrors);
  if (mlirLogicalResultIsFailure(built))
    return attn::capi::report(optionErrors, errorCallback, userData);
  attn::capi::ErrorCollector errors(op.getContext());
  if (failed(pm.run(op)))
    return attn::capi::report(
        errors.message("attn-to-llvm-pipeline failed"), errorCallback,
        userData);
  return mlirLogicalResultSuccess();
}
