"""Run attention through an attn-mlir CPU pipeline and check it.

Builds an MLIR module for one attention case (or wraps a user module that
defines the attention function), fills the inputs in the IR with a
deterministic integer hash whose values are exact in f16, bf16 and f32,
lowers it with `attn-opt --<pipeline>`, runs it with `mlir-runner`, and
compares the printed results with `attn_mlir.reference` in float64.

Prints `max_abs_err=<e> tol=<t> time_s=<t>` and `PASS` or `FAIL`; exits 1
on failure.

  python3 -m attn_mlir.check --batch 2,3 --m 17 --n 29 --d 24 --dtype f16 \\
      --causal bottom_right --mask bool
"""

import argparse
import os
import re
import subprocess
import sys

import numpy as np

from attn_mlir.reference import sdpa

# Relative tolerances on |O| / max|V| for the output element type: the
# inputs are exact, so the error is f32 accumulation plus one rounding.
TOLERANCE = {"f32": 2e-5, "f16": 2e-3, "bf16": 1.6e-2}
MASKED_ROW = 5  # rows m with m % MASKED_ROW == 2 are fully masked


def u32(x):
    return x & 0xFFFFFFFF


def i32(x):
    x = u32(x)
    return x - (1 << 32) if x >= 1 << 31 else x


HASH_MUL1, HASH_SEED, HASH_MUL2 = 0x9E3779B1, 0x85EBCA77, 0x2C1B3C6D


def hash_bytes(shape, seed):
    """The generator of the IR inputs, replicated exactly in numpy."""
    n = int(np.prod(shape)) if shape else 1
    h = np.arange(n, dtype=np.uint64)
    h = (h * HASH_MUL1 + u32(seed * HASH_SEED)) & 0xFFFFFFFF
    h ^= h >> 15
    h = (h * HASH_MUL2) & 0xFFFFFFFF
    h ^= h >> 12
    return ((h >> 8) & 255).astype(np.int64).reshape(shape)


# The lowest finite value of each mask element type (torch.finfo(dtype).min,
# what Hugging Face models fill masks with), as f32 bit patterns and values.
LOWEST_FINITE = {"f32": (0xFF7FFFFF, -3.4028234663852886e38),
                 "f16": (0xC77FE000, -65504.0),
                 "bf16": (0xFF7F0000, -3.3895313892515355e38)}


def mask_fill_value(fill, mask_dtype):
    """The value that hides a key in an additive mask: -inf or the lowest
    finite value of the mask's element type."""
    return -np.inf if fill == "-inf" else LOWEST_FINITE[mask_dtype][1]


def gen_numpy(shape, seed, mag, kind, row_axis=None, masked_rows=False, hidden=-np.inf):
    k = hash_bytes(shape, seed)
    rows = None
    if masked_rows and row_axis is not None:
        idx = np.arange(shape[row_axis]).reshape(
            [-1 if a == row_axis else 1 for a in range(len(shape))])
        rows = (idx % MASKED_ROW) == 2
    if kind == "data":
        return (k - 128).astype(np.float64) * (mag / 128.0)
    if kind == "bool":
        m = (k & 3) != 0
        return m & ~rows if rows is not None else m
    # additive
    a = (k - 128).astype(np.float64) / 32.0
    a = np.where((k & 7) == 0, hidden, a)
    return np.where(rows, hidden, a) if rows is not None else a


class Emitter:
    """Emits MLIR text with fresh SSA names."""

    def __init__(self):
        self.lines = []
        self.count = 0

    def fresh(self, stem="v"):
        self.count += 1
        return f"%{stem}{self.count}"

    def emit(self, line):
        self.lines.append("    " + line)


def tensor_type(shape, dtype):
    dims = "x".join("?" if s is None else str(s) for s in shape)
    return f"tensor<{dims}x{dtype}>" if shape else f"tensor<{dtype}>"


def identity_map(rank):
    d = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({d}) -> ({d})>"


