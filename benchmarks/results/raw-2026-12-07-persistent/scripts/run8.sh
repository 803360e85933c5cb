# d = 64: warp-specialized 128x128 (ws) and persistent warp-specialized (wsp) vs the
# default one-warpgroup 64x128 kernel (base); checks then timing at N = 1k, 4k, 2 rounds.
out=$1; mkdir -p $out; D=.device/d64; R=build/bin/attn-run
for v in ws wsp; do for k in bf16_d64_full bf16_d64_causal f16_d64_full f16_d64_causal; do
  for shape in b0=2,b1=40,m=1100,n=1300 b0=1,b1=200,m=64,n=17 b0=1,b1=2,m=434,n=177; do
    echo "check $v $k $shape: $(timeout 30 $R $D/$v/b_$k.cubin.json --check --iters=1 --shape=$shape 2>&1 | tail -2 | tr '\n' ' ')"
  done
  echo "ref $v $k 2x32x2048: $(timeout 40 $R $D/$v/b_$k.cubin.json --reference=$D/$v/r_$k.cubin.json --iters=1 --shape=b0=2,b1=32,m=2048,n=2048 2>&1 | tail -2 | tr '\n' ' ')"
done; done > $out/checks.txt 2>&1
echo "d64 checks PASS: $(grep -c PASS $out/checks.txt) of $(wc -l < $out/checks.txt)"; grep -v PASS $out/checks.txt | head -4
for rep in 1 2; do for k in bf16_d64_full bf16_d64_causal f16_d64_full f16_d64_causal; do for n in 1024 4096 16384; do for v in base ws wsp; do
  t=$(timeout 20 $R $D/$v/b_$k.cubin.json --iters=10 --shape="b0=$((16384 / n)),b1=32,m=$n,n=$n" 2>&1 | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
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
    r = " ".join(f"{v} {max(t.get(k + (v,), [0])):.0f}" for v in ("base", "ws", "wsp"))
    print(f"{k[0]} N={k[1]}: {r}" + (f" ws x{max(t.get(k + ('ws',), [0])) / b:.3f} wsp x{max(t.get(k + ('wsp',), [0])) / b:.3f}" if b else ""))
PY
