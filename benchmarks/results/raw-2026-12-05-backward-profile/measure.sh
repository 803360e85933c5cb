# usage: measure.sh OUT  (GPU backward tests, backward sweep next to FA2/cuDNN, GPT-2 steps)
out=$1; mkdir -p $out
export ATTN_MLIR_CACHE=$PWD/.device/pycache-bw
nvidia-smi --query-gpu=name --format=csv,noheader > $out/gpu.txt
(cd python && timeout 120 python3 -m pytest -q tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt
timeout 240 python3 benchmarks/backward_sweep.py --lengths 1024,4096,16384 --out $out/backward > $out/backward.log 2>&1
timeout 200 python3 benchmarks/gpt2_train.py --out $out/gpt2 > $out/gpt2.log 2>&1
tail -4 $out/gpt2.log
