// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/mistral_sliding_window_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}ins(%arg0, %arg1, %arg2, {{.*}} : tensor<2x4x?x8xf32>, tensor<2x4x?x8xf32>, tensor<2x4x?x8xf32>, f32) mask({{.*}} : tensor<?x?xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only mistral_sliding_window_dynamic:
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
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is mistral_sliding_window_dynamic.expected.npy
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
  func.func @forward(%arg0: tensor<2x4x?x8xf32>, %arg1: tensor<2x4x?x8xf32>, %arg2: tensor<2x4x?x8xf32>) -> tensor<2x4x?x8xf32> {
    %c5_i64 = arith.constant 5 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %c2 = arith.constant 2 : index
    %c8_i64 = arith.constant 8 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant 2.8284271247461903 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<2x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<?xi64>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %59 = linalg.index 0 : index
      %60 = arith.index_cast %59 : index to i64
      linalg.yield %60 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %2 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %expanded_4 = tensor.expand_shape %2 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %3 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %4 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_4, %expanded : tensor<1x?xi64>, tensor<?x1xi64>) outs(%3 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %in_12: i64, %out: i1):
      %59 = arith.cmpi sle, %in, %in_12 : i64
      linalg.yield %59 : i1
    } -> tensor<?x?xi1>
    %5 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %6 = linalg.generic {indexing_maps = [#map2, #map1, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_4 : tensor<?x1xi64>, tensor<1x?xi64>) outs(%5 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_12: i64, %out: i64):
      %59 = arith.subi %in, %in_12 : i64
      linalg.yield %59 : i64
    } -> tensor<?x?xi64>
    %7 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%6 : tensor<?x?xi64>) outs(%3 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %59 = arith.cmpi slt, %in, %c5_i64 : i64
      linalg.yield %59 : i1
    } -> tensor<?x?xi1>
    %8 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%4, %7 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%3 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_12: i1, %out: i1):
      %59 = arith.andi %in, %in_12 : i1
      linalg.yield %59 : i1
    } -> tensor<?x?xi1>
    %9 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %9, "negative values not allowed in new dimensions"
    cf.assert %9, "negative values not allowed in new dimensions"
    %10 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %11 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%10 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    %12 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<?x?xi1>) outs(%3 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      %59 = arith.xori %in, %true : i1
      linalg.yield %59 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %13 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map4, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%12, %cst_1, %11 : tensor<?x?xi1>, tensor<f32>, tensor<?x?xf32>) outs(%13 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_12: f32, %in_13: f32, %out: f32):
      %59 = arith.select %in, %in_12, %in_13 : f32
      linalg.yield %59 : f32
    } -> tensor<?x?xf32>
    %dim_5 = tensor.dim %arg1, %c2 : tensor<2x4x?x8xf32>
    %15 = tensor.empty(%dim_5) : tensor<2x4x8x?xf32>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x?x8xf32>) outs(%15 : tensor<2x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    %16 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %17 = tensor.empty(%dim) : tensor<2x4x?x8xf32>
    %18 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %59 = linalg.index 0 : index
      %60 = linalg.index 1 : index
      %61 = linalg.index 2 : index
      %62 = linalg.index 3 : index
      %63 = arith.cmpi eq, %dim, %c1 : index
      %64 = arith.select %63, %c0, %61 : index
      %extracted = tensor.extract %arg0[%59, %60, %64, %62] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed = tensor.collapse_shape %18 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %19 = tensor.empty(%dim) : tensor<2x4x8x?xf32>
    %20 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%19 : tensor<2x4x8x?xf32>) {
    ^bb0(%out: f32):
      %59 = linalg.index 0 : index
      %60 = linalg.index 1 : index
      %61 = linalg.index 2 : index
      %62 = linalg.index 3 : index
      %63 = arith.cmpi eq, %dim_5, %c1 : index
      %64 = arith.select %63, %c0, %62 : index
      %extracted = tensor.extract %transposed[%59, %60, %61, %64] : tensor<2x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x8x?xf32>
    %collapsed_6 = tensor.collapse_shape %20 [[0, 1], [2], [3]] : tensor<2x4x8x?xf32> into tensor<8x8x?xf32>
    %21 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %22 = linalg.fill ins(%cst : f32) outs(%21 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %23 = linalg.batch_matmul ins(%collapsed, %collapsed_6 : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%22 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %24 = arith.muli %0, %c8_i64 : i64
    %25 = arith.cmpi slt, %0, %c0_i64 : i64
    %26 = arith.select %25, %c8_i64, %24 : i64
    %27 = arith.extui %25 : i1 to i64
    %28 = arith.muli %26, %0 : i64
    %29 = arith.addi %27, %c1_i64 : i64
    %30 = arith.select %25, %c8_i64, %28 : i64
    %31 = arith.select %25, %29, %27 : i64
    %32 = arith.cmpi sle, %31, %c1_i64 : i64
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %33 = arith.muli %24, %0 : i64
    %34 = arith.divsi %33, %30 : i64
    %35 = arith.select %25, %34, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %c4_i64, %35, %35 : tensor<4xi64>
    %reshape = tensor.reshape %23(%from_elements) : (tensor<8x?x?xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    %36 = arith.index_cast %35 : i64 to index
    %37 = tensor.empty(%36, %36) : tensor<2x4x?x?xf32>
    %38 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<2x4x?x?xf32>) outs(%37 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %59 = arith.truncf %cst_3 : f64 to f32
      %60 = arith.divf %in, %59 : f32
      linalg.yield %60 : f32
    } -> tensor<2x4x?x?xf32>
    %39 = arith.cmpi eq, %36, %dim : index
    cf.assert %39, "mismatched size for broadcast"
    cf.assert %39, "mismatched size for broadcast"
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38, %14 : tensor<2x4x?x?xf32>, tensor<?x?xf32>) outs(%37 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %59 = arith.addf %in, %in_12 : f32
      linalg.yield %59 : f32
    } -> tensor<2x4x?x?xf32>
    %41 = tensor.empty(%36) : tensor<2x4x?xi64>
    %42 = linalg.fill ins(%c0_i64 : i64) outs(%41 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %43 = tensor.empty(%36) : tensor<2x4x?xf32>
    %44 = linalg.fill ins(%cst_0 : f32) outs(%43 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %45:2 = linalg.generic {indexing_maps = [#map5, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%40 : tensor<2x4x?x?xf32>) outs(%44, %42 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_12: i64):
      %59 = linalg.index 3 : index
      %60 = arith.index_cast %59 : index to i64
      %61 = arith.maximumf %in, %out : f32
      %62 = arith.cmpf ogt, %in, %out : f32
      %63 = arith.select %62, %60, %out_12 : i64
      linalg.yield %61, %63 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_7 = tensor.expand_shape %45#0 [[0], [1], [2, 3]] output_shape [2, 4, %36, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %46 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_7 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%37 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %59 = arith.subf %in, %in_12 : f32
      linalg.yield %59 : f32
    } -> tensor<2x4x?x?xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%46 : tensor<2x4x?x?xf32>) outs(%37 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %59 = math.exp %in : f32
      linalg.yield %59 : f32
    } -> tensor<2x4x?x?xf32>
    %48 = tensor.empty(%36) : tensor<2x4x?x1xf32>
    %49 = linalg.fill ins(%cst : f32) outs(%48 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%47 : tensor<2x4x?x?xf32>) outs(%49 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %59 = arith.addf %in, %out : f32
      linalg.yield %59 : f32
    } -> tensor<2x4x?x1xf32>
    %51 = linalg.generic {indexing_maps = [#map5, #map8, #map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47, %50 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%37 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_12: f32, %out: f32):
      %59 = arith.divf %in, %in_12 : f32
      linalg.yield %59 : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %52 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf32>
    %53 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%52 : tensor<2x4x?x?xf32>) {
    ^bb0(%out: f32):
      %59 = linalg.index 0 : index
      %60 = linalg.index 1 : index
      %61 = linalg.index 2 : index
      %62 = linalg.index 3 : index
      %63 = arith.cmpi eq, %36, %c1 : index
      %64 = arith.select %63, %c0, %61 : index
      %65 = arith.select %63, %c0, %62 : index
      %extracted = tensor.extract %51[%59, %60, %64, %65] : tensor<2x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x?xf32>
    cf.assert %32, "must have at most one inferred (negative) dimension"
    %from_elements_8 = tensor.from_elements %c8_i64, %35, %35 : tensor<3xi64>
    %reshape_9 = tensor.reshape %53(%from_elements_8) : (tensor<2x4x?x?xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    cf.assert %16, "unimplemented: dynamic negative broadcast sizes"
    %54 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%17 : tensor<2x4x?x8xf32>) {
    ^bb0(%out: f32):
      %59 = linalg.index 0 : index
      %60 = linalg.index 1 : index
      %61 = linalg.index 2 : index
      %62 = linalg.index 3 : index
      %dim_12 = tensor.dim %arg2, %c2 : tensor<2x4x?x8xf32>
      %63 = arith.cmpi eq, %dim_12, %c1 : index
      %64 = arith.select %63, %c0, %61 : index
      %extracted = tensor.extract %arg2[%59, %60, %64, %62] : tensor<2x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<2x4x?x8xf32>
    %collapsed_10 = tensor.collapse_shape %54 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %55 = arith.cmpi eq, %35, %0 : i64
    cf.assert %55, "mismatching contracting dimension"
    %56 = tensor.empty(%36) : tensor<8x?x8xf32>
    %57 = linalg.fill ins(%cst : f32) outs(%56 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %58 = linalg.batch_matmul ins(%reshape_9, %collapsed_10 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%57 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_11 = tensor.expand_shape %58 [[0, 1], [2], [3]] output_shape [2, 4, %36, 8] : tensor<8x?x8xf32> into tensor<2x4x?x8xf32>
    return %expanded_11 : tensor<2x4x?x8xf32>
  }
}
