// RUN: attn-opt %s --split-input-file --attn-tile-parallel | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-tile-kv | FileCheck %s

// An op with a static zero-size dim computes nothing: tiling it would take
// slices past the end of its operands (a batch element or query tile of an
// empty dim). It becomes its result instead: no keys (N = 0) leave every
// row fully masked (O = 0, LSE = -inf); no batch element or no query leave
// the outputs empty.
// CHECK-LABEL: func.func @no_keys
// CHECK-SAME: %[[INIT:[^:]*]]: tensor<2x64x8xf32>, %[[LINIT:[^:]*]]: tensor<2x64xf32>
// CHECK-NOT: attn.attention
// CHECK-NOT: scf.forall
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-DAG: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[O:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[INIT]] : tensor<2x64x8xf32>)
// CHECK-DAG: %[[L:.*]] = linalg.fill ins(%[[NEGINF]] : f32) outs(%[[LINIT]] : tensor<2x64xf32>)
// CHECK: return %[[O]], %[[L]]
func.func @no_keys(%q: tensor<2x64x16xf32>, %k: tensor<2x0x16xf32>, %v: tensor<2x0x8xf32>, %s: f32, %init: tensor<2x64x8xf32>, %linit: tensor<2x64xf32>) -> (tensor<2x64x8xf32>, tensor<2x64xf32>) {
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      ins(%q, %k, %v, %s : tensor<2x64x16xf32>, tensor<2x0x16xf32>, tensor<2x0x8xf32>, f32)
      outs(%init, %linit : tensor<2x64x8xf32>, tensor<2x64xf32>) -> tensor<2x64x8xf32>, tensor<2x64xf32>
  return %0#0, %0#1 : tensor<2x64x8xf32>, tensor<2x64xf32>
}

// -----

// CHECK-LABEL: func.func @no_batch
// CHECK-NOT: attn.attention
// CHECK-NOT: scf.forall
// CHECK: linalg.fill ins(%{{.*}} : f16) outs(%{{.*}} : tensor<0x3x64x8xf16>)
func.func @no_batch(%q: tensor<0x3x64x16xf16>, %k: tensor<0x3x48x16xf16>, %v: tensor<0x3x48x8xf16>, %s: f32) -> tensor<0x3x64x8xf16> {
  %init = tensor.empty() : tensor<0x3x64x8xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<0x3x64x16xf16>, tensor<0x3x48x16xf16>, tensor<0x3x48x8xf16>, f32)
      outs(%init : tensor<0x3x64x8xf16>) -> tensor<0x3x64x8xf16>
  return %0 : tensor<0x3x64x8xf16>
}

// -----

// CHECK-LABEL: func.func @no_queries
// CHECK-NOT: attn.attention
// CHECK-NOT: scf.forall
// CHECK: linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x0x8xf32>)
func.func @no_queries(%q: tensor<2x0x16xf32>, %k: tensor<2x48x16xf32>, %v: tensor<2x48x8xf32>, %s: f32, %mask: tensor<0x48xi1>) -> tensor<2x0x8xf32> {
  %init = tensor.empty() : tensor<2x0x8xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x0x16xf32>, tensor<2x48x16xf32>, tensor<2x48x8xf32>, f32)
      mask(%mask : tensor<0x48xi1>)
      outs(%init : tensor<2x0x8xf32>) -> tensor<2x0x8xf32>
  return %0 : tensor<2x0x8xf32>
}
