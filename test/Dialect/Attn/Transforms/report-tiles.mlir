// RUN: attn-opt %s --split-input-file --attn-report-tiles=target=sm_90 -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config=chip=sm_90a --attn-report-tiles -o /dev/null 2>&1 | FileCheck %s --check-prefix=SM90A
// RUN: attn-opt %s --split-input-file --attn-report-tiles=target=lavapipe -o /dev/null 2>&1 | FileCheck %s --check-prefix=LAVAPIPE
// RUN: attn-opt %s --split-input-file --attn-report-tiles=target=vulkan -o /dev/null 2>&1 | FileCheck %s --check-prefix=VULKAN
// RUN: attn-opt %s --split-input-file --attn-select-kernel-config="target=spirv target-env=nvidia" --attn-report-tiles -o /dev/null 2>&1 | FileCheck %s --check-prefix=VKNV
// RUN: attn-opt %s --split-input-file --attn-report-tiles="target=host tile-m=64 tile-n=32" -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOST
// The host's own choice depends on its caches; x86-64-v3 is a fixed CPU
// description with the caches of this project's build machines (32 KiB L1,
// 512 KiB L2), on which `host` chooses the same:
// RUN: attn-opt %s --split-input-file --attn-report-tiles=target=x86-64-v3 -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOSTAUTO
// RUN: attn-opt %s --split-input-file --attn-report-tiles=target=host -o /dev/null 2>&1 | FileCheck %s --check-prefix=HOSTREAD
// HOSTREAD: remark: target=host tile_m={{[0-9]+}} tile_n={{[0-9]+}}
// x86-64-v4 (1 MiB of L2): larger query tiles.
// RUN: attn-opt %s --split-input-file --attn-report-tiles=target=x86-64-v4 -o /dev/null 2>&1 | FileCheck %s --check-prefix=V4

// d = 128 f16 attention, 16 heads of 4096 tokens. With 227 KiB of shared
// memory (and registers bounding the f32 score and accumulator tiles and
// the repacked probabilities),
// sm_90 takes 128×64 tiles: K and V are read 32 times, the materialised
// f32 score matrix would cost ~3.9× more HBM traffic. Lavapipe (32 KiB) and a
// generic Vulkan device (16 KiB) get smaller tiles, so K and V are re-read
// 128 times and the tiled kernel barely saves traffic.
// On sm_90a the kernel chosen is the wgmma one, warp-specialized at
// d = 128 (three warpgroups: a producer and two consumers of one m64 slice
// each; two stages of 128-key K/V blocks copied by TMA, 2 * (128 * 128 +
// 2 * 128 * 256) bytes; the instruction shape m64n128k16 of Q·Kᵀ), with
// the same traffic (the query tile is the same).
// SM90A: remark: kernel=wgmma tile_m=128 tile_n=128 workgroup_size=384 lanes_per_row=1 sram_bytes=163840 kv_stages=2 copy=tma lazy_rescale=1 q_in_registers=0 mma_shape=64x128x16 hbm_bytes_tiled=1107296256
// SM90: remark: target=sm_90 tile_m=128 tile_n=64 sram_bytes=98304 registers_per_thread=224 query_registers=0 hbm_bytes_tiled=1107296256 hbm_bytes_materialized=4362076160 traffic_ratio=3.94
// LAVAPIPE: remark: target=lavapipe tile_m=32 tile_n=32 sram_bytes=24576 registers_per_thread=88 query_registers=0 hbm_bytes_tiled=4328521728 hbm_bytes_materialized=4362076160 traffic_ratio=1.01
// VULKAN: remark: target=vulkan tile_m=32 tile_n=16 sram_bytes=16384 registers_per_thread=76 query_registers=0
// The kernel chosen for NVIDIA's Vulkan driver: cooperative matrices, 64 x 16
// (2 subgroups of 32 lanes, 32 rows each; 2 * max(64 * 128 for the Q tile, 2 * 16 * 256 for two
// K/V block buffers in its memory) + 6 * 64 * 16 for P and S bytes): K and V
// are read 64 times, twice the wgmma kernel's traffic.
// VKNV: remark: kernel=cooperative_matrix tile_m=64 tile_n=16 workgroup_size=64 lanes_per_row=1 sram_bytes=22528 kv_stages=1 copy=sync lazy_rescale=1 q_in_registers=0 mma_shape=16x16x16 hbm_bytes_tiled=2181038080 hbm_bytes_materialized=4362076160 traffic_ratio=2.00
// HOST: remark: target=host tile_m=64 tile_n=32 sram_bytes=73728 registers_per_thread=0 query_registers=0 hbm_bytes_tiled=2181038080
// The host's own choice: the key blocks of K and V in f32 within a 32 KiB
// L1 data cache, which every register tile of the query tile streams them
// through: 32 keys at d = 128 (and 96), 64 at d = 64; query tiles as large
// as the tiles' share of L2 (512 KiB) takes, up to 512 rows.
// HOSTAUTO: remark: target=x86-64-v3 tile_m=512 tile_n=32 sram_bytes=475136
// V4: remark: target=x86-64-v4 tile_m=512 tile_n=32 sram_bytes=475136
func.func @report(%q: tensor<16x4096x128xf16>, %k: tensor<16x4096x128xf16>, %v: tensor<16x4096x128xf16>, %s: f32) -> tensor<16x4096x128xf16> {
  %init = tensor.empty() : tensor<16x4096x128xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<16x4096x128xf16>, tensor<16x4096x128xf16>, tensor<16x4096x128xf16>, f32)
      outs(%init : tensor<16x4096x128xf16>) -> tensor<16x4096x128xf16>
  return %0 : tensor<16x4096x128xf16>
}

