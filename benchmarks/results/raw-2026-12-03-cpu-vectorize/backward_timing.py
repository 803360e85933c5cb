import sys, time, numpy as np
sys.path.insert(0, '/work/main/python')
import attn_mlir
from attn_mlir.attention import Signature, backward_source
from attn_mlir.reference import sdpa
n, d, bh = int(sys.argv[1]), 64, 4
sig = Signature('f32', d, d, causal=True)
rng = np.random.default_rng(0)
q, k, v, do = (rng.standard_normal((1, bh, n, d)).astype(np.float32) for _ in range(4))
o, lse = sdpa(q, k, v, 0.125, causal="top_left")
for pipeline in ("", "vectorize=0"):
    fn = attn_mlir.compile(backward_source(sig), target="cpu", func="attention_backward", pipeline=pipeline)
    args = [q, k, v, o.astype(np.float32), do, lse.astype(np.float32), 0.125]
    fn(*args)
    t = time.perf_counter(); fn(*args); t = time.perf_counter() - t
    flops = 2.5 * 4 * bh * n * n * d / 2
    print(f"backward causal N={n} d={d} B*H={bh} {pipeline or 'vectorized'}: {t*1e3:.0f} ms, {flops/t/1e9:.1f} GFLOP/s")
