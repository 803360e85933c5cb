"""The standard attention sweep on an NVIDIA GPU: attn-mlir next to
PyTorch SDPA's backends, in one process on the same tensors.

    python3 benchmarks/sweep.py [--out benchmarks/results/sweep] [--quick]
                                [--head-dims 64,128] [--lengths 512,...]
                                [--dtypes bf16,f16]
                                [--backends attn-mlir,flash2,...]

Shapes: B*N = 16k tokens, H*d = 2048, N = 512 ... 16k, d = 64 and 128,
f16 and bf16, causal and not. Backends: attn-mlir (attn_mlir.torch.attention),
SDPA FlashAttention-2, cuDNN, memory-efficient and math, and FlexAttention
(torch.compile'd flex_attention, causal through a block mask; its compile
time is outside the timing). Per point, each backend is timed over 0.2 s of
calls in two rounds, the second in the reverse order, and keeps its best
round: a GPU that holds its power limit runs at a lower clock under a
sustained load, so no backend always goes first after a pause. Per point: time,
TFLOP/s = 4*B*H*N^2*d / t (halved when causal), peak memory allocated beyond
the inputs, and our max abs difference from FlashAttention-2. Writes
OUT/sweep.csv and, when matplotlib is there, the plots (benchmarks/plot.py).

Kernels come from the attn_mlir cache ($ATTN_MLIR_CACHE): on a machine
without the compiler, fill it first where the compiler is:

    ATTN_MLIR_CACHE=DIR python3 benchmarks/sweep.py --precompile
"""

import argparse
import csv
import math
import os
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

DTYPES = ("bf16", "f16")
HEAD_DIMS = (64, 128)
LENGTHS = (512, 1024, 2048, 4096, 8192, 16384)
BACKENDS = ("attn-mlir", "flash2", "cudnn", "flex", "efficient", "math")
FIELDS = ["dtype", "d", "causal", "N", "B", "H", "backend", "ms", "tflops",
          "peak_extra_mib", "max_abs_diff_vs_flash2"]


def precompile(chip, head_dims):
    from dataclasses import replace

    from attn_mlir.attention import Signature, kernel, launch_variants
    for dtype in DTYPES:
        for d in head_dims:
            for causal in (False, True):
                sig = Signature(dtype, d, d, causal, chip=chip)
                kernel(sig)
                # The variants attn_mlir.torch may launch instead.
                for tile_m, tile_n in launch_variants(sig):
                    kernel(replace(sig, tile_m=tile_m, tile_n=tile_n))
                print(f"compiled {dtype} d={d} causal={causal}", flush=True)


def interleaved_best(timers, rounds=2):
    """The best of `rounds` results of each timer (name -> callable returning
    seconds): the timers run in the given order, then reversed, alternately,
    so that none always runs first or always after the same other one."""
    names, best = list(timers), {}
    for r in range(rounds):
        for name in names if r % 2 == 0 else reversed(names):
            seconds = timers[name]()
            best[name] = min(best.get(name, seconds), seconds)
    return best


