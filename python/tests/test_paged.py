"""A paged KV cache on the host (attn.paged_attention through
attn-expand-paged and the CPU JIT, attn_mlir.varlen.paged_attention)
against the float64 reference of attn_mlir.reference on each sequence's keys
gathered from its pages (the padded-free equivalent of a padded batch), and
the checks of the block table."""

import numpy as np
import pytest
from conftest import needs_compiler

from attn_mlir.cpu import bf16_bits, bf16_values
from attn_mlir.reference import sdpa
from attn_mlir.varlen import paged_attention

pytestmark = needs_compiler()

TOLERANCE = {"f32": 2e-5, "f16": 4e-3, "bf16": 2e-2}


def _cache(rng, seq_lens, page, pages_per_seq, hk, d, dv, spare=3):
    """Caches with each sequence's pages scattered (a shuffled pool with
    `spare` pages nobody uses, filled with huge values that must not be
    read), and the block table."""
    count = len(seq_lens) * pages_per_seq + spare
    order = rng.permutation(count)
    table = order[:len(seq_lens) * pages_per_seq].reshape(len(seq_lens), pages_per_seq)
    k = rng.standard_normal((count, page, hk, d))
    v = rng.standard_normal((count, page, hk, dv))
    for p in order[len(seq_lens) * pages_per_seq:]:
        k[p] = v[p] = 1e30
    return k, v, table.astype(np.int32)


def _gather(cache, table, s, n):
    return np.concatenate([cache[p] for p in table[s]])[:n] if n else cache[0, :0]


def _convert(arrays, dtype):
    if dtype == "bf16":
        bits = [bf16_bits(a) for a in arrays]
        return bits, [bf16_values(b).astype(np.float64) for b in bits]
    t = np.float32 if dtype == "f32" else np.float16
    with np.errstate(over="ignore"):
        # The unused pages' huge values become inf in f16: reading one
        # would give NaN.
        out = [a.astype(t) for a in arrays]
    return out, [a.astype(np.float64) for a in out]


