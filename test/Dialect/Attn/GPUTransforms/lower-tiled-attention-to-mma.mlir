// The stages before the pass make its input: the kernel holding the op on
// tensors (convert-attn-to-gpu), tiled into workgroups
// and KV loops of attn.online_attention steps.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' | FileCheck %s
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{tile-m=64 tile-n=32},gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' | FileCheck %s --check-prefix=TILES

// Unmasked, not causal: the tiling's full blocks [0, floor(N / 64) * 64)
// run unmasked (two versions: raw scores when scale > 0), the ragged rest
// masked. No workgroup loop, step or tensor is left; workgroups are blocks
// (query tile x, batch element y).
// CHECK-LABEL: func.func @plain
// CHECK: gpu.func @attention(
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64
// CHECK-NOT: scf.forall
// CHECK-NOT: attn.online_attention
// CHECK-NOT: tensor<
// CHECK: %[[BX:.*]] = gpu.block_id  x
// CHECK: %[[BY:.*]] = gpu.block_id  y
// CHECK-NOT: gpu.grid_dim
// CHECK: %[[C128:.*]] = arith.constant 128 : index
// CHECK: %[[ROW0:.*]] = arith.muli %[[BX]], %[[C128]] : index
// The tiling's end of the full blocks, floor(N / 64) * 64 (cloned with the
// workgroup's indices), is the end of the unmasked loop's blocks.
// CHECK: %[[FULL:.*]] = arith.divui %{{.*}}, %c64_{{[0-9]+}} : index
// CHECK: %[[FULLKEYS:.*]] = arith.muli %[[FULL]], %c64_{{[0-9]+}} : index
// CHECK: %[[FULLEND:.*]] = arith.addi %{{.*}}, %[[FULLKEYS]] : index
// CHECK: %[[FIRST:.*]] = arith.divui %{{.*}}, %c64{{(_[0-9]+)?}} : index
// CHECK: %[[ROUND:.*]] = arith.addi %[[FULLEND]], %{{.*}} : index
// CHECK: %[[LAST:.*]] = arith.divui %[[ROUND]], %c64{{(_[0-9]+)?}} : index
// CHECK: %[[POSITIVE:.*]] = arith.cmpf ogt, %{{.*}}, %{{.*}} : f32
// CHECK: scf.if %[[POSITIVE]]
// CHECK: scf.for %{{.*}} = %[[FIRST]] to %[[LAST]] step
// CHECK: nvvm.mma.sync
// CHECK: } else {
// CHECK: scf.for
// CHECK: nvvm.mma.sync
// The ragged rest: keys tested against N.
// CHECK: scf.for
// CHECK: arith.cmpi ult
// CHECK: nvvm.mma.sync
// O = acc / l, stored from the fragments.
// CHECK: llvm.store {{.*}} : vector<2xf16>, !llvm.ptr<1>
// CHECK-NOT: tensor<
// CHECK: gpu.return
func.func @plain(%q: tensor<?x?x64xf16>, %k: tensor<?x?x64xf16>, %v: tensor<?x?x64xf16>, %s: f32, %o: tensor<?x?x64xf16>) -> tensor<?x?x64xf16> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x64xf16>, tensor<?x?x64xf16>, tensor<?x?x64xf16>, f32)
      outs(%o : tensor<?x?x64xf16>) -> tensor<?x?x64xf16>
  return %r : tensor<?x?x64xf16>
}

// -----

// Bottom-right causal with a mask, GQA and the LSE: every block is masked,
// so the tiling's two loops (the blocks below the diagonal and those across
// it) are one loop; its diagonal comes from the steps' causal_offset; the
// longest query tiles run first.
// CHECK-LABEL: func.func @causal_masked
// CHECK: gpu.func @attention(
// CHECK-NOT: scf.forall
// CHECK: %[[GRIDX:.*]] = gpu.grid_dim  x
// CHECK: arith.subi %[[GRIDX]], %block_id_x
// CHECK: scf.for
// CHECK: nvvm.mma.sync
// The mask is read where the block is masked.
// CHECK: llvm.load {{.*}} : !llvm.ptr<1> -> f32
// CHECK-NOT: scf.for
// The LSE, from lane 0 of each quad.
// CHECK: llvm.store {{.*}} : f32, !llvm.ptr<1>
// CHECK: gpu.return
func.func @causal_masked(%q: tensor<2x2x3x?x64xf16>, %k: tensor<2x2x?x64xf16>, %v: tensor<2x2x?x64xf16>, %mask: tensor<?x?xf32>, %s: f32, %o: tensor<2x2x3x?x64xf16>, %l: tensor<2x2x3x?xf32>) -> (tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>) {
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x2x3x?x64xf16>, tensor<2x2x?x64xf16>, tensor<2x2x?x64xf16>, f32)
      mask(%mask : tensor<?x?xf32>)
      outs(%o, %l : tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>) -> tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>
  return %r#0, %r#1 : tensor<2x2x3x?x64xf16>, tensor<2x2x3x?xf32>
}

