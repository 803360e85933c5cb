// The wgmma kernel of dense tensors copies its tiles by TMA (copy = tma):
// one thread copies the Q tile and each K/V block as 64-column boxes of
// tensor maps the launcher encodes, on one mbarrier per K/V buffer.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a}),canonicalize,cse)' | FileCheck %s

// d = 128 BHSD, 128 x 64 tiles. The kernel takes the three maps last
// (generic pointers: attn-mark-tensor-map-parameters makes them
// __grid_constant__), the manifest says how to encode each: the dims from
// the head dim out, a box of 64 columns and the tile's rows. Two mbarriers
// in static shared memory beside the tiles.
// CHECK-LABEL: func.func @bhsd
// CHECK: llvm.mlir.global internal @attn_mbarriers() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<2 x i64>
// CHECK: gpu.func @attention(
// CHECK-SAME: %[[QMAP:[a-z0-9]+]]: !llvm.ptr, %[[KMAP:[a-z0-9]+]]: !llvm.ptr, %[[VMAP:[a-z0-9]+]]: !llvm.ptr) kernel
// CHECK-SAME: {box = [64, 128], dims = ["k1", "m", "b0"], name = "q_tensor_map", swizzle_bytes = 128 : i64, tensor = "q", type = "tensor_map"}
// CHECK-SAME: {box = [64, 64], dims = ["k1", "n", "b0"], name = "k_tensor_map", swizzle_bytes = 128 : i64, tensor = "k", type = "tensor_map"}
// CHECK-SAME: {box = [64, 64], dims = ["k2", "n", "b0"], name = "v_tensor_map", swizzle_bytes = 128 : i64, tensor = "v", type = "tensor_map"}
// CHECK-SAME: copy = tma
// CHECK-NOT: nvvm.cp.async.shared.global
// Thread 0 initialises both mbarriers (one arrival each), then everyone
// waits at a barrier; it then expects the bytes of the Q tile and block 0
// (2 * 128 * 128 + 2 * 2 * 64 * 128 = 65536) and copies the two boxes of
// K (buffer 0 at 32768), of V (at 65536) and of Q (at 0) at row 0 / the
// tile's first row; the batch coordinate is the workgroup's.
// CHECK: %[[BARS:.*]] = llvm.mlir.addressof @attn_mbarriers : !llvm.ptr<3>
// CHECK: %[[BATCH:.*]] = arith.remui %block_id_y
// CHECK: %[[B0:.*]] = arith.index_cast %[[BATCH]] : index to i32
// CHECK: scf.if
// CHECK-NEXT: nvvm.mbarrier.init %[[BARS]], %c1_i32
// CHECK: nvvm.mbarrier.init %{{.*}}, %c1_i32
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %[[BARS]], %c65536_i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[KMAP]], %[[BARS]], box[%c0_i32, %c0_i32, %[[B0]]]
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[KMAP]], %[[BARS]], box[%c64_i32, %c0_i32, %[[B0]]]
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[VMAP]], %[[BARS]], box[%c0_i32, %c0_i32, %[[B0]]]
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[VMAP]], %[[BARS]], box[%c64_i32, %c0_i32, %[[B0]]]
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[QMAP]], %[[BARS]], box[%c0_i32, %[[ROW:.*]], %[[B0]]]
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %[[QMAP]], %[[BARS]], box[%c64_i32, %[[ROW]], %[[B0]]]
// Each block step: a barrier (every warp done with the previous block),
// thread 0 copies the next block (when there is one) into the other
// buffer on its mbarrier, then all wait for this block's phase; no
// cp.async, no zero padding.
// CHECK: scf.for
// CHECK: gpu.barrier
// CHECK: scf.if
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c32768_i32
// CHECK-COUNT-4: nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK: nvvm.mbarrier.try_wait.parity
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NOT: nvvm.cp.async.wait.group
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: return
func.func @bhsd(%q: tensor<?x?x128xbf16>, %k: tensor<?x?x128xbf16>, %v: tensor<?x?x128xbf16>, %s: f32, %o: tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, f32)
      outs(%o : tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16>
  return %r : tensor<?x?x128xbf16>
}

// -----

// Grouped-query attention, BSHD with the query group inside the heads
// (Q [B, M, Hkv, G, D], K and V [B, N, Hkv, D]), f16 d = 96: Q's map has
// five dims {k1, m, g, h, b}, K's and V's four {k1, n, h, b}: the K/V head
// coordinate is the workgroup's kv head, no copy of K or V per query head.
// d = 96 takes two boxes per row (the second half past the head dim, read
// as zeros): 128 x 64 tiles, 2 * 128 * 128 + 2 * 2 * 64 * 128 = 65536
// bytes with block 0.
// CHECK-LABEL: func.func @gqa_bshd
// CHECK: gpu.func @attention(
// CHECK-SAME: {box = [64, 128], dims = ["k1", "m", "b2", "b1", "b0"], name = "q_tensor_map"
// CHECK-SAME: {box = [64, 64], dims = ["k1", "n", "b1", "b0"], name = "k_tensor_map"
// CHECK-SAME: {box = [64, 64], dims = ["k2", "n", "b1", "b0"], name = "v_tensor_map"
// CHECK: %[[BARS:.*]] = llvm.mlir.addressof @attn_mbarriers
// CHECK: %[[G:.*]] = arith.remui %block_id_y
// CHECK: %[[H:.*]] = arith.remui
// CHECK: %[[B:.*]] = arith.remui
// CHECK-DAG: %[[B32:.*]] = arith.index_cast %[[B]] : index to i32
// CHECK-DAG: %[[H32:.*]] = arith.index_cast %[[H]] : index to i32
// CHECK-DAG: %[[G32:.*]] = arith.index_cast %[[G]] : index to i32
// CHECK: nvvm.mbarrier.arrive.expect_tx %[[BARS]], %c65536_i32
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %[[BARS]], box[%c0_i32, %c0_i32, %[[H32]], %[[B32]]]
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %[[BARS]], box[%c64_i32, %c0_i32, %[[H32]], %[[B32]]]
// CHECK-COUNT-2: box[{{.*}}, %c0_i32, %[[H32]], %[[B32]]]
// CHECK: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %[[BARS]], box[%c0_i32, %{{.*}}, %[[G32]], %[[H32]], %[[B32]]]
// CHECK-NOT: llvm.store %{{.*}} : vector<8xbf16>, !llvm.ptr<3>
func.func @gqa_bshd(%q: tensor<2x300x4x2x96xf16>, %k: tensor<2x500x4x96xf16>, %v: tensor<2x500x4x96xf16>, %s: f32) -> tensor<2x300x4x2x96xf16> {
  %o = tensor.empty() : tensor<2x300x4x2x96xf16>
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, n, h, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, n, h, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x300x4x2x96xf16>, tensor<2x500x4x96xf16>, tensor<2x500x4x96xf16>, f32)
      outs(%o : tensor<2x300x4x2x96xf16>) -> tensor<2x300x4x2x96xf16>
  return %r : tensor<2x300x4x2x96xf16>
}
