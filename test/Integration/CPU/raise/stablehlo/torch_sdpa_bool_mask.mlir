// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/torch_sdpa_bool_mask.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from torch-mlir 20261001 (export_corpus.py's entry, output_type="stablehlo"), lowered to
// linalg by PyPI iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input;
// util.func and util.return renamed to func.func and return).
//
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>, %arg3: tensor<2x1x16x16xi1>) -> tensor<2x4x16x8xf32> {
    %true = arith.constant true
    %cst = arith.constant 0.594603539 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x1x16x16xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3 : tensor<2x1x16x16xi1>) outs(%0 : tensor<2x1x16x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %57 = arith.select %in, %cst_1, %cst_0 : f32
      linalg.yield %57 : f32
    } -> tensor<2x1x16x16xf32>
    %2 = tensor.empty() : tensor<1xf32>
    %3 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%2 : tensor<1xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<1xf32>
    %collapsed = tensor.collapse_shape %3 [] : tensor<1xf32> into tensor<f32>
    %4 = tensor.empty() : tensor<2x4x16x8xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<f32>) outs(%4 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %6 = tensor.empty() : tensor<2x4x16x8xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %5 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%6 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %57 = arith.mulf %in, %in_11 : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16x8xf32>
    %8 = tensor.empty() : tensor<2x4x8x16xf32>
    %9 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x16x8xf32>) outs(%8 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %10 = tensor.empty() : tensor<2x4x8x16xf32>
    %11 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<f32>) outs(%10 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %12 = tensor.empty() : tensor<2x4x8x16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %11 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%12 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %57 = arith.mulf %in, %in_11 : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_2 = tensor.collapse_shape %7 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_3 = tensor.collapse_shape %13 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %14 = tensor.empty() : tensor<8x16x16xf32>
    %15 = linalg.fill ins(%cst_1 : f32) outs(%14 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %16 = linalg.batch_matmul ins(%collapsed_2, %collapsed_3 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%15 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded = tensor.expand_shape %16 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %17 = tensor.empty() : tensor<2x4x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1 : tensor<2x1x16x16xf32>) outs(%17 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %19 = tensor.empty() : tensor<2x4x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %18 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%19 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %57 = arith.addf %in, %in_11 : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16x16xf32>
    %21 = tensor.empty() : tensor<2x4x16xf32>
    %22 = linalg.fill ins(%cst_0 : f32) outs(%21 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<2x4x16x16xf32>) outs(%22 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.maximumf %out, %in : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16xf32>
    %expanded_4 = tensor.expand_shape %23 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %24 = tensor.empty() : tensor<2x4x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<2x4x16x1xf32>) outs(%24 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %26 = tensor.empty() : tensor<2x4x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %25 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%26 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %57 = arith.subf %in, %in_11 : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16x16xf32>
    %28 = tensor.empty() : tensor<2x4x16x16xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27 : tensor<2x4x16x16xf32>) outs(%28 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = math.exp %in : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16x16xf32>
    %30 = tensor.empty() : tensor<2x4x16xf32>
    %31 = linalg.fill ins(%cst_1 : f32) outs(%30 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<2x4x16x16xf32>) outs(%31 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %57 = arith.addf %out, %in : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16xf32>
    %expanded_5 = tensor.expand_shape %32 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %33 = tensor.empty() : tensor<2x4x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<2x4x16x1xf32>) outs(%33 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %35 = tensor.empty() : tensor<2x4x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %34 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%35 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %57 = arith.divf %in, %in_11 : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16x16xf32>
    %37 = tensor.empty() : tensor<1xf32>
    %38 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%37 : tensor<1xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<1xf32>
    %collapsed_6 = tensor.collapse_shape %38 [] : tensor<1xf32> into tensor<f32>
    %39 = tensor.empty() : tensor<2x4x16x16xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_6 : tensor<f32>) outs(%39 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %41 = tensor.empty() : tensor<2x4x16x16xi1>
    %42 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %40 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%41 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_11: f32, %out: i1):
      %57 = arith.cmpf oeq, %in, %in_11 : f32
      linalg.yield %57 : i1
    } -> tensor<2x4x16x16xi1>
    %43 = tensor.empty() : tensor<2x4x16xi1>
    %44 = linalg.fill ins(%true : i1) outs(%43 : tensor<2x4x16xi1>) -> tensor<2x4x16xi1>
    %45 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<2x4x16x16xi1>) outs(%44 : tensor<2x4x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %57 = arith.andi %out, %in : i1
      linalg.yield %57 : i1
    } -> tensor<2x4x16xi1>
    %expanded_7 = tensor.expand_shape %45 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xi1> into tensor<2x4x16x1xi1>
    %46 = tensor.empty() : tensor<2x4x16x16xi1>
    %47 = linalg.generic {indexing_maps = [#map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<2x4x16x1xi1>) outs(%46 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x16x16xi1>
    %48 = tensor.empty() : tensor<2x4x16x16xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %36 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) outs(%48 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_11: f32, %out: f32):
      %57 = arith.select %in, %cst_1, %in_11 : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_8 = tensor.collapse_shape %49 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_9 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %50 = tensor.empty() : tensor<8x16x8xf32>
    %51 = linalg.fill ins(%cst_1 : f32) outs(%50 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %52 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%51 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_10 = tensor.expand_shape %52 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %53 = tensor.empty() : tensor<16x2x4x8xf32>
    %54 = linalg.generic {indexing_maps = [#map7, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_10 : tensor<2x4x16x8xf32>) outs(%53 : tensor<16x2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4x8xf32>
    %55 = tensor.empty() : tensor<2x4x16x8xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54 : tensor<16x2x4x8xf32>) outs(%55 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    return %56 : tensor<2x4x16x8xf32>
  }
}

