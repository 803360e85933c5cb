#!/usr/bin/env bash
/usr/local/cuda/bin/cuobjdump -sass .device/tma/new/b_bf16_d128_full.cubin | grep -o "UTMALDG[.A-Z0-9]*\|HGMMA[.A-Z0-9x]*\|SYNCS[.A-Z0-9]*" | sort | uniq -c
ATTN_AB_DTYPES=bf16 ATTN_AB_REPS=2 timeout 200 bash benchmarks/ab_cubins.sh .device/tma/old .device/tma/new 4096 16384 2>&1
cd python
ATTN_MLIR_CACHE=../.device/pc1 timeout 330 python3 -m pytest -q -x -p no:cacheprovider \
  tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py > $OUT/pytest.txt 2>&1
tail -25 $OUT/pytest.txt
