// RUN: attn-opt %s --attn-tile-parallel --verify-diagnostics
// A tile-size hint must hold two positive sizes.
func.func @bad_tile_sizes_hint(%q: tensor<64x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-error @+1 {{'attn.tile_sizes' must hold two positive sizes [tile-m, tile-n], got array<i64: 32>}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x16xf32>, tensor<48x16xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) {attn.tile_sizes = array<i64: 32>} -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}
