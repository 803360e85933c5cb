//===- CudaBackend.cpp - attn-run through the CUDA driver -----------------===//
//
// Loads libcuda.so.1 at run time (attn-run links no CUDA and builds
// everywhere), loads the PTX or cubin, launches the kernel with the
// manifest's argument list and times the launches with CUDA events.
//
//===----------------------------------------------------------------------===//

#include "Problem.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

using namespace attnrun;

namespace {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using Handle = void *;

struct Driver {
  CUresult (*cuInit)(unsigned);
  CUresult (*cuDeviceGet)(CUdevice *, int);
  CUresult (*cuDeviceGetName)(char *, int, CUdevice);
  CUresult (*cuDeviceGetAttribute)(int *, int, CUdevice);
  CUresult (*cuDevicePrimaryCtxRetain)(Handle *, CUdevice);
  CUresult (*cuCtxSetCurrent)(Handle);
  CUresult (*cuModuleLoadData)(Handle *, const void *);
  CUresult (*cuModuleGetFunction)(Handle *, Handle, const char *);
  CUresult (*cuFuncSetAttribute)(Handle, int, int);
  CUresult (*cuFuncGetAttribute)(int *, int, Handle);
  CUresult (*cuOccupancyMaxActiveBlocksPerMultiprocessor)(int *, Handle, int,
                                                          size_t);
  CUresult (*cuMemAlloc)(CUdeviceptr *, size_t);
  CUresult (*cuMemFree)(CUdeviceptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr, const void *, size_t);
  CUresult (*cuMemcpyDtoH)(void *, CUdeviceptr, size_t);
  CUresult (*cuLaunchKernel)(Handle, unsigned, unsigned, unsigned, unsigned,
                             unsigned, unsigned, unsigned, Handle, void **,
                             void **);
  CUresult (*cuCtxSynchronize)();
  CUresult (*cuEventCreate)(Handle *, unsigned);
  CUresult (*cuEventRecord)(Handle, Handle);
  CUresult (*cuEventSynchronize)(Handle);
  CUresult (*cuEventElapsedTime)(float *, Handle, Handle);
  CUresult (*cuGetErrorString)(CUresult, const char **);
  /// Bound only for kernels with tensor maps (a CUDA 12 driver).
  CUresult (*cuTensorMapEncodeTiled)(void *, int, unsigned, void *,
                                     const uint64_t *, const uint64_t *,
                                     const unsigned *, const unsigned *, int,
                                     int, int, int) = nullptr;
  void *lib = nullptr;

