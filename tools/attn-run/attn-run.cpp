//===- attn-run.cpp - run and check a compiled attention kernel -----------===//
//
//   attn-run MANIFEST [--backend=cuda|vulkan] [--device=NAME] [--check]
//            [--reference=MANIFEST] [--shape=b0=2,m=128,...] [--iters=N]
//            [--scale=S] [--seed=N] [--mask-fill=-inf|finfo-min]
//            [--masked-rows] [--progress|--no-progress]
//
// Reads the manifest written by attn-compile, fills seeded inputs, runs the
// kernel artifact through the CUDA driver (PTX/cubin, backend cuda) or
// Vulkan (SPIR-V, backend vulkan; --device picks the device by name; without
// --backend, the one the manifest's target needs), both
// opened at run time: attn-run links no LLVM/MLIR, CUDA or Vulkan and
// builds everywhere. Times the launches (CUDA events, Vulkan timestamp
// queries) and, with --check, compares the output (and LSE) with a float64
// reference computed on the host: all rows for small problems, an even
// sample of rows for large ones. Prints `max_abs_err=<e>` and PASS or FAIL;
// exits 1 beyond the tolerance of the output type, 2 on any error. With
// --reference, also runs the reference kernel of the same op (attn-compile
// --kernel=reference: two passes per row, f32 outputs) on the same inputs
// and compares every output element (`reference_max_abs_err=<e>`): the
// check of problems too large for the host. Additive masks hide keys with
// -inf, or with --mask-fill=finfo-min with the lowest finite value of their
// element type (torch.finfo(dtype).min, as Hugging Face models do);
// --masked-rows hides every key of the rows m with m % 5 == 2.
//
// The gradients of attn.attention_backward are two kernels: attn-run runs
// them from the first one's manifest (BackwardRun.cpp), and --check
// compares dQ, dK and dV with float64 gradients computed on the host.
//
//===----------------------------------------------------------------------===//

#include "Json.h"
#include "Manifest.h"
#include "Problem.h"
#include "Progress.h"
#include "Reference.h"

#include "attn/Runtime/VulkanRunner.h"
#include "attn/Version.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <thread>
#include <map>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace attnrun;

void attnrun::die(const std::string &message) {
  if (Progress::current)
    Progress::current->abandon();
  std::cerr << "attn-run: " << message << "\n";
  std::exit(2);
}

size_t attnrun::elementBytes(const std::string &type) {
  if (type == "f32" || type == "i32")
    return 4;
  if (type == "f16" || type == "bf16" || type == "i16")
    return 2;
  if (type == "i1" || type == "i8")
    return 1;
  die("unsupported element type '" + type + "' in the manifest");
}

namespace {

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

uint16_t toHalf(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000;
  int32_t exp = ((x >> 23) & 0xff) - 127 + 15;
  uint32_t mant = x & 0x7fffff;
  if (((x >> 23) & 0xff) == 0xff)
    return sign | 0x7c00 | (mant ? 0x200 : 0);
  if (exp >= 31)
    return sign | 0x7c00;
  if (exp <= 0) {
    if (exp < -10)
      return sign;
    mant |= 0x800000;
    uint32_t shift = 14 - exp;
    uint32_t half = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t mid = 1u << (shift - 1);
    if (rem > mid || (rem == mid && (half & 1)))
      ++half;
    return sign | half;
  }
  uint32_t half = (exp << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (half & 1)))
    ++half;
  return sign | half;
}

