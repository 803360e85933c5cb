"""attn.attention kernels by signature, without PyTorch.

A signature fixes what a kernel is compiled for: element type, head dims,
causal, mask kind, GQA and the number of batch dims. Everything else
(batch sizes, sequence lengths, strides, scale) is given at launch, so one
kernel serves every shape and layout of its signature.
"""

from dataclasses import dataclass

from . import validate
from .compiler import KernelCache

DTYPES = ("f16", "bf16", "f32")
# The query tile attn_mlir.torch gives the tensor-core kernel where its
# default one (128 rows) would leave multiprocessors idle.
SMALL_TILE_M = 64
# Its key block for decode-like problems (a few query rows against many
# keys; head dims up to DECODE_MAX_HEAD_DIM): the larger blocks keep more
# bytes in flight (measured on the H200, Llama-3-8B decode: 0.125 ms with
# 128-key blocks, 0.141 with 64, 0.204 with 32).
DECODE_TILE_N = 128
DECODE_MAX_HEAD_DIM = 128


def launch_tiles(head_dim: int, value_dim: int, rows_per_batch: int, underfilled: bool):
    """The (tile_m, tile_n) variant of a tensor-core kernel with these head
    dims that attn_mlir.torch launches for `rows_per_batch` query rows, or
    None for the default tiles: 64-row tiles with 128-key blocks for at most
    64 rows (decode) at head dims up to 128, 64-row tiles where the default
    grid would not fill the device (`underfilled`)."""
    if rows_per_batch <= SMALL_TILE_M:
        if max(head_dim, value_dim) <= DECODE_MAX_HEAD_DIM:
            return SMALL_TILE_M, DECODE_TILE_N
        return SMALL_TILE_M, 0
    if underfilled:
        return SMALL_TILE_M, 0
    return None


# Split-KV decode: at least this many keys per part (4 blocks of
# DECODE_TILE_N), and only where the problems fill at most a quarter of the
# multiprocessors.
SPLIT_MIN_KEYS = 512
# The parts are combined by a few small PyTorch kernels, whose launches cost
# the host about 0.3 ms more than the unsplit kernel's (H200, Llama-3-8B
# decode of one sequence: split 0.35-0.41 ms eager against unsplit 0.10 ms at
# 4k keys, 0.24 at 16k, 0.47 at 32k; captured in a CUDA graph 0.03-0.07 ms
# against 0.06-0.46). Eager calls split from this many keys on; calls being
# captured into a CUDA graph, whose launches cost nothing at replay, always.
EAGER_SPLIT_MIN_KEYS = 32768


