# Persistent causal kernels with each batch element's longest tiles first (pers3) vs one tile a
# workgroup (base); non-causal pers3 = pers2. Checks, then timing N = 1k, 4k, 16k, 2 rounds.
out=$1; mkdir -p $out; D=.device/ps; R=build/bin/attn-run
for k in bf16_d128_causal f16_d128_causal; do
  for shape in b0=2,b1=40,m=1100,n=1300 b0=1,b1=200,m=64,n=17 b0=3,b1=5,m=300,n=900; do
    echo "check pers3 $k $shape: $(timeout 30 $R $D/pers3/b_$k.cubin.json --check --iters=1 --shape=$shape 2>&1 | tail -1)"
  done
  echo "ref pers3 $k 2x16x2048: $(timeout 40 $R $D/pers3/b_$k.cubin.json --reference=$D/pers2/r_$k.cubin.json --iters=1 --shape=b0=2,b1=16,m=2048,n=2048 2>&1 | tail -1)"
done > $out/checks.txt 2>&1
echo "checks PASS: $(grep -c PASS $out/checks.txt) of $(wc -l < $out/checks.txt)"; grep -v PASS $out/checks.txt | head -4
for rep in 1; do for k in bf16_d128_causal f16_d128_causal bf16_d128_full; do for n in 1024 4096 16384; do for v in base pers3; do
  [ $k = bf16_d128_full ] && [ $n != 16384 ] && continue
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
    b, p = max(t.get(k + ("base",), [0])), max(t.get(k + ("pers3",), [0]))
    print(f"{k[0]} N={k[1]}: base {b:.0f} pers3 {p:.0f} x{p / b:.3f}" if b else f"{k}: missing")
PY
