#!/usr/bin/env bash
# On the device: checks of the warp-specialized kernels (attn-run), the GPU
# tests with them, and the d = 128 sweep next to FA2, cuDNN and Flex.
out=$OUT; D=$PWD/.device
nvidia-smi --query-gpu=name,clocks.sm --format=csv,noheader | tee $out/gpu.txt
/usr/local/cuda/bin/cuobjdump -sass $D/ws/b_bf16_d128_full.cubin | grep -o "UTMALDG[.A-Z0-9]*\|HGMMA[.A-Z0-9x]*\|SYNCS[.A-Z0-9]*\|USETMAXREG[.A-Z0-9]*\|BAR[.A-Z0-9]*" | sort | uniq -c > $out/sass.txt
cat $out/sass.txt
ATTN_SWEEP_HEAD_DIMS=128 ATTN_SWEEP_DTYPES="bf16 f16" timeout 150 bash benchmarks/nvvm_sweep.sh run $D/ws 4096 16384 > $out/nvvm.txt 2>&1
cat $out/nvvm.txt | cut -c1-200
(cd python && ATTN_MLIR_CACHE=$D/pc1 timeout 120 python3 -m pytest -q -x -p no:cacheprovider \
  tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py > $out/pytest.txt 2>&1)
tail -4 $out/pytest.txt
ATTN_MLIR_CACHE=$D/pcs timeout 230 python3 benchmarks/sweep.py --lengths 1024,4096,16384 --head-dims 128 \
  --dtypes bf16,f16 --backends attn-mlir,flash2,cudnn,flex --out $out/sweep > $out/sweep.log 2>&1
tail -2 $out/sweep.log
python3 - $out/sweep/sweep.csv <<'PY'
import csv,sys,collections
rows=list(csv.DictReader(open(sys.argv[1])))
t=collections.defaultdict(dict)
for r in rows: t[(r['dtype'],r['d'],r['causal'],int(r['N']))][r['backend']]=r['tflops']
for k in sorted(t): print(k, t[k])
PY
