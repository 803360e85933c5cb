// RUN: attn-opt %s --split-input-file --attn-promote-to-shared-memory=target=vulkan --verify-diagnostics
// RUN: not attn-opt %s --split-input-file --attn-promote-to-shared-memory=target=tpu 2>&1 | FileCheck %s --check-prefix=TARGET
// RUN: not attn-opt %s --split-input-file --attn-promote-to-shared-memory="target=sm_90 stages=3" 2>&1 | FileCheck %s --check-prefix=STAGES

// An unknown target and a stage count other than 0, 1, 2 are named.
// TARGET: error: 'scf.forall' op unknown target 'tpu'; known targets: host, x86-64, x86-64-v3, x86-64-v4, sm_80, sm_90, sm_90a, lavapipe, vulkan
// STAGES: error: 'scf.forall' op stages must be 0 (from the target), 1 or 2, got 3

// Vulkan's 16 KiB of workgroup memory do not hold a 128 x 64 f32 Q tile
// (34 KiB with its rows padded by 16 bytes): the workgroup is named with
// the bytes and the limit.
#id = affine_map<(m, k) -> (m, k)>
func.func @tile_too_large(%q: memref<?x64xf32>, %o: memref<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %m = memref.dim %q, %c0 : memref<?x64xf32>
  // expected-error @+1 {{promotes tiles of 34816 bytes to fast memory, more than the 16384 bytes one workgroup of the target has}}
  scf.forall (%i) = (0) to (%m) step (128) {
    %qt = memref.subview %q[%i, 0] [128, 64] [1, 1] : memref<?x64xf32> to memref<128x64xf32, strided<[64, 1], offset: ?>>
    %ot = memref.alloc() : memref<128x64xf32>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%qt : memref<128x64xf32, strided<[64, 1], offset: ?>>) outs(%ot : memref<128x64xf32>) {
    ^bb0(%a: f32, %b: f32):
      linalg.yield %a : f32
    }
    memref.dealloc %ot : memref<128x64xf32>
  }
  return
}

// -----

// Block steps on tensors: the same budget, over the Q tile and the stages
// of the K/V blocks (a 32 KiB Q tile and 16 KiB of K/V blocks, unpadded).
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(attn-tile-parallel{target=vulkan tile-m=128},attn-tile-kv{target=vulkan tile-n=32 split-kv=never},attn-promote-to-shared-memory{target=vulkan}))' 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: error: 'scf.forall' op promotes tiles of 49152 bytes to fast memory (the Q tile and 1 stage(s) of the blocks), more than the 16384 bytes one workgroup may use
func.func @steps_over_budget(%q: tensor<1x128x64xf32>, %k: tensor<1x256x64xf32>, %v: tensor<1x256x64xf32>, %s: f32) -> tensor<1x128x64xf32> {
  %init = tensor.empty() : tensor<1x128x64xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<1x128x64xf32>, tensor<1x256x64xf32>, tensor<1x256x64xf32>, f32)
      outs(%init : tensor<1x128x64xf32>) -> tensor<1x128x64xf32>
  return %0 : tensor<1x128x64xf32>
}
