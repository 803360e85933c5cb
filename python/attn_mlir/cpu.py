"""Attention programs run on the host CPU, on numpy arrays: the module goes
through attn-to-llvm-pipeline and MLIR's ExecutionEngine (both in
libAttnCAPI.so), and the function is called through its C interface.

    fn = attn_mlir.compile(text, target="cpu", func="attention")
    out = fn(q, k, v, o, 0.125)          # numpy arrays and Python floats, in order

Arguments: ranked tensors as numpy arrays of the matching element type
(f32, f16, i1 as bool; bf16, which numpy has no type for, as uint16 arrays
of the bf16 bit patterns: `bf16_bits` and `bf16_values` convert), f32
scalars as real numbers. An f32 argument that is the scale of an attn.attention (or of an
attn.attention_backward) may be None: 1/sqrt(head dim), as on the GPU
targets. The function returns one tensor, which comes back as a new numpy
array, or several (such as the gradients dQ, dK, dV of an
attn.attention_backward), which come back as a tuple of them.

With the pipeline option parallel=1 the workgroup tiles run on OpenMP
threads (OMP_NUM_THREADS of them): the OpenMP runtime (libomp.so.5, Debian's
libomp-22-dev) is loaded into the process for the JIT.

Shapes are checked before the call, since compiled code trusts them: every
static dim of the function type, and every dynamic dim against the other
dims it must equal (those indexing one loop of attn.attention or of a
linalg op, or tied through the values in between). Arrays of any strides
run (they are copied to row-major); arrays the function must not write
(read-only, or sharing memory with another argument) are copied too.
"""

import ctypes
import ctypes.util
import os
import re

import numpy as np

from . import capi, validate
from .progress import running
from .capi import CompileError, _Handle, _StringRef

_NUMPY = {"f32": np.float32, "f16": np.float16, "f64": np.float64, "i1": np.bool_,
          "i32": np.int32, "bf16": np.uint16}


def bf16_bits(values) -> np.ndarray:
    """`values` rounded to bf16 (to nearest, ties to even), as the uint16 bit
    patterns the host functions take for bf16 tensors."""
    bits = np.ascontiguousarray(values, dtype=np.float32).view(np.uint32)
    rounded = bits + np.uint32(0x7FFF) + ((bits >> np.uint32(16)) & np.uint32(1))
    out = (rounded >> np.uint32(16)).astype(np.uint16)
    nan = np.isnan(np.asarray(values, dtype=np.float32))
    return np.where(nan, np.uint16(0x7FC0), out)


def bf16_values(bits) -> np.ndarray:
    """The float32 values of bf16 bit patterns (uint16)."""
    return (np.asarray(bits, dtype=np.uint16).astype(np.uint32) << np.uint32(16)).view(
        np.float32)
_libc = ctypes.CDLL(None)


def _descriptor_type(rank):
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p),
              ("offset", ctypes.c_int64)]
    if rank:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}D", (ctypes.Structure,), {"_fields_": fields})


_OPENMP = []


def _load_openmp():
    """The OpenMP runtime in the process, global, where the JIT finds the
    __kmpc_* calls of a module lowered with parallel=1."""
    if _OPENMP:
        return
    candidates = ["libomp.so.5", "libomp.so", ctypes.util.find_library("omp")]
    # Where Debian's LLVM keeps it (libMLIR's directory).
    candidates.append("/usr/lib/llvm-22/lib/libomp.so.5")
    for name in filter(None, candidates):
        try:
            _OPENMP.append(ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL))
            return
        except OSError:
            continue
    raise CompileError("parallel=1 runs the tiles on OpenMP threads, but the OpenMP runtime "
                       "(libomp.so.5; Debian: libomp-22-dev) was not found")


