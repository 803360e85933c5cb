//===- HostCompile.cpp - a module to a host object file with a manifest ---===//
//
// attn-compile --target=host: the whole module through attn-to-llvm-pipeline
// (raise, tile, online softmax, register tiles for the CPU's vectors), then
// LLVM's code generation for that CPU, to an object file (or assembly, LLVM
// IR, or the LLVM dialect module). Each public function gets its C
// interface (`_mlir_ciface_<name>`: memref descriptors by pointer, the
// results through the first argument), which the manifest describes.
//
//===----------------------------------------------------------------------===//

#include "attn/Compile/Compile.h"

#include "attn/Dialect/Attn/Utils/TargetDescription.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/SubtargetFeature.h"
#include "llvm/TargetParser/Triple.h"

using namespace mlir;
using namespace mlir::attn;

static llvm::Error makeError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Whether `cpu` names one of the fixed CPU descriptions (the x86-64
/// levels): every CPU description but this machine's.
static bool isCPULevel(StringRef cpu) {
  std::optional<TargetDescription> description = lookupTargetDescription(cpu);
  return cpu != "host" && description && isCPUTarget(*description);
}

llvm::Error
mlir::attn::verifyHostCompileOptions(const CompileOptions &options) {
  if (options.cpu != "native" && !isCPULevel(options.cpu))
    return makeError("unknown --cpu '" + options.cpu +
                     "'; expected native (this machine), x86-64, x86-64-v3 "
                     "or x86-64-v4");
  std::string emit = options.emit.empty() ? "obj" : options.emit;
  if (emit != "obj" && emit != "asm" && emit != "llvm" && emit != "mlir")
    return makeError("unknown --emit '" + emit +
                     "' for target host; expected obj, asm, llvm or mlir");
  if (options.kernel != "auto" && options.kernel != "reference")
    return makeError("--kernel '" + options.kernel +
                     "' is not a host lowering; expected auto (the tiled "
                     "online softmax) or reference (materialised)");
  if (options.lanesPerRow != 1)
    return makeError("--lanes-per-row is an option of target spirv");
  return llvm::Error::success();
}

/// How an argument or result of a function appears in its C interface.
static llvm::json::Object describeType(Type type) {
  llvm::json::Object out;
  std::string text;
  auto printElement = [&](Type element) {
    llvm::raw_string_ostream os(text);
    element.print(os);
    return text;
  };
  if (auto shaped = dyn_cast<RankedTensorType>(type)) {
    out["kind"] = "memref";
    out["element"] = printElement(shaped.getElementType());
    llvm::json::Array shape;
    for (int64_t size : shaped.getShape())
      shape.push_back(ShapedType::isDynamic(size) ? -1 : size);
    out["shape"] = std::move(shape);
    return out;
  }
  out["kind"] = "scalar";
  out["element"] = printElement(type);
  return out;
}

/// The manifest's description of the module's public functions, before
/// lowering (their tensors become memref descriptors), and each marked for
/// its C interface.
static llvm::json::Array describeFunctions(ModuleOp module) {
  llvm::json::Array functions;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isExternal() || !func.isPublic())
      continue;
    func->setAttr("llvm.emit_c_interface", UnitAttr::get(func.getContext()));
    llvm::json::Object f;
    f["name"] = func.getName().str();
    f["symbol"] = ("_mlir_ciface_" + func.getName()).str();
    llvm::json::Array arguments, results;
    for (Type t : func.getArgumentTypes())
      arguments.push_back(describeType(t));
    for (Type t : func.getResultTypes())
      results.push_back(describeType(t));
    f["arguments"] = std::move(arguments);
    f["results"] = std::move(results);
    functions.push_back(std::move(f));
  }
  return functions;
}

/// A target machine for `options.cpu`: this machine's CPU and features
/// (native) or the x86-64 level's, position-independent code.
static llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createHostTargetMachine(const CompileOptions &options) {
  llvm::InitializeAllTargetInfos();
  llvm::InitializeAllTargets();
  llvm::InitializeAllTargetMCs();
  llvm::InitializeAllAsmPrinters();
  bool native = options.cpu == "native";
  llvm::Triple triple(native ? llvm::sys::getProcessTriple()
                             : "x86_64-unknown-linux-gnu");
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return makeError("no LLVM target for '" + triple.str() + "': " + error);
  std::string cpu = native ? llvm::sys::getHostCPUName().str() : options.cpu;
  std::string features;
  if (native) {
    llvm::SubtargetFeatures list;
    for (const llvm::StringMapEntry<bool> &f : llvm::sys::getHostCPUFeatures())
      list.AddFeature(f.getKey(), f.getValue());
    features = list.getString();
  }
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpu, features, llvm::TargetOptions(), llvm::Reloc::PIC_,
      std::nullopt, llvm::CodeGenOptLevel::Aggressive));
  if (!machine)
    return makeError("LLVM cannot make a target machine for CPU '" + cpu + "'");
  return machine;
}

