"""Attention programs run on the host CPU, on numpy arrays: the module goes
through attn-to-llvm-pipeline and MLIR's ExecutionEngine (both in
libAttnCAPI.so), and the function is called through its C interface.

    fn = attn_mlir.compile(text, target="cpu", func="attention")
    out = fn(q, k, v, o, 0.125)          # numpy arrays and Python floats, in order

Arguments: ranked tensors as numpy arrays of the matching element type
(f32, f16, i1 as bool; bf16 has no numpy type), f32 scalars as floats. The
function returns one tensor, which comes back as a new numpy array.
"""

import ctypes

import numpy as np

from . import capi
from .capi import CompileError, _Handle, _StringRef

_NUMPY = {"f32": np.float32, "f16": np.float16, "f64": np.float64, "i1": np.bool_}
_libc = ctypes.CDLL(None)


def _descriptor_type(rank):
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


class CpuFunction:
    """One function of a module JIT-compiled for the host."""

    def __init__(self, source, func="attention", options=""):
        c = capi.compiler()
        lib = c.lib
        _declare(lib)
        errors = []
        on_error = capi._StringCallback(
            lambda message, _: errors.append(message.bytes().decode(errors="replace")))
        text = source.encode()
        with c.lock:
            module = lib.attnParseModule(c.context, _StringRef.of(text), on_error, None)
            if not module.ptr:
                raise CompileError("\n".join(errors))
            try:
                self.params, self.result = _signature(lib, c.context, module, func)
                opts = options.encode()
                if not lib.attnLowerToLLVM(module, _StringRef.of(opts), on_error, None).value:
                    raise CompileError("\n".join(errors))
                self._engine = lib.mlirExecutionEngineCreate(module, 3, 0, None, False, False)
            finally:
                lib.mlirModuleDestroy(module)
        if not self._engine.ptr:
            raise CompileError("the LLVM JIT could not compile the lowered module")
        self._lib = lib
        lib.mlirExecutionEngineInitialize(self._engine)
        name = f"_mlir_ciface_{func}".encode()
        address = lib.mlirExecutionEngineLookup(self._engine, _StringRef.of(name))
        if not address:
            raise CompileError(f"no function '{func}' after lowering")
        arg_types = [ctypes.c_void_p] + [
            ctypes.c_float if p is None else ctypes.c_void_p for p in self.params]
        self._fn = ctypes.CFUNCTYPE(None, *arg_types)(address)
        self.func = func

    def __call__(self, *args):
        if len(args) != len(self.params):
            raise TypeError(f"@{self.func} takes {len(self.params)} arguments, got {len(args)}")
        keep, values = [], []
        for i, (param, arg) in enumerate(zip(self.params, args)):
            if param is None:
                values.append(ctypes.c_float(float(arg)))
                continue
            dtype, shape = param
            if not isinstance(arg, np.ndarray):
                raise TypeError(f"argument {i} of @{self.func} must be a numpy array")
            if arg.dtype != _NUMPY[dtype]:
                raise TypeError(f"argument {i} of @{self.func} is {arg.dtype}, expected "
                                f"{np.dtype(_NUMPY[dtype]).name} ({dtype})")
            if arg.ndim != len(shape) or any(s not in (-1, a) for s, a in zip(shape, arg.shape)):
                raise ValueError(f"argument {i} of @{self.func} has shape {arg.shape}, "
                                 f"expected {_shape_text(shape)}")
            arr = np.ascontiguousarray(arg)
            desc = _descriptor_type(arr.ndim)()
            desc.allocated = desc.aligned = arr.ctypes.data
            desc.offset = 0
            for d in range(arr.ndim):
                desc.sizes[d] = arr.shape[d]
                desc.strides[d] = arr.strides[d] // arr.itemsize
            keep += [arr, desc]
            values.append(ctypes.cast(ctypes.pointer(desc), ctypes.c_void_p))
        dtype, shape = self.result
        result = _descriptor_type(len(shape))()
        self._fn(ctypes.cast(ctypes.pointer(result), ctypes.c_void_p), *values)
        out = _to_numpy(result, len(shape), np.dtype(_NUMPY[dtype]))
        inputs = {a.ctypes.data for a in keep if isinstance(a, np.ndarray)}
        if result.allocated and result.allocated not in inputs:
            _libc.free(ctypes.c_void_p(result.allocated))
        return out

    def __del__(self):
        if getattr(self, "_engine", None) is not None and self._engine.ptr:
            self._lib.mlirExecutionEngineDestroy(self._engine)


def _to_numpy(desc, rank, dtype):
    """A copy of the memref `desc` describes."""
    sizes = [desc.sizes[d] for d in range(rank)]
    if any(s == 0 for s in sizes):
        return np.zeros(sizes, dtype=dtype)
    strides = [desc.strides[d] for d in range(rank)]
    span = 1 + sum((s - 1) * st for s, st in zip(sizes, strides))
    base = desc.aligned + desc.offset * dtype.itemsize
    flat = np.frombuffer((ctypes.c_char * (span * dtype.itemsize)).from_address(base),
                         dtype=dtype, count=span)
    return np.lib.stride_tricks.as_strided(
        flat, sizes, [st * dtype.itemsize for st in strides]).copy()


def _shape_text(shape):
    return "[" + ", ".join("?" if s < 0 else str(s) for s in shape) + "]"


