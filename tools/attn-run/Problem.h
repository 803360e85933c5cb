//===- Problem.h - one attention launch, as attn-run sees it ----*- C++ -*-===//
//
// The host side of a run: the manifest, the sizes of every dim, the tensors
// with their host data, and the value of every scalar kernel parameter. A
// backend (CUDA, Vulkan) uploads the tensors, launches the kernel, times it
// and writes the outputs back into the tensors' host data.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTN_RUN_PROBLEM_H
#define ATTN_TOOLS_ATTN_RUN_PROBLEM_H

#include "Json.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace attnrun {

/// Prints `attn-run: MESSAGE` and exits with status 2.
[[noreturn]] void die(const std::string &message);

/// Bytes of one element of manifest element type `type`.
size_t elementBytes(const std::string &type);

struct Tensor {
  /// How elements are stored (decided once from `type`: get and set run per
  /// element over the whole tensor).
  enum class Element { F32, F16, BF16, I1 };

  std::string name, type;
  Element element = Element::F32;
  size_t bytes = 4;
  std::vector<std::string> dims;
  bool output = false;
  std::map<std::string, long long> strides; // per iteration dim, contiguous
  long long elements = 1;
  std::vector<uint8_t> host;

  /// Sets `type` (a manifest element type) and the storage it implies; dies
  /// on a type attn-run cannot fill.
  void setType(const std::string &elementType);
  double get(long long i) const;
  void set(long long i, float v);
};

struct Problem {
  Json manifest;
  std::vector<Tensor> tensors;
  std::map<std::string, long long> sizes;
  std::string artifact;
  /// The manifest's causal alignment: none, top_left or bottom_right.
  std::string causal;
  double scale = 0;
  /// Workgroups along x (query tiles) and y (batch elements), threads per
  /// workgroup.
  long long gridX = 0, batch = 1;
  unsigned block = 0;

  Tensor *tensorNamed(const std::string &name);
  const Tensor *tensorNamed(const std::string &name) const;
  /// The value of integer kernel parameter `name`: "m", "n", "size_<dim>"
  /// or "<tensor>_stride_<dim>" (0 for a dim the tensor omits); none for
  /// another name.
  std::optional<long long> findParameter(const std::string &name) const;
  /// findParameter's value; dies on a name it does not understand (which
  /// checkProblemLimits has refused already).
  long long parameter(const std::string &name) const;
};

/// Device name and milliseconds per launch.
struct Timing {
  std::string device;
  double milliseconds = 0;
};

/// Runs the PTX/cubin kernel through the CUDA driver.
Timing runCuda(Problem &problem, int iterations);
/// Runs the SPIR-V kernel through Vulkan on the device whose name contains
/// `device` (the first one when empty).
Timing runVulkan(Problem &problem, int iterations, const std::string &device);

} // namespace attnrun

#endif // ATTN_TOOLS_ATTN_RUN_PROBLEM_H