def emit_gen(e, shape, dtype, seed, mag, kind, row_axis=None, masked_rows=False,
             hidden_bits=0xFF800000):
    """A linalg.generic that fills a tensor like gen_numpy."""
    rank = len(shape)
    ty = tensor_type(shape, dtype)
    empty = e.fresh("empty")
    e.emit(f"{empty} = tensor.empty() : {ty}")
    res = e.fresh("in")
    iters = ", ".join(['"parallel"'] * rank)
    e.emit(f"{res} = linalg.generic {{indexing_maps = [{identity_map(rank)}], "
           f"iterator_types = [{iters}]}} outs({empty} : {ty}) {{")
    e.emit(f"^bb0(%out: {dtype}):")
    idx = [e.fresh("i") for _ in range(rank)]
    for a, name in enumerate(idx):
        e.emit(f"  {name} = linalg.index {a} : index")
    if idx:
        lin = idx[0]
    else:
        lin = e.fresh("c")
        e.emit(f"  {lin} = arith.constant 0 : index")
    for a in range(1, rank):
        c, t, s = e.fresh("c"), e.fresh("t"), e.fresh("s")
        e.emit(f"  {c} = arith.constant {shape[a]} : index")
        e.emit(f"  {t} = arith.muli {lin}, {c} : index")
        e.emit(f"  {s} = arith.addi {t}, {idx[a]} : index")
        lin = s

    def const_i32(value):
        name = e.fresh("k")
        e.emit(f"  {name} = arith.constant {i32(value)} : i32")
        return name

    def op(opname, a, b):
        name = e.fresh("h")
        e.emit(f"  {name} = arith.{opname} {a}, {b} : i32")
        return name

    h = e.fresh("h")
    e.emit(f"  {h} = arith.index_cast {lin} : index to i32")
    h = op("muli", h, const_i32(HASH_MUL1))
    h = op("addi", h, const_i32(u32(seed * HASH_SEED)))
    h = op("xori", h, op("shrui", h, const_i32(15)))
    h = op("muli", h, const_i32(HASH_MUL2))
    h = op("xori", h, op("shrui", h, const_i32(12)))
    k = op("andi", op("shrui", h, const_i32(8)), const_i32(255))

    rows_masked = None
    if masked_rows and row_axis is not None:
        c5, c2, r, eq = e.fresh("c"), e.fresh("c"), e.fresh("r"), e.fresh("b")
        e.emit(f"  {c5} = arith.constant {MASKED_ROW} : index")
        e.emit(f"  {c2} = arith.constant 2 : index")
        e.emit(f"  {r} = arith.remui {idx[row_axis]}, {c5} : index")
        e.emit(f"  {eq} = arith.cmpi eq, {r}, {c2} : index")
        rows_masked = eq

    if kind == "bool":
        low = op("andi", k, const_i32(3))
        vis = e.fresh("b")
        e.emit(f"  {vis} = arith.cmpi ne, {low}, {const_i32(0)} : i32")
        if rows_masked:
            t = e.fresh("b")
            e.emit(f"  {t} = arith.constant true")
            nr = e.fresh("b")
            e.emit(f"  {nr} = arith.xori {rows_masked}, {t} : i1")
            v2 = e.fresh("b")
            e.emit(f"  {v2} = arith.andi {vis}, {nr} : i1")
            vis = v2
        e.emit(f"  linalg.yield {vis} : i1")
    else:
        centered = op("addi", k, const_i32(1)) if kind == "pos" else op("subi", k, const_i32(128))
        f = e.fresh("f")
        e.emit(f"  {f} = arith.sitofp {centered} : i32 to f32")
        factor = {"data": mag / 128.0, "pos": 1.0 / 64.0}.get(kind, 1.0 / 32.0)
        c, v = e.fresh("f"), e.fresh("f")
        e.emit(f"  {c} = arith.constant {factor!r} : f32")
        e.emit(f"  {v} = arith.mulf {f}, {c} : f32")
        if kind == "add":
            ninf, low, isz, v2 = e.fresh("f"), None, e.fresh("b"), e.fresh("f")
            e.emit(f"  {ninf} = arith.constant 0x{hidden_bits:08X} : f32")
            low = op("andi", k, const_i32(7))
            e.emit(f"  {isz} = arith.cmpi eq, {low}, {const_i32(0)} : i32")
            e.emit(f"  {v2} = arith.select {isz}, {ninf}, {v} : f32")
            v = v2
            if rows_masked:
                v3 = e.fresh("f")
                e.emit(f"  {v3} = arith.select {rows_masked}, {ninf}, {v} : f32")
                v = v3
        if dtype != "f32":
            t = e.fresh("f")
            e.emit(f"  {t} = arith.truncf {v} : f32 to {dtype}")
            v = t
        e.emit(f"  linalg.yield {v} : {dtype}")
    e.emit(f"}} -> {ty}")
    return res


