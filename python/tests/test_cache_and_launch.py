"""Kernel cache, signatures and launch configuration (no GPU needed)."""

import json
import os
import warnings

import pytest
from conftest import needs_compiler

from attn_mlir import CompileError, Kernel, KernelCache, capi, compiler
from attn_mlir.attention import Signature, backward_source, kernel, source

pytestmark = needs_compiler()


def test_cache_compiles_once_and_serves_without_the_compiler(cache_dir, monkeypatch):
    sig = Signature("bf16", 64, 64, causal=True)
    cache = KernelCache(cache_dir)
    first = cache.get(source(sig), chip=sig.chip, raise_attention=False)
    second = cache.get(source(sig), chip=sig.chip, raise_attention=False)
    assert (cache.misses, cache.hits) == (1, 1)
    # One Kernel object per kernel: its driver module is loaded once.
    assert first is second
    assert sorted(os.listdir(cache_dir)) == sorted(
        [n for n in os.listdir(cache_dir) if n.endswith((".ptx", ".ptx.json"))])
    assert len(os.listdir(cache_dir)) == 2
    # Another process on a machine without the compiler: hits only.
    monkeypatch.setattr(capi, "available", lambda: False)
    other = KernelCache(cache_dir)
    loaded = other.get(source(sig), chip=sig.chip, raise_attention=False)
    assert loaded.binary == first.binary
    assert other.get(source(sig), chip=sig.chip, raise_attention=False) is loaded
    assert other.hits == 2
    assert kernel(sig, cache_dir) is kernel(sig, cache_dir)
    with pytest.raises(CompileError, match="not in the cache .* cannot compile"):
        other.get(source(Signature("f16", 64, 64)), raise_attention=False)


def test_cache_holds_the_two_kernels_of_the_gradients(cache_dir, monkeypatch):
    """get_all: every kernel of a source (the backward's query and key
    passes), one entry each, served without the compiler once cached; an
    unusable entry compiles them all again."""
    text = backward_source(Signature("f16", 64, 64, causal=True))
    cache = KernelCache(cache_dir)
    kernels = cache.get_all(text, chip="sm_80", raise_attention=False)
    assert [k.manifest["kernel"] for k in kernels] == ["attention_backward_dq",
                                                       "attention_backward_dkdv"]
    assert [k.manifest["kernel_count"] for k in kernels] == [2, 2]
    assert cache.get_all(text, chip="sm_80", raise_attention=False) is kernels
    assert (cache.misses, cache.hits) == (1, 1)
    assert len(os.listdir(cache_dir)) == 4
    monkeypatch.setattr(capi, "available", lambda: False)
    other = KernelCache(cache_dir)
    loaded = other.get_all(text, chip="sm_80", raise_attention=False)
    assert [k.binary for k in loaded] == [k.binary for k in kernels]
    assert (other.misses, other.hits) == (0, 1)
    monkeypatch.undo()
    second = [n for n in os.listdir(cache_dir) if n.endswith("1.ptx.json")]
    assert len(second) == 1
    with open(os.path.join(cache_dir, second[0]), "w") as f:
        f.write("{")
    fresh = KernelCache(cache_dir)
    with pytest.warns(RuntimeWarning, match="unusable"):
        again = fresh.get_all(text, chip="sm_80", raise_attention=False)
    assert (fresh.rejected, fresh.misses) == (1, 1)
    assert [k.binary for k in again] == [k.binary for k in kernels]


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


def test_persistent_kernels_launch_one_row_of_at_most_one_workgroup_a_multiprocessor():
    # attn-compile --persistent: the manifest says `persistent`, and the
    # launcher folds the tiles (query tiles x batch elements) into one row.
    assert compiler.persistent_grid((8, 256, 1), 132) == (132, 1, 1)
    assert compiler.persistent_grid((3, 5, 1), 132) == (15, 1, 1)
    assert compiler.persistent_grid((1, 1, 1), 132) == (1, 1, 1)
    with pytest.raises(ValueError, match="tiles are a plane"):
        compiler.persistent_grid((2, 3, 4), 132)


