#!/bin/bash
# device: timing gap diagnosis
cd "$(dirname "$0")/../.."
O=${OUT:-/tmp/out}; mkdir -p $O
nvidia-smi --query-gpu=name,clocks.max.sm,power.limit --format=csv | tee $O/gpu.txt
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu --format=csv,noheader -lms 200 > $O/clocks.csv &
SMI=$!
export ATTN_MLIR_CACHE=$PWD/.device/h2 ATTN_MLIR_LIBRARY=none
timeout 300 python3 .device/gap/gap.py 2>&1 | tee $O/gap.txt
for it in 10 200; do for s in b0=4,b1=16,m=4096,n=4096 b0=1,b1=16,m=16384,n=16384; do
  echo "attn-run full iters=$it $s: $(timeout 60 build/bin/attn-run .device/gapnv/b_bf16_d128_full.cubin.json --iters=$it --shape=$s | tail -1)"
  echo "attn-run causal iters=$it $s: $(timeout 60 build/bin/attn-run .device/gapnv/b_bf16_d128_causal.cubin.json --iters=$it --shape=$s | tail -1)"
done; done 2>&1 | tee $O/attnrun.txt
kill $SMI
