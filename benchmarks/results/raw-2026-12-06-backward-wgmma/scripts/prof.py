# Kernel times (profiler) of the GPT-2-shaped attention, ours (cache argv[1]) and FA2, and the CPU time per call.
import sys, os, time, torch
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
import attn_mlir.torch as T
from torch.nn.attention import SDPBackend, sdpa_kernel
from torch.profiler import profile, ProfilerActivity
cache = sys.argv[1]
B, H, N, d = 16, 12, 1024, 64
qkv = torch.randn(B, N, 3 * H * d, device="cuda", dtype=torch.bfloat16)
q, k, v = (t.view(B, N, H, d).transpose(1, 2).detach().requires_grad_() for t in qkv.split(H * d, dim=2))
do = torch.randn(B, N, H, d, device="cuda", dtype=torch.bfloat16).transpose(1, 2)
def ours():
    o = T.attention(q, k, v, is_causal=True, cache_dir=cache)
    torch.autograd.grad(o, (q, k, v), do)
def fa2():
    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
        o = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
    torch.autograd.grad(o, (q, k, v), do)
for name, f in (("ours", ours), ("fa2", fa2)):
    for _ in range(5): f()
    torch.cuda.synchronize()
    # CPU time per call, the GPU kept busy by a long matmul first
    big = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
    for _ in range(10): big @ big
    t0 = time.perf_counter()
    for _ in range(20): f()
    cpu = (time.perf_counter() - t0) / 20
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as p:
        for _ in range(10): f()
        torch.cuda.synchronize()
    print(f"== {name}: host time per fwd+bwd call {cpu*1e6:.0f} us")
    for e in sorted(p.key_averages(), key=lambda e: -e.device_time_total)[:8]:
        print(f"  {e.key[:70]:70s} n={e.count:3d} avg {e.device_time_total/e.count:8.1f} us")
