import sys, os, time, torch, cProfile, pstats
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
import attn_mlir.torch as T
B, H, N, d = 16, 12, 1024, 64
qkv = torch.randn(B, N, 3 * H * d, device="cuda", dtype=torch.bfloat16)
q, k, v = (t.view(B, N, H, d).transpose(1, 2).detach().requires_grad_() for t in qkv.split(H * d, dim=2))
do = torch.randn(B, N, H, d, device="cuda", dtype=torch.bfloat16).transpose(1, 2)
def fwd():
    return T.attention(q, k, v, is_causal=True)
def ours():
    o = fwd()
    torch.autograd.grad(o, (q, k, v), do)
for _ in range(5): ours()
torch.cuda.synchronize()
big = torch.randn(8192, 8192, device="cuda", dtype=torch.bfloat16)
for f, name in ((fwd, "fwd"), (ours, "fwd+bwd")):
    for _ in range(10): big @ big
    t0 = time.perf_counter()
    for _ in range(20): f()
    print(f"{name}: {(time.perf_counter() - t0) / 20 * 1e6:.0f} us host per call")
    torch.cuda.synchronize()
for _ in range(20): big @ big
pr = cProfile.Profile(); pr.enable()
for _ in range(20): ours()
pr.disable()
torch.cuda.synchronize()
st = pstats.Stats(pr); st.sort_stats("cumulative").print_stats(45)
st.sort_stats("tottime").print_stats(25)
