// A paged KV cache of 256-key pages: decode (one query row) with grouped
// heads (32 query heads, 8 K/V heads), bottom-right causal, with the LSE.
func.func @paged(%q: tensor<?x1x8x4x128xbf16>, %k: tensor<?x256x8x128xbf16>,
                 %v: tensor<?x256x8x128xbf16>, %table: tensor<?x?xi32>,
                 %lens: tensor<?xi32>, %o: tensor<?x1x8x4x128xbf16>,
                 %lse: tensor<?x8x4x1xf32>, %scale: f32)
    -> (tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>) {
  %r:2 = attn.paged_attention
      indexing_maps = [
        affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k1)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k1)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k2)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k2)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %scale : tensor<?x1x8x4x128xbf16>,
          tensor<?x256x8x128xbf16>, tensor<?x256x8x128xbf16>, f32)
      pages(%table, %lens : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o, %lse : tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>)
      -> tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>
  return %r#0, %r#1 : tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>
}
