# Sourced by the benchmark scripts: bhsd_attention DTYPE D [CAUSAL_CLAUSE]
# prints an attn.attention function on BHSD tensors with dynamic batch,
# heads and lengths, head dim D, scale 1 (attn-run --scale changes it).
bhsd_attention() {
  local t="tensor<?x?x?x${2}x${1}>"
  cat <<MLIR
func.func @attention(%q: $t, %k: $t, %v: $t, %o: $t) -> $t {
  %s = arith.constant 1.0 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>] ${3:-}
      ins(%q, %k, %v, %s : $t, $t, $t, f32) outs(%o : $t) -> $t
  return %r : $t
}
MLIR
}

# standard_tflops RUN MANIFEST N D [attn-run options...] prints the TFLOP/s
# attn-run measures for MANIFEST at the standard sweep's shape (B·N = 16k
# tokens, H·d = 2048), or nothing when the run fails.
standard_tflops() {
  local run=$1 manifest=$2 n=$3 d=$4
  shift 4
  timeout 120 "$run" "$manifest" --iters=5 \
    --shape="b0=$((16384 / n)),b1=$((2048 / d)),m=$n,n=$n" "$@" |
    sed -n 's/.*tflops=\([0-9.]*\).*/\1/p'
}
