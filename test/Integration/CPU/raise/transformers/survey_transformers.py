#!/usr/bin/env python3
"""Survey: more `transformers` model classes than the corpus keeps, each
exported (two layers, width 32, four heads, random weights, `eager` and
`sdpa`) from its input embeddings and a random boolean padding mask (the
encoder-decoder ones: the decoder on the first 12 embeddings, cross-attending
to the 16 encoder positions), raised, and run raised and unraised against
PyTorch (attn_mlir.checkmodel).

  python survey_transformers.py OUTDIR [NAME ...]

Prints one line per export: the attention ops raised (of the model's two
layers; an encoder-decoder's six), how many are causal, the masks' types, and checkmodel's PASS
or FAIL. Needs torch, torch-mlir and transformers (the corpus's exports need
none of them) and a build (ATTN_OPT, default build/bin/attn-opt).
"""

import os
import re
import subprocess
import sys

import numpy as np
import torch

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))
from attn_mlir.check import gen_numpy  # noqa: E402

W, H, L, B, N = 32, 4, 2, 2, 16


class Embedded(torch.nn.Module):
    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, embeddings, mask):
        return self.model(inputs_embeds=embeddings, attention_mask=mask.to(torch.int64),
                          use_cache=False).last_hidden_state


class EncoderDecoder(torch.nn.Module):
    """An encoder-decoder model: the encoder on the embeddings and the
    padding mask, the decoder on the first M2 of them (causal self-attention,
    and cross-attention to the encoder's N keys under the padding mask)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, embeddings, mask):
        return self.model(inputs_embeds=embeddings, attention_mask=mask.to(torch.int64),
                          decoder_inputs_embeds=embeddings[:, :M2],
                          use_cache=False).last_hidden_state


# Decoder length of the encoder-decoder models (cross-attention: M2 x N).
M2 = 12
SEQ2SEQ = ("bart", "t5", "marian")


def models(T):
    c = dict(num_hidden_layers=L, hidden_size=W, intermediate_size=2 * W,
             num_attention_heads=H, max_position_embeddings=64, vocab_size=16)
    return {
        "roberta": lambda: T.RobertaModel(T.RobertaConfig(**c)),
        "distilbert": lambda: T.DistilBertModel(T.DistilBertConfig(
            n_layers=L, dim=W, hidden_dim=2 * W, n_heads=H, max_position_embeddings=64,
            vocab_size=16)),
        "electra": lambda: T.ElectraModel(T.ElectraConfig(embedding_size=W, **c)),
        "gptneox": lambda: T.GPTNeoXModel(T.GPTNeoXConfig(**c)),
        "gptj": lambda: T.GPTJModel(T.GPTJConfig(n_layer=L, n_embd=W, n_head=H, n_positions=64,
                                                 rotary_dim=4, vocab_size=16)),
        "falcon": lambda: T.FalconModel(T.FalconConfig(
            num_hidden_layers=L, hidden_size=W, num_attention_heads=H, vocab_size=16,
            new_decoder_architecture=False, multi_query=True)),
        "bloom": lambda: T.BloomModel(T.BloomConfig(n_layer=L, hidden_size=W, n_head=H,
                                                    vocab_size=16)),
        "stablelm": lambda: T.StableLmModel(T.StableLmConfig(num_key_value_heads=2, **c)),
        "qwen3": lambda: T.Qwen3Model(T.Qwen3Config(num_key_value_heads=2, head_dim=8, **c)),
        "olmo": lambda: T.OlmoModel(T.OlmoConfig(num_key_value_heads=2, **c)),
        "starcoder2": lambda: T.Starcoder2Model(T.Starcoder2Config(num_key_value_heads=2, **c)),
        # Encoder-decoder: encoder, decoder and cross-attention (T5's
        # unscaled scores plus a relative position bias).
        "bart": lambda: T.BartModel(T.BartConfig(
            encoder_layers=L, decoder_layers=L, d_model=W, encoder_attention_heads=H,
            decoder_attention_heads=H, encoder_ffn_dim=2 * W, decoder_ffn_dim=2 * W,
            max_position_embeddings=64, vocab_size=16)),
        "t5": lambda: T.T5Model(T.T5Config(
            num_layers=L, num_decoder_layers=L, d_model=W, d_kv=W // H, d_ff=2 * W,
            num_heads=H, vocab_size=16)),
        "marian": lambda: T.MarianModel(T.MarianConfig(
            encoder_layers=L, decoder_layers=L, d_model=W, encoder_attention_heads=H,
            decoder_attention_heads=H, encoder_ffn_dim=2 * W, decoder_ffn_dim=2 * W,
            max_position_embeddings=64, vocab_size=16, pad_token_id=0,
            decoder_start_token_id=0)),
        # Soft-capped logits (tanh): not attention as the op defines it, so
        # nothing may be raised.
        "gemma2": lambda: T.Gemma2Model(T.Gemma2Config(num_key_value_heads=2, head_dim=8, **c)),
    }


def main():
    import transformers as T
    from torch_mlir import fx

    out = sys.argv[1]
    only = sys.argv[2:]
    os.makedirs(out, exist_ok=True)
    attn_opt = os.environ.get("ATTN_OPT", os.path.join(ROOT, "build", "bin", "attn-opt"))
    emb = torch.from_numpy(gen_numpy((B, N, W), seed=1, mag=2.0, kind="data")).float()
    mask = torch.from_numpy(np.ascontiguousarray(gen_numpy((B, N), seed=2, mag=1.0,
                                                           kind="bool")))
    for name, make in models(T).items():
        if only and name not in only:
            continue
        for impl in ["eager", "sdpa"]:
            tag = f"{name}_{impl}"
            try:
                torch.manual_seed(0)
                model = make()
                model.config._attn_implementation = impl
                for m in model.modules():
                    m._non_persistent_buffers_set.clear()  # torch-mlir #4744
                module = (EncoderDecoder if name in SEQ2SEQ else Embedded)(model.eval()).eval()
                with torch.no_grad():
                    ref = module(emb, mask)
                mlir = fx.export_and_import(module, emb, mask, output_type="linalg-on-tensors",
                                            func_name="forward")
            except Exception as e:  # a model or export limitation, not ours
                print(f"{tag}: not exported ({type(e).__name__}: {str(e)[:100]})".replace("\n", " "))
                continue
            text = str(mlir)
            foreign = "tm_tensor" in text
            if foreign:
                text = mlir.operation.get_asm(print_generic_op_form=True)
            path = os.path.join(out, tag + ".mlir")
            open(path, "w").write(text)
            np.save(os.path.join(out, tag + ".expected.npy"), ref.double().numpy())
            raised = subprocess.run([attn_opt, path, "--allow-unregistered-dialect",
                                     "--attn-raise-from-linalg"], capture_output=True,
                                    text=True).stdout
            ops = [ln for ln in raised.splitlines() if "attn.attention " in ln]
            # Each distinct mask type, and how many ops have none.
            types = []
            for o in ops:
                t = re.findall(r"mask\(%[^ ]* : ([^)]*)\)", o)
                t = t[0] if t else "no mask"
                if t not in types:
                    types.append(t)
            line = (f"{tag}: raised={len(ops)} causal={sum('causal(' in o for o in ops)} "
                    f"masks: {', '.join(types) if types else 'none'}")
            if foreign:
                line += " (keeps tm_tensor: not run)"
            elif ops:
                check = subprocess.run(
                    [sys.executable, "-m", "attn_mlir.checkmodel", "--attn-opt", attn_opt,
                     "--runner", "/usr/lib/llvm-22/bin/mlir-runner", "--lib-dir",
                     "/usr/lib/llvm-22/lib", "--input", path, "--expected",
                     os.path.join(out, tag + ".expected.npy"), "--expect-raised", str(len(ops))],
                    capture_output=True, text=True, cwd=os.path.join(ROOT, "python"))
                line += " " + " ".join(check.stdout.split()[-2:])
            print(line, flush=True)


if __name__ == "__main__":
    main()