  void check(CUresult r, const char *what) const {
    if (r == 0)
      return;
    const char *text = "unknown error";
    if (cuGetErrorString)
      cuGetErrorString(r, &text);
    die(std::string(what) + " failed: " + text + " (" + std::to_string(r) + ")");
  }
};

template <typename F> void bind(void *lib, F &fn, const char *name) {
  fn = reinterpret_cast<F>(dlsym(lib, name));
  if (!fn)
    die(std::string("libcuda.so.1 has no ") + name);
}

Driver loadDriver() {
  void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!lib)
    die("cannot load libcuda.so.1: no NVIDIA driver on this machine (" +
        std::string(dlerror()) + ")");
  Driver d{};
  bind(lib, d.cuInit, "cuInit");
  bind(lib, d.cuDeviceGet, "cuDeviceGet");
  bind(lib, d.cuDeviceGetName, "cuDeviceGetName");
  bind(lib, d.cuDeviceGetAttribute, "cuDeviceGetAttribute");
  bind(lib, d.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  bind(lib, d.cuCtxSetCurrent, "cuCtxSetCurrent");
  bind(lib, d.cuModuleLoadData, "cuModuleLoadData");
  bind(lib, d.cuModuleGetFunction, "cuModuleGetFunction");
  bind(lib, d.cuFuncSetAttribute, "cuFuncSetAttribute");
  bind(lib, d.cuFuncGetAttribute, "cuFuncGetAttribute");
  bind(lib, d.cuOccupancyMaxActiveBlocksPerMultiprocessor,
       "cuOccupancyMaxActiveBlocksPerMultiprocessor");
  bind(lib, d.cuMemAlloc, "cuMemAlloc_v2");
  bind(lib, d.cuMemFree, "cuMemFree_v2");
  bind(lib, d.cuMemcpyHtoD, "cuMemcpyHtoD_v2");
  bind(lib, d.cuMemcpyDtoH, "cuMemcpyDtoH_v2");
  bind(lib, d.cuLaunchKernel, "cuLaunchKernel");
  bind(lib, d.cuCtxSynchronize, "cuCtxSynchronize");
  bind(lib, d.cuEventCreate, "cuEventCreate");
  bind(lib, d.cuEventRecord, "cuEventRecord");
  bind(lib, d.cuEventSynchronize, "cuEventSynchronize");
  bind(lib, d.cuEventElapsedTime, "cuEventElapsedTime");
  bind(lib, d.cuGetErrorString, "cuGetErrorString");
  d.lib = lib;
  return d;
}

/// A CUtensorMap: 128 bytes, 64-byte aligned.
struct alignas(64) TensorMap {
  uint8_t bytes[128];
};

/// Encodes tensor map argument `arg` of the manifest (Manifest.cpp checked
/// it) over `tensor` at `address`: dims in the argument's order, byte
/// strides of dims 1.. (a size-1 dim takes its neighbour's: its one
/// coordinate is 0), the box, the 128-byte swizzle; rows and columns past
/// the tensor read as zeros.
void encodeTensorMap(Driver &cu, const Json &arg, const Tensor &tensor,
                     const Problem &problem, CUdeviceptr address,
                     TensorMap &map) {
  if (!cu.cuTensorMapEncodeTiled)
    bind(cu.lib, cu.cuTensorMapEncodeTiled, "cuTensorMapEncodeTiled");
  if (tensor.element != Tensor::Element::F16 &&
      tensor.element != Tensor::Element::BF16)
    die("tensor map of '" + tensor.name + "': f16 or bf16 only");
  const int f16 = 6, bf16 = 9, swizzle128 = 3, l2Promotion128 = 2;
  std::vector<uint64_t> extents, strides;
  std::vector<unsigned> box, elementStrides;
  for (const Json &d : arg.at("dims").array) {
    uint64_t size = static_cast<uint64_t>(problem.sizes.at(d.string));
    uint64_t stride =
        static_cast<uint64_t>(tensor.strides.at(d.string)) * tensor.bytes;
    if (!extents.empty()) {
      if (size == 1)
        stride = strides.empty() ? (extents[0] * tensor.bytes + 15) / 16 * 16
                                 : strides.back();
      strides.push_back(stride);
    }
    extents.push_back(size);
    box.push_back(
        box.size() < 2
            ? static_cast<unsigned>(arg.at("box").array[box.size()].integer())
            : 1);
    elementStrides.push_back(1);
  }
  cu.check(cu.cuTensorMapEncodeTiled(
               &map, tensor.element == Tensor::Element::F16 ? f16 : bf16,
               static_cast<unsigned>(extents.size()),
               reinterpret_cast<void *>(address), extents.data(),
               strides.data(), box.data(), elementStrides.data(), 0, swizzle128,
               l2Promotion128, 0),
           ("cuTensorMapEncodeTiled of '" + tensor.name + "'").c_str());
}

} // namespace

/// The kernel's registers, memory and workgroups a multiprocessor, as the
/// driver reports them for `block` invocations and `dynamicShared` bytes.
static std::string kernelStatistics(Driver &cu, Handle kernel, int block,
                                    unsigned dynamicShared) {
  // CU_FUNC_ATTRIBUTE_{SHARED_SIZE_BYTES, LOCAL_SIZE_BYTES, NUM_REGS}.
  const std::pair<const char *, int> attributes[] = {
      {"registers", 4}, {"local_bytes", 3}, {"static_shared_bytes", 1}};
  std::string text;
  for (auto [name, attribute] : attributes) {
    int value = 0;
    cu.check(cu.cuFuncGetAttribute(&value, attribute, kernel),
             "cuFuncGetAttribute");
    text += std::string(name) + "=" + std::to_string(value) + "; ";
  }
  int resident = 0;
  cu.check(cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(&resident, kernel,
                                                          block, dynamicShared),
           "cuOccupancyMaxActiveBlocksPerMultiprocessor");
  return text + "dynamic_shared_bytes=" + std::to_string(dynamicShared) +
         "; workgroups_per_multiprocessor=" + std::to_string(resident);
}

