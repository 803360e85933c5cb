// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="chip=sm_80" | FileCheck %s
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu="chip=sm_80 tile-m=2000" 2>&1 | FileCheck %s --check-prefix=OPTIONS
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_80},gpu.module(attn-tile-parallel{target=sm_80},attn-tile-kv{target=sm_80 split-kv=never},attn-promote-to-shared-memory{target=sm_80},attn-lower-tiled-attention-to-mma{chip=sm_80}))' | FileCheck %s --check-prefix=LOWERED

// A paged KV cache: one kernel for every sequence. Its body is the attention
// of one sequence (attn.attention without the sequence dim): sequence
// blockIdx.z, whose keys number seq_lens[z]; Q, O and the LSE viewed from
// the sequence's part (z times their sequence stride), the caches whole
// ([pages, page size, ..]), and the sequence's keys a tensor.generate
// gather of its pages through its row of the block table, exact for the
// stages. The attn.abi describes the cache (block table, lengths, page
// size), gives Q, O and the LSE their "sequence" dim and the caches their
// "page" dim; no n argument.

// The tile options are checked for paged ops as for any other.
// OPTIONS: error: 'attn.paged_attention' op tile-m must be in [0, 1024] and tile-n non-negative (0: from the target), got 2000 and 0

// CHECK-LABEL: gpu.module @attn_paged_kernel_0
// CHECK: gpu.func @attention(%[[Q:.*]]: !llvm.ptr<1>, %[[K:.*]]: !llvm.ptr<1>, %[[V:.*]]: !llvm.ptr<1>, %[[O:.*]]: !llvm.ptr<1>, %[[L:.*]]: !llvm.ptr<1>, %[[TABLE:.*]]: !llvm.ptr<1>, %[[LENS:.*]]: !llvm.ptr<1>, %{{.*}}: f32
// CHECK-SAME: {name = "block_table", type = "ptr"}, {name = "seq_lens", type = "ptr"}, {name = "scale", type = "f32"}, {name = "m", type = "i64"}, {name = "size_b0", type = "i64"}, {name = "size_b1", type = "i64"}, {name = "size_page", type = "i64"}
// CHECK-SAME: {name = "q_stride_sequence", type = "i64"}
// CHECK-SAME: {name = "k_stride_page", type = "i64"}
// CHECK-SAME: {name = "block_table_stride_sequence", type = "i64"}]
// CHECK-SAME: grid = "x = ceil(m / tile_m), y = product of the batch dims, z = sequences"
// CHECK-SAME: paged_cache = {block_table = "block_table", page_size = 256 : i64, seq_lens = "seq_lens"}
// CHECK-SAME: tensors = [{dims = ["sequence", "m", "b0", "b1", "k1"], element_type = "bf16", name = "q", output = false}, {dims = ["page", "n", "b0", "k1"], element_type = "bf16", name = "k", output = false}, {dims = ["page", "n", "b0", "k2"], element_type = "bf16", name = "v", output = false}, {dims = ["sequence", "m", "b0", "b1", "k2"], element_type = "bf16", name = "o", output = true}, {dims = ["sequence", "b0", "b1", "m"], element_type = "f32", name = "lse", output = true}]
// CHECK-SAME: variant = "mma.sync"
// CHECK: %[[Z:.*]] = gpu.block_id z
// CHECK: %[[S:.*]] = arith.index_cast %[[Z]] : index to i64
// CHECK: %[[ALEN:.*]] = llvm.getelementptr %[[LENS]][%[[S]]] {{.*}}, i32
// CHECK: %[[LEN:.*]] = llvm.load %[[ALEN]]
// CHECK: %[[N:.*]] = arith.extsi %[[LEN]] : i32 to i64
// CHECK: %[[QOFF:.*]] = arith.muli %[[S]], %{{.*}} : i64
// CHECK: %[[QSEQ:.*]] = llvm.getelementptr %[[Q]][%[[QOFF]]] {{.*}}, bf16
// CHECK: %[[OSEQ:.*]] = llvm.getelementptr %[[O]]
// CHECK: %[[LSEQ:.*]] = llvm.getelementptr %[[L]]
// CHECK: %[[ROWOFF:.*]] = arith.muli %[[S]], %{{.*}} : i64
// CHECK: %[[ROW:.*]] = llvm.getelementptr %[[TABLE]][%[[ROWOFF]]] {{.*}}, i32
// CHECK: attn.pointer_to_memref %[[QSEQ]] {{.*}} -> memref<1x8x4x128xbf16,
// CHECK: %[[KVIEW:.*]] = attn.pointer_to_memref %[[K]] {{.*}} -> memref<?x256x8x128xbf16, strided<[?, ?, ?, 1]>
// CHECK: %[[KCACHE:.*]] = bufferization.to_tensor %[[KVIEW]]
// CHECK: %[[KEYS:.*]] = arith.index_cast %[[N]] : i64 to index
// CHECK: %[[PAGES:.*]] = arith.ceildivui %[[KEYS]], %[[P:.*]] : index
// CHECK: %[[TVIEW:.*]] = attn.pointer_to_memref %[[ROW]] {{.*}} -> memref<?xi32
// CHECK: %[[T:.*]] = bufferization.to_tensor %[[TVIEW]]
// CHECK: %[[K_B:.*]] = tensor.generate %[[KEYS]] {
// CHECK: ^bb0(%[[I:.*]]: index, %[[H:.*]]: index, %[[D:.*]]: index):
// CHECK:   %[[SLOT:.*]] = arith.divui %[[I]], %[[P]]
// CHECK:   %[[ENTRY:.*]] = tensor.extract %[[T]][%[[SLOT]]]
// CHECK:   %[[PAGE:.*]] = arith.index_cast %[[ENTRY]] : i32 to index
// CHECK:   %[[WITHIN:.*]] = arith.remui %[[I]], %[[P]]
// CHECK:   %[[E:.*]] = tensor.extract %[[KCACHE]][%[[PAGE]], %[[WITHIN]], %[[H]], %[[D]]]
// CHECK:   tensor.yield %[[E]]
// CHECK: } : tensor<?x8x128xbf16>
// CHECK: attn.attention {{.*}} causal(bottom_right) ins(%{{.*}}, %[[K_B]], %{{.*}}, %{{.*}} : tensor<1x8x4x128xbf16>, tensor<?x8x128xbf16>, tensor<?x8x128xbf16>, f32)