def test_tensor_maps_of_a_tma_kernel(cache_dir):
    # The sm_90a kernel of dense tensors copies Q, K and V by TMA: each map's
    # manifest entry gives its dims (head dim, rows, the batch dims
    # innermost first) and box; the launch works out extents and byte
    # strides from the tensors' shapes and strides (a BSHD query here).
    k = kernel(Signature("bf16", 64, 64, gqa=True), cache_dir)
    maps = {a["tensor"]: a for a in k.manifest["args"] if a["type"] == "tensor_map"}
    assert sorted(maps) == ["k", "q", "v"]
    assert maps["q"]["dims"] == ["k1", "m", "b2", "b1", "b0"]
    assert maps["k"]["dims"] == ["k1", "n", "b1", "b0"]
    b, h, g, m, n = 2, 3, 4, 100, 130
    shapes = {"q": (b, h, g, m, 64), "k": (b, h, n, 64), "v": (b, h, n, 64),
              "o": (b, h, g, m, 64)}
    strides = {"q": (m * h * g * 64, g * 64, 64, h * g * 64, 1),
               "k": (h * n * 64, n * 64, 64, 1), "v": (h * n * 64, n * 64, 64, 1),
               "o": _contiguous(shapes["o"])}
    _, _, args = k.launch_config(shapes, strides, 0.125)
    named = dict(zip([a["name"] for a in k.manifest["args"]], args))
    kind, q = named["q_tensor_map"]
    assert kind == "tensor_map" and q.tensor == "q" and q.dtype == "bf16"
    assert q.extents == (64, m, g, h, b)
    assert q.strides == (h * g * 64 * 2, 64 * 2, g * 64 * 2, m * h * g * 64 * 2)
    assert q.box == (64, k.manifest["tile_m"]) and q.swizzle_bytes == 128
    _, kmap = named["k_tensor_map"]
    assert kmap.extents == (64, n, h, b) and kmap.box == (64, k.manifest["tile_n"])
    assert kmap.strides == (64 * 2, n * 64 * 2, h * n * 64 * 2)
    # A dim of size 1 may have any stride (PyTorch leaves them so): its one
    # coordinate is 0, so the map takes a stride it accepts instead.
    one = dict(shapes, k=(1, h, n, 64), v=(1, h, n, 64), q=(1, h, g, m, 64),
               o=(1, h, g, m, 64))
    odd = dict(strides, k=(7, n * 64, 64, 1))
    _, _, args = k.launch_config(one, odd, 0.125)
    _, kmap = dict(zip([a["name"] for a in k.manifest["args"]], args))["k_tensor_map"]
    assert kmap.extents == (64, n, h, 1)
    assert all(s % 16 == 0 for s in kmap.strides) and kmap.strides[:2] == (128, n * 128)
    # A row stride off 16 bytes cannot be a map's.
    with pytest.raises(ValueError, match="multiple of 16 bytes"):
        k.launch_config(shapes, dict(strides, k=(h * n * 72, n * 72, 68, 1)), 0.125)


def test_prepared_launch_encodes_each_tensor_map_when_its_tensor_moves(monkeypatch):
    # No driver here: the encoder is a stand-in that records its arguments.
    from types import SimpleNamespace

    from attn_mlir import cuda
    calls = []

    def encode(address, dtype, rank, pointer, extents, strides, box, element_strides,
               interleave, swizzle, promotion, fill):
        calls.append(dict(address=address.value, dtype=dtype, rank=rank, pointer=pointer.value,
                          extents=list(extents[:rank]), strides=list(strides[:rank - 1]),
                          box=list(box[:rank]), swizzle=swizzle, fill=fill))
        return status[0]

    status = [0]
    monkeypatch.setattr(cuda, "_encode_tiled", lambda: encode)
    spec = compiler.TensorMapSpec("k", "bf16", (64, 130, 3, 2), (384, 128, 49920), (64, 128), 128)
    launch = cuda.PreparedLaunch(SimpleNamespace(format="ptx", manifest={}), (1, 1, 1),
                                 (128, 1, 1), [("ptr", "k"), ("f32", 0.5), ("tensor_map", spec)])
    # The map is the kernel's third parameter, 64-byte aligned.
    assert launch.params[2] == launch.maps[0].address and launch.params[2] % 64 == 0
    launch.maps[0].encode(1 << 20)
    launch.maps[0].encode(1 << 20)  # same address: not encoded again
    launch.maps[0].encode(2 << 20)
    assert [c["pointer"] for c in calls] == [1 << 20, 2 << 20]
    assert calls[0] == dict(address=launch.params[2], dtype=9, rank=4, pointer=1 << 20,
                            extents=[64, 130, 3, 2], strides=[384, 128, 49920],
                            box=[64, 128, 1, 1], swizzle=3, fill=0)
    status[0] = 1
    with pytest.raises(cuda.CudaError, match="cuTensorMapEncodeTiled of 'k'"):
        launch.maps[0].encode(3 << 20)


