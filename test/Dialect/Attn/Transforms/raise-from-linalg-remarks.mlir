// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg{emit-remarks=true}))' --verify-diagnostics

// With emit-remarks, each contraction of softmax-like probabilities that is
// not raised says why, on the P·V contraction.

func.func @remark_softmax_over_queries(%q: tensor<8x128x64xf32>, %kt: tensor<8x64x128xf32>, %v: tensor<8x128x64xf32>) -> tensor<8x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<8x128x128xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%s_zero : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<8x128x128xf32>) outs(%s_init : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %o_init = tensor.empty() : tensor<8x128x64xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  // expected-remark @+1 {{not raised to attn.attention: the softmax does not normalise over the key dim of P*V}}
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%o_zero : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %o : tensor<8x128x64xf32>
}

// -----

func.func @remark_probabilities_escape(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>) -> (tensor<32x8xf32>, tensor<32x48xf32>) {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  // expected-remark @+1 {{not raised to attn.attention: the scores or probabilities have other uses}}
  %o = linalg.matmul ins(%p, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o, %p : tensor<32x8xf32>, tensor<32x48xf32>
}

// -----

// A plain matmul chain without a softmax is not a candidate: no remark.
func.func @no_remark_plain_matmuls(%a: tensor<32x16xf32>, %b: tensor<16x48xf32>, %c: tensor<48x8xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%a, %b : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%s, %c : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}

// -----

// Probabilities scaled after the softmax are not attention; the remark says
// why (it was silent: the P·V input looked like a plain multiplication).
func.func @remark_scaled_probabilities(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %ph = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %half : f32
    linalg.yield %y : f32
  } -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  // expected-remark @+1 {{not raised to attn.attention:}}
  %o = linalg.matmul ins(%ph, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}
