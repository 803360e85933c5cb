#!/usr/bin/env bash
# Builds attn-mlir and runs every test suite of the project:
#  1. the lit suite (dialect, passes, pipelines, tools, CPU numerics,
#     examples) on the Release build;
#  2. the same suite on a build with AddressSanitizer and
#     UndefinedBehaviorSanitizer (clang), in build-san/;
#  3. the Python package's pytest suite (compile through the C API, kernel
#     cache, launch configuration, attn_mlir.torch with PyTorch from PyPI in
#     build/torch-venv; the GPU tests are marked and skipped without CUDA),
#     then `pip install .` into a fresh virtual environment
#     and the installed package run on the CPU and lavapipe
#     (utils/test-pip-install.sh);
#  4. a bounded libFuzzer run of attn-fuzz over a corpus made of the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
utils/install-deps.sh
utils/build.sh

# Sum of lit's "Passed: N" (or "Failed: N") lines over the given logs.
total() {
  local what=$1; shift
  grep -hEo "$what *: *[0-9]+" "$@" 2>/dev/null | grep -Eo "[0-9]+$" |
    awk '{ s += $1 } END { print s + 0 }'
}

status=0
# PyTorch for the attn_mlir.torch tests (the host path, and the CUDA path's
# logic through stand-ins for the kernels): a virtual environment with torch,
# numpy and pytest from PyPI, made before the lit suites (whose SASS tests
# read cubins with the cuobjdump of its Triton wheel). Where it cannot be
# made, the system's Python runs the suite and those tests are skipped (said
# here).
py=/usr/bin/python3
venv="$PWD/build/torch-venv"
if ! "$venv/bin/python" -c "import torch" 2>/dev/null; then
  rm -rf "$venv"
  if ! { /usr/bin/python3 -m venv "$venv" &&
         "$venv/bin/python" -m pip install -q --disable-pip-version-check torch numpy pytest; }; then
    echo "no PyTorch from PyPI: the attn_mlir.torch tests are skipped"
    rm -rf "$venv"
  fi
fi
[ -x "$venv/bin/python" ] && py="$venv/bin/python"
echo "== lit suite (Release)"
ninja -C build check-attn 2>&1 | tee build/check-attn.log || status=1
echo "== Python package (pytest)"
(cd python && ATTN_MLIR_LIBRARY="$PWD/../build/lib/libAttnCAPI.so" \
   ATTN_MLIR_CACHE="$PWD/../build/python-test-cache" \
   "$py" -m pytest -q -p no:cacheprovider) 2>&1 | tee build/pytest.log ||
  status=1
echo "== pip install . in a virtual environment (pyproject.toml)"
pip_status=0
utils/test-pip-install.sh 2>&1 | tee build/pip-install.log || { status=1; pip_status=1; }
if [ "${ATTN_SKIP_SANITIZERS:-0}" != 1 ]; then
  echo "== lit suite (ASan + UBSan)"
  if [ ! -f build-san/build.ninja ]; then
    CC=clang-22 CXX=clang++-22 cmake -S . -B build-san -G Ninja \
      -DCMAKE_BUILD_TYPE=Release -DATTN_ENABLE_SANITIZERS=ON -DATTN_ENABLE_FUZZER=ON
  fi
  ninja -C build-san -j"${ATTN_JOBS:-2}"
  ninja -C build-san check-attn 2>&1 | tee build-san/check-attn.log || status=1
  echo "== bounded fuzz run"
  utils/fuzz.sh || status=1
fi
logs=(build/check-attn.log)
[ -f build-san/check-attn.log ] && logs+=(build-san/check-attn.log)
# pytest's summary: "57 passed, 1 skipped in 3.2s" (or "2 failed, 55 passed").
pytest_count() { grep -Eo "[0-9]+ $1" build/pytest.log | tail -1 | grep -Eo "^[0-9]+" || echo 0; }
passed=$(($(total Passed "${logs[@]}") + $(pytest_count passed) + (1 - pip_status)))
failed=$(($(total Failed "${logs[@]}") + $(pytest_count failed) + pip_status))
echo "$passed passed, $failed failed"
exit $status