def _contiguous(shape):
    strides, step = [], 1
    for size in reversed(shape):
        strides.insert(0, step)
        step *= size
    return tuple(strides)


def test_paged_launch_config_and_its_checks(cache_dir):
    """The kernel of a paged cache: grid z over the sequences, the pages'
    and sequences' strides, no n; caches of another page size than the
    kernel's, missing tables and `rows` are refused."""
    from attn_mlir.attention import paged_kernel
    k = paged_kernel(Signature("f16", 64, 64, chip="sm_90a"), 64, cache_dir)
    assert k.paged_cache and k.manifest["paged_cache"]["page_size"] == 64
    b, m, h, pages, width = 3, 5, 4, 20, 7
    shapes = {"q": (b, m, h, 64), "k": (pages, 64, h, 64), "v": (pages, 64, h, 64),
              "o": (b, m, h, 64), "lse": (b, h, m), "block_table": (b, width),
              "seq_lens": (b,)}
    strides = {name: _contiguous(shape) for name, shape in shapes.items()}
    grid, block, args = k.launch_config(shapes, strides, 0.5)
    assert grid == (1, h, b)
    named = dict(zip([a["name"] for a in k.manifest["args"]], args))
    assert "n" not in named and named["m"] == ("i64", m)
    assert named["size_page"] == ("i64", pages)
    assert named["k_stride_page"] == ("i64", 64 * h * 64)
    assert named["q_stride_sequence"] == ("i64", m * h * 64)
    assert named["block_table_stride_sequence"] == ("i64", width)
    assert named["block_table"] == ("ptr", "block_table")
    other = dict(shapes, k=(pages, 32, h, 64), v=(pages, 32, h, 64))
    with pytest.raises(ValueError, match="compiled for pages of 64 keys, the caches have 32"):
        k.launch_config(other, {n: _contiguous(s) for n, s in other.items()}, 0.5)
    missing = {n: s for n, s in shapes.items() if n != "seq_lens"}
    with pytest.raises(ValueError, match="kernel needs tensor 'seq_lens'"):
        k.launch_config(missing, strides, 0.5)
    with pytest.raises(ValueError, match="`rows` is for kernels of packed sequences"):
        k.launch_config(shapes, strides, 0.5, rows=5)


def test_paged_launch_folds_rows_that_see_every_key():
    """One decode row that sees every key runs without causal (bottom-right
    causal is the same kernel as none), its query group as rows where the
    K/V heads are grouped; top-left causal and chunks keep theirs."""
    from attn_mlir.attention import paged_launch
    plain, folded = paged_launch("bf16", 128, 128, 4, 1, 8, 8, 256, False, "bottom_right",
                                 "sm_90a", 132)
    causal, _ = paged_launch("bf16", 128, 128, 4, 1, 8, 8, 256, True, "bottom_right",
                             "sm_90a", 132)
    assert causal == plain and not folded and not plain.causal
    grouped, folded = paged_launch("bf16", 128, 128, 4, 1, 32, 8, 256, True, "bottom_right",
                                   "sm_90a", 132)
    assert folded and not grouped.gqa and not grouped.causal
    top_left, folded = paged_launch("bf16", 128, 128, 4, 1, 32, 8, 256, True, "top_left",
                                    "sm_90a", 132)
    assert not folded and top_left.gqa and top_left.causal
    chunk, folded = paged_launch("bf16", 64, 64, 4, 5, 32, 8, 64, True, "bottom_right",
                                 "sm_90a", 132)
    assert not folded and chunk.causal and chunk.tile_n == 64   # 128 does not divide 64


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


@pytest.mark.parametrize("chip,variant", [("sm_90a", "wgmma"), ("sm_90", "mma.sync")])
def test_tensor_core_kernels_need_contiguous_aligned_rows(cache_dir, chip, variant):
    k = kernel(Signature("bf16", 64, 64, chip=chip), cache_dir)
    assert k.manifest["variant"] == variant
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


