#!/usr/bin/env python3
"""Export small PyTorch attention modules to linalg-on-tensors MLIR with
torch-mlir, plus PyTorch's reference output on the attn-mlir input contract.

  python export_corpus.py [--only NAME[,NAME...]] [--out DIR]

For every entry NAME this writes DIR/NAME.mlir (a `//` header, then the
exported MLIR verbatim) and DIR/NAME.expected.npy (float64, PyTorch's first
output).  Positives also get NAME_dynamic with a dynamic sequence length.

Input contract: argument i (0-based, MLIR signature order) is
gen_numpy(shape, seed=i+1, mag=2.0, kind="data") cast to the argument dtype
(bool arguments: gen_numpy(shape, seed=i+1, mag=1.0, kind="bool")).
The model code below is written after the Hugging Face / nanoGPT eager code
paths (no transformers import).
"""

import argparse
import importlib.metadata
import inspect
import math
import os
import sys
import traceback

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, "/work/main/python")
from attn_mlir.check import gen_numpy  # noqa: E402

B, C, H, D, N = 2, 32, 4, 8, 16
MAX_POS = 64

# ---------------------------------------------------------------------------
# Models
# ---------------------------------------------------------------------------


class Conv1D(nn.Module):
    """GPT-2's transposed linear layer (weight is [in, out], y = addmm)."""

    def __init__(self, nf, nx):
        super().__init__()
        self.nf = nf
        bound = 1.0 / math.sqrt(nx)  # nn.Linear-like scale so outputs are O(1)
        self.weight = nn.Parameter(torch.empty(nx, nf).uniform_(-bound, bound))
        self.bias = nn.Parameter(torch.empty(nf).uniform_(-bound, bound))

    def forward(self, x):
        size_out = x.size()[:-1] + (self.nf,)
        x = torch.addmm(self.bias, x.view(-1, x.size(-1)), self.weight)
        return x.view(size_out)


class GPT2Attention(nn.Module):
    def __init__(self, embed_dim=C, num_heads=H, max_positions=MAX_POS):
        super().__init__()
        self.embed_dim = embed_dim
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.split_size = embed_dim
        causal = torch.tril(torch.ones((max_positions, max_positions), dtype=torch.bool))
        self.register_buffer("bias", causal.view(1, 1, max_positions, max_positions))
        self.c_attn = Conv1D(3 * embed_dim, embed_dim)
        self.c_proj = Conv1D(embed_dim, embed_dim)
        self.attn_dropout = nn.Dropout(0.1)
        self.resid_dropout = nn.Dropout(0.1)

    def _split_heads(self, tensor, num_heads, attn_head_size):
        new_shape = tensor.size()[:-1] + (num_heads, attn_head_size)
        tensor = tensor.view(new_shape)
        return tensor.permute(0, 2, 1, 3)  # (batch, head, seq, head_dim)

    def _merge_heads(self, tensor, num_heads, attn_head_size):
        tensor = tensor.permute(0, 2, 1, 3).contiguous()
        new_shape = tensor.size()[:-2] + (num_heads * attn_head_size,)
        return tensor.view(new_shape)

    def _attn(self, query, key, value):
        attn_weights = torch.matmul(query, key.transpose(-1, -2))
        attn_weights = attn_weights / torch.full(
            [], value.size(-1) ** 0.5, dtype=attn_weights.dtype, device=attn_weights.device)
        query_length, key_length = query.size(-2), key.size(-2)
        causal_mask = self.bias[:, :, key_length - query_length: key_length, :key_length]
        mask_value = torch.finfo(attn_weights.dtype).min
        mask_value = torch.full([], mask_value, dtype=attn_weights.dtype, device=attn_weights.device)
        attn_weights = torch.where(causal_mask, attn_weights.to(attn_weights.dtype), mask_value)
        attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        attn_weights = attn_weights.type(value.dtype)
        attn_weights = self.attn_dropout(attn_weights)
        attn_output = torch.matmul(attn_weights, value)
        return attn_output, attn_weights

    def forward(self, hidden_states):
        query, key, value = self.c_attn(hidden_states).split(self.split_size, dim=2)
        query = self._split_heads(query, self.num_heads, self.head_dim)
        key = self._split_heads(key, self.num_heads, self.head_dim)
        value = self._split_heads(value, self.num_heads, self.head_dim)
        attn_output, _ = self._attn(query, key, value)
        attn_output = self._merge_heads(attn_output, self.num_heads, self.head_dim)
        attn_output = self.c_proj(attn_output)
        attn_output = self.resid_dropout(attn_output)
        return attn_output


