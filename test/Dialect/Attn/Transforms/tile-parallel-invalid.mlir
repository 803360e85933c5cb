// RUN: attn-opt %s --split-input-file --attn-tile-parallel=target=tpu --verify-diagnostics

// An unknown target is named in the error, with the known ones.
func.func @unknown_target(%q: tensor<64x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-error @+1 {{unknown target 'tpu'; known targets: host, x86-64, x86-64-v3, x86-64-v4, sm_80, sm_90, sm_90a, lavapipe, vulkan}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x16xf32>, tensor<48x16xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}
