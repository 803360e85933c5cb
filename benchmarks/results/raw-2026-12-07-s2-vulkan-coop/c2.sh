# Vulkan on the GPU: the cooperative-matrix kernel's trust tests, the prefetch A/B, statistics.
set -u
out=${OUT:-/tmp/out}; mkdir -p $out
export LD_LIBRARY_PATH=$PWD/build/lib ATTN_MLIR_LIBRARY=none
T0=$(date +%s); el() { echo $(( $(date +%s) - T0 )); }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $out/gpu.txt
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
build/bin/attn-run --list-devices | tee -a $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pycache timeout 200 python3 -m pytest -q -p no:cacheprovider -rs tests/test_vulkan_cooperative.py) > $out/pytest-coop.txt 2>&1
tail -5 $out/pytest-coop.txt; echo "coop pytest done $(el) s"
R=build/bin/attn-run
for v in old new; do for k in f16_d64_full f16_d128_full; do
  echo "$v $k $(timeout 30 $R .device/vkpf/$v/s_$k.spv.json --backend=vulkan --iters=1 --shape=b0=1,b1=2,m=512,n=512 --kernel-statistics 2>&1 | grep -E 'kernel_statistics|error' | sed 's/Binary Size=[0-9]*; //')"
done; done > $out/vk-stats.txt 2>&1
cat $out/vk-stats.txt | cut -c1-300; echo "stats done $(el) s"
ATTN_AB_KERNEL=cooperative-matrix timeout 330 bash benchmarks/ab_vulkan.sh run .device/vkpf/old .device/vkpf/new 4096 > $out/ab-prefetch.txt 2>&1
echo "ab done $(el) s: $(grep -c PASS $out/ab-prefetch.txt) PASS, $(grep -c FAIL $out/ab-prefetch.txt) FAIL"
grep time $out/ab-prefetch.txt