@pytest.mark.parametrize("d", [8, 32, 40, 72, 96, 112, 160, 200, 224])
@pytest.mark.parametrize("chip", ["sm_90", "sm_90a"])
def test_tensor_cores_take_every_multiple_of_8(cache_dir, d, chip):
    k = kernel(Signature("bf16", d, d, chip=chip), cache_dir)
    m = k.manifest
    # On sm_90a the wgmma kernel from d = 64 (measured faster there), in the
    # same shared-memory rows.
    assert m["variant"] == ("wgmma" if chip == "sm_90a" and d >= 64 else "mma.sync")
    # Shared-memory rows are padded to a multiple of 64 elements.
    row = -(-d // 64) * 64
    assert m["dynamic_shared_memory_bytes"] == 2 * (m["tile_m"] * row + 2 * m["tile_n"] * 2 * row)


def test_a_signature_may_fix_the_tiles(cache_dir):
    default = kernel(Signature("bf16", 64, 64, chip="sm_90"), cache_dir)
    small = kernel(Signature("bf16", 64, 64, chip="sm_90", tile_m=64), cache_dir)
    assert (default.manifest["tile_m"], small.manifest["tile_m"]) == (128, 64)
    assert small.manifest["variant"] == "mma.sync"
    # The wgmma kernel (sm_90a, the default chip) takes the largest key block
    # first at d = 64; given tiles it keeps.
    hopper = kernel(Signature("bf16", 64, 64), cache_dir)
    assert (hopper.manifest["variant"], hopper.manifest["tile_m"],
            hopper.manifest["tile_n"]) == ("wgmma", 64, 128)
    fixed = kernel(Signature("bf16", 64, 64, tile_m=128, tile_n=64), cache_dir)
    assert (fixed.manifest["tile_m"], fixed.manifest["tile_n"]) == (128, 64)
    decode = kernel(Signature("bf16", 128, 128, tile_m=64, tile_n=128), cache_dir)
    assert (decode.manifest["tile_m"], decode.manifest["tile_n"]) == (64, 128)
    # 64 x 128 tiles of 128-wide rows: 2 (64 128 + 2 128 (128 + 128)) bytes.
    assert decode.manifest["dynamic_shared_memory_bytes"] == 147456


def test_launch_tiles_for_decode_and_small_grids():
    from attn_mlir.attention import launch_tiles, launch_variants
    assert launch_tiles(128, 128, 4, underfilled=False) == (64, 128)    # decode
    assert launch_tiles(256, 256, 1, underfilled=False) == (64, 0)      # too wide for 128 keys
    assert launch_tiles(128, 128, 512, underfilled=True) == (64, 0)     # chunked prefill
    assert launch_tiles(128, 128, 4096, underfilled=False) is None      # prefill
    assert launch_variants(Signature("bf16", 128, 128)) == [(64, 0), (64, 128)]
    assert launch_variants(Signature("bf16", 256, 256)) == [(64, 0)]


def test_long_sequences_at_d64_take_three_consumer_warpgroups(cache_dir):
    from attn_mlir.attention import launch_variants, long_sequence_tiles
    # sm_90a, d = 64, no mask: 192 x 128 tiles from 4k query rows (8k causal).
    assert long_sequence_tiles(64, 64, False, None, "sm_90a", 4096) == (192, 128)
    assert long_sequence_tiles(64, 64, False, None, "sm_90a", 2048) is None
    assert long_sequence_tiles(64, 64, True, None, "sm_90a", 4096) is None
    assert long_sequence_tiles(64, 64, True, None, "sm_90a", 8192) == (192, 128)
    # Not with a mask, another head dim or mma.sync.
    assert long_sequence_tiles(64, 64, False, "additive", "sm_90a", 16384) is None
    assert long_sequence_tiles(128, 128, False, None, "sm_90a", 16384) is None
    assert long_sequence_tiles(64, 64, False, None, "sm_90", 16384) is None
    assert launch_variants(Signature("bf16", 64, 64)) == [(64, 0), (64, 128), (192, 128)]
    assert launch_variants(Signature("bf16", 64, 64, mask="bool")) == [(64, 0), (64, 128)]
    # The default d = 64 kernel is one warpgroup; the variant is three
    # consumers and a producer (512 invocations), persistent.
    default = kernel(Signature("bf16", 64, 64, causal=True), cache_dir)
    wide = kernel(Signature("bf16", 64, 64, causal=True, tile_m=192, tile_n=128), cache_dir)
    assert (default.manifest["tile_m"], default.manifest["block_size"]) == (64, 128)
    assert (wide.manifest["variant"], wide.manifest["tile_m"], wide.manifest["tile_n"],
            wide.manifest["block_size"], wide.manifest["persistent"]) == \
        ("wgmma", 192, 128, 512, True)
    # With a mask, at another head dim or on mma.sync the compiler refuses
    # 192 rows and says why.
    with pytest.raises(Exception, match="tile-m 192 is the warp-specialized wgmma kernel "
                                        ".* got head dims 64 and 64 with a mask"):
        kernel(Signature("bf16", 64, 64, mask="additive", tile_m=192), cache_dir)
    with pytest.raises(Exception, match="for head dims 64 without a mask; got head dims 128"):
        kernel(Signature("bf16", 128, 128, tile_m=192), cache_dir)
    with pytest.raises(Exception, match="tile-m 192 is the warp-specialized"):
        kernel(Signature("bf16", 64, 64, tile_m=192, chip="sm_90"), cache_dir)


def test_decode_splits_fill_the_device():
    from attn_mlir.attention import decode_splits, split_chunk
    # Llama-3-8B, one sequence (8 K/V heads) on 132 multiprocessors: 16
    # parts of 512 keys at 8k, 16 of 2048 at 32k (17 asked for, whole blocks).
    assert decode_splits(8, 8192, 132) == 16 and split_chunk(8192, 16) == 512
    assert decode_splits(8, 32768, 132) == 17 and split_chunk(32768, 17) == 2048
    assert decode_splits(128, 8192, 132) == 1       # 16 sequences fill it already
    assert decode_splits(8, 900, 132) == 1          # too few keys to share
    assert decode_splits(2, 5000, 132) == 9 and split_chunk(5000, 9) == 640


def test_other_head_dims_take_the_simt_kernel(cache_dir):
    # Rows that are not whole 16-byte chunks.
    assert kernel(Signature("f16", 36, 36), cache_dir).manifest["variant"] == "simt"
    assert kernel(Signature("bf16", 64, 20), cache_dir).manifest["variant"] == "simt"


# --- Cache entries that cannot be trusted are compiled again --------------

CACHED = Signature("f16", 64, 64)


def _entry(cache_dir):
    """A good cache entry: (the cache, the binary's path, its kernel)."""
    cache = KernelCache(cache_dir)
    good = cache.get(source(CACHED), raise_attention=False)
    path = cache.path(compiler._key(source(CACHED), compiler._normalise(
        {"raise_attention": False})), "ptx")
    assert os.path.exists(path) and os.path.exists(path + ".json")
    return cache, path, good


def _manifest(path):
    with open(path + ".json") as f:
        return json.load(f)


def _write_manifest(path, manifest, digest=True):
    if digest:
        with open(path, "rb") as f:
            manifest["sha256"] = compiler._digest(f.read(), manifest)
    os.remove(path + ".json")
    with open(path + ".json", "w") as f:
        json.dump(manifest, f)


def _break_not_json(path, outside):
    with open(path + ".json", "w") as f:
        f.write('{"kernel": "attention", "tens')


def _break_not_utf8(path, outside):
    with open(path + ".json", "wb") as f:
        f.write(b'{"kernel": "\xff"}')


def _break_not_object(path, outside):
    with open(path + ".json", "w") as f:
        f.write("[]")


def _break_empty(path, outside):
    open(path + ".json", "w").close()


def _break_missing_key_with_digest(path, outside):
    manifest = _manifest(path)
    del manifest["tensors"]
    _write_manifest(path, manifest)


def _break_wrong_type_with_digest(path, outside):
    manifest = _manifest(path)
    manifest["tile_m"] = "64"
    _write_manifest(path, manifest)


def _break_edited_manifest(path, outside):
    manifest = _manifest(path)
    manifest["tile_m"] = 16
    _write_manifest(path, manifest, digest=False)


def _break_no_digest(path, outside):
    manifest = _manifest(path)
    del manifest["sha256"]
    _write_manifest(path, manifest, digest=False)


def _break_digest_not_a_string(path, outside):
    manifest = _manifest(path)
    manifest["sha256"] = 5
    _write_manifest(path, manifest, digest=False)


def _break_binary_changed(path, outside):
    with open(path, "r+b") as f:
        f.seek(10)
        f.write(b"XXXX")


def _break_binary_truncated(path, outside):
    with open(path, "r+b") as f:
        f.truncate(100)


def _break_binary_missing(path, outside):
    os.remove(path)


def _break_binary_is_a_directory(path, outside):
    os.remove(path)
    os.mkdir(path)


def _break_artifact_absolute(path, outside):
    # The artifact named outside the cache, digest and all.
    manifest = _manifest(path)
    manifest["artifact"] = "/etc/passwd"
    with open("/etc/passwd", "rb") as f:
        manifest["sha256"] = compiler._digest(f.read(), manifest)
    _write_manifest(path, manifest, digest=False)


def _break_artifact_walks_up(path, outside):
    with open(path, "rb") as f:
        binary = f.read()
    with open(os.path.join(outside, "k.ptx"), "wb") as f:
        f.write(binary)
    manifest = _manifest(path)
    manifest["artifact"] = "../outside/k.ptx"
    manifest["sha256"] = compiler._digest(binary, manifest)
    _write_manifest(path, manifest, digest=False)


def _break_artifact_other_entry(path, outside):
    # Another file of the cache, with a digest that matches it.
    other = path.replace(".ptx", "0.ptx")
    with open(path, "rb") as f:
        binary = f.read()
    with open(other, "wb") as f:
        f.write(binary)
    manifest = _manifest(path)
    manifest["artifact"] = os.path.basename(other)
    manifest["sha256"] = compiler._digest(binary, manifest)
    _write_manifest(path, manifest, digest=False)


def _break_artifact_not_a_string(path, outside):
    manifest = _manifest(path)
    manifest["artifact"] = ["k.ptx"]
    _write_manifest(path, manifest)


def _break_binary_is_a_symlink(path, outside):
    # The binary a symlink to a copy outside: its bytes and digest are
    # right, but entries are not followed out of the cache.
    target = os.path.join(outside, "k.ptx")
    os.replace(path, target)
    os.symlink(target, path)


def _break_manifest_is_a_symlink(path, outside):
    target = os.path.join(outside, "k.ptx.json")
    os.replace(path + ".json", target)
    os.symlink(target, path + ".json")


def _break_manifest_dangling_symlink(path, outside):
    os.remove(path + ".json")
    os.symlink(os.path.join(outside, "nothing.json"), path + ".json")


def _break_manifest_is_a_directory(path, outside):
    os.remove(path + ".json")
    os.mkdir(path + ".json")


def _break_manifest_is_a_fifo(path, outside):
    # Reading a FIFO would block for ever.
    os.remove(path + ".json")
    os.mkfifo(path + ".json")


BROKEN = {name[len("_break_"):]: fn for name, fn in dict(globals()).items()
          if name.startswith("_break_")}
REASONS = {
    "not_json": "Unterminated string", "not_utf8": "can't decode byte 0xff",
    "not_object": "not a JSON object",
    "empty": "Expecting value", "missing_key_with_digest": "the manifest has no 'tensors'",
    "wrong_type_with_digest": "'tile_m' of the manifest is '64', expected int",
    "edited_manifest": "does not match", "no_digest": "does not match",
    "digest_not_a_string": "does not match", "binary_changed": "does not match",
    "binary_truncated": "does not match", "binary_missing": "No such file",
    "binary_is_a_directory": "not a regular file", "artifact_absolute": "'artifact' must name a "
    "file in the manifest's directory, got '/etc/passwd'",
    "artifact_walks_up": "got '../outside/k.ptx'", "artifact_other_entry": "names the artifact",
    "artifact_not_a_string": "got \\['k.ptx'\\]", "binary_is_a_symlink": "Too many levels of "
    "symbolic links", "manifest_is_a_symlink": "Too many levels of symbolic links",
    "manifest_dangling_symlink": "Too many levels of symbolic links",
    "manifest_is_a_directory": "not a regular file", "manifest_is_a_fifo": "not a regular file",
}


@pytest.mark.parametrize("broken", list(BROKEN))
def test_unusable_entries_are_compiled_again_and_overwritten(cache_dir, tmp_path, monkeypatch,
                                                             broken):
    _, path, good = _entry(cache_dir)
    outside = str(tmp_path / "outside")
    os.mkdir(outside)
    BROKEN[broken](path, outside)
    outside_before = {n: open(os.path.join(outside, n), "rb").read()
                      for n in os.listdir(outside)}
    passwd = open("/etc/passwd", "rb").read()
    cache = KernelCache(cache_dir)
    with pytest.warns(RuntimeWarning, match=f"cache entry .* is unusable .*{REASONS[broken]}"):
        kernel = cache.get(source(CACHED), raise_attention=False)
    assert (cache.hits, cache.misses, cache.rejected) == (0, 1, 1)
    assert kernel.binary == good.binary and kernel.manifest["tensors"] == good.manifest["tensors"]
    # Nothing outside the cache was read as a kernel or written.
    assert open("/etc/passwd", "rb").read() == passwd
    assert {n: open(os.path.join(outside, n), "rb").read()
            for n in os.listdir(outside)} == outside_before
    # The entry is whole again: a machine without the compiler takes it.
    assert not os.path.islink(path) and not os.path.islink(path + ".json")
    monkeypatch.setattr(capi, "available", lambda: False)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        again = KernelCache(cache_dir)
        assert again.get(source(CACHED), raise_attention=False).binary == good.binary
    assert (again.hits, again.rejected) == (1, 0)


def test_unusable_entry_without_the_compiler_says_why(cache_dir, monkeypatch):
    _, path, _ = _entry(cache_dir)
    _break_not_json(path, None)
    monkeypatch.setattr(capi, "available", lambda: False)
    with pytest.warns(RuntimeWarning), pytest.raises(
            CompileError,
            match="the entry there is unusable: Unterminated string.* cannot compile"):
        KernelCache(cache_dir).get(source(CACHED), raise_attention=False)


def test_writes_replace_symlinks_instead_of_writing_through_them(cache_dir, tmp_path):
    cache = KernelCache(cache_dir)
    key = compiler._key(source(CACHED), compiler._normalise({"raise_attention": False}))
    path = cache.path(key, "ptx")
    os.makedirs(cache_dir)
    victim = tmp_path / "victim"
    victim.write_text("keep")
    os.symlink(victim, path)                               # the binary's name
    os.symlink(tmp_path / "made-outside.json", path + ".json")   # the manifest's, dangling
    with pytest.warns(RuntimeWarning, match="symbolic links"):
        cache.get(source(CACHED), raise_attention=False)
    assert victim.read_text() == "keep"
    assert not (tmp_path / "made-outside.json").exists()
    assert not os.path.islink(path) and not os.path.islink(path + ".json")
    assert sorted(os.listdir(cache_dir)) == [os.path.basename(path),
                                             os.path.basename(path) + ".json"]


def test_a_failed_write_leaves_the_old_entry_whole(cache_dir, monkeypatch):
    """A writer that dies while writing (here: a manifest that does not
    serialise half-way through) leaves the entry as it was and no stray
    files: readers never see part of a manifest."""
    _, path, good = _entry(cache_dir)
    before = {n: open(os.path.join(cache_dir, n), "rb").read() for n in os.listdir(cache_dir)}
    broken = Kernel(dict(good.manifest, zzz_last=object()), b"new binary")
    with pytest.raises(TypeError):
        broken.save(path)
    after = {n: open(os.path.join(cache_dir, n), "rb").read() for n in os.listdir(cache_dir)}
    assert after == before
    # Dying after the data is written, before the rename: the same.
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError("disk gone")))
    with pytest.raises(OSError, match="disk gone"):
        Kernel(good.manifest, b"new binary").save(path)
    assert {n: open(os.path.join(cache_dir, n), "rb").read()
            for n in os.listdir(cache_dir)} == before
    monkeypatch.undo()
    loaded = KernelCache(cache_dir).get(source(CACHED), raise_attention=False)
    assert loaded.binary == good.binary


