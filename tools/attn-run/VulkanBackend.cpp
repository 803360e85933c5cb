//===- VulkanBackend.cpp - attn-run through Vulkan ------------------------===//
//
// Binds every tensor as the storage buffer the manifest's `bindings` name,
// writes the scale, sizes and strides as the 32-bit words of the parameter
// buffer (`params`), and runs the SPIR-V kernel with the project's Vulkan
// runtime (libAttnVulkanRunner, which opens libvulkan.so.1 at run time).
//
//===----------------------------------------------------------------------===//

#include "Problem.h"

#include "attn/Runtime/VulkanRunner.h"

#include <cstring>
#include <limits>

/// The runner's cooperativeMatrix field: 0 for other kernels, 1 for the
/// cooperative-matrix kernel of f16, 2 of bf16 (matrices of the query's
/// element type).
static int cooperativeMatrixKind(const attnrun::Json &manifest) {
  if (!manifest.has("variant") ||
      manifest.at("variant").str() != "cooperative_matrix")
    return 0;
  for (const attnrun::Json &tensor : manifest.at("tensors").array)
    if (tensor.at("name").str() == "q")
      return tensor.at("element_type").str() == "bf16" ? 2 : 1;
  return 1;
}

using namespace attnrun;

Timing attnrun::runVulkan(Problem &problem, int iterations,
                          const std::string &device, bool statistics) {
  // Every field, name and size used here was checked by validateManifest
  // and checkProblemLimits (Manifest.h) before any driver was loaded.
  const Json &manifest = problem.manifest;
  // The parameter buffer: one 32-bit word per parameter.
  std::vector<int32_t> words;
  for (const Json &param : manifest.at("params").array) {
    if (param.at("type").str() == "f32") {
      float f = static_cast<float>(problem.scale);
      int32_t w;
      std::memcpy(&w, &f, 4);
      words.push_back(w);
    } else {
      words.push_back(
          static_cast<int32_t>(problem.parameter(param.at("name").str())));
    }
  }
  std::vector<AttnVulkanBuffer> buffers;
  std::vector<std::string> storageTypes;
  const Json &bindings = manifest.at("bindings");
  storageTypes.reserve(bindings.array.size());
  for (const Json &binding : bindings.array) {
    std::string name = binding.at("name").str();
    storageTypes.push_back(binding.at("storage_type").str());
    AttnVulkanBuffer buffer{};
    buffer.storageType = storageTypes.back().c_str();
    if (name == "params") {
      buffer.data = words.data();
      buffer.bytes = words.size() * sizeof(int32_t);
    } else {
      // A vector view binds its tensor's buffer.
      Tensor *t = problem.tensorNamed(
          binding.has("tensor") ? binding.at("tensor").str() : name);
      buffer.data = t->host.data();
      buffer.bytes = t->host.size();
      buffer.output = t->output;
    }
    buffers.push_back(buffer);
  }

  AttnVulkanLaunch launch{};
  launch.spirv = problem.artifact.data();
  launch.spirvBytes = problem.artifact.size();
  launch.entryPoint = manifest.at("kernel").str().c_str();
  launch.buffers = buffers.data();
  launch.numBuffers = static_cast<int>(buffers.size());
  launch.groups[0] = static_cast<uint32_t>(problem.gridX);
  launch.groups[1] = static_cast<uint32_t>(problem.batch);
  launch.groups[2] = 1;
  launch.iterations = iterations;
  launch.device = device.c_str();
  launch.cooperativeMatrix = cooperativeMatrixKind(manifest);
  if (manifest.has("subgroup_size"))
    launch.subgroupSize =
        static_cast<uint32_t>(manifest.at("subgroup_size").integer());
  if (manifest.has("loop_iterations")) {
    const Json &loops = manifest.at("loop_iterations");
    long long keys = problem.parameter("n");
    long long block = loops.at("keys_per_block").integer();
    launch.loopIterations = static_cast<uint64_t>(
        loops.at("fixed").integer() +
        (keys + block - 1) / block * loops.at("per_block").integer());
  }
  launch.captureStatistics = statistics;
  AttnVulkanResult result;
  if (problem.gridX == 0 || problem.batch == 0)
    return {"(nothing to run)", 0,
            statistics ? "(none: the grid is empty, no kernel was built)" : ""};
  if (attnVulkanRun(&launch, &result) != 0)
    die(std::string("vulkan: ") + result.error);
  return {result.deviceName, result.milliseconds, result.statistics};
}
