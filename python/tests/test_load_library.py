"""attn_mlir.cpu.load_library: functions of shared libraries linked from
`attn-compile --target=host` objects, called on numpy arrays without the
compiler, against the float64 reference; and its refusals."""

import json
import os
import shutil
import subprocess

import numpy as np
import pytest

from attn_mlir import CompileError
from attn_mlir.attention import Signature, source
from attn_mlir.cpu import load_library
from attn_mlir.reference import sdpa

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))


def attn_compile():
    """The attn-compile of the build tree whose C API the tests load."""
    library = os.environ.get("ATTN_MLIR_LIBRARY", "")
    tool = os.path.join(os.path.dirname(os.path.dirname(library)), "bin", "attn-compile")
    return tool if os.path.exists(tool) else None


needs_tools = pytest.mark.skipif(not attn_compile() or not shutil.which("cc"),
                                 reason="needs build/bin/attn-compile and a C compiler")


def build(tmp_path, text, *options):
    src = tmp_path / "attention.mlir"
    src.write_text(text)
    obj = tmp_path / "attention.o"
    subprocess.run([attn_compile(), str(src), "--no-raise", "--target=host", *options,
                    "-o", str(obj)], check=True)
    lib = tmp_path / "libattention.so"
    subprocess.run(["cc", "-shared", str(obj), "-o", str(lib)], check=True)
    return str(lib), str(obj) + ".json"


@needs_tools
@pytest.mark.parametrize("options", [(), ("--cpu=x86-64-v3", "--parallel")])
def test_gqa_causal_bool_mask_ragged(tmp_path, options):
    sig = Signature("f16", 24, 16, causal=True, mask="bool", gqa=True)
    fn = load_library(*build(tmp_path, source(sig), *options))
    rng = np.random.default_rng(1)
    b, h, g, m, n = 2, 2, 3, 37, 53
    q = rng.standard_normal((b, h, g, m, 24)).astype(np.float16)
    k = rng.standard_normal((b, h, n, 24)).astype(np.float16)
    v = rng.standard_normal((b, h, n, 16)).astype(np.float16)
    mask = rng.random((b, h, g, m, n)) > 0.25
    mask[:, :, :, :3] = False  # fully masked rows
    o = np.zeros((b, h, g, m, 16), dtype=np.float16)
    out = fn(q, k, v, mask, o, 0.2)
    expected, _ = sdpa(q, k[:, :, None], v[:, :, None], 0.2, mask=mask, causal="top_left")
    assert out.dtype == np.float16 and out.shape == (b, h, g, m, 16)
    assert np.abs(out.astype(np.float64) - expected).max() < 2e-3
    assert np.all(out[:, :, :, :3] == 0)
    # Arguments are checked against the manifest's function type.
    with pytest.raises(TypeError, match="argument 0 of @attention is float32"):
        fn(q.astype(np.float32), k, v, mask, o, 0.2)
    with pytest.raises(ValueError, match="rank"):
        fn(q[0], k, v, mask, o, 0.2)


def manifest(tmp_path, **fields):
    path = tmp_path / "m.json"
    path.write_text(json.dumps(fields))
    return str(path)


def test_refusals(tmp_path):
    f32 = {"kind": "memref", "element": "f32", "shape": [-1, 8]}
    one = {"name": "f", "symbol": "_mlir_ciface_f", "arguments": [f32], "results": [f32]}
    with pytest.raises(CompileError, match="not the manifest of a host module"):
        load_library("x.so", manifest(tmp_path, target="nvvm"))
    two = manifest(tmp_path, target="host", functions=[one, dict(one, name="g")])
    with pytest.raises(CompileError, match="has 2 functions"):
        load_library("x.so", two)
    with pytest.raises(CompileError, match=r"no function @h in .* \(it has f, g\)"):
        load_library("x.so", two, "h")
    scalar = dict(one, arguments=[{"kind": "scalar", "element": "i64"}])
    with pytest.raises(CompileError, match="argument 0 of @f is i64"):
        load_library("x.so", manifest(tmp_path, target="host", functions=[scalar]))
    # Code for instructions this CPU lacks is refused before it is loaded
    # (a call would fault on an illegal instruction).
    with pytest.raises(CompileError, match="uses made_up_extension, which this CPU does not"):
        load_library("x.so", manifest(tmp_path, target="host", functions=[one], cpu="x",
                                      cpu_features=["made_up_extension"]))
    with pytest.raises(CompileError, match="cannot load @f from"):
        load_library(str(tmp_path / "missing.so"),
                     manifest(tmp_path, target="host", functions=[one]))


@needs_tools
@pytest.mark.skipif(not os.path.exists("/proc/cpuinfo") or os.uname().machine != "x86_64",
                    reason="reads x86 CPU flags from /proc/cpuinfo")
def test_avx512_code_runs_only_where_the_cpu_has_it(tmp_path):
    lib, manifest = build(tmp_path, source(Signature("f32", 16, 16)), "--cpu=x86-64-v4")
    with open("/proc/cpuinfo") as f:
        has_avx512 = " avx512f " in f.read().replace("\n", " ")
    if not has_avx512:
        with pytest.raises(CompileError, match=r"compiled for CPU 'x86-64-v4' and uses "
                                               r"avx512f, avx512bw, avx512dq, avx512vl"):
            load_library(lib, manifest)
        return
    fn = load_library(lib, manifest)
    rng = np.random.default_rng(2)
    q, k, v = (rng.standard_normal((1, 2, 33, 16)).astype(np.float32) for _ in range(3))
    expected, _ = sdpa(q, k, v, 0.25)
    out = fn(q, k, v, np.zeros_like(q), 0.25)
    assert np.abs(out - expected).max() < 2e-5
