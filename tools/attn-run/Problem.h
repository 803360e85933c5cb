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

/// Reads the manifest at `manifestPath` and its artifact, sizes every dim
/// from it and `shapeText` (`name=size,...`) and allocates the tensors
/// (zeroed); no `scale` means 1/sqrt(k1). The manifest is validated
/// (validateManifest) before any of its fields is used, and the sizes
/// (checkProblemLimits) before anything is allocated. An empty `backend`
/// becomes the one the manifest's target needs; a `deviceName` is for the
/// vulkan backend only. Dies on any error.
Problem loadProblem(const std::string &manifestPath, std::string &backend,
                    const std::string &deviceName, const std::string &shapeText,
                    std::optional<double> scale);

/// How masks hide keys: the value of a hidden key in an additive mask
/// (-inf, or the lowest finite value of the mask's element type), and
/// whether the rows m with m % 5 == 2 hide every key.
struct MaskFill {
  bool finiteMin = false;
  bool maskedRows = false;
};

/// Fills the inputs of `problem` with values seeded by `seed`: uniform in
/// [-1, 1); masks keep 80% of the keys (none of the masked rows').
void fillInputs(Problem &problem, unsigned seed, MaskFill fill);

/// The largest error allowed in an output of `o`'s element type (relative
/// to outputs of magnitude 1).
double tolerance(const Tensor &o);

/// What a run of the gradients' kernels is asked for.
struct BackwardRun {
  std::string manifestPath, shapeText;
  int iterations = 10;
  unsigned seed = 1;
  MaskFill fill;
  bool check = false;
  bool statistics = false;
};

/// Runs the two kernels of the gradients (BackwardRun.cpp): `query` is the
/// loaded query pass (attention_backward_dq), whose manifest names the key
/// pass's (next_manifest). Prints the time of both and, with `run.check`,
/// the errors of dQ, dK and dV against float64 gradients computed on the
/// host from a float64 forward (O and the LSE the kernels read are its
/// results). With `run.statistics`, prints each kernel's statistics
/// (runCuda). Returns 0, or 1 when a check fails; dies on errors.
int runBackward(Problem &query, const BackwardRun &run);

/// Device name and milliseconds per launch.
struct Timing {
  std::string device;
  double milliseconds = 0;
  /// What the driver says of the compiled kernel (registers, memory,
  /// occupancy), where asked for: "NAME=VALUE; ...".
  std::string statistics;
};

/// Runs the PTX/cubin kernel through the CUDA driver; with `statistics`,
/// also reports its registers, local and shared memory and workgroups a
/// multiprocessor.
Timing runCuda(Problem &problem, int iterations, bool statistics = false);
/// Runs the SPIR-V kernel through Vulkan on the device whose name contains
/// `device` (the first one when empty); with `statistics`, also reports the
/// driver's statistics of the compiled pipeline.
Timing runVulkan(Problem &problem, int iterations, const std::string &device,
                 bool statistics = false);

} // namespace attnrun

#endif // ATTN_TOOLS_ATTN_RUN_PROBLEM_H
