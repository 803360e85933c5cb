// The Vulkan subgroup/scalar kernel through the same stages as the NVVM
// SIMT kernel: convert-attn-to-gpu-vulkan makes the op on tensors over views
// of the storage buffers, the tiling stages tile it, and the pass writes its
// SIMT code with the Vulkan target (the kernel module's spirv.target_env).
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu-vulkan{tile-m=64 tile-n=16},gpu.module(attn-tile-parallel{target=vulkan},attn-tile-kv{target=vulkan split-kv=never},attn-promote-to-shared-memory{target=vulkan},attn-lower-tiled-attention-to-simt,canonicalize,cse))' | FileCheck %s
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu-vulkan{lanes-per-row=4},gpu.module(attn-tile-parallel{target=vulkan},attn-tile-kv{target=vulkan split-kv=never},attn-promote-to-shared-memory{target=vulkan},attn-lower-tiled-attention-to-simt,canonicalize,cse))' | FileCheck %s --check-prefix=LANES
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu-vulkan{target-env=nvidia kernel=simt},gpu.module(attn-tile-parallel{target=vulkan},attn-tile-kv{target=vulkan split-kv=never},attn-promote-to-shared-memory{target=vulkan},attn-lower-tiled-attention-to-simt,canonicalize,cse))' | FileCheck %s --check-prefix=GPU
// The default pipeline assembles it to SPIR-V.
// RUN: attn-opt %s --split-input-file --attn-to-spirv-pipeline | FileCheck %s --check-prefix=SPIRV

