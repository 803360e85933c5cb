"""The attention backward on an NVIDIA GPU: attn-mlir's gradients next to
PyTorch SDPA's FlashAttention-2 and cuDNN backends, in one process on the
same tensors.

    python3 benchmarks/backward_sweep.py [--out DIR] [--head-dims 64,128]
                                         [--lengths 1024,...] [--dtypes bf16]

Shapes: B*N = 16k tokens, H*d = 2048, N = 1k ... 16k, d = 64 and 128, causal
and not. Per point and backend: the time of the backward alone (the
gradients of Q, K and V from dO, the forward's graph kept), TFLOP/s =
2.5 * 4*B*H*N^2*d / t (halved when causal: the forward's FLOPs times 2.5,
FlashAttention's convention), and each gradient's max abs error against
FlashAttention-2's relative to its largest entry. Each point times the
backends in two rounds, the second in the reverse order, and keeps each
one's better round. Writes OUT/backward.csv.

Kernels come from the attn_mlir cache ($ATTN_MLIR_CACHE); where there is no
compiler, fill it first where the compiler is:

    ATTN_MLIR_CACHE=DIR python3 benchmarks/backward_sweep.py --precompile
"""

import argparse
import csv
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

HEAD_DIMS = (64, 128)
LENGTHS = (1024, 2048, 4096, 8192, 16384)
BACKENDS = ("flash2", "attn-mlir", "cudnn")
FIELDS = ["dtype", "d", "causal", "N", "B", "H", "backend", "ms", "tflops",
          "rel_diff_dq", "rel_diff_dk", "rel_diff_dv"]


def precompile(chip, dtypes, head_dims):
    from dataclasses import replace

    from attn_mlir.attention import Signature, backward_kernels, kernel, launch_variants
    for dtype in dtypes:
        for d in head_dims:
            for causal in (False, True):
                forward = Signature(dtype, d, d, causal, chip=chip, lse=True)
                kernel(forward)
                for tile_m, tile_n in launch_variants(forward):
                    kernel(replace(forward, tile_m=tile_m, tile_n=tile_n))
                backward_kernels(Signature(dtype, d, d, causal, chip=chip))
                print(f"compiled {dtype} d={d} causal={causal}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "backward"))
    parser.add_argument("--head-dims", default=",".join(map(str, HEAD_DIMS)))
    parser.add_argument("--lengths", default=",".join(map(str, LENGTHS)))
    parser.add_argument("--dtypes", default="bf16")
    parser.add_argument("--backends", default=",".join(BACKENDS))
    parser.add_argument("--chip", default="sm_90a")
    parser.add_argument("--precompile", action="store_true")
    args = parser.parse_args()
    head_dims = [int(d) for d in args.head_dims.split(",")]
    dtypes = args.dtypes.split(",")
    if args.precompile:
        precompile(args.chip, dtypes, head_dims)
        return

    import torch
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from attn_mlir.torch import attention
    from sweep import interleaved_best

    types = {"bf16": torch.bfloat16, "f16": torch.float16}
    sdpa = torch.nn.functional.scaled_dot_product_attention

    def run(backend, q, k, v, causal):
        if backend == "attn-mlir":
            return attention(q, k, v, is_causal=causal)
        chosen = {"flash2": SDPBackend.FLASH_ATTENTION,
                  "cudnn": SDPBackend.CUDNN_ATTENTION}[backend]
        with sdpa_kernel(chosen):
            return sdpa(q, k, v, is_causal=causal)

    def time_backward(out, inputs, do, reps=20):
        for _ in range(3):
            torch.autograd.grad(out, inputs, do, retain_graph=True)
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        times = []
        for _ in range(reps):
            start.record()
            torch.autograd.grad(out, inputs, do, retain_graph=True)
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end))
        times.sort()
        return times[len(times) // 2]

    os.makedirs(args.out, exist_ok=True)
    rows = []
    for dtype in dtypes:
        for d in head_dims:
            for causal in (False, True):
                for n in (int(x) for x in args.lengths.split(",")):
                    b, h = max(1, 16384 // n), 2048 // d
                    g = torch.Generator(device="cuda").manual_seed(0)
                    q, k, v, do = (torch.randn(b, h, n, d, generator=g, device="cuda",
                                               dtype=types[dtype]) for _ in range(4))
                    grads, graphs = {}, {}
                    for backend in args.backends.split(","):
                        inputs = tuple(t.detach().requires_grad_() for t in (q, k, v))
                        try:
                            out = run(backend, *inputs, causal)
                            grads[backend] = torch.autograd.grad(out, inputs, do,
                                                                 retain_graph=True)
                        except (RuntimeError, NotImplementedError, ValueError) as error:
                            print(f"{backend} d={d} causal={causal} N={n}: {error}",
                                  file=sys.stderr)
                            continue
                        graphs[backend] = (out, inputs)
                    # Every backend's graph is kept while they are timed in
                    # turn, the second round in the reverse order.
                    times = interleaved_best({
                        backend: (lambda graph=graph: time_backward(*graph, do))
                        for backend, graph in graphs.items()})
                    for backend, ms in times.items():
                        flops = 2.5 * 4 * b * h * n * n * d / (2 if causal else 1)
                        row = dict(dtype=dtype, d=d, causal=int(causal), N=n, B=b, H=h,
                                   backend=backend, ms=f"{ms:.4f}",
                                   tflops=f"{flops / ms / 1e9:.1f}")
                        if "flash2" in grads:
                            for name, got, ref in zip(("dq", "dk", "dv"), grads[backend],
                                                      grads["flash2"]):
                                diff = (got.float() - ref.float()).abs().max()
                                row[f"rel_diff_{name}"] = \
                                    f"{(diff / ref.float().abs().max()).item():.2e}"
                        rows.append(row)
                        print(",".join(str(row.get(f, "")) for f in FIELDS), flush=True)
                    del graphs, grads
                    torch.cuda.empty_cache()
    with open(os.path.join(args.out, "backward.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        writer.writeheader()
        writer.writerows(rows)


if __name__ == "__main__":
    main()
