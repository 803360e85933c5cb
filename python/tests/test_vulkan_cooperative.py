"""The cooperative-matrix SPIR-V kernel (target_env="nvidia",
kernel="cooperative-matrix") against the float64 reference on a Vulkan
device with VK_KHR_cooperative_matrix: masks (boolean, additive, at the
float limit, fully masked rows), LSE, causal both alignments, GQA without
copies, dynamic lengths, head dims 16-256, model shapes and a torch-mlir
export. lavapipe has no cooperative matrices: there (CI) only the
compilation is checked; the runs need a GPU's driver (the device machine:
ATTN_MLIR_CACHE carries the kernels compiled here, as for gpu_cases.py)."""

import functools
import os

import numpy as np
import pytest

import attn_mlir
from attn_mlir import reference, vulkan

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TORCH_MLIR = os.path.join(ROOT, "test", "Integration", "CPU", "raise", "torch-mlir")
OPTIONS = {"target": "spirv", "target_env": "nvidia", "kernel": "cooperative-matrix"}
# P rounded to the inputs' type before P·V, f32 accumulation.
TOLERANCE = {"f16": 4e-3, "bf16": 2e-2}

BHSD = {"dims": "b, h, m, n, k1, k2", "q": "b, h, m, k1", "k": "b, h, n, k1",
        "v": "b, h, n, k2", "o": "b, h, m, k2"}
BSHD = {"dims": "b, h, m, n, k1, k2", "q": "b, m, h, k1", "k": "b, n, h, k1",
        "v": "b, n, h, k2", "o": "b, m, h, k2"}
# Grouped K/V: g query heads share each K/V head, without copies.
GQA = {"dims": "b, h, g, m, n, k1, k2", "q": "b, h, g, m, k1", "k": "b, h, n, k1",
       "v": "b, h, n, k2", "o": "b, h, g, m, k2"}


def _type(shape, dtype):
    return f"tensor<{'x'.join(map(str, shape))}x{dtype}>"


def source(q_shape, k_shape, v_shape, maps, causal="", mask=None, lse=False, dtype="f16"):
    """One attn.attention function of `dtype` Q, K, V and O; `mask`: (shape,
    element type, map)."""
    q_ty, k_ty, v_ty = (_type(s, dtype) for s in (q_shape, k_shape, v_shape))
    o_shape = tuple(q_shape[:-1]) + (v_shape[-1],)
    o_ty = _type(o_shape, dtype)
    dims = maps["dims"]
    lines = [f"affine_map<({dims}) -> ({maps[n]})>" for n in ("q", "k", "v")]
    args = [f"%q: {q_ty}", f"%k: {k_ty}", f"%v: {v_ty}"]
    mask_clause = ""
    if mask is not None:
        mask_ty = _type(mask[0], mask[1])
        args.append(f"%mask: {mask_ty}")
        lines.append(f"affine_map<({dims}) -> ({mask[2]})>")
        mask_clause = f"mask(%mask : {mask_ty})"
    lines.append(f"affine_map<({dims}) -> ({maps['o']})>")
    args.append(f"%o: {o_ty}")
    outs, results = f"%o : {o_ty}", o_ty
    if lse:
        lse_ty = _type(q_shape[:-1], "f32")
        args.append(f"%l: {lse_ty}")
        lines.append(f"affine_map<({dims}) -> ({maps['o'].rsplit(',', 1)[0]})>")
        outs, results = f"%o, %l : {o_ty}, {lse_ty}", f"{o_ty}, {lse_ty}"
    res, ret = ("%r:2", f"%r#0, %r#1 : {results}") if lse else ("%r", f"%r : {results}")
    return f"""
func.func @attention({', '.join(args)}) -> ({results}) {{
  %s = arith.constant 1.0 : f32
  {res} = attn.attention indexing_maps = [{', '.join(lines)}] {causal}
      ins(%q, %k, %v, %s : {q_ty}, {k_ty}, {v_ty}, f32) {mask_clause}
      outs({outs}) -> {results}
  return {ret}
}}"""


