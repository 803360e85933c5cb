#!/usr/bin/env bash
# On the device: warp-specialized d = 128 kernels without (ws) and with the
# softmax overlapping the previous block's P·V on split K/V mbarriers (ov):
# checks of ov, interleaved timings; the GPU tests with the default kernels
# and with overlap (test_torch_gpu.py); the d = 128 sweep with the faster.
out=$OUT; D=$PWD/.device; run=build/bin/attn-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $out/gpu.txt
for v in ov; do for dtype in bf16 f16; do for c in full causal; do
  k=${dtype}_d128_$c
  for shape in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=1,b1=1,m=64,n=17 b0=1,b1=2,m=1,n=300 b0=1,b1=1,m=128,n=0; do
    echo "check $v $k $shape: $(timeout 60 $run $D/$v/b_$k.cubin.json --check --iters=1 --shape=$shape | tail -2 | tr '\n' ' ')"
  done
  echo "check $v $k scale=3: $(timeout 60 $run $D/$v/b_$k.cubin.json --check --iters=1 --scale=3 --shape=b0=1,b1=2,m=300,n=300 | tail -2 | tr '\n' ' ')"
  echo "check $v $k ref N=4k: $(timeout 120 $run $D/$v/b_$k.cubin.json --reference=$D/$v/r_$k.cubin.json --iters=1 --shape=b0=1,b1=4,m=4096,n=4096 | tail -2 | tr '\n' ' ')"
  echo "check $v $k ref N=16k: $(timeout 120 $run $D/$v/b_$k.cubin.json --reference=$D/$v/r_$k.cubin.json --iters=1 --shape=b0=1,b1=2,m=16384,n=16384 | tail -2 | tr '\n' ' ')"
done; done; done > $out/checks.txt 2>&1
echo "PASS: $(grep -c PASS $out/checks.txt) of $(wc -l < $out/checks.txt)"; grep -v PASS $out/checks.txt | cut -c1-200 | head -20
for n in 1024 4096 16384; do for rep in 1 2 3; do for dtype in bf16 f16; do for c in full causal; do for v in ws ov; do
  o=$(timeout 60 $run $D/$v/b_${dtype}_d128_$c.cubin.json --iters=10 --shape=b0=$((16384 / n)),b1=16,m=$n,n=$n)
  echo "time ${dtype}_$c N=$n $v $(echo "$o" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
done; done; done; done; done > $out/times.txt 2>&1
python3 - $out/times.txt > $out/times_summary.txt <<'PY'
import sys,collections
t=collections.defaultdict(list)
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)==5 and p[4]: t[(p[1],p[2],p[3])].append(float(p[4]))
keys=sorted({(a,b) for a,b,_ in t})
win=0
for a,b in keys:
    ws,ov=max(t[(a,b,'ws')] or [0]),max(t[(a,b,'ov')] or [0])
    win+= ov>ws
    print(a,b,f"ws={ws:.0f} ov={ov:.0f} ov/ws={ov/max(ws,1):.3f}")
print("ov faster at", win, "of", len(keys))
PY
cat $out/times_summary.txt
cd python
ATTN_MLIR_CACHE=$D/pc timeout 100 python3 -m pytest -q -p no:cacheprovider -rf tests/test_torch_gpu.py > $out/pytest.txt 2>&1
tail -4 $out/pytest.txt | cut -c1-300
ATTN_MLIR_CACHE=$D/pcov timeout 100 python3 -m pytest -q -p no:cacheprovider -rf -s tests/test_torch_gpu.py > $out/pytest_ov.txt 2>&1
echo "== ov"; tail -4 $out/pytest_ov.txt | cut -c1-300
cd ..
sw=$D/sw; grep -q "ov faster at [6-9]\|ov faster at 1[0-2]" $out/times_summary.txt && sw=$D/swov
echo "sweep with $sw"
ATTN_MLIR_CACHE=$sw timeout 150 python3 benchmarks/sweep.py --lengths 1024,4096,16384 --head-dims 128 \
  --dtypes bf16,f16 --backends attn-mlir,flash2,cudnn,flex --out $out/sweep > $out/sweep.log 2>&1
python3 - $out/sweep/sweep.csv <<'PY'
import csv,sys,collections
rows=list(csv.DictReader(open(sys.argv[1])))
t=collections.defaultdict(dict)
for r in rows: t[(r['dtype'],r['d'],r['causal'],int(r['N']))][r['backend']]=r['tflops']
for k in sorted(t): print(k, t[k])
PY
