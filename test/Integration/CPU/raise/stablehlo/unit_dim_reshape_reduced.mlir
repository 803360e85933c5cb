// RUN: attn-opt %s --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %s --expected %S/unit_dim_reshape_reduced.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// Once not raised (minimal, hand-reduced from jax.nn.dot_product_attention, G=1).
// softmax(Q K^T * s) V, but the scores carry a unit dim [8,16,1,16] (JAX's
// grouped layout B,N,T,G,S with G=1) and IREE's StableHLO->linalg turns the
// transpose that moves that unit dim to the front into collapse-to-rank-1 +
// expand. Data and row indexing are unchanged; the pass gives up with
// "the row max is not a reduction over one dim".
#s4   = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#row4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
func.func @forward(%q: tensor<8x16x8xf32>, %kt: tensor<8x8x16xf32>, %v: tensor<8x16x8xf32>) -> tensor<8x16x8xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.353553385 : f32
  %e3 = tensor.empty() : tensor<8x16x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %s0 = linalg.batch_matmul ins(%q, %kt : tensor<8x16x8xf32>, tensor<8x8x16xf32>) outs(%f3 : tensor<8x16x16xf32>) -> tensor<8x16x16xf32>
  %s0x = tensor.expand_shape %s0 [[0], [1], [2, 3]] output_shape [8, 16, 1, 16] : tensor<8x16x16xf32> into tensor<8x16x1x16xf32>
  %e4 = tensor.empty() : tensor<8x16x1x16xf32>
  %s = linalg.generic {indexing_maps = [#s4, #s4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s0x : tensor<8x16x1x16xf32>) outs(%e4 : tensor<8x16x1x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %scale : f32
    linalg.yield %m : f32
  } -> tensor<8x16x1x16xf32>
  %em = tensor.empty() : tensor<8x16x1xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<8x16x1xf32>) -> tensor<8x16x1xf32>
  %mx = linalg.generic {indexing_maps = [#s4, #row4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%s : tensor<8x16x1x16xf32>) outs(%fm : tensor<8x16x1xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %out, %in : f32
    linalg.yield %m : f32
  } -> tensor<8x16x1xf32>
  // transpose [8,16,1(,16)] -> [1,8,16(,16)] of a unit dim, as IREE emits it
  %mc = tensor.collapse_shape %mx [[0, 1, 2]] : tensor<8x16x1xf32> into tensor<128xf32>
  %m1 = tensor.expand_shape %mc [[0, 1, 2]] output_shape [1, 8, 16] : tensor<128xf32> into tensor<1x8x16xf32>
  %sc = tensor.collapse_shape %s [[0, 1, 2, 3]] : tensor<8x16x1x16xf32> into tensor<2048xf32>
  %s1 = tensor.expand_shape %sc [[0, 1, 2, 3]] output_shape [1, 8, 16, 16] : tensor<2048xf32> into tensor<1x8x16x16xf32>
  %e41 = tensor.empty() : tensor<1x8x16x16xf32>
  %ex = linalg.generic {indexing_maps = [#s4, #row4, #s4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s1, %m1 : tensor<1x8x16x16xf32>, tensor<1x8x16xf32>) outs(%e41 : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %x = math.exp %d : f32
    linalg.yield %x : f32
  } -> tensor<1x8x16x16xf32>
  %es = tensor.empty() : tensor<1x8x16xf32>
  %fs = linalg.fill ins(%zero : f32) outs(%es : tensor<1x8x16xf32>) -> tensor<1x8x16xf32>
  %sum = linalg.generic {indexing_maps = [#s4, #row4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%ex : tensor<1x8x16x16xf32>) outs(%fs : tensor<1x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %a = arith.addf %out, %in : f32
    linalg.yield %a : f32
  } -> tensor<1x8x16xf32>
  %p = linalg.generic {indexing_maps = [#s4, #row4, #s4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ex, %sum : tensor<1x8x16x16xf32>, tensor<1x8x16xf32>) outs(%e41 : tensor<1x8x16x16xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.divf %a, %b : f32
    linalg.yield %d : f32
  } -> tensor<1x8x16x16xf32>
  %pc = tensor.collapse_shape %p [[0, 1], [2], [3]] : tensor<1x8x16x16xf32> into tensor<8x16x16xf32>
  %eo = tensor.empty() : tensor<8x16x8xf32>
  %fo = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  %o = linalg.batch_matmul ins(%pc, %v : tensor<8x16x16xf32>, tensor<8x16x8xf32>) outs(%fo : tensor<8x16x8xf32>) -> tensor<8x16x8xf32>
  return %o : tensor<8x16x8xf32>
}
}
