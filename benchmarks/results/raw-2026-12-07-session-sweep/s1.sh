# The standard sweep (ours, FA2, cuDNN, FlexAttention; bf16/f16, d = 64/128, N = 512..16k) in one process.
set -u
out=${OUT:-/tmp/out}; mkdir -p $out
export LD_LIBRARY_PATH=$PWD/build/lib ATTN_MLIR_LIBRARY=none
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee $out/gpu.txt
python3 -c "import torch; print(torch.__version__)" | tee -a $out/gpu.txt
start=$(date +%s)
bash benchmarks/device_run.sh run $out/r1 sdpa-sweep
echo "sweep took $(( $(date +%s) - start )) s"
