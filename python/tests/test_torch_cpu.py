"""attn_mlir.torch.attention on CPU tensors (the host JIT), forward and
backward, against the float64 references of attn_mlir.reference (checked
against finite differences in test_cpu_backward.py) and against PyTorch's
own float64 SDPA gradients; and through torch.compile as the custom op
attn_mlir::attention. Skipped where PyTorch is not installed."""

import numpy as np
import pytest
from conftest import needs_compiler

torch = pytest.importorskip("torch")

from attn_mlir.reference import sdpa, sdpa_backward  # noqa: E402
from attn_mlir.torch import attention  # noqa: E402

pytestmark = needs_compiler()

DTYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
# Relative to the largest reference value (as in test_cpu_backward.py).
TOLERANCE = {"f32": 1e-4, "f16": 4e-3, "bf16": 1.6e-2}
FLT_MIN = torch.finfo(torch.float32).min


def _reference(q, k, v, do, mask, causal, scale):
    """(O, dQ, dK, dV) in float64 from attn_mlir.reference, GQA by
    broadcasting K/V over the query group."""
    b, hq, m, d = q.shape
    hk = k.shape[1]
    g = hq // hk
    qn = q.detach().double().numpy().reshape(b, hk, g, m, d)
    kn = k.detach().double().numpy()[:, :, None]
    vn = v.detach().double().numpy()[:, :, None]
    don = do.double().numpy().reshape(b, hk, g, m, -1)
    maskn = None
    if mask is not None:
        full = mask.expand(b, hq, m, k.shape[2])
        full = full if full.dtype == torch.bool else full.float()
        maskn = full.numpy().reshape(b, hk, g, m, -1)
    o, _ = sdpa(qn, kn, vn, scale, mask=maskn, causal=causal)
    dq, dk, dv = sdpa_backward(qn, kn, vn, don, scale, mask=maskn, causal=causal)
    return (o.reshape(b, hq, m, -1), dq.reshape(q.shape), dk.reshape(k.shape),
            dv.reshape(v.shape))


def _close(name, got, want, dtype):
    want = torch.as_tensor(want)
    error = (got.double() - want).abs().max().item()
    bound = TOLERANCE[dtype] * max(1.0, want.abs().max().item())
    assert error <= bound, f"{name}: max abs error {error:.3e} > {bound:.3e}"


def _run(dtype, b, hq, hk, m, n, d, dv, causal=None, mask=None, seed=0, scale=0.3,
         layout="bhsd"):
    g = torch.Generator().manual_seed(seed)
    t = DTYPES[dtype]

    def make(h, length, width):
        x = torch.randn(b, h, length, width, generator=g).to(t)
        if layout == "bshd":  # a BSHD buffer viewed as BHSD: strided, no copy
            x = x.transpose(1, 2).contiguous().transpose(1, 2)
        return x.requires_grad_()

    q, k, v = make(hq, m, d), make(hk, n, d), make(hk, n, dv)
    do = torch.randn(b, hq, m, dv, generator=g).to(t)
    kwargs = dict(attn_mask=mask, scale=scale, enable_gqa=hq != hk)
    if causal:
        kwargs.update(is_causal=True, causal_alignment=causal)
    out = attention(q, k, v, **kwargs)
    assert out.requires_grad and out.dtype == t and out.shape == (b, hq, m, dv)
    out.backward(do)
    o, dq, dk, dv_ = _reference(q, k, v, do, mask, causal, scale)
    _close("out", out, o, dtype)
    for name, tensor, want in (("dq", q, dq), ("dk", k, dk), ("dv", v, dv_)):
        assert tensor.grad.dtype == t and tensor.grad.shape == tensor.shape, name
        _close(name, tensor.grad, want, dtype)
    return q, k, v, out


@pytest.mark.parametrize("dtype", ["f32", "f16", "bf16"])
@pytest.mark.parametrize("causal", [None, "top_left", "bottom_right"])
def test_gradients_gqa_ragged(dtype, causal):
    _run(dtype, b=2, hq=6, hk=2, m=37, n=53, d=24, dv=16, causal=causal)


def test_gradients_bool_mask_with_fully_masked_rows_bshd():
    mask = torch.rand(1, 4, 29, 41, generator=torch.Generator().manual_seed(3)) > 0.3
    mask[:, :, :3] = False
    q, _, _, out = _run("f32", b=1, hq=4, hk=4, m=29, n=41, d=32, dv=32, mask=mask,
                        layout="bshd")
    assert torch.all(out[:, :, :3] == 0)
    assert torch.all(q.grad[:, :, :3] == 0)


