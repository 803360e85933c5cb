// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/jax_dpa_mha_causal_bf16.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from JAX 0.10.2 (jax.jit(f).lower(*args).as_text()), lowered to linalg by PyPI
// iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input; util.func
// and util.return renamed to func.func and return).
// The same, causal, bf16 (was not raised, without a remark).
//
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d4, d2)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
module @jit__lambda {
  func.func @forward(%arg0: tensor<2x16x4x8xbf16>, %arg1: tensor<2x16x4x8xbf16>, %arg2: tensor<2x16x4x8xbf16>) -> tensor<2x16x4x8xbf16> {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant -2.38197633E+38 : f32
    %cst_2 = arith.constant 0.353553385 : f32
    %cst_3 = arith.constant 0.000000e+00 : f32
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2], [3, 4]] output_shape [2, 16, 4, 1, 8] : tensor<2x16x4x8xbf16> into tensor<2x16x4x1x8xbf16>
    %0 = tensor.empty() : tensor<2x4x16x1x8xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x16x4x1x8xbf16>) outs(%0 : tensor<2x4x16x1x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x16x1x8xbf16>
    %2 = tensor.empty() : tensor<2x4x8x16xbf16>
    %3 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x16x4x8xbf16>) outs(%2 : tensor<2x4x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x8x16xbf16>
    %collapsed = tensor.collapse_shape %1 [[0, 1], [2], [3, 4]] : tensor<2x4x16x1x8xbf16> into tensor<8x16x8xbf16>
    %collapsed_4 = tensor.collapse_shape %3 [[0, 1], [2], [3]] : tensor<2x4x8x16xbf16> into tensor<8x8x16xbf16>
    %4 = tensor.empty() : tensor<8x16x16xf32>
    %5 = linalg.fill ins(%cst_3 : f32) outs(%4 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %6 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<8x16x8xbf16>, tensor<8x8x16xbf16>) outs(%5 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_5 = tensor.expand_shape %6 [[0, 1], [2], [3, 4]] output_shape [2, 4, 16, 1, 16] : tensor<8x16x16xf32> into tensor<2x4x16x1x16xf32>
    %7 = tensor.empty() : tensor<2x4x16x1x16xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<2x4x16x1x16xf32>) outs(%7 : tensor<2x4x16x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.mulf %in, %cst_2 : f32
      linalg.yield %48 : f32
    } -> tensor<2x4x16x1x16xf32>
    %9 = tensor.empty() : tensor<16x16xi32>
    %10 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel"]} outs(%9 : tensor<16x16xi32>) {
    ^bb0(%out: i32):
      %48 = linalg.index 0 : index
      %49 = arith.index_cast %48 : index to i32
      linalg.yield %49 : i32
    } -> tensor<16x16xi32>
    %11 = tensor.empty() : tensor<16x16xi32>
    %12 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel"]} outs(%11 : tensor<16x16xi32>) {
    ^bb0(%out: i32):
      %48 = linalg.index 1 : index
      %49 = arith.index_cast %48 : index to i32
      linalg.yield %49 : i32
    } -> tensor<16x16xi32>
    %13 = tensor.empty() : tensor<16x16xi1>
    %14 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%10, %12 : tensor<16x16xi32>, tensor<16x16xi32>) outs(%13 : tensor<16x16xi1>) {
    ^bb0(%in: i32, %in_12: i32, %out: i1):
      %48 = arith.cmpi sge, %in, %in_12 : i32
      linalg.yield %48 : i1
    } -> tensor<16x16xi1>
    %15 = tensor.empty() : tensor<2x4x16x16xi1>
    %16 = linalg.generic {indexing_maps = [#map5, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<16x16xi1>) outs(%15 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x16x16xi1>
    %17 = tensor.empty() : tensor<1x2x4x16x16xi1>
    %18 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<2x4x16x16xi1>) outs(%17 : tensor<1x2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<1x2x4x16x16xi1>
    %collapsed_6 = tensor.collapse_shape %8 [[0, 1, 2, 3, 4]] : tensor<2x4x16x1x16xf32> into tensor<2048xf32>
    %expanded_7 = tensor.expand_shape %collapsed_6 [[0, 1, 2, 3, 4]] output_shape [1, 2, 4, 16, 16] : tensor<2048xf32> into tensor<1x2x4x16x16xf32>
    %19 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%18, %expanded_7 : tensor<1x2x4x16x16xi1>, tensor<1x2x4x16x16xf32>) outs(%19 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_12: f32, %out: f32):
      %48 = arith.select %in, %in_12, %cst_1 : f32
      linalg.yield %48 : f32
    } -> tensor<1x2x4x16x16xf32>
    %21 = tensor.empty() : tensor<1x2x4x16xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x2x4x16x16xf32>) outs(%22 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.maximumf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<1x2x4x16xf32>
    %24 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x2x4x16xf32>) outs(%24 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x4x16x16xf32>
    %26 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%20, %25 : tensor<1x2x4x16x16xf32>, tensor<1x2x4x16x16xf32>) outs(%26 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %48 = arith.subf %in, %in_12 : f32
      linalg.yield %48 : f32
    } -> tensor<1x2x4x16x16xf32>
    %28 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<1x2x4x16x16xf32>) outs(%28 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = math.exp %in : f32
      linalg.yield %48 : f32
    } -> tensor<1x2x4x16x16xf32>
    %30 = tensor.empty() : tensor<1x2x4x16xf32>
    %31 = linalg.fill ins(%cst_3 : f32) outs(%30 : tensor<1x2x4x16xf32>) -> tensor<1x2x4x16xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<1x2x4x16x16xf32>) outs(%31 : tensor<1x2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<1x2x4x16xf32>
    %33 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x2x4x16xf32>) outs(%33 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x2x4x16x16xf32>
    %35 = tensor.empty() : tensor<1x2x4x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%29, %34 : tensor<1x2x4x16x16xf32>, tensor<1x2x4x16x16xf32>) outs(%35 : tensor<1x2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %48 = arith.divf %in, %in_12 : f32
      linalg.yield %48 : f32
    } -> tensor<1x2x4x16x16xf32>
    %37 = tensor.empty() : tensor<1x2x4x16x16xbf16>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x2x4x16x16xf32>) outs(%37 : tensor<1x2x4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %48 = arith.truncf %in : f32 to bf16
      linalg.yield %48 : bf16
    } -> tensor<1x2x4x16x16xbf16>
    %39 = tensor.empty() : tensor<2x4x8x16xbf16>
    %40 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2x16x4x8xbf16>) outs(%39 : tensor<2x4x8x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x8x16xbf16>
    %41 = tensor.empty() : tensor<2x4x16x1x16xbf16>
    %42 = linalg.generic {indexing_maps = [#map8, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<1x2x4x16x16xbf16>) outs(%41 : tensor<2x4x16x1x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4x16x1x16xbf16>
    %collapsed_8 = tensor.collapse_shape %40 [[0, 1], [2], [3]] : tensor<2x4x8x16xbf16> into tensor<8x8x16xbf16>
    %collapsed_9 = tensor.collapse_shape %42 [[0, 1], [2], [3, 4]] : tensor<2x4x16x1x16xbf16> into tensor<8x16x16xbf16>
    %43 = tensor.empty() : tensor<8x8x16xbf16>
    %44 = linalg.fill ins(%cst : bf16) outs(%43 : tensor<8x8x16xbf16>) -> tensor<8x8x16xbf16>
    %45 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<8x8x16xbf16>, tensor<8x16x16xbf16>) outs(%44 : tensor<8x8x16xbf16>) -> tensor<8x8x16xbf16>
    %expanded_10 = tensor.expand_shape %45 [[0, 1], [2], [3, 4]] output_shape [2, 4, 8, 1, 16] : tensor<8x8x16xbf16> into tensor<2x4x8x1x16xbf16>
    %46 = tensor.empty() : tensor<1x2x16x4x8xbf16>
    %47 = linalg.generic {indexing_maps = [#map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<2x4x8x1x16xbf16>) outs(%46 : tensor<1x2x16x4x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x16x4x8xbf16>
    %collapsed_11 = tensor.collapse_shape %47 [[0, 1], [2], [3], [4]] : tensor<1x2x16x4x8xbf16> into tensor<2x16x4x8xbf16>
    return %collapsed_11 : tensor<2x16x4x8xbf16>
  }
}

