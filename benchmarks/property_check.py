"""Random attn.attention configurations, compiled and checked against the
float64 reference: the combinations nobody wrote a test for.

    # where the compiler is (writes DIR/cases.json and the kernels):
    python3 benchmarks/property_check.py prepare DIR --target nvvm|spirv \\
        [--count 60] [--seed 1] [--max-n 2048]
    # where the GPU is (or lavapipe: --backend vulkan):
    python3 benchmarks/property_check.py run DIR [--attn-run PATH]

Each case draws an element type, head dims (multiples of 8 and odd ones),
one to three batch dims in a random order around the sequence dim (BHSD,
BSHD, ...), GQA (a query-only batch dim), causal top-left or bottom-right,
a boolean or additive mask indexing a random subset of the batch dims
(broadcast over the others), LSE, and the compiler's options (kernel,
chip, tiles, lanes per row). `prepare` compiles it with attn-compile: a
kernel, or a clean refusal (exit 1 with a diagnostic); anything else (a
crash, an assertion) is a failure. It then draws three shapes per kernel
(ragged sequence lengths, one query row, more queries than keys, keys past
the float limit in masks, fully masked rows) and `run` checks each with
`attn-run --check` (every row of small problems against a float64
reference). Prints one line per check and a summary; exits 1 on any
failure.
"""

import argparse
import json
import os
import random
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def draw_source(r):
    """A random attention function and what was drawn."""
    dtype = r.choice(["f16", "bf16", "f32"])
    d = r.choice([16, 32, 40, 64, 64, 72, 96, 128, 128, 160, 256, 3, 12])
    dv = d if r.random() < 0.75 else r.choice([8, 32, 64, 128])
    nbatch = r.choice([1, 2, 2, 3])
    gqa = nbatch >= 2 and r.random() < 0.4
    batch = [f"b{i}" for i in range(nbatch)]
    group = batch[-1] if gqa else None
    kv_batch = [b for b in batch if b != group]
    loops = batch + ["m", "n", "k1", "k2"]

    def place(dims, seq):
        # The sequence dim at a random place among the batch dims; the head
        # dim last.
        at = r.randrange(len(dims) + 1)
        return dims[:at] + [seq] + dims[at:]

    q_dims = place(batch, "m")
    # K and V share a layout, as frontends write them.
    k_dims = place(kv_batch, "n")
    o_dims = q_dims if r.random() < 0.7 else place(batch, "m")
    mask = r.choice([None, None, "bool", "additive"])
    mask_dims = None
    if mask:
        kept = [b for b in batch if r.random() < 0.6]
        mask_dims = kept + ["m", "n"]
    causal = r.choice([None, None, "top_left", "bottom_right"])
    lse = r.random() < 0.4
    sizes = {"k1": d, "k2": dv}

    def ty(dims, elem):
        return "tensor<" + "".join(f"{sizes.get(x, '?')}x" for x in dims) + f"{elem}>"

    def amap(dims):
        return f"affine_map<({', '.join(loops)}) -> ({', '.join(dims)})>"

    q_t, k_t = ty(q_dims + ["k1"], dtype), ty(k_dims + ["k1"], dtype)
    v_t, o_t = ty(k_dims + ["k2"], dtype), ty(o_dims + ["k2"], dtype)
    args = [f"%q: {q_t}", f"%k: {k_t}", f"%v: {v_t}"]
    maps = [amap(q_dims + ["k1"]), amap(k_dims + ["k1"]), amap(k_dims + ["k2"])]
    clause = ""
    if mask:
        mask_t = ty(mask_dims, "i1" if mask == "bool" else dtype)
        args.append(f"%mask: {mask_t}")
        maps.append(amap(mask_dims))
        clause = f" mask(%mask : {mask_t})"
    args.append(f"%o: {o_t}")
    maps.append(amap(o_dims + ["k2"]))
    outs, types, res = "%o", o_t, "%r"
    if lse:
        lse_t = ty(o_dims, "f32")
        args.append(f"%l: {lse_t}")
        maps.append(amap(o_dims))
        outs, types, res = "%o, %l", f"{o_t}, {lse_t}", "%r:2"
    ret = "%r#0, %r#1" if lse else "%r"
    causal_clause = f" causal({causal})" if causal else ""
    text = (f"func.func @attention({', '.join(args)}, %s: f32) -> ({types}) {{\n"
            f"  {res} = attn.attention indexing_maps = [{', '.join(maps)}]{causal_clause}\n"
            f"      ins(%q, %k, %v, %s : {q_t}, {k_t}, {v_t}, f32){clause}\n"
            f"      outs({outs} : {types}) -> {types}\n"
            f"  return {ret} : {types}\n}}\n")
    what = dict(dtype=dtype, d=d, dv=dv, batch=nbatch, gqa=gqa, q=" ".join(q_dims),
                k=" ".join(k_dims), mask=mask, mask_dims=mask_dims and " ".join(mask_dims),
                causal=causal, lse=lse)
    return text, what


def draw_options(r, target, what):
    if target == "spirv":
        opts = ["--target=spirv", "--target-env=lavapipe"]
        lanes = [x for x in (1, 2, 4, 8) if what["d"] % x == 0 and what["dv"] % x == 0]
        if r.random() < 0.5:
            opts.append(f"--lanes-per-row={r.choice(lanes)}")
    else:
        chip = r.choice(["sm_80", "sm_90", "sm_90a"])
        kernels = ["auto", "simt"] if what["dtype"] == "f32" else ["auto", "auto", "mma", "simt"]
        if chip == "sm_90a" and what["dtype"] != "f32":
            kernels.append("wgmma")
        opts = ["--target=nvvm", f"--chip={chip}", f"--kernel={r.choice(kernels)}"]
    if r.random() < 0.35:
        opts.append(f"--tile-m={r.choice([16, 32, 64, 128])}")
    if r.random() < 0.35:
        opts.append(f"--tile-n={r.choice([16, 32, 64, 128])}")
    return opts


