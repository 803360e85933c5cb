// The tensor form of attn-promote-to-shared-memory: block steps on tensors
// (the tiled nests the GPU lowerings of the step consume).
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(attn-tile-parallel{target=sm_90 tile-m=32},attn-tile-kv{target=sm_90 tile-n=16 split-kv=never},attn-promote-to-shared-memory{target=sm_90}))' | FileCheck %s
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(attn-tile-parallel{target=sm_90 tile-m=32},attn-tile-kv{target=sm_90 tile-n=16 split-kv=never},attn-promote-to-shared-memory{target=sm_90 stages=1}))' | FileCheck %s --check-prefix=ONE
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90},gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90}))' | FileCheck %s --check-prefix=KERNEL
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(func.func(attn-tile-parallel{target=sm_90 tile-m=32},attn-tile-kv{target=sm_90 tile-n=16 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-promote-to-shared-memory{target=sm_90}))' | FileCheck %s --check-prefix=TWICE

// Outside a kernel every tile a step reads from outside its workgroup is
// promoted: Q once per workgroup (before the KV loops, read by both
// loops' steps), K, V and the mask before each step, into workgroup-memory
// tensors of the tile's static bound; the ragged blocks (N = 70 = 4 x 16 +
// 6) are copied into slices of 16-row buffers. Copies of blocks carry the
// stages (2 on sm_90, which double-buffers). O (the workgroup's output) is
// not promoted.
// CHECK-LABEL: func.func @masked
// CHECK: scf.forall
// CHECK: %[[QT:.*]] = tensor.extract_slice %{{.*}} : tensor<2x64x32xf16> to tensor<1x32x32xf16>
// CHECK-NEXT: %[[QB:.*]] = bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x32x32xf16>
// CHECK-NEXT: %[[QP:.*]] = linalg.copy ins(%[[QT]] : tensor<1x32x32xf16>) outs(%[[QB]] : tensor<1x32x32xf16>)
// CHECK-NOT: attn.stages
// CHECK: scf.for
// CHECK-DAG: %[[KB:.*]] = bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x16x32xf16>
// CHECK-DAG: %[[KP:.*]] = linalg.copy {attn.stages = 2 : i64} ins(%{{.*}} : tensor<1x16x32xf16>) outs(%[[KB]] :
// CHECK-DAG: %[[VP:.*]] = linalg.copy {attn.stages = 2 : i64} ins(%{{.*}} : tensor<1x16x16xf16>)
// CHECK-DAG: %[[MP:.*]] = linalg.copy {attn.stages = 2 : i64} ins(%{{.*}} : tensor<1x32x16xf16>)
// CHECK: attn.online_attention {{.*}} ins(%[[QP]], %[[KP]], %[[VP]], %{{.*}} : {{.*}} mask(%[[MP]] :
// CHECK: scf.for
// CHECK: %[[RB:.*]] = bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x16x32xf16>
// CHECK: %[[RS:.*]] = tensor.extract_slice %[[RB]][0, 0, 0] [1, %{{.*}}, 32] [1, 1, 1] : tensor<1x16x32xf16> to tensor<1x?x32xf16>
// CHECK: %[[RP:.*]] = linalg.copy {attn.stages = 2 : i64} ins(%{{.*}} : tensor<1x?x32xf16>) outs(%[[RS]] : tensor<1x?x32xf16>)
// CHECK: attn.online_attention {{.*}} ins(%[[QP]], %[[RP]],
// CHECK-NOT: linalg.copy
// CHECK: scf.forall.in_parallel
// ONE-LABEL: func.func @masked
// ONE-NOT: attn.stages = 2
// ONE: linalg.copy {attn.stages = 1 : i64}
// ONE-NOT: attn.stages = 2
// Promoted tiles stay as they are: the pass run twice copies nothing more.
// TWICE-LABEL: func.func @masked
// TWICE-COUNT-7: linalg.copy
// TWICE-NOT: linalg.copy
func.func @masked(%q: tensor<2x64x32xf16>, %k: tensor<2x70x32xf16>, %v: tensor<2x70x16xf16>, %mask: tensor<2x64x70xf16>, %s: f32) -> tensor<2x64x16xf16> {
  %init = tensor.empty() : tensor<2x64x16xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x64x32xf16>, tensor<2x70x32xf16>, tensor<2x70x16xf16>, f32)
      mask(%mask : tensor<2x64x70xf16>)
      outs(%init : tensor<2x64x16xf16>) -> tensor<2x64x16xf16>
  return %0 : tensor<2x64x16xf16>
}

// In kernels, what the kernel's step reads from workgroup memory (its
// configuration): the tensor-core kernel Q, K and V with its kv_stages (2),
// not the mask, which it reads from global memory.
// KERNEL-LABEL: gpu.func @attention
// KERNEL-SAME: kind = mma_sync
// KERNEL: scf.forall
// KERNEL: bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x128x32xf16>
// KERNEL: linalg.copy ins(
// KERNEL: scf.for
// KERNEL-COUNT-2: linalg.copy {attn.stages = 2 : i64}
// KERNEL-NOT: linalg.copy
// KERNEL: attn.online_attention
// KERNEL: scf.forall.in_parallel

// -----

// The SIMT kernel (f32) reads K and V blocks from workgroup memory, one
// stage; each invocation holds its query row (Q is not promoted).
// CHECK-LABEL: func.func @simt_f32
// ONE-LABEL: func.func @simt_f32
// TWICE-LABEL: func.func @simt_f32
// KERNEL-LABEL: gpu.func @attention
// KERNEL-SAME: kind = simt
// KERNEL: scf.forall
// KERNEL-NOT: linalg.copy
// KERNEL: scf.for
// KERNEL-COUNT-2: linalg.copy {attn.stages = 1 : i64}
// KERNEL-NOT: linalg.copy
// KERNEL: attn.online_attention
func.func @simt_f32(%q: tensor<2x64x32xf32>, %k: tensor<2x70x32xf32>, %v: tensor<2x70x16xf32>, %s: f32) -> tensor<2x64x16xf32> {
  %init = tensor.empty() : tensor<2x64x16xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x64x32xf32>, tensor<2x70x32xf32>, tensor<2x70x16xf32>, f32)
      outs(%init : tensor<2x64x16xf32>) -> tensor<2x64x16xf32>
  return %0 : tensor<2x64x16xf32>
}
