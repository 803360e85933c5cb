// Hand-written mixed precision (as in many einsum-based models): f16 Q, K, V
// extended inside the contractions' bodies, f32 scores scaled by linalg.map
// with a captured scale, linalg.softmax over the keys, the probabilities
// rounded to f16 by a tensor-level arith.truncf, P·V accumulated in f32 and
// the result rounded to f16. Raised on the f16 inputs (the op keeps P in f32,
// so it differs from the graph by f16 rounding of P only).
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prefix=NUM

// CHECK-LABEL: func.func @attention
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<1x4x24x16xf16>, %[[K:[^:]*]]: tensor<1x4x24x16xf16>, %[[V:[^:]*]]: tensor<1x4x24x16xf16>)
// CHECK: %[[O:.*]] = attn.attention {{.*}} ins(%[[Q]], %[[K]], %[[V]], %{{.*}} : tensor<1x4x24x16xf16>, tensor<1x4x24x16xf16>, tensor<1x4x24x16xf16>, f32) outs(%{{.*}} : tensor<1x4x24x16xf32>)
// CHECK: arith.truncf %[[O]] : tensor<1x4x24x16xf32> to tensor<1x4x24x16xf16>
// CHECK-NOT: linalg.softmax
// NUM: raised=1
// NUM: PASS

func.func @attention(%q: tensor<1x4x24x16xf16>, %k: tensor<1x4x24x16xf16>, %v: tensor<1x4x24x16xf16>) -> tensor<1x4x24x16xf16> {
  %f0 = arith.constant 0.0 : f32
  %scale = arith.constant 0.25 : f32
  %s_e = tensor.empty() : tensor<1x4x24x24xf32>
  %s_zero = linalg.fill ins(%f0 : f32) outs(%s_e : tensor<1x4x24x24xf32>) -> tensor<1x4x24x24xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, k) -> (b, h, i, k)>, affine_map<(b, h, i, j, k) -> (b, h, j, k)>, affine_map<(b, h, i, j, k) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x4x24x16xf16>, tensor<1x4x24x16xf16>) outs(%s_zero : tensor<1x4x24x24xf32>) {
  ^bb0(%qe: f16, %ke: f16, %acc: f32):
    %qf = arith.extf %qe : f16 to f32
    %kf = arith.extf %ke : f16 to f32
    %prd = arith.mulf %qf, %kf : f32
    %sum = arith.addf %acc, %prd : f32
    linalg.yield %sum : f32
  } -> tensor<1x4x24x24xf32>
  %s = linalg.map ins(%qk : tensor<1x4x24x24xf32>) outs(%s_e : tensor<1x4x24x24xf32>)
    (%x: f32, %_: f32) {
      %y = arith.mulf %x, %scale : f32
      linalg.yield %y : f32
    }
  %p_e = tensor.empty() : tensor<1x4x24x24xf32>
  %p = linalg.softmax dimension(3) ins(%s : tensor<1x4x24x24xf32>) outs(%p_e : tensor<1x4x24x24xf32>) -> tensor<1x4x24x24xf32>
  %p_f16 = arith.truncf %p : tensor<1x4x24x24xf32> to tensor<1x4x24x24xf16>
  %o_e = tensor.empty() : tensor<1x4x24x16xf32>
  %o_zero = linalg.fill ins(%f0 : f32) outs(%o_e : tensor<1x4x24x16xf32>) -> tensor<1x4x24x16xf32>
  %o_f32 = linalg.generic {indexing_maps = [affine_map<(b, h, i, d, j) -> (b, h, i, j)>, affine_map<(b, h, i, d, j) -> (b, h, j, d)>, affine_map<(b, h, i, d, j) -> (b, h, i, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p_f16, %v : tensor<1x4x24x24xf16>, tensor<1x4x24x16xf16>) outs(%o_zero : tensor<1x4x24x16xf32>) {
  ^bb0(%pe: f16, %ve: f16, %acc: f32):
    %pf = arith.extf %pe : f16 to f32
    %vf = arith.extf %ve : f16 to f32
    %prd = arith.mulf %pf, %vf : f32
    %sum = arith.addf %acc, %prd : f32
    linalg.yield %sum : f32
  } -> tensor<1x4x24x16xf32>
  %o = arith.truncf %o_f32 : tensor<1x4x24x16xf32> to tensor<1x4x24x16xf16>
  return %o : tensor<1x4x24x16xf16>
}
