// RUN: attn-opt %s --split-input-file --allow-unregistered-dialect | attn-opt --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: attn-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | attn-opt --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @attention_bhsd
// CHECK-SAME: (%[[Q:.*]]: tensor<2x4x16x32xf16>, %[[K:.*]]: tensor<2x4x24x32xf16>, %[[V:.*]]: tensor<2x4x24x32xf16>, %[[S:.*]]: f32)
// CHECK: %[[INIT:.*]] = tensor.empty()
// CHECK: attn.attention indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}] ins(%[[Q]], %[[K]], %[[V]], %[[S]] : tensor<2x4x16x32xf16>, tensor<2x4x24x32xf16>, tensor<2x4x24x32xf16>, f32) outs(%[[INIT]] : tensor<2x4x16x32xf16>) -> tensor<2x4x16x32xf16>
func.func @attention_bhsd(%q: tensor<2x4x16x32xf16>, %k: tensor<2x4x24x32xf16>, %v: tensor<2x4x24x32xf16>, %s: f32) -> tensor<2x4x16x32xf16> {
  %init = tensor.empty() : tensor<2x4x16x32xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x4x16x32xf16>, tensor<2x4x24x32xf16>, tensor<2x4x24x32xf16>, f32)
      outs(%init : tensor<2x4x16x32xf16>) -> tensor<2x4x16x32xf16>
  return %0 : tensor<2x4x16x32xf16>
}

// -----

// BSHD layout, K transposed in memory ([B, H, D, N]), causal bottom-right.
// CHECK-DAG: #[[QMAP:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>
// CHECK-DAG: #[[KMAP:.*]] = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4, d3)>
// CHECK-LABEL: func.func @attention_bshd_kt_causal
// CHECK: attn.attention indexing_maps = [#[[QMAP]], #[[KMAP]], #{{.*}}, #{{.*}}] causal(bottom_right) ins
func.func @attention_bshd_kt_causal(%q: tensor<2x16x4x32xbf16>, %k: tensor<2x4x32x24xbf16>, %v: tensor<2x24x4x32xbf16>, %s: f32) -> tensor<2x16x4x32xf32> {
  %init = tensor.empty() : tensor<2x16x4x32xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, k1, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x16x4x32xbf16>, tensor<2x4x32x24xbf16>, tensor<2x24x4x32xbf16>, f32)
      outs(%init : tensor<2x16x4x32xf32>) -> tensor<2x16x4x32xf32>
  return %0 : tensor<2x16x4x32xf32>
}

// -----

// GQA (K/V omit the group dim g), boolean mask broadcast over batch and
// heads, log-sum-exp result, dynamic sequence lengths.
// CHECK-LABEL: func.func @attention_gqa_mask_lse_dynamic
// CHECK: %{{.*}}:2 = attn.attention indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}] causal(top_left) ins(%{{.*}} : tensor<2x2x4x?x64xf16>, tensor<2x2x?x64xf16>, tensor<2x2x?x64xf16>, f32) mask(%{{.*}} : tensor<?x?xi1>) outs(%{{.*}}, %{{.*}} : tensor<2x2x4x?x64xf16>, tensor<2x2x4x?xf32>) -> tensor<2x2x4x?x64xf16>, tensor<2x2x4x?xf32>
func.func @attention_gqa_mask_lse_dynamic(%q: tensor<2x2x4x?x64xf16>, %k: tensor<2x2x?x64xf16>, %v: tensor<2x2x?x64xf16>, %s: f32, %mask: tensor<?x?xi1>, %o: tensor<2x2x4x?x64xf16>, %l: tensor<2x2x4x?xf32>) -> (tensor<2x2x4x?x64xf16>, tensor<2x2x4x?xf32>) {
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x2x4x?x64xf16>, tensor<2x2x?x64xf16>, tensor<2x2x?x64xf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      outs(%o, %l : tensor<2x2x4x?x64xf16>, tensor<2x2x4x?xf32>) -> tensor<2x2x4x?x64xf16>, tensor<2x2x4x?xf32>
  return %0#0, %0#1 : tensor<2x2x4x?x64xf16>, tensor<2x2x4x?xf32>
}

// -----

// MQA with an additive f16 mask per batch, and a causal diagonal offset (as
// produced by tiling the query dim).
// CHECK-LABEL: func.func @attention_mqa_additive_offset
// CHECK: attn.attention indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}] causal(top_left) causal_offset(%{{.*}}) ins({{.*}}) mask(%{{.*}} : tensor<3x8x12xf16>) outs
func.func @attention_mqa_additive_offset(%q: tensor<3x5x8x16xf32>, %k: tensor<3x12x16xf32>, %v: tensor<3x12x16xf32>, %s: f32, %mask: tensor<3x8x12xf16>, %off: index) -> tensor<3x5x8x16xf32> {
  %init = tensor.empty() : tensor<3x5x8x16xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      causal(top_left) causal_offset(%off)
      ins(%q, %k, %v, %s : tensor<3x5x8x16xf32>, tensor<3x12x16xf32>, tensor<3x12x16xf32>, f32)
      mask(%mask : tensor<3x8x12xf16>)
      outs(%init : tensor<3x5x8x16xf32>) -> tensor<3x5x8x16xf32>
  return %0 : tensor<3x5x8x16xf32>
}

// -----

