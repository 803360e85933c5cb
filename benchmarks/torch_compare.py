"""Our compiled kernels next to PyTorch SDPA, in one process on the same
tensors: launches the attn-compile artifacts (PTX + manifest) with CuPy on
PyTorch's CUDA tensors (passing their strides, so no copy), checks the output
against SDPA, and times ours, SDPA's FlashAttention-2 backend and cuDNN.

  python3 benchmarks/torch_compare.py DIR [N ...]

DIR holds b_<f16|bf16>_d<64|128>_<full|causal>.ptx(.json) from attn-compile.
Sweep: B*N = 16k tokens, H*d = 2048. TFLOP/s = 4*B*H*N^2*d / t, halved when
causal. Prints one line per point."""

import json
import math
import os
import sys

import cupy
import numpy as np
import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel


class Kernel:
    """A kernel compiled by attn-compile, launched on torch tensors."""

    def __init__(self, manifest_path):
        with open(manifest_path) as f:
            self.manifest = json.load(f)
        artifact = os.path.join(os.path.dirname(manifest_path), self.manifest["artifact"])
        self.function = cupy.RawModule(path=artifact).get_function(self.manifest["kernel"])
        self.tensors = {t["name"]: t["dims"] for t in self.manifest["tensors"]}

    def __call__(self, tensors, scale):
        sizes = {}
        for name, dims in self.tensors.items():
            if name in tensors:
                for dim, size in zip(dims, tensors[name].shape):
                    sizes[dim] = size
        args = []
        for arg in self.manifest["args"]:
            name, kind = arg["name"], arg["type"]
            if kind == "ptr":
                args.append(np.uint64(tensors[name].data_ptr()))
            elif kind == "f32":
                args.append(np.float32(scale))
            elif name in ("m", "n"):
                args.append(np.int64(sizes[name]))
            elif name.startswith("size_"):
                args.append(np.int64(sizes[name[5:]]))
            else:
                tensor, dim = name.split("_stride_")
                dims = self.tensors[tensor]
                stride = tensors[tensor].stride(dims.index(dim)) if dim in dims else 0
                args.append(np.int64(stride))
        batch = math.prod(s for d, s in sizes.items() if d.startswith("b"))
        grid = (math.ceil(sizes["m"] / self.manifest["tile_m"]), batch)
        self.function(grid, (self.manifest["block_size"],), tuple(args))


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
    directory = sys.argv[1]
    lengths = [int(x) for x in (sys.argv[2:] or ["512", "1024", "2048", "4096", "8192", "16384"])]
    print("dtype d causal N ours flash2 cudnn max_abs_err_vs_sdpa (TFLOP/s)", flush=True)
    for dtype_name, dtype in [("bf16", torch.bfloat16), ("f16", torch.float16)]:
        for d in [64, 128]:
            h = 2048 // d
            for causal in [False, True]:
                kernel = Kernel(os.path.join(
                    directory, f"b_{dtype_name}_d{d}_{'causal' if causal else 'full'}.ptx.json"))
                for n in lengths:
                    b = 16384 // n
                    q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=dtype) for _ in range(3))
                    o = torch.empty_like(q)
                    scale = 1.0 / math.sqrt(d)
                    flops = 4 * b * h * n * n * d / (2 if causal else 1)
                    iters = 3 if n >= 8192 else 10
                    ours = bench(lambda: kernel({"q": q, "k": k, "v": v, "o": o}, scale), iters)
                    with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
                        ref = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
                        fa = bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal), iters)
                    with sdpa_kernel(SDPBackend.CUDNN_ATTENTION):
                        cu = bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal), iters)
                    err = (o.float() - ref.float()).abs().max().item()
                    print(f"{dtype_name} {d} {int(causal)} {n} {flops / ours / 1e12:.1f} "
                          f"{flops / fa / 1e12:.1f} {flops / cu / 1e12:.1f} {err:.2e}", flush=True)
                # A BSHD view (PyTorch's [B, S, H, D] transposed): strides, no copy.
                n = 1024
                b = 16384 // n
                q, k, v = (torch.randn(b, n, h, d, device="cuda", dtype=dtype).transpose(1, 2)
                           for _ in range(3))
                o = torch.empty(b, n, h, d, device="cuda", dtype=dtype).transpose(1, 2)
                kernel({"q": q, "k": k, "v": v, "o": o}, 1.0 / math.sqrt(d))
                ref = F.scaled_dot_product_attention(q, k, v, is_causal=causal)
                err = (o.float() - ref.float()).abs().max().item()
                print(f"{dtype_name} {d} {int(causal)} bshd-view N={n} max_abs_err_vs_sdpa={err:.2e}",
                      flush=True)


if __name__ == "__main__":
    main()