def test_gradients_additive_mask_at_the_float_limit():
    # A row hidden by -FLT_MAX (PyTorch's finfo.min masks) is weighed
    # uniformly by the forward; its gradients must be the forward's.
    mask = torch.randn(2, 1, 23, 37, generator=torch.Generator().manual_seed(4))
    mask[:, :, 5] = FLT_MIN
    mask[:, :, 9, 4:] = FLT_MIN
    _run("f32", b=2, hq=2, hk=2, m=23, n=37, d=16, dv=16, mask=mask)


@pytest.mark.parametrize("dtype", ["f32", "bf16"])
@pytest.mark.parametrize("kind", ["bool", "additive"])
def test_key_padding_masks_run_as_key_masks(dtype, kind):
    # A [B, 1, 1, S] mask (padding) is the kernels' [B, S] key mask; with GQA
    # and a sequence whose keys are all hidden (its rows give zeros, or with
    # finfo.min a uniform weighing), forward and gradients as the reference.
    from attn_mlir.torch import signature
    kept = torch.rand(3, 1, 1, 45, generator=torch.Generator().manual_seed(7)) > 0.3
    kept[1] = False
    if kind == "bool":
        mask = kept
    else:
        mask = torch.where(kept, 0.0, FLT_MIN).to(DTYPES[dtype])
    q, k, v, out = _run(dtype, b=3, hq=4, hk=2, m=31, n=45, d=16, dv=16, mask=mask)
    assert signature(q, k, v, mask, enable_gqa=True).mask == f"{kind}_keys"
    if kind == "bool":
        assert torch.all(out[1] == 0) and torch.all(q.grad[1] == 0)


def test_key_masks_from_their_shapes_only():
    from attn_mlir.torch import signature
    q, k, v = (torch.randn(2, 4, 8, 16) for _ in range(3))
    kinds = {(2, 1, 1, 8): "bool_keys", (1, 8): "bool_keys",
             (2, 4, 1, 8): "bool", (8, 8): "bool", (2, 1, 8, 8): "bool",
             # Expanded to every head and query: strides 0, but the shape
             # says a full mask (the signature depends on shapes only).
             (2, 4, 8, 8): "bool"}
    for shape, kind in kinds.items():
        mask = torch.ones(shape, dtype=torch.bool)
        if shape == (2, 4, 8, 8):
            mask = torch.ones(2, 1, 1, 8, dtype=torch.bool).expand(shape)
        assert signature(q, k, v, mask).mask == kind, shape
        out = attention(q, k, v, attn_mask=mask)
        want = torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        assert (out - want).abs().max().item() < 1e-5, shape


def test_gradients_match_pytorch_sdpa_in_float64():
    # An independent reference: PyTorch's own autograd of SDPA in float64.
    g = torch.Generator().manual_seed(5)
    q, k, v = (torch.randn(2, 4, 300, 64, generator=g) for _ in range(3))
    do = torch.randn(2, 4, 300, 64, generator=g)
    ours = [t.clone().requires_grad_() for t in (q, k, v)]
    attention(*ours, is_causal=True).backward(do)
    theirs = [t.double().requires_grad_() for t in (q, k, v)]
    torch.nn.functional.scaled_dot_product_attention(*theirs, is_causal=True).backward(
        do.double())
    for a, b in zip(ours, theirs):
        assert (a.grad.double() - b.grad).abs().max().item() < 1e-4


def test_three_dim_inputs_and_inference_path_agree():
    g = torch.Generator().manual_seed(6)
    q, k, v = (torch.randn(3, 17, 8, generator=g) for _ in range(3))
    with torch.no_grad():
        plain = attention(q, k, v, is_causal=True)
    qg = q.clone().requires_grad_()
    traced = attention(qg, k, v, is_causal=True)
    assert torch.equal(plain, traced.detach())
    traced.sum().backward()
    assert qg.grad.shape == q.shape and torch.isfinite(qg.grad).all()


def test_eager_gradients_run_without_the_custom_op():
    """Outside torch.compile, gradients run through a plain autograd
    Function (the custom op's dispatch cost a GPT-2-sized layer three times
    FA2's host time); its results are the custom op's (the next test)."""
    g = torch.Generator().manual_seed(5)
    q, k, v = (torch.randn(1, 2, 24, 8, generator=g, requires_grad=True) for _ in range(3))
    out = attention(q, k, v, is_causal=True)
    assert type(out.grad_fn).__name__ == "_AttentionBackward"
    out.sum().backward()
    assert all(t.grad is not None and torch.isfinite(t.grad).all() for t in (q, k, v))


