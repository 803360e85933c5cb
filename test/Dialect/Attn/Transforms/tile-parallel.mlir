// RUN: attn-opt %s --split-input-file --attn-tile-parallel=tile-m=16 --canonicalize --cse | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-tile-parallel=target=sm_90 --canonicalize --cse | FileCheck %s --check-prefix=SM90
// RUN: attn-opt %s --split-input-file --attn-tile-parallel="tile-m=16 group-rows=true" --canonicalize --cse | FileCheck %s --check-prefix=GROUP

// One workgroup per (batch, head, query tile): an scf.forall over the batch
// dims (tiles of 1) and the query dim (tiles of 16); keys and head dims
// stay whole.
// CHECK-LABEL: func.func @tile_parallel_bhsd
// CHECK: scf.forall (%[[B:[^,]*]], %[[H:[^,]*]], %[[M0:[^)]*]]) = (0, 0, 0) to (2, 4, 64) step (1, 1, 16)
// CHECK:   tensor.extract_slice %{{.*}}[%[[B]], %[[H]], %[[M0]], 0] [1, 1, 16, 64] [1, 1, 1, 1]
// CHECK:   tensor.extract_slice %{{.*}}[%[[B]], %[[H]], 0, 0] [1, 1, 100, 64] [1, 1, 1, 1]
// CHECK:   attn.attention {{.*}} : tensor<1x1x16x64xf16>, tensor<1x1x100x64xf16>, tensor<1x1x100x64xf16>, f32) outs(%{{.*}} : tensor<1x1x16x64xf16>)
// With sm_90 (227 KiB of shared memory per block), the query tile of d = 64
// f16 attention is 128 rows: the 64 queries fit in one tile.
// SM90-LABEL: func.func @tile_parallel_bhsd
// SM90: scf.forall (%{{.*}}, %{{.*}}) in (2, 4)
// SM90:   attn.attention {{.*}} outs(%{{.*}} : tensor<1x1x64x64xf16>)
func.func @tile_parallel_bhsd(%q: tensor<2x4x64x64xf16>, %k: tensor<2x4x100x64xf16>, %v: tensor<2x4x100x64xf16>, %s: f32) -> tensor<2x4x64x64xf16> {
  %init = tensor.empty() : tensor<2x4x64x64xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x4x64x64xf16>, tensor<2x4x100x64xf16>, tensor<2x4x100x64xf16>, f32)
      outs(%init : tensor<2x4x64x64xf16>) -> tensor<2x4x64x64xf16>
  return %0 : tensor<2x4x64x64xf16>
}

// -----

// Causal query tiles keep the diagonal of the whole problem: the tile at m0
// of a top-left op is a top-left op with causal_offset m0. GQA maps (K/V
// without the group dim g) are preserved.
// CHECK-LABEL: func.func @tile_parallel_causal_gqa
// CHECK: scf.forall (%{{[^,]*}}, %{{[^,]*}}, %[[M0:[^)]*]]) = (0, 0, 0) to (2, 3, 64) step (1, 1, 16)
// CHECK:   attn.attention {{.*}} causal(top_left) causal_offset(%[[M0]]) ins({{.*}} : tensor<1x1x16x32xf32>, tensor<1x64x32xf32>, tensor<1x64x32xf32>, f32)
// SM90-LABEL: func.func @tile_parallel_causal_gqa
// With group-rows, 64 query rows a head fill tiles of 16 rows: one head a
// tile, as without it.
// GROUP-LABEL: func.func @tile_parallel_causal_gqa
// GROUP: scf.forall (%{{[^,]*}}, %{{[^,]*}}, %[[M0:[^)]*]]) = (0, 0, 0) to (2, 3, 64) step (1, 1, 16)
// GROUP:   attn.attention {{.*}} causal(top_left) causal_offset(%[[M0]]) ins({{.*}} : tensor<1x1x16x32xf32>, tensor<1x64x32xf32>, tensor<1x64x32xf32>, f32)
func.func @tile_parallel_causal_gqa(%q: tensor<2x3x64x32xf32>, %k: tensor<2x64x32xf32>, %v: tensor<2x64x32xf32>, %s: f32) -> tensor<2x3x64x32xf32> {
  %init = tensor.empty() : tensor<2x3x64x32xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x3x64x32xf32>, tensor<2x64x32xf32>, tensor<2x64x32xf32>, f32)
      outs(%init : tensor<2x3x64x32xf32>) -> tensor<2x3x64x32xf32>
  return %0 : tensor<2x3x64x32xf32>
}

