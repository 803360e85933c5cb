// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/torch_sdpa_causal.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from torch-mlir 20261001 (export_corpus.py's entry, output_type="stablehlo"), lowered to
// linalg by PyPI iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input;
// util.func and util.return renamed to func.func and return).
//
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d2, d0, d1, d3)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %cst_1 = arith.constant 0.594603539 : f32
    %0 = tensor.empty() : tensor<1xf32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<1xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_1 : f32
    } -> tensor<1xf32>
    %collapsed = tensor.collapse_shape %1 [] : tensor<1xf32> into tensor<f32>
    %2 = tensor.empty() : tensor<2x4x16x8xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<f32>) outs(%2 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %4 = tensor.empty() : tensor<2x4x16x8xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %3 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%4 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %67 = arith.mulf %in, %in_13 : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16x8xf32>
    %6 = tensor.empty() : tensor<16xi64>
    %7 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%6 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %67 = linalg.index 0 : index
      %68 = arith.index_cast %67 : index to i64
      linalg.yield %68 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %7 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_2 = tensor.expand_shape %7 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %8 = tensor.empty() : tensor<16x16xi64>
    %9 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded : tensor<1x16xi64>) outs(%8 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<16x16xi64>
    %10 = tensor.empty() : tensor<16x16xi64>
    %11 = linalg.generic {indexing_maps = [#map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%expanded_2 : tensor<16x1xi64>) outs(%10 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<16x16xi64>
    %12 = tensor.empty() : tensor<16x16xi64>
    %13 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%9, %11 : tensor<16x16xi64>, tensor<16x16xi64>) outs(%12 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_13: i64, %out: i64):
      %67 = arith.subi %in, %in_13 : i64
      linalg.yield %67 : i64
    } -> tensor<16x16xi64>
    %14 = tensor.empty() : tensor<16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<16x16xi64>) outs(%14 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %67 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %67 : i1
    } -> tensor<16x16xi1>
    %16 = tensor.empty() : tensor<16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<16x16xi1>) outs(%16 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %out: f32):
      %67 = arith.select %in, %cst_0, %cst : f32
      linalg.yield %67 : f32
    } -> tensor<16x16xf32>
    %18 = tensor.empty() : tensor<2x4x8x16xf32>
    %19 = linalg.generic {indexing_maps = [#map6, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x4x16x8xf32>) outs(%18 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %20 = tensor.empty() : tensor<2x4x8x16xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<f32>) outs(%20 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %22 = tensor.empty() : tensor<2x4x8x16xf32>
    %23 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %21 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%22 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %67 = arith.mulf %in, %in_13 : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_3 = tensor.collapse_shape %5 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_4 = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %24 = tensor.empty() : tensor<8x16x16xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %26 = linalg.batch_matmul ins(%collapsed_3, %collapsed_4 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%25 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_5 = tensor.expand_shape %26 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %27 = tensor.empty() : tensor<2x4x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map7, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<16x16xf32>) outs(%27 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %29 = tensor.empty() : tensor<2x4x16x16xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5, %28 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%29 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %67 = arith.addf %in, %in_13 : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16x16xf32>
    %31 = tensor.empty() : tensor<2x4x16xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %33 = linalg.generic {indexing_maps = [#map2, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%30 : tensor<2x4x16x16xf32>) outs(%32 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = arith.maximumf %out, %in : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16xf32>
    %expanded_6 = tensor.expand_shape %33 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %34 = tensor.empty() : tensor<2x4x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<2x4x16x1xf32>) outs(%34 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %36 = tensor.empty() : tensor<2x4x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %35 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%36 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %67 = arith.subf %in, %in_13 : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16x16xf32>
    %38 = tensor.empty() : tensor<2x4x16x16xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<2x4x16x16xf32>) outs(%38 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = math.exp %in : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16x16xf32>
    %40 = tensor.empty() : tensor<2x4x16xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%40 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%39 : tensor<2x4x16x16xf32>) outs(%41 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %67 = arith.addf %out, %in : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16xf32>
    %expanded_7 = tensor.expand_shape %42 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %43 = tensor.empty() : tensor<2x4x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7 : tensor<2x4x16x1xf32>) outs(%43 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %45 = tensor.empty() : tensor<2x4x16x16xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%39, %44 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%45 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %67 = arith.divf %in, %in_13 : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16x16xf32>
    %47 = tensor.empty() : tensor<1xf32>
    %48 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%47 : tensor<1xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst : f32
    } -> tensor<1xf32>
    %collapsed_8 = tensor.collapse_shape %48 [] : tensor<1xf32> into tensor<f32>
    %49 = tensor.empty() : tensor<2x4x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_8 : tensor<f32>) outs(%49 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %51 = tensor.empty() : tensor<2x4x16x16xi1>
    %52 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %50 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%51 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %in_13: f32, %out: i1):
      %67 = arith.cmpf oeq, %in, %in_13 : f32
      linalg.yield %67 : i1
    } -> tensor<2x4x16x16xi1>
    %53 = tensor.empty() : tensor<2x4x16xi1>
    %54 = linalg.fill ins(%true : i1) outs(%53 : tensor<2x4x16xi1>) -> tensor<2x4x16xi1>
    %55 = linalg.generic {indexing_maps = [#map2, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x4x16x16xi1>) outs(%54 : tensor<2x4x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %67 = arith.andi %out, %in : i1
      linalg.yield %67 : i1
    } -> tensor<2x4x16xi1>
    %expanded_9 = tensor.expand_shape %55 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xi1> into tensor<2x4x16x1xi1>
    %56 = tensor.empty() : tensor<2x4x16x16xi1>
    %57 = linalg.generic {indexing_maps = [#map9, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<2x4x16x1xi1>) outs(%56 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<2x4x16x16xi1>
    %58 = tensor.empty() : tensor<2x4x16x16xf32>
    %59 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %46 : tensor<2x4x16x16xi1>, tensor<2x4x16x16xf32>) outs(%58 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_13: f32, %out: f32):
      %67 = arith.select %in, %cst_0, %in_13 : f32
      linalg.yield %67 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_10 = tensor.collapse_shape %59 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_11 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %60 = tensor.empty() : tensor<8x16x8xf32>
    %61 = linalg.fill ins(%cst_0 : f32) outs(%60 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %62 = linalg.batch_matmul ins(%collapsed_10, %collapsed_11 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%61 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_12 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %63 = tensor.empty() : tensor<16x2x4x8xf32>
    %64 = linalg.generic {indexing_maps = [#map10, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<2x4x16x8xf32>) outs(%63 : tensor<16x2x4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x2x4x8xf32>
    %65 = tensor.empty() : tensor<2x4x16x8xf32>
    %66 = linalg.generic {indexing_maps = [#map11, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<16x2x4x8xf32>) outs(%65 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    return %66 : tensor<2x4x16x8xf32>
  }
}