class CausalSelfAttention(nn.Module):
    """nanoGPT's attention, manual (non-flash) path."""

    def __init__(self, n_embd=C, n_head=H, block_size=MAX_POS, bias=True, dropout=0.1):
        super().__init__()
        assert n_embd % n_head == 0
        self.c_attn = nn.Linear(n_embd, 3 * n_embd, bias=bias)
        self.c_proj = nn.Linear(n_embd, n_embd, bias=bias)
        self.attn_dropout = nn.Dropout(dropout)
        self.resid_dropout = nn.Dropout(dropout)
        self.n_head = n_head
        self.n_embd = n_embd
        self.register_buffer("bias", torch.tril(torch.ones(block_size, block_size))
                             .view(1, 1, block_size, block_size))

    def forward(self, x):
        B, T, C = x.size()
        q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
        k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float('-inf'))
        att = F.softmax(att, dim=-1)
        att = self.attn_dropout(att)
        y = att @ v
        y = y.transpose(1, 2).contiguous().view(B, T, C)
        y = self.resid_dropout(self.c_proj(y))
        return y


class BertSelfAttention(nn.Module):
    def __init__(self, hidden_size=C, num_attention_heads=H):
        super().__init__()
        self.num_attention_heads = num_attention_heads
        self.attention_head_size = hidden_size // num_attention_heads
        self.all_head_size = self.num_attention_heads * self.attention_head_size
        self.query = nn.Linear(hidden_size, self.all_head_size)
        self.key = nn.Linear(hidden_size, self.all_head_size)
        self.value = nn.Linear(hidden_size, self.all_head_size)
        self.dropout = nn.Dropout(0.1)

    def transpose_for_scores(self, x):
        new_x_shape = x.size()[:-1] + (self.num_attention_heads, self.attention_head_size)
        x = x.view(new_x_shape)
        return x.permute(0, 2, 1, 3)

    def forward(self, hidden_states, attention_mask=None):
        query_layer = self.transpose_for_scores(self.query(hidden_states))
        key_layer = self.transpose_for_scores(self.key(hidden_states))
        value_layer = self.transpose_for_scores(self.value(hidden_states))
        attention_scores = torch.matmul(query_layer, key_layer.transpose(-1, -2))
        attention_scores = attention_scores / math.sqrt(self.attention_head_size)
        if attention_mask is not None:
            attention_scores = attention_scores + attention_mask
        attention_probs = nn.functional.softmax(attention_scores, dim=-1)
        attention_probs = self.dropout(attention_probs)
        context_layer = torch.matmul(attention_probs, value_layer)
        context_layer = context_layer.permute(0, 2, 1, 3).contiguous()
        new_context_layer_shape = context_layer.size()[:-2] + (self.all_head_size,)
        return context_layer.view(new_context_layer_shape)


class BertSelfOutput(nn.Module):
    def __init__(self, hidden_size=C):
        super().__init__()
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.LayerNorm = nn.LayerNorm(hidden_size, eps=1e-12)
        self.dropout = nn.Dropout(0.1)

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        return self.LayerNorm(hidden_states + input_tensor)


class BertAttention(nn.Module):
    """BertAttention taking a [B, N] bool padding mask (True = attend)."""

    def __init__(self):
        super().__init__()
        self.self = BertSelfAttention()
        self.output = BertSelfOutput()

    def forward(self, hidden_states, attention_mask):
        dtype = hidden_states.dtype
        # get_extended_attention_mask for an encoder
        extended_attention_mask = attention_mask[:, None, None, :].to(dtype=dtype)
        extended_attention_mask = (1.0 - extended_attention_mask) * torch.finfo(dtype).min
        self_outputs = self.self(hidden_states, extended_attention_mask)
        return self.output(self_outputs, hidden_states)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed


def repeat_kv(hidden_states, n_rep):
    batch, num_key_value_heads, slen, head_dim = hidden_states.shape
    if n_rep == 1:
        return hidden_states
    hidden_states = hidden_states[:, :, None, :, :].expand(
        batch, num_key_value_heads, n_rep, slen, head_dim)
    return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)


class LlamaRotaryEmbedding(nn.Module):
    def __init__(self, dim, base=10000.0):
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
        self.register_buffer("inv_freq", inv_freq)  # persistent (torch-mlir #4744)
        self.attention_scaling = 1.0

    def forward(self, x, position_ids):
        inv_freq_expanded = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        position_ids_expanded = position_ids[:, None, :].float()
        freqs = (inv_freq_expanded.float() @ position_ids_expanded.float()).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos = emb.cos() * self.attention_scaling
        sin = emb.sin() * self.attention_scaling
        return cos.to(dtype=x.dtype), sin.to(dtype=x.dtype)


