// RUN: attn-opt %s --attn-decompose-to-linalg | FileCheck %s

// The reference gradients of causal GQA attention (4 query heads per KV
// head). Loops of the contractions: (b, h, g, m, n, k), k the head dim
// they sum over or keep.
// CHECK-DAG: #[[QK:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d5)>
// CHECK-DAG: #[[KV:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
// CHECK-DAG: #[[S:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
// CHECK-LABEL: func.func @gqa
// S = Q·Kᵀ in f32, summed over the head dim.
// CHECK: %[[DOTS:.*]] = linalg.generic {indexing_maps = [#[[QK]], #[[KV]], #[[S]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : {{.*}}) outs(%{{.*}} : tensor<2x2x4x8x12xf32>)
// exp(S - LSE): masked (causal) scores, 0 where -inf.
// CHECK: %[[E:.*]] = linalg.generic {{.*}} ins(%[[DOTS]], %arg6 : tensor<2x2x4x8x12xf32>, tensor<2x2x4x8xf32>)
// CHECK: arith.cmpi sle
// CHECK: math.exp2
// Divided by its row sums (1 but where the LSE absorbed them).
// CHECK: %[[SUMS:.*]] = linalg.generic {{.*}} ins(%[[E]] : {{.*}}) outs(%{{.*}} : tensor<2x2x4x8xf32>)
// CHECK: %[[C:.*]] = linalg.generic {{.*}} ins(%[[SUMS]] : tensor<2x2x4x8xf32>)
// CHECK: arith.divf
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[E]], %[[C]] :
// D = rowsum(dO O); dP - D as dO·Vᵀ summed into -D; dS = P (dP - D).
// CHECK: %[[D:.*]] = linalg.generic {{.*}} ins(%arg5, %arg4 : {{.*}}) outs(%{{.*}} : tensor<2x2x4x8xf32>)
// CHECK: %[[NEGD:.*]] = linalg.generic {{.*}} ins(%[[D]] : tensor<2x2x4x8xf32>)
// CHECK: arith.negf
// CHECK: %[[DIFF:.*]] = linalg.generic {indexing_maps = [#[[QK]], #[[KV]], #[[S]]], {{.*}} ins(%arg5, %arg2 : {{.*}}) outs(%[[NEGD]] :
// CHECK: %[[DS:.*]] = linalg.generic {{.*}} ins(%[[P]], %[[DIFF]] :
// CHECK: arith.mulf
// dQ = scale dS·K: n is the reduction; then scaled and rounded into dQ.
// CHECK: %[[DQ:.*]] = linalg.generic {indexing_maps = [#[[S]], #[[KV]], #[[QK]]], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%[[DS]], %arg1 :
// CHECK: linalg.generic {{.*}} ins(%[[DQ]] : tensor<2x2x4x8x16xf32>) outs(%arg7 : tensor<2x2x4x8x16xf16>)
// CHECK: arith.mulf %{{.*}}, %arg3 : f32
// CHECK: arith.truncf
// dK = scale dSᵀ·Q and dV = Pᵀ·dO: the query groups g and the rows m are
// reductions, so that a KV head's gradient sums over its query heads.
// CHECK: %[[DK:.*]] = linalg.generic {indexing_maps = [#[[S]], #[[QK]], #[[KV]]], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]} ins(%[[DS]], %arg0 :
// CHECK: linalg.generic {{.*}} ins(%[[DK]] : tensor<2x2x12x16xf32>) outs(%arg8 : tensor<2x2x12x16xf16>)
// CHECK: %[[DV:.*]] = linalg.generic {indexing_maps = [#[[S]], #[[QK]], #[[KV]]], iterator_types = ["parallel", "parallel", "reduction", "reduction", "parallel", "parallel"]} ins(%[[P]], %arg5 :
// CHECK: linalg.generic {{.*}} ins(%[[DV]] : tensor<2x2x12x8xf32>) outs(%arg9 : tensor<2x2x12x8xf16>)
// CHECK-NOT: arith.mulf %{{.*}}, %arg3
// CHECK-NOT: attn.attention_backward
func.func @gqa(%q: tensor<2x2x4x8x16xf16>, %k: tensor<2x2x12x16xf16>, %v: tensor<2x2x12x8xf16>, %s: f32,
               %o: tensor<2x2x4x8x8xf16>, %do: tensor<2x2x4x8x8xf16>, %lse: tensor<2x2x4x8xf32>,
               %dq0: tensor<2x2x4x8x16xf16>, %dk0: tensor<2x2x12x16xf16>, %dv0: tensor<2x2x12x8xf16>)
    -> (tensor<2x2x4x8x16xf16>, tensor<2x2x12x16xf16>, tensor<2x2x12x8xf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x2x4x8x16xf16>, tensor<2x2x12x16xf16>, tensor<2x2x12x8xf16>, f32)
      grads(%o, %do, %lse : tensor<2x2x4x8x8xf16>, tensor<2x2x4x8x8xf16>, tensor<2x2x4x8xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<2x2x4x8x16xf16>, tensor<2x2x12x16xf16>, tensor<2x2x12x8xf16>)
      -> tensor<2x2x4x8x16xf16>, tensor<2x2x12x16xf16>, tensor<2x2x12x8xf16>
  return %dq, %dk, %dv : tensor<2x2x4x8x16xf16>, tensor<2x2x12x16xf16>, tensor<2x2x12x8xf16>
}
