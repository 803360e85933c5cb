#!/usr/bin/env bash
# A/B of two builds of a Vulkan kernel (the subgroup/scalar SIMT kernel, or
# the cooperative-matrix one with ATTN_AB_KERNEL=cooperative-matrix) through
# a GPU's Vulkan driver (NVIDIA's on the H200), after float64 checks of the
# new ones:
#   ATTN_COMPILE=OLD/attn-compile benchmarks/ab_vulkan.sh prepare DIR_OLD
#   benchmarks/ab_vulkan.sh prepare DIR_NEW                  (here)
#   benchmarks/ab_vulkan.sh run DIR_OLD DIR_NEW [N ...]      (there)
# (ATTN_AB_FLAGS: more attn-compile options for prepare, e.g. --tile-n=32.)
# Kernels: f16 and f32 (f16 only for cooperative matrices), d = 64 and 128,
# not causal and causal (top-left),
# BHSD with dynamic sizes, for the `nvidia` target env; and f16 d = 64
# bottom-right causal (workgroups past the keys see none when M > N).
# run prints `check <kernel> <shape>: ... PASS|FAIL` for each new kernel
# (ragged shapes, N a multiple of the key block, scale 3, and every element
# against the reference kernel at N = 1k), then `time <kernel> N=<n>
# old|new <TFLOP/s>`, old and new interleaved ATTN_AB_REPS times (default 2),
# B·N = 16k tokens, H·d = 2048.
set -uo pipefail
mode=$1; shift
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/benchmarks/bhsd_source.sh"
kernel=${ATTN_AB_KERNEL:-simt}
kernels() {
  dtypes="f16 f32"
  [ "$kernel" = cooperative-matrix ] && dtypes=f16
  for dtype in $dtypes; do for d in 64 128; do for causal in full causal; do
    echo "${dtype}_d${d}_${causal}"
  done; done; done
  echo f16_d64_bottomright
}
if [ "$mode" = prepare ]; then
  dir=$1 compile=${ATTN_COMPILE:-$root/build/bin/attn-compile}
  mkdir -p "$dir"
  kernels | while read -r k; do
    IFS=_ read -r dtype dd causal <<<"$k"
    d=${dd#d}
    attr=""
    [ "$causal" = causal ] && attr="causal(top_left)"
    [ "$causal" = bottomright ] && attr="causal(bottom_right)"
    bhsd_attention "$dtype" "$d" "$attr" > "$dir/$k.mlir"
    # shellcheck disable=SC2086
    "$compile" "$dir/$k.mlir" --target=spirv --target-env=nvidia --kernel="$kernel" \
      ${ATTN_AB_FLAGS:-} -o "$dir/s_$k.spv"
    "$compile" "$dir/$k.mlir" --target=spirv --target-env=nvidia --kernel=reference \
      -o "$dir/r_$k.spv"
  done
  exit 0
fi
old=$1 new=$2; shift 2
lengths=${*:-1024 4096}
run="$root/build/bin/attn-run"
"$run" --list-devices || exit 1
kernels | while read -r k; do
  d=$(echo "$k" | sed 's/.*_d\([0-9]*\)_.*/\1/')
  for shape in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=1,b1=1,m=64,n=17 \
               b0=2,b1=1,m=128,n=256 b0=1,b1=1,m=300,n=96; do
    echo "check $k $shape: $(timeout 120 "$run" "$new/s_$k.spv.json" --backend=vulkan \
      --check --iters=1 --shape=$shape | tail -2 | tr '\n' ' ')"
  done
  echo "check $k scale=3: $(timeout 120 "$run" "$new/s_$k.spv.json" --backend=vulkan \
    --check --iters=1 --scale=3 --shape=b0=1,b1=2,m=300,n=300 | tail -2 | tr '\n' ' ')"
  echo "check $k vs reference N=1k: $(timeout 300 "$run" "$new/s_$k.spv.json" \
    --backend=vulkan --reference="$new/r_$k.spv.json" --iters=1 \
    --shape=b0=1,b1=4,m=1024,n=1024 | tail -2 | tr '\n' ' ')"
  for n in $lengths; do
    for rep in $(seq "${ATTN_AB_REPS:-2}"); do
      for which in old new; do
        dir=$old; [ $which = new ] && dir=$new
        echo "time $k N=$n $which $(standard_tflops "$run" "$dir/s_$k.spv.json" "$n" "$d" \
          --backend=vulkan)"
      done
    done
  done
done
