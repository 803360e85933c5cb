// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/nanogpt_f16_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x?x4x8xf16>, tensor<2x?x4x8xf16>, tensor<2x?x4x8xf16>, f32) outs
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only nanogpt_f16_dynamic:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   class CausalSelfAttention(nn.Module):
//       """nanoGPT's attention, manual (non-flash) path."""
//
//       def __init__(self, n_embd=C, n_head=H, block_size=MAX_POS, bias=True, dropout=0.1):
//           super().__init__()
//           assert n_embd % n_head == 0
//           self.c_attn = nn.Linear(n_embd, 3 * n_embd, bias=bias)
//           self.c_proj = nn.Linear(n_embd, n_embd, bias=bias)
//           self.attn_dropout = nn.Dropout(dropout)
//           self.resid_dropout = nn.Dropout(dropout)
//           self.n_head = n_head
//           self.n_embd = n_embd
//           self.register_buffer("bias", torch.tril(torch.ones(block_size, block_size))
//                                .view(1, 1, block_size, block_size))
//
//       def forward(self, x):
//           B, T, C = x.size()
//           q, k, v = self.c_attn(x).split(self.n_embd, dim=2)
//           k = k.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
//           q = q.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
//           v = v.view(B, T, self.n_head, C // self.n_head).transpose(1, 2)
//           att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
//           att = att.masked_fill(self.bias[:, :, :T, :T] == 0, float('-inf'))
//           att = F.softmax(att, dim=-1)
//           att = self.attn_dropout(att)
//           y = att @ v
//           y = y.transpose(1, 2).contiguous().view(B, T, C)
//           y = self.resid_dropout(self.c_proj(y))
//           return y
//
//   @entry("nanogpt_f16", F16, [(HID, F16, SEQ1)], [CausalSelfAttention])
//   def build_nanogpt_f16():  # then torch.manual_seed(0) before, .eval() after
//       return CausalSelfAttention().half()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({1: seq},)) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is nanogpt_f16_dynamic.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<()[s0] -> (s0 * 2)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x?x32xf16>) -> tensor<2x?x32xf16> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c2 = arith.constant 2 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %c-1 = arith.constant -1 : index
    %c4_i64 = arith.constant 4 : i64
    %c8_i64 = arith.constant 8 : i64
    %c64 = arith.constant 64 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0xFC00> : tensor<f16>
    %cst_2 = arith.constant dense_resource<torch_tensor_32_torch.float16> : tensor<32xf16>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_32_torch.float16> : tensor<32x32xf16>
    %cst_4 = arith.constant dense_resource<torch_tensor_1_1_64_64_torch.float16> : tensor<1x1x64x64xf16>
    %cst_5 = arith.constant 0.35355339059327373 : f64
    %cst_6 = arith.constant dense_resource<torch_tensor_96_torch.float16> : tensor<96xf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_96_32_torch.float16> : tensor<96x32xf16>
    %cst_8 = arith.constant 0.000000e+00 : f16
    %dim = tensor.dim %arg0, %c1 : tensor<2x?x32xf16>
    %0 = arith.index_cast %dim : index to i64
    %1 = arith.muli %0, %c2_i64 : i64
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x?x32xf16> into tensor<?x32xf16>
    %2 = tensor.empty() : tensor<32x96xf16>
    %transposed = linalg.transpose ins(%cst_7 : tensor<96x32xf16>) outs(%2 : tensor<32x96xf16>) permutation = [1, 0] 
    %3 = tensor.empty() : tensor<96xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<96xf16>) outs(%3 : tensor<96xf32>) {
    ^bb0(%in: f16, %out: f32):
      %102 = arith.extf %in : f16 to f32
      linalg.yield %102 : f32
    } -> tensor<96xf32>
    %5 = affine.apply #map1()[%dim]
    %6 = tensor.empty(%5) : tensor<?x32xf32>
    %7 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed : tensor<?x32xf16>) outs(%6 : tensor<?x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %102 = arith.extf %in : f16 to f32
      linalg.yield %102 : f32
    } -> tensor<?x32xf32>
    %8 = tensor.empty() : tensor<32x96xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%transposed : tensor<32x96xf16>) outs(%8 : tensor<32x96xf32>) {
    ^bb0(%in: f16, %out: f32):
      %102 = arith.extf %in : f16 to f32
      linalg.yield %102 : f32
    } -> tensor<32x96xf32>
    %10 = tensor.empty(%5) : tensor<?x96xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %12 = linalg.matmul ins(%7, %9 : tensor<?x32xf32>, tensor<32x96xf32>) outs(%11 : tensor<?x96xf32>) -> tensor<?x96xf32>
    %13 = arith.cmpi sge, %1, %c0_i64 : i64
    cf.assert %13, "negative values not allowed in new dimensions"
    %14 = arith.index_cast %1 : i64 to index
    %15 = tensor.empty(%14) : tensor<?x96xf32>
    %16 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<96xf32>) outs(%15 : tensor<?x96xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x96xf32>
    %17 = arith.cmpi eq, %5, %14 : index
    cf.assert %17, "mismatched size for broadcast"
    %18 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%12, %16 : tensor<?x96xf32>, tensor<?x96xf32>) outs(%10 : tensor<?x96xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %102 = arith.addf %in, %in_30 : f32
      linalg.yield %102 : f32
    } -> tensor<?x96xf32>
    %19 = tensor.empty(%5) : tensor<?x96xf16>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<?x96xf32>) outs(%19 : tensor<?x96xf16>) {
    ^bb0(%in: f32, %out: f16):
      %102 = arith.truncf %in : f32 to f16
      linalg.yield %102 : f16
    } -> tensor<?x96xf16>
    %21 = arith.divsi %5, %c2 : index
    %expanded = tensor.expand_shape %20 [[0, 1], [2]] output_shape [2, %21, 96] : tensor<?x96xf16> into tensor<2x?x96xf16>
    %extracted_slice = tensor.extract_slice %expanded[0, 0, 0] [2, %21, 32] [1, 1, 1] : tensor<2x?x96xf16> to tensor<2x?x32xf16>
    %extracted_slice_9 = tensor.extract_slice %expanded[0, 0, 32] [2, %21, 32] [1, 1, 1] : tensor<2x?x96xf16> to tensor<2x?x32xf16>
    %extracted_slice_10 = tensor.extract_slice %expanded[0, 0, 64] [2, %21, 32] [1, 1, 1] : tensor<2x?x96xf16> to tensor<2x?x32xf16>
    %expanded_11 = tensor.expand_shape %extracted_slice_9 [[0], [1], [2, 3]] output_shape [2, %21, 4, 8] : tensor<2x?x32xf16> into tensor<2x?x4x8xf16>
    %expanded_12 = tensor.expand_shape %extracted_slice [[0], [1], [2, 3]] output_shape [2, %21, 4, 8] : tensor<2x?x32xf16> into tensor<2x?x4x8xf16>
    %22 = tensor.empty(%21) : tensor<2x4x?x8xf16>
    %transposed_13 = linalg.transpose ins(%expanded_12 : tensor<2x?x4x8xf16>) outs(%22 : tensor<2x4x?x8xf16>) permutation = [0, 2, 1, 3] 
    %expanded_14 = tensor.expand_shape %extracted_slice_10 [[0], [1], [2, 3]] output_shape [2, %21, 4, 8] : tensor<2x?x32xf16> into tensor<2x?x4x8xf16>
    %transposed_15 = linalg.transpose ins(%expanded_14 : tensor<2x?x4x8xf16>) outs(%22 : tensor<2x4x?x8xf16>) permutation = [0, 2, 1, 3] 
    %23 = tensor.empty(%21) : tensor<2x4x8x?xf16>
    %transposed_16 = linalg.transpose ins(%expanded_11 : tensor<2x?x4x8xf16>) outs(%23 : tensor<2x4x8x?xf16>) permutation = [0, 2, 3, 1] 
    %24 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %25 = tensor.empty(%dim) : tensor<2x4x?x8xf16>
    %26 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%25 : tensor<2x4x?x8xf16>) {
    ^bb0(%out: f16):
      %102 = linalg.index 0 : index
      %103 = linalg.index 1 : index
      %104 = linalg.index 2 : index
      %105 = linalg.index 3 : index
      %106 = arith.cmpi eq, %21, %c1 : index
      %107 = arith.select %106, %c0, %104 : index
      %extracted = tensor.extract %transposed_13[%102, %103, %107, %105] : tensor<2x4x?x8xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x?x8xf16>
    %collapsed_17 = tensor.collapse_shape %26 [[0, 1], [2], [3]] : tensor<2x4x?x8xf16> into tensor<8x?x8xf16>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %27 = tensor.empty(%dim) : tensor<2x4x8x?xf16>
    %28 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%27 : tensor<2x4x8x?xf16>) {
    ^bb0(%out: f16):
      %102 = linalg.index 0 : index
      %103 = linalg.index 1 : index
      %104 = linalg.index 2 : index
      %105 = linalg.index 3 : index
      %106 = arith.cmpi eq, %21, %c1 : index
      %107 = arith.select %106, %c0, %105 : index
      %extracted = tensor.extract %transposed_16[%102, %103, %104, %107] : tensor<2x4x8x?xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x8x?xf16>
    %collapsed_18 = tensor.collapse_shape %28 [[0, 1], [2], [3]] : tensor<2x4x8x?xf16> into tensor<8x8x?xf16>
    %29 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %31 = linalg.batch_matmul ins(%collapsed_17, %collapsed_18 : tensor<8x?x8xf16>, tensor<8x8x?xf16>) outs(%30 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %32 = tensor.empty(%dim, %dim) : tensor<8x?x?xf16>
    %33 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%31 : tensor<8x?x?xf32>) outs(%32 : tensor<8x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %102 = arith.truncf %in : f32 to f16
      linalg.yield %102 : f16
    } -> tensor<8x?x?xf16>
    %34 = arith.muli %0, %c8_i64 : i64
    %35 = arith.cmpi slt, %0, %c0_i64 : i64
    %36 = arith.select %35, %c8_i64, %34 : i64
    %37 = arith.extui %35 : i1 to i64
    %38 = arith.muli %36, %0 : i64
    %39 = arith.addi %37, %c1_i64 : i64
    %40 = arith.select %35, %c8_i64, %38 : i64
    %41 = arith.select %35, %39, %37 : i64
    %42 = arith.cmpi sle, %41, %c1_i64 : i64
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %43 = arith.muli %34, %0 : i64
    %44 = arith.divsi %43, %40 : i64
    %45 = arith.select %35, %44, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %c4_i64, %45, %45 : tensor<4xi64>
    %reshape = tensor.reshape %33(%from_elements) : (tensor<8x?x?xf16>, tensor<4xi64>) -> tensor<2x4x?x?xf16>
    %46 = arith.index_cast %45 : i64 to index
    %47 = tensor.empty(%46, %46) : tensor<2x4x?x?xf16>
    %48 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape : tensor<2x4x?x?xf16>) outs(%47 : tensor<2x4x?x?xf16>) {
    ^bb0(%in: f16, %out: f16):
      %102 = arith.truncf %cst_5 : f64 to f16
      %103 = arith.mulf %in, %102 : f16
      linalg.yield %103 : f16
    } -> tensor<2x4x?x?xf16>
    %49 = arith.cmpi slt, %dim, %c0 : index
    %50 = arith.addi %dim, %c64 : index
    %51 = arith.select %49, %50, %dim : index
    %52 = arith.cmpi slt, %51, %c0 : index
    %53 = arith.select %52, %c-1, %51 : index
    %54 = arith.minsi %53, %c64 : index
    %55 = arith.maxsi %54, %c0 : index
    %extracted_slice_19 = tensor.extract_slice %cst_4[0, 0, 0, 0] [1, 1, %55, 64] [1, 1, 1, 1] : tensor<1x1x64x64xf16> to tensor<1x1x?x64xf16>
    %extracted_slice_20 = tensor.extract_slice %extracted_slice_19[0, 0, 0, 0] [1, 1, %55, %55] [1, 1, 1, 1] : tensor<1x1x?x64xf16> to tensor<1x1x?x?xf16>
    %56 = tensor.empty(%55, %55) : tensor<1x1x?x?xi1>
    %57 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_20 : tensor<1x1x?x?xf16>) outs(%56 : tensor<1x1x?x?xi1>) {
    ^bb0(%in: f16, %out: i1):
      %102 = arith.cmpf oeq, %in, %cst_8 : f16
      linalg.yield %102 : i1
    } -> tensor<1x1x?x?xi1>
    %58 = arith.cmpi eq, %55, %46 : index
    cf.assert %58, "mismatched size for broadcast"
    cf.assert %58, "mismatched size for broadcast"
    %59 = tensor.empty(%55, %55) : tensor<2x4x?x?xf16>
    %60 = linalg.generic {indexing_maps = [#map6, #map7, #map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %cst_1, %48 : tensor<1x1x?x?xi1>, tensor<f16>, tensor<2x4x?x?xf16>) outs(%59 : tensor<2x4x?x?xf16>) {
    ^bb0(%in: i1, %in_30: f16, %in_31: f16, %out: f16):
      %102 = arith.select %in, %in_30, %in_31 : f16
      linalg.yield %102 : f16
    } -> tensor<2x4x?x?xf16>
    %61 = tensor.empty(%55, %55) : tensor<2x4x?x?xf32>
    %62 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<2x4x?x?xf16>) outs(%61 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f16, %out: f32):
      %102 = arith.extf %in : f16 to f32
      linalg.yield %102 : f32
    } -> tensor<2x4x?x?xf32>
    %63 = tensor.empty(%55) : tensor<2x4x?xi64>
    %64 = linalg.fill ins(%c0_i64 : i64) outs(%63 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %65 = tensor.empty(%55) : tensor<2x4x?xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %67:2 = linalg.generic {indexing_maps = [#map4, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%62 : tensor<2x4x?x?xf32>) outs(%66, %64 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_30: i64):
      %102 = linalg.index 3 : index
      %103 = arith.index_cast %102 : index to i64
      %104 = arith.maximumf %in, %out : f32
      %105 = arith.cmpf ogt, %in, %out : f32
      %106 = arith.select %105, %103, %out_30 : i64
      linalg.yield %104, %106 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_21 = tensor.expand_shape %67#0 [[0], [1], [2, 3]] output_shape [2, 4, %55, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_21 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%61 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %102 = arith.subf %in, %in_30 : f32
      linalg.yield %102 : f32
    } -> tensor<2x4x?x?xf32>
    %69 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<2x4x?x?xf32>) outs(%61 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %102 = math.exp %in : f32
      linalg.yield %102 : f32
    } -> tensor<2x4x?x?xf32>
    %70 = tensor.empty(%55) : tensor<2x4x?x1xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %72 = linalg.generic {indexing_maps = [#map4, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69 : tensor<2x4x?x?xf32>) outs(%71 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %102 = arith.addf %in, %out : f32
      linalg.yield %102 : f32
    } -> tensor<2x4x?x1xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map9, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %72 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%61 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %102 = arith.divf %in, %in_30 : f32
      linalg.yield %102 : f32
    } -> tensor<2x4x?x?xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73 : tensor<2x4x?x?xf32>) outs(%59 : tensor<2x4x?x?xf16>) {
    ^bb0(%in: f32, %out: f16):
      %102 = arith.truncf %in : f32 to f16
      linalg.yield %102 : f16
    } -> tensor<2x4x?x?xf16>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %75 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xf16>
    %76 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%75 : tensor<2x4x?x?xf16>) {
    ^bb0(%out: f16):
      %102 = linalg.index 0 : index
      %103 = linalg.index 1 : index
      %104 = linalg.index 2 : index
      %105 = linalg.index 3 : index
      %106 = arith.cmpi eq, %55, %c1 : index
      %107 = arith.select %106, %c0, %104 : index
      %108 = arith.select %106, %c0, %105 : index
      %extracted = tensor.extract %74[%102, %103, %107, %108] : tensor<2x4x?x?xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x?x?xf16>
    cf.assert %42, "must have at most one inferred (negative) dimension"
    %from_elements_22 = tensor.from_elements %c8_i64, %45, %45 : tensor<3xi64>
    %reshape_23 = tensor.reshape %76(%from_elements_22) : (tensor<2x4x?x?xf16>, tensor<3xi64>) -> tensor<8x?x?xf16>
    cf.assert %24, "unimplemented: dynamic negative broadcast sizes"
    %77 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%25 : tensor<2x4x?x8xf16>) {
    ^bb0(%out: f16):
      %102 = linalg.index 0 : index
      %103 = linalg.index 1 : index
      %104 = linalg.index 2 : index
      %105 = linalg.index 3 : index
      %106 = arith.cmpi eq, %21, %c1 : index
      %107 = arith.select %106, %c0, %104 : index
      %extracted = tensor.extract %transposed_15[%102, %103, %107, %105] : tensor<2x4x?x8xf16>
      linalg.yield %extracted : f16
    } -> tensor<2x4x?x8xf16>
    %collapsed_24 = tensor.collapse_shape %77 [[0, 1], [2], [3]] : tensor<2x4x?x8xf16> into tensor<8x?x8xf16>
    %78 = arith.cmpi eq, %45, %0 : i64
    cf.assert %78, "mismatching contracting dimension"
    %79 = tensor.empty(%46) : tensor<8x?x8xf32>
    %80 = linalg.fill ins(%cst : f32) outs(%79 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %81 = linalg.batch_matmul ins(%reshape_23, %collapsed_24 : tensor<8x?x?xf16>, tensor<8x?x8xf16>) outs(%80 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %82 = tensor.empty(%46) : tensor<8x?x8xf16>
    %83 = linalg.generic {indexing_maps = [#map5, #map5], iterator_types = ["parallel", "parallel", "parallel"]} ins(%81 : tensor<8x?x8xf32>) outs(%82 : tensor<8x?x8xf16>) {
    ^bb0(%in: f32, %out: f16):
      %102 = arith.truncf %in : f32 to f16
      linalg.yield %102 : f16
    } -> tensor<8x?x8xf16>
    %expanded_25 = tensor.expand_shape %83 [[0, 1], [2], [3]] output_shape [2, 4, %46, 8] : tensor<8x?x8xf16> into tensor<2x4x?x8xf16>
    %84 = tensor.empty(%46) : tensor<2x?x4x8xf16>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<2x4x?x8xf16>) outs(%84 : tensor<2x?x4x8xf16>) permutation = [0, 2, 1, 3] 
    %collapsed_27 = tensor.collapse_shape %transposed_26 [[0, 1], [2, 3]] : tensor<2x?x4x8xf16> into tensor<?x32xf16>
    %85 = tensor.empty() : tensor<32x32xf16>
    %transposed_28 = linalg.transpose ins(%cst_3 : tensor<32x32xf16>) outs(%85 : tensor<32x32xf16>) permutation = [1, 0] 
    %86 = tensor.empty() : tensor<32xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_2 : tensor<32xf16>) outs(%86 : tensor<32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %102 = arith.extf %in : f16 to f32
      linalg.yield %102 : f32
    } -> tensor<32xf32>
    %88 = affine.apply #map1()[%46]
    %89 = tensor.empty(%88) : tensor<?x32xf32>
    %90 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%collapsed_27 : tensor<?x32xf16>) outs(%89 : tensor<?x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %102 = arith.extf %in : f16 to f32
      linalg.yield %102 : f32
    } -> tensor<?x32xf32>
    %91 = tensor.empty() : tensor<32x32xf32>
    %92 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%transposed_28 : tensor<32x32xf16>) outs(%91 : tensor<32x32xf32>) {
    ^bb0(%in: f16, %out: f32):
      %102 = arith.extf %in : f16 to f32
      linalg.yield %102 : f32
    } -> tensor<32x32xf32>
    %93 = linalg.fill ins(%cst : f32) outs(%89 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %94 = linalg.matmul ins(%90, %92 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%93 : tensor<?x32xf32>) -> tensor<?x32xf32>
    cf.assert %13, "negative values not allowed in new dimensions"
    %95 = tensor.empty(%14) : tensor<?x32xf32>
    %96 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel", "parallel"]} ins(%87 : tensor<32xf32>) outs(%95 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x32xf32>
    %97 = arith.cmpi eq, %88, %14 : index
    cf.assert %97, "mismatched size for broadcast"
    %98 = linalg.generic {indexing_maps = [#map2, #map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%94, %96 : tensor<?x32xf32>, tensor<?x32xf32>) outs(%89 : tensor<?x32xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %102 = arith.addf %in, %in_30 : f32
      linalg.yield %102 : f32
    } -> tensor<?x32xf32>
    %99 = tensor.empty(%88) : tensor<?x32xf16>
    %100 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel"]} ins(%98 : tensor<?x32xf32>) outs(%99 : tensor<?x32xf16>) {
    ^bb0(%in: f32, %out: f16):
      %102 = arith.truncf %in : f32 to f16
      linalg.yield %102 : f16
    } -> tensor<?x32xf16>
    %101 = arith.divsi %88, %c2 : index
    %expanded_29 = tensor.expand_shape %100 [[0, 1], [2]] output_shape [2, %101, 32] : tensor<?x32xf16> into tensor<2x?x32xf16>
    return %expanded_29 : tensor<2x?x32xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_torch.float16: "0x02000000E7ACE62E02B12BAF17AFF5257224DEB0753189890BAE531CDBAC3E2A182C6BAA4721BB2E5CAF0CA9ADA67CAF5F23A71E92B0A4286631052E23AE2E31C7AFC1AD",
      torch_tensor_32_32_torch.float16: "0x0200000089B0202ECCAE01A5302696AE2A2EF5AF8F29D724272C8DB13A21842D3EAF9929AD11CD30CBA8F214ECAC94A97A2A75B14B301130CB2C3C300BAB27299B20D3AF59AC04AC98A906B1F5AF4CA4E2A623B1D628292EB630C330E8AF40AB5EAD2628102A09299D2EF82D13AEC42FA22FFD25ECB0F0AE4E2AD32B4631C22D1A2C2D9EB72F1EAC9B2C63ADC296B02E312D14A9969848AE3E2D9D2FCA2B79B10DB0932F7BA6F32E2B30A1AAA3AE52B1542CCD2DD8A77EB14AAFE0A02A2D95AB4EAFE0AF1031192C98B0FDAECDB08C2698ACE79029A7F4B00EB163B0BDAC0A2752AD749E6CA52C3128AD513158B0B8B05C2B96AECE2D42AE74307A31CB21D6284631B52EF0B0CB9D1BB1523025A80C95F3AE27AEE025AB30B0AD47241F3112316CA84D311F2C27315F1DCBB029AAC92A092EA3B1663013B1A12E9531932945A83B2EB7AA31B004B0522D5230541F7CB18FB11CA91B2E8AAF192A2FAE9A30EEA9B7A8F6B011B11E2251271D2EF2B0EE278AA6A32E25ADBE2A8F2CAF2DC3AB482B6FA8182AF5AE7FB0A1B01DAFCAACBC26F3A871AE151625ABF92EA9B02DAC45AF9625F02035A19D3151AC81A6D929B9304A302B2548AC6F2B1E2FBA9B362EA13010AE01A918B13229083065A839273B2BB99B663098268FB1ACB09BB1761F1E2EF8A5163112A8A0281A31BA2DC69D7331C2AE372C252F01AF50B13D2B4BACB6AD80281BB0163110A43FABBB304D2A502869AD6431E4AAB430A7A2AD2DF42F36B08AAF98B11430DD3023AC8BAD9327172E9629B7A832AFD73054AF77B184AC8328352C602C8EAE58AC08AD7BADC4B0A22895AA72B19BAECBAEE1ACFEAED9A70E2C94B0C1A383AAC9AD06A9CCACD21D15B04B283231B03013ADF92A59B1C330A3B10EB114B141B12126FCA96A299AA1C79B16ACB6AEBCB0B52DD5AD9AA87F2D9BA9B5A98BAFD7B06E2D1BA91D2FF5215C8B1BB1FE1B1DA975AE3DA9BB2043B08627DF2F78286631482D76B074AC72A9C52A2A9D8D3042252AAF26ACB5B03DAA902DFE1665B1E5B01A2CF7B083B0BFAE64316FAAAAACA4AF3D2F4FA75D286829622A3E2FB220AE24E1A165B02EA9623102B024AF9DB17D214AB1CBAD3631B02C072EC027CFB044AD94B0FFAEB52B47AA873120B0D4B09631E3B0D030182A28B1ED3029AAAAAC6AB0C9B00A298EB1A62C97A9F12B8AA9D32BF29CA72A9AACC8AFC32539AF03AF70B136AB8FAF683014305E299930732D54B187A459A7DFAE722A10AB69AD389886AFAF30292F5B3102A8642B489FAEB01E2DE7AF16AC11AD85B17E1E6A27BBA2293057201FA82CAEB8AE6FA6A4AE77AFFCA5FEA7E8AE9C2ECC30B7AFF52C40ADB3A44831CA2565B13331A99FAAADFAADDA301C1A402E702F64ACAF2351AFB930FCAD842FBC29FB2EF9AFA19DDD2D3A9F3299832D3AB089A8272D8C2D41317AA85C2991AD98A7AEAD313069149A2C392E3728D124A0A2CBB04B2703A9C1B04531D3A4A6AD82B136B14F2C2AADE3AC8CAE913070A9552F7E3063B0383052A86B31C72D7BB13428F42B1BAC4A30AFB02EAB64318631A72DC1AEDEB099B0A8A9692E2A2B7FA5163171304AADE6AC3F98B2282F955E2CCE2F14A88E2D2826582CA82C0CAA0BADD62C3EAFF12D42AFC32F8A2C8BA9782E74ABD228A92A9F248B28309B89AA502E762C382CA32FEBAD42A9299D913081B07DAE64A9D5B078B0C02F39208DB079A7F49D06ACBBB0282E97A5863155B036AEB4A0E1AF1F306030203124AF0630DB2F80ACF724642D0C3049B1A231B0A99C2C07AF5AB0A9AFAB2E95AD942ED72A802C08A928AB4BAD53AE3731EBA0DAAC43B1E01F9DB14398252F84AE372E38AB5AB09AB19F2D54B0862D7B26262E41B0F230A2B14BB0C92E271E5AAEBFA809B1ECB0DBA85130C22A4428FFA92631EF16A42BC11910278C2B5730832ECB25862CCEAABC2F5A2A453011A79EB078289A2C9230632C2E2C8030C7ABFF30CD2D8E2F09309FB0E52D4531F3AFC2A3E8AE77A9BF260D2E92AA5BB11C2E592E1AA8D8305C30FDA8FE1EF9276FA893A91BAD6FAEA62DB8AA6DADFC303C271530283160A6C0263F31C9AFC9AA712624A2062AF32DA8AC0C231E3167AEACAF57B0C32E30B180ADA42FC8AE9A304AAD2927ED25719C0C2FCE3010AF582E0C2ABF9AE9AFB62A1B30DBB039B190B13A2980AA07AB4431C5A92FAF122436AEA1AAFA2D3929C4AF6331A82FB6AFEE2CA62C0FB0F4AFAFB00A2DE227C82CF8AC4130C72584B0B2A9C62DFA28ECA6E8AF0AAFE1307BAE023093AB3D1782B15BABC53014B1B12DC3B09A2621B17AB091B0D9AB292626B0BC29D02E9D300231732FAAAA2CA40131A12D00AA4530F2B0D730552E26B09DB06C309531E6236CAC712E1B2DA6A58730552FA429E02D4CB14DADF624272A30A6462CE52A3AB1232B5CA3C9AF1C1E91A902AE28B1BB30DFAE14268830B4A56AAF79B18527ADAD9A223A2B69AAAC2FE4A584AC7BAFDD2AFFAEC228B6A5C72F8CAD93ADD9A5E9AE502C25ACA42C912E9B2E27A82D2EFEADA3B14FA41AB062B0C029D53074AC1FA119B0E927732AF2A64E308EB012A648AEF830CB30903134317B2C55B0ADAF6D290DB12A2FEB2C6629F0B01D30CAA4BFACE82DA62308AD4C298BAF4231F530382DFC2DA0B14AAE72B1E6ADB1B02A301B2EAA2E06AD50308AA6DDA9172E7E2F11B0633191A4072AA2B10A2599AD15AFB9ACBF9272AA3FAF0D30BB2A44B1BF288F29A71E7F2994A3F32CF7AFD3AC3D3002AF8D2D3C312CB1F5ACD43079A178287126AA2CA9ACE025B52FA3A331B1D22BC7A9C6A8E72DEE27D8AE39ADE1A697A9CAA8BCAF1930DE2D772820294C253B301F29E52638AE8C2B4BB1232BE7B0AFACF92DBDAE813040AE5C31F92A",
      torch_tensor_1_1_64_64_torch.float16: "0x02000000003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C000000000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C00000000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C0000003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C003C",
      torch_tensor_96_torch.float16: "0x0200000048314B30F3B06FAC022E75AE7128DAAC7E28852D1D2B1C3072A5242E512B22ABFEAF2D31BFAA4330222F4A9FACB0492378ADE3297FAC5C301BB117AA23275124A63026AB84B07E2F532A742FB2AEA5AE92AC6F22AB2B80AE43A4D2A7293115AC7B31F0AEA9AC41B02B30C8AFAF2C28ACA3316226EAB0CA27812579B18B286631832AB493B1A8032A0AAD9231E430492D37AC50B183AE803131B167B186A2332BA1B140B1E01397ABE22F7F2AE9B019B1C52F03A8F3AC212B72A8692DBD29E6AC",
      torch_tensor_96_32_torch.float16: "0x020000006C95122EA8B02AB05CAC112A2C9B7C3004A4FD29D7AA73A867B17EAFAAACB51E792CCA2EACAFEDAC1C2CB330A8A83C304BA7CA241F313FB11FAFBAA969ACE33055AF35ADE7AF4CB19BAEDD300C2D7C2DC320CDADA82748B116B0D5AD232FA22E04AD889E3C2FA0317D2C1D26962FA9AE372863B0D7AFD8AD1F2D8D2CB4AED62A362EB6A5E91E3E29052F6F315CB025AC722CB030EC30FE308128EBB02A2414AF46B107314D30A5B13C28A0A772A72EAD5A2CB3AE262CB92D0D303B2C99B157AFA62DBC286AB084AE5231A02FEFACB2A964B1829A43B05DB0FDA0CB26A2ACB72EE3AE2231C12FC5B0A2A916209A265E29712C6C2185AD5B2D6DB1B5AEAAA983ADEAABA3B0D0A8D6285FAFA5A00D30A7A4081DCFA39428322F5C312F2F5F318CA215B15DADB42FB294A0AD56B04BB1C6B097A8342E1E2E75B10F2F6DB0C9A896AC5CA871A814B1E2B015A7AF1824AD432C17B11CA2FA309DAC1C31192C1BB1282F39A50DAD863092B0DB24BDA80A30512A702DFE2B71A9C2A8A9B0212E7E30BE2FFBAF0920FAAF3AAE98AEBC2BBEAEE69B9D1F4B2F47B0C4AF92AEEB2F11ACC630172CBB25649579A8AE252BA91695C6256DB0EEAD913097B080A29931162C201DE7B09B2D07B06CAA98ABB4A6EC17AA30A6251131EC2E27AF132DFFAFCCACA82A792B3E3049ABA30CD32D78B11730AEB0FD18B2A7F5ADFB25AE309DAAB8AE2FAC9BB11B2D6FAD8DAF85AE812EFE2D57301B2C8FAB53AAAF2AA630272A5AAD51AD59B1E32859AE0BB1F63059AF26A57C2AC41D9DAF93B082305F27B13096ABAA2A2DA906A0E4AEA72B272B789B17A9F9AED32F36B0A32C9CAB75AD1128E1AD3729722833B08927D22C7A2CB2A5A3B0FAA6DC2B21AC4B2C892FE8AD2417AE2C18238F23A72572B01D23D62F1931A62E1026492D81ADB0B0DDB0A5312F2FD2AF6D2C4630A831F230623030A9F1ABA530572ECFAE1631772D2B2E17AF7E2AEFAB6C3012A8682C0528D02CB0AB842DE7AF1C29A8AF95B18BB077301F2E4F3188300DB1B9AF50A759AFDB2F47B085AD77B16CAEA730A2300D305E300831CBA9FA2C0A317C2BA831DE2D082FEBAB6E2D332567A961AE59AE5AB0982F063027A58CAE5F303C2FBA2257AD3331A02C4BB06A314C3020AC5C2E6EAE18A7CE307B1F00B090AB24AA5EA855243B31D920FCAEA4206D2D9D2D2CB10DA834B0D4AC142C04B0352CCD30F0218AAF0EACF12850B09F2D23B170B17FB197A89C2F5BB1B43087ACA12A21201AB1B130172E9F31B72D78AFB930DD205D2D89B082AA8EB168ACE22871B0362B132E4E2692AF63B0FBAAF72C9431812E19A5EF2B8DB1D5B0472D69AE712DFDAF9BADA9B0E72D9CA45B30002F432ED21DFFAAEBA804269C2DEDAFBF30ECA4BDB01FAE01312C313DB1FB2FAC2DB22ECA3019AE252BA12CB0AA932B83AAFF2E47AA38ACB229032C87AD00248F2E81A4E32A75A9EE2B19B0A7AEBEAD333117AAE88F7BADA631863144B096B04AB0FC92C5A968AF0FAC4628E9AD042930A97BAD3826A730A6AF34202CAC8D315EB16CB1933128AF5728D0A3C4A80EA9302F532082B1AEAEB7ABB12D52AF55310AA910A86F30B02DCC308B2EDDAA82AFBCA2AF3098AB3FB1A32C823171AAAFB022B1AC29DAA2B7AD93284C2C80306430C6A6FDB01DB14831002DEF2CE5B03D315C311B31C6B045ACC8AF5B31DCAC2AADED2D3CAD92ADEBA35AA468B0B730FEAC032CEC30B52D6826D03015263CAD5A315B2985B171AAB5AFF63079A728B1B1A11B2FE129282B3424382C83A980AC4AB143B0E72CB3AE7E26392B692256AF693194AEA73080B071A9282E9FACC130C9AFC0B01AAD5127353167AD0C2CACA9E8A8293062B0CF24523138A66430F8AA8E3079B186A6F3A7552B702C5830BEA62E9FBF2F1FAAF63088AFE6A4DDA00C2DBC2F2CA7B0B09B2DC52A8B2CFBAE482F5C31DB2349B1F12F32B0342994264CADE12B0FB127292CAFE5A4D225D23066AD3F2FC0A560ADEDB031B18631A5A98520222AB12FD430963031B040A7B2AE77AE5E294F3188B0D92EDEAD68A87E301EA91F24E9AFD130DAA523B0A02A06B07DB084217C3067AA532DDC30812FEFADF6A41FAB8CB0C9044230C43039242429E6AC4530B5ACDCAFF826C82E1AB11D31122CEDAFE0A8E83057B09DAA6C2BF5B0342EE42D042F37AFA231B5AEA6316EB10AB1F32EBB24392144AEBFAC9EAA83B1B4200028E7884F2B5E31042A24ACA8AC3DAFD8AF4AA701A8082DD6AC8230F0AF1E101631A0318EAE082858254EADD1AB212ADEAF7827E52C75ACB330F5A1222D9A31EBAA262E79AA9CA6ABA7809446AC4E29D21E2C2F94A88A2435ACBDB0942CCA2588ACA7ABEB2917A8652F2021462CEE2C8DA9E52C2D302A206E28941ED52FC7AC04AEEE2CECB0CE1934AD782F44B1DC2E9931942808A29131D6AC41A3F4AC3FA6EB280B2646A8A8B1A2205D9DCF2656308031B6AEA5A188AC37B11EB04F31992E142E4A2E7FB0C124443150AE0831F329F62FD9AC372D04B1BFA18C2BC92ABC308F312531992FF42FD7A564B033AC15A51DAEC92DF12B4D277729F8301F2CF6B01BB0FD2C2B26852DA6B138B1F02E3D2F1EB14B2C6BB049301A2B983194B172B1A62F0631EF2E862FC4B0183057B10E2969AF7EAC022873AC29A75DB155B1622CCAACE2AE77ACA0B086B0C52EC02D07262EAE872B11200BB0DF28273190B1A0B1CC254230E2AEFB28F42FFA2AE628A5315F2F5DAED323C82DFD30A1B1202E92AA8AB1062929AE6A2658AF42B0AEA39AAB9E2ECE236A303E2847ABAA2FF2203F2847AB32115AA8B2A369B07494B2B0DEA88F2EDEAFA0AF86A934AAA9278327BD2DCBAF63A2542EE5309AA28CAE812A712E11AF91AE002D57A258B186AE972CADABCF2F7930952628A32FAB94A01E2852B068A9B5B0F22E34AF2B31D5A97BAE702DBF26D62FB92C73B1282F43A800AD2F2F2030F9B018A4A530622CC430C1AB3EAEDD30B72C6E31BAAC44AF4EA554B16F2C2C306F2979A49C2D2EAF8931A0B16BB159A99F308824582C26B0202C0FA5892CFD2FEB2CB3A393A119AF18AC5A2F89AC072F7CAC45A9B41B31B13B9790A411A486A876302D30ABAF412D70B0D1B0EB2A521947AD75B161AC8F2B3CB17FB1BE2513B0F5B05CAC49A724B18EAFEF2156B15CA64EAFD8AF722C5BB049B0742E3B2827310CAA77AD30A454135030A2B172A2012D3BAEC0AD782D6CB15D2961B0A02DD6B0F52E5BB1C1B056197530D8B00CADF83097A7B02C71B11EABBFADC530B22C21B04C272998A6AC76AE82AB75300EB008B0FBAA4C1A292A6F1D72A9DCAE0FA88EAC923082B137AF9AB023A86930F530EDB0D89FA42EFD2CA230059D9AAF7C2FC2ABDC2D94A9CF2C1731433126B17CAFAEAC37AF6E31FEA381AF09AD40AE9E2CEFB046B194B1DF2C982D07AF9C292D309326CAA8B022DAA4B22DAFAFBD2D602EDBAE9F308E3176AC56AAA32D6FB0792C4729222FEAB0B3B0152D132C44B14FAE2DB10DB01BADAE3081A87F2E5F31282D10B1B12D512C623095B1F52EA13043B1BC24D4301DB06D2B002DEE29A031A230DA30A4A5BF3046B11BAED7A8B9AA3A31562D492FB22F3AB03EA59C26E329D12D80ACD3AABC3013AADCAFAC2FA92F18AB86A82DB0B9B0412CD5AC813088B041A6D11BD12D9430A92FFB2C31AD0AB010B17D207D314CA89F9F1CB0F22A2C2F94B1F7AF31305B29A5A10B28E1A6E8AF49B1712F62A534ACD7A92CAEB4AADBB03C309F2CB5ADB9AB132D31ACF7293B2A1FAFAB298A21F13018ACD1A9E0309FB08A22733113AD6C310531433151A41E31EEACBFAB472CC8283D2E603115AF012E922BF82D5D2D3BAC79B0873074AE3C2F64B1D4A7AD17D5275123212B0AA58B29993152AFF1A052ACF730D830F09CD8ABFEAE0C303CA25431742EF43079305AAFA02AB1ACAD2D12A4D623D3AF0EB1432C4229DD23AF2FB9AC042C3BAEB0282AA9EC2FF230EA301220AC2EA7B1A3AE0B280A1471B002AD49AD9BB15124B62F982C60AD32B190B0B71AC82F95AC28AE09AED6A35FB1FEB0923165AD15A80EAAF8B0FAA7ED2A98ACB79FED92A2B11C309230B72F6EABEA2D4DB199A99AA8FEABC02C28AD3FA589AA50B179A7CBB0992E0C2E4D3199AB9A206F28A6312F31DBADD0B019B173ADC230992B75313130401903AF86318A30E62C2EAE75301E247B2FB92C022EF7B046AEC92EB7A8ECB02531D49B90306CB0CA2B43ACC3ACB8A830AC332E4DA84A302A29FEA689AE2EB19AAA3DB131A8EB19D5A18FADDA2F5F2E93A978AC1D2FEC302EB1E4A833A419ACD430AFA6CC302913E9A499AE86AB4B2B012D719E6431D5AF562C1831DEA77E30F8193CB035AE362CE5AC71299131B02B3CA4A82985AEC1B041B0BFB0A5286828CFAC89B1212E6BAE8EA7BEB062AEB82C45B174AE3E30CDADB5AC5AAAD62C6CAF8A249F2C92A2172851B01D2D3A2CADA5ADB0862C622FEAA7552D322C86AC49A2A231D61281B09AA2A12D63ABEDADA930FC2DB0A7A020C9A441296F1ED9AE3128BC1CDA2150ACCC2993B0C42A212EFBA465B044911D0CE4B000B03B313B30452ED62F5B2C5E2E7E2F49A9C1A509302C845DAF63B0542EB03065308827CF2F32B113B071B18F308D9636ADA82B3CAC42AF5D2C25280DB074AF4E2D4D305E23AFAD772DE527F4B055AFF428002F45AB782D02AF6A3108303D28092DE12BADAE5096092A1BA96D315DAC0DB163AD40B1A93014ADF6AFE4A4A0AFE9ADC52D3FB0562D20307F8E062D56AE69307F31612928319EB1F8A47F28EBB0812D50AC18AC7DB0A02C1EB0CDA8072D43301E2938ACECAC5A2E3328C330432C8F308FB08C3033AD0FAA55143EA87A280A31C3AEFE2A8CB01B27A930A12FD830202E7DA3E829BAACCD30AA2D24B0E4305F9906A031AAF8A9882086AD43B1D4AD81A846302930C7AEF39E88AA0DAEF5A7DAAB532E9CADF62662AE10AB74308EAD71A16731BF2BC2ADCBAEEFAB16ABED2C08A9C53035AE13AB1E2C853069313E27A11F12AD642E8FAEF3A9BAB070B1532E262282308030F02D872CDFA9022E712DD52B3A9DC2266D121BB0412929B07D2DBEAE64AB5EAD7730F8AFC72DAD2D0030AB292B2E79307528B22B6CB012AA1A247C25FFAB9CB1E2A9552CDF301CB1672D5EB169B116AFFAA5522A4DB05C301E3192219B301FAD7AACD7A5F224E4AF88B0782C862A89319DACFE2B91AC962D04A13230492EB530D02DCD1EE030A5AE56318731673149ADFFADBA210C2BAD2D9A2CD130ABA96CAB962B4E2A99AE61244CB0A3AA71ACF53018B1AEAE89B1B5295BB0522BDCAF3FAFC8ADCB2633314D31D7A28AB17AAB50ACD0A8532CB22D042D772A95ACAE97C225C7AD0CA4A6A558B1AB2F93A4E4B07A3016AE012C9C313120832A7F2C4730F1AA5EAE15A36D30C823DC2F6295F12A4B1EEA1C62B1F2B08623992D9A2FDB1FC52CBB2CE2B0F9B063B0391A27AF3EABC5A66A2C3F293F311A3138AF90907927F03003AB72AC2BAF2B3069AA3DACA72F3531A19FFAAF9C30BDAB37ADF4AF71AD6EB088AE27B190A88D2C4BB00B8C2CAC792DE63000A6B2AD59B0A6AE882A3129182EB9A6D02D0AB1152A7E3199B1E0AD3E2F13A708AEE72E1122171FDFAA4330472E0E28E826DA2D0C2FA4ACF5A4F82C7BAD4A31C0AF382D10B0442BE72F752589A4322F10B0A2AFD2B0F7AEB31C21AD0B291C1EB530E8AC31AA7C2FB9A96A317EACEE975CA9472D562C06AE742FC0A1B9A94E9BE02F8D31812DEB27622FBBACEAAD89AA53AFDD2C4C24BEAB98A42E9BDA300D315BB0252C5E2C532C2BA6A929B22981316CB14BAC9DAF7DAD7128E62E47B05C2FBA3094ADE627CFADD9283FAD68AC93AFB8B08430B7A5069DA1ADE32F7AAE93AC6AB0C2B006315EB03FA68DAA252C0D2A56B01531A3B17A2490A33EA9B62FC730E525FEAB35301C2F102830AAA21F0B31E82476A8CAB010AE1630609E07A2682C72AF1DA25DAAEB2D9B301B2F38300EB104AC5C25CEB0232A6AAFD92C9430D7B0BD30472D77AF6A31E6B09EAFA1AD95A01028A4AA5DB139A54B305B30AA2D92269F295CB0952CA1B1ACACF2A92730479D27ADE827B2B0FEA9442AFFA1C1A4EA2E4CB0B6AD7A31812854A7DC2DCE2E90A7B6AC66A71C2CC7A5962E9DB08DAD5030F0258E28712B59A986AC7E2AFFA9ACACFB25792916A4A7AFD8A669AEF42D7FAF8330822CD8B0333098B143A110AFDEB07C247CAD173072B0B230D32EF430A0AAEFAE84AFB430A1AD92A5FAA6C927A4B0903030B090316DAC0DAD38A6B22A31A8A5B1F52F9A31B52D89312B2A18A381B0F2B0CAAFBEA9972EABAC089F1C9965AFE69C763185304F3077A46C1A2F2E87AB96ACD7302B21A4AFC43083270E2EEAB03328EC2E87A66EAE8730432D722A5A29FE1B7D2EF2A8A9AE522C092A4F2C07A501A632A3F72957B046B13C2C32AE9DA3462A59264B2FEF259A290DA4AE26262CB82F5CB1B6AC13B183ACE62E5CB112B18D2EAEAE22300D2BAE297E303DB12430572B95AF81294EAA8BACE7A456ADF230DE30D4A404B189A1FB21902FD31D962A012A6BAE05AF0EB1B095022B70A27E3151A862AF8B275FAA34A67B31329DF1300B2635AC263072AEFD1D1629142D38B17120DCA9562F9D2B892CCD2E11A9CDA18A308FB0D2AF9F227BAC2F21FF303FA5D3B025AD3231F9A8F6AC182D9A25FDB0B6305F2EEB30F32CA1AB63AB7C2D63A870287BB198AD342C76A070ADEFB0312F8DA88FB17531812DC4AE21B077310C12CEAE832EB7A83322E5ADCBB084AFF8A418B09331D61755AC792C04B1C9AD402CCEB0A42D9C23B7B09DB1272B592D86A801B185AECF24961ECB290028BFA0F82D7D31B6302431A3ABB9AB01A5B02A942C09A44FAF45B0723115AA1EA6EFAE9CADF828C42C79AC2AAC7B30D4AD38B00FA76231EC284126A3A5122F9CADAC2F582908253B26FAAE3430F12D6DB044B1D3A9842F92AD3E31B0AD1CB1FA2CD6AE22A70FAB31A3EEB030B1DD2C21A5D3AE9D9C2AB1022A5F2D7C319CB07DA5242E2F3106B0CF2CAC2CD22ECDAF0930EEACF7AE7E28CB307EAF0A2E2FA5392B6A30252AB2B0D0AA7E28C6B0862713AE7FA80C2C8EB043AF292D98B1C92F5DB0D499A528772C06AF1726DF2CDA3042B0A0AD972AD09DA3AFC3B006B1EBAFD1ACDBAFF6B01123A32E56AD862477984A2DD9AF4C2048310A309BB1D0A6C01679AB6FAFDFAF852F53ABD3A1A42AF2AE0924BB2E9DAE952A2F9E382E852F012A781DDFB0812CE62E1CAC9EB1963050A987285CAA372F8431182F33ABEE2F852D6A248EB0DCAC99B1912F9731972E3B2B59297231BCAD99AB14B17BA43522322ADFAF3DA5A9B09AB0E62586B1062A36B1DFAFB2A866B19230A330E9ADBD28CA2D312B10A656B11D30F6B031A89D2174AB23ACE4B0FD2023A5EF3073AB5F30492015AD62A923A5801775A7B72AA9301D27192CFD2EE128372DEF2D4B312AB1BE2B1AA010A85DACCD2E2D319EB01D2ECD2FE92744185A305E1DA5A9AFA2422BAA29E2A0252B182A95B0A329EC2E312521A45530F1B02AAD1DADE33079B17D247BB1F49D382C4BA97E319C10C5ADD629E22DC18DD73029AFD42C6D2E9F2D4084762A70B070B0A0A1ACA533301C30AC2F2FAD71B04EB1182C19B1A6B1B8ADC7B075AC1FAFCEAD613144A8B130041CD2A5A0AA0BB08CB0D52FF9AA84B13131B71A92AF72B0C0B0F6B01E31CD2F6723D2B0EBA950B1CC2B02AAD8A80FAB4E2D202EF528ABA579A4539A36B08531E1AC952E58AEDC14BF2B32B1312D54B051267DA87C2E7F3119292B9D9BAD382C72ADAC2CE7ACAD2F5730F02E41173F2D28B19630E1A9202CAAA799AB50AD4C2F28AEFBA7B52D9024C2B0A0B180AD383106B03C2E0D30B1ACFFAC12B00F2754A66620E82CC02C24AB37226029B51B872895ACA330A4A4CAA514B11AB0A21D00A7B0ADEC2D0DA4F52BC43034AD91AD8CA8AAA3A9AD6FA9389D132D3C313030CA24B4A1CC29649FF0A5C82B9AB0D0B0DE11DCAA99AD44B1942F369F14AE9CACF3291AB0D0217798B52B7D2C64AFE32C4630D421C42D49AC7F289D2A3AADFC2E59B140ACA8AEB7AEDBAE55B1C4277AA8C3B0C4848AA7AB2C6EB05EAAA828CC2CD922222AA831D7ABB62FDF3001B17929692E0FA73E2E281E4E30CC1B3EAF4C30BB2AD0309E29022E0E2F9F2743A9AC28E3AF2F1E46ABB9217BB0EA2E38B1D82C732F2FB11C3135B071A8DD2D2DAB0B31FEAC0FA665AF40AD85314130AA227123CDB04530C9A6B8AC80B0A7305D2DD12EB024ADAFA22C3825982BA2A957ADA530962B97AC0B24EBA8BDA3582E81B01F319D2FFA08A1AC9D287DAF592FFCAD532891B16B2DA92F3F306323AE2EB72B962F622EF3B0C524B7AB67ADEB2F7AA60827202F9E2F0A2EE7A70BB16EB11D2B4C9826AFF12C22318B2E62A61D2637AF572D62B0D02F2BAD7DACBDB079A961A437AD07307E2EFEB087A49C2B753169A9F22E12A157ACEC2E0AB1BD30A6312EAA782CA431D22A6D2C282CA1AC862908AED530D9AC2C298EAAA82DF819392E21AAA4AE562C5EAEA5B05F2CCEAE41ACA6A96D22D6AB12ACB0A9EE2FC62A72ADD2AF321C402B939B9F2EC230A22A762B902EC0AB042893306BAD0B236CAC5AB0FE2D85301DAE3D2CF02A6B2C3A2E"
    }
  }
#-}
