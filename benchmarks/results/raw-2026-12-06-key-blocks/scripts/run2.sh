out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
timeout 400 python3 .device/exp/bwv.py 64-2p=$PWD/.device/pcA:0 64-at=$PWD/.device/pcA:1 128-2p=$PWD/.device/pcB:0 128-at=$PWD/.device/pcB:1 q128-2p=$PWD/.device/pcC:0 > $out/bw128.txt 2>&1; cat $out/bw128.txt | tail -12