def emit_print(e, value, shape, dtype):
    """Prints a tensor with printMemrefF32 (widening it to f32 first)."""
    ty = tensor_type(shape, dtype)
    rank = len(shape)
    if dtype != "f32":
        fty = tensor_type(shape, "f32")
        empty, ext = e.fresh("empty"), e.fresh("ext")
        iters = ", ".join(['"parallel"'] * rank)
        e.emit(f"{empty} = tensor.empty() : {fty}")
        e.emit(f"{ext} = linalg.generic {{indexing_maps = [{identity_map(rank)}, "
               f"{identity_map(rank)}], iterator_types = [{iters}]}} ins({value} : {ty}) "
               f"outs({empty} : {fty}) {{")
        e.emit(f"^bb0(%a: {dtype}, %b: f32):")
        e.emit(f"  %w = arith.extf %a : {dtype} to f32")
        e.emit("  linalg.yield %w : f32")
        e.emit(f"}} -> {fty}")
        value, ty = ext, fty
    mty = ty.replace("tensor<", "memref<")
    buf, cast = e.fresh("buf"), e.fresh("cast")
    e.emit(f"{buf} = bufferization.to_buffer {value} : {ty} to {mty}")
    e.emit(f"{cast} = memref.cast {buf} : {mty} to memref<*xf32>")
    e.emit(f"func.call @printMemrefF32({cast}) : (memref<*xf32>) -> ()")


class Case:
    """One attention problem: sizes, layout and options, from the CLI."""

    def __init__(self, args):
        self.batch = [int(x) for x in args.batch.split(",")] if args.batch else []
        nb = len(self.batch)
        self.kv_batch = ([bool(int(x)) for x in args.kv_batch.split(",")]
                         if args.kv_batch else [True] * nb)
        self.mask_batch = ([bool(int(x)) for x in args.mask_batch.split(",")]
                           if args.mask_batch else [True] * nb)
        self.M, self.N, self.D = args.m, args.n, args.d
        self.Dv = args.dv or args.d
        self.dtype, self.out_dtype = args.dtype, args.out_dtype or args.dtype
        self.mask, self.causal = args.mask, args.causal
        self.lse, self.scale, self.mag = args.lse, args.scale, args.magnitude
        self.layout, self.dynamic_n = args.layout, args.dynamic_n
        self.masked_rows = args.masked_rows
        self.mask_dtype = getattr(args, "mask_dtype", "f32")
        self.mask_fill = getattr(args, "mask_fill", "-inf")
        self.extra_inputs = getattr(args, "extra_inputs", [])
        # A user function may return the output collapsed or transposed.
        self.output_shape = getattr(args, "output_shape", None)
        self.nb = nb
        m, n, k1, k2 = nb, nb + 1, nb + 2, nb + 3
        self.size = self.batch + [self.M, self.N, self.D, self.Dv]

        def seq_layout(dims, seq):
            # BSHD puts the sequence dim right after the first batch dim.
            if self.layout == "bshd" and len(dims) > 2:
                rest = [d for d in dims if d != seq]
                return [rest[0], seq] + rest[1:]
            return dims

        batch = list(range(nb))
        kvb = [b for b in batch if self.kv_batch[b]]
        mb = [b for b in batch if self.mask_batch[b]]
        self.dims = {
            "q": seq_layout(batch + [m, k1], m),
            "k": seq_layout(kvb + [n, k1], n),
            "v": seq_layout(kvb + [n, k2], n),
            "mask": mb + [m, n],
            "o": seq_layout(batch + [m, k2], m),
            "lse": batch + [m],
        }

    def shape(self, name, dynamic=False):
        return [None if (dynamic and self.dynamic_n and d == self.nb + 1)
                else self.size[d] for d in self.dims[name]]

    def affine_map(self, name):
        nd = self.nb + 4
        names = [f"b{i}" for i in range(self.nb)] + ["m", "n", "k1", "k2"]
        res = ", ".join(names[d] for d in self.dims[name])
        return f"affine_map<({', '.join(names[:nd])}) -> ({res})>"

    def canonical(self, name, arr):
        """Memory-layout array -> canonical [batch..., x, y] with size-1
        axes for batch dims the tensor does not index."""
        dims = self.dims[name]
        arr = np.transpose(arr, np.argsort(dims))
        present = sorted(dims)
        shape = [self.size[d] if d in present else 1 for d in range(self.nb)]
        shape += [self.size[d] for d in present if d >= self.nb]
        return arr.reshape(shape)


