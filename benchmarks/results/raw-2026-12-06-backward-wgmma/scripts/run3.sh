out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pcW timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt; grep -E "^FAILED|Error" $out/pytest-backward.txt | head -8
D=$PWD/.device
timeout 200 python3 .device/exp/bwv.py mma-2p=$D/pcA:0 wg-2p=$D/pcW:0 128-at=$D/pcB:1 > $out/bwv.txt 2>&1; tail -9 $out/bwv.txt
ATTN_MLIR_CACHE=$D/pcW timeout 60 python3 benchmarks/gpt2_train.py --backends flash2,attn-mlir,cudnn --out $out/gpt2-w > $out/gpt2-w.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2-w.log | cut -c1-40