class CpuFunction:
    """One function of a module JIT-compiled for the host."""

    def __init__(self, source, func="attention", options=""):
        if re.search(r"(^|\s)parallel=(1|true)(\s|$)", options):
            _load_openmp()
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
                self.params, self.results = _signature(lib, c.context, module, func)
                self._groups, self._scales, (self._offsets, self._tables) = _tied_dims(
                    lib, c.context, module, func)
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
            raise CompileError(f"the JIT has no function '{func}' after lowering (a function "
                               "the lowered code calls may not be resolvable)")
        self._bind(address, func)

    def _bind(self, address, func):
        """Calls go to the C interface of @func at `address`, whose
        arguments and results self.params and self.results describe."""
        arg_types = [ctypes.c_void_p] + [
            ctypes.c_float if p is None else ctypes.c_void_p for p in self.params]
        self._fn = ctypes.CFUNCTYPE(None, *arg_types)(address)
        self.func = func
        descriptors = [_descriptor_type(len(shape)) for _, shape in self.results]
        self._results_type = type("Results", (ctypes.Structure,), {
            "_fields_": [(f"r{i}", t) for i, t in enumerate(descriptors)]})

    def __call__(self, *args, progress=None):
        """Runs the function on numpy arrays (and Python numbers for its
        scalar arguments). `progress`: a progress line on stderr while it
        runs (attn_mlir.progress; default: on a terminal)."""
        if len(args) != len(self.params):
            raise TypeError(f"@{self.func} takes {len(self.params)} arguments, got {len(args)}")
        self._check_shapes(args)
        keep, values = [], []
        for i, (param, arg) in enumerate(zip(self.params, args)):
            if param is None:
                values.append(ctypes.c_float(self._scalar(i, arg, args)))
                continue
            arr = np.ascontiguousarray(arg)
            # The function may write any argument buffer (the destination
            # at least): never one numpy marks read-only, nor one another
            # argument reads.
            if not arr.flags.writeable or any(np.may_share_memory(arr, a) for a in keep[::2]):
                arr = arr.copy()
            desc = _descriptor_type(arr.ndim)()
            desc.allocated = desc.aligned = arr.ctypes.data
            desc.offset = 0
            for d in range(arr.ndim):
                desc.sizes[d] = arr.shape[d]
                desc.strides[d] = arr.strides[d] // arr.itemsize
            keep += [arr, desc]
            values.append(ctypes.cast(ctypes.pointer(desc), ctypes.c_void_p))
        # One result is returned through a pointer to its descriptor, several
        # through a pointer to a struct of theirs.
        packed = self._results_type()
        with running(f"running @{self.func} on the CPU", progress):
            self._fn(ctypes.cast(ctypes.pointer(packed), ctypes.c_void_p), *values)
        inputs = {a.ctypes.data for a in keep if isinstance(a, np.ndarray)}
        outs = []
        for i, (dtype, shape) in enumerate(self.results):
            result = getattr(packed, f"r{i}")
            outs.append(_to_numpy(result, len(shape), np.dtype(_NUMPY[dtype])))
        for allocation in {getattr(packed, f"r{i}").allocated
                           for i in range(len(self.results))}:
            if allocation and allocation not in inputs:
                _libc.free(ctypes.c_void_p(allocation))
        return outs[0] if len(outs) == 1 else tuple(outs)

    def _check_shapes(self, args):
        """TypeError or ValueError, naming the argument and the dim, unless
        every tensor argument has the element type, rank and static sizes
        of the function type and the dims that must agree do."""
        for i, (param, arg) in enumerate(zip(self.params, args)):
            if param is None:
                continue
            dtype, shape = param
            if not isinstance(arg, np.ndarray):
                raise TypeError(f"argument {i} of @{self.func} must be a numpy array, got "
                                f"{type(arg).__name__}")
            if arg.dtype != _NUMPY[dtype]:
                what = " bit patterns: attn_mlir.cpu.bf16_bits" if dtype == "bf16" else ""
                raise TypeError(f"argument {i} of @{self.func} is {arg.dtype}, expected "
                                f"{np.dtype(_NUMPY[dtype]).name} ({dtype}{what})")
            if arg.ndim != len(shape):
                raise ValueError(f"argument {i} of @{self.func} has shape {arg.shape} (rank "
                                 f"{arg.ndim}), expected {_shape_text(shape)} (rank {len(shape)})")
            for d, (want, got) in enumerate(zip(shape, arg.shape)):
                if want >= 0 and want != got:
                    raise ValueError(f"argument {i} of @{self.func} has shape {arg.shape}, "
                                     f"expected {_shape_text(shape)} (dim {d} is {got}, the "
                                     f"function type says {want})")
        for static, members in self._groups:
            first = None
            for i, d in members:
                size = args[i].shape[d]
                if static is not None and size != static:
                    raise ValueError(
                        f"argument {i} of @{self.func} has size {size} in dim {d}; @{self.func} "
                        f"needs {static} there (the dim indexes a loop of static size {static})")
                if first is None:
                    first = (i, d, size)
                elif size != first[2]:
                    raise ValueError(
                        f"argument {i} of @{self.func} has size {size} in dim {d}, but argument "
                        f"{first[0]} has {first[2]} in dim {first[1]}: the two dims index the "
                        "same loop, so their sizes must agree")
        self._check_offsets(args)
        self._check_tables(args)

    def _check_offsets(self, args):
        """ValueError unless the sequence offsets of each
        attn.varlen_attention (cumulative lengths, i32) are well formed for
        the packed tensors: compiled code trusts them."""
        for arguments, packed in self._offsets:
            lists = [args[i] for i in arguments]
            if len(lists[0]) != len(lists[1]):
                raise ValueError(f"arguments {arguments[0]} and {arguments[1]} of @{self.func} "
                                 f"(sequence offsets) have {len(lists[0])} and {len(lists[1])} "
                                 "entries; both need one per sequence, and one more")
            for i, offsets, group in zip(arguments, lists, packed):
                what = f"argument {i} of @{self.func} (sequence offsets)"
                if len(offsets) == 0 or offsets[0] != 0:
                    raise ValueError(f"{what} must start at 0")
                if np.any(np.diff(offsets.astype(np.int64)) < 0):
                    raise ValueError(f"{what} must not decrease: {offsets.tolist()}")
                members = self._groups[group][1] if group is not None else []
                if members:
                    arg, dim = members[0]
                    size = args[arg].shape[dim]
                    if offsets[-1] > size:
                        raise ValueError(f"{what} ends at {offsets[-1]}, past the {size} "
                                         f"packed rows of argument {arg} (dim {dim})")

    def _check_tables(self, args):
        """ValueError unless the block table and lengths of each
        attn.paged_attention fit its cache: compiled code trusts them."""
        for table, lengths, cache, slot in self._tables:
            problem = validate.page_table_problem(args[lengths], args[table],
                                                  args[cache].shape[0], args[cache].shape[slot])
            if problem:
                raise ValueError(f"arguments {table} and {lengths} of @{self.func} (block "
                                 f"table and lengths against the cache, argument {cache}): "
                                 f"{problem}")

    def _scalar(self, i, arg, args):
        """The f32 value of scalar argument `i`: a real number, or for the
        scale of an attn.attention a finite one or None (1/sqrt(head dim))."""
        if i not in self._scales:
            return validate.real(f"argument {i} of @{self.func}", arg)
        head = None
        static, members = self._groups[self._scales[i]]
        if static is not None:
            head = static
        elif members:
            head = args[members[0][0]].shape[members[0][1]]
        if arg is None and head is None:
            raise TypeError(f"argument {i} of @{self.func} (a scale) is None and the head dim "
                            "is not known from the arguments; pass the scale")
        try:
            return validate.scale(arg, head)
        except (TypeError, ValueError) as error:
            raise type(error)(f"argument {i} of @{self.func}: {error}") from None

    def __del__(self):
        if getattr(self, "_engine", None) is not None and self._engine.ptr:
            self._lib.mlirExecutionEngineDestroy(self._engine)


