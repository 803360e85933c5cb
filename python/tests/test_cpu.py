"""attn_mlir.compile(target="cpu"): whole functions JIT-compiled through
attn-to-llvm-pipeline, run on numpy arrays, against the float64 reference."""

import numpy as np
import pytest
from conftest import needs_compiler
from test_compile import LINALG

import attn_mlir
from attn_mlir import CompileError
from attn_mlir.attention import Signature, source
from attn_mlir.reference import sdpa

pytestmark = needs_compiler()


def test_linalg_graph_is_raised_and_runs():
    fn = attn_mlir.compile(LINALG.replace("f16", "f32"), target="cpu")
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((2, 16, 8)).astype(np.float32) for _ in range(3))
    expected, _ = sdpa(q, k, v, 1.0)
    out = fn(q, k, v)
    assert out.dtype == np.float32 and out.shape == (2, 16, 8)
    assert np.abs(out - expected).max() < 1e-5


@pytest.mark.parametrize("dtype, tolerance", [("f32", 2e-5), ("f16", 2e-3)])
@pytest.mark.parametrize("pipeline", ["", "tile-m=5 tile-n=7", "reference=1",
                                      "tile-m=5 tile-n=7 promote=1 stages=2"])
def test_gqa_causal_bool_mask_ragged(dtype, tolerance, pipeline):
    sig = Signature(dtype, 24, 16, causal=True, mask="bool", gqa=True)
    fn = attn_mlir.compile(source(sig), target="cpu", pipeline=pipeline)
    rng = np.random.default_rng(1)
    b, h, g, m, n = 2, 2, 3, 37, 53
    np_type = np.float32 if dtype == "f32" else np.float16
    q = rng.standard_normal((b, h, g, m, 24)).astype(np_type)
    k = rng.standard_normal((b, h, n, 24)).astype(np_type)
    v = rng.standard_normal((b, h, n, 16)).astype(np_type)
    mask = rng.random((b, h, g, m, n)) > 0.25
    mask[:, :, :, :3] = False  # fully masked rows
    o = np.zeros((b, h, g, m, 16), dtype=np_type)
    out = fn(q, k, v, mask, o, 0.2)
    expected, _ = sdpa(q, k[:, :, None], v[:, :, None], 0.2, mask=mask, causal="top_left")
    assert np.abs(out.astype(np.float64) - expected).max() < tolerance
    assert np.all(out[:, :, :, :3] == 0)


@pytest.mark.parametrize("dtype, tolerance", [("f32", 2e-5), ("f16", 2e-3)])
@pytest.mark.parametrize("m, n", [(16, 75), (75, 40), (1, 64)])
@pytest.mark.parametrize("pipeline", ["", "tile-m=8 tile-n=16", "reference=1"])
def test_bottom_right_causal(dtype, tolerance, m, n, pipeline):
    # Chunked prefill (m < n), decode (m = 1) and more queries than keys
    # (the first m - n rows see no key: zeros), with GQA.
    sig = Signature(dtype, 32, 16, causal=True, gqa=True, causal_alignment="bottom_right")
    assert "causal(bottom_right)" in source(sig)
    fn = attn_mlir.compile(source(sig), target="cpu", pipeline=pipeline)
    rng = np.random.default_rng(3)
    b, h, g = 2, 2, 2
    np_type = np.float32 if dtype == "f32" else np.float16
    q = rng.standard_normal((b, h, g, m, 32)).astype(np_type)
    k = rng.standard_normal((b, h, n, 32)).astype(np_type)
    v = rng.standard_normal((b, h, n, 16)).astype(np_type)
    out = fn(q, k, v, np.zeros((b, h, g, m, 16), dtype=np_type), 0.25)
    expected, _ = sdpa(q, k[:, :, None], v[:, :, None], 0.25, causal="bottom_right")
    assert np.abs(out.astype(np.float64) - expected).max() < tolerance
    if m > n:
        assert np.all(out[:, :, :, : m - n] == 0)
    # The top-left kernel of the same shapes differs wherever m != n.
    top_left = attn_mlir.compile(source(Signature(dtype, 32, 16, causal=True, gqa=True)),
                                 target="cpu", pipeline=pipeline)
    other = top_left(q, k, v, np.zeros((b, h, g, m, 16), dtype=np_type), 0.25)
    assert np.abs(other.astype(np.float64) - expected).max() > 10 * tolerance


