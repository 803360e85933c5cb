// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=generic --verify-diagnostics
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan=target-env=mali 2>&1 | FileCheck %s --check-prefix=ENV
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="tile-m=2048" 2>&1 | FileCheck %s --check-prefix=INVOCATIONS
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="tile-n=512" 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=generic tile-m=256" 2>&1 | FileCheck %s --check-prefix=GENERIC-INVOCATIONS
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env={#spirv.target_env<#spirv.vce<v1.0, [Shader], []>, api=Vulkan, #spirv.resource_limits<max_compute_shared_memory_size = 8192>>}" 2>&1 | FileCheck %s --check-prefix=SMALL

// ENV: convert-attn-to-gpu-vulkan: unknown Vulkan target env 'mali'; expected one of lavapipe, nvidia, generic or a #spirv.target_env<...> attribute
// INVOCATIONS: error: 'attn.attention' op tile-m = 2048 with 1 lanes per row needs 2048 invocations per workgroup, more than the 1024 the Vulkan target allows
// SHARED: error: 'attn.attention' op needs 65536 bytes of shared memory per workgroup (tile-n = 512), more than the 32768 the Vulkan target allows
// SMALL: error: 'attn.attention' op needs 16384 bytes of shared memory per workgroup (tile-n = 8), more than the 8192 the Vulkan target allows
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=lanes-per-row=3 2>&1 | FileCheck %s --check-prefix=LANES3
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=lanes-per-row=16 2>&1 | FileCheck %s --check-prefix=LANES16
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=lanes-per-row=8 2>&1 | FileCheck %s --check-prefix=LANES8
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=generic lanes-per-row=2" 2>&1 | FileCheck %s --check-prefix=SHUFFLE
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="tile-m=512 lanes-per-row=4" 2>&1 | FileCheck %s --check-prefix=LANES-INVOCATIONS
// LANES3: error: 'attn.attention' op lanes-per-row must be a power of 2 dividing the subgroup size 8, got 3
// LANES16: error: 'attn.attention' op lanes-per-row must be a power of 2 dividing the subgroup size 8, got 16
// LANES8: error: 'attn.attention' op lanes-per-row = 8 must divide the head dims, got k1 = 12, k2 = 12
// SHUFFLE: error: 'attn.attention' op lanes-per-row = 2 sums rows with subgroup shuffles, which need the SPIR-V capability GroupNonUniformShuffle that the Vulkan target env does not declare
// LANES-INVOCATIONS: error: 'attn.attention' op tile-m = 512 with 4 lanes per row needs 2048 invocations per workgroup, more than the 1024 the Vulkan target allows
// GENERIC-INVOCATIONS: error: 'attn.attention' op tile-m = 256 with 1 lanes per row needs 256 invocations per workgroup, more than the 128 the Vulkan target allows

// The generic Vulkan 1.1 device has no 16-bit or 8-bit storage.
func.func @f16_without_16bit_storage(%q: tensor<64x16xf16>, %k: tensor<48x16xf16>, %v: tensor<48x16xf16>, %s: f32) -> tensor<64x16xf16> {
  %init = tensor.empty() : tensor<64x16xf16>
  // expected-error @+1 {{operand 'query' of element type 'f16' needs the SPIR-V capability StorageBuffer16BitAccess, which the Vulkan target env does not declare}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x16xf16>, tensor<48x16xf16>, tensor<48x16xf16>, f32)
      outs(%init : tensor<64x16xf16>) -> tensor<64x16xf16>
  return %0 : tensor<64x16xf16>
}

// -----

func.func @bool_mask_without_8bit_storage(%q: tensor<64x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x16xf32>, %mask: tensor<64x48xi1>, %s: f32) -> tensor<64x16xf32> {
  %init = tensor.empty() : tensor<64x16xf32>
  // expected-error @+1 {{operand 'mask' of element type 'i1' needs the SPIR-V capability StorageBuffer8BitAccess, which the Vulkan target env does not declare}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, n)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x16xf32>, tensor<48x16xf32>, tensor<48x16xf32>, f32)
      mask(%mask : tensor<64x48xi1>)
      outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
  return %0 : tensor<64x16xf32>
}

// -----

// Head dim 256 in f32 fits 16 KiB with blocks of 8 keys, not 8 KiB.
func.func @too_large_for_shared_memory(%q: tensor<64x256xf32>, %k: tensor<48x256xf32>, %v: tensor<48x256xf32>, %s: f32) -> tensor<64x256xf32> {
  %init = tensor.empty() : tensor<64x256xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x256xf32>, tensor<48x256xf32>, tensor<48x256xf32>, f32)
      outs(%init : tensor<64x256xf32>) -> tensor<64x256xf32>
  return %0 : tensor<64x256xf32>
}

// -----

func.func @dynamic_head_dim(%q: tensor<64x?xf32>, %k: tensor<48x?xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-error @+1 {{GPU kernels need static head dims, got k1 = ?, k2 = 8}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x?xf32>, tensor<48x?xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

// -----

// Head dims of 12 (f32): fine with one invocation per row or 4 lanes, not 8.
func.func @head_dim_12(%q: tensor<64x12xf32>, %k: tensor<48x12xf32>, %v: tensor<48x12xf32>, %s: f32) -> tensor<64x12xf32> {
  %init = tensor.empty() : tensor<64x12xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x12xf32>, tensor<48x12xf32>, tensor<48x12xf32>, f32)
      outs(%init : tensor<64x12xf32>) -> tensor<64x12xf32>
  return %0 : tensor<64x12xf32>
}
