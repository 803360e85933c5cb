// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan 2>&1 | FileCheck %s --check-prefix=VULKAN

// Packed variable-length sequences and paged KV caches have NVVM kernels
// (convert-attn-to-gpu-varlen.mlir, -paged.mlir), not Vulkan ones, nor a
// reference kernel; a paged cache's kernel reads each key block from one
// page, on the tensor cores. The conversions say so rather than leave the op
// in the module unconverted.
// VULKAN: error: 'attn.varlen_attention' op has no Vulkan kernel yet (convert-attn-to-gpu-vulkan converts attn.attention; convert-attn-to-gpu makes the NVVM kernel of packed sequences); run them on the host (attn-to-llvm-pipeline), or one attn.attention per sequence
func.func @varlen_reference(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{'attn.varlen_attention' op has no reference kernel (kernel=reference checks one attn.attention, one sequence, at a time)}}
  %r = attn.varlen_attention indexing_maps = [
      affine_map<(h, m, n, k1, k2) -> (m, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(h, m, n, k1, k2) -> (m, h, k2)>]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>)
      {attn.kernel_config = #attn.kernel_config<kind = reference, tile_m = 128, tile_n = 1, workgroup_size = 128, shared_memory_bytes = 0, kv_stages = 1, q_in_registers = false>}
      -> tensor<?x8x64xf16>
  return %r : tensor<?x8x64xf16>
}

// -----

// Pages of 16 keys: a key block (32 keys at least) would span pages.
// VULKAN: error: 'attn.paged_attention' op has no Vulkan kernel yet (convert-attn-to-gpu-vulkan converts attn.attention; convert-attn-to-gpu makes the NVVM kernel of a paged cache); run a paged KV cache on the host (attn-to-llvm-pipeline)
func.func @paged_small_pages(%q: tensor<?x1x8x64xf16>, %k: tensor<?x16x8x64xf16>,
    %v: tensor<?x16x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'attn.paged_attention' op the GPU kernel of a paged cache reads each key block from one page in place: it needs a static page size that is a multiple of 32 keys, got 16 (gather the pages into packed sequences, attn.varlen_attention, instead)}}
  %r = attn.paged_attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x16x8x64xf16>, tensor<?x16x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

// A dynamic page size: the kernel's page arithmetic needs it.
func.func @paged_dynamic_pages(%q: tensor<?x1x8x64xf16>, %k: tensor<?x?x8x64xf16>,
    %v: tensor<?x?x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'attn.paged_attention' op the GPU kernel of a paged cache reads each key block from one page in place: it needs a static page size that is a multiple of 32 keys, got ?}}
  %r = attn.paged_attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x?x8x64xf16>, tensor<?x?x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

// f32 has no tensor-core kernel, and the paged cache no other.
func.func @paged_f32(%q: tensor<?x1x8x64xf32>, %k: tensor<?x64x8x64xf32>,
    %v: tensor<?x64x8x64xf32>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf32>, %s: f32) -> tensor<?x1x8x64xf32> {
  // expected-error @+1 {{'attn.paged_attention' op the GPU kernel of a paged cache is the tensor-core one, which takes f16 and bf16 with head dims that are multiples of 8 up to 256}}
  %r = attn.paged_attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf32>, tensor<?x64x8x64xf32>, tensor<?x64x8x64xf32>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf32>) -> tensor<?x1x8x64xf32>
  return %r : tensor<?x1x8x64xf32>
}

// -----

// A SIMT configuration (as attn-select-kernel-config would not give one).
func.func @paged_simt_config(%q: tensor<?x1x8x64xf16>, %k: tensor<?x64x8x64xf16>,
    %v: tensor<?x64x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'attn.paged_attention' op has only the tensor-core kernel, not a kernel configuration of kind simt}}
  %r = attn.paged_attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x64x8x64xf16>, tensor<?x64x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>)
      {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128, shared_memory_bytes = 16384, kv_stages = 1, q_in_registers = false>}
      -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

// A key block that does not divide the page, as a configuration may say.
func.func @paged_block_spans_pages(%q: tensor<?x1x8x64xf16>, %k: tensor<?x32x8x64xf16>,
    %v: tensor<?x32x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'attn.paged_attention' op expected a static page size that tile_n = 64 divides}}
  %r = attn.paged_attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x32x8x64xf16>, tensor<?x32x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>)
      {attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 64, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, mma_shape = [16, 8, 16]>}
      -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}
