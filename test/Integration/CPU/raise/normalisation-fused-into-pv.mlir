// After elementwise fusion the softmax's division lands inside the P·V
// contraction: acc + (e / l) * v, with e = exp(S - max) and l its row sum
// as inputs of P·V. Raised, and computing what the graph computes.
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prefix=NUM

// CHECK-LABEL: func.func @attention
// CHECK: attn.attention
// CHECK-NOT: linalg.generic
// NUM: raised=1
// NUM: PASS

#id = affine_map<(b, m, n) -> (b, m, n)>
#row = affine_map<(b, m, n) -> (b, m)>
func.func @attention(%q: tensor<2x12x16xf32>, %k: tensor<2x18x16xf32>, %v: tensor<2x18x8xf32>) -> tensor<2x12x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 0.25 : f32
  %s_e = tensor.empty() : tensor<2x12x18xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<2x12x18xf32>) -> tensor<2x12x18xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, d)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x12x16xf32>, tensor<2x18x16xf32>) outs(%s_z : tensor<2x12x18xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x12x18xf32>
  %r_e = tensor.empty() : tensor<2x12xf32>
  %r_m = linalg.fill ins(%ninf : f32) outs(%r_e : tensor<2x12xf32>) -> tensor<2x12xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<2x12x18xf32>) outs(%r_m : tensor<2x12xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.mulf %a, %c : f32
    %y = arith.maximumf %x, %o : f32
    linalg.yield %y : f32
  } -> tensor<2x12xf32>
  %r_z = linalg.fill ins(%zero : f32) outs(%r_e : tensor<2x12xf32>) -> tensor<2x12xf32>
  %e:2 = linalg.generic {indexing_maps = [#id, #row, #id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s, %mx : tensor<2x12x18xf32>, tensor<2x12xf32>) outs(%s_e, %r_z : tensor<2x12x18xf32>, tensor<2x12xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32, %acc: f32):
    %x = arith.mulf %a, %c : f32
    %d = arith.subf %x, %m : f32
    %y = math.exp %d : f32
    %z = arith.addf %y, %acc : f32
    linalg.yield %y, %z : f32, f32
  } -> (tensor<2x12x18xf32>, tensor<2x12xf32>)
  %o_e = tensor.empty() : tensor<2x12x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, m, n, d) -> (b, m, n)>, affine_map<(b, m, n, d) -> (b, m)>, affine_map<(b, m, n, d) -> (b, n, d)>, affine_map<(b, m, n, d) -> (b, m, d)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} ins(%e#0, %e#1, %v : tensor<2x12x18xf32>, tensor<2x12xf32>, tensor<2x18x8xf32>) outs(%o_z : tensor<2x12x8xf32>) {
  ^bb0(%x: f32, %l: f32, %w: f32, %acc: f32):
    %p = arith.divf %x, %l : f32
    %t = arith.mulf %p, %w : f32
    %r = arith.addf %acc, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x12x8xf32>
  return %o : tensor<2x12x8xf32>
}
