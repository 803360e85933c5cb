"""PyTorch's kernels for attention with a [B, N] key-padding mask: causal
(the form transformers' sdpa mask takes once raised, causal AND kept[b, n]),
next to which benchmarks/padding_mask.sh times ours on the same GPU; and
without causal (an encoder's padding), where attn_mlir.torch.attention takes
the same [B, 1, 1, N] mask in the same process.

    python3 benchmarks/padding_mask_torch.py [N ...]
    ATTN_MLIR_CACHE=DIR python3 benchmarks/padding_mask_torch.py --precompile

Shapes: B*N = 16k tokens, H*d = 2048, bf16, d = 64 and 128; the mask keeps
a random 80% of each sequence's keys (as attn-run's random masks do, so no
key block is skipped for being padded). Backends: SDPA with the boolean
[B, 1, N, N] mask (memory-efficient; cuDNN where it takes a mask), and
FlexAttention (torch.compile'd, the mask as a mask_mod: causal & kept[b, kv],
its block mask made outside the timing). Prints one line per point:
`backend d N tflops max_abs_diff_vs_efficient`, TFLOP/s = 2*B*H*N^2*d / t
(the causal count); the encoder lines, `padding backend d N tflops diff`,
count 4*B*H*N^2*d.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "python"))


def precompile():
    from attn_mlir.attention import Signature, kernel
    for d in (64, 128):
        kernel(Signature("bf16", d, d, False, "bool_keys"))
        print(f"compiled bf16 d={d} bool_keys", flush=True)


def sweep(lengths, causal, flex):
    """One line per backend and point (prefix `padding` without causal);
    the differences are from the first backend that ran."""
    import torch
    import torch.nn.functional as F
    from sdpa_baseline import bench
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from torch.nn.attention.flex_attention import create_block_mask
    for d in (64, 128):
        h = 2048 // d
        for n in lengths:
            b = 16384 // n
            q, k, v = (torch.randn(b, h, n, d, device="cuda", dtype=torch.bfloat16)
                       for _ in range(3))
            kept = torch.rand(b, n, device="cuda") < 0.8
            mask = kept[:, None, None, :]
            if causal:
                mask = torch.ones(n, n, device="cuda", dtype=torch.bool).tril() & mask
            flops = (2 if causal else 4) * b * h * n * n * d
            runs = {}
            for name, backend in (("efficient", SDPBackend.EFFICIENT_ATTENTION),
                                  ("cudnn", SDPBackend.CUDNN_ATTENTION)):
                def sdpa(backend=backend):
                    with sdpa_kernel(backend):
                        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
                runs[name] = sdpa

            def mask_mod(bi, hi, qi, ki):
                return ((qi >= ki) & kept[bi, ki]) if causal else kept[bi, ki]

            block_mask = create_block_mask(mask_mod, b, None, n, n, device="cuda")
            runs["flex"] = lambda: flex(q, k, v, block_mask=block_mask)  # noqa: E731
            if not causal:
                # attn_mlir.torch takes no mask beside is_causal (SDPA's rule).
                from attn_mlir.torch import attention
                runs["attn-mlir"] = lambda: attention(q, k, v, attn_mask=mask)  # noqa: E731
            prefix = "" if causal else "padding "
            reference = None
            for name, fn in runs.items():
                try:
                    out = fn()
                    t = bench(fn, 20)
                except Exception as e:  # a backend that does not take the mask
                    print(f"{prefix}{name} {d} {n} unavailable ({str(e)[:60]})", flush=True)
                    continue
                if reference is None:
                    reference = out.float()
                diff = (out.float() - reference).abs().nan_to_num(0).max().item()
                print(f"{prefix}{name} {d} {n} {flops / t / 1e12:.1f} {diff:.2e}", flush=True)


def main():
    if sys.argv[1:] == ["--precompile"]:
        return precompile()
    import torch
    from torch.nn.attention.flex_attention import flex_attention
    flex = torch.compile(flex_attention)
    lengths = [int(x) for x in (sys.argv[1:] or ["1024", "4096", "8192"])]
    torch.manual_seed(0)
    sweep(lengths, True, flex)
    sweep(lengths, False, flex)


if __name__ == "__main__":
    main()