// Lowered by the stages: no tensor left; each key block's page is read
// from the sequence's row of the block table, and the block copied from it
// in place.
// LOWERED-LABEL: gpu.module @attn_paged_kernel_0
// LOWERED: %[[ROW:.*]] = llvm.getelementptr %arg5[%{{.*}}] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
// LOWERED: %[[SLOT:.*]] = arith.divui %{{.*}}, %c256{{.*}} : index
// LOWERED: %[[SLOT64:.*]] = arith.index_cast %[[SLOT]] : index to i64
// LOWERED: %[[AT:.*]] = llvm.getelementptr %[[ROW]][%[[SLOT64]]] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, i32
// LOWERED: %[[ENTRY:.*]] = llvm.load %[[AT]] : !llvm.ptr<1> -> i32
// LOWERED: %[[PAGE:.*]] = arith.index_cast %[[ENTRY]] : i32 to index
// LOWERED: nvvm.cp.async.shared.global
// LOWERED-NOT: tensor.
// LOWERED-NOT: bufferization.
// LOWERED: gpu.return

func.func @decode(%q: tensor<?x1x8x4x128xbf16>, %k: tensor<?x256x8x128xbf16>,
                  %v: tensor<?x256x8x128xbf16>, %table: tensor<?x?xi32>,
                  %lens: tensor<?xi32>, %o: tensor<?x1x8x4x128xbf16>,
                  %lse: tensor<?x8x4x1xf32>, %scale: f32)
    -> (tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>) {
  %r:2 = attn.paged_attention
      indexing_maps = [
        affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k1)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k1)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k2)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k2)>,
        affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %scale : tensor<?x1x8x4x128xbf16>,
          tensor<?x256x8x128xbf16>, tensor<?x256x8x128xbf16>, f32)
      pages(%table, %lens : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o, %lse : tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>)
      -> tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>
  return %r#0, %r#1 : tensor<?x1x8x4x128xbf16>, tensor<?x8x4x1xf32>
}

// -----

// Pages of 64 keys, f16, the sequence dim of O not first: the key block is
// chosen to divide the page (at most 64 keys), O's view starts at its own
// sequence stride.
// CHECK-LABEL: gpu.module @attn_paged_kernel_0
// CHECK: paged_cache = {block_table = "block_table", page_size = 64 : i64, seq_lens = "seq_lens"}
// CHECK-SAME: tensors = [{dims = ["sequence", "b0", "m", "k1"], element_type = "f16", name = "q", output = false}, {dims = ["page", "n", "b0", "k1"], element_type = "f16", name = "k", output = false}, {dims = ["page", "n", "b0", "k2"], element_type = "f16", name = "v", output = false}, {dims = ["m", "sequence", "b0", "k2"], element_type = "f16", name = "o", output = true}]
// CHECK-SAME: tile_n = {{32|64}} : i64
// LOWERED-LABEL: gpu.module @attn_paged_kernel_0
// LOWERED: arith.divui %{{.*}}, %c64{{.*}} : index
// LOWERED-NOT: tensor.generate

func.func @chunk(%q: tensor<?x8x16x64xf16>, %k: tensor<?x64x8x64xf16>,
                 %v: tensor<?x64x8x64xf16>, %table: tensor<?x?xi32>,
                 %lens: tensor<?xi32>, %o: tensor<16x?x8x64xf16>, %scale: f32)
    -> tensor<16x?x8x64xf16> {
  %r = attn.paged_attention
      indexing_maps = [
        affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
        affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
        affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
        affine_map<(b, h, m, n, k1, k2) -> (m, b, h, k2)>]
      ins(%q, %k, %v, %scale : tensor<?x8x16x64xf16>,
          tensor<?x64x8x64xf16>, tensor<?x64x8x64xf16>, f32)
      pages(%table, %lens : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<16x?x8x64xf16>) -> tensor<16x?x8x64xf16>
  return %r : tensor<16x?x8x64xf16>
}
