out=$1; mkdir -p $out; D=$PWD/.device
nvidia-smi --query-gpu=name,clocks.sm --format=csv,noheader | tee $out/gpu.txt
ATTN_AB_DTYPES=bf16 ATTN_SWEEP_HEAD_DIMS="64 128" timeout 200 bash benchmarks/ab_cubins.sh $D/old $D/new 4096 16384 > $out/ab.txt 2>&1
grep -c PASS $out/ab.txt; grep FAIL $out/ab.txt | head -3
python3 - $out/ab.txt <<'PY'
import sys,collections,statistics
r=collections.defaultdict(list)
for l in open(sys.argv[1]):
    p=l.split()
    if p and p[0]=="time" and len(p)==5: r[(p[1],p[2],p[3])].append(float(p[4]))
for k in sorted({(a,b) for a,b,_ in r}):
    o=statistics.median(r[k+("old",)]); n=statistics.median(r[k+("new",)])
    print(k[0],k[1],"old %.1f new %.1f ratio %.3f"%(o,n,n/o))
PY
(cd python && ATTN_MLIR_CACHE=$D/pc1 timeout 280 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py > $out/pytest-gpu.txt 2>&1)
tail -1 $out/pytest-gpu.txt; grep -E "^FAILED|Error" $out/pytest-gpu.txt | head -8
ATTN_MLIR_CACHE=$D/pc1 timeout 90 python3 benchmarks/gpt2_train.py --backends flash2,attn-mlir,cudnn --out $out/gpt2 > $out/gpt2.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2.log | cut -c1-60
