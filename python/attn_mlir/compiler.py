"""Compile attention to GPU kernels, cache them on disk, launch them.

    kernel = attn_mlir.compile(mlir_text, target="nvvm", chip="sm_90")
    kernel.manifest        # how to launch it (the format attn-run reads)
    kernel.binary          # PTX text or cubin bytes
    kernel(q=q, k=k, v=v, o=o, scale=0.125)   # PyTorch CUDA tensors

    kernel = attn_mlir.compile(mlir_text, target="spirv", target_env="lavapipe")
    out = kernel(q=q, k=k, v=v, scale=0.125)   # numpy arrays, through Vulkan

Compiling needs libAttnCAPI.so (see attn_mlir.capi); running needs only the
CUDA driver (or the Vulkan runner and loader) and the artifacts, so kernels
compiled on one machine run on another through the cache directory.
"""

import hashlib
import json
import math
import os
import re
import stat
import tempfile
import warnings
from typing import NamedTuple

from . import capi, validate
from .capi import CompileError

TARGETS = ("nvvm", "spirv", "cpu")
# The artifact each target writes by default.
DEFAULT_EMIT = {"nvvm": "ptx", "spirv": "spirv"}
# CUDA's limit on gridDim.y, which the kernels use for the batch.
MAX_GRID_Y = 65535
# Part of every cache key: bump when the kernels or the manifest change.
CACHE_VERSION = "10"


def remember(table: dict, key, value, limit: int = 1024):
    """Stores `value` under `key` in `table`, a cache of lookups on the
    call path, emptied first when it holds `limit` entries (so that it
    cannot grow without bound); returns `value`."""
    if len(table) >= limit:
        table.clear()
    table[key] = value
    return value


def persistent_grid(grid: tuple, multiprocessors: int) -> tuple:
    """The grid of a kernel whose manifest says `persistent` for a problem
    whose tiles are `grid` (query tiles, batch elements, 1): one row of at
    most one workgroup a multiprocessor, each running tiles in turn."""
    if grid[2] != 1:
        raise ValueError(f"a persistent kernel's tiles are a plane, got the grid {grid}")
    return (min(grid[0] * grid[1], multiprocessors), 1, 1)


class TensorMapSpec(NamedTuple):
    """A tensor map of a TMA kernel's launch but its tensor's address:
    the tensor (by name), its element type, its extents and byte strides
    (dims 1.. of the map) in the map's order, the box and the swizzle."""
    tensor: str
    dtype: str
    extents: tuple
    strides: tuple
    box: tuple
    swizzle_bytes: int


