// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu --verify-diagnostics

// A configuration on the op is checked against the chip: a hand-written one
// whose implied fields are off says what the kernel would be.
func.func @mismatched_shared_memory(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{kernel config #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 1024, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]> is not what its kernel is on sm_90: expected #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 1024, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

// -----

// Tiles over the chip's shared memory are refused as the options are.
func.func @too_large(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{needs 262144 bytes of shared memory per workgroup (tile-n = 512), more than the 49152 of static shared memory a block has on sm_90}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 512, workgroup_size = 128, shared_memory_bytes = 262144>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

// -----

// A Vulkan kernel is no NVVM kernel.
func.func @vulkan_kind(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{a cooperative_matrix kernel is a Vulkan kernel; NVVM kernels are mma_sync, wgmma, simt and reference}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = cooperative_matrix, tile_m = 64, tile_n = 32, workgroup_size = 128, lazy_rescale = true, mma_shape = [16, 16, 16]>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

// -----

// Lanes per row are the Vulkan SIMT kernel's.
func.func @lanes(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{lanes_per_row applies to Vulkan SIMT kernels; NVVM kernels take 1, got 4}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 512, lanes_per_row = 4, shared_memory_bytes = 16384>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

// -----

// A SIMT workgroup of more than 1024 threads.
func.func @simt_rows(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{tile-m must be in [0, 1024] for the SIMT and reference kernels (one row per thread), got 2048}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 2048, tile_n = 8, workgroup_size = 2048, shared_memory_bytes = 4096>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

// -----

// The configuration must be one.
func.func @not_a_config(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{'attn.kernel_config' must be an #attn.kernel_config, got array<i64: 128, 64>}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = array<i64: 128, 64>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}