class Progress:
    def __init__(self, total):
        self.total, self.done, self.start = total, 0, time.time()

    def step(self, label):
        self.done += 1
        width = 30
        filled = width * self.done // self.total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {self.done}/{self.total} "
                         f"{time.time() - self.start:5.0f}s {label:<40}")
        sys.stderr.flush()
        if self.done == self.total:
            sys.stderr.write("\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "sweep"))
    parser.add_argument("--quick", action="store_true", help="N = 512 and 2048 only")
    parser.add_argument("--precompile", action="store_true",
                        help="only compile the kernels into the cache")
    parser.add_argument("--chip", default="sm_90a")
    parser.add_argument("--head-dims", default=",".join(map(str, HEAD_DIMS)),
                        help="comma-separated head dims (H = 2048 // d)")
    parser.add_argument("--lengths", default=None,
                        help="comma-separated sequence lengths (default: the sweep's)")
    parser.add_argument("--dtypes", default=",".join(DTYPES),
                        help="comma-separated element types (bf16, f16)")
    parser.add_argument("--backends", default=",".join(BACKENDS),
                        help="comma-separated backends (default: all)")
    args = parser.parse_args()
    backends = tuple(args.backends.split(","))
    unknown = set(backends) - set(BACKENDS)
    if unknown:
        parser.error(f"unknown backends {sorted(unknown)}; known: {', '.join(BACKENDS)}")
    head_dims = tuple(int(d) for d in args.head_dims.split(","))
    if args.precompile:
        return precompile(args.chip, head_dims)

    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from attn_mlir.torch import attention

    sdpa = {"flash2": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION,
            "efficient": SDPBackend.EFFICIENT_ATTENTION, "math": SDPBackend.MATH}
    dtypes = {"f16": torch.float16, "bf16": torch.bfloat16}
    lengths = (512, 2048) if args.quick else LENGTHS
    if args.lengths:
        lengths = tuple(int(n) for n in args.lengths.split(","))
    os.makedirs(args.out, exist_ok=True)
    dtype_names = tuple(args.dtypes.split(","))
    if set(dtype_names) - set(DTYPES):
        parser.error(f"unknown dtypes {args.dtypes}; known: {', '.join(DTYPES)}")
    points = [(t, d, c, n) for t in dtype_names for d in head_dims for c in (False, True)
              for n in lengths]
    flex = None
    if "flex" in backends:
        from torch.nn.attention.flex_attention import create_block_mask, flex_attention
        # One compiled kernel per shape and mask: past the default cache size
        # torch.compile would fall back to the unfused eager path.
        torch._dynamo.config.cache_size_limit = 256
        torch._dynamo.config.accumulated_cache_size_limit = 1024
        flex = torch.compile(flex_attention)

        def causal_mask(b_, h_, qi, ki):
            return qi >= ki
    progress = Progress(len(points) * len(backends))
    rows = []

    def failed(what, error):
        print(f"\n{what} failed: {str(error)[:120]}", file=sys.stderr)
        torch.cuda.empty_cache()

    def first_call(fn):
        """The output of a first call and the peak extra MiB it allocated."""
        torch.cuda.synchronize()
        base = torch.cuda.memory_allocated()
        torch.cuda.reset_peak_memory_stats()
        out = fn()
        torch.cuda.synchronize()
        return out, (torch.cuda.max_memory_allocated() - base) / 2**20

    def timed(fn):
        """Seconds per call over at least 3 calls and 0.2 s."""
        torch.cuda.synchronize()
        calls, start = 0, time.perf_counter()
        begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        begin.record()
        while calls < 3 or time.perf_counter() - start < 0.2:
            fn()
            calls += 1
        end.record()
        torch.cuda.synchronize()
        return begin.elapsed_time(end) / calls / 1e3

    def write(rows):
        path = os.path.join(args.out, "sweep.csv")
        with open(path, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=FIELDS)
            writer.writeheader()
            writer.writerows(rows)
        return path

    for dtype, d, causal, n in points:
        b, h = 16384 // n, 2048 // d
        q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=dtypes[dtype]) for _ in range(3))
        flops = 4 * b * h * n * n * d / (2 if causal else 1)
        results, peaks, fns = {}, {}, {}
        for backend in backends:
            progress.step(f"{dtype} d={d} causal={int(causal)} N={n} {backend}")
            try:
                if backend == "attn-mlir":
                    fn = lambda: attention(q, k, v, is_causal=causal)  # noqa: E731
                elif backend == "flex":
                    block_mask = create_block_mask(
                        causal_mask, None, None, n, n) if causal else None
                    fn = lambda: flex(q, k, v, block_mask=block_mask)  # noqa: E731
                else:
                    def fn(backend=backend):
                        with sdpa_kernel(sdpa[backend]):
                            return F.scaled_dot_product_attention(q, k, v, is_causal=causal)
                results[backend], peaks[backend] = first_call(fn)
                fns[backend] = fn
            except (RuntimeError, torch.cuda.OutOfMemoryError) as error:
                failed(f"{backend} at {dtype} d={d} N={n}", error)

        def timer(backend):
            def run():
                try:
                    return timed(fns[backend])
                except (RuntimeError, torch.cuda.OutOfMemoryError) as error:
                    failed(f"{backend} at {dtype} d={d} N={n}", error)
                    return math.inf
            return run

        best = interleaved_best({backend: timer(backend) for backend in fns})
        for backend, seconds in best.items():
            if math.isinf(seconds):
                continue
            rows.append({"dtype": dtype, "d": d, "causal": int(causal), "N": n, "B": b, "H": h,
                         "backend": backend, "ms": f"{seconds * 1e3:.4f}",
                         "tflops": f"{flops / seconds / 1e12:.2f}",
                         "peak_extra_mib": f"{peaks[backend]:.1f}",
                         "max_abs_diff_vs_flash2": ""})
        if "attn-mlir" in results and "flash2" in results:
            diff = (results["attn-mlir"].float() - results["flash2"].float()).abs().max().item()
            for row in rows:
                if (row["dtype"], row["d"], row["causal"], row["N"], row["backend"]) == \
                        (dtype, d, int(causal), n, "attn-mlir"):
                    row["max_abs_diff_vs_flash2"] = f"{diff:.2e}"
        del q, k, v, results, fns
        torch.cuda.empty_cache()

        write(rows)  # after every point: an interrupted sweep keeps what it measured

    path = write(rows)
    print(f"wrote {path} ({len(rows)} rows) on {torch.cuda.get_device_name()}, "
          f"torch {torch.__version__}")
    try:
        import plot
        plot.main([path])
    except ImportError as error:
        print(f"no plots here ({error}); run: python3 benchmarks/plot.py {path}")


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    main()
