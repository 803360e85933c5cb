// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/sdpa_causal_b1_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// Batch 1, a dynamic sequence length (did not raise: the copies' constant batch index).
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>, f32) outs({{.*}} : tensor<1x4x?x8xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only sdpa_causal_b1_dynamic:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class SDPACausal(nn.Module):
//       def forward(self, q, k, v):
//           return F.scaled_dot_product_attention(q, k, v, is_causal=True)
//
//   @entry("sdpa_causal_b1", F32, [(QKV1, F32, SEQ2)] * 3, [SDPACausal])
//   def build_sdpa_causal_b1():  # then torch.manual_seed(0) before, .eval() after  # batch 1
//       return SDPACausal()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is sdpa_causal_b1_dynamic.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
module {
  func.func @forward(%arg0: tensor<1x4x?x8xf32>, %arg1: tensor<1x4x?x8xf32>, %arg2: tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c4_i64 = arith.constant 4 : i64
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %true = arith.constant true
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<0xFF800000> : tensor<f32>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 0.59460355750136051 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<1x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<1x4x?x8xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4x?x8xf32>) outs(%1 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_5 : f64 to f32
      %73 = arith.mulf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<1x4x?x8xf32>
    %3 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %3, "negative values not allowed in new dimensions"
    cf.assert %3, "negative values not allowed in new dimensions"
    %4 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %5 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<i1>) outs(%4 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %6 = tensor.empty(%dim) : tensor<?xi64>
    %7 = linalg.generic {indexing_maps = [#map3], iterator_types = ["parallel"]} outs(%6 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %72 = linalg.index 0 : index
      %73 = arith.index_cast %72 : index to i64
      linalg.yield %73 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %7 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_6 = tensor.expand_shape %7 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %8 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %9 = linalg.generic {indexing_maps = [#map4, #map5, #map2], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_6 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%8 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_14: i64, %out: i64):
      %72 = arith.subi %in, %in_14 : i64
      linalg.yield %72 : i64
    } -> tensor<?x?xi64>
    %10 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x?xi64>) outs(%10 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %72 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %72 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %12 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%11, %5 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%10 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_14: i1, %out: i1):
      %72 = arith.andi %in, %in_14 : i1
      linalg.yield %72 : i1
    } -> tensor<?x?xi1>
    %13 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %14 = linalg.generic {indexing_maps = [#map2, #map1, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_1, %cst_2 : tensor<?x?xi1>, tensor<f32>, tensor<f32>) outs(%13 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %72 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %72 : f32
    } -> tensor<?x?xf32>
    %dim_7 = tensor.dim %arg1, %c2 : tensor<1x4x?x8xf32>
    %15 = tensor.empty(%dim_7) : tensor<1x4x8x?xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<1x4x?x8xf32>) outs(%15 : tensor<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed : tensor<1x4x8x?xf32>) outs(%15 : tensor<1x4x8x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.truncf %cst_5 : f64 to f32
      %73 = arith.mulf %in, %72 : f32
      linalg.yield %73 : f32
    } -> tensor<1x4x8x?xf32>
    %17 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %17, "unimplemented: dynamic negative broadcast sizes"
    %18 = tensor.empty(%dim) : tensor<1x4x?x8xf32>
    %19 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%18 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %extracted = tensor.extract %2[%c0, %72, %76, %74] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed = tensor.collapse_shape %19 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    cf.assert %17, "unimplemented: dynamic negative broadcast sizes"
    %20 = tensor.empty(%dim) : tensor<1x4x8x?xf32>
    %21 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%20 : tensor<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim_7, %c1 : index
      %76 = arith.select %75, %c0, %74 : index
      %extracted = tensor.extract %16[%c0, %72, %73, %76] : tensor<1x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x8x?xf32>
    %collapsed_8 = tensor.collapse_shape %21 [[0, 1], [2], [3]] : tensor<1x4x8x?xf32> into tensor<4x8x?xf32>
    %22 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %24 = linalg.batch_matmul ins(%collapsed, %collapsed_8 : tensor<4x?x8xf32>, tensor<4x8x?xf32>) outs(%23 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %25 = arith.muli %0, %c4_i64 : i64
    %26 = arith.cmpi slt, %0, %c0_i64 : i64
    %27 = arith.select %26, %c4_i64, %25 : i64
    %28 = arith.extui %26 : i1 to i64
    %29 = arith.muli %27, %0 : i64
    %30 = arith.addi %28, %c1_i64 : i64
    %31 = arith.select %26, %c4_i64, %29 : i64
    %32 = arith.select %26, %30, %28 : i64
    %33 = arith.cmpi sle, %32, %c1_i64 : i64
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %34 = arith.muli %25, %0 : i64
    %35 = arith.divsi %34, %31 : i64
    %36 = arith.select %26, %35, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %c4_i64, %36, %36 : tensor<4xi64>
    %reshape = tensor.reshape %24(%from_elements) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %37 = arith.index_cast %36 : i64 to index
    %38 = arith.cmpi eq, %37, %dim : index
    cf.assert %38, "mismatched size for broadcast"
    cf.assert %38, "mismatched size for broadcast"
    %39 = tensor.empty(%37, %37) : tensor<1x4x?x?xf32>
    %40 = linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape, %14 : tensor<1x4x?x?xf32>, tensor<?x?xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %72 = arith.addf %in, %in_14 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %41 = tensor.empty(%37) : tensor<1x4x?xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %43 = tensor.empty(%37) : tensor<1x4x?xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %45:2 = linalg.generic {indexing_maps = [#map, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%40 : tensor<1x4x?x?xf32>) outs(%44, %42 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_14: i64):
      %72 = linalg.index 3 : index
      %73 = arith.index_cast %72 : index to i64
      %74 = arith.maximumf %in, %out : f32
      %75 = arith.cmpf ogt, %in, %out : f32
      %76 = arith.select %75, %73, %out_14 : i64
      linalg.yield %74, %76 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_9 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [1, 4, %37, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_9 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %72 = arith.subf %in, %in_14 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<1x4x?x?xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = math.exp %in : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %48 = tensor.empty(%37) : tensor<1x4x?x1xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<1x4x?x?xf32>) outs(%49 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %72 = arith.addf %in, %out : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x1xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map8, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%39 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_14: f32, %out: f32):
      %72 = arith.divf %in, %in_14 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %52 = tensor.empty(%37, %37) : tensor<1x4x?x?xi1>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x4x?x?xf32>) outs(%52 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %72 = arith.extf %in : f32 to f64
      %73 = arith.cmpf oeq, %72, %cst_4 : f64
      linalg.yield %73 : i1
    } -> tensor<1x4x?x?xi1>
    %54 = tensor.empty(%37) : tensor<1x4x?x1xi1>
    %55 = linalg.fill ins(%true : i1) outs(%54 : tensor<1x4x?x1xi1>) -> tensor<1x4x?x1xi1>
    %56 = linalg.generic {indexing_maps = [#map, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%53 : tensor<1x4x?x?xi1>) outs(%55 : tensor<1x4x?x1xi1>) {
    ^bb0(%in: i1, %out: i1):
      %72 = arith.andi %in, %out : i1
      linalg.yield %72 : i1
    } -> tensor<1x4x?x1xi1>
    %57 = arith.cmpi sge, %36, %c0_i64 : i64
    cf.assert %57, "negative values not allowed in new dimensions"
    %58 = arith.index_cast %36 : i64 to index
    cf.assert %57, "negative values not allowed in new dimensions"
    %59 = tensor.empty(%58, %58) : tensor<1x4x?x?xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%cst_1 : tensor<f32>) outs(%59 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x?x?xf32>
    %61 = arith.cmpi eq, %37, %58 : index
    cf.assert %61, "mismatched size for broadcast"
    %62 = arith.cmpi eq, %58, %37 : index
    cf.assert %62, "mismatched size for broadcast"
    %63 = tensor.empty(%37, %58) : tensor<1x4x?x?xf32>
    %64 = linalg.generic {indexing_maps = [#map8, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %60, %51 : tensor<1x4x?x1xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%63 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_14: f32, %in_15: f32, %out: f32):
      %72 = arith.select %in, %in_14, %in_15 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %17, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %17, "unimplemented: dynamic negative broadcast sizes"
    %65 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %66 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%65 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %37, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = arith.cmpi eq, %58, %c1 : index
      %78 = arith.select %77, %c0, %74 : index
      %extracted = tensor.extract %64[%c0, %72, %76, %78] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %from_elements_10 = tensor.from_elements %c4_i64, %36, %36 : tensor<3xi64>
    %reshape_11 = tensor.reshape %66(%from_elements_10) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %17, "unimplemented: dynamic negative broadcast sizes"
    %67 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%18 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %dim_14 = tensor.dim %arg2, %c2 : tensor<1x4x?x8xf32>
      %75 = arith.cmpi eq, %dim_14, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %extracted = tensor.extract %arg2[%c0, %72, %76, %74] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_12 = tensor.collapse_shape %67 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    %68 = arith.cmpi eq, %36, %0 : i64
    cf.assert %68, "mismatching contracting dimension"
    %69 = tensor.empty(%37) : tensor<4x?x8xf32>
    %70 = linalg.fill ins(%cst : f32) outs(%69 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %71 = linalg.batch_matmul ins(%reshape_11, %collapsed_12 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%70 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %expanded_13 = tensor.expand_shape %71 [[0, 1], [2], [3]] output_shape [1, 4, %37, 8] : tensor<4x?x8xf32> into tensor<1x4x?x8xf32>
    return %expanded_13 : tensor<1x4x?x8xf32>
  }
}
