# Branch wgmma-128-key-atomics (dad48ea): the wgmma key pass on two warpgroups (128 keys).
# pcK2: that branch's build with its experiment switch ATTN_EXP_KEY128=1 (the two passes' key pass
# on 128 keys too; the atomics' is always 128 there); pcN: main's (64-key key passes).
out=$1; mkdir -p $out; D=$PWD/.device
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$D/pcK2 timeout 100 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt; grep -E "^FAILED|Error" $out/pytest-backward.txt | head -8
timeout 150 python3 .device/exp/bwv.py wg-2p64=$D/pcN:0 wg-2p128=$D/pcK2:0 wg-at128=$D/pcK2:1 wg-at64=$D/pcN:1 > $out/bwv.txt 2>&1; tail -9 $out/bwv.txt
ATTN_MLIR_CACHE=$D/pcK2 timeout 60 python3 .device/exp/gpt2_atomics.py --backends flash2,attn-mlir,cudnn --out $out/gpt2-at128 > $out/gpt2-at128.log 2>&1
grep -E "^(attn-mlir|flash2|cudnn)" $out/gpt2-at128.log | cut -c1-60