def test_large_logits_and_additive_mask():
    sig = Signature("f32", 32, 32, mask="additive")
    fn = attn_mlir.compile(source(sig), target="cpu")
    rng = np.random.default_rng(2)
    q = (rng.standard_normal((1, 2, 40, 32)) * 30).astype(np.float32)
    k = (rng.standard_normal((1, 2, 50, 32)) * 30).astype(np.float32)
    v = rng.standard_normal((1, 2, 50, 32)).astype(np.float32)
    mask = (rng.standard_normal((1, 2, 40, 50)) * 100).astype(np.float32)
    out = fn(q, k, v, mask, np.zeros((1, 2, 40, 32), np.float32), 1.0)
    expected, _ = sdpa(q, k, v, 1.0, mask=mask)
    assert np.abs(out - expected).max() < 1e-4


def test_argument_errors():
    fn = attn_mlir.compile(source(Signature("f32", 8, 8)), target="cpu")
    q = np.zeros((1, 1, 4, 8), np.float32)
    with pytest.raises(TypeError, match="takes 5 arguments, got 3"):
        fn(q, q, q)
    with pytest.raises(TypeError, match="argument 1 of @attention is float64, expected float32"):
        fn(q, q.astype(np.float64), q, q, 1.0)
    with pytest.raises(ValueError, match=r"argument 2 of @attention has shape \(1, 1, 4, 7\), "
                                          r"expected \[\?, \?, \?, 8\]"):
        fn(q, q, np.zeros((1, 1, 4, 7), np.float32), q, 1.0)
    with pytest.raises(TypeError, match="must be a numpy array"):
        fn(q, q, q, [1.0], 1.0)


@pytest.mark.parametrize("text, options, message", [
    (LINALG, {"func": "other"}, "no function @other in the module"),
    (LINALG, {"pipeline": "tile-q=3"}, "bad options for attn-to-llvm-pipeline"),
    (LINALG, {"pipeline": "target=tpu"}, "attn-to-llvm-pipeline failed\nsource:"),
    ("func.func @attention(", {}, "cannot parse the source\nsource:1:21: error: expected non-function type"),
    # MLIR's parser crashed the interpreter on this list (SourceCheck.h).
    (LINALG.replace("permutation = [", "permutation = [(", 1), {},
     "malformed 'permutation' of linalg.transpose"),
    (LINALG, {"chip": "sm_90"}, None),
])
def test_compile_errors(text, options, message):
    if message is None:
        with pytest.raises(TypeError, match="unknown cpu compile option 'chip'"):
            attn_mlir.compile(text, target="cpu", **options)
        return
    with pytest.raises(CompileError) as error:
        attn_mlir.compile(text, target="cpu", **options)
    assert message in str(error.value)


def _gqa_inputs(rng, b=2, h=2, g=3, m=9, n=11, d=8, dv=4):
    q = rng.standard_normal((b, h, g, m, d)).astype(np.float32)
    k = rng.standard_normal((b, h, n, d)).astype(np.float32)
    v = rng.standard_normal((b, h, n, dv)).astype(np.float32)
    mask = rng.random((b, h, g, m, n)) > 0.3
    o = np.zeros((b, h, g, m, dv), np.float32)
    return [q, k, v, mask, o]


# Bad shapes for Signature("f32", 8, 4, mask="bool", gqa=True): arguments
# q [b, h, g, m, 8], k [b, h, n, 8], v [b, h, n, 4], mask [b, h, g, m, n],
# o [b, h, g, m, 4], all but the head dims dynamic. Each would make the
# compiled code read or write outside an array.
BAD_SHAPES = {
    "output_fewer_rows": (4, (2, 2, 3, 5, 4),
                          "argument 4 of @attention has size 5 in dim 3, but argument 0 has 9 "
                          "in dim 3"),
    "output_fewer_batches": (4, (1, 2, 3, 9, 4), "argument 4 of @attention has size 1 in dim 0"),
    "value_shorter_than_key": (2, (2, 2, 7, 4),
                               "argument 2 of @attention has size 7 in dim 2, but argument 1 has "
                               "11 in dim 2"),
    "key_fewer_heads": (1, (2, 1, 11, 8), "argument 1 of @attention has size 1 in dim 1"),
    "mask_fewer_keys": (3, (2, 2, 3, 9, 10), "argument 3 of @attention has size 10 in dim 4"),
    "mask_more_rows": (3, (2, 2, 3, 10, 11), "argument 3 of @attention has size 10 in dim 3"),
    "query_more_groups": (0, (2, 2, 4, 9, 8), "argument 3 of @attention has size 3 in dim 2, but "
                                              "argument 0 has 4 in dim 2"),
    "value_wrong_head_dim": (2, (2, 2, 11, 5), r"argument 2 of @attention has shape \(2, 2, 11, "
                                               r"5\), expected \[\?, \?, \?, 4\] \(dim 3 is 5"),
    "output_wrong_rank": (4, (2, 2, 27, 4), r"has shape \(2, 2, 27, 4\) \(rank 4\), expected "
                                            r"\[\?, \?, \?, \?, 4\] \(rank 5\)"),
    "query_rank_0": (0, (), r"rank 0\), expected \[\?, \?, \?, \?, 8\] \(rank 5\)"),
}


