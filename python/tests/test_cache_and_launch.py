"""Kernel cache, signatures and launch configuration (no GPU needed)."""

import os

import pytest
from conftest import needs_compiler

from attn_mlir import CompileError, KernelCache, capi
from attn_mlir.attention import Signature, kernel, source

pytestmark = needs_compiler()


def test_cache_compiles_once_and_serves_without_the_compiler(cache_dir, monkeypatch):
    sig = Signature("bf16", 64, 64, causal=True)
    cache = KernelCache(cache_dir)
    first = cache.get(source(sig), raise_attention=False)
    second = cache.get(source(sig), raise_attention=False)
    assert (cache.misses, cache.hits) == (1, 1)
    # One Kernel object per kernel: its driver module is loaded once.
    assert first is second
    assert sorted(os.listdir(cache_dir)) == sorted(
        [n for n in os.listdir(cache_dir) if n.endswith((".ptx", ".ptx.json"))])
    assert len(os.listdir(cache_dir)) == 2
    # Another process on a machine without the compiler: hits only.
    monkeypatch.setattr(capi, "available", lambda: False)
    other = KernelCache(cache_dir)
    loaded = other.get(source(sig), raise_attention=False)
    assert loaded.binary == first.binary
    assert other.get(source(sig), raise_attention=False) is loaded
    assert other.hits == 2
    assert kernel(sig, cache_dir) is kernel(sig, cache_dir)
    with pytest.raises(CompileError, match="not in the cache .* cannot compile"):
        other.get(source(Signature("f16", 64, 64)), raise_attention=False)


def test_cache_key_covers_options(cache_dir):
    cache = KernelCache(cache_dir)
    text = source(Signature("f16", 128, 128))
    a = cache.get(text, chip="sm_90", raise_attention=False)
    b = cache.get(text, chip="sm_80", raise_attention=False)
    assert cache.misses == 2
    assert a.manifest["chip"] == "sm_90" and b.manifest["chip"] == "sm_80"


@pytest.mark.parametrize("dtype", ["f16", "bf16", "f32"])
@pytest.mark.parametrize("causal", [False, True])
@pytest.mark.parametrize("mask", [None, "bool", "additive"])
@pytest.mark.parametrize("gqa", [False, True])
def test_every_signature_compiles(cache_dir, dtype, causal, mask, gqa):
    k = kernel(Signature(dtype, 64, 32, causal, mask, gqa), cache_dir)
    names = [t["name"] for t in k.manifest["tensors"]]
    assert names == ["q", "k", "v"] + (["mask"] if mask else []) + ["o"]
    assert len(k.manifest["tensors"][0]["dims"]) == (5 if gqa else 4)
    assert k.manifest.get("causal", "none") == ("top_left" if causal else "none")
    elements = {t["name"]: t["element_type"] for t in k.manifest["tensors"]}
    assert elements["q"] == dtype
    if mask:
        assert elements["mask"] == ("i1" if mask == "bool" else dtype)


def test_signature_rejects_what_kernels_cannot_do():
    with pytest.raises(ValueError, match="element type f64"):
        Signature("f64", 64, 64)
    with pytest.raises(ValueError, match="head_dim = 512"):
        Signature("f16", 512, 64)
    with pytest.raises(ValueError, match="mask kind 'int'"):
        Signature("f16", 64, 64, mask="int")


