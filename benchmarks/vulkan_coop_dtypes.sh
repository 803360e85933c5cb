#!/usr/bin/env bash
# The cooperative-matrix Vulkan kernel in f16 and bf16 on a GPU's Vulkan
# driver (bf16: VK_KHR_shader_bfloat16), float64 checks of the bf16 kernels
# then both timed, and the kernel's test file:
#   benchmarks/vulkan_coop_dtypes.sh prepare DIR       (here: compiles the
#       kernels into DIR and test_vulkan_cooperative.py's into the cache
#       .device/pycache)
#   benchmarks/vulkan_coop_dtypes.sh run DIR [N]       (there; carry DIR,
#       .device/pycache, .gl, build/bin/attn-run and
#       build/lib/libAttnVulkanRunner.so; installs .gl's Vulkan loader as
#       device_run.sh's vulkan step does)
# Kernels: f16 and bf16, d = 64 and 128, not causal and causal (top-left),
# BHSD with dynamic sizes, for the `nvidia` target env. run prints
# `check <kernel> <shape>: ... PASS|FAIL` for the bf16 kernels (ragged
# shapes, and every element against the reference kernel at N = 1k), the
# driver's statistics, then `time <kernel> N=<n> <TFLOP/s>` (B·N = 16k,
# H·d = 2048), f16 and bf16 interleaved, two rounds.
set -uo pipefail
mode=${1:?prepare or run}; dir=${2:?kernel directory}
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/benchmarks/bhsd_source.sh"
kernels() {
  for dtype in f16 bf16; do for d in 64 128; do for causal in full causal; do
    echo "${dtype}_d${d}_${causal}"
  done; done; done
}
if [ "$mode" = prepare ]; then
  set -e
  mkdir -p "$dir"
  compile=${ATTN_COMPILE:-$root/build/bin/attn-compile}
  kernels | while read -r k; do
    IFS=_ read -r dtype dd causal <<<"$k"
    attr=""
    [ "$causal" = causal ] && attr="causal(top_left)"
    bhsd_attention "$dtype" "${dd#d}" "$attr" > "$dir/$k.mlir"
    "$compile" "$dir/$k.mlir" --target=spirv --target-env=nvidia \
      --kernel=cooperative-matrix -o "$dir/s_$k.spv"
    "$compile" "$dir/$k.mlir" --target=spirv --target-env=nvidia \
      --kernel=reference -o "$dir/r_$k.spv"
  done
  (cd "$root/python" && ATTN_MLIR_LIBRARY=$root/build/lib/libAttnCAPI.so \
    ATTN_MLIR_CACHE=$root/.device/pycache ${ATTN_PYTHON:-/usr/bin/python3} -m pytest -q \
    -p no:cacheprovider tests/test_vulkan_cooperative.py)
  exit 0
fi
n=${3:-4096}
run="$root/build/bin/attn-run"
for f in "$root"/.gl/*.deb; do dpkg -x "$f" /; done; ldconfig
export LD_LIBRARY_PATH=$root/build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
"$run" --list-devices || exit 1
(cd "$root/python" && ATTN_MLIR_LIBRARY=none ATTN_MLIR_CACHE=$root/.device/pycache \
  timeout 300 python3 -m pytest -q -p no:cacheprovider -rs tests/test_vulkan_cooperative.py \
  | tail -4)
kernels | grep bf16 | while read -r k; do
  for s in b0=1,b1=2,m=177,n=434 b0=1,b1=1,m=300,n=96 b0=2,b1=1,m=64,n=17; do
    echo "check $k $s: $(timeout 60 "$run" "$dir/s_$k.spv.json" --backend=vulkan --check \
      --iters=1 --shape=$s 2>&1 | tail -2 | tr '\n' ' ')"
  done
  echo "check $k vs reference N=1k: $(timeout 120 "$run" "$dir/s_$k.spv.json" \
    --backend=vulkan --reference="$dir/r_$k.spv.json" --iters=1 \
    --shape=b0=1,b1=4,m=1024,n=1024 2>&1 | tail -2 | tr '\n' ' ')"
done
for k in f16_d64_full bf16_d64_full f16_d128_full bf16_d128_full; do
  echo "$k $(timeout 30 "$run" "$dir/s_$k.spv.json" --backend=vulkan --iters=1 \
    --shape=b0=1,b1=2,m=512,n=512 --kernel-statistics 2>&1 | grep -E 'kernel_statistics|error')"
done
for rep in 1 2; do
  kernels | sed 's/^[a-z0-9]*_//' | sort -u | while read -r shape; do
    for dtype in f16 bf16; do
      k=${dtype}_$shape
      d=$(echo "$k" | sed 's/.*_d\([0-9]*\)_.*/\1/')
      echo "time $k N=$n $(standard_tflops "$run" "$dir/s_$k.spv.json" "$n" "$d" --backend=vulkan)"
    done
  done
done