def build_module(case, user_module=None, func="attention"):
    """The test module: the attention function (generated from the case, or
    `user_module`, which defines `@func`) and a `@main` that fills the
    inputs, calls and times it, and prints the results."""
    e = Emitter()
    tq = tensor_type(case.shape("q"), case.dtype)
    tk_dyn = tensor_type(case.shape("k", True), case.dtype)
    tv_dyn = tensor_type(case.shape("v", True), case.dtype)
    to = tensor_type(case.shape("o"), case.out_dtype)
    tl = tensor_type(case.shape("lse"), "f32")
    mask_elt = "i1" if case.mask == "bool" else case.mask_dtype
    tm_dyn = tensor_type(case.shape("mask", True), mask_elt)

    params = [f"%q: {tq}", f"%k: {tk_dyn}", f"%v: {tv_dyn}", "%scale: f32"]
    if case.mask != "none":
        params.append(f"%mask: {tm_dyn}")
    results = [to] + ([tl] if case.lse else [])
    maps = [case.affine_map(x) for x in ["q", "k", "v"]]
    if case.mask != "none":
        maps.append(case.affine_map("mask"))
    maps.append(case.affine_map("o"))
    if case.lse:
        maps.append(case.affine_map("lse"))

    out = ["func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}",
           "func.func private @printF64(f64)",
           "func.func private @printNewline()",
           "func.func private @rtclock() -> f64"]
    if user_module is not None:
        out.append(user_module)
    else:
        out += generated_attention(case, params, results, maps, tq, tk_dyn, tv_dyn, tm_dyn, to, tl)
    out += harness_main(case, e, func, results, tq, tk_dyn, tv_dyn, tm_dyn, mask_elt,
                        with_scale=user_module is None)
    return "\n".join(out) + "\n"


def generated_attention(case, params, results, maps, tq, tk_dyn, tv_dyn, tm_dyn, to, tl):
    out = [f"func.func @attention({', '.join(params)}) -> ({', '.join(results)}) {{"]
    out.append(f"    %o_init = tensor.empty() : {to}")
    outs, outs_ty = ["%o_init"], [to]
    if case.lse:
        out.append(f"    %lse_init = tensor.empty() : {tl}")
        outs.append("%lse_init")
        outs_ty.append(tl)
    causal = f" causal({case.causal})" if case.causal != "none" else ""
    mask = f" mask(%mask : {tm_dyn})" if case.mask != "none" else ""
    res = "%r:2" if case.lse else "%r"
    out.append(f"    {res} = attn.attention indexing_maps = [{', '.join(maps)}]{causal}"
               f" ins(%q, %k, %v, %scale : {tq}, {tk_dyn}, {tv_dyn}, f32){mask}"
               f" outs({', '.join(outs)} : {', '.join(outs_ty)}) -> {', '.join(outs_ty)}")
    ret = "%r#0, %r#1" if case.lse else "%r"
    out.append(f"    return {ret} : {', '.join(results)}")
    out.append("}")
    return out


