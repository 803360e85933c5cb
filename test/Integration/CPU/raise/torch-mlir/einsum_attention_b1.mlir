// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/einsum_attention_b1.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// Batch 1: torch's einsum drops the unit batch dim from the batch of its matmuls and reshapes through unit dims (the key dim of P·V grouped with them, the softmax's anchor with unit dims no operand keeps).
// CHECK: attn.attention {{.*}}ins({{.*}} : tensor<4x16x8xf32>, tensor<4x16x8xf32>, tensor<4x16x8xf32>, f32) outs({{.*}} : tensor<4x16x8xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only einsum_attention_b1:
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
//   @entry("einsum_attention_b1", F32, [(QKV1, F32, SEQ2)] * 3, [EinsumAttention])
//   def build_einsum_attention_b1():  # then torch.manual_seed(0) before, .eval() after  # batch 1
//       return EinsumAttention()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is einsum_attention_b1.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x4x16x8xf32>, %arg1: tensor<1x4x16x8xf32>, %arg2: tensor<1x4x16x8xf32>) -> tensor<1x4x16x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %c0_i64 = arith.constant 0 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2], [3, 4]] output_shape [1, 4, 16, 8, 1] : tensor<1x4x16x8xf32> into tensor<1x4x16x8x1xf32>
    %expanded_2 = tensor.expand_shape %arg1 [[0], [1], [2], [3, 4]] output_shape [1, 4, 16, 8, 1] : tensor<1x4x16x8xf32> into tensor<1x4x16x8x1xf32>
    %0 = tensor.empty() : tensor<4x16x8x1x1xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x4x16x8x1xf32>) outs(%0 : tensor<4x16x8x1x1xf32>) permutation = [1, 2, 3, 0, 4] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1], [2, 3, 4]] : tensor<4x16x8x1x1xf32> into tensor<4x16x8xf32>
    %1 = tensor.empty() : tensor<4x8x1x16x1xf32>
    %transposed_3 = linalg.transpose ins(%expanded_2 : tensor<1x4x16x8x1xf32>) outs(%1 : tensor<4x8x1x16x1xf32>) permutation = [1, 3, 0, 2, 4] 
    %collapsed_4 = tensor.collapse_shape %transposed_3 [[0], [1], [2, 3, 4]] : tensor<4x8x1x16x1xf32> into tensor<4x8x16xf32>
    %2 = tensor.empty() : tensor<4x16x16xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %4 = linalg.batch_matmul ins(%collapsed, %collapsed_4 : tensor<4x16x8xf32>, tensor<4x8x16xf32>) outs(%3 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %expanded_5 = tensor.expand_shape %4 [[0], [1], [2, 3, 4]] output_shape [4, 16, 1, 1, 16] : tensor<4x16x16xf32> into tensor<4x16x1x1x16xf32>
    %5 = tensor.empty() : tensor<1x4x16x16x1xf32>
    %transposed_6 = linalg.transpose ins(%expanded_5 : tensor<4x16x1x1x16xf32>) outs(%5 : tensor<1x4x16x16x1xf32>) permutation = [3, 0, 1, 4, 2] 
    %collapsed_7 = tensor.collapse_shape %transposed_6 [[0], [1], [2], [3, 4]] : tensor<1x4x16x16x1xf32> into tensor<1x4x16x16xf32>
    %6 = tensor.empty() : tensor<1x4x16x16xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_7 : tensor<1x4x16x16xf32>) outs(%6 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.truncf %cst_1 : f64 to f32
      %26 = arith.mulf %in, %25 : f32
      linalg.yield %26 : f32
    } -> tensor<1x4x16x16xf32>
    %8 = tensor.empty() : tensor<1x4x16xi64>
    %9 = linalg.fill ins(%c0_i64 : i64) outs(%8 : tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %10 = tensor.empty() : tensor<1x4x16xf32>
    %11 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %12:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%7 : tensor<1x4x16x16xf32>) outs(%11, %9 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_18: i64):
      %25 = linalg.index 3 : index
      %26 = arith.index_cast %25 : index to i64
      %27 = arith.maximumf %in, %out : f32
      %28 = arith.cmpf ogt, %in, %out : f32
      %29 = arith.select %28, %26, %out_18 : i64
      linalg.yield %27, %29 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_8 = tensor.expand_shape %12#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_8 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%6 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %25 = arith.subf %in, %in_18 : f32
      linalg.yield %25 : f32
    } -> tensor<1x4x16x16xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<1x4x16x16xf32>) outs(%6 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = math.exp %in : f32
      linalg.yield %25 : f32
    } -> tensor<1x4x16x16xf32>
    %15 = tensor.empty() : tensor<1x4x16x1xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%14 : tensor<1x4x16x16xf32>) outs(%16 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %25 = arith.addf %in, %out : f32
      linalg.yield %25 : f32
    } -> tensor<1x4x16x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%14, %17 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%6 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %25 = arith.divf %in, %in_18 : f32
      linalg.yield %25 : f32
    } -> tensor<1x4x16x16xf32>
    %expanded_9 = tensor.expand_shape %18 [[0], [1], [2], [3, 4]] output_shape [1, 4, 16, 16, 1] : tensor<1x4x16x16xf32> into tensor<1x4x16x16x1xf32>
    %expanded_10 = tensor.expand_shape %arg2 [[0], [1], [2], [3, 4]] output_shape [1, 4, 16, 8, 1] : tensor<1x4x16x8xf32> into tensor<1x4x16x8x1xf32>
    %19 = tensor.empty() : tensor<4x16x16x1x1xf32>
    %transposed_11 = linalg.transpose ins(%expanded_9 : tensor<1x4x16x16x1xf32>) outs(%19 : tensor<4x16x16x1x1xf32>) permutation = [1, 2, 3, 0, 4] 
    %collapsed_12 = tensor.collapse_shape %transposed_11 [[0], [1], [2, 3, 4]] : tensor<4x16x16x1x1xf32> into tensor<4x16x16xf32>
    %20 = tensor.empty() : tensor<4x16x1x8x1xf32>
    %transposed_13 = linalg.transpose ins(%expanded_10 : tensor<1x4x16x8x1xf32>) outs(%20 : tensor<4x16x1x8x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %collapsed_14 = tensor.collapse_shape %transposed_13 [[0], [1], [2, 3, 4]] : tensor<4x16x1x8x1xf32> into tensor<4x16x8xf32>
    %21 = tensor.empty() : tensor<4x16x8xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %23 = linalg.batch_matmul ins(%collapsed_12, %collapsed_14 : tensor<4x16x16xf32>, tensor<4x16x8xf32>) outs(%22 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %expanded_15 = tensor.expand_shape %23 [[0], [1], [2, 3, 4]] output_shape [4, 16, 1, 1, 8] : tensor<4x16x8xf32> into tensor<4x16x1x1x8xf32>
    %24 = tensor.empty() : tensor<1x4x16x8x1xf32>
    %transposed_16 = linalg.transpose ins(%expanded_15 : tensor<4x16x1x1x8xf32>) outs(%24 : tensor<1x4x16x8x1xf32>) permutation = [3, 0, 1, 4, 2] 
    %collapsed_17 = tensor.collapse_shape %transposed_16 [[0], [1], [2], [3, 4]] : tensor<1x4x16x8x1xf32> into tensor<1x4x16x8xf32>
    return %collapsed_17 : tensor<1x4x16x8xf32>
  }
}
