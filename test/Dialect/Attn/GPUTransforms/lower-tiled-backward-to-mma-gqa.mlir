// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90}),canonicalize,cse)' | FileCheck %s

// Grouped-query attention (query heads g of K/V head h), causal: the query
// pass runs over every batch dim; the key pass's workgroups over (b, h)
// only, and its steps over every query tile of every query head of the
// group (group fastest), so that dK and dV sum over the group with no copy
// of K or V: step i is group i % G of query tile i / G, Q and dO (and the
// LSE, D and c) read at g times their group stride.
// Arguments of the key pass: q, k, v, do, lse, d, c, dk, dv, scale, m, n,
// size_b0, size_b1, size_b2 (%arg14), q_stride_b0, q_stride_b1,
// q_stride_b2 (%arg17), ...
// CHECK-LABEL: gpu.func @attention_backward_dq(
// CHECK-SAME: grid_batch_dims = ["b0", "b1", "b2"]
// CHECK-LABEL: gpu.func @attention_backward_dkdv(
// CHECK-SAME: grid_batch_dims = ["b0", "b1"]
// CHECK-DAG: %[[GROUPS:.*]] = arith.index_cast %arg14 : i64 to index
// CHECK-DAG: %[[QSTRIDE:.*]] = arith.index_cast %arg17 : i64 to index
// CHECK: %[[TILES:.*]] = arith.ceildivui %{{.*}}, %c64 : index
// CHECK: arith.muli %[[TILES]], %[[GROUPS]] : index
// CHECK: scf.for %[[I:.*]] = %c0 to %{{.*}} step %c1
// CHECK:   %[[NEXT:.*]] = arith.addi %[[I]], %c1 : index
// CHECK:   arith.divui %[[NEXT]], %[[GROUPS]] : index
// CHECK:   %[[G:.*]] = arith.remui %[[NEXT]], %[[GROUPS]] : index
// CHECK:   arith.muli %[[G]], %[[QSTRIDE]] : index
// CHECK:   nvvm.cp.async.shared.global
// CHECK:   nvvm.mma.sync
#q = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>
#k = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>
#o = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>
#l = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>
func.func @gqa_causal(%q: tensor<?x?x?x?x64xbf16>, %k: tensor<?x?x?x64xbf16>, %v: tensor<?x?x?x64xbf16>, %s: f32,
                      %o: tensor<?x?x?x?x64xbf16>, %do: tensor<?x?x?x?x64xbf16>, %lse: tensor<?x?x?x?xf32>,
                      %dq0: tensor<?x?x?x?x64xbf16>, %dk0: tensor<?x?x?x64xbf16>, %dv0: tensor<?x?x?x64xbf16>)
    -> (tensor<?x?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, f32)
      grads(%o, %do, %lse : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>)
      -> tensor<?x?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>
  return %dq, %dk, %dv : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>
}
