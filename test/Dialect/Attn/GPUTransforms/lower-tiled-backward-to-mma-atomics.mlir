// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90}),canonicalize,cse)' | FileCheck %s
// RUN: attn-opt %s --convert-attn-to-gpu=chip=sm_90a | sed -e 's/kind = mma_sync/kind = wgmma/' | not attn-opt --pass-pipeline='builtin.module(gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90a}))' 2>&1 | FileCheck %s --check-prefix=WGMMA
// RUN: attn-opt %s --convert-attn-to-gpu=chip=sm_90 | sed -e 's/workgroup_size = 256/workgroup_size = 128/' | not attn-opt --pass-pipeline='builtin.module(gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90}))' 2>&1 | FileCheck %s --check-prefix=WGSIZE
// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90a}),canonicalize,cse)' | FileCheck %s --check-prefix=WG

// A key pass of 128 own rows configured for four warps; the query pass of
// the atomics (its row sums) configured for wgmma (which it does not take).
// WGMMA: error: 'gpu.func' op expected a wgmma backward configuration of 64 own rows, head dims of 64 or 128 and dQ by atomics only in a key pass of 64-row steps, got 64 own rows, head dims 64 and 64, dQ by atomics in the query pass
// WGSIZE: error: 'gpu.func' op expected a workgroup of 256 threads (a warp per 16 of the 128 own rows), got 128

// dQ by the key pass's atomics (f32 dQ), causal GQA with an additive mask
// (bf16, d = 64). The query pass only sums each row's probabilities for c
// (an additive mask may make it differ from 1): one product a step (S, 32
// mma.sync at d = 64), its A operands alone in shared memory, no atomics.
// The key pass's step: S and dP (64 mma.sync), dS stored to its shared tile
// (4-byte pairs), dV and dK (64), a barrier, then dQ from the dS tile read
// transposed (ldmatrix col) and K (32 mma.sync), added with f32 atomics:
// on sm_90 two adjacent columns a vector reduction (red.global.add.v2.f32).
// Each workgroup starts its unmasked steps at its own query tile (the
// step index rotated by the key block's index) so that the workgroups of
// one head add to different dQ rows at a time.
// CHECK-LABEL: gpu.func @attention_backward_dq
// CHECK-SAME: shared_memory_bytes = 24576
// CHECK: scf.for
// CHECK-COUNT-32: nvvm.mma.sync
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.yield
// CHECK-NOT: llvm.atomicrmw
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @attention_backward_dkdv
// CHECK-SAME: accumulates = ["dq"]
// CHECK-SAME: shared_memory_bytes = 58880
// CHECK: scf.for
// CHECK: arith.remui
// CHECK: scf.for
// CHECK-COUNT-64: nvvm.mma.sync
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-COUNT-64: nvvm.mma.sync
// CHECK: gpu.barrier
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>
// CHECK-COUNT-32: nvvm.mma.sync
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "red.global.add.v2.f32 [$0], {$1, $2};", "l,f,f"
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.yield
// CHECK: gpu.return
// On sm_90a the key pass of the atomics is a wgmma kernel (the query pass's
// row sums stay on mma.sync): after the scores and dV's and dK's products
// are issued, dS goes to its shared tile (1024-byte aligned: 59392 bytes),
// is ordered before the tensor cores' reads and a barrier, and dS K is four
// m64n64k16 with both operands MN-major (dS's own rows and K's rows are
// the product's k; "col"/"row" layouts: transposed A and B), waited for
// with the others and added to dQ by vector reductions.
// WG-LABEL: gpu.func @attention_backward_dq
// WG-SAME: variant = "mma.sync"
// WG: nvvm.mma.sync
// WG-NOT: nvvm.wgmma
// WG: gpu.return
// WG-LABEL: gpu.func @attention_backward_dkdv
// WG-SAME: accumulates = ["dq"]
// WG-SAME: shared_memory_bytes = 59392
// WG-SAME: variant = "wgmma"
// WG: scf.for
// WG: scf.for
// WG-COUNT-8: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, {{.*}}], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// WG: nvvm.wgmma.wait.group.sync.aligned 0
// WG-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// WG: nvvm.wgmma.commit.group.sync.aligned
// WG-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// WG: nvvm.wgmma.commit.group.sync.aligned
// WG: llvm.store %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// WG: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// WG-NEXT: gpu.barrier
// WG: nvvm.wgmma.fence.aligned
// WG: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <col>], B[<bf16>, <one>, <row>]
// WG-COUNT-3: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>, D[<f32>, <one>], A[<bf16>, <one>, <col>], B[<bf16>, <one>, <row>]
// WG-NEXT: nvvm.wgmma.commit.group.sync.aligned
// WG-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// WG: llvm.inline_asm has_side_effects asm_dialect = att "red.global.add.v2.f32 [$0], {$1, $2};", "l,f,f"
// WG-NOT: nvvm.mma.sync
// WG-NOT: nvvm.ldmatrix
// WG: scf.yield
// WG: gpu.return
#q = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>
#k = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>
#mask = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, n)>
#o = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>
#l = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>
func.func @gqa_additive_f32_dq(%q: tensor<?x?x?x?x64xbf16>, %k: tensor<?x?x?x64xbf16>, %v: tensor<?x?x?x64xbf16>,
                   %mask: tensor<?x?x?x?x?xbf16>, %s: f32,
                   %o: tensor<?x?x?x?x64xbf16>, %do: tensor<?x?x?x?x64xbf16>, %lse: tensor<?x?x?x?xf32>,
                   %dq0: tensor<?x?x?x?x64xf32>, %dk0: tensor<?x?x?x64xbf16>, %dv0: tensor<?x?x?x64xbf16>)
    -> (tensor<?x?x?x?x64xf32>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #mask, #o, #o, #l, #q, #k, #v]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, f32)
      mask(%mask : tensor<?x?x?x?x?xbf16>)
      grads(%o, %do, %lse : tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?x64xbf16>, tensor<?x?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x?x64xf32>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>)
      -> tensor<?x?x?x?x64xf32>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>
  return %dq, %dk, %dv : tensor<?x?x?x?x64xf32>, tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>
}