// -----

// Causal without a mask: the blocks every row of the tile sees whole run
// unmasked, then the blocks across the diagonal.
// CHECK-LABEL: func.func @causal
// CHECK: gpu.grid_dim  x
// CHECK: scf.if
// CHECK: scf.for
// CHECK: } else {
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.cmpi ule
// CHECK: nvvm.mma.sync
// CHECK: gpu.return
func.func @causal(%q: tensor<?x?x128xbf16>, %k: tensor<?x?x128xbf16>, %v: tensor<?x?x128xbf16>, %s: f32, %o: tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16> {
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

// The tensor-core kernel (chosen by default for bf16/f16 with head dims 64
// or 128): dynamic shared memory as an external shared array; no strides
// along the head dims (rows are contiguous, manifest says so); tiles from
// sm_90's description (128 x 64 at d = 64: 2 * (128 * 64 + 2 * 64 * 128)
// bytes of shared memory).
// CHECK-LABEL: func.func @causal_gqa_lse
// CHECK: gpu.module @attn_kernel_0
// CHECK-NEXT: llvm.mlir.global external @attn_shared_memory() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: gpu.func @attention(
// CHECK-NOT: stride_k1
// CHECK-SAME: alignment_bytes = 16
// CHECK-SAME: block_size = 128
// CHECK-SAME: contiguous_dims = ["k1", "k2"]
// CHECK-SAME: dynamic_shared_memory_bytes = 49152
// CHECK-SAME: tile_m = 128 : i64, tile_n = 64 : i64
// CHECK-SAME: variant = "mma.sync"
// Prologue: Q (128 rows x 8 chunks / 128 threads = 8 copies, its own
// group), then the first K and V blocks (4 copies each, one group),
// zero-filled past the lengths.
// Causal: the grid runs the last (longest) query tile first.
// CHECK: %[[GRIDX:.*]] = gpu.grid_dim x
// CHECK: arith.subi %[[GRIDX]], %block_id_x
// CHECK: scf.if
// CHECK-COUNT-8: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-COUNT-8: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: nvvm.cp.async.commit.group
// At d = 64 Q's A fragments fit beside the loop state: loaded once, when
// Q's group landed (4 k16 steps x 2 m16 slices), and not re-read per block.
// CHECK-NEXT: nvvm.cp.async.wait.group 1
// CHECK-NEXT: gpu.barrier
// CHECK-COUNT-8: nvvm.ldmatrix %{{.*}} {{{.*}}layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-NOT: nvvm.ldmatrix
// First loop: the blocks every row sees whole (no masking), in two
// versions: scale > 0 keeps the scores raw (max of raw scores, scale and
// shift fused into one fma before exp2), else scores scaled first.
// CHECK: %[[POSITIVE:.*]] = arith.cmpf ogt, %[[C:.*]], %{{.*}} : f32
// CHECK: scf.if %[[POSITIVE]]
// Per block one barrier: this block landed (wait for every group) and every
// warp is done with the previous one, whose buffer then takes the next block.
// The next block, when every key of it is below N, is copied without
// clamping or zero fill, each pass one row stride past the previous one;
// the ragged last block clamps its rows and zero-fills past N.
// CHECK: scf.for
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: gpu.barrier
// CHECK:   scf.if
// CHECK:     %[[WHOLE:.*]] = arith.cmpi ule, %{{.*}}, %{{.*}} : index
// CHECK:     scf.if %[[WHOLE]] {
// CHECK:       %[[P0:.*]] = llvm.getelementptr %{{.*}}[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
// CHECK:       nvvm.cp.async.shared.global %{{.*}}, %[[P0]], 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK:       %[[P1:.*]] = llvm.getelementptr %[[P0]][%[[PASS:.*]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, bf16
// CHECK:       nvvm.cp.async.shared.global %{{.*}}, %[[P1]], 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK:       %[[P2:.*]] = llvm.getelementptr %[[P1]][%[[PASS]]]
// CHECK-COUNT-6: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NOT: arith.minui
// CHECK:     } else {
// CHECK:       arith.minui
// CHECK-COUNT-8: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 16, cache =  cg, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK:   nvvm.cp.async.commit.group
// S = Q Kᵀ: per k16 step, K fragments (two n8 tiles per ldmatrix.x4, 16 per
// block) against the resident Q fragments.
// CHECK-COUNT-16: nvvm.ldmatrix %{{.*}} {{{.*}}layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-NOT: nvvm.ldmatrix %{{.*}} {{{.*}}layout = #nvvm.mma_layout<row>
// CHECK:   nvvm.mma.sync A[{{.*}}] B[{{.*}}] C[{{.*}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT: arith.cmpi sle
// CHECK-NOT: arith.mulf %{{.*}}, %[[C]]
// Row max across the quad, then scaled; lazy rescaling: O, l and m move
// only when some row of the warp grew by more than 2^8.
// CHECK:   gpu.shuffle xor %{{.*}}, %{{.*}}, %{{.*}} : f32
// CHECK:   arith.mulf %{{.*}}, %[[C]] : f32
// CHECK:   arith.cmpf ogt
// CHECK:   %[[ANY:.*]] = nvvm.vote.sync any %c-1_i32, %{{.*}} -> i1
// CHECK:   scf.if %[[ANY]]
// CHECK:     llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK:     scf.yield
// CHECK:   } else {
// CHECK-NEXT: scf.yield
// The max is in natural units (the raw max times the scale); without an
// additive mask one fma per score takes the raw score to exp2's argument:
// S (scale log2 e) - m log2 e.
// CHECK:   %[[X:.*]] = llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[X]])
// P repacked to bf16 pairs; O += P V with V transposed by ldmatrix.
// CHECK:   llvm.fptrunc %{{.*}} : vector<2xf32> to vector<2xbf16>
// CHECK:   nvvm.ldmatrix %{{.*}} {{{.*}}layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK:   nvvm.mma.sync
// CHECK-NOT: gpu.barrier
// CHECK:   scf.yield
// CHECK: } else {
// CHECK: scf.for
// CHECK:   nvvm.mma.sync
// CHECK-NOT: llvm.intr.fma
// CHECK:   arith.mulf %{{.*}}, %[[C]] : f32
// CHECK-NOT: llvm.intr.fma
// CHECK:   scf.yield
// Second loop: the blocks that need the causal and length terms.
// CHECK: scf.for
// CHECK:   nvvm.cp.async.wait.group 0
// CHECK:   nvvm.mma.sync
// CHECK:   arith.cmpi sle
// CHECK:   scf.yield
// Nothing left in flight; O stored in pairs, LSE by one lane of each quad.
// bf16 with a log-sum-exp result sums P per thread in f32 (no products
// with ones), reduced across the quad at the end.
// CHECK-NOT: arith.constant 1065369472 : i32
// CHECK: nvvm.cp.async.wait.group 0
// CHECK: gpu.shuffle xor
// CHECK: scf.if
// CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
// CHECK:   scf.if
// CHECK:     llvm.call_intrinsic "llvm.nvvm.lg2.approx.ftz.f"
// CHECK:     llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<1>

// TILES-LABEL: func.func @causal_gqa_lse
// TILES: dynamic_shared_memory_bytes = 24576
// TILES-SAME: tile_m = 64 : i64, tile_n = 32 : i64
func.func @causal_gqa_lse(%q: tensor<2x3x?x64xbf16>, %k: tensor<2x?x64xbf16>, %v: tensor<2x?x64xbf16>, %s: f32, %o: tensor<2x3x?x64xbf16>, %l: tensor<2x3x?xf32>) -> (tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) {
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x3x?x64xbf16>, tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, f32)
      outs(%o, %l : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) -> tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
  return %0#0, %0#1 : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
}
// -----

// Without a log-sum-exp result the row sums come from the tensor cores: P
// times a B fragment of ones (bf16 1.0 in both halves: 0x3F803F80), chained
// over the block's k16 steps from zero beside P V, added to the running sums
// once per block; every column of the product is the row's sum, so the
// final sums need no quad reduction.
// CHECK-LABEL: func.func @causal_row_sums
// CHECK: %[[ONES:.*]] = arith.constant 1065369472 : i32
// CHECK: scf.for
// CHECK:   nvvm.mma.sync A[{{.*}}] B[%[[ONES]], %[[ONES]]] C[%[[ZERO:.*]], %[[ZERO]], %[[ZERO]], %[[ZERO]]]
// CHECK:   nvvm.ldmatrix %{{.*}} {{{.*}}layout = #nvvm.mma_layout<col>, num = 4 : i32
// CHECK:   nvvm.mma.sync A[{{.*}}] B[%[[ONES]], %[[ONES]]] C[%{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}, %{{[0-9]+}}]
// The masked (diagonal) blocks' loop, then the end.
// CHECK: scf.for
// CHECK:   arith.cmpi sle
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NOT: gpu.shuffle
// CHECK: llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xbf16>, !llvm.ptr<1>
func.func @causal_row_sums(%q: tensor<2x3x?x64xbf16>, %k: tensor<2x?x64xbf16>, %v: tensor<2x?x64xbf16>, %s: f32, %o: tensor<2x3x?x64xbf16>) -> tensor<2x3x?x64xbf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x3x?x64xbf16>, tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, f32)
      outs(%o : tensor<2x3x?x64xbf16>) -> tensor<2x3x?x64xbf16>
  return %0 : tensor<2x3x?x64xbf16>
}

