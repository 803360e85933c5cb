out=$1; mkdir -p $out; D=$PWD/.device
ATTN_MLIR_CACHE=$D/pcW timeout 150 python3 .device/exp/cprof.py > $out/cprof.txt 2>&1; grep "host per call" $out/cprof.txt
