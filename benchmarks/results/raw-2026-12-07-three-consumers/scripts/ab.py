"""ours (this cache) next to cuDNN, d = 128, sustained 0.2 s, two rounds."""
import os, sys, time
sys.path.insert(0, os.path.join(os.getcwd(), "python"))
import torch, torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel
from attn_mlir.torch import attention
def timed(fn, seconds=0.2):
    torch.cuda.synchronize()
    b, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    n, start = 0, time.perf_counter(); b.record()
    while n < 3 or time.perf_counter() - start < seconds:
        fn(); n += 1
    e.record(); torch.cuda.synchronize()
    return b.elapsed_time(e) / n / 1e3
tag = sys.argv[1]
D = int(sys.argv[2]) if len(sys.argv) > 2 else 128
for dt in (torch.bfloat16, torch.float16):
  for causal in (False, True):
    for n in (1024, 4096, 16384):
      d = D; b, h = 16384 // n, 2048 // D
      q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=dt) for _ in range(3))
      flops = 4 * b * h * n * n * d / (2 if causal else 1)
      ours = lambda: attention(q, k, v, is_causal=causal)
      def cud():
          with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
              return F.scaled_dot_product_attention(q, k, v, is_causal=causal)
      ref = cud(); err = (ours().float() - ref.float()).abs().max().item()
      r = {"ours": [], "cudnn": []}
      for rnd in range(2):
          for name, fn in (("ours", ours), ("cudnn", cud)):
              r[name].append(flops / timed(fn) / 1e12)
      print(f"{tag} {str(dt)[6:]} c{int(causal)} N{n} ours {max(r['ours']):6.1f} cudnn "
            f"{max(r['cudnn']):6.1f} x{max(r['ours'])/max(r['cudnn']):.3f} maxdiff {err:.2e}", flush=True)
      del q, k, v
