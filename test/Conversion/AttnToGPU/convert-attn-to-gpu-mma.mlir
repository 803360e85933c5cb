// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu | FileCheck %s
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="tile-m=64 tile-n=32" | FileCheck %s --check-prefix=TILES

// The tensor-core kernel (chosen by default for bf16/f16 with head dims 64
// or 128): dynamic shared memory as an external shared array; no strides
// along the head dims (rows are contiguous, manifest says so); tiles from
// sm_90's description (128 x 64 at d = 64: 2 * (128 * 64 + 2 * 64 * 128)
// bytes of shared memory). Its body is the op on tensors over memrefs of
// the arguments, with the kernel configuration the tiling stages read, its
// results written in place; attn-lower-tiled-attention-to-mma writes the
// code (test/Dialect/Attn/GPUTransforms/lower-tiled-attention-to-mma.mlir).
// CHECK-LABEL: func.func @causal_gqa_lse
// CHECK: gpu.module @attn_kernel_0
// CHECK-NEXT: llvm.mlir.global external @attn_shared_memory() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: gpu.func @attention(
// CHECK-NOT: stride_k1
// CHECK-SAME: alignment_bytes = 16
// CHECK-SAME: block_size = 128
// CHECK-SAME: contiguous_dims = ["k1", "k2"]
// CHECK-SAME: dynamic_shared_memory_bytes = 49152
// CHECK-SAME: tile_m = 128 : i64, tile_n = 64 : i64
// CHECK-SAME: variant = "mma.sync"
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64
// CHECK: %[[Q:.*]] = attn.pointer_to_memref %arg0 sizes({{.*}}) strides({{.*}}) : !llvm.ptr<1> -> memref<2x3x?x64xbf16, strided<[?, ?, ?, 1]>, #gpu.address_space<global>>
// CHECK: bufferization.to_tensor %[[Q]] restrict
// CHECK: %[[R:.*]]:2 = attn.attention
// CHECK-SAME: causal(top_left)
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64
// CHECK: bufferization.materialize_in_destination %[[R]]#0 in restrict writable
// CHECK: bufferization.materialize_in_destination %[[R]]#1 in restrict writable
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return

// TILES-LABEL: func.func @causal_gqa_lse
// TILES: dynamic_shared_memory_bytes = 24576
// TILES-SAME: tile_m = 64 : i64, tile_n = 32 : i64
func.func @causal_gqa_lse(%q: tensor<2x3x?x64xbf16>, %k: tensor<2x?x64xbf16>, %v: tensor<2x?x64xbf16>, %s: f32, %o: tensor<2x3x?x64xbf16>, %l: tensor<2x3x?xf32>) -> (tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) {
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x3x?x64xbf16>, tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, f32)
      outs(%o, %l : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) -> tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
  return %0#0, %0#1 : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
}

// -----

// f32 takes the SIMT kernel.
// CHECK-LABEL: func.func @f32_simt
// CHECK: gpu.module @attn_kernel_0
// CHECK-NOT: llvm.mlir.global
// CHECK: variant = "simt"
func.func @f32_simt(%q: tensor<?x64xf32>, %k: tensor<?x64xf32>, %v: tensor<?x64xf32>, %s: f32, %o: tensor<?x64xf32>) -> tensor<?x64xf32> {
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x64xf32>, tensor<?x64xf32>, tensor<?x64xf32>, f32)
      outs(%o : tensor<?x64xf32>) -> tensor<?x64xf32>
  return %0 : tensor<?x64xf32>
}

// -----

// K stored transposed (n innermost): the tensor-core kernel reads rows along
// k1, so the SIMT kernel (any strides) takes it.
// CHECK-LABEL: func.func @key_transposed_simt
// CHECK: gpu.module @attn_kernel_0
// CHECK: {name = "k_stride_k1", type = "i64"}
// CHECK-SAME: variant = "simt"
func.func @key_transposed_simt(%q: tensor<?x64xf16>, %k: tensor<64x?xf16>, %v: tensor<?x64xf16>, %s: f32, %o: tensor<?x64xf16>) -> tensor<?x64xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (k1, n)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x64xf16>, tensor<64x?xf16>, tensor<?x64xf16>, f32)
      outs(%o : tensor<?x64xf16>) -> tensor<?x64xf16>
  return %0 : tensor<?x64xf16>
}
