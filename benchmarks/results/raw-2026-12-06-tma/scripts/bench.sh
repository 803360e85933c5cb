#!/usr/bin/env bash
# On the device: the forward sweep (ours with TMA, FA2, cuDNN, Flex; one
# process) and the GPT-2-small step.
out=$OUT; D=$PWD/.device
nvidia-smi --query-gpu=name,clocks.sm --format=csv,noheader | tee $out/gpu.txt
ATTN_MLIR_CACHE=$D/pcs timeout 330 python3 benchmarks/sweep.py --lengths 1024,4096,16384 \
  --dtypes bf16,f16 --backends attn-mlir,flash2,cudnn,flex --out $out/sweep > $out/sweep.log 2>&1
tail -3 $out/sweep.log
python3 - $out/sweep/sweep.csv <<'PY'
import csv,sys,collections
rows=list(csv.DictReader(open(sys.argv[1])))
print(list(rows[0].keys()))
t=collections.defaultdict(dict)
for r in rows:
    key=(r.get('dtype'),r.get('head_dim') or r.get('d'),r.get('causal'),r.get('n') or r.get('N'))
    t[key][r.get('backend')]=r.get('tflops')
for k in sorted(t): print(k, t[k])
PY
ATTN_MLIR_CACHE=$D/pcs timeout 150 python3 benchmarks/gpt2_train.py --backends flash2,attn-mlir,cudnn --out $out/gpt2 > $out/gpt2.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2.log | cut -c1-80; tail -3 $out/gpt2.log
