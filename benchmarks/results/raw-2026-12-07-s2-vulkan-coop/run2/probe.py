# Repeated device listing and kernel runs in one process, with a given runner.
import os, sys, traceback
sys.path.insert(0, "python")
import numpy as np
os.environ["ATTN_MLIR_VULKAN_RUNNER"] = sys.argv[1]
from attn_mlir import vulkan
import attn_mlir
for i in range(60):
    try:
        d = vulkan.devices()
    except Exception as e:
        print(f"list {i}: ERROR {e}"); break
else:
    print("list: 60 OK", d)
sys.path.insert(0, "python/tests")
import test_vulkan_cooperative as t
cache = attn_mlir.KernelCache(os.environ["ATTN_MLIR_CACHE"])
k = t.compiled(cache, "d64_ragged")
arrays, _ = t.case_inputs(t.CASES["d64_ragged"])
for i in range(60):
    try:
        k(device="NVIDIA", scale=0.125, **arrays)
        vulkan.devices()
    except Exception as e:
        print(f"run {i}: ERROR {e}"); break
else:
    print("run: 60 OK")
