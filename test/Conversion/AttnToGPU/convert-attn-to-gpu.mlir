// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=simt tile-m=64 tile-n=16" | FileCheck %s
// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=reference" | FileCheck %s --check-prefix=REF

// The reference kernel: one thread per row, no barrier (nothing shared), a
// pass for the row max, a pass for the weights, their sum and the weighted
// values, f32 stores whatever the op's output type.
// REF: gpu.func @attention(
// REF-SAME: variant = "reference"
// REF-NOT: gpu.barrier
// REF: scf.for {{.*}} iter_args({{.*}}) -> (f32)
// REF: arith.maximumf
// REF: scf.for {{.*}} iter_args({{.*}}) -> (f32)
// REF: llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// REF: scf.if
// REF: llvm.store %{{.*}}, %{{.*}} : f32, !llvm.ptr<1>

// One gpu.module and kernel per attention op: raw global pointers, the
// scale, the lengths, the batch sizes and every stride as i64; K and V
// blocks in workgroup memory, q, acc and the block's scores in private
// memory; the ABI recorded for attn-compile's manifest.
// CHECK: module attributes {gpu.container_module}
// CHECK: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%[[Q:[a-z0-9]+]]: !llvm.ptr<1>, %[[K:[a-z0-9]+]]: !llvm.ptr<1>, %[[V:[a-z0-9]+]]: !llvm.ptr<1>, %[[O:[a-z0-9]+]]: !llvm.ptr<1>, %[[SCALE:[a-z0-9]+]]: f32, %[[M:[a-z0-9]+]]: i64, %[[N:[a-z0-9]+]]: i64, %{{[a-z0-9]+}}: i64
// CHECK-SAME: workgroup(%[[KT:[a-z0-9]+]] : memref<16x32xf32, #gpu.address_space<workgroup>>, %[[VT:[a-z0-9]+]] : memref<16x16xf32, #gpu.address_space<workgroup>>)
// CHECK-SAME: private(%[[QR:[a-z0-9]+]] : memref<32xf32, #gpu.address_space<private>>, %[[ACC:[a-z0-9]+]] : memref<16xf32, #gpu.address_space<private>>, %[[S:[a-z0-9]+]] : memref<16xf32, #gpu.address_space<private>>)
// CHECK-SAME: kernel
// CHECK-SAME: attn.abi = {{{.*}}block_size = 64 : i64{{.*}}causal = "none"{{.*}}shared_memory_bytes = 3072 : i64{{.*}}tile_n = 16 : i64
// CHECK-SAME: known_block_size = array<i32: 64, 1, 1>
// CHECK: gpu.thread_id x
// CHECK: gpu.block_id x
// CHECK: gpu.block_id y
// Q is scaled by the scale once, on load; scores stay in natural units.
// CHECK-NOT: arith.mulf %[[SCALE]]
// CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// CHECK: arith.mulf %{{.*}}, %[[SCALE]] : f32
// The KV loop: stage the blocks between barriers, then the online update,
// log2 e applied to differences: exp2((m - m') log2 e), exp2((s - m')
// log2 e) (a score times log2 e overflows below -FLT_MAX / log2 e).
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[MAX:.*]] = %{{.*}}, %[[SUM:.*]] = %{{.*}}) -> (f32, f32)
// CHECK:   gpu.barrier
// CHECK:   memref.store %{{.*}}, %[[KT]]
// CHECK:   memref.store %{{.*}}, %[[VT]]
// CHECK:   gpu.barrier
// CHECK:   %[[DA:.*]] = arith.subf %[[MAX]], %{{.*}} : f32
// CHECK:   %[[LOG2E:.*]] = arith.constant 1.44269502 : f32
// CHECK:   %[[DAL:.*]] = arith.mulf %[[DA]], %[[LOG2E]] : f32
// CHECK:   llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[DAL]])
// CHECK:   %[[DS:.*]] = arith.subf %{{.*}}, %{{.*}} : f32
// CHECK:   %[[LOG2E2:.*]] = arith.constant 1.44269502 : f32
// CHECK:   %[[DSL:.*]] = arith.mulf %[[DS]], %[[LOG2E2]] : f32
// CHECK:   llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[DSL]])
// CHECK:   scf.yield
// CHECK: scf.if
// CHECK:   arith.divf
// CHECK:   arith.truncf %{{.*}} : f32 to f16
// CHECK:   llvm.store %{{.*}}, %{{.*}} : f16, !llvm.ptr<1>
func.func @kernel_plain(%q: tensor<2x?x32xf16>, %k: tensor<2x?x32xf16>, %v: tensor<2x?x16xf16>, %s: f32, %o: tensor<2x?x16xf16>) -> tensor<2x?x16xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x?x32xf16>, tensor<2x?x32xf16>, tensor<2x?x16xf16>, f32)
      outs(%o : tensor<2x?x16xf16>) -> tensor<2x?x16xf16>
  return %0 : tensor<2x?x16xf16>
}

// -----

// Causal bottom-right: the workgroup's key loop ends at the diagonal of its
// last row (min(N, min(M, (x + 1) * TM) + N - M)); the boolean mask, GQA
// (K/V strides for the group dim b1 exist and are 0 at launch) and the LSE
// (lg2) appear in the ABI and the body.
// CHECK: gpu.func @attention({{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: f32
// CHECK-SAME: {name = "k_stride_b1", type = "i64"}
// CHECK-SAME: {name = "mask_stride_n", type = "i64"}
// CHECK-SAME: causal = "bottom_right"
// CHECK: %[[LAST:.*]] = arith.minsi %{{.*}}, %{{.*}} : index
// CHECK-NEXT: %[[END:.*]] = arith.addi %[[LAST]], %{{.*}} : index
// CHECK: scf.for
// CHECK:   arith.cmpi sle
// CHECK:   llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// CHECK:   arith.andi
// CHECK: llvm.call_intrinsic "llvm.nvvm.lg2.approx.ftz.f"
func.func @kernel_causal_mask_gqa_lse(%q: tensor<2x3x?x64xbf16>, %k: tensor<2x?x64xbf16>, %v: tensor<2x?x64xbf16>, %s: f32, %mask: tensor<?x?xi1>, %o: tensor<2x3x?x64xbf16>, %l: tensor<2x3x?xf32>) -> (tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) {
  %0:2 = attn.attention indexing_maps = [
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m, k2)>,
      affine_map<(b, g, m, n, k1, k2) -> (b, g, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x3x?x64xbf16>, tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      outs(%o, %l : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>) -> tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
  return %0#0, %0#1 : tensor<2x3x?x64xbf16>, tensor<2x3x?xf32>
}
