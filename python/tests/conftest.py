"""Shared fixtures: the package from this checkout, the C API library of
the build tree, a private kernel cache per test."""

import os
import sys

import pytest

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(ROOT, "python"))
INPUTS = os.path.join(ROOT, "test", "Tools", "Inputs")


def read_input(name):
    with open(os.path.join(INPUTS, name)) as f:
        return f.read()


@pytest.fixture
def cache_dir(tmp_path):
    return str(tmp_path / "cache")


def needs_compiler():
    from attn_mlir import capi
    return pytest.mark.skipif(not capi.available(),
                              reason="libAttnCAPI.so not built (set ATTN_MLIR_LIBRARY)")
