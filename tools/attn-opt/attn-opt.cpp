//===- attn-opt.cpp - the attn-mlir optimizer driver ----------------------===//
//
// mlir-opt for attn-mlir: parses the attn dialect and the upstream dialects
// attention programs use, and runs attn passes, pipelines and upstream
// passes on them. The input is read once and checked for text MLIR's parser
// crashes on (attn/Dialect/Attn/Utils/SourceCheck.h) and for segment sizes
// its verifier crashes on (ParseSource.h), which are reported as errors
// instead.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Utils/ParseSource.h"
#include "attn/Dialect/Attn/Utils/SourceCheck.h"
#include "attn/InitAll.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

int main(int argc, char **argv) {
  attn::registerAllAttnPasses();
  // Upstream passes, so that attn-opt runs the same textual pipelines as
  // mlir-opt around the attn passes.
  registerAllPasses();
  DialectRegistry registry;
  attn::registerAllAttnDialects(registry);
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "attn-mlir optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // Listing dialects or passes reads no input.
  if (config.shouldShowDialects() || config.shouldListPasses())
    return asMainReturnCode(
        MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  llvm::InitLLVM init(argc, argv);
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (std::optional<attn::ParserHazard> hazard =
          attn::findParserHazard(input->getBuffer())) {
    llvm::SourceMgr sourceMgr;
    const char *at = input->getBufferStart() + hazard->offset;
    sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
    sourceMgr.PrintMessage(llvm::SMLoc::getFromPointer(at),
                           llvm::SourceMgr::DK_Error, hazard->message);
    return 1;
  }
  // Segment sizes that do not add up crash MLIR's verifier (ParseSource.h):
  // where the whole input parses, they are checked first. (Input that does
  // not parse, e.g. a split meant to fail, is left to MlirOptMain.)
  {
    MLIRContext context(registry, MLIRContext::Threading::DISABLED);
    context.printOpOnDiagnostic(false);
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(
        llvm::MemoryBuffer::getMemBufferCopy(input->getBuffer(),
                                             input->getBufferIdentifier()),
        llvm::SMLoc());
    OwningOpRef<ModuleOp> module;
    {
      ScopedDiagnosticHandler quiet(&context,
                                    [](Diagnostic &) { return success(); });
      ParserConfig parse(&context, /*verifyAfterParse=*/false);
      module = parseSourceFile<ModuleOp>(sourceMgr, parse);
    }
    SourceMgrDiagnosticHandler report(sourceMgr, &context);
    if (module && failed(attn::verifySegmentSizes(*module)))
      return 1;
  }
  std::unique_ptr<llvm::ToolOutputFile> output =
      openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
