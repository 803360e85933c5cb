"""Gradients of attn_mlir.torch.attention on CUDA tensors (the tensor-core
backward's two kernels) against float64 autograd of the materialised
attention, next to FlashAttention-2's on the same inputs (marked gpu: run on
the device machine)."""

import pytest
from gpu_cases import BACKWARD_CASES, CASES, LIMIT_MASK_BACKWARD

torch = pytest.importorskip("torch")

pytestmark = pytest.mark.gpu

from attn_mlir.torch import attention  # noqa: E402
from test_torch_gpu import make, reference  # noqa: E402

needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device")
# Error bounds relative to the largest gradient entry.
TOLERANCE = {"f16": 4e-3, "bf16": 3e-2}


def _grads(fn, q, k, v, do):
    q, k, v = (t.detach().requires_grad_() for t in (q, k, v))
    out = fn(q, k, v)
    return torch.autograd.grad(out, (q, k, v), do)


def _flash2_grads(q, k, v, do, mask, causal, scale):
    """FlashAttention-2's gradients (SDPA's flash backend: no mask, top-left
    causal, equal lengths when causal), or None where it does not apply."""
    if mask is not None or (causal and (causal == "bottom_right" or q.shape[-2] != k.shape[-2])):
        return None
    from torch.nn.attention import SDPBackend, sdpa_kernel
    gqa = q.shape[-3] != k.shape[-3]
    try:
        with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
            return _grads(lambda a, b, c: torch.nn.functional.scaled_dot_product_attention(
                a, b, c, is_causal=bool(causal), scale=scale, enable_gqa=gqa), q, k, v, do)
    except RuntimeError:
        return None


@pytest.fixture(params=[False, True], ids=["two_passes", "dq_atomics"])
def atomics(request, monkeypatch):
    """Both forms of the kernels: the two passes (the default), and dQ (f32)
    added by the key pass's atomics (backward_kernels(atomics=True))."""
    if request.param:
        import attn_mlir.torch as attn_torch
        kernels = attn_torch.backward_kernels
        monkeypatch.setattr(attn_torch, "backward_kernels",
                            lambda sig, cache_dir=None: kernels(sig, cache_dir, atomics=True))
    return request.param


@needs_cuda
@pytest.mark.parametrize("name", BACKWARD_CASES)
def test_gradients_match_float64_autograd(name, atomics):
    q, k, v, mask, causal = make(CASES[name], seed=3)
    dtype = CASES[name][0]
    if name == "f16_large_logits":
        q, k = q * 4, k * 4
    scale = 0.125
    do = torch.randn(q.shape[:-1] + (v.shape[-1],), device="cuda", dtype=q.dtype)
    gqa = q.shape[-3] != k.shape[-3]
    options = dict(is_causal=bool(causal), scale=scale, enable_gqa=gqa,
                   causal_alignment=causal if isinstance(causal, str) else None)
    ours = _grads(lambda a, b, c: attention(a, b, c, attn_mask=mask, **options), q, k, v, do)
    want = _grads(lambda a, b, c: reference(a, b, c, mask, causal, scale),
                  q.double(), k.double(), v.double(), do.double())
    flash = _flash2_grads(q, k, v, do, mask, causal, scale)
    for i, name_ in enumerate(("dq", "dk", "dv")):
        assert ours[i].shape == want[i].shape and ours[i].dtype == q.dtype, name_
        assert torch.isfinite(ours[i]).all(), name_
        error = (ours[i].double() - want[i]).abs().max().item()
        bound = TOLERANCE[dtype] * max(1.0, want[i].abs().max().item())
        note = ""
        if flash is not None:
            flash_error = (flash[i].double() - want[i]).abs().max().item()
            note = f" (FlashAttention-2: {flash_error:.3e})"
            # No worse than FlashAttention-2 on the same inputs, up to a
            # rounding step of the element type.
            assert error <= 2 * flash_error + bound / 8, f"{name_}: {error:.3e}{note}"
        print(f"{name} {name_}: max abs error {error:.3e}{note}")
        assert error <= bound, f"{name_}: max abs error {error:.3e} > {bound:.3e}{note}"


