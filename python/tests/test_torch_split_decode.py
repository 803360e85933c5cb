"""The split-KV decode of attn_mlir.torch.attention on CUDA tensors, checked
without a GPU: is_cuda faked and the kernel a float64 stand-in, so that the
split (decode_splits, the parts folded into a batch dim by strides, the
ragged last part run apart, the repeated query rows) and the combine by the
parts' LSEs are checked against float64 attention on the host. The kernel
itself is checked on the GPU (test_torch_gpu.py)."""

import pytest
from gpu_cases import SPLIT_DECODE

torch = pytest.importorskip("torch")

import attn_mlir.torch as attn_torch  # noqa: E402


class _CudaLooking(torch.Tensor):
    """A CPU tensor that says it is a CUDA tensor (views of it too)."""

    @property
    def is_cuda(self):
        return True


class _ReferenceKernel:
    """A kernel of [B, H, M, E] attention without GQA, causal or mask,
    writing O and the LSE, computed in float64 on the host."""

    manifest = {"variant": "wgmma", "tile_m": 64, "tile_n": 128}
    launches = []

    def layout_problem(self, name, t):
        return None

    def __call__(self, scale, q=None, k=None, v=None, o=None, lse=None, _checked=()):
        self.launches.append(tuple(k.shape))
        s = torch.einsum("bhme,bhne->bhmn", q.double(), k.double()) * scale
        o.copy_(torch.softmax(s, dim=-1) @ v.double())
        lse.copy_(torch.logsumexp(s, dim=-1))


@pytest.mark.parametrize("name", list(SPLIT_DECODE))
def test_split_decode_combines_parts_exactly(monkeypatch, name):
    """Every SPLIT_DECODE case (a ragged last part, BSHD and BHSD, batches of
    one and two, GQA and MHA, d up to 256), not causal and bottom-right
    causal, split as on 132 multiprocessors, against float64."""
    _ReferenceKernel.launches = []
    monkeypatch.setattr(attn_torch, "_kernel_for", lambda *a, **k: _ReferenceKernel())
    monkeypatch.setattr(attn_torch, "_multiprocessors", lambda device: 132)
    monkeypatch.setattr(attn_torch, "_chip", lambda device: "sm_90a")
    monkeypatch.setattr(attn_torch, "EAGER_SPLIT_MIN_KEYS", 0)
    monkeypatch.setattr(attn_torch, "_DTYPES", {torch.float64: "f16", **attn_torch._DTYPES})
    monkeypatch.setattr(torch.cuda, "is_current_stream_capturing", lambda: False)
    _, b, hq, hk, n, d, layout = SPLIT_DECODE[name]
    g = torch.Generator().manual_seed(n)

    def rand(h, length):
        if layout == "bshd":
            return torch.randn(b, length, h, d, generator=g, dtype=torch.float64).transpose(1, 2)
        return torch.randn(b, h, length, d, generator=g, dtype=torch.float64)

    q, k, v = rand(hq, 1), rand(hk, n), rand(hk, n)
    fake = [t.as_subclass(_CudaLooking) for t in (q, k, v)]
    assert attn_torch.split_plan(*fake) is not None
    kk, vv = (t.repeat_interleave(hq // hk, dim=1) for t in (k, v))
    expected = torch.softmax(q @ kk.transpose(-1, -2) * d ** -0.5, dim=-1) @ vv
    for causal in (False, True):
        with torch.no_grad():
            out = attn_torch.attention(*fake, is_causal=causal, enable_gqa=hq != hk,
                                       causal_alignment="bottom_right" if causal else None)
        # The parts' LSEs are f32, as the kernel writes them: their weights
        # are exact to f32's rounding.
        assert out.shape == (b, hq, 1, d)
        assert torch.allclose(out.double(), expected, atol=1e-6), (name, causal)
    # Split: parts of whole key blocks, each launch fewer keys than all.
    assert _ReferenceKernel.launches and all(
        shape[2] < n for shape in _ReferenceKernel.launches)
