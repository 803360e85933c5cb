"""The host's vector code (attn-vectorize-tiles in attn-to-llvm-pipeline):
the polynomial exp2 against numpy's at the edges of its range, and
attention through the vectorised and the scalar pipelines against the
float64 reference at sizes real models use."""

import numpy as np
import pytest
from conftest import needs_compiler

import attn_mlir
from attn_mlir.attention import Signature, source
from attn_mlir.reference import sdpa

pytestmark = needs_compiler()

EXP2 = """
func.func @exp2(%x: tensor<4x32xf32>) -> tensor<4x32xf32> {
  %e = tensor.empty() : tensor<4x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>,
                                        affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x32xf32>) outs(%e : tensor<4x32xf32>) {
  ^bb0(%a: f32, %b: f32):
    %y = math.exp2 %a : f32
    linalg.yield %y : f32
  } -> tensor<4x32xf32>
  return %r : tensor<4x32xf32>
}
"""


def test_exp2_polynomial_edges():
    fn = attn_mlir.compile(EXP2, target="cpu", func="exp2")
    special = [-np.inf, -1e30, -200.0, -150.0, -149.4, -140.2, -127.5, -126.5,
               -126.0, -125.9, -100.25,
               -20.3, -1.0, -0.5, -1e-7, 0.0, 1e-7, 0.5, 0.49999997, 1.0, 3.75,
               20.3, 100.25, 126.9, 127.0, 127.99, 128.0, 200.0, np.inf, np.nan]
    rng = np.random.default_rng(0)
    x = np.concatenate([special, rng.uniform(-126, 127, 128 - len(special))])
    x = x.astype(np.float32).reshape(4, 32)
    y = fn(x)
    exact = np.exp2(x.astype(np.float64))
    nan = np.isnan(x)
    assert np.isnan(y[nan]).all()
    big = x >= 128
    assert (y[big] == np.inf).all()
    zero = x <= -150
    assert (y[zero] == 0).all()
    # Subnormal results: within two of their steps (2^-149).
    subnormal = (x > -150) & (x < -126)
    assert (np.abs(y[subnormal] - exact[subnormal]) <= 2.0 ** -148).all()
    normal = ~(nan | big | zero | subnormal)
    relative = np.abs(y[normal] - exact[normal]) / exact[normal]
    # Within a few ulp (2^-24 is 6e-8).
    assert relative.max() < 4e-7, relative.max()


@pytest.mark.parametrize("dtype, tolerance", [("f32", 2e-5), ("f16", 2e-3), ("bf16", 2e-2)])
@pytest.mark.parametrize("causal", [False, True])
def test_attention_vectorized_matches_reference(dtype, tolerance, causal):
    # A ragged last key block and query tile (N = 1000 keys: seven blocks of
    # 128 and one of 104), d = 64, large logits.
    sig = Signature(dtype, 64, 64, causal=causal)
    rng = np.random.default_rng(3)
    b, h, m, n = 1, 2, 300, 1000
    q = rng.standard_normal((b, h, m, 64)) * 3
    k = rng.standard_normal((b, h, n, 64)) * 3
    v = rng.standard_normal((b, h, n, 64))
    alignment = "top_left" if causal else None
    results = {}
    for pipeline in ("", "vectorize=0"):
        fn = attn_mlir.compile(source(sig), target="cpu", pipeline=pipeline)
        if dtype == "bf16":
            from attn_mlir.cpu import bf16_bits, bf16_values
            args = [bf16_bits(t) for t in (q, k, v)]
            o = np.zeros((b, h, m, 64), np.uint16)
            out = bf16_values(fn(*args, o, 0.125))
            ref = sdpa(*(bf16_values(a).astype(np.float64) for a in args), 0.125,
                       causal=alignment)[0]
        else:
            np_type = np.float32 if dtype == "f32" else np.float16
            args = [t.astype(np_type) for t in (q, k, v)]
            o = np.zeros((b, h, m, 64), np_type)
            out = fn(*args, o, 0.125).astype(np.float64)
            ref = sdpa(*(a.astype(np.float64) for a in args), 0.125, causal=alignment)[0]
        results[pipeline] = out
        assert np.abs(out - ref).max() < tolerance * max(1.0, np.abs(ref).max()), pipeline
    # The vector and the scalar code agree to the element type's rounding.
    assert np.abs(results[""] - results["vectorize=0"]).max() < tolerance


def test_tiles_on_openmp_threads():
    """parallel=1: the workgroup tiles (vector code) on OpenMP threads, the
    runtime loaded for the JIT; the same result as one thread."""
    sig = Signature("f32", 64, 64, causal=True)
    rng = np.random.default_rng(5)
    q, k, v = (rng.standard_normal((2, 3, 333, 64)).astype(np.float32) for _ in range(3))
    o = np.zeros_like(q)
    serial = attn_mlir.compile(source(sig), target="cpu")(q, k, v, o, 0.125)
    threads = attn_mlir.compile(source(sig), target="cpu", pipeline="parallel=1")
    out = threads(q, k, v, o, 0.125)
    ref = sdpa(*(t.astype(np.float64) for t in (q, k, v)), 0.125, causal="top_left")[0]
    assert np.abs(out - ref).max() < 2e-5
    assert np.array_equal(out, serial)
