//===- Manifest.cpp - what attn-run accepts in a manifest -----------------===//

#include "Manifest.h"
#include "Problem.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <fstream>
#include <limits>
#include <map>
#include <set>
#include <sstream>
#include <vector>

using namespace attnrun;

std::string attnrun::readBoundedFile(const std::string &path, size_t maxBytes,
                                     const std::string &what) {
  struct stat info;
  if (::stat(path.c_str(), &info) != 0)
    die("cannot read '" + path + "'");
  if (!S_ISREG(info.st_mode))
    die("cannot read '" + path + "': not a regular file");
  if (static_cast<unsigned long long>(info.st_size) > maxBytes)
    die("cannot read '" + path + "': " + std::to_string(info.st_size) +
        " bytes, more than the " + std::to_string(maxBytes) + " a " + what +
        " may have");
  std::ifstream in(path, std::ios::binary);
  if (!in)
    die("cannot read '" + path + "'");
  // Read at most one byte more than allowed: a file that grew meanwhile is
  // refused as well.
  std::string bytes(maxBytes + 1, '\0');
  in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (in.bad())
    die("cannot read '" + path + "'");
  bytes.resize(static_cast<size_t>(in.gcount()));
  if (bytes.size() > maxBytes)
    die("cannot read '" + path + "': more than the " +
        std::to_string(maxBytes) + " bytes a " + what + " may have");
  return bytes;
}

//===----------------------------------------------------------------------===//
// The schema
//===----------------------------------------------------------------------===//

