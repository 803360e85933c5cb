// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' | FileCheck %s
// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu{kernel=mma},gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' | FileCheck %s

// Head dim 256: kernel=auto takes the tensor-core kernel, as kernel=mma does.

// The tensor-core kernel: tile-m 64 (O takes 128 registers per thread) and
// tile-n 32, so that two workgroups share an sm_90 multiprocessor
// (2 * (64 * 256 + 2 * 32 * 512) = 96 KiB each).
// CHECK-LABEL: func.func @d256
// CHECK: dynamic_shared_memory_bytes = 98304
// CHECK-SAME: tile_m = 64 : i64, tile_n = 32 : i64
// CHECK-SAME: variant = "mma.sync"
// A row is 32 16-byte chunks, so one pass of 128 threads copies 4 rows:
// chunk c of row r goes to c ^ (r % 8), and the odd passes (rows 4..7 mod
// 8) flip bit 2 of the thread's swizzled chunk. Q: 64 rows, 16 passes.
// CHECK: %[[CHUNK:.*]] = arith.remui %thread_id_x, %c32
// CHECK: %[[ROW:.*]] = arith.divui %thread_id_x, %c32
// CHECK: %[[LOW:.*]] = arith.andi %[[ROW]], %c7
// CHECK: %[[SWIZZLED:.*]] = arith.xori %[[CHUNK]], %[[LOW]] : index
// CHECK-NOT: arith.xori %[[SWIZZLED]]
// CHECK: nvvm.cp.async.shared.global
// CHECK-NOT: nvvm.cp.async.shared.global
// CHECK: arith.xori %[[SWIZZLED]], %c4{{.*}} : index
// CHECK: nvvm.cp.async.shared.global
// CHECK-NOT: arith.xori %[[SWIZZLED]]
// CHECK: nvvm.cp.async.shared.global
// CHECK: arith.xori %[[SWIZZLED]], %c4{{.*}} : index
// CHECK: nvvm.cp.async.shared.global
func.func @d256(%q: tensor<?x?x256xf16>, %k: tensor<?x?x256xf16>, %v: tensor<?x?x256xf16>, %s: f32, %o: tensor<?x?x256xf16>) -> tensor<?x?x256xf16> {
  %0 = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x256xf16>, tensor<?x?x256xf16>, tensor<?x?x256xf16>, f32)
      outs(%o : tensor<?x?x256xf16>) -> tensor<?x?x256xf16>
  return %0 : tensor<?x?x256xf16>
}
