#!/usr/bin/env python3
"""Export Hugging Face `transformers` models, as the library defines them, to
linalg-on-tensors MLIR with torch-mlir, with PyTorch's output on the attn-mlir
input contract.

  python export_transformers.py [--only NAME[,NAME...]] [--out DIR]

Each entry is a small configuration (two layers, width 32, four heads of 8,
random weights) of a model class of `transformers`, run through its
`inputs_embeds` (so the MLIR function takes floats) and a boolean attention
mask (padding), in one attention implementation (`eager` or `sdpa`). For
every entry NAME this writes DIR/NAME.mlir (a `//` header with the lit RUN
lines, then the exported MLIR verbatim) and DIR/NAME.expected.npy (float64,
the model's last hidden state).

Input contract (attn_mlir.checkmodel's): argument 0, the embeddings, is
gen_numpy((B, N, 32), seed=1, mag=2.0, kind="data"); argument 1, the mask, is
gen_numpy((B, N), seed=2, mag=1.0, kind="bool"): random padding, with rows
that see no key at all where the causal prefix is padded.
"""

import argparse
import importlib.metadata
import os
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "..", "..", "..", "python"))
from attn_mlir.check import gen_numpy  # noqa: E402

B, N, WIDTH, HEADS, LAYERS = 2, 16, 32, 4, 2


class EmbeddedNoMask(torch.nn.Module):
    """The model from its input embeddings alone (no attention mask, the
    usual call for one unpadded sequence)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, embeddings):
        return self.model(inputs_embeds=embeddings, use_cache=False).last_hidden_state


class Embedded(torch.nn.Module):
    """The model from its input embeddings and a boolean padding mask."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, embeddings, mask):
        out = self.model(inputs_embeds=embeddings, attention_mask=mask.to(torch.int64),
                         use_cache=False)
        return out.last_hidden_state


