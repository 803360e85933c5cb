#!/usr/bin/env bash
set -euo pipefail
ATTN_SWEEP_KERNEL=wgmma ATTN_SWEEP_CHIP=sm_90a ATTN_SWEEP_HEAD_DIMS="64 128" ATTN_SWEEP_DTYPES="bf16 f16" \
  bash benchmarks/nvvm_sweep.sh prepare .device/tma/new
ATTN_TMP_ASYNC=1 ATTN_SWEEP_KERNEL=wgmma ATTN_SWEEP_CHIP=sm_90a ATTN_SWEEP_HEAD_DIMS="64 128" ATTN_SWEEP_DTYPES="bf16 f16" \
  bash benchmarks/nvvm_sweep.sh prepare .device/tma/old
