// Causal top-left bf16 attention, d = 128, BSHD layout (batch, sequence,
// head, head dim), every size but the head dim dynamic.
func.func @attention(%q: tensor<?x?x?x128xbf16>, %k: tensor<?x?x?x128xbf16>, %v: tensor<?x?x?x128xbf16>, %o: tensor<?x?x?x128xbf16>) -> tensor<?x?x?x128xbf16> {
  %s = arith.constant 0.0883883461 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, f32)
      outs(%o : tensor<?x?x?x128xbf16>) -> tensor<?x?x?x128xbf16>
  return %r : tensor<?x?x?x128xbf16>
}
