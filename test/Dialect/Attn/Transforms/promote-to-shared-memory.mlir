// RUN: attn-opt %s --split-input-file --attn-promote-to-shared-memory=target=sm_90 | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-promote-to-shared-memory=target=lavapipe | FileCheck %s --check-prefix=ONE
// RUN: attn-opt %s --split-input-file --attn-promote-to-shared-memory=target=host | FileCheck %s --check-prefix=HOST
// RUN: attn-opt %s --split-input-file --attn-promote-to-shared-memory="target=host stages=2" | FileCheck %s --check-prefix=HOST2

// A workgroup's Q tile and the ragged K blocks of its KV loop, as the
// bufferized tiled lowering reads them.
//
// sm_90 (asynchronous copies): the Q tile once per workgroup, then a
// barrier; K blocks double-buffered in workgroup memory, sized by the
// block's bound (32 keys; the ragged block is a subview), rows padded by
// 16 bytes (16 + 8 f16) against bank conflicts: the first block
// before the loop, then per block one barrier, block j + 1 copied into the
// other buffer, block j read from its own.
// CHECK-LABEL: func.func @qk_blocks
// CHECK-SAME: (%[[Q:.*]]: memref<4x?x16xf16>, %[[K:.*]]: memref<4x?x16xf16>, %[[N:.*]]: index)
// CHECK: scf.forall (%[[B:.*]], %[[M:.*]]) =
// CHECK-DAG: %[[QBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x16x24xf16, #gpu.address_space<workgroup>>
// CHECK-DAG: %[[K0:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x32x24xf16, #gpu.address_space<workgroup>>
// CHECK-DAG: %[[K1:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x32x24xf16, #gpu.address_space<workgroup>>
// CHECK: %[[QT:.*]] = memref.subview %[[Q]][%[[B]], %[[M]], 0] [1, 16, 16]
// CHECK: %[[QV:.*]] = memref.subview %[[QBUF]][0, 0, 0] [1, 16, 16] [1, 1, 1] : memref<1x16x24xf16, #gpu.address_space<workgroup>> to memref<1x16x16xf16, strided<[384, 24, 1]>, #gpu.address_space<workgroup>>
// CHECK: linalg.copy ins(%[[QT]] : {{.*}}) outs(%[[QV]] :
// CHECK-NEXT: gpu.barrier
// CHECK: %[[RUNS:.*]] = arith.cmpi slt, %{{.*}}, %[[N]] : index
// CHECK: scf.if %[[RUNS]] {
// CHECK:   %[[FIRST:.*]] = memref.subview %[[K]][%[[B]], %{{.*}}, 0] [1, %[[FSIZE:.*]], 16]
// CHECK:   %[[FV:.*]] = memref.subview %[[K0]][0, 0, 0] [1, %[[FSIZE]], 16]
// CHECK:   linalg.copy ins(%[[FIRST]] : {{.*}}) outs(%[[FV]] :
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %[[N]] step %[[STEP:.*]] {
// CHECK:   %[[EVEN:.*]] = arith.cmpi eq
// CHECK:   gpu.barrier
// CHECK:   %[[NEXT:.*]] = arith.addi %[[J]], %[[STEP]] : index
// CHECK:   %[[MORE:.*]] = arith.cmpi slt, %[[NEXT]], %[[N]] : index
// CHECK:   scf.if %[[MORE]] {
// CHECK:     %[[OTHER:.*]] = arith.select %[[EVEN]], %[[K1]], %[[K0]]
// CHECK:     %[[NSIZE:.*]] = arith.minsi
// CHECK:     %[[NEXTK:.*]] = memref.subview %[[K]][%[[B]], %[[NEXT]], 0] [1, %[[NSIZE]], 16]
// CHECK:     %[[NV:.*]] = memref.subview %[[OTHER]][0, 0, 0] [1, %[[NSIZE]], 16]
// CHECK:     linalg.copy ins(%[[NEXTK]] : {{.*}}) outs(%[[NV]] :
// CHECK:   }
// CHECK-NOT: linalg.copy
// CHECK:   %[[SIZE:.*]] = arith.minsi
// CHECK:   %[[CUR:.*]] = arith.select %[[EVEN]], %[[K0]], %[[K1]]
// CHECK:   %[[KV:.*]] = memref.subview %[[CUR]][0, 0, 0] [1, %[[SIZE]], 16]
// CHECK-NOT: gpu.barrier
// CHECK:   linalg.generic {{.*}} ins(%[[QV]], %[[KV]] :
// CHECK-NOT: memref.dealloc %[[QBUF]] :

// lavapipe (no asynchronous copies): one K buffer, refilled between barriers.
// ONE-LABEL: func.func @qk_blocks
// ONE-COUNT-2: memref.alloc() {alignment = 64 : i64} : memref<{{.*}}, #gpu.address_space<workgroup>>
// ONE-NOT: memref.alloc() {alignment = 64 : i64}
// ONE: linalg.copy
// ONE-NEXT: gpu.barrier
// ONE: scf.for
// ONE:   %[[KT:.*]] = memref.subview %{{.*}}[%{{.*}}, %{{.*}}, 0] [1, %[[SIZE:.*]], 16]
// ONE-NEXT: gpu.barrier
// ONE-NEXT: %[[KV:.*]] = memref.subview %{{.*}}[0, 0, 0] [1, %[[SIZE]], 16]
// ONE-NEXT: linalg.copy ins(%[[KT]] : {{.*}}) outs(%[[KV]] :
// ONE-NEXT: gpu.barrier
// ONE:   linalg.generic {{.*}} ins(%{{.*}}, %[[KV]] :

// host: packed buffers in the default memory space, no barriers, freed at
// the end of the workgroup.
// HOST-LABEL: func.func @qk_blocks
// HOST: %[[QBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x16x16xf16>
// HOST: %[[KBUF:.*]] = memref.alloc() {alignment = 64 : i64} : memref<1x32x16xf16>
// HOST-NOT: gpu.barrier
// HOST: scf.for
// HOST:   linalg.copy
// HOST:   linalg.generic
// HOST-DAG: memref.dealloc %[[QBUF]] :
// HOST-DAG: memref.dealloc %[[KBUF]] :
// HOST-NEXT: }
// HOST-NEXT: return

// host with stages=2: double-buffered without barriers.
// HOST2-LABEL: func.func @qk_blocks
// HOST2-COUNT-2: memref.alloc() {alignment = 64 : i64} : memref<1x32x16xf16>
// HOST2-NOT: gpu.barrier
// HOST2: scf.for
// HOST2:   scf.if
// HOST2:     arith.select
// HOST2:     linalg.copy
// HOST2-COUNT-3: memref.dealloc
#q = affine_map<(b, m, n, k) -> (b, m, k)>
#k = affine_map<(b, m, n, k) -> (b, n, k)>
#s = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @qk_blocks(%q: memref<4x?x16xf16>, %k: memref<4x?x16xf16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  scf.forall (%b, %m) = (0, 0) to (4, 64) step (1, 16) {
    %qt = memref.subview %q[%b, %m, 0] [1, 16, 16] [1, 1, 1] : memref<4x?x16xf16> to memref<1x16x16xf16, strided<[?, 16, 1], offset: ?>>
    %s = memref.alloc() : memref<1x16x32xf32>
    scf.for %j = %c0 to %n step %c32 {
      %left = arith.subi %n, %j : index
      %size = arith.minsi %left, %c32 : index
      %kt = memref.subview %k[%b, %j, 0] [1, %size, 16] [1, 1, 1] : memref<4x?x16xf16> to memref<1x?x16xf16, strided<[?, 16, 1], offset: ?>>
      %st = memref.subview %s[0, 0, 0] [1, 16, %size] [1, 1, 1] : memref<1x16x32xf32> to memref<1x16x?xf32, strided<[512, 32, 1]>>
      linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
          ins(%qt, %kt : memref<1x16x16xf16, strided<[?, 16, 1], offset: ?>>, memref<1x?x16xf16, strided<[?, 16, 1], offset: ?>>)
          outs(%st : memref<1x16x?xf32, strided<[512, 32, 1]>>) {
      ^bb0(%a: f16, %bk: f16, %acc: f32):
        %x = arith.extf %a : f16 to f32
        %y = arith.extf %bk : f16 to f32
        %p = arith.mulf %x, %y : f32
        %r = arith.addf %acc, %p : f32
        linalg.yield %r : f32
      }
    }
    memref.dealloc %s : memref<1x16x32xf32>
  }
  return
}