float fromHalf(uint16_t h) {
  uint32_t sign = (h & 0x8000) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;
  uint32_t x;
  if (exp == 0) {
    if (mant == 0) {
      x = sign;
    } else {
      int e = -1;
      do {
        ++e;
        mant <<= 1;
      } while (!(mant & 0x400));
      x = sign | ((127 - 15 - e) << 23) | ((mant & 0x3ff) << 13);
    }
  } else if (exp == 31) {
    x = sign | 0x7f800000 | (mant << 13);
  } else {
    x = sign | ((exp - 15 + 127) << 23) | (mant << 13);
  }
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

uint16_t toBF16(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t rounding = 0x7fff + ((x >> 16) & 1);
  return static_cast<uint16_t>((x + rounding) >> 16);
}

float fromBF16(uint16_t b) {
  uint32_t x = static_cast<uint32_t>(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

} // namespace

void Tensor::setType(const std::string &elementType) {
  type = elementType;
  if (type == "f32")
    element = Element::F32;
  else if (type == "f16")
    element = Element::F16;
  else if (type == "bf16")
    element = Element::BF16;
  else if (type == "i1")
    element = Element::I1;
  else
    die("unsupported element type '" + type + "' of tensor '" + name +
        "' in the manifest");
  bytes = elementBytes(type);
}

double Tensor::get(long long i) const {
  const uint8_t *p = host.data() + i * bytes;
  uint16_t h = 0;
  switch (element) {
  case Element::F32: {
    float f;
    std::memcpy(&f, p, 4);
    return f;
  }
  case Element::I1:
    return *p ? 1.0 : 0.0;
  case Element::F16:
    std::memcpy(&h, p, 2);
    return fromHalf(h);
  case Element::BF16:
    std::memcpy(&h, p, 2);
    return fromBF16(h);
  }
  return 0;
}

void Tensor::set(long long i, float v) {
  uint8_t *p = host.data() + i * bytes;
  uint16_t h = 0;
  switch (element) {
  case Element::F32:
    std::memcpy(p, &v, 4);
    return;
  case Element::I1:
    *p = v != 0.0f;
    return;
  case Element::F16:
    h = toHalf(v);
    break;
  case Element::BF16:
    h = toBF16(v);
    break;
  }
  std::memcpy(p, &h, 2);
}

Tensor *Problem::tensorNamed(const std::string &name) {
  for (Tensor &t : tensors)
    if (t.name == name)
      return &t;
  return nullptr;
}

const Tensor *Problem::tensorNamed(const std::string &name) const {
  return const_cast<Problem *>(this)->tensorNamed(name);
}

std::optional<long long>
Problem::findParameter(const std::string &name) const {
  if (name == "m" || name == "n")
    return sizes.at(name);
  if (name.rfind("size_", 0) == 0 && sizes.count(name.substr(5)))
    return sizes.at(name.substr(5));
  size_t stridePos = name.find("_stride_");
  if (stridePos == std::string::npos)
    return std::nullopt;
  const Tensor *t = tensorNamed(name.substr(0, stridePos));
  if (!t)
    return std::nullopt;
  auto it = t->strides.find(name.substr(stridePos + 8));
  return it == t->strides.end() ? 0 : it->second; // omitted: broadcast
}

long long Problem::parameter(const std::string &name) const {
  std::optional<long long> value = findParameter(name);
  if (!value)
    die("parameter '" + name + "' is not understood");
  return *value;
}

/// `text` as a whole decimal integer from `min` to `max`; dies naming
/// `what` otherwise.
static long long parseInteger(const std::string &text, long long min,
                              long long max, const std::string &what) {
  errno = 0;
  char *end = nullptr;
  long long value = std::strtoll(text.c_str(), &end, 10);
  bool whole = !text.empty() && (std::isdigit(static_cast<unsigned char>(text[0])) ||
                                 text[0] == '-') &&
               end == text.c_str() + text.size();
  if (!whole || errno == ERANGE || value < min || value > max)
    die(what + " must be an integer from " + std::to_string(min) + " to " +
        std::to_string(max) + ", got '" + text + "'");
  return value;
}

/// The sizes of `--shape=name=size,...`: each name once, each size from 1
/// to kMaxDimSize.
static std::map<std::string, long long> parseShape(const std::string &text) {
  std::map<std::string, long long> out;
  std::stringstream s(text);
  std::string item;
  while (std::getline(s, item, ',')) {
    size_t eq = item.find('=');
    if (eq == std::string::npos || eq == 0)
      die("--shape expects name=size pairs, got '" + item + "'");
    std::string name = item.substr(0, eq);
    if (out.count(name))
      die("--shape gives '" + name + "' twice");
    out[name] = parseInteger(item.substr(eq + 1), 1, kMaxDimSize,
                             "--shape " + name);
  }
  return out;
}

/// Prints the Vulkan devices, one per line; exits 2 when there are none.
static int listVulkanDevices() {
  char names[4096];
  int count = attnVulkanListDevices(names, sizeof(names));
  if (count <= 0)
    die(count < 0 ? std::string("vulkan: ") + names : "no Vulkan device");
  std::fputs(names, stdout);
  return 0;
}

/// Reads the manifest at `manifestPath` and its artifact, sizes every dim
/// from it and `shapeText` and allocates the tensors (zeroed); no `scale`
/// means 1/sqrt(k1). The manifest is validated (validateManifest) before
/// any of its fields is used, and the sizes (checkProblemLimits) before
/// anything is allocated. An empty `backend` becomes the one the manifest's
/// target needs; a `deviceName` is for the vulkan backend only.
Problem attnrun::loadProblem(const std::string &manifestPath,
                             std::string &backend,
                             const std::string &deviceName,
                             const std::string &shapeText,
                             std::optional<double> scale) {
  Problem problem;
  Json &manifest = problem.manifest;
  std::map<std::string, long long> &sizes = problem.sizes;
  try {
    manifest = attnrun::parseJson(
        readBoundedFile(manifestPath, kMaxManifestBytes, "manifest"));
    validateManifest(manifest);
  } catch (const std::runtime_error &e) {
    die(std::string("bad manifest '") + manifestPath + "': " + e.what());
  }
  // No --backend: the one that runs the manifest's target.
  if (backend.empty())
    backend = manifest.at("target").str() == "nvvm" ? "cuda" : "vulkan";
  if (!deviceName.empty() && backend != "vulkan")
    die("--device picks a Vulkan device; the cuda backend runs on device 0");
  std::string runs = backend == "cuda" ? "nvvm" : "spirv";
  if (manifest.at("target").str() != runs)
    die("manifest target '" + manifest.at("target").str() +
        "' is not runnable by the " + backend + " backend (it runs " + runs +
        " kernels)");
  if (manifest.at("format").str() == "mlir")
    die(std::string("manifest describes MLIR, not a kernel binary; compile "
                    "with ") +
        (backend == "cuda" ? "--emit=ptx or --emit=cubin" : "--emit=spirv"));
  std::string dir = manifestPath.substr(0, manifestPath.find_last_of('/') + 1);
  problem.artifact = readBoundedFile(dir + manifest.at("artifact").str(),
                                     kMaxArtifactBytes, "kernel artifact");
  problem.causal = manifest.at("causal").str();

  std::map<std::string, long long> given = parseShape(shapeText);
  for (const Json &loop : manifest.at("loops").array) {
    std::string name = loop.at("name").str();
    long long size = loop.at("size").integer();
    if (given.count(name)) {
      if (size >= 0 && given[name] != size)
        die("--shape " + name + "=" + std::to_string(given[name]) +
            " disagrees with the compiled size " + std::to_string(size));
      size = given[name];
      given.erase(name);
    }
    if (size < 0)
      die("size of '" + name + "' is dynamic: give it with --shape");
    sizes[name] = size;
  }
  if (!given.empty())
    die("--shape names unknown dim '" + given.begin()->first + "'");

  // The tensors' layouts (contiguous, the last dim fastest); their elements
  // are counted by checkProblemLimits, without overflow, before they are
  // allocated.
  for (const Json &t : manifest.at("tensors").array) {
    Tensor tensor;
    tensor.name = t.at("name").str();
    tensor.setType(t.at("element_type").str());
    tensor.output = t.at("output").boolean;
    for (const Json &d : t.at("dims").array)
      tensor.dims.push_back(d.str());
    problem.tensors.push_back(tensor);
  }
  // One row of workgroups per batch element (grid y), one column per query
  // tile (grid x); the gradients' key pass: per key block of each batch
  // element of K (its grid_dim and grid_batch_dims).
  if (manifest.has("grid_batch_dims")) {
    for (const Json &dim : manifest.at("grid_batch_dims").array)
      problem.batch *= sizes.at(dim.str());
  } else {
    for (auto &[name, size] : sizes)
      if (name[0] == 'b')
        problem.batch *= size;
  }
  bool keyGrid =
      manifest.has("grid_dim") && manifest.at("grid_dim").str() == "n";
  long long tile = manifest.at(keyGrid ? "tile_n" : "tile_m").integer();
  long long rows = sizes[keyGrid ? "n" : "m"];
  problem.gridX = rows / tile + (rows % tile != 0);
  problem.block = static_cast<unsigned>(manifest.at("block_size").integer());
  checkProblemLimits(problem);

  for (Tensor &tensor : problem.tensors) {
    long long stride = 1;
    for (auto it = tensor.dims.rbegin(); it != tensor.dims.rend(); ++it) {
      tensor.strides[*it] = stride;
      stride *= sizes[*it];
    }
    tensor.elements = stride;
    try {
      tensor.host.assign(static_cast<size_t>(stride) * tensor.bytes, 0);
    } catch (const std::bad_alloc &) {
      die("cannot allocate the " + std::to_string(stride * tensor.bytes) +
          " bytes of tensor '" + tensor.name + "'");
    }
  }
  problem.scale =
      scale ? *scale : 1.0 / std::sqrt(static_cast<double>(sizes["k1"]));
  return problem;
}

static constexpr long long kMaskedRowPeriod = 5;

/// The lowest finite value of `element` (torch.finfo(dtype).min).
static float lowestFinite(Tensor::Element element) {
  switch (element) {
  case Tensor::Element::F16:
    return -65504.0f;
  case Tensor::Element::BF16:
    return -3.38953139e38f; // 0xFF7F: bf16's largest exponent and mantissa
  default:
    return -std::numeric_limits<float>::max();
  }
}

/// Fills the inputs of `problem` with values seeded by `seed`: uniform in
/// [-1, 1); masks keep 80% of the keys (none of the masked rows').
void attnrun::fillInputs(Problem &problem, unsigned seed, MaskFill fill) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  long long m = problem.sizes["m"];
  for (Tensor &t : problem.tensors) {
    if (t.output)
      continue;
    bool isMask = t.name == "mask";
    bool boolean = t.element == Tensor::Element::I1;
    float hidden = boolean ? 0.0f
                   : fill.finiteMin ? lowestFinite(t.element)
                                    : -INFINITY;
    long long rowStride = t.strides.count("m") ? t.strides.at("m") : 0;
    for (long long i = 0; i < t.elements; ++i) {
      float v = uniform(rng);
      if (isMask) {
        bool visible = v > -0.6f;
        if (fill.maskedRows && rowStride &&
            (i / rowStride) % m % kMaskedRowPeriod == 2)
          visible = false;
        v = visible ? (boolean ? 1.0f : 0.0f) : hidden;
      }
      t.set(i, v);
    }
  }
}

/// The error of a log-sum-exp `got` against `want`: 0 where both are the
/// same infinity (a row that sees no key), infinite where it is NaN.
static double lseError(double got, double want) {
  double err = (std::isinf(want) && got == want) ? 0 : std::fabs(got - want);
  return std::isnan(err) ? INFINITY : err;
}

double attnrun::tolerance(const Tensor &o) {
  return o.type == "f32" ? 2e-4 : o.type == "f16" ? 4e-3 : 2e-2;
}

/// Runs the reference kernel of `referencePath` (attn-compile
/// --kernel=reference) on the inputs `problem` ran on, compares every
/// element of the outputs, prints `reference_max_abs_err=<e>` and PASS or
/// FAIL, and returns 0 or 1.
static int compareWithReference(Problem &problem,
                                const std::string &referencePath,
                                const std::string &backend,
                                const std::string &shapeText,
                                const std::string &deviceName) {
  std::string referenceBackend = backend;
  Problem ref =
      loadProblem(referencePath, referenceBackend, /*deviceName=*/"",
                  shapeText, problem.scale);
  if (!ref.manifest.has("variant") ||
      ref.manifest.at("variant").str() != "reference")
    die("'" + referencePath +
        "' is not a reference kernel (compile it with --kernel=reference)");
  if (ref.sizes != problem.sizes || ref.tensors.size() != problem.tensors.size())
    die("the reference kernel '" + referencePath +
        "' has other dims or tensors than the kernel");
  for (const Tensor &t : problem.tensors) {
    Tensor *r = ref.tensorNamed(t.name);
    if (!r || r->dims != t.dims || (!t.output && r->type != t.type))
      die("the reference kernel's tensor '" + t.name +
          "' differs from the kernel's (compile both from the same op)");
    if (!t.output)
      r->host = t.host; // the same inputs
  }
  try {
    if (backend == "cuda")
      runCuda(ref, 1);
    else
      runVulkan(ref, 1, deviceName);
  } catch (const std::runtime_error &e) {
    die(std::string("bad manifest '") + referencePath + "': " + e.what());
  }
  double maxErr = 0, maxLseErr = 0;
  bool finite = true;
  const Tensor &o = *problem.tensorNamed("o"), &refO = *ref.tensorNamed("o");
  for (long long i = 0; i < o.elements; ++i) {
    double got = o.get(i);
    finite = finite && std::isfinite(got);
    maxErr = std::max(maxErr, std::fabs(got - refO.get(i)));
  }
  const Tensor *lse = problem.tensorNamed("lse");
  if (lse) {
    const Tensor &refLse = *ref.tensorNamed("lse");
    for (long long i = 0; i < lse->elements; ++i) {
      maxLseErr = std::max(maxLseErr, lseError(lse->get(i), refLse.get(i)));
    }
  }
  double tol = tolerance(o);
  bool ok = finite && maxErr <= tol && (!lse || maxLseErr <= 1e-3);
  std::printf("reference_max_abs_err=%.3e tol=%.1e", maxErr, tol);
  if (lse)
    std::printf(" reference_lse_err=%.3e", maxLseErr);
  std::printf(" elements_checked=%lld\n%s\n", o.elements, ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}

// clang-format off
static const char kHelp[] = R"(attn-run: runs a kernel written by attn-compile and checks it

USAGE: attn-run MANIFEST [options]
       attn-run --list-devices

MANIFEST is the JSON file attn-compile writes beside the kernel (OUT.json).
The inputs are filled with seeded random values; the kernel is launched
once to warm up, then timed over --iters launches; the time and TFLOP/s are
printed. A few launches run at the GPU's highest clock, which a sustained
load lowers on a power-limited GPU (an H100 by 8-10 %): to set a figure
beside a library's, time 100 launches or more, or measure both in one
process (benchmarks/sweep.py). The gradients of attn.attention_backward are
two kernels (OUT and OUT.1): give the first one's manifest, which names the
second; both run, on O and LSE of a float64 forward with --check, which then
compares dQ, dK and dV with float64 gradients (TFLOP/s count 2.5 forwards).

OPTIONS:
  --backend=cuda|vulkan      where to run (default: the manifest's target:
                             nvvm runs on cuda, spirv on vulkan)
  --device=NAME              the Vulkan device whose name contains NAME
  --list-devices             list the Vulkan devices and exit
  --check                    compare the output (and LSE) with a float64
                             reference on the host: every row of small
                             problems, about 256 rows of large ones
  --reference=MANIFEST       also run the reference kernel of the same op
                             (attn-compile --kernel=reference) on the same
                             inputs and compare every output element
  --shape=NAME=SIZE,...      sizes of dynamic dims (b0, m, n, k1, k2, ...)
  --iters=N                  timed launches (default 10)
  --kernel-statistics        also print what the driver says of the
                             compiled kernel: on cuda its registers, local
                             and shared memory and workgroups a
                             multiprocessor; on vulkan the pipeline's
                             statistics (VK_KHR_pipeline_executable_
                             properties; a device without it is an error)
  --scale=S                  the softmax scale when the kernel takes it
  --seed=N                   seed of the inputs (default 1)
  --mask-fill=-inf|finfo-min the value hiding keys in additive masks
                             (finfo-min: the lowest finite value)
  --masked-rows              hide every key of the rows m with m % 5 == 2
  --progress, --no-progress  a progress line for long phases on stderr
                             (default: on when stderr is a terminal)
  --version                  print the version and exit
  --help                     print this help and exit

EXIT CODES:
  0  the kernel ran (and every check passed)
  1  a check failed: an error beyond the output type's tolerance or a
     non-finite output
  2  an error: bad options or manifest, no device, a failed launch
)";
// clang-format on

/// The most launches --iters may time.
constexpr long long kMaxIterations = 100000;

/// `text` as a finite number; dies naming `what` otherwise.
static double parseFinite(const std::string &text, const std::string &what) {
  char *end = nullptr;
  double value = std::strtod(text.c_str(), &end);
  if (text.empty() || std::isspace(static_cast<unsigned char>(text[0])) ||
      end != text.c_str() + text.size() || !std::isfinite(value))
    die(what + " must be a finite number, got '" + text + "'");
  return value;
}

int main(int argc, char **argv) {
  // The backend: cuda or vulkan, or empty for the one the manifest's target
  // needs.
  std::string manifestPath, backend, shapeText, deviceName, referencePath;
  bool check = false;
  bool statistics = false;
  int iters = 10;
  unsigned seed = 1;
  MaskFill maskFill;
  std::optional<double> scale;
  // --progress (1), --no-progress (0), or the default: on a terminal.
  int progressRequest = -1;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    // Whether `a` is option `flag` (`--flag=VALUE` or `--flag VALUE`); then
    // `text` is its value.
    std::string text;
    auto is = [&](const std::string &flag) {
      if (a.rfind(flag + "=", 0) == 0) {
        text = a.substr(flag.size() + 1);
        return true;
      }
      if (a != flag)
        return false;
      if (i + 1 >= argc)
        die("option " + flag + " needs a value");
      text = argv[++i];
      return true;
    };
    if (a == "--check")
      check = true;
    else if (a == "--kernel-statistics")
      statistics = true;
    else if (a == "--list-devices")
      return listVulkanDevices();
    else if (is("--backend"))
      backend = text;
    else if (is("--device"))
      deviceName = text;
    else if (is("--shape"))
      shapeText = text;
    else if (is("--iters"))
      iters = static_cast<int>(parseInteger(text, 1, kMaxIterations, "--iters"));
    else if (is("--seed"))
      seed = static_cast<unsigned>(parseInteger(
          text, 0, std::numeric_limits<uint32_t>::max(), "--seed"));
    else if (is("--reference"))
      referencePath = text;
    else if (is("--scale"))
      scale = parseFinite(text, "--scale");
    else if (is("--mask-fill")) {
      if (text != "-inf" && text != "finfo-min")
        die("--mask-fill must be -inf or finfo-min, got '" + text + "'");
      maskFill.finiteMin = text == "finfo-min";
    } else if (a == "--masked-rows")
      maskFill.maskedRows = true;
    else if (a == "--progress")
      progressRequest = 1;
    else if (a == "--no-progress")
      progressRequest = 0;
    else if (a == "--version") {
      std::cout << "attn-run (attn-mlir) " ATTN_VERSION "\n";
      return 0;
    } else if (a == "--help" || a == "-h") {
      std::cout << kHelp;
      return 0;
    } else if (!a.empty() && a[0] == '-')
      die("unknown option '" + a + "'");
    else if (manifestPath.empty())
      manifestPath = a;
    else
      die("more than one manifest given");
  }
  if (manifestPath.empty())
    die("no manifest given (usage: attn-run MANIFEST [options])");
  if (!backend.empty() && backend != "cuda" && backend != "vulkan")
    die("unknown backend '" + backend + "'; known backends: cuda, vulkan");

  Progress progress(progressMode(progressRequest));
  Problem problem =
      loadProblem(manifestPath, backend, deviceName, shapeText, scale);
  const std::string &kernelName = problem.manifest.at("kernel").str();
  if (kernelName == "attention_backward_dkdv")
    die("'" + manifestPath + "' is the gradients' key pass; run the query "
        "pass's manifest (attention_backward_dq), which names it");
  if (kernelName == "attention_backward_dq") {
    if (!referencePath.empty())
      die("--reference runs the reference kernel of a forward kernel; the "
          "gradients are checked with --check");
    BackwardRun run;
    run.manifestPath = manifestPath;
    run.shapeText = shapeText;
    run.iterations = iters;
    run.seed = seed;
    run.fill = maskFill;
    run.check = check;
    run.statistics = statistics;
    return runBackward(problem, run);
  }
  progress.begin("filling the inputs");
  fillInputs(problem, seed, maskFill);
  std::map<std::string, long long> &sizes = problem.sizes;
  const std::string &causal = problem.causal;
  auto tensorNamed = [&](const std::string &name) {
    return problem.tensorNamed(name);
  };
  long long batch = problem.batch;
  long long m = sizes["m"], n = sizes["n"];
  Timing timing;
  progress.begin("running the kernel on " + backend + " (" +
                 std::to_string(iters + 1) + " launches)");
  try {
    timing = backend == "cuda"
                 ? runCuda(problem, iters, statistics)
                 : runVulkan(problem, iters, deviceName, statistics);
  } catch (const std::runtime_error &e) {
    die(std::string("bad manifest '") + manifestPath + "': " + e.what());
  }
  progress.end();
  double ms = timing.milliseconds;
  double flops = 2.0 * batch * m * n * (sizes["k1"] + sizes["k2"]);
  if (causal != "none")
    flops /= 2;
  std::printf("device=\"%s\" time_ms=%.4f tflops=%.2f\n",
              timing.device.c_str(), ms,
              flops / (ms * 1e-3) / 1e12);
  if (statistics)
    std::printf("kernel_statistics: %s\n", timing.statistics.c_str());

  int referenceStatus = 0;
  if (!referencePath.empty()) {
    progress.begin("running the reference kernel");
    referenceStatus = compareWithReference(problem, referencePath, backend,
                                           shapeText, deviceName);
    progress.end();
  }
  if (!check)
    return referenceStatus;
  Tensor &o = *tensorNamed("o");
  Tensor *lse = tensorNamed("lse");

  // Float64 reference on the host: every row of small problems, an even
  // sample of rows otherwise.
  ReferenceAttention reference(problem);
  Tensor &v = *tensorNamed("v");
  // Rows to check: all of them for small problems, else about 256 spread
  // evenly over the batch and the queries.
  long long work = batch * m * n * (sizes["k1"] + sizes["k2"]);
  long long rowStep = work <= 400000000LL ? 1 : std::max(1LL, batch * m / 256);
  long long d2 = sizes["k2"];
  // Rows are checked on every hardware thread, each with its own scratch
  // and error maxima.
  struct RowErrors {
    double maxErr = 0, maxLseErr = 0;
    bool finite = true;
  };
  auto checkRow = [&](long long flat, std::vector<double> &s,
                      std::vector<double> &qRow, RowErrors &errors) {
    BatchIndex index = reference.batchIndex(flat / m);
    long long row = flat % m;
    double mx = reference.scores(index, row, s, qRow);
    long long vb = ReferenceAttention::baseOf(v, index),
              vn = ReferenceAttention::strideOf(v, "n"),
              vs = ReferenceAttention::strideOf(v, "k2"),
              ob = ReferenceAttention::baseOf(o, index) +
                   row * ReferenceAttention::strideOf(o, "m"),
              os = ReferenceAttention::strideOf(o, "k2");
    double sum = 0;
    for (long long j = 0; j < n; ++j) {
      s[j] = std::isinf(mx) ? 0 : std::exp(s[j] - mx);
      sum += s[j];
    }
    for (long long c = 0; c < d2; ++c) {
      double ref = 0;
      for (long long j = 0; j < n && sum > 0; ++j)
        ref += s[j] / sum * v.get(vb + j * vn + c * vs);
      double got = o.get(ob + c * os);
      errors.finite = errors.finite && std::isfinite(got);
      errors.maxErr = std::max(errors.maxErr, std::fabs(got - ref));
    }
    if (lse) {
      double ref = sum > 0 ? mx + std::log(sum) : -INFINITY;
      double got = lse->get(ReferenceAttention::baseOf(*lse, index) +
                            row * ReferenceAttention::strideOf(*lse, "m"));
      errors.maxLseErr = std::max(errors.maxLseErr, lseError(got, ref));
    }
  };
  std::vector<long long> rows;
  for (long long flat = 0; flat < batch * m; flat += rowStep)
    rows.push_back(flat);
  unsigned workers = std::max(1u, std::thread::hardware_concurrency());
  workers = static_cast<unsigned>(
      std::min<size_t>(workers, std::max<size_t>(1, rows.size() / 16)));
  std::vector<RowErrors> perWorker(workers);
  progress.begin("checking rows against the float64 reference",
                 static_cast<long long>(rows.size()));
  std::vector<std::thread> threads;
  for (unsigned w = 0; w < workers; ++w)
    threads.emplace_back([&, w] {
      std::vector<double> s(n), qRow(reference.k1);
      for (size_t i = w; i < rows.size(); i += workers)
      {
        checkRow(rows[i], s, qRow, perWorker[w]);
        progress.advance();
      }
    });
  for (std::thread &t : threads)
    t.join();
  progress.end();
  double maxErr = 0, maxLseErr = 0;
  bool finite = true;
  for (const RowErrors &e : perWorker) {
    maxErr = std::max(maxErr, e.maxErr);
    maxLseErr = std::max(maxLseErr, e.maxLseErr);
    finite = finite && e.finite;
  }
  long long checkedRows = static_cast<long long>(rows.size());
  double tol = tolerance(o);
  bool ok = finite && maxErr <= tol && (!lse || maxLseErr <= 1e-3);
  std::printf("max_abs_err=%.3e tol=%.1e", maxErr, tol);
  if (lse)
    std::printf(" lse_err=%.3e", maxLseErr);
  std::printf(" rows_checked=%lld\n%s\n", checkedRows, ok ? "PASS" : "FAIL");
  return ok && referenceStatus == 0 ? 0 : 1;
}
