// RUN: attn-opt %s --attn-tile-parallel --verify-diagnostics
// The kernel configuration an op carries must be an #attn.kernel_config.
func.func @bad_kernel_config(%q: tensor<64x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-error @+1 {{'attn.kernel_config' must be an #attn.kernel_config, got array<i64: 32>}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x16xf32>, tensor<48x16xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) {attn.kernel_config = array<i64: 32>} -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}
