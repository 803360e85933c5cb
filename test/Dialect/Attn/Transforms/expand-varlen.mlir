// RUN: attn-opt %s --split-input-file --attn-expand-varlen | FileCheck %s

// One attn.attention per sequence: the loop runs over dim(cu_q) - 1
// sequences; the query rows (Q, O and the LSE's m dim) and the keys (K, V)
// are sliced at the sequence's offsets with its lengths; the op keeps its
// maps and causal alignment; O and LSE are inserted where they were read.

#q = affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k1)>
#k = affine_map<(h, g, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, g, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k2)>
#l = affine_map<(h, g, m, n, k1, k2) -> (h, g, m)>

// CHECK-DAG: #[[Q:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d2, d0, d1, d4)>
// CHECK-DAG: #[[L:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @gqa_causal_lse(
// CHECK-SAME: %[[Qa:[^:]+]]: tensor<?x2x4x64xbf16>, %[[Ka:[^:]+]]: tensor<?x2x64xbf16>, %[[Va:[^:]+]]: tensor<?x2x32xbf16>, %[[CQ:[^:]+]]: tensor<?xi32>, %[[CK:[^:]+]]: tensor<?xi32>, %[[O:[^:]+]]: tensor<?x2x4x32xbf16>, %[[LSE:[^:]+]]: tensor<2x4x?xf32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[ENTRIES:.*]] = tensor.dim %[[CQ]], %{{.*}} : tensor<?xi32>
// CHECK: %[[COUNT:.*]] = arith.subi %[[ENTRIES]], %[[C1]] : index
// CHECK: %[[R:.*]]:2 = scf.for %[[S:.*]] = %[[C0]] to %[[COUNT]] step %[[C1]] iter_args(%[[OA:.*]] = %[[O]], %[[LA:.*]] = %[[LSE]])
// CHECK:   %[[S1:.*]] = arith.addi %[[S]], %{{.*}} : index
// CHECK:   %[[Q0W:.*]] = tensor.extract %[[CQ]][%[[S]]] : tensor<?xi32>
// CHECK:   %[[Q0:.*]] = arith.index_cast %[[Q0W]] : i32 to index
// CHECK:   %[[Q1W:.*]] = tensor.extract %[[CQ]][%[[S1]]] : tensor<?xi32>
// CHECK:   %[[Q1:.*]] = arith.index_cast %[[Q1W]] : i32 to index
// CHECK:   %[[ROWS:.*]] = arith.subi %[[Q1]], %[[Q0]] : index
// CHECK:   tensor.extract %[[CK]][%[[S]]]
// CHECK:   %[[K0:.*]] = arith.index_cast
// CHECK:   tensor.extract %[[CK]][
// CHECK:   %[[K1:.*]] = arith.index_cast
// CHECK:   %[[KEYS:.*]] = arith.subi %[[K1]], %[[K0]] : index
// CHECK:   %[[QS:.*]] = tensor.extract_slice %[[Qa]][%[[Q0]], 0, 0, 0] [%[[ROWS]], 2, 4, 64] [1, 1, 1, 1] : tensor<?x2x4x64xbf16> to tensor<?x2x4x64xbf16>
// CHECK:   %[[KS:.*]] = tensor.extract_slice %[[Ka]][%[[K0]], 0, 0] [%[[KEYS]], 2, 64] [1, 1, 1]
// CHECK:   %[[VS:.*]] = tensor.extract_slice %[[Va]][%[[K0]], 0, 0] [%[[KEYS]], 2, 32] [1, 1, 1]
// CHECK:   %[[OS:.*]] = tensor.extract_slice %[[OA]][%[[Q0]], 0, 0, 0] [%[[ROWS]], 2, 4, 32] [1, 1, 1, 1]
// CHECK:   %[[LS:.*]] = tensor.extract_slice %[[LA]][0, 0, %[[Q0]]] [2, 4, %[[ROWS]]] [1, 1, 1]
// CHECK:   %[[A:.*]]:2 = attn.attention indexing_maps = [#[[Q]], {{.*}}, #[[L]]] causal(bottom_right) ins(%[[QS]], %[[KS]], %[[VS]], %{{.*}} : {{.*}}) outs(%[[OS]], %[[LS]] : tensor<?x2x4x32xbf16>, tensor<2x4x?xf32>)
// CHECK:   %[[O2:.*]] = tensor.insert_slice %[[A]]#0 into %[[OA]][%[[Q0]], 0, 0, 0] [%[[ROWS]], 2, 4, 32] [1, 1, 1, 1]
// CHECK:   %[[L2:.*]] = tensor.insert_slice %[[A]]#1 into %[[LA]][0, 0, %[[Q0]]] [2, 4, %[[ROWS]]] [1, 1, 1]
// CHECK:   scf.yield %[[O2]], %[[L2]]
// CHECK: return %[[R]]#0, %[[R]]#1
// CHECK-NOT: attn.varlen_attention
func.func @gqa_causal_lse(%q: tensor<?x2x4x64xbf16>, %k: tensor<?x2x64xbf16>,
    %v: tensor<?x2x32xbf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x2x4x32xbf16>, %l: tensor<2x4x?xf32>, %s: f32)
    -> (tensor<?x2x4x32xbf16>, tensor<2x4x?xf32>) {
  %r:2 = attn.varlen_attention indexing_maps = [#q, #k, #v, #o, #l]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x2x4x64xbf16>, tensor<?x2x64xbf16>,
          tensor<?x2x32xbf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x2x4x32xbf16>, tensor<2x4x?xf32>)
      -> tensor<?x2x4x32xbf16>, tensor<2x4x?xf32>
  return %r#0, %r#1 : tensor<?x2x4x32xbf16>, tensor<2x4x?xf32>
}

// -----

// Dynamic head counts come from the packed tensors; no causal attribute
// appears where the op has none.
#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>

// CHECK-LABEL: func.func @dynamic_heads(
// CHECK-SAME: %[[Qa:[^:]+]]: tensor<?x?x64xf32>
// CHECK: scf.for
// CHECK:   %[[H:.*]] = tensor.dim %[[Qa]], %{{.*}} : tensor<?x?x64xf32>
// CHECK:   tensor.extract_slice %[[Qa]][%{{.*}}, 0, 0] [%{{.*}}, %[[H]], 64] [1, 1, 1]
// CHECK:   attn.attention
// CHECK-NOT: causal
// CHECK-SAME: ins(
func.func @dynamic_heads(%q: tensor<?x?x64xf32>, %k: tensor<?x?x64xf32>,
    %v: tensor<?x?x64xf32>, %cq: tensor<3xi32>, %ck: tensor<3xi32>,
    %o: tensor<?x?x64xf32>, %s: f32) -> tensor<?x?x64xf32> {
  %r = attn.varlen_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x?x64xf32>, tensor<?x?x64xf32>, tensor<?x?x64xf32>, f32)
      seq_offsets(%cq, %ck : tensor<3xi32>, tensor<3xi32>)
      outs(%o : tensor<?x?x64xf32>) -> tensor<?x?x64xf32>
  return %r : tensor<?x?x64xf32>
}
