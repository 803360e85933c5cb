# Vulkan cooperative-matrix kernel ablations (timing only): base, no softmax (S stored, P loaded
# from shared memory as is), no softmax + no K/V staging. f16 BHSD, N = 4k (and 1k).
out=$1; mkdir -p $out; C=.device/coop; R=build/bin/attn-run
$R --list-devices 2>&1 | head -3
for rep in 1 2; do for d in 64 128; do for n in 1024 4096; do for v in base nosm nost; do
  t=$(timeout 60 $R $C/${v}_d$d.spv.json --backend=vulkan --iters=5 --shape="b0=$((16384 / n)),b1=$((2048 / d)),m=$n,n=$n" 2>&1 | sed -n 's/.*tflops=\([0-9.]*\).*/\1/p')
  echo "coop d$d N=$n $v $t"
done; done; done; done | tee $out/coop.txt | sort | awk '{k=$1" "$2" "$3" "$4; if ($5>b[k]) b[k]=$5} END {for (k in b) print k, b[k]}' | sort
