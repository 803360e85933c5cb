//===- attn-compile.cpp - compile attention to a GPU kernel + manifest ----===//
//
//   attn-compile IN.mlir --target=nvvm --chip=sm_90 [--emit=ptx|cubin|mlir]
//                [--tile-m=N] [--tile-n=N] [--no-raise] -o OUT
//
// Raises attention out of the linalg in IN, generates one kernel per
// attention op and writes it to OUT (PTX text, a cubin, or the MLIR of the
// kernel module), with a JSON manifest beside it (OUT.json) that describes
// how to launch it: kernel name, block size, grid rule, shared memory, and
// the arguments (pointers, sizes, strides) with the tensors' layouts. With
// several attention ops, kernel i > 0 goes to OUT.i and OUT.i.json.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Utils/SourceCheck.h"
#include "attn/InitAll.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input .mlir>"),
                                      cl::Required);
static cl::opt<std::string> outputFile("o", cl::desc("Output artifact"),
                                       cl::value_desc("path"), cl::Required);
static cl::opt<std::string> target("target",
                                   cl::desc("Code generation target: nvvm"),
                                   cl::init("nvvm"));
static cl::opt<std::string> chip("chip", cl::desc("NVIDIA chip: sm_80, sm_90"),
                                 cl::init("sm_90"));
static cl::opt<std::string> emit("emit",
                                 cl::desc("Artifact: ptx, cubin or mlir"),
                                 cl::init("ptx"));
static cl::opt<int64_t> tileM("tile-m", cl::desc("Query rows per workgroup"),
                              cl::init(0));
static cl::opt<int64_t> tileN("tile-n", cl::desc("Keys per block"),
                              cl::init(0));
static cl::opt<bool> noRaise("no-raise",
                             cl::desc("Do not raise attention out of linalg"),
                             cl::init(false));

static int fail(const Twine &message) {
  llvm::errs() << "attn-compile: " << message << "\n";
  return 1;
}

/// The JSON value of an attribute of the kernel's ABI dictionary.
static llvm::json::Value toJSON(Attribute attr) {
  if (auto s = dyn_cast<StringAttr>(attr))
    return s.getValue().str();
  if (auto b = dyn_cast<BoolAttr>(attr))
    return b.getValue();
  if (auto i = dyn_cast<IntegerAttr>(attr))
    return i.getInt();
  if (auto a = dyn_cast<ArrayAttr>(attr)) {
    llvm::json::Array out;
    for (Attribute e : a)
      out.push_back(toJSON(e));
    return out;
  }
  if (auto d = dyn_cast<DictionaryAttr>(attr)) {
    llvm::json::Object out;
    for (NamedAttribute n : d)
      out[n.getName().str()] = toJSON(n.getValue());
    return out;
  }
  return nullptr;
}

static LogicalResult writeFile(StringRef path, StringRef bytes) {
  std::string error;
  auto file = openOutputFile(path, &error);
  if (!file) {
    llvm::errs() << "attn-compile: cannot write '" << path << "': " << error
                 << "\n";
    return failure();
  }
  file->os() << bytes;
  file->keep();
  return success();
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  attn::registerAllAttnPasses();
  cl::ParseCommandLineOptions(argc, argv, "attn-mlir kernel compiler\n");
  if (target != "nvvm")
    return fail("unknown target '" + target + "'; known targets: nvvm");
  if (chip != "sm_80" && chip != "sm_90")
    return fail("unknown chip '" + chip + "'; known chips: sm_80, sm_90");
  if (emit != "ptx" && emit != "cubin" && emit != "mlir")
    return fail("unknown --emit '" + emit + "'; expected ptx, cubin or mlir");

  DialectRegistry registry;
  attn::registerAllAttnDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  std::string error;
  auto input = openInputFile(inputFile, &error);
  if (!input)
    return fail("cannot read '" + inputFile + "': " + error);
  if (std::optional<size_t> bad =
          attn::findInvalidSourceCharacter(input->getBuffer())) {
    StringRef before = input->getBuffer().take_front(*bad);
    size_t line = before.count('\n') + 1;
    size_t column = *bad - (before.rfind('\n') + 1) + 1;
    return fail(inputFile + ":" + Twine(line) + ":" + Twine(column) +
                ": invalid character in MLIR source (byte " +
                Twine(unsigned(static_cast<unsigned char>(input->getBuffer()[*bad]))) +
                ")");
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return fail("cannot parse '" + inputFile + "'");

  // Raise and generate the kernels.
  PassManager generate(&context);
  if (!noRaise)
    generate.addNestedPass<func::FuncOp>(attn::createAttnRaiseFromLinalgPass());
  attn::ConvertAttnToGPUPassOptions kernelOptions;
  kernelOptions.chip = chip;
  kernelOptions.tileM = tileM;
  kernelOptions.tileN = tileN;
  generate.addPass(attn::createConvertAttnToGPUPass(kernelOptions));
  if (failed(generate.run(*module)))
    return fail("kernel generation failed");

  // The kernels, their ABI, and nothing else.
  SmallVector<DictionaryAttr> abis;
  SmallVector<Operation *> hostOps;
  for (Operation &op : module->getBody()->getOperations()) {
    auto gpuModule = dyn_cast<gpu::GPUModuleOp>(op);
    if (!gpuModule) {
      hostOps.push_back(&op);
      continue;
    }
    gpuModule.walk([&](gpu::GPUFuncOp func) {
      abis.push_back(func->getAttrOfType<DictionaryAttr>("attn.abi"));
    });
  }
  if (abis.empty())
    return fail("no attention in '" + inputFile + "'" +
                (noRaise ? "" : " (after attn-raise-from-linalg)"));
  for (Operation *op : hostOps)
    op->erase();

  SmallVector<std::string> artifacts;
  if (emit == "mlir") {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    artifacts.push_back(text);
  } else {
    PassManager lower(&context);
    attn::buildGPUModuleToNVVMBinaryPipeline(lower, chip,
                                             emit == "ptx" ? "isa" : "bin");
    if (failed(lower.run(*module)))
      return fail("lowering to NVVM failed");
    module->walk([&](gpu::BinaryOp binary) {
      auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
      artifacts.push_back(object.getObject().getValue().str());
    });
  }

  for (auto [i, abi] : llvm::enumerate(abis)) {
    std::string path = outputFile;
    if (i > 0)
      path += "." + std::to_string(i);
    llvm::json::Object manifest;
    manifest["kernel"] = "attention";
    manifest["target"] = target.getValue();
    manifest["chip"] = chip.getValue();
    manifest["format"] = emit.getValue();
    manifest["artifact"] = llvm::sys::path::filename(path).str();
    for (NamedAttribute n : abi)
      manifest[n.getName().str()] = toJSON(n.getValue());
    std::string json;
    llvm::raw_string_ostream os(json);
    os << llvm::formatv("{0:2}", llvm::json::Value(std::move(manifest)))
       << "\n";
    StringRef artifact = emit == "mlir" ? artifacts[0] : artifacts[i];
    if (failed(writeFile(path, artifact)) ||
        failed(writeFile(path + ".json", json)))
      return 1;
  }
  return 0;
}
