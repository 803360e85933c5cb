// RUN: attn-opt %s --split-input-file --attn-decompose-backward-steps --verify-diagnostics

// The key step that adds dQ to memory is the GPU kernels' form: the host
// decomposition says so instead of dropping the query gradient.
#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @key_step_with_query_gradient(%q: tensor<2x8x16xbf16>, %k: tensor<2x4x16xbf16>, %v: tensor<2x4x16xbf16>, %s: f32, %do: tensor<2x8x16xbf16>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %c: tensor<2x8xf32>, %dk: tensor<2x4x16xf32>, %dv: tensor<2x4x16xf32>, %dq: memref<2x8x16xf32>) -> (tensor<2x4x16xf32>, tensor<2x4x16xf32>) {
  // expected-error @+1 {{with a grad_query_acc (dQ added to memory by the GPU kernels' key pass) has no linalg form; on the host, attn-tile-backward makes the two-pass form, whose query pass computes dQ}}
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #o, #r, #r, #r, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xbf16>, tensor<2x4x16xbf16>, tensor<2x4x16xbf16>, f32) grads(%do, %lse, %d, %c : tensor<2x8x16xbf16>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%dk, %dv : tensor<2x4x16xf32>, tensor<2x4x16xf32>) grad_query_acc(%dq : memref<2x8x16xf32>) -> tensor<2x4x16xf32>, tensor<2x4x16xf32>
  return %0#0, %0#1 : tensor<2x4x16xf32>, tensor<2x4x16xf32>
}