@pytest.mark.parametrize("case", list(BAD_SHAPES))
def test_shapes_that_disagree_are_refused_before_the_call(case):
    index, shape, message = BAD_SHAPES[case]
    fn = attn_mlir.compile(source(Signature("f32", 8, 4, mask="bool", gqa=True)), target="cpu")
    args = _gqa_inputs(np.random.default_rng(3))
    args[index] = np.zeros(shape, args[index].dtype)
    with pytest.raises(ValueError, match=message):
        fn(*args, 0.5)


LINALG_DYNAMIC = """
func.func @attention(%q: tensor<?x?x8xf32>, %k: tensor<?x?x8xf32>, %v: tensor<?x?x4xf32>) -> tensor<?x?x4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %b = tensor.dim %q, %c0 : tensor<?x?x8xf32>
  %m = tensor.dim %q, %c1 : tensor<?x?x8xf32>
  %n = tensor.dim %k, %c1 : tensor<?x?x8xf32>
  %kt_init = tensor.empty(%b, %n) : tensor<?x8x?xf32>
  %kt = linalg.transpose ins(%k : tensor<?x?x8xf32>) outs(%kt_init : tensor<?x8x?xf32>) permutation = [0, 2, 1]
  %s_init = tensor.empty(%b, %m, %n) : tensor<?x?x?xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<?x?x8xf32>, tensor<?x8x?xf32>) outs(%s_zero : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<?x?x?xf32>) outs(%s_init : tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  %o_init = tensor.empty(%b, %m) : tensor<?x?x4xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<?x?x?xf32>, tensor<?x?x4xf32>) outs(%o_zero : tensor<?x?x4xf32>) -> tensor<?x?x4xf32>
  return %o : tensor<?x?x4xf32>
}
"""


@pytest.mark.parametrize("raise_first", ["", "raise=0"])
def test_linalg_with_dynamic_shapes_is_checked_too(raise_first):
    fn = attn_mlir.compile(LINALG_DYNAMIC, target="cpu", pipeline=raise_first)
    rng = np.random.default_rng(4)
    q = rng.standard_normal((2, 5, 8)).astype(np.float32)
    k = rng.standard_normal((2, 7, 8)).astype(np.float32)
    v = rng.standard_normal((2, 7, 4)).astype(np.float32)
    expected, _ = sdpa(q, k, v, 1.0)
    assert np.abs(fn(q, k, v) - expected).max() < 1e-5
    with pytest.raises(ValueError, match="argument 2 of @attention has size 3 in dim 1, but "
                                         "argument 1 has 7 in dim 1"):
        fn(q, k, v[:, :3])
    with pytest.raises(ValueError, match="argument 1 of @attention has size 1 in dim 0"):
        fn(q, k[:1], v)


