// RUN: attn-opt %s --split-input-file --convert-attn-to-gpu --verify-diagnostics
// RUN: not attn-opt %s --convert-attn-to-gpu=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP
// RUN: not attn-opt %s --convert-attn-to-gpu=tile-m=2048 2>&1 | FileCheck %s --check-prefix=TILE
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu="chip=sm_80 kernel=simt tile-n=512" 2>&1 | FileCheck %s --check-prefix=SHARED
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=mma" 2>&1 | FileCheck %s --check-prefix=MMA
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=mma tile-m=32" 2>&1 | FileCheck %s --check-prefix=MMA-TILE-M
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=mma tile-n=16" 2>&1 | FileCheck %s --check-prefix=MMA-TILE-N
// RUN: not attn-opt %s --convert-attn-to-gpu="kernel=wmma" 2>&1 | FileCheck %s --check-prefix=KERNEL
// RUN: not attn-opt %s --split-input-file --convert-attn-to-gpu="kernel=wgmma" 2>&1 | FileCheck %s --check-prefix=WGMMA-CHIP
// A key block of 2^40 was once truncated to 0 (an empty K/V buffer) and
// accepted.
// RUN: not attn-opt %s --convert-attn-to-gpu="kernel=simt tile-n=1099511627776" 2>&1 | FileCheck %s --check-prefix=TILE-N-WIDE
// RUN: not attn-opt %s --convert-attn-to-gpu-vulkan="tile-n=1099511627776" 2>&1 | FileCheck %s --check-prefix=TILE-N-WIDE
// RUN: not attn-opt %s --attn-tile-kv="tile-n=1099511627776" 2>&1 | FileCheck %s --check-prefix=TILE-N-WIDE

// CHIP: convert-attn-to-gpu: unknown NVIDIA chip 'sm_75'; known chips: sm_80, sm_90, sm_90a
// TILE: tile-m must be in [0, 1024] and tile-n non-negative (0: from the target), got 2048 and 0
// TILE-N-WIDE: error: 'attn.attention' op tile-n must be from 0 (from the target) to 65536, got 1099511627776
// KERNEL: convert-attn-to-gpu: unknown kernel 'wmma'; expected auto, mma, wgmma, simt or reference
// The tensor-core kernel says why an op does not fit it (the first one of
// each split).
// MMA: 'attn.attention' op GPU kernels need static head dims, got k1 = ?, k2 = 8
// MMA: 'attn.attention' op GPU kernels support head dims up to 256, got k1 = 512, k2 = 8
// MMA: 'attn.attention' op GPU kernels do not take a causal_offset
// MMA: 'attn.attention' op the tensor-core kernel needs static head dims that are multiples of 8 from 8 to 256, got k1 = 36, k2 = 36
// MMA: 'attn.attention' op the tensor-core kernel needs f16 or bf16 query, key and value of one type, got 'f32', 'f32', 'f32'
// MMA: 'attn.attention' op the tensor-core kernel needs k2 innermost in the output layout, got affine_map<(d0, d1, d2, d3) -> (d3, d0)>
// The wgmma kernel needs sm_90a.
// WGMMA-CHIP: 'attn.attention' op the wgmma kernel needs a chip with the warpgroup matrix instructions (sm_90a), got sm_90
// MMA-TILE-M: the tensor-core kernel needs tile-m 64 or 128 (192 or 256 when warp-specialized), got 32
// MMA-TILE-N: the tensor-core kernel needs tile-n 32, 64 or 128, got 16
// SHARED: error: 'attn.attention' op needs 524288 bytes of shared memory per workgroup (tile-n = 512), more than the 49152 of static shared memory a block has on sm_80

func.func @dynamic_head_dim(%q: tensor<64x?xf32>, %k: tensor<48x?xf32>, %v: tensor<48x8xf32>, %s: f32) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-error @+1 {{GPU kernels need static head dims, got k1 = ?, k2 = 8}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x?xf32>, tensor<48x?xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

// -----

func.func @head_dim_too_large(%q: tensor<64x512xf16>, %k: tensor<48x512xf16>, %v: tensor<48x8xf16>, %s: f32) -> tensor<64x8xf16> {
  %init = tensor.empty() : tensor<64x8xf16>
  // expected-error @+1 {{GPU kernels support head dims up to 256, got k1 = 512, k2 = 8}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x512xf16>, tensor<48x512xf16>, tensor<48x8xf16>, f32)
      outs(%init : tensor<64x8xf16>) -> tensor<64x8xf16>
  return %0 : tensor<64x8xf16>
}

// -----

func.func @tiled_causal_offset(%q: tensor<64x16xf32>, %k: tensor<48x16xf32>, %v: tensor<48x8xf32>, %s: f32, %off: index) -> tensor<64x8xf32> {
  %init = tensor.empty() : tensor<64x8xf32>
  // expected-error @+1 {{GPU kernels do not take a causal_offset; generate them from untiled attention ops}}
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      causal(top_left) causal_offset(%off)
      ins(%q, %k, %v, %s : tensor<64x16xf32>, tensor<48x16xf32>, tensor<48x8xf32>, f32)
      outs(%init : tensor<64x8xf32>) -> tensor<64x8xf32>
  return %0 : tensor<64x8xf32>
}

// -----

// Key blocks that do not fit the chip's shared memory are rejected at
// compile time, not discovered at launch.
func.func @shared_memory_exceeded(%q: tensor<64x128xf16>, %k: tensor<4096x128xf16>, %v: tensor<4096x128xf16>, %s: f32) -> tensor<64x128xf16> {
  %init = tensor.empty() : tensor<64x128xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x128xf16>, tensor<4096x128xf16>, tensor<4096x128xf16>, f32)
      outs(%init : tensor<64x128xf16>) -> tensor<64x128xf16>
  return %0 : tensor<64x128xf16>
}

// -----

// Head dims the tensor-core kernel has no layout for (rows that are not
// whole 16-byte chunks) run on the SIMT kernel by default, and are rejected
// when it is asked for.
func.func @mma_head_dim_36(%q: tensor<64x36xbf16>, %k: tensor<48x36xbf16>, %v: tensor<48x36xbf16>, %s: f32) -> tensor<64x36xbf16> {
  %init = tensor.empty() : tensor<64x36xbf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x36xbf16>, tensor<48x36xbf16>, tensor<48x36xbf16>, f32)
      outs(%init : tensor<64x36xbf16>) -> tensor<64x36xbf16>
  return %0 : tensor<64x36xbf16>
}

// -----

func.func @mma_f32(%q: tensor<64x64xf32>, %k: tensor<48x64xf32>, %v: tensor<48x64xf32>, %s: f32) -> tensor<64x64xf32> {
  %init = tensor.empty() : tensor<64x64xf32>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<64x64xf32>, tensor<48x64xf32>, tensor<48x64xf32>, f32)
      outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----

func.func @mma_output_transposed(%q: tensor<64x64xbf16>, %k: tensor<48x64xbf16>, %v: tensor<48x64xbf16>, %s: f32) -> tensor<64x64xbf16> {
  %init = tensor.empty() : tensor<64x64xbf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (k2, m)>]
      ins(%q, %k, %v, %s : tensor<64x64xbf16>, tensor<48x64xbf16>, tensor<48x64xbf16>, f32)
      outs(%init : tensor<64x64xbf16>) -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
