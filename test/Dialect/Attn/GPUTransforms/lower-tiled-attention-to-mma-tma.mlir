// The wgmma kernel of dense tensors copies its tiles by TMA (copy = tma):
// one thread copies the Q tile and each K/V block as 64-column boxes of
// tensor maps the launcher encodes, on one mbarrier per K/V buffer.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a overlap-softmax=false}),canonicalize,cse)' | FileCheck %s
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a ping-pong=true overlap-softmax=false}),canonicalize,cse)' | FileCheck %s --check-prefix=PINGPONG
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a}),canonicalize,cse)' | FileCheck %s --check-prefix=OVERLAP
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a persistent=on}),canonicalize,cse)' | FileCheck %s --check-prefix=PERSISTENT
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a persistent=non-causal}),canonicalize,cse)' | FileCheck %s --check-prefix=NONCAUSAL
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a persistent=yes}))' 2>&1 | FileCheck %s --check-prefix=BADPERSISTENT
// Prefixes: the plain one checks the warp-specialized step without the
// softmax overlap (overlap-softmax=false), PINGPONG with turns at the
// tensor cores, OVERLAP the pass's defaults, PERSISTENT persistent
// workgroups.

// d = 128 BHSD, 128 x 64 tiles of one warpgroup (the configuration is
// given: d = 128 is warp-specialized by default, @warp_specialized). The kernel takes the three maps last
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
      outs(%o : tensor<?x?x128xbf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 98304, kv_stages = 2, copy = tma, lazy_rescale = true, mma_shape = [64, 64, 16]>}
      -> tensor<?x?x128xbf16>
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

// -----

