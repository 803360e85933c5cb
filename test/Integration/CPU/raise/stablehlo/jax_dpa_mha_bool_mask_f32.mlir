// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/jax_dpa_mha_bool_mask_f32.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from JAX 0.10.2 (jax.jit(f).lower(*args).as_text()), lowered to linalg by PyPI
// iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input; util.func
// and util.return renamed to func.func and return).
// The same with a boolean mask (was not raised).
//
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d4, d2)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
module @jit__lambda {
  func.func @forward(%arg0: tensor<2x16x4x8xf32>, %arg1: tensor<2x16x4x8xf32>, %arg2: tensor<2x16x4x8xf32>, %arg3: tensor<2x1x16x16xi1>) -> tensor<2x16x4x8xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -2.38197633E+38 : f32
    %cst_1 = arith.constant 0.353553385 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 1, 8] : tensor<2x16x4x8xf32> into tensor<2x16x4x1x8xf32>
    %0 = tensor.empty() : tensor<2x1x1x16x16xi1>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x1x16x16xi1>) outs(%0 : tensor<2x1x1x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x1x1x16x16xi1>
    %2 = tensor.empty() : tensor<2x4x16x1x8xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x4x1x8xf32>) outs(%2 : tensor<2x4x16x1x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x1x8xf32>
    %4 = tensor.empty() : tensor<2x4x8x16xf32>
    %5 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x16x4x8xf32>) outs(%4 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed = tensor.collapse_shape %3 [[0, 1], [2], [3, 4]] : tensor<2x4x16x1x8xf32> into tensor<8x16x8xf32>
    %collapsed_3 = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %6 = tensor.empty() : tensor<8x16x16xf32>
    %7 = linalg.fill ins(%cst_2 : f32) outs(%6 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %8 = linalg.batch_matmul ins(%collapsed, %collapsed_3 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%7 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_4 = tensor.expand_shape %8 [[0, 1], [2], [3, 4]] output_shape [2, 4, 16, 1, 16] : tensor<8x16x16xf32> into tensor<2x4x16x1x16xf32>
    %9 = tensor.empty() : tensor<2x4x16x1x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<2x4x16x1x16xf32>) outs(%9 : tensor<2x4x16x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.mulf %in, %cst_1 : f32
      linalg.yield %40 : f32
    } -> tensor<2x4x16x1x16xf32>
    %collapsed_5 = tensor.collapse_shape %1 [[0, 1, 2, 3, 4]] : tensor<2x1x1x16x16xi1> into tensor<512xi1>
    %expanded_6 = tensor.expand_shape %collapsed_5 [[0, 1, 2, 3, 4]] output_shape [1, 2, 1, 16, 16] : tensor<512xi1> into tensor<1x2x1x16x16xi1>
    %11 = tensor.empty() : tensor<1x2x4x16x16xi1>
    %12 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<1x2x1x16x16xi1>) outs(%11 : tensor<1x2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x2x4x16x16xi1>
    %collapsed_7 = tensor.collapse_shape %10 [[0, 1, 2, 3, 4]] : tensor<2x4x16x1x16xf32> into tensor<2048xf32>
    %expanded_8 = tensor.expand_shape %collapsed_7 [[0, 1, 2, 3, 4]] output_shape [1, 2, 4, 16, 16] : tensor<2048xf32> into tensor<1x2x4x16x16xf32>
    %13 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%12, %expanded_8 : tensor<1x2x4x16x16xi1>, tensor<1x2x4x16x16xf32>) outs(%13 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_13: f32, %out: f32):
      %40 = arith.select %in, %in_13, %cst_0 : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x4x16x16xf32>
    %15 = tensor.empty() : tensor<1x2x4x16xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x2x4x16x16xf32>) outs(%16 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.maximumf %out, %in : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x4x16xf32>
    %18 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<1x2x4x16xf32>) outs(%18 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x4x16x16xf32>
    %20 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%14, %19 : tensor<1x2x4x16x16xf32>, tensor<1x2x4x16x16xf32>) outs(%20 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %40 = arith.subf %in, %in_13 : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x4x16x16xf32>
    %22 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<1x2x4x16x16xf32>) outs(%22 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = math.exp %in : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x4x16x16xf32>
    %24 = tensor.empty() : tensor<1x2x4x16xf32>
    %25 = linalg.fill ins(%cst_2 : f32) outs(%24 : tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%23 : tensor<1x2x4x16x16xf32>) outs(%25 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %40 = arith.addf %out, %in : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x4x16xf32>
    %27 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x2x4x16xf32>) outs(%27 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x4x16x16xf32>
    %29 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%23, %28 : tensor<1x2x4x16x16xf32>, tensor<1x2x4x16x16xf32>) outs(%29 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %40 = arith.divf %in, %in_13 : f32
      linalg.yield %40 : f32
    } -> tensor<1x2x4x16x16xf32>
    %31 = tensor.empty() : tensor<2x4x8x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x16x4x8xf32>) outs(%31 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %33 = tensor.empty() : tensor<2x4x16x1x16xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<1x2x4x16x16xf32>) outs(%33 : tensor<2x4x16x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x1x16xf32>
    %collapsed_9 = tensor.collapse_shape %32 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %collapsed_10 = tensor.collapse_shape %34 [[0, 1], [2], [3, 4]] : tensor<2x4x16x1x16xf32> into tensor<8x16x16xf32>
    %35 = tensor.empty() : tensor<8x8x16xf32>
    %36 = linalg.fill ins(%cst_2 : f32) outs(%35 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %37 = linalg.batch_matmul ins(%collapsed_9, %collapsed_10 : tensor<8x8x16xf32>, tensor<8x16x16xf32>) outs(%36 : tensor<8x8x16xf32>) -> tensor<8x8x16xf32>
    %expanded_11 = tensor.expand_shape %37 [[0, 1], [2], [3, 4]] output_shape [2, 4, 8, 1, 16] : tensor<8x8x16xf32> into tensor<2x4x8x1x16xf32>
    %38 = tensor.empty() : tensor<1x2x16x4x8xf32>
    %39 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_11 : tensor<2x4x8x1x16xf32>) outs(%38 : tensor<1x2x16x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x16x4x8xf32>
    %collapsed_12 = tensor.collapse_shape %39 [[0, 1], [2], [3], [4]] : tensor<1x2x16x4x8xf32> into tensor<2x16x4x8xf32>
    return %collapsed_12 : tensor<2x16x4x8xf32>
  }
}

