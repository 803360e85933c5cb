# usage: atom.sh OUT  (dQ-by-atomics kernels: GPU backward tests, A/B against the two-pass form, sweep, GPT-2)
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pc-atom timeout 150 python3 -m pytest -q -x -p no:cacheprovider tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -15 $out/pytest-backward.txt
ATTN_BW_ATOMICS=1 ATTN_MLIR_CACHE=$PWD/.device/pc-atom timeout 120 python3 .device/exp/bwab.py ref 2>&1 | grep -v Warn | tee $out/ab.txt
ATTN_BW_ATOMICS=0 ATTN_MLIR_CACHE=$PWD/.device/pc-atom timeout 90 python3 .device/exp/bwab.py twopass 2>&1 | grep -v Warn | tee -a $out/ab.txt
ATTN_MLIR_CACHE=$PWD/.device/pc-sweep timeout 170 python3 benchmarks/backward_sweep.py --lengths 1024,4096,16384 --out $out/backward > $out/backward.log 2>&1
grep -E "attn-mlir|ratio|x FA2" $out/backward.log | head -30
ATTN_MLIR_CACHE=$PWD/.device/pc-sweep timeout 150 python3 benchmarks/gpt2_train.py --out $out/gpt2 > $out/gpt2.log 2>&1
tail -6 $out/gpt2.log
