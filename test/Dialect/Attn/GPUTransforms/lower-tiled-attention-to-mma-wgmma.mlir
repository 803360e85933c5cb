// The wgmma kernel (sm_90a): the same tiled nest as the mma.sync kernel,
// its block steps on the warpgroup's tensor cores.
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a}),canonicalize,cse)' | FileCheck %s

// d = 128, 128 x 64 tiles: two m64 slices, copied by cp.async (the copies of
// the kernels of packed sequences and paged caches; the configuration is
// given: dense tensors are copied by TMA, lower-tiled-attention-to-mma-tma.mlir). The array is 1024-byte aligned
// (swizzle atoms); tiles are 64-column blocks of 128-byte rows, chunk c of
// row r at (c / 8) * rows * 128 + r * 128 + ((c % 8) ^ (r % 8)) * 16: the
// Q tile's second block starts 128 * 128 bytes in.
// CHECK-LABEL: func.func @plain
// CHECK: llvm.mlir.global external @attn_shared_memory() {addr_space = 3 : i32, alignment = 1024 : i64}
// CHECK: gpu.func @attention(
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 98304, kv_stages = 2, copy = async, lazy_rescale = true, mma_shape = [64, 64, 16]>
// CHECK-NOT: nvvm.ldmatrix
// Descriptors: 128-byte swizzle (1 << 62), eight rows 1024 bytes apart
// (64 << 32); K-major operands with the unused leading offset 16 (1 << 16),
// V MN-major with its 64-column blocks 64 * 128 bytes apart (512 << 16).
// CHECK-DAG: %[[KMAJOR:.*]] = arith.constant 4611686293305360384 : i64
// CHECK-DAG: %[[VMAJOR:.*]] = arith.constant 4611686293338849280 : i64
// CHECK-DAG: %[[QBLOCK:.*]] = arith.constant 16384 : index
// CHECK: arith.shrui %{{.*}}, %c3 : index
// CHECK: arith.muli %{{.*}}, %[[QBLOCK]] : index
// CHECK: nvvm.cp.async.shared.global
// The first block step: the copies ordered before the async proxy reads
// them, then S = Q Kᵀ as 2 slices x 8 k16 steps, one commit group per
// slice, the first step of each without the accumulator; step kk starts (kk / 4) blocks and (kk % 4) * 32
// bytes in (descriptor units of 16 bytes: Q's blocks 1024 apart, K's 512,
// Q's second slice 512 in).
// CHECK: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: gpu.barrier
// CHECK: %[[QDESC:.*]] = arith.ori %{{.*}}, %[[KMAJOR]] : i64
// CHECK: %[[KDESC:.*]] = arith.ori %{{.*}}, %[[KMAJOR]] : i64
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: %[[S0:.*]] = nvvm.wgmma.mma_async %[[QDESC]], %[[KDESC]], %{{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>], B[<bf16>, <one>, <col>]
// CHECK-NEXT: %[[Q1:.*]] = arith.addi %[[QDESC]], %c2_i64 : i64
// CHECK-NEXT: %[[K1:.*]] = arith.addi %[[KDESC]], %c2_i64 : i64
// CHECK-NEXT: nvvm.wgmma.mma_async %[[Q1]], %[[K1]], %[[S0]], <m = 64, n = 64, k = 16>, D[<f32>, <one>]
// CHECK: %[[Q4:.*]] = arith.addi %[[QDESC]], %c1024_i64 : i64
// CHECK-NEXT: %[[K4:.*]] = arith.addi %[[KDESC]], %c512_i64 : i64
// CHECK-NEXT: nvvm.wgmma.mma_async %[[Q4]], %[[K4]]
// CHECK-COUNT-3: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK: %[[Q8:.*]] = arith.addi %[[QDESC]], %c512_i64 : i64
// CHECK-NEXT: nvvm.wgmma.mma_async %[[Q8]], %[[KDESC]], %{{.*}}, <m = 64, n = 64, k = 16>, D[<f32>, <zero>]
// CHECK-COUNT-7: nvvm.wgmma.mma_async
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// Slice 0: its group waited for (the second may still run), its
// accumulators read through an empty side-effecting asm that keeps their
// uses after the wait; its online softmax; then O += P V: 4 k16 steps of
// m64n128k16 with P's registers as A and V's block through the MN-major
// descriptor (imm-trans-b 1), 16 keys (2048 bytes, 128 units) apart, a
// group of its own.
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att "", "=f,
// CHECK: nvvm.vote.sync any
// CHECK: %[[VDESC:.*]] = arith.ori %{{.*}}, %[[VMAJOR]] : i64
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $133, 0;\0Awgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {$0, $1, {{.*}}, $63}, {$128, $129, $130, $131}, $132, p, 1, 1, 1;\0A}\0A", "=f,{{.*}},=f,0,1,{{.*}},63,r,r,r,r,l,n" {{.*}}, %[[VDESC]], %c1_i32
// CHECK: %[[V1:.*]] = arith.addi %[[VDESC]], %c128_i64 : i64
// CHECK-NEXT: llvm.inline_asm {{.*}}m64n128k16{{.*}}, %[[V1]], %c1_i32
// CHECK-COUNT-2: wgmma.mma_async.sync.aligned.m64n128k16
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// Slice 1 the same way, then everything waited for and O read.
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK: nvvm.vote.sync any
// CHECK: nvvm.wgmma.fence.aligned
// CHECK-COUNT-4: wgmma.mma_async.sync.aligned.m64n128k16
// CHECK-NOT: wgmma.mma_async
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "", "=f,
func.func @plain(%q: tensor<?x?x128xbf16>, %k: tensor<?x?x128xbf16>, %v: tensor<?x?x128xbf16>, %s: f32, %o: tensor<?x?x128xbf16>) -> tensor<?x?x128xbf16> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, tensor<?x?x128xbf16>, f32)
      outs(%o : tensor<?x?x128xbf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 98304, kv_stages = 2, copy = async, lazy_rescale = true, mma_shape = [64, 64, 16]>}
      -> tensor<?x?x128xbf16>
  return %r : tensor<?x?x128xbf16>
}

