#!/usr/bin/env bash
# Vulkan A/B: 16-byte vector staging (new) vs element staging (old, 0da8c1e);
# new vs arena (Q/K/V one array, no O tile: 128-row tiles) and arena64
# (same code, --tile-m=64); the SIMT kernel old vs new.
set -uo pipefail
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export LD_LIBRARY_PATH=$PWD/build/lib
mkdir -p $OUT
V=.device/vab
ab() { # name limit reps kernel old new lengths...
  local name=$1 limit=$2 reps=$3 kernel=$4 old=$5 new=$6; shift 6
  ATTN_AB_REPS=$reps ATTN_AB_KERNEL=$kernel timeout $limit bash benchmarks/ab_vulkan.sh run $V/$old $V/$new "$@" > $OUT/$name.txt 2>&1
  echo "== $name: $(grep -c PASS $OUT/$name.txt) PASS"; grep -v PASS $OUT/$name.txt | grep -v "^time" | tail -5
  grep "^time" $OUT/$name.txt | awk '{k=$2" "$3" "$4; v[k]=v[k]" "$5} END {for (k in v) print k, v[k]}' | sort
}
ab coop 170 1 cooperative-matrix old-cooperative-matrix new-cooperative-matrix 4096
ab arena 170 1 cooperative-matrix new-cooperative-matrix arena-cooperative-matrix 4096
ab arena64 60 1 cooperative-matrix new-cooperative-matrix arena64-cooperative-matrix 4096
