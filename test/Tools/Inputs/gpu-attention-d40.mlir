// Causal bottom-right f16 attention with Q/K head dim 40 (SD 1.5) and value
// head dim 72 (DiT), BSHD layout, every size but the head dims dynamic: both
// are multiples of 8, not of 16, so the tensor-core products pad them.
func.func @attention(%q: tensor<?x?x?x40xf16>, %k: tensor<?x?x?x40xf16>, %v: tensor<?x?x?x72xf16>, %o: tensor<?x?x?x72xf16>) -> tensor<?x?x?x72xf16> {
  %s = arith.constant 0.158 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x?x?x40xf16>, tensor<?x?x?x40xf16>, tensor<?x?x?x72xf16>, f32)
      outs(%o : tensor<?x?x?x72xf16>) -> tensor<?x?x?x72xf16>
  return %r : tensor<?x?x?x72xf16>
}
