// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=nvidia | FileCheck %s
// Asked for explicitly, it takes the given tiles, and refuses bf16.
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=cooperative-matrix tile-m=32 tile-n=16" 2>&1 | FileCheck %s --check-prefix=TILES
// Without cooperative matrices in the target env, auto keeps the SIMT kernel.
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=lavapipe | FileCheck %s --check-prefix=LAVAPIPE
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=simt" | FileCheck %s --check-prefix=SIMT

// The cooperative-matrix kernel (f16, d = 64, causal top-left): 4 subgroups
// of 32 (16 rows each), 64 x 32 tiles; f16 Q, K, V, P and f32 S, O in
// workgroup memory; the subgroup's Q fragments loaded once; S = Q Kᵀ with K
// read transposed; O kept in registers as loop-carried accumulators,
// rescaled through the O tile only when a row's max rises by more than 8
// (decided for the whole subgroup); subgroup barriers around its own tiles.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK-SAME: spirv.target_env = #spirv.target_env<#spirv.vce<v1.6,
// CHECK-SAME: CooperativeMatrixKHR
// CHECK: gpu.func @attention
// CHECK-SAME: shared_memory_bytes = 45056
// CHECK-SAME: subgroup_size = 32
// CHECK-SAME: tile_m = 64 : i64, tile_n = 32 : i64, variant = "cooperative_matrix", workgroup_size = [128, 1, 1]
// CHECK-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [128, 1, 1]>
// CHECK-DAG: %[[Q:.+]] = memref.alloc() : memref<4096xf16, 3>
// CHECK-DAG: %[[K:.+]] = memref.alloc() : memref<2048xf16, 3>
// CHECK-DAG: %[[V:.+]] = memref.alloc() : memref<2048xf16, 3>
// CHECK-DAG: %[[P:.+]] = memref.alloc() : memref<2048xf16, 3>
// CHECK-DAG: %[[S:.+]] = memref.alloc() : memref<2048xf32, 3>
// CHECK-DAG: %[[O:.+]] = memref.alloc() : memref<4096xf32, 3>
// CHECK: %[[SG:.+]] = arith.divui %thread_id_x, %c32
// CHECK: %[[LANE:.+]] = arith.remui %thread_id_x, %c32
// CHECK: %[[ROW0:.+]] = arith.muli %[[SG]], %c16
// CHECK: gpu.barrier
// CHECK: %[[QF:.+]] = gpu.subgroup_mma_load_matrix %[[Q]][%{{.*}}] {leadDimension = 64 : index} : memref<4096xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: %[[ZERO:.+]] = gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (f32, f32, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">)
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// CHECK: %[[KT:.+]] = gpu.subgroup_mma_load_matrix %[[K]][%{{.*}}] {leadDimension = 64 : index, transpose} : memref<2048xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK: gpu.subgroup_mma_compute %[[QF]], %[[KT]], %[[ZERO]]
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[S]][%{{.*}}] {leadDimension = 32 : index}
// CHECK: spirv.ControlBarrier <Subgroup>, <Subgroup>, <AcquireRelease|WorkgroupMemory>
// The scores: scaled, masked (causal), their max across the row's 2 lanes.
// CHECK: scf.for
// CHECK: arith.cmpi sle
// CHECK: arith.select
// CHECK: arith.maximumf
// CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
// Whether any row of the subgroup rose by more than 8 ln 2 (natural units:
// P below 2^8): over all 32 lanes.
// CHECK: arith.constant 5.54517746 : f32
// CHECK: arith.cmpf ogt
// CHECK: gpu.shuffle  xor %{{.*}}, %c16_i32{{.*}}, %c32_i32{{.*}} : f32
// CHECK: scf.if %{{.*}} -> (f32, f32, !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: spirv.GL.Exp2
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[O]][%{{.*}}] {leadDimension = 64 : index}
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK: memref.store %{{.*}}, %[[O]]
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK: gpu.subgroup_mma_load_matrix %[[O]][%{{.*}}] {leadDimension = 64 : index} : memref<4096xf32, 3> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK: } else {
// P = exp2((s - m) log2 e) as f16 (scores in natural units); O += P V in
// registers.
// CHECK: scf.for
// CHECK: %[[D:.+]] = arith.subf
// CHECK: %[[DL:.+]] = arith.mulf %[[D]], %{{.*}} : f32
// CHECK: spirv.GL.Exp2 %[[DL]]
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: memref.store %{{.*}}, %[[P]]
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK: gpu.subgroup_mma_load_matrix %[[P]][%{{.*}}] {leadDimension = 32 : index} : memref<2048xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: gpu.subgroup_mma_load_matrix %[[V]][%{{.*}}] {leadDimension = 64 : index} : memref<2048xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK: gpu.subgroup_mma_compute
// CHECK: scf.yield
// After the blocks: O to the O tile, the row sum across lanes, O / l as f16.
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[O]]
// CHECK: spirv.ControlBarrier <Subgroup>
// CHECK: gpu.shuffle  xor %{{.*}}, %c1_i32{{.*}}, %c32_i32{{.*}} : f32
// CHECK: scf.if
// CHECK: arith.truncf %{{.*}} : f32 to f16

// 2 * 32 * 64 (Q) + 2 * 16 * 128 (K, V) + 6 * 32 * 16 (S, P) + 4 * 32 * 64 (O)
// TILES: shared_memory_bytes = 19456
// TILES-SAME: tile_m = 32 : i64, tile_n = 16 : i64, variant = "cooperative_matrix", workgroup_size = [64, 1, 1]
// TILES: error: 'attn.attention' op the cooperative-matrix kernel needs f16 query, key and value, got query of type 'bf16'

// LAVAPIPE: v1.3
// LAVAPIPE: variant = "simt"
// SIMT: #spirv.vce<v1.3,
// SIMT: variant = "simt"
func.func @causal(%q: tensor<2x?x64xf16>, %k: tensor<2x?x64xf16>, %v: tensor<2x?x64xf16>, %o: tensor<2x?x64xf16>) -> tensor<2x?x64xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x?x64xf16>, tensor<2x?x64xf16>, tensor<2x?x64xf16>, f32)
      outs(%o : tensor<2x?x64xf16>) -> tensor<2x?x64xf16>
  return %r : tensor<2x?x64xf16>
}

// -----

// bf16 has no cooperative matrix in the target env: auto takes the SIMT
// kernel (SPIR-V 1.3).
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK-SAME: #spirv.vce<v1.3,
// CHECK: variant = "simt"
func.func @bf16(%q: tensor<40x64xbf16>, %k: tensor<50x64xbf16>, %v: tensor<50x64xbf16>, %o: tensor<40x64xbf16>) -> tensor<40x64xbf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<40x64xbf16>, tensor<50x64xbf16>, tensor<50x64xbf16>, f32)
      outs(%o : tensor<40x64xbf16>) -> tensor<40x64xbf16>
  return %r : tensor<40x64xbf16>
}
