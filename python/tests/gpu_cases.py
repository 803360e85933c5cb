"""The shapes and options of the GPU tests, without PyTorch, so that their
kernels can be compiled into a cache on a machine without a GPU:

    ATTN_MLIR_CACHE=DIR python3 python/tests/gpu_cases.py [--forward | --backward | --varlen]

(every GPU test's kernels; with an option only those of test_torch_gpu.py,
test_torch_gpu_backward.py or test_torch_gpu_varlen.py), and the cache
carried to the GPU machine (which has no compiler)."""

import os
import sys

# name: (dtype, batch, query heads, kv heads, M, N, head dim, value dim,
#        causal (False, True: top-left, or "bottom_right"), mask, layout)
CASES = {
    "f16_d64": ("f16", 2, 4, 4, 128, 128, 64, 64, False, None, "bhsd"),
    "bf16_d128_causal": ("bf16", 2, 4, 4, 200, 200, 128, 128, True, None, "bhsd"),
    "f16_ragged_causal_bshd": ("f16", 3, 2, 2, 77, 131, 64, 64, True, None, "bshd"),
    "bf16_gqa": ("bf16", 2, 8, 2, 96, 160, 64, 64, False, None, "bhsd"),
    "f16_bool_mask_rows_masked": ("f16", 2, 2, 2, 64, 96, 64, 64, False, "bool", "bhsd"),
    "f16_additive_mask_gqa": ("f16", 1, 6, 3, 50, 70, 128, 128, False, "additive", "bhsd"),
    "f32_d32": ("f32", 1, 2, 2, 40, 33, 32, 32, False, None, "bhsd"),
    "f16_dv_differs_3d": ("f16", None, 3, 3, 45, 45, 64, 32, True, None, "bhsd"),
    "f16_large_logits": ("f16", 1, 2, 2, 64, 64, 64, 64, False, None, "bhsd"),
    "bf16_d256_causal_gqa": ("bf16", 2, 4, 2, 150, 333, 256, 256, True, None, "bhsd"),
    "f16_d256_dv64_bshd": ("f16", 2, 2, 2, 99, 200, 256, 64, False, None, "bshd"),
    "f16_d96_causal": ("f16", 1, 3, 3, 120, 90, 96, 96, True, None, "bhsd"),
    "bf16_d32_gqa_bshd": ("bf16", 2, 4, 2, 100, 130, 32, 32, False, None, "bshd"),
    "f16_d32_bool_mask": ("f16", 1, 2, 2, 70, 90, 32, 32, False, "bool", "bhsd"),
    "bf16_d96_additive_mask": ("bf16", 2, 2, 2, 65, 129, 96, 96, False, "additive", "bhsd"),
    "f16_d160_dv96_causal": ("f16", 1, 2, 2, 140, 100, 160, 96, True, None, "bhsd"),
    # Chunked prefill (64 new queries against 300 keys of a cache, GQA) and
    # more queries than keys (the first rows see no key: zeros).
    "f16_bottom_right_prefill_gqa": ("f16", 2, 8, 2, 64, 300, 128, 128, "bottom_right", None,
                                     "bhsd"),
    "bf16_bottom_right_m_gt_n": ("bf16", 1, 2, 2, 200, 90, 64, 64, "bottom_right", None,
                                 "bshd"),
    # Head dims that are multiples of 8, not of 32, on the tensor cores (the
    # products pad them to a multiple of 16): SD 1.5 (40), DiT (72), Phi-2
    # (80), 112, and the smallest (8).
    "f16_d40_ragged": ("f16", 2, 2, 2, 300, 257, 40, 40, False, None, "bhsd"),
    "bf16_d72_causal_gqa_bshd": ("bf16", 1, 4, 2, 190, 190, 72, 72, True, None, "bshd"),
    "f16_d80_additive_mask": ("f16", 1, 2, 2, 100, 150, 80, 80, False, "additive", "bhsd"),
    "bf16_d112_bottom_right": ("bf16", 2, 2, 2, 64, 200, 112, 112, "bottom_right", None,
                               "bhsd"),
    "f16_d8_bool_mask": ("f16", 1, 2, 2, 33, 70, 8, 8, False, "bool", "bhsd"),
    "bf16_d24_dv40": ("bf16", 1, 2, 2, 90, 130, 24, 40, False, None, "bhsd"),
    "f16_d200_causal": ("f16", 1, 2, 2, 150, 150, 200, 200, True, None, "bhsd"),
    # Key-padding masks ([B, 1, 1, S]: the kernels' [B, S] key mask, read
    # once per key block), one sequence's keys all hidden.
    "f16_key_mask_gqa": ("f16", 3, 4, 2, 200, 300, 128, 128, False, "bool_keys", "bhsd"),
    "bf16_additive_key_mask_bshd": ("bf16", 3, 2, 2, 129, 257, 64, 64, False, "additive_keys",
                                    "bshd"),
    # Decode with grouped K/V: the query heads of a group are one problem's
    # rows (bottom-right causal with one query row sees every key).
    "bf16_decode_gqa": ("bf16", 4, 8, 2, 1, 700, 128, 128, False, None, "bhsd"),
    "f16_decode_gqa_bottom_right_bshd": ("f16", 3, 12, 3, 1, 333, 64, 64, "bottom_right", None,
                                         "bshd"),
}


