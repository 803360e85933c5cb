"""attn_mlir.torch.varlen_attention and paged_attention on CUDA tensors
(FlashAttention's varlen and flash_attn_with_kvcache layouts; packed
sequences run through one kernel of attn.varlen_attention, a paged cache's
sequences each through attention()) against a naive float64 reference computed on the
CPU for each sequence alone (marked gpu: run on the device machine, with the
kernels of gpu_cases.py --varlen in the cache). One test without a GPU
checks that gpu_cases.py lists every kernel the CUDA path asks for."""

import itertools
import math
import zlib

import pytest
from gpu_cases import (CAUSAL_KINDS, MULTIPROCESSORS, PAGED_CASES, PAGED_SEQ_LENS,
                       VARLEN_DTYPES, VARLEN_HEAD_DIM, VARLEN_HEADS, VARLEN_SEQUENCES,
                       VARLEN_TAIL_ROWS, packed_signatures, paged_signatures)

torch = pytest.importorskip("torch")

from attn_mlir.torch import paged_attention, varlen_attention  # noqa: E402

needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device")
DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16}
# O: relative to the largest reference value, as in test_torch_gpu.py. LSE:
# absolute (f32 scores of f16/bf16 inputs, exact products).
TOLERANCE = {"f16": 2e-3, "bf16": 1.6e-2}
LSE_TOLERANCE = 1e-3


def reference(q, k, v, scale, causal):
    """(O [L, Hq, Ev], LSE [Hq, L]) of one sequence, materialised in float64
    on the CPU: q [L, Hq, E], k and v [S, Hkv, E|Ev], query head h reading
    K/V head h // (Hq / Hkv); causal None, "top_left" (query i sees keys j <=
    i) or "bottom_right" (j <= i + S - L). Rows that see no key: O = 0, LSE =
    -inf."""
    q, k, v = (t.detach().cpu().double() for t in (q, k, v))
    length, keys = q.shape[0], k.shape[0]
    groups = q.shape[1] // k.shape[1]
    k, v = k.repeat_interleave(groups, dim=1), v.repeat_interleave(groups, dim=1)
    s = torch.einsum("lhe,she->hls", q, k) * scale
    if causal:
        diagonal = keys - length if causal == "bottom_right" else 0
        hidden = torch.ones(length, keys, dtype=torch.bool).triu(diagonal + 1)
        s = s.masked_fill(hidden, float("-inf"))
    lse = torch.logsumexp(s, dim=-1)
    p = torch.softmax(s, dim=-1).nan_to_num(0.0)
    return torch.einsum("hls,she->lhe", p, v), lse


def check(out, lse, ref_out, ref_lse, dtype, what):
    """O (and the LSE, unless None) against the reference; rows whose
    reference LSE is -inf (they see no key) must be exactly 0 (and -inf)."""
    assert out.dtype == DTYPES[dtype] and tuple(out.shape) == tuple(ref_out.shape), what
    out = out.detach().cpu().double()
    assert torch.isfinite(out).all(), f"{what}: O is not finite"
    error = (out - ref_out).abs().max().item() if out.numel() else 0.0
    bound = TOLERANCE[dtype] * max(1.0, ref_out.abs().max().item() if out.numel() else 0.0)
    print(f"{what}: O max_abs_err {error:.3e} (bound {bound:.3e})")
    assert error <= bound, f"{what}: O max abs error {error:.3e} > {bound:.3e}"
    # ref_lse [..., H, L] against O [..., L, H, Ev]: the rows that see no key.
    hidden = torch.isneginf(ref_lse)
    assert not out.transpose(-2, -3)[hidden].any(), f"{what}: rows without keys are not 0"
    if lse is None:
        return
    assert lse.dtype == torch.float32 and tuple(lse.shape) == tuple(ref_lse.shape), what
    lse = lse.detach().cpu().double()
    assert torch.equal(torch.isneginf(lse), hidden), f"{what}: LSE -inf on other rows"
    if (~hidden).any():
        lse_error = (lse[~hidden] - ref_lse[~hidden]).abs().max().item()
        print(f"{what}: LSE max_abs_err {lse_error:.3e}")
        assert lse_error <= LSE_TOLERANCE, f"{what}: LSE max abs error {lse_error:.3e}"


