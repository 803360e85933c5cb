out=$1; mkdir -p $out; D=$PWD/.device
ATTN_MLIR_CACHE=$D/pcW timeout 150 python3 .device/exp/prof.py $D/pcW > $out/prof.txt 2>&1; cat $out/prof.txt | tail -22
