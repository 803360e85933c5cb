// RUN: attn-opt %s --attn-to-llvm-pipeline | FileCheck %s
// RUN: attn-opt %s --attn-to-llvm-pipeline=reference=1 | FileCheck %s
// RUN: attn-opt %s --attn-to-llvm-pipeline --mlir-print-ir-after=attn-tile-kv 2>&1 | FileCheck %s --check-prefix=TILED
// RUN: attn-opt %s --attn-to-nvvm-pipeline | FileCheck %s --check-prefix=NVVM
// RUN: not attn-opt %s --attn-to-spirv-pipeline 2>&1 | FileCheck %s --check-prefix=VULKAN

// Packed sequences on the host: attn-expand-varlen first, then the tiled
// lowering of each sequence's attention (the loop over sequences around
// the workgroup tiles and the key blocks of online attention), to LLVM with
// no attn op left; the materialised reference path too. The NVVM pipeline
// makes the one kernel of all the sequences (its stages:
// convert-attn-to-gpu-varlen.mlir); the Vulkan one refuses the op.
// TILED: IR Dump After AttnTileKVPass
// TILED: scf.for
// TILED:   scf.forall
// TILED:     scf.for
// TILED:       attn.online_attention
// TILED-NOT: attn.varlen_attention
// CHECK: llvm.func @varlen
// CHECK-NOT: attn.
// NVVM: gpu.binary @attn_varlen_kernel_0
// NVVM-SAME: .visible .entry attention
// VULKAN: error: 'attn.varlen_attention' op has no Vulkan kernel yet

#q = affine_map<(h, m, n, k1, k2) -> (m, h, k1)>
#k = affine_map<(h, m, n, k1, k2) -> (n, h, k1)>
#v = affine_map<(h, m, n, k1, k2) -> (n, h, k2)>
#o = affine_map<(h, m, n, k1, k2) -> (m, h, k2)>
#l = affine_map<(h, m, n, k1, k2) -> (h, m)>
func.func @varlen(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x32xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x32xf16>, %l: tensor<8x?xf32>, %s: f32)
    -> (tensor<?x8x32xf16>, tensor<8x?xf32>) {
  %r:2 = attn.varlen_attention indexing_maps = [#q, #k, #v, #o, #l]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x32xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x8x32xf16>, tensor<8x?xf32>) -> tensor<?x8x32xf16>, tensor<8x?xf32>
  return %r#0, %r#1 : tensor<?x8x32xf16>, tensor<8x?xf32>
}