def test_second_order_gradients_are_refused():
    """The gradients are not differentiable again (as FA2's): a second
    backward is an error, not silently zero."""
    g = torch.Generator().manual_seed(8)
    q, k, v = (torch.randn(1, 2, 12, 8, generator=g, requires_grad=True) for _ in range(3))
    (dq,) = torch.autograd.grad(attention(q, k, v).sum(), q, create_graph=True)
    assert not dq.requires_grad
    with pytest.raises(RuntimeError, match="does not require grad"):
        dq.sum().backward()


def test_torch_compile_traces_the_custom_op():
    g = torch.Generator().manual_seed(7)
    q, k, v = (torch.randn(1, 2, 40, 16, generator=g) for _ in range(3))

    def f(q, k, v):
        return attention(q * 2, k, v, is_causal=True).sum()

    compiled = torch.compile(f, fullgraph=True, backend="aot_eager")
    eager = [t.clone().requires_grad_() for t in (q, k, v)]
    traced = [t.clone().requires_grad_() for t in (q, k, v)]
    f(*eager).backward()
    loss = compiled(*traced)
    loss.backward()
    assert torch.allclose(loss, f(q, k, v).detach())
    for a, b in zip(eager, traced):
        assert torch.equal(a.grad, b.grad)


def test_errors_are_clear_on_the_cpu():
    q = torch.randn(1, 2, 8, 16)
    with pytest.raises(TypeError, match="key has dtype torch.bfloat16, query torch.float32"):
        attention(q, q.bfloat16(), q)
    mask = torch.zeros(8, 8, requires_grad=True)
    with pytest.raises(NotImplementedError, match="attn_mask requires grad"):
        attention(q, q, q, attn_mask=mask)
    with pytest.raises(ValueError, match="key is on meta"):
        attention(q, q.to("meta"), q)


def _varlen_reference(q, k, v, cu_q, cu_k, causal):
    """O [T, Hq, Dv] in float64, each sequence alone (grouped heads by
    broadcasting)."""
    out = torch.zeros(q.shape[0], q.shape[1], v.shape[-1], dtype=torch.float64)
    g = q.shape[1] // k.shape[1]
    for s in range(len(cu_q) - 1):
        q0, q1, k0, k1 = cu_q[s], cu_q[s + 1], cu_k[s], cu_k[s + 1]
        qs = q[q0:q1].double().numpy().transpose(1, 0, 2)
        ks = np.repeat(k[k0:k1].double().numpy().transpose(1, 0, 2), g, axis=0)
        vs = np.repeat(v[k0:k1].double().numpy().transpose(1, 0, 2), g, axis=0)
        o, _ = sdpa(qs, ks, vs, q.shape[-1] ** -0.5, causal=causal)
        out[q0:q1] = torch.from_numpy(o.transpose(1, 0, 2))
    return out


@pytest.mark.parametrize("dtype", ["f32", "bf16"])
def test_varlen_attention_host_and_per_sequence_paths(dtype):
    """varlen_attention on CPU tensors: the packed host function (no grad)
    and the per-sequence path through attention() (with grad) give the
    reference's O, bottom-right causal per sequence, GQA; the gradients
    reach the packed inputs."""
    from attn_mlir.torch import varlen_attention

    g = torch.Generator().manual_seed(3)
    lengths_q, lengths_k = [7, 0, 33, 1], [12, 4, 33, 50]
    cu_q = torch.tensor([0] + np.cumsum(lengths_q).tolist(), dtype=torch.int32)
    cu_k = torch.tensor([0] + np.cumsum(lengths_k).tolist(), dtype=torch.int32)
    q = torch.randn(int(cu_q[-1]), 4, 32, generator=g).to(DTYPES[dtype])
    k = torch.randn(int(cu_k[-1]), 2, 32, generator=g).to(DTYPES[dtype])
    v = torch.randn(int(cu_k[-1]), 2, 32, generator=g).to(DTYPES[dtype])
    ref = _varlen_reference(q, k, v, cu_q.tolist(), cu_k.tolist(), "bottom_right")
    tol = TOLERANCE[dtype] * max(1.0, ref.abs().max().item())
    packed, lse = varlen_attention(q, k, v, cu_q, cu_k, causal=True, return_lse=True)
    assert packed.dtype == q.dtype and lse.shape == (4, q.shape[0])
    assert (packed.double() - ref).abs().max().item() <= tol
    leaves = [t.clone().requires_grad_() for t in (q, k, v)]
    per_sequence = varlen_attention(*leaves, cu_q, cu_k, causal=True)
    assert (per_sequence.double() - ref).abs().max().item() <= tol
    per_sequence.float().sum().backward()
    for t in leaves:
        assert t.grad is not None and t.grad.shape == t.shape and torch.isfinite(t.grad).all()


