import sys, os, torch
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
from attn_mlir.torch import attention
from torch.nn.attention import SDPBackend, sdpa_kernel
d = int(sys.argv[1]); N = int(sys.argv[2]); causal = sys.argv[3] == "1"
backend = sys.argv[4]
B = 16384 // N; H = 2048 // d
torch.manual_seed(0)
q, k, v = (torch.randn(B, H, N, d, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
do = torch.randn(B, H, N, d, device="cuda", dtype=torch.bfloat16)
def run():
    if backend == "ours":
        o = attention(q, k, v, is_causal=causal)
    else:
        with sdpa_kernel(SDPBackend.FLASH_ATTENTION if backend == "fa2" else SDPBackend.CUDNN_ATTENTION):
            o = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
    return torch.autograd.grad(o, (q, k, v), do)
for _ in range(3):
    run()
torch.cuda.synchronize()
s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
s.record()
for _ in range(10):
    run()
e.record(); torch.cuda.synchronize()
print(f"{backend} d={d} N={N} causal={causal}: fwd+bwd {s.elapsed_time(e)/10:.3f} ms", flush=True)