def harness_main(case, e, func, results, tq, tk_dyn, tv_dyn, tm_dyn, mask_elt, with_scale):
    res = "%r:2" if case.lse else "%r"
    out_shape = case.output_shape or case.shape("o")
    if case.output_shape:
        results = [tensor_type(out_shape, case.out_dtype)] + results[1:]
    q = emit_gen(e, case.shape("q"), case.dtype, 1, case.mag, "data")
    k = emit_gen(e, case.shape("k"), case.dtype, 2, case.mag, "data")
    v = emit_gen(e, case.shape("v"), case.dtype, 3, case.mag, "data")
    args = [q, k, v]
    if case.mask != "none":
        row_axis = case.dims["mask"].index(case.nb)
        bits = 0xFF800000 if case.mask_fill == "-inf" else LOWEST_FINITE[case.mask_dtype][0]
        args.append(emit_gen(e, case.shape("mask"), mask_elt, 4, 1.0, case.mask,
                             row_axis, case.masked_rows, bits))
    extra_types = []
    for i, (dims, elt) in enumerate(case.extra_inputs):
        # Masks; a 0-d input is a runtime scale or divisor (positive).
        shape = [int(x) for x in dims.split("x")] if dims else []
        kind = "bool" if elt == "i1" else ("add" if shape else "pos")
        args.append(emit_gen(e, shape, elt, 4 + i, 1.0, kind))
        extra_types.append(tensor_type(shape, elt))
    if case.dynamic_n:
        for i, name in [(1, "k"), (2, "v"), (3, "mask")]:
            if i >= len(args):
                continue
            elt = mask_elt if name == "mask" else case.dtype
            c = e.fresh("dyn")
            e.emit(f"{c} = tensor.cast {args[i]} : {tensor_type(case.shape(name), elt)}"
                   f" to {tensor_type(case.shape(name, True), elt)}")
            args[i] = c
    call_args, call_types = args[:3], [tq, tk_dyn, tv_dyn]
    if with_scale:
        e.emit(f"%scale = arith.constant {float(case.scale)!r} : f32")
        call_args.append("%scale")
        call_types.append("f32")
    call_args += args[3:]
    call_types += [tm_dyn] if case.mask != "none" else []
    call_types += extra_types
    e.emit("%t0 = func.call @rtclock() : () -> f64")
    e.emit(f"{res} = func.call @{func}({', '.join(call_args)}) : "
           f"({', '.join(call_types)}) -> ({', '.join(results)})")
    e.emit("%t1 = func.call @rtclock() : () -> f64")
    emit_print(e, "%r#0" if case.lse else "%r", out_shape, case.out_dtype)
    if case.lse:
        emit_print(e, "%r#1", case.shape("lse"), "f32")
    e.emit("%dt = arith.subf %t1, %t0 : f64")
    e.emit("func.call @printF64(%dt) : (f64) -> ()")
    e.emit("func.call @printNewline() : () -> ()")
    return ["func.func @main() {"] + e.lines + ["    return", "}"]


TENSOR = re.compile(r"tensor<([0-9x]+)x(f16|bf16|f32)>")
EXTRA = re.compile(r"tensor<(?:([0-9x]+)x)?(f16|bf16|f32|i1)>")


def configure_from_signature(args, text):
    """Reads the sizes and element type of Q, K, V from the signature of
    `@args.func` in `text`."""
    sig = re.search(r"func\.func\s+@" + re.escape(args.func) + r"\s*\(([^)]*)\)\s*->\s*([^{]*)",
                    text)
    if not sig:
        sys.exit(f"error: no function @{args.func} in {args.input}")
    types = TENSOR.findall(sig.group(1))
    outs = TENSOR.findall(sig.group(2))
    if len(types) < 3 or len(outs) != 1:
        sys.exit(f"error: @{args.func} must take Q, K, V tensors (then masks) and "
                 "return one tensor")
    args.extra_inputs = EXTRA.findall(sig.group(1))[3:]
    (q, dtype), (k, _), (v, _) = [(list(map(int, t.split("x"))), d) for t, d in types[:3]]
    args.batch = ",".join(map(str, q[:-2]))
    args.m, args.d, args.n, args.dv = q[-2], q[-1], k[-2], v[-1]
    args.dtype, args.out_dtype = dtype, outs[0][1]
    args.output_shape = [int(x) for x in outs[0][0].split("x")]


def reference(case):
    q = case.canonical("q", gen_numpy(case.shape("q"), 1, case.mag, "data"))
    k = case.canonical("k", gen_numpy(case.shape("k"), 2, case.mag, "data"))
    v = case.canonical("v", gen_numpy(case.shape("v"), 3, case.mag, "data"))
    mask = None
    if case.mask != "none":
        row_axis = case.dims["mask"].index(case.nb)
        mask = case.canonical("mask", gen_numpy(
            case.shape("mask"), 4, 1.0, case.mask, row_axis, case.masked_rows,
            mask_fill_value(case.mask_fill, case.mask_dtype)))
    causal = None if case.causal == "none" else case.causal
    return sdpa(q, k, v, case.scale, mask, causal), np.max(np.abs(v), initial=0.0)


