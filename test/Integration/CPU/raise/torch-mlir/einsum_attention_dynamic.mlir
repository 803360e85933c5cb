// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/einsum_attention_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}ins(%arg0, {{.*}}, %arg2,
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only einsum_attention_dynamic:
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
//   @entry("einsum_attention", F32, [(QKV, F32, SEQ2)] * 3, [EinsumAttention])
//   def build_einsum_attention():  # then torch.manual_seed(0) before, .eval() after
//       return EinsumAttention()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is einsum_attention_dynamic.expected.npy
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x?x8xf32>, %arg1: tensor<2x4x?x8xf32>, %arg2: tensor<2x4x?x8xf32>) -> tensor<2x4x?x8xf32> {
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2 = arith.constant 2 : index
    %c8_i64 = arith.constant 8 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c1_i64 = arith.constant 1 : i64
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant 0.35355339059327379 : f64
    %dim = tensor.dim %arg0, %c2 : tensor<2x4x?x8xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_2 = tensor.dim %arg1, %c2 : tensor<2x4x?x8xf32>
    %expanded = tensor.expand_shape %arg1 [[0], [1], [2], [3, 4]] output_shape [2, 4, %dim_2, 8, 1] : tensor<2x4x?x8xf32> into tensor<2x4x?x8x1xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %1 = tensor.empty(%dim_2) : tensor<2x4x8x?x1xf32>
    %transposed = linalg.transpose ins(%expanded : tensor<2x4x?x8x1xf32>) outs(%1 : tensor<2x4x8x?x1xf32>) permutation = [0, 1, 3, 2, 4] 
    %collapsed_3 = tensor.collapse_shape %transposed [[0, 1], [2], [3, 4]] : tensor<2x4x8x?x1xf32> into tensor<8x8x?xf32>
    %2 = tensor.empty(%dim, %dim_2) : tensor<8x?x?xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %4 = linalg.batch_matmul ins(%collapsed, %collapsed_3 : tensor<8x?x8xf32>, tensor<8x8x?xf32>) outs(%3 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %5 = arith.muli %0, %c8_i64 : i64
    %6 = arith.cmpi slt, %0, %c0_i64 : i64
    %7 = arith.select %6, %c8_i64, %5 : i64
    %8 = arith.extui %6 : i1 to i64
    %9 = arith.muli %7, %0 : i64
    %10 = arith.addi %8, %c1_i64 : i64
    %11 = arith.select %6, %c8_i64, %9 : i64
    %12 = arith.select %6, %10, %8 : i64
    %13 = arith.cmpi sle, %12, %c1_i64 : i64
    cf.assert %13, "must have at most one inferred (negative) dimension"
    %14 = arith.muli %0, %c8_i64 : i64
    %15 = arith.index_cast %dim_2 : index to i64
    %16 = arith.muli %14, %15 : i64
    %17 = arith.divsi %16, %11 : i64
    %18 = arith.select %6, %17, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %c4_i64, %18, %c1_i64, %18 : tensor<5xi64>
    %reshape = tensor.reshape %4(%from_elements) : (tensor<8x?x?xf32>, tensor<5xi64>) -> tensor<2x4x?x1x?xf32>
    %19 = arith.index_cast %18 : i64 to index
    %20 = tensor.empty(%19, %19) : tensor<2x4x?x?x1xf32>
    %transposed_4 = linalg.transpose ins(%reshape : tensor<2x4x?x1x?xf32>) outs(%20 : tensor<2x4x?x?x1xf32>) permutation = [0, 1, 2, 4, 3] 
    cf.assert %13, "must have at most one inferred (negative) dimension"
    %21 = arith.muli %18, %c8_i64 : i64
    %22 = arith.muli %21, %18 : i64
    %23 = arith.divsi %22, %11 : i64
    %24 = arith.select %6, %23, %0 : i64
    %from_elements_5 = tensor.from_elements %c2_i64, %c4_i64, %24, %24 : tensor<4xi64>
    %reshape_6 = tensor.reshape %transposed_4(%from_elements_5) : (tensor<2x4x?x?x1xf32>, tensor<4xi64>) -> tensor<2x4x?x?xf32>
    %25 = arith.index_cast %24 : i64 to index
    %26 = tensor.empty(%25, %25) : tensor<2x4x?x?xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_6 : tensor<2x4x?x?xf32>) outs(%26 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %50 = arith.truncf %cst_1 : f64 to f32
      %51 = arith.mulf %in, %50 : f32
      linalg.yield %51 : f32
    } -> tensor<2x4x?x?xf32>
    %28 = tensor.empty(%25) : tensor<2x4x?xi64>
    %29 = linalg.fill ins(%c0_i64 : i64) outs(%28 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %30 = tensor.empty(%25) : tensor<2x4x?xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %32:2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<2x4x?x?xf32>) outs(%31, %29 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_16: i64):
      %50 = linalg.index 3 : index
      %51 = arith.index_cast %50 : index to i64
      %52 = arith.maximumf %in, %out : f32
      %53 = arith.cmpf ogt, %in, %out : f32
      %54 = arith.select %53, %51, %out_16 : i64
      linalg.yield %52, %54 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_7 = tensor.expand_shape %32#0 [[0], [1], [2, 3]] output_shape [2, 4, %25, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %expanded_7 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%26 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %50 = arith.subf %in, %in_16 : f32
      linalg.yield %50 : f32
    } -> tensor<2x4x?x?xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33 : tensor<2x4x?x?xf32>) outs(%26 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %50 = math.exp %in : f32
      linalg.yield %50 : f32
    } -> tensor<2x4x?x?xf32>
    %35 = tensor.empty(%25) : tensor<2x4x?x1xf32>
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%34 : tensor<2x4x?x?xf32>) outs(%36 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %50 = arith.addf %in, %out : f32
      linalg.yield %50 : f32
    } -> tensor<2x4x?x1xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34, %37 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%26 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %50 = arith.divf %in, %in_16 : f32
      linalg.yield %50 : f32
    } -> tensor<2x4x?x?xf32>
    %expanded_8 = tensor.expand_shape %38 [[0], [1], [2], [3, 4]] output_shape [2, 4, %25, %25, 1] : tensor<2x4x?x?xf32> into tensor<2x4x?x?x1xf32>
    cf.assert %13, "must have at most one inferred (negative) dimension"
    %39 = arith.muli %24, %c8_i64 : i64
    %40 = arith.muli %39, %24 : i64
    %41 = arith.divsi %40, %11 : i64
    %42 = arith.select %6, %41, %0 : i64
    %from_elements_9 = tensor.from_elements %c8_i64, %42, %42 : tensor<3xi64>
    %reshape_10 = tensor.reshape %expanded_8(%from_elements_9) : (tensor<2x4x?x?x1xf32>, tensor<3xi64>) -> tensor<8x?x?xf32>
    %collapsed_11 = tensor.collapse_shape %arg2 [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
    %43 = arith.index_cast %42 : i64 to index
    %dim_12 = tensor.dim %arg2, %c2 : tensor<2x4x?x8xf32>
    %44 = arith.index_cast %dim_12 : index to i64
    %45 = arith.cmpi eq, %42, %44 : i64
    cf.assert %45, "mismatching contracting dimension"
    %46 = tensor.empty(%43) : tensor<8x?x8xf32>
    %47 = linalg.fill ins(%cst : f32) outs(%46 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %48 = linalg.batch_matmul ins(%reshape_10, %collapsed_11 : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%47 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %expanded_13 = tensor.expand_shape %48 [[0, 1], [2], [3, 4]] output_shape [2, 4, %43, 1, 8] : tensor<8x?x8xf32> into tensor<2x4x?x1x8xf32>
    %49 = tensor.empty(%43) : tensor<2x4x?x8x1xf32>
    %transposed_14 = linalg.transpose ins(%expanded_13 : tensor<2x4x?x1x8xf32>) outs(%49 : tensor<2x4x?x8x1xf32>) permutation = [0, 1, 2, 4, 3] 
    %collapsed_15 = tensor.collapse_shape %transposed_14 [[0], [1], [2], [3, 4]] : tensor<2x4x?x8x1xf32> into tensor<2x4x?x8xf32>
    return %collapsed_15 : tensor<2x4x?x8xf32>
  }
}
