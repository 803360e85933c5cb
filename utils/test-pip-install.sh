#!/usr/bin/env bash
# `pip install .` as a user runs it: a fresh virtual environment
# (build/pip-venv), the project installed from the source tree
# (pyproject.toml: scikit-build-core builds the C API and the Vulkan runtime
# in build-wheel/), then, from another directory and with none of the
# ATTN_MLIR_* variables set, the installed package raises the attention of
# the bundled BERT graph (examples/bert_self_attention.mlir) and runs it on
# the CPU and on lavapipe against the float64 reference, and
# `python -m attn_mlir --version` answers. `pip wheel .` then makes a wheel
# holding the native libraries. Prints PASS or FAIL.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
venv=$root/build/pip-venv
rm -rf "$venv" build/wheels
/usr/bin/python3 -m venv "$venv"
# The main build's compilers: with ccache hashing paths relative to the
# checkout (CMakeLists.txt), the package's build hits the objects of the
# main build (the same compile commands from another build directory).
cached() { sed -n "s/^$1:[A-Z]*=//p" build/CMakeCache.txt 2>/dev/null; }
export CXX=${CXX:-$(cached CMAKE_CXX_COMPILER)} CC=${CC:-$(cached CMAKE_C_COMPILER)}
[ -n "$CXX" ] || unset CXX
[ -n "$CC" ] || unset CC
"$venv/bin/python" -m pip install -q --disable-pip-version-check "$root"

check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
cd "$check"
env -u ATTN_MLIR_LIBRARY -u ATTN_MLIR_VULKAN_RUNNER -u ATTN_MLIR_CACHE -u PYTHONPATH \
  HOME="$check" "$venv/bin/python" - "$venv" "$root/examples/bert_self_attention.mlir" <<'PY'
import os, sys
import numpy as np
import attn_mlir
from attn_mlir import capi, vulkan
from attn_mlir.reference import sdpa

venv = os.path.realpath(sys.argv[1])
package = os.path.dirname(os.path.realpath(attn_mlir.__file__))
assert package.startswith(venv), f"attn_mlir imported from {package}, not the venv"
assert capi.library_path().startswith(package), capi.library_path()
assert vulkan.runtime_path().startswith(package), vulkan.runtime_path()

# The bundled BERT-base self-attention graph (linalg as a PyTorch frontend
# emits it: 24 heads x 384 tokens x 64, scores divided by 8).
with open(sys.argv[2]) as f:
    LINALG = f.read()
rng = np.random.default_rng(0)
q, k, v = (rng.standard_normal((24, 384, 64)).astype(np.float32) for _ in range(3))
expected, _ = sdpa(q, k, v, 0.125)

cpu = attn_mlir.compile(LINALG, target="cpu", func="bert_self_attention")
cpu_err = float(np.abs(cpu(q, k, v) - expected).max())
assert cpu_err < 1e-4, cpu_err

kernel = attn_mlir.compile(LINALG, target="spirv", target_env="lavapipe")
gpu = kernel(q=q, k=k, v=v, scale=0.125)
vk_err = float(np.abs(gpu - expected).max())
assert vk_err < 1e-4, vk_err
print(f"attn_mlir {attn_mlir.__version__} from {package}: cpu max_abs_err={cpu_err:.1e}, "
      f"lavapipe max_abs_err={vk_err:.1e}")
PY
env -u PYTHONPATH "$venv/bin/python" -m attn_mlir --version | grep -E "^attn-mlir [0-9]+\.[0-9]+\.[0-9]+$"

cd "$root"
"$venv/bin/python" -m pip wheel -q --disable-pip-version-check --no-deps -w build/wheels "$root"
wheel=$(ls build/wheels/attn_mlir-*.whl)
"$venv/bin/python" - "$wheel" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
for needed in ("attn_mlir/__init__.py", "attn_mlir/lib/libAttnCAPI.so",
               "attn_mlir/lib/libAttnVulkanRunner.so"):
    assert needed in names, f"{needed} missing from {sys.argv[1]}"
print(f"{sys.argv[1]}: {len(names)} files, the native libraries inside")
PY
echo PASS
