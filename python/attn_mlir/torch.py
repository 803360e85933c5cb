"""`attention`: torch.nn.functional.scaled_dot_product_attention on
attn-mlir kernels, for PyTorch CUDA tensors.

    from attn_mlir.torch import attention
    out = attention(q, k, v, is_causal=True)         # q [B, Hq, L, E], k/v [B, Hkv, S, E|Ev]

Any strides (BSHD views, transposes) run without copies; the kernel runs on
the current stream. One kernel is compiled per element type, head dims,
causal, mask kind and GQA and kept in the disk cache ($ATTN_MLIR_CACHE,
default ~/.cache/attn_mlir), so that a machine without the compiler runs
kernels compiled elsewhere. Unsupported arguments raise ValueError or
TypeError saying which.
"""

import torch

from . import validate
from .attention import SMALL_TILE_M, Signature, kernel, launch_tiles

_DTYPES = {torch.float16: "f16", torch.bfloat16: "bf16", torch.float32: "f32"}


_CHIPS = {}


def _chip(device) -> str:
    """The chip of `device` (looked up once per device: this is on every
    call's path)."""
    index = device.index if device.index is not None else torch.cuda.current_device()
    if index not in _CHIPS:
        _CHIPS[index] = _chip_of(index)
    return _CHIPS[index]


def _chip_of(device) -> str:
    major, minor = torch.cuda.get_device_capability(device)
    if major >= 9:
        return "sm_90"
    if major == 8:
        return "sm_80"
    raise ValueError(f"compute capability {major}.{minor} is not supported; "
                     "need sm_80 or newer")


