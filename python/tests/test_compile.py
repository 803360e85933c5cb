"""attn_mlir.compile over the C API: artifacts, manifests, options, errors."""

import json

import pytest
from conftest import needs_compiler, read_input

import attn_mlir
from attn_mlir import CompileError

pytestmark = needs_compiler()

# Linalg attention in the torch-mlir style, which compile raises first.
LINALG = """
func.func @attention(%q: tensor<2x16x8xf16>, %k: tensor<2x16x8xf16>, %v: tensor<2x16x8xf16>) -> tensor<2x16x8xf16> {
  %zero = arith.constant 0.0 : f16
  %kt_init = tensor.empty() : tensor<2x8x16xf16>
  %kt = linalg.transpose ins(%k : tensor<2x16x8xf16>) outs(%kt_init : tensor<2x8x16xf16>) permutation = [0, 2, 1]
  %s_init = tensor.empty() : tensor<2x16x16xf16>
  %s_zero = linalg.fill ins(%zero : f16) outs(%s_init : tensor<2x16x16xf16>) -> tensor<2x16x16xf16>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<2x16x8xf16>, tensor<2x8x16xf16>) outs(%s_zero : tensor<2x16x16xf16>) -> tensor<2x16x16xf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x16x16xf16>) outs(%s_init : tensor<2x16x16xf16>) -> tensor<2x16x16xf16>
  %o_init = tensor.empty() : tensor<2x16x8xf16>
  %o_zero = linalg.fill ins(%zero : f16) outs(%o_init : tensor<2x16x8xf16>) -> tensor<2x16x8xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x16x16xf16>, tensor<2x16x8xf16>) outs(%o_zero : tensor<2x16x8xf16>) -> tensor<2x16x8xf16>
  return %o : tensor<2x16x8xf16>
}
"""


def test_linalg_is_raised_and_compiled_to_ptx():
    kernel = attn_mlir.compile(LINALG)
    text = kernel.binary.decode()
    assert ".target sm_90" in text
    assert ".entry attention(" in text
    assert kernel.manifest["kernel"] == "attention"
    assert kernel.manifest["format"] == "ptx"
    assert [t["name"] for t in kernel.manifest["tensors"]] == ["q", "k", "v", "o"]
    assert [l["size"] for l in kernel.manifest["loops"]] == [2, 16, 16, 8, 8]


def test_options_reach_the_compiler():
    kernel = attn_mlir.compile(LINALG, chip="sm_80", tile_m=64, tile_n=32, emit="cubin")
    assert kernel.binary[:4] == b"\x7fELF"
    assert kernel.manifest["chip"] == "sm_80"
    assert kernel.manifest["variant"] == "mma.sync"  # f16, head dim 8
    assert (kernel.manifest["tile_m"], kernel.manifest["tile_n"]) == (64, 32)
    assert kernel.manifest["block_size"] == 128
    simt = attn_mlir.compile(LINALG, chip="sm_80", kernel="simt", tile_m=32)
    assert simt.manifest["variant"] == "simt"
    assert simt.manifest["tile_m"] == 32
    assert simt.manifest["block_size"] == 32
    mlir = attn_mlir.compile(read_input("gpu-attention-f16.mlir"), emit="mlir")
    assert b"gpu.module @attn_kernel_0" in mlir.binary
    assert mlir.manifest["causal"] == "bottom_right"


def test_several_attention_ops_give_several_kernels():
    one = read_input("gpu-attention-f16.mlir")
    two = one + one.replace("@attention", "@attention2")
    kernels = attn_mlir.compile(two)
    assert isinstance(kernels, list) and len(kernels) == 2


@pytest.mark.parametrize("source, options, message", [
    (LINALG, {"chip": "sm_75"}, "unknown chip 'sm_75'; known chips: sm_80, sm_90, sm_90a"),
    (LINALG, {"emit": "elf"}, "unknown --emit 'elf'"),
    (LINALG, {"raise_attention": False}, "no attention"),
    ("func.func @f(%a: f32) -> f32 { return %a : f32 }", {}, "no attention (after attn-raise-from-linalg)"),
    ("func.func @f(", {}, "source:1:13: error: expected non-function type"),
    ("func.func @f() {\x01}", {}, "source:1:17: invalid character in MLIR source (byte 1)"),
    ("fuzz-regressions/parallel-insert-slice-segments.mlir", {},
     "source:10:7: error: 'tensor.parallel_insert_slice' op operand segment sizes add up "
     "to 93, not the op's 3 operands"),
    (None, {}, "GPU kernels need static head dims, got k1 = ?, k2 = ?"),
    (LINALG, {"target": "spirv", "target_env": "mali"}, "unknown Vulkan target env 'mali'"),
    (LINALG, {"target": "spirv", "emit": "ptx"}, "unknown --emit 'ptx' for target spirv"),
    (LINALG, {"target": "spirv", "lanes_per_row": 3},
     "lanes-per-row must be a power of 2 dividing the subgroup size 8, got 3"),
    (LINALG, {"lanes_per_row": 2}, "--lanes-per-row is an option of target spirv"),
    (LINALG, {"target": "spirv", "target_env": "generic"},
     "operand 'query' of element type 'f16' needs the SPIR-V capability StorageBuffer16BitAccess"),
    (LINALG, {"target": "rocm"}, "unknown target 'rocm'"),
    (LINALG, {"tile_m": -1}, "tile_m must be an integer in [0, 9223372036854775807], got -1"),
    (LINALG, {"tile_m": 4096}, "tile-m"),
])
def test_errors_say_why(source, options, message):
    if source is None:
        source = read_input("gpu-attention-dynamic-head.mlir")
    elif source.endswith(".mlir"):  # an input file's name
        source = read_input(source)
    with pytest.raises(CompileError) as error:
        attn_mlir.compile(source, **options)
    assert message in str(error.value)


