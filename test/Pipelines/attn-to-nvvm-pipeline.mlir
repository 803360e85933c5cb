// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_80})' | FileCheck %s
// RUN: attn-opt %S/../Tools/Inputs/gpu-attention-bf16.mlir --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_90 kernel=mma tile-m=64 tile-n=32})' | FileCheck %s --check-prefix=MMA
// RUN: not attn-opt %s --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{kernel=mma})' 2>&1 | FileCheck %s --check-prefix=MMA-F32
// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_80})' --mlir-print-ir-after=attn-select-kernel-config 2>&1 >/dev/null | FileCheck %s --check-prefix=STAGES
// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_80})' --mlir-print-ir-after=convert-attn-to-gpu,attn-tile-parallel,attn-tile-kv,attn-promote-to-shared-memory,attn-lower-tiled-attention-to-simt 2>&1 >/dev/null | FileCheck %s --check-prefix=SIMT-STAGES
// RUN: attn-opt %S/../Tools/Inputs/gpu-attention-bf16.mlir --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_90})' --mlir-print-ir-after=convert-attn-to-gpu,attn-tile-parallel,attn-tile-kv,attn-promote-to-shared-memory,attn-lower-tiled-attention-to-mma 2>&1 >/dev/null | FileCheck %s --check-prefix=MMA-STAGES
// RUN: attn-opt %S/../Tools/Inputs/gpu-attention-bf16.mlir --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_90a})' --mlir-print-ir-after=attn-lower-tiled-attention-to-mma 2>&1 >/dev/null | FileCheck %s --check-prefix=PERSISTENT
// RUN: attn-opt %S/../Tools/Inputs/gpu-attention-bf16.mlir --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_90a persistent=non-causal})' --mlir-print-ir-after=attn-lower-tiled-attention-to-mma 2>&1 >/dev/null | FileCheck %s --check-prefix=NONCAUSAL

// sm_90a: the warp-specialized kernel's workgroups are persistent by
// default (the causal one too: pairs of tiles); persistent=non-causal keeps
// a causal kernel a workgroup a tile.
// PERSISTENT: gpu.func @attention
// PERSISTENT-SAME: grid = "x = min(ceil(m / tile_m) x product of the batch dims, multiprocessors), y = 1"
// PERSISTENT-SAME: persistent = true
// NONCAUSAL: gpu.func @attention
// NONCAUSAL-SAME: grid = "x = ceil(m / tile_m), y = product of the batch dims"
// NONCAUSAL-NOT: persistent = true

// Raised from linalg, one kernel per attention, serialized to PTX for sm_80
// in a gpu.binary; no gpu.module is left.
// CHECK-NOT: gpu.module
// CHECK: gpu.binary @attn_kernel_0 [#gpu.object<#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">
// CHECK-SAME: .target sm_80
// CHECK-SAME: .entry attention(
// CHECK-NOT: mma.sync

// The kernel and its tiles are chosen once, by their own stage, before the
// kernel is generated: the op carries them to the conversion.
// STAGES: IR Dump After AttnSelectKernelConfigPass (attn-select-kernel-config)
// STAGES: attn.attention {{.*}} {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 128, tile_n = 32, workgroup_size = 128

// So is the SIMT kernel (f32 here): the op on tensors, tiled into
// workgroups of 128 rows and KV loops of 32-key steps (the query dim is one
// tile, no key block is ragged: every step unmasked), then SIMT code.
// SIMT-STAGES: IR Dump After ConvertAttnToGPUPass (convert-attn-to-gpu)
// SIMT-STAGES: gpu.func @attention
// SIMT-STAGES: attn.attention {{.*}}kind = simt
// SIMT-STAGES: IR Dump After AttnTileParallelPass (attn-tile-parallel)
// SIMT-STAGES: scf.forall
// SIMT-STAGES: IR Dump After AttnTileKVPass (attn-tile-kv)
// SIMT-STAGES: scf.forall
// SIMT-STAGES: scf.for
// SIMT-STAGES: attn.online_attention indexing_maps
// SIMT-STAGES: IR Dump After AttnPromoteToSharedMemoryPass (attn-promote-to-shared-memory)
// SIMT-STAGES: scf.for
// SIMT-STAGES: bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>} : tensor<1x32x64xf32>
// SIMT-STAGES: linalg.copy {attn.stages = 1 : i64}
// SIMT-STAGES: linalg.copy {attn.stages = 1 : i64}
// SIMT-STAGES: attn.online_attention indexing_maps
// SIMT-STAGES: IR Dump After AttnLowerTiledAttentionToSimtPass (attn-lower-tiled-attention-to-simt)
// SIMT-STAGES: workgroup(%{{.*}} : memref<32x64xf32, #gpu.address_space<workgroup>>
// SIMT-STAGES-NOT: attn.online_attention
// SIMT-STAGES-NOT: scf.forall
// SIMT-STAGES: gpu.barrier

// The tensor-core kernel is written by the stages: the kernel holds the op
// on tensors; it is tiled into workgroups, then into KV loops of online-
// softmax steps (the blocks every row sees whole, then those across the
// diagonal), which become tensor-core code.
// MMA-STAGES: IR Dump After ConvertAttnToGPUPass (convert-attn-to-gpu)
// MMA-STAGES: gpu.func @attention
// MMA-STAGES: attn.attention {{.*}}causal(top_left)
// MMA-STAGES: IR Dump After AttnTileParallelPass (attn-tile-parallel)
// MMA-STAGES: scf.forall
// MMA-STAGES: attn.attention
// MMA-STAGES: IR Dump After AttnTileKVPass (attn-tile-kv)
// MMA-STAGES: scf.forall
// MMA-STAGES: scf.for
// MMA-STAGES: attn.online_attention indexing_maps
// MMA-STAGES: scf.for
// MMA-STAGES: attn.online_attention {{.*}}causal(top_left) causal_offset
// MMA-STAGES: IR Dump After AttnPromoteToSharedMemoryPass (attn-promote-to-shared-memory)
// MMA-STAGES: scf.forall
// MMA-STAGES: bufferization.alloc_tensor() {memory_space = #gpu.address_space<workgroup>}
// MMA-STAGES: linalg.copy ins(
// MMA-STAGES: scf.for
// MMA-STAGES-COUNT-2: linalg.copy {attn.stages = 2 : i64}
// MMA-STAGES: attn.online_attention indexing_maps
// MMA-STAGES: IR Dump After AttnLowerTiledAttentionToMmaPass (attn-lower-tiled-attention-to-mma)
// MMA-STAGES-NOT: attn.online_attention
// MMA-STAGES-NOT: scf.forall
// MMA-STAGES: nvvm.mma.sync

// The tensor-core kernel through the pipeline: the tiles given, bf16 MMAs in
// the PTX.
// MMA: gpu.binary @attn_kernel_0 [#gpu.object<#nvvm.target<O = 3, chip = "sm_90", features = "+ptx81">
// MMA-SAME: .extern .shared .align 16 .b8 attn_shared_memory[]
// MMA-SAME: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// MMA-F32: error: 'attn.attention' op the tensor-core kernel needs f16 or bf16 query, key and value of one type, got 'f32', 'f32', 'f32'

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
