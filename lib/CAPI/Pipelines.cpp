//===- Pipelines.cpp - attn pipelines on a pass manager, C API ------------===//

#include "attn-c/Pipelines.h"

#include "ErrorCollector.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"

using namespace mlir;

/// Adds pipeline `name` as the pass registry does (parseAndBuildPipeline:
/// options parsed and checked, the pass manager anchored on the module); the
/// error goes to `errorCallback`.
template <typename OptionsT>
static MlirLogicalResult
buildPipeline(MlirOpPassManager passManager, MlirStringRef options,
              MlirStringCallback errorCallback, void *userData, StringRef name,
              void (*build)(OpPassManager &, const OptionsT &)) {
  auto report = [&](const Twine &message) {
    attn::capi::report(message, errorCallback, userData);
    return failure();
  };
  if (failed(attn::parseAndBuildPipeline<OptionsT>(
          *unwrap(passManager), name, unwrap(options), build, report)))
    return mlirLogicalResultFailure();
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