def test_varlen_attention_errors():
    from attn_mlir.torch import varlen_attention

    q = torch.randn(8, 2, 16)
    cu = torch.tensor([0, 8], dtype=torch.int32)
    with pytest.raises(TypeError, match="cu_seqlens_q must be a 1-D torch.int32 tensor"):
        varlen_attention(q, q, q, cu.long(), cu)
    with pytest.raises(ValueError, match="cu_seqlens_k ends at 9, past the 8 packed tokens"):
        varlen_attention(q, q, q, cu, torch.tensor([0, 9], dtype=torch.int32))
    with pytest.raises(ValueError, match="query must be 3-D"):
        varlen_attention(q[None], q, q, cu, cu)


def test_paged_attention_host_and_gathered_paths():
    """paged_attention on CPU tensors: the host function (pages read in
    place) and the gathered per-sequence path (with grad) agree with the
    reference on each sequence's gathered keys."""
    from attn_mlir.torch import paged_attention

    g = torch.Generator().manual_seed(5)
    lengths = torch.tensor([0, 9, 40], dtype=torch.int32)
    table = torch.tensor([[5, 0, 1], [2, 4, 6], [3, 7, 8]], dtype=torch.int32)
    k_cache = torch.randn(9, 16, 2, 32, generator=g)
    v_cache = torch.randn(9, 16, 2, 32, generator=g)
    q = torch.randn(3, 2, 4, 32, generator=g)
    ref = torch.zeros(3, 2, 4, 32, dtype=torch.float64)
    for s, n in enumerate(lengths.tolist()):
        keys = torch.cat([k_cache[p] for p in table[s].tolist()])[:n]
        values = torch.cat([v_cache[p] for p in table[s].tolist()])[:n]
        o, _ = sdpa(q[s].double().numpy().transpose(1, 0, 2),
                    np.repeat(keys.double().numpy().transpose(1, 0, 2), 2, axis=0),
                    np.repeat(values.double().numpy().transpose(1, 0, 2), 2, axis=0),
                    32 ** -0.5, causal="bottom_right")
        ref[s] = torch.from_numpy(o.transpose(1, 0, 2))
    host = paged_attention(q, k_cache, v_cache, lengths, table, causal=True)
    assert (host.double() - ref).abs().max().item() <= 1e-4
    leaf = q.clone().requires_grad_()
    gathered = paged_attention(leaf, k_cache, v_cache, lengths, table, causal=True)
    assert (gathered.double() - ref).abs().max().item() <= 1e-4
    gathered.sum().backward()
    assert leaf.grad is not None and torch.isfinite(leaf.grad).all()


@pytest.mark.parametrize("causal", [None, "bottom_right", "top_left"])
def test_grouped_decode_on_the_host(causal):
    """One query row with grouped K/V heads, where the host function's
    tiling puts a group's query heads in one tile (attn-tile-parallel
    group-rows): not causal, causal at the last key (every key visible) and
    top-left causal (key 0 only), against the float64 reference, with
    gradients."""
    g = torch.Generator().manual_seed(9)
    q = torch.randn(3, 8, 1, 64, generator=g, requires_grad=True)
    k = torch.randn(3, 2, 300, 64, generator=g, requires_grad=True)
    v = torch.randn(3, 2, 300, 32, generator=g, requires_grad=True)
    out = attention(q, k, v, is_causal=causal is not None, enable_gqa=True,
                    causal_alignment=causal)
    ref, _ = sdpa(q.detach().double().numpy().reshape(3, 2, 4, 1, 64),
                  k.detach().double().numpy()[:, :, None],
                  v.detach().double().numpy()[:, :, None], 0.125, causal=causal)
    ref = torch.from_numpy(ref.reshape(3, 8, 1, 32))
    assert (out.double() - ref).abs().max().item() <= 1e-5
    with torch.no_grad():
        inference = attention(q, k, v, is_causal=causal is not None, enable_gqa=True,
                              causal_alignment=causal)
    assert torch.equal(inference, out.detach())
    out.sum().backward()
    assert all(t.grad is not None and torch.isfinite(t.grad).all() for t in (q, k, v))


