// RUN: attn-opt %s | FileCheck %s
// RUN: attn-opt %s | attn-opt | FileCheck %s
// RUN: attn-opt %s --mlir-print-op-generic | attn-opt | FileCheck %s

// The gradients of causal GQA attention in BHSD layout: dK and dV are
// indexed like K and V, without the query-group dim they sum over.
// CHECK-LABEL: func.func @gqa_causal
// CHECK: attn.attention_backward indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}, #{{.*}}] causal(top_left)
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>, f32)
// CHECK-SAME: grads(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x2x4x128x64xbf16>, tensor<2x2x4x128x64xbf16>, tensor<2x2x4x128xf32>)
// CHECK-SAME: outs(%{{.*}}, %{{.*}}, %{{.*}} : tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>)
// CHECK-SAME: -> tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>
func.func @gqa_causal(%q: tensor<2x2x4x128x64xbf16>, %k: tensor<2x2x256x64xbf16>, %v: tensor<2x2x256x64xbf16>, %s: f32,
                      %o: tensor<2x2x4x128x64xbf16>, %do: tensor<2x2x4x128x64xbf16>, %lse: tensor<2x2x4x128xf32>,
                      %dq0: tensor<2x2x4x128x64xbf16>, %dk0: tensor<2x2x256x64xbf16>, %dv0: tensor<2x2x256x64xbf16>)
    -> (tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>, f32)
      grads(%o, %do, %lse : tensor<2x2x4x128x64xbf16>, tensor<2x2x4x128x64xbf16>, tensor<2x2x4x128xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>)
      -> tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>
  return %dq, %dk, %dv : tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>
}

// A broadcast boolean mask, dynamic sizes, BSHD gradients of BHSD inputs
// (a gradient's layout may differ from its tensor's), f32 gradients of f16
// inputs.
// CHECK-LABEL: func.func @masked_dynamic
// CHECK: attn.attention_backward
// CHECK-SAME: causal(bottom_right) causal_offset(%{{[a-z0-9]+}})
// CHECK-SAME: mask(%{{[a-z0-9]+}} : tensor<?x?xi1>)
// CHECK-SAME: -> tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<?x?x?x16xf32>
func.func @masked_dynamic(%q: tensor<?x?x?x32xf16>, %k: tensor<?x?x?x32xf16>, %v: tensor<?x?x?x16xf16>, %s: f32,
                          %mask: tensor<?x?xi1>, %off: index,
                          %o: tensor<?x?x?x16xf16>, %do: tensor<?x?x?x16xf16>, %lse: tensor<?x?x?xf32>,
                          %dq0: tensor<?x?x?x32xf32>, %dk0: tensor<?x?x?x32xf32>, %dv0: tensor<?x?x?x16xf32>)
    -> (tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<?x?x?x16xf32>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n, h, k2)>]
      causal(bottom_right) causal_offset(%off)
      ins(%q, %k, %v, %s : tensor<?x?x?x32xf16>, tensor<?x?x?x32xf16>, tensor<?x?x?x16xf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      grads(%o, %do, %lse : tensor<?x?x?x16xf16>, tensor<?x?x?x16xf16>, tensor<?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<?x?x?x16xf32>)
      -> tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<?x?x?x16xf32>
  return %dq, %dk, %dv : tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<?x?x?x16xf32>
}
