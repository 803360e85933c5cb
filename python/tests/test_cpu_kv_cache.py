"""A decode/prefill step as a model writes it, on the host: new keys and
values written into a KV cache (tensor.insert_slice into the function's
cache arguments), the cache read up to its fill and the model's causal mask
buffer (finite, at the float limit) sliced to the chunk, then attention on
the slices, all of dynamic size. Compiled through attn-to-llvm-pipeline and
run by the JIT against the float64 reference at several cache fills. Two
things once kept it from running: the key loop measured through a slice
was refused as a tile of n, and the strided copy into the cache called a
runtime function the JIT does not have (memrefCopy)."""

import numpy as np
import pytest
from conftest import needs_compiler

from attn_mlir import compile
from attn_mlir.reference import sdpa

pytestmark = needs_compiler()

STEP = """
func.func @step(%q: tensor<1x8x?x64xf32>, %kc: tensor<1x8x512x64xf32>, %vc: tensor<1x8x512x64xf32>,
                %knew: tensor<1x8x?x64xf32>, %vnew: tensor<1x8x?x64xf32>, %pos: tensor<1xi32>,
                %mask: tensor<1x1x512x512xf32>, %scale: f32) -> tensor<1x8x?x64xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p32 = tensor.extract %pos[%c0] : tensor<1xi32>
  %p = arith.index_cast %p32 : i32 to index
  %m = tensor.dim %q, %c2 : tensor<1x8x?x64xf32>
  // The new keys written into the cache at the position, then the cache read up to its fill.
  %k1 = tensor.insert_slice %knew into %kc[0, 0, %p, 0] [1, 8, %m, 64] [1, 1, 1, 1] : tensor<1x8x?x64xf32> into tensor<1x8x512x64xf32>
  %v1 = tensor.insert_slice %vnew into %vc[0, 0, %p, 0] [1, 8, %m, 64] [1, 1, 1, 1] : tensor<1x8x?x64xf32> into tensor<1x8x512x64xf32>
  %n = arith.addi %p, %m : index
  %k = tensor.extract_slice %k1[0, 0, 0, 0] [1, 8, %n, 64] [1, 1, 1, 1] : tensor<1x8x512x64xf32> to tensor<1x8x?x64xf32>
  %v = tensor.extract_slice %v1[0, 0, 0, 0] [1, 8, %n, 64] [1, 1, 1, 1] : tensor<1x8x512x64xf32> to tensor<1x8x?x64xf32>
  // The model's causal mask buffer, sliced to the rows of the chunk and the keys so far.
  %mk = tensor.extract_slice %mask[0, 0, %p, 0] [1, 1, %m, %n] [1, 1, 1, 1] : tensor<1x1x512x512xf32> to tensor<?x?xf32>
  %init = tensor.empty(%m) : tensor<1x8x?x64xf32>
  %o = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %scale : tensor<1x8x?x64xf32>, tensor<1x8x?x64xf32>, tensor<1x8x?x64xf32>, f32)
      mask(%mk : tensor<?x?xf32>)
      outs(%init : tensor<1x8x?x64xf32>) -> tensor<1x8x?x64xf32>
  return %o : tensor<1x8x?x64xf32>
}
"""


@pytest.fixture(scope="module")
def step():
    return compile(STEP, target="cpu", func="step")


@pytest.mark.parametrize("position, rows", [(0, 100), (100, 37), (137, 1), (300, 212)])
def test_kv_cache_step(step, position, rows):
    rng = np.random.default_rng(position)
    k_cache = rng.standard_normal((1, 8, 512, 64)).astype(np.float32)
    v_cache = rng.standard_normal((1, 8, 512, 64)).astype(np.float32)
    mask = np.triu(np.full((512, 512), np.finfo(np.float32).min, np.float32), 1)[None, None]
    q, k_new, v_new = (rng.standard_normal((1, 8, rows, 64)).astype(np.float32)
                       for _ in range(3))
    out = step(q, k_cache, v_cache, k_new, v_new, np.array([position], np.int32), mask, 0.125)
    end = position + rows
    k = k_cache.copy()
    k[:, :, position:end] = k_new
    v = v_cache.copy()
    v[:, :, position:end] = v_new
    ref, _ = sdpa(q, k[:, :, :end], v[:, :, :end], 0.125,
                  mask=mask[0, 0, position:end, :end])
    assert np.abs(out - ref).max() <= 2e-5 * max(1.0, np.abs(ref).max())
