// RUN: attn-opt %s --convert-attn-to-gpu=chip=sm_90 | FileCheck %s

// The gradients of causal attention in BHSD (f16, d = 64): two kernels, each
// in its own gpu.module, each holding one pass of attn-tile-backward on
// tensors over its pointer arguments. The query pass reads O (for D) and
// writes dq and the f32 workspaces c and d; the key pass reads d and c and
// writes dk and dv. Their attn.abi names the pass, the dim the workgroups
// tile (grid_dim) and the tiles; the configuration is a tensor-core one.
// The host function keeps the op.
// CHECK-LABEL: func.func @causal_f16
// CHECK: attn.attention_backward
// CHECK-LABEL: gpu.module @attn_backward_kernel_0_dq
// CHECK: llvm.mlir.global external @attn_shared_memory()
// CHECK: gpu.func @attention_backward_dq(
// CHECK-SAME: %[[Q:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %[[O:[^:]*]]: !llvm.ptr<1>, %[[DO:[^:]*]]: !llvm.ptr<1>, %[[LSE:[^:]*]]: !llvm.ptr<1>, %[[D:[^:]*]]: !llvm.ptr<1>, %[[C:[^:]*]]: !llvm.ptr<1>, %[[DQ:[^:]*]]: !llvm.ptr<1>, %[[SCALE:[^:]*]]: f32
// CHECK-SAME: attn.abi = {
// CHECK-SAME: causal = "top_left"
// CHECK-SAME: contiguous_dims = ["k1", "k2"]
// CHECK-SAME: dynamic_shared_memory_bytes = 49152
// CHECK-SAME: grid_dim = "m"
// CHECK-SAME: kernel = "attention_backward_dq"
// CHECK-SAME: {dims = ["b0", "b1", "m"], element_type = "f32", name = "d", output = true}
// CHECK-SAME: {dims = ["b0", "b1", "m"], element_type = "f32", name = "c", output = true}
// CHECK-SAME: {dims = ["b0", "b1", "m", "k1"], element_type = "f16", name = "dq", output = true}
// CHECK-SAME: tile_m = 64 : i64, tile_n = 64 : i64
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 64, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, mma_shape = [16, 8, 16]>
// CHECK-SAME: nvvm.minctasm = 3 : i32
// CHECK: %[[DM:.*]] = attn.pointer_to_memref %[[D]]
// CHECK: %[[DT:.*]] = bufferization.to_tensor %[[DM]] restrict writable
// CHECK: %[[CM:.*]] = attn.pointer_to_memref %[[C]]
// CHECK: %[[CT:.*]] = bufferization.to_tensor %[[CM]] restrict writable
// CHECK: %[[DQM:.*]] = attn.pointer_to_memref %[[DQ]]
// CHECK: %[[PASS:.*]]:3 = scf.forall {{.*}} step (1, 1, 64) shared_outs(%{{.*}} = %{{.*}}, %{{.*}} = %[[CT]], %{{.*}} = %[[DT]])
// CHECK:   linalg.generic
// CHECK:   scf.for
// CHECK:     attn.backward_dq_step
// CHECK:   scf.for
// CHECK:     attn.backward_dq_step {{.*}} causal(top_left) causal_offset
// CHECK: bufferization.materialize_in_destination %[[PASS]]#0 in restrict writable %[[DQM]]
// CHECK: bufferization.materialize_in_destination %[[PASS]]#1 in restrict writable %[[CM]]
// CHECK: bufferization.materialize_in_destination %[[PASS]]#2 in restrict writable %[[DM]]
// CHECK-NOT: attn.attention_backward
// CHECK: gpu.return
// CHECK-LABEL: gpu.module @attn_backward_kernel_0_dkdv
// CHECK: gpu.func @attention_backward_dkdv(
// CHECK-SAME: %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %{{[^:]*}}: !llvm.ptr<1>, %[[DK:[^:]*]]: !llvm.ptr<1>, %[[DV:[^:]*]]: !llvm.ptr<1>, %{{[^:]*}}: f32
// CHECK-SAME: dynamic_shared_memory_bytes = 50688
// CHECK-SAME: grid_dim = "n"
// CHECK-SAME: kernel = "attention_backward_dkdv"
// CHECK-SAME: {dims = ["b0", "b1", "m"], element_type = "f32", name = "d", output = false}
// CHECK: %[[DKM:.*]] = attn.pointer_to_memref %[[DK]]
// CHECK: %[[DVM:.*]] = attn.pointer_to_memref %[[DV]]
// CHECK: %[[KP:.*]]:2 = scf.forall {{.*}} step (1, 1, 64)
// CHECK:   scf.for
// CHECK:     attn.backward_dkdv_step {{.*}} causal(top_left) causal_offset
// CHECK:   scf.for
// CHECK:     attn.backward_dkdv_step
// CHECK: bufferization.materialize_in_destination %[[KP]]#0 in restrict writable %[[DKM]]
// CHECK: bufferization.materialize_in_destination %[[KP]]#1 in restrict writable %[[DVM]]
#q = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>
#k = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>
#v = affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>
#o = affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>
#l = affine_map<(b, h, m, n, k1, k2) -> (b, h, m)>
func.func @causal_f16(%q: tensor<?x?x?x64xf16>, %k: tensor<?x?x?x64xf16>, %v: tensor<?x?x?x64xf16>, %s: f32,
                      %o: tensor<?x?x?x64xf16>, %do: tensor<?x?x?x64xf16>, %lse: tensor<?x?x?xf32>,
                      %dq0: tensor<?x?x?x64xf16>, %dk0: tensor<?x?x?x64xf16>, %dv0: tensor<?x?x?x64xf16>)
    -> (tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      causal(top_left)
      ins(%q, %k, %v, %s : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, f32)
      grads(%o, %do, %lse : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>)
      -> tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>
  return %dq, %dk, %dv : tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>, tensor<?x?x?x64xf16>
}

