// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/llama_gqa_bf16_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<2x2x2x?x8xbf16>, tensor<2x2x?x8xbf16>, tensor<2x2x?x8xbf16>, f32) outs
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only llama_gqa_bf16_dynamic:
//   B, C, H, D, N, MAX_POS = 2, 32, 4, 8, 16, 64  # HID = (B, N, C), QKV = (B, H, N, D)
//   F32, F16, BF16, BOOL = torch.float32, torch.float16, torch.bfloat16, torch.bool
//   SEQ1, SEQ2, SEQ23 = {1: "seq"}, {2: "seq"}, {2: "seq", 3: "seq"}  # dims made dynamic in NAME_dynamic
//
//   def rotate_half(x):
//       x1 = x[..., : x.shape[-1] // 2]
//       x2 = x[..., x.shape[-1] // 2:]
//       return torch.cat((-x2, x1), dim=-1)
//
//   def apply_rotary_pos_emb(q, k, cos, sin, unsqueeze_dim=1):
//       cos = cos.unsqueeze(unsqueeze_dim)
//       sin = sin.unsqueeze(unsqueeze_dim)
//       q_embed = (q * cos) + (rotate_half(q) * sin)
//       k_embed = (k * cos) + (rotate_half(k) * sin)
//       return q_embed, k_embed
//
//   def repeat_kv(hidden_states, n_rep):
//       batch, num_key_value_heads, slen, head_dim = hidden_states.shape
//       if n_rep == 1:
//           return hidden_states
//       hidden_states = hidden_states[:, :, None, :, :].expand(
//           batch, num_key_value_heads, n_rep, slen, head_dim)
//       return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)
//
//   class LlamaRotaryEmbedding(nn.Module):
//       def __init__(self, dim, base=10000.0):
//           super().__init__()
//           inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
//           self.register_buffer("inv_freq", inv_freq)  # persistent (torch-mlir #4744)
//           self.attention_scaling = 1.0
//
//       def forward(self, x, position_ids):
//           inv_freq_expanded = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
//           position_ids_expanded = position_ids[:, None, :].float()
//           freqs = (inv_freq_expanded.float() @ position_ids_expanded.float()).transpose(1, 2)
//           emb = torch.cat((freqs, freqs), dim=-1)
//           cos = emb.cos() * self.attention_scaling
//           sin = emb.sin() * self.attention_scaling
//           return cos.to(dtype=x.dtype), sin.to(dtype=x.dtype)
//
//   class LlamaAttention(nn.Module):
//       def __init__(self, hidden_size=C, num_heads=H, num_key_value_heads=2, head_dim=D):
//           super().__init__()
//           self.head_dim = head_dim
//           self.num_key_value_groups = num_heads // num_key_value_heads
//           self.scaling = self.head_dim ** -0.5
//           self.attention_dropout = 0.0
//           self.q_proj = nn.Linear(hidden_size, num_heads * head_dim, bias=False)
//           self.k_proj = nn.Linear(hidden_size, num_key_value_heads * head_dim, bias=False)
//           self.v_proj = nn.Linear(hidden_size, num_key_value_heads * head_dim, bias=False)
//           self.o_proj = nn.Linear(num_heads * head_dim, hidden_size, bias=False)
//           self.rotary_emb = LlamaRotaryEmbedding(head_dim)
//
//       def forward(self, hidden_states):
//           bsz, seq_len = hidden_states.shape[:2]
//           dtype = hidden_states.dtype
//           position_ids = torch.arange(seq_len, device=hidden_states.device).unsqueeze(0)
//           cos, sin = self.rotary_emb(hidden_states, position_ids)
//           # causal mask as the model builds it: min above the diagonal, 0 elsewhere
//           attention_mask = torch.full((seq_len, seq_len), torch.finfo(dtype).min,
//                                       dtype=dtype, device=hidden_states.device).triu(1)
//           attention_mask = attention_mask[None, None, :, :]
//
//           input_shape = hidden_states.shape[:-1]
//           hidden_shape = (*input_shape, -1, self.head_dim)
//           query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
//           key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
//           value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
//           query_states, key_states = apply_rotary_pos_emb(query_states, key_states, cos, sin)
//
//           # eager_attention_forward
//           key_states = repeat_kv(key_states, self.num_key_value_groups)
//           value_states = repeat_kv(value_states, self.num_key_value_groups)
//           attn_weights = torch.matmul(query_states, key_states.transpose(2, 3)) * self.scaling
//           causal_mask = attention_mask[:, :, :, : key_states.shape[-2]]
//           attn_weights = attn_weights + causal_mask
//           attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query_states.dtype)
//           attn_weights = nn.functional.dropout(attn_weights, p=self.attention_dropout, training=self.training)
//           attn_output = torch.matmul(attn_weights, value_states)
//           attn_output = attn_output.transpose(1, 2).contiguous()
//
//           attn_output = attn_output.reshape(*input_shape, -1).contiguous()
//           return self.o_proj(attn_output)
//
//   @entry("llama_gqa_bf16", BF16, [(HID, BF16, SEQ1)],
//          [rotate_half, apply_rotary_pos_emb, repeat_kv, LlamaRotaryEmbedding, LlamaAttention])
//   def build_llama_gqa_bf16():  # then torch.manual_seed(0) before, .eval() after
//       return LlamaAttention().to(torch.bfloat16)
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({1: seq},)) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is llama_gqa_bf16_dynamic.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<()[s0] -> (s0 * 2)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<2x?x32xbf16>) -> tensor<2x?x32xbf16> {
    %true = arith.constant true
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c2_i64 = arith.constant 2 : i64
    %c8_i64 = arith.constant 8 : i64
    %c-1 = arith.constant -1 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<bf16>
    %cst_2 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16_1> : tensor<32x32xbf16>
    %cst_4 = arith.constant 0.35355339059327379 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16_1> : tensor<16x32xbf16>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_32_torch.bfloat16> : tensor<16x32xbf16>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_32_torch.bfloat16> : tensor<32x32xbf16>
    %cst_8 = arith.constant dense_resource<torch_tensor_4_torch.bfloat16> : tensor<4xbf16>
    %c64_i64 = arith.constant 64 : i64
    %c32_i64 = arith.constant 32 : i64
    %dim = tensor.dim %arg0, %c1 : tensor<2x?x32xbf16>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<?xi64>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %150 = linalg.index 0 : index
      %151 = arith.index_cast %150 : index to i64
      linalg.yield %151 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xbf16> into tensor<1x4x1xbf16>
    %3 = tensor.empty() : tensor<1x4x1xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x1xbf16>) outs(%3 : tensor<1x4x1xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<1x4x1xf32>
    %expanded_9 = tensor.expand_shape %2 [[0, 1, 2]] output_shape [1, 1, %dim] : tensor<?xi64> into tensor<1x1x?xi64>
    %5 = tensor.empty(%dim) : tensor<1x1x?xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x1x?xi64>) outs(%5 : tensor<1x1x?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %150 = arith.sitofp %in : i64 to f32
      linalg.yield %150 : f32
    } -> tensor<1x1x?xf32>
    %7 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %8 = tensor.empty(%dim) : tensor<1x1x?xf32>
    %9 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%8 : tensor<1x1x?xf32>) {
    ^bb0(%out: f32):
      %150 = linalg.index 2 : index
      %151 = arith.cmpi eq, %dim, %c1 : index
      %152 = arith.select %151, %c0, %150 : index
      %extracted = tensor.extract %6[%c0, %c0, %152] : tensor<1x1x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x?xf32>
    %10 = tensor.empty(%dim) : tensor<1x4x?xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %12 = linalg.batch_matmul ins(%4, %9 : tensor<1x4x1xf32>, tensor<1x1x?xf32>) outs(%11 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %13 = tensor.empty(%dim) : tensor<1x?x4xf32>
    %transposed = linalg.transpose ins(%12 : tensor<1x4x?xf32>) outs(%13 : tensor<1x?x4xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_10 = tensor.dim %transposed, %c1 : tensor<1x?x4xf32>
    %14 = tensor.empty(%dim_10) : tensor<1x?x8xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.cos %in : f32
      linalg.yield %150 : f32
    } -> tensor<1x?x8xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%14 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.sin %in : f32
      linalg.yield %150 : f32
    } -> tensor<1x?x8xf32>
    %17 = tensor.empty(%dim_10) : tensor<1x?x8xbf16>
    %18 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%15 : tensor<1x?x8xf32>) outs(%17 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<1x?x8xbf16>
    %19 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%16 : tensor<1x?x8xf32>) outs(%17 : tensor<1x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<1x?x8xbf16>
    %20 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %20, "negative values not allowed in new dimensions"
    cf.assert %20, "negative values not allowed in new dimensions"
    %21 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %22 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<bf16>) outs(%21 : tensor<?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<?x?xbf16>
    %expanded_11 = tensor.expand_shape %2 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_12 = tensor.expand_shape %2 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %23 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %24 = linalg.generic {indexing_maps = [#map4, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %expanded_12 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%23 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_56: i64, %out: i64):
      %150 = arith.subi %in, %in_56 : i64
      linalg.yield %150 : i64
    } -> tensor<?x?xi64>
    %25 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %26 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%24 : tensor<?x?xi64>) outs(%25 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %150 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %150 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %27 = tensor.empty(%dim, %dim) : tensor<?x?xbf16>
    %28 = linalg.generic {indexing_maps = [#map3, #map3, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%26, %22, %cst_1 : tensor<?x?xi1>, tensor<?x?xbf16>, tensor<bf16>) outs(%27 : tensor<?x?xbf16>) {
    ^bb0(%in: i1, %in_56: bf16, %in_57: bf16, %out: bf16):
      %150 = arith.select %in, %in_56, %in_57 : bf16
      linalg.yield %150 : bf16
    } -> tensor<?x?xbf16>
    %expanded_13 = tensor.expand_shape %28 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %dim] : tensor<?x?xbf16> into tensor<1x1x?x?xbf16>
    %29 = tensor.empty() : tensor<32x32xbf16>
    %transposed_14 = linalg.transpose ins(%cst_7 : tensor<32x32xbf16>) outs(%29 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x?x32xbf16> into tensor<?x32xbf16>
    %30 = affine.apply #map6()[%dim]
    %31 = tensor.empty(%30) : tensor<?x32xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %33 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<?x32xbf16>, tensor<32x32xbf16>) outs(%32 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %34 = tensor.empty(%30) : tensor<?x32xbf16>
    %35 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<?x32xf32>) outs(%34 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<?x32xbf16>
    %36 = arith.divsi %30, %c2 : index
    %expanded_15 = tensor.expand_shape %35 [[0, 1], [2]] output_shape [2, %36, 32] : tensor<?x32xbf16> into tensor<2x?x32xbf16>
    %37 = arith.muli %0, %c2_i64 : i64
    %38 = arith.cmpi slt, %0, %c0_i64 : i64
    %39 = arith.select %38, %c2_i64, %37 : i64
    %40 = arith.extui %38 : i1 to i64
    %41 = arith.addi %40, %c1_i64 : i64
    %42 = arith.muli %39, %c8_i64 : i64
    %43 = arith.cmpi sle, %41, %c1_i64 : i64
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %44 = arith.index_cast %36 : index to i64
    %45 = arith.muli %44, %c64_i64 : i64
    %46 = arith.divsi %45, %42 : i64
    %47 = arith.select %38, %46, %0 : i64
    %from_elements = tensor.from_elements %c2_i64, %47, %46, %c8_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_15(%from_elements) : (tensor<2x?x32xbf16>, tensor<4xi64>) -> tensor<2x?x4x8xbf16>
    %48 = arith.index_cast %47 : i64 to index
    %49 = tensor.empty(%48) : tensor<2x4x?x8xbf16>
    %transposed_16 = linalg.transpose ins(%reshape : tensor<2x?x4x8xbf16>) outs(%49 : tensor<2x4x?x8xbf16>) permutation = [0, 2, 1, 3] 
    %50 = tensor.empty() : tensor<32x16xbf16>
    %transposed_17 = linalg.transpose ins(%cst_6 : tensor<16x32xbf16>) outs(%50 : tensor<32x16xbf16>) permutation = [1, 0] 
    %51 = tensor.empty(%30) : tensor<?x16xf32>
    %52 = linalg.fill ins(%cst : f32) outs(%51 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %53 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<?x32xbf16>, tensor<32x16xbf16>) outs(%52 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %54 = tensor.empty(%30) : tensor<?x16xbf16>
    %55 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%53 : tensor<?x16xf32>) outs(%54 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<?x16xbf16>
    %expanded_18 = tensor.expand_shape %55 [[0, 1], [2]] output_shape [2, %36, 16] : tensor<?x16xbf16> into tensor<2x?x16xbf16>
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %56 = arith.muli %44, %c32_i64 : i64
    %57 = arith.divsi %56, %42 : i64
    %58 = arith.select %38, %57, %0 : i64
    %from_elements_19 = tensor.from_elements %c2_i64, %58, %57, %c8_i64 : tensor<4xi64>
    %reshape_20 = tensor.reshape %expanded_18(%from_elements_19) : (tensor<2x?x16xbf16>, tensor<4xi64>) -> tensor<2x?x2x8xbf16>
    %59 = arith.index_cast %58 : i64 to index
    %60 = tensor.empty(%59) : tensor<2x2x?x8xbf16>
    %transposed_21 = linalg.transpose ins(%reshape_20 : tensor<2x?x2x8xbf16>) outs(%60 : tensor<2x2x?x8xbf16>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%cst_5 : tensor<16x32xbf16>) outs(%50 : tensor<32x16xbf16>) permutation = [1, 0] 
    %61 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<?x32xbf16>, tensor<32x16xbf16>) outs(%52 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%61 : tensor<?x16xf32>) outs(%54 : tensor<?x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<?x16xbf16>
    %expanded_23 = tensor.expand_shape %62 [[0, 1], [2]] output_shape [2, %36, 16] : tensor<?x16xbf16> into tensor<2x?x16xbf16>
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %reshape_24 = tensor.reshape %expanded_23(%from_elements_19) : (tensor<2x?x16xbf16>, tensor<4xi64>) -> tensor<2x?x2x8xbf16>
    %transposed_25 = linalg.transpose ins(%reshape_24 : tensor<2x?x2x8xbf16>) outs(%60 : tensor<2x2x?x8xbf16>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %18 [[0], [1, 2], [3]] output_shape [1, 1, %dim_10, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %expanded_27 = tensor.expand_shape %19 [[0], [1, 2], [3]] output_shape [1, 1, %dim_10, 8] : tensor<1x?x8xbf16> into tensor<1x1x?x8xbf16>
    %63 = arith.cmpi eq, %48, %dim_10 : index
    cf.assert %63, "mismatched size for broadcast"
    %64 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_26 : tensor<2x4x?x8xbf16>, tensor<1x1x?x8xbf16>) outs(%49 : tensor<2x4x?x8xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %150 = arith.mulf %in, %in_56 : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x4x?x8xbf16>
    %extracted_slice = tensor.extract_slice %transposed_16[0, 0, 0, 0] [2, 4, %48, 4] [1, 1, 1, 1] : tensor<2x4x?x8xbf16> to tensor<2x4x?x4xbf16>
    %extracted_slice_28 = tensor.extract_slice %transposed_16[0, 0, 0, 4] [2, 4, %48, 4] [1, 1, 1, 1] : tensor<2x4x?x8xbf16> to tensor<2x4x?x4xbf16>
    %65 = tensor.empty(%48) : tensor<2x4x?x4xbf16>
    %66 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<2x4x?x4xbf16>) outs(%65 : tensor<2x4x?x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.negf %in : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x4x?x4xbf16>
    %concat_29 = tensor.concat dim(3) %66, %extracted_slice : (tensor<2x4x?x4xbf16>, tensor<2x4x?x4xbf16>) -> tensor<2x4x?x8xbf16>
    %dim_30 = tensor.dim %66, %c2 : tensor<2x4x?x4xbf16>
    %67 = arith.cmpi eq, %dim_30, %dim_10 : index
    cf.assert %67, "mismatched size for broadcast"
    %68 = tensor.empty(%dim_30) : tensor<2x4x?x8xbf16>
    %69 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_29, %expanded_27 : tensor<2x4x?x8xbf16>, tensor<1x1x?x8xbf16>) outs(%68 : tensor<2x4x?x8xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %150 = arith.mulf %in, %in_56 : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x4x?x8xbf16>
    %70 = arith.cmpi eq, %48, %dim_30 : index
    cf.assert %70, "mismatched size for broadcast"
    %71 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %69 : tensor<2x4x?x8xbf16>, tensor<2x4x?x8xbf16>) outs(%49 : tensor<2x4x?x8xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %150 = arith.addf %in, %in_56 : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x4x?x8xbf16>
    %72 = arith.cmpi eq, %59, %dim_10 : index
    cf.assert %72, "mismatched size for broadcast"
    %73 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_26 : tensor<2x2x?x8xbf16>, tensor<1x1x?x8xbf16>) outs(%60 : tensor<2x2x?x8xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %150 = arith.mulf %in, %in_56 : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x2x?x8xbf16>
    %extracted_slice_31 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [2, 2, %59, 4] [1, 1, 1, 1] : tensor<2x2x?x8xbf16> to tensor<2x2x?x4xbf16>
    %extracted_slice_32 = tensor.extract_slice %transposed_21[0, 0, 0, 4] [2, 2, %59, 4] [1, 1, 1, 1] : tensor<2x2x?x8xbf16> to tensor<2x2x?x4xbf16>
    %74 = tensor.empty(%59) : tensor<2x2x?x4xbf16>
    %75 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<2x2x?x4xbf16>) outs(%74 : tensor<2x2x?x4xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.negf %in : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x2x?x4xbf16>
    %concat_33 = tensor.concat dim(3) %75, %extracted_slice_31 : (tensor<2x2x?x4xbf16>, tensor<2x2x?x4xbf16>) -> tensor<2x2x?x8xbf16>
    %dim_34 = tensor.dim %75, %c2 : tensor<2x2x?x4xbf16>
    %76 = arith.cmpi eq, %dim_34, %dim_10 : index
    cf.assert %76, "mismatched size for broadcast"
    %77 = tensor.empty(%dim_34) : tensor<2x2x?x8xbf16>
    %78 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_27 : tensor<2x2x?x8xbf16>, tensor<1x1x?x8xbf16>) outs(%77 : tensor<2x2x?x8xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %150 = arith.mulf %in, %in_56 : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x2x?x8xbf16>
    %79 = arith.cmpi eq, %59, %dim_34 : index
    cf.assert %79, "mismatched size for broadcast"
    %80 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %78 : tensor<2x2x?x8xbf16>, tensor<2x2x?x8xbf16>) outs(%60 : tensor<2x2x?x8xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %150 = arith.addf %in, %in_56 : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x2x?x8xbf16>
    %expanded_35 = tensor.expand_shape %80 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, %59, 8] : tensor<2x2x?x8xbf16> into tensor<2x2x1x?x8xbf16>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %81 = tensor.empty(%dim) : tensor<2x2x2x?x8xbf16>
    %82 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<2x2x2x?x8xbf16>) {
    ^bb0(%out: bf16):
      %150 = linalg.index 0 : index
      %151 = linalg.index 1 : index
      %152 = linalg.index 3 : index
      %153 = linalg.index 4 : index
      %154 = arith.cmpi eq, %59, %c1 : index
      %155 = arith.select %154, %c0, %152 : index
      %extracted = tensor.extract %expanded_35[%150, %151, %c0, %155, %153] : tensor<2x2x1x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x2x2x?x8xbf16>
    %collapsed_36 = tensor.collapse_shape %82 [[0], [1, 2], [3], [4]] : tensor<2x2x2x?x8xbf16> into tensor<2x4x?x8xbf16>
    %expanded_37 = tensor.expand_shape %transposed_25 [[0], [1], [2, 3], [4]] output_shape [2, 2, 1, %59, 8] : tensor<2x2x?x8xbf16> into tensor<2x2x1x?x8xbf16>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %83 = linalg.generic {indexing_maps = [#map9], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%81 : tensor<2x2x2x?x8xbf16>) {
    ^bb0(%out: bf16):
      %150 = linalg.index 0 : index
      %151 = linalg.index 1 : index
      %152 = linalg.index 3 : index
      %153 = linalg.index 4 : index
      %154 = arith.cmpi eq, %59, %c1 : index
      %155 = arith.select %154, %c0, %152 : index
      %extracted = tensor.extract %expanded_37[%150, %151, %c0, %155, %153] : tensor<2x2x1x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x2x2x?x8xbf16>
    %collapsed_38 = tensor.collapse_shape %83 [[0], [1, 2], [3], [4]] : tensor<2x2x2x?x8xbf16> into tensor<2x4x?x8xbf16>
    %84 = tensor.empty(%dim) : tensor<2x4x8x?xbf16>
    %transposed_39 = linalg.transpose ins(%collapsed_36 : tensor<2x4x?x8xbf16>) outs(%84 : tensor<2x4x8x?xbf16>) permutation = [0, 1, 3, 2] 
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %85 = tensor.empty(%dim) : tensor<2x4x?x8xbf16>
    %86 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<2x4x?x8xbf16>) {
    ^bb0(%out: bf16):
      %150 = linalg.index 0 : index
      %151 = linalg.index 1 : index
      %152 = linalg.index 2 : index
      %153 = linalg.index 3 : index
      %154 = arith.cmpi eq, %48, %c1 : index
      %155 = arith.select %154, %c0, %152 : index
      %extracted = tensor.extract %71[%150, %151, %155, %153] : tensor<2x4x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x4x?x8xbf16>
    %collapsed_40 = tensor.collapse_shape %86 [[0, 1], [2], [3]] : tensor<2x4x?x8xbf16> into tensor<8x?x8xbf16>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %87 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%84 : tensor<2x4x8x?xbf16>) {
    ^bb0(%out: bf16):
      %150 = linalg.index 0 : index
      %151 = linalg.index 1 : index
      %152 = linalg.index 2 : index
      %153 = linalg.index 3 : index
      %154 = arith.cmpi eq, %dim, %c1 : index
      %155 = arith.select %154, %c0, %153 : index
      %extracted = tensor.extract %transposed_39[%150, %151, %152, %155] : tensor<2x4x8x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x4x8x?xbf16>
    %collapsed_41 = tensor.collapse_shape %87 [[0, 1], [2], [3]] : tensor<2x4x8x?xbf16> into tensor<8x8x?xbf16>
    %88 = tensor.empty(%dim, %dim) : tensor<8x?x?xf32>
    %89 = linalg.fill ins(%cst : f32) outs(%88 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %90 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<8x?x8xbf16>, tensor<8x8x?xbf16>) outs(%89 : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
    %91 = tensor.empty(%dim, %dim) : tensor<8x?x?xbf16>
    %92 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%90 : tensor<8x?x?xf32>) outs(%91 : tensor<8x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<8x?x?xbf16>
    %93 = arith.muli %0, %c8_i64 : i64
    %94 = arith.select %38, %c8_i64, %93 : i64
    %95 = arith.muli %94, %0 : i64
    %96 = arith.select %38, %c8_i64, %95 : i64
    %97 = arith.select %38, %41, %40 : i64
    %98 = arith.cmpi sle, %97, %c1_i64 : i64
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %99 = arith.muli %93, %0 : i64
    %100 = arith.divsi %99, %96 : i64
    %101 = arith.select %38, %100, %0 : i64
    %from_elements_42 = tensor.from_elements %c2_i64, %c4_i64, %101, %101 : tensor<4xi64>
    %reshape_43 = tensor.reshape %92(%from_elements_42) : (tensor<8x?x?xbf16>, tensor<4xi64>) -> tensor<2x4x?x?xbf16>
    %102 = arith.index_cast %101 : i64 to index
    %103 = tensor.empty(%102, %102) : tensor<2x4x?x?xbf16>
    %104 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_43 : tensor<2x4x?x?xbf16>) outs(%103 : tensor<2x4x?x?xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %150 = arith.truncf %cst_4 : f64 to bf16
      %151 = arith.mulf %in, %150 : bf16
      linalg.yield %151 : bf16
    } -> tensor<2x4x?x?xbf16>
    %105 = arith.cmpi slt, %dim, %c0 : index
    %106 = arith.addi %dim, %dim : index
    %107 = arith.select %105, %106, %dim : index
    %108 = arith.cmpi slt, %107, %c0 : index
    %109 = arith.select %108, %c-1, %107 : index
    %110 = arith.minsi %109, %dim : index
    %111 = arith.maxsi %110, %c0 : index
    %extracted_slice_44 = tensor.extract_slice %expanded_13[0, 0, 0, 0] [1, 1, %dim, %111] [1, 1, 1, 1] : tensor<1x1x?x?xbf16> to tensor<1x1x?x?xbf16>
    %112 = arith.cmpi eq, %102, %dim : index
    cf.assert %112, "mismatched size for broadcast"
    %113 = arith.cmpi eq, %102, %111 : index
    cf.assert %113, "mismatched size for broadcast"
    %114 = linalg.generic {indexing_maps = [#map7, #map8, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104, %extracted_slice_44 : tensor<2x4x?x?xbf16>, tensor<1x1x?x?xbf16>) outs(%103 : tensor<2x4x?x?xbf16>) {
    ^bb0(%in: bf16, %in_56: bf16, %out: bf16):
      %150 = arith.addf %in, %in_56 : bf16
      linalg.yield %150 : bf16
    } -> tensor<2x4x?x?xbf16>
    %115 = tensor.empty(%102, %102) : tensor<2x4x?x?xf32>
    %116 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<2x4x?x?xbf16>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %150 = arith.extf %in : bf16 to f32
      linalg.yield %150 : f32
    } -> tensor<2x4x?x?xf32>
    %117 = tensor.empty(%102) : tensor<2x4x?xi64>
    %118 = linalg.fill ins(%c0_i64 : i64) outs(%117 : tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
    %119 = tensor.empty(%102) : tensor<2x4x?xf32>
    %120 = linalg.fill ins(%cst_0 : f32) outs(%119 : tensor<2x4x?xf32>) -> tensor<2x4x?xf32>
    %121:2 = linalg.generic {indexing_maps = [#map7, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%116 : tensor<2x4x?x?xf32>) outs(%120, %118 : tensor<2x4x?xf32>, tensor<2x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_56: i64):
      %150 = linalg.index 3 : index
      %151 = arith.index_cast %150 : index to i64
      %152 = arith.maximumf %in, %out : f32
      %153 = arith.cmpf ogt, %in, %out : f32
      %154 = arith.select %153, %151, %out_56 : i64
      linalg.yield %152, %154 : f32, i64
    } -> (tensor<2x4x?xf32>, tensor<2x4x?xi64>)
    %expanded_45 = tensor.expand_shape %121#0 [[0], [1], [2, 3]] output_shape [2, 4, %102, 1] : tensor<2x4x?xf32> into tensor<2x4x?x1xf32>
    %122 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_45 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %150 = arith.subf %in, %in_56 : f32
      linalg.yield %150 : f32
    } -> tensor<2x4x?x?xf32>
    %123 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122 : tensor<2x4x?x?xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = math.exp %in : f32
      linalg.yield %150 : f32
    } -> tensor<2x4x?x?xf32>
    %124 = tensor.empty(%102) : tensor<2x4x?x1xf32>
    %125 = linalg.fill ins(%cst : f32) outs(%124 : tensor<2x4x?x1xf32>) -> tensor<2x4x?x1xf32>
    %126 = linalg.generic {indexing_maps = [#map7, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%123 : tensor<2x4x?x?xf32>) outs(%125 : tensor<2x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %150 = arith.addf %in, %out : f32
      linalg.yield %150 : f32
    } -> tensor<2x4x?x1xf32>
    %127 = linalg.generic {indexing_maps = [#map7, #map11, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %126 : tensor<2x4x?x?xf32>, tensor<2x4x?x1xf32>) outs(%115 : tensor<2x4x?x?xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %150 = arith.divf %in, %in_56 : f32
      linalg.yield %150 : f32
    } -> tensor<2x4x?x?xf32>
    %128 = linalg.generic {indexing_maps = [#map7, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%127 : tensor<2x4x?x?xf32>) outs(%103 : tensor<2x4x?x?xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<2x4x?x?xbf16>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %129 = tensor.empty(%dim, %dim) : tensor<2x4x?x?xbf16>
    %130 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%129 : tensor<2x4x?x?xbf16>) {
    ^bb0(%out: bf16):
      %150 = linalg.index 0 : index
      %151 = linalg.index 1 : index
      %152 = linalg.index 2 : index
      %153 = linalg.index 3 : index
      %154 = arith.cmpi eq, %102, %c1 : index
      %155 = arith.select %154, %c0, %152 : index
      %156 = arith.select %154, %c0, %153 : index
      %extracted = tensor.extract %128[%150, %151, %155, %156] : tensor<2x4x?x?xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x4x?x?xbf16>
    cf.assert %98, "must have at most one inferred (negative) dimension"
    %from_elements_46 = tensor.from_elements %c8_i64, %101, %101 : tensor<3xi64>
    %reshape_47 = tensor.reshape %130(%from_elements_46) : (tensor<2x4x?x?xbf16>, tensor<3xi64>) -> tensor<8x?x?xbf16>
    cf.assert %7, "unimplemented: dynamic negative broadcast sizes"
    %131 = linalg.generic {indexing_maps = [#map7], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%85 : tensor<2x4x?x8xbf16>) {
    ^bb0(%out: bf16):
      %150 = linalg.index 0 : index
      %151 = linalg.index 1 : index
      %152 = linalg.index 2 : index
      %153 = linalg.index 3 : index
      %154 = arith.cmpi eq, %dim, %c1 : index
      %155 = arith.select %154, %c0, %152 : index
      %extracted = tensor.extract %collapsed_38[%150, %151, %155, %153] : tensor<2x4x?x8xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<2x4x?x8xbf16>
    %collapsed_48 = tensor.collapse_shape %131 [[0, 1], [2], [3]] : tensor<2x4x?x8xbf16> into tensor<8x?x8xbf16>
    %132 = arith.cmpi eq, %101, %0 : i64
    cf.assert %132, "mismatching contracting dimension"
    %133 = tensor.empty(%102) : tensor<8x?x8xf32>
    %134 = linalg.fill ins(%cst : f32) outs(%133 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %135 = linalg.batch_matmul ins(%reshape_47, %collapsed_48 : tensor<8x?x?xbf16>, tensor<8x?x8xbf16>) outs(%134 : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
    %136 = tensor.empty(%102) : tensor<8x?x8xbf16>
    %137 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%135 : tensor<8x?x8xf32>) outs(%136 : tensor<8x?x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<8x?x8xbf16>
    %expanded_49 = tensor.expand_shape %137 [[0, 1], [2], [3]] output_shape [2, 4, %102, 8] : tensor<8x?x8xbf16> into tensor<2x4x?x8xbf16>
    %138 = tensor.empty(%102) : tensor<2x?x4x8xbf16>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<2x4x?x8xbf16>) outs(%138 : tensor<2x?x4x8xbf16>) permutation = [0, 2, 1, 3] 
    cf.assert %43, "must have at most one inferred (negative) dimension"
    %139 = arith.muli %101, %c64_i64 : i64
    %140 = arith.divsi %139, %39 : i64
    %141 = arith.select %38, %140, %0 : i64
    %from_elements_51 = tensor.from_elements %c2_i64, %141, %140 : tensor<3xi64>
    %reshape_52 = tensor.reshape %transposed_50(%from_elements_51) : (tensor<2x?x4x8xbf16>, tensor<3xi64>) -> tensor<2x?x32xbf16>
    %transposed_53 = linalg.transpose ins(%cst_3 : tensor<32x32xbf16>) outs(%29 : tensor<32x32xbf16>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %reshape_52 [[0, 1], [2]] : tensor<2x?x32xbf16> into tensor<?x32xbf16>
    %142 = arith.index_cast %141 : i64 to index
    %143 = affine.apply #map6()[%142]
    %144 = tensor.empty(%143) : tensor<?x32xf32>
    %145 = linalg.fill ins(%cst : f32) outs(%144 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %146 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<?x32xbf16>, tensor<32x32xbf16>) outs(%145 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %147 = tensor.empty(%143) : tensor<?x32xbf16>
    %148 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%146 : tensor<?x32xf32>) outs(%147 : tensor<?x32xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %150 = arith.truncf %in : f32 to bf16
      linalg.yield %150 : bf16
    } -> tensor<?x32xbf16>
    %149 = arith.divsi %143, %c2 : index
    %expanded_55 = tensor.expand_shape %148 [[0, 1], [2]] output_shape [2, %149, 32] : tensor<?x32xbf16> into tensor<2x?x32xbf16>
    return %expanded_55 : tensor<2x?x32xbf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_32_torch.bfloat16_1: "0x02000000BDBD51BDEABD9C3D8A3C78BD93BC66BB1B3E223E0BBE853D8C3D8A3DC5BC353D363D303E2DBE89BDF4BDB0BD0E3DDD3D09BEEB3D173EB2BDFD3CBABD1B3DA8BD8DBDF2BD17BE103EB7BCA1BBB4BDFC3DCFBD92BD0DBE18BE213E0CBEC8BC52BD853D423D0BBE233E34BE8F3C72BC28BDF73D193EBD3C80BD073EE33D023D46BDF43B213E9D3C0FBD19BEC2BD033ECCBB41BC8D3DEEBD44BC4CBDBD3D133EE33D073E22BE81BDAB3C1ABE443DEDBD9B3D133E1BBE183EA93DEFBD2D3E1DBEF4BDB4BD13BC023D54BD2CBEA7BC093E0B3EB53DD23C343D0CBE933D34BE96BD3EBD053EA9BBA5BDFD3C16BE40BD493D40BC98BCDD3D0ABEB7BD2F3E103DEABCBC3DDA3DF2BC97BDEDBC833DB9BCD33D14BEB2BD0A3EBE3C123D6E3D2BBD91BD503D40BD96BDBF3C2F3D83BCF5BDDBBCCDBDBF3DF0BD103E903D1BBE063E33BE28BCE2BD1CBE8F3CB0BD033E0EBE163EDA3D1F3E54BDDEBDF1BD173EB4BDB2BCDFBCF93C15BE123E06BE323E8EBDA2BDC7BC563D06BD35BEFF3D333EB73D313E453D63BC10BE1EBEF9BD38BDD33D95BDE1BB24BBEDBD9DBB2F3E113E0A3E8FBC4D3BC63D71BD93BD1B3E253CF4BD193EF03CC23D1DBE063DDD3DD1BCCEBD113EA83D4E3D2B3D803BD03D1EBDD5BD8A3D413D8A3DA1BCC0BC66BC3F3D0BBE29BE873DC6BD74BC493DCB3CE93DBE3C333D82BCD63C853DF73D2CBE97BD22BE90BDDD3D2CBE22BED23DD6BD043E623D363D103E28BE053E6B3DF3BD303D4ABD91BD9DBCABBD1E3E1C3E9ABC21BE31BC3F3CF23DBA3B533D403DCDBDE1BD22BEB6BA603D4EBC303E0ABDECBDF13C4CBDC7BC2F3EA6BB1E3EC13C87BD053ECEBDC03B233DA23D27BE0E3C3BBDEB3D743D913DDA3D22BD3ABC113E12BEFABD543C8FBD263C203EA8BC1ABEA5BD263E1FBD9FBDA33DB33C20BE173ECC3D1D3E9E3D74BD6CBDAF3D0CBD0E3D2FBEB3BD863D0FBCAEBD1EBEE63D12BD32BE2F3EB03DD9BD04BE2F3E413ADABDD03D17BD463CBDBD19BEF0BD9FBC03BE323EFB3A8BBD8F3D20BEB9BD883D1ABEB43D733C17BE34BE653DAB3D11BD20BED1BD9A3CD33B393D003D18BCBF3D303E173E243E74BD77BDA0BC563D933D81BCEABD09BE2E3E43BDC4BCDEBDB3BD1F3D983D8FBD85BD0F3EBABD07BEE2BC2C3E1E3DC83CB4BCE23DB3BDF53D2B3DA13CC73CDFBD063EBE3D0EBE29BE3ABDF13DB2BD283EB6BD24BE9F3DDBBDE4BC62BD66BC1EBE26BE9C3DA4BCDABD94BB25BE403DAC3D303E13BEB0BCC43D263E01BE9A3D953DDA3DFABD013E9EBDDFBD103D193EF0BDC13DA6BC673D0D3E453D16BE5ABD103D19BEF13CC2BD10BD823D12BEE8BDA53D33BEF93D0CBE3BBB153D8F3DE1BDC33C9C3D1B3E08BEB4BD533DBABBF4BD18BE21BEFDBD9ABDFBBD1FBE623CD43DABBD913C0FBBA93DFBBD0A3C293E013E33BEDABCD83A6FBDEEBDFCBDF13D6ABD3ABC543DDEBD813CD73DD4BD533DC6BBC73DF13D403DAF3B1CBE903DDD3D84BD34BE133E2ABD113D4CBDE73D313EE33D66BDFE3DB13D8D3C12BE9BBD33BEF23D333ED33D673D2B3D2E3EB8BD73BD23BE8FBC473C463DFCBDA8BC15BE13BEBD3C31BE413D27BEFCBD16BD2DBE123E143EBDBD183DB93D663DC2BC2BBE043E1FBE06BD343C6EBD84BD1CBE203CA4BC1E3E6EBD0C3E093CA3BD2CBDA4BCF03AEFBC573D153EE43C833DE03D1C3DA73DBE3D293E25BE783D03BC02BD8CBDDA3D263E14BEC43DFA3DFD3C083B0B3EAC3B35BD56BC683D353D1CBC653D433D13BE343DDE3DA63C84BC0B3E1EBEA5BDA4BD1C3E2FBE903C2FBEBEBB873D29BD303E143AB9BD3B3DBC3DB8B91B3EE5BD9A3DCE3DB43D88B84F3D0EBE0EBE34BCB6BC063E033EF53DA6BD0EBE2ABE833D23BE35BEB7BD19BE8FBDE4BDBABD2C3E08BD163E813BBABC54BD01BE11BEFB3D5FBD30BE263E573BF2BD0EBE18BE1FBE243EFA3D6D3C1ABE3DBD2ABE7A3D40BD1BBD62BDAA3DC43D1F3DB5BC8FBC4ABB07BE313E9CBDD33DCBBD9C3A783D26BEA63D0BBECA3C10BDD03D303E233DA5BBB3BD873DAEBD963D9DBDF63D0B3EDE3DE83AA83D25BE133E3CBD843DF5BC73BDAABDEA3DC5BDFFBCB73D923C18BE34BEB0BD273E01BEC83D023E96BDA0BD02BEE23CCABC0D3C9D3D983D64BD473C2C3D773B113D93BD143E95BCB9BC22BE03BEB43BE0BCB6BDBE3D82BC7F3D183EA6BDB2BD12BD75BCB5BD2EBDA7BBA23D273E063E993C37BC393DECBBBEBC793D13BE1ABE3C3A5BBDB3BD29BEF33DE7BBC3BD93BD3E3D03BE3A3C0FBB773D903DEDBD9C3D093E3A3CB83D89BD103D543DA7BDE03D2BBE88BDD5BDD7BDDBBD2BBEF93C0FBD18BE98B8F1BC953D0EBE4CBD153D993D5B3C443D353E7BBDF73D1C3E20BE2F3DCD3DE2BCC83DC53B0A3E793BE8BD093E573D1A3E343DC03DE23DF43C28BD163DFCBDC63B69BD373C0FBEDD3D27BE9B3DEE3D26BE243E07BE0EBDBC3D66BD213EA0BDC2BCEDBDA8BD313E083E553C6E3C1ABE093ED9BC97BD10BE153EAC3DDA3D963CF6BD943DA73C733D34BDABBD153E733D93BD813C1DBD78BCCB3D10BE243EF43D1F3994BD143DF0BDEB3DBFBD0A3D32BEAD3DF53D083E6C3CD63D773DF33DCC3D1EBE993C77BDADBDFD3DCFBCE13CE43DF43DC13DFDBC21BE2EBE643D09BBE5BD9E3D243ED13DCCBCC43CE7BDAB3D0CBEFA3DA5BD90BD18BE2FBD8CBCA7BD013ED03D20BE91BC733D2F3E2DBDDE3D22BC8BBDDE3D21BE183E353E46BD8F3D353E5A3D8E3D853D94BD313DC1BD1B3E9BBD263D52BDB53D3F3BC73D44BDD4BD8B3DCCBD15BE8C3DDABD88BD35BD4E3C7BBD82BD36BDFE3D593DAEBDFABD863B683D72BBD43D183E543D6F3DD23D78BD003D123EADBD613C8EBD0BBEC03D113EC4BD883D5E3D8D3DC73D",
      torch_tensor_16_32_torch.bfloat16_1: "0x0200000071BD693DA03DCEBB2C3EFBBD8B3D233EFCBC103E3F3B08BEC7BD873D9DBD2E3D323E763D88BC353DD1BD18BE08BE18BE153D0D3D9ABD31BEC43DCDBDF2BC18BECCBD973D29BECEBD083EBABD97BD4BBD9B3DEDBD913C943D52BC033D0ABEA43D873DB6BC16BE913DEC3DFDBCAB3D863D91BD49BC343E5B3A10BE53BCB43D6CBDBEBD153EC03DF6BC143C99BC283DCE3BDBBD063D983B3B3C8ABD3A3D12BE583DC43D9FBC0DBE28BA84391CBE00BE273E073EC93DFB3D8B3DCC3DF03D29BDB8BC013E86B8ECBD0CBECA3D163E0D3EF13CFA3D26BE02BE2EBE123ED2BAA7BD753D88BDE8BD8C3D053D02BEEEBDAA3D0A3E6C3CB6BDAF3DFD3C1EBEEBBD1E3DE03D69BDAF3DE0BD2D3E013E083DA13D7C3DD6BDCABA413D23BD2E3E8CBD22BEACBD28BE153EA3BDFFBD9DBCF4BDBDBDB93D08BEAB3D043ED0B9A13DCBBD0D3E303E2C3D253E34BE9FBC103D1DBEB03D8ABD83BD10BE943D04BE1ABDA13D083E243D87BD9DBDCB3D063D183E883D123E12BE123EA6BD42BD8B3A08BD0F3D213ED8BD603D11BEE33C153EF43D1B3EC43D70BC3D3D97BD1A3EB53D04BE1D3E2CBB01BC46BD3FBD113CB1BD28BEBABD10BD093E053ED9BDDEBB51BDC2BDFFBC7BBDCA3DB4BDDF3CCCBD62BD0F3EB2BD2EBC2D3E783DB8BDD9BD7EBD63BD9E3D21BD193EC7BD62BD843D113E2D3EE83CF43BA2BDCD3DD2BD3EBD17BE2EBECA3D453C103E103EBE3D913D3CBDC03DAE3D7B3DA7BBD83C4E3A03BE283D05BEB03DD8BD6DBDACBD0F3EFFBDB93DB63D003E353DC53D0F3E0F3D763D0EBE42BD833CAF3C80BD33BE3CBD8B3D1C3E23BEAD3D2CBE2DBEE3BDBFBC4A3D0ABE0B3E243E323C133EA4BD8FBDBBBC9E3CFDBD11BE8F3D513D313E94BD803D92BDB33D20BC063EC93D173EBA3DDA3B1C3ED5BD2B3E313E2D3EA9BDC0BD373C613DB63D933D1A3E35BD6EBD733D4A3DD3BD8C3C09BE54BD8EBD1F3E23BED6BD31BE373D0BBE6A3DFBBDE8BDB9BDD93C263E2A3E5BBC31BE6FBD8ABD1ABD8A3DB63DA13D4F3D93BDF6BAB83CB9BD82BCB5BC2BBEF53D92BC1CBE0F3EC3BD803D343E063C503D903D093E5EBDCCBD63BC0E3E793CFC3DACBA5E3DC93B9D3B2CBE1EBE713CB33DF33DFB3B993D973D1CBE1FBE0CBE473BE5BD68BDD9BC8D3D283D283E233EE7BD12BAEF3C1E3E60BD8EBDE5BD053E4DBD88BDF53D273EF4BBFFBD133E78BDA7BDFFBDAEBD0EBED1BD25BE12BD923D09BE81B986BDAF3D1D3EC0BCB6BD0BBED5BD513D263DC33DD7BCBA3D21BE433D303E33BEBCBDE83DE2BCC1BDDD3D423CE33B5CBD083EC93D023DDD3CBB3DE23D95BD9FBC9F3DAFBD293EF8BDA73D02BE683DFD3DAF3C91BCE63D02BEF4BD1ABEDFBD963BA4BD213DC33B173E9DBD46BDEF3D37BD2D3E90BDFEBA2CBDA93D8B3DC1BDEF3D38BC37BD6ABBFC3D323EB03DFD3CEC3D97BD",
      torch_tensor_16_32_torch.bfloat16: "0x020000004BBC2BBED1BD933D76BDFA3D0F3ED33C65BC66BD12BC043D0ABE2DBD17BEDE3DE7BD253E3BBDCFBDAE3DD83CFB3D973D2EBEE53D08BDA0BDE63D043E1FBE83BC153E8C3D193E78BDC8BD1C3E973D2E3E97BDE8BDAABC2ABE8E3D063E2E3D8FBCB43DE6BD313E34BE2DBE2BBD143E913C8B3D05BE843DA2BC913D003E9D3D76BC32BCE3BD83BDEB3D91BDE13D90BD29BD773B26BEE7BA92BC82BC11BD0F3E063EF5BDA83D0EBE1ABE5D3D2A3BA9BD2FBE8CBD723D28BE30BEB83C02BE1FBE8BBDE9BC24BEF2BD3E3C2BBECCBCEABDFBBD8E3D0BBE09BECE3D073D253E42BDAFBD86BC6A3A0A3E34BE4EBCA03DC7BDB8BDAF3D2DBE2C3D0CBEB43D1BBEDF3D2BBE18BE2B3B0F3E1BBEA1BD1F3EF3BC963D2EBE64BDB8BD193E963D04BEE93C05BB95BDCFBD70BD0F3E02BE01BE5FBD4A3B453DAE3B2EBDDCBD02BD92BD123E30BEE7BD13BE04BD0D3E1F3E1EBEFBBBD53DA03D143EA1BBF3BDEF3D78BDBB3D32BD9A3D233E283E25BEEFBD96BDE7BD2E3E80BCF0BDA1BDC8BD943D1EBE29BE32BE9C3DB33DE1BD343D063ED23C19BD563C9BBCB63DF6BDB83DCC3DDBBD143E323E8FBD4BBDB43D0EBE8F3D293DE43D1DBE16BEA33D823D28BECABD26BE02BEA3BD163E10BDD03D2C3EA53D22BEB63D8A3D0C3E33BEDF3D143E28BE983C1B3E04BE6E3DA03D3E3D343E143E1B3EB5BC183E29BEC3BD1BBD57BD273EAB3DE93DF63D07BEA8BCD33C3C3DBA3D90BD5ABD173E42BDFBBDF53DF53D63BD11BD06BE17BE883D9BBD103E11BEC8BC7A3BBA3D133EF53D9F3DA6BD01BE22BE103C303E0ABDF4BB04BE5E3DE63D32BEFFBD063E2B3D35BC013DDCBCFDBD29BEEE3DACBC86BD3BBDC5BD56BD1BBE073E943DB7BD77BDA23D86BD3F3D473DE4BD353D313C1E3E83BD3ABD1C3E14BE513C2E3EA2BD2E3E213E283E8ABC243E9EBD78BD893D193DC83D2C3EE3BDC03D723DBF3DAC3D87BD0FBE113ECEBDE73D2CBEFBBCF63AFB3C6A3C643DA1BC313D333EEABD1EBC8ABD1F3E1B3E9EBB7BBDE0BD023E47BC2A3ECE3D1E3E0F3EEBBD543D96BDB63D82BC7B3CFABD22BE883D283D7C3CF63D97BD813DC7BD163D25BDFE3D1E3E1D3E023CD53D35BED4BD013D813A0EBEA0BDA9BD33BE8A3CF73D933DACBD26BE12BE573BF93D93BDC5BDC1BD7BBC2CBE20BE323EADBD03BD42BD1FBEFFBC5E3D93BDF7BB5EBA34BE043E123EF73D6EBDBD3D2ABE33BD13BD80BD983DA5BDA8BC51BD2ABEEFBC19BED33DC13D2A3E73BD133C0E3D353E263EBBBD1ABE23BEAEBD183E733D2F3E063E283BE0BD313E113E9D3DC6BD0F3E843CEF3D973DC03D1FBEC9BDD93D17BD1DBE253E7BBB123E0DBE793D88BD98BD17BD86BDC63D0ABD093E253DE0BCD1BD26BE53BD28BE06BD3D3B3BBCB2BDFB3DCC3D32BD8FBDE43D1D3E26BE1CBD86BC83BD1B3ED6BC193E653A9DBCD3BD",
      torch_tensor_32_32_torch.bfloat16: "0x02000000ADBAC23D15BE05BE8BBD423D66BB103E81BC403D5BBD0EBD2DBEF0BD95BDD73B8F3DD93DF5BD9EBD833D163E15BD073EE9BC993C243E28BEE4BD37BD8DBD1C3EEBBDA7BDFDBD2ABED3BD1C3EA23DAF3D183CBABDF53C29BE03BEBBBDE43DD43DA1BDD1BBE83D343E903DC43CF33DD5BD073D0CBEFBBDBBBDA43D923DD6BD5B3DC73DB7BCDD3B283DE13D2E3E0BBE85BD8E3D163E1E3E203E103D1DBE853CE2BD29BE213E0A3E35BE083DF4BCEEBCA6BD8B3DD6BD853DB73D023E873D33BEEBBDB53D183D0DBED0BD2A3EF43D9EBD36BD2CBE50BB08BE0CBE20BCD93C94BDD73DDCBD243EF83D19BE34BD033CD33C2C3D8E3D2D3CB1BDAB3D2EBED7BD35BDB0BD7DBD14BE1ABD1B3DECBD15BC023E95BCA13B7ABC133DE63D2B3EE63D2C3E51BC23BEACBDF73D96BAB4BD0BBE29BE19BE13BDC73DC43D2FBEE23D0EBE19BD93BD0BBD0EBD22BE1CBEE3BC163BA4BD883D23BE43BC1F3E94BD233E833D23BEE53DA7BCA2BD113E12BE9B3C18BD013E4A3DAE3D803D2EBD18BD15BEC43D103EF83DFFBD013CFFBDC7BDD3BD773DD8BD7DBBF43BE93D09BEF9BDD2BDFD3D82BD193E833DB73CACBA0FBDB63C25BDA3BAB93C0EBEBEBD123E13BE50BC333E833DA43B1DBEB33D01BE4EBD73BDD6BCFD3A153EB53C223EDD3DE5BDA23D00BE99BD553D6F3D083E69BD9439BA3D2FBE033E16BE203BF6BCBFBDBF3C163E54BDD7BD86BD33BEA33DAEBDF2BDD1BDD03DC03D0B3E833D72BD4ABD563D153E453DABBDAABD2BBE1C3DCBBD21BE1F3EEBBDA5BC4F3DB93BF4BD12BE103EEC3C163E73BD553D26BD01BCDCBD753D653D6FBB23BDDFBDFA3D07BE943D73BDAFBD023DBCBD273D0E3D06BEF13C9A3D8F3DB6BC14BEDFBC7B3D84BD893DF13DBDBDE53A963D633C723CB53C0EBE643CFB3D233ED53DC23CA93DB0BD16BE1CBE353EE63DFABD8E3D093E353E1E3E0C3E26BD7EBD153ECB3DDABD233EAF3DC53DE3BD503D7EBD0D3E02BD8D3D013D9A3D76BDB13DFDBD243DF5BD33BE11BE0F3EC43D2A3E113E22BEF7BDEABCEBBDFB3D09BEB1BD2FBECEBD153E143E023E0C3E213E39BD9F3D213E703D353EBC3DE13D7DBDAE3DA63C2DBDCCBDCBBD0BBEF33D013EA5BCD2BD0C3EE83D573CABBD263E943D09BE2D3E093E84BDCC3DCEBDE3BC1A3EEF3B00BE72BD45BD0CBD8B3C273E1B3CE0BD143CAE3DB43D25BE02BD07BE9ABD823D01BE873D1A3E3E3CF1BD82BD1E3D0ABEB43D24BE2EBE30BE13BDF33D2BBE163E91BD543D043C23BE163EC33D343EB73DEFBD173E1C3CAC3D11BE50BD32BE8DBD1C3D0EBE673DC23DCA3CF2BD0CBE5FBD9F3D333ED03DA3BC7E3D32BE1BBEA93DCDBDAE3D00BEB3BD15BEBD3D94BC0B3EE03DC83DBA3B60BD1DBDC03CB33DFEBD183E9DBC18BEC4BD203E263E28BEFF3DB53DD63D193EC3BD653D943D56BD723D50BDE03D49BD87BD363D803DB1BD803CD23D90BC5C3D2FBD7E3D03BED5BDB8BD263E43BDFDB9AFBD353E313E09BE13BE09BE5FBA39BDEDBD82BD093DBDBD203D26BDAFBDC73C153EF5BD063C86BD323E2CBE2EBE323EE5BD0B3D7ABC19BD22BDE63D0A3C30BED6BD77BDB63DEABD2B3E21BD02BD0E3EB63D1A3ED13D5CBDF0BD57BC163E73BD28BE943D303E4EBD16BE24BE353D5BBCB7BD123D893D103E0D3ED9BC20BE24BE293EA03D9E3D1DBE283E2B3E233E19BE89BDF9BD2B3E9CBDA5BDBE3DA7BDB2BD7DBC8BBC0DBE173EA0BD803D1D3EB73DCD3C1A3EC33CA7BD2B3E2B3D31BE4EBDF7BD1F3EEFBC25BE36BCE33D3C3D653D863C873D30BD90BD29BE08BE9D3DD6BDD03C673D4D3CEBBD2D3ED3BD153E10BE2EBDC53D94BD183EF9BD18BEA3BDEA3C273EADBD813D36BD1DBD053E0CBE9A3C2A3EC7BC0D3E5FBD123E2FBED1BCFEBC6B3D8E3D0B3ED8BCE6BBF83D44BD1F3EF1BD9DBC1CBCA23DF83DE6BC16BEB33D593D913DDFBDE93D2B3E7B3C29BEFE3D06BE263DD23CA9BD7C3D22BE253DE6BD9DBCBA3C1A3EADBDE83DB8BCACBD1EBE26BE313E35BD113C443DF63D1A3E133E06BEE8BCD6BDCFBD2C3D2A3E11BEDB3DBCBD0DBD103E24BD843CFDBD1A3EBBBC04BE543D01BE10BE303C103E4DBDAA3D1C3EF03DBEBD9FBC64BD12BE9938083E193E873C243D9DBD093E97BDFBBDDF3CD93D23BE243E823DFEBD1CBD1D3E0BBE54BD6D3D1FBEC63DBC3DE13DE7BD343ED7BD353E2EBE21BEDE3D973C273CC8BD98BD54BD30BE173C003D1DB96A3D2C3E413D85BD95BDE8BDFBBDE9BC00BDA13D9BBD103EFEBD043A233E343ED2BD013DAB3CAABD7ABD443DFCBDEF3C9D3D8FBD163E3FBCA43D333E5DBDC53D4FBDD4BCF5BC90BA89BD2A3DDA3BE53D13BD913C87BD18BE933DB93C91BD75BD3D3D03BDED3D243C893D9E3D32BD9D3D063E053C0E3DD23BFB3D99BDC0BD9E3D1EBE3A3BA6BDEF3D29BEDC3D333E133D41BC323E9BBD68BC9FBDC8BC1D3DC13C09BD35BE143CACBBDA3C0B3E303ED7BD35BC91BD27BE04BE2A3ED33DC23DC93D10BE983C283ECABD213E3E3DFF3D9BBDA73D20BE38BC723D593D173E323E253EF33DFF3DBBBC0CBE86BDA3BCC4BDB93D7E3DEA3C2F3D1F3E843D1FBE03BEA03DC53CB13D35BE27BEDE3DE83D24BE893D0DBE093E633D333E32BE2EBEF53D213EDE3DF13D18BE033E2BBE223DEDBD90BD003D8EBDE5BC2CBE2BBE8C3D99BDDCBD8FBD14BE11BED93DB83DC13CC6BD713D023C01BE1C3D253E32BE34BEBA3C083EDCBD1F3DFF3D5F3D1D3D353EEC3DCCBD7A3CB93D203E34BEC43D52BD31BE213DC5BDCD3CEBBD08BE76BC73BDD43D7A3C0D3E083D69BDF53D1E3C083D69BD263A0BBD76BC0DBE8EBA16BE1CBDD23DFCBDF4BD31BD46BDF53CF03CB83DF9BD4CBCCA3D1D3E53BCD1BD503DCE3DE2BDD2BDA03D",
      torch_tensor_4_torch.bfloat16: "0x02000000803FCD3D243C833A"
    }
  }
#-}
