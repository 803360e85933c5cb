#!/bin/bash
# Call 1: GPU pytest on the branch's kernels (three consumers at d = 64),
# their checks, ours vs cuDNN (d64 before/after, d128), the backward overlap.
cd "$(dirname "$0")/../.."
O=${OUT:-/tmp/out}; mkdir -p $O
export LD_LIBRARY_PATH=$PWD/build/lib ATTN_MLIR_LIBRARY=none
R=build/bin/attn-run
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > $O/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pyc3 timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py) > $O/pytest-gpu-c3.txt 2>&1
{
for x in c3; do for dt in bf16 f16; do for c in full causal; do
  m=.device/$x/b_${dt}_d64_${c}.cubin.json
  for s in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=2,b1=3,m=1100,n=1300; do
    echo "check $x $dt $c $s: $(timeout 60 $R $m --check --iters=1 --shape=$s | tail -2 | tr '\n' ' ')"; done
  echo "check $x $dt $c vs reference 4x16x2000x2048: $(timeout 120 $R $m --reference=.device/c3/r_${dt}_d64_${c}.cubin.json --iters=1 --shape=b0=4,b1=16,m=2000,n=2048 | tail -2 | tr '\n' ' ')"
done; done; done
} > $O/c3-checks.txt 2>&1
ATTN_MLIR_CACHE=$PWD/.device/pymain timeout 90 python3 .device/scripts/ab.py main 64 > $O/torch-main64.txt 2>&1
ATTN_MLIR_CACHE=$PWD/.device/pyc3 timeout 90 python3 .device/scripts/ab.py c3 64 > $O/torch-c364.txt 2>&1
ATTN_MLIR_CACHE=$PWD/.device/pyc3 timeout 90 python3 .device/scripts/ab.py main 128 > $O/torch-main128.txt 2>&1
OUT=$O/bw timeout 170 bash .device/scripts/bw5.sh > /dev/null 2>&1
{
for rnd in 1 2; do for n in 1024 4096 16384; do for dt in bf16; do for c in full causal; do
  for v in base64 c3; do
    out=$(timeout 60 $R .device/$v/b_${dt}_d64_${c}.cubin.json --iters=100 --shape=b0=$((16384/n)),b1=32,m=$n,n=$n | tail -1)
    echo "$rnd $v 64 $dt $c $n $(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
  done; done; done; done; done
} > $O/c3-ab.txt 2>&1
tail -n 3 $O/*.txt $O/bw/*.txt
