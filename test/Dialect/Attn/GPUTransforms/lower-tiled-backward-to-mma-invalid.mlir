// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(attn-lower-tiled-backward-to-mma))' --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_75}))' 2>&1 | FileCheck %s --check-prefix=CHIP

// CHIP: attn-lower-tiled-backward-to-mma: unknown NVIDIA chip 'sm_75'; known chips: sm_80, sm_90, sm_90a

// A tensor-core kernel whose gradients are not tiled into a pass.
#q = affine_map<(m, n, k1, k2) -> (m, k1)>
#k = affine_map<(m, n, k1, k2) -> (n, k1)>
#v = affine_map<(m, n, k1, k2) -> (n, k2)>
#o = affine_map<(m, n, k1, k2) -> (m, k2)>
#l = affine_map<(m, n, k1, k2) -> (m)>
module attributes {gpu.container_module} {
  gpu.module @kernels {
    // expected-error @+1 {{expected one pass of the tiled backward (attn-tile-backward) in the kernel}}
    gpu.func @untiled(%q: tensor<64x64xf16>, %k: tensor<64x64xf16>, %v: tensor<64x64xf16>, %s: f32,
                      %o: tensor<64x64xf16>, %do: tensor<64x64xf16>, %lse: tensor<64xf32>) kernel
        attributes {attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 64, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, mma_shape = [16, 8, 16]>} {
      %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
          ins(%q, %k, %v, %s : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>, f32)
          grads(%o, %do, %lse : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64xf32>)
          outs(%q, %k, %v : tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>)
          -> tensor<64x64xf16>, tensor<64x64xf16>, tensor<64x64xf16>
      gpu.return
    }
  }
}
