// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/bert_sdpa_dynamic.expected.npy --expect-raised 2 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}mask({{.*}} : tensor<2x?x?xi1>)
// CHECK: attn.attention {{.*}}mask({{.*}} : tensor<2x?x?xi1>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// transformers 5.25.0, torch-mlir 20261001 (torch 2.15.0+cu132), by export_transformers.py --only bert_sdpa_dynamic:
//   BertModel(BertConfig(...)) with attn_implementation="sdpa", 2 layers, width 32, 4 heads; B = 2, N = 16 (dynamic: 1..63);
//   inputs: embeddings gen_numpy((B, N, 32), seed=1), boolean padding mask gen_numpy((B, N), seed=2, kind="bool")
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map5 = affine_map<(d0, d1, d2) -> (d2)>
#map6 = affine_map<(d0) -> (d0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map13 = affine_map<()[s0] -> (s0 * 2)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2) -> (d1, d2)>
module {
  func.func @forward(%arg0: tensor<2x?x32xf32>, %arg1: tensor<2x?xi1>) -> tensor<2x?x32xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c-1 = arith.constant -1 : index
    %c64 = arith.constant 64 : index
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c3 = arith.constant 3 : index
    %c8_i64 = arith.constant 8 : i64
    %c4_i64 = arith.constant 4 : i64
    %cst_1 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_2 = arith.constant 1.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_6 = arith.constant dense<true> : tensor<i1>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_33 = arith.constant 0.59460355750136051 : f64
    %cst_34 = arith.constant 0xFFF0000000000000 : f64
    %cst_35 = arith.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_43 = arith.constant 9.9999999999999998E-13 : f64
    %cst_44 = arith.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>
    %cst_46 = arith.constant 3.200000e+01 : f64
    %cst_47 = arith.constant 3.200000e+01 : f32
    %c64_i64 = arith.constant 64 : i64
    %cst_48 = arith.constant 1.41421354 : f32
    %c2_i64 = arith.constant 2 : i64
    %cst_49 = arith.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %cst_50 = arith.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %dim = tensor.dim %arg1, %c1 : tensor<2x?xi1>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<2x?xi64>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<2x?xi1>) outs(%1 : tensor<2x?xi64>) {
    ^bb0(%in: i1, %out: i64):
      %307 = arith.extui %in : i1 to i64
      linalg.yield %307 : i64
    } -> tensor<2x?xi64>
    %3 = arith.cmpi slt, %dim, %c0 : index
    %4 = arith.addi %dim, %c64 : index
    %5 = arith.select %3, %4, %dim : index
    %6 = arith.cmpi slt, %5, %c0 : index
    %7 = arith.select %6, %c-1, %5 : index
    %8 = arith.minsi %7, %c64 : index
    %9 = arith.maxsi %8, %c0 : index
    %extracted_slice = tensor.extract_slice %cst_50[0, 0] [1, %9] [1, 1] : tensor<1x64xi64> to tensor<1x?xi64>
    %10 = tensor.empty(%9) : tensor<1x?xi64>
    %11 = linalg.fill ins(%c0_i64 : i64) outs(%10 : tensor<1x?xi64>) -> tensor<1x?xi64>
    %12 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%extracted_slice : tensor<1x?xi64>) outs(%11 : tensor<1x?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %307 = arith.index_cast %in : i64 to index
      %308 = arith.cmpi slt, %307, %c64 : index
      cf.assert %308, "index must be smaller than dim size"
      %309 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %309, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_49[%c0, %307] : tensor<1x64xi64>
      linalg.yield %extracted : i64
    } -> tensor<1x?xi64>
    %13 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %14 = tensor.empty(%dim) : tensor<2x?xi64>
    %15 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%14 : tensor<2x?xi64>) {
    ^bb0(%out: i64):
      %307 = linalg.index 1 : index
      %308 = arith.cmpi eq, %9, %c1 : index
      %309 = arith.select %308, %c0, %307 : index
      %extracted = tensor.extract %12[%c0, %309] : tensor<1x?xi64>
      linalg.yield %extracted : i64
    } -> tensor<2x?xi64>
    %16 = tensor.empty(%dim) : tensor<2x?x32xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<2x?xi64>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %307 = arith.index_cast %in : i64 to index
      %308 = linalg.index 2 : index
      %309 = arith.cmpi slt, %307, %c2 : index
      cf.assert %309, "index must be smaller than dim size"
      %310 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %310, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_45[%307, %308] : tensor<2x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x?x32xf32>
    %dim_51 = tensor.dim %arg0, %c1 : tensor<2x?x32xf32>
    %18 = arith.cmpi eq, %dim_51, %dim : index
    cf.assert %18, "mismatched size for broadcast"
    %19 = tensor.empty(%dim_51) : tensor<2x?x32xf32>
    %20 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0, %17 : tensor<2x?x32xf32>, tensor<2x?x32xf32>) outs(%19 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %21 = tensor.empty(%9) : tensor<1x?x32xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%extracted_slice : tensor<1x?xi64>) outs(%21 : tensor<1x?x32xf32>) {
    ^bb0(%in: i64, %out: f32):
      %307 = arith.index_cast %in : i64 to index
      %308 = linalg.index 2 : index
      %309 = arith.cmpi slt, %307, %c64 : index
      cf.assert %309, "index must be smaller than dim size"
      %310 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %310, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_44[%307, %308] : tensor<64x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x?x32xf32>
    %23 = arith.cmpi eq, %dim_51, %9 : index
    cf.assert %23, "mismatched size for broadcast"
    %24 = linalg.generic {indexing_maps = [#map2, #map3, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20, %22 : tensor<2x?x32xf32>, tensor<1x?x32xf32>) outs(%19 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %25 = tensor.empty(%dim_51) : tensor<2x?x32xf64>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24 : tensor<2x?x32xf32>) outs(%25 : tensor<2x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %27 = tensor.empty(%dim_51) : tensor<2x?x1xf64>
    %28 = linalg.fill ins(%cst : f64) outs(%27 : tensor<2x?x1xf64>) -> tensor<2x?x1xf64>
    %29 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%26 : tensor<2x?x32xf64>) outs(%28 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29 : tensor<2x?x1xf64>) outs(%27 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %31 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%26, %30 : tensor<2x?x32xf64>, tensor<2x?x1xf64>) outs(%25 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.subf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %32 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31, %31 : tensor<2x?x32xf64>, tensor<2x?x32xf64>) outs(%25 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.mulf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %33 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%32 : tensor<2x?x32xf64>) outs(%28 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %34 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%33 : tensor<2x?x1xf64>) outs(%27 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %35 = tensor.empty(%dim_51) : tensor<2x?x1xf32>
    %36 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%34 : tensor<2x?x1xf64>) outs(%35 : tensor<2x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%35 : tensor<2x?x1xf32>) -> tensor<2x?x1xf32>
    %38 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%24 : tensor<2x?x32xf32>) outs(%37 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %39 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%38 : tensor<2x?x1xf32>) outs(%35 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_47 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %40 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%36 : tensor<2x?x1xf32>) outs(%35 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_43 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x?x1xf32>
    %41 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%40 : tensor<2x?x1xf32>) outs(%35 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %42 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%24, %39 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%19 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.subf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %43 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%42, %41 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%19 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %44 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%43, %cst_42 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%19 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %45 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%44, %cst_41 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%19 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %46 = tensor.empty(%dim) : tensor<2x?xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<2x?xi64>) outs(%46 : tensor<2x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %307 = arith.cmpi ne, %in, %c0_i64 : i64
      linalg.yield %307 : i1
    } -> tensor<2x?xi1>
    %48 = tensor.empty() : tensor<2xi64>
    %49 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%48 : tensor<2xi64>) {
    ^bb0(%out: i64):
      %307 = linalg.index 0 : index
      %308 = arith.index_cast %307 : index to i64
      linalg.yield %308 : i64
    } -> tensor<2xi64>
    %50 = tensor.empty(%dim) : tensor<?xi64>
    %51 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel"]} outs(%50 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %307 = linalg.index 0 : index
      %308 = arith.index_cast %307 : index to i64
      linalg.yield %308 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %49 [[0, 1, 2, 3]] output_shape [2, 1, 1, 1] : tensor<2xi64> into tensor<2x1x1x1xi64>
    %expanded_52 = tensor.expand_shape %51 [[0, 1, 2, 3]] output_shape [1, 1, %dim, 1] : tensor<?xi64> into tensor<1x1x?x1xi64>
    %expanded_53 = tensor.expand_shape %51 [[0, 1, 2, 3]] output_shape [1, 1, 1, %dim] : tensor<?xi64> into tensor<1x1x1x?xi64>
    %52 = tensor.empty(%dim) : tensor<1x1x?x1xi1>
    %53 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_52 : tensor<1x1x?x1xi64>) outs(%52 : tensor<1x1x?x1xi1>) {
    ^bb0(%in: i64, %out: i1):
      %307 = arith.cmpi sge, %in, %c0_i64 : i64
      linalg.yield %307 : i1
    } -> tensor<1x1x?x1xi1>
    %54 = linalg.generic {indexing_maps = [#map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_6, %53 : tensor<i1>, tensor<1x1x?x1xi1>) outs(%52 : tensor<1x1x?x1xi1>) {
    ^bb0(%in: i1, %in_113: i1, %out: i1):
      %307 = arith.andi %in, %in_113 : i1
      linalg.yield %307 : i1
    } -> tensor<1x1x?x1xi1>
    %dim_54 = tensor.dim %expanded_53, %c3 : tensor<1x1x1x?xi64>
    %55 = tensor.empty(%dim_54) : tensor<2x1x1x?xi1>
    %56 = linalg.generic {indexing_maps = [#map9, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %expanded_53 : tensor<2x1x1x1xi64>, tensor<1x1x1x?xi64>) outs(%55 : tensor<2x1x1x?xi1>) {
    ^bb0(%in: i64, %in_113: i64, %out: i1):
      %307 = arith.cmpi slt, %in, %c0_i64 : i64
      %308 = arith.addi %in, %c2_i64 : i64
      %309 = arith.select %307, %308, %in : i64
      %310 = arith.index_cast %309 : i64 to index
      %311 = arith.cmpi slt, %in_113, %c0_i64 : i64
      %312 = arith.addi %in_113, %0 : i64
      %313 = arith.select %311, %312, %in_113 : i64
      %314 = arith.index_cast %313 : i64 to index
      %extracted = tensor.extract %47[%310, %314] : tensor<2x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x1x?xi1>
    %57 = tensor.empty(%dim, %dim_54) : tensor<2x1x?x?xi1>
    %58 = linalg.generic {indexing_maps = [#map11, #map12, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%54, %56 : tensor<1x1x?x1xi1>, tensor<2x1x1x?xi1>) outs(%57 : tensor<2x1x?x?xi1>) {
    ^bb0(%in: i1, %in_113: i1, %out: i1):
      %307 = arith.andi %in, %in_113 : i1
      linalg.yield %307 : i1
    } -> tensor<2x1x?x?xi1>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %59 = tensor.empty(%dim, %dim) : tensor<2x1x?x?xi1>
    %60 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%59 : tensor<2x1x?x?xi1>) {
    ^bb0(%out: i1):
      %307 = linalg.index 0 : index
      %308 = linalg.index 2 : index
      %309 = linalg.index 3 : index
      %310 = arith.cmpi eq, %dim, %c1 : index
      %311 = arith.select %310, %c0, %308 : index
      %312 = arith.cmpi eq, %dim_54, %c1 : index
      %313 = arith.select %312, %c0, %309 : index
      %extracted = tensor.extract %58[%307, %c0, %311, %313] : tensor<2x1x?x?xi1>
      linalg.yield %extracted : i1
    } -> tensor<2x1x?x?xi1>
    %61 = arith.muli %0, %c2_i64 : i64
    %collapsed = tensor.collapse_shape %45 [[0, 1], [2]] : tensor<2x?x32xf32> into tensor<?x32xf32>
    %62 = tensor.empty() : tensor<32x32xf32>
    %transposed = linalg.transpose ins(%cst_40 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    %63 = affine.apply #map13()[%dim_51]
    %64 = tensor.empty(%63) : tensor<?x32xf32>
    %65 = linalg.fill ins(%cst_0 : f32) outs(%64 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %66 = linalg.matmul ins(%collapsed, %transposed : tensor<?x32xf32>, tensor<32x32xf32>) outs(%65 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %67 = arith.cmpi sge, %61, %c0_i64 : i64
    cf.assert %67, "negative values not allowed in new dimensions"
    %68 = arith.index_cast %61 : i64 to index
    %69 = tensor.empty(%68) : tensor<?x32xf32>
    %70 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_39 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    %71 = arith.cmpi eq, %63, %68 : index
    cf.assert %71, "mismatched size for broadcast"
    %72 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%66, %70 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%64 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %73 = arith.divsi %63, %c2 : index
    %expanded_55 = tensor.expand_shape %72 [[0, 1], [2]] output_shape [2, %73, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    %74 = arith.cmpi slt, %0, %c0_i64 : i64
    %75 = arith.select %74, %c2_i64, %61 : i64
    %76 = arith.extui %74 : i1 to i64
    %77 = arith.addi %76, %c1_i64 : i64
    %78 = arith.muli %75, %c8_i64 : i64
    %79 = arith.cmpi sle, %77, %c1_i64 : i64
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %80 = arith.index_cast %73 : index to i64
    %81 = arith.muli %80, %c64_i64 : i64
    %82 = arith.divsi %81, %78 : i64
    %83 = arith.select %74, %82, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %83, %82, %c8_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_55(%from_elements) : (tensor<2x?x32xf32>, tensor<4xi64>) -> tensor<2x?x4x8xf32>
    %84 = arith.index_cast %83 : i64 to index
    %85 = tensor.empty(%84) : tensor<2x4x?x8xf32>
    %transposed_56 = linalg.transpose ins(%reshape : tensor<2x?x4x8xf32>) outs(%85 : tensor<2x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_57 = linalg.transpose ins(%cst_38 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    %86 = linalg.matmul ins(%collapsed, %transposed_57 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%65 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %87 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_37 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %71, "mismatched size for broadcast"
    %88 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%86, %87 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%64 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %expanded_58 = tensor.expand_shape %88 [[0, 1], [2]] output_shape [2, %73, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %reshape_59 = tensor.reshape %expanded_58(%from_elements) : (tensor<2x?x32xf32>, tensor<4xi64>) -> tensor<2x?x4x8xf32>
    %transposed_60 = linalg.transpose ins(%cst_36 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    %89 = linalg.matmul ins(%collapsed, %transposed_60 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%65 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %90 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_35 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %71, "mismatched size for broadcast"
    %91 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%89, %90 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%64 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %expanded_61 = tensor.expand_shape %91 [[0, 1], [2]] output_shape [2, %73, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %reshape_62 = tensor.reshape %expanded_61(%from_elements) : (tensor<2x?x32xf32>, tensor<4xi64>) -> tensor<2x?x4x8xf32>
    %transposed_63 = linalg.transpose ins(%reshape_62 : tensor<2x?x4x8xf32>) outs(%85 : tensor<2x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %92 = tensor.empty(%dim, %dim) : tensor<2x1x?x?xf32>
    %93 = linalg.generic {indexing_maps = [#map7, #map8, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %cst_4, %cst_5 : tensor<2x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%92 : tensor<2x1x?x?xf32>) {
    ^bb0(%in: i1, %in_113: f32, %in_114: f32, %out: f32):
      %307 = arith.select %in, %in_113, %in_114 : f32
      linalg.yield %307 : f32
    } -> tensor<2x1x?x?xf32>
    %94 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_56 : tensor<2x4x?x8xf32>) outs(%85 : tensor<2x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_33 : f64 to f32
      %308 = arith.mulf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x4x?x8xf32>
    %95 = tensor.empty(%84) : tensor<2x4x8x?xf32>
    %transposed_64 = linalg.transpose ins(%reshape_59 : tensor<2x?x4x8xf32>) outs(%95 : tensor<2x4x8x?xf32>) permutation = [0, 2, 3, 1] 
    %96 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_64 : tensor<2x4x8x?xf32>) outs(%95 : tensor<2x4x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_33 : f64 to f32
      %308 = arith.mulf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x4x8x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %97 = tensor.empty(%dim) : tensor<2x4x?x8xf32>
    %98 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%97 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %84, %c1 : index
      %312 = arith.select %311, %c0, %309 : index
      %extracted = tensor.extract %94[%307, %308, %312, %310] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_65 = tensor.collapse_shape %98 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %99 = tensor.empty(%dim) : tensor<2x4x8x?xf32>
    %100 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<2x4x8x?xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %84, %c1 : index
      %312 = arith.select %311, %c0, %310 : index
      %extracted = tensor.extract %96[%307, %308, %309, %312] : tensor<2x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x8x?xf32>
    %collapsed_66 = tensor.collapse_shape %100 [[0, 1], [2], [3]] : tensor<2x4x8x?xf32> into tensor<8x8x?xf32>
    %101 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %102 = linalg.fill ins(%cst_0 : f32) outs(%101 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %103 = linalg.batch_matmul ins(%collapsed_65, %collapsed_66 : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%102 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %104 = arith.muli %0, %c8_i64 : i64
    %105 = arith.select %74, %c8_i64, %104 : i64
    %106 = arith.muli %105, %0 : i64
    %107 = arith.select %74, %c8_i64, %106 : i64
    %108 = arith.select %74, %77, %76 : i64
    %109 = arith.cmpi sle, %108, %c1_i64 : i64
    cf.assert %109, "must have at most one inferred (negative) dimension"
    %110 = arith.muli %104, %0 : i64
    %111 = arith.divsi %110, %107 : i64
    %112 = arith.select %74, %111, %0 : i64
    %from_elements_67 = tensor.from_elements %c2_i64, %c4_i64, %112, %112 : tensor<4xi64>
    %reshape_68 = tensor.reshape %103(%from_elements_67) : (tensor<8x?x?xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    %113 = arith.index_cast %112 : i64 to index
    %114 = arith.cmpi eq, %113, %dim : index
    cf.assert %114, "mismatched size for broadcast"
    cf.assert %114, "mismatched size for broadcast"
    %115 = tensor.empty(%113, %113) : tensor<2x4x?x?xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_68, %93 : tensor<2x4x?x?xf32>, tensor<2x1x?x?xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %117 = tensor.empty(%113) : tensor<2x4x?xi64>
    %118 = linalg.fill ins(%c0_i64 : i64) outs(%117 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %119 = tensor.empty(%113) : tensor<2x4x?xf32>
    %120 = linalg.fill ins(%cst_1 : f32) outs(%119 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %121:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<2x4x?x?xf32>) outs(%120, %118 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_113: i64):
      %307 = linalg.index 3 : index
      %308 = arith.index_cast %307 : index to i64
      %309 = arith.maximumf %in, %out : f32
      %310 = arith.cmpf ogt, %in, %out : f32
      %311 = arith.select %310, %308, %out_113 : i64
      linalg.yield %309, %311 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_69 = tensor.expand_shape %121#0 [[0], [1], [2, 3]] output_shape [2, 4, %113, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %122 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_69 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.subf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<2x4x?x?xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.exp %in : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %124 = tensor.empty(%113) : tensor<2x4x?x1xf32>
    %125 = linalg.fill ins(%cst_0 : f32) outs(%124 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<2x4x?x?xf32>) outs(%125 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x1xf32>
    %127 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %126 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.divf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %128 = tensor.empty(%113, %113) : tensor<2x4x?x?xi1>
    %129 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116 : tensor<2x4x?x?xf32>) outs(%128 : tensor<2x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %307 = arith.extf %in : f32 to f64
      %308 = arith.cmpf oeq, %307, %cst_34 : f64
      linalg.yield %308 : i1
    } -> tensor<2x4x?x?xi1>
    %130 = tensor.empty(%113) : tensor<2x4x?x1xi1>
    %131 = linalg.fill ins(%true : i1) outs(%130 : tensor<2x4x?x1xi1>) -> tensor<2x4x?x1xi1>
    %132 = linalg.generic {indexing_maps = [#map7, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%129 : tensor<2x4x?x?xi1>) outs(%131 : tensor<2x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %307 = arith.andi %in, %out : i1
      linalg.yield %307 : i1
    } -> tensor<2x4x?x1xi1>
    %133 = arith.cmpi sge, %112, %c0_i64 : i64
    cf.assert %133, "negative values not allowed in new dimensions"
    %134 = arith.index_cast %112 : i64 to index
    cf.assert %133, "negative values not allowed in new dimensions"
    %135 = tensor.empty(%134, %134) : tensor<2x4x?x?xf32>
    %136 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_4 : tensor<f32>) outs(%135 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x?x?xf32>
    %137 = arith.cmpi eq, %113, %134 : index
    cf.assert %137, "mismatched size for broadcast"
    %138 = arith.cmpi eq, %134, %113 : index
    cf.assert %138, "mismatched size for broadcast"
    %139 = tensor.empty(%113, %134) : tensor<2x4x?x?xf32>
    %140 = linalg.generic {indexing_maps = [#map17, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132, %136, %127 : tensor<2x4x?x1xi1>, tensor<2x4x?x?xf32>, tensor<2x4x?x?xf32>) outs(%139 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: i1, %in_113: f32, %in_114: f32, %out: f32):
      %307 = arith.select %in, %in_113, %in_114 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %141 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf32>
    %142 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<2x4x?x?xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %113, %c1 : index
      %312 = arith.select %311, %c0, %309 : index
      %313 = arith.cmpi eq, %134, %c1 : index
      %314 = arith.select %313, %c0, %310 : index
      %extracted = tensor.extract %140[%307, %308, %312, %314] : tensor<2x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %109, "must have at most one inferred (negative) dimension"
    %from_elements_70 = tensor.from_elements %c8_i64, %112, %112 : tensor<3xi64>
    %reshape_71 = tensor.reshape %142(%from_elements_70) : (tensor<2x4x?x?xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %143 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%97 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %84, %c1 : index
      %312 = arith.select %311, %c0, %309 : index
      %extracted = tensor.extract %transposed_63[%307, %308, %312, %310] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_72 = tensor.collapse_shape %143 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %144 = arith.cmpi eq, %112, %0 : i64
    cf.assert %144, "mismatching contracting dimension"
    %145 = tensor.empty(%113) : tensor<8x?x8xf32>
    %146 = linalg.fill ins(%cst_0 : f32) outs(%145 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %147 = linalg.batch_matmul ins(%reshape_71, %collapsed_72 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%146 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_73 = tensor.expand_shape %147 [[0, 1], [2], [3]] output_shape [2, 4, %113, 8] : tensor<8x?x8xf32> into tensor<2x4x?x8xf32>
    %148 = tensor.empty(%113) : tensor<2x?x4x8xf32>
    %transposed_74 = linalg.transpose ins(%expanded_73 : tensor<2x4x?x8xf32>) outs(%148 : tensor<2x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_75 = tensor.collapse_shape %transposed_74 [[0], [1], [2, 3]] : tensor<2x?x4x8xf32> into tensor<2x?x32xf32>
    %transposed_76 = linalg.transpose ins(%cst_32 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %149 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel"]} outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = arith.cmpi eq, %113, %c1 : index
      %311 = arith.select %310, %c0, %308 : index
      %extracted = tensor.extract %collapsed_75[%307, %311, %309] : tensor<2x?x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x?x32xf32>
    %150 = tensor.empty() : tensor<2x32x32xf32>
    %151 = linalg.generic {indexing_maps = [#map18, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_76 : tensor<32x32xf32>) outs(%150 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %152 = linalg.fill ins(%cst_0 : f32) outs(%16 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %153 = linalg.batch_matmul ins(%149, %151 : tensor<2x?x32xf32>, tensor<2x32x32xf32>) outs(%152 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %154 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%153, %cst_31 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %155 = arith.cmpi eq, %dim, %dim_51 : index
    cf.assert %155, "mismatched size for broadcast"
    %156 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%154, %45 : tensor<2x?x32xf32>, tensor<2x?x32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %157 = tensor.empty(%dim) : tensor<2x?x32xf64>
    %158 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156 : tensor<2x?x32xf32>) outs(%157 : tensor<2x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %159 = tensor.empty(%dim) : tensor<2x?x1xf64>
    %160 = linalg.fill ins(%cst : f64) outs(%159 : tensor<2x?x1xf64>) -> tensor<2x?x1xf64>
    %161 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%158 : tensor<2x?x32xf64>) outs(%160 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %162 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%161 : tensor<2x?x1xf64>) outs(%159 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %163 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%158, %162 : tensor<2x?x32xf64>, tensor<2x?x1xf64>) outs(%157 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.subf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %164 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%163, %163 : tensor<2x?x32xf64>, tensor<2x?x32xf64>) outs(%157 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.mulf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %165 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%164 : tensor<2x?x32xf64>) outs(%160 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %166 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%165 : tensor<2x?x1xf64>) outs(%159 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %167 = tensor.empty(%dim) : tensor<2x?x1xf32>
    %168 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%166 : tensor<2x?x1xf64>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %169 = linalg.fill ins(%cst_0 : f32) outs(%167 : tensor<2x?x1xf32>) -> tensor<2x?x1xf32>
    %170 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%156 : tensor<2x?x32xf32>) outs(%169 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %171 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%170 : tensor<2x?x1xf32>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_47 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %172 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%168 : tensor<2x?x1xf32>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_43 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x?x1xf32>
    %173 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%172 : tensor<2x?x1xf32>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %174 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%156, %171 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.subf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %175 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%174, %173 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %176 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%175, %cst_30 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %177 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%176, %cst_29 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %collapsed_77 = tensor.collapse_shape %177 [[0, 1], [2]] : tensor<2x?x32xf32> into tensor<?x32xf32>
    %178 = tensor.empty() : tensor<32x64xf32>
    %transposed_78 = linalg.transpose ins(%cst_28 : tensor<64x32xf32>) outs(%178 : tensor<32x64xf32>) permutation = [1, 0] 
    %179 = affine.apply #map13()[%dim]
    %180 = tensor.empty(%179) : tensor<?x64xf32>
    %181 = linalg.fill ins(%cst_0 : f32) outs(%180 : tensor<?x64xf32>) -> tensor<?x64xf32>
    %182 = linalg.matmul ins(%collapsed_77, %transposed_78 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%181 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %183 = tensor.empty(%68) : tensor<?x64xf32>
    %184 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_27 : tensor<64xf32>) outs(%183 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    %185 = arith.cmpi eq, %179, %68 : index
    cf.assert %185, "mismatched size for broadcast"
    %186 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%182, %184 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%180 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x64xf32>
    %187 = arith.divsi %179, %c2 : index
    %expanded_79 = tensor.expand_shape %186 [[0, 1], [2]] output_shape [2, %187, 64] : tensor<?x64xf32> into tensor<2x?x64xf32>
    %188 = tensor.empty(%187) : tensor<2x?x64xf32>
    %189 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_79 : tensor<2x?x64xf32>) outs(%188 : tensor<2x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_48 : f32
      %308 = math.erf %307 : f32
      %309 = arith.addf %308, %cst_2 : f32
      %310 = arith.mulf %309, %cst_3 : f32
      %311 = arith.mulf %in, %310 : f32
      linalg.yield %311 : f32
    } -> tensor<2x?x64xf32>
    %collapsed_80 = tensor.collapse_shape %189 [[0, 1], [2]] : tensor<2x?x64xf32> into tensor<?x64xf32>
    %190 = tensor.empty() : tensor<64x32xf32>
    %transposed_81 = linalg.transpose ins(%cst_26 : tensor<32x64xf32>) outs(%190 : tensor<64x32xf32>) permutation = [1, 0] 
    %191 = affine.apply #map13()[%187]
    %192 = tensor.empty(%191) : tensor<?x32xf32>
    %193 = linalg.fill ins(%cst_0 : f32) outs(%192 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %194 = linalg.matmul ins(%collapsed_80, %transposed_81 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%193 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %195 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_25 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    %196 = arith.cmpi eq, %191, %68 : index
    cf.assert %196, "mismatched size for broadcast"
    %197 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%194, %195 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%192 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %198 = arith.divsi %191, %c2 : index
    %expanded_82 = tensor.expand_shape %197 [[0, 1], [2]] output_shape [2, %198, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    %199 = arith.cmpi eq, %198, %dim : index
    cf.assert %199, "mismatched size for broadcast"
    %200 = tensor.empty(%198) : tensor<2x?x32xf32>
    %201 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_82, %177 : tensor<2x?x32xf32>, tensor<2x?x32xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %202 = tensor.empty(%198) : tensor<2x?x32xf64>
    %203 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201 : tensor<2x?x32xf32>) outs(%202 : tensor<2x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %204 = tensor.empty(%198) : tensor<2x?x1xf64>
    %205 = linalg.fill ins(%cst : f64) outs(%204 : tensor<2x?x1xf64>) -> tensor<2x?x1xf64>
    %206 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%203 : tensor<2x?x32xf64>) outs(%205 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %207 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%206 : tensor<2x?x1xf64>) outs(%204 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %208 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%203, %207 : tensor<2x?x32xf64>, tensor<2x?x1xf64>) outs(%202 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.subf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %209 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%208, %208 : tensor<2x?x32xf64>, tensor<2x?x32xf64>) outs(%202 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.mulf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %210 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%209 : tensor<2x?x32xf64>) outs(%205 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %211 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%210 : tensor<2x?x1xf64>) outs(%204 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %212 = tensor.empty(%198) : tensor<2x?x1xf32>
    %213 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%211 : tensor<2x?x1xf64>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %214 = linalg.fill ins(%cst_0 : f32) outs(%212 : tensor<2x?x1xf32>) -> tensor<2x?x1xf32>
    %215 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%201 : tensor<2x?x32xf32>) outs(%214 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %216 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%215 : tensor<2x?x1xf32>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_47 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %217 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%213 : tensor<2x?x1xf32>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_43 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x?x1xf32>
    %218 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%217 : tensor<2x?x1xf32>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %219 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%201, %216 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.subf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %220 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%219, %218 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %221 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%220, %cst_24 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %222 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%221, %cst_23 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %collapsed_83 = tensor.collapse_shape %222 [[0, 1], [2]] : tensor<2x?x32xf32> into tensor<?x32xf32>
    %transposed_84 = linalg.transpose ins(%cst_22 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    %223 = affine.apply #map13()[%198]
    %224 = tensor.empty(%223) : tensor<?x32xf32>
    %225 = linalg.fill ins(%cst_0 : f32) outs(%224 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %226 = linalg.matmul ins(%collapsed_83, %transposed_84 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%225 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %227 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_21 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    %228 = arith.cmpi eq, %223, %68 : index
    cf.assert %228, "mismatched size for broadcast"
    %229 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%226, %227 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%224 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %230 = arith.divsi %223, %c2 : index
    %expanded_85 = tensor.expand_shape %229 [[0, 1], [2]] output_shape [2, %230, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %231 = arith.index_cast %230 : index to i64
    %232 = arith.muli %231, %c64_i64 : i64
    %233 = arith.divsi %232, %78 : i64
    %234 = arith.select %74, %233, %0 : i64
    %from_elements_86 = tensor.from_elements %c2_i64, %234, %233, %c8_i64 : tensor<4xi64>
    %reshape_87 = tensor.reshape %expanded_85(%from_elements_86) : (tensor<2x?x32xf32>, tensor<4xi64>) -> tensor<2x?x4x8xf32>
    %235 = arith.index_cast %234 : i64 to index
    %236 = tensor.empty(%235) : tensor<2x4x?x8xf32>
    %transposed_88 = linalg.transpose ins(%reshape_87 : tensor<2x?x4x8xf32>) outs(%236 : tensor<2x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_89 = linalg.transpose ins(%cst_20 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    %237 = linalg.matmul ins(%collapsed_83, %transposed_89 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%225 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %238 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_19 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %228, "mismatched size for broadcast"
    %239 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%237, %238 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%224 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %expanded_90 = tensor.expand_shape %239 [[0, 1], [2]] output_shape [2, %230, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %reshape_91 = tensor.reshape %expanded_90(%from_elements_86) : (tensor<2x?x32xf32>, tensor<4xi64>) -> tensor<2x?x4x8xf32>
    %transposed_92 = linalg.transpose ins(%cst_18 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    %240 = linalg.matmul ins(%collapsed_83, %transposed_92 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%225 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %241 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_17 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %228, "mismatched size for broadcast"
    %242 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%240, %241 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%224 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %expanded_93 = tensor.expand_shape %242 [[0, 1], [2]] output_shape [2, %230, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    cf.assert %79, "must have at most one inferred (negative) dimension"
    %reshape_94 = tensor.reshape %expanded_93(%from_elements_86) : (tensor<2x?x32xf32>, tensor<4xi64>) -> tensor<2x?x4x8xf32>
    %transposed_95 = linalg.transpose ins(%reshape_94 : tensor<2x?x4x8xf32>) outs(%236 : tensor<2x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %243 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_88 : tensor<2x4x?x8xf32>) outs(%236 : tensor<2x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_33 : f64 to f32
      %308 = arith.mulf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x4x?x8xf32>
    %244 = tensor.empty(%235) : tensor<2x4x8x?xf32>
    %transposed_96 = linalg.transpose ins(%reshape_91 : tensor<2x?x4x8xf32>) outs(%244 : tensor<2x4x8x?xf32>) permutation = [0, 2, 3, 1] 
    %245 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_96 : tensor<2x4x8x?xf32>) outs(%244 : tensor<2x4x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_33 : f64 to f32
      %308 = arith.mulf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x4x8x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %246 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%97 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %235, %c1 : index
      %312 = arith.select %311, %c0, %309 : index
      %extracted = tensor.extract %243[%307, %308, %312, %310] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_97 = tensor.collapse_shape %246 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %247 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%99 : tensor<2x4x8x?xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %235, %c1 : index
      %312 = arith.select %311, %c0, %310 : index
      %extracted = tensor.extract %245[%307, %308, %309, %312] : tensor<2x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x8x?xf32>
    %collapsed_98 = tensor.collapse_shape %247 [[0, 1], [2], [3]] : tensor<2x4x8x?xf32> into tensor<8x8x?xf32>
    %248 = linalg.batch_matmul ins(%collapsed_97, %collapsed_98 : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%102 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    cf.assert %109, "must have at most one inferred (negative) dimension"
    %reshape_99 = tensor.reshape %248(%from_elements_67) : (tensor<8x?x?xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    cf.assert %114, "mismatched size for broadcast"
    cf.assert %114, "mismatched size for broadcast"
    %249 = linalg.generic {indexing_maps = [#map7, #map15, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_99, %93 : tensor<2x4x?x?xf32>, tensor<2x1x?x?xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %250:2 = linalg.generic {indexing_maps = [#map7, #map16, #map16], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%249 : tensor<2x4x?x?xf32>) outs(%120, %118 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_113: i64):
      %307 = linalg.index 3 : index
      %308 = arith.index_cast %307 : index to i64
      %309 = arith.maximumf %in, %out : f32
      %310 = arith.cmpf ogt, %in, %out : f32
      %311 = arith.select %310, %308, %out_113 : i64
      linalg.yield %309, %311 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_100 = tensor.expand_shape %250#0 [[0], [1], [2, 3]] output_shape [2, 4, %113, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %251 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249, %expanded_100 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.subf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %252 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%251 : tensor<2x4x?x?xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.exp %in : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %253 = linalg.generic {indexing_maps = [#map7, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%252 : tensor<2x4x?x?xf32>) outs(%125 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x1xf32>
    %254 = linalg.generic {indexing_maps = [#map7, #map17, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%252, %253 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.divf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    %255 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%249 : tensor<2x4x?x?xf32>) outs(%128 : tensor<2x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %307 = arith.extf %in : f32 to f64
      %308 = arith.cmpf oeq, %307, %cst_34 : f64
      linalg.yield %308 : i1
    } -> tensor<2x4x?x?xi1>
    %256 = linalg.generic {indexing_maps = [#map7, #map17], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%255 : tensor<2x4x?x?xi1>) outs(%131 : tensor<2x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %307 = arith.andi %in, %out : i1
      linalg.yield %307 : i1
    } -> tensor<2x4x?x1xi1>
    cf.assert %133, "negative values not allowed in new dimensions"
    cf.assert %133, "negative values not allowed in new dimensions"
    cf.assert %137, "mismatched size for broadcast"
    cf.assert %138, "mismatched size for broadcast"
    %257 = linalg.generic {indexing_maps = [#map17, #map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%256, %136, %254 : tensor<2x4x?x1xi1>, tensor<2x4x?x?xf32>, tensor<2x4x?x?xf32>) outs(%139 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: i1, %in_113: f32, %in_114: f32, %out: f32):
      %307 = arith.select %in, %in_113, %in_114 : f32
      linalg.yield %307 : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %258 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%141 : tensor<2x4x?x?xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %113, %c1 : index
      %312 = arith.select %311, %c0, %309 : index
      %313 = arith.cmpi eq, %134, %c1 : index
      %314 = arith.select %313, %c0, %310 : index
      %extracted = tensor.extract %257[%307, %308, %312, %314] : tensor<2x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %109, "must have at most one inferred (negative) dimension"
    %reshape_101 = tensor.reshape %258(%from_elements_70) : (tensor<2x4x?x?xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %259 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%97 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = linalg.index 3 : index
      %311 = arith.cmpi eq, %235, %c1 : index
      %312 = arith.select %311, %c0, %309 : index
      %extracted = tensor.extract %transposed_95[%307, %308, %312, %310] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_102 = tensor.collapse_shape %259 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    cf.assert %144, "mismatching contracting dimension"
    %260 = linalg.batch_matmul ins(%reshape_101, %collapsed_102 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%146 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_103 = tensor.expand_shape %260 [[0, 1], [2], [3]] output_shape [2, 4, %113, 8] : tensor<8x?x8xf32> into tensor<2x4x?x8xf32>
    %transposed_104 = linalg.transpose ins(%expanded_103 : tensor<2x4x?x8xf32>) outs(%148 : tensor<2x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    %collapsed_105 = tensor.collapse_shape %transposed_104 [[0], [1], [2, 3]] : tensor<2x?x4x8xf32> into tensor<2x?x32xf32>
    %transposed_106 = linalg.transpose ins(%cst_16 : tensor<32x32xf32>) outs(%62 : tensor<32x32xf32>) permutation = [1, 0] 
    cf.assert %13, "unimplemented: dynamic negative broadcast sizes"
    %261 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel", "parallel", "parallel"]} outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%out: f32):
      %307 = linalg.index 0 : index
      %308 = linalg.index 1 : index
      %309 = linalg.index 2 : index
      %310 = arith.cmpi eq, %113, %c1 : index
      %311 = arith.select %310, %c0, %308 : index
      %extracted = tensor.extract %collapsed_105[%307, %311, %309] : tensor<2x?x32xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x?x32xf32>
    %262 = linalg.generic {indexing_maps = [#map18, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%transposed_106 : tensor<32x32xf32>) outs(%150 : tensor<2x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x32x32xf32>
    %263 = linalg.batch_matmul ins(%261, %262 : tensor<2x?x32xf32>, tensor<2x32x32xf32>) outs(%152 : tensor<2x?x32xf32>) -> tensor<2x?x32xf32>
    %264 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%263, %cst_15 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %265 = arith.cmpi eq, %dim, %198 : index
    cf.assert %265, "mismatched size for broadcast"
    %266 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%264, %222 : tensor<2x?x32xf32>, tensor<2x?x32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %267 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266 : tensor<2x?x32xf32>) outs(%157 : tensor<2x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %268 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%267 : tensor<2x?x32xf64>) outs(%160 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %269 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%268 : tensor<2x?x1xf64>) outs(%159 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %270 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%267, %269 : tensor<2x?x32xf64>, tensor<2x?x1xf64>) outs(%157 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.subf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %271 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%270, %270 : tensor<2x?x32xf64>, tensor<2x?x32xf64>) outs(%157 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.mulf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %272 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%271 : tensor<2x?x32xf64>) outs(%160 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %273 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%272 : tensor<2x?x1xf64>) outs(%159 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %274 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%273 : tensor<2x?x1xf64>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %275 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%266 : tensor<2x?x32xf32>) outs(%169 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %276 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%275 : tensor<2x?x1xf32>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_47 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %277 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%274 : tensor<2x?x1xf32>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_43 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x?x1xf32>
    %278 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%277 : tensor<2x?x1xf32>) outs(%167 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %279 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%266, %276 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.subf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %280 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%279, %278 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %281 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%280, %cst_14 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %282 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%281, %cst_13 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%16 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %collapsed_107 = tensor.collapse_shape %282 [[0, 1], [2]] : tensor<2x?x32xf32> into tensor<?x32xf32>
    %transposed_108 = linalg.transpose ins(%cst_12 : tensor<64x32xf32>) outs(%178 : tensor<32x64xf32>) permutation = [1, 0] 
    %283 = linalg.matmul ins(%collapsed_107, %transposed_108 : tensor<?x32xf32>, tensor<32x64xf32>) outs(%181 : tensor<?x64xf32>) -> tensor<?x64xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %284 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_11 : tensor<64xf32>) outs(%183 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x64xf32>
    cf.assert %185, "mismatched size for broadcast"
    %285 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%283, %284 : tensor<?x64xf32>, tensor<?x64xf32>) outs(%180 : tensor<?x64xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x64xf32>
    %expanded_109 = tensor.expand_shape %285 [[0, 1], [2]] output_shape [2, %187, 64] : tensor<?x64xf32> into tensor<2x?x64xf32>
    %286 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_109 : tensor<2x?x64xf32>) outs(%188 : tensor<2x?x64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_48 : f32
      %308 = math.erf %307 : f32
      %309 = arith.addf %308, %cst_2 : f32
      %310 = arith.mulf %309, %cst_3 : f32
      %311 = arith.mulf %in, %310 : f32
      linalg.yield %311 : f32
    } -> tensor<2x?x64xf32>
    %collapsed_110 = tensor.collapse_shape %286 [[0, 1], [2]] : tensor<2x?x64xf32> into tensor<?x64xf32>
    %transposed_111 = linalg.transpose ins(%cst_10 : tensor<32x64xf32>) outs(%190 : tensor<64x32xf32>) permutation = [1, 0] 
    %287 = linalg.matmul ins(%collapsed_110, %transposed_111 : tensor<?x64xf32>, tensor<64x32xf32>) outs(%193 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %67, "negative values not allowed in new dimensions"
    %288 = linalg.generic {indexing_maps = [#map14, #map], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<32xf32>) outs(%69 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    cf.assert %196, "mismatched size for broadcast"
    %289 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%287, %288 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%192 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<?x32xf32>
    %expanded_112 = tensor.expand_shape %289 [[0, 1], [2]] output_shape [2, %198, 32] : tensor<?x32xf32> into tensor<2x?x32xf32>
    cf.assert %199, "mismatched size for broadcast"
    %290 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_112, %282 : tensor<2x?x32xf32>, tensor<2x?x32xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %291 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290 : tensor<2x?x32xf32>) outs(%202 : tensor<2x?x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %307 = arith.extf %in : f32 to f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %292 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%291 : tensor<2x?x32xf64>) outs(%205 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %293 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%292 : tensor<2x?x1xf64>) outs(%204 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %294 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%291, %293 : tensor<2x?x32xf64>, tensor<2x?x1xf64>) outs(%202 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.subf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %295 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%294, %294 : tensor<2x?x32xf64>, tensor<2x?x32xf64>) outs(%202 : tensor<2x?x32xf64>) {
    ^bb0(%in: f64, %in_113: f64, %out: f64):
      %307 = arith.mulf %in, %in_113 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x32xf64>
    %296 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%295 : tensor<2x?x32xf64>) outs(%205 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.addf %in, %out : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %297 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%296 : tensor<2x?x1xf64>) outs(%204 : tensor<2x?x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %307 = arith.divf %in, %cst_46 : f64
      linalg.yield %307 : f64
    } -> tensor<2x?x1xf64>
    %298 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%297 : tensor<2x?x1xf64>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %307 = arith.truncf %in : f64 to f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %299 = linalg.generic {indexing_maps = [#map2, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%290 : tensor<2x?x32xf32>) outs(%214 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.addf %in, %out : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %300 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%299 : tensor<2x?x1xf32>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.divf %in, %cst_47 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %301 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%298 : tensor<2x?x1xf32>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = arith.truncf %cst_43 : f64 to f32
      %308 = arith.addf %in, %307 : f32
      linalg.yield %308 : f32
    } -> tensor<2x?x1xf32>
    %302 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%301 : tensor<2x?x1xf32>) outs(%212 : tensor<2x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %307 = math.rsqrt %in : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x1xf32>
    %303 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%290, %300 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.subf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %304 = linalg.generic {indexing_maps = [#map2, #map4, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%303, %302 : tensor<2x?x32xf32>, tensor<2x?x1xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %305 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%304, %cst_8 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.mulf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    %306 = linalg.generic {indexing_maps = [#map2, #map5, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%305, %cst_7 : tensor<2x?x32xf32>, tensor<32xf32>) outs(%200 : tensor<2x?x32xf32>) {
    ^bb0(%in: f32, %in_113: f32, %out: f32):
      %307 = arith.addf %in, %in_113 : f32
      linalg.yield %307 : f32
    } -> tensor<2x?x32xf32>
    return %306 : tensor<2x?x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float32_19: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_18: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_17: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32_1: "0x0400000039FA853BF394343DC270853BFCCFDCBC10BF8A3B3FD6813A775FDC3C8565B63CE94CE73B07A5173DA48B47BCF878BEBCCD91B83C0EFF9EBC58DBD63C356152BB13A805BB56CC0DBD570B86BC3D5D45BC0053BDB90982F6BCE15365BAFDFAAFBB8946DFBCFEC69ABCF8CAC93B322A203DADAA01BD5CA2E1BC4AC557BC8236C1B9A9F8723BEAFE343B46EE103BAF53793BD2B2FD3B31A586BCB6048CBC1D1FC63C4C9805BD9780223D36C99EBBF2FDBB3C75BB37BB0D9B0E3D0B01133C067B67BCCE26533CA37D7DBCB04AB5BCC8099ABB8BAFF7BBDC92F5BCCB4B923C72CCFABBDCE0163C1C9F1E3CBC31C5BC738D6A3CFB80293D385ADC3BBB9FA53C4D75C7BCBDAFFE3BE222093C42F4AC3C80C1A2BC655A34BBA6CDEE3CD19B0239F0789D3C65AD64BB470108BC00616BBCACC0033C074850BCAA133B3CF47DF2BB747B013DDCF06D3CCBA508BCBDE24ABCD36232BDF2C262BC45344E3CAF41A7BCE2B9C7BC82AA22BB37F5A0395609A5BC21878CBC489D913C2DBDC33C8C3C8EBB3B951CBCFEB7443CDDDF3DBC576D8ABC0157D13BC2978D3C25AC293CBB6030BC99BD09BCEF473ABCB2DBE63A94C0643CB414D73C9F5796BBBD80F13B55C408BC9C1D863A5C2F7CBBA68E12BD4224BDBC4F82F33A4ED8E5BC155EB8BCF02EC03B9214C0BCB405C8BACC36DA3B8221A1BA86FE84BC921929BA66B41EBACEDB26BC2089BA3B0AF865BD64429F3C7C70BCBB13872FBAD6F90ABD2AE1CCBB84333A3D87B4B03C70F764BCFE89F93A0B8E0CBD008507BD4C8207BDA7D4CEBC4C7D683CC20623BCD652073BC6D185BCE291CF3BAF92AF3C25B8073D3BF00ABDE2593B3AC7580C3DFB14003D41E965BB75A555BDFE53E43CCBF99EBBD3EBB3BBC68618BC40E6463C8DCBC5BC59B18BBC45EE2BBD6F1C0B3C81830CBDD7D884BA38472CBCCD0E03BC8E2EE93B49D592BCC09FACBAECFE76BCF206293C20900E3D9EBA42BA420257BD22048C3C978E85BB1793103D9529E5BCEE6118BCC90E89BC2C9FD4BC5EE386BC203253BCB7F892BC20FC5DBC6302943C3BFAA63B3811D33C89588BBC7B1880BC874C1FBCF44FA3BC1B20653C74F5343C87C7983CD87369BB3EE0763A46CA63BACA93923CE759CF3C0C4A53BDC913E4BCF7666DBCA41CD33AE2B00A3C3786393C142035BC4700D63C5E4CC73A535DD7BB655D1FBCD8C76E3C599F2CBD0BBAD1BC3D3DD1BB812D303C1E12E73CD6BE0CBD55E0B93C7F6195BCA754293B52FE68BCC908B4BBF91DA7BBF232E2BC85D9E33C3F668C3BA558D73C95F4103C007FDDBB415F27BD62DC2B3CC9D29B3C218BB0BBF5C055BCE16F083D85F7B3BC3EF2EEBA9DB3863CF8ED803C404B6939CCDB6EBC7346EB3BAA997D3BFB513F3AC4C933BD61ABFBB9C5DC23BCB0A3A3BC629018BD20D9F4BC9E581DBDE24331BBD4F2F83BDD1D5ABC7090663C9E2FDA3C668A84BB815D393BF08BF93C55B4C13C5478F5BC228585BCD76EA73C62F9B7BC0ACE96BCC0D8A63BC2EB76BC73FD283DA0681A3DE1E25BBCC9294A3C8168E43C866C283CA3AA18BDD0C5353DA77D713C7D25D8BC2049D03C14BD3DBC80393F3C1575E9B9B5AFDB3C11D91F3D313A12BC49C10EBD2E6B063D86F369BA153909BCF239833C9239CD3A570654BC6F1805BD9951F13C4ED6A03CA3B3713C026960BC854E1ABC5E9FABBC5535C7BC96D881BCFE1E063C383F2ABC1E28833C5DB23CBC8065BE3CB2565D388AEBA7BBEB0590BB12297FBC19D262BC0FCA153D0515BB3C55BABFBB922357BCFE92E93CADB99BBCC945D13C1591853AD56C5239F5DC39BCD2B8163CB924B43C2F1F993CE07C9C3BCFC3B8BCF9CFA3BC063D183C11EE923CF161863C0106FA3C2C704D3CAFB494BB9DCE6DBC176E88BC6E8F4E3BFD2D7BBCF50DBABC1D2F9FBB7F0011BDCB80D13BE70E273DF4B67E3C8A6912BD01CBA6BCDBA49EBCE9AF8A3BC75C693CD4E747BB94C1983C2067713CBEA6CDBCE9E253BC0DA9BF3C72168F3C6CD8803C3757163D301C75BC181967BC5C9D123C9E2EDDBBC4FEBD3CA200D03BCBE4683C4284C43B64EF14BDEB9E873B6629FEBA098DD63C2AAFE4BBE015C9BC9734C43CF7614ABCD4A6A03C00BEA23CF0269E3B4C8DE83A761EACB77933993B8F88253CCEBFD9BC686F8BBC99EF523DFEAC50BDF982ABBC77F7B13B99EB33BCF62291BCE5376DBC5CD9CC3C569E133C62C312BDDBEF093CA47D273C6003983BE032B33C26EBEDBBAF2B903A3021913CE242313D1E6614BCAE3D17BC6B4389BC9CC1873A0938DB3AB2C605BC90737BBCAE26AD3BB40B793CC21C613C302D4EBC7B32BBBCA6AB253CB5396ABBEADF00BC5EBB313C0C45623CB3AFF43B77FFCD3C8589093D920194BCCA35663C5335303C4A6233BC2E3F55BC4C7E60BC1752013C458A23BCF02FBE3BB7E8103D9F4210BDCC3B92BB01A5A23CB3CBB53BAA0EADBCD067003DFD3E4EBCC41F393C2A6A16BC304D8DBBDC148F3CC2CABBBCC937903C0F7D283DF5DDBF3B67E8033C0C33CD3C14A1F93B0AF1DD3C9CC751BCB916FC3C2011BFBB2E96B1BC25AD01BDBE31ACBCEFB35FBAD96C44BCFCB6E83B29FF2E3C0B2D21BD35E4B93AB04B5D3CBDF7D13B60930A3DCB70E0BA06DAC4BBA1BA24BC47CD44BD21522C3B2080AEBB8F58F6BC747B653CEAC802BC2F84ABBC1520D7BB47FD19BC7964233AA524CDBC8FD8943AE15BB639B9B9D43B00A781BCD01A933C94A9D7BA847D61BC061E553D6513443DC39DF53C05DB593C4401AE3C35A912BBDB1CAFBBC402AABCF35B8BBC8EA7043DC251F8BA2A9E873B27FF193D7D6551BB04AE0D3C729AA9BCD5CC833C6496A1BBDE00A3BCCACDECBBE489653C47D08E3CAAB94CBD6686A7BCC07699BB3332E83C6D71A4BC16F022BDD56A08BD00FBF93CB364EA3C709A7DBBE976C63C6247883C5B88ABBC245E87BB163585BBA07AE03B73A7603DE9C0F8BC8B1BF6BCDAE9853BCE51F63CD5ED463C7CE1783B6F1381BA03C080BC3C953E3CF235AA3CD76695BC3B07DB3C1ECAEA3C18F51D3DCA34B43AEF3A8FBBD9DBC53CB2F20BBD0B7422BD1C0EF03CDB27773ACE144ABBFC918BBB25A1BF3C78907BBC1D16563C94D19BBA8CAA853B02EE6E3C86E9CE3C17D703BD87FF9D3BA34B9CBC9B1A0BBBDB5008BAD3CC763C00CB79BC25CFA3BC064F92BCE161A83BE76419BCF3C0CFBCEF42813C142EB9BC99A02ABA7A7E863C6E11BA3C6C5DF0BCA687483C189B283B1554BDBC21376C3A3420153D4B9ECBBA54AADA3CD821C0BB90A014BC5F9D9D3C36AB16BC1CBA613CD840D43C4EC1D93BAACEB7BC4624D13B7D24A33CFAA50ABCA93B03BDFB9A783C24B881BCACB69EB7E6441D3D15625BBC7975D73B9876DD3C0DC0803C3D80803DE4A35BBCA40155BC02C74A3A97A975BC9949F63C6DAE2F3D0A99243D442A833AD26F1FBBEEDCC0BC49EB3CBC887781BC69D6F7BC3D5D8E3C1BBDF73B1A528A3CDD3ED6BC098458BA1270973B9793D1BC55B7F13C2254973CE76C623CC57D753BBE56E0B8CA994BBCB2A804BDB6DA2E3CDCB2D93C241B62BC651C28BC29D6CEBBAA43B7BCD7875ABCB026443C73047E3C60F5553CCA4A0B3D0206C3BCCB66253D06A660BB616BE8BC5929783C37D9E6BBC78D31BB1CD90D3D89BFD6BCB45DCEBCFA761CBCD314FFBC8E909A3CD6719A3CE5E699BC8724AFBCAE1F963CA1FB57BB0CEA96BC52C8BC3BDEAB4FBB5070903CD37E583C2ACF73BBA9D20F3DD93F663CAD4F083CA265CB3C608DA4BA47E8B9BC970490BC9772A83C6BA0103C460D04BDB2DFE33C67B550BB261F7BBCF2A8D1BB9DD9C7BCC1F691BCC7F7813BBD85CCBB2BB5AB3B2BE5C6BBC75E173B47F90C3A5BFD413C3D188EBC2A86B8BB2B338EBBDA17193C78B2E5BC2447BABBF45BFBB9F738D73CFEDB0ABC0634EA3A296C803CEAFAC53C64D6A8BBE093BBBCFC4071BC9DA0903B0994683C40C4A3BBABD0CC3CF82D79BC17E2103CE52DD93BF0E56ABBC6585FBC734D99BA7382CD3B788AD33C70CEF6BC0B96C93B6526283B0541B9BC7FA0123D8AA6C1BCFE96A2BB6EAAA0BC17BEADBCC97EB9BC9D46AC3CB4C0F7B9215CCBBCC020A13CF03A5C3B2738EE3C19DADE3C8CDED23C722657BB09EB3DBCFD4DA8BAAD91243B2991313CF7E6D3BB939F3A3C62C9963B9DBA99BCA7ED72BB1C1747BC9B1AE73CAA47693C225EE33CABCCC03CB22BB63CF2295ABD50D70D3D0A82E83C8F03AE3CFB7BDDBA785070BCD971953B1E5A5DBC0D4DB6BB3F3F0ABD30EB593CCF36C53A6077D2BB26120BBD93D744BB7D9982BB424185BB2EA87C3B4BB2BEBC7EF01F3C61801FBC01BB5A3B812A493C2E1B753B3B7EECBC5BE1B83A9EF9843C8FC42BBC988983B9C608F63BCE9192BB25DC8E3CD3502A3C7048323C1DDB073C8F5D4CBB1562653AE6811E3C3CB25FBC4E29033CFCF0BFBA13C3423B8B71783C772EAB3CAA54E8BC7DE9393CBB36B8BB2A7C75BC5C02FDBB8191B9BC8674B43C4742C0BCA2B3083D94B06BBC7B1A3C3C901C9A3CA620893CC26B56BB780EBB3CA5A009BD489DA3BA9EC5F8BB6EC927BC749C443C481A0DBC32479FBC71AC89BBC24A8DBC37459EBC7E49BABC3F0E843CCB740FBD9DAB033DFDAF16BC0BAA5EBA47E0BDBBADDF983C931DBB3B068E353D5BB3E3BCE5BC703C2FEC8C3C4A8712BC175FD8BC4EA7BC3CF26EE7BC4D871D3CE62A533CF7C42DBB20025FBB2B3088BC47141F3C61EDD23C848BA6BCB54DC7BB6FA4653CF7798A3CAE40E43B984D87BC2EAEB33AB92A063B8324F03B1058C5BB286716BD96F995B71D010DBD4AC4713C4249DA3CB72333BD52B604BCEAD9AC3C5E6959BB60FEB2BCC0F1DEBC2525DF3BD6A9003D0C9F163D5525F43BDB4D8A3C0F0384390BB321BDB4DD59BD766C093C97BF8FBC4C7C993985E4ACBA841519BC001DE03C56301C3CAC88D93B00CF1D3D672099BC2992A0BCC5CFC33B27BCB1BB585D383CE29B29BCF9FD983C2F9E473C4DEC413CAE9830BC4C1578BCFBE848BCB212A53C7876C83BA3CC79BCC7891F3B1F7E02BC93E0963BFDAD18BDA95D393CD0B35CBD955FC3BB6781BDBC19CCBE3C3E8FCF3B0193BBBBAFEF8CBCF0348C3C2FCCA6BBB2D9F5BC6A997D3CF23626BB4223E93BC690EFBC2437323CD9EAEFBB01ADC4BCF1158B3C1BA57C3C8785663CF2C349BCE3E49D3C149D403CF66C99BBD2A2733B766C113C5917433CE496893C84BA3C3C8B1DE6BC80F3273C0395093BF6C4AFBBAC8B9D3C19A4A73CCA481C3CAC2503BB5303093D33C3BB3C497709BD7EBAC53C79C44DBC0F6C83BCA41640BCAD0581BD842A91BCD218B43B244111BC79A6FB3B7402F53BA721D9BC2284823C99C20DBDD960923C57BA60BC3409ECBCD3DF9F3CACAF943C225B1A3DD727D23CCBC523BDE0DEB8BBC4C81DBD67E3093DCFABD23A5517F8BC930BF2BB5C8D623C60D5363C7331C7B9FDA51C3B3B3B67BA5027913C8E595FBC0B07573C87670BBC6C8EF13C57CFA83C0B1E8ABC7AA522BD341728BDF2D314BCCC8D9CBAB49A8B3CDEA766BBD55ABDBC00B569BC0A6578BCF2329C3C1DA6483CCE141BBC5E5B56BBC108A83C642FAA3C67D9433BC66A37BD06985DBC6671B63B8FEBB63913C518BDD4F41E3C78942A3C77EFABBB89099EBB99A1903CCA31673DCEFE643C0F26ADBC0D3188BB2655A1BBEC0A4F3B5DC15ABC30817E3C0910123D5B5F243C91F8933C939B5D3BCBF1873C5558BF3C120405BDB10A1C3C7E72B83C2B5EE6BB7C98DDBB730E003DF59A463CDA64A23C94D7CE3CAF03EB3C9733CCBA54DB70BB494B8C3CE0A134BCE279883B0CA6CFBBC86486BB158E15BDA51A1FBCD5093CBCB42A9A3C451334BC5289B93C5B159ABAB41082BAC68947BCC79051BCCA0BF4BB1E815CBCE5875D3ADE9107BD64430DBD4511143A5B44F6BCB8A0543DDDA91B3DDE38AABCDC13B53CC6EC80BCE0F01BBD8969023CE1C5573BBB118839CAAD73BB42899B3CED80AF3CBDC42D3CD7999E3C541FC63CE1AE59BDB501D13CC41DCE3B53F06B3CEF53AA3BB257FDBC7CDB283CB2559EBCE2423F3C375CF4BCB96AD93BA002DA3BC729ADBCD4EA35BD79040E3BDCE996BCD093683D33E92CBC5BF10ABDDD996DBCC2DD843C54EBF1BCABFBBE3CD8CAC93CAE7BDF3B8BD4C0BB7F6A8F3B7BDB233CC1F6E23C78BEE4BA10C47EBC7222AF3CC7FF8C3C15C0EBBC8EC220BC1DDA5A3CFE03BD3B843260BC66A5713BE60B023C8C55DCBBA1DF9F3C278EFA3B3047643C29C32A3CD889C13CB3E2BBBC87AE9ABCB0B412BB0B9CB2BB6D97153B7CD5CBBAE0467C3CD798A8BC1D2CAEBC98F8FFBC42990EBDC25FC73C26F2D8BBF857B53B9E36253C3B90A0BBE65590BCFA3795BB1D7F103B099E22BCEBD2C63CDA2DA0BB4A667A3B2674763A339E4A3AE255C43C6505B43CD0C113BCFAC8A23B10FFAB3B1757DBBC35EE173D8748553C21A2D5BA4973BC3C52A402BD7F9A8D3CF222CA3AA1E07B3D30CF4ABC703697BB3306E93C75BB5BBC8100CABAA329A1BC00C904BD2602BABC019D9D3C647ADE3C5E9C833C607C0BBD18C479BC8CC19A3C2CECD83C199F14BD89E5C43CDB162D3A39063A3C7D9597BBD0638B3B867B173CCE1C04BD3B9B1E3D4EFFB4BCFECD96BB0FC3CB3CA700E3BB330F4EBB5B910B3C4D418C3C99F7F43C32D6A0BC825C0BBDA7CB3CBBB4AD6EBC19CE04BD20A41E3BB0E4BEBCC0D1D23B60D341BC8F9D803C9EED323B8E5E363C701C193C96D9A03C14EEED3CD4EBEEBC18B31E3D7B0DC3BCCACCA63CFB31A6BB1CC3D33C782B30BDD2964A3CC66189BBEB306BBB065D48BC165E87BC9507BE3BF6E8073C4B6544BC4A042F3C8A3A9B3C73C7EDBCA9FA3AB9D943A73C9E19473DB77811BD068ED7BBAE3AF03A6F6BB33BE165EFBB3295B53B0260E2BCF7DB63BCA3E81EBDE1C75A3B813F053A64C682BC1422783C15BF4F3B78C7B93CAB6DD53C0785A8BB94DA92BCE0EFD7BCFE907C3B8E0B71BCA7E81C3DD8E1A83C00009A3BD28B163CF2C1053DCB0FB3BBB0FC2BBD136AAF3CD7643FBC5CBDB4BBBE961DBDCF409A3CEA5EEB3C2D2C353C0BC64A3C3284D1BB67A023BBC73BCF3BB415973CCB70E73BF30050BCE1C54B3C50B742BCEF93213C663348BCB052CFBCE431D93B497011BDC42308BD874437BB553387BC1A6F09BD57868C3CF3D6C0BBAE73EBBB2B5165BCADA0893C89118CBCE6BDB33C9BBB423CBDCA223C697F733CF60FA5BCB9698EBBD7220BBCEADB123D937ABFBC758E06BC8A50383CBEC1A63B97351A3D9F8306BDB48FA93CA1B491BC10FDB93CF85C333D818DE6BC6FBDD0BCC70283BC9924A33C586F753B2F8410BC548B923C04B3A0BBE12491BCB8A8A03C6B0CE13C7F191DBCD341303C4530E1BCFCDBADBCCE84993CCB67F43C9EBFB6BC6B95AC393E3B15BD857E2E3B39DF8CBB6D6BBCBC0AC92F3CDF8823B99BA8643C0610EC3C0D9BA93CB8A7913B5E99D03C5D26E73C62305A3C091C91BA69F7D0BC4C73813B4FE1C2BCC6FE10BB1999EC3CCB2B86BCD978B7BC851DA6BCECD8FB3B795AEDBB7B4B9ABA067AA83C486C843CA70F4B3C937997BCD72006BD369816BDCB14263C446C09BC543B6BBBA4938E3CAF5229BD4296F03A78582C3B33C8AC3C354AB6BA79C4123D42CA93BB45DD663CE75752BCD9FED93CD410CA3BB7F38EBBF7FEA5BC062758BAC2AC083D7523F4BBEAA98DBCA54CA53C42957EBC32C7193DC08E2A3D1B96AA3BBCCEF03CF2F9B0BBEA573D3CA37C823CAE16543B5BCDF1BC6981AC3C105A0D3C87160B3D9A15853B7068943CB754F1BB3260D0BBA1EE94BCB2E5D93CBC0324BCA950F03B1B2841396F3328BD7BDEC33AB37AAFBC85E0DA3BF23F693C6A0F643B90F2A63C726E0ABD80546B3C501A70BC4526BE3C4FAC8EBB60F1493C344B343BE2F7903BB995E0BBDE7D973BA6E6A83C4BE5D7BAA09E4D399B016C3B62041F3DE313EA3C0425543C9BE25C3D093722BD224C853CFD55C03C498FABBC0DB102BC02A1593CB320543CB8DDC3BB269484BC22FBBD3C46DB77BC7BB76C3C6FC7B13BB05598BCDBBA85BA1C6147BC58B34BBD0B4882BC8FE47ABCAA19E8BC2640D83BAE3AF03C417BF5BC997BF9BA98DDBB3B5BB4E93C3C1E90BB354FBD3CCB8AB9BB9654A7BCC7C0503CFCAA433B98AC0EBC1DDEF33941602B3B4E44A33AB4F4D03B943BC9BCB66F88BC9276A63CF4EE1ABC5C5AD03B0F294139D92B003C7D5D0FBC345D11BDF4866C3B9F69163CB03FA3BC7829DABCF4A7CFBC30E4F83BF99B8CBAC3896B3C8EA5C33B1BAE5F3A162F183C6A4EEFBA1F939A3B878F2CBC279257BC10C9E4BC8C625BBC00945ABC412E5B3CF833253C6FBCF03B34931ABA3222013CD0340BBD5457C0BAB4D61C3C1230DD3CC15EB3BBBB82B33CD591CABC15ABE23B1726FEBBAC40F53B796220BDA1B74EBB4628393DCD049CBCFDBCAC3BFBDEEFBC7CC5E6BB791038BB704B943CD03C8FBCA7B3AE3C828F313C2D5C1C3CC7A2DB3C529E11BD34D81DBB3566DA3B4DD1B1BC25C067BC776F8FBC65CDAF392C06D2BC8BC51FBCB1B9A2BCFE3AC7BBFA649ABBB07F89BC6B7A7EBC60737ABCA60E1D3D6E610FBB3E04F53C3AEC81BC44F2D6BC5579423CE5B6773B20044BBCDC23EB3C18D2DB3C0571E8BBEA7A65BBD8D566BC3BE979BBE149DF3BCBBF423C83066FBBFC69EC3CBE28AD3C66C2C23BA7573A3D90F4C5BB0322F1BBC7DE63BC5F7A8CBCCAF3FB3C3B05FC3C76271CBC6DAAC5BCA9839B3C458DEFBB2D25A53C17E12D3C4EFA1A3D6AFC1138DCDFDFBC4D0980BDBF2C02BDF335A63CBE86A33CD86BAABA6662F73CCBCF393CB21CD3BB9556DEBB4007FDBCF6881D3AA5D6FA3BBD9A403B2EFD84B8741CD7BA10A8AEBC7418023C02F5C93B426A753C9B14EE3AD38511BCB9D791BC03A023BB7DC3493C180BB5BCD7C841BC7614AE3C0E4C073CCF9003BDE920683C89B220BD81ECAEBCFCD42F3D81A0843CA995A63B28EE843CC91942BBF288EFBCBCD56EBC1463EE3BC653F6BCEE229FBCC68E4FBC8AFAA43CF2C50E3C65E5EEBC5648013DB86A0F3D6B2D263BF450F2BBBC0EA63B2B7F90BB92CE3FBCEDA7C03B4B60A43CDBC58E3BA592CDBC5ED5C8BBD415DABB8726833CCE8B42BCB7A1C43B640D9ABCC0E2183C4B67D2BCE9CE323D79280D3C327E5EBCEEFB19BD4F49F9BBE08602BD0DB288BC3452BBBC1D0C58BC53CB1A3C4E65D63C1D3EBBBB771BC2BBBC82C33C33A030BC6ADA343C973375BC1D542CBC184902BDEF98153B599C91BC425004BD6A6EFC3B4F74653C4A2C143D4A423CBD9CA92D3C0DFB23BD65F772BC45D1223DB07ED6BC9B372FBB6EAAAB3CF71CB6BCCFABC13C7384B93C8A973DBCF348B4BC00CB9FBA06BD96BC095827BD61C8F5BC55B8CE3CF90BAABC7760DF3AB0F876BC77664EBB20379C3C30E62CBC8930193DCF0A123DF58832BD5DCF04BC002C0F3DA7AF00BD4F3DEBBC26F3713B44C700BDD9FBAFBCF201FA3C95840F3BD7977E3CCFA806BD75BDB53A07DBF0BBD0D34ABC26B60FBCBA5812BC38AAA33B41CA33BDFBB3EBBA37E03BBDAEBBCA3CF9B48A3B0E242F3CF2EF273C4C009EBB5D47D83B7DF99EBB124E22BD95CD6FBCEBBE42BC7077B6BCA411D03CD283DA3C2055DB3C8A20F939DD79B73B6B3FE0BC6606523C420EDFBB8F932ABCBB880D3CE654A1BC407E6ABC52CA4EBB0D3F023B0DAD023B41818DBC058F27BCBB85A93C934EA0BCD30FC6BCDD9313BB0F2A673C5D1468BB74D5B53BCF39A73B3D8F8ABCD4BD7B3C175F983B8AB0C9BBA24F61BB19F52CBBDEA591BCA8641EBD4005C13CDD00B03CBE91B9BB1D317ABCD354F83BC43207BC1307743CE97C65BC4555B1BB9540CC3BC93A94BBF0D27037C29624BC8560AB3BA2DF2CBCA7F1CD3BD4F1EC3C21F2873C15258CBDB0310BBC337317BDADA431BC899BF9BB8F152E3C5910013DDD583A3BBC29D33BFDE8FFBC0D1D033D0F6D0DBC541873BCF0BD853BE480BCBC46A7F63CBA1A063BCF1A843CB297353CA573983B309E483CE41AC7BC0FCDB7BC5DA670BCB21501BC4A6972BC0FC26E3CB06EB3BCA81617BB822EE5BB77DC113CC4DF2DBC54A7A9BBFF90033D4093713BB946C6BCD310F2BC9D0713BD999C033D6078B63A1B85063DF735273DC206C83CC7DD9A3CA2AB1DBBE01EC7BAD6422FBCBDFB633C26197D3C24A760B9E4D1233D3EF2EC3AD2EF98BC4EC99DBCD71ED23BB6F1A33C8F2204BCF2CDA4BC95E56DBC7D88DDBCA26FB83C009E95BB03A383BC725FC6BCCABB9B3CAA70FA3C37382EBB7B89613C902E1C3C743CB13A32D602BDA92E4EBB854DA4BC92D01F3DD94766BC87369B3CF0C879BCAAC11CBC037582BC2EC698BB898EA63C9CA0A4BC3DF20FBDFDC7853BB4CBEDBC35B7693CA079AABC955BCABCBB7D1E3D215C49BC0D6E443C20DDD6BC3440E53C58EB55BC21F7433D53A2803C799549BC422D83BAD0579BBC5BA23ABC56E81D3B8A28023D2977C23B29966E3CCFA713BC2779873B073A7C3B92FF04BA693896BC13E5A63B639A13BCB82688BC747E04BCC6DBCE3B3EA358BCA0FF1DBDE94751BCFD615ABCCBE73CBC4A3CEA3C2C4CD2BBAEC2A438CF80903C67A138BC5EB618BC8666F33B27E80CBCECC1E43B0C52173CCC939E3BBEA06C3D8A80C53A2B241F3DC02AF03BC1FFCFBB6E68FCBC626DE73B0A39C83CDEF647BB70A6583AB4C523BBC141C43B9DD6CD3B0BF19B3B65204F3C799AE5BCFAC320BDE6B6023C224BE1BC7F110F3DF675203B53C1F6BCCB45ACBC8610CC3C25E3F33C1DFF813C7FFF9A3C4EEA0E3CBEC03A3BBEB5D23A2FA133BC6B960F3DAD601B3CBE3F313C0D98A43C4A85FFBBBD1215BDFBA982BC106634BD0BE8D53C277EEEBB2BB272BBDDD21F3D3E8D5F3CB263133D49AC82BCF2D7693C82A68EBBA2B37EBCF098C73B6B86D9BC8B240D3AB4EA863CCAF259BBD505CDBC8E2271BC868AAABCF8C8C03C726E413D80E2813B6697023CD5CE07BC79157F3C90F746BCC0ADC23C4F185A3C86BDA13C42C5843C0417653C22FADF3B863089BC8FF561BD326EA93CD939E2BA55EA5939379CE0B74BE2063CC946033DA00E053D521D92BC07E8D53C2014E4BC39B0003BA4D882BB80F37E3BFFCB85BCC2FD3B3CB1BE05BB1554EE3CAA4FFEBC19C4E1BCD9CFB6BB9E6117BD7EDD74BCAFD3D8BAA9DECD3C8C71EA3C945D1FBC906A603C06EF70BCCD9610BB99635E3DCBE3753C1EF2BC3BEA1BAF3AB92FCA3BDE1934BD9D6CD9BC10C2D23C03DD873CF6B0A53C537AB63C6738A03C8563B73B85FDBE3CFB18A1BC6938CFBAB289D4BCD24BCD3ABB3E24BC4828A13C2FAA5DBBB49A953C264AAB3CDC463C3C376F1E3D4D81B0B9E534E83966522EBA33D9ACBC60877E3B82C3273BAFC879BB11768CB9D0139CBCB86E843C8CB76F3A8951F83C7BC02E3D7B15843CFEDA3ABCD480AFBC2F68BABC4050663C947941BCD541B6BCF46B86BC456FC33C1523063C67AB163AC52663BB21AAB6BB43DE6CBC14C1A03C5DE418BBF979AD3B9D11CEBC6234DABB602E873C",
      torch_tensor_64_torch.float32_1: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32_2: "0x04000000CE5AFD3A3CE522BBDAAF203D1278BCBC2EFDD0BCBEC6C8BC94A7B0BC0CD97BBC8F584BBD5E4A9BBCB83B46BC2B5EBABCD5793FBD344C24BC38C451BD0DC094BCF2CA81BCBEB255BDBEA8BD3BF7E8603C4F310EBDEF92F43BA6566E3CC9EAAE3BDB5E1B3C49DD10BCCBA6F63AA7E953BC10C38EBCA486933CB3EC6E3CB0535BBCD68CADBCD64EB0BC584FBDBCA404993A1FEC983C8C9F083C2AB6693C15F7BE3C05A9163C37DBAF3CC1B11B3C128F39BC174DB13C17AB7A3B5004373CC12958BC54E7A63C41D1DD3A003308BD09B3D03B00B6B2BC47FA20BC3B9ECABB96770F3D0B7A083CAA30EBBBAFDFC3BA7D3C96BC132616BC9AF6913C64C15A3B777B0ABD86165DBC03D820BCE92379BAB29DBEBC882A173CEAE3763C8C586FBAE6CE4ABC488B92BCD88A0CBD7709A13C784F84BB19455FBC9ED0F43C587DB8BC9B81DE3C4162763CA1D1963CF82F083D989A8C3C73C37CB95D759EBC0587353C0D7387B95B0462BB39251BBCA317933C0001D23BA6A76DBC40E0D33CED55BF3B742DFBBCE9D72E3DED2D88BBFBB714BD507D753DF4130E3A4917093C52D3E3BCF83AB9BA2AE7FC3BDE47183C50ADA3BC8E8ED0BCB919DD3CE34885BC19015A3B807DC5BBD3BBF6387B73D33B47F6293A4489B73BCD9E31B81C9CC4BC6B7C053DD5F05B3C02EE893CF38BF43B11FC8C3CBEA8913C653D2CBDF81C77BC16A80D3B0BACE43C5802E73B61FC1E3D4ACEA9BC739C1ABC30328B3C79FE063D257FF3BC223A143DC42A00BC3867E03C981A873C08271CBD2F61003D99E83FBCE9CCDA3C2F31C83CBD354E3DDFD5213CB9A1F4BC9F01033D0E3F253C5B50DDBBD4B399BC7C9FC83C57C11FBCA6B6443CCE44753C5DB1553CB930ABBC0F6193B949DCA83C3EC9A03C308DC33C5999173C4B136FB91EEA38BDC0C5A23A333CD13B7544453D955DC5BCBA7B9C3C74900DBDB21E803CCB87393CA55DD7BC3E591F3CDDB292BC0046B4BA17585EBCF20E0ABB6672A33B307103BCC245B53CE2C813BB4D32153CE16F62BB2D87C43AFAF413BB3C45243C0713EFBC374D043DFBE2A5BCA63DFD3CC2F9B3BC9412D6BC0EB7A1BC6FCBD73C2E0E093CB533FF3C7944D9BAD9F9B4BCF76AAD3CC67ADF3C49E902BD8E8C293C174352BC66F2E03C5B32923BB726F3BCA03A1F3C4545673C92B9A8BB1F831D3D4716B23C3C6FA33AF0A3C23CF76A4CBD5EF5283D1B86C73BBDC11DBD8994983C9DB4D23CC7B89CBC8BBABE3BB279B23BC86983BBEF495ABD25B6E5BCD01D63BC5885C7BB0E420C3B896B8BBC60CDD5BB3CE0C6BBB7A59C3CE7610D3DA622ABBC3CE083BCFD1F723C194B443C1B19803CB68384BC2EFBAE3A44B4013B8F7100BDE71638BCFC618B3B8AC8B939657B6E3C070EC0BCAB6E313C3BD886BC7933EEBBA2B8473B466FA9BB2BC14ABC38F04CBB0C435D3CF58D673CB7B072BCB885353C8962213C4C43EEBC261B21BCF073A23CB794C1BC133B3FBCFCD3EFBC76A31C3B9D9F983C2F991EBBC46C913C06E1443C6ABE30BCC684A4BC860D3FBCF2530B3C262081BC907850BA2C6A0ABC6B842A3DCAD869BD59EE58BC291F6B3C52B1AD3BF5D6FB3CFDF18BBCCB2F0BBC0D9AB93CECA7683C16489239C9CFBFBC9D11F03CA43E10BDCBE488BC2CC978BBC699CFBA1EE6A8BB78F84E3C0734BD3B3B55A2BCF814133D949854BC1D631C3D27637D3C9203C8BA2FB86A3CA91A09BC7281FCBC6062D8BB2BCD42BC848B85BCB01A593CB7BB173CDAAA0F3DE3BF78BCFD5C22BD263ACC3C7564A0BC94118FBC3599A3BC21DAD7BC1DC0583BB0E5E73CF02B82BB718093BCC5C6023CFC445DBCDB73A9BCF209893C9D78213DC4D0A5BC4BA0B83A4B15C53CC7B825BD0359123D97AE54BC7A8A9F3BC1605ABC285C173CA05F4F3AAA05433C3001D2BC92D084BB10E2C1BB64DF1FBCCC09FF3BE1A923BB02F197BCCC9C0ABD49005D3C2743F03B61243CBC9F35A0BB2604E4BCA2079B3A13EFD7BCA18E8BBB07170EBCB7A0933B7DC7033B3D552E3DE98A9B3CD077393BEBF7D8BCA7FBAC384B192D3DBF50813B26E7D03B045B97BB0E01853CCAF9C93C01B33B3C94628ABC4FFDA7BC6AA73A3C3BE1A7BCFC72C33B876AB13B49E85C3C80018239293B09BBE8490D3D33DF3ABC33A514BD39FCBFBC2038A5BC99302DBC816D0EBDC17655BCFE24A83C4A5AB4BBA5E0B43C8E4B253C6AD4E4395B2D2DBA1A2414BB7BF6ED3BED1C473C3287A3BBB52D573BFC8A703C1DDFDA3C50ABACBC6A291A3CA58DACBA3BCC14BC932DCEBC5B75A33C273EE73B0D051E3BA2CE283D77692E39398AAC3C4F8FAB3CB13C203B810A4DBCE494D93B9413873CD5E6603B28D31FBC006F9ABB56149BBC32C42F3CDDEA7A3CD9D91BBCF510B83B669C99BC57C1D5BB6672C63B77CE463C3386F3BB1C623D3CB9A74C3CAF77A53C75A88ABC27F1463C978572BC12605DBBEDA0B3BBB817DB3AE2F7C03CA7970E3C5B8186BC02F12DBA8614183BA1DE333D37CB183CF72CA0BC4221D6BC8C46953CAD00433CD2A4763C9C0D7D3C949753BCFF71803BFBB084BC378D1BBD6EFC373C9DB8C539C0D00FBD39C907BCC4929B3C6ED711BD325B613CAFF8073D0EE1E5BB3253A23C6B2EC33C0C51E73C19496B3CC77F943C730E30BD9D55D2BCEB6B1F3C4E4D443CEBE6EEBC3BEA313C642A203DAD2C1ABD5A4B8ABC46350ABC211AC8BC0FCCB5BC4AD6C3BC81C1DA3C98A9BCBC02B829BCB81EC9BB8F5225BDA6A18C3CF111053D61808B3CAD5619BC4FEFABBCC5FB39BC11A38F3C0EAEEBBC4296F73C4F76E4BB921D1FBC3979423D3B7CD8BC3B8E933CF5AA093C8A783B3C87A0CEBC8A05ACBC94A15EBCB8C83EBC1E1B16BC0A4B4EBCCB2749BCD5E2B3BB66819D3B76162BBDA9342CBCC370A13C2D272CBC04F328BDB066473BA1339BBCE0AA673C47E9993BAFD0243D181A2DBA6C359EBCB324AD3CAB55BF3C38A6FCBC7272CEBC57A01CBC4121683B1D92E2BC6CC5D4BB302C2EBB2A98E63CB405BD39A1269D3C7A3811BC802AECBC1F7121BD6B9BCCBC52506C3C0264303C1AB29C3C14C8133D644E3E3D5890883B05246ABCD360D33B10FC36BC0E9DFBBBDEDA693CE4BE353CA7E2FABBBD2ED438613D48BC9C8568BA5F6312BAF41841BB8E56DD3BB69982BC11CA883C47FD733C02CB863C78A9AF3BA34DA13C2BE502BD05032FBD1C460CBD44ED60BD78E05A3CFCC0BCBC47D816BDAD3D093D3B0C4FBC5755E5BC2E34A13C040E98BCB6CA24BCDDE2583C219960BC742BB2BC93E0B53B780F173C4E54493B255953BCAD493F3DA46C05BDAB995D3C7FE6873C5CCCF4BC1EC3BABB54805E3C479783BC972F203C5B1B423BEBDA903B7C3050BCE20944BC4DDD4B3CD93D77BCC92F84BC1534BABB30D0073C2B85D0BB8FFD8EBCDBEB973C9D64453D74464ABC89D8E3BB30B686BCFA48053C07BF2ABD9734EEBB9786E2BCA729BF3C726E5D3D2D8F88BCC5FAF2BC9B298CBC55A973BBE21A4BBB9D3FDA3C6F270CBC9627153B3A3D23BC937F903BC0075C3CC46F91BB3315913B620AE9BCD99F643DDDB70E3C437712BC37C7103CF9A1093D36832D3CB46C9A3CBE467F388191FD3A30BC003DB812B33B5F0898BC9765EF3CD98A0EBCF20DACBC9334A93B783255BC04D398BC41BF1B3B477E82BB5986C63AFF858CBA5423DC3CD3A536BD8BF102BC2EAAD63B0B438DBC80329ABC6D8597BC5C57C13A62F2003D6FBDC6BCCFC5EC3CE78FA63C992C933A8462CA3C13E0E1BB14C031BBC4472DBCFCF4B0BBB47C03B8B2CC1E3DD8DD42BC6AB82C3C46F3813C4FEF95BC07B9B9BB1BD543BCC727513C0200F93CB95CF63C16A1033D5BBECFBAECAC9B3C47B0093D0D08A63CC23A00BDA4E4E3BC8C8A8ABC70E9C0BBF8B834BB80F5B6BBA45B803CC0CCBB3A98D99C3CCF24873C87AC96BA90B014BC58C8613CDB858A3CEB1412BCD861463B57718DBCB2CE62BC53B9DC3C599E57BB69B5AB3B54F1C2BCADEA0F3DF278B9BC352118BDB5E849BB6BF927BC934E91BC9625813CE65534BCF71E43BD6CB8E13B20F5E3BB139AE9BB2569E6BBEC83943C296C39BD70A14DBC403C82BCDC0A403AFC9845BD22D2EE3C3A278F3CA265083C754EFD3B9605113CA79FB9BC7D9541BC698A1F3D62CC883B9E4CDA3B9CD0C0BCD270BEBC9E16A23B9B9A6FBB80800BBDA75C833C32A9DB3C844C433CF40F0ABC4783B33B1D087F3C9BB8DEB9A61AF13C809716BDA6DAEC3C1435F2BCD5338ABCF1EF97BC010CB53BA6420A3C87988A3C0233E93B3256EABB104AB1BCFCEEDDBCB6EF023C6534F33CA70B613CE711133DD3B7B53CE4E5D53C1DF13DBCCB1924BC4B72A0BCE62D7DBC272289BCE7364F3C32D593BABEDB1A3DF011C4BB0DED8EBB38B528BA575FE23C944917BBF28D673C31C080BBDCCF6B3C201B093CCD5D1F3C2B4BFF3CF08270BC10E59C3B0217C1BC5264E4BBFE7D0D3CBEDE0FBCFF32873CF51A753C92F09C3BA0A3DC3B061BA6BC49D2D73CC9A339BD6F2F20BC76FB833DF2FD0B3B93C52D3CCE898F3B5DBBE73C471CD6BCFD1129BD9B04C3BB799AF4BC9043CB3B8E70E63C7FB81A3DE4620C3C30F5513A05CB323C94940ABC62740ABC846AC8BB74F964BC9587C4BC4959163CE00CC63C96F4903C0F0716BC7C49243C2FCC73BC19F8F3BC4C95E6BA8A8A3F3C25B469BC7311EBBC50C1D33C313E15BD3053143CC2AE43BC41BA723DB7172B3C6563E1BC6032503BE1D138BA95E8CEB9BE5DC33C5DEEB3BC8C9BFB3BDA13873BE60C833CA47D55BC0DC8B6BCF601263CEDF5A2B96066423D5DDA8D3C47FD6D3CD007F6BB57D8233CAA8D75BCB8E780BCEB271EBB2E958BBC896187BCC354FE3C8D1B3ABADB2018BB6E415C3C3238233D29282BBC37FC44BC75E1DA3C01F3C13C1236BEBBD53A6D3C2B68B43CB035EB3C2360023B92147B3C974DC53C1AF2993AAFEB1EBBDF11873CDE48DB3B541EF93C9C1C91BC0BAF573C94E3E83BDD73A5BC2B3CC23C07DE8BBCD6CE2FBC1A1506BD586CDCBC8B8F64BC4AB4F6BC9817F9BCF760243D12E950BD1D59023C9333083CBAF1043C617FE8B9311B84BBA4C6B4BC9D6A02BCF32CD33C57D28DBBE58F373C393C96BC464ACFBC0A38A03C6BAE713CA2FA8F3CF8FEC13C701C51BB90BD23BCBDC62F3CB71811BBF5ADBC3CC00DF53C2A14A4BC20FD53395B6330BC871B853CE609063DF091513C3E9130BD931D3CBB26096EBAC27D203D550279BC07EA773AF07A5D3C47E9633BC2CC24BB9362B83C8E9115BCF4F1533C6F1761BCB9B90BBC3D5A63BC3B0C733D075CF93B745C473CE543D8BA62803ABC732A96BB774BA63C6B37E9BCC2253A3C776C883CEA5591BCFE4F7D3C190A033DCE9EC83CD76804BD651D183DDF078A3C40B574B90DC61FBDC7DBAB3CB0FB803AD7A6B5BAE060043D17705B3C0E41663C842C37BA0C7E0C3C121AAF3C4227C03C34CD8BBC290E1F3CFE4FE53A7CDFDDBC62ED8F3B89CBA9BCD901373C5E7D033D575D98BCA4FFBA3C341E4ABC1787D5BB8B1A82BC1E892EBC2F14ECBCEFE7213B988A91BC64E7A63CD04FD7BB06FE3E3D13F739BDD156033DEADD2DBCBC496CBCD2EE13BB924B88BC1E89BE3B9F4A14BCC26D203C39524EBBA8DD093CD52A5FBD5B8D03BD2F92D23CA100E0BC183F113B6118933C33D8C9BC0FAC9F3CE2E3B6BBB3F4E8BB361E05BD103510BC01A2F03C0E8A32BBD9732DBC9348E93B8E48DE3CC59BCD3C3708683BF9648DBC297004BCF3645F3B95579F3ACA0ADFBB7013193D2E6C00BC87AC8FBCF0C8EF3B095F85BC2403373BDC855EBC00CD373C7FF586BC2D7EBCBCFBA9283C2FD80CBDB7F418BC5341BB3A29EF4BBB07F8D43CA8649DBBD410153D4C05743CCA54D83C900DD13A36239ABCE09694BCC223B7BC344027BD3CBE6BBC1D85813BC79448BC5E88EA3CA5A7B53B49A34B3CEDF9B93B9305603C3EC6A53CD8ACC8BC281C053C2054E9BCBA2A89BC07805F3C54B18D3B943CA93CEA59CDBB026DC73B06E673BB5757263D8A5F903CD403F63B2D8E3FBDD3DCF83BC729153DCB09843BF867693C7470283C9D5B9A3B59C55A3C2372023D327681BC22DA7C3CEEF46A3C6E50C03B6DE7BFBCF464CCBCAF875FBC775FF43C937584BCD73DB73B8E786ABDB92008BD17061C3B1D1BD83B96D8ADBCD28E463B40C2FE3C2F4DD83BDF7881BB16D22DBD969C2D3CD3DE98BC50E6383A744E063DBD1E2A3D931117BB7956E53C1458913CC60B70BD132AAF3BC4DF553BDDE8593D57FE36BC9241FC3BEC1DE0BCCDBA173CE477C93C69A714BC35EF97BC600493BC84518FBC7736B83C75DD373C34F65C3CA90FFBBC15C7BE3C79901ABBD213423B01359FBA0E1FAA3B8092723CDF6887BB3C30B03B9813023D94A0F73C1D0FBB3CD5CE48BC102E523CC2190EBD33F6BA3AAEA0573C72A8CCBB4D3CA3BBAA015C3C1B8777BCD656A93BBDBCA3BC62FD79392757F3BC6AEDA4BCC9FFE73A7AD40ABDE583763CA70ED03CCF616D3C4F2CED3CDD343AB90DB122BC2FA3013B79C723BC2FEA09BD7BD6223B30B5063CD343ED3C793B85BA6D6BA8BB87F27D3C10C9563C8AC2D83BB4B3D5BAA150F73B58F066BCF4C7823AD38F2ABD070823BC8181DD39FCFD3F3C0039DEBB52603D3C6ECBF53B77B233BCB057193CE132243CCA38813C9F4A8ABC2B945BBCE69670BC358F0A3DE429233CBDDE1A3CB9345E3D37A2DFBCFD7D9ABB898F1FBD8F9B323C51FD9DBB9729143B400133BD39AE133CC0DE76BCA2E90DBCA5C072BCC2DFF4396A0B1ABC66DD5A3CC3DFF43B471859BB0BC71B3CF6E32BBCBD7986BCE2FF52BC9D02E8BB310E873902DAA23A30977A3B9A00083B9B4967BC5B1D9E3BAD6B48BCA99CBABB4D2200BB87CAFEBC69D2B83C61B3EB3CE50F383CBDA4AA3B29F1B9BB39B4AB3C4BF41D3C3984A2BC4A45393DF21107BC12721A3D94B5663CC94CF23B3EE553BDBB24AA3CA549FD3B04945C3B1081053D7D79293DE9544A3DE70679BC75408FBB49571D3DE6ED333D97ABCDBCA9D8403C73F315BDB51A093C61B6743C876187BC5204993C640485BC82B7B8BCF307213AEE891B3C24841BBD741618BD06934ABCB3F7763CEBF15E3C4EC0F1B9855F19BDC75BBABCABFB753BD093EE3CF7242A3B78C0B8BB4DB44ABCBF998B3CADAA973CDEABAB3CE576473CB67D9E3C760B053BCE4CC1BCFE1EDB3C7495D83BFDB366BCE29EDF3C92DDAA3B139463BC209A0FBDE2D71D3D6534FE3CDC690DBCF4691D3C252D173C52BDD43C69FC5B3C77352D3C56922ABD8AA7A63C242F053D425BE83A017EDD3B400A1C3DAEBB34BC5EF41EBC6AA0253C32B8843A7D90973C6622C43CC07FA5BA936E503C8FD2C13BE25845BA0B70903C49ED6FBAE46FA73BF0983FBB86FC5C3C737B0F3CF01614BC121FBEBB47861F3C3072DEBBDB839C3C5397E53B21C6D7BC4ECEC03A57F2F2BCC99013BA9E33193DFC565FBCEBA3CDBC5C67CBBBB8DE81BCE18983BCC298203DC39D9C3B5BF454BAE0257BBC6943F4BC190B613CF0EC3E3C12DA23B9DDB954BBF3443C3B8090813CC01D9BBBA9E5433CF293953C54482ABC69020F3D1022B23A3B23E0BC66FD653A4F9CCE3A36B1B03C7EFC9C3A9052FEBC8579393C55F6893CD30411BDBC8B553B1365BFBC5403453B81C793BC5E83E23C6DE2A23CC5DE5E3C7E7F1CBAF3540EBD7F35123AE7F8973CFE07B83B843C513C229DEBBC2F427C3AF8D69CBB7698933C3261FCBBE21D033B444A843C101AFBBBF9C8763BA61A763C6ACB2B3B674EEC3C29B2C1BCA78D2D3C8C2B9D38BDEC0BBC35E78D3C2903D0BB098E2EBDDE659ABCD291BEBCFE49CEBC10F4BCBC761DA8BC7EE1CCBAE85719BC929366BC69F49F3C09074E3D028201BDA4DD213CAA3EB63B3C4847BB52818CBC46F4043CAEA0B83A903A1B3CD92279BC21FD1D3C5E7D43BBD4685FBBC1CFC2BCAF22603C1C32BF3C2933FA3B38BB2BBD7327EA3BCBCE21BCF97502BB5B9B83BC7C852139DEE269B9941D37BA3319BB3ADA6716BB72F68FBC4A5B98BC6722613C0536CB3C18BE4ABD49D26E3BA7CC1B3C10E0EA3C145D81BCBCE4913BAD2B43BC1970943BB83D813A7E1B673CD2C803BDDE64EC3C6044D13B602C9C3CCAAB943C1507D4BB278C81BB6D6E30BC956E60BCFDC206BCADE9063BF08A623B16B5ABBC52C670BD82ADA83CB617A33C187298BC1706053D89E61C3DE59B76BCF057E8BC6FC1193DF473ACBC54E3BA3D9B0070BB37B76DBB96601DBC0001AE3C6516533C660534BC3D6FD03B3BC2C43CCA15A43CEF95E8BBA00F30BB492FC1BC2D4A9A3BC8718ABB470A9EBBBBBF203CD4E0B13BDED18F3C4F6686BC2FCC95BC02D17A3CF94425BC86C66C3C6616223C2CEE793CCC6DFC3B26E6083CF1A7133CDE6764BC7D95C4BB5D995EBB4E10303C4A16F43A546E90BC41EAFE3C32DD85BB2721903BEF51E8BCBC7F6D3C53282E3CB5A705BC1B6CD23C2CDB663D3BA712BD2E6AA83C94A8A5BC4AAE4ABCEAE4CBBCC912DE3CDB12153CD9F665BC6AAC2D3C46729EBCC0572B390503063CABE1123C418F10BD06428DBB1FE71ABC7C06593A59A5DC3B7EF9CC3C9EC8C0BB818FCABC303D51BC2634DB3BD4E67FBD7C2716BC906BB03BD8E44FBBD86918BC9841943CA07AE5BC22BE33BD7BA00BBC8C677D3B4AAF12BB929422BC7D90E5BC8A1EE33C4CCDD33CEC307ABC5BDC3ABC97E9F43CD0D88EBC64805CBC0988DABCFC0E05BD678C223C491FB83CE2281DBC35A7483CEE90713C14C3E8BB7822B8BBEA14273D5984F1BB86C30EBBDC27003D458CFEBB4047CD3B8650AB3AD1DC09BD99B226BBDBC801BDC59F16BD4346993BCB9B1C3B2079183C98AB15BD81B1AEBCEB9D423CDD5EF8BC1303403D5F630CBDADE5103C661208BCBFDC87BB4E6E673D89395C3C49A418BD66DBA2BCE1E06A3C985B3ABCD710693CCB22913B984982BCEE8028BC2B3FB7BA9958A43C784764BB376220BC58910DBD19712EBDEB5E2C3905C6B9BC11C18ABBC2B4263B3E22F2BC1128803CAF4C55BC74DEC53C8BE53D3C72D0E03BCC9680BB84EF1CBCDFE201BC92681CBD00156FBC1676A73C3CEF9B3AA561E4BC4A53CEBB39BCDCBA1C55D0BA6D5FA7BCD0C00B3D8049E53C98E8ABBB030F913B17E918BD011CF33CD99A8E3B365699BC2129323C33B9BABC37A4D8BC6F180B3C6580BD3B97BCDCBC3680A93C540A58BB4AC6E53C6F1ECFBCFD61173CBCBDCD3CC231CD3AB7DD933C64FF9C3CB937EA3CDD09E2BB04289EBC8A44C1BBDDA89ABBE2AD0BBC455A17BC406A0A3C6CC01ABC3CE1353C9D9E3EBC55543F370796883BA083943CCF940F3C8CDA9EBC6187D43B8FA0C2BCCB7C263C2978F2BC4E45F0BCD095903AC08ED63CAD0932BBA4EF8FBC58F1CDBBFA14913CA48F2A3B4C9D5C3D1F5598BC5B01BCB727EC03BC59E0D1BC867933BDEC58E83B891AEEBBF0BF2F3BE60105BC3E34B9BC9D47243BED3CA1BC09EE39BC89DCD8BC610AC4BC7289B5BAF29B08BCFE502A3DDD52A03CD30FF13CA36C90BC206B693CC2A523BB1821443D1D841DBA386AC53B6467D73C4785EA3ADF58873B7E17013DF25F9ABBC4BED2BC09B7313D21434ABD5F811FBB0202123C4DD58CBCE79D053D9EDD36BCCBC30A3D9014283DD81C4EBD6A0D453C8410BD3CEC331FBC7B6302BCCC5A9DBA501CDABC692E973C35F36FBC2576E93B6DAC0FBAEB5C8D3CFD6B51BCCE18E53BD21D25BC9DFB443C94EC60BC16BA023CB4D3CCBCFE7C3CBBAE11A1BCE0B864BBF079F6BA252DAEBC3CC76CBCB3223CBCD53BF23C0CB708BDB9721EBC6164573C80DCB5BBDDABBBBCA54F833B830023BC1D178C3C10D7D9BCEF2C023C5D1B2FBC267CBC3C52A3C0BB9EEA4C3CCCC0E03CEF47763B6C22DDBB6001103CB7249C3CB049533C00062C3CC518B73CC1E2E3BC4E97EABB00F0503D8FAB573A441D1FBCB8E4493BD7293E3CA0FCC3BC74A2453C15EC41BC4080F93BD1E6073CED762CBD5B35C63CAA79D4BC5468443D41C3FD3BEA6CCABB47841DBC552045BC4C5EF13C24461D3D92D03A3CC7C859BBD331F9BBC9E7893C56C3A13C92BA4FBC5276C73A4FA5A43C6685F93CD81D9C3B7067533B59FC783AB28F8D3B0B03593B14AD9E3BC298CEBC2688EB3C02489FBBDDA7A7BCC03F4F3CE9515CBCB23EE8BCFDA498BB7CB3E33B13ACE8BCCF934DBB6F1BFCBC9BC4D6BCCB07D33B9CEB07BD29A724BCB5DD21BCD847393C75E94E3C821B0CBAADBE3DBCA1E7CCBCCFFCCCBA6B570C3CF9C75D3DEB7904BD469E5D3C67FB7BBB3DDA6CBC069935BC71AD073DA56DA9BBAB3F053CEFB50A3DEC1319BD20D541BD23DC063C0884143BE1D7183D9380DA3B9E32D13B655242BB1B60E9BA4793BCBCB8E4E9BCC56F58BCBD1C943C9B38893C40D8B93A69C60DBCAA3B273C3595993BF5DDEE3A34F3B9BCFEC0D53A03207F3B6B6B6F3B73517EBC8C0189BCC151B1BB145E623C3962FB3BF40E31BC078F0C3C7D2F833C1B9854BC092AF9BB61ACC73B207805BCB1EA99BC4CC7673C2FD1B73CE67302BCA9FDEEBBC44ACC3CF5E8E33BC350FB3B2A631A3B6C044DBC8944373D8D86C6BCEFD320BCEFC5533CEC03F4BC6ADFB53C266F0F3D6F06BD3CD780C0BCED2F99BC4F0765BC40B8853C7A101F3ACA4C3CBB2603903B408A79BC72B16FBC3D14273D81F335BC34F180BCDDBCA33BEAE867BC42FE6C3C623916BD6E87B5BC6D83903C4B65013C6C7D73BCEEEA5BBDECB5CDBAC6BBC1BB77DA883CB1E408BCC7F69F3C664BC03C46652CBCFDCAFABCC62457BB6A9F313C9CE6433D09B5D03875951E3B1BF6F7BC32E808BDD95AAC3CE2CF823B4C03583C3873AE3C98FE793B570E99BC1C6F8DBC2B5B873A32222C3D026887BC4AC0ED3BCAC86B3C7DD8E03BF7D20DBDD8CB9E3CC38C00BD000EC0BC0B691E3CCBBCE7BCF264853C0EBB753CDB3110BDCE9325BD99AEB3BC8E4E1E3C8544943C1067853B6782F93AD87E5ABC8779AD3CE6A300BDDC54B83C243E4F3C85CB033D66406CBC8EE3423CBCDDAC3AD9CA063D1247B1BC8B790ABDB75FD2BCA97F823C3D294C3C903317BDEAFD0FBCA961873B26BC003DD2552ABB999CC13CF0B4193C1A1806BCA765D93C57AA493D9BA5C5BC860A58BCF65820BC298C203952508B3C62C4C23A6D1D353C05F2EABBD43C2FBC67DBFEBC5F66953B4EF243BC141E363C75BE783C3876FDBBBE81C23C2950843C2B8C6F3B8BCE693C86337D3D052229BC670EAB3B78C0FABC9E5DB0BB853AA1BB5D0C033BBFAF0A3DEC25043D821F8E3C9D4AC5BCF4968FBC8DD2873C13CFD7BBE985D43BDD14F23C266EAB3C02AD45BC7365A53B766D833C5D13ABBB5838E5BC495091BC5984ACBCCA7CDC3C357DD6BC874ECE3BDC9B67BB13176EBC9861A8BCB61F0E3D871B3ABAD8CDCA3C23857F3C62139FBC5548B6BC7D5F23BCD27E52B9BE778E3CB999C13ADD65273D468373BCB8A4B53B6ECC7C3C15056CBC07F59B3C1DA4A33C24B4113DDEB1883C87CFC8BCD92EA5BC540E9DBC34C9313DBBEAEB3B9C78B0BBA27262BB",
      torch_tensor_32_torch.float32_16: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_15: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_14: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_7: "0x040000001EB0D0BBE33A0B3C309F163C8CC852BC9026C43CD0AE56BC6400D53CB056FA3CC5F0A9BA34AC0D3D8111BCBBCC6E10BD9232203D95B386BA13C653BCA347EC3B658339BD0BAF133C619B243CC0A6EB3C496F8CBCA7718C3C6C587C3C69B438BC61DFBB3B0ADFE83C7DD38CB99C7CFE3990BF0B3CEF1DEF3CCF63623C1C2E443C9DBAAFBC5409CDBCC40149368685A73A8AC0483BAE7B01BD8A7CD83C925EE03C0614CE3C5928963CD3F1743CCB83393BB159803C426C663CE78BB13C40F1E33C32EAB1BC4F6928BCF91595BCA55AE43B6AE32FBA9BE0343C161CA4B98D3286BC7EFA5BBC0A9814BC0F99FE3B97CAC53BF7C5D73C2EAEF83CD266D43C0EDBC9BAD20E9FBCDBE2693B01D2553C4F82663C4D3F2E3C0B68BABCA79C65BA2D683B3C1C2541BDBCEBF6BC82BD97BC21B4AE3CFD337C3C602E013D0BA3D3BC7EEBFC3CCEDE05BAA29B3B3C807F033D15C4CA3C8711EBBB6D0D0DBBA46BB53CD47E3CBC45BA3FBBF6F8A93BFB14EF3B612BE73CC284A0BC165B80BC838DE9BCDB07283C2E81B23C26A2853C10FBD23C79206BBD92F721BDCBB929BD697D8DBCA584C0BC37713D3DAB96C63CD5C9FB3BA340013D541B0EBCA4BBB73CFC93F7BC7795E83B33C9023D67D7A7BC37C38B3CEEEBB03CE236B73C87DB5F3C82FDEE39F23E07BCB075BFBB3D0331BC2BFE90BB6DEE003C79D6673C1B795D3C472AF83C5CB6AE3A7089D138520B1F3DF0882CBB85DE4A3DA72B87BCE0C2ACBB056E2A3C900448BBF43E813C0532343BF3D9AF3C799940BC6DA2963BAB81F9B9D4BD003B2AB92FBCE238CEBB677265BA7706553C9BA787BB783763BC4E62243C6143C4BC63BF213C635B0E3C905A9FBC70B587BC59CA353C65F2393C295B3E3CD9F1523C1C363C3CB0C8893ACAA24ABBE4B762BCEE6622BA0AE032BC27F3813C74D669BCC6BDFFBB89910D3CA9F911BB1485323BFBBDE13C50790A3B1C8E5D3CEB4FAB3CA54DD8BB675428BDFE9EA1BC473406BC296AC23BD4F4FABC800EDA3A721FA53C8B44323D4F0C0B3C4BCBD83C2479C3BBA72E0D3D616D7ABCAB44853CAC84013DA255023CE7F7A03CA4400DBCF36F55BC14C761BCF8F6F53C22E72FBD211ED03A07A96F3C373BB4BC6588B6BBE9BA163C460250BD39BDD33C1004723B7479E03AC65A563B583AB33B62A65CBCF5A5E8BAEE8BB1BB345C363C80D565B9BC462ABB844B0B3BA0BFD7BC464A6EBB469BD53B7543BE3CABB7EFBCAC0BCF3C55596D3C4E20FABA6D7F213D4F0858BB49233DBC2B2D27BCAD85B13C1C37613C344B0A3C7D712ABC00D0B13BC96108BDF9DB0C3D77C361BC5202983C40F011BC8C8F83BCF7C03E3A152ED8BB1ED52DBC392138BC851B60BB9978F83A098AD33CF21D863B70A7D33C6AABD3BCEC060EBDF4FCC03C8A84383CCE31ED3CBE8B9E3C77FD083D96ED1ABCCB5DBABBEF8288BC2765813CDFE003BCF2E7DABC5D06273B61D3A0BCC7CF903B79468EBBC190343D070A03BC5E721DBD584345BC24290E3C6D30AB3B4D8B2D3BF275F53B564C883BFF2413BDAA3BDBBBA8671B39950FCC3A2F3B813BB055093C702807BDD03E663C73DDBE3C98B573BCC6429EBC225F1E3DFD6A2ABC6F69D03CC5D130BB7FB182BCDE30BC3CD893B73CE1D70F39799B9C3CD3E34D3CB4470ABCB098AEBC2A17CA3CECC2203C3CAF74BCC2ECA33C0582E0BB9926BFBC1019E9BCFEA4D9BBF288C339E019ADBBE97DA73AD42868BC4152F2BC806A203CA5AC613C82C4903C8A2DA73C6F06C03C38D86DBCD97D5E3A29F69A3CCA7A833CAC5E06BC8DA2B7BC974D52BCDDE7963C20AFE1BCF02D7DBAAFA1A43CB26E99BCF266213C27EEBC3B177FC33B5965F6BBA5E085BB9F19153CF3B0CABB47A77ABCC77BE43C3280E3BBA6B90DBCF298EE3C92219B3CA6BA90BCA6EA4FBB1BCA083DBCD8C53AC9A6E73CE547BD3A668E913C79711B3BC7EBAC3C254B91BC3C44833C6E173CBCA47DAC3CB2D145BD72ED0DBC25E6403BC6770DBD807F10BA01DAD33BFD2B81BC860FFB3BF8379B3B8A2D9EBC5B481D3C46B280BCE46A1EBC4F8440BCF3393F3CB333A63C0CB0773B07BF7CBC2BE9E63B7F7A88BB295BDC3CCCAF603C90B69C3CCFBB4CBD99E8033D9580703CE67DB13CAF3C0B3CD34E67BB2B9F323B67EBADBC263B59BC72B311BD496B85BCB924CDBBD4A701BDF277703C2A7864BC7AE087BC0FFE08BA42766C3CBB17BE3B80E3F8BC32CB12BC38A5F03C69E0DE3CD6730A3D09254E3BA4553BBC41B9BC3BB0204DBC0127C8BCB7C1523A2D42313C8720EEBB1B8C58BB7BA3A1BCFA818A3C95EFCDBAD0EED0BC891B59BD6F27B93CE2D526BC1CFFBA3C8029253C7944BBBCFD192C3AAD57833CEA0DFBB9307B2EBC20261F3CA09600BDAABF13BCB383593C8D56243C055C02BCFE134E3CDE59F13CF59FDF3C40FB80BA564F8ABCCB328BBC904794BCB0251FBC18F40FBD0449303BFEFB03BB9B88CB3CD98804BB6716EFBB8410BF3CB31557BB229284BC9E2C173BE960123D07EECD3C9E25C43BF225443CB8DBCCBA260C213C01B4DF3CEA186A3CAFB3873C1785CE3C7B217F3CEDFB443C001BFD3C5266393CF74EFCBC17DEC53BD429393CBB8A15BDB0AB53BC428A103DF5E5C03C9F668F3C7D1B82BB8F34DBBC26D5DA3B47C798BCA074443C2A793C3CA98300BA34600F3D993EA4B9E006193C909BABBB575A80BC540B65BC644247BC9CE3FFBC1541853C8FF58BBBCD2A993B0242A13C168190BAEFF98DBD4F04843BAD4FC03CF325F2BC9EF0CD3BF48C263CAA88CBBBB346373C0752BABCFD6338BDDE82F4BBD3030C3DC2D2ED3CD4574EBC9E46AC3C342171BCD1BB903C8E8D81BCBC04F83B650647BC01F7153DB32B62BBD9C195BB8906C23B7D771E3D414B11BC12FB5EBCA281BD3BC12F3E3C4C651E3DC7D12A3D0A223B3A5ABE083A12EA373D57D9D73CF5BBC2BB4A1AEA3CE57839BB7537BC3A39D8BDBBEF62E7BBE69518BD0223433CA9030ABC5E0E283C541C07BDE2BB82BC208DA4BBCA11A93CC61F22BC8B7FCB3CA72371BB404B27BD9232D73BF9D9AB3B45FCA43C1852E8BB982326BD6EA4F63C6F6466BCD794D03C2423AE3C9BC2AA3CF9DDEF3BF9FE7B3B7DBA0FBAAF3C29BC45FF6C3CF464853CE7177A3D8B8B163D781EA63CF51BCA3C77FDB93CAADF9F3CF5D5E23BBD65673C86E4D33C8A27313CB0F0F2BA9E9D5D3C143CC63C79C82D3C5DE5BABCB0F4BC3CA6EDBA3C2851053D4D733FBC9B0C5A3B944B48BCD4F4483C16F8223C09BA94BCA24B99BCDB47303C7221C8BB19AE43BD06FD723C383052BCA58C0F3D0368833CE0F94EBBB975823B971C8C3C89DFD5BBA513B73BF71D97BCEE8FEDBBD0EEA5BA2656B3BC1E4B82BC5E9CA53C647217BC7CCF2CBCD00BEB3CC83EA1BC17C5EC3C044FB6BCF14A14BD86ACF4BAEA4131BBA41A5ABD435570BBF2E00DBD7725E63B420700BC6F54623C056B1CBBD586D73C541AA8BC41CE9439C19CC03C31C89E3CA6FBC03C8D64A8BA13C6F53CBD64353C26AE01BD59AB8CBCC24D0BBC30C477BC006E933AF389B43C8A4D093D77F5043DC01780BA6F4A523CA6B34EBDFC233F3DD719043CB905B23CBDA5BEBBA4DD08BC8EA8603CAAEB423B612DB0BA99B51BBD38A522BDABD1B5BA940F29BD8BD8F8BB00177C3BE9B0083C6D92943C74A2A8BCC68AE83C64F49B3C2B929FBB97E2E43C650039BC84ED04BC07768B3CA5E2EC3BCFADB73B7FA70D3D05B52D3D39EE33BC6D70C23C44169BBBF3B4B73C728D1ABDCE2F7ABC539A41BCB773FCBB1B81D83C5EAA9A3B4A7FC43CADB191BC70FE3A3DBEEF50BBEA41B3BCEA25FB3CBB78D33B4086D73BDC263C3C3259F73B6252E1BBB07AD8BBFB7B263CCB41EB3BEBAF313CA9A4CE3BA71B6DBB0C92983CA3A2EA3A04EF4F3CE51BB93C925B213C9BC9DB3B54C1883C39BE963C4405A0BB9E1DC73C99ECA3BC4DA9BFBA6624A4BC3E0B8D3B8CFEFB3A732F763C3C21DABB5D978F3BC217E1BC4230A4BB8624D93C590DF2BB517401BB7C26BD3C70B4DFBBC2F1D03C791DDE3B3329BCBC4B315ABBC2D731BBB89537BCA5E7C8BCDA44923C54D6F43CDE0CACBC653673BBE56FA8BCCF2D023DBD2DBA3A89B81DBCA3A320BC5979F43C091FDF3A760A9ABC7BBB193D14F5F43C89231EBC24CB54BC60A7E3BC9E1FAA3B20CFAC3C6A3968BC6B88B73CA5C62EBD9383E8BC72CA51BC03849DBCE7DD593C6FD53ABC8165C23A07D3DE3CF97B0B3D0070A6BC2EF216BD39C30DBD3B923ABDEB386DBCE252A3BCD3F5A6BCEBFE4C3B272E803B620695BCB21CB63CF8BA29BD2C30DA3BA19BCD3C5348253C6970D2BB477CC4BC6AABFA3B75E5B1BCB715A63A4F210E3C9C1105BD4701D5BBD50C763B0E0533BB122B18BD77CE1BBCF29BA03C3297993CF79C46BC403D3FBC732679BC69C8AF3C8F2A783BCB89253D6E1AD03B1C32323CD27D513CA4C32A3D222AED3CD91A8FBCCA881F3D79F89A3BE53F8BBC7B9E0EBDF81FB23B08A01DBC33A5C83C735B74BC8F60893CE3EFF13BD7E1473C0D468F3BF0CA223C6D9821BC02DFD83C0DD7903C0FAC38BC30FCA4BC2B332D3BE2998EBCB72201BDDBD107BC8AD5283DE9873CBBDCFA413C0503F53B0E4107BC27AAF03A9842B03C06FA903CCD8C863CD447C7B9A1946DBC1B9536BC4FDE9BBB3103153C725B28BC4F14DCBCBAD00A3CCD7A9D3A2F48B5BB0169D33C428B243C7E6B5F3CFC3EFBBC04CF4F3CEB8F823BD91598BC7D6966BC40F8B9BCD42DA03CD6BE303C345281BC58B0553C170CDDBB725B67BCEBB2043DB64A8BBC86958EBCFD6B69BC90F3723C46CFB03C3774393CD23C9DBC791FAEBB0BB5283CB2EE303A13E40A3C792112BC6AD4293C60A296BC731F323B2B20C83CCCD8D039DE4DA73C084FA13C5B0E01BC990610BDB6431ABCF38EB73C006F47BC4B7E58BD5EA225BBE07251BCC81C9B3ACAB92D3C7BBC2CBD7C7756BC5C00C73BA6D305BC8C12DABC20AC093CBC858F3CDB4CA4BC19F898BB67FE92BA42F0A0BCDB60863C85C6A9BC999F6A3C22685D3C27AEA5BC6FA201BB43AE073B58BB4ABCBD6DBA3CDB68B53CBD16B0BC41AB23BBE1188ABB8D5B8FBCE39BEE3A12E41BBCD32C823CE980F53CCA58EA3C00D1CC3AB4255F3B3BA137BCC2C4293BD0F1883B3EEE45BBAC8F503B171A97BC420ACCBCE79AE13C3C329BBC4BD8C43CFDC7753B20D5DFBB7EE1E3BCBD52A7BC46AF6EBCB958E6BAAFDAB33CB7F827BC66D2513C6B8BCF3CD20C643C5C78C839C6BDE53B5CEB0FBBC0AF923C343821BA0D9217BC07CDF5B9F2475E3C09DE113C96F5823B29DE043D4BA4C03CBB2DFC3BEAF8233DB726A83B655832BDA7BB263B2E09EABB0DEB91BB7B25EA3B46B2F8BC40FAF73C67973F3D55707D3B1D4B4EBCFC7B5CBCDB4D06BD888C153CCB57043CAD47243D4AE4383B0F6B95BC575D733C25F5E0BC4503343D5D8DA3BC523418BC75C916BDDDA0BD3CC222DA3CF58A6CBCCEC6AA3C46764A3C178885BC0440B5BB40F2B5BC70BB1DBCE9768F3B4F06663CF7D5C53B829CDC3CA1C757BB0CBFCE3A8B0065BC96B5303DC10A86BB75A071BB3B3A9F3B9207193DD93BC63BF77787BC962DAEBCB3C999BC7BDC26BC156B17BD5515473B5406823CC92603BDCA6F31BC73C0633D8B49DA3C4A44A33A06C7CFBC0D88C73C02A62F3C2C16CDBC07D2B23A64135E3CB9AA823B5B15463C4683E1BBFE0CEABC0205A1BB651C6ABB56D2ADBC4445E5BC7058F53B5E629FBCB353C43BA2103B3C",
      torch_tensor_32_torch.float32_13: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_6: "0x04000000DEA59B3B0A05CFBC1081AE3C66F1343B136C34BCFD594C3C98FE3DBB65EBF4B940C6A3BC072223BCF01C22BC7E05AF3C5768423C198287BB492997BA4B42E9BCAC8F213C663BD8BCBEED50BB734391BC6A7644BB399A5EBB3DB3BE3A1042543C82E0963C86197BBC8E07AC3C79D717BCE0AFEBBB04AA29BD80AFBDBBADD7263BEFBC3D3C44C200BB3525133C6416113D471227BD4D228DBC2EFA0C3CCE1CC33C5BF9693C6147023BCB329EBC5576443CF26CF13C09C2913C2B72CA3C12CE193DEFA85DBB2217FB3CF77948BD342418BCAA3C2B3CB9D3183ABD10353BE4B1D3BC511C0ABDF415683CB216D2BB76FC283C38B3FDBC25EA10BD366BA03CB33E6E3C58BAFFBCF9DCDC3C0EC7303CA136CA3A672090BCE4E7C9BC3731CFBC2B1BACBCE094A53C7CDEE73C89F414BCA537BFBCE178453C15AD43BB5236D8BB807D413B10EAB13C758A633C39E8A0BB79D2FDBC6F854BBA2BB9D03C8135673C78C2F2BCD08900BB5909BCBCEDFFBCBB1E702C3CFC183BBD2D43B2BBA2AF07BC20A7CCBC2468A6BCFF3E233D807002BA2ECEC93BC5EAB23C41AF323CF33C283B7EA14ABC6F2F6F3B12018FBCC9F6A1BC0E0F603C8E8092BC7E55C63C70CFD8BA6891903C061F8E3CEB65843C61D601BD29038EBC0148323B9C2CF53C8AB3293B1D95A8BCB98C0B3CFEE432BCE781A13B6561F73C418180BC7D4F873BCABA39BCC57E9D3AC47B8B3BD563EE3934B7983C6EA047BCC2A6A73CCE02D9BC57E62ABC8A9624BCD4BD4ABBC7CBE2BC902DE63A8BCD3E3CC2A99D3CDD4B063BEB3BCFBBC1A76CBCD9E29EBC6694F4BB8E741EBDD41F373DA6CC17BB17A256BCED4380BC8E016BBCB55ABABBBB6A733CDC29D83CC4DD03BDE90917BCB73EFB3BCF6235BCAD1BCC3B82D197BC1EE6423C62A57EBB1909A9BCC7F48A3BB2B71EBB2CA85E3C2AD7833C06E492BC8A4C213CEC8EF43BDCE7AEBC1D49113C4B3C23BC10631F3B8A85C03C93E9783CC5BC15BC46B7ED3AF90978BB32E0873C6AC1063D4D510F3CEC55653C847FB83CB92B923CE94D03BCEB0B55BB906390BC875E91BB506CC3BBBC40C2BC44FD583C7225423B27C8553B028D033DEDB4A0BC1D50593CCB3BFB3CF481263CD1EB0B3DF95D343C491A1CBD207EB3BCD3CCD8BBFB102DBC140A0B3AAA3CA73CD031023D608EEABCFE37423CD2E25DBCBBCC523990F6843DB9B3F93B78C04CBDA03A17BDE02B3B3B0ADAE4BCA9BEA03CF4C59F3B5739B03709C7523C06F8A23B73DA803A782E23BB45D7A93C7E0295BBB9C70EBB65E0E13C01F36ABB823B613BDD2234BC4B5E8F3CB31ABFBC947D6A3AD3EBE93CD25BA13C95AE3BBC62505CBC726FA2BC005500BD02EEDA3BBEE4333D4BFB6ABBB4877A3BB394D2BC14D5C13C43FF00BDD62C0A3B4F4ED5BC6F6BD1BCCD2196BCB4E3143D7D0022BDD8BB853AA410BBBC326BE63C06AAA4BCFA71A13BD0F0353CC7CE3E3C16678CBB14F028BDE5DF4ABB20D2093B27278D3C2F68213B5ED8BF3C6E471D3C8CA87ABB5542BE39C1A6D53B7EE8EDBCDBF6F43A4B50793CE9A5F33C2A641DBCCF91A5BCC6A124BBA441943C2BFA273BB99369BC64A71E3C47FFED3B52F9563C172342BC0D9528BC5B97E03C93D0483C1EF799BBD76C86BCA6CEADBC8DACB93C7344CDBCC5B7DC39398F443C0DAE93BCE1E68E3B9B4BA83CA24F2CBB178A443C8673E23A2D57AABBCB3F0DBC027DB63B05A3533CAB1E1DBC2FB4BFBC63AD89BCF473673C59CC39BCAF4EE7BCC4B400BCD2C7D63C495911BDA33FF1BC4CE862BB6A8D3ABC79DAA83B883E9F3C04893F3C0E3F16BC097F4B3C2EAD363D3D47423C6E45ECBAD82CD33CB042173BCE83A43A13E92E3DCAC1003DAEBC00BCEF3C0CBC0770AE3CED72133CA5D3A83BA9041C3BEB2E03BC50DAE63B920FC6BC21CC44BC46BE6DBC581BAABC38AEC2BAB3A7B6BC06748ABBA9F748BCB792903C3719473C7E4DB83B9CEB033B975072BC9ABA0F3C4185003DF50CBF3C2124B13A20DCDBBB3081413CCA65B03C332B21BCF84317BDFB61383C4055713D24B680BB6270573B14CF1B3CED34293CD6C32E3DB95EBA3C037815BD9379333B2931B9BC273BA2BC17AF973AB31C463CF95CFF3C27360E3B12DC38BB6E1FDEBBB10E92B9972CA63C8E131BBC3DDACABC6081A3BCFD64713C024555BCDE88E5BBE6EEB83BAC8BD53A18B2D5BC2C55D83BABB8313CF081F13CB932D23BB2B893BBAE1FC8BC2EC9693C0B20B53C38089D3C44E78ABC39A09BBCD91A00BD5977973C0A14E1BC4A360D3DA4812ABBC80CA3BCEFB7623C8F63083BB911E3BA858282BCF9BE973C4A2F7B3BCC0DD8BACF92A33CCC5B5E3C80342B3CC81901BAF4C2A9BCDE9659BD3999023AF9C6F5BC22EBDF3CB21AAC3C14E34FBA2CE87E3CC7656D3C10332DBDD03E55BBAAAEA43CD5C33CBCD8BD62BCD0C71D3C85BC373BD40BD4BCA91A31BCC567AFBC2C6E99BB161C963C72C94C3C5D34CFBB377544BC94588AB776358ABAF40AF03C4A5A0E3CA6969DBC7241F93B8FCB3EBD6AA7C53BE3F5953C39EA47BC79AF2FBDDED02CBB1FE881BC735569BCFDA6FC3CF224213BA05DB1BCBE3031BC4721FF3B61EDB93CF76EA3BC5EE4E93C0042C93B7F8E91BCA91C3A3C7B306EBB6BC0B93C44C3B23C49F21B3C1226A3BCD0273E3C4BF5B6BBEA52E43CD2794DBC28D51CBDD542363DF7278B3C5CBD6DBCE596093D4FB06CBB73D6A83BFEEB1FBCEA62C33C4FD084BAB6FF07BD373DFC3C98AB3CBCD9A3293C5471B73CBC2BE13BA41560BC6E7F4EBCD4A9123C02A8463CB5A899BC2F682ABD7B7E283C1755EFBC587AF9BCFB2D993C5582233C8FBE91BB44C9CBBB440B08BDF3ACD03C4580F7BCFBFFA63CD670863C27F064BB04CE9D3C32530A3CF650083C9CA043BD53A642BD9B14BFBCF5C5C43A4EEDD7BBC9CB263B92D22FBCD70FC63BB7332C3D46F5383BF4364A3D7374653DD2C3453C1291193DD821A6BC0B11073C35A91B3CD73E3E3CB3A356BCA6FCA23B9436423B9BFFABBB05E1663D89ECE53C1D7EF93A56DE203CC4D48DBCDCCBEB3C0ECA2D3CA9F8163C412840BDC5CBBD3C1AD709BB78FE853C8798F93BE4E9DCBB1C6F8B3C327BCE3CB21608B94DF3B2BC4FC5353DB0E5AFBC18B93CBCC463E53C1C08E1BCA0E4CABC751CCF3B87CE4B3C7C8D483C9FB4013D5872003CC29DBB3A6E4EA13B4F0723BDE7B9E1BC07865EBCE02F04BCC769333BE6B272BA540DDBBC5AF5133C3D33EFBCAA3515BB956EE13B3781CA3A1060E3BBA24690BB9044BDBBE6578CB9C25F54BD7D1C283C77D01E3DCA4107BD6FA8F23B6B6ED3BC620F603CC030B63B55C7EC3C2A7CC0BCEADEF63B19745C3C5CE7DBBC0B75963C2DB4103B27591ABD37BA90BC6B15C6BCC4660BBCA92ABC3C4765893C145960BAA6C1773C8458B53C64D6C63B13A3183C0B41F43C171876BAD40D5DBDD07DAEBC875E4CBA4E56233C9807413CB5FEF3BB09481ABBB8F9ADBB1E82173CDE80DAB86AD6033CA9ECF0BBA09504BDC2AAED3C63F1203C586A0BBD613F3E3CA5597ABC4B2B123CD73A2A3C3D4A32BC81D4BEBB8F0106BDA4062B3D06FD573ABB9239BCAFB34ABC224744BC6B0E2539A4C7483C86FC56B965A3B6BC658AA63BE9B95ABCCB5BB73BC683ECBB37C8413C86F20EBD24F60D3CAFDBFBBB0903833A98C428BCCCF76FBCA51EA8BB0B4A8FBC6F2F96BCFBCFEA3C80963CBB9846843BD93939BC842B81BCF9A56CBB35AFF6BC67CFFEBBB9111DBC15EF9ABC04C01ABD8E2631BC10DDCDBC97D9AE3C65E1063DBCB5CFBC3020303C5025AEB9D72DC3BC5D0C3CBD9902D63C0C3AD5BA2FF7FABB71B5193CB27082BC3E64CB3CA3DD1E3C6AAA933C0117C4BC8F1D5E3C02D2F93B80CE06BC9A7D1F3CD83E32BDCD5BB13C256AFB3C34A49C3C10E66E3CF9E4533BA0A1ACBA1DD53DBDAF13D7BB0DA3B5BBCFA6103C3716AB3B808128BB7B7BD3BCE7D2873C0A7AE7BBDCC0263DB4D9CBBCEFED2A3CCFF1053D8DFD113D8FB0A63B9A059A3C45200C3BA12CE0BCDD271D3DC708A43CA93A133C422272BC19F8F83C73BE473B0CF1753C36550FBCF7A619BCB64AAA3CABB4583C28A3233C8953CF3C597E263D62F7573C134C17BDDE4E18BB32210FBD2D64B63CD40C2F3CD8E7393CA1C82D3D53F2933CF5A65BBD261D0EBD890443BB0F8AEE3CBC5A4B3A506294BC93703B3CAD20343BD0D410BD6129E2BCE96D083D7E7017BD420BF0BB066641BCCE5435BDB900063D3929CFBAB60F95BA2A173CBC3BBE01BDCAA73CBC46A92C3C2AAAE6BC4E07DC3C6E78CD3B28C093BCB0C9553B67528CBC3E95CEBC35FE06BD1CE6853CB88A04BBB24E2D3CF523EEB742CD963B28A0813C2C558CBBB0AE173C52A87F3C85482ABD198C9ABCD37538BC758DECBC01F92EBC49EEE5BB87DE063D07692C3D1057073C2FF51F3C05E97CBB72A5C4BC48C81C3D2DCA15BD59EAB93AA581F03B50A867BC53983E3C4562EFBCE01EB6BC20C088BBE077F93C347122BD41165C3C50CA623CA3B0033B25ADE23BA5ECB03CB70A913AA114A63BE7474D3C1CC6D8BC1C33E23B12AC703CF02C103C1C20763C5262203CA7D571BC264E7DBC9BA09A3C086A0D3CE92117BCC3D1F13BB91D153CAE132C3BA6794CBCFEEB5BBC61EA523B243FACBCE5304C3C0A9E503DB2EB823C397620BC036E833CC3CD863C26BBDF3CF02090BCCA9EDC3C10A3063D552E65BBB00C973C16D29C3C00A9D5BB467BAEBB661D3D3D3272AE3C864FD6BCC706073C0284F23B2935FFBABEB5CFBC7A138C3B0C1B05BC2DEDAFBBD40331BB4F49A73C9B89953CCD5E9EBC849B03BD4AAACFBC8D2D8D3C035D0EBD4BE7643BA93B8E3C06A9B93B0D12C43B8AC4B6BB3907013DBFAB8D3CA5B647BA311F843C9CFC4FBBE0829C3CFFC610BC721E1FBBAAD36A3C80B4A0BC67876D3C6069013C470AE23900A5E8BC9DC10C3D21752EBC313D03BD2700D93CD3729B3CE112D9BC4A86B83C4E22613CB9EC27BD8262BE3C6F256FBCA44B43BC921E98BC2F13C13BFB41AD3C2181E63C8623EEBA0619843C3CD6DA3C6E73DD3C2552ADBA89D1863A7E6E7DBCDD68D9BB4AF87FBC94D311BCD99EF2BC3CC26F3C6FC139BBC2A0E23C0F69A7BC04BB8DBB4A0688BC7C912DBB6D4D0A3D811D07BD8FCED03C54A850BC2C8E21BCB4D45EBB1B1940BC2EE8443DD9C0B6BC8288F5BC361298BC909F4FBC4D3E323D47A127BA5B2BF63C57706DBC27ADFA3C2162023A93D2C13C5BE124BCCF00013BA6ECEABBFDC837BBA2EBD13CF232E7BCC954A2BC93D4F73C6F07283CCDF4023D8FA54E3A1497B93CB7CC35BC59136FBBBDD4C8BCEEAC603C01C1E3BC2A02523C623E69BD51EC1D3C6F04623C2AE203BC6B5050BB867DA3BBBD1EAC3BF492043DD5A0F13C9F9A95BAEA7FC23C7C73F53BD53EBA3A3088C83CA04EB9BC865EB03CBCD939BBC76C3FBBFC5AED3CD9C1553C5BB326BCFD42B4BCB3DF7C3CFD62E33C3739AA3AA4031CBC739D34BC34DDFF3B2B912A3C80DA56BCF459113D1BFBEFBB00384EBC14DD3FBC2FD9A73BEE294EBC276CC03CC9A5263C323B43BC1E4724BDAE8DB7BC26D1123B9B9C89BB06C102BC70421BBDF7AD1B3DD56C34BB1319BCBC224F40BDBD4B613A2D1A90BC7D97853C879913BB89FB01BB988F0E3DA92F99BCFCB9B3BB95B21EBCEB97423C09EC0D3C5B52E73B2B8AF8BB698F463C5B6AFFBB35524FBC6D0E863C8680AF3CD9C3FC3B349E003DC64F11BB751C8C3C0DC3863C740C553C87D1BF3C",
      torch_tensor_32_torch.float32_12: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_5: "0x04000000C3DB9BBC3FC58FBCF5E60E3C7C77D9BB5705D5BC95A4D73B4D2A3DBCFD5925BBF798813C42E2243C7C1373BD924A823A35385EBC2F5903BC51D98BBC94E581BB0E8FB5BCCCE0DFBA8C16EE3C9957863B455F83BB0FC747BC8A76BD3A672D1DBDBBE2D33B17575FBC207B953C05CC623C0BBF803C3CDF253DEBD41D3C7CF2DBBC5325A6BBFBA2EDB92537C23CCFBBB7BCD7A24F3C76AD113C2992DFBB79D613BC98196D3CFE1CB93C6679343CF46BAFBBAFAEBE3C9489B23C996EC0BAAB5F88BCAB5B103B0DCC213CCE1C78BBF61598BC85D4B83BF43C853B77C46A3C81D8493AA7A507BDBD8D19BDE0C830BA99D4ACB932FA433DAC1214BB5593E73C137D7BBB65974D3CAA1C6CBBAE10513B6B96C33C4A57B03BA12327BD587FE4BCB5B20F3D7EE3CE3BCB4E733C1C62503C3A4589BDC0D7933942BDC9BC46C818BCD4C2BCBC6AD5FCBB0E82B9BC41303C3C04CE9A3C999A1EBC54979B3D8DFDCB3CA120A5BC197C6C3C18D90F3D894697BCE06874BC2FDEA5BBE2F55EBCE602613CF79F143D7C53A7BC7DA3E9BCAD1E00BC93E3C53A0620403DC014B8BC92DA90BB4FEF4B3B19EF943C5DB60EB99C40E43CD051A4BC9EE0D7BCA2449FBC6725BB3CCD2F0BBCCB85A93B5E43353D585A0DBC2F1EB23BA417C2BC33474ABC277114BDF4ABFABC52AD3A3B08C605BD934088BCCEA52239D2EA643B7063EA3B50AA0DBCEA66A43CCE97B03B3249253CD0F8B33B64148A3A52098C3D9F6C0BBB2AFF983CC158CCB6C5270D3CB45E06BD40E36E3DB7F53FBB04312C3AF7338DBBF6F4913BF82DD8BC877F1A3D401AEB3C188FF43BA5A8C9BCF6B58FBCE290B5BB1B88D8BB01A1F43CAFCF5EBC723312BD87A9C53B98AD973C40B27C3C17BCEBBB82D4D73C742A823C178A5DBCA5AF293DB564A13B1C4EE9BCA7215CBDB3A53CBC04FD21B97D55C93B9D0FD7BB20BD683B38F84FBC4387F33C613FADBC87FE903C24540A3C9B8DDD3BF499973C9D93C73C9310E93CF8B91CBC803A7A3C44760BBD13A7DDBBFD072ABC66620EBDA536B43B4D9A943C0FCBFA3B333AA63A4D23043CEF7783BC4B20923C743073BCA5E5CC3B2190283C460700BD2DEF13BCC2CC45BC90CF1EBD139585BCDB19003D5EC23BBC9DFCF4BC8007BE3CBDBCF7BACDAD823B52C4683B8A92E23CE519A93CF4200ABC24865ABC92F76C3CD9379E3BD620A33CE52E3A3B622985BA2DD8AABC56B6843C3930733A3B2090BC0D49BCBC7851D3BAED2180BCF75F813B8926ACBA6AB6ABBB78C63E3CAE02993C8D2BA4BC0F28B93B70634A3CB419833C5795C0BA9D0AD8BCDFE381BCFEF4B03C8F1FCE3C9DADBE3BF0AA4EBC29C47FBB37B9D93BFB91233D6DFB093DE275AF3C40FF6DBC62F72B3D3E85B2BC01F615BD5ED373BC1C3F34BD7235BDBCA0AF7D3CA722DC3B4DF692BA9969313D1BF80ABD2464013DAFC0F83C186C843CB04C63BC3E735DBB14D1ABBC19174ABBBB12733C487B12BDB509113CC92101BB42252FBCDC50423B9D6FF13C05BFDA3BED473BBBC7DBF0BA82AFCBBB7B5BE3BB38C5D83C75AFC53C8ADC27BC10A0043CA23E16BD8CFA843CDBF069BBCEAD4C3B0AD5003D9EDEBD3C9570C23A3DDCF7BCC1E85FBCA64CB03C50F398BB662E35BBEAD0643C67AC3E3CB864F23C32ED25BC8EE1403C0BF847BDDD44AC3B13565FBB62FF6FBAD417CF3B022BEC3B595C813BC7D8AABCC8C48BBC7834B9BC0F32B23C8048AD3C5625AC3A0BB317BC47C3E6BCFD09ED3CD39DEA3C62BDC1BC9B0CADBB00B518BD7929C5BCD51C88BB42ECA3BC9D111DBCD6C006BCB3C7113D5CA854BC89F20A3C9400F5BC98FF12BD068F1D3C4138633CF34163BDA7B185BBA36CEC3CDE03B1BC8DC6983C2F77423806E831BC7E9791BCE53723BB3960FCBC05F08B3C25F6803C999D2E3D62F80CBDC99690BC0DE7B5BC39BE5ABC948EBABCC5E910BD95B7FABB6BA507BC22B74CBC20C9043DDD9A003C57C98E3C106DDE3C07C0DBBC0E75A03BDE70E5BA56FE9FBBC0C5853C6AEB313CE05FC93BC426C0BC7F5A86BC73E2043C2430D23BB8B1BABCB850F0BCDDBD9B3C44BDC2BB94CD0B3CC60D80BD1C0BA03CA0DECD3C14B3873CF8C3DDBC55FE21BC14E50DBC857FC8BC14040EBD3BB0643B823D8D3C62DBCA3BF2708EBBDCE7C5BC0FB3D3BC53C439BC9C2582BD79EBA63C847F0ABCD9749C3CC2FBA9BB35BCD3BBB9D6B93BD93CA53CA19A4A3C26A05C3C0F15B53C4780C63CC1CA47BCAB06E1BCF0CF22BC17B68A3C736F533DE2DAFCBB0B3138BCF3035EBCC0F38CB9AB01BF3948ED163C05D069BC4A12EEBA2FF1B23C541092BCCF52DABC207AC13BAF61B83CCE3CA0BC1CDE453C58B90CBD9F7B0FBA1D1C52BD04B9593D307405BC216702BD86D4B63C1EC40C3C780CA43CE21341BD80B5F7BC9D104D3C8427B23CBD8EE9BC3C5212BBAEE49A3B4C1FE1BB4443953CFE30E43C690881BCD2DC8A3A66D363BA18A31CBD95407D3B8F93693C2E4C95BB1908CCBCF1E81E3B21C177BC746228BB849C2B3B9DD69CBC10B3973C3B66253D667681BBE608BA3B8F00133B2745703C34E8EA3C6B895BBBCAA1D1BC3C10E1BCF40A9BBB89EF23BBC17BD6BB375D8A3BB701FA3CB0C81C3D9D94D23CD91687BB6C3967BCED7AC73C4740E13C3DC8C9BC4628AF3B7B3B843CA599A8BA6D4A9D3BD62F923B069D4E3BEFF1CDBC893882BCE148E6BC5D218ABB76E58C3C407621BCADE9343D1C2624BB627520BC67C7C5BC58345A3C8A4D28BDFC6EC23CF0252FBC463886BC32816EBBEFAE3BBBCDC700BDBEBA523C30D3E33B184A62BBD6519F3C80A31A3C9226913CAC088FBCA23B28BD327B10BC24D63FBD8165CF3B17830BBD9D3918BC199964BC8E2C99BC1C3F643BA6A1D0BC0291F03CE1FF59BC390E21BC1D55703CBC81AABC793E913C5BF7F43B82AE79BC0E10033D9976FF3B729B5D3CC72832BC423E27BD295E0D3D4E7F163D3812DDBC6735913B8DC33E3D66F8ECBC0497D43AD0D8D63B45FD7B3CBDD0F3BB327E51BCDEB31E3CDB3CB03C3E66DEBB1CE66BBCA41E1A3DBD5D54BD9911BC3A22DA04BD76A9883C5BC6C9BB4EF947BB3E7FC43A34164B3D3ECBD5BA182D3DBDF4CCE4BB745BB63B57456F3B015725BCC9939EBC79172A3B64141A3CED5A94BCA01DFD3C7317BBBC7528393C5482D0BAC864853CDE7FAF3B49CE433CEC7DF6BB1BB5013C84F3CDBBA3DEF4BA7B8F9F3CF7D9F1B911E291BC045992BC293661BC70D9CABB39A88E3C9219B53CE15DDD3BF0E07C3C437D73BC06E5C7BC57EF09BC19DD9C3CC6B94A3CA2164DBCCEA1183C3440CDBC4B3000BDE07E26397BDDD9BBC566DF3BB0C3563BF7D8113B7DECDEBC617AE9BC191F923CC94CE5BC120EAD3C8F88EF3C61AF16BDAE299BBA9EB4323D643D033DEF2BB0BB4B06193CA4269B3CDD67EC3B2018AABC691433BDCBBFE0BAFBE92B3C7911B1BC09A301BC784B60BDE11E1D3C49A51D3D13E0A63B98BFAEBC724D923C53B1C13C412C32BA346FB73B2669093DD982DCBC023E933A049162BC6EAE24BDF6199B3C5C06153C1C37563C38458EBB337ECD3C62D4043D1817F23BB2E121BD126C5ABCC551A7BC6ACC26BDCB3435BCC5E0FF3C15D361BC276ACD3BCCF520BB42DCD0BC97635E3C4F9F243DC781FEBB97EDC73BC448533C881C87BC9C24DF3C014CB83BE96C14BDFCF075BA213C80BC9232513CE104903C8E265E3CBB76B0BC61EBB4BC58002B3C0A25D03C61AA3E3C6A68B73C82168DBC213707BD0001B83C414C0ABDB6C32F3C3CFF00BDC51A20BCAAD100BC30608D3CA0C842BC396AEABC8D134C3AD70B843AD913F53CCB1B97BC544A3D3BB74D02BD416A29BCEB52FB3AE26679BC6ABCC4BCBF868DBC073E2FBB733E02BD6ED9B0BCB4DB6DBC915B973CE5504F3CA2E112BC6095E4395217B2BB76EE923CF9BC00BC732D36BC90E66739BC46AABC6549A43C492EFC3AF4C4EE3B6418963BEBAA153D0995A0BC7E5435BC4A9EDBBC32773ABBBE06E7BC13E395BCAF766B3C85B7C93CEF5A58BB79F0133D60E9BE3C8438E4BBA901823BC036EABB822062BC2072B73C2DB221BD49DDADBC123DAB3C6C017ABCE3288F3C14D72E3B1386B43C66173C3B2FCDA8BC974C533CA7AD14BCFCE7A8BBFDAA74BCFCDFCF3CB8D765BCC23150BB2481C13C6116D5BCE2D612BD9CCD48BD562590BB4A15A4BC0B41A2BB4E70BEBCFBAF8BBC7E54EEBCEE755BBC8AD9AABCD79A393CC01CA43C3B84033DE2171BBA98C2ABBC541272BC21FBAC3B0972333C979560BC8D0522BBF1A9833C0DA741BCC6C69D3C0FCBA23C5073343CB446A93CEF7628BC10F4E3BBFB554EBCEE4CA63C1754B2BC1C98EF3C88261CBCB2ADDD3B0D2F253CF9A18F3C3EC319BCD5BD8CBC5705533CE663323D46895F3CD9D9883B8573BEBC2917B13B7033C13BEB1DC2BC890D19BC001A133D9653223C8BC8303B60054B3C03C199BA78AA5DBC55CBDFBBDAEE83BC9A481638CF8BD9BB21C7953C21A7853AB2A4E0BCCDD5A8BC10E0CB3BA22241BCB75EABBCB134933C4CAAE2BBB253563CA01184BBDDE463BCD9A905BD67480DBD626B813A0A8BC03CB3629A3CB7A7163B269CDBBC207387BB948BCBBA2253BC3C1C91F23CD61088BA15DA83BC2B84A8BC2FD7F6BB357DCBBB3207BF3CF959153DABA4963C159B313CA8DA903CE6AC0BBCCB75DCBB39EBE8BB131FFBBA4DEDAB3B4B3BD73C59CAA6BCA6C9A9BC67705C3CCB0908BDD4DF993C572E6BBB6014313C5530D5BCA12D0B3C6C32FFBB267ED33C0072C73CC6481D3C44630BBDDDA01FBC594C20BCC56CC73B3721F73C9984493C590D07BD0BF690BA1ECA77BCAB0971BC14817BBC7EA69DBC24AB3F3BFC787D3C7592363CFE4B80BAAE6C4E3CFBEA363C82439CBC758A1DBC1D577FBCB8884D3CA2FE6F3CCD7C4CBCCA3AFDBBF05D543D3362D83BD57CCBBB438509BB469DB73C677A41BB2EE027BC759F0C3D590CDA3B92E09CBCE2408E3C4A6CB13C9CE5E33C966F10BBE0DF1D3CC389F33B66D4BE3BFA4A9A3CA99927BBACD0E43C996DB7BB997CA2BBA593473B19DB6FBC1E4EF8BB1EC2903CD8B31CBCE009AABC9D9267BC30FC223C07362FBD1E811A3C5BF745BDE6DBEE3B32C52D3B2FE0B03B41711E3BEA70B2BB46ADAABCCB8790BC5495D83CC1783EBCAA968EBC7308D53C0C4FE5BCE036863CC9FB44BC077B89BC812A713C77BF66BB4585D13BB8737D3CB8986D3C5CBFDEBB1EEFC3BB9482133D2E77213C26F885BB4F80CF3CFC3D94BC07A1D63A457994BC10E6A2BBAB057939C7C36ABC777094BCF14B973C2025DC3C1CF8AABC800977BC47BEE6BC705FF8BC90993ABC774FE73CAA8EEC3CD395573C59FA893C774110BD8E9156BC2405873C12613DBBF4F224BDDBBF10BD80389F3B444C93BBA06B2BBCCC0A56BB53E10537F42B83BBC18D3EBD180102BC3C72F6BA28C5893CE7549BBC1C649A3C684A973CC0873E3CF978DB3C06DA2F3BC35005BDA928953C77CF703CF2A7353BCE19313D66433CBB598BB3BB1E5C89BBA21236BC9C96A3BC0CD012BCF6F803BB8ED1733C1363F8BC7383A8BC0F6670BC36CB243C342C2B3D4F5479BA4AF1D5BB823432BD7691A2BC1A780B3DA905FC3C60346BBCB4B3463CD8C379BCCB579BB97151043C13058BBCF9A6C53C1D6BB7BC2DDC85BD5DC66FBCF3419A3C3F5A0F3D74B446BB1D34AA39E7286D3D27F706BD6ED0583CCD54B4BB4285D63C3964EABC60A26ABCB23785BCED9DA53C5D0DAA3CC1D53A3CC13172BB",
      torch_tensor_32_torch.float32_11: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_4: "0x0400000095CAA13C14B8ECBB7209973CC21DB9BBC2265D3C5A4E96BB905AC9BC8F49ABBA58C82DBCE9B217BD2780BFBCCDF101BD864492BB0E2EF5BC373F8E3CED8C29BC6EB29C3B2541FABB2683E9B9CDA3C0BC54B142BD9DCD013DF08F9F3CED56BC3CB48321BC7FA30D3C19BF8EBC7CBB283B2B17C03B3FDA00BD7E9F493BC3B810BBFD13123D76E02B3C57C496BC0D79CABC87540EBCF8B9D63B02187E3C69D395BADB01773C495CE1BBC08CB2BB38153C3CF04FCB3C54EEF63B51379B3C27E3A83C18A4CBBA0A820C3B27039D3C6782CA3C8C4CFD3CF78C14BBDDE30DBD1CB2D73C293AAA3CFF6D8DBC80A8E2BAD62D01BD0E3231BC4A0D6E3C602FF43A2D3736BC1B3ADE3C000E6CBB4410AFBC4706C4BCC064E83C993593BC72434BBBAD3E97BC824698BCE35577BCC107053CE521F9B9EED8D33C8582FABC7E8D2ABA5D1711BCB7F6243CE11C5ABBA979B0BC15F9F8BC3588D23A8792C3BC148BD73B5E13C8BCF7FE683C19B426BCFCE291BBC6D98FBC473B87BA2B6E34BA4798043C9CCAE53B6F22CBBCC5ECA7BC816AC3BBFC0CE9BBBEF9C3BCF74279BDA2D09EBB32DCC2BA4092C8BA93A97FBCA428363BDE92DD3C01D7EABB4D7E953CE0BD053CB50034BCA695EA3B45305B3B679A8A3B5B548D3C9526CAB8EB80173C8CED92BCF2BE1D3D001C62BC6FF60CBB1C5AD73BD8D2C83C8E7833BCDE7B4ABB3A330E3B8471C63B1102893C108F65BC928308BDA320F6BC5DEB9F3CCAEF583C4FBEF8BC208876BC970C8D3DD1D81A3D35CABF3C4BE6CF3B9734C3BC094A94BC0E0C903CE2F6D43CD295983C1FAC853D0FC960BD5DF8AC3C557B513CFDCE86BB654B2ABC9372853CC25E3CBC759A41BA690010BC5D7B653CACC99CBCB20F11BD262738BB29800DBBABFCD7BBC795E93B127DEABB8DC482BC2FC9093C7E7518BBE1823EBBDED2D2BCCAB9FBBB922BAF3CABB4103D4EF4D5BBF8CE63BBA430BBBC740821BD8BAEC6BB80DDDEBC51FA22BD44F617BBF0CF223CC767AD3C0965423CDD69F0BBC79FDC3B271800BDCD00483ACE23483DFDA2BFBC07979ABBCEE2C43B0743CF3A163A8DBCE1CBFCBB1217143C2EE19A3C34A70CBDF467B5BBDF868CBB4A4D7DBC532AB93A4680A2BC2D0643BB92F3C5BC20EA89B975013A3CAA97D9BBFFDF033DE94A923B01413C3B60EC5ABCD298E6BCF0751D3D85F1BBBCA15758BBD7AD9FBC75E9B3BCA16D7CBCB694273CA028253C80C4A93CF83A38BCF64C31BC6A13A4BCB2130CBD04E5C5BC578F9DBB945C8A3C8412CD3BC6BA8FBC89376C3B5E70E63BC96C78BBB3CC6D3CB8F2B73C25B6E43BE32A6B3CAF62283C13760D3D40D330BC08CA113B0F973E3CAD93913C383151BAD255E43CA62F7B3C5DDA403D8DCF25BCEAAC09BC64D4823C57A6043DCE53D03B495E0DBCC25568BCB01FF7BB00E7BF3C83C672BC5C8D8CBB6B6B81BC1050413D6D4F1C3CC6E8993970CDBA3CA5B0D43C8F8405BD6B5931BC24C729BCD7C878B95E20C6BBFCB6123B7DC9C73B60DE073C8539DABCFB7F923C1E8954BCEE42EFBBAC884DBC5B1EADBCFB2EAD3C5389F63C154181BB40AEB53C73ED653CBBBF1FBD6F7AC4BCD78B783C97FB19BB4961A0BC906CF03C1360DE3BCBD18B3CF616A2BC893028BCF9A0AABAC5CE2C3CF4A6CE3C0F7D9BBCD3012ABD3B7B16BDC7E307BD94C276BC4639063D5B83173C4510BF3C332B613C9B58613B510C973B483F84BC61D64E3B89E0353DBBCAC93C411F43BC891CCABA89A607BC5D9D943C225782BC7D6552BBFDEDF1BCC972843BBA780C3DF4AB003C20ABC93CC0E3363B44BD1E3D7994E0BB612F37BC1314B7BC961315BB4E0C903B4540983C4E0D683C6AE0F33A61260CBCFCB4A83C854A3F3C9B7244BCA4AFB4BCC604F0BB819F2E3C09241F3CFB7A9BBC0E9139BDF53969BCAA1A46BBFC1AA63C774A023DE00DCE3CC14E533D4C14013CB35D40BC3217E73AC2303F3B47DC57BC50E709BD691D213CB905813B86DC85BC854E4D3C6BB4803B9047133D866BB7BB92921ABC9DF7363CDB972FBC0EC097BCAB13EFBC16972B3D6BAAE63BDE5120BD3B94923CA5B43C3C77F85EBD9C26663C4B1395BC47DE863CBE9D553B1D66B73CE191E1BB463A053C50A576BC02BFDFBCC9F122BD74FA263D19A81B3C9BEE323D073AAA3CE6B1193BA92A72BC61AF27BC191A6F3C4D0ABEBC81A2C23AA078893AB326D2BC6CD51F3CD524B53C57622D3C655C74BBC47C29BDD63B21BCC734C83CDB868FBA2465143D371010BD18701EBD6121933C2480D53CA729ECBC21B66CBCD2419D3AC58012BAA4929CBBAC0C84BB9BDDD33C68D980BC9EF0CD3B5091EEBBD784A5BB666F1F3DAD0B3A3D41F818BD0D7148BC766B313C0DB635BC7FE6943C3DC5BBBC42188B3B6E80ED3C4F0A1C3D6A087B3B157F82BC0D2247BC5957D8BCAD2F15BC8916D7BCAE17A2BC89ECF73CEA4B583CF4F3C7BB79E083BC937A69BC2D2C803BC81317BD854E2DBD17D38BBC7CD2ACBC7E1061BD7FD484BC24C183BC8032D7BC719291BC3B58533CE1D2B03BF211743C4985F0BC22492BBBF18F84BC5DEEF4BC177FC23ADC2910BDD78D663C1B16EA3B6B2002BCD3ED51BC0A6273BBD6CE05BCDE8A953BD710E6BC65ED97BC2148DA3C14D9C03B1D69A4BC5870173C8B6E07BC6BEC3C3CB4D13F3C604E983CF088BC3CE99160BC951910BD616CAB3C29E06FBC36C913BC3DADF53A6C49D6BC72056E3CF82EDB3CF95D9CBC267B343CCFEBC63CFF7F8DBC7B30123B6B41F0BB473A733C984BC83C1E90453C2D100CBC753B803CA60E613C4784A63B06EE0DBCB399763C4B0E9E3AF0BA223CE626763BED82343BFD92533B8B0C833C24A100BC45767EBCBEBBF63B396FF1BCC01B0F3BB83229BC394ED03C32232FBC7E56473C44EAA9BC8CE68EBC240906BDC9EAB33C5E12E13AFAB6803C3D30963C83091F3CD7DA693CD2B0843CC174D33CE94FA93C9B94EABC7CF5D5BCBBA5A8BC20833FBCEFAA853C54F6773CC63CDD3B3592CE3C22013FBC5B3885BC9C9ED7BB093C4F3C985DB93C19F504BD42B1F2BCA92B913BCE14C6BCF234393C39B1D7BC7CF3EE3B13982EBC3BF63EBC5213953CEF582FBCB47F113C602E66BB205B2E3D14BFAE3C0E0522BCE4E802BC2278EE3C121E83BCCBCC17BC502F4DBCB3B5273C6246843C4040823C03BC7FBC372E023B1DE389BC3A2108BC2F8944BB736F1C3A288D1B3C3C4F90BCDCCFB9BB661257BC42D0B23AA414143BCBCA87BBC3B5863C39285BBC606E513B33FE77BA8B8DDDBC2BCDA53CD4C4393B894C12BBEFF0033D542D703CE9D6863C3044DE3A2693B03C5434833C39C53EBC47C6A4BBD936D73BE0C2E93BC40821BD4FE0183D54CF9A3B62339F3CCFCFF1BAC07FC03A079C13BDDB133CBCEDEE093C37CA91BB5445563C079402BDB97A0C3D4AC5E63CD334ABBC5033343DF28635BC0CFDF33A8E3F2DBCE5333EBB3B2996BAEFBA113DDDB302BCC1E1E43C4AB72BBD2DD0423CBB285F3DEBF9123CE47907BCB9FB9EBC81F839BC4E931FBC6060BA3AA2D76F3C930B0A3D662ABFBCD8E0D53A73EDA6BBEBBE6BBC152C9ABA98EA743C56D3203CF364523D445BA7BCF588FCBB8968503CA2E402BDAE88D53CFE21D0BC6C7FEBBCE1EB4C3B4F7EE6BB07FEAABC62FA23BB704977BC0C32DB3CDCF2213C172D023D1E7D4F3C1C99503C6481923CE0D1D4BCE47C0CBC618FF03C2202183B9EDED5BC0656833C0610AFBCDC7AD23B1BF0433B1E819EBCD26D313D78B363BCB8D26E3AF377203D4F680FBC3CB57B3B50B95B3D638AF43BE2EB23BB8246C4BC25F5CA3C83C19B3C982F5B3BE7F1743C74CE4ABD0E8E86BA5DE3403C3DFAA9BA4EF2EF3B64CD06BC7F44943C4F0C693C5DDF033BA79AC33CC06FF0BC3706053C603B333CDD2AE43C0C74CDBB0DC0A93B529C72BC2AF273BCDECFBA3B4BF4FBB98DBE82BCB2E3A03CCE7FCF3C4F13103DEDD68F3C7787F7BC5E64C3BBFEA6D8BC8975E63CD3D0E33B14BA3F3966190F3D3E48BEBB7F9311BD10E513BC9DEA173DD3B3953BF91298BB46D5AC3BA9BF963C376050BAA0BD2B3DAA30E43C7086B4BCB70930BD9C5BA93CDE52A2BB1DEE2DBC8E48B53C8B75863C9D4858BC15BA6B3B013F7F3C6E4A233D216EAF3CAEF103BB4E3BD83BEF8ABC3B09DDBDBB8C6897BB2C8E03BA6BD61FBC7961D03BB969713CFE0BBBBC9E66B8BB694105BD0B14DD3CD428B13CE616EABBBDE47C39819E04BD7609153DD4F1E23C87A5ABBCE02EDABBD3DDBDBB3B26D73CC8D2073C83E7763CB4C996BC8478633C794546BD27E8C0BBBDD58EBCB718203C44458FBC15094A3CFE2EEEBBADDC983B1D636F3C64FED23C4B6CDDBC4F31B8BCB71E86BC42292BBDF954AFBB6DE7403C77DEDB3CB97B943CDB45AFBC27A855BC2569F03BBDA9893CCC2AEFBC5E3BD33CD2740D3C9C5CC93B5D4AD93C616BA5BC72C0FFBC2246F3BC8F2F3C3C94E9783C2E87BAB96947E43CD302ABB900DF5A3CE676233DC10BC13C8408893C43466EBB3D9B19BDDEC1F23C396F28BDD880A73C9321993C74E7293C8209BA3CDDF83D3CF9B9A3BCDFAC11BAC24B92BB778DD3BB692E743CC0CAB23C444FC23A6175FD3B8DFFA6BCCE0676BA4B0725BB546A913CDF5905BC04C2053CFBD2DCBCEE3342BCDB96BD3C077FCFBC9365A23CDD64B73A4A0B0CBDD9CFDA3B51B6A1BC90AB2DBCF25AB4BC2B249B3C7891A8BBD9AFB2BCD2DB87BBF7EC463CA50C133DA98C08BDF46A90BA0F9315BB128E6C3CF2BAC6BB5705D43CFBCE67BCB79725BBF43E83BA867CDDBCA5FECBBC27276BBC1BD8A5BC332AE23CCF4C323B9DD4C33A28358A3C0D68943C5CD8DD3C78EF6BBC2436BA3CDC44183C24418C3C9CD20EBC5CA07EBCB5CB85BC3E9FD1BC5D3D873AE48DC83C6149B6BA144B073D6CEE4E3D2DB32FBD109E9BBC773EA4BCA17109BCACDF12BD81B5223B8EA9603BD8BB203DC25F203BD7A4ED3B6EF8253C4D3225BCA00642BBA02007BD93EDA53A10B9DABC85B0863BE014CF3C062E2BBB2A8CBE3B3CA2DE3B575EFE3CC69713BC98EDD73CDCE08BBC34C10CBDAE6BAB3CB7E06DBCD4291BBC8EEA4F3CA6BDC93A0606F63B8771D0BB8CAB07BB8BDF0C3D4B571C3C6603363DF2E7AA3CCF238ABCC50C33BC0080F2BB43DD973BB79549BC2398023C3357E43C490B553C621D1EBBF278A63C4B9D1B3BD8D23EBC913E0A3C890509B99E3ADC3B56F8183C6BFCA73C7B5450BBD3FF2BBCB553F5BA72A2A5BCA34A17BD768A8A3C801035BCF3C658BC2ED5A73C97A604BBC1A0AC3BF2E8EF3B80D1C73CCBE7A43CBDBBEE3BDCAF09BDDB6921BCB6238C3C8BE7AE3B9337D93B3E9732BCCE1451BC7CFA443CC2A8943B241D2FBC2F94943C826242BDEA8D2E3C803B10BC8AF6373B01E7DB3CEBB1113D05798A3B0E4D56BC07C993BB7DC2FDB95881D63C1098DABB80FD3D3D53964DBCD990F53C39A3463D04E0DBBA067E20BDFB0D32BC70935FBC372E0CBC07F5A63B078F7F3CA7D4133CC0E4D2BB6F92B13C6CBA603C819FC7BBCA09BE3C3258B9BCEFD023BD49BD283C8027AE3CF799EF3C785DE43C1D55FC3BA3BC0E3B63768D3CED37C73BB48C3EBC790AC23A6F13C93C9DAA9A3C4463E7BCB0C4F9BC0C8899BC25B85FBDD674913C2A37BBBC405779BCD39335BCA034E33B9EB6BFBC1447BB3CCD57853C84A887BC76811B3C1AD683BC18BFD03B7C419DBCF6A11FBBAF63053CB293D0BB3EB1F43BB60A22BDF2970F3D34A6A43BDBFA2D3D373F353C",
      torch_tensor_32_torch.float32_10: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_9: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_8: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_64_torch.float32: "0x04000000E9EC743BAEF6E2BA00A817BC8E903FBA37E151BD27A6803C5B61843BA4ED08BD9400793C5410113D7D398BBC8BEA79BC54DF51BC10DE503B07FE8CBB2EF8E23C8BE31E3D9EAD35BC7BE698BACBBD99BC44B71EBC70F53BBB6B6E84BCE50E3C3B6EDC8EBD9BF59EBB6B139ABB4013CFBC0FF9D23B71A88CBC75EC313C8F94B13A6E35983CD9530B3C3B7B01BC397F86BCA568683B127D183CBDCFF6BC9DB0BB3B72C1313A4A72AF3C9D8EB03BE66A073A865391BC7D422CBC8D59B5BC41CCA83C7205E6BCAE7799BCAB6BA53B688B813CD7DDB7BB052ECFBAA21A0B3AFB22AD3B997ED9BC51AC883CA52FC2BC97EDB5BC7602893A948AB83CD8978ABCCB5AA0BB49B0E23C85A186BB86F722BDC6A1153C3D7F49BC14B7E7BBF723473CCB68773D006F83BB14DEFBBAD6D793BB3003A53A2F60D5BCCDC526BB1BDC31BD60A3053CC345723C0C7D7ABC8ABEC53C65594F3D059B3ABC8552A9BC5D33143C82061FBDC72EA0BC3DE7C23C460D9E3C39274EBBD3ED06BC125251BDFB3001BC20D697BC6DE5C6BC3E48DFBB596FDA3C69FD953BA57153BAD8D9FEBB40295B3BD95CF5BC9EF32E3CEF7803BC82A1823B179417BAC93724BCFD9C80BB37BAFABC32AB663CB6278C3B098BBF3AB032103C4A72E3BCEADDDEBCBEC7C5BB92BC033C929EBFBCAEE5B1BAFE2D28BC3FA094BCAFBB773CBD229B3CF9960A3D067E5DBC2F199DBC40D1A9BCBB539DBD23721BBBAAA0CA3B200EB43BE5A7103B109A75BCD6E39CBBA1C85FBD8240C2BA652AC9BCB276A63CB7F386380F3C05BDD241993B9179003D82CB8D3A3FC48FBC90EAFBBC820118BB6BDCE93A4BBDB13C8613D9BC164891BCA902E83B04A01C3CC6542E3CE2DBF0BCE4908EBC8D85B93C50BF093BF600A5BC4BCB533C6242CEBC8484A03C279A00BC26AAD0B99583D83B4FC51EBA27AEE2BC8F4C3CBCF7D88A3BA08BCC3C29A8BB3CD79DA5BBCAD9253CF7D56D3B47DEAFBA0ECDB3BCE170CBBC7C3188BB3F3B08BCD9D00FBC2FB6903CD50DD73C805710BC14A3D6BC060E98BCC5915F3CDD5FD23BA63808BCFE45E8BB5667203B74698CBCA61684BC5DAED1BC3E3B963B8F8A11BDEFB9F03BD3393FBC816C1FBD52F34A3A09093D3CDCAA80BC64240DBCAA4A15BDE2ABC83CA108E63B81B79DBC72BB743CE38901BC05DAF63B9D66793BCA0552BB060741BBD479953C5B378EBCA149BBBC2B0518BCB9F1F8BBDB3288BCAA9AA1BCF42009BDCF1142BCDC5D4ABBAF9BB6BCB40D453BEA08E43C3B43903C2DFBA43BF05527BC61B18E3B1B56D33AD955993CA1DEA6BC532593BC78D3C2BBA6FF1B3D01E1033C476D243DD809333B95ED98BB4B1DB9BC9B7405BB1C3DBBBB935EBEBC7DD2A03CDC25F93CCE284AB9D48FB13CB9D2ED3C032975BC248BC33B358820BD6A7A36BC2038BABC4AB56DBCCC0597BB0A44403CFD410CBB9464143C0B87FCBA36D18CBBBF728D3C5ECA1EBC97ED2E3CAB7915BCB36656BC0DD832BCD7603A3B6DE994BC734B6E3BEB518DBCDA548CBCEF519D3C79992CBCFEF1E33C400227BDDC61AB3C64629E3C19622B3CAA5CDD3B3316F43B3752D73C4D2492BC3C418EBCC9FA853A190EB1BC53A5FC3BE053123CCED1CB3B85F4C73CF6FB113D66083D3B0826193B3207003CC1AB6EBCF0BC393C2A1FF9BBE17D513B5B2AABBC2480B13B8756743B894AA43C456B7CBBF4F2B83C40DA113CBF058CBC74A14E3ABB1A003D3320E43AF100863CA0853F3D21E40ABCCF009ABBFC4ED63C45F3BE3C7B890ABC625255BB7CC9DDBCE78B28BC1059963CDBA52E3C7253EA3C3C2ED5BCDEB7F33CE203793C14A47A3CBDF542BCFD5F8E3C6FB61B3C127E533C07D5E8BCAD3F3E3D14C1C8BB9BBBD6BC70C4173C17E4CDBCEBE1943B5C797C3C8B6B26BB54C0E63BB024CFBC84D94EBC41A2EB3A77922D3C87069C3B2706C93CC14AA7BC971F633CB711013C10287C3BB1F589BCC666F4BBC0441DBCF5E16A3C6617EF3CD5866F3BCE6F34BC0C68F83B5216883CA221433C66A891BBA633363CF051BEBB4A88893BD39AF33BD779CCBC4BF17E3AFD33F43C7EF572BB3521963B67379B3C3E1EFC3B21FAC03B12FD8BBC706DD7BC0C86103CB90AA73C89B453396704DA3C8730F5BC14B6EB3CCB4DE03B26B6FD3B7705973C1844583D4B548D3CDCF40BBCC053D73C97CFE5BC127A143DFEE9D83B4E08523B12DFFDBCE0D624BD8BB110BD8A91F53CFB5B9D3C574EB73BA73AD73B30CA853CE09731BC0D5CABBC3FC60BBDE0F6B73CA1ED723CDE50EB3ABCB507BD672A98390F3D703CE979C8BC45589A3CF30DB1BBCDE50DBC97EACF3ADD5B5CBCF00417BD8F78B3BCCD07493C170F1F3DD275C3BB15E1193DDC40CFBCAC46DE3C784B583B864525BD1EE6213BE9410B3D94E3B7BC47EA51BCD94AD43C45AB9E3B32A056BD2615553C2AA354BCF3D664BAB2BEEBBAF261BBBCD765ECBBC06D4CBB3DE88CBCE73D98BBAB2F9A3C5814B33B957454BDE0EE633C492424BCAB8EAD3C0454503C3B01FFBB3B79123DD7B5EA3C6EA9213BA9B1AEBCDD1900BC674991BBB747F4BC85FAADBC9DA389BC9780CABC8D25333C264F3DBC33E27F3CA65322BC5E75BFBC54A2B83CE60F4F3C3E72EBB9F25F493CFEA165BD781082BBBC9490BB8AA47F3CCDE8163D6F6D78BC9E93B03C9D3277BC8024053DB87B273C8781CA3B408FF83B92E7E7BBF6E8A7BA26CDEC3C248F91BAB7389E3C49320CBC75C033BBDCC2413CF683063CCA2D3FBBD47A9F3BB770EA3C84331FBD4D73993B000A1C3CD8F02C3DCA5EF53C9869883B4D240ABD6F5565BB81D4E83A87EF53BB7DF150BCCB06ADBCF486433D46BA01BDA664D3BC350B9FBC277DF23C7BD9D73B73AF80BCD17B913B8760BE3C18F9F0BCF67490BB2EAD3E3DF2EE2A3D9E09523CE585CFBBF9A45D3C573FD9BB90FA1D3C587AAFBCC9F4D13C8F57B9BCCB471DBC5B5A88BA28D1143CCE8EF5BCF7CD983B18AA29BB3935763C0588CFBC93AE16BD489A8CBCC2F1E03C3B659EB8672C41BB12DF583C850BEDBB1C1C2C3CDBE4E0BC49F520BCEB8D6DBCF4E24B3C734CB8BB22A4DABC1B5B613C2D4510BBE9F0573B931D2EBB74F77A3ABBD05A3CF47DA03CDD08B2391288BDBAEB78DEB98CB559BCBB6AC8BCC169F7BC945FA839169E953C05CCEB3C90EDB63CB9F15C3C47BCB5BB764AA5BC55AA403CFE77E2BCA8B8A3BB4115ADBB4030EB3BDEFA583CFEAECDBCEE3D433C27D1B3BC6006D3BC83A696BC927794BA2B5CEFBBD0D9473C5951BF3B7D409FBCDE87FCBCE84A1BBDE5D272BC97F634BB290809BD334BF7BCEFF8B93C20056DBB6636773B990D44BD8B25073CB9C79A3CF077ECBB7EDD533D36F9873B562301BC9CC59E3C093EC33B7416993CC2FBF83CE415853BA68DDC3C4CB3F43BF0F4B9BCCFDE2E3DE291BC3CDEF9F6BBF75716BB20A031BC61EEE23CAFB7DCBCCB2400BDF48EE83CB3E9BF3B94FD793CB2D8CA3B7265A53C6A44C9BBA79DE33CB312DABC1CBA92BCEDE123BC6B49FB3CEA54DD3CB784B43C5C5938BD048C243D2243F6BC8B6C3FBCC2E6FBBCB42E86BC66607ABC85E4C03BABE04B3C1F1112BD70131FBDE7DA4DBC018A8CBBEB1A9C3C2BE187BCE3390EBD0422AD3B240A04BC58EA873C62BD383BF52D0CBC7BC3A73CA133C3BBE9F7FA3C2933B1BC34EC0D3D60BF113C6E3146BCCC3D103C1024CD3C18D805BC8AEEE9BC0B25F5BC528CAC3CEF820EBCD319FD3BE776A9BBF30FEB3CB49B71BB99C8DABC2E71B93C9D1F2CBDE2D55E3CFCF93DBC06ADB23C652713BD193293BCDDF8E5BC7F5A903C8748983BAE1FC03BF91EC33CAB33133C16720C3C3F39073C438C08BD7350DBBCDA7F0FBC4C87E73B2281943C955AD23BFB55AD3BB23F593C477C20BCA1B49BBBC0C59ABC60461E3D185035BDF5DDCDB92469C3BCE9A2323C261B193C70B5AC3A37700D3DE63C973CCFDDB33C3D7AAA3C72F5543C669508BBC4079DBB29C93B3BBD1301BD6B9332BC2BF2FB3C384AD23BCE7EA33C8F3AC93BE299DD39403B9BBCC61B1A3CAE3EC33CB86A6C3CA23D0FBD3CC001BC56D09A3C54F3ADBB5309DE3B24A7283D006BCEBCEBB9F6BBB6478EBC80A1A53CC94AD83B819E453C2D0F02BDB7528DBC90D7AC3BCA65C63CD07BA6BC87E916BC69AE15BDC87D9C3C4E8C24BDECCBF1BC9CBCB3BC298F96391312E13B2B702ABB5DD10E3DAF184D39B2A19D3CC79ADF3C6123633CBD6CB13C5BE54B3B5D8E33BC7EC8BBBC667D1FBC7B24D8BC5969BABC1D628A3910DA8EBB907F5FBB746605BCC573CABCB86748BC9E01193C39865A3C707DF73C4EB2B4BB9F8C93BB2816053CF2A3223D77C6F6BCC014573C9BCBB9BCE265353B6DAD8E3C21729B3C289E9A3A095CD43BDF5307BC4E77CF3C0B1E22BDA12E2C3CF7D4E53BB71CDFBC031A88BB5E598D3C7785C1BB1A63823C9D32E83B7C7B8B3CAF992EBB1917853C7CA6DD3C3EA59F3C713B9A3BB827AE3C51AB173CA0F905BD314D83BC9D508ABC5D11853BC6CF6EBC43CAEDBCE2F21A3C2FD0A1BB2568BCBC279C903C777F41BDFEE4A8BB55C4E23A6578A13C39ED123B213DFC3C484E1EBBF38DB7BC5E8446BDFDB4A9BC275A3ABC0F10B2BB3864BFBC82C8483BA7DFF63C844604BCC6E23BBC80F42C3C1564E9BB0E4B0F3B94070BBCD2EF57BCB44DAF3C006A33BB8056A93B2A79A3BB1E4301BBEB2D21BD4EB4053DC4B0B1BBBDCE073DD984AABC15480A3D6E99EBBCB610A3BCAE22DDBBFD7024BC20CED5BCC633563B64B7183D8004323C5D21DABC97E6AABC8BB2F7BCFBDE2FBC0662BFBB6162D83A04C5ABBB3BA84B3BFCDC273A1C35F0BB291C443CD6ECAB3A7095EDBCAA8FE1BC017F3BBCDC3D4DBCD7872A3CCB2699BB90E256BC30FDA43B47F51CBA6CEBF33C6928BEBAFD6DC6BCFDDD9E3BA21EA33C10308A3CBAC49FBC0DFF1EBC733DE13A8E5C8A3CDD7D973B90D87A3CE4B9D43CBB86913CC9B074BCDD76433CCF456BBD4AEEB03BED1C893C532842BB4722173B2DF6B2BBED5B9D3CC9FD19BD3EFF30BB9BA213BDEB60AB3CE2D605BD5CF9B5BBD32DF1BA0B60833C2576DEBB960583BC0F91A23C5B728E3A9B07763CF6CB14BC40FABBBC908133B958CFE03C2735F2BC8B025C3C9033FCBC8E3C723C052E40BC4AE0E53B61EEE73B90858C3C72653F3CA5AA0DBD00D0183CD42E373CFFC6033D6FFA0ABD17BA343B625E34BC058F35BAA860063D5BFFE13CB5C6633CEA1C653C1EFDBB3C6152BABCE1D1A53C61B8B1BC1C9D28BCDC1D633CD74FEE3C9EDB5C3C25DDB9BC62E4B3BCC0A2E83C72D30DBC1D0448BCF93D8BBCE20AAC3CBC4E53BCB36AD33C107D2D3C1B1E563C189FCEBBC6669FBCB0EA673CB47739BC5DD20EBDE77CB9BC6C4D203C06CDE13C3C8E003CFE43243DCDEC8C3CBCC62EBC46D22CBB6FE6DEBCABCE263C55FBBCBC5E84EC3B014B11BBD43583BCA40EC93B346A7BBC20C7B0BC99486BBCC6DBDCBBB317F6BB17EC223BE6A2C7BC26F5E13C0127853C32271FBDF5820FBC0E695EBCE92AABBC2BE0093C7376043CBC4D573C87BCE03B6EC0CCBAEF65993C380C743C7F221A3C78A81EBA5D8DA13C2BD420BDF44F86BC9E9CA4BCD7C3243DF500013C192417BC0E13493B67B2AA3A577F9E3CAEDCD23CCB1F02BDBE96613C77F3113DFC4510BC988E8ABC3912143D97B9B23C9408553C178C943B4DCC8FBCA4860F3D153767BC8024AE3C0E883F3C24A3BBBB2124513C7DF3E0BB0D1C9BBBE9B3B7BA4EDF11BDD2DF4E3CAECC813A6BC9F33C19B8BA3CDB041A3D2CB74D3D40D5C03C79841BBDA2E325BC5648823C59A525BD1BF6A03BB3FF87BA625299BC0B14CE3B44FCAA3BE76204BB56EB23BC3F12103C7C7A0D3D7765E6BB0A3122BCE07D293C31E9103DB453C53B441B93BBDE9E4D3C537F573C5E7CCEBC954ED33B302A65BD6006C23BEEDC333C5310D63B6E81E13CC9578E3C73F8A93CF07CA8BBD71EA43C9E4FDD3C06ED8FBCD995D63CE080DE3C096BAC3A4D76C83C787D9EBCA9318E3BEF0C4FBA1E7198BA6B930A3CB8809A3CB9BAC5BAB8E1E53BB55CD43CA61AA9BC597E333D72B7143CD4C6C43CFE94F2BBCF7E0F3C5DC4E93CC542FB3BD30986BC86E9EFBBCD6C083C9341FCBCEC284EBDD09D6BBD3D75DD3CE3D6063C32D9273D6426C8BBAFD1823B4290583BEA0CC63B76FA8A3CE1F002BC911C10BB8F7B53BC8219BB3C95CCFABB628B383CAD4815BCE4FD1C3C65902D3C9EDCCB3C02942B3C84AE553BBA701CBCCA1D27BC6056B33C0B9989BB3E2747BC733A5D3B939C52BCF27FBFBBEF5BAEBB9EA0E9BCD98C72BC979228BCA79405BC195E683CEBB79EBBF04E3FBDB4C426BCE75228BD37A01D3C50CA12BD6FAE5E3C45B33BBC500C0FBC7DFDBDBB27E5063DBD329D3CD6F5243D069AA33BA4D71EBCDC1EB83B3068433C79FDA2BC57853DBDDC09FEBAAD72AD3C4BC2B5BCAB05063BD846753CFBE61CBC3CE0CC3C15E4F1BAC424143DBCED57BB5BD9643B4A0E9EBA218C74BC8FD908BCE6BD143BD4A4D6BC06A406BCF26B973C338B593AA26ABCBC665386BCE2E162B9F273F53B21C6EABC007601BC782045BBEA15CBBC7447FE3C3E63A93BBD3DA1BB46B208BDF843353CAA9A5D3C6A54AC3C2A17A6BC989DBDBC92AACB3C9EF0A9BB438A0DBDE58BE63B605EC4BCF860B83CB27F2F3D8FEA913C45203B3CDC2B72BCD8ADE53B611FFEBCF9C85DBC1F0416BD3BBF85BCFD4D143D445A2E3CF3A65BBCEBBEDC3CB5C3BA3BB3D58B3AB0035ABC20CE1D3D3B39AB3CEA5D083B46BFD33C80D49F3C2E65FA3C6A9C6CBB599F1A3D86EC29BC1BC7A8BCE001783A5B0051BCFB7C1CBC5EF177BCBCF4E0BB01AFB23BC6439A3A2D923D3B99BCBBBC0283B83C7DC94E3CB7F8403CA29209BD4E82C73CABBBA73C98A1BE3CE06B1DBCD3BD98BCE97B8F3C8ABD8FBB333F92BCC90220BC9EDD9E3C87EC28BB4DC32BBDB009DD3C54ED903C3096093DA24255BCA063CD3BCB0E103D1EECA2BCB06F7B3C9E33B8B93B671EBC3F688F3C85B7823C306716BCF284A13C2D30003CD94ACBBCEF7D4D3CB3CBDABB412F5F3C429E253C42DF6CBC2C02FB3BE78973BB6F8E5BBDC7047CBDEB2D593CF8DC82BC431B7C3C019517BC941506BDA08E5D3CB25E81BBE7AE3BBDC5AE9F3CA9750C3C6CF34E3B293D513C45A82BBB790A453C9D7E1F3CB423AF3CEDA200BC3FD31B39A6BDF1BBE4C05FBC4D25B6BB7E4E97BC8606613B133331BD0F6A8F3C2049DABB9B3AC8BB6ACA59BBF83D31BCA0330DBD9212573D540503BD246EDCBB20E9053D6B1FBA3C9BE6003D18FB26BA4962F4BB8AE9663CF2FCCE3C8469D8BB1BD6DF3A849BA33B39CF13B9186CB03B7D73603CB929053C26BF0E3C1763F1BC240D663CE335183DC60090BCFB02BD3C1DEAD7BB168F913BC6BC04BC90FD87BA6937003B7425E8BC909EEABB92AB08BCAAC3A93ACF309CBAE163073D9D0C00BC29484E3AEFE9DEBC4E4C11BBBF3C0D3CE20FB13B205658BCC67A26BCFCD39BBC57F5E03C50679EBB22001B3DF80F1F3DC29AED3BC96AF73C101FBC3CE458BB3C723B83BCB66FABBC495D83BC970AF3BCE6BF193D2E1A9C3C5521893BA2828A3CC04B13BCFC822E3CF029933CC439093BC7380D3C4FAE523B420EB6BBB20779BC6A0FEDBB418E4F3B723701BD929B1D3D528E12BC303256BC808BBBBBE450353BBB116F3C723A01BD0CC88CBCC55A3E3CF74927BCEC9C65BB22B0713CBE003CBC77D3533CC2461C3CF0B8943B52B1A23C5E7C173C6A42363D24AF3EBBC9942EBC6F8C36BCF73617BC896A83BC09CC9DBC1043CA3B998E6CBC7073323D6B6464BC9531D8BC9D69EFBC620EE5BB04AF53BBB65C8B3B772F8B3CC796313DBB5915BDF0FA5F3B664C343D53D5DC3C0D48923C9592893CE10CC8BAEBF5FCBB09B99BBCF228ACBBFCDD17BB870C60BC969C803C98A9F13B13447FBC58420C3D040F423B609023BC75C0E6BC5937C43C191798BBC04EB83C4103CABCF42DA9BCF0743DBC26302E3C4C6585BC3C05BEBCCB577ABBF8DD4ABC521086BCFCCC0ABCDD5B7FBC5B76DBBAA406ABBCC1DC033D37C4493B324EDA3BAFAB2DBCEB1ED33BE54058BCE11178BC5512FFBB1B59253CCA49B4BA5703393C9F17883CD465F6BC08C3903C9D42FFBA1D0306BC3237F43CAA37F5BBBEF7253CF8BDA03C476D11BB8B880C3C38D3DCBB867185393E6047BCE659453CF7434F3CFCDF2F3C86908B3C0A63653BFE743BBCCA2AF439D9696EBB7BC9FCBCDBD3F7BA1D1B073D7C194F3C4362123D673BA3BCF5CE7F3BD405BEBBE67BB9BCF34ECD3C20D480BCA4DFCB3B44FBCFBC65A76CBC522612BDC22E39BC5063CBB884D7963BB578753C4673C5BC9CB7EEBA1B27A7BC0BA3B3BB30B7E83C599C113CB21CC9BC77C3853C41B763BC4A96B43A5C6CB53CED1E913C70ECA6BC9C1C033CDF2E1ABC14F6E63CB871863C5B5B64BBE309843C613186BC26E4263B09285E3C2B8A84BB007ECC3BE08D053DB315AABB25DEC23B6AE33C3C5B2390BA025B843CBB6F6A3BB99A0B3CCB6359BC4B63A2BBDB9918BCA1B1D53BDD6B763B98BE943C69BF56BC3054BEBB52236DBCBC9CCFBCCA36513982A8BF3CBD06193C861995BBFD2A11BCEA1841BD690437BD340B81BC704E38BDD6E3303DBCC5BC3BAC7D7B398F61CEBA2C6CE93C300D6ABC677C5DBBEAFB80BBAAA896BBC98A8DBC6B8176BB4B0866BB521F5DBC703BB43C3F300EBBCD9900BC49360E3D5FBD9A39DCCCF53CD072FE3B2B8ABABCA38FFD3CD63B9A3C3883333B37452C3D4B75AF3BF98961BC59BD343D92FB40BCB035D3BB89DCEDBCBC8BDFBCA46A023DBE73FF3BAE3CB23CF059D33CA466BABB8939EB3A8FFFC9BC4982B03C82AD5A3C2947C23BA55E0EBDC7D41C3CBD4312BDBE256B3CD42DCE3B87807ABCECB56FBBEFF058BC4B01073C86D2E63CB39A1DBB0FD089BCBE6AA2BC789D3CBDC5FC9ABC2EBB6EBC3AF10C3CDEDC27BD0483D4BB1445ED3C444B2BBDB5A948BC6926A1BC295E6E3CB32602BDDCE077BB458D153DE039A13CDCDD003B4CF07E3C0996653B4DE5A7BCA758533BE2421D3D1603193CD07FA83B19C6AA3C105599BB7EBFD9BC3D767C3A1A0B0FBB460381BC8E25AE3C49CF573B1DC3923C350D143D1F05013C45C5D63CA654F03A1C4A863C476C8CBC95F8A1BB9F6A9EBCFDE10A3D90AF26BCF0E41DBC0C6819BC6B2EFDBA79FC3FBCD27E2B3DDC5BB4BB9B637F3B53D5A83C26FA5EBB074042BD82A3E3BBA009A83CBC045CBC21155CBC104FD8BC67CC1A3D93477DBCFC78F23CA4C0B33C0454B0BBFB17A13BEF3AFDBCDB051E3CF21CC1BA62DAD9BC4CF9693C56B023BC1E63AC3C73ED3EBC810109BC8A8D973CE7099DBC5D0DBB3C7263003C13B5E2BCA09DE0BBE1BB8D3A0DD515BCD878C53CF82887BCF7E44CBDA5F465BCD4BFDC3C14DD533C05B7C43C962B17BCBCC4A1BCF7957B3BDC1723BDC9B2503CE15A0DBD590AD5BBB465843CEBE405BC844788BCF00205BDD7FB8BBC39000BBCE73DC73C5E9338BA4B21053CF2CD2A3D1232913C6B4424BCCEAE02BBE281693CEC538A3C99C727BC0B2840BDAFECB43B2F2C8F3C2938BFB9DF351CBB461CB03C45F4CEBCC6528BBCEFFDEABC618A6CBCDB407C3B176F85BA9B0EADBBBB472B3C29AC7FBB14FE7F3B37F8153C63BCFE3B25C275BCCC99F2BB54B43FBC29C8753CF5D2413C62E5E33BEB3B0FBC2C5165BC8C9DE73C20C6893C4F342BBA6F44D0BCA8D79C3CE8C30A3C4F94CD3CEB4791BC18731BBCF045C23CADFA05BB17991F38579F03BD3D7F863B3761443CF378B83BFCD47CBC7BDE423CE3F207BC13F2C3BB05A9C1BAE6E8933C6A82213CD77AFBBBD77F953C9B7500BD4FBA143CB5DE13BBE855A1BC3DA992BC9091B03CBE3BA23CF65AAABCC088EB3CC37D06BCE29479BBCAA5D9BC18D1DA3AA68516BC58D155BC7560C1BBD061043BA21155BCB709A3BCB8CD663C883F1D3D4E8CDCB9A95E713A6E6DDEBB737ECCBC5F7B1B3A06F1363A82148C3C9DC2B8BCB4A5693CBE20D0BC9777A53CAF6E7E3D1BC5BABAA2E2B63B352F393D8D880FBC75E9B2BCADE79D3C93CC193D9E06353D2595A83CCF63073D3DC8CF3CE1B2D2BCDD7E7A3C37B3033D098042BD56F4A13B8480953B7CB96C3C57C3D13A93B0C2BCF7C475BCA5A2C6BCC2DD2E3D19370B3D9582763CB804FBBBBE45C3BBA26940BBBC554A3D395BA4BA248685BC93AEF93BC3A3103C9228C5383040313C3795D7BC43C79CBC50F5213D2034403C97AD42BC2FB4183CA745C0BC9C8812BAAE60403C9755EBBCBE4F99BC8D35273BACAC153D1765DF3C01D6DE3CBCEFB23BA46B55BCB777EA3B5455AFBB62011DBCAD6B3ABCC74C8B3C32CD89BCF26D84BCA9BE72BC2CA58B3B94F1E13C3EBFEA3B376F0FBD802ACA3C5F2E003CDB16133CBDAFA0BC70A40C3CFE201ABB0C38EC3B664EC0B95304183CDC842D3C948E283C44500A3D8D9B82BB66A9E33B31F68E3B26033639A4991FBD372A04BC6258443D40498B3C4601743C1C856FBAFB08253BB131A3BB73EB053B50D683BCE55F4BBBFD9DA83ABBCA76BCF9FBDEBB4AA5AA3C147421BCFD360D3D975FFCBB6AB1623CA07D103B572C223C709BD2BCA5FBB73B07A1FABCCB6E9ABCB927B1BCC736313C9B5EE1BC7CFF11BD5712FABC3EACD23C7497253C1669983C6DAA913B37F52F3CFFE4A1B72AA9AEBB4ADA083C7E9E1ABC5D7404BDD9FEE63C4894833C0DA41B3C20D4C8BB56B726BC4B3B79BC972A7BBCE3058EBC82FAAABB47D7C0BB2FC614BDE7CF113DD9E9A4BC8FD980BC6A0E02BD70E6DD3CD0EBEA3BE2BC893C498308BC677E90BCAFD4E5BC46734B3BA25338BDCF6C703D14B084BAA62F38BC503FD93BCFB0683C8BB8AD3CB73E623CB2566C3C0F82B3381BACAA3B059C863CC6F10BBD77E51B3B6016E6BC067A8F3B4E68963CD30639BC8613453C699B013CB99E37BC7D407ABBC971D0BC9A95873C73C03CBC72B54C3D997B82BBAE1F053AAA042DBB98772E3DFD6E613C27D4333D93D648BBF58B343C729EB13C33BF603B9E3F75BD378DB13C7CDBFFBC7DF4663CE77E3C3C6E78A63C6F0C13BCF9D442BD8A9BF43BE28BA3BBBDF41D3C73319BBCEF0BB6BC4A339DBBB81F883B302000BDDB67D7BA829B883C18FD7F3C4FCA5DBCA35B69BBC1B06F3CF6C694BC2746BB3C55B5D8BAD6400BBC9C6129BD5D2F8F3C02AD313D321F9FBCEE50A83C5F31913AFAA7863CC71349BC5010003D07065FBC1CE18B3CB738BCB9D2D812BCB5E943BC41B6EA3B4A6ED93C0FFEFF3B01C4413C92CB27BB93FB7ABB62E06C3B3F0D113D65B83E3C17EBFD3B826FFFBC7E176F3CA9416A3B845CDF3C9BDF413C6681093BA40BB0BBB9501C3D905C733B4449C1BC2B78663C904392BCF645073D07FD19BB971BEABB0ECF703C253D9C3CD575C4BCF11718BC50A552BC581F9E3C65F2F03CF996BCBB2CFAD2BCFE6BD23C81E0A63A733D773C6D732FBB33CB7EBBDE43163D1341B53C8F69F1BC5CC2BF3CC9D2AE3C70D6A73C",
      torch_tensor_64_torch.float32: "0x0400000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_64_32_torch.float32_1: "0x040000000DC6913CAFDBAA3A725206BDBC2A063CA2EBFB3B3B11DE3BEF5F0BBDCBF54EBDBCD9C6BC24F2033B6D2E9E3BAE72253CF4EF623CF1CA0EBD875B243C25045EBD1D6C193C9CDB4A3C8C9C903CC2387F3C81E7E43C6BDE393B6524623C068E523CD62284BB50D303BC1E34513CF46A513CF4E26E3CC027493B5EBA19BDA49FB4BCCBD9713B8470173D0C5776BC4EA8413CA3C4813C13BFB6BA94CC44BA5760B8BC2E94AC39C18D6BBC2420C73CE968BB3BBD0D12BDE43F293DC07382BCD27AB03CF528063DBE881C3CA28D5CBCA6DE86BC8980323C53AA04BD5E0FB13C514D9ABC788A9FBC732D313DE69F0EBD273EE5BC0BE5FEBC1BB37FBBB451153D4AB6EDBB84F75ABC8ECA193D3B02543CAB0B0EBDBD57A2BC9508DABC611C34BC152AB4BC5423F5BC76D207BD39588D3BB2BACABB824896BC6B586DBDA0C68FBC1DEAEE3CEDCD44BCEDFF193BDE5A1F3D5B08B6BB0651AF3B9C21EABCAD8512BC00ABEDBB79E64ABB3C146EBB3720803C7404C3BCFCAEE83B97CD87BC0BBC3E3CD0F05D3BE9D4023D66199CBC8BD7123C36B31E3C37D3223BF5DE7BBC2A520ABD07461A3C5481903CC98C573CDC2526BCFFD114BD93072B3CD88D863CB402033D29EE62BDF429BFBC601361BC45F305BDEE58D53AD281A8BC976CE73C1E691ABD1C0675BB43A46CBC40A901BD1C9CCB3C8159733CA5BEA73C4B0A1D3C3019B73AE76F9B3B648A3ABC9257C5BCCD90C73AA34D753CD490A9BC0F4B503B857DC6BB2017733C560F1DBB047A583CACAD833BC505DFBC11E085BCA4671BBD8C101E3C0F44943C4A6EE03C4E1E50BC9D99B0BA89D0C63B0BE8213D9733E7BC98B72ABD4DFC2E3CA7BA923B44BA913C5203CC3ACC9B1FBB2BDFFF39C76AA43C69C501BD7A8589BC5C38A33A54F8783C31DE0C3C373DB4BCEFED10BC1962063D305D19BC74471F3D796C78BCB0E5BF3C5B9A63BCCF0EB13C19F03EBBCBA5AE3A6FB31A3D9DC32DBC99DDA4BCA6BDB93B45188A3CD945803C970FBFBC7B18943CB2DB323C5C6A043D1C74463B3267813C8198C03ACF762F3B653AC83C09653DBC4B1C6A3CC387FA3CEF1AAEBC94630CBDC4E0503CF023BBBC4AE7CEBCE240E43C18C772BCE2DC95BCBE8094BBDCC4CABC10461ABC67A1403C467243B834CFCABC97B9303CB841F5BB25CE37BB222FA3BC665D51BB2F453ABBF4F6693C8955003A9C8DDB3CB513C93C090E5F3C557C3B3C5D521A3DB0A9B33CD8EF853BAB1931BD21EC163CFAF9103C1B5525BBEE8CBD3C4DFC86BCFEE54FBC45C275BDA1AE0D3BB7CB48BC7D218C3C92CC523B3D2B113D97487C3CC757523C7082A43BC41F5F3C526B153D9CEAD8BB54792E3D164890B9376499BC6DEF1ABD26A616BC969617B7D7EEBABC20460CBDBC4479BC07B3033A955AD8BCA1D0123CC77DE83C670ED2BC859646BC936998BB8DDA11BC02AB01BD77C1323D8660233CD4171F3C57B5033C2A8BBB3CB09D15BC58D59ABB48F684BB15A83D3D10EE4A3CFA1C0FBB4C13D83C9D77DF3BD88C4E3C992526BD8A9E2DBCB8F791BCFC3CBA3C9D3A203C85C2DEBCC4738139350A503C82C12F3CF8BB183BF437E13C727DACBC207AC1BCC579C0BC6DBFC03C374793BC89E95ABCD43C0E3CCE33ABBC87A8F3BB5B44B13A1D8DF8B9815460BA1A6921BC2E6C59BCBD33C8BADCCC663CC910A93CE7BBC13CD460CB3CB0E4533CC074153DDCE4AF3B6AAFC1BC0B353B3CF4CCBE3CE54C443D4B9989BBA6C01FBC8146A7BAE5B5243CA15C723C0EA35FBCE757F43B79B5E8BB7D1347BB58094A3C64F2253D6659B73B2B2C80BBC22F933C6605913C431C9E3C37DCCB3C006D533BA0BDB73B84BCB6BB72BE78BC91E89FBC095B84BB0E612EBC24D4ACBC210EF53BBE8157BD04D231BC2D9796BA62E6FD3B26923BBC7B8FBABC9D7A01BCA8851DBC5060F8BBA5581BBA7E1BD1BC2A3B3D3C2EB1A2BC5EDA88BAA7D1953C0D5005BD752395BC40388FBCE25EB9BB3EE5A63C3D25A0BB7290B93A5BBF8EBCDF459B3C44D142BC0F8AEF3C6DC9B6BC727CF3BC62AEF8BC7CAE51BC092580BCA277C8BCFB88533BDE7EFABC21D45E3B976AB1BC1EA166BB9E2D5CBD2A90763CFC5C143CCF1324BA29E618BBF9E245BC7B0050BC87A5F43CDE0D18BC02190FBCD7D9C9BC90FBE63B1DAF93BC9E413C3A7018C23B4873893C3E725D3BEC29E73B563FA5BBC45EAD3C519E943B896D423C1DE85F3D8DB3933C002885BCB02E373C171A64BB83E9FCB94718E2BC85BEDEBB677878BCD33503BD36B80B3CF2F4DA3CFC0C363A1BB4063C5D54C8BCF28BAFBC84482D3DEBF4F7B9331CE83952BD87BC12F1A2BCE6471ABD9B43E7BA55EFBABCA411823CED3D05382375EE3C3BC0A9BBA59F14BDEFF78F3A481F1C3D1B9A233D9083113CF7018EBAB53866BC21F5E53BD9938A3C79C628BC2157193D06317CBCE87C9F3CB75777BB7918B33CF818E9BB7EFB433C0750BF391247463B3E01E2BC049F0D3CC6E9673C165E99BB02CF853C9DEA923C79E5DD3CFB1D643CDB7F083DDF4596BC125BEB3C0D72A0BB53F673392BDE6B3C40BC87BCBB5881BC6164D9BB255FDEBA4F97DDBB793C18BB993B423BAD2ABD3C5EF537BCCAA346BC220C0E3C627B633CAF53FFBC80BB55BC7BBC3FBB84CEAD3C58B515BB53A1F7B76F8E96BCDBF1B3BBC0BCF03CC7007D3CBC4711BD19FF4CBB0599EC3B1A85233C793891BC1CEB76BCF884C6BA8468D539D56ACB3B8E9DD7BCBEF9BB3C1DDD113D14F68539FA281FBDB923533B750E95BCCBB4183D1BA8CFBB4A443F3C802EBBBCC7A81D3CFAF91E3D5814233DA2920CBC09F6C3BC8707553B6EB7DF3C9DD409BA14F104BD73859BBCF07E82BCFEEFC5BCEBDFB8BC62EEAA3CBD7D053B97819ABCD43B2BBCAF97803BAE20A4BCA1213F3C4765A03B0D84C53CDEA6B0BC51701ABD6FC19B3C02CCCD3BAB293ABD628D75BCEAA144BB85D7EC3B87E290BBD0B388BC9250A63CCE99ADBCDF6900BDAAFBF8BC3618983BD99C68BACEF8253CB2721ABBADE79A3C606E0C3C931FDEBA81A8EE3BC0F9333C13A926BDF7F968BD33BAD53C5D39C43BA9F5813CD96B383D1D549F3B24F3943C2C7A773C822A823C3BDFE4BC81AC093D63EBECBC0577E13CB81C90BC935B5ABCDD9CF03BFF1A0ABBA06A18BC9302393C9B78DABAA147643BE6F3B93C9EED1B3D543983BBDD8206BCB0EAD8BB924A513CC7E90DBDCBEE9FBB24F7463BFB418EBC75CBC13CC5699A39935FF93C28A4913C1CA1AFBCE466CCBAB344613C421781BDA21F0EBC641121BD4A1B29BD0A8ACA3B1E49AEBC18AD1EBDBB9BCFBBA229EDBC978E663B58FF653CA520D4BA8AEAAABCD2264D3CFDE5B0396A0E0BBBD3DF663C7254C5BC0E7102BCBD0D3CBCF034A439199F79BCD30E49BBB329373DE0036ABC8AD339BC6F1BF8BB00E6EEBC9F63A33B4E85BABB6703A3BB703C19BC4073A43B22F8C63C6AC86EBDBE91AA3BE9B1CCBC3EECC53CF3DB0BBD8E0C4CBC687C8FBBBCC4493CC01CB03CDE039EBC22223A3DB2A9633CC2AC083C458F0D3DFABF903B1285FD3B794806BC10D512BB8EA301BC8906993CAB0183BC0FD7633CE23906BB0075303CA630B0BC95B057BC909AB43CF8D3D33CC1DB4BBBDDF8953B90E286BCE1C23EBCA69E61BCF163193CDB3485BBAA8B013D04F353BCD9E0C33C9429E4BCF9A0D33B20D4FA3B30634B3B6D5F31BDDDA0C7BC06D245BD6BC1D53C35145F3C1CF74BBDC4658F3C938A29BC7035B3BC22CB2B3DE6DC89BCF92506BB4E3F91BC043F01BBDE229D3C357C153C2F21C5BC7C1647BC450F4B3C463424BC216BB5BB1C241D3C0AFF543C0AD4C63B4582CF3CD0F59F3CAFC7333D5796423B4E87473C597692BBB4601FBC3C8AC239A9D8153A7D22F33B040DE6BCE07019BC02868F3BCCEB133D4EAF763C1E3BD4BBFD1693BB779D5ABC295C38BCABB5293B7C3342BD8C9F0EBCEF6597BB58693D3CD56A40BDDD6771BC825C983C4AD100BCFD7AA0BBF526CDBA78A780BCF2C63A3B712E963CCC0DD53A6E56AB39504925BD303B693B90299F3CF5553B3DA53E08BCD7BD843C685C813C39DE113CCAB40E3C9BF3D1BBE6122CBAA65BF53B772FE1BC949B8C3AB396E23C3DE395BCD45803B97CFAB4BCC3F3F03BF7F7E33C988FBF3A071302BD7DEFF0BCEDC0063D7666033D7230DFBC247CBF3C4BEBA7BCB69010BDE08391BC6CDEECBCA5C8B1BCB487C3BACA075BBAA41E58BCFCD318BC781A043CBEC6A53C7C45EABCB2E7A9BBA149243C808B123D4952123A1101893C3214C7BC7E4897BCC989AABC52684ABC9894BDBCB44941BCD140883B8A5BFD3CA661FD3BB848BE3B5315263D4E78243C40B814BDE67F11BDA4DD573C35E4CBBB3648093A8C6E7C3D654C05BDA5EA633BB2440B3D4FABC3BBC439C33CCC7A80BC5ECBD3BC9556CB3C8272913C29A052BC406E333B297993BB37A5B23C7CE1AEBB258138BB9D3722BB58A4E1B868AD8C3B97AD573CE7AE5F3D99B12DBC05F1C53B4423B43CCB71CCBCBCCA6FBBB5B0023C54AE29BDA0FA14BDB4632C3C4688CA3CD15295BBA1AD023B20DE2B3C828AD9BAF42AB4B90F37313CA7A49BBB01E5C73C4CE3F43C0A72B2BBAAF7193D243CA9BCD03369BC598681BC46D4213C30B649BCAF42ECBB7EB3073CA89487BCEBB52CBB464846BB1C937C3C3DAF09BC81FCEEBC72DC96BCE2DB09BD2E37F13BCA8D41BCF481073C467EC53C1E23C9BC3261B33CCFF4A73CCA2C163DA41E0CBCDBE58D3B1DC243BDF9D80BBD37A2923C1D08E1BC7B14F2BC6725C73C8B57D6BC4DC4A83BCE4C7BBCAFF5563C93CF71BBCEE7C0BCBE3E2CBD70865FBA001C233C32E3B33BDE657A3BF490FD3B21109C3C8F700BBCC1CBB3BCEF95D63AD012803C539B303C86C2F9BC37F8B23B1B4BCA3C57882D3D703B0C3A228F53BC6F1D88BC8F0A09BDB4FE6CBC0759DABC90F237BC3B5788BC94AD8EBC3E02C13C9C3CBCBCE01997BCCC2F78BA612BCCBB0689743CBD817DBCF7B8413DC4CF4CBC3348243CF34D44BCAA864B3CC6718E3CEF2394BC92F85EBCF7A188BCEBDFBBBC4A827C3CA9A2D7BB5839EDBB86441B3CB381723B1544593B00F0A03C94C6B53B8A5E24BB208CB2BCA976853CE05EF43C97A982BCAACB51BC7DFB27BC182238BBD94D493CE6EE213CB9886CBCEB56B83A1E9FAB3CF8AFCBBBB3F8EB3C6E89D0BC6ADF58BC42B6223CB30C71BC22630FBC46124EBC7457C7BC1CED983BF0677C3C7BCBD1BA94902E3CFFAA0B3DCBF34CBB14C7BC3A6CDCF9BC216547BD8552E83CCF77913B22E87C3C4539793C4026A0B990F469BBA0A0E0BB8DA38FBC4EEC353C50298CBA94F885BB89599B3B85B3973C7F2E96BC2C917CBC2771F53C44FA5BBB1B51883C13A6FC3BC41319BCBCA745BD6938533CD5194E3C99E202BCF2DF3EBD878BF9B98278D1B9E68330BCD73AC33BAA042C3CBE67F0BCC3CFF6BCA7ED1BBBBB61FBBCE6700E3C8288393D033B053D64C6563C2C62003D62228BBCBBB9283A60A8193BC617AC3C1735B4BCE8BC893B2911093CCE6F79BCEF0725BC98F285BC0F20DDBB0E49EEBCCCC0E7BCCE8998BBCF26403CFC3B773BC689A0BCA9A8AE390431D6BBC2C609BCD3461FBC25F09B3B778E7A3C2629A43BBC93E73CBE80E43CCFB20D3C252B5EBC12F987BC3B40FABCE2204E3C0423013C72A802BC616A783932F6E9BBF500943C29030B3D31D20EBDA319953BB767B0BCB7F71ABD098E443CE103E83B5C550FBB1517793B0B81E03CA6CBC23C5D721FBB3383B43CB0E472BC21D6C0BC1F2F09BDDAC10BBD6ED1B7BCB59918BD386C18BC3DF0033CF98EADBC77B4443CCD7B003C855FE23C777C9E3AB9589E3CB833433C5E70E63C602953B9AF0B14BC925E8DBC538FA6BC20F9B13BB7A9C9BC37FA84BB7CEE53BDA73AE73C99143F3CC0750CBDAD83A13B460DDC3BE743ABBBC9E7D7BBCBE90BBDEB92CEBB140B89BC6A7E48BC9214993A90482B3B809489BC369AA83C56FF943C57CFB9BCAA84013D8F2CDBBBED33483CE4031ABC24E1BD3BB26B1B3A1BA9C4BCA6BDF2BB8E8FA23BF46EDBBB22F8193CA2024E3C6BBCEBB98155FABB7EF6353C45673C3B02AA86BB626888BC75D422BD2DF00C3D19ECBA3CC7FB64BCCFA5A4BCB56E4D3C424C6DBCBB821BBDA2B6213CC1D0C8BB7F268ABC9E73023DCD46203DCE4B473C8D009A3B209F133DA2FF1A3C062E63BCD481FC3BE27111BC59E9513A04A88C3CD9BC4D3D89148D3AFE27F13B26016F3CF3BDE3BCBBA5173C3787153A59F6D0BB00A8C8BCB8881A3DDDB6E7BB9309F03A5276B9BCB7E56ABC621D05BD8D3E82BAE479D7BC89699B3C243EDBBC55033EBD4FCF51BBB378A83BD6E09E3A1B26F73CBC96963CE048873CECEE02BD440D35BB15BEE0B7E27F7DB9B4B1ECB999A9193D19136B3CBD86E53B4B339B3B0EA0A83BE40FC23B7D2B053D97B95A3DFB6DC33CA2C1B53C0A1337BC50C7EBBC1C503D3C6986963A56E629BD79D683BBA71AF5BCA737B6BB804D8BBCF43D9ABBD869CFBC85D56FBB2D733CBD2166BABCFC77C0BC07F307BC5CAF2C3C9984CDBC86DE923C8AEECABC474A8CBC803ADBBC921F1CBD054FC8BC881B87BCF84FC1BCF855D83B020E833C77DD4DBC80565CBC02DC953CF76BBDBBA110B7BB8013E33C16CC123C88C114BA1B0C46BBD4F59A3B6930193D18D58BBCB0C13A3CB0BEA6BCD94D2FBBFF610CBDFEC7283C95D032BCBD50F7BC6773F3BB50D82FBC47753BBC2752E7BCF48055BC4018993B1C13CE3BF0CAAB3CAFF48C3B539B3EBC8B1416BB1837DE3AF6F087BCB51C17BA2C59CD3C80FF5DBC0DBD91BC040284BC3B29BFBBDE5896BCCDF521BB6A6FF93CC4C9653C4DACA63C41075CBC545F09BDD35CF73B245E45BC71C603BD4DE203BD5E97A63BE12028BC274DB43AC15CB03C8577763CED09A53C2B3D133D0A406C3CC9D5883CEED1E23B47E7893BE4AEAEBC1834AEBBD991B03C25B0AF3BB4545E3C48EF203D059ED7BB137CAABB91E6223CEFC4B03B471980BC38DB523D6A2FF1BA1C55F33CBC0C4ABD6FC239BCE094443CB2B7DB3B476FF2BB9775B83B304497BCDE8725BB3D85E73C0A07BD3CE3EA73BCACE39CBC1A0B123CF9D0C1BBDCFD3C3DF7C4AE3C6A6013BDCABE00BC525B1EBC33241ABD582E56BCFEA299BB1E74D43AA754FB3B04C5893BCD28CC3BBC60F33CBDAE2F3BA72BBDBCEA36CC3BE34BED3C84E725BB83911E3B9DF5693CF0697CBCA14BF13CFF5C0B3C6ADF4FBBC963E03C6AA434BCFE0917BD02C0AF3B789019BC4E5AA73A4D3693BB4BB0C6BBEF4584BC1445513CBF8014BCDB44923CBB21B0BC600639BCE1B7DC3CF9F284BA4AC2E83C20B4F0BAEE13F53C93B96BBC18B75FBB079C08BDDE56713B871C273D61C334BDEDBB34BB15C3963BFE5C12BBDD97C53AAC9685388AF5503B5E77BD3C80E3DEBCBDB993BC3B3AABBC07BAFEBC8AD8A2BB3E78D13C2521FA3AD4D4BFBB2FFF44BCF47FFDBA25A58A3C55F84D3C47C4443C42B755BC633307BCB775E73B501DF3BC3DEBE0BC39549ABB94507FBC3D2D603C4E5EF9B852A1863B0713FB3C799B433CC185063BE91DF7BBA7068B3BAC637EBAF0EFF0BC108FC6BBA18DF83A94E6B63B2B83EE3B533E0EBB29D5BFBBD46203BD33D15C3C73691CBB258458BC5563D5BA1CE1863D2469BB3B09AC063CC905E03C3764CABBBEDD33BB98DB6D3C92EB46BC52B254BCE2B1BCBC5EF4AE3C86F3963AD313F1B98AC2B8BC1249B1BC5205383DB8B299BB8041C1BC97C8B03C4F42753C54EA9F3C47E4ADBAC163323BE2C6CABB21EB8E3C3251BB3B0B165BBC284DA0BC5EADDFBC5D31A8BC065DD13CE1A4173C19DE2CBB453886BCEB1ECF3C13ABE1BCEB1C943CCD900A3C612134BC87E31DBC3A8882BC2C70633CA906383CEF19DDBC3C0CB3BCA95D863C371B8A3A4F33263BF75113BCE03A063CB29EB53CD9B7AA3B3328A4BBB543733B5641803CD9FBD3BC2000FDBCD5461B3D330C963BFC83CD3CE89B97BC12259DBCDA948B3BB848B3BB94378FB9F986033CA38709BC33BEB13CDF7691BBCDB63B3C50DA05BC20C2E9BCC68E37BC8ACC2F3CD59F783C891528BAC4BE1FBD84699EBCAB9706BC72331BBD2FD5FB3B6A26D1BA1C202EBD76152E3C606519BBCBCEB9BCD3F5253DBAC9843B3E30173D8538783C1445E6BCD49C883CC626BEBB872EE43BE96839BD10B126BDC58C933C382822BDE5D2403CA18E6E3BD9F074BCD4120BBCCFECB6BC2AB583BC3DA3803CF3E5493C75343B3C4F9A813C09993FBC6944C13CD6252FBC004F1ABC3EC755BB6D408FBC57D9EDBB0C1071BCB1799DBA5B129FBAFB53A53C95E79D3C2B329ABCDF2F06BD00A40ABD164709BB34A8CCBA1518EB3A650FDABB5D3417BCBC9AA93CCDFDA53A1D9E053CF0A09CBC7989FBBCB4735DBC262500BD7B63153DE6F0633CCB189E3B1521CE3C40B32C3C40EBC339844036BBB8ADA9BC2996E83B74EF7FBCB513B3BCC26CCBBA98C8A23CC02BF13A40FA70BC6232703BB9DD183D22197C3CDD6F78BC27FD99BCAF3DE2BCB7F8823C567C80BC19D405BD16D297BCBA93023D5E4C1D3B3DEEFF3C7B09DABC1762233CA918823CA9CF41BB946ECFBC8F8AEDBAD941193C34A2213D64F5DEBC2781A5BC4EFA0EBD054DE3BC3FBA0F3BB988BCBB17F5DABAE49F833CEF1277BB221766BB3E3CA9BC33C66D3CDC8202BDAFAF563BD25C853C5599D63B38FE313B0E2A293C3F15973CAE6FDA3C5D1BC73CAF5984BC87E2803CA1D8FD3B6EEAC8BCFB0B11BD452A723CD8918B3C216E8ABB11BB1FBD2201A13C8D321D3CA16E0D3C109B08BC40F4B43CBC1388BC93EB553CD89AA03CE65329BAE094B3BC5075EDBCACF4883C8D07BF3CA1A6AE3C4DAA903CA82496BB3E859EBC5E7D43BC7E84FBBC63D41ABB3B621B3B67D9C6BB45E3743C65D00C3C9CCA3ABC396960BC276B293B1950053CE5D680BBFF7F883CC149A5BCD700CA3CB9B13F3C046326BDFC4C3A3C0997033D49E92DBCCDB316BC21DB583C4263E53BC6F092BA427A893CD5B4353C30A586BA7B80D3BCB354E4BBB2A409BDAEA3CABB6687AB3B2E37503CB853823C8E9F04399324EBBB2ABE3CBDC1EC23BCA6B9933C47AA93BC62D36C3C0CAB70BC64A88FBBFDD753BCB66BA8BCE1D1353CA2F719BB86CAF3BB3EF5D0BC13D1F0BBEF3C92BCC23C14BD34F91E3DBE74CABC2067F53B2040B63CC6EC30BC260DB6BC8657B3BBB800333C82BC133D17F9E3BB8D0B1C3B39BD313CD354B1BC690A5D3B4970973C3B2E9FBB39A4733BD4CC033BE229F63CA587AEBCB6699BBA622B143AED6A083D9D4E3C3C7328D4BB8613183D24D2BBBC54A2E4BC44F9203C423493BCCCF34D3D05D4443C8536283C3CB29E3CD093DB3C1E3CF6BA0C68FBBCC56C76BC1EA7CA3CDC2D82BC5DC40CBDE450263CA050BEBB9B2C1E3DF39F053DA5DF16BB21CCD13B0CCCD83AC915053C8DA2BFBC2112D03CC252F63C8052973AFBFAC4BC79471B3C5E101ABCA940D3BC80FD11BBABBCD2BBE029CA3C61A64ABCCCCD56BC24FA23BC84125BBC194AAF3C2153C43BD2D484BC544D55BCEF099BBCAF13A4BBE9CA423CE5BB76BB0A4521BCD737E0BB2FDBD33C9D2B3E3C10844639A15D03BD4C3C613CF58FBB3CED3A243CCF438F3CBCA0AEBCB9BAC93CD6401BBDF7C0CDBB7F9F0C3CE97C85BC7332C83C6410E6BB89E39BBA97ADCD3C9CF17D3C27B1943CDE5907BD93F21E3CA65F9B3C471B87BC0A68FA3B6ED2B43C6F27BBBC02EBAEBC4660853C6F2A77BBC738E4BB4D28483CA9570ABCF6001F3DFD603D3C691DA3BC1E5D8CB93DD5A63B5DF817BD925431BC698EC2BAB94385BBF37D733CE2DC24BC8AF0B53C3D9FEEBC0DF723BCC18A62BB86869FBBC6F743BD2236AE3C272B3EBCC6DF14BCABB9543B66BEF93C840AB13B7DE2973B642704BD823849BA3D99C539F64F91BC0A49963B10B8FB3CD7C00FBD2951F139AC0B66BC9D9BA53C08F6093C7B2CA4BB00142D3C8F7AD8BBF9390DBD5D409C3B4F07E73B57EE2EBD461CEC3CDE4C44BB17D8923CD2D79CBB39B3133C90CABB3C6648AFBCD797B93C4B0620BB9F00013CEF6B4F3C464684BCF5076A3C4743F83CB68102BD826CFCBB19F78ABC987C47BC3D44A8BC382C8D3AEF8934BCFEBDECBCDCCFBE3C59198A3CB936293C0934E4BC890E6B3B6ED72A3CA5ED87B94729E7BC43C9EA393381D13B6158B3BBD9F0293CA9F5BCBC7EE3BC3C3264803C7962DF3CE7EDCE3BEB04EDBCB7CB973CBD5A3A3BA147FCB9589893BCA2FA833CCBEBF5BCD596683CF5A56CBCC485BDBC94763CBAF7D56F3C3E3CDF3B10EC77BCF7F3E5BCB73E113C0ED8173D29803A3B4E8B22BD5FBB863B2E0DA43C7FBC13BD978C2FBC4DCFAA3C7CF204BDF29E5B3C65D3D03B6ED3DF3C2079F4BC70E5303CA4D5983C4F49F0BBCBF4293B03819B3C3E4C72BC1BB68DBCC25C433BEB5D273C2070C4BC18217ABB79402ABDBE3DA33C7165A2BCCEA2A4BC449FA53C8B81D03C8E69DEBC26F934BC2F81703C426E2ABC808003BC28B18A3B6DC94CBC1FE781BC24F4443BC026DCBC59CE9ABC3CF4D03B7E08FCBC850281BB6DC439BC86C78ABCC9FF7C3C87F3FFBB2687DFBC1432D6BC80E515BDC052A63C1B3269BCA0FAAD3C39D901BCED99223D0A2DC9BC2248B6BCFEFB35BC31841CBD07F8EEBB4FBAF6BB4407903C7B86CABB5D318CBC22E84DBC5CCE3EBC22C4813B05030A3BAE4224BC069D1DBB8B94833C999B18BCD68F02BC008AFCBBBD1142BC59AF81BC4A99EF3AE627523C3D2B7A3A3B99F3BC041EAA3CF61E14BBCB33A1BBFAFD093C96B70EBCD81341BB2ED5D93CF216113B77AB593C8296AABCA61939BC125C9DBBC7E89E3CDDDA28BCBBCE8EBBA2E1C6BC423A013C4FD1223C2C24F2BC64BC633DAAE3C93C5AB884BC242ED1BCFB89063C3BC9823BA68685BC02CE123958884C3B9F6E023CB8BA253D1719153DA98DD2BC6BECE3BCA954B93C5DB299BCEE1C4F3CD4EEC1BA782744BCFCE4AFBB41E058BD006C1CBD272F363CB243C8BBCDCF43BD664F3D3C5056CE3A068440BDB1B7963CFC3DB6BCD93AA93B5F7C0BBADD302A3C9091A3BCE9C747BB90C18B3CB20C85BCF957B63AB225C8BC700474BCC0DF9D396FA4A7BCA109783B0DDD03BD1CBF9C39CE7A9D3C3C7BCF3A39C3B53CFEA5B13CEA98D03C1856B6BCB91FAEBB5718BEBC95F175BC9D88F83B864E753B0A54D7BB9735A63BA0EAB53C8E8A09BCFE69333B963801BC065652BB037B20BB331730BB0765203CC75A293D0C9A1D3C2333103D1887AFBAB8B2E83B5696053B5F36A13C35A1ED3C526BD8BC0B70C63C423BEBBCF9B71DBC77F7273CC315F8BC278C273DA9BEB4BB037523BDF0B9AA3CB831A03C01A782BB5E83843C14FB403CD8EE20BBA70C6DBCF713553D0767F1BB3C7A6BBD74AD023C2FE0A63C202BC6BC1DB8F23CEBF8DBBC09651F3BF7FB51BA2F8EFABA499EA0BBB85536BC6A56B1BC0CF0783D41614DBC00C994BB99B76B3B785E4DBCC7D3D13958BF3F3D2D6398BC60FEC4BB8E9D843C",
      torch_tensor_32_torch.float32_7: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32_6: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_32_torch.float32_5: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_3: "0x04000000B85BC9BCB0284CBC798515BD79584CBB5C5A97BBB0F996BBC20B493C0A09B3BC78F493BB549DE7BC42BA38BCA2B227BC331EFCBC77D7843ACDF426BA5D59153C7B6CBB3C420B87BC218EB9BBE74DA03B950CCFBC81537FBB4939AE3CB4DE023C2E7DF4390726B3BC8076CCBBA57B5FBCC666B43C75D6DD3CB0A80B3C818F3C3C20FE2DBAC7E7F23C05E9A33C7781B73BE56606BD777A5B3C399A8CBC193EEDBB77A22DBC70B2B1BBF99622BCC5C185BB86BFCB3A3C10723C64CC89BC32E5A13B1C7DB43B945176BC776D403C189DF93B8D43C2BB90BE273C96CF9CBB7AF90DBDC03AD03C1891D5BCA1C4C43CAEDEA3BCCBC92C3CAF6EA5BB8577CC3B0B3F953C76DB85BC02C3DB3B9D6B863CF3D3A53CAF4E263B3968E7BCF6909D39A02DA1BBDB90F33CB8119A3CDB311F3CE1C8153C18BA27BC85F0D0BA34E8B13C3CEDB6BB18FD5F3C9EDD9C3CD037E53C985CF23A9F18873A1582DB3C5CAE5EBCC555E03CB3A447BC2FA9DCBC795CA6BCB7F366BD8119B8BC87317D3CD2EF0ABCBC57BCBCBE35C3BC779C39BCCDE8293C5977203DDE7D74BDB97FC53C27B282BCA5B21FBC0A3D68BC9755173C2A565D3B8A1FB13CDC26003C625C8DBCA1527ABB290D213B4DFA8EB8D533DCBC2F4E0BBDFC25373C87D7963CCD932EBCE007783D0BC037BCA989E33CC9B2373DC6CDF4BC22AD0EBC982CECBCC14FC63C7D9B84BCF5C222BD275E633C28D316BCD7785BBCD5C79DBCB56D3FBD4CB8523CD0D88DBBBA460E3CB2AC163DC7580DBDB221AA3CAAE540BBF4AD1BBA04D52BBBBE17343C0D52403D74282C3CB51255BCA5C19A3BF4BD89BC72FA8FBC29FB803C6D2AA73A9CF32EBC6E95E63C29605ABCD80BE73B46D6E93BF8F6FCBCC8801E3C2F9894BC722E7BBBF671923CCABF4B3CE57092BB6C84E0BC590BB03C974754BCF47F80BCF49853BC4F714F3B7053E6B9121A37BD3567033D4AF17BBC3CEAF9B93271DDBC725D11BAE614233DA55AD13C983EC13C476CD0BC0CD6E53CCF6F4E3C857B1B3C92AA1D3C69B69EBCFC1D08BDAAFAEE3AF223BBBC30EB05BC677EF4BCDF71A2BC608A59BC2936D6BB7B432C3CCD4BB2BC87D1CA3C564708BC9E02D4BC023833BC7E9EBBBCAFD9BB3BFFC112BC7B2E28BD3420D53B016B7DBCCA39463DCFDB81BC4ABAD0BC74CC86BC0DA61C3C44470FBD4E56B5BC1D2D98BB65BB2CBD1DFC293CA75D4FBD6E6EEF3CCD3E2D3C827CA9BB3D38E5BCF02691BB501B543CF82FBE3C9CF3373CDD521E3D4F00233C8241153D9F9713BC364B9C3B520084BC6223E43A0984763BB32DA33C9F86823BC00CB33C87D8B0BCAC6A903C42FDE3BB1D343CBDE398693B00AEB6BB255089BCBEDD68BBB383D6BCD7B54BBDC6C47C3CFC29A63BA2370DBD226B0A3DA00C26BCA4E1ADBA619278BC460194BB646A513CE5DFBD3C73864D3C4B8FF43AF76E74BC7D62643C8973783B05529CBC590351BCA933F0BC6FCED1BA1E6D2BBC9D7B0BBCCEF5C3BCCDDDBEBC4777A1BC2976003C5254063C2DB3B5BBDC3A353D82E1C33CD2EA94BC38BC133C954EE43BC53AD1BCB93195BBFF68933C5DA9AABC0786BCBCDBFB883C461619BC2F4A00BD26A5C83CE71D0CBD54977BBCF2A35E3CA1B65EBCC60CA4BC6D0BBC3C68D8813C061C18BC1F17923CC020F1BCEB3DD3BCB2E1F03B042C3ABBF090CDBABDBA513CE935F33B98EA983BA3E30F3CB0F034BB93170A3C0A10ECBCD1428D3B65B70ABD3F0B813C5BB77ABC0755D0BC85AD4EBCEF82E7BBC69D103C60205F3C2CBC693B2519073D850AD9BC8EA6BC3BF2346C3A875366BBE7D509BCE7DDEB3A7E7F793AF3BC07BDD3D9EA3C5C034D3CD4E5B8BBF77923BBE7BD093CD6CE0BBDB31269BCB1DA08BCCDD6B83C21F0B63C425E25BD36A2B03CFB1A903C8B2F023C24721DBC81EDBABC184D453A9262CF3A22845D3C574BC33B42C3D4BB49F49D3BF260F3BCB2EAEB3C1D57553CA2C6F23C989BD2BC13A2E53BCC95D23CC1855B3C578B373C4D69873C4A6B4C3BBE6830BDF48CDCBBC119993C44A398BB9D3B81BC5EC11B3CF1BB813C39DF16BC4E3C153C6F1D4E3C4BF87E3AF581E03CD3DF813C606EA9BC38F478BCE291DFBC036904BCD7339FBB933B46BD6116C53BBE9737BD4E3AB93CE34FEE3A58CB7D3C5C6FB2BBA071A63C7BD58BBC8942263C5B7C1C3C2FB48BBB75593A3D4E10BB3CE6D197BC474A7BBCB74363BA9596B4BB5B38073D93ACA53AE007D83C193A27BD6E555DBC8A7BE93C29AA1ABD01F0E03C0568C23C345F86BC12C7593C39495ABDAEC0443D6D7102BDB37ACC3CD6E8A4BC3787E63B2D0426BC5DDDC5BC84FEA43B1D8D45BDBC3BA33C57EF023D133D0F398C83E23C67BBE53CC5A456BC7BDF263C7B3B9A3CB9D0C8BBF6ACACBC0C6F503BA42F983C5D36B4BA36C409BD856E84BC76B4833BB70FC63C5C8C46BADC5967BB10767FBCE14745BC83010F3CCD623D3C8E3EB73CC014B03C40AFA53BF91FA53C4621423C4236DDBB5FA40C3CBE4A06BBBCD7383A40DC023D00F398BB6E4DA4BC07373BBC008622BD779B91BB47257CBBBFF5173CFD84833BB3142ABB108161BB5B2599BC8E8DDA3C07A9C3BB264951BCA764A9BC24070A3B72212DBD69B4CB3CD443FCBB9DE8E3BCAAE6F1BB364202BDB72FBF3BE40704BD0CC88FBB2624E73C782BA43CFE02DD3CF3F1D93CC06AE43A87110F3C3464133D26A1083C79E6913CDA6E9D3CB4F022BC001993382340893CF936EE3B43EB083C86DD8EBC000B7CBCE2F1C93CEF12EF3C34B250BB26576ABB22A46DBBBD35D1BCA3BB8BBBDCF25F3CC873033D1439BD3BCA026A3C6AF542BADBD6C9BA66B3D4BC5B56CE3BF005613B21FDE03CC7A94FBB0C320CBC6C4E17BCD22416BC1438A9BBA7C28A3C8F36B9BC01EBEC3C31291F3CF88EB2BC9D054CBC0A2FE1BB85544BBC5F39893B2C5464BBB25625BCCB63AE3C20E88F3C2FA8023CAD01833C4252D93B4E475C3C2AA6E4BCD8A07ABC5931F43C0FB1433CA00022BC325D5639A60C10BDE175C43CE933463D78B23D3CDC10AA3B6E4CD5BC3E0F273C2683113B7B9C2C3BA26985BC703B7A3C34D594BC2A64F4BB87F6F2BC30FBE93BC141C5BCB574BCBB2ED2A2BC57E98F3C6A74283C738F803C436404BC49EC98BC0A5AF03BE56D633CF9F4823B7C7203BD18B930BCF7C583BCE7E38BBCE13529BC7200003C40C828BC1034653C94E062BC2E097DBC1439983C40F82E3C0A6D233A8530F1BCD4C092BAE06E41BA57A75F3CB5CCDBB83B15113A219C6CBC1022543B10F966BC616ABA3C201F8D394491493CFE7E853C32ECB7BC1B8D86BA04E7D5BCA7DA7DBC73EF133D42CFF83C5A5123BDBDCD9FBCDC77D73A46C22D3DEB177C3B38EB3C3C811218BC797729BD290784BC4BD2023B698E883C741962BB2066073D274C39BD957250BC95EA623C957F1E3C5DBFD53B94A3953B7575BABC99435D3C78DC91BC430191BCCF1346BB4BF1973BC448E03CA1308F3CA672DDBCF00805BC970927BCF528393C42B24DBB3899CE3B5C7E2E3DF247343D460223BBEB63B8384E64EFBC4668BC3C2B1C1B3D344305BC901822BD87B02E3DC7283ABCF493BA3CCB3B4D3C9EE13F3A2A92033C6A1389BC509881BBC2DA5BBC308C05BD5DBFD0BCFE62F4BB615D81BA11C709BAF7FC673C604431BC606EBC3B65C1C13B99C7C83C65A2F9BBCEB206BDFCA587BCF96989BC9147903C6F4726BD1468EC3B425823BD9333B23B2A0321BD41E0F5BBC5C6D63BD4C5553D303F8DBBF4931C3CE33FEC3CF94CA1BCB38FCBBCC4C045BB0629543CE77DA5BC9D420F3DAD478E3B0F9950BCCB4326BCB3D102BDFD5343BC2E3DEF3C973E32BC9C3DA43CDEE71EBD10AE5B3C730406BDEB0E013D2499323CCB820EBC522B2A3C9CE3D4BC336692BA55A9B13B4A9BBEBA596CCE3C7B8DBFBC1E857EBB80954EBBE91106BB0D4D47BB29F20BBDC3DA9CBC539CD93B0E49AEBADB7CA73C78B74A3D0553A93CF218833CE4D5883CF732033B523A6EBCFB4D0DBC39BA193CAC8E4D3CC2F4F8BCAAC305BC90E4B9BBBEB91EBD7B2920BBEFFC97BCDD5FC7BB8E08D8BA373860BC7BFAE73C580F2ABC1C6D64BC09778C3C136C3F3CC0C947BD0DBABB3C266C683960216D3C29F8B9BB812BCC3C9B80BD3C2B1A103DB47F473B252CB13C57417CBCA78B463DF584CBBC27725BBC3EDBA33C5735BCBC75E94B3C47A9493D9781DE3CB211BC382924C537D8CC89B858AA8E3C920FB83C5B8D273B5B630BBD26233A3CB2FC313BDB00273C6570DDBB459AA33CB4F89F3B0E605EBC00B3F8BC44C736BC1C5CE2BB234F213D5EA0C4BBBB17B7BC6BC5E83C349C0FBCD63A293DEF2B34BCA1DB613C4430AEBC24E2A8BCCD3832BC4B06ABBC49115BBCFBF589BC494588BCA284BA38F604953B0FE1D13C07A70C3D04775EBC6217C6BCD209683C42C3F8BB8A49453CC2A1213B398E54BCEEDFEBBC454036BD0B1877BCB4B1D3BB723A833CF5616ABB1B9BDF3B038DF1BB70624CBB30B1DB3C2C19EB3CFCCB243CB726613CC5D609B9D50392BCE9E93BBCC6D398BC60168E3C3673893B987F00BD2450BFBCB24A133C4C6EF63C6AB8CFBC82A9A9BCF02AECBB0FEDE93B5966D7BC3B2442BDA20C44BD19E63DBC3C8131BDBB9EB0390E3C04BC2AC58E3B6C9C503C6F4E073C24669DBC404815BC53D737BB0AB3AD3C8DE5923CD4684D3BEBBB773C59BEB63B720AD43C297ED23B0ABEE43CBB8514BCAD189A3C1C2B65BC852216BD1D4546BCF1440FBC7B65033C847706BB92F16EBB121F18BCBCBAADBCE2AE723A0AD116BC64843EBDF416083CFDE162BCEDD3813C24FC96BC54C6AF3C37D9553C02DE9ABC562726BD5265BEBCD9E0C83A705369BCF4B3873C12CD0B3D201593BCD3A9A73C602C30BC97C7B5BB57EA94BC42A8F9BC6F3210BCEA553A3C52544FBCABFA34BDC8E0893C0CCE963B760487BCAFBAF03CC9932B3DBE591ABD5473A4BCCF03C6BC040688BB24D34BBC9C986A3C7BBCC23C75C0BCBA771AC6BCBD386DBC6799CF3C21177E3C1D5AD33B2E751FBD96C125BC87F575BBD4CAFDBB7D843139EA44E5BCA00AB63C5EF8183D8EC6B83CBF2D9B3B0966663CE50B423B849FE5BC99E082BC86E62D3B9270E73C0B3492BCEC56973C0EBD16BC1025953CBDB8B6BC1B98DE3B107AB2BC469221BB0EC3C33B899062BBB492003B9594493C10FCC9BC998B1A3BC55811BC8BEA183B8F7FD2BC0E53EF3C7D54413C8551283D61D1DCBB5826E73CE69B843B9DB19A3C953BF4BC4EB89E3CDCBC5C3CAC141DBCC154D2BC14E1E93C40004EBC82D9DC3CA54A5ABC35D240BBAEB3803C4B27743BE012173C95A5CABC9526C1BC8690533C8AA4C53CF5F039BB7C40C43A7079DBBC33888D3C113A9C3C471E4A3CD4CEB73CDDC4833CD56A8C3CA23490BADBC29CBB59829ABC550EF0BB196C96BB6E3BF1BB3E528A3C29D3383D0B0596BC1C30F3BCDD005F3BF53A5BBB61F94F3C0AD7063D3E316D3C6307223C322B2ABD9026D63CA03A0EBDD6E7153BF3BFB53C4EB8C23C545B103C3C6A6DBBEB5DECBB0DBE18BC8CAEF43C4418A3BC6773B1BB3C67A6BB023EFCBAEEC5FF3CA741B7BC41C6603C66C6403C1DD4C23C015455BCD0C302BD905B023C27125D3C3DB783BBDC9B903C15BA09BB9E5CD2BC7BF1563C24CBD7BC2EC4B4BB5D4CB2BB20FE383BB8DD433BEBD7E2BBD51D613C9D7459B9C994EF3BDB2317BD55A67EBBA78C28BD843505BD2EA1163DCD62873C8948BF3B1D15DF3BEDA50FBD",
      torch_tensor_32_torch.float32_4: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_2: "0x04000000DD8D3E3DE6717ABBB9DA943C61953EBCDBF519BDF29689BC4B5183BBE59B5ABC5CD5C03B95AD913C26579A3C3706873CC6CE3139C1F4063DE75D353C44F0AD3CC123BA3C668A0D3C20B3BE3C6CF1803C1916EF3BDA1A1F3C308AD0BBB4C8503C8635543C86ABEF39DA3516BD26C0E5BAA6CEB43CB2B866BB960323BBB4740CBB7277433B66CACF3BF96197BC77B4643B33DD14BD3313E03A153B34BC4B289D3C75D80D3C8BC3D3BC773EB9BC1C63CBBBC91786BB757D9FBC3072123DE7EE5DBB748817BC74C0C0BAF57936BC1BD930BC8FA4E3BB8A6AA5BC7B3448BD5DF71E3CD02F063DFED175BAE0C02DBCFC33DF3BAB5E5E3CF3CD423C09F8ACBC89806B3C416D32BDA2BD9BBC983401BD5749E43BE6C06DBCCE934EBC19B8E43A8E9D17BC4912E23C46AE33BC263DD6BC492D8DBC3012A13CD940BB3C49949ABBEFFDCCBC3CDFDE3CA6390E3A970A1E3CC6826939B452993CAFBA40BC3006FF3CE0FFE13BA12D003C0BDE4B3C97B93FBC7BD725BCCFAED33C8BE822BC3F96993C43FBED3B272181BC5FC00ABD902977BC938A873C613E613C6052D83C6D49A9BCE7BFFBBCE2DD033BFE0A35BB003FAB3CA68732BC4998D3BCDE25AE3B4FA7E53C781CA13B6147913CAA1E1CBCBDD7453D37225EBCC670EFBA4D40B1BBE7CA023D0F50A4BCC9B9D4BC269584BC001E0D3CECB193BC46BE433D8A7A213C0E4EA53C8DE4A7BCB0E233BC2136573CA4DE973B5DC6C9BCCC3E6E3CD812C5BA6A2C62BCB7440DBCC933853C925B88BCE92113BC080414BD5EE11D3D1A448ABCCDA19F3C8B8D313B102F5BBC6965D63B4640B9BCBB3D6E3CEAF2BB3BA24E0F3AC09A933C07DA53BC9817BCBCAF96973AF7BD44BB4508C8BB49E8683CDD96E0BCA61EB83B4E39D6BCF47900BC1C7BC2BCAF6CD8BB4CF067BC7E774E3D27BA723C89E6A7BC99E74C3B62B6F7BB5D190D3D97FDE53B2978A03CB8594B3CAB91F13C08A5933B7F3902BD1D9C0E3CF0EDE73CF491423D21AC60BC72C9FCBC4B71AEBBF32368BC82682C3C25B332BB7DD8E3BC9B9E1E3CD548643BA655F13B46031ABD00D5B1BB27CB003D1CE9393B8F1F0C3CA30C8C3C500E3FBCF21DD03ADE3395BC61AE73BC93710DBBAE1AA03BF00A8DBCAF9177BCB73F623B8638FA3C2E68B33A9B14303CCAC56FBCAFAA74BC97DC6ABC70EE07BD645192BC974A1ABDD86D66BB9CB210BD6A8DB3BC3D81553C8965D4BA78D8833C7980ACBB39D671BCDC41C6BC97DF0BBB58BDB03BB462703C9478603BC9264DBDA9BCD73C4B6942BDE2964D3BCE4317BD500CD73B5EA19FBCABE6D13C72144DBC84322EBCC2126F3BA0ECFEBCB821373C94FA1C3C46D71BBDEC1362BCAB4A99BCE5CAA7BB649F41BC4782B33BD3852ABCB907B7BBEB6E943C6BF84D3B322D67BDB7F1A63CDE263EBC6AFCCE3BA1BA0BBD457BE23B799C9BBB72A1E73BA9B42BBD2316933B3FF694BAE16BCABC901E003B770193BCD7450DBD2E6243BDC0E4C53CF39A27BC3846DC3BEAE88C3CAE584ABC8FE136BC2FF93EBDD7026F3C9E1A24BDEB72E1BC361881BCBE2D3D3A536E59BC470FC23C348A48BC8BD3FC3C6EBDBE3B3BEFE6BB2BD68BBCF097A2BC0AF523BD120B543B0F970F38DB541D3DEAF2A5BAA090E3BCCF37C4BC605AA6BC59AF1DBB86E0E33C01B60B3CCBF68BBA6AC1743B48A29D3C7C4BD3BAD523B6BC52CA263CFE7F23BC2F19273BE28C85BCBB24EE3CD45252BB27FAB13BD496ADBCD265B23C94F6003D6748603C06766DBC7731623BEA7633BA025DE13B1842F13C0AB66ABD495128BC82E27ABC7599013C366AA63B2EF99ABC049B86BA725B4EBCEB5211BDD3CEBBBCB6CB15BC120F19BDD0B64EBB004B8ABC407BFFBCCC709D3BB49BA3BACAFA0FBD80E7543DE137E5BBE1DE043D132BCC3C3EFE44BBF8E4493CF5E9EF3B3EBC7CBC144A76BC969AABBB7507D23CB70E53BC6F175E3CF768EEBC7B7FC0BC0A82253C048F333CD34F6DBC31211F3DCADD943CA99754BCDEB3203D027914BCB3626E3CE4D149BD765892BC764924BBD0EBF6BCD3AA67BB4F4E65BBC8758C3C2FA9783C798605BC2673E8B97467B63CA24B7FBC4D9D11BC2F90A6BCD5B35D3CCF5B8D3C6E06763CF8DB5E3CDE98B1BACC98EDBB925A4A3BC497563CE4AF07BC55C07F3C53C2E7BCACF48B3D15E1D5B8AA776C3C8A9CB3BC86C41ABDC1248DBC57932F3D9362E93CCFFC693B0A7391BC7D1500BB6758BD3C0B23EE3CD3C16BBCB5DD66BCF5D932BD0AB7B53B6AE5173D269B443855D641BC7B84663C21E2E93C2E1A3ABCA9CCACBCED5D4C3C83B8723C1234823CD224713CE105BF3C2B1EE73CD715053C35CBB43C7208973C74767B3C0ED3A7BBD75B833A38EA4E3C245F00BCBF7D133D82C16F3C6E16ACBBEB91B23C6B337EBC7DAFC8BB5789803C7C158EBAE66F8FBB4DA9B93C95AFCEBA4A5BD53C4F4F00BDE10A7EBC5CB3FE3B0F013EBC945703BD2A2C72BDBB55D13B72FBE3BB380CB5BCD9F9CC3BF63402BD9DA545BCF549D83C02BC52BC5B2DEF3C2675C2B940E90A3CBF8690BC748E673CEEDAD33B46C68E3C9E2B44BC24CD013D376D71BC22B5B9BB90F3EA3BA54928BB677EE7BCC73D8E3C4DFAADBCA228D3BB87E3D53C1BA0CABC6B2BEEBBB9365A3DA6213B3C4DED8139F978603B0DBB80BCE4D694BB2603D4BC51AEA1BB8BABE23C5C56FD3BB215F2BB3E9C063C9BCECCBB64A1D73CEDC29FBB9469043C58F6CD3C1B2BE1BC2594053D4556083C26986FBCB4FB42BCA00CEEBB6112F7BC26EA5E3CAA2FE4BC8520BABB379935BB5B3D023C61BB423AE10D62BBD5A697BCABE9EABC7E0852BBC484D03BD615993CAA71FFBC8199FA3C9B3ED73C6078F1BCA32294BBBCC37B3B367BA83C21923F3B362D03BD6B7F8CBCE242A0BACC2DE73B90C571BC1D140F3C986C2FBDAB5AC43CF8E2463CE21C863CFE7F883C2DB92ABB8FF4313BF7F8583CAE50CE3CE51CDF3C81AB3FBCCED251BBD221D13B3481AFBC6F3B853CFBA8A6BC7938F1BC3108093D5D8B86BCADBFA0BB339B3E3C2D64A9BB2663D5BCE1B275BC27A32D3CA7143C3CB57C5A3C3D9999BCBC552A3DC9396E3CA44A173D14219C3BA29B97BB966D073D588336BD0AD73ABCF44E4ABCE75527BC4EECADBCDC3EEA3B473BC03B952446BC4667203D49B171BC0B5B83BAD483C5BCC94A733C1CD8813BC20139BCC7FD89BCAD77213BF5BC52BCED36B03BF71FB9BC789BE43C6532473DE584563CE75A9DBC73E659BB7F8214BDCE94F03C64B0AD3AB9F8DA3C2C5253BD8210763C87376B3C6D4FA1BC9B97E4BB7E16363CEF169D3C147214BC78793C3CE27A8CBA7299F23C2A03D53BB962B3BB8D7BC13CBDCE283B5C9550BBDE1DC0BC0ABCB2BC3C19983C6E33833CF03BD9BC5CD2F73C524B273CC388EB3CC11DEBBB7433B9BB8A3871BC12A4C43CEF1556BDF5D37FBC06B777BCEBDD373CA1FC873CFE90E83C648022BCAE6F813B460D33BB0AC92C3C4D8BB23C2C7967BB5A1B8ABCF7D5FD3C7EA9723C9BCEE1BCC716DF3B4E36B3BC7DA0733BDE8F623C8204C73CF956BABCF5EE0E3D9E69673B10F204BABE7BD3BCE67936BCB9E2433C36091FBC461FC03B4941E7BC0B922CBA8DEA013D57F817BCE87E973CA0544E3DC95887BC6019F0BB49C601BC4958E4BA4C02CE3CB7E2C43C4C3EE73B6B28D5BB94FA10BD4BA1C63C7ECF2EBDCA35A4BC420DA3BB339D56BCA4CA3BBD3E29C73B2BB1D1BC15D9393BF061863C9BA3D4BC04C6A4BB040419BC9707903B29B5633C4A944F3CCF94C63C3E80EDBCFB58143C20D8ACBB2DD112BDE5B476BCC496BBBC6E2FE5BA6294FEBB598AC9BC16B59E3C2012EDBB547022BC12F7123B94A8CFBC73BF253B8561013D0BC6AD3BE16650BDEC9B583C7CA377B973263ABC5512F1BCA9EFD63C9F83023DF2046F3C9DC7C73A988D29BCCB4A71BCA910B93C46A1BF3C8C420CBDC6343CBCE457AE3C61F76A3CC9F61D3C329BFB3CC648043D7F72913CA662F2BC706C13BAD28812BDE044BFBC89B009BD9CB17A3CAE6455BB339B9D396EC616BC1BD2AF3C352C1A3A956763BC50E2223C8BD485BC4034F43CCD990C3D07E3C2BCF5F85C3C67DAAABCA6554EBD55B80F3C81D48CBCEBAEBD3C8B35CDBC822C74BC5DF30F3D806C9C3C9046BF3C8937293CE66FD6BB5C803EBDF86A853B84241F3C3E69153C3BA9CF3CD4E094BCDE0A5C3C090DA8BCFF1A893C700D493CED8781BC4C288D3C2E738CBCA7E9F3BC939618BD2F2B2EBD7099B8BCF8CBC0BCD92AE3BBA3BC84BC543C2C3C8F72D43C9E9F94BB8F8AF7BC0AC6B13C25C5C2BCBDBAC5BBF041323C71C18B3CA716E8BB108A383C0D05A03C328AA83C52550ABC38F9B83CC124B7BC2B92CFBC5DA921BC079E633C66B7CCBB6FF0E03B495632BCDC22CBBA203BD93C754313BC99BB21BC6A619F3B498543BC92FAECBC6FD4F0BCA95391BCB3F30DBC7713AA3CABA58CBCAE05653BA002533DA4DA53BC800FAABB299AE2BBAF3B2FBD0F871ABAEF2A863CBBB1AB3C2FD2B0BC8EA1DBBCEBA0A43C49CB183DC4D9BB3C32E47A3B584AC9BC6460AB3C8A61C1BC3583C1BCDD2815BD800763BAA43CC6BC61D489BC4AE0CB3BCB3AB73B36A1823C97A040BB589EEFBB70EA8A3C2DB683BC0A10213C2775283CA9EA8CBA901E46BDE211DCBB4A59493BEB6D803C5B86913C53D727BDCEB0D33C573F343D2F8BEE3CEDE11A3D4D9902BDF502BEBC8476423C9C8CB9BC390F153CD7B686BCB0F8803CB92D083D1575C4BC061DCEBC0987ACBC8F5743BD475CDABA859749B81D4481BB79C10A3D214B35BC035577BC9EA2F1BB8A25033C93EB0DBBE60E233C3013CEBB3C19CFBC9C72193CE6742E3A3B6389BCFFF7973CD837553C4606F83A29D5B43CA6BF103CE5B40F3C3D5C093B8960BDBBA43781B900104F3C153191BB2608223C8029733B093DA33C49E2BB3A0E7F2D3C8002A83C1DB5A9BBDD45043C55BD66BC13A4CB3BBB69BEBB49B7983CC1B6B83C7CDFC03B29FC6FBCE60BBF39C9198BBCB9279F3C2075ACB91D52653C0217EDBCF2C01DBCAAEA76BBA96ACCBB8AEC373B01BD5B3B33635D3CE4EBDB3C3EA9EEBBAA5EC6BC45E7C03C3D71C0BC478B9E3A86C9333D44A04B3DCD41983CAFD8C1BB3D79663CBB1CCBBBDB4680BCAA6BB5BB26441FBB042A063D336EC93BB97D043DE536C43C957AEABC4720B0BC3862B6BC4076133D1748ED3C6205253D33A1E33C096785BB69A1373C8ECB6DBCDB2A153C5C04E1BB6FB712BC36DB033D87FEADBCE4075E3CF7FB94BCC785193DF741B3BBCFC8D5BAE5D3EA3CE5B6B73C9E8B5B3C2EADBD3B5C01EEBC2724E83ADDDCA23A6FBE103CCAA5EEBB9E335E3CB192993C0765DC3A7D1FD53B179A2EBDD4BC98BB3561D3BC21FC9DBC9B0CBD3A32EAF8BBB0B51C3B4B3F68BC527D2FBC8F5454BCC96C0F3C3CA4AEBB86AD0ABDDC04BF3B761F9EBB4178BC3CBB2BF5BC3936D43CA6438DBCBDF16DBBA610213C41F4283C10D0E6392767233D14862E3B2E2E9CBC75F7693C05898B3CABD5B4BC0184B83C79069CBC33C777BC3C31BDBC7590513A7ADD913C4C3FD23B82AA74BCBBD318BD74D648BD467F45BD5D0597BC17D6E53BA73008BCB6210FBC97B598BC3417CABC76C8983CECC5DC3CFC98BD3C62FC1CBCF967E43BE994C53CCC4EF2BB4E2BDBBA4FEE35BCB90401BD12B473BC3B83193C30F66FBB1B9ADD3CAE18D9BC8BE8C9BB2453663AF7651CBB244AA7BBD04B2FBCD4926D39E7DD09BCDE05EEBCABC148BC",
      torch_tensor_32_torch.float32_3: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32_1: "0x04000000E0A385BC086B97BB8F95223C404F98BC6F15843C53F5C23B17EBF63BEB3722BA811775B9ED74953CC20DE0BC8735C9BBAF398DB93D6C863C3DC8CF3C3025AE3CEA429ABCF0729ABC65A25FBCE51441BD2464B03C281B8D3A8D90BEBC0739F4BBF6FF80BD26F278BBFC0D253C922C2DBCCDA1B53C977BF63C77F8043D57E72DBC9BB886BB068B1F3BBB4A9BBC38524F3CBBAC043D923802BD01234ABCAE6381BC8506873CFCCA30BC3059D13C77ABC7BB29E600BC41560CBD3D6082BCE159B03C07520D3D937E743B21E9A63C704A163DC9FBBA3C07441D3CF96C5CBC7719633BB550E0BB3DA7AD3BA5358ABC1B98A93CA70F253D8E7243BCA8191FBC85A6803C353D863C5E7252BACBD852BCD952D83C61D5283C4F12E23CFDD9413BD541793CA69A303C9CFF1C3B723EBFBC1587B53A07270A3C0B0BA03C83B994BCEE4618BDD073D93B92E2B93C9CAAD33C8652803C70086ABCC41C16BCA64424BCC8A59C3B4BB2E03CC6CDC63C6DF71CBCCC02EABCC4AEE7BC2FECEBBA7D6124BC88EE143D2033EFBC3B49013C9656AC3C9EA37C3C12DB153AABEE4EBC81A6B33B10699ABCE0BF753CCF26E13C4538DBBB6FBE48BCDC7EC0BCF5F195BC80733F3C90A219BD9954283D0575FDBC78A72A3C97388A3B53F5BD39DCDEC0BBDED20EBDA7F2943CCDAE2DBB66C4003CF91D6EBCB8D4BFBC2F8AB83BBAA50939503CCE3BB0EEA23B5B5DC4BC109662BA10A8A93CDFAF083D10710D3C748117BDEA1E573C299DC33B25C4663B40372FBBA0106FBCABD0AD3CD47289BCB8ED08BDFB75583C7CA8FABCF6CC973CC648B8BB4112AD3C60DD39BC46C055B817A0FCBB79EC31BDEB8B8EBCD9CAE23C60FEDBBCDDFB3CBCD0B613BC5D6BC838C286603B9DBF03BC8A38E2BCA118AF3B0981813B17D694BBB85E4F3C3B30E13C424F203A6FF5D23C4DB5213D690BDB3B1EA04EBB4186DA3C7D6406BCF302723C2B1005BDBDB347BC17A4BBBCEF0CADBCAFCB0B3DA1FFB03CE3D5ECBB34C6893C6B3D863DD41A8E3CDB320E3CB48FBBBBF4B1D53C898BE13A1879DABCED0622BB17A6ABBBD2BE3CBB4FAC833914FB1DBDB20783BCAF1BBCBCDCC9C33C2961A23CD07DB5BB0531EC3C5BF44ABD61E9D9BCB0D72F3CCB966DBC0C125DBD5B79383C8AE3F53C72662DBC06BD50BC6BC5FC3C347F843C37841ABC92A7393D25A6F93AF2DE9A3B184C8ABC11DD07BCEEFC93BCC9DFC03B3D193ABC8BA60DBD2C758B3B9482923CF9992EBCA7E5383B955CDE3CE552C73BA0D72ABB58F3DEBCB045623B71B390BBC5291BBBC96F123D12F90BBC5EB1DF3B3BA4D23BF6A920BD1D7C66BCBC74F93A86FFE0BB4EC4D63C688D87BB90DF26BD9B79343BC987A6BC26B4F5BC29231B3D2D768FBC990743BC4FBD583C86B7163B2113E3BCBF408C39C17A1ABD25CD88BCA95EF0BCC25825BB726B063D596706BC8BD2A1BC8480ACBCA4392CBA828599BCEC5DFA3BC50587BC1B6CB9BC33A0D4B9297A673B138D053D94EE22BC95F8493C57FA5D3C312320BC010B31BB025DC53BB2D18EBC2CD8DC3C37CAE03B0B054CBC26B90ABDB2A0753B1C27E03C033F0BBD42AF65BC1DBAD8BB849C263D40904B3CA230D23C509236BCB0CC90BC208E30BD222788BCE1974ABBADCC1BBC78D62D3DD981283C3ABC9A3C0E20A1BBFE72D13CE2F7053CCEBD06BD40C9913C2DA92ABA80EC0CBD2264BCBCB46B09BDF41DF53B59FC9EBC1B973A3C42D0F9BB43FE7E3CD6E8A63C52BB81BC0152EBBB19410C3C871CF0BCB8635DBD1575933C5BCB96BC0FD9773C151BA03B0AF723BDE2FDB93C13323DBBB3824D3B65649E3CE2C0EABB957635BCAF39E83C861CFFBC9DB4FE3CB7E79ABC0F02F33C174D80BAF513093D4467183D03C479BC83AFFABB14AD79BC21E4E13BB54F703B3D9D3D3C13BA79BC1697143D1B4CC5BB612169BC86EDADBC4B8721BC9D4DFDBB46C2B73C86D731BCD2B9943A2B2569BC931568BC5B3800BCD84FEB3C910F133DEB4354BCC7868D3CC77995BB324FB13C3942F6BCCA43C83C1E7EBF3C344C273DBC42C2BABEEE40BC5EBFFABB74D04E3B2B5BCFBC3313A5BCD9804ABBDD804CBC9BC7663CE98A9FBBEBD5C63BC5B8753CD9955DBC9B78BFBCCECCFE3954F8CFBC2D5D0D3DFDC92A3CC534003B135B6CB98B53FB3A9BC8B93CAB8F413DCF52883CB9DEC33B7BE744BCC505B23BC3C4A3BC2F1D893CC0FDB53B0409B43C726DFC3B4677E8BCCAA30BBC4632C5BC20F04B3CC8EB06BB852011BDF41522BCB48DFB3AD8240BBD5E85D4BBE5EB48BCC2CB6A3CD0BF92BCB45B7A3B5FFB92B9CB466B3C03A80ABDF2BA42BC883694BC9EE7A53CA514003C3ED07A3C1EDEA5BB0101A7BC474606BC899D2CBCEEDCA13BA4D3AB3C4039CABA67F10DBC7ED0C03C0A948E3BBCC5F7B7D7A29EBC08B617BDCF1857BBD4301BBDEB2D76BCDC63BE3B6D67883B3037EDBADFED0F3D94DAFD3962F8E5BCEAB2E1BC38ED36BCB64C023D056579BC78A1FB3C39B486BB091541BDBC656C3B4FCEC03B49BECFBA72AACABB45C172BA41E16A3B202935BC09C7733B5A390F3C3844C4BC1E61683BB47697BB82B6ADB96EDCF3BC869C0ABC524082BC987F87BC0706BCBCE765093DBE30E5BCDE34463CAEE8163B9F6703BD611532BB330DB2BC5028ABBB5209C23CDE579FBC22EBC53CF4F97B3B15EDD3BB07295C3C26F98D3C548B6E3CA442B73CF2C7FEBCBBD2F4BC649CD6BAA4E455BC0FC8113C74AC133B1269873B9DE1293D80A10EBCFD6D29BDF56B5B3C7D09343CA6D7913CB5EF5ABC4435AF3C301CE83C0B61D63CFB16BDBB00B9093C8E3210BD81FEA7BA250A47BC17FEBCBC175404B9E099933CDC20FDBC870BA3BC88390B3D2536D43B215CD93BACC66FBB6516513C0FE7D7BB5EFA243CC7B8973CC2F9E83C9E8F0B3D4090ABBC5CE4323C3386D43BCE66A13B4E016DBB41880ABDAB14CF3B10538A3C1DB547BC29EC1A3CA510A93B074459BC9876D43C267D2CBBCAFDBEBB5404DD3BC41AAC3CF89E2B3C6971243D7A9B1CBC55F0463C0BC0B23C8E4D4ABC3823E43C7DEBAEBBA65D483C268ACCBC599E843C614E1B3D89FA503AC5C3B53914F10DBA877537BDE261B5BB3C3BC93BDCEBCC3A008CF2BA7D65E83C4B7E033D4A18CDBC52AB79BCAB61963BE6A1F4BBC186E83B4C8E87BC2CB7EB3B0980A4BC8ED9BC3BBD76093C4B1648BCF9AFC4BCCF64103D6EA6B63BE774233C8F2EB4BC7932653C27322B3B2823053C125994BCED53A6BC08FE0D39CE3CDCBBF349AC3C4143A03CA2462EBC85A5673C2F3EA73CC129CC3C8B640A3C49F773BC735E8C3CB0E006BA7BA400BD321F453C4BA0DDBC74070EBBBA5C083B1C473EBBDC620D3D64E752BCA69095BC1EAEAD3CC63EF4BCFCBCBE3CF8E0483B10B3803C6DA8843BD84386BC17FA013CFC7DE5BC93BFD9BBCCD6DDBAF7E867BC5BCD313A7F071ABDD71C4F3BD302273CC7EDCDBC57026ABCF77212BD34473F3CC278F3BB335396BC245D87BCCEC4C8BA8637263C3E3FD53BB3BECABC7B6B603C3EB37DBC799218BDE119C23CAAD72D3C6E709B3C3BA99DBC0A57D23C60DA84BB30F0CFBBEB04CC3C2C00E7BC22BC553D6B1708BD79FAF1BC4FB62CBB4B7CEABB4EADA6BCBE9590BCB5E619BC171B89BA5CFFB53CA6FE28BCBB9C8C3BF45C023D28C6083CC18FEABBCE23583C5402503B733AA03AE35D143DEB6EB3B9668B99BC516789BCD591073A01FE803CBB66C6BC5284183CBEBC50BC532D743A757E6C3CCDD8953CB49BCABB8A40003C2459CF3C89969BBC93B922BC839A09BA883C0C3CFBFA563C984413BD3328263D022441BDD0DF763CB9D9ECBC3CFE5538F71C21BCA436D43BC4BA0B3D3B9BAEBCE24A5FBBF50B9FBCD7B4933B30E28C3C20B5B7BBF9931D3BD677813C998C97BAC9B7F83A0574B63C9967BA3B6F1255BB8DC2B9BB393EED3C1753B0BC0AFB1B3BDBC69DBC0D3BAEBC4D2C18BCF02A613BFDED81BB305DAB3C35B76D3CB9F7003D059C44BCB100123C94D0213C0660FCBCD0EF49BA076470BC97A2853D7D4BF53C17E9AC3C2969A13C477B07BDB43FC5BC90181FBC6D9A273D067FDC3CAE31A4BB1E36C63C9F5108BDDB74893C8FF7C8BC6AFAAD3BAA3A49BDA4FCCCBC8B18253B87C59BBC4A97293CBBB233BC3FD102BD3E40F73C2497BF3C1D8996BC34FB263DF79F6ABC9B61D3BCCB8E82BC33865FBB86C32FBD07056A3C16B9A03CC91C6FBBE6330A3C4F8609BBBB06B93BF81BDEBAE4FC8D3C451C113C72ACBBBBD746933C6B5BF03C77CE96BCA672203CD419A2BADD24D13C38B799BC67AC783C9EBBA4BCF913DB3C7593B2BC49306C3B298222BB34D412BDEBE48839165A9BBC8ED8553C01740ABD0B11143D26144D3C69D532BC980B18BAC6BCC33B5B37673CD8BE813CF455023CF2B8343C3489AA3B541BACBB80749B3C69C7D83BF00B05BC9B5435BC908B89BC0F11853B5AF386BC3CFC303DF22867BC90AABA3CBCC7AEBADF5F8BBC070C5CBB2956D2BCF3E6943C44519C3C70F9B73C8CDFD53C80CA703C0BA1733C2EBF233C90CA783AFD4E073C7CF4E5BC8D2FA93B699CACBCD84A2A3C82C4F13B444ED4BC0B25B7BC9D4AA33C6EC981BCB79DACBCAB11D2BBB5D6E2BCF3D3273C22AA30BAD0A3C53C419CF9BCEB3F353BB83643BA2EC9C4BCEF91553C9EF0A7BC39FB293B4E99C1BC527689BC6C15D4BB1918B93C6668B2BBF0DA123C32B3B43CCF16A6BC6743243C0623A73C0DF136BDE69F5B3B307A4CBC1C1C953C709B84BB806C26B9966AAD3C052630BC2781E2BB8E1B09BD3D6CEC3BF21F433C22D947BA7C6B553C49D15FBC2E3021BBCD06973CBCF389BCEDE703BD2E15C33A5048303D626F8FBC5F0184BC21DF2B3C301AA2BC4DD017BC9656913C3012553B04C1173AAC3F65BC2EB59D3C0B13303CC6E6263CB9CD06BDE95085BC27A50A3C441843BB200C3A3D7C89F53BA59C30BC347016BCD2DB8C3C4F5EAE3B34CCE6BBEAF364BC9C438FBC1BA3D63C6C4D9EBCD397B43BE56533BC451A73BBF34E103B0F9A113CC2ED283A8E23B9BCFCD6643C0C6460BC8E43E5BC7D11D33C4988C0BC0ECDDCBB4501BEBA7D627CBB4E05C8BC197B8D3C7BA71ABD5336D93B81BC6EBC5B6CB83B4913953BA976033C4654A8BC52092A3CC9F4273D146DCABBF206993AE4CF8CBB7C88E8BCC2CB5ABCABAB13BC981E05BD927DCC3CB6C902BC5CDFE53C956A33BBB45A8ABBC52B123DC612843B874204BA94E1A23C64C29C3CCAAE9A3B2406983C4423C03C9861263CD219C33C965704BD0BE6F83C528DD0BBF2CF203CC72556BC765EA93C8AF3A93C94A37F3CA786C9BCA29492BCCAEBDDBCE267D63B6E4A193ACE2F1ABC9D06653CBF298BBCE29497BC27B499BC3B3D1CBD00A69ABCCBC946BDA79189BC92647B3C99C4413C8F91DF3C37C34ABDDF48963B6B0272BBB06371BABF1181BBBBF7AC3CFBB9B23C0250AB3CA5E5FC3B0510973CCA57B2BB1440E3BC377B093D5878533C9C507F3B84310BBC2C68D23CA5B8AA3B3CE570BA0A153E3CB5588ABC3020BA39E5FB573B920D123C74E5073C5E3AB6BC098D8D3C179FA13C549C773B3B20CABB0D3A20BDB4100C3D009067BC2E3EEEBB93BAEDBCD2EEA3BBDCA088BC72ECAB3B94AEE63B26304B3C212ABFBC80FCEE3BBF05943C2049FE3BA603223DBD328FBC70893CBCB53020BDD44CA3BCE4DC0E3D81744B3BD37D223CC9BD06BCCD239B3C8E1DD1BCFB4F783BECD8D83BDC2AE7BB7830923A5E4FD33CD284BA3C",
      torch_tensor_32_torch.float32_2: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_32_torch.float32: "0x04000000B463F83C7055373CFE3EECBAC3BBEC3B49EDC8BB6007CE3C6C86D83CE0C8CD3CAF6504BC7F2E803C776DCC3C067C3F3D127EB53C8B3FC63CD3F5643CBD133BBDB7B6C4BC33EE4BBCB29068BC20E684BC738040BB659FC6BC6689E73B4C59E03C7C4DAF3C21E11FBDEE72743CDD1FEC3C679A743A2B48573C1E1CA73C8D2D8BBBE58B5C3B1D2718BDED0883BCEB5A1EBD53F5303BD6670E3D6E4B1F3C956643BBAF48213D843421BB94BF01395AC69E3BB5E534BC381DA03C4F1A9F3C921DA93CA73B373BBFD2023C50E8F43C17A199BC0755CABB9C2475BB0F4707BDEEC3163B4211E7BB203945BC7777BE3C4FBEAABC7836323CFDE2A93B62BA91BC8FC62E3A6B430D3C5D193CBCD3FE9D3CB087083C2531B83CB028B43CD43F7C3CEB0409BD2B1BDA3B3899E23C3EB51FBBD368B03B05C7A5BB3800163C32D4D8BC077C4BBCD021173C0F3779BAF4DABFBC1628A9BC09B301BDE179E2BCD9ED22BC60BD95BAEA0F683CB4BD9F3CE73398BCB6EB193CB89660BB5EC9393DDC913E3BEAF4A2BCF45AD6BCD99502BCDE34603C944CB2BB1E67473C54B9D6BBE541C6BB8021043CDFCB093C55E0FFBC8D9189B97972E53C197C9C3A5DC5D33CAB598CBCF0A678BC6B3B1ABD92B299BCBDE6453CD9B033BCC50648BC7BAB39BC46AC5CBCEC29813CD40CA83BCFD028BC7C92BBBC8A5B343D294BC53BAA4ADB3CDD70D73B5D0B6EBC31E7833DBEB74D3CEF26F83A7F7E063DE29736BC12B08BBB67E5D5BC1C7D68BB5052EB3986EAC93C86E6933C9768F2BAEA89E8BB7201463C7315D5BC57219CBC26E8BC3CB5A1DFBB94164F3C1308EC3CE4DE453D029D17BCB0E6AB3C4A04253CE7F8513CC09DCB3C070F643C571229BD9BD0DCBA19B60A3CD05FB63CABE829BD378CA2BCDC4792BCBCAE3C3CD90E4A3B019F033DB914FCBAEFB6633BA08B913C734B62BC3692883CC29726BC53008DBCE4F3C03C9B13F7BCA446A0BCCEAF823C0245633B404E943C77F9463C5559B6BC9348753C201378BB873CBCBB138AB63C79AEBFBC53EAAC3CF3F491BC6551583C52D5C4BC94CCCD3B7C710EBC92E6ADBC8615FBBCA28A883B198C4EBBDE41F2BB6DCFC1BC70A4FEBBF872EC3CC4118ABC14AF663CDC6BD5BA46019EBCA2A14C3B9D405E3C53E0B73CF39648BCCD0BA13B078BBD3C303E223C6511853C41DC8A3C4907F2BC2E84CB3B2E7C56BCA0EE393C316E183CF3E91DBA301C24BD59D475BB6238C0BC8C2BA33AF4E287BBBC8FCB3CEB0F0E3D13C9BDBB5E8EA23C86C9273CECAF6BBCEE6FC83BB9F708BCFBBF9BBCD7A1673C0F6AE63B133F913B28E41FBBAB484C3A4F8FDDBCB0F4243C1DC2193D77C3F6BC6F65EF3C60A0CA3CC072E3BB3473993C195366BCE083B53CDBBAFDBCDDA88BBC04ED873BA12D3ABBBD8227BBE6765C3C3D2CCB3BEE731FBDF9EE20BC5F8522BBC150713C9EF123BD6783853C6B1B6B3B8DF5C8BB1972D5BCF0DFED3C7C585BBCF99EB9BB9E4E45BDDDAF41BC778CD23CC74EE03A9547483B8507D03C33BD4F3C0D65A83A57619F3CD4DFE23B4C9F83BB3DA60F3CAA88B03C5D4D08BCEBA062BCD76543BCB0608E3CEA1C433C7474CCBCC26D203C61C50EBD602B0FBDF9C421BCFEACAB3CFB71C7BB8AA9F83AB04EE2BB0E12FEBAB05390BCBFEB8CBC409371BBB3CBA53CE18703BD0FDE15BDC4C21BBB985B9E3C2A4358BC8FB0223BEDAD0CBC6AB0F43C12C4523B3E67E53C7E01333C87EF383D8B0238BD1C9EE43C2AE8DD3B54663FBD342763BBFDF0E93C1E427D3CD3CA94BCB39AF83C3EDE4D3B38AE533CA31714BB3BE01F3BF82172BC164A993A62CD373C56F6843CEAF1DD3CDB182ABBCBAE9B3C195396BB2939183C5567F1BC14DF95BB02324E3C8739CFBB5D781A3CD629AABB6926FCB750468DBC53186CBCB2B24B3C90E1EF3AF7878D3C387B213CBA578D3B9FEE87BCB1820BBC02A2B03CFC514F3C4AB4E0B71326B23C00EF8E3CBFD2133D6D06413C5B023D3C2936DF3CBC03F63B5A668C3CAB46E1BBAD47923CD86C25BC9E78823C5D9F40BC50F1583DABB504BB17891A3C35FDF03B0E4D84BB902AC8BAB897ABBC1DE8853C49A4B23CE3AE91BCE44F4E3AB068BF3C9CD42EBDF9DED93B09DA26BCECC4D23C9748C1BC9C674DBCC9136C3CF7B732BAD5B9F0BC4268233CD5E434BB9D374DBCCE6303BDBC0E2F3B62C2173DF082053D144C8E3CAB415ABADCF4EF3C6B57173BE66F0FBDE5E22CBC0B1C06BD3919E43B14913C3CC4FDC83C3657923C6C27D0BC92A8A13C47AAC83B10D4943CF2625F3AD3A0CC3C4E93FABCB5EB11BBCD06403CC7FE52BC78F1AF3CC5EC4DBCE0C1B0BB34C62ABBEBD8B83C4A4847BC8F749DBB7B0F6D3CB7EF8DBBBB75153D84D3D43BDB42ED3CD427EBBAE72C95BCF91604BD7C6A78BCD36A413C18404ABB5C31313CBE29B3BCEA760DBCEF90FEBB5D17A1BCA20AC2BC8DD70B3DC93A1C3CA2CFADBCD8C5393C4423DDBB2E56AA3B66AF85BC057372B9D7DF713C39386B3B6E8DAD3C92B4D0BA80C99DBC333FF23B3BF01D3D46AFC1BCC405D23C013DD0B8830A863CE4CCACB77F508E3B174B06BD7DE643BCA2031F3C543B0FBC893A0EBDEA9C69BCE219DEBC574C65BCD5A5B73CEE92D23C12C7C13C371E19BDD594843BEC6AF53C9558F83B366E8A3C9C9A0F3DD7024CBC9696943A622127BDC88690BC8B13203B45CE75BD4ABF27BC275D02BDFC9A3CBCE90D48BC9408AFBB4D1AAFBC42D28ABC41883E3C99B482BBFEFE10BCA736F4BC8462A9BC5489E6BC65C1C63CA4610EBD2C0F1D3CABD366BD650BB3B881BFAABCB1098FBC8040F7BCE05392BB2A2A283BFB1C92BC6E2B3F3C64D6963A47B01CB7F3493CBC6923003C5756513DE76955BCEE934EBCB787303C7D11DB3B9C4EE43C453D52BC103D703B81FB3DBA8E40243D38B5EA3C47B8EB3C74C7B33C97A2B5BA5C5E483C5079403C1B20423CEE9A5BBCE39A983AEA5BE2392A56A5BB1185023DA84F193D06DC05BC9E2AB0BCA0C9A839F708BCBCDD6F0E3D3010093DC4FE153BEF9A503C1C0503BBFBC7E0BC14F025BDB0B85EBA4C981C3CB733ABBC39AA953CC6224D3DA22ED5BC457BC83C50B2773C1855C8BC246534BC107C1CBCB21E923C40E40DBCEB7A7D3CFB300D3C06907C3C2EC9C5B9D0CD5E3C89665EBC62E2BA3B5640A8BB5B55A83C563C9D3C96C0063CD875E8BBE987DABC59E0223D1DD4243C56B1803C86EE49BC6A0D32BDFBAD85BC620CEDBB126E9D3C4AF2A7BC5409C33CA9AAEEBBF66985BC60A3DB3C34E2C03C134DC13CC191D93CCE44AD3A5B2DE93C98B82DBB89B97ABD57D23CBC3CE7583C44B6583CBBE9F43CDBAA413DD259E53C6266BEBA87224ABC39E17A3BE635103D2627B83B2193873C3DB7B4BC6532753CA2C1633C3D27533C81444CBC651C73BB0CACA03BA5D7C33BD041D4BC5B35633CB62CA1BCCB1587BC840C0D3CE98ED93C61104D3C6B210ABC864320BC2E25CEBC3E99F23C5516FE3CEE031B3C0E37B43B6460AC3C4E5CE03CBCF8ED3C38D600BCE7C604BDF93498B9A16EE1BC72AEC6BBF233F93C26A7D53C3836E23C6748CAB918F2E2BB4CF08EBADD946A3C2B0E3EBDAA544CBCABCB4EBCB43BB3BCC7ABAFBC4F8B8CBC52B4F03B18FE08B6E324993C21CB253CD8C06DBAE005C6BBA9CA3C3DB2E0E2BC04F1A7BA07CCB4BCDBE9723C91EF9C3C8BFD5DBCFC0BA4BC2FAEDB3C8A80C0BC9D128E3B58C7613CC584D13C8D48193CFCAB363CDAC41BBC97FDB93CE75CA03C0F47CCBCC65BC83C80633BBCCA7571BC98AC133CA70279BDADC4153B56C91A3D443BA1BCDBBB5E3C9D7DC3BB46FEE3BCE94993BB467A653D090B95BC33AF19BC4147C93C27989CBAC4523D3CEF02EFBBC3411C3D2F8AF03B7DCACC3CEB552DBCCB558C3C635D0F3BB1E410BC4A26B93C69C251BC754B553CE56CD3BCAEEDA7BC582AB8BC0934373C111D993CBDF8B63BBDDED6BCBBF64DBC98229D3B8A3523BC7D5E12BD12CCC6BCEE71E2BCF9D157BB3F790B3D325081BC7D0B163DE15762BCD2F7F2BC095743BCFEEF633B201D823CBDB5933BB402433CA2A63C3C40A67DBC427528BBF538BBBB1406263C4E85ECBCD2EC8C3CD423FBBB06107D3C3E6DE33CF27CE23B10B978BC84FD19BBAB88F23C227E89BC1527353C7D5A10BC5560DE3CF854F7BB842B5FBB57FF4F3C6E25D8BBB0A194BC7092E83C125CDA3A27EE4C3B109A15BC4C9252BC567A9ABBFE21413CBA6E963AF70FB3BB599C28BD97553B3C308E213DD29A59BC504E0B3D6965E8BC82C1FA3B8F479FBCAEB1F0BC06B2463C525706BA4276D3BCB97B5B3CAFA9773B44DCABBB95D8D93B6AF63BBC20FCBD3CCEE5DC3BF05BAB3CCC3951BD4ADF703CAF2BCEBC5C29793B3EDF143A33411DBC0C93EE3B42D0DE3BF7E6CD3CB38F86BC522106BDC1BFB3BCDF1602BC9BE6E0BBCCD9013C2A14153C50391D3D002F85BC53C257BB583A1D3CA54A51BD0BF8143DE3856EBC474A17BC916101BA4B9D023BACDFE33CF65F1B3C0ADBE6BAB07FFDBB4595BABB75EDC0BCB5221FBD0666073DE1F5353BB2F239BC85BFA53C74EB403C926786BC59C5C6BC774844BC060851BD57C0F3BB2648C23B921E4FBC2C9159BC6087D13C00CEC63C64E7D8BCD2CC2D3DB5A295BBE9F4833CCBC897BC470A773C4F005D3DC69298BB46F20EBCE7FD993C2EA7B03BA7F641BBB61F0CBC7042823BA1945D3C77AA9D3CCD27A9BC86DBBE3CD2BD92BC6AE4CABCA52560BB00CBD0BC674C883C0C4AFABBF839AB3CCB8DD73BC9D8BD3C8994B33C34CA483B025183BCAF9D0F3AE94A043CD7EC8D3B8AFE463C0FD3A23B53EB25BC97E0DF3C1C33683C4A6FE7BCDB33D73CDEABA93CA914233C00669F3CB9555D3DC47BA43AB79D9CBC3B8802BCCAD935BDD59498B8EFB1C1BCCCA5673CDD9EB5BB5BF9D33A57EC4F3CA028053CCE86943B506F7DBCB374BF3B4EB0B9BB5418F03C2BD2E6BB3856233CFB8187BC20FB9ABB00F0FE3BA748F03BD83FE5BC8BA894BC02D2053DBEED5ABC898C913C86B8503AB2002A3B6A3B6ABC290C993B5B52843CAF3D033D200D023D6E1E4ABCDB0103BB2F07BE3CD3D2223C04DA9DBC58225A3C66E2273D7779AC3C6177E33CA08AD43C55C28F3B1ED917BD6786103D4AE2723C381DC2BBC0CBA6BB2E7612BD12B5D6BC78AA3A3C3676943C1B3FACBC4FD91BBBFEC6A33BB4FEA33CF443063D6E8ADA3B368BA3BB49C99E3B6A057A3BF58BF6BB90919E3BDA96163D05B7FE3BF2F84A3BB060203BA6DB1A3C555504BC8A6FAF3CEBEA403B1B9B543DDB9F8D3C7E61C9BCB78ADEBBD1959ABC90B90D3D155117BD34578FBCA18CEABBF3569E3C64CC3C3DAC58F63C870B8C3C149F8FBB8991663C9CCDBFBCF491BB3C0031B0BC7408BABC798C6ABC229A623C1D027C3B582EFABB59CD2F3CAA0856BC1731903B35B00C3CFBA09F3CD58F1A3BC43016BCD773A5B92438DCBCB33B5A3DEC99723C79288B3CF529C13A2BD78E3986011A3DA9B729BC9DC71EBCCBF4B33C3ABD903C4CFA73BCF4BF17BCC5898DBBBBB85CBCC1A95FBC940F0A3D9C2FFBBC4A058FBB2708EC3914C913BCA5DBA5BC142A953CC564B8BC97903E3D382DB63CF92665BC95315B3B1DAC69BC723537BCD743173C86093B3CDD6FC1BB1938E33C9921AC3CE6C1973C32AAB63BE7D2ABBCD77162BCB25428BC5EB6C53C853DC8BCA6B2153C0608563C3B377C3C535CED3B07B814BCA58DA9BB10EB353D42EA55BC9EBDDEBB4B247DBCF7ADB73C",
      torch_tensor_32_torch.float32_1: "0x040000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_32_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_64_32_torch.float32: "0x04000000E4D518BB8EB154BC1EF8B63C5FB60BBC6B3A25BDFD1E1A3DC22B113C0B6502BD12D9883CC2A09ABCC0DA073DD4CAD6BC6684A93C4563E7BBE462C2B927A299BC923B2C3BCF694ABC0DBF113C0F8926BCD2CDA83C1EDC0A3BCB7084BBF3092D3C5C161A3CC98287BC612CB9BC814083BCFF21893CC25911B89BFB1ABDEC8BE3BBE6A023BCBC4F4D3C223E2C3C62922A3D897B03BC4B852D3DF32B83BA65060DBCFF50033A4FB7B53B0ACAB9BBA49D233CC79EF03B599870BC3EBAC13CAEEFE13C897E26BC54DD083DA71073BC8170AFBB42141CBDCB00813ADE28A0BC4BDAF8BC8E02673CE9B4A9BC0ADC1BBC204EA2BC8D390E3CE7EAF2BBAF71013C8B2E593C1B0D433CC6ED9CBC4444AD3C3311C8BC25D0243D13A67BBCF8DAADBC94B7CCBC34CC133C598A9F3C4F210DBD428C0ABDE8C50DBDB745BEBC07E2A1BC3E72C63BA62F48BC7D95A43CFFCF8EBC5E450DBC4B03D5BB8AD2E13C4A88D73B95F99B3C61819C3A4A0BA73CB75C28BCD5B1373C7F73843C58A7F23C35BA7EBC50F152BBA8B41FBDFD4C393D64BF15BC14052F3C94A19E3C09CDF5BC609346BCCA194FBA6756133D428111BC4B19A0BCBD6F58BC340D2EBCD8DED3BA87FD1ABCEAAB123BD9F86C3C4B8C9BBC967F08BCD40D80BC7DF3193C85B8913C476C193CAF22713BFEC434BCC276AA3A2785153C84411BBC3DFD85BC55C5C4BB74156CBB0BF19E3C4295F0BC666816BC0BC06CBCD027533C72E376BC0688613C8DD742BB0B9B51BCFB20323B276F8ABC79CF7D3C1F5791BC82D3F73B16E28BBBE52EA7BC09E141BCE72314BCC732A13CA716ED3AFA020EBB36E5113D29EFB43CE284C83A3003963C69A6AB3C80CDFD3BF20FBC3C77B96D3C947C0CBC87A705BCC9C376BC04BDB5BB634181BA9CD3633B6906DFBB617EF0BB5D75CDBBC2CBF83CEF6394BA522055BC92A4ACBA211B373CFD0A043D3E6816BD09FEB73CD4B34B3CDD3E3B3CB63C02BDA14BC9BC409A943C290E173B26ED1FBD18683C3D215B463C4C84043CDB7BBD3C6A38A83C1303A0BC34B8CE3A12076F3CCF8F0DBDB76C25BBD78365BCE90B5DBAE4EB513CEA26973C2FCF4ABCB6B384BCA4C2273B574E8339797FC23B8D481EBDDD94AFB81655A9BC965C9EBC92351F3B10751C3CBEA2553CC9F4973C7B5F9C3CF3D4063A8B768A3AF2AB1D3CB92891BB5D81983CAC0A5FBC78EBD9BC4D38903B203E40BA6F6B0CBCF55967BC53A208BBBE3FE83C5B61253C8E33EFBC8A8E653CEBDC96BCEB74633C3C44D53BF78D7F3DB4D7B93B91669CBC52572E3D974FC23B22A41D3DA90163BCB0221FBA3B3997BCDDD1033AF46847BDE1247CBC64CAC43CD52435BCEF855BBCEE54113CDBD441BB3726DABA4285893C9949783CCB298F3C7D951ABCA158AD3AA9FE483B2B3213BCC60D1BBCC58830BCA1A2023C983400BD232EF63CC526C93B357FBB3C9AC783BC5BDD063D6F4AA33C04908B3C7E83843C1C39773AE2BF9DBCDB0C8DBC675295BB39FC5D3CE937DEBCBE52173C87B43EBCDBFC53BDC0D8A23BA019023D41FD703A7D7881BC8F1235BC06F5A2BCA3E41C3C9984CA39090D0EBB49AF3DBDFDD481BB5F8305BC2E637D3CDE62BA3C22861C3D416A2E3D6588A2BB70D2A5BCC6B5903B94A0DB3C393DD5BC7F7A123DBC70D33BAC376B3C5EF99ABCC530A7BA649EB9BCFBE8B1BCDF13873C45286B3B16A72C3CE7D0C2BB3D12263C5873D8BCD73E07BB65DA813C1CDA4CBCFEB1CE3B3FBD213B8091ACBBE91252BCD295183DBDDF2BBC3D41263BE454BF3BCA559B3B5953373CA94E02BD9E31593C505FB3BCF4DF83BCFEAE77BBE6DC453D4F06EFBAE5D74BBC000569BC3FD592BCE65BBCBA5E1075BCFBC0353C326DCC3B8ADF5CBBA05382BB26D2D3BB3C1F08BD14F0CCBCD211C7BC33F8F93C603A0F3BE76CD43CE63722BD40EE81BC955EFCBB6BC0ADBC15FC0F3CB97F423CB0C48E3CB0D84BBCC2D45C3C17A1A83B12FF59BCC986433B6C60083CD49C12BCD7820C3D0D158C3C2D3CAABCA13F77BD7CF726BCC7B83D3D9387FF3C3EBE203D523F233D8BE90B3CD2C4E33BAA33123C65C5B2BC04F0403C53FE3EBC647797BC583C66BC45F8323C77BF3A3A804197BC05DFD23C82AEE139FF1F1A3C06AB25BCADF008BD673F233C948F563CFC0BB1BC4011A53C57740D3CAAF7CEBCBE29ECBC8B27D1BBFB54F937AB54C8BCDE8200BC07CF43BC6CEB6A3CB8B359BB743A2F3B2C7F86BBAD9B0039669020BC2726823CD04E04BBE688323B6A0B443A343E053CFF47973BD90915BDE041ABBCAC0BD3BCED4D1EBB45E4CB3C1DAD093BE751FC3B27FAA1BC9C3BC33C12E9213D59AC0CBD1D3A23BC241D633CEF3AD7BC55A2F23C57ED0ABB6BDFBB3C8B59953C7D52853B19770DBCD5290E3CF50110BCC12E843C0EAEA8BACCA49E3CF9D55C3B66AEF83C37BB6A3A7E4D1BBD132F723C5D5B9EBB4DA7B23C0515243CBDDBBD3C0C65D7BB7364EB3BB8C422BC6C1E9C3C09544FBD897B13BB5770EF3C12971D3C0EC934BC1B176CBC7D62B23CAADFE23B974EDEBC00D4A0BCDB31B9BC6C06053A3CEADBBC918B8BBC06037EBCCB77A4BC89568CBC1216BC3B3BB8CD3BFE868E3CB94102BDC69B403A27D85ABD14D2853C5AC41CBC67FF173CEEF6523C858921BA09F8E23C5C3143BC56FB83BB599DA5BA2AA92DBC5D19B43C37626B3C9489353C561C91BB1859F23BE45686BC936D293CD292D0BCD273D23B178C883C88FD083DF58644BC8E19E0BC6DA61EBCB0DA823B7007E0BCE21B1B3BBD5D6139C67C3CBBDC6F5E3C6D6200BB357844BD46179D3BFC9748BBF029C43C8A53BBBC58945A3B3D17ABBC2EEA4C3C21B81B3D1C1F82BC3B660EBC8045B3BCAB0B1D3DC2707ABCD2D313BD803A0F3C0B67B33BA506BA3C4B0F2ABC11D802BC2F0C963A20EDC9BC139A86BB5240693C85C182B88DB22ABCCC67E83CF727B4BAB104013CDA170FBDA6DA263C0D9C1DBDE1A63C3D679E54BC108CB0BBD8AF873B48DE94BCA57CE93C506E073DEFD806BC9F8CA13C5039BABC893516BCB9259E39BC38A43C4508793C131F34BC1C5458BC1BB1BB3C6018803CCF93FABB870D453959BCBABB8E9EF9BC15DF623B8AEC8EBAD30EF6BC4EA13D3BFEA3ADBC87E356BD4292633BA41B5DBC1F30203D5B5815BCE75CDFBC74069A3B1ED7963CB021BBBC92ABBD3CA6B0D5BB27C883BAD2CEFDBBE20F123D33DC2DBCB369E8BCFDAF16BD106D943C14B587BB338B463CC3EDF13A81BF4F3C84829FBBB4F113BB2468553BEF1E81BD3DEA763CE043243CBB71633C04444B3DE59E59BC5CCF33BC504393BCF424D8BB7BD1203C229233BC5CB2B73C29222F3BBC4AD5BC9B2F32BBE7A175BC7D8299BBBA21003DEDCC98BB5349C73CB7B4A43B0984DB3B2BFD3FBC7D377F3C5C9E8F3C7F74813C17CBBA3C411E753AC9918ABC7E01423C3592B63A10912B3C09B639BBE77A283BEDBA8B3C19201E3DCDDC86BC891DAE3CAAE533BCB09410BCF867F7BBCEF9B7BCD967AD3BA9719EBCA775A6BC0655A6BC3E51B03C1B22FC3B6162BF3CCB4FA93BF9A53B3C7C3FCEBCD93185BCE7E79E3B6005213B216C453C26C01C3C94B787BAF8A9DABB20470F3DF7733FBBE602BCBBF308403CA7E320BBC7458D3B410BF53BF626073C533DBD3CC95BE4BC5D20CB3C3D98D73CB98631BC699A86BC7BBE07BD92E1083DC2B0F23C56962CBCF36336BC023F223C69AAC23C35E8B3BCD2D8543CA9AECD3CBB6E123CD308C1BB436AF7BCB00D4DBC8FA1B7BBCF42F5BC5C0888BB7CA42A3CF7F21A3C09C8B7B8ACC700BC4B03DB3C1C34FDBCFB719CBC8F91653CD14E92BCD3850CBD703335BC347B22BC12A86C3C56A692BC958C92BCD8AECABC6BA598BCCFEB0ABC538EF53CF90270BC00DC623C64E84D3D59BC21BCD946453D466FA43C09A45E3C816BCDBB92F808BCEA01D1BBB75EF0BBB5DDBEBB55F6C83CCFF6113CAD67A33CBB8AE43A731BBF3CB094ABBC611F943CAD3C33BCD9E31BBD8AC8933B71AD003C0AD8833C8FA028BCCFF42E3D64763EBB2FFFD73A39D2CE3BE2AEA33C490C48BCC040E83B70E9B1BC658BBCBCEC74F2BCD56F4C3C54FFB1BC67835DBCD01474BCF2BC1E3C2989053B2D118C3C7004BCBB9257A23C3C95893C01FEF33CD963D83C9B3EAD3C0EE19F3C995EA53C776AC63CCB7F013DB38DEB3C052A76BB2EB09ABA6282983D54F5F03CEF46CFBB9BD8483C21F4E9BC42A1F03B8D2E853C5D4C09BCA69296BB6F08F13AC068F63912EA2A3B35A385BBD3F4B93C10FE713CABEEED3CFA870A3CE8590ABD7DB7F73CB789183C8565D5BB3B7C323C9BC215BD0124FCBAD40BD23C6F1383BC696A963B059A2B3B0E61D83C0BB1263DCD55BB3AA10AB9BC06CED33A553ACCBC23ED87BCCB05D83CD03F8DBC3E288ABBEAF5B8B97B0999BC25407D3C06C9933A9D0979BA9049D63BF836CFBBCEBAD4BAADF9C03BCD760A3D282613BDA490E6BBE6E0AF3C25903E3C4092C9BAA6DE723C0F8F163C66ADDB3C86063DBC2F24EBBC4E1DED3CEB1F9A3B9835A73C2519D73C5BE873BC9E865EBA1B08FEBB8E0115BB942F47BBFB3A393C0AAFA639CEC6F6BC46C050BCD8F5D6BBEBC3953CF8224FBC9EDCB7BC1BA9933C755384B901A13D3CBC8F693B1221C33C138809BD9ECF233C1DCC653C375265BB1465ECBCAD4B0EBD6A2337BCD22A213C24DF8FBB856428BC1B1022BDA02B943A3672AFBBB810DCBBF969BD3C19A1D239CC6178BC596CC9BCA54C253D39040A3CB9BF34BCADA0B03CA701733CC18F793D5CE26FBCD4B24B3B901500BC57C80F3C34AE4FBC1EAD9E3B17650CBD5446C73B1E4787BBE0F787BC6F47CCBBC1E0653C90C799BCA916DF3BDEE6463C437FFA3CDDEB73BCD29E9C3CEC3607BDF0FD0E3DCBAEF9BC425E5B3C794A12BC40B098BCFC26893C89D606BC4502A6BC500784391B8F3DBC8F6D0D3B387643BC05F4B0BC4439E5BB9002C63CFEBA39BDA2DFAF3ABCF0433B70C5363DCA45E3BC273127BDAC2AF83BF5E0C6BCE145E6BC18B7073CEF9C8F3CC7B50B3C1D1297BBD68EA53C1B5FB03C24AEC2BA967BAD3A1DD765BC2D26AC3B617CBB3C62DD2F3CC94386BCB6CCA1BCA6A69ABCDC1D613B2A355B3C92CC13BD3B43FDBB6CCF083DB73E16BC393BD939874192BC516897BCD357ADBB97555A3D99D8D6BC223B553C15C6513B6342753B1B58B6BC30DB083C5B95B2BCBB84D63C6CBAF038078904BD667C36BD521925BB93A8B93BC52AA23C8F96B0BB34ACD13B6ECFE43B0A6ECFB9F048503C1939C83B0426843C4A005C3B74E82C3BCD0DBF3B26CAACBB25D241BC0C8F8EBA42A9273C00196D3A6DCAAEBC2C7BFBBB7DC1A7BCDD844FBC33E2BE3B57F561BCE4FB873B96CF003C2AD6653D6B73EA3CC546CDBC9B88BC3C6244B6BCCE1BACBCC2D6853A281D213CF9CCCF3CD4A4983B0F831F3C3DEDE93CD1EE04BDB7464CBC7ABE8B3B39E0883C0BAC563CBE79DF3C724333BC660618BBC60F723C412F9ABB4079CA3B36468A3B19DEC1BC6BD50C3D5BE2563C4BCDBE3B5C26613C24612F3CB56BDBBC07DB1B3BD4883EBC66ADC9BC84C9903B2728A33B0C4C1A3DB8DE53BC6550903C321B19BD021B513C01697BBB813669BC583E38BDF0DDD2BC62C707BC75E49AB9A6EA75BC801A7C3C3E08DD3C85AF4DBC145B12BCC8460D3D742E00BD6FD7AB3B709952BBBB59CE382F395D3C8942823CC9D126BC7CC1C0BCD2BD35BC0CC7EABC6EFF073DD853563CBE76B9BA408A8D3C2AA007BCB23711BD77000DBD0603DF3C0469CCBC203B8D3A50F2293DD2B0AB3CFFD99E3CEB22993C67D6BEBBF8A253BB89B328BD4E6EC03C2A02003C2523DF3CBBB3503C24A0C43C94B1353B1A100E3DF3DEAC3CF4F1CE3B00268F3B6534003DF23FA3BCB71DD3BCD65798BCECA854BBA540723CEED8C9BB0A0D8D3CF04621BBD59A1F3AAF3C083CBD6F22BC1011B2BCAFA880BB86A5553CAA05783C5D3326BD48290BBD749C34BD264A5BBCBE30AEBB89A35C3C13DC92BB6FF9F43C2D16BF3B0006B43C790151BB2533263C456B83BBC668A83CDBB5D5BCCA5FED3C4BB014BD38712D3C783CB7BCA088A63B357CC23C41245A3C24F34BBC379D60BCF753FA3CB4B291BC5489DC3B46E81DBBB0328D3B5423793B78FB0D3AB3823ABC57ED9C3CFE1D4A3C47D5883C2224FB3B175F17BC66DE27BDACE9193DE76B013C5B22AD3C1905B13C8A2D5C3C6C8CD3BCF01E4D3C1095C33BFDF62B3DC2BD08BDADAB41BC50669FBB3E0A6EBC1787423CB2A1DC3C1CF662BC6B71BF3CC934C33C13AAB4BC70F2E13BCCA27A3C1F1190BC1D5FBFBB38366C3C222EB03AC20016BD5966E3BB867C20BC9CD6E63BBE19E5BC7044813B3CF649BC8125C13C1880E7BCD3219CBCC6B1D13BA2DACCBCDC146CBC96D2113BB917953C0D95B7BCC1F24E3C7CF0D8BBEC2A593B661FACBCFE67213C774AC53CA8FB09BB388C12BDD30AA2BB15AD10BD4A47D0BCC772ED39EEB9023C09C8DFBCFBFC33BC27B474BC37FA73BB62B4D8BC053511BC6926B6BC36DB82BB30EAC33A99ABCD3C1BABC73AE02B34BD2F70E33BB95E2F3CF4E5AE3C74B6AABBB6229D3B2BE17CBBD33FF23C57E52D3C14323E3D4BB344BCED692FBC794E253C2A25F13BDC4D54BC38D037BDC5BADCBB845A9EBBC9309E3C80729D3C47430CBDC9DA9CBC6014293BD4D6CFBC54AC9DBC1D334B3BF24A5E3A377A97BCE4B6123C375F82BB6EF3C4BC3201AABCAF21EB3CC6E4E4BB1B820ABCE7E6EBBC78D765BD57B5843C4036473D9DF22C3D8C45043C8F3E263CE7D44CBBA7AECB3BEE3CEB3AADFAB83C865892BC85FB05BD1C87AE3BBD3905BC8C3778BC8EB1323C2605F4BB146E7B3CA45A66BB20F861BAB28D22BB47B6693C7784BE3C6BEA713CCE59703C6A55D33C9DB860BB53E0303B48D70CBDB5009F3CF33ADDBC6D1823BCE292883C30FAC33C7C17AA3C44FD943B9C35F3BCF214923CA295303C500C5BBC5467E23BCB42BF3CD656A63C8579B63C66F0053D47378ABC45558DBCB596CABB40FC12BB0F6DB4BC095DB83C82C6C2BBCAC2233C128CC53C72265DBD4BCFCA3A52199FBBA80322BDFEB49F3B04AC813BCB2A363B5987ABBB6F5F02BD4F2A803CDD24403CD5989A3CD795023C2218053D52CF203DC7999ABBDCDEFE3ABE439EBC58E430BCD0D3EF3C7930743C90CC10BDDB90D53CC2E845BB735098BC8552403C9CB150BC70E76ABCC78F89BC2A282D3C8DFD283C8E58BC3C8AB8DBBC1D32123D5999D23C5939BC3C14090EBDDC33D43B4E16A3BB68E80B3B20D39FBB962692BA154C043D0A6D623C5687863C1240B0BC42CC2ABDD276E1BC820E92BC7DBC0FBAADC7973B2D9DBE3C73CBC33C8B133D3C6934173D200096BC5291043D698CE3BC0961AE3B34A6913C824F033CA23D33BCDB29CDBC4418823C76A00EBCBB4A28BCF52A4C3D0472A13C1BA85F3B4FA0E7BC5226C2BB3552FABB56D28F3AB3A85DBC9A42953C7B4B993B6746543C4603923C60D1863C72B2773CC2172FBDB445B53C81C76C3C02835A3CEB60A93BDC72D2B9F50DCABC510B06BDAE5EDEB9354FECBC098EFD3B412DB83C079FADBC19F96CBCD95D8D3C00ED1CBB15300BBD84DA00BDB832CF3CEF71253CDB24CDBC0404563C86ECEBBB97EF28BCE040ED3C0EE8F63C4F9F8D3CF3C242BC80E129BCA0CC8BBC6BF4033C35CE37BCB4C4783CB894D3BCE9F6B6BBE5FC6EBC6F49D539459DBABC27618D3CF479973C04A0A63B58D2743C27B8F63B1780AD3C419A78BCFD5DC13C4F5B683C6F6BABBBFD9F4EBB556C973CC226F53B00A580BB2659D73C322B163D995F81BC7E73AFBCC758F8BC94515CBC93AA943CA96E9FBC2E9E7EBA0972CBBB3309513CE70FF03B504F79BC5D4ADABC6AEC22BDCD5919BD732C6B3C0B6F6EBD375BB23C454209BDA0B512BC695DEC3A61014FBC69040CBC9297B4BBA6E6D3BB20C2FEBC504C443AFCA8DDBC507CA2BBDA32903CE960563C805907BCF7E2F3BC342D4E3CA54B383CB41B3FBBDDE5903C23F0FC3BDEB1373C6D2AC43A742060BC2ED9AFBBA62364BCC3B6FE3BC65A7CBB4283B5BB17C73ABBA12E27BC0F8ADD39671F4C3C7206743B10CD323C2B2590BC792AEBBBBD767ABA2EA999BC3B0A58BB4AEA403CCAD1F7BCCBEDEDBBE5EA8FBC806FD23CE01AEFBB0A50763C0F934FBC469881BC6D353F3BBC2F003D93092F3C02AF183CF7FE093A203A70BCBC2A033DD63E16BD473EB139D60A86BCA026F43CED698EBCFBC043BC251788BC9B41ABBC0AEE1FBC6A35373BD2862B3CD2A2313C3755E5BCAFB00FBC787FAC3C342D233C46C395BCDC972E3D462D20BD7E4D523C430F82BCCE4221B9B03779BB38F342BCBBADFF3A2DEBBCBC670BCBBC2B39D53B56718BBB4513753C3E24753DB8E2B1BCDF4989BBFED08ABC66C57ABC762C1EBD2A8AD43CDD567A3CC69F5A3A2FA7CF3C32F4C3BB4B35E4BC2104433C4907FCBCE82B18BC36511E3D50A4793CAB39883B1C5CFCBBDD0158BC8B0B7D3B5BC858BD6BEED13C348998BCE41D643A0EF5F73C261ADBBBBC3EA63BBEE0F1BB5639973C0C251D3D7D044DBCF8F6DCBCD216983ABDD9E33C1877FCBB2081283CA5857BBC3279853C092F973CCC69F3BCE9EBB23BB07D21BD9D8B88BC348AE0BC2BBCB93C392B773B6D52CBBB6BE9B73C4C87613CEA9A083C8AED91398687C63C76B3863CB7FDE1B969B657BC1E94AA3B99CC9D3ACEB3E03B623430BC2FFEBD3C96F495BC6017473CCD91A33CCE1941BC35E63B3D17DF2C3C2162063D952280BC8DBF04BD7DAD28BC3590D8BAD9959BBCD9B04B3D24C23F3C3E09BCBCBEA02C3B87DF29BB39781CBC8FF1BA3BD2F12C3C6FCDB7BA8B343EBD278FD53CCC067DBCBBA364BC3E61F23B273E8FBAE500963CEE4D21BC14F84A3B1B63B8BB0FAD2E3C8005DCBB0F9EE5BC4B0E703C51918BBB8060E1BB4D0DAABC5D497DBC4E36563C694CA7BC4A7605BC8AB9B6BCEA76063BE65BC5BCE9F3B8BC1B54CABBDDC8C93CAF941E3CC98066BC18CE16BB1ED421BC101FABBB35B553BC8BFC07BCB4D245BB6F8C013C402F22BD4B1211BCC08CDCBCBD28923C6EB4E33C000E9F3BC027A03A0DFF0ABCF580C43CE591C73AE07B653C822298BC802CC03BB515783B93F74DBCBCC83EBC8BF7F3BBD0434E3BD2C4093D11BB043D2780B33CC4C8933C1C63CB3C4F5658BD856FDA3C8D05CA3BC40C4DBC09128DBCE1268ABB7DC66E3CA5C2843BC921B5BCCF5CE8BB56BF193C9BB381BB8F6433BC1F1C0B3C970115BC2EC0F0BC0EE6CA3C25AE4FBCBB580FBD933647BB9435A03C987CB1BA55EFC6BCF3FD6ABBA4814C3C194903BD90C4B83C2450013C7821A7B9FCD184BCC4EE813B8469A43C6ED89C3BC55777BCC533E03C5EBD5BBC5091B5BC6B49993B54C28BBC74CF11BCB28D65BC4FCC883CB7A8AA3C0753023DF03C8F3CFDB3093B2FBB89BA69E8BABC227B4C3C22BF0D3D0938483DB9C29A3BF43AB63C42DA82BC01CBC5BC471B883CCA726EBC6F53C1BCEF9987BA4F32B8BC7007C73A749C14BC8063D1BC735B2EBDD291703CAF70E0BB1C17C0BC373E35BD8007B53C14F3F1B9A207403C42E13ABC5E403C3C4B3481BBB7EF31BD06F6053D2D9121BD601DA5BB468CC23B7201023DECE3D7BC9637963BB07946BBEE8A14BC02E294BBC43D873CC12655BCC7C5123DF4A814BD40633ABB825088BC944B7D3C8FECB2BC13FE3F3B105B693AF312B4BC408F2DBCF401EA3A3223D8BB49F6283D7A261E3B68209EBBA99F4D3BCA4B60BC5A5D8F3C8DEBABBCB90C253D7F5618BD4CE3193C3349D7BAD90E073BD935AB3C85964F3DC1F9BA3C0DF28ABA8BD40B3C60EFCF3AA1F5B5BC80ADE83B3ED975BCF57CC33C478EBF3C3BFDA6BBA5192BBC334A203DEECAE5BBEA11D23CB9AC003DD31504BDFC0A2C3CF568C3BC0A89C53C1301DCBBE2EFC93BDAC61BBCFF71083BA298EBBCB2E73C3C53BD4DB91CBFA4BCA6416DBCD975C3BC84D58DBCA2C718BDEA7D953C2F5291BB6ADAE2BB26F17F3CB23D05BC104961BC8765E93B12D5F63B7A0F1EBD1CF9A5BC0505E2BCE18AA93C0D1F42BD07B7583B2937E33BF76CE73CABE901BD05FBBF3BDC80F43B3F800A3D800B20BC888406BD92BA8B3CDC4AB9BA62E8FBBBDE4E33BC00FC913C8459B43C1947E23C4215353C3912FCBB17AEB1BA41B9793B8FA4B4BC92E2703C09F3773D020ECCBC92DE123C0DEFA7BC1721ACBC69AA153D7091B8BBDD964E3AB0C3FE3CB475333C135331B8FEBFE93C4DCDABBC38D0AA3A772FE73C52EFEBBAF985FEBCDDB95FBD1184A1BBACB9653CC713263C417D9F3B07B6BA3C4DB79A3C67B51EBBDEC0533C8132BCBCFB47B23CAAD196BB000059BB27F1853CCDD113BC8A67A33C9061EFBB529575BC00A772BB261AC3BB9E5B993B62B0DA3C8F4B903CD78D6EBC37099ABB2EC5A6BCD10516BCD3EEABBB4FDE9B3B1DB69DBCF6D183BC7068023DA22C2BBB0E289DBB269EE63A65D4C0BAD9B3FE3C928110BD7DB8A0BC263E8C3C0930033DD830A9BCF47B893CABAC883D28B20CBD7BC0393C26CAA1BA97A30FBCDB72DFBC46A042BCD23A82BC7D1462BC5AF522BC78BCEA3A469C673CF3B00ABD669ABD3CC032E13C2B25363BC5DBD9BCD73693BC146A18BC4B618DBBB6518ABC449235BB2C197A3C06C6F03A2E20F4BC41F1B03C8F345FBCB270153B121CC9BB18D6D1BBBF9F113B76D625BDA6A4483CBA61183D07266EBC09B1843B671E68BCC657A9BBD3AD3ABC70E68CBC78796BBC8E77D7BCF9CB293B72C63EBCA619A73BCC6ED13C2DAA083D74CD033D0B864ABA152D503C2A963BBDFCA8D23B8A09B83C5B7698BC7B78293C88A395BC93350A3C65C7F73A46309A3B01FEBCBBA174C9BC9429283BEA1F25BC995781BC3DB196BC471D163DEDE3A8BCFC0CD9BB267CE43B7297C73C2D8100BC58BABC3C8684663CB91867BA6199E13C90340EBD22C65BBB86DE5D3C09759C3C0D22873CCB9AC1BB106B893A6DB9C73CDD2504BC57CB55BAD4DBF0BB2B6DE13A98262A3CDDC4973BC63C5A3CA47E04BD89A6923C1CD5883B308048BC81EBAC3C21B03F3DDDF5D0BA50977E3C22235B3C2F02DCBB4DD2183BFFBF8D3C2B11B33C47CED13CDB9B1C3DC1A731BCB3B0773C443D353BCF5CD8BC8BC12ABC01ABD8BC2F8645BBB80C963B51C4183C80C19B3C539FED3CBD803BBDBE70E43A09835F3C8EC9C73BCF0C40BC2CFA733CE2491D3C92FAF5BC0260B03B2ECA2BBB86176F3C8EFA58BC720EE23A0EFD1DBD304DE03CA412A6BC6783933CAAF0823B4EF7563CD31B5C3C0EFABD3C57C3473CBA838BBC052D10BC651CF93C448390BCA5C5BA3CD788B6BC2E43B7BBDEFE3BBCC4598E3C966A91BCDCAF83BC7BA169BA7B0725BD9F2893BBA7D0D7BC0E22593C92F9A93CFB5FD8BC9390C43C75DF0DBCA040D3BCC06A523C1B7F5ABCB0E2163DE034A33CB46193BB6C0FFFBA3D8911BD7B582EBC9E6B6F3C671F703C3BF3E8BC2FC29CBC625AC6BB726638BC0E88603ABE94C0BA27E0C8BC04D5D83C",
      torch_tensor_2_32_torch.float32: "0x04000000699CBC3BB3413FBA409E05BC4F788E3C9CF0D9BC2ADB5BBC7B0208BC61E647BCDE9667BC2AD8D83CD801F03BB33EFA3CC73AE9BC52F7323BA99B49BC0E91BB3BAE99823C0B0C9F3B9FF9013D17EBB73B30A70EBB47D0B8BC64BFB6BA7C4FC0BBB2ADDC3C93D8A63CBC42FB3C9DAA92BCA07031BDDFD7953B8AE3CFBCEAAF7CBC01B1CE3CF30511BD091F4E3DC15A4FBCFBBC763C5764063BABAA92BCF2B9373C5AE81ABDD9D701BD056BAE3CE6EC32BCB9C2323DC73753BA348EC83C9E17F43BC2DE81BCD5423C3D466DDDBC9FFA103C7015283DA736273C3330773CE78870BC4AA851BA51F5A2BCFBBBB93B3860DC3C96C3873A98507D3CEF36113DDB8EEEBC",
      torch_tensor_1_64_torch.int64_1: "0x080000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
      torch_tensor_1_64_torch.int64: "0x0800000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000019000000000000001A000000000000001B000000000000001C000000000000001D000000000000001E000000000000001F0000000000000020000000000000002100000000000000220000000000000023000000000000002400000000000000250000000000000026000000000000002700000000000000280000000000000029000000000000002A000000000000002B000000000000002C000000000000002D000000000000002E000000000000002F0000000000000030000000000000003100000000000000320000000000000033000000000000003400000000000000350000000000000036000000000000003700000000000000380000000000000039000000000000003A000000000000003B000000000000003C000000000000003D000000000000003E000000000000003F00000000000000"
    }
  }
#-}
