#!/bin/bash
cd "$(dirname "$0")/../.."
O=${OUT:-/tmp/out}; mkdir -p $O
export LD_LIBRARY_PATH=$PWD/build/lib
R=build/bin/attn-run
B=.device/bw
{
for k in b640 b641 b1280 b1281; do for s in b0=1,b1=2,m=177,n=434 b0=2,b1=3,m=300,n=129; do
  echo "check new $k $s: $(timeout 60 $R $B/new_$k.cubin.json --check --iters=1 --shape=$s 2>&1 | tail -3 | tr '\n' ' ')"; done; done
} 2>&1 | tee $O/checks.txt
{
for rnd in 1 2; do for n in 1024 4096 16384; do for k in b640 b641 b1280 b1281; do for v in old new; do
  d=${k:1:-1}; out=$(timeout 60 $R $B/${v}_$k.cubin.json --iters=20 --shape=b0=$((16384/n)),b1=$((2048/d)),m=$n,n=$n 2>&1 | tail -1)
  echo "$rnd $v $k $n $(echo "$out" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
done; done; done; done
} 2>&1 | tee $O/ab.txt