def test_concurrent_readers_never_see_a_partial_entry(cache_dir):
    import threading
    _, path, good = _entry(cache_dir)
    errors, done = [], threading.Event()

    def read():
        while not done.is_set():
            try:
                Kernel.load(path + ".json", require_digest=True)
            except Exception as error:  # noqa: BLE001 - any failure is the bug
                errors.append(error)
                return

    reader = threading.Thread(target=read)
    reader.start()
    try:
        for _ in range(200):
            good.save(path)
    finally:
        done.set()
        reader.join()
    assert errors == []


def test_kernel_load_refuses_bad_manifests_with_value_errors(tmp_path):
    kernel = KernelCache(str(tmp_path / "c")).get(source(CACHED), raise_attention=False)
    path = str(tmp_path / "k.ptx")
    kernel.save(path)
    manifest = _manifest(path)
    del manifest["loops"]
    _write_manifest(path, manifest)
    with pytest.raises(ValueError, match="the manifest has no 'loops'"):
        Kernel.load(path + ".json")
    manifest["loops"] = kernel.manifest["loops"]
    manifest["tensors"][0] = {"name": "q"}
    _write_manifest(path, manifest)
    with pytest.raises(ValueError, match="tensor 0 of the manifest has no 'element_type'"):
        Kernel.load(path + ".json")
    with pytest.raises(ValueError, match="the manifest has no 'args'"):
        Kernel({k: v for k, v in kernel.manifest.items() if k != "args"}, b"")
    with pytest.raises(ValueError, match="'persistent' of the manifest is 1, expected bool"):
        Kernel(dict(kernel.manifest, persistent=1), b"")
    with pytest.raises(ValueError, match="persistent kernel's workgroups run the query tiles"):
        Kernel(dict(kernel.manifest, persistent=True, grid_dim="n", tile_n=64), b"")
    assert Kernel(dict(kernel.manifest, persistent=True), b"").manifest["persistent"]
    # A manifest without a digest (attn-compile writes none) still loads,
    # unless one is required.
    manifest = dict(kernel.manifest, artifact="k.ptx")
    _write_manifest(path, manifest, digest=False)
    assert Kernel.load(path + ".json").binary == kernel.binary
    with pytest.raises(ValueError, match="does not match"):
        Kernel.load(path + ".json", require_digest=True)


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


