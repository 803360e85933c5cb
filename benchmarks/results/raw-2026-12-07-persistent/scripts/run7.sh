# Leanest: persistent two-Q kernels (pers2): checks with more tiles than multiprocessors (attn-run
# float64, the reference kernel, the Python launcher); base vs pers2 timed at N = 1k and 4k, 2 rounds.
out=$1; mkdir -p $out; D=.device/ps; R=build/bin/attn-run
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
for k in bf16_d128_full bf16_d128_causal f16_d128_full f16_d128_causal; do
  for shape in b0=2,b1=40,m=1100,n=1300 b0=1,b1=200,m=64,n=17; do
    echo "check pers2 $k $shape: $(timeout 30 $R $D/pers2/b_$k.cubin.json --check --iters=1 --shape=$shape 2>&1 | tail -2 | tr '\n' ' ')"
  done
  echo "ref pers2 $k 2x16x2048: $(timeout 40 $R $D/pers2/b_$k.cubin.json --reference=$D/pers2/r_$k.cubin.json --iters=1 --shape=b0=2,b1=16,m=2048,n=2048 2>&1 | tail -2 | tr '\n' ' ')"
done > $out/checks.txt 2>&1
echo "checks PASS: $(grep -c PASS $out/checks.txt) of $(wc -l < $out/checks.txt)"; grep -v PASS $out/checks.txt | head -4
timeout 45 python3 .device/exp/persist_py.py $D/pers2 > $out/py.txt 2>&1; echo "py PASS: $(grep -c PASS $out/py.txt)"; grep -v PASS $out/py.txt | head -4
for rep in 1 2; do for k in bf16_d128_full bf16_d128_causal f16_d128_full f16_d128_causal; do for n in 1024 4096; do for v in base pers2; do
  t=$(timeout 20 $R $D/$v/b_$k.cubin.json --iters=10 --shape="b0=$((16384 / n)),b1=16,m=$n,n=$n" 2>&1 | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
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
    b, p = max(t.get(k + ("base",), [0])), max(t.get(k + ("pers2",), [0]))
    print(f"{k[0]} N={k[1]}: base {b:.0f} pers2 {p:.0f} x{p / b:.3f}" if b else f"{k}: missing")
PY
