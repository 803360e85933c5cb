// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan 2>&1 | FileCheck %s --check-prefix=VULKAN

// Packed variable-length sequences have an NVVM kernel
// (convert-attn-to-gpu-varlen.mlir), not a Vulkan one, nor a reference
// kernel; a paged KV cache has no GPU kernel. The conversions say so rather
// than leave the op in the module unconverted.
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

// A paged KV cache likewise.
// VULKAN: error: 'attn.paged_attention' op has no GPU kernel yet (convert-attn-to-gpu-vulkan converts attn.attention); run a paged KV cache on the host (attn-to-llvm-pipeline)
func.func @paged(%q: tensor<?x1x8x64xf16>, %k: tensor<?x16x8x64xf16>,
    %v: tensor<?x16x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  // expected-error @+1 {{'attn.paged_attention' op has no GPU kernel yet (convert-attn-to-gpu converts attn.attention); run a paged KV cache on the host (attn-to-llvm-pipeline)}}
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