class LibraryFunction(CpuFunction):
    """One function of a module compiled ahead of time for the host
    (`attn-compile --target=host`), from a shared library, called like a
    CpuFunction. No compiler is loaded: the signature comes from the
    compile manifest. Arguments are checked against the function type
    (element types, ranks, static sizes); unlike a CpuFunction's, the dims
    the function ties together are not (the manifest does not describe them)."""

    def __init__(self, library, manifest, func=None):
        import json
        with open(manifest) as f:
            described = json.load(f)
        if described.get("target") != "host":
            raise CompileError(f"{manifest} is not the manifest of a host module "
                               f"(target {described.get('target')!r})")
        functions = {f["name"]: f for f in described.get("functions", [])}
        if func is None:
            if len(functions) != 1:
                raise CompileError(f"{manifest} has {len(functions)} functions "
                                   f"({', '.join(functions)}); name one")
            func = next(iter(functions))
        if func not in functions:
            raise CompileError(f"no function @{func} in {manifest} "
                               f"(it has {', '.join(functions) or 'none'})")
        entry = functions[func]

        def describe(t, what):
            if t["kind"] == "scalar":
                if t["element"] == "f32" and what != "result":
                    return None
                raise CompileError(f"{what} of @{func} is {t['element']}: only ranked tensors "
                                   "and f32 scalars can be passed")
            if t["element"] not in _NUMPY:
                raise CompileError(f"{what} of @{func} has elements of type {t['element']}")
            return t["element"], tuple(t["shape"])

        self.params = [describe(t, f"argument {i}") for i, t in enumerate(entry["arguments"])]
        self.results = [describe(t, "result") for t in entry["results"]]
        if not self.results:
            raise CompileError(f"@{func} must return at least one tensor")
        self._groups, self._scales, self._offsets, self._tables = [], {}, [], []
        missing = _missing_cpu_features(described.get("cpu_features", []))
        if missing:
            raise CompileError(f"{library} was compiled for CPU {described.get('cpu')!r} and "
                               f"uses {', '.join(missing)}, which this CPU does not have "
                               "(compile it for this machine: --cpu=native)")
        if described.get("needs_openmp"):
            _load_openmp()
        try:
            self._library = ctypes.CDLL(os.path.abspath(library))
            address = ctypes.cast(getattr(self._library, entry["symbol"]), ctypes.c_void_p)
        except (OSError, AttributeError) as error:
            raise CompileError(f"cannot load @{func} from {library}: {error}") from None
        self._bind(address.value, func)