# Problems at d = 128 with enough query tiles to fill an H100/H200 (at least
# 132 workgroups of 128 rows), so that attn_mlir.torch keeps the default
# 128 x 128 tiles and runs the warp-specialized wgmma kernel (a producer
# and two consumer warpgroups) rather than a 64-row variant. Fields as
# CASES; the test rewrites each one's inputs: logits scaled up to hundreds,
# bf16 masks at finfo.min (rows hidden entirely and in part), fully masked
# rows of a bool mask, and the LSE.
WARP_SPECIALIZED_CASES = {
    "bf16_causal_gqa_large_logits": ("bf16", 2, 8, 2, 1100, 1100, 128, 128, True, None,
                                     "bhsd"),
    "bf16_limit_mask_ragged": ("bf16", 1, 16, 16, 1100, 1300, 128, 128, False, "additive",
                               "bhsd"),
    "f16_bottom_right_gqa_bshd": ("f16", 2, 8, 2, 1030, 1500, 128, 128, "bottom_right", None,
                                  "bshd"),
    "f16_bool_mask_rows_masked": ("f16", 2, 8, 8, 1100, 1500, 128, 128, False, "bool", "bhsd"),
    "f16_causal_lse": ("f16", 1, 16, 16, 1200, 1200, 128, 128, True, None, "bhsd"),
    # bf16 with the LSE sums the probabilities per thread in f32, not on
    # the tensor cores.
    "bf16_ragged_lse": ("bf16", 1, 16, 16, 1100, 1300, 128, 128, False, None, "bhsd"),
}

# The gradients on the tensor-core backward (f16/bf16, head dims that are
# multiples of 8 up to 128): names of CASES entries.
BACKWARD_CASES = ("f16_d64", "bf16_d128_causal", "f16_ragged_causal_bshd", "bf16_gqa",
                  "f16_bool_mask_rows_masked", "f16_additive_mask_gqa", "f16_large_logits",
                  "f16_d96_causal", "bf16_d32_gqa_bshd", "f16_d32_bool_mask",
                  "bf16_d96_additive_mask", "f16_bottom_right_prefill_gqa",
                  "bf16_bottom_right_m_gt_n", "f16_d40_ragged", "bf16_d72_causal_gqa_bshd",
                  "f16_d80_additive_mask", "f16_d8_bool_mask", "bf16_d24_dv40",
                  "f16_key_mask_gqa", "bf16_additive_key_mask_bshd")

# The backward with bf16 additive masks at finfo.min (rows hidden entirely
# and in part): a case whose mask the test rewrites.
LIMIT_MASK_BACKWARD = ("bf16", 1, 2, 2, 70, 90, 64, 64, False, "additive", "bhsd")


def backward_signatures(case, chip="sm_90a"):
    """The signatures a training step of `case` compiles: the forward with
    the LSE (and the variants attn_mlir.torch may launch), and the
    backward's."""
    from dataclasses import replace

    from attn_mlir.attention import launch_variants
    forward = replace(signature(case, chip), lse=True)
    sigs = [forward] + [replace(forward, tile_m=tm, tile_n=tn)
                        for tm, tn in launch_variants(forward)]
    return sigs, signature(case, chip)


# Split-KV decode (keys over several workgroups, the parts combined by
# their LSE): name: (dtype, batch, query heads, kv heads, N, head dim,
# layout); every one runs split on an H200.
SPLIT_DECODE = {
    "bf16_gqa_b1_ragged": ("bf16", 1, 32, 8, 5000, 128, "bhsd"),
    "f16_gqa_b2_bshd": ("f16", 2, 8, 2, 4096, 64, "bshd"),
    "bf16_gqa_b2_bhsd": ("bf16", 2, 16, 4, 4096, 128, "bhsd"),
    "f16_mha_b1_d256": ("f16", 1, 4, 4, 3000, 256, "bhsd"),
}

# Float-limit additive masks (bf16 finfo.min hides a row entirely) on the
# head dims that are multiples of 8, and the LSE through the custom op.
LIMIT_MASK_DIMS = (40, 72, 80)
LSE_CASE = "bf16_d128_causal"


