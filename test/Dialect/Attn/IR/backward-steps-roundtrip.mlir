// RUN: attn-opt %s | FileCheck %s
// RUN: attn-opt %s | attn-opt | FileCheck %s
// RUN: attn-opt %s --mlir-print-op-generic | attn-opt | FileCheck %s

// The two steps of the tiled backward on a GQA tile (2 query heads per KV
// head): the query step on one query head's rows, the key step on the
// whole group, its dK/dV accumulators indexed like K and V.
#q = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>
#k = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>
#mask = affine_map<(b, h, g, m, n, k1, k2) -> (m, n)>
#o = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>
#r = affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>

// CHECK-LABEL: func.func @query_step
// CHECK: attn.backward_dq_step indexing_maps = [#{{.*}}] causal(top_left) causal_offset(%{{[a-z0-9]+}})
// CHECK-SAME: ins(%{{.*}} : tensor<1x1x1x16x32xbf16>, tensor<1x1x8x32xbf16>, tensor<1x1x8x24xbf16>, f32)
// CHECK-SAME: grads(%{{.*}} : tensor<1x1x1x16x24xbf16>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>)
// CHECK-SAME: outs(%{{.*}} : tensor<1x1x1x16x32xf32>, tensor<1x1x1x16xf32>)
func.func @query_step(%q: tensor<1x1x1x16x32xbf16>, %k: tensor<1x1x8x32xbf16>, %v: tensor<1x1x8x24xbf16>, %s: f32,
                      %do: tensor<1x1x1x16x24xbf16>, %lse: tensor<1x1x1x16xf32>, %d: tensor<1x1x1x16xf32>,
                      %acc: tensor<1x1x1x16x32xf32>, %sums: tensor<1x1x1x16xf32>, %off: index)
    -> (tensor<1x1x1x16x32xf32>, tensor<1x1x1x16xf32>) {
  %0:2 = attn.backward_dq_step indexing_maps = [#q, #k, #v, #o, #r, #r, #q, #r]
      causal(top_left) causal_offset(%off)
      ins(%q, %k, %v, %s : tensor<1x1x1x16x32xbf16>, tensor<1x1x8x32xbf16>, tensor<1x1x8x24xbf16>, f32)
      grads(%do, %lse, %d : tensor<1x1x1x16x24xbf16>, tensor<1x1x1x16xf32>, tensor<1x1x1x16xf32>)
      outs(%acc, %sums : tensor<1x1x1x16x32xf32>, tensor<1x1x1x16xf32>)
      -> tensor<1x1x1x16x32xf32>, tensor<1x1x1x16xf32>
  return %0#0, %0#1 : tensor<1x1x1x16x32xf32>, tensor<1x1x1x16xf32>
}

// CHECK-LABEL: func.func @key_step
// CHECK: attn.backward_dkdv_step indexing_maps = [#{{.*}}]
// CHECK-SAME: mask(%{{.*}} : tensor<16x8xi1>)
// CHECK-SAME: grads(%{{.*}} : tensor<1x1x2x16x24xbf16>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>)
// CHECK-SAME: outs(%{{.*}} : tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>)
func.func @key_step(%q: tensor<1x1x2x16x32xbf16>, %k: tensor<1x1x8x32xbf16>, %v: tensor<1x1x8x24xbf16>, %s: f32,
                    %mask: tensor<16x8xi1>, %do: tensor<1x1x2x16x24xbf16>, %lse: tensor<1x1x2x16xf32>,
                    %d: tensor<1x1x2x16xf32>, %c: tensor<1x1x2x16xf32>,
                    %dk: tensor<1x1x8x32xf32>, %dv: tensor<1x1x8x24xf32>)
    -> (tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>) {
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #mask, #o, #r, #r, #r, #k, #v]
      ins(%q, %k, %v, %s : tensor<1x1x2x16x32xbf16>, tensor<1x1x8x32xbf16>, tensor<1x1x8x24xbf16>, f32)
      mask(%mask : tensor<16x8xi1>)
      grads(%do, %lse, %d, %c : tensor<1x1x2x16x24xbf16>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>)
      outs(%dk, %dv : tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>)
      -> tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>
  return %0#0, %0#1 : tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>
}

// The key step that also adds dQ to memory (the GPU key pass's atomics):
// grad_query_acc is the tile's rows of dQ, indexed like Q.
// CHECK-LABEL: func.func @key_step_with_query_gradient
// CHECK: attn.backward_dkdv_step
// CHECK-SAME: outs(%{{.*}} : tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>) grad_query_acc(%{{.*}} : memref<1x1x2x16x32xf32, strided<[?, ?, ?, ?, 1], offset: ?>>)
func.func @key_step_with_query_gradient(%q: tensor<1x1x2x16x32xbf16>, %k: tensor<1x1x8x32xbf16>, %v: tensor<1x1x8x24xbf16>, %s: f32,
                    %do: tensor<1x1x2x16x24xbf16>, %lse: tensor<1x1x2x16xf32>,
                    %d: tensor<1x1x2x16xf32>, %c: tensor<1x1x2x16xf32>,
                    %dk: tensor<1x1x8x32xf32>, %dv: tensor<1x1x8x24xf32>,
                    %dq: memref<1x1x2x16x32xf32, strided<[?, ?, ?, ?, 1], offset: ?>>)
    -> (tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>) {
  %0:2 = attn.backward_dkdv_step indexing_maps = [#q, #k, #v, #o, #r, #r, #r, #k, #v]
      ins(%q, %k, %v, %s : tensor<1x1x2x16x32xbf16>, tensor<1x1x8x32xbf16>, tensor<1x1x8x24xbf16>, f32)
      grads(%do, %lse, %d, %c : tensor<1x1x2x16x24xbf16>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>)
      outs(%dk, %dv : tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>)
      grad_query_acc(%dq : memref<1x1x2x16x32xf32, strided<[?, ?, ?, ?, 1], offset: ?>>)
      -> tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>
  return %0#0, %0#1 : tensor<1x1x8x32xf32>, tensor<1x1x8x24xf32>
}
