// Hand-written: a boolean key-padding mask applied with select(-inf), and
// causality from linalg.index comparisons (n > m masked): raised to a mask
// operand and causal(top_left), and computing what the graph computes.
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prefix=NUM

// CHECK: attn.attention {{.*}} causal(top_left) ins({{.*}}) mask(%{{.*}} : tensor<2x16xi1>)
// CHECK-NOT: linalg.generic
// NUM: raised=1
// NUM: PASS

#id = affine_map<(b, h, m, n) -> (b, h, m, n)>
#pad = affine_map<(b, h, m, n) -> (b, n)>
#row = affine_map<(b, h, m, n) -> (b, h, m)>
func.func @attention(%q: tensor<2x3x16x8xf32>, %k: tensor<2x3x16x8xf32>, %v: tensor<2x3x16x8xf32>, %keep: tensor<2x16xi1>) -> tensor<2x3x16x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.35355339 : f32
  %s_e = tensor.empty() : tensor<2x3x16x16xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<2x3x16x16xf32>) -> tensor<2x3x16x16xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, m, n, d) -> (b, h, m, d)>, affine_map<(b, h, m, n, d) -> (b, h, n, d)>, affine_map<(b, h, m, n, d) -> (b, h, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x3x16x8xf32>, tensor<2x3x16x8xf32>) outs(%s_z : tensor<2x3x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x3x16x16xf32>
  // Scale, padding mask and causal mask fused in one elementwise op.
  %masked = linalg.generic {indexing_maps = [#id, #pad, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %keep : tensor<2x3x16x16xf32>, tensor<2x16xi1>) outs(%s_e : tensor<2x3x16x16xf32>) {
  ^bb0(%x: f32, %kp: i1, %o: f32):
    %y = arith.mulf %x, %scale : f32
    %z = arith.select %kp, %y, %ninf : f32
    %m = linalg.index 2 : index
    %n = linalg.index 3 : index
    %future = arith.cmpi ugt, %n, %m : index
    %w = arith.select %future, %ninf, %z : f32
    linalg.yield %w : f32
  } -> tensor<2x3x16x16xf32>
  %r_e = tensor.empty() : tensor<2x3x16xf32>
  %r_ninf = linalg.fill ins(%ninf : f32) outs(%r_e : tensor<2x3x16xf32>) -> tensor<2x3x16xf32>
  %mx = linalg.reduce ins(%masked : tensor<2x3x16x16xf32>) outs(%r_ninf : tensor<2x3x16xf32>) dimensions = [3]
    (%in: f32, %acc: f32) {
      %x = arith.maximumf %in, %acc : f32
      linalg.yield %x : f32
    }
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%masked, %mx : tensor<2x3x16x16xf32>, tensor<2x3x16xf32>) outs(%s_e : tensor<2x3x16x16xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %d = arith.subf %x, %m : f32
    %y = math.exp %d : f32
    linalg.yield %y : f32
  } -> tensor<2x3x16x16xf32>
  %r_z = linalg.fill ins(%zero : f32) outs(%r_e : tensor<2x3x16xf32>) -> tensor<2x3x16xf32>
  %sum = linalg.reduce ins(%e : tensor<2x3x16x16xf32>) outs(%r_z : tensor<2x3x16xf32>) dimensions = [3]
    (%in: f32, %acc: f32) {
      %x = arith.addf %in, %acc : f32
      linalg.yield %x : f32
    }
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%e, %sum : tensor<2x3x16x16xf32>, tensor<2x3x16xf32>) outs(%s_e : tensor<2x3x16x16xf32>) {
  ^bb0(%x: f32, %l: f32, %o: f32):
    %y = arith.divf %x, %l : f32
    linalg.yield %y : f32
  } -> tensor<2x3x16x16xf32>
  %o_e = tensor.empty() : tensor<2x3x16x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<2x3x16x8xf32>) -> tensor<2x3x16x8xf32>
  %o = linalg.generic {indexing_maps = [affine_map<(b, h, m, d, n) -> (b, h, m, n)>, affine_map<(b, h, m, d, n) -> (b, h, n, d)>, affine_map<(b, h, m, d, n) -> (b, h, m, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x3x16x16xf32>, tensor<2x3x16x8xf32>) outs(%o_z : tensor<2x3x16x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %x : f32
    linalg.yield %r : f32
  } -> tensor<2x3x16x8xf32>
  return %o : tensor<2x3x16x8xf32>
}
