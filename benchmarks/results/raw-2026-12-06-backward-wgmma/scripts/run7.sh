out=$1; mkdir -p $out; D=$PWD/.device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$D/pcW timeout 280 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py > $out/pytest-gpu.txt 2>&1)
tail -1 $out/pytest-gpu.txt; grep -E "^FAILED|Error" $out/pytest-gpu.txt | head -8
ATTN_MLIR_CACHE=$D/pcW timeout 70 python3 benchmarks/gpt2_train.py --backends flash2,attn-mlir,cudnn --out $out/gpt2 > $out/gpt2.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2.log | cut -c1-40
ATTN_MLIR_CACHE=$D/pcW timeout 60 python3 .device/exp/prof.py $D/pcW > $out/prof.txt 2>&1; grep -E "==|attention" $out/prof.txt | head -8
