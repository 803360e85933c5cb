#!/usr/bin/env bash
# The SPIR-V kernel through NVIDIA's Vulkan driver next to the NVVM kernel,
# on the same shapes (f16, BHSD, B·N = 16k tokens, H·d = 2048).
#   benchmarks/vulkan_vs_nvvm.sh prepare DIR   compiles the kernels (here)
#   benchmarks/vulkan_vs_nvvm.sh run DIR       checks and times them (GPU)
# run prints one line per point: `backend d causal N time_ms tflops` after
# a --check on a ragged shape of each kernel.
set -euo pipefail
mode=$1 dir=$2
root=$(cd "$(dirname "$0")/.." && pwd)
kernels() {
  for d in 64 128; do for causal in full causal; do echo "$d $causal"; done; done
}
if [ "$mode" = prepare ]; then
  mkdir -p "$dir"
  kernels | while read -r d causal; do
    attr=$([ "$causal" = causal ] && echo "causal(top_left)" || true)
    t="tensor<?x?x?x${d}xf16>"
    cat > "$dir/d${d}_${causal}.mlir" <<MLIR
func.func @attention(%q: $t, %k: $t, %v: $t, %o: $t) -> $t {
  %s = arith.constant 1.0 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>] $attr
      ins(%q, %k, %v, %s : $t, $t, $t, f32) outs(%o : $t) -> $t
  return %r : $t
}
MLIR
    "$root/build/bin/attn-compile" "$dir/d${d}_${causal}.mlir" --target=spirv \
      --target-env=nvidia -o "$dir/vk_d${d}_${causal}.spv"
    "$root/build/bin/attn-compile" "$dir/d${d}_${causal}.mlir" --target=nvvm \
      --chip=sm_90 -o "$dir/nv_d${d}_${causal}.ptx"
  done
  exit 0
fi
run="$root/build/bin/attn-run"
# Without a Vulkan device, say why (the loader's driver search) and stop.
if ! "$run" --list-devices; then
  echo "no Vulkan device; the loader's driver search:" >&2
  VK_LOADER_DEBUG=error,warn,driver "$run" --list-devices 2>&1 | tail -40 >&2 || true
  exit 1
fi
kernels | while read -r d causal; do
  for backend in vulkan cuda; do
    art=$([ $backend = vulkan ] && echo "vk_d${d}_${causal}.spv" || echo "nv_d${d}_${causal}.ptx")
    "$run" "$dir/$art.json" --backend=$backend --check --iters=1 \
      --shape="b0=2,b1=3,m=300,n=517" | sed "s/^/check $backend d$d $causal: /"
    for n in 1024 4096; do
      out=$("$run" "$dir/$art.json" --backend=$backend --iters=5 \
        --shape="b0=$((16384 / n)),b1=$((2048 / d)),m=$n,n=$n")
      echo "$backend $d $causal $n $(echo "$out" | sed -n 's/.*time_ms=\([0-9.]*\) tflops=\([0-9.]*\).*/\1 \2/p')"
    done
  done
done
