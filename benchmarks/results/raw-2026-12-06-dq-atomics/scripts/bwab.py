import sys, os, torch
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
from attn_mlir.torch import attention
import attn_mlir.torch as _t
if os.environ.get("ATTN_BW_ATOMICS") == "0":
    _orig = _t.backward_kernels
    _t.backward_kernels = lambda sig, cache_dir=None: _orig(sig, cache_dir, atomics=False)
from torch.nn.attention import SDPBackend, sdpa_kernel
tag = sys.argv[1]
torch.manual_seed(0)
def bench(f, reps=20):
    for _ in range(3): f()
    torch.cuda.synchronize()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    ts = []
    for _ in range(reps):
        s.record(); f(); e.record(); torch.cuda.synchronize(); ts.append(s.elapsed_time(e))
    ts.sort(); return ts[len(ts)//2]
for d in (64, 128):
    for causal in (False, True):
        for N in (1024, 4096):
            B = 16384 // N; H = 2048 // d
            q, k, v = (torch.randn(B, H, N, d, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
            do = torch.randn(B, H, N, d, device="cuda", dtype=torch.bfloat16)
            res = {}
            grads = {}
            for be in (["ours", "fa2"] if tag == "ref" else ["ours"]):
                if be == "ours":
                    o = attention(q, k, v, is_causal=causal)
                else:
                    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
                        o = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
                t = bench(lambda: torch.autograd.grad(o, (q, k, v), do, retain_graph=True))
                grads[be] = torch.autograd.grad(o, (q, k, v), do, retain_graph=True)
                flops = 2.5 * 4 * B * H * N * N * d / (2 if causal else 1)
                res[be] = (t, flops / t / 1e9)
            # error vs float64 reference on a slice (batch 0, heads 0..1)
            qs, ks, vs = (x[:1, :2].detach().double().requires_grad_() for x in (q, k, v))
            ref = torch.nn.functional.scaled_dot_product_attention(qs, ks, vs, is_causal=causal)
            rg = torch.autograd.grad(ref, (qs, ks, vs), do[:1, :2].double())
            err = max(((g[:1, :2].double() - r).abs().max() / r.abs().max()).item() for g, r in zip(grads["ours"], rg))
            line = f"{tag} d={d} causal={int(causal)} N={N}: " + " ".join(f"{b} {t:.3f} ms {tf:.0f} TF/s" for b, (t, tf) in res.items()) + f" | ours rel err {err:.2e}"
            print(line, flush=True)
            del q, k, v, do, o, grads
