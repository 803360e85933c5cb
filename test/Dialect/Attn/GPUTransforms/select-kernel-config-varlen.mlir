// RUN: attn-opt %s --attn-select-kernel-config | FileCheck %s
// RUN: attn-opt %s --attn-select-kernel-config="chip=sm_90a" | FileCheck %s --check-prefix=HOPPER
// RUN: attn-opt %s --attn-select-kernel-config --attn-report-tiles 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: attn-opt %s --attn-select-kernel-config="target=spirv" | FileCheck %s --check-prefix=VULKAN
// RUN: not attn-opt %s --attn-select-kernel-config="kernel=reference" 2>&1 | FileCheck %s --check-prefix=REFERENCE

// Packed sequences get the configuration of one sequence's attention (the
// kernel convert-attn-to-gpu builds runs it on each sequence), reported as
// any kernel's; the Vulkan target leaves them alone (its conversion refuses
// them), and there is no reference kernel of them.
// CHECK: attn.varlen_attention
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64
// On sm_90a the wgmma kernel, with cp.async copies: a tensor map does not
// describe the rows of packed sequences.
// HOPPER: attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 64, tile_n = 128, {{.*}} copy = async,
// REPORT: remark: kernel=mma_sync tile_m=128 tile_n=64 {{.*}} packed_sequences hbm_bytes=dynamic
// VULKAN-NOT: attn.kernel_config
// REFERENCE: error: 'attn.varlen_attention' op has no reference kernel (kernel=reference checks one attn.attention, one sequence, at a time)
func.func @varlen(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  %r = attn.varlen_attention indexing_maps = [
      affine_map<(h, m, n, k1, k2) -> (m, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(h, m, n, k1, k2) -> (m, h, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>) -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}
