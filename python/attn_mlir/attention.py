"""attn.attention kernels by signature, without PyTorch.

A signature fixes what a kernel is compiled for: element type, head dims,
causal, mask kind, GQA and the number of batch dims. Everything else
(batch sizes, sequence lengths, strides, scale) is given at launch, so one
kernel serves every shape and layout of its signature.
"""

from dataclasses import dataclass

from . import validate
from .compiler import KernelCache

DTYPES = ("f16", "bf16", "f32")
MASKS = (None, "bool", "additive")
CAUSAL_ALIGNMENTS = ("top_left", "bottom_right")


@dataclass(frozen=True)
class Signature:
    dtype: str
    head_dim: int
    value_dim: int
    causal: bool = False
    mask: str = None
    gqa: bool = False
    chip: str = "sm_90"
    # Where the causal diagonal sits when M != N: "top_left" (query i sees
    # keys j <= i, SDPA's is_causal) or "bottom_right" (j <= i + N - M: the
    # last query sees every key, as chunked prefill and decode need).
    causal_alignment: str = "top_left"

    def __post_init__(self):
        validate.flag("causal", self.causal)
        validate.flag("gqa", self.gqa)
        validate.string("chip", self.chip)
        for name in ("head_dim", "value_dim"):
            validate.integer(name, getattr(self, name), minimum=-validate.INT64_MAX)
        if self.dtype not in DTYPES:
            raise ValueError(f"element type {self.dtype} is not supported; expected one of "
                             f"{', '.join(DTYPES)}")
        if self.causal_alignment not in CAUSAL_ALIGNMENTS:
            raise ValueError(f"causal alignment {self.causal_alignment!r}; expected "
                             "'top_left' or 'bottom_right'")
        if self.mask not in MASKS:
            raise ValueError(f"mask kind {self.mask!r}; expected None, 'bool' or 'additive'")
        for name in ("head_dim", "value_dim"):
            value = getattr(self, name)
            if not 1 <= value <= 256:
                raise ValueError(f"{name} = {value}; GPU kernels support 1..256")


def source(sig: Signature) -> str:
    """The MLIR of the kernel: Q [b, h, (g,) m, d], K/V [b, h, n, d]
    (GQA: query head h*G+g reads key/value head h), mask [b, h, (g,) m, n],
    every size but the head dims dynamic."""
    qdims = ["b", "h", "g", "m"] if sig.gqa else ["b", "h", "m"]
    loops = qdims + ["n", "k1", "k2"]

    def tensor(rank, last):
        return "tensor<" + "?x" * rank + (f"{last}x" if last else "") + "{t}>"

    t = sig.dtype
    q_t = tensor(len(qdims), sig.head_dim).format(t=t)
    k_t = tensor(3, sig.head_dim).format(t=t)
    v_t = tensor(3, sig.value_dim).format(t=t)
    o_t = tensor(len(qdims), sig.value_dim).format(t=t)
    mask_elem = "i1" if sig.mask == "bool" else t
    mask_t = tensor(len(qdims) + 1, None).format(t=mask_elem)

    def amap(dims):
        return f"affine_map<({', '.join(loops)}) -> ({', '.join(dims)})>"

    maps = [amap(qdims + ["k1"]), amap(["b", "h", "n", "k1"]), amap(["b", "h", "n", "k2"])]
    if sig.mask:
        maps.append(amap(qdims + ["n"]))
    maps.append(amap(qdims + ["k2"]))
    args = [f"%q: {q_t}", f"%k: {k_t}", f"%v: {v_t}"]
    if sig.mask:
        args.append(f"%mask: {mask_t}")
    args += [f"%o: {o_t}", "%scale: f32"]
    lines = [
        f"func.func @attention({', '.join(args)}) -> {o_t} {{",
        "  %r = attn.attention indexing_maps = [" + ", ".join(maps) + "]",
    ]
    if sig.causal:
        lines.append(f"      causal({sig.causal_alignment})")
    lines.append(f"      ins(%q, %k, %v, %scale : {q_t}, {k_t}, {v_t}, f32)")
    if sig.mask:
        lines.append(f"      mask(%mask : {mask_t})")
    lines.append(f"      outs(%o : {o_t}) -> {o_t}")
    lines.append(f"  return %r : {o_t}")
    lines.append("}")
    return "\n".join(lines) + "\n"


