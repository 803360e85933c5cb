// RUN: attn-opt %s --split-input-file --attn-tile-kv --verify-diagnostics
// RUN: not attn-opt %s --attn-tile-kv=split-kv=sometimes 2>&1 | FileCheck %s --check-prefix=SPLIT

// Choosing tiles from a target needs static head dims (they size the
// tiles); the error names the option of this pass that gives them (tile-n:
// attn-tile-kv has no query tile).
func.func @dynamic_head_dim(%q: tensor<64x?xf32>, %k: tensor<48x?xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-error @+1 {{head dims must be static to choose tiles for target 'host'; give tile-n}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x?xf32>, tensor<48x?xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

// SPLIT: split-kv must be auto, always or never, got 'sometimes'
