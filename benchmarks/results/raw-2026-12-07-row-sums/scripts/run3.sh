#!/bin/bash
cd "$(dirname "$0")/../.."
O=${OUT:-/tmp/out}; mkdir -p $O
export LD_LIBRARY_PATH=$PWD/build/lib
R=build/bin/attn-run
{
for dt in bf16 f16; do for c in full causal; do
  m=.device/new2/b_${dt}_d128_${c}.cubin.json
  for s in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=2,b1=3,m=1100,n=1300; do
    echo "check $dt $c $s: $(timeout 60 $R $m --check --iters=1 --shape=$s | tail -2 | tr '\n' ' ')"; done
  echo "check $dt $c vs reference 4k: $(timeout 120 $R $m --reference=.device/new2/r_${dt}_d128_${c}.cubin.json --iters=1 --shape=b0=1,b1=4,m=4096,n=4096 | tail -2 | tr '\n' ' ')"
done; done
} 2>&1 | tee $O/checks.txt
{
for rnd in 1 2 3; do for n in 1024 4096 16384; do for dt in bf16 f16; do for c in full causal; do
  for v in old new new2; do
    out=$(timeout 60 $R .device/$v/b_${dt}_d128_${c}.cubin.json --iters=100 --shape=b0=$((16384/n)),b1=16,m=$n,n=$n | tail -1)
    echo "$rnd $v $dt $c $n $(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
  done; done; done; done; done
} 2>&1 | tee $O/ab.txt
ATTN_MLIR_CACHE=$PWD/.device/h4 ATTN_MLIR_LIBRARY=none timeout 150 python3 .device/gap/ab.py new2 2>&1 | tee $O/torch-new2.txt
for f in .gl/*.deb; do dpkg -x $f / ; done; ldconfig
timeout 200 bash benchmarks/ab_vulkan.sh run .device/vab/old-simt .device/vab/new-simt 4096 2>&1 | tee $O/simt.txt
