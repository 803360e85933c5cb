// Causal top-left bf16 attention, d = 128, BHSD, with a boolean key-padding
// mask [B, N] (transformers' sdpa mask as the raise leaves it), every size
// but the head dim dynamic.
func.func @attention(%q: tensor<?x?x?x128xbf16>, %k: tensor<?x?x?x128xbf16>, %v: tensor<?x?x?x128xbf16>, %kept: tensor<?x?xi1>, %o: tensor<?x?x?x128xbf16>) -> tensor<?x?x?x128xbf16> {
  %s = arith.constant 0.0883883461 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, f32)
      mask(%kept : tensor<?x?xi1>)
      outs(%o : tensor<?x?x?x128xbf16>) -> tensor<?x?x?x128xbf16>
  return %r : tensor<?x?x?x128xbf16>
}
