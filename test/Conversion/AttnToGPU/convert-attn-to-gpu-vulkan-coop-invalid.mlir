// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=cooperative-matrix" --verify-diagnostics
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan="target-env=lavapipe kernel=cooperative-matrix" 2>&1 | FileCheck %s --check-prefix=ENV
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=cooperative-matrix lanes-per-row=2" 2>&1 | FileCheck %s --check-prefix=LANES
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=cooperative-matrix tile-m=24" 2>&1 | FileCheck %s --check-prefix=TILE
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=cooperative-matrix tile-m=64 tile-n=64" 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan="target-env={#spirv.target_env<#spirv.vce<v1.6, [Shader, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, #spirv.resource_limits<subgroup_size = 32>>} kernel=cooperative-matrix" 2>&1 | FileCheck %s --check-prefix=PROPS
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan="target-env={#spirv.target_env<#spirv.vce<v1.6, [Shader, Float16, StorageBuffer16BitAccess, CooperativeMatrixKHR], [SPV_KHR_16bit_storage, SPV_KHR_cooperative_matrix]>, api=Vulkan, #spirv.resource_limits<subgroup_size = 8, cooperative_matrix_properties_khr = [#spirv.coop_matrix_props_khr<m_size = 16, n_size = 16, k_size = 16, a_type = f16, b_type = f16, c_type = f32, result_type = f32, acc_sat = false, scope = <Subgroup>>]>>} kernel=cooperative-matrix" 2>&1 | FileCheck %s --check-prefix=SUBGROUP

// ENV: error: 'attn.attention' op the cooperative-matrix kernel needs the SPIR-V capability CooperativeMatrixKHR and the extension SPV_KHR_cooperative_matrix, which the Vulkan target env does not declare
// LANES: error: 'attn.attention' op the cooperative-matrix kernel shares rows between the lanes of a subgroup itself; lanes-per-row must be 1, got 2
// TILE: error: 'attn.attention' op the cooperative-matrix kernel needs tile-m and tile-n that are multiples of 16, got 24 and 0
// 2 * max(64 * 128 (Q), 2 * 64 * 256 (two K, V blocks)) + 6 * 64 * 64 (P, S)
// SHARED: error: 'attn.attention' op needs 90112 bytes of shared memory per workgroup (tile-m = 64, tile-n = 64), more than the 49152 the Vulkan target allows
// PROPS: error: 'attn.attention' op the cooperative-matrix kernel needs 16x16x16 f16 x f16 -> f32 subgroup matrices among the target env's cooperative_matrix_properties_khr
// SUBGROUP: error: 'attn.attention' op the cooperative-matrix kernel needs a subgroup size that is a power of 2 and a multiple of 16, got 8

func.func @d128(%q: tensor<2x?x128xf16>, %k: tensor<2x?x128xf16>, %v: tensor<2x?x128xf16>, %o: tensor<2x?x128xf16>) -> tensor<2x?x128xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x?x128xf16>, tensor<2x?x128xf16>, tensor<2x?x128xf16>, f32)
      outs(%o : tensor<2x?x128xf16>) -> tensor<2x?x128xf16>
  return %r : tensor<2x?x128xf16>
}

// -----

func.func @f32(%q: tensor<40x64xf32>, %k: tensor<50x64xf32>, %v: tensor<50x64xf32>, %o: tensor<40x64xf32>) -> tensor<40x64xf32> {
  %s = arith.constant 0.125 : f32
  // expected-error @+1 {{the cooperative-matrix kernel needs f16 or bf16 query, key and value of one type, got query of type 'f32'}}
  %r = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<40x64xf32>, tensor<50x64xf32>, tensor<50x64xf32>, f32)
      outs(%o : tensor<40x64xf32>) -> tensor<40x64xf32>
  return %r : tensor<40x64xf32>
}

// -----

func.func @d40(%q: tensor<40x40xf16>, %k: tensor<50x40xf16>, %v: tensor<50x40xf16>, %o: tensor<40x40xf16>) -> tensor<40x40xf16> {
  %s = arith.constant 0.125 : f32
  // expected-error @+1 {{the cooperative-matrix kernel needs static head dims that are multiples of 16, got k1 = 40, k2 = 40}}
  %r = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<40x40xf16>, tensor<50x40xf16>, tensor<50x40xf16>, f32)
      outs(%o : tensor<40x40xf16>) -> tensor<40x40xf16>
  return %r : tensor<40x40xf16>
}

// -----

// A configuration's workgroup must split the tile's rows into 16-row groups
// per subgroup: 3 subgroups of 32 cannot share 64 rows.
func.func @rows_per_subgroup(%q: tensor<64x64xf16>, %k: tensor<50x64xf16>, %v: tensor<50x64xf16>, %o: tensor<64x64xf16>) -> tensor<64x64xf16> {
  %s = arith.constant 0.125 : f32
  // expected-error @+1 {{the cooperative-matrix kernel's workgroup is at most 1024 invocations, whole subgroups of 32 invocations that own 16-row groups of the tile's 64 rows; workgroup_size = 96 does not divide them}}
  %r = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x64xf16>, tensor<50x64xf16>, tensor<50x64xf16>, f32)
      outs(%o : tensor<64x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = cooperative_matrix, tile_m = 64, tile_n = 16, workgroup_size = 96, shared_memory_bytes = 14336, lazy_rescale = true, mma_shape = [16, 16, 16]>} -> tensor<64x64xf16>
  return %r : tensor<64x64xf16>
}
