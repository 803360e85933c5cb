"""Run an exported model function through the CPU pipeline, raised and not.

Fills every argument of `@FUNC` in an MLIR file (an exported PyTorch
module, say) with the project's deterministic inputs: argument i is
`gen_numpy(shape, seed=i+1, mag=2.0)` (booleans: kind "bool"), the contract
the corpus export script uses. Runs the function through
`attn-to-llvm-pipeline` (which raises attention) and through the same
pipeline with raising off, and compares both with the values PyTorch
printed at export time (`--expected FILE.npy`).

Prints `raised=<attn.attention ops after raising> max_abs_err=<raised vs
PyTorch> unraised_err=<unraised vs PyTorch> tol=<t>` and `PASS` or `FAIL`.

  python3 -m attn_mlir.checkmodel --input gpt2.mlir --expected gpt2.expected.npy \\
      --expect-raised 1
"""

import argparse
import re
import subprocess
import sys

import numpy as np

from attn_mlir.check import (Emitter, emit_gen, emit_print, gen_numpy,
                             parse_memrefs, run_pipeline, tensor_type)

# Absolute tolerances relative to max(1, max |expected|): raising computes
# in f32 what the graph may round to f16/bf16 between ops.
TOLERANCE = {"f32": 1e-4, "f16": 4e-3, "bf16": 3e-2}

ARG = re.compile(r"%[\w.]+\s*:\s*tensor<((?:[0-9?]+x)*)(f16|bf16|f32|f64|i1)>")


def signature(text, func):
    """The argument (shape, dtype) list and the result type of `@func`."""
    m = re.search(r"func\.func\s+@" + re.escape(func) + r"\s*\(([^)]*)\)\s*->\s*([^{]*)\{",
                  text)
    if not m:
        sys.exit(f"error: no function @{func}")
    args = []
    for dims, dtype in ARG.findall(m.group(1)):
        args.append(([d for d in dims.split("x") if d], dtype))
    res = re.match(r"\s*\(?\s*tensor<((?:[0-9?]+x)*)(f16|bf16|f32)>", m.group(2))
    if not res:
        sys.exit(f"error: @{func} must return one f16, bf16 or f32 tensor")
    return args, ([d for d in res.group(1).split("x") if d], res.group(2))


def concrete(dims, size):
    return [size if d == "?" else int(d) for d in dims]


def build(text, func, args, result, dynamic_size):
    e = Emitter()
    values, types = [], []
    for i, (dims, dtype) in enumerate(args):
        shape = concrete(dims, dynamic_size)
        kind = "bool" if dtype == "i1" else "data"
        v = emit_gen(e, shape, dtype, i + 1, 1.0 if kind == "bool" else 2.0, kind)
        ty = tensor_type([None if d == "?" else int(d) for d in dims], dtype)
        if "?" in dims:
            c = e.fresh("dyn")
            e.emit(f"{c} = tensor.cast {v} : {tensor_type(shape, dtype)} to {ty}")
            v = c
        values.append(v)
        types.append(ty)
    rdims, rtype = result
    rty = tensor_type([None if d == "?" else int(d) for d in rdims], rtype)
    e.emit(f"%r = func.call @{func}({', '.join(values)}) : ({', '.join(types)}) -> {rty}")
    out = "%r"
    if "?" in rdims:
        shape = concrete(rdims, dynamic_size)
        e.emit(f"%rs = tensor.cast %r : {rty} to {tensor_type(shape, rtype)}")
        out = "%rs"
    emit_print(e, out, concrete(rdims, dynamic_size), rtype)
    head = ["func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}"]
    # The harness goes inside the module, before its closing brace.
    body = head + ["func.func @main() {"] + e.lines + ["    return", "}"]
    end = text.rindex("}", 0, text.index("{-#") if "{-#" in text else len(text))
    return text[:end] + "\n".join(body) + "\n" + text[end:]


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--input", required=True)
    p.add_argument("--expected", required=True, help=".npy of PyTorch's output")
    p.add_argument("--func", default="forward")
    p.add_argument("--dynamic-size", type=int, default=16,
                   help="the size every dynamic dim is given")
    p.add_argument("--expect-raised", type=int, default=1,
                   help="attn.attention ops the raise must produce")
    p.add_argument("--attn-opt", default="attn-opt")
    p.add_argument("--runner", default="mlir-runner")
    p.add_argument("--lib-dir", default="/usr/lib/llvm-22/lib")
    args = p.parse_args(argv)

    with open(args.input) as f:
        text = f.read()
    fargs, result = signature(text, args.func)
    module = build(text, args.func, fargs, result, args.dynamic_size)
    expected = np.load(args.expected).astype(np.float64).ravel()

    raise_only = subprocess.run(
        [args.attn_opt, "--pass-pipeline=builtin.module(func.func(attn-raise-from-linalg))",
         args.input], capture_output=True, text=True)
    if raise_only.returncode != 0:
        sys.stderr.write(raise_only.stderr)
        sys.exit("error: attn-raise-from-linalg failed")
    raised = len(re.findall(r"= attn\.attention\b", raise_only.stdout))

    def run(pipeline):
        ns = argparse.Namespace(attn_opt=args.attn_opt, runner=args.runner,
                                lib_dir=args.lib_dir, pipeline=pipeline)
        arrays, _ = parse_memrefs(run_pipeline(module, ns))
        return arrays[0]

    got = run("attn-to-llvm-pipeline")
    ref = run("attn-to-llvm-pipeline{raise=0}")
    tol = TOLERANCE[result[1]] * max(1.0, float(np.max(np.abs(expected))))
    if got.shape != expected.shape or ref.shape != expected.shape:
        print(f"FAIL: output has {got.size} values, PyTorch printed {expected.size}")
        return 1
    err = float(np.max(np.abs(got - expected)))
    uerr = float(np.max(np.abs(ref - expected)))
    ok = raised == args.expect_raised and err <= tol and uerr <= tol and \
        bool(np.all(np.isfinite(got)))
    print(f"raised={raised} max_abs_err={err:.3e} unraised_err={uerr:.3e} tol={tol:.1e}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
