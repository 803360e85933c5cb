// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/jax_softmax_f16_f32_sum.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from JAX 0.10.2 (jax.jit(f).lower(*args).as_text()), lowered to linalg by PyPI
// iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input; util.func
// and util.return renamed to func.func and return).
// jax.nn.softmax on f16 sums the row in f32 and rounds the sum to f16 (was not raised).
//
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module @jit_manual_lp {
  func.func @forward(%arg0: tensor<2x4x16x8xf16>, %arg1: tensor<2x4x16x8xf16>, %arg2: tensor<2x4x16x8xf16>) -> tensor<2x4x16x8xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFC00 : f16
    %cst_1 = arith.constant 3.535160e-01 : f16
    %cst_2 = arith.constant 0.000000e+00 : f16
    %0 = tensor.empty() : tensor<2x4x8x16xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x16x8xf16>) outs(%0 : tensor<2x4x8x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x4x8x16xf16>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf16> into tensor<8x16x8xf16>
    %collapsed_3 = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
    %2 = tensor.empty() : tensor<8x16x16xf16>
    %3 = linalg.fill ins(%cst_2 : f16) outs(%2 : tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %4 = linalg.batch_matmul ins(%collapsed, %collapsed_3 : tensor<8x16x8xf16>, tensor<8x8x16xf16>) outs(%3 : tensor<8x16x16xf16>) -> tensor<8x16x16xf16>
    %expanded = tensor.expand_shape %4 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf16> into tensor<2x4x16x16xf16>
    %5 = tensor.empty() : tensor<2x4x16x16xf16>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x16x16xf16>) outs(%5 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      %30 = arith.mulf %in, %cst_1 : f16
      linalg.yield %30 : f16
    } -> tensor<2x4x16x16xf16>
    %7 = tensor.empty() : tensor<2x4x16xf16>
    %8 = linalg.fill ins(%cst_0 : f16) outs(%7 : tensor<2x4x16xf16>) -> tensor<2x4x16xf16>
    %9 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%6 : tensor<2x4x16x16xf16>) outs(%8 : tensor<2x4x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      %30 = arith.maximumf %out, %in : f16
      linalg.yield %30 : f16
    } -> tensor<2x4x16xf16>
    %10 = tensor.empty() : tensor<2x4x16x16xf16>
    %11 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x4x16xf16>) outs(%10 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x4x16x16xf16>
    %12 = tensor.empty() : tensor<2x4x16x16xf16>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<2x4x16x16xf16>, tensor<2x4x16x16xf16>) outs(%12 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %in_8: f16, %out: f16):
      %30 = arith.subf %in, %in_8 : f16
      linalg.yield %30 : f16
    } -> tensor<2x4x16x16xf16>
    %14 = tensor.empty() : tensor<2x4x16x16xf16>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4x16x16xf16>) outs(%14 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      %30 = math.exp %in : f16
      linalg.yield %30 : f16
    } -> tensor<2x4x16x16xf16>
    %16 = tensor.empty() : tensor<2x4x16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x4x16x16xf16>) outs(%16 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f16, %out: f32):
      %30 = arith.extf %in : f16 to f32
      linalg.yield %30 : f32
    } -> tensor<2x4x16x16xf32>
    %18 = tensor.empty() : tensor<2x4x16xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<2x4x16x16xf32>) outs(%19 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.addf %out, %in : f32
      linalg.yield %30 : f32
    } -> tensor<2x4x16xf32>
    %21 = tensor.empty() : tensor<2x4x16xf16>
    %22 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<2x4x16xf32>) outs(%21 : tensor<2x4x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %30 = arith.truncf %in : f32 to f16
      linalg.yield %30 : f16
    } -> tensor<2x4x16xf16>
    %expanded_4 = tensor.expand_shape %22 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf16> into tensor<2x4x16x1xf16>
    %23 = tensor.empty() : tensor<2x4x16x16xf16>
    %24 = linalg.generic {indexing_maps = [#map4, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<2x4x16x1xf16>) outs(%23 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x4x16x16xf16>
    %25 = tensor.empty() : tensor<2x4x16x16xf16>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %24 : tensor<2x4x16x16xf16>, tensor<2x4x16x16xf16>) outs(%25 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %in_8: f16, %out: f16):
      %30 = arith.divf %in, %in_8 : f16
      linalg.yield %30 : f16
    } -> tensor<2x4x16x16xf16>
    %collapsed_5 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x4x16x16xf16> into tensor<8x16x16xf16>
    %collapsed_6 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf16> into tensor<8x16x8xf16>
    %27 = tensor.empty() : tensor<8x16x8xf16>
    %28 = linalg.fill ins(%cst_2 : f16) outs(%27 : tensor<8x16x8xf16>) -> tensor<8x16x8xf16>
    %29 = linalg.batch_matmul ins(%collapsed_5, %collapsed_6 : tensor<8x16x16xf16>, tensor<8x16x8xf16>) outs(%28 : tensor<8x16x8xf16>) -> tensor<8x16x8xf16>
    %expanded_7 = tensor.expand_shape %29 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf16> into tensor<2x4x16x8xf16>
    return %expanded_7 : tensor<2x4x16x8xf16>
  }
}

