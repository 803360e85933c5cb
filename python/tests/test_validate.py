"""The argument rules of attn_mlir.validate, without a compiler or PyTorch:
options by type (a string is not a bool), the scale, autograd."""

import math
import re

import numpy as np
import pytest

from attn_mlir import validate
from attn_mlir.attention import Signature


@pytest.mark.parametrize("value", ["no", "False", "", 0, 1, None, 1.0, [True]])
def test_flags_are_bools_only(value):
    with pytest.raises(TypeError,
                       match=re.escape(f"raise_attention must be True or False, got {value!r}")):
        validate.flag("raise_attention", value)


def test_flags_accept_bools():
    assert validate.flag("causal", True) is True
    assert validate.flag("causal", False) is False


@pytest.mark.parametrize("value, error, message", [
    ("32", TypeError, "tile_m must be an integer, got '32'"),
    (True, TypeError, "tile_m must be an integer, got True"),
    (32.0, TypeError, "tile_m must be an integer, got 32.0"),
    (None, TypeError, "tile_m must be an integer, got None"),
    (-1, ValueError, r"tile_m must be an integer in \[0, 9223372036854775807\], got -1"),
    (2 ** 63, ValueError, "got 9223372036854775808"),
    (2 ** 70, ValueError, "got 1180591620717411303424"),
])
def test_integers_are_checked_not_wrapped(value, error, message):
    with pytest.raises(error, match=message):
        validate.integer("tile_m", value)


def test_integers_accept_numpy_integers():
    assert validate.integer("tile_m", np.int64(32)) == 32
    assert type(validate.integer("tile_m", np.int32(8))) is int


@pytest.mark.parametrize("value, error, message", [
    (float("nan"), ValueError, "scale must be finite"),
    (float("inf"), ValueError, "scale must be finite"),
    (-float("inf"), ValueError, "scale must be finite"),
    (1e39, ValueError, "scale must be finite .as a float32."),
    ("0.125", TypeError, "scale must be a real number, got '0.125'"),
    (True, TypeError, "scale must be a real number, got True"),
    (1j, TypeError, "scale must be a real number"),
    ([0.1], TypeError, "scale must be a real number"),
])
def test_scales_are_finite_real_numbers(value, error, message):
    with pytest.raises(error, match=message):
        validate.scale(value, 64)


def test_scale_none_is_one_over_sqrt_head_dim():
    assert validate.scale(None, 64) == 0.125
    assert validate.scale(None, 48) == 1 / math.sqrt(48)
    assert validate.scale(np.float32(0.5), 64) == 0.5
    assert validate.scale(-2, 64) == -2.0
    with pytest.raises(ValueError, match="head dim must be an integer in"):
        validate.scale(None, 0)


@pytest.mark.parametrize("kwargs, error, message", [
    ({"causal": "no"}, TypeError, "causal must be True or False, got 'no'"),
    ({"gqa": 1}, TypeError, "gqa must be True or False, got 1"),
    ({"chip": 90}, TypeError, "chip must be a string, got 90"),
    ({"head_dim": "64"}, TypeError, "head_dim must be an integer, got '64'"),
    ({"value_dim": 64.0}, TypeError, "value_dim must be an integer, got 64.0"),
    ({"head_dim": True}, TypeError, "head_dim must be an integer, got True"),
    ({"head_dim": 0}, ValueError, "head_dim = 0; GPU kernels support 1..256"),
    ({"causal_alignment": "bottom-right"}, ValueError,
     "causal alignment 'bottom-right'; expected 'top_left' or 'bottom_right'"),
])
def test_signatures_check_their_fields(kwargs, error, message):
    fields = dict(dtype="f16", head_dim=64, value_dim=64)
    fields.update(kwargs)
    with pytest.raises(error, match=message):
        Signature(**fields)
