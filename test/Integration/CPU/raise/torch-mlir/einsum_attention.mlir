// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/einsum_attention.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}ins(%arg0, {{.*}}, %arg2,
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only einsum_attention:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class EinsumAttention(nn.Module):
//       def __init__(self, head_dim=D):
//           super().__init__()
//           self.scale = head_dim ** -0.5
//
//       def forward(self, q, k, v):
//           scores = torch.einsum('bhqd,bhkd->bhqk', q, k) * self.scale
//           p = scores.softmax(dim=-1)
//           return torch.einsum('bhqk,bhkd->bhqd', p, v)
//
//   @entry("einsum_attention", F32, [(QKV, F32, SEQ2)] * 3, [EinsumAttention])
//   def build_einsum_attention():  # then torch.manual_seed(0) before, .eval() after
//       return EinsumAttention()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is einsum_attention.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %expanded = tensor.expand_shape %arg1 [[0], [1], [2], [3, 4]] output_shape [2, 4, 16, 8, 1] : tensor<2x4x16x8xf32> into tensor<2x4x16x8x1xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %0 = tensor.empty() : tensor<2x4x8x16x1xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<2x4x16x8x1xf32>) outs(%0 : tensor<2x4x8x16x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3, 4]] : tensor<2x4x8x16x1xf32> into tensor<8x8x16xf32>
    %1 = tensor.empty() : tensor<8x16x16xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%2 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_3 = tensor.expand_shape %3 [[0, 1], [2], [3, 4]] output_shape [2, 4, 16, 1, 16] : tensor<8x16x16xf32> into tensor<2x4x16x1x16xf32>
    %4 = tensor.empty() : tensor<2x4x16x16x1xf32>
    %transposed_4 = linalg.transpose ins(%expanded_3 : tensor<2x4x16x1x16xf32>) outs(%4 : tensor<2x4x16x16x1xf32>) permutation = [0, 1, 2, 4, 3] 
    %collapsed_5 = tensor.collapse_shape %transposed_4 [[0], [1], [2], [3, 4]] : tensor<2x4x16x16x1xf32> into tensor<2x4x16x16xf32>
    %5 = tensor.empty() : tensor<2x4x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_5 : tensor<2x4x16x16xf32>) outs(%5 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.truncf %cst_1 : f64 to f32
      %23 = arith.mulf %in, %22 : f32
      linalg.yield %23 : f32
    } -> tensor<2x4x16x16xf32>
    %7 = tensor.empty() : tensor<2x4x16xi64>
    %8 = linalg.fill ins(%c0_i64 : i64) outs(%7 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %9 = tensor.empty() : tensor<2x4x16xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %11:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%6 : tensor<2x4x16x16xf32>) outs(%10, %8 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_12: i64):
      %22 = linalg.index 3 : index
      %23 = arith.index_cast %22 : index to i64
      %24 = arith.maximumf %in, %out : f32
      %25 = arith.cmpf ogt, %in, %out : f32
      %26 = arith.select %25, %23, %out_12 : i64
      linalg.yield %24, %26 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_6 = tensor.expand_shape %11#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %expanded_6 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%5 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %22 = arith.subf %in, %in_12 : f32
      linalg.yield %22 : f32
    } -> tensor<2x4x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<2x4x16x16xf32>) outs(%5 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = math.exp %in : f32
      linalg.yield %22 : f32
    } -> tensor<2x4x16x16xf32>
    %14 = tensor.empty() : tensor<2x4x16x1xf32>
    %15 = linalg.fill ins(%cst : f32) outs(%14 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%13 : tensor<2x4x16x16xf32>) outs(%15 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %22 = arith.addf %in, %out : f32
      linalg.yield %22 : f32
    } -> tensor<2x4x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %16 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%5 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %22 = arith.divf %in, %in_12 : f32
      linalg.yield %22 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_7 = tensor.collapse_shape %17 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_8 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %18 = tensor.empty() : tensor<8x16x8xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %20 = linalg.batch_matmul ins(%collapsed_7, %collapsed_8 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%19 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_9 = tensor.expand_shape %20 [[0, 1], [2], [3, 4]] output_shape [2, 4, 16, 1, 8] : tensor<8x16x8xf32> into tensor<2x4x16x1x8xf32>
    %21 = tensor.empty() : tensor<2x4x16x8x1xf32>
    %transposed_10 = linalg.transpose ins(%expanded_9 : tensor<2x4x16x1x8xf32>) outs(%21 : tensor<2x4x16x8x1xf32>) permutation = [0, 1, 2, 4, 3] 
    %collapsed_11 = tensor.collapse_shape %transposed_10 [[0], [1], [2], [3, 4]] : tensor<2x4x16x8x1xf32> into tensor<2x4x16x8xf32>
    return %collapsed_11 : tensor<2x4x16x8xf32>
  }
}
