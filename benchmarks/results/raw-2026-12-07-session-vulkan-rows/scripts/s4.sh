# One call: Vulkan row-group experiment (checks, statistics, timing), GPU pytest, ncu of the wgmma forward vs cuDNN.
set -u
out=${OUT:-/tmp/out}; mkdir -p $out
export LD_LIBRARY_PATH=$PWD/build/lib ATTN_MLIR_LIBRARY=none
T0=$(date +%s)
el() { echo $(( $(date +%s) - T0 )); }
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pycache timeout 120 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch_gpu.py tests/test_torch_gpu_backward.py tests/test_torch_gpu_varlen.py) > $out/pytest-gpu.txt 2>&1
tail -1 $out/pytest-gpu.txt; echo "pytest done $(el) s"
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
R=build/bin/attn-run; V=.device/vkrg
K="f16_d64_full f16_d64_causal f16_d64_bottomright f16_d128_full f16_d128_causal"
for v in base rg2_64 rg2_128 rg4_64 rg4_128; do for k in f16_d64_full f16_d128_full; do
  echo "$v $k $(timeout 60 $R $V/$v/s_$k.spv.json --backend=vulkan --iters=1 --shape=b0=1,b1=2,m=512,n=512 --kernel-statistics 2>&1 | grep -E 'kernel_statistics|error|vulkan:')"
done; done > $out/vk-stats.txt 2>&1
head -3 $out/vk-stats.txt; echo "stats done $(el) s"
{
for rep in 1 2; do for k in $K; do d=$(echo $k | sed 's/.*_d\([0-9]*\)_.*/\1/'); for v in base rg2_64 rg2_128 rg4_64 rg4_128; do
  t=$(timeout 60 $R $V/$v/s_$k.spv.json --backend=vulkan --iters=5 --shape=b0=4,b1=$((2048/d)),m=4096,n=4096 2>&1 | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
  echo "time $k $v $t"
done; done; done
} > $out/vk-time.txt 2>&1
awk '{k=$2" "$3; if ($4>b[k]) b[k]=$4} END {for (k in b) print k, b[k]}' $out/vk-time.txt | sort; echo "time done $(el) s"
{
for v in rg2_64 rg2_128 rg4_64 rg4_128; do for k in $K; do
  for s in b0=1,b1=2,m=177,n=434 b0=1,b1=1,m=300,n=96; do
    echo "check $v $k $s: $(timeout 60 $R $V/$v/s_$k.spv.json --backend=vulkan --check --iters=1 --shape=$s 2>&1 | tail -2 | tr '\n' ' ')"; done
  echo "check $v $k vs reference N=1k: $(timeout 60 $R $V/$v/s_$k.spv.json --backend=vulkan --reference=$V/$v/r_$k.spv.json --iters=1 --shape=b0=1,b1=4,m=1024,n=1024 2>&1 | tail -2 | tr '\n' ' ')"
  [ $(el) -gt 380 ] && break 2
done; done
} > $out/vk-checks.txt 2>&1
echo "checks done $(el) s: $(grep -c PASS $out/vk-checks.txt) PASS, $(grep -c FAIL $out/vk-checks.txt) FAIL"
S="--section SpeedOfLight --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis --section Occupancy --section LaunchStats --section InstructionStats"
for d in 128 64; do
  [ $(el) -gt 500 ] && break
  $R .device/n/b_bf16_d${d}_full.cubin.json --iters=20 --kernel-statistics --shape=b0=4,b1=$((2048/d)),m=4096,n=4096 >> $out/stats.txt 2>&1
  timeout 45 ncu --clock-control none $S -c 1 --launch-skip 1 $R .device/n/b_bf16_d${d}_full.cubin.json --iters=1 --shape=b0=4,b1=$((2048/d)),m=4096,n=4096 > $out/ncu-ours-d$d.txt 2>&1
  timeout 60 ncu --clock-control none $S -k regex:'cudnn|sm90|fmha|flash' -c 1 --launch-skip 1 python3 .device/scripts/prof.py $d 4096 > $out/ncu-cudnn-d$d.txt 2>&1
  echo "ncu d$d done $(el) s"
done
cat $out/stats.txt
