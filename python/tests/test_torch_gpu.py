"""attn_mlir.torch.attention against a materialised float64 reference and
SDPA, on CUDA tensors (marked gpu: run on the device machine)."""

import pytest
from gpu_cases import CASES, LIMIT_MASK_DIMS, LSE_CASE, SPLIT_DECODE, WARP_SPECIALIZED_CASES

torch = pytest.importorskip("torch")

pytestmark = pytest.mark.gpu

from attn_mlir.attention import long_sequence_tiles  # noqa: E402
from attn_mlir.torch import attention  # noqa: E402

needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device")
DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16, "f32": torch.float32}
TOLERANCE = {"f16": 2e-3, "bf16": 1.6e-2, "f32": 1e-4}


def reference(q, k, v, mask, causal, scale):
    """Naive attention in float64; rows that see no key give 0."""
    q, k, v = (t.double() for t in (q, k, v))
    groups = q.shape[-3] // k.shape[-3]
    k = k.repeat_interleave(groups, dim=-3)
    v = v.repeat_interleave(groups, dim=-3)
    s = (q @ k.transpose(-1, -2)) * scale
    if mask is not None:
        s = s.masked_fill(~mask, float("-inf")) if mask.dtype == torch.bool else s + mask.double()
    if causal:
        m, n = s.shape[-2:]
        # Top-left: key j > i hidden; bottom-right: j > i + n - m.
        diagonal = 1 + (n - m if causal == "bottom_right" else 0)
        s = s.masked_fill(torch.ones(m, n, dtype=torch.bool, device=s.device).triu(diagonal),
                          float("-inf"))
    p = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return p @ v


