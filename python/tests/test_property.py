"""Random configurations against the float64 reference: element type, head
dims (odd ones too), causal either way, boolean or additive masks (-inf and
the float limit, rows masked entirely), GQA, LSE, sequence lengths from 0
to thousands, logits up to the thousands, and the host pipeline's options
(vector or scalar code, tiles, split-KV, promotion, OpenMP, the reference
lowering): the combinations no other test names. Seeded: a failure names
its seed, and `draw(seed)` rebuilds the case. The GPU kernels get the same
through benchmarks/property_check.py (one lavapipe smoke run here)."""

import os
import random
import subprocess
import sys

import numpy as np
import pytest
from conftest import ROOT, needs_compiler

import attn_mlir
from attn_mlir import vulkan
from attn_mlir.attention import Signature, source
from attn_mlir.cpu import bf16_bits, bf16_values
from attn_mlir.reference import sdpa

pytestmark = needs_compiler()

# Rounding of the element type, relative to max(1, max |O|), plus the f32
# rounding of the scores themselves (relative error ~1e-7 of |S|, which
# moves a weight by as much: large logits).
TOLERANCE = {"f32": 3e-5, "f16": 3e-3, "bf16": 3e-2}
F32_EPS = 1.2e-7
FLOAT_LIMIT = {"f32": np.finfo(np.float32).min, "f16": np.finfo(np.float16).min,
               "bf16": -3.3895e38}
PIPELINES = ["", "", "vectorize=0", "split-kv=always kv-splits=3", "split-kv=never",
             "promote=1 stages=2", "promote=1 stages=1 tile-m=7 tile-n=24", "parallel=1",
             "reference=1", "tile-m=1 tile-n=64", "tile-m=48 tile-n=16",
             "vectorize=0 split-kv=always", "register-rows=1",
             "register-rows=3 register-columns=8 vector-bytes=16 tile-m=37 tile-n=16"]


def draw(seed):
    """(signature, pipeline, inputs) of case `seed`."""
    r = random.Random(seed)
    rng = np.random.default_rng(seed)
    dtype = r.choice(["f32", "f32", "f16", "bf16"])
    d = r.choice([1, 3, 8, 16, 40, 64, 64, 72, 128, 160])
    dv = d if r.random() < 0.7 else r.choice([1, 5, 32, 64, 128])
    sig = Signature(dtype, d, dv, causal=r.random() < 0.5,
                    causal_alignment=r.choice(["top_left", "bottom_right"]),
                    mask=r.choice([None, None, "bool", "additive"]), gqa=r.random() < 0.4,
                    lse=r.random() < 0.5)
    pipeline = r.choice(PIPELINES)
    b, h = r.choice([1, 2]), r.choice([1, 2, 3])
    m = r.choice([0, 1, 1, 5, 17, 64, 100, 130, 257, 600])
    n = r.choice([0, 1, 2, 16, 63, 129, 300, 1000, 2100])
    qshape = (b, h, r.choice([1, 2, 4]), m, d) if sig.gqa else (b, h, m, d)
    magnitude = r.choice([0.3, 1.0, 3.0, 10.0])
    x = {"q": rng.standard_normal(qshape) * magnitude,
         "k": rng.standard_normal((b, h, n, d)) * magnitude,
         "v": rng.standard_normal((b, h, n, dv)),
         "scale": r.choice([1.0 / np.sqrt(d), 0.125, 1.0, 3.0, 1e-3]), "mask": None}
    shape = qshape[:-1] + (n,)
    if sig.mask == "bool":
        x["mask"] = rng.random(shape) > r.choice([0.1, 0.5, 0.9])
        if m and r.random() < 0.5:
            x["mask"][..., 0, :] = False
    elif sig.mask == "additive":
        fill = r.choice([None, FLOAT_LIMIT[dtype], -np.inf])
        x["mask"] = rng.standard_normal(shape) * 2
        if fill is not None:
            x["mask"] = np.where(rng.random(shape) < 0.3, fill, x["mask"])
            if m:
                x["mask"][..., 0, :] = fill
    return sig, pipeline, x


