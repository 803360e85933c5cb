// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="chip=sm_80" | FileCheck %s
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_80},gpu.module(attn-tile-parallel{target=sm_80},attn-tile-kv{target=sm_80 split-kv=never},attn-promote-to-shared-memory{target=sm_80},attn-lower-tiled-attention-to-mma{chip=sm_80},attn-lower-tiled-attention-to-simt))' | FileCheck %s --check-prefix=LOWERED

// Packed variable-length sequences: one kernel for all of them. Its body is
// the attention of one sequence on views of the packed tensors: sequence
// blockIdx.z, whose rows [cu_q[z], cu_q[z+1]) and keys [cu_k[z], cu_k[z+1])
// give m and n, each view starting at its sequence's first row (query rows
// for Q, O and the LSE, keys for K and V). The attn.abi names the offsets
// arguments and the grid; no m or n argument.

// CHECK-LABEL: gpu.module @attn_varlen_kernel_0
// CHECK: gpu.func @attention(%[[Q:.*]]: !llvm.ptr<1>, %[[K:.*]]: !llvm.ptr<1>, %[[V:.*]]: !llvm.ptr<1>, %[[O:.*]]: !llvm.ptr<1>, %[[L:.*]]: !llvm.ptr<1>, %[[CUQ:.*]]: !llvm.ptr<1>, %[[CUK:.*]]: !llvm.ptr<1>, %{{.*}}: f32
// CHECK-SAME: {name = "cu_q", type = "ptr"}, {name = "cu_k", type = "ptr"}, {name = "scale", type = "f32"}, {name = "size_b0", type = "i64"},
// CHECK-SAME: grid = "x = ceil(longest sequence's m / tile_m), y = product of the batch dims, z = sequences"
// CHECK-SAME: sequence_offsets = ["cu_q", "cu_k"]
// CHECK-SAME: variant = "mma.sync"
// CHECK: %[[Z:.*]] = gpu.block_id z
// CHECK: %[[S:.*]] = arith.index_cast %[[Z]] : index to i64
// CHECK: %[[NEXT:.*]] = arith.addi %[[S]]
// CHECK: %[[AQ0:.*]] = llvm.getelementptr %[[CUQ]][%[[S]]] {{.*}}, i32
// CHECK: %[[Q0:.*]] = llvm.load %[[AQ0]]
// CHECK: %[[ROW0:.*]] = arith.extsi %[[Q0]] : i32 to i64
// CHECK: %[[AK0:.*]] = llvm.getelementptr %[[CUK]][%[[S]]] {{.*}}, i32
// CHECK: %[[K0:.*]] = llvm.load %[[AK0]]
// CHECK: %[[KEY0:.*]] = arith.extsi %[[K0]] : i32 to i64
// CHECK: %[[AQ1:.*]] = llvm.getelementptr %[[CUQ]][%[[NEXT]]]
// CHECK: %[[Q1:.*]] = llvm.load %[[AQ1]]
// CHECK: %[[ROW1:.*]] = arith.extsi %[[Q1]]
// CHECK: %[[M:.*]] = arith.subi %[[ROW1]], %[[ROW0]] : i64
// CHECK: %[[AK1:.*]] = llvm.getelementptr %[[CUK]][%[[NEXT]]]
// CHECK: %[[K1:.*]] = llvm.load %[[AK1]]
// CHECK: %[[KEY1:.*]] = arith.extsi %[[K1]]
// CHECK: %[[N:.*]] = arith.subi %[[KEY1]], %[[KEY0]] : i64
// CHECK: %[[QOFF:.*]] = arith.muli %[[ROW0]], %[[QSTRIDE:.*]] : i64
// CHECK: %[[QSTART:.*]] = llvm.getelementptr %[[Q]][%[[QOFF]]] {{.*}}, f16
// CHECK: %[[KOFF:.*]] = arith.muli %[[KEY0]], %{{.*}} : i64
// CHECK: %[[KSTART:.*]] = llvm.getelementptr %[[K]][%[[KOFF]]] {{.*}}, f16
// CHECK: %[[VOFF:.*]] = arith.muli %[[KEY0]], %{{.*}} : i64
// CHECK: llvm.getelementptr %[[V]][%[[VOFF]]] {{.*}}, f16
// CHECK: %[[OOFF:.*]] = arith.muli %[[ROW0]], %{{.*}} : i64
// CHECK: llvm.getelementptr %[[O]][%[[OOFF]]] {{.*}}, f16
// CHECK: %[[LOFF:.*]] = arith.muli %[[ROW0]], %{{.*}} : i64
// CHECK: llvm.getelementptr %[[L]][%[[LOFF]]] {{.*}}, f32
// CHECK: attn.pointer_to_memref %[[QSTART]] sizes(%[[M]], %{{.*}}, %{{.*}}) strides(%[[QSTRIDE]],
// CHECK: attn.pointer_to_memref %[[KSTART]] sizes(%[[N]],
// CHECK: attn.attention
// CHECK-SAME: causal(bottom_right)
// CHECK-NOT: attn.varlen_attention
// CHECK: gpu.return

