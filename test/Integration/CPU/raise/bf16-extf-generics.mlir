// bf16 inputs extended to f32 by elementwise generics before the
// contractions, an f32 softmax spelled with maximumf and broadcast maps, and
// the result rounded to bf16 by a generic. The extensions fold away: the op
// reads the bf16 tensors directly.
// RUN: attn-opt %s --pass-pipeline='builtin.module(func.func(attn-raise-from-linalg))' | FileCheck %s
// RUN: %check --input %s --func attention --against-unraised | FileCheck %s --check-prefix=NUM

// CHECK-LABEL: func.func @attention
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<3x10x32xbf16>, %[[K:[^:]*]]: tensor<3x14x32xbf16>, %[[V:[^:]*]]: tensor<3x14x32xbf16>)
// CHECK: attn.attention {{.*}} ins(%[[Q]], %[[K]], %[[V]], %{{.*}} : tensor<3x10x32xbf16>, tensor<3x14x32xbf16>, tensor<3x14x32xbf16>, f32)
// NUM: raised=1
// NUM: PASS

#id3 = affine_map<(b, m, n) -> (b, m, n)>
#row = affine_map<(b, m, n) -> (b, m)>
func.func @attention(%q: tensor<3x10x32xbf16>, %k: tensor<3x14x32xbf16>, %v: tensor<3x14x32xbf16>) -> tensor<3x10x32xbf16> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 0.1767767 : f32
  %qe = tensor.empty() : tensor<3x10x32xf32>
  %qf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%q : tensor<3x10x32xbf16>) outs(%qe : tensor<3x10x32xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %x = arith.extf %a : bf16 to f32
    linalg.yield %x : f32
  } -> tensor<3x10x32xf32>
  %ke = tensor.empty() : tensor<3x14x32xf32>
  %kf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<3x14x32xbf16>) outs(%ke : tensor<3x14x32xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %x = arith.extf %a : bf16 to f32
    linalg.yield %x : f32
  } -> tensor<3x14x32xf32>
  %vf = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%v : tensor<3x14x32xbf16>) outs(%ke : tensor<3x14x32xf32>) {
  ^bb0(%a: bf16, %o: f32):
    %x = arith.extf %a : bf16 to f32
    linalg.yield %x : f32
  } -> tensor<3x14x32xf32>
  %s_e = tensor.empty() : tensor<3x10x14xf32>
  %s_z = linalg.fill ins(%zero : f32) outs(%s_e : tensor<3x10x14xf32>) -> tensor<3x10x14xf32>
  %s = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>] ins(%qf, %kf : tensor<3x10x32xf32>, tensor<3x14x32xf32>) outs(%s_z : tensor<3x10x14xf32>) -> tensor<3x10x14xf32>
  %sc = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<3x10x14xf32>) outs(%s_e : tensor<3x10x14xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.mulf %c, %a : f32
    linalg.yield %x : f32
  } -> tensor<3x10x14xf32>
  %r_e = tensor.empty() : tensor<3x10xf32>
  %r_m = linalg.fill ins(%ninf : f32) outs(%r_e : tensor<3x10xf32>) -> tensor<3x10xf32>
  %mx = linalg.generic {indexing_maps = [#id3, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sc : tensor<3x10x14xf32>) outs(%r_m : tensor<3x10xf32>) {
  ^bb0(%a: f32, %o: f32):
    %x = arith.maximumf %o, %a : f32
    linalg.yield %x : f32
  } -> tensor<3x10xf32>
  %r_z = linalg.fill ins(%zero : f32) outs(%r_e : tensor<3x10xf32>) -> tensor<3x10xf32>
  %e:2 = linalg.generic {indexing_maps = [#id3, #row, #id3, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sc, %mx : tensor<3x10x14xf32>, tensor<3x10xf32>) outs(%s_e, %r_z : tensor<3x10x14xf32>, tensor<3x10xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32, %acc: f32):
    %d = arith.subf %a, %m : f32
    %x = math.exp %d : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %x, %y : f32, f32
  } -> (tensor<3x10x14xf32>, tensor<3x10xf32>)
  %p = linalg.generic {indexing_maps = [#id3, #row, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%e#0, %e#1 : tensor<3x10x14xf32>, tensor<3x10xf32>) outs(%s_e : tensor<3x10x14xf32>) {
  ^bb0(%a: f32, %l: f32, %o: f32):
    %x = arith.divf %a, %l : f32
    linalg.yield %x : f32
  } -> tensor<3x10x14xf32>
  %o_e = tensor.empty() : tensor<3x10x32xf32>
  %o_z = linalg.fill ins(%zero : f32) outs(%o_e : tensor<3x10x32xf32>) -> tensor<3x10x32xf32>
  %o = linalg.batch_matmul ins(%p, %vf : tensor<3x10x14xf32>, tensor<3x14x32xf32>) outs(%o_z : tensor<3x10x32xf32>) -> tensor<3x10x32xf32>
  %ob_e = tensor.empty() : tensor<3x10x32xbf16>
  %ob = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%o : tensor<3x10x32xf32>) outs(%ob_e : tensor<3x10x32xbf16>) {
  ^bb0(%a: f32, %b: bf16):
    %x = arith.truncf %a : f32 to bf16
    linalg.yield %x : bf16
  } -> tensor<3x10x32xbf16>
  return %ob : tensor<3x10x32xbf16>
}
