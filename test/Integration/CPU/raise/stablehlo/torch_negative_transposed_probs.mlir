// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/torch_negative_transposed_probs.expected.npy --expect-raised 0 | FileCheck %s --check-prefix=NUM
// CHECK-NOT: attn.attention
// NUM: PASS
//
// StableHLO from torch-mlir 20261001 (export_corpus.py's entry, output_type="stablehlo"), lowered to
// linalg by PyPI iree-base-compiler 3.13 (iree-compile --iree-input-type=stablehlo --compile-to=input;
// util.func and util.return renamed to func.func and return).
//
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 2.82842708 : f32
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
    %5 = tensor.empty() : tensor<1xf32>
    %6 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%5 : tensor<1xf32>) {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<1xf32>
    %collapsed_3 = tensor.collapse_shape %6 [] : tensor<1xf32> into tensor<f32>
    %7 = tensor.empty() : tensor<2x4x16x16xf32>
    %8 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_3 : tensor<f32>) outs(%7 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %9 = tensor.empty() : tensor<2x4x16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %8 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%9 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.divf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %11 = tensor.empty() : tensor<2x4x16xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%10 : tensor<2x4x16x16xf32>) outs(%12 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.maximumf %out, %in : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16xf32>
    %expanded_4 = tensor.expand_shape %13 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %14 = tensor.empty() : tensor<2x4x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_4 : tensor<2x4x16x1xf32>) outs(%14 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %16 = tensor.empty() : tensor<2x4x16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %15 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%16 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.subf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %18 = tensor.empty() : tensor<2x4x16x16xf32>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17 : tensor<2x4x16x16xf32>) outs(%18 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.exp %in : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %20 = tensor.empty() : tensor<2x4x16xf32>
    %21 = linalg.fill ins(%cst_1 : f32) outs(%20 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%19 : tensor<2x4x16x16xf32>) outs(%21 : tensor<2x4x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %out, %in : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16xf32>
    %expanded_5 = tensor.expand_shape %22 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %23 = tensor.empty() : tensor<2x4x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<2x4x16x1xf32>) outs(%23 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %25 = tensor.empty() : tensor<2x4x16x16xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%19, %24 : tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%25 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %32 = arith.divf %in, %in_9 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %27 = tensor.empty() : tensor<2x4x16x16xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<2x4x16x16xf32>) outs(%27 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_6 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_7 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %29 = tensor.empty() : tensor<8x16x8xf32>
    %30 = linalg.fill ins(%cst_1 : f32) outs(%29 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %31 = linalg.batch_matmul ins(%collapsed_6, %collapsed_7 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%30 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_8 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_8 : tensor<2x4x16x8xf32>
  }
}

