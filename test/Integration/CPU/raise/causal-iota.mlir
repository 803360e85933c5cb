// A causal mask built from materialised iota tensors (row and column index
// tensors compared by an elementwise op, then selected against -inf): the
// comparison is read through the iota generics and becomes causal(top_left).
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prefix=NUM

// CHECK: attn.attention {{.*}} causal(top_left)
// CHECK-NOT: linalg.index
// NUM: raised=1
// NUM: PASS

#id = affine_map<(b, m, n) -> (b, m, n)>
#mn = affine_map<(b, m, n) -> (m, n)>
#row = affine_map<(b, m, n) -> (b, m)>
func.func @attention(%q: tensor<3x20x8xf32>, %k: tensor<3x20x8xf32>, %v: tensor<3x20x8xf32>) -> tensor<3x20x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %i_e = tensor.empty() : tensor<20x20xi64>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%i_e : tensor<20x20xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<20x20xi64>
  %cols = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} outs(%i_e : tensor<20x20xi64>) {
  ^bb0(%o: i64):
    %j = linalg.index 1 : index
    %c = arith.index_cast %j : index to i64
    linalg.yield %c : i64
  } -> tensor<20x20xi64>
  %s_e = tensor.empty() : tensor<3x20x20xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<3x20x20xf32>) -> tensor<3x20x20xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%q, %k : tensor<3x20x8xf32>, tensor<3x20x8xf32>) outs(%s_z : tensor<3x20x20xf32>) -> tensor<3x20x20xf32>
  %masked = linalg.generic {indexing_maps = [#id, #mn, #mn, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %rows, %cols : tensor<3x20x20xf32>, tensor<20x20xi64>, tensor<20x20xi64>) outs(%s_e : tensor<3x20x20xf32>) {
  ^bb0(%x: f32, %r: i64, %c: i64, %o: f32):
    %keep = arith.cmpi sge, %r, %c : i64
    %y = arith.select %keep, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<3x20x20xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<3x20x20xf32>) outs(%s_e : tensor<3x20x20xf32>) -> tensor<3x20x20xf32>
  %o_e = tensor.empty() : tensor<3x20x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<3x20x8xf32>) -> tensor<3x20x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<3x20x20xf32>, tensor<3x20x8xf32>) outs(%o_z : tensor<3x20x8xf32>) -> tensor<3x20x8xf32>
  return %o : tensor<3x20x8xf32>
}
