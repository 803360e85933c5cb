#!/usr/bin/env bash
# Compiles a fixed matrix of GPU kernels (every NVVM kernel kind, wgmma on
# sm_90a, and both Vulkan kernels; f16/bf16/f32; head dims 64, 96, 128; no
# mask, boolean and additive masks; top-left and bottom-right causal; GQA) to PTX and SPIR-V
# assembly in DIR, one file per kernel, so that a refactoring of the
# lowerings can be checked to leave the generated code unchanged without a
# GPU:
#   utils/kernel-fingerprint.sh DIR          # writes DIR/*.ptx, DIR/*.spvasm
#   diff -r OLD NEW                          # identical: same kernels
# ATTN_COMPILE=PATH uses another build's attn-compile (the old side of a
# comparison) instead of build/bin's.
set -euo pipefail
dir=$1
root=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$dir"
src() { # dtype d causal mask gqa
  (cd "$root/python" && /usr/bin/python3 -c "
from attn_mlir.attention import Signature, source
print(source(Signature('$1', $2, $2, $3, $4, $5)), end='')")
}
compile() { # name source options...
  local name=$1 input=$2; shift 2
  if ! "${ATTN_COMPILE:-$root/build/bin/attn-compile}" "$input" --no-raise "$@" -o "$dir/$name" \
      2>"$dir/$name.err"; then
    echo "$name: refused ($(head -c 200 "$dir/$name.err"))"
  fi
  rm -f "$dir/$name.err" "$dir/$name.json"
}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for dtype in f16 bf16 f32; do for d in 64 96 128; do
  for causal in False True; do for mask in None "'bool'" "'additive'"; do
    for gqa in False True; do
      tag="${dtype}_d${d}_c${causal:0:1}_m$(echo "$mask" | tr -d "'" | head -c 4)_g${gqa:0:1}"
      src "$dtype" "$d" "$causal" "$mask" "$gqa" >"$tmp/$tag.mlir"
      for kernel in mma simt reference; do
        [ "$dtype" = f32 ] && [ "$kernel" = mma ] && continue
        compile "nv_${kernel}_$tag.ptx" "$tmp/$tag.mlir" --target=nvvm --chip=sm_90 \
          --emit=ptx --kernel="$kernel"
      done
      if [ "$dtype" != f32 ]; then
        compile "nv_wgmma_$tag.ptx" "$tmp/$tag.mlir" --target=nvvm \
          --chip=sm_90a --emit=ptx --kernel=wgmma
      fi
      for env in lavapipe nvidia; do
        compile "vk_${env}_$tag.spvasm" "$tmp/$tag.mlir" --target=spirv \
          --target-env="$env" --emit=mlir
      done
    done
  done; done
done; done
# Bottom-right causal alignment: the Python signatures are top-left.
for f in "$tmp"/*_cT_*.mlir; do
  tag=$(basename "$f" .mlir)
  sed 's/causal(top_left)/causal(bottom_right)/' \
    "$f" >"$tmp/br_$tag.mlir"
  cmp -s "$f" "$tmp/br_$tag.mlir" && continue
  compile "nv_mma_br_$tag.ptx" "$tmp/br_$tag.mlir" --target=nvvm --chip=sm_90 \
    --emit=ptx --kernel=auto
  compile "vk_lavapipe_br_$tag.spvasm" "$tmp/br_$tag.mlir" --target=spirv \
    --target-env=lavapipe --emit=mlir
done
ls "$dir" | wc -l
