// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/bloom_alibi_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins(%arg0, %arg1, %arg2, {{.*}} : tensor<2x4x?x8xf32>, tensor<2x4x?x8xf32>, tensor<2x4x?x8xf32>, f32) mask({{.*}} : tensor<4x?xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only bloom_alibi_dynamic:
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
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is bloom_alibi_dynamic.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
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
    %c8_i64 = arith.constant 8 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<true> : tensor<i1>
    %cst_3 = arith.constant 0.35355339059327373 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %dim = tensor.dim %arg0, %c2 : tensor<2x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %expanded = tensor.expand_shape %cst_4 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
    %1 = tensor.empty(%dim) : tensor<?xi64>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %70 = linalg.index 0 : index
      %71 = arith.index_cast %70 : index to i64
      linalg.yield %71 : i64
    } -> tensor<?xi64>
    %expanded_5 = tensor.expand_shape %2 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %3 = tensor.empty(%dim) : tensor<1x?xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_5 : tensor<1x?xi64>) outs(%3 : tensor<1x?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %70 = arith.sitofp %in : i64 to f32
      linalg.yield %70 : f32
    } -> tensor<1x?xf32>
    %5 = tensor.empty(%dim) : tensor<4x?xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map3, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %4 : tensor<4x1xf32>, tensor<1x?xf32>) outs(%5 : tensor<4x?xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %70 = arith.mulf %in, %in_18 : f32
      linalg.yield %70 : f32
    } -> tensor<4x?xf32>
    %expanded_6 = tensor.expand_shape %6 [[0, 1], [2, 3]] output_shape [1, 4, 1, %dim] : tensor<4x?xf32> into tensor<1x4x1x?xf32>
    %7 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %8 = tensor.empty(%dim) : tensor<2x4x1x?xf32>
    %9 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%8 : tensor<2x4x1x?xf32>) {
    ^bb0(%out: f32):
      %70 = linalg.index 1 : index
      %71 = linalg.index 3 : index
      %72 = arith.cmpi eq, %dim, %c1 : index
      %73 = arith.select %72, %c0, %71 : index
      %extracted = tensor.extract %expanded_6[%c0, %70, %c0, %73] : tensor<1x4x1x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x1x?xf32>
    %10 = arith.cmpi slt, %0, %c0_i64 : i64
    %11 = arith.select %10, %c1_i64, %0 : i64
    %12 = arith.select %10, %c2_i64, %c1_i64 : i64
    %13 = arith.cmpi sle, %12, %c1_i64 : i64
    cf.assert %13, "must have at most one inferred (negative) dimension"
    %14 = arith.muli %0, %c8_i64 : i64
    %15 = arith.divsi %14, %11 : i64
    %16 = arith.select %10, %15, %0 : i64
    %from_elements = tensor.from_elements %15, %c1_i64, %16 : tensor<3xi64>
    %reshape = tensor.reshape %9(%from_elements) : (tensor<2x4x1x?xf32>, tensor<3xi64>) -> tensor<8x1x?xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %collapsed_7 = tensor.collapse_shape %arg1 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %dim_8 = tensor.dim %arg1, %c2 : tensor<2x4x?x8xf32>
    %17 = tensor.empty(%dim_8) : tensor<8x8x?xf32>
    %transposed = linalg.transpose ins(%collapsed_7 : tensor<8x?x8xf32>) outs(%17 : tensor<8x8x?xf32>) permutation = [0, 2, 1] 
    %18 = tensor.empty(%dim, %dim_8) : tensor<8x?x?xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %20 = linalg.batch_matmul ins(%collapsed, %transposed : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%19 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %21 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%20 : tensor<8x?x?xf32>) outs(%18 : tensor<8x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.truncf %cst_3 : f64 to f32
      %71 = arith.mulf %in, %70 : f32
      linalg.yield %71 : f32
    } -> tensor<8x?x?xf32>
    %22 = arith.index_cast %16 : i64 to index
    %23 = arith.cmpi eq, %22, %dim_8 : index
    cf.assert %23, "mismatched size for broadcast"
    %24 = tensor.empty(%dim, %22) : tensor<8x?x?xf32>
    %25 = linalg.generic {indexing_maps = [#map6, #map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%reshape, %21 : tensor<8x1x?xf32>, tensor<8x?x?xf32>) outs(%24 : tensor<8x?x?xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %70 = arith.addf %in, %in_18 : f32
      linalg.yield %70 : f32
    } -> tensor<8x?x?xf32>
    %26 = arith.cmpi slt, %0, %c0_i64 : i64
    %27 = arith.select %26, %c8_i64, %14 : i64
    %28 = arith.extui %26 : i1 to i64
    %29 = arith.muli %27, %0 : i64
    %30 = arith.addi %28, %c1_i64 : i64
    %31 = arith.select %26, %c8_i64, %29 : i64
    %32 = arith.select %26, %30, %28 : i64
    %33 = arith.cmpi sle, %32, %c1_i64 : i64
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %34 = arith.muli %0, %c8_i64 : i64
    %35 = arith.muli %34, %16 : i64
    %36 = arith.divsi %35, %31 : i64
    %37 = arith.select %26, %36, %0 : i64
    %from_elements_9 = tensor.from_elements %c2_i64, %c4_i64, %37, %37 : tensor<4xi64>
    %reshape_10 = tensor.reshape %25(%from_elements_9) : (tensor<8x?x?xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    %38 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %38, "negative values not allowed in new dimensions"
    cf.assert %38, "negative values not allowed in new dimensions"
    %39 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %40 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<i1>) outs(%39 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %expanded_11 = tensor.expand_shape %2 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %41 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %42 = linalg.generic {indexing_maps = [#map3, #map2, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_5, %expanded_11 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%41 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_18: i64, %out: i64):
      %70 = arith.subi %in, %in_18 : i64
      linalg.yield %70 : i64
    } -> tensor<?x?xi64>
    %43 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<?x?xi64>) outs(%43 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %70 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %70 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %45 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %40 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%43 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_18: i1, %out: i1):
      %70 = arith.andi %in, %in_18 : i1
      linalg.yield %70 : i1
    } -> tensor<?x?xi1>
    %46 = arith.index_cast %37 : i64 to index
    %47 = arith.cmpi eq, %dim, %46 : index
    cf.assert %47, "mismatched size for broadcast"
    cf.assert %47, "mismatched size for broadcast"
    %48 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf32>
    %49 = linalg.generic {indexing_maps = [#map8, #map9, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %cst_1, %reshape_10 : tensor<?x?xi1>, tensor<f32>, tensor<2x4x?x?xf32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: i1, %in_18: f32, %in_19: f32, %out: f32):
      %70 = arith.select %in, %in_18, %in_19 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x?x?xf32>
    %50 = tensor.empty(%dim) : tensor<2x4x?xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %52 = tensor.empty(%dim) : tensor<2x4x?xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %54:2 = linalg.generic {indexing_maps = [#map4, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<2x4x?x?xf32>) outs(%53, %51 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_18: i64):
      %70 = linalg.index 3 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.maximumf %in, %out : f32
      %73 = arith.cmpf ogt, %in, %out : f32
      %74 = arith.select %73, %71, %out_18 : i64
      linalg.yield %72, %74 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_12 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [2, 4, %dim, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %55 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_12 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %70 = arith.subf %in, %in_18 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x?x?xf32>
    %56 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x4x?x?xf32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = math.exp %in : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x?x?xf32>
    %57 = tensor.empty(%dim) : tensor<2x4x?x1xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x4x?x?xf32>) outs(%58 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %70 = arith.addf %in, %out : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x?x1xf32>
    %60 = linalg.generic {indexing_maps = [#map4, #map11, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %70 = arith.divf %in, %in_18 : f32
      linalg.yield %70 : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %61 = arith.muli %34, %0 : i64
    %62 = arith.divsi %61, %31 : i64
    %63 = arith.select %26, %62, %0 : i64
    %from_elements_13 = tensor.from_elements %c8_i64, %63, %63 : tensor<3xi64>
    %reshape_14 = tensor.reshape %60(%from_elements_13) : (tensor<2x4x?x?xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    %collapsed_15 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %64 = arith.index_cast %63 : i64 to index
    %dim_16 = tensor.dim %arg2, %c2 : tensor<2x4x?x8xf32>
    %65 = arith.index_cast %dim_16 : index to i64
    %66 = arith.cmpi eq, %63, %65 : i64
    cf.assert %66, "mismatching contracting dimension"
    %67 = tensor.empty(%64) : tensor<8x?x8xf32>
    %68 = linalg.fill ins(%cst : f32) outs(%67 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %69 = linalg.batch_matmul ins(%reshape_14, %collapsed_15 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%68 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_17 = tensor.expand_shape %69 [[0, 1], [2], [3]] output_shape [2, 4, %64, 8] : tensor<8x?x8xf32> into tensor<2x4x?x8xf32>
    return %expanded_17 : tensor<2x4x?x8xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_4_torch.float32: "0x040000000000803E0000803D0000803C0000803B"
    }
  }
#-}