def decode_splits(problems: int, keys: int, multiprocessors: int) -> int:
    """Into how many parts attn_mlir.torch splits the keys of `problems`
    decode problems (one 64-row tile each): enough that problems x parts
    fill one workgroup per multiprocessor, each part at least
    SPLIT_MIN_KEYS keys; 1 (no split) where the problems alone fill a
    quarter of the multiprocessors. (H100, Llama-3-8B decode of one
    sequence, from a CUDA graph: at 32k keys one workgroup per
    multiprocessor 0.066 ms, two 0.075, four 0.072, eight 0.071; at 8k keys
    0.026-0.027 for all.)"""
    if problems <= 0 or problems * 4 > multiprocessors:
        return 1
    return max(1, min(-(-multiprocessors // problems), keys // SPLIT_MIN_KEYS))


def split_chunk(keys: int, splits: int) -> int:
    """Keys per part of a split into `splits` parts: a whole number of
    DECODE_TILE_N blocks (the last part may be shorter)."""
    per = -(-keys // splits)
    return -(-per // DECODE_TILE_N) * DECODE_TILE_N


# The query tile of the wgmma kernel with three consumer warpgroups (one
# m64 slice each, 128-key blocks, 512 invocations), which attn_mlir.torch
# launches at d = 64 without a mask on sequences of at least
# LONG_MIN_ROWS query rows (LONG_MIN_ROWS_CAUSAL causal), where it was
# measured faster than the default one warpgroup of 64 x 128 tiles (H100,
# bf16, attn-run on one machine: 1.07x at N = 4k and 1.16x at 16k; causal
# 0.94x at 4k, 1.02x at 8k and 1.07-1.11x at 16k; at N = 1k 0.88x, causal
# 0.68x: short sequences keep the default).
LONG_TILE_M = 192
LONG_TILE_N = 128
LONG_MIN_ROWS = 4096
LONG_MIN_ROWS_CAUSAL = 8192


def long_sequence_tiles(head_dim: int, value_dim: int, causal: bool, mask, chip: str,
                        rows_per_batch: int):
    """The (tile_m, tile_n) variant attn_mlir.torch launches on the wgmma
    kernel (sm_90a) for `rows_per_batch` query rows of a long sequence (three
    consumer warpgroups at d = 64 without a mask: a mask's loads would make
    their 160-register threads spill), or None for the default tiles."""
    if (chip != "sm_90a" or (head_dim, value_dim) != (64, 64) or mask is not None
            or rows_per_batch < (LONG_MIN_ROWS_CAUSAL if causal else LONG_MIN_ROWS)):
        return None
    return LONG_TILE_M, LONG_TILE_N


def launch_variants(sig: "Signature"):
    """Every variant launch_tiles and long_sequence_tiles may pick for `sig`
    (to compile ahead)."""
    variants = [(SMALL_TILE_M, 0)]
    if max(sig.head_dim, sig.value_dim) <= DECODE_MAX_HEAD_DIM:
        variants.append((SMALL_TILE_M, DECODE_TILE_N))
    long = long_sequence_tiles(sig.head_dim, sig.value_dim, sig.causal, sig.mask, sig.chip,
                               LONG_MIN_ROWS_CAUSAL)
    if long:
        variants.append(long)
    return variants
# Mask kinds: a mask over every query dim and the keys ("bool", "additive"),
# or a key-padding mask over the batch and the keys only, the same for every
# head and query ("bool_keys", "additive_keys": the kernels read it once per
# key block).
MASKS = (None, "bool", "additive", "bool_keys", "additive_keys")
CAUSAL_ALIGNMENTS = ("top_left", "bottom_right")


def key_mask(kind):
    """Whether mask kind `kind` (MASKS) is a key-padding mask, [B, N]."""
    return kind is not None and kind.endswith("_keys")


@dataclass(frozen=True)
class Signature:
    dtype: str
    head_dim: int
    value_dim: int
    causal: bool = False
    mask: str = None
    gqa: bool = False
    # The chip the kernel is compiled for; sm_90a (Hopper's wgmma), which
    # attn_mlir.torch picks on compute capability 9.0, by default.
    chip: str = "sm_90a"
    # Where the causal diagonal sits when M != N: "top_left" (query i sees
    # keys j <= i, SDPA's is_causal) or "bottom_right" (j <= i + N - M: the
    # last query sees every key, as chunked prefill and decode need).
    causal_alignment: str = "top_left"
    # Query rows per workgroup and keys per block; 0: the target
    # description's choice.
    tile_m: int = 0
    tile_n: int = 0
    # Whether the function also gives the log-sum-exp of each row (f32), as
    # the backward pass needs.
    lse: bool = False

    def __post_init__(self):
        validate.flag("causal", self.causal)
        validate.flag("gqa", self.gqa)
        validate.flag("lse", self.lse)
        validate.string("chip", self.chip)
        for name in ("head_dim", "value_dim"):
            validate.integer(name, getattr(self, name), minimum=-validate.INT64_MAX)
        validate.integer("tile_m", self.tile_m)
        validate.integer("tile_n", self.tile_n)
        if self.dtype not in DTYPES:
            raise ValueError(f"element type {self.dtype} is not supported; expected one of "
                             f"{', '.join(DTYPES)}")
        if self.causal_alignment not in CAUSAL_ALIGNMENTS:
            raise ValueError(f"causal alignment {self.causal_alignment!r}; expected "
                             "'top_left' or 'bottom_right'")
        if self.mask not in MASKS:
            raise ValueError(f"mask kind {self.mask!r}; expected one of "
                             f"{', '.join(repr(k) for k in MASKS)}")
        for name in ("head_dim", "value_dim"):
            value = getattr(self, name)
            if not 1 <= value <= 256:
                raise ValueError(f"{name} = {value}; GPU kernels support 1..256")


class _Layout:
    """The tensors of `sig`'s functions: Q [b, h, (g,) m, d], K/V [b, h, n,
    d] (GQA: query head h*G+g reads key/value head h), the mask [b, h, (g,)
    m, n] (a key mask: [b, n]), every size but the head dims dynamic; their
    types and maps."""

    def __init__(self, sig):
        self.qdims = ["b", "h", "g", "m"] if sig.gqa else ["b", "h", "m"]
        self.loops = self.qdims + ["n", "k1", "k2"]
        rows = len(self.qdims)
        t = sig.dtype
        self.q_t = self.tensor(rows, sig.head_dim, t)
        self.k_t = self.tensor(3, sig.head_dim, t)
        self.v_t = self.tensor(3, sig.value_dim, t)
        self.o_t = self.tensor(rows, sig.value_dim, t)
        self.lse_t = self.tensor(rows, None, "f32")
        keys = key_mask(sig.mask)
        self.mask_t = self.tensor(2 if keys else rows + 1, None,
                                  "i1" if sig.mask in ("bool", "bool_keys") else t)
        self.q_map = self.amap(self.qdims + ["k1"])
        self.k_map = self.amap(["b", "h", "n", "k1"])
        self.v_map = self.amap(["b", "h", "n", "k2"])
        self.mask_map = self.amap(["b", "n"] if keys else self.qdims + ["n"])
        self.o_map = self.amap(self.qdims + ["k2"])
        self.lse_map = self.amap(self.qdims)

    @staticmethod
    def tensor(rank, last, elem):
        return "tensor<" + "?x" * rank + (f"{last}x" if last else "") + f"{elem}>"

    def amap(self, dims):
        return f"affine_map<({', '.join(self.loops)}) -> ({', '.join(dims)})>"

    def head(self, op, sig, maps, results):
        """The op's first lines: maps, causal, and its ins and mask."""
        lines = [f"  {results} = {op} indexing_maps = [" + ", ".join(maps) + "]"]
        if sig.causal:
            lines.append(f"      causal({sig.causal_alignment})")
        lines.append(f"      ins(%q, %k, %v, %scale : {self.q_t}, {self.k_t}, {self.v_t}, f32)")
        if sig.mask:
            lines.append(f"      mask(%mask : {self.mask_t})")
        return lines

    def args(self, sig, extra):
        args = [f"%q: {self.q_t}", f"%k: {self.k_t}", f"%v: {self.v_t}"]
        if sig.mask:
            args.append(f"%mask: {self.mask_t}")
        return args + extra + ["%scale: f32"]


def source(sig: Signature) -> str:
    """The MLIR of the kernel (the tensors of _Layout): @attention(q, k, v,
    [mask], o, [lse], scale) -> o, or (o, lse) with `sig.lse`."""
    lay = _Layout(sig)
    maps = [lay.q_map, lay.k_map, lay.v_map] + ([lay.mask_map] if sig.mask else [])
    maps.append(lay.o_map)
    outs, types, results = ["%o"], [lay.o_t], "%r"
    if sig.lse:
        maps.append(lay.lse_map)
        outs, types, results = ["%o", "%lse"], [lay.o_t, lay.lse_t], "%r, %l"
    extra = [f"{name}: {t}" for name, t in zip(outs, types)]
    result_types = ", ".join(types)
    lines = [f"func.func @attention({', '.join(lay.args(sig, extra))}) -> "
             + (f"({result_types})" if sig.lse else result_types) + " {"]
    lines += lay.head("attn.attention", sig, maps, results)
    lines.append(f"      outs({', '.join(outs)} : {result_types}) -> {result_types}")
    lines.append(f"  return {results} : {result_types}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def backward_source(sig: Signature, grad_query_f32: bool = False) -> str:
    """The MLIR of the gradients of `sig`'s attention, as
    @attention_backward(q, k, v, [mask], o, do, lse, scale) -> (dq, dk, dv)
    in the layouts of `source` (lse [b, h, (g,) m] f32; dk and dv [b, h, n,
    d] summed over the query heads of a group), every size but the head dims
    dynamic; dq f32 with `grad_query_f32`. The host runs it
    (attn_mlir.compile(..., target="cpu", func="attention_backward")); on
    NVVM it compiles to two kernels (backward_kernels)."""
    lay = _Layout(sig)
    maps = [lay.q_map, lay.k_map, lay.v_map] + ([lay.mask_map] if sig.mask else [])
    maps += [lay.o_map, lay.o_map, lay.lse_map, lay.q_map, lay.k_map, lay.v_map]
    extra = [f"%o: {lay.o_t}", f"%do: {lay.o_t}", f"%lse: {lay.lse_t}"]
    dq_t = lay.q_t
    if grad_query_f32:
        dq_t = dq_t[:dq_t.rindex("x") + 1] + "f32>"
    results = f"{dq_t}, {lay.k_t}, {lay.v_t}"
    lines = [f"func.func @attention_backward({', '.join(lay.args(sig, extra))}) -> "
             f"({results}) {{"]
    for i in range(len(lay.qdims)):
        lines.append(f"  %c{i} = arith.constant {i} : index")
    # Inits: dq like q, dk like k, dv like v (dynamic sizes from them).
    for name, like, ty, rank in (("dq0", "%q", dq_t, len(lay.qdims)),
                                 ("dk0", "%k", lay.k_t, 3), ("dv0", "%v", lay.v_t, 3)):
        like_t = lay.q_t if name == "dq0" else ty
        sizes = []
        for i in range(rank):
            lines.append(f"  %{name}_{i} = tensor.dim {like}, %c{i} : {like_t}")
            sizes.append(f"%{name}_{i}")
        lines.append(f"  %{name} = tensor.empty({', '.join(sizes)}) : {ty}")
    lines += lay.head("attn.attention_backward", sig, maps, "%dq, %dk, %dv")
    lines.append(f"      grads(%o, %do, %lse : {lay.o_t}, {lay.o_t}, {lay.lse_t})")
    lines.append(f"      outs(%dq0, %dk0, %dv0 : {results}) -> {results}")
    lines.append(f"  return %dq, %dk, %dv : {results}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _sequence_batch_source(sig, op, what, sequence, clause, tables, page_size=None):
    """The function of one attn.varlen_attention or attn.paged_attention:
    @op(q, k, v, <tables>, o, lse, scale) -> (o, lse), every size dynamic
    but the head dims (and a paged cache's `page_size`, where given).
    `sequence`: the leading loop and the Q/O/LSE dim it adds ([] for packed
    sequences); `tables`: [(name, type)] of the op's `clause` operands."""
    if sig.mask:
        raise ValueError(f"{what} takes no mask")
    heads = ["h", "g"] if sig.gqa else ["h"]
    loops = sequence + heads + ["m", "n", "k1", "k2"]

    def amap(dims):
        return f"affine_map<({', '.join(loops)}) -> ({', '.join(dims)})>"

    def tensor(rank, last, elem):
        return "tensor<" + "?x" * rank + (f"{last}x" if last else "") + f"{elem}>"

    rank = len(sequence + heads) + 1
    # K and V: the packed keys, or a page's slots after the page dim.
    kv_rank = 2 + len(sequence)
    q_t, o_t = tensor(rank, sig.head_dim, sig.dtype), tensor(rank, sig.value_dim, sig.dtype)
    k_t, v_t = tensor(kv_rank, sig.head_dim, sig.dtype), tensor(kv_rank, sig.value_dim, sig.dtype)
    if page_size is not None:
        # [pages, page size, h, d]: the page size static.
        k_t, v_t = (t.replace("tensor<?x?x", f"tensor<?x{page_size}x", 1) for t in (k_t, v_t))
    lse_t = tensor(rank, None, "f32")
    rows = sequence + ["m"] + heads
    maps = [amap(rows + ["k1"]), amap(["n", "h", "k1"]), amap(["n", "h", "k2"]),
            amap(rows + ["k2"]), amap(sequence + heads + ["m"])]
    names = ", ".join(f"%{name}" for name, _ in tables)
    types = ", ".join(t for _, t in tables)
    params = ", ".join(f"%{name}: {t}" for name, t in tables)
    lines = [f"func.func @{op}(%q: {q_t}, %k: {k_t}, %v: {v_t}, {params}, %o: {o_t}, "
             f"%lse: {lse_t}, %scale: f32) -> ({o_t}, {lse_t}) {{",
             f"  %r, %l = attn.{op} indexing_maps = [{', '.join(maps)}]"]
    if sig.causal:
        lines.append(f"      causal({sig.causal_alignment})")
    lines += [f"      ins(%q, %k, %v, %scale : {q_t}, {k_t}, {v_t}, f32)",
              f"      {clause}({names} : {types})",
              f"      outs(%o, %lse : {o_t}, {lse_t}) -> {o_t}, {lse_t}",
              f"  return %r, %l : {o_t}, {lse_t}", "}"]
    return "\n".join(lines) + "\n"


def varlen_source(sig: Signature) -> str:
    """The MLIR of `sig`'s attention over packed variable-length sequences
    (attn.varlen_attention, FlashAttention's varlen layout), as
    @varlen_attention(q, k, v, cu_q, cu_k, o, lse, scale) -> (o, lse): q [T,
    h, (g,) d] (the query rows of every sequence, one after another), k and
    v [S, h, d], cu_q and cu_k the cumulative lengths (i32, one more entry
    than sequences), o like q with the value head dim, lse [h, (g,) T] f32.
    With `sig.gqa` query head h*G+g reads key/value head h. `sig.mask` must
    be None (the op has no mask)."""
    return _sequence_batch_source(sig, "varlen_attention",
                                  "packed variable-length attention", [], "seq_offsets",
                                  [("cu_q", "tensor<?xi32>"), ("cu_k", "tensor<?xi32>")])


def paged_source(sig: Signature, page_size: int = None) -> str:
    """The MLIR of `sig`'s attention against a paged KV cache
    (attn.paged_attention, the layout of FlashAttention's
    flash_attn_with_kvcache), as @paged_attention(q, k_cache, v_cache,
    block_table, seq_lens, o, lse, scale) -> (o, lse): q [B, M, h, (g,) d],
    k_cache and v_cache [pages, page size, h, d] (the page size dynamic, or
    `page_size`), block_table [B, pages per sequence] and seq_lens [B]
    (i32), o like q with the value head dim, lse [B, h, (g,) M] f32. With
    `sig.gqa` query head h*G+g reads key/value head h. `sig.mask` must be
    None."""
    if page_size is not None:
        validate.integer("page_size", page_size, minimum=1)
    return _sequence_batch_source(sig, "paged_attention",
                                  "attention against a paged KV cache", ["b"], "pages",
                                  [("block_table", "tensor<?x?xi32>"),
                                   ("seq_lens", "tensor<?xi32>")], page_size)


_caches = {}
_kernels = {}


def _compiled_source(table, sig, cache_dir, text):
    """The kernel of `text(sig)` (a function's MLIR) for `sig`'s chip and
    tiles, from `table`, else the disk cache, else compiled into it."""
    key = (sig, cache_dir)
    if key not in table:
        if cache_dir not in _caches:
            _caches[cache_dir] = KernelCache(cache_dir)
        table[key] = _caches[cache_dir].get(text(sig), chip=sig.chip, tile_m=sig.tile_m,
                                            tile_n=sig.tile_n, raise_attention=False)
    return table[key]


def kernel(sig: Signature, cache_dir: str = None):
    """The compiled kernel of `sig`, from the disk cache or compiled into it
    (looked up once per process: this is on every call's path)."""
    return _compiled_source(_kernels, sig, cache_dir, source)


_varlen_kernels = {}


def varlen_kernel(sig: Signature, cache_dir: str = None):
    """The compiled NVVM kernel of `sig`'s attention over packed
    variable-length sequences (varlen_source: O and the LSE), one launch for
    every sequence (Kernel.packed_sequences), from the disk cache or
    compiled into it."""
    return _compiled_source(_varlen_kernels, sig, cache_dir, varlen_source)


_paged_kernels = {}


def paged_kernel(sig: Signature, page_size: int, cache_dir: str = None):
    """The compiled NVVM kernel of `sig`'s attention against a paged KV
    cache of `page_size`-key pages (paged_source: O and the LSE), one launch
    for every sequence (Kernel.paged_cache), each key block read from its
    page in place, from the disk cache or compiled into it. The page size
    must be a multiple of 32 keys and the attention one the tensor-core
    kernel takes (f16/bf16, head dims multiples of 8 up to 256): the
    compiler refuses others."""
    key = (sig, page_size, cache_dir)
    if key not in _paged_kernels:
        _paged_kernels[key] = _compiled_source({}, sig, cache_dir,
                                               lambda s: paged_source(s, page_size))
    return _paged_kernels[key]


def paged_in_place(dtype: str, head_dim: int, value_dim: int, page_size: int) -> bool:
    """Whether the GPU kernel of a paged cache (paged_kernel) takes this
    attention: f16/bf16 with head dims that are multiples of 8 up to 256
    (the tensor-core kernel), pages of a multiple of 32 keys (each key block
    read from one page in place)."""
    return (dtype in ("f16", "bf16") and page_size > 0 and page_size % 32 == 0
            and all(0 < d <= 256 and d % 8 == 0 for d in (head_dim, value_dim)))


def paged_launch(dtype: str, head_dim: int, value_dim: int, batch: int, rows: int,
                 query_heads: int, kv_heads: int, page_size: int, causal: bool,
                 causal_alignment: str, chip: str, multiprocessors: int):
    """(Signature, folded) of the kernel of a paged cache
    (paged_kernel(sig, page_size)) that attn_mlir.torch.paged_attention
    launches on CUDA tensors: one query row that sees every key (not
    causal, or bottom-right) runs without causal, `folded` where its K/V
    heads are grouped, whose group's query heads are then the rows of each
    sequence (no GQA);
    tiles as launch_tiles gives them, the key block a divisor of the page."""
    groups = query_heads // kv_heads
    # One row that sees every key is not causal: one kernel for both.
    if rows == 1 and causal_alignment == "bottom_right":
        causal = False
    folded = rows == 1 and groups > 1 and not causal
    if folded:
        rows = groups
    heads = kv_heads if folded else query_heads
    underfilled = batch * heads * -(-rows // 128) < multiprocessors
    tile_m, tile_n = launch_tiles(head_dim, value_dim, rows, underfilled) or (0, 0)
    if tile_n and page_size % tile_n:
        tile_n = next(n for n in (128, 64, 32) if n < tile_n and page_size % n == 0)
    sig = Signature(dtype, head_dim, value_dim, causal=causal, gqa=groups > 1 and not folded,
                    chip=chip, tile_m=tile_m, tile_n=tile_n,
                    causal_alignment=causal_alignment if causal else "top_left")
    return sig, folded


def paged_split(batch: int, kv_heads: int, keys: int, page_size: int, multiprocessors: int):
    """(parts, pages per part) of a split-KV decode against a paged cache
    (flash-decoding on the kernel of the paged cache): each sequence's pages
    cut into `parts` runs of whole pages, each run a sequence of its own,
    as decode_splits and split_chunk would cut `keys` keys (the most a
    sequence may have; rounded up to whole pages); None where decode_splits
    does not split."""
    splits = decode_splits(batch * kv_heads, keys, multiprocessors)
    if splits < 2:
        return None
    per_part = -(-split_chunk(keys, splits) // page_size)
    parts = -(-(-(-keys // page_size)) // per_part)
    return (parts, per_part) if parts > 1 else None


_backward_kernels = {}


def backward_kernels(sig: Signature, cache_dir: str = None, atomics: bool = False):
    """The two compiled kernels of `sig`'s gradients, in launch order: the
    query pass (dQ, and D and c into f32 workspaces [b, h, (g,) m]), then
    the key pass (dK, dV), from the disk cache or compiled into it. With
    `atomics` dQ is f32: the query pass only zero-fills it (and computes D
    and c) and the key pass adds every key block's part to it (on mma.sync
    blocks of 128 keys above d = 64, on sm_90a's wgmma 64); measured no
    faster than the two passes (docs/Rationale.md), so not the default."""
    key = (sig, cache_dir, atomics)
    if key not in _backward_kernels:
        if cache_dir not in _caches:
            _caches[cache_dir] = KernelCache(cache_dir)
        kernels = _caches[cache_dir].get_all(backward_source(sig, grad_query_f32=atomics),
                                             chip=sig.chip, raise_attention=False)
        order = ("attention_backward_dq", "attention_backward_dkdv")
        _backward_kernels[key] = sorted(kernels, key=lambda k: order.index(k.manifest["kernel"]))
    return _backward_kernels[key]
