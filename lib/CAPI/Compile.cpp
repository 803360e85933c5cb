//===- Compile.cpp - attention to kernels + manifests, C API --------------===//

#include "attn-c/Compile.h"

#include "ErrorCollector.h"
#include "attn/Compile/Compile.h"
#include "attn/Dialect/Attn/Utils/ParseSource.h"
#include "attn/Dialect/Attn/Utils/SourceCheck.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;

AttnCompileOptions attnCompileOptionsGetDefault(void) {
  attn::CompileOptions defaults;
  AttnCompileOptions options;
  options.target = mlirStringRefCreateFromCString("nvvm");
  options.chip = mlirStringRefCreateFromCString("sm_90");
  options.emit = mlirStringRefCreateFromCString("");
  options.targetEnv = mlirStringRefCreateFromCString("lavapipe");
  options.lanesPerRow = defaults.lanesPerRow;
  options.kernel = mlirStringRefCreateFromCString("auto");
  options.tileM = defaults.tileM;
  options.tileN = defaults.tileN;
  options.raise = defaults.raise;
  options.cpu = mlirStringRefCreateFromCString("native");
  options.parallel = defaults.parallel;
  return options;
}

static attn::CompileOptions unwrap(const AttnCompileOptions &options) {
  attn::CompileOptions result;
  result.target = unwrap(options.target).str();
  result.chip = unwrap(options.chip).str();
  result.emit = unwrap(options.emit).str();
  result.targetEnv = unwrap(options.targetEnv).str();
  result.lanesPerRow = options.lanesPerRow;
  result.kernel = unwrap(options.kernel).str();
  result.tileM = options.tileM;
  result.tileN = options.tileN;
  result.raise = options.raise;
  result.cpu = unwrap(options.cpu).str();
  result.parallel = options.parallel;
  return result;
}

/// Compiles `module`; on success `kernels` holds the kernels.
static MlirLogicalResult
compile(MlirModule module, const AttnCompileOptions &options,
        SmallVectorImpl<attn::CompiledKernel> &kernels,
        MlirStringCallback errorCallback, void *userData) {
  if (mlirModuleIsNull(module))
    return attn::capi::report("null module", errorCallback, userData);
  attn::capi::ErrorCollector errors(unwrap(module)->getContext());
  auto compiled = attn::compileAttentionKernels(unwrap(module), unwrap(options));
  if (!compiled)
    return attn::capi::report(errors.message(llvm::toString(compiled.takeError())),
                  errorCallback, userData);
  kernels = std::move(*compiled);
  return mlirLogicalResultSuccess();
}

MlirLogicalResult attnCompileModule(MlirModule module,
                                    AttnCompileOptions options,
                                    AttnKernelCallback kernelCallback,
                                    MlirStringCallback errorCallback,
                                    void *userData) {
  SmallVector<attn::CompiledKernel> kernels;
  if (mlirLogicalResultIsFailure(
          compile(module, options, kernels, errorCallback, userData)))
    return mlirLogicalResultFailure();
  if (kernelCallback)
    for (const attn::CompiledKernel &kernel : kernels) {
      std::string manifest = attn::formatManifest(kernel.manifest);
      kernelCallback(wrap(StringRef(kernel.artifact)),
                     wrap(StringRef(manifest)), userData);
    }
  return mlirLogicalResultSuccess();
}

MlirModule attnParseModule(MlirContext context, MlirStringRef source,
                           MlirStringCallback errorCallback, void *userData) {
  StringRef text = unwrap(source);
  // Text the parser would crash on is reported instead (SourceCheck.h).
  if (std::optional<std::string> bad = attn::describeParserHazard(text)) {
    attn::capi::report("source:" + *bad, errorCallback, userData);
    return MlirModule{nullptr};
  }
  attn::capi::ErrorCollector errors(unwrap(context));
  // MLIR's lexer reads one byte past the text, where files have their NUL
  // terminator; a caller's buffer need not have one, so parse a copy.
  std::string terminated = text.str();
  OwningOpRef<ModuleOp> module =
      attn::parseSourceStringChecked(terminated, unwrap(context), "source");
  if (!module) {
    attn::capi::report(errors.message("cannot parse the source"),
                       errorCallback, userData);
    return MlirModule{nullptr};
  }
  return wrap(module.release());
}

MlirLogicalResult attnCompileSource(MlirContext context, MlirStringRef source,
                                    AttnCompileOptions options,
                                    AttnKernelCallback kernelCallback,
                                    MlirStringCallback errorCallback,
                                    void *userData) {
  MlirModule module =
      attnParseModule(context, source, errorCallback, userData);
  if (mlirModuleIsNull(module))
    return mlirLogicalResultFailure();
  MlirLogicalResult result = attnCompileModule(
      module, options, kernelCallback, errorCallback, userData);
  mlirModuleDestroy(module);
  return result;
}

MlirLogicalResult attnCompileModuleToFile(MlirModule module,
                                          AttnCompileOptions options,
                                          MlirStringRef outputPath,
                                          MlirStringCallback errorCallback,
                                          void *userData) {
  SmallVector<attn::CompiledKernel> kernels;
  if (mlirLogicalResultIsFailure(
          compile(module, options, kernels, errorCallback, userData)))
    return mlirLogicalResultFailure();
  if (llvm::Error error =
          attn::writeCompiledKernels(kernels, unwrap(outputPath)))
    return attn::capi::report(llvm::toString(std::move(error)), errorCallback, userData);
  return mlirLogicalResultSuccess();
}
