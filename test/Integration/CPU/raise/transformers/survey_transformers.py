#!/usr/bin/env python3
"""Survey: more `transformers` model classes than the corpus keeps, each
exported (two layers, width 32, four heads, random weights, `eager` and
`sdpa`) from its input embeddings and a random boolean padding mask, raised,
and run raised and unraised against PyTorch (attn_mlir.checkmodel).

  python survey_transformers.py OUTDIR [NAME ...]

Prints one line per export: the attention ops raised (of the model's two
layers), how many are causal, the first mask's type, and checkmodel's PASS
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
                module = Embedded(model.eval()).eval()
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
            masks = re.findall(r"mask\([^)]*\)", ops[0]) if ops else []
            line = (f"{tag}: raised={len(ops)} causal={sum('causal(' in o for o in ops)} "
                    f"{masks[0] if masks else 'no mask'}")
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