/// The instruction-set extensions among those the vector code may use that
/// `machine` generates code for (LLVM's names), for the manifest: a loader
/// can refuse the object on a CPU without them instead of faulting on an
/// illegal instruction.
static llvm::json::Array requiredCPUFeatures(llvm::TargetMachine &machine) {
  static const char *const checked[] = {
      "sse4.2",     "avx",        "avx2",     "fma",      "f16c",
      "bmi2",       "avx512f",    "avx512bw", "avx512dq", "avx512vl",
      "avx512bf16", "avx512fp16", "neon",     "sve"};
  const llvm::MCSubtargetInfo *info = machine.getMCSubtargetInfo();
  // checkFeatures aborts on names the target does not know: only ask about
  // the target's own.
  llvm::StringSet<> known;
  for (const llvm::SubtargetFeatureKV &kv : info->getAllProcessorFeatures())
    known.insert(kv.Key);
  llvm::json::Array features;
  for (const char *feature : checked)
    if (known.contains(feature) &&
        info->checkFeatures(std::string("+") + feature))
      features.push_back(feature);
  return features;
}

llvm::Expected<CompiledKernel>
mlir::attn::compileHostModule(ModuleOp module, const CompileOptions &options) {
  if (llvm::Error error = verifyHostCompileOptions(options))
    return std::move(error);
  std::string emit = options.emit.empty() ? "obj" : options.emit;
  std::string description = options.cpu == "native" ? "host" : options.cpu;

  llvm::json::Array functions = describeFunctions(module);
  if (functions.empty())
    return makeError("no public function with a body to compile");

  PassManager lower(module.getContext());
  LLVMPipelineOptions pipeline;
  pipeline.raise = options.raise;
  pipeline.reference = options.kernel == "reference";
  pipeline.target = description;
  pipeline.tileM = options.tileM;
  pipeline.tileN = options.tileN;
  pipeline.parallel = options.parallel;
  buildAttnToLLVMPipeline(lower, pipeline);
  if (failed(lower.run(module)))
    return makeError("lowering to LLVM failed");

  auto machine = createHostTargetMachine(options);
  if (!machine)
    return machine.takeError();

  CompiledKernel result;
  if (emit == "mlir") {
    llvm::raw_string_ostream os(result.artifact);
    module.print(os);
  } else {
    llvm::LLVMContext llvmContext;
    std::unique_ptr<llvm::Module> llvmModule =
        translateModuleToLLVMIR(module, llvmContext);
    if (!llvmModule)
      return makeError("translation to LLVM IR failed");
    llvmModule->setTargetTriple((*machine)->getTargetTriple());
    llvmModule->setDataLayout((*machine)->createDataLayout());
    auto optimize = makeOptimizingTransformer(/*optLevel=*/3,
                                              /*sizeLevel=*/0, machine->get());
    if (llvm::Error error = optimize(llvmModule.get()))
      return std::move(error);
    llvm::raw_string_ostream os(result.artifact);
    if (emit == "llvm") {
      llvmModule->print(os, nullptr);
    } else {
      llvm::SmallString<0> bytes;
      llvm::raw_svector_ostream stream(bytes);
      llvm::legacy::PassManager codegen;
      if ((*machine)->addPassesToEmitFile(
              codegen, stream, nullptr,
              emit == "obj" ? llvm::CodeGenFileType::ObjectFile
                            : llvm::CodeGenFileType::AssemblyFile))
        return makeError("LLVM cannot emit this file type for CPU '" +
                         (*machine)->getTargetCPU() + "'");
      codegen.run(*llvmModule);
      os << bytes;
    }
  }

  llvm::json::Object &manifest = result.manifest;
  manifest["kernel"] = "host_module";
  manifest["target"] = "host";
  manifest["format"] = emit;
  manifest["cpu"] =
      options.cpu == "native" ? (*machine)->getTargetCPU().str() : options.cpu;
  manifest["triple"] = (*machine)->getTargetTriple().str();
  manifest["cpu_features"] = requiredCPUFeatures(**machine);
  manifest["target_description"] = description;
  // The OpenMP runtime (libomp) the parallel workgroups call.
  manifest["needs_openmp"] = options.parallel;
  manifest["calling_convention"] =
      "C: each tensor a pointer to a memref descriptor {allocated, aligned, "
      "offset, sizes[rank], strides[rank]} (int64 sizes and strides, in "
      "elements), each scalar by value; the results through a pointer "
      "passed first (to one descriptor, or to a struct of one per result), "
      "their buffers allocated with malloc (the caller frees them) unless "
      "a result is an argument's buffer";
  manifest["functions"] = std::move(functions);
  return result;
}
