// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=structured" | FileCheck %s
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=structured chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=structured tile-m=32 tile-n=16" | FileCheck %s --check-prefix=GIVEN

// The structured kernel: the NVVM interface of the other kernels, and as
// its body the attention op on tensors that view the arguments as strided
// global memrefs (memref descriptors built from the pointer, size and
// stride arguments), its result materialized in place into O. The head
// dims are innermost everywhere, so rows are contiguous (stride 1 in the
// memref types) and 16-byte chunks (alignment_bytes = 16). The tiles the
// tiling stages will take ride on the op.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%[[Q:arg[0-9]+]]: !llvm.ptr<1>, %{{arg[0-9]+}}: !llvm.ptr<1>, %{{arg[0-9]+}}: !llvm.ptr<1>, %{{arg[0-9]+}}: !llvm.ptr<1>, %[[SCALE:arg[0-9]+]]: f32, %[[M:arg[0-9]+]]: i64, %{{arg[0-9]+}}: i64, %{{arg[0-9]+}}: i64, %{{arg[0-9]+}}: i64, %[[QB0:arg[0-9]+]]: i64, %[[QB1:arg[0-9]+]]: i64, %[[QM:arg[0-9]+]]: i64,
// CHECK-SAME: alignment_bytes = 16 : i64
// CHECK-SAME: {name = "q_stride_m", type = "i64"}
// CHECK-NOT: q_stride_k1
// CHECK-SAME: contiguous_dims = ["k1", "k2"]
// CHECK-SAME: dynamic_shared_memory_bytes = 0 : i64
// CHECK-SAME: tile_m = 128 : i64, tile_n = 64 : i64, variant = "structured"
// CHECK: %[[QMEM:.*]] = attn.pointer_to_memref %[[Q]] sizes(%{{.*}}, %{{.*}}, %[[M]], %{{.*}}) strides(%[[QB0]], %[[QB1]], %[[QM]], %{{.*}}) : !llvm.ptr<1> -> memref<2x4x?x64xf16, strided<[?, ?, ?, 1]>, #gpu.address_space<global>>
// CHECK: %[[QT:.*]] = bufferization.to_tensor %[[QMEM]] restrict : {{.*}} to tensor<2x4x?x64xf16>
// CHECK: %[[KT:.*]] = bufferization.to_tensor %{{.*}} restrict : {{.*}} to tensor<2x4x?x64xf16>
// CHECK: %[[VT:.*]] = bufferization.to_tensor %{{.*}} restrict : {{.*}} to tensor<2x4x?x64xf16>
// CHECK: %[[OMEM:.*]] = attn.pointer_to_memref {{.*}} -> memref<2x4x?x64xf16, strided<[?, ?, ?, 1]>, #gpu.address_space<global>>
// CHECK: %[[OT:.*]] = bufferization.to_tensor %[[OMEM]] restrict writable
// CHECK: %[[R:.*]] = attn.attention {{.*}} causal(top_left) ins(%[[QT]], %[[KT]], %[[VT]], %[[SCALE]] : {{.*}}) outs(%[[OT]] : {{.*}}) {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 128, tile_n = 64, workgroup_size = 128, {{.*}}>}
// CHECK: bufferization.materialize_in_destination %[[R]] in restrict writable %[[OMEM]]
// CHECK-NEXT: gpu.return

// sm_80's 163 KiB do not hold the promoted tiles and the f32 temporaries
// of 128x64 tiles: the key block halves.
// SM80-LABEL: gpu.module @attn_kernel_0
// SM80: tile_m = 128 : i64, tile_n = 32 : i64
// SM80: attn.attention {{.*}} {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 128, tile_n = 32, workgroup_size = 128, {{.*}}>}

// Tiles given are taken as they are.
// GIVEN-LABEL: gpu.module @attn_kernel_0
// GIVEN: tile_m = 32 : i64, tile_n = 16 : i64
// GIVEN: attn.attention {{.*}} {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 16, workgroup_size = 128, {{.*}}>}
func.func @bhsd(%q: tensor<2x4x?x64xf16>, %k: tensor<2x4x?x64xf16>, %v: tensor<2x4x?x64xf16>, %o: tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, f32)
      outs(%o : tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16>
  return %r : tensor<2x4x?x64xf16>
}

// -----

// K stored transposed: rows are not contiguous along the head dims, so every
// dim has a stride argument and a dynamic stride, and the manifest asks for
// no contiguity or alignment. The same tensor as Q and K still gets two
// arguments; the mask and the log-sum-exp become memrefs like the others.
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%[[Q:arg[0-9]+]]: !llvm.ptr<1>, %[[K:arg[0-9]+]]: !llvm.ptr<1>, %{{arg[0-9]+}}: !llvm.ptr<1>, %{{arg[0-9]+}}: !llvm.ptr<1>, %{{arg[0-9]+}}: !llvm.ptr<1>, %{{arg[0-9]+}}: !llvm.ptr<1>,
// CHECK-NOT: contiguous_dims
// CHECK-NOT: alignment_bytes
// CHECK-SAME: {name = "k_stride_k1", type = "i64"}
// CHECK: attn.pointer_to_memref %[[Q]] {{.*}} -> memref<?x64x64xf32, strided<[?, ?, ?]>, #gpu.address_space<global>>
// CHECK: attn.pointer_to_memref %[[K]] {{.*}} -> memref<?x64x64xf32, strided<[?, ?, ?]>, #gpu.address_space<global>>
// CHECK: attn.pointer_to_memref {{.*}} -> memref<64x64xi1, strided<[?, ?]>, #gpu.address_space<global>>
// CHECK: attn.pointer_to_memref {{.*}} -> memref<?x64xf32, strided<[?, ?]>, #gpu.address_space<global>>
// CHECK: %[[R:.*]]:2 = attn.attention
// CHECK: bufferization.materialize_in_destination %[[R]]#0
// CHECK: bufferization.materialize_in_destination %[[R]]#1
func.func @transposed_k_bool_mask_lse(%x: tensor<?x64x64xf32>, %v: tensor<?x64x32xf32>, %mask: tensor<64x64xi1>, %o: tensor<?x64x32xf32>, %l: tensor<?x64xf32>) -> (tensor<?x64x32xf32>, tensor<?x64xf32>) {
  %s = arith.constant 0.125 : f32
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, k1, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      ins(%x, %x, %v, %s : tensor<?x64x64xf32>, tensor<?x64x64xf32>, tensor<?x64x32xf32>, f32)
      mask(%mask : tensor<64x64xi1>)
      outs(%o, %l : tensor<?x64x32xf32>, tensor<?x64xf32>) -> tensor<?x64x32xf32>, tensor<?x64xf32>
  return %r#0, %r#1 : tensor<?x64x32xf32>, tensor<?x64xf32>
}
