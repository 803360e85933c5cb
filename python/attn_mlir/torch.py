"""`attention`: torch.nn.functional.scaled_dot_product_attention on
attn-mlir kernels, for PyTorch CUDA tensors and CPU tensors.

    from attn_mlir.torch import attention
    out = attention(q, k, v, is_causal=True)         # q [B, Hq, L, E], k/v [B, Hkv, S, E|Ev]

CUDA tensors: any strides (BSHD views, transposes) run without copies; the
kernel runs on the current stream. One kernel is compiled per element type,
head dims, causal, mask kind and GQA and kept in the disk cache
($ATTN_MLIR_CACHE, default ~/.cache/attn_mlir), so that a machine without
the compiler runs kernels compiled elsewhere.

CPU tensors (float32, float16, bfloat16) run on the host through the compiler's JIT
(attn-to-llvm-pipeline: the tiled FlashAttention lowering). `attention` is
differentiable on both: the forward keeps the log-sum-exp, not the
probabilities, and the backward is attn.attention_backward (through
attn-tile-backward on the host; on CUDA tensors the tensor-core backward's
two kernels, for float16 and bfloat16 at head dims that are multiples of 8
up to 128).

The function is the custom op torch.ops.attn_mlir.attention (with a fake
implementation), so torch.compile traces through it without a graph break.
Unsupported arguments raise ValueError or TypeError saying which.
"""

import weakref
from typing import Optional

import torch

from . import validate
from .compiler import remember
from .attention import (EAGER_SPLIT_MIN_KEYS, SMALL_TILE_M, Signature, backward_kernels,
                        backward_source, decode_splits, kernel, launch_tiles,
                        key_mask, long_sequence_tiles, source,
                        paged_in_place, paged_kernel, paged_launch, paged_split, split_chunk,
                        varlen_kernel)

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
    if (major, minor) == (9, 0):
        # Hopper's own instructions (wgmma): code for sm_90a runs on
        # compute capability 9.0 only.
        return "sm_90a"
    if major >= 9:
        return "sm_90"
    if major == 8:
        return "sm_80"
    raise ValueError(f"compute capability {major}.{minor} is not supported; "
                     "need sm_80 or newer")


