# Call B: the standard sweep next to FA2, cuDNN and FlexAttention in one process.
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $out/gpu.txt 2>&1
ATTN_MLIR_CACHE=$PWD/.device/pycache timeout 560 python3 benchmarks/sweep.py --backends attn-mlir,flash2,cudnn,flex --out $out/sweep > $out/sweep.log 2>&1
echo "exit $?"; tail -c 1500 $out/sweep.log
