#!/usr/bin/env bash
# On the GPU machine: float64 checks of causal attention with a [B, N]
# padding mask (HF sdpa's mask, raised), sm_90a and sm_80 kernels.
cd "$(dirname "$0")"
run=../../build/bin/attn-run
for k in k_*.ptx.json k80_*.ptx.json; do
  for s in b0=2,b1=4,m=177,n=177 b0=1,b1=2,m=1000,n=1000 b0=2,b1=3,m=64,n=300 b0=3,b1=2,m=300,n=64 b0=1,b1=1,m=1,n=1; do
    echo "check $k $s: $(timeout 60 $run $k --check --iters=1 --shape=$s 2>&1 | tail -1)"
  done
done
# Timing: causal with the [B, N] padding mask against causal alone (bf16,
# B = 4, H = 16 (d = 128) or 32 (d = 64), N = 4096 (B·N = 16k)).
for d in 64 128; do
  h=$((2048 / d))
  for r in 1 2; do
    for k in k_bf16_d$d kc_bf16_d$d; do
      echo "time $k N=4096: $(timeout 60 $run $k.ptx.json --iters=50 --shape=b0=4,b1=$h,m=4096,n=4096 2>&1 | tail -1)"
    done
  done
done
