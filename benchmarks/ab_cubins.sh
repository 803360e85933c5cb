#!/usr/bin/env bash
# A/B timing of two builds of the sweep's kernels on the GPU machine, after a
# float64 check of the new ones: `benchmarks/nvvm_sweep.sh prepare OLD` with
# one compiler and `prepare NEW` with the other (here), then
#   benchmarks/ab_cubins.sh OLD NEW [N ...]      (there, carrying both)
# prints `check <kernel> <shape>: ... PASS|FAIL` for each new kernel (ragged
# shapes, scale 3, and every element against the reference kernel at
# N = 4k), then `time <kernel> N=<n> old|new <TFLOP/s>`, old and new
# interleaved three times so that drift shows as noise and not as a gain.
# ATTN_SWEEP_HEAD_DIMS picks the head dims as for nvvm_sweep.sh, ATTN_AB_DTYPES
# the element types (default bf16 f16), ATTN_AB_REPS the interleaved runs
# (default 3), ATTN_AB_MASKING which of full and causal (default both);
# ATTN_AB_CHECK=0 skips the checks.
set -uo pipefail
old=$1 new=$2; shift 2
lengths=${*:-4096 16384}
root=$(cd "$(dirname "$0")/.." && pwd)
run="$root/build/bin/attn-run"
for dtype in ${ATTN_AB_DTYPES:-bf16 f16}; do for d in ${ATTN_SWEEP_HEAD_DIMS:-64 128}; do for causal in ${ATTN_AB_MASKING:-full causal}; do
  k=${dtype}_d${d}_${causal}
  if [ "${ATTN_AB_CHECK:-1}" != 0 ]; then
  for shape in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=1,b1=1,m=64,n=17; do
    echo "check $k $shape: $(timeout 60 "$run" "$new/b_$k.cubin.json" --check --iters=1 \
      --shape=$shape | tail -2 | tr '\n' ' ')"
  done
  echo "check $k scale=3: $(timeout 60 "$run" "$new/b_$k.cubin.json" --check --iters=1 \
    --scale=3 --shape=b0=1,b1=2,m=300,n=300 | tail -2 | tr '\n' ' ')"
  echo "check $k vs reference N=4k: $(timeout 120 "$run" "$new/b_$k.cubin.json" \
    --reference="$new/r_$k.cubin.json" --iters=1 --shape=b0=1,b1=4,m=4096,n=4096 |
    tail -2 | tr '\n' ' ')"
  fi
  for n in $lengths; do
    for rep in $(seq "${ATTN_AB_REPS:-3}"); do
      for which in old new; do
        dir=$old; [ $which = new ] && dir=$new
        out=$(timeout 60 "$run" "$dir/b_$k.cubin.json" --iters=10 \
          --shape="b0=$((16384 / n)),b1=$((2048 / d)),m=$n,n=$n")
        echo "time $k N=$n $which $(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
      done
    done
  done
done; done; done