def _to(dtype, a):
    return bf16_bits(a) if dtype == "bf16" else a.astype(
        np.float32 if dtype == "f32" else np.float16)


def _back(dtype, a):
    return bf16_values(a) if dtype == "bf16" else np.asarray(a, np.float64)


def check(seed):
    sig, pipeline, x = draw(seed)
    dtype = sig.dtype
    fn = attn_mlir.compile(source(sig), target="cpu", pipeline=pipeline)
    q, k, v = (_to(dtype, x[name]) for name in "qkv")
    args = [q, k, v]
    mask = x["mask"]
    if mask is not None:
        mask = mask if mask.dtype == np.bool_ else _to(dtype, mask)
        args.append(mask)
    out_shape = q.shape[:-1] + (sig.value_dim,)
    args.append(np.zeros(out_shape, np.uint16 if dtype == "bf16" else q.dtype))
    if sig.lse:
        args.append(np.zeros(q.shape[:-1], np.float32))
    result = fn(*args, x["scale"])
    out, lse = result if sig.lse else (result, None)
    qr, kr, vr = (_back(dtype, a) for a in (q, k, v))
    if sig.gqa:
        kr, vr = kr[:, :, None], vr[:, :, None]
    mr = None if mask is None else (mask if mask.dtype == np.bool_ else _back(dtype, mask))
    want, want_lse = sdpa(qr, kr, vr, x["scale"], mask=mr,
                          causal=sig.causal_alignment if sig.causal else None)
    out = _back(dtype, out)
    assert np.all(np.isfinite(out)), f"seed {seed}: non-finite output"
    if not want.size:
        return
    logits = (float(np.abs(np.matmul(qr, np.swapaxes(kr, -1, -2))).max()) * x["scale"]
              if qr.size and kr.size else 0.0)
    tolerance = (TOLERANCE[dtype] * max(1.0, np.abs(want).max())
                 + 8 * F32_EPS * logits * (np.abs(vr).max() if vr.size else 0.0))
    err = np.abs(out - want).max()
    assert err <= tolerance, f"seed {seed} ({sig}, '{pipeline}'): error {err} > {tolerance}"
    if lse is not None:
        both = np.isneginf(lse) & np.isneginf(want_lse)
        with np.errstate(invalid="ignore"):
            diff = np.where(both, 0.0, np.abs(lse.astype(np.float64) - want_lse))
        bound = 8 * F32_EPS * logits + 1e-3 * max(
            1.0, np.abs(np.where(np.isfinite(want_lse), want_lse, 0)).max())
        assert np.nan_to_num(diff, nan=np.inf).max() <= bound, f"seed {seed}: LSE"


@pytest.mark.parametrize("seed", range(48))
def test_random_configuration_on_the_host(seed):
    check(seed)


@pytest.mark.skipif(not vulkan.available(), reason="no Vulkan device")
def test_property_check_tool_on_lavapipe(tmp_path):
    """benchmarks/property_check.py end to end on a few small cases: compiled
    kernels or clean refusals, and every check passing on the device."""
    tool = os.path.join(ROOT, "benchmarks", "property_check.py")
    env = dict(os.environ)
    prep = subprocess.run([sys.executable, tool, "prepare", str(tmp_path), "--target", "spirv",
                           "--count", "4", "--seed", "3", "--max-n", "160"],
                          capture_output=True, text=True, env=env)
    assert prep.returncode == 0, prep.stdout + prep.stderr
    assert "0 crashed" in prep.stdout
    run = subprocess.run([sys.executable, tool, "run", str(tmp_path)], capture_output=True,
                         text=True, env=env)
    assert run.returncode == 0, run.stdout + run.stderr
    assert " 0 failed" in run.stdout and "PASS" in run.stdout