def test_cache_entry_of_another_compiler_build_is_compiled_again(cache_dir, monkeypatch):
    sig = Signature("f16", 64, 64)
    first = KernelCache(cache_dir).get(source(sig), raise_attention=False)
    assert first.manifest["compiler_build"] == capi.build_id()
    assert len(capi.build_id()) == 64
    [name] = [n for n in os.listdir(cache_dir) if n.endswith(".ptx")]
    path = os.path.join(cache_dir, name)
    # The entry as an older build of the compiler wrote it (a valid entry).
    Kernel(dict(first.manifest, compiler_build="0" * 64), first.binary).save(path)
    cache = KernelCache(cache_dir)
    again = cache.get(source(sig), raise_attention=False)
    assert (cache.hits, cache.misses, cache.stale) == (0, 1, 1)
    assert again.manifest["compiler_build"] == capi.build_id()
    assert Kernel.load(path + ".json").manifest["compiler_build"] == capi.build_id()
    # Without a compiler library (a GPU machine the cache was copied to), an
    # entry is used whatever build made it.
    Kernel(dict(first.manifest, compiler_build="0" * 64), first.binary).save(path)
    monkeypatch.setattr(capi, "build_id", lambda: "")
    monkeypatch.setattr(capi, "available", lambda: False)
    elsewhere = KernelCache(cache_dir)
    assert elsewhere.get(source(sig), raise_attention=False).binary == first.binary
    assert (elsewhere.hits, elsewhere.stale) == (1, 0)


def test_entries_of_another_build_serve_where_no_compiler_loads(cache_dir, monkeypatch):
    """A build tree copied to a GPU machine has libAttnCAPI.so but not the
    MLIR libraries it links: the entries compiled by another build are used
    as they are there (they were compiled again, and failed, before)."""
    sig = Signature("f16", 64, 64)
    made = KernelCache(cache_dir).get(source(sig), raise_attention=False)
    monkeypatch.setattr(capi, "build_id", lambda: "another-build")
    monkeypatch.setattr(capi, "available", lambda: False)
    there = KernelCache(cache_dir)
    assert there.get(source(sig), raise_attention=False).binary == made.binary
    assert (there.hits, there.stale, there.misses) == (1, 0, 0)
    # Where the compiler loads, the same entry is stale and compiled again.
    monkeypatch.undo()
    monkeypatch.setattr(capi, "build_id", lambda: "another-build")
    here = KernelCache(cache_dir)
    assert here.get(source(sig), raise_attention=False).binary == made.binary
    assert (here.stale, here.misses) == (1, 1)
