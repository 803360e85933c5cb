// RUN: attn-opt %s --split-input-file --attn-tile-kv=tile-n=16 --canonicalize --cse | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-tile-kv="tile-n=16 split-kv=always kv-splits=4" --canonicalize --cse | FileCheck %s --check-prefix=SPLIT

// Plain attention with N = 70 keys and blocks of 16: an scf.for over the
// four full blocks (static slices) carrying (acc, max, sum) from
// (0, -inf, 0), the ragged remainder (6 keys) by bounds, then O = acc / sum.
// No N×N tensor is created.
// CHECK-LABEL: func.func @tile_kv_plain
// CHECK-SAME: (%[[Q:.*]]: tensor<2x32x16xf32>, %[[K:.*]]: tensor<2x70x16xf32>, %[[V:.*]]: tensor<2x70x8xf32>, %[[S:.*]]: f32)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG: %[[NEGINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ACC0:.*]] = linalg.fill ins(%[[ZERO]] : f32) {{.*}} -> tensor<2x32x8xf32>
// CHECK: %[[MAX0:.*]] = linalg.fill ins(%[[NEGINF]] : f32) {{.*}} -> tensor<2x32xf32>
// CHECK: %[[SUM0:.*]] = linalg.fill ins(%[[ZERO]] : f32) {{.*}} -> tensor<2x32xf32>
// CHECK: %[[LOOP:.*]]:3 = scf.for %[[N0:[^ ]+]] = %[[C0]] to %[[C64]] step %[[C16]] iter_args(%[[ACC:.*]] = %[[ACC0]], %[[MAX:.*]] = %[[MAX0]], %[[SUM:.*]] = %[[SUM0]])
// CHECK:   %[[KB:.*]] = tensor.extract_slice %[[K]][0, %[[N0]], 0] [2, 16, 16] [1, 1, 1]
// CHECK:   %[[VB:.*]] = tensor.extract_slice %[[V]][0, %[[N0]], 0] [2, 16, 8] [1, 1, 1]
// CHECK:   %[[STEP:.*]]:3 = attn.online_attention {{.*}} ins(%[[Q]], %[[KB]], %[[VB]], %[[S]] : tensor<2x32x16xf32>, tensor<2x16x16xf32>, tensor<2x16x8xf32>, f32) outs(%[[ACC]], %[[MAX]], %[[SUM]] :
// CHECK:   scf.yield %[[STEP]]#0, %[[STEP]]#1, %[[STEP]]#2
// CHECK: %[[KR:.*]] = tensor.extract_slice %[[K]][0, 64, 0] [2, 6, 16] [1, 1, 1]
// CHECK: %[[LAST:.*]]:3 = attn.online_attention {{.*}} ins(%[[Q]], %[[KR]], %{{.*}}, %[[S]] : tensor<2x32x16xf32>, tensor<2x6x16xf32>, tensor<2x6x8xf32>, f32) outs(%[[LOOP]]#0, %[[LOOP]]#1, %[[LOOP]]#2
// CHECK: linalg.generic {{.*}} ins(%[[LAST]]#0, %[[LAST]]#2 : tensor<2x32x8xf32>, tensor<2x32xf32>)
// CHECK:   arith.divf
// CHECK-NOT: tensor<2x32x70xf32>
// SPLIT-LABEL: func.func @tile_kv_plain
func.func @tile_kv_plain(%q: tensor<2x32x16xf32>, %k: tensor<2x70x16xf32>, %v: tensor<2x70x8xf32>, %s: f32) -> tensor<2x32x8xf32> {
  %init = tensor.empty() : tensor<2x32x8xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x32x16xf32>, tensor<2x70x16xf32>, tensor<2x70x8xf32>, f32)
      outs(%init : tensor<2x32x8xf32>) -> tensor<2x32x8xf32>
  return %0 : tensor<2x32x8xf32>
}

// -----

// Causal (top-left), dynamic lengths: keys past min(M, N) are never visited
// (loop bound); keys every row sees, [0, floor((D + 1) / 16) * 16) with
// D = 0, run unmasked; only the blocks that cross the diagonal are masked,
// with the diagonal moved by the block's start.
// CHECK-LABEL: func.func @tile_kv_causal_block_skip
// CHECK-SAME: (%[[Q:[^:]*]]: tensor<2x?x16xf32>, %[[K:[^:]*]]: tensor<2x?x16xf32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: %[[M:.*]] = tensor.dim %[[Q]], %[[C1]]
// CHECK: %[[N:.*]] = tensor.dim %[[K]], %[[C1]]
// CHECK: %[[MIN:.*]] = arith.minsi %[[M]], %[[N]] : index
// CHECK: %[[END:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
// CHECK: %[[VIS:.*]] = arith.minsi %[[END]], %[[C1]] : index
// CHECK: %[[VIS2:.*]] = arith.maxsi %[[VIS]], %[[C0]] : index
// CHECK: %[[VIS3:.*]] = arith.maxsi %[[VIS2]], %[[C0]] : index
// CHECK: %[[BLOCKS:.*]] = arith.divui %[[VIS3]], %[[C16]] : index
// CHECK: %[[UNMASKED:.*]] = arith.muli %[[BLOCKS]], %[[C16]] : index
// CHECK: scf.for %{{.*}} = %[[C0]] to %[[UNMASKED]] step %[[C16]]
// CHECK:   attn.online_attention
// CHECK-NOT: causal
// CHECK: scf.for %[[N0:[^ ]+]] = %[[UNMASKED]] to %[[END]] step %[[C16]]
// CHECK:   %[[OFF:.*]] = arith.subi %[[C0]], %[[N0]] : index
// CHECK:   attn.online_attention {{.*}} causal(top_left) causal_offset(%[[OFF]])
// SPLIT-LABEL: func.func @tile_kv_causal_block_skip
func.func @tile_kv_causal_block_skip(%q: tensor<2x?x16xf32>, %k: tensor<2x?x16xf32>, %v: tensor<2x?x8xf32>, %s: f32, %o: tensor<2x?x8xf32>) -> tensor<2x?x8xf32> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x?x16xf32>, tensor<2x?x16xf32>, tensor<2x?x8xf32>, f32)
      outs(%o : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %0 : tensor<2x?x8xf32>
}