// -----

// The op of a kernel carries the kernel's configuration: the
// query tile is its tile_m (the sm_90 description would take 128 rows,
// tile-m=16 would win over both), and the tiled op keeps the attribute for
// attn-tile-kv.
// CHECK-LABEL: func.func @kernel_config_tiles
// CHECK: scf.forall {{.*}} step (1, 16)
// SM90-LABEL: func.func @kernel_config_tiles
// SM90: scf.forall (%{{.*}}, %{{.*}}) = (0, 0) to (2, 64) step (1, 32)
// SM90:   attn.attention {{.*}} {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 32, tile_n = 16, workgroup_size = 128>} -> tensor<1x32x64xf16>
func.func @kernel_config_tiles(%q: tensor<2x64x64xf16>, %k: tensor<2x100x64xf16>, %v: tensor<2x100x64xf16>, %s: f32) -> tensor<2x64x64xf16> {
  %init = tensor.empty() : tensor<2x64x64xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x64x64xf16>, tensor<2x100x64xf16>, tensor<2x100x64xf16>, f32)
      outs(%init : tensor<2x64x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 32, tile_n = 16, workgroup_size = 128>} -> tensor<2x64x64xf16>
  return %0 : tensor<2x64x64xf16>
}

// -----

// K and V are slices of a longer cache with a dynamic length (a KV cache
// read up to its fill, one sequence of packed ones): the tiling folds the
// key loop's size to the slice's size operand, which is still the whole
// loop (it was once refused as a tile of the reduction dim n).
// CHECK-LABEL: func.func @sliced_kv_cache
// CHECK-SAME: %[[KC:[^:]+]]: tensor<8x?x64xf32>, %{{[^:]+}}: tensor<8x?x64xf32>, %[[N:[^:]+]]: index
// CHECK: %[[KS:.*]] = tensor.extract_slice %[[KC]][0, 0, 0] [8, %[[N]], 64] [1, 1, 1]
// CHECK: scf.forall
// CHECK:   tensor.extract_slice %[[KS]][%{{.*}}, 0, 0] [1, %[[N]], 64] [1, 1, 1]
// CHECK:   attn.attention
// SM90-LABEL: func.func @sliced_kv_cache
// SM90: scf.forall
func.func @sliced_kv_cache(%q: tensor<8x?x64xf32>, %kc: tensor<8x?x64xf32>,
    %vc: tensor<8x?x64xf32>, %n: index, %init: tensor<8x?x64xf32>, %s: f32)
    -> tensor<8x?x64xf32> {
  %k = tensor.extract_slice %kc[0, 0, 0] [8, %n, 64] [1, 1, 1] : tensor<8x?x64xf32> to tensor<8x?x64xf32>
  %v = tensor.extract_slice %vc[0, 0, 0] [8, %n, 64] [1, 1, 1] : tensor<8x?x64xf32> to tensor<8x?x64xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(h, m, n, k1, k2) -> (h, m, k1)>,
      affine_map<(h, m, n, k1, k2) -> (h, n, k1)>,
      affine_map<(h, m, n, k1, k2) -> (h, n, k2)>,
      affine_map<(h, m, n, k1, k2) -> (h, m, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<8x?x64xf32>, tensor<8x?x64xf32>, tensor<8x?x64xf32>, f32)
      outs(%init : tensor<8x?x64xf32>) -> tensor<8x?x64xf32>
  return %0 : tensor<8x?x64xf32>
}

