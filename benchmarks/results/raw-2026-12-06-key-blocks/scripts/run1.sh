# usage: run1.sh OUT
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pcB timeout 200 python3 -m pytest -q -p no:cacheprovider -x tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt; grep -E "^FAILED|Error" $out/pytest-backward.txt | head -5
timeout 200 python3 .device/exp/bwv.py 64-2p=$PWD/.device/pcA:0 64-at=$PWD/.device/pcA:1 128-2p=$PWD/.device/pcB:0 128-at=$PWD/.device/pcB:1 q128-2p=$PWD/.device/pcC:0 > $out/bw128.txt 2>&1; cat $out/bw128.txt | tail -9
for c in pcA pcB pcC; do for a in 0 1; do
  [ $c = pcC ] && [ $a = 1 ] && continue
  ATOM=$a ATTN_MLIR_CACHE=$PWD/.device/$c timeout 60 python3 .device/exp/gpt2ab.py --backends flash2,attn-mlir --out $out/gpt2-$c-$a > $out/gpt2-$c-$a.log 2>&1
  echo "$c atom=$a $(grep -E "^(attn-mlir|flash2)" $out/gpt2-$c-$a.log | cut -c1-30 | tr "\n" " ")"
done; done
