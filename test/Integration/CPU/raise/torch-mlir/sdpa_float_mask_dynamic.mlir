// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/sdpa_float_mask_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}ins(%arg0, %arg1, %arg2, {{.*}} mask(%arg3 : tensor<2x4x?x?xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only sdpa_float_mask_dynamic:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class SDPAMask(nn.Module):
//       def forward(self, q, k, v, attn_mask):
//           return F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
//
//   @entry("sdpa_float_mask", F32, [(QKV, F32, SEQ2)] * 3 + [((B, H, N, N), F32, SEQ23)], [SDPAMask])
//   def build_sdpa_float_mask():  # then torch.manual_seed(0) before, .eval() after
//       return SDPAMask()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq}, {2: seq, 3: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is sdpa_float_mask_dynamic.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @forward(%arg0: tensor<2x4x?x8xf32>, %arg1: tensor<2x4x?x8xf32>, %arg2: tensor<2x4x?x8xf32>, %arg3: tensor<2x4x?x?xf32>) -> tensor<2x4x?x8xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c8_i64 = arith.constant 8 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant 0xFFF0000000000000 : f64
    %cst_3 = arith.constant 0.59460355750136051 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<2x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<2x4x?x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x?x8xf32>) outs(%1 : tensor<2x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.truncf %cst_3 : f64 to f32
      %62 = arith.mulf %in, %61 : f32
      linalg.yield %62 : f32
    } -> tensor<2x4x?x8xf32>
    %dim_4 = tensor.dim %arg1, %c2 : tensor<2x4x?x8xf32>
    %3 = tensor.empty(%dim_4) : tensor<2x4x8x?xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x?x8xf32>) outs(%3 : tensor<2x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x4x8x?xf32>) outs(%3 : tensor<2x4x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.truncf %cst_3 : f64 to f32
      %62 = arith.mulf %in, %61 : f32
      linalg.yield %62 : f32
    } -> tensor<2x4x8x?xf32>
    %5 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %6 = tensor.empty(%dim) : tensor<2x4x?x8xf32>
    %7 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%6 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %61 = linalg.index 0 : index
      %62 = linalg.index 1 : index
      %63 = linalg.index 2 : index
      %64 = linalg.index 3 : index
      %65 = arith.cmpi eq, %dim, %c1 : index
      %66 = arith.select %65, %c0, %63 : index
      %extracted = tensor.extract %2[%61, %62, %66, %64] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed = tensor.collapse_shape %7 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %8 = tensor.empty(%dim) : tensor<2x4x8x?xf32>
    %9 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%8 : tensor<2x4x8x?xf32>) {
    ^bb0(%out: f32):
      %61 = linalg.index 0 : index
      %62 = linalg.index 1 : index
      %63 = linalg.index 2 : index
      %64 = linalg.index 3 : index
      %65 = arith.cmpi eq, %dim_4, %c1 : index
      %66 = arith.select %65, %c0, %64 : index
      %extracted = tensor.extract %4[%61, %62, %63, %66] : tensor<2x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x8x?xf32>
    %collapsed_5 = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<2x4x8x?xf32> into tensor<8x8x?xf32>
    %10 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %12 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%11 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %13 = arith.muli %0, %c8_i64 : i64
    %14 = arith.cmpi slt, %0, %c0_i64 : i64
    %15 = arith.select %14, %c8_i64, %13 : i64
    %16 = arith.extui %14 : i1 to i64
    %17 = arith.muli %15, %0 : i64
    %18 = arith.addi %16, %c1_i64 : i64
    %19 = arith.select %14, %c8_i64, %17 : i64
    %20 = arith.select %14, %18, %16 : i64
    %21 = arith.cmpi sle, %20, %c1_i64 : i64
    cf.assert %21, "must have at most one inferred (negative) dimension"
    %22 = arith.muli %13, %0 : i64
    %23 = arith.divsi %22, %19 : i64
    %24 = arith.select %14, %23, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %c4_i64, %24, %24 : tensor<4xi64>
    %reshape = tensor.reshape %12(%from_elements) : (tensor<8x?x?xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    %25 = arith.index_cast %24 : i64 to index
    %dim_6 = tensor.dim %arg3, %c2 : tensor<2x4x?x?xf32>
    %26 = arith.cmpi eq, %25, %dim_6 : index
    cf.assert %26, "mismatched size for broadcast"
    %dim_7 = tensor.dim %arg3, %c3 : tensor<2x4x?x?xf32>
    %27 = arith.cmpi eq, %25, %dim_7 : index
    cf.assert %27, "mismatched size for broadcast"
    %28 = tensor.empty(%25, %25) : tensor<2x4x?x?xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape, %arg3 : tensor<2x4x?x?xf32>, tensor<2x4x?x?xf32>) outs(%28 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %61 = arith.addf %in, %in_12 : f32
      linalg.yield %61 : f32
    } -> tensor<2x4x?x?xf32>
    %30 = tensor.empty(%25) : tensor<2x4x?xi64>
    %31 = linalg.fill ins(%c0_i64 : i64) outs(%30 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %32 = tensor.empty(%25) : tensor<2x4x?xf32>
    %33 = linalg.fill ins(%cst_0 : f32) outs(%32 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %34:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%29 : tensor<2x4x?x?xf32>) outs(%33, %31 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_12: i64):
      %61 = linalg.index 3 : index
      %62 = arith.index_cast %61 : index to i64
      %63 = arith.maximumf %in, %out : f32
      %64 = arith.cmpf ogt, %in, %out : f32
      %65 = arith.select %64, %62, %out_12 : i64
      linalg.yield %63, %65 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded = tensor.expand_shape %34#0 [[0], [1], [2, 3]] output_shape [2, 4, %25, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %expanded : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%28 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %61 = arith.subf %in, %in_12 : f32
      linalg.yield %61 : f32
    } -> tensor<2x4x?x?xf32>
    %36 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<2x4x?x?xf32>) outs(%28 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = math.exp %in : f32
      linalg.yield %61 : f32
    } -> tensor<2x4x?x?xf32>
    %37 = tensor.empty(%25) : tensor<2x4x?x1xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%36 : tensor<2x4x?x?xf32>) outs(%38 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %61 = arith.addf %in, %out : f32
      linalg.yield %61 : f32
    } -> tensor<2x4x?x1xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %39 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%28 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %61 = arith.divf %in, %in_12 : f32
      linalg.yield %61 : f32
    } -> tensor<2x4x?x?xf32>
    %41 = tensor.empty(%25, %25) : tensor<2x4x?x?xi1>
    %42 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29 : tensor<2x4x?x?xf32>) outs(%41 : tensor<2x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %61 = arith.extf %in : f32 to f64
      %62 = arith.cmpf oeq, %61, %cst_2 : f64
      linalg.yield %62 : i1
    } -> tensor<2x4x?x?xi1>
    %43 = tensor.empty(%25) : tensor<2x4x?x1xi1>
    %44 = linalg.fill ins(%true : i1) outs(%43 : tensor<2x4x?x1xi1>) -> tensor<2x4x?x1xi1>
    %45 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42 : tensor<2x4x?x?xi1>) outs(%44 : tensor<2x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %61 = arith.andi %in, %out : i1
      linalg.yield %61 : i1
    } -> tensor<2x4x?x1xi1>
    %46 = arith.cmpi sge, %24, %c0_i64 : i64
    cf.assert %46, "negative values not allowed in new dimensions"
    %47 = arith.index_cast %24 : i64 to index
    cf.assert %46, "negative values not allowed in new dimensions"
    %48 = tensor.empty(%47, %47) : tensor<2x4x?x?xf32>
    %49 = linalg.generic {indexing_maps = [#map3, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x?x?xf32>
    %50 = arith.cmpi eq, %25, %47 : index
    cf.assert %50, "mismatched size for broadcast"
    %51 = arith.cmpi eq, %47, %25 : index
    cf.assert %51, "mismatched size for broadcast"
    %52 = tensor.empty(%25, %47) : tensor<2x4x?x?xf32>
    %53 = linalg.generic {indexing_maps = [#map2, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %49, %40 : tensor<2x4x?x1xi1>, tensor<2x4x?x?xf32>, tensor<2x4x?x?xf32>) outs(%52 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: i1, %in_12: f32, %in_13: f32, %out: f32):
      %61 = arith.select %in, %in_12, %in_13 : f32
      linalg.yield %61 : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %54 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf32>
    %55 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%54 : tensor<2x4x?x?xf32>) {
    ^bb0(%out: f32):
      %61 = linalg.index 0 : index
      %62 = linalg.index 1 : index
      %63 = linalg.index 2 : index
      %64 = linalg.index 3 : index
      %65 = arith.cmpi eq, %25, %c1 : index
      %66 = arith.select %65, %c0, %63 : index
      %67 = arith.cmpi eq, %47, %c1 : index
      %68 = arith.select %67, %c0, %64 : index
      %extracted = tensor.extract %53[%61, %62, %66, %68] : tensor<2x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %21, "must have at most one inferred (negative) dimension"
    %from_elements_8 = tensor.from_elements %c8_i64, %24, %24 : tensor<3xi64>
    %reshape_9 = tensor.reshape %55(%from_elements_8) : (tensor<2x4x?x?xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %56 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%6 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %61 = linalg.index 0 : index
      %62 = linalg.index 1 : index
      %63 = linalg.index 2 : index
      %64 = linalg.index 3 : index
      %dim_12 = tensor.dim %arg2, %c2 : tensor<2x4x?x8xf32>
      %65 = arith.cmpi eq, %dim_12, %c1 : index
      %66 = arith.select %65, %c0, %63 : index
      %extracted = tensor.extract %arg2[%61, %62, %66, %64] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_10 = tensor.collapse_shape %56 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %57 = arith.cmpi eq, %24, %0 : i64
    cf.assert %57, "mismatching contracting dimension"
    %58 = tensor.empty(%25) : tensor<8x?x8xf32>
    %59 = linalg.fill ins(%cst : f32) outs(%58 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %60 = linalg.batch_matmul ins(%reshape_9, %collapsed_10 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%59 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_11 = tensor.expand_shape %60 [[0, 1], [2], [3]] output_shape [2, 4, %25, 8] : tensor<8x?x8xf32> into tensor<2x4x?x8xf32>
    return %expanded_11 : tensor<2x4x?x8xf32>
  }
}
