// A nest that is not what the kernel's configuration says is an error that
// says what was expected: key blocks of another size, query tiles of
// another size, an op the stages did not tile.
// RUN: not attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{kernel=simt tile-m=64 tile-n=16},gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never tile-n=32},attn-lower-tiled-attention-to-simt))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TILE-N
// RUN: not attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{kernel=simt tile-m=64 tile-n=16},gpu.module(attn-tile-parallel{target=sm_90 tile-m=32},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-simt))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TILE-M
// RUN: not attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{kernel=simt},gpu.module(attn-tile-parallel{target=sm_90},attn-lower-tiled-attention-to-simt))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNTILED
// RUN: not attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{kernel=simt},gpu.module(attn-lower-tiled-attention-to-simt))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNTILED

// TILE-N: error: 'scf.for' op expected a KV loop by the kernel's tile_n 16
// TILE-M: error: 'scf.forall' op expected workgroup dim 1 from 0 by 64 (the kernel's tile_m 64 for the query dim)
// UNTILED: error: 'gpu.func' op expected the kernel's attention tiled into workgroups and KV loops of attn.online_attention steps (attn-tile-parallel, attn-tile-kv) first
func.func @f32(%q: tensor<2x?x32xf32>, %k: tensor<2x?x32xf32>, %v: tensor<2x?x16xf32>, %s: f32, %o: tensor<2x?x16xf32>) -> tensor<2x?x16xf32> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x?x32xf32>, tensor<2x?x32xf32>, tensor<2x?x16xf32>, f32)
      outs(%o : tensor<2x?x16xf32>) -> tensor<2x?x16xf32>
  return %0 : tensor<2x?x16xf32>
}
