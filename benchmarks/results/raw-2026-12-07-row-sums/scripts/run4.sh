#!/bin/bash
cd "$(dirname "$0")/../.."
O=${OUT:-/tmp/out}; mkdir -p $O
export LD_LIBRARY_PATH=$PWD/build/lib
R=build/bin/attn-run
{
for d in 64 256; do for dt in bf16 f16; do for c in full causal; do
  m=.device/new3/b_${dt}_d${d}_${c}.cubin.json
  for s in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=2,b1=3,m=1100,n=1300; do
    echo "check $d $dt $c $s: $(timeout 60 $R $m --check --iters=1 --shape=$s | tail -2 | tr '\n' ' ')"; done
  echo "check $d $dt $c vs reference 2k: $(timeout 120 $R $m --reference=.device/new3/r_${dt}_d${d}_${c}.cubin.json --iters=1 --shape=b0=1,b1=2,m=2048,n=2048 | tail -2 | tr '\n' ' ')"
done; done; done
} 2>&1 | tee $O/checks.txt
{
for rnd in 1 2; do for n in 1024 4096 16384; do for dt in bf16 f16; do for c in full causal; do
  for v in old new3; do
    out=$(timeout 60 $R .device/$v/b_${dt}_d64_${c}.cubin.json --iters=100 --shape=b0=$((16384/n)),b1=32,m=$n,n=$n | tail -1)
    echo "$rnd $v 64 $dt $c $n $(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
  done; done; done; done
  for n in 4096 16384; do for c in full causal; do for v in old new3; do
    out=$(timeout 60 $R .device/$v/b_bf16_d256_${c}.cubin.json --iters=50 --shape=b0=$((16384/n)),b1=8,m=$n,n=$n | tail -1)
    echo "$rnd $v 256 bf16 $c $n $(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
  done; done; done
done
} 2>&1 | tee $O/ab.txt
ATTN_MLIR_CACHE=$PWD/.device/h2 ATTN_MLIR_LIBRARY=none timeout 100 python3 .device/gap/ab.py old 64 2>&1 | tee $O/torch-old64.txt
ATTN_MLIR_CACHE=$PWD/.device/h5 ATTN_MLIR_LIBRARY=none timeout 100 python3 .device/gap/ab.py new3 64 2>&1 | tee $O/torch-new64.txt