namespace {

enum class Type { String, Integer, Boolean, Array, IntegerArray };

/// Where a field must be present.
enum class Presence { Required, Optional, NVVM, SPIRV };

struct Field {
  const char *name;
  Type type;
  Presence presence;
  /// Integer: the range it must be in.
  long long min = 0, max = 0;
  /// String: the values it may take (none: any non-empty string).
  std::vector<const char *> values = {};
  /// Array: of strings (no `items`) or of objects with the fields `items`.
  const std::vector<Field> *items = nullptr;
};

constexpr long long kInt32Max = std::numeric_limits<int32_t>::max();

const std::vector<Field> kLoopFields = {
    // b0, b1, ... (batch dims), m, n, k1, k2.
    {"name", Type::String, Presence::Required},
    // -1: dynamic, given with --shape.
    {"size", Type::Integer, Presence::Required, -1, kMaxDimSize},
};

const std::vector<Field> kTensorFields = {
    {"name", Type::String, Presence::Required, 0, 0,
     {"q", "k", "v", "mask", "o", "lse", "do", "d", "c", "dq", "dk", "dv"}},
    {"element_type", Type::String, Presence::Required, 0, 0,
     {"f32", "f16", "bf16", "i1"}},
    // Loop names, outermost first.
    {"dims", Type::Array, Presence::Required},
    {"output", Type::Boolean, Presence::Required},
};

const std::vector<Field> kArgFields = {
    {"name", Type::String, Presence::Required},
    {"type",
     Type::String,
     Presence::Required,
     0,
     0,
     {"ptr", "f32", "i64", "tensor_map"}},
    // A tensor map (TMA kernels): its tensor, the tensor's dims in the
    // map's order, the box (columns, rows) and the swizzle.
    {"tensor", Type::String, Presence::Optional},
    {"dims", Type::Array, Presence::Optional},
    {"box", Type::IntegerArray, Presence::Optional, 1, 256},
    {"swizzle_bytes", Type::Integer, Presence::Optional, 128, 128},
};

const std::vector<Field> kParamFields = {
    {"name", Type::String, Presence::Required},
    {"type", Type::String, Presence::Required, 0, 0, {"f32", "i32"}},
};

const std::vector<Field> kBindingFields = {
    {"name", Type::String, Presence::Required},
    {"set", Type::Integer, Presence::Optional, 0, 0},
    {"binding", Type::Integer, Presence::Required, 0, 1023},
    {"storage_type",
     Type::String,
     Presence::Required,
     0,
     0,
     {"f32", "i32", "f16", "i16", "i8", "vector<4xi32>"}},
    // A second binding of a tensor's buffer, as 16-byte vectors.
    {"tensor", Type::String, Presence::Optional},
};

/// Every field attn-run reads, with its type and range. Other fields are
/// ignored.
const std::vector<Field> kManifestFields = {
    {"kernel", Type::String, Presence::Required},
    {"target", Type::String, Presence::Required, 0, 0, {"nvvm", "spirv"}},
    {"format",
     Type::String,
     Presence::Required,
     0,
     0,
     {"ptx", "cubin", "spirv", "mlir"}},
    {"artifact", Type::String, Presence::Required},
    {"chip", Type::String, Presence::Optional},
    {"target_env", Type::String, Presence::Optional},
    {"variant", Type::String, Presence::Optional},
    {"causal",
     Type::String,
     Presence::Required,
     0,
     0,
     {"none", "top_left", "bottom_right"}},
    // Threads per workgroup (CUDA's and Vulkan's most).
    {"block_size", Type::Integer, Presence::Required, 1, 1024},
    // Query rows and keys per workgroup.
    {"tile_m", Type::Integer, Presence::Required, 1, 65536},
    {"tile_n", Type::Integer, Presence::Optional, 1, 65536},
    {"shared_memory_bytes", Type::Integer, Presence::Optional, 0, kInt32Max},
    {"dynamic_shared_memory_bytes", Type::Integer, Presence::Optional, 0,
     kInt32Max},
    {"subgroup_size", Type::Integer, Presence::Optional, 1, 128},
    // The dim the workgroups tile along grid x (the gradients' key pass:
    // n, by tile_n) and the batch dims along grid y (default: every one).
    {"grid_dim", Type::String, Presence::Optional, 0, 0, {"m", "n"}},
    {"grid_batch_dims", Type::Array, Presence::Optional},
    // Persistent workgroups: the grid is one row of at most one workgroup a
    // multiprocessor (CudaBackend).
    {"persistent", Type::Boolean, Presence::Optional},
    // Packed variable-length sequences' offsets arguments (refused: see
    // validate).
    {"sequence_offsets", Type::Array, Presence::Optional},
    // The gradients' query pass: the key pass's manifest, beside it.
    {"next_manifest", Type::String, Presence::Optional},
    {"loops", Type::Array, Presence::Required, 0, 0, {}, &kLoopFields},
    {"tensors", Type::Array, Presence::Required, 0, 0, {}, &kTensorFields},
    {"args", Type::Array, Presence::NVVM, 0, 0, {}, &kArgFields},
    {"params", Type::Array, Presence::SPIRV, 0, 0, {}, &kParamFields},
    {"bindings", Type::Array, Presence::SPIRV, 0, 0, {}, &kBindingFields},
};

[[noreturn]] void fail(const std::string &message) {
  throw std::runtime_error(message);
}

std::string describeNumber(double number) {
  char text[64];
  // Integers in full (2^60 as 1152921504606846976), others as they read.
  if (number == std::trunc(number) && std::fabs(number) < 1e21)
    std::snprintf(text, sizeof(text), "%.0f", number);
  else
    std::snprintf(text, sizeof(text), "%.17g", number);
  return text;
}

/// What `field` must be, for its errors: "an integer from 1 to 1024".
std::string expectation(const Field &field) {
  switch (field.type) {
  case Type::String: {
    if (field.values.empty())
      return "a non-empty string";
    std::string list;
    for (size_t i = 0; i < field.values.size(); ++i)
      list += std::string(i == 0 ? "" : i + 1 == field.values.size() ? " or " : ", ") +
              "\"" + field.values[i] + "\"";
    return list;
  }
  case Type::Integer:
    return field.min == field.max
               ? "the integer " + std::to_string(field.min)
               : "an integer from " + std::to_string(field.min) + " to " +
                     std::to_string(field.max);
  case Type::Boolean:
    return "true or false";
  case Type::Array:
    return field.items ? "an array of objects" : "an array of strings";
  case Type::IntegerArray:
    return "an array of integers from " + std::to_string(field.min) + " to " +
           std::to_string(field.max);
  }
  return "";
}

/// What `value` is, for the errors: `"abc"`, `0`, `an array`.
std::string describeValue(const Json &value) {
  if (value.kind == Json::Kind::String)
    return "\"" + value.string + "\"";
  if (value.kind == Json::Kind::Number)
    return describeNumber(value.number);
  if (value.kind == Json::Kind::Bool)
    return value.boolean ? "true" : "false";
  return describeKind(value.kind);
}

void checkObject(const Json &object, const std::vector<Field> &fields,
                 const std::string &path, const std::string &target);

/// Checks `value`, the field `field` at `path`.
void checkField(const Json &value, const Field &field, const std::string &path,
                const std::string &target) {
  auto wrong = [&] {
    fail("'" + path + "' must be " + expectation(field) + ", got " +
         describeValue(value));
  };
  switch (field.type) {
  case Type::String:
    if (value.kind != Json::Kind::String || value.string.empty())
      wrong();
    if (!field.values.empty()) {
      bool known = false;
      for (const char *allowed : field.values)
        known = known || value.string == allowed;
      if (!known)
        wrong();
    }
    return;
  case Type::Integer:
    if (!value.isInteger() || value.integer() < field.min ||
        value.integer() > field.max)
      wrong();
    return;
  case Type::Boolean:
    if (value.kind != Json::Kind::Bool)
      wrong();
    return;
  case Type::Array:
    if (value.kind != Json::Kind::Array)
      wrong();
    for (size_t i = 0; i < value.array.size(); ++i) {
      const Json &item = value.array[i];
      std::string itemPath = path + "[" + std::to_string(i) + "]";
      if (field.items) {
        if (item.kind != Json::Kind::Object)
          fail("'" + itemPath + "' must be an object, got " +
               describeValue(item));
        checkObject(item, *field.items, itemPath, target);
      } else if (item.kind != Json::Kind::String || item.string.empty()) {
        fail("'" + itemPath + "' must be a non-empty string, got " +
             describeValue(item));
      }
    }
    return;
  case Type::IntegerArray:
    if (value.kind != Json::Kind::Array)
      wrong();
    for (size_t i = 0; i < value.array.size(); ++i) {
      const Json &item = value.array[i];
      if (!item.isInteger() || item.integer() < field.min ||
          item.integer() > field.max)
        fail("'" + path + "[" + std::to_string(i) +
             "]' must be an integer "
             "from " +
             std::to_string(field.min) + " to " + std::to_string(field.max) +
             ", got " + describeValue(item));
    }
    return;
  }
}

void checkObject(const Json &object, const std::vector<Field> &fields,
                 const std::string &path, const std::string &target) {
  for (const Field &field : fields) {
    std::string fieldPath = path.empty() ? field.name : path + "." + field.name;
    bool needed = field.presence == Presence::Required ||
                  (field.presence == Presence::NVVM && target == "nvvm") ||
                  (field.presence == Presence::SPIRV && target == "spirv");
    if (!object.has(field.name)) {
      if (needed)
        fail("'" + fieldPath + "' is missing (" + expectation(field) + ")");
      continue;
    }
    checkField(object.object.at(field.name), field, fieldPath, target);
  }
}

/// Whether `name` is a loop name of the manifests: b<digits>, m, n, k1, k2.
bool isLoopName(const std::string &name) {
  if (name == "m" || name == "n" || name == "k1" || name == "k2")
    return true;
  if (name.size() < 2 || name.size() > 4 || name[0] != 'b')
    return false;
  for (size_t i = 1; i < name.size(); ++i)
    if (name[i] < '0' || name[i] > '9')
      return false;
  return true;
}

/// Whether a kernel parameter named `name` gets a value: m, n,
/// size_<loop>, <tensor>_stride_<loop>.
bool isParameterName(const std::string &name, const std::set<std::string> &loops,
                     const std::set<std::string> &tensors) {
  if (name == "m" || name == "n")
    return true;
  if (name.rfind("size_", 0) == 0)
    return loops.count(name.substr(5)) != 0;
  size_t stride = name.find("_stride_");
  return stride != std::string::npos && tensors.count(name.substr(0, stride)) &&
         loops.count(name.substr(stride + 8));
}

/// A tensor map argument: an f16 or bf16 tensor's dims, each once (at most
/// five), and a box of two sizes in [1, 256] (the rest 1).
void validateTensorMap(
    const Json &arg,
    const std::map<std::string, std::set<std::string>> &tensorDims,
    const std::map<std::string, std::string> &tensorTypes) {
  const std::string &name = arg.at("name").string;
  if (!arg.has("tensor") || !arg.has("dims") || !arg.has("box") ||
      !arg.has("swizzle_bytes"))
    fail("tensor map argument '" + name +
         "' needs 'tensor', 'dims', 'box' and 'swizzle_bytes'");
  const std::string &tensor = arg.at("tensor").string;
  auto it = tensorDims.find(tensor);
  if (it == tensorDims.end())
    fail("tensor map argument '" + name + "' names no tensor");
  const std::string &type = tensorTypes.at(tensor);
  if (type != "f16" && type != "bf16")
    fail("tensor map argument '" + name + "' needs an f16 or bf16 tensor, '" +
         tensor + "' is " + type);
  const auto &dims = arg.at("dims").array;
  if (dims.size() != it->second.size() || dims.size() > 5)
    fail("tensor map argument '" + name + "' must list each of the " +
         std::to_string(it->second.size()) + " dims of '" + tensor +
         "' once (at most 5)");
  std::set<std::string> seen;
  for (const Json &d : dims)
    if (d.kind != Json::Kind::String || !it->second.count(d.string) ||
        !seen.insert(d.string).second)
      fail("tensor map argument '" + name + "' must list each dim of '" +
           tensor + "' once");
  if (arg.at("box").array.size() != 2)
    fail("tensor map argument '" + name + "' needs a box of 2 sizes");
}

} // namespace

