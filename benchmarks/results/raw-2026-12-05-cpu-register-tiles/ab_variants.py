import os, sys, time, statistics
os.environ.setdefault("OMP_NUM_THREADS", "1"); os.environ.setdefault("OPENBLAS_NUM_THREADS","1")
import numpy as np
sys.path.insert(0, "/work/main/python")
import attn_mlir
from attn_mlir.attention import Signature, source
dt = sys.argv[1] if len(sys.argv) > 1 else "f32"
variants = sys.argv[2].split(",") if len(sys.argv) > 2 else ["register-rows=1", ""]
ns = [int(x) for x in (sys.argv[3].split(",") if len(sys.argv) > 3 else ["1024", "2048"])]
ds = [int(x) for x in (sys.argv[4].split(",") if len(sys.argv) > 4 else ["64", "128"])]
bh = 8
def timed(f, r=3):
    f(); ts=[]
    for _ in range(r):
        t=time.perf_counter(); f(); ts.append(time.perf_counter()-t)
    return min(ts)
for d in ds:
    sig = Signature(dt, d, d)
    fns = {v: attn_mlir.compile(source(sig), target="cpu", pipeline=v) for v in variants}
    for n in ns:
        rng = np.random.default_rng(0)
        npt = {"f32": np.float32, "f16": np.float16}[dt]
        q, k, v = (rng.standard_normal((1, bh, n, d)).astype(npt) for _ in range(3))
        o = np.zeros_like(q); scale = 1/np.sqrt(d)
        q64, k64, v64 = (x.astype(np.float64) for x in (q, k, v))
        s = q64 @ np.swapaxes(k64, -1, -2) * scale; s = np.exp(s - s.max(-1, keepdims=True)); s /= s.sum(-1, keepdims=True); ref = s @ v64
        out = []
        for name, f in fns.items():
            err = float(np.abs(f(q, k, v, o, scale).astype(np.float64) - ref).max())
            t = timed(lambda: f(q, k, v, o, scale))
            out.append(f"[{name or 'default'}] {4*bh*n*n*d/t/1e9:.1f} GF/s err {err:.1e}")
        print(dt, d, n, " | ".join(out), flush=True)