# name: (layout, batch, K/V heads, query heads a K/V head, M, N, d, dv,
#        causal ("", "top_left", "bottom_right"), mask (None or
#        (kind, element type, per head)), LSE, dynamic lengths, scale)
CASES = {
    "d64_ragged": ("bhsd", 2, 3, 1, 177, 434, 64, 64, "", None, False, False, 0.125),
    "d128_causal_lse": ("bhsd", 1, 2, 1, 300, 300, 128, 128, "top_left", None, True, False,
                        0.088),
    # Bottom-right with M > N: the first M - N rows see no key (0, LSE -inf).
    "d64_bottom_right_m_gt_n_lse": ("bhsd", 1, 2, 1, 200, 90, 64, 64, "bottom_right", None,
                                    True, False, 0.125),
    "d64_bottom_right_prefill": ("bhsd", 2, 2, 1, 64, 300, 64, 64, "bottom_right", None,
                                 False, False, 0.125),
    "d64_bool_mask_rows_masked": ("bhsd", 2, 2, 1, 64, 96, 64, 64, "", ("bool", "i1", False),
                                  False, False, 0.125),
    "d128_f16_mask_finfo_min_lse": ("bhsd", 1, 2, 1, 40, 300, 128, 128, "bottom_right",
                                    ("finfo-min", "f16", False), True, False, 0.088),
    "d64_f32_mask_finfo_min": ("bhsd", 2, 2, 1, 70, 130, 64, 64, "",
                               ("finfo-min", "f32", True), False, False, 0.125),
    "d64_f32_mask_neg_inf_lse": ("bhsd", 1, 2, 1, 70, 130, 64, 64, "",
                                 ("-inf", "f32", False), True, False, 0.125),
    "d64_additive_mask_per_head": ("bhsd", 1, 3, 1, 50, 70, 64, 64, "",
                                   ("additive", "f16", True), False, False, 0.125),
    "gqa_d128_causal_bool_mask": ("gqa", 2, 2, 4, 96, 160, 128, 128, "top_left",
                                  ("bool", "i1", False), False, False, 0.088),
    "gqa_d64_dynamic": ("gqa", 1, 2, 3, 131, 257, 64, 64, "", None, False, True, 0.125),
    "bshd_d64_causal_dynamic": ("bshd", 3, 2, 1, 77, 131, 64, 64, "top_left", None, False,
                                True, 0.125),
    "d64_large_logits": ("bhsd", 1, 2, 1, 64, 64, 64, 64, "", None, True, False, 12.0),
    "d16": ("bhsd", 1, 2, 1, 33, 70, 16, 16, "", None, False, False, 0.25),
    "d256_dv64_causal": ("bhsd", 1, 2, 1, 99, 200, 256, 64, "top_left", None, False, False,
                         0.0625),
    "d96_dv32_bshd": ("bshd", 2, 2, 1, 65, 129, 96, 32, "", None, False, False, 0.1),
    # Model shapes: GPT-2 (12 heads of 64, N = 1k, causal); Llama-3 (heads
    # of 128 in groups of 4, N = 2k, causal, 2 of its 8 K/V heads).
    "gpt2_n1024": ("bhsd", 1, 12, 1, 1024, 1024, 64, 64, "top_left", None, False, True,
                   0.125),
    "llama3_gqa_n2048": ("gqa", 1, 2, 4, 2048, 2048, 128, 128, "top_left", None, True, True,
                         0.088),
}


def case_shapes(case):
    """(q, k, v, o, mask) array shapes, and the shapes the source declares."""
    layout, b, hk, g, m, n, d, dv, _, mask, _, dynamic, _ = case
    if layout == "gqa":
        q, k, v = (b, hk, g, m, d), (b, hk, n, d), (b, hk, n, dv)
    elif layout == "bshd":
        q, k, v = (b, m, hk, d), (b, n, hk, d), (b, n, hk, dv)
    else:
        q, k, v = (b, hk, m, d), (b, hk, n, d), (b, hk, n, dv)
    mask_shape = None
    if mask is not None:
        mask_shape = (b, hk, m, n) if mask[2] else (b, m, n)

    def declared(shape, length_axes):
        return tuple("?" if dynamic and i in length_axes else s for i, s in enumerate(shape))

    m_axis = {"gqa": 3, "bshd": 1, "bhsd": 2}[layout]
    n_axis = {"gqa": 2, "bshd": 1, "bhsd": 2}[layout]
    decl = (declared(q, {m_axis}), declared(k, {n_axis}), declared(v, {n_axis}),
            declared(mask_shape, {len(mask_shape) - 2, len(mask_shape) - 1})
            if mask_shape else None)
    return (q, k, v, mask_shape), decl


def case_source(case, dtype="f16"):
    layout, _, _, _, _, _, _, _, causal, mask, lse, _, _ = case
    _, (q, k, v, mask_shape) = case_shapes(case)
    maps = {"gqa": GQA, "bshd": BSHD, "bhsd": BHSD}[layout]
    mask_arg = None
    if mask is not None:
        mask_map = "b, h, m, n" if mask[2] else "b, m, n"
        if mask[2] and layout == "gqa":
            mask_map = "b, h, m, n"
        mask_arg = (mask_shape, mask[1], mask_map)
    return source(q, k, v, maps, causal=f"causal({causal})" if causal else "",
                  mask=mask_arg, lse=lse, dtype=dtype)


