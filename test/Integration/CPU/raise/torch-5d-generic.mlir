// torch-mlir's 5-D generic spelling (max + argmax reduction, keepdim maps),
// raised and computing what the graph computes.
// RUN: %check --input %s --func raise_torch_5d_generic --against-unraised | FileCheck %s
// CHECK: raised=1
// CHECK: PASS

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