BAD_OPTIONS = [
    ({"raise_attention": "no"}, "raise_attention must be True or False, got 'no'"),
    ({"raise_attention": "False"}, "raise_attention must be True or False, got 'False'"),
    ({"raise_attention": 0}, "raise_attention must be True or False, got 0"),
    ({"raise_attention": None}, "raise_attention must be True or False, got None"),
    ({"tile_m": "32"}, "tile_m must be an integer, got '32'"),
    ({"tile_n": 64.0}, "tile_n must be an integer, got 64.0"),
    ({"tile_m": True}, "tile_m must be an integer, got True"),
    ({"tile_n": -64}, "tile_n must be an integer in [0, 9223372036854775807], got -64"),
    ({"tile_m": 2 ** 64 + 32}, "got 18446744073709551648"),
    ({"lanes_per_row": "4", "target": "spirv"}, "lanes_per_row must be an integer, got '4'"),
    ({"lanes_per_row": 0, "target": "spirv"}, "lanes_per_row must be an integer in [1, "),
    ({"lanes_per_row": -4, "target": "spirv"}, "got -4"),
    ({"lanes_per_row": 2 ** 63, "target": "spirv"}, "got 9223372036854775808"),
    ({"chip": 90}, "chip must be a string, got 90"),
    ({"chip": None}, "chip must be a string, got None"),
    ({"emit": b"ptx"}, "emit must be a string, got b'ptx'"),
    ({"emit": "../../ptx"}, "unknown --emit '../../ptx'"),
    ({"kernel": True}, "kernel must be a string, got True"),
    ({"target_env": 1, "target": "spirv"}, "target_env must be a string, got 1"),
    ({"target": None}, "target must be a string, got None"),
]


@pytest.mark.parametrize("options, message", BAD_OPTIONS)
def test_options_are_checked_by_type_and_range(options, message, cache_dir):
    """Strings are not bools, bools are not sizes, ints are not wrapped to
    64 bits: compile and the kernel cache refuse them the same way."""
    with pytest.raises(CompileError) as error:
        attn_mlir.compile(LINALG, **options)
    assert message in str(error.value)
    with pytest.raises(CompileError) as error:
        attn_mlir.KernelCache(cache_dir).get(LINALG, **options)
    assert message in str(error.value)


def test_numpy_integers_are_integers():
    import numpy as np
    kernel = attn_mlir.compile(LINALG, tile_m=np.int64(64))
    assert kernel.manifest["tile_m"] == 64


def test_unknown_option_is_a_type_error():
    with pytest.raises(TypeError, match="unknown compile option 'tile_q'"):
        attn_mlir.compile(LINALG, tile_q=4)


def test_save_and_load_round_trip(tmp_path):
    kernel = attn_mlir.compile(LINALG)
    path = str(tmp_path / "attn.ptx")
    kernel.save(path)
    with open(path + ".json") as f:
        assert json.load(f)["artifact"] == "attn.ptx"
    loaded = attn_mlir.Kernel.load(path + ".json")
    assert loaded.binary == kernel.binary
    assert loaded.manifest["args"] == kernel.manifest["args"]


def test_built_package_runs_on_its_own(tmp_path):
    """build/python_packages/attn_mlir carries libAttnCAPI.so: no
    ATTN_MLIR_LIBRARY, no source tree on the path."""
    import os
    import subprocess
    import sys

    from conftest import ROOT
    package = os.path.join(ROOT, "build", "python_packages")
    if not os.path.exists(os.path.join(package, "attn_mlir", "lib", "libAttnCAPI.so")):
        pytest.skip("build/python_packages not built")
    env = {k: v for k, v in os.environ.items() if k not in ("ATTN_MLIR_LIBRARY", "PYTHONPATH")}
    env["PYTHONPATH"] = package
    script = ("import attn_mlir, attn_mlir.capi as c; "
              "k = attn_mlir.compile(open(%r).read()); "
              "print(c.compiler().path); print(k.manifest['kernel'])"
              % os.path.join(ROOT, "test", "Tools", "Inputs", "gpu-attention-f16.mlir"))
    out = subprocess.run([sys.executable, "-c", script], env=env, cwd=str(tmp_path),
                         capture_output=True, text=True, check=True).stdout.split()
    assert out[0].startswith(os.path.join(package, "attn_mlir"))
    assert out[1] == "attention"
