//===- VulkanRunner.cpp - run a SPIR-V compute kernel through Vulkan ------===//
//
// The Vulkan entry points are loaded from libvulkan.so.1 at run time
// (vkGetInstanceProcAddr, then instance and device functions), so the
// runtime links nothing but libdl and builds on machines without Vulkan.
// Buffers live in device-local memory, filled and read back through
// host-visible staging buffers.
//
//===----------------------------------------------------------------------===//

#include "attn/Runtime/VulkanRunner.h"

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <vector>

namespace {

/// The Vulkan functions the runner calls.
struct Functions {
  PFN_vkGetInstanceProcAddr getInstanceProcAddr = nullptr;
#define ATTN_VK_FUNCTIONS(X)                                                   \
  X(vkCreateInstance)                                                          \
  X(vkDestroyInstance)                                                         \
  X(vkEnumeratePhysicalDevices)                                                \
  X(vkGetPhysicalDeviceProperties)                                             \
  X(vkGetPhysicalDeviceFeatures2)                                              \
  X(vkGetPhysicalDeviceProperties2)                                            \
  X(vkEnumerateDeviceExtensionProperties)                                      \
  X(vkGetPhysicalDeviceQueueFamilyProperties)                                  \
  X(vkGetPhysicalDeviceMemoryProperties)                                       \
  X(vkCreateDevice)                                                            \
  X(vkDestroyDevice)                                                           \
  X(vkGetDeviceQueue)                                                          \
  X(vkCreateBuffer)                                                            \
  X(vkDestroyBuffer)                                                           \
  X(vkGetBufferMemoryRequirements)                                             \
  X(vkAllocateMemory)                                                          \
  X(vkFreeMemory)                                                              \
  X(vkBindBufferMemory)                                                        \
  X(vkMapMemory)                                                               \
  X(vkUnmapMemory)                                                             \
  X(vkCreateShaderModule)                                                      \
  X(vkDestroyShaderModule)                                                     \
  X(vkCreateDescriptorSetLayout)                                               \
  X(vkDestroyDescriptorSetLayout)                                              \
  X(vkCreatePipelineLayout)                                                    \
  X(vkDestroyPipelineLayout)                                                   \
  X(vkCreateComputePipelines)                                                  \
  X(vkDestroyPipeline)                                                         \
  X(vkCreateDescriptorPool)                                                    \
  X(vkDestroyDescriptorPool)                                                   \
  X(vkAllocateDescriptorSets)                                                  \
  X(vkUpdateDescriptorSets)                                                    \
  X(vkCreateCommandPool)                                                       \
  X(vkDestroyCommandPool)                                                      \
  X(vkAllocateCommandBuffers)                                                  \
  X(vkBeginCommandBuffer)                                                      \
  X(vkEndCommandBuffer)                                                        \
  X(vkCmdCopyBuffer)                                                           \
  X(vkCmdBindPipeline)                                                         \
  X(vkCmdBindDescriptorSets)                                                   \
  X(vkCmdDispatch)                                                             \
  X(vkCmdPipelineBarrier)                                                      \
  X(vkCmdResetQueryPool)                                                       \
  X(vkCmdWriteTimestamp)                                                       \
  X(vkCreateQueryPool)                                                         \
  X(vkDestroyQueryPool)                                                        \
  X(vkGetQueryPoolResults)                                                     \
  X(vkQueueSubmit)                                                             \
  X(vkQueueWaitIdle)
#define ATTN_VK_DECLARE(name) PFN_##name name = nullptr;
  ATTN_VK_FUNCTIONS(ATTN_VK_DECLARE)
#undef ATTN_VK_DECLARE
};

std::string resultName(VkResult r) {
  switch (r) {
  case VK_ERROR_OUT_OF_HOST_MEMORY:
    return "VK_ERROR_OUT_OF_HOST_MEMORY";
  case VK_ERROR_OUT_OF_DEVICE_MEMORY:
    return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
  case VK_ERROR_INITIALIZATION_FAILED:
    return "VK_ERROR_INITIALIZATION_FAILED";
  case VK_ERROR_DEVICE_LOST:
    return "VK_ERROR_DEVICE_LOST";
  case VK_ERROR_EXTENSION_NOT_PRESENT:
    return "VK_ERROR_EXTENSION_NOT_PRESENT";
  case VK_ERROR_FEATURE_NOT_PRESENT:
    return "VK_ERROR_FEATURE_NOT_PRESENT";
  case VK_ERROR_INCOMPATIBLE_DRIVER:
    return "VK_ERROR_INCOMPATIBLE_DRIVER (no Vulkan driver for this loader)";
  case VK_ERROR_INVALID_SHADER_NV:
    return "VK_ERROR_INVALID_SHADER_NV";
  default:
    return "VkResult " + std::to_string(static_cast<int>(r));
  }
}

// VK_KHR_cooperative_matrix, declared here: Vulkan headers before 1.3.255
// lack it (structure types and layouts from the Vulkan registry).
constexpr const char *kCoopMatrixExtension = "VK_KHR_cooperative_matrix";
constexpr auto kCoopMatrixFeaturesType = static_cast<VkStructureType>(1000506000);
constexpr auto kCoopMatrixPropertiesType = static_cast<VkStructureType>(1000506001);
struct CoopMatrixFeatures {
  VkStructureType sType = kCoopMatrixFeaturesType;
  void *pNext = nullptr;
  VkBool32 cooperativeMatrix = VK_FALSE;
  VkBool32 cooperativeMatrixRobustBufferAccess = VK_FALSE;
};
struct CoopMatrixProperties {
  VkStructureType sType = kCoopMatrixPropertiesType;
  void *pNext = nullptr;
  uint32_t MSize = 0, NSize = 0, KSize = 0;
  int32_t AType = 0, BType = 0, CType = 0, ResultType = 0; // VkComponentTypeKHR
  VkBool32 saturatingAccumulation = VK_FALSE;
  int32_t scope = 0; // VkScopeKHR
};
using PFNCoopMatrixProperties = VkResult(VKAPI_PTR *)(VkPhysicalDevice,
                                                      uint32_t *,
                                                      CoopMatrixProperties *);
constexpr int32_t kComponentFloat16 = 0, kComponentFloat32 = 1,
                  kScopeSubgroup = 3;

// VK_KHR_shader_bfloat16 (Vulkan 1.4.311 headers; declared here likewise).
constexpr const char *kBFloat16Extension = "VK_KHR_shader_bfloat16";
constexpr auto kBFloat16FeaturesType = static_cast<VkStructureType>(1000141000);
constexpr int32_t kComponentBFloat16 = 1000141000;
struct BFloat16Features {
  VkStructureType sType = kBFloat16FeaturesType;
  void *pNext = nullptr;
  VkBool32 shaderBFloat16Type = VK_FALSE;
  VkBool32 shaderBFloat16DotProduct = VK_FALSE;
  VkBool32 shaderBFloat16CooperativeMatrix = VK_FALSE;
};

/// Vulkan's two-call query: the count, then that many values into `out`,
/// each first `init` (its sType).
template <typename T, typename Query>
VkResult queryAll(Query query, const T &init, std::vector<T> &out) {
  uint32_t count = 0;
  if (VkResult r = query(&count, nullptr); r != VK_SUCCESS)
    return r;
  out.assign(count, init);
  VkResult r = query(&count, out.data());
  out.resize(count);
  return r;
}

/// One buffer on the device and its staging twin on the host.
struct DeviceBuffer {
  VkBuffer buffer = VK_NULL_HANDLE, staging = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE, stagingMemory = VK_NULL_HANDLE;
  VkDeviceSize size = 0;
};

/// A Vulkan session: the device and everything created for one run,
/// destroyed in reverse order, on the process's instance.
class Runner {
public:
  explicit Runner(std::string &error) : error(error) {}
  ~Runner();

