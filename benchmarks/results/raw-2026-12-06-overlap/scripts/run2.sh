#!/usr/bin/env bash
# On the device: the warp-specialized d = 128 kernels without (ws) and with
# ping-pong (pp), the softmax overlapping the previous P·V (ov), and both
# (ovpp): checks of each, then interleaved timings; the GPU tests with the
# default kernels (new warp-specialized cases), with overlap and with
# ping-pong kernels.
out=$OUT; D=$PWD/.device; run=build/bin/attn-run
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $out/gpu.txt
for v in pp ov ovpp; do for dtype in bf16 f16; do for c in full causal; do
  k=${dtype}_d128_$c
  for shape in b0=1,b1=2,m=177,n=434 b0=1,b1=2,m=434,n=177 b0=1,b1=1,m=64,n=17 b0=1,b1=2,m=1,n=300; do
    echo "check $v $k $shape: $(timeout 60 $run $D/$v/b_$k.cubin.json --check --iters=1 --shape=$shape | tail -2 | tr '\n' ' ')"
  done
  echo "check $v $k scale=3: $(timeout 60 $run $D/$v/b_$k.cubin.json --check --iters=1 --scale=3 --shape=b0=1,b1=2,m=300,n=300 | tail -2 | tr '\n' ' ')"
  echo "check $v $k ref N=4k: $(timeout 120 $run $D/$v/b_$k.cubin.json --reference=$D/$v/r_$k.cubin.json --iters=1 --shape=b0=1,b1=4,m=4096,n=4096 | tail -2 | tr '\n' ' ')"
done; done; done > $out/checks.txt 2>&1
grep -c PASS $out/checks.txt; grep -v PASS $out/checks.txt | cut -c1-200 | head -20
for n in 4096 16384; do for rep in 1 2; do for dtype in bf16 f16; do for c in full causal; do for v in ws pp ov ovpp; do
  o=$(timeout 60 $run $D/$v/b_${dtype}_d128_$c.cubin.json --iters=10 --shape=b0=$((16384 / n)),b1=16,m=$n,n=$n)
  echo "time ${dtype}_$c N=$n $v $(echo "$o" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
done; done; done; done; done > $out/times.txt 2>&1
python3 - $out/times.txt <<'PY'
import sys,collections
t=collections.defaultdict(list)
for l in open(sys.argv[1]):
    p=l.split()
    if len(p)==5 and p[4]: t[(p[1],p[2],p[3])].append(float(p[4]))
keys=sorted({(a,b) for a,b,_ in t})
for a,b in keys: print(a,b,' '.join(f"{v}={max(t[(a,b,v)]) if t[(a,b,v)] else 0:.0f}" for v in ('ws','pp','ov','ovpp')))
PY
cd python
ATTN_MLIR_CACHE=$D/pc timeout 150 python3 -m pytest -q -p no:cacheprovider -rf tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py > $out/pytest.txt 2>&1
tail -6 $out/pytest.txt | cut -c1-300
for v in ov pp; do
ATTN_MLIR_CACHE=$D/pc$v timeout 90 python3 -m pytest -q -p no:cacheprovider -rf tests/test_torch_gpu.py > $out/pytest_$v.txt 2>&1
echo "== $v"; tail -6 $out/pytest_$v.txt | cut -c1-300
done
grep -h "max_abs_err" $out/pytest*.txt | head -0
