"""Independent reference semantics of attn.attention, in float64 numpy.

Nothing here shares code with the compiler: it is the plain textbook
definition, materialising the whole score matrix (in float64, but for the
f32 rounding of a score plus an additive mask).
"""

import numpy as np


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
    out = np.matmul(p, v)
    return out, lse[..., 0]