// Lavapipe (a CPU device): the K and V blocks in workgroup memory (memory
// space 3), q and acc rows in function memory (space 6); elements read from
// the buffers the views are over (bf16: its 16 bits the high half of an
// f32; the boolean mask: a byte compared with 0); GLSL exp2/log2; head-dim
// loops kept. No view, tensor, step or workgroup loop is left, and no
// 64-bit integer (the parameter words index directly).
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: gpu.func @attention(%[[Q:[a-z0-9]+]]: memref<?xi16>
// CHECK-SAME: %[[O:[a-z0-9]+]]: memref<?xf16>
// CHECK-SAME: %[[P:[a-z0-9]+]]: memref<?xi32>
// CHECK-NOT: attn.pointer_to_memref
// CHECK-NOT: bufferization
// CHECK-NOT: to i64
// CHECK: memref.load %[[P]]
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK-DAG: %[[KT:.*]] = memref.alloc() : memref<16x32xf32, 3>
// CHECK-DAG: %[[VT:.*]] = memref.alloc() : memref<16x32xf32, 3>
// CHECK-DAG: %[[QR:.*]] = memref.alloca() : memref<32xf32, 6>
// CHECK-DAG: %[[ACC:.*]] = memref.alloca() : memref<32xf32, 6>
// CHECK: gpu.thread_id  x
// CHECK: gpu.block_id  x
// CHECK: gpu.block_id  y
// CHECK: scf.for
// CHECK: memref.load %[[Q]][%{{.*}}] : memref<?xi16>
// CHECK: arith.extui %{{.*}} : i16 to i32
// CHECK: arith.shli
// CHECK: arith.bitcast %{{.*}} : i32 to f32
// CHECK: memref.store %{{.*}}, %[[QR]]
// The mask makes every block masked: one loop over the key blocks.
// CHECK: scf.for {{.*}} iter_args
// CHECK: gpu.barrier
// CHECK: memref.store %{{.*}}, %[[KT]]
// CHECK: memref.store %{{.*}}, %[[VT]]
// CHECK: gpu.barrier
// CHECK: arith.cmpi ne, %{{.*}}, %c0_i8 : i8
// CHECK: spirv.GL.Exp2
// CHECK: memref.store %{{.*}}, %[[ACC]]
// CHECK: scf.yield
// Finalisation: O in f16, the LSE with GLSL log2.
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK: memref.store %{{.*}}, %[[O]]
// CHECK: spirv.GL.Log2
// CHECK-NOT: attn.online_attention
// CHECK-NOT: scf.forall
// CHECK: gpu.return

// Four lanes per row: every 4th element of q and acc per lane (8 of 32),
// the dot products summed over the row's lanes by xor shuffles of
// lavapipe's subgroup width 8, the LSE stored by lane 0.
// LANES-LABEL: gpu.module @attn_kernel_0
// LANES-DAG: memref.alloca() : memref<8xf32, 6>
// LANES-DAG: %[[LANE:.+]] = arith.remui %thread_id_x, %c4
// LANES-DAG: arith.divui %thread_id_x, %c4
// LANES: gpu.shuffle  xor %{{.+}}, %c1_i32, %c8_i32 : f32
// LANES: gpu.shuffle  xor %{{.+}}, %c2_i32, %c8_i32{{.*}} : f32
// LANES: arith.cmpi eq, %[[LANE]], %c0
// LANES: spirv.GL.Log2

// A GPU device (NVIDIA's target env): the head dims unrolled (q and acc
// element by element), a loop over the keys of each block instead.
// GPU-LABEL: gpu.module @attn_kernel_0
// GPU: memref.alloc() : memref<32x32xf32, 3>
// GPU-NOT: scf.for %{{.*}} = %c0 to %c32 step %c1 {
// GPU: scf.for {{.*}} iter_args
// GPU: gpu.barrier
// GPU: scf.for %{{.*}} = %c0 to %c32 step %c1 iter_args

// SPIRV: spirv.module
// SPIRV: spirv.ControlBarrier <Workgroup>
// SPIRV: spirv.GL.Exp2
// SPIRV: spirv.GL.Log2

func.func @mixed(%q: tensor<2x?x32xbf16>, %k: tensor<2x?x32xbf16>, %v: tensor<2x?x32xbf16>, %mask: tensor<?x?xi1>, %o: tensor<2x?x32xf16>, %l: tensor<2x?xf32>) -> (tensor<2x?x32xf16>, tensor<2x?xf32>) {
  %s = arith.constant 0.125 : f32
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (m, n)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      ins(%q, %k, %v, %s : tensor<2x?x32xbf16>, tensor<2x?x32xbf16>, tensor<2x?x32xbf16>, f32)
      mask(%mask : tensor<?x?xi1>)
      outs(%o, %l : tensor<2x?x32xf16>, tensor<2x?xf32>) -> tensor<2x?x32xf16>, tensor<2x?xf32>
  return %r#0, %r#1 : tensor<2x?x32xf16>, tensor<2x?xf32>
}

// -----

// No mask, N dynamic: on a GPU device the tiling's full blocks take the
// unmasked step (no test of the keys against N) and the ragged rest the
// masked one: two loops over the key blocks. On lavapipe every block takes
// the masked step, one loop (half the code for its shader compiler).
// CHECK-LABEL: gpu.module @attn_kernel_0
// CHECK: scf.for {{.*}} iter_args
// CHECK: arith.cmpi ult
// CHECK-NOT: scf.for {{.*}} iter_args(%{{.*}} = %{{[0-9]+}}#0
// CHECK: gpu.return
// GPU-LABEL: gpu.module @attn_kernel_0
// GPU: %[[FULL:.*]]:2 = scf.for {{.*}} iter_args
// GPU: scf.for {{.*}} iter_args(%{{.*}} = %[[FULL]]#0, %{{.*}} = %[[FULL]]#1)
// GPU: arith.cmpi ult
// GPU: gpu.return

func.func @plain(%q: tensor<1x?x32xf32>, %k: tensor<1x?x32xf32>, %v: tensor<1x?x32xf32>, %o: tensor<1x?x32xf32>) -> tensor<1x?x32xf32> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<1x?x32xf32>, tensor<1x?x32xf32>, tensor<1x?x32xf32>, f32)
      outs(%o : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  return %r : tensor<1x?x32xf32>
}

// -----

// Causal on a GPU device: every block takes the masked step (one loop; two
// loops ran causal d = 64 at 0.65-0.90x through NVIDIA's Vulkan driver) and
// query tiles run in workgroup order (no gpu.grid_dim).
// GPU-LABEL: gpu.module @attn_kernel_0
// GPU-NOT: gpu.grid_dim
// GPU: scf.for {{.*}} iter_args
// GPU: arith.cmpi sle
// GPU-NOT: scf.for {{.*}} iter_args(%{{.*}} = %{{[0-9]+}}#0
// GPU: gpu.return

func.func @causal(%q: tensor<1x?x32xf32>, %k: tensor<1x?x32xf32>, %v: tensor<1x?x32xf32>, %o: tensor<1x?x32xf32>) -> tensor<1x?x32xf32> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %s : tensor<1x?x32xf32>, tensor<1x?x32xf32>, tensor<1x?x32xf32>, f32)
      outs(%o : tensor<1x?x32xf32>) -> tensor<1x?x32xf32>
  return %r : tensor<1x?x32xf32>
}
