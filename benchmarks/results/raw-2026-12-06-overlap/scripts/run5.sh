#!/usr/bin/env bash
# On the device: ping-pong with the overlap (ovpp, turn passed before the
# waits) against the default (final: overlap) and no overlap (ws): checks
# of ovpp, then interleaved timings.
out=$OUT; D=$PWD/.device; run=build/bin/attn-run
nvidia-smi --query-gpu=name --format=csv,noheader
for dtype in bf16 f16; do for c in full causal; do
  k=${dtype}_d128_$c
  for shape in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=1,b1=1,m=64,n=17; do
    echo "check ovpp $k $shape: $(timeout 30 $run $D/ovpp/b_$k.cubin.json --check --iters=1 --shape=$shape | tail -2 | tr '\n' ' ')"
  done
  echo "check ovpp $k ref N=4k: $(timeout 60 $run $D/ovpp/b_$k.cubin.json --reference=$D/ovpp/r_$k.cubin.json --iters=1 --shape=b0=1,b1=4,m=4096,n=4096 | tail -2 | tr '\n' ' ')"
done; done > $out/checks.txt 2>&1
echo "PASS: $(grep -c PASS $out/checks.txt) of $(wc -l < $out/checks.txt)"; grep -v PASS $out/checks.txt | cut -c1-200
for n in 4096 16384; do for rep in 1 2; do for dtype in bf16 f16; do for c in full causal; do for v in ws final ovpp; do
  o=$(timeout 30 $run $D/$v/b_${dtype}_d128_$c.cubin.json --iters=10 --shape=b0=$((16384 / n)),b1=16,m=$n,n=$n)
  echo "time ${dtype}_$c N=$n $v $(echo "$o" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
done; done; done; done; done > $out/times.txt 2>&1
python3 - $out/times.txt <<'PY'
import sys,collections
t=collections.defaultdict(list)
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)==5 and p[4]: t[(p[1],p[2],p[3])].append(float(p[4]))
for a,b in sorted({(a,b) for a,b,_ in t}):
    print(a,b,' '.join(f"{v}={max(t[(a,b,v)] or [0]):.0f}" for v in ('ws','final','ovpp')))
PY
