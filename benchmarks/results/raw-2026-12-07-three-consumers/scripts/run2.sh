#!/bin/bash
# Call 2: d = 64 through attn_mlir.torch (the launcher picks three consumers
# from 4k rows, 16k causal) next to cuDNN.
cd "$(dirname "$0")/../.."
O=${OUT:-/tmp/out}; mkdir -p $O
export LD_LIBRARY_PATH=$PWD/build/lib ATTN_MLIR_LIBRARY=none
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader > $O/gpu.txt
ATTN_MLIR_CACHE=$PWD/.device/pyv timeout 100 python3 .device/scripts/ab.py launch 64 > $O/torch-launch64.txt 2>&1
cat $O/torch-launch64.txt
