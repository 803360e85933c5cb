// RUN: attn-opt %s --split-input-file --transform-interpreter --canonicalize --cse | FileCheck %s

// Upstream transform.structured.tile_using_forall distributes attn.attention
// over its parallel dims (batch, m) through the TilingInterface: every tile
// is an attn.attention on slices, the keys stay whole.

// CHECK-LABEL: func.func @tile_batch_and_queries
// CHECK-SAME: (%[[Q:.*]]: tensor<2x64x16xf32>, %[[K:.*]]: tensor<2x48x16xf32>, %[[V:.*]]: tensor<2x48x8xf32>, %[[S:.*]]: f32)
// CHECK: scf.forall (%[[B:.*]], %[[I:.*]]) in (2, 4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK:   %[[M:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK:   %[[QT:.*]] = tensor.extract_slice %[[Q]][%[[B]], %[[M]], 0] [1, 16, 16] [1, 1, 1]
// CHECK:   %[[KT:.*]] = tensor.extract_slice %[[K]][%[[B]], 0, 0] [1, 48, 16] [1, 1, 1]
// CHECK:   %[[VT:.*]] = tensor.extract_slice %[[V]][%[[B]], 0, 0] [1, 48, 8] [1, 1, 1]
// CHECK:   %[[OT:.*]] = tensor.extract_slice %[[OUT]][%[[B]], %[[M]], 0] [1, 16, 8] [1, 1, 1]
// CHECK:   %[[R:.*]] = attn.attention {{.*}} ins(%[[QT]], %[[KT]], %[[VT]], %[[S]] : tensor<1x16x16xf32>, tensor<1x48x16xf32>, tensor<1x48x8xf32>, f32) outs(%[[OT]] : tensor<1x16x8xf32>)
// CHECK:   tensor.parallel_insert_slice %[[R]] into %[[OUT]][%[[B]], %[[M]], 0] [1, 16, 8] [1, 1, 1]
func.func @tile_batch_and_queries(%q: tensor<2x64x16xf32>, %k: tensor<2x48x16xf32>, %v: tensor<2x48x8xf32>, %s: f32) -> tensor<2x64x8xf32> {
  %init = tensor.empty() : tensor<2x64x8xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x64x16xf32>, tensor<2x48x16xf32>, tensor<2x48x8xf32>, f32)
      outs(%init : tensor<2x64x8xf32>) -> tensor<2x64x8xf32>
  return %0 : tensor<2x64x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["attn.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %op tile_sizes [1, 16, 0, 0, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A query tile of a causal op keeps the diagonal of the whole problem: the
// tile at offset m0 of a bottom-right op (M = 64, N = 48) becomes a top-left
// op whose diagonal is shifted by m0 + N - M = m0 - 16.
// CHECK-LABEL: func.func @tile_causal_bottom_right
// CHECK-DAG: %[[SHIFT:.*]] = arith.constant -16 : index
// CHECK: scf.forall (%[[B:.*]], %[[I:.*]]) in (2, 4)
// CHECK:   %[[M:.*]] = affine.apply #{{.*}}(%[[I]])
// CHECK:   %[[OFF:.*]] = arith.addi %[[M]], %[[SHIFT]] : index
// CHECK:   attn.attention {{.*}} causal(top_left) causal_offset(%[[OFF]]) ins
func.func @tile_causal_bottom_right(%q: tensor<2x64x16xf32>, %k: tensor<2x48x16xf32>, %v: tensor<2x48x8xf32>, %s: f32) -> tensor<2x64x8xf32> {
  %init = tensor.empty() : tensor<2x64x8xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x64x16xf32>, tensor<2x48x16xf32>, tensor<2x48x8xf32>, f32)
      outs(%init : tensor<2x64x8xf32>) -> tensor<2x64x8xf32>
  return %0 : tensor<2x64x8xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["attn.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %op tile_sizes [1, 16, 0, 0, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The log-sum-exp result is tiled with the output; dynamic query length.
// CHECK-LABEL: func.func @tile_lse_dynamic
// CHECK: scf.forall (%{{.*}}) in (%{{.*}}) shared_outs(%[[O:.*]] = %{{.*}}, %[[L:.*]] = %{{.*}})
// CHECK:   %[[R:.*]]:2 = attn.attention
// CHECK:   tensor.parallel_insert_slice %[[R]]#0 into %[[O]]
// CHECK:   tensor.parallel_insert_slice %[[R]]#1 into %[[L]]
func.func @tile_lse_dynamic(%q: tensor<?x16xf32>, %k: tensor<?x16xf32>, %v: tensor<?x8xf32>, %s: f32, %o: tensor<?x8xf32>, %l: tensor<?xf32>) -> (tensor<?x8xf32>, tensor<?xf32>) {
  %0:2 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>,
      affine_map<(m, n, k1, k2) -> (m)>]
      ins(%q, %k, %v, %s : tensor<?x16xf32>, tensor<?x16xf32>, tensor<?x8xf32>, f32)
      outs(%o, %l : tensor<?x8xf32>, tensor<?xf32>) -> tensor<?x8xf32>, tensor<?xf32>
  return %0#0, %0#1 : tensor<?x8xf32>, tensor<?xf32>
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %op = transform.structured.match ops{["attn.attention"]} in %root : (!transform.any_op) -> !transform.any_op
    %tiled, %forall = transform.structured.tile_using_forall %op tile_sizes [32, 0, 0, 0]
        : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