// -----

// Two KV loops one after the other (the unmasked and the masked blocks)
// share the block buffers; with double buffering a barrier precedes each
// loop's first copy, so the second does not overwrite a block the first is
// still reading.
// CHECK-LABEL: func.func @two_loops_share_buffers
// CHECK-COUNT-2: memref.alloc() {alignment = 64 : i64} : memref<1x32x24xf16, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.alloc() {alignment = 64 : i64}
// CHECK: gpu.barrier
// CHECK-NEXT: arith.cmpi slt
// CHECK: scf.for
// CHECK:   linalg.generic
// CHECK: gpu.barrier
// CHECK-NEXT: arith.cmpi slt
// CHECK: scf.for
#k2 = affine_map<(b, n, k) -> (b, n, k)>
#s2 = affine_map<(b, n, k) -> (b, n)>
func.func @two_loops_share_buffers(%k: memref<4x?x16xf16>, %n: index, %split: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  scf.forall (%b) in (4) {
    %s = memref.alloc() : memref<1x32xf32>
    scf.for %j = %c0 to %split step %c32 {
      %kt = memref.subview %k[%b, %j, 0] [1, 32, 16] [1, 1, 1] : memref<4x?x16xf16> to memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>
      linalg.generic {indexing_maps = [#k2, #s2], iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%kt : memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>) outs(%s : memref<1x32xf32>) {
      ^bb0(%a: f16, %acc: f32):
        %x = arith.extf %a : f16 to f32
        %r = arith.addf %acc, %x : f32
        linalg.yield %r : f32
      }
    }
    scf.for %j = %split to %n step %c32 {
      %kt = memref.subview %k[%b, %j, 0] [1, 32, 16] [1, 1, 1] : memref<4x?x16xf16> to memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>
      linalg.generic {indexing_maps = [#k2, #s2], iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%kt : memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>) outs(%s : memref<1x32xf32>) {
      ^bb0(%a: f16, %acc: f32):
        %x = arith.extf %a : f16 to f32
        %r = arith.addf %acc, %x : f32
        linalg.yield %r : f32
      }
    }
    memref.dealloc %s : memref<1x32xf32>
  }
  return
}

// -----

// Memory the workgroup also writes is not copied (a copy could go stale),
// nor are the workgroup's own temporaries.
// CHECK-LABEL: func.func @negative_written_or_local
// CHECK-NOT: linalg.copy
// CHECK-NOT: gpu.barrier
// CHECK-NOT: #gpu.address_space<workgroup>
#id = affine_map<(b, n) -> (b, n)>
func.func @negative_written_or_local(%x: memref<4x64xf32>) {
  scf.forall (%b) in (4) {
    %row = memref.subview %x[%b, 0] [1, 64] [1, 1] : memref<4x64xf32> to memref<1x64xf32, strided<[64, 1], offset: ?>>
    %t = memref.alloc() : memref<1x64xf32>
    %tv = memref.subview %t[0, 0] [1, 64] [1, 1] : memref<1x64xf32> to memref<1x64xf32, strided<[64, 1]>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%row : memref<1x64xf32, strided<[64, 1], offset: ?>>) outs(%t : memref<1x64xf32>) {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
    }
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%tv : memref<1x64xf32, strided<[64, 1]>>) outs(%row : memref<1x64xf32, strided<[64, 1], offset: ?>>) {
    ^bb0(%a: f32, %o: f32):
      linalg.yield %a : f32
    }
    memref.dealloc %t : memref<1x64xf32>
  }
  return
}

