// Causal top-left f32 attention with K stored transposed (batch, head, head
// dim, sequence) and the log-sum-exp, d = 64, every size but the head dims
// dynamic: no tensor-core kernel takes it, and its K rows are not
// contiguous along the head dim.
func.func @attention(%q: tensor<?x?x?x64xf32>, %kt: tensor<?x?x64x?xf32>, %v: tensor<?x?x?x64xf32>, %o: tensor<?x?x?x64xf32>, %l: tensor<?x?x?xf32>) -> (tensor<?x?x?x64xf32>, tensor<?x?x?xf32>) {
  %s = arith.constant 0.125 : f32
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, k1, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>]
      causal(top_left)
      ins(%q, %kt, %v, %s : tensor<?x?x?x64xf32>, tensor<?x?x64x?xf32>, tensor<?x?x?x64xf32>, f32)
      outs(%o, %l : tensor<?x?x?x64xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?x64xf32>, tensor<?x?x?xf32>
  return %r#0, %r#1 : tensor<?x?x?x64xf32>, tensor<?x?x?xf32>
}
