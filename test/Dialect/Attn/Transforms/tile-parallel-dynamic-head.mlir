// RUN: attn-opt %s --split-input-file --attn-tile-parallel=tile-m=16 | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-tile-parallel --verify-diagnostics

// Dynamic head dims: the target cannot size the query tile, but tile-m
// (the only tile this pass uses) is enough; without it the error names
// that option.
// CHECK-LABEL: func.func @dynamic_head_dims
// CHECK: scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (2, 64) step (1, 16)
// CHECK:   attn.attention {{.*}} -> tensor<1x16x?xf32>
func.func @dynamic_head_dims(%q: tensor<2x64x?xf32>, %k: tensor<2x48x?xf32>, %v: tensor<2x48x?xf32>, %s: f32, %init: tensor<2x64x?xf32>) -> tensor<2x64x?xf32> {
  // expected-error @+1 {{head dims must be static to choose tiles for target 'host'; give tile-m}}
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x64x?xf32>, tensor<2x48x?xf32>, tensor<2x48x?xf32>, f32)
      outs(%init : tensor<2x64x?xf32>) -> tensor<2x64x?xf32>
  return %0 : tensor<2x64x?xf32>
}
