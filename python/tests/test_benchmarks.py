"""The benchmark driver's options (no GPU needed: only what runs before
PyTorch is imported)."""

import os
import subprocess
import sys

from conftest import ROOT, needs_compiler

SWEEP = os.path.join(ROOT, "benchmarks", "sweep.py")


@needs_compiler()
def test_sweep_precompiles_the_head_dims_it_is_given(tmp_path):
    env = dict(os.environ, ATTN_MLIR_CACHE=str(tmp_path))
    out = subprocess.run([sys.executable, SWEEP, "--precompile", "--head-dims", "32,96"],
                         env=env, capture_output=True, text=True, check=True)
    # bf16 and f16, causal and not, per head dim.
    assert out.stdout.count("compiled") == 8
    assert "d=32" in out.stdout and "d=96" in out.stdout
    # Each with the two variants attn_mlir.torch may launch instead (64-row
    # tiles, and those with 128-key blocks).
    manifests = [n for n in os.listdir(tmp_path) if n.endswith(".json")]
    assert len(manifests) == 8 * 3


def test_sweep_rejects_unknown_backends():
    out = subprocess.run([sys.executable, SWEEP, "--backends", "attn-mlir,flash3"],
                         capture_output=True, text=True)
    assert out.returncode == 2
    assert "unknown backends ['flash3']" in out.stderr


def test_sweep_times_backends_interleaved_and_keeps_the_best_round():
    sys.path.insert(0, os.path.dirname(SWEEP))
    try:
        import sweep
    finally:
        sys.path.remove(os.path.dirname(SWEEP))
    order, results = [], {"a": [3.0, 1.0], "b": [2.0, 4.0], "c": [5.0, 5.0]}

    def timer(name):
        def run():
            order.append(name)
            return results[name].pop(0)
        return run

    best = sweep.interleaved_best({name: timer(name) for name in "abc"}, rounds=2)
    # The second round runs in the reverse order: no backend always goes first.
    assert order == ["a", "b", "c", "c", "b", "a"]
    assert best == {"a": 1.0, "b": 2.0, "c": 5.0}
    assert list(best) == ["a", "b", "c"]
