"""SPIR-V kernels on numpy arrays through Vulkan (ctypes on the project's
libAttnVulkanRunner.so, which opens libvulkan.so.1 at run time).

No LLVM or MLIR at run time: the runner library and the Vulkan loader with a
driver (Mesa's lavapipe on a CPU-only machine) are all it takes. The runner
is looked up in $ATTN_MLIR_VULKAN_RUNNER, then next to the package (an
installed copy), then in the build tree of this checkout (build/lib).
"""

import ctypes
import math
import os

import numpy as np

from . import validate
from .progress import running

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


class VulkanError(RuntimeError):
    """No runner, no Vulkan device, or the device refused the kernel."""


class _Buffer(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("bytes", ctypes.c_size_t),
                ("storageType", ctypes.c_char_p), ("output", ctypes.c_int)]


class _Launch(ctypes.Structure):
    _fields_ = [("spirv", ctypes.c_void_p), ("spirvBytes", ctypes.c_size_t),
                ("entryPoint", ctypes.c_char_p), ("buffers", ctypes.POINTER(_Buffer)),
                ("numBuffers", ctypes.c_int), ("groups", ctypes.c_uint32 * 3),
                ("iterations", ctypes.c_int), ("device", ctypes.c_char_p),
                ("cooperativeMatrix", ctypes.c_int), ("subgroupSize", ctypes.c_uint32),
                ("loopIterations", ctypes.c_uint64), ("captureStatistics", ctypes.c_int)]


class _Result(ctypes.Structure):
    _fields_ = [("deviceName", ctypes.c_char * 256), ("milliseconds", ctypes.c_double),
                ("error", ctypes.c_char * 512), ("statistics", ctypes.c_char * 2048)]


_lib = None


