# d = 128 warp-specialized kernels with wider key blocks (tile_n 160/176/192) vs the default 128.
out=$1; mkdir -p $out; W=.device/wide; B=.device/ps; R=build/bin/attn-run
for tn in 160 176 192; do for k in bf16_d128_full bf16_d128_causal f16_d128_full f16_d128_causal; do
  for shape in b0=2,b1=40,m=1100,n=1300 b0=1,b1=200,m=64,n=17 b0=1,b1=2,m=434,n=177; do
    echo "check t$tn $k $shape: $(timeout 30 $R $W/t$tn/b_$k.cubin.json --check --iters=1 --shape=$shape 2>&1 | tail -2 | tr '\n' ' ')"
  done
  echo "ref t$tn $k 2x16x2048: $(timeout 40 $R $W/t$tn/b_$k.cubin.json --reference=$B/pers2/r_$k.cubin.json --iters=1 --shape=b0=2,b1=16,m=2048,n=2048 2>&1 | tail -2 | tr '\n' ' ')"
done; done > $out/checks.txt 2>&1
echo "wide checks PASS: $(grep -c PASS $out/checks.txt) of $(wc -l < $out/checks.txt)"; grep -v PASS $out/checks.txt | head -4
for rep in 1 2; do for k in bf16_d128_full bf16_d128_causal f16_d128_full; do for n in 4096 16384; do for v in base t160 t176 t192; do
  if [ $v = base ]; then m=$B/base/b_$k.cubin.json; else m=$W/$v/b_$k.cubin.json; fi
  t=$(timeout 20 $R $m --iters=10 --shape="b0=$((16384 / n)),b1=16,m=$n,n=$n" 2>&1 | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
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
    b = max(t.get(k + ("base",), [0]))
    print(f"{k[0]} N={k[1]}: " + " ".join(f"{v} {max(t.get(k + (v,), [0])):.0f}" + (f" (x{max(t.get(k + (v,), [0])) / b:.3f})" if b and v != "base" else "") for v in ("base", "t160", "t176", "t192")))
PY
