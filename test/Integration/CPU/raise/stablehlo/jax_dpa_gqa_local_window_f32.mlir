// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/jax_dpa_gqa_local_window_f32.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from JAX 0.10.2 (jax.jit(f).lower(*args).as_text()), lowered to linalg by PyPI
// iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input; util.func
// and util.return renamed to func.func and return).
//
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map6 = affine_map<(d0, d1) -> (d1)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1) -> (0, d1)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d0, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d4, d2)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d2, d4)>
module @jit__lambda {
  func.func @forward(%arg0: tensor<2x16x4x8xf32>, %arg1: tensor<2x16x2x8xf32>, %arg2: tensor<2x16x2x8xf32>) -> tensor<2x16x4x8xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant -2.38197633E+38 : f32
    %c3_i32 = arith.constant 3 : i32
    %cst_1 = arith.constant 0.353553385 : f32
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi32>
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2, 3], [4]] output_shape [2, 16, 2, 2, 8] : tensor<2x16x4x8xf32> into tensor<2x16x2x2x8xf32>
    %0 = tensor.empty() : tensor<2x2x16x2x8xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x2x2x8xf32>) outs(%0 : tensor<2x2x16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x2x8xf32>
    %2 = tensor.empty() : tensor<2x2x8x16xf32>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x16x2x8xf32>) outs(%2 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x16xf32>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2, 3], [4]] : tensor<2x2x16x2x8xf32> into tensor<4x32x8xf32>
    %collapsed_4 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %4 = tensor.empty() : tensor<4x32x16xf32>
    %5 = linalg.fill ins(%cst_2 : f32) outs(%4 : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<4x32x8xf32>, tensor<4x8x16xf32>) outs(%5 : tensor<4x32x16xf32>) -> tensor<4x32x16xf32>
    %expanded_5 = tensor.expand_shape %6 [[0, 1], [2, 3], [4]] output_shape [2, 2, 16, 2, 16] : tensor<4x32x16xf32> into tensor<2x2x16x2x16xf32>
    %7 = tensor.empty() : tensor<2x2x16x2x16xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<2x2x16x2x16xf32>) outs(%7 : tensor<2x2x16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.mulf %in, %cst_1 : f32
      linalg.yield %70 : f32
    } -> tensor<2x2x16x2x16xf32>
    %9 = tensor.empty() : tensor<16x16xi32>
    %10 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel"]} outs(%9 : tensor<16x16xi32>) {
    ^bb0(%out: i32):
      %70 = linalg.index 0 : index
      %71 = arith.index_cast %70 : index to i32
      linalg.yield %71 : i32
    } -> tensor<16x16xi32>
    %11 = tensor.empty() : tensor<16x16xi32>
    %12 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel"]} outs(%11 : tensor<16x16xi32>) {
    ^bb0(%out: i32):
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i32
      linalg.yield %71 : i32
    } -> tensor<16x16xi32>
    %13 = tensor.empty() : tensor<16x16xi1>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %12 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%13 : tensor<16x16xi1>) {
    ^bb0(%in: i32, %in_10: i32, %out: i1):
      %70 = arith.cmpi sge, %in, %in_10 : i32
      linalg.yield %70 : i1
    } -> tensor<16x16xi1>
    %15 = tensor.empty() : tensor<2x2x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<16x16xi1>) outs(%15 : tensor<2x2x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x16x16xi1>
    %17 = tensor.empty() : tensor<1x16xi32>
    %18 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<16xi32>) outs(%17 : tensor<1x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x16xi32>
    %19 = tensor.empty() : tensor<1x16xi32>
    %20 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<1x16xi32>) outs(%19 : tensor<1x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      %70 = arith.addi %in, %c3_i32 : i32
      linalg.yield %70 : i32
    } -> tensor<1x16xi32>
    %21 = tensor.empty() : tensor<16x16xi32>
    %22 = linalg.generic {indexing_maps = [#map7, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<16xi32>) outs(%21 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x16xi32>
    %23 = tensor.empty() : tensor<16x16xi32>
    %24 = linalg.generic {indexing_maps = [#map8, #map4], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<1x16xi32>) outs(%23 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x16xi32>
    %25 = tensor.empty() : tensor<16x16xi1>
    %26 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%22, %24 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%25 : tensor<16x16xi1>) {
    ^bb0(%in: i32, %in_10: i32, %out: i1):
      %70 = arith.cmpi sle, %in, %in_10 : i32
      linalg.yield %70 : i1
    } -> tensor<16x16xi1>
    %27 = tensor.empty() : tensor<16x16xi32>
    %28 = linalg.generic {indexing_maps = [#map6, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<16xi32>) outs(%27 : tensor<16x16xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<16x16xi32>
    %29 = tensor.empty() : tensor<16x16xi1>
    %30 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%22, %28 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%29 : tensor<16x16xi1>) {
    ^bb0(%in: i32, %in_10: i32, %out: i1):
      %70 = arith.cmpi sge, %in, %in_10 : i32
      linalg.yield %70 : i1
    } -> tensor<16x16xi1>
    %31 = tensor.empty() : tensor<16x16xi1>
    %32 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%30, %26 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%31 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_10: i1, %out: i1):
      %70 = arith.andi %in, %in_10 : i1
      linalg.yield %70 : i1
    } -> tensor<16x16xi1>
    %33 = tensor.empty() : tensor<2x2x16x16xi1>
    %34 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<16x16xi1>) outs(%33 : tensor<2x2x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x16x16xi1>
    %35 = tensor.empty() : tensor<2x2x16x16xi1>
    %36 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %34 : tensor<2x2x16x16xi1>, tensor<2x2x16x16xi1>) outs(%35 : tensor<2x2x16x16xi1>) {
    ^bb0(%in: i1, %in_10: i1, %out: i1):
      %70 = arith.andi %in, %in_10 : i1
      linalg.yield %70 : i1
    } -> tensor<2x2x16x16xi1>
    %37 = tensor.empty() : tensor<2x2x2x16x16xi1>
    %38 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<2x2x16x16xi1>) outs(%37 : tensor<2x2x2x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x2x2x16x16xi1>
    %39 = tensor.empty() : tensor<2x2x2x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x2x16x2x16xf32>) outs(%39 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x16xf32>
    %41 = tensor.empty() : tensor<2x2x2x16x16xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%38, %40 : tensor<2x2x2x16x16xi1>, tensor<2x2x2x16x16xf32>) outs(%41 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in: i1, %in_10: f32, %out: f32):
      %70 = arith.select %in, %in_10, %cst_0 : f32
      linalg.yield %70 : f32
    } -> tensor<2x2x2x16x16xf32>
    %43 = tensor.empty() : tensor<2x2x2x16xf32>
    %44 = linalg.fill ins(%cst : f32) outs(%43 : tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<2x2x2x16x16xf32>) outs(%44 : tensor<2x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.maximumf %out, %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x2x2x16xf32>
    %46 = tensor.empty() : tensor<2x2x2x16x16xf32>
    %47 = linalg.generic {indexing_maps = [#map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x2x2x16xf32>) outs(%46 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x16xf32>
    %48 = tensor.empty() : tensor<2x2x2x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%42, %47 : tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>) outs(%48 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %70 = arith.subf %in, %in_10 : f32
      linalg.yield %70 : f32
    } -> tensor<2x2x2x16x16xf32>
    %50 = tensor.empty() : tensor<2x2x2x16x16xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%49 : tensor<2x2x2x16x16xf32>) outs(%50 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.exp %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x2x2x16x16xf32>
    %52 = tensor.empty() : tensor<2x2x2x16xf32>
    %53 = linalg.fill ins(%cst_2 : f32) outs(%52 : tensor<2x2x2x16xf32>) -> tensor<2x2x2x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%51 : tensor<2x2x2x16x16xf32>) outs(%53 : tensor<2x2x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %out, %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x2x2x16xf32>
    %55 = tensor.empty() : tensor<2x2x2x16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map11, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<2x2x2x16xf32>) outs(%55 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x2x16x16xf32>
    %57 = tensor.empty() : tensor<2x2x2x16x16xf32>
    %58 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%51, %56 : tensor<2x2x2x16x16xf32>, tensor<2x2x2x16x16xf32>) outs(%57 : tensor<2x2x2x16x16xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %70 = arith.divf %in, %in_10 : f32
      linalg.yield %70 : f32
    } -> tensor<2x2x2x16x16xf32>
    %59 = tensor.empty() : tensor<2x2x8x16xf32>
    %60 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x16x2x8xf32>) outs(%59 : tensor<2x2x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x8x16xf32>
    %61 = tensor.empty() : tensor<2x2x16x2x16xf32>
    %62 = linalg.generic {indexing_maps = [#map12, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x2x2x16x16xf32>) outs(%61 : tensor<2x2x16x2x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x2x16xf32>
    %collapsed_6 = tensor.collapse_shape %60 [[0, 1], [2], [3]] : tensor<2x2x8x16xf32> into tensor<4x8x16xf32>
    %collapsed_7 = tensor.collapse_shape %62 [[0, 1], [2], [3, 4]] : tensor<2x2x16x2x16xf32> into tensor<4x16x32xf32>
    %63 = tensor.empty() : tensor<4x8x32xf32>
    %64 = linalg.fill ins(%cst_2 : f32) outs(%63 : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %65 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<4x8x16xf32>, tensor<4x16x32xf32>) outs(%64 : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
    %expanded_8 = tensor.expand_shape %65 [[0, 1], [2], [3, 4]] output_shape [2, 2, 8, 2, 16] : tensor<4x8x32xf32> into tensor<2x2x8x2x16xf32>
    %66 = tensor.empty() : tensor<2x2x16x2x8xf32>
    %67 = linalg.generic {indexing_maps = [#map13, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<2x2x8x2x16xf32>) outs(%66 : tensor<2x2x16x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x2x16x2x8xf32>
    %68 = tensor.empty() : tensor<2x16x2x2x8xf32>
    %69 = linalg.generic {indexing_maps = [#map14, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<2x2x16x2x8xf32>) outs(%68 : tensor<2x16x2x2x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x16x2x2x8xf32>
    %collapsed_9 = tensor.collapse_shape %69 [[0], [1], [2, 3], [4]] : tensor<2x16x2x2x8xf32> into tensor<2x16x4x8xf32>
    return %collapsed_9 : tensor<2x16x4x8xf32>
  }
}