def run_pipeline(module_text, args):
    opt = subprocess.run([args.attn_opt, f"--pass-pipeline=builtin.module({args.pipeline})", "-"], input=module_text,
                         capture_output=True, text=True)
    if opt.returncode != 0:
        sys.stderr.write(opt.stderr)
        sys.exit("error: attn-opt failed")
    names = ["mlir_runner_utils", "mlir_c_runner_utils"]
    # Tiles run on all cores through OpenMP with the pipeline's parallel option.
    if re.search(r"parallel=(1|true)", args.pipeline):
        names.append("omp")
    libs = ",".join(os.path.join(args.lib_dir, f"lib{n}.so") for n in names)
    run = subprocess.run([args.runner, "-e", "main", "-entry-point-result=void",
                          f"-shared-libs={libs}", "-O2"],
                         input=opt.stdout, capture_output=True, text=True)
    if run.returncode != 0:
        sys.stderr.write(run.stderr)
        sys.exit("error: mlir-runner failed")
    return run.stdout


NUMBER = re.compile(r"-?(?:inf|nan|\d+(?:\.\d*)?(?:e[-+]?\d+)?)")


def parse_memrefs(text):
    """The data of each printMemrefF32 print, flattened, and what follows."""
    chunks = text.split("Unranked Memref")[1:]
    arrays = []
    tail = ""
    for chunk in chunks:
        body = chunk[chunk.index("data =") + len("data ="):]
        end = body.rindex("]") + 1
        arrays.append(np.array([float(x) for x in NUMBER.findall(body[:end])]))
        tail = body[end:]
    return arrays, tail