// -----

// f16 at d = 128 (128 x 64 tiles, 96 KiB of shared memory: over the 48 KiB a
// launch gets without opting in), with an additive mask: every block is
// masked, so there is no unmasked loop (one loop, no scale versions, query
// tiles in grid order), and the mask is read per score (scaled by log2 e).
// f16 operands are passed to mma.sync as vector<2xf16>; the row sums'
// ones are f16 1.0 pairs (0x3C003C00).
// At d = 128 Q's fragments do not fit beside O and S: no group of its own,
// and per k16 step the block re-reads them (2 slices) with its K fragments
// (4 ldmatrix.x4), 48 row-layout ldmatrix per block.
// CHECK-LABEL: func.func @masked_f16
// CHECK: dynamic_shared_memory_bytes = 98304
// CHECK-SAME: tile_m = 128 : i64, tile_n = 64 : i64
// CHECK: %[[ONES16:.*]] = arith.constant 1006648320 : i32
// CHECK-NOT: gpu.grid_dim
// CHECK-NOT: llvm.intr.fma
// CHECK-NOT: nvvm.cp.async.wait.group 1
// CHECK-NOT: nvvm.ldmatrix
// CHECK: scf.for
// CHECK-NOT: scf.for
// CHECK-NOT: llvm.intr.fma
// CHECK-COUNT-48: nvvm.ldmatrix %{{.*}} {{{.*}}layout = #nvvm.mma_layout<row>, num = 4 : i32
// CHECK-NOT: nvvm.ldmatrix %{{.*}} {{{.*}}layout = #nvvm.mma_layout<row>
// CHECK:   nvvm.mma.sync {{.*}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// An additive mask joins the scaled score in a multiply-add that may
// contract to one fma (natural units; the NVPTX backend fuses it); log2 e
// then multiplies only the difference from the max: a mask at the float
// limit (-FLT_MAX) times log2 e would overflow to -inf.
// CHECK:   llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// CHECK-NEXT: %[[MV:.*]] = arith.extf %{{.*}} : f16 to f32
// CHECK-NEXT: %[[SC:.*]] = arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : f32
// CHECK-NEXT: arith.addf %[[SC]], %[[MV]] fastmath<contract> : f32
// CHECK:   nvvm.vote.sync any
// CHECK:   } else {
// CHECK-NEXT: scf.yield
// CHECK:   %[[D:.*]] = arith.subf
// CHECK-NEXT: %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK-NEXT: %[[DL:.*]] = arith.mulf %[[D]], %[[LOG2E]] : f32
// CHECK-NEXT: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[DL]])
// CHECK:   llvm.bitcast %[[ONES16]] : i32 to vector<2xf16>
// CHECK:   llvm.store %{{.*}}, %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
// TILES-LABEL: func.func @masked_f16
// TILES: dynamic_shared_memory_bytes = 49152
func.func @masked_f16(%q: tensor<?x?x128xf16>, %k: tensor<?x?x128xf16>, %v: tensor<?x?x128xf16>, %mask: tensor<?x?x?xf16>, %s: f32, %o: tensor<?x?x128xf16>) -> tensor<?x?x128xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x128xf16>, tensor<?x?x128xf16>, tensor<?x?x128xf16>, f32)
      mask(%mask : tensor<?x?x?xf16>)
      outs(%o : tensor<?x?x128xf16>) -> tensor<?x?x128xf16>
  return %0 : tensor<?x?x128xf16>
}
