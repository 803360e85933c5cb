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

Ragged batches (RAGGED): packed variable-length prefill through
attn_mlir.torch.varlen_attention and decode against a paged KV cache through
attn_mlir.torch.paged_attention, next to SDPA's FA2 and cuDNN on the same
batch padded to its longest sequence (what an engine without varlen or
paging runs), and next to torch.nn.attention.varlen.varlen_attn (backend
torch-varlen) where the installed PyTorch has it. B is the number of
sequences, M and N the longest one's query rows and keys (the padded
length); TFLOP/s and GB/s count the useful (unpadded) work for every
backend, so that the padded baselines pay for their padding. The float64
check samples the shortest and the longest sequence.

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
# Ragged batches, whose sequences differ in length. name: (dtype, query
# heads, kv heads, head dim, each sequence's keys, causal alignment, page
# size). Without a page size: varlen prefill, each sequence's query rows
# its keys, packed [total, heads, d] (causal bottom-right, FlashAttention's
# varlen convention; with as many rows as keys it is also SDPA's top-left
# rule, so the padded baselines are exact on the real rows). With one: one
# query row per sequence against its keys in a cache of pages of that many
# keys, the pages shuffled (block_table), not causal (one row sees every
# key). The padded decode baselines attend the zero keys past a shorter
# sequence's end (SDPA's FA2 takes no mask nor per-sequence lengths; an
# engine would mask them at the same cost): their float64 check samples
# only the sequences as long as the padding.
RAGGED = {
    # Llama-3-8B prefill of a batch of prompts of mixed lengths.
    "llama3-8b-varlen-prefill": ("bf16", 32, 8, 128, (2048, 128, 512, 64, 1024, 256, 96, 1500),
                                 "bottom_right", None),
    # Llama-3-8B decode of 16 sequences around 4k keys, pages of 256 keys.
    "llama3-8b-paged-decode": ("bf16", 32, 8, 128,
                               (4096, 3850, 4300, 3712, 4480, 4011, 3901, 4222,
                                4150, 3777, 4444, 3999, 4090, 4381, 3830, 4267), None, 256),
    # Llama-3-8B decode of one sequence of 32k keys in 256-key pages (split
    # into runs of pages: one sequence's heads alone leave the device idle).
    "llama3-8b-paged-decode-b1": ("bf16", 32, 8, 128, (32768,), None, 256),
}
# torch-varlen: torch.nn.attention.varlen.varlen_attn, on the varlen rows
# only, where the installed PyTorch has it.
BACKENDS = ("attn-mlir", "flash2", "cudnn", "torch-varlen")
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

    from attn_mlir.attention import (Signature, kernel, launch_variants, paged_in_place,
                                     paged_kernel, paged_launch, varlen_kernel)
    for name in models:
        if name in RAGGED:
            dtype, hq, hk, d, lengths, causal, page = RAGGED[name]
            if page and paged_in_place(dtype, d, d, page):
                # The kernel of the paged cache (its pages read in place).
                sig, _ = paged_launch(dtype, d, d, len(lengths), 1, hq, hk, page,
                                      causal is not None, causal or "bottom_right", chip,
                                      MULTIPROCESSORS)
                paged_kernel(sig, page)
                print(f"compiled {name} (paged cache)", flush=True)
                continue
            # Packed sequences, and a paged cache's gathered keys: one
            # kernel of attn.varlen_attention.
            varlen_kernel(ragged_signature(name, chip))
            print(f"compiled {name} (packed sequences)", flush=True)
            continue
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


# The multiprocessors of the H100 and H200, as the paged kernel's tile
# choice sees them (attention.paged_launch).
MULTIPROCESSORS = 132


def ragged_signature(name, chip):
    """The kernel attn_mlir.torch's CUDA varlen/paged path asks for on a
    RAGGED row (lengths cost no kernel): the GPU tests' rule
    (python/tests/gpu_cases.py) applied to this row."""
    tests = os.path.join(ROOT, "python", "tests")
    if tests not in sys.path:
        sys.path.insert(0, tests)
    from gpu_cases import packed_signature
    dtype, hq, hk, d, _, causal, page = RAGGED[name]
    return packed_signature(dtype, hq, hk, d, 1 if page else None, causal, page is not None,
                            chip)


def sample_rows(m, device):
    """Up to 512 query rows spread over `m`."""
    import torch
    return torch.linspace(0, m - 1, min(m, 512), device=device).round().long().unique()


