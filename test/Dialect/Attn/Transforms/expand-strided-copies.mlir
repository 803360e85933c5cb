// RUN: attn-opt %s --split-input-file --attn-expand-strided-copies | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-expand-strided-copies --convert-linalg-to-loops --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=LLVM

// A copy into a strided window of a buffer (new keys written into a KV
// cache): linalg.copy, which lowers to loops; the host code calls no
// memrefCopy.
// CHECK-LABEL: func.func @into_window
// CHECK-SAME: (%[[SRC:.*]]: memref<8x?x64xf32>, %[[DST:.*]]: memref<8x?x64xf32, strided<[32768, 64, 1], offset: ?>>)
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%[[SRC]] : memref<8x?x64xf32>) outs(%[[DST]] : memref<8x?x64xf32, strided<[32768, 64, 1], offset: ?>>)
// LLVM-LABEL: llvm.func @into_window
// LLVM-NOT: memrefCopy
// LLVM: llvm.store
func.func @into_window(%src: memref<8x?x64xf32>, %dst: memref<8x?x64xf32, strided<[32768, 64, 1], offset: ?>>) {
  memref.copy %src, %dst : memref<8x?x64xf32> to memref<8x?x64xf32, strided<[32768, 64, 1], offset: ?>>
  return
}

// -----

// Both sides one block (identity layouts; a static contiguous window at an
// offset): left to finalize-memref-to-llvm's memcpy.
// CHECK-LABEL: func.func @blocks
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<?x64xf32> to memref<?x64xf32>
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<4x64xf32> to memref<4x64xf32, strided<[64, 1], offset: 128>>
// CHECK-NOT: linalg.copy
// LLVM-LABEL: llvm.func @blocks
// LLVM-NOT: memrefCopy
// LLVM: "llvm.intr.memcpy"
func.func @blocks(%a: memref<?x64xf32>, %b: memref<?x64xf32>, %c: memref<4x64xf32>,
                  %d: memref<4x64xf32, strided<[64, 1], offset: 128>>) {
  memref.copy %a, %b : memref<?x64xf32> to memref<?x64xf32>
  memref.copy %c, %d : memref<4x64xf32> to memref<4x64xf32, strided<[64, 1], offset: 128>>
  return
}
