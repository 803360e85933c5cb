// Exported by export_f16_models.py (torch 2.15.0+cu132, torch-mlir): do not edit.
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x12x256x64xf16>, %arg1: tensor<1x12x256x64xf16>, %arg2: tensor<1x12x256x64xf16>) -> tensor<1x12x256x64xf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-6.550400e+04> : tensor<f16>
    %cst_2 = arith.constant dense<true> : tensor<256x256xi1>
    %cst_3 = arith.constant dense<8.000000e+00> : tensor<f16>
    %0 = tensor.empty() : tensor<1x12x64x256xf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x12x256x64xf16>) outs(%0 : tensor<1x12x64x256xf16>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x12x256x64xf16> into tensor<12x256x64xf16>
    %collapsed_4 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x12x64x256xf16> into tensor<12x64x256xf16>
    %1 = tensor.empty() : tensor<12x256x256xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<12x256x256xf32>) -> tensor<12x256x256xf32>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<12x256x64xf16>, tensor<12x64x256xf16>) outs(%2 : tensor<12x256x256xf32>) -> tensor<12x256x256xf32>
    %4 = tensor.empty() : tensor<12x256x256xf16>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%3 : tensor<12x256x256xf32>) outs(%4 : tensor<12x256x256xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<12x256x256xf16>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [1, 12, 256, 256] : tensor<12x256x256xf16> into tensor<1x12x256x256xf16>
    %6 = tensor.empty() : tensor<1x12x256x256xf16>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %cst_3 : tensor<1x12x256x256xf16>, tensor<f16>) outs(%6 : tensor<1x12x256x256xf16>) {
    ^bb0(%in: f16, %in_12: f16, %out: f16):
      %35 = arith.divf %in, %in_12 : f16
      linalg.yield %35 : f16
    } -> tensor<1x12x256x256xf16>
    %8 = tensor.empty() : tensor<256xi64>
    %9 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%8 : tensor<256xi64>) {
    ^bb0(%out: i64):
      %35 = linalg.index 0 : index
      %36 = arith.index_cast %35 : index to i64
      linalg.yield %36 : i64
    } -> tensor<256xi64>
    %expanded_5 = tensor.expand_shape %9 [[0, 1]] output_shape [1, 256] : tensor<256xi64> into tensor<1x256xi64>
    %expanded_6 = tensor.expand_shape %9 [[0, 1]] output_shape [256, 1] : tensor<256xi64> into tensor<256x1xi64>
    %10 = tensor.empty() : tensor<256x256xi64>
    %11 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel"]} ins(%expanded_5, %expanded_6 : tensor<1x256xi64>, tensor<256x1xi64>) outs(%10 : tensor<256x256xi64>) {
    ^bb0(%in: i64, %in_12: i64, %out: i64):
      %35 = arith.subi %in, %in_12 : i64
      linalg.yield %35 : i64
    } -> tensor<256x256xi64>
    %12 = tensor.empty() : tensor<256x256xi1>
    %13 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<256x256xi64>) outs(%12 : tensor<256x256xi1>) {
    ^bb0(%in: i64, %out: i1):
      %35 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %35 : i1
    } -> tensor<256x256xi1>
    %14 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_2 : tensor<256x256xi1>, tensor<256x256xi1>) outs(%12 : tensor<256x256xi1>) {
    ^bb0(%in: i1, %in_12: i1, %out: i1):
      %35 = arith.andi %in, %in_12 : i1
      linalg.yield %35 : i1
    } -> tensor<256x256xi1>
    %expanded_7 = tensor.expand_shape %14 [[0, 1, 2], [3]] output_shape [1, 1, 256, 256] : tensor<256x256xi1> into tensor<1x1x256x256xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_7, %7, %cst_1 : tensor<1x1x256x256xi1>, tensor<1x12x256x256xf16>, tensor<f16>) outs(%6 : tensor<1x12x256x256xf16>) {
    ^bb0(%in: i1, %in_12: f16, %in_13: f16, %out: f16):
      %35 = arith.select %in, %in_12, %in_13 : f16
      linalg.yield %35 : f16
    } -> tensor<1x12x256x256xf16>
    %16 = tensor.empty() : tensor<1x12x256x256xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<1x12x256x256xf16>) outs(%16 : tensor<1x12x256x256xf32>) {
    ^bb0(%in: f16, %out: f32):
      %35 = arith.extf %in : f16 to f32
      linalg.yield %35 : f32
    } -> tensor<1x12x256x256xf32>
    %18 = tensor.empty() : tensor<1x12x256xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<1x12x256xi64>) -> tensor<1x12x256xi64>
    %20 = tensor.empty() : tensor<1x12x256xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<1x12x256xf32>) -> tensor<1x12x256xf32>
    %22:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<1x12x256x256xf32>) outs(%21, %19 : tensor<1x12x256xf32>, tensor<1x12x256xi64>) {
    ^bb0(%in: f32, %out: f32, %out_12: i64):
      %35 = linalg.index 3 : index
      %36 = arith.index_cast %35 : index to i64
      %37 = arith.maximumf %in, %out : f32
      %38 = arith.cmpf ogt, %in, %out : f32
      %39 = arith.select %38, %36, %out_12 : i64
      linalg.yield %37, %39 : f32, i64
    } -> (tensor<1x12x256xf32>, tensor<1x12x256xi64>)
    %expanded_8 = tensor.expand_shape %22#0 [[0], [1], [2, 3]] output_shape [1, 12, 256, 1] : tensor<1x12x256xf32> into tensor<1x12x256x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_8 : tensor<1x12x256x256xf32>, tensor<1x12x256x1xf32>) outs(%16 : tensor<1x12x256x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %35 = arith.subf %in, %in_12 : f32
      linalg.yield %35 : f32
    } -> tensor<1x12x256x256xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<1x12x256x256xf32>) outs(%16 : tensor<1x12x256x256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.exp %in : f32
      linalg.yield %35 : f32
    } -> tensor<1x12x256x256xf32>
    %25 = tensor.empty() : tensor<1x12x256x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<1x12x256x1xf32>) -> tensor<1x12x256x1xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<1x12x256x256xf32>) outs(%26 : tensor<1x12x256x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<1x12x256x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<1x12x256x256xf32>, tensor<1x12x256x1xf32>) outs(%16 : tensor<1x12x256x256xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %35 = arith.divf %in, %in_12 : f32
      linalg.yield %35 : f32
    } -> tensor<1x12x256x256xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x12x256x256xf32>) outs(%6 : tensor<1x12x256x256xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<1x12x256x256xf16>
    %collapsed_9 = tensor.collapse_shape %29 [[0, 1], [2], [3]] : tensor<1x12x256x256xf16> into tensor<12x256x256xf16>
    %collapsed_10 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<1x12x256x64xf16> into tensor<12x256x64xf16>
    %30 = tensor.empty() : tensor<12x256x64xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<12x256x64xf32>) -> tensor<12x256x64xf32>
    %32 = linalg.batch_matmul ins(%collapsed_9, %collapsed_10 : tensor<12x256x256xf16>, tensor<12x256x64xf16>) outs(%31 : tensor<12x256x64xf32>) -> tensor<12x256x64xf32>
    %33 = tensor.empty() : tensor<12x256x64xf16>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<12x256x64xf32>) outs(%33 : tensor<12x256x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %35 = arith.truncf %in : f32 to f16
      linalg.yield %35 : f16
    } -> tensor<12x256x64xf16>
    %expanded_11 = tensor.expand_shape %34 [[0, 1], [2], [3]] output_shape [1, 12, 256, 64] : tensor<12x256x64xf16> into tensor<1x12x256x64xf16>
    return %expanded_11 : tensor<1x12x256x64xf16>
  }
}
