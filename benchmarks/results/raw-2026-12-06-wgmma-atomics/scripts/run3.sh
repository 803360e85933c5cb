out=$1; mkdir -p $out; D=$PWD/.device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$D/pcB timeout 100 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt; grep -E "^FAILED|Error" $out/pytest-backward.txt | head -8
timeout 110 python3 .device/exp/bwv.py wg-2p=$D/pcB:0 wg-bulk=$D/pcB:1 wg-red=$D/pcN:1 > $out/bwv.txt 2>&1; tail -9 $out/bwv.txt
ATTN_MLIR_CACHE=$D/pcB timeout 60 python3 .device/exp/gpt2_atomics.py --backends flash2,attn-mlir,cudnn --out $out/gpt2-bulk > $out/gpt2-bulk.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2-bulk.log | cut -c1-60
