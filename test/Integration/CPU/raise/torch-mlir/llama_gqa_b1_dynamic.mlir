// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/llama_gqa_b1_dynamic.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// Batch 1, a dynamic sequence length: the triu(1) mask is causal (its unit batch dims read at 0); K and V read through repeat_kv without copies.
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}} : tensor<1x2x2x?x8xf32>, tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>, f32) outs({{.*}} : tensor<1x2x2x?x8xf32>)
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Exported from PyTorch with torch-mlir 20261001 (torch 2.15.0+cu132) by export_corpus.py --only llama_gqa_b1_dynamic:
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
//   @entry("llama_gqa_b1", F32, [(HID1, F32, SEQ1)],
//          [rotate_half, apply_rotary_pos_emb, repeat_kv, LlamaRotaryEmbedding, LlamaAttention])
//   def build_llama_gqa_b1():  # then torch.manual_seed(0) before, .eval() after  # batch 1
//       return LlamaAttention()
//
// export_and_import(module, *inputs, output_type="linalg-on-tensors", func_name="forward", dynamic_shapes=({1: seq},)) with seq = Dim("seq", min=2, max=63)
// Inputs: argument i is gen_numpy(shape, seed=i+1, mag=2.0) (bool: kind="bool"); PyTorch's output is llama_gqa_b1_dynamic.expected.npy
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1) -> ()>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @forward(%arg0: tensor<1x?x32xf32>) -> tensor<1x?x32xf32> {
    %true = arith.constant true
    %c4_i64 = arith.constant 4 : i64
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %c-1 = arith.constant -1 : index
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_2 = arith.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_4 = arith.constant 0.35355339059327379 : f64
    %cst_5 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %c32_i64 = arith.constant 32 : i64
    %c16_i64 = arith.constant 16 : i64
    %c2 = arith.constant 2 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x32xf32>
    %0 = arith.index_cast %dim : index to i64
    %1 = tensor.empty(%dim) : tensor<?xi64>
    %2 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel"]} outs(%1 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %125 = linalg.index 0 : index
      %126 = arith.index_cast %125 : index to i64
      linalg.yield %126 : i64
    } -> tensor<?xi64>
    %expanded = tensor.expand_shape %cst_8 [[0, 1, 2]] output_shape [1, 4, 1] : tensor<4xf32> into tensor<1x4x1xf32>
    %expanded_9 = tensor.expand_shape %2 [[0, 1, 2]] output_shape [1, 1, %dim] : tensor<?xi64> into tensor<1x1x?xi64>
    %3 = tensor.empty(%dim) : tensor<1x1x?xf32>
    %4 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%expanded_9 : tensor<1x1x?xi64>) outs(%3 : tensor<1x1x?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %125 = arith.sitofp %in : i64 to f32
      linalg.yield %125 : f32
    } -> tensor<1x1x?xf32>
    %5 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %6 = tensor.empty(%dim) : tensor<1x1x?xf32>
    %7 = linalg.generic {indexing_maps = [#map1], iterator_types = ["parallel", "parallel", "parallel"]} outs(%6 : tensor<1x1x?xf32>) {
    ^bb0(%out: f32):
      %125 = linalg.index 2 : index
      %126 = arith.cmpi eq, %dim, %c1 : index
      %127 = arith.select %126, %c0, %125 : index
      %extracted = tensor.extract %4[%c0, %c0, %127] : tensor<1x1x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x1x?xf32>
    %8 = tensor.empty(%dim) : tensor<1x4x?xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %10 = linalg.batch_matmul ins(%expanded, %7 : tensor<1x4x1xf32>, tensor<1x1x?xf32>) outs(%9 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %11 = tensor.empty(%dim) : tensor<1x?x4xf32>
    %transposed = linalg.transpose ins(%10 : tensor<1x4x?xf32>) outs(%11 : tensor<1x?x4xf32>) permutation = [0, 2, 1] 
    %concat = tensor.concat dim(2) %transposed, %transposed : (tensor<1x?x4xf32>, tensor<1x?x4xf32>) -> tensor<1x?x8xf32>
    %dim_10 = tensor.dim %transposed, %c1 : tensor<1x?x4xf32>
    %12 = tensor.empty(%dim_10) : tensor<1x?x8xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%12 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.cos %in : f32
      linalg.yield %125 : f32
    } -> tensor<1x?x8xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%concat : tensor<1x?x8xf32>) outs(%12 : tensor<1x?x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.sin %in : f32
      linalg.yield %125 : f32
    } -> tensor<1x?x8xf32>
    %15 = arith.cmpi sge, %0, %c0_i64 : i64
    cf.assert %15, "negative values not allowed in new dimensions"
    cf.assert %15, "negative values not allowed in new dimensions"
    %16 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%cst_2 : tensor<f32>) outs(%16 : tensor<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<?x?xf32>
    %expanded_11 = tensor.expand_shape %2 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_12 = tensor.expand_shape %2 [[0, 1]] output_shape [%dim, 1] : tensor<?xi64> into tensor<?x1xi64>
    %18 = tensor.empty(%dim, %dim) : tensor<?x?xi64>
    %19 = linalg.generic {indexing_maps = [#map4, #map5, #map3], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %expanded_12 : tensor<1x?xi64>, tensor<?x1xi64>) outs(%18 : tensor<?x?xi64>) {
    ^bb0(%in: i64, %in_56: i64, %out: i64):
      %125 = arith.subi %in, %in_56 : i64
      linalg.yield %125 : i64
    } -> tensor<?x?xi64>
    %20 = tensor.empty(%dim, %dim) : tensor<?x?xi1>
    %21 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel"]} ins(%19 : tensor<?x?xi64>) outs(%20 : tensor<?x?xi1>) {
    ^bb0(%in: i64, %out: i1):
      %125 = arith.cmpi sge, %in, %c1_i64 : i64
      linalg.yield %125 : i1
    } -> tensor<?x?xi1>
    cf.assert %true, "mismatched size for broadcast"
    cf.assert %true, "mismatched size for broadcast"
    %22 = tensor.empty(%dim, %dim) : tensor<?x?xf32>
    %23 = linalg.generic {indexing_maps = [#map3, #map3, #map2, #map3], iterator_types = ["parallel", "parallel"]} ins(%21, %17, %cst_1 : tensor<?x?xi1>, tensor<?x?xf32>, tensor<f32>) outs(%22 : tensor<?x?xf32>) {
    ^bb0(%in: i1, %in_56: f32, %in_57: f32, %out: f32):
      %125 = arith.select %in, %in_56, %in_57 : f32
      linalg.yield %125 : f32
    } -> tensor<?x?xf32>
    %expanded_13 = tensor.expand_shape %23 [[0, 1, 2], [3]] output_shape [1, 1, %dim, %dim] : tensor<?x?xf32> into tensor<1x1x?x?xf32>
    %24 = tensor.empty() : tensor<32x32xf32>
    %transposed_14 = linalg.transpose ins(%cst_7 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %25 = tensor.empty(%dim) : tensor<?x32xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %27 = linalg.matmul ins(%collapsed, %transposed_14 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%26 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_15 = tensor.expand_shape %27 [[0, 1], [2]] output_shape [1, %dim, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    %28 = arith.cmpi slt, %0, %c0_i64 : i64
    %29 = arith.select %28, %c1_i64, %0 : i64
    %30 = arith.extui %28 : i1 to i64
    %31 = arith.addi %30, %c1_i64 : i64
    %32 = arith.muli %29, %c8_i64 : i64
    %33 = arith.cmpi sle, %31, %c1_i64 : i64
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %34 = arith.muli %0, %c32_i64 : i64
    %35 = arith.divsi %34, %32 : i64
    %36 = arith.select %28, %35, %0 : i64
    %from_elements = tensor.from_elements %c1_i64, %36, %35, %c8_i64 : tensor<4xi64>
    %reshape = tensor.reshape %expanded_15(%from_elements) : (tensor<1x?x32xf32>, tensor<4xi64>) -> tensor<1x?x4x8xf32>
    %37 = arith.index_cast %36 : i64 to index
    %38 = tensor.empty(%37) : tensor<1x4x?x8xf32>
    %transposed_16 = linalg.transpose ins(%reshape : tensor<1x?x4x8xf32>) outs(%38 : tensor<1x4x?x8xf32>) permutation = [0, 2, 1, 3] 
    %39 = tensor.empty() : tensor<32x16xf32>
    %transposed_17 = linalg.transpose ins(%cst_6 : tensor<16x32xf32>) outs(%39 : tensor<32x16xf32>) permutation = [1, 0] 
    %40 = tensor.empty(%dim) : tensor<?x16xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %42 = linalg.matmul ins(%collapsed, %transposed_17 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%41 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_18 = tensor.expand_shape %42 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %43 = arith.muli %0, %c16_i64 : i64
    %44 = arith.divsi %43, %32 : i64
    %45 = arith.select %28, %44, %0 : i64
    %from_elements_19 = tensor.from_elements %c1_i64, %45, %44, %c8_i64 : tensor<4xi64>
    %reshape_20 = tensor.reshape %expanded_18(%from_elements_19) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x2x8xf32>
    %46 = arith.index_cast %45 : i64 to index
    %47 = tensor.empty(%46) : tensor<1x2x?x8xf32>
    %transposed_21 = linalg.transpose ins(%reshape_20 : tensor<1x?x2x8xf32>) outs(%47 : tensor<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %transposed_22 = linalg.transpose ins(%cst_5 : tensor<16x32xf32>) outs(%39 : tensor<32x16xf32>) permutation = [1, 0] 
    %48 = linalg.matmul ins(%collapsed, %transposed_22 : tensor<?x32xf32>, tensor<32x16xf32>) outs(%41 : tensor<?x16xf32>) -> tensor<?x16xf32>
    %expanded_23 = tensor.expand_shape %48 [[0, 1], [2]] output_shape [1, %dim, 16] : tensor<?x16xf32> into tensor<1x?x16xf32>
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %reshape_24 = tensor.reshape %expanded_23(%from_elements_19) : (tensor<1x?x16xf32>, tensor<4xi64>) -> tensor<1x?x2x8xf32>
    %transposed_25 = linalg.transpose ins(%reshape_24 : tensor<1x?x2x8xf32>) outs(%47 : tensor<1x2x?x8xf32>) permutation = [0, 2, 1, 3] 
    %expanded_26 = tensor.expand_shape %13 [[0], [1, 2], [3]] output_shape [1, 1, %dim_10, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %expanded_27 = tensor.expand_shape %14 [[0], [1, 2], [3]] output_shape [1, 1, %dim_10, 8] : tensor<1x?x8xf32> into tensor<1x1x?x8xf32>
    %49 = arith.cmpi eq, %37, %dim_10 : index
    cf.assert %49, "mismatched size for broadcast"
    %50 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_16, %expanded_26 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%38 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.mulf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x8xf32>
    %extracted_slice = tensor.extract_slice %transposed_16[0, 0, 0, 0] [1, 4, %37, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %extracted_slice_28 = tensor.extract_slice %transposed_16[0, 0, 0, 4] [1, 4, %37, 4] [1, 1, 1, 1] : tensor<1x4x?x8xf32> to tensor<1x4x?x4xf32>
    %51 = tensor.empty(%37) : tensor<1x4x?x4xf32>
    %52 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_28 : tensor<1x4x?x4xf32>) outs(%51 : tensor<1x4x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x4xf32>
    %concat_29 = tensor.concat dim(3) %52, %extracted_slice : (tensor<1x4x?x4xf32>, tensor<1x4x?x4xf32>) -> tensor<1x4x?x8xf32>
    %dim_30 = tensor.dim %52, %c2 : tensor<1x4x?x4xf32>
    %53 = arith.cmpi eq, %dim_30, %dim_10 : index
    cf.assert %53, "mismatched size for broadcast"
    %54 = tensor.empty(%dim_30) : tensor<1x4x?x8xf32>
    %55 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_29, %expanded_27 : tensor<1x4x?x8xf32>, tensor<1x1x?x8xf32>) outs(%54 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.mulf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x8xf32>
    %56 = arith.cmpi eq, %37, %dim_30 : index
    cf.assert %56, "mismatched size for broadcast"
    %57 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %55 : tensor<1x4x?x8xf32>, tensor<1x4x?x8xf32>) outs(%38 : tensor<1x4x?x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.addf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x8xf32>
    %58 = arith.cmpi eq, %46, %dim_10 : index
    cf.assert %58, "mismatched size for broadcast"
    %59 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%transposed_21, %expanded_26 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%47 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.mulf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x2x?x8xf32>
    %extracted_slice_31 = tensor.extract_slice %transposed_21[0, 0, 0, 0] [1, 2, %46, 4] [1, 1, 1, 1] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %extracted_slice_32 = tensor.extract_slice %transposed_21[0, 0, 0, 4] [1, 2, %46, 4] [1, 1, 1, 1] : tensor<1x2x?x8xf32> to tensor<1x2x?x4xf32>
    %60 = tensor.empty(%46) : tensor<1x2x?x4xf32>
    %61 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%extracted_slice_32 : tensor<1x2x?x4xf32>) outs(%60 : tensor<1x2x?x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.negf %in : f32
      linalg.yield %125 : f32
    } -> tensor<1x2x?x4xf32>
    %concat_33 = tensor.concat dim(3) %61, %extracted_slice_31 : (tensor<1x2x?x4xf32>, tensor<1x2x?x4xf32>) -> tensor<1x2x?x8xf32>
    %dim_34 = tensor.dim %61, %c2 : tensor<1x2x?x4xf32>
    %62 = arith.cmpi eq, %dim_34, %dim_10 : index
    cf.assert %62, "mismatched size for broadcast"
    %63 = tensor.empty(%dim_34) : tensor<1x2x?x8xf32>
    %64 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%concat_33, %expanded_27 : tensor<1x2x?x8xf32>, tensor<1x1x?x8xf32>) outs(%63 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.mulf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x2x?x8xf32>
    %65 = arith.cmpi eq, %46, %dim_34 : index
    cf.assert %65, "mismatched size for broadcast"
    %66 = linalg.generic {indexing_maps = [#map6, #map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%59, %64 : tensor<1x2x?x8xf32>, tensor<1x2x?x8xf32>) outs(%47 : tensor<1x2x?x8xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.addf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x2x?x8xf32>
    %expanded_35 = tensor.expand_shape %66 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %46, 8] : tensor<1x2x?x8xf32> into tensor<1x2x1x?x8xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %67 = tensor.empty(%dim) : tensor<1x2x2x?x8xf32>
    %68 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%67 : tensor<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %125 = linalg.index 1 : index
      %126 = linalg.index 3 : index
      %127 = linalg.index 4 : index
      %128 = arith.cmpi eq, %46, %c1 : index
      %129 = arith.select %128, %c0, %126 : index
      %extracted = tensor.extract %expanded_35[%c0, %125, %c0, %129, %127] : tensor<1x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x8xf32>
    %collapsed_36 = tensor.collapse_shape %68 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x8xf32> into tensor<1x4x?x8xf32>
    %expanded_37 = tensor.expand_shape %transposed_25 [[0], [1], [2, 3], [4]] output_shape [1, 2, 1, %46, 8] : tensor<1x2x?x8xf32> into tensor<1x2x1x?x8xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %69 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} outs(%67 : tensor<1x2x2x?x8xf32>) {
    ^bb0(%out: f32):
      %125 = linalg.index 1 : index
      %126 = linalg.index 3 : index
      %127 = linalg.index 4 : index
      %128 = arith.cmpi eq, %46, %c1 : index
      %129 = arith.select %128, %c0, %126 : index
      %extracted = tensor.extract %expanded_37[%c0, %125, %c0, %129, %127] : tensor<1x2x1x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x2x2x?x8xf32>
    %collapsed_38 = tensor.collapse_shape %69 [[0], [1, 2], [3], [4]] : tensor<1x2x2x?x8xf32> into tensor<1x4x?x8xf32>
    %70 = tensor.empty(%dim) : tensor<1x4x8x?xf32>
    %transposed_39 = linalg.transpose ins(%collapsed_36 : tensor<1x4x?x8xf32>) outs(%70 : tensor<1x4x8x?xf32>) permutation = [0, 1, 3, 2] 
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %71 = tensor.empty(%dim) : tensor<1x4x?x8xf32>
    %72 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %125 = linalg.index 1 : index
      %126 = linalg.index 2 : index
      %127 = linalg.index 3 : index
      %128 = arith.cmpi eq, %37, %c1 : index
      %129 = arith.select %128, %c0, %126 : index
      %extracted = tensor.extract %57[%c0, %125, %129, %127] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_40 = tensor.collapse_shape %72 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %73 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%70 : tensor<1x4x8x?xf32>) {
    ^bb0(%out: f32):
      %125 = linalg.index 1 : index
      %126 = linalg.index 2 : index
      %127 = linalg.index 3 : index
      %128 = arith.cmpi eq, %dim, %c1 : index
      %129 = arith.select %128, %c0, %127 : index
      %extracted = tensor.extract %transposed_39[%c0, %125, %126, %129] : tensor<1x4x8x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x8x?xf32>
    %collapsed_41 = tensor.collapse_shape %73 [[0, 1], [2], [3]] : tensor<1x4x8x?xf32> into tensor<4x8x?xf32>
    %74 = tensor.empty(%dim, %dim) : tensor<4x?x?xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %76 = linalg.batch_matmul ins(%collapsed_40, %collapsed_41 : tensor<4x?x8xf32>, tensor<4x8x?xf32>) outs(%75 : tensor<4x?x?xf32>) -> tensor<4x?x?xf32>
    %77 = arith.muli %0, %c4_i64 : i64
    %78 = arith.select %28, %c4_i64, %77 : i64
    %79 = arith.muli %78, %0 : i64
    %80 = arith.select %28, %c4_i64, %79 : i64
    %81 = arith.select %28, %31, %30 : i64
    %82 = arith.cmpi sle, %81, %c1_i64 : i64
    cf.assert %82, "must have at most one inferred (negative) dimension"
    %83 = arith.muli %77, %0 : i64
    %84 = arith.divsi %83, %80 : i64
    %85 = arith.select %28, %84, %0 : i64
    %from_elements_42 = tensor.from_elements %c1_i64, %c4_i64, %85, %85 : tensor<4xi64>
    %reshape_43 = tensor.reshape %76(%from_elements_42) : (tensor<4x?x?xf32>, tensor<4xi64>) -> tensor<1x4x?x?xf32>
    %86 = arith.index_cast %85 : i64 to index
    %87 = tensor.empty(%86, %86) : tensor<1x4x?x?xf32>
    %88 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_43 : tensor<1x4x?x?xf32>) outs(%87 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.truncf %cst_4 : f64 to f32
      %126 = arith.mulf %in, %125 : f32
      linalg.yield %126 : f32
    } -> tensor<1x4x?x?xf32>
    %89 = arith.cmpi slt, %dim, %c0 : index
    %90 = arith.addi %dim, %dim : index
    %91 = arith.select %89, %90, %dim : index
    %92 = arith.cmpi slt, %91, %c0 : index
    %93 = arith.select %92, %c-1, %91 : index
    %94 = arith.minsi %93, %dim : index
    %95 = arith.maxsi %94, %c0 : index
    %extracted_slice_44 = tensor.extract_slice %expanded_13[0, 0, 0, 0] [1, 1, %dim, %95] [1, 1, 1, 1] : tensor<1x1x?x?xf32> to tensor<1x1x?x?xf32>
    %96 = arith.cmpi eq, %86, %dim : index
    cf.assert %96, "mismatched size for broadcast"
    %97 = arith.cmpi eq, %86, %95 : index
    cf.assert %97, "mismatched size for broadcast"
    %98 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%88, %extracted_slice_44 : tensor<1x4x?x?xf32>, tensor<1x1x?x?xf32>) outs(%87 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.addf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x?xf32>
    %99 = tensor.empty(%86) : tensor<1x4x?xi64>
    %100 = linalg.fill ins(%c0_i64 : i64) outs(%99 : tensor<1x4x?xi64>) -> tensor<1x4x?xi64>
    %101 = tensor.empty(%86) : tensor<1x4x?xf32>
    %102 = linalg.fill ins(%cst_0 : f32) outs(%101 : tensor<1x4x?xf32>) -> tensor<1x4x?xf32>
    %103:2 = linalg.generic {indexing_maps = [#map6, #map9, #map9], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%98 : tensor<1x4x?x?xf32>) outs(%102, %100 : tensor<1x4x?xf32>, tensor<1x4x?xi64>) {
    ^bb0(%in: f32, %out: f32, %out_56: i64):
      %125 = linalg.index 3 : index
      %126 = arith.index_cast %125 : index to i64
      %127 = arith.maximumf %in, %out : f32
      %128 = arith.cmpf ogt, %in, %out : f32
      %129 = arith.select %128, %126, %out_56 : i64
      linalg.yield %127, %129 : f32, i64
    } -> (tensor<1x4x?xf32>, tensor<1x4x?xi64>)
    %expanded_45 = tensor.expand_shape %103#0 [[0], [1], [2, 3]] output_shape [1, 4, %86, 1] : tensor<1x4x?xf32> into tensor<1x4x?x1xf32>
    %104 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_45 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%87 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.subf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x?xf32>
    %105 = linalg.generic {indexing_maps = [#map6, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%104 : tensor<1x4x?x?xf32>) outs(%87 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = math.exp %in : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x?xf32>
    %106 = tensor.empty(%86) : tensor<1x4x?x1xf32>
    %107 = linalg.fill ins(%cst : f32) outs(%106 : tensor<1x4x?x1xf32>) -> tensor<1x4x?x1xf32>
    %108 = linalg.generic {indexing_maps = [#map6, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%105 : tensor<1x4x?x?xf32>) outs(%107 : tensor<1x4x?x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %125 = arith.addf %in, %out : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x1xf32>
    %109 = linalg.generic {indexing_maps = [#map6, #map10, #map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%105, %108 : tensor<1x4x?x?xf32>, tensor<1x4x?x1xf32>) outs(%87 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_56: f32, %out: f32):
      %125 = arith.divf %in, %in_56 : f32
      linalg.yield %125 : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %110 = tensor.empty(%dim, %dim) : tensor<1x4x?x?xf32>
    %111 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%110 : tensor<1x4x?x?xf32>) {
    ^bb0(%out: f32):
      %125 = linalg.index 1 : index
      %126 = linalg.index 2 : index
      %127 = linalg.index 3 : index
      %128 = arith.cmpi eq, %86, %c1 : index
      %129 = arith.select %128, %c0, %126 : index
      %130 = arith.select %128, %c0, %127 : index
      %extracted = tensor.extract %109[%c0, %125, %129, %130] : tensor<1x4x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x?xf32>
    cf.assert %82, "must have at most one inferred (negative) dimension"
    %from_elements_46 = tensor.from_elements %c4_i64, %85, %85 : tensor<3xi64>
    %reshape_47 = tensor.reshape %111(%from_elements_46) : (tensor<1x4x?x?xf32>, tensor<3xi64>) -> tensor<4x?x?xf32>
    cf.assert %5, "unimplemented: dynamic negative broadcast sizes"
    %112 = linalg.generic {indexing_maps = [#map6], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%71 : tensor<1x4x?x8xf32>) {
    ^bb0(%out: f32):
      %125 = linalg.index 1 : index
      %126 = linalg.index 2 : index
      %127 = linalg.index 3 : index
      %128 = arith.cmpi eq, %dim, %c1 : index
      %129 = arith.select %128, %c0, %126 : index
      %extracted = tensor.extract %collapsed_38[%c0, %125, %129, %127] : tensor<1x4x?x8xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x4x?x8xf32>
    %collapsed_48 = tensor.collapse_shape %112 [[0, 1], [2], [3]] : tensor<1x4x?x8xf32> into tensor<4x?x8xf32>
    %113 = arith.cmpi eq, %85, %0 : i64
    cf.assert %113, "mismatching contracting dimension"
    %114 = tensor.empty(%86) : tensor<4x?x8xf32>
    %115 = linalg.fill ins(%cst : f32) outs(%114 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %116 = linalg.batch_matmul ins(%reshape_47, %collapsed_48 : tensor<4x?x?xf32>, tensor<4x?x8xf32>) outs(%115 : tensor<4x?x8xf32>) -> tensor<4x?x8xf32>
    %expanded_49 = tensor.expand_shape %116 [[0, 1], [2], [3]] output_shape [1, 4, %86, 8] : tensor<4x?x8xf32> into tensor<1x4x?x8xf32>
    %117 = tensor.empty(%86) : tensor<1x?x4x8xf32>
    %transposed_50 = linalg.transpose ins(%expanded_49 : tensor<1x4x?x8xf32>) outs(%117 : tensor<1x?x4x8xf32>) permutation = [0, 2, 1, 3] 
    cf.assert %33, "must have at most one inferred (negative) dimension"
    %118 = arith.muli %85, %c32_i64 : i64
    %119 = arith.divsi %118, %29 : i64
    %120 = arith.select %28, %119, %0 : i64
    %from_elements_51 = tensor.from_elements %c1_i64, %120, %119 : tensor<3xi64>
    %reshape_52 = tensor.reshape %transposed_50(%from_elements_51) : (tensor<1x?x4x8xf32>, tensor<3xi64>) -> tensor<1x?x32xf32>
    %transposed_53 = linalg.transpose ins(%cst_3 : tensor<32x32xf32>) outs(%24 : tensor<32x32xf32>) permutation = [1, 0] 
    %collapsed_54 = tensor.collapse_shape %reshape_52 [[0, 1], [2]] : tensor<1x?x32xf32> into tensor<?x32xf32>
    %121 = arith.index_cast %120 : i64 to index
    %122 = tensor.empty(%121) : tensor<?x32xf32>
    %123 = linalg.fill ins(%cst : f32) outs(%122 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %124 = linalg.matmul ins(%collapsed_54, %transposed_53 : tensor<?x32xf32>, tensor<32x32xf32>) outs(%123 : tensor<?x32xf32>) -> tensor<?x32xf32>
    %expanded_55 = tensor.expand_shape %124 [[0, 1], [2]] output_shape [1, %121, 32] : tensor<?x32xf32> into tensor<1x?x32xf32>
    return %expanded_55 : tensor<1x?x32xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_32_32_torch.float32_1: "0x04000000D733BDBD6F1A51BDF251EABD54AA9B3D558F893C53BB77BD210593BCD4B565BB26361B3E0197213E7D5B0BBE9FAF843DE5CC8B3D8E6E8A3DDF6DC5BC4715353D4C34363D972F303E747E2DBE886289BD9094F3BD3B9DAFBDFD290E3D2DCDDC3DADE308BE6879EB3DB134173E9073B2BD48C2FC3CCEDCB9BD74161B3D71D9A7BDAF088DBDCC5AF2BDB9F316BEBD74103ED5E0B6BC1EB3A0BBF62CB4BD9057FC3DA738CFBD516E92BD6C4E0DBE333718BE31B5203E48C80BBE11EEC7BC709751BD3D9C843D14AB413D8DC40ABE9F91223EB85134BE273B8F3C0EF871BC51CC27BDA3B7F63D70D6183E41A4BC3C4FBE7FBD2994063E3A75E33DD70C023D1D0B46BD6037F43B6957213E650B9D3CBDB00EBDCF4219BE9E02C2BD0CBD023E99FACBBBC3DF40BCB0F68C3DED31EEBD4AA743BC63A64BBD1B6DBD3D6051133EAC53E33DC2F5063EFFC621BE9F8780BD107CAB3CE8BF19BE216C443D4A4FEDBD59239B3D2782123E53DA1ABE0BAF173E80EDA83DCAEAEEBD85442D3E5CC71CBE47BBF3BD3618B4BD22AA12BCD005023DD47E54BD24942BBEA929A7BC9E57093EA05F0B3ED13BB53D8B41D23C32EA333DAE8C0BBE919A923D2C2834BED48295BD12493EBDA7ED043EBCDBA8BB78E9A4BD5801FD3C583416BE70B43FBDE788483D62D13FBCB21598BCE044DD3DE38109BE77CDB6BDB7382F3E5715103DE178EABCF187BB3DFDCBD93D01FDF1BCD8CD96BD41B6ECBC9375833D29E0B8BCECB4D23D5C9E13BEADA0B1BD8CFF093E61FBBD3C04CF113D4A256E3D34182BBD35C890BDF1B94F3D26E73FBDB28E95BDA753BF3C0D242F3D98C182BC55D8F4BDD4F6DABC622DCDBD098CBE3DFFE2EFBD5155103E1C32903D8B021BBEAA55063E3E0433BE1E6528BC9A0AE2BDF9B91BBEAD7B8F3CA189AFBDE5D8023E134D0EBE0C40163EB66ADA3D2D8C1E3E7A0854BDD5E9DDBD9D86F0BDC487163EBA11B4BDBF4EB2BCAB36DFBC2123F93C6C8A14BE87F6113E74F105BE130B323EF7A88DBD429FA1BD6E0DC7BC8E4B563D152906BD83AA34BEEFA6FE3D2B4C333EAFA8B63DD621313EF758453D39F462BC592E10BE38361EBE3443F9BD10B737BD51D1D23D105F95BD15FBE0BBD58023BB33A8ECBDA1CE9CBBACC82E3E37AE103E28DE093E85D38EBCD8764D3BF5EBC53DEDD870BD4DB992BDCCE01A3EAE5A253C6F73F4BD2087183E585CF03C26B6C13D95371DBE455E063DED70DD3D09EBD0BCD0C8CDBD8DD3103E4D64A83DA8384E3DF83D2B3D69B47F3BFD9DCF3DF8491EBDB61CD5BD683E8A3D402E413D81D8893D20D9A0BC2D2DC0BC1A3266BC3BED3E3D21E80ABE85B828BE3179873DAF37C6BD45A573BC25BC483D061ECB3C8064E93D44D4BD3C7F43333D2BA081BC09C3D53C34C0843DEFFCF63D9B842BBEDDCF96BD836F22BEBE5790BDFEB0DC3D23842BBE553222BEF4A0D13D19CCD5BD074D043E589D613D5FC1353DD4CD0F3E66AD27BE418F043E0CD16A3D089BF2BD3D2D303DCDCC49BD9E5191BD12D79CBC45B0AABD3A4A1E3EC1CD1B3E597C9ABC138620BEDE2E31BC455C3F3C88FEF13D525FBA3B65BD523D8A1F403DDA6BCDBD5991E0BD28CA21BEF4F3B5BAA144603DFFF04DBC97B52F3E77200ABD703DECBD5C5CF13C80E84BBDD086C6BC0F662F3E6234A6BBC1201E3E0265C13CB0AF86BD4CB7043E483ACEBDE7A8BF3BF6C0223DCE7EA23DEB0427BE9A140E3C577A3BBDD3BBEA3D859C733DA11A913DE7ADD93D6F1B22BDAC9039BC3239113E4DE611BE8E3FFABD30E1533CDB698FBDE2DF253CBEE71F3E18E0A7BCE5571ABE1D93A4BDFD3D263E75121FBDF6BE9EBD95F6A23DAD46B33CDE991FBE20C0163E79DFCB3DDD561D3E896D9E3D212074BD805F6CBDB373AF3D7D5D0CBD39F50D3DD5672FBEBBF6B2BD777A863DEAC80EBCE30CAEBDB4E51DBEE618E63D099511BD83DB31BE06A52E3E7B2DB03DAA8CD8BD141D04BEDAEB2E3ED47C413AF9BCD9BD7F55D03D1AD316BDEC67463C1E99BCBD8B5219BE2770F0BDFD029FBC6C0C03BE0C6A323EEEC6FA3A94998ABDC1158F3D707C20BE102EB9BD6BFB873D2DCE19BEEF70B43D2773733C6BEF16BE40A633BE59D8643DCB1FAB3D66BF10BD3C1120BEE1A8D0BD33EA993CC6BDD23BDA58393D0E08003D5BD017BCB20EBF3D5A972F3E61C1163EE77C243EE56074BD682377BDF52AA0BCE701563DA98B923D381581BCABD9E9BD3F9408BE4B452E3E22AC42BDCDBEC3BC0CE1DDBDF77BB3BD3E091F3D5C7C983D551F8FBDA34185BD69650F3EB974BABD470E07BE4DEFE1BC763F2C3E1B8D1D3DA018C83C3250B4BCE13BE23DDD71B3BD5777F53D1A0F2B3DAB02A13CB65CC73C4347DFBDBD71063E4325BE3D11940DBE358B28BE0A663ABD6C85F03D3B3EB2BD81C6273E3706B6BDE48323BE9C419F3DC0CBDABDDF48E4BCB3D761BD6E2366BC41BC1DBEFA0726BECCA19B3D2B19A4BC8C64DABDA69093BBE43825BE6833403DE9EEAB3D388E2F3EB97813BE6399AFBCFF79C43DA9E5253E4ACA00BE50DA993D0779953D3643DA3D6698F9BDAA2D013EDEB09DBD3ADADEBD4EC50F3D4859193EF3BFEFBD9C4BC13DD4D9A5BC0C27673D34350D3E079A443D3D4616BE94005ABD7AB60F3DC7B418BE5FC1F03C4D67C2BD19EE0FBD1D84813D1CB011BE1D6FE8BD9C20A53D150933BE9926F93D8B940BBE2A8B3ABB2DA4143D93DB8E3DA9B4E0BDE0E1C23CA6E39B3D13431B3EDB3908BED8FEB3BD7DEF523D6FF5B9BB4250F4BDE55A18BE7DBB20BEFD55FDBD0B259ABD4366FBBD77CC1EBE3815623CE251D43D4EB2AABDEECF903CAAD10EBB9C3AA93D8813FBBDB881093C69F6283EAA3B013E4B6933BE2701DABCECFCD73A69166FBDB6DAEDBD80EAFBBD1890F03DDF6A6ABDBE633ABC7377543D3D37DEBDA113813C5A58D73D03AED3BD3EA9523D69DAC5BBD60FC73D4A91F03D0F1A403D3C07AF3BB6D31BBEB125903D00B9DC3D6A8083BDE7BD33BE13B1123E17F629BD29DE103D518B4BBDF3E1E63D5F8B303E99F0E23DDE6E66BD8AB6FD3D73A6B03DFF488D3CBECE11BEF9749BBD1E1933BEC524F23D9AEF323E7FE4D23D545B673D22212B3DC9412E3EC68BB7BD571773BD8A8822BEC6668FBC83AC463C7F35463D55DDFBBD5894A7BCFD2815BE923F13BEFFC1BC3CD3B330BE54CE403D38C126BE75EAFBBD413E16BD4DBE2CBE7332123EC051143E711ABDBD04AE173DBE35B93DA117663D20FDC1BC4DBD2ABE4EA0033E7FC51EBE541906BD95A9333C16786EBDD86A84BD1D731CBEA0951F3C496EA4BC27D01D3EAE616EBD9DE90B3E841C093C53A8A2BDF5322CBD9956A4BC3701F03A5696EEBCFCE2563D8512153E45A0E33C9122833DF590DF3D83131C3DA5E3A63D5AE8BD3DBE6F293E3E3525BEE3C5773D693C03BC8C0902BDC5948BBD69A8D93D1E98253E61BA13BE2D9AC33DC6A4F93D8519FD3CBB78083B8F4C0B3E22BEAB3B3E9A34BD6DE055BC314F683DD143353DDC431CBC2791643D5002433DE7A212BE596C343DE182DD3DB913A63CD12E84BC9FAA0A3E37271EBE673FA5BD5CA3A3BDFF681C3EF9152FBEEB9F8F3CF9592FBEAC7BBEBB03F2863D2A5429BDCCB82F3E2985133A0694B8BDFBB63A3D8548BC3D9122B8B979DB1A3EDD23E5BD5E799A3D1794CD3D49D2B33D48FC87B8B9B24E3D00030EBE530E0EBE4D0634BC6E80B5BC5869063E6871033EBE7AF53D5DD3A5BD5D1B0EBEC2CB29BE9506833D021D23BE3FB434BE98F7B6BDD7D518BECEAC8EBD91EBE3BD08BDB9BD78192C3E357308BD9B29163E0886803B3A39BABC38FF53BDC56501BE8B7011BEF7AEFA3DA2215FBD7B7D30BE7620263EADE6563B2342F2BD784A0EBE700418BE4DBA1EBEE9CE233E929FF93DB0E36C3C33471ABE39623DBD710C2ABE1888793DBA4140BDD5F21ABD02EC61BD0BBEA93DBCF7C33DB79D1E3D5858B5BCCB1C8FBCDB6F4ABB71CC06BE1AA2303E15249CBDF5A2D23D47F5CABD038C9B3A19DF773D5B3526BE2C11A63D708F0ABEA815CA3C82950FBD6B87CF3DD1EE2F3EA72E233D2567A5BBC35EB3BD29FB863DE341AEBDD58B953DE4EA9CBD7093F53D2DD90A3E25FFDD3D7A19E83AA5E4A73D62F324BE43CD123EC81F3CBDCBFB833D7C3AF5BCBE2273BDED03AABDF285E93D85F7C4BD2260FFBC64A1B63D73F4913C404F18BE450034BE7103B0BD05F5263E9DB500BE4488C73D9493013E671096BDF4E09FBD5C3B02BEB5E2E13C7672CABC77B70C3CC3099D3D8EFF973DBB7164BDF9EB463C83002C3D339B763B30E5103D7CA892BD7560143EA48994BCDB48B9BC977722BE143703BE7730B43B4BF6DFBC9706B6BD6682BD3DA6A581BC40A67E3D6C77183E3972A6BD752FB2BD548011BD314375BC0514B5BDEAD62DBD5EF7A6BB7E65A23DED78273EE10B063EF143993C1D8436BC7279393DE176ECBB1A0DBEBC20FD783D014713BE0BF219BE90B53B3A69775BBD7312B3BDC68428BEE383F23DF5CCE6BBAF83C2BD6D7993BDB75C3E3D124803BEB9043A3C09DE0EBB89AA763D839E8F3D708CECBD32539C3DE3B0083E7B763A3C3371B83D351089BDACD20F3D0293533D1F38A7BD6C87DF3D3E272BBEABFE87BDE404D5BD6AEBD6BDBB60DBBDA6922ABE1587F83C0F3C0FBD946B18BE4B7898B8523CF1BCC059953D39CA0DBE89B34BBD3E0A153DA276993DFB1A5B3C4339443DFDF3343E41D47ABDE0BEF63D8DED1B3EF52120BE70262F3D9B13CD3DBDE4E1BCFDCEC73D8407C53B96CE093E7572793B08C9E7BD1A79093EFD57573D76011A3E54BF333DC13EC03D39BCE13D98D9F33CC15228BD058C153D746EFCBD05E5C53B9BBA68BDFF1D373CD9520FBEBF36DD3DBE0227BE390A9B3DA16CEE3D4AE725BE848D233E1F9106BE3A2F0EBD919BBB3D619B65BD5C52213EDEB69FBD9CE2C1BCC9A8ECBDD9F5A7BDA0A5303E5623083EC541553C45246E3CB69C19BEFEA8083E9D1ED9BC0D0197BD2C0F10BEA9D4143E99ACAB3DFC10DA3D26F3953C31ABF5BDB34D943DB203A73C69FB723D254D34BD00DAAABDC29A143E08B9723DCEEF92BD9751813C87651DBDCBAE77BC3D04CB3D9D1310BE18D4233E19ACF33D9B461F390D1694BD1BA2133DEDA2EFBD9A29EB3DD077BFBD565A0A3DA91732BE045FAD3DDE14F53D9BDE073E5B696C3CDCC2D53DD8E1763DF8C9F23D1E4DCC3D00611EBE74AA983CB6D976BD40DFACBDCC69FD3D2544CFBC00F6E03C3FF3E33D40B2F33DBE35C13DF9D4FCBC145C21BE9BC62DBE4F99633DE37B09BB89BDE4BD391D9E3D374F243EE164D13D044ACCBC95AEC33C7DEEE6BD32E1AA3DDC470CBEE0F2F93D625CA5BDDB968FBDB79F17BECD182FBD2B148CBCF4DFA6BDBFDB003E7EC6CF3DD8C21FBE2CDC90BCBD71733D9FA52E3ED8222DBD3244DE3D754222BC7FDB8ABDB58DDD3DF74D21BE77A8173EACCE343ED3B045BD62038F3D6583343E5F4C5A3DCA948D3D36F0843D861E94BDFDBE303D02F5C0BD30931A3E83239BBD1987253DF1BF51BDFF0DB53D89F63E3B7011C73D6C1144BDD272D4BD98CD8A3DA2BFCBBD579F14BE9BE08B3DD0BDD9BDC61488BD78CC34BDDFA84D3CC1C67ABD644C82BD0EFD35BDB8B6FD3DFFCE583D954CAEBD8640FABD6137863B1CF8673DC36E72BB16EFD33DD941183E7338543DA7CC6E3DAA0AD23DDB0D78BD1C70003DF059123E085EADBDCF6A613CD68A8DBDA8300BBEECC2BF3DEFA4103E0B96C3BDF8AF873DA5085E3D025D8D3D0D4AC73D",
      torch_tensor_16_32_torch.float32_1: "0x04000000A7C270BDB551693DAE24A03D301ACEBBA47B2C3E2F94FABD7CCF8A3D2A0A233EFECEFBBC80B60F3EB7F93E3B2F8E07BECF9EC6BDA4C1863DFEAB9CBD0B262E3D532B323E74F4753D518887BC99FC343D1996D0BD201A18BE791208BECFE417BE4498143DC1090D3DD7DA99BD6D1031BE3A1EC43D926CCDBD21C4F1BC0CC817BE413FCCBD2C07973D1CA928BEE572CEBD36B7073ECBABB9BD1FAA96BD4A4D4BBDB9C19A3D827CEDBD2533913C89DB933D9D4052BC3DED023D14170ABE6FADA33DF54D873D27A5B5BCF5AD15BE7ECE903DC93EEC3D314BFDBC78A4AA3D6431863DC1CD90BD121049BC9031343E19C75A3AA81C10BE133953BC911CB43D205B6CBDFC97BDBDAB1E153ED085BF3DFD07F6BC27F8133C292999BC181B283DE8DDCD3B0F15DBBD2327063D2981973BAF413B3CF3F789BD6586393D6D6112BE8771583DB52FC43DC05F9FBCA89D0CBE077528BAE990833912701CBEBB0800BE896E273EA15E073E97A4C83D31CEFA3D185F8B3D54C0CB3D3BC9EF3D672629BDA617B8BC4013013EB68285B8DC92EBBDB85C0CBEB47ACA3D1CF1153EF3940C3E2000F13C83E8F93D2B3326BEEF6A02BEAC2E2EBE44D8113EF0A8D1BABEB4A6BD2902753DE28587BDFF30E8BD41A38B3DE393043D9CA101BE0B76EEBDBCBFA93D95A4093EB2C76B3CBAD8B5BDB7D1AE3DEA90FC3C8B7A1EBE099EEABDD87B1E3D3005E03DAD9E68BDCE0EAF3D1537E0BD36392D3EF8FB003EFB9F073D7C11A13DAB177C3D54A3D5BD720BCABA3215413D3E6F23BD71962D3E859D8BBDB2A921BEA45BACBD550028BE2D2B153EC485A2BD81B8FEBD308B9CBCD9F1F3BD901EBDBD2B92B83D95E807BE12BCAA3D9B01043EAFE3CFB928C2A03D90CCCABD73290D3E86D92F3E3D112C3D63F5243E40C833BE31029FBC7FDE0F3DF2561DBEF42DB03D6AFA89BD6DF182BD939F0FBE0202943DEDB603BE3FA719BD35D4A03DC75E083E6FBB233D4E0E87BD6B799DBDC034CB3DF957063DFF61183EB456883D71D3113EF0DD11BECA86113E1657A6BD08D341BD20AF8A3A9DC907BD073A0F3D464E213E1050D8BD08BB5F3D6B7C11BEF561E33C3420153EDA1DF43DA8041B3EF6FAC33D41A06FBCDB0D3D3D904797BD41A7193E4546B53DDE7D04BE00851C3E53EA2BBB4FBF00BC552B46BD710A3FBD1DF6103C56BEB0BDAC6228BE007DBABDE31610BD1DB2083EF72A053E93EAD8BDC66BDEBB09FB50BDE5ADC1BD7DA7FEBCBB3C7BBD995CCA3D7B8CB3BD7CCDDE3CBA4DCCBDFBFC61BDB3800E3EE5BCB1BD24282EBCDEE12C3EF6D3773DFB46B8BD7F5ED9BD4BEA7DBD87BE62BD7CA09D3DFAFA20BD90AB183EDBA4C6BDF36B62BDA8CF833D6A92103E6E292D3EE2C9E73C4B2AF43BC734A2BD038FCC3DFADAD1BD16523EBD9D4B17BE8E052EBEB85CCA3D57C4443CD54D103EEC0A103E20FBBD3DC4E2903D1DE93BBD7148C03DBC17AE3DE1A87A3D0237A7BB7A4FD83C9D9B4D3ACF5E03BE1916283D551305BE62A9AF3DC3B4D7BD2D856CBDAFB2ABBD6EE10E3E52F4FEBDA5DCB83DC892B53D00FDFF3DA86B353D6B5DC53D86180F3E41A00E3DF832763D918B0DBE1A3842BD934E833CBF74AF3C3FD17FBD897333BEC44D3CBD6E9A8A3DD3DE1B3E3B7723BE8AD9AC3DB7C32BBEEF1B2DBE89B9E2BDEC46BFBCFA3A4A3DCFAA09BEEC760B3E4FB2233EFE32323CCA58133E86E6A3BD78388FBD8CE0BABCAC3B9E3C9F8DFCBDF0F210BE71048F3D57C5503DE815313E9C9B93BD70B37F3DB61892BD5FB8B23D017120BCEA30063E2923C93DC8AB163ED00CBA3DC4A0D93B5AFF1B3EAAA7D4BD24BC2A3EC6E3303E04EC2C3EA71DA9BD44D4BFBD9D3E373CE079613DC09BB53DFF3D933DD4221A3E126935BDF38C6DBDFBB5723DD0C6493DEA2FD3BD7D128C3C5B7009BE066C54BD27178EBDB4AD1E3EE7F222BEB6C1D5BDA42631BEBF9D363D1E540BBEBB446A3DDF79FBBD41EAE7BDEBF4B8BDB852D93CCF55263E2390293EBCD05ABCD04E31BE94376FBD18FA89BD16021ABDB1548A3DC630B63DD084A03D8DD84E3D399092BD04CCF5BA914DB83C05EDB8BDED8B81BC88C5B4BC85072BBE276FF53D7A6992BCE37B1CBEBC370F3EB9CDC2BD772D803DE784333ED913063CD651503D2ED98F3D13D0083ED6295EBDDDB9CBBDF2A762BCFD900D3EB007793C6F8CFB3DD644ACBA59295E3D2C6CC93B0F3F9D3BF4422CBED8401EBE42C5703C662FB33D4E33F33D4C56FB3B6E9B983D026B973DEE431CBE9C1A1FBE465A0CBE882E473B4AECE4BDD5B667BD13AAD8BCEF408D3D42E2273D61ED273E1C47233E0BF7E6BD6CFD11BAEF23EF3C94071E3E236860BD30488EBDED55E5BDD862053EFC224DBDB59787BD37DFF43D4291263ECC1BF4BB0934FFBDEA7D133E4EA377BD1FD6A6BD9785FEBDFA1DAEBD9DC40DBE50F9D0BDA9E624BE95F011BD1791913D986A09BE066F81B98B8185BD121EAF3DE3C81C3EC3F8BFBCC636B6BDBA160BBEA3B4D4BDD00E513D7C22263DF0F7C23D3A2ED7BC1107BA3D374621BE54A5423D7FBB2F3E902733BEB9F1BBBD1AC4E73DC86AE2BC79FBC0BDF3DDDC3D5C26423C38E1E23B52ED5BBD1B63083E63D2C83D60B6013D4B01DD3C2E35BB3DBE8DE13D3F8294BD73A99EBC71F19E3DAA6FAFBD1943293E07FFF7BDC90FA73D480702BE1B7A683D52DEFC3D0C93AE3C442591BCAE39E63DB4FA01BE4C41F4BD3A481ABE42DADEBDD257963B382AA4BD4650213DB578C33B98A7163EA1FB9CBD581546BD4073EF3D101637BD944E2D3E67CB8FBD50C3FDBAE58D2BBD71E8A83DB1B88A3DBBCBC0BDF68FEE3DBB0938BC5A1A37BD7AB169BB93F5FB3DBF91313E252AB03DDC66FD3C6247EC3D976497BD",
      torch_tensor_16_32_torch.float32: "0x04000000C8EE4ABCF7F82ABEFFBED0BD8ED1923DE59675BDBDE3F93D5E1A0F3EB5A9D23C600665BC81D765BD4E7412BC16CC033D95450ABE250D2DBD729216BEF733DE3D328FE6BD7D5E253E3AA73ABD2B67CFBD4FF1AD3DBBE3D73C23B2FA3DE323973D10622EBE69FCE43D925A08BDB802A0BD00EAE53DDC05043E7B1A1FBE6EF282BC7EA7143E79368C3DD480183EEE2378BD44B7C7BD08A91B3EF0E7963D80C62D3EEA3897BDF973E8BD0EBEA9BCB5712ABE01E98D3D8C84053EDAD12D3D6E168FBC4680B33DF5CDE5BDB714313ED4FE33BE17682DBEC6192BBD59DD133E65FF903C160A8B3D3CB004BEC507843D61D2A1BC171D913DE7AFFF3DFD5E9D3D465F76BC006932BC4110E3BD3CF382BD3A44EB3D1F2D91BD25D7E03D558F8FBD03A328BD2E8F763B7D1D26BE435BE7BAC4F791BCD11882BC01BF10BD27B60E3E0797053ED45FF5BD392DA83D09FD0DBE0A1B1ABE5E565D3D1F432A3BB2E4A8BD05982EBE82288CBD6BD7713D408D27BEA2DA2FBE27BBB73C366802BE64961EBE0F7D8BBD7527E9BC437E24BE46BEF1BDA0E73D3C34B22ABE688BCBBCF4C4E9BD8DFAFABDDC4A8E3D26540BBEC22E09BEC676CE3DC960073D4CDB243EE88A41BDC1DEAEBD870586BCA3746A3AA90D0A3E4A4F34BE26384EBC0A26A03D595EC7BD74F7B7BD2DF6AE3D36732DBE05932B3D89240CBEA3F4B33D63C71ABE4595DE3DDB5B2BBEA92818BEFABA2A3B22A40E3E2F061BBEA97DA1BD72FC1E3E11DAF2BCAFFC953DE9232EBE60B563BDD9DAB7BD429C183EB042963DDD1504BE4B7BE93C7F2705BB32C094BD77C0CEBDDD4670BD2AAF0E3E9EC301BEABF200BE47645FBD668A493B3C1A453D4AD3AD3BD14D2EBDB085DBBD50EC01BD68BD91BD3040123EB93430BEFBEDE6BD8A4613BE7E5404BD45100D3EA9AB1E3E5C961DBED8F9FABB2381D43DF2959F3D0D46143E49ADA0BB4C40F3BDE77FEF3DF34B78BD6775BB3D677032BD88E6993D41D0223E6352283E47BD24BE407BEFBDE4B095BD58DFE6BD25B02D3E73CC7FBCAA27F0BD771AA1BD33FAC7BD3BB5933DF2E41DBE72C828BE1C7132BECBDD9B3DFE02B33DCADAE0BD408E333D2EA0053E386BD23C913319BD72FC553C43489BBC4249B63D0FD4F5BD3997B73DB30DCC3D9D59DBBD55D0133E60CB313EDDB98EBD5CCF4ABD896CB43D72D00DBECC2B8F3D41EE283D2834E43D103C1DBE5B6316BE239AA23D0569823D977C28BEF1E4C9BDF9A025BEB8AF01BE0A5AA3BDEBCC153ED52010BDF5EFCF3D1EE92B3E21FEA43DE60C22BEA32FB63D14188A3D464D0C3E4C9032BED9A8DE3DFC2B143EFC6928BEDB83973C06881A3E26A803BE6F956D3D08FA9F3D03C63D3DAFFB333E0637143E704E1B3E0082B4BCBDD2173EB8B128BEDF5DC3BDD2DD1ABD931757BDE434273ED5C2AA3DD015E93D1943F63DDB3807BE0BBAA7BC5877D33CBC533C3D0F2CBA3DC10E90BD90555ABD6377173EBD5442BDAE7CFBBD047AF53D0F28F53DF50B63BDF1C110BD0F9205BE092B17BEFC24883D05A99ABDD21B103ECFF110BEDA2BC8BC5B257A3B9811BA3D2781123E992CF53D345E9F3D6B2CA6BD484601BE35F121BEA1AB0F3C2C912F3E768809BD56DCF3BBB08B03BE7C4C5E3DC886E53D477832BE62EBFEBD1A15063E936F2B3DD79234BC4F6F013D222EDCBC660DFDBD5E2629BE9F1DEE3D1A3DACBCE07486BD35E53ABDD876C5BDAB7556BDBD631BBEF476073EF5D5933D7895B6BD1E2377BD936CA23D9C1086BD43EF3E3D595E473DA1E6E3BDE961353D5235313C70191E3E2AFE82BD32233ABD64F71B3E21D213BEFF40513C9C692E3E9853A2BD3E8A2D3E35A0203ED368283EFA2F8ABC91C1233E4CBF9DBDFDDA77BD51EF883D96F5183D4595C73DB3062C3EDBA1E2BDC124C03D2940723D0300BF3D32ABAB3D836D87BDD9110FBE97E2103E8572CEBD0E76E73D68722CBEC088FABCDD94F53A9E90FA3C4F1D6A3C4C29643D823EA1BC6954313D4722333E0342EABD11211EBCD1328ABDECD41E3EB3F51A3ED8F59DBB23FD7ABD02B1DFBDC886013E4C7347BC597C2A3EF674CE3D72721E3E262C0F3E9D44EBBD64F0533D601F96BD71A7B53D0A3482BCB5BB7A3C9E63FABD18C821BE7F55883DD743283DE0947B3C0BE5F53D972D97BD4C84803DA165C7BD5E07163D494E25BD9B8BFD3D5A4C1E3E37381D3EC949023CE07DD53D05DD34BEAB5ED4BDD068013D9338813A061D0EBE153EA0BD7717A9BDDB5833BE931C8A3CB2CCF63D31F0923D3904ACBD483926BED00A12BE9DE5563B1C0DF93DA09D92BD6400C5BDC221C1BDD2BA7ABCE6E72BBE51BD1FBE9831323E7DA9ACBDE49802BD97BA41BDCF061FBEBB4CFFBCF4A65D3D300293BD61E1F6BB26AC5DBAA43434BEBA8C033EF538123E07D7F63D2AC96DBD2730BD3DE09929BE892033BD154413BD29B57FBD680E983D3CF7A4BDC2D8A7BC6D1451BDFFFD29BE3026EFBCDB6819BE331BD33D0A7FC13DD593293EAE2573BD9D48133C0AD70D3D65B2343EBDEC253E8B5EBBBDA3071ABE8E2623BEDF57AEBDD932183E5D2E733D36A82E3EE02C063E65F5273BF661E0BDF7C3303E6035113EFABD9C3DBCC4C5BD719A0E3E1ECE833C6A64EF3D581A973DDD3EC03D12D71EBE5EBEC8BDF623D93DEED916BDB07B1DBE6D9E243E6A897ABB7F06123EDD7C0DBE9D4B793D5F5E88BDF75998BD490517BDD40186BDFD61C63DF59209BD8740093EE538253D13C3DFBC021DD1BD28C125BEC13A53BD2FA127BE792606BD4A5A3D3B36A63ABCEAD6B1BD2347FB3D94E4CB3D666532BD290B8FBD329CE33DC17D1D3E8FBF25BE8E711CBD536486BC7E1483BDB1891A3EB1E8D5BC1B7A193E6F17653A4B159DBC812DD3BD",
      torch_tensor_32_32_torch.float32: "0x040000002279ADBA9C36C23DB1FC14BE1D3805BED6708BBDAB2A423D578A65BB40870F3EDE8380BC97993F3D5DD35ABD1B540EBDC2EF2CBE90C5EFBD9F3D95BD4C94D63B6B208F3D403BD93DDE70F5BD86A79DBDA77F833DF750163EE70315BD7A75073E1E6BE9BC353C993CA1E8233E20ED27BEC5EAE3BDAC4F37BD661F8DBD9E661C3E85AAEABD86A8A6BD53EFFCBD208929BE2D56D3BD979A1B3E5E8CA13D5F78AF3D4952183C7B9CB9BD6E01F53C4D0429BE68CC02BE4CA4BABD876CE43D5D45D43DF68FA0BDF202D1BBB38BE73D12F5333ECBAF8F3DA6A2C33CF2BDF23D522BD5BD70ED063D65580CBE8AECFABDF205BBBD10D0A33DFD98913D5B74D6BDB8BF5A3DC5BFC63D43C8B6BCCF2BDD3BAAC5273DAE99E03D4ED02D3E6D7F0BBE1CAD84BDE7488E3DC4FB153E3C861D3E40B91F3E171A103D49691DBE2838853C4B7EE2BDA4B328BE96D5203ECBA3093E649234BEEC86073DC6F4F3BC5C4FEEBCC7B9A5BD65398B3DD06FD6BD61B8843DFD15B73D2B96013ECB5E873D452933BE76DAEABD77C5B43DE58C173DD5350DBE0B78D0BD374B2A3EB8F2F33DA3DB9DBD3F3D36BD4D702CBE123C50BB775108BE67A10BBEE4951FBCEA6ED93C0B4494BD5DD3D63D8F50DCBD6440243EE51AF83D88A618BE253634BD67B0023C8F49D33C86BB2B3DFF128E3D4A7D2D3C2AA6B0BD0E50AB3D81A42DBE2E95D6BD184235BD975AB0BD714E7DBD0C5E14BEB0051ABDB5C61A3D16DBEBBD02A314BC3595013EE4DE94BC5DFDA03B86DC79BC2E8A123DCF32E63D4A782B3E30EAE53DB9DC2B3E447751BC129D22BE61A2ABBD9783F63DC23396BA33F3B3BD9DB70ABE466829BE24C818BE97DE12BD4F8BC63DA4BBC33DB0942EBE4ED5E13D3BA60DBED01319BDF9CB92BDE6770BBDD42A0EBD0C7022BE884C1CBE439BE2BC88D2153B0F77A4BD3361883D8FED22BEC47643BC22311F3E34AC93BD0576233E191D833DE55C23BE970FE53DEA1BA7BCD59DA1BDB1C0103EE64712BEE6649B3C619917BDA844013E4A1F4A3D26F6AD3DE2B67F3D4E1F2EBD044718BDB72C15BE252BC43DB3B90F3E42B7F73DCD5FFFBDD22C013CA236FFBDEB4BC7BD40F6D2BD2773773D5DBED7BDEDC17CBB42AFF33BE360E93D0ED608BE428BF8BDD038D2BD2867FD3DE62382BD11B0183E79EA823DC25FB73C487BACBA01230FBDD6B1B53CD65625BD4ACEA2BA43C6B83C21980DBE7FC1BDBDFB2B123ED8E712BE13F94FBC4312333E23C8823DB401A43B87DF1CBE9058B33DC4EF00BE288A4DBD95F072BD1474D6BCFF71FD3A5D4E153E33C9B43C4123223EAC76DD3DCAE2E4BD3660A23D78ECFFBDEB7099BDB3F7543DA9156F3D48CE073E8C1769BDF25E9439D362BA3DF80F2FBE9CDF023E5FB015BE6EAC1F3BE835F6BC0DADBEBD7367BF3C33B0153E76A953BDB2F0D6BD5DE585BDC16A33BE0D6CA33DC1DFADBD5D9AF1BD2C92D0BD0528D03DE5B9BF3DB1EF0A3EDE51833D0AD071BD92574ABD04EA553DDECD143EF8DE443D034CABBDAA2FAABDEF252BBE7A6F1C3D762BCBBD786421BE4ABB1E3EAA1CEBBD8BBEA4BC88714F3D0A8BB83BF59BF3BD655212BE8E49103ECCD0EB3C972D163E79BD72BDE947553D4A9425BD5CCD00BC5F7FDCBD35E2743DB7ED643DA5FC6EBBB8D822BDE22BDFBDAF5DFA3D52C106BE9350943D3B7973BD0DACAEBDB113023D4210BCBDB8D4263DE7310E3DAB6706BE9B1DF13CED339A3D5E4E8F3DB44AB6BCBD6514BE2A3DDFBC457A7B3D811984BD4C6C893DAD1AF13D000ABDBDD280E43ADFB3953DA901633CDDEE713C0ED3B43CD54E0EBEAA9D633C6BB3FA3D771E233EDFC9D43DA00EC23CC313A93DDB1FB0BD350216BE8FA91BBE2F96343E7BD1E53DDB40FABD1CA58D3D2FB3083E1AF3343E4A481E3ED43E0C3E5E0026BDE11B7EBD2FA0143E0CE1CA3D05DED9BD50BD223E0EECAE3D315CC53DD2EAE2BDD6BC4F3D96D57DBDCE700D3E784A02BD39F28C3DA99C003D33099A3DB90F76BD0A85B03D9DDFFCBD5789233DD2F3F4BD169532BE5E5E11BECBE80E3E36E0C33DCFD5293EB804113E93A821BE0311F7BD20FFE9BC9E1EEBBDFC65FB3D1EDA08BEA2A3B0BD98E12EBEBD8BCDBD63E2143E1E36143E9994013E1CC50B3EBFF5203ECF6839BD3A4C9F3D9046213ED3896F3DF3F5343EAAC6BB3D8C0FE13DE06B7DBD53B7AD3D0767A63C16EC2CBDB315CCBD5925CBBD794A0BBE2B0CF33D3AB1003E81D1A4BCB881D1BD2CE90B3E0C85E73D594B573C65EEAABD8D5D263E660D943D846B09BE21402D3E1A76093EB5F583BD8D85CB3DD6B4CDBD53F2E2BC28B4193E9258EF3B290500BEAF0272BD1B8C44BD03B20BBDDC968A3C7B69273EC5111B3C8389DFBDBF72143CC897AD3DF395B33DC77025BE739101BD068606BE077A9ABDAD70823D1C8C00BE5A94863D2FA5193ED3F63D3C584BF1BD88B681BDCD1C1E3D8AFE09BE53DDB33D8A5724BE3F032EBEADE32FBE85E312BD5C72F33DBC542BBE0076163EE1D290BD1C12543D8514043C853A23BEE51F163EF6EFC23DB4EE333E06E8B63D72F8EEBD6713173E17A91B3C48AFAB3D862511BE8B4350BD23BD31BEE8028DBDBE341C3D24210EBE58CF663D4658C23DCCBDC93CEA3BF2BD0D590CBED0635FBD7AEB9E3D8C8E323EC82ED03D5D13A3BC99DF7D3D639731BEDD9B1ABE1CEEA83D6F10CDBDDC2CAE3D2293FFBD5B52B3BD881A15BE30EDBC3D538F93BC0C500B3E3F0EE03DD754C83DA144BA3B68DE5FBDF56F1DBDEB75C03C4D77B33D00A4FDBDEFEC173E3D759DBC32AF17BE44E2C3BD4B2B203E0F8C253EAEAC27BE6358FF3D6370B53D214CD63DF83C193EF01EC3BD64A5643D8328943DC6F555BD9450723DA65350BDA2D5DF3D0AE648BD6AF786BD2849363DAE69803DBFE1B0BDB403803C79D0D13D2E1690BC7E5C5C3D55A32EBDF1C97D3D1D2103BEA0E3D4BD74C4B7BDD65B263E73D642BD4B0EFDB9F767AFBDB6B5343ED2CB303EB98508BE36BF12BE1D3609BE6C7D5FBAF59138BD89F8ECBD6ADA81BDF1CC083D6F29BDBD6171203DDD0A26BD406EAFBD97F4C63C3AD8143E4FC4F4BD077D063C188285BDABA2313E97BE2BBE45892DBEAC5F323EE80EE5BD91D20A3D1AF879BC2E8818BD98B821BDD70DE63D4F6F0A3C393E30BEB3BBD5BD93D676BD0D2FB63D9549EABDCAAF2A3EF44521BD4A0402BDD2D60D3EA3F6B53DB486193E526BD13DD5A65BBDE233F0BD877E57BC83D1153EC30373BD34DF27BEF268943D9737303EF7214EBD66E315BE023224BE0E74353DC64E5BBC2DD3B6BDEE5B123DC57C893DD6F70F3E4A8A0C3EE2C3D8BCED9D1FBEC19223BE1004293E840AA03DB9D09D3D2A9F1CBE73A0273EC77C2B3E676F233E88B418BE0C9B88BD41FFF8BD496B2B3E8F8F9BBD574AA5BD3EADBD3DF079A7BDE34FB2BD30587DBC29328BBC9A020DBEF9E8163EFFB39FBDA66B803D99721D3E0295B63D9007CD3C86051A3E84ABC23CE57FA7BD843E2B3EFF5F2B3DFA9D30BE83234EBDE59BF6BD91B51E3E2228EFBCEE0025BE5B1236BC6D5DE33D981D3C3DDAF4643DAA7E863C8CF9863D426C30BDE10490BD473329BE595E08BE92E89C3D315ED6BDFBC2CF3C8A1E673DE8114D3C49BAEABD2A1D2D3E7986D2BD75E3143E9C0010BEFB2C2EBD10F0C43D08EC93BD6310183EA623F9BDCF0318BE0B40A3BD4518EA3CB3AC263E6CD6ACBDAA79813D028835BD6C061DBDA81A053E95490CBE36D0993C743B2A3E7EFEC6BCE18C0C3E0BFC5EBDB6B6113E021B2FBE9FB6D0BCFA5CFEBCA0A96A3DA7098E3D5DFD0A3E37C1D7BCF2B4E5BB9BEDF73D77EA43BD09B01E3EBC0CF1BD60B49CBC41901BBC958BA13D6784F73DB989E5BC94F815BE2963B33D3298583D416E913D7754DFBDA901E93D10742B3E15517B3CB11429BEC125FE3D8E3706BEF771263D5171D23C8472A9BDDA1E7C3DDCE821BE5DEA243DC783E5BD23989CBC4446BA3CEA371A3E6ABCACBD5EEFE73DF2F6B7BC35F1ABBDAFA11DBEAC1626BE11C9303EA59534BDCEAA103C694E443DDF16F63DCD7E1A3E4ECF123E3A1D06BECB04E8BC5E3BD6BDF7D9CEBD9AC12B3DD7E9293EEB0311BE801BDB3D7BB4BBBD19080DBD19B00F3EC9C323BDE1DC833CAA13FDBD4F171A3EE533BBBC546504BE6F04543D38B500BEE2A30FBED570303C20850F3EFEE64CBD4D66AA3DC38D1B3E4820F03D50E9BDBD1BBF9EBC2FDB63BDD28F11BE502D99388E34083EF982183E251D873C6374243D00BC9CBD1DA4083EBAA596BDBD7DFBBDA301DF3C2D00D93D9C3423BEB6A2233E8F3C823D1FA6FDBDC0F81BBD7A0C1D3E62E20ABE9DA153BDAC7B6D3D9D961EBE0D78C63D5875BC3DD389E03D14D1E6BDA24B343E439AD6BD0CB8343EF7B82DBE654821BEE15CDE3DD459973C0A16273C617BC8BDC8DD97BD0EB653BD4A5730BE7584163C3D0F003DFAEE1CB998D3693DA8C22B3E4785403D498884BDEEFE94BD65A2E7BDD6F8FABD9F39E9BC7A1000BDB30EA13DA8BF9ABD2D4F103E0D09FEBDAEB5033ACEB8223EC000343E20B7D1BDA9FA003D580FAB3C10BEA9BD3D2A7ABD861E443DC4BFFBBD73F0EE3CBFA99C3D2BAB8EBDB35C163E7E9B3EBCF442A43DBD43333ED9535DBD19BCC43D761B4FBD4989D3BCA16BF5BCDFF28FBA4BC488BDD9B6293DA344DA3B1C7EE53D9F8E12BDA038913CC5AC86BD679817BE5481923D8A4DB93C98FD90BD6BD074BD975C3D3DE8EC02BD6395EC3D570E243C5AC1883D28BD9D3D09AA31BD34A49C3D8794053E8E48053C61B20D3D6B7AD23BEEA9FA3DDDD998BDE772C0BD78C29D3D2F8B1DBE65BD393B947FA6BD2AF5EE3D3C8928BE0D84DB3DBB17333E8982123DB0F840BCB52F323ED3B79ABD711768BCDD899EBDB4E7C7BCC45E1D3DE36AC13C94C208BD90FD34BE894D143CB696ABBB0FDBD93CC4B40A3ED7F32F3E8BCAD6BD079934BC310F91BDEFD526BE6AB803BED0E5293E3617D33D2F78C23D5633C93DE9D00FBE8515983C337A283E760CCABDA508213EBD503E3DC0B5FE3DC8179BBD00E8A63DAF7820BE15E737BC5084713D9325593D7B7A173E43E1313E01AF243EE711F33D2089FE3DE4DABABCC07A0CBE096686BD8E93A2BC0DA4C3BD4910B93DBE2B7E3D9CA9E93C9CE82E3D50041F3EA7DD833D34BE1EBE016603BE84919F3D785AC53C3090B03DA1C934BEA40E27BEFD02DE3D9493E73D2BC523BEAF6C893D10590DBE5C16093E6335633D53FD323ECE7B32BE54432EBE6CC6F43D91B6203E57D0DD3DB1B1F03DA77718BE3606033EACE82ABE95C2213DDE25EDBDD4CC8FBD2736003DAC588EBD9A21E5BC15932BBEA4AD2ABE8C3D8C3D403E99BDB442DCBDA2DA8EBDE7FE13BEF7B410BE49A2D83DD800B83D37E6C03C61C4C5BDB7E6703D081E023C9E5E01BE67D01B3D78D3243E400D32BE140134BE758BB93CC54F083EFC4BDCBD74651F3D0382FE3DB03E5F3DB8B21C3D919B343EBADBEB3DCE9ECBBDCC587A3C9FF4B83D86A41F3E221A34BEBE0BC43D033952BD0B4231BEF2B9203D4B19C5BD9E38CD3C700DEBBDE93808BE3CC175BC773C73BD60BED33DDFB6793CD34B0D3EBAB1073DD5D568BD9038F53DDD441E3C3EE7073D30E168BDE64E263A7B380BBD893C76BC592C0DBEEE7E8EBA0A4116BE77C51BBD71D1D13D63BEFBBD6608F4BD7CCD30BD877E46BD8727F53C936AF03CAB96B73DC266F9BD5F654CBC2D7CCA3D9A931C3ECD4553BC9E7BD1BD2825503D3D2CCE3D022FE2BDB216D2BD3C05A03D",
      torch_tensor_4_torch.float32: "0x040000000000803FCDCCCC3D0AD7233C6F12833A"
    }
  }
#-}