def _missing_cpu_features(features):
    """Those of `features` (LLVM's names of instruction-set extensions, from
    a host manifest) this CPU lacks, as far as /proc/cpuinfo tells (Linux;
    elsewhere none are known to be missing)."""
    try:
        with open("/proc/cpuinfo") as f:
            flags = next((line.split(":", 1)[1].split() for line in f
                          if line.startswith(("flags", "Features"))), None)
    except OSError:
        return []
    if flags is None:
        return []
    # LLVM's names and the kernel's: sse4.2 is sse4_2, avx512bf16 is
    # avx512_bf16, AArch64's neon is asimd.
    spelled = {"sse4.2": "sse4_2", "avx512bf16": "avx512_bf16", "avx512fp16": "avx512_fp16",
               "neon": "asimd"}
    return [f for f in features if spelled.get(f, f) not in flags]


def load_library(library, manifest, func=None):
    """Function `func` (default: the only one) of a shared library linked
    from `attn-compile --target=host` output, as a callable on numpy arrays
    (see CpuFunction). `manifest`: the compile manifest (OUT.json) of the
    object the library was linked from.

        attn-compile attention.mlir --target=host -o attention.o
        cc -shared attention.o -o libattention.so
        fn = attn_mlir.cpu.load_library("libattention.so", "attention.o.json")
    """
    return LibraryFunction(library, manifest, func)


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
        "attnRegisterAllPasses": ([], None),
        "attnRegisterUpstreamPasses": ([], None),
        "mlirModuleGetOperation": ([H], H),
        "mlirOperationClone": ([H], H),
        "mlirOperationDestroy": ([H], None),
        "mlirOperationGetName": ([H], H),
        "mlirIdentifierStr": ([H], S),
        "mlirOperationGetNumOperands": ([H], ctypes.c_ssize_t),
        "mlirOperationGetOperand": ([H, ctypes.c_ssize_t], H),
        "mlirOperationGetNumResults": ([H], ctypes.c_ssize_t),
        "mlirOperationGetResult": ([H, ctypes.c_ssize_t], H),
        "mlirOperationGetNumRegions": ([H], ctypes.c_ssize_t),
        "mlirOperationGetRegion": ([H, ctypes.c_ssize_t], H),
        "mlirRegionGetFirstBlock": ([H], H),
        "mlirBlockGetNextInRegion": ([H], H),
        "mlirBlockGetNumArguments": ([H], ctypes.c_ssize_t),
        "mlirBlockGetArgument": ([H, ctypes.c_ssize_t], H),
        "mlirValueGetType": ([H], H),
        "mlirValueIsABlockArgument": ([H], ctypes.c_bool),
        "mlirBlockArgumentGetArgNumber": ([H], ctypes.c_ssize_t),
        "mlirBlockArgumentGetOwner": ([H], H),
        "mlirAttributeIsAArray": ([H], ctypes.c_bool),
        "mlirArrayAttrGetNumElements": ([H], ctypes.c_ssize_t),
        "mlirArrayAttrGetElement": ([H, ctypes.c_ssize_t], H),
        "mlirAttributeIsAAffineMap": ([H], ctypes.c_bool),
        "mlirAffineMapAttrGetValue": ([H], H),
        "mlirAffineMapGetNumResults": ([H], ctypes.c_ssize_t),
        "mlirAffineMapGetResult": ([H, ctypes.c_ssize_t], H),
        "mlirAffineExprIsADim": ([H], ctypes.c_bool),
        "mlirAffineDimExprGetPosition": ([H], ctypes.c_ssize_t),
        "mlirPassManagerCreate": ([H], H),
        "mlirPassManagerDestroy": ([H], None),
        "mlirPassManagerGetAsOpPassManager": ([H], H),
        "mlirParsePassPipeline": ([H, S, capi._StringCallback, ctypes.c_void_p],
                                  capi._LogicalResult),
        "mlirPassManagerRunOnOp": ([H, H], capi._LogicalResult),
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
    if lib.mlirTypeIsAInteger(type_) and lib.mlirIntegerTypeGetWidth(type_) in (1, 32):
        return f"i{lib.mlirIntegerTypeGetWidth(type_)}"
    if lib.mlirTypeIsABF16(type_):
        return "bf16"
    raise CompileError("unsupported element type at the function boundary")


