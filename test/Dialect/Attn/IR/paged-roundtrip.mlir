// RUN: attn-opt %s | attn-opt | FileCheck %s

// Decode against a paged cache of 16-key pages, GQA (4 query heads per KV
// head), bottom-right causal, with the log-sum-exp.

#q = affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k1)>
#k = affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k2)>
#l = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>

// CHECK-LABEL: func.func @decode
// CHECK: attn.paged_attention
// CHECK-SAME: causal(bottom_right)
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<?x1x2x4x64xf16>, tensor<?x16x2x64xf16>, tensor<?x16x2x64xf16>, f32)
// CHECK-SAME: pages(%{{.*}}, %{{.*}} : tensor<?x?xi32>, tensor<?xi32>)
// CHECK-SAME: -> tensor<?x1x2x4x64xf16>, tensor<?x2x4x1xf32>
func.func @decode(%q: tensor<?x1x2x4x64xf16>, %k: tensor<?x16x2x64xf16>,
    %v: tensor<?x16x2x64xf16>, %table: tensor<?x?xi32>, %lens: tensor<?xi32>,
    %o: tensor<?x1x2x4x64xf16>, %l: tensor<?x2x4x1xf32>, %s: f32)
    -> (tensor<?x1x2x4x64xf16>, tensor<?x2x4x1xf32>) {
  %r:2 = attn.paged_attention indexing_maps = [#q, #k, #v, #o, #l]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x1x2x4x64xf16>, tensor<?x16x2x64xf16>,
          tensor<?x16x2x64xf16>, f32)
      pages(%table, %lens : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x1x2x4x64xf16>, tensor<?x2x4x1xf32>)
      -> tensor<?x1x2x4x64xf16>, tensor<?x2x4x1xf32>
  return %r#0, %r#1 : tensor<?x1x2x4x64xf16>, tensor<?x2x4x1xf32>
}
