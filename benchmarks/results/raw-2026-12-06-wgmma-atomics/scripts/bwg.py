# GPT-2-shaped backward (B=16, H=12, N=1024, d=64, causal) in BHSD and BSHD views.
import sys, os, torch
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
import attn_mlir.torch as T
sys.path.insert(0, os.path.dirname(__file__))
import timing
from torch.nn.attention import SDPBackend, sdpa_kernel
variants = {}
for a in sys.argv[1:]:
    name, rest = a.split("="); cache, atom = rest.split(":"); variants[name] = (cache, atom == "1")
orig = T.backward_kernels
CUR = [None, False]
T.backward_kernels = lambda sig, cache_dir=None: orig(sig, CUR[0], atomics=CUR[1])
A = next(iter(variants.values()))[0]
def bench(f):
    return timing.bench(f, reps=30, warmup=3)
B, H, N, d = 16, 12, 1024, 64
for layout in ("bhsd", "bshd"):
    torch.manual_seed(0)
    if layout == "bhsd":
        base = [torch.randn(B, H, N, d, device="cuda", dtype=torch.bfloat16) for _ in range(4)]
        q, k, v, do = base
    else:
        qkv = torch.randn(B, N, 3 * H * d, device="cuda", dtype=torch.bfloat16)
        q, k, v = (t.view(B, N, H, d).transpose(1, 2) for t in qkv.split(H * d, dim=2))
        do = torch.randn(B, N, H, d, device="cuda", dtype=torch.bfloat16).transpose(1, 2)
    q, k, v = (t.detach().requires_grad_() for t in (q, k, v))
    res = {}
    for rnd in range(3):
        for name, (cache, atom) in list(variants.items()) + [("fa2", (None, None))]:
            if atom is None:
                fwd = lambda: torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=True)
                with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
                    o = fwd()
                    tf = bench(fwd)
            else:
                CUR[:] = [cache, atom]
                o = T.attention(q, k, v, is_causal=True, cache_dir=A)
                tf = bench(lambda: T.attention(q, k, v, is_causal=True, cache_dir=A))
            tb = bench(lambda: torch.autograd.grad(o, (q, k, v), do, retain_graph=True))
            r = res.setdefault(name, [1e9, 1e9]); r[0] = min(r[0], tf); r[1] = min(r[1], tb)
    print(layout, " ".join(f"{n}: fwd {r[0]*1e3:.0f} us bwd {r[1]*1e3:.0f} us" for n, r in res.items()), flush=True)