def case_inputs(case, seed=0, dtype="f16"):
    """Inputs, and the reference's canonical [b, heads..., m, d] views (bf16:
    float32 arrays of bf16 values)."""
    layout, b, hk, g, m, n, d, dv, causal, mask, _, _, scale = case
    (q_s, k_s, v_s, mask_s), _ = case_shapes(case)
    rng = np.random.default_rng(seed)
    q, k, v = (as_dtype(rng.uniform(-1, 1, s), dtype) for s in (q_s, k_s, v_s))
    arrays = {"q": q, "k": k, "v": v}
    mask_value = None
    if mask is not None:
        kind, element, _ = mask
        hidden = rng.uniform(size=mask_s) < 0.2
        hidden[..., 3 % m, :] = True  # a fully masked row
        if kind == "bool":
            mask_value = ~hidden
        else:
            fill = {"finfo-min": float(np.finfo(np.float16 if element == "f16"
                                                else np.float32).min),
                    "-inf": -np.inf, "additive": -30.0}[kind]
            mask_type = np.float16 if element == "f16" else np.float32
            mask_value = np.where(hidden, fill, rng.uniform(-2, 2, mask_s)).astype(mask_type)
        arrays["mask"] = mask_value
    # Canonical views: [..., m, d] with K/V broadcast over the query group.
    if layout == "bshd":
        cq, ck, cv = (np.swapaxes(a, 1, 2) for a in (q, k, v))
    elif layout == "gqa":
        cq, ck, cv = q, k[:, :, None], v[:, :, None]
    else:
        cq, ck, cv = q, k, v
    cmask = mask_value
    if cmask is not None:
        if mask[2]:
            cmask = cmask[:, :, None] if layout == "gqa" else cmask
        else:
            cmask = cmask[:, None, None] if layout == "gqa" else cmask[:, None]
    return arrays, (cq, ck, cv, cmask, causal or None, scale)


def as_dtype(x, dtype):
    """float64 values as the kernel's inputs: f16 arrays, or float32 arrays
    of bf16 values (rounded to nearest even)."""
    if dtype == "f16":
        return x.astype(np.float16)
    return vulkan._from_bf16_bits(vulkan._to_bf16_bits(x.astype(np.float32)))


@functools.lru_cache(maxsize=None)
def coop_device():
    """The Vulkan device to run on: ATTN_VULKAN_DEVICE, else the first one
    that is not lavapipe (llvmpipe has no cooperative matrices). Looked up
    once: a device that stops being listed later fails the runs rather than
    skipping them."""
    if not vulkan.available():
        return None
    wanted = os.environ.get("ATTN_VULKAN_DEVICE")
    if wanted:
        return wanted
    return next((d for d in vulkan.devices() if "llvmpipe" not in d), None)


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    # ATTN_MLIR_CACHE where set (compiled here, carried to the GPU machine),
    # else a private one.
    return attn_mlir.KernelCache(os.environ.get("ATTN_MLIR_CACHE")
                                 or str(tmp_path_factory.mktemp("cache")))


def compiled(cache, name, dtype="f16"):
    kernel = cache.get(case_source(CASES[name], dtype), **OPTIONS)
    assert kernel.manifest["variant"] == "cooperative_matrix"
    return kernel


@pytest.mark.parametrize("name", sorted(CASES))
def test_compiles_to_cooperative_matrices(cache, name):
    from attn_mlir import capi
    if not capi.available() and not os.environ.get("ATTN_MLIR_CACHE"):
        pytest.skip("no compiler and no kernel cache")
    kernel = compiled(cache, name)
    assert kernel.binary[:4] == b"\x03\x02\x23\x07"
    assert kernel.manifest["tile_m"] % 16 == 0


@pytest.mark.parametrize("name", sorted(CASES))
def test_against_float64_reference(cache, name):
    run_case(cache, name, "f16")


# bf16 (VK_KHR_shader_bfloat16's cooperative matrices): the same kernel
# with bf16 matrices, on a subset of the cases.
BF16_CASES = ["d64_ragged", "d128_causal_lse", "d64_bottom_right_m_gt_n_lse",
              "d64_bool_mask_rows_masked", "d64_f32_mask_finfo_min", "gqa_d128_causal_bool_mask",
              "bshd_d64_causal_dynamic", "d64_large_logits", "d256_dv64_causal",
              "llama3_gqa_n2048"]


@pytest.mark.parametrize("name", BF16_CASES)
def test_bf16_compiles_to_cooperative_matrices(cache, name):
    from attn_mlir import capi
    if not capi.available() and not os.environ.get("ATTN_MLIR_CACHE"):
        pytest.skip("no compiler and no kernel cache")
    kernel = compiled(cache, name, "bf16")
    assert kernel.manifest["tensors"][0]["element_type"] == "bf16"


