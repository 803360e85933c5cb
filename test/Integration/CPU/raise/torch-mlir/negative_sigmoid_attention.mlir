// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/negative_sigmoid_attention.expected.npy --expect-raised 0 | FileCheck %s --check-prefix=NUM
// CHECK-NOT: attn.attention
// CHECK: func.func @forward
// CHECK-NOT: attn.attention
// NUM: PASS
// RUN: attn-opt %s --attn-raise-from-linalg=emit-remarks=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// REMARK: remark: not raised to attn.attention: the row sum is not a reduction
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only negative_sigmoid_attention:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class SigmoidAttention(nn.Module):
//       def forward(self, q, k, v):
//           s = torch.matmul(q, k.transpose(-1, -2)) / math.sqrt(q.size(-1))
//           p = torch.sigmoid(s)
//           return torch.matmul(p, v)
//
//   @entry("negative_sigmoid_attention", F32, [(QKV, F32, None)] * 3, [SigmoidAttention], positive=False)
//   def build_negative_sigmoid_attention():  # then torch.manual_seed(0) before, .eval() after
//       return SigmoidAttention()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is negative_sigmoid_attention.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 2.8284271247461903 : f64
    %0 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x16x8xf32>) outs(%0 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_2 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %1 = tensor.empty() : tensor<8x16x16xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %3 = linalg.batch_matmul ins(%collapsed, %collapsed_2 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%2 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded = tensor.expand_shape %3 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %4 = tensor.empty() : tensor<2x4x16x16xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.truncf %cst_1 : f64 to f32
      %11 = arith.divf %in, %10 : f32
      linalg.yield %11 : f32
    } -> tensor<2x4x16x16xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5 : tensor<2x4x16x16xf32>) outs(%4 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %10 = arith.negf %in : f32
      %11 = math.exp %10 : f32
      %12 = arith.addf %11, %cst_0 : f32
      %13 = arith.divf %cst_0, %12 : f32
      linalg.yield %13 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_3 = tensor.collapse_shape %6 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_4 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %7 = tensor.empty() : tensor<8x16x8xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %9 = linalg.batch_matmul ins(%collapsed_3, %collapsed_4 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%8 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_5 = tensor.expand_shape %9 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_5 : tensor<2x4x16x8xf32>
  }
}
