// The kernel configuration's lazy_rescale reaches the tensor-core step: with
// it, a row's max moves only when a block's max exceeds it by 8 ln 2
// (5.54517746); without it, whenever the max rises (a threshold of 0). Both
// keep the warp's vote and the one rescaling branch. A configuration whose
// copies the step cannot make is refused.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' | FileCheck %s

// CHECK-LABEL: func.func @lazy
// CHECK: gpu.func @attention
// CHECK-SAME: lazy_rescale = true
// CHECK: %[[TH:.*]] = arith.constant 5.54517746 : f32
// CHECK: arith.addf %{{.*}}, %[[TH]] : f32
// CHECK: nvvm.vote.sync any
func.func @lazy(%q: tensor<2x4x?x64xf16>, %k: tensor<2x4x?x64xf16>, %v: tensor<2x4x?x64xf16>, %s: f32, %o: tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, f32)
      outs(%o : tensor<2x4x?x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>} -> tensor<2x4x?x64xf16>
  return %0 : tensor<2x4x?x64xf16>
}

// -----

// CHECK-LABEL: func.func @eager
// CHECK: gpu.func @attention
// CHECK-NOT: lazy_rescale
// CHECK-NOT: 5.54517746
// CHECK: nvvm.vote.sync any
// CHECK-NOT: 5.54517746
func.func @eager(%q: tensor<2x4x?x64xf16>, %k: tensor<2x4x?x64xf16>, %v: tensor<2x4x?x64xf16>, %s: f32, %o: tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, f32)
      outs(%o : tensor<2x4x?x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, q_in_registers = true, mma_shape = [16, 8, 16]>} -> tensor<2x4x?x64xf16>
  return %0 : tensor<2x4x?x64xf16>
}
