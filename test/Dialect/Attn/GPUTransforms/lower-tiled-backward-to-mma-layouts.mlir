// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_80},gpu.module(attn-lower-tiled-backward-to-mma{chip=sm_80}),canonicalize,cse)' | FileCheck %s

// Gradients in another layout and type than their inputs: bf16 Q, K, V in
// BHSD, f32 dQ, dK, dV in BSHD, a boolean mask broadcast over the heads.
// Each kernel stores its gradients as pairs of f32 at the BSHD strides.
// CHECK-LABEL: gpu.func @attention_backward_dq
// CHECK-SAME: {dims = ["b0", "m", "b1", "k1"], element_type = "f32", name = "dq", output = true}
// CHECK: nvvm.mma.sync
// CHECK: llvm.store %{{.*}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
// CHECK: gpu.return
// CHECK-LABEL: gpu.func @attention_backward_dkdv
// CHECK-SAME: {dims = ["b0", "n", "b1", "k1"], element_type = "f32", name = "dk", output = true}
// CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
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
