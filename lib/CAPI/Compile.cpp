//===- Compile.cpp - attention to kernels + manifests, C API --------------===//

#include "attn-c/Compile.h"

#include "attn/Compile/Compile.h"
#include "attn/Dialect/Attn/Utils/SourceCheck.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

using namespace mlir;

AttnCompileOptions attnCompileOptionsGetDefault(void) {
  attn::CompileOptions defaults;
  AttnCompileOptions options;
  options.target = mlirStringRefCreateFromCString("nvvm");
  options.chip = mlirStringRefCreateFromCString("sm_90");
  options.emit = mlirStringRefCreateFromCString("ptx");
  options.tileM = defaults.tileM;
  options.tileN = defaults.tileN;
  options.raise = defaults.raise;
  return options;
}

static attn::CompileOptions unwrap(const AttnCompileOptions &options) {
  attn::CompileOptions result;
  result.target = unwrap(options.target).str();
  result.chip = unwrap(options.chip).str();
  result.emit = unwrap(options.emit).str();
  result.tileM = options.tileM;
  result.tileN = options.tileN;
  result.raise = options.raise;
  return result;
}

static MlirLogicalResult report(const Twine &message,
                                MlirStringCallback errorCallback,
                                void *userData) {
  if (errorCallback) {
    std::string text = message.str();
    errorCallback(wrap(StringRef(text)), userData);
  }
  return mlirLogicalResultFailure();
}

namespace {
/// Collects the error diagnostics reported while it lives (and stops them
/// there), so that a failure's one message says what went wrong.
class ErrorCollector {
public:
  explicit ErrorCollector(MLIRContext *context)
      : handler(context, [this](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error) {
            llvm::raw_string_ostream os(errors);
            os << "\n";
            if (auto file = dyn_cast<FileLineColLoc>(diagnostic.getLocation()))
              os << file.getFilename().getValue() << ":" << file.getLine()
                 << ":" << file.getColumn();
            else
              os << diagnostic.getLocation();
            os << ": error: " << diagnostic;
          }
          return success();
        }) {}

  /// `reason` followed by the collected errors, one per line.
  std::string message(const Twine &reason) const {
    return (reason + errors).str();
  }

private:
  std::string errors;
  ScopedDiagnosticHandler handler;
};
} // namespace

/// Compiles `module`; on success `kernels` holds the kernels.
static MlirLogicalResult
compile(MlirModule module, const AttnCompileOptions &options,
        SmallVectorImpl<attn::CompiledKernel> &kernels,
        MlirStringCallback errorCallback, void *userData) {
  if (mlirModuleIsNull(module))
    return report("null module", errorCallback, userData);
  ErrorCollector errors(unwrap(module)->getContext());
  auto compiled = attn::compileAttentionKernels(unwrap(module), unwrap(options));
  if (!compiled)
    return report(errors.message(llvm::toString(compiled.takeError())),
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

MlirLogicalResult attnCompileSource(MlirContext context, MlirStringRef source,
                                    AttnCompileOptions options,
                                    AttnKernelCallback kernelCallback,
                                    MlirStringCallback errorCallback,
                                    void *userData) {
  StringRef text = unwrap(source);
  // MLIR's parser is not robust to every byte its lexer rejects.
  if (std::optional<std::string> bad =
          attn::describeInvalidSourceCharacter(text))
    return report("source:" + *bad, errorCallback, userData);
  OwningOpRef<ModuleOp> module;
  {
    ErrorCollector errors(unwrap(context));
    module = parseSourceString<ModuleOp>(text, unwrap(context), "source");
    if (!module)
      return report(errors.message("cannot parse the source"), errorCallback,
                    userData);
  }
  return attnCompileModule(wrap(*module), options, kernelCallback,
                           errorCallback, userData);
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
    return report(llvm::toString(std::move(error)), errorCallback, userData);
  return mlirLogicalResultSuccess();
}
