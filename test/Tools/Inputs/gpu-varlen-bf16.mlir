// Packed sequences with grouped K/V heads (FlashAttention's varlen layout:
// Q [total_q, 8, 4, 128] as K/V head, group; K and V [total_k, 8, 128]),
// causal bottom-right, with the LSE [8, 4, total_q].
func.func @varlen(%q: tensor<?x8x4x128xbf16>, %k: tensor<?x8x128xbf16>,
    %v: tensor<?x8x128xbf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x4x128xbf16>, %l: tensor<8x4x?xf32>, %s: f32)
    -> (tensor<?x8x4x128xbf16>, tensor<8x4x?xf32>) {
  %r:2 = attn.varlen_attention indexing_maps = [
      affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k1)>,
      affine_map<(h, g, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(h, g, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k2)>,
      affine_map<(h, g, m, n, k1, k2) -> (h, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x8x4x128xbf16>, tensor<?x8x128xbf16>, tensor<?x8x128xbf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x8x4x128xbf16>, tensor<8x4x?xf32>)
      -> tensor<?x8x4x128xbf16>, tensor<8x4x?xf32>
  return %r#0, %r#1 : tensor<?x8x4x128xbf16>, tensor<8x4x?xf32>
}
