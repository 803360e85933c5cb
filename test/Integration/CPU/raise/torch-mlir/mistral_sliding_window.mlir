// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/mistral_sliding_window.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}ins(%arg0, %arg1, %arg2, {{.*}} : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, f32) mask({{.*}} : tensor<16x16xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only mistral_sliding_window:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class MistralSlidingWindow(nn.Module):
//       """Mistral's eager attention with a sliding window: a causal mask that
//       also hides keys more than `window` - 1 positions back, built from
//       aranges and added to the scores as torch.finfo(dtype).min."""
//
//       def __init__(self, window=5):
//           super().__init__()
//           self.window = window
//
//       def forward(self, q, k, v):
//           n = q.shape[-2]
//           i = torch.arange(n)[:, None]
//           j = torch.arange(n)[None, :]
//           allowed = (j <= i) & (i - j < self.window)
//           mask = torch.zeros(n, n, dtype=q.dtype).masked_fill(~allowed, torch.finfo(q.dtype).min)
//           s = torch.matmul(q, k.transpose(2, 3)) / math.sqrt(q.shape[-1]) + mask
//           p = nn.functional.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
//           return torch.matmul(p, v)
//
//   @entry("mistral_sliding_window", F32, [(QKV, F32, SEQ2)] * 3, [MistralSlidingWindow])
//   def build_mistral_sliding_window():  # then torch.manual_seed(0) before, .eval() after
//       return MistralSlidingWindow()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is mistral_sliding_window.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %c5_i64 = arith.constant 5 : i64
    %c0_i64 = arith.constant 0 : i64
    %true = arith.constant true
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
    %cst_3 = arith.constant 2.8284271247461903 : f64
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %32 = linalg.index 0 : index
      %33 = arith.index_cast %32 : index to i64
      linalg.yield %33 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %expanded_4 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %2 = tensor.empty() : tensor<16x16xi1>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_4, %expanded : tensor<1x16xi64>, tensor<16x1xi64>) outs(%2 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %in_11: i64, %out: i1):
      %32 = arith.cmpi sle, %in, %in_11 : i64
      linalg.yield %32 : i1
    } -> tensor<16x16xi1>
    %4 = tensor.empty() : tensor<16x16xi64>
    %5 = linalg.generic {indexing_maps = [#map2, #map1, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_4 : tensor<16x1xi64>, tensor<1x16xi64>) outs(%4 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_11: i64, %out: i64):
      %32 = arith.subi %in, %in_11 : i64
      linalg.yield %32 : i64
    } -> tensor<16x16xi64>
    %6 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x16xi64>) outs(%2 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %32 = arith.cmpi slt, %in, %c5_i64 : i64
      linalg.yield %32 : i1
    } -> tensor<16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%3, %6 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%2 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_11: i1, %out: i1):
      %32 = arith.andi %in, %in_11 : i1
      linalg.yield %32 : i1
    } -> tensor<16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%7 : tensor<16x16xi1>) outs(%2 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %32 = arith.xori %in, %true : i1
      linalg.yield %32 : i1
    } -> tensor<16x16xi1>
    %9 = tensor.empty() : tensor<16x16xf32>
    %10 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%8, %cst_1, %cst_2 : tensor<16x16xi1>, tensor<f32>, tensor<16x16xf32>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i1, %in_11: f32, %in_12: f32, %out: f32):
      %32 = arith.select %in, %in_11, %in_12 : f32
      linalg.yield %32 : f32
    } -> tensor<16x16xf32>
    %11 = tensor.empty() : tensor<2x4x8x16xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x16x8xf32>) outs(%11 : tensor<2x4x8x16xf32>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_5 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
    %12 = tensor.empty() : tensor<8x16x16xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %14 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%13 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %expanded_6 = tensor.expand_shape %14 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %15 = tensor.empty() : tensor<2x4x16x16xf32>
    %16 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<2x4x16x16xf32>) outs(%15 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.truncf %cst_3 : f64 to f32
      %33 = arith.divf %in, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<2x4x16x16xf32>
    %17 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16, %10 : tensor<2x4x16x16xf32>, tensor<16x16xf32>) outs(%15 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.addf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %18 = tensor.empty() : tensor<2x4x16xi64>
    %19 = linalg.fill ins(%c0_i64 : i64) outs(%18 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %20 = tensor.empty() : tensor<2x4x16xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %22:2 = linalg.generic {indexing_maps = [#map5, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%17 : tensor<2x4x16x16xf32>) outs(%21, %19 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_11: i64):
      %32 = linalg.index 3 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.maximumf %in, %out : f32
      %35 = arith.cmpf ogt, %in, %out : f32
      %36 = arith.select %35, %33, %out_11 : i64
      linalg.yield %34, %36 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_7 = tensor.expand_shape %22#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %23 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_7 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%15 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.subf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23 : tensor<2x4x16x16xf32>) outs(%15 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = math.exp %in : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %25 = tensor.empty() : tensor<2x4x16x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<2x4x16x16xf32>) outs(%26 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %32 = arith.addf %in, %out : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x1xf32>
    %28 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %27 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%15 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_11: f32, %out: f32):
      %32 = arith.divf %in, %in_11 : f32
      linalg.yield %32 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_8 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_9 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %29 = tensor.empty() : tensor<8x16x8xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %31 = linalg.batch_matmul ins(%collapsed_8, %collapsed_9 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%30 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_10 = tensor.expand_shape %31 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_10 : tensor<2x4x16x8xf32>
  }
}
