// The cooperative-matrix kernel holds the Q tile in registers before its
// first block, and its K and V blocks reuse the Q tile's workgroup memory:
// the promotion's budget is the larger of the two, not their sum. f16,
// d = 128, 64 x 16 tiles: a 16 KiB Q tile and 8 KiB of K/V blocks fit the
// kernel's 22528 bytes (2 * max(64 * 128, 2 * 16 * 256) for the Q tile or
// two alternating block buffers, + 6 * 64 * 16 for P and S), which their sum
// (24576) would not.
// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu-vulkan{target-env=nvidia tile-m=64},gpu.module(attn-tile-parallel{target=vulkan},attn-tile-kv{target=vulkan split-kv=never},attn-promote-to-shared-memory{target=vulkan}))' | FileCheck %s

// CHECK: kind = cooperative_matrix, tile_m = 64, tile_n = 16, workgroup_size = 64, shared_memory_bytes = 22528
// CHECK: bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x64x128xf16>
// CHECK: scf.for
// CHECK: bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x16x128xf16>
// CHECK: linalg.copy {attn.stages = 1 : i64}
// CHECK: bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x16x128xf16>
// CHECK: linalg.copy {attn.stages = 1 : i64}
// CHECK: attn.online_attention

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
