// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_80},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_80}),canonicalize,cse)' | FileCheck %s

// Gradients in another layout and type than their inputs: bf16 Q, K, V in
// BHSD, f32 dQ, dK, dV in BSHD, a boolean mask broadcast over the heads.
// dQ is f32, so the key pass computes it with atomics: the query pass has
// no steps (a boolean mask leaves c = 1) and no shared memory, and stores
// D, c and a zero dQ as pairs of f32 at the BSHD strides; the key pass
// stores dK and dV and adds to dQ.
// CHECK-LABEL: gpu.func @attention_backward_dq
// CHECK-SAME: accumulates = []
// CHECK-SAME: grad_query = "key_pass_atomics"
// CHECK-SAME: shared_memory_bytes = 0
// CHECK-SAME: {dims = ["b0", "m", "b1", "k1"], element_type = "f32", name = "dq", output = true}
// CHECK-NOT: nvvm.mma.sync
// CHECK-NOT: nvvm.ldmatrix
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[LO:.*]] = llvm.insertelement %[[ZERO]], %{{.*}}[%{{.*}} : i32] : vector<2xf32>
// CHECK: %[[ZEROS:.*]] = llvm.insertelement %[[ZERO]], %[[LO]][%{{.*}} : i32] : vector<2xf32>
// CHECK: llvm.store %[[ZEROS]], %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
// CHECK: llvm.store %[[ONE]], %{{.*}} : f32, !llvm.ptr<1>
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @attention_backward_dkdv
// CHECK-SAME: accumulates = ["dq"]
// CHECK-SAME: {dims = ["b0", "m", "b1", "k1"], element_type = "f32", name = "dq", output = true}
// CHECK-SAME: {dims = ["b0", "n", "b1", "k1"], element_type = "f32", name = "dk", output = true}
// CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// CHECK: llvm.store %{{.*}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK: gpu.barrier
// CHECK: nvvm.ldmatrix %{{.*}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>
// CHECK: llvm.atomicrmw fadd %{{.*}}, %{{.*}} monotonic : !llvm.ptr<1>, f32
// CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
// CHECK: gpu.return
#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>
#mask = affine_map<(b, h, m, n, k1, k2) -> (b, m, n)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>
#l = affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>
#dq = affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>
#dk = affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>
#dv = affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>
func.func @layouts(%q: tensor<?x?x?x64xbf16>, %k: tensor<?x?x?x64xbf16>, %v: tensor<?x?x?x32xbf16>,
                   %mask: tensor<?x?x?xi1>, %s: f32,
                   %o: tensor<?x?x?x32xbf16>, %do: tensor<?x?x?x32xbf16>, %lse: tensor<?x?x?xf32>,
                   %dq0: tensor<?x?x?x64xf32>, %dk0: tensor<?x?x?x64xf32>, %dv0: tensor<?x?x?x32xf32>)
    -> (tensor<?x?x?x64xf32>, tensor<?x?x?x64xf32>, tensor<?x?x?x32xf32>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #mask, #o, #o, #l, #dq, #dk, #dv]
      ins(%q, %k, %v, %s : tensor<?x?x?x64xbf16>, tensor<?x?x?x64xbf16>, tensor<?x?x?x32xbf16>, f32)
      mask(%mask : tensor<?x?x?xi1>)
      grads(%o, %do, %lse : tensor<?x?x?x32xbf16>, tensor<?x?x?x32xbf16>, tensor<?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x64xf32>, tensor<?x?x?x64xf32>, tensor<?x?x?x32xf32>)
      -> tensor<?x?x?x64xf32>, tensor<?x?x?x64xf32>, tensor<?x?x?x32xf32>
  return %dq, %dk, %dv : tensor<?x?x?x64xf32>, tensor<?x?x?x64xf32>, tensor<?x?x?x32xf32>
}
