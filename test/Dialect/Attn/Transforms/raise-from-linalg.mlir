// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s

// The plain form: Q·Kᵀ as linalg.batch_matmul after a linalg.transpose of
// K, a scale by a constant, linalg.softmax over the keys, P·V as
// linalg.batch_matmul. The transpose folds into the K map.

// CHECK-DAG: #[[QMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
// CHECK-DAG: #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>
// CHECK-DAG: #[[VMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>
// CHECK-DAG: #[[OMAP:.*]] = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
// CHECK-LABEL: func.func @raise_batch_matmul_softmax
// CHECK-SAME: (%[[Q:.*]]: tensor<8x128x64xf32>, %[[K:.*]]: tensor<8x256x64xf32>, %[[V:.*]]: tensor<8x256x64xf32>)
// CHECK: %[[C:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: %[[INIT:.*]] = tensor.empty() : tensor<8x128x64xf32>
// CHECK: %[[O:.*]] = attn.attention indexing_maps = [#[[QMAP]], #[[KMAP]], #[[VMAP]], #[[OMAP]]] ins(%[[Q]], %[[K]], %[[V]], %[[C]] : {{.*}}) outs(%[[INIT]] : tensor<8x128x64xf32>)
// CHECK-NOT: linalg.softmax
// CHECK-NOT: linalg.batch_matmul
// CHECK-NOT: linalg.transpose
// CHECK: return %[[O]]
func.func @raise_batch_matmul_softmax(%q: tensor<8x128x64xf32>, %k: tensor<8x256x64xf32>, %v: tensor<8x256x64xf32>) -> tensor<8x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %kt_init = tensor.empty() : tensor<8x64x256xf32>
  %kt = linalg.transpose ins(%k : tensor<8x256x64xf32>) outs(%kt_init : tensor<8x64x256xf32>) permutation = [0, 2, 1]
  %s_init = tensor.empty() : tensor<8x128x256xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x128x64xf32>, tensor<8x64x256xf32>) outs(%s_zero : tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<8x128x256xf32>) outs(%s_init : tensor<8x128x256xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %scale : f32
    linalg.yield %m : f32
  } -> tensor<8x128x256xf32>
  %p = linalg.softmax dimension(2) ins(%scaled : tensor<8x128x256xf32>) outs(%s_init : tensor<8x128x256xf32>) -> tensor<8x128x256xf32>
  %o_init = tensor.empty() : tensor<8x128x64xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x256xf32>, tensor<8x256x64xf32>) outs(%o_zero : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %o : tensor<8x128x64xf32>
}

// -----

// A division by a 0-d tensor function argument (a runtime scale) and
// linalg.matmul without batch dims; K used directly through a transposing
// generic.
// CHECK-LABEL: func.func @raise_matmul_runtime_divisor
// CHECK-SAME: %[[D:[^:]*]]: tensor<f32>
// CHECK: %[[X:.*]] = tensor.extract %[[D]][] : tensor<f32>
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[SCALE:.*]] = arith.divf %[[ONE]], %[[X]] : f32
// CHECK: attn.attention {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[SCALE]] : tensor<32x16xf32>, tensor<48x16xf32>, tensor<48x8xf32>, f32)
func.func @raise_matmul_runtime_divisor(%q: tensor<32x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x8xf32>, %d: tensor<f32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %kt_init = tensor.empty() : tensor<16x48xf32>
  %kt = linalg.generic {indexing_maps = [affine_map<(i, j) -> (j, i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%k : tensor<48x16xf32>) outs(%kt_init : tensor<16x48xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<16x48xf32>
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> ()>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s, %d : tensor<32x48xf32>, tensor<f32>) outs(%s_init : tensor<32x48xf32>) {
  ^bb0(%in: f32, %div: f32, %out: f32):
    %x = arith.divf %in, %div : f32
    linalg.yield %x : f32
  } -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%scaled : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%p, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}

// -----

// Softmax over the query axis is not attention: nothing changes.
// CHECK-LABEL: func.func @negative_softmax_over_queries
// CHECK-NOT: attn.attention
// CHECK: linalg.softmax dimension(1)
func.func @negative_softmax_over_queries(%q: tensor<8x128x64xf32>, %kt: tensor<8x64x128xf32>, %v: tensor<8x128x64xf32>) -> tensor<8x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<8x128x128xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<8x128x64xf32>, tensor<8x64x128xf32>) outs(%s_zero : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<8x128x128xf32>) outs(%s_init : tensor<8x128x128xf32>) -> tensor<8x128x128xf32>
  %o_init = tensor.empty() : tensor<8x128x64xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<8x128x128xf32>, tensor<8x128x64xf32>) outs(%o_zero : tensor<8x128x64xf32>) -> tensor<8x128x64xf32>
  return %o : tensor<8x128x64xf32>
}