def make(case, seed=0):
    dtype, b, hq, hk, m, n, d, dv, causal, mask_kind, layout = case
    g = torch.Generator(device="cuda").manual_seed(seed)
    lead = () if b is None else (b,)

    def rand(h, length, dim):
        if layout == "bshd":  # [B, S, H, D] storage viewed as [B, H, S, D]
            return torch.randn(*lead, length, h, dim, generator=g, device="cuda",
                               dtype=DTYPES[dtype]).transpose(-2, -3)
        return torch.randn(*lead, h, length, dim, generator=g, device="cuda", dtype=DTYPES[dtype])

    q, k, v = rand(hq, m, d), rand(hk, n, d), rand(hk, n, dv)
    mask = None
    if mask_kind == "bool":
        mask = torch.rand(m, n, generator=g, device="cuda") > 0.3
        mask[: m // 4] = False  # fully masked rows
    elif mask_kind == "additive":
        mask = torch.randn(1, hq, m, n, generator=g, device="cuda", dtype=DTYPES[dtype])
    elif mask_kind == "bool_keys":
        mask = torch.rand(b, 1, 1, n, generator=g, device="cuda") > 0.3
        mask[0] = False  # a sequence whose keys are all hidden
    elif mask_kind == "additive_keys":
        mask = torch.randn(b, 1, 1, n, generator=g, device="cuda", dtype=DTYPES[dtype])
        mask[0, ..., 5:] = torch.finfo(DTYPES[dtype]).min
    return q, k, v, mask, causal


@needs_cuda
@pytest.mark.parametrize("name", list(CASES))
def test_matches_float64_reference(name):
    case = CASES[name]
    q, k, v, mask, causal = make(case)
    scale = 1.0 / q.shape[-1] ** 0.5
    if name == "f16_large_logits":
        q, scale = q * 8, 4.0
    out = attention(q, k, v, attn_mask=mask, is_causal=bool(causal), scale=scale,
                    enable_gqa=q.shape[-3] != k.shape[-3],
                    causal_alignment=causal if isinstance(causal, str) else None)
    assert out.shape == q.shape[:-1] + (v.shape[-1],) and out.dtype == q.dtype
    expected = reference(q, k, v, mask, causal, scale)
    error = (out.double() - expected).abs().max().item()
    print(f"{name}: max_abs_err {error:.3e}")
    assert error <= TOLERANCE[case[0]] * max(1.0, expected.abs().max().item())
    if case[9] == "bool":
        assert torch.all(out[..., : q.shape[-2] // 4, :] == 0)
    if case[9] == "bool_keys":
        assert torch.all(out[0] == 0)
    if causal == "bottom_right" and q.shape[-2] > k.shape[-2]:
        # Queries before the first key's diagonal see no key.
        assert torch.all(out[..., : q.shape[-2] - k.shape[-2], :] == 0)


@needs_cuda
def test_agrees_with_sdpa_on_the_current_stream():
    q, k, v, _, _ = make(CASES["bf16_gqa"], seed=3)
    stream = torch.cuda.Stream()
    with torch.cuda.stream(stream):
        ours = attention(q, k, v, enable_gqa=True)
        theirs = torch.nn.functional.scaled_dot_product_attention(q, k, v, enable_gqa=True)
    stream.synchronize()
    assert (ours.float() - theirs.float()).abs().max().item() < 2e-2


@needs_cuda
def test_launches_from_a_thread_without_a_current_context():
    """A thread in which PyTorch has made no CUDA context current (as in
    autograd's backward threads) launches in the device's primary context."""
    import threading
    q, k, v, _, _ = make(CASES["bf16_gqa"], seed=4)
    expected = attention(q, k, v, enable_gqa=True)
    results = []

    def run():
        try:
            results.append(attention(q, k, v, enable_gqa=True))
        except Exception as error:  # reported by the assertion below
            results.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    assert isinstance(results[0], torch.Tensor), results[0]
    assert torch.equal(results[0], expected)


@needs_cuda
def test_rising_logits_rescale_every_block():
    # The tensor-core kernel moves a row's max only when a block's max
    # exceeds it by more than 2^8; here logits rise by up to 16 per 64-key
    # block (so rows rescale in every block) and then fall, at a different
    # rate per row (so rows of one warp disagree on whether to rescale).
    n = 1024
    rise = 0.25 * torch.minimum(torch.arange(n), 1500 - torch.arange(n)).double()
    k = (rise / 64).view(1, 1, n, 1).expand(2, 2, n, 64).contiguous().to("cuda", torch.float16)
    rate = torch.linspace(0.1, 1.0, 96).double().view(1, 1, 96, 1)
    q = rate.expand(2, 2, 96, 64).contiguous().to("cuda", torch.float16)
    v = torch.randn(2, 2, n, 64, device="cuda", dtype=torch.float16)
    out = attention(q, k, v, scale=1.0)
    expected = reference(q, k, v, None, False, 1.0)
    assert (out.double() - expected).abs().max().item() <= 2e-3 * max(1.0, expected.abs().max().item())


@needs_cuda
def test_strided_and_misaligned_inputs_are_copied_for_tensor_cores():
    # Head dim strided (a transposed view) and rows starting 2 bytes off
    # (a slice at an odd element): the tensor-core kernel needs neither.
    base = torch.randn(2, 3, 40, 65, device="cuda", dtype=torch.float16)
    q = base[..., 1:]
    k = torch.randn(2, 3, 64, 50, device="cuda", dtype=torch.float16).transpose(-1, -2)
    v = torch.randn(2, 3, 50, 64, device="cuda", dtype=torch.float16)
    out = attention(q, k, v, is_causal=True)
    expected = reference(q, k, v, None, True, 1.0 / 8)
    assert (out.double() - expected).abs().max().item() <= 2e-3 * max(1.0, expected.abs().max().item())


@needs_cuda
def test_a_shape_seen_before_with_other_strides_pointers_and_scales():
    # Launches are worked out once per shape, strides and scale: calls that
    # share the shape but not the strides (BHSD, then BSHD storage), the
    # tensors or the scale must each get their own.
    b, h, n, d = 2, 3, 96, 40
    contiguous = [torch.randn(b, h, n, d, device="cuda", dtype=torch.float16) for _ in range(3)]
    bshd = [torch.randn(b, n, h, d, device="cuda", dtype=torch.float16).transpose(1, 2)
            for _ in range(3)]
    for (q, k, v), scale in ((contiguous, None), (bshd, None), (bshd, 0.3), (contiguous, None)):
        out = attention(q, k, v, scale=scale)
        expected = reference(q, k, v, None, False, scale or d ** -0.5)
        assert (out.double() - expected).abs().max().item() < 2e-3


@needs_cuda
def test_small_grids_take_small_query_tiles():
    # Decode (one query row), a grid that 128-row tiles would leave mostly
    # idle, and a long-sequence problem: the first two take 64-row tiles,
    # the last keeps the default (128 x 64 on mma.sync; the wgmma kernel's
    # default at d = 64 is 64 x 128 already), or, on sm_90a, where its tiles
    # fill the device, the three-consumer tiles (192 x 128).
    import attn_mlir.torch as attn_torch
    q = torch.randn(2, 4, 1, 64, device="cuda", dtype=torch.float16)
    k, v = (torch.randn(2, 4, 300, 64, device="cuda", dtype=torch.float16) for _ in range(2))
    fields = attn_torch._signature_fields(q, k, v, None, 0.0, False, None, False, None)
    small = attn_torch._kernel_for(fields, None, (8, 1), q.device)
    assert (small.manifest["tile_m"], small.manifest["tile_n"]) == (64, 128)
    assert attn_torch._kernel_for(fields, None, (4096, 1), q.device).manifest["tile_m"] == 64
    assert attn_torch._kernel_for(fields, None, (8, 1000), q.device).manifest["tile_m"] == 64
    default = attn_torch._compiled(fields, None, False).manifest["tile_m"]
    long = long_sequence_tiles(64, 64, False, None, attn_torch._chip(q.device), 16384)
    expected_long = long[0] if long else default
    assert attn_torch._kernel_for(fields, None, (64, 16384), q.device).manifest["tile_m"] == \
        expected_long
    out = attention(q, k, v)
    expected = reference(q, k, v, None, False, 0.125)
    assert (out.double() - expected).abs().max().item() < 2e-3


@needs_cuda
def test_runs_inside_a_cuda_graph():
    # Captured once, replayed on new inputs copied into the captured ones.
    q, k, v = (torch.randn(2, 3, 300, 96, device="cuda", dtype=torch.float16) for _ in range(3))
    attention(q, k, v, is_causal=True)  # loads the module outside the capture
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = attention(q, k, v, is_causal=True)
    for seed in (1, 2):
        g = torch.Generator(device="cuda").manual_seed(seed)
        for t in (q, k, v):
            t.copy_(torch.randn(t.shape, generator=g, device="cuda", dtype=t.dtype))
        graph.replay()
        torch.cuda.synchronize()
        expected = reference(q, k, v, None, True, 96 ** -0.5)
        assert (out.double() - expected).abs().max().item() < 2e-3


@needs_cuda
def test_errors_are_clear():
    q = torch.randn(1, 2, 8, 64, device="cuda", dtype=torch.float16)
    with pytest.raises(ValueError, match="key is on cuda:0, query on cpu"):
        attention(q.cpu(), q, q)
    with pytest.raises(ValueError, match="dropout"):
        attention(q, q, q, dropout_p=0.1)
    with pytest.raises(TypeError, match="key has dtype torch.bfloat16"):
        attention(q, q.bfloat16(), q)
    with pytest.raises(ValueError, match="pass enable_gqa=True"):
        attention(q, q[:, :1], q[:, :1])
    with pytest.raises(ValueError, match="causal_alignment applies with is_causal=True"):
        attention(q, q, q, causal_alignment="bottom_right")
    with pytest.raises(ValueError, match="causal_alignment must be 'top_left' or 'bottom_right'"):
        attention(q, q, q, is_causal=True, causal_alignment="bottom-right")
    with pytest.raises(ValueError, match="cannot both be set"):
        attention(q, q, q, attn_mask=torch.ones(8, 8, dtype=torch.bool, device="cuda"),
                  is_causal=True)
    with pytest.raises(ValueError, match="does not broadcast"):
        attention(q, q, q, attn_mask=torch.ones(7, 8, dtype=torch.bool, device="cuda"))
    with pytest.raises(TypeError, match="attn_mask has dtype torch.float32"):
        attention(q, q, q, attn_mask=torch.ones(8, 8, device="cuda"))
    with pytest.raises(ValueError, match="head_dim = 512"):
        attention(torch.randn(1, 1, 4, 512, device="cuda", dtype=torch.float16),
                  torch.randn(1, 1, 4, 512, device="cuda", dtype=torch.float16),
                  torch.randn(1, 1, 4, 512, device="cuda", dtype=torch.float16))


@needs_cuda
def test_inputs_that_require_grad_get_gradients_and_masks_none():
    """Grad mode gives a result with autograd history (the backward is
    test_torch_gpu_backward.py's); a mask that requires grad is refused (it
    is a constant of the attention); inference and detached inputs run."""
    q = torch.randn(1, 2, 8, 64, device="cuda", dtype=torch.float16, requires_grad=True)
    k = torch.randn(1, 2, 8, 64, device="cuda", dtype=torch.float16)
    assert attention(q, k, k).requires_grad
    mask = torch.zeros(8, 8, device="cuda", dtype=torch.float16, requires_grad=True)
    with pytest.raises(NotImplementedError, match="attn_mask requires grad"):
        attention(q.detach(), k, k, attn_mask=mask)
    expected = reference(q.detach(), k, k, None, False, 0.125)
    with torch.no_grad():
        out = attention(q, k, k)
    assert (out.double() - expected).abs().max().item() < 2e-3
    with torch.inference_mode():
        assert (attention(q, k, k).double() - expected).abs().max().item() < 2e-3
    out = attention(q.detach(), k, k)
    assert not out.requires_grad
    assert (out.double() - expected).abs().max().item() < 2e-3


@needs_cuda
def test_options_are_checked_by_type():
    q = torch.randn(1, 2, 8, 64, device="cuda", dtype=torch.float16)
    with pytest.raises(TypeError, match="is_causal must be True or False, got 'no'"):
        attention(q, q, q, is_causal="no")
    with pytest.raises(TypeError, match="enable_gqa must be True or False, got 1"):
        attention(q, q, q, enable_gqa=1)
    with pytest.raises(ValueError, match="scale must be finite"):
        attention(q, q, q, scale=float("nan"))
    with pytest.raises(TypeError, match="scale must be a real number, got '0.1'"):
        attention(q, q, q, scale="0.1")
    with pytest.raises(ValueError, match="dropout_p must be 0"):
        attention(q, q, q, dropout_p=float("nan"))


@needs_cuda
@pytest.mark.parametrize("d", LIMIT_MASK_DIMS)
def test_float_limit_masks_on_head_dims_of_8(d):
    """bf16 additive masks at finfo.min (= -FLT_MAX to 3 digits) hide rows
    entirely: the f32 scores of such a row are all the mask, which the op
    weighs uniformly (attn_mlir.reference rounds the sum like the op)."""
    from attn_mlir.reference import sdpa
    g = torch.Generator(device="cuda").manual_seed(d)
    q, k, v = (torch.randn(1, 2, n, d, generator=g, device="cuda").bfloat16()
               for n in (70, 90, 90))
    mask = torch.randn(1, 2, 70, 90, generator=g, device="cuda").bfloat16()
    limit = torch.finfo(torch.bfloat16).min
    mask[:, :, 3] = limit
    mask[:, :, 10, 7:] = limit
    with torch.no_grad():
        out = attention(q, k, v, attn_mask=mask)
    expected, _ = sdpa(*(t.double().cpu().numpy() for t in (q, k, v)), d ** -0.5,
                       mask=mask.float().cpu().numpy())
    expected = torch.from_numpy(expected).cuda()
    assert torch.isfinite(out).all()
    assert (out.double() - expected).abs().max().item() < TOLERANCE["bf16"]
    uniform = v.double().mean(dim=-2)
    assert (out[:, :, 3].double() - uniform).abs().max().item() < TOLERANCE["bf16"]


@needs_cuda
@pytest.mark.parametrize("name", list(WARP_SPECIALIZED_CASES))
def test_warp_specialized_kernels(name):
    """The d = 128 kernel of a producer and two consumer warpgroups (the
    default where 128-row tiles fill the device) on the inputs that break
    online softmax: logits in the hundreds, bf16 masks at finfo.min hiding
    rows entirely and in part, fully masked rows, ragged lengths, GQA,
    both causal alignments, strided (BSHD) operands and the LSE."""
    import attn_mlir.torch as attn_torch
    from attn_mlir.reference import sdpa
    case = WARP_SPECIALIZED_CASES[name]
    q, k, v, mask, causal = make(case, seed=11)
    scale = q.shape[-1] ** -0.5
    if name.endswith("large_logits"):
        q, scale = q * 8, 4.0
    if mask is not None and mask.dtype != torch.bool:
        limit = torch.finfo(mask.dtype).min
        mask[:, :, 3] = limit
        mask[:, :, 700, 40:] = limit
        mask[:, :, 1000:, :1200] = limit
    gqa = q.shape[-3] != k.shape[-3]
    alignment = causal if isinstance(causal, str) else None
    fields = attn_torch._signature_fields(q, k, v, mask, 0.0, bool(causal), scale, gqa,
                                          alignment)
    lse_wanted = name.endswith("_lse")
    chosen = attn_torch._kernel_for(fields, None, (q.shape[0] * q.shape[1], q.shape[2]),
                                    q.device, lse_wanted).manifest
    assert (chosen["variant"], chosen["block_size"], chosen["tile_m"]) == ("wgmma", 384, 128)
    with torch.no_grad():
        if lse_wanted:
            out, lse = torch.ops.attn_mlir.attention(q, k, v, None, bool(causal), scale, gqa,
                                                     alignment, None, True)
        else:
            out = attention(q, k, v, attn_mask=mask, is_causal=bool(causal), scale=scale,
                            enable_gqa=gqa, causal_alignment=alignment)
    groups = q.shape[-3] // k.shape[-3]
    arrays = [t.double().cpu().numpy() for t in
              (q, k.repeat_interleave(groups, dim=-3), v.repeat_interleave(groups, dim=-3))]
    if mask is None:
        numpy_mask = None
    else:
        numpy_mask = (mask if mask.dtype == torch.bool else mask.float()).cpu().numpy()
    expected, expected_lse = sdpa(*arrays, scale, mask=numpy_mask,
                                  causal={True: "top_left"}.get(causal, causal or None))
    expected = torch.from_numpy(expected).cuda()
    assert torch.isfinite(out).all()
    error = (out.double() - expected).abs().max().item()
    print(f"{name}: max_abs_err {error:.3e}")
    assert error <= TOLERANCE[case[0]] * max(1.0, expected.abs().max().item())
    if mask is not None and mask.dtype != torch.bool:
        # A row of scores all at the limit weighs every key alike.
        uniform = v.double().mean(dim=-2)
        assert (out[:, :, 3].double() - uniform).abs().max().item() < TOLERANCE[case[0]]
    if mask is not None and mask.dtype == torch.bool:
        assert torch.all(out[..., : q.shape[-2] // 4, :] == 0)
    if lse_wanted:
        lse_error = (lse.double().cpu() - torch.from_numpy(expected_lse)).abs().max().item()
        assert lse_error < 1e-3


@needs_cuda
def test_lse_through_the_custom_op():
    case = CASES[LSE_CASE]
    q, k, v, _, _ = make(case, seed=3)
    scale = q.shape[-1] ** -0.5
    out, lse = torch.ops.attn_mlir.attention(q, k, v, None, True, scale, False, None, None, True)
    qd, kd = q.double(), k.double()
    s = (qd @ kd.transpose(-1, -2)) * scale
    m, n = s.shape[-2:]
    s = s.masked_fill(torch.ones(m, n, dtype=torch.bool, device="cuda").triu(1), float("-inf"))
    assert (lse.double() - torch.logsumexp(s, dim=-1)).abs().max().item() < 1e-3
    assert (out.double() - reference(q, k, v, None, True, scale)).abs().max().item() < \
        TOLERANCE["bf16"]


@needs_cuda
def test_torch_compile_fullgraph_on_cuda():
    """torch.compile traces the custom op by its fake implementation: no
    graph break, the same result as eager."""
    q, k, v, _, _ = make(CASES["f16_d64"], seed=4)

    def f(q, k, v):
        return attention(q * 0.5, k, v, is_causal=True) + 1

    with torch.no_grad():
        compiled = torch.compile(f, fullgraph=True, backend="aot_eager")
        assert torch.equal(compiled(q, k, v), f(q, k, v))


def _decode_inputs(dtype, b, hq, hk, n, d, layout, seed):
    g = torch.Generator(device="cuda").manual_seed(seed)

    def rand(h, length):
        shape = (b, length, h, d) if layout == "bshd" else (b, h, length, d)
        t = torch.randn(*shape, generator=g, device="cuda", dtype=DTYPES[dtype])
        return t.transpose(1, 2) if layout == "bshd" else t

    return rand(hq, 1), rand(hk, n), rand(hk, n)


@needs_cuda
@pytest.mark.parametrize("name", list(SPLIT_DECODE))
def test_split_kv_decode_in_a_cuda_graph(name):
    """Decode with few K/V heads, captured in a CUDA graph, splits the keys
    over workgroups (folded into a batch dim by strides; a ragged last part
    runs apart) and combines the parts by their LSE: exact against float64,
    bottom-right causal (one row sees every key) included."""
    from attn_mlir.torch import split_plan
    dtype, b, hq, hk, n, d, layout = SPLIT_DECODE[name]
    q, k, v = _decode_inputs(dtype, b, hq, hk, n, d, layout, seed=n)
    assert split_plan(q, k, v) is not None
    expected = reference(q, k, v, None, False, d ** -0.5)
    for causal in (False, True):
        def run():
            return attention(q, k, v, is_causal=causal, enable_gqa=hq != hk,
                             causal_alignment="bottom_right" if causal else None)
        with torch.no_grad():
            stream = torch.cuda.Stream()
            stream.wait_stream(torch.cuda.current_stream())
            with torch.cuda.stream(stream):
                run()  # compiled and launch configured outside the capture
            torch.cuda.current_stream().wait_stream(stream)
            graph = torch.cuda.CUDAGraph()
            with torch.cuda.graph(graph):
                out = run()
            graph.replay()
            torch.cuda.synchronize()
        assert out.shape == (b, hq, 1, d) and out.dtype == DTYPES[dtype]
        assert (out.double() - expected).abs().max().item() < TOLERANCE[dtype]


@needs_cuda
def test_split_kv_decode_eager_at_long_contexts():
    from attn_mlir.attention import EAGER_SPLIT_MIN_KEYS
    q, k, v = _decode_inputs("bf16", 1, 8, 2, EAGER_SPLIT_MIN_KEYS + 300, 64, "bhsd", seed=9)
    with torch.no_grad():
        out = attention(q, k, v, enable_gqa=True)
    expected = reference(q, k, v, None, False, 64 ** -0.5)
    assert (out.double() - expected).abs().max().item() < TOLERANCE["bf16"]
