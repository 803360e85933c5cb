out=$1; mkdir -p $out; D=$PWD/.device
nvidia-smi --query-gpu=name,clocks.sm --format=csv,noheader | tee $out/gpu.txt
timeout 120 python3 .device/exp/bwg.py mma-2p=$D/pcA:0 wg-2p=$D/pcW:0 > $out/bwg.txt 2>&1; cat $out/bwg.txt | tail -4
for c in pcA pcW; do ATTN_MLIR_CACHE=$D/$c timeout 60 python3 benchmarks/gpt2_train.py --backends flash2,attn-mlir --out $out/gpt2-$c > $out/gpt2-$c.log 2>&1
grep -E "^(attn-mlir|flash2)" $out/gpt2-$c.log | cut -c1-30 | sed "s/^/$c /"; done
