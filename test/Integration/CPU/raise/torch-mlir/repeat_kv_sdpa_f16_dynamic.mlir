// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/repeat_kv_sdpa_f16_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// A dynamic sequence length: K and V are slices of their arguments (the unit dim of the broadcast dropped), not copies.
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x2x2x?x8xf16>, tensor<2x2x?x8xf16>, tensor<2x2x?x8xf16>, f32)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only repeat_kv_sdpa_f16_dynamic:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   def repeat_kv(hidden_states, n_rep):
//       batch, num_key_value_heads, slen, head_dim = hidden_states.shape
//       if n_rep == 1:
//           return hidden_states
//       hidden_states = hidden_states[:, :, None, :, :].expand(
//           batch, num_key_value_heads, n_rep, slen, head_dim)
//       return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
//
//   class RepeatKVSDPA(nn.Module):
//       """Hugging Face Llama's SDPA path: repeat_kv's copies of the K/V heads
//       (expand + reshape), then scaled_dot_product_attention, causal."""
//
//       def forward(self, q, k, v):
//           n_rep = q.shape[1] // k.shape[1]
//           return F.scaled_dot_product_attention(q, repeat_kv(k, n_rep), repeat_kv(v, n_rep),
//                                                 is_causal=True)
//
//   @entry("repeat_kv_sdpa_f16", F16, [(QKV, F16, SEQ2), ((B, 2, N, D), F16, SEQ2),
//                                      ((B, 2, N, D), F16, SEQ2)], [repeat_kv, RepeatKVSDPA])
//   def build_repeat_kv_sdpa_f16():  # then torch.manual_seed(0) before, .eval() after
//       return RepeatKVSDPA()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is repeat_kv_sdpa_f16_dynamic.expected.npy
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @forward(%arg0: tensor<2x4x?x8xf16>, %arg1: tensor<2x2x?x8xf16>, %arg2: tensor<2x2x?x8xf16>) -> tensor<2x4x?x8xf16> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %c8_i64 = arith.constant 8 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0.59460355750136051 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<2x4x?x8xf16>
    %0 = arith.index_cast %dim : index to i64
    %dim_6 = tensor.dim %arg1, %c2 : tensor<2x2x?x8xf16>
    %expanded = tensor.expand_shape %arg1 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, %dim_6, 8] : tensor<2x2x?x8xf16> into tensor<2x2x1x?x8xf16>
    %1 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %2 = tensor.empty(%dim) : tensor<2x2x2x?x8xf16>
    %3 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%2 : tensor<2x2x2x?x8xf16>) {
    ^bb0(%out: f16):
      %79 = linalg.index 0 : index
      %80 = linalg.index 1 : index
      %81 = linalg.index 3 : index
      %82 = linalg.index 4 : index
      %83 = arith.cmpi eq, %dim_6, %c1 : index
      %84 = arith.select %83, %c0, %81 : index
      %extracted = tensor.extract %expanded[%79, %80, %c0, %84, %82] : tensor<2x2x1x?x8xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x2x2x?x8xf16>
    %collapsed = tensor.collapse_shape %3 [[0], [1, 2], [3], [4]] : tensor<2x2x2x?x8xf16> into tensor<2x4x?x8xf16>
    %dim_7 = tensor.dim %arg2, %c2 : tensor<2x2x?x8xf16>
    %expanded_8 = tensor.expand_shape %arg2 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, %dim_7, 8] : tensor<2x2x?x8xf16> into tensor<2x2x1x?x8xf16>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %4 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%2 : tensor<2x2x2x?x8xf16>) {
    ^bb0(%out: f16):
      %79 = linalg.index 0 : index
      %80 = linalg.index 1 : index
      %81 = linalg.index 3 : index
      %82 = linalg.index 4 : index
      %83 = arith.cmpi eq, %dim_7, %c1 : index
      %84 = arith.select %83, %c0, %81 : index
      %extracted = tensor.extract %expanded_8[%79, %80, %c0, %84, %82] : tensor<2x2x1x?x8xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x2x2x?x8xf16>
    %collapsed_9 = tensor.collapse_shape %4 [[0], [1, 2], [3], [4]] : tensor<2x2x2x?x8xf16> into tensor<2x4x?x8xf16>
    %5 = tensor.empty(%dim) : tensor<2x4x?x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x4x?x8xf16>) outs(%5 : tensor<2x4x?x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %79 = arith.extf %in : f16 to f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x8xf32>
    %7 = tensor.empty(%dim) : tensor<2x4x?x8xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed : tensor<2x4x?x8xf16>) outs(%7 : tensor<2x4x?x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %79 = arith.extf %in : f16 to f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x8xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%collapsed_9 : tensor<2x4x?x8xf16>) outs(%7 : tensor<2x4x?x8xf32>) {
    ^bb0(%in: f16, %out: f32):
      %79 = arith.extf %in : f16 to f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x8xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6 : tensor<2x4x?x8xf32>) outs(%5 : tensor<2x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.truncf %cst_5 : f64 to f32
      %80 = arith.mulf %in, %79 : f32
      linalg.yield %80 : f32
    } -> tensor<2x4x?x8xf32>
    %11 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %11, "negative values not allowed in new dimensions"
    cf.assert %11, "negative values not allowed in new dimensions"
    %12 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %13 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<i1>) outs(%12 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %14 = tensor.empty(%dim) : tensor<?xi64>
    %15 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%14 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %79 = linalg.index 0 : index
      %80 = arith.index_cast %79 : index to i64
      linalg.yield %80 : i64
    } -> tensor<?xi64>
    %expanded_10 = tensor.expand_shape %15 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_11 = tensor.expand_shape %15 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %16 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %17 = linalg.generic {indexing_maps = [#map5, #map6, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_10, %expanded_11 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%16 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_19: i64, %out: i64):
      %79 = arith.subi %in, %in_19 : i64
      linalg.yield %79 : i64
    } -> tensor<?x?xi64>
    %18 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %19 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%17 : tensor<?x?xi64>) outs(%18 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %79 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %79 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %20 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%19, %13 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%18 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_19: i1, %out: i1):
      %79 = arith.andi %in, %in_19 : i1
      linalg.yield %79 : i1
    } -> tensor<?x?xi1>
    %21 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map2, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%20, %cst_1, %cst_2 : tensor<?x?xi1>, tensor<f32>, tensor<f32>) outs(%21 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_19: f32, %in_20: f32, %out: f32):
      %79 = arith.select %in, %in_19, %in_20 : f32
      linalg.yield %79 : f32
    } -> tensor<?x?xf32>
    %23 = tensor.empty(%dim) : tensor<2x4x8x?xf32>
    %transposed = linalg.transpose ins(%8 : tensor<2x4x?x8xf32>) outs(%23 : tensor<2x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    %24 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<2x4x8x?xf32>) outs(%23 : tensor<2x4x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.truncf %cst_5 : f64 to f32
      %80 = arith.mulf %in, %79 : f32
      linalg.yield %80 : f32
    } -> tensor<2x4x8x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %25 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%7 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %79 = linalg.index 0 : index
      %80 = linalg.index 1 : index
      %81 = linalg.index 2 : index
      %82 = linalg.index 3 : index
      %83 = arith.cmpi eq, %dim, %c1 : index
      %84 = arith.select %83, %c0, %81 : index
      %extracted = tensor.extract %10[%79, %80, %84, %82] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_12 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %26 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%23 : tensor<2x4x8x?xf32>) {
    ^bb0(%out: f32):
      %79 = linalg.index 0 : index
      %80 = linalg.index 1 : index
      %81 = linalg.index 2 : index
      %82 = linalg.index 3 : index
      %83 = arith.cmpi eq, %dim, %c1 : index
      %84 = arith.select %83, %c0, %82 : index
      %extracted = tensor.extract %24[%79, %80, %81, %84] : tensor<2x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x8x?xf32>
    %collapsed_13 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x4x8x?xf32> into tensor<8x8x?xf32>
    %27 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %28 = linalg.fill ins(%cst : f32) outs(%27 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %29 = linalg.batch_matmul ins(%collapsed_12, %collapsed_13 : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%28 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %30 = arith.muli %0, %c8_i64 : i64
    %31 = arith.cmpi slt, %0, %c0_i64 : i64
    %32 = arith.select %31, %c8_i64, %30 : i64
    %33 = arith.extui %31 : i1 to i64
    %34 = arith.muli %32, %0 : i64
    %35 = arith.addi %33, %c1_i64 : i64
    %36 = arith.select %31, %c8_i64, %34 : i64
    %37 = arith.select %31, %35, %33 : i64
    %38 = arith.cmpi sle, %37, %c1_i64 : i64
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %39 = arith.muli %30, %0 : i64
    %40 = arith.divsi %39, %36 : i64
    %41 = arith.select %31, %40, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %c4_i64, %41, %41 : tensor<4xi64>
    %reshape = tensor.reshape %29(%from_elements) : (tensor<8x?x?xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    %42 = arith.index_cast %41 : i64 to index
    %43 = arith.cmpi eq, %42, %dim : index
    cf.assert %43, "mismatched size for broadcast"
    cf.assert %43, "mismatched size for broadcast"
    %44 = tensor.empty(%42, %42) : tensor<2x4x?x?xf32>
    %45 = linalg.generic {indexing_maps = [#map1, #map7, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape, %22 : tensor<2x4x?x?xf32>, tensor<?x?xf32>) outs(%44 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %79 = arith.addf %in, %in_19 : f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x?xf32>
    %46 = tensor.empty(%42) : tensor<2x4x?xi64>
    %47 = linalg.fill ins(%c0_i64 : i64) outs(%46 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %48 = tensor.empty(%42) : tensor<2x4x?xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %50:2 = linalg.generic {indexing_maps = [#map1, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%45 : tensor<2x4x?x?xf32>) outs(%49, %47 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_19: i64):
      %79 = linalg.index 3 : index
      %80 = arith.index_cast %79 : index to i64
      %81 = arith.maximumf %in, %out : f32
      %82 = arith.cmpf ogt, %in, %out : f32
      %83 = arith.select %82, %80, %out_19 : i64
      linalg.yield %81, %83 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_14 = tensor.expand_shape %50#0 [[0], [1], [2, 3]] output_shape [2, 4, %42, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_14 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%44 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %79 = arith.subf %in, %in_19 : f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x?xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51 : tensor<2x4x?x?xf32>) outs(%44 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = math.exp %in : f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x?xf32>
    %53 = tensor.empty(%42) : tensor<2x4x?x1xf32>
    %54 = linalg.fill ins(%cst : f32) outs(%53 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%52 : tensor<2x4x?x?xf32>) outs(%54 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.addf %in, %out : f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x1xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map9, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %55 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%44 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_19: f32, %out: f32):
      %79 = arith.divf %in, %in_19 : f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x?xf32>
    %57 = tensor.empty(%42, %42) : tensor<2x4x?x?xi1>
    %58 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45 : tensor<2x4x?x?xf32>) outs(%57 : tensor<2x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %79 = arith.extf %in : f32 to f64
      %80 = arith.cmpf oeq, %79, %cst_4 : f64
      linalg.yield %80 : i1
    } -> tensor<2x4x?x?xi1>
    %59 = tensor.empty(%42) : tensor<2x4x?x1xi1>
    %60 = linalg.fill ins(%true : i1) outs(%59 : tensor<2x4x?x1xi1>) -> tensor<2x4x?x1xi1>
    %61 = linalg.generic {indexing_maps = [#map1, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%58 : tensor<2x4x?x?xi1>) outs(%60 : tensor<2x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %79 = arith.andi %in, %out : i1
      linalg.yield %79 : i1
    } -> tensor<2x4x?x1xi1>
    %62 = arith.cmpi sge, %41, %c0_i64 : i64
    cf.assert %62, "negative values not allowed in new dimensions"
    %63 = arith.index_cast %41 : i64 to index
    cf.assert %62, "negative values not allowed in new dimensions"
    %64 = tensor.empty(%63, %63) : tensor<2x4x?x?xf32>
    %65 = linalg.generic {indexing_maps = [#map10, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%64 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<2x4x?x?xf32>
    %66 = arith.cmpi eq, %42, %63 : index
    cf.assert %66, "mismatched size for broadcast"
    %67 = arith.cmpi eq, %63, %42 : index
    cf.assert %67, "mismatched size for broadcast"
    %68 = tensor.empty(%42, %63) : tensor<2x4x?x?xf32>
    %69 = linalg.generic {indexing_maps = [#map9, #map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %65, %56 : tensor<2x4x?x1xi1>, tensor<2x4x?x?xf32>, tensor<2x4x?x?xf32>) outs(%68 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: i1, %in_19: f32, %in_20: f32, %out: f32):
      %79 = arith.select %in, %in_19, %in_20 : f32
      linalg.yield %79 : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %70 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf32>
    %71 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<2x4x?x?xf32>) {
    ^bb0(%out: f32):
      %79 = linalg.index 0 : index
      %80 = linalg.index 1 : index
      %81 = linalg.index 2 : index
      %82 = linalg.index 3 : index
      %83 = arith.cmpi eq, %42, %c1 : index
      %84 = arith.select %83, %c0, %81 : index
      %85 = arith.cmpi eq, %63, %c1 : index
      %86 = arith.select %85, %c0, %82 : index
      %extracted = tensor.extract %69[%79, %80, %84, %86] : tensor<2x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %38, "must have at most one inferred (negative) dimension"
    %from_elements_15 = tensor.from_elements %c8_i64, %41, %41 : tensor<3xi64>
    %reshape_16 = tensor.reshape %71(%from_elements_15) : (tensor<2x4x?x?xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    cf.assert %1, "unimplemented: dynamic negative broadcast sizes"
    %72 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%7 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %79 = linalg.index 0 : index
      %80 = linalg.index 1 : index
      %81 = linalg.index 2 : index
      %82 = linalg.index 3 : index
      %83 = arith.cmpi eq, %dim, %c1 : index
      %84 = arith.select %83, %c0, %81 : index
      %extracted = tensor.extract %9[%79, %80, %84, %82] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_17 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %73 = arith.cmpi eq, %41, %0 : i64
    cf.assert %73, "mismatching contracting dimension"
    %74 = tensor.empty(%42) : tensor<8x?x8xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %76 = linalg.batch_matmul ins(%reshape_16, %collapsed_17 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%75 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_18 = tensor.expand_shape %76 [[0, 1], [2], [3]] output_shape [2, 4, %42, 8] : tensor<8x?x8xf32> into tensor<2x4x?x8xf32>
    %77 = tensor.empty(%42) : tensor<2x4x?x8xf16>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_18 : tensor<2x4x?x8xf32>) outs(%77 : tensor<2x4x?x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %79 = arith.truncf %in : f32 to f16
      linalg.yield %79 : f16
    } -> tensor<2x4x?x8xf16>
    return %78 : tensor<2x4x?x8xf16>
  }
}
