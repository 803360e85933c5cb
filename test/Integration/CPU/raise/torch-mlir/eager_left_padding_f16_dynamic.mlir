// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/eager_left_padding_f16_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// The padding queries see no key: f16 sums make their scores -65504, which the
// raised mask keeps as the lowest f32 (they average V, as in PyTorch).
// CHECK: arith.select {{.*}} : f32
// CHECK: attn.attention {{.*}}mask({{.*}} : tensor<2x?x?xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only eager_left_padding_f16_dynamic:
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
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({2: seq}, {2: seq}, {2: seq})) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is eager_left_padding_f16_dynamic.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (0, d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x4x?x8xf16>, %arg1: tensor<2x4x?x8xf16>, %arg2: tensor<2x4x?x8xf16>) -> tensor<2x4x?x8xf16> {
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %true = arith.constant true
    %c8_i64 = arith.constant 8 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-6.550400e+04> : tensor<f16>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f16>
    %cst_3 = arith.constant dense<true> : tensor<i1>
    %cst_4 = arith.constant 0.35355339059327379 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_2_torch.int64> : tensor<2xi64>
    %dim = tensor.dim %arg0, %c2 : tensor<2x4x?x8xf16>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<?xi64>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %71 = linalg.index 0 : index
      %72 = arith.index_cast %71 : index to i64
      linalg.yield %72 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %2 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_6 = tensor.expand_shape %cst_5 [[0, 1]] output_shape [2, 1] : tensor<2xi64> into tensor<2x1xi64>
    %3 = tensor.empty(%dim) : tensor<2x?xi1>
    %4 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_6 : tensor<1x?xi64>, tensor<2x1xi64>) outs(%3 : tensor<2x?xi1>) {
    ^bb0(%in: i64, %in_18: i64, %out: i1):
      %71 = arith.cmpi sge, %in, %in_18 : i64
      linalg.yield %71 : i1
    } -> tensor<2x?xi1>
    %5 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %5, "negative values not allowed in new dimensions"
    cf.assert %5, "negative values not allowed in new dimensions"
    %6 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %7 = linalg.generic {indexing_maps = [#map4, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<i1>) outs(%6 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      linalg.yield %in : i1
    } -> tensor<?x?xi1>
    %expanded_7 = tensor.expand_shape %2 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %8 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_7 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%8 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_18: i64, %out: i64):
      %71 = arith.subi %in, %in_18 : i64
      linalg.yield %71 : i64
    } -> tensor<?x?xi64>
    %10 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %11 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<?x?xi64>) outs(%10 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %71 = arith.cmpi sle, %in, %c0_i64 : i64
      linalg.yield %71 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %12 = linalg.generic {indexing_maps = [#map3, #map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%11, %7 : tensor<?x?xi1>, tensor<?x?xi1>) outs(%10 : tensor<?x?xi1>) {
    ^bb0(%in: i1, %in_18: i1, %out: i1):
      %71 = arith.andi %in, %in_18 : i1
      linalg.yield %71 : i1
    } -> tensor<?x?xi1>
    %expanded_8 = tensor.expand_shape %12 [[0, 1], [2]] output_shape [1, %dim, %dim] : tensor<?x?xi1> into tensor<1x?x?xi1>
    %expanded_9 = tensor.expand_shape %4 [[0], [1, 2]] output_shape [2, 1, %dim] : tensor<2x?xi1> into tensor<2x1x?xi1>
    %13 = tensor.empty(%dim, %dim) : tensor<2x?x?xi1>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_8, %expanded_9 : tensor<1x?x?xi1>, tensor<2x1x?xi1>) outs(%13 : tensor<2x?x?xi1>) {
    ^bb0(%in: i1, %in_18: i1, %out: i1):
      %71 = arith.andi %in, %in_18 : i1
      linalg.yield %71 : i1
    } -> tensor<2x?x?xi1>
    cf.assert %5, "negative values not allowed in new dimensions"
    cf.assert %5, "negative values not allowed in new dimensions"
    %15 = tensor.empty(%dim, %dim) : tensor<2x?x?xf16>
    %16 = linalg.generic {indexing_maps = [#map8, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%cst_2 : tensor<f16>) outs(%15 : tensor<2x?x?xf16>) {
    ^bb0(%in: f16, %out: f16):
      linalg.yield %in : f16
    } -> tensor<2x?x?xf16>
    %17 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%14 : tensor<2x?x?xi1>) outs(%13 : tensor<2x?x?xi1>) {
    ^bb0(%in: i1, %out: i1):
      %71 = arith.xori %in, %true : i1
      linalg.yield %71 : i1
    } -> tensor<2x?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %18 = tensor.empty(%dim, %dim) : tensor<2x?x?xf16>
    %19 = linalg.generic {indexing_maps = [#map7, #map8, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%17, %cst_1, %16 : tensor<2x?x?xi1>, tensor<f16>, tensor<2x?x?xf16>) outs(%18 : tensor<2x?x?xf16>) {
    ^bb0(%in: i1, %in_18: f16, %in_19: f16, %out: f16):
      %71 = arith.select %in, %in_18, %in_19 : f16
      linalg.yield %71 : f16
    } -> tensor<2x?x?xf16>
    %expanded_10 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [2, 1, %dim, %dim] : tensor<2x?x?xf16> into tensor<2x1x?x?xf16>
    %dim_11 = tensor.dim %arg1, %c2 : tensor<2x4x?x8xf16>
    %20 = tensor.empty(%dim_11) : tensor<2x4x8x?xf16>
    %transposed = linalg.transpose ins(%arg1 : tensor<2x4x?x8xf16>) outs(%20 : tensor<2x4x8x?xf16>) permutation = [0, 1, 3, 2] 
    %21 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %21, "unimplemented: dynamic negative broadcast sizes"
    %22 = tensor.empty(%dim) : tensor<2x4x?x8xf16>
    %23 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<2x4x?x8xf16>) {
    ^bb0(%out: f16):
      %71 = linalg.index 0 : index
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %extracted = tensor.extract %arg0[%71, %72, %76, %74] : tensor<2x4x?x8xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x?x8xf16>
    %collapsed = tensor.collapse_shape %23 [[0, 1], [2], [3]] : tensor<2x4x?x8xf16> into tensor<8x?x8xf16>
    cf.assert %21, "unimplemented: dynamic negative broadcast sizes"
    %24 = tensor.empty(%dim) : tensor<2x4x8x?xf16>
    %25 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%24 : tensor<2x4x8x?xf16>) {
    ^bb0(%out: f16):
      %71 = linalg.index 0 : index
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %dim_11, %c1 : index
      %76 = arith.select %75, %c0, %74 : index
      %extracted = tensor.extract %transposed[%71, %72, %73, %76] : tensor<2x4x8x?xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x8x?xf16>
    %collapsed_12 = tensor.collapse_shape %25 [[0, 1], [2], [3]] : tensor<2x4x8x?xf16> into tensor<8x8x?xf16>
    %26 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %27 = linalg.fill ins(%cst : f32) outs(%26 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %28 = linalg.batch_matmul ins(%collapsed, %collapsed_12 : tensor<8x?x8xf16>, tensor<8x8x?xf16>) outs(%27 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %29 = tensor.empty(%dim, %dim) : tensor<8x?x?xf16>
    %30 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%28 : tensor<8x?x?xf32>) outs(%29 : tensor<8x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %71 = arith.truncf %in : f32 to f16
      linalg.yield %71 : f16
    } -> tensor<8x?x?xf16>
    %31 = arith.muli %0, %c8_i64 : i64
    %32 = arith.cmpi slt, %0, %c0_i64 : i64
    %33 = arith.select %32, %c8_i64, %31 : i64
    %34 = arith.extui %32 : i1 to i64
    %35 = arith.muli %33, %0 : i64
    %36 = arith.addi %34, %c1_i64 : i64
    %37 = arith.select %32, %c8_i64, %35 : i64
    %38 = arith.select %32, %36, %34 : i64
    %39 = arith.cmpi sle, %38, %c1_i64 : i64
    cf.assert %39, "must have at most one inferred (negative) dimension"
    %40 = arith.muli %31, %0 : i64
    %41 = arith.divsi %40, %37 : i64
    %42 = arith.select %32, %41, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %c4_i64, %42, %42 : tensor<4xi64>
    %reshape = tensor.reshape %30(%from_elements) : (tensor<8x?x?xf16>, tensor<4xi64>) -> tensor<2x4x?x?xf16>
    %43 = arith.index_cast %42 : i64 to index
    %44 = tensor.empty(%43, %43) : tensor<2x4x?x?xf16>
    %45 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<2x4x?x?xf16>) outs(%44 : tensor<2x4x?x?xf16>) {
    ^bb0(%in: f16, %out: f16):
      %71 = arith.truncf %cst_4 : f64 to f16
      %72 = arith.mulf %in, %71 : f16
      linalg.yield %72 : f16
    } -> tensor<2x4x?x?xf16>
    %46 = arith.cmpi eq, %43, %dim : index
    cf.assert %46, "mismatched size for broadcast"
    cf.assert %46, "mismatched size for broadcast"
    %47 = linalg.generic {indexing_maps = [#map9, #map10, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_10 : tensor<2x4x?x?xf16>, tensor<2x1x?x?xf16>) outs(%44 : tensor<2x4x?x?xf16>) {
    ^bb0(%in: f16, %in_18: f16, %out: f16):
      %71 = arith.addf %in, %in_18 : f16
      linalg.yield %71 : f16
    } -> tensor<2x4x?x?xf16>
    %48 = tensor.empty(%43, %43) : tensor<2x4x?x?xf32>
    %49 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%47 : tensor<2x4x?x?xf16>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f16, %out: f32):
      %71 = arith.extf %in : f16 to f32
      linalg.yield %71 : f32
    } -> tensor<2x4x?x?xf32>
    %50 = tensor.empty(%43) : tensor<2x4x?xi64>
    %51 = linalg.fill ins(%c0_i64 : i64) outs(%50 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %52 = tensor.empty(%43) : tensor<2x4x?xf32>
    %53 = linalg.fill ins(%cst_0 : f32) outs(%52 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %54:2 = linalg.generic {indexing_maps = [#map9, #map11, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%49 : tensor<2x4x?x?xf32>) outs(%53, %51 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_18: i64):
      %71 = linalg.index 3 : index
      %72 = arith.index_cast %71 : index to i64
      %73 = arith.maximumf %in, %out : f32
      %74 = arith.cmpf ogt, %in, %out : f32
      %75 = arith.select %74, %72, %out_18 : i64
      linalg.yield %73, %75 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_13 = tensor.expand_shape %54#0 [[0], [1], [2, 3]] output_shape [2, 4, %43, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %55 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_13 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %71 = arith.subf %in, %in_18 : f32
      linalg.yield %71 : f32
    } -> tensor<2x4x?x?xf32>
    %56 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%55 : tensor<2x4x?x?xf32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = math.exp %in : f32
      linalg.yield %71 : f32
    } -> tensor<2x4x?x?xf32>
    %57 = tensor.empty(%43) : tensor<2x4x?x1xf32>
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %59 = linalg.generic {indexing_maps = [#map9, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%56 : tensor<2x4x?x?xf32>) outs(%58 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %71 = arith.addf %in, %out : f32
      linalg.yield %71 : f32
    } -> tensor<2x4x?x1xf32>
    %60 = linalg.generic {indexing_maps = [#map9, #map12, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56, %59 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%48 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %71 = arith.divf %in, %in_18 : f32
      linalg.yield %71 : f32
    } -> tensor<2x4x?x?xf32>
    %61 = linalg.generic {indexing_maps = [#map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x4x?x?xf32>) outs(%44 : tensor<2x4x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %71 = arith.truncf %in : f32 to f16
      linalg.yield %71 : f16
    } -> tensor<2x4x?x?xf16>
    cf.assert %21, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %21, "unimplemented: dynamic negative broadcast sizes"
    %62 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf16>
    %63 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%62 : tensor<2x4x?x?xf16>) {
    ^bb0(%out: f16):
      %71 = linalg.index 0 : index
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.cmpi eq, %43, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %77 = arith.select %75, %c0, %74 : index
      %extracted = tensor.extract %61[%71, %72, %76, %77] : tensor<2x4x?x?xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x?x?xf16>
    cf.assert %39, "must have at most one inferred (negative) dimension"
    %from_elements_14 = tensor.from_elements %c8_i64, %42, %42 : tensor<3xi64>
    %reshape_15 = tensor.reshape %63(%from_elements_14) : (tensor<2x4x?x?xf16>, tensor<3xi64>) -> tensor<8x?x?xf16>
    cf.assert %21, "unimplemented: dynamic negative broadcast sizes"
    %64 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%22 : tensor<2x4x?x8xf16>) {
    ^bb0(%out: f16):
      %71 = linalg.index 0 : index
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %dim_18 = tensor.dim %arg2, %c2 : tensor<2x4x?x8xf16>
      %75 = arith.cmpi eq, %dim_18, %c1 : index
      %76 = arith.select %75, %c0, %73 : index
      %extracted = tensor.extract %arg2[%71, %72, %76, %74] : tensor<2x4x?x8xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x?x8xf16>
    %collapsed_16 = tensor.collapse_shape %64 [[0, 1], [2], [3]] : tensor<2x4x?x8xf16> into tensor<8x?x8xf16>
    %65 = arith.cmpi eq, %42, %0 : i64
    cf.assert %65, "mismatching contracting dimension"
    %66 = tensor.empty(%43) : tensor<8x?x8xf32>
    %67 = linalg.fill ins(%cst : f32) outs(%66 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %68 = linalg.batch_matmul ins(%reshape_15, %collapsed_16 : tensor<8x?x?xf16>, tensor<8x?x8xf16>) outs(%67 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %69 = tensor.empty(%43) : tensor<8x?x8xf16>
    %70 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel"]} ins(%68 : tensor<8x?x8xf32>) outs(%69 : tensor<8x?x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %71 = arith.truncf %in : f32 to f16
      linalg.yield %71 : f16
    } -> tensor<8x?x8xf16>
    %expanded_17 = tensor.expand_shape %70 [[0, 1], [2], [3]] output_shape [2, 4, %43, 8] : tensor<8x?x8xf16> into tensor<2x4x?x8xf16>
    return %expanded_17 : tensor<2x4x?x8xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000005000000000000000000000000000000"
    }
  }
#-}
