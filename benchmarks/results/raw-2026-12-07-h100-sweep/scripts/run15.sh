# Causal d = 128 with pairs of persistent tiles (the new default) next to FA2, cuDNN and FlexAttention.
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $out/gpu.txt 2>&1
ATTN_MLIR_CACHE=$PWD/.device/pycacheOn timeout 280 python3 benchmarks/sweep.py --head-dims 128 --backends attn-mlir,flash2,cudnn,flex --out $out/sweep > $out/sweep.log 2>&1
echo "exit $?"; tail -c 300 $out/sweep.log
