# A/B of backward variants in one process, interleaved rounds (run from .device/exp/ of a checkout).
# usage: python3 bwv.py NAME=CACHE:ATOMICS ... (ATOMICS 0 or 1: the dQ form of backward_kernels)
import sys, os, torch
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
import attn_mlir.torch as T
sys.path.insert(0, os.path.dirname(__file__))
import timing
from torch.nn.attention import SDPBackend, sdpa_kernel
# variants: NAME=CACHE:ATOMICS(0/1) ...
variants = {}
for a in sys.argv[1:]:
    name, rest = a.split("=")
    cache, atom = rest.split(":")
    variants[name] = (cache, atom == "1")
A = next(iter(variants.values()))[0]
quick = False
orig = T.backward_kernels
CUR = [None, False]
T.backward_kernels = lambda sig, cache_dir=None: orig(sig, CUR[0], atomics=CUR[1])
torch.manual_seed(0)
def bench(f):
    return timing.bench(f, reps=15, warmup=2)
configs = [(d, c, N) for d in (64, 128) for c in (False, True) for N in ((1024, 4096) if not quick else (4096,))]
for d, causal, N in configs:
    Bt = 16384 // N; H = 2048 // d
    q, k, v = (torch.randn(Bt, H, N, d, device="cuda", dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    do = torch.randn(Bt, H, N, d, device="cuda", dtype=torch.bfloat16)
    CUR[:] = [A, False]
    o = T.attention(q, k, v, is_causal=causal, cache_dir=A)
    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
        of = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
    with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
        oc = torch.nn.functional.scaled_dot_product_attention(q, k, v, is_causal=causal)
    qs, ks, vs = (x[:1, :2].detach().double().requires_grad_() for x in (q, k, v))
    ref = torch.nn.functional.scaled_dot_product_attention(qs, ks, vs, is_causal=causal)
    rg = torch.autograd.grad(ref, (qs, ks, vs), do[:1, :2].double())
    flops = 2.5 * 4 * Bt * H * N * N * d / (2 if causal else 1)
    best = {}
    errs = {}
    for rnd in range(3):
        for name, (cache, atom) in list(variants.items()) + [("fa2", (None, None)), ("cudnn", (None, None))]:
            if atom is None:
                out = of if name == "fa2" else oc
            else:
                CUR[:] = [cache, atom]; out = o
            t = bench(lambda: torch.autograd.grad(out, (q, k, v), do, retain_graph=True))
            best[name] = min(best.get(name, 1e9), t)
            if rnd == 0:
                g = torch.autograd.grad(out, (q, k, v), do, retain_graph=True)
                errs[name] = max(((x[:1, :2].double() - r).abs().max() / r.abs().max()).item() for x, r in zip(g, rg))
    print(f"d={d} causal={int(causal)} N={N}: " + " ".join(f"{n} {flops/best[n]/1e9:.0f}" for n in best) +
          " | err " + " ".join(f"{n} {errs[n]:.1e}" for n in errs), flush=True)
    del q, k, v, do, o, of, oc