def _declare(lib):
    if getattr(lib, "_attn_cpu_declared", False):
        return
    S, H = _StringRef, _Handle
    sig = {
        "attnParseModule": ([H, S, capi._StringCallback, ctypes.c_void_p], H),
        "attnLowerToLLVM": ([H, S, capi._StringCallback, ctypes.c_void_p], capi._LogicalResult),
        "mlirModuleDestroy": ([H], None),
        "mlirModuleGetBody": ([H], H),
        "mlirBlockGetFirstOperation": ([H], H),
        "mlirOperationGetNextInBlock": ([H], H),
        "mlirOperationGetAttributeByName": ([H, S], H),
        "mlirOperationSetAttributeByName": ([H, S, H], None),
        "mlirUnitAttrGet": ([H], H),
        "mlirStringAttrGetValue": ([H], S),
        "mlirTypeAttrGetValue": ([H], H),
        "mlirFunctionTypeGetNumInputs": ([H], ctypes.c_ssize_t),
        "mlirFunctionTypeGetNumResults": ([H], ctypes.c_ssize_t),
        "mlirFunctionTypeGetInput": ([H, ctypes.c_ssize_t], H),
        "mlirFunctionTypeGetResult": ([H, ctypes.c_ssize_t], H),
        "mlirTypeIsARankedTensor": ([H], ctypes.c_bool),
        "mlirShapedTypeGetRank": ([H], ctypes.c_int64),
        "mlirShapedTypeGetDimSize": ([H, ctypes.c_ssize_t], ctypes.c_int64),
        "mlirShapedTypeIsDynamicDim": ([H, ctypes.c_ssize_t], ctypes.c_bool),
        "mlirShapedTypeGetElementType": ([H], H),
        "mlirTypeIsAF32": ([H], ctypes.c_bool),
        "mlirTypeIsAF16": ([H], ctypes.c_bool),
        "mlirTypeIsAF64": ([H], ctypes.c_bool),
        "mlirTypeIsABF16": ([H], ctypes.c_bool),
        "mlirIntegerTypeGetWidth": ([H], ctypes.c_uint),
        "mlirTypeIsAInteger": ([H], ctypes.c_bool),
        "mlirExecutionEngineCreate": ([H, ctypes.c_int, ctypes.c_int, ctypes.c_void_p,
                                       ctypes.c_bool, ctypes.c_bool], H),
        "mlirExecutionEngineInitialize": ([H], None),
        "mlirExecutionEngineLookup": ([H, S], ctypes.c_void_p),
        "mlirExecutionEngineDestroy": ([H], None),
    }
    for name, (args, res) in sig.items():
        fn = getattr(lib, name)
        fn.argtypes, fn.restype = args, res
    lib._attn_cpu_declared = True


def _element(lib, type_):
    for name, check in (("f32", lib.mlirTypeIsAF32), ("f16", lib.mlirTypeIsAF16),
                        ("f64", lib.mlirTypeIsAF64)):
        if check(type_):
            return name
    if lib.mlirTypeIsAInteger(type_) and lib.mlirIntegerTypeGetWidth(type_) == 1:
        return "i1"
    if lib.mlirTypeIsABF16(type_):
        raise CompileError("bf16 tensors cannot cross to numpy (no bfloat16 type); use f32 "
                           "or f16 at the function boundary")
    raise CompileError("unsupported element type at the function boundary")


def _signature(lib, context, module, func):
    """([(element, shape) or None for f32 scalars], (element, shape)) of
    @func, which also gets llvm.emit_c_interface."""
    op = lib.mlirBlockGetFirstOperation(lib.mlirModuleGetBody(module))
    while op.ptr:
        name = lib.mlirOperationGetAttributeByName(op, _StringRef.of(b"sym_name"))
        if name.ptr and lib.mlirStringAttrGetValue(name).bytes() == func.encode():
            break
        op = lib.mlirOperationGetNextInBlock(op)
    else:
        raise CompileError(f"no function @{func} in the module")
    lib.mlirOperationSetAttributeByName(op, _StringRef.of(b"llvm.emit_c_interface"),
                                        lib.mlirUnitAttrGet(context))
    ftype = lib.mlirTypeAttrGetValue(
        lib.mlirOperationGetAttributeByName(op, _StringRef.of(b"function_type")))

    def describe(t, what):
        if not lib.mlirTypeIsARankedTensor(t):
            if lib.mlirTypeIsAF32(t) and what != "result":
                return None
            raise CompileError(f"{what} of @{func} must be a ranked tensor"
                               + ("" if what == "result" else " or f32"))
        rank = lib.mlirShapedTypeGetRank(t)
        shape = tuple(-1 if lib.mlirShapedTypeIsDynamicDim(t, d) else
                      lib.mlirShapedTypeGetDimSize(t, d) for d in range(rank))
        return _element(lib, lib.mlirShapedTypeGetElementType(t)), shape

    params = [describe(lib.mlirFunctionTypeGetInput(ftype, i), f"argument {i}")
              for i in range(lib.mlirFunctionTypeGetNumInputs(ftype))]
    if lib.mlirFunctionTypeGetNumResults(ftype) != 1:
        raise CompileError(f"@{func} must return exactly one tensor")
    return params, describe(lib.mlirFunctionTypeGetResult(ftype, 0), "result")
