// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/falcon_mqa_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins(%arg0, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x4x?x8xf32>, tensor<2x?x8xf32>, tensor<2x?x8xf32>, f32)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only falcon_mqa_dynamic:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class FalconMQA(nn.Module):
//       """Falcon-7B's multi-query attention: one K/V head for all query heads,
//       broadcast by torch.matmul; causal through SDPA-free eager code."""
//
//       def forward(self, q, k, v):
//           n = q.shape[-2]
//           k1, v1 = k[:, :1], v[:, :1]  # (B, 1, N, D)
//           s = torch.matmul(q, k1.transpose(-1, -2)) / math.sqrt(q.shape[-1])
//           s = s.masked_fill(torch.ones(n, n, dtype=torch.bool).triu(1), float("-inf"))
//           return torch.matmul(torch.softmax(s, dim=-1), v1)
//
//   @entry("falcon_mqa", F32, [(QKV, F32, SEQ2)] * 3, [FalconMQA])
//   def build_falcon_mqa():  # then torch.manual_seed(0) before, .eval() after
//       return FalconMQA()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is falcon_mqa_dynamic.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x?x8xf32>, %arg1: tensor<2x4x?x8xf32>, %arg2: tensor<2x4x?x8xf32>) -> tensor<2x4x?x8xf32> {
    %true = arith.constant true
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = arith.constant dense<true> : tensor<i1>
    %cst_3 = arith.constant 2.8284271247461903 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<2x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_4 = tensor.dim %arg1, %c2 : tensor<2x4x?x8xf32>
    %extracted_slice = tensor.extract_slice %arg1[0, 0, 0, 0] [2, 1, %dim_4, 8] [1, 1, 1, 1] : tensor<2x4x?x8xf32> to tensor<2x1x?x8xf32>
    %dim_5 = tensor.dim %arg2, %c2 : tensor<2x4x?x8xf32>
    %extracted_slice_6 = tensor.extract_slice %arg2[0, 0, 0, 0] [2, 1, %dim_5, 8] [1, 1, 1, 1] : tensor<2x4x?x8xf32> to tensor<2x1x?x8xf32>
    %1 = tensor.empty(%dim_4) : tensor<2x1x8x?xf32>
    %transposed = linalg.transpose ins(%extracted_slice : tensor<2x1x?x8xf32>) outs(%1 : tensor<2x1x8x?xf32>) permutation = [0, 1, 3, 2] 
    %2 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    %3 = tensor.empty(%dim) : tensor<2x4x?x8xf32>
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %56 = linalg.index 0 : index
      %57 = linalg.index 1 : index
      %58 = linalg.index 2 : index
      %59 = linalg.index 3 : index
      %60 = arith.cmpi eq, %dim, %c1 : index
      %61 = arith.select %60, %c0, %58 : index
      %extracted = tensor.extract %arg0[%56, %57, %61, %59] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed = tensor.collapse_shape %4 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    %5 = tensor.empty(%dim) : tensor<2x4x8x?xf32>
    %6 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%5 : tensor<2x4x8x?xf32>) {
    ^bb0(%out: f32):
      %56 = linalg.index 0 : index
      %57 = linalg.index 2 : index
      %58 = linalg.index 3 : index
      %59 = arith.cmpi eq, %dim_4, %c1 : index
      %60 = arith.select %59, %c0, %58 : index
      %extracted = tensor.extract %transposed[%56, %c0, %57, %60] : tensor<2x1x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x8x?xf32>
    %collapsed_7 = tensor.collapse_shape %6 [[0, 1], [2], [3]] : tensor<2x4x8x?xf32> into tensor<8x8x?xf32>
    %7 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %9 = linalg.batch_matmul ins(%collapsed, %collapsed_7 : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%8 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %10 = arith.muli %0, %c8_i64 : i64
    %11 = arith.cmpi slt, %0, %c0_i64 : i64
    %12 = arith.select %11, %c8_i64, %10 : i64
    %13 = arith.extui %11 : i1 to i64
    %14 = arith.muli %12, %0 : i64
    %15 = arith.addi %13, %c1_i64 : i64
    %16 = arith.select %11, %c8_i64, %14 : i64
    %17 = arith.select %11, %15, %13 : i64
    %18 = arith.cmpi sle, %17, %c1_i64 : i64
    cf.assert %18, "must have at most one inferred (negative) dimension"
    %19 = arith.muli %10, %0 : i64
    %20 = arith.divsi %19, %16 : i64
    %21 = arith.select %11, %20, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %c4_i64, %21, %21 : tensor<4xi64>
    %reshape = tensor.reshape %9(%from_elements) : (tensor<8x?x?xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    %22 = arith.index_cast %21 : i64 to index
    %23 = tensor.empty(%22, %22) : tensor<2x4x?x?xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<2x4x?x?xf32>) outs(%23 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.truncf %cst_3 : f64 to f32
      %57 = arith.divf %in, %56 : f32
      linalg.yield %57 : f32
    } -> tensor<2x4x?x?xf32>
    %25 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %25, "negative values not allowed in new dimensions"
    cf.assert %25, "negative values not allowed in new dimensions"
    %26 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %27 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<i1>) outs(%26 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %28 = tensor.empty(%dim) : tensor<?xi64>
    %29 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%28 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %56 = linalg.index 0 : index
      %57 = arith.index_cast %56 : index to i64
      linalg.yield %57 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %29 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_8 = tensor.expand_shape %29 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %30 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %31 = linalg.generic {indexing_maps = [#map4, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_8 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%30 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_14: i64, %out: i64):
      %56 = arith.subi %in, %in_14 : i64
      linalg.yield %56 : i64
    } -> tensor<?x?xi64>
    %32 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %33 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%31 : tensor<?x?xi64>) outs(%32 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %56 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %56 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %34 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%33, %27 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%32 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %56 = arith.andi %in, %in_14 : i1
      linalg.yield %56 : i1
    } -> tensor<?x?xi1>
    %35 = arith.cmpi eq, %dim, %22 : index
    cf.assert %35, "mismatched size for broadcast"
    cf.assert %35, "mismatched size for broadcast"
    %36 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map7, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %cst_1, %24 : tensor<?x?xi1>, tensor<f32>, tensor<2x4x?x?xf32>) outs(%36 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %56 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %56 : f32
    } -> tensor<2x4x?x?xf32>
    %38 = tensor.empty(%dim) : tensor<2x4x?xi64>
    %39 = linalg.fill ins(%c0_i64 : i64) outs(%38 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %40 = tensor.empty(%dim) : tensor<2x4x?xf32>
    %41 = linalg.fill ins(%cst_0 : f32) outs(%40 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %42:2 = linalg.generic {indexing_maps = [#map, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%37 : tensor<2x4x?x?xf32>) outs(%41, %39 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_14: i64):
      %56 = linalg.index 3 : index
      %57 = arith.index_cast %56 : index to i64
      %58 = arith.maximumf %in, %out : f32
      %59 = arith.cmpf ogt, %in, %out : f32
      %60 = arith.select %59, %57, %out_14 : i64
      linalg.yield %58, %60 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_9 = tensor.expand_shape %42#0 [[0], [1], [2, 3]] output_shape [2, 4, %dim, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %expanded_9 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%36 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %56 = arith.subf %in, %in_14 : f32
      linalg.yield %56 : f32
    } -> tensor<2x4x?x?xf32>
    %44 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<2x4x?x?xf32>) outs(%36 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = math.exp %in : f32
      linalg.yield %56 : f32
    } -> tensor<2x4x?x?xf32>
    %45 = tensor.empty(%dim) : tensor<2x4x?x1xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44 : tensor<2x4x?x?xf32>) outs(%46 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %56 = arith.addf %in, %out : f32
      linalg.yield %56 : f32
    } -> tensor<2x4x?x1xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map9, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %47 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%36 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %56 = arith.divf %in, %in_14 : f32
      linalg.yield %56 : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    %49 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf32>
    %50 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%49 : tensor<2x4x?x?xf32>) {
    ^bb0(%out: f32):
      %56 = linalg.index 0 : index
      %57 = linalg.index 1 : index
      %58 = linalg.index 2 : index
      %59 = linalg.index 3 : index
      %60 = arith.cmpi eq, %dim, %c1 : index
      %61 = arith.select %60, %c0, %58 : index
      %62 = arith.select %60, %c0, %59 : index
      %extracted = tensor.extract %48[%56, %57, %61, %62] : tensor<2x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %18, "must have at most one inferred (negative) dimension"
    %from_elements_10 = tensor.from_elements %c8_i64, %21, %21 : tensor<3xi64>
    %reshape_11 = tensor.reshape %50(%from_elements_10) : (tensor<2x4x?x?xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    cf.assert %2, "unimplemented: dynamic negative broadcast sizes"
    %51 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%3 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %56 = linalg.index 0 : index
      %57 = linalg.index 2 : index
      %58 = linalg.index 3 : index
      %59 = arith.cmpi eq, %dim_5, %c1 : index
      %60 = arith.select %59, %c0, %57 : index
      %extracted = tensor.extract %extracted_slice_6[%56, %c0, %60, %58] : tensor<2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_12 = tensor.collapse_shape %51 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %52 = arith.cmpi eq, %21, %0 : i64
    cf.assert %52, "mismatching contracting dimension"
    %53 = tensor.empty(%22) : tensor<8x?x8xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %55 = linalg.batch_matmul ins(%reshape_11, %collapsed_12 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%54 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_13 = tensor.expand_shape %55 [[0, 1], [2], [3]] output_shape [2, 4, %22, 8] : tensor<8x?x8xf32> into tensor<2x4x?x8xf32>
    return %expanded_13 : tensor<2x4x?x8xf32>
  }
}
