//===- attn-opt.cpp - the attn-mlir optimizer driver ----------------------===//
//
// mlir-opt for attn-mlir: parses the attn dialect and the upstream dialects
// attention programs use, and runs attn passes, pipelines and upstream
// passes on them.
//
//===----------------------------------------------------------------------===//

#include "attn/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::attn::registerAllAttnPasses();
  mlir::DialectRegistry registry;
  mlir::attn::registerAllAttnDialects(registry);
  return mlir::asMainReturnCode(mlir::MlirOptMain(
      argc, argv, "attn-mlir optimizer driver\n", registry));
}
