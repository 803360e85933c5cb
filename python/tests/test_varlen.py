"""Packed variable-length sequences on the host (attn.varlen_attention
through attn-expand-varlen and the CPU JIT, attn_mlir.varlen) against the
float64 reference of attn_mlir.reference run on each sequence alone (the
padded-free equivalent of a padded batch), and the checks of the offsets."""

import numpy as np
import pytest
from conftest import needs_compiler

from attn_mlir.cpu import bf16_bits, bf16_values
from attn_mlir.reference import sdpa
from attn_mlir.varlen import varlen_attention

pytestmark = needs_compiler()

# Relative to the largest reference value.
TOLERANCE = {"f32": 2e-5, "f16": 4e-3, "bf16": 2e-2}


def _offsets(lengths):
    return np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)


def _inputs(rng, total_q, total_k, hq, hk, d, dv, dtype, magnitude=1.0):
    q = rng.standard_normal((total_q, hq, d)) * magnitude
    k = rng.standard_normal((total_k, hk, d)) * magnitude
    v = rng.standard_normal((total_k, hk, dv))
    if dtype == "bf16":
        bits = [bf16_bits(a) for a in (q, k, v)]
        return bits, [bf16_values(b).astype(np.float64) for b in bits]
    arrays = [a.astype(np.float32 if dtype == "f32" else np.float16) for a in (q, k, v)]
    return arrays, [a.astype(np.float64) for a in arrays]


