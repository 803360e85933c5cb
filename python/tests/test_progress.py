"""attn_mlir.progress: the progress line of long CPU and Vulkan runs."""

import time

import numpy as np
import pytest
from conftest import needs_compiler
from test_compile import LINALG

import attn_mlir
from attn_mlir import progress, vulkan


def test_enabled_follows_the_argument_then_the_environment_then_the_terminal(monkeypatch):
    monkeypatch.delenv("ATTN_MLIR_PROGRESS", raising=False)
    monkeypatch.setattr(progress, "_is_terminal", lambda: False)
    assert (progress.enabled(), progress.enabled(True), progress.enabled(False)) == (
        False, True, False)
    monkeypatch.setattr(progress, "_is_terminal", lambda: True)
    assert progress.enabled() and not progress.enabled(False)
    monkeypatch.setenv("ATTN_MLIR_PROGRESS", "0")
    assert not progress.enabled() and progress.enabled(True)
    monkeypatch.setenv("ATTN_MLIR_PROGRESS", "1")
    monkeypatch.setattr(progress, "_is_terminal", lambda: False)
    assert progress.enabled()


def test_terminal_line_is_redrawn_and_stays(monkeypatch, capsys):
    monkeypatch.setattr(progress, "_is_terminal", lambda: True)
    monkeypatch.setattr(progress, "TERMINAL_DELAY", 0.0)
    monkeypatch.setattr(progress, "REDRAW", 0.01)
    with progress.running("working"):
        time.sleep(0.1)
    err = capsys.readouterr().err
    assert err.count("\r\033[Kattn_mlir: working, ") >= 2
    assert err.endswith(" s\n")
    # A short run leaves nothing.
    monkeypatch.setattr(progress, "TERMINAL_DELAY", 10.0)
    with progress.running("quick"):
        pass
    assert capsys.readouterr().err == ""


@needs_compiler()
def test_cpu_run_reports_when_asked(capsys):
    fn = attn_mlir.compile(LINALG.replace("f16", "f32"), target="cpu")
    q, k, v = (np.ones((2, 16, 8), np.float32) for _ in range(3))
    fn(q, k, v, progress=True)
    assert capsys.readouterr().err.startswith("attn_mlir: running @attention on the CPU, ")
    fn(q, k, v, progress=False)
    fn(q, k, v)  # not a terminal: off by default
    assert capsys.readouterr().err == ""


@needs_compiler()
@pytest.mark.skipif(not vulkan.available(), reason="no Vulkan device")
def test_vulkan_run_reports_when_asked(capsys):
    kernel = attn_mlir.compile(LINALG, target="spirv")
    q, k, v = (np.ones((2, 16, 8), np.float16) for _ in range(3))
    kernel(q=q, k=k, v=v, progress=True)
    err = capsys.readouterr().err
    assert err.startswith("attn_mlir: running ") and "on Vulkan (1 dispatches), " in err
    assert err.endswith(", done\n")
    kernel(q=q, k=k, v=v)
    assert capsys.readouterr().err == ""