class Kernel:
    """One compiled attention kernel: its manifest and its binary."""

    def __init__(self, manifest: dict, binary: bytes):
        _check_manifest(manifest)
        self.manifest = manifest
        self.binary = binary
        self._tensor_dims = {t["name"]: t["dims"] for t in manifest["tensors"]}
        self._element_types = {t["name"]: t["element_type"] for t in manifest["tensors"]}
        if self.paged_cache:
            # The tables' dims, for their sizes and strides.
            self._tensor_dims["block_table"] = ["sequence", "table_page"]
            self._tensor_dims["seq_lens"] = ["sequence"]
        # Launch configurations by (names, shapes, strides, scale): the
        # sizes, strides and grid of a shape are worked out once, so that a
        # call with tensors of a shape seen before only reads their pointers.
        self._launches = {}
        # Their CUDA argument buffers (cuda.PreparedLaunch), by the same key.
        self._prepared = {}
        # layout_problem's verdicts on shapes and strides, by (name, shape,
        # strides, element size).
        self._strides_checked = {}
        self._alignment = manifest.get("alignment_bytes", 1)

    @property
    def format(self) -> str:
        return self.manifest["format"]

    @property
    def target(self) -> str:
        return self.manifest["target"]

    def save(self, path: str):
        """Writes the binary to `path` and the manifest to `path`.json, with
        the sha256 of both in the manifest. Each file is written whole to a
        temporary file beside it and renamed over it: a reader sees the old
        file or the new one, never part of one, and a symlink at `path` is
        replaced, not written through. The manifest goes last, so that a
        manifest always finds its binary."""
        manifest = {k: v for k, v in self.manifest.items() if k != "sha256"}
        manifest["artifact"] = os.path.basename(path)
        manifest["sha256"] = _digest(self.binary, manifest)
        _write_replacing(path, self.binary)
        _write_replacing(path + ".json", json.dumps(manifest, indent=2).encode())

    @classmethod
    def load(cls, manifest_path: str, require_digest: bool = False) -> "Kernel":
        """The kernel `manifest_path` describes; its binary is the file the
        manifest's "artifact" names in the same directory. ValueError when
        the manifest is not a JSON object with the keys a launch reads, the
        artifact names a file elsewhere, or the manifest's sha256 (required
        when `require_digest`) does not match. Symlinks are not followed."""
        manifest = json.loads(_read_plain(manifest_path))
        if not isinstance(manifest, dict):
            raise ValueError(f"{manifest_path} is not a JSON object")
        artifact = manifest.get("artifact")
        if (not isinstance(artifact, str) or artifact in ("", ".", "..")
                or os.path.basename(artifact) != artifact):
            raise ValueError(f"{manifest_path}: 'artifact' must name a file in the manifest's "
                             f"directory, got {artifact!r}")
        binary = _read_plain(os.path.join(os.path.dirname(manifest_path), artifact))
        if "sha256" in manifest or require_digest:
            if manifest.get("sha256") != _digest(binary, manifest):
                raise ValueError(f"{manifest_path}: the sha256 of the manifest and {artifact} "
                                 "does not match the one recorded (a changed or partly "
                                 "written entry)")
        return cls(manifest, binary)

    def head_dim(self):
        """The size of the head dim of Q and K (loop k1), or None when the
        kernel was compiled for a dynamic one."""
        for loop in self.manifest["loops"]:
            if loop["name"] == "k1" and loop["size"] > 0:
                return loop["size"]
        return None

    def scale(self, scale) -> float:
        """The scale a launch passes: `scale`, checked, or 1/sqrt(head dim)
        for None (see validate.scale)."""
        if scale is None and self.head_dim() is None:
            raise ValueError("scale=None needs the head dim, and this kernel has a dynamic "
                             "one; pass the scale")
        return validate.scale(scale, self.head_dim())

    def sizes(self, shapes: dict, required=("q", "k", "v", "o")) -> dict:
        """The size of every dim, from the shapes of the tensors given (by
        name); ValueError when a tensor in `required` is missing, a rank or
        size disagrees, or a size differs from the compiled one."""
        sizes = {}
        for name, dims in self._tensor_dims.items():
            if name not in shapes:
                if name in required:
                    raise ValueError(f"the kernel needs tensor '{name}'")
                continue
            shape = shapes[name]
            if len(shape) != len(dims):
                raise ValueError(f"'{name}' has rank {len(shape)}, the kernel expects "
                                 f"{len(dims)} ({', '.join(dims)})")
            for dim, size in zip(dims, shape):
                if sizes.setdefault(dim, size) != size:
                    raise ValueError(f"'{name}' has {dim} = {size}, other tensors have "
                                     f"{sizes[dim]}")
        for loop in self.manifest["loops"]:
            if loop["size"] >= 0 and sizes.get(loop["name"], loop["size"]) != loop["size"]:
                raise ValueError(f"the kernel was compiled for {loop['name']} = {loop['size']}, "
                                 f"got {sizes[loop['name']]}")
        return sizes

    def parameter(self, name: str, sizes: dict, strides: dict) -> int:
        """Integer kernel parameter `name` ("m", "n", "size_<dim>" or
        "<tensor>_stride_<dim>", 0 for a dim the tensor omits)."""
        if name in ("m", "n"):
            return sizes[name]
        if name.startswith("size_"):
            return sizes[name[5:]]
        tensor, dim = name.split("_stride_")
        dims = self._tensor_dims[tensor]
        return strides[tensor][dims.index(dim)] if dim in dims else 0

    def tensor_map(self, arg: dict, sizes: dict, strides: dict) -> "TensorMapSpec":
        """What cuTensorMapEncodeTiled needs, but the address, for tensor map
        argument `arg` (a manifest entry of type tensor_map: the tensor, its
        dims in the map's order, the box, the swizzle) of tensors of the
        given sizes and strides (elements). A dim of size 1 takes the stride
        its neighbours allow (its one coordinate is 0): the map needs strides
        that are multiples of 16 bytes, which a size-1 dim's need not be."""
        tensor = arg["tensor"]
        dims = self._tensor_dims[tensor]
        element = self._element_types[tensor]
        itemsize = {"f16": 2, "bf16": 2}.get(element)
        if itemsize is None:
            raise ValueError(f"a tensor map of '{tensor}' needs f16 or bf16, got {element}")
        extents, byte_strides = [], []
        for i, dim in enumerate(arg["dims"]):
            size = sizes[dim]
            extents.append(size)
            if i == 0:
                continue  # the head dim, contiguous (layout_problem)
            stride = strides[tensor][dims.index(dim)] * itemsize
            if size == 1:
                # Its one coordinate is 0: any stride the map takes.
                stride = byte_strides[-1] if byte_strides else -(-extents[0] * itemsize // 16) * 16
            elif stride % 16:
                raise ValueError(self._misaligned(tensor))
            byte_strides.append(stride)
        return TensorMapSpec(tensor=tensor, dtype=element, extents=tuple(extents),
                             strides=tuple(byte_strides), box=tuple(arg["box"]),
                             swizzle_bytes=arg.get("swizzle_bytes", 128))

    def layout_problem(self, name: str, t):
        """Why the kernel cannot read tensor `name` (`t`: shape, stride(),
        data_ptr(), element_size()) in place, or None: it must be contiguous
        along the dims the kernel reads whole rows of (`contiguous_dims`)
        and its rows must start at `alignment_bytes` (the tensor-core kernel
        copies 16 bytes at a time)."""
        shape, strides, itemsize = tuple(t.shape), tuple(t.stride()), t.element_size()
        key = (name, shape, strides, itemsize)
        if key not in self._strides_checked:
            remember(self._strides_checked, key,
                     self._stride_problem(name, shape, strides, itemsize), limit=4096)
        problem, aligned = self._strides_checked[key]
        if problem is None and aligned and t.data_ptr() % self._alignment:
            problem = self._misaligned(name)
        return problem

    def _stride_problem(self, name, shape, strides, itemsize):
        """(what layout_problem says of the shape and strides alone, whether
        the tensor's start must be aligned as well)."""
        contiguous = self.manifest.get("contiguous_dims", [])
        dims = self._tensor_dims.get(name, [])
        if not any(d in contiguous for d in dims):
            return None, False
        for d, size, stride in zip(dims, shape, strides):
            if d in contiguous and size > 1 and stride != 1:
                return (f"'{name}' must be contiguous along {d} (stride 1) for this kernel, "
                        f"got stride {stride}; pass .contiguous()"), True
        row_strides = [s for d, s in zip(dims, strides) if d not in contiguous]
        if any(s * itemsize % self._alignment for s in row_strides):
            return self._misaligned(name), True
        return None, self._alignment > 1

    def _misaligned(self, name):
        return (f"'{name}' must start, and have every row start, at a multiple of "
                f"{self._alignment} bytes for this kernel")

    def check_layout(self, tensors: dict, checked=()):
        """ValueError (see layout_problem) unless the kernel can read every
        tensor in place (those named in `checked` are taken as read)."""
        for name, t in tensors.items():
            if name in checked:
                continue
            problem = self.layout_problem(name, t)
            if problem:
                raise ValueError(problem)

    @property
    def packed_sequences(self) -> bool:
        """Whether the kernel is one of packed variable-length sequences
        (attn.varlen_attention): its tensors hold every sequence's rows, the
        i32 tensors cu_q and cu_k where each starts."""
        return "sequence_offsets" in self.manifest

    @property
    def paged_cache(self) -> bool:
        """Whether the kernel is one of attention against a paged KV cache
        (attn.paged_attention): k and v are the caches [pages, page size,
        ..], the int32 tensors block_table [sequences, pages per sequence]
        and seq_lens [sequences] say where each sequence's keys are."""
        return "paged_cache" in self.manifest

    def launch_config(self, shapes: dict, strides: dict, scale: float, rows: int = None):
        """Grid, block and the argument list ([(ctype name, value)]) for
        tensors of the given shapes and strides (in elements), by name;
        `rows`: a kernel of packed sequences' longest sequence's query rows
        (the grid covers its query tiles; cu_q and cu_k give the sequences)."""
        scale = self.scale(scale)
        sizes = self.sizes(shapes)
        args = []
        for arg in self.manifest["args"]:
            name, kind = arg["name"], arg["type"]
            if kind == "ptr":
                if name not in shapes:
                    raise ValueError(f"kernel needs tensor '{name}'")
                args.append(("ptr", name))
            elif kind == "f32":
                args.append(("f32", scale))
            elif kind == "tensor_map":
                if arg["tensor"] not in shapes:
                    raise ValueError(f"kernel needs tensor '{arg['tensor']}'")
                args.append(("tensor_map", self.tensor_map(arg, sizes, strides)))
            else:
                args.append(("i64", self.parameter(name, sizes, strides)))
        # Workgroup rows (grid y): the batch elements of the batch dims the
        # kernel's workgroups run over (all of them unless it says which).
        grid_batch = self.manifest.get("grid_batch_dims")
        batch = math.prod(s for d, s in sizes.items()
                          if d.startswith("b") and (grid_batch is None or d in grid_batch))
        if batch > MAX_GRID_Y:
            raise ValueError(f"the batch dims multiply to {batch}, more than the {MAX_GRID_Y} "
                             "workgroup rows (grid y) a launch can have; split the batch")
        # Workgroups tile the queries (a forward, the query pass of the
        # gradients) or the keys (their key pass).
        grid_dim = self.manifest.get("grid_dim", "m")
        tile = self.manifest["tile_n" if grid_dim == "n" else "tile_m"]
        if self.packed_sequences:
            for name in ("cu_q", "cu_k"):
                if len(shapes.get(name, ())) != 1:
                    raise ValueError(f"the kernel needs '{name}', the sequences' offsets "
                                     "(a 1-D int32 tensor)")
            if shapes["cu_q"] != shapes["cu_k"]:
                raise ValueError(f"cu_q and cu_k must have one entry per sequence and one more, "
                                 f"got {shapes['cu_q'][0]} and {shapes['cu_k'][0]}")
            if rows is None or validate.integer("rows", rows) > sizes["m"]:
                raise ValueError("a kernel of packed sequences needs `rows`, the longest "
                                 f"sequence's query rows (at most {sizes['m']}), got {rows}")
            sequences = max(0, shapes["cu_q"][0] - 1)
            if sequences > MAX_GRID_Y:
                raise ValueError(f"{sequences} sequences, more than the {MAX_GRID_Y} "
                                 "workgroup planes (grid z) a launch can have; split them")
            grid = (math.ceil(rows / tile), batch, sequences)
        elif self.paged_cache:
            for name, rank in (("block_table", 2), ("seq_lens", 1)):
                if len(shapes.get(name, ())) != rank:
                    raise ValueError(f"the kernel needs '{name}' (a {rank}-D int32 tensor)")
            if rows is not None:
                raise ValueError("`rows` is for kernels of packed sequences")
            page = self.manifest["paged_cache"]["page_size"]
            if sizes.get("n") != page:
                raise ValueError(f"the kernel was compiled for pages of {page} keys, the caches "
                                 f"have {sizes.get('n')}")
            sequences = sizes["sequence"]
            if sequences > MAX_GRID_Y:
                raise ValueError(f"{sequences} sequences, more than the {MAX_GRID_Y} "
                                 "workgroup planes (grid z) a launch can have; split them")
            grid = (math.ceil(sizes["m"] / tile), batch, sequences)
        else:
            if rows is not None:
                raise ValueError("`rows` is for kernels of packed sequences")
            grid = (math.ceil(sizes[grid_dim] / tile), batch, 1)
        block = (self.manifest["block_size"], 1, 1)
        return grid, block, args

    def __call__(self, scale: float = None, stream=None, device=None, progress=None,
                 rows: int = None, _checked=(), **tensors):
        """`scale`: a finite real number, or None for 1/sqrt(head dim) (as in
        scaled_dot_product_attention).

        NVVM kernels: launches on PyTorch CUDA tensors (q, k, v, o, and
        mask/lse when the kernel has them), any strides, on `stream`
        (default: the current stream of q's device). A kernel of packed
        sequences (packed_sequences) also takes cu_q and cu_k (int32, one
        more entry than sequences: where each sequence's query rows and keys
        start, then the end) and `rows`, the longest sequence's query rows;
        the offsets are not checked here (attn_mlir.torch.varlen_attention
        checks them). `_checked`: names of tensors whose layout_problem the
        caller has found None already (not checked again).

        SPIR-V kernels: runs on numpy arrays (q, k, v, and mask when the
        kernel has one) through Vulkan on `device` (a substring of the device
        name; default the first device) and returns the output, or (output,
        lse) when the kernel has the LSE; `progress`: a progress line on
        stderr while the device runs (default: on a terminal)."""
        if self.target == "spirv":
            if stream is not None:
                raise ValueError("SPIR-V kernels run through Vulkan and take no CUDA stream")
            from . import vulkan
            outputs, _, _ = vulkan.run(self, scale, tensors, device=device, progress=progress)
            return (outputs["o"], outputs["lse"]) if "lse" in outputs else outputs["o"]
        if device is not None:
            raise ValueError("NVVM kernels run on the tensors' CUDA device; 'device' picks "
                             "a Vulkan device")
        if progress:
            raise ValueError("NVVM kernels launch asynchronously on a CUDA stream: no "
                             "progress line")
        from . import cuda

        key = (scale, rows, *((n, t.shape, t.stride()) for n, t in tensors.items()))
        launch = self._launches.get(key)
        if launch is None:
            shapes = {n: tuple(t.shape) for n, t in tensors.items()}
            strides = {n: tuple(t.stride()) for n, t in tensors.items()}
            launch = remember(self._launches, key,
                              self.launch_config(shapes, strides, scale, rows))
        grid, block, args = launch
        # Layouts (pointer alignment included) and devices are checked on
        # every call: they are properties of the tensors, not of the shape.
        self.check_layout(tensors, _checked)
        device = tensors["q"].device
        for name, t in tensors.items():
            if not t.is_cuda or t.device != device:
                raise ValueError(f"'{name}' is not a CUDA tensor on {device}")
        import torch
        active = torch.cuda.current_device()
        index = active if device.index is None else device.index
        current = index == active
        if stream is None:
            # The raw handle of the device's current stream (what
            # torch.cuda.current_stream(device).cuda_stream is, without
            # making a Stream object on every call).
            raw = getattr(torch._C, "_cuda_getCurrentRawStream", None)
            stream = raw(index) if raw else torch.cuda.current_stream(device).cuda_stream
        else:
            # A torch.cuda.Stream, or its handle.
            stream = validate.integer("stream", getattr(stream, "cuda_stream", stream),
                                      maximum=2 ** 64 - 1)
        if self.packed_sequences:
            for name in ("cu_q", "cu_k"):
                if tensors[name].dtype != torch.int32 or tensors[name].stride() != (1,):
                    raise ValueError(f"'{name}' must be a contiguous int32 tensor, got "
                                     f"{tensors[name].dtype} with strides "
                                     f"{tensors[name].stride()}")
        if self.paged_cache:
            for name in ("block_table", "seq_lens"):
                t = tensors[name]
                if t.dtype != torch.int32 or (t.shape[-1] > 1 and t.stride()[-1] != 1):
                    raise ValueError(f"'{name}' must be an int32 tensor with contiguous rows, "
                                     f"got {t.dtype} with strides {t.stride()}")
        if 0 in grid:
            return  # no sequence, or none with query rows
        if self.manifest.get("persistent"):
            grid = persistent_grid(grid, cuda.multiprocessors(index))
        prepared = self._prepared.get(key)
        if prepared is None:
            prepared = remember(self._prepared, key, cuda.PreparedLaunch(self, grid, block, args))
        # The module is loaded into, and launched in, the tensors' device
        # context (entered only when it is not the current one).
        if current:
            prepared(tensors, stream, index)
        else:
            with torch.cuda.device(device):
                prepared(tensors, stream, index)


def _key(source: str, options: dict) -> str:
    text = json.dumps({"source": source, "options": options, "version": CACHE_VERSION},
                      sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def default_cache_dir() -> str:
    return os.environ.get("ATTN_MLIR_CACHE") or os.path.join(
        os.path.expanduser("~"), ".cache", "attn_mlir")


def _usable_build() -> str:
    """The build id of the compiler library when this process can compile
    with it, else "" (no library, or one that does not load)."""
    return capi.build_id() if capi.available() else ""


class KernelCache:
    """Compiled kernels on disk, keyed by source and options: compile once,
    run anywhere the directory is.

    An entry is <key>.<emit> (the binary) and <key>.<emit>.json (the
    manifest, with the sha256 of both). Entries are written atomically
    (Kernel.save) and read without following symlinks; an entry that cannot
    be used (unreadable, not JSON, keys missing, sha256 mismatch, artifact
    elsewhere) is compiled again and overwritten, with a RuntimeWarning
    saying why (`rejected` counts them). Each entry records the build of the
    compiler library that made it (`compiler_build`, the sha256 of
    libAttnCAPI.so): where a compiler library is present and loads, an entry
    of another build is compiled again (`stale` counts them); where none
    loads (a GPU machine a build tree was copied to, without the MLIR
    libraries), entries are used as they are."""

    def __init__(self, directory: str = None):
        self.directory = directory or default_cache_dir()
        self.hits = 0
        self.misses = 0
        self.rejected = 0
        self.stale = 0
        # Kernels already loaded, by file: one Kernel object per kernel, so
        # its module is loaded into the driver once, not on every call.
        self._loaded = {}

    def path(self, key: str, emit: str) -> str:
        """The binary's path: a plain file name in the (resolved) directory."""
        name = f"{key}.{emit}"
        if not _ENTRY_NAME.fullmatch(name):
            raise CompileError(f"cache entry name {name!r} is not a plain file name")
        return os.path.join(os.path.realpath(self.directory), name)

    def get(self, source: str, **options) -> Kernel:
        options = _normalise(options)
        path = self.path(_key(source, options), options["emit"])
        if path in self._loaded:
            self.hits += 1
            return self._loaded[path]
        kernel, problem = self._read(path)
        # An entry records the compiler build that made it; where a compiler
        # is present, an entry of another build is compiled again. (Without
        # one, as on a GPU machine the cache was copied to, entries are used
        # as they are.)
        build = _usable_build()
        if kernel is not None and build and kernel.manifest.get("compiler_build") != build:
            self.stale += 1
            kernel = None
        if kernel is not None:
            self.hits += 1
            self._loaded[path] = kernel
            return kernel
        kernels = self._compile(f"kernel {os.path.basename(path)} is", problem, source,
                                options)
        if len(kernels) != 1:
            raise CompileError(f"expected one attention op, found {len(kernels)}")
        self._save(kernels[0], path)
        self._loaded[path] = kernels[0]
        return kernels[0]

    def get_all(self, source: str, **options) -> list:
        """Every kernel of `source` (the gradients' two kernels, in launch
        order), as get() gives the one of a forward source: entries <key>i
        for i = 0, 1, ..., each manifest with the number of kernels
        ("kernel_count")."""
        options = _normalise(options)
        key = _key(source, options)
        paths = [self.path(key + "0", options["emit"])]
        if paths[0] in self._loaded:
            self.hits += 1
            return self._loaded[paths[0]]
        build = _usable_build()
        kernels, problem = [], None
        count = 1
        while len(kernels) < count:
            path = self.path(key + format(len(kernels), "x"), options["emit"])
            kernel, problem = self._read(path)
            if kernel is None or (build and kernel.manifest.get("compiler_build") != build):
                if kernel is not None:
                    self.stale += 1
                kernels = []
                break
            count = kernel.manifest.get("kernel_count", 1)
            kernels.append(kernel)
        if kernels:
            self.hits += 1
            self._loaded[paths[0]] = kernels
            return kernels
        kernels = self._compile(f"kernels {key}* are", problem, source, options)
        for i, kernel in enumerate(kernels):
            kernel.manifest["kernel_count"] = len(kernels)
            self._save(kernel, self.path(key + format(i, "x"), options["emit"]))
        self._loaded[paths[0]] = kernels
        return kernels

    def _compile(self, what: str, problem, source: str, options: dict) -> list:
        """The kernels of a cache miss, compiled; CompileError saying `what`
        is not in the cache where this machine cannot compile."""
        self.misses += 1
        if not capi.available():
            raise CompileError(
                f"{what} not in the cache {self.directory}"
                + (f" (the entry there is unusable: {problem})" if problem else "")
                + " and this machine cannot compile (no libAttnCAPI.so); compile where the "
                "compiler is and copy the cache directory (the kernel: "
                + ", ".join(f"{k}={v}" for k, v in sorted(options.items()))
                + "; " + next((line.strip() for line in source.splitlines()
                               if "func.func" in line), "") + ")")
        return _compile_all(source, options)

    @staticmethod
    def _save(kernel: Kernel, path: str):
        """Writes `kernel` as the entry at `path`."""
        os.makedirs(os.path.dirname(path), exist_ok=True)
        # An (empty) directory in an entry's place cannot be renamed over.
        for name in (path, path + ".json"):
            if os.path.isdir(name) and not os.path.islink(name):
                os.rmdir(name)
        kernel.save(path)

    def _read(self, path: str):
        """(the Kernel of entry `path`, None), (None, None) when there is no
        entry, or (None, why it is unusable)."""
        manifest = path + ".json"
        if not os.path.lexists(manifest):
            return None, None
        try:
            kernel = Kernel.load(manifest, require_digest=True)
            if kernel.manifest["artifact"] != os.path.basename(path):
                raise ValueError(f"its manifest names the artifact "
                                 f"{kernel.manifest['artifact']!r}")
            return kernel, None
        except (OSError, ValueError) as error:
            self.rejected += 1
            problem = str(error)
            warnings.warn(f"attn_mlir: cache entry {manifest} is unusable ({problem}); "
                          "compiling it again", RuntimeWarning, stacklevel=3)
            return None, problem


# Cache entry names: the key and the artifact kind, nothing that walks.
_ENTRY_NAME = re.compile(r"[0-9a-f]+\.[a-z0-9_]+")


def _digest(binary: bytes, manifest: dict) -> str:
    """sha256 of the binary and of the manifest without its "sha256"."""
    text = json.dumps({k: v for k, v in manifest.items() if k != "sha256"}, sort_keys=True)
    return hashlib.sha256(binary + b"\0" + text.encode()).hexdigest()


def _write_replacing(path: str, data: bytes):
    """Writes `data` to a new temporary file in `path`'s directory and
    renames it over `path` (os.replace: atomic, and a symlink at `path` is
    replaced rather than followed)."""
    fd, temporary = tempfile.mkstemp(dir=os.path.dirname(path) or ".",
                                     prefix="." + os.path.basename(path) + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        try:
            os.unlink(temporary)
        except OSError:
            pass
        raise


def _read_plain(path: str) -> bytes:
    """The bytes of the regular file `path`; OSError for a symlink (not
    followed: O_NOFOLLOW) or anything but a regular file (a FIFO would
    block, a directory is not a kernel)."""
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(f"{path} is not a regular file")
    except BaseException:
        os.close(fd)
        raise
    with os.fdopen(fd, "rb") as f:
        return f.read()


def _check_manifest(manifest):
    """ValueError naming the first thing a launch reads from the manifest
    and would not find (instead of a KeyError at launch)."""
    def need(container, key, kind, where="the manifest"):
        if not isinstance(container, dict) or key not in container:
            raise ValueError(f"{where} has no '{key}'")
        value = container[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise ValueError(f"'{key}' of {where} is {value!r}, expected {kind.__name__}")
        return value

    if not isinstance(manifest, dict):
        raise ValueError(f"a manifest is a JSON object, got {type(manifest).__name__}")
    for key in ("kernel", "format", "target"):
        need(manifest, key, str)
    for key in ("tile_m", "block_size"):
        if need(manifest, key, int) <= 0:
            raise ValueError(f"'{key}' of the manifest is {manifest[key]}, expected > 0")
    grid_dim = manifest.get("grid_dim", "m")
    if grid_dim not in ("m", "n"):
        raise ValueError(f"'grid_dim' of the manifest is {grid_dim!r}, expected 'm' or 'n'")
    if grid_dim == "n" and need(manifest, "tile_n", int) <= 0:
        raise ValueError(f"'tile_n' of the manifest is {manifest['tile_n']}, expected > 0")
    for i, t in enumerate(need(manifest, "tensors", list)):
        where = f"tensor {i} of the manifest"
        need(t, "name", str, where)
        need(t, "element_type", str, where)
        need(t, "output", bool, where)
        if not all(isinstance(d, str) for d in need(t, "dims", list, where)):
            raise ValueError(f"'dims' of {where} must be names")
    for i, loop in enumerate(need(manifest, "loops", list)):
        need(loop, "name", str, f"loop {i} of the manifest")
        need(loop, "size", int, f"loop {i} of the manifest")
    for key in {"nvvm": ("args",), "spirv": ("params", "bindings")}.get(manifest["target"], ()):
        for i, entry in enumerate(need(manifest, key, list)):
            need(entry, "name", str, f"{key}[{i}] of the manifest")
    paged = manifest.get("paged_cache")
    if paged is not None:
        if (not isinstance(paged, dict) or paged.get("block_table") != "block_table"
                or paged.get("seq_lens") != "seq_lens"
                or not isinstance(paged.get("page_size"), int) or paged["page_size"] <= 0):
            raise ValueError(f"'paged_cache' of the manifest is {paged!r}, expected "
                             "{'block_table': 'block_table', 'page_size': P > 0, "
                             "'seq_lens': 'seq_lens'}")
    if "persistent" in manifest:
        need(manifest, "persistent", bool)
        if manifest["persistent"] and (grid_dim != "m" or "sequence_offsets" in manifest
                                       or paged is not None):
            raise ValueError("a persistent kernel's workgroups run the query tiles of dense "
                             "tensors, got a manifest of other tiles")
    offsets = manifest.get("sequence_offsets")
    if offsets is not None and offsets != ["cu_q", "cu_k"]:
        raise ValueError(f"'sequence_offsets' of the manifest is {offsets!r}, expected "
                         "['cu_q', 'cu_k']")


def _normalise(options: dict) -> dict:
    result = {"target": "nvvm", "chip": "sm_90", "target_env": "lavapipe", "emit": "",
              "tile_m": 0, "tile_n": 0, "lanes_per_row": 1, "kernel": "auto",
              "raise_attention": True}
    for name, value in options.items():
        if name not in result:
            raise TypeError(f"unknown compile option '{name}'; known: {', '.join(result)}")
        result[name] = value
    # Types first: a string is not a bool, a bool is not a tile size, an int
    # that does not fit the C API's int64 is not wrapped.
    try:
        for name in ("target", "chip", "target_env", "emit", "kernel"):
            validate.string(name, result[name])
        for name in ("tile_m", "tile_n"):
            result[name] = validate.integer(name, result[name])
        result["lanes_per_row"] = validate.integer("lanes_per_row", result["lanes_per_row"],
                                                   minimum=1)
        validate.flag("raise_attention", result["raise_attention"])
    except (TypeError, ValueError) as error:
        raise CompileError(str(error)) from None
    if result["target"] == "cpu":
        raise CompileError("target 'cpu' is JIT-compiled in process by "
                           "attn_mlir.compile(text, target='cpu'); it has no kernel files")
    if result["target"] not in TARGETS:
        raise CompileError(f"unknown target '{result['target']}'; "
                           f"known targets: {', '.join(TARGETS)}")
    if not result["emit"]:
        result["emit"] = DEFAULT_EMIT[result["target"]]
    # The artifact kind is part of cache file names.
    if not re.fullmatch(r"[a-z0-9_]+", result["emit"]):
        raise CompileError(f"unknown --emit {result['emit']!r}")
    return result


def _compile_all(source: str, options: dict):
    compiled = capi.compiler().compile(
        source, options["target"], options["chip"], options["emit"], options["tile_m"],
        options["tile_n"], options["raise_attention"], options["target_env"],
        options["lanes_per_row"], options["kernel"])
    build = _usable_build()
    return [Kernel(dict(json.loads(manifest), compiler_build=build), binary)
            for binary, manifest in compiled]


def compile(source: str, target: str = "nvvm", **options):
    """Compiles the attention in `source` (MLIR text: linalg to raise, or
    attn.attention).

    target="nvvm": options chip ("sm_80", "sm_90", "sm_90a"), emit ("ptx", "cubin",
    "mlir"), kernel ("auto": tensor cores for f16/bf16 at head dims that
    are multiples of 8 up to 256, SIMT otherwise; "mma" (through the tiling
    stages); "wgmma" (sm_90a); "simt"; "reference"), tile_m, tile_n,
    raise_attention. Returns the Kernel, or a list of Kernels when the
    source has several attention ops.

    target="spirv": options target_env ("lavapipe", "nvidia", "generic" or a
    #spirv.target_env attribute), emit ("spirv", "mlir"), tile_m, tile_n,
    lanes_per_row, raise_attention. The Kernel runs on numpy arrays through
    Vulkan.

    target="cpu": options func (the function to call, default "attention")
    and pipeline (the option string of attn-to-llvm-pipeline, e.g.
    "tile-m=64 parallel=0"). Returns an attn_mlir.cpu.CpuFunction that runs
    the whole function on numpy arrays.

    Raises CompileError with the compiler's diagnostics."""
    if target == "cpu":
        from .cpu import CpuFunction
        unknown = set(options) - {"func", "pipeline"}
        if unknown:
            raise TypeError(f"unknown cpu compile option '{sorted(unknown)[0]}'; known: func, "
                            "pipeline")
        return CpuFunction(source, options.get("func", "attention"), options.get("pipeline", ""))
    kernels = _compile_all(source, _normalise(dict(options, target=target)))
    return kernels[0] if len(kernels) == 1 else kernels
