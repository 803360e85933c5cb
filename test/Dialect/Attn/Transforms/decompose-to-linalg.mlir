// RUN: attn-opt %s --split-input-file --attn-decompose-to-linalg | FileCheck %s

// The reference materialises S = Q·Kᵀ in f32, scales it, takes the row max,
// exponentiates, sums, normalises and contracts with V.

// CHECK-LABEL: func.func @decompose_plain
// CHECK-SAME: (%[[Q:.*]]: tensor<2x8x16xf16>, %[[K:.*]]: tensor<2x12x16xf16>, %[[V:.*]]: tensor<2x12x4xf16>, %[[SCALE:.*]]: f32)
// CHECK: %[[ZERO:.*]] = linalg.fill {{.*}} -> tensor<2x8x12xf32>
// CHECK: %[[S:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]{{.*}} ins(%[[Q]], %[[K]] : tensor<2x8x16xf16>, tensor<2x12x16xf16>) outs(%[[ZERO]] : tensor<2x8x12xf32>)
// CHECK:   arith.extf
// CHECK:   arith.mulf
// CHECK:   arith.addf
// CHECK: %[[SCALED:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<2x8x12xf32>)
// CHECK:   arith.mulf %{{.*}}, %[[SCALE]] fastmath<contract> : f32
// CHECK: %[[NEGINF:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK: %[[MAX:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]{{.*}} ins(%[[SCALED]] : tensor<2x8x12xf32>) outs(%[[NEGINF]] : tensor<2x8xf32>)
// CHECK:   arith.maximumf
// CHECK: %[[EXP:.*]] = linalg.generic {{.*}} ins(%[[SCALED]], %[[MAX]] : tensor<2x8x12xf32>, tensor<2x8xf32>)
// CHECK:   arith.cmpf oeq
// CHECK:   arith.subf
// CHECK:   arith.mulf
// CHECK:   math.exp2
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[EXP]] : tensor<2x8x12xf32>)
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[EXP]], %[[SUM]] : tensor<2x8x12xf32>, tensor<2x8xf32>)
// CHECK:   arith.divf
// CHECK: %[[ACC:.*]] = linalg.generic {{.*}} ins(%[[P]], %[[V]] : tensor<2x8x12xf32>, tensor<2x12x4xf16>)
// CHECK: %[[O:.*]] = linalg.generic {{.*}} ins(%[[ACC]] : tensor<2x8x4xf32>) outs(%{{.*}} : tensor<2x8x4xf16>)
// CHECK:   arith.truncf
// CHECK: return %[[O]]
// CHECK-NOT: attn.attention
func.func @decompose_plain(%q: tensor<2x8x16xf16>, %k: tensor<2x12x16xf16>, %v: tensor<2x12x4xf16>, %s: f32) -> tensor<2x8x4xf16> {
  %init = tensor.empty() : tensor<2x8x4xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x8x16xf16>, tensor<2x12x16xf16>, tensor<2x12x4xf16>, f32)
      outs(%init : tensor<2x8x4xf16>) -> tensor<2x8x4xf16>
  return %0 : tensor<2x8x4xf16>
}

// -----

