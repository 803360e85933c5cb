// BHSD f32 attention with dynamic lengths, causal (top-left), head dim 64.
func.func @attention(%q: tensor<2x4x?x64xf32>, %k: tensor<2x4x?x64xf32>,
                     %v: tensor<2x4x?x64xf32>, %o: tensor<2x4x?x64xf32>,
                     %scale: f32) -> tensor<2x4x?x64xf32> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %scale : tensor<2x4x?x64xf32>, tensor<2x4x?x64xf32>,
          tensor<2x4x?x64xf32>, f32)
      outs(%o : tensor<2x4x?x64xf32>) -> tensor<2x4x?x64xf32>
  return %r : tensor<2x4x?x64xf32>
}
// Private functions have no C interface and are not in the manifest.
func.func private @helper(%x: f32) -> f32 {
  return %x : f32
}
