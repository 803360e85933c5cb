# The atomic form's backward kernels (dQ f32) for bwv.py and bwg.py.
import os, sys
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
from attn_mlir.attention import Signature, backward_kernels
for d in (64, 128):
    for causal in (False, True):
        backward_kernels(Signature("bf16", d, d, causal, chip="sm_90a"), atomics=True)
        print("atomics", d, causal, flush=True)
