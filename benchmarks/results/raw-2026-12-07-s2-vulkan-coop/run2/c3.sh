set -u
out=${OUT:-/tmp/out}; mkdir -p $out
export LD_LIBRARY_PATH=$PWD/build/lib ATTN_MLIR_LIBRARY=none ATTN_MLIR_CACHE=$PWD/.device/pycache
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
timeout 30 python3 .device/scripts/vkext.py > $out/vkext.txt 2>&1; cat $out/vkext.txt
for r in old new; do echo "== runner $r"; timeout 120 python3 .device/vkleak/probe.py $PWD/.device/vkleak/$r.so 2>&1 | tail -3; done | tee $out/probe.txt
(cd python && ATTN_MLIR_VULKAN_RUNNER=$PWD/../.device/vkleak/new.so timeout 300 python3 -m pytest -q -p no:cacheprovider -rs tests/test_vulkan_cooperative.py) > $out/pytest-coop.txt 2>&1
tail -5 $out/pytest-coop.txt
