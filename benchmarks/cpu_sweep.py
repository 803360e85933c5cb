"""Host CPU attention: ours (attn-to-llvm-pipeline through the JIT; also
with the contractions one output row at a time instead of in register
tiles, and with scalar loops) against numpy's materialised attention (softmax(Q Kᵀ) V
on its BLAS) and, where the PyPI packages iree-base-compiler and
iree-base-runtime are installed, IREE's code for the same attention
materialised in linalg (our attn-decompose-to-linalg of it) and IREE's own
fused iree_linalg_ext.attention (both compiled by iree-compile for llvm-cpu
at the host CPU, run on the one-thread local-sync driver), in one process,
one thread.

    python3 benchmarks/cpu_sweep.py [--n 512 1024 2048 4096] [--d 64 128]
        [--dtype f32 f16] [--bh 8] [--threads 1] [--csv out.csv] [--no-iree]

GFLOP/s = 4 B·H·N²·d / time (the median of --repeat runs after a warm-up).
Each result is checked against numpy in float64 first. --threads N runs
every backend on N threads (default 1; "all": every core): numpy's BLAS
(OPENBLAS_NUM_THREADS, set before numpy loads; its idle workers sleep at
once, OPENBLAS_THREAD_TIMEOUT=4, rather than poll into the next timing), ours with its workgroup
tiles on OpenMP threads (parallel=1, OMP_NUM_THREADS), IREE on its
local-task driver with N workers (local-sync for one). The peak memory each
backend adds to the process during one call (VmHWM after resetting it
through /proc/self/clear_refs, less VmRSS before; blocks above 128 KiB
mapped and unmapped by malloc while it is measured, mallopt) is reported in
MiB.
Reports, never asserts.
"""

import argparse
import csv
import os
import statistics
import sys
import time


def _threads_from_argv():
    """The --threads value, read before numpy and OpenMP load (their thread
    counts are fixed when they start)."""
    for i, arg in enumerate(sys.argv):
        value = None
        if arg == "--threads" and i + 1 < len(sys.argv):
            value = sys.argv[i + 1]
        elif arg.startswith("--threads="):
            value = arg.split("=", 1)[1]
        if value is not None:
            return os.cpu_count() if value == "all" else int(value)
    return 1


# malloc's mmap threshold, set per measurement (mallopt): 128 KiB while the
# peak memory of a call is measured (blocks above it are mapped and
# unmapped, so a call's peak is seen; otherwise glibc raises the threshold
# after a large block is freed and later blocks come from heap already
# resident), 32 MiB while timing (the threshold glibc itself reaches after
# the first frees: with 128 KiB every tile temporary of that size would be
# mapped, faulted in and unmapped per key block, and with several threads
# they would queue on the process's mapping lock). The trim threshold goes
# with it: once the mmap threshold is set, glibc no longer raises the trim
# threshold either, and at its default 128 KiB every tile temporary freed at
# the top of a heap is handed back to the system and faulted in again by the
# next tile (measured: two threads at d = 64 ran 92-103 GFLOP/s instead of
# 113-129).
_M_TRIM_THRESHOLD = -1
_M_MMAP_THRESHOLD = -3
try:
    import ctypes
    _LIBC = ctypes.CDLL(None)
    _LIBC.mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
except (OSError, AttributeError):
    _LIBC = None


def _mmap_threshold(size):
    """Sets the mmap threshold (and the trim threshold to twice it, as glibc's
    own adjustment does) and returns the heap's free pages to the system
    (malloc_trim), so that blocks reused from it are counted again."""
    if _LIBC is not None:
        _LIBC.mallopt(_M_MMAP_THRESHOLD, size)
        _LIBC.mallopt(_M_TRIM_THRESHOLD, 2 * size)
        _LIBC.malloc_trim(0)


_mmap_threshold(32 * 2**20)

THREADS = _threads_from_argv()
os.environ["OPENBLAS_NUM_THREADS"] = str(THREADS)
os.environ["OMP_NUM_THREADS"] = str(THREADS)
# OpenBLAS's idle workers otherwise poll for a while after each call, and
# measured here they kept doing so into the other backends' timings (two
# threads of ours: 1.05-1.54x one thread with them, 1.77-1.88x without;
# numpy itself 34-42 -> 43-52 GFLOP/s): they sleep at once instead.
os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "4")

import numpy as np  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "python"))
import attn_mlir  # noqa: E402
from attn_mlir.attention import Signature, source  # noqa: E402


