// Exported by export_f16_models.py (torch 2.15.0+cu132, torch-mlir): do not edit.
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x12x128x64xf16>, %arg1: tensor<2x12x128x64xf16>, %arg2: tensor<2x12x128x64xf16>, %arg3: tensor<2x128xi64>) -> tensor<2x12x128x64xf16> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = arith.constant -6.550400e+04 : f16
    %cst_3 = arith.constant 8.000000e+00 : f16
    %expanded = tensor.expand_shape %arg3 [[0], [1, 2, 3]] output_shape [2, 1, 1, 128] : tensor<2x128xi64> into tensor<2x1x1x128xi64>
    %0 = tensor.empty() : tensor<2x1x1x128xf16>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x1x1x128xi64>) outs(%0 : tensor<2x1x1x128xf16>) {
    ^bb0(%in: i64, %out: f16):
      %32 = arith.sitofp %in : i64 to f16
      linalg.yield %32 : f16
    } -> tensor<2x1x1x128xf16>
    %2 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1, %1 : tensor<f32>, tensor<2x1x1x128xf16>) outs(%0 : tensor<2x1x1x128xf16>) {
    ^bb0(%in: f32, %in_10: f16, %out: f16):
      %32 = arith.truncf %in : f32 to f16
      %33 = arith.subf %32, %in_10 : f16
      linalg.yield %33 : f16
    } -> tensor<2x1x1x128xf16>
    %3 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2 : tensor<2x1x1x128xf16>) outs(%0 : tensor<2x1x1x128xf16>) {
    ^bb0(%in: f16, %out: f16):
      %32 = arith.mulf %in, %cst_2 : f16
      linalg.yield %32 : f16
    } -> tensor<2x1x1x128xf16>
    %4 = tensor.empty() : tensor<2x12x64x128xf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x12x128x64xf16>) outs(%4 : tensor<2x12x64x128xf16>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x12x128x64xf16> into tensor<24x128x64xf16>
    %collapsed_4 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x12x64x128xf16> into tensor<24x64x128xf16>
    %5 = tensor.empty() : tensor<24x128x128xf32>
    %6 = linalg.fill ins(%cst : f32) outs(%5 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %7 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<24x128x64xf16>, tensor<24x64x128xf16>) outs(%6 : tensor<24x128x128xf32>) -> tensor<24x128x128xf32>
    %8 = tensor.empty() : tensor<24x128x128xf16>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%7 : tensor<24x128x128xf32>) outs(%8 : tensor<24x128x128xf16>) {
    ^bb0(%in: f32, %out: f16):
      %32 = arith.truncf %in : f32 to f16
      linalg.yield %32 : f16
    } -> tensor<24x128x128xf16>
    %expanded_5 = tensor.expand_shape %9 [[0, 1], [2], [3]] output_shape [2, 12, 128, 128] : tensor<24x128x128xf16> into tensor<2x12x128x128xf16>
    %10 = tensor.empty() : tensor<2x12x128x128xf16>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5 : tensor<2x12x128x128xf16>) outs(%10 : tensor<2x12x128x128xf16>) {
    ^bb0(%in: f16, %out: f16):
      %32 = arith.divf %in, %cst_3 : f16
      linalg.yield %32 : f16
    } -> tensor<2x12x128x128xf16>
    %12 = linalg.generic {indexing_maps = [#map, #map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11, %3 : tensor<2x12x128x128xf16>, tensor<2x1x1x128xf16>) outs(%10 : tensor<2x12x128x128xf16>) {
    ^bb0(%in: f16, %in_10: f16, %out: f16):
      %32 = arith.addf %in, %in_10 : f16
      linalg.yield %32 : f16
    } -> tensor<2x12x128x128xf16>
    %13 = tensor.empty() : tensor<2x12x128x128xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<2x12x128x128xf16>) outs(%13 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f16, %out: f32):
      %32 = arith.extf %in : f16 to f32
      linalg.yield %32 : f32
    } -> tensor<2x12x128x128xf32>
    %15 = tensor.empty() : tensor<2x12x128xi64>
    %16 = linalg.fill ins(%c0_i64 : i64) outs(%15 : tensor<2x12x128xi64>) -> tensor<2x12x128xi64>
    %17 = tensor.empty() : tensor<2x12x128xf32>
    %18 = linalg.fill ins(%cst_0 : f32) outs(%17 : tensor<2x12x128xf32>) -> tensor<2x12x128xf32>
    %19:2 = linalg.generic {indexing_maps = [#map, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<2x12x128x128xf32>) outs(%18, %16 : tensor<2x12x128xf32>, tensor<2x12x128xi64>) {
    ^bb0(%in: f32, %out: f32, %out_10: i64):
      %32 = linalg.index 3 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.maximumf %in, %out : f32
      %35 = arith.cmpf ogt, %in, %out : f32
      %36 = arith.select %35, %33, %out_10 : i64
      linalg.yield %34, %36 : f32, i64
    } -> (tensor<2x12x128xf32>, tensor<2x12x128xi64>)
    %expanded_6 = tensor.expand_shape %19#0 [[0], [1], [2, 3]] output_shape [2, 12, 128, 1] : tensor<2x12x128xf32> into tensor<2x12x128x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %expanded_6 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%13 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %32 = arith.subf %in, %in_10 : f32
      linalg.yield %32 : f32
    } -> tensor<2x12x128x128xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<2x12x128x128xf32>) outs(%13 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.exp %in : f32
      linalg.yield %32 : f32
    } -> tensor<2x12x128x128xf32>
    %22 = tensor.empty() : tensor<2x12x128x1xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<2x12x128x1xf32>) -> tensor<2x12x128x1xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%21 : tensor<2x12x128x128xf32>) outs(%23 : tensor<2x12x128x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<2x12x128x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map5, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %24 : tensor<2x12x128x128xf32>, tensor<2x12x128x1xf32>) outs(%13 : tensor<2x12x128x128xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %32 = arith.divf %in, %in_10 : f32
      linalg.yield %32 : f32
    } -> tensor<2x12x128x128xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25 : tensor<2x12x128x128xf32>) outs(%10 : tensor<2x12x128x128xf16>) {
    ^bb0(%in: f32, %out: f16):
      %32 = arith.truncf %in : f32 to f16
      linalg.yield %32 : f16
    } -> tensor<2x12x128x128xf16>
    %collapsed_7 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x12x128x128xf16> into tensor<24x128x128xf16>
    %collapsed_8 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x12x128x64xf16> into tensor<24x128x64xf16>
    %27 = tensor.empty() : tensor<24x128x64xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %29 = linalg.batch_matmul ins(%collapsed_7, %collapsed_8 : tensor<24x128x128xf16>, tensor<24x128x64xf16>) outs(%28 : tensor<24x128x64xf32>) -> tensor<24x128x64xf32>
    %30 = tensor.empty() : tensor<24x128x64xf16>
    %31 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<24x128x64xf32>) outs(%30 : tensor<24x128x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %32 = arith.truncf %in : f32 to f16
      linalg.yield %32 : f16
    } -> tensor<24x128x64xf16>
    %expanded_9 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 12, 128, 64] : tensor<24x128x64xf16> into tensor<2x12x128x64xf16>
    return %expanded_9 : tensor<2x12x128x64xf16>
  }
}
