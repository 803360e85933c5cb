"""ctypes bindings of the attn C API (libAttnCAPI.so, include/attn-c).

Only the compile side: register the dialects in a context and turn MLIR
text into kernels with their manifests. The library is looked up in
$ATTN_MLIR_LIBRARY, then next to the package (an installed copy), then in
the build tree of this checkout (build/lib).
"""

import ctypes
import hashlib
import os
import threading

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


class CompileError(Exception):
    """The compiler refused the input or failed; the message says why."""


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    @classmethod
    def of(cls, data: bytes):
        # The caller keeps `data` alive for the duration of the call.
        return cls(ctypes.cast(ctypes.c_char_p(data), ctypes.c_void_p), len(data))

    def bytes(self) -> bytes:
        return ctypes.string_at(self.data, self.length) if self.length else b""


class _Handle(ctypes.Structure):
    _fields_ = [("ptr", ctypes.c_void_p)]


class _LogicalResult(ctypes.Structure):
    _fields_ = [("value", ctypes.c_int8)]


class _CompileOptions(ctypes.Structure):
    _fields_ = [
        ("target", _StringRef),
        ("chip", _StringRef),
        ("emit", _StringRef),
        ("tileM", ctypes.c_int64),
        ("tileN", ctypes.c_int64),
        ("raise_", ctypes.c_bool),
        ("targetEnv", _StringRef),
        ("lanesPerRow", ctypes.c_int64),
        ("kernel", _StringRef),
        ("cpu", _StringRef),
        ("parallel", ctypes.c_bool),
    ]


_KernelCallback = ctypes.CFUNCTYPE(None, _StringRef, _StringRef, ctypes.c_void_p)
_StringCallback = ctypes.CFUNCTYPE(None, _StringRef, ctypes.c_void_p)


def library_candidates():
    """Where the C API library is looked for, in order."""
    candidates = []
    if os.environ.get("ATTN_MLIR_LIBRARY"):
        candidates.append(os.environ["ATTN_MLIR_LIBRARY"])
    candidates.append(os.path.join(_PACKAGE_DIR, "lib", "libAttnCAPI.so"))
    candidates.append(os.path.join(_PACKAGE_DIR, "..", "..", "build", "lib", "libAttnCAPI.so"))
    return [os.path.abspath(c) for c in candidates]


def library_path():
    """The compiler library this process uses: the first of
    library_candidates() that exists, or None."""
    for path in library_candidates():
        if os.path.exists(path):
            return path
    return None


_build_ids = {}


def build_id() -> str:
    """The build of the compiler library (sha256 of its file; "" when there
    is none): kernels cached by another build are compiled again."""
    path = _compiler.path if _compiler is not None else library_path()
    if path is None:
        return ""
    stat = os.stat(path)
    key = (path, stat.st_size, stat.st_mtime_ns)
    if key not in _build_ids:
        digest = hashlib.sha256()
        with open(path, "rb") as library:
            for chunk in iter(lambda: library.read(1 << 20), b""):
                digest.update(chunk)
        _build_ids[key] = digest.hexdigest()
    return _build_ids[key]


class _Compiler:
    """One MLIR context with every dialect attention programs use."""

    def __init__(self, path):
        lib = ctypes.CDLL(path)
        lib.mlirDialectRegistryCreate.restype = _Handle
        lib.mlirDialectRegistryDestroy.argtypes = [_Handle]
        lib.attnRegisterAllDialects.argtypes = [_Handle]
        lib.mlirContextCreateWithRegistry.argtypes = [_Handle, ctypes.c_bool]
        lib.mlirContextCreateWithRegistry.restype = _Handle
        lib.attnCompileSource.argtypes = [
            _Handle, _StringRef, _CompileOptions, _KernelCallback, _StringCallback,
            ctypes.c_void_p]
        lib.attnCompileSource.restype = _LogicalResult
        self.lib = lib
        self.path = path
        registry = lib.mlirDialectRegistryCreate()
        lib.attnRegisterAllDialects(registry)
        self.context = lib.mlirContextCreateWithRegistry(registry, False)
        lib.mlirDialectRegistryDestroy(registry)
        self.lock = threading.Lock()

    def compile(self, source: str, target: str, chip: str, emit: str,
                tile_m: int, tile_n: int, raise_attention: bool,
                target_env: str = "lavapipe", lanes_per_row: int = 1,
                kernel: str = "auto"):
        """[(artifact bytes, manifest JSON text)] of every attention op."""
        kernels, errors = [], []

        def on_kernel(artifact, manifest, _):
            kernels.append((artifact.bytes(), manifest.bytes().decode()))

        def on_error(message, _):
            errors.append(message.bytes().decode(errors="replace"))

        strings = [s.encode() for s in (source, target, chip, emit, target_env, kernel,
                                        "native")]
        options = _CompileOptions(
            _StringRef.of(strings[1]), _StringRef.of(strings[2]),
            _StringRef.of(strings[3]), tile_m, tile_n, raise_attention,
            _StringRef.of(strings[4]), lanes_per_row, _StringRef.of(strings[5]),
            _StringRef.of(strings[6]), False)
        kernel_cb, error_cb = _KernelCallback(on_kernel), _StringCallback(on_error)
        with self.lock:
            result = self.lib.attnCompileSource(
                self.context, _StringRef.of(strings[0]), options, kernel_cb, error_cb, None)
        if not result.value:
            raise CompileError("\n".join(errors) or "compilation failed")
        return kernels


_compiler = None
_compiler_lock = threading.Lock()


def compiler():
    """The process's compiler; CompileError when the library is missing."""
    global _compiler
    with _compiler_lock:
        if _compiler is None:
            path = library_path()
            if path is None:
                raise CompileError(
                    "the attn-mlir compiler library (libAttnCAPI.so) is not available; "
                    "build it (ninja -C build) or set ATTN_MLIR_LIBRARY; looked in: "
                    + ", ".join(library_candidates()))
            try:
                _compiler = _Compiler(path)
            except OSError as error:
                # Found but not loadable: a copy without the MLIR libraries
                # it links (a GPU machine the build was carried to).
                raise CompileError(f"the attn-mlir compiler library {path} cannot be loaded: "
                                   f"{error}") from error
        return _compiler


def available() -> bool:
    """Whether kernels can be compiled in this process."""
    try:
        compiler()
        return True
    except CompileError:
        return False
