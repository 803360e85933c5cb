#!/usr/bin/env bash
out=$1; mkdir -p $out
export ATTN_MLIR_CACHE=$PWD/.device/bwcache
for d in 64 128; do
  for b in ours fa2; do timeout 60 python3 .device/exp/bwprof.py $d 4096 0 $b; done
done 2>&1 | tail -4 | tee $out/times.txt
S="--section SpeedOfLight --section ComputeWorkloadAnalysis --section MemoryWorkloadAnalysis --section WarpStateStats --section Occupancy --section LaunchStats --section InstructionStats --section SchedulerStats"
for d in 64 128; do
  timeout 150 ncu --clock-control none -k regex:attention_backward --launch-count 2 $S --metrics smsp__pcsamp_warps_issue_stalled_barrier,smsp__pcsamp_warps_issue_stalled_short_scoreboard,smsp__pcsamp_warps_issue_stalled_long_scoreboard,smsp__pcsamp_warps_issue_stalled_mio_throttle,smsp__pcsamp_warps_issue_stalled_math_pipe_throttle,smsp__inst_executed_pipe_tensor.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum python3 .device/exp/bwprof.py $d 4096 0 ours > $out/ncu-ours-$d.txt 2>&1
done
