// RUN: attn-opt %s --split-input-file --transform-interpreter --verify-diagnostics

// The reduction dims cannot be tiled by slicing (softmax over the keys is
// not a sum of per-tile softmaxes): the request is refused.
func.func @negative_tile_keys(%q: tensor<64x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-warning @+5 {{tiling is not thread safe at axis #1}}
  // expected-error @+4 {{cannot tile reduction dim n by slicing}}
  // expected-error @+3 {{faild to tile operation}}
  // expected-error @+2 {{failed to generate tiling loops}}
  // expected-note @+1 {{when applied to this op}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x16xf32>, tensor<48x16xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["attn.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{transform.structured.tile_using_forall failed to apply}}
    %tiled, %forall = transform.structured.tile_using_forall %op tile_sizes [16, 16, 0, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
