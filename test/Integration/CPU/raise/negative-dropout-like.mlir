// A negative form: the probabilities are scaled by a per-element factor (a
// dropout-like mask) before P·V. Not raised, and the program computes the
// same values with the raise on and off.
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised --expect-not-raised | FileCheck %s --check-prefix=NUM

// CHECK-NOT: attn.attention
// NUM: raised=0
// NUM: PASS

#id = affine_map<(b, m, n) -> (b, m, n)>
func.func @attention(%q: tensor<2x12x16xf32>, %k: tensor<2x18x16xf32>, %v: tensor<2x18x8xf32>) -> tensor<2x12x8xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %s_e = tensor.empty() : tensor<2x12x18xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<2x12x18xf32>) -> tensor<2x12x18xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%q, %k : tensor<2x12x16xf32>, tensor<2x18x16xf32>) outs(%s_z : tensor<2x12x18xf32>) -> tensor<2x12x18xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x12x18xf32>) outs(%s_e : tensor<2x12x18xf32>) -> tensor<2x12x18xf32>
  // Keep every other key, doubled (inverted dropout with a fixed pattern).
  %d = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%p : tensor<2x12x18xf32>) outs(%s_e : tensor<2x12x18xf32>) {
  ^bb0(%x: f32, %o: f32):
    %n = linalg.index 2 : index
    %r = arith.remui %n, %c2 : index
    %keep = arith.cmpi eq, %r, %c0 : index
    %y = arith.mulf %x, %two : f32
    %z = arith.select %keep, %y, %zero : f32
    linalg.yield %z : f32
  } -> tensor<2x12x18xf32>
  %o_e = tensor.empty() : tensor<2x12x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  %o = linalg.batch_matmul ins(%d, %v : tensor<2x12x18xf32>, tensor<2x18x8xf32>) outs(%o_z : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  return %o : tensor<2x12x8xf32>
}