// Head dim 128: the key pass's shared memory is the own tile, two 64-row
// step buffers and two of the steps' statistics (2 x (64 + 2 x 64) x 256 +
// 2 x 3 x 64 x 4 = 99840 bytes); the query pass has no
// workgroups-per-multiprocessor hint (at d = 64 above: 3).
// CHECK-LABEL: gpu.module @attn_backward_kernel_1_dq
// CHECK: gpu.func @attention_backward_dq(
// CHECK-SAME: dynamic_shared_memory_bytes = 98304
// CHECK-NOT: nvvm.minctasm
// CHECK-LABEL: gpu.module @attn_backward_kernel_1_dkdv
// CHECK: gpu.func @attention_backward_dkdv(
// CHECK-SAME: dynamic_shared_memory_bytes = 99840
// CHECK-SAME: tile_m = 64 : i64, tile_n = 64 : i64
// CHECK: scf.forall {{.*}} step (1, 1, 64)
// CHECK:   scf.for
// CHECK:     attn.backward_dkdv_step
func.func @d128_bf16(%q: tensor<2x4x300x128xbf16>, %k: tensor<2x4x300x128xbf16>, %v: tensor<2x4x300x128xbf16>, %s: f32,
                     %o: tensor<2x4x300x128xbf16>, %do: tensor<2x4x300x128xbf16>, %lse: tensor<2x4x300xf32>,
                     %dq0: tensor<2x4x300x128xbf16>, %dk0: tensor<2x4x300x128xbf16>, %dv0: tensor<2x4x300x128xbf16>)
    -> (tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>) {
  %dq, %dk, %dv = attn.attention_backward indexing_maps = [#q, #k, #v, #o, #o, #l, #q, #k, #v]
      ins(%q, %k, %v, %s : tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>, f32)
      grads(%o, %do, %lse : tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>, tensor<2x4x300xf32>)
      outs(%dq0, %dk0, %dv0 : tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>)
      -> tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>
  return %dq, %dk, %dv : tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>, tensor<2x4x300x128xbf16>
}
