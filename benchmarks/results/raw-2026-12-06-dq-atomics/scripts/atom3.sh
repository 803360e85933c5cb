# usage: atom3.sh OUT  (two passes: the folded c against HEAD's kernels; GPT-2 with the folded c)
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
ATTN_BW_ATOMICS=0 ATTN_MLIR_CACHE=$PWD/.device/bwhead timeout 90 python3 .device/exp/bwab.py head 2>&1 | grep -v Warn | tee $out/ab.txt
ATTN_BW_ATOMICS=0 ATTN_MLIR_CACHE=$PWD/.device/pc-v timeout 90 python3 .device/exp/bwab.py fold 2>&1 | grep -v Warn | tee -a $out/ab.txt
ATTN_BW_ATOMICS=1 ATTN_MLIR_CACHE=$PWD/.device/pc-v timeout 90 python3 .device/exp/bwab.py atomics 2>&1 | grep -v Warn | tee -a $out/ab.txt
ATTN_MLIR_CACHE=$PWD/.device/pc-v timeout 100 python3 benchmarks/gpt2_train.py --out $out/gpt2 > $out/gpt2.log 2>&1
tail -6 $out/gpt2.log | cut -c1-200
