// RUN: attn-opt %s --split-input-file --attn-select-kernel-config | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="chip=sm_90a" | FileCheck %s --check-prefix=HOPPER
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config --attn-report-tiles 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="target=spirv" | FileCheck %s --check-prefix=VULKAN
// RUN: not attn-opt %s --split-input-file --attn-select-kernel-config="kernel=simt" 2>&1 | FileCheck %s --check-prefix=SIMT
// RUN: not attn-opt %s --split-input-file --attn-select-kernel-config="tile-n=64" 2>&1 | FileCheck %s --check-prefix=TILE

// A paged KV cache gets the configuration of one sequence's attention on
// the tensor cores, its key block a divisor of the page size: the target's
// 64 (mma.sync) or 128 (wgmma) keys come down to 32 for pages of 32 keys,
// and stay for pages of 128. It is reported as any kernel's, with the page
// size; the Vulkan target leaves it alone (its conversion refuses it), and
// only the tensor-core kernels are taken, with a key block that divides the
// page.
// CHECK: attn.paged_attention
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 32
// On sm_90a the wgmma kernel with cp.async copies (a tensor map does not
// describe pages).
// HOPPER: attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 64, tile_n = 32, {{.*}} copy = async,
// REPORT: remark: kernel=mma_sync tile_m=128 tile_n=32 {{.*}} paged_cache page_size=32 hbm_bytes=dynamic
// VULKAN-NOT: attn.kernel_config
// SIMT: error: 'attn.paged_attention' op has only the tensor-core kernel (kernel=auto, mma or wgmma), not kernel=simt
// TILE: error: 'attn.paged_attention' op tile-n = 64 does not divide the page size 32
func.func @paged(%q: tensor<?x1x8x64xf16>, %k: tensor<?x32x8x64xf16>,
    %v: tensor<?x32x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  %r = attn.paged_attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x32x8x64xf16>, tensor<?x32x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}

// -----

// CHECK: attn.paged_attention
// CHECK-SAME: attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64
// HOPPER: attn.kernel_config = #attn.kernel_config<kind = wgmma, tile_m = 64, tile_n = 128, {{.*}} copy = async,
// REPORT: remark: kernel=mma_sync tile_m=128 tile_n=64 {{.*}} paged_cache page_size=128 hbm_bytes=dynamic
func.func @paged_128(%q: tensor<?x1x8x64xf16>, %k: tensor<?x128x8x64xf16>,
    %v: tensor<?x128x8x64xf16>, %t: tensor<?x?xi32>, %n: tensor<?xi32>,
    %o: tensor<?x1x8x64xf16>, %s: f32) -> tensor<?x1x8x64xf16> {
  %r = attn.paged_attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (n, h, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, m, h, k2)>]
      causal(bottom_right)
      ins(%q, %k, %v, %s : tensor<?x1x8x64xf16>, tensor<?x128x8x64xf16>, tensor<?x128x8x64xf16>, f32)
      pages(%t, %n : tensor<?x?xi32>, tensor<?xi32>)
      outs(%o : tensor<?x1x8x64xf16>) -> tensor<?x1x8x64xf16>
  return %r : tensor<?x1x8x64xf16>
}
