// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}),canonicalize,cse)' | FileCheck %s

// Head dims that are multiples of 8 but not of 16 (SD 1.5's 40): rows are
// copied as the 5 16-byte chunks they have, the products run over 48
// columns, and column chunk 5 is zero in the Q tile and in both K and V
// buffers (written once, before the first copy): at row r it sits at
// position 5 ^ (r % 8) of the swizzled 64-element (128-byte) row.
// CHECK-LABEL: func.func @d40
// CHECK: dynamic_shared_memory_bytes = 49152
// CHECK-SAME: tile_m = 128 : i64, tile_n = 64 : i64
// CHECK: %[[ZEROS:.*]] = arith.constant dense<0> : vector<4xi32>
// CHECK: %[[LOW:.*]] = arith.andi %thread_id_x, %c7
// CHECK: %[[POS:.*]] = arith.xori %[[LOW]], %c5
// CHECK-DAG: %[[ROW:.*]] = arith.muli %thread_id_x, %c128
// CHECK-DAG: %[[BYTE:.*]] = arith.muli %[[POS]], %c16
// CHECK: %[[AT:.*]] = arith.addi %[[ROW]], %[[BYTE]]
// CHECK: %[[AT32:.*]] = arith.index_cast %[[AT]] : index to i32
// The Q tile: 128 rows, one per thread.
// CHECK: llvm.store %[[ZEROS]], %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// K and V blocks of 64 rows: the first 64 threads, at bytes 16384 (K 0),
// 32768 (V 0), 24576 (K 1), 40960 (V 1).
// CHECK: %[[OWNS:.*]] = arith.cmpi ult, %thread_id_x, %c64
// CHECK: scf.if %[[OWNS]] {
// CHECK:   arith.addi %[[AT32]], %c16384_i32
// CHECK:   llvm.store %[[ZEROS]]
// CHECK: scf.if %[[OWNS]] {
// CHECK:   arith.addi %[[AT32]], %c32768_i32
// CHECK:   llvm.store %[[ZEROS]]
// CHECK: scf.if %[[OWNS]] {
// CHECK:   arith.addi %[[AT32]], %c24576_i32
// CHECK:   llvm.store %[[ZEROS]]
// CHECK: scf.if %[[OWNS]] {
// CHECK:   arith.addi %[[AT32]], %c40960_i32
// CHECK:   llvm.store %[[ZEROS]]
// CHECK-NOT: llvm.store %[[ZEROS]]
// Copies: a slab of 4 chunks (32 rows a pass), then one of 1 chunk (128
// rows a pass): for the Q tile every thread copies one row's last chunk,
// for a K or V block the first 64 threads do.
// CHECK: arith.remui %thread_id_x, %c4
// CHECK: scf.for
// O: 5 of the 6 n8 tiles of each of a lane's 4 rows are stored (the sixth
// is the zero columns' product).
// CHECK-COUNT-20: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
// CHECK-NOT: llvm.store
// CHECK: gpu.return
func.func @d40(%q: tensor<?x?x40xf16>, %k: tensor<?x?x40xf16>, %v: tensor<?x?x40xf16>, %s: f32, %o: tensor<?x?x40xf16>) -> tensor<?x?x40xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x40xf16>, tensor<?x?x40xf16>, tensor<?x?x40xf16>, f32)
      outs(%o : tensor<?x?x40xf16>) -> tensor<?x?x40xf16>
  return %0 : tensor<?x?x40xf16>
}

// -----

// A head dim that is a multiple of 16 (80: 10 chunks, slabs of 8 and 2)
// needs no zero columns; every O tile is stored.
// CHECK-LABEL: func.func @d80
// CHECK-NOT: dense<0> : vector<4xi32>
// CHECK: arith.remui %thread_id_x, %c8
// CHECK: arith.remui %thread_id_x, %c2
// CHECK: scf.for
// CHECK-COUNT-40: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
// CHECK-NOT: llvm.store
// CHECK: gpu.return
func.func @d80(%q: tensor<?x?x80xbf16>, %k: tensor<?x?x80xbf16>, %v: tensor<?x?x80xbf16>, %s: f32, %o: tensor<?x?x80xbf16>) -> tensor<?x?x80xbf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x80xbf16>, tensor<?x?x80xbf16>, tensor<?x?x80xbf16>, f32)
      outs(%o : tensor<?x?x80xbf16>) -> tensor<?x?x80xbf16>
  return %0 : tensor<?x?x80xbf16>
}