class LlamaAttention(nn.Module):
    def __init__(self, hidden_size=C, num_heads=H, num_key_value_heads=2, head_dim=D):
        super().__init__()
        self.head_dim = head_dim
        self.num_key_value_groups = num_heads // num_key_value_heads
        self.scaling = self.head_dim ** -0.5
        self.attention_dropout = 0.0
        self.q_proj = nn.Linear(hidden_size, num_heads * head_dim, bias=False)
        self.k_proj = nn.Linear(hidden_size, num_key_value_heads * head_dim, bias=False)
        self.v_proj = nn.Linear(hidden_size, num_key_value_heads * head_dim, bias=False)
        self.o_proj = nn.Linear(num_heads * head_dim, hidden_size, bias=False)
        self.rotary_emb = LlamaRotaryEmbedding(head_dim)

    def forward(self, hidden_states):
        bsz, seq_len = hidden_states.shape[:2]
        dtype = hidden_states.dtype
        position_ids = torch.arange(seq_len, device=hidden_states.device).unsqueeze(0)
        cos, sin = self.rotary_emb(hidden_states, position_ids)
        # causal mask as the model builds it: min above the diagonal, 0 elsewhere
        attention_mask = torch.full((seq_len, seq_len), torch.finfo(dtype).min,
                                    dtype=dtype, device=hidden_states.device).triu(1)
        attention_mask = attention_mask[None, None, :, :]

        input_shape = hidden_states.shape[:-1]
        hidden_shape = (*input_shape, -1, self.head_dim)
        query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        query_states, key_states = apply_rotary_pos_emb(query_states, key_states, cos, sin)

        # eager_attention_forward
        key_states = repeat_kv(key_states, self.num_key_value_groups)
        value_states = repeat_kv(value_states, self.num_key_value_groups)
        attn_weights = torch.matmul(query_states, key_states.transpose(2, 3)) * self.scaling
        causal_mask = attention_mask[:, :, :, : key_states.shape[-2]]
        attn_weights = attn_weights + causal_mask
        attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query_states.dtype)
        attn_weights = nn.functional.dropout(attn_weights, p=self.attention_dropout, training=self.training)
        attn_output = torch.matmul(attn_weights, value_states)
        attn_output = attn_output.transpose(1, 2).contiguous()

        attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        return self.o_proj(attn_output)


class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size=C, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size=C, intermediate_size=2 * C):
        super().__init__()
        self.gate_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.up_proj = nn.Linear(hidden_size, intermediate_size, bias=False)
        self.down_proj = nn.Linear(intermediate_size, hidden_size, bias=False)

    def forward(self, x):
        return self.down_proj(nn.functional.silu(self.gate_proj(x)) * self.up_proj(x))


class LlamaDecoderLayer(nn.Module):
    """A whole decoder layer: RMSNorm (x.pow(2)), attention, SwiGLU MLP."""

    def __init__(self):
        super().__init__()
        self.self_attn = LlamaAttention()
        self.mlp = LlamaMLP()
        self.input_layernorm = LlamaRMSNorm()
        self.post_attention_layernorm = LlamaRMSNorm()

    def forward(self, hidden_states):
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states = residual + self.self_attn(hidden_states)
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        return residual + self.mlp(hidden_states)


class BertLayer(nn.Module):
    """A whole encoder layer: attention, then the MLP with exact GELU
    (math.erf) and LayerNorm."""

    def __init__(self, hidden_size=C, intermediate_size=4 * C):
        super().__init__()
        self.attention = BertAttention()
        self.intermediate = nn.Linear(hidden_size, intermediate_size)
        self.output = nn.Linear(intermediate_size, hidden_size)
        self.LayerNorm = nn.LayerNorm(hidden_size, eps=1e-12)

    def forward(self, hidden_states, attention_mask):
        attention_output = self.attention(hidden_states, attention_mask)
        intermediate = nn.functional.gelu(self.intermediate(attention_output))
        return self.LayerNorm(self.output(intermediate) + attention_output)


