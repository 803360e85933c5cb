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
