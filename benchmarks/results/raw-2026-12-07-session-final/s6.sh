# Final short call: kernel statistics after the runner refactor; Vulkan tiles with two row groups; d = 64 causal 1 vs 3 consumers.
set -u
out=${OUT:-/tmp/out}; mkdir -p $out
export LD_LIBRARY_PATH=$PWD/build/lib
T0=$(date +%s); el() { echo $(( $(date +%s) - T0 )); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
R=build/bin/attn-run
{
for rnd in 1 2; do for n in 4096 8192 16384; do for v in n c8; do
  o=$(timeout 30 $R .device/$v/b_bf16_d64_causal.cubin.json --iters=100 --shape=b0=$((16384/n)),b1=32,m=$n,n=$n | tail -1)
  echo "$rnd $v causal $n $(echo "$o" | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')"
done; done; done
} > $out/c8.txt 2>&1
cat $out/c8.txt; echo "cuda done $(el) s"
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
V=.device/vk2
$R $V/t16/s_f16_d64_full.spv.json --backend=vulkan --iters=1 --shape=b0=1,b1=2,m=512,n=512 --kernel-statistics | tail -1
for v in t32 m32; do for k in f16_d64_full f16_d128_full; do
  echo "check $v $k: $(timeout 30 $R $V/$v/s_$k.spv.json --backend=vulkan --check --iters=1 --shape=b0=1,b1=2,m=177,n=434 2>&1 | tail -1)"
done; done
for rnd in 1 2; do for k in f16_d64_full f16_d128_full f16_d64_causal; do d=$(echo $k | sed 's/.*_d\([0-9]*\)_.*/\1/'); for v in t16 t32 m32; do
  t=$(timeout 30 $R $V/$v/s_$k.spv.json --backend=vulkan --iters=5 --shape=b0=4,b1=$((2048/d)),m=4096,n=4096 2>&1 | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
  echo "time $rnd $k $v $t"
  [ $(el) -gt 120 ] && break 3
done; done; done
echo "all done $(el) s"