def timed(fn, repeat):
    # With several threads, the previous backend's idle workers spin for a
    # while (OpenBLAS's, OpenMP's block time) and would take cores from
    # this one: let them sleep first.
    if THREADS > 1:
        time.sleep(0.5)
    fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))


def _status_bytes(field):
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) * 1024
    raise KeyError(field)


def peak_mib(fn):
    """The memory one call of `fn` adds to the process at its peak (MiB),
    or nan where the kernel cannot reset the peak."""
    _mmap_threshold(128 * 1024)
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        before = _status_bytes("VmRSS")
        fn()
        return max(0, _status_bytes("VmHWM") - before) / 2**20
    except (OSError, KeyError):
        return float("nan")
    finally:
        _mmap_threshold(32 * 2**20)


def iree_config(runtime):
    """IREE's driver: one thread (local-sync), or local-task with THREADS
    workers."""
    if THREADS == 1:
        return runtime.Config("local-sync")
    runtime.flags.parse_flags(f"--task_topology_max_group_count={THREADS}")
    return runtime.Config("local-task")


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
    context = runtime.SystemContext(config=iree_config(runtime))
    context.add_vm_module(runtime.VmModule.copy_buffer(context.instance, vmfb))
    function = context.modules.module["attention"]
    # Copied out while IREE's result is alive (its memory goes with it).
    return lambda q, k, v, o, scale: np.array(function(q, k, v, o, float(scale)).to_host())


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
    context = runtime.SystemContext(config=iree_config(runtime))
    context.add_vm_module(runtime.VmModule.copy_buffer(context.instance, vmfb))
    function = context.modules.module["attention"]
    return lambda q, k, v: np.array(function(
        q.reshape(bh, n, d), k.reshape(bh, n, d), v.reshape(bh, n, d)).to_host()).reshape(q.shape)


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
    parser.add_argument("--threads", default="1",
                        help="threads of every backend (a number, or all)")
    args = parser.parse_args()
    rows = []
    print(f"threads={THREADS}")
    print("dtype d N ours_gflops one_row_gflops scalar_gflops numpy_gflops iree_gflops iree_fused_gflops "
          "ours/numpy max_err iree_max_err iree_fused_max_err ours_mib numpy_mib iree_mib "
          "iree_fused_mib")
    parallel = "parallel=1" if THREADS > 1 else ""
    for dtype in args.dtype:
        np_type = {"f32": np.float32, "f16": np.float16}[dtype]
        for d in args.d:
            sig = Signature(dtype, d, d)
            fns = {name: attn_mlir.compile(source(sig), target="cpu", pipeline=pipeline)
                   for name, pipeline in (("ours", parallel),
                                          ("one_row", (parallel + " register-rows=1").strip()),
                                          ("scalar", (parallel + " vectorize=0").strip()))}
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
                mib = {"ours": peak_mib(lambda: fns["ours"](q, k, v, o, scale)),
                       "numpy": peak_mib(lambda: materialised(q32, k32, v32,
                                                              np.float32(scale)))}
                if iree:
                    mib["iree"] = peak_mib(lambda: iree(q, k, v, o, scale))
                if fused:
                    mib["iree_fused"] = peak_mib(lambda: fused(q, k, v))
                row = dict(dtype=dtype, d=d, n=n, bh=args.bh, threads=THREADS, ours=g["ours"],
                           one_row=g["one_row"], scalar=g["scalar"], numpy=g["numpy"], iree=g.get("iree", float("nan")),
                           iree_fused=g.get("iree_fused", float("nan")),
                           ratio=g["ours"] / g["numpy"], max_err=err, iree_max_err=iree_err,
                           iree_fused_max_err=fused_err, ours_mib=mib["ours"],
                           numpy_mib=mib["numpy"], iree_mib=mib.get("iree", float("nan")),
                           iree_fused_mib=mib.get("iree_fused", float("nan")))
                rows.append(row)
                print(f"{dtype} {d} {n} {g['ours']:.1f} {g['one_row']:.1f} {g['scalar']:.1f} {g['numpy']:.1f} "
                      f"{row['iree']:.1f} {row['iree_fused']:.1f} {row['ratio']:.2f} {err:.1e} "
                      f"{iree_err:.1e} {fused_err:.1e} {row['ours_mib']:.0f} "
                      f"{row['numpy_mib']:.0f} {row['iree_mib']:.0f} {row['iree_fused_mib']:.0f}",
                      flush=True)
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)


if __name__ == "__main__":
    main()
