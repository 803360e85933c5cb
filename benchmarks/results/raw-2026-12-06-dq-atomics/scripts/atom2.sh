# usage: atom2.sh OUT  (v2 reductions + rotation + folded c: GPU backward tests, A/B, SASS of one key pass; then the pending forward tests)
out=$1; mkdir -p $out
nvidia-smi --query-gpu=name --format=csv,noheader | tee $out/gpu.txt
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pc-v timeout 150 python3 -m pytest -q -x -p no:cacheprovider tests/test_torch_gpu_backward.py > $out/pytest-backward.txt 2>&1)
tail -1 $out/pytest-backward.txt; grep -E "FAIL|Error" $out/pytest-backward.txt | head -5
ATTN_BW_ATOMICS=1 ATTN_MLIR_CACHE=$PWD/.device/pc-v timeout 120 python3 .device/exp/bwab.py ref 2>&1 | grep -v Warn | tee $out/ab.txt
ATTN_BW_ATOMICS=0 ATTN_MLIR_CACHE=$PWD/.device/pc-v timeout 90 python3 .device/exp/bwab.py twopass 2>&1 | grep -v Warn | tee -a $out/ab.txt
f=$(python3 -c "
import json,glob
for p in sorted(glob.glob('.device/pc-v/*.json')):
    m=json.load(open(p))
    if m.get('accumulates')==['dq'] and m['loops'][-1]['size']==64: print(p[:-5]); break")
ptxas -arch=sm_90a -v $f -o /tmp/k.cubin 2>&1 | tail -2; cuobjdump -sass /tmp/k.cubin | grep -oE "\b(RED|ATOM|ATOMG|REDG)[A-Z0-9._]*" | sort | uniq -c | tee $out/sass.txt
ATTN_MLIR_CACHE=$PWD/.device/pc-v timeout 110 python3 benchmarks/gpt2_train.py --out $out/gpt2 > $out/gpt2.log 2>&1
tail -6 $out/gpt2.log | cut -c1-60
(cd python && ATTN_MLIR_CACHE=$PWD/../.device/pycache-all timeout 170 python3 -m pytest -q -p no:cacheprovider tests/test_torch_gpu.py tests/test_torch_gpu_varlen.py > $out/pytest-forward.txt 2>&1)
tail -1 $out/pytest-forward.txt; grep -E "^FAILED|Error" $out/pytest-forward.txt | head -5
