out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
timeout 400 python3 .device/exp/bw128.py $PWD/.device/pcA $PWD/.device/pcB $PWD/.device/pcC > $out/bw128.txt 2>&1; cat $out/bw128.txt | tail -12
