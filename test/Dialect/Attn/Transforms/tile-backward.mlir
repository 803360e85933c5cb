// RUN: attn-opt %s --split-input-file --attn-tile-backward="tile-m=64 tile-n=32" --cse | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-tile-backward | FileCheck %s --check-prefix=DEFAULT

// Causal GQA in BHSD layout (2 query heads per KV head), 96 queries, 160
// keys. The query pass over (b, h, g, query tiles of 64): D of the tile's
// rows, keys below the tile's first row's diagonal unmasked, the rest up to
// its last row's diagonal masked; dQ = scale acc c, c and D written out. Then the
// key pass over (b, h, key blocks of 32) only: the group dim is whole in
// each step (dK/dV summed over it there); its query loop starts at the
// first row that sees the block, masked tiles first.
// CHECK-LABEL: func.func @gqa_causal
// CHECK-NOT: linalg.generic
// CHECK: %[[QP:.*]]:3 = scf.forall (%[[B:.*]], %[[H:.*]], %[[G:.*]], %[[M0:.*]]) = (0, 0, 0, 0) to (2, 2, 2, 96) step (1, 1, 1, 64) shared_outs(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<2x2x2x96x32xbf16>, tensor<2x2x2x96xf32>, tensor<2x2x2x96xf32>)
// CHECK:   %[[ROWS:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK:   tensor.extract_slice %{{.*}}[%[[B]], %[[H]], %[[G]], %[[M0]], 0] [1, 1, 1, %[[ROWS]], 32]
// CHECK:   %[[D:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<1x1x1x?x16xbf16>, tensor<1x1x1x?x16xbf16>) outs(%{{.*}} : tensor<1x1x1x?xf32>)
// CHECK:   %[[UNMASKED:.*]]:2 = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %c32
// CHECK:     attn.backward_dq_step
// CHECK-NOT:   causal
// CHECK-SAME:  outs(%{{.*}}, %{{.*}} : tensor<1x1x1x?x32xf32>, tensor<1x1x1x?xf32>)
// CHECK:   %[[MASKED:.*]]:2 = scf.for %[[N0:.*]] = %{{.*}} to %{{.*}} step %c32 iter_args(%{{.*}} = %[[UNMASKED]]#0, %{{.*}} = %[[UNMASKED]]#1)
// CHECK:     %[[DM0:.*]] = arith.addi %{{.*}}, %[[M0]] : index
// CHECK:     %[[OFF:.*]] = arith.subi %[[DM0]], %[[N0]] : index
// CHECK:     attn.backward_dq_step {{.*}} causal(top_left) causal_offset(%[[OFF]])
// CHECK:   %[[C:.*]] = linalg.generic {{.*}} ins(%[[MASKED]]#1 : tensor<1x1x1x?xf32>)
// CHECK:     arith.divf
// CHECK:   %[[DQ:.*]] = linalg.generic {{.*}} ins(%[[MASKED]]#0, %[[C]] : tensor<1x1x1x?x32xf32>, tensor<1x1x1x?xf32>)
// CHECK:     arith.truncf
// CHECK:   scf.forall.in_parallel
// CHECK:     tensor.parallel_insert_slice %[[DQ]]
// CHECK:     tensor.parallel_insert_slice %[[C]]
// CHECK:     tensor.parallel_insert_slice %[[D]]
// CHECK: %[[KP:.*]]:2 = scf.forall (%[[KB:.*]], %[[KH:.*]], %[[N0:.*]]) = (0, 0, 0) to (2, 2, 160) step (1, 1, 32) shared_outs
// CHECK:   %[[MASKEDQ:.*]]:2 = scf.for %[[I0:.*]] = %{{.*}} to %{{.*}} step %c64
// CHECK:     tensor.extract_slice %[[QP]]#2[%[[KB]], %[[KH]], 0, %[[I0]]] [1, 1, 2, %{{.*}}]
// CHECK:     tensor.extract_slice %[[QP]]#1[%[[KB]], %[[KH]], 0, %[[I0]]] [1, 1, 2, %{{.*}}]
// CHECK:     attn.backward_dkdv_step {{.*}} causal(top_left) causal_offset
// CHECK-SAME: ins(%{{.*}} : tensor<1x1x2x?x32xbf16>, tensor<1x1x?x32xbf16>, tensor<1x1x?x16xbf16>, f32)
// CHECK-SAME: outs(%{{.*}}, %{{.*}} : tensor<1x1x?x32xf32>, tensor<1x1x?x16xf32>)
// CHECK:   scf.for %{{.*}} = %{{.*}} to %c96 step %c64 iter_args(%{{.*}} = %[[MASKEDQ]]#0, %{{.*}} = %[[MASKEDQ]]#1)
// CHECK:     attn.backward_dkdv_step
// CHECK-NOT:   causal
// CHECK-SAME:  outs
// CHECK: return %[[QP]]#0, %[[KP]]#0, %[[KP]]#1

