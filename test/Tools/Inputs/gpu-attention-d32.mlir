// f16 attention with a boolean mask, d = 32, BHSD layout, every size but
// the head dims dynamic.
func.func @attention(%q: tensor<?x?x?x32xf16>, %k: tensor<?x?x?x32xf16>, %v: tensor<?x?x?x32xf16>, %mask: tensor<?x?xi1>, %o: tensor<?x?x?x32xf16>) -> tensor<?x?x?x32xf16> {
  %s = arith.constant 0.177 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x?x32xf16>, tensor<?x?x?x32xf16>, tensor<?x?x?x32xf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      outs(%o : tensor<?x?x?x32xf16>) -> tensor<?x?x?x32xf16>
  return %r : tensor<?x?x?x32xf16>
}
