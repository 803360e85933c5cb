#!/usr/bin/env bash
set -uo pipefail
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
export LD_LIBRARY_PATH=$PWD/build/lib
mkdir -p $OUT
V=.device/vab
ab() { local name=$1 limit=$2 reps=$3 kernel=$4 old=$5 new=$6; shift 6
  ATTN_AB_REPS=$reps ATTN_AB_KERNEL=$kernel timeout $limit bash benchmarks/ab_vulkan.sh run $V/$old $V/$new "$@" > $OUT/$name.txt 2>&1
  echo "== $name: $(grep -c PASS $OUT/$name.txt) PASS"; grep -v PASS $OUT/$name.txt | grep -v "^time" | tail -5
  grep "^time" $OUT/$name.txt | awk '{k=$2" "$3" "$4; v[k]=v[k]" "$5} END {for (k in v) print k, v[k]}' | sort; }
ab dbuf 150 1 cooperative-matrix arena64-cooperative-matrix dbuf-cooperative-matrix 4096
