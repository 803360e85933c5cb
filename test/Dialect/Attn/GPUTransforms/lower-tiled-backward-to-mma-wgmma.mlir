// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90a}),canonicalize,cse)' | FileCheck %s
// RUN: attn-opt %s --convert-attn-to-gpu=chip=sm_90a | not attn-opt --pass-pipeline='builtin.module(gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90}))' 2>&1 | FileCheck %s --check-prefix=CHIP

// On sm_90a the two passes' products are wgmma's (d = 64, f16, causal): the
// configuration's kind is wgmma, the shared memory is aligned to 1024 bytes
// (the 128-byte swizzle atoms the descriptors address), and every step
// orders its copies before the tensor cores' reads (fence.proxy.async),
// issues the scores and dO·Vᵀ (or V·dOᵀ) as two commit groups of four
// m64n64k16 from descriptors each, waits, and issues the gradients' products
// with the repacked fragments as register A operands (inline PTX; four k16
// steps over the 64 step rows each): dQ in the query pass, dV and dK in the
// key pass, then waits again. No ldmatrix, no mma.sync.
// CHECK: llvm.mlir.global external @attn_shared_memory() {addr_space = 3 : i32, alignment = 1024 : i64}
// CHECK-LABEL: gpu.func @attention_backward_dq
// CHECK-SAME: variant = "wgmma"
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 64, tile_n = 64, workgroup_size = 128
// CHECK-NOT: nvvm.ldmatrix
// CHECK: scf.for
// CHECK: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK: gpu.barrier
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @attention_backward_dkdv
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 64, tile_n = 64, workgroup_size = 128
// CHECK-NOT: nvvm.ldmatrix
// CHECK: scf.for
// CHECK: nvvm.fence.proxy
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-COUNT-4: nvvm.wgmma.mma_async {{.*}} <m = 64, n = 64, k = 16>
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NOT: nvvm.mma.sync
// CHECK: gpu.return

// A wgmma configuration lowered for a chip without wgmma.
// CHIP: error: 'gpu.func' op is a wgmma kernel, which needs a chip with the warpgroup matrix instructions (sm_90a), got sm_90
#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>
#l = affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>
func.func @causal_f16(%q: tensor<?x?x?x64xf16>, %k: tensor<?x?x?x64xf16>, %v: tensor<?x?x?x64xf16>, %s: f32,
                      %o: tensor<?x?x?x64xf16>, %do: tensor<?x?x?x64xf16>, %lse: tensor<?x?x?xf32>,
                      %dq0: tensor<?x?x?x64xf16>, %dk0: tensor<?x?x?x64xf16>, %dv0: tensor<?x?x?x64xf16>)
    -> (tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, f32)
      grads(%o, %do, %lse : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>)
      -> tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>
  return %dq, %dk, %dv : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>
}
