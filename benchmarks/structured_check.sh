#!/usr/bin/env bash
# The kernels of the structured NVVM path (attn-to-nvvm-pipeline{kernel=
# structured}: tile, online softmax, bufferize, promote to shared memory,
# map to GPU) checked on a GPU through attn-run, next to the reference
# kernel of the same op:
#   benchmarks/structured_check.sh prepare DIR
#       compiles s_<input>.cubin (sm_90), s80_<input>.ptx (sm_80 PTX, which
#       the driver compiles for the GPU at hand) and r_<input>.cubin (the
#       reference kernel) for each input below (here)
#   benchmarks/structured_check.sh run DIR
#       per kernel: attn-run --check (float64 host reference) on ragged
#       shapes, with large logits, and every element against the reference
#       kernel; then one timing (GPU machine). One line per run:
#       `check <input> <shape>: ... PASS|FAIL`, `time <input> ... tflops=`
set -euo pipefail
mode=$1 dir=$2
root=$(cd "$(dirname "$0")/.." && pwd)
inputs="$root/test/Tools/Inputs"
# input, then the dims other than m and n that attn-run needs (dynamic ones).
cases() {
  cat <<'EOF'
gpu-attention-dynamic-batch b0=2,b1=3
gpu-attention-f16 -
gpu-attention-bf16 b0=2,b1=3
gpu-attention-d32 b0=2,b1=3
gpu-attention-d96 b0=1,b1=2,b2=3
gpu-attention-d256 b0=1,b1=2
gpu-attention-f32-kt b0=2,b1=3
EOF
}
if [ "$mode" = prepare ]; then
  mkdir -p "$dir"
  cases | while read -r name batch; do
    "$root/build/bin/attn-compile" "$inputs/$name.mlir" --target=nvvm \
      --chip=sm_90 --emit=cubin --kernel=structured -o "$dir/s_$name.cubin"
    "$root/build/bin/attn-compile" "$inputs/$name.mlir" --target=nvvm \
      --chip=sm_80 --emit=ptx --kernel=structured -o "$dir/s80_$name.ptx"
    "$root/build/bin/attn-compile" "$inputs/$name.mlir" --target=nvvm \
      --chip=sm_90 --emit=cubin --kernel=reference -o "$dir/r_$name.cubin"
  done
  exit 0
fi
run="$root/build/bin/attn-run"
cases | while read -r name batch; do
  prefix=""
  [ "$batch" != - ] && prefix="$batch,"
  for kernel in "s_$name.cubin" "s80_$name.ptx"; do
    manifest="$dir/$kernel.json"
    for mn in m=177,n=434 m=434,n=177 m=64,n=17 m=1,n=300 m=129,n=1; do
      echo "check $kernel $mn: $(timeout 120 "$run" "$manifest" --check --iters=1 \
        --shape="$prefix$mn" | tail -2 | tr '\n' ' ')"
    done
    echo "check $kernel m=300,n=300 scale=3: $(timeout 120 "$run" "$manifest" --check \
      --iters=1 --scale=3 --shape="${prefix}m=300,n=300" | tail -2 | tr '\n' ' ')"
  done
  echo "check s_$name.cubin vs reference, m=n=2048: $(timeout 300 "$run" \
    "$dir/s_$name.cubin.json" --reference="$dir/r_$name.cubin.json" --iters=1 \
    --shape="${prefix}m=2048,n=2048" | tail -2 | tr '\n' ' ')"
done
# One timing at the standard sweep's shape (B·N = 16k tokens, H·d = 2048).
echo "time s_gpu-attention-dynamic-batch f16 d64 N=4096: $(timeout 120 "$run" \
  "$dir/s_gpu-attention-dynamic-batch.cubin.json" --iters=3 \
  --shape=b0=4,b1=32,m=4096,n=4096 | tail -1)"
