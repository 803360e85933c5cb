# Call A: reordered causal persistent kernels (run11) and the Vulkan cooperative-matrix ablation (run10).
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $out/gpu.txt 2>&1
export LD_LIBRARY_PATH=$PWD/build/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
timeout 200 bash .device/exp/run11.sh $out/pers3 > $out/pers3.txt 2>&1; cat $out/pers3.txt
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
ls /usr/share/vulkan/icd.d /etc/vulkan/icd.d 2>&1 | head
timeout 200 bash .device/exp/run10.sh $out/coop > $out/coop.txt 2>&1; cat $out/coop.txt
