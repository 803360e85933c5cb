// Non-causal bf16 attention, d = 128, BHSD, dynamic sizes (the sweep's kernel).
func.func @attention(%q: tensor<?x?x?x128xbf16>, %k: tensor<?x?x?x128xbf16>, %v: tensor<?x?x?x128xbf16>, %o: tensor<?x?x?x128xbf16>, %scale: f32) -> tensor<?x?x?x128xbf16> {
  %r = attn.attention indexing_maps = [affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>, affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>, affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>, affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %scale : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, f32)
      outs(%o : tensor<?x?x?x128xbf16>) -> tensor<?x?x?x128xbf16>
  return %r : tensor<?x?x?x128xbf16>
}
