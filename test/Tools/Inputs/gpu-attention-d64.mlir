// Causal bottom-right bf16 attention with GQA (2 query heads per key head)
// and the log-sum-exp (a training forward), d = 64, BHSD layout, every size
// but the head dims dynamic.
func.func @attention(%q: tensor<?x?x?x?x64xbf16>, %k: tensor<?x?x?x64xbf16>, %v: tensor<?x?x?x64xbf16>, %o: tensor<?x?x?x?x64xbf16>, %l: tensor<?x?x?x?xf32>) -> (tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?xf32>) {
  %s = arith.constant 0.125 : f32
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, g, m, k1)>,
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, n, k1)>,
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, n, k2)>,
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, g, m, k2)>,
      affine_map<(b, hk, g, m, n, k1, k2) -> (b, hk, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, f32)
      outs(%o, %l : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?xf32>
  return %r#0, %r#1 : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?xf32>
}