class T5Attention(nn.Module):
    def __init__(self, d_model=C, d_kv=D, n_heads=H, num_buckets=32, max_distance=128,
                 is_decoder=False):
        super().__init__()
        self.is_decoder = is_decoder
        self.relative_attention_num_buckets = num_buckets
        self.relative_attention_max_distance = max_distance
        self.n_heads = n_heads
        self.key_value_proj_dim = d_kv
        self.inner_dim = n_heads * d_kv
        self.q = nn.Linear(d_model, self.inner_dim, bias=False)
        self.k = nn.Linear(d_model, self.inner_dim, bias=False)
        self.v = nn.Linear(d_model, self.inner_dim, bias=False)
        self.o = nn.Linear(self.inner_dim, d_model, bias=False)
        self.relative_attention_bias = nn.Embedding(num_buckets, n_heads)
        self.dropout = 0.1

    @staticmethod
    def _relative_position_bucket(relative_position, bidirectional=True, num_buckets=32, max_distance=128):
        relative_buckets = 0
        if bidirectional:
            num_buckets //= 2
            relative_buckets += (relative_position > 0).to(torch.long) * num_buckets
            relative_position = torch.abs(relative_position)
        else:
            relative_position = -torch.min(relative_position, torch.zeros_like(relative_position))
        # half of the buckets are for exact increments in positions
        max_exact = num_buckets // 2
        is_small = relative_position < max_exact
        # the other half are logarithmically bigger bins up to max_distance
        relative_position_if_large = max_exact + (
            torch.log(relative_position.float() / max_exact)
            / math.log(max_distance / max_exact)
            * (num_buckets - max_exact)
        ).to(torch.long)
        relative_position_if_large = torch.min(
            relative_position_if_large, torch.full_like(relative_position_if_large, num_buckets - 1))
        relative_buckets += torch.where(is_small, relative_position, relative_position_if_large)
        return relative_buckets

    def compute_bias(self, query_length, key_length, device=None):
        context_position = torch.arange(query_length, dtype=torch.long, device=device)[:, None]
        memory_position = torch.arange(key_length, dtype=torch.long, device=device)[None, :]
        relative_position = memory_position - context_position  # (q, k)
        relative_position_bucket = self._relative_position_bucket(
            relative_position,
            bidirectional=(not self.is_decoder),
            num_buckets=self.relative_attention_num_buckets,
            max_distance=self.relative_attention_max_distance,
        )
        values = self.relative_attention_bias(relative_position_bucket)  # (q, k, heads)
        values = values.permute([2, 0, 1]).unsqueeze(0)  # (1, heads, q, k)
        return values

    def forward(self, hidden_states):
        batch_size, seq_length = hidden_states.shape[:2]
        query_states = self.q(hidden_states).view(batch_size, -1, self.n_heads, self.key_value_proj_dim).transpose(1, 2)
        key_states = self.k(hidden_states).view(batch_size, -1, self.n_heads, self.key_value_proj_dim).transpose(1, 2)
        value_states = self.v(hidden_states).view(batch_size, -1, self.n_heads, self.key_value_proj_dim).transpose(1, 2)
        # no 1/sqrt(d) scaling in T5
        scores = torch.matmul(query_states, key_states.transpose(3, 2))
        key_length = key_states.shape[-2]
        position_bias = self.compute_bias(seq_length, key_length, device=scores.device)
        scores += position_bias
        attn_weights = nn.functional.softmax(scores.float(), dim=-1).type_as(scores)
        attn_weights = nn.functional.dropout(attn_weights, p=self.dropout, training=self.training)
        attn_output = torch.matmul(attn_weights, value_states)
        attn_output = attn_output.transpose(1, 2).contiguous()
        attn_output = attn_output.view(batch_size, -1, self.inner_dim)
        return self.o(attn_output)


class ViTSelfAttention(nn.Module):
    def __init__(self, hidden_size=C, num_attention_heads=H, qkv_bias=True):
        super().__init__()
        self.num_attention_heads = num_attention_heads
        self.attention_head_size = hidden_size // num_attention_heads
        self.all_head_size = self.num_attention_heads * self.attention_head_size
        self.query = nn.Linear(hidden_size, self.all_head_size, bias=qkv_bias)
        self.key = nn.Linear(hidden_size, self.all_head_size, bias=qkv_bias)
        self.value = nn.Linear(hidden_size, self.all_head_size, bias=qkv_bias)
        self.dropout = nn.Dropout(0.1)

    def transpose_for_scores(self, x):
        new_x_shape = x.size()[:-1] + (self.num_attention_heads, self.attention_head_size)
        x = x.view(new_x_shape)
        return x.permute(0, 2, 1, 3)

    def forward(self, hidden_states):
        key_layer = self.transpose_for_scores(self.key(hidden_states))
        value_layer = self.transpose_for_scores(self.value(hidden_states))
        query_layer = self.transpose_for_scores(self.query(hidden_states))
        attention_scores = torch.matmul(query_layer, key_layer.transpose(-1, -2))
        attention_scores = attention_scores / math.sqrt(self.attention_head_size)
        attention_probs = nn.functional.softmax(attention_scores, dim=-1)
        attention_probs = self.dropout(attention_probs)
        context_layer = torch.matmul(attention_probs, value_layer)
        context_layer = context_layer.permute(0, 2, 1, 3).contiguous()
        new_context_layer_shape = context_layer.size()[:-2] + (self.all_head_size,)
        context_layer = context_layer.view(new_context_layer_shape)
        return context_layer


