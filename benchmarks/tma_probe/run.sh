#!/usr/bin/env bash
# Build and run the TMA layout probe (needs an sm_90 GPU to run).
set -u
cd "$(dirname "$0")"
NVCC=${NVCC:-/usr/local/cuda/bin/nvcc}
echo "+ $NVCC -gencode=arch=compute_90a,code=sm_90a -O2 -std=c++17 -o probe probe.cu"
"$NVCC" -gencode=arch=compute_90a,code=sm_90a -O2 -std=c++17 -o probe probe.cu || { echo "FAIL: compile"; exit 4; }
./probe
rc=$?
echo "probe exit code: $rc"
exit $rc
