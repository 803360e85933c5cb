"""attn.attention_backward on the host CPU (attn-to-llvm-pipeline: the tiled
backward of attn-tile-backward with the default tiles and with small ones
that make every loop run several blocks, and the materialised reference
lowering), on numpy arrays, against the float64 gradients of
attn_mlir.reference, which are themselves checked against finite
differences of the float64 forward."""

from dataclasses import replace

import numpy as np
import pytest
from conftest import needs_compiler

import attn_mlir
from attn_mlir import CompileError
from attn_mlir.attention import Signature, backward_kernels, backward_source
from attn_mlir.cpu import bf16_bits, bf16_values
from attn_mlir.reference import sdpa, sdpa_backward

pytestmark = needs_compiler()

NP = {"f32": np.float32, "f16": np.float16, "bf16": np.uint16}
# Relative to the largest reference gradient: f32 accumulation over the
# keys and queries, one rounding of each gradient, and for f16 and bf16 the
# rounding of O (from which the kernel's D = rowsum(dO O) comes); bf16 (as
# uint16 bit patterns) with the forward's bf16 tolerance.
TOLERANCE = {"f32": 1e-4, "f16": 4e-3, "bf16": 1.6e-2}
FLT_MIN = np.finfo(np.float32).min
# The pipelines every gradient check runs through: the tiled backward with
# the target's tiles, with 8 x 8 tiles (ragged last tiles, several masked
# and unmasked causal blocks, keys past the last row's diagonal) and the
# materialised reference.
PIPELINES = {"tiled": "", "small-tiles": "tile-m=8 tile-n=8", "reference": "reference=1"}


def test_reference_gradients_are_the_forward_derivatives():
    # Central differences of sum(sdpa(q, k, v) * do) in float64, GQA (k, v
    # broadcast over the group dim), causal bottom-right with a boolean mask
    # that hides one row entirely.
    rng = np.random.default_rng(7)
    q = rng.standard_normal((2, 3, 5, 4))
    k = rng.standard_normal((2, 1, 7, 4))
    v = rng.standard_normal((2, 1, 7, 3))
    do = rng.standard_normal((2, 3, 5, 3))
    mask = rng.random((5, 7)) > 0.3
    mask[1] = False
    args = dict(scale=0.7, mask=mask, causal="bottom_right")
    grads = sdpa_backward(q, k, v, do, **args)

    def loss(q_, k_, v_):
        return float(np.sum(sdpa(q_, k_, v_, **args)[0] * do))

    for index, tensor in enumerate((q, k, v)):
        numeric = np.zeros_like(tensor)
        for position in np.ndindex(tensor.shape):
            step = np.zeros_like(tensor)
            step[position] = 1e-6
            plus = [q, k, v]
            minus = [q, k, v]
            plus[index] = tensor + step
            minus[index] = tensor - step
            numeric[position] = (loss(*plus) - loss(*minus)) / 2e-6
        assert np.abs(numeric - grads[index]).max() < 1e-6
    assert np.all(grads[0][:, :, 1] == 0)  # the hidden row


def _as(dtype, values):
    """`values` as the host function takes them (bf16: bit patterns)."""
    return bf16_bits(values) if dtype == "bf16" else np.asarray(values).astype(NP[dtype])


def _values(dtype, array):
    """The float64 values of an array of the host function."""
    return (bf16_values(array) if dtype == "bf16" else array).astype(np.float64)


def _inputs(sig, b, h, g, m, n, rng, logits=1.0):
    qshape = (b, h, g, m) if sig.gqa else (b, h, m)
    q = _as(sig.dtype, rng.standard_normal(qshape + (sig.head_dim,)) * logits)
    k = _as(sig.dtype, rng.standard_normal((b, h, n, sig.head_dim)) * logits)
    v = _as(sig.dtype, rng.standard_normal((b, h, n, sig.value_dim)))
    do = _as(sig.dtype, rng.standard_normal(qshape + (sig.value_dim,)))
    mask = None
    if sig.mask == "bool":
        mask = rng.random(qshape + (n,)) > 0.3
        mask[..., :2, :] = False  # fully masked rows
    elif sig.mask == "additive":
        mask = _as(sig.dtype, rng.standard_normal(qshape + (n,)))
    return q, k, v, do, mask


