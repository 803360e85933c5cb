"""Runs a function of a shared library linked from `attn-compile
--target=host` output (through attn_mlir.cpu.load_library: no compiler in
the process) on the project's deterministic inputs, argument i being
gen_numpy(shape, seed=i+1, mag=2.0) as for attn_mlir.checkmodel, and
compares its result with the values PyTorch printed at export time.

Prints `max_abs_err=<e> tol=<t>` and PASS or FAIL (exit 1)."""

import argparse
import sys

import numpy as np

from attn_mlir import capi
from attn_mlir.check import gen_numpy
from attn_mlir.checkmodel import TOLERANCE
from attn_mlir.cpu import bf16_bits, load_library


def main():
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--library", required=True)
    p.add_argument("--manifest", required=True)
    p.add_argument("--func", default="forward")
    p.add_argument("--expected", required=True)
    p.add_argument("--dynamic-size", type=int, default=16)
    args = p.parse_args()

    # The library runs without the compiler: refuse to load it.
    capi.compiler = None
    fn = load_library(args.library, args.manifest, args.func)
    inputs = []
    for i, param in enumerate(fn.params):
        dtype, shape = param
        shape = [args.dynamic_size if s < 0 else s for s in shape]
        kind = "bool" if dtype == "i1" else "data"
        values = gen_numpy(shape, seed=i + 1, mag=1.0 if kind == "bool" else 2.0, kind=kind)
        if dtype == "bf16":
            inputs.append(bf16_bits(values.astype(np.float32)))
        elif dtype == "i1":
            inputs.append(values.astype(np.bool_))
        else:
            inputs.append(values.astype({"f32": np.float32, "f16": np.float16}[dtype]))
    got = fn(*inputs)
    element = fn.results[0][0]
    if element == "bf16":
        got = (got.astype(np.uint32) << 16).view(np.float32)
    got = got.astype(np.float64).ravel()
    expected = np.load(args.expected).astype(np.float64).ravel()
    tol = TOLERANCE[element] * max(1.0, float(np.max(np.abs(expected))))
    if got.shape != expected.shape:
        print(f"FAIL: the library returned {got.size} values, PyTorch printed {expected.size}")
        return 1
    err = float(np.max(np.abs(got - expected)))
    ok = err <= tol and bool(np.all(np.isfinite(got)))
    print(f"max_abs_err={err:.3e} tol={tol:.1e}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
