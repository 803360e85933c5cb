"""Checks of what users pass in: the options of `compile` and of kernel
calls, the attention scale, and autograd. One place for each rule, so that
every entry point refuses the same inputs with the same words.

Python's truthiness and float() are not checks: bool("no") is True,
float("0.5") is 0.5, ctypes wraps an int that does not fit 64 bits, and
numpy turns None into NaN. Nothing here imports torch, so the rules are
tested without it.
"""

import math
import numbers

INT64_MAX = 2 ** 63 - 1
# The largest finite float32: scales travel to the kernels as f32.
F32_MAX = 3.4028234663852886e38


def flag(name: str, value) -> bool:
    """`value` when it is a bool; TypeError otherwise (a string such as
    'no', or 0/1, is refused rather than taken by its truthiness)."""
    if isinstance(value, bool):
        return value
    raise TypeError(f"{name} must be True or False, got {value!r}")


def integer(name: str, value, minimum: int = 0, maximum: int = INT64_MAX) -> int:
    """`value` as an int when it is an integer (Python or numpy, not a bool)
    in [minimum, maximum]; TypeError or ValueError saying which otherwise."""
    if isinstance(value, bool) or not isinstance(value, numbers.Integral):
        raise TypeError(f"{name} must be an integer, got {value!r}")
    value = int(value)
    if not minimum <= value <= maximum:
        raise ValueError(f"{name} must be an integer in [{minimum}, {maximum}], got {value}")
    return value


def string(name: str, value) -> str:
    """`value` when it is a str; TypeError otherwise."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a string, got {value!r}")
    return value


def real(name: str, value) -> float:
    """`value` as a float when it is a real number (not a bool, a string or
    None); TypeError otherwise."""
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise TypeError(f"{name} must be a real number, got {value!r}")
    return float(value)


def scale(value, head_dim) -> float:
    """The attention scale: None gives 1/sqrt(head_dim) (as
    scaled_dot_product_attention does); otherwise a real number that is
    finite as a float32. `head_dim` is only read for None."""
    if value is None:
        head_dim = integer("head dim", head_dim, minimum=1)
        return 1.0 / math.sqrt(head_dim)
    value = real("scale", value)
    if not math.isfinite(value) or abs(value) > F32_MAX:
        raise ValueError(f"scale must be finite (as a float32), got {value!r}")
    return value


def page_table_problem(seq_lens, block_table, pages, page_size):
    """Why a paged KV cache's tables do not fit it, or None: each sequence's
    length within the room its row of the block table gives, and the pages
    it uses within the cache's `pages`. seq_lens [B] and block_table [B, P]
    are integer numpy arrays."""
    if block_table.shape[0] != seq_lens.shape[0]:
        return (f"block_table has {block_table.shape[0]} rows but seq_lens "
                f"{seq_lens.shape[0]} sequences")
    room = block_table.shape[1] * page_size
    for s, n in enumerate(seq_lens.tolist()):
        if n < 0 or n > room:
            return (f"seq_lens[{s}] = {n}: sequence {s} has room for {room} keys in its "
                    f"{block_table.shape[1]} pages of {page_size}")
        used = block_table[s, :-(-n // page_size)] if page_size else block_table[s, :0]
        bad = [int(p) for p in used.tolist() if not 0 <= p < pages]
        if bad:
            return f"block_table[{s}] names page {bad[0]}, outside the cache's {pages} pages"
    return None

