"""SPIR-V kernels on numpy arrays through Vulkan (lavapipe in CI), against
the float64 reference: layouts, GQA, masks, causal, bf16/f16/f32, errors."""

import numpy as np
import pytest
from conftest import needs_compiler

import attn_mlir
from attn_mlir import reference, vulkan

pytestmark = [needs_compiler(),
              pytest.mark.skipif(not vulkan.available(), reason="no Vulkan device")]

TOLERANCE = {"f32": 2e-4, "f16": 4e-3, "bf16": 2e-2}
NUMPY = {"f32": np.float32, "f16": np.float16, "bf16": np.float32}


def source(dtype, q_shape, kv_shape, maps, causal="", mask=None, lse=False):
    """One attn.attention function; maps: (q, k, v, mask?, o) layout strings."""
    q_ty = f"tensor<{'x'.join(map(str, q_shape))}x{dtype}>"
    kv_ty = f"tensor<{'x'.join(map(str, kv_shape))}x{dtype}>"
    dims = maps["dims"]
    lines = [f"affine_map<({dims}) -> ({maps[n]})>" for n in ("q", "k", "v")]
    args = [f"%q: {q_ty}", f"%k: {kv_ty}", f"%v: {kv_ty}"]
    mask_clause = ""
    if mask is not None:
        mask_ty = f"tensor<{'x'.join(map(str, mask[0]))}x{mask[1]}>"
        args.append(f"%mask: {mask_ty}")
        lines.append(f"affine_map<({dims}) -> ({maps['mask']})>")
        mask_clause = f"mask(%mask : {mask_ty})"
    lines.append(f"affine_map<({dims}) -> ({maps['o']})>")
    args.append(f"%o: {q_ty}")
    outs, results = f"%o : {q_ty}", q_ty
    if lse:
        lse_ty = f"tensor<{'x'.join(map(str, q_shape[:-1]))}xf32>"
        args.append(f"%l: {lse_ty}")
        lines.append(f"affine_map<({dims}) -> ({maps['o'].rsplit(',', 1)[0]})>")
        outs, results = f"%o, %l : {q_ty}, {lse_ty}", f"{q_ty}, {lse_ty}"
    ret = f"%r#0, %r#1 : {results}" if lse else f"%r : {results}"
    res = "%r:2" if lse else "%r"
    return f"""
func.func @attention({', '.join(args)}) -> ({results}) {{
  %s = arith.constant 1.0 : f32
  {res} = attn.attention indexing_maps = [{', '.join(lines)}] {causal}
      ins(%q, %k, %v, %s : {q_ty}, {kv_ty}, {kv_ty}, f32) {mask_clause}
      outs({outs}) -> {results}
  return {ret}
}}"""


def inputs(rng, dtype, *shapes):
    return [rng.uniform(-1, 1, s).astype(NUMPY[dtype]) for s in shapes]


def check(got, want, dtype):
    got = np.asarray(got, dtype=np.float64)
    assert np.all(np.isfinite(got))
    err = np.max(np.abs(got - want))
    assert err <= TOLERANCE[dtype], f"max abs error {err}"
    return err


BHSD = {"dims": "b, h, m, n, k1, k2", "q": "b, h, m, k1", "k": "b, h, n, k1",
        "v": "b, h, n, k2", "o": "b, h, m, k2", "mask": "b, m, n"}


@pytest.mark.parametrize("dtype, lanes", [("f32", 1), ("f16", 1), ("bf16", 1), ("f16", 4)])
def test_bhsd_against_reference(dtype, lanes):
    rng = np.random.default_rng(0)
    kernel = attn_mlir.compile(source(dtype, (2, 3, 37, 32), (2, 3, 53, 32), BHSD),
                               target="spirv", lanes_per_row=lanes)
    assert kernel.manifest["block_size"] == 128 * lanes
    assert kernel.target == "spirv" and kernel.binary[:4] == b"\x03\x02\x23\x07"
    q, k, v = inputs(rng, dtype, (2, 3, 37, 32), (2, 3, 53, 32), (2, 3, 53, 32))
    out = kernel(q=q, k=k, v=v, scale=0.2)
    want, _ = reference.sdpa(q, k, v, 0.2)
    assert out.shape == (2, 3, 37, 32)
    check(out, want, dtype)


@pytest.mark.parametrize("causal", ["top_left", "bottom_right"])
def test_causal_with_lse_and_fully_masked_rows(causal):
    # Bottom-right with M > N leaves the first M - N rows without keys.
    rng = np.random.default_rng(1)
    kernel = attn_mlir.compile(
        source("f16", (2, 3, 40, 16), (2, 3, 24, 16), BHSD, causal=f"causal({causal})",
               lse=True), target="spirv")
    q, k, v = inputs(rng, "f16", (2, 3, 40, 16), (2, 3, 24, 16), (2, 3, 24, 16))
    out, lse = kernel(q=q, k=k, v=v, scale=0.25)
    want, want_lse = reference.sdpa(q, k, v, 0.25, causal=causal)
    check(out, want, "f16")
    finite = np.isfinite(want_lse)
    assert np.all(np.isneginf(lse[~finite]))
    assert np.max(np.abs(lse[finite] - want_lse[finite])) < 1e-3
    if causal == "bottom_right":
        assert not finite.all() and np.all(out[..., :16, :] == 0)


