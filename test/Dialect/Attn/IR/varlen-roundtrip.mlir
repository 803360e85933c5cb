// RUN: attn-opt %s | attn-opt | FileCheck %s

// Packed THD tensors (tokens, heads, head dim), GQA with 4 query heads per KV
// head, bottom-right causal and the log-sum-exp.

#q = affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k1)>
#k = affine_map<(h, g, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, g, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k2)>
#l = affine_map<(h, g, m, n, k1, k2) -> (h, g, m)>

// CHECK-LABEL: func.func @gqa_causal_lse
// CHECK: attn.varlen_attention
// CHECK-SAME: causal(bottom_right)
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?x2x4x64xbf16>, tensor<?x2x64xbf16>, tensor<?x2x64xbf16>, f32)
// CHECK-SAME: seq_offsets(%{{.*}}, %{{.*}} : tensor<?xi32>, tensor<?xi32>)
// CHECK-SAME: -> tensor<?x2x4x64xbf16>, tensor<2x4x?xf32>
func.func @gqa_causal_lse(%q: tensor<?x2x4x64xbf16>, %k: tensor<?x2x64xbf16>,
    %v: tensor<?x2x64xbf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x2x4x64xbf16>, %l: tensor<2x4x?xf32>, %s: f32)
    -> (tensor<?x2x4x64xbf16>, tensor<2x4x?xf32>) {
  %r:2 = attn.varlen_attention indexing_maps = [#q, #k, #v, #o, #l]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x2x4x64xbf16>, tensor<?x2x64xbf16>,
          tensor<?x2x64xbf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x2x4x64xbf16>, tensor<2x4x?xf32>)
      -> tensor<?x2x4x64xbf16>, tensor<2x4x?xf32>
  return %r#0, %r#1 : tensor<?x2x4x64xbf16>, tensor<2x4x?xf32>
}

// Static packed sizes and three sequences.
// CHECK-LABEL: func.func @static_thd
// CHECK: attn.varlen_attention
// CHECK-NOT: causal
// CHECK-SAME: seq_offsets(%{{.*}}, %{{.*}} : tensor<4xi32>, tensor<4xi32>)
#q3 = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k3 = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v3 = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o3 = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>
func.func @static_thd(%q: tensor<100x8x64xf32>, %k: tensor<300x8x64xf32>,
    %v: tensor<300x8x32xf32>, %cq: tensor<4xi32>, %ck: tensor<4xi32>,
    %o: tensor<100x8x32xf32>, %s: f32) -> tensor<100x8x32xf32> {
  %r = attn.varlen_attention indexing_maps = [#q3, #k3, #v3, #o3]
      ins(%q, %k, %v, %s : tensor<100x8x64xf32>, tensor<300x8x64xf32>,
          tensor<300x8x32xf32>, f32)
      seq_offsets(%cq, %ck : tensor<4xi32>, tensor<4xi32>)
      outs(%o : tensor<100x8x32xf32>) -> tensor<100x8x32xf32>
  return %r : tensor<100x8x32xf32>
}
