// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan --verify-diagnostics

// An NVVM kernel is no Vulkan kernel.
func.func @mma_kind(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{a mma_sync kernel is an NVVM kernel; Vulkan kernels are cooperative_matrix, simt and reference}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, mma_shape = [16, 8, 16]>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

// -----

// lavapipe offers no cooperative matrices.
func.func @coop_on_lavapipe(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{the cooperative-matrix kernel needs the SPIR-V capability CooperativeMatrixKHR and the extension SPV_KHR_cooperative_matrix, which the Vulkan target env does not declare}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = cooperative_matrix, tile_m = 64, tile_n = 32, workgroup_size = 32, lazy_rescale = true, mma_shape = [16, 16, 16]>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

// -----

// The workgroup size follows from the rows and lanes per row.
func.func @wrong_workgroup(%q: tensor<256x64xf16>, %k: tensor<300x64xf16>, %v: tensor<300x64xf16>, %s: f32, %o: tensor<256x64xf16>) -> tensor<256x64xf16> {
  // expected-error @+1 {{kernel config #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 64, shared_memory_bytes = 16384> is not what its kernel is on this Vulkan target: expected #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 16384>}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<256x64xf16>, tensor<300x64xf16>, tensor<300x64xf16>, f32)
      outs(%o : tensor<256x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 64, shared_memory_bytes = 16384>} -> tensor<256x64xf16>
  return %0 : tensor<256x64xf16>
}

