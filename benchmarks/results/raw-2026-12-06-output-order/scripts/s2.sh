out=$1; mkdir -p $out; D=$PWD/.device
nvidia-smi --query-gpu=name,clocks.sm --format=csv,noheader | tee $out/gpu.txt
summ() { python3 - $1 <<'PY'
import sys,collections,statistics
r=collections.defaultdict(list)
for l in open(sys.argv[1]):
    p=l.split()
    if p and p[0]=="time" and len(p)==5: r[(p[1],p[2],p[3])].append(float(p[4]))
for k in sorted({(a,b) for a,b,_ in r}):
    o=statistics.median(r[k+("old",)]); n=statistics.median(r[k+("new",)])
    print(k[0],k[1],"old %.1f new %.1f ratio %.3f"%(o,n,n/o))
PY
}
for pair in "128 new8" "64 new8t" "128 new8t128"; do set -- $pair
  ATTN_AB_DTYPES=bf16 ATTN_SWEEP_HEAD_DIMS="$1" timeout 150 bash benchmarks/ab_cubins.sh $D/old $D/$2 4096 16384 > $out/ab-$2.txt 2>&1
  echo "== $2: $(grep -c PASS $out/ab-$2.txt) PASS $(grep -c FAIL $out/ab-$2.txt) FAIL"; summ $out/ab-$2.txt
done
(cd python && ATTN_MLIR_CACHE=$D/pc1 timeout 250 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py > $out/pytest-gpu.txt 2>&1)
tail -1 $out/pytest-gpu.txt; grep -E "^FAILED|^E  " $out/pytest-gpu.txt | head -8
