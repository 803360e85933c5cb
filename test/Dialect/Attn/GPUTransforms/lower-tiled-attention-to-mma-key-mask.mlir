// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_80},attn-tile-kv{target=sm_80 split-kv=never},attn-promote-to-shared-memory{target=sm_80},attn-lower-tiled-attention-to-mma{chip=sm_80 key-mask-per-block=true}),canonicalize,cse)' | FileCheck %s --check-prefix=MMA
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a key-mask-per-block=true}),canonicalize,cse)' | FileCheck %s --check-prefix=WGMMA
// RUN: attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90a}),canonicalize,cse)' | FileCheck %s --check-prefix=DEFAULT

// With key-mask-per-block, a boolean mask without a query dim (a
// key-padding mask, as transformers' sdpa mask is once raised: causal plus
// kept[b, n]) is read once per key block and warp: each lane reads one key
// of every 32, a ballot makes the 32 keys' visibility (the mask and key < N)
// one word, and each score's visibility is a bit of it. The loads are issued before the scores are
// waited for (mma.sync: before the products; wgmma: between the issue and
// the wait) and nothing in the softmax reads the mask again.

// By default (key-mask-per-block=false) each score reads its mask element.
// DEFAULT-LABEL: func.func @attention
// DEFAULT-NOT: nvvm.vote.sync  ballot
// DEFAULT: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// DEFAULT-LABEL: func.func @additive
// DEFAULT-NOT: gpu.shuffle  idx

// MMA-LABEL: func.func @attention
// MMA: gpu.func @attention
// MMA: tile_n = 64
// MMA: scf.for
// MMA: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// MMA: nvvm.vote.sync  ballot
// MMA: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// MMA: nvvm.vote.sync  ballot
// MMA-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// MMA: nvvm.mma.sync
// MMA-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// MMA: gpu.return

// WGMMA-LABEL: func.func @attention
// WGMMA: gpu.func @attention
// WGMMA: scf.for
// WGMMA: nvvm.wgmma.mma_async
// WGMMA-COUNT-4: nvvm.vote.sync  ballot
// WGMMA-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// WGMMA: nvvm.wgmma.wait.group.sync.aligned
// WGMMA-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> i1
// WGMMA: gpu.return
func.func @attention(%q: tensor<2x4x?x64xf16>, %k: tensor<2x4x?x64xf16>, %v: tensor<2x4x?x64xf16>, %kept: tensor<2x?xi1>, %o: tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, f32) mask(%kept : tensor<2x?xi1>)
      outs(%o : tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16>
  return %r : tensor<2x4x?x64xf16>
}

// -----

// An additive key mask (an encoder's eager mask, finfo.min at padding): each
// lane reads one key's value of every 32 (-inf past N), and the thread's
// keys' values come from the lanes that read them (gpu.shuffle idx), one
// shuffle per key of the thread, not per score.

// MMA-LABEL: func.func @additive
// MMA: gpu.func @attention
// MMA: scf.for
// MMA-COUNT-2: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// MMA-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// MMA: nvvm.mma.sync
// MMA-COUNT-16: gpu.shuffle  idx
// MMA-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// MMA: gpu.return

// WGMMA-LABEL: func.func @additive
// WGMMA: gpu.func @attention
// WGMMA: scf.for
// WGMMA: nvvm.wgmma.mma_async
// WGMMA-COUNT-4: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// WGMMA: nvvm.wgmma.wait.group.sync.aligned
// WGMMA-COUNT-32: gpu.shuffle  idx
// WGMMA-NOT: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// WGMMA: gpu.return
func.func @additive(%q: tensor<2x4x?x64xf16>, %k: tensor<2x4x?x64xf16>, %v: tensor<2x4x?x64xf16>, %bias: tensor<2x?xf16>, %o: tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16> {
  %s = arith.constant 0.125 : f32
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %s : tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, tensor<2x4x?x64xf16>, f32) mask(%bias : tensor<2x?xf16>)
      outs(%o : tensor<2x4x?x64xf16>) -> tensor<2x4x?x64xf16>
  return %r : tensor<2x4x?x64xf16>
}
