import sys, os
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
from dataclasses import replace
from attn_mlir.attention import Signature, backward_kernels, kernel, launch_variants
for d in (64, 128):
    for causal in (False, True):
        for lse in (False, True):
            f = Signature("bf16", d, d, causal, chip="sm_90a", lse=lse)
            kernel(f)
            for m, n in launch_variants(f):
                kernel(replace(f, tile_m=m, tile_n=n))
        for atomics in (True, False):
            backward_kernels(Signature("bf16", d, d, causal, chip="sm_90a"), atomics=atomics)
print("ok")