def test_any_strides_run_and_read_only_or_shared_arrays_are_not_written():
    fn = attn_mlir.compile(source(Signature("f32", 8, 4, mask="bool", gqa=True)), target="cpu")
    q, k, v, mask, o = _gqa_inputs(np.random.default_rng(5))
    expected, _ = sdpa(q, k[:, :, None], v[:, :, None], 0.5, mask=mask)
    # Transposed, reversed and sliced views, a broadcast mask, a read-only output.
    qt = np.ascontiguousarray(q.transpose(0, 1, 2, 4, 3)).transpose(0, 1, 2, 4, 3)
    kr = np.ascontiguousarray(k[:, :, ::-1])[:, :, ::-1]
    vs = np.concatenate([v, v], axis=-1)[..., :4]
    frozen = np.zeros_like(o)
    frozen.flags.writeable = False
    out = fn(qt, kr, vs, mask, frozen, 0.5)
    assert np.abs(out - expected).max() < 1e-5
    assert not frozen.any()
    # The output aliasing the query's memory: the query is read unchanged.
    qo = np.zeros((2, 2, 3, 9, 8), np.float32)
    qo[...] = q
    out = fn(qo, k, v, mask, qo[..., :4], 0.5)
    assert np.abs(out - expected).max() < 1e-5
    assert np.array_equal(qo, q)
    broadcast = np.broadcast_to(mask[:, :1], mask.shape)
    expected_b, _ = sdpa(q, k[:, :, None], v[:, :, None], 0.5, mask=broadcast)
    assert np.abs(fn(q, k, v, broadcast, o, 0.5) - expected_b).max() < 1e-5


def test_scale_none_is_one_over_sqrt_head_dim_and_bad_scales_are_refused():
    fn = attn_mlir.compile(source(Signature("f32", 16, 8)), target="cpu")
    rng = np.random.default_rng(6)
    q = rng.standard_normal((1, 2, 5, 16)).astype(np.float32)
    k = rng.standard_normal((1, 2, 6, 16)).astype(np.float32)
    v = rng.standard_normal((1, 2, 6, 8)).astype(np.float32)
    o = np.zeros((1, 2, 5, 8), np.float32)
    expected, _ = sdpa(q, k, v, 0.25)
    assert np.abs(fn(q, k, v, o, None) - expected).max() < 1e-5
    assert np.abs(fn(q, k, v, o, np.float64(0.25)) - expected).max() < 1e-5
    for scale, error, message in [
            (float("nan"), ValueError, "argument 4 of @attention: scale must be finite"),
            (float("inf"), ValueError, "argument 4 of @attention: scale must be finite"),
            (1e40, ValueError, "scale must be finite .as a float32."),
            ("0.25", TypeError, "argument 4 of @attention: scale must be a real number, got '0.25'"),
            (True, TypeError, "scale must be a real number, got True"),
            (np.array([0.25]), TypeError, "scale must be a real number")]:
        with pytest.raises(error, match=message):
            fn(q, k, v, o, scale)


def test_scalars_that_are_not_scales_are_real_numbers():
    text = """
func.func @attention(%x: tensor<?xf32>, %a: f32) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xf32>
  %e = tensor.empty(%n) : tensor<?xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>],
                       iterator_types = ["parallel"]} ins(%x, %a : tensor<?xf32>, f32) outs(%e : tensor<?xf32>) {
  ^bb0(%xi: f32, %ai: f32, %out: f32):
    %y = arith.mulf %xi, %ai : f32
    linalg.yield %y : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}
"""
    fn = attn_mlir.compile(text, target="cpu")
    x = np.arange(4, dtype=np.float32)
    assert np.array_equal(fn(x, 2), 2 * x)
    for bad in (None, "2", False):
        with pytest.raises(TypeError, match="argument 1 of @attention must be a real number"):
            fn(x, bad)


def test_bf16_crosses_as_bit_patterns():
    # numpy has no bfloat16: bf16 tensors are uint16 arrays of their bits.
    from attn_mlir.cpu import bf16_bits, bf16_values
    assert bf16_bits(np.array([1.0, -2.5, 1.00390625, 1.01171875], np.float32)).tolist() == \
        [0x3F80, 0xC020, 0x3F80, 0x3F82]  # ties to even both ways
    fn = attn_mlir.compile(source(Signature("bf16", 16, 16, causal=True)), target="cpu")
    rng = np.random.default_rng(3)
    q, k, v = (bf16_bits(rng.standard_normal((2, 3, 33, 16))) for _ in range(3))
    out = fn(q, k, v, np.zeros((2, 3, 33, 16), np.uint16), 0.25)
    assert out.dtype == np.uint16
    want, _ = sdpa(*(bf16_values(t).astype(np.float64) for t in (q, k, v)), 0.25,
                   causal="top_left")
    assert np.abs(bf16_values(out) - want).max() < 1.6e-2 * max(1.0, np.abs(want).max())
    with pytest.raises(TypeError, match=r"expected uint16 \(bf16 bit patterns: "
                                        r"attn_mlir.cpu.bf16_bits\)"):
        fn(q.astype(np.float32), k, v, np.zeros((2, 3, 33, 16), np.uint16), 0.25)