def _split_heads(t, groups):
    """[B, Hkv*G, ...] as [B, Hkv, G, ...] (the rows of the LSE, [B, H, L],
    as well as [B, H, L, X] tensors), by strides."""
    b, h, *rest = t.shape
    sb, sh, *strides = t.stride()
    return t.as_strided((b, h // groups, groups, *rest), (sb, sh * groups, sh, *strides))


def _empty_in_order_of(like, last, dtype):
    """An empty [B, H, L, last] tensor whose heads and rows are in the order
    of `like`'s ([B, H, L, X]): [B, L, H, last] storage viewed as [B, H, L,
    last] when `like`'s heads are inner to its rows (BSHD, as models lay
    out their projections), so that the caller's transpose back is free.
    Where [B, L, H, last] rows of `like`'s element size would not start at
    16 bytes (the tensor-core kernels' copies), [B, H, L, last] storage. The
    choice depends on `like` alone (not on `dtype`, which may be wider), so
    that the fake implementations make it alike. [H, L, X] (3-D) as one
    batch."""
    if like.dim() == 3:
        return _empty_in_order_of(like.unsqueeze(0), last, dtype).squeeze(0)
    b, h, length, _ = like.shape
    if (h > 1 and length > 1 and like.stride(1) < like.stride(2)
            and h * last * like.element_size() % 16 == 0):
        return torch.empty((b, length, h, last), dtype=dtype,
                           device=like.device).transpose(1, 2)
    return torch.empty((b, h, length, last), dtype=dtype, device=like.device)


def signature(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False,
              scale=None, enable_gqa=False, causal_alignment=None):
    """Checks the arguments as SDPA does and returns the kernel Signature."""
    return Signature(*_signature_fields(query, key, value, attn_mask, dropout_p, is_causal,
                                        scale, enable_gqa, causal_alignment))


# _signature_fields' results by what they depend on (every tensor's type,
# dtype, shape and device, the mask's, the flags and their types): a call
# like one checked before is not checked again.
_FIELDS = {}


def _signature_fields(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa,
                      causal_alignment):
    """The checks of `signature`, giving the Signature's fields as a tuple
    (hashed on every call's path, where building the Signature is not);
    looked up in _FIELDS for arguments checked before (not while
    torch.compile traces: its fake tensors are not cached)."""
    if torch.compiler.is_compiling():
        return _check_signature_fields(query, key, value, attn_mask, dropout_p, is_causal,
                                       enable_gqa, causal_alignment)
    try:
        mask = None if attn_mask is None else (
            type(attn_mask), attn_mask.dtype, attn_mask.shape, attn_mask.device,
            attn_mask.requires_grad and torch.is_grad_enabled())
        cache_key = (type(query), query.dtype, query.shape, query.device, query.is_cuda,
                     type(key), key.dtype, key.shape, key.device,
                     type(value), value.dtype, value.shape, value.device, mask,
                     type(dropout_p), dropout_p, type(is_causal), is_causal,
                     type(enable_gqa), enable_gqa, causal_alignment)
        fields = _FIELDS.get(cache_key)
    except (AttributeError, TypeError):
        # Not tensors, or arguments that cannot be hashed: checked (and
        # refused) below.
        cache_key = fields = None
    if fields is None:
        fields = _check_signature_fields(query, key, value, attn_mask, dropout_p, is_causal,
                                         enable_gqa, causal_alignment)
        if cache_key is not None:
            remember(_FIELDS, cache_key, fields)
    return fields


def _check_signature_fields(query, key, value, attn_mask, dropout_p, is_causal, enable_gqa,
                            causal_alignment):
    """_signature_fields without the lookup."""
    tensors = {"query": query, "key": key, "value": value}
    if attn_mask is not None:
        tensors["attn_mask"] = attn_mask
    for name, t in tensors.items():
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(t).__name__}")
        if t.device != query.device:
            raise ValueError(f"{name} is on {t.device}, query on {query.device}")
    if query.device.type not in ("cuda", "cpu"):
        raise ValueError(f"query is on {query.device}: attn_mlir.torch runs CUDA tensors "
                         "(GPU kernels) and CPU tensors (the host JIT)")
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
        # A mask of size 1 along the heads and the queries ([B, 1, 1, S], a
        # padding mask) is the kernels' key mask, read once per key block.
        shape = (1,) * max(0, 4 - attn_mask.dim()) + tuple(attn_mask.shape)
        if len(shape) == 4 and shape[1] == shape[2] == 1:
            mask += "_keys"
    if attn_mask is not None and attn_mask.requires_grad and torch.is_grad_enabled():
        raise NotImplementedError("attn_mask requires grad, but the mask is a constant of "
                                  "the attention: it gets no gradient; pass "
                                  "attn_mask.detach()")
    chip = _chip(query.device) if query.is_cuda else "host"
    return (_DTYPES[query.dtype], query.shape[-1], value.shape[-1], is_causal, mask, hq != hk,
            chip, causal_alignment or "top_left")


# Kernels by (signature fields, cache directory), so that a call whose
# signature was seen before neither builds a Signature nor hashes one.
_COMPILED = {}
_RESIDENT = {}


def _compiled(fields, cache_dir, lse=False):
    compiled = _COMPILED.get((fields, cache_dir, lse))
    if compiled is None:
        sig = Signature(*fields, lse=True) if lse else Signature(*fields)
        compiled = _COMPILED[(fields, cache_dir, lse)] = kernel(sig, cache_dir)
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


def _kernel_for(fields, cache_dir, rows, device, lse=False):
    """The kernel of `fields` for `rows` (batch elements of the flattened
    batch dims, query rows of each): the default tiles, or the variant
    attn_mlir.attention.launch_tiles picks: query tiles of SMALL_TILE_M rows
    where no more rows than that are asked for (decode: half the padded rows
    computed, and larger key blocks) or where 128-row tiles would not fill
    the device (chunked prefill, small batches of short sequences: twice as
    many workgroups share the work); on sm_90a at d = 64 without a mask,
    three consumer warpgroups for long sequences (long_sequence_tiles)."""
    compiled = _compiled(fields, cache_dir, lse)
    manifest = compiled.manifest
    batch, m = rows
    if manifest.get("variant") == "wgmma":
        long = long_sequence_tiles(fields[1], fields[2], fields[3], fields[4], fields[6], m)
        # Only where its 192-row tiles still fill the device (a small batch
        # keeps the default's four times as many workgroups).
        if long and -(-m // long[0]) * batch >= _resident_workgroups(compiled, device):
            return _compiled(fields + long, cache_dir, lse)
    tile = manifest.get("tile_m", 0)
    if manifest.get("variant") not in ("mma.sync", "wgmma") or tile <= SMALL_TILE_M:
        return compiled
    underfilled = -(-m // tile) * batch < _resident_workgroups(compiled, device)
    tiles = launch_tiles(fields[1], fields[2], m, underfilled)
    return compiled if tiles is None else _compiled(fields + tiles, cache_dir, lse)


def _readable(compiled, tensors):
    """Replaces each of Q, K and V in `tensors` that `compiled` cannot read
    in place by a contiguous copy (which starts on a fresh, aligned
    allocation); returns the names of those it can, whose layout is then
    not checked again at the launch."""
    checked = []
    for name in ("q", "k", "v"):
        if compiled.layout_problem(name, tensors[name]):
            tensors[name] = tensors[name].clone(memory_format=torch.contiguous_format)
        else:
            checked.append(name)
    return checked


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
    checked = _readable(compiled, tensors)
    if b * hq > 0:
        compiled(scale, _checked=checked, **tensors)
    return out


def attention(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
              enable_gqa=False, cache_dir=None, causal_alignment=None):
    """Scaled-dot-product attention with SDPA's semantics (causal is
    top-left aligned, as SDPA's is_causal: query i sees keys j <= i;
    causal_alignment="bottom_right" puts the diagonal at the last key
    instead, j <= i + S - L, for chunked prefill and decode against a KV
    cache, as FlashAttention's causal does; a bool mask is True where attention is allowed; an
    additive mask is added to the scaled scores; a mask of size 1 along the heads and the
    queries, [B, 1, 1, S] as padding masks are, is passed to the kernel as its [B, S] view,
    which the tensor-core kernels read once per key block). Rows that see no key give
    zeros (SDPA gives NaN). Any strides run; a query, key or value whose
    head dim is strided or whose rows are not 16-byte aligned is copied
    first when the kernel is the tensor-core one. The tensor-core kernel
    takes 64-row query tiles where 128-row ones would waste most rows or
    leave the device idle, and decode with grouped K/V heads (one query row,
    no mask) runs each group's query heads as the rows of one problem, so
    that K and V are read once per group.

    Gradients: the result is differentiable in query, key and value (the
    mask gets none), on CPU tensors through the host JIT and on CUDA
    tensors through the tensor-core backward kernels (float16 and bfloat16,
    head dims that are multiples of 8 up to 128; grouped K/V heads without
    copies: the key pass sums dK and dV over the group)."""
    fields = _signature_fields(query, key, value, attn_mask, dropout_p, is_causal, scale,
                               enable_gqa, causal_alignment)
    scale = validate.scale(scale, query.shape[-1])
    grad = torch.is_grad_enabled() and any(t.requires_grad for t in (query, key, value))
    if grad and query.is_cuda:
        problem = _cuda_backward_problem(fields)
        if problem:
            raise NotImplementedError(problem)
    if _traced():
        out, _ = torch.ops.attn_mlir.attention(query, key, value, attn_mask, fields[3], scale,
                                               fields[5], causal_alignment, cache_dir, grad)
        return out
    if grad:
        return _Attention.apply(query, key, value, attn_mask, fields[3], scale, fields[5],
                                causal_alignment, cache_dir)
    return _forward(fields, query, key, value, attn_mask, scale, cache_dir, False)[0]


def _traced():
    """Whether attention() is being traced (torch.compile, torch.func
    transforms, make_fx or another dispatch mode): then it is the custom ops,
    which have fake implementations, not the eager autograd Function."""
    from torch.utils._python_dispatch import _get_current_dispatch_mode
    return (torch.compiler.is_compiling() or torch._C._are_functorch_transforms_active()
            or _get_current_dispatch_mode() is not None)


def _forward(fields, query, key, value, attn_mask, scale, cache_dir, lse):
    """(O, LSE) of the checked arguments (LSE None unless `lse`)."""
    squeeze = query.dim() == 3
    if squeeze:
        query, key, value = query.unsqueeze(0), key.unsqueeze(0), value.unsqueeze(0)
    run = _cuda_forward if query.is_cuda else _cpu_forward
    out, rows = run(fields, query, key, value, attn_mask, scale, cache_dir, lse)
    if squeeze:
        out = out.squeeze(0)
        rows = rows.squeeze(0) if rows is not None else None
    return out, rows


def _cuda_forward(fields, query, key, value, attn_mask, scale, cache_dir, lse):
    gqa = fields[5]
    b, hq, m, _ = query.shape
    sees_every_key = m == 1 and attn_mask is None and (not fields[3] or fields[7] == "bottom_right")
    if not lse and sees_every_key:
        plan = None
        if key.shape[2] >= EAGER_SPLIT_MIN_KEYS or torch.cuda.is_current_stream_capturing():
            plan = split_plan(query, key, value)
        if plan is not None:
            return _split_decode(query, key, value, scale, fields, cache_dir, *plan), None
        if gqa:
            return _grouped_decode(query, key, value, scale, fields, cache_dir), None
    compiled = _kernel_for(fields, cache_dir, (b * hq, m), query.device, lse)
    n = key.shape[-2]
    out = _empty_in_order_of(query, value.shape[-1], query.dtype)
    tensors = {"q": query, "k": key, "v": value, "o": out}
    rows = None
    if lse:
        rows = torch.empty((b, hq, m), dtype=torch.float32, device=query.device)
        tensors["lse"] = rows
    if attn_mask is not None:
        tensors["mask"] = _mask_operand(fields, attn_mask, (b, hq, m, n))
    if gqa:
        groups = hq // key.shape[1]
        for name in ("q", "o", "mask", "lse"):
            if name == "mask" and key_mask(fields[4]):
                continue
            if name in tensors:
                tensors[name] = _split_heads(tensors[name], groups)
    # Inputs the kernel cannot read in place are copied.
    checked = _readable(compiled, tensors)
    if m > 0 and b * hq > 0:
        compiled(scale, _checked=checked, **tensors)
    return out, rows


_MULTIPROCESSORS = {}


def _multiprocessors(device):
    if device.index not in _MULTIPROCESSORS:
        _MULTIPROCESSORS[device.index] = torch.cuda.get_device_properties(
            device).multi_processor_count
    return _MULTIPROCESSORS[device.index]


def _fold_keys(t, parts, chunk, dim):
    """The first parts x chunk keys of `t` [B, H, N, X] as `parts` problems of
    `chunk` keys each, folded into batch dim `dim` (0: [B*parts, H, chunk,
    X], part-minor; 1: [B, H*parts, chunk, X]) by strides, or None where
    the strides do not allow it."""
    b, h, _, x = t.shape
    sb, sh, sn, sx = t.stride()
    if dim == 0 and (b == 1 or sb == parts * chunk * sn):
        return t.as_strided((b * parts, h, chunk, x), (chunk * sn, sh, sn, sx))
    if dim == 1 and (h == 1 or sh == parts * chunk * sn):
        return t.as_strided((b, h * parts, chunk, x), (sb, chunk * sn, sn, sx))
    return None


def split_plan(query, key, value):
    """(parts, chunk, dim) of a split-KV decode of these CUDA tensors
    (query [B, Hq, 1, E], every key seen), or None: parts of `chunk` keys
    (attn_mlir.attention.decode_splits, split_chunk) folded into batch dim
    `dim` of K and V by strides (a last, shorter part runs apart)."""
    b, hq, _, _ = query.shape
    hk, n = key.shape[1], key.shape[2]
    splits = decode_splits(b * hk, n, _multiprocessors(query.device))
    if splits < 2:
        return None
    chunk = split_chunk(n, splits)
    parts = n // chunk
    if parts < 1:
        return None
    for dim in (0, 1):
        if (_fold_keys(key, parts, chunk, dim) is not None
                and _fold_keys(value, parts, chunk, dim) is not None):
            return parts, chunk, dim
    return None


def _split_decode(query, key, value, scale, fields, cache_dir, parts, chunk, dim):
    """Decode with the keys split into parts (flash-decoding): each part of
    `chunk` keys is a problem of its own (K/V folded into a batch dim by
    strides, the query rows repeated: one row per head, a small copy), run
    with the LSE; a last, shorter part runs apart; the parts' outputs are
    weighed by exp(LSE_part - LSE) and summed in f32. The query heads of a
    K/V group are the rows of one problem, as in _grouped_decode."""
    b, hq, _, e = query.shape
    hk, n, dv = key.shape[1], key.shape[2], value.shape[-1]
    g = hq // hk
    qs = query.stride()
    rows = query.as_strided((b, hk, g, e), (qs[0], qs[1] * g, qs[1], qs[3]))
    folded = fields[:3] + (False, None, False, fields[6], "top_left")
    dev = query.device

    def run(q, k, v):
        problems = q.shape[0] * q.shape[1]
        compiled = _kernel_for(folded, cache_dir, (problems, g), dev, lse=True)
        o = torch.empty(q.shape[:3] + (dv,), dtype=query.dtype, device=dev)
        lse = torch.empty(q.shape[:3], dtype=torch.float32, device=dev)
        tensors = {"q": q, "k": k, "v": v, "o": o, "lse": lse}
        for name in ("q", "k", "v"):
            if compiled.layout_problem(name, tensors[name]):
                tensors[name] = tensors[name].contiguous()
        compiled(scale, **tensors)
        return o, lse

    if dim == 0:
        q = rows.unsqueeze(1).expand(b, parts, hk, g, e).reshape(b * parts, hk, g, e)
    else:
        q = rows.unsqueeze(2).expand(b, hk, parts, g, e).reshape(b, hk * parts, g, e)
    o, lse = run(q, _fold_keys(key, parts, chunk, dim), _fold_keys(value, parts, chunk, dim))
    if dim == 0:
        o, lse = o.view(b, parts, hk, g, dv), lse.view(b, parts, hk, g)
    else:
        o = o.view(b, hk, parts, g, dv).transpose(1, 2)
        lse = lse.view(b, hk, parts, g).transpose(1, 2)
    if parts * chunk < n:
        start = parts * chunk
        o_rest, lse_rest = run(rows, key[:, :, start:], value[:, :, start:])
        o = torch.cat((o, o_rest.unsqueeze(1)), dim=1)
        lse = torch.cat((lse, lse_rest.unsqueeze(1)), dim=1)
    # Few small kernels, each a host launch: the parts' weights exp(LSE_part
    # - LSE) are the softmax of their LSEs over the parts (one kernel), the
    # weighted sum two more.
    weights = torch.softmax(lse, dim=1)
    combined = torch.sum(o * weights.unsqueeze(-1), dim=1)
    out = torch.empty((b, hq, 1, dv), dtype=query.dtype, device=dev)
    out.view(b, hk, g, dv).copy_(combined)
    return out


def _broadcast_mask(attn_mask, shape):
    try:
        return attn_mask.expand(*shape)
    except RuntimeError:
        raise ValueError(f"attn_mask of shape {tuple(attn_mask.shape)} does not broadcast "
                         f"to {shape}") from None


def _mask_operand(fields, attn_mask, shape):
    """The kernel's mask: `attn_mask` broadcast to `shape` ([B, H, L, S]),
    or for a key mask (fields[4], attn_mlir.attention.key_mask) its [B, S]
    view (by strides)."""
    mask = _broadcast_mask(attn_mask, shape)
    return mask[:, 0, 0, :] if key_mask(fields[4]) else mask


# Host functions by (signature, backward).
_CPU_FUNCTIONS = {}


def _cpu_function(sig, backward):
    """The JIT-compiled host function of `sig`: the forward (with the LSE)
    or the backward."""
    key = (sig, backward)
    if key not in _CPU_FUNCTIONS:
        from .compiler import compile as compile_source
        text = backward_source(sig) if backward else source(sig)
        _CPU_FUNCTIONS[key] = compile_source(
            text, target="cpu", func="attention_backward" if backward else "attention")
    return _CPU_FUNCTIONS[key]


def _cpu_sig(fields):
    return Signature(*fields, lse=True)


def _numpy(t):
    """A CPU tensor as the host function's numpy array (bf16 as its bit
    patterns, uint16)."""
    t = t.detach()
    return t.view(torch.uint16).numpy() if t.dtype == torch.bfloat16 else t.numpy()


def _torch(a, dtype):
    """A host function's numpy result as a tensor of `dtype`."""
    t = torch.from_numpy(a)
    return t.view(torch.bfloat16) if dtype == torch.bfloat16 else t


def _cpu_rows(t, groups):
    """A [B, H, L, X] CPU tensor as the host function's numpy array: [B, Hkv,
    G, L, X] with GQA."""
    a = _numpy(t)
    if groups:
        b, h = a.shape[:2]
        a = a.reshape((b, h // groups, groups) + a.shape[2:])
    return a


def _cpu_inputs(fields, query, key, value, attn_mask):
    b, hq, m, _ = query.shape
    groups = hq // key.shape[1] if fields[5] else 0
    arrays = [_cpu_rows(query, groups), _numpy(key), _numpy(value)]
    if attn_mask is not None:
        mask = _mask_operand(fields, attn_mask.detach(), (b, hq, m, key.shape[-2]))
        arrays.append(_numpy(mask) if key_mask(fields[4]) else _cpu_rows(mask, groups))
    return arrays, groups


def _cpu_forward(fields, query, key, value, attn_mask, scale, cache_dir, lse):
    """O and LSE on the host (the LSE is always computed: it is one value
    per row)."""
    import numpy as np

    # Grouped K/V heads with few query rows (decode) need no fold here: the
    # host function's tiling puts a group's query heads in one tile
    # (attn-tile-parallel group-rows), which reads each key block once.
    b, hq, m, _ = query.shape
    arrays, groups = _cpu_inputs(fields, query, key, value, attn_mask)
    rows = arrays[0].shape[:-1]
    o = np.empty(rows + (value.shape[-1],), dtype=arrays[0].dtype)
    out, rows_lse = _cpu_function(_cpu_sig(fields), False)(
        *arrays, o, np.empty(rows, dtype=np.float32), scale)
    out = _torch(out, query.dtype).reshape(b, hq, m, value.shape[-1])
    return out, torch.from_numpy(rows_lse).reshape(b, hq, m)


def _cpu_backward(fields, query, key, value, attn_mask, out, grad_out, lse, scale):
    """dQ, dK, dV on the host."""
    arrays, groups = _cpu_inputs(fields, query, key, value, attn_mask)
    arrays += [_cpu_rows(out, groups), _cpu_rows(grad_out.to(out.dtype), groups),
               _cpu_rows(lse, groups)]
    dq, dk, dv = _cpu_function(_cpu_sig(fields), True)(*arrays, scale)
    return (_torch(dq, query.dtype).reshape(query.shape), _torch(dk, key.dtype),
            _torch(dv, value.dtype))


def _cuda_backward_problem(fields):
    """Why the GPU backward does not take `fields`, or None (said before the
    forward runs, not when the gradients are asked for)."""
    dtype, head_dim, value_dim = fields[:3]
    if dtype == "f32":
        return ("attn_mlir.torch.attention has no float32 backward on CUDA tensors (its "
                "tensor-core kernels take float16 and bfloat16): cast to bfloat16 or float16, "
                "run under torch.no_grad(), or pass detached tensors")
    for name, d in (("query/key", head_dim), ("value", value_dim)):
        if d % 8 or d > 128:
            return (f"attn_mlir.torch.attention has no backward on CUDA tensors at {name} head "
                    f"dim {d} (its kernels take multiples of 8 up to 128): run under "
                    "torch.no_grad(), or pass detached tensors")
    return None


def _cuda_backward(fields, query, key, value, attn_mask, out, grad_out, lse, scale,
                   cache_dir=None):
    """dQ, dK, dV on the GPU: the tensor-core backward's two kernels (the
    query pass writes dQ and, for the key pass, D and c; the key pass dK and
    dV, summed over the query heads of a K/V group), one after the other on
    the current stream. Grouped heads are split by strides, never copied."""
    b, hq, m, _ = query.shape
    hk, n = key.shape[1], key.shape[2]
    dq_kernel, dkdv_kernel = backward_kernels(Signature(*fields), cache_dir)
    device = query.device
    rows = torch.empty((2, b, hq, m), dtype=torch.float32, device=device)
    # dQ f32 where the key pass adds to it (the query pass zero-fills it).
    dq_dtype = {"f32": torch.float32}.get(_tensor_type(dq_kernel, "dq"), query.dtype)
    tensors = {"q": query, "k": key, "v": value, "o": out, "do": grad_out.to(out.dtype),
               "lse": lse, "d": rows[0], "c": rows[1],
               "dq": _empty_in_order_of(query, query.shape[-1], dq_dtype),
               "dk": _empty_in_order_of(key, key.shape[-1], key.dtype),
               "dv": _empty_in_order_of(value, value.shape[-1], value.dtype)}
    if attn_mask is not None:
        tensors["mask"] = _mask_operand(fields, attn_mask, (b, hq, m, n))
    views = dict(tensors)
    if fields[5]:
        for name in ("q", "o", "do", "lse", "d", "c", "dq", "mask"):
            if name == "mask" and key_mask(fields[4]):
                continue
            if name in views:
                views[name] = _split_heads(views[name], hq // hk)
    # Inputs the kernels cannot read in place are copied.
    for name in ("q", "k", "v", "o", "do"):
        if dq_kernel.layout_problem(name, views[name]):
            views[name] = views[name].clone(memory_format=torch.contiguous_format)
    if b * hq > 0 and m > 0 and n > 0:
        for compiled in (dq_kernel, dkdv_kernel):
            compiled(scale, **{t["name"]: views[t["name"]]
                               for t in compiled.manifest["tensors"]})
    elif b * hq > 0:
        tensors["dq"].zero_()
        tensors["dk"].zero_()
        tensors["dv"].zero_()
    return tensors["dq"].to(query.dtype), tensors["dk"], tensors["dv"]


def _tensor_type(compiled, name):
    """The element type of kernel tensor `name` in `compiled`'s manifest."""
    return next(t["element_type"] for t in compiled.manifest["tensors"] if t["name"] == name)


@torch.library.custom_op("attn_mlir::attention", mutates_args=())
def _attention_op(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                  attn_mask: Optional[torch.Tensor], is_causal: bool, scale: float,
                  enable_gqa: bool, causal_alignment: Optional[str], cache_dir: Optional[str],
                  lse: bool) -> tuple[torch.Tensor, torch.Tensor]:
    """attention() as an opaque op (torch.compile traces it by its fake
    implementation): (O, LSE), the LSE [.., L] f32 with `lse`, else empty."""
    fields = _signature_fields(query, key, value, attn_mask, 0.0, is_causal, scale, enable_gqa,
                               causal_alignment)
    out, rows = _forward(fields, query, key, value, attn_mask, scale, cache_dir, lse)
    if rows is None:
        rows = torch.empty((0,), dtype=torch.float32, device=query.device)
    return out, rows


class _Attention(torch.autograd.Function):
    """attention() with gradients outside torch.compile: the custom ops'
    forward (with the LSE) and backward, without the dispatcher's and the
    custom ops' per-call host work, which made a GPT-2-sized layer's call
    host-bound (1.4-1.7 ms of host time per forward and backward against
    FA2's 0.46; docs/Rationale.md). torch.compile traces the custom ops."""

    @staticmethod
    def forward(ctx, query, key, value, attn_mask, is_causal, scale, enable_gqa,
                causal_alignment, cache_dir):
        fields = _signature_fields(query, key, value, attn_mask, 0.0, is_causal, scale,
                                   enable_gqa, causal_alignment)
        out, rows = _forward(fields, query, key, value, attn_mask, scale, cache_dir, True)
        ctx.save_for_backward(query, key, value, attn_mask, out, rows)
        ctx.options = (is_causal, scale, enable_gqa, causal_alignment)
        ctx.cache_dir = cache_dir
        return out

    @staticmethod
    @torch.autograd.function.once_differentiable
    def backward(ctx, grad_out):
        query, key, value, attn_mask, out, rows = ctx.saved_tensors
        dq, dk, dv = _gradients(query, key, value, attn_mask, out, grad_out, rows,
                                *ctx.options, cache_dir=ctx.cache_dir)
        return dq, dk, dv, None, None, None, None, None, None


@_attention_op.register_fake
def _(query, key, value, attn_mask, is_causal, scale, enable_gqa, causal_alignment, cache_dir,
      lse):
    # O's strides as the CUDA path allocates them (the host's are contiguous).
    if query.is_cuda:
        out = _empty_in_order_of(query, value.shape[-1], query.dtype)
    else:
        out = query.new_empty(query.shape[:-1] + (value.shape[-1],))
    rows = query.new_empty(query.shape[:-1] if lse else (0,), dtype=torch.float32)
    return out, rows


def _setup_context(ctx, inputs, output):
    query, key, value, attn_mask, is_causal, scale, enable_gqa, alignment, _, lse = inputs
    out, rows = output
    ctx.save_for_backward(query, key, value, attn_mask, out, rows)
    ctx.options = (is_causal, scale, enable_gqa, alignment, lse)


@torch.library.custom_op("attn_mlir::attention_backward", mutates_args=())
def _attention_backward_op(query: torch.Tensor, key: torch.Tensor, value: torch.Tensor,
                           attn_mask: Optional[torch.Tensor], out: torch.Tensor,
                           grad_out: torch.Tensor, lse: torch.Tensor, is_causal: bool,
                           scale: float, enable_gqa: bool,
                           causal_alignment: Optional[str]) -> tuple[torch.Tensor, torch.Tensor,
                                                                     torch.Tensor]:
    """dQ, dK, dV of attention() (an opaque op, as the forward)."""
    return _gradients(query, key, value, attn_mask, out, grad_out, lse, is_causal, scale,
                      enable_gqa, causal_alignment)


def _gradients(query, key, value, attn_mask, out, grad_out, lse, is_causal, scale, enable_gqa,
               causal_alignment, cache_dir=None):
    """dQ, dK, dV of attention() on the forward's O and LSE (CUDA: the
    tensor-core backward kernels, from `cache_dir`; CPU: the host JIT)."""
    fields = _signature_fields(query, key, value, attn_mask, 0.0, is_causal, scale, enable_gqa,
                               causal_alignment)
    args = (query, key, value, out, grad_out, lse)
    squeeze = query.dim() == 3
    if squeeze:
        args = tuple(t.unsqueeze(0) for t in args)
    q, k, v, o, do, rows = args
    if query.is_cuda:
        dq, dk, dv = _cuda_backward(fields, q, k, v, attn_mask, o, do, rows, scale, cache_dir)
    else:
        dq, dk, dv = _cpu_backward(fields, q, k, v, attn_mask, o, do, rows, scale)
    if squeeze:
        dq, dk, dv = dq.squeeze(0), dk.squeeze(0), dv.squeeze(0)
    return dq, dk, dv


@_attention_backward_op.register_fake
def _(query, key, value, attn_mask, out, grad_out, lse, is_causal, scale, enable_gqa,
      causal_alignment):
    if query.is_cuda:
        return tuple(_empty_in_order_of(t, t.shape[-1], t.dtype) for t in (query, key, value))
    return query.new_empty(query.shape), key.new_empty(key.shape), value.new_empty(value.shape)


def _backward(ctx, grad_out, _grad_lse):
    query, key, value, attn_mask, out, rows = ctx.saved_tensors
    is_causal, scale, enable_gqa, alignment, lse = ctx.options
    if not lse:
        raise NotImplementedError("attn_mlir.torch.attention ran without the log-sum-exp: "
                                  "no gradient")
    dq, dk, dv = torch.ops.attn_mlir.attention_backward(
        query, key, value, attn_mask, out, grad_out, rows, is_causal, scale, enable_gqa,
        alignment)
    return dq, dk, dv, None, None, None, None, None, None, None


_attention_op.register_autograd(_backward, setup_context=_setup_context)


def varlen_attention(query, key, value, cu_seqlens_q, cu_seqlens_k, max_seqlen_q=None,
                     max_seqlen_k=None, dropout_p=0.0, softmax_scale=None, causal=False,
                     causal_alignment="bottom_right", return_lse=False):
    """Attention over a batch of variable-length sequences packed without
    padding, as FlashAttention's flash_attn_varlen_func takes them: query
    [total_q, Hq, E] holds the rows of every sequence one after another, key
    and value [total_k, Hkv, E|Ev] their keys, and cu_seqlens_q/k (int32,
    one more entry than sequences: 0, then each sequence's end) where each
    sequence starts. Sequence s attends its own keys only. Hq may be a
    multiple of Hkv (grouped-query attention). causal=True is bottom-right
    aligned, as FlashAttention's (each sequence's last query sees all of its
    keys); causal_alignment="top_left" gives SDPA's rule per sequence.
    max_seqlen_q/k, when given, are checked against the offsets. Returns O
    [total_q, Hq, Ev], and with return_lse also the log-sum-exp [Hq,
    total_q] (float32). A sequence without keys gives zeros (LSE -inf), and
    so do rows past the last sequence.

    CPU tensors run attn.varlen_attention through the host JIT
    (attn_mlir.varlen: one function; attn-expand-varlen gives one attention
    per sequence, no padding computed). CUDA tensors run its GPU kernel: one
    launch for all sequences, each workgroup one query tile of one sequence
    and head, the workgroups past a sequence's last tile returning at once.
    Tensors that need gradients run attention() on each sequence's views of
    the packed tensors (differentiable as attention() is)."""
    from . import varlen

    tensors = {"query": query, "key": key, "value": value, "cu_seqlens_q": cu_seqlens_q,
               "cu_seqlens_k": cu_seqlens_k}
    for name, t in tensors.items():
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(t).__name__}")
        if t.device != query.device:
            raise ValueError(f"{name} is on {t.device}, query on {query.device}")
    for name in ("cu_seqlens_q", "cu_seqlens_k"):
        if tensors[name].dtype != torch.int32 or tensors[name].dim() != 1:
            raise TypeError(f"{name} must be a 1-D torch.int32 tensor, got "
                            f"{tensors[name].dtype} of shape {tuple(tensors[name].shape)}")
    starts_q, starts_k = _read_once(
        "varlen_attention", "cu_seqlens_q and cu_seqlens_k", query, (cu_seqlens_q, cu_seqlens_k),
        (tuple(query.shape), tuple(key.shape), tuple(value.shape), max_seqlen_q, max_seqlen_k),
        lambda: varlen.check_problem(query.shape, key.shape, value.shape,
                                     cu_seqlens_q.tolist(), cu_seqlens_k.tolist(),
                                     max_seqlen_q, max_seqlen_k))
    if causal_alignment not in ("top_left", "bottom_right"):
        raise ValueError(f"causal_alignment must be 'top_left' or 'bottom_right', got "
                         f"{causal_alignment!r}")
    causal = validate.flag("causal", causal)
    return_lse = validate.flag("return_lse", return_lse)
    # The checks of attention() (dtypes, dropout), on the tensors as one
    # [H, L, E] problem.
    _signature_fields(query.transpose(0, 1), key.transpose(0, 1), value.transpose(0, 1), None,
                      dropout_p, causal, softmax_scale, True,
                      causal_alignment if causal else None)
    scale = validate.scale(softmax_scale, query.shape[-1])
    grad = torch.is_grad_enabled() and any(t.requires_grad for t in (query, key, value))
    if query.is_cuda and not grad:
        out, lse = _varlen_packed(query, key, value, cu_seqlens_q, cu_seqlens_k, starts_q,
                                  scale, causal, causal_alignment)
        lse = lse if return_lse else None
    elif query.is_cuda or grad:
        out, lse = _varlen_by_sequence(query, key, value, starts_q, starts_k, scale, causal,
                                       causal_alignment, return_lse)
    else:
        bf16 = query.dtype == torch.bfloat16
        out, lse = varlen.varlen_attention(
            _numpy(query), _numpy(key), _numpy(value), _numpy(cu_seqlens_q),
            _numpy(cu_seqlens_k), scale, causal, causal_alignment, bf16=bf16)
        out, lse = _torch(out, query.dtype), torch.from_numpy(lse)
    return (out, lse) if return_lse else out


# What was read on the host of the offsets, lengths and block tables a call
# got, and checked, by (id of each, other arguments): with a weak reference
# to each tensor and its version (PyTorch's count of its in-place changes),
# so that a tensor read before is read again only once changed.
_HOST_READS = {}


def _read_once(function, what, query, tensors, extra, read):
    """read() (the host's copy of `tensors`, checked), or what it gave for
    the same tensors at the same versions and the same `extra` arguments
    before: the offsets of packed sequences and a paged cache's tables are
    read on the host (a synchronisation) once per change, not on every call
    (a model's layers share them). A change made through a raw pointer,
    outside PyTorch, does not count as one; inference tensors, which keep
    no count, are read every time. Inside a CUDA graph capture, where the
    host cannot read the device, tensors not read before are refused with
    an error that says so."""
    # Inference tensors (made under torch.inference_mode) keep no version
    # count: read on every call.
    versions = (None if any(t.is_inference() for t in tensors)
                else tuple(t._version for t in tensors))
    key = (function, what, tuple(id(t) for t in tensors), extra)
    entry = _HOST_READS.get(key) if versions is not None else None
    if entry is not None and entry[1] == versions and all(
            ref() is t for ref, t in zip(entry[0], tensors)):
        return entry[2]
    if query.is_cuda and torch.cuda.is_current_stream_capturing():
        raise RuntimeError(
            f"attn_mlir.torch.{function} cannot be captured in a CUDA graph with {what} "
            "it has not read on the host yet (capture cannot read the device): call it "
            "once outside the capture with the same tensors (unchanged since), then "
            "capture; tensors made under torch.inference_mode keep no version count and "
            "are read on every call, so make them outside it")
    value = read()
    if versions is not None:
        remember(_HOST_READS, key, (tuple(weakref.ref(t) for t in tensors), versions, value),
                 limit=256)
    return value


def _varlen_packed(query, key, value, cu_seqlens_q, cu_seqlens_k, starts_q, scale, causal,
                   alignment):
    """(O, LSE) of the packed problem on CUDA tensors, in one launch of the
    kernel of attn.varlen_attention (attention.varlen_kernel). With grouped
    K/V heads, Q, O and the LSE are viewed as [.., Hkv, G, ..] (no copy)."""
    total, hq, e = query.shape
    hk, ev = key.shape[1], value.shape[-1]
    groups = hq // hk
    sig = Signature(_DTYPES[query.dtype], e, ev, causal=causal, gqa=groups > 1,
                    chip=_chip(query.device),
                    causal_alignment=alignment if causal else "top_left")
    compiled = varlen_kernel(sig)
    out = torch.empty((total, hq, ev), dtype=query.dtype, device=query.device)
    lse = torch.empty((hq, total), dtype=torch.float32, device=query.device)
    end = starts_q[-1]
    if end < total:
        # Rows past the last sequence: zeros (LSE -inf), as on the host.
        out[end:].zero_()
        lse[:, end:].fill_(-torch.inf)
    rows = max((b - a for a, b in zip(starts_q, starts_q[1:])), default=0)
    tensors = {"q": query, "k": key, "v": value, "o": out, "lse": lse,
               "cu_q": cu_seqlens_q.contiguous(), "cu_k": cu_seqlens_k.contiguous()}
    if groups > 1:
        tensors["q"] = query.unflatten(1, (hk, groups))
        tensors["o"] = out.unflatten(1, (hk, groups))
        tensors["lse"] = lse.unflatten(0, (hk, groups))
    checked = _readable(compiled, tensors)
    compiled(scale, rows=rows, _checked=checked, **tensors)
    return out, lse


def _paged_packed(query, k_cache, v_cache, cache_seqlens, block_table, lengths, table, scale,
                  causal, alignment):
    """(O [B, M, Hq, Ev], LSE [B, Hq, M]) of the checked paged problem on
    CUDA tensors (`lengths`, `table`: the host's copies of cache_seqlens and
    block_table): the sequences' keys gathered from the pages into packed K
    and V, then one launch of the kernel of packed sequences. With one
    query row that sees every key (not causal, or bottom-right) and grouped
    K/V heads, the G query heads of a group are the rows of its sequence
    (Q [B G, Hkv, E]), without GQA or causal. The gather's rows and the
    offsets are made once per version of the tables (_read_once)."""
    b, m, hq, e = query.shape
    page, hk, ev = k_cache.shape[1], k_cache.shape[2], v_cache.shape[-1]
    groups = hq // hk
    folded = m == 1 and groups > 1 and (not causal or alignment == "bottom_right")
    rows_per_sequence = groups if folded else m

    def plan():
        import numpy as np

        # Key j of sequence s: row table[s, j // page] * page + j % page of
        # the caches viewed as [pages * page, Hkv, E].
        keys = [np.arange(n, dtype=np.int64) for n in lengths.tolist()]
        rows = np.concatenate([table[s, j // page].astype(np.int64) * page + j % page
                               for s, j in enumerate(keys)] or [np.zeros(0, np.int64)])
        cu_k = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
        cu_q = np.arange(0, b * rows_per_sequence + 1, rows_per_sequence, dtype=np.int32)
        return (torch.from_numpy(rows).to(query.device), torch.from_numpy(cu_q).to(query.device),
                torch.from_numpy(cu_k).to(query.device), cu_q.tolist())

    index, cu_q, cu_k, starts_q = _read_once(
        "paged_attention", "cache_seqlens and block_table (the gather)", query,
        (cache_seqlens, block_table), (b, rows_per_sequence, page, str(query.device)), plan)
    k = k_cache.flatten(0, 1).index_select(0, index)
    v = v_cache.flatten(0, 1).index_select(0, index)
    if folded:
        # [B, 1, Hkv G, E] -> [B G, Hkv, E] (query head h G + g: row b G + g).
        q = query.reshape(b, hk, groups, e).transpose(1, 2).reshape(b * groups, hk, e)
        causal = False
    else:
        q = query.reshape(b * m, hq, e)
    out, lse = _varlen_packed(q, k, v, cu_q, cu_k, starts_q, scale, causal, alignment)
    if folded:
        out = out.reshape(b, groups, hk, ev).transpose(1, 2).reshape(b, 1, hq, ev)
        lse = lse.reshape(hk, b, groups).permute(1, 0, 2).reshape(b, hq, 1)
    else:
        out = out.reshape(b, m, hq, ev)
        lse = lse.reshape(hq, b, m).transpose(0, 1).contiguous()
    return out, lse


# paged_attention's checked options (the scale they give), and the kernel
# of the paged cache with its folding, by dtypes, shapes and options.
_PAGED_CHECKED = {}
_PAGED_KERNELS = {}


def _paged_kernel_for(query, k_cache, v_cache, m, causal, alignment, batch=None):
    """(the kernel of the paged cache, folded) attn_mlir.torch launches for
    these tensors (attention.paged_launch, paged_kernel), looked up once per
    dtype, shapes, options and device."""
    b, _, hq, e = query.shape
    batch = b if batch is None else batch
    key = (query.dtype, batch, m, hq, e, k_cache.shape[1:], v_cache.shape[-1], causal,
           alignment, query.device)
    found = _PAGED_KERNELS.get(key)
    if found is None:
        sig, folded = paged_launch(_DTYPES[query.dtype], e, v_cache.shape[-1], batch, m, hq,
                                   k_cache.shape[2], k_cache.shape[1], causal, alignment,
                                   _chip(query.device), _multiprocessors(query.device))
        found = remember(_PAGED_KERNELS, key, (paged_kernel(sig, k_cache.shape[1]), folded))
    return found


def _group_rows(t, kv_heads):
    """[B, 1, Hkv G, X] (one query row per head) viewed as [B, G, Hkv, X]:
    the query heads of each K/V group as the rows of a problem (by strides,
    no copy)."""
    b, _, heads, x = t.shape
    groups = heads // kv_heads
    s = t.stride()
    return t.as_strided((b, groups, kv_heads, x), (s[0], s[2], s[2] * groups, s[3]))


def _paged_in_place(query, k_cache, v_cache, cache_seqlens, block_table, scale, causal,
                    alignment):
    """(O [B, M, Hq, Ev], LSE [B, Hq, M]) of the checked paged problem on
    CUDA tensors, in one launch of the kernel of attn.paged_attention: each
    workgroup reads its sequence's key blocks from their pages in place
    (no gather). Grouped K/V heads are [.., Hkv, G, ..] views; with one
    query row that sees every key, the G query heads of a group are the
    rows of its sequence (Q [B, G, Hkv, E] by strides), so that each key is
    read once per group."""
    b, m, hq, e = query.shape
    hk, ev = k_cache.shape[2], v_cache.shape[-1]
    groups = hq // hk
    out = torch.empty((b, m, hq, ev), dtype=query.dtype, device=query.device)
    lse = torch.empty((b, hq, m), dtype=torch.float32, device=query.device)
    compiled, folded = _paged_kernel_for(query, k_cache, v_cache, m, causal, alignment)
    if folded:
        q, o, lse_view = _group_rows(query, hk), _group_rows(out, hk), lse.view(b, hk, groups)
    else:
        q, o, lse_view = query, out, lse
        if groups > 1:
            q, o = query.unflatten(2, (hk, groups)), out.unflatten(2, (hk, groups))
            lse_view = lse.unflatten(1, (hk, groups))
    # The kernel reads rows of the tables: strided ones are copied (a
    # no-op for contiguous ones, and one a graph captures).
    tensors = {"q": q, "k": k_cache, "v": v_cache, "o": o, "lse": lse_view,
               "block_table": block_table.contiguous(), "seq_lens": cache_seqlens.contiguous()}
    checked = _readable(compiled, tensors)
    compiled(scale, _checked=checked, **tensors)
    return out, lse


def _split_runs(block_table, cache_seqlens, parts, per_part, page):
    """The block-table rows [B parts, per_part] and lengths [B parts] (int32)
    of each sequence's runs of pages: run p of sequence s is pages p
    per_part .. of its row (the table padded where it is narrower), with
    the sequence's keys that fall in it. Computed on the device."""
    b, width = block_table.shape[0], parts * per_part
    table = block_table[:, :width]
    if table.shape[1] < width:
        table = torch.nn.functional.pad(table, (0, width - table.shape[1]))
    starts = torch.arange(0, width * page, per_part * page, dtype=torch.int32,
                          device=block_table.device)
    lengths = (cache_seqlens.unsqueeze(1) - starts).clamp_(0, per_part * page)
    return table.reshape(b * parts, per_part).contiguous(), lengths.reshape(b * parts)


def _paged_split_decode(query, k_cache, v_cache, cache_seqlens, block_table, scale, parts,
                        per_part, return_lse, empty_sequences):
    """(O [B, 1, Hq, Ev], LSE [B, Hq, 1] or None) of decode rows that see
    every key against the paged cache, split (flash-decoding): each
    sequence's pages cut into `parts` runs of `per_part` pages, each run a
    sequence of the kernel of the paged cache (_split_runs; the query rows
    repeated, a small copy), with the LSE; the runs' outputs weighed by the
    softmax of their LSEs and summed in f32 (runs without keys weigh 0; a
    sequence without any, `empty_sequences`, gives O = 0). The runs are
    made on the device, once per version of the tables eagerly and in the
    graph when captured (a replay sees the tables as they are then)."""
    b, _, hq, e = query.shape
    page, hk, ev = k_cache.shape[1], k_cache.shape[2], v_cache.shape[-1]
    groups = hq // hk
    dev = query.device
    if torch.cuda.is_current_stream_capturing():
        table, lengths = _split_runs(block_table, cache_seqlens, parts, per_part, page)
    else:
        table, lengths = _read_once(
            "paged_attention", "cache_seqlens and block_table (the split)", query,
            (cache_seqlens, block_table), (parts, per_part, page, str(dev)),
            lambda: _split_runs(block_table, cache_seqlens, parts, per_part, page))
    queries = query.reshape(b, 1, hq, e).expand(b, parts, hq, e).reshape(b * parts, 1, hq, e)
    compiled, _ = _paged_kernel_for(query, k_cache, v_cache, 1, False, "bottom_right",
                                    batch=b * parts)
    o = torch.empty((b * parts, groups, hk, ev), dtype=query.dtype, device=dev)
    lse = torch.empty((b * parts, hk, groups), dtype=torch.float32, device=dev)
    tensors = {"q": _group_rows(queries, hk), "k": k_cache, "v": v_cache, "o": o, "lse": lse,
               "block_table": table, "seq_lens": lengths}
    checked = _readable(compiled, tensors)
    compiled(scale, _checked=checked, **tensors)
    # [B, parts, G, Hkv]: the runs' weights (NaN where no run has a key: 0
    # instead), the weighted sum, LSE = their logsumexp.
    lse = lse.view(b, parts, hk, groups).transpose(2, 3)
    weights = torch.softmax(lse, dim=1)
    if empty_sequences:
        weights.nan_to_num_(0.0)
    combined = torch.sum(o.view(b, parts, groups, hk, ev) * weights.unsqueeze(-1), dim=1)
    out = torch.empty((b, 1, hq, ev), dtype=query.dtype, device=dev)
    out.view(b, hk, groups, ev).copy_(combined.transpose(1, 2))
    if not return_lse:
        return out, None
    return out, torch.logsumexp(lse, dim=1).transpose(1, 2).reshape(b, hq, 1)


def _varlen_by_sequence(query, key, value, starts_q, starts_k, scale, causal, alignment,
                        return_lse):
    """(O, LSE or None) of the packed problem as attention() on each
    sequence's views (no copies): its [L, H, E] rows as [1, H, L, E]."""
    hq, hk = query.shape[1], key.shape[1]
    outs, rows = [], []

    def view(t, a, b):
        return t[a:b].transpose(0, 1).unsqueeze(0)

    for (q0, q1), (k0, k1) in zip(zip(starts_q, starts_q[1:]), zip(starts_k, starts_k[1:])):
        if q1 == q0:
            # No query rows: nothing to launch (nor a kernel to fetch).
            continue
        args = (view(query, q0, q1), view(key, k0, k1), view(value, k0, k1))
        alignment_arg = alignment if causal else None
        if return_lse:
            o, lse = torch.ops.attn_mlir.attention(*args, None, causal, scale, hq != hk,
                                                   alignment_arg, None, True)
            rows.append(lse[0])
        else:
            o = attention(*args, is_causal=causal, scale=scale, enable_gqa=hq != hk,
                          causal_alignment=alignment_arg)
        outs.append(o[0].transpose(0, 1))
    tail = query.shape[0] - starts_q[-1]
    if tail:
        # Rows past the last sequence: zeros (LSE -inf), as on the host.
        outs.append(query.new_zeros((tail, hq, value.shape[-1])))
        rows.append(torch.full((hq, tail), -torch.inf, dtype=torch.float32,
                               device=query.device))
    out = torch.cat(outs) if outs else query.new_zeros((0, hq, value.shape[-1]))
    if not return_lse:
        return out, None
    return out, (torch.cat(rows, dim=1) if rows else
                 torch.zeros((hq, 0), dtype=torch.float32, device=query.device))


def paged_attention(query, k_cache, v_cache, cache_seqlens, block_table, softmax_scale=None,
                    causal=False, causal_alignment="bottom_right", return_lse=False):
    """Attention of each sequence's query rows against its keys in a paged
    KV cache, as FlashAttention's flash_attn_with_kvcache takes them: query
    [B, M, Hq, E], k_cache and v_cache [pages, page size, Hkv, E|Ev],
    cache_seqlens [B] (int32) the keys of each sequence and block_table [B,
    pages per sequence] (int32) the cache pages holding them, in order (key
    n of sequence s is slot n % P of page block_table[s, n // P]). Hq may be
    a multiple of Hkv. causal=True is bottom-right aligned, as
    FlashAttention's (decode: the last row sees every key);
    causal_alignment="top_left" gives SDPA's rule. Returns O [B, M, Hq, Ev],
    and with return_lse also the log-sum-exp [B, Hq, M] (float32). A
    sequence without keys gives zeros (LSE -inf).

    CPU tensors run attn.paged_attention through the host JIT (each page
    read in place, one online-softmax step per page). CUDA tensors run the
    GPU kernel of attn.paged_attention in one launch, each key block read
    from its page in place, where it takes them (float16/bfloat16, head dims
    that are multiples of 8 up to 256, pages of a multiple of 32 keys);
    others gather every sequence's keys into packed K and V (one
    index_select each) and run the kernel of packed sequences. Either way
    a decode row that sees every key runs its group's query heads as the
    rows of one sequence, so that each key is read once per group. Tensors
    that need gradients gather each sequence's pages and run attention() on
    them."""
    from . import varlen

    tensors = {"query": query, "k_cache": k_cache, "v_cache": v_cache,
               "cache_seqlens": cache_seqlens, "block_table": block_table}
    for name, t in tensors.items():
        if not isinstance(t, torch.Tensor):
            raise TypeError(f"{name} must be a torch.Tensor, got {type(t).__name__}")
        if t.device != query.device:
            raise ValueError(f"{name} is on {t.device}, query on {query.device}")
    for name in ("cache_seqlens", "block_table"):
        if tensors[name].dtype != torch.int32:
            raise TypeError(f"{name} must be a torch.int32 tensor, got {tensors[name].dtype}")
    def read_pages():
        lengths, table = cache_seqlens.cpu().numpy(), block_table.cpu().numpy()
        varlen.check_pages(query.shape, k_cache.shape, v_cache.shape, lengths, table)
        return lengths, table

    lengths, table = _read_once(
        "paged_attention", "cache_seqlens and block_table", query, (cache_seqlens, block_table),
        (tuple(query.shape), tuple(k_cache.shape), tuple(v_cache.shape)), read_pages)
    if causal_alignment not in ("top_left", "bottom_right"):
        raise ValueError(f"causal_alignment must be 'top_left' or 'bottom_right', got "
                         f"{causal_alignment!r}")
    causal = validate.flag("causal", causal)
    return_lse = validate.flag("return_lse", return_lse)
    # The checks of attention() (dtypes), on the rows and slots of all
    # sequences and pages as one [H, L, E] problem: once per dtypes, shapes
    # and options (a scale that is a plain number).
    checks = (query.device.type, query.dtype, k_cache.dtype, v_cache.dtype, query.shape,
              k_cache.shape, v_cache.shape, causal, causal_alignment, type(softmax_scale),
              softmax_scale)
    plain = isinstance(softmax_scale, (float, int, type(None)))
    scale = _PAGED_CHECKED.get(checks) if plain else None
    if scale is None:
        _signature_fields(*(t.flatten(0, 1).transpose(0, 1) for t in (query, k_cache, v_cache)),
                          None, 0.0, causal, softmax_scale, True,
                          causal_alignment if causal else None)
        scale = validate.scale(softmax_scale, query.shape[-1])
        if plain:
            remember(_PAGED_CHECKED, checks, scale)
    grad = torch.is_grad_enabled() and any(t.requires_grad for t in (query, k_cache, v_cache))
    if query.is_cuda and not grad and paged_in_place(
            _DTYPES[query.dtype], query.shape[-1], v_cache.shape[-1], k_cache.shape[1]):
        # Decode rows that see every key, too few sequences and heads to
        # fill the device: split (eagerly only for long sequences, as
        # attention() does; always when captured). The runs cover every
        # page the table can name, so that a graph replayed with longer
        # sequences still sees all their keys.
        capturing = torch.cuda.is_current_stream_capturing()
        longest = int(lengths.max()) if len(lengths) else 0
        split = None
        if query.shape[1] == 1 and (not causal or causal_alignment == "bottom_right") and (
                longest >= EAGER_SPLIT_MIN_KEYS or capturing):
            split = paged_split(query.shape[0], k_cache.shape[2],
                                block_table.shape[1] * k_cache.shape[1], k_cache.shape[1],
                                _multiprocessors(query.device))
        if split:
            out, lse = _paged_split_decode(
                query, k_cache, v_cache, cache_seqlens, block_table, scale, *split, return_lse,
                empty_sequences=capturing or not len(lengths) or int(lengths.min()) == 0)
            return (out, lse) if return_lse else out
        out, lse = _paged_in_place(query, k_cache, v_cache, cache_seqlens, block_table, scale,
                                   causal, causal_alignment)
        return (out, lse) if return_lse else out
    if query.is_cuda and not grad:
        out, lse = _paged_packed(query, k_cache, v_cache, cache_seqlens, block_table, lengths,
                                 table, scale, causal, causal_alignment)
        return (out, lse) if return_lse else out
    if query.is_cuda or grad:
        page = k_cache.shape[1]
        outs, rows = [], []
        hq, hk = query.shape[2], k_cache.shape[2]
        alignment = causal_alignment if causal else None
        for s, n in enumerate(lengths.tolist()):
            pages = table[s, :-(-n // page)].tolist()
            index = torch.tensor(pages, dtype=torch.long, device=query.device)

            def gather(cache):
                return cache.index_select(0, index).reshape(-1, *cache.shape[2:])[:n]

            args = (query[s].transpose(0, 1).unsqueeze(0),
                    gather(k_cache).transpose(0, 1).unsqueeze(0),
                    gather(v_cache).transpose(0, 1).unsqueeze(0))
            # The log-sum-exp is kept where asked for and where the
            # gradients need it.
            o, lse = torch.ops.attn_mlir.attention(*args, None, causal, scale, hq != hk,
                                                   alignment, None, return_lse or grad)
            outs.append(o[0].transpose(0, 1))
            rows.append(lse[0] if return_lse else None)
        if not outs:
            out = query.new_zeros(query.shape[:3] + (v_cache.shape[-1],))
            lse = torch.zeros((0, hq, query.shape[1]), dtype=torch.float32,
                              device=query.device)
            return (out, lse) if return_lse else out
        out = torch.stack(outs)
        return (out, torch.stack(rows)) if return_lse else out
    bf16 = query.dtype == torch.bfloat16
    out, lse = varlen.paged_attention(_numpy(query), _numpy(k_cache), _numpy(v_cache), lengths,
                                      table, scale, causal, causal_alignment, bf16=bf16)
    out = _torch(out, query.dtype)
    return (out, torch.from_numpy(lse)) if return_lse else out
