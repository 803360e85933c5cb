# usage: atom4.sh OUT  (final kernels: GPU backward tests of both forms; GPT-2 without and with the folded c)
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pc-final timeout 150 python3 -m pytest -q -p no:cacheprovider -rA tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt; grep -E "^FAILED|Error" $out/pytest-backward.txt | head -5
for c in pc-nofold pc-v; do
  ATTN_MLIR_CACHE=$PWD/.device/$c timeout 45 python3 benchmarks/gpt2_train.py --backends flash2,attn-mlir --out $out/gpt2-$c > $out/gpt2-$c.log 2>&1
  echo "$c $(grep -E "^(attn-mlir|flash2)" $out/gpt2-$c.log | cut -c1-30 | tr "\n" " ")"
done
