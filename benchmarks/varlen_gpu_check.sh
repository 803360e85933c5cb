#!/usr/bin/env bash
# attn_mlir.torch.varlen_attention and paged_attention on CUDA tensors
# (python/tests/test_torch_gpu_varlen.py, against a float64 reference) in
# one device call, on kernels compiled here:
#   here:   benchmarks/varlen_gpu_check.sh prepare [CACHE]
#           (the tests' kernels, `gpu_cases.py --varlen`, into CACHE,
#           default .device/varlen-cache: about 40 s, 13 MB)
#   there:  benchmarks/varlen_gpu_check.sh run [OUT] [CACHE]
#           (carry CACHE; pytest on the test file (its GPU tests and the
#           ones that need only PyTorch, which this machine may lack), its output also
#           written to OUT/pytest-varlen.txt when OUT is given)
# benchmarks/device_run.sh runs the same tests in its pytest-gpu step, on
# the kernels its prepare step compiles into .device/pycache.
set -uo pipefail
mode=${1:?prepare or run}
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ "$mode" = prepare ]; then
  set -e
  mkdir -p "${2:-.device/varlen-cache}"
  cache=$(cd "${2:-.device/varlen-cache}" && pwd)
  ATTN_MLIR_LIBRARY=$root/build/lib/libAttnCAPI.so ATTN_MLIR_CACHE=$cache \
    /usr/bin/python3 python/tests/gpu_cases.py --varlen
  exit 0
fi
if [ "$mode" != run ]; then
  echo "unknown mode $mode: prepare or run" >&2
  exit 2
fi
out=${2:-}
cache=${3:-.device/varlen-cache}
if [ ! -d "$cache" ]; then
  echo "no kernel cache $cache: run 'benchmarks/varlen_gpu_check.sh prepare' where the" \
    "compiler is and carry it" >&2
  exit 2
fi
cache=$(cd "$cache" && pwd)
# All skipped would look like a pass: say so and stop where CUDA is missing.
python3 -c 'import torch; assert torch.cuda.is_available(), "no CUDA device"
print(torch.__version__, torch.cuda.get_device_name())' || exit 1
log=/dev/null
if [ -n "$out" ]; then
  mkdir -p "$out"
  log=$out/pytest-varlen.txt
fi
(cd python && ATTN_MLIR_CACHE=$cache PYTHONUNBUFFERED=1 timeout 300 \
  python3 -m pytest -q -s -p no:cacheprovider -rs tests/test_torch_gpu_varlen.py) \
  2>&1 | tee "$log"
