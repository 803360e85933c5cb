// copy = tma is for dense tensors: a kernel of packed sequences given it
// is refused (its rows start at offsets a tensor map does not describe;
// attn-select-kernel-config gives such kernels copy = async).
// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a}))' -mlir-print-op-on-diagnostic=false --verify-diagnostics --split-input-file

func.func @varlen(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{expected copy = async for a kernel of packed sequences or a paged cache: a tensor map does not describe their rows}}
  %r = attn.varlen_attention indexing_maps = [
      affine_map<(h, m, n, k1, k2) -> (m, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(h, m, n, k1, k2) -> (m, h, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 64, tile_n = 128, workgroup_size = 128, shared_memory_bytes = 73728, kv_stages = 2, copy = tma, lazy_rescale = true, mma_shape = [64, 128, 16]>}
      -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}

// -----

// A warp-specialized wgmma kernel (workgroup_size = 384) copies by TMA.
func.func @warp_specialized_async(%q: tensor<4x?x128xbf16>, %k: tensor<4x?x128xbf16>, %v: tensor<4x?x128xbf16>, %s: f32, %o: tensor<4x?x128xbf16>) -> tensor<4x?x128xbf16> {
  // expected-error @+1 {{a warp-specialized kernel is a wgmma kernel that copies by TMA (copy = tma)}}
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<4x?x128xbf16>, tensor<4x?x128xbf16>, tensor<4x?x128xbf16>, f32)
      outs(%o : tensor<4x?x128xbf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 128, workgroup_size = 384, shared_memory_bytes = 163840, kv_stages = 2, copy = async, lazy_rescale = true, mma_shape = [64, 128, 16]>}
      -> tensor<4x?x128xbf16>
  return %r : tensor<4x?x128xbf16>
}

// -----

// Its consumer warpgroups take one m64 slice each at least.
func.func @warp_specialized_m64(%q: tensor<4x?x128xbf16>, %k: tensor<4x?x128xbf16>, %v: tensor<4x?x128xbf16>, %s: f32, %o: tensor<4x?x128xbf16>) -> tensor<4x?x128xbf16> {
  // expected-error @+1 {{a warp-specialized wgmma kernel needs tile-m 128, 192 or 256 (a consumer warpgroup per m64 slice, up to three), got 64}}
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<4x?x128xbf16>, tensor<4x?x128xbf16>, tensor<4x?x128xbf16>, f32)
      outs(%o : tensor<4x?x128xbf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 64, tile_n = 128, workgroup_size = 384, shared_memory_bytes = 147456, kv_stages = 2, copy = tma, lazy_rescale = true, mma_shape = [64, 128, 16]>}
      -> tensor<4x?x128xbf16>
  return %r : tensor<4x?x128xbf16>
}

// -----

// A wgmma kernel is one warpgroup (128) or warp-specialized (384, 512): another
// workgroup size is not what the kernel is.
func.func @wgmma_two_warpgroups(%q: tensor<4x?x128xbf16>, %k: tensor<4x?x128xbf16>, %v: tensor<4x?x128xbf16>, %s: f32, %o: tensor<4x?x128xbf16>) -> tensor<4x?x128xbf16> {
  // expected-error @+1 {{is not what its kernel is on sm_90a: expected #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 128, workgroup_size = 128,}}
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<4x?x128xbf16>, tensor<4x?x128xbf16>, tensor<4x?x128xbf16>, f32)
      outs(%o : tensor<4x?x128xbf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 128, workgroup_size = 256, shared_memory_bytes = 163840, kv_stages = 2, copy = tma, lazy_rescale = true, mma_shape = [64, 128, 16]>}
      -> tensor<4x?x128xbf16>
  return %r : tensor<4x?x128xbf16>
}

// -----

// Three consumers (512 invocations) go with tile-m 192: at tile-m 128 the
// kernel is two (384).
func.func @three_consumers_m128(%q: tensor<4x?x64xbf16>, %k: tensor<4x?x64xbf16>, %v: tensor<4x?x64xbf16>, %s: f32, %o: tensor<4x?x64xbf16>) -> tensor<4x?x64xbf16> {
  // expected-error @+1 {{is not what its kernel is on sm_90a: expected #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 128, workgroup_size = 384,}}
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<4x?x64xbf16>, tensor<4x?x64xbf16>, tensor<4x?x64xbf16>, f32)
      outs(%o : tensor<4x?x64xbf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 128, workgroup_size = 512, shared_memory_bytes = 81920, kv_stages = 2, copy = tma, lazy_rescale = true, mma_shape = [64, 128, 16]>}
      -> tensor<4x?x64xbf16>
  return %r : tensor<4x?x64xbf16>
}