Timing attnrun::runCuda(Problem &problem, int iterations, bool statistics) {
  Driver cu = loadDriver();
  cu.check(cu.cuInit(0), "cuInit");
  CUdevice device;
  cu.check(cu.cuDeviceGet(&device, 0), "cuDeviceGet");
  char deviceName[256] = {0};
  cu.cuDeviceGetName(deviceName, sizeof(deviceName), device);
  Handle context;
  cu.check(cu.cuDevicePrimaryCtxRetain(&context, device),
           "cuDevicePrimaryCtxRetain");
  cu.check(cu.cuCtxSetCurrent(context), "cuCtxSetCurrent");
  std::string image = problem.artifact;
  image.push_back('\0'); // PTX is loaded as a C string
  Handle module, kernel;
  cu.check(cu.cuModuleLoadData(&module, image.data()), "cuModuleLoadData");
  cu.check(cu.cuModuleGetFunction(&kernel, module,
                                  problem.manifest.at("kernel").str().c_str()),
           "cuModuleGetFunction");
  // Dynamic shared memory (the tensor-core kernel's tiles); more than 48 KiB
  // needs the kernel's opt-in first.
  unsigned dynamicShared = 0;
  if (problem.manifest.has("dynamic_shared_memory_bytes"))
    dynamicShared = static_cast<unsigned>(
        problem.manifest.at("dynamic_shared_memory_bytes").integer());
  const int kMaxDynamicSharedSizeBytes = 8; // CU_FUNC_ATTRIBUTE_...
  if (dynamicShared > 48 * 1024)
    cu.check(cu.cuFuncSetAttribute(kernel, kMaxDynamicSharedSizeBytes,
                                   static_cast<int>(dynamicShared)),
             "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)");
  std::map<std::string, CUdeviceptr> buffers;
  for (Tensor &t : problem.tensors) {
    CUdeviceptr &ptr = buffers[t.name];
    cu.check(cu.cuMemAlloc(&ptr, std::max<size_t>(t.host.size(), 1)),
             "cuMemAlloc");
    cu.check(cu.cuMemcpyHtoD(ptr, t.host.data(), t.host.size()),
             "cuMemcpyHtoD");
  }
  const Json &args = problem.manifest.at("args");
  std::vector<uint64_t> storage(args.array.size());
  std::vector<TensorMap> maps(args.array.size());
  std::vector<void *> params;
  // The arguments' names and types were checked by validateManifest and
  // checkProblemLimits (Manifest.h) before the driver was loaded.
  for (size_t i = 0; i < args.array.size(); ++i) {
    const Json &arg = args.array[i];
    std::string name = arg.at("name").str(), type = arg.at("type").str();
    uint64_t &slot = storage[i];
    if (type == "tensor_map") {
      const std::string &tensor = arg.at("tensor").str();
      encodeTensorMap(cu, arg, *problem.tensorNamed(tensor), problem,
                      buffers.at(tensor), maps[i]);
      params.push_back(maps[i].bytes);
      continue;
    }
    if (type == "ptr") {
      slot = buffers.at(name);
    } else if (type == "f32") {
      float f = static_cast<float>(problem.scale);
      std::memcpy(&slot, &f, 4);
    } else {
      slot = static_cast<uint64_t>(problem.parameter(name));
    }
    params.push_back(&slot);
  }

  // A persistent kernel's grid: one row of at most one workgroup a
  // multiprocessor, each running query tiles in turn (the manifest's
  // `persistent`).
  long long gridX = problem.gridX, gridY = problem.batch;
  if (problem.manifest.has("persistent") &&
      problem.manifest.at("persistent").boolean) {
    constexpr int kMultiprocessorCount = 16; // CU_DEVICE_ATTRIBUTE_...
    int multiprocessors = 0;
    cu.check(
        cu.cuDeviceGetAttribute(&multiprocessors, kMultiprocessorCount, device),
        "cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)");
    gridX = std::min<long long>(gridX * gridY, multiprocessors);
    gridY = 1;
  }
  auto launch = [&] {
    if (gridX == 0 || gridY == 0)
      return;
    cu.check(cu.cuLaunchKernel(kernel, static_cast<unsigned>(gridX),
                               static_cast<unsigned>(gridY), 1, problem.block,
                               1, 1, dynamicShared, nullptr, params.data(),
                               nullptr),
             "cuLaunchKernel");
  };
  launch();
  cu.check(cu.cuCtxSynchronize(), "kernel");
  Handle start, stop;
  cu.check(cu.cuEventCreate(&start, 0), "cuEventCreate");
  cu.check(cu.cuEventCreate(&stop, 0), "cuEventCreate");
  cu.check(cu.cuEventRecord(start, nullptr), "cuEventRecord");
  for (int i = 0; i < iterations; ++i)
    launch();
  cu.check(cu.cuEventRecord(stop, nullptr), "cuEventRecord");
  cu.check(cu.cuEventSynchronize(stop), "cuEventSynchronize");
  float ms = 0;
  cu.check(cu.cuEventElapsedTime(&ms, start, stop), "cuEventElapsedTime");
  for (Tensor &t : problem.tensors)
    if (t.output)
      cu.check(cu.cuMemcpyDtoH(t.host.data(), buffers[t.name], t.host.size()),
               "cuMemcpyDtoH");
  for (auto &[name, ptr] : buffers)
    cu.cuMemFree(ptr);
  std::string report;
  if (statistics)
    report = kernelStatistics(cu, kernel, static_cast<int>(problem.block),
                              dynamicShared);
  return {deviceName, ms / iterations, report};
}
