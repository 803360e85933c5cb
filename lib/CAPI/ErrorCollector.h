//===- ErrorCollector.h - one error message for C API callers ---*- C++ -*-===//
//
// Internal to lib/CAPI: C API entry points that can fail report one message
// through an MlirStringCallback, made of the reason and the error
// diagnostics emitted meanwhile.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CAPI_ERRORCOLLECTOR_H
#define ATTN_LIB_CAPI_ERRORCOLLECTOR_H

#include "mlir-c/Support.h"
#include "mlir/CAPI/Support.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::attn::capi {

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


/// Sends `message` to `errorCallback` (when there is one); returns failure.
inline MlirLogicalResult report(const Twine &message,
                                MlirStringCallback errorCallback,
                                void *userData) {
  if (errorCallback) {
    std::string text = message.str();
    errorCallback(wrap(StringRef(text)), userData);
  }
  return mlirLogicalResultFailure();
}

} // namespace mlir::attn::capi

#endif // ATTN_LIB_CAPI_ERRORCOLLECTOR_H