// -----

// Bottom-right causal with M = 64, N = 80 (D = 16): the first block is seen
// whole by every row and runs unmasked; the rest is masked.
// CHECK-LABEL: func.func @tile_kv_causal_bottom_right
// CHECK: %[[FIRST:.*]]:3 = attn.online_attention
// CHECK-NOT: causal
// CHECK-SAME: tensor<2x16x16xf32>
// CHECK: scf.for %[[N0:[^ ]+]] = %c16 to %c80 step %c16 iter_args(%{{.*}} = %[[FIRST]]#0
// CHECK:   %[[OFF:.*]] = arith.subi %c16, %[[N0]] : index
// CHECK:   attn.online_attention {{.*}} causal(top_left) causal_offset(%[[OFF]])
// SPLIT-LABEL: func.func @tile_kv_causal_bottom_right
func.func @tile_kv_causal_bottom_right(%q: tensor<2x64x16xf32>, %k: tensor<2x80x16xf32>, %v: tensor<2x80x8xf32>, %s: f32) -> tensor<2x64x8xf32> {
  %init = tensor.empty() : tensor<2x64x8xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x64x16xf32>, tensor<2x80x16xf32>, tensor<2x80x8xf32>, f32)
      outs(%init : tensor<2x64x8xf32>) -> tensor<2x64x8xf32>
  return %0 : tensor<2x64x8xf32>
}

// -----

// The mask is sliced with its key block; the LSE is (max + log2(sum)) * ln 2.
// CHECK-LABEL: func.func @tile_kv_mask_lse
// CHECK-SAME: %[[MASK:[^:]*]]: tensor<32x64xi1>
// CHECK: scf.for %[[N0:[^ ]+]] =
// CHECK:   %[[MB:.*]] = tensor.extract_slice %[[MASK]][0, %[[N0]]] [32, 16] [1, 1]
// CHECK:   attn.online_attention {{.*}} mask(%[[MB]] : tensor<32x16xi1>)
// CHECK: linalg.generic
// CHECK:   math.log2
// CHECK:   arith.mulf %{{.*}}, %{{.*}} : f32
// SPLIT-LABEL: func.func @tile_kv_mask_lse
func.func @tile_kv_mask_lse(%q: tensor<2x32x16xf32>, %k: tensor<2x64x16xf32>, %v: tensor<2x64x8xf32>, %s: f32, %mask: tensor<32x64xi1>) -> (tensor<2x32x8xf32>, tensor<2x32xf32>) {
  %init = tensor.empty() : tensor<2x32x8xf32>
  %linit = tensor.empty() : tensor<2x32xf32>
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      ins(%q, %k, %v, %s : tensor<2x32x16xf32>, tensor<2x64x16xf32>, tensor<2x64x8xf32>, f32)
      mask(%mask : tensor<32x64xi1>)
      outs(%init, %linit : tensor<2x32x8xf32>, tensor<2x32xf32>) -> tensor<2x32x8xf32>, tensor<2x32xf32>
  return %0#0, %0#1 : tensor<2x32x8xf32>, tensor<2x32xf32>
}

// -----

// Split-KV (flash-decoding) for one query row and 1000 keys: an scf.forall
// over 4 key ranges computes partial states stacked in a leading dim; they
// are combined exactly by rescaling to the common max.
// SPLIT-LABEL: func.func @tile_kv_split_decode
// SPLIT: %[[PART:.*]]:3 = scf.forall (%[[S:.*]]) in (4) shared_outs(%{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) -> (tensor<4x2x1x8xf32>, tensor<4x2x1xf32>, tensor<4x2x1xf32>)
// SPLIT:   scf.for
// SPLIT:     attn.online_attention
// SPLIT:   scf.forall.in_parallel
// SPLIT:     tensor.parallel_insert_slice %{{.*}} into %{{.*}}[%[[S]], 0, 0, 0] [1, 2, 1, 8]
// SPLIT: %[[MAX:.*]] = linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]{{.*}} ins(%[[PART]]#1 : tensor<4x2x1xf32>)
// SPLIT:   arith.maximumf
// SPLIT: linalg.generic {{.*}} ins(%[[PART]]#2, %[[PART]]#1, %[[MAX]] :
// SPLIT:   math.exp2
// SPLIT: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel", "reduction"]{{.*}} ins(%[[PART]]#0, %[[PART]]#1, %[[MAX]] :
// SPLIT:   math.exp2
// With split-kv=auto, one query row and 63 key blocks also split, into
// min(16, 63 / 4) = 15 ranges.
// CHECK-LABEL: func.func @tile_kv_split_decode
// CHECK: scf.forall (%{{.*}}) in (15)
func.func @tile_kv_split_decode(%q: tensor<2x1x16xf32>, %k: tensor<2x1000x16xf32>, %v: tensor<2x1000x8xf32>, %s: f32) -> tensor<2x1x8xf32> {
  %init = tensor.empty() : tensor<2x1x8xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x1x16xf32>, tensor<2x1000x16xf32>, tensor<2x1000x8xf32>, f32)
      outs(%init : tensor<2x1x8xf32>) -> tensor<2x1x8xf32>
  return %0 : tensor<2x1x8xf32>
}
