// RUN: attn-opt %s --split-input-file --verify-diagnostics

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @wrong_number_of_maps(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %dq: tensor<2x8x16xf32>, %dk: tensor<2x12x16xf32>, %dv: tensor<2x12x16xf32>) {
  // expected-error @+1 {{expects 9 indexing maps (query, key, value, output, grad_output, lse, grad_query, grad_key, grad_value), got 8}}
  %0:3 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #r, #q, #k] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%dq, %dk, %dv : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>) -> tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @grad_key_omits_batch(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %dq: tensor<2x8x16xf32>, %dk: tensor<12x16xf32>, %dv: tensor<2x12x16xf32>) {
  // expected-error @+1 {{'grad_key' must index the iteration dims 'key' indexes; it omits d0 (batch)}}
  %0:3 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #r, #q, affine_map<(b, m, n, k1, k2) -> (n, k1)>, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%dq, %dk, %dv : tensor<2x8x16xf32>, tensor<12x16xf32>, tensor<2x12x16xf32>) -> tensor<2x8x16xf32>, tensor<12x16xf32>, tensor<2x12x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @grad_value_size(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %dq: tensor<2x8x16xf32>, %dk: tensor<2x12x16xf32>, %dv: tensor<2x13x16xf32>) {
  // expected-error @+1 {{'grad_value' dim 1 has size 13 but 'key' dim 1 has size 12 for iteration d2 (n)}}
  %0:3 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #r, #q, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%dq, %dk, %dv : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x13x16xf32>) -> tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x13x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @grad_output_indexes_n(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x12x16xf32>, %lse: tensor<2x8xf32>, %dq: tensor<2x8x16xf32>, %dk: tensor<2x12x16xf32>, %dv: tensor<2x12x16xf32>) {
  // expected-error @+1 {{'grad_output' may not index iteration d2 (n)}}
  %0:3 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, affine_map<(b, m, n, k1, k2) -> (b, n, k2)>, #r, #q, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x8xf32>) outs(%dq, %dk, %dv : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>) -> tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @two_results(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %dq: tensor<2x8x16xf32>, %dk: tensor<2x12x16xf32>, %dv: tensor<2x12x16xf32>) {
  // expected-error @+1 {{expects three outs and results (the gradients of the query, key and value), got 2 outs and 2 results}}
  %0:2 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #r, #q, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%dq, %dk : tensor<2x8x16xf32>, tensor<2x12x16xf32>) -> tensor<2x8x16xf32>, tensor<2x12x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @offset_without_causal(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %dq: tensor<2x8x16xf32>, %dk: tensor<2x12x16xf32>, %dv: tensor<2x12x16xf32>, %off: index) {
  // expected-error @+1 {{'causal_offset' requires the 'causal' attribute}}
  %0:3 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #r, #q, #k, #v] causal_offset(%off) ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%dq, %dk, %dv : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>) -> tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

func.func @query_f16_key_f32(%q: tensor<2x8x16xf16>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf32>, %dq: tensor<2x8x16xf32>, %dk: tensor<2x12x16xf32>, %dv: tensor<2x12x16xf32>) {
  // expected-error @+1 {{'key' element type 'f32' differs from the 'query' element type 'f16'}}
  %0:3 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #r, #q, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf16>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf32>) outs(%dq, %dk, %dv : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>) -> tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>
  return
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

// The log-sum-exp is f32 (the type constraint).
func.func @lse_f16(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>, %s: f32, %o: tensor<2x8x16xf32>, %do: tensor<2x8x16xf32>, %lse: tensor<2x8xf16>, %dq: tensor<2x8x16xf32>, %dk: tensor<2x12x16xf32>, %dv: tensor<2x12x16xf32>) {
  // expected-error @+1 {{operand #6 must be ranked tensor of 32-bit float values}}
  %0:3 = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #r, #q, #k, #v] ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32) grads(%o, %do, %lse : tensor<2x8x16xf32>, tensor<2x8x16xf32>, tensor<2x8xf16>) outs(%dq, %dk, %dv : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>) -> tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>
  return
}