class MHASelf(nn.Module):
    def __init__(self):
        super().__init__()
        self.mha = nn.MultiheadAttention(C, H, batch_first=True)

    def forward(self, x):
        return self.mha(x, x, x, need_weights=False)[0]


class EinsumAttention(nn.Module):
    def __init__(self, head_dim=D):
        super().__init__()
        self.scale = head_dim ** -0.5

    def forward(self, q, k, v):
        scores = torch.einsum('bhqd,bhkd->bhqk', q, k) * self.scale
        p = scores.softmax(dim=-1)
        return torch.einsum('bhqk,bhkd->bhqd', p, v)


class SDPACausal(nn.Module):
    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)


class SDPAMask(nn.Module):
    def forward(self, q, k, v, attn_mask):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)


# --- look-alikes that are not attention -------------------------------------

class SoftmaxQueryAxis(nn.Module):
    def forward(self, q, k, v):
        s = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.size(-1))
        p = torch.softmax(s, dim=-2)  # normalised over queries, not keys
        return torch.matmul(p, v)


class NonuniformScale(nn.Module):
    def __init__(self, n_keys=N):
        super().__init__()
        self.key_scale = nn.Parameter(torch.rand(n_keys) + 0.5)  # per-key weight

    def forward(self, q, k, v):
        s = torch.matmul(q, k.transpose(-1, -2)) * self.key_scale
        p = torch.softmax(s, dim=-1)
        return torch.matmul(p, v)


class ProbsReturned(nn.Module):
    def forward(self, q, k, v):
        s = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.size(-1))
        p = torch.softmax(s, dim=-1)
        # P has a second use besides P @ V
        return torch.matmul(p, v) + p.amax(dim=-1, keepdim=True)


class SigmoidAttention(nn.Module):
    def forward(self, q, k, v):
        s = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.size(-1))
        p = torch.sigmoid(s)
        return torch.matmul(p, v)


class TransposedProbs(nn.Module):
    def forward(self, q, k, v):
        s = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.size(-1))
        p = torch.softmax(s, dim=-1).transpose(-1, -2)
        return torch.matmul(p, v)


class EagerLeftPadding(nn.Module):
    """Llama/Mistral eager attention (transformers' eager_attention_forward)
    over a left-padded batch (the first `pad[b]` tokens of sequence b are
    padding): causal and padding mask added to the scores as
    torch.finfo(dtype).min, softmax in float32. Padding queries see no key:
    in f16 their scores all become -65504 and they average V."""

    def __init__(self, pad=(5, 0)):
        super().__init__()
        self.pad = pad

    def forward(self, q, k, v):
        n = q.shape[-2]
        keys = torch.arange(n)[None, :] >= torch.tensor(self.pad)[:, None]
        causal = torch.ones(n, n, dtype=torch.bool).tril()
        allowed = causal[None] & keys[:, None, :]
        mask = torch.zeros(allowed.shape, dtype=q.dtype).masked_fill(
            ~allowed, torch.finfo(q.dtype).min)[:, None]
        s = torch.matmul(q, k.transpose(2, 3)) * q.shape[-1] ** -0.5 + mask
        p = nn.functional.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
        return torch.matmul(p, v)


class MistralSlidingWindow(nn.Module):
    """Mistral's eager attention with a sliding window: a causal mask that
    also hides keys more than `window` - 1 positions back, built from
    aranges and added to the scores as torch.finfo(dtype).min."""

    def __init__(self, window=5):
        super().__init__()
        self.window = window

    def forward(self, q, k, v):
        n = q.shape[-2]
        i = torch.arange(n)[:, None]
        j = torch.arange(n)[None, :]
        allowed = (j <= i) & (i - j < self.window)
        mask = torch.zeros(n, n, dtype=q.dtype).masked_fill(~allowed, torch.finfo(q.dtype).min)
        s = torch.matmul(q, k.transpose(2, 3)) / math.sqrt(q.shape[-1]) + mask
        p = nn.functional.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
        return torch.matmul(p, v)


