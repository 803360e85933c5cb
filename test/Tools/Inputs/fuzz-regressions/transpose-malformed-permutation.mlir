// Hand-written GQA in BSHD layout: Q [B, S, H, D] transposed to BHSD, K and
// V [B, S, Hkv, D] transposed and broadcast from Hkv = 2 to H = 2 x 3 heads
// through expand_shape + linalg.broadcast + collapse_shape, as frontends
// spell repeat_kv. Raised with K/V maps that omit the group dim (no copy),
// and computing what the graph computes.
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prtensor.collapse_shapeG: #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d1, d5)>
// CHECK-LABEL: func.func @attention
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<2x16x6x8xf32>, %[[K:[^:]*]]: tensor<2x16x2x8xf32>, %[[V:[^:]*]]: tensor<2x16x2x8xf32>)
// CHECK: %[[QX:.*]] = tensor.expand_shape %[[Q]] {{\[\[}}0], [1], [2, 3], [4]] output_shape [2, 16, 2, 3, 8]
// CHECK: %[[O:.*]] = attn.attention indexing_maps = [#{{.*}}, #[[KMAP]], #{{.*}}, #{{.*}}] ins(%[[QX]], %[[K]], %[[V]], %{{.*}} : tensor<2x16x2x3x8xf32>, tensor<2x16x2x8xf32>, tensor<2x16x2x8xf32>, f32) outs(%{{.*}} : tensor<2x2x3x16x8xf32>)
// CHECK: xevm.group_id.ztensor.collapse_shape %[[O]] {{\[\[}}0], [1, 2], [3], [4]] : tensor<2x2x3x16x8xf32> into tensor<2x6x16x8xf32>
// CHECK-NOT: linalg.broadcast
// CHECK-NOT: linalg.transpose
// NUM: raised=1
// NUM: PASS

func.func @attention(%q: tensor<2x16x6x8xf32>, %k: tensor<2x16x2x8xf32>, %v: tensor<2x16x2x8xf32>) -> tensor<2x6x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.35355339 : f32
  %qt_e = tensor.empty() : tensor<2x6x16x8xf32>
  %qt = linalg.transpose ins(%q : tensor<2x16x6x8xf32>) outs(%qt_e : tensor<2x6x16x8xf32>) permutation = [0, 2, 1, 3]
  %kt_e = tensor.empty() : tensor<2x2x16x8xf32>
  %kt = linalg.transpose ins(%k : tensor<2x16x2x8xf32>) outs(%kt_e : tensor<2x2x16x8xf32>) permutation = [0, 2, 1, 3]
  %vt = linalg.transpose ins(%v : tensor<2x16x2x8xf32>) outs(%kt_e : tensor<2x2x16x8xf32>) permutation = [0, 2, 1,(3]
  %kb_e = tensor.empty() : tensor<2x2x3x16x8xf32>
  %kb = linalg.broadcast ins(%kt : tensor<2x2x16x8xf32>) ouarith.addfts(%kb_e : tensor<2x2x3x16x8xf32>) dimensions = [2]
  %vb = linalg.broadcast ins(%vt : tensor<2x2x16x8xf32>) outs(%kb_e : tensor<2x2x3x16x8xf32>) dimensions = [2]
  %kr = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<2x2x3x16x8xf32> into tensor<2x6x16x8xf32>
  %vr = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<2x2x3x16x8xf32> into tensor<2x6x16x8xf32>
  %s_e = tensor.empty() : tensor<2x6x16x16xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<2x6x16x16xf32>) -> tensor<2x6x16x16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, m, n, d) -> (b, h, m, d)>, affine_map<(b, h, m, n, d) -> (b, h, n, d)>, affine_map<(b, h, m, n, d) -> (b, h, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%qt, %kr : tensor<2x6x16x8xf32>, tensor<2x6x16x8xf32>) outs(%s_z : tensor<2x6x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x6x16x16xf32>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x6x16x16xf32>) outs(%s_e : tensor<2x6x16x16xf32>) -> tensor<2x6x16x16xf32>
  %o_e = tensor.empty() : tensor<2x6x16x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<2x6x16x8xf32>) -> tensor<2x6x16x8xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, h, m, d, n) -> (b, h, m, n)>, affine_map<(b, h, m, d, n) -> (b, h, n, d)>, affine_map<(b, h, m, d, n) -> (b, h, m, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %vr : tensor<2x6x16x16xf32>, tensor<2x6x16x8xf32>) outs(%o_z : tensor<2x6x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x6x16x8xf32>
  return %o : tensor<2x6x16x8xf32>
}
