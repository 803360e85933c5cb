// The log-sum-exp spelling of softmax (no division): P = exp(S - lse) with
// lse = max + log(sum(exp(S - max))), as numerically careful frontends
// write it. Raised, and computing what the graph computes.
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prefix=NUM

// CHECK: attn.attention
// CHECK-NOT: math.log
// NUM: raised=1
// NUM: PASS

#id = affine_map<(b, m, n) -> (b, m, n)>
#row = affine_map<(b, m, n) -> (b, m)>
#row2 = affine_map<(b, m) -> (b, m)>
func.func @attention(%q: tensor<2x9x16xf32>, %k: tensor<2x13x16xf32>, %v: tensor<2x13x16xf32>) -> tensor<2x9x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 0.25 : f32
  %s_e = tensor.empty() : tensor<2x9x13xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<2x9x13xf32>) -> tensor<2x9x13xf32>
  %s0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%q, %k : tensor<2x9x16xf32>, tensor<2x13x16xf32>) outs(%s_z : tensor<2x9x13xf32>) -> tensor<2x9x13xf32>
  %s = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s0 : tensor<2x9x13xf32>) outs(%s_e : tensor<2x9x13xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.mulf %a, %c : f32
    linalg.yield %x : f32
  } -> tensor<2x9x13xf32>
  %r_e = tensor.empty() : tensor<2x9xf32>
  %r_m = linalg.fill ins(%ninf : f32) outs(%r_e : tensor<2x9xf32>) -> tensor<2x9xf32>
  %mx = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<2x9x13xf32>) outs(%r_m : tensor<2x9xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.maximumf %a, %o : f32
    linalg.yield %x : f32
  } -> tensor<2x9xf32>
  %r_z = linalg.fill ins(%zero : f32) outs(%r_e : tensor<2x9xf32>) -> tensor<2x9xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s, %mx : tensor<2x9x13xf32>, tensor<2x9xf32>) outs(%r_z : tensor<2x9xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %e = math.exp %d : f32
    %x = arith.addf %e, %o : f32
    linalg.yield %x : f32
  } -> tensor<2x9xf32>
  %lse = linalg.generic {indexing_maps = [#row2, #row2, #row2], iterator_types = ["parallel", "parallel"]} ins(%mx, %sum : tensor<2x9xf32>, tensor<2x9xf32>) outs(%r_e : tensor<2x9xf32>) {
  ^bb0(%m: f32, %l: f32, %o: f32):
    %lg = math.log %l : f32
    %x = arith.addf %m, %lg : f32
    linalg.yield %x : f32
  } -> tensor<2x9xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %lse : tensor<2x9x13xf32>, tensor<2x9xf32>) outs(%s_e : tensor<2x9x13xf32>) {
  ^bb0(%a: f32, %l: f32, %o: f32):
    %d = arith.subf %a, %l : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<2x9x13xf32>
  %o_e = tensor.empty() : tensor<2x9x16xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<2x9x16xf32>) -> tensor<2x9x16xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x9x13xf32>, tensor<2x13x16xf32>) outs(%o_z : tensor<2x9x16xf32>) -> tensor<2x9x16xf32>
  return %o : tensor<2x9x16xf32>
}