def _split_heads(t, groups):
    """[B, Hkv*G, L, X] as [B, Hkv, G, L, X], by strides."""
    b, h, l, e = t.shape
    sb, sh, sl, se = t.stride()
    return t.as_strided((b, h // groups, groups, l, e), (sb, sh * groups, sh, sl, se))


def signature(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False,
              scale=None, enable_gqa=False, causal_alignment=None):
    """Checks the arguments as SDPA does and returns the kernel Signature."""
    return Signature(*_signature_fields(query, key, value, attn_mask, dropout_p, is_causal,
                                        scale, enable_gqa, causal_alignment))


def _signature_fields(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa,
                      causal_alignment):
    """The checks of `signature`, giving the Signature's fields as a tuple
    (hashed on every call's path, where building the Signature is not)."""
    tensors = {"query": query, "key": key, "value": value}
    if attn_mask is not None:
        tensors["attn_mask"] = attn_mask
    for name, t in tensors.items():
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(t).__name__}")
        if not t.is_cuda:
            raise ValueError(f"{name} must be a CUDA tensor, got device {t.device}")
        if t.device != query.device:
            raise ValueError(f"{name} is on {t.device}, query on {query.device}")
    is_causal = validate.flag("is_causal", is_causal)
    if causal_alignment is not None:
        if causal_alignment not in ("top_left", "bottom_right"):
            raise ValueError(f"causal_alignment must be 'top_left' or 'bottom_right', got "
                             f"{causal_alignment!r}")
        if not is_causal:
            raise ValueError("causal_alignment applies with is_causal=True")
    enable_gqa = validate.flag("enable_gqa", enable_gqa)
    if isinstance(dropout_p, bool) or dropout_p != 0.0:
        raise ValueError(f"dropout_p must be 0: dropout is not supported (got {dropout_p!r})")
    if query.dtype not in _DTYPES:
        raise TypeError(f"query has dtype {query.dtype}; supported: float16, bfloat16, float32")
    for name in ("key", "value"):
        if tensors[name].dtype != query.dtype:
            raise TypeError(f"{name} has dtype {tensors[name].dtype}, query {query.dtype}")
    if query.dim() not in (3, 4) or key.dim() != query.dim() or value.dim() != query.dim():
        raise ValueError("query, key and value must all be 3-D [H, L, E] or 4-D [B, H, L, E]; "
                         f"got {query.dim()}-D, {key.dim()}-D, {value.dim()}-D")
    if key.shape[-1] != query.shape[-1]:
        raise ValueError(f"key head dim {key.shape[-1]} != query head dim {query.shape[-1]}")
    if value.shape[-2] != key.shape[-2]:
        raise ValueError(f"value length {value.shape[-2]} != key length {key.shape[-2]}")
    if query.dim() == 4 and not (key.shape[0] == value.shape[0] == query.shape[0]):
        raise ValueError(f"batch sizes differ: query {query.shape[0]}, key {key.shape[0]}, "
                         f"value {value.shape[0]}")
    hq, hk = query.shape[-3], key.shape[-3]
    if value.shape[-3] != hk:
        raise ValueError(f"key has {hk} heads, value {value.shape[-3]}")
    if hq != hk and not (enable_gqa and hq % hk == 0):
        raise ValueError(f"query has {hq} heads, key/value {hk}: "
                         + ("not a multiple" if enable_gqa else "pass enable_gqa=True for GQA"))
    mask = None
    if attn_mask is not None:
        if is_causal:
            raise ValueError("attn_mask and is_causal cannot both be set")
        if attn_mask.dtype == torch.bool:
            mask = "bool"
        elif attn_mask.dtype == query.dtype:
            mask = "additive"
        else:
            raise TypeError(f"attn_mask has dtype {attn_mask.dtype}; expected bool or "
                            f"{query.dtype}")
    validate.no_autograd(tensors, torch.is_grad_enabled())
    return (_DTYPES[query.dtype], query.shape[-1], value.shape[-1], is_causal, mask, hq != hk,
            _chip(query.device), causal_alignment or "top_left")


# Kernels by (signature fields, cache directory), so that a call whose
# signature was seen before neither builds a Signature nor hashes one.
_COMPILED = {}
_RESIDENT = {}


def _compiled(fields, cache_dir):
    compiled = _COMPILED.get((fields, cache_dir))
    if compiled is None:
        compiled = _COMPILED[(fields, cache_dir)] = kernel(Signature(*fields), cache_dir)
    return compiled


def _resident_workgroups(compiled, device):
    """How many workgroups of `compiled` the device runs at once: two per
    multiprocessor (the tensor-core kernel's 128 threads of up to 255
    registers take half a register file), fewer where its shared memory
    does not fit twice."""
    key = (id(compiled), device.index)
    if key not in _RESIDENT:
        props = torch.cuda.get_device_properties(device)
        shared = getattr(props, "shared_memory_per_multiprocessor", 228 * 1024)
        need = max(1, compiled.manifest.get("dynamic_shared_memory_bytes", 0))
        _RESIDENT[key] = props.multi_processor_count * max(1, min(2, shared // need))
    return _RESIDENT[key]


def _kernel_for(fields, cache_dir, rows, device):
    """The kernel of `fields` for `rows` (batch elements of the flattened
    batch dims, query rows of each): the default tiles, or the variant
    attn_mlir.attention.launch_tiles picks: query tiles of SMALL_TILE_M rows
    where no more rows than that are asked for (decode: half the padded rows
    computed, and larger key blocks) or where 128-row tiles would not fill
    the device (chunked prefill, small batches of short sequences: twice as
    many workgroups share the work)."""
    compiled = _compiled(fields, cache_dir)
    manifest = compiled.manifest
    tile = manifest.get("tile_m", 0)
    if manifest.get("variant") != "mma.sync" or tile <= SMALL_TILE_M:
        return compiled
    batch, m = rows
    underfilled = -(-m // tile) * batch < _resident_workgroups(compiled, device)
    tiles = launch_tiles(fields[1], fields[2], m, underfilled)
    return compiled if tiles is None else _compiled(fields + tiles, cache_dir)


def _grouped_decode(query, key, value, scale, fields, cache_dir):
    """Decode with grouped K/V heads: one query row per head, which sees
    every key (bottom-right causal included). The query heads of a group
    are then the rows of one attention over their shared K/V, so each K/V
    block is read once per group instead of once per query head: Q [B, Hq,
    1, E] and O are viewed as [B, Hkv, G, E] (by strides, no copy) and run
    through the kernel without GQA or causal."""
    b, hq, _, e = query.shape
    hk = key.shape[1]
    groups = hq // hk
    out = torch.empty((b, hq, 1, value.shape[-1]), dtype=query.dtype, device=query.device)

    def rows(t):
        s = t.stride()
        return t.as_strided((b, hk, groups, t.shape[-1]), (s[0], s[1] * groups, s[1], s[3]))

    folded = fields[:3] + (False, None, False, fields[6], "top_left")
    compiled = _kernel_for(folded, cache_dir, (b * hk, groups), query.device)
    tensors = {"q": rows(query), "k": key, "v": value, "o": rows(out)}
    for name in ("q", "k", "v"):
        if compiled.layout_problem(name, tensors[name]):
            tensors[name] = tensors[name].clone(memory_format=torch.contiguous_format)
    if b * hq > 0:
        compiled(scale, **tensors)
    return out


def attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
              enable_gqa=False, cache_dir=None, causal_alignment=None):
    """Scaled-dot-product attention with SDPA's semantics (causal is
    top-left aligned, as SDPA's is_causal: query i sees keys j <= i;
    causal_alignment="bottom_right" puts the diagonal at the last key
    instead, j <= i + S - L, for chunked prefill and decode against a KV
    cache, as FlashAttention's causal does; a bool mask is True where attention is allowed; an
    additive mask is added to the scaled scores). Rows that see no key give
    zeros (SDPA gives NaN). Any strides run; a query, key or value whose
    head dim is strided or whose rows are not 16-byte aligned is copied
    first when the kernel is the tensor-core one. The tensor-core kernel
    takes 64-row query tiles where 128-row ones would waste most rows or
    leave the device idle, and decode with grouped K/V heads (one query row,
    no mask) runs each group's query heads as the rows of one problem, so
    that K and V are read once per group. There is no backward
    pass: with grad mode on, inputs that require grad are refused
    (NotImplementedError) rather than given no gradient; call it under
    torch.no_grad() or torch.inference_mode(), or pass detached tensors."""
    fields = _signature_fields(query, key, value, attn_mask, dropout_p, is_causal, scale,
                               enable_gqa, causal_alignment)
    scale = validate.scale(scale, query.shape[-1])
    gqa = fields[5]
    squeeze = query.dim() == 3
    if squeeze:
        query, key, value = query.unsqueeze(0), key.unsqueeze(0), value.unsqueeze(0)
    b, hq, m, _ = query.shape
    if gqa and m == 1 and attn_mask is None and (not is_causal or fields[7] == "bottom_right"):
        out = _grouped_decode(query, key, value, scale, fields, cache_dir)
        return out.squeeze(0) if squeeze else out
    compiled = _kernel_for(fields, cache_dir, (b * hq, m), query.device)
    n = key.shape[-2]
    out = torch.empty((b, hq, m, value.shape[-1]), dtype=query.dtype, device=query.device)
    tensors = {"q": query, "k": key, "v": value, "o": out}
    if attn_mask is not None:
        try:
            tensors["mask"] = attn_mask.expand(b, hq, m, n)
        except RuntimeError:
            raise ValueError(f"attn_mask of shape {tuple(attn_mask.shape)} does not broadcast "
                             f"to {(b, hq, m, n)}") from None
    if gqa:
        groups = hq // key.shape[1]
        for name in ("q", "o", "mask"):
            if name in tensors:
                tensors[name] = _split_heads(tensors[name], groups)
    # Inputs the kernel cannot read in place are copied (contiguous copies
    # start on fresh, aligned allocations).
    for name in ("q", "k", "v"):
        if compiled.layout_problem(name, tensors[name]):
            tensors[name] = tensors[name].clone(memory_format=torch.contiguous_format)
    if m > 0 and b * hq > 0:
        compiled(scale, **tensors)
    return out.squeeze(0) if squeeze else out
