// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_90}),canonicalize,cse)' | FileCheck %s

// A head dim that is a multiple of 8 but not of 16 (SD 1.5's 40): rows are
// copied as their 5 chunks, the products run over 48 columns, and column
// chunk 5 is zero in the own tiles and in both buffers of the step tiles
// (written once, before the first step): six zero stores of 16 bytes per
// kernel, each by the first 64 threads (one row each). dQ, dK and dV rows
// are stored as their 40 columns (5 pairs of f16 per row of a lane: 20
// stores per kernel, two rows).
// CHECK-LABEL: gpu.func @attention_backward_dq
// CHECK: %[[ZEROS:.*]] = arith.constant dense<0> : vector<4xi32>
// CHECK-COUNT-6: llvm.store %[[ZEROS]], %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-NOT: llvm.store %[[ZEROS]]
// CHECK: scf.for
// CHECK-COUNT-10: llvm.store %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
// CHECK-NOT: vector<2xf16>, !llvm.ptr<1>
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @attention_backward_dkdv
// CHECK-COUNT-6: llvm.store %{{.*}} {alignment = 16 : i64} : vector<4xi32>, !llvm.ptr<3>
// CHECK-COUNT-20: llvm.store %{{.*}} {alignment = 4 : i64} : vector<2xf16>, !llvm.ptr<1>
// CHECK-NOT: vector<2xf16>, !llvm.ptr<1>
// CHECK: gpu.return
#q = affine_map<(b, m, n, k1, k2) -> (b, m, k1)>
#k = affine_map<(b, m, n, k1, k2) -> (b, n, k1)>
#v = affine_map<(b, m, n, k1, k2) -> (b, n, k2)>
#o = affine_map<(b, m, n, k1, k2) -> (b, m, k2)>
#l = affine_map<(b, m, n, k1, k2) -> (b, m)>
func.func @d40(%q: tensor<?x?x40xf16>, %k: tensor<?x?x40xf16>, %v: tensor<?x?x40xf16>, %s: f32,
               %o: tensor<?x?x40xf16>, %do: tensor<?x?x40xf16>, %lse: tensor<?x?xf32>)
    -> (tensor<?x?x40xf16>, tensor<?x?x40xf16>, tensor<?x?x40xf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      ins(%q, %k, %v, %s : tensor<?x?x40xf16>, tensor<?x?x40xf16>, tensor<?x?x40xf16>, f32)
      grads(%o, %do, %lse : tensor<?x?x40xf16>, tensor<?x?x40xf16>, tensor<?x?xf32>)
      outs(%q, %k, %v : tensor<?x?x40xf16>, tensor<?x?x40xf16>, tensor<?x?x40xf16>)
      -> tensor<?x?x40xf16>, tensor<?x?x40xf16>, tensor<?x?x40xf16>
  return %dq, %dk, %dv : tensor<?x?x40xf16>, tensor<?x?x40xf16>, tensor<?x?x40xf16>
}