def test_gqa_bool_mask_large_logits():
    # 4 query heads over 2 K/V heads (b, h, g), a boolean mask per batch,
    # logits up to ~|S| = 100.
    maps = {"dims": "b, h, g, m, n, k1, k2", "q": "b, h, g, m, k1", "k": "b, h, n, k1",
            "v": "b, h, n, k2", "o": "b, h, g, m, k2", "mask": "b, m, n"}
    rng = np.random.default_rng(2)
    kernel = attn_mlir.compile(
        source("f32", (2, 2, 2, 19, 64), (2, 2, 45, 64), maps, mask=((2, 19, 45), "i1")),
        target="spirv")
    q, k, v = inputs(rng, "f32", (2, 2, 2, 19, 64), (2, 2, 45, 64), (2, 2, 45, 64))
    mask = rng.uniform(size=(2, 19, 45)) > 0.3
    mask[0, 3, :] = False  # a fully masked row
    out = kernel(q=q, k=k, v=v, mask=mask, scale=12.0)
    want, _ = reference.sdpa(q, k[:, :, None], v[:, :, None], 12.0,
                             mask=mask[:, None, None])
    check(out, want, "f32")
    assert np.all(out[0, :, :, 3, :] == 0)


def test_cache_and_kernel_errors(cache_dir):
    cache = attn_mlir.KernelCache(cache_dir)
    text = source("f32", (2, 3, 8, 16), (2, 3, 8, 16), BHSD)
    kernel = cache.get(text, target="spirv")
    again = cache.get(text, target="spirv")
    assert cache.misses == 1 and cache.hits == 1 and again.binary == kernel.binary
    q = np.zeros((2, 3, 8, 16), np.float32)
    with pytest.raises(ValueError, match="the kernel needs tensor 'v'"):
        kernel(q=q, k=q, scale=1.0)
    with pytest.raises(ValueError, match="the kernel was compiled for m = 8, got 9"):
        kernel(q=np.zeros((2, 3, 9, 16), np.float32), k=q, v=q, scale=1.0)
    with pytest.raises(TypeError, match="must be a float array"):
        kernel(q=q.astype(np.int32), k=q, v=q, scale=1.0)
    with pytest.raises(ValueError, match="take no CUDA stream"):
        kernel(q=q, k=q, v=q, scale=1.0, stream=1)
    with pytest.raises(vulkan.VulkanError, match="no Vulkan device named like 'no-such-gpu'"):
        kernel(q=q, k=q, v=q, scale=1.0, device="no-such-gpu")


def test_scale_none_is_one_over_sqrt_head_dim_and_bad_arguments_are_refused():
    """scale=None was NaN here (numpy turns None into NaN); it is
    1/sqrt(head dim), as on CUDA, on the CPU and in attn_mlir.torch."""
    rng = np.random.default_rng(3)
    kernel = attn_mlir.compile(source("f32", (1, 2, 8, 16), (1, 2, 8, 16), BHSD), target="spirv")
    q, k, v = inputs(rng, "f32", (1, 2, 8, 16), (1, 2, 8, 16), (1, 2, 8, 16))
    want, _ = reference.sdpa(q, k, v, 0.25)
    check(kernel(q=q, k=k, v=v), want, "f32")
    check(kernel(q=q, k=k, v=v, scale=None), want, "f32")
    for scale, error, message in [(float("nan"), ValueError, "scale must be finite"),
                                  (float("inf"), ValueError, "scale must be finite"),
                                  (1e39, ValueError, "as a float32"),
                                  ("0.25", TypeError, "scale must be a real number"),
                                  (True, TypeError, "scale must be a real number")]:
        with pytest.raises(error, match=message):
            kernel(q=q, k=k, v=v, scale=scale)
    with pytest.raises(TypeError, match="device must be a string, got 0"):
        kernel(q=q, k=k, v=v, device=0)
    with pytest.raises(ValueError, match=r"iterations must be an integer in \[1, "):
        vulkan.run(kernel, 0.25, {"q": q, "k": k, "v": v}, iterations=0)
    with pytest.raises(TypeError, match="iterations must be an integer, got '2'"):
        vulkan.run(kernel, 0.25, {"q": q, "k": k, "v": v}, iterations="2")


def test_many_runs_in_one_process():
    """One process lists the devices and runs kernels many times (a test
    suite, a server): NVIDIA's driver refused new Vulkan instances after
    20-30 had come and gone in one process, so the runner keeps one. 40
    listings and 40 runs must all work."""
    rng = np.random.default_rng(5)
    kernel = attn_mlir.compile(source("f32", (1, 1, 8, 16), (1, 1, 8, 16), BHSD), target="spirv")
    q, k, v = inputs(rng, "f32", (1, 1, 8, 16), (1, 1, 8, 16), (1, 1, 8, 16))
    want, _ = reference.sdpa(q, k, v, 0.25)
    for _ in range(40):
        assert vulkan.devices()
    for _ in range(40):
        check(kernel(q=q, k=k, v=v, scale=0.25), want, "f32")