// Head dim 128 (not causal, no mask): the key pass takes blocks of 128 keys
// (eight warps of 16). Its step: S and dP (128 mma.sync a warp), dV and dK
// (128), a barrier, then dQ: warp w takes the step's rows 16 (w % 4) and the
// columns 64 (w / 4) of dQ, one branch per column half (64 mma.sync each
// over the 128 keys). Shared memory: the own K and V (2 x 128 x 128 x 2),
// two buffers of Q and dO (4 x 64 x 128 x 2), of the statistics (2 x 3 x 64
// x 4) and the dS tile (128 x 64 x 2): 148992 bytes. Its query pass has no
// steps (no additive mask: c = 1).
// CHECK-LABEL: gpu.module @attn_backward_kernel_1_dq
// CHECK-NOT: nvvm.mma.sync
// CHECK-LABEL: gpu.module @attn_backward_kernel_1_dkdv
// CHECK: gpu.func @attention_backward_dkdv
// CHECK-SAME: block_size = 256
// CHECK-SAME: shared_memory_bytes = 148992
// CHECK-SAME: tile_m = 64 : i64, tile_n = 128 : i64
// CHECK-SAME: workgroup_size = 256
// CHECK: %[[KX:.*]] = gpu.block_id x
// CHECK: arith.muli %[[KX]], %c128
// CHECK: scf.for
// CHECK-COUNT-256: nvvm.mma.sync
// CHECK: gpu.barrier
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>
// CHECK: arith.cmpi eq
// CHECK-COUNT-64: nvvm.mma.sync
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "red.global.add.v2.f32 [$0], {$1, $2};", "l,f,f"
// CHECK: arith.cmpi eq
// CHECK-COUNT-64: nvvm.mma.sync
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "red.global.add.v2.f32 [$0], {$1, $2};", "l,f,f"
// CHECK-NOT: nvvm.mma.sync
// CHECK: scf.yield
// CHECK: gpu.return
#q4 = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k4 = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>
#v4 = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>
#o4 = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>
#l4 = affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>
func.func @d128_f32_dq(%q: tensor<?x?x?x128xbf16>, %k: tensor<?x?x?x128xbf16>, %v: tensor<?x?x?x128xbf16>, %s: f32,
                       %o: tensor<?x?x?x128xbf16>, %do: tensor<?x?x?x128xbf16>, %lse: tensor<?x?x?xf32>,
                       %dq0: tensor<?x?x?x128xf32>, %dk0: tensor<?x?x?x128xbf16>, %dv0: tensor<?x?x?x128xbf16>)
    -> (tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q4, #k4, #v4, #o4, #o4, #l4, #q4, #k4, #v4]
      ins(%q, %k, %v, %s : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, f32)
      grads(%o, %do, %lse : tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>, tensor<?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>)
      -> tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>
  return %dq, %dk, %dv : tensor<?x?x?x128xf32>, tensor<?x?x?x128xbf16>, tensor<?x?x?x128xbf16>
}