void attnrun::validateManifest(const Json &manifest) {
  if (manifest.kind != Json::Kind::Object)
    fail("a manifest is a JSON object, got " + describeValue(manifest));
  // The target first: it says which other fields are needed.
  std::string target;
  if (manifest.has("target") &&
      manifest.object.at("target").kind == Json::Kind::String)
    target = manifest.object.at("target").string;
  checkObject(manifest, kManifestFields, "", target);
  // Kernels of several sequences, whose dims are not one attention's.
  struct SequenceKernel {
    const char *key, *what, *function;
  };
  for (SequenceKernel k :
       {SequenceKernel{"sequence_offsets", "packed variable-length sequences",
                       "varlen_attention"},
        SequenceKernel{"paged_cache", "attention against a paged KV cache",
                       "paged_attention"}})
    if (manifest.has(k.key))
      fail("kernel '" + manifest.at("kernel").string + "' is one of " + k.what +
           " (" + k.key +
           "): attn-run runs kernels of one attn.attention; run it through "
           "attn_mlir.torch." +
           k.function + ", or compile one sequence's attn.attention");

  // What the fields say of each other.
  std::set<std::string> loops;
  for (const Json &loop : manifest.at("loops").array) {
    const std::string &name = loop.at("name").string;
    if (!isLoopName(name))
      fail("loop '" + name + "' is none of b0, b1, ..., m, n, k1, k2");
    if (!loops.insert(name).second)
      fail("loop '" + name + "' is given twice");
    if (loop.at("size").integer() == 0)
      fail("loop '" + name + "' has size 0; sizes are at least 1, or -1 "
           "(dynamic, given with --shape)");
  }
  for (const char *required : {"m", "n", "k1", "k2"})
    if (!loops.count(required))
      fail(std::string("manifest has no loop '") + required + "'");

  // What each kind of kernel writes and must have: the forward O (and the
  // LSE); the gradients' query pass D, c and dQ; their key pass dK and dV.
  const std::string &kernel = manifest.at("kernel").string;
  std::set<std::string> outputs = {"o", "lse"},
                        required = {"q", "k", "v", "o"};
  if (kernel == "attention_backward_dq") {
    outputs = {"d", "c", "dq"};
    required = {"q", "k", "v", "o", "do", "lse", "d", "c", "dq"};
  } else if (kernel == "attention_backward_dkdv") {
    outputs = {"dk", "dv"};
    required = {"q", "k", "v", "do", "lse", "d", "c", "dk", "dv"};
    // dQ by atomics: the key pass adds to the query pass's zero dQ.
    if (manifest.has("accumulates"))
      for (const Json &name : manifest.at("accumulates").array) {
        if (name.string != "dq")
          fail("'accumulates' names '" + name.string +
               "'; the key pass adds only to 'dq'");
        outputs.insert("dq");
        required.insert("dq");
      }
  }
  bool backward = outputs.count("o") == 0;
  std::set<std::string> tensors;
  std::map<std::string, std::set<std::string>> tensorDims;
  std::map<std::string, std::string> tensorTypes;
  for (const Json &t : manifest.at("tensors").array) {
    const std::string &name = t.at("name").string;
    if (!tensors.insert(name).second)
      fail("tensor '" + name + "' is given twice");
    std::set<std::string> dims;
    for (const Json &d : t.at("dims").array) {
      if (!loops.count(d.string))
        fail("tensor '" + name + "' uses unknown dim '" + d.string + "'");
      if (!dims.insert(d.string).second)
        fail("tensor '" + name + "' uses dim '" + d.string + "' twice");
    }
    tensorDims[name] = dims;
    tensorTypes[name] = t.at("element_type").string;
    bool gradient = name == "do" || name == "d" || name == "c" ||
                    name == "dq" || name == "dk" || name == "dv";
    if (gradient && !backward)
      fail("tensor '" + name + "' belongs to the gradients' kernels, not to "
           "kernel '" + kernel + "'");
    bool output = outputs.count(name) != 0;
    if (t.at("output").boolean != output)
      fail("tensor '" + name + "' must " + (output ? "" : "not ") +
           "be an output");
  }
  for (const std::string &name : required)
    if (!tensors.count(name))
      fail("manifest has no tensor '" + name + "'");
  if (manifest.has("grid_dim") && manifest.at("grid_dim").string == "n" &&
      !manifest.has("tile_n"))
    fail("'grid_dim' n needs 'tile_n'");
  if (manifest.has("grid_batch_dims"))
    for (const Json &dim : manifest.at("grid_batch_dims").array)
      if (!loops.count(dim.string) || dim.string[0] != 'b')
        fail("'grid_batch_dims' names '" + dim.string +
             "', which is not a batch loop");
  if (manifest.has("next_manifest")) {
    const std::string &next = manifest.at("next_manifest").string;
    if (kernel != "attention_backward_dq")
      fail("'next_manifest' belongs to the gradients' query pass "
           "(attention_backward_dq), not to kernel '" + kernel + "'");
    if (next.find('/') != std::string::npos)
      fail("'next_manifest' must name a file beside the manifest, got \"" +
           next + "\"");
  }

  if (target == "nvvm") {
    for (const Json &arg : manifest.at("args").array) {
      const std::string &name = arg.at("name").string,
                        &type = arg.at("type").string;
      if (type == "ptr" && !tensors.count(name))
        fail("argument '" + name + "' names no tensor");
      if (type == "i64" && !isParameterName(name, loops, tensors))
        fail("argument '" + name + "' is not understood (m, n, size_<dim> "
             "or <tensor>_stride_<dim>)");
      if (type == "tensor_map")
        validateTensorMap(arg, tensorDims, tensorTypes);
    }
  } else {
    for (const Json &param : manifest.at("params").array) {
      const std::string &name = param.at("name").string;
      if (param.at("type").string == "i32" &&
          !isParameterName(name, loops, tensors))
        fail("parameter '" + name + "' is not understood (m, n, size_<dim> "
             "or <tensor>_stride_<dim>)");
    }
    const Json &bindings = manifest.at("bindings");
    for (size_t i = 0; i < bindings.array.size(); ++i) {
      const Json &binding = bindings.array[i];
      const std::string &name = binding.at("name").string;
      if (binding.at("binding").integer() != static_cast<long long>(i))
        fail("binding of '" + name + "' is not " + std::to_string(i) +
             "; the manifest's bindings must be numbered in order");
      if (name == "params")
        continue;
      std::string storage = binding.at("storage_type").string, element;
      // A vector view names its tensor; the others are named as theirs.
      bool view = storage == "vector<4xi32>";
      if (view != binding.has("tensor"))
        fail("binding '" + name + "' " +
             (view ? "of vector<4xi32> names no 'tensor' it views"
                   : "has a 'tensor' but is not a vector<4xi32> view"));
      const std::string &tensor = view ? binding.at("tensor").string : name;
      if (!tensors.count(tensor))
        fail("binding '" + name + "' names no tensor");
      for (const Json &t : manifest.at("tensors").array)
        if (t.at("name").string == tensor)
          element = t.at("element_type").string;
      if (view) {
        if (16 % elementBytes(element))
          fail("binding '" + name + "' views " + element +
               " elements as 16-byte vectors");
        continue;
      }
      if (elementBytes(element) != elementBytes(storage))
        fail("binding '" + name + "' stores " + storage +
             ", which does not hold the tensor's " + element + " elements");
    }
  }
}

