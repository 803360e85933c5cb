"""Attention at the shapes real models run, on an NVIDIA GPU: attn-mlir next
to PyTorch SDPA's FlashAttention-2 and cuDNN backends, in one process on the
same tensors.

    python3 benchmarks/models_sweep.py [--out benchmarks/results/models]
                                       [--models sd15-64x64,...]
                                       [--backends attn-mlir,flash2,cudnn]

Per model shape: time per call (eager: the host's launch path included),
time per call replayed from a CUDA graph (graph_ms: the GPU's time alone, for
every backend), TFLOP/s (4 d x the (query, key) pairs a row sees,
summed over batch and heads), GB/s of the bytes the attention must move
(Q, K, V read once, O written once) and that as a share of the card's HBM
bandwidth (--hbm-tbs, H200: 4.8), and each backend's max abs error against
materialised attention in float64 on a sample (the first batch element, two
query heads, up to 512 query rows). Writes OUT/models.csv and, when
matplotlib is there, OUT/models.png (ratios to FlashAttention-2).

Kernels come from the attn_mlir cache ($ATTN_MLIR_CACHE): on a machine
without the compiler, fill it first where the compiler is:

    ATTN_MLIR_CACHE=DIR python3 benchmarks/models_sweep.py --precompile
"""

import argparse
import csv
import math
import os
import sys
import time

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

# name: (dtype, batch, query heads, kv heads, queries, keys, head dim,
#        causal alignment (None, "top_left" or "bottom_right"))
MODELS = {
    # Decode: one new token per sequence against its cache (GQA 32/8).
    "llama3-8b-decode": ("bf16", 16, 32, 8, 1, 8192, 128, None),
    # One sequence (local inference): 8 K/V heads leave most of the device
    # idle without split-KV.
    "llama3-8b-decode-b1": ("bf16", 1, 32, 8, 1, 8192, 128, None),
    "llama3-8b-decode-b1-32k": ("bf16", 1, 32, 8, 1, 32768, 128, None),
    # Chunked prefill: 512 new tokens after 7680 cached ones.
    "llama3-8b-chunked-prefill": ("bf16", 1, 32, 8, 512, 8192, 128, "bottom_right"),
    "llama3-8b-prefill": ("bf16", 1, 32, 8, 8192, 8192, 128, "top_left"),
    # Stable Diffusion 1.5 UNet self-attention at 512x512 (latent 64x64),
    # its three resolutions: 8 heads of 40, 80 and 160.
    "sd15-64x64": ("f16", 2, 8, 8, 4096, 4096, 40, None),
    "sd15-32x32": ("f16", 2, 8, 8, 1024, 1024, 80, None),
    "sd15-16x16": ("f16", 2, 8, 8, 256, 256, 160, None),
    # ViT-B/16 at 224x224 (196 patches and the class token).
    "vit-b16": ("f16", 64, 12, 12, 197, 197, 64, None),
    # DiT-XL/2 at 512x512 (16 heads of 72, 1024 tokens).
    "dit-xl2-512": ("bf16", 8, 16, 16, 1024, 1024, 72, None),
    # Phi-2 (32 heads of 80), causal.
    "phi2-prefill": ("bf16", 4, 32, 32, 2048, 2048, 80, "top_left"),
    # Gemma-2-9B (16 query heads of 256, 8 KV heads), causal.
    "gemma2-9b-prefill": ("bf16", 1, 16, 8, 8192, 8192, 256, "top_left"),
}
BACKENDS = ("attn-mlir", "flash2", "cudnn")
FIELDS = ["model", "dtype", "B", "Hq", "Hkv", "M", "N", "d", "causal", "backend", "ms",
          "tflops", "gbps", "hbm_share", "max_abs_err_vs_f64", "ratio_vs_flash2",
          "graph_ms", "graph_ratio_vs_flash2"]


def visible_pairs(m, n, causal):
    """(query, key) pairs a head computes: all, or under the causal rule."""
    if causal is None:
        return m * n
    shift = 0 if causal == "top_left" else n - m
    # Row i sees keys j <= i + shift, clamped to [0, n].
    return sum(min(max(i + shift + 1, 0), n) for i in range(m))


