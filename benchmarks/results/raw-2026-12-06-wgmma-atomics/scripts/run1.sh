out=$1; mkdir -p $out; D=$PWD/.device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$D/pcN timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt; grep -E "^FAILED|Error" $out/pytest-backward.txt | head -8
timeout 100 python3 .device/exp/bwg.py wg-2p=$D/pcN:0 wg-at=$D/pcN:1 wg-ats=$D/pcS:1 > $out/bwg.txt 2>&1; cat $out/bwg.txt | cut -c1-300
timeout 240 python3 .device/exp/bwv.py wg-2p=$D/pcN:0 wg-at=$D/pcN:1 wg-ats=$D/pcS:1 > $out/bwv.txt 2>&1; tail -9 $out/bwv.txt
ATTN_MLIR_CACHE=$D/pcN timeout 70 python3 .device/exp/gpt2_atomics.py --backends flash2,attn-mlir,cudnn --out $out/gpt2-at > $out/gpt2-at.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2-at.log | cut -c1-60
ATTN_MLIR_CACHE=$D/pcN timeout 70 python3 benchmarks/gpt2_train.py --backends flash2,attn-mlir,cudnn --out $out/gpt2-2p > $out/gpt2-2p.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2-2p.log | cut -c1-60