def _check(sig, b, h, g, m, n, seed=0, logits=1.0, scale=0.3, mask=None, pipeline=""):
    rng = np.random.default_rng(seed)
    q, k, v, do, random_mask = _inputs(sig, b, h, g, m, n, rng, logits)
    mask = random_mask if mask is None else mask
    causal = sig.causal_alignment if sig.causal else None
    # The reference takes the values the kernel reads; K and V broadcast
    # over the query groups, as GQA shares them.
    qv, kv, vv, dov = (_values(sig.dtype, t) for t in (q, k, v, do))
    maskv = mask if mask is None or mask.dtype == np.bool_ else _values(sig.dtype, mask)
    kb, vb = (kv[:, :, None], vv[:, :, None]) if sig.gqa else (kv, vv)
    o, lse = sdpa(qv, kb, vb, scale, mask=maskv, causal=causal)
    fn = attn_mlir.compile(backward_source(sig), target="cpu", func="attention_backward",
                           pipeline=pipeline)
    args = [q, k, v] + ([mask] if sig.mask else [])
    args += [_as(sig.dtype, o), do, lse.astype(np.float32), scale]
    dq, dk, dv = fn(*args)
    expected = sdpa_backward(qv, kb, vb, dov, scale, mask=maskv, causal=causal)
    for name, got, want in zip(("dq", "dk", "dv"), (dq, dk, dv), expected):
        want = want.reshape(got.shape)
        assert got.dtype == NP[sig.dtype], name
        error = np.abs(_values(sig.dtype, got) - want).max()
        bound = TOLERANCE[sig.dtype] * max(1.0, np.abs(want).max())
        assert error <= bound, f"{name}: max abs error {error:.3e} > {bound:.3e}"
    return dq, dk, dv


@pytest.mark.parametrize("pipeline", PIPELINES.values(), ids=PIPELINES.keys())
@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
@pytest.mark.parametrize("causal", [None, "top_left", "bottom_right"])
@pytest.mark.parametrize("mask", [None, "bool", "additive"])
def test_gqa_ragged(dtype, causal, mask, pipeline):
    sig = Signature(dtype, 24, 16, causal=bool(causal), mask=mask, gqa=True,
                    causal_alignment=causal or "top_left")
    dq, _, _ = _check(sig, b=2, h=2, g=3, m=19, n=29, pipeline=pipeline)
    if mask == "bool":
        assert np.all(dq[..., :2, :] == 0)  # fully masked rows: no gradient


@pytest.mark.parametrize("pipeline", PIPELINES.values(), ids=PIPELINES.keys())
def test_more_queries_than_keys_bottom_right(pipeline):
    # Rows m < M - N see no key: their dQ is 0 and they add nothing to dK, dV.
    sig = Signature("f32", 16, 8, causal=True, causal_alignment="bottom_right")
    dq, _, _ = _check(sig, b=2, h=2, g=1, m=40, n=25, seed=5, pipeline=pipeline)
    assert np.all(dq[:, :, :15] == 0)


@pytest.mark.parametrize("pipeline", PIPELINES.values(), ids=PIPELINES.keys())
def test_large_logits_and_masks_at_the_float_limit(pipeline):
    # Logits in the thousands (P is one-hot-like), and an additive mask of
    # -FLT_MAX hiding a row entirely: gradients stay finite and exact.
    sig = Signature("f32", 32, 32, mask="additive")
    rng = np.random.default_rng(9)
    mask = rng.standard_normal((1, 2, 23, 37)).astype(np.float32)
    mask[..., 4, :] = FLT_MIN
    mask[..., 7, 5:] = FLT_MIN
    dq, dk, dv = _check(sig, b=1, h=2, g=1, m=23, n=37, seed=9, logits=8.0, mask=mask,
                        pipeline=pipeline)
    for grad in (dq, dk, dv):
        assert np.all(np.isfinite(grad))


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
def test_a_model_sized_sequence(dtype):
    # N in the thousands: 2048 queries and keys, d = 64, causal.
    sig = Signature(dtype, 64, 64, causal=True)
    _check(sig, b=1, h=1, g=1, m=2048, n=2048, seed=11, scale=0.125)


def test_scale_none_is_one_over_sqrt_head_dim():
    sig = Signature("f32", 16, 16)
    fn = attn_mlir.compile(backward_source(sig), target="cpu", func="attention_backward")
    rng = np.random.default_rng(2)
    q, k, v, do, _ = _inputs(sig, 1, 2, 1, 9, 11, rng)
    o, lse = sdpa(q, k, v, 0.25)
    args = [q, k, v, o.astype(np.float32), do, lse.astype(np.float32)]
    explicit = fn(*args, 0.25)
    implied = fn(*args, None)
    for a, b in zip(explicit, implied):
        assert np.array_equal(a, b)


