// The gradients of bottom-right causal attention in BSHD with a boolean
// mask, bf16, d = 128, every length dynamic.
#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>
#mask = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, n)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>
#l = affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>
func.func @attention_backward(%q: tensor<?x?x?x128xbf16>, %k: tensor<?x?x?x128xbf16>, %v: tensor<?x?x?x128xbf16>,
    %mask: tensor<?x?x?x?xi1>, %s: f32, %o: tensor<?x?x?x128xbf16>, %do: tensor<?x?x?x128xbf16>,
    %lse: tensor<?x?x?xf32>, %dq0: tensor<?x?x?x128xbf16>, %dk0: tensor<?x?x?x128xbf16>,
    %dv0: tensor<?x?x?x128xbf16>)
    -> (tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #mask, #o, #o, #l, #q, #k, #v]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, f32)
      mask(%mask : tensor<?x?x?x?xi1>)
      grads(%o, %do, %lse : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>)
      -> tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>
  return %dq, %dk, %dv : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>
}
