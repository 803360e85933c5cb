// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/bloom_alibi.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins(%arg0, %arg1, %arg2, {{.*}} : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>, f32) mask({{.*}} : tensor<4x16xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only bloom_alibi:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class BloomAlibi(nn.Module):
//       """BLOOM's attention: ALiBi (a per-head slope times the key position)
//       as the baddbmm bias of the scaled scores, the causal mask by
//       masked_fill with torch.finfo(dtype).min, batch and heads fused."""
//
//       def forward(self, q, k, v):
//           b, h, n, d = q.shape
//           slopes = torch.tensor([2.0 ** (-8.0 * (i + 1) / h) for i in range(h)])
//           alibi = (slopes[:, None] * torch.arange(n)[None, :].to(q.dtype))[:, None, :]
//           alibi = alibi.repeat(b, 1, 1)  # (b * h, 1, n)
//           s = torch.baddbmm(alibi, q.reshape(b * h, n, d), k.reshape(b * h, n, d).transpose(1, 2),
//                             beta=1.0, alpha=1.0 / math.sqrt(d)).view(b, h, n, n)
//           causal = torch.ones(n, n, dtype=torch.bool).triu(1)
//           s = s.masked_fill(causal, torch.finfo(s.dtype).min)
//           p = nn.functional.softmax(s, dim=-1, dtype=torch.float32).to(q.dtype)
//           return torch.bmm(p.view(b * h, n, n), v.reshape(b * h, n, d)).view(b, h, n, d)
//
//   @entry("bloom_alibi", F32, [(QKV, F32, SEQ2)] * 3, [BloomAlibi])
//   def build_bloom_alibi():  # then torch.manual_seed(0) before, .eval() after
//       return BloomAlibi()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward")
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is bloom_alibi.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_3 = arith.constant 0.35355339059327373 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %expanded = tensor.expand_shape %cst_4 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %0 = tensor.empty() : tensor<16xi64>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%0 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %35 = linalg.index 0 : index
      %36 = arith.index_cast %35 : index to i64
      linalg.yield %36 : i64
    } -> tensor<16xi64>
    %expanded_5 = tensor.expand_shape %1 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %2 = tensor.empty() : tensor<1x16xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_5 : tensor<1x16xi64>) outs(%2 : tensor<1x16xf32>) {
    ^bb0(%in: i64, %out: f32):
      %35 = arith.sitofp %in : i64 to f32
      linalg.yield %35 : f32
    } -> tensor<1x16xf32>
    %4 = tensor.empty() : tensor<4x16xf32>
    %5 = linalg.generic {indexing_maps = [#map2, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %3 : tensor<4x1xf32>, tensor<1x16xf32>) outs(%4 : tensor<4x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %35 = arith.mulf %in, %in_15 : f32
      linalg.yield %35 : f32
    } -> tensor<4x16xf32>
    %6 = tensor.empty() : tensor<2x4x1x16xf32>
    %expanded_6 = tensor.expand_shape %5 [[0], [1, 2]] output_shape [4, 1, 16] : tensor<4x16xf32> into tensor<4x1x16xf32>
    %7 = linalg.generic {indexing_maps = [#map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_6 : tensor<4x1x16xf32>) outs(%6 : tensor<2x4x1x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x1x16xf32>
    %collapsed = tensor.collapse_shape %7 [[0, 1], [2], [3]] : tensor<2x4x1x16xf32> into tensor<8x1x16xf32>
    %collapsed_7 = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %collapsed_8 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %8 = tensor.empty() : tensor<8x8x16xf32>
    %transposed = linalg.transpose ins(%collapsed_8 : tensor<8x16x8xf32>) outs(%8 : tensor<8x8x16xf32>) permutation = [0, 2, 1] 
    %9 = tensor.empty() : tensor<8x16x16xf32>
    %10 = linalg.fill ins(%cst : f32) outs(%9 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %11 = linalg.batch_matmul ins(%collapsed_7, %transposed : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%10 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%11 : tensor<8x16x16xf32>) outs(%9 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.truncf %cst_3 : f64 to f32
      %36 = arith.mulf %in, %35 : f32
      linalg.yield %36 : f32
    } -> tensor<8x16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map7, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%collapsed, %12 : tensor<8x1x16xf32>, tensor<8x16x16xf32>) outs(%9 : tensor<8x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %35 = arith.addf %in, %in_15 : f32
      linalg.yield %35 : f32
    } -> tensor<8x16x16xf32>
    %expanded_9 = tensor.expand_shape %13 [[0, 1], [2], [3]] output_shape [2, 4, 16, 16] : tensor<8x16x16xf32> into tensor<2x4x16x16xf32>
    %expanded_10 = tensor.expand_shape %1 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %14 = tensor.empty() : tensor<16x16xi64>
    %15 = linalg.generic {indexing_maps = [#map3, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_5, %expanded_10 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%14 : tensor<16x16xi64>) {
    ^bb0(%in: i64, %in_15: i64, %out: i64):
      %35 = arith.subi %in, %in_15 : i64
      linalg.yield %35 : i64
    } -> tensor<16x16xi64>
    %16 = tensor.empty() : tensor<16x16xi1>
    %17 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<16x16xi64>) outs(%16 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %out: i1):
      %35 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %35 : i1
    } -> tensor<16x16xi1>
    %18 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%17, %cst_2 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%16 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_15: i1, %out: i1):
      %35 = arith.andi %in, %in_15 : i1
      linalg.yield %35 : i1
    } -> tensor<16x16xi1>
    %19 = tensor.empty() : tensor<2x4x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map8, #map9, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %cst_1, %expanded_9 : tensor<16x16xi1>, tensor<f32>, tensor<2x4x16x16xf32>) outs(%19 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: i1, %in_15: f32, %in_16: f32, %out: f32):
      %35 = arith.select %in, %in_15, %in_16 : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x16x16xf32>
    %21 = tensor.empty() : tensor<2x4x16xi64>
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<2x4x16xi64>) -> tensor<2x4x16xi64>
    %23 = tensor.empty() : tensor<2x4x16xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<2x4x16xf32>) -> tensor<2x4x16xf32>
    %25:2 = linalg.generic {indexing_maps = [#map5, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<2x4x16x16xf32>) outs(%24, %22 : tensor<2x4x16xf32>, tensor<2x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_15: i64):
      %35 = linalg.index 3 : index
      %36 = arith.index_cast %35 : index to i64
      %37 = arith.maximumf %in, %out : f32
      %38 = arith.cmpf ogt, %in, %out : f32
      %39 = arith.select %38, %36, %out_15 : i64
      linalg.yield %37, %39 : f32, i64
    } -> (tensor<2x4x16xf32>, tensor<2x4x16xi64>)
    %expanded_11 = tensor.expand_shape %25#0 [[0], [1], [2, 3]] output_shape [2, 4, 16, 1] : tensor<2x4x16xf32> into tensor<2x4x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_11 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%19 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %35 = arith.subf %in, %in_15 : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<2x4x16x16xf32>) outs(%19 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = math.exp %in : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x16x16xf32>
    %28 = tensor.empty() : tensor<2x4x16x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map5, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<2x4x16x16xf32>) outs(%29 : tensor<2x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %35 = arith.addf %in, %out : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map5, #map11, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) outs(%19 : tensor<2x4x16x16xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %35 = arith.divf %in, %in_15 : f32
      linalg.yield %35 : f32
    } -> tensor<2x4x16x16xf32>
    %collapsed_12 = tensor.collapse_shape %31 [[0, 1], [2], [3]] : tensor<2x4x16x16xf32> into tensor<8x16x16xf32>
    %collapsed_13 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
    %32 = tensor.empty() : tensor<8x16x8xf32>
    %33 = linalg.fill ins(%cst : f32) outs(%32 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %34 = linalg.batch_matmul ins(%collapsed_12, %collapsed_13 : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%33 : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
    %expanded_14 = tensor.expand_shape %34 [[0, 1], [2], [3]] output_shape [2, 4, 16, 8] : tensor<8x16x8xf32> into tensor<2x4x16x8xf32>
    return %expanded_14 : tensor<2x4x16x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803E0000803D0000803C0000803B"
    }
  }
#-}
