// RUN: attn-opt %s --split-input-file --attn-decompose-backward-steps | FileCheck %s

#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#r = affine_map<(b, m, n, k1, k2) -> (b, m)>

// The query step on a causal block: S = Q·Kᵀ, P' = exp(S·scale − LSE)
// with -inf above the step's diagonal (0 where LSE = -inf), the row sums
// added in place, dP − D as dO·Vᵀ summed into −D, dS' = P' (dP − D), and
// acc += dS'·K in place. No normalisation inside a step.
// CHECK-LABEL: func.func @query_step
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<1x8x16xf16>, %[[K:[^:]*]]: tensor<1x4x16xf16>, %[[V:[^:]*]]: tensor<1x4x8xf16>, %[[SCALE:[^:]*]]: f32, %[[DO:[^:]*]]: tensor<1x8x8xf16>, %[[LSE:[^:]*]]: tensor<1x8xf32>, %[[D:[^:]*]]: tensor<1x8xf32>, %[[ACC:[^:]*]]: tensor<1x8x16xf32>, %[[SUMS:[^:]*]]: tensor<1x8xf32>, %[[OFF:[^:]*]]: index)
// CHECK: %[[S:.*]] = linalg.generic {{.*}} ins(%[[Q]], %[[K]] : tensor<1x8x16xf16>, tensor<1x4x16xf16>)
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[LSE]] : tensor<1x8x4xf32>, tensor<1x8xf32>)
// CHECK:   linalg.index 1
// CHECK:   linalg.index 2
// CHECK:   arith.addi %{{.*}}, %[[OFF]]
// CHECK:   arith.mulf %{{.*}}, %[[SCALE]] fastmath<contract>
// CHECK:   math.exp2
// CHECK: %[[NEWSUMS:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]{{.*}} ins(%[[P]] : tensor<1x8x4xf32>) outs(%[[SUMS]] : tensor<1x8xf32>)
// CHECK: %[[NEGD:.*]] = linalg.generic {{.*}} ins(%[[D]] : tensor<1x8xf32>)
// CHECK:   arith.negf
// CHECK: %[[DIFF:.*]] = linalg.generic {{.*}} ins(%[[DO]], %[[V]] : tensor<1x8x8xf16>, tensor<1x4x8xf16>) outs(%[[NEGD]] : tensor<1x8x4xf32>)
// CHECK: %[[DS:.*]] = linalg.generic {{.*}} ins(%[[P]], %[[DIFF]] :
// CHECK: %[[NEWACC:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel"]{{.*}} ins(%[[DS]], %[[K]] : tensor<1x8x4xf32>, tensor<1x4x16xf16>) outs(%[[ACC]] : tensor<1x8x16xf32>)
// CHECK: return %[[NEWACC]], %[[NEWSUMS]]
func.func @query_step(%q: tensor<1x8x16xf16>, %k: tensor<1x4x16xf16>, %v: tensor<1x4x8xf16>, %s: f32,
                      %do: tensor<1x8x8xf16>, %lse: tensor<1x8xf32>, %d: tensor<1x8xf32>,
                      %acc: tensor<1x8x16xf32>, %sums: tensor<1x8xf32>, %off: index)
    -> (tensor<1x8x16xf32>, tensor<1x8xf32>) {
  %0:2 = attn.backward_dq_step indexing_maps = [#q, #k, #v, #o, #r, #r, #q, #r]
      causal(top_left) causal_offset(%off)
      ins(%q, %k, %v, %s : tensor<1x8x16xf16>, tensor<1x4x16xf16>, tensor<1x4x8xf16>, f32)
      grads(%do, %lse, %d : tensor<1x8x8xf16>, tensor<1x8xf32>, tensor<1x8xf32>)
      outs(%acc, %sums : tensor<1x8x16xf32>, tensor<1x8xf32>) -> tensor<1x8x16xf32>, tensor<1x8xf32>
  return %0#0, %0#1 : tensor<1x8x16xf32>, tensor<1x8xf32>
}

// -----

#q = affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k1)>
#k = affine_map<(b, g, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, g, m, n, k1, k2) -> (b, n, k2)>
#mask = affine_map<(b, g, m, n, k1, k2) -> (b, g, m, n)>
#o = affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k2)>
#r = affine_map<(b, g, m, n, k1, k2) -> (b, g, m)>

// The key step of a GQA tile with an additive mask: P = c ∘ exp(S − LSE),
// dK += dSᵀ·Q and dV += Pᵀ·dO, both reducing over the group dim g and m.
// CHECK-LABEL: func.func @key_step
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<1x3x8x16xf32>, %[[K:[^:]*]]: tensor<1x4x16xf32>, %[[V:[^:]*]]: tensor<1x4x8xf32>, %{{[^:]*}}: f32, %[[MASK:[^:]*]]: tensor<1x3x8x4xf32>, %[[DO:[^:]*]]: tensor<1x3x8x8xf32>, %[[LSE:[^:]*]]: tensor<1x3x8xf32>, %[[D:[^:]*]]: tensor<1x3x8xf32>, %[[C:[^:]*]]: tensor<1x3x8xf32>, %[[DK:[^:]*]]: tensor<1x4x16xf32>, %[[DV:[^:]*]]: tensor<1x4x8xf32>)
// CHECK: %[[E:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[LSE]], %[[MASK]] :
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[E]], %[[C]] : tensor<1x3x8x4xf32>, tensor<1x3x8xf32>)
// CHECK:   arith.mulf
// CHECK: %[[DS:.*]] = linalg.generic {{.*}} ins(%[[P]], %{{.*}} :
// CHECK: %[[NEWDK:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel"]} ins(%[[DS]], %[[Q]] : tensor<1x3x8x4xf32>, tensor<1x3x8x16xf32>) outs(%[[DK]] : tensor<1x4x16xf32>)
// CHECK: %[[NEWDV:.*]] = linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction", "reduction", "parallel", "parallel"]} ins(%[[P]], %[[DO]] : tensor<1x3x8x4xf32>, tensor<1x3x8x8xf32>) outs(%[[DV]] : tensor<1x4x8xf32>)
// CHECK: return %[[NEWDK]], %[[NEWDV]]
func.func @key_step(%q: tensor<1x3x8x16xf32>, %k: tensor<1x4x16xf32>, %v: tensor<1x4x8xf32>, %s: f32,
                    %mask: tensor<1x3x8x4xf32>, %do: tensor<1x3x8x8xf32>, %lse: tensor<1x3x8xf32>,
                    %d: tensor<1x3x8xf32>, %c: tensor<1x3x8xf32>,
                    %dk: tensor<1x4x16xf32>, %dv: tensor<1x4x8xf32>)
    -> (tensor<1x4x16xf32>, tensor<1x4x8xf32>) {
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #mask, #o, #r, #r, #r, #k, #v]
      ins(%q, %k, %v, %s : tensor<1x3x8x16xf32>, tensor<1x4x16xf32>, tensor<1x4x8xf32>, f32)
      mask(%mask : tensor<1x3x8x4xf32>)
      grads(%do, %lse, %d, %c : tensor<1x3x8x8xf32>, tensor<1x3x8xf32>, tensor<1x3x8xf32>, tensor<1x3x8xf32>)
      outs(%dk, %dv : tensor<1x4x16xf32>, tensor<1x4x8xf32>) -> tensor<1x4x16xf32>, tensor<1x4x8xf32>
  return %0#0, %0#1 : tensor<1x4x16xf32>, tensor<1x4x8xf32>
}
