#!/usr/bin/env bash
# Every frontend export of test/Integration/CPU/raise/ (torch-mlir, transformers, TOSA,
# StableHLO) with PyTorch's or JAX's values beside it, compiled ahead of time
# (attn-compile --target=host ARGS), linked into a shared library and run
# through attn_mlir.cpu.load_library against those values:
#   utils/host-library-corpus.sh [OUTDIR] [attn-compile options...]
# Prints one line per export and `pass=N fail=M`; exits 1 on a failure.
set -uo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:-/tmp/attn-host-library-corpus}; shift || true
mkdir -p "$out"
raise=$root/test/Integration/CPU/raise
pass=0 fail=0
for f in "$raise"/torch-mlir/*.mlir "$raise"/transformers/*.mlir "$raise"/stablehlo/*.mlir \
    "$raise"/tosa/*.mlir; do
  expected=${f%.mlir}.expected.npy
  [ -f "$expected" ] || continue
  name=$(basename "$(dirname "$f")")_$(basename "${f%.mlir}")
  in=$f
  if [[ $f == */tosa/* ]]; then
    in=$out/$name.linalg.mlir
    /usr/lib/llvm-22/bin/mlir-opt "$f" -o "$in" --pass-pipeline="builtin.module(func.func(\
tosa-optional-decompositions, tosa-to-linalg-named, tosa-to-linalg, tosa-to-arith, \
tosa-to-tensor), canonicalize)" || { echo "$name: TOSA lowering failed"; fail=$((fail + 1)); continue; }
  fi
  size=$(sed -n 's/.*--dynamic-size \([0-9]*\).*/\1/p' "$f" | head -1)
  if ! "$root/build/bin/attn-compile" "$in" --target=host "$@" -o "$out/$name.o" 2> "$out/$name.err"; then
    echo "$name: attn-compile failed: $(head -c 300 "$out/$name.err")"; fail=$((fail + 1)); continue
  fi
  cc -shared "$out/$name.o" -o "$out/lib$name.so"
  result=$(PYTHONPATH=$root/python /usr/bin/python3 "$root/test/Integration/CPU/Inputs/host_library_check.py" \
    --library "$out/lib$name.so" --manifest "$out/$name.o.json" --expected "$expected" \
    ${size:+--dynamic-size "$size"} 2>&1 | tail -2 | tr '\n' ' ')
  echo "$name: $result"
  case $result in *PASS*) pass=$((pass + 1)) ;; *) fail=$((fail + 1)) ;; esac
done
echo "pass=$pass fail=$fail"
[ "$fail" -eq 0 ]
