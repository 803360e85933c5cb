# The persistent kernels through attn_mlir's Python launcher (grid from the
# manifest's `persistent`), against float64 SDPA, on problems of more tiles
# than multiprocessors.
import sys, os, torch
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "python"))
from attn_mlir.compiler import Kernel
from attn_mlir import cuda
d = sys.argv[1]
print("multiprocessors", cuda.multiprocessors(0))
torch.manual_seed(0)
for name in ("bf16_d128_full", "bf16_d128_causal", "f16_d128_full", "f16_d128_causal"):
    k = Kernel.load(f"{d}/b_{name}.cubin.json")
    dt = torch.bfloat16 if name.startswith("bf16") else torch.float16
    for (B, H, M, N) in ((2, 40, 1100, 1300), (1, 300, 129, 129)):
        if "causal" in name and M > N:
            continue
        q = torch.randn(B, H, M, 128, device="cuda", dtype=dt)
        kk = torch.randn(B, H, N, 128, device="cuda", dtype=dt)
        v = torch.randn(B, H, N, 128, device="cuda", dtype=dt)
        o = torch.empty(B, H, M, 128, device="cuda", dtype=dt)
        k(q=q, k=kk, v=v, o=o)
        torch.cuda.synchronize()
        idx = torch.randint(0, B * H, (6,)).tolist()
        err = 0.0
        for i in idx:
            b, h = divmod(i, H)
            ref = torch.nn.functional.scaled_dot_product_attention(
                q[b, h].double()[None], kk[b, h].double()[None], v[b, h].double()[None],
                is_causal="causal" in name)[0]
            err = max(err, (o[b, h].double() - ref).abs().max().item())
        tol = 2e-2 if dt == torch.bfloat16 else 4e-3
        print(f"py {name} {B}x{H}x{M}x{N}: max_abs_err={err:.2e} {'PASS' if err < tol else 'FAIL'}", flush=True)
