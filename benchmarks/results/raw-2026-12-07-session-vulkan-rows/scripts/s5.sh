set -u
out=${OUT:-/tmp/out}; mkdir -p $out
export LD_LIBRARY_PATH=$PWD/build/lib ATTN_MLIR_LIBRARY=none
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pycache timeout 60 python3 -m pytest -q -p no:cacheprovider -m gpu tests/test_torch_gpu.py -k "small_grids" ) 2>&1 | tail -2
for f in .gl/*.deb; do dpkg -x $f /; done; ldconfig
R=build/bin/attn-run; V=.device/vkrg
for v in base rg2_64 rg2_128 rg4_64 rg4_128; do for k in f16_d64_full f16_d128_full; do
  echo "$v $k $(timeout 30 $R $V/$v/s_$k.spv.json --backend=vulkan --iters=1 --shape=b0=1,b1=2,m=512,n=512 --kernel-statistics 2>&1 | grep -E 'kernel_statistics|error|vulkan:' | sed 's/Binary Size=[0-9]*; //; s/Local Memory Size=[0-9]*; //')"
done; done
