// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu=kernel=simt 2>&1 | FileCheck %s --check-prefix=SIMT

// What the tensor-core backward does not take is an error on the op that
// says why; the gradients have no SIMT kernel.
// SIMT: error: 'attn.attention_backward' op the gradients have only the tensor-core kernels (kernel=auto or mma), not kernel=simt

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#l = affine_map<(b, m, n, k1, k2) -> (b, m)>
func.func @f32(%q: tensor<2x8x64xf32>, %k: tensor<2x12x64xf32>, %v: tensor<2x12x64xf32>, %s: f32,
               %o: tensor<2x8x64xf32>, %do: tensor<2x8x64xf32>, %lse: tensor<2x8xf32>)
    -> (tensor<2x8x64xf32>, tensor<2x12x64xf32>, tensor<2x12x64xf32>) {
  // expected-error @+1 {{the tensor-core backward needs f16 or bf16 query, key, value, output and output gradient of one type, got 'f32', 'f32', 'f32', 'f32', 'f32'}}
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      ins(%q, %k, %v, %s : tensor<2x8x64xf32>, tensor<2x12x64xf32>, tensor<2x12x64xf32>, f32)
      grads(%o, %do, %lse : tensor<2x8x64xf32>, tensor<2x8x64xf32>, tensor<2x8xf32>)
      outs(%q, %k, %v : tensor<2x8x64xf32>, tensor<2x12x64xf32>, tensor<2x12x64xf32>)
      -> tensor<2x8x64xf32>, tensor<2x12x64xf32>, tensor<2x12x64xf32>
  return %dq, %dk, %dv : tensor<2x8x64xf32>, tensor<2x12x64xf32>, tensor<2x12x64xf32>
}

// -----

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#l = affine_map<(b, m, n, k1, k2) -> (b, m)>
func.func @d192(%q: tensor<2x8x192xf16>, %k: tensor<2x12x192xf16>, %v: tensor<2x12x192xf16>, %s: f32,
               %o: tensor<2x8x192xf16>, %do: tensor<2x8x192xf16>, %lse: tensor<2x8xf32>)
    -> (tensor<2x8x192xf16>, tensor<2x12x192xf16>, tensor<2x12x192xf16>) {
  // expected-error @+1 {{the tensor-core backward needs static head dims that are multiples of 8 from 8 to 128, got k1 = 192, k2 = 192}}
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      ins(%q, %k, %v, %s : tensor<2x8x192xf16>, tensor<2x12x192xf16>, tensor<2x12x192xf16>, f32)
      grads(%o, %do, %lse : tensor<2x8x192xf16>, tensor<2x8x192xf16>, tensor<2x8xf32>)
      outs(%q, %k, %v : tensor<2x8x192xf16>, tensor<2x12x192xf16>, tensor<2x12x192xf16>)
      -> tensor<2x8x192xf16>, tensor<2x12x192xf16>, tensor<2x12x192xf16>
  return %dq, %dk, %dv : tensor<2x8x192xf16>, tensor<2x12x192xf16>, tensor<2x12x192xf16>
}

// -----

// Two query-group dims (batch dims K and V lack): the key pass runs over
// one.
#q = affine_map<(b, g0, g1, m, n, k1, k2) -> (b, g0, g1, m, k1)>
#k = affine_map<(b, g0, g1, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, g0, g1, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, g0, g1, m, n, k1, k2) -> (b, g0, g1, m, k2)>
#l = affine_map<(b, g0, g1, m, n, k1, k2) -> (b, g0, g1, m)>
func.func @two_groups(%q: tensor<2x2x2x8x64xbf16>, %k: tensor<2x12x64xbf16>, %v: tensor<2x12x64xbf16>, %s: f32,
                      %o: tensor<2x2x2x8x64xbf16>, %do: tensor<2x2x2x8x64xbf16>, %lse: tensor<2x2x2x8xf32>)
    -> (tensor<2x2x2x8x64xbf16>, tensor<2x12x64xbf16>, tensor<2x12x64xbf16>) {
  // expected-error @+1 {{the tensor-core backward takes one query-group dim (batch dims that key and value lack), got 2}}
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      ins(%q, %k, %v, %s : tensor<2x2x2x8x64xbf16>, tensor<2x12x64xbf16>, tensor<2x12x64xbf16>, f32)
      grads(%o, %do, %lse : tensor<2x2x2x8x64xbf16>, tensor<2x2x2x8x64xbf16>, tensor<2x2x2x8xf32>)
      outs(%q, %k, %v : tensor<2x2x2x8x64xbf16>, tensor<2x12x64xbf16>, tensor<2x12x64xbf16>)
      -> tensor<2x2x2x8x64xbf16>, tensor<2x12x64xbf16>, tensor<2x12x64xbf16>
  return %dq, %dk, %dv : tensor<2x2x2x8x64xbf16>, tensor<2x12x64xbf16>, tensor<2x12x64xbf16>
}

// -----

// The head dim must be each row's innermost (16-byte copies).
#q = affine_map<(b, m, n, k1, k2) -> (b, k1, m)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#l = affine_map<(b, m, n, k1, k2) -> (b, m)>
func.func @transposed_q(%q: tensor<2x64x8xf16>, %k: tensor<2x12x64xf16>, %v: tensor<2x12x64xf16>, %s: f32,
                        %o: tensor<2x8x64xf16>, %do: tensor<2x8x64xf16>, %lse: tensor<2x8xf32>)
    -> (tensor<2x64x8xf16>, tensor<2x12x64xf16>, tensor<2x12x64xf16>) {
  // expected-error @+1 {{the tensor-core backward needs k1 innermost in the query layout, got affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1)>}}
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      ins(%q, %k, %v, %s : tensor<2x64x8xf16>, tensor<2x12x64xf16>, tensor<2x12x64xf16>, f32)
      grads(%o, %do, %lse : tensor<2x8x64xf16>, tensor<2x8x64xf16>, tensor<2x8xf32>)
      outs(%q, %k, %v : tensor<2x64x8xf16>, tensor<2x12x64xf16>, tensor<2x12x64xf16>)
      -> tensor<2x64x8xf16>, tensor<2x12x64xf16>, tensor<2x12x64xf16>
  return %dq, %dk, %dv : tensor<2x64x8xf16>, tensor<2x12x64xf16>, tensor<2x12x64xf16>
}
