# Causal persistent kernels with paired tiles (pairs) vs one tile a workgroup (base): checks,
# the GPU pytest on a cache with every warp-specialized kernel persistent, then timing.
out=$1; mkdir -p $out; D=.device/pp; R=build/bin/attn-run
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $out/gpu.txt 2>&1
for k in bf16_d128_causal f16_d128_causal; do
  for shape in b0=2,b1=40,m=1100,n=1300 b0=1,b1=200,m=64,n=17 b0=3,b1=5,m=300,n=900 b0=1,b1=3,m=1000,n=200 b0=1,b1=1,m=129,n=129; do
    echo "check pairs $k $shape: $(timeout 30 $R $D/pairs/b_$k.cubin.json --check --iters=1 --shape=$shape 2>&1 | tail -1)"
  done
  echo "ref pairs $k 2x16x2048: $(timeout 40 $R $D/pairs/b_$k.cubin.json --reference=$D/pairs/r_$k.cubin.json --iters=1 --shape=b0=2,b1=16,m=2048,n=2048 2>&1 | tail -1)"
  echo "ref pairs $k 1x2x16384: $(timeout 60 $R $D/pairs/b_$k.cubin.json --reference=$D/pairs/r_$k.cubin.json --iters=1 --shape=b0=1,b1=2,m=16384,n=16384 2>&1 | tail -1)"
done > $out/checks.txt 2>&1
echo "checks PASS: $(grep -c PASS $out/checks.txt) of $(wc -l < $out/checks.txt)"; grep -v PASS $out/checks.txt | head -4
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pcA timeout 200 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch_gpu.py tests/test_torch_gpu_varlen.py 2>&1 | tail -4) > $out/pytest.txt; cat $out/pytest.txt
for rep in 1 2; do for k in bf16_d128_causal f16_d128_causal; do for n in 512 1024 2048 4096 16384; do for v in base pairs; do
  t=$(timeout 30 $R $D/$v/b_$k.cubin.json --iters=10 --shape="b0=$((16384 / n)),b1=16,m=$n,n=$n" 2>&1 | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
  echo "time $k $n $v $t"
done; done; done; done > $out/time.txt
python3 - $out/time.txt <<'PY'
import sys, collections
t = collections.defaultdict(list)
for l in open(sys.argv[1]):
    p = l.split()
    if len(p) == 5 and p[4]:
        t[(p[1], int(p[2]), p[3])].append(float(p[4]))
for k in sorted({(a, b) for a, b, _ in t}):
    b, p = max(t.get(k + ("base",), [0])), max(t.get(k + ("pairs",), [0]))
    print(f"{k[0]} N={k[1]}: base {b:.0f} pairs {p:.0f} x{p / b:.3f}" if b else f"{k}: missing")
PY
