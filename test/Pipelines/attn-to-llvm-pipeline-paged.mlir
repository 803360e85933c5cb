// RUN: attn-opt %s --attn-to-llvm-pipeline | FileCheck %s
// RUN: attn-opt %s --attn-to-llvm-pipeline=reference=1 | FileCheck %s
// RUN: attn-opt %s --attn-to-llvm-pipeline=parallel=1 | FileCheck %s --check-prefixes=CHECK,OMP
// RUN: attn-opt %s --attn-to-nvvm-pipeline | FileCheck %s --check-prefix=NVVM
// RUN: not attn-opt %s --attn-to-spirv-pipeline 2>&1 | FileCheck %s --check-prefix=VULKAN

// A paged KV cache on the host: attn-expand-paged's page steps lowered by
// attn-decompose-online-attention, to LLVM with no attn op left (on the
// reference path too); with parallel=1 the sequences run on OpenMP threads
// (one parallel loop, the forall over the sequences). The NVVM pipeline
// makes the one kernel of all the sequences, its key blocks read from the
// pages in place (its stages: convert-attn-to-gpu-paged.mlir); the Vulkan
// one refuses the op.
// CHECK: llvm.func @paged
// OMP: omp.parallel
// OMP: omp.wsloop
// OMP-NOT: omp.parallel
// CHECK-NOT: attn.
// NVVM: gpu.binary @attn_paged_kernel_0
// NVVM-SAME: .visible .entry attention
// VULKAN: error: 'attn.paged_attention' op has no Vulkan kernel yet

#q = affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k1)>
#k = affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k2)>
func.func @paged(%q: tensor<?x1x2x4x64xbf16>, %k: tensor<?x32x2x64xbf16>,
    %v: tensor<?x32x2x64xbf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x2x4x64xbf16>, %s: f32) -> tensor<?x1x2x4x64xbf16> {
  %r = attn.paged_attention indexing_maps = [#q, #k, #v, #o]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x1x2x4x64xbf16>, tensor<?x32x2x64xbf16>, tensor<?x32x2x64xbf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x2x4x64xbf16>) -> tensor<?x1x2x4x64xbf16>
  return %r : tensor<?x1x2x4x64xbf16>
}