def _reference(q, k, v, cu_q, cu_k, scale, causal):
    """(O [T, Hq, Dv], LSE [Hq, T]) from each sequence alone; rows past the
    last sequence are zeros with an LSE of -inf."""
    total, hq = q.shape[:2]
    hk = k.shape[1]
    out = np.zeros((total, hq, v.shape[-1]))
    lse = np.full((hq, total), -np.inf)
    for s in range(len(cu_q) - 1):
        q0, q1, k0, k1 = cu_q[s], cu_q[s + 1], cu_k[s], cu_k[s + 1]
        qs = q[q0:q1].transpose(1, 0, 2)
        # Grouped heads: query head h*G+g reads key/value head h.
        ks = np.repeat(k[k0:k1].transpose(1, 0, 2), hq // hk, axis=0)
        vs = np.repeat(v[k0:k1].transpose(1, 0, 2), hq // hk, axis=0)
        o, l = sdpa(qs, ks, vs, scale, causal=causal)
        out[q0:q1] = o.transpose(1, 0, 2)
        lse[:, q0:q1] = l
    return out, lse


def _run(arrays, cu_q, cu_k, dtype, **options):
    o, lse = varlen_attention(*arrays, cu_q, cu_k, bf16=dtype == "bf16", **options)
    o = bf16_values(o) if dtype == "bf16" else o
    return o.astype(np.float64), lse


def _check(o, lse, ref_o, ref_lse, dtype):
    scale = max(1.0, np.abs(ref_o).max())
    assert np.abs(o - ref_o).max() <= TOLERANCE[dtype] * scale
    assert np.array_equal(np.isneginf(lse), np.isneginf(ref_lse))
    finite = np.isfinite(ref_lse)
    assert np.allclose(lse[finite], ref_lse[finite], rtol=1e-5, atol=1e-4)


# Ragged lengths with a sequence without query rows, one without keys (its
# rows: zeros, LSE -inf), a one-row decode step and rows past the last
# sequence (a total larger than the offsets' end).
RAGGED_Q = [5, 0, 130, 1, 77]
RAGGED_K = [9, 3, 130, 0, 300]


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
@pytest.mark.parametrize("causal", [None, "bottom_right", "top_left"])
@pytest.mark.parametrize("heads", [(8, 2), (4, 4)], ids=["gqa", "mha"])
def test_ragged_matches_each_sequence(dtype, causal, heads):
    rng = np.random.default_rng(7)
    hq, hk = heads
    cu_q, cu_k = _offsets(RAGGED_Q), _offsets(RAGGED_K)
    arrays, exact = _inputs(rng, cu_q[-1] + 3, cu_k[-1], hq, hk, 64, 32, dtype)
    alignment = causal or "bottom_right"
    o, lse = _run(arrays, cu_q, cu_k, dtype, causal=causal is not None,
                  causal_alignment=alignment)
    ref_o, ref_lse = _reference(*exact, cu_q, cu_k, 64 ** -0.5, causal)
    _check(o, lse, ref_o, ref_lse, dtype)
    # The rows past the last sequence keep their initial zeros.
    assert not o[cu_q[-1]:].any()


@pytest.mark.parametrize("dtype", ["f32", "f16"])
def test_long_sequences_causal(dtype):
    """Sizes real models use: a 2048-token sequence next to short ones, the
    causal diagonal per sequence (bottom-right: chunked prefill of 1536
    queries against 2560 keys)."""
    rng = np.random.default_rng(11)
    lengths_q, lengths_k = [2048, 17, 1536], [2048, 17, 2560]
    cu_q, cu_k = _offsets(lengths_q), _offsets(lengths_k)
    arrays, exact = _inputs(rng, cu_q[-1], cu_k[-1], 4, 2, 64, 64, dtype)
    o, lse = _run(arrays, cu_q, cu_k, dtype, causal=True)
    ref_o, ref_lse = _reference(*exact, cu_q, cu_k, 0.125, "bottom_right")
    _check(o, lse, ref_o, ref_lse, dtype)


def test_large_logits():
    """Scores near the f32 range: the running max keeps exp finite."""
    rng = np.random.default_rng(3)
    cu_q, cu_k = _offsets([40, 70]), _offsets([90, 33])
    arrays, exact = _inputs(rng, cu_q[-1], cu_k[-1], 2, 2, 32, 32, "f32", magnitude=30.0)
    o, lse = _run(arrays, cu_q, cu_k, "f32", scale=1000.0)
    ref_o, ref_lse = _reference(*exact, cu_q, cu_k, 1000.0, None)
    assert np.all(np.isfinite(o))
    _check(o, lse, ref_o, ref_lse, "f32")


def test_one_sequence_is_attention():
    """One sequence is plain attention: the same numbers as the reference on
    the whole tensors (head dims 96 and 40)."""
    rng = np.random.default_rng(5)
    cu = _offsets([123])
    arrays, exact = _inputs(rng, 123, 123, 3, 3, 96, 40, "f32")
    o, lse = _run(arrays, cu, cu, "f32", causal=True, causal_alignment="top_left")
    ref_o, ref_lse = sdpa(*(a.transpose(1, 0, 2) for a in exact), 96 ** -0.5,
                          causal="top_left")
    _check(o, lse, ref_o.transpose(1, 0, 2), ref_lse, "f32")


def test_no_sequences():
    arrays, _ = _inputs(np.random.default_rng(0), 4, 4, 2, 2, 16, 16, "f32")
    cu = np.zeros(1, dtype=np.int32)
    o, lse = _run(arrays, cu, cu, "f32")
    assert not o.any() and np.all(np.isneginf(lse))


@pytest.mark.parametrize("cu_q, cu_k, message", [
    ([1, 5], [0, 5], "cu_seqlens_q must start at 0"),
    ([0, 5, 3], [0, 2, 5], r"cu_seqlens_q must not decrease: \[0, 5, 3\]"),
    ([0, 5, 9], [0, 2, 5], "cu_seqlens_q ends at 9, past the 8 packed tokens"),
    ([0, 5], [0, 2, 5], "cu_seqlens_q has 2 entries, cu_seqlens_k 3"),
    ([0, 5, 8], [0, 2, 9], "cu_seqlens_k ends at 9, past the 8 packed tokens"),
])
def test_bad_offsets(cu_q, cu_k, message):
    arrays, _ = _inputs(np.random.default_rng(0), 8, 8, 2, 2, 16, 16, "f32")
    with pytest.raises(ValueError, match=message):
        varlen_attention(*arrays, np.array(cu_q, np.int32), np.array(cu_k, np.int32))


def test_bad_shapes_and_types():
    arrays, _ = _inputs(np.random.default_rng(0), 8, 8, 6, 4, 16, 16, "f32")
    cu = _offsets([8])
    with pytest.raises(ValueError, match="query has 6 heads, key/value 4: not a multiple"):
        varlen_attention(*arrays, cu, cu)
    with pytest.raises(TypeError, match="cu_seqlens_q must be a 1-D int32 array"):
        varlen_attention(*arrays, cu.astype(np.int64), cu)
    with pytest.raises(ValueError, match="longer than max_seqlen 4"):
        q, k, v = _inputs(np.random.default_rng(0), 8, 8, 4, 4, 16, 16, "f32")[0]
        varlen_attention(q, k, v, cu, cu, max_seqlen_q=4)


def test_compiled_function_checks_offsets():
    """A function with attn.varlen_attention called directly: its offsets
    are checked against the packed arguments before the call (compiled
    code trusts them)."""
    from attn_mlir import compile
    from attn_mlir.attention import Signature, varlen_source

    fn = compile(varlen_source(Signature("f32", 16, 16, False, None, False, "host")),
                 target="cpu", func="varlen_attention")
    (q, k, v), _ = _inputs(np.random.default_rng(0), 8, 6, 2, 2, 16, 16, "f32")
    o, lse = np.zeros((8, 2, 16), np.float32), np.zeros((2, 8), np.float32)
    good = _offsets([4, 4]), _offsets([3, 3])
    out, rows = fn(q, k, v, *good, o, lse, None)
    assert np.all(np.isfinite(rows))
    with pytest.raises(ValueError, match=r"argument 4 of @varlen_attention \(sequence "
                                         r"offsets\) ends at 8, past the 6 packed rows"):
        fn(q, k, v, good[0], _offsets([4, 4]), o, lse, None)
    with pytest.raises(ValueError, match="arguments 3 and 4 of @varlen_attention"):
        fn(q, k, v, good[0], _offsets([6]), o, lse, None)


def test_threads():
    """parallel=True (each sequence's workgroup tiles on OpenMP threads)
    gives the serial function's result."""
    rng = np.random.default_rng(13)
    cu_q, cu_k = _offsets(RAGGED_Q), _offsets(RAGGED_K)
    arrays, _ = _inputs(rng, cu_q[-1], cu_k[-1], 8, 2, 64, 64, "f32")
    serial = varlen_attention(*arrays, cu_q, cu_k, causal=True)
    threaded = varlen_attention(*arrays, cu_q, cu_k, causal=True, parallel=True)
    assert np.array_equal(serial[0], threaded[0]) and np.array_equal(serial[1], threaded[1])
