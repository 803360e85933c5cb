#!/usr/bin/env bash
# Causal attention with a [B, N] key-padding mask (transformers' sdpa mask
# as the raise leaves it: causal(top_left) plus a boolean mask read at
# [b, n]) on the NVVM kernels, next to causal alone and PyTorch's kernels.
#   here:  benchmarks/padding_mask.sh prepare DIR
#          (cubins for sm_90a (wgmma) and sm_80 (mma.sync), f16 and bf16,
#          d = 64 and 128, dynamic B, H, M, N, the mask boolean (m*) or
#          additive in the inputs' type (a*), read once per key block
#          (--key-mask-per-block); the boolean ones read per score, the
#          default (o*, bf16); and causal alone, bf16)
#   there: benchmarks/padding_mask.sh run DIR [N ...]
#          (carry DIR and build/bin/attn-run): float64 checks of every
#          masked kernel at ragged shapes (attn-run --check; its masks keep a
#          random 80% of the keys; under causal, row 0 of a sequence whose key 0
#          is hidden sees no key), additive masks also at finfo.min, then attn-run's TFLOP/s (causal count)
#          at B·N = 16k, H·d = 2048, N = 1k, 4k, 8k by default, masked and
#          causal alone, then benchmarks/padding_mask_torch.py on the same
#          GPU (PyTorch's kernels causal; and without causal, ours through
#          attn_mlir.torch beside them in one process: set ATTN_MLIR_CACHE
#          to a cache its --precompile filled here, and carry it).
set -uo pipefail
mode=${1:?prepare or run}
dir=${2:?kernel directory}
shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
masked_source() { # DTYPE D [MASK_ELEMENT_TYPE]
  local t="tensor<?x?x?x${2}x${1}>" mt="tensor<?x?x${3:-i1}>"
  cat <<MLIR
func.func @attention(%q: $t, %k: $t, %v: $t, %kept: $mt, %o: $t) -> $t {
  %s = arith.constant 1.0 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %s : $t, $t, $t, f32) mask(%kept : $mt)
      outs(%o : $t) -> $t
  return %r : $t
}
MLIR
}
if [ "$mode" = prepare ]; then
  set -e
  source "$root/benchmarks/bhsd_source.sh"
  mkdir -p "$dir"
  compile="$root/build/bin/attn-compile --no-raise --target=nvvm --emit=cubin"
  for dtype in f16 bf16; do
    for d in 64 128; do
      masked_source $dtype $d > "$dir/masked_${dtype}_d$d.mlir"
      for chip in 90a 80; do
        $compile --chip=sm_$chip --key-mask-per-block "$dir/masked_${dtype}_d$d.mlir" \
          -o "$dir/m${chip%a}_${dtype}_d$d.cubin"
        $compile --chip=sm_$chip "$dir/masked_${dtype}_d$d.mlir" -o "$dir/o${chip%a}_${dtype}_d$d.cubin"
      done
      masked_source $dtype $d $dtype > "$dir/additive_${dtype}_d$d.mlir"
      $compile --chip=sm_90a --key-mask-per-block "$dir/additive_${dtype}_d$d.mlir" \
        -o "$dir/a90_${dtype}_d$d.cubin"
      $compile --chip=sm_80 --key-mask-per-block "$dir/additive_${dtype}_d$d.mlir" \
        -o "$dir/a80_${dtype}_d$d.cubin"
    done
  done
  for d in 64 128; do
    bhsd_attention bf16 $d "causal(top_left)" > "$dir/causal_bf16_d$d.mlir"
    $compile --chip=sm_90a "$dir/causal_bf16_d$d.mlir" -o "$dir/c90_bf16_d$d.cubin"
  done
  ls "$dir"
  exit 0
fi
run="$root/build/bin/attn-run"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for k in "$dir"/[ma]90_*.cubin.json "$dir"/[ma]80_*.cubin.json; do
  for s in b0=2,b1=4,m=177,n=177 b0=1,b1=2,m=1000,n=1000 b0=2,b1=3,m=64,n=300 \
           b0=3,b1=2,m=300,n=64 b0=1,b1=1,m=1,n=1 b0=1,b1=2,m=2048,n=2048; do
    echo "check $(basename "$k") $s: $(timeout 60 "$run" "$k" --check --iters=1 --shape=$s 2>&1 | tail -1)"
  done
  # Under causal, row 0 sees key 0 alone: hidden in a fifth of the
  # sequences, a row that sees no key (b0 = 16 sequences a check); additive
  # masks also hide at finfo.min (the row then weighs its hidden keys).
  for seed in 2 3; do
    echo "check $(basename "$k") seed $seed: $(timeout 60 "$run" "$k" --check --iters=1 \
      --seed=$seed --shape=b0=16,b1=2,m=96,n=96 2>&1 | tail -1)"
    case $k in */a*) echo "check $(basename "$k") seed $seed finfo-min: $(timeout 60 "$run" "$k" \
      --check --iters=1 --seed=$seed --mask-fill=finfo-min --shape=b0=16,b1=2,m=96,n=96 2>&1 | tail -1)";; esac
  done
done
lengths=${*:-1024 4096 8192}
for d in 64 128; do
  h=$((2048 / d))
  for n in $lengths; do
    for k in m90_bf16_d$d o90_bf16_d$d a90_bf16_d$d c90_bf16_d$d m80_bf16_d$d o80_bf16_d$d; do
      echo "time $k N=$n: $(timeout 60 "$run" "$dir/$k.cubin.json" --iters=50 \
        --shape=b0=$((16384 / n)),b1=$h,m=$n,n=$n 2>&1 | tail -1)"
    done
  done
done
timeout 300 python3 "$root/benchmarks/padding_mask_torch.py" $lengths