class BloomAlibi(nn.Module):
    """BLOOM's attention: ALiBi (a per-head slope times the key position)
    as the baddbmm bias of the scaled scores, the causal mask by
    masked_fill with torch.finfo(dtype).min, batch and heads fused."""

    def forward(self, q, k, v):
        b, h, n, d = q.shape
        slopes = torch.tensor([2.0 ** (-8.0 * (i + 1) / h) for i in range(h)])
        alibi = (slopes[:, None] * torch.arange(n)[None, :].to(q.dtype))[:, None, :]
        alibi = alibi.repeat(b, 1, 1)  # (b * h, 1, n)
        s = torch.baddbmm(alibi, q.reshape(b * h, n, d), k.reshape(b * h, n, d).transpose(1, 2),
                          beta=1.0, alpha=1.0 / math.sqrt(d)).view(b, h, n, n)
        causal = torch.ones(n, n, dtype=torch.bool).triu(1)
        s = s.masked_fill(causal, torch.finfo(s.dtype).min)
        p = nn.functional.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
        return torch.bmm(p.view(b * h, n, n), v.reshape(b * h, n, d)).view(b, h, n, d)


class FalconMQA(nn.Module):
    """Falcon-7B's multi-query attention: one K/V head for all query heads,
    broadcast by torch.matmul; causal through SDPA-free eager code."""

    def forward(self, q, k, v):
        n = q.shape[-2]
        k1, v1 = k[:, :1], v[:, :1]  # (B, 1, N, D)
        s = torch.matmul(q, k1.transpose(-1, -2)) / math.sqrt(q.shape[-1])
        s = s.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), float("-inf"))
        return torch.matmul(torch.softmax(s, dim=-1), v1)


class Gemma2SoftCap(nn.Module):
    """Gemma-2's attention logit soft-capping, cap * tanh(s / cap), before
    the softmax: not scaled-dot-product attention, so not raised."""

    def forward(self, q, k, v):
        s = torch.matmul(q, k.transpose(2, 3)) * q.shape[-1] ** -0.5
        s = torch.tanh(s / 50.0) * 50.0
        return torch.matmul(torch.softmax(s, dim=-1), v)


# ---------------------------------------------------------------------------
# Corpus entries
# ---------------------------------------------------------------------------

HID = (B, N, C)
QKV = (B, H, N, D)

# name: (builder, dtype, [(shape, arg dtype, {dim: "seq"})], sources, positive)
ENTRIES = {}


def entry(name, dtype, args, sources, positive=True):
    def deco(builder):
        ENTRIES[name] = dict(builder=builder, dtype=dtype, args=args,
                             sources=list(sources) + [builder], positive=positive)
        return builder
    return deco


F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
SEQ1 = {1: "seq"}
SEQ2 = {2: "seq"}
SEQ23 = {2: "seq", 3: "seq"}


@entry("gpt2_attention", F32, [(HID, F32, SEQ1)], [Conv1D, GPT2Attention])
def build_gpt2_attention():
    return GPT2Attention()


@entry("nanogpt_f16", F16, [(HID, F16, SEQ1)], [CausalSelfAttention])
def build_nanogpt_f16():
    return CausalSelfAttention().half()


@entry("bert_padding_mask", F32, [(HID, F32, SEQ1), ((B, N), BOOL, SEQ1)],
       [BertSelfAttention, BertSelfOutput, BertAttention])
def build_bert_padding_mask():
    return BertAttention()


@entry("llama_gqa_bf16", BF16, [(HID, BF16, SEQ1)],
       [rotate_half, apply_rotary_pos_emb, repeat_kv, LlamaRotaryEmbedding, LlamaAttention])
def build_llama_gqa_bf16():
    return LlamaAttention().to(torch.bfloat16)


@entry("llama_decoder_layer", F32, [(HID, F32, SEQ1)],
       [rotate_half, apply_rotary_pos_emb, repeat_kv, LlamaRotaryEmbedding, LlamaAttention,
        LlamaRMSNorm, LlamaMLP, LlamaDecoderLayer])
def build_llama_decoder_layer():
    return LlamaDecoderLayer()


@entry("bert_layer", F32, [(HID, F32, SEQ1), ((B, N), BOOL, SEQ1)],
       [BertSelfAttention, BertSelfOutput, BertAttention, BertLayer])
def build_bert_layer():
    return BertLayer()


@entry("t5_position_bias", F32, [(HID, F32, SEQ1)], [T5Attention])
def build_t5_position_bias():
    return T5Attention()


@entry("vit_self_attention", F32, [((B, 17, C), F32, SEQ1)], [ViTSelfAttention])
def build_vit_self_attention():
    return ViTSelfAttention()


@entry("nn_multihead_attention", F32, [(HID, F32, SEQ1)], [MHASelf])
def build_nn_multihead_attention():
    return MHASelf()


