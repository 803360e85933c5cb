// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-spirv-pipeline)' | FileCheck %s
// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-spirv-pipeline{target-env=nvidia tile-m=64})' | FileCheck %s --check-prefix=NVIDIA
// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-spirv-pipeline{target-env=nvidia tile-m=64})' --mlir-print-ir-after=attn-select-kernel-config 2>&1 >/dev/null | FileCheck %s --check-prefix=STAGES
// STAGES: IR Dump After AttnSelectKernelConfigPass (attn-select-kernel-config)
// STAGES: attn.attention {{.*}} {attn.kernel_config = #attn.kernel_config<kind = {{.*}}, tile_m = 64
// The subgroup/scalar kernel through the stages: the op on tensors over the
// storage buffers, tiled into workgroups, then KV loops of online steps,
// then SIMT code (workgroup memory, barriers; no forall or step left).
// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-spirv-pipeline{target-env=nvidia tile-m=64})' --mlir-print-ir-after=convert-attn-to-gpu-vulkan,attn-tile-parallel,attn-tile-kv,attn-promote-to-shared-memory,attn-lower-tiled-attention-to-simt 2>&1 >/dev/null | FileCheck %s --check-prefix=TILED
// TILED: IR Dump After ConvertAttnToGPUVulkanPass (convert-attn-to-gpu-vulkan)
// TILED: attn.pointer_to_memref %{{.*}} : memref<?xf32> -> memref<32x128x64xf32, strided<[?, ?, ?]>>
// TILED: attn.attention
// TILED: IR Dump After AttnTileParallelPass (attn-tile-parallel)
// TILED: scf.forall
// TILED: IR Dump After AttnTileKVPass (attn-tile-kv)
// TILED: scf.for
// TILED: attn.online_attention
// TILED: IR Dump After AttnPromoteToSharedMemoryPass (attn-promote-to-shared-memory)
// TILED: bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>}
// TILED: linalg.copy {attn.stages = 1 : i64}
// TILED: attn.online_attention
// TILED: IR Dump After AttnLowerTiledAttentionToSimtPass (attn-lower-tiled-attention-to-simt)
// TILED-NOT: scf.forall
// TILED-NOT: attn.online_attention
// TILED: memref.alloc() : memref<32x64xf32, 3>
// TILED: gpu.barrier
// TILED: spirv.GL.Exp2

// Raised from linalg, one Vulkan compute kernel per attention in a
// spirv.module: storage buffers at (0, i), workgroup memory for the K and V
// blocks, barriers, GLSL exp2; on lavapipe every loop is DontUnroll.
// CHECK: spirv.module @__spv__attn_kernel_0 Logical GLSL450 requires #spirv.vce<v1.0, [Shader
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 4) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xi32>, stride=16> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} bind(0, 6) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<i32, stride=4> [0])>, StorageBuffer>
// CHECK-DAG: spirv.GlobalVariable @{{.+}} : !spirv.ptr<!spirv.struct<(!spirv.array<2048 x f32>)>, Workgroup>
// CHECK: spirv.func @attention()
// CHECK: spirv.mlir.loop control(DontUnroll)
// CHECK: spirv.ControlBarrier <Workgroup>, <Workgroup>, <AcquireRelease|WorkgroupMemory>
// CHECK: spirv.GL.Exp2
// CHECK-NOT: spirv.mlir.loop {
// CHECK: spirv.EntryPoint "GLCompute" @attention
// CHECK: spirv.ExecutionMode @attention "LocalSize", 128, 1, 1

// NVIDIA: spirv.module @__spv__attn_kernel_0
// NVIDIA-NOT: DontUnroll
// NVIDIA: spirv.ExecutionMode @attention "LocalSize", 64, 1, 1

func.func @attention(%q: tensor<32x128x64xf32>, %k: tensor<32x128x64xf32>, %v: tensor<32x128x64xf32>) -> tensor<32x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %kt_init = tensor.empty() : tensor<32x64x128xf32>
  %kt = linalg.transpose ins(%k : tensor<32x128x64xf32>) outs(%kt_init : tensor<32x64x128xf32>) permutation = [0, 2, 1]
  %s_init = tensor.empty() : tensor<32x128x128xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<32x128x64xf32>, tensor<32x64x128xf32>) outs(%s_zero : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<32x128x128xf32>) outs(%s_init : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %o_init = tensor.empty() : tensor<32x128x64xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<32x128x128xf32>, tensor<32x128x64xf32>) outs(%o_zero : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  return %o : tensor<32x128x64xf32>
}