def precompile(chip, models):
    from dataclasses import replace

    from attn_mlir.attention import Signature, kernel, launch_variants
    for name in models:
        dtype, _, hq, hk, m, _, d, causal = MODELS[name]
        sigs = [Signature(dtype, d, d, causal is not None, None, hq != hk, chip,
                          causal or "top_left")]
        if m == 1:
            # Decode runs as one problem per K/V head (grouped), and split
            # into parts with the LSE where the heads alone leave the device
            # idle.
            sigs += [Signature(dtype, d, d, chip=chip),
                     Signature(dtype, d, d, chip=chip, lse=True)]
        # The default tiles, and the variants attn_mlir.torch takes for few
        # query rows or grids that would not fill the device.
        for sig in sigs:
            kernel(sig)
            for tile_m, tile_n in launch_variants(sig):
                kernel(replace(sig, tile_m=tile_m, tile_n=tile_n))
        print(f"compiled {name}", flush=True)


def reference_error(out, q, k, v, causal, scale):
    """Max abs difference of `out` from float64 attention on the sample:
    batch element 0, query heads 0 and 1, up to 512 query rows spread over
    the sequence."""
    import torch
    m, n = q.shape[2], k.shape[2]
    rows = torch.linspace(0, m - 1, min(m, 512), device=q.device).round().long().unique()
    groups = q.shape[1] // k.shape[1]
    worst = 0.0
    for h in (0, 1):
        qh = q[0, h, rows].double()
        kh, vh = k[0, h // groups].double(), v[0, h // groups].double()
        s = qh @ kh.T * scale
        if causal is not None:
            shift = 0 if causal == "top_left" else n - m
            keys = torch.arange(n, device=q.device)
            s = s.masked_fill(keys[None, :] > rows[:, None] + shift, -math.inf)
        p = torch.softmax(s, dim=-1).nan_to_num(0.0)
        ref = p @ vh
        worst = max(worst, (out[0, h, rows].double() - ref).abs().max().item())
    return worst


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "models"))
    parser.add_argument("--models", default=",".join(MODELS),
                        help="comma-separated model shapes (default: all)")
    parser.add_argument("--backends", default=",".join(BACKENDS))
    parser.add_argument("--precompile", action="store_true",
                        help="only compile the kernels into the cache")
    parser.add_argument("--chip", default="sm_90a")
    parser.add_argument("--hbm-tbs", type=float, default=4.8,
                        help="the card's HBM bandwidth in TB/s (H200: 4.8)")
    args = parser.parse_args()
    models = args.models.split(",")
    backends = args.backends.split(",")
    for name in models:
        if name not in MODELS:
            parser.error(f"unknown model {name}; known: {', '.join(MODELS)}")
    for backend in backends:
        if backend not in BACKENDS:
            parser.error(f"unknown backend {backend}; known: {', '.join(BACKENDS)}")
    if args.precompile:
        return precompile(args.chip, models)

    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from attn_mlir.torch import attention

    sdpa = {"flash2": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION}
    dtypes = {"f16": torch.float16, "bf16": torch.bfloat16}
    os.makedirs(args.out, exist_ok=True)

    def measure(fn):
        torch.cuda.synchronize()
        out = fn()
        torch.cuda.synchronize()
        calls, start = 0, time.perf_counter()
        begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        begin.record()
        while calls < 10 or time.perf_counter() - start < 0.3:
            fn()
            calls += 1
        end.record()
        torch.cuda.synchronize()
        return begin.elapsed_time(end) / calls / 1e3, out

    def measure_graph(fn, calls=20, replays=5):
        """Seconds per call with `calls` calls captured in one CUDA graph."""
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            fn()
        torch.cuda.current_stream().wait_stream(side)
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            for _ in range(calls):
                fn()
        graph.replay()
        torch.cuda.synchronize()
        begin, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        begin.record()
        for _ in range(replays):
            graph.replay()
        end.record()
        torch.cuda.synchronize()
        del graph
        return begin.elapsed_time(end) / (calls * replays) / 1e3

    rows = []
    torch.manual_seed(0)
    for name in models:
        dtype, b, hq, hk, m, n, d, causal = MODELS[name]
        q = torch.randn(b, hq, m, d, device="cuda", dtype=dtypes[dtype])
        k, v = (torch.randn(b, hk, n, d, device="cuda", dtype=dtypes[dtype]) for _ in range(2))
        scale = 1 / math.sqrt(d)
        flops = 4 * b * hq * visible_pairs(m, n, causal) * d
        moved = (2 * q.numel() + k.numel() + v.numel()) * q.element_size()
        times, graph_times = {}, {}
        for backend in backends:
            try:
                if backend == "attn-mlir":
                    def fn():
                        return attention(q, k, v, is_causal=causal is not None,
                                         causal_alignment=causal, enable_gqa=hq != hk)
                else:
                    # SDPA's is_causal is top-left; bottom-right is its
                    # causal_lower_right bias, and GQA its enable_gqa.
                    mask, is_causal = None, causal == "top_left"
                    if causal == "bottom_right":
                        from torch.nn.attention.bias import causal_lower_right
                        mask = causal_lower_right(m, n)

                    def fn(backend=backend, mask=mask, is_causal=is_causal):
                        with sdpa_kernel(sdpa[backend]):
                            return F.scaled_dot_product_attention(
                                q, k, v, attn_mask=mask, is_causal=is_causal,
                                enable_gqa=hq != hk)
                seconds, out = measure(fn)
            except (RuntimeError, ValueError, torch.cuda.OutOfMemoryError) as error:
                print(f"{name} {backend} failed: {str(error)[:160]}", file=sys.stderr)
                torch.cuda.empty_cache()
                continue
            times[backend] = seconds
            try:
                graph_times[backend] = measure_graph(fn)
            except RuntimeError as error:
                print(f"{name} {backend}: no CUDA graph ({str(error)[:160]})", file=sys.stderr)
            rows.append({"model": name, "dtype": dtype, "B": b, "Hq": hq, "Hkv": hk, "M": m,
                         "N": n, "d": d, "causal": causal or "", "backend": backend,
                         "ms": f"{seconds * 1e3:.4f}",
                         "tflops": f"{flops / seconds / 1e12:.2f}",
                         "gbps": f"{moved / seconds / 1e9:.1f}",
                         "hbm_share": f"{moved / seconds / (args.hbm_tbs * 1e12):.3f}",
                         "max_abs_err_vs_f64":
                             f"{reference_error(out, q, k, v, causal, scale):.2e}",
                         "ratio_vs_flash2": "",
                         "graph_ms": (f"{graph_times[backend] * 1e3:.4f}"
                                      if backend in graph_times else ""),
                         "graph_ratio_vs_flash2": ""})
            print(f"{name:28s} {backend:10s} {seconds * 1e3:8.4f} ms "
                  f"(graph {rows[-1]['graph_ms'] or '-':>7s}) "
                  f"{flops / seconds / 1e12:7.1f} TFLOP/s "
                  f"{moved / seconds / 1e9:7.0f} GB/s  err {rows[-1]['max_abs_err_vs_f64']}",
                  flush=True)
        if "flash2" in times:
            for row in rows:
                if row["model"] == name and row["backend"] in times:
                    row["ratio_vs_flash2"] = f"{times['flash2'] / times[row['backend']]:.3f}"
        if "flash2" in graph_times:
            for row in rows:
                if row["model"] == name and row["backend"] in graph_times:
                    row["graph_ratio_vs_flash2"] = \
                        f"{graph_times['flash2'] / graph_times[row['backend']]:.3f}"
        del q, k, v
        torch.cuda.empty_cache()

    path = os.path.join(args.out, "models.csv")
    with open(path, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=FIELDS)
        writer.writeheader()
        writer.writerows(rows)
    print(f"wrote {path} ({len(rows)} rows) on {torch.cuda.get_device_name()}, "
          f"torch {torch.__version__}")
    try:
        plot(rows, os.path.join(args.out, "models.png"))
    except ImportError as error:
        print(f"no plot here ({error})")


def plot(rows, path):
    """Bars of each backend's speed relative to FlashAttention-2."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    models = list(dict.fromkeys(row["model"] for row in rows))
    backends = list(dict.fromkeys(row["backend"] for row in rows))
    fig, ax = plt.subplots(figsize=(max(6, 1.2 * len(models)), 4))
    width = 0.8 / max(1, len(backends))
    for i, backend in enumerate(backends):
        ratios = [next((float(r["ratio_vs_flash2"]) for r in rows
                        if r["model"] == mdl and r["backend"] == backend
                        and r["ratio_vs_flash2"]), 0.0) for mdl in models]
        ax.bar([x + i * width for x in range(len(models))], ratios, width, label=backend)
    ax.axhline(1.0, color="gray", linewidth=0.8)
    ax.set_xticks([x + width * (len(backends) - 1) / 2 for x in range(len(models))])
    ax.set_xticklabels(models, rotation=30, ha="right")
    ax.set_ylabel("speed relative to FlashAttention-2")
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
