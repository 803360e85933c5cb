// Uses an installed attn-mlir as another compiler would: registers the attn
// dialect (and the dialects it uses), raises attention in its own
// PassManager, then runs the CPU pipeline given as text.

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/InitAll.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/raw_ostream.h"

int main(int argc, char **argv) {
  if (argc != 2) {
    llvm::errs() << "usage: attn-consumer INPUT.mlir\n";
    return 2;
  }
  mlir::DialectRegistry registry;
  mlir::attn::registerAllAttnDialects(registry);
  mlir::attn::registerAllAttnPasses();
  // The attn passes only: MLIR's own stay unregistered until the embedder
  // asks for them.
  llvm::outs() << "canonicalize registered: "
               << (mlir::PassInfo::lookup("canonicalize") ? "yes" : "no")
               << "\n";
  mlir::MLIRContext context(registry);
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceFile<mlir::ModuleOp>(argv[1], &context);
  if (!module)
    return 1;

  mlir::PassManager raise(&context);
  raise.addNestedPass<mlir::func::FuncOp>(
      mlir::attn::createAttnRaiseFromLinalgPass());
  if (mlir::failed(raise.run(*module)))
    return 1;
  int attentionOps = 0;
  module->walk([&](mlir::attn::AttentionOp) { ++attentionOps; });
  llvm::outs() << "attention ops after raising: " << attentionOps << "\n";

  // The pipeline's passes, added to a PassManager on builtin.module.
  mlir::PassManager lower(&context);
  if (mlir::failed(mlir::parsePassPipeline(
          "attn-to-llvm-pipeline{tile-m=32 tile-n=64}", lower, llvm::errs())))
    return 1;
  if (mlir::failed(lower.run(*module)))
    return 1;
  module->print(llvm::outs());
  return 0;
}
