// RUN: attn-opt %s --split-input-file --attn-expand-paged | FileCheck %s

// One forall over the sequences; in each, a loop over the pages holding the
// sequence's keys (ceildiv(keys, page size), keys from seq_lens), each step
// an attn.online_attention on the page's slice of the caches (page from the
// block table, its first min(P, keys left) slots, the page dim dropped),
// then O = acc / sum inserted at the sequence's rows (in parallel).

#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>

// CHECK-LABEL: func.func @decode(
// CHECK-SAME: %[[Q:[^:]+]]: tensor<?x1x8x64xf16>, %[[K:[^:]+]]: tensor<?x16x8x64xf16>, %[[V:[^:]+]]: tensor<?x16x8x32xf16>, %[[T:[^:]+]]: tensor<?x?xi32>, %[[N:[^:]+]]: tensor<?xi32>, %[[O:[^:]+]]: tensor<?x1x8x32xf16>
// CHECK: %[[SEQS:.*]] = tensor.dim %[[N]], %{{.*}} : tensor<?xi32>
// CHECK: %[[R:.*]] = scf.forall (%[[S:[^)]+]]) in (%[[SEQS]]) shared_outs(%[[OA:[^ ]+]] = %[[O]])
// CHECK:   %[[QS:.*]] = tensor.extract_slice %[[Q]][%[[S]], 0, 0, 0] [1, 1, 8, 64] [1, 1, 1, 1]
// CHECK:   %[[OS:.*]] = tensor.extract_slice %[[OA]][%[[S]], 0, 0, 0] [1, 1, 8, 32] [1, 1, 1, 1]
// CHECK:   %[[NW:.*]] = tensor.extract %[[N]][%[[S]]] : tensor<?xi32>
// CHECK:   %[[KEYS:.*]] = arith.index_cast %[[NW]] : i32 to index
// CHECK:   %[[ACC0:.*]] = linalg.fill {{.*}} -> tensor<1x8x1x32xf32>
// CHECK:   %[[P:.*]] = tensor.dim %[[K]], %{{.*}} : tensor<?x16x8x64xf16>
// CHECK:   %[[PAGES:.*]] = arith.ceildivsi %[[KEYS]], %[[P]] : index
// CHECK:   %[[ST:.*]]:3 = scf.for %[[J:.*]] = %{{.*}} to %[[PAGES]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[ACC0]], %[[MAX:.*]] = %{{.*}}, %[[SUM:.*]] = %{{.*}})
// CHECK:     %[[PW:.*]] = tensor.extract %[[T]][%[[S]], %[[J]]] : tensor<?x?xi32>
// CHECK:     %[[PAGE:.*]] = arith.index_cast %[[PW]] : i32 to index
// CHECK:     %[[FIRST:.*]] = arith.muli %[[J]], %[[P]] : index
// CHECK:     %[[LEFT:.*]] = arith.subi %[[KEYS]], %[[FIRST]] : index
// CHECK:     %[[VALID:.*]] = arith.minsi %[[P]], %[[LEFT]] : index
// CHECK:     %[[KP:.*]] = tensor.extract_slice %[[K]][%[[PAGE]], 0, 0, 0] [1, %[[VALID]], 8, 64] [1, 1, 1, 1] : tensor<?x16x8x64xf16> to tensor<?x8x64xf16>
// CHECK:     %[[VP:.*]] = tensor.extract_slice %[[V]][%[[PAGE]], 0, 0, 0] [1, %[[VALID]], 8, 32] [1, 1, 1, 1] : tensor<?x16x8x32xf16> to tensor<?x8x32xf16>
// CHECK:     %[[STEP:.*]]:3 = attn.online_attention
// CHECK-NOT: causal
// CHECK-SAME: ins(%[[QS]], %[[KP]], %[[VP]], %{{.*}} : tensor<1x1x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x32xf16>, f32) outs(%[[ACC]], %[[MAX]], %[[SUM]] : tensor<1x8x1x32xf32>, tensor<1x8x1xf32>, tensor<1x8x1xf32>)
// CHECK:     scf.yield %[[STEP]]#0, %[[STEP]]#1, %[[STEP]]#2
// CHECK:   %[[FIN:.*]] = linalg.generic {{.*}} ins(%[[ST]]#0, %[[ST]]#2 : {{.*}}) outs(%[[OS]] : tensor<1x1x8x32xf16>)
// CHECK:   scf.forall.in_parallel
// CHECK:     tensor.parallel_insert_slice %[[FIN]] into %[[OA]][%[[S]], 0, 0, 0] [1, 1, 8, 32] [1, 1, 1, 1]
// CHECK: return %[[R]]
// CHECK-NOT: attn.paged_attention
func.func @decode(%q: tensor<?x1x8x64xf16>, %k: tensor<?x16x8x64xf16>,
    %v: tensor<?x16x8x32xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x32xf16>, %s: f32) -> tensor<?x1x8x32xf16> {
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x16x8x64xf16>, tensor<?x16x8x32xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x32xf16>) -> tensor<?x1x8x32xf16>
  return %r : tensor<?x1x8x32xf16>
}

// -----

// Causal: the pages cover the keys up to the last row's diagonal (the key
// end clamped to [0, keys]), and each step is top_left with the diagonal
// moved left by its first key. The LSE is finalised into its rows too.
#q = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>
#l = affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>

// CHECK-LABEL: func.func @chunk_causal_lse(
// CHECK: scf.forall (%[[S:[^)]+]]) in ({{.*}}) shared_outs(%[[OA:[^ ]+]] = %{{[^,]+}}, %[[LA:[^ ]+]] = 
// CHECK:   %[[KEYS:.*]] = arith.index_cast
// CHECK:   %[[D:.*]] = arith.subi %[[KEYS]], %{{.*}} : index
// CHECK:   scf.for %[[J:[^ ]+]] =
// CHECK:     %[[FIRST:.*]] = arith.muli %[[J]]
// CHECK:     %[[OFF:.*]] = arith.subi %[[D]], %[[FIRST]] : index
// CHECK:     attn.online_attention {{.*}} causal(top_left) causal_offset(%[[OFF]])
// CHECK:   linalg.generic
// CHECK:   %[[LSE:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<1x8x5xf32>)
// CHECK:   tensor.parallel_insert_slice
// CHECK:   tensor.parallel_insert_slice %[[LSE]] into %[[LA]][%[[S]], 0, 0] [1, 8, 5] [1, 1, 1]
func.func @chunk_causal_lse(%q: tensor<?x5x8x64xf32>, %k: tensor<?x16x8x64xf32>,
    %v: tensor<?x16x8x64xf32>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x5x8x64xf32>, %l: tensor<?x8x5xf32>, %s: f32)
    -> (tensor<?x5x8x64xf32>, tensor<?x8x5xf32>) {
  %r:2 = attn.paged_attention indexing_maps = [#q, #k, #v, #o, #l]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x5x8x64xf32>, tensor<?x16x8x64xf32>, tensor<?x16x8x64xf32>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x5x8x64xf32>, tensor<?x8x5xf32>) -> tensor<?x5x8x64xf32>, tensor<?x8x5xf32>
  return %r#0, %r#1 : tensor<?x5x8x64xf32>, tensor<?x8x5xf32>
}
