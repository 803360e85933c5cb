/*===- VulkanRunner.h - run a SPIR-V compute kernel through Vulkan -*- C -*-===*\
|*                                                                            *|
|* A small runtime with no LLVM/MLIR dependency: it opens libvulkan.so.1 at   *|
|* run time, picks a device, enables the features the kernel's buffers need   *|
|* (16-bit storage and Float16 for f16, 16-bit storage and Int16 for i16,     *|
|* 8-bit storage and Int8 for i8, VK_KHR_cooperative_matrix when asked),      *|
|* uploads the buffers, dispatches the kernel, times the dispatches with      *|
|* timestamp queries and reads the output buffers back; asked to, it reports  *|
|* the driver's statistics of the compiled kernel (registers and the like,    *|
|* VK_KHR_pipeline_executable_properties). attn-run --backend=vulkan and the  *|
|* Python package use it.                                                     *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_RUNTIME_VULKANRUNNER_H
#define ATTN_RUNTIME_VULKANRUNNER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One storage buffer of the kernel, bound at (set 0, binding = its index).
typedef struct {
  /// Host data: uploaded before the dispatch; for outputs, overwritten with
  /// the result afterwards.
  void *data;
  size_t bytes;
  /// Element type the kernel stores in the buffer: "f32", "f16", "i32",
  /// "i16" or "i8"; it decides the device features to enable.
  const char *storageType;
  int output;
} AttnVulkanBuffer;

/// What to run.
typedef struct {
  const void *spirv; /* SPIR-V words */
  size_t spirvBytes;
  const char *entryPoint;
  const AttnVulkanBuffer *buffers;
  int numBuffers;
  uint32_t groups[3]; /* workgroups to dispatch */
  /// Timed dispatches after one warm-up dispatch (at least 1).
  int iterations;
  /// Substring of the device name to pick; NULL or "" takes the first
  /// device.
  const char *device;
  /// Non-zero for the cooperative-matrix kernel (manifest variant
  /// "cooperative_matrix"): enables VK_KHR_cooperative_matrix and checks
  /// that the device offers what the kernel uses; 1 for f16 matrices, 2 for
  /// bf16 ones (also VK_KHR_shader_bfloat16 and its bf16 features).
  int cooperativeMatrix;
  /// Subgroup size the kernel was built for (the manifest's
  /// subgroup_size); checked when cooperativeMatrix is set, 0 to skip.
  uint32_t subgroupSize;
  /// Loop iterations one invocation runs at this launch's sizes (from the
  /// manifest's `loop_iterations`), 0 when unknown. llvmpipe stops every
  /// loop of an invocation once 65535 have run in all; the runner refuses
  /// such a launch there instead of returning wrong results.
  uint64_t loopIterations;
  /// Non-zero: the driver's statistics of the compiled kernel into
  /// `AttnVulkanResult::statistics` (VK_KHR_pipeline_executable_properties;
  /// a device without it is an error).
  int captureStatistics;
} AttnVulkanLaunch;

/// What happened.
typedef struct {
  char deviceName[256];
  /// Milliseconds per dispatch, from timestamp queries (host clock when the
  /// queue has no timestamps).
  double milliseconds;
  /// Empty on success, else the reason.
  char error[512];
  /// With `captureStatistics`: "NAME=VALUE" for each statistic the driver
  /// gives, separated by "; " (a name's spaces kept), each executable's
  /// prefixed by its name and ": " where the pipeline has several;
  /// truncated to fit.
  char statistics[2048];
} AttnVulkanResult;

/// Runs `launch`; returns 0 on success, non-zero with `result->error` set.
int attnVulkanRun(const AttnVulkanLaunch *launch, AttnVulkanResult *result);

/// Lists the Vulkan devices, one name per line, into `names`; returns the
/// number of devices, or -1 with `names` holding the reason.
int attnVulkanListDevices(char *names, size_t size);

/// The sizes of AttnVulkanBuffer, AttnVulkanLaunch and AttnVulkanResult
/// this library was built with: a caller declaring them itself (the Python
/// package, through ctypes) checks its own against them before a run.
void attnVulkanStructSizes(size_t *buffer, size_t *launch, size_t *result);

#ifdef __cplusplus
}
#endif

#endif /* ATTN_RUNTIME_VULKANRUNNER_H */
