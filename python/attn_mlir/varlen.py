"""Batches of sequences of different lengths on the host, on numpy arrays,
through the CPU JIT: packed sequences (FlashAttention's varlen layout,
attn.varlen_attention) and a paged KV cache (flash_attn_with_kvcache's
layout, attn.paged_attention).

    from attn_mlir.varlen import paged_attention, varlen_attention
    o, lse = varlen_attention(q, k, v, cu_q, cu_k, causal=True)
    o, lse = paged_attention(q, k_cache, v_cache, seq_lens, block_table, causal=True)

Packed: q [total_q, Hq, E] holds the query rows of every sequence one after
another, k and v [total_k, Hkv, E|Ev] their keys, cu_q and cu_k (int32, one
more entry than sequences: 0, then the end of each sequence) where each
sequence starts. Paged: q [B, M, Hq, E], the caches [pages, page size, Hkv,
E|Ev], seq_lens [B] (int32) the keys of each sequence, block_table [B, pages
per sequence] (int32) the cache pages holding them, in order. Sequence s
attends its own keys only; no padding is computed and no key is copied.
"""

import numpy as np

from . import validate
from .attention import Signature, paged_source, varlen_source

_ELEMENTS = {np.dtype(np.float32): "f32", np.dtype(np.float16): "f16"}
_FUNCTIONS = {}


def sequence_offsets(name, offsets, packed, max_seqlen=None):
    """`offsets` (cumulative sequence lengths) as a list of ints, checked:
    from 0, not decreasing, ending within the `packed` tokens, no sequence
    longer than max_seqlen; ValueError naming `name` otherwise."""
    values = [int(x) for x in offsets]
    if not values:
        raise ValueError(f"{name} must have one more entry than sequences, got none")
    if values[0] != 0:
        raise ValueError(f"{name} must start at 0, got {values[0]}")
    lengths = [b - a for a, b in zip(values, values[1:])]
    if any(n < 0 for n in lengths):
        raise ValueError(f"{name} must not decrease: {values}")
    if values[-1] > packed:
        raise ValueError(f"{name} ends at {values[-1]}, past the {packed} packed tokens")
    if max_seqlen is not None:
        validate.integer(f"max_seqlen of {name}", max_seqlen)
        if lengths and max(lengths) > max_seqlen:
            raise ValueError(f"{name} has a sequence of {max(lengths)} tokens, longer than "
                             f"max_seqlen {max_seqlen}")
    return values


def check_problem(q_shape, k_shape, v_shape, cu_q, cu_k, max_seqlen_q=None, max_seqlen_k=None):
    """The offsets as lists, after checking the packed shapes and offsets
    against each other (ValueError saying which does not fit)."""
    for name, shape in (("query", q_shape), ("key", k_shape), ("value", v_shape)):
        if len(shape) != 3:
            raise ValueError(f"{name} must be 3-D [tokens, heads, head dim] (packed "
                             f"sequences), got shape {tuple(shape)}")
    if k_shape[0] != v_shape[0]:
        raise ValueError(f"key has {k_shape[0]} tokens, value {v_shape[0]}")
    if k_shape[1] != v_shape[1]:
        raise ValueError(f"key has {k_shape[1]} heads, value {v_shape[1]}")
    if k_shape[2] != q_shape[2]:
        raise ValueError(f"key head dim {k_shape[2]} != query head dim {q_shape[2]}")
    if k_shape[1] == 0 or q_shape[1] % k_shape[1]:
        raise ValueError(f"query has {q_shape[1]} heads, key/value {k_shape[1]}: not a "
                         "multiple")
    starts_q = sequence_offsets("cu_seqlens_q", cu_q, q_shape[0], max_seqlen_q)
    starts_k = sequence_offsets("cu_seqlens_k", cu_k, k_shape[0], max_seqlen_k)
    if len(starts_q) != len(starts_k):
        raise ValueError(f"cu_seqlens_q has {len(starts_q)} entries, cu_seqlens_k "
                         f"{len(starts_k)}: both have one per sequence, and one more")
    return starts_q, starts_k