def loop_iterations(manifest, n):
    """Loop iterations one invocation of the kernel runs at n keys (0 when the
    manifest does not say); the runner refuses launches beyond llvmpipe's
    limit on them."""
    loops = manifest.get("loop_iterations")
    if not loops:
        return 0
    return loops["fixed"] + -(-n // loops["keys_per_block"]) * loops["per_block"]


def runner_candidates():
    """Where libAttnVulkanRunner.so is looked for, in order."""
    candidates = []
    if os.environ.get("ATTN_MLIR_VULKAN_RUNNER"):
        candidates.append(os.environ["ATTN_MLIR_VULKAN_RUNNER"])
    candidates.append(os.path.join(_PACKAGE_DIR, "lib", "libAttnVulkanRunner.so"))
    candidates.append(os.path.join(_PACKAGE_DIR, "..", "..", "build", "lib",
                                   "libAttnVulkanRunner.so"))
    return [os.path.abspath(c) for c in candidates]


def runtime_path():
    """The Vulkan runtime library this process uses (the first of
    runner_candidates() that exists), or None."""
    return next((p for p in runner_candidates() if os.path.exists(p)), None)


def _check_struct_sizes(lib, path):
    """VulkanError unless the runner was built with the structures declared
    here (a runner of another version would read and write past them)."""
    if not hasattr(lib, "attnVulkanStructSizes"):
        raise VulkanError(f"the Vulkan runner {path} is older than this package "
                          "(it has no attnVulkanStructSizes); rebuild or reinstall it")
    sizes = [ctypes.c_size_t() for _ in range(3)]
    lib.attnVulkanStructSizes.argtypes = [ctypes.POINTER(ctypes.c_size_t)] * 3
    lib.attnVulkanStructSizes.restype = None
    lib.attnVulkanStructSizes(*[ctypes.byref(s) for s in sizes])
    ours = [ctypes.sizeof(t) for t in (_Buffer, _Launch, _Result)]
    theirs = [s.value for s in sizes]
    if ours != theirs:
        raise VulkanError(f"the Vulkan runner {path} was built with other structures "
                          f"(buffer, launch, result: {theirs} bytes; this package: {ours}); "
                          "rebuild or reinstall it")


def _runner():
    global _lib
    if _lib is None:
        path = runtime_path()
        if path is None:
            raise VulkanError("the Vulkan runner (libAttnVulkanRunner.so) is not available; "
                              "looked in: " + ", ".join(runner_candidates()))
        lib = ctypes.CDLL(path)
        lib.attnVulkanRun.argtypes = [ctypes.POINTER(_Launch), ctypes.POINTER(_Result)]
        lib.attnVulkanRun.restype = ctypes.c_int
        lib.attnVulkanListDevices.argtypes = [ctypes.c_char_p, ctypes.c_size_t]
        lib.attnVulkanListDevices.restype = ctypes.c_int
        _check_struct_sizes(lib, path)
        _lib = lib
    return _lib


def devices():
    """Names of the Vulkan devices; VulkanError when there is no loader."""
    names = ctypes.create_string_buffer(4096)
    count = _runner().attnVulkanListDevices(names, len(names))
    if count < 0:
        raise VulkanError(names.value.decode(errors="replace"))
    return [n for n in names.value.decode(errors="replace").splitlines() if n]


def available() -> bool:
    """Whether a Vulkan device can run kernels in this process."""
    try:
        return bool(devices())
    except VulkanError:
        return False


# Host encoding of each manifest element type: numpy dtype of the buffer.
_HOST_DTYPES = {"f32": np.float32, "f16": np.float16, "bf16": np.uint16, "i1": np.uint8}


def _to_bf16_bits(array):
    """float arrays -> bf16 bit patterns (round to nearest even)."""
    bits = np.ascontiguousarray(array, dtype=np.float32).view(np.uint32).astype(np.uint64)
    rounded = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return rounded.astype(np.uint16)


def _from_bf16_bits(bits):
    return (bits.astype(np.uint32) << 16).view(np.float32)


def _encode(name, element_type, array):
    """The buffer contents of tensor `name` from a numpy array."""
    array = np.asarray(array)
    if element_type == "i1":
        if array.dtype != np.bool_:
            raise TypeError(f"'{name}' must be a bool array (the kernel's mask is i1), "
                            f"got {array.dtype}")
        return np.ascontiguousarray(array, dtype=np.uint8)
    if not np.issubdtype(array.dtype, np.floating):
        raise TypeError(f"'{name}' must be a float array (the kernel stores "
                        f"{element_type}), got {array.dtype}")
    if element_type == "bf16":
        return _to_bf16_bits(array)
    return np.ascontiguousarray(array, dtype=_HOST_DTYPES[element_type])


def _decode(element_type, buffer):
    if element_type == "bf16":
        return _from_bf16_bits(buffer)
    return buffer


def _cooperative_matrix_kind(manifest, tensors):
    """The runner's cooperativeMatrix field: 0 for other kernels, 1 for the
    cooperative-matrix kernel of f16, 2 of bf16."""
    if manifest.get("variant") != "cooperative_matrix":
        return 0
    return 2 if tensors["q"]["element_type"] == "bf16" else 1


def run(kernel, scale, arrays, device=None, iterations=1, progress=None):
    """Runs SPIR-V `kernel` (an attn_mlir.Kernel) on numpy `arrays` (q, k, v
    and mask when the kernel has one). Returns ({output name: array},
    milliseconds per dispatch, device name); bf16 outputs come back as
    float32. `scale`: see Kernel.scale (None: 1/sqrt(head dim)).
    `progress`: a progress line on stderr while the device runs
    (attn_mlir.progress; default: on a terminal)."""
    manifest = kernel.manifest
    scale = kernel.scale(scale)
    iterations = validate.integer("iterations", iterations, minimum=1, maximum=2 ** 31 - 1)
    if device is not None:
        validate.string("device", device)
    tensors = {t["name"]: t for t in manifest["tensors"]}
    for name in arrays:
        if name not in tensors or tensors[name]["output"]:
            raise ValueError(f"the kernel has no input '{name}'; inputs: "
                             + ", ".join(n for n, t in tensors.items() if not t["output"]))
    inputs = [n for n, t in tensors.items() if not t["output"]]
    sizes = kernel.sizes({n: np.shape(a) for n, a in arrays.items()}, required=inputs)
    # Contiguous buffers, outputs allocated.
    host = {}
    for name, t in tensors.items():
        if t["output"]:
            shape = [sizes[d] for d in t["dims"]]
            host[name] = np.zeros(shape, dtype=_HOST_DTYPES[t["element_type"]])
        else:
            host[name] = _encode(name, t["element_type"], arrays[name])

    # Contiguous element strides of every tensor, then the parameter words.
    strides = {name: [math.prod(sizes[d] for d in t["dims"][i + 1:])
                      for i in range(len(t["dims"]))] for name, t in tensors.items()}
    words = []
    for param in manifest["params"]:
        if param["type"] == "f32":
            words.append(int(np.array(scale, dtype=np.float32).view(np.int32)))
        else:
            words.append(kernel.parameter(param["name"], sizes, strides))
    if any(w >= 2 ** 31 for w in words):
        raise ValueError("a size or stride does not fit the kernel's 32-bit index")
    host["params"] = np.array(words, dtype=np.int32)

    buffers = (_Buffer * len(manifest["bindings"]))()
    keep = []
    for i, binding in enumerate(manifest["bindings"]):
        name = binding["name"]
        if binding["binding"] != i:
            raise ValueError("the manifest's bindings are not numbered in order")
        storage = binding["storage_type"].encode()
        keep.append(storage)
        # A vector view binds its tensor's buffer.
        name = binding.get("tensor", name)
        array = host[name]
        buffers[i] = _Buffer(array.ctypes.data, array.nbytes, storage,
                             1 if name in tensors and tensors[name]["output"] else 0)
    batch = math.prod(s for d, s in sizes.items() if d.startswith("b"))
    groups = (math.ceil(sizes["m"] / manifest["tile_m"]), batch, 1)

    def outputs():
        return {name: _decode(t["element_type"], host[name])
                for name, t in tensors.items() if t["output"]}

    if 0 in groups:
        return outputs(), 0.0, ""
    binary = kernel.binary
    launch = _Launch(ctypes.cast(ctypes.c_char_p(binary), ctypes.c_void_p), len(binary),
                     manifest["kernel"].encode(), buffers, len(manifest["bindings"]),
                     (ctypes.c_uint32 * 3)(*groups), iterations,
                     (device or "").encode(),
                     _cooperative_matrix_kind(manifest, tensors),
                     manifest.get("subgroup_size", 0), loop_iterations(manifest, sizes["n"]))
    result = _Result()
    with running(f"running {manifest['kernel']} on Vulkan ({iterations} dispatches)", progress):
        status = _runner().attnVulkanRun(ctypes.byref(launch), ctypes.byref(result))
    if status != 0:
        raise VulkanError(result.error.decode(errors="replace"))
    return outputs(), result.milliseconds, result.deviceName.decode(errors="replace")
