// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan | FileCheck %s
// The generic target rejects the first kernel (no 16-bit storage: see the
// -invalid test) and compiles the second.
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=target-env=generic 2>/dev/null | FileCheck %s --check-prefix=GENERIC
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan="target-env=nvidia kernel=simt" | FileCheck %s --check-prefix=NVIDIA
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan=lanes-per-row=4 | FileCheck %s --check-prefix=LANES

// Storage types: bf16 as i16, f16 as f16, i1 masks as i8; one parameter
// buffer; explicit bindings; the workgroup size.

// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK-SAME: spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Float16, Int8, Int16, StorageBuffer16BitAccess, StorageBuffer8BitAccess
// CHECK-SAME: max_compute_shared_memory_size = 32768
// CHECK: gpu.func @attention(%[[Q:.+]]: memref<?xi16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>}
// CHECK-SAME: memref<?xi16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}
// CHECK-SAME: memref<?xi16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 2)>}
// CHECK-SAME: memref<?xi8> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 3)>}
// CHECK-SAME: %[[O:.+]]: memref<?xf16> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 4)>}
// CHECK-SAME: memref<?xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 5)>}
// CHECK-SAME: memref<?xvector<4xi32>> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 6)>}
// CHECK-SAME: memref<?xvector<4xi32>> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 7)>}
// CHECK-SAME: %[[P:.+]]: memref<?xi32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 8)>}) kernel
// CHECK-SAME: bindings = [{binding = 0 : i64, name = "q", set = 0 : i64, storage_type = "i16"}, {binding = 1 : i64, name = "k", set = 0 : i64, storage_type = "i16"}
// CHECK-SAME: {binding = 3 : i64, name = "mask", set = 0 : i64, storage_type = "i8"}
// CHECK-SAME: {binding = 6 : i64, name = "k_vector", set = 0 : i64, storage_type = "vector<4xi32>", tensor = "k"}, {binding = 7 : i64, name = "v_vector", set = 0 : i64, storage_type = "vector<4xi32>", tensor = "v"}
// CHECK-SAME: {binding = 8 : i64, name = "params", set = 0 : i64, storage_type = "i32"}
// CHECK-SAME: params = [{name = "scale", type = "f32"}, {name = "m", type = "i32"}, {name = "n", type = "i32"}, {name = "size_b0", type = "i32"}
// CHECK-SAME: shared_memory_bytes = 8192 : i64
// CHECK-SAME: tile_m = 128 : i64, tile_n = 32 : i64
// CHECK-SAME: workgroup_size = [128, 1, 1]
// CHECK-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [128, 1, 1]>
// The body is the op on tensors over views of the storage buffers (bf16
// from its i16 storage, the boolean mask from its bytes), sizes and strides
// from the parameter words, for the tiling stages; the memory and the SIMT
// code are attn-lower-tiled-attention-to-simt's (its -vulkan test).
// CHECK-NOT: memref.alloc
// CHECK: %[[SCALE_BITS:.+]] = memref.load %[[P]][%c0{{.*}}] : memref<?xi32>
// CHECK: %[[SCALE:.+]] = arith.bitcast %[[SCALE_BITS]] : i32 to f32
// CHECK: %[[QSB:.+]] = memref.load %[[P]][%c4] : memref<?xi32>
// CHECK: %[[QSB64:.+]] = arith.extsi %[[QSB]] : i32 to i64
// CHECK: %[[M:.+]] = memref.load %[[P]][%c1] : memref<?xi32>
// CHECK: %[[M64:.+]] = arith.extsi %[[M]] : i32 to i64
// CHECK: %[[QV:.+]] = attn.pointer_to_memref %[[Q]] sizes(%c2_i64, %[[M64]], %c32_i64) strides(%[[QSB64]], %{{.+}}, %{{.+}}) : memref<?xi16> -> memref<2x?x32xbf16, strided<[?, ?, ?]>>
// CHECK: %[[QT:.+]] = bufferization.to_tensor %[[QV]] restrict : memref<2x?x32xbf16, strided<[?, ?, ?]>> to tensor<2x?x32xbf16>
// CHECK: %[[MASKV:.+]] = attn.pointer_to_memref %{{.+}} : memref<?xi8> -> memref<?x?xi1, strided<[?, ?]>>
// CHECK: %[[OV:.+]] = attn.pointer_to_memref %[[O]] sizes({{.*}}) strides({{.*}}) : memref<?xf16> -> memref<2x?x32xf16, strided<[?, ?, ?]>>
// CHECK: bufferization.to_tensor %[[OV]] restrict writable
// CHECK: %[[LV:.+]] = attn.pointer_to_memref %{{.+}} : memref<?xf32> -> memref<2x?xf32, strided<[?, ?]>>
// CHECK: %[[R:.+]]:2 = attn.attention {{.*}} ins(%[[QT]], %{{.+}}, %{{.+}}, %[[SCALE]] : {{.*}}) mask(%{{.+}} : tensor<?x?xi1>)
// CHECK-SAME: {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 8192>}
// CHECK: bufferization.materialize_in_destination %[[R]]#0 in restrict writable %[[OV]]
// CHECK: bufferization.materialize_in_destination %[[R]]#1 in restrict writable %[[LV]]
// CHECK: gpu.return

// NVIDIA-LABEL: gpu.module @attn_kernel_0
// NVIDIA-SAME: NVIDIA:DiscreteGPU
// NVIDIA: shared_memory_bytes = 8192 : i64

// Four lanes per row: 512 invocations (the code: the lowering's -vulkan
// test).
// LANES-LABEL: gpu.module @attn_kernel_0
// LANES: block_size = 512 : i64
// LANES-SAME: tile_m = 128 : i64
// LANES-SAME: workgroup_size = [512, 1, 1]
// LANES-SAME: known_block_size = array<i32: 512, 1, 1>
// LANES-SAME: spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [512, 1, 1]>

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
// target's 16 KiB blocks of 16; NVIDIA's 48 KiB blocks of 32.

// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: shared_memory_bytes = 32768 : i64
// CHECK-SAME: tile_n = 32 : i64
// GENERIC-LABEL: gpu.module @attn_kernel_0
// GENERIC: shared_memory_bytes = 16384 : i64
// GENERIC-SAME: tile_n = 16 : i64
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