def _seed(*case):
    """A seed of its own for each case, the same in every process."""
    return zlib.crc32(repr(case).encode())


def _offsets(lengths, device):
    return torch.tensor([0] + list(itertools.accumulate(lengths)), dtype=torch.int32,
                        device=device)


def check_varlen(dtype, heads, causal, device="cuda", kv_packed=False, requires_grad=False):
    """varlen_attention on the ragged VARLEN_SEQUENCES (and rows past the
    last one), with and without the LSE. kv_packed: key and value are views
    of one [S, 2, Hkv, E] tensor (flash_attn_varlen_kvpacked_func's layout).
    requires_grad: inputs that need gradients (on CPU tensors, the
    per-sequence path that CUDA tensors take)."""
    hq, hk = VARLEN_HEADS[heads]
    d = VARLEN_HEAD_DIM
    lengths_q = [m for m, _ in VARLEN_SEQUENCES]
    lengths_k = [n for _, n in VARLEN_SEQUENCES]
    total_q, total_k = sum(lengths_q) + VARLEN_TAIL_ROWS, sum(lengths_k)
    g = torch.Generator().manual_seed(_seed(dtype, heads, causal, kv_packed))
    q = torch.randn(total_q, hq, d, generator=g).to(device, DTYPES[dtype])
    if kv_packed:
        kv = torch.randn(total_k, 2, hk, d, generator=g).to(device, DTYPES[dtype])
        k, v = kv[:, 0], kv[:, 1]
    else:
        k, v = (torch.randn(total_k, hk, d, generator=g).to(device, DTYPES[dtype])
                for _ in range(2))
    if requires_grad:
        q, k, v = (t.detach().requires_grad_() for t in (q, k, v))
    cu_q, cu_k = _offsets(lengths_q, device), _offsets(lengths_k, device)
    options = dict(causal=causal is not None, causal_alignment=causal or "bottom_right")
    out, lse = varlen_attention(q, k, v, cu_q, cu_k, max(lengths_q), max(lengths_k),
                                return_lse=True, **options)
    plain = varlen_attention(q, k, v, cu_q, cu_k, **options)
    scale = d ** -0.5
    ref_out = torch.zeros(total_q, hq, d, dtype=torch.float64)
    ref_lse = torch.full((hq, total_q), float("-inf"), dtype=torch.float64)
    starts_q, starts_k = cu_q.tolist(), cu_k.tolist()
    for s in range(len(VARLEN_SEQUENCES)):
        q0, q1, k0, k1 = starts_q[s], starts_q[s + 1], starts_k[s], starts_k[s + 1]
        ref_out[q0:q1], ref_lse[:, q0:q1] = reference(q[q0:q1], k[k0:k1], v[k0:k1], scale,
                                                      causal)
    what = f"varlen {dtype} {heads} {causal}"
    check(out, lse, ref_out, ref_lse, dtype, what + " (LSE)")
    check(plain, None, ref_out, ref_lse, dtype, what)


def _paged_cache(g, seq_lens, page, hk, d, dtype, device):
    """k_cache and v_cache [pages, page, Hkv, d] in a shuffled pool, and the
    block table [B, pages per sequence]: the slots no sequence uses (spare
    pages, the rest of each sequence's last page) hold keys of inf and
    values of NaN, which would spoil any row that read them; the table's
    entries past a sequence's pages name spare pages."""
    need = [math.ceil(n / page) for n in seq_lens]
    width = max(need) + 1
    spare = 4
    count = sum(need) + spare
    order = torch.randperm(count, generator=g).tolist()
    k = torch.randn(count, page, hk, d, generator=g)
    v = torch.randn(count, page, hk, d, generator=g)
    poisoned = torch.zeros(count, page, dtype=torch.bool)
    for p in order[sum(need):]:
        poisoned[p] = True
    table, used = [], 0
    for n, pages in zip(seq_lens, need):
        own = order[used:used + pages]
        used += pages
        if n % page:
            poisoned[own[-1], n % page:] = True
        fill = [order[sum(need) + (i % spare)] for i in range(width - pages)]
        table.append(own + fill)
    k[poisoned] = float("inf")
    v[poisoned] = float("nan")
    block_table = torch.tensor(table, dtype=torch.int32, device=device)
    return k.to(device, DTYPES[dtype]), v.to(device, DTYPES[dtype]), block_table