@needs_cuda
def test_outputs_and_gradients_keep_the_inputs_head_order(atomics):
    """BSHD inputs (heads inner to rows, as models' projections lay them
    out) give O, dQ, dK and dV in that order too: the callers' transposes
    back to [B, S, H, D] are free. The values are the other tests'."""
    q, k, v, _, causal = make(CASES["f16_ragged_causal_bshd"], seed=2)
    assert q.stride(1) < q.stride(2)
    q, k, v = (t.detach().requires_grad_() for t in (q, k, v))
    out = attention(q, k, v, is_causal=causal)
    do = torch.randn_like(out)
    grads = torch.autograd.grad(out, (q, k, v), do)
    for t in (out, *grads):
        assert t.stride(1) < t.stride(2) and t.stride(3) == 1
        assert t.transpose(1, 2).is_contiguous()
    # The custom ops' fake implementations (what torch.compile plans with)
    # give the same strides as the kernels' launches.
    from torch._subclasses.fake_tensor import FakeTensorMode
    scale = q.shape[-1] ** -0.5
    real_out, rows = torch.ops.attn_mlir.attention(q, k, v, None, causal, scale, False, None,
                                                   None, True)
    real = (real_out, *torch.ops.attn_mlir.attention_backward(
        q, k, v, None, real_out, torch.randn_like(real_out), rows, causal, scale, False, None))
    with FakeTensorMode(allow_non_fake_inputs=True) as mode:
        fq, fk, fv = (mode.from_tensor(t.detach()) for t in (q, k, v))
        fake_out, fake_rows = torch.ops.attn_mlir.attention(fq, fk, fv, None, causal, scale,
                                                            False, None, None, True)
        fake = (fake_out, *torch.ops.attn_mlir.attention_backward(
            fq, fk, fv, None, fake_out, fake_out, fake_rows, causal, scale, False, None))
    for r, f in zip(real, fake):
        assert r.shape == f.shape and r.stride() == f.stride()


@needs_cuda
def test_gradients_with_masks_at_the_float_limit(atomics):
    """bf16 additive masks at finfo.min (= -FLT_MAX to 3 digits): a row
    hidden entirely weighs its keys equally (its f32 scores are all the
    mask), and its gradients are those of that uniform softmax; float64
    autograd of the materialised attention absorbs the scores the same way."""
    q, k, v, mask, _ = make(LIMIT_MASK_BACKWARD, seed=5)
    limit = torch.finfo(torch.bfloat16).min
    mask[:, :, 3] = limit
    mask[:, :, 10, 7:] = limit
    mask[:, 1, 20:30, ::2] = limit
    do = torch.randn(q.shape[:-1] + (v.shape[-1],), device="cuda", dtype=q.dtype)
    ours = _grads(lambda a, b, c: attention(a, b, c, attn_mask=mask), q, k, v, do)
    want = _grads(lambda a, b, c: reference(a, b, c, mask, False, q.shape[-1] ** -0.5),
                  q.double(), k.double(), v.double(), do.double())
    for got, expected, name in zip(ours, want, ("dq", "dk", "dv")):
        assert torch.isfinite(got).all(), name
        error = (got.double() - expected).abs().max().item()
        bound = TOLERANCE["bf16"] * max(1.0, expected.abs().max().item())
        print(f"float-limit mask {name}: max abs error {error:.3e}")
        assert error <= bound, f"{name}: max abs error {error:.3e} > {bound:.3e}"


@needs_cuda
def test_fully_masked_rows_get_zero_query_gradients(atomics):
    q, k, v, mask, causal = make(CASES["f16_bool_mask_rows_masked"], seed=1)
    do = torch.randn(q.shape[:-1] + (v.shape[-1],), device="cuda", dtype=q.dtype)
    dq, dk, dv = _grads(lambda a, b, c: attention(a, b, c, attn_mask=mask), q, k, v, do)
    hidden = ~mask.any(-1)
    assert hidden.any()
    assert (dq[..., hidden, :] == 0).all()
    assert torch.isfinite(dk).all() and torch.isfinite(dv).all()


@needs_cuda
def test_backward_under_autocast_and_torch_compile():
    q, k, v, _, _ = make(CASES["f16_d64"], seed=2)
    q, k, v = (t.float().detach().requires_grad_() for t in (q, k, v))

    def step(a, b, c):
        with torch.autocast("cuda", dtype=torch.bfloat16):
            return attention(a.bfloat16(), b.bfloat16(), c.bfloat16(), is_causal=True)

    out = torch.compile(step, fullgraph=True)(q, k, v)
    out.float().square().sum().backward()
    want = _grads(lambda a, b, c: reference(a, b, c, None, True, q.shape[-1] ** -0.5),
                  q.detach().double(), k.detach().double(), v.detach().double(),
                  2 * out.detach().double())
    for got, ref in zip((q.grad, k.grad, v.grad), want):
        assert (got.double() - ref).abs().max() <= 3e-2 * max(1.0, ref.abs().max())


@needs_cuda
def test_what_the_gpu_backward_does_not_take_is_refused_before_the_forward():
    for dtype, d in ((torch.float32, 64), (torch.float16, 256), (torch.float16, 36)):
        q = torch.randn(1, 2, 16, d, device="cuda", dtype=dtype, requires_grad=True)
        k = torch.randn(1, 2, 16, d, device="cuda", dtype=dtype)
        with pytest.raises(NotImplementedError, match="no (float32 )?backward on CUDA"):
            attention(q, k, k)
        with torch.no_grad():
            assert attention(q, k, k).shape == (1, 2, 16, d)
