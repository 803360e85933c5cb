// A kernel configuration whose copy kind the step cannot make is refused by
// the lowering of the step, with the kind it makes: the SIMT step stages its
// blocks with loads and stores (copy = sync), and the configuration is
// otherwise the SIMT kernel's (the conversion accepts it).
// RUN: not attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-simt))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s
// The same configuration with copy = sync lowers.
// RUN: sed 's/, copy = async//' %s | attn-opt --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-simt))' | FileCheck %s --check-prefix=SYNC

// CHECK: error: 'gpu.func' op expected a kernel configuration with copy = sync: the SIMT step stages its blocks with loads and stores
// SYNC: gpu.func @attention
// SYNC-NOT: attn.online_attention
// SYNC: gpu.barrier

func.func @async_copies(%q: tensor<2x?x32xf32>, %k: tensor<2x?x32xf32>, %v: tensor<2x?x16xf32>, %s: f32, %o: tensor<2x?x16xf32>) -> tensor<2x?x16xf32> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x?x32xf32>, tensor<2x?x32xf32>, tensor<2x?x16xf32>, f32)
      outs(%o : tensor<2x?x16xf32>) {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 6144, copy = async>} -> tensor<2x?x16xf32>
  return %r : tensor<2x?x16xf32>
}