def backward_source(sig: Signature) -> str:
    """The MLIR of the gradients of `sig`'s attention, as
    @attention_backward(q, k, v, [mask], o, do, lse, scale) -> (dq, dk, dv)
    in the layouts of `source` (lse [b, h, (g,) m] f32; dk and dv [b, h, n,
    d] summed over the query heads of a group), every size but the head dims
    dynamic. The host runs it (attn_mlir.compile(..., target="cpu",
    func="attention_backward")); GPU kernels do not take it yet."""
    qdims = ["b", "h", "g", "m"] if sig.gqa else ["b", "h", "m"]
    loops = qdims + ["n", "k1", "k2"]

    def tensor(rank, last, elem):
        return "tensor<" + "?x" * rank + (f"{last}x" if last else "") + f"{elem}>"

    t = sig.dtype
    q_t = tensor(len(qdims), sig.head_dim, t)
    k_t = tensor(3, sig.head_dim, t)
    v_t = tensor(3, sig.value_dim, t)
    o_t = tensor(len(qdims), sig.value_dim, t)
    lse_t = tensor(len(qdims), None, "f32")
    mask_t = tensor(len(qdims) + 1, None, "i1" if sig.mask == "bool" else t)

    def amap(dims):
        return f"affine_map<({', '.join(loops)}) -> ({', '.join(dims)})>"

    q_map, k_map, v_map = (amap(qdims + ["k1"]), amap(["b", "h", "n", "k1"]),
                           amap(["b", "h", "n", "k2"]))
    maps = [q_map, k_map, v_map]
    if sig.mask:
        maps.append(amap(qdims + ["n"]))
    maps += [amap(qdims + ["k2"]), amap(qdims + ["k2"]), amap(qdims), q_map, k_map, v_map]
    args = [f"%q: {q_t}", f"%k: {k_t}", f"%v: {v_t}"]
    if sig.mask:
        args.append(f"%mask: {mask_t}")
    args += [f"%o: {o_t}", f"%do: {o_t}", f"%lse: {lse_t}", "%scale: f32"]
    results = f"{q_t}, {k_t}, {v_t}"

    lines = [f"func.func @attention_backward({', '.join(args)}) -> ({results}) {{"]
    for i in range(len(qdims)):
        lines.append(f"  %c{i} = arith.constant {i} : index")
    # Inits: dq like q, dk like k, dv like v (dynamic sizes from them).
    for name, like, ty, rank in (("dq0", "%q", q_t, len(qdims)), ("dk0", "%k", k_t, 3),
                                 ("dv0", "%v", v_t, 3)):
        sizes = []
        for i in range(rank):
            lines.append(f"  %{name}_{i} = tensor.dim {like}, %c{i} : {ty}")
            sizes.append(f"%{name}_{i}")
        lines.append(f"  %{name} = tensor.empty({', '.join(sizes)}) : {ty}")
    lines.append("  %dq, %dk, %dv = attn.attention_backward indexing_maps = ["
                 + ", ".join(maps) + "]")
    if sig.causal:
        lines.append(f"      causal({sig.causal_alignment})")
    lines.append(f"      ins(%q, %k, %v, %scale : {q_t}, {k_t}, {v_t}, f32)")
    if sig.mask:
        lines.append(f"      mask(%mask : {mask_t})")
    lines.append(f"      grads(%o, %do, %lse : {o_t}, {o_t}, {lse_t})")
    lines.append(f"      outs(%dq0, %dk0, %dv0 : {results}) -> {results}")
    lines.append(f"  return %dq, %dk, %dv : {results}")
    lines.append("}")
    return "\n".join(lines) + "\n"


_caches = {}
_kernels = {}


def kernel(sig: Signature, cache_dir: str = None):
    """The compiled kernel of `sig`, from the disk cache or compiled into it
    (looked up once per process: this is on every call's path)."""
    key = (sig, cache_dir)
    if key not in _kernels:
        if cache_dir not in _caches:
            _caches[cache_dir] = KernelCache(cache_dir)
        _kernels[key] = _caches[cache_dir].get(source(sig), chip=sig.chip,
                                               raise_attention=False)
    return _kernels[key]
