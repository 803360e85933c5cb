// RUN: attn-opt %s --attn-tile-kv=target=sm_90 --canonicalize | FileCheck %s
// RUN: attn-opt %s --attn-tile-kv="target=sm_90 tile-n=8" --canonicalize | FileCheck %s --check-prefix=GIVEN

// The key block of an op that carries a kernel configuration (a kernel's
// op) is its tile_n (sm_90's description would take 64 keys);
// tile-n still wins over it.
// CHECK-LABEL: func.func @kernel_config_tiles
// CHECK: scf.for %{{.*}} = %c0 to %c96 step %c16 iter_args
// GIVEN-LABEL: func.func @kernel_config_tiles
// GIVEN: scf.for %{{.*}} = %c0 to %c96 step %c8 iter_args
func.func @kernel_config_tiles(%q: tensor<32x64xf16>, %k: tensor<100x64xf16>, %v: tensor<100x64xf16>, %s: f32) -> tensor<32x64xf16> {
  %init = tensor.empty() : tensor<32x64xf16>
  %0 = attn.attention indexing_maps = [
      affine_map<(m, n, k1, k2) -> (m, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k1)>,
      affine_map<(m, n, k1, k2) -> (n, k2)>,
      affine_map<(m, n, k1, k2) -> (m, k2)>]
      ins(%q, %k, %v, %s : tensor<32x64xf16>, tensor<100x64xf16>, tensor<100x64xf16>, f32)
      outs(%init : tensor<32x64xf16>) {attn.kernel_config = #attn.kernel_config<kind = simt, tile_m = 32, tile_n = 16, workgroup_size = 128>} -> tensor<32x64xf16>
  return %0 : tensor<32x64xf16>
}
