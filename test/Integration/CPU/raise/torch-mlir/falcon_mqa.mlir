// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/falcon_mqa.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins(%arg0, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x4x16x8xf32>, tensor<2x16x8xf32>, tensor<2x16x8xf32>, f32)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only falcon_mqa:
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
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is falcon_mqa.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_2 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_3 = arith.constant 2.8284271247461903 : f64
    %extracted_slice = tensor.extract_slice %arg1[0, 0, 0, 0] [2, 1, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x1x16x8xf32>
    %extracted_slice_4 = tensor.extract_slice %arg2[0, 0, 0, 0] [2, 1, 16, 8] [1, 1, 1, 1] : tensor<2x4x16x8xf32> to tensor<2x1x16x8xf32>
    %0 = tensor.empty() : tensor<2x1x8x16xf32>
    %transposed = linalg.transpose ins(%extracted_slice : tensor<2x1x16x8xf32>) outs(%0 : tensor<2x1x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %1 = tensor.empty() : tensor<2x4x8x16xf32>
    %collapsed_5 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x1x8x16xf32> into tensor<2x8x16xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_5 : tensor<2x8x16xf32>) outs(%1 : tensor<2x4x8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x8x16xf32>
    %collapsed_6 = tensor.collapse_shape %2 [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %3 = tensor.empty() : tensor<8x16x16xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %5 = linalg.batch_matmul ins(%collapsed, %collapsed_6 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%4 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded = tensor.expand_shape %5 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %6 = tensor.empty() : tensor<2x4x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x16x16xf32>) outs(%6 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.divf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<2x4x16x16xf32>
    %8 = tensor.empty() : tensor<16xi64>
    %9 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%8 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %32 = linalg.index 0 : index
      %33 = arith.index_cast %32 : index to i64
      linalg.yield %33 : i64
    } -> tensor<16xi64>
    %expanded_7 = tensor.expand_shape %9 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_8 = tensor.expand_shape %9 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %10 = tensor.empty() : tensor<16x16xi64>
    %11 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_8 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%10 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_14: i64, %out: i64):
      %32 = arith.subi %in, %in_14 : i64
      linalg.yield %32 : i64
    } -> tensor<16x16xi64>
    %12 = tensor.empty() : tensor<16x16xi1>
    %13 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%11 : tensor<16x16xi64>) outs(%12 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %32 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %32 : i1
    } -> tensor<16x16xi1>
    %14 = linalg.generic {indexing_maps = [#map5, #map5, #map5], iterator_types = ["parallel", "parallel"]} ins(%13, %cst_2 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%12 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %32 = arith.andi %in, %in_14 : i1
      linalg.yield %32 : i1
    } -> tensor<16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map6, #map7, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %cst_1, %7 : tensor<16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%6 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %32 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %16 = tensor.empty() : tensor<2x4x16xi64>
    %17 = linalg.fill ins(%c0_i64 : i64) outs(%16 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %18 = tensor.empty() : tensor<2x4x16xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %20:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<2x4x16x16xf32>) outs(%19, %17 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_14: i64):
      %32 = linalg.index 3 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.maximumf %in, %out : f32
      %35 = arith.cmpf ogt, %in, %out : f32
      %36 = arith.select %35, %33, %out_14 : i64
      linalg.yield %34, %36 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_9 = tensor.expand_shape %20#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %expanded_9 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%6 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %32 = arith.subf %in, %in_14 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21 : tensor<2x4x16x16xf32>) outs(%6 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.exp %in : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %23 = tensor.empty() : tensor<2x4x16x1xf32>
    %24 = linalg.fill ins(%cst : f32) outs(%23 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%22 : tensor<2x4x16x16xf32>) outs(%24 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %25 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%6 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %32 = arith.divf %in, %in_14 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_10 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %27 = tensor.empty() : tensor<2x4x16x8xf32>
    %collapsed_11 = tensor.collapse_shape %extracted_slice_4 [[0, 1], [2], [3]] : tensor<2x1x16x8xf32> into tensor<2x16x8xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_11 : tensor<2x16x8xf32>) outs(%27 : tensor<2x4x16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x16x8xf32>
    %collapsed_12 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %29 = tensor.empty() : tensor<8x16x8xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %31 = linalg.batch_matmul ins(%collapsed_10, %collapsed_12 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%30 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_13 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_13 : tensor<2x4x16x8xf32>
  }
}
