// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/sdpa_bool_mask_b1_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// Batch 1, a dynamic sequence length.
// CHECK: attn.attention {{.*}}ins({{.*}} : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>, f32) mask({{.*}} : tensor<1x?x?xi1>) outs({{.*}} : tensor<1x4x?x8xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only sdpa_bool_mask_b1_dynamic:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class SDPAMask(nn.Module):
//       def forward(self, q, k, v, attn_mask):
//           return F.scaled_dot_product_attention(q, k, v, attn_mask=attn_mask)
//
//   @entry("sdpa_bool_mask_b1", F32, [(QKV1, F32, SEQ2)] * 3 + [((1, 1, N, N), BOOL, SEQ23)],
//          [SDPAMask])
//   def build_sdpa_bool_mask_b1():  # then torch.manual_seed(0) before, .eval() after  # batch 1
//       return SDPAMask()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq}, {2: seq, 3: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is sdpa_bool_mask_b1_dynamic.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x4x?x8xf32>, %arg1: tensor<1x4x?x8xf32>, %arg2: tensor<1x4x?x8xf32>, %arg3: tensor<1x1x?x?xi1>) -> tensor<1x4x?x8xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant 0.59460355750136051 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<1x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_5 = tensor.dim %arg3, %c2 : tensor<1x1x?x?xi1>
    %dim_6 = tensor.dim %arg3, %c3 : tensor<1x1x?x?xi1>
    %1 = tensor.empty(%dim_5, %dim_6) : tensor<1x1x?x?xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg3, %cst_1, %cst_2 : tensor<1x1x?x?xi1>, tensor<f32>, tensor<f32>) outs(%1 : tensor<1x1x?x?xf32>) {
    ^bb0(%in: i1, %in_13: f32, %in_14: f32, %out: f32):
      %63 = arith.select %in, %in_13, %in_14 : f32
      linalg.yield %63 : f32
    } -> tensor<1x1x?x?xf32>
    %3 = tensor.empty(%dim) : tensor<1x4x?x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4x?x8xf32>) outs(%3 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.truncf %cst_3 : f64 to f32
      %64 = arith.mulf %in, %63 : f32
      linalg.yield %64 : f32
    } -> tensor<1x4x?x8xf32>
    %dim_7 = tensor.dim %arg1, %c2 : tensor<1x4x?x8xf32>
    %5 = tensor.empty(%dim_7) : tensor<1x4x8x?xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x4x?x8xf32>) outs(%5 : tensor<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x4x8x?xf32>) outs(%5 : tensor<1x4x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.truncf %cst_3 : f64 to f32
      %64 = arith.mulf %in, %63 : f32
      linalg.yield %64 : f32
    } -> tensor<1x4x8x?xf32>
    %7 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %8 = tensor.empty(%dim) : tensor<1x4x?x8xf32>
    %9 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%8 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %63 = linalg.index 1 : index
      %64 = linalg.index 2 : index
      %65 = linalg.index 3 : index
      %66 = arith.cmpi eq, %dim, %c1 : index
      %67 = arith.select %66, %c0, %64 : index
      %extracted = tensor.extract %4[%c0, %63, %67, %65] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed = tensor.collapse_shape %9 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %10 = tensor.empty(%dim) : tensor<1x4x8x?xf32>
    %11 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%10 : tensor<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %63 = linalg.index 1 : index
      %64 = linalg.index 2 : index
      %65 = linalg.index 3 : index
      %66 = arith.cmpi eq, %dim_7, %c1 : index
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %6[%c0, %63, %64, %67] : tensor<1x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x8x?xf32>
    %collapsed_8 = tensor.collapse_shape %11 [[0, 1], [2], [3]] : tensor<1x4x8x?xf32> into tensor<4x8x?xf32>
    %12 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %14 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<4x?x8xf32>, tensor<4x8x?xf32>) outs(%13 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %15 = arith.muli %0, %c4_i64 : i64
    %16 = arith.cmpi slt, %0, %c0_i64 : i64
    %17 = arith.select %16, %c4_i64, %15 : i64
    %18 = arith.extui %16 : i1 to i64
    %19 = arith.muli %17, %0 : i64
    %20 = arith.addi %18, %c1_i64 : i64
    %21 = arith.select %16, %c4_i64, %19 : i64
    %22 = arith.select %16, %20, %18 : i64
    %23 = arith.cmpi sle, %22, %c1_i64 : i64
    cf.assert %23, "must have at most one inferred (negative) dimension"
    %24 = arith.muli %15, %0 : i64
    %25 = arith.divsi %24, %21 : i64
    %26 = arith.select %16, %25, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %c4_i64, %26, %26 : tensor<4xi64>
    %reshape = tensor.reshape %14(%from_elements) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %27 = arith.index_cast %26 : i64 to index
    %28 = arith.cmpi eq, %27, %dim_5 : index
    cf.assert %28, "mismatched size for broadcast"
    %29 = arith.cmpi eq, %27, %dim_6 : index
    cf.assert %29, "mismatched size for broadcast"
    %30 = tensor.empty(%27, %27) : tensor<1x4x?x?xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape, %2 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%30 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %63 = arith.addf %in, %in_13 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x?x?xf32>
    %32 = tensor.empty(%27) : tensor<1x4x?xi64>
    %33 = linalg.fill ins(%c0_i64 : i64) outs(%32 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %34 = tensor.empty(%27) : tensor<1x4x?xf32>
    %35 = linalg.fill ins(%cst_0 : f32) outs(%34 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %36:2 = linalg.generic {indexing_maps = [#map, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<1x4x?x?xf32>) outs(%35, %33 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_13: i64):
      %63 = linalg.index 3 : index
      %64 = arith.index_cast %63 : index to i64
      %65 = arith.maximumf %in, %out : f32
      %66 = arith.cmpf ogt, %in, %out : f32
      %67 = arith.select %66, %64, %out_13 : i64
      linalg.yield %65, %67 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded = tensor.expand_shape %36#0 [[0], [1], [2, 3]] output_shape [1, 4, %27, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%30 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %63 = arith.subf %in, %in_13 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x?x?xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37 : tensor<1x4x?x?xf32>) outs(%30 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = math.exp %in : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x?x?xf32>
    %39 = tensor.empty(%27) : tensor<1x4x?x1xf32>
    %40 = linalg.fill ins(%cst : f32) outs(%39 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%38 : tensor<1x4x?x?xf32>) outs(%40 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %63 = arith.addf %in, %out : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x?x1xf32>
    %42 = linalg.generic {indexing_maps = [#map, #map4, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %41 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%30 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %63 = arith.divf %in, %in_13 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x?x?xf32>
    %43 = tensor.empty(%27, %27) : tensor<1x4x?x?xi1>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x4x?x?xf32>) outs(%43 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %63 = arith.extf %in : f32 to f64
      %64 = arith.cmpf oeq, %63, %cst_4 : f64
      linalg.yield %64 : i1
    } -> tensor<1x4x?x?xi1>
    %45 = tensor.empty(%27) : tensor<1x4x?x1xi1>
    %46 = linalg.fill ins(%true : i1) outs(%45 : tensor<1x4x?x1xi1>) -> tensor<1x4x?x1xi1>
    %47 = linalg.generic {indexing_maps = [#map, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<1x4x?x?xi1>) outs(%46 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %63 = arith.andi %in, %out : i1
      linalg.yield %63 : i1
    } -> tensor<1x4x?x1xi1>
    %48 = arith.cmpi sge, %26, %c0_i64 : i64
    cf.assert %48, "negative values not allowed in new dimensions"
    %49 = arith.index_cast %26 : i64 to index
    cf.assert %48, "negative values not allowed in new dimensions"
    %50 = tensor.empty(%49, %49) : tensor<1x4x?x?xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%50 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x?xf32>
    %52 = arith.cmpi eq, %27, %49 : index
    cf.assert %52, "mismatched size for broadcast"
    %53 = arith.cmpi eq, %49, %27 : index
    cf.assert %53, "mismatched size for broadcast"
    %54 = tensor.empty(%27, %49) : tensor<1x4x?x?xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %51, %42 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%54 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_13: f32, %in_14: f32, %out: f32):
      %63 = arith.select %in, %in_13, %in_14 : f32
      linalg.yield %63 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %56 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %57 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%56 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %63 = linalg.index 1 : index
      %64 = linalg.index 2 : index
      %65 = linalg.index 3 : index
      %66 = arith.cmpi eq, %27, %c1 : index
      %67 = arith.select %66, %c0, %64 : index
      %68 = arith.cmpi eq, %49, %c1 : index
      %69 = arith.select %68, %c0, %65 : index
      %extracted = tensor.extract %55[%c0, %63, %67, %69] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %23, "must have at most one inferred (negative) dimension"
    %from_elements_9 = tensor.from_elements %c4_i64, %26, %26 : tensor<3xi64>
    %reshape_10 = tensor.reshape %57(%from_elements_9) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %58 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%8 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %63 = linalg.index 1 : index
      %64 = linalg.index 2 : index
      %65 = linalg.index 3 : index
      %dim_13 = tensor.dim %arg2, %c2 : tensor<1x4x?x8xf32>
      %66 = arith.cmpi eq, %dim_13, %c1 : index
      %67 = arith.select %66, %c0, %64 : index
      %extracted = tensor.extract %arg2[%c0, %63, %67, %65] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_11 = tensor.collapse_shape %58 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    %59 = arith.cmpi eq, %26, %0 : i64
    cf.assert %59, "mismatching contracting dimension"
    %60 = tensor.empty(%27) : tensor<4x?x8xf32>
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %62 = linalg.batch_matmul ins(%reshape_10, %collapsed_11 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%61 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %expanded_12 = tensor.expand_shape %62 [[0, 1], [2], [3]] output_shape [1, 4, %27, 8] : tensor<4x?x8xf32> into tensor<1x4x?x8xf32>
    return %expanded_12 : tensor<1x4x?x8xf32>
  }
}