// Bottom-right causal: key n is visible iff n <= m + (N - M); the diagonal
// is computed from the sizes outside the body (folded: 12 - 8 = 4).
// CHECK-LABEL: func.func @decompose_causal_bottom_right
// CHECK: %[[DIAG:.*]] = arith.constant 4 : index
// CHECK: linalg.generic
// CHECK:   %[[ROW:.*]] = linalg.index 1 : index
// CHECK:   %[[COL:.*]] = linalg.index 2 : index
// CHECK:   %[[LIMIT:.*]] = arith.addi %[[ROW]], %[[DIAG]] : index
// CHECK:   %[[VIS:.*]] = arith.cmpi sle, %[[COL]], %[[LIMIT]] : index
// CHECK:   arith.select %[[VIS]]
func.func @decompose_causal_bottom_right(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x4xf32>, %s: f32) -> tensor<2x8x4xf32> {
  %init = tensor.empty() : tensor<2x8x4xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x4xf32>, f32)
      outs(%init : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// -----

// A boolean mask selects -inf where it is false; the mask map (which omits
// the batch dim) becomes the generic's broadcast map.
// CHECK-DAG: #[[MASKMAP:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-LABEL: func.func @decompose_bool_mask
// CHECK-SAME: %[[MASK:[^:]*]]: tensor<8x12xi1>
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[MASKMAP]], #{{.*}}]{{.*}} ins(%{{.*}}, %[[MASK]] : tensor<2x8x12xf32>, tensor<8x12xi1>)
// CHECK:   ^bb0(%[[SC:.*]]: f32, %[[M:.*]]: i1, %{{.*}}: f32):
// CHECK:   %[[X:.*]] = arith.mulf %[[SC]]
// CHECK:   arith.select %[[M]], %[[X]], %{{.*}} : f32
func.func @decompose_bool_mask(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x4xf32>, %s: f32, %mask: tensor<8x12xi1>) -> tensor<2x8x4xf32> {
  %init = tensor.empty() : tensor<2x8x4xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x4xf32>, f32)
      mask(%mask : tensor<8x12xi1>)
      outs(%init : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// -----

// An additive mask is widened to f32 and added after the scale.
// CHECK-LABEL: func.func @decompose_additive_mask
// CHECK: ^bb0(%[[SC:.*]]: f32, %[[M:.*]]: f16, %{{.*}}: f32):
// CHECK:   %[[X:.*]] = arith.mulf %[[SC]]
// CHECK:   %[[W:.*]] = arith.extf %[[M]] : f16 to f32
// CHECK:   arith.addf %[[X]], %[[W]] fastmath<contract> : f32
func.func @decompose_additive_mask(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x4xf32>, %s: f32, %mask: tensor<2x8x12xf16>) -> tensor<2x8x4xf32> {
  %init = tensor.empty() : tensor<2x8x4xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x4xf32>, f32)
      mask(%mask : tensor<2x8x12xf16>)
      outs(%init : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}

// -----

// GQA: K and V omit the group dim g; their maps in the Q·Kᵀ and P·V generics
// broadcast over it. Output in BSHD layout.
// CHECK-DAG: #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d5)>
// CHECK-DAG: #[[OMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d2, d4)>
// CHECK-LABEL: func.func @decompose_gqa_bshd_output
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[KMAP]], #{{.*}}]
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #[[OMAP]]]{{.*}} outs(%{{.*}} : tensor<2x8x2x3x4xf32>)
func.func @decompose_gqa_bshd_output(%q: tensor<2x2x3x8x16xf32>, %k: tensor<2x2x12x16xf32>, %v: tensor<2x2x12x4xf32>, %s: f32) -> tensor<2x8x2x3x4xf32> {
  %init = tensor.empty() : tensor<2x8x2x3x4xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k2)>]
      ins(%q, %k, %v, %s : tensor<2x2x3x8x16xf32>, tensor<2x2x12x16xf32>, tensor<2x2x12x4xf32>, f32)
      outs(%init : tensor<2x8x2x3x4xf32>) -> tensor<2x8x2x3x4xf32>
  return %0 : tensor<2x8x2x3x4xf32>
}

// -----

// The log-sum-exp result: max + log(sum), -inf on rows without a visible key.
// CHECK-LABEL: func.func @decompose_lse
// CHECK: %[[LSE:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %{{.*}} : tensor<2x8xf32>, tensor<2x8xf32>) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK:   math.log
// CHECK:   arith.addf
// CHECK:   arith.select
// CHECK: return %{{.*}}, %[[LSE]]
func.func @decompose_lse(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x4xf32>, %s: f32) -> (tensor<2x8x4xf32>, tensor<2x8xf32>) {
  %init = tensor.empty() : tensor<2x8x4xf32>
  %linit = tensor.empty() : tensor<2x8xf32>
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x4xf32>, f32)
      outs(%init, %linit : tensor<2x8x4xf32>, tensor<2x8xf32>) -> tensor<2x8x4xf32>, tensor<2x8xf32>
  return %0#0, %0#1 : tensor<2x8x4xf32>, tensor<2x8xf32>
}

// -----

// Dynamic key length: the score tensors take their size from K.
// CHECK-LABEL: func.func @decompose_dynamic_n
// CHECK-SAME: %[[K:[^:]*]]: tensor<2x?x16xf32>
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: %[[N:.*]] = tensor.dim %[[K]], %[[C1]]
// CHECK: tensor.empty(%[[N]]) : tensor<2x8x?xf32>
func.func @decompose_dynamic_n(%q: tensor<2x8x16xf32>, %k: tensor<2x?x16xf32>, %v: tensor<2x?x4xf32>, %s: f32) -> tensor<2x8x4xf32> {
  %init = tensor.empty() : tensor<2x8x4xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x?x16xf32>, tensor<2x?x4xf32>, f32)
      outs(%init : tensor<2x8x4xf32>) -> tensor<2x8x4xf32>
  return %0 : tensor<2x8x4xf32>
}
