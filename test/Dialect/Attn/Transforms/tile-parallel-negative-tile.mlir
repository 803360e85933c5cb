// RUN: not attn-opt %s --attn-tile-parallel=tile-m=-4 2>&1 | FileCheck %s

// A negative tile size is rejected on the op.
// CHECK: error: 'attn.attention' op tile sizes must be positive, got tile-m=-4 tile-n=0
func.func @negative_tile(%q: tensor<64x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x16xf32>, tensor<48x16xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}
