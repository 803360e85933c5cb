"""Independent reference semantics of attn.attention, in float64 numpy.

Nothing here shares code with the compiler: it is the plain textbook
definition, materialising the whole score matrix (in float64, but for the
f32 rounding of a score plus an additive mask).
"""

import numpy as np


def _probabilities(q, k, scale, mask, causal, causal_offset):
    """(P, LSE [..., M, 1]) of the masked, scaled scores, in float64."""
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * np.float64(scale)
    m_len, n_len = s.shape[-2], s.shape[-1]
    if mask is not None:
        mask = np.asarray(mask)
        if mask.dtype == np.bool_:
            s = np.where(mask, s, -np.inf)
        else:
            # attn.attention's scores are f32: the sum with an additive mask
            # is rounded like one. At the float limit (a mask of
            # torch.finfo(float32).min) the score is absorbed, so that a row
            # hidden by finite masks alone weighs its keys equally, as in
            # PyTorch; float64 would keep the scores apart.
            s = (s.astype(np.float32) + mask.astype(np.float32)).astype(np.float64)
    if causal is not None:
        diagonal = causal_offset + (n_len - m_len if causal == "bottom_right" else 0)
        rows = np.arange(m_len)[:, None]
        cols = np.arange(n_len)[None, :]
        s = np.where(cols <= rows + diagonal, s, -np.inf)
    # No key at all (N = 0): every row is fully masked.
    row_max = np.max(s, axis=-1, keepdims=True, initial=-np.inf)
    empty = np.isneginf(row_max)
    safe_max = np.where(empty, 0.0, row_max)
    e = np.exp(s - safe_max)
    total = np.sum(e, axis=-1, keepdims=True)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = np.where(total > 0, e / np.where(total > 0, total, 1.0), 0.0)
        lse = np.where(total > 0, safe_max + np.log(np.where(total > 0, total, 1.0)), -np.inf)
    return p, lse


def sdpa(q, k, v, scale, mask=None, causal=None, causal_offset=0):
    """Scaled-dot-product attention on canonical arrays.

    q: [..., M, D], k: [..., N, D], v: [..., N, Dv] (leading dims broadcast),
    mask: None, a bool array (False = masked) or an additive float array,
    broadcastable to [..., M, N]; causal: None, "top_left" or "bottom_right".
    Returns (out [..., M, Dv], lse [..., M]) in float64. Rows without a
    visible key give out = 0 and lse = -inf.
    """
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    v = np.asarray(v, dtype=np.float64)
    p, lse = _probabilities(q, k, scale, mask, causal, causal_offset)
    out = np.matmul(p, v)
    return out, lse[..., 0]


def sdpa_backward(q, k, v, grad_out, scale, mask=None, causal=None, causal_offset=0):
    """The gradients (dq, dk, dv) of sum(sdpa(q, k, v, ...)[0] * grad_out)
    with respect to q, k and v, in float64, on the arrays sdpa takes (k and
    v broadcast over leading dims of q: their gradients are summed over the
    dims they were broadcast along). The probabilities are recomputed here,
    and D = rowsum(P * dP) is used rather than the forward's output, so
    nothing is shared with a kernel's inputs but q, k, v and grad_out.
    Rows without a visible key contribute nothing."""
    q = np.asarray(q, dtype=np.float64)
    k = np.asarray(k, dtype=np.float64)
    v = np.asarray(v, dtype=np.float64)
    do = np.asarray(grad_out, dtype=np.float64)
    p, _ = _probabilities(q, k, scale, mask, causal, causal_offset)
    dv = np.matmul(np.swapaxes(p, -1, -2), do)
    dp = np.matmul(do, np.swapaxes(v, -1, -2))
    ds = p * (dp - np.sum(p * dp, axis=-1, keepdims=True))
    dq = np.matmul(ds, k) * np.float64(scale)
    dk = np.matmul(np.swapaxes(ds, -1, -2), q) * np.float64(scale)

    def unbroadcast(grad, shape):
        # Sum over the leading dims the operand was broadcast along.
        while grad.ndim > len(shape):
            grad = grad.sum(axis=0)
        for axis, size in enumerate(shape):
            if size == 1 and grad.shape[axis] != 1:
                grad = grad.sum(axis=axis, keepdims=True)
        return grad

    return dq, unbroadcast(dk, k.shape), unbroadcast(dv, v.shape)
