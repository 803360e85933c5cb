#!/usr/bin/env bash
# The main job: installs what is missing, builds, then raises the bundled
# example (examples/bert_self_attention.mlir, BERT self-attention in linalg)
# to attn.attention, lowers it for the CPU, runs it, and prints its max error
# against a float64 reference and its time.
set -euo pipefail
cd "$(dirname "$0")/.."
utils/install-deps.sh
utils/build.sh
echo "== attn-opt --attn-raise-from-linalg examples/bert_self_attention.mlir"
build/bin/attn-opt examples/bert_self_attention.mlir \
  --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | grep -E "attn.attention" | cut -c1-120
echo "== run on the CPU (attn-to-llvm-pipeline + mlir-runner) and compare"
PYTHONPATH=python /usr/bin/python3 -m attn_mlir.check \
  --attn-opt build/bin/attn-opt --runner /usr/lib/llvm-22/bin/mlir-runner \
  --input examples/bert_self_attention.mlir --func bert_self_attention --scale 0.125
