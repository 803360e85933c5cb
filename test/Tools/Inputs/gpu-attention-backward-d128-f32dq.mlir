// The gradients of attention in BHSD, bf16, d = 128, every length dynamic,
// dQ in f32 (the kernels' dQ by the key pass's atomics, whose key pass
// takes blocks of 128 keys at this head dim).
#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>
#l = affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>
func.func @attention_backward(%q: tensor<?x?x?x128xbf16>, %k: tensor<?x?x?x128xbf16>, %v: tensor<?x?x?x128xbf16>,
    %s: f32, %o: tensor<?x?x?x128xbf16>, %do: tensor<?x?x?x128xbf16>, %lse: tensor<?x?x?xf32>,
    %dq0: tensor<?x?x?x128xf32>, %dk0: tensor<?x?x?x128xbf16>, %dv0: tensor<?x?x?x128xbf16>)
    -> (tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      ins(%q, %k, %v, %s : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, f32)
      grads(%o, %do, %lse : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>)
      -> tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>
  return %dq, %dk, %dv : tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>
}
