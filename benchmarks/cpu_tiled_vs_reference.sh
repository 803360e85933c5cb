#!/usr/bin/env bash
# The tiled (FlashAttention) CPU path against the materialised reference CPU
# path, one head, d = 64, f32, N = 512 ... 8192; and the tiled path at
# M = N = 32768, d = 16 with the peak memory of the process. Reports, never
# asserts. Run from the repository root after a build.
set -euo pipefail
cd "$(dirname "$0")/.."
check() {
  PYTHONPATH=python /usr/bin/python3 -m attn_mlir.check --attn-opt build/bin/attn-opt \
    --runner /usr/lib/llvm-22/bin/mlir-runner --no-reference "$@"
}
echo "N  tiled_s  reference_s  speedup"
for n in ${*:-512 1024 2048 4096 8192}; do
  t=$(check --batch 1 --m "$n" --n "$n" --d 64 | sed -n 's/time_s=\([0-9.e-]*\).*/\1/p')
  r=$(check --batch 1 --m "$n" --n "$n" --d 64 --pipeline "attn-to-llvm-pipeline{reference=1}" |
      sed -n 's/time_s=\([0-9.e-]*\).*/\1/p')
  echo "$n $t $r $(awk -v a="$t" -v b="$r" 'BEGIN { printf "%.1f", b / a }')"
done
# Peak memory at M = N = 32768, d = 16: the module is lowered first, then
# only mlir-runner is measured.
tmp=$(mktemp -d)
PYTHONPATH=python /usr/bin/python3 -m attn_mlir.check --batch 1 --m 32768 --n 32768 --d 16 \
  --emit-module > "$tmp/big.mlir"
build/bin/attn-opt "$tmp/big.mlir" --attn-to-llvm-pipeline -o "$tmp/big.llvm.mlir"
L=/usr/lib/llvm-22/lib
/usr/bin/time -f "peak_rss_kib=%M wall_s=%e" /usr/lib/llvm-22/bin/mlir-runner "$tmp/big.llvm.mlir" \
  -e main -entry-point-result=void -O3 \
  -shared-libs=$L/libmlir_runner_utils.so,$L/libmlir_c_runner_utils.so 2>&1 >/dev/null | tail -1
rm -rf "$tmp"