// -----

// f16, d = 64, causal with a log-sum-exp: the largest key block first
// (64 x 128 tiles, one m64 slice), one 64-column block; S is m64n128k16.
// CHECK-LABEL: func.func @causal_lse
// CHECK: kind = wgmma, tile_m = 64, tile_n = 128
// CHECK-SAME: mma_shape = [64, 128, 16]
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>]
// CHECK-COUNT-3: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <one>]
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 0
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
func.func @causal_lse(%q: tensor<2x300x64xf16>, %k: tensor<2x300x64xf16>, %v: tensor<2x300x64xf16>, %s: f32) -> (tensor<2x300x64xf16>, tensor<2x300xf32>) {
  %o = tensor.empty() : tensor<2x300x64xf16>
  %l = tensor.empty() : tensor<2x300xf32>
  %r:2 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<2x300x64xf16>, tensor<2x300x64xf16>, tensor<2x300x64xf16>, f32)
      outs(%o, %l : tensor<2x300x64xf16>, tensor<2x300xf32>) -> tensor<2x300x64xf16>, tensor<2x300xf32>
  return %r#0, %r#1 : tensor<2x300x64xf16>, tensor<2x300xf32>
}

// -----

// d = 64 with tile-m 192 (the variant attn_mlir.torch launches on long
// sequences): a copying warpgroup and three consumers of one m64 slice
// each (512 invocations; 32 and 160 registers), each consumer's softmax
// beside its previous block's P·V (wait 1), its "empty" arrivals counted
// over the 384 consumer threads.
// CHECK-LABEL: func.func @three_consumers
// CHECK: kind = wgmma, tile_m = 192, tile_n = 128, workgroup_size = 512
// CHECK: nvvm.mbarrier.init {{.*}}, %c384_i32
// CHECK: nvvm.setmaxregister decrease 32
// CHECK: nvvm.setmaxregister increase 160
// CHECK: nvvm.wgmma.mma_async {{.*}}, <m = 64, n = 128, k = 16>, D[<f32>, <zero>]
// CHECK: wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
func.func @three_consumers(%q: tensor<2x?x64xbf16>, %k: tensor<2x?x64xbf16>, %v: tensor<2x?x64xbf16>, %s: f32, %o: tensor<2x?x64xbf16>) -> tensor<2x?x64xbf16> {
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, tensor<2x?x64xbf16>, f32)
      outs(%o : tensor<2x?x64xbf16>)
      {attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 192, tile_n = 128, workgroup_size = 512, shared_memory_bytes = 90112, kv_stages = 2, copy = tma, lazy_rescale = true, mma_shape = [64, 128, 16]>}
      -> tensor<2x?x64xbf16>
  return %r : tensor<2x?x64xbf16>
}
