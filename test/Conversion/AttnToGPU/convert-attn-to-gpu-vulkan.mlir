// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan | FileCheck %s
// The generic target rejects the first kernel (no 16-bit storage: see the
// -invalid test) and compiles the second.
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=generic 2>/dev/null | FileCheck %s --check-prefix=GENERIC
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=nvidia | FileCheck %s --check-prefix=NVIDIA
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=lanes-per-row=4 | FileCheck %s --check-prefix=LANES

// Storage types: bf16 as i16, f16 as f16, i1 masks as i8; one parameter
// buffer; explicit bindings; the workgroup size; K/V blocks in workgroup
// memory (space 3), the rows in function memory (space 6); exp2 and log2
// from GLSL.std.450; on lavapipe (a CPU device) head-dim loops, not
// unrolled code.

// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK-SAME: spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float16, Int8, Int16, StorageBuffer16BitAccess, StorageBuffer8BitAccess
// CHECK-SAME: max_compute_shared_memory_size = 32768
// CHECK: gpu.func @attention(%[[Q:.+]]: memref<?xi16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}
// CHECK-SAME: memref<?xi16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}
// CHECK-SAME: memref<?xi16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}
// CHECK-SAME: memref<?xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 3)>}
// CHECK-SAME: %[[O:.+]]: memref<?xf16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 4)>}
// CHECK-SAME: memref<?xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 5)>}
// CHECK-SAME: %[[P:.+]]: memref<?xi32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 6)>}) kernel
// CHECK-SAME: bindings = [{binding = 0 : i64, name = "q", set = 0 : i64, storage_type = "i16"}, {binding = 1 : i64, name = "k", set = 0 : i64, storage_type = "i16"}
// CHECK-SAME: {binding = 3 : i64, name = "mask", set = 0 : i64, storage_type = "i8"}
// CHECK-SAME: {binding = 6 : i64, name = "params", set = 0 : i64, storage_type = "i32"}
// CHECK-SAME: params = [{name = "scale", type = "f32"}, {name = "m", type = "i32"}, {name = "n", type = "i32"}, {name = "size_b0", type = "i32"}
// CHECK-SAME: shared_memory_bytes = 8192 : i64
// CHECK-SAME: tile_m = 128 : i64, tile_n = 32 : i64
// CHECK-SAME: workgroup_size = [128, 1, 1]
// CHECK-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [128, 1, 1]>
// CHECK-DAG: memref.alloc() : memref<32x32xf32, 3>
// CHECK-DAG: memref.alloc() : memref<32x32xf32, 3>
// CHECK-DAG: memref.alloca() : memref<32xf32, 6>
// CHECK: %[[SCALE_BITS:.+]] = memref.load %[[P]][%c0{{.*}}] : memref<?xi32>
// CHECK: arith.bitcast %[[SCALE_BITS]] : i32 to f32
// bf16: the 16 bits become the high half of an f32.
// CHECK: scf.for
// CHECK: memref.load %[[Q]]
// CHECK: arith.extui %{{.*}} : i16 to i32
// CHECK: arith.shli
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: gpu.barrier
// CHECK: gpu.barrier
// The boolean mask: a byte compared with 0.
// CHECK: arith.cmpi ne, %{{.*}}, %{{.*}} : i8
// CHECK: spirv.GL.Exp2
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: memref.store %{{.*}}, %[[O]]
// CHECK: spirv.GL.Log2
// CHECK: gpu.return

// NVIDIA-LABEL: gpu.module @attn_kernel_0
// NVIDIA-SAME: NVIDIA:DiscreteGPU
// NVIDIA: shared_memory_bytes = 8192 : i64

// Four lanes per row: 512 invocations, every 4th element of q and acc per
// lane (8 of 32), the dot product summed over the row's lanes by xor
// shuffles of lavapipe's subgroup width 8, the LSE stored by lane 0.
// LANES-LABEL: gpu.module @attn_kernel_0
// LANES: block_size = 512 : i64
// LANES-SAME: tile_m = 128 : i64
// LANES-SAME: workgroup_size = [512, 1, 1]
// LANES-SAME: known_block_size = array<i32: 512, 1, 1>
// LANES-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [512, 1, 1]>
// LANES-DAG: memref.alloca() : memref<8xf32, 6>
// LANES-DAG: %[[LANE:.+]] = arith.remui %thread_id_x, %c4
// LANES-DAG: arith.divui %thread_id_x, %c4
// LANES: gpu.shuffle  xor %{{.+}}, %c1_i32, %c8_i32 : f32
// LANES: gpu.shuffle  xor %{{.+}}, %c2_i32, %c8_i32{{.*}} : f32
// LANES: arith.cmpi eq, %[[LANE]], %c0
// LANES: spirv.GL.Log2

func.func @mixed(%q: tensor<2x?x32xbf16>, %k: tensor<2x?x32xbf16>, %v: tensor<2x?x32xbf16>, %mask: tensor<?x?xi1>, %o: tensor<2x?x32xf16>, %l: tensor<2x?xf32>) -> (tensor<2x?x32xf16>, tensor<2x?xf32>) {
  %s = arith.constant 0.125 : f32
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      ins(%q, %k, %v, %s : tensor<2x?x32xbf16>, tensor<2x?x32xbf16>, tensor<2x?x32xbf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      outs(%o, %l : tensor<2x?x32xf16>, tensor<2x?xf32>) -> tensor<2x?x32xf16>, tensor<2x?xf32>
  return %r#0, %r#1 : tensor<2x?x32xf16>, tensor<2x?xf32>
}

// -----

// Head dim 128 in f32: lavapipe's 32 KiB holds key blocks of 32, the generic
// target's 16 KiB blocks of 16; NVIDIA's 48 KiB blocks of 32. GPUs get the
// head-dim loops unrolled (no scf.for over 128).

// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: shared_memory_bytes = 32768 : i64
// CHECK-SAME: tile_n = 32 : i64
// GENERIC-LABEL: gpu.module @attn_kernel_0
// GENERIC: shared_memory_bytes = 16384 : i64
// GENERIC-SAME: tile_n = 16 : i64
// GENERIC-NOT: to %c128 step
// GENERIC: gpu.return
// NVIDIA-LABEL: gpu.module @attn_kernel_0
// NVIDIA: shared_memory_bytes = 32768 : i64
// NVIDIA-SAME: tile_n = 32 : i64

func.func @d128(%q: tensor<4x64x128xf32>, %k: tensor<4x64x128xf32>, %v: tensor<4x64x128xf32>, %o: tensor<4x64x128xf32>) -> tensor<4x64x128xf32> {
  %s = arith.constant 0.088 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<4x64x128xf32>, tensor<4x64x128xf32>, tensor<4x64x128xf32>, f32)
      outs(%o : tensor<4x64x128xf32>) -> tensor<4x64x128xf32>
  return %r : tensor<4x64x128xf32>
}