// The target's forward tiles when none are given.
// DEFAULT-LABEL: func.func @gqa_causal
// DEFAULT: scf.forall {{.*}} step (1, 1, 1, 128)
// DEFAULT: scf.forall {{.*}} step (1, 1, 128)
func.func @gqa_causal(%q: tensor<2x2x2x96x32xbf16>, %k: tensor<2x2x160x32xbf16>, %v: tensor<2x2x160x16xbf16>, %s: f32,
                      %o: tensor<2x2x2x96x16xbf16>, %do: tensor<2x2x2x96x16xbf16>, %lse: tensor<2x2x2x96xf32>,
                      %dq0: tensor<2x2x2x96x32xbf16>, %dk0: tensor<2x2x160x32xbf16>, %dv0: tensor<2x2x160x16xbf16>)
    -> (tensor<2x2x2x96x32xbf16>, tensor<2x2x160x32xbf16>, tensor<2x2x160x16xbf16>) {
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
      ins(%q, %k, %v, %s : tensor<2x2x2x96x32xbf16>, tensor<2x2x160x32xbf16>, tensor<2x2x160x16xbf16>, f32)
      grads(%o, %do, %lse : tensor<2x2x2x96x16xbf16>, tensor<2x2x2x96x16xbf16>, tensor<2x2x2x96xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<2x2x2x96x32xbf16>, tensor<2x2x160x32xbf16>, tensor<2x2x160x16xbf16>)
      -> tensor<2x2x2x96x32xbf16>, tensor<2x2x160x32xbf16>, tensor<2x2x160x16xbf16>
  return %dq, %dk, %dv : tensor<2x2x2x96x32xbf16>, tensor<2x2x160x32xbf16>, tensor<2x2x160x16xbf16>
}

// -----

// Not causal, a broadcast mask, f32 gradients in BSHD of BHSD inputs: one
// loop per pass, the mask sliced to each step's rows and keys, the f32
// gradients accumulated in their own tiles (no extra buffer).
// CHECK-LABEL: func.func @masked_f32
// CHECK: scf.forall (%[[B:.*]], %[[H:.*]], %[[M0:.*]]) = (0, 0, 0) to (2, 4, 50) step (1, 1, 64)
// CHECK:   %[[DEST:.*]] = tensor.extract_slice %{{.*}}[%[[B]], %[[M0]], %[[H]], 0] [1, %{{.*}}, 1, 16]
// CHECK:   %[[ACC:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[DEST]] : tensor<1x?x1x16xf32>)
// CHECK:   scf.for %[[N0:.*]] = %c0 to %c70 step %c32 iter_args(%{{.*}} = %[[ACC]],
// CHECK:     tensor.extract_slice %{{.*}}[%[[M0]], %[[N0]]] [%{{.*}}, %{{.*}}] [1, 1] : tensor<50x70xi1> to tensor<?x?xi1>
// CHECK:     attn.backward_dq_step
// CHECK-NOT: scf.for %
// CHECK: scf.forall (%{{.*}}, %{{.*}}, %{{.*}}) = (0, 0, 0) to (2, 4, 70) step (1, 1, 32)
// CHECK:   scf.for %{{.*}} = %c0 to %c50 step %c64
// CHECK:     attn.backward_dkdv_step
// CHECK-NOT: scf.for %
// CHECK: return
func.func @masked_f32(%q: tensor<2x4x50x16xf32>, %k: tensor<2x4x70x16xf32>, %v: tensor<2x4x70x8xf32>, %s: f32,
                      %mask: tensor<50x70xi1>,
                      %o: tensor<2x4x50x8xf32>, %do: tensor<2x4x50x8xf32>, %lse: tensor<2x4x50xf32>,
                      %dq0: tensor<2x50x4x16xf32>, %dk0: tensor<2x70x4x16xf32>, %dv0: tensor<2x70x4x8xf32>)
    -> (tensor<2x50x4x16xf32>, tensor<2x70x4x16xf32>, tensor<2x70x4x8xf32>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>]
      ins(%q, %k, %v, %s : tensor<2x4x50x16xf32>, tensor<2x4x70x16xf32>, tensor<2x4x70x8xf32>, f32)
      mask(%mask : tensor<50x70xi1>)
      grads(%o, %do, %lse : tensor<2x4x50x8xf32>, tensor<2x4x50x8xf32>, tensor<2x4x50xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<2x50x4x16xf32>, tensor<2x70x4x16xf32>, tensor<2x70x4x8xf32>)
      -> tensor<2x50x4x16xf32>, tensor<2x70x4x16xf32>, tensor<2x70x4x8xf32>
  return %dq, %dk, %dv : tensor<2x50x4x16xf32>, tensor<2x70x4x16xf32>, tensor<2x70x4x8xf32>
}