def extra_signatures(chip="sm_90a"):
    """The kernels of the tests that do not run a CASES entry as it is."""
    from dataclasses import replace

    from attn_mlir.attention import Signature
    sigs = [Signature("bf16", d, d, False, "additive", False, chip) for d in LIMIT_MASK_DIMS]
    sigs.append(replace(signature(CASES[LSE_CASE], chip), lse=True))
    for dtype, _, hq, hk, _, d, _ in SPLIT_DECODE.values():
        # Split (captured), and eager without splitting (grouped or not).
        sigs.append(Signature(dtype, d, d, chip=chip, lse=True))
        sigs.append(Signature(dtype, d, d, chip=chip))
        for causal in (False, True):
            sigs.append(Signature(dtype, d, d, causal, None, hq != hk, chip,
                                  "bottom_right" if causal else "top_left"))
    sigs.append(Signature("bf16", 64, 64, chip=chip, lse=True))  # the eager long context
    return sigs


# Packed variable-length sequences (attn_mlir.torch.varlen_attention) and a
# paged KV cache (attn_mlir.torch.paged_attention, its keys gathered) on CUDA
# tensors, both through one kernel of attn.varlen_attention for all the
# sequences (test_torch_gpu_varlen.py). Kernels take every length at
# launch, so lengths cost no kernel; each element type, head dims, GQA,
# causal alignment and whether the LSE is asked for does. Sequences as
# (query rows, keys): a short prefill, one without query rows, one of more
# than a query tile, a decode row, one without keys (zeros, LSE -inf),
# chunked prefill, more queries than keys (bottom right: the first rows see
# no key), a decode row without keys (its key view starts at the end of the
# packed keys); then rows past the last sequence.
VARLEN_SEQUENCES = ((5, 9), (0, 3), (130, 130), (1, 257), (3, 0), (77, 300), (6, 4), (1, 0))
VARLEN_TAIL_ROWS = 3
VARLEN_HEAD_DIM = 64
# (query heads, K/V heads).
VARLEN_HEADS = {"gqa": (8, 2), "mha": (4, 4)}
# Not causal, or the alignment of the causal diagonal.
CAUSAL_KINDS = (None, "bottom_right", "top_left")
VARLEN_DTYPES = ("f16", "bf16")
# Keys of each sequence in the paged cache: none, one, a page exactly, part
# of a page, several pages (the last partly used), many pages.
PAGED_SEQ_LENS = (0, 1, 16, 7, 53, 300)
# name: (query rows per sequence, (query heads, K/V heads), head dim, page
# size): decode with grouped K/V heads, and a short chunk.
# Pages of a multiple of 32 keys run the in-place kernel of the paged cache
# (attention.paged_kernel), others the gather into packed sequences.
PAGED_CASES = {"decode_gqa": (1, (8, 2), 128, 16), "chunk_mha": (5, (4, 4), 64, 64),
               "decode_gqa_p256": (1, (8, 2), 128, 256), "decode_gqa_p32": (1, (8, 2), 64, 32),
               "chunk_gqa_p128": (5, (8, 2), 128, 128), "decode_mha_p64": (1, (4, 4), 64, 64)}
# The multiprocessors of the GPUs the tests run on (H100, H200), as the
# tile choice of attn_mlir.torch's paged kernel sees them.
MULTIPROCESSORS = 132


def packed_signature(dtype, hq, hk, d, rows, causal, paged=False, chip="sm_90a"):
    """The kernel of attn.varlen_attention (attention.varlen_kernel) that
    attn_mlir.torch's CUDA varlen_attention and paged_attention ask for on
    a problem with these options (`causal`: None or the alignment; `rows`:
    a paged problem's query rows per sequence): a paged problem with one
    query row that sees every key (not causal, or bottom-right) and grouped
    K/V heads runs its group's query heads as the rows of each sequence,
    without GQA or causal (torch._paged_packed). Lengths cost no kernel,
    nor does asking for the LSE (the kernel always writes it)."""
    from attn_mlir.attention import Signature
    if paged and rows == 1 and hq != hk and causal in (None, "bottom_right"):
        return Signature(dtype, d, d, chip=chip)
    return Signature(dtype, d, d, causal is not None, None, hq != hk, chip,
                     causal or "top_left")