// -----

// A scale that is not uniform (a per-element tensor) is not a scale.
// CHECK-LABEL: func.func @negative_non_uniform_scale
// CHECK-NOT: attn.attention
// CHECK: linalg.softmax
func.func @negative_non_uniform_scale(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>, %w: tensor<32x48xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s, %w : tensor<32x48xf32>, tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) {
  ^bb0(%in: f32, %x: f32, %out: f32):
    %y = arith.mulf %in, %x : f32
    linalg.yield %y : f32
  } -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%scaled : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%p, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}

// -----

// Probabilities used elsewhere (returned): the pass declines, so that the
// program still computes them (docs/Rationale.md).
// CHECK-LABEL: func.func @negative_probabilities_escape
// CHECK-NOT: attn.attention
// CHECK: linalg.softmax
func.func @negative_probabilities_escape(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>) -> (tensor<32x8xf32>, tensor<32x48xf32>) {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%p, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o, %p : tensor<32x8xf32>, tensor<32x48xf32>
}

// -----

// The P·V contraction accumulates into a non-zero tensor: O = init + P·V is
// not attention.
// CHECK-LABEL: func.func @negative_nonzero_accumulator
// CHECK-NOT: attn.attention
func.func @negative_nonzero_accumulator(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>, %acc: tensor<32x8xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %o = linalg.matmul ins(%p, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%acc : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}

// -----

// torch-mlir: Q·Kᵀ as one 5-D generic (two batch dims) after a transpose
// generic of K, a division by a constant captured from outside the body,
// the max + argmax two-result reduction (argmax dead) into keepdim [..,1]
// tensors broadcast back by map, sub, exp, sum, div; P·V as a 5-D generic.
// CHECK-LABEL: func.func @raise_torch_5d_generic
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<2x4x16x8xf32>, %[[K:[^:]*]]: tensor<2x4x16x8xf32>, %[[V:[^:]*]]: tensor<2x4x16x8xf32>)
// CHECK: %[[EIGHT:.*]] = arith.constant 8.000000e+00 : f32
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[SCALE:.*]] = arith.divf %[[ONE]], %[[EIGHT]] : f32
// CHECK: %[[O:.*]] = attn.attention {{.*}} ins(%[[Q]], %[[K]], %[[V]], %[[SCALE]] :
// CHECK-NOT: linalg.generic
// CHECK: return %[[O]]
#t5_qk_q = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#t5_qk_k = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#t5_qk_s = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#t5_id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#t5_tr = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#t5_keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
func.func @raise_torch_5d_generic(%q: tensor<2x4x16x8xf32>, %k: tensor<2x4x16x8xf32>, %v: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %eight = arith.constant 8.0 : f32
  %kt_e = tensor.empty() : tensor<2x4x8x16xf32>
  %kt = linalg.generic {indexing_maps = [#t5_id, #t5_tr], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%k : tensor<2x4x16x8xf32>) outs(%kt_e : tensor<2x4x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4x8x16xf32>
  %s_e = tensor.empty() : tensor<2x4x16x16xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
  %s = linalg.generic {indexing_maps = [#t5_qk_q, #t5_qk_k, #t5_qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %kt : tensor<2x4x16x8xf32>, tensor<2x4x8x16xf32>) outs(%s_z : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16x16xf32>
  %d = linalg.generic {indexing_maps = [#t5_id, #t5_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x16x16xf32>) outs(%s_e : tensor<2x4x16x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %x = arith.divf %in, %eight : f32
    linalg.yield %x : f32
  } -> tensor<2x4x16x16xf32>
  %i_e = tensor.empty() : tensor<2x4x16x1xi64>
  %i_z = linalg.fill ins(%c0 : i64) outs(%i_e : tensor<2x4x16x1xi64>) -> tensor<2x4x16x1xi64>
  %m_e = tensor.empty() : tensor<2x4x16x1xf32>
  %m_z = linalg.fill ins(%ninf : f32) outs(%m_e : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
  %mx:2 = linalg.generic {indexing_maps = [#t5_id, #t5_keep, #t5_keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%d : tensor<2x4x16x16xf32>) outs(%m_z, %i_z : tensor<2x4x16x1xf32>, tensor<2x4x16x1xi64>) {
  ^bb0(%in: f32, %out: f32, %idx: i64):
    %j = linalg.index 3 : index
    %ji = arith.index_cast %j : index to i64
    %mm = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %sel = arith.select %gt, %ji, %idx : i64
    linalg.yield %mm, %sel : f32, i64
  } -> (tensor<2x4x16x1xf32>, tensor<2x4x16x1xi64>)
  %sub = linalg.generic {indexing_maps = [#t5_id, #t5_keep, #t5_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%d, %mx#0 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%s_e : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %x = arith.subf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<2x4x16x16xf32>
  %exp = linalg.generic {indexing_maps = [#t5_id, #t5_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sub : tensor<2x4x16x16xf32>) outs(%s_e : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %out: f32):
    %x = math.exp %a : f32
    linalg.yield %x : f32
  } -> tensor<2x4x16x16xf32>
  %z_z = linalg.fill ins(%zero : f32) outs(%m_e : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
  %sum = linalg.generic {indexing_maps = [#t5_id, #t5_keep], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%exp : tensor<2x4x16x16xf32>) outs(%z_z : tensor<2x4x16x1xf32>) {
  ^bb0(%a: f32, %out: f32):
    %x = arith.addf %a, %out : f32
    linalg.yield %x : f32
  } -> tensor<2x4x16x1xf32>
  %p = linalg.generic {indexing_maps = [#t5_id, #t5_keep, #t5_id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%exp, %sum : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%s_e : tensor<2x4x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %x = arith.divf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<2x4x16x16xf32>
  %o_e = tensor.empty() : tensor<2x4x16x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32>
  %o = linalg.generic {indexing_maps = [#t5_qk_q, #t5_qk_k, #t5_qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x16x16xf32>, tensor<2x4x16x8xf32>) outs(%o_z : tensor<2x4x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %m, %acc : f32
    linalg.yield %r : f32
  } -> tensor<2x4x16x8xf32>
  return %o : tensor<2x4x16x8xf32>
}

// -----

// TF (via MHLO): the scale multiplies Q (a 0-d tensor broadcast by map) before
// the contraction; scores = K·Qᵀ on collapsed B·H followed by expand_shape
// and a transpose of the scores; an additive mask broadcast over heads by a
// (d0, 0, d2, d3) map; max and sum reduced into [B, H, S] then expand_shape
// keepdim + explicit broadcast generics; sum from -0.0; P·V on collapsed
// B·H. The collapsed dims are split back, the mask's unit dim dropped.
// CHECK-LABEL: func.func @raise_tf_kqt_transpose_mask
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<2x2x4x8xf32>, %[[K:[^:]*]]: tensor<2x2x4x8xf32>, %[[V:[^:]*]]: tensor<2x2x4x8xf32>, %[[MASK:[^:]*]]: tensor<2x1x4x4xf32>)
// CHECK: %[[SC:.*]] = arith.constant 1.250000e-01 : f32
// CHECK: %[[MS:.*]] = tensor.extract_slice %[[MASK]][0, 0, 0, 0] [2, 1, 4, 4] [1, 1, 1, 1] : tensor<2x1x4x4xf32> to tensor<2x4x4xf32>
// CHECK: %[[O:.*]] = attn.attention {{.*}} ins(%[[Q]], %[[K]], %[[V]], %[[SC]] : tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>, tensor<2x2x4x8xf32>, f32) mask(%[[MS]] : tensor<2x4x4xf32>)
// CHECK: %[[R:.*]] = tensor.collapse_shape %[[O]] {{\[\[}}0, 1], [2], [3]] : tensor<2x2x4x8xf32> into tensor<4x4x8xf32>
// CHECK-NEXT: return %[[R]]
#tf_id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#tf_s0 = affine_map<(d0, d1, d2, d3) -> ()>
#tf_qt = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#tf_mask = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#tf_row = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#tf_keep = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
func.func @raise_tf_kqt_transpose_mask(%q: tensor<2x2x4x8xf32>, %k: tensor<2x2x4x8xf32>, %v: tensor<2x2x4x8xf32>, %mask: tensor<2x1x4x4xf32>) -> tensor<4x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %nzero = arith.constant -0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %sc = arith.constant dense<0.125> : tensor<f32>
  %q_e = tensor.empty() : tensor<2x2x4x8xf32>
  %qs = linalg.generic {indexing_maps = [#tf_id4, #tf_s0, #tf_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%q, %sc : tensor<2x2x4x8xf32>, tensor<f32>) outs(%q_e : tensor<2x2x4x8xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.mulf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<2x2x4x8xf32>
  %qt_e = tensor.empty() : tensor<2x2x8x4xf32>
  %qt = linalg.generic {indexing_maps = [#tf_id4, #tf_qt], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%qs : tensor<2x2x4x8xf32>) outs(%qt_e : tensor<2x2x8x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x2x8x4xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x2x4x8xf32> into tensor<4x4x8xf32>
  %qc = tensor.collapse_shape %qt [[0, 1], [2], [3]] : tensor<2x2x8x4xf32> into tensor<4x8x4xf32>
  %s_e = tensor.empty() : tensor<4x4x4xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  %kq = linalg.batch_matmul ins(%kc, %qc : tensor<4x4x8xf32>, tensor<4x8x4xf32>) outs(%s_z : tensor<4x4x4xf32>) -> tensor<4x4x4xf32>
  %kq4 = tensor.expand_shape %kq [[0, 1], [2], [3]] output_shape [2, 2, 4, 4] : tensor<4x4x4xf32> into tensor<2x2x4x4xf32>
  %s4_e = tensor.empty() : tensor<2x2x4x4xf32>
  %s = linalg.generic {indexing_maps = [#tf_id4, #tf_qt], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kq4 : tensor<2x2x4x4xf32>) outs(%s4_e : tensor<2x2x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x2x4x4xf32>
  %sm = linalg.generic {indexing_maps = [#tf_id4, #tf_mask, #tf_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %mask : tensor<2x2x4x4xf32>, tensor<2x1x4x4xf32>) outs(%s4_e : tensor<2x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.addf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<2x2x4x4xf32>
  %r_e = tensor.empty() : tensor<2x2x4xf32>
  %r_ninf = linalg.fill ins(%ninf : f32) outs(%r_e : tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
  %mx = linalg.generic {indexing_maps = [#tf_id4, #tf_row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%sm : tensor<2x2x4x4xf32>) outs(%r_ninf : tensor<2x2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.maximumf %a, %o : f32
    linalg.yield %x : f32
  } -> tensor<2x2x4xf32>
  %mxk = tensor.expand_shape %mx [[0], [1], [2, 3]] output_shape [2, 2, 4, 1] : tensor<2x2x4xf32> into tensor<2x2x4x1xf32>
  %mxb = linalg.generic {indexing_maps = [#tf_keep, #tf_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%mxk : tensor<2x2x4x1xf32>) outs(%s4_e : tensor<2x2x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x2x4x4xf32>
  %e = linalg.generic {indexing_maps = [#tf_id4, #tf_id4, #tf_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sm, %mxb : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) outs(%s4_e : tensor<2x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.subf %a, %b : f32
    %y = math.exp %x : f32
    linalg.yield %y : f32
  } -> tensor<2x2x4x4xf32>
  %r_z = linalg.fill ins(%nzero : f32) outs(%r_e : tensor<2x2x4xf32>) -> tensor<2x2x4xf32>
  %sum = linalg.generic {indexing_maps = [#tf_id4, #tf_row], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%e : tensor<2x2x4x4xf32>) outs(%r_z : tensor<2x2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.addf %a, %o : f32
    linalg.yield %x : f32
  } -> tensor<2x2x4xf32>
  %sumk = tensor.expand_shape %sum [[0], [1], [2, 3]] output_shape [2, 2, 4, 1] : tensor<2x2x4xf32> into tensor<2x2x4x1xf32>
  %sumb = linalg.generic {indexing_maps = [#tf_keep, #tf_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%sumk : tensor<2x2x4x1xf32>) outs(%s4_e : tensor<2x2x4x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    linalg.yield %a : f32
  } -> tensor<2x2x4x4xf32>
  %p = linalg.generic {indexing_maps = [#tf_id4, #tf_id4, #tf_id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e, %sumb : tensor<2x2x4x4xf32>, tensor<2x2x4x4xf32>) outs(%s4_e : tensor<2x2x4x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.divf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<2x2x4x4xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<2x2x4x4xf32> into tensor<4x4x4xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x2x4x8xf32> into tensor<4x4x8xf32>
  %o_e = tensor.empty() : tensor<4x4x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
  %o = linalg.batch_matmul ins(%pc, %vc : tensor<4x4x4xf32>, tensor<4x4x8xf32>) outs(%o_z : tensor<4x4x8xf32>) -> tensor<4x4x8xf32>
  return %o : tensor<4x4x8xf32>
}

// -----

// Dynamic sequence lengths: the op takes the dynamic tensors directly.
// CHECK-LABEL: func.func @raise_dynamic_lengths
// CHECK: attn.attention {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<4x?x16xf32>, tensor<4x?x16xf32>, tensor<4x?x16xf32>, f32) outs(%{{.*}} : tensor<4x?x16xf32>)
func.func @raise_dynamic_lengths(%q: tensor<4x?x16xf32>, %k: tensor<4x?x16xf32>, %v: tensor<4x?x16xf32>) -> tensor<4x?x16xf32> {
  %zero = arith.constant 0.0 : f32
  %c1 = arith.constant 1 : index
  %m = tensor.dim %q, %c1 : tensor<4x?x16xf32>
  %n = tensor.dim %k, %c1 : tensor<4x?x16xf32>
  %s_init = tensor.empty(%m, %n) : tensor<4x?x?xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%q, %k : tensor<4x?x16xf32>, tensor<4x?x16xf32>) outs(%s_zero : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<4x?x?xf32>) outs(%s_init : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
  %o_init = tensor.empty(%m) : tensor<4x?x16xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x?x?xf32>, tensor<4x?x16xf32>) outs(%o_zero : tensor<4x?x16xf32>) -> tensor<4x?x16xf32>
  return %o : tensor<4x?x16xf32>
}

// -----

// Q and K stored head-dim-major ([D, S]): S[i, j] = sum_s Q[s, i] * K[s, j]
// is attention with transposed layouts; the maps say so.
// CHECK-DAG: #[[QT:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d0)>
// CHECK-DAG: #[[KT:.*]] = affine_map<(d0, d1, d2, d3) -> (d2, d1)>
// CHECK-LABEL: func.func @raise_head_major_layout
// CHECK: attn.attention indexing_maps = [#[[QT]], #[[KT]], #{{.*}}, #{{.*}}]
func.func @raise_head_major_layout(%q: tensor<16x8xf32>, %k: tensor<16x8xf32>, %v: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<8x8xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.matmul indexing_maps = [affine_map<(i, j, s) -> (s, i)>, affine_map<(i, j, s) -> (s, j)>, affine_map<(i, j, s) -> (i, j)>] ins(%q, %k : tensor<16x8xf32>, tensor<16x8xf32>) outs(%s_zero : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<8x8xf32>) outs(%s_init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %o_init = tensor.empty() : tensor<8x4xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<8x4xf32>) -> tensor<8x4xf32>
  %o = linalg.matmul ins(%p, %v : tensor<8x8xf32>, tensor<8x4xf32>) outs(%o_zero : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}

// -----

// P·V contracting the query dim of P (Pᵀ·V) while the softmax normalises
// over the keys: not attention.
// CHECK-LABEL: func.func @negative_pv_over_queries
// CHECK-NOT: attn.attention
func.func @negative_pv_over_queries(%q: tensor<8x16xf32>, %kt: tensor<16x8xf32>, %v: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<8x8xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<8x16xf32>, tensor<16x8xf32>) outs(%s_zero : tensor<8x8xf32>) -> tensor<8x8xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<8x8xf32>) outs(%s_init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %o_init = tensor.empty() : tensor<8x4xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<8x4xf32>) -> tensor<8x4xf32>
  %o = linalg.matmul indexing_maps = [affine_map<(j, d, i) -> (i, j)>, affine_map<(j, d, i) -> (i, d)>, affine_map<(j, d, i) -> (j, d)>] ins(%p, %v : tensor<8x8xf32>, tensor<8x4xf32>) outs(%o_zero : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}

// -----

// A dropout-like multiply between the softmax and P·V changes the values.
// CHECK-LABEL: func.func @negative_dropout_between_softmax_and_pv
// CHECK-NOT: attn.attention
func.func @negative_dropout_between_softmax_and_pv(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>, %keep: tensor<32x48xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p, %keep : tensor<32x48xf32>, tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %x = arith.mulf %a, %b : f32
    linalg.yield %x : f32
  } -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%d, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}

// -----

// A second exp of the probabilities is not a softmax.
// CHECK-LABEL: func.func @negative_second_exp
// CHECK-NOT: attn.attention
func.func @negative_second_exp(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>) -> tensor<32x8xf32> {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %e = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%p : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = math.exp %a : f32
    linalg.yield %x : f32
  } -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%e, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o : tensor<32x8xf32>
}

// -----

// Scores also returned: declined, the program keeps computing them.
// CHECK-LABEL: func.func @negative_scores_escape
// CHECK-NOT: attn.attention
func.func @negative_scores_escape(%q: tensor<32x16xf32>, %kt: tensor<16x48xf32>, %v: tensor<48x8xf32>) -> (tensor<32x8xf32>, tensor<32x48xf32>) {
  %zero = arith.constant 0.0 : f32
  %s_init = tensor.empty() : tensor<32x48xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<32x16xf32>, tensor<16x48xf32>) outs(%s_zero : tensor<32x48xf32>) -> tensor<32x48xf32>
  %p = linalg.softmax dimension(1) ins(%s : tensor<32x48xf32>) outs(%s_init : tensor<32x48xf32>) -> tensor<32x48xf32>
  %o_init = tensor.empty() : tensor<32x8xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x8xf32>) -> tensor<32x8xf32>
  %o = linalg.matmul ins(%p, %v : tensor<32x48xf32>, tensor<48x8xf32>) outs(%o_zero : tensor<32x8xf32>) -> tensor<32x8xf32>
  return %o, %s : tensor<32x8xf32>, tensor<32x48xf32>
}

// -----

// The normalisation divides by the sum of something else (a bug in the
// graph, or not a softmax): not raised.
// CHECK-LABEL: func.func @negative_sum_of_other
// CHECK-NOT: attn.attention
func.func @negative_sum_of_other(%q: tensor<8x16xf32>, %kt: tensor<16x12xf32>, %v: tensor<12x4xf32>, %w: tensor<8x12xf32>) -> tensor<8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %s_e = tensor.empty() : tensor<8x12xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<8x12xf32>) -> tensor<8x12xf32>
  %s = linalg.matmul ins(%q, %kt : tensor<8x16xf32>, tensor<16x12xf32>) outs(%s_z : tensor<8x12xf32>) -> tensor<8x12xf32>
  %r_e = tensor.empty() : tensor<8xf32>
  %r_m = linalg.fill ins(%ninf : f32) outs(%r_e : tensor<8xf32>) -> tensor<8xf32>
  %mx = linalg.reduce ins(%s : tensor<8x12xf32>) outs(%r_m : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %x = arith.maximumf %in, %acc : f32
      linalg.yield %x : f32
    }
  %e = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%s, %mx : tensor<8x12xf32>, tensor<8xf32>) outs(%s_e : tensor<8x12xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<8x12xf32>
  %r_z = linalg.fill ins(%zero : f32) outs(%r_e : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.reduce ins(%w : tensor<8x12xf32>) outs(%r_z : tensor<8xf32>) dimensions = [1]
    (%in: f32, %acc: f32) {
      %x = arith.addf %in, %acc : f32
      linalg.yield %x : f32
    }
  %p = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%e, %sum : tensor<8x12xf32>, tensor<8xf32>) outs(%s_e : tensor<8x12xf32>) {
  ^bb0(%a: f32, %l: f32, %o: f32):
    %x = arith.divf %a, %l : f32
    linalg.yield %x : f32
  } -> tensor<8x12xf32>
  %o_e = tensor.empty() : tensor<8x4xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<8x4xf32>) -> tensor<8x4xf32>
  %o = linalg.matmul ins(%p, %v : tensor<8x12xf32>, tensor<12x4xf32>) outs(%o_z : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}