@entry("einsum_attention", F32, [(QKV, F32, SEQ2)] * 3, [EinsumAttention])
def build_einsum_attention():
    return EinsumAttention()


@entry("sdpa_causal", F32, [(QKV, F32, SEQ2)] * 3, [SDPACausal])
def build_sdpa_causal():
    return SDPACausal()


@entry("sdpa_bool_mask", F32, [(QKV, F32, SEQ2)] * 3 + [((B, 1, N, N), BOOL, SEQ23)], [SDPAMask])
def build_sdpa_bool_mask():
    return SDPAMask()


@entry("sdpa_float_mask", F32, [(QKV, F32, SEQ2)] * 3 + [((B, H, N, N), F32, SEQ23)], [SDPAMask])
def build_sdpa_float_mask():
    return SDPAMask()


@entry("negative_softmax_query_axis", F32, [(QKV, F32, None)] * 3, [SoftmaxQueryAxis], positive=False)
def build_negative_softmax_query_axis():
    return SoftmaxQueryAxis()


@entry("negative_nonuniform_scale", F32, [(QKV, F32, None)] * 3, [NonuniformScale], positive=False)
def build_negative_nonuniform_scale():
    return NonuniformScale()


@entry("negative_probs_returned", F32, [(QKV, F32, None)] * 3, [ProbsReturned], positive=False)
def build_negative_probs_returned():
    return ProbsReturned()


@entry("negative_sigmoid_attention", F32, [(QKV, F32, None)] * 3, [SigmoidAttention], positive=False)
def build_negative_sigmoid_attention():
    return SigmoidAttention()


@entry("negative_transposed_probs", F32, [(QKV, F32, None)] * 3, [TransposedProbs], positive=False)
def build_negative_transposed_probs():
    return TransposedProbs()


@entry("eager_left_padding_f16", F16, [(QKV, F16, SEQ2)] * 3,
       [EagerLeftPadding])
def build_eager_left_padding_f16():
    return EagerLeftPadding()


@entry("mistral_sliding_window", F32, [(QKV, F32, SEQ2)] * 3, [MistralSlidingWindow])
def build_mistral_sliding_window():
    return MistralSlidingWindow()


@entry("bloom_alibi", F32, [(QKV, F32, SEQ2)] * 3, [BloomAlibi])
def build_bloom_alibi():
    return BloomAlibi()


@entry("falcon_mqa", F32, [(QKV, F32, SEQ2)] * 3, [FalconMQA])
def build_falcon_mqa():
    return FalconMQA()


@entry("negative_gemma2_softcap", F32, [(QKV, F32, None)] * 3, [Gemma2SoftCap], positive=False)
def build_negative_gemma2_softcap():
    return Gemma2SoftCap()


# Batch 1 (inference): torch-mlir indexes the unit batch dim of its
# broadcast copies with the constant 0 rather than the loop's index.
HID1 = (1, N, C)
QKV1 = (1, H, N, D)


@entry("gpt2_attention_b1", F32, [(HID1, F32, SEQ1)], [Conv1D, GPT2Attention])
def build_gpt2_attention_b1():  # batch 1
    return GPT2Attention()


@entry("sdpa_causal_b1", F32, [(QKV1, F32, SEQ2)] * 3, [SDPACausal])
def build_sdpa_causal_b1():  # batch 1
    return SDPACausal()


@entry("llama_gqa_b1", F32, [(HID1, F32, SEQ1)],
       [rotate_half, apply_rotary_pos_emb, repeat_kv, LlamaRotaryEmbedding, LlamaAttention])
def build_llama_gqa_b1():  # batch 1
    return LlamaAttention()


@entry("einsum_attention_b1", F32, [(QKV1, F32, SEQ2)] * 3, [EinsumAttention])
def build_einsum_attention_b1():  # batch 1
    return EinsumAttention()


@entry("sdpa_bool_mask_b1", F32, [(QKV1, F32, SEQ2)] * 3 + [((1, 1, N, N), BOOL, SEQ23)],
       [SDPAMask])
def build_sdpa_bool_mask_b1():  # batch 1
    return SDPAMask()


class RepeatKVSDPA(nn.Module):
    """Hugging Face Llama's SDPA path: repeat_kv's copies of the K/V heads
    (expand + reshape), then scaled_dot_product_attention, causal."""

    def forward(self, q, k, v):
        n_rep = q.shape[1] // k.shape[1]
        return F.scaled_dot_product_attention(q, repeat_kv(k, n_rep), repeat_kv(v, n_rep),
                                              is_causal=True)


