"""Kernel launches through the CUDA driver API (ctypes on libcuda.so.1).

No LLVM, MLIR or CUDA toolkit at run time: PTX is JIT-compiled by the
driver, a cubin loaded as is. Launches go to the caller's stream, in the
context the caller (PyTorch) made current.
"""

import ctypes
import threading

_lib = None
_modules = {}


class CudaError(RuntimeError):
    pass


def _driver():
    global _lib
    if _lib is None:
        try:
            _lib = ctypes.CDLL("libcuda.so.1")
        except OSError as error:
            raise CudaError(f"no NVIDIA driver (libcuda.so.1): {error}") from None
        u = ctypes.c_uint
        _lib.cuLaunchKernel.argtypes = [ctypes.c_void_p, u, u, u, u, u, u, u, ctypes.c_void_p,
                                        ctypes.POINTER(ctypes.c_void_p), ctypes.c_void_p]
        _check(_lib.cuInit(0), "cuInit")
    return _lib


def _check(status, what):
    if status != 0:
        name = ctypes.c_char_p()
        if _lib is not None:
            _lib.cuGetErrorName(status, ctypes.byref(name))
        raise CudaError(f"{what} failed: {name.value.decode() if name.value else status}")


def _function(kernel, device=None):
    """The CUfunction of `kernel` in the current context (loaded once).
    A thread without a current context (autograd's backward threads, where
    PyTorch has not made one current yet) takes device `device`'s primary
    context, the one PyTorch's runtime calls use."""
    lib = _driver()
    context = ctypes.c_void_p()
    _check(lib.cuCtxGetCurrent(ctypes.byref(context)), "cuCtxGetCurrent")
    if not context.value and device is not None:
        handle = ctypes.c_int()
        _check(lib.cuDeviceGet(ctypes.byref(handle), device), "cuDeviceGet")
        _check(lib.cuDevicePrimaryCtxRetain(ctypes.byref(context), handle),
               "cuDevicePrimaryCtxRetain")
        _check(lib.cuCtxSetCurrent(context), "cuCtxSetCurrent")
    if not context.value:
        raise CudaError("no current CUDA context (initialise CUDA, e.g. with torch, first)")
    key = (id(kernel), context.value)
    if key not in _modules:
        image = kernel.binary + (b"\0" if kernel.format == "ptx" else b"")
        module = ctypes.c_void_p()
        _check(lib.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(image)),
               "cuModuleLoadData")
        function = ctypes.c_void_p()
        _check(lib.cuModuleGetFunction(ctypes.byref(function), module,
                                       kernel.manifest["kernel"].encode()),
               "cuModuleGetFunction")
        # More than 48 KiB of dynamic shared memory needs the kernel's opt-in.
        shared = kernel.manifest.get("dynamic_shared_memory_bytes", 0)
        if shared > 48 * 1024:
            max_dynamic_shared_size_bytes = 8  # CU_FUNC_ATTRIBUTE_...
            _check(lib.cuFuncSetAttribute(function, max_dynamic_shared_size_bytes, shared),
                   "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)")
        _modules[key] = (kernel, module, function)  # keeps `kernel` alive with its id
    return _modules[key][2]


_MULTIPROCESSORS = {}


def multiprocessors(device: int) -> int:
    """Device `device`'s multiprocessor count (cached)."""
    if device not in _MULTIPROCESSORS:
        lib = _driver()
        handle, count = ctypes.c_int(), ctypes.c_int()
        _check(lib.cuDeviceGet(ctypes.byref(handle), device), "cuDeviceGet")
        multiprocessor_count = 16  # CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT
        _check(lib.cuDeviceGetAttribute(ctypes.byref(count), multiprocessor_count, handle),
               "cuDeviceGetAttribute(MULTIPROCESSOR_COUNT)")
        _MULTIPROCESSORS[device] = count.value
    return _MULTIPROCESSORS[device]


_CTYPES = {"ptr": ctypes.c_uint64, "f32": ctypes.c_float, "i64": ctypes.c_int64}

# cuTensorMapEncodeTiled's enums (cuda.h): CU_TENSOR_MAP_DATA_TYPE_FLOAT16
# and _BFLOAT16, CU_TENSOR_MAP_SWIZZLE_*, CU_TENSOR_MAP_L2_PROMOTION_L2_128B.
_TENSOR_MAP_TYPES = {"f16": 6, "bf16": 9}
_SWIZZLES = {0: 0, 32: 1, 64: 2, 128: 3}
_L2_PROMOTION_128B = 2


