// RUN: attn-opt %s --attn-to-llvm-pipeline | FileCheck %s
// RUN: attn-opt %s --attn-to-llvm-pipeline --mlir-print-ir-after=attn-tile-backward 2>&1 | FileCheck %s --check-prefix=TILED
// RUN: attn-opt %s --attn-to-llvm-pipeline=reference=1 | FileCheck %s
// RUN: not attn-opt %s --attn-to-nvvm-pipeline 2>&1 | FileCheck %s --check-prefix=NVVM
// RUN: not attn-opt %s --attn-to-spirv-pipeline 2>&1 | FileCheck %s --check-prefix=SPIRV

// The gradients run on the host on both CPU paths (the tiled one through
// attn-tile-backward's query and key passes, the reference materialised),
// to LLVM with no attn op left. The NVVM pipeline's tensor-core backward
// takes f16 and bf16 (its f32 refusal is the conversion's); the SPIR-V
// pipeline has no kernel for them.
// TILED: IR Dump After AttnTileBackwardPass
// TILED: scf.forall
// TILED: attn.backward_dq_step
// TILED: scf.forall
// TILED: attn.backward_dkdv_step
// TILED-NOT: attn.attention_backward
// CHECK: llvm.func @attention_backward
// CHECK-NOT: attn.
// NVVM: error: 'attn.attention_backward' op the tensor-core backward needs f16 or bf16 query, key, value, output and output gradient of one type, got 'f32', 'f32', 'f32', 'f32', 'f32'
// SPIRV: error: 'attn.attention_backward' op has no GPU kernel yet (convert-attn-to-gpu-vulkan converts attn.attention)
func.func @attention_backward(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x8xf32>, %s: f32,
    %o: tensor<2x8x8xf32>, %do: tensor<2x8x8xf32>, %lse: tensor<2x8xf32>) -> (tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x8xf32>) {
  %dq0 = tensor.empty() : tensor<2x8x16xf32>
  %dk0 = tensor.empty() : tensor<2x12x16xf32>
  %dv0 = tensor.empty() : tensor<2x12x8xf32>
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x8xf32>, f32)
      grads(%o, %do, %lse : tensor<2x8x8xf32>, tensor<2x8x8xf32>, tensor<2x8xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x8xf32>)
      -> tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x8xf32>
  return %dq, %dk, %dv : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x8xf32>
}
