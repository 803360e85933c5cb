// Causal top-left bf16 attention with GQA (4 query heads per key head),
// d = 96, BHSD layout, every size but the head dims dynamic.
func.func @attention(%q: tensor<?x?x?x?x96xbf16>, %k: tensor<?x?x?x96xbf16>, %v: tensor<?x?x?x96xbf16>, %o: tensor<?x?x?x?x96xbf16>) -> tensor<?x?x?x?x96xbf16> {
  %s = arith.constant 0.102 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, g, m, k1)>,
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, n, k1)>,
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, n, k2)>,
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, g, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x?x?x96xbf16>, tensor<?x?x?x96xbf16>, tensor<?x?x?x96xbf16>, f32)
      outs(%o : tensor<?x?x?x?x96xbf16>) -> tensor<?x?x?x?x96xbf16>
  return %r : tensor<?x?x?x?x96xbf16>
}