def _paged_reference(q, k_cache, v_cache, lengths, block_table, scale, causal=None):
    """O [B, M, Hq, Ev] and LSE [B, Hq, M] in float64, each sequence's rows
    against its keys: key j of sequence s is slot j % P of page
    block_table[s][j // P]."""
    page, table = k_cache.shape[1], block_table.tolist()
    k_host, v_host = k_cache.cpu(), v_cache.cpu()
    outs, rows = [], []
    for s, n in enumerate(lengths):
        slots = [(table[s][j // page], j % page) for j in range(n)]
        keys = torch.stack([k_host[p, i] for p, i in slots]) if n else k_host[0, :0]
        values = torch.stack([v_host[p, i] for p, i in slots]) if n else v_host[0, :0]
        out, lse = reference(q[s], keys, values, scale, causal)
        outs.append(out)
        rows.append(lse)
    return torch.stack(outs), torch.stack(rows)


def check_paged(dtype, name, causal, device="cuda", requires_grad=False):
    """paged_attention on PAGED_CASES[name] over sequences of PAGED_SEQ_LENS
    keys in a shuffled, poisoned cache, with and without the LSE."""
    rows, (hq, hk), d, page = PAGED_CASES[name]
    g = torch.Generator().manual_seed(_seed(dtype, name, causal))
    k_cache, v_cache, block_table = _paged_cache(g, PAGED_SEQ_LENS, page, hk, d, dtype, device)
    batch = len(PAGED_SEQ_LENS)
    q = torch.randn(batch, rows, hq, d, generator=g).to(device, DTYPES[dtype])
    if requires_grad:
        q = q.requires_grad_()
    seq_lens = torch.tensor(PAGED_SEQ_LENS, dtype=torch.int32, device=device)
    scale = 0.1
    options = dict(softmax_scale=scale, causal=causal is not None,
                   causal_alignment=causal or "bottom_right")
    out, lse = paged_attention(q, k_cache, v_cache, seq_lens, block_table, return_lse=True,
                               **options)
    plain = paged_attention(q, k_cache, v_cache, seq_lens, block_table, **options)
    ref_out, ref_lse = _paged_reference(q, k_cache, v_cache, PAGED_SEQ_LENS, block_table, scale,
                                        causal)
    what = f"paged {name} {dtype} {causal}"
    check(out, lse, ref_out, ref_lse, dtype, what + " (LSE)")
    check(plain, None, ref_out, ref_lse, dtype, what)


def _causal_id(causal):
    return causal or "not_causal"


@pytest.mark.gpu
@needs_cuda
@pytest.mark.parametrize("causal", CAUSAL_KINDS, ids=_causal_id)
@pytest.mark.parametrize("heads", list(VARLEN_HEADS))
@pytest.mark.parametrize("dtype", VARLEN_DTYPES)
def test_varlen_matches_each_sequence(dtype, heads, causal):
    """Ragged sequences (one without query rows, one without keys, decode
    rows with and without keys, more queries than keys, rows past the last
    sequence), GQA and MHA, not causal and both alignments, O and LSE."""
    check_varlen(dtype, heads, causal)


@pytest.mark.gpu
@needs_cuda
def test_varlen_kv_packed_views():
    """Key and value as strided views of one [S, 2, Hkv, E] tensor
    (flash_attn_varlen_kvpacked_func's layout)."""
    check_varlen("f16", "gqa", "bottom_right", kv_packed=True)


@pytest.mark.gpu
@needs_cuda
@pytest.mark.parametrize("causal", CAUSAL_KINDS, ids=_causal_id)
@pytest.mark.parametrize("name", list(PAGED_CASES))
@pytest.mark.parametrize("dtype", VARLEN_DTYPES)
def test_paged_matches_gathered_keys(dtype, name, causal):
    """Decode (one query row, grouped K/V heads) and a short chunk against a
    shuffled paged cache whose unused slots would give NaN if read."""
    check_paged(dtype, name, causal)


class _CudaLooking(torch.Tensor):
    """A CPU tensor that says it is a CUDA tensor (views of it too), so that
    attn_mlir.torch takes its CUDA path."""

    @property
    def is_cuda(self):
        return True


class _StubKernel:
    """A kernel whose launches do nothing, with the default tiles of a
    tensor-core kernel (so that the tile variants are asked for too)."""

    manifest = {"variant": "wgmma", "tile_m": 128, "tile_n": 64}

    def layout_problem(self, name, t):
        return None

    def __call__(self, scale, rows=None, **tensors):
        pass


def test_gpu_cases_list_every_kernel_of_the_cuda_path(monkeypatch):
    """The CUDA path of varlen_attention and paged_attention (is_cuda faked,
    launches stubbed, no compiler or GPU needed) on the tests' problems asks
    only for kernels of packed sequences, exactly those gpu_cases.py
    --varlen compiles ahead (packed_signatures)."""
    import attn_mlir.torch as attn_torch

    asked, packed, paged = set(), set(), set()

    def kernel(sig, cache_dir=None):
        asked.add(sig)
        return _StubKernel()

    def varlen_kernel(sig, cache_dir=None):
        packed.add(sig)
        return _StubKernel()

    def paged_kernel(sig, page, cache_dir=None):
        paged.add((sig, page))
        return _StubKernel()

    monkeypatch.setattr(attn_torch, "kernel", kernel)
    monkeypatch.setattr(attn_torch, "varlen_kernel", varlen_kernel)
    monkeypatch.setattr(attn_torch, "_PAGED_KERNELS", {})
    monkeypatch.setattr(attn_torch, "paged_kernel", paged_kernel)
    monkeypatch.setattr(attn_torch, "_multiprocessors", lambda device: MULTIPROCESSORS)
    monkeypatch.setattr(attn_torch, "_COMPILED", {})
    monkeypatch.setattr(attn_torch, "_chip", lambda device: "sm_90a")
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: False)

    def cuda_looking(t):
        return t.as_subclass(_CudaLooking)

    def offsets(lengths):
        return cuda_looking(_offsets(lengths, "cpu"))

    for dtype, causal in itertools.product(VARLEN_DTYPES, CAUSAL_KINDS):
        options = dict(causal=causal is not None, causal_alignment=causal or "bottom_right")
        lengths_q = [m for m, _ in VARLEN_SEQUENCES]
        lengths_k = [n for _, n in VARLEN_SEQUENCES]
        for hq, hk in VARLEN_HEADS.values():
            q = cuda_looking(torch.zeros(sum(lengths_q) + VARLEN_TAIL_ROWS, hq, VARLEN_HEAD_DIM,
                                         dtype=DTYPES[dtype]))
            k = cuda_looking(torch.zeros(sum(lengths_k), hk, VARLEN_HEAD_DIM,
                                         dtype=DTYPES[dtype]))
            for lse in (False, True):
                varlen_attention(q, k, k, offsets(lengths_q), offsets(lengths_k),
                                 return_lse=lse, **options)
        for rows, (hq, hk), d, page in PAGED_CASES.values():
            width = max(math.ceil(n / page) for n in PAGED_SEQ_LENS)
            cache = cuda_looking(torch.zeros(width, page, hk, d, dtype=DTYPES[dtype]))
            table = cuda_looking(torch.arange(width, dtype=torch.int32).repeat(
                len(PAGED_SEQ_LENS), 1))
            seq_lens = cuda_looking(torch.tensor(PAGED_SEQ_LENS, dtype=torch.int32))
            q = cuda_looking(torch.zeros(len(PAGED_SEQ_LENS), rows, hq, d, dtype=DTYPES[dtype]))
            for lse in (False, True):
                paged_attention(q, cache, cache, seq_lens, table, return_lse=lse, **options)
    assert packed == set(packed_signatures())
    assert paged == set(paged_signatures())
    assert not asked, asked


class _ReferenceKernel:
    """A kernel of packed sequences computed by `reference` on the host, for
    checking what the CUDA path hands the kernel (gathered pages, folded
    query groups, offsets, views) without a GPU."""

    manifest = {"variant": "wgmma", "tile_m": 64, "tile_n": 128}

    def __init__(self, sig):
        self.sig = sig

    def layout_problem(self, name, t):
        return None

    def __call__(self, scale, rows=None, q=None, k=None, v=None, o=None, lse=None, cu_q=None,
                 cu_k=None, _checked=()):
        causal = self.sig.causal_alignment if self.sig.causal else None
        q3 = q.reshape(q.shape[0], -1, q.shape[-1])
        out = torch.zeros(q3.shape[0], q3.shape[1], v.shape[-1], dtype=torch.float64)
        rows_lse = torch.full((q3.shape[1], q3.shape[0]), float("-inf"), dtype=torch.float64)
        starts_q, starts_k = cu_q.tolist(), cu_k.tolist()
        assert rows == max(b - a for a, b in zip(starts_q, starts_q[1:]))
        for s in range(len(starts_q) - 1):
            q0, q1, k0, k1 = starts_q[s], starts_q[s + 1], starts_k[s], starts_k[s + 1]
            out[q0:q1], rows_lse[:, q0:q1] = reference(q3[q0:q1], k[k0:k1], v[k0:k1], scale,
                                                       causal)
        end = starts_q[-1]
        o.reshape(o.shape[0], -1, o.shape[-1])[:end].copy_(out[:end])
        lse.reshape(-1, lse.shape[-1])[:, :end].copy_(rows_lse[:, :end])


class _ReferencePagedKernel:
    """The kernel of a paged cache computed by `reference` on the host, as
    its manifest describes it: each sequence s reads its seq_lens[s] keys
    from the pages block_table[s] names, Q, O [B, M, heads.., E] and the LSE
    [B, heads.., M] as views; for checking the views the CUDA path hands
    it (folded query groups, grouped heads) without a GPU."""

    manifest = {"variant": "wgmma", "tile_m": 64, "tile_n": 128}

    def __init__(self, sig, page):
        self.sig, self.page = sig, page

    def layout_problem(self, name, t):
        return None

    def __call__(self, scale, q=None, k=None, v=None, o=None, lse=None, block_table=None,
                 seq_lens=None, _checked=()):
        causal = self.sig.causal_alignment if self.sig.causal else None
        assert k.shape[1] == self.page and (q.dim() == 5) == self.sig.gqa
        rows, e = q.shape[1], q.shape[-1]
        for s, n in enumerate(seq_lens.tolist()):
            pages = block_table[s].tolist()
            slots = [(pages[j // self.page], j % self.page) for j in range(n)]
            keys = torch.stack([k[p, i] for p, i in slots]) if n else k[0, :0]
            values = torch.stack([v[p, i] for p, i in slots]) if n else v[0, :0]
            out, rows_lse = reference(q[s].reshape(rows, -1, e), keys, values, scale, causal)
            o[s].copy_(out.reshape(o[s].shape))
            lse[s].copy_(rows_lse.reshape(lse[s].shape))


@pytest.mark.parametrize("causal", CAUSAL_KINDS, ids=_causal_id)
@pytest.mark.parametrize("name", list(PAGED_CASES))
def test_paged_cuda_path_gathers_and_folds_exactly(monkeypatch, name, causal):
    """The CUDA path of paged_attention (is_cuda faked, its kernel computed
    by the float64 reference on the host: the kernel of packed sequences
    where the pages are gathered, the kernel of the paged cache where it
    reads them in place): the pages each sequence's keys are gathered from,
    the decode rows' query groups folded into rows and unfolded, the
    offsets, the views and the LSE's layout give the reference's answer on
    the poisoned, shuffled cache."""
    import attn_mlir.torch as attn_torch

    monkeypatch.setattr(attn_torch, "varlen_kernel", lambda sig, cache_dir=None:
                        _ReferenceKernel(sig))
    monkeypatch.setattr(attn_torch, "_PAGED_KERNELS", {})
    monkeypatch.setattr(attn_torch, "paged_kernel", lambda sig, page, cache_dir=None:
                        _ReferencePagedKernel(sig, page))
    monkeypatch.setattr(attn_torch, "_multiprocessors", lambda device: MULTIPROCESSORS)
    monkeypatch.setattr(attn_torch, "_chip", lambda device: "sm_90a")
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: False)
    rows, (hq, hk), d, page = PAGED_CASES[name]
    g = torch.Generator().manual_seed(_seed("host", name, causal))
    k_cache, v_cache, block_table = _paged_cache(g, PAGED_SEQ_LENS, page, hk, d, "f16", "cpu")
    # float64 caches and queries: the check is of the indexing, exactly.
    k_cache, v_cache = k_cache.double(), v_cache.double()
    batch = len(PAGED_SEQ_LENS)
    q = torch.randn(batch, rows, hq, d, generator=g, dtype=torch.float64)
    seq_lens = torch.tensor(PAGED_SEQ_LENS, dtype=torch.int32)
    fake = [t.as_subclass(_CudaLooking) for t in (q, k_cache, v_cache, seq_lens, block_table)]
    options = dict(softmax_scale=0.1, causal=causal is not None,
                   causal_alignment=causal or "bottom_right")
    monkeypatch.setattr(attn_torch, "_DTYPES", {torch.float64: "f16", **attn_torch._DTYPES})
    out, lse = paged_attention(*fake, return_lse=True, **options)
    ref_out, ref_lse = _paged_reference(q, k_cache, v_cache, PAGED_SEQ_LENS, block_table, 0.1,
                                        causal)
    for s in range(len(PAGED_SEQ_LENS)):
        assert torch.allclose(out[s].double(), ref_out[s], atol=1e-12), (name, causal, s)
        assert torch.equal(torch.isneginf(lse[s]), torch.isneginf(ref_lse[s]))
        visible = ~torch.isneginf(ref_lse[s])
        assert torch.allclose(lse[s][visible].double(), ref_lse[s][visible], atol=1e-12)


def _paged_split_problem(g, lengths, page, hq, hk, d, dtype, device):
    """q [B, 1, Hq, d] and the poisoned cache of `lengths`, for split decode."""
    k_cache, v_cache, block_table = _paged_cache(g, lengths, page, hk, d, dtype, device)
    q = torch.randn(len(lengths), 1, hq, d, generator=g).to(device, DTYPES[dtype])
    seq_lens = torch.tensor(lengths, dtype=torch.int32, device=device)
    return q, k_cache, v_cache, seq_lens, block_table




# Split decode: a few sequences (one without keys, one of one key) whose
# pages are cut into runs; (lengths, page, Hq, Hkv, d).
PAGED_SPLIT = ((3000, 0, 1, 4100), 256, 8, 2, 128)


def test_paged_split_decode_exactly(monkeypatch):
    """Decode against a paged cache with too few sequences to fill the
    device runs split into runs of pages (forced eagerly here), the kernel
    the float64 stand-in: the runs' block-table rows (the table padded where
    it is narrower than the runs), their lengths (runs without keys, a
    sequence without keys), the repeated rows and the combine by LSE give
    the reference's answer. No GPU needed: is_cuda faked."""
    import attn_mlir.torch as attn_torch

    runs = []

    class Recording(_ReferencePagedKernel):
        def __call__(self, scale, **tensors):
            runs.append(tuple(tensors["block_table"].shape))
            super().__call__(scale, **tensors)

    monkeypatch.setattr(attn_torch, "_PAGED_KERNELS", {})
    monkeypatch.setattr(attn_torch, "paged_kernel", lambda sig, page, cache_dir=None:
                        Recording(sig, page))
    monkeypatch.setattr(attn_torch, "_multiprocessors", lambda device: MULTIPROCESSORS)
    monkeypatch.setattr(attn_torch, "_chip", lambda device: "sm_90a")
    monkeypatch.setattr(attn_torch, "EAGER_SPLIT_MIN_KEYS", 0)
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: False)
    monkeypatch.setattr(attn_torch, "_DTYPES", {torch.float64: "f16", **attn_torch._DTYPES})
    lengths, page, hq, hk, d = (2000, 0, 1, 700, 1300), 64, 8, 2, 16
    g = torch.Generator().manual_seed(_seed("host", "split", None))
    q, k_cache, v_cache, seq_lens, block_table = _paged_split_problem(
        g, lengths, page, hq, hk, d, "f16", "cpu")
    q, k_cache, v_cache = q.double(), k_cache.double(), v_cache.double()
    fake = [t.as_subclass(_CudaLooking) for t in (q, k_cache, v_cache, seq_lens, block_table)]
    out, lse = paged_attention(*fake, softmax_scale=0.1, return_lse=True)
    # The 33 pages the table names cut into 4 runs of 10 (paged_split of
    # 33 x 64 keys), the table padded to 40.
    assert runs == [(len(lengths) * 4, 10)], runs
    ref_out, ref_lse = _paged_reference(q, k_cache, v_cache, lengths, block_table, 0.1)
    # The runs' LSEs are f32 (as the kernel writes them): their weights are
    # exact to f32's rounding, not float64's.
    assert torch.allclose(out.double(), ref_out, atol=1e-6)
    assert torch.equal(torch.isneginf(lse), torch.isneginf(ref_lse))
    visible = ~torch.isneginf(ref_lse)
    assert torch.allclose(lse[visible].double(), ref_lse[visible], atol=1e-5)


@pytest.mark.gpu
@needs_cuda
@pytest.mark.parametrize("dtype", VARLEN_DTYPES)
def test_paged_split_decode_matches(monkeypatch, dtype):
    """Decode of few sequences (up to 4100 keys, one without keys) split
    into runs of 256-key pages on the kernel of the paged cache, combined by
    their LSEs, against float64."""
    import attn_mlir.torch as attn_torch

    monkeypatch.setattr(attn_torch, "EAGER_SPLIT_MIN_KEYS", 0)
    lengths, page, hq, hk, d = PAGED_SPLIT
    g = torch.Generator().manual_seed(_seed(dtype, "split", None))
    q, k_cache, v_cache, seq_lens, block_table = _paged_split_problem(
        g, lengths, page, hq, hk, d, dtype, "cuda")
    out, lse = paged_attention(q, k_cache, v_cache, seq_lens, block_table, softmax_scale=0.1,
                               return_lse=True)
    ref_out, ref_lse = _paged_reference(q, k_cache, v_cache, lengths, block_table, 0.1)
    check(out, lse, ref_out, ref_lse, dtype, f"paged split decode {dtype} (LSE)")


@pytest.mark.gpu
@needs_cuda
def test_paged_decode_graph_replays_new_lengths():
    """Paged decode captured in a CUDA graph (split into runs of pages, as
    it always is when captured and the sequences leave the device idle),
    replayed after the lengths are changed in place (as a serving engine
    does between steps): the runs and their lengths are made in the graph,
    so each replay gives the attention of the lengths it is replayed with."""
    lengths, page, hq, hk, d = PAGED_SPLIT
    g = torch.Generator().manual_seed(_seed("f16", "graph", None))
    q, k_cache, v_cache, seq_lens, block_table = _paged_split_problem(
        g, lengths, page, hq, hk, d, "f16", "cuda")
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        # The tables read (and the kernel loaded) outside the capture.
        paged_attention(q, k_cache, v_cache, seq_lens, block_table, softmax_scale=0.1)
    torch.cuda.current_stream().wait_stream(stream)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        out = paged_attention(q, k_cache, v_cache, seq_lens, block_table, softmax_scale=0.1)
    # Shorter sequences only: the slots past the captured lengths are
    # poisoned.
    for now in (lengths, (2500, 0, 1, 300), (1000, 0, 0, 4100)):
        seq_lens.copy_(torch.tensor(now, dtype=torch.int32))
        graph.replay()
        torch.cuda.synchronize()
        ref_out, ref_lse = _paged_reference(q, k_cache, v_cache, now, block_table, 0.1)
        check(out, None, ref_out, ref_lse, "f16", f"paged decode graph {now}")


def test_offsets_are_read_once_per_version(monkeypatch):
    """The offsets are read on the host (and checked) once per version of
    the tensors: a second call, inside a CUDA graph capture too, reads
    nothing; an in-place change makes the next call read them again, and
    refuses inside a capture. No GPU needed: is_cuda faked, launches
    stubbed."""
    import attn_mlir.torch as attn_torch
    from attn_mlir import varlen

    monkeypatch.setattr(attn_torch, "varlen_kernel", lambda sig, cache_dir=None: _StubKernel())
    monkeypatch.setattr(attn_torch, "_chip", lambda device: "sm_90a")
    reads = []
    check = varlen.check_problem
    monkeypatch.setattr(varlen, "check_problem", lambda *a: reads.append(1) or check(*a))
    capturing = [False]
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: capturing[0])
    q = torch.zeros(6, 2, 8, dtype=torch.float16).as_subclass(_CudaLooking)
    cu = torch.tensor([0, 2, 6], dtype=torch.int32).as_subclass(_CudaLooking)
    varlen_attention(q, q, q, cu, cu)
    capturing[0] = True
    varlen_attention(q, q, q, cu, cu)
    assert len(reads) == 1
    cu.add_(0)
    with pytest.raises(RuntimeError, match="not read on the host yet"):
        varlen_attention(q, q, q, cu, cu)
    capturing[0] = False
    varlen_attention(q, q, q, cu, cu)
    assert len(reads) == 2


def test_inference_tensors_are_read_every_call(monkeypatch):
    """Offsets made under torch.inference_mode keep no version count: they
    are read (and checked) on every call instead of once, and the call
    works (an inference tensor's version cannot be asked for)."""
    import attn_mlir.torch as attn_torch
    from attn_mlir import varlen

    monkeypatch.setattr(attn_torch, "varlen_kernel", lambda sig, cache_dir=None: _StubKernel())
    monkeypatch.setattr(attn_torch, "_chip", lambda device: "sm_90a")
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: False)
    reads = []
    check = varlen.check_problem
    monkeypatch.setattr(varlen, "check_problem", lambda *a: reads.append(1) or check(*a))
    with torch.inference_mode():
        q = torch.zeros(6, 2, 8, dtype=torch.float16).as_subclass(_CudaLooking)
        cu = torch.tensor([0, 2, 6], dtype=torch.int32).as_subclass(_CudaLooking)
        varlen_attention(q, q, q, cu, cu)
        varlen_attention(q, q, q, cu, cu)
    assert len(reads) == 2


@pytest.mark.parametrize("function", ["varlen", "paged"])
def test_capture_is_refused_with_a_clear_error(monkeypatch, function):
    """Inside a CUDA graph capture the CUDA path refuses offsets or tables it
    has not read on the host yet with an error that says why, before it
    reads them (which capture would break with an opaque CUDA error). No GPU
    needed: is_cuda faked."""
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: True)
    q = torch.zeros(4, 2, 8).as_subclass(_CudaLooking)
    if function == "varlen":
        cu = torch.tensor([0, 4], dtype=torch.int32)
        with pytest.raises(RuntimeError, match="cannot be captured in a CUDA graph with "
                                               "cu_seqlens_q and cu_seqlens_k"):
            varlen_attention(q, q, q, cu, cu)
    else:
        cache = torch.zeros(2, 4, 2, 8)
        with pytest.raises(RuntimeError, match="cannot be captured in a CUDA graph with "
                                               "cache_seqlens and block_table"):
            paged_attention(q.reshape(1, 4, 2, 8), cache, cache,
                            torch.tensor([4], dtype=torch.int32),
                            torch.tensor([[0]], dtype=torch.int32))