def _encode_tiled():
    lib = _driver()
    encode = getattr(lib, "cuTensorMapEncodeTiled", None)
    if encode is None:
        raise CudaError("the NVIDIA driver has no cuTensorMapEncodeTiled (a TMA kernel needs "
                        "a CUDA 12 driver)")
    if encode.argtypes is None:
        p32, p64 = ctypes.POINTER(ctypes.c_uint32), ctypes.POINTER(ctypes.c_uint64)
        i = ctypes.c_int
        encode.argtypes = [ctypes.c_void_p, i, ctypes.c_uint32, ctypes.c_void_p, p64, p64,
                           p32, p32, i, i, i, i]
    return encode


class TensorMap:
    """The 128-byte CUtensorMap parameter of a TMA kernel (64-byte aligned
    in its buffer, as the driver and the kernel's .param declare it), for
    tensors of one shape and strides (a compiler.TensorMapSpec): encoded
    again only when the tensor's address changes. Rows and columns past
    the tensor read as zeros (no OOB fill value)."""

    def __init__(self, spec):
        self.spec = spec
        rank = len(spec.extents)
        self._storage = (ctypes.c_uint8 * 192)()
        base = ctypes.addressof(self._storage)
        self.address = base + (-base % 64)
        self._extents = (ctypes.c_uint64 * rank)(*spec.extents)
        self._strides = (ctypes.c_uint64 * max(rank - 1, 1))(*spec.strides)
        self._box = (ctypes.c_uint32 * rank)(*spec.box, *([1] * (rank - len(spec.box))))
        self._element_strides = (ctypes.c_uint32 * rank)(*([1] * rank))
        self.pointer = None

    def encode(self, pointer: int):
        if pointer == self.pointer:
            return
        spec = self.spec
        status = _encode_tiled()(
            ctypes.c_void_p(self.address), _TENSOR_MAP_TYPES[spec.dtype], len(spec.extents),
            ctypes.c_void_p(pointer), self._extents, self._strides, self._box,
            self._element_strides, 0, _SWIZZLES[spec.swizzle_bytes], _L2_PROMOTION_128B, 0)
        _check(status, f"cuTensorMapEncodeTiled of '{spec.tensor}' (extents {spec.extents}, "
                       f"byte strides {spec.strides}, box {spec.box})")
        self.pointer = pointer


class PreparedLaunch:
    """The argument buffer of one launch configuration of a kernel (grid,
    block, `args`: [(kind, value)], a ptr's value the name of its tensor,
    a tensor_map's its compiler.TensorMapSpec), built once: a launch only
    writes the tensors' addresses into it (and encodes a tensor map again
    when its tensor moved). Its lock keeps two threads from filling it at
    once (the driver reads it during cuLaunchKernel, which ctypes calls
    without the GIL)."""

    def __init__(self, kernel, grid, block, args):
        if kernel.format == "mlir":
            raise CudaError("an --emit=mlir kernel cannot be launched; compile to ptx or cubin")
        self.kernel = kernel
        self.dims = (*grid, *block)
        self.shared = kernel.manifest.get("dynamic_shared_memory_bytes", 0)
        self.values, self.pointers, self.maps, addresses = [], [], [], []
        for kind, value in args:
            if kind == "tensor_map":
                self.maps.append(TensorMap(value))
                addresses.append(self.maps[-1].address)
                continue
            slot = _CTYPES[kind](0 if kind == "ptr" else value)
            self.values.append(slot)
            addresses.append(ctypes.addressof(slot))
            if kind == "ptr":
                self.pointers.append((slot, value))
        self.params = (ctypes.c_void_p * len(addresses))(*addresses)
        self.lock = threading.Lock()

    def __call__(self, tensors, stream, device=None):
        """Launches on `stream` with the addresses of `tensors` (by name), in
        the current context (or device `device`'s primary one: _function)."""
        function = _function(self.kernel, device)
        with self.lock:
            for value, name in self.pointers:
                value.value = tensors[name].data_ptr()
            for tensor_map in self.maps:
                tensor_map.encode(tensors[tensor_map.spec.tensor].data_ptr())
            _check(_lib.cuLaunchKernel(function, *self.dims, self.shared,
                                       ctypes.c_void_p(stream), self.params, None),
                   "cuLaunchKernel")