// -----

// Decode with grouped K/V heads (8 K/V heads, 4 query heads each, one query
// row): with group-rows the group's 4 heads are the rows of one tile
// (16 / 1 heads a tile, at most the 4 there are), so the tile reads its
// K/V head's keys once for them all; without it, one head a tile.
// GROUP-LABEL: func.func @decode_gqa
// GROUP: scf.forall (%[[B:[^,]*]], %[[H:[^)]*]]) in (2, 8)
// GROUP:   tensor.extract_slice %{{.*}}[%[[B]], %[[H]], 0, 0, 0] [1, 1, 4, 1, 64]
// GROUP:   tensor.extract_slice %{{.*}}[%[[B]], %[[H]], 0, 0] [1, 1, %{{.*}}, 64]
// GROUP:   attn.attention {{.*}} ins({{.*}} : tensor<1x1x4x1x64xf16>, tensor<1x1x?x64xf16>, tensor<1x1x?x64xf16>, f32)
// CHECK-LABEL: func.func @decode_gqa
// CHECK: scf.forall (%{{[^,]*}}, %{{[^,]*}}, %{{[^)]*}}) in (2, 8, 4)
// CHECK:   attn.attention {{.*}} ins({{.*}} : tensor<1x1x1x1x64xf16>,
func.func @decode_gqa(%q: tensor<2x8x4x1x64xf16>, %k: tensor<2x8x?x64xf16>, %v: tensor<2x8x?x64xf16>, %s: f32) -> tensor<2x8x4x1x64xf16> {
  %init = tensor.empty() : tensor<2x8x4x1x64xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x8x4x1x64xf16>, tensor<2x8x?x64xf16>, tensor<2x8x?x64xf16>, f32)
      outs(%init : tensor<2x8x4x1x64xf16>) -> tensor<2x8x4x1x64xf16>
  return %0 : tensor<2x8x4x1x64xf16>
}

// -----

// M dynamic (the Python functions'): the group's heads a tile computed at
// run time, max(1, 16 / max(M, 1)), the step of the group dim.
// GROUP-LABEL: func.func @dynamic_rows_gqa
// GROUP-DAG: %[[C1:.*]] = arith.constant 1 : index
// GROUP-DAG: %[[C16:.*]] = arith.constant 16 : index
// GROUP: %[[M:.*]] = tensor.dim %{{.*}}, %c3
// GROUP: %[[M1:.*]] = arith.maxui %[[M]], %[[C1]] : index
// GROUP: %[[Q:.*]] = arith.divui %[[C16]], %[[M1]] : index
// GROUP: %[[T:.*]] = arith.maxui %[[Q]], %[[C1]] : index
// GROUP: scf.forall (%{{[^,]*}}, %{{[^,]*}}, %{{[^,]*}}, %{{[^)]*}}) = (0, 0, 0, 0) to (%{{.*}}, %{{.*}}, %{{.*}}, %[[M]]) step (1, 1, %[[T]], 16)
// GROUP:   attn.attention {{.*}} ins({{.*}} : tensor<1x1x?x?x64xf32>, tensor<1x1x?x64xf32>, tensor<1x1x?x64xf32>, f32)
// CHECK-LABEL: func.func @dynamic_rows_gqa
// CHECK: step (1, 1, 1, 16)
func.func @dynamic_rows_gqa(%q: tensor<?x?x?x?x64xf32>, %k: tensor<?x?x?x64xf32>, %v: tensor<?x?x?x64xf32>, %s: f32, %init: tensor<?x?x?x?x64xf32>) -> tensor<?x?x?x?x64xf32> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x?x?x64xf32>, tensor<?x?x?x64xf32>, tensor<?x?x?x64xf32>, f32)
      outs(%init : tensor<?x?x?x?x64xf32>) -> tensor<?x?x?x?x64xf32>
  return %0 : tensor<?x?x?x?x64xf32>
}
