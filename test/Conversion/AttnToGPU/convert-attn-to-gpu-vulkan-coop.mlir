// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=nvidia | FileCheck %s
// Asked for explicitly, it takes the given tiles, for f16 and bf16.
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=cooperative-matrix tile-m=32 tile-n=16" 2>&1 | FileCheck %s --check-prefix=TILES
// Without cooperative matrices in the target env, auto keeps the SIMT kernel.
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=lavapipe | FileCheck %s --check-prefix=LAVAPIPE
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=simt" | FileCheck %s --check-prefix=SIMT

// The cooperative-matrix kernel (f16, d = 64, causal top-left): 2 subgroups
// of 32 (32 rows each: two 16-row groups), 64 x 16 tiles (measured fastest), the f16 Q tile
// (whose memory two K and V block buffers reuse), P and the f32 S tile in
// workgroup memory (14336 bytes); its body is the op on
// tensors over views of the storage buffers, with its configuration, for
// the tiling stages and attn-lower-tiled-attention-to-coop-matrix.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK-SAME: spirv.target_env = #spirv.target_env<#spirv.vce<v1.6,
// CHECK-SAME: CooperativeMatrixKHR
// CHECK: gpu.func @attention(%[[Q:[a-z0-9]+]]: memref<?xf16>
// CHECK-SAME: shared_memory_bytes = 14336
// CHECK-SAME: subgroup_size = 32
// CHECK-SAME: tile_m = 64 : i64, tile_n = 16 : i64, variant = "cooperative_matrix", workgroup_size = [64, 1, 1]
// CHECK-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [64, 1, 1]>
// CHECK-NOT: memref.alloc
// CHECK-NOT: gpu.subgroup_mma
// CHECK: attn.pointer_to_memref %[[Q]] sizes({{.*}}) strides({{.*}}) : memref<?xf16> -> memref<2x?x64xf16, strided<[?, ?, ?]>>
// CHECK: %[[R:.+]] = attn.attention {{.*}} causal(top_left)
// CHECK-SAME: #attn.kernel_config<kind = cooperative_matrix, tile_m = 64, tile_n = 16, workgroup_size = 64, shared_memory_bytes = 14336, lazy_rescale = true, mma_shape = [16, 16, 16]>
// CHECK: bufferization.materialize_in_destination %[[R]]
// CHECK: gpu.return

// 32 rows: one subgroup of 32 lanes owns both row groups;
// 2 * max(32 * 64 (Q), 2 * 16 * 128 (two K, V blocks)) + 6 * 32 * 16 (S, P)
// TILES: shared_memory_bytes = 11264
// TILES-SAME: tile_m = 32 : i64, tile_n = 16 : i64, variant = "cooperative_matrix", workgroup_size = [32, 1, 1]
// TILES: gpu.func @attention(%{{.*}}: memref<?xi16>
// TILES-SAME: shared_memory_bytes = 11264
// TILES-SAME: tile_m = 32 : i64, tile_n = 16 : i64, variant = "cooperative_matrix", workgroup_size = [32, 1, 1]

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

// bf16: NVIDIA's target env declares bf16 cooperative matrices
// (SPV_KHR_bfloat16), so auto takes the cooperative-matrix kernel for bf16
// too, stored as i16 (its matrices are bf16 from attn-spirv-bf16-matrices);
// without them (lavapipe) the SIMT kernel.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK-SAME: #spirv.vce<v1.6,
// CHECK-SAME: BFloat16CooperativeMatrixKHR
// CHECK: gpu.func @attention(%{{.*}}: memref<?xi16>
// CHECK-SAME: element_type = "bf16"
// CHECK-SAME: tile_m = 64 : i64, tile_n = 16 : i64, variant = "cooperative_matrix", workgroup_size = [64, 1, 1]
// LAVAPIPE: variant = "simt"
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
