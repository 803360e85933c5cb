// TF's K·Qᵀ on collapsed B·H, transposed scores, additive mask broadcast over
// heads, scale on Q: raised and computing what the graph computes.
// RUN: %check --input %s --func raise_tf_kqt_transpose_mask --against-unraised | FileCheck %s
// CHECK: raised=1
// CHECK: PASS

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
