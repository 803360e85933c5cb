#!/usr/bin/env bash
# Runs the compiled NVVM kernels (attn-compile output in DIR, one per
# dtype/d/causal: b_<dtype>_d<d>_<full|causal>.ptx) over the standard sweep
# with attn-run, one line per point: `ours dtype d causal N tflops`.
#   benchmarks/nvvm_sweep.sh ATTN_RUN DIR [N ...]
set -euo pipefail
run=$1 dir=$2; shift 2
lengths=${*:-512 1024 2048 4096 8192 16384}
for dtype in bf16 f16; do
  for d in 64 128; do
    for causal in full causal; do
      for n in $lengths; do
        b=$((16384 / n))
        iters=$(( n >= 8192 ? 2 : 5 ))
        out=$("$run" "$dir/b_${dtype}_d${d}_${causal}.ptx.json" --shape "b0=$b,m=$n,n=$n" --iters $iters)
        tf=$(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
        echo "ours $dtype $d $([ $causal = causal ] && echo 1 || echo 0) $n $tf"
      done
    done
  done
done