// The stages lower it as any kernel's attention; the workgroups past the
// sequence's last query tile (the grid is the longest sequence's) skip it.
// LOWERED-LABEL: gpu.module @attn_varlen_kernel_0
// LOWERED: %[[M:.*]] = arith.subi
// LOWERED: %[[MI:.*]] = arith.index_cast %[[M]] : i64 to index
// LOWERED: %[[ROW0:.*]] = arith.muli %{{.*}}, %c128 : index
// LOWERED-NEXT: %[[LEFT:.*]] = arith.cmpi ult, %[[ROW0]], %[[MI]] : index
// LOWERED-NEXT: scf.if %[[LEFT]] {
// LOWERED: nvvm.mma.sync
// LOWERED-NOT: attn.online_attention
// LOWERED: gpu.return
func.func @varlen(%q: tensor<?x8x64xf16>, %k: tensor<?x8x64xf16>,
    %v: tensor<?x8x64xf16>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x8x64xf16>, %l: tensor<8x?xf32>, %s: f32)
    -> (tensor<?x8x64xf16>, tensor<8x?xf32>) {
  %r:2 = attn.varlen_attention indexing_maps = [
      affine_map<(h, m, n, k1, k2) -> (m, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(h, m, n, k1, k2) -> (m, h, k2)>,
      affine_map<(h, m, n, k1, k2) -> (h, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x8x64xf16>, tensor<?x8x64xf16>, tensor<?x8x64xf16>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o, %l : tensor<?x8x64xf16>, tensor<8x?xf32>) -> tensor<?x8x64xf16>, tensor<8x?xf32>
  return %r#0, %r#1 : tensor<?x8x64xf16>, tensor<8x?xf32>
}

// -----

// Grouped K/V heads in f32 (the SIMT kernel): the query group is a batch
// dim of the sequence's attention; the same views and guard.
// CHECK-LABEL: gpu.module @attn_varlen_kernel_0
// CHECK: gpu.func @attention
// CHECK-SAME: sequence_offsets = ["cu_q", "cu_k"]
// CHECK-SAME: variant = "simt"
// CHECK: gpu.block_id z
// CHECK: attn.attention
// LOWERED-LABEL: gpu.module @attn_varlen_kernel_0
// LOWERED: arith.cmpi ult
// LOWERED-NEXT: scf.if
// LOWERED-NOT: attn.online_attention
// LOWERED: gpu.return
func.func @varlen_gqa_f32(%q: tensor<?x2x4x40xf32>, %k: tensor<?x2x40xf32>,
    %v: tensor<?x2x40xf32>, %cq: tensor<?xi32>, %ck: tensor<?xi32>,
    %o: tensor<?x2x4x40xf32>, %s: f32) -> tensor<?x2x4x40xf32> {
  %r = attn.varlen_attention indexing_maps = [
      affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k1)>,
      affine_map<(h, g, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(h, g, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k2)>]
      ins(%q, %k, %v, %s : tensor<?x2x4x40xf32>, tensor<?x2x40xf32>, tensor<?x2x40xf32>, f32)
      seq_offsets(%cq, %ck : tensor<?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x2x4x40xf32>) -> tensor<?x2x4x40xf32>
  return %r : tensor<?x2x4x40xf32>
}
