// Causal bottom-right f16 attention, d = 256, BSHD layout (batch, sequence,
// head, head dim), every size but the head dim dynamic.
func.func @attention(%q: tensor<?x?x?x256xf16>, %k: tensor<?x?x?x256xf16>, %v: tensor<?x?x?x256xf16>, %o: tensor<?x?x?x256xf16>) -> tensor<?x?x?x256xf16> {
  %s = arith.constant 0.0625 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x?x?x256xf16>, tensor<?x?x?x256xf16>, tensor<?x?x?x256xf16>, f32)
      outs(%o : tensor<?x?x?x256xf16>) -> tensor<?x?x?x256xf16>
  return %r : tensor<?x?x?x256xf16>
}
