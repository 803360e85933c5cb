// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90}),canonicalize,cse)' | FileCheck %s
// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90}))' | grep -c nvvm.mma.sync | FileCheck %s --check-prefix=COUNT

// The gradients of causal attention (f16, d = 64), each pass lowered to
// tensor-core code with no tensor or step op left.
//
// Query pass: causal query tiles longest first; D of the lane's two rows
// (a quad reduction) stored before the steps; three step loops (the
// tiling's unmasked blocks, its masked causal blocks, and the unmasked
// loop's ragged last block) each waiting for its copies and issuing the
// next, unmasked blocks with P = exp2(fma(s, scale log2 e, -LSE log2 e));
// after them c = 1 / row sums (0 where 0) and dQ = scale acc c in
// pairs of f16.
// CHECK-LABEL: gpu.func @attention_backward_dq
// CHECK-NOT: attn.backward_dq_step
// CHECK: %[[BX:.*]] = gpu.block_id x
// CHECK: %[[GX:.*]] = gpu.grid_dim x
// CHECK: arith.subi %[[GX]], %[[BX]]
// CHECK: nvvm.cp.async.shared.global
// CHECK: gpu.shuffle xor %{{.*}}, %c1_i32, %c32_i32 : f32
// CHECK: gpu.shuffle xor %{{.*}}, %c2_i32, %c32_i32 : f32
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<1>
// CHECK: scf.for
// CHECK:   nvvm.cp.async.wait.group 0
// CHECK:   gpu.barrier
// CHECK:   nvvm.mma.sync
// CHECK:   llvm.intr.fma
// CHECK:   llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK:   nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<col>
// CHECK: scf.for
// CHECK: scf.for
// CHECK: arith.divf
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
// CHECK: gpu.return
//
// Key pass: key blocks in order; per query tile the LSE, D and c of its
// 64 queries copied (4-byte cp.async, zero past M) with the tiles to a
// statistics buffer after them (49152 bytes in: 2 x (64 x 128 + 2 x 64 x
// 128) f16), the lane's columns read in pairs from it after the products;
// unmasked steps P = exp2(fma(s, scale log2 e, -LSE log2 e)); dK = scale acc
// and dV stored.
// CHECK-LABEL: gpu.func @attention_backward_dkdv
// CHECK-NOT: attn.backward_dkdv_step
// CHECK: %[[KX:.*]] = gpu.block_id x
// CHECK: arith.muli %[[KX]], %c64
// CHECK: %c49152_i32
// CHECK: nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 4, cache = ca, %{{.*}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK: scf.for
// CHECK:   gpu.barrier
// CHECK:   nvvm.cp.async.shared.global %{{.*}}, %{{.*}}, 4, cache = ca
// CHECK:   nvvm.cp.async.commit.group
// CHECK:   nvvm.mma.sync
// CHECK:   llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:   llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:   llvm.load %{{.*}} {alignment = 8 : i64} : !llvm.ptr<3> -> vector<2xf32>
// CHECK:   llvm.intr.fma
// CHECK:   llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK:   nvvm.ldmatrix {{.*}}layout = #nvvm.mma_layout<col>
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
// CHECK: gpu.return
// CHECK-NOT: tensor.
//
// Per step: Q·Kᵀ and dO·Vᵀ (32 m16n8k16 each at 64 x 64 tiles and d = 64),
// dQ += dS K (32); in the key pass also dV and dK (32 each): 96 and 128,
// in three step loops each.
// COUNT: 672
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
