// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/einsum_attention_b1_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// Batch 1, a dynamic sequence length.
// CHECK: attn.attention {{.*}}ins({{.*}} : tensor<4x?x8xf32>, tensor<4x?x8xf32>, tensor<4x?x8xf32>, f32) outs({{.*}} : tensor<4x?x8xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only einsum_attention_b1_dynamic:
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
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is einsum_attention_b1_dynamic.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x4x?x8xf32>, %arg1: tensor<1x4x?x8xf32>, %arg2: tensor<1x4x?x8xf32>) -> tensor<1x4x?x8xf32> {
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c1_i64 = arith.constant 1 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<1x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %expanded = tensor.expand_shape %arg0 [[0], [1], [2], [3, 4]] output_shape [1, 4, %dim, 8, 1] : tensor<1x4x?x8xf32> into tensor<1x4x?x8x1xf32>
    %dim_2 = tensor.dim %arg1, %c2 : tensor<1x4x?x8xf32>
    %expanded_3 = tensor.expand_shape %arg1 [[0], [1], [2], [3, 4]] output_shape [1, 4, %dim_2, 8, 1] : tensor<1x4x?x8xf32> into tensor<1x4x?x8x1xf32>
    %1 = tensor.empty(%dim) : tensor<4x?x8x1x1xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<1x4x?x8x1xf32>) outs(%1 : tensor<4x?x8x1x1xf32>) permutation = [1, 2, 3, 0, 4] 
    %collapsed = tensor.collapse_shape %transposed [[0], [1], [2, 3, 4]] : tensor<4x?x8x1x1xf32> into tensor<4x?x8xf32>
    %2 = tensor.empty(%dim_2) : tensor<4x8x1x?x1xf32>
    %transposed_4 = linalg.transpose ins(%expanded_3 : tensor<1x4x?x8x1xf32>) outs(%2 : tensor<4x8x1x?x1xf32>) permutation = [1, 3, 0, 2, 4] 
    %collapsed_5 = tensor.collapse_shape %transposed_4 [[0], [1, 2], [3, 4]] : tensor<4x8x1x?x1xf32> into tensor<4x8x?xf32>
    %3 = tensor.empty(%dim, %dim_2) : tensor<4x?x?xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%3 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %5 = linalg.batch_matmul ins(%collapsed, %collapsed_5 : tensor<4x?x8xf32>, tensor<4x8x?xf32>) outs(%4 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %6 = arith.muli %0, %c4_i64 : i64
    %7 = arith.cmpi slt, %0, %c0_i64 : i64
    %8 = arith.select %7, %c4_i64, %6 : i64
    %9 = arith.extui %7 : i1 to i64
    %10 = arith.muli %8, %0 : i64
    %11 = arith.addi %9, %c1_i64 : i64
    %12 = arith.select %7, %c4_i64, %10 : i64
    %13 = arith.select %7, %11, %9 : i64
    %14 = arith.cmpi sle, %13, %c1_i64 : i64
    cf.assert %14, "must have at most one inferred (negative) dimension"
    %15 = arith.muli %0, %c4_i64 : i64
    %16 = arith.index_cast %dim_2 : index to i64
    %17 = arith.muli %15, %16 : i64
    %18 = arith.divsi %17, %12 : i64
    %19 = arith.select %7, %18, %0 : i64
    %from_elements = tensor.from_elements %c4_i64, %19, %c1_i64, %c1_i64, %19 : tensor<5xi64>
    %reshape = tensor.reshape %5(%from_elements) : (tensor<4x?x?xf32>, tensor<5xi64>) -> tensor<4x?x1x1x?xf32>
    %20 = arith.index_cast %19 : i64 to index
    %21 = tensor.empty(%20, %20) : tensor<1x4x?x?x1xf32>
    %transposed_6 = linalg.transpose ins(%reshape : tensor<4x?x1x1x?xf32>) outs(%21 : tensor<1x4x?x?x1xf32>) permutation = [3, 0, 1, 4, 2] 
    cf.assert %14, "must have at most one inferred (negative) dimension"
    %22 = arith.muli %19, %c4_i64 : i64
    %23 = arith.muli %22, %19 : i64
    %24 = arith.divsi %23, %12 : i64
    %25 = arith.select %7, %24, %0 : i64
    %from_elements_7 = tensor.from_elements %c1_i64, %c4_i64, %25, %25 : tensor<4xi64>
    %reshape_8 = tensor.reshape %transposed_6(%from_elements_7) : (tensor<1x4x?x?x1xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %26 = arith.index_cast %25 : i64 to index
    %27 = tensor.empty(%26, %26) : tensor<1x4x?x?xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_8 : tensor<1x4x?x?xf32>) outs(%27 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.truncf %cst_1 : f64 to f32
      %54 = arith.mulf %in, %53 : f32
      linalg.yield %54 : f32
    } -> tensor<1x4x?x?xf32>
    %29 = tensor.empty(%26) : tensor<1x4x?xi64>
    %30 = linalg.fill ins(%c0_i64 : i64) outs(%29 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %31 = tensor.empty(%26) : tensor<1x4x?xf32>
    %32 = linalg.fill ins(%cst_0 : f32) outs(%31 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %33:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%28 : tensor<1x4x?x?xf32>) outs(%32, %30 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_21: i64):
      %53 = linalg.index 3 : index
      %54 = arith.index_cast %53 : index to i64
      %55 = arith.maximumf %in, %out : f32
      %56 = arith.cmpf ogt, %in, %out : f32
      %57 = arith.select %56, %54, %out_21 : i64
      linalg.yield %55, %57 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_9 = tensor.expand_shape %33#0 [[0], [1], [2, 3]] output_shape [1, 4, %26, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28, %expanded_9 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%27 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %53 = arith.subf %in, %in_21 : f32
      linalg.yield %53 : f32
    } -> tensor<1x4x?x?xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x4x?x?xf32>) outs(%27 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = math.exp %in : f32
      linalg.yield %53 : f32
    } -> tensor<1x4x?x?xf32>
    %36 = tensor.empty(%26) : tensor<1x4x?x1xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%35 : tensor<1x4x?x?xf32>) outs(%37 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %53 = arith.addf %in, %out : f32
      linalg.yield %53 : f32
    } -> tensor<1x4x?x1xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%35, %38 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%27 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_21: f32, %out: f32):
      %53 = arith.divf %in, %in_21 : f32
      linalg.yield %53 : f32
    } -> tensor<1x4x?x?xf32>
    %expanded_10 = tensor.expand_shape %39 [[0], [1], [2], [3, 4]] output_shape [1, 4, %26, %26, 1] : tensor<1x4x?x?xf32> into tensor<1x4x?x?x1xf32>
    %dim_11 = tensor.dim %arg2, %c2 : tensor<1x4x?x8xf32>
    %expanded_12 = tensor.expand_shape %arg2 [[0], [1], [2], [3, 4]] output_shape [1, 4, %dim_11, 8, 1] : tensor<1x4x?x8xf32> into tensor<1x4x?x8x1xf32>
    %40 = tensor.empty(%26, %26) : tensor<4x?x?x1x1xf32>
    %transposed_13 = linalg.transpose ins(%expanded_10 : tensor<1x4x?x?x1xf32>) outs(%40 : tensor<4x?x?x1x1xf32>) permutation = [1, 2, 3, 0, 4] 
    cf.assert %14, "must have at most one inferred (negative) dimension"
    %41 = arith.muli %25, %c4_i64 : i64
    %42 = arith.muli %41, %25 : i64
    %43 = arith.divsi %42, %12 : i64
    %44 = arith.select %7, %43, %0 : i64
    %from_elements_14 = tensor.from_elements %c4_i64, %44, %44 : tensor<3xi64>
    %reshape_15 = tensor.reshape %transposed_13(%from_elements_14) : (tensor<4x?x?x1x1xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    %45 = tensor.empty(%dim_11) : tensor<4x?x1x8x1xf32>
    %transposed_16 = linalg.transpose ins(%expanded_12 : tensor<1x4x?x8x1xf32>) outs(%45 : tensor<4x?x1x8x1xf32>) permutation = [1, 2, 0, 3, 4] 
    %collapsed_17 = tensor.collapse_shape %transposed_16 [[0], [1], [2, 3, 4]] : tensor<4x?x1x8x1xf32> into tensor<4x?x8xf32>
    %46 = arith.index_cast %44 : i64 to index
    %47 = arith.index_cast %dim_11 : index to i64
    %48 = arith.cmpi eq, %44, %47 : i64
    cf.assert %48, "mismatching contracting dimension"
    %49 = tensor.empty(%46) : tensor<4x?x8xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %51 = linalg.batch_matmul ins(%reshape_15, %collapsed_17 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%50 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %expanded_18 = tensor.expand_shape %51 [[0], [1], [2, 3, 4]] output_shape [4, %46, 1, 1, 8] : tensor<4x?x8xf32> into tensor<4x?x1x1x8xf32>
    %52 = tensor.empty(%46) : tensor<1x4x?x8x1xf32>
    %transposed_19 = linalg.transpose ins(%expanded_18 : tensor<4x?x1x1x8xf32>) outs(%52 : tensor<1x4x?x8x1xf32>) permutation = [3, 0, 1, 4, 2] 
    %collapsed_20 = tensor.collapse_shape %transposed_19 [[0], [1], [2], [3, 4]] : tensor<1x4x?x8x1xf32> into tensor<1x4x?x8xf32>
    return %collapsed_20 : tensor<1x4x?x8xf32>
  }
}
