"""A GPT-2-small training step on an NVIDIA GPU with each attention backend:
attn-mlir (attn_mlir.torch.attention, forward and backward kernels) next to
PyTorch SDPA's FlashAttention-2, cuDNN and math backends, in one process.

    python3 benchmarks/gpt2_train.py [--steps 20] [--batch 16] [--out DIR]

The model: 12 layers, width 768, 12 heads (d = 64), context 1024, GELU MLP,
pre-LayerNorm, tied embeddings (GPT-2 small, 124M parameters), bf16
autocast, fused AdamW (lr 3e-4), causal attention. Every backend starts from
the same initial weights and trains on the same random token batches (same
seed), so their loss curves may differ only by rounding. Per backend: the
median time of a step (forward, backward, optimizer; after 3 warm-up steps)
and the loss of every step. Writes OUT/gpt2.csv (backend, step, loss, ms).

Kernels come from the attn_mlir cache ($ATTN_MLIR_CACHE); where there is no
compiler, fill it first where the compiler is:

    ATTN_MLIR_CACHE=DIR python3 benchmarks/gpt2_train.py --precompile
"""

import argparse
import copy
import csv
import os
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))

BACKENDS = ("flash2", "attn-mlir", "cudnn", "math")


def precompile(chip):
    from dataclasses import replace

    from attn_mlir.attention import Signature, backward_kernels, kernel, launch_variants
    forward = Signature("bf16", 64, 64, True, chip=chip, lse=True)
    for sig in [forward] + [replace(forward, tile_m=m, tile_n=n)
                            for m, n in launch_variants(forward)]:
        kernel(sig)
    backward_kernels(Signature("bf16", 64, 64, True, chip=chip))
    print("compiled bf16 d=64 causal, forward with the LSE and backward")


def build_model(torch, layers=12, width=768, heads=12, context=1024, vocab=50304):
    """GPT-2 small; each block's attention is its `attend` (q, k, v) -> out,
    set per backend."""
    nn = torch.nn

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.attend = None
            self.ln1, self.ln2 = nn.LayerNorm(width), nn.LayerNorm(width)
            self.qkv, self.proj = nn.Linear(width, 3 * width), nn.Linear(width, width)
            self.fc, self.out = nn.Linear(width, 4 * width), nn.Linear(4 * width, width)

        def forward(self, x):
            b, n, _ = x.shape
            q, k, v = self.qkv(self.ln1(x)).split(width, dim=2)
            q, k, v = (t.view(b, n, heads, width // heads).transpose(1, 2) for t in (q, k, v))
            y = self.attend(q, k, v).transpose(1, 2).reshape(b, n, width)
            x = x + self.proj(y)
            return x + self.out(nn.functional.gelu(self.fc(self.ln2(x)), approximate="tanh"))

    class GPT(nn.Module):
        def __init__(self):
            super().__init__()
            self.tokens, self.positions = nn.Embedding(vocab, width), nn.Embedding(context, width)
            self.blocks = nn.ModuleList(Block() for _ in range(layers))
            self.ln = nn.LayerNorm(width)

        def forward(self, idx, targets):
            x = self.tokens(idx) + self.positions(torch.arange(idx.shape[1], device=idx.device))
            for block in self.blocks:
                x = block(x)
            logits = self.ln(x) @ self.tokens.weight.t()
            return nn.functional.cross_entropy(logits.float().view(-1, vocab), targets.reshape(-1))

    model = GPT()
    # GPT-2's initialisation: weights N(0, 0.02), biases 0.
    for module in model.modules():
        if isinstance(module, (nn.Linear, nn.Embedding)):
            nn.init.normal_(module.weight, std=0.02)
        if isinstance(module, nn.Linear):
            nn.init.zeros_(module.bias)
    return model


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=20)
    parser.add_argument("--batch", type=int, default=16)
    parser.add_argument("--backends", default=",".join(BACKENDS))
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results", "gpt2"))
    parser.add_argument("--chip", default="sm_90a")
    parser.add_argument("--precompile", action="store_true")
    args = parser.parse_args()
    if args.precompile:
        precompile(args.chip)
        return

    import torch
    from torch.nn.attention import SDPBackend, sdpa_kernel

    from attn_mlir.torch import attention

    sdpa = torch.nn.functional.scaled_dot_product_attention
    chosen = {"flash2": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION,
              "math": SDPBackend.MATH}

    def attend_with(backend):
        if backend == "attn-mlir":
            return lambda q, k, v: attention(q, k, v, is_causal=True)

        def attend(q, k, v):
            with sdpa_kernel(chosen[backend]):
                return sdpa(q, k, v, is_causal=True)
        return attend

    torch.manual_seed(0)
    reference = build_model(torch).cuda()
    generator = torch.Generator(device="cuda").manual_seed(1)
    batches = [torch.randint(0, 50304, (args.batch, 1025), generator=generator, device="cuda")
               for _ in range(args.steps)]
    os.makedirs(args.out, exist_ok=True)
    rows = []
    for backend in args.backends.split(","):
        model = copy.deepcopy(reference)
        attend = attend_with(backend)
        for block in model.blocks:
            block.attend = attend
        optimizer = torch.optim.AdamW(model.parameters(), lr=3e-4, fused=True)
        times = []
        for step, batch in enumerate(batches):
            start = torch.cuda.Event(enable_timing=True)
            end = torch.cuda.Event(enable_timing=True)
            start.record()
            with torch.autocast("cuda", dtype=torch.bfloat16):
                loss = model(batch[:, :-1], batch[:, 1:])
            loss.backward()
            optimizer.step()
            optimizer.zero_grad(set_to_none=True)
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end))
            rows.append(dict(backend=backend, step=step, loss=f"{loss.item():.5f}",
                             ms=f"{times[-1]:.2f}"))
        steady = sorted(times[3:]) or times
        print(f"{backend}: {steady[len(steady) // 2]:.1f} ms/step, losses "
              + " ".join(r["loss"] for r in rows if r["backend"] == backend), flush=True)
        del model, optimizer
        torch.cuda.empty_cache()
    with open(os.path.join(args.out, "gpt2.csv"), "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=["backend", "step", "loss", "ms"])
        writer.writeheader()
        writer.writerows(rows)


if __name__ == "__main__":
    main()
