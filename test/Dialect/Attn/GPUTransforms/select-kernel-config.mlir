// RUN: attn-opt %s --split-input-file --attn-select-kernel-config | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="tile-m=64 tile-n=32" | FileCheck %s --check-prefix=GIVEN
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="kernel=simt" | FileCheck %s --check-prefix=SIMT
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="target=spirv" | FileCheck %s --check-prefix=LAVAPIPE
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="target=spirv target-env=nvidia" | FileCheck %s --check-prefix=VKNV
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="target=spirv kernel=simt lanes-per-row=4" | FileCheck %s --check-prefix=LANES
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config --convert-attn-to-gpu | FileCheck %s --check-prefix=KERNEL
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config --attn-report-tiles 2>&1 | FileCheck %s --check-prefix=REPORT

// f16 at d = 64 on sm_90: the tensor-core kernel, 128 x 64 tiles (the
// sm_90 description: two workgroups per multiprocessor), 4 warps, the Q
// tile and double-buffered K and V blocks in 48 KiB, Q in registers.
// CHECK-LABEL: func.func @f16_d64
// CHECK: attn.attention {{.*}} {attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>}
// Given tiles are taken, and the memory measured for them.
// GIVEN-LABEL: func.func @f16_d64
// GIVEN: #attn.kernel_config<kind = mma_sync, tile_m = 64, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 24576, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>
// The SIMT kernel: one thread per row, f32 K and V blocks of 32 keys.
// SIMT-LABEL: func.func @f16_d64
// SIMT: #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 16384>
// lavapipe offers no cooperative matrices: the SIMT kernel, tiles from its
// limits.
// LAVAPIPE-LABEL: func.func @f16_d64
// LAVAPIPE: #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 16384>
// NVIDIA's Vulkan driver does (16x16x16 f16): 2 subgroups of 32 lanes, 32
// rows each.
// VKNV-LABEL: func.func @f16_d64
// VKNV: #attn.kernel_config<kind = cooperative_matrix, tile_m = 64, tile_n = 16, workgroup_size = 64, shared_memory_bytes = 14336, lazy_rescale = true, mma_shape = [16, 16, 16]>
// Four lanes per row: four times the invocations.
// LANES-LABEL: func.func @f16_d64
// LANES: #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 512, lanes_per_row = 4, shared_memory_bytes = 16384>
// The conversion builds the kernel the configuration names, and the
// kernel carries it.
// KERNEL: gpu.func @attention
// KERNEL-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64
// KERNEL-SAME: known_block_size = array<i32: 128, 1, 1>
// The report is the kernel's.
// REPORT: remark: kernel=mma_sync tile_m=128 tile_n=64 workgroup_size=128 lanes_per_row=1 sram_bytes=49152 kv_stages=2 copy=async lazy_rescale=1 q_in_registers=1 mma_shape=16x8x16 hbm_bytes=dynamic
func.func @f16_d64(%q: tensor<2x4x?x64xf16>, %k: tensor<2x4x?x64xf16>, %v: tensor<2x4x?x64xf16>, %s: f32, %o: tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, f32)
      outs(%o : tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16>
  return %0 : tensor<2x4x?x64xf16>
}

// -----

// f32 takes the SIMT kernel under auto; a configuration already on the op is
// chosen afresh.
// CHECK-LABEL: func.func @f32_d32
// CHECK: #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 8192>
// REPORT: remark: kernel=simt tile_m=128 tile_n=32 workgroup_size=128 lanes_per_row=1 sram_bytes=8192 kv_stages=1 copy=sync lazy_rescale=0 q_in_registers=0 hbm_bytes_tiled={{[0-9]+}}
func.func @f32_d32(%q: tensor<256x32xf32>, %k: tensor<300x32xf32>, %v: tensor<300x32xf32>, %s: f32, %o: tensor<256x32xf32>) -> tensor<256x32xf32> {
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x32xf32>, tensor<300x32xf32>, tensor<300x32xf32>, f32)
      outs(%o : tensor<256x32xf32>) {attn.kernel_config = #attn.kernel_config<kind = reference, tile_m = 1, tile_n = 1, workgroup_size = 1>} -> tensor<256x32xf32>
  return %0 : tensor<256x32xf32>
}