def materialised(qh, kh, vh, rows, m, causal, scale):
    """Float64 attention of one head: query rows `rows` (qh [len(rows), E],
    of a problem of `m` rows) against kh, vh [N, E|Ev]."""
    import torch
    n = kh.shape[0]
    s = qh.double() @ kh.double().T * scale
    if causal is not None:
        shift = 0 if causal == "top_left" else n - m
        keys = torch.arange(n, device=qh.device)
        s = s.masked_fill(keys[None, :] > rows[:, None] + shift, -math.inf)
    p = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return p @ vh.double()


def reference_error(out, q, k, v, causal, scale):
    """Max abs difference of `out` from float64 attention on the sample:
    batch element 0, query heads 0 and 1, up to 512 query rows spread over
    the sequence."""
    m = q.shape[2]
    rows = sample_rows(m, q.device)
    groups = q.shape[1] // k.shape[1]
    worst = 0.0
    for h in (0, 1):
        ref = materialised(q[0, h, rows], k[0, h // groups], v[0, h // groups], rows, m,
                           causal, scale)
        worst = max(worst, (out[0, h, rows].double() - ref).abs().max().item())
    return worst


def ragged_problem(name, device):
    """The tensors of RAGGED row `name` on `device`, as a dict: the inputs of
    attn_mlir.torch (varlen: q, k, v packed [total, heads, d] and cu_seqlens;
    paged: q [B, 1, Hq, d], k_cache and v_cache [pages, page size, Hkv, d]
    with the pages shuffled, cache_seqlens and block_table), the same batch
    padded with zeros to its longest sequence as SDPA takes it (dense_q,
    dense_k, dense_v [B, H, rows, d]), and each sequence's query rows, keys
    and values ([L, H, d]: views of the packed tensors, the keys and values
    gathered from the pages; for the float64 check)."""
    import torch
    dtype, hq, hk, d, lengths, causal, page = RAGGED[name]
    element = {"f16": torch.float16, "bf16": torch.bfloat16}[dtype]
    gen = torch.Generator(device=device).manual_seed(0)

    def randn(*shape):
        return torch.randn(*shape, generator=gen, device=device, dtype=element)

    b, longest = len(lengths), max(lengths)
    prob = {"lengths": lengths, "rows": [1 if page else n for n in lengths], "causal": causal,
            "scale": 1 / math.sqrt(d), "groups": hq // hk}

    def padded(seqs, heads, width):
        out = torch.zeros(b, width, heads, d, device=device, dtype=element)
        for s, t in enumerate(seqs):
            out[s, :t.shape[0]] = t
        return out.transpose(1, 2).contiguous()

    if page is None:
        starts = [0]
        for n in lengths:
            starts.append(starts[-1] + n)
        q, k, v = randn(starts[-1], hq, d), randn(starts[-1], hk, d), randn(starts[-1], hk, d)
        prob.update(q=q, k=k, v=v, cu_seqlens=torch.tensor(starts, dtype=torch.int32,
                                                           device=device),
                    starts=starts)
        queries, keys, values = ([t[a:z] for a, z in zip(starts, starts[1:])]
                                 for t in (q, k, v))
    else:
        counts = [-(-n // page) for n in lengths]
        order = torch.randperm(sum(counts), generator=torch.Generator().manual_seed(0))
        table = torch.zeros(b, max(counts), dtype=torch.int32)
        taken = 0
        for s, count in enumerate(counts):
            table[s, :count] = order[taken:taken + count]
            taken += count
        k_cache, v_cache = randn(sum(counts), page, hk, d), randn(sum(counts), page, hk, d)
        q = randn(b, 1, hq, d)
        prob.update(q=q, k_cache=k_cache, v_cache=v_cache,
                    cache_seqlens=torch.tensor(lengths, dtype=torch.int32, device=device),
                    block_table=table.to(device))

        def gather(cache, s):
            index = table[s, :counts[s]].long().to(device)
            return cache.index_select(0, index).reshape(-1, hk, d)[:lengths[s]]

        queries = [q[s] for s in range(b)]
        keys = [gather(k_cache, s) for s in range(b)]
        values = [gather(v_cache, s) for s in range(b)]
    prob.update(queries=queries, keys=keys, values=values,
                dense_q=padded(queries, hq, max(prob["rows"])),
                dense_k=padded(keys, hk, longest), dense_v=padded(values, hk, longest))
    return prob


def ragged_error(prob, out, layout):
    """Max abs difference of `out` from float64 attention of each sequence
    alone on the sample: the shortest and the longest sequence (with
    `layout` "dense", the batch padded to the longest, only sequences the
    padding leaves exact: all in causal prefill, whose real rows see no
    padded key, the longest alone in decode), query heads 0 and 1, up to
    512 query rows. `layout`: "packed" (varlen, [total, Hq, Ev]), "paged"
    ([B, M, Hq, Ev]) or "dense" ([B, Hq, M, Ev])."""
    lengths = prob["lengths"]
    sample = sorted({lengths.index(min(lengths)), lengths.index(max(lengths))})
    if layout == "dense" and prob["causal"] is None:
        sample = [s for s in sample if lengths[s] == max(lengths)]
    worst = 0.0
    for s in sample:
        m = prob["rows"][s]
        rows = sample_rows(m, out.device)
        for h in (0, 1):
            ref = materialised(prob["queries"][s][rows, h], prob["keys"][s][:, h // prob["groups"]],
                               prob["values"][s][:, h // prob["groups"]], rows, m,
                               prob["causal"], prob["scale"])
            if layout == "packed":
                got = out[prob["starts"][s] + rows, h]
            elif layout == "paged":
                got = out[s, rows, h]
            else:
                got = out[s, h, rows]
            worst = max(worst, (got.double() - ref).abs().max().item())
    return worst


def torch_varlen():
    """(varlen_attn, the keyword arguments this PyTorch's version takes for
    causal attention and GQA) from torch.nn.attention.varlen, or None where
    the installed PyTorch has no such function (or one that takes no causal
    option). Its signature changed
    between releases: is_causal (2.10) or window_size=(-1, 0), a tuple
    (2.11 on; bottom-right, as FlashAttention's causal), and enable_gqa
    (2.12 on; before that the FA2 kernel takes fewer K/V heads as they
    are)."""
    import inspect
    try:
        from torch.nn.attention import varlen
    except ImportError:
        return None
    function = getattr(varlen, "varlen_attn", None)
    if function is None:
        return None
    params = inspect.signature(function).parameters
    if "is_causal" in params:
        causal = {"is_causal": True}
    elif "window_size" in params:
        causal = {"window_size": (-1, 0)}
    else:
        return None
    gqa = {"enable_gqa": True} if "enable_gqa" in params else {}
    return function, causal, gqa


def measure(fn):
    """(Seconds per call of `fn`, eager, and its result)."""
    import torch
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
    import torch
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


def result_row(shape, backend, seconds, graph_seconds, flops, moved, error, hbm_tbs):
    """The CSV row of one backend on one shape (`shape`: the columns from
    model to causal), printed as it comes."""
    row = dict(shape, backend=backend, ms=f"{seconds * 1e3:.4f}",
               tflops=f"{flops / seconds / 1e12:.2f}", gbps=f"{moved / seconds / 1e9:.1f}",
               hbm_share=f"{moved / seconds / (hbm_tbs * 1e12):.3f}",
               max_abs_err_vs_f64=f"{error:.2e}", ratio_vs_flash2="",
               graph_ms=f"{graph_seconds * 1e3:.4f}" if graph_seconds is not None else "",
               graph_ratio_vs_flash2="")
    print(f"{shape['model']:28s} {backend:12s} {seconds * 1e3:8.4f} ms "
          f"(graph {row['graph_ms'] or '-':>7s}) "
          f"{flops / seconds / 1e12:7.1f} TFLOP/s "
          f"{moved / seconds / 1e9:7.0f} GB/s  err {row['max_abs_err_vs_f64']}", flush=True)
    return row


def fill_ratios(rows, name, times, graph_times):
    """Each backend's speed relative to FlashAttention-2 on shape `name`."""
    for key, seconds in (("ratio_vs_flash2", times), ("graph_ratio_vs_flash2", graph_times)):
        if "flash2" not in seconds:
            continue
        for row in rows:
            if row["model"] == name and row["backend"] in seconds:
                row[key] = f"{seconds['flash2'] / seconds[row['backend']]:.3f}"


def ragged_rows(name, backends, hbm_tbs):
    """The CSV rows of RAGGED row `name` on the GPU."""
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from attn_mlir.torch import paged_attention, varlen_attention

    sdpa = {"flash2": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION}
    dtype, hq, hk, d, lengths, causal, page = RAGGED[name]
    prob = ragged_problem(name, "cuda")
    longest, longest_rows = max(lengths), max(prob["rows"])
    # The useful work: each sequence's own rows and keys, none of the padding.
    flops = sum(4 * d * hq * visible_pairs(m, n, causal) for m, n in zip(prob["rows"], lengths))
    moved = ((2 * sum(prob["rows"]) * hq + 2 * sum(lengths) * hk) * d
             * prob["dense_q"].element_size())
    shape = {"model": name, "dtype": dtype, "B": len(lengths), "Hq": hq, "Hkv": hk,
             "M": longest_rows, "N": longest, "d": d, "causal": causal or ""}
    rows, times, graph_times = [], {}, {}
    for backend in backends:
        # Ours reads the offsets, lengths and block table on the host once
        # per tensor version (measure's calls have read them before the
        # capture), so its graph is captured like the others'.
        capturable = True
        if backend == "attn-mlir" and page is None:
            layout = "packed"

            def fn():
                return varlen_attention(prob["q"], prob["k"], prob["v"], prob["cu_seqlens"],
                                        prob["cu_seqlens"], longest, longest,
                                        causal=causal is not None,
                                        causal_alignment=causal or "bottom_right")
        elif backend == "attn-mlir":
            layout = "paged"

            def fn():
                return paged_attention(prob["q"], prob["k_cache"], prob["v_cache"],
                                       prob["cache_seqlens"], prob["block_table"],
                                       causal=causal is not None,
                                       causal_alignment=causal or "bottom_right")
        elif backend == "torch-varlen":
            found = torch_varlen() if page is None else None
            if found is None:
                if page is None:
                    print(f"{name} torch-varlen: torch {torch.__version__} has no "
                          "torch.nn.attention.varlen.varlen_attn", file=sys.stderr)
                continue
            function, causal_args, gqa_args = found
            layout = "packed"
            options = dict(causal_args if causal is not None else {},
                           **(gqa_args if hq != hk else {}))

            def fn(function=function, options=options):
                return function(prob["q"], prob["k"], prob["v"], prob["cu_seqlens"],
                                prob["cu_seqlens"], longest, longest, **options)
        else:
            # The batch padded to its longest sequence: SDPA's is_causal
            # (top-left) is the varlen rule on the real rows (as many rows
            # as keys); decode sees every key, the padding included.
            layout = "dense"

            def fn(backend=backend):
                with sdpa_kernel(sdpa[backend]):
                    return F.scaled_dot_product_attention(
                        prob["dense_q"], prob["dense_k"], prob["dense_v"],
                        is_causal=causal is not None, enable_gqa=hq != hk)
        try:
            seconds, out = measure(fn)
        except (RuntimeError, ValueError, TypeError, torch.cuda.OutOfMemoryError) as error:
            print(f"{name} {backend} failed: {str(error)[:160]}", file=sys.stderr)
            torch.cuda.empty_cache()
            continue
        times[backend] = seconds
        if capturable:
            try:
                graph_times[backend] = measure_graph(fn)
            except RuntimeError as error:
                print(f"{name} {backend}: no CUDA graph ({str(error)[:160]})", file=sys.stderr)
        rows.append(result_row(shape, backend, seconds, graph_times.get(backend), flops, moved,
                               ragged_error(prob, out, layout), hbm_tbs))
    fill_ratios(rows, name, times, graph_times)
    prob.clear()
    torch.cuda.empty_cache()
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "models"))
    parser.add_argument("--models", default=",".join(list(MODELS) + list(RAGGED)),
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
        if name not in MODELS and name not in RAGGED:
            parser.error(f"unknown model {name}; known: {', '.join(list(MODELS) + list(RAGGED))}")
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

    rows = []
    torch.manual_seed(0)
    for name in models:
        if name in RAGGED:
            rows += ragged_rows(name, backends, args.hbm_tbs)
            continue
        dtype, b, hq, hk, m, n, d, causal = MODELS[name]
        q = torch.randn(b, hq, m, d, device="cuda", dtype=dtypes[dtype])
        k, v = (torch.randn(b, hk, n, d, device="cuda", dtype=dtypes[dtype]) for _ in range(2))
        scale = 1 / math.sqrt(d)
        flops = 4 * b * hq * visible_pairs(m, n, causal) * d
        moved = (2 * q.numel() + k.numel() + v.numel()) * q.element_size()
        shape = {"model": name, "dtype": dtype, "B": b, "Hq": hq, "Hkv": hk, "M": m, "N": n,
                 "d": d, "causal": causal or ""}
        times, graph_times = {}, {}
        for backend in backends:
            if backend == "torch-varlen":
                continue  # the varlen rows' backend
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
            rows.append(result_row(shape, backend, seconds, graph_times.get(backend), flops,
                                   moved, reference_error(out, q, k, v, causal, scale),
                                   args.hbm_tbs))
        fill_ratios(rows, name, times, graph_times)
        # Frees them (not del: the closures above read these names).
        q = k = v = out = None
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
