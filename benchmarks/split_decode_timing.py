"""Split-KV decode through attn_mlir.torch, eager and in a CUDA graph, next
to the unsplit kernel and FlashAttention-2 (H200: benchmarks/results/raw-2026-12-03-torch-autograd/).
Run on the GPU machine with ATTN_MLIR_CACHE holding the kernels
(benchmarks/models_sweep.py --precompile compiles them)."""
import os
import sys
import time
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
import torch
import attn_mlir.torch as at
from attn_mlir.torch import attention

def timeit(fn, n=200):
    for _ in range(20): fn()
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(n): fn()
    torch.cuda.synchronize()
    eager = (time.perf_counter() - t) / n * 1e3
    g = torch.cuda.CUDAGraph()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        fn()
    torch.cuda.current_stream().wait_stream(s)
    with torch.cuda.graph(g):
        fn()
    for _ in range(10): g.replay()
    torch.cuda.synchronize()
    t = time.perf_counter()
    for _ in range(n): g.replay()
    torch.cuda.synchronize()
    return eager, (time.perf_counter() - t) / n * 1e3

plan = at.split_plan
with torch.no_grad():
    for b, n in ((1, 4096), (1, 8192), (1, 16384), (1, 32768), (2, 8192), (4, 8192)):
        q = torch.randn(b, 32, 1, 128, device="cuda", dtype=torch.bfloat16)
        k = torch.randn(b, 8, n, 128, device="cuda", dtype=torch.bfloat16)
        v = torch.randn(b, 8, n, 128, device="cuda", dtype=torch.bfloat16)
        f = lambda: attention(q, k, v, enable_gqa=True)
        at.split_plan = plan
        split = timeit(f)
        at.split_plan = lambda *a: None
        whole = timeit(f)
        at.split_plan = plan
        fa = lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, enable_gqa=True)
        with torch.nn.attention.sdpa_kernel(torch.nn.attention.SDPBackend.FLASH_ATTENTION):
            fa2 = timeit(fa)
        print(f"B={b} N={n} plan={plan(q, k, v)} split eager/graph {split[0]:.4f}/{split[1]:.4f} ms"
              f"  unsplit {whole[0]:.4f}/{whole[1]:.4f}  FA2 {fa2[0]:.4f}/{fa2[1]:.4f}", flush=True)