// d = 128 is warp-specialized by default: three warpgroups (384 threads),
// the first the producer (it gives up registers, and its thread 0 issues
// every copy), two consumers of one m64 slice each (they take the
// registers), 128 x 128 tiles. Buffer b has a "full" mbarrier (b: the
// producer's arrival and the copies' bytes) and an "empty" one (2 + b: the
// 256 consumer threads' arrivals once their products read it). The only
// workgroup barrier is the one after the mbarriers' initialisation.
// CHECK-LABEL: func.func @warp_specialized
// CHECK: llvm.mlir.global internal @attn_mbarriers() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<4 x i64>
// CHECK: gpu.func @attention(
// CHECK-SAME: block_size = 384
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 128, workgroup_size = 384, shared_memory_bytes = 163840, kv_stages = 2, copy = tma, lazy_rescale = true, mma_shape = [64, 128, 16]>
// CHECK-SAME: known_block_size = array<i32: 384, 1, 1>
// CHECK: %[[BARS:.*]] = llvm.mlir.addressof @attn_mbarriers : !llvm.ptr<3>
// CHECK: %[[WG:.*]] = arith.shrui %{{.*}}, %c7_i32 : i32
// CHECK-NEXT: %[[CONSUMER:.*]] = arith.subi %[[WG]], %c1_i32 : i32
// CHECK: %[[BLOCKS:.*]] = arith.divui %{{.*}}, %c128 : index
// CHECK: %[[COPIER:.*]] = arith.cmpi eq, %thread_id_x, %c0 : index
// CHECK: scf.if %[[COPIER]] {
// CHECK-NEXT: nvvm.mbarrier.init %[[BARS]], %c1_i32
// CHECK-NEXT: %[[EMPTY0:.*]] = llvm.getelementptr %[[BARS]][2]
// CHECK-NEXT: nvvm.mbarrier.init %[[EMPTY0]], %c256_i32
// CHECK-NEXT: %[[FULL1:.*]] = llvm.getelementptr %[[BARS]][1]
// CHECK-NEXT: nvvm.mbarrier.init %[[FULL1]], %c1_i32
// CHECK-NEXT: %[[EMPTY1:.*]] = llvm.getelementptr %[[BARS]][3]
// CHECK-NEXT: nvvm.mbarrier.init %[[EMPTY1]], %c256_i32
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: %[[PRODUCER:.*]] = arith.cmpi ult, %thread_id_x, %c128 : index
// CHECK-NEXT: scf.if %[[PRODUCER]] {
// CHECK-NEXT: nvvm.setmaxregister decrease 24
// The Q tile's bytes are expected on block 0's mbarrier (no arrival: block
// 0's expect_tx is the phase's one arrival).
// CHECK: nvvm.mbarrier.expect_tx %[[BARS]], %c32768_i32
// CHECK-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg16, %[[BARS]]
// CHECK-NEXT: scf.for %[[J:.*]] = %c0 to %[[BLOCKS]] step %c1 {
// Block j >= 2 waits for its buffer's release: phase (j / 2 + 1) % 2 of
// empty mbarrier 2 + j % 2.
// CHECK-NEXT: %[[REFILL:.*]] = arith.cmpi uge, %[[J]], %c2 : index
// CHECK-NEXT: scf.if %[[REFILL]] {
// CHECK-NEXT: %[[HALF:.*]] = arith.shrui %[[J]], %c1 : index
// CHECK-NEXT: %[[NEXT:.*]] = arith.addi %[[HALF]], %c1 : index
// CHECK-NEXT: %[[PHASE:.*]] = arith.andi %[[NEXT]], %c1 : index
// CHECK-NEXT: %[[PHASE32:.*]] = arith.index_cast %[[PHASE]] : index to i32
// CHECK: %[[EMPTY:.*]] = arith.addi %{{.*}}, %c2_i32 : i32
// CHECK-NEXT: %[[EMPTYBAR:.*]] = llvm.getelementptr %[[BARS]][%[[EMPTY]]]
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity %[[EMPTYBAR]], %[[PHASE32]]
// CHECK-NEXT: }
// CHECK: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c65536_i32
// CHECK-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg17,
// CHECK-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %arg18,
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: } else {
// CHECK-NEXT: nvvm.setmaxregister increase 240
// Each block step waits for its buffer's phase (j / 2) % 2, and every
// consumer thread arrives on the buffer's empty mbarrier after its
// products; no cp.async, no barrier of any kind (the turns of ping-pong
// are an option, below).
// CHECK-NOT: gpu.barrier
// CHECK-NOT: nvvm.barrier
// CHECK-NOT: nvvm.cp.async
// CHECK: scf.for %[[C:.*]] = %c0 to
// CHECK-NEXT: %[[CH:.*]] = arith.shrui %[[C]], %c1 : index
// CHECK-NEXT: %[[CPH:.*]] = arith.andi %[[CH]], %c1 : index
// CHECK-NEXT: %[[CPH32:.*]] = arith.index_cast %[[CPH]] : index to i32
// CHECK: nvvm.mbarrier.try_wait.parity %{{.*}}, %[[CPH32]]
// Consumer c's m64 slice of Q starts 64 * 128 bytes into each 64-column
// block of the Q tile.
// CHECK: arith.muli %[[CONSUMER]], %c8192_i32 : i32
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 128, k = 16>
// CHECK-COUNT-7: nvvm.wgmma.mma_async
// CHECK: wgmma.mma_async.sync.aligned.m64n128k16
// CHECK: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// CHECK-NEXT: scf.yield
// CHECK-NOT: gpu.barrier
// CHECK-NOT: nvvm.barrier
// CHECK-NOT: nvvm.cp.async
// CHECK: gpu.return

// With ping-pong (attn-lower-tiled-attention-to-mma{ping-pong}), the
// consumers take turns at the tensor cores: consumer c's turn is named
// barrier 1 + c (= its warpgroup index) of 256 threads, taken before it
// issues its products and passed (bar.arrive on the other's) after;
// consumer 1 passes consumer 0 the first turn. One-warpgroup kernels have
// no turns.
// PINGPONG-LABEL: func.func @bhsd
// PINGPONG-NOT: nvvm.barrier
// PINGPONG-LABEL: func.func @gqa_bshd
// PINGPONG-NOT: nvvm.barrier
// PINGPONG-LABEL: func.func @warp_specialized
// PINGPONG: %[[WG:.*]] = arith.shrui %{{.*}}, %c7_i32 : i32
// PINGPONG-NEXT: %[[CONSUMER:.*]] = arith.subi %[[WG]], %c1_i32 : i32
// PINGPONG: nvvm.setmaxregister increase 240
// PINGPONG-NEXT: %[[IS1:.*]] = arith.cmpi eq, %[[CONSUMER]], %c1_i32 : i32
// PINGPONG-NEXT: scf.if %[[IS1]] {
// PINGPONG-NEXT: %[[OTHERBAR:.*]] = arith.subi %c3_i32, %[[WG]] : i32
// PINGPONG-NEXT: nvvm.barrier.arrive id = %[[OTHERBAR]] number_of_threads = %c256_i32
// PINGPONG-NEXT: }
// PINGPONG: scf.for
// PINGPONG: nvvm.mbarrier.try_wait.parity
// Q·Kᵀ in its turn.
// PINGPONG: nvvm.barrier id = %[[WG]] number_of_threads = %c256_i32
// PINGPONG: nvvm.wgmma.fence.aligned
// PINGPONG-COUNT-8: nvvm.wgmma.mma_async
// PINGPONG-NEXT: nvvm.wgmma.commit.group.sync.aligned
// PINGPONG-NEXT: %[[NEXTBAR:.*]] = arith.subi %c3_i32, %[[WG]] : i32
// PINGPONG-NEXT: nvvm.barrier.arrive id = %[[NEXTBAR]] number_of_threads = %c256_i32
// The softmax, then P·V (P from registers) in its turn.
// PINGPONG: nvvm.barrier id = %[[WG]] number_of_threads = %c256_i32
// PINGPONG-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16
// PINGPONG: nvvm.barrier.arrive id = %[[NEXTBAR]] number_of_threads = %c256_i32
// PINGPONG: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// PINGPONG-NEXT: scf.yield
// Consumer 0 takes the turn consumer 1 passed last.
// PINGPONG: %[[IS0:.*]] = arith.cmpi eq, %[[CONSUMER]], %c0_i32 : i32
// PINGPONG-NEXT: scf.if %[[IS0]] {
// PINGPONG-NEXT: nvvm.barrier id = %[[WG]] number_of_threads = %c256_i32
// PINGPONG-NEXT: }
// PINGPONG: gpu.return
// With overlap-softmax: eight mbarriers (full and empty, for K and for V
// apart); the producer copies a block's K once K's buffer is released,
// then its V once V's is. A consumer's step waits for K_j, issues S =
// Q K_jᵀ, then (if a block is carried) waits for V_(j-1) and issues its
// P·V, waiting only for S; releases K_j; the softmax; waits for the P·V,
// releases V_(j-1); P_j is carried. The last P·V after the loops.
// OVERLAP-LABEL: func.func @warp_specialized
// OVERLAP: llvm.mlir.global internal @attn_mbarriers() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<8 x i64>
// OVERLAP-COUNT-4: nvvm.mbarrier.init %{{.*}}, %c1_i32
// OVERLAP: nvvm.fence.mbarrier.init
// OVERLAP: scf.for
// OVERLAP: %[[EMPTYK:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i64
// OVERLAP: nvvm.mbarrier.try_wait.parity %[[EMPTYK]]
// OVERLAP: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c32768_i32
// OVERLAP-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global
// OVERLAP: nvvm.mbarrier.try_wait.parity
// OVERLAP: nvvm.mbarrier.arrive.expect_tx %{{.*}}, %c32768_i32
// OVERLAP-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global
// OVERLAP: scf.for {{.*}} iter_args(
// OVERLAP: nvvm.mbarrier.try_wait.parity
// OVERLAP: nvvm.wgmma.fence.aligned
// OVERLAP-COUNT-8: nvvm.wgmma.mma_async
// OVERLAP-NEXT: nvvm.wgmma.commit.group.sync.aligned
// OVERLAP-NEXT: scf.if %[[CARRIED:arg[0-9]+]] -> (f32
// OVERLAP: nvvm.mbarrier.try_wait.parity
// OVERLAP: nvvm.wgmma.fence.aligned
// OVERLAP-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16
// OVERLAP: nvvm.wgmma.commit.group.sync.aligned
// OVERLAP-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// OVERLAP: } else {
// OVERLAP-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// OVERLAP: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// OVERLAP: nvvm.ex2.approx
// OVERLAP: nvvm.wgmma.wait.group.sync.aligned 0
// OVERLAP: scf.if %[[CARRIED]] {
// OVERLAP: nvvm.mbarrier.arrive %{{.*}} : !llvm.ptr<3>
// OVERLAP: scf.yield
// OVERLAP: scf.if %{{.*}}#{{[0-9]+}} -> (f32
// OVERLAP-COUNT-8: wgmma.mma_async.sync.aligned.m64n128k16
// OVERLAP: nvvm.wgmma.wait.group.sync.aligned 0
// OVERLAP: gpu.return

// Persistent workgroups (attn-lower-tiled-attention-to-mma{persistent}):
// one-warpgroup kernels keep a workgroup per tile. The warp-specialized one
// says so in its attn.abi, with two Q buffers (192 KiB); each has a "full"
// (8, 9) and an "empty" (10, 11) mbarrier. Each role loops over tiles x,
// x + grid, ... of all ceil(M / 128) x B tiles, one batch element's after
// another (causal: pairs of tiles, below), carrying the tiles and key blocks before (the ring's
// position). Tile t takes Q buffer t % 2: the producer waits for tile
// t - 2's release of it (phase (t / 2 - 1) % 2) before copying; a block's
// buffer is reused once the block two slots before it in the ring (blocks
// before + j - 2) is released. The consumers wait for Q (phase (t / 2) % 2),
// release it after the tile's last Q·Kᵀ, and release the last block's V
// after its P·V.
// PERSISTENT-LABEL: func.func @bhsd
// PERSISTENT-NOT: persistent = true
// PERSISTENT-NOT: gpu.grid_dim
// PERSISTENT: gpu.return
// PERSISTENT-LABEL: func.func @warp_specialized
// PERSISTENT: llvm.mlir.global internal @attn_mbarriers() {addr_space = 3 : i32, alignment = 8 : i64} : !llvm.array<12 x i64>
// PERSISTENT: dynamic_shared_memory_bytes = 196608 : i64, grid = "x = min(ceil(m / tile_m) x product of the batch dims, multiprocessors), y = 1"
// PERSISTENT-SAME: persistent = true, shared_memory_bytes = 196608 : i64
// PERSISTENT: %[[Q0:.*]] = llvm.getelementptr %[[BARS:.*]][8] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// PERSISTENT-NEXT: nvvm.mbarrier.init %[[Q0]], %c1_i32
// PERSISTENT-NEXT: %[[Q1:.*]] = llvm.getelementptr %[[BARS]][9] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// PERSISTENT-NEXT: nvvm.mbarrier.init %[[Q1]], %c1_i32
// PERSISTENT-NEXT: %[[E0:.*]] = llvm.getelementptr %[[BARS]][10] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// PERSISTENT-NEXT: nvvm.mbarrier.init %[[E0]], %c256_i32
// PERSISTENT-NEXT: %[[E1:.*]] = llvm.getelementptr %[[BARS]][11] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i64
// PERSISTENT-NEXT: nvvm.mbarrier.init %[[E1]], %c256_i32
// PERSISTENT: %[[QTILES:.*]] = arith.divui %{{.*}}, %c128 : index
// Causal: the tiles go in pairs (query tiles i and last - i of a batch
// element), ceil(tiles / 2) pairs a batch element.
// PERSISTENT-NEXT: %[[QT1:.*]] = arith.addi %[[QTILES]], %c1 : index
// PERSISTENT-NEXT: %[[PAIRS:.*]] = arith.divui %[[QT1]], %c2 : index
// PERSISTENT-NEXT: %[[UNITS:.*]] = arith.muli %[[PAIRS]], %{{.*}} : index
// PERSISTENT-NEXT: %[[BX:.*]] = gpu.block_id x
// PERSISTENT-NEXT: %[[GRID:.*]] = gpu.grid_dim x
// PERSISTENT: nvvm.setmaxregister decrease 24
// One loop over the workgroup's tiles, carrying its slot (2 x the pair +
// which of its tiles), the tiles before and their key blocks.
// PERSISTENT-NEXT: %[[START:.*]] = arith.muli %[[BX]], %c2 : index
// PERSISTENT-NEXT: scf.while (%[[S:.*]] = %[[START]], %{{.*}} = %c0, %{{.*}} = %c0) : (index, index, index)
// PERSISTENT-NEXT: %[[SP:.*]] = arith.divui %[[S]], %c2 : index
// PERSISTENT-NEXT: %[[MORE:.*]] = arith.cmpi ult, %[[SP]], %[[UNITS]] : index
// PERSISTENT-NEXT: scf.condition(%[[MORE]])
// PERSISTENT-NEXT: } do {
// PERSISTENT-NEXT: ^bb0(%[[S:.*]]: index, %[[PT:.*]]: index, %[[PB:.*]]: index):
// PERSISTENT-NEXT: %[[U:.*]] = arith.divui %[[S]], %c2 : index
// PERSISTENT-NEXT: %[[H:.*]] = arith.remui %[[S]], %c2 : index
// Pair u is query tiles (last - u % pairs), then (u % pairs) when they
// differ, of batch element u / pairs: the same key blocks every pair.
// PERSISTENT-NEXT: arith.divui %[[U]], %[[PAIRS]] : index
// PERSISTENT-NEXT: %[[P:.*]] = arith.remui %[[U]], %[[PAIRS]] : index
// PERSISTENT-NEXT: %[[LASTQ:.*]] = arith.subi %[[QTILES]], %c1 : index
// PERSISTENT-NEXT: %[[LONG:.*]] = arith.subi %[[LASTQ]], %[[P]] : index
// PERSISTENT-NEXT: %[[SECOND:.*]] = arith.cmpi ne, %[[H]], %c0 : index
// PERSISTENT-NEXT: arith.select %[[SECOND]], %[[P]], %[[LONG]] : index
// Next (computed before the tile): the pair's shorter tile (when the pair
// has two), else the next pair's longer one.
// PERSISTENT-NEXT: %[[DISTINCT:.*]] = arith.cmpi ult, %[[P]], %[[LONG]] : index
// PERSISTENT-NEXT: %[[FIRST:.*]] = arith.cmpi eq, %[[H]], %c0 : index
// PERSISTENT-NEXT: %[[STAY:.*]] = arith.andi %[[FIRST]], %[[DISTINCT]] : i1
// PERSISTENT-NEXT: %[[SHORTER:.*]] = arith.addi %[[S]], %c1 : index
// PERSISTENT-NEXT: %[[NEXTPAIR:.*]] = arith.addi %[[U]], %[[GRID]] : index
// PERSISTENT-NEXT: %[[NEXTPAIRSLOT:.*]] = arith.muli %[[NEXTPAIR]], %c2 : index
// PERSISTENT-NEXT: %[[NS:.*]] = arith.select %[[STAY]], %[[SHORTER]], %[[NEXTPAIRSLOT]] : index
// PERSISTENT: %[[LATER:.*]] = arith.cmpi ugt, %[[PT]], %c1 : index
// PERSISTENT-NEXT: scf.if %[[LATER]] {
// PERSISTENT-NEXT: %[[USE:.*]] = arith.divui %[[PT]], %c2 : index
// PERSISTENT-NEXT: %[[PREV:.*]] = arith.subi %[[USE]], %c1 : index
// PERSISTENT-NEXT: arith.andi %[[PREV]], %c1 : index
// PERSISTENT-NEXT: arith.index_cast
// PERSISTENT-NEXT: %[[QB:.*]] = arith.remui %[[PT]], %c2 : index
// PERSISTENT-NEXT: %[[QB32:.*]] = arith.index_cast %[[QB]] : index to i32
// PERSISTENT-NEXT: %[[QEI:.*]] = arith.addi %[[QB32]], %c10_i32 : i32
// PERSISTENT-NEXT: %[[QE:.*]] = llvm.getelementptr %[[BARS]][%[[QEI]]]
// PERSISTENT-NEXT: nvvm.mbarrier.try_wait.parity %[[QE]]
// PERSISTENT-NEXT: }
// PERSISTENT: %[[QFI:.*]] = arith.addi %{{.*}}, %c8_i32 : i32
// PERSISTENT-NEXT: %[[QF:.*]] = llvm.getelementptr %[[BARS]][%[[QFI]]]
// PERSISTENT-NEXT: nvvm.mbarrier.arrive.expect_tx %[[QF]], %c32768_i32
// PERSISTENT-NEXT: %[[QAT:.*]] = arith.muli %{{.*}}, %c32768_i32 : i32
// PERSISTENT: llvm.getelementptr %{{.*}}[%[[QAT]]]
// PERSISTENT-COUNT-2: nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.*}}, %{{.*}}, %[[QF]]
// PERSISTENT: scf.for %[[J:.*]] = %c0 to %{{.*}} step %c1 {
// PERSISTENT-NEXT: %[[SLOT:.*]] = arith.addi %[[PB]], %[[J]] : index
// PERSISTENT-NEXT: arith.cmpi uge, %[[SLOT]], %c2 : index
// PERSISTENT: %[[NT:.*]] = arith.addi %[[PT]], %c1 : index
// PERSISTENT-NEXT: %[[NB:.*]] = arith.addi %[[PB]], %{{.*}} : index
// PERSISTENT-NEXT: scf.yield %[[NS]], %[[NT]], %[[NB]] : index, index, index
// PERSISTENT: nvvm.setmaxregister increase 240
// PERSISTENT-NEXT: %[[CSTART:.*]] = arith.muli %[[BX]], %c2 : index
// PERSISTENT-NEXT: scf.while (%{{.*}} = %[[CSTART]], %{{.*}} = %c0, %{{.*}} = %c0)
// PERSISTENT: ^bb0(%{{.*}}: index, %[[CT:.*]]: index, %[[CB:.*]]: index):
// PERSISTENT: arith.divui %[[CT]], %c2 : index
// PERSISTENT: %[[QF2:.*]] = llvm.getelementptr %[[BARS]][%{{.*}}] : (!llvm.ptr<3>, i32)
// PERSISTENT-NEXT: nvvm.mbarrier.try_wait.parity %[[QF2]]
// PERSISTENT: nvvm.wgmma.mma_async
// The tile's end: Q released, the last P·V, its V released, O stored.
// PERSISTENT: %[[QEI2:.*]] = arith.addi %{{.*}}, %c10_i32 : i32
// PERSISTENT-NEXT: %[[QE2:.*]] = llvm.getelementptr %[[BARS]][%[[QEI2]]]
// PERSISTENT-NEXT: nvvm.mbarrier.arrive %[[QE2]] : !llvm.ptr<3>
// PERSISTENT: wgmma.mma_async.sync.aligned.m64n128k16
// PERSISTENT: nvvm.wgmma.wait.group.sync.aligned 0
// PERSISTENT: nvvm.mbarrier.arrive
// PERSISTENT: llvm.store
// PERSISTENT: scf.yield %{{.*}}, %{{.*}}, %{{.*}} : index, index, index
// PERSISTENT: gpu.return
func.func @warp_specialized(%q: tensor<?x?x128xbf16>, %k: tensor<?x?x128xbf16>, %v: tensor<?x?x128xbf16>, %s: f32, %o: tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, f32)
      outs(%o : tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16>
  return %r : tensor<?x?x128xbf16>
}

// -----

// persistent = non-causal (the pipelines' default is on): the causal
// warp-specialized kernel above keeps a workgroup a tile, this one (no
// causal masking) is persistent. An unknown value is an error.
// NONCAUSAL-LABEL: func.func @warp_specialized(
// NONCAUSAL-NOT: persistent = true
// NONCAUSAL: grid = "x = ceil(m / tile_m), y = product of the batch dims"
// NONCAUSAL-NOT: persistent = true
// NONCAUSAL: gpu.return
// NONCAUSAL-LABEL: func.func @warp_specialized_full
// NONCAUSAL: grid = "x = min(ceil(m / tile_m) x product of the batch dims, multiprocessors), y = 1"
// NONCAUSAL-SAME: persistent = true
// NONCAUSAL: %[[GRID:.*]] = gpu.grid_dim x
// NONCAUSAL: scf.for %{{.*}} step %[[GRID]] iter_args
// NONCAUSAL: gpu.return
// BADPERSISTENT: attn-lower-tiled-attention-to-mma: expected persistent = off, non-causal or on, got 'yes'
func.func @warp_specialized_full(%q: tensor<?x?x128xbf16>, %k: tensor<?x?x128xbf16>, %v: tensor<?x?x128xbf16>, %s: f32, %o: tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, f32)
      outs(%o : tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16>
  return %r : tensor<?x?x128xbf16>
}
