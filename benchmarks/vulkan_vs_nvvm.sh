#!/usr/bin/env bash
# The SPIR-V kernels through NVIDIA's Vulkan driver (the cooperative-matrix
# one, which the `nvidia` target env selects for f16, and the subgroup/scalar
# one) next to the NVVM kernel, on the same shapes (f16, BHSD, B·N = 16k
# tokens, H·d = 2048), after float64 checks of the cooperative-matrix kernel
# over the variants of test/Integration/Vulkan/attention-variants.test
# (causal both alignments, GQA/MQA, additive and boolean masks with fully
# masked rows, LSE, ragged and dynamic lengths, head dims 32 to 128).
#   benchmarks/vulkan_vs_nvvm.sh prepare DIR   compiles the kernels (here)
#   benchmarks/vulkan_vs_nvvm.sh run DIR       checks and times them (GPU)
# run prints `check ...` lines, then one line per point:
# `backend d causal N time_ms tflops` (backend vulkan-coop, vulkan-simt or
# cuda) after a --check on a ragged shape of each kernel.
set -euo pipefail
mode=$1 dir=$2
root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/benchmarks/bhsd_source.sh"
kernels() {
  for d in 64 128; do for causal in full causal; do echo "$d $causal"; done; done
}
if [ "$mode" = prepare ]; then
  mkdir -p "$dir"
  kernels | while read -r d causal; do
    attr=$([ "$causal" = causal ] && echo "causal(top_left)" || true)
    bhsd_attention f16 "$d" "$attr" > "$dir/d${d}_${causal}.mlir"
    "$root/build/bin/attn-compile" "$dir/d${d}_${causal}.mlir" --target=spirv \
      --target-env=nvidia --kernel=cooperative-matrix -o "$dir/vulkan-coop_d${d}_${causal}.spv"
    "$root/build/bin/attn-compile" "$dir/d${d}_${causal}.mlir" --target=spirv \
      --target-env=nvidia --kernel=simt -o "$dir/vulkan-simt_d${d}_${causal}.spv"
    "$root/build/bin/attn-compile" "$dir/d${d}_${causal}.mlir" --target=nvvm \
      --chip=sm_90 -o "$dir/cuda_d${d}_${causal}.ptx"
  done
  # The variants, f16 (the cooperative-matrix kernel's inputs).
  mkdir -p "$dir/variants"
  /usr/lib/llvm-22/bin/split-file "$root/test/Integration/Vulkan/attention-variants.test" \
    "$dir/variants"
  cp "$root/test/Tools/Inputs/gpu-attention-f16.mlir" "$dir/variants/gqa-causal-mask-lse.mlir"
  cat > "$dir/variants/bool-mask-f16.mlir" <<MLIR
func.func @attention(%q: tensor<2x4x?x64xf16>, %k: tensor<2x4x?x64xf16>, %v: tensor<2x4x?x64xf16>, %mask: tensor<2x?x?xi1>, %o: tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, f32)
      mask(%mask : tensor<2x?x?xi1>)
      outs(%o : tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16>
  return %r : tensor<2x4x?x64xf16>
}
MLIR
  for f in causal-top-left causal-bottom-right mqa-bshd-mask d96-causal \
           gqa-causal-mask-lse bool-mask-f16; do
    "$root/build/bin/attn-compile" "$dir/variants/$f.mlir" --target=spirv \
      --target-env=nvidia --kernel=cooperative-matrix -o "$dir/variants/$f.spv"
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
# The cooperative-matrix kernel on the variants: shapes with ragged tiles,
# fully masked rows (causal bottom-right with M > N, boolean masks over two
# keys), and large logits (--scale).
variant() { # NAME SHAPE...
  local name=$1; shift
  for shape in "$@"; do
    echo "check vulkan-coop $name $shape: $(timeout 60 "$run" "$dir/variants/$name.spv.json" \
      --backend=vulkan --check --iters=1 ${shape:+--shape=$shape} | tail -2 | tr '\n' ' ')"
  done
}
variant causal-top-left m=45,n=77 m=300,n=517
variant causal-bottom-right m=40,n=16 m=19,n=100 m=200,n=333
variant mqa-bshd-mask n=75 n=300
variant d96-causal m=70,n=53 m=130,n=250
variant gqa-causal-mask-lse m=100,n=77 m=77,n=300
variant bool-mask-f16 m=50,n=2 m=100,n=150
echo "check vulkan-coop causal-top-left scale 100: $(timeout 60 "$run" \
  "$dir/variants/causal-top-left.spv.json" --backend=vulkan --check --iters=1 \
  --shape=m=64,n=64 --scale=100 | tail -2 | tr '\n' ' ')"
kernels | while read -r d causal; do
  for backend in vulkan-coop vulkan-simt cuda; do
    art=$([ $backend = cuda ] && echo "cuda_d${d}_${causal}.ptx" || echo "${backend}_d${d}_${causal}.spv")
    timeout 120 "$run" "$dir/$art.json" --backend=${backend%-*} --check --iters=1 \
      --shape="b0=2,b1=3,m=300,n=517" | sed "s/^/check $backend d$d $causal: /" || true
    for n in 1024 4096; do
      out=$(timeout 120 "$run" "$dir/$art.json" --backend=${backend%-*} --iters=5 \
        --shape="b0=$((16384 / n)),b1=$((2048 / d)),m=$n,n=$n") || true
      echo "$backend $d $causal $n $(echo "$out" | sed -n 's/.*time_ms=\([0-9.]*\) tflops=\([0-9.]*\).*/\1 \2/p')"
    done
  done
done