def compare_unraised(args, case, user_module, module_text, raised_out, elapsed):
    """The raised program against the same program lowered as written."""
    raise_only = subprocess.run(
        [args.attn_opt, "--pass-pipeline=builtin.module(func.func(attn-raise-from-linalg))", "-"],
        input=user_module, capture_output=True, text=True)
    raised = raise_only.returncode == 0 and "attn.attention" in raise_only.stdout
    unraised_args = argparse.Namespace(**vars(args))
    unraised_args.pipeline = "attn-to-llvm-pipeline{raise=0}"
    arrays, _ = parse_memrefs(run_pipeline(module_text, unraised_args))
    expected = arrays[0]
    vmax = float(np.max(np.abs(gen_numpy(case.shape("v"), 3, case.mag, "data"))))
    tol = TOLERANCE[case.out_dtype] * max(vmax, 1.0)
    finite = bool(np.all(np.isfinite(raised_out)) == np.all(np.isfinite(expected)))
    err = float(np.max(np.abs(raised_out - expected))) if expected.size else 0.0
    ok = (raised != args.expect_not_raised) and finite and err <= tol
    print(f"raised={int(raised)} max_abs_err_vs_unraised={err:.3e} tol={tol:.1e} "
          f"time_s={elapsed:.6f}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--batch", default="2,3", help="batch dim sizes, comma-separated")
    p.add_argument("--kv-batch", help="1/0 per batch dim: does K/V index it (GQA/MQA)")
    p.add_argument("--mask-batch", help="1/0 per batch dim: does the mask index it")
    p.add_argument("--m", type=int, default=16)
    p.add_argument("--n", type=int, default=16)
    p.add_argument("--d", type=int, default=16)
    p.add_argument("--dv", type=int, default=0)
    p.add_argument("--dtype", default="f32", choices=["f32", "f16", "bf16"])
    p.add_argument("--out-dtype", choices=["f32", "f16", "bf16"])
    p.add_argument("--mask", default="none", choices=["none", "bool", "add"])
    p.add_argument("--masked-rows", action="store_true",
                   help=f"fully mask rows m with m %% {MASKED_ROW} == 2")
    p.add_argument("--mask-dtype", default="f32", choices=["f32", "f16", "bf16"],
                   help="element type of an additive mask")
    p.add_argument("--mask-fill", default="-inf", choices=["-inf", "finfo-min"],
                   help="what hides a key in an additive mask: -inf, or the lowest "
                        "finite value of its element type (torch.finfo(dtype).min, "
                        "as Hugging Face models use)")
    p.add_argument("--causal", default="none", choices=["none", "top_left", "bottom_right"])
    p.add_argument("--layout", default="bhsd", choices=["bhsd", "bshd"])
    p.add_argument("--lse", action="store_true")
    p.add_argument("--dynamic-n", action="store_true")
    p.add_argument("--scale", type=float, default=0.25)
    p.add_argument("--magnitude", type=float, default=2.0, help="max |input|, a power of 2")
    p.add_argument("--pipeline", default="attn-to-llvm-pipeline")
    p.add_argument("--attn-opt", default="attn-opt")
    p.add_argument("--runner", default="mlir-runner")
    p.add_argument("--lib-dir", default="/usr/lib/llvm-22/lib")
    p.add_argument("--input", help="an MLIR file defining the attention function "
                   "(arguments Q, K, V as [batch..., seq, dim]; its scale is --scale)")
    p.add_argument("--func", default="attention", help="the function of --input to call")
    p.add_argument("--against-unraised", action="store_true",
                   help="with --input: compare the raised program with the same program "
                        "lowered without raising (it must compute the same), and fail "
                        "if nothing was raised")
    p.add_argument("--expect-not-raised", action="store_true",
                   help="with --against-unraised: the module must not raise (a negative "
                        "form), and still compute the same values")
    p.add_argument("--no-reference", action="store_true",
                   help="only run and time (for benchmarks too large for the float64 "
                        "reference); prints the output's max |value| as a sanity check")
    p.add_argument("--emit-module", action="store_true", help="print the module and stop")
    args = p.parse_args(argv)

    user_module = None
    if args.input:
        with open(args.input) as f:
            user_module = f.read()
        configure_from_signature(args, user_module)
    case = Case(args)
    module_text = build_module(case, user_module, args.func)
    if args.emit_module:
        print(module_text)
        return 0
    out = run_pipeline(module_text, args)
    arrays, tail = parse_memrefs(out)
    elapsed = float(NUMBER.findall(tail)[0]) if NUMBER.findall(tail) else float("nan")
    if args.against_unraised:
        return compare_unraised(args, case, user_module, module_text, arrays[0], elapsed)
    if args.no_reference:
        finite = bool(np.all(np.isfinite(arrays[0])))
        print(f"time_s={elapsed:.6f} max_abs_out={float(np.max(np.abs(arrays[0]))):.3e} "
              f"finite={int(finite)}")
        return 0 if finite else 1
    (ref_o, ref_lse), vmax = reference(case)
    got_o = case.canonical("o", arrays[0].reshape(case.shape("o")))
    ref_o = np.broadcast_to(ref_o, got_o.shape)
    tol = TOLERANCE[case.out_dtype] * max(vmax, 1.0)
    ok = bool(np.all(np.isfinite(got_o)))
    err = float(np.max(np.abs(got_o - ref_o))) if got_o.size else 0.0
    ok = ok and err <= tol
    line = f"max_abs_err={err:.3e} tol={tol:.1e}"
    if case.lse:
        got_l = arrays[1].reshape(case.shape("lse"))
        ref_l = np.broadcast_to(ref_lse, got_l.shape)
        both_inf = np.isneginf(got_l) & np.isneginf(ref_l)
        with np.errstate(invalid="ignore"):
            lerr = np.where(both_inf, 0.0, np.abs(got_l - ref_l))
        lerr = float(np.max(lerr)) if lerr.size else 0.0
        # printMemrefF32 prints 6 significant digits.
        ltol = 1e-4 + 1e-5 * float(np.max(np.abs(np.where(np.isinf(ref_l), 0, ref_l))))
        ok = ok and lerr <= ltol and not np.any(np.isnan(got_l))
        line += f" lse_err={lerr:.3e}"
    masked = int(np.sum(np.isneginf(ref_lse)))
    print(f"{line} fully_masked_rows={masked} time_s={elapsed:.6f}")
    print("PASS" if ok else "FAIL")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