def paged_signatures(chip="sm_90a"):
    """The kernels of a paged cache (attention.paged_kernel: (Signature,
    page size)) test_torch_gpu_varlen.py runs."""
    from attn_mlir.attention import paged_in_place, paged_launch
    keys = []
    for dtype in VARLEN_DTYPES:
        for causal in CAUSAL_KINDS:
            for rows, (hq, hk), d, page in PAGED_CASES.values():
                if not paged_in_place(dtype, d, d, page):
                    continue
                sig, _ = paged_launch(dtype, d, d, len(PAGED_SEQ_LENS), rows, hq, hk, page,
                                      causal is not None, causal or "bottom_right", chip,
                                      MULTIPROCESSORS)
                if (sig, page) not in keys:
                    keys.append((sig, page))
    return keys


def packed_signatures(chip="sm_90a"):
    """The kernels of packed sequences test_torch_gpu_varlen.py runs
    (packed_signature of each of its varlen problems and of its paged ones
    that gather their pages)."""
    from attn_mlir.attention import paged_in_place
    sigs = []
    for dtype in VARLEN_DTYPES:
        for causal in CAUSAL_KINDS:
            problems = [(hq, hk, VARLEN_HEAD_DIM, None, False) for hq, hk in VARLEN_HEADS.values()]
            problems += [(hq, hk, d, rows, True) for rows, (hq, hk), d, page in PAGED_CASES.values()
                         if not paged_in_place(dtype, d, d, page)]
            for hq, hk, d, rows, paged in problems:
                sig = packed_signature(dtype, hq, hk, d, rows, causal, paged, chip)
                if sig not in sigs:
                    sigs.append(sig)
    return sigs


def precompile_varlen():
    """The kernels of test_torch_gpu_varlen.py."""
    from attn_mlir.attention import paged_kernel, varlen_kernel
    sigs = packed_signatures()
    for sig in sigs:
        varlen_kernel(sig)
    paged = paged_signatures()
    for sig, page in paged:
        paged_kernel(sig, page)
    print(f"compiled varlen/paged: {len(sigs)} kernels of packed sequences, {len(paged)} "
          "of paged caches")


def signature(case, chip="sm_90a"):
    from attn_mlir.attention import Signature
    dtype, _, hq, hk, _, _, d, dv, causal, mask, _ = case
    alignment = causal if isinstance(causal, str) else "top_left"
    return Signature(dtype, d, dv, bool(causal), mask, hq != hk, chip, alignment)


def precompile_backward():
    """The kernels of test_torch_gpu_backward.py."""
    from attn_mlir.attention import backward_kernels, kernel
    autocast = ("bf16", 2, 4, 4, 128, 128, 64, 64, True, None, "bhsd")
    for name, case in [(n, CASES[n]) for n in BACKWARD_CASES] + [
            ("autocast", autocast), ("limit_mask", LIMIT_MASK_BACKWARD)]:
        forwards, backward = backward_signatures(case)
        for sig in forwards:
            kernel(sig)
        backward_kernels(backward)
        backward_kernels(backward, atomics=True)
        print("compiled backward", name)
    # The forwards of the refusal test (no backward for these, but a forward
    # under torch.no_grad()).
    from dataclasses import replace

    from attn_mlir.attention import Signature, launch_variants
    for dtype, d in (("f32", 64), ("f16", 256), ("f16", 36)):
        sig = Signature(dtype, d, d)
        kernel(sig)
        if dtype != "f32" and d % 8 == 0:
            for tile_m, tile_n in launch_variants(sig):
                kernel(replace(sig, tile_m=tile_m, tile_n=tile_n))


if __name__ == "__main__":
    sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
    if sys.argv[1:] == ["--backward"]:
        precompile_backward()
        sys.exit(0)
    if sys.argv[1:] == ["--varlen"]:
        precompile_varlen()
        sys.exit(0)
    from dataclasses import replace

    from attn_mlir.attention import kernel, launch_variants
    for name, case in list(CASES.items()) + list(WARP_SPECIALIZED_CASES.items()):
        sigs = [signature(case)]
        if name.endswith("_lse"):
            sigs.append(replace(sigs[0], lse=True))
        if case[4] == 1:
            # Decode runs as one problem per K/V head (grouped), and split
            # into parts with the LSE.
            folded = replace(sigs[0], gqa=False, causal=False, causal_alignment="top_left")
            sigs += [folded, replace(folded, lse=True)]
        if name == LSE_CASE:
            sigs += extra_signatures()
        for sig in sigs:
            kernel(sig)
            if case[0] != "f32":
                # attn_mlir.torch takes these where 128-row tiles do not
                # fill the device, as on most of these small shapes.
                for tile_m, tile_n in launch_variants(sig):
                    kernel(replace(sig, tile_m=tile_m, tile_n=tile_n))
        print("compiled", name)
    if sys.argv[1:] == ["--forward"]:
        sys.exit(0)
    precompile_backward()
    precompile_varlen()