  /// The process's Vulkan instance (created on first use, never
  /// destroyed): NVIDIA's driver refused vkCreateInstance
  /// (VK_ERROR_INCOMPATIBLE_DRIVER) after 20-30 instances had been created
  /// and destroyed in one process, which a test suite or a server running
  /// kernels one call at a time reaches.
  bool acquireInstance();
  /// Device names, in enumeration order.
  bool listDevices(std::vector<std::string> &names);
  bool run(const AttnVulkanLaunch &launch, AttnVulkanResult &result);

private:
  bool fail(const std::string &message) {
    error = message;
    return false;
  }
  bool check(VkResult r, const char *what) {
    return r == VK_SUCCESS || fail(std::string(what) + " failed: " + resultName(r));
  }
  bool pickDevice(const char *wanted, AttnVulkanResult &result);
  bool createDevice(const AttnVulkanLaunch &launch);
  /// Checks that the device runs the cooperative-matrix kernel (Vulkan 1.3,
  /// the extension and its feature, 16x16x16 f16 x f16 -> f32 subgroup
  /// matrices, the subgroup size the kernel was built for).
  bool checkCooperativeMatrix(const AttnVulkanLaunch &launch);
  /// Whether the device offers the extension `name`.
  bool offers(const char *name);
  /// The driver's statistics of the pipeline's executables into
  /// `result.statistics` (VK_KHR_pipeline_executable_properties).
  bool readStatistics(AttnVulkanResult &result);
  /// Refuses a launch whose invocations may run more loop iterations than
  /// the device's driver executes: llvmpipe (lavapipe) stops every loop of
  /// a shader invocation once 65535 iterations have run in all (each loop's
  /// exit test counted), leaving the results silently wrong. The count is
  /// exact for kernels of CPU target envs (their loops are DontUnroll) and
  /// an upper bound for the others, whose loops llvmpipe may unroll.
  bool checkLoopLimit(const AttnVulkanLaunch &launch);
  bool memoryType(uint32_t typeBits, VkMemoryPropertyFlags flags,
                  uint32_t &index);
  bool createBuffer(VkDeviceSize size, VkBufferUsageFlags usage,
                    VkMemoryPropertyFlags flags, VkBuffer &buffer,
                    VkDeviceMemory &memory);
  bool submit(VkCommandBuffer commands);