@pytest.mark.parametrize("name", BF16_CASES)
def test_bf16_against_float64_reference(cache, name):
    run_case(cache, name, "bf16")


def run_case(cache, name, dtype):
    device = coop_device()
    if device is None:
        pytest.skip("no Vulkan device with cooperative matrices (lavapipe has none)")
    case = CASES[name]
    kernel = compiled(cache, name, dtype)
    arrays, (cq, ck, cv, cmask, causal, scale) = case_inputs(case, dtype=dtype)
    result = kernel(device=device, scale=scale, **arrays)
    out, lse = result if case[10] else (result, None)
    want, want_lse = reference.sdpa(cq, ck, cv, scale, mask=cmask, causal=causal)
    if case[0] == "bshd":
        want, want_lse = np.swapaxes(want, 1, 2), np.swapaxes(want_lse, 1, 2)
    got = np.asarray(out, dtype=np.float64)
    assert got.shape == want.shape
    assert np.all(np.isfinite(got)), f"{name}: non-finite outputs"
    err = np.max(np.abs(got - want))
    assert err <= TOLERANCE[dtype], f"{name} ({dtype}): max abs error {err}"
    empty = np.isneginf(want_lse)
    assert np.all(got[empty] == 0), f"{name}: rows without a key must be 0"
    if lse is not None:
        assert np.all(np.isneginf(lse[empty]))
        lse_err = np.max(np.abs(lse[~empty] - want_lse[~empty]), initial=0.0)
        assert lse_err < 2e-3, f"{name}: LSE max abs error {lse_err}"


# torch-mlir exports of f16 models at their head sizes (inputs/
# export_f16_models.py): raised, compiled for cooperative matrices, run with
# the scale each graph computes. name: (file, q, k, v shapes, scale, causal,
# padding mask)
EXPORTS = {
    "gpt2_eager_f16": ((1, 12, 256, 64), (1, 12, 256, 64), 0.125, "top_left", False),
    # repeat_kv read without copies: the kernel takes the 8 K/V heads and
    # the 32 query heads as 8 groups of 4.
    "llama_gqa_sdpa_f16": ((1, 8, 4, 200, 128), (1, 8, 200, 128), 128 ** -0.5, "top_left",
                           False),
    "bert_padding_f16": ((2, 12, 128, 64), (2, 12, 128, 64), 0.125, None, True),
}


def export_source(name):
    with open(os.path.join(os.path.dirname(__file__), "inputs", name + ".mlir")) as f:
        return f.read()


@pytest.mark.parametrize("name", sorted(EXPORTS))
def test_torch_mlir_export_compiles(cache, name):
    from attn_mlir import capi
    if not capi.available() and not os.environ.get("ATTN_MLIR_CACHE"):
        pytest.skip("no compiler and no kernel cache")
    kernel = cache.get(export_source(name), **OPTIONS)
    assert kernel.manifest["variant"] == "cooperative_matrix"
    assert kernel.manifest["causal"] == (EXPORTS[name][3] or "none")
    dims = {t["name"]: len(t["dims"]) for t in kernel.manifest["tensors"]}
    assert (dims["q"], dims["k"]) == (len(EXPORTS[name][0]), len(EXPORTS[name][1]))


@pytest.mark.parametrize("name", sorted(EXPORTS))
def test_torch_mlir_export_against_float64_reference(cache, name):
    device = coop_device()
    if device is None:
        pytest.skip("no Vulkan device with cooperative matrices (lavapipe has none)")
    q_shape, kv_shape, scale, causal, padding = EXPORTS[name]
    kernel = cache.get(export_source(name), **OPTIONS)
    rng = np.random.default_rng(4)
    q, k, v = (rng.uniform(-1, 1, s).astype(np.float16) for s in (q_shape, kv_shape, kv_shape))
    arrays = {"q": q, "k": k, "v": v}
    mask = None
    if padding:
        # BERT's extended mask: finfo(f16).min on the padding keys (the
        # last 40 of the second sequence), in f32 as the raised graph has it.
        keep = np.ones((q_shape[0], kv_shape[2]), bool)
        keep[1, -40:] = False
        arrays["mask"] = np.where(keep, 0.0, float(np.finfo(np.float16).min)).astype(np.float32)
        mask = arrays["mask"][:, None, None, :]
    out = kernel(device=device, scale=scale, **arrays)
    if q.ndim == k.ndim + 1:  # grouped query heads
        k, v = k[:, :, None], v[:, :, None]
    want, _ = reference.sdpa(q, k, v, scale, mask=mask, causal=causal)
    got = np.asarray(out, dtype=np.float64)
    assert np.all(np.isfinite(got))
    err = np.max(np.abs(got - want))
    assert err <= TOLERANCE["f16"], f"{name}: max abs error {err}"
