// A nest the stages did not make as the kernel configuration says is
// refused with what was expected: key blocks of another size, query tiles
// of another size, a split-KV nest, a kernel not tiled.
// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never tile-n=32},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false --verify-diagnostics --split-input-file
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90 tile-m=64},attn-tile-kv{target=sm_90 split-kv=never},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TILE-M
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=always},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNTILED
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-lower-tiled-attention-to-mma{chip=sm_70}))' 2>&1 | FileCheck %s --check-prefix=CHIP

// TILE-M: error: 'scf.forall' op expected workgroup dim 1 from 0 by 128 (the kernel's tile_m 128 for the query dim)
// SPLIT: error: 'gpu.func' op expected one scf.forall of workgroups (the output of attn-tile-parallel), found 2
// UNTILED: error: 'gpu.func' op expected the kernel's attention tiled into workgroups and KV loops of attn.online_attention steps (attn-tile-parallel, attn-tile-kv) first
// CHIP: error: attn-lower-tiled-attention-to-mma: unknown NVIDIA chip 'sm_70'; known chips: sm_80, sm_90

func.func @plain(%q: tensor<?x?x64xf16>, %k: tensor<?x?x64xf16>, %v: tensor<?x?x64xf16>, %s: f32, %o: tensor<?x?x64xf16>) -> tensor<?x?x64xf16> {
  // expected-error @+1 {{'scf.for' op expected a KV loop by the kernel's tile_n 64}}
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x64xf16>, tensor<?x?x64xf16>, tensor<?x?x64xf16>, f32)
      outs(%o : tensor<?x?x64xf16>) -> tensor<?x?x64xf16>
  return %r : tensor<?x?x64xf16>
}
