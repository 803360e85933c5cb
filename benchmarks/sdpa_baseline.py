"""PyTorch SDPA baselines (FlashAttention-2 and cuDNN backends) on the
standard sweep: B*N = 16k tokens, H*d = 2048, N = 512 ... 16k, d = 64 and
128, bf16 and f16, causal and not. Prints one line per point:
`backend dtype d causal N tflops`, TFLOP/s = 4*B*H*N^2*d / t (halved when
causal). Run on the GPU machine next to `benchmarks/nvvm_sweep.sh run`."""

import sys

import torch
from torch.nn.attention import SDPBackend, sdpa_kernel
import torch.nn.functional as F


def bench(fn, iters):
    fn()
    torch.cuda.synchronize()
    start, stop = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        fn()
    stop.record()
    torch.cuda.synchronize()
    return start.elapsed_time(stop) / iters / 1e3


def main():
    lengths = [int(x) for x in (sys.argv[1:] or ["512", "1024", "2048", "4096", "8192", "16384"])]
    backends = {"flash2": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION}
    for dtype_name, dtype in [("bf16", torch.bfloat16), ("f16", torch.float16)]:
        for d in [64, 128]:
            h = 2048 // d
            for causal in [False, True]:
                for n in lengths:
                    b = 16384 // n
                    q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=dtype) for _ in range(3))
                    flops = 4 * b * h * n * n * d / (2 if causal else 1)
                    for name, backend in backends.items():
                        try:
                            with sdpa_kernel(backend):
                                t = bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal), 10)
                            print(f"{name} {dtype_name} {d} {int(causal)} {n} {flops / t / 1e12:.1f}", flush=True)
                        except RuntimeError as e:
                            print(f"{name} {dtype_name} {d} {int(causal)} {n} unavailable ({str(e)[:60]})", flush=True)


if __name__ == "__main__":
    main()