def _int32_array(name, a, ndim=None):
    """`a` as an int32 numpy array (of rank `ndim` when given); TypeError
    naming `name` otherwise."""
    a = np.asarray(a)
    if a.dtype != np.int32 or (ndim is not None and a.ndim != ndim):
        rank = f"{ndim}-D " if ndim is not None else ""
        raise TypeError(f"{name} must be a {rank}int32 array, got {a.dtype} of shape {a.shape}")
    return a


def _element(arrays, bf16):
    """The element type of the query, key and value arrays (alike)."""
    if bf16:
        if any(a.dtype != np.uint16 for a in arrays):
            raise TypeError("bf16=True takes uint16 arrays of bf16 bit patterns")
        return "bf16"
    element = _ELEMENTS.get(arrays[0].dtype)
    if element is None:
        raise TypeError(f"query has dtype {arrays[0].dtype}; expected float32 or float16 "
                        "(bf16: bit patterns with bf16=True)")
    for name, a in zip(("key", "value"), arrays[1:]):
        if a.dtype != arrays[0].dtype:
            raise TypeError(f"{name} has dtype {a.dtype}, query {arrays[0].dtype}")
    return element


def _function(source, element, q, v, gqa, causal, causal_alignment, parallel):
    """The host function of `source` (varlen_source or paged_source) for
    these arrays and options, compiled once per signature (with `parallel`,
    its parallel loops on OpenMP threads)."""
    parallel = validate.flag("parallel", parallel)
    causal = validate.flag("causal", causal)
    if causal_alignment not in ("top_left", "bottom_right"):
        raise ValueError(f"causal_alignment must be 'top_left' or 'bottom_right', got "
                         f"{causal_alignment!r}")
    sig = Signature(element, q.shape[-1], v.shape[-1], causal, None, gqa, "host",
                    causal_alignment if causal else "top_left")
    key = (source.__name__, sig, parallel)
    if key not in _FUNCTIONS:
        from .compiler import compile as compile_source
        _FUNCTIONS[key] = compile_source(source(sig), target="cpu",
                                         func=source.__name__.replace("_source", "_attention"),
                                         pipeline="parallel=1" if parallel else "")
    return _FUNCTIONS[key]


