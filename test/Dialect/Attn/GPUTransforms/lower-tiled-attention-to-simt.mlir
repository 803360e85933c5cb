// The stages before the pass make its input: the SIMT kernel holding the op
// on tensors (convert-attn-to-gpu), tiled into workgroups and KV loops of
// attn.online_attention steps.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{kernel=simt tile-m=64 tile-n=16},gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-simt))' | FileCheck %s
// The default pipeline's stages lower it the same way.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_90 kernel=simt tile-m=64 tile-n=16 format=isa})' | FileCheck %s --check-prefix=PTX

// Not causal, no mask, N dynamic: the tiling's full blocks run unmasked (K
// and V staged without tests against N), the ragged rest masked. The pass
// declares the K and V blocks (tile-n x head dim, f32) in workgroup memory
// and q, acc and a block's scores in private memory; no workgroup loop,
// step or tensor is left; one invocation per query row of the tile.
// CHECK-LABEL: func.func @kernel_plain
// CHECK: gpu.func @attention(
// CHECK-SAME: workgroup(%[[KT:[a-z0-9]+]] : memref<16x32xf32, #gpu.address_space<workgroup>>, %[[VT:[a-z0-9]+]] : memref<16x16xf32, #gpu.address_space<workgroup>>)
// CHECK-SAME: private(%[[QR:[a-z0-9]+]] : memref<32xf32, #gpu.address_space<private>>, %[[ACC:[a-z0-9]+]] : memref<16xf32, #gpu.address_space<private>>, %[[S:[a-z0-9]+]] : memref<16xf32, #gpu.address_space<private>>)
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 64, tile_n = 16
// CHECK-NOT: scf.forall
// CHECK-NOT: attn.online_attention
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: gpu.block_id x
// CHECK: gpu.block_id y
// CHECK-NOT: gpu.grid_dim
// CHECK: %[[ROW:.*]] = arith.addi %{{.*}}, %[[TID]] : index
// Q is scaled once, on load; scores stay in natural units.
// CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// CHECK: arith.mulf %{{.*}}, %{{.*}} : f32
// CHECK: memref.store %{{.*}}, %[[QR]]
// The unmasked blocks: staged between barriers with no test against N,
// then the online update, log2 e applied to differences.
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[MAX:.*]] = %{{.*}}, %[[SUM:.*]] = %{{.*}}) -> (f32, f32)
// CHECK:   gpu.barrier
// The K and V blocks: straight-line code, the invocation's 8 K and 4 V
// loads (elements tid + 64 i) all issued before their stores.
// CHECK-NOT: scf.for
// CHECK-NOT: arith.cmpi
// CHECK:   arith.addi %[[TID]], %c0
// CHECK-COUNT-12: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// CHECK-NOT: llvm.load
// CHECK-COUNT-8: memref.store %{{.*}}, %[[KT]]
// CHECK-COUNT-4: memref.store %{{.*}}, %[[VT]]
// CHECK:   gpu.barrier
// CHECK:   memref.load %[[QR]]
// CHECK:   memref.load %[[KT]]
// CHECK:   %[[DA:.*]] = arith.subf %[[MAX]], %{{.*}} : f32
// CHECK:   arith.mulf %[[DA]], %{{.*}} : f32
// CHECK:   llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK:   memref.load %[[VT]]
// CHECK:   scf.yield
// The ragged rest: keys past N staged as zeros and scored -inf.
// CHECK: scf.for
// CHECK:   gpu.barrier
// CHECK:   arith.cmpi ult
// CHECK:   arith.select
// CHECK:   memref.store %{{.*}}, %[[KT]]
// CHECK:   gpu.barrier
// CHECK:   arith.cmpi ult
// CHECK:   arith.select
// CHECK:   llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// O = acc / l (0 where l = 0) for rows below M.
// CHECK: %[[VALID:.*]] = arith.cmpi ult, %[[ROW]], %{{.*}} : index
// CHECK: scf.if %[[VALID]]
// CHECK:   arith.divf
// CHECK:   arith.truncf %{{.*}} : f32 to f16
// CHECK:   llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<1>
// CHECK-NOT: tensor<
// CHECK: gpu.return
// PTX: gpu.binary @attn_kernel_0
// PTX-SAME: .shared .align 4 .b8
// PTX-SAME: ex2.approx.ftz.f32
// PTX-SAME: bar.sync
// PTX-NOT: mma.sync
func.func @kernel_plain(%q: tensor<2x?x32xf16>, %k: tensor<2x?x32xf16>, %v: tensor<2x?x16xf16>, %s: f32, %o: tensor<2x?x16xf16>) -> tensor<2x?x16xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x?x32xf16>, tensor<2x?x32xf16>, tensor<2x?x16xf16>, f32)
      outs(%o : tensor<2x?x16xf16>) -> tensor<2x?x16xf16>
  return %0 : tensor<2x?x16xf16>
}

// -----

// Bottom-right causal with a boolean mask, GQA and the LSE: every block is
// masked, so the tiling's loops are one loop; causal tiles run longest
// first (grid_dim - 1 - block); keys are visible under the diagonal the
// steps' causal_offset places (sle), read from the mask (i1) and kept
// below N; the LSE is m + log2(l) ln 2.
// CHECK-LABEL: func.func @kernel_causal_mask_gqa_lse
// CHECK: gpu.func @attention(
// CHECK-SAME: workgroup(%{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>)
// CHECK: %[[GRID:.*]] = gpu.grid_dim x
// CHECK: arith.subi %[[GRID]], %{{.*}} : index
// CHECK: scf.for
// CHECK:   gpu.barrier
// CHECK:   arith.cmpi ult
// CHECK:   arith.cmpi sle
// CHECK:   arith.andi
// CHECK:   llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// CHECK:   llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK-NOT: scf.for %{{.*}} iter_args(%{{.*}}, %{{.*}}) -> (f32, f32)
// CHECK: scf.if
// CHECK:   llvm.store %{{.*}}, %{{.*}} : bf16, !llvm.ptr<1>
// CHECK:   llvm.call_intrinsic "llvm.nvvm.lg2.approx.ftz.f"
// CHECK:   llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<1>
// PTX: gpu.binary @attn_kernel_0
// PTX-SAME: lg2.approx.ftz.f32
func.func @kernel_causal_mask_gqa_lse(%q: tensor<2x3x?x64xbf16>, %k: tensor<2x?x64xbf16>, %v: tensor<2x?x64xbf16>, %s: f32, %mask: tensor<?x?xi1>, %o: tensor<2x3x?x64xbf16>, %l: tensor<2x3x?xf32>) -> (tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) {
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x3x?x64xbf16>, tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      outs(%o, %l : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) -> tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
  return %0#0, %0#1 : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
}
