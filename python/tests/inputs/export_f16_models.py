#!/usr/bin/env python3
"""Exports the f16 attention of three models at their real head sizes with
torch-mlir (linalg-on-tensors), the inputs of test_vulkan_cooperative.py's
torch-mlir cases (the cooperative-matrix kernel needs f16 and head dims that
are multiples of 16, which the small corpus exports do not have):

  python export_f16_models.py [OUT_DIR]

- gpt2_eager_f16: GPT-2's eager attention (12 heads of 64, scores divided
  by sqrt(64), torch.where with a lower-triangular mask and
  finfo(f16).min, softmax, cast), 256 tokens.
- llama_gqa_sdpa_f16: Llama's repeat_kv (8 K/V heads for 32 query heads,
  expand + reshape) then scaled_dot_product_attention(is_causal=True),
  heads of 128, a dynamic sequence length.
- bert_padding_f16: BERT's additive padding mask ((1 - mask) * finfo.min
  over [B, 1, 1, N]) added to the scaled scores, 12 heads of 64, 128 tokens.
"""

import os
import sys

import torch
import torch.nn.functional as F
from torch.export import Dim
from torch_mlir import fx


class GPT2Eager(torch.nn.Module):
    def forward(self, q, k, v):
        w = torch.matmul(q, k.transpose(-1, -2))
        w = w / torch.full([], v.size(-1) ** 0.5, dtype=w.dtype)
        n = q.size(-2)
        causal = torch.tril(torch.ones(n, n, dtype=torch.bool))[None, None]
        w = torch.where(causal, w, torch.full([], torch.finfo(w.dtype).min, dtype=w.dtype))
        w = F.softmax(w, dim=-1).type(v.dtype)
        return torch.matmul(w, v)


class LlamaGQA(torch.nn.Module):
    def forward(self, q, k, v):
        def repeat_kv(x, n_rep):
            b, h, s, d = x.shape
            return x[:, :, None].expand(b, h, n_rep, s, d).reshape(b, h * n_rep, s, d)
        return F.scaled_dot_product_attention(q, repeat_kv(k, 4), repeat_kv(v, 4),
                                              is_causal=True)


class BertPadding(torch.nn.Module):
    def forward(self, q, k, v, attention_mask):
        ext = (1.0 - attention_mask[:, None, None, :].to(q.dtype)) * torch.finfo(q.dtype).min
        s = torch.matmul(q, k.transpose(-1, -2)) / 8.0 + ext
        return torch.matmul(F.softmax(s, dim=-1), v)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    f16 = torch.float16
    seq = Dim("seq", min=16, max=4096)
    exports = {
        "gpt2_eager_f16": (GPT2Eager(), [torch.zeros(1, 12, 256, 64, dtype=f16) for _ in range(3)], None),
        "llama_gqa_sdpa_f16": (LlamaGQA(), [torch.zeros(1, 32, 64, 128, dtype=f16),
                                            torch.zeros(1, 8, 64, 128, dtype=f16),
                                            torch.zeros(1, 8, 64, 128, dtype=f16)],
                               ({2: seq}, {2: seq}, {2: seq})),
        "bert_padding_f16": (BertPadding(), [torch.zeros(2, 12, 128, 64, dtype=f16) for _ in range(3)]
                             + [torch.ones(2, 128, dtype=torch.int64)], None),
    }
    for name, (module, inputs, dynamic) in exports.items():
        kwargs = {"dynamic_shapes": dynamic} if dynamic else {}
        m = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors",
                                 func_name="forward", **kwargs)
        with open(os.path.join(out, name + ".mlir"), "w") as f:
            f.write(f"// Exported by export_f16_models.py (torch {torch.__version__}, "
                    "torch-mlir): do not edit.\n")
            f.write(str(m))
        print("wrote", name)


if __name__ == "__main__":
    main()