def varlen_attention(q, k, v, cu_q, cu_k, scale=None, causal=False,
                     causal_alignment="bottom_right", max_seqlen_q=None, max_seqlen_k=None,
                     bf16=False, parallel=False):
    """(O [total_q, Hq, Ev], LSE [Hq, total_q] float32) of the packed
    sequences, on the host. causal=True is bottom-right aligned per
    sequence, as FlashAttention's (each sequence's last query sees all of
    its keys); causal_alignment="top_left" gives SDPA's rule. A sequence
    without keys gives zeros (LSE -inf); rows past the last sequence are
    zeros (LSE -inf). float32 or float16 arrays; with bf16=True, uint16
    arrays of bf16 bit patterns (attn_mlir.cpu.bf16_bits), and O comes back
    as bit patterns too. parallel=True runs the workgroup tiles of each
    sequence on OpenMP threads (OMP_NUM_THREADS)."""
    arrays = [np.asarray(a) for a in (q, k, v)]
    element = _element(arrays, bf16)
    q, k, v = arrays
    offsets = [_int32_array("cu_seqlens_q", cu_q, 1), _int32_array("cu_seqlens_k", cu_k, 1)]
    check_problem(q.shape, k.shape, v.shape, *offsets, max_seqlen_q, max_seqlen_k)
    scale = validate.scale(scale, q.shape[-1])
    hq, hk = q.shape[1], k.shape[1]
    function = _function(varlen_source, element, q, v, hq != hk, causal, causal_alignment,
                         parallel)
    if hq != hk:
        q = q.reshape(q.shape[0], hk, hq // hk, q.shape[-1])
    rows = q.shape[:-1]
    # The function writes the rows of the sequences; those past the last
    # keep these initial values.
    o = np.zeros(rows + (v.shape[-1],), dtype=q.dtype)
    lse = np.full(rows[1:] + rows[:1], -np.inf, dtype=np.float32)
    out, rows_lse = function(q, k, v, *offsets, o, lse, scale)
    return (out.reshape(out.shape[0], hq, v.shape[-1]),
            rows_lse.reshape(hq, out.shape[0]))


def check_pages(q_shape, k_shape, v_shape, seq_lens, block_table):
    """ValueError unless the paged problem fits: q [B, M, Hq, E], caches
    [pages, page size, Hkv, E|Ev], seq_lens [B] within the table's pages,
    the pages each sequence uses within the cache."""
    if len(q_shape) != 4:
        raise ValueError(f"query must be 4-D [sequences, rows, heads, head dim], got shape "
                         f"{tuple(q_shape)}")
    for name, shape in (("k_cache", k_shape), ("v_cache", v_shape)):
        if len(shape) != 4:
            raise ValueError(f"{name} must be 4-D [pages, page size, heads, head dim], got "
                             f"shape {tuple(shape)}")
    if tuple(k_shape[:3]) != tuple(v_shape[:3]):
        raise ValueError(f"k_cache {tuple(k_shape)} and v_cache {tuple(v_shape)} differ in "
                         "pages, page size or heads")
    if k_shape[3] != q_shape[3]:
        raise ValueError(f"key head dim {k_shape[3]} != query head dim {q_shape[3]}")
    if k_shape[2] == 0 or q_shape[2] % k_shape[2]:
        raise ValueError(f"query has {q_shape[2]} heads, the caches {k_shape[2]}: not a "
                         "multiple")
    if k_shape[1] == 0:
        raise ValueError("the caches' pages hold no keys (page size 0)")
    sequences = q_shape[0]
    if block_table.ndim != 2 or block_table.shape[0] != sequences:
        raise ValueError(f"block_table must be [{sequences}, pages per sequence], got shape "
                         f"{tuple(block_table.shape)}")
    if seq_lens.shape != (sequences,):
        raise ValueError(f"seq_lens must be [{sequences}], got shape {tuple(seq_lens.shape)}")
    problem = validate.page_table_problem(seq_lens, block_table, k_shape[0], k_shape[1])
    if problem:
        raise ValueError(problem)


def paged_attention(q, k_cache, v_cache, seq_lens, block_table, scale=None, causal=False,
                    causal_alignment="bottom_right", bf16=False, parallel=False):
    """(O [B, M, Hq, Ev], LSE [B, Hq, M] float32) of each sequence's query
    rows against its keys in a paged cache: key n of sequence s is slot n %
    P of page block_table[s, n // P] (P the page size), for n < seq_lens[s].
    causal=True is bottom-right aligned per sequence, as
    flash_attn_with_kvcache's (decode: the last row sees every key);
    causal_alignment="top_left" gives SDPA's rule. A sequence without keys
    gives zeros (LSE -inf). float32 or float16 arrays; with bf16=True, uint16
    arrays of bf16 bit patterns (O comes back as bit patterns too).
    parallel=True runs the sequences on OpenMP threads (OMP_NUM_THREADS)."""
    arrays = [np.asarray(a) for a in (q, k_cache, v_cache)]
    element = _element(arrays, bf16)
    q, k, v = arrays
    tables = [_int32_array("seq_lens", seq_lens), _int32_array("block_table", block_table)]
    check_pages(q.shape, k.shape, v.shape, *tables)
    scale = validate.scale(scale, q.shape[-1])
    hq, hk = q.shape[2], k.shape[2]
    gqa = hq != hk
    function = _function(paged_source, element, q, v, gqa, causal, causal_alignment, parallel)
    b, m = q.shape[:2]
    if gqa:
        q = q.reshape(b, m, hk, hq // hk, q.shape[-1])
    rows = q.shape[:-1]
    o = np.empty(rows + (v.shape[-1],), dtype=q.dtype)
    lse = np.empty((b,) + rows[2:] + (m,), dtype=np.float32)
    seq_lens, block_table = tables
    out, rows_lse = function(q, k, v, block_table, seq_lens, o, lse, scale)
    return out.reshape(b, m, hq, v.shape[-1]), rows_lse.reshape(b, hq, m)
