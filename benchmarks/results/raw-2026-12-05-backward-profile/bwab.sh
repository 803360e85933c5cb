out=$1; mkdir -p $out
for c in bwcache:ref bwcache2:fma-stats bwcache3:step32 bwcache4:minctasm bwcache5:minctasm-kv; do
  ATTN_MLIR_CACHE=$PWD/.device/${c%%:*} timeout 100 python3 .device/exp/bwab.py ${c##*:} 2>&1 | grep -v Warn
done | tee $out/ab.txt
