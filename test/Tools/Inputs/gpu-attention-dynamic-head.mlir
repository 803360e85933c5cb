// Causal bottom-right f16 attention with GQA (2 KV heads, 3 query heads
// each), dynamic lengths, an additive mask and the log-sum-exp.
func.func @attention(%q: tensor<2x2x3x?x?xf16>, %k: tensor<2x2x?x?xf16>, %v: tensor<2x2x?x?xf16>, %mask: tensor<?x?xf32>, %o: tensor<2x2x3x?x?xf16>, %l: tensor<2x2x3x?xf32>) -> (tensor<2x2x3x?x?xf16>, tensor<2x2x3x?xf32>) {
  %s = arith.constant 0.125 : f32
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x2x3x?x?xf16>, tensor<2x2x?x?xf16>, tensor<2x2x?x?xf16>, f32)
      mask(%mask : tensor<?x?xf32>)
      outs(%o, %l : tensor<2x2x3x?x?xf16>, tensor<2x2x3x?xf32>) -> tensor<2x2x3x?x?xf16>, tensor<2x2x3x?xf32>
  return %r#0, %r#1 : tensor<2x2x3x?x?xf16>, tensor<2x2x3x?xf32>
}
