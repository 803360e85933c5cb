// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/llama_sdpa_f16.expected.npy --expect-raised 2 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x2x2x16x8xf16>, {{.*}}) mask({{.*}} : tensor<2x16xi1>)
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x2x2x16x8xf16>, {{.*}}) mask({{.*}} : tensor<2x16xi1>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// transformers 5.25.0, torch-mlir 20261001 (torch 2.15.0+cu132), by export_transformers.py --only llama_sdpa_f16:
//   LlamaModel(LlamaConfig(...)) with attn_implementation="sdpa", 2 layers, width 32, 4 heads; B = 2, N = 16;
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
  func.func @forward(%arg0: tensor<2x16x32xf16>, %arg1: tensor<2x16xi1>) -> tensor<2x16x32xf16> {
    %c2_i64 = arith.constant 2 : i64
    %c16_i64 = arith.constant 16 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant 1.000000e+00 : f32
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x4x16x16xf32>
    %cst_3 = arith.constant dense<0.000000e+00> : tensor<f16>
    %cst_4 = arith.constant dense<0xFC00> : tensor<f16>
    %cst_5 = arith.constant dense<true> : tensor<i1>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_torch.float16_4> : tensor<32xf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_64_torch.float16_1> : tensor<32x64xf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_64_32_torch.float16_3> : tensor<64x32xf16>
    %cst_9 = arith.constant dense_resource<torch_tensor_64_32_torch.float16_2> : tensor<64x32xf16>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_torch.float16_3> : tensor<32xf16>
    %cst_11 = arith.constant dense_resource<torch_tensor_32_32_torch.float16_3> : tensor<32x32xf16>
    %cst_12 = arith.constant dense_resource<torch_tensor_16_32_torch.float16_3> : tensor<16x32xf16>
    %cst_13 = arith.constant dense_resource<torch_tensor_16_32_torch.float16_2> : tensor<16x32xf16>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_32_torch.float16_2> : tensor<32x32xf16>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float16_2> : tensor<32xf16>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_64_torch.float16> : tensor<32x64xf16>
    %cst_17 = arith.constant dense_resource<torch_tensor_64_32_torch.float16_1> : tensor<64x32xf16>
    %cst_18 = arith.constant dense_resource<torch_tensor_64_32_torch.float16> : tensor<64x32xf16>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float16_1> : tensor<32xf16>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_32_torch.float16_1> : tensor<32x32xf16>
    %cst_21 = arith.constant 0.59460355750136051 : f64
    %cst_22 = arith.constant 0xFFF0000000000000 : f64
    %cst_23 = arith.constant dense_resource<torch_tensor_16_32_torch.float16_1> : tensor<16x32xf16>
    %cst_24 = arith.constant dense_resource<torch_tensor_16_32_torch.float16> : tensor<16x32xf16>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_32_torch.float16> : tensor<32x32xf16>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_torch.float16> : tensor<32xf16>
    %cst_27 = arith.constant 9.9999999999999995E-7 : f64
    %cst_28 = arith.constant dense_resource<torch_tensor_4_torch.float16> : tensor<4xf16>
    %cst_29 = arith.constant 3.200000e+01 : f32
    %0 = tensor.empty() : tensor<2x16xi64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x16xi1>) outs(%0 : tensor<2x16xi64>) {
    ^bb0(%in: i1, %out: i64):
      %212 = arith.extui %in : i1 to i64
      linalg.yield %212 : i64
    } -> tensor<2x16xi64>
    %2 = tensor.empty() : tensor<16xi64>
    %3 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%2 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %212 = linalg.index 0 : index
      %213 = arith.index_cast %212 : index to i64
      linalg.yield %213 : i64
    } -> tensor<16xi64>
    %4 = tensor.empty() : tensor<2x16xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<2x16xi64>) outs(%4 : tensor<2x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %212 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %212 : i1
    } -> tensor<2x16xi1>
    %6 = tensor.empty() : tensor<2xi64>
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel"]} outs(%6 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %212 = linalg.index 0 : index
      %213 = arith.index_cast %212 : index to i64
      linalg.yield %213 : i64
    } -> tensor<2xi64>
    %expanded = tensor.expand_shape %7 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_30 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 16, 1] : tensor<16xi64> into tensor<1x1x16x1xi64>
    %expanded_31 = tensor.expand_shape %3 [[0, 1, 2, 3]] output_shape [1, 1, 1, 16] : tensor<16xi64> into tensor<1x1x1x16xi64>
    %8 = tensor.empty() : tensor<1x1x16x16xi1>
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_31, %expanded_30 : tensor<1x1x1x16xi64>, tensor<1x1x16x1xi64>) outs(%8 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i64, %in_106: i64, %out: i1):
      %212 = arith.cmpi sle, %in, %in_106 : i64
      linalg.yield %212 : i1
    } -> tensor<1x1x16x16xi1>
    %10 = linalg.generic {indexing_maps = [#map5, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_5, %9 : tensor<i1>, tensor<1x1x16x16xi1>) outs(%8 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %in_106: i1, %out: i1):
      %212 = arith.andi %in, %in_106 : i1
      linalg.yield %212 : i1
    } -> tensor<1x1x16x16xi1>
    %11 = tensor.empty() : tensor<2x1x1x16xi1>
    %12 = linalg.generic {indexing_maps = [#map6, #map7, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_31 : tensor<2x1x1x1xi64>, tensor<1x1x1x16xi64>) outs(%11 : tensor<2x1x1x16xi1>) {
    ^bb0(%in: i64, %in_106: i64, %out: i1):
      %212 = arith.cmpi slt, %in, %c0_i64 : i64
      %213 = arith.addi %in, %c2_i64 : i64
      %214 = arith.select %212, %213, %in : i64
      %215 = arith.index_cast %214 : i64 to index
      %216 = arith.cmpi slt, %in_106, %c0_i64 : i64
      %217 = arith.addi %in_106, %c16_i64 : i64
      %218 = arith.select %216, %217, %in_106 : i64
      %219 = arith.index_cast %218 : i64 to index
      %extracted = tensor.extract %5[%215, %219] : tensor<2x16xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x16xi1>
    %13 = tensor.empty() : tensor<2x1x16x16xi1>
    %14 = linalg.generic {indexing_maps = [#map8, #map2, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10, %12 : tensor<1x1x16x16xi1>, tensor<2x1x1x16xi1>) outs(%13 : tensor<2x1x16x16xi1>) {
    ^bb0(%in: i1, %in_106: i1, %out: i1):
      %212 = arith.andi %in, %in_106 : i1
      linalg.yield %212 : i1
    } -> tensor<2x1x16x16xi1>
    %expanded_32 = tensor.expand_shape %3 [[0, 1, 2]] output_shape [1, 16, 1] : tensor<16xi64> into tensor<1x16x1xi64>
    %15 = tensor.empty() : tensor<1x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_32 : tensor<1x16x1xi64>) outs(%15 : tensor<1x16x1xf32>) {
    ^bb0(%in: i64, %out: f32):
      %212 = arith.sitofp %in : i64 to f32
      linalg.yield %212 : f32
    } -> tensor<1x16x1xf32>
    %17 = tensor.empty() : tensor<4xf32>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel"]} ins(%cst_28 : tensor<4xf16>) outs(%17 : tensor<4xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<4xf32>
    %19 = tensor.empty() : tensor<1x16x4xf32>
    %20 = linalg.generic {indexing_maps = [#map10, #map11, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16, %18 : tensor<1x16x1xf32>, tensor<4xf32>) outs(%19 : tensor<1x16x4xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<1x16x4xf32>
    %concat = tensor.concat dim(2) %20, %20 : (tensor<1x16x4xf32>, tensor<1x16x4xf32>) -> tensor<1x16x8xf32>
    %21 = tensor.empty() : tensor<1x16x8xf32>
    %22 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%21 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.cos %in : f32
      linalg.yield %212 : f32
    } -> tensor<1x16x8xf32>
    %23 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x16x8xf32>) outs(%21 : tensor<1x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.sin %in : f32
      linalg.yield %212 : f32
    } -> tensor<1x16x8xf32>
    %24 = tensor.empty() : tensor<1x16x8xf16>
    %25 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%22 : tensor<1x16x8xf32>) outs(%24 : tensor<1x16x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<1x16x8xf16>
    %26 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%23 : tensor<1x16x8xf32>) outs(%24 : tensor<1x16x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<1x16x8xf16>
    %27 = tensor.empty() : tensor<2x16x32xf32>
    %28 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x16x32xf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %29 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %30 = tensor.empty() : tensor<2x16x1xf32>
    %31 = linalg.fill ins(%cst : f32) outs(%30 : tensor<2x16x1xf32>) -> tensor<2x16x1xf32>
    %32 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%29 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %33 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%32 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_29 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_27 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %36 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28, %35 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %37 = tensor.empty() : tensor<2x16x32xf16>
    %38 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x16x32xf32>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %39 = linalg.generic {indexing_maps = [#map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_26, %38 : tensor<32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %40 = tensor.empty() : tensor<32x32xf16>
    %transposed = linalg.transpose ins(%cst_25 : tensor<32x32xf16>) outs(%40 : tensor<32x32xf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %39 [[0, 1], [2]] : tensor<2x16x32xf16> into tensor<32x32xf16>
    %41 = tensor.empty() : tensor<32x32xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %43 = linalg.matmul ins(%collapsed, %transposed : tensor<32x32xf16>, tensor<32x32xf16>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%43 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x32xf16>
    %expanded_33 = tensor.expand_shape %44 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf16> into tensor<2x16x4x8xf16>
    %45 = tensor.empty() : tensor<2x4x16x8xf16>
    %transposed_34 = linalg.transpose ins(%expanded_33 : tensor<2x16x4x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) permutation = [0, 2, 1, 3] 
    %46 = tensor.empty() : tensor<32x16xf16>
    %transposed_35 = linalg.transpose ins(%cst_24 : tensor<16x32xf16>) outs(%46 : tensor<32x16xf16>) permutation = [1, 0] 
    %47 = tensor.empty() : tensor<32x16xf32>
    %48 = linalg.fill ins(%cst : f32) outs(%47 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %49 = linalg.matmul ins(%collapsed, %transposed_35 : tensor<32x32xf16>, tensor<32x16xf16>) outs(%48 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%49 : tensor<32x16xf32>) outs(%46 : tensor<32x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x16xf16>
    %expanded_36 = tensor.expand_shape %50 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf16> into tensor<2x16x2x8xf16>
    %51 = tensor.empty() : tensor<2x2x16x8xf16>
    %transposed_37 = linalg.transpose ins(%expanded_36 : tensor<2x16x2x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) permutation = [0, 2, 1, 3] 
    %transposed_38 = linalg.transpose ins(%cst_23 : tensor<16x32xf16>) outs(%46 : tensor<32x16xf16>) permutation = [1, 0] 
    %52 = linalg.matmul ins(%collapsed, %transposed_38 : tensor<32x32xf16>, tensor<32x16xf16>) outs(%48 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<32x16xf32>) outs(%46 : tensor<32x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x16xf16>
    %expanded_39 = tensor.expand_shape %53 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf16> into tensor<2x16x2x8xf16>
    %transposed_40 = linalg.transpose ins(%expanded_39 : tensor<2x16x2x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) permutation = [0, 2, 1, 3] 
    %expanded_41 = tensor.expand_shape %25 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf16> into tensor<1x1x16x8xf16>
    %expanded_42 = tensor.expand_shape %26 [[0], [1, 2], [3]] output_shape [1, 1, 16, 8] : tensor<1x16x8xf16> into tensor<1x1x16x8xf16>
    %54 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_34, %expanded_41 : tensor<2x4x16x8xf16>, tensor<1x1x16x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %extracted_slice = tensor.extract_slice %transposed_34[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf16> to tensor<2x4x16x4xf16>
    %extracted_slice_43 = tensor.extract_slice %transposed_34[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf16> to tensor<2x4x16x4xf16>
    %55 = tensor.empty() : tensor<2x4x16x4xf16>
    %56 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_43 : tensor<2x4x16x4xf16>) outs(%55 : tensor<2x4x16x4xf16>) {
    ^bb0(%in: f16, %out: f16):
      %212 = arith.negf %in : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x4xf16>
    %concat_44 = tensor.concat dim(3) %56, %extracted_slice : (tensor<2x4x16x4xf16>, tensor<2x4x16x4xf16>) -> tensor<2x4x16x8xf16>
    %57 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_44, %expanded_42 : tensor<2x4x16x8xf16>, tensor<1x1x16x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %57 : tensor<2x4x16x8xf16>, tensor<2x4x16x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %59 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_37, %expanded_41 : tensor<2x2x16x8xf16>, tensor<1x1x16x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x8xf16>
    %extracted_slice_45 = tensor.extract_slice %transposed_37[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf16> to tensor<2x2x16x4xf16>
    %extracted_slice_46 = tensor.extract_slice %transposed_37[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf16> to tensor<2x2x16x4xf16>
    %60 = tensor.empty() : tensor<2x2x16x4xf16>
    %61 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_46 : tensor<2x2x16x4xf16>) outs(%60 : tensor<2x2x16x4xf16>) {
    ^bb0(%in: f16, %out: f16):
      %212 = arith.negf %in : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x4xf16>
    %concat_47 = tensor.concat dim(3) %61, %extracted_slice_45 : (tensor<2x2x16x4xf16>, tensor<2x2x16x4xf16>) -> tensor<2x2x16x8xf16>
    %62 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_47, %expanded_42 : tensor<2x2x16x8xf16>, tensor<1x1x16x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x8xf16>
    %63 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %62 : tensor<2x2x16x8xf16>, tensor<2x2x16x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x8xf16>
    %64 = tensor.empty() : tensor<2x2x2x16x8xf16>
    %65 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%63 : tensor<2x2x16x8xf16>) outs(%64 : tensor<2x2x2x16x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x2x2x16x8xf16>
    %collapsed_48 = tensor.collapse_shape %65 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf16> into tensor<2x4x16x8xf16>
    %66 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_40 : tensor<2x2x16x8xf16>) outs(%64 : tensor<2x2x2x16x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x2x2x16x8xf16>
    %collapsed_49 = tensor.collapse_shape %66 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf16> into tensor<2x4x16x8xf16>
    %67 = tensor.empty() : tensor<2x1x16x16xf16>
    %68 = linalg.generic {indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_3, %cst_4 : tensor<2x1x16x16xi1>, tensor<f16>, tensor<f16>) outs(%67 : tensor<2x1x16x16xf16>) {
    ^bb0(%in: i1, %in_106: f16, %in_107: f16, %out: f16):
      %212 = arith.select %in, %in_106, %in_107 : f16
      linalg.yield %212 : f16
    } -> tensor<2x1x16x16xf16>
    %69 = tensor.empty() : tensor<2x4x16x8xf32>
    %70 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%58 : tensor<2x4x16x8xf16>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x8xf32>
    %71 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_48 : tensor<2x4x16x8xf16>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x8xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_49 : tensor<2x4x16x8xf16>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x8xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%70 : tensor<2x4x16x8xf32>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_21 : f64 to f32
      %213 = arith.mulf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x4x16x8xf32>
    %74 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed_50 = linalg.transpose ins(%71 : tensor<2x4x16x8xf32>) outs(%74 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %75 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_50 : tensor<2x4x8x16xf32>) outs(%74 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_21 : f64 to f32
      %213 = arith.mulf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_51 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_52 = tensor.collapse_shape %75 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %76 = tensor.empty() : tensor<8x16x16xf32>
    %77 = linalg.fill ins(%cst : f32) outs(%76 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %78 = linalg.batch_matmul ins(%collapsed_51, %collapsed_52 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%77 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_53 = tensor.expand_shape %78 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %79 = tensor.empty() : tensor<2x4x16x16xf32>
    %80 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_53, %68 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf16>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_106: f16, %out: f32):
      %212 = arith.extf %in_106 : f16 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x4x16x16xf32>
    %81 = tensor.empty() : tensor<2x4x16xi64>
    %82 = linalg.fill ins(%c0_i64 : i64) outs(%81 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %83 = tensor.empty() : tensor<2x4x16xf32>
    %84 = linalg.fill ins(%cst_0 : f32) outs(%83 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %85:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%80 : tensor<2x4x16x16xf32>) outs(%84, %82 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_106: i64):
      %212 = linalg.index 3 : index
      %213 = arith.index_cast %212 : index to i64
      %214 = arith.maximumf %in, %out : f32
      %215 = arith.cmpf ogt, %in, %out : f32
      %216 = arith.select %215, %213, %out_106 : i64
      linalg.yield %214, %216 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_54 = tensor.expand_shape %85#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %86 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_54 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.subf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %87 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%86 : tensor<2x4x16x16xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.exp %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %88 = tensor.empty() : tensor<2x4x16x1xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %90 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%87 : tensor<2x4x16x16xf32>) outs(%89 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x1xf32>
    %91 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%87, %90 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.divf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %92 = tensor.empty() : tensor<2x4x16x16xi1>
    %93 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80 : tensor<2x4x16x16xf32>) outs(%92 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %212 = arith.extf %in : f32 to f64
      %213 = arith.cmpf oeq, %212, %cst_22 : f64
      linalg.yield %213 : i1
    } -> tensor<2x4x16x16xi1>
    %94 = tensor.empty() : tensor<2x4x16x1xi1>
    %95 = linalg.fill ins(%true : i1) outs(%94 : tensor<2x4x16x1xi1>) -> tensor<2x4x16x1xi1>
    %96 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%93 : tensor<2x4x16x16xi1>) outs(%95 : tensor<2x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %212 = arith.andi %in, %out : i1
      linalg.yield %212 : i1
    } -> tensor<2x4x16x1xi1>
    %97 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%96, %cst_2, %91 : tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %212 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_55 = tensor.collapse_shape %97 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_56 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %98 = tensor.empty() : tensor<8x16x8xf32>
    %99 = linalg.fill ins(%cst : f32) outs(%98 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %100 = linalg.batch_matmul ins(%collapsed_55, %collapsed_56 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%99 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_57 = tensor.expand_shape %100 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %101 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_57 : tensor<2x4x16x8xf32>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %102 = tensor.empty() : tensor<2x16x4x8xf16>
    %transposed_58 = linalg.transpose ins(%101 : tensor<2x4x16x8xf16>) outs(%102 : tensor<2x16x4x8xf16>) permutation = [0, 2, 1, 3] 
    %collapsed_59 = tensor.collapse_shape %transposed_58 [[0], [1], [2, 3]] : tensor<2x16x4x8xf16> into tensor<2x16x32xf16>
    %transposed_60 = linalg.transpose ins(%cst_20 : tensor<32x32xf16>) outs(%40 : tensor<32x32xf16>) permutation = [1, 0] 
    %103 = tensor.empty() : tensor<2x32x32xf16>
    %104 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_60 : tensor<32x32xf16>) outs(%103 : tensor<2x32x32xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x32x32xf16>
    %105 = linalg.fill ins(%cst : f32) outs(%27 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %106 = linalg.batch_matmul ins(%collapsed_59, %104 : tensor<2x16x32xf16>, tensor<2x32x32xf16>) outs(%105 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %107 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%106 : tensor<2x16x32xf32>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %108 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %107 : tensor<2x16x32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %109 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108 : tensor<2x16x32xf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %110 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %111 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%110 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %112 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%111 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_29 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %113 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%112 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_27 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x16x1xf32>
    %114 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%113 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %115 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%109, %114 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %116 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%115 : tensor<2x16x32xf32>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %117 = linalg.generic {indexing_maps = [#map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_19, %116 : tensor<32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %118 = tensor.empty() : tensor<32x64xf16>
    %transposed_61 = linalg.transpose ins(%cst_18 : tensor<64x32xf16>) outs(%118 : tensor<32x64xf16>) permutation = [1, 0] 
    %collapsed_62 = tensor.collapse_shape %117 [[0, 1], [2]] : tensor<2x16x32xf16> into tensor<32x32xf16>
    %119 = tensor.empty() : tensor<32x64xf32>
    %120 = linalg.fill ins(%cst : f32) outs(%119 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %121 = linalg.matmul ins(%collapsed_62, %transposed_61 : tensor<32x32xf16>, tensor<32x64xf16>) outs(%120 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %122 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%121 : tensor<32x64xf32>) outs(%118 : tensor<32x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x64xf16>
    %expanded_63 = tensor.expand_shape %122 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf16> into tensor<2x16x64xf16>
    %123 = tensor.empty() : tensor<2x16x64xf32>
    %124 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_63 : tensor<2x16x64xf16>) outs(%123 : tensor<2x16x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x16x64xf32>
    %125 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124 : tensor<2x16x64xf32>) outs(%123 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.negf %in : f32
      %213 = math.exp %212 : f32
      %214 = arith.addf %213, %cst_1 : f32
      %215 = arith.divf %cst_1, %214 : f32
      linalg.yield %215 : f32
    } -> tensor<2x16x64xf32>
    %126 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%124, %125 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%123 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x64xf32>
    %127 = tensor.empty() : tensor<2x16x64xf16>
    %128 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%126 : tensor<2x16x64xf32>) outs(%127 : tensor<2x16x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x64xf16>
    %transposed_64 = linalg.transpose ins(%cst_17 : tensor<64x32xf16>) outs(%118 : tensor<32x64xf16>) permutation = [1, 0] 
    %129 = linalg.matmul ins(%collapsed_62, %transposed_64 : tensor<32x32xf16>, tensor<32x64xf16>) outs(%120 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %130 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%129 : tensor<32x64xf32>) outs(%118 : tensor<32x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x64xf16>
    %expanded_65 = tensor.expand_shape %130 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf16> into tensor<2x16x64xf16>
    %131 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%128, %expanded_65 : tensor<2x16x64xf16>, tensor<2x16x64xf16>) outs(%127 : tensor<2x16x64xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x64xf16>
    %132 = tensor.empty() : tensor<64x32xf16>
    %transposed_66 = linalg.transpose ins(%cst_16 : tensor<32x64xf16>) outs(%132 : tensor<64x32xf16>) permutation = [1, 0] 
    %collapsed_67 = tensor.collapse_shape %131 [[0, 1], [2]] : tensor<2x16x64xf16> into tensor<32x64xf16>
    %133 = linalg.matmul ins(%collapsed_67, %transposed_66 : tensor<32x64xf16>, tensor<64x32xf16>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %134 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%133 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x32xf16>
    %expanded_68 = tensor.expand_shape %134 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf16> into tensor<2x16x32xf16>
    %135 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%108, %expanded_68 : tensor<2x16x32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %136 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<2x16x32xf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %137 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %138 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%137 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %139 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%138 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_29 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %140 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%139 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_27 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x16x1xf32>
    %141 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%140 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %142 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%136, %141 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %143 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%142 : tensor<2x16x32xf32>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %144 = linalg.generic {indexing_maps = [#map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_15, %143 : tensor<32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %transposed_69 = linalg.transpose ins(%cst_14 : tensor<32x32xf16>) outs(%40 : tensor<32x32xf16>) permutation = [1, 0] 
    %collapsed_70 = tensor.collapse_shape %144 [[0, 1], [2]] : tensor<2x16x32xf16> into tensor<32x32xf16>
    %145 = linalg.matmul ins(%collapsed_70, %transposed_69 : tensor<32x32xf16>, tensor<32x32xf16>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%145 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x32xf16>
    %expanded_71 = tensor.expand_shape %146 [[0, 1], [2, 3]] output_shape [2, 16, 4, 8] : tensor<32x32xf16> into tensor<2x16x4x8xf16>
    %transposed_72 = linalg.transpose ins(%expanded_71 : tensor<2x16x4x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) permutation = [0, 2, 1, 3] 
    %transposed_73 = linalg.transpose ins(%cst_13 : tensor<16x32xf16>) outs(%46 : tensor<32x16xf16>) permutation = [1, 0] 
    %147 = linalg.matmul ins(%collapsed_70, %transposed_73 : tensor<32x32xf16>, tensor<32x16xf16>) outs(%48 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %148 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%147 : tensor<32x16xf32>) outs(%46 : tensor<32x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x16xf16>
    %expanded_74 = tensor.expand_shape %148 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf16> into tensor<2x16x2x8xf16>
    %transposed_75 = linalg.transpose ins(%expanded_74 : tensor<2x16x2x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) permutation = [0, 2, 1, 3] 
    %transposed_76 = linalg.transpose ins(%cst_12 : tensor<16x32xf16>) outs(%46 : tensor<32x16xf16>) permutation = [1, 0] 
    %149 = linalg.matmul ins(%collapsed_70, %transposed_76 : tensor<32x32xf16>, tensor<32x16xf16>) outs(%48 : tensor<32x16xf32>) -> tensor<32x16xf32>
    %150 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%149 : tensor<32x16xf32>) outs(%46 : tensor<32x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x16xf16>
    %expanded_77 = tensor.expand_shape %150 [[0, 1], [2, 3]] output_shape [2, 16, 2, 8] : tensor<32x16xf16> into tensor<2x16x2x8xf16>
    %transposed_78 = linalg.transpose ins(%expanded_77 : tensor<2x16x2x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) permutation = [0, 2, 1, 3] 
    %151 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_72, %expanded_41 : tensor<2x4x16x8xf16>, tensor<1x1x16x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %extracted_slice_79 = tensor.extract_slice %transposed_72[0, 0, 0, 0] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf16> to tensor<2x4x16x4xf16>
    %extracted_slice_80 = tensor.extract_slice %transposed_72[0, 0, 0, 4] [2, 4, 16, 4] [1, 1, 1, 1] : tensor<2x4x16x8xf16> to tensor<2x4x16x4xf16>
    %152 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_80 : tensor<2x4x16x4xf16>) outs(%55 : tensor<2x4x16x4xf16>) {
    ^bb0(%in: f16, %out: f16):
      %212 = arith.negf %in : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x4xf16>
    %concat_81 = tensor.concat dim(3) %152, %extracted_slice_79 : (tensor<2x4x16x4xf16>, tensor<2x4x16x4xf16>) -> tensor<2x4x16x8xf16>
    %153 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_81, %expanded_42 : tensor<2x4x16x8xf16>, tensor<1x1x16x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %154 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151, %153 : tensor<2x4x16x8xf16>, tensor<2x4x16x8xf16>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %155 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_75, %expanded_41 : tensor<2x2x16x8xf16>, tensor<1x1x16x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x8xf16>
    %extracted_slice_82 = tensor.extract_slice %transposed_75[0, 0, 0, 0] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf16> to tensor<2x2x16x4xf16>
    %extracted_slice_83 = tensor.extract_slice %transposed_75[0, 0, 0, 4] [2, 2, 16, 4] [1, 1, 1, 1] : tensor<2x2x16x8xf16> to tensor<2x2x16x4xf16>
    %156 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_83 : tensor<2x2x16x4xf16>) outs(%60 : tensor<2x2x16x4xf16>) {
    ^bb0(%in: f16, %out: f16):
      %212 = arith.negf %in : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x4xf16>
    %concat_84 = tensor.concat dim(3) %156, %extracted_slice_82 : (tensor<2x2x16x4xf16>, tensor<2x2x16x4xf16>) -> tensor<2x2x16x8xf16>
    %157 = linalg.generic {indexing_maps = [#map4, #map12, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_84, %expanded_42 : tensor<2x2x16x8xf16>, tensor<1x1x16x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x8xf16>
    %158 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %157 : tensor<2x2x16x8xf16>, tensor<2x2x16x8xf16>) outs(%51 : tensor<2x2x16x8xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x2x16x8xf16>
    %159 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%158 : tensor<2x2x16x8xf16>) outs(%64 : tensor<2x2x2x16x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x2x2x16x8xf16>
    %collapsed_85 = tensor.collapse_shape %159 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf16> into tensor<2x4x16x8xf16>
    %160 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_78 : tensor<2x2x16x8xf16>) outs(%64 : tensor<2x2x2x16x8xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x2x2x16x8xf16>
    %collapsed_86 = tensor.collapse_shape %160 [[0], [1, 2], [3], [4]] : tensor<2x2x2x16x8xf16> into tensor<2x4x16x8xf16>
    %161 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%154 : tensor<2x4x16x8xf16>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x8xf32>
    %162 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_85 : tensor<2x4x16x8xf16>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x8xf32>
    %163 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_86 : tensor<2x4x16x8xf16>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x8xf32>
    %164 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161 : tensor<2x4x16x8xf32>) outs(%69 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_21 : f64 to f32
      %213 = arith.mulf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x4x16x8xf32>
    %transposed_87 = linalg.transpose ins(%162 : tensor<2x4x16x8xf32>) outs(%74 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %165 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_87 : tensor<2x4x8x16xf32>) outs(%74 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_21 : f64 to f32
      %213 = arith.mulf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_88 = tensor.collapse_shape %164 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_89 = tensor.collapse_shape %165 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %166 = linalg.batch_matmul ins(%collapsed_88, %collapsed_89 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%77 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_90 = tensor.expand_shape %166 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %167 = linalg.generic {indexing_maps = [#map4, #map15, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_90, %68 : tensor<2x4x16x16xf32>, tensor<2x1x16x16xf16>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_106: f16, %out: f32):
      %212 = arith.extf %in_106 : f16 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x4x16x16xf32>
    %168:2 = linalg.generic {indexing_maps = [#map4, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%167 : tensor<2x4x16x16xf32>) outs(%84, %82 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_106: i64):
      %212 = linalg.index 3 : index
      %213 = arith.index_cast %212 : index to i64
      %214 = arith.maximumf %in, %out : f32
      %215 = arith.cmpf ogt, %in, %out : f32
      %216 = arith.select %215, %213, %out_106 : i64
      linalg.yield %214, %216 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_91 = tensor.expand_shape %168#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %169 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167, %expanded_91 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.subf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %170 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169 : tensor<2x4x16x16xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.exp %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %171 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%170 : tensor<2x4x16x16xf32>) outs(%89 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x1xf32>
    %172 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %171 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.divf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %173 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%167 : tensor<2x4x16x16xf32>) outs(%92 : tensor<2x4x16x16xi1>) {
    ^bb0(%in: f32, %out: i1):
      %212 = arith.extf %in : f32 to f64
      %213 = arith.cmpf oeq, %212, %cst_22 : f64
      linalg.yield %213 : i1
    } -> tensor<2x4x16x16xi1>
    %174 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%173 : tensor<2x4x16x16xi1>) outs(%95 : tensor<2x4x16x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %212 = arith.andi %in, %out : i1
      linalg.yield %212 : i1
    } -> tensor<2x4x16x1xi1>
    %175 = linalg.generic {indexing_maps = [#map3, #map4, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%174, %cst_2, %172 : tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) outs(%79 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_106: f32, %in_107: f32, %out: f32):
      %212 = arith.select %in, %in_106, %in_107 : f32
      linalg.yield %212 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_92 = tensor.collapse_shape %175 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_93 = tensor.collapse_shape %163 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %176 = linalg.batch_matmul ins(%collapsed_92, %collapsed_93 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%99 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_94 = tensor.expand_shape %176 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    %177 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_94 : tensor<2x4x16x8xf32>) outs(%45 : tensor<2x4x16x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x4x16x8xf16>
    %transposed_95 = linalg.transpose ins(%177 : tensor<2x4x16x8xf16>) outs(%102 : tensor<2x16x4x8xf16>) permutation = [0, 2, 1, 3] 
    %collapsed_96 = tensor.collapse_shape %transposed_95 [[0], [1], [2, 3]] : tensor<2x16x4x8xf16> into tensor<2x16x32xf16>
    %transposed_97 = linalg.transpose ins(%cst_11 : tensor<32x32xf16>) outs(%40 : tensor<32x32xf16>) permutation = [1, 0] 
    %178 = linalg.generic {indexing_maps = [#map17, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_97 : tensor<32x32xf16>) outs(%103 : tensor<2x32x32xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x32x32xf16>
    %179 = linalg.batch_matmul ins(%collapsed_96, %178 : tensor<2x16x32xf16>, tensor<2x32x32xf16>) outs(%105 : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
    %180 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%179 : tensor<2x16x32xf32>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %181 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135, %180 : tensor<2x16x32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %182 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181 : tensor<2x16x32xf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %183 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %184 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%183 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %185 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%184 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_29 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %186 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%185 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_27 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x16x1xf32>
    %187 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%186 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %188 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%182, %187 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %189 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%188 : tensor<2x16x32xf32>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %190 = linalg.generic {indexing_maps = [#map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_10, %189 : tensor<32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %transposed_98 = linalg.transpose ins(%cst_9 : tensor<64x32xf16>) outs(%118 : tensor<32x64xf16>) permutation = [1, 0] 
    %collapsed_99 = tensor.collapse_shape %190 [[0, 1], [2]] : tensor<2x16x32xf16> into tensor<32x32xf16>
    %191 = linalg.matmul ins(%collapsed_99, %transposed_98 : tensor<32x32xf16>, tensor<32x64xf16>) outs(%120 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %192 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%191 : tensor<32x64xf32>) outs(%118 : tensor<32x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x64xf16>
    %expanded_100 = tensor.expand_shape %192 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf16> into tensor<2x16x64xf16>
    %193 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_100 : tensor<2x16x64xf16>) outs(%123 : tensor<2x16x64xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x16x64xf32>
    %194 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193 : tensor<2x16x64xf32>) outs(%123 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.negf %in : f32
      %213 = math.exp %212 : f32
      %214 = arith.addf %213, %cst_1 : f32
      %215 = arith.divf %cst_1, %214 : f32
      linalg.yield %215 : f32
    } -> tensor<2x16x64xf32>
    %195 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%193, %194 : tensor<2x16x64xf32>, tensor<2x16x64xf32>) outs(%123 : tensor<2x16x64xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x64xf32>
    %196 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%195 : tensor<2x16x64xf32>) outs(%127 : tensor<2x16x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x64xf16>
    %transposed_101 = linalg.transpose ins(%cst_8 : tensor<64x32xf16>) outs(%118 : tensor<32x64xf16>) permutation = [1, 0] 
    %197 = linalg.matmul ins(%collapsed_99, %transposed_101 : tensor<32x32xf16>, tensor<32x64xf16>) outs(%120 : tensor<32x64xf32>) -> tensor<32x64xf32>
    %198 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%197 : tensor<32x64xf32>) outs(%118 : tensor<32x64xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x64xf16>
    %expanded_102 = tensor.expand_shape %198 [[0, 1], [2]] output_shape [2, 16, 64] : tensor<32x64xf16> into tensor<2x16x64xf16>
    %199 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%196, %expanded_102 : tensor<2x16x64xf16>, tensor<2x16x64xf16>) outs(%127 : tensor<2x16x64xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x64xf16>
    %transposed_103 = linalg.transpose ins(%cst_7 : tensor<32x64xf16>) outs(%132 : tensor<64x32xf16>) permutation = [1, 0] 
    %collapsed_104 = tensor.collapse_shape %199 [[0, 1], [2]] : tensor<2x16x64xf16> into tensor<32x64xf16>
    %200 = linalg.matmul ins(%collapsed_104, %transposed_103 : tensor<32x64xf16>, tensor<64x32xf16>) outs(%42 : tensor<32x32xf32>) -> tensor<32x32xf32>
    %201 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%200 : tensor<32x32xf32>) outs(%40 : tensor<32x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<32x32xf16>
    %expanded_105 = tensor.expand_shape %201 [[0, 1], [2]] output_shape [2, 16, 32] : tensor<32x32xf16> into tensor<2x16x32xf16>
    %202 = linalg.generic {indexing_maps = [#map9, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%181, %expanded_105 : tensor<2x16x32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.addf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %203 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%202 : tensor<2x16x32xf16>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %212 = arith.extf %in : f16 to f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %204 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203 : tensor<2x16x32xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.fpowi %in, %c2_i64 : f32, i64
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %205 = linalg.generic {indexing_maps = [#map9, #map10], iterator_types = ["parallel", "parallel", "reduction"]} ins(%204 : tensor<2x16x32xf32>) outs(%31 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.addf %in, %out : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %206 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%205 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.divf %in, %cst_29 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %207 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = arith.truncf %cst_27 : f64 to f32
      %213 = arith.addf %in, %212 : f32
      linalg.yield %213 : f32
    } -> tensor<2x16x1xf32>
    %208 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%207 : tensor<2x16x1xf32>) outs(%30 : tensor<2x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %212 = math.rsqrt %in : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x1xf32>
    %209 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %208 : tensor<2x16x32xf32>, tensor<2x16x1xf32>) outs(%27 : tensor<2x16x32xf32>) {
    ^bb0(%in: f32, %in_106: f32, %out: f32):
      %212 = arith.mulf %in, %in_106 : f32
      linalg.yield %212 : f32
    } -> tensor<2x16x32xf32>
    %210 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%209 : tensor<2x16x32xf32>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %212 = arith.truncf %in : f32 to f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    %211 = linalg.generic {indexing_maps = [#map11, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_6, %210 : tensor<32xf16>, tensor<2x16x32xf16>) outs(%37 : tensor<2x16x32xf16>) {
    ^bb0(%in: f16, %in_106: f16, %out: f16):
      %212 = arith.mulf %in, %in_106 : f16
      linalg.yield %212 : f16
    } -> tensor<2x16x32xf16>
    return %211 : tensor<2x16x32xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float16_4: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C",
      torch_tensor_32_64_torch.float16_1: "0x020000003924071BFFA0D39CD9A47E21D723DFA0C11DCDA4AE9E341E36229C9FEB2165222C2555A4382294A3EB9A9D9DD9160826752034A47091C1189F29C62001A5B1A6AA241822B523E8239DA2041C26A4DCA8C0212E0E7FA83EA0DD248FA80B2340282F9F132519263B275A23A42480A993A6FB20222277A78F210129D1A852A452A041A6AEA51FA6D626E5A54EA1499E2BA9652429285C24CBA05FA5D0A17D245DA7BD27249FF9A0142AC4A69C244D20DC2175A660A5F5A2F6A1B1A072A249A29F9DEC1C59A962A10C2561A148A93B1ADAA43D23CF1C27296991F2A46925FB25E5A774A6E5A0411B15A7A69E71993527E80DE9248AA061A70CA965A663238321E6249E28F229451C51A39B1EB8A1DD9F4F23AE21D79FA10642A244939390099AEB1E15A44624A02336247D1D0A2517A878A962A807ABD722E6A5B7A84A2878A22BA70A25C0A426A1C72205A391A5AF1DB8204B1A9BA2FA292BA8ED223F24A6A7D69DF4221DA40121111A871C82A220A25F22BAA321A4D29D3F20849E78A4BF242B2A52A21F9F36A42A2056A9729F14A7F925EB2A44A498A761A49D9B599AD22661A0A9181AA1841CE0228B9C891C48A7252B762094A086204D286C21D324FD03ED170628991DC0A47B2774A060A54A1DAAA2C7A4DE18149C34166494E126B5A918A0B51E6AA4D2A4BCA40B16082836A666273425991453260F9F8E996AA1889D0E82F62817A266211024AFA4CE9D1FA28922C827B3271D287E96DD244E28302502A81FA754A4079EA699B89D0324DE15E7243924B594A6A00E23542491A0331A6CA416A3E626BD9A5E1D18A67F28CCA5C1A84F9A40A18AA40924A3A119AA0E1F209F4D9F339FA424CBA96DA212A400122DAA772779244320EA1F8820CDA50DA2FC28461CD21E07A6F4A5111D7D9B5CA81B24DD261A2250A09C1DF823F68E8927B5A8672792A752A4BFA4A81D522055244A1F539F8AA5EFA617209A2708239928AE25AF26F0A121A104A5E9A349A47A229F94D728219E779C46911327BA983C23069C5E234920FB20FA2784A3E71C09A6239F6C207FA03A24A923E81CE51E31A5BF26CDA901A1202C60186E217C1C3E27B1A649A9189EA5A75A1E3427D62863209012962155A054A0439E28A324A6B32030268824B0A022219EA3A0A73597FC214EA359A79E26AAA8A3201DA2962B59210BA7821AC791778E1B269FA5DD1F391C1824ACA2B6A53021188D132A6F247023B09F1F21ACA307A4F1985DA43BA4F327D191C198E2221A2959A128A2D7261026F29D6A23A3255A271318D9232A26D014F7983924DA1EC92789A4BD22471F2CA512265FA47EA131A8E3A624A3B6A7C9A7232987AA132042202820448F219CA6A513A099266F9CBC21B2A47AA602258D2380241026899A1EA17E218998E525A82721A5A00A83A1292430288D2285A9E19970930429C8A3BF13EC221F1B2699C325ADA0A02209A35EA01BA3982BCB1F3B22C296D4A1B19C32254AA7D12143248BA4EA231828452623A8C1285024A68BFEA85F250814AD952328DC223223B9916420792501265EA4F8202A17EFA67F1C4EA5B8211C28C3A4D82551A2AC9E11A474A161A70F198CA43725BA9EF829D0A91B286FA162A39F9842A4F41DA2A00321739A4F20F9AA1CA8952600A78A1899244FA6FD24B79D489F29A882A0852794996CA14A1FF2266D26401B6BA424A0FB1AFB14F89EC92803A07DA47E1F2BA4B819F4A2BE2138A4E4A5452167A8C8A0DA155F9AA826EB9CA928A023C3268816D1A4A5A4B9A53AA95EA30C1C45A25427AD1D5D22D01D00232E2545A629204BA749A4FC226E1C4A256B9E3B1E9F9B33298324B01FFCA9C71FA928201C4B234421D31CD62214280CA4E7235823031EFFA563A6FCA2A32724A4BA1D54AB41A8E018C11E6FA5341AF627C21E0C9C6FA96D21C7A4C71132285129B9982B278B2480AB791DAF1ACF2AB8A1E21F01A7BE204C26A5A0BFA498A47BA4C225BF21E822D8A7F625D598111AFA94511D95233B9C821D1128BD27D82546A2912271A8D815BD22659E1A9DE022BCA34B1D1EA5D00B9BA727A5401757A8B42380266B236927D28916A10D181EA14FA8171936206A272A94439DF023B622C61EAE96BB1F38A3161454A918A1EC0E0022F29EEB21AE1F9EA1CB2022210A2452A4DDA285A354281921D720F22AFDA6D49CFCA89521F09CA11898A99D20B7A36FA096A3A70FD0A0D722A71FC99ADE205FA134A498A2409F380C1715D51B40183AA3F11C43A2D59D0198F6A7C7255E27C021551DD09D5E25F02014A5CA2939A0D4283623921F9FAA5125EA1FE51A2C284C29532AC8A37A9CEB289F296DA60722B0A84920A6233BA4C82428A4C6A50811DC20DCA8C1A855A2B823F8228E8FCBA8D3A5B01B75275119C69D56A25D24BD245D253C22F42428180AA6D926C51E36A3FD26571D1DA37DA8EF28F2276BA0EB20B920A626E0226A2155A9352529284317EC1EE028A6A1F8A02D212614BD2421262C9583220F1E2B9284247F933B1DFD99E8227C20A1A0F19DFC20F49EE4242D1FBEA6061698A79D90CA28FBA26DA65B9E0FA41CA40529E51CA892D9A3A2A70823F7211F89A69AE2190D24D99C1F22AD2452A17828911501A7301375168625E814F3A7CC21502488A8AC1AFBA5281A9EA414271725F722E49073A89210C024C01D8A225DA7E213E79C9D24E39F19182224D99FB61BB1235E1962270EA66C21E9045FA06F24809E74A9D3A4F5A572A6E8A541A56796CBA035A30025702A0CA80F21B21D3A9A64A42820C515DA20C9A3F0201C9AFB9A16A60123FA25D21F5EA9511F0EA114981DA40C094F8BB991D915B39880A4C3A409235A2656AA771BDE2057270BA48F1C19A2A41C0A1439231EA863278A1EE124A524A09E0C9C83A103A336A03718141B5EA586AB45251925C4A42828E728B5A343A7CE2864A5D72D809B6E9BEBA070259922A0A1831E26262125459F809909A6D21C549CF09C06218F1D7F2433A4AEA4D7232AA166231121CF23E31F47209D2023A3259EF59A8121A11783A4F7272F9C811C43A76C2371212DA09326372B95A843252DA555A25FA6F126A92030A36D21F4A45B093020972084A86A9CD7A0C812E51E6826069E54A68AA2DA1EFFABB1A0831D7F9AC3A0A2242CA79EA95DA0EB1B959815A12DA719279E26D2A3D7A1A72777A4E4A2D4A628A81421C125E9A045228D23469FC19D39298C9F76980128F49F6A1E5B154FA836990EA8B5A8CA1CE518C420ADA876A51522C3A7002A63A8872041A03F9C3B2BE222C5A817A55723D3A14923891C12A444A1BA952325229B03A16DA874A96309CEA5569C361991A70124AAA22F26EF21071F059CE7A00FA0E3A879A33C25DF1423A7739EE69683963BA55E282A275F9D881CC7A89927751CCBA49121D6A5C5A65920EC1DE6A64C25C09A2E2779A6BB206E266A169F24E8245227109FF1A40A9ED59C5DA0BBA05320D6A0AF21F5A1BF00451CA4247D20F7A4A41E15A6342194A782A78514B42690997FA4709E89245419E52AC3A478811FA08FA69CA9431F719F7E1928A0CAA522190AA5CFA1C7A620A6AC9545A053290325882783A44B231D99212AEC902B1EBB2654173B1C0928D39C96A68E2952AAFC98902067A42D28B7A15628412971AA2822E925FAA013A0EB94D1A6B92480A34C1F7D906B248BA2291F29A1282207A3162067A6E49909A5269BB49771A566A3E1A1922746A8F4A0BB22AF9DDDA51A1C18A16124CFA6112079A1E425059E67220627B21BE99E8020E1249A226021B9251FA7559F882ABD12F9A04F1AF12120A62D220FA2CC1F3F2064A93226A4A6232AEE1F539EECA029A28B27EA28D721CE9ACA9F4F240E257EA23C162525CC27E11C9B1AC8136C1CC81AF51C75A65C27FA9C3DA57A22E3A242A7C59C1E1F45A76D9AE1A7B6A6981E3FA825A10FA1CA2177226190EEA167A668966320EE2A24A8ED22E09B67A3ADA13D284B9D2A205628C9A80FAA3720A418C728D41E8A1E139A4B97E5A54FA7C3A2A1244A24CF156EA03A21CD1C7717D0A5AE16F91B7B1BF3A348A48B9D1323DB1F88A164201924A5A2C99F3D1E2CA0CFA43E23BF2514A0789F62261F1FDB1FD31868A2BA2934A607A19E22A0A7AF257B28E82504A6C9A428A32E24F910E299801CCCA37EA33929B0A108A41E1D3FA36823B2A8ACA584240B209CA3DFAA6E960E9E472447A00025022663A1D6A7B99A8D211F2A8606F518C0A747A86325161CC0227425D01BC8A46BA43B1461293BA46E1F5E23071F6FA8F62404A800A6F3203EA72B24AE2382A82DA99DA5F220A2242B1CCC17D4A26C2505A8C3257A221E2862A31722671536288AA554A893A614246122BAA880A03B1C062853990D26CE2031A0CB264D2A2DA6C0A203A104095B241616A921589F7AA1F7A7AB1C20A2B121C623EC9F142623247C1B4E23EA2B49A1581DD6A7839D0A9D18185528212871242AA67DA43F24BE9EA41E91275B252DA22B1D1B24599D2AA78BA464A5E426B4A6721E3D9B71A343A57128D1915626FC23F9A4B2A51BA1948A74240D163B299CA3AD1DE62360A3E0241D258E28462446A629A5E8A48E295F1F849D149B301CA5292C1CE6A6561C0F14E326B3253A1FBD283CA2F4A5C525F8A4B726939A2D986EA830A42BA2EB8DB4A72B93809DFAA6D6A44E1E01290DA80DA7BEA20A8E981BA8198718CB1BEE1F35A460A431262DA81429F69CE025BE99752898203CA39922ECA3AAA5D09CBD9FADA79224D69FB720F5202AA654234C29E31E2D253CA6F51F4920682516A5A39976271508EC24259B40A05BA31E2082A2D921949F0C28702345A057A293A916A372223AA53EA61599080D28A564A48D241E26729CE5A02622EFA153A48B1E6D244D2183A14EA0D2A137172623B926B39C8C1F46A03114E19B94A8E9A59C172FA7C3A5011E01A64096D21E099528A44991F69037A1D41D30ABFA24E49D7C9158A8679ED229862528A3CC1764A83CA83CA877A6442318A13B182FA47D1E7D253E2858A8DB11632801282F9BADAA2327F89C9F9DC4A037222EA65EA45FA9592064A8279462A118A0491F97A46595B8A3482175281692B8AA60242C9C852829A7C3A048A4A5A637A49AA298A4F0A2A024381D99265BA401A4FAA01AA52923A821C6244C9BB7131E9395247B269AAA21A76BA399165620CC21A9A1B0263A16BB9EFBA0762365A98EA68A9E8121392766A8CF25ABA44B1948A3A09D399D12A71F27631CBB268820EC9E3BA95F21DF24849DAEA24328A0A57897362407244A0B77A35A1FED1BFB119EA9DD8F1FA11DA5C5A8A7A7EBA88A99C81FD1A23523D126249CCB19CC270E26ACA72CA43B25C0A5B6A4371DB7A34829D328DFA2512223274321C5A8AE298C23C1A68226EEA1FA214C8FDD26FF2892A076A8332850934AA01A246A16A0A229A88B2707258E2303A3D2A05DA53AA60FA4312052A11924E6A1F32575033F9D809CF9A317A3AE28D925FE9DB9A24D27DEA48A262D14930ACFA1B620A125C924E41CC6A51EA5C22097243324D0276C22A69C6EA343A4741AD9A3D0A5F99C88A88C1E3829F62393A836A5F5A4551C4B233F9AC6248B236DA69FA2FD2579240724B328A9A339A39520E99EF025801E4723241EA7A83D1CF197B426259F49A6222653A205251625F11C44175881CA1C2C21CEA65BA4972A85AA5CA5901D9FA189A46AA367269D2096A84F203C21C01C9A256F9F811489248A29A3A0BAA04AA43E14DA162EA0DCA3691DC823092371A2DAA52D21529B",
      torch_tensor_64_32_torch.float16_3: "0x02000000F3225A2109904EA5CDAA1510AEA7FF2661257F92F7236B236AA9AA9A2525E6A116A3EE20BE19A0A689A17BA5CB9CB12466227A9E24A21581529480277320EDA4CA1FF6A92D1EB0243FA27DA967990FA44BA3E52709198BA58AA1F91FCF251BA54F274A1E8CA4D121729BCE259625E02019A5F121B89D23276CA2E7A8B22959246EA34D28669B471DFFA01B26279440A8E227E5A14D21BC25091F01A374A295203522CDA453A944217BA7CCA7C9241C218E9C5E9E40A88526BCA738253424289BEE24532043201DAA15AAF9A52616BF9E36197FA1301E6229C819522A2C2B2E22CD2831A53920DD20F221B5A2181D121A609D372B2F27CC1707216FA45E276E21B82001AAEE254F983024CD1FE79E5B247426418898A5AE297FA5E6A12B2708A757A6791E5E2244220E280420DD150A1D18A90EA7F4A221A09B199693D8A6A0207AA7AA980B1F54161B9F829CEA9D638CA3AA4121F7283AA8951F9BA60023B21D662704A6B71FE422DFA6B4248618D3A886A431A65BA0E1254B240393BE23AB25371EC520A227B193E8AA74A563921B210822A09FD298709DBC20D4861F20879F25A86D2708215BA8F221D3A39120522192A1F79D30A85829C012CDA156A222A228094622B88AB5A5341DD6A2BB1D649F0E2278A87020DF9F181446A180A3419D7AA4B1A45627E599221CCAA109A4659BB5A7F69FE9A0D7A4D6A889A16FA6772537287EA68121718D19A6E0A9B026AA96D89FCE2014A45B26F7209D2421A6F122CF1F36A0FC2092A98B25DB27E52477239F1A6595EFA9B99EAD9D8520591D44999CA63F243C9F36295FA6572130289028361DD024611801A7E92820259A2091A3C8273E1AB0237BA0CDA05225C6221D217B263429C022BAA8C29879A8B3257821CF216E29A024DDAA71A8189A74275B12A3A4DC21A11987A811A74328BCA8809F0BA2ABA930287996A894E1A10EA8E5A1652135A7E0266C1E9EA4AE1A63A475A638A82F2424986A21DC81B61C0D24639CBD20FD2352A9D4A4C4A164A778A12F9F372863293B200021E79B25A6E628AEA8CF15841F3DA3F5217BA7B1A5469CCC2714A9E12216231E18151F87258814311D6A22C6A6121F85238120B12303218FA3EAA3D5246B20B9A08F1FA920611964A2DFA2971A62A56222852A172404A11B243624FE2681A4E5263528299BB824E724AD9E749DE9297425B2A63820941FFA977EA6611C29A07F9D88993A25AC24F3A41DA87DA6692473A8271B7224CD1D211EB69D08286D243E922124809AE42486A0F998572306A56C230B20100F45A7662874A11AA8C826DC24C9A6C42509233FA9F32579A31AA2C1A4091E6A25342771972124D726EC266B953714EBA3CB9E00A48FA095A77E23CE9915273BA56E9C40A46D99522839A8862685A20CA1F79A01A2272AB6A5ACA7C1A47DA292293D91B1276CA3D52713100F2627A10818579FBE998F263AA713A5BF27402118287512CD25AEA1799B47A605231EA790224AABEF2010231FA0839A1C9D611D25288D27AD941426AC1FD2154426CAA58325CF99FB996B27AE2236A1A2A5E7231B275215E0A0A5A1FF1F5521B7A28B28809F72A2FFA13F1D71A2032635211AA222A9BCA597184D9C16A0DAA8DD28A399E1A502AA0A1381A42D249D9810987428C9A49E9DF6A015226F203B1FC49F3422FB9F7BA230247C25E61F05288A9861243624A822FF25869E5A20B52096A22126B5A2A826D32750956D28E19D83A8022936949EA2621FCCA99D2025215D2763A46424E323C6A1DF1D4727678CF40F5E207927132321227EA568A632003C15461A0CA8C42603277126B124A823CC19032433238C2520278FA543A1A9A4231F7F91A721218D32A4E0A2A5A0F51F2E1EBE26C527A3264F96F8A44F1BAF2234237221D3A52D93DB2109AAB7A7BEA47625E22309289DA6E7272F90DD211C285626599F6898AB25E4A1FE99501D791F392704A503A44CA7402194252D24982659AB10A94EA96CA404A6EC293526DE1F0A2871A0BE25BDA7451F16283FA55E248725BA25FF22780F3AA0FC9D88A1889C07203F23EC22C12776158C06F8286499572A39A4669D5321409A0A24A2197F2505A2B51CCC8F06187EA1729E2C93A8223D9C1AA3232122A60E217320FBA43EA4AE21D021F3219822E2214E14559A16A3139197A110244FA3FE9F6D20909894190E275418EC225A25C29E43A90DA532A0131ED8A7D016292592295820C6261C9E6928D3A32A240C28132008256AA0ABA20EA3B0277FA981167D23A2A5B49DB62080AA9E26901B0417B31A9A1DE5A245978C9DB3212F8B52995A18BEA6729BAD1EF2257EA778266B23D1970C29C09AE9A139A18C250A23522054A18E1D43A867280EA3C02490A01CA4F611C19E6FA1C1A1019BC4179C26311C9D269DA670A80826C4216A27F4244828D7A0D39D44A40B241FA0D7A6381907A5861C729CA52918A0ECA82AA271205A1D6C19AC1F421C99A8DA9EDB0860160A1C4B2039A83223F7259EA3F2A4F32853A18326879916A4E225BD257F08E5246F2252A075A551260621A5A31F25049FF9A549A7CD9E1C0E699D3C1541A393A703210D238624392500266FA3F412D8241C2433A0BDA592A2B7240DA7E9932525CBA40B21E71D1C1EB39F2F9CA920569ED5A324271C9F6EA07527D92486A47F9A46282F163D27EA158C24DC1867258AA41A24E1A164252FAA6FA0071A6CA884909F1E09A4D81FDA1CF1A4EA2006A4F3A004A2FA213225BE1BE6A3371F449CE3260523E62466AA1F2884238C255A203A9B95196FA5CAA28EA82BA4699E0DA8842324A33FA448906423F11DC7A796A08527F7265428711ADBA1E61D69A241A696128A21719FC49A0DA554246F9687A6C9AAC92537A1D8252921DAA561111B24D88F74A1F92005A89EA0CC22232113A071228B27FD26089452A45AA4A2A4F9A080A8821920985C262498799FF925B99A25A4B91893286F26211E212267960821FE2651233E247426F9232822E927CB21E2A72F1EC921ACA89DA2842807267B24119CDAA6D71EC6A42422E42104907B28228DC8205D9D03A428A33AA2FFA72A24609CC91C0A25849470AC201C022691A7701E34215C9EBA21D3A5C3A9A49F60286F2773A2622589A386240CA4C01F38A2B028119BAE9C101EF4288AA0F8A2EC1DF121F3285729D9114610BF29BF26169E5127CC99E215EF9D3B9FC5A8192250A0402139A816A4249D492511A15C26899B3AA9BA1E5F1D2825439F31A9B52733A38526712556257F1FE01B7E904AA168232B24D12BB42831255126D025FF24171F3B239F2689219897ED2232266E21D7A5E825D7252B28FCA1D01A42A248221821A6A4CAA48221419E1DAA982392A27C281B24789A141C6124AF9EB91DB9A46C9F2F959BA512A42D25BCA066A158270AA56627B2A5A2A8A5978A99D1AA839B6FA8311F00A01323E398BC2641A5A60C0526F62408264395AE27AB210DA865A45AA0BEA39B14A4254A2828280194922276AAF92921209025F59D47A00523171A8195DEA815A9AF9548A9C79FE11B4620A52445A54427E024FD9C2727C8A127A05C24671FBD1D6D286E299FA11426D99CBE25D4A8D1A30DA2E49FC426D51C24268EA4D829879A9AA5D9279C1EBC1EE121BB1F0B9FC49E34215A1F8D21751E699BC52455177F22C9250B21DE1E4624B624009D39261FA5FD9521A5681CE017B123D19E7D1C09A7229DC926909F0C98E925FE9E8826F11EE1A5D29A8F99BDA147A69224A72760A59A9B43A51128D115EEA005A1A427F916D0A4CE28A827F1A0A6A21DA7511D662542A3BC2576A944A78EA2ECA4CF22D7A11316F7265C2834A5B8A86EA8D5A96AA31BA538A5681A011CA8A4B1254EA9D21E6D262A21949E24A6D51F8FA53115712029A8A89EB01B9899C1A8DEA00525CD2435A2FAA1C9A37E25C11B2C29811E92218C225629692779A4FC28D81C5AA475A8911DEDA04526A3A34B248F1F3F227A1C16210DA1C7268724C5A128A56A1975A409A83FA04729E4991022A81F3AA085178225882434243A8E6DA3B5A1DF9CA82043A1E1A65720EC14AA9D9B262421FB22DAA77E22141CC1A433A3D0A5012586210BA4AE22E89E3BA326285AA475A44BA398238625CC21EAA4719D46218711572091A04F21B5A491194126870E3A250A2508A080A8D2A0BC253BA2C4AA2D998CA2D9146E2166A9B4A2381E2FA0D1A64D207C2422A5C89C989408A533244EA55523EB222DA50D983D1856A2D325AB2581A51D99519C7BA47517DFA01124AC2753276716F91ABDA14E19481C2F9A841AB9A460A60D27DAA42726AE1BFF9E1FA73BA575A333979F2540A18F227C262023440E2E1F7F9895240A91BDA0AE8FF2228F20181C27280526E11F2029411D93A93619509F8F9C511FC6A7C027FD29EC1B72A2E4A232A8AC2023202229C719ABA49B2308A7A0291CA5C2A0B6A8ED25D12664A3562554222CA4AA9DB0A5EEA07C1C30232F1EE526BE9A761628A38629309C8D9BFA1CC828321E3CA471A5CEA437A1BBA8391A102419A88BA11E2BD2261A157EA63C267D2169A69715F122151C31220C9F50A7089D519B6FA52AA7AB1FFBA4231ED921EB1717990529E4A588A646A685A5DFA35BAADAA432A2D3A5FCA922A18EAAA6A40EA4AEAAED1D072372A8A51F7323771DDB2087A0B5179FA276A49C247723DBA26CA582A5EAA5C814C72445204E23F825B5207F25DE20CCA18A25D51BB821C1A23725EF1642A8861E96A508A1559E7C2844205A9F1F96B2A4B1A09024D61A54A8E9A207A1C993F5A5B920B7237B9356A294A464A80825229CFAA2A727C4A5F426B323B72441286524E68BF4A4AC213C8C109BD9A09924901E6DA39F26FB1DD9A77729419CA6A8AC2B711049201FA7CA95E71FC2201DA584A6E9262AA4D01A2C9EB6079C1E5011BC1DC68225A62C28E0224F24A41F68248D2462A9B9A36D182527381FF8284EA5D5A05A2438289CA7A22801A003273924E1A80328FFA1D6264226722A0F21A5A718282A21EB9ECEA44526FEA02622AA23AE225AA59B8C472506251C26BD20798BC7A916158A1E2A2A2BA6E4246DA80124CC21BBA6FB2096A4A295F3A250981C1D1CA0AA259E98AA20139B2416A098222179A722282FA5EA27A0A5B1A60EA5BE264820FA27CA96A8A56B25FC2617A84C2192A20827921C99A7FA203A23469DEC2891251B15152663AA48293C1EEEA8C5249626E6A4F61D941D1B9CD2AA2EA719A33C9E62185BA4AE9E379EE5246B2859A51FA491232222012424A478150E1804A8C1A15B1CCE0D742300A68B2137A4729F3E1A4B9D56A2689AEA223C2396A3AC210B2172A709A114250DA6FAA17FA7E518C524F5988B24272286A124A5F8A15B2009A4849253A054294FABC7A259236E1DDF2760A459A0CD254523920CFEA5812782A847A4C69B7D96479D7822EA1D13A59928A5A2E328EB234096562349A0E4A7C39E16A22CA4C922BE207D28C6A313A9622603A579A41DA5BFA6C61A3F27119C9CA41620EAA24CA548240C292FA5C51529262EA99328A5A2FC1CD3A2BB207B12182290A6279C0F9EFFA0F81F1D99C0A455A8E822821FE1A1029D20A7D814BFA65C9C71A09D1C1E187329DC24CC19C8A6680569290B1C871EBB9C28245026DE2153A440A5D5213FA51C1E8B1DE722100C4A986A28D7A1A5A800A62AA56AA173A8ACA24125A39DA7252A21270F6991A198701F39221C9DB91A8423D72665A5D1206495A6A071A61C253A1FF0184629730964255C25021968A2CD1E",
      torch_tensor_64_32_torch.float16_2: "0x020000002C9DFB28D029C8A844A28B21AEA1A724DEA5591C6C27E028D81B14A439A2C3A6A9A0B9A611A5BF27C222409E1FA44CA3011CB9A86AA95FA467A509AB27A41EA4BAA68DA49B22871DA12384A75A9924A4A7A7141681A83423511F11A08FA29B9B2EA0AC1C31A7BFA4D226071E23A5BC203BA0E721FF21C224E42505A381A85B257FA39EA0AD17B2A67023D926E3A4A42137266CA49218829F9A2342262D2261A002240823341D6FA0B523F0141621B11BA4199D1A182405A0F4A3B61F8BA779184AA1822679A13B224FA577A430A89F2509170624B224F8204F2326249C264A2555A7B0A645A5FCA12D24C023EA1E7526F8A12AA4BD9E7A22CB2528A896A7891C31A6CA21BEA6781F75A1F8A1A9247BA18C20319B7329762510A117A0742719A4BEA069A23E2122241224FEA311184FA441A0249AE310DC2082A4CE9DB9A29715A1183E9C3624D9A28B1AC093ECA62E25CE199298202881233724F21685251A24F6A1269DBA1E4E1F08A9C728D61CFA248E9704169DA8E1A14F208E9CB22215A8642836275AA5A229ACA1A0176AA1F299B1948E2816A027275EA91722F92A98203CA0F8A4D0A1FDA0D3157F235028F9A5AF16379D5EA3D194A7230721932A3BA5E49F832217A8AC2681A65CA7671A349F58A52099BAA3DA26102111287C2285229424A7A664A08427C018AFA61B2479A5941E201AF4A48B291EA3771304297BA0DE1BDE2AA41F1F9922A65826DE24D91AA82356AA349407225095801F36A0A22448231F181D2683A728209A2121276C9E4E1D95A3A0A3D61DE08F16A407257C2681287F24BCA71B9EC5A634271F1FFE097928F29D8DA89FA0BF28AE1CC19C671DB62483925E292227A4A580A94B25139D6FA1AA253424C2A25E1BFA231A297B252098C21EE41DEF9DBB9C1C90FFA0831E8B23D8A5C39D2AA8E9268925519FE70B25A8A82818275DA5D19EEF9DB9263F20B723B6A41C2332AA079E77A401217AA45022719FC71C7B239826EBA6C2A531A459A97B9D0722DF26A4247AA5ADA2831F4D2479A79A266C204B1ECA262BA5FEA79AA7E121C723D48D2227588DD7221C2908264824729BCDA8962743A93C25C9244F21D025F0211EA58D90929C9C9EA12396251216EC1F38A5B09328998B242BA02E20E7A612A2ED257CA61325BB1560A8D61E0EA56DA1A3A5D924459D95A53F9C3722982844A88394AD986423369EA0263EA32D991A94ECA660A659A32FA5112792191F165224A324EF265FA3D225C220622477A0F5A32EA48DA63A144426B2953A28772A7EA9DDA422A54CA097A81619051B062903196D1F30212AA1109A39A82F15D6A6361C79265999F41DF51EF3279DA0BF265FA466A85B256FA3D9A07F224E16B01F849E3D986728E320B029572551A498A1949FBF1C4DA215202327A822F1983425DD18F7A152204888E21EC8204025839A60A1AB972DA5BAA85424A9A1C6A23F252598651D7F1F3F262725761F4DA80BA16124771DCA1E95A189A22822A51C79A1A52413AA742182A0C019DF268E28541CB2A29E9CEE8FB426D59EF0296DA2AD27352ADF9604A990A1FDA261A0381DFC239F20979E8D2506233D9EF025CBA51FA9462171257D272327E31F76186C243A1EF4A110164926D5243BA7CEA7CCA4FEAA8C24DAA5CBA3ADA11A1FFEA5DA252B243DA4DC201FA4861EEAA4FD982B20859EA61F10A97D28251D7029AA21DFA47EA47720CC9EA8A6BD1EE9A12B990D24272199AB1214F2A21BA05FA40F9CACA5FF967127331C1B9C3EA2EC15E9A89F1EFBA2AC24162306242F29EF20E0A6319D6D8F1226BEA57D228D20FD9E9FA06923C925A4217B9DF5259425039643A483180E21C19BC1A4C71D2A1C56234F123DA8CCA88691678D202AA1983D27DC9B6D22619B891A1D26831D39A924A77E28771E9A2383224AAC9F0C4EA6C6A0E6A5E79FCCA5E221D624F5A0DD2C602629A564237F28BAA4A3A32F9DF8A20823A5283BA54DA701A02F16012AC1A5879C5F1AA7247688222723A5BFA6FAA4D92559A04C1DAA296BA0911D11A652A2A4A8D5A7D5192EA842A41509271B531F6DA02325851D2A21A01D5114602C5B98C8246680692033A8772B009A62116A9C901CC1A6D4285927A41F4DA67EA4AD9DC49EA527F6A292A82D1EBD24E6235E9FBF261124ECA24D290B1D4AA7E1AAE5A110894B1EB89E461B80A29C276AA588245320EC1EBD243D264927E6A0D2235CA8ED9E50A173A8A21DA524D61F321521201CA491249AA3671E452100A89FA02EA2F6A82DA40128DEA1A8A7F025BE97151C461B1527492551A0D4A26823F21C1925D119299457A526249A1381A4E2A59B9601A40B1C61955E9DF621C82421A5C91D532219240596C0A60FA488257126F51D75A2FE9BCE1E1D2950287C2570A3602994A5B0A89FA3A2A9EAA5ED23E11E98948B2958A80B28C62723241AA3EC9A5FA5519A992394A88820099879A1131A8B27D61EDA9987975D9E1B9FC6262D263FA12520B2A82824509B651A0728EF251416BFA7FFA28225C89CA9992723F52193272FA1072240AA621DFB9A8093791E611F0B1C57A55EA4CAA592256A256115BEA036A7682755270EA6689DC6A829A6419C1FA5E9A036A08E28A5A25820A8A798A8EC201A231AAB2E9C632788A5C6240A038FA18DA41A99E3A760240824752968A885A4AFA5D6A2D4A587A8D69F3DA066A2262805207624F326DEA6041D2C97009D2E248F214B1E01A633A42720921ED6A583A7DE24169E5E2000AC00256F263E24EEA610A16FA044A670A8261B6A24571E749C2FA69EA6CEA111AC372554A0E424509D9E9ECF1D2A255522E522A92534263EA208A716A156249B2AE79FC2A1F0A2688CF80DB7204FA37197982591A4D3A60C1EC32502A52F2266A87C9091AACE2A2CA013A8B7256620202509AABEA7692291254CA79398D71C099FAA24222708A457141F93E5A8EA1B4D23AA9C60A6F718BEA343995D19E7A4BE242B290C9CD01D981882235727DC9A8DA609A7D89C1F99B49E531CD027E6289526399C3AA33C260A274EA6791D22244595EA1C911C751A70A612A432A7519C67240CA1A729219904A12EA6D22242A9132679A132A4749BDD9906A896221F1F129BFB24D520892478A442A984A0FFA97B1E5CA8C2A025A3C9A4221B85A68527D0A208A1832354A58A24A81FCDA31928FC1FED2291A13AA96B28B428E9A68A1CF62968A7A516B71EE0239F9F8CA2F6208225F39E5FA3D128A3AAE11527A845244E9E409A2416592AAE96E9A9269FB31D7A1B2BA1F5A45119D120A3A4E927D9A5C92184962B247C1D1E22B49F0E20709EA797FC248F8F8FA493A40AA3579E7524A925EB1EE7239CA33FA64FA0E724562269A2C5206AA602A83409CF9EFB1EB61A8F18F7A64CA791242AA768257C27B5A8D99496291A28819DC820D924631F51A599A906975F2189A50DA002ABE920ED28371D76A592240E269191BB1D4B28E4A69A1415A325A9D924A820B222729C6C262728911F0FA9D3A23BA536A9AAA1FF270FA36B1E089987A6F3222529F49F3F1E9A2239A4F926C21DA3A8B09302A48A228024F12284A5A7A558218126F521BB2569A43AA8C02552A87E2108A801A107A06B2416A253A761122014A927B9A4EA1912A84BA1DB17CBA326A66CA47A9912A887A56FA3BB247B2297A0250F919D972406A0B1A13F0B52A52225E117761FB11CAD2805A5ABA1DDA6D49938A7AFA45C234E26C39AA028F725229F101C529F11A3BC250EA96FA55A25D0A379247719A425E11946A59A22A5A0479DA5A37F262FA3829A0C26A9A697A846AA819C21A5129DF4A55DA473A7DCA257A5CD2121251C28D9905EA591A3681D9C2105A310991D240DA2EE241625A4214A2544A1209F73A2322593A57D27E1A0ED1E29217D24CEA066A498229329FC22471CF4A5891D0A1E11A6C8A09928132186195822CE94EDA2FE9E1FA45902CC9EAE242D1405A747A55F1E09A25BA59A24159FB322219C1FA32DA86AA80B140426D324B518DDA63C9C5C96E325952741941FA444A5B79F5C9EF825AB28B5248D2187245DA0E49E479FD9975F1DBA2636A54EA5E42240A8CF24599B8921AAA65920FA9F9C263C26EA205BA8FDA002A13B1EB9274C2238A88894BEA388A3DCA3EDA4FD19EC23B52102947322B721E2A4ECA0FBA36C22802364A2EA9FA32AC31E5C9E4C98BD250C9A3FA16528D01EE7A472248B251F278398EF209C1FF71DD2243D992727BB9D149D3D1A7FA3C29F8624E6A050A53DA318217AA9D42030AA771F6E19871DF418949D55A584A4C526F4A175A4A8262AA7322428A24CA48923369B8C1EEC236D23F69E1F9E9C280C21309C7C26A2A4B516A4A4179DC80B56A3A4A4BA24E12658A5B8A336A7C3A7D5A13A276427BD22502482A8B5A23824EB9928A986A8FA1C9A9C5BA1B09A8600199CF4A910A0B4974E24DBA4D324BA24F421DC267F192BA8A9248623AD198929E2999C9D4B9CB1A11DA597A020989F23C3A744A583A326215929CB93B09E92A915A55C28E0275AA33622CEA3DB8C232058A42D26BBA52FAC7EA3D2247B28369A520D692B38A8C722A39DB42653A755A32AA42D255025D721929BDD1C78A67425A819A3A16322F099A78F1EA519A111A1782513223C9CB9944AA70C21C2A6879A8AA4249AF59AF615A222B724D9A36025BFA05D9F4DA9ED9D3719EE2106989920892839A969A46820192650231218F2A424228B278E245426CE28ED9AD92744AAC1A05A21C710A9199EA651A84123919E4821EEA787A803257223FEA7E7268621521681A44FA67AA661A52D253F27A8A0FAA52C221D9AC29E0C1A8F251C23079DEFA75C9286263A2396A70498E0A5E89D6421D9A9929D3DA065A633A51A2914904E1E97259521421955A2791B78A410A5002394A43326C6968524712423240FA870A49219A9274E1945A55C2097A10C1DBB2704A43A1CCEA1EC145C1C730FC6243DA23D25C8A657A125A1569A16A73117F621ED2432187A9E65A3F7A4A59FF4A8B929BE98B5A202A458A3D39D9B23C1261FA8B8A0DA1FABA1611EBFA41722F59B48A5581CF698F5221F2497A40A21A41F77A58A201AA1FB180426C723AEA06E17C09B3F2436287B202B23C42591241AA0A89A83A48B9C1B9E12A6C822111AAE1A1C2806A5CB22DA2734215F28A321E1A89CA5C69E69A158103A25122854A71222EFA2960A282CCE1F66AABAA8D91927A70625FE1C60019622181D071419994F25A89C76980F27589B0A1BA1A17B24F9A554134F270B25DDA1E3A213A503A8D71E9F29589BD41B95A60F2608A85118AAA68BA6B1A4A72810A92E14D9A5332725A50C1DB021F621639C48A9579A4F1869240B19FF25EA20D59BF20DAD1E6FA7A817CB239D27EBA02DA52599A22440194DA3F520701FB82211A245A105274722D09C33A46EA5CD256AA6E60E24229DA4771C4225629924221417539D6AA0B41D9D22E9A0FEA54DA43C23CEA13AA706A0B6268BA88AA7179BD4A1471DFA24FC21B2A05C22B529122262979926BA1824157729062806A062A074259C20471DE01819A0371F30A626A26EA351A51596B5A5549C48A285243922C21D1F1893A37E200428F8258915DF9E0C22832509A1BAA8C3218B2B069CBC1ADE204A217629D325ACA89C19CAA512A5BD143122FB277218C799F19E908C3125D9A057A61CA58B23AAA22C9FC71DAC16AEA6C31E8E218C27921E9E9C41A64E23A925E82457A4DDA401A8BC2409A76A28549918A516234318199714A4BE24D91BC0961D25",
      torch_tensor_32_torch.float16_3: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C",
      torch_tensor_32_32_torch.float16_3: "0x02000000F99F2B21A295C8214124B3A78624FA9730A0A227AA9F302106258B986420E79E2C0C3BA22B227A227F215D242B1BDCA1A10F739BE6A7BF973928792293281AA5FE1BF09DCCA56A2607A45F1E80A665A391A8C9A15B86B71CAC232CA6769739A59D9D46278D2049A62E241EA3A515AB25892437A51920D1A038273424239B202432A43719F122249C641E2C28519D171EE72181942324531B5D20CBA2139DC5A0AE1EB31BA624B6A2F39D69A37DA68A0AFD25C820A99C89A009AAB8A908A4C2A98729E61DDC0B73964B2750A3EC9A089CB59C6CA4B49B309BE9A2A225729805A07228D60CAE27F41FD4A5EC27D2249C1962297C1D0CA3A62908A29A9E6FA7FCA61328FC1F92259B26D39D5A1750A68425D522121E73A8E72092A85923711ED4A37E9BC8A238203727ED984FA413A5E5A9D8A476A368203FA9A49E6A275AA945A209A5732311A8BF9BAC280A250718F8232D1B3FA59B1AEA28C820441D5625CB9CCEA6E413789808A47125BE1A9624A0280820B6268317322463A4109DF3A4572835A1EFA0CBA0E99700A25C29A39DFB1B4725F89A12AA1D9F4025E0A2E1A2C2A6D628EAA394279E25839D091DEAA7F0200996CFA650231EA16325F7A148A0BC24E8A4D825032016A7059F6E14AFA02C2639A467AA30A3E6269F222626B9A00EA5DD1B19A986226BA8A89E23242FA042A428A860A458A03A26C591292056298A2422A115984C2353243EA101AAA71D7924FA8DE298812578A65BA458A764A3E21B2B94689D5A21FD9B001CB020F61FAEA3959FFEA1AE230F221F1F7AA02BA33D274E245A9182A6E72456206D268AA4DCA0122630987E021DA8341C2322C41DE7A3172240A0209E0D969F240C21DC9FAC2404A8A6209F980BA595A48525122553A55C2734A0CD9BCDA6D716B4A0AFA20B9E2318A9A218A53623EA28E48E8B13F39E64A6DC10B8116124C6A54D2381A62C25F32BD695B71DC9297CA097A5EF24CE28A82945253B287E2696A6D4231E2814AA101DAC1C66238E1616A6AEA335A677295A28B423D89F1A9E039A532A23952CA4CD1F852029068A21BDA6E6A41029022215A2C62002A6949003225BA7CAA43A19AD28FB26F726971DABA2541F7B9DE8A0D3A15A244EA423A496A35D1C1027561F7BA851260120992005A56520D198621F028EC0206C2144215328159C1D1F781CB009FDA821A0232A5A24A0237C9328191A9D2F181FA45B9A4515B6A3F89E55250CA16A28E39F16238418112195A6C01DD5A7D3A489A58A210BA790A8D1A795262D21C3248D1C80214481759D4720D5A024A838271D24DD20479E36A1CAA3D9A370A4589D079EA6A88E2827A507A410A8EF26571F4E2444A084A42FA75C1AC3A9832B2694C1A1CA1E46236E25122363239C05551D352460A8DF1831A77C1CB324C8A129220D20BDA1D29B84A63D24E6A1662A149C2910689974290B239F29479AA4218D25061BAAAB8C25FFA73823E421342598A017AAA51F1C9DF020DAA4B0A5EA9C411C01A8BB9645240024EEA24B9B7E23A6A4DA25C6965AA04BA979248D29F9A443258A14352449A20128F8A25F24E28D97A01FA2561FCB2600200E223E99D89B671B8828F621EF1FFBA77923521BFB260F224C18809DE3289B1B0AA6342392A43A28D098519F8623E22424A6C1A095A2F1248827E59D98A693263715BA237C99F69BB228AA258BA7FE2577253F250E25669FB824C99DE922B29C4BA65A956EA1BEA8FCA510A8929CA9A772244CA1E61CD29F4C8F05A616AA0E28FC24E3250CA16D2076A44619011E07A84D1A869891285F21B6A454A673A0B61EF123AF94B8230B9F949DE1215A26B71FDA2447255D966418E8245426EA27A4986FA8BE2652256BA4159709A88AA17023A117B2A1F226609B79A520A643279AA45A9ABAA4C2A4BBA32820C98F9F26D4A7549189A02821D19A84A5C8A794161DA6BC1E41A6482336A18F9C7FA43A94A39125202E1F59A63FA51B9E489F20A6CAABF79C17964596FDA3B119ED26579FAC242E20A0A1551FDA1A551C6B245186BC2097A4EE2811A36898BB1E47269CA1549A7218341E48242CA344A8B1A7FF24C722C6A7B4A3682CD728FE257F1E1AA6A2A48024A826C5242D2C06AB68258C22369C52A12C24E3A10D9280A02C23E6A488A8C1996C98C09E4D1F549F16A44E20C498F49997A6DE9F79258628B09E1E9BDAA508A9359EF7A618A9C09816216B251322839FE51E01A84012412AFDA5D59C271E7A166AA4E69FA120D72465A8AB9D649CEAA3C91514A5189A30A64F8CD021CD9E1F28921CE219D7A235A7EC28E0A5C39AFDA49FA5E3A33D2129214E25C2A18AA121A561A82FA6EC9C5324691E7EA4621B341FC39B6E23C025261F592343216C2887A18E18F5218D248A922327D923072A2EA14DA017242528831E6BA043A3B99FFF2596A3649C0BA40B2AE220CF0CD625A6262CA88BA14EA1C68B319E96183E1E3F20D2A69424A4A27A9F6CA269A56925B4270A9CAD252F23FEA824A6C423D09803A58327F31E5F2411A542A1559566217526DCA450A9B4A83FA8B6A33228BC20F92509230B1BB81C22A4771AAF294E2619A251963DA0A52413A4939A8FA7241C642805204D26B719F628059FB9A1B9A5A998801CC22440239F1761A04625FA2124A2A5A5809F7521F920DCA4CDA94AA3319A3125122870269A2A092003A23917FA19BFA24FA80921081C2FA46A22061C9A28BB9DD5A0B8217DA1BEA479A75D29351F03A99524E621F8AA3123A9A43724AD1ABB250D9F2A20B5A3FEA618A93829DD2097295225CE1891A33DA17923F0A515164C1491A6FF20A9256B21A39B4CA90AA142267C94A32881A8F4A89924AC2661A766A3EA149490E59C209C9F2607A4701E759F",
      torch_tensor_16_32_torch.float16_3: "0x0200000010271E232923E025D3A52F258EA545A119237227E722CFA59FA545276FA040A25AA460259AA29B266C21B122759EFBA43F23CCA177A8CCA502210E2704202229672476A16799F7A63621E8A5641F8A981AA4481EDBA386A55AA3E79EB19F17193DA610272924F9A87CA0F3A259A54F202420BA22061F6696CB24A023D120F5900C2507A932A425A526290820B9A0491A5615F424972611A80D23902882A054A4A1289625A822A41C7EA47C283AA37125FC21DD9D8922089FD99CBE958FA877220E149E27D625D0286E2A0726DCA82FA112242DA9081D4094CBA4711E581D23981FA181206C28339F12A14C2187282B1E999C6D22BC2274A69A1E29AB101E9F21B11E0C2773245025449D2125EA267FA4B526F42663154426F4A4721C7892C4945520D4242E962F1FA32649A59C29A6202626959F7C204E27DA1F30A47F9F4320E2A771AA5DABEC2637203F29419E171CC51A301E582418A081989CA2D925D69FC421AAA0E8206D215F265D21AD1AE4A039A19B254D9C39A2EA1A95A2FC9D739D4DA794A345A12DA04323F69CFAA936A143A9ED2096A8F522DEA178A0F09D3728EA2428291D1DF7A0C11D1B2218A5ECA9F0976C25AEA53018AA23E7A067268F97A128BF9A271BF094A4A347A0A618B5A635A0BB24CC12E3A533A4178BAC1F56A70CA0299A59A6F2274B1D0A9D46A8AA21ED22632531A5EDA55D26509D6CA8341F23A6C3257C298F24D92191A32D1FF1A7EEA2B0A82EA4A2287321DDA2E626D61D5F14D0A2EE285A2543189E26FF24D327659BD5284FA146A5C01388A2E4A0C0A3089F951DD214ED19DEA5C425762208224DA83C263E25F525EBA0C6A47C247E9C92A400A1F72447995EA9E82687244D28AAA26B1E802817A5DB23C28DF3A07B241624B3A00C2502205AA66C22D69EF9222D2167A3D81F9C9BDCAAE0ABC92217A4E123BDA031A8EC220B9CDDA9FD246420781A8A225D992822FC20792505A0DF088E9FFEA2B19DBAA4081B8AA97B24D29E429ECE9A8AA16AA8B92A18A8E39E2F28D12507283891A39F37237826C39EFF161D1D9E88831D0423292076208BA73023C22880A4E825BF9E8C1C26A04094021841A7559F45A04E15E2943B2800A07212F7A68A986A20881DC3A234A1DFA40827F39CD828F8286D1FBB27E125DB251AA45BA51BA498A7CE28E124491C54249AA0742199244A186A20951AB09DC8A3689F7C1A0AA8ED2894A0B2A2DC9DAB1979230AA866A4F3213AA12D9B8E23E0A19F22E220A61C1625BC20B229F59975A1B4A1BAA01BA4EEA4521E64A3942923A3C2A67BA7289F9D9A5B1C59248D29ABA8001BA229E72692244D244096E89FDEA4619DBF9800A305248D1FFAA36228101A1DA136A72226C19CC22550A649A5ECA172212BA4F0A5D39B57A231A456A0FBA3DC9658A51F284E1AD21E6DA1991EC2A2C1A3",
      torch_tensor_16_32_torch.float16_2: "0x020000009CA54822F8281C9ECF287AA6F226C21A2AA90F195A28BFA58FA2A226F51CB5AAA922A5A227935E97DBA5639F639A67A4C29CD124991DA4AA1F2321A16C258322F89F942856270D1976A501A08A9CA2A770A54DA454A69921EAA1FF2313A1FCA5C52578225C8F4B222DAB119C859CFD23B728C3A38525BAA329283C21541EC41F3F9F3F9566278C94F22462A09E990E223420F999FC1C5427FAA8CC1CE0206829AB27431C51A82B9B47179F9A88A268A51C2A0EA89BA6F8A49427BF1E05A48C1CF32588A7849CF529572990227C9EED22CA9EF0207CA59026CBA5EAA04394A720ACA7C61C4D99B2237CA6B5A865A40827F384099AC722689F612107A708A16CA35F22C29DD5A60B238298C01A7199D813D7220425900DEC95F48ECEA243A6BBA7430DAD245E27B725E822AE9D2AA5052214A71E9D699D5A1FC8226DA61A229FA598A6B5A4A4947B9F3F22FB1DFAA4E4A7DAA897A3A89948A8BAA7D025689BBA1B20AA3920D624649F9F2A401C09A0F6241A1EC924C827291CE426A61FD0A57729E525B89FB3988DA11727E6A601A84427FF1DD023571E2B254A9E1D27D1A696A41FA1DA27EB26A425C3A92429B2A7FBA1DFA731A4D3A3071E5F2291A8F9A86FA2649CE1243FA472A8691D20A03F24C61961A03E251A9ED8278AA56F288E2032A2822069262FA04FA7A9A7642574A0E91F4C9D58278D9BD6A6CC2561A9F722F0A1952599A89AA430A78324C21C011E19269A2064203A2044A8DBA67CA03C1FA424931E6B1DCA2204A1DE9CD6A4F228ABA96F8E1BA69521C92066156C28BA249F255425A8224598E89CDE1909A895A1E027921E1C254A1EED0EDAA4D1201A2663237AA80EA0D724709DF01E452973A6B69F72A42D25C21E2D2210A86BA4671D332634A5B7A0ADA8E42424A98EA79EA5B40C091F54997728690AED24FD2619238B255F1A9CA1DEA5FCA0C1A6D3A5530C779CFC9A2BA054A643A2C820D422BC27A69D9C9C29201529B6A7B922CEA5AB197524DC24D514A31E3BA07C2611A961212F1FF9A6419C6B240C9E1324421F5C2475992924ED26FD24D21C7125BD2030A81AA453A4291C76A36EA7D8200F9DE3A585240CAA479D16170C259718E227F298BCA534AA4EA5D3A1919DFBA5461AB72722A0DFA168214B9F7A1858A0BFA27A259B994B1D1C9D0A9809A92E288E9D3E2854A552285DA719A5E99E24A1AEA6B21AC6289021D1A657A5BEA77FA1FB9DC3165E9D5D1A3F11829F21225F156DA70CA7DCA16AA25421C99CB7A2281DE8909F27F19533A6F71C19255224FEA4F8A00A175324BC1CD723A6268C24A6A31C225AAB871D4924119AB918989DEB24D0A888999DA85B252FA8B09D89971B24F49E18A415257414B023A6A0E0A59C89062792A7E022E2A7922301A22F1F3F1F6424FB216DA8C620B9211E2858A8A619A3A1AC913328",
      torch_tensor_32_32_torch.float16_2: "0x02000000DF1F899671A97121CB98CEA53029261CBA28C22332A74524F19D211FCBA936A99C2411A90722741BA8A359A0B7A51EA405244F22DA210D24FDA10A2679A1D2A0AE9A7AA46F9F89A3EC94F9942B25EF24D2A431A855A84A9865965917D09EBAA04D2530152D20E5A4DCA7ECA201A8AB282023F11C712666211F0EB2994DA5451FFFA399A55B961625891788A3821BC728E123C3A3D0A412A7182404A42FA8BFA41528EA18FF27D0A61B2111240E9A7BA66C97CA200D29F8A62CA578A81AA77E18E49DD8961D24B99B319B4AA56E2314A8B51A2B24B51E90194921B924D326392623A40724EF1F47A688A891235D24539CFEA80825EA206B2045A0A82541A4AF2205254B919DA56CA74824F82575258524B19CF4A41CA2DCA7D798DB18379EA7236720D6A103A34B192B20079C44242AA55026FE2133A9D2211D286FA1B6A0C7222B1F98944C24AE2135949CA6239F4DA8559E5C1D822213242508599FE6A91FA19E249DA4672385A37D9C9FA243A5AF21D0989E9F88A6879F92A4A2A8F82854A6AB1FB22587A1B0A59B9D98219E28209FE0188E218BA5E81ABC24F99C9D1B1E18B12774A5DB94A1104328E221A19EC128DFA525A708219AA4702A27224221F624DD26B297DBA7B3A3552611A466A83321F39DF1282D28B7988E1EC6162920FDA58126B327BB1428A6DA20D1A09AA69098969E512655A2B6A220A1D9A27A25231E27A4AAA2D8A4219D1622B69B0AA1029F9F26F121340A1BA80A23DC2522217A2475A54E26DAA86E9E65202CA44226319FDF946D26F023A6243BA8F820DB2439A4D31FA725D9A577A52B24B99B229F412253A0F828EB2119A5638C371DC0A88BA114962A9C9C2327A1B02575A720A1149BFC9C20AA7225F1A1A7A0A61ACE27881DBF1C21A84A922D0E8AA4B21CDE277EA88B0F30A32D255020219D6921C49E6AA8E21C381F77A96127229A9724E79C9E20DE257AA5CD25009908207B2222A45023C22714A8E39F58A43CA242A56914A4A166A7F62551244A2122A7581B57213F8C39A7560F8C1E9B9D5021E8A5E7250324FB26771E68A7BE24D319E28F9DA42024AFA7452365A3ECA5E4917F23FA1EBFA330A78A20BF28D41914A9361C20259EA87CA1562528A8DD22871EFF26A4A78721C724829F5019DC2492A36EA41B1A3B2124A6D19B52A91A2513A525A52D258426F3A6A8A1842353A11CA0561C66A20FA4281AE1A6D6A4881EE0A7089CCEA156A4E82300A0FCA6B2A6AFA833254AA370250FA0152949A6B2A5B0A1E4A8789FB69F8024549E62A46FA2F6A10E1C501822A1ED981D24C5A014A0E49F11A20DA47D179122D1139DA75125A1980A9D502076A0099ACF268918CD2255A5C9A1EB9CF72447A1769C37A60A20172191A71E2B4F2626A489A63420161C2CA49608641A13202E29A92894A61FA7CB25CEA479220F9621A27F9DC7AAE3A8B121429E1EAAEA21731604AAB624B2A54A1D5C9052211DA53E9A5E2428A4B31541A6A0A3EF0C3DA5C01B1FA8E60CEC247C16AE258D258526B3A5719DF1A5B0A3C41FAA1BBB9E321DAF254CA09B190AA0939A0499819903214B29ED2082287C95461F2D180A256D27C3A634265AA7EEA04021C1A73C29A69D1CA956250225159C24240822079968A3A92A8B9F5CAB1520372531A69627E0A6FB189092D497059DB3A18BA5C82B6BA2A69C5E1B6BA28F0EFE29C3A4289E2524A71B1897BDA0FD918FAA0524231C47A8C82389285AA4CFA38FA2871A689C1827F728ADA1C794CEA4F6A0E09923A4E01977ACF89CD19C79A6981E65A48F218D15C2245B200CA034A4431BC420B6A7DE1D8E117C25841D3B108BA462A1ABA5462530A7CCA42B1D0C24BF9D79965910691DCCA6452411A6AFA54814C42555A4039D1627359C18A9AD204CA23E9F3922BB2B1B9CDF979F9C2815ABA636998FA92D209223D4A32E267B2AD5A14BA5A220F8A801A51726F024719A37A08BAA0AA0BFA437A6FA9ED326B01C9C92F79FD91AABA778211CA0151CBD9022A1059CD6A73523611CFC1582201CA7F7A62E9E1E20FDA58F9541A1A5A4BE23D9245528ECA2E9A44FA5EBACDC98551EA01D8518ADA3E79CFEAA129649A6342538042AA8CA1C04286E147EA4DFA7C0984F178E25C9A68AA4401FE520732187A775A4CC254E1828A59E2272A6042505A0858EC41EF69015A7E2A1571C6426DD252D9D2F216F1B7F959EA55CA6429C42A07FA08624B82683A0B5A6C0A4FD22931E42A0429F031963A421A48DA6B21C8CA8861FFAA1FBA85812E82105A469A0AAA84526301FEEA4A6230CA0B71FCB1B909A089AAC2472A4DAA5C0A0C89F42A40DA549A811A2539AB5A5281A20278224281D3BA1761C9B16CB2437A599A4179EE0281F2023299819C79CC9A52C98DA9DF3A50725C927518A8C256F27A9A31C1E04A9B4A1D2A56EA3B89C02226298A320E497679C6C24F6A07721ACA0B3A297A1D319A7A4721B6BA463A4EB2465A1202738A95B25F3245B21EB1EA11FBB2691A472A4301488A5E51F93205F1E40269028E819C918002075A3CE21C99F8C1A59A58C1DA31B2225E39BC8258F2060A47512012821173024FC2957A0D09CB226F82554A0AB9AEEA644A1B32475215327A9A69E27C823D52318A27324DE209C2247A7F229469EB6A6BE206FA6A71CE4233399361F79A677A25D176D21E01C48263AA519230920E11B50A4A39FEAA0572379277C1BA3A1C31F412419228D9CB221F39D4C1C9D1F64A6F813A227989BB11CDA24E11F081E60A4BBA6842038259E0AD026AAA75E27021FEE1FB824C22A6B2460A0BB262EA7A428C71E901AEFA727A986A8AD27EB24BA1DBA1E2E248DA15BA55EA8C02597235B173EA8C10C822344A6D324889D6FA07F16E3A2B8A8",
      torch_tensor_32_torch.float16_2: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C",
      torch_tensor_32_64_torch.float16: "0x020000001A2517287A0814272E27B5A23721D224479E65A5831AC124A2954EA823A41E1C302634923B9BFCA32AA27820EB21BA2581252D1D29251122EA9E65203298C7111728C89C22A5DAA114A98D9CE19BC0201C1C51990C9BC9A4D4261D9E8AA24BA5501869A95E26E29F1FA78F9F12A8F91D20A87E9C39272125E826D026231779209B2845208F24EB2418A199044A24721F472077A4E0A350267927869A539B6D9B8AA65E9C00231C28EA1D502318924F96A6A6731E081B08277D9A62A0BAA0B1A04A9D5624CAA56727F92094A560A2099F5BA24A1C239B2BA173257F2415201824CB1EE22225A7D5A3A2271E2210A1B30A80A82426322AEE21511DAAA638218C1865192BA4D223A7A4A39F98A7501F2AA6E49D17A57F244421042423A0C7A4831F1B23181C1CA886A11EA45FA44AA1002046A12A2317A3E8A3C22478211B118AA796940B92FD22DE86891065A3A11A38A3D325690C4D222C24BFA53494AFA6EFA39F28C6271BA9FEA4BC166E29E11BE721C1A04CA920A417184424119B3B28CAA984A21723F420AE1EAD1CD4A5EA228FA488A4319AC01C02277A24ECA628A038A1C9216E9A751E7429A2291899C3057BA7E325D9282AA011A97629D1A1D5256A22FF111D2049A40D9CDFA22CA886A6A39F0B944E9040238AA1E31D0E1E4626CD9F36A83DA44BA4822432A9631F1BA9921D08A9AF9FB61EAE2A6A9CE52062270AA55CA62E9AA1222CA57A28721C85A232A117A81BA27A2792A12225F7A8DD2230A80828952174A05121A7A693948D1DF5957326FCA5F49B759A31983A9A60A8E7A4CD1E72953C25562A4B25192447241A1872A36AA0CE206C22C8A72EA0CF9DF6A80199C0A43B9EC09602A3402750A123A36424FB213EAADE25430B6923D09D6126EC2581283C1A8925E2A3342A5CA6DCA21F25E2A55F224D2AF426E1058A014E847524C0253C195BA8D12190193821EC9E1D25001DF3A2C6A7B6A1139F0A29259EB9A546277DA04A29A1A10F2372A547A592A158A5D9A250A442A4D405A81C8F266528F4A231A64023C69F2A220D19A4A25FA7B2A9B9A39E9E1A24539BFD1E8C9F639ADE265927262109234F8890A4DFA1C7A471244C1C04A8FBA59A20B3277EA64DA5619F4F1FBBA611AA20AAEFA18CA9850D22A0761C85223A20EBA4AAA0BF996E2597246B1ABE23B61DA026941E2627A4A0D12429A3B1A832A27AA01B203498789BC1A06EA59513B7A0F4A9412017A30F24B8A47E25AF22D7A431A9F3A547164BA33E245E2899A43D2581A1AE9DA7A4CDA782A0D3217BA2A8A94F24B61C38A486275D29D3A824A530A6409C5FA255231626E69531A66AA37D26F1239B1EFCA82EA1B09BEE9F8C092AA7B025C828C625D91C3323101A2DA717A46F193C2792A4BB24B6A0A924B6A5F51E94A50D991E1E159B05184D2250A6D4188BA0C71894A67B270B224329E79E3927251CD624A2A7F624E622E9A093A64F2770A2E726D2A2079A0624A11BB92055A609A69D222D26D0992216DCA66C24E2245122BE251E2463248294E69CD4A4809FB39C8A9F5324C729B0A49AA7F81ADA9A802237286A23102151A9B12672A8AF18AE25162683206B9B639FC6A0A52719A58C9D339DE297FE27BAA5062306221726ABA216A81320E9221E9C85244E9893A6B822BEA6A69D929DC8191F1A179F0923CC8A7D1FB9A8F59B44A92AA8B5283B24FA1DF91E7DA88E24571533A83120DF1FF11E5BA878AA37A62018F11C2C21172376A82321F0AACB2057228524FA232727CF1911239422219C1FA08A228B227723491ACEA8A5A58F1BBC28B3A30D220E24B6952692C3A5650D5CA33926DB1D90A84A2914A484253128E420E4A237A4942125A88825D2A4FCA4892975A82AA7F7A7FE9BAB286E9FD8A2CE28A02270A813A5D0A6A1A1A1A5A9A73FA86B1C569EB2A46BAB7EA4772726A2D018FB28B09D7B1D51A794A06D9F579A719B012418A6451F3EA4F621F01A1728E1A49720F6201719DFA353A8D2208424BC2231A1A7A858213424182817ABF9A509A330A8AB1644A53B27D3A8A89B65A30DA85D269B233E25E820B915DB1CD4A12BA63D16AA234DA5821A349E9923E898C4221D1CF8A62FA4DBA8F120A224032781A28595371E0F293AA756A97821961C8E246016FD98FF0F23250EA84CA41A15C8236720A2A587A03328CBA0FA28C3A3FF251DA38825F8997515D6286EA127A5CE1D51240224F8A5A12497212328341A0B2405167C194226EBA15123D42771A563A88722D9A577A6222796A3AFA4A49C56A6D2A005220E8356A68621AA9FBE9919A58B9AD29950230310DC264926F822DC21D3289D252F1C89A9B72088202B99EC2538A47FA2AEAB6D1846A26124961A8928E2239322241DF922AB28C79E7429828CCBA4D7A8B5A09880D7A562A8CAA31E10C3A69720442790A635A2C39C8FA00DA896291B21F9201E20DC25ADA0D79C289CED2957227998C126FC1E742231A96DA190A4D2250221F6A60C0C80227E21C6180A2764A50CA604A606269AA4D7A272205AA59D9F8A15C48F03930BA1CBA24296362349250E265B269F22AC287F1D0DA6DA21F625222A4D9CFEA03A9526219323FDA2A31F469F399A50223029BB1D019C99248824F1245F269B1ABE1DB69DC6A3FFA4239C73A167A5A81FBCAA8FA1B594EF1FDDA1D4A50CA0ECA0C39FDB9089A6EA2116A54794AF242BA8A9A47AA4CB9D3725019DCD1576A4DA2417A27C27B6A59CA7C5A78DA201A444A69C1AD4A7F71A8BA5359BE1AAB523A3202191C7982FA280A2A527C0A079A04FA6381F9DA4E211111E4C24EC1A391F2A9D6B25A51C1322FF2A9E2429A4B921219BE78F11A7F69EC4A31AA85E20D826B011362043A67CA56A29C08F410F3EA418A5D2A83A97D7A51124150274274E9DA5A88014E1281D298C20709432A3301F552446A1CB28E2A3FC24BB9B9925499F2022FB0D321A10A76D203F23CB9C2E249724EF2621234428B2A45B27049DA00B5F233EA40BA4CB9EF396ED9EC298121AE925C0A135A270201C23FBA7AEA2FE996E25AE98EF81B4A4A09D8627E8238AA8689A651F1C218AA4B7A33496AB0E5B1EBDA6E0258F28300CF9A8991AA8A4C6287D9EFA21D9A5ED20F828192965A020A6A81AFE264F9028A8DCA414A42FA6C7A557252C18D4A45AA1051C21A5F921031D2C2685A5D4A8DE246E1ED1A9ACA3259A671F879C46A433256DA503A8C8A7C11C45933021D498D7246320F196751FA02135A948ABAE26221E1024C329FB1CA824BC23112427A74D2867A70C2781A4D3A2851F5198C3A0C821D496221BD025DF281A9C34A0C79E8A226FA8FF9C381A72A40E26D30CCB278D247DA563960A2309AC71A009A949A9541E72A5F5A87D9E69A7341B3023A19657A56922870D589837232BA614A0E0A1220DCDA3489AB92950A3CFA1C19F77A71B1DD49D189DCAA0241D382676AB551D66A62F265FA860A27C9C4E228125F0A4D1291D2345206C28861CEC1F32A097980DA0C82418A41F233298842182A5BEA2A5259F265F9AB01C37A4F6A10DA3CB202A9C0C28A0A21F2621A79D1ED71F5B1A8BA93DA62FAAAE26F92260AA7B244CA19AA55E294FA431988AA40A98E924AC2029A639A2582222A1AB9DE920A822371E7C2600259E29151A3C22949CFBA0140EAF10991F30A7CCA07C1C9F28B523A29E999CD5A2C3A14E1912AA75A0BB9CEB2103AA8BA3C32407A0049D699605A4D619B124A8165B0D2AA94A1BF924DB2942A026240B248F207620909E6191AB1F09A765141527AFA41B88A8A5881F2027FC1511A887A736281B28FAA6FC253FA585A88CA467A78EA51C96D892C1A2C7A021202E2552A74F9D222194289310482439A6BAA454A553A2EDA50AA2421CEB27EB1FF21D31292421A6A88CA8BF225F9E4A10E32B2AA81F1B5A281D9E1A2604A49EA65B268C2495A29B199C9C9525779DC49912990D87651CBD22FD2A6EA1301EA12564A67E9B16204DA9A8A863215426AB9C15185F21CC96A18D8A21DD9C3F26A727949DD0284AA54AA30CA40F214EA2629F3E203DA46699329AE5234DA078A7B7A44FA88A1F0CA23C202C2649A69B254025B12861A06F1C1EAA5FA8952408A791A73926B3A6461DDAA3B8228E9B07A662A9FC9219219F1DD31BED1FE1245CA09EA5B51601248521CEA7981D52266C2962109CA241A448A868A3D3A6C0A143A475A40826E2A5B9A4C193619EA423ECA30E2A66A2222122A25C227424A1A4F8A245A4DFA5E423BD9E6A9FDA20941BCA1A0825AE1D239994A52C24A32715A48EA240A1C1994A220F2164A3C3155D255D9E602784A6C7A2162188A37BA071A23BA6C71CE3238E9675215D28689AE615CFA73BAA43278C1CE723CA23018D509B059F7DA4AF216194309CDB1CBE24B1A4E5A3AC27E09A4324E51FC9A02DAA9A22712217A0F7A9CC8F8C8E84A11A1E602183A7B6A7DF98DBA77420CC292A28B622032859A44611CD186125A2A54E1C4920CBA328A130A4E99E72A73EA7C49C0122BA1B04A5750DB29E4EA0FAA0E01CD423211D3D2724276E20F1A240A4D2A77122092015A0C30B509FA024582877A8A91C83A5D8A82422401F7B98C91B04271626FC98A42597A307A649A85EA8BFA5C5A8C3A020206CA5262204201327F414F3241A223427998AA0A06BA434A5901D4DA6289C9FAA3A27F92164A80C1DE01E5A9DBF9E5FA8759E48A444A2C9145A194DA44525A824CEA50C28D99E4222D0A0EF1DDB1025A6969F141DDB9ED02070225E8FD39FB021E319359C43A417A96828D72528A325A56B226AA3DCA80E21479E51A4142802293A22D01C9D28D82019A3E41F8CA08F1265246E2A6914891F78231EA7BD20AC10889E45A6D4283E9F8017CCA557A329A81294BCA6DB24DAA6F0A98E9A441DF714B927B5243A2417A8A899C181EC8B668FCD2859232C1FDA1C451D101E2928D62A1B26AE25B9A15EA7EB21B4144FA91F9CA9A7B29D5AA4D29C7BA67F9BE4A9D3A504A640A065216CA6972457A662A4DAA6E1A842A639A40AA6C31E18246FA2E3A2AF24EB9DB99D19279620A690309AD81CCA285FA4D62136A57A9963A8462197A1BBA79C9F7FA1DCA13BA7ACA2C91C711E5E25681CF5A1B198F21640A4B9906B26F0A28EA420A4F99DB3A41099CB272E233525E0A24BA8BB1F2BA21EA81FA8351D41A1A2158325B42328259A2862234724171F4F1C75A5729D85257E1DF3220729BD9E549D1721861D01A4972A89979B2750AACEA12522DE1E939FC41DBAA42C993C27E8259FA3E7A490200F9EE82976259BA806A0F3A0D1A8B1A2CD9CA416DB1F4E1C611E9B277D19E9A5621E6A272F99F5185023E3A38A275B207F9A0327A5A1B8A87E1DCDA03B159A9C369E22A48A22A4A0922481A5C8A1E626289446278697A9275EA3FE9A45A88B1B3929A6A9A699B61C93982D162D04881AEC25F7A69EA45AA5F6A7179D8C26D117FF9D28A2EC97552470222622AEA23AA03C1F99A707A7D39CFBA30123CB87351CD9271D223418B99F581CF39387A7349EC417B71D741F7298FF9D1BA8E722E398C4A2AB96372CDB1D35200027539E9F996F2337A2A6A2E6A57825B814898FC6A58AA5C029CE9C0AA68625AA23FF246F959319569E7724DB1DD9A202A5FDA642A58B26BD20679932A479260DA7A1245520A1A1EFA014A41C23C021E9A698A53324511432199BA03220AD25561D219D9A1B0224A0A6E8A7DA28B01C6C26BDA4E9A45D1C9A9D7A8C1C204CA08E258C9CDE212FA04EA7BCA17E21C5234191FEA8F3A435A0DAA8",
      torch_tensor_64_32_torch.float16_1: "0x020000000120D7232F9D38A532A065A10F1D5F25529670A00726751CF081F5A4BEA8B99ADAA8B1A3F31D431C6A977F28EF0F30A70EA7B7A11228CBA3DD27369C09AA631B061E7E96559E9693571BA9A19E1B7A2022A6431BBC9C6E8D9FA755A012A43CA4E0A54B282AA73222B7181BA8919990A5599D1026FBA42F26E01B9F9EE12270247423BA25F6A7A7A7B596AFA28E209D183B1C4F2975A04BA9DB22A0218F24D7A27A254127B326E99D4E2082A8409538A2E8A523889D24E9A718A55A28A21ECB1E7E9B8922BF9E2821BE2448275C285DA59721A41E0B1D689B54A8791E53243EA2D720491DCAA2A4266499F89DE81E61255D212429E5A03822962552A22127779D432264A62524DA288812AE0D7090BCA9AB9D4A1E6716949743271C2869A6CDA3B31CA59F441F3CA45E1F24A5E71D4C2041A225A68328B51D1C21A1A52A235A192920A3A433A57008E29E6225022572A13D233A2561265320A0A36324379005A82922EDA670984318F2996B2897A2ADA46D25A2A7F625471A0624251C32A410202CA7CE9EEF963FA38E11D0A8791A38216FA650A394A8FA219C9FB3A43BA446963221AA1E56A60323EEA3C5A811266F21DC24EDA49326279C809E602638A7AE2A41A890A76699549F35A585A4CFA04994B02548A1651C13284620549FC122801A0215A3289B8DCCA44BA43D10082433A6C42086A2A1136423AF24559E02207B26DDA416A14D906220B8229AA8312909AAB72367A7580309A1A21E5E2875A5FA9AF8A49E1C6724BE9DED180C24BC94C617B425D31DA99ACE9D6A2783A5E018EEA472A5C1A0091B0F9C5B256E23082825A290200F21E3A74F9283A32D2CAA2767250B253CA82AA6F9A03D29E426229D322643A84C2448A6701D4AAA68A62919DEA44D219EA117A8BA27FD25B4A4382955A39BA614A4FC9A7EA950230625799B52204C98C81DF19670248920DD9D9A248327B6A4042111958926CEA4C52326A5D92695A5621B149997A8470CDBA4AF2254A8A128692297A1C0901E1E3A230E241320A621541D619DDC24C61E28A0ABA14CA4291C38A4882939A3D52576955BA4E09A93A6A724E324C025AF2686239D231E21C6133A2030A7491D65A552218E1FA2A6B9A51A250EA465A5919E17A73F2185912D26CDA7AA191A9226A6AD2240A550190DA64CA4A19EC925939D9720A62531A522213925B8A9DD1A64A2A924259C33896B2581A1149F49A8631F19223F92AB22FFA20A99B82450A41FA8191682297BA420A45F2111A5BFA08B24A91ABE102AA3EE248121372136A82BA45520199AD029AC1F85A1B4A06724731D369F28A37AA4B526F2A4A51D9BA1999B82188D204711C9A5272303A32AA7992604A6E69EF095E39B40A66C24D5A8CA1E76A3C31DA91C1C2043A550214029539EC814669C44A7D6A29DA029A8642616A02F279B99539C9128211C22901725E624D51CC02401263321192623A8C727849E0621B1A24B255025FD234CA695A4EFA6B31ECA10D1A0282359A4BDA4CEA4E2A8D5A436AA4DA4DB230E22FD2656AAB21C909B8B93099C682596255B25E71FB924939D1AA74C289C22FB1B5AA09326561D8793F12153A4D10DC01A90203F20B2A56C240D25BD1B519E02A961283CA3729F6EA71F9D45A45F1D351F5A22F9A5781FA024F21F10297AA4E4A102A91AA577285C1A142136A0D92489A6C21BC71E399F92149A26D425F429D49BA724F5A1D0A84DA41B9CD5A2071E8D24D32438248E093828AB217025D1256C20F6250824791FF920849E8622A2227D0FB2A82E97A625369B189964981C1A7E1EBBA4261BA7A80117A2A1E9246F209EA6CAA55B9E319CFCA49428EF9ABCA00696B4A187A11D9F2BA542AAF8203128AF936EA1FA1EF322162268A55C2393A9DEA40AA8221F6EA375A22617BDA011279DA1B2A669A40925DA25D59C68A6F7267210F0204C0BCB2406A2F827101F01205F22FEA12FA19D2617A1CD24701F09A456A8B9A33C240A23C3264AA5DEA71F18A8995A2594A19DA6711D2D27091D8A24E1A02F2AF1A27C978A9D162823A5A6A625A469209EA41E2A0C212A253FA59FA1BA22BF1C4EA67223299611A36AA02A2443A499A0A0A8EF2852A4FD248C19D9A2B31ECAA57223E01D7A109D249FA2E1A5BD14269A409E472305A7C11DB2A604A014A6C39E40A3742A96233FA5671ABE9F6928301F04255B228D279D1C12A875203F27152A05A3E6A7749D41A3632196991FA7F520221B8B1FD0A88F9D0628CF1961206024F8A18116AAA49DA36C98011D68A4BDA3121BD2279B1581217EA3A5A357A33FA893A4D2A8339B86A89CA5AC22A3961F24649D8FA332A65F98861D8323041B69AABE2613AA6D1ABAA8B81EFDA48F2669A272A1791BF7A7B921E820DFA811A3CAA43E9D0DA29C1D54A1B89DA324701A39AB3825F1A1781E5EA8141FDD9C3D1F5EA9991CA89453A6011898A46AA81BAA2F263DA1E21E672453A2B7A1F8A9782321A90CA709A4E911CBA2102644A2E727F61D379F5FA415A520A9A01A3E02EB2830951DA722A633A5ED981F275E206094A61BED249A96B1A536211CA139192CA47127939A901D6DA59325082802236CA3121B9C910B1F8A2756AB43A1D7A30D20331DD8A4359473A28BA8DEA5AEA0C8A8769A52A4FCA7EC1C1D9580A8A72A2A9F27286126289A4F227F1FE6A3B2A35D9D902698A2F12273A704A62C219C216AA3F928A724A5A20629A4A073234FAA93A42299B7A73D9B2A9B6424C5232CA0448FB325FAA38DA035A5EE226B24B023F7228D956D9F531AB5223DA0FE233EA7602CAF8664239DA5D6A869A47D294B27501B8CA40198EB2571275EA337A397A9AE1DBF2812030FA234234F27D1A166A56322962312248923F82539272920A625B824DC233F9D1B14772203A09C287E23619D9525F2A3459E042471947B9CCD257596AB2602A8F0A3F61FF0A11BA891AB8B1E209FA8A5681E12A82DA2C22696A27927148E572084A43C239F1E762421A20E288BA3CE9D581F42993CA7722470A5999EAF2655A6719FD22AD9210F0C041B06A4A79CA0A60D9D1527EB1F919F3520669EBD26FE9C2320702609A72D2843207DA318A2709FB9A7F72221A7D19DAD9912201612109BBDA457A7909A841EC924FCA7D527BA268CA7A19CDE1B4425FD1919A864A40295391F8EA379207BA9232637223124442456999019C8227326F926FDA18F9A891E7CA52A2435A58AA7482834A4069DF5214B9DABA6AEA36D21E121D422CDA453297223BA28E11CBD9C3B28B4A9D7A152A23BA16FA5521F021E31A203298EA31B942CA69A230F1CC8A150A40C1996A2821DC9A525273A2AB422EBA4CF9AA4A885276E15D8269BAAB1235A230AA5259FB121E924A4A0E42164949527A81E9B9D0C264619859A01A696A5C1241A24CAA6BF273A215C27599FCA9D8AA32526B1AAFFA3BEA3BF214024452714A10B1C9899662194253C9B51A4EF2795230EA7F91E9AA59D1B14233826D3A577283B1B28909CA6B4A11F22F8A0011E3AA765910F28C0A0BC24732A3BA4819F0EA02397702627263A1FA99E88A8352676A922A5189DB5A2DEA9391E8EA6CF193324A5A6269DC8A0801C1E237D2235266CA7A320679D97A8B6A3DDA52997F59F4CA6F624699F14A198187DA62E190B286E1D83AAC522BD8BD1A189A7B726142878233E164CA18AA3C925FD2562A8E2A173255823F020DD2722288C2493A79B9094A8FAA54EA8D623AB9AED0CB6A07F25D1101BA317212FA4A227652817A6E82257A573AA7E2067A4ED256AA6A1A38028E324FA254A21B39EF4A92B1CF920AB207D26A7A4E02240A5492448220CA4692464A49FA7C5A871A9C5A506A6199F26A46221A426A59CBCA78E2516A62E9E92215E24419FC4210025442553A0C825B9A57DA60DA11D23669E081F93A15996CA269AA00EA1FB1C1CA268A787A78BA470A0512565A4281B982A9FA2509D159F7AA9D49031245E2587A5DDA62525C628DF25D71B4AA65B250BA60CA6A9A8189332A64FA45F1EBA1D1524059A7D9F57241EA409214421679431AAE19E4B1A03248C243FA99E26A2297427D72815A8F0A51422CCA5A82036A40824412824A671A664A51BAAD39626830A9C5628AAA1BBA38D9F19206F981821719E79A6CC2074114BA4C024AA22C017A72586207E204B18EB9D0A8C78228A9C1021991B1A25DF156C2140254E9D222036A35D1EF39DC624C625071E80A3F80D59A4F924648D2B2369A7EEA0B79B639EBF19DE1AEB22DF26759F33A6072604A6F4149E295D2AC2240F9E3423599E02A4AB9DFA9831284B1E2428222654A781A5B3A59C286A2728291D272B9CBD216EA3A920089F96A01F2870A5F022A8A4CC289A9DAE965727BE25DC22ED1D70A7411717158620759FF222CD24E316A91E75A9C69C9BA6F0A4E815C79FE61842A37CA1A3A27B20759D55A8F81DF19CE425A9A7A2266AA4709B09214821370F1B297419E1A450235C24A7A5C425E0A4BEA3EAA58D128F24921EA5A3C7A847AA2CAAB8A42F1F42A079A0C6A451A6C624E626ED25E8A0231F2D26929FD996AFA108A89EA3CC20809BED26C9A64F9E3313E3983A9D7AA16D0B4FA070A746A24BA661A2ACA8639ABB9CB89C482298A5A09C3DA7C6A13EA1E1A727143891AB20DB2538A4CC9D021D78A6FB9B72251720A40F99A5649EFCA2A325EF265D20E421709197271F25BC1D33A8DC2265A46A9F6DA18E9D15A12E9C5E1691234EA40F1DA41DB3A30322CD1F129E3E21E69C70A88226ADA626261FA566212B9D641EAA242FA4DE1E33242F2532193BA7ED0C099D9D27D124FA20AE203EA188968F25B79D0023E7242A2793173914DC26F5A203273DA2E5A633A538ABC1A5EA2357A0E3A51AA6CDA14F210429A4AB2C2616A4FEA042A3BB20EB1A892501206BA4D39B08197884E2A65AA8B921B72475A1C02BBEA11C27BE29A6A775A061A7322625A416A91B23B7A0DCA2EEA4FBA996226F9C7220B5286BA85125079ADD905F99A121032A6121A9A2D61C4EA480A40824391578A13527D3A2381F4F1FE8A7F420A5A4D99B94245E22949C04A78025A2A204A49DA27C1A338FB9A91B28E0A3CF8FECA68B9019298B260A2683A62F277322DC20ED20F6A441A87817D9A52FA0A4A714A5CCA2B29E622192A5572642A0A0A69AA1DDA5DF1D96A041A9A91EEBA3322A0FA486A636A4E5207AA8ABA5C19C66A950217BAA7B276A214C9D2AA7899CA122F125C021F3281821AA289DA0E21C20A42117B41B1925141C982587A58324209FE2A94D1BB59D4BA4479BB4A65EAAE623311D6AA8532830A16F95C5A3A09C8B22EF256C22A417A3A32323C41BE3A488A282A78E965BA15CA020A6F7A50CA504203320AE9DAA291F26A7A49E20221F8AA6AA9C9B2455A5E4A54824C9A002A8452661A8DDA3F522F6A220A5E0250F24C1A0912489A79AA6871FD1996D968E229A1FC71C7F20A899512061A76A1C56A80824D6A383A675A23C9F8520F9224E1B3928C8A6E51D6213339B4FA05F17CC133EA857276822C79D1C994E205EA849A347A0C725B8252BA9852581241120ECA0D7A52A127B16EC221A1EA69EF01C9BA75F27AB22962795A62D1F9526DC22BC213B24631A83A9E49EC924C59C0AA4DE200E24B7A0AA207122F81304270F244BA5C8A3FDA623A0FA9C32AA291EBDA9CA257217EE23939D34255FA43221E4205E9CD329D925BFA4DAA31A93A59D3A282D15C0263AA9EBA24C27D5A80827132633A4CE22D2AA262A14A8642627A5341F30A12FA6281D2CAA",
      torch_tensor_64_32_torch.float16: "0x02000000E0A7C1A0F328CD23421CE39FC0A2E81BC6AA8F26C4A42113C027D99E321D8F9FBA24E92868A2E8A6C1141F27E49F4421DCA32C24B9249BA7971D0CA944A404A7CE25B91B5B9EBF250C2345208F0C34263624108FBEA2551DEE14061F82A1F025B0A439221D2509A2DF296721332801A426A845A1C596DDA45E2AFE21E0A565194F99E4A0D81D6821BE95F2A9AC26E8A325A3931F7A94B0240AA1581AC39D7521E09E2DA780235D9C0B9F50A5EAA3B2223AA52CA0B6A534182BA6C8A5539E4E26F52034A3B6980FA1599D9EA240A02F9A0C2011A989A0E4A691241E27F81C011558A024263D162C23C1A4011EC11B70A2F6A1A09F721A4E2826289C259E245B26C3AAD326501E68A269A4519C7623261CA9A5439FCE200E9C9BA15920A8A086A757267DA27BA83A9A02258C9537A6589B64221AA8C6250B20398D27A40F1C2325E71CBBA30227DEA2ADA5CA1C5EA48EA02CA34624552513287A244E184E94D7A564226E28422AD61CB22517A42EA6412474A30BA63D94C2A53816A5A08BA673A98523049F01A6AAA9A825908F0022D7A1E2210A9C8FA930280DA9299D141E1028BFA6B21C349AA4A0A79C3A24A9A29628A5A8D39943A4EA2397A5001A4B13A1A56CA15017C19E4829F118F19C6D1A02A37B245FA52829C3A8CF20BA9638185A257D2AD82558945F207F16B0A5451FAFA31C26FC25389D59A102292E9F9126052821A860211BA62C26E09E4F1EDEA044185DA7E7216E8A26A56AA31CA66FA4C6A8AC248B9C179F00242AA00AA34B1FB71FF0A830A510A74C2511AAC61A1A1F3B270FA8001EA41F542800A134A85E24CA95DF9F9AA19024A3251227A921E19F8D95CE1BA5A58723C02B60A697203FA561A5AD28C59D7512F6279C21C5824E275EA5571539275F97F4A7FEAA0C9D2E233121FC1CD625D624F6989E22E2A59225B79CC89A30249FA01B257B9FADA3959B199ECB1CD626822474A3D09C36A5B0A05F9DDF1CEEA41FA413285999E99C35170796F62784A806A562241A284AA54C24452C66A8CE210E957DA0FCA615A212A411A318A156173D2356A8ED250A27B119CFA69AA4C3A06B9C53A4AD99D1238617A1A78825FAA2AC18499E8F9E8D182FA94522C32871A3261C41A34B9DD5A167A45CA3BCA64E19F6A1391D8B2645281E2854928122DDA9951EC025C4A44C21ADA45220BE17D21CE89D4CA6411929A10BA4B6A4B12847A5C89E241F3D2604A0E625342339930D2772A8DE9AEF22E42439240D9E4B143E2621A0AE92879F0B175121BE1CD22224A89524471C44A26725FE298896F523D922E09EC7186E2499258E26E5288DA1BE23AA19C3A656A1C5A62C9AB01CC620DE246D27DCA92417FC223E1E00A2A023EA20B0A7831D5E997923C8A21017F0A8022731A59C24181CB822E122F0253E225CA481A0C92784A4D625B4A5BA9DE0A173248BA41DA44D9328A9999CBFA6C9225025C3A625266FA09AA69322D4A2B7281A259B9CF8978CA873A17B23812348A7E6A4339EC3A10413059647A6C726E51DFA912DA07424D0A6DFA240A03FA23DA3C726801FD2274AA798194DA2DD1D1524F81C1028BF1D7598C7A5B695029EE5263725DA2795A48CA9AF1C7FA6E5A3762688A8712A7BA2B623331895A4BE21D7A80FA8732597A196299A924426A11F0FA4E229EBA6882041293A21BA2384A38D9218A5CE1DE3263E14EB238A2874A7C327BB216297661F479E7026C4266E2623A001246326FC29AC2532262823D9A926A65FA245A327A4049A35A63C1F03277A25FFA8A4236127A513BA223925599CE41AC1A818A4F3A888197328FA201B9A0A290A990E08F61CA7A10125F9244925BA191720A727CDA4539EA99B3AA8B618399F2AA2F42556A592214F1D8EA476116A20E1A1F0244420C225A125E22348A8D11E1527FE98831D2E9DB020C7A65CA2B920CA93FFA549A50EA814A717A1AE944023FE24C2A4CF20059BCE29F51918A5B3A615A00223929D3B22B69E329E21204E20FFA74D8C2C27E4149E2663A4C5A3D2A8CEA42F229EA140A2CDA1E5A20924401D47A1DDA5A3292A1EDA26BC1E70A31F2C6E22C1173428B5A15E9CAFA6449B5B0F4F269F249397449F3022A9A6E1A4E725FD9E792260272F2ABDA05F25282190225D26202349A9E7965620B3254FA914A592A4E521501A1D28E1971E1B8C2412A3452435A168A40826B9A702A515241A1BA2243822B3A5AA23C19BE29DB425FDA5672590A4C32227A66E1E74A06FA5D9A7441C749A929F0EA6F59F642751A43523AB96F0A4651AF222BF2545A2081DEC2512212924572490A75C1EB4A2CF21C320EF9021A9AF9B02A619153F9C5C267028EE9D14253E215DA3431E48A0DEA43D23331F8A1CFF986212ECA62821CE28B6A77B2755261C9FCC2433A3AC25EEA75DA43F1CD1993C99E422591EFCA807A114998B2320A92C24591B489EACA66F27DBA2CD9D2AAA0DA294260217421A80267E224315FB24171F1D9C7D20842542A015A31BA27324192264A6032176A879A80EA15D253C9EC517129FF19783A467A48D9B2E251CA8AFA8DE98F324C2A2161965A0A627961A2B279821C729C0A92527EF1EFBA9199B5027EA23A6A4C5276F1A9D22A198FF1891A3CA14BE212824F0265199DD24B39CC2208BA7AF9C72227A9ED420519DF8816AA461A35E227F176C240C216B1C3FA45CA085257B22C181912577249F280822E821FA26B01F63240A9F92242BA1142405A2C82A2698D420881F229C41965DA52F2495258DA47212FB2577A9CF1E37A196260AA66BA26123969186A71B21A7996AA21BA87819BE282C287224D2928027BB187BA867A131A8211FE5214826932481A60D25451EA724FB126526D5A78F98002298A280256FA2869D5699C7253AA2EC9C68236F9CAC28A71E6A275997A9A421A8C3A30B22529A8A2199A56CA0F59F09A510A65F28E2206EA5CE21E99E531D2DA4948B8F235A1B6C258696EEA4921FF0280DA69026828630245A81731C32A81FA2F8207AA072A84DA3F1A62AA3BD2595260E26C9A8251CAB27C31F53247D2860A2A51439A984A40119AEAB3EA113A8E5A140A2789D79A557A4F421169C88A0A2A74BA534A7362673A8E82037AB988556A578A4BAA7939C411991A4F921B7149D80E2A101208B2AABA275A28421D91E222792A2821BF091222956275E279E25AD95432204221122DDA2C514130F2B9D1428CA282FA081A5460DE0A573284928B0188522189806A730A9F692E5205AA5AD24692AA9A64426BE2343A6A3A1E4A091246FA0EC236A20E5232E8EF622F3A2D71D429D4325EA243620449FD4A61729272106244FA290A92DA4689FEB2440A51826759F2BA4DD2607260A26CD266A1549276E99D6ABE7A1C722C622A7270D2A2B27F39551A2D71B8228C11D3D24A6A5AA231E23992262A2999B051D1F1EA2A61A2309A539A46820CC26692251A002A171A69527F127D820A21D63250327702707A026A8C28C0BA7359ECA27AD261227528E189F78945523F0A963A276A29AA57DA564A4861F2280C9242E216E93309EE62917A74095A6A59723E724F0A220A5DD2604A6711C0E238C26CA20B521DEA0D025032562A64326DBA18CA39D20C8ABAE18D6280AA5F6221C9E20A79A9C2C2BA8A4CDA04A26E594EB21789FE228841F66266BA163247B1887A0C9258EA2AA229BA63FA5C1A5BA21C924B81DB7A670A2E91C1AA193A836A614A7BF9A5C280BA4B02813A398A71BA21F1B11249E1C1822E521EDA34499DA9D302164A76724D99FE9231B27141FC6A3D09894274CA4A92183A0F326BB9FF99A8022C19EA5A44527D316671AADA095A2D49C0922B314989D45A9DB210C29CDA25A2843A7D61FFAA486A7362233909CA6DC22BD1B5F9DCF1EE0A1F025E71E5B258AAA872371A6C91BA710EAA0751FF71E6F2634A431A89EA511A0079F0F20A920EA2829A4BE9AEA208AAAA82874A3BAA00B9015181F27DB203797EC9FD59D07A6F9A83B28B019D0A12E25072233A436A622A288AA9E9F121E79A2CDA28C263626C7A66E29AD9C2024BEA4B823E82AC59C78A0D024851D109A61A0121CED22ED2449A5F72596A457A6019B86A64224D29F5A25BC1EEF259D25461A1BA47D1022206F1C3822171D2FA1FF2642233BA7BA264D251921FB24EB2A2415E5A414A0AFA9C5840EA63D23AD9DA0167F222920A41CEBA3FC1DCE9D8127379F1B213CA4D89CF81F821F2AA7A5A42F28D7A28C248612501952A3C81C23241A28102851A21898F0251721EFA4D1223F2964251C27A4267E1CBFA884289723119E369D94A8B6A6D521A42462A5DF981E1D20253228D41E1C9DF61CD01BB49FF51CB528F61F581A0319D72023A07B25071AA52A6D244BA6F49ED5A46E28BBA87BA4549FF324E629B32760247D9C3523FEA5DD2582A5D0A554A31523E01BD19F7E21B0A2821C6620FD24D418B2A02C8DE2A6D22A952359240916770CD0284EA1F6A0A0258624A0A3BEA06C9CE6A2FDA25028D9A7789C600F9EA02FA5A924C3A5F529B12529A3DA1A4DA3BAA1BA20D8210B9E1A276125BE24B51D5FA514A343A12E2642A6AE20B022E2236B1FA6A04C9DAF29AFA2F69EE9A3BD252DA4BB9C1521C2A42124181EB71F1291A98BAC2400A74A9E6A8C33247E267125D2A4D4A4FDA209AA83256914F5A5A29F08ACC89B282169A1AD25B42728286FA1369CFC18DAA47B22252812A851A20BA4382486A18B263D9E07A063A813A483256B28A41B3725B228D825EA20E3A2191B039F6D1D52A44D2528291CA2F9A005243224949297A2C326472111270F1ACA238521E818FAA5AC1551200025A6A4C2A8CC1ECF259D26032450A3B1A022A1E51C06273626E8A050A73DA75F9723A1A7287AA70A206325E523AF1077A29D1DD3A4AE230927DA9E46A204A6B0A4FC21CDA84329ECA75521521CF00D079E77A8A8246D99062071A3FFA5C41D4D08721E171D23A615934D2545286C20BCA8B9221D1E361B7A9979A36F254CA447A8C422D5A7BE24C29D6925CFA15783E59F8FA974A41627E0A6E8A19EA04306041B1EA012A7791D0C1CA79C7B220A27021198260E29D81E759AD42633A0902329A83EA2DDA568A55E288825679F4E24322C71247220DC9DAE260C17D4A610995D9DE6991D0CF0A818A4E1A51E261325AC9D622758AACFA67F216DA3E9AAC421AF276BA186A2E6272424D4A0CD29CD17D71C52A43FA0A0A4071ED1A16DA85C1C942475A1C719F3263B1E5799F8A6121B869CD998932860A0FE1E951E05A934A3CC17089FB6263C9C37A9A41934A5AEA7D9287CA418A2C622B61819A7620CD4A846A483A72B99332833A00FA564A56291CCA4D31F38A4CBA5A58E3C1B2C2817A15022F02201A188992B1E77A4E726061F60A256A8AD1B01275AA82DA3C69E35295D229226B5A186A484A941A4559ADEA06F294421D624099D8C26302036A88E24559167A8E3A54BA8A91FF8A4D521CF9FF82337250EA45B9F622081A7EBAA9C24B6A4BF23011D20A9D025EA996C1AF324569FACA14227F9A7F627D7A4982702944928C328CEA3D59FCDA30F1F821BED21CEA3A5282A9E49A36FA50CA1EA9FBE258FA1A61449A341A302A05A279828A2A26C24AC9C8A25B2A74226FC253A29129607A2D69F771A7BA629A5549A64A23623FC9C371EAE23EDA2FCA5F60F80A66B2856210218638BDB17CE250C2A43241F1E27A2901D1EA54924B01DA025E31F44A75DA02AA66022379889A811A1DC1759A8A49E47A2562396A4D31B988C5A2355A816A2A2A42F25",
      torch_tensor_32_torch.float16_1: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C",
      torch_tensor_32_32_torch.float16_1: "0x02000000899C931F33A44B2185A6941E4424482824A201A7F5A0171C00A7D9180B0BE499F322039824AAE91C459A2126DBA5D51A59A56722DE2811A473A09AA5E828D4A39FA87A209B1DD02550A117A0B0144FA6359C4A23168456A14327A195082079A83721EDA8E529A5A2849D3D1CA7A44C273B2837A00C25D2A5B2A0F10C2225C823A1A1C3A2DE250124D59F280AD69DCDA7171B7794B0A7ED196DA5B7AA1D1BE9A20229ABA0FBA6D01CB724D9A5ED25AE9E1E94EE9F90286FA143A7B5A8A3243E9C34228F177E22FC9CA098AB1A09ACB72322211C235A2ACDA29EA19AA4C19E07219DA1BE257919AAA69199ADA3CC9C0128C69C3A26261DDC1E00A2FA237D240C24D625A91355A41022B5155D21CE9944195E24F12837A471259FA185A0BB9FC0A56B1DF4A434A533A58325E11FFB254A1DDD2172A62AA4F71C08192B22E6203E94D59E7A28FC99E09D002207996A1CA81F3920EA2523A75926BD268CA135A43EA84728962765A1B3A1122115269FA5A7226D269320089EBBA768A2BD9DAAA7409C5521D820BE8506A0D826EAA7E4A42D2392A464A8AAA114A1652395A494A455A6C5A457A0AC2780A317236F2A0EA12A2A2325F5226B9E48A0889E839FF79D482690201B252417F9255DA5A1249AA1DFA89E1C05201F2445A17829F499C016771E1D2540A2421F8FA5E4A594A7632290A5ECA2A1A3F6202C186124E09D13254D24A027C3266A25FF242B2533260C285C27B19BD694C42C88277A9E472250A7851F29244AA0B59C8817B30F57192D9CD02590236F27542053A8BE27C420AB9E9421AEA8E197902619A4B31C5D19C3263629DB15C8A59E1662A63FA4C0266AA4519CC88DC8A4EA239E14C893B21E7A9EA696081E542899A8359F7F25F5214D969723B420DD26E8A159A76927D11C3A25B9269FA3F492F09FA898399ACA21350DB6A786A2B89EAE2479A2BFA59D24238CED214C1B19264CA81E212E232B9B63A772A8B9A109217F9C43A111A9A1147C9DE19EEB25950EC3A34BA62A295020A6A185259823CC2B7FA35E1A01A07E207DA2F51C63A83A1E3A9C40A4629E2F23CEA4F91E3722D4279FA3E5243AA87828CDA7DB2292A0C6A4492437A030A5200CECA16B181CA288A52A9F3026CEA97F15201AB6291AA73AA9C11F37A632A73E207D245E20B99C2C25832515966C152FA3611DDC257F2132A40EA5D5A4091BDA229EA8EA9F4628B2A0CA0E92A4BBA46B9DD32AB7A6AA228E1AAA1BB3A5472095A5B426860724A8B4A92999CD1D1125859D8D1E261F7B8E8222421E2124E01A6719F81D669D0FA274943D21691376A5DC9F3EA57CA2F71D10A3401C06202F2B54276AA6E425B2A561A52F1409217E26C51CFC204F2727A862A25E1C4724B522FC269AA1C0989023D19C541E521C0FA66728B722F61D09237B21DBA6DF18F4A14DA6861C191DD2289FA28324C9A88922DB9B4AA3C2A997A63EA0D78CAFA3E123E8266DA293A06A2801A85F1D959A7306EA22122437A106A6AEA156A74028B322CC956C243DA08AA868A8F82663A66A1450295E25F724C924F79D9D9A46A903260020F92686222526AE1971286725781E791C02281AA599A6C3A4A59A92234F9E68240A99FD10422013A191A5059CAD22C02332A959A8A5A9DAA2729DE522979CA827F91DA025889A32211B9C4325AEA66B27A6A86C21BAA5341D1426D12260A205A3D3278EA4E41EEF986A1CC91B7010D4A1E72451224724D91FBBA03FA9CF280B2069258825E1229CA669221D1E602946A80DA2FB9C70A31422E52618A3FC251A26A5A5101FD52381A4FB9D62238115B0A81B9F04A1371F29A70A1C50A209263CA7E1A48E1E67A661A38F18A924BDA57822C89EC91A61A50B212A26509894A8109D85A882A66C0F1620FEA6A0A1A6A3A09BC6A68AA0B1A5179C1F166D263D16A1A91C1F7B217725569DE91CE79B92276F21F22926A27BA12A21891FA2A2BFA9E69EF39CF224EC2462A8E7A449197FA6EDA45A1AF212BCA49620139C28A650A55927279F54A05FA72FAB26243A2A682922203221679A5D1E5A17C82593A430A8741D2AA0C2A39621A09FDB23339B109314994E23F4258F2383239B26069B871967A8F824EAA619A1452420265125A81C9AA791248521D8A2131FFA253325B425302852A46BA4559E9898A3A5C325169E1E212C26E9AA5616F99C10A9FE1C0D1CB1195C9D13A801240122D524152029280629D59CF717F2A487A17F27A22386A8AD262F9AC3A4032286A257A34CA469214821E325DEA692289526E22570A8A21E199D5F18FF9C919422281323342482A556A90CA790A47E90BE1CF5251E26E921BA28B0A425281CA7731D8D241A209AA169A6112475A042A1612A0C25FD1A3DA7119ED39F7F14EDA2AA24CA1CA22290243724BE2379A9AA256623D4224B1D948E50A630A8F38E62A7EC1FC1256DA568A36B24E7985AA807A87A262C2169A6B0225F9F47A16A27B7276D2416A24FA15EA42020BEA1C6239DA6B89D78A3AA0ED5A56B24BC24351DA723B61F6C25C5A30B2643235B9D759ABB24A91F059CBB26B1280BA47CA5C3A7E3A2A524FBA4F5935C9E8822801FCAA3D2A617A9CBA8592373AB93254AA896A0631778A260A0A59D9F9EF6A72212EDA6149D8224B3223BA09FA77122C221F9998724E81FBE21211601A37F9D21A3F61FE39BAC9DD69939A1EC0E6122A01B962181A4599FD493CDA4C09A0722BFA76F9F7FA49326799FB3237DA20DA4FA1901287821C520501082A31928B2A88A0D30A4A12773A41EA241A45AA5FFA0BA195C218D212BA77EA064251921AEA4752901A9922210A40A89CA9B18A2FD17E7A558A6AA1E5C9CA923A92B8FA54A9C57A4D6A3F1A8A426D323D5127D26209E22A71822",
      torch_tensor_16_32_torch.float16_1: "0x020000009D1EC626D9982CA0A325BE1CBEA7BC9A3120AE9C89A3501F109D16286A1CA7A1861D24A9C9A7221930244AA5282665A4B81BE5A1F1A7462476A4C62015A4DA1DC798A6A2B8255EA02AA9D128892013A84724D5A43F28B6A64C253B9F138ECDA4621953A28E2034A146255718249C6821D1203CA4C9A51AA449244582D8A81C9F1DA16A22622155291CA06C29199468A01B10AE1DCE9D1D21851F85A30E260F2734A1472899A37C9DE1A8081401A5C7A738234EA5DFA012A57220979F0C20C9221822E7A46A2541A62729DDA36FA566A69E20FC2469A854A86EA8F2A50FA5341E41A2252576A46AA0A89E0F27BC1EE024E414382543A1BE2124249527F6A3989AFEA8CA29AEA07821F524AEA735A279929B288CA001A5C3A270A19F96D8A095186823DCA444A000A4D0208E24CB20891BA6A15415AC20DAA030A4269E619BF82485A7B3A066A39922B7A30C23179A8DA2911953A4EE238BA4BF1F5F9C39A50FA2A1A00A25691770988F28A7254416B0245D25EE1FE0256E2364A02DA0B6A3AE9D0A941F1BF89E849F6C9EC627A394A9A26595B9212028B3A8C0255E22DA2112A84AA6A524B818FFA8E32933222420EC25422500A5761678236CA82B992CA3E8928F22B92456A226A43E191A0C141EF2A87D854BA5F3A4FA18E420AD22C024E32437105414ED20899CC424F8A2CFA6821C029263A03BA3459842272B217AA72C23B7A41C23AA1EFC2BCF1DE3A47329121EED2818A3F990BAA41F103BAAE1A32626A9A1DCA28B200F9AD1964C24C2237924D5A06B15481A9AA0D8A084A1152002A8B127491EDC251EA437281A255D242424BA13EEA468A4AB9CF022F2A6BB20F6A1A0AA171D112888130CA4A9A118A5E720540E7098EDA90F9C2CA0EB23D325E4287329149D2FA5861CDD26AAA694289C1E5A23D8A43A95CDA58FA53924591B6521179E3121C4A63A980F2467A2761E0E19659D91A2C5285FA13219FB1DDB1CBB2112A8CA229BA51FA4BD9B2F2A78975FA248A397A4E395A9A3AE21631EE79A139C9F9E41A868A639A6D0277A18A32612A90FA4E39F6EA58020142276245FA2E722451DD0A21C1A432095A06428612452A5BAAB38A1EE29FC2706291A295F201E1F922096A50822F8A1BCA432A39821D611BAA497260D0FD1202DA148A81A21B42288A529256C2078A661A7899EF30143A604A01EA25723CE9A7A19349C050805A111242298941920122A20BA1CA8A85AA598A6F2985F264D18E31F10A51A260F2965A81AA11923BAA695275798DF25AB242B1C6CA0712080A021244595F524E71AC5275613DAA89123F39C95252121EF25BB9E5B1F16A1E1247BAA9C987C27ED20A6A161A39325171FF2A607A5CAA52810DFA65CA4F0A324A563A4E11D6E1E742412A80512D7AA2F24E6A0C02098220C9118271AA2209C2D956DA1A1255B23AC21",
      torch_tensor_16_32_torch.float16: "0x0200000027A8F7A122242D201196459B46215D135A20BB9A81199C26FFA4E09E2D224E284E232B13121FDC2373208128BA9C3D1EB21CD3A9130E032637265022D1A7E59BC1A180A10F2363258920B2A6E71E5D27061DEAA40E21C9203C266D9C1C94FC98AF1D3A25DD20BC236DA18FA2191A65AA4E24EA0EF89C139E9DA6F71D4522C3A5861ED5A38FA787A32599B9250FA174A7EAA52A91F028AD9DDC1B8CA35AA575A71D8DD8A806237E279825C8977D2418240621F3A912209EA60F9EE72ABEA081A405A5E198529C5594EBA6B022251F7326A2A9DF8142A0E81517A0A2219026EEA625A21A28C3210DA70421E625AD9D181D1A9DF6273C281619DFA60B292222B122AE28A49F67244C283DA0AE1BA61CC59A7EA53E1BF5A36AA6E8A940254D210225ED1E53954822AFA03B252E9EA5A3AA1BB219671E2227929E5F1DF9A6FDA79929A228D519862AB72A9F0F512ADF1C02A02A26A02466A490A4D2A120A513295DA016A0A1A3589B6A1BB720719E6A13681D6922EC9F60A72F220E28D42594A068A4C518072239A8F894EE25A91A3420B519B297A3A79E9218A8AD290AA5C7283D2550240129C5A18D1E4FA69C21C11A81A5791C4EA1559812A9F9A5E529AF24E8219D21159F5D245225FFA05A2416262623BC2285A6D222BDA50CA5D7203EA25AA978A6BAA5AA20D0261E2888A7B7A8CD1BF628E521C402389F3599AAA0D49F7824D1212BA237A81C265D1A5421D612D19A431A9428C99E03946427B8244D28A18A9B23CF14E42236A5A720C421CD16701CB6A407A292A3AF9D8803C9A2D698FF15C6A013A2ED2219A271A43C25681AE198712334A356A3AC27191C57118DA81AA82999722265A11093DE2809A18721A39C92A9C0AA2728F42B31A14E941A24AE9BEC09CD98B500DD13F322471D9420A423601C419C08A3C49F961E30A87128E4A064A0F31B23A5D7A034A15E20D99D6C191CA5D7A75C21CD273E22D9A22A29C922B9181324E79DDE16DCA574A40FA2F2A6E2A0CE9BE295BA268026CF20BB26EF9BFB227898C29BE425099D482035A7B2140F9E2FA856A0C72831A5271CF095619A6522541ED1201E179AA47C1ABCA5232898256A1FCCA48A9E7D225C9FF424EDA81F1F1CA4032832A4B6A46A2458A0A4244821FFA23B1D5EA1E0AA9BA831203C287D1F4BA8D59D7825E6A6061923295F23BEA39C256225CBA84A0E881346A0F795AD9885A7B9A4911D7C985A9B1B9DE8A6091C331B1BA14FA30A233118A22074A7D220CEABE5A58018371D75A82020F2A5B0A5CCA0BD143BA151A83294EBA5C1985DA2F1A14D272CA8C91F3120C31842A37AA1D0283F262F135CA5A926F3A04926BF21BF27DB2213A585270E1FFCA0B9A4F6A2CE283F9927A93D2665A6F8A21D215E9F86AA6AA04DA0BB25F424459E82281F202AA8621F4321E31F52A1E7A177A1",
      torch_tensor_32_32_torch.float16: "0x02000000FAA036242FA67E133B206CA4072A171ACCA5AB900225B320E6238F2212A8CC1E852ACB9C9827E52596231B9EA91921A22D2535202CA85C20F8A1A99EABA3931C6916791C8A2869A62D9CDDAC1B26E916F1A31328C9A41FA32FA819A93CA2BDA35727F09CA5234F28FDA83D9E0E1BC01B90A69923A725CDA4C41660243DA9DA9C8EA66C2163A0EEA2589B5318ADA1071A8012909AF7A2A89CA8A79E1CCC20F598AD9FE31691083D9EBC247226B021F820FA9A2919A124CE98E29F352742A5C8267E9DA4A48BA799A66928442450259FA34F9D1425B6A6279D9E21B7A4821C04A6CD20271DE51799A695A811A2CDA0DF2498180A2522A812A4382587220FA79BA658A574A8BC24A4A04A9212243FA5D52170A8651A95A5A19A82A80A1B4CA7E510E21DB416E214569C2BA7C1A08A9F68A79B151C9093211C24369A2D2663A4C920411A5BA36424CA241227C6241BA2D6203428E123160C9624CF225C2736A58028CF14D41ADF9453A7DF9E82A3FBA7C1A4411A239C54A0DC0E2424E7A4ED980BA921204DA4A0A46E9AF39D4727821481263698FE14FC219314E220759BEA1D312638A442A5A920DB9F2B209EA923A2B3A14D18F61E37218CA43AA41E1A9521C3A507A5D1A04EA7ABA522A88F229F24CBA038A3F224761770A6111C531F7D25FC22A0A2A99C0DA1CA8C9D9B35282E1D6D1B85199715C68D39A43F220294EDA7AD0CB526C320B425551538A518A5DB1C4421969C01A83F1B5FA771A0E92649A105A6E7A61719C41A7BA15B297C2076A1BE2564251E224EA119A6672423A2B6280B20F5251623BDA941162623AB27A923C69F83201C29C324422344A6B71DBFA75F20CAA499914425C71F2A9AC2A75BA077A4A828841CB71FB7A033891620EBA9CC150AA44C2056A3D69B5A9C6526C1A0A8150A21901AEDA05CA8EEA774250EA05F9BA9A491A41CA85C207DA64C18F3A0CCA2C79E66AA0B2315209EA1C6A9D023DAA6D41499A360A2B99F9D284B9A472293261C264891561392A25D21592678A7E0203724A1272508F8A7FBA6F8A3AC2638A8612585A405281A8B3422F3133A8C3D8F220AB22018A59A990223C5A88720AEA78029E79DA31EFB18129A5C2587A1E0A4AEA88E9F4FA40DA45A20121F73A50F2AAAA432A46F232F1EB1A164197F18F628282246A88DA7CEA2779D1E25FAA0581CB71FA8251DA4AF1ADF27B327E6201728541B492769A48A9A6DA1D71E2EA4DA25CC21FF9808A670A0A2A23A228D14402163A258A0049A3396C9A5879EAB24A1227C9FD0A7C2200A2A9D251726022444222BA3209067A7642330A7DD216824A7A7C0A1D6283EA60620E0A90D2166A48229A025ED9CEC9ACA298AA50AA9CCA9AEAA4B9E14A5CD9C132111A7AD9C0D258EA58CA4972A7AA11919D3A47DA6E21A5225081EBE21D9A4991C2725872989A2EB1DE0A61E225CA0F4A203264D27F42424A7039D6828E2A7359F09A39EA051A940A26A9E73292F1D6499262395A42A9F251FE6A12CA8F11FA125822027289B29FDA07D26FB1C3C21A621C62675223418F6A1C919A623061A42A66B9B729F2827BA109CA2BC231BA723297F2456A65F2060A1D11D9D20389F40A531A6D91EAD249B2798A503221B1C45A82D1E88A540296B25351F29A2F423A1A1648CCD96E3206E253397A222589BAF211420DE1682A45D160D9F3A9F79A7C021E3A559182F21E1A7502982A43AA461201E26DDA8EDA3DA24A722E924C1A64EA86DAB5DA31420B4A57E281AA3CEA2CE9F262881919AA23B9E6DA54FA1BAA5EDA4659D5122D618F5A4E7254DA9C91E2425A39EEBA4A7221F9E0BA175A37317CE186BA116A5622760A271A813A6352430A4DD2139A3049CE42409A33CA8E3A2052027270B92CE9C659C46A08F15F525142803A426A8E21FC022C228109E09A377A280A03A1A5DA536A1A225B51DF9A19CA5929E3C1C209FE826B01B9524B31DE825641B9E27071CDE29D11BFA1BF3242D9E57A8AA2153981C1F24118E94E0A8F826A1A8EFA597241C253122C4184226259D75A560269E20EA21DF14ED97142BF8A5CE081B1A769D0FA97225A925A518EA2635A6ABA7B60E34A5C1A41226F51CDD9FDCA4D9250F19D9A1E2A5DE255CA053A528A75CA710218C9B3622C528A7240D26C624581F899FB5A77726C2A374A885954221D29F58228726DAA373A7E927E2217E24639F7A20B2A4E921382686A35423631E7D1D5F26BB9805255C9FB2994B2066A7BD26A9A5C728D81A62211FA88720EB1C661D9A266FA41BA48F27B6A94B9EF9A7F09F93A8C0233AA07D249CA0081977A6BC25E4A6A68F0D98C6A40D9CC717CA2434286A9DBC1FCD1BDA915724959D172ADC24F398B5A5AF983C27792038180F9CEA91629F2325BDA73AA62DA55F26C2A3801AA1A2282202A50F9C0DA476A1339C24A4B71E0523AFA61FAB479DA4204F20EA1D51299F1014A5B22388A8DF25C8A4111CCF97132910A17AA664A36A19B31A431C77974620C021F5101BA235A777A290A42A26292415A1B09D249E4025AE9B741CFA15149F69A3281C471FB3A68922C1A579A85E29621E829CD31C47A820A8739FB42976A9D3A5A8A742A0F69D13A0BA070725DD266519E2A12D0EBD9B932403A06CA784248DA81BA5B6187627D8A58CA73421E8A656247A1E719F7B22E820F425C31D05A48D2032A454A441A9989FDF24BFA547A189A06C9C4BA7A4237024D8A45AA511224A241D1F16274A2523A83F9A44A117A919A0601CC09909A713A47EA8D3A8D221949AFF1E639F77A038A1AAA42192FF1DA0A56DA68BA22D2BB420D3A49C2493232B9C1D25901E69A4E8A5D51609236A1DB499CEA455940D28CB1E8EA5AA239B280AA036A0F99A75A4871549A3672902A4",
      torch_tensor_32_torch.float16: "0x02000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C",
      torch_tensor_4_torch.float16: "0x02000000003C662E1F211914"
    }
  }
#-}
