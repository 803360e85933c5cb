import sys, time, numpy as np, statistics
sys.path.insert(0, "/work/main/python")
import attn_mlir.cpu as cpu
names = sys.argv[1:]
fns = [cpu.load_library(f"/tmp/lib{n}.so", f"/tmp/{n}.o.json") for n in names]
d = 64
for n in (1024, 2048):
    rng = np.random.default_rng(0)
    q, k, v = (rng.standard_normal((1, 8, n, d)).astype(np.float32) for _ in range(3))
    o = np.zeros_like(q); s = 1/np.sqrt(d)
    ref = None
    ts = {x: [] for x in names}
    for fn in fns: fn(q, k, v, o, s)
    for _ in range(9):
        for x, fn in zip(names, fns):
            t = time.perf_counter(); fn(q, k, v, o, s); ts[x].append(time.perf_counter() - t)
    print(n, " ".join("%s %.1f" % (x, 4*8*n*n*d/min(ts[x])/1e9) for x in names))
