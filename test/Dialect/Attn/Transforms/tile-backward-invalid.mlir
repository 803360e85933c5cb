// RUN: attn-opt %s --split-input-file --attn-tile-backward --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --attn-tile-backward="target=sm_99" 2>&1 | FileCheck %s --check-prefix=TARGET

// Dynamic head dims: the target cannot choose the tiles, which must be
// given.
// TARGET: error: 'attn.attention_backward' op unknown target 'sm_99'; known targets:
func.func @dynamic_head_dims(%q: tensor<2x8x?xf32>, %k: tensor<2x12x?xf32>, %v: tensor<2x12x?xf32>, %s: f32,
    %o: tensor<2x8x?xf32>, %do: tensor<2x8x?xf32>, %lse: tensor<2x8xf32>,
    %dq0: tensor<2x8x?xf32>, %dk0: tensor<2x12x?xf32>, %dv0: tensor<2x12x?xf32>) {
  // expected-error @+1 {{head dims must be static to choose tiles for target 'host'; give tile-m and tile-n}}
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>]
      ins(%q, %k, %v, %s : tensor<2x8x?xf32>, tensor<2x12x?xf32>, tensor<2x12x?xf32>, f32)
      grads(%o, %do, %lse : tensor<2x8x?xf32>, tensor<2x8x?xf32>, tensor<2x8xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<2x8x?xf32>, tensor<2x12x?xf32>, tensor<2x12x?xf32>)
      -> tensor<2x8x?xf32>, tensor<2x12x?xf32>, tensor<2x12x?xf32>
  return
}
