// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-tile-parallel{tile-m=32},attn-tile-kv{tile-n=32},attn-decompose-online-attention,canonicalize,cse,one-shot-bufferize{bufferize-function-boundaries},func.func(buffer-loop-hoisting))' | FileCheck %s

// After bufferization of the tiled lowering, no buffer grows with M×N: with
// a dynamic key length, the only buffers are the output, the per-workgroup
// state (32 query rows) and tile-sized score blocks; the ragged last block's
// size is min(32, N - n0).

// CHECK-LABEL: func.func @attention
// CHECK: memref.alloc() {{.*}} : memref<4x128x64xf32>
// CHECK: scf.forall
// CHECK-DAG: memref.alloc() {{.*}} : memref<1x32x64xf32>
// CHECK-DAG: memref.alloc() {{.*}} : memref<1x32xf32>
// CHECK: scf.for
// CHECK: memref.alloc() {{.*}} : memref<1x32x32xf32>
// CHECK: scf.for %[[N0:[^ ]+]] =
// CHECK:   %[[REM:.*]] = arith.subi %{{.*}}, %[[N0]] : index
// CHECK:   %[[SIZE:.*]] = arith.minsi %[[REM]], %c32 : index
// CHECK:   memref.alloc(%[[SIZE]]) {{.*}} : memref<1x32x?xf32>
// CHECK-NOT: memref.alloc({{.*}}) {{.*}}128x?
// CHECK-NOT: memref.alloc({{.*}}) {{.*}}?x?
func.func @attention(%q: tensor<4x128x64xf32>, %k: tensor<4x?x64xf32>, %v: tensor<4x?x64xf32>, %s: f32) -> tensor<4x128x64xf32> {
  %init = tensor.empty() : tensor<4x128x64xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<4x128x64xf32>, tensor<4x?x64xf32>, tensor<4x?x64xf32>, f32)
      outs(%init : tensor<4x128x64xf32>) -> tensor<4x128x64xf32>
  return %0 : tensor<4x128x64xf32>
}
