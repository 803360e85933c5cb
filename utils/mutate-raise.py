#!/usr/bin/env python3
"""Mutation run of the raise pass and the CPU pipeline on frontend graphs.

Takes attention graphs (the torch-mlir corpus by default), makes N variants
by small textual mutations a frontend could produce (comparison predicates,
constants at the float limits, operand order, softmax dims, permutations,
element types, sizes), and runs each through `attn-opt
--attn-raise-from-linalg` and then `attn-to-llvm-pipeline`. A variant may be
invalid IR (the tools must then print a diagnostic and fail) or valid (the
tools must succeed or refuse it with a diagnostic); a crash (a signal, an
"LLVM ERROR", an assertion or a stack dump) is a finding. Prints a summary
and the findings; exits 1 if there are any.

  python3 utils/mutate-raise.py --attn-opt build/bin/attn-opt --variants 400
"""

import argparse
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

MUTATIONS = []


def mutation(fn):
    MUTATIONS.append(fn)
    return fn


def pick(rng, pattern, text):
    spans = [m for m in re.finditer(pattern, text)]
    return rng.choice(spans) if spans else None


def replace(text, m, new, group=0):
    return text[:m.start(group)] + new + text[m.end(group):]


@mutation
def predicate(rng, text):
    m = pick(rng, r"arith\.cmp[if] (\w+)", text)
    preds = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"] \
        if "cmpi" in (m.group(0) if m else "") else \
        ["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une", "ult", "ule", "ugt", "uge"]
    return replace(text, m, rng.choice(preds), 1) if m else None


@mutation
def float_constant(rng, text):
    m = pick(rng, r"arith\.constant (?:dense<)?(-?[0-9.]+(?:[eE][-+]?[0-9]+)?|0x[0-9A-F]+)", text)
    values = ["0.000000e+00", "-3.40282347E+38", "0xFF800000", "0x7FC00000", "1.000000e+30",
              "-1.000000e+30", "-6.550400e+04", "1.000000e+00", "-1.000000e+04", "2.0"]
    return replace(text, m, rng.choice(values), 1) if m else None


@mutation
def int_constant(rng, text):
    m = pick(rng, r"arith\.constant (-?[0-9]+) : (?:i64|index|i32)", text)
    return replace(text, m, str(rng.choice([0, 1, -1, 2, 7, 1 << 31])), 1) if m else None


@mutation
def swap_inputs(rng, text):
    m = pick(rng, r"ins\((%[\w.]+), (%[\w.]+) :", text)
    if not m:
        return None
    return text[:m.start(1)] + m.group(2) + ", " + m.group(1) + text[m.end(2):]


@mutation
def softmax_dim(rng, text):
    m = pick(rng, r"dimension\((\d+)\)", text)
    return replace(text, m, str(rng.randrange(4)), 1) if m else None


@mutation
def permutation(rng, text):
    m = pick(rng, r"permutation = \[([0-9, ]+)\]", text)
    if not m:
        return None
    p = [int(x) for x in m.group(1).split(",")]
    rng.shuffle(p)
    return replace(text, m, ", ".join(map(str, p)), 1)


@mutation
def map_result(rng, text):
    m = pick(rng, r"#map\d* = affine_map<\(([^)]*)\) -> \(([^)]*)\)>", text)
    if not m or not m.group(2).strip():
        return None
    dims = [d.strip() for d in m.group(1).split(",")]
    res = [r.strip() for r in m.group(2).split(",")]
    i = rng.randrange(len(res))
    res[i] = rng.choice(dims + ["0"])
    return replace(text, m, ", ".join(res), 2)


@mutation
def iterator(rng, text):
    m = pick(rng, r'"(parallel|reduction)"', text)
    return replace(text, m, "reduction" if m.group(1) == "parallel" else "parallel", 1) if m else None


@mutation
def arith_op(rng, text):
    m = pick(rng, r"arith\.(addf|subf|mulf|divf|maximumf|maxnumf)", text)
    return replace(text, m, rng.choice(["addf", "subf", "mulf", "divf", "maximumf"]), 1) if m else None


@mutation
def math_op(rng, text):
    m = pick(rng, r"math\.(exp|log)\b", text)
    return replace(text, m, rng.choice(["exp", "log", "exp2", "sqrt"]), 1) if m else None


@mutation
def size(rng, text):
    m = pick(rng, r"tensor<(\d+)x", text)
    return replace(text, m, str(rng.choice([0, 1, 3, 16, 17])), 1) if m else None


def run(cmd, stdin=None, timeout=120):
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "timeout"
    return p.returncode, p.stdout + p.stderr


CRASH = re.compile(r"LLVM ERROR|Assertion|Stack dump|PLEASE submit a bug report|"
                   r"Segmentation fault|AddressSanitizer|UndefinedBehaviorSanitizer")


def crashed(rc, out):
    return rc is None or rc < 0 or rc >= 128 or bool(CRASH.search(out))


def main(argv=None):
    here = os.path.dirname(os.path.abspath(__file__))
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--attn-opt", default=os.path.join(here, "..", "build", "bin", "attn-opt"))
    p.add_argument("--inputs", nargs="*", help="MLIR files (default: the torch-mlir corpus)")
    p.add_argument("--variants", type=int, default=400)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--keep", help="a folder to write the crashing variants to")
    args = p.parse_args(argv)
    inputs = args.inputs or sorted(glob.glob(os.path.join(
        here, "..", "test", "Integration", "CPU", "raise", "torch-mlir", "*.mlir")))
    texts = [(f, open(f).read()) for f in inputs]
    rng = random.Random(args.seed)
    counts = {"invalid": 0, "raised": 0, "not raised": 0, "pipeline refused": 0, "lowered": 0}
    findings = []
    for i in range(args.variants):
        name, text = rng.choice(texts)
        variant = None
        for _ in range(rng.randint(1, 3)):
            out = rng.choice(MUTATIONS)(rng, variant or text)
            variant = out or variant
        if variant is None:
            variant = text
        rc, out = run([args.attn_opt, "--attn-raise-from-linalg", "-"], variant)
        if crashed(rc, out):
            findings.append((i, name, "raise", out[-2000:], variant))
            continue
        if rc != 0:
            if "error" not in out:
                findings.append((i, name, "raise failed without a diagnostic", out[-2000:], variant))
            counts["invalid"] += 1
            continue
        counts["raised" if "attn.attention" in out else "not raised"] += 1
        rc2, out2 = run([args.attn_opt, "--pass-pipeline=builtin.module(attn-to-llvm-pipeline)",
                         "-", "-o", os.devnull], out)
        if crashed(rc2, out2):
            findings.append((i, name, "pipeline", out2[-2000:], variant))
        elif rc2 != 0:
            if "error" not in out2:
                findings.append((i, name, "pipeline failed without a diagnostic", out2[-2000:],
                                 variant))
            counts["pipeline refused"] += 1
        else:
            counts["lowered"] += 1
    print(f"{args.variants} variants of {len(texts)} graphs: " +
          ", ".join(f"{v} {k}" for k, v in counts.items()) + f", {len(findings)} findings")
    for i, name, stage, out, variant in findings:
        print(f"--- variant {i} of {os.path.basename(name)}: {stage}\n{out}")
        if args.keep:
            os.makedirs(args.keep, exist_ok=True)
            with open(os.path.join(args.keep, f"variant-{i}.mlir"), "w") as f:
                f.write(variant)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
