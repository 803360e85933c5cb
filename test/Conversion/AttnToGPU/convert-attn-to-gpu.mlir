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
// scale, the lengths, the batch sizes and every stride as i64; the ABI
// recorded for attn-compile's manifest. The SIMT kernel's body is the op on
// tensors over strided views of the arguments, carrying its configuration,
// for the tiling stages and attn-lower-tiled-attention-to-simt (which
// declares its memory and writes its code: lower-tiled-attention-to-simt.mlir).
// CHECK: module attributes {gpu.container_module}
// CHECK: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%[[Q:[a-z0-9]+]]: !llvm.ptr<1>, %[[K:[a-z0-9]+]]: !llvm.ptr<1>, %[[V:[a-z0-9]+]]: !llvm.ptr<1>, %[[O:[a-z0-9]+]]: !llvm.ptr<1>, %[[SCALE:[a-z0-9]+]]: f32, %[[M:[a-z0-9]+]]: i64, %[[N:[a-z0-9]+]]: i64, %{{[a-z0-9]+}}: i64
// CHECK-NOT: workgroup(
// CHECK-SAME: kernel
// CHECK-SAME: attn.abi = {{{.*}}block_size = 64 : i64{{.*}}causal = "none"{{.*}}shared_memory_bytes = 3072 : i64{{.*}}tile_n = 16 : i64{{.*}}variant = "simt"
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 64, tile_n = 16, workgroup_size = 64
// CHECK-SAME: known_block_size = array<i32: 64, 1, 1>
// CHECK: %[[QM:.*]] = attn.pointer_to_memref %[[Q]]
// CHECK: %[[QT:.*]] = bufferization.to_tensor %[[QM]] restrict
// CHECK: %[[OM:.*]] = attn.pointer_to_memref %[[O]]
// CHECK: %[[R:.*]] = attn.attention {{.*}} ins(%[[QT]], %{{.*}}, %{{.*}}, %[[SCALE]] : {{.*}}) {attn.kernel_config = #attn.kernel_config<kind = simt
// CHECK: bufferization.materialize_in_destination %[[R]] in restrict writable %[[OM]]
// CHECK: gpu.return
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

// Causal bottom-right with a boolean mask, GQA (K/V strides for the group
// dim b1 exist and are 0 at launch) and the LSE: all in the ABI, the op
// kept whole.
// CHECK: gpu.func @attention({{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: !llvm.ptr<1>, {{.*}}: f32
// CHECK-SAME: {name = "k_stride_b1", type = "i64"}
// CHECK-SAME: {name = "mask_stride_n", type = "i64"}
// CHECK-SAME: causal = "bottom_right"
// CHECK: attn.attention {{.*}} causal(bottom_right) {{.*}} mask(
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