// -----

// Dynamic sequence lengths: tiles are still chosen (head dims are static),
// the traffic depends on the lengths. At d = 64 a 128-key block would need
// 256 registers per thread; 64 keys fit, and leave room for Q's fragments
// (128 * 64 * 2 bytes / 4 / 128 threads = 32 registers) to stay resident,
// which d = 128 (above) and d = 96 (below) do not.
// SM90: remark: target=sm_90 tile_m=128 tile_n=64 sram_bytes=49152 registers_per_thread=160 query_registers=32 hbm_bytes=dynamic
// The wgmma kernel takes the largest key block first: 64 x 128 at d = 64.
// SM90A: remark: kernel=wgmma tile_m=64 tile_n=128 workgroup_size=128 lanes_per_row=1 sram_bytes=73728 kv_stages=2 copy=tma lazy_rescale=1 q_in_registers=0 mma_shape=64x128x16 hbm_bytes=dynamic
// VKNV: remark: kernel=cooperative_matrix tile_m=64 tile_n=16 workgroup_size=64 lanes_per_row=1 sram_bytes=14336 {{.*}} hbm_bytes=dynamic
// HOSTAUTO: remark: target=x86-64-v3 tile_m=512 tile_n=64 sram_bytes=344064
func.func @report_dynamic(%q: tensor<8x?x64xf16>, %k: tensor<8x?x64xf16>, %v: tensor<8x?x64xf16>, %s: f32, %o: tensor<8x?x64xf16>) -> tensor<8x?x64xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<8x?x64xf16>, tensor<8x?x64xf16>, tensor<8x?x64xf16>, f32)
      outs(%o : tensor<8x?x64xf16>) -> tensor<8x?x64xf16>
  return %0 : tensor<8x?x64xf16>
}

// -----

// 16-bit inputs at d = 96: GPU shared-memory rows are padded to 128
// elements (the tensor-core kernel's swizzled rows), so the tiles and the
// shared memory are d = 128's, as convert-attn-to-gpu builds them
// (2 * (128 * 128 + 2 * 64 * 256) bytes). The host pads nothing.
// SM90: remark: target=sm_90 tile_m=128 tile_n=64 sram_bytes=98304 registers_per_thread=224 query_registers=0 hbm_bytes=dynamic
// d = 96 takes wgmma too (V's second 64-column atom half used).
// SM90A: remark: kernel=wgmma tile_m=128 tile_n=64 workgroup_size=128 lanes_per_row=1 sram_bytes=98304 kv_stages=2 copy=tma lazy_rescale=1 q_in_registers=0 mma_shape=64x64x16
// bf16 has no cooperative matrices there: the SIMT kernel.
// VKNV: remark: kernel=simt tile_m=128 tile_n=32
// HOST: remark: target=host tile_m=64 tile_n=32 sram_bytes=57344 registers_per_thread=0 query_registers=0 hbm_bytes=dynamic
// HOSTAUTO: remark: target=x86-64-v3 tile_m=512 tile_n=32 sram_bytes=372736
func.func @report_padded(%q: tensor<8x?x96xbf16>, %k: tensor<8x?x96xbf16>, %v: tensor<8x?x96xbf16>, %s: f32, %o: tensor<8x?x96xbf16>) -> tensor<8x?x96xbf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<8x?x96xbf16>, tensor<8x?x96xbf16>, tensor<8x?x96xbf16>, f32)
      outs(%o : tensor<8x?x96xbf16>) -> tensor<8x?x96xbf16>
  return %0 : tensor<8x?x96xbf16>
}

// -----

// f32 at d = 128 on the host: the query tile bounded by L2 (256 rows; 512
// would need 608 KiB); the same attention causal keeps 128-row query tiles
// (the blocks across the diagonal are computed whole: tile-m / N of the
// work again). GPU targets choose the same tiles either way.
// HOSTAUTO: remark: target=x86-64-v3 tile_m=256 tile_n=32 sram_bytes=327680
// V4: remark: target=x86-64-v4 tile_m=512 tile_n=32 sram_bytes=622592
// HOSTAUTO: remark: target=x86-64-v3 tile_m=128 tile_n=32 sram_bytes=180224
// SM90: remark: target=sm_90 tile_m=[[M:[0-9]+]] tile_n=[[N:[0-9]+]] sram_bytes=[[B:[0-9]+]]
// SM90: remark: target=sm_90 tile_m=[[M]] tile_n=[[N]] sram_bytes=[[B]]
func.func @report_host_causal(%q: tensor<8x?x128xf32>, %k: tensor<8x?x128xf32>, %v: tensor<8x?x128xf32>, %s: f32, %o: tensor<8x?x128xf32>) -> (tensor<8x?x128xf32>, tensor<8x?x128xf32>) {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<8x?x128xf32>, tensor<8x?x128xf32>, tensor<8x?x128xf32>, f32)
      outs(%o : tensor<8x?x128xf32>) -> tensor<8x?x128xf32>
  %1 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>] causal(top_left)
      ins(%q, %k, %v, %s : tensor<8x?x128xf32>, tensor<8x?x128xf32>, tensor<8x?x128xf32>, f32)
      outs(%o : tensor<8x?x128xf32>) -> tensor<8x?x128xf32>
  return %0, %1 : tensor<8x?x128xf32>, tensor<8x?x128xf32>
}