def _reference(q, k, v, table, seq_lens, scale, causal):
    b, m, hq, _ = q.shape
    hk = k.shape[2]
    out = np.zeros((b, m, hq, v.shape[-1]))
    lse = np.zeros((b, hq, m))
    for s in range(b):
        n = int(seq_lens[s])
        ks = np.repeat(_gather(k, table, s, n).transpose(1, 0, 2), hq // hk, axis=0)
        vs = np.repeat(_gather(v, table, s, n).transpose(1, 0, 2), hq // hk, axis=0)
        o, l = sdpa(q[s].transpose(1, 0, 2), ks, vs, scale, causal=causal)
        out[s] = o.transpose(1, 0, 2)
        lse[s] = l
    return out, lse


def _check(o, lse, ref_o, ref_lse, dtype):
    assert np.abs(o - ref_o).max() <= TOLERANCE[dtype] * max(1.0, np.abs(ref_o).max())
    assert np.array_equal(np.isneginf(lse), np.isneginf(ref_lse))
    finite = np.isfinite(ref_lse)
    assert np.allclose(lse[finite], ref_lse[finite], rtol=1e-5, atol=1e-4)


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
@pytest.mark.parametrize("causal", [None, "bottom_right", "top_left"])
@pytest.mark.parametrize("rows, heads", [(1, (8, 2)), (5, (4, 4))], ids=["decode-gqa", "chunk"])
def test_paged_matches_gathered_keys(dtype, causal, rows, heads):
    """Sequences of 0, 1, a page exactly, part of a page and several pages
    (the last one partly used)."""
    rng = np.random.default_rng(17)
    hq, hk = heads
    seq_lens = np.array([0, 1, 16, 7, 53], dtype=np.int32)
    k, v, table = _cache(rng, seq_lens, 16, 4, hk, 64, 32)
    q = rng.standard_normal((len(seq_lens), rows, hq, 64))
    (q, k, v), exact = _convert([q, k, v], dtype)
    o, lse = paged_attention(q, k, v, seq_lens, table, causal=causal is not None,
                             causal_alignment=causal or "bottom_right", bf16=dtype == "bf16")
    o = (bf16_values(o) if dtype == "bf16" else o).astype(np.float64)
    ref_o, ref_lse = _reference(*exact, table, seq_lens, 0.125, causal)
    _check(o, lse, ref_o, ref_lse, dtype)


def test_long_sequences_decode():
    """Decode against thousands of keys in pages of 256 (f16)."""
    rng = np.random.default_rng(23)
    seq_lens = np.array([4096, 1000, 2500], dtype=np.int32)
    k, v, table = _cache(rng, seq_lens, 256, 16, 2, 128, 128)
    q = rng.standard_normal((3, 1, 8, 128))
    (q, k, v), exact = _convert([q, k, v], "f16")
    o, lse = paged_attention(q, k, v, seq_lens, table, causal=True)
    ref_o, ref_lse = _reference(*exact, table, seq_lens, 128 ** -0.5, "bottom_right")
    _check(o.astype(np.float64), lse, ref_o, ref_lse, "f16")


@pytest.mark.parametrize("seq_lens, table, message", [
    ([5, 70], [[0, 1], [2, 3]], r"seq_lens\[1\] = 70: sequence 1 has room for 64 keys"),
    ([5, 40], [[0, 1], [2, 9]], r"block_table\[1\] names page 9, outside the cache's 6 pages"),
    ([5, 40], [[-1, 1], [2, 3]], r"block_table\[0\] names page -1"),
    ([5], [[0, 1], [2, 3]], r"seq_lens must be \[2\]"),
])
def test_bad_tables(seq_lens, table, message):
    rng = np.random.default_rng(0)
    k = rng.standard_normal((6, 32, 2, 16)).astype(np.float32)
    q = rng.standard_normal((2, 1, 2, 16)).astype(np.float32)
    with pytest.raises(ValueError, match=message):
        paged_attention(q, k, k, np.array(seq_lens, np.int32), np.array(table, np.int32))


def test_compiled_function_checks_tables():
    """A function with attn.paged_attention called directly: the block table
    and lengths are checked against the cache before the call."""
    from attn_mlir import compile
    from attn_mlir.attention import Signature, paged_source

    fn = compile(paged_source(Signature("f32", 16, 16, False, None, False, "host")),
                 target="cpu", func="paged_attention")
    rng = np.random.default_rng(0)
    k = rng.standard_normal((4, 8, 2, 16)).astype(np.float32)
    q = rng.standard_normal((2, 1, 2, 16)).astype(np.float32)
    o, lse = np.empty((2, 1, 2, 16), np.float32), np.empty((2, 2, 1), np.float32)
    table = np.array([[0, 1], [2, 3]], np.int32)
    out, rows = fn(q, k, k, table, np.array([9, 16], np.int32), o, lse, None)
    assert np.all(np.isfinite(out))
    with pytest.raises(ValueError, match=r"names page 7, outside the cache's 4 pages"):
        fn(q, k, k, np.array([[0, 1], [2, 7]], np.int32), np.array([9, 16], np.int32), o, lse,
           None)
    with pytest.raises(ValueError, match=r"has room for 16 keys"):
        fn(q, k, k, table, np.array([9, 17], np.int32), o, lse, None)


def test_sequences_on_threads():
    """parallel=True: the forall over the sequences on OpenMP threads gives
    the serial function's result."""
    rng = np.random.default_rng(29)
    seq_lens = np.array([300, 0, 17, 250, 64, 1], dtype=np.int32)
    k, v, table = _cache(rng, seq_lens, 64, 5, 2, 64, 64)
    q = rng.standard_normal((len(seq_lens), 3, 4, 64))
    (q, k, v), exact = _convert([q, k, v], "f32")
    serial = paged_attention(q, k, v, seq_lens, table, causal=True)
    threaded = paged_attention(q, k, v, seq_lens, table, causal=True, parallel=True)
    assert np.array_equal(serial[0], threaded[0]) and np.array_equal(serial[1], threaded[1])
    ref_o, ref_lse = _reference(*exact, table, seq_lens, 0.125, "bottom_right")
    _check(threaded[0].astype(np.float64), threaded[1], ref_o, ref_lse, "f32")
