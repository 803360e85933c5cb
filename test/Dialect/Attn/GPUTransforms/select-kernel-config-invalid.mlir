// RUN: not attn-opt %s --attn-select-kernel-config=target=rocdl 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not attn-opt %s --attn-select-kernel-config="target=spirv target-env=mali" 2>&1 | FileCheck %s --check-prefix=ENV
// RUN: not attn-opt %s --attn-select-kernel-config=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not attn-opt %s --attn-select-kernel-config=kernel=wmma 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: not attn-opt %s --attn-select-kernel-config="target=spirv kernel=mma" 2>&1 | FileCheck %s --check-prefix=VKKERNEL
// RUN: not attn-opt %s --attn-select-kernel-config="kernel=mma tile-m=32" 2>&1 | FileCheck %s --check-prefix=MMA-TILE
// RUN: not attn-opt %s --attn-select-kernel-config="tile-n=1099511627776" 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not attn-opt %s --attn-select-kernel-config="target=spirv kernel=cooperative-matrix" 2>&1 | FileCheck %s --check-prefix=COOP

// TARGET: error: attn-select-kernel-config: unknown target 'rocdl'; expected nvvm or spirv
// ENV: error: attn-select-kernel-config: unknown Vulkan target env 'mali'
// CHIP: error: 'attn.attention' op unknown NVIDIA chip 'sm_75'; known chips: sm_80, sm_90, sm_90a
// KERNEL: error: 'attn.attention' op unknown kernel 'wmma'; expected auto, mma, wgmma, simt or reference
// VKKERNEL: error: 'attn.attention' op unknown kernel 'mma'; expected auto, cooperative-matrix, simt or reference
// MMA-TILE: error: 'attn.attention' op the tensor-core kernel needs tile-m 64 or 128
// WIDE: error: 'attn.attention' op tile-n must be from 0 (from the target) to 65536, got 1099511627776
// COOP: error: 'attn.attention' op the cooperative-matrix kernel needs the SPIR-V capability CooperativeMatrixKHR
func.func @f16_d64(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}