// -----

// A block that the program also copies itself: its own copy keeps reading
// the original view (it needs no promotion), the generic reads the buffer.
// CHECK-LABEL: func.func @copied_block_keeps_its_view
// CHECK: scf.for %[[J:.*]] =
// CHECK:   %[[KT:.*]] = memref.subview %{{.*}}[%{{.*}}, %[[J]], 0] [1, 32, 16]
// CHECK:   %[[KV:.*]] = memref.subview %{{.*}}[0, 0, 0] [1, 32, 16] [1, 1, 1] : memref<1x32x24xf16, #gpu.address_space<workgroup>>
// CHECK:   linalg.generic {{.*}} ins(%[[KV]] :
// CHECK:   linalg.copy ins(%[[KT]] :
#k3 = affine_map<(b, n, k) -> (b, n, k)>
#s3 = affine_map<(b, n, k) -> (b, n)>
func.func @copied_block_keeps_its_view(%k: memref<4x?x16xf16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  scf.forall (%b) in (4) {
    %s = memref.alloc() : memref<1x32xf32>
    %local = memref.alloc() : memref<1x32x16xf16>
    scf.for %j = %c0 to %n step %c32 {
      %kt = memref.subview %k[%b, %j, 0] [1, 32, 16] [1, 1, 1] : memref<4x?x16xf16> to memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>
      linalg.generic {indexing_maps = [#k3, #s3], iterator_types = ["parallel", "parallel", "reduction"]}
          ins(%kt : memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>) outs(%s : memref<1x32xf32>) {
      ^bb0(%a: f16, %acc: f32):
        %x = arith.extf %a : f16 to f32
        %r = arith.addf %acc, %x : f32
        linalg.yield %r : f32
      }
      linalg.copy ins(%kt : memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>) outs(%local : memref<1x32x16xf16>)
    }
    memref.dealloc %local : memref<1x32x16xf16>
    memref.dealloc %s : memref<1x32xf32>
  }
  return
}