def _find_func(lib, block, func):
    """The operation @func among those of `block`; CompileError if none."""
    op = lib.mlirBlockGetFirstOperation(block)
    while op.ptr:
        name = lib.mlirOperationGetAttributeByName(op, _StringRef.of(b"sym_name"))
        if name.ptr and lib.mlirStringAttrGetValue(name).bytes() == func.encode():
            return op
        op = lib.mlirOperationGetNextInBlock(op)
    raise CompileError(f"no function @{func} in the module")


def _signature(lib, context, module, func):
    """([(element, shape) or None for f32 scalars], [(element, shape) of
    each result]) of @func, which also gets llvm.emit_c_interface."""
    op = _find_func(lib, lib.mlirModuleGetBody(module), func)
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
    count = lib.mlirFunctionTypeGetNumResults(ftype)
    if count < 1:
        raise CompileError(f"@{func} must return at least one tensor")
    return params, [describe(lib.mlirFunctionTypeGetResult(ftype, i), "result")
                    for i in range(count)]


# Ops whose tensor operands and results all have one shape.
_SAME_SHAPE_OPS = ("tensor.cast", "linalg.softmax")
_SAME_SHAPE_DIALECTS = ("arith.", "math.")
# Where the analysis looks: attention raised, named linalg ops as
# linalg.generic (so that every structured op carries indexing_maps).
_ANALYSIS_PIPELINE = (b"builtin.module(func.func(attn-raise-from-linalg,"
                      b"linalg-generalize-named-ops))")


