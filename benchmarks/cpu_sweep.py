"""Host CPU attention: ours (attn-to-llvm-pipeline through the JIT, vector
code on and off) against numpy's materialised attention (softmax(Q Kᵀ) V
on its BLAS) and, where the PyPI packages iree-base-compiler and
iree-base-runtime are installed, IREE's code for the same attention
materialised in linalg (our attn-decompose-to-linalg of it) and IREE's own
fused iree_linalg_ext.attention (both compiled by iree-compile for llvm-cpu
at the host CPU, run on the one-thread local-sync driver), in one process,
one thread.

    python3 benchmarks/cpu_sweep.py [--n 512 1024 2048 4096] [--d 64 128]
        [--dtype f32 f16] [--bh 8] [--csv out.csv] [--no-iree]

GFLOP/s = 4 B·H·N²·d / time (the median of --repeat runs after a warm-up).
Each result is checked against numpy in float64 first. Set the thread
count of numpy's BLAS with OPENBLAS_NUM_THREADS=1 (as the one-thread
comparison needs); ours runs the workgroup tiles on one core. Reports,
never asserts.
"""

import argparse
import csv
import os
import statistics
import sys
import time

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
import attn_mlir  # noqa: E402
from attn_mlir.attention import Signature, source  # noqa: E402


def timed(fn, repeat):
    fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def iree_function(text):
    """IREE's one-thread function of the attention in `text` materialised in
    linalg (attn-opt --attn-decompose-to-linalg), or None without IREE."""
    try:
        import iree.compiler as compiler
        import iree.runtime as runtime
    except ImportError:
        return None
    import subprocess
    attn_opt = os.environ.get("ATTN_OPT", os.path.join(ROOT, "build", "bin", "attn-opt"))
    linalg = subprocess.run([attn_opt, "--attn-decompose-to-linalg"], input=text, text=True,
                            capture_output=True, check=True).stdout
    vmfb = compiler.compile_str(linalg, target_backends=["llvm-cpu"],
                                extra_args=["--iree-llvmcpu-target-cpu=host"])
    context = runtime.SystemContext(config=runtime.Config("local-sync"))
    context.add_vm_module(runtime.VmModule.copy_buffer(context.instance, vmfb))
    function = context.modules.module["attention"]
    return lambda q, k, v, o, scale: np.asarray(function(q, k, v, o, float(scale)))


def iree_fused_function(bh, n, d, dtype, scale):
    """IREE's one-thread function of its fused iree_linalg_ext.attention on
    [bh, n, d] tensors (the scale a constant), or None without IREE."""
    try:
        import iree.compiler as compiler
        import iree.runtime as runtime
    except ImportError:
        return None
    t = f"tensor<{bh}x{n}x{d}x{dtype}>"
    maps = ", ".join(f"affine_map<(d0, d1, d2, d3, d4) -> ({r})>" for r in
                     ("d0, d1, d2", "d0, d3, d2", "d0, d3, d4", "", "d0, d1, d4"))
    text = f"""func.func @attention(%q: {t}, %k: {t}, %v: {t}) -> {t} {{
  %o = tensor.empty() : {t}
  %scale = arith.constant {scale!r} : {dtype}
  %r = iree_linalg_ext.attention <{{indexing_maps = [{maps}]}}>
      ins(%q, %k, %v, %scale : {t}, {t}, {t}, {dtype}) outs(%o : {t}) {{
    ^bb0(%s: f32):
      iree_linalg_ext.yield %s : f32
  }} -> {t}
  return %r : {t}
}}
"""
    vmfb = compiler.compile_str(text, target_backends=["llvm-cpu"],
                                extra_args=["--iree-llvmcpu-target-cpu=host"])
    context = runtime.SystemContext(config=runtime.Config("local-sync"))
    context.add_vm_module(runtime.VmModule.copy_buffer(context.instance, vmfb))
    function = context.modules.module["attention"]
    return lambda q, k, v: np.asarray(function(
        q.reshape(bh, n, d), k.reshape(bh, n, d), v.reshape(bh, n, d))).reshape(q.shape)


def materialised(q, k, v, scale):
    s = np.matmul(q, np.swapaxes(k, -1, -2)) * scale
    s = np.exp(s - s.max(-1, keepdims=True))
    s /= s.sum(-1, keepdims=True)
    return np.matmul(s, v)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--n", type=int, nargs="+", default=[512, 1024, 2048, 4096])
    parser.add_argument("--d", type=int, nargs="+", default=[64, 128])
    parser.add_argument("--dtype", nargs="+", default=["f32", "f16"])
    parser.add_argument("--bh", type=int, default=8)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--csv")
    parser.add_argument("--no-iree", action="store_true", help="leave IREE out")
    args = parser.parse_args()
    rows = []
    print("dtype d N ours_gflops scalar_gflops numpy_gflops iree_gflops iree_fused_gflops "
          "ours/numpy max_err iree_max_err iree_fused_max_err")
    for dtype in args.dtype:
        np_type = {"f32": np.float32, "f16": np.float16}[dtype]
        for d in args.d:
            sig = Signature(dtype, d, d)
            fns = {name: attn_mlir.compile(source(sig), target="cpu", pipeline=pipeline)
                   for name, pipeline in (("ours", ""), ("scalar", "vectorize=0"))}
            iree = None if args.no_iree else iree_function(source(sig))
            for n in args.n:
                rng = np.random.default_rng(0)
                q, k, v = (rng.standard_normal((1, args.bh, n, d)).astype(np_type)
                           for _ in range(3))
                o = np.zeros_like(q)
                scale = 1 / np.sqrt(d)
                ref = materialised(*(t.astype(np.float64) for t in (q, k, v)), scale)
                err = float(np.abs(fns["ours"](q, k, v, o, scale).astype(np.float64) - ref).max())
                iree_err = fused_err = float("nan")
                if iree:
                    iree_err = float(np.abs(iree(q, k, v, o, scale).astype(np.float64)
                                            - ref).max())
                fused = None if args.no_iree else iree_fused_function(args.bh, n, d, dtype,
                                                                      float(scale))
                if fused:
                    fused_err = float(np.abs(fused(q, k, v).astype(np.float64) - ref).max())
                flops = 4 * args.bh * n * n * d
                t = {name: timed(lambda f=f: f(q, k, v, o, scale), args.repeat)
                     for name, f in fns.items()}
                q32, k32, v32 = (x.astype(np.float32) for x in (q, k, v))
                t["numpy"] = timed(lambda: materialised(q32, k32, v32, np.float32(scale)),
                                   args.repeat)
                if iree:
                    t["iree"] = timed(lambda: iree(q, k, v, o, scale), args.repeat)
                if fused:
                    t["iree_fused"] = timed(lambda: fused(q, k, v), args.repeat)
                g = {name: flops / seconds / 1e9 for name, seconds in t.items()}
                row = dict(dtype=dtype, d=d, n=n, bh=args.bh, ours=g["ours"],
                           scalar=g["scalar"], numpy=g["numpy"], iree=g.get("iree", float("nan")),
                           iree_fused=g.get("iree_fused", float("nan")),
                           ratio=g["ours"] / g["numpy"], max_err=err, iree_max_err=iree_err,
                           iree_fused_max_err=fused_err)
                rows.append(row)
                print(f"{dtype} {d} {n} {g['ours']:.1f} {g['scalar']:.1f} {g['numpy']:.1f} "
                      f"{row['iree']:.1f} {row['iree_fused']:.1f} {row['ratio']:.2f} {err:.1e} "
                      f"{iree_err:.1e} {fused_err:.1e}", flush=True)
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)


if __name__ == "__main__":
    main()
