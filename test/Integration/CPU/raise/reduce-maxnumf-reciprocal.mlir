// The decomposition MLIR 22 emits for linalg.softmax (maxnumf with a NaN
// init, sub and exp fused) with linalg.reduce reductions and the
// normalisation as a reciprocal then a multiply; the scale is a runtime 0-d
// tensor argument applied by a division. Raised, and computing what the
// graph computes.
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prefix=NUM

// CHECK-LABEL: func.func @attention
// CHECK-SAME: %[[D:[^:]*]]: tensor<f32>
// CHECK: %[[X:.*]] = tensor.extract %[[D]][] : tensor<f32>
// CHECK: %[[SCALE:.*]] = arith.divf %{{.*}}, %[[X]] : f32
// CHECK: attn.attention {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[SCALE]] :
// CHECK-NOT: linalg.reduce
// NUM: raised=1
// NUM: PASS

#id = affine_map<(b, m, n) -> (b, m, n)>
#row = affine_map<(b, m, n) -> (b, m)>
#s0 = affine_map<(b, m, n) -> ()>
func.func @attention(%q: tensor<4x12x16xf32>, %k: tensor<4x20x16xf32>, %v: tensor<4x20x8xf32>, %d: tensor<f32>) -> tensor<4x12x8xf32> {
  %zero = arith.constant 0.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %kt_e = tensor.empty() : tensor<4x16x20xf32>
  %kt = linalg.transpose ins(%k : tensor<4x20x16xf32>) outs(%kt_e : tensor<4x16x20xf32>) permutation = [0, 2, 1]
  %s_e = tensor.empty() : tensor<4x12x20xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<4x12x20xf32>) -> tensor<4x12x20xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x12x16xf32>, tensor<4x16x20xf32>) outs(%s_z : tensor<4x12x20xf32>) -> tensor<4x12x20xf32>
  %sd = linalg.generic {indexing_maps = [#id, #s0, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %d : tensor<4x12x20xf32>, tensor<f32>) outs(%s_e : tensor<4x12x20xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %z = arith.divf %x, %y : f32
    linalg.yield %z : f32
  } -> tensor<4x12x20xf32>
  %r_e = tensor.empty() : tensor<4x12xf32>
  %r_nan = linalg.fill ins(%nan : f32) outs(%r_e : tensor<4x12xf32>) -> tensor<4x12xf32>
  %mx = linalg.reduce ins(%sd : tensor<4x12x20xf32>) outs(%r_nan : tensor<4x12xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %x = arith.maxnumf %in, %acc : f32
      linalg.yield %x : f32
    }
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sd, %mx : tensor<4x12x20xf32>, tensor<4x12xf32>) outs(%s_e : tensor<4x12x20xf32>) {
  ^bb0(%x: f32, %m: f32, %o: f32):
    %y = arith.subf %x, %m : f32
    %z = math.exp %y : f32
    linalg.yield %z : f32
  } -> tensor<4x12x20xf32>
  %r_z = linalg.fill ins(%zero : f32) outs(%r_e : tensor<4x12xf32>) -> tensor<4x12xf32>
  %sum = linalg.reduce ins(%e : tensor<4x12x20xf32>) outs(%r_z : tensor<4x12xf32>) dimensions = [2]
    (%in: f32, %acc: f32) {
      %x = arith.addf %in, %acc : f32
      linalg.yield %x : f32
    }
  %rcp = linalg.generic {indexing_maps = [affine_map<(b, m) -> (b, m)>, affine_map<(b, m) -> (b, m)>], iterator_types = ["parallel", "parallel"]} ins(%sum : tensor<4x12xf32>) outs(%r_e : tensor<4x12xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.divf %one, %x : f32
    linalg.yield %y : f32
  } -> tensor<4x12xf32>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e, %rcp : tensor<4x12x20xf32>, tensor<4x12xf32>) outs(%s_e : tensor<4x12x20xf32>) {
  ^bb0(%x: f32, %r: f32, %o: f32):
    %y = arith.mulf %x, %r : f32
    linalg.yield %y : f32
  } -> tensor<4x12x20xf32>
  %o_e = tensor.empty() : tensor<4x12x8xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x12x20xf32>, tensor<4x20x8xf32>) outs(%o_z : tensor<4x12x8xf32>) -> tensor<4x12x8xf32>
  return %o : tensor<4x12x8xf32>
}
