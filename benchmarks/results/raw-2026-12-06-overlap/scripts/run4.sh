#!/usr/bin/env bash
# On the device: the final build's kernels (the softmax overlap the default
# at d = 128): every GPU test, then the d = 64 and d = 128 sweep kernels'
# checks and timings through attn-run.
out=$OUT; D=$PWD/.device
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$D/pc timeout 150 python3 -m pytest -q -p no:cacheprovider -rf -s \
  tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py > $out/pytest.txt 2>&1)
grep -h "max_abs_err" $out/pytest.txt | grep -i "lse\|large\|limit\|bool\|bottom" | head -12
tail -3 $out/pytest.txt | cut -c1-300
ATTN_SWEEP_HEAD_DIMS="64 128" timeout 200 bash benchmarks/nvvm_sweep.sh run $D/final 4096 16384 > $out/nvvm_sweep.txt 2>&1
cut -c1-170 $out/nvvm_sweep.txt