def test_launch_config_from_shapes_and_strides(cache_dir):
    k = kernel(Signature("f16", 64, 64, gqa=True, mask="bool"), cache_dir)
    b, h, g, m, n = 2, 3, 4, 100, 130
    shapes = {"q": (b, h, g, m, 64), "k": (b, h, n, 64), "v": (b, h, n, 64),
              "mask": (b, h, g, m, n), "o": (b, h, g, m, 64)}
    # BSHD query and output viewed as [b, h, g, m, d]; a mask broadcast over heads.
    strides = {"q": (m * h * g * 64, g * 64, 64, h * g * 64, 1),
               "k": (h * n * 64, n * 64, 64, 1), "v": (h * n * 64, n * 64, 64, 1),
               "mask": (m * n, 0, 0, n, 1), "o": (m * h * g * 64, g * 64, 64, h * g * 64, 1)}
    grid, block, args = k.launch_config(shapes, strides, 0.125)
    assert grid == (-(-m // k.manifest["tile_m"]), b * h * g, 1)
    assert block == (k.manifest["block_size"], 1, 1)
    named = dict(zip([a["name"] for a in k.manifest["args"]], args))
    assert named["q"] == ("ptr", "q") and named["scale"] == ("f32", 0.125)
    assert named["m"] == ("i64", m) and named["n"] == ("i64", n)
    assert named["q_stride_m"] == ("i64", h * g * 64)
    assert named["mask_stride_b1"] == ("i64", 0)
    assert named["size_b2"] == ("i64", g)


def test_launch_config_rejects_inconsistent_shapes(cache_dir):
    k = kernel(Signature("f16", 64, 64), cache_dir)
    good = {"q": (1, 2, 8, 64), "k": (1, 2, 9, 64), "v": (1, 2, 9, 64), "o": (1, 2, 8, 64)}
    strides = {n: (0,) * len(s) for n, s in good.items()}
    with pytest.raises(ValueError, match="'k' has b1 = 3, other tensors have 2"):
        k.launch_config(dict(good, k=(1, 3, 9, 64)), strides, 1.0)
    with pytest.raises(ValueError, match="compiled for k1 = 64, got 32"):
        k.launch_config(dict(good, q=(1, 2, 8, 32), k=(1, 2, 9, 32)), strides, 1.0)
    with pytest.raises(ValueError, match="'q' has rank 3"):
        k.launch_config(dict(good, q=(2, 8, 64)), strides, 1.0)
    big = {n: (300, 300) + s[2:] for n, s in good.items()}
    with pytest.raises(ValueError, match="batch dims multiply to 90000, more than the 65535"):
        k.launch_config(big, strides, 1.0)
    with pytest.raises(ValueError, match="kernel needs tensor 'v'"):
        k.launch_config({n: s for n, s in good.items() if n != "v"}, strides, 1.0)


class _FakeTensor:
    """What Kernel.check_layout reads of a tensor."""

    def __init__(self, shape, strides, ptr=0x10000, itemsize=2):
        self.shape, self._strides, self._ptr, self._itemsize = shape, strides, ptr, itemsize

    def stride(self):
        return self._strides

    def data_ptr(self):
        return self._ptr

    def element_size(self):
        return self._itemsize


def test_tensor_core_kernels_need_contiguous_aligned_rows(cache_dir):
    k = kernel(Signature("bf16", 64, 64), cache_dir)
    assert k.manifest["variant"] == "mma.sync"
    assert k.manifest["contiguous_dims"] == ["k1", "k2"]
    assert k.manifest["dynamic_shared_memory_bytes"] > 0
    b, h, n = 2, 3, 100
    good = {name: _FakeTensor((b, h, n, 64), (h * n * 64, n * 64, 64, 1))
            for name in ("q", "k", "v", "o")}
    k.check_layout(good)
    # BSHD rows viewed as BHSD: fine (the head dim stays contiguous).
    k.check_layout(dict(good, q=_FakeTensor((b, h, n, 64), (n * h * 64, 64, h * 64, 1))))
    with pytest.raises(ValueError, match="'k' must be contiguous along k1"):
        k.check_layout(dict(good, k=_FakeTensor((b, h, n, 64), (h * n * 64, 1, h * 64, n))))
    with pytest.raises(ValueError, match="'v' must start, and have every row start, at a multiple "
                                         "of 16 bytes"):
        k.check_layout(dict(good, v=_FakeTensor((b, h, n, 64), (h * n * 64, n * 64, 64, 1),
                                                 ptr=0x10002)))
    with pytest.raises(ValueError, match="'o' must start"):
        k.check_layout(dict(good, o=_FakeTensor((b, h, n, 64), (h * n * 68, n * 68, 68, 1))))
    # The SIMT kernel (f32) reads any strides.
    simt = kernel(Signature("f32", 64, 64), cache_dir)
    assert simt.manifest["variant"] == "simt"
    simt.check_layout(dict(good, k=_FakeTensor((b, h, n, 64), (h * n * 64, 1, h * 64, n), itemsize=4)))


@pytest.mark.parametrize("d", [32, 96, 160, 224])
def test_tensor_cores_take_every_multiple_of_32(cache_dir, d):
    k = kernel(Signature("bf16", d, d), cache_dir)
    m = k.manifest
    assert m["variant"] == "mma.sync"
    # Shared-memory rows are padded to a multiple of 64 elements.
    row = -(-d // 64) * 64
    assert m["dynamic_shared_memory_bytes"] == 2 * (m["tile_m"] * row + 2 * m["tile_n"] * 2 * row)


def test_other_head_dims_take_the_simt_kernel(cache_dir):
    assert kernel(Signature("f16", 48, 48), cache_dir).manifest["variant"] == "simt"


# --- Launch arguments ------------------------------------------------------

def test_scale_none_defaults_to_one_over_sqrt_head_dim_and_bad_scales_are_refused(cache_dir):
    k = kernel(Signature("f16", 64, 64), cache_dir)
    shapes = {"q": (1, 2, 8, 64), "k": (1, 2, 9, 64), "v": (1, 2, 9, 64), "o": (1, 2, 8, 64)}
    strides = {n: (0,) * len(s) for n, s in shapes.items()}
    _, _, args = k.launch_config(shapes, strides, None)
    assert dict(zip([a["name"] for a in k.manifest["args"]], args))["scale"] == ("f32", 0.125)
    for scale, error, message in [(float("nan"), ValueError, "scale must be finite"),
                                  (float("-inf"), ValueError, "scale must be finite"),
                                  (1e39, ValueError, "as a float32"),
                                  ("0.125", TypeError, "scale must be a real number"),
                                  (False, TypeError, "scale must be a real number")]:
        with pytest.raises(error, match=message):
            k.launch_config(shapes, strides, scale)