def test_nvvm_compiles_the_gradients_into_two_kernels():
    """The tensor-core backward: the query pass, then the key pass, each
    with its manifest (run on the GPU by test_torch_gpu_backward.py)."""
    dq, dkdv = attn_mlir.compile(backward_source(Signature("bf16", 64, 64, causal=True)),
                                 target="nvvm", chip="sm_80")
    assert dq.manifest["kernel"] == "attention_backward_dq"
    assert dkdv.manifest["kernel"] == "attention_backward_dkdv"
    assert (dq.manifest["grid_dim"], dkdv.manifest["grid_dim"]) == ("m", "n")
    names = [[t["name"] for t in k.manifest["tensors"] if t["output"]] for k in (dq, dkdv)]
    assert names == [["d", "c", "dq"], ["dk", "dv"]]
    assert b".entry attention_backward_dq" in dq.binary
    # The grid: query tiles for the first, key blocks for the second.
    shapes = {"q": (2, 3, 100, 64), "k": (2, 3, 300, 64), "v": (2, 3, 300, 64),
              "o": (2, 3, 100, 64), "do": (2, 3, 100, 64), "lse": (2, 3, 100),
              "d": (2, 3, 100), "c": (2, 3, 100), "dq": (2, 3, 100, 64),
              "dk": (2, 3, 300, 64), "dv": (2, 3, 300, 64)}
    strides = {name: tuple(0 for _ in shape) for name, shape in shapes.items()}
    for kernel, tiles in ((dq, 2), (dkdv, 5)):
        mine = {t["name"] for t in kernel.manifest["tensors"]}
        grid, block, _ = kernel.launch_config({n: s for n, s in shapes.items() if n in mine},
                                              strides, 0.125)
        assert grid == (tiles, 6, 1) and block == (128, 1, 1)


def test_nvvm_adds_an_f32_query_gradient_in_the_key_pass(cache_dir):
    """With an f32 dQ (backward_kernels(atomics=True)) the key pass adds
    every key block's part of dQ to it with atomics: its manifest says it
    accumulates dq; the query pass zero-fills dQ and, without an additive
    mask, runs no steps and no shared memory. With an additive mask it
    still sums the rows' probabilities (c)."""
    sig = Signature("bf16", 64, 64, causal=True)
    dq, dkdv = backward_kernels(sig, cache_dir, atomics=True)
    for k in (dq, dkdv):
        assert k.manifest["grad_query"] == "key_pass_atomics"
        assert {t["name"]: t["element_type"] for t in k.manifest["tensors"]}["dq"] == "f32"
    assert dkdv.manifest["accumulates"] == ["dq"] and dq.manifest["accumulates"] == []
    names = [[t["name"] for t in k.manifest["tensors"] if t["output"]] for k in (dq, dkdv)]
    assert names == [["d", "c", "dq"], ["dq", "dk", "dv"]]
    assert dq.manifest["shared_memory_bytes"] == 0 and b"mma.sync" not in dq.binary
    assert b"red.global.add.v2.f32" in dkdv.binary  # sm_90a: two columns a reduction
    masked_dq, _ = backward_kernels(replace(sig, mask="additive"), cache_dir, atomics=True)
    assert masked_dq.manifest["shared_memory_bytes"] > 0 and b"mma.sync" in masked_dq.binary
    # The default, two passes (the query pass computes a bf16 dQ): no atomics.
    two_dq, two_dkdv = backward_kernels(sig, cache_dir)
    assert two_dq.manifest["grad_query"] == "query_pass"
    assert "dq" not in {t["name"] for t in two_dkdv.manifest["tensors"]}
    assert b"atom.global" not in two_dkdv.binary


def test_gpu_pipelines_refuse_what_they_have_no_backward_kernel_for():
    with pytest.raises(CompileError, match="the tensor-core backward needs f16 or bf16"):
        attn_mlir.compile(backward_source(Signature("f32", 64, 64)), target="nvvm")
    with pytest.raises(CompileError, match="multiples of 8 from 8 to 128, got k1 = 192"):
        attn_mlir.compile(backward_source(Signature("f16", 192, 192)), target="nvvm")
    with pytest.raises(CompileError, match="'attn.attention_backward' op has no GPU kernel "
                                           "yet.*convert-attn-to-gpu-vulkan"):
        attn_mlir.compile(backward_source(Signature("f16", 64, 64)), target="spirv")
