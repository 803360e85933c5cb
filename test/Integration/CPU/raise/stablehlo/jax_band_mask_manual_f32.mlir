// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/jax_band_mask_manual_f32.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from JAX 0.10.2 (jax.jit(f).lower(*args).as_text()), lowered to linalg by PyPI
// iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input; util.func
// and util.return renamed to func.func and return).
//
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module @jit_neg_sliding_window_manual {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -1.000000e+30 : f32
    %c4_i32 = arith.constant 4 : i32
    %cst_1 = arith.constant 3.000000e-01 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x4x8x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x16x8xf32>) outs(%0 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_3 = tensor.collapse_shape %1 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %2 = tensor.empty() : tensor<8x16x16xf32>
    %3 = linalg.fill ins(%cst_2 : f32) outs(%2 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %4 = linalg.batch_matmul ins(%collapsed, %collapsed_3 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%3 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded = tensor.expand_shape %4 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %5 = tensor.empty() : tensor<2x4x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x16x16xf32>) outs(%5 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.mulf %in, %cst_1 : f32
      linalg.yield %46 : f32
    } -> tensor<2x4x16x16xf32>
    %7 = tensor.empty() : tensor<16xi32>
    %8 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%7 : tensor<16xi32>) {
    ^bb0(%out: i32):
      %46 = linalg.index 0 : index
      %47 = arith.index_cast %46 : index to i32
      linalg.yield %47 : i32
    } -> tensor<16xi32>
    %expanded_4 = tensor.expand_shape %8 [[0, 1]] output_shape [16, 1] : tensor<16xi32> into tensor<16x1xi32>
    %9 = tensor.empty() : tensor<16x16xi32>
    %10 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16xi32>) outs(%9 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x16xi32>
    %11 = tensor.empty() : tensor<16x16xi32>
    %12 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<16xi32>) outs(%11 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x16xi32>
    %13 = tensor.empty() : tensor<16x16xi1>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %12 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%13 : tensor<16x16xi1>) {
    ^bb0(%in: i32, %in_8: i32, %out: i1):
      %46 = arith.cmpi sle, %in, %in_8 : i32
      linalg.yield %46 : i1
    } -> tensor<16x16xi1>
    %15 = tensor.empty() : tensor<16x1xi32>
    %16 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_4 : tensor<16x1xi32>) outs(%15 : tensor<16x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      %46 = arith.subi %in, %c4_i32 : i32
      linalg.yield %46 : i32
    } -> tensor<16x1xi32>
    %17 = tensor.empty() : tensor<16x16xi32>
    %18 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<16x1xi32>) outs(%17 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x16xi32>
    %19 = tensor.empty() : tensor<16x16xi1>
    %20 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %18 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%19 : tensor<16x16xi1>) {
    ^bb0(%in: i32, %in_8: i32, %out: i1):
      %46 = arith.cmpi sgt, %in, %in_8 : i32
      linalg.yield %46 : i1
    } -> tensor<16x16xi1>
    %21 = tensor.empty() : tensor<16x16xi1>
    %22 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%14, %20 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%21 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_8: i1, %out: i1):
      %46 = arith.andi %in, %in_8 : i1
      linalg.yield %46 : i1
    } -> tensor<16x16xi1>
    %23 = tensor.empty() : tensor<2x4x16x16xi1>
    %24 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<16x16xi1>) outs(%23 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x16x16xi1>
    %25 = tensor.empty() : tensor<2x4x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %6 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) outs(%25 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_8: f32, %out: f32):
      %46 = arith.select %in, %in_8, %cst_0 : f32
      linalg.yield %46 : f32
    } -> tensor<2x4x16x16xf32>
    %27 = tensor.empty() : tensor<2x4x16xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%26 : tensor<2x4x16x16xf32>) outs(%28 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.maximumf %out, %in : f32
      linalg.yield %46 : f32
    } -> tensor<2x4x16xf32>
    %30 = tensor.empty() : tensor<2x4x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<2x4x16xf32>) outs(%30 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %32 = tensor.empty() : tensor<2x4x16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %31 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%32 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %46 = arith.subf %in, %in_8 : f32
      linalg.yield %46 : f32
    } -> tensor<2x4x16x16xf32>
    %34 = tensor.empty() : tensor<2x4x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x4x16x16xf32>) outs(%34 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = math.exp %in : f32
      linalg.yield %46 : f32
    } -> tensor<2x4x16x16xf32>
    %36 = tensor.empty() : tensor<2x4x16xf32>
    %37 = linalg.fill ins(%cst_2 : f32) outs(%36 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%35 : tensor<2x4x16x16xf32>) outs(%37 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %46 = arith.addf %out, %in : f32
      linalg.yield %46 : f32
    } -> tensor<2x4x16xf32>
    %39 = tensor.empty() : tensor<2x4x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<2x4x16xf32>) outs(%39 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %41 = tensor.empty() : tensor<2x4x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %40 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%41 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %46 = arith.divf %in, %in_8 : f32
      linalg.yield %46 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_5 = tensor.collapse_shape %42 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_6 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %43 = tensor.empty() : tensor<8x16x8xf32>
    %44 = linalg.fill ins(%cst_2 : f32) outs(%43 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %45 = linalg.batch_matmul ins(%collapsed_5, %collapsed_6 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%44 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_7 = tensor.expand_shape %45 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_7 : tensor<2x4x16x8xf32>
  }
}

