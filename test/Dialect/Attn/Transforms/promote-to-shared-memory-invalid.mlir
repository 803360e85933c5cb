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