def _tied_dims(lib, context, module, func):
    """Which dims of @func's tensor arguments must have one size, found on
    a copy of the module: (groups, scales, (offsets, tables)). groups: [(static size or None,
    [(argument, dim), ...])], one per set of dims that index one loop of a
    structured op (attn.attention, linalg.generic: a dim of an operand is
    the loop its indexing map puts there; a result has its init's dims) or
    are tied through ops whose operands and results share a shape. scales:
    {argument: index in groups of the head dim} for the f32 arguments that
    are the scale of an attn.attention. offsets: [((query offsets argument,
    key offsets argument), [group of the packed query rows, group of the
    packed keys])], one per attn.varlen_attention whose offsets are
    arguments. tables: [(block table argument, lengths argument, key cache
    argument, its slot dim)], one per attn.paged_attention whose tables and
    cache are arguments."""
    parent = {}
    static = {}

    def find(node):
        parent.setdefault(node, node)
        while parent[node] != node:
            parent[node] = parent[parent[node]]
            node = parent[node]
        return node

    def union(a, b):
        parent[find(a)] = find(b)

    def ranked(value):
        t = lib.mlirValueGetType(value)
        if not lib.mlirTypeIsARankedTensor(t):
            return None
        rank = lib.mlirShapedTypeGetRank(t)
        for d in range(rank):
            if not lib.mlirShapedTypeIsDynamicDim(t, d):
                static[("v", value.ptr, d)] = lib.mlirShapedTypeGetDimSize(t, d)
        return rank

    def tie(a, b):
        ra, rb = ranked(a), ranked(b)
        if ra is not None and ra == rb:
            for d in range(ra):
                union(("v", a.ptr, d), ("v", b.ptr, d))

    scale_loops = {}
    varlen = []
    paged = []
    entry = None

    def visit(op):
        name = lib.mlirIdentifierStr(lib.mlirOperationGetName(op)).bytes().decode()
        operands = [lib.mlirOperationGetOperand(op, i)
                    for i in range(lib.mlirOperationGetNumOperands(op))]
        results = [lib.mlirOperationGetResult(op, i)
                   for i in range(lib.mlirOperationGetNumResults(op))]
        maps = _indexing_maps(lib, op)
        if maps is not None:
            # attn.varlen_attention's offsets and attn.paged_attention's
            # tables (operands 4 and 5) have no map.
            offsets = operands[4:6] if name in ("attn.varlen_attention",
                                                "attn.paged_attention") else []
            shaped = [v for i, v in enumerate(operands)
                      if ranked(v) is not None and not (offsets and i in (4, 5))]
            if name == "attn.paged_attention" and len(maps) >= 2:
                loops = 1 + max(loop for m in maps for loop in m if loop is not None)
                paged.append((offsets, operands[1], maps[1].index(loops - 3) + 1))
            elif offsets and len(maps) >= 2:
                loops = 1 + max(loop for m in maps for loop in m if loop is not None)
                varlen.append((offsets, [(operands[0], maps[0].index(loops - 4)),
                                         (operands[1], maps[1].index(loops - 3))]))
            # linalg.generic: a map per operand; attn.attention: a map per
            # tensor operand (the scale and causal offset have none).
            mapped = operands if len(maps) == len(operands) else shaped
            if len(maps) == len(mapped):
                for value, loops in zip(mapped, maps):
                    if ranked(value) == len(loops):
                        for d, loop in enumerate(loops):
                            if loop is not None:
                                union(("v", value.ptr, d), ("l", op.ptr, loop))
                tensor_results = [r for r in results if ranked(r) is not None]
                if tensor_results and len(tensor_results) <= len(shaped):
                    for result, init in zip(tensor_results, shaped[-len(tensor_results):]):
                        tie(result, init)
                if name in ("attn.attention", "attn.varlen_attention", "attn.paged_attention",
                            "attn.attention_backward") and len(operands) > 3:
                    # The output's map: the first init's, or the backward's
                    # O (after Q, K, V and the mask).
                    if name != "attn.attention_backward":
                        out_map = maps[len(maps) - len(results)] if results else []
                    else:
                        out_map = maps[4 if len(maps) == 10 else 3]
                    head = (set(maps[0]) & set(maps[1])) - set(out_map) - {None}
                    scale = operands[3]
                    if (len(head) == 1 and lib.mlirValueIsABlockArgument(scale)
                            and lib.mlirBlockArgumentGetOwner(scale).ptr == entry.ptr):
                        scale_loops.setdefault(lib.mlirBlockArgumentGetArgNumber(scale),
                                               []).append(("l", op.ptr, head.pop()))
        elif name in _SAME_SHAPE_OPS or name.startswith(_SAME_SHAPE_DIALECTS):
            values = [v for v in operands + results if ranked(v) is not None]
            for other in values[1:]:
                tie(values[0], other)
        for r in range(lib.mlirOperationGetNumRegions(op)):
            block = lib.mlirRegionGetFirstBlock(lib.mlirOperationGetRegion(op, r))
            while block.ptr:
                inner = lib.mlirBlockGetFirstOperation(block)
                while inner.ptr:
                    visit(inner)
                    inner = lib.mlirOperationGetNextInBlock(inner)
                block = lib.mlirBlockGetNextInRegion(block)

    lib.attnRegisterAllPasses()
    lib.attnRegisterUpstreamPasses()  # linalg-generalize-named-ops
    errors = []
    on_error = capi._StringCallback(
        lambda message, _: errors.append(message.bytes().decode(errors="replace")))
    copy = lib.mlirOperationClone(lib.mlirModuleGetOperation(module))
    try:
        pm = lib.mlirPassManagerCreate(context)
        try:
            prepared = (lib.mlirParsePassPipeline(lib.mlirPassManagerGetAsOpPassManager(pm),
                                                  _StringRef.of(_ANALYSIS_PIPELINE), on_error,
                                                  None).value
                        and lib.mlirPassManagerRunOnOp(pm, copy).value)
        finally:
            lib.mlirPassManagerDestroy(pm)
        # The passes failing leaves the copy half-done: read the original
        # (fewer ties, none wrong).
        root = copy if prepared else lib.mlirModuleGetOperation(module)
        body = lib.mlirRegionGetFirstBlock(lib.mlirOperationGetRegion(root, 0))
        fn = _find_func(lib, body, func)
        entry = lib.mlirRegionGetFirstBlock(lib.mlirOperationGetRegion(fn, 0))
        arguments = [lib.mlirBlockGetArgument(entry, i)
                     for i in range(lib.mlirBlockGetNumArguments(entry))]
        visit(fn)
        members = {}
        for i, arg in enumerate(arguments):
            for d in range(ranked(arg) or 0):
                members.setdefault(find(("v", arg.ptr, d)), []).append((i, d))
        sizes = {}
        for node, size in static.items():
            sizes.setdefault(find(node), set()).add(size)
        groups, index = [], {}

        def group(root):
            if root not in index:
                known = sizes.get(root, set())
                index[root] = len(groups)
                groups.append((known.pop() if len(known) == 1 else None,
                               members.get(root, [])))
            return index[root]

        for root, dims in members.items():
            if len(dims) > 1 or len(sizes.get(root, ())) == 1:
                group(root)
        scales = {}
        for arg, loops in scale_loops.items():
            roots = {find(loop) for loop in loops}
            if len(roots) == 1:
                scales[arg] = group(roots.pop())

        def argument(value):
            if (lib.mlirValueIsABlockArgument(value)
                    and lib.mlirBlockArgumentGetOwner(value).ptr == entry.ptr):
                return lib.mlirBlockArgumentGetArgNumber(value)
            return None

        offsets = []
        for lists, packed in varlen:
            numbers = tuple(argument(v) for v in lists)
            if None not in numbers:
                offsets.append((numbers, [group(find(("v", v.ptr, d))) for v, d in packed]))
        tables = []
        for (table, lengths), cache, slot in paged:
            numbers = tuple(argument(v) for v in (table, lengths, cache))
            if None not in numbers:
                tables.append(numbers + (slot,))
        return groups, scales, (offsets, tables)
    finally:
        lib.mlirOperationDestroy(copy)


def _indexing_maps(lib, op):
    """The `indexing_maps` of `op`, each as the loop of every result (None
    for a result that is not a single loop), or None when it has none."""
    attr = lib.mlirOperationGetAttributeByName(op, _StringRef.of(b"indexing_maps"))
    if not attr.ptr or not lib.mlirAttributeIsAArray(attr):
        return None
    maps = []
    for i in range(lib.mlirArrayAttrGetNumElements(attr)):
        element = lib.mlirArrayAttrGetElement(attr, i)
        if not lib.mlirAttributeIsAAffineMap(element):
            return None
        amap = lib.mlirAffineMapAttrGetValue(element)
        loops = []
        for r in range(lib.mlirAffineMapGetNumResults(amap)):
            expr = lib.mlirAffineMapGetResult(amap, r)
            loops.append(lib.mlirAffineDimExprGetPosition(expr)
                         if lib.mlirAffineExprIsADim(expr) else None)
        maps.append(loops)
    return maps
