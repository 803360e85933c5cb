//===- Registration.cpp - attn dialect and passes, C API ------------------===//

#include "attn-c/Registration.h"

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/InitAll.h"

#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Registration.h"
#include "mlir/InitAllPasses.h"

MLIR_DEFINE_CAPI_DIALECT_REGISTRATION(Attn, attn, mlir::attn::AttnDialect)

void attnRegisterAllDialects(MlirDialectRegistry registry) {
  mlir::attn::registerAllAttnDialects(*unwrap(registry));
}

void attnRegisterAllPasses(void) {
  // The registry rejects a second registration of a pass argument.
  static bool registered = [] {
    mlir::attn::registerAllAttnPasses();
    return true;
  }();
  (void)registered;
}

void attnRegisterUpstreamPasses(void) {
  static bool registered = [] {
    mlir::registerAllPasses();
    return true;
  }();
  (void)registered;
}
