// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu-vulkan 2>&1 | FileCheck %s --check-prefix=VULKAN

// Packed variable-length sequences have no GPU kernel yet: both conversions
// say so rather than leave the op in the module unconverted.
// VULKAN: error: 'attn.varlen_attention' op has no GPU kernel yet (convert-attn-to-gpu-vulkan converts attn.attention); run packed sequences on the host (attn-to-llvm-pipeline), or one attn.attention per sequence
func.func @varlen(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %s: f32) -> tensor<?x8x64xf16> {
  // expected-error @+1 {{'attn.varlen_attention' op has no GPU kernel yet (convert-attn-to-gpu converts attn.attention); run packed sequences on the host (attn-to-llvm-pipeline), or one attn.attention per sequence}}
  %r = attn.varlen_attention indexing_maps = [
      affine_map<(h, m, n, k1, k2) -> (m, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(h, m, n, k1, k2) -> (m, h, k2)>]
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x8x64xf16>) -> tensor<?x8x64xf16>
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
