#!/usr/bin/env bash
# The tensor-core kernels alone through attn-run (no PyTorch), over the
# standard sweep (B·N = 16k tokens, H·d = 2048, BHSD; d = 64, 128 and 256,
# the last with --kernel=mma), after a float64 --check of each
# kernel on ragged shapes and a check against the reference kernel of the
# same op on a long sequence (every output element).
#   benchmarks/nvvm_sweep.sh prepare DIR [attn-compile options]
#       compiles b_<dtype>_d<d>_<full|causal>.cubin (+ manifest) and the
#       reference kernels r_<...>.cubin into DIR (here)
#   benchmarks/nvvm_sweep.sh run DIR [N ...]
#       checks and times them (GPU machine); one line per point:
#       `ours dtype d causal N tflops`, after `check ...` lines
# ATTN_SWEEP_HEAD_DIMS (both steps) replaces the head dims 64 128 256; the
# sweep takes H = 2048 / d heads (rounded down). ATTN_SWEEP_KERNEL (prepare)
# replaces the kernel (default mma), ATTN_SWEEP_CHIP (prepare) the chip (default
# sm_90; sm_90a for --kernel=wgmma), ATTN_SWEEP_DTYPES (both steps) the element
# types (default bf16 f16).
set -euo pipefail
mode=$1 dir=$2; shift 2
root=$(cd "$(dirname "$0")/.." && pwd)
kernels() {
  for dtype in ${ATTN_SWEEP_DTYPES:-bf16 f16}; do for d in ${ATTN_SWEEP_HEAD_DIMS:-64 128 256}; do for causal in full causal; do
    echo "$dtype $d $causal"
  done; done; done
}
if [ "$mode" = prepare ]; then
  mkdir -p "$dir"
  kernels | while read -r dtype d causal; do
    src="$dir/b_${dtype}_d${d}_${causal}.mlir"
    (cd "$root/python" && /usr/bin/python3 -c "
from attn_mlir.attention import Signature, source
print(source(Signature('$dtype', $d, $d, '$causal' == 'causal')), end='')") > "$src"
    "$root/build/bin/attn-compile" "$src" --no-raise --target=nvvm --chip=${ATTN_SWEEP_CHIP:-sm_90} \
      --emit=cubin --kernel=${ATTN_SWEEP_KERNEL:-mma} "$@" -o "$dir/b_${dtype}_d${d}_${causal}.cubin"
    "$root/build/bin/attn-compile" "$src" --no-raise --target=nvvm --chip=${ATTN_SWEEP_CHIP:-sm_90} \
      --emit=cubin --kernel=reference -o "$dir/r_${dtype}_d${d}_${causal}.cubin"
  done
  exit 0
fi
run="$root/build/bin/attn-run"
lengths=${*:-512 1024 2048 4096 8192 16384}
kernels | while read -r dtype d causal; do
  manifest="$dir/b_${dtype}_d${d}_${causal}.cubin.json"
  for shape in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177; do
    echo "check $dtype d$d $causal $shape: $(timeout 120 "$run" "$manifest" --check \
      --iters=1 --shape=$shape | tail -2 | tr '\n' ' ')"
  done
  echo "check $dtype d$d $causal vs reference, N = 16k: $(timeout 300 "$run" "$manifest" \
    --reference="$dir/r_${dtype}_d${d}_${causal}.cubin.json" --iters=1 \
    --shape=b0=1,b1=2,m=16384,n=16384 | tail -2 | tr '\n' ' ')"
  for n in $lengths; do
    out=$(timeout 120 "$run" "$manifest" --iters=5 \
      --shape="b0=$((16384 / n)),b1=$((2048 / d)),m=$n,n=$n")
    tf=$(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
    echo "ours $dtype $d $([ "$causal" = causal ] && echo 1 || echo 0) $n $tf"
  done
done
