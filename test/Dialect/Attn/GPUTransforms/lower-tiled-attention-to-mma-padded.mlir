// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' | FileCheck %s

// Head dims that are not multiples of 64 take the tensor-core kernel with
// shared-memory rows padded to the next multiple of 64 elements, so that
// the swizzle (chunk c of row r at c ^ (r % 8)) stays inside the row.

// d = 96: rows of 12 chunks in 128-element (256-byte) rows, copied as a
// slab of 8 chunks (16 rows per pass) and one of 4 (chunks 8..11, 32 rows
// per pass). Q: 128 rows, 8 + 4 passes; K and V: 64 rows, 4 + 2 each.
// Shared memory 2 * (128 * 128 + 2 * 64 * (128 + 128)) bytes.
// CHECK-LABEL: func.func @d96
// CHECK: dynamic_shared_memory_bytes = 98304
// CHECK-SAME: tile_m = 128 : i64, tile_n = 64 : i64
// CHECK-SAME: variant = "mma.sync"
// CHECK: %[[C8:.*]] = arith.remui %thread_id_x, %c8
// CHECK: %[[R8:.*]] = arith.divui %thread_id_x, %c8
// CHECK: %[[L8:.*]] = arith.andi %[[R8]], %c7
// CHECK: arith.xori %[[C8]], %[[L8]] : index
// CHECK: arith.muli %[[R8]], %c256
// CHECK-COUNT-8: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: %[[C4:.*]] = arith.remui %thread_id_x, %c4
// CHECK: %[[S4:.*]] = arith.addi %[[C4]], %c8
// CHECK: %[[R4:.*]] = arith.divui %thread_id_x, %c4
// CHECK: %[[L4:.*]] = arith.andi %[[R4]], %c7
// CHECK: arith.xori %[[S4]], %[[L4]] : index
// CHECK: arith.muli %[[R4]], %c256
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: arith.remui %thread_id_x, %c8
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: arith.remui %thread_id_x, %c4
// CHECK-COUNT-2: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: arith.remui %thread_id_x, %c8
// CHECK: nvvm.ldmatrix
// CHECK: nvvm.mma.sync
// Copies of whole blocks without clamping are taken only at the head dims a
// GPU has checked them at (64 and 128): every copy here clamps its row and
// zero-fills past N (a source size operand on each).
// CHECK-NOT: nvvm.cp.async.shared.global {{.*}} : !llvm.ptr<3>, !llvm.ptr<1>{{$}}
// CHECK: gpu.return
func.func @d96(%q: tensor<?x?x96xf16>, %k: tensor<?x?x96xf16>, %v: tensor<?x?x96xf16>, %s: f32, %o: tensor<?x?x96xf16>) -> tensor<?x?x96xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x96xf16>, tensor<?x?x96xf16>, tensor<?x?x96xf16>, f32)
      outs(%o : tensor<?x?x96xf16>) -> tensor<?x?x96xf16>
  return %0 : tensor<?x?x96xf16>
}

// -----

// d = 32 (k1) and 96 (k2): Q and K rows of 4 chunks in 64-element
// (128-byte) rows, one slab, 32 rows per pass; V as above.
// Shared memory 2 * (128 * 64 + 2 * 64 * (64 + 128)) bytes.
// CHECK-LABEL: func.func @d32_dv96
// CHECK: dynamic_shared_memory_bytes = 65536
// CHECK: %[[C:.*]] = arith.remui %thread_id_x, %c4
// CHECK-NOT: arith.addi %[[C]], %c8
// CHECK: %[[R:.*]] = arith.divui %thread_id_x, %c4
// CHECK: arith.muli %[[R]], %c128
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: arith.remui %thread_id_x, %c4
// CHECK-COUNT-2: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: arith.remui %thread_id_x, %c8
// CHECK-COUNT-4: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: arith.remui %thread_id_x, %c4
// CHECK: arith.addi %{{.*}}, %c8
// CHECK-COUNT-2: nvvm.cp.async.shared.global
func.func @d32_dv96(%q: tensor<?x?x32xbf16>, %k: tensor<?x?x32xbf16>, %v: tensor<?x?x96xbf16>, %s: f32, %o: tensor<?x?x96xbf16>) -> tensor<?x?x96xbf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x32xbf16>, tensor<?x?x32xbf16>, tensor<?x?x96xbf16>, f32)
      outs(%o : tensor<?x?x96xbf16>) -> tensor<?x?x96xbf16>
  return %0 : tensor<?x?x96xbf16>
}
