// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/jax_negative_softmax_query_axis.expected.npy --expect-raised 0 | FileCheck %s --check-prefix=NUM
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from JAX 0.10.2 (jax.jit(f).lower(*args).as_text()), lowered to linalg by PyPI
// iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input; util.func
// and util.return renamed to func.func and return).
//
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
module @jit_neg_softmax_query_axis {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 3.000000e-01 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x4x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x16x8xf32>) outs(%0 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_2 = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %2 = tensor.empty() : tensor<8x16x16xf32>
    %3 = linalg.fill ins(%cst_1 : f32) outs(%2 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %4 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%3 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %5 = tensor.empty() : tensor<2x4x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x16x16xf32>) outs(%5 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.mulf %in, %cst_0 : f32
      linalg.yield %26 : f32
    } -> tensor<2x4x16x16xf32>
    %7 = tensor.empty() : tensor<2x4x16xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%6 : tensor<2x4x16x16xf32>) outs(%8 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.maximumf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x4x16xf32>
    %10 = tensor.empty() : tensor<2x4x16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x4x16xf32>) outs(%10 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %12 = tensor.empty() : tensor<2x4x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %11 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%12 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %26 = arith.subf %in, %in_6 : f32
      linalg.yield %26 : f32
    } -> tensor<2x4x16x16xf32>
    %14 = tensor.empty() : tensor<2x4x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x4x16x16xf32>) outs(%14 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = math.exp %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x4x16x16xf32>
    %16 = tensor.empty() : tensor<2x4x16xf32>
    %17 = linalg.fill ins(%cst_1 : f32) outs(%16 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<2x4x16x16xf32>) outs(%17 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %out, %in : f32
      linalg.yield %26 : f32
    } -> tensor<2x4x16xf32>
    %19 = tensor.empty() : tensor<2x4x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<2x4x16xf32>) outs(%19 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %21 = tensor.empty() : tensor<2x4x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %20 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%21 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_6: f32, %out: f32):
      %26 = arith.divf %in, %in_6 : f32
      linalg.yield %26 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_3 = tensor.collapse_shape %22 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_4 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %23 = tensor.empty() : tensor<8x16x8xf32>
    %24 = linalg.fill ins(%cst_1 : f32) outs(%23 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %25 = linalg.batch_matmul ins(%collapsed_3, %collapsed_4 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%24 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_5 = tensor.expand_shape %25 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_5 : tensor<2x4x16x8xf32>
  }
}