//===----------------------------------------------------------------------===//
// What the sizes imply
//===----------------------------------------------------------------------===//

/// Bytes of memory of this machine (physical pages); 0 when unknown.
static unsigned long long machineMemoryBytes() {
  long pages = ::sysconf(_SC_PHYS_PAGES), pageSize = ::sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || pageSize <= 0)
    return 0;
  return static_cast<unsigned long long>(pages) *
         static_cast<unsigned long long>(pageSize);
}

void attnrun::checkProblemLimits(const Problem &problem) {
  const Json &manifest = problem.manifest;
  bool spirv = manifest.at("target").string == "spirv";
  // Every tensor's bytes, and all of them together, within the machine's
  // memory (they are allocated on the host, then on the device).
  unsigned long long total = 0, memory = machineMemoryBytes();
  for (const Tensor &t : problem.tensors) {
    unsigned long long elements = 1, bytes = 0;
    for (const std::string &d : t.dims)
      if (__builtin_mul_overflow(elements,
                                 static_cast<unsigned long long>(
                                     problem.sizes.at(d)),
                                 &elements))
        die("tensor '" + t.name + "' has more elements than 64 bits count");
    if (__builtin_mul_overflow(elements, t.bytes, &bytes) ||
        __builtin_add_overflow(total, bytes, &total))
      die("tensor '" + t.name + "' has more bytes than 64 bits count");
    if (spirv && elements > static_cast<unsigned long long>(kInt32Max))
      die("tensor '" + t.name + "' has " + std::to_string(elements) +
          " elements, more than the 32-bit index of the Vulkan kernel");
  }
  if (memory && total > memory)
    die("the tensors need " + std::to_string(total) + " bytes, more than the " +
        std::to_string(memory) + " bytes of memory of this machine");

  // The launch: query tiles along x, batch elements along y.
  if (problem.batch > 65535)
    die("the batch dims multiply to " + std::to_string(problem.batch) +
        ", more than the 65535 workgroup rows (grid y) a launch can have; "
        "split the batch");
  if (problem.gridX > kInt32Max)
    die("m = " + std::to_string(problem.sizes.at("m")) + " needs " +
        std::to_string(problem.gridX) +
        " workgroups along x, more than a launch can have");

  // Every scalar parameter has a value, which SPIR-V kernels take in 32 bits.
  const Json &scalars = manifest.at(spirv ? "params" : "args");
  for (const Json &scalar : scalars.array) {
    const std::string &name = scalar.at("name").string,
                      &type = scalar.at("type").string;
    if (type != "i32" && type != "i64")
      continue;
    std::optional<long long> value = problem.findParameter(name);
    if (!value)
      die("parameter '" + name + "' is not understood");
    if (type == "i32" && *value > kInt32Max)
      die("parameter '" + name + "' = " + std::to_string(*value) +
          " does not fit the 32-bit index of the Vulkan kernel");
  }
}
