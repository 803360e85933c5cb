// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/negative_gemma2_softcap.expected.npy --expect-raised 0 | FileCheck %s --check-prefix=NUM
// CHECK-NOT: attn.attention
// CHECK: func.func @forward
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only negative_gemma2_softcap:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class Gemma2SoftCap(nn.Module):
//       """Gemma-2's attention logit soft-capping, cap * tanh(s / cap), before
//       the softmax: not scaled-dot-product attention, so not raised."""
//
//       def forward(self, q, k, v):
//           s = torch.matmul(q, k.transpose(2, 3)) * q.shape[-1] ** -0.5
//           s = torch.tanh(s / 50.0) * 50.0
//           return torch.matmul(torch.softmax(s, dim=-1), v)
//
//   @entry("negative_gemma2_softcap", F32, [(QKV, F32, None)] * 3, [Gemma2SoftCap], positive=False)
//   def build_negative_gemma2_softcap():  # then torch.manual_seed(0) before, .eval() after
//       return Gemma2SoftCap()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is negative_gemma2_softcap.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %cst_2 = arith.constant 5.000000e+01 : f32
    %0 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x16x8xf32>) outs(%0 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_3 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %1 = tensor.empty() : tensor<8x16x16xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_3 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%2 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %4 = tensor.empty() : tensor<2x4x16x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.truncf %cst_1 : f64 to f32
      %24 = arith.mulf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<2x4x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.divf %in, %cst_2 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.tanh %in : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x16xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.mulf %in, %cst_2 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x16xf32>
    %9 = tensor.empty() : tensor<2x4x16xi64>
    %10 = linalg.fill ins(%c0_i64 : i64) outs(%9 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %11 = tensor.empty() : tensor<2x4x16xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%11 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %13:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%8 : tensor<2x4x16x16xf32>) outs(%12, %10 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_8: i64):
      %23 = linalg.index 3 : index
      %24 = arith.index_cast %23 : index to i64
      %25 = arith.maximumf %in, %out : f32
      %26 = arith.cmpf ogt, %in, %out : f32
      %27 = arith.select %26, %24, %out_8 : i64
      linalg.yield %25, %27 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_4 = tensor.expand_shape %13#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_4 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.subf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x16xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.exp %in : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x16xf32>
    %16 = tensor.empty() : tensor<2x4x16x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%16 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%15 : tensor<2x4x16x16xf32>) outs(%17 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15, %18 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.divf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_5 = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_6 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %20 = tensor.empty() : tensor<8x16x8xf32>
    %21 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %22 = linalg.batch_matmul ins(%collapsed_5, %collapsed_6 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%21 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_7 = tensor.expand_shape %22 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_7 : tensor<2x4x16x8xf32>
  }
}
