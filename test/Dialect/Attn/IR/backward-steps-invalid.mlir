// RUN: attn-opt %s --split-input-file --verify-diagnostics

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @key_step_without_row_scale(%q: tensor<2x8x16xf32>, %k: tensor<2x4x16xf32>, %v: tensor<2x4x16xf32>, %s: f32, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %dk: tensor<2x4x16xf32>, %dv: tensor<2x4x16xf32>) {
  // expected-error @+1 {{expects 3 row statistics in 'grads' after the output gradient (lse, row_dots, row_scale), got 2}}
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #o, #r, #r, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, f32) grads(%do, %lse, %d : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%dk, %dv : tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>, tensor<2x4x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @query_step_one_out(%q: tensor<2x8x16xf32>, %k: tensor<2x4x16xf32>, %v: tensor<2x4x16xf32>, %s: f32, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %acc: tensor<2x8x16xf32>) {
  // expected-error @+1 {{expects 2 outs and results (acc, row_sums), got 1 outs and 1 results}}
  %0 = attn.backward_dq_step indexing_maps = [#q, #k, #v, #o, #r, #r, #q] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, f32) grads(%do, %lse, %d : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%acc : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @query_step_acc_rows(%q: tensor<2x8x16xf32>, %k: tensor<2x4x16xf32>, %v: tensor<2x4x16xf32>, %s: f32, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %acc: tensor<2x9x16xf32>, %sums: tensor<2x8xf32>) {
  // expected-error @+1 {{'acc' dim 1 has size 9 but 'query' dim 1 has size 8 for iteration d1 (m)}}
  %0:2 = attn.backward_dq_step indexing_maps = [#q, #k, #v, #o, #r, #r, #q, #r] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, f32) grads(%do, %lse, %d : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%acc, %sums : tensor<2x9x16xf32>, tensor<2x8xf32>) -> tensor<2x9x16xf32>, tensor<2x8xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @key_step_row_scale_by_key(%q: tensor<2x8x16xf32>, %k: tensor<2x4x16xf32>, %v: tensor<2x4x16xf32>, %s: f32, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %c: tensor<2x4xf32>, %dk: tensor<2x4x16xf32>, %dv: tensor<2x4x16xf32>) {
  // expected-error @+1 {{'row_scale' may not index iteration d2 (n)}}
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #o, #r, #r, affine_map<(b, m, n, k1, k2) -> (b, n)>, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, f32) grads(%do, %lse, %d, %c : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x4xf32>) outs(%dk, %dv : tensor<2x4x16xf32>, tensor<2x4x16xf32>) -> tensor<2x4x16xf32>, tensor<2x4x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @offset_without_causal(%q: tensor<2x8x16xf32>, %k: tensor<2x4x16xf32>, %v: tensor<2x4x16xf32>, %s: f32, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %acc: tensor<2x8x16xf32>, %sums: tensor<2x8xf32>, %off: index) {
  // expected-error @+1 {{'causal_offset' requires the 'causal' attribute}}
  %0:2 = attn.backward_dq_step indexing_maps = [#q, #k, #v, #o, #r, #r, #q, #r] causal_offset(%off) ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x4x16xf32>, tensor<2x4x16xf32>, f32) grads(%do, %lse, %d : tensor<2x8x16xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%acc, %sums : tensor<2x8x16xf32>, tensor<2x8xf32>) -> tensor<2x8x16xf32>, tensor<2x8xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @key_step_query_gradient_rank(%q: tensor<2x8x16xbf16>, %k: tensor<2x4x16xbf16>, %v: tensor<2x4x16xbf16>, %s: f32, %do: tensor<2x8x16xbf16>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %c: tensor<2x8xf32>, %dk: tensor<2x4x16xf32>, %dv: tensor<2x4x16xf32>, %dq: memref<8x16xf32>) {
  // expected-error @+1 {{'grad_query_acc' is indexed like the query: expected rank 3, got 2}}
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #o, #r, #r, #r, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xbf16>, tensor<2x4x16xbf16>, tensor<2x4x16xbf16>, f32) grads(%do, %lse, %d, %c : tensor<2x8x16xbf16>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%dk, %dv : tensor<2x4x16xf32>, tensor<2x4x16xf32>) grad_query_acc(%dq : memref<8x16xf32>) -> tensor<2x4x16xf32>, tensor<2x4x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @key_step_query_gradient_rows(%q: tensor<2x8x16xbf16>, %k: tensor<2x4x16xbf16>, %v: tensor<2x4x16xbf16>, %s: f32, %do: tensor<2x8x16xbf16>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %c: tensor<2x8xf32>, %dk: tensor<2x4x16xf32>, %dv: tensor<2x4x16xf32>, %dq: memref<2x4x16xf32>) {
  // expected-error @+1 {{'grad_query_acc' is indexed like the query: dim 1 has size 4, the query's 8}}
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #o, #r, #r, #r, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xbf16>, tensor<2x4x16xbf16>, tensor<2x4x16xbf16>, f32) grads(%do, %lse, %d, %c : tensor<2x8x16xbf16>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%dk, %dv : tensor<2x4x16xf32>, tensor<2x4x16xf32>) grad_query_acc(%dq : memref<2x4x16xf32>) -> tensor<2x4x16xf32>, tensor<2x4x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @key_step_query_gradient_f16(%q: tensor<2x8x16xbf16>, %k: tensor<2x4x16xbf16>, %v: tensor<2x4x16xbf16>, %s: f32, %do: tensor<2x8x16xbf16>, %lse: tensor<2x8xf32>, %d: tensor<2x8xf32>, %c: tensor<2x8xf32>, %dk: tensor<2x4x16xf32>, %dv: tensor<2x4x16xf32>, %dq: memref<2x8x16xf16>) {
  // expected-error @+1 {{operand #10 must be 1D/2D/3D/4D/5D/6D/7D/8D memref of 32-bit float values, but got 'memref<2x8x16xf16>'}}
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #o, #r, #r, #r, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xbf16>, tensor<2x4x16xbf16>, tensor<2x4x16xbf16>, f32) grads(%do, %lse, %d, %c : tensor<2x8x16xbf16>, tensor<2x8xf32>, tensor<2x8xf32>, tensor<2x8xf32>) outs(%dk, %dv : tensor<2x4x16xf32>, tensor<2x4x16xf32>) grad_query_acc(%dq : memref<2x8x16xf16>) -> tensor<2x4x16xf32>, tensor<2x4x16xf32>
  return
}