@entry("repeat_kv_sdpa_f16", F16, [(QKV, F16, SEQ2), ((B, 2, N, D), F16, SEQ2),
                                   ((B, 2, N, D), F16, SEQ2)], [repeat_kv, RepeatKVSDPA])
def build_repeat_kv_sdpa_f16():
    return RepeatKVSDPA()


def all_names():
    names = []
    for name, e in ENTRIES.items():
        names.append(name)
        if e["positive"]:
            names.append(name + "_dynamic")
    return names


# ---------------------------------------------------------------------------
# Export
# ---------------------------------------------------------------------------

def make_inputs(args):
    inputs = []
    for i, (shape, dt, _) in enumerate(args):
        if dt == torch.bool:
            a = gen_numpy(shape, seed=i + 1, mag=1.0, kind="bool")
            inputs.append(torch.from_numpy(np.ascontiguousarray(a)))
        else:
            a = gen_numpy(shape, seed=i + 1, mag=2.0, kind="data")
            inputs.append(torch.from_numpy(a).to(dt))
    return inputs


def versions():
    return importlib.metadata.version("torch-mlir"), torch.__version__


def header(name, sources, dyn_text):
    tm, tv = versions()
    lines = [f"// Exported from PyTorch with torch-mlir {tm} (torch {tv}) by export_corpus.py --only {name}:"]
    lines.append(f"//   B, C, H, D, N, MAX_POS = {B}, {C}, {H}, {D}, {N}, {MAX_POS}  # HID = (B, N, C), QKV = (B, H, N, D)")
    lines.append("//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool")
    lines.append('//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic')
    lines.append("//")
    for obj in sources:
        src = inspect.getsource(obj)
        if obj is sources[-1]:
            src = src.replace(f"def {obj.__name__}():", f"def {obj.__name__}():  # then torch.manual_seed(0) before, .eval() after")
        for ln in src.rstrip("\n").split("\n"):
            lines.append(("//   " + ln).rstrip())
        lines.append("//")
    call = 'export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward"'
    call += (", dynamic_shapes=" + dyn_text + ")") if dyn_text else ")"
    lines.append("// " + call)
    lines.append('// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); '
                 f"PyTorch's output is {name}.expected.npy")
    return "\n".join(lines) + "\n"


def export_one(name, out_dir):
    from torch.export import Dim
    from torch_mlir import fx

    dynamic = name.endswith("_dynamic")
    base = name[: -len("_dynamic")] if dynamic else name
    e = ENTRIES[base]
    torch.manual_seed(0)
    module = e["builder"]().eval()
    inputs = make_inputs(e["args"])
    with torch.no_grad():
        out = module(*inputs)
    if isinstance(out, (tuple, list)):
        out = out[0]
    np.save(os.path.join(out_dir, name + ".expected.npy"), out.detach().to(torch.float64).numpy())

    kwargs = {}
    dyn_text = None
    if dynamic:
        seq = Dim("seq", min=2, max=MAX_POS - 1)
        ds, texts = [], []
        for _, _, dims in e["args"]:
            ds.append({d: seq for d in dims} if dims else None)
            texts.append("{" + ", ".join(f"{d}: seq" for d in dims) + "}" if dims else "None")
        kwargs["dynamic_shapes"] = tuple(ds)
        dyn_text = "(" + ", ".join(texts) + ("," if len(texts) == 1 else "") + ')) with seq = Dim("seq", min=2, max=%d' % (MAX_POS - 1)
    m = fx.export_and_import(module, *inputs, output_type="linalg-on-tensors",
                             func_name="forward", **kwargs)
    text = str(m)
    with open(os.path.join(out_dir, name + ".mlir"), "w") as f:
        f.write(header(name, e["sources"], dyn_text))
        f.write(text)
        if not text.endswith("\n"):
            f.write("\n")
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default=None, help="comma-separated entry names")
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    names = all_names()
    if a.list:
        print("\n".join(names))
        return 0
    if a.only:
        wanted = a.only.split(",")
        bad = [w for w in wanted if w not in names]
        if bad:
            sys.exit(f"unknown entries: {bad}; known: {names}")
        names = wanted
    os.makedirs(a.out, exist_ok=True)
    failed = []
    for name in names:
        try:
            out = export_one(name, a.out)
            print(f"ok   {name}: out {tuple(out.shape)} {out.dtype} std={out.float().std().item():.3f}", flush=True)
        except Exception as ex:  # keep going; report at the end
            failed.append(name)
            print(f"FAIL {name}: {type(ex).__name__}: {str(ex).splitlines()[0] if str(ex) else ''}", flush=True)
            traceback.print_exc(limit=3)
    if failed:
        print("failed:", ", ".join(failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
