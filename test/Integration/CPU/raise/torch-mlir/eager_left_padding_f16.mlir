// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/eager_left_padding_f16.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// The padding queries see no key: f16 sums make their scores -65504, which the
// raised mask keeps as the lowest f32 (they average V, as in PyTorch).
// CHECK: arith.select {{.*}} : f32
// CHECK: attn.attention {{.*}}mask({{.*}} : tensor<2x16x16xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only eager_left_padding_f16:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class EagerLeftPadding(nn.Module):
//       """Llama/Mistral eager attention (transformers' eager_attention_forward)
//       over a left-padded batch (the first `pad[b]` tokens of sequence b are
//       padding): causal and padding mask added to the scores as
//       torch.finfo(dtype).min, softmax in float32. Padding queries see no key:
//       in f16 their scores all become -65504 and they average V."""
//
//       def __init__(self, pad=(5, 0)):
//           super().__init__()
//           self.pad = pad
//
//       def forward(self, q, k, v):
//           n = q.shape[-2]
//           keys = torch.arange(n)[None, :] >= torch.tensor(self.pad)[:, None]
//           causal = torch.ones(n, n, dtype=torch.bool).tril()
//           allowed = causal[None] & keys[:, None, :]
//           mask = torch.zeros(allowed.shape, dtype=q.dtype).masked_fill(
//               ~allowed, torch.finfo(q.dtype).min)[:, None]
//           s = torch.matmul(q, k.transpose(2, 3)) * q.shape[-1] ** -0.5 + mask
//           p = nn.functional.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
//           return torch.matmul(p, v)
//
//   @entry("eager_left_padding_f16", F16, [(QKV, F16, SEQ2)] * 3,
//          [EagerLeftPadding])
//   def build_eager_left_padding_f16():  # then torch.manual_seed(0) before, .eval() after
//       return EagerLeftPadding()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is eager_left_padding_f16.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf16>, %arg1: tensor<2x4x16x8xf16>, %arg2: tensor<2x4x16x8xf16>) -> tensor<2x4x16x8xf16> {
    %c0_i64 = arith.constant 0 : i64
    %true = arith.constant true
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-6.550400e+04> : tensor<f16>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<2x16x16xf16>
    %cst_3 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_4 = arith.constant 0.35355339059327379 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %42 = linalg.index 0 : index
      %43 = arith.index_cast %42 : index to i64
      linalg.yield %43 : i64
    } -> tensor<16xi64>
    %expanded = tensor.expand_shape %1 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %expanded_6 = tensor.expand_shape %cst_5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %2 = tensor.empty() : tensor<2x16xi1>
    %3 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_6 : tensor<1x16xi64>, tensor<2x1xi64>) outs(%2 : tensor<2x16xi1>) {
    ^bb0(%in: i64, %in_17: i64, %out: i1):
      %42 = arith.cmpi sge, %in, %in_17 : i64
      linalg.yield %42 : i1
    } -> tensor<2x16xi1>
    %expanded_7 = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %4 = tensor.empty() : tensor<16x16xi64>
    %5 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%4 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_17: i64, %out: i64):
      %42 = arith.subi %in, %in_17 : i64
      linalg.yield %42 : i64
    } -> tensor<16x16xi64>
    %6 = tensor.empty() : tensor<16x16xi1>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x16xi64>) outs(%6 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %42 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %42 : i1
    } -> tensor<16x16xi1>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%7, %cst_3 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%6 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_17: i1, %out: i1):
      %42 = arith.andi %in, %in_17 : i1
      linalg.yield %42 : i1
    } -> tensor<16x16xi1>
    %expanded_8 = tensor.expand_shape %8 [[0, 1], [2]] output_shape [1, 16, 16] : tensor<16x16xi1> into tensor<1x16x16xi1>
    %expanded_9 = tensor.expand_shape %3 [[0], [1, 2]] output_shape [2, 1, 16] : tensor<2x16xi1> into tensor<2x1x16xi1>
    %9 = tensor.empty() : tensor<2x16x16xi1>
    %10 = linalg.generic {indexing_maps = [#map4, #map5, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x16x16xi1>, tensor<2x1x16xi1>) outs(%9 : tensor<2x16x16xi1>) {
    ^bb0(%in: i1, %in_17: i1, %out: i1):
      %42 = arith.andi %in, %in_17 : i1
      linalg.yield %42 : i1
    } -> tensor<2x16x16xi1>
    %11 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<2x16x16xi1>) outs(%9 : tensor<2x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %42 = arith.xori %in, %true : i1
      linalg.yield %42 : i1
    } -> tensor<2x16x16xi1>
    %12 = tensor.empty() : tensor<2x16x16xf16>
    %13 = linalg.generic {indexing_maps = [#map6, #map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11, %cst_1, %cst_2 : tensor<2x16x16xi1>, tensor<f16>, tensor<2x16x16xf16>) outs(%12 : tensor<2x16x16xf16>) {
    ^bb0(%in: i1, %in_17: f16, %in_18: f16, %out: f16):
      %42 = arith.select %in, %in_17, %in_18 : f16
      linalg.yield %42 : f16
    } -> tensor<2x16x16xf16>
    %expanded_10 = tensor.expand_shape %13 [[0], [1, 2], [3]] output_shape [2, 1, 16, 16] : tensor<2x16x16xf16> into tensor<2x1x16x16xf16>
    %14 = tensor.empty() : tensor<2x4x8x16xf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x16x8xf16>) outs(%14 : tensor<2x4x8x16xf16>) permutation = [0, 1, 3, 2] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf16> into tensor<8x16x8xf16>
    %collapsed_11 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<2x4x8x16xf16> into tensor<8x8x16xf16>
    %15 = tensor.empty() : tensor<8x16x16xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %17 = linalg.batch_matmul ins(%collapsed, %collapsed_11 : tensor<8x16x8xf16>, tensor<8x8x16xf16>) outs(%16 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %18 = tensor.empty() : tensor<8x16x16xf16>
    %19 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17 : tensor<8x16x16xf32>) outs(%18 : tensor<8x16x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %42 = arith.truncf %in : f32 to f16
      linalg.yield %42 : f16
    } -> tensor<8x16x16xf16>
    %expanded_12 = tensor.expand_shape %19 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf16> into tensor<2x4x16x16xf16>
    %20 = tensor.empty() : tensor<2x4x16x16xf16>
    %21 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_12 : tensor<2x4x16x16xf16>) outs(%20 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %out: f16):
      %42 = arith.truncf %cst_4 : f64 to f16
      %43 = arith.mulf %in, %42 : f16
      linalg.yield %43 : f16
    } -> tensor<2x4x16x16xf16>
    %22 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_10 : tensor<2x4x16x16xf16>, tensor<2x1x16x16xf16>) outs(%20 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f16, %in_17: f16, %out: f16):
      %42 = arith.addf %in, %in_17 : f16
      linalg.yield %42 : f16
    } -> tensor<2x4x16x16xf16>
    %23 = tensor.empty() : tensor<2x4x16x16xf32>
    %24 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22 : tensor<2x4x16x16xf16>) outs(%23 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f16, %out: f32):
      %42 = arith.extf %in : f16 to f32
      linalg.yield %42 : f32
    } -> tensor<2x4x16x16xf32>
    %25 = tensor.empty() : tensor<2x4x16xi64>
    %26 = linalg.fill ins(%c0_i64 : i64) outs(%25 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %27 = tensor.empty() : tensor<2x4x16xf32>
    %28 = linalg.fill ins(%cst_0 : f32) outs(%27 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %29:2 = linalg.generic {indexing_maps = [#map8, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%24 : tensor<2x4x16x16xf32>) outs(%28, %26 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_17: i64):
      %42 = linalg.index 3 : index
      %43 = arith.index_cast %42 : index to i64
      %44 = arith.maximumf %in, %out : f32
      %45 = arith.cmpf ogt, %in, %out : f32
      %46 = arith.select %45, %43, %out_17 : i64
      linalg.yield %44, %46 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_13 = tensor.expand_shape %29#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24, %expanded_13 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%23 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %42 = arith.subf %in, %in_17 : f32
      linalg.yield %42 : f32
    } -> tensor<2x4x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30 : tensor<2x4x16x16xf32>) outs(%23 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = math.exp %in : f32
      linalg.yield %42 : f32
    } -> tensor<2x4x16x16xf32>
    %32 = tensor.empty() : tensor<2x4x16x1xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %34 = linalg.generic {indexing_maps = [#map8, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%31 : tensor<2x4x16x16xf32>) outs(%33 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %42 = arith.addf %in, %out : f32
      linalg.yield %42 : f32
    } -> tensor<2x4x16x1xf32>
    %35 = linalg.generic {indexing_maps = [#map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %34 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%23 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %42 = arith.divf %in, %in_17 : f32
      linalg.yield %42 : f32
    } -> tensor<2x4x16x16xf32>
    %36 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35 : tensor<2x4x16x16xf32>) outs(%20 : tensor<2x4x16x16xf16>) {
    ^bb0(%in: f32, %out: f16):
      %42 = arith.truncf %in : f32 to f16
      linalg.yield %42 : f16
    } -> tensor<2x4x16x16xf16>
    %collapsed_14 = tensor.collapse_shape %36 [[0, 1], [2], [3]] : tensor<2x4x16x16xf16> into tensor<8x16x16xf16>
    %collapsed_15 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf16> into tensor<8x16x8xf16>
    %37 = tensor.empty() : tensor<8x16x8xf32>
    %38 = linalg.fill ins(%cst : f32) outs(%37 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %39 = linalg.batch_matmul ins(%collapsed_14, %collapsed_15 : tensor<8x16x16xf16>, tensor<8x16x8xf16>) outs(%38 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %40 = tensor.empty() : tensor<8x16x8xf16>
    %41 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%39 : tensor<8x16x8xf32>) outs(%40 : tensor<8x16x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %42 = arith.truncf %in : f32 to f16
      linalg.yield %42 : f16
    } -> tensor<8x16x8xf16>
    %expanded_16 = tensor.expand_shape %41 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf16> into tensor<2x4x16x8xf16>
    return %expanded_16 : tensor<2x4x16x8xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000005000000000000000000000000000000"
    }
  }
#-}
