//===- Compile.cpp - attention to GPU kernels with launch manifests -------===//

#include "attn/Compile/Compile.h"

#include "attn/Conversion/KernelConfig.h"
#include "attn/Conversion/VulkanTargetEnv.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Target/SPIRV/Serialization.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
using namespace mlir::attn;

static llvm::Error makeError(const Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// The JSON value of an attribute of a kernel's ABI dictionary.
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

/// The artifact kind `options` asks for, with the target's default.
static std::string emitKind(const CompileOptions &options) {
  if (!options.emit.empty())
    return options.emit;
  return options.target == "spirv" ? "spirv" : "ptx";
}

llvm::Error mlir::attn::verifyCompileOptions(const CompileOptions &options) {
  std::string emit = emitKind(options);
  if (std::optional<std::string> bad =
          checkTileSizeOptions(options.tileM, options.tileN))
    return makeError("--" + *bad);
  if (options.target != "host" && (options.cpu != "native" || options.parallel))
    return makeError("--cpu and --parallel are options of target host");
  if (options.target != "nvvm" && options.pingPong)
    return makeError("--ping-pong is an option of target nvvm");
  if (!parsePersistentWorkgroups(options.persistent))
    return makeError("unknown --persistent '" + options.persistent +
                     "'; expected " + kPersistentWorkgroupsValues.str());
  if (options.target == "nvvm") {
    if (!lookupNVIDIATarget(options.chip))
      return makeError("unknown chip '" + options.chip + "'; known chips: " +
                       kKnownNVIDIAChips.str());
    if (options.lanesPerRow != 1)
      return makeError("--lanes-per-row is an option of target spirv");
    if (!isNVVMKernelName(options.kernel))
      return makeError("unknown --kernel '" + options.kernel +
                       "'; expected " + kNVVMKernelNames.str());
    if (emit != "ptx" && emit != "cubin" && emit != "mlir")
      return makeError("unknown --emit '" + emit +
                       "' for target nvvm; expected ptx, cubin or mlir");
    return llvm::Error::success();
  }
  if (options.target == "spirv") {
    MLIRContext context;
    if (auto env = getVulkanTargetEnv(&context, options.targetEnv); !env)
      return env.takeError();
    if (options.lanesPerRow < 1 || options.lanesPerRow > 128)
      return makeError("--lanes-per-row must be from 1 to 128, got " +
                       Twine(options.lanesPerRow));
    if (options.kernel != "auto" && options.kernel != "simt" &&
        options.kernel != "reference" &&
        options.kernel != "cooperative-matrix")
      return makeError("unknown --kernel '" + options.kernel +
                       "' for target spirv; expected auto, cooperative-matrix, "
                       "simt or reference");
    if (emit != "spirv" && emit != "mlir")
      return makeError("unknown --emit '" + emit +
                       "' for target spirv; expected spirv or mlir");
    return llvm::Error::success();
  }
  if (options.target == "host")
    return verifyHostCompileOptions(options);
  return makeError("unknown target '" + options.target +
                   "'; known targets: nvvm, spirv, host");
}

/// Serializes each spirv.module of `module` (one per kernel, in order).
static llvm::Expected<SmallVector<std::string>>
serializeSPIRVModules(ModuleOp module) {
  SmallVector<std::string> binaries;
  for (auto spirvModule : module.getOps<spirv::ModuleOp>()) {
    SmallVector<uint32_t> words;
    if (failed(spirv::serialize(spirvModule, words)))
      return makeError("cannot serialize SPIR-V module '" +
                       spirvModule.getName().value_or("") + "'");
    binaries.emplace_back(reinterpret_cast<const char *>(words.data()),
                          words.size() * sizeof(uint32_t));
  }
  return binaries;
}

llvm::Expected<SmallVector<CompiledKernel>>
mlir::attn::compileAttentionKernels(ModuleOp module,
                                    const CompileOptions &options) {
  if (llvm::Error error = verifyCompileOptions(options))
    return std::move(error);
  if (options.target == "host") {
    auto host = compileHostModule(module, options);
    if (!host)
      return host.takeError();
    SmallVector<CompiledKernel> kernels;
    kernels.push_back(std::move(*host));
    return kernels;
  }
  MLIRContext *context = module.getContext();

  std::string emit = emitKind(options);
  bool spirv = options.target == "spirv";

  // Raise and generate the kernels.
  PassManager generate(context);
  if (spirv)
    buildAttnVulkanKernelGenerationPipeline(generate, options.raise,
                                            options.targetEnv, options.tileM,
                                            options.tileN, options.lanesPerRow,
                                            options.kernel);
  else
    buildAttnKernelGenerationPipeline(
        generate, options.raise, options.chip, options.kernel, options.tileM,
        options.tileN,
        {options.pingPong, options.overlapSoftmax, options.persistent,
         options.keyMaskPerBlock});
  if (failed(generate.run(module)))
    return makeError("kernel generation failed");

  // Keep the kernels and their ABI, drop the host code.
  SmallVector<DictionaryAttr> abis;
  SmallVector<Operation *> hostOps;
  for (Operation &op : module.getBody()->getOperations()) {
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
    return makeError(Twine("no attention") +
                     (options.raise ? " (after attn-raise-from-linalg)" : ""));
  for (Operation *op : hostOps)
    op->erase();

  SmallVector<std::string> artifacts;
  if (emit == "mlir") {
    // One module text holds every kernel.
    std::string text;
    llvm::raw_string_ostream os(text);
    module.print(os);
    artifacts.assign(abis.size(), text);
  } else if (spirv) {
    // Verified above: the env parses (in this context, not a scratch one).
    llvm::Expected<spirv::TargetEnvAttr> env =
        getVulkanTargetEnv(context, options.targetEnv);
    if (!env)
      return env.takeError();
    PassManager lower(context);
    buildGPUModuleToSPIRVPipeline(
        lower, env->getDeviceType() == spirv::DeviceType::CPU);
    if (failed(lower.run(module)))
      return makeError("lowering to SPIR-V failed");
    auto binaries = serializeSPIRVModules(module);
    if (!binaries)
      return binaries.takeError();
    artifacts = std::move(*binaries);
    if (artifacts.size() != abis.size())
      return makeError("expected one SPIR-V module per kernel, got " +
                       Twine(artifacts.size()) + " for " + Twine(abis.size()));
  } else {
    PassManager lower(context);
    buildGPUModuleToNVVMBinaryPipeline(lower, options.chip,
                                       emit == "ptx" ? "isa" : "bin");
    if (failed(lower.run(module)))
      return makeError("lowering to NVVM failed");
    module.walk([&](gpu::BinaryOp binary) {
      auto object = cast<gpu::ObjectAttr>(binary.getObjects()[0]);
      artifacts.push_back(object.getObject().getValue().str());
    });
    if (artifacts.size() != abis.size())
      return makeError("expected one binary per kernel, got " +
                       Twine(artifacts.size()) + " for " + Twine(abis.size()));
  }

  SmallVector<CompiledKernel> kernels;
  for (auto [abi, artifact] : llvm::zip_equal(abis, artifacts)) {
    CompiledKernel kernel;
    kernel.artifact = std::move(artifact);
    kernel.manifest["kernel"] = "attention";
    kernel.manifest["target"] = options.target;
    if (spirv)
      kernel.manifest["target_env"] = options.targetEnv;
    else
      kernel.manifest["chip"] = options.chip;
    kernel.manifest["format"] = emit;
    if (abi)
      for (NamedAttribute n : abi)
        kernel.manifest[n.getName().str()] = toJSON(n.getValue());
    kernels.push_back(std::move(kernel));
  }
  return kernels;
}

std::string mlir::attn::formatManifest(const llvm::json::Object &manifest) {
  std::string json;
  llvm::raw_string_ostream os(json);
  os << llvm::formatv("{0:2}", llvm::json::Value(llvm::json::Object(manifest)))
     << "\n";
  return json;
}

static llvm::Error writeFile(StringRef path, StringRef bytes) {
  std::string error;
  std::unique_ptr<llvm::ToolOutputFile> file = openOutputFile(path, &error);
  if (!file)
    return makeError("cannot write '" + path + "': " + error);
  file->os() << bytes;
  file->keep();
  return llvm::Error::success();
}

llvm::Error
mlir::attn::writeCompiledKernels(MutableArrayRef<CompiledKernel> kernels,
                                 StringRef path) {
  auto artifactPathOf = [&](size_t i) {
    return i == 0 ? path.str() : path.str() + "." + std::to_string(i);
  };
  auto kernelName = [&](size_t i) -> StringRef {
    const llvm::json::Value *name = kernels[i].manifest.get("kernel");
    return name && name->getAsString() ? *name->getAsString() : "";
  };
  for (auto [i, kernel] : llvm::enumerate(kernels)) {
    std::string artifactPath = artifactPathOf(i);
    kernel.manifest["artifact"] = llvm::sys::path::filename(artifactPath).str();
    // The gradients' query pass names the key pass that runs after it.
    if (kernelName(i) == "attention_backward_dq" && i + 1 < kernels.size() &&
        kernelName(i + 1) == "attention_backward_dkdv")
      kernel.manifest["next_manifest"] =
          llvm::sys::path::filename(artifactPathOf(i + 1)).str() + ".json";
    if (llvm::Error error = writeFile(artifactPath, kernel.artifact))
      return error;
    if (llvm::Error error =
            writeFile(artifactPath + ".json", formatManifest(kernel.manifest)))
      return error;
  }
  return llvm::Error::success();
}
