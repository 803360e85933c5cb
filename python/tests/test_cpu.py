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
    (source(Signature("bf16", 8, 8)), {}, "bf16 tensors cannot cross to numpy"),
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