  std::string &error;
  Functions vk;
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties properties{};
  uint32_t queueFamily = 0;
  bool timestamps = false;
  VkDevice device = VK_NULL_HANDLE;
  VkQueue queue = VK_NULL_HANDLE;
  /// The device buffers, and the one each binding binds.
  std::vector<DeviceBuffer> buffers;
  std::vector<size_t> bufferOf;
  VkShaderModule shader = VK_NULL_HANDLE;
  VkDescriptorSetLayout setLayout = VK_NULL_HANDLE;
  VkPipelineLayout pipelineLayout = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
  VkDescriptorPool pool = VK_NULL_HANDLE;
  VkCommandPool commandPool = VK_NULL_HANDLE;
  VkQueryPool queries = VK_NULL_HANDLE;
};

Runner::~Runner() {
  if (device) {
    if (queries)
      vk.vkDestroyQueryPool(device, queries, nullptr);
    if (commandPool)
      vk.vkDestroyCommandPool(device, commandPool, nullptr);
    if (pool)
      vk.vkDestroyDescriptorPool(device, pool, nullptr);
    if (pipeline)
      vk.vkDestroyPipeline(device, pipeline, nullptr);
    if (pipelineLayout)
      vk.vkDestroyPipelineLayout(device, pipelineLayout, nullptr);
    if (setLayout)
      vk.vkDestroyDescriptorSetLayout(device, setLayout, nullptr);
    if (shader)
      vk.vkDestroyShaderModule(device, shader, nullptr);
    for (DeviceBuffer &b : buffers) {
      for (VkBuffer buffer : {b.buffer, b.staging})
        if (buffer)
          vk.vkDestroyBuffer(device, buffer, nullptr);
      for (VkDeviceMemory memory : {b.memory, b.stagingMemory})
        if (memory)
          vk.vkFreeMemory(device, memory, nullptr);
    }
    vk.vkDestroyDevice(device, nullptr);
  }
  // The instance and the loader are the process's (acquireInstance).
}

namespace {
/// The Vulkan loader, its entry points and one instance, for the process.
struct SharedInstance {
  std::mutex mutex;
  bool ready = false;
  void *library = nullptr;
  Functions vk;
  VkInstance instance = VK_NULL_HANDLE;
};
} // namespace

static SharedInstance &sharedInstance() {
  static SharedInstance *shared = new SharedInstance; // never destroyed
  return *shared;
}

bool Runner::acquireInstance() {
  SharedInstance &shared = sharedInstance();
  std::lock_guard<std::mutex> lock(shared.mutex);
  if (!shared.ready) {
    // A failed attempt leaves nothing behind, so that a later call (once a
    // driver is installed, say) tries again.
    if (!shared.library) {
      shared.library = dlopen("libvulkan.so.1", RTLD_NOW | RTLD_LOCAL);
      if (!shared.library)
        return fail(std::string("cannot load libvulkan.so.1, the Vulkan "
                                "loader (") +
                    dlerror() + ")");
    }
    Functions f;
    f.getInstanceProcAddr = reinterpret_cast<PFN_vkGetInstanceProcAddr>(
        dlsym(shared.library, "vkGetInstanceProcAddr"));
    if (!f.getInstanceProcAddr)
      return fail("libvulkan.so.1 has no vkGetInstanceProcAddr");
    f.vkCreateInstance = reinterpret_cast<PFN_vkCreateInstance>(
        f.getInstanceProcAddr(VK_NULL_HANDLE, "vkCreateInstance"));
    if (!f.vkCreateInstance)
      return fail("the Vulkan loader has no vkCreateInstance");
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.pApplicationName = "attn-mlir";
    // 1.3: SPIR-V 1.6 modules (the cooperative-matrix kernel); devices of
    // 1.2 still run the others.
    app.apiVersion = VK_API_VERSION_1_3;
    VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    info.pApplicationInfo = &app;
    VkInstance instance = VK_NULL_HANDLE;
    if (!check(f.vkCreateInstance(&info, nullptr, &instance),
               "vkCreateInstance"))
      return false;
      // Every other entry point through the instance.
#define ATTN_VK_LOAD(name)                                                     \
  if (!f.name)                                                                 \
    f.name =                                                                   \
        reinterpret_cast<PFN_##name>(f.getInstanceProcAddr(instance, #name));  \
  if (!f.name) {                                                               \
    if (f.vkDestroyInstance)                                                   \
      f.vkDestroyInstance(instance, nullptr);                                  \
    return fail("the Vulkan loader has no " #name);                            \
  }
    ATTN_VK_FUNCTIONS(ATTN_VK_LOAD)
#undef ATTN_VK_LOAD
    shared.vk = f;
    shared.instance = instance;
    shared.ready = true;
  }
  vk = shared.vk;
  instance = shared.instance;
  return true;
}

bool Runner::listDevices(std::vector<std::string> &names) {
  uint32_t count = 0;
  if (!check(vk.vkEnumeratePhysicalDevices(instance, &count, nullptr),
             "vkEnumeratePhysicalDevices"))
    return false;
  std::vector<VkPhysicalDevice> devices(count);
  if (!check(vk.vkEnumeratePhysicalDevices(instance, &count, devices.data()),
             "vkEnumeratePhysicalDevices"))
    return false;
  for (VkPhysicalDevice d : devices) {
    VkPhysicalDeviceProperties p;
    vk.vkGetPhysicalDeviceProperties(d, &p);
    names.push_back(p.deviceName);
  }
  return true;
}

bool Runner::pickDevice(const char *wanted, AttnVulkanResult &result) {
  uint32_t count = 0;
  if (!check(vk.vkEnumeratePhysicalDevices(instance, &count, nullptr),
             "vkEnumeratePhysicalDevices"))
    return false;
  if (count == 0)
    return fail("no Vulkan device (is a Vulkan driver, e.g. Mesa's lavapipe, "
                "installed?)");
  std::vector<VkPhysicalDevice> devices(count);
  if (!check(vk.vkEnumeratePhysicalDevices(instance, &count, devices.data()),
             "vkEnumeratePhysicalDevices"))
    return false;
  std::string known;
  for (VkPhysicalDevice d : devices) {
    VkPhysicalDeviceProperties p;
    vk.vkGetPhysicalDeviceProperties(d, &p);
    if (!wanted || !*wanted || std::strstr(p.deviceName, wanted)) {
      physical = d;
      properties = p;
      break;
    }
    known += std::string(known.empty() ? "" : ", ") + "'" + p.deviceName + "'";
  }
  if (!physical)
    return fail(std::string("no Vulkan device named like '") + wanted +
                "'; devices: " + known);
  std::snprintf(result.deviceName, sizeof(result.deviceName), "%s",
                properties.deviceName);
  if (VK_API_VERSION_MINOR(properties.apiVersion) < 2 &&
      VK_API_VERSION_MAJOR(properties.apiVersion) == 1)
    return fail(std::string("Vulkan device '") + properties.deviceName +
                "' supports Vulkan 1." +
                std::to_string(VK_API_VERSION_MINOR(properties.apiVersion)) +
                "; the runner needs 1.2");

  uint32_t families = 0;
  vk.vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, nullptr);
  std::vector<VkQueueFamilyProperties> props(families);
  vk.vkGetPhysicalDeviceQueueFamilyProperties(physical, &families, props.data());
  for (uint32_t i = 0; i < families; ++i)
    if (props[i].queueFlags & VK_QUEUE_COMPUTE_BIT) {
      queueFamily = i;
      timestamps = props[i].timestampValidBits > 0 &&
                   properties.limits.timestampComputeAndGraphics;
      return true;
    }
  return fail(std::string("Vulkan device '") + properties.deviceName +
              "' has no compute queue");
}

bool Runner::createDevice(const AttnVulkanLaunch &launch) {
  // Features the buffers' storage types need.
  bool need16 = false, needF16 = false, needI16 = false, need8 = false,
       needI8 = false;
  for (int i = 0; i < launch.numBuffers; ++i) {
    std::string type = launch.buffers[i].storageType
                           ? launch.buffers[i].storageType
                           : "";
    if (type == "f16")
      need16 = needF16 = true;
    else if (type == "i16")
      need16 = needI16 = true;
    else if (type == "i8")
      need8 = needI8 = true;
    else if (type != "f32" && type != "i32" && type != "vector<4xi32>")
      return fail("buffer " + std::to_string(i) + " has unsupported storage type '" +
                  type + "'");
  }
  // The cooperative-matrix kernel keeps f16 values in workgroup memory (a
  // bf16 one too: its bf16 patterns), whatever its buffers store.
  if (launch.cooperativeMatrix)
    needF16 = true;
  VkPhysicalDeviceVulkan12Features has12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  VkPhysicalDeviceVulkan11Features has11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  has11.pNext = &has12;
  VkPhysicalDeviceFeatures2 has{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  has.pNext = &has11;
  vk.vkGetPhysicalDeviceFeatures2(physical, &has);
  auto lacks = [&](bool needed, VkBool32 present, const char *feature) {
    return needed && !present &&
           !fail(std::string("Vulkan device '") + properties.deviceName +
                 "' lacks the feature " + feature + " that the kernel needs");
  };
  if (lacks(need16, has11.storageBuffer16BitAccess, "storageBuffer16BitAccess") ||
      lacks(needF16, has12.shaderFloat16, "shaderFloat16") ||
      lacks(needI16, has.features.shaderInt16, "shaderInt16") ||
      lacks(need8, has12.storageBuffer8BitAccess, "storageBuffer8BitAccess") ||
      lacks(needI8, has12.shaderInt8, "shaderInt8"))
    return false;
  if (launch.numBuffers >
      static_cast<int>(properties.limits.maxPerStageDescriptorStorageBuffers))
    return fail("the kernel binds " + std::to_string(launch.numBuffers) +
                " storage buffers; Vulkan device '" + properties.deviceName +
                "' allows " +
                std::to_string(properties.limits.maxPerStageDescriptorStorageBuffers));

  VkPhysicalDeviceVulkan12Features use12{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
  use12.shaderFloat16 = needF16;
  use12.storageBuffer8BitAccess = need8;
  use12.shaderInt8 = needI8;
  VkPhysicalDeviceVulkan11Features use11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
  use11.storageBuffer16BitAccess = need16;
  use11.pNext = &use12;
  VkPhysicalDeviceFeatures2 use{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  use.features.shaderInt16 = needI16;
  use.pNext = &use11;
  CoopMatrixFeatures useCoop;
  BFloat16Features useBF16;
  std::vector<const char *> extensions;
  if (launch.cooperativeMatrix) {
    if (!checkCooperativeMatrix(launch))
      return false;
    useCoop.cooperativeMatrix = VK_TRUE;
    useCoop.pNext = use.pNext;
    use.pNext = &useCoop;
    extensions.push_back(kCoopMatrixExtension);
    if (launch.cooperativeMatrix == 2) {
      useBF16.shaderBFloat16Type = VK_TRUE;
      useBF16.shaderBFloat16CooperativeMatrix = VK_TRUE;
      useBF16.pNext = use.pNext;
      use.pNext = &useBF16;
      extensions.push_back(kBFloat16Extension);
    }
  }
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR useStatistics{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
  if (launch.captureStatistics) {
    if (!offers(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME))
      return fail(std::string("Vulkan device '") + properties.deviceName +
                  "' lacks the extension " +
                  VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME +
                  ", through which the kernel's statistics are read");
    useStatistics.pipelineExecutableInfo = VK_TRUE;
    useStatistics.pNext = use.pNext;
    use.pNext = &useStatistics;
    extensions.push_back(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
  }

  float priority = 1.0f;
  VkDeviceQueueCreateInfo queueInfo{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  queueInfo.queueFamilyIndex = queueFamily;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  VkDeviceCreateInfo info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  info.pNext = &use;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queueInfo;
  info.enabledExtensionCount = static_cast<uint32_t>(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  if (!check(vk.vkCreateDevice(physical, &info, nullptr, &device),
             "vkCreateDevice"))
    return false;
  vk.vkGetDeviceQueue(device, queueFamily, 0, &queue);
  return true;
}

bool Runner::offers(const char *name) {
  uint32_t count = 0;
  vk.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> available(count);
  vk.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count,
                                          available.data());
  return std::any_of(available.begin(), available.end(), [&](const auto &e) {
    return std::strcmp(e.extensionName, name) == 0;
  });
}

bool Runner::checkCooperativeMatrix(const AttnVulkanLaunch &launch) {
  std::string device = std::string("Vulkan device '") + properties.deviceName + "'";
  if (VK_API_VERSION_MAJOR(properties.apiVersion) == 1 &&
      VK_API_VERSION_MINOR(properties.apiVersion) < 3)
    return fail(device + " supports Vulkan 1." +
                std::to_string(VK_API_VERSION_MINOR(properties.apiVersion)) +
                "; the cooperative-matrix kernel (SPIR-V 1.6) needs 1.3");
  if (!offers(kCoopMatrixExtension))
    return fail(device + " lacks the extension " + kCoopMatrixExtension +
                " that the cooperative-matrix kernel needs");
  const bool bf16 = launch.cooperativeMatrix == 2;
  if (bf16 && !offers(kBFloat16Extension))
    return fail(device + " lacks the extension " + kBFloat16Extension +
                " that the bf16 cooperative-matrix kernel needs (compile "
                "with --kernel=simt for this device)");
  CoopMatrixFeatures has;
  BFloat16Features hasBF16;
  VkPhysicalDeviceFeatures2 features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2};
  features.pNext = &has;
  if (bf16)
    has.pNext = &hasBF16;
  vk.vkGetPhysicalDeviceFeatures2(physical, &features);
  if (!has.cooperativeMatrix)
    return fail(device + " lacks the feature cooperativeMatrix that the kernel "
                         "needs");
  if (bf16 &&
      (!hasBF16.shaderBFloat16Type || !hasBF16.shaderBFloat16CooperativeMatrix))
    return fail(device + " lacks the features shaderBFloat16Type and "
                         "shaderBFloat16CooperativeMatrix that the bf16 "
                         "cooperative-matrix kernel needs (compile with "
                         "--kernel=simt for this device)");
  auto list = reinterpret_cast<PFNCoopMatrixProperties>(vk.getInstanceProcAddr(
      instance, "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"));
  if (!list)
    return fail("the Vulkan loader has no "
                "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR");
  uint32_t shapes = 0;
  if (!check(list(physical, &shapes, nullptr),
             "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"))
    return false;
  std::vector<CoopMatrixProperties> offered(shapes);
  if (!check(list(physical, &shapes, offered.data()),
             "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"))
    return false;
  const int32_t operand = bf16 ? kComponentBFloat16 : kComponentFloat16;
  if (std::none_of(offered.begin(), offered.end(), [&](const auto &p) {
        return p.MSize == 16 && p.NSize == 16 && p.KSize == 16 &&
               p.AType == operand && p.BType == operand &&
               p.CType == kComponentFloat32 &&
               p.ResultType == kComponentFloat32 && p.scope == kScopeSubgroup;
      })) {
    const char *type = bf16 ? "bf16" : "f16";
    return fail(device + " offers no 16x16x16 " + type + " x " + type +
                " -> f32 subgroup cooperative matrix (" +
                std::to_string(shapes) + " shapes offered)");
  }
  VkPhysicalDeviceVulkan11Properties props11{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES};
  VkPhysicalDeviceProperties2 props{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  props.pNext = &props11;
  vk.vkGetPhysicalDeviceProperties2(physical, &props);
  if (launch.subgroupSize && props11.subgroupSize != launch.subgroupSize)
    return fail(device + " has subgroups of " +
                std::to_string(props11.subgroupSize) +
                " invocations; the kernel was built for " +
                std::to_string(launch.subgroupSize));
  return true;
}

bool Runner::checkLoopLimit(const AttnVulkanLaunch &launch) {
  // Mesa's gallivm: LP_MAX_TGSI_LOOP_ITERATIONS, one counter per invocation
  // shared by all its loops.
  constexpr uint64_t kLlvmpipeLoopLimit = 65535;
  if (launch.loopIterations <= kLlvmpipeLoopLimit)
    return true;
  VkPhysicalDeviceDriverProperties driver{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
  VkPhysicalDeviceProperties2 props{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
  props.pNext = &driver;
  vk.vkGetPhysicalDeviceProperties2(physical, &props);
  if (driver.driverID != VK_DRIVER_ID_MESA_LLVMPIPE)
    return true;
  return fail(std::string("Vulkan device '") + properties.deviceName +
              "' (llvmpipe) stops a shader invocation's loops after " +
              std::to_string(kLlvmpipeLoopLimit) +
              " iterations in all, and this kernel's invocations may run up "
              "to " +
              std::to_string(launch.loopIterations) +
              " at this size (its loops as built; the driver may unroll "
              "some): the results could be wrong. Use fewer keys, a kernel "
              "built for target env lavapipe, or another device");
}

bool Runner::memoryType(uint32_t typeBits, VkMemoryPropertyFlags flags,
                        uint32_t &index) {
  VkPhysicalDeviceMemoryProperties memory;
  vk.vkGetPhysicalDeviceMemoryProperties(physical, &memory);
  for (uint32_t i = 0; i < memory.memoryTypeCount; ++i)
    if ((typeBits & (1u << i)) &&
        (memory.memoryTypes[i].propertyFlags & flags) == flags) {
      index = i;
      return true;
    }
  return false;
}

bool Runner::createBuffer(VkDeviceSize size, VkBufferUsageFlags usage,
                          VkMemoryPropertyFlags flags, VkBuffer &buffer,
                          VkDeviceMemory &memory) {
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = size;
  info.usage = usage;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  if (!check(vk.vkCreateBuffer(device, &info, nullptr, &buffer),
             "vkCreateBuffer"))
    return false;
  VkMemoryRequirements needs;
  vk.vkGetBufferMemoryRequirements(device, buffer, &needs);
  VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
  alloc.allocationSize = needs.size;
  if (!memoryType(needs.memoryTypeBits, flags, alloc.memoryTypeIndex) &&
      !memoryType(needs.memoryTypeBits, 0, alloc.memoryTypeIndex))
    return fail("no memory type for a buffer of " + std::to_string(size) +
                " bytes");
  if (!check(vk.vkAllocateMemory(device, &alloc, nullptr, &memory),
             "vkAllocateMemory"))
    return false;
  return check(vk.vkBindBufferMemory(device, buffer, memory, 0),
               "vkBindBufferMemory");
}

bool Runner::submit(VkCommandBuffer commands) {
  VkSubmitInfo info{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  info.commandBufferCount = 1;
  info.pCommandBuffers = &commands;
  return check(vk.vkQueueSubmit(queue, 1, &info, VK_NULL_HANDLE),
               "vkQueueSubmit") &&
         check(vk.vkQueueWaitIdle(queue), "vkQueueWaitIdle (the dispatch)");
}

bool Runner::run(const AttnVulkanLaunch &launch, AttnVulkanResult &result) {
  if (!launch.spirv || launch.spirvBytes == 0 || launch.spirvBytes % 4)
    return fail("the SPIR-V module is empty or not a whole number of words");
  if (reinterpret_cast<const uint32_t *>(launch.spirv)[0] != 0x07230203)
    return fail("the artifact is not a SPIR-V module (bad magic number)");
  if (launch.numBuffers <= 0 || !launch.buffers)
    return fail("no buffers to bind");
  if (!acquireInstance() || !pickDevice(launch.device, result) ||
      !createDevice(launch))
    return false;
  if (!checkLoopLimit(launch))
    return false;
  for (int axis = 0; axis < 3; ++axis)
    if (launch.groups[axis] > properties.limits.maxComputeWorkGroupCount[axis])
      return fail("dispatch of " + std::to_string(launch.groups[axis]) +
                  " workgroups along axis " + std::to_string(axis) +
                  " exceeds the device's limit of " +
                  std::to_string(properties.limits.maxComputeWorkGroupCount[axis]));

  // Buffers: device-local, with host-visible staging for the copies.
  const VkMemoryPropertyFlags hostFlags = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                          VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  // Bindings of the same input data (a tensor and its vector view) share
  // one buffer.
  bufferOf.assign(launch.numBuffers, 0);
  for (int i = 0; i < launch.numBuffers; ++i) {
    const AttnVulkanBuffer &in = launch.buffers[i];
    auto same = [&](int j) {
      const AttnVulkanBuffer &other = launch.buffers[j];
      return in.data && !in.output && !other.output && other.data == in.data &&
             other.bytes == in.bytes;
    };
    int first = 0;
    while (first < i && !same(first))
      ++first;
    if (first < i) {
      bufferOf[i] = bufferOf[first];
      continue;
    }
    bufferOf[i] = buffers.size();
    buffers.emplace_back();
    DeviceBuffer &b = buffers.back();
    // Vulkan buffers are never empty; round up to whole 16-byte vectors.
    b.size = std::max<VkDeviceSize>(16, (in.bytes + 15) / 16 * 16);
    if (b.size > properties.limits.maxStorageBufferRange)
      return fail("buffer " + std::to_string(i) + " has " +
                  std::to_string(in.bytes) + " bytes, more than the " +
                  std::to_string(properties.limits.maxStorageBufferRange) +
                  " a storage buffer may have on this device");
    if (!createBuffer(b.size,
                      VK_BUFFER_USAGE_STORAGE_BUFFER_BIT |
                          VK_BUFFER_USAGE_TRANSFER_DST_BIT |
                          VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
                      VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, b.buffer, b.memory) ||
        !createBuffer(b.size,
                      VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
                          VK_BUFFER_USAGE_TRANSFER_DST_BIT,
                      hostFlags, b.staging, b.stagingMemory))
      return false;
    void *mapped = nullptr;
    if (!check(vk.vkMapMemory(device, b.stagingMemory, 0, b.size, 0, &mapped),
               "vkMapMemory"))
      return false;
    std::memset(mapped, 0, b.size);
    if (in.data && in.bytes)
      std::memcpy(mapped, in.data, in.bytes);
    vk.vkUnmapMemory(device, b.stagingMemory);
  }

  // Shader, layouts, pipeline, descriptors.
  VkShaderModuleCreateInfo shaderInfo{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  shaderInfo.codeSize = launch.spirvBytes;
  shaderInfo.pCode = reinterpret_cast<const uint32_t *>(launch.spirv);
  if (!check(vk.vkCreateShaderModule(device, &shaderInfo, nullptr, &shader),
             "vkCreateShaderModule"))
    return false;
  std::vector<VkDescriptorSetLayoutBinding> bindings(launch.numBuffers);
  for (int i = 0; i < launch.numBuffers; ++i) {
    bindings[i] = {};
    bindings[i].binding = i;
    bindings[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    bindings[i].descriptorCount = 1;
    bindings[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  }
  VkDescriptorSetLayoutCreateInfo setInfo{
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  setInfo.bindingCount = launch.numBuffers;
  setInfo.pBindings = bindings.data();
  if (!check(vk.vkCreateDescriptorSetLayout(device, &setInfo, nullptr, &setLayout),
             "vkCreateDescriptorSetLayout"))
    return false;
  VkPipelineLayoutCreateInfo layoutInfo{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  layoutInfo.setLayoutCount = 1;
  layoutInfo.pSetLayouts = &setLayout;
  if (!check(vk.vkCreatePipelineLayout(device, &layoutInfo, nullptr,
                                       &pipelineLayout),
             "vkCreatePipelineLayout"))
    return false;
  VkComputePipelineCreateInfo pipelineInfo{
      VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  pipelineInfo.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
  pipelineInfo.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipelineInfo.stage.module = shader;
  pipelineInfo.stage.pName = launch.entryPoint ? launch.entryPoint : "attention";
  pipelineInfo.layout = pipelineLayout;
  if (launch.captureStatistics)
    pipelineInfo.flags = VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
  if (!check(vk.vkCreateComputePipelines(device, VK_NULL_HANDLE, 1,
                                         &pipelineInfo, nullptr, &pipeline),
             "vkCreateComputePipelines"))
    return false;
  if (launch.captureStatistics && !readStatistics(result))
    return false;
  VkDescriptorPoolSize poolSize{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                static_cast<uint32_t>(launch.numBuffers)};
  VkDescriptorPoolCreateInfo poolInfo{VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
  poolInfo.maxSets = 1;
  poolInfo.poolSizeCount = 1;
  poolInfo.pPoolSizes = &poolSize;
  if (!check(vk.vkCreateDescriptorPool(device, &poolInfo, nullptr, &pool),
             "vkCreateDescriptorPool"))
    return false;
  VkDescriptorSet set;
  VkDescriptorSetAllocateInfo setAlloc{
      VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
  setAlloc.descriptorPool = pool;
  setAlloc.descriptorSetCount = 1;
  setAlloc.pSetLayouts = &setLayout;
  if (!check(vk.vkAllocateDescriptorSets(device, &setAlloc, &set),
             "vkAllocateDescriptorSets"))
    return false;
  std::vector<VkDescriptorBufferInfo> infos(launch.numBuffers);
  std::vector<VkWriteDescriptorSet> writes(launch.numBuffers);
  for (int i = 0; i < launch.numBuffers; ++i) {
    infos[i] = {buffers[bufferOf[i]].buffer, 0, VK_WHOLE_SIZE};
    writes[i] = {VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET};
    writes[i].dstSet = set;
    writes[i].dstBinding = i;
    writes[i].descriptorCount = 1;
    writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    writes[i].pBufferInfo = &infos[i];
  }
  vk.vkUpdateDescriptorSets(device, launch.numBuffers, writes.data(), 0,
                            nullptr);

  // Command buffers: upload, warm-up dispatch, timed dispatches, download.
  VkCommandPoolCreateInfo commandPoolInfo{
      VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
  commandPoolInfo.queueFamilyIndex = queueFamily;
  if (!check(vk.vkCreateCommandPool(device, &commandPoolInfo, nullptr,
                                    &commandPool),
             "vkCreateCommandPool"))
    return false;
  VkCommandBuffer commands[3];
  VkCommandBufferAllocateInfo commandAlloc{
      VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
  commandAlloc.commandPool = commandPool;
  commandAlloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  commandAlloc.commandBufferCount = 3;
  if (!check(vk.vkAllocateCommandBuffers(device, &commandAlloc, commands),
             "vkAllocateCommandBuffers"))
    return false;
  if (timestamps) {
    VkQueryPoolCreateInfo queryInfo{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
    queryInfo.queryType = VK_QUERY_TYPE_TIMESTAMP;
    queryInfo.queryCount = 2;
    if (!check(vk.vkCreateQueryPool(device, &queryInfo, nullptr, &queries),
               "vkCreateQueryPool"))
      return false;
  }
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  VkMemoryBarrier barrier{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT |
                          VK_ACCESS_SHADER_WRITE_BIT;
  barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT |
                          VK_ACCESS_SHADER_WRITE_BIT |
                          VK_ACCESS_TRANSFER_READ_BIT;
  auto fullBarrier = [&](VkCommandBuffer c) {
    vk.vkCmdPipelineBarrier(c, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
                            VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, 0, 1, &barrier,
                            0, nullptr, 0, nullptr);
  };
  auto dispatch = [&](VkCommandBuffer c) {
    vk.vkCmdBindPipeline(c, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    vk.vkCmdBindDescriptorSets(c, VK_PIPELINE_BIND_POINT_COMPUTE,
                               pipelineLayout, 0, 1, &set, 0, nullptr);
    vk.vkCmdDispatch(c, launch.groups[0], launch.groups[1], launch.groups[2]);
  };
  // 0: upload and the warm-up dispatch.
  if (!check(vk.vkBeginCommandBuffer(commands[0], &begin), "vkBeginCommandBuffer"))
    return false;
  for (DeviceBuffer &b : buffers) {
    VkBufferCopy region{0, 0, b.size};
    vk.vkCmdCopyBuffer(commands[0], b.staging, b.buffer, 1, &region);
  }
  fullBarrier(commands[0]);
  dispatch(commands[0]);
  if (!check(vk.vkEndCommandBuffer(commands[0]), "vkEndCommandBuffer") ||
      !submit(commands[0]))
    return false;
  // 1: the timed dispatches.
  int iterations = launch.iterations < 1 ? 1 : launch.iterations;
  if (!check(vk.vkBeginCommandBuffer(commands[1], &begin), "vkBeginCommandBuffer"))
    return false;
  if (timestamps) {
    vk.vkCmdResetQueryPool(commands[1], queries, 0, 2);
    vk.vkCmdWriteTimestamp(commands[1], VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                           queries, 0);
  }
  for (int i = 0; i < iterations; ++i) {
    fullBarrier(commands[1]);
    dispatch(commands[1]);
  }
  if (timestamps)
    vk.vkCmdWriteTimestamp(commands[1], VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
                           queries, 1);
  if (!check(vk.vkEndCommandBuffer(commands[1]), "vkEndCommandBuffer"))
    return false;
  auto start = std::chrono::steady_clock::now();
  if (!submit(commands[1]))
    return false;
  double hostMs = std::chrono::duration<double, std::milli>(
                      std::chrono::steady_clock::now() - start)
                      .count();
  result.milliseconds = hostMs / iterations;
  if (timestamps) {
    uint64_t ticks[2];
    if (!check(vk.vkGetQueryPoolResults(
                   device, queries, 0, 2, sizeof(ticks), ticks,
                   sizeof(uint64_t),
                   VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT),
               "vkGetQueryPoolResults"))
      return false;
    result.milliseconds = static_cast<double>(ticks[1] - ticks[0]) *
                          properties.limits.timestampPeriod / 1e6 / iterations;
  }
  // 2: download the outputs.
  if (!check(vk.vkBeginCommandBuffer(commands[2], &begin), "vkBeginCommandBuffer"))
    return false;
  fullBarrier(commands[2]);
  for (int i = 0; i < launch.numBuffers; ++i)
    if (launch.buffers[i].output) {
      const DeviceBuffer &b = buffers[bufferOf[i]];
      VkBufferCopy region{0, 0, b.size};
      vk.vkCmdCopyBuffer(commands[2], b.buffer, b.staging, 1, &region);
    }
  if (!check(vk.vkEndCommandBuffer(commands[2]), "vkEndCommandBuffer") ||
      !submit(commands[2]))
    return false;
  for (int i = 0; i < launch.numBuffers; ++i) {
    const AttnVulkanBuffer &out = launch.buffers[i];
    if (!out.output || !out.data || !out.bytes)
      continue;
    void *mapped = nullptr;
    const DeviceBuffer &b = buffers[bufferOf[i]];
    if (!check(vk.vkMapMemory(device, b.stagingMemory, 0, b.size, 0, &mapped),
               "vkMapMemory"))
      return false;
    std::memcpy(out.data, mapped, out.bytes);
    vk.vkUnmapMemory(device, b.stagingMemory);
  }
  return true;
}

bool Runner::readStatistics(AttnVulkanResult &result) {
  auto getProperties =
      reinterpret_cast<PFN_vkGetPipelineExecutablePropertiesKHR>(
          vk.getInstanceProcAddr(instance,
                                 "vkGetPipelineExecutablePropertiesKHR"));
  auto getStatistics =
      reinterpret_cast<PFN_vkGetPipelineExecutableStatisticsKHR>(
          vk.getInstanceProcAddr(instance,
                                 "vkGetPipelineExecutableStatisticsKHR"));
  if (!getProperties || !getStatistics)
    return fail("the Vulkan loader has no vkGetPipelineExecutablePropertiesKHR "
                "or vkGetPipelineExecutableStatisticsKHR");
  VkPipelineInfoKHR info{VK_STRUCTURE_TYPE_PIPELINE_INFO_KHR};
  info.pipeline = pipeline;
  std::vector<VkPipelineExecutablePropertiesKHR> executables;
  if (!check(queryAll(
                 [&](uint32_t *count, VkPipelineExecutablePropertiesKHR *out) {
                   return getProperties(device, &info, count, out);
                 },
                 VkPipelineExecutablePropertiesKHR{
                     VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_PROPERTIES_KHR},
                 executables),
             "vkGetPipelineExecutablePropertiesKHR"))
    return false;
  const size_t count = executables.size();
  std::string text;
  for (size_t e = 0; e < count; ++e) {
    VkPipelineExecutableInfoKHR which{
        VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR};
    which.pipeline = pipeline;
    which.executableIndex = static_cast<uint32_t>(e);
    std::vector<VkPipelineExecutableStatisticKHR> values;
    if (!check(queryAll(
                   [&](uint32_t *n, VkPipelineExecutableStatisticKHR *out) {
                     return getStatistics(device, &which, n, out);
                   },
                   VkPipelineExecutableStatisticKHR{
                       VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR},
                   values),
               "vkGetPipelineExecutableStatisticsKHR"))
      return false;
    for (size_t i = 0; i < values.size(); ++i) {
      const VkPipelineExecutableStatisticKHR &v = values[i];
      std::string value;
      switch (v.format) {
      case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_BOOL32_KHR:
        value = v.value.b32 ? "true" : "false";
        break;
      case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_INT64_KHR:
        value = std::to_string(v.value.i64);
        break;
      case VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR:
        value = std::to_string(v.value.u64);
        break;
      default:
        value = std::to_string(v.value.f64);
        break;
      }
      if (!text.empty())
        text += "; ";
      if (i == 0 && count > 1)
        text += std::string(executables[e].name) + ": ";
      text += std::string(v.name) + "=" + value;
    }
  }
  std::snprintf(result.statistics, sizeof(result.statistics), "%s",
                text.c_str());
  return true;
}

} // namespace

extern "C" int attnVulkanRun(const AttnVulkanLaunch *launch,
                             AttnVulkanResult *result) {
  std::memset(result, 0, sizeof(*result));
  std::string error;
  bool ok;
  {
    Runner runner(error);
    ok = runner.run(*launch, *result);
  }
  if (ok)
    return 0;
  std::snprintf(result->error, sizeof(result->error), "%s", error.c_str());
  return 1;
}

extern "C" void attnVulkanStructSizes(size_t *buffer, size_t *launch,
                                      size_t *result) {
  *buffer = sizeof(AttnVulkanBuffer);
  *launch = sizeof(AttnVulkanLaunch);
  *result = sizeof(AttnVulkanResult);
}

extern "C" int attnVulkanListDevices(char *names, size_t size) {
  std::string error, text;
  std::vector<std::string> devices;
  Runner runner(error);
  bool ok = runner.acquireInstance() && runner.listDevices(devices);
  for (const std::string &d : devices)
    text += d + "\n";
  if (size)
    std::snprintf(names, size, "%s", ok ? text.c_str() : error.c_str());
  return ok ? static_cast<int>(devices.size()) : -1;
}
