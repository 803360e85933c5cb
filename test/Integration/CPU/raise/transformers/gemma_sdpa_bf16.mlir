// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/gemma_sdpa_bf16.expected.npy --expect-raised 2 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x4x16x8xbf16>, tensor<2x16x8xbf16>, tensor<2x16x8xbf16>, f32) mask({{.*}} : tensor<2x16xi1>)
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x4x16x8xbf16>, tensor<2x16x8xbf16>, tensor<2x16x8xbf16>, f32) mask({{.*}} : tensor<2x16xi1>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// transformers 5.25.0, torch-mlir 20261001 (torch 2.15.0+cu132), by export_transformers.py --only gemma_sdpa_bf16:
//   GemmaModel(GemmaConfig(...)) with attn_implementation="sdpa", 2 layers, width 32, 4 heads; B = 2, N = 16;
//   inputs: embeddings gen_numpy((B, N, 32), seed=1), boolean padding mask gen_numpy((B, N), seed=2, kind="bool")
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @forward(%arg0: tensor<2x16x32xbf16>, %arg1: tensor<2x16xi1>) -> tensor<2x16x32xbf16> {
    %c2_i64 = arith.constant 2 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %c3_i64 = arith.constant 3 : i64
    %cst_1 = arith.constant 4.467770e-02 : bf16
    %cst_2 = arith.constant 7.968750e-01 : bf16
    %cst_3 = arith.constant 1.000000e+00 : bf16
    %cst_4 = arith.constant 5.000000e-01 : bf16
    %cst_5 = arith.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_6 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_7 = arith.constant dense<0xFF80> : tensor<bf16>
    %cst_8 = arith.constant dense<true> : tensor<i1>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_4> : tensor<32xbf16>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16_1> : tensor<32x64xbf16>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_3> : tensor<64x32xbf16>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_2> : tensor<64x32xbf16>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_3> : tensor<32xbf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_3> : tensor<32x32xbf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_8_32_torch.bfloat16_3> : tensor<8x32xbf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_8_32_torch.bfloat16_2> : tensor<8x32xbf16>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_2> : tensor<32x32xbf16>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_2> : tensor<32xbf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16_1> : tensor<64x32xbf16>
    %cst_21 = arith.constant dense_resource<torch_tensor_64_32_torch.bfloat16> : tensor<64x32xbf16>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_24 = arith.constant 0.59460355750136051 : f64
    %cst_25 = arith.constant 0xFFF0000000000000 : f64
    %cst_26 = arith.constant dense_resource<torch_tensor_8_32_torch.bfloat16_1> : tensor<8x32xbf16>
    %cst_27 = arith.constant dense_resource<torch_tensor_8_32_torch.bfloat16> : tensor<8x32xbf16>
    %cst_28 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>
    %cst_30 = arith.constant 9.9999999999999995E-7 : f64
    %cst_31 = arith.constant dense_resource<torch_tensor_4_torch.bfloat16> : tensor<4xbf16>
    %cst_32 = arith.constant 3.200000e+01 : f32
    %cst_33 = arith.constant 1.000000e+00 : f32
    %0 = tensor.empty() : tensor<2x16xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x16xi1>) outs(%0 : tensor<2x16xi64>) {
    ^bb0(%in: i1, %out: i64):
      %216 = arith.extui %in : i1 to i64
      linalg.yield %216 : i64
    } -> tensor<2x16xi64>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %216 = linalg.index 0 : index
      %217 = arith.index_cast %216 : index to i64
      linalg.yield %217 : i64
    } -> tensor<16xi64>
    %4 = tensor.empty() : tensor<2x16xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %216 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %216 : i1
    } -> tensor<2x16xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %216 = linalg.index 0 : index
      %217 = arith.index_cast %216 : index to i64
      linalg.yield %217 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_34 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_35 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %8 = tensor.empty() : tensor<1x1x16x16xi1>
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_35, %expanded_34 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%8 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_110: i64, %out: i1):
      %216 = arith.cmpi sle, %in, %in_110 : i64
      linalg.yield %216 : i1
    } -> tensor<1x1x16x16xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_8, %9 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%8 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_110: i1, %out: i1):
      %216 = arith.andi %in, %in_110 : i1
      linalg.yield %216 : i1
    } -> tensor<1x1x16x16xi1>
    %11 = tensor.empty() : tensor<2x1x1x16xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_35 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%11 : tensor<2x1x1x16xi1>) {
    ^bb0(%in: i64, %in_110: i64, %out: i1):
      %216 = arith.cmpi slt, %in, %c0_i64 : i64
      %217 = arith.addi %in, %c2_i64 : i64
      %218 = arith.select %216, %217, %in : i64
      %219 = arith.index_cast %218 : i64 to index
      %220 = arith.cmpi slt, %in_110, %c0_i64 : i64
      %221 = arith.addi %in_110, %c16_i64 : i64
      %222 = arith.select %220, %221, %in_110 : i64
      %223 = arith.index_cast %222 : i64 to index
      %extracted = tensor.extract %5[%219, %223] : tensor<2x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x16xi1>
    %13 = tensor.empty() : tensor<2x1x16x16xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%13 : tensor<2x1x16x16xi1>) {
    ^bb0(%in: i1, %in_110: i1, %out: i1):
      %216 = arith.andi %in, %in_110 : i1
      linalg.yield %216 : i1
    } -> tensor<2x1x16x16xi1>
    %expanded_36 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 16, 1] : tensor<16xi64> into tensor<1x16x1xi64>
    %15 = tensor.empty() : tensor<1x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_36 : tensor<1x16x1xi64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %216 = arith.sitofp %in : i64 to f32
      linalg.yield %216 : f32
    } -> tensor<1x16x1xf32>
    %17 = tensor.empty() : tensor<4xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_31 : tensor<4xbf16>) outs(%17 : tensor<4xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<4xf32>
    %19 = tensor.empty() : tensor<1x16x4xf32>
    %20 = linalg.generic {indexing_maps = [#map10, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x16x1xf32>, tensor<4xf32>) outs(%19 : tensor<1x16x4xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x4xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x8xf32>
    %21 = tensor.empty() : tensor<1x16x8xf32>
    %22 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%21 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.cos %in : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8xf32>
    %23 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%21 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.sin %in : f32
      linalg.yield %216 : f32
    } -> tensor<1x16x8xf32>
    %24 = tensor.empty() : tensor<1x16x8xbf16>
    %25 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x8xf32>) outs(%24 : tensor<1x16x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<1x16x8xbf16>
    %26 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x16x8xf32>) outs(%24 : tensor<1x16x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<1x16x8xbf16>
    %27 = tensor.empty() : tensor<2x16x32xf32>
    %28 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16x32xbf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %29 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %30 = tensor.empty() : tensor<2x16x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_32 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_30 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %35 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %37 = tensor.empty() : tensor<32xf32>
    %38 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_29 : tensor<32xbf16>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%38 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %cst_33 : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %40 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %41 = tensor.empty() : tensor<2x16x32xbf16>
    %42 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x16x32xf32>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %43 = tensor.empty() : tensor<32x32xbf16>
    %transposed = linalg.transpose ins(%cst_28 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %42 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %44 = tensor.empty() : tensor<32x32xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %46 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%45 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<32x32xf32>) outs(%43 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x32xbf16>
    %expanded_37 = tensor.expand_shape %47 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xbf16> into tensor<2x16x4x8xbf16>
    %48 = tensor.empty() : tensor<2x4x16x8xbf16>
    %transposed_38 = linalg.transpose ins(%expanded_37 : tensor<2x16x4x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) permutation = [0, 2, 1, 3] 
    %49 = tensor.empty() : tensor<32x8xbf16>
    %transposed_39 = linalg.transpose ins(%cst_27 : tensor<8x32xbf16>) outs(%49 : tensor<32x8xbf16>) permutation = [1, 0] 
    %50 = tensor.empty() : tensor<32x8xf32>
    %51 = linalg.fill ins(%cst : f32) outs(%50 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %52 = linalg.matmul ins(%collapsed, %transposed_39 : tensor<32x32xbf16>, tensor<32x8xbf16>) outs(%51 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<32x8xf32>) outs(%49 : tensor<32x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x8xbf16>
    %expanded_40 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [2, 16, 1, 8] : tensor<32x8xbf16> into tensor<2x16x1x8xbf16>
    %54 = tensor.empty() : tensor<2x1x16x8xbf16>
    %transposed_41 = linalg.transpose ins(%expanded_40 : tensor<2x16x1x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_42 = linalg.transpose ins(%cst_26 : tensor<8x32xbf16>) outs(%49 : tensor<32x8xbf16>) permutation = [1, 0] 
    %55 = linalg.matmul ins(%collapsed, %transposed_42 : tensor<32x32xbf16>, tensor<32x8xbf16>) outs(%51 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %56 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<32x8xf32>) outs(%49 : tensor<32x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x8xbf16>
    %expanded_43 = tensor.expand_shape %56 [[0, 1], [2, 3]] output_shape [2, 16, 1, 8] : tensor<32x8xbf16> into tensor<2x16x1x8xbf16>
    %transposed_44 = linalg.transpose ins(%expanded_43 : tensor<2x16x1x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_45 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xbf16> into tensor<1x1x16x8xbf16>
    %expanded_46 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xbf16> into tensor<1x1x16x8xbf16>
    %57 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_38, %expanded_45 : tensor<2x4x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %extracted_slice = tensor.extract_slice %transposed_38[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xbf16> to tensor<2x4x16x4xbf16>
    %extracted_slice_47 = tensor.extract_slice %transposed_38[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xbf16> to tensor<2x4x16x4xbf16>
    %58 = tensor.empty() : tensor<2x4x16x4xbf16>
    %59 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_47 : tensor<2x4x16x4xbf16>) outs(%58 : tensor<2x4x16x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %216 = arith.negf %in : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x4xbf16>
    %concat_48 = tensor.concat dim(3) %59, %extracted_slice : (tensor<2x4x16x4xbf16>, tensor<2x4x16x4xbf16>) -> tensor<2x4x16x8xbf16>
    %60 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_48, %expanded_46 : tensor<2x4x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %61 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %60 : tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %62 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_41, %expanded_45 : tensor<2x1x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x8xbf16>
    %extracted_slice_49 = tensor.extract_slice %transposed_41[0, 0, 0, 0] [2, 1, 16, 4] [1, 1, 1, 1] : tensor<2x1x16x8xbf16> to tensor<2x1x16x4xbf16>
    %extracted_slice_50 = tensor.extract_slice %transposed_41[0, 0, 0, 4] [2, 1, 16, 4] [1, 1, 1, 1] : tensor<2x1x16x8xbf16> to tensor<2x1x16x4xbf16>
    %63 = tensor.empty() : tensor<2x1x16x4xbf16>
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_50 : tensor<2x1x16x4xbf16>) outs(%63 : tensor<2x1x16x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %216 = arith.negf %in : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x4xbf16>
    %concat_51 = tensor.concat dim(3) %64, %extracted_slice_49 : (tensor<2x1x16x4xbf16>, tensor<2x1x16x4xbf16>) -> tensor<2x1x16x8xbf16>
    %65 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_51, %expanded_46 : tensor<2x1x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x8xbf16>
    %66 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %65 : tensor<2x1x16x8xbf16>, tensor<2x1x16x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x8xbf16>
    %67 = tensor.empty() : tensor<2x1x4x16x8xbf16>
    %68 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%66 : tensor<2x1x16x8xbf16>) outs(%67 : tensor<2x1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x1x4x16x8xbf16>
    %collapsed_52 = tensor.collapse_shape %68 [[0], [1, 2], [3], [4]] : tensor<2x1x4x16x8xbf16> into tensor<2x4x16x8xbf16>
    %69 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_44 : tensor<2x1x16x8xbf16>) outs(%67 : tensor<2x1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x1x4x16x8xbf16>
    %collapsed_53 = tensor.collapse_shape %69 [[0], [1, 2], [3], [4]] : tensor<2x1x4x16x8xbf16> into tensor<2x4x16x8xbf16>
    %70 = tensor.empty() : tensor<2x1x16x16xbf16>
    %71 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_6, %cst_7 : tensor<2x1x16x16xi1>, tensor<bf16>, tensor<bf16>) outs(%70 : tensor<2x1x16x16xbf16>) {
    ^bb0(%in: i1, %in_110: bf16, %in_111: bf16, %out: bf16):
      %216 = arith.select %in, %in_110, %in_111 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x16xbf16>
    %72 = tensor.empty() : tensor<2x4x16x8xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61 : tensor<2x4x16x8xbf16>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x8xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_52 : tensor<2x4x16x8xbf16>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x8xf32>
    %75 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_53 : tensor<2x4x16x8xbf16>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x8xf32>
    %76 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<2x4x16x8xf32>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_24 : f64 to f32
      %217 = arith.mulf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x16x8xf32>
    %77 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_54 = linalg.transpose ins(%74 : tensor<2x4x16x8xf32>) outs(%77 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %78 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_54 : tensor<2x4x8x16xf32>) outs(%77 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_24 : f64 to f32
      %217 = arith.mulf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_55 = tensor.collapse_shape %76 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_56 = tensor.collapse_shape %78 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %79 = tensor.empty() : tensor<8x16x16xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %81 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%80 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_57 = tensor.expand_shape %81 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %82 = tensor.empty() : tensor<2x4x16x16xf32>
    %83 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57, %71 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xbf16>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_110: bf16, %out: f32):
      %216 = arith.extf %in_110 : bf16 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x16x16xf32>
    %84 = tensor.empty() : tensor<2x4x16xi64>
    %85 = linalg.fill ins(%c0_i64 : i64) outs(%84 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %86 = tensor.empty() : tensor<2x4x16xf32>
    %87 = linalg.fill ins(%cst_0 : f32) outs(%86 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %88:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%83 : tensor<2x4x16x16xf32>) outs(%87, %85 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_110: i64):
      %216 = linalg.index 3 : index
      %217 = arith.index_cast %216 : index to i64
      %218 = arith.maximumf %in, %out : f32
      %219 = arith.cmpf ogt, %in, %out : f32
      %220 = arith.select %219, %217, %out_110 : i64
      linalg.yield %218, %220 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_58 = tensor.expand_shape %88#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %89 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83, %expanded_58 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.subf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89 : tensor<2x4x16x16xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.exp %in : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %91 = tensor.empty() : tensor<2x4x16x1xf32>
    %92 = linalg.fill ins(%cst : f32) outs(%91 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %93 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%90 : tensor<2x4x16x16xf32>) outs(%92 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x1xf32>
    %94 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %93 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.divf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %95 = tensor.empty() : tensor<2x4x16x16xi1>
    %96 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<2x4x16x16xf32>) outs(%95 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %216 = arith.extf %in : f32 to f64
      %217 = arith.cmpf oeq, %216, %cst_25 : f64
      linalg.yield %217 : i1
    } -> tensor<2x4x16x16xi1>
    %97 = tensor.empty() : tensor<2x4x16x1xi1>
    %98 = linalg.fill ins(%true : i1) outs(%97 : tensor<2x4x16x1xi1>) -> tensor<2x4x16x1xi1>
    %99 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%96 : tensor<2x4x16x16xi1>) outs(%98 : tensor<2x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %216 = arith.andi %in, %out : i1
      linalg.yield %216 : i1
    } -> tensor<2x4x16x1xi1>
    %100 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %cst_5, %94 : tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %216 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_59 = tensor.collapse_shape %100 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_60 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %101 = tensor.empty() : tensor<8x16x8xf32>
    %102 = linalg.fill ins(%cst : f32) outs(%101 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %103 = linalg.batch_matmul ins(%collapsed_59, %collapsed_60 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%102 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_61 = tensor.expand_shape %103 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %104 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_61 : tensor<2x4x16x8xf32>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %105 = tensor.empty() : tensor<2x16x4x8xbf16>
    %transposed_62 = linalg.transpose ins(%104 : tensor<2x4x16x8xbf16>) outs(%105 : tensor<2x16x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_63 = tensor.collapse_shape %transposed_62 [[0], [1], [2, 3]] : tensor<2x16x4x8xbf16> into tensor<2x16x32xbf16>
    %transposed_64 = linalg.transpose ins(%cst_23 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %106 = tensor.empty() : tensor<2x32x32xbf16>
    %107 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<32x32xbf16>) outs(%106 : tensor<2x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x32xbf16>
    %108 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %109 = linalg.batch_matmul ins(%collapsed_63, %107 : tensor<2x16x32xbf16>, tensor<2x32x32xbf16>) outs(%108 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %110 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x16x32xf32>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %111 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %110 : tensor<2x16x32xbf16>, tensor<2x16x32xbf16>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %112 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x32xbf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %113 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %114 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%113 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %115 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%114 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_32 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %116 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_30 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x16x1xf32>
    %117 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%116 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %118 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112, %117 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %119 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_22 : tensor<32xbf16>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%119 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %cst_33 : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %121 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%118, %120 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %122 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%121 : tensor<2x16x32xf32>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %123 = tensor.empty() : tensor<32x64xbf16>
    %transposed_65 = linalg.transpose ins(%cst_21 : tensor<64x32xbf16>) outs(%123 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_66 = tensor.collapse_shape %122 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %124 = tensor.empty() : tensor<32x64xf32>
    %125 = linalg.fill ins(%cst : f32) outs(%124 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %126 = linalg.matmul ins(%collapsed_66, %transposed_65 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%125 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%126 : tensor<32x64xf32>) outs(%123 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x64xbf16>
    %expanded_67 = tensor.expand_shape %127 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xbf16> into tensor<2x16x64xbf16>
    %128 = tensor.empty() : tensor<2x16x64xbf16>
    %129 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_67 : tensor<2x16x64xbf16>) outs(%128 : tensor<2x16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %216 = math.fpowi %in, %c3_i64 : bf16, i64
      %217 = arith.mulf %216, %cst_1 : bf16
      %218 = arith.addf %in, %217 : bf16
      %219 = arith.mulf %218, %cst_2 : bf16
      %220 = math.tanh %219 : bf16
      %221 = arith.addf %220, %cst_3 : bf16
      %222 = arith.mulf %221, %cst_4 : bf16
      %223 = arith.mulf %in, %222 : bf16
      linalg.yield %223 : bf16
    } -> tensor<2x16x64xbf16>
    %transposed_68 = linalg.transpose ins(%cst_20 : tensor<64x32xbf16>) outs(%123 : tensor<32x64xbf16>) permutation = [1, 0] 
    %130 = linalg.matmul ins(%collapsed_66, %transposed_68 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%125 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %131 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%130 : tensor<32x64xf32>) outs(%123 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x64xbf16>
    %expanded_69 = tensor.expand_shape %131 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xbf16> into tensor<2x16x64xbf16>
    %132 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%129, %expanded_69 : tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) outs(%128 : tensor<2x16x64xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x64xbf16>
    %133 = tensor.empty() : tensor<64x32xbf16>
    %transposed_70 = linalg.transpose ins(%cst_19 : tensor<32x64xbf16>) outs(%133 : tensor<64x32xbf16>) permutation = [1, 0] 
    %collapsed_71 = tensor.collapse_shape %132 [[0, 1], [2]] : tensor<2x16x64xbf16> into tensor<32x64xbf16>
    %134 = linalg.matmul ins(%collapsed_71, %transposed_70 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%45 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%134 : tensor<32x32xf32>) outs(%43 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x32xbf16>
    %expanded_72 = tensor.expand_shape %135 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xbf16> into tensor<2x16x32xbf16>
    %136 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111, %expanded_72 : tensor<2x16x32xbf16>, tensor<2x16x32xbf16>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %137 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x16x32xbf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %139 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%138 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %140 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_32 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_30 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x16x1xf32>
    %142 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%141 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %143 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%137, %142 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %144 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_18 : tensor<32xbf16>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %145 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%144 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %cst_33 : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %146 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%143, %145 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %147 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%146 : tensor<2x16x32xf32>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %transposed_73 = linalg.transpose ins(%cst_17 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_74 = tensor.collapse_shape %147 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %148 = linalg.matmul ins(%collapsed_74, %transposed_73 : tensor<32x32xbf16>, tensor<32x32xbf16>) outs(%45 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%148 : tensor<32x32xf32>) outs(%43 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x32xbf16>
    %expanded_75 = tensor.expand_shape %149 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xbf16> into tensor<2x16x4x8xbf16>
    %transposed_76 = linalg.transpose ins(%expanded_75 : tensor<2x16x4x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_77 = linalg.transpose ins(%cst_16 : tensor<8x32xbf16>) outs(%49 : tensor<32x8xbf16>) permutation = [1, 0] 
    %150 = linalg.matmul ins(%collapsed_74, %transposed_77 : tensor<32x32xbf16>, tensor<32x8xbf16>) outs(%51 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %151 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%150 : tensor<32x8xf32>) outs(%49 : tensor<32x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x8xbf16>
    %expanded_78 = tensor.expand_shape %151 [[0, 1], [2, 3]] output_shape [2, 16, 1, 8] : tensor<32x8xbf16> into tensor<2x16x1x8xbf16>
    %transposed_79 = linalg.transpose ins(%expanded_78 : tensor<2x16x1x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_80 = linalg.transpose ins(%cst_15 : tensor<8x32xbf16>) outs(%49 : tensor<32x8xbf16>) permutation = [1, 0] 
    %152 = linalg.matmul ins(%collapsed_74, %transposed_80 : tensor<32x32xbf16>, tensor<32x8xbf16>) outs(%51 : tensor<32x8xf32>) -> tensor<32x8xf32>
    %153 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%152 : tensor<32x8xf32>) outs(%49 : tensor<32x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x8xbf16>
    %expanded_81 = tensor.expand_shape %153 [[0, 1], [2, 3]] output_shape [2, 16, 1, 8] : tensor<32x8xbf16> into tensor<2x16x1x8xbf16>
    %transposed_82 = linalg.transpose ins(%expanded_81 : tensor<2x16x1x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) permutation = [0, 2, 1, 3] 
    %154 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_76, %expanded_45 : tensor<2x4x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %extracted_slice_83 = tensor.extract_slice %transposed_76[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xbf16> to tensor<2x4x16x4xbf16>
    %extracted_slice_84 = tensor.extract_slice %transposed_76[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xbf16> to tensor<2x4x16x4xbf16>
    %155 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_84 : tensor<2x4x16x4xbf16>) outs(%58 : tensor<2x4x16x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %216 = arith.negf %in : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x4xbf16>
    %concat_85 = tensor.concat dim(3) %155, %extracted_slice_83 : (tensor<2x4x16x4xbf16>, tensor<2x4x16x4xbf16>) -> tensor<2x4x16x8xbf16>
    %156 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_85, %expanded_46 : tensor<2x4x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %157 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154, %156 : tensor<2x4x16x8xbf16>, tensor<2x4x16x8xbf16>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %158 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_79, %expanded_45 : tensor<2x1x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x8xbf16>
    %extracted_slice_86 = tensor.extract_slice %transposed_79[0, 0, 0, 0] [2, 1, 16, 4] [1, 1, 1, 1] : tensor<2x1x16x8xbf16> to tensor<2x1x16x4xbf16>
    %extracted_slice_87 = tensor.extract_slice %transposed_79[0, 0, 0, 4] [2, 1, 16, 4] [1, 1, 1, 1] : tensor<2x1x16x8xbf16> to tensor<2x1x16x4xbf16>
    %159 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_87 : tensor<2x1x16x4xbf16>) outs(%63 : tensor<2x1x16x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %216 = arith.negf %in : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x4xbf16>
    %concat_88 = tensor.concat dim(3) %159, %extracted_slice_86 : (tensor<2x1x16x4xbf16>, tensor<2x1x16x4xbf16>) -> tensor<2x1x16x8xbf16>
    %160 = linalg.generic {indexing_maps = [#map4, #map8, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_88, %expanded_46 : tensor<2x1x16x8xbf16>, tensor<1x1x16x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x8xbf16>
    %161 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%158, %160 : tensor<2x1x16x8xbf16>, tensor<2x1x16x8xbf16>) outs(%54 : tensor<2x1x16x8xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x1x16x8xbf16>
    %162 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x1x16x8xbf16>) outs(%67 : tensor<2x1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x1x4x16x8xbf16>
    %collapsed_89 = tensor.collapse_shape %162 [[0], [1, 2], [3], [4]] : tensor<2x1x4x16x8xbf16> into tensor<2x4x16x8xbf16>
    %163 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_82 : tensor<2x1x16x8xbf16>) outs(%67 : tensor<2x1x4x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x1x4x16x8xbf16>
    %collapsed_90 = tensor.collapse_shape %163 [[0], [1, 2], [3], [4]] : tensor<2x1x4x16x8xbf16> into tensor<2x4x16x8xbf16>
    %164 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%157 : tensor<2x4x16x8xbf16>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x8xf32>
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_89 : tensor<2x4x16x8xbf16>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x8xf32>
    %166 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_90 : tensor<2x4x16x8xbf16>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x8xf32>
    %167 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%164 : tensor<2x4x16x8xf32>) outs(%72 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_24 : f64 to f32
      %217 = arith.mulf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x16x8xf32>
    %transposed_91 = linalg.transpose ins(%165 : tensor<2x4x16x8xf32>) outs(%77 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %168 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_91 : tensor<2x4x8x16xf32>) outs(%77 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_24 : f64 to f32
      %217 = arith.mulf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_92 = tensor.collapse_shape %167 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_93 = tensor.collapse_shape %168 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %169 = linalg.batch_matmul ins(%collapsed_92, %collapsed_93 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%80 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_94 = tensor.expand_shape %169 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94, %71 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xbf16>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_110: bf16, %out: f32):
      %216 = arith.extf %in_110 : bf16 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x4x16x16xf32>
    %171:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<2x4x16x16xf32>) outs(%87, %85 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_110: i64):
      %216 = linalg.index 3 : index
      %217 = arith.index_cast %216 : index to i64
      %218 = arith.maximumf %in, %out : f32
      %219 = arith.cmpf ogt, %in, %out : f32
      %220 = arith.select %219, %217, %out_110 : i64
      linalg.yield %218, %220 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_95 = tensor.expand_shape %171#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_95 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.subf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172 : tensor<2x4x16x16xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.exp %in : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %174 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<2x4x16x16xf32>) outs(%92 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x1xf32>
    %175 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %174 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.divf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %176 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170 : tensor<2x4x16x16xf32>) outs(%95 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %216 = arith.extf %in : f32 to f64
      %217 = arith.cmpf oeq, %216, %cst_25 : f64
      linalg.yield %217 : i1
    } -> tensor<2x4x16x16xi1>
    %177 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%176 : tensor<2x4x16x16xi1>) outs(%98 : tensor<2x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %216 = arith.andi %in, %out : i1
      linalg.yield %216 : i1
    } -> tensor<2x4x16x1xi1>
    %178 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %cst_5, %175 : tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%82 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %216 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %216 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_96 = tensor.collapse_shape %178 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_97 = tensor.collapse_shape %166 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %179 = linalg.batch_matmul ins(%collapsed_96, %collapsed_97 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%102 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_98 = tensor.expand_shape %179 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %180 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98 : tensor<2x4x16x8xf32>) outs(%48 : tensor<2x4x16x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x4x16x8xbf16>
    %transposed_99 = linalg.transpose ins(%180 : tensor<2x4x16x8xbf16>) outs(%105 : tensor<2x16x4x8xbf16>) permutation = [0, 2, 1, 3] 
    %collapsed_100 = tensor.collapse_shape %transposed_99 [[0], [1], [2, 3]] : tensor<2x16x4x8xbf16> into tensor<2x16x32xbf16>
    %transposed_101 = linalg.transpose ins(%cst_14 : tensor<32x32xbf16>) outs(%43 : tensor<32x32xbf16>) permutation = [1, 0] 
    %181 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_101 : tensor<32x32xbf16>) outs(%106 : tensor<2x32x32xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x32xbf16>
    %182 = linalg.batch_matmul ins(%collapsed_100, %181 : tensor<2x16x32xbf16>, tensor<2x32x32xbf16>) outs(%108 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %183 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x32xf32>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %184 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %183 : tensor<2x16x32xbf16>, tensor<2x16x32xbf16>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %185 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x16x32xbf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %186 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %187 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%186 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%187 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_32 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %189 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_30 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x16x1xf32>
    %190 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%189 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %191 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185, %190 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %192 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_13 : tensor<32xbf16>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %193 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%192 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %cst_33 : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %194 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%191, %193 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %195 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%194 : tensor<2x16x32xf32>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %transposed_102 = linalg.transpose ins(%cst_12 : tensor<64x32xbf16>) outs(%123 : tensor<32x64xbf16>) permutation = [1, 0] 
    %collapsed_103 = tensor.collapse_shape %195 [[0, 1], [2]] : tensor<2x16x32xbf16> into tensor<32x32xbf16>
    %196 = linalg.matmul ins(%collapsed_103, %transposed_102 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%125 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %197 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%196 : tensor<32x64xf32>) outs(%123 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x64xbf16>
    %expanded_104 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xbf16> into tensor<2x16x64xbf16>
    %198 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_104 : tensor<2x16x64xbf16>) outs(%128 : tensor<2x16x64xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %216 = math.fpowi %in, %c3_i64 : bf16, i64
      %217 = arith.mulf %216, %cst_1 : bf16
      %218 = arith.addf %in, %217 : bf16
      %219 = arith.mulf %218, %cst_2 : bf16
      %220 = math.tanh %219 : bf16
      %221 = arith.addf %220, %cst_3 : bf16
      %222 = arith.mulf %221, %cst_4 : bf16
      %223 = arith.mulf %in, %222 : bf16
      linalg.yield %223 : bf16
    } -> tensor<2x16x64xbf16>
    %transposed_105 = linalg.transpose ins(%cst_11 : tensor<64x32xbf16>) outs(%123 : tensor<32x64xbf16>) permutation = [1, 0] 
    %199 = linalg.matmul ins(%collapsed_103, %transposed_105 : tensor<32x32xbf16>, tensor<32x64xbf16>) outs(%125 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %200 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%199 : tensor<32x64xf32>) outs(%123 : tensor<32x64xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x64xbf16>
    %expanded_106 = tensor.expand_shape %200 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xbf16> into tensor<2x16x64xbf16>
    %201 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%198, %expanded_106 : tensor<2x16x64xbf16>, tensor<2x16x64xbf16>) outs(%128 : tensor<2x16x64xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.mulf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x64xbf16>
    %transposed_107 = linalg.transpose ins(%cst_10 : tensor<32x64xbf16>) outs(%133 : tensor<64x32xbf16>) permutation = [1, 0] 
    %collapsed_108 = tensor.collapse_shape %201 [[0, 1], [2]] : tensor<2x16x64xbf16> into tensor<32x64xbf16>
    %202 = linalg.matmul ins(%collapsed_108, %transposed_107 : tensor<32x64xbf16>, tensor<64x32xbf16>) outs(%45 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %203 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%202 : tensor<32x32xf32>) outs(%43 : tensor<32x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<32x32xbf16>
    %expanded_109 = tensor.expand_shape %203 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xbf16> into tensor<2x16x32xbf16>
    %204 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184, %expanded_109 : tensor<2x16x32xbf16>, tensor<2x16x32xbf16>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: bf16, %in_110: bf16, %out: bf16):
      %216 = arith.addf %in, %in_110 : bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    %205 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%204 : tensor<2x16x32xbf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %206 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %207 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%206 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %out : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %208 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.divf %in, %cst_32 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %209 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.truncf %cst_30 : f64 to f32
      %217 = arith.addf %in, %216 : f32
      linalg.yield %217 : f32
    } -> tensor<2x16x1xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = math.rsqrt %in : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x1xf32>
    %211 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205, %210 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %212 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_9 : tensor<32xbf16>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %216 = arith.extf %in : bf16 to f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %213 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%212 : tensor<32xf32>) outs(%37 : tensor<32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %216 = arith.addf %in, %cst_33 : f32
      linalg.yield %216 : f32
    } -> tensor<32xf32>
    %214 = linalg.generic {indexing_maps = [#map9, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211, %213 : tensor<2x16x32xf32>, tensor<32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %216 = arith.mulf %in, %in_110 : f32
      linalg.yield %216 : f32
    } -> tensor<2x16x32xf32>
    %215 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%214 : tensor<2x16x32xf32>) outs(%41 : tensor<2x16x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %216 = arith.truncf %in : f32 to bf16
      linalg.yield %216 : bf16
    } -> tensor<2x16x32xbf16>
    return %215 : tensor<2x16x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.bfloat16_4: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.bfloat16_1: "0x020000005E3C2B3C01BAAABC5ABD033AF6BCE03CAC3C50BA7F3C6D3C2DBD55BBA53C3DBC63BC1E3C383BD4BC31BCAFBC99BB963C4D3CCFBB44BC8AB78ABAF03C0E3C9EBCF93B3FBDC63B963C48BC30BD2DBB82BC69BCFD3C213BB1BC31BCFF3BBA3CA3BCEA3CC93B92BC3A3C6EBBBA3CB33C1C3CA3BC3E3CB7BBE43C4DBC1DBD363D8B3C6EBC0A3D6DBBA93B20BCC33C85BA08BDFC3C3DBC2A3CB73CE13B60BC4EBC133C473C9ABC2ABD283CEFBCF9BC993C243C92BBCCBB08BDD13CF8BCA73C863C65BB9E3C0A3C083C44BD43BDBFBCC53AD8BB273B30BCC63B2C3D393B4A3D653D463C1A3DA6BC073C1C3C3E3C57BCA33B423BACBB673DE63CF93A213C8EBCEC3C2E3C173C40BDBE3C0ABB863CFA3BDDBB8B3CCE3C08B9B3BC363DB0BC3DBCE53CE1BCCBBCCF3B4C3C493C023D003CBC3AA13B23BDE2BC5FBC04BC333B73BADBBC143CEFBC15BBE13BCB3AE3BB90BBBDBB8CB954BD283C1F3D07BDF33BD3BC603CB63BED3CC0BCF73B5C3CDCBC963C113B1ABD91BCC6BC0BBCBC3C893C60BA783CB53CC73B193CF43C76BA5DBDAEBC4CBA233C413CF4BB1ABBAEBB183CDBB8043CF1BB05BDEE3C213C0BBD3E3C7ABC123C2A3C32BCBFBB06BD2B3D583A3ABC4BBC44BC2539493C57B9B7BCA73B5BBCB73BEDBB423C0FBD0E3CFCBB833A29BC70BCA8BB8FBC96BCEB3C3DBB843B39BC81BC6DBBF7BCFFBB1DBC9BBC1BBD31BCCEBCAF3C073DD0BC303CAEB9C3BC3CBDD63CD5BAFBBB1A3C82BCCB3C1F3C943CC4BC5E3CFA3B07BC1F3C32BDB13CFB3C9D3C6F3C543BADBA3EBDD7BBB6BB113CAB3B29BBD3BC883CE7BB273DCCBC2B3C063D123DA73B9A3C0C3BE0BC1D3DA43C133C72BCF93C483B763C0FBC1ABCAA3C593C243CCF3C263D583C17BD18BB0FBDB63C2F3C3A3C2E3D943C5CBD0EBD43BBEF3C4B3A94BC3B3C343B11BDE2BC083D17BDF0BB41BC35BD063DCFBA95BA3CBC02BD3DBC2D3CE7BCDC3CCD3B94BC563B8CBCCFBC07BD863C05BB2D3CEEB7973B823C8CBB183C803C2ABD9BBC38BCEDBC2FBCE6BB073D2C3D073C203C7DBBC5BC1D3D16BDBA3AF13B68BC3F3CEFBCB6BC89BBF93C22BD5C3C633C043BE33BB13C913AA63B4D3CD9BCE23B713C103C763C203C72BC7DBC9B3C0D3C17BCF23B153C2C3B4CBC5CBC533BACBC4C3C513D833C20BC833C873CE03C90BCDD3C073D65BB973C9D3CD6BBAEBB3D3DAE3CD6BC073CF33BFFBAD0BC8C3B05BCB0BB31BBA73C963C9EBC04BDD0BC8D3C0EBD653B8E3CBA3BC43BB7BB013D8E3C48BA843C50BB9D3C11BC1FBB6B3CA1BC6E3C013CE239E9BC0D3D2EBC03BDD93C9B3CD9BCB93C613C28BDBE3C6FBC43BC98BCC13BAD3CE73CEEBA843CDB3CDD3CADBA873A7DBCD9BB80BC12BCF3BC703C3ABBE33CA7BC8EBB88BC2EBB0A3D07BDD13C51BC22BC5FBB40BC453DB7BCF6BC98BC50BC323D28BAF63C6DBCFB3C023AC23C25BC013BEBBB38BBD23CE7BCA2BCF83C283C033D4F3ABA3C36BC6FBBC9BC613CE4BC523C69BD1E3C623C04BC50BBA3BBAC3B053DF23C96BAC23CF53BBA3AC93CB9BCB03C3ABB3FBBED3C563C27BCB4BC7D3CE33CAA3A1CBC35BC003C2B3C57BC113DF0BB4EBC40BCA83B4EBCC03C273C43BC24BDB8BC133B8ABB03BC1BBD1C3D34BBBCBC40BD613A90BC863C14BB02BB0F3D99BCB4BB1FBC433C0E3CE73BF9BB473CFFBB4FBC863CB03CFD3B013D11BB8C3C873C553CC03CD1BB0B3C173C53BCC43C57BCD53CFA3CAABA0E3DBCBB10BD203D87BA54BCEC3B3ABD143C253CEC3C8CBC8C3C7C3C39BCBC3BE93C8DB9FE390C3CEF3C623C443CB0BCCDBC4936A83A493B01BDD83CE03CCE3C963C753C3A3B803C663CB23CE43CB2BC28BC95BCE43B30BA353CA4B986BC5CBC15BCFF3BC63BD83CF93CD43CCABA9FBC6A3B563C673C2E3CBABC66BA3B3C41BDF7BC98BCAF3C7C3C013DD4BCFD3C06BA3C3C033DCB3CEBBB0DBBB53C3CBC40BBAA3BEF3BE73CA1BC80BCEABC283CB33C863CD33C6BBD22BD2ABD8DBCC1BC3D3DC73CFC3B013D0EBCB83CF8BCE93B033DA8BC8C3CB13CB73C603CEF3907BCBFBB31BC91BB013C683C5D3CF83CAF3AD2381F3D2DBB4B3D87BCADBB2A3C48BB813C343BB03C41BC973BFAB9013B30BCCEBB65BA553C88BB63BC243CC4BC223C0E3C9FBC88BC363C3A3C3E3C533C3C3C8A3A4BBB63BC22BA33BC823C6ABC00BC0E3C12BB333BE23C0A3B5E3CAB3CD8BB28BDA2BC06BCC23BFBBCDA3AA53C323D0B3CD93CC3BB0D3D7ABC853C023D023CA13C0DBC55BC62BCF63C30BDD03A703CB4BCB7BB173C50BDD43C723BE03A563BB33B5DBCE9BAB2BB363C66B92ABB0B3BD8BC6EBBD63BBE3CF0BCCF3C6D3CFABA213D58BB3DBC27BCB23C613C0A3C2ABCB23B08BD0D3D62BC983C12BC84BC3F3AD8BB2EBC38BC60BBF83AD43C863BD43CD4BC0EBDC13C393CED3C9F3C093D1BBCBABB89BC813C04BCDBBC273BA1BC913B8EBB353D03BC1DBD45BC0E3CAB3B2E3BF53B883B13BDDBBB1B39CC3A813B093C07BD663CBF3C74BC9EBC1E3D2ABCD03C31BB83BCBC3CB83C10399D3C4E3C0ABCAFBCCA3C213C75BCA43CE1BBBFBCE9BCDABBC439ADBBA73A68BCF2BC203C623C913CA73CC03C6EBC5E3A9B3C833C06BCB8BC52BC973CE2BC7DBAA53C99BC213CBD3BC33BF6BB86BB153CCBBB7BBCE43CE4BB0EBCEF3C9B3C91BC50BB093DC63AE83CBD3A923C1B3BAD3C91BC833C3CBCAC3C46BD0EBC413B0DBD10BAD43B81BCFB3B9B3B9EBC1D3C81BC1EBC41BC3F3CA63C783B7DBCE73B88BBDC3C613C9D3C4DBD043D713CB13C0B3C67BB333BAEBC59BC12BD85BCCDBB02BD703C64BC88BC09BA6C3CBE3BF9BC13BCF13CDF3C0A3D4E3B3BBCBD3B4DBCC8BC533A313CEEBB59BBA2BC8B3CCEBAD1BC59BDB93C27BCBB3C253CBBBC2C3A833CFBB92EBC1F3C01BD14BC5A3C243C02BC4E3CF13CE03C81BA8ABC8BBC94BC1FBC10BD303B04BBCC3C05BBEFBBBF3C57BB85BC173B123DCE3CC43B443CCDBA213CE03C6A3C883CCF3C7F3C453CFD3C393CFCBCC63B393C16BD54BC113DC13C8F3C82BBDBBCDB3B99BC443C3C3C01BA0F3DA4B9193CACBB80BC65BC47BC00BD853C8CBB993BA13C91BA8EBD843BC03CF2BCCE3B273CCCBB373CBABC38BDF5BB0C3DEE3C4EBCAC3C71BC913C82BCF83B47BC163D62BB96BBC23B1E3D11BC5FBCBE3B3E3C1E3D2B3D3B3A093A383DD83CC3BBEA3C39BBBC3ABEBBE7BB19BD433C0ABC283C07BD83BCA5BBA93C22BCCB3C71BB27BDD73BAC3BA53CE8BB26BDF73C66BCD13CAE3CAB3CF03B7C3B10BA29BC6D3C853C7A3D173DA63CCA3CBA3CA03CE33B673CD43C313CF3BA5E3CC63C2E3CBBBCBD3CBB3C053D3FBC5A3B48BC493C233C95BC99BC303CC8BB44BD733C52BC103D833C4FBB823B8C3CD6BBB73B97BCEEBBA6BAB3BC82BCA63C17BC2DBCEB3CA1BCED3CB6BC14BDF5BA31BB5ABD70BB0EBDE63B00BC623C1CBBD83CA8BC9539C13C9F3CC13CA8BAF63C353C02BD8DBC0BBC78BC933AB53C093D053D80BA523C4FBD3F3D043CB23CBFBB09BC613C433BB0BA1CBD23BDB6BA29BDF9BB7C3B093C953CA9BCE93C9C3CA0BBE53C39BC05BC8B3CED3BB83B0E3D2E3D34BCC23C9BBBB83C1BBD7ABC42BCFCBBD93C9B3BC43C92BC3B3D51BBB3BCFB3CD33BD83B3C3CF73BE1BBD8BB263CEB3B323CCF3B6DBB993CEB3A503CB93C213CDC3B893C973CA0BBC73CA4BCC0BAA4BC8D3BFC3A763CDABB903BE1BCA4BBD93CF2BB01BBBD3CE0BBD13CDE3BBCBC5ABB32BB38BCC9BC923CF53CACBC73BBA8BC023DBA3A1EBC21BCF43CDF3A9ABC1A3DF53C1EBC55BCE4BCAA3BAD3C68BCB83C2FBDE9BC52BC9EBC5A3C3BBCC23ADF3C0B3DA6BC17BD0EBD3BBD6DBCA3BCA7BC4D3B803B95BCB63C2ABDDA3BCE3C253CD2BBC4BCFB3BB2BCA63A0E3C05BDD5BB763B33BB18BD1CBCA13C9A3C47BC3FBC79BCB03C783B263DD03B323C513C2B3DED3C8FBC203D9B3B8BBC0FBDB23B1EBCC93C74BC893CF23B483C8F3B233C22BCD93C913C39BCA5BC2D3B8FBC01BD08BC293D3DBB423CF53B07BCF13AB03C913C873CC7B96EBC37BC9CBB153C28BCDCBC0B3C9D3AB5BBD33C253C5F3CFBBC503C833B98BC66BCBABCA03C313C81BC563CDDBB67BC053D8BBC8FBC69BC733CB13C393C9DBCAEBB293C313A0B3C12BC2A3C97BC323BC83CD139A73CA13C01BC10BD1ABCB83C47BC58BD26BB51BC9B3A2E3C2DBD56BCC73B06BCDABC0A3C903CA4BC99BB93BAA1BC863CAABC6B3C5D3CA6BC02BB083B4BBCBA3CB53CB0BC24BB8ABB8FBCEF3A1CBC823CF63CEA3CCD3A5F3B38BC2A3B893B46BB513B97BCCCBCE23C9BBCC53C763BE0BBE4BCA7BC6FBCE6BAB43C28BC523CD03C643CC839E63B10BB933C21BA18BCF6B95E3C123C833B053DC13CFC3B243DA83B32BD273BEABB92BBEA3BF9BCF83C403D7D3B4EBC5CBC06BD163C043C243D393B95BC733CE1BC343DA4BC18BC17BDBE3CDA3C6DBCAB3C4A3C86BCB5BBB6BC1EBC8F3B663CC63BDD3C58BBCF3A65BC313D86BB72BB9F3B193DC63B87BCAEBC9ABC27BC17BD473B823C03BD31BC643DDA3CA33AD0BCC83C303CCDBCB33A5E3C833B463CE2BBEABCA1BB6ABBAEBCE5BCF53B9FBCC43B3B3CFD3A23BB213DBCBCD1BCC9BCB1BC7CBC4BBD9BBC46BCBABC3FBD24BC52BD95BC82BC56BDBE3B613C0EBDF53B6E3CAF3B1B3C11BCF73A54BC8FBC943C6F3C5BBCAEBCB0BCBDBC993A993C093C6A3CBF3C173CB03C1C3C3ABCB13C7B3B373C58BCA73CDE3A08BDD13BB3BC21BCCBBB0F3D083CEBBBC4BA96BC16BC923C5B3B0ABD5DBC21BC79BABFBC173C773C6FBA4BBC93BC0DBDA13C84BB5FBCF53CB8BCDF3C763C973C083D8D3C7DB99EBC363C87B962BB1BBC933CD23B6EBCD43CBF3BFBBC2F3D88BB15BD753D0E3A093CE4BCB9BAFD3B183CA4BCD1BCDD3C85BC5A3BC5BBF738D33B2A3AB83B32B8C5BC053D5C3C8A3CF53B8D3C923C2CBD77BC0E3BE53CE73B1F3DAABC1BBC8B3C073DF3BC143D00BCE03C873C1CBD003D40BCDB3CC83C4E3D223CF5BC033D253CDDBB9ABCC93C20BC453C753C563CABBC93B9A93CA13CC43C183C6FB939BDA33AD13B453DC5BC9C3C0EBD803C3A3CD7BC1F3C93BCB4BA5EBC0ABBA33B03BCB53C14BB153C62BBC53A14BB243CEFBC043DA6BCFD3CB4BCD6BCA2BCD83C093CFF3CD9BAB5BCAD3CDF3C03BD2A3C52BCE13C923BF3BC1F3C673CA9BB1E3DB23CA33AC33C4CBD293DC83B1EBD993CD33C9DBCBF3BB23B83BB5ABDE6BC63BCC8BB0C3B8BBCD6BBC7BB9D3C0D3DABBC84BC723C443C803C85BCAF3A023B00BD38BC8B3BBA396E3CC0BC313C87BCEEBB483BA9BB4BBC4DBB5D3C683C73BC363C213CEEBC21BCA23CC2BC3FBCF0BC1D3B993C1FBB913C453C31BCA5BC3FBC0B3C81BC50BA0ABC2B3D6ABD59BC6B3CAE3BFC3C8CBC0BBCBA3C693C9239C0BCF03C10BD89BC79BBD0BAA9BB4F3CBD3BA2BC133D55BC1C3D7D3CC8BA6B3C09BCFDBCD8BB43BC86BC593C183C103D79BC22BDCC3CA0BC8FBCA4BCD8BC593BE83C82BB94BC033C5DBCA9BC893C213DA6BCB93AC53C26BD123D55BCA03B5ABC173C4F3A433CD2BC85BBC2BB20BCFF3B24BB98BC0BBD5D3CF03B3CBCA0BBE4BC9B3AD8BC8CBB0EBC943B043B2E3D9C3C393BD9BCAD382D3D813BD13B97BB853CCA3C3C3C8ABCA8BC3B3CA8BCC33BB13B5D3C823909BB0D3D3BBC15BDC0BCA5BC2DBC0EBD55BCA83CB4BBB53C253CE5392DBA14BBEE3B473CA4BB573B713CDB3CADBC1A3CADBA15BCCEBCA33CE73B1E3B293D2E39AD3CAC3C203B4DBCDA3B",
      torch_tensor_64_32_torch.bfloat16_3: "0x02000000A6BB1F3D3A3D19BD48BC313C36BC953CBCBC8B3BEE3C1C3D7B3B82BC47BCD8BC15BCD7BCA2BCF83C583CC8BB84BC69BC803B17BD2DBD8CBCADBC61BD85BC84BCD7BC92BC533CB13B743CF1BC2BBB85BCF5BCC23A10BD673CEA3B02BC52BC73BB06BC963BE6BC98BCDA3CC13BA4BC173C07BC3D3C403C983CBD3C61BC10BDAB3C70BC14BCF63AD6BC6E3CDB3C9CBC343CC73C8DBC123BF0BB733CC83C463C0CBC803C613CA73B0EBC773C9E3A233C763B353B543B833C01BC7EBCF73BF1BC0F3B29BCD03C2FBC473CAABC8FBC06BDB43CE13A813C963C1F3C6A3C853CD33CA93CEBBCD6BCA9BC40BC863C783CDD3BCF3C3FBC85BCD8BB4F3CB93C05BDF3BC913BC6BC393CD8BCEF3B2FBC3FBC953C2FBC113C66BB2E3DAF3C22BC03BCEE3C83BC18BC4DBC283C843C823C80BC023B8ABC08BC45BB1C3A1C3C90BCBABB57BCB33A143B88BB873C5BBC513B78BADEBCA63C3A3B12BB043D703C873CDE3AB13C833C3FBCA5BBD73BEA3B21BD193D9B3B9F3CF2BAC03A14BD3CBC0A3C92BB563C03BD0C3DE73CABBC343D36BCF43A2DBC3EBB96BA123D03BCE53C2CBD433C5F3D133C07BC9FBC3ABC20BCBA3A703C0A3DBFBCD63AA7BB6CBC9ABA753C213C523DA7BCFDBB503C03BDD63CD0BCEBBC4D3BE6BBABBC24BB77BCDB3C223C023D4F3C513C933CD5BC0CBCF13C183BD6BC833CAFBCD23B443B9FBC313D64BC6F3A203D0FBC7C3B5C3DF53B24BBC4BCCB3C9C3C5B3B753C4BBD87BA413CAABAF03B07BC943C693C043BC43CF0BC053C333CE43CCDBBAA3B73BC74BCBB3BFCB983BCA13CCF3C103D903CF8BCC3BBD9BCE63CE43B40390F3DBEBB12BD14BC183D963B98BBAD3B973C50BA2C3DE43CB5BC30BDA93CA2BB2EBCB53C863C58BC6C3B7F3C233DAF3C04BBD83BBD3BBEBB97BB04BA20BCD03B713CBBBCB8BB05BDDD3CB13CEABB7D3905BD153DE33CACBCDABBBEBBD73C083C773C97BC633C46BDC1BB8FBC203C8FBC4A3CEEBB993B6F3CD33CDDBCB8BC86BC2BBDAFBB413CDC3C943CAFBC56BCF03B8A3CEFBCD33C0D3CC93BD93CA5BC00BDF3BC3C3C793CBBB9E43CABB95B3C233DC13C893C6EBB1ABDF33C28BDA83C993C2A3CBA3C3E3CA4BC12BA92BBD4BB743CB33CC23AFD3BA7BC76BA25BB913C05BC063CDDBC42BCBE3CCFBCA23CB73A0CBDDB3BA2BC2EBCB4BC9B3CA9BBB3BC88BB473C133D09BD90BA16BB6D3CC7BBD43C68BC26BB83BADDBCCCBC6BBCA6BCE23C323BC43A8A3C943CDE3C6CBCBA3C183C8C3C0FBC7FBC86BCD2BC873AC93CB6BA073D4F3D30BD9CBCA4BC09BC13BD233B613B213D203BEE3B263C25BC42BB07BDA63ADBBC873BCF3C2BBBBF3BDF3BFE3C14BCD83C8CBC0DBDAB3C6EBC1BBC503CCA3AF63BD0BB08BB0D3D1C3C363DAB3C8ABC33BCF2BB983B4ABC033CE43C553C1EBBA63C1C3B3FBC0A3C09B9DC3B193CA83C50BB2CBCF5BAA6BC17BD8B3C35BC59BCA83C05BBAD3BF03BC83CA53CEF3B0ABD21BC8C3CAF3BD93B33BC51BC453C953B2FBC953C42BD2F3C10BC383BDC3C123D8A3B56BC94BBFEB9D73CDBBB3E3D4EBCF63C473DDCBA20BD32BC60BC0CBCA73B803C143CD3BBB23C613CC8BBBE3CB9BC24BD293CAE3CF03CE43CFC3B0F3B8D3CC73B3FBCC23AC93C9B3CE7BCFABC9ABC60BD913CBBBC79BC36BCE33BC0BCBB3C853C88BC1C3C84BCD13B9DBC20BB053CD1BBF53B22BD103DA53B2E3D353C9CBC90BC0F3CD9BBD5BCD83B3DBC25BB823C253C73BD823A5EBC03BC8CBC82BBB6BCE0BAEE3C863B83BB48BCBD3A1DBDD43B5FBC953C633C813C263D1E3CDCBCA6BBEEB9C23CB8BC503C123CE0BB14BC6D3CB93C343CAFBBBF3CB33CC0BA88BC103B223C78BB98BCB93B853B6B3C4A3A08BD1ABD31BAADB9443D14BBE83C7BBB4E3C6CBB513BC43CB03B27BDE4BC103DCF3B733C503C89BD9439CABC19BCBDBCFDBBBABC3C3C9B3C1FBC9C3DCC3CA5BC6C3C103D97BC74BCA6BB5FBC613C153DA7BCEABC00BCC63A403DB8BC91BB4C3B953C0FB9E43CA4BCD8BC9FBCBB3C0BBCAA3B353D0DBCB23BC2BC4ABC14BDFBBC3B3B06BD88BC2339653BEA3B0EBCA43CB13B253CB43B8A3A8C3D0BBB993CCCB60D3C06BD6F3D40BB2C3A8DBB923BD8BC1A3DEB3CF53BCABC90BCB6BBD9BBF53C5FBC12BDC63B983C7D3CECBBD83C823C5EBC2A3DA13BE9BC5CBD3DBC22B9C93BD7BB693B50BCF43CADBC913C0A3CDE3B983CC83CE93C1DBC7A3C0BBDDEBB2ABC0EBDB43B953CFB3BA63A043C83BC923C73BCCD3B293C00BD14BC46BC1FBD86BC003D3CBCF5BCBE3CF8BA833B693BE33CA93C0ABC5BBC6D3C9E3BA33C3A3B85BAABBC853C733A90BCBCBCD3BA80BC813BACBAACBB3F3C993CA4BCB93B4A3C833CC1BAD8BC82BCB13CCE3CBF3B4FBC80BBDA3B243D0A3DAF3C6EBC2C3DB3BC16BD74BC34BDBDBC7E3CDC3B93BA313D0BBD013DF93C843C63BC5DBBACBC4ABB733C12BD113C01BB2FBC423BF13CDB3B3BBBF1BACCBBE3BBD93CC63C28BC053C16BD853C6ABB4D3B013DBE3CC23AF8BC60BCB03C99BB35BB653C3F3CF23C26BC413C48BDAC3B5FBB70BACF3BEC3B813BABBC8CBCB9BCB23CAD3CAC3A18BCE7BCED3CEB3CC2BCADBB19BDC5BC88BBA4BC1DBC07BC123D55BC0B3CF5BC13BD1E3C633C63BD86BBEC3CB1BC993C423832BC92BC23BBFCBC8C3C813C2F3D0DBD91BCB6BC5BBCBBBC11BDFBBB08BC4DBC053D013C8F3CDE3CDCBCA03BE5BAA0BB863C323CC93BC0BC86BC053CD23BBBBCF0BC9C3CC3BB0C3C80BDA03CCE3C883CDEBC22BC0EBCC8BC0EBD653B8D3CCB3B8EBBC6BCD4BC3ABC82BDA73C0ABC9C3CAABBD4BBBA3BA53C4B3C5D3CB53CC73C48BCE1BC23BC8B3C533DFDBB38BC5EBC8DB9BF39173C6ABCEEBAB33C92BCDABCC13BB83CA0BC463C0DBD0FBA52BD5A3D05BC02BDB73C0D3CA43C41BDF8BC4D3CB23CEABC12BB9B3BE1BB953CE43C81BC8B3A64BA1DBD7D3B6A3C95BBCCBC1F3B78BC28BB2C3B9DBC983C253D81BBBA3B133B703CEB3C5CBBD2BCE1BC9BBB24BBD6BB8A3BFA3C1D3DD33C87BB67BCC73CE13CCABCAF3B843CA9BA9D3B923B4F3BCEBC82BCE6BC8ABB8D3C21BC353D24BB20BCC6BC5A3C28BDC23C2FBC86BC6FBB3CBB01BD533CE43B62BB9F3C1B3C913C8FBC28BD10BC40BDCF3B0CBD18BC65BC99BC643BD1BCF13C5ABC21BC703CABBC913CF53B7ABC033DFF3B5E3C32BC27BD0D3D163DDDBC913B3F3DEDBCD53AD73B7C3CF4BB51BC1F3CB03CDEBB6CBC1A3D54BDBC3A05BD893CCABB48BBC43A4B3DD6BA3DBDE5BBB63B6F3B25BC9FBC2A3B1A3C94BCFD3CBBBC393CD1BA853CAF3B443CF6BB023CCEBBF5BAA03CF2B992BC92BC61BCCBBB8F3CB53CDD3B7D3C73BCC8BC0ABC9D3C4B3C4DBC193CCDBC00BD2639DABBDF3B573B123BDFBCE9BC923CE5BCAD3CF03C17BD9BBA333D033DB0BB193C9B3CEC3BAABC33BDE1BA2C3CB1BC02BC60BD1D3C1E3DA73BAFBC923CC23C32BAB73B093DDDBC933A63BC25BD9B3C153C563C8EBBCD3C053DF23B22BD5ABCA7BC27BD35BC003D62BCCD3B21BBD1BC5E3C253DFFBBC83B533C87BCDF3CB83B14BD76BA80BC513C903C5E3CB0BCB5BC2B3CD03C3F3CB73C8DBC07BDB83C0ABD303C01BD20BC01BC8D3C43BCEABC4C3A843AF53C97BC3D3B02BD29BCFB3A79BCC5BC8EBC2FBB02BDB1BC6EBC973C4F3C13BCE539B2BB933C01BC36BC6839AABCA43CFC3AEF3B963B163DA1BC35BCDCBC3ABBE7BC96BC6B3CCA3C58BB143DBF3CE4BB823BEABB62BCB73C22BDAEBCAB3C7ABC8F3C2F3BB53C3C3BA9BC533C15BCA9BB75BCD03C66BC50BBC23CD5BC13BD49BD90BBA4BCA2BBBEBC8CBCEEBC5BBCABBC3A3CA43C043D1BBAACBC72BCAD3B333C61BC22BB843C42BC9E3CA33C343CA93C28BCE4BB4EBCA63CB2BCF03C1CBCDE3B253C903C1ABC8DBC533C323D603C893BBEBCB13BC13BC2BC19BC133D223C313B4B3C9ABA5EBCE0BB84BC1638DABB963C863AE1BCA9BCCC3B41BCABBC933CE3BB563C84BB64BC06BD0DBD813AC13C9A3C173BDCBC87BBCCBABC3CF33C88BA84BCA9BCF7BBCBBBBF3C153D973C323C913C0CBCDCBBE9BBFBBAAC3BD73CA7BCAABC5C3C08BD9A3C6BBB313CD5BC0B3CFFBBD33CC73C1D3C0BBD20BC20BCC73BF73C4A3C07BD91BA78BC71BC7CBC9EBC403B7D3C373C80BA4E3C373C9CBC1EBC7FBC4E3C703C4CBCFDBB543DD83BCBBB0ABBB83C41BB28BC0D3DDA3B9DBC8E3CB13CE43C10BB1E3CF43BBF3B9A3C28BBE53CB7BBA2BB483B70BCF8BB913C1DBCAABC68BC233C2FBD1B3C46BDEF3B2E3BB13B1E3BB2BBABBC91BCD93C3EBC8FBCD53CE5BC863C45BC89BC713C67BBD23B7D3C6E3CDFBBC4BB143D213C86BBD03C94BCD73A94BCA3BB79396BBC94BC973CDC3CABBC77BCE7BCF8BC3BBCE73CED3C583C8A3C10BD57BC873C3DBB25BD11BD9F3B93BB2BBC56BB063783BB3FBD02BCF6BA8A3C9BBC9A3C973C3F3CDB3C303B05BD953C713C363B313D3CBBB4BB89BB36BCA4BC13BC04BB743CF8BCA9BC70BC253C2B3D79BAD6BB32BDA3BC0B3DFC3C6BBC473C7ABC9BB9043C8BBCC63CB7BC86BD70BC9A3C0F3D47BBAA396D3D07BD593CB4BBD73CEABC6BBC85BCA63CAA3C3B3C72BB9C3BCFBCAF3C353B34BC4C3C3EBBF5B9A4BC23BC22BCAF3C423C88BB97BAE9BC223CD8BC51BB91BC44BB5FBBBF3A543C973C7BBCAC3C18BCECBB2ABDBEBB273B3E3C01BB133C113D27BD8DBC0D3CC33C6A3C023B9EBC443CF13C923CCA3C1A3D5EBBFB3C48BD18BC2B3C193A353BD4BC0ABD683CD2BB293CFEBC11BDA03C6E3C00BDDD3C313CCA3A90BCCABCCFBCACBCA63CE83C15BCBFBC453C44BBD8BB413BB23C643CA1BBFEBC4CBAD13C673CF3BC01BBBCBCBDBB2C3C3BBDB2BB08BCCDBCA6BC233D02BACA3BB33C333C283B4BBC6F3B8FBCA2BC603C93BCC63CD9BA913C8E3C843C02BD8EBC323BF53C2A3BA9BC0C3C33BCA23BF73C81BC873B3ABC9D3A8B3BEE39993C48BCA83CD9BC2BBC25BC4BBBE3BCE63A3F3C9E3C063BCFBB6DBC9FBCF5BB1EBD373D18BB57BC80BC6BBCBABB733CD83C04BD17BCFB3B35BCCC3B98BC433C7FBBA9BC8B3B1FBB5F3C843C93BC213CF53BAFBC113C23BC1F3BC13C793C16BCEE3A78BB883C073D0F3C653CB83C923C03BC55BB90BC91BBC3BBC2BC593C423B563B043DA1BC593CFB3C273C0C3D343C1CBDB3BCD9BB2DBC0B3AA73C023DEBBC423C5EBC5339853DFA3B4DBD17BD3B3BE5BCA13CA03BB037533CA33B813A23BBAA3C95BB0FBBE23C6BBB613B34BC8F3CBFBC6A3AEA3CA13C3CBC5CBCA2BC00BDDB3B343D6BBB7B3BD3BCC23C01BD0A3BD5BCD1BC96BC153D22BD863ABBBCE63CA5BCA13B363C3F3C8CBB29BD4BBB0A3B8D3C213BC03C1D3C7BBBBE39D63BEEBCF53A793CF43C1DBCA6BC25BB943C283B6ABC1F3CEE3B573C42BC29BCE13C493C9ABB86BCAEBCBA3CCDBCDD39453C94BC8F3BA83C2CBB453CE23AAABB0DBCB63B543C1DBCC0BC8ABC673C3ABCE7BC01BCD73C11BDF1BC63BB3BBCA93B9F3C403C16BC4B3C373D423CECBAD33C173BA53A2F3D013D01BC0CBCAE3C133CA93B1C3B03BCE73BC6BC45BC6EBCAABCC3BAB7BC8ABB49BC913C473CB83B043B72BC103C013DBF3CB13ADCBB423CB03C21BC17BD383C713D81BB573B1C3C293C2F3DBA3C15BD333BB9BCA2BC983A463CFF3C0E3B39BBDEBB92B9A63C1BBCCBBCA4BC713C55BCE6BBB93BD63AD6BCD83B323CF23CD23B94BBC8BC6A3CB53C9D3C8BBC9CBC00BD973CE1BC0D3D2BBBA3BC633C083BE3BA83BC983C7B3BD8BAA43C",
      torch_tensor_64_32_torch.bfloat16_2: "0x02000000B3BC493C1F3DC3BB1A3DCFBCDE3C583B25BD223B0B3DB8BC52BCD43C9F3B57BD553C55BC65BAECBABBBCECBB4CBB8DBC98BB9A3CB33B54BD643C24BCAE3C503CFFBB123DEB3C223BAFBC00BC91BBF4BCAEBC8ABCCBBC333C3DBC803C22BCBFBCB93C4F3CEBB9493C66BD82BB91BB803C173D78BCB13C77BC053D273CCB3BF93BE8BBA8BAED3C92BA9E3C0CBC34BB423C073C3FBB9F3BEA3C1FBD993B1C3C2D3DF53C883B0ABD65BBE93A54BB51BCADBC443D02BDD3BC9FBCF23CD83B81BC913BBE3CF1BC90BB3F3D2B3D523CD0BB5E3CD9BB1E3CAFBCD23CB9BC1DBC88BA153CF6BC993B2ABB763CD0BC17BD8DBCE13C9EB841BB593CEDBB2C3CE1BC21BC6EBC4C3CB8BBDBBC613C10BB583B2EBB7B3A5B3CA03CB239BEBADEB95ABCC8BCF7BCA839963CEC3CB73C5D3CB6BBA5BC413CE2BCA4BBADBBEB3B593CCEBC433CB4BCD3BC97BC94BAEFBB483CBF3B9FBCFDBC1BBD73BC35BB09BDF7BCBA3C6DBB773B44BD073C9B3CECBB543D883B01BC9F3CC33B993CF93C853BDD3CF53BBABC2F3DBD3CF7BB16BB32BCE33CDDBC00BDE93CC03B7A3CCB3BA53CC9BBE43CDABC93BC24BCFB3CDD3CB53C38BD253DF6BC3FBCFCBC86BC7ABCC13B4C3C12BD1FBD4EBC8DBB9C3C88BC0EBDAD3B04BC883C393B0CBCA83CC3BBFB3CB1BC0E3D123C46BC103CCD3C06BCEABCF5BCAD3C0FBCFD3BA9BBEB3C72BBDBBCB93C2CBD5F3C3EBCB33C13BD93BCE6BC903C983BC03BC33C133C0C3C073C09BDDBBC0FBCE83B953CD23BAD3B593C20BC9CBB9BBC1E3D35BDCEB9C3BC333C193CAD3A0D3D973CB43CAA3C553C09BB9DBB3C3B01BD33BCFC3CD23BA33CC93BDE399BBC1A3CC33C6C3C0FBD02BC9B3CAEBBDE3B293DCEBCF7BB8EBCA63CD83B463C02BD8DBCAD3BC63CA6BC17BC16BD9C3C25BDF2BCB4BC9739E13B2ABB0F3D4D399E3CE03C633CB13C4C3B34BCBCBC1FBCD8BCBABC8A398FBB5FBB05BCCABC48BC193C5B3CF73CB5BB94BB053C233DF7BC573CBABC353B8F3C9B3C9B3AD43B07BCCF3C22BD2C3CE63BDFBC88BB8D3CC2BB823CE83B8B3C2FBB853CDE3CA03C9A3BAE3C183C06BD83BC8ABC853B6FBCEEBC1B3CA2BBBCBC913C41BDA9BBE33AA13C133BFC3C1EBBB8BC47BDAABC3ABCB2BBBFBC493BF73C04BC3CBC2D3CE9BB0F3B0BBC58BCAF3C33BBA93BA3BB01BB21BD063DB2BB083DABBC0A3DECBCA3BCDDBB24BCD6BC563B193D323CDABCABBCF8BC30BCBFBBD83AACBB4C3B283AF0BB443CAC3AEEBCE2BC3BBC4DBC2B3C99BB57BCA53B1DBAF43CBEBAC6BC9F3BA33C8A3CA0BC1FBCE13A8A3C973B7B3CD53C923C75BC433C6BBDB13B893C42BB173BB3BB9D3C1ABD31BB14BDAB3C06BDB6BBF1BA833CDEBB83BCA33C8E3A763C15BCBCBC34B9E13CF2BC5C3CFCBC723C40BCE63BE83B8D3C3F3C0EBD193C373C043D0BBD353B34BC36BA063DE23C643C653CBC3CBABCA63CB2BC29BC633CEE3C5D3CBABCB4BCE93C0EBC48BC8BBCAC3C53BCD33C2D3C563CCFBB9FBC683C39BC0FBDB9BC203CE23C013C243D8D3C2FBC2DBBDFBC273CBDBCED3B11BB83BCC93B7BBCB1BC6BBCDDBBF6BB233BC8BCE23C853C1FBD10BC5EBCABBC0A3C043C573CE13BCDBA993C743C1A3C1FBAA23C21BD86BCA5BC253D013C17BC493BAB3A9E3CD33C02BD623C123D10BC8BBC143DB33C553C953B90BC103D67BCAE3C403CBCBB513CE1BB9BBBB8BA12BD4F3C823AF43CBB3C1A3D4E3DC13C1CBD26BC823C26BDA13B88BA99BCCE3BAB3B04BB24BC103C0D3DE6BB22BC293C113DC53B93BB4E3C573CCEBCD33B65BDC23B343CD63BE23C8E3CAA3CA8BBA43CDD3C90BCD73CDF3CAC3AC83C9EBC8E3B4FBA98BA0B3C9B3CC6BAE63BD43CA9BC333D153CC53CF3BB0F3CEA3CFB3B86BCF0BB083CFCBC4EBD6CBDDD3C073C283DC8BB833B593BC63B8B3C03BC10BB53BCBB3CFBBB393C15BC1D3C2E3CCC3C2C3C563B1CBC27BCB33C8ABB47BC5D3B53BCBFBBAEBBEABC73BC29BC06BC683C9FBB3FBD27BC28BD1E3C13BD5F3C3CBC0FBCBEBB073D9D3C253DA43B1FBCB83B433CA3BC3EBDFEBAAD3CB6BC063B753C1DBCCD3CF2BA143D58BB653B9EBA75BC09BC153BD7BC07BC973C5A3ABCBC86BC63B9F53BEBBC01BC45BBCBBCFE3CA93BA1BB09BD353C5E3CAC3CA6BCBEBCCC3CAABB0EBDE73BC4BCB83C2F3D923C3B3C72BCE63BFEBC5EBC16BD86BC143D2E3C5CBCDD3CBB3B8C3A5ABC1E3DAB3C083BD43CA03CFA3C6DBB1B3D2ABCA9BC783A51BC1CBC78BCE1BBB33B9A3A3E3BBCBCB93C4F3C413C0ABDC83CA83CBF3C1DBC99BC8F3C90BB92BC20BC9F3C29BB2CBDDD3C913C0A3D55BCCD3B103DA3BC7B3CB8B91EBC8F3C833C16BCA23C003CCBBC4D3CDBBB5F3C263C6DBCFB3B74BB5CBD7CBD593C83BC7C3C18BC06BD5E3C81BB3CBDA03C0C3C4F3B513C2CBB453C1F3CAF3C01BC1C39F2BB60BCB6BB97BC613B31BD8F3CDABBC8BB5ABB31BC0DBD573D03BDDCBB063DBA3C013D27BAF4BB673CCF3CD8BBE03AA43B14B9B03B603C053C0F3CF1BC663C183D90BCBD3CD8BB923B05BC88BA003BE8BCEBBB09BCAA3A9CBA073D00BC4E3ADFBC11BB0D3CB13B58BC26BC9CBCE13C9EBB1B3D1F3DEE3BF73CBC3CBB3C83BCABBC83BCF3BC1A3D9C3C893B8B3C13BC2F3C933C093B0D3C533BB6BB79BCEDBB503B01BD1E3D13BC56BCBCBB353B6F3C01BD8DBC3E3C27BC66BB723C3CBC543C1C3C953BA33C173C363D3FBB2FBC37BC17BC83BC9EBCCA3B6DBC323D64BCD8BCEFBCE5BB54BB8B3B8B3C323D15BD603B343DDD3C923C8A3CC8BAFDBB9CBCACBB18BB60BC813CF23B7FBC0C3D423B24BCE7BCC43C98BBB83CCABCA9BC3DBC2E3C85BCBEBC7ABB4BBC86BC0BBC7FBCDBBAABBC043D4A3BDA3B2EBCD33B58BC78BCFFBB253CB4BA393C883CF6BC913CFFBA06BCF43CF5BB263CA13C11BB0D3CDDBB853947BC453C4F3C303C8C3C653B3BBCF4396EBBFDBCF8BA073D4F3C123DA3BC803BBEBBB9BCCD3C81BCCC3BD0BC6DBC12BD39BCCBB8973B753CC5BCEFBAA7BCB4BBE93C123CC9BC863C64BCB53AB53C913CA7BC033C1ABCE73C863C64BB843C86BC273B5E3C85BBCC3B063DAABBC33B3D3C90BA843C6A3B0C3C59BCA2BB19BCD63B763B953C57BCBEBB6DBCD0BC5139C03C193C95BB11BC41BD37BD81BC38BD313DBD3B7B39CEBAE93C6ABC5DBB81BB97BB8EBC77BB66BB5DBCB43C0EBB01BC0E3D9B39F63CFE3BBBBCFE3C9A3C343B2C3DAF3B62BC353D41BCD3BBEEBCE0BC023DFF3BB23CD33CBABBEB3ACABCB13C5B3CC23B0EBD1D3C12BD6B3CCE3B7BBC70BB59BC073CE73C1EBB8ABCA2BC3DBD9BBC6FBC0D3C28BDD5BBED3C2BBD49BCA1BC6E3C02BD78BB163DA13C013B7F3C663BA8BC533B1D3D193CA83BAB3C99BBDABC7C3A0FBB81BCAE3C583B933C143D013CD73CF03A863C8CBCA2BB9EBC0B3D27BC1EBC19BCFDBA40BC2B3DB4BB7F3BA93C5FBB42BDE4BBA83C5CBC5CBCD8BC1B3D7DBCF23CB43CB0BBA13BFDBC1E3CC1BADABC6A3C24BCAC3C3FBC09BC983C9DBCBB3C003CE3BCE1BB8E3A16BCC53C87BC4DBD66BCDD3C543CC53C17BCA2BC7C3B23BD513C0DBDD5BB843C06BC88BC05BD8CBC0BBCC73C39BA053C2B3D913C24BC03BB6A3C8A3C28BC40BDB53B8F3CBFB91CBBB03CCFBC8BBCEBBC6DBC7C3B85BAADBB2B3C80BB803B163CFF3B76BCF3BB40BC763C423CE43B0FBC65BCE83C8A3C2BBAD0BC9D3C0B3CCE3C91BC1BBCC23C06BB203804BD863B443CB83B7DBC433C08BCC4BBC2BA943C223CFBBB953C00BD153C14BBA1BC93BCB13CA23CAABCEC3C06BC7ABBDABCDB3A17BC56BCC1BB043B55BCA3BC673C1D3DDDB9713ADEBBCCBC1B3A373A8C3CB9BC6A3CD0BCA53C7E3DBBBAB73B393D10BCB3BC9E3C1A3D353DA93C073DD03CD3BC7A3C043D43BDA23B963B6D3CD23AC3BC76BCC7BC2F3D0B3D773CFBBBC3BB40BB4A3DA4BA86BCFA3B113CC538313CD8BC9DBC223D403C43BC193CC0BC13BA403CEBBC99BC273B163DDF3CDF3CB33B55BCEA3BAFBB1DBC3ABC8B3C8ABC84BC73BC8C3BE23CEB3B0FBDCA3C003C133CA1BC0D3C1ABBEC3BC0B9183C2E3C293C0A3D83BBE43B8F3B363920BD04BC443D8B3C743C70BA253BA3BB063B84BC4BBBA93A77BCDFBBAB3C21BC0D3DFCBB633C103B223CD3BCB83BFBBC9ABCB1BC313CE1BC12BDFABCD33C263C983C923B303CA2B7AFBB093C1BBC04BDE73C843C1C3CC9BB27BC79BC7BBC8EBCABBBC1BB15BD123DA5BC81BC02BDDE3CEB3B8A3C09BC90BCE6BC4B3B38BD703D85BA38BCD93B693CAE3C623C6C3CB438AB3B873C0CBD1C3BE6BC8F3B963C39BC453C023C38BC7ABBD0BC883C3DBC4D3D82BB053A2DBB2E3D613C343D49BB353CB23C613B75BDB23C00BD673C3C3CA63C13BC43BDF53BA4BB1E3C9BBCB6BC9DBB883B00BDD7BA893C803C5EBC69BB703C95BCBB3CD9BA0BBC29BD8F3C323D9FBCA83C913A873C49BC003D5FBC8C3CBCB913BC44BCEB3BD93C003C423C28BB7BBB6D3B113D3F3CFE3BFFBC6F3C6A3BDF3C423C0A3BB0BB1C3D733BC1BC663C92BC073D1ABBEABB713C9C3CC4BC18BC53BC9E3CF13CBDBBD3BCD23CA73A773C2FBB7FBB163DB53CF1BCC03CAF3CA83CA23CEDBB973CB9BB5D3C96BBC9BCABBA2EBC18BDC0BC02BD92BBF5BC8E3C2ABC9D3BFABBEAB9C1BC43BD023DA03CBC3C22BC0E3C8FBC293BC03B01BD4A3B11BB123D2C3C97BCCABC0EBCD73B7E3C96BA773CE1BBB3BB3C3CCB3CF73B9B3CA93CCCBA0D3B9D3CCB3CFD3C15BB0EBDD83CAA3C8DBCE3BA01BD31BC6E3CF43A36BCDE3C6CBBAFBCC4BCE83C93BC4BBB97BC98BC77BC053CF9B9D43CFBBC2BBA11BC253C5ABBB0BCF9BCD33AC4BCD83BC8BC693C27BC92BB90BC87BA34BA053CE63BCBBCA8BCC3BBE9BBC4BC79BD9FBBC3BAC9BA80BC363BDE3CEBBB953C063C34BCEB3B5B3B8B3B8D3CCAB8183C93BC1E3D62BC0DBBD73BC93C33BC4ABB0E3BC63B893C66BC09BDF6BCA03C593CF9BC77BC8D3D1B3DC03CD03BC3BC94BC903CD53C993C863D61BDAD3C513C87BB2ABC853C3CBC42BA10BC653C9DBC11BD38BB0EBBD8BBEA3BEABB83BC0A3C18BB3FBBD3BCFCBBAF3C113DD6BB64BBBBBC21BDC7BBDFBC23BD18BB233CAD3C423CF0BBDD3B00BD483A483DC0BC9BBBC53BCF3A8DBCFDBB143C9B3C0DBDB5BB8DBB7DBCB93AA3BC43BBC6BC8AB93A3CDABB043D923B3C3B5BBCE7BC1D3DBCBC58BBA0BCB4BC7CBC283C253CAA3C38BC31BCA4BC0CBDC6BC9EBB8A3CCD3B90BC6C3BE63B78BB6E3CB83CE53B6B3C283C0D3D31BC123B3F3C923C51BAE43C7B3C413D26BC0ABC833C053DD03B0DBC68BCF7BBC03C73BC8DBB81BC413D1C3C9A39BB3CD53C06BD31BC2ABC79B9C6BB133BC83B083CDABC923C55BCEFBB4EBCADBCAD3CF73C81BBB63C663C20BDC4BC793C1ABBA0BCF03CDE3B8C3CA2BC28BCABBA2D3CCF3C9BBC2ABD16BD08BD77BC063D183CBF3C613C613B973B84BC4F3B363DCA3C43BCCABA08BC953C82BC52BBF2BC843B0C3D013CCA3C373B1F3DE1BB37BCB7BC15BB903B983C683CF43A0CBCA93C3F3C44BCB5BCF0BB2F3C1F3C9BBC3ABD69BC46BBA63C023DCE3C533D013C40BCE73A3F3B58BC0ABD213C813B86BC4D3C813B133DB7BB1BBC373C30BC98BCEFBC2C3DE73B20BD933C3D3C5FBD663C95BC873C563BB73CE2BB053C77BCE0BC23BD273D1C3C333DAA3C1A3B72BC28BC6F3CBEBCC33A893AD2BC203CB53C2D3C74BB29BD21BCC83C90BA143D10BD1EBD933CD63CECBC6DBC9D3A13BA9DBB84BBD43C81BCCE3BEFBB",
      torch_tensor_32_torch.bfloat16_3: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_3: "0x02000000FC3BD1BA2EBD2E3C19BBBABC263D853B173D783CE6BC893CBEBBE43B39BD27BD943C22BD413C6F3B75BC0BBCB7BC84BC813C4A3C3B3C823C40BCC13C2FBC1ABC56BB8FBCEEBB71BC9DBA9FBAA53C9E3C9ABC06BD0BBD09BBCDBAEB3ADABB17BCAA3CA63A063C9DBCFCBC5DBC00BD153D643C9E3BCE3C2D3CC43936BBAABCE93B80BCB3BCCBBAA33CF13A71BC703B193D7C3C78BC9ABCE2BC833C80BC06BD98BC033D1D3B003DDABC233C823C42BBCFBCEEBA193C223DDFBCA6BC0FBDE3BC103BBDBBDBBA843C77BB66BBA9BC6E3C03BD573B853CD73B323B293C973CDA3CC73C84BC813CFE3BC9BC11BD723C8C3C8ABB20BDA13C1D3C0D3C09BCB53C88BC563CA13C29BAB4BCEDBC893CBF3CAF3C913C96BB9FBC43BCFCBC1BBB1B3BC7BB753C0D3C3BBC60BC293B053C81BB883CA5BCCA3C403C26BD3A3C043D2EBC17BC593CE53B93BA893C363C87BAD4BCE4BB0ABDCBBBAC3B503C823C0539EBBB3DBD24BC943C94BC6D3C71BC90BB54BCA8BC363C1ABBF4BBD1BCF1BB92BC14BD1F3DCABCF53BB63C31BCB6BCB3BB333C143DE4BB1C3B323CB1BC5D3B973C9FBB743B043BF63CAFBC9BBA143A083D3C3CD4BB183DBCBCE5BC213C93BC4E3D453C283C9F3CDC3CF6BAFBBC76BCCB3C82BC0DBD263CBEBB1E3D063D17BBD23BD93A053CC0BCD03CF63C973AC5BC1B3C1ABCD3BC12BBD3BBCA3C4BBC57BC24BC5BBCAF3CC43B85BC55BC9BBCA4BB433C77BB21BCE0BBD43C3E3C473903BD613CBC3C243C8F3CAFBCCA3C1BBDCEBB0D3C85BCC83CE6BB9CBACE3C7E3C953C07BD1F3C9B3C87BCFA3BB53CBBBCAFBC853C77BBE4BB483C0ABC1F3D3D3CA3BC8CB9A73B18BD31BCC3BA85BB733C25BCB63CEFBC24BC63BBA0BB44BDAE3C3EBC15BC553BFA3CB13B983B04BD49BAC63991BC963BFC3C10BDF13966BCA63C0A3CA4BB2D3CD8BB0DBD9C3BE73B2FBDEC3C44BB933C9DBB143CBC3CAFBCBA3C20BB013C4F3C84BC6A3CF83C03BDFCBB8BBC47BCA8BC8D3A35BCEDBCBF3C8A3C293CE4BC6B3B2B3C88B9E7BCEB39D23BB3BB2A3CBDBCBD3C803CDF3CCF3BEDBC983C3A3BFCB994BC843CF6BC693C6DBCBEBC3CBA703CDF3B78BCE6BC113C183D3B3B23BD873BA43C14BD30BCAB3C05BD5C3CD13BE03CF4BC313C993CF0BB2A3B9C3C72BC8EBC433B273CC4BC7ABB2ABDA33CA2BCA5BCA63CD13CDEBC35BC713C2ABC04BC8B3B4DBC82BC453BDCBC9BBCD13BFCBC81BB3ABC8BBC7D3C00BCE0BCD6BC16BDA63C69BCAE3C02BC233DC9BCB6BC36BC1DBDEFBBF7BB903CCBBB8CBC4EBC3FBC823B0A3B24BC1EBB843C19BC03BCFDBB42BC82BCF03A523C7A3AF4BCAA3C14BBA1BB0A3C0FBC41BBDA3C113B5A3CABBC39BC9DBB9F3C29BC8FBBC7BC013C233CF2BC643DCA3C85BCD1BC073C833B86BC13394D3B023C263D153DD3BCE4BCB93C9ABC4F3CC2BA44BCB0BB59BD1CBD363CC8BB44BD3D3CCE3A41BD973CB6BCA93B0BBA2A3CA4BC48BB8C3C85BCB63AC8BC74BC9E39A8BC783B04BD9D399D3CCF3AB63CB23CD13CB6BCAEBBBEBC76BCF93B753BD7BBA63BB63C0ABC333B01BC52BB20BB30BB203C293D1E3C103DB0BAE93B063BA13CEE3CD8BCC63CEBBC1EBC283CF8BC283DB5BB23BDAB3CA03C83BB853C413C21BB6DBC553DF1BB6BBD033CA73CC6BCF33CDCBC1F3B52BAFBBAA1BB36BCB1BC793D4DBC95BB6C3B4DBCD239403D98BCC5BB853C753BE3BA18BC40BA52BD813C843B09BD793C113D8BBC7ABC52BC513B8DBBE33C1F3D36BC99BA9ABC1FBC3CBB84BC3C3B8FBD9FBB9ABBCFBCD33B8DBC323CB23A983C0B3C01BC86BC683B183CF7BCBC3B323AAF3CB13B073A91BC2CBCB5BCA93CE6BC99BCA53B823CB8BBCFBA0B3AAD3BD9BC893CC2BCB6BC893AB93C8BBCA0BBE33C87BB23BD163C49BCE8BB473C773D83BBFCBA94BBA53AD5BC27BB32BD063C723C7ABCC63C4F3D3BBCA9BC143C1FBDA0BCC33C9E3C4EBB07BC51BD01BC98BCC7BCDFBBDA3C963B53BAFFBB5B3BF5BC2F3C03BC833B18BA24BC81BBFBBC673C8C3BC03A103CE3BCDFBCC6BB043CC0BCB2BA28BC95BC783C9B3C0B3D5DBC9DBCAABC9DBD1BBBCB3BB43B113B76BC9DBB60BDC2BAC9BCA63C873805BD993B003D8E3A90BCFCBC18BBEA3AB23CD9BC91BCE83B1D3C2E3CF1BC8FBCBA3C0A3BA5BC543CCEBCA13C01BCD1B9D93B1FBAE3BC3CBC8B3BCD3CBC3CA6BB263C6E3BB0BAB4BCCBBC88BB08BC10BC913CD73C10BCD7BC98BC603CD23B08BCE8BB203B8CBC84BCD2BC963B12BDF13B3FBC1FBD4B3A3D3C81BC0DBC15BDC93CE63B9EBC753C02BCF73B793B52BB41BB953C8EBCBBBC18BCF9BB88BCA2BC09BD42BC4ABBB7BC453BE43C903CA53B27BC8F3BD33A993CA7BC93BCC3BB1C3D043C243D333B99BBB9BC05BBBBBBBEBCA13CF93C4AB9B23CEE3C75BCC43B21BD36BCBABC6EBC97BB403C0CBB143CFDBA8DBB8D3C1FBC2F3C15BC56BC33BC3A3B95BC6E3B8DBC8CBC9D3C2DBCE43C27BDAB3C9E3C2B3CDD3BF43BD73C92BC8EBC863AB1BCFD3B123CCC3BC83C123D3D3B193B003C6FBC3A3CF9BB513BABBCB23B743BA43C7CBBB93C123C8CBC4F3A003DE43A863C403D0BBC9ABBD63CBF3C0BBC55BBDEBC29BC963C2F3CEA3CD5BCF43C793C7B3C43BC8E3C1C3C533CE9BC3E3DC9BBD7BC183CCEBC953B7C3C26BBE73BCFBC4FBCEC3A2E3C9C3BC93CA7BC633C013C7C3B8ABCF4BB1DBC6B3CEF3C703B34BCF83B883C433C92BB363CBEBB8A3BF43BCCBC7F3AF43C73BB963B9B3CFC3BC13B8CBCD7BC113CA73C5439DA3CF5BCEC3CE03BFE3B973C583D8D3C0CBCD73CE6BC143DD93B523BFEBC25BD11BDF63C9D3CB73BD73B863C32BCABBC0CBDB83C733CEB3A08BD9839703CC8BC9A3CB1BB0EBCD03A5CBC17BD",
      torch_tensor_8_32_torch.bfloat16_3: "0x020000009B3B193D8CBC3B3CA7BC2FBB0CBD293C33BCF7BCF3BB30BC3BBCE7BC56BC993BCE3BAC3C8D3B3FBC16BBDE3A88BC17BACD3C5EBC92BC84BCBFBB96BC22BBF93C663CA73C5CBC09BDF73B45BC04BD04BDA73B28BCB43AB03C763CA53C133D6C3C893CE33B8A3BAFBCAEBBB13CB03B5E3C213DD8BBAABB233CB13B80BC533DF1BAF33C4ABD3ABC453CDC3BF2BBB83B97BC26BBE83CBD3C74BC9DBC123CC2BB3D3DAF3C13BD01BC1EBC1ABD56BC9ABBD43AFB3B8A3BCC3BF33C303BBDBCCC3BED3C26BB1F3B6A3C7CBCF13C0B3C50BBE03C35BC17BDB03B1ABCA73A93BBC7BB84BC513C15BC923CB0BC39BCDD3C85BAE93CF1BAF53C6CBC60BB09BD713B273D35BD35BB973B12BBC63A8638513BBD3CDFBC94BCABBCFFBCA3BBD13CFA3AC0BB45BCFDBA8B3C4E3C453C56BC07BCE73BF3BCE1BC9ABB7FBC603CF9B8873BFB3C443C073BF7BB8B3B7EBAF1BCC7BBF93AB73BEF3B0EBBC0BB03BD5D3C1CBB59BCD5BA873DBB3B073CE03CCABB34BB6E3C47BC55BCBDBCAF3C973AF1B9B9BCB1BC383D9ABBC1BCB13C753CA03CAEBA323BCBBB8F3CBB3B5BBCA0BCE0BCA8BCD13C183C2DBB86BCCF3CE2BC943C0B3C34BC1EBC83BC633C383CDDBCB3BC863C8A3A263B13BC063CB63CAB3BA4BB733B803CD4BCFDBC1B3D963BCE3C98BC9DBC8C3BB3BB8FB9043C0ABCB23C91BB3C3C06BCEABC38BC303C793C28BA20BD9EBC07BC1BBD",
      torch_tensor_8_32_torch.bfloat16_2: "0x02000000993B7C3CD2BA2F3C0C3D4DBBBD3AFABC47BDE83C913B7D3C793CA0B96ABBE1BB90BC363C8CBA86BB9B3B983C96BC7DBCF53C5CBB883CFD3B19BC46BD533C4E3C03BC3FBDFAB9D1B931BCC33B2C3CF0BCF7BC1CBBFBBC0E3C3A3D053D573C003D8BBC293A1A3BAC3CB4BC8A3B093C79BC25BC86BCDDBBEEBCE8BC99BB403C773BA1BCAF39D6BB0ABC1FBC9C3B7B3CA43BE83CE53C0E3C5EBC88BCFABC4E3C013C03BC7839EABB943C0B3D0FBD953BB0BC1BBD453CE83B0FBB793BE13CC33C1FBBB53C73BCC1BC09BD0CBDB8BC19BD18BC043CAEBC453C003CE23C9E3A9E3C433CE63C53B914BC8DBCA7BCB23BCABC85BB54BDE73C3F3C0CBDA23BDC3BABBBD8BB0CBDCFBB89BC48BC993A2B3B8ABCA93C953CBABC023DDBBB483C1ABCBE3B1B3AC5BCF3BBA33BDBBB1A3C4E3CECB9FABB363C3C3B87BB88BC23BD0D3DBB3C65BCA5BC4D3C6DBC1CBD223CC9BB8ABC023D203D473C9A3B143D1B3C63BCFD3B11BC523A8D3C4E3D8D3AF13B6F3CE4BC183C163AD1BBC9BC1B3DE8BBF03AB9BC6BBC05BD82BAD7BC9B3CDBBC3EBD52BBA83B9F3AF73C973C873C03BD35BBE1B77DB9EDB91A3D6B3CE63B9B3BA93BC23B053D5B3DC33CB63C37BCECBC3D3C973A2ABD84BBF5BCB6BB8BBC9ABBCFBC70BB3CBDBABCC0BC08BC2D3CCEBC933CCBBC8CBCDBBC1CBDC8BC87BCC1BCD83B833C4EBC5CBC963CBDBBB7BBE33C133C15BA46BB",
      torch_tensor_32_32_torch.bfloat16_2: "0x02000000EF3C413C283DDDBBE73C853B9B3CF4BC9F3C5D3C1DBCD2BCEA3C4EBCDD3C5ABC41BB813C743B173CCBBCC1BC543CC63C3ABBC43ADBBC8E3C9C3C4A3CB83C843C8C3C90BA9DBB9BBCF0BB96BBF1BB8A3C393D96BCF3BC5F3B5BBB503C073D6D3C223C2ABDD63C0EBD163BB63CC33C103C6DBBECBB19BCF53CA3BCB1BBA6BBFCBA003DB7BC613C413CC33C55BC03BD023C5D3C84BB913C0ABBD2BC573CD8BCB5BBB2BB393B443BE3BB613C59B9F03B17BD7FBB29BD05BD173D873CBF3BDF3B10BD923CAB3A06BD063CFC3BDE3B0BBD4FBDC7BC043B9E3B253C633C0FBD243C5EBD193C4B3C913C7F3CE53C3A3B623C533C84BB04BC513C513C6F3C493B1ABDB5BC723B173D76BC423C823CB7BA45BAB8BCAD396CBCC73CBB3B12BD293D82BCB03C063D1D3C5DBC87BC333C05BDB13C9ABCA0BC313D0FBDE5BCFFBC80BB153DEEBB5BBC1A3D543C0EBDA2BCDABC34BCB4BCF5BC08BD8D3BCBBB96BC6DBD90BCEF3C45BC1A3B1F3DB6BBAF3BEABC13BCEEBB4BBB6EBB803CC3BCE93B88BC3F3C5E3B033D9CBC133C1F3C233B7CBC0ABD1A3C913C583C26BC15BD2B3C873C033D63BDBFBC61BC06BDD53AA9BCE73C1ABD75BB6DBC02BDCC3C733CA83C1D3CB73A9B3B3BBCC5BCC83A753CAABC503BC6BB733C1DBB583C843BDFBC86BC1BBD1E3C943CE03C50BCB1BAC73B223DE7BC2BBD2F3C933B923CCC3A20BB003AA43C02BD8ABCA33A793C0D3CB4BC11BC063D19BC1F3D78BCC03C64BCB13C3FBBAF3A1B3D2EBCA5BCBA3B8A3C803CBFBC943C333C043D463B813CC13A2F3BC83C3DBC6A3CFB3CAEBC0CBD513CBBBCCFBCE43C73BC96BC95BBCBBC1ABC413C43B8CBBC313CF5BB38BBA3BC51BB3ABB6A3C003ADC3CC93C5F3C3B3C1A3DB43C863B31BD173C113C25BBBE3C87BC50BC76BD0E3B49BC8C3C533B113D7C3C523CA53B5F3C153DD9BB2E3D90B999BC1BBD17BC18B7BBBC0CBD79BC043AD8BC133CE83CD2BC47BC98BB12BC02BD333D233C1F3C043CBC3C16BC9BBB85BB3E3D4B3C0FBBD83CDF3B4F3C26BD2EBC92BCBA3C203CDFBC8139503C303C193BE13CACBCC1BCC0BCC13C93BC5BBC0E3CABBCF4BBB13AF9B960BA21BC59BCC8BA673CA93CC23CCB3C543C153DB03BC2BC3B3CBF3C443D8ABB20BCA7BA253C723C60BCF43BE9BB47BB4A3C263DB73B80BB933C913C9E3CCC3C533BB83BB7BB79BCA0BC84BB2EBCADBCF53B58BD32BC97BAFE3B3CBCBBBC01BC1EBCF8BB1BBAD1BC3D3CA3BC89BA963C05BD95BC8FBCB9BBA73CA0BBBA3A8FBC9B3C43BCF03CB7BCF3BCF9BC52BC80BCC8BC543BFABC5F3BB1BC67BB5CBD773C143C24BA19BB46BC50BCF53C18BC0FBCCABCE73B94BC3C3AC23B893C5D3BE73BA5BBAD3C953B423C603D943C85BC373C64BBFDB9E2BCDFBB78BC03BD0C3CDB3C363A073CC8BCB0BC2D3DF8B9E83988BCA3BC1ABDE7BABBBC823C0538EE3CAABB15BD903A1C3D243D123C8EBA66BCE63B8B3C29BC193D7CBC9F3C77BBB33CE9BB443CBF39463BE2BC0E3C683C99BB863C933CDE3C643C083D96BCEB3CA0BB74396C3C88BC81BCD9BBDEBADEBB18BB423BBD3C38BC47BC0E3C633CFFBC56BC40BBAE3C16BBF8B797BCB4BBF13C7D3C11BD4DBBED3B243C91BC77BCC7BAD539CB3BD8BCBC3C123D86391FBD533B95BC193DD0BB3F3CBBBC1E3C1F3D233D0DBCC4BC553BE03C0ABA05BD9CBC82BCC6BCB9BCAB3C053B9BBC2BBC813BA4BC3F3CA03BC63CB1BC1ABD9C3CCE3B3ABD76BC45BBED3B91BB89BCA63CAEBC00BDF9BC983B69BA263C1ABB9B3C0C3CDEBAEF3B343C27BD69BDD63CC43B823C383D9F3B953C773C823CE5BC0A3DEDBCE13C90BC5ABCF13B0ABB18BC393CDABA643BBA3C1C3D83BB07BCD9BB513C0EBDA0BB473B8EBCC23C9A39F93C923CB0BCCCBA613C81BD0EBC21BD29BDCB3BAEBC1FBDD0BBEDBC673B663CD4BAABBC4D3CB1390BBB673CC5BC02BC3CBCA4397ABC49BB373D6ABC3ABCF8BBEFBCA33BBBBBA3BB19BCA43BC73C6FBDAB3BCDBCC63C0CBD4CBC8FBB4A3CB03C9EBC3A3D643C093C0E3D913BFE3B06BC13BB02BC993C83BC643C06BB303CB0BC58BCB53CD43C4CBB963B87BC3FBC62BC193C85BB023D54BCC43CE4BCD43BFB3B4B3B31BDC8BC46BDD63C5F3C4CBD8F3C2ABCB3BC2C3D8ABC06BB91BC01BB9D3C153CC5BC47BC4B3C24BCB5BB1D3C553CC73BD03CA03C343D433B483C92BB1FBCC339163AF33BE6BC19BC903B143D773CD4BB93BB5BBC38BC2A3B42BD0FBC97BB3D3C40BD71BC983C01BCA0BBCDBA81BC3B3B963CD53AAB3925BD693B9F3C3B3D08BC853C813C123C0F3CD2BB2CBAF53BE1BC8D3AE33C96BC03B9B5BCF13BE43CC03A02BDF1BC073D033DDFBCBF3CA8BC11BD92BCEDBCB2BCC4BA5BBA58BC19BC043CA63CEABCAABB243C133D123A893CC7BC97BCABBC4ABCBEBC41BC883BFD3CFD3BBE3B263D243C15BD11BD583CCCBB093A7C3D05BD643B0B3DC4BBC33C80BCD4BCCB3C913C53BC333B93BBB33CAFBB39BB22BBE2B88D3B583C603D2EBCC63BB43CCCBC70BB033C2ABD15BD2C3CCB3C95BB033B2C3CDABAB4B9313C9CBBC83CF53CB2BB1A3DA9BC69BC82BC223C4ABCECBB083C88BC2DBB46BB7D3C0ABCEFBC97BC0ABDF13B42BC083CC53CC9BCB33CA83C163D0CBC8E3B44BD0CBD933CE1BCF2BCC73CD6BCA93B7BBC573C72BBC1BC2CBD60BA233CB43B7A3BFE3B9C3C0BBCB4BCD73A803C313CFABCB33BCA3C2E3D0C3A54BC88BC09BD6DBCDABC38BC88BC8FBCC13CBCBC97BC78BACCBB753C7EBC423D4DBC243C44BC4C3C8E3C94BC5FBC89BCBCBC7D3CD8BBEDBB1B3C733B593BA13CB63B24BBB3BC853CF43C83BC52BC28BC38BB493C223C6DBCB83AAC3CCCBBEC3CD1BC59BC233C71BC0FBC4EBCC7BC",
      torch_tensor_32_torch.bfloat16_2: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.bfloat16: "0x02000000123D843B04BAA33C9D3C9B3B983CC03C263CC33C04BDF93CD1BB213C56BCA93CAA3C803CCABC93BCDEBCD63B193A1ABC653C8BBC98BC9ABC1CBD9BBC47BD8ABC7B3C423CE03C4BBD963B72BB71BA81BBAD3CB33CAB3CFD3B973CB2BBE3BC093D533C7F3B0BBCD23CAB3B71BA3E3C8ABCBA39583B123C083CB6BC8E3CA23C783BCABB20BD0C3D68BCEEBBEEBCA4BB89BCAC3BE73B4B3CBFBCEF3B943CFE3B223D8FBC3DBC20BDA3BC0F3D4B3B223C07BC9B3CD1BC783BD93BE7BB923AD33CBB3C3F3D7ABB953C3FBC1ABD8ABC83BB5BBCC13B923C9A3C873C3239073D353CAE3CBA3C0E3CBF3C813CEF3B1F3CD1BB513C543CF03916BDE6BAB53C67BB23BB0CBB433BD03B97BC653B15BDE03A34BC9D3C0E3CD4BCB9BCCBBB86BB9FBC123D5EBB18BCC1BA36BC31BCE4BBA5BC48BD1F3C063D76BA2EBCDF3B5E3C433CADBC6C3C32BD9CBC01BDE43B6EBC4FBCE53A18BCE23C34BCD6BC8DBCA13CBB3C9BBBCDBCDF3C0E3A1E3C6A39993C41BCFF3CE23B003C4C3C40BC26BCD43C23BC9A3CEE3B81BC0BBD77BC883C613CD83CA9BCFCBC043B35BBAB3C33BCD4BCAE3BE63CA13B913C1CBC463D5EBCEFBAB1BB033DA4BCD5BC85BC0D3C94BC443D213CA53CA8BC34BC573C983BCABC6E3CC5BA62BC0DBC853C88BC13BC14BD1E3D8ABCA03C323B5BBCD63BB9BC6E3CBC3B0F3A943C54BCBCBC983A45BBC8BB693CE1BCB83BD6BC00BCC2BCD8BB68BC4E3D733CA8BC4D3BF8BB0D3DE63BA03C4B3CF23C943B02BD0F3CE83C433D61BCFDBCAEBB68BC2C3C33BBE4BC1F3C643BF13B1ABDB2BB013D3A3B0C3C8C3C3FBCD03A95BC74BC0DBBA03B8DBC78BC623BFA3CB33A303C70BC75BC6BBC08BD92BC1ABD66BB11BDB4BC563CD4BA843CADBB72BCC6BC0CBBB13B703C603B4DBDD83C42BD4E3B17BDD73BA0BCD23C4DBC2EBC6F3BFFBC373C1D3C1CBD62BC99BCA8BB42BCB43B2BBCB7BB943C4E3B67BDA73C3EBCCF3B0CBDE23B9CBBE83B2CBD933B95BACABC003B93BC0DBD43BDC63C28BCDC3B8D3C4ABC37BC3FBD6F3C24BDE1BC81BC3D3A59BCC23C49BCFD3CBF3BE7BB8CBCA3BC24BD543B10381D3DA6BAE4BCC4BCA6BC1EBBE43C0C3C8CBA753B9E3CD3BAB6BC273C23BC273B86BCEE3C52BBB23BAEBCB23C013D603C6DBC623B33BAE13BF13C6BBD28BC7BBC023CA63B9BBC87BA4EBC11BDBCBC16BC19BD4FBB8ABCFFBC9D3BA4BA10BD553DE5BB053DCC3C45BB4A3CF03B7DBC76BCACBBD23C53BC5E3CEEBCC0BC263C343C6DBC1F3D953C55BC213D14BC6E3C4ABD92BC24BBF7BC68BB65BB8C3C793C06BCE8B9B63C7FBC12BCA7BC5E3C8D3C763C5F3CB2BAEEBB4A3B573C08BC803CE8BC8C3DD6B86C3CB4BC1BBD8DBC303DE93C6A3B91BC00BBBD3CEE3C6CBC67BC33BDB63B183D453842BC673CEA3C3ABCADBC4C3C733C823C713CBF3CE73C053CB53C973C7B3CA8BB833A4F3C00BC133D703CACBBB33C7EBCC9BB813C8EBA8FBBBA3CCFBAD53C00BD7EBCFF3B3EBC03BD72BDD13BE4BBB5BCCD3B02BD46BCD83C53BCEF3CC2B90B3C91BC683CD43B8F3C44BC023D71BCBABBEB3B28BBE7BC8E3CAEBCD3BBD63CCBBCEEBB5A3D3B3C8239603B81BC95BBD4BCA2BBE33CFD3BF2BB073CCDBBD83CA0BB043CCE3CE1BC063D083C70BC43BCEEBBF7BC5F3CE4BCBABB36BB023C433A62BB98BCEBBC52BBD13B993CFFBCFB3CD73CF1BC94BB7C3BA83C403B03BD8CBCA0BAE73B72BC0F3C2FBDC43C473C863C883C2BBB323B593CCE3CDF3C40BC52BBD13BB0BC853CA7BCF1BC093D87BCA1BB3F3CA9BBD5BC76BC2E3C3C3C5A3C9ABC2A3D6E3C173D9C3B98BB073D37BD3BBC4ABC27BCAEBCEA3BC03B46BC203D72BC83BAC6BC733C823B39BC8ABC213B53BCB03BB9BCE53C473D573C9DBC5ABB15BDF13CAE3ADB3C53BD763C6B3CA1BCE5BB363C9D3C14BC3C3C8CBAF33CD53BB3BBC13C293B51BBC0BCB3BC983C833CD9BCF83C273CEC3CEBBBB9BB71BCC53C56BD80BC78BC383C883CE93C23BC813B33BB2D3CB33C67BB8ABCFE3C733CE2BCDF3BB3BC743B633CC73CBABC0F3D673B05BAD3BC36BC443C1FBCC03BE7BC2DBA023D18BC973C4E3D87BCF0BB02BCE4BACE3CC53CE73BD5BB11BDC73C2FBDA4BCA3BB57BC3CBDC73BD2BC3A3B863CD5BCA5BB19BC903B643C503CC73CEEBC143CADBB13BD77BCBCBCE5BAFFBBCABC9F3CEDBB22BC133BD0BC263B013DAE3B50BD593C78B93ABCF1BCD73C033D6F3CC83A2ABC71BCB93CC03C0CBD3CBCAE3C6B3C1E3CFC3C043D913CF2BC13BA13BDBFBC0ABD7B3C55BB9E3917BCB03C1A3A63BC233C86BCF43C0D3DC3BC5D3CABBC4EBD103C8DBCBE3CCDBC74BC103D9C3CBF3C293CD6BB3FBD853B1F3C153CD03C95BC5C3CA8BC893C493C82BC8D3C8CBCF4BC19BD2EBDB9BCC1BCE3BB85BC2C3CD43C95BBF8BCB23CC3BCC6BB323C8C3CE8BB393CA03CA93C0ABCB93CB7BCD0BC22BC643CCDBBE13B32BCCBBAD93C13BC22BC9F3B44BCEDBCF1BC91BC0EBCAA3C8DBC653B533D54BCAABBE3BB2FBD1BBA863CAC3CB1BCDCBCA53C193DBC3C7B3BC9BCAB3CC1BCC2BC15BD63BAC6BC8ABCCC3BB73B833C41BBF0BB8B3C84BC213C283C8DBA46BDDCBB493B803C923C28BDD43C343DEF3C1B3D03BDBEBC423CBABC153C87BC813C083DC4BCCEBCADBC43BDDABA4AB881BB0B3D35BC77BCF2BB033C0EBB233CCEBBCFBC193C2E3A89BC983C553CF83AB53C113C103C093BBDBB81B94F3C91BB223C733BA33CBC3A2D3CA83CAABB043C67BCCC3BBEBB993CB93CC13B70BCBF398BBC9F3CACB9653CEDBC1EBC77BBCCBB383B5C3B5D3CDC3CEFBBC6BCC13CC0BC9F3A343D4C3D983CC2BB663CCBBB80BCB5BB1FBB063DC93B043DC43CEABCB0BCB6BC133DED3C253DE43C85BB383C6EBC153CE1BB13BC043DAEBC5E3C95BC1A3DB3BBD6BAEB3CB83C5C3CBE3BEEBCE83AA33A113CEFBB5E3C9A3CDC3AD53B2FBD99BBD3BC9EBCBD3AF9BB1D3B68BC2FBC54BC0F3CAFBB0BBDBF3B9EBBBC3CF5BCD43C8DBC6EBB213C293CE739233D2F3B9CBC6A3C8C3CB5BCB93C9CBC78BCBDBC523A923CD23B75BC19BD49BD45BD97BCE63B08BC0FBC99BCCABC993CDD3CBE3C1DBCE43BC63CF2BBDBBA36BC01BD74BC1A3C70BBDE3CD9BCCABB663A1CBBA7BB2FBC6E390ABCEEBC49BCC9BC4CBC16BD4CBB97BB97BB493CB3BC94BBE8BC39BC28BCFCBC853A27BA153CBB3C87BCBABBA03BCFBC7FBBAE3C033CF439B3BCCCBB5FBCB43CDE3C0C3C3D3C2EBAF33CA43CB83B06BD5B3C8DBCEDBB2EBCB2BB23BC86BBCC3A723C8ABCA23BB43B76BC403CFA3BC2BB283C9DBB0EBDD03CD6BCC53CA4BC2D3CA5BBCC3B953C86BCDC3B863CA63C263BE7BC9E39A1BBF43C9A3C1F3C163C28BCD1BAB23CB7BB603C9D3CE53CF23A873ADC3C5FBCE03C48BCDDBCA6BC67BDB8BC7D3C0BBCBCBCC3BC3ABC2A3C203D74BDC53C83BC20BC68BC173C5D3BB13C003C8DBC7ABB213B8FB8DCBC0BBD373C973C2FBC783D38BCE43C383DF5BC0FBCECBCC63C85BC23BD633C17BC5BBC9EBC3FBD533C8EBB0E3C173D0DBDAA3C41BB1CBA2CBB343C403D2C3C55BC9B3B8ABC90BC813CA73A2FBCE73C5ABCE73BEA3BFDBC1F3C95BC7BBB923C4C3C92BBE1BCB03C54BC80BC54BC4F3BE6B937BD033D7CBCFAB9DDBC11BA233DD13CC13CD0BCE63C4E3C1B3C1E3C9FBC08BDEF3ABBBC06BCF4BCA2BC5ABCD6BB2C3CB2BCCB3C08BCD4BC33BCBCBCBC3B13BC28BDD53B7DBC463D82BCD1BC87BC1D3C0FBDB5BC98BB2DBD2A3C4FBDEF3C2D3CA9BBE5BC91BB543CBE3C383C1E3D233C153D14BC9C3B84BCE43A773BA33C833BB33CB1BC903CE4BB3CBD6A3BB7BB89BC69BBD7BC4CBD7D3CA63B0DBD0A3D26BCAEBA79BC94BB513CBE3C4E3CF53A74BC643C783B9CBC51BCF0BCD2BA2BBC0BBCC4BCBFBCA1BC003C063CB6BB353DC43C95BC143CE43BD1BC95BB933CABBCBDBC893C19BC00BDC93C0CBD7CBC5F3C5FBCA4BCBC3C823C18BC923CF1BCD3BCF13B3ABBCEBA523CF33B993B103C35BB0A3CECBC8D3B0BBD813C7BBCD0BC4FBCE8BB113C5F3C6A3B073DD9BCBD3B6C3A66BB0ABCEC3A793A08BDEB3C4D3CB9BB23BB0A3C0CBD69BC09BCB93CB73C25BDB13C903C023C1DBCBBBC453ACF3A5E3CC33BD5BB9E3BF3BCEC3C553CF33CD3BCE63BD33C5C3C383C873C4C3B30BDDDBB993C99BB81BC1C3C823C17BC153C4E3C7F3AE13C823CA9BC79BCE0BC04BC9FBB46BDC53B38BDB93CEE3A7E3CB2BBA63C8CBC263C1C3C8CBB3A3DBB3C98BC7BBC63BAB5BB073DA63AD83C27BD5DBCE93C1BBDE13CC23C86BC5A3C5ABD453D02BDCC3CA5BCE73B26BCC6BCA53B46BDA33C033D0F39E33CE63C57BC273C9A3CC9BBADBC503B983CB4BA0ABD84BC843BC63C47BA67BB7FBC45BC0F3C3D3CB73CB03CA63BA53C423CDDBB0D3C06BB393A033D99BBA4BC3BBC23BD92BB7CBB183C843B2ABB62BB99BCDB3CC4BB51BCA9BC0A3B2DBDCC3CFCBBE4BCF2BB02BDBF3B04BD90BBE73CA43CDD3CDA3CE43A0F3C133D093C923C9D3C23BC9338893CEE3B093C8FBC7CBCCA3CEF3C51BB6ABB6EBBD1BC8CBB603C033DBD3B6A3C43BACABAD5BCCE3B613BE13C50BB0CBC17BC16BCA9BB8B3CB9BCED3C1F3CB3BC4CBCE1BB4BBC893B64BB25BCAE3C903C033C833CD93B5C3CE5BC7BBCF43C443C22BC563910BDC43C463D3E3CAA3BD5BC273C123B2D3B85BC7A3C95BCF4BBF3BCEA3BC5BCBCBBA3BC903C283C813C04BC99BCF03B633C833B03BD31BC84BC8CBC29BC003C29BC653C63BC7DBC983C2F3C233AF1BC93BA41BA603CDCB8113A6DBC543B67BCBA3C8D394A3C853CB8BC87BAD6BC7EBC143DF93C23BDA0BCD73A2E3D7C3B3D3C18BC29BD84BC033B893C62BB073D39BD50BC633C1E3CD63B963BBABC5D3C92BC91BC46BB983BE03C8F3CDDBC05BC27BC393C4EBBCF3B2E3D343D23BBB838EFBCBC3C1B3D05BC22BD2F3D3ABCBB3C4D3C403A043C89BC82BB5CBC06BDD1BCF4BB81BA0ABA683C31BCBC3BC23BC93CFABB07BD88BC89BC903C26BDEC3B23BDB23B21BDF6BBD73B563D8DBB1D3CEC3CA1BCCCBC46BB543CA5BC0F3D8E3B51BC26BC03BD43BCEF3C32BCA43C1FBD5C3C06BD013D333C0FBC2A3CD5BC92BAB23BBFBACE3CC0BC7FBB4FBB06BB47BB0CBD9DBCDA3BAEBAA73C4B3DA93C833C893C033B6EBC0DBC1A3C4E3CF9BC06BCBABB1FBD20BB98BCC7BBD8BA60BCE83C2ABC64BC8C3C3F3C48BDBC3C68396D3CBABBCC3CBE3C103D473BB13C7CBC473DCCBC5BBCA43CBCBC4C3C4A3DDF3CBC38C5378AB88F3CB83C283B0BBD3A3C323B273CDDBBA43CA03B5EBCF9BC37BCE2BB213DC5BBB7BCE93C10BC293D34BC623CAEBCA9BC32BCABBC5BBC8ABC88BCBB38953BD23C0D3D5EBCC6BC683CF9BB453C223B55BCECBC36BD77BCD4BB833C6ABBE03BF2BB4CBBDC3CEB3C253C613C0AB992BC3CBC99BC8E3C893B00BDBFBC133CF63CD0BCAABCECBBEA3BD7BC42BD44BD3EBC32BDB13904BC8F3B513C073C9DBC15BC38BBAE3C933C4D3B783CB73BD43CD23BE53C15BC9A3C65BC16BD46BC0FBC033C06BB6FBB18BCAEBC733A17BC3FBD083C63BC823C97BCB03C563C9BBC26BDBEBCC93A69BC883C0C3D93BCA83C30BCB6BB95BCFABC10BC3A3C4FBC35BD8A3C973B87BCF13C2C3D1ABDA4BCC6BC88BB4CBC6B3CC33CBDBAC6BC6DBCD03C7E3CD33B1FBD26BC76BBFEBB3239E5BCB63C193DB93C9B3B663C423BE6BC83BC2E3BE73C92BC973C17BC953CB7BCDF3BB2BC22BBC43B63BB013B4A3CCABC1B3B11BC193BD2BC",
      torch_tensor_64_32_torch.bfloat16_1: "0x020000003CBC8E3C91BC84BC6ABA25BD93BBD8BC593CAA3CD8BCC53C0EBCD3BC523C5ABC173DA33C93BBFFBA12BD2EBC6F3C703CE9BC9DBCC6BB38BC613AC1BAC9BCD93CBD3B3FBA06BC8E3CDABC5CBC08BC48BC68BCD93CF03BFA3CE9BC333B4ABCBC3B833C9F3B023DB83B0FBBB9BCB7BAC0BBDD3CA73CFB3C93BC31BD963BD0BC7DBCCF3C11BD4E3D4FBC773C063B93BC383C1BBD02BDAE3C33BC333D53BAC93CF43B82BC3C3DDDBC113C283D273C773C71BC52BAA3BCBA3BDC3C883A7D3C113DEFBCF83C373CECBAED3BC9BBCE3CD93CCE3C04BC803CCC3C3F3DB53CC63C653C3BBDC5BC4CBC69BC85BC41BBC7BCE83BE03CAF3C20BD743CEC3C753A573CA73C8BBB5D3B18BD83BC1EBD313B0E3D1F3C43BB213D21BB02399F3B35BCA03C9F3CA93C373B033CF53C9ABCCABB75BB07BD173BE7BB45BCBE3CABBC323CAA3B92BC2F3A0D3C3CBC9E3C093CB83CB43C7C3C09BDDA3BE33C20BBB03BA6BB163CD9BC4BBC173C79BAC0BCA9BC02BDE2BC23BC96BA683CA03C98BC1A3C61BB3A3D3F3BA3BCD6BC03BC603CB2BB473CD7BBC6BB043C0A3C00BD8AB9E53C9C3AD43C8CBC79BC1ABD9ABC463C34BC48BC3ABC5DBC813CA83B29BCBCBC343DC53BDB3CD73B6EBC843D4E3CF83A063D37BC8CBBD6BC68BBEB39CA3C943CF2BAE9BB463CD5BC9CBCBD3CE0BB4F3CEC3C463D18BCAC3C253C523CCC3C643C29BDDDBA0B3CB63C2ABDA3BC92BC3D3C4A3B043DFCBA643B923C62BC893C27BC8DBCC13CF7BCA0BC833C633B943C473CB6BC753C78BBBCBBB73CC0BCAD3C92BC583CC5BCCE3B0EBCAEBCFBBC893B4FBBF2BBC2BCFFBBEC3C8ABC673CD5BA9EBC4D3B5E3CB83C49BCA13BBE3C223C853C8B3CF2BCCC3B56BC3A3C183C1EBA24BD76BBC0BCA33A88BBCC3C0E3DBEBBA33C283C6CBCC83B09BC9CBC683CE63B913B20BB4C3ADEBC253C1A3DF7BCEF3CCB3CE3BB993C66BCB63CFEBC8CBC883B3ABB28BB5C3CCB3B1FBD21BC23BB713C24BD863C6B3BC9BBD5BCEE3C5BBCBABB45BD42BCD33CE03A483BD03C503CA83A9F3CE33B84BB103CB13C08BC63BC43BC8E3C433CCCBC203C0FBD0FBD22BCAC3CC7BBF93AE2BBFEBA90BC8DBC72BBA63C04BD16BD1CBB9E3C58BC233B0DBCF53C533BE53C333C393D38BDE53CDE3B3FBD63BBEA3C7D3C95BCF93C4E3B543C14BB203B72BC993A383C853CDE3C2ABB9C3C96BB183CF1BC96BB4E3CCFBB1A3CAABBFCB78DBC6CBC4C3CF03A8E3C213C8D3B88BC0CBCB13C4F3CE1B7B23C8F3C143D413C3D3CDF3CF63B8C3CE1BB923C25BC823C41BC593D05BB1B3CF13B84BBC8BAACBC863CB33C92BC4E3ABF3C2FBDDA3B27BCD33CC1BC4DBC6C3C33BAF1BC233C35BB4DBC03BD2F3B183D063D8E3C5ABAF03C173B0FBD2DBC06BDE43B3D3CC93C923CD0BCA23CC93B953C5F3ACD3CFBBC12BB403C53BCB03C4EBCB1BB2BBBB93C47BC9DBB6D3C8EBB153DD53BED3CEBBA95BC04BD78BC413C4ABB313CB3BC0DBCFFBBA1BCC2BC0C3D1C3CAEBC3A3CDDBBAA3B86BC72B9723C6B3BAE3CD1BA9EBCF23B1E3DC2BCD23CD0B8863CADB78E3B06BD44BC1F3C0FBC0EBD6ABCDEBC65BCB83CD33CC23C19BD853BF53CF83B8A3C103D4CBC953A27BD91BC203B76BD28BC02BD3DBC48BCAFBBAFBC8BBC3F3C83BB11BCF4BCA9BCE7BCC73C0EBD1D3C67BDB3B8ABBC8FBCF7BC92BB283B92BC3F3C973A1DB73CBC003C513D55BC4FBC313CDB3BE43C52BC703B3EBA243DEB3CEC3CB43CB6BA483C403C423C5CBC993AE239A5BB033D193D06BCB0BCA939BCBC0E3D093D163B513C03BBE1BC26BD5FBA1D3CABBC963C4D3DD5BCC83C783CC8BC34BC1CBC923C0EBC7D3C0D3C7D3CC6B95F3C5EBCBB3BA8BBA83C9D3C073CE8BBDBBC233D253C813C4ABC32BD86BCEDBB9D3CA8BCC33CEFBB85BCDC3CC13CC13CDA3CAD3AE93C2EBB7BBD3DBC593C593CF53C423DE53CBEBA4ABC7B3B103DB83B883CB5BC753C643C533C4CBC73BBA13BC43BD4BC633CA1BC87BC0D3CDA3C4D3C0ABC20BCCEBCF33CFE3C1B3CB43BAC3CE03CEE3C01BC05BD98B9E1BCC7BBF93CD63CE23CCAB9E3BB8FBA6B3C3EBD4CBC4FBCB3BCB0BC8DBCF13B09B6993C263C6EBAC6BB3D3DE3BCA8BAB5BC733C9D3C5EBCA4BCDC3CC1BC8E3B623CD23C193C373C1CBCBA3CA03CCCBCC83C3BBC71BC143C79BD163B1B3DA1BC5F3CC3BBE4BC93BB653D95BC1ABCC93C9DBA3D3CEFBB1C3DF13BCD3C2DBC8C3C0F3B11BCB93C52BC553CD3BCA8BCB8BC373C993CB73BD7BC4EBC9D3B23BC12BDC7BCE2BC58BB0B3D81BC163D62BCF3BC43BC643B823C943B433C3D3C7EBC28BBBBBB263CEDBC8D3CFBBB7D3CE33CE23B79BC1ABBF33C89BC353C10BCDE3CF7BB5FBB503CD8BB95BCE93CDA3A4D3B16BC53BC9ABB413C963AB3BB29BD3B3C223D5ABC0B3DE8BCFB3B9FBCF1BC473C06BAD3BC5B3C783BACBBDA3B3CBCBE3CDD3BAB3C51BD713CCEBC793B153A1DBCEF3BDF3BCE3C87BC06BDB4BC02BCE1BB023C153C1D3D85BC58BB1D3C51BD153D6FBC17BC01BA033BE43C1B3CE7BAFDBBBBBBC1BC1FBD073D363B3ABCA63C413C86BCC7BC44BC51BDF4BBC23B4FBC5ABCD23CC73CD9BC2E3D96BB843C98BC773C5D3D99BB0FBC9A3CB13B42BB0CBC823B5E3C9E3CA9BCBF3C93BCCBBC60BBD1BC883CFABBAB3CD83BBE3CB43C493B83BC103A043C8E3B473CA33B26BCE03C683CE7BCD73CAA3C233C9F3C5D3DA43A9DBC03BC36BD99B8C2BC683CB6BBD43A503C053C953B7DBCBF3BBABBF03CE7BB233C88BC9BBBFF3BF03BE5BC95BC063D5BBC923C513A2A3B6ABC993B843C033D023D4ABC03BBBE3C233C9EBC5A3C283DAC3CE33CD53C903B18BD113D733CC2BBA7BB12BDD7BC3B3C943CACBC1CBBA43BA43C063DDB3BA4BB9F3B7A3BF7BB9F3B173DFF3B4B3B203B1B3C04BCAF3C413B553D8E3CC9BCDFBB9BBC0E3D17BD8FBCEBBB9E3C3D3DF63C8C3C90BB673CC0BCBC3CB0BCBABC6BBC633C7C3BFABB303C56BC903B0D3CA03C1B3B16BCA5B9DCBC5A3D733C8B3CC13A8F391A3D2ABC1FBCB43C913C74BC18BC8EBB5DBC60BC0A3DFBBC8FBBEC3914BCA6BC953CB8BC3F3DB63C65BC5B3B6ABC37BC173C3B3CC1BBE33CAC3C983CB73BACBC62BC28BCC63CC8BC163C563C7C3CED3B15BCAABB363D56BCDFBB7DBCB83C86BC97BB233C98BC843CC33BF73B22BA75B9953CE0BCC9BB8DB9863CD03CAE3C9ABC9ABC60BC41BDB03C8D3ABFBCF4BB81BD79BB253C2DBCB63CF63C053D2EBC87BB203B9BBC4F3C053D02BD4ABC81BC873C31BCD13CC8BB01BC0CBD82BCB03C0D3D743BA73C163DBB3C1D3C5CBC633BE0BBAE3B8ABCAA3C253D43BC1FBC813C863C52BA53BCD83C293CE23C423B793C313C1D3BBFBCB63A0A3CA03C95BC18BDD93BBA3CD43C803C6ABC16BC24BC9D3BE13CC73C1DBCEABCE8BCECBA24BC153DEFBC013CAC3C7D3C163A4FBCB43B9ABC763CE13CDBBB49BCC0BC96BC3F3C1ABD283DFDBC2B3C8A3BBE39C1BB0FBD953C2EBB013C6EBCC0BCB93B0A39CE3BA33BC4BC63BAAA3C093D0D3C18BD573CC43B673B2FBB6FBCAE3C89BC09BD583CFBBC983CB8BBAD3C3ABC56B8FDBB32BD8FBCE33CDCBC3DBC14BCC838613B04BCE2BCAF3B823B95BB4F3CE13C203AD33C223DDB3B4FBBDB3C06BC723C05BD48BCBCBCADBC0C3DB13CEDBB8A3C863D8E3C0E3CBCBBD63CE23ADABC22BBACBB3DBB84391EBD83BCBCBCC43CA23CB5BBEC3C4BBDDABC303C6EBC5DBD383CF63C2DBC51BCFD3C843C1BBC3A3DFA3A9B3B8ABC08BC94BCC13B3ABC0EBD8B3B933C2FBC393BDE3CC73B2BBBDFBC623B91BB1BBB123D0CBCE03BD33B21BD66BCF93AE1BBD73C88BB27BD343BA7BCF6BC1B3D8FBC43BC593C173BE3BC8C391ABD89BCF0BC25BB063D06BCA2BCADBC2CBA9ABCFA3B87BCB9BCD5B9673B063D23BC4A3C5E3C20BC31BBC53B8FBCDD3CE13B4CBC0BBD763BE03C0BBD66BCD9BB273D4C3CD23C37BC91BC31BD88BC4BBB1CBC2E3D293C9B3CA1BBD13C063C07BD923C2BBA0DBDBCBC09BDF53B9FBC3B3CFABB7F3CA73C82BCEBBB0C3CF0BC5DBD933C97BC783CA03B24BDBA3C3DBB4E3B9E3CEBBB35BCE83CFFBCFF3C9BBCF33C80BA093D183D7ABCFBBB7ABCE23B703B3E3C7ABC153DC5BB69BCAEBC22BCFDBBB83C32BC953A69BC68BC00BCEB3C133D54BC8E3C95BBB13CF6BCC83CBF3C273DC2BA41BCFBBB4F3BCFBCA5BC4BBB4DBC673CA0BBC73B763C5EBCBFBCFF39D0BC0D3D2B3C003B6CB9FB3ABA3C423D883CC43B45BCB23BA4BC893CB63BB43CFC3BE8BC0CBCC5BC4C3C07BB11BD22BCFC3A0BBDD5BB49BC6B3C93BC7A3B93B96B3C0BBD43BC94BCA63C003C7B3CA6BBA7BC06BC2DBCA23BAC3CCABA0EBCC13C8F3BF8B79FBC18BD57BB1BBD76BCBE3B883BEDBA103DFE39E6BCE2BC37BC023D79BCFC3C87BB41BD6C3BC13BD0BACBBB73BA6B3B35BC743B0F3CC4BC683B97BBAEB9F4BC0BBC82BC87BCBCBC093DE5BC463C173B03BD32BBB2BCABBBC23C9FBCC63C7C3BD4BB5C3C8E3C6F3CB73CFFBCF5BCD7BA56BC123C143B873B2A3D0FBC29BD5B3C343C923C5BBCAF3CE83CD63CBDBB0A3C10BDA8BA47BCBDBC04B9943CFDBCA3BC0B3DD43BD93B70BB513CD8BB253C983CE93C0C3DACBC333CD53BA13B6DBB0BBDCF3B8A3C48BC1B3CA93B59BCD43C2CBBBFBBDD3BAC3C2C3C243D1DBC473CB33C4ABCE43CAFBB483CCDBC853C1B3D513AB6390EBA37BDB5BBC93BCD3AF3BAE83C033DCDBC7ABC963BF5BBE93B88BCEC3BA5BCBD3B093C48BCC5BC103DB73B233CB4BC653C2B3B053C94BCA6BC0E39DCBBAC3CA03C2EBC683CA73CCC3C0A3C74BC8C3C07BA01BD453CDEBC0EBB083B3EBB0D3D53BC96BCAE3CF4BCBF3C493B813C853B86BC023CE5BCDABBDEBA68BC323A1ABD4F3B273CCEBC6ABC12BD3F3CF3BB96BC87BCC9BA263CD53BCBBC603C7EBC19BDC23C2E3C9B3C9EBCD23C85BBD0BBCC3CE7BC563D08BDF2BC2DBBEABBA7BC91BC1ABC89BAB63C29BC8D3B023D093CEBBB583C503BA03A143DB3B99ABC89BC083A813CC6BC193C51BC743A6C3C963CCBBB003CCF3C9CBC23BC0ABA0C3C573C13BD263D41BD773CEDBC563821BCD43B0C3DAFBC5FBB9FBC943B8D3CB8BB1E3B813C98BAF93AB63CBA3B55BBBABBED3CB0BC1C3B9EBCAEBC18BC613B82BBAB3C6E3C013D45BC123C223CFCBC4ABA70BC863DF53CAD3CA13C07BDC5BC1FBC283DDC3CA4BBC63C08BD893CC9BCAE3B49BDCDBC253B9CBC2A3C34BC03BDF73CC03C97BC273D6BBCD3BC83BC60BB30BD6A3CA13C6FBB0A3C0ABBB93BDEBA8E3C113CBCBB933CF03C97BC203CA2BAD13C9ABC793CA5BCDB3CB3BC6C3B23BB13BD89399BBC563C0ABD143D4D3C33BC18BAC43B673C823C023C353CAB3BACBB9B3CD93B05BC35BC8ABC853B87BC313D67BCBB3CAFBA8BBC5CBBD2BC953C9C3CB83CD63C713C743C243C793A073CE6BCA93BADBC2A3CF23BD4BCB7BCA33C82BCADBCD2BBE3BC283C31BAC63CFABC353B43BAC5BC563CA8BC2A3BC2BC89BCD4BBB93CB2BB133CB53CA6BC243CA73C37BD5C3B4CBC953C85BB26B9AD3C30BCE3BB09BDEC3B433C48BA553C60BC21BB973C8ABC04BDC33A303D8FBC84BC2C3CA2BC18BC913C553B183A65BC9E3C303C273C07BD85BC0B3C43BB3A3DF63B31BC16BC8D3CAE3BE7BB65BC8FBCD73C9EBCB53B33BC73BB103B123C293AB9BC653C60BCE5BCD33CC1BCDDBBBEBA7CBBC8BC8D3C1BBDD93B6FBCB83B953B033CA8BC2A3C283DCABB993A8DBBE9BC5BBC14BC05BDCC3C03BCE63C33BB8ABB",
      torch_tensor_64_32_torch.bfloat16: "0x02000000D43BD93C1BBB06BCB43C983BF8BC58BB063C96BB71BCEA3BA2BB033D8D3B35BCB13B24BDF9BC243B863CA9BCC53C8DBC773B3DBCFEBC893C8FBC193C83BCBB3B19BB55BCB73C0CBC25BD1A3D113C02BD893C9BBC083DD7BCAA3CE7BBC2B99ABC2C3B4ABC123C27BCA93C0B3B84BB2D3C1A3C88BCB9BC83BC893C11B81BBDE4BB24BC4D3C2C3C2B3D03BC2E3D83BA0DBC033AB63BBABB243CF13B71BCC23CE23C26BC093D73BCAFBB1CBD813AA0BCF9BC673CAABC1CBCA2BC0E3CF3BB013C593C433C9DBCAD3CC8BC253D7CBCAEBCCDBC143CA03C0DBD0BBD0EBDBEBCA2BCC63B48BCA53C8FBC0DBCD5BBE23CD83B9C3C9D3AA73C28BC383C843CF33C7FBC53BB20BD393D16BC2F3C9F3CF6BC47BC4FBA133D12BCA0BC58BC2EBCD4BA1BBC133B6D3C9CBC08BC80BC1A3C923C193C713B35BCAA3A163C1BBC86BCC5BB6CBB9F3CF1BC16BC6DBC533C77BC623C43BB52BC323B8ABC7E3C91BCF83B8CBBA7BC42BC14BCA13CED3A0EBB123DB53CC93A963CAC3CFE3BBC3C6E3C0CBC06BC77BCB6BB81BA643BDFBBF0BBCDBBF93C94BA55BCADBA373C043D16BDB83C4C3C3B3C02BDC9BC953C173B20BD3C3D463C053CBD3CA83CA0BCCF3A6F3C0EBD25BB66BC5DBA523C973C4BBC85BC283B8339C23B1EBDB0B8A9BC9EBC1F3B1C3C563C983C9C3C073A8A3A1E3C91BB993C5FBCDABC903B40BA0CBC67BC09BBE83C253CEFBC663C97BC633CD53B803DBA3B9CBC2E3DC23B1E3D63BC1FBA97BC043A47BD7CBCC53C35BC5CBC113C42BBDABA8A3C783C8F3C1BBCAD3A493B13BC1BBC31BC033C00BDF63CC93BBB3C84BC073DA33C8C3C853C773A9EBC8DBC95BB5E3CDEBC173C3FBC54BDA33B023D713A81BC35BCA3BC1D3CCB390EBB3EBD82BB06BC7D3CBA3C1D3D2E3DA3BBA6BC913BDC3CD5BC123DD33B6B3C9BBCA7BABABCB2BC873C6B3B2D3CC3BB263CD8BC07BB823C4DBCCF3B223BADBB52BC193D2CBC263BBF3B9B3B373C02BD593CB3BC84BC78BB463DEFBA4CBC69BC93BCBCBA75BC363CCC3B5DBB82BBD4BB08BDCDBCC7BCFA3C0F3BD43C22BD82BCFCBBAEBC103C423C8F3C4CBC5D3CA93B5ABC443B083C13BC0D3D8C3CAABC77BD27BC3E3D003D213D233D0C3CE43B123CB3BC413C3FBC97BC66BC333C3B3A97BCD33CE2391A3C26BC09BD233C573CB1BCA53C0D3CCFBCECBCD1BBF937C8BC01BC44BC6B3C5ABB2F3B86BB013921BC823C04BB333B443A053C973B15BDABBCD3BC1EBBCC3C0A3BFC3BA2BCC33C223D0DBD23BC633CD7BCF33C0BBBBC3C953C853B0DBC0E3C10BC843CA9BA9F3C5D3BF93C6B3A1BBD723C9EBBB33C243CBE3CD7BBEB3B23BC9C3C4FBD13BBEF3C1E3C35BC6CBCB23CE33BDEBCA1BCB9BC053ADCBC8CBC7EBCA4BC8CBCBC3BCE3B8F3C02BD413A5BBD863C1DBC183C533C22BAE33C43BC84BBA6BA2EBCB43C6B3C363C91BBF23B86BC293CD1BCD23B893C093D45BCE0BC1FBC833BE0BC1B3B61393CBB5E3C00BB44BD9D3B49BBC43CBBBC5B3BABBC4D3C1C3D82BC0EBCB3BC1D3D7ABC14BD0F3CB33BBA3C2ABC03BC963ACABC87BB693C83B82BBCE83CB4BA013C0FBD273C1EBD3D3D55BCB1BB883B95BCE93C073D07BCA23CBABC16BC9E39A43C793C34BC58BCBC3C803CFBBB4539BBBBFABC633B8FBAF6BC3E3BAEBC57BD643B5DBC203D15BCDFBC9A3B973CBBBCBE3CD6BB84BAFEBB123D2EBCE8BC17BD943C88BB473CF23A503CA0BB14BB553B81BD773C243C633C4B3D5ABC34BC93BCD8BB213C34BCB83C2F3BD5BC32BB76BC9ABB003D99BBC73CA53BDC3B40BC7F3C903C813CBB3C753A8BBC423CB73A2C3C3ABB283B8C3C1E3D87BCAE3C34BC11BCF7BBB8BCAD3B9EBCA6BCA6BCB03CFC3BBF3CA93B3C3CCEBC85BC9F3B213B453C1D3C88BADBBB0F3D3FBBBCBB403C21BB8D3BF53B073CBD3CE4BCCB3CD83C32BC87BC08BD093DF33C2DBC36BC223CC33CB4BC553CCE3C123CC1BBF7BC4DBCB8BBF5BC88BB2B3C1B3CB8B801BCDB3CFDBC9CBC663C92BC0DBD35BC22BC6D3C93BC93BCCBBC99BC0BBCF63C70BC633C4E3D22BC453DA43C5F3CCDBB09BCD1BBF0BBBFBBC93C123CA33CE53ABF3CACBC943C33BC1CBD943B013C843C29BC2F3D3EBBD83ACF3BA43C48BCE83BB2BCBDBCF2BC4C3CB2BC5EBC74BC1F3C063B8C3CBCBBA23C8A3CF43CD83CAD3CA03CA53CC63C013DEC3C76BB9BBA993DF13CCFBB493CEABCF13B853C09BC97BBF13AF6392B3B86BBBA3C723CEE3C0B3C0ABDF83C193CD5BB323C16BDFCBAD23C83BC963B2C3BD83C273DBB3AB9BCD43ACCBC88BCD83C8DBC8ABBB9B999BC7D3C943A79BAD63BCFBBD5BAC13B0A3D13BDE7BBB03C3F3CCABA733C173CDC3C3DBCEBBCED3C9A3BA73CD73C74BC5FBAFEBB15BB47BB393CA739F7BC51BCD7BB963C4FBCB8BC943C84B93E3C6A3BC33C0ABD243C663C65BBECBC0EBD37BC213C90BB28BC22BD943AAFBBDCBBBD3CD33978BCC9BC253D0A3C35BCB13C733C7A3D70BC4C3B00BC103C50BC9F3B0CBDC73B87BB88BCCCBB663C9ABCDF3B473CFA3C74BC9D3C07BD0F3DFABC5B3C12BC99BC893C07BCA6BC84393EBC0D3B43BCB1BCE5BBC63C3ABDB03A443B373DE3BC27BDF83BC7BCE6BC083C903C0C3C97BBA63CB03CC3BAAD3A66BCAC3BBB3C303C86BCA2BC9BBC613B5B3C14BDFDBB093D16BCD93992BC97BCADBB5A3DD7BC553C523B753BB6BC093CB3BCD73CF13805BD36BD25BBBA3BA23CB1BBD23BE53BCFB9503CC83B843C5C3B2D3BBF3BADBB42BC8FBA283C6D3AAFBCFBBBA8BC50BCBF3B62BC883B013C663DEA3CCDBCBD3CB6BCACBC863A213CD03C993B203CEA3C05BD4CBC8C3B893C573CDF3C33BC18BB723C9ABBCA3B8A3BC2BC0D3D573CBF3B613C2F3CDBBC1C3B3FBCCABC913BA33B1A3D54BC903C19BD513C7BBB69BC38BDD3BC08BC9BB976BC7C3CDD3C4EBC12BC0D3D00BDAC3B53BBCE385D3C823C27BCC1BC36BCEBBC083D563CB9BA8E3C08BC11BD0DBDDF3CCCBC8D3A2A3DAC3C9F3C993CBFBB54BB29BDC03C003CDF3C513CC53C363B0E3DAD3CCF3B8F3B003DA3BCD3BC98BC55BB723CCABB8D3C21BB203A083C22BCB2BC81BB563C783C26BD0BBD35BD5BBCAEBB5D3C93BBF53CBF3BB43C51BB263C83BBA83CD6BCED3C15BD2D3CB7BCA73BC23C5A3C4CBC61BCFA3C92BCDD3B1EBB8D3B793B0E3A3BBC9D3C4A3C893CFB3B17BC28BD1A3D013CAD3CB13C5C3CD4BC4D3CC43B2C3D09BD42BC9FBB6EBC433CDD3C63BCBF3CC33CB5BCE23B7B3C90BCBFBB6C3CB03A16BDE3BB20BCE73BE5BC813B4ABCC13CE8BC9CBCD23BCDBC6CBC123B953CB8BC4F3CD9BB593BACBC213CC53C0ABB13BDA2BB11BDD0BCED39033CE0BC34BC75BC74BBD9BC11BCB6BC83BBC43ACE3CC83A34BDE33B2F3CAF3CABBB9D3B7DBBF23C2E3C3E3D45BC2FBC253CF13B54BC38BDDDBB9EBB9E3C9D3C0CBD9DBC293BD0BC9EBC4B3B5E3A97BC133C82BBC5BCAABCEB3CE5BB0BBCECBC66BD853C473D2D3D043C263C4DBBCC3BEB3AB93C92BC06BDAF3B05BC78BC333CF4BB7B3C66BB62BA23BB6A3CBF3C723C703CD33C61BB313B0DBD9F3CDDBC23BC893CC43CAA3C953BF3BC923C313C5BBCE23BBF3CA63CB63C063D8ABC8DBCCBBB13BBB4BCB83CC3BB243CC63C5DBDCB3A9FBB22BDA03B823B363BACBB02BD803C403C9B3C033C053D213D9BBBFF3A9EBC31BCF03C743C11BDD63C46BB98BC403C51BC6BBC8ABC2D3C293CBC3CDCBC123DD33CBC3C0EBDD43BA3BB0C3BA0BB92BA043D623C873CB0BC2BBDE1BC92BC10BA983BBF3CC43C3D3C173D96BC053DE4BCAE3B923C033C33BCCDBC823C0FBC28BC4C3DA13C603BE8BCC2BBFABB903A5EBC953C993B543C923C873C783C2FBDB53C6D3C5B3CA93BD2B9CABC06BDDEB9ECBCFE3BB83CAEBC6DBC8D3C1DBB0BBD01BDCF3C253CCDBC563CECBB29BCED3CF73C8E3C43BC2ABC8CBC043C38BC793CD4BCB7BB6FBCD539BBBC8D3C973CA73B753CF73BAE3C79BCC13C683CABBB4FBB973CF53B81BBD73C163D81BCAFBCF8BC5CBC953C9FBC7FBACBBB513CF03B79BCDABC23BD19BD6B3C6EBDB23C09BD13BCEC3A4FBC0CBCB5BBD4BBFFBC443ADEBCA2BB903C563C07BCF4BC4E3C383C3FBB913CFD3B383CC43A60BCB0BB64BCFF3B7CBBB6BB3BBB27BCDE394C3C743B333C90BCEBBB7ABA9ABC58BB413CF8BCEEBB90BCD23CEFBB763C50BC82BC3F3B003D2F3C193C0A3A70BC033D16BDB13986BCF43C8EBC44BC88BCABBC20BC373B2C3C323CE5BC10BCAC3C233C96BC2F3D20BD523C82BC21B979BB43BC003BBDBCCBBCD53B8BBB753C753DB2BC89BB8BBC7BBC1EBDD53C7A3C5B3AD03CC4BBE4BC433CFCBC18BC1E3D7A3C883BFCBB58BC7D3B59BDD23C99BC643AF83CDBBBA63BF2BB973C1D3D4DBCDDBC983AE43CFCBB293C7CBC853C973CF3BCB33B21BD89BCE1BCBA3C773BCBBBB83C623C093C9239C73C873CE2B958BCAB3B9E3AE13B30BCBE3C96BC473CA43C41BC3C3D2D3C063D80BC05BD29BCD9BA9CBC4C3D403CBCBC2D3B2ABB1CBCBB3B2D3CB8BA3EBDD63C7DBC65BCF23B8FBA963C21BC4B3BB8BB2F3CDCBBE6BC703C8CBBE1BBAABC7DBC563CA7BC05BCB7BC063BC5BCB9BCCABBCA3C1F3C67BC17BB22BCABBB54BC08BC46BB023C22BD11BCDDBC923CE43C9F3BA03A0BBCC53CC83A653C98BCC03B783B4EBC3FBCF4BB4E3B0A3D053DB43C943CCB3C58BDDA3CCA3B4DBC8DBC8ABB6F3C853BB5BCE8BB1A3C82BB33BC0B3C15BCF1BCCB3C50BC0FBD47BBA03CB1BAC7BC6BBB4D3C03BDB93C013CA7B985BC823BA43C9D3B77BCE03C5CBCB6BC993B8CBC12BC66BC893CAB3C023D8F3C0A3B8ABABBBC4C3C0E3D483D9B3BB63C83BCC6BC883C6EBCC1BC88BAB8BCC73A15BCD1BC2EBD713CE0BBC0BC35BDB53CF2B9403C3BBC3C3C81BB32BD063D22BDA5BBC33B023DD8BC963B46BB15BC95BB873C55BC133D15BD3ABB88BC7D3CB3BC403B693AB4BC2EBCEA3AD8BB293D1E3B9EBB4E3B60BC8F3CACBC253D18BD1A3CD7BA073BAB3C503DBB3C8BBA0C3CD03AB6BCE93B76BCC33CC03CA7BB2BBC203DE6BBD23C013D04BD2C3CC3BCC63CDCBBCA3B1CBC083BECBC3D3C4EB9A5BC6DBCC3BC8EBC19BD953C91BBE3BB803C05BC61BCE93BF73B1EBDA6BCE2BCAA3C42BD593BE33BE73C02BDC03BF53B0B3D20BC07BD8C3CB9BAFCBB33BC923CB43CE23C353CFCBBB2BA7A3BB5BC713C783DCCBC133CA8BCACBC163DB9BB4F3AFF3C333C31B8EA3CACBCAB3AE73CECBAFFBC60BDA2BB663C263C9F3BBB3C9B3C1FBB543CBCBCB23C97BB59BB863C14BCA33CEFBB76BC73BBC3BB993BDB3C903C6FBC9ABBA7BC16BCACBB9C3B9EBC84BC023D2BBB9DBBE73AC1BAFF3C11BDA1BC8C3C033DA9BC893C893D0DBD3A3CA2BA10BCDFBC43BC82BC62BC23BCEB3A683C0BBDBE3CE13C363BDABC93BC18BC8DBB8ABC36BB7A3CF13AF4BCB13C5FBC153BC9BBD2BB123B26BD493C183D6EBC853B68BCA9BB3BBC8DBC6BBCD7BC2A3B3FBCA73BD13C093D043D4BBA503C3CBDD33BB83C98BC293C96BC0A3CF83A9A3BBDBBC9BC283B25BC81BC97BC163DA9BCD9BBE43BC83C01BCBD3C673C67BAE23C0EBD5CBB5E3C9C3C873CC2BB893AC83C04BC56BAF1BBE13A2A3C983B5A3C04BD933C893B49BCAD3C403DD1BA7F3C5B3CDCBB193B8E3CB33CD23C1D3D32BC783C353BD8BC2BBCD9BC46BB963B193C9C3CEE3C3CBDE43A603CC83B40BC743C1D3CF6BCB03B2CBB6F3C59BCE23A1EBDE03CA6BC943C833B573C5C3CBE3C483C8CBC10BCF93C91BCBB3CB7BCB7BB",
      torch_tensor_32_torch.bfloat16_1: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.bfloat16_1: "0x02000000DCBC443C0CBC5EBCC03CEA3C9E3CE5BCA0BB0D3DFCBCE7BB61BC14BC2ABD48BCCDBB2E3DA63B2CBB653C93BCE5BBE53B3DBC06BDFE3BB43C103C053D333D20BCD03C9F3B273C353CD93C4F3C073B3FBC393B753C413BC8BC6DBBEEBBE53C173A53BC783CE3BC243D903CCBBC0C3C2CBCBA3B143CE7BBA8BCC6BCDB3B963CF33CB3BC403C833B09BDC63BB1BC283DAD3CE73B45BC7F3C34BC8DB9DABA1C3CAE3CE6BA543C6BBB363C033CDC3A90BCCC3AE2BBE7BBEFBC383CBCBC0B3B263CFCBC2A3D90BC87BC0C3CC43C1CBD7EBC9B3C553C9D3CD8BC0ABD6EBD6CBC023CB6BC103D63BC5ABCFABB053D30BA53BCC7BBAEBC2ABCB7BC9EBCADBB4A3C1B3B9FBCBD3C2ABDD93BA43CD4BB9DBC553CC4BB21BC6FBCEE3A1A3B2DBCA3BCEC3C4CBC0EBDC2BC873C86BC3C3C67BC81BB9C3C61BC07BD5CBC013CE53C41BA9ABB8DBB09BCB23ABF3C033D80BC05BDFC3B583C183DC2BB61BC4FBC10BC473BACBC27BCB43CB73B3FBCB4BCD2BB883BE4BBDD3C763B933CB63BBD3C6D3BF43C813B3C3D7A3B7F3B9E3CC6BB0BBD353C0ABBE33B253A92BA1CBDDF3C14BDBEBC933CA43C463C193BC83CA5BBAFBCCC3C143C3D3C9C3AFEBA623DBFBC1A39433BAFBB22BDAE3CB53C153BDD3CC7BCF5BCD739A6BC98BCC23C9F3BFCBB9BBCBB3C223B3BBCBCBCBC3C0CBCAABCE5BCECBC223C72BB473C193D953CC23C993CEB3BF1BBF7BCCF3C78BC0FBDB1BA283CFABB4B3CD13C7BBCEEBCFD3C3C3C903CECBB0F3C96BC3D3CC73C71BC6A3CCC3BB03BCC3C17BBA13CEBBB36BB093CEDBCD83CB5BC193D5B3B2C3C04BD113C9D3BAD3BD33C8EBC83BCF23C37BDC9BBFFBCFEBB12BD783C07BC903C13BC213BCFBCB73CDDBCF5B902BB99BC82BBF93A993C073DADBBF83B7A3B3BBA8B3CB3BB433D9C3C1EBBB7BC16BBE73C0F3C073B82BB3DBAECBBA43CF8BCC7BCA6BCCC3C78BC503B54BC453CA0BC82BB82BC2FBC86BB84BCD73B613CD6BC64BDA9BB153C0A3CBD3B2A3D143AA3BC763C11BDBC3C99BC823BFABA223D22BCCFBC6DBC2D3B563B883BEFBA093C383C1F3A43BCE7BC4FBC92BCC53C853C23BCB6BBC5BBA83C76BB8E3BBF3AE3BB6DBC853BE93BD6BC513CB8BC0FBD2C3DCC3B90BB9A3B09BD04BDEEBB363D2FBDBABCF5BC08BCBFBB02BCF738A13CDC3C2D3B3CBCC63978BB923C00BCEDBC913C12BDA3BC173BEF3CBBBCF1BC273CDDBC8B3CCF3BEEBB4F3C1D3CBF3CB83B81BC123C86BC8ABC28BDF3BB9C3CB8BC29BC11BC8DBBE9BC743C8E3C9BBCABBC423C893CE43BE33CA93C04BD48BB28BC23BD03BC8C3B38BBE1BC82BC10BD1ABD3A3C53BBE03BECBB0FBC27BC95BC44BAC03BB4BCCEBC51BC663D163C9ABC943C723C85BBA43CD23B8DBCBDBCDB3A613CAD3B36BB9ABC8BBA023DD93BB2BC753C133D01BC07BC5FBB8FBCB13A69BC2D3D80BC05BD3FBC843C063CC2BA69BB293C6C3A0B3C57BB303BD33CA0BCDCBB463C0A3D6A3C653AE23B7C3C0E3C103D97BBC83B963B3ABDC239C03CC73C4A3CFABC7DBB38BC30BC623CAC3C113CD6BCDD3BEC3CA13B9DBC223C193CC73C8EBB84BA20BBB63BA73C1C3C773C2EBC52BC433B4DBD8A3CDD399FBBC2BBD4BCBF3B493CB8BCD13B7BBCF2BC71BC25BBB73C22BCEEBCBDBC25BA1E3DB6BB7B3B72BCABBCEFBCA4B91BBD613CF03CB33CF9BA903C833C213C3EBD023CD4BCC2BB5D3D18BC90BCA1BC1CBB8ABB8BBADDBC563CE53BCE3C34BDEFB708BCBD3A03BC343CD23CDEBC45BC033D383CE2BC213CBD3CB6BBA33BA3BBFF3C083D233BDCBC213D443C563C163DF5BB8D3C0A3D08BC763B953B59BBB0BC683B7FBCCDBC3DBDA83C2A3CA03CDE3BAABA493C16BCA73CC6BB75BC753B363BCD3BE43CD2BBAC3BDFBC00BD333D143D3B3B513D573DF4394A3D9C3B00BCC53C943C8DBC92BC3ABCA4BC223D0CBC03BC74BC6BBB6D3B173CCEBB6D3AAD3B4D3CFEBBECBC463C023DBA3C13BC8DBC193B413C07BD9FBABE3C553B063C373BF6BAF4BC54BA03BD363DA1BC193DA83C8A3C203D39BCD23BCABC343C583BB0BC8F3B2ABC0BBB22BDBFBC3D3D963C3D3C343CE3BB8C3CAA3C20BC8B3CC33C653C583CD1BC5A3CB8BCA2BC1B3C48BC2BBDCFBCB7BC153CDA3C043DF1BC17BD7A3B1F3D3D3C3138E7BB27BB15BCFABB8F3C3A3C45BC07BDC33C4C3B2B3C5B3A5ABB483B123DD9BB80BAED3C973C0A3D54B9733C9A3A5C3CA7BC153C393CDA3A8E3B97BC41BC72BCB6BB623859BC1BBBC03A19BC42BC5E3C43BC8EBCA83C4D3B1CBB6E3C66BC6BBCF53C833B2B3A12BD03BD25BB4E3C2DBC62BA1C3D21BC313C94BB32BD58BD053D7F3D26BC8ABA833C76BB3D391ABB35377C3A5E3CA93B133C743C8C3B88BB61BCF8BBD33B06BD0E3D1DBC0DBC7E3BA4BC1BBC27BC0C3CBBBB2E3BA3BCFBBC2C3CFA3C483C5BBC253D593C173B823CBDBBDC3ABBBC8EBC42BCDEBC1CBC7ABBBCBAD73CD03C1A3CD73C7EBB5F3C0FBB78BBBD3CA1BB093CE7BC963AC2BB06BD0BBC193DA6BC853BBEBA4CBB4D3CCB3B1A3CE43A93BC503BB8BC043DB33CED3B99BCD1BB503CECBB9F3C1EBDE43B84BC003D86BC97BC8D3C0BBC943C293C60BCA73B2CBC5CBD13BD063C073DF03B09BDBBBBAF3CDDBC213B243D6C3C78BCB33CAC3C19BDC939713A09BCBFBA16BBF1BC97BCB23B0FBB6BBBA3BBDDBC813B663B23BC6ABC613C063B143CEFBC1A3C7ABDBDBC103BA73B0FBD043CBEBCB6BC19BC983A27BC0ABD86BABDBC18BB4CBC3EBCEA3C06BDF93B063C183B68BC2FBC1A3DC83C663AACBCD53C1EBCC93C383CF83C5B3CA2BCF13CE23B1FBC97BC5FBC1A3D28BB25BDC83CCDBC5FBC243CECBB51BD0DBC0ABCB73C9E3CC9BB103D043C05BDEC3B283CFC3B2ABC3DBC2FBC",
      torch_tensor_8_32_torch.bfloat16_1: "0x02000000D73C183CB63CAB3AA7BCA3BC9B3B283C93BB00BD683BECBC0EBCDD3C29BCC1BCDDBC233B593B2FBC2B3D0F3C2FBCB83CAC3C443C2ABCC3BC8D3C44BC173D013CBF3C633C38BDC83A653CF53C753CF9BB103C243D983C683CC9BCB73BF8BC0C3C99BC33BAA93CF93B45BBF8BC0BBC8FBC153D913BF73B17BC26B9033C3DBDB93A81BC093C6BBC7BBB8BBBCD3C18BCB53A213C523B1EBC0BBDFEBCAE3C02BC6CBB95BC92BC03BD0C3CD0BC0A3B1EBC5ABCD9BB4DBD613C033C34BC39BD7A3CDBBC9A3A73BC4CBCF7BB143D49BB493CD23CC43C29BA6B3A52BC2C3CCB3CEFBC1C3C873CF43C0539FFBCDFBC7FBCD53C07BDAC3C91BC013D63B9463C7E3A87B9E8B94439163CA3BC33BB603C19BD113CF6BC303DBDBBD43B1F3B42BBAB3C31BC9CBC16BDF2BB8ABC82BC0B3CE23BAEBC423D95BC86BC6E3CC63B36BC2C3B103B1F3D453C09BDF2BC5ABCAFBBA43C1FBC8B3BF73BB53C84BC563BFC3CF63C1D3C033D6B3BE93C8DBC51BB2EBCDB3B86BCBB3C3A3C20BBC1BC0EBC54BC473C923A283C4CBC0BBC40BBC6BAB9BCD1BB953C543CEFBBFABC183C413DB43CC33C803C493C65BC04BAEDBC6D3CE6BC3C3C8D3CF5BC38BC1B3DC8BC013C3CBD223C8DBC303DB43C9EBB5EBB393DB1BC21BD39BD56BDC9BBA3BC9ABB223CE2BC96BBA23CB2BC91BC533D2FBC233B9ABCD0BC5C3BAA3CC13B383C9BBC933BA53C313D51BCBD3B",
      torch_tensor_8_32_torch.bfloat16: "0x020000001FBC873CC6BC703A073C8EBC413D433BB9BC15BAA03C163C7D3C523C02BDD93B513D99BBF33CBD3C733CC3BB353B44BCA63C073C06BD0B3C3FBCD5BB75BC923BCD3A8F3B113DCDBC86BB9CBDC33CDD3A7EBC023D99BC64BC06BD23BD47BC78BCEB3C9EBB753C0A3D20BDC8BB623B783BD2BC733CB53C9ABCD93A8C3C28BD9BBBD2BC2D3C0CBC5EBC6BBB0A3B36BC413B503A52BB5FBC95BBF5BC943B193C1FBBF6BBDC3A1239C8BB983CCE3C363C1F3C5FBB253B943C1ABBFCBBE73CA8BCD93CB0BB94BCF1BCD3BC0D3D893CAA3C74BCAABBA23CD7BCA5BB343C97BC903BC1BC1A3CA53BFD3AD3BC13BD42BC1ABC9C3C133BA13C04BD82BCA73C513CE2BCD3BCABBC0EBD983C14BC49BA823CA8BC3B3C0EBD4D3BB3BC54BB10BD613BEABC1D3ABC3BD63A9C3A8BBBE5BC18BCF1BBEDBCB33A04BA323C843C47BBC63C8CBC193C483B6BBC8D3C993CE23C993C43BC1B3C063D7C3C8339933C5A3CEB3CA7BC103D9A3A5B3B9CBAEABCDCBB70BCFFBC98BC483B84BB0BBCDC39853C9DBC1EBB21BD043C8ABC94BC4EBBBEBBE93C903AD03C07BBA03A403C923A1C3C6FBBBD3BC63C87BCA8BC153CFBBB053C34BD44BC36BC0A3BDF3B273C92BC87BC443B333CB8BCA1BC1ABCEABCB5BC04BD523C943C19BC67BC9E3CEF3ACEBC823BEA3BB03C603C54BC95BB22BC99B974BB073DA63B6E3B313BB33AB9B987BC483C80BAFEBC9639",
      torch_tensor_32_32_torch.bfloat16: "0x02000000BD3CCBBB1FBB32BC8F3CEE3C003DE13C8F3C3B3C8ABC5C3B71BC1F3D853BC13CC8BB8B3C29BC70BCB03CDC3C57BAA1BC633C103D6D3C923B003CB3BCA9BA11BB9FBCCF3C63BCA33BB6BCB9BB043BFEBA593CFF3B49BDD93C1ABCB8BC3F3CC93A1CBBC33B0E3B5E3CEA3C14BCC8BB093C0D3C9FBC323DE4BCD23C36BC33BB5EBC19BD23BA7EBCE4BC3E3DDEBC483A89BCA33B21BC3A3DE43A0C3D813CFD3BB8BC1CBB7FBBB53A51BC83BC92BB013D47BA123CC03CD23CA7BC663DC73BBDBC88BA933BF83B2DBB6DBC1F3CD73AE7BBE5BCE9BC8EBCEA3CF93BD63CF13B32399F3CEFBC29BD06BD743ABBBCABBAD03C51BBA83C4D3CE5BC96BCDE3B8F3C0BBC2D3B323CA93BE7BBFABC343B95BC3D3C51BD8EBC53BC03BD8BBC0DBD993C313A593B14BC0B3DE8BB31BBE9BCEDBC9FBD32BDAFBBD4BC89BA893C9ABA60BC98BBBE3B07BCCD3BDA3BE7BC51BC58BC173DF9BB2F3CF6BCF43C92BC413CCB3CC93B63BCBC3C993B053CECBB9DBA663B76BC1FBDF23BCB3B9DBCC43CDC3C073C84BC43BCBABC4E3C9D3B043CB03C393ADE3BDC3CF2BBD93CEA3C2CBC3B3CF23ACEBBA33C5B3C7A3B22BCE4BC723C9F3C48BCEEBB653B0FBD593AE93A223D8A3C083C23BCEF3B9FBC9CBC1A3B523C7EBC3EBCA73C133D113D373CEE3A163DDC3BB7BCFBB90B3D93B7E83BD73C933CFD3BD4BC833B7EBC1BBDB23C033C25BA153C053D043DAABCA43C9EBA93BCB03C6FBB5DBD263CB83C043DAD3C9C3CEDBB793CADBCFFBC92BC323C703CAD3C963C87BCDBBCD4BB7F3CFA3C95BB37BC8EBC01BD0F3D2BBC0C3C08BC84BB183C9E3837BC1D3D7B3BC43AB33C56BC3DBB59BAEA3C14BC94BC98BCBFBCE13B963CCEBC0ABBD9BC37BC83BCF6BC323C94BCA8B9BF3CE4BC063D93BC47BCD43C973C17BD163D2A3C20BC923CB23CD13A03BD293BB2BCF5BA9ABC873C38BD0FBD10BD2FBCDEBC033C2BBD08BC9A3CBB3BA93B8FBC4CBB863B763C8E3C103D43BC18BC73BCF3BBE938983C4E3B073CA7BA263B23BD95BB053D15BCB43BFABB8C3C9DBC643C88BB30BCB63BB2BCD4BC233A8ABB2C3B503C84BA04BD8BBC9EBCF73C6A3CD0BBCABB393C07BBD3BAF3BC1C3A9CBC86BD973CCD3C863C8CBAFF3A2F3CC43AFCBCD83CDCBAF63B003DCDBA3EBC3CBC16BDB73C823A50BB4EBC9ABC7D3C443910BCF13B603CB7BB983BCC3A0EBD9E3C313C243C1FBA44B960BBF7BCFEBC9EBC533DE8BB233CA0BC12BB403C79BC073D52BD9ABCD1BC14BD253C833C3ABC813C04BCBD3B66BC27BDE43CA43C33BC8A3CF4BC42BC85BD15BCB0BBB23BE5BC8DBC063BA63C20BCC2BC633C753BDEBB143DBD3C2B3C623CFBBB013CD0BC953CD03C013C173945BB8D3C9E3BEABB523B983CFABCA63C4ABB20BC20BBCA3B4DBBBB3C2F3DD83C86BB41BC173C453A19BCBEBCD0BCF53B1FBC043C96BB013D233CB73C8E39913B963C863C473898BC063D5EBBC9BC413CFD3C093C9E3B463CA63C023D9F3CFB3CAEBA89BC133DAB3CBC3BD6BCBDBBBCBADABC6D3C003CFABA8CBC243C483B21BBB73B97BC313C34BAE73AC3BB99BC35BC1C3C65BCF2BB073D923C08BCC4BA2D3C83BC9FBB43BC5E3C433D95BB3D3DFABB973B57BCDF3C483C37BDF2BBAD3C4F3B66BD1DBC83BC43BB0F3B16BDB13CA4BB5DBCF4BB4EBC33B8FBB9CABC0DBB133D2ABC4DBC8BBC1F3D183C21BC003D1BB924BCB23CD63C3F3C86BCE73CAC3CB13C8DBC87BC1D3C3DBC773C4B3BBBBC79BC833C52BA41BC6FBCBDBBFDBCF43C04BD853BCDBA8B390BBDCCBBDABCECB904BD693CB73C35BC813CC0BB9EBBB73B2A3D79BBBA3C083D4BBD403AF33BF0BB7DBB4E3CD9BC84BB253C903C1D3D94BC13BD05BD133D00BC8E3A843CC33C86BC9EBC79BCDD3BE63C5CBC503BCE3CCCBB83BBFE3ABF3C713BBE3A12BB3FBCB33C1C3CC33CB03CBF3B03BD013D94BC2EBA21BCA53C17BD6ABC9F3CBE3C023BD33C14BCB8BB38BBA63CAABCB9BC45BA90BBC5BBA4BC033CBCBA8E3B8A3BE3BCBB3C3AB93D3D363CD3BC24BDB73C3D3D08BDD7BBA13C1BBDD6BC0339BEBC1F3D743B373D55BA763CAF3CF8BC9D3C88BCACBC043D87BC12BCAC3CCCBCE4BC6FBB3BBC8EBCE9BABF3C20BDB83B31BCEBBCBA3C34B9E7BCD73C623C19BCFCBCC4BCB2BB303B7DBCD43C223DCDBC1C3D183C38BD0CBD38BD80BCCD3C7C3CF0BC10BA5C3C52BC583C833B3DBC3FBB81BAB43BAF3CD1BBC9BB863CC4BC05BDA1BC06BC0EBC0B3DDABB4DBDED3ACFBA813B83BB5FBCBEBB0E3AF8BC593A103D533A403C273928BC343C9ABCEFBC09BD733C9F3B05BC6E3CDCBA42BC7D3CE3BC64BC31BC113D22BC7BBB4CBC27BCA6BCF0BC94BCF2BC84BC28BCEEBC61BB8D3BE83B933B343CE73CA7BB043DAEB9853AA5BB32BD26BCB3BB9F3BB23B323D923C3DBB4CBD0C3D1F3C2D3DA1BB413CC3BC63BCB53C53BC82BCB1BB81BCFC3CFD3BA5BC323C75BC1C3B473DD7BB8BBBD7BA8DBCF7BC0B3B18BB25BC94BBCC3C61BBE3BCB43B603CEFBC2FBC253DA53CEE3CBB39863CD33CB339C2BB1DBCDE3B40BC04BCA6BC17BC383BD03C7136DB3B683C93BC2B3DB23BBF3C43BC6ABCF9BCACBC523C8A3D6CBCB7BCEDBCC0BB023BAA3C383C8D3B19BCDA3C87BC403C073DA73C6FBC1F3C5BBC63BC49BBE8BC043C74BB4C3C83BCB5BB4B3C8DBA723C8EBCD7BB193C163C4DBCA2BB033D4ABDCC3C9DBC923A04BDD13C913A3E3CA7BBCC3CB0BBBCBB72BBB33C183C25BDB4BC4CBCB63C4DBC853CE7BCA73C60BC3FBD0F3DAABC103D3EBC843CA4BCBB3C49BC363DEE3B963CB83A73BC823C5D3C93BC80BCABBC4CBC873C163DF63C6F3CD53BA1BC86BA913CBCBC783C143CBFBB213C40BC77BC9B3B223C5D3C7DBB333D77BC",
      torch_tensor_32_torch.bfloat16: "0x0200000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_4_torch.bfloat16: "0x02000000803FCD3D243C833A"
    }
  }
#-}
