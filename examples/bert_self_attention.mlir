// BERT-base self-attention core (12 heads of 64, sequence 384, batch 2)
// as a PyTorch -> torch-mlir style frontend emits it in linalg on tensors:
// heads collapsed into the batch dim, K transposed by a generic, Q·Kᵀ as
// linalg.batch_matmul, the 1/sqrt(64) scale as a division of the scores,
// linalg.softmax over the keys, P·V as linalg.batch_matmul.
//
// Run it (raise, lower to LLVM, execute, compare with a float64 reference):
//   python3 -m attn_mlir.check --input examples/bert_self_attention.mlir \
//       --func bert_self_attention --scale 0.125

func.func @bert_self_attention(%q: tensor<24x384x64xf32>, %k: tensor<24x384x64xf32>,
                               %v: tensor<24x384x64xf32>) -> tensor<24x384x64xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %sqrt_d = arith.constant 8.000000e+00 : f32

  // Kᵀ
  %kt_init = tensor.empty() : tensor<24x64x384xf32>
  %kt = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (b, j, i)>, affine_map<(b, i, j) -> (b, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%k : tensor<24x384x64xf32>) outs(%kt_init : tensor<24x64x384xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<24x64x384xf32>

  // S = Q·Kᵀ / sqrt(d)
  %s_init = tensor.empty() : tensor<24x384x384xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<24x384x384xf32>) -> tensor<24x384x384xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<24x384x64xf32>, tensor<24x64x384xf32>)
                           outs(%s_zero : tensor<24x384x384xf32>) -> tensor<24x384x384xf32>
  %scaled = linalg.generic {
      indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>, affine_map<(b, i, j) -> (b, i, j)>],
      iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%s : tensor<24x384x384xf32>) outs(%s_init : tensor<24x384x384xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %sqrt_d : f32
    linalg.yield %d : f32
  } -> tensor<24x384x384xf32>

  // P = softmax(S) over the keys
  %p = linalg.softmax dimension(2) ins(%scaled : tensor<24x384x384xf32>)
                                   outs(%s_init : tensor<24x384x384xf32>) -> tensor<24x384x384xf32>

  // O = P·V
  %o_init = tensor.empty() : tensor<24x384x64xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<24x384x64xf32>) -> tensor<24x384x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<24x384x384xf32>, tensor<24x384x64xf32>)
                           outs(%o_zero : tensor<24x384x64xf32>) -> tensor<24x384x64xf32>
  return %o : tensor<24x384x64xf32>
}