// No batch dims at all: plain 2-D attention.
// CHECK-LABEL: func.func @attention_2d
// CHECK: attn.attention
func.func @attention_2d(%q: tensor<8x16xf32>, %k: tensor<12x16xf32>, %v: tensor<12x4xf32>, %s: f32) -> tensor<8x4xf32> {
  %init = tensor.empty() : tensor<8x4xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<8x16xf32>, tensor<12x16xf32>, tensor<12x4xf32>, f32)
      outs(%init : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %0 : tensor<8x4xf32>
}

// -----

// One online-softmax step: state (acc, max, sum) in, state out.
// CHECK-LABEL: func.func @online_attention_step
// CHECK: %{{.*}}:3 = attn.online_attention indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}] causal(top_left) causal_offset(%{{.*}}) ins(%{{.*}} : tensor<2x32x16xf16>, tensor<2x16x16xf16>, tensor<2x16x8xf16>, f32) mask(%{{.*}} : tensor<32x16xf32>) outs(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>
func.func @online_attention_step(%q: tensor<2x32x16xf16>, %k: tensor<2x16x16xf16>, %v: tensor<2x16x8xf16>, %s: f32, %mask: tensor<32x16xf32>, %acc: tensor<2x32x8xf32>, %max: tensor<2x32xf32>, %sum: tensor<2x32xf32>, %off: index) -> (tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>) {
  %0:3 = attn.online_attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      causal(top_left) causal_offset(%off)
      ins(%q, %k, %v, %s : tensor<2x32x16xf16>, tensor<2x16x16xf16>, tensor<2x16x8xf16>, f32)
      mask(%mask : tensor<32x16xf32>)
      outs(%acc, %max, %sum : tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>) -> tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>
  return %0#0, %0#1, %0#2 : tensor<2x32x8xf32>, tensor<2x32xf32>, tensor<2x32xf32>
}

// -----

// Kernel configurations: every parameter, and the defaults left out.
// CHECK-LABEL: func.func @kernel_configs
// CHECK: config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>
// CHECK: config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 512, lanes_per_row = 4, shared_memory_bytes = 16384>
// CHECK: config = #attn.kernel_config<kind = reference, tile_m = 32, tile_n = 16, workgroup_size = 128>
func.func @kernel_configs() {
  "test.use"() {config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>} : () -> ()
  "test.use"() {config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 512, lanes_per_row = 4, shared_memory_bytes = 16384, kv_stages = 1>} : () -> ()
  "test.use"() {config = #attn.kernel_config<kind = reference, tile_m = 32, tile_n = 16, workgroup_size = 128>} : () -> ()
  return
}

// -----

// A memref over a kernel's pointer argument, over the shared-memory array
// (an integer memory space and a GPU address space), and over Vulkan
// storage buffers (bf16 stored as i16, i1 as i8).
// CHECK-LABEL: func.func @pointer_to_memref
// CHECK: attn.pointer_to_memref %{{.*}} sizes(%{{.*}}, %{{.*}}) strides(%{{.*}}, %{{.*}}) : !llvm.ptr<1> -> memref<?x64xf16, strided<[?, 1]>, 1>
// CHECK: attn.pointer_to_memref %{{.*}} sizes(%{{.*}}) strides(%{{.*}}) : !llvm.ptr<3> -> memref<1024xi8, #gpu.address_space<workgroup>>
// CHECK: attn.pointer_to_memref %{{.*}} sizes() strides() : !llvm.ptr -> memref<f32>
// CHECK: attn.pointer_to_memref %{{.*}} sizes(%{{.*}}, %{{.*}}) strides(%{{.*}}, %{{.*}}) : memref<?xi16> -> memref<?x64xbf16, strided<[?, 1]>>
// CHECK: attn.pointer_to_memref %{{.*}} sizes(%{{.*}}) strides(%{{.*}}) : memref<?xi8> -> memref<?xi1, strided<[?]>>
func.func @pointer_to_memref(%p: !llvm.ptr<1>, %s: !llvm.ptr<3>, %g: !llvm.ptr, %m: i64, %stride: i64, %one: i64, %n: i64, %kb: memref<?xi16>, %mb: memref<?xi8>) {
  %0 = attn.pointer_to_memref %p sizes(%m, %n) strides(%stride, %one) : !llvm.ptr<1> -> memref<?x64xf16, strided<[?, 1]>, 1>
  %1 = attn.pointer_to_memref %s sizes(%n) strides(%one) : !llvm.ptr<3> -> memref<1024xi8, #gpu.address_space<workgroup>>
  %2 = attn.pointer_to_memref %g sizes() strides() : !llvm.ptr -> memref<f32>
  %3 = attn.pointer_to_memref %kb sizes(%n, %m) strides(%stride, %one) : memref<?xi16> -> memref<?x64xbf16, strided<[?, 1]>>
  %4 = attn.pointer_to_memref %mb sizes(%n) strides(%stride) : memref<?xi8> -> memref<?xi1, strided<[?]>>
  "test.use"(%0, %1, %2, %3, %4) : (memref<?x64xf16, strided<[?, 1]>, 1>, memref<1024xi8, #gpu.address_space<workgroup>>, memref<f32>, memref<?x64xbf16, strided<[?, 1]>>, memref<?xi1, strided<[?]>>) -> ()
  return
}