def draw_shapes(r, manifest, max_n, count=3):
    """`count` --shape strings for the manifest's dynamic loops, and the
    extra attn-run options of each check."""
    dynamic = [l["name"] for l in manifest["loops"] if l["size"] < 0]
    checks = []
    for i in range(count):
        m = r.choice([1, 1, 7, 64, 100, 129, 300, max_n // 2])
        n = r.choice([1, 2, 33, 128, 257, 640, max_n])
        if i == 0:
            m, n = r.choice([(177, 434), (434, 177), (64, 17), (1, max_n)])
        sizes = []
        for name in dynamic:
            value = {"m": m, "n": n}.get(name, r.choice([1, 2, 3]))
            sizes.append(f"{name}={value}")
        extra = []
        if r.random() < 0.3:
            extra.append("--masked-rows")
        if manifest.get("mask") not in (None, "none", "") and r.random() < 0.5:
            extra.append("--mask-fill=finfo-min")
        if r.random() < 0.3:
            extra.append(f"--scale={r.choice([0.001, 1.0, 3.0, 30.0])}")
        extra.append(f"--seed={r.randrange(1, 1000)}")
        checks.append({"shape": ",".join(sizes), "extra": extra})
    return checks


def prepare(args):
    os.makedirs(args.dir, exist_ok=True)
    compile_tool = args.attn_compile or os.path.join(ROOT, "build", "bin", "attn-compile")
    suffix = ".spv" if args.target == "spirv" else ".ptx"
    r = random.Random(args.seed)
    cases, failures = [], 0
    for i in range(args.count):
        text, what = draw_source(r)
        opts = draw_options(r, args.target, what)
        src = os.path.join(args.dir, f"case{i}.mlir")
        with open(src, "w") as f:
            f.write(text)
        out = os.path.join(args.dir, f"case{i}{suffix}")
        proc = subprocess.run([compile_tool, src, *opts, "-o", out], capture_output=True,
                              text=True)
        case = {"case": i, "what": what, "options": opts}
        if proc.returncode == 0:
            with open(out + ".json") as f:
                manifest = json.load(f)
            case["manifest"] = os.path.basename(out) + ".json"
            case["kernel"] = manifest.get("variant", manifest.get("kernel"))
            case["checks"] = draw_shapes(r, manifest, args.max_n)
        elif proc.returncode == 1 and "error:" in proc.stderr:
            case["refused"] = next(line for line in proc.stderr.splitlines()
                                   if "error:" in line)[:300]
        else:
            failures += 1
            case["crash"] = f"exit {proc.returncode}: {proc.stderr.strip()[-500:]}"
        status = ("kernel " + str(case.get("kernel")) if "manifest" in case
                  else "refused: " + case["refused"] if "refused" in case
                  else "CRASH " + case["crash"])
        print(f"case {i} {json.dumps(what)} {' '.join(opts)}: {status}", flush=True)
        cases.append(case)
    with open(os.path.join(args.dir, "cases.json"), "w") as f:
        json.dump({"target": args.target, "cases": cases}, f, indent=1)
    compiled = sum("manifest" in c for c in cases)
    print(f"prepared {compiled} kernels, {sum('refused' in c for c in cases)} refused, "
          f"{failures} crashed")
    return 1 if failures else 0


def run(args):
    with open(os.path.join(args.dir, "cases.json")) as f:
        data = json.load(f)
    tool = args.attn_run or os.path.join(ROOT, "build", "bin", "attn-run")
    passed = failed = 0
    for case in data["cases"]:
        if "manifest" not in case:
            continue
        manifest = os.path.join(args.dir, case["manifest"])
        for check in case["checks"]:
            cmd = [tool, manifest, "--check", "--iters=1", f"--shape={check['shape']}",
                   *check["extra"]]
            if args.backend:
                cmd.append(f"--backend={args.backend}")
            try:
                proc = subprocess.run(cmd, capture_output=True, text=True, timeout=args.timeout)
                ok = proc.returncode == 0
                tail = (proc.stdout + proc.stderr).strip().splitlines()[-1:] or [""]
            except subprocess.TimeoutExpired:
                ok, tail = False, ["timed out"]
            passed += ok
            failed += not ok
            print(f"{'PASS' if ok else 'FAIL'} case {case['case']} {case['kernel']} "
                  f"{json.dumps(case['what'])} {' '.join(case['options'])} "
                  f"--shape={check['shape']} {' '.join(check['extra'])}: {tail[0][:200]}",
                  flush=True)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="mode", required=True)
    p = sub.add_parser("prepare")
    p.add_argument("dir")
    p.add_argument("--target", choices=["nvvm", "spirv"], required=True)
    p.add_argument("--count", type=int, default=60)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-n", type=int, default=2048)
    p.add_argument("--attn-compile")
    q = sub.add_parser("run")
    q.add_argument("dir")
    q.add_argument("--attn-run")
    q.add_argument("--backend", choices=["cuda", "vulkan"])
    q.add_argument("--timeout", type=int, default=120)
    args = parser.parse_args()
    sys.exit(prepare(args) if args.mode == "prepare" else run(args))


if __name__ == "__main__":
    main()
