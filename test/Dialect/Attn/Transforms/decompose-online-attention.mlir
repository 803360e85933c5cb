// RUN: attn-opt %s --split-input-file --attn-decompose-online-attention | FileCheck %s

// One online-softmax step on a block: S = Q·Kᵀ in f32, t = S * scale + mask
// (natural units) with -inf above the diagonal, the block max, the in-place
// update of (max, alpha = exp2((max - max') log2 e)), P = exp2((t - max')
// log2 e), sum and acc rescaled in place and accumulated. Nothing multiplies
// a score by log2 e (a mask at -FLT_MAX would overflow to -inf).
// CHECK-LABEL: func.func @online
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<2x32x16xf16>, %[[K:[^:]*]]: tensor<2x16x16xf16>, %[[V:[^:]*]]: tensor<2x16x8xf16>, %[[SCALE:[^:]*]]: f32, %[[MASK:[^:]*]]: tensor<32x16xf32>, %[[ACC:[^:]*]]: tensor<2x32x8xf32>, %[[MAX:[^:]*]]: tensor<2x32xf32>, %[[SUM:[^:]*]]: tensor<2x32xf32>, %[[OFF:[^:]*]]: index)
// CHECK: %[[S:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]{{.*}} ins(%[[Q]], %[[K]] :
// CHECK-NOT: 1.44269502
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%[[S]], %[[MASK]] :
// CHECK:   ^bb0(%[[SV:.*]]: f32, %[[MV:.*]]: f32, %{{.*}}: f32):
// CHECK:   %[[ROW:.*]] = linalg.index 1 : index
// CHECK:   %[[COL:.*]] = linalg.index 2 : index
// CHECK:   %[[LIM:.*]] = arith.addi %[[ROW]], %[[OFF]] : index
// CHECK:   %[[VIS:.*]] = arith.cmpi sle, %[[COL]], %[[LIM]] : index
// CHECK:   %[[X:.*]] = arith.mulf %[[SV]], %[[SCALE]] fastmath<contract> : f32
// CHECK:   %[[XB:.*]] = arith.addf %[[X]], %[[MV]] fastmath<contract> : f32
// CHECK:   arith.select %[[VIS]], %[[XB]]
// CHECK: %[[BMAX:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]{{.*}} ins(%[[T]] :
// CHECK:   arith.maximumf
// CHECK: %[[UPD:.*]]:2 = linalg.generic {{.*}} ins(%[[BMAX]] : tensor<2x32xf32>) outs(%[[MAX]], %{{.*}} : tensor<2x32xf32>, tensor<2x32xf32>)
// CHECK:   ^bb0(%[[BM:.*]]: f32, %[[OLD:.*]]: f32, %{{.*}}: f32):
// CHECK:   %[[NEW:.*]] = arith.maximumf %[[OLD]], %[[BM]] : f32
// CHECK:   %[[D:.*]] = arith.subf %[[OLD]], %{{.*}} : f32
// CHECK:   %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK:   %[[DL:.*]] = arith.mulf %[[D]], %[[LOG2E]] : f32
// CHECK:   %[[ALPHA:.*]] = math.exp2 %[[DL]] : f32
// CHECK:   linalg.yield %[[NEW]], %[[ALPHA]]
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[T]], %[[UPD]]#0 :
// CHECK:   arith.subf
// CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK:   math.exp2
// CHECK: %[[SS:.*]] = linalg.generic {{.*}} ins(%[[UPD]]#1 : tensor<2x32xf32>) outs(%[[SUM]] : tensor<2x32xf32>)
// CHECK: %[[NSUM:.*]] = linalg.generic {{.*}} ins(%[[P]] : tensor<2x32x16xf32>) outs(%[[SS]] : tensor<2x32xf32>)
// CHECK: %[[SA:.*]] = linalg.generic {{.*}} ins(%[[UPD]]#1 : tensor<2x32xf32>) outs(%[[ACC]] : tensor<2x32x8xf32>)
// CHECK: %[[NACC:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction", "parallel"]{{.*}} ins(%[[P]], %[[V]] : tensor<2x32x16xf32>, tensor<2x16x8xf16>) outs(%[[SA]] : tensor<2x32x8xf32>)
// CHECK: return %[[NACC]], %[[UPD]]#0, %[[NSUM]]
// CHECK-NOT: attn.online_attention
func.func @online(%q: tensor<2x32x16xf16>, %k: tensor<2x16x16xf16>, %v: tensor<2x16x8xf16>, %s: f32, %mask: tensor<32x16xf32>, %acc: tensor<2x32x8xf32>, %max: tensor<2x32xf32>, %sum: tensor<2x32xf32>, %off: index) -> (tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>) {
  %0:3 = attn.online_attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      causal(top_left) causal_offset(%off)
      ins(%q, %k, %v, %s : tensor<2x32x16xf16>, tensor<2x16x16xf16>, tensor<2x16x8xf16>, f32)
      mask(%mask : tensor<32x16xf32>)
      outs(%acc, %max, %sum : tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>
  return %0#0, %0#1, %0#2 : tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>
}

// -----

// A boolean mask selects -inf; no causal, so no index arithmetic.
// CHECK-LABEL: func.func @online_bool_mask
// CHECK: linalg.generic
// CHECK: ^bb0(%[[SC:.*]]: f32, %[[M:.*]]: i1, %{{.*}}: f32):
// CHECK:   %[[X:.*]] = arith.mulf %[[SC]]
// CHECK:   arith.select %[[M]], %[[X]]
// CHECK-NOT: linalg.index
// CHECK: arith.maximumf
func.func @online_bool_mask(%q: tensor<32x16xf32>, %k: tensor<16x16xf32>, %v: tensor<16x8xf32>, %s: f32, %mask: tensor<32x16xi1>, %acc: tensor<32x8xf32>, %max: tensor<32xf32>, %sum: tensor<32xf32>) -> (tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>) {
  %0:3 = attn.online_attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, n)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>,
      affine_map<(m, n, k1, k2) -> (m)>,
      affine_map<(m, n, k1, k2) -> (m)>]
      ins(%q, %k, %v, %s : tensor<32x16xf32>, tensor<16x16xf32>, tensor<16x8xf32>, f32)
      mask(%mask : tensor<32x16xi1>)
      outs(%acc, %max, %sum : tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>) -> tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>
  return %0#0, %0#1, %0#2 : tensor<32x8xf32>, tensor<32xf32>, tensor<32xf32>
}