def test_cuda_outputs_are_allocated_in_the_inputs_head_order():
    """The CUDA launchers allocate O and the gradients in the order of the
    heads and rows of the tensor they follow: [B, L, H, X] storage when its
    heads are inner to its rows (BSHD, so a model's transpose back costs no
    copy) and the rows start at 16 bytes; [B, H, L, X] otherwise."""
    from attn_mlir.torch import _empty_in_order_of
    bshd = torch.empty(2, 7, 4, 64).transpose(1, 2)
    out = _empty_in_order_of(bshd, 32, torch.float16)
    assert out.shape == (2, 4, 7, 32) and out.stride() == (7 * 4 * 32, 32, 4 * 32, 1)
    assert out.transpose(1, 2).is_contiguous()
    bhsd = torch.empty(2, 4, 7, 64)
    assert _empty_in_order_of(bhsd, 32, torch.float16).is_contiguous()
    # Three f16 heads of 12: [B, L, H, 12] rows would start every 72 bytes.
    odd = torch.empty(2, 7, 3, 12, dtype=torch.float16).transpose(1, 2)
    assert _empty_in_order_of(odd, 12, torch.float16).is_contiguous()
    assert not _empty_in_order_of(odd, 16, torch.float16).is_contiguous()
    # One head or one row: the orders are the same storage.
    single = torch.empty(2, 7, 1, 64).transpose(1, 2)
    assert _empty_in_order_of(single, 64, torch.float32).is_contiguous()


def test_fake_implementations_give_the_cuda_paths_strides():
    """torch.compile plans with the custom ops' fake outputs: on CUDA tensors
    they must have the strides the CUDA launchers give (BSHD-ordered where
    the inputs are), 3-D inputs too; on CPU tensors contiguous, as the host
    path's. (Fake CUDA tensors need no GPU.) A wider buffer (dQ in f32 for
    the atomic key pass) takes the order its input's element size allows."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    from attn_mlir.torch import _empty_in_order_of
    with FakeTensorMode():
        for device in ("cuda", "cpu"):
            q, k, v = (torch.empty(2, 9, 4, 64, device=device, dtype=torch.float16).transpose(1, 2)
                       for _ in range(3))
            out, rows = torch.ops.attn_mlir.attention(q, k, v, None, True, 0.125, False, None,
                                                      None, True)
            grads = torch.ops.attn_mlir.attention_backward(q, k, v, None, out, out, rows, True,
                                                           0.125, False, None)
            for t in (out, *grads):
                assert t.shape == (2, 4, 9, 64)
                assert t.transpose(1, 2).is_contiguous() == (device == "cuda")
            q3 = torch.empty(9, 4, 64, device=device, dtype=torch.float16).transpose(0, 1)
            out3, _ = torch.ops.attn_mlir.attention(q3, q3, q3, None, False, 0.125, False, None,
                                                    None, False)
            assert out3.shape == (4, 9, 64)
            assert out3.transpose(0, 1).is_contiguous() == (device == "cuda")
    # Three f16 heads of 12: 72-byte rows; an f32 buffer in their order would
    # have 144-byte rows, but follows its f16 input's choice.
    like = torch.empty(2, 7, 3, 12, dtype=torch.float16).transpose(1, 2)
    assert _empty_in_order_of(like, 12, torch.float32).is_contiguous()


def test_long_sequences_launch_three_consumers_where_they_fill_the_device(monkeypatch):
    """attn_mlir.torch's choice of the wgmma variant by the problem (no GPU:
    the compiled kernels and the device's capacity are stand-ins)."""
    import attn_mlir.torch as attn_torch

    class Compiled:
        def __init__(self, tile_m, tile_n):
            self.manifest = {"variant": "wgmma", "tile_m": tile_m, "tile_n": tile_n}

    def compiled(fields, cache_dir, lse=False):
        return Compiled(*fields[8:10]) if len(fields) > 8 else Compiled(64, 128)

    monkeypatch.setattr(attn_torch, "_compiled", compiled)
    # Two 64 x 128 workgroups a multiprocessor on 132 of them.
    monkeypatch.setattr(attn_torch, "_resident_workgroups", lambda c, device: 264)

    def tile(causal=False, mask=None, head_dim=64, chip="sm_90a", batch=128, rows=4096):
        fields = ("bf16", head_dim, head_dim, causal, mask, False, chip, "top_left")
        return attn_torch._kernel_for(fields, None, (batch, rows), None).manifest["tile_m"]

    assert tile() == 192                               # 22 tiles x 128 fill it
    assert tile(batch=8) == 64                         # 22 x 8 = 176 do not
    assert tile(rows=2048) == 64                       # short: one warpgroup
    assert tile(causal=True) == 64
    assert tile(causal=True, batch=16, rows=16384) == 192
    assert tile(causal=True, batch=32, rows=8192) == 192
    assert tile(causal=True, batch=32, rows=4096) == 64
    assert tile(mask="additive", rows=16384) == 64
    assert tile(head_dim=128, rows=16384) == 64        # the stand-in's default
    assert tile(chip="sm_90", rows=16384) == 64
