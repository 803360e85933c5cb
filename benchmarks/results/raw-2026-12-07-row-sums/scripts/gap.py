"""Why attn-run and the PyTorch sweep disagree: one process, ours and cuDNN,
timed as a burst (10 calls after an idle pause, as attn-run) and sustained
(0.2 s and 1 s of calls, as sweep.py)."""
import os, sys, time
sys.path.insert(0, os.path.join(os.getcwd(), "python"))
import torch, torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel
from attn_mlir.torch import attention

def timed(fn, seconds=None, calls=10):
    torch.cuda.synchronize()
    if seconds is None:
        time.sleep(0.5)
    b, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    n, start = 0, time.perf_counter()
    b.record()
    while (n < calls) if seconds is None else (n < 3 or time.perf_counter() - start < seconds):
        fn(); n += 1
    e.record(); torch.cuda.synchronize()
    return b.elapsed_time(e) / n / 1e3

points = [(torch.bfloat16, 128, False, 4096), (torch.bfloat16, 128, False, 16384),
          (torch.bfloat16, 128, True, 1024), (torch.bfloat16, 128, True, 4096),
          (torch.bfloat16, 64, False, 4096), (torch.float16, 128, False, 4096)]
for dt, d, causal, n in points:
    b, h = 16384 // n, 2048 // d
    q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=dt) for _ in range(3))
    flops = 4 * b * h * n * n * d / (2 if causal else 1)
    ours = lambda: attention(q, k, v, is_causal=causal)
    def cud():
        with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
            return F.scaled_dot_product_attention(q, k, v, is_causal=causal)
    ours(); cud()
    for rnd in range(2):
        for name, fn in (("ours", ours), ("cudnn", cud)):
            r = [flops / timed(fn) / 1e12, flops / timed(fn, 0.2) / 1e12,
                 flops / timed(fn, 1.0) / 1e12]
            print(f"{dt} d{d} c{int(causal)} N{n} round{rnd} {name:6s} burst {r[0]:6.1f} "
                  f"0.2s {r[1]:6.1f} 1s {r[2]:6.1f}", flush=True)
    del q, k, v