class EncoderDecoder(torch.nn.Module):
    """An encoder-decoder model: the encoder on the embeddings under the
    padding mask, the decoder on the first DECODER_N of them (causal
    self-attention, then cross-attention to the encoder's N positions under
    the padding mask)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, embeddings, mask):
        out = self.model(inputs_embeds=embeddings, attention_mask=mask.to(torch.int64),
                         decoder_inputs_embeds=embeddings[:, :DECODER_N], use_cache=False)
        return out.last_hidden_state


# The decoder's length in the encoder-decoder entries (cross-attention is
# DECODER_N x N), and those entries: three attention ops a layer (encoder,
# decoder, cross), their CHECKS listing all of them in order.
DECODER_N = 12
ENCODER_DECODER = {"bart", "t5"}


def configs(T):
    common = dict(num_hidden_layers=LAYERS, hidden_size=WIDTH, intermediate_size=2 * WIDTH,
                  num_attention_heads=HEADS, max_position_embeddings=64, vocab_size=16)
    return {
        # name: (model class, config, the attention the raise must find)
        "gpt2": (T.GPT2Model, T.GPT2Config(n_layer=LAYERS, n_embd=WIDTH, n_head=HEADS,
                                           n_positions=64, vocab_size=16)),
        "llama": (T.LlamaModel, T.LlamaConfig(num_key_value_heads=2, **common)),
        "mistral": (T.MistralModel, T.MistralConfig(num_key_value_heads=2, sliding_window=None,
                                                    **common)),
        "qwen2": (T.Qwen2Model, T.Qwen2Config(num_key_value_heads=2, **common)),
        "phi3": (T.Phi3Model, T.Phi3Config(num_key_value_heads=HEADS, pad_token_id=0, **common)),
        "gemma": (T.GemmaModel, T.GemmaConfig(num_key_value_heads=1, head_dim=WIDTH // HEADS,
                                              **common)),
        "bert": (T.BertModel, T.BertConfig(**common)),
        "bart": (T.BartModel, T.BartConfig(
            encoder_layers=LAYERS, decoder_layers=LAYERS, d_model=WIDTH,
            encoder_attention_heads=HEADS, decoder_attention_heads=HEADS,
            encoder_ffn_dim=2 * WIDTH, decoder_ffn_dim=2 * WIDTH, max_position_embeddings=64,
            vocab_size=16)),
        "t5": (T.T5Model, T.T5Config(num_layers=LAYERS, num_decoder_layers=LAYERS, d_model=WIDTH,
                                     d_kv=WIDTH // HEADS, d_ff=2 * WIDTH, num_heads=HEADS,
                                     vocab_size=16)),
        "opt": (T.OPTModel, T.OPTConfig(num_hidden_layers=LAYERS, hidden_size=WIDTH,
                                         ffn_dim=2 * WIDTH, num_attention_heads=HEADS,
                                         max_position_embeddings=64, word_embed_proj_dim=WIDTH,
                                         vocab_size=16)),
    }


# name -> the attention implementations exported. GPT-2's sdpa path does not
# export (torch.export: a view of a non-contiguous tensor in the model).
ENTRIES = {
    "gpt2": ["eager"],
    "llama": ["eager", "sdpa"],
    "mistral": ["sdpa"],
    "qwen2": ["sdpa"],
    "phi3": ["sdpa"],
    "gemma": ["sdpa"],
    "bert": ["eager", "sdpa"],
    "opt": ["sdpa"],
    "bart": ["sdpa"],
    "t5": ["eager"],
}

# Entries also exported in a 16-bit type (NAME_IMPL_bf16, NAME_IMPL_f16): the
# model's weights and embeddings in that type, as models are served.
HALF = {"llama_sdpa": "f16", "gemma_sdpa": "bf16"}

# Entries also exported with a dynamic sequence length (NAME_dynamic): the
# masks are then read through torch-mlir's broadcasting copies
# (`select(size == 1, 0, i)`), checked at run time where raised.
DYNAMIC = {"gpt2_eager", "llama_sdpa", "gemma_sdpa", "bert_sdpa"}

# Entries whose export keeps a torch-mlir op (OPT's positions are a cumsum of
# the mask: `tm_tensor.scan`): printed in the generic form and raised with
# unregistered dialects allowed; not run (nothing here lowers tm_tensor).
FOREIGN = {"opt_sdpa", "llama_sdpa_nomask", "qwen2_sdpa_nomask"}

# Entries also exported without an attention mask (NAME_nomask, batch 1):
# transformers then tells packed sequences apart by a cumsum of the
# positions' steps (`tm_tensor.scan`), so these are FOREIGN too.
NOMASK = {"llama_sdpa", "qwen2_sdpa"}


def inputs():
    emb = torch.from_numpy(gen_numpy((B, N, WIDTH), seed=1, mag=2.0, kind="data")).float()
    mask = torch.from_numpy(np.ascontiguousarray(gen_numpy((B, N), seed=2, mag=1.0,
                                                           kind="bool")))
    return emb, mask


def export_one(T, name, impl, out_dir, check, dynamic=False, half=None, nomask=False):
    from torch.export import Dim
    from torch_mlir import fx

    cls, config = configs(T)[name]
    config._attn_implementation = impl
    torch.manual_seed(0)
    dtype = {None: torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}[half]
    model = cls(config).eval().to(dtype)
    # torch-mlir cannot import non-persistent buffers (rotary inv_freq,
    # GPT-2's position ids): keep them in the state dict (torch-mlir #4744).
    for m in model.modules():
        m._non_persistent_buffers_set.clear()
    emb, mask = inputs()
    if nomask:
        module = EmbeddedNoMask(model).eval()
        args = (emb[:1].to(dtype),)
    else:
        module = (EncoderDecoder if name in ENCODER_DECODER else Embedded)(model).eval()
        args = (emb.to(dtype), mask)
    with torch.no_grad():
        ref = module(*args)
    tag = (f"{name}_{impl}" + (f"_{half}" if half else "") + ("_dynamic" if dynamic else "")
           + ("_nomask" if nomask else ""))
    foreign = tag in FOREIGN
    if not foreign:
        np.save(os.path.join(out_dir, tag + ".expected.npy"), ref.double().numpy())
    kwargs = {}
    if dynamic:
        seq = Dim("seq", min=1, max=63)
        kwargs["dynamic_shapes"] = ({1: seq}, {1: seq})
    mlir = fx.export_and_import(module, *args, output_type="linalg-on-tensors",
                                func_name="forward", **kwargs)
    if foreign:
        head = ["// RUN: attn-opt %s --allow-unregistered-dialect --attn-raise-from-linalg"
                " | FileCheck %s"]
        text = mlir.operation.get_asm(print_generic_op_form=True)
    else:
        head = [
            "// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s",
            f"// RUN: %model-check --input %s --expected %S/{tag}.expected.npy --expect-raised "
            f"{len(check) - len(PRELUDE.get(tag, []))} | FileCheck %s --check-prefix=NUM",
        ]
        text = str(mlir)
    head += [f"// CHECK: {c}" for c in check] + ["// CHECK-NOT: attn.attention"]
    head += ([] if foreign else ["// NUM: PASS"]) + ["//"]
    head.append(f"// transformers {importlib.metadata.version('transformers')}, torch-mlir "
                f"{importlib.metadata.version('torch-mlir')} (torch {torch.__version__}), "
                f"by export_transformers.py --only {tag}:")
    head.append(f"//   {cls.__name__}({type(config).__name__}(...)) with attn_implementation="
                f"\"{impl}\", {LAYERS} layers, width {WIDTH}, {HEADS} heads; B = {B}, N = {N}"
                + (" (dynamic: 1..63)" if dynamic else "")
                + (f", the decoder on the first {DECODER_N} embeddings"
                   if name in ENCODER_DECODER else "") + ";")
    head.append("//   inputs: embeddings gen_numpy((B, N, 32), seed=1), boolean padding mask "
                "gen_numpy((B, N), seed=2, kind=\"bool\")")
    with open(os.path.join(out_dir, tag + ".mlir"), "w") as f:
        f.write("\n".join(head) + "\n" + text)


# What the raise must produce, per entry: each layer's attention as one op
# (the same lines, LAYERS times).
CHECKS = {
    # Eager attention adds finfo.min where the combined causal and padding
    # mask hides a key: a row whose keys are all hidden weighs them equally,
    # so the mask stays whole ([B, M, N], added).
    "gpt2_eager": ["attn.attention {{.*}}mask({{.*}} : tensor<2x16x16xf32>)"],
    "llama_eager": ["attn.attention {{.*}}mask({{.*}} : tensor<2x16x16xf32>)"],
    # sdpa's boolean mask is causal AND padding: the causal attribute and a
    # [B, N] padding mask.
    "llama_sdpa": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x16xi1>)"],
    "mistral_sdpa": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x16xi1>)"],
    "qwen2_sdpa": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x16xi1>)"],
    "phi3_sdpa": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x16xi1>)"],
    "gemma_sdpa": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x16xi1>)"],
    "opt_sdpa": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x16xi1>)"],
    "gpt2_eager_dynamic": ["attn.attention {{.*}}mask({{.*}} : tensor<2x?x?xf32>)"],
    "llama_sdpa_dynamic": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x?xi1>)"],
    "gemma_sdpa_dynamic": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<2x?xi1>)"],
    "llama_sdpa_f16": ["attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x2x2x16x8xf16>, {{.*}}) mask({{.*}} : tensor<2x16xi1>)"],
    "gemma_sdpa_bf16": ["attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x4x16x8xbf16>, tensor<2x16x8xbf16>, tensor<2x16x8xbf16>, f32) mask({{.*}} : tensor<2x16xi1>)"],
    # No mask: causal, and the packed-sequence condition (positions in the
    # same run of consecutive steps, from the scan) stays a mask.
    "llama_sdpa_nomask": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<16x16xi1>)"],
    "qwen2_sdpa_nomask": ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<16x16xi1>)"],
    # The broadcasting copy compares another size with 1: the copy stays.
    "bert_sdpa_dynamic": ["attn.attention {{.*}}mask({{.*}} : tensor<2x?x?xi1>)"],
    # Encoder-decoder (every op of both encoder layers, then each decoder
    # layer's self- and cross-attention): BART's encoder and cross-attention
    # take the [B, N] padding mask (cross: 12 queries, 16 keys), its decoder
    # is causal without a mask.
    "bart_sdpa": ["attn.attention {{.*}}mask({{.*}} : tensor<2x16xi1>)"] * LAYERS
    + ["attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x12x4x8xf32>, "
       "tensor<2x12x4x8xf32>, tensor<2x12x4x8xf32>, f32) outs",
       "attn.attention {{.*}}ins({{.*}} : tensor<2x12x4x8xf32>, tensor<2x16x4x8xf32>, "
       "tensor<2x16x4x8xf32>, f32) mask({{.*}} : tensor<2x16xi1>)"] * LAYERS,
    # T5 (unscaled scores plus a learned relative-position bias): the
    # encoder's bias and padding are one added [B, H, M, N] mask; the
    # decoder's causal part (at finfo.min: exact as the attribute, no row of
    # it hides every key) is split from its [H, M, M] bias; cross-attention
    # adds the padding to its (zero) bias, [B, H, M, N].
    "t5_eager": ["attn.attention {{.*}}mask({{.*}} : tensor<2x4x16x16xf32>)"] * LAYERS
    + ["attn.attention {{.*}}causal(top_left) ins({{.*}}) mask({{.*}} : tensor<4x12x12xf32>)",
       "attn.attention {{.*}}mask({{.*}} : tensor<2x4x12x16xf32>)"] * LAYERS,
    # An encoder: padding only (`m >= 0 and padded[b, n]`: a [B, N] mask).
    "bert_eager": ["attn.attention {{.*}}mask({{.*}} : tensor<2x16xf32>)"],
    "bert_sdpa": ["attn.attention {{.*}}mask({{.*}} : tensor<2x16xi1>)"],
}


# Lines checked once, before the layers': OPT's cumsum stays an opaque op,
# and the raise goes past it.
PRELUDE = {"opt_sdpa": ["\"tm_tensor.scan\""], "llama_sdpa_nomask": ["\"tm_tensor.scan\""],
           "qwen2_sdpa_nomask": ["\"tm_tensor.scan\""]}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default=None, help="comma-separated NAME_IMPL entries")
    ap.add_argument("--out", default=HERE)
    opts = ap.parse_args()
    import transformers as T

    only = set(opts.only.split(",")) if opts.only else None
    for name, impls in ENTRIES.items():
        for impl in impls:
            tag = f"{name}_{impl}"
            for dynamic in [False, True] if tag in DYNAMIC else [False]:
                full = tag + ("_dynamic" if dynamic else "")
                if only and full not in only:
                    continue
                layers = 1 if name in ENCODER_DECODER else LAYERS
                export_one(T, name, impl, opts.out,
                           PRELUDE.get(full, []) + CHECKS[full] * layers, dynamic)
                print("exported", full)
            if tag in NOMASK and not (only and f"{tag}_nomask" not in only):
                full = f"{tag}_nomask"
                export_one(T, name, impl, opts.out, PRELUDE.get(full, []) + CHECKS[full] * LAYERS,
                           nomask=True)
                print("exported", full)
            if tag in HALF and not (only and f"{tag}_{HALF[tag]}" not in only):
                full = f"{tag}_{HALF[tag]}"
                export_one(T, name, impl, opts.out, CHECKS[full] * LAYERS, half=HALF[tag])
                print("exported", full)


if __name__ == "__main__":
    main()
