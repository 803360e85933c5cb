// RUN: attn-opt %s --split-input-file --attn-map-to-gpu | FileCheck %s
// RUN: attn-opt %s --split-input-file --attn-map-to-gpu=chip=sm_80 | FileCheck %s --check-prefix=SM80

// A structured kernel's workgroup after bufferization and promotion: the
// workgroup loop over (batch, query tiles), a promoted tile (global into
// workgroup memory, then the promotion's barrier), a temporary, linalg ops
// on them, and two KV-style loops with a buffer of their own each.
//
// The loop becomes block (x, y): tile x * 32, batch y. Every buffer is a
// view of the dynamic shared memory: the promoted tile at 0 (32 rows of
// 72 f16), the temporary after it (bound 32 x 64 f32), and the two loops'
// buffers at the same offset, since their loops run one after the other.
// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.mlir.global external @attn_shared_memory() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: gpu.func @attention
// CHECK-SAME: dynamic_shared_memory_bytes = 14848 : i64
// CHECK-SAME: shared_memory_bytes = 14848 : i64
// CHECK-SAME: nvvm.minctasm = 15 : i32
// CHECK: %[[BASE:.*]] = llvm.mlir.addressof @attn_shared_memory : !llvm.ptr<3>
// CHECK: %[[SHARED:.*]] = attn.pointer_to_memref %[[BASE]] sizes(%{{.*}}) strides(%{{.*}}) : !llvm.ptr<3> -> memref<14848xi8, #gpu.address_space<workgroup>>
// CHECK: %[[BX:.*]] = gpu.block_id x
// CHECK: %[[M:.*]] = arith.muli %[[BX]], %c32
// CHECK: %[[BY:.*]] = gpu.block_id y
// CHECK: %[[B:.*]] = arith.remui %[[BY]], %c2
// CHECK-NOT: scf.forall
// CHECK: %[[BUF:.*]] = memref.view %[[SHARED]][%{{c0.*}}][] : memref<14848xi8, #gpu.address_space<workgroup>> to memref<1x32x72xf16, #gpu.address_space<workgroup>>
//
// The promoted copy: 16-byte chunks (8 f16, L1 bypassed) spread over the
// 128 threads, committed as one group; the thread waits for its copies
// before the promotion's barrier.
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: scf.for %[[I:.*]] = %[[TID]] to %{{.*}} step %{{c128.*}} {
// CHECK:   nvgpu.device_async_copy %{{.*}}[{{.*}}], %{{.*}}[{{.*}}], 8 {bypassL1} : memref<1x?x64xf16, strided<[?, ?, 1], offset: ?>, #gpu.address_space<global>> to memref<1x?x64xf16, strided<[2304, 72, 1]>, #gpu.address_space<workgroup>>
// CHECK: }
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: gpu.barrier
//
// The temporary moved to shared memory, and each linalg op run point by
// point over the threads (its index offset by the point), then a barrier.
// CHECK: %[[TMP:.*]] = memref.view %[[SHARED]][%{{c4608.*}}][%{{.*}}] : memref<14848xi8, #gpu.address_space<workgroup>> to memref<1x?x64xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{c128.*}} {
// CHECK:   linalg.generic {{.*}} outs(%{{.*}} : memref<1x1x1xf32, strided<[?, 64, 1], offset: ?>, #gpu.address_space<workgroup>>)
// CHECK:   }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for %[[P:.*]] = %{{.*}} to %{{.*}} step %{{c128.*}} {
// CHECK:   %[[COL:.*]] = arith.remui %[[P]], %{{c64.*}}
// CHECK:   linalg.generic
// CHECK:     %[[IDX:.*]] = linalg.index 2 : index
// CHECK:     affine.apply #{{.*}}(%[[COL]])[%[[IDX]]]
// CHECK:   }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK:   memref.view %[[SHARED]][%{{c12800.*}}][%{{.*}}] : memref<14848xi8, #gpu.address_space<workgroup>> to memref<1x?x16xf32, #gpu.address_space<workgroup>>
// CHECK: scf.for
// CHECK:   memref.view %[[SHARED]][%{{c12800.*}}][%{{.*}}] : memref<14848xi8, #gpu.address_space<workgroup>> to memref<1x?x16xf32, #gpu.address_space<workgroup>>
// CHECK-NOT: memref.alloc
// CHECK: gpu.return

// sm_80 holds fewer such blocks per multiprocessor.
// SM80: nvvm.minctasm = 11 : i32

#id3 = affine_map<(b, m, d) -> (b, m, d)>
gpu.module @kernels {
  gpu.func @attention(%src: memref<2x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>, %dst: memref<2x?x64xf32, strided<[?, ?, 1]>, #gpu.address_space<global>>, %n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {alignment_bytes = 16 : i64, block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "b0", size = 2 : i64}, {name = "m", size = -1 : i64}], variant = "structured", dynamic_shared_memory_bytes = 0 : i64, shared_memory_bytes = 0 : i64}, known_block_size = array<i32: 128, 1, 1>} {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c64 = arith.constant 64 : index
    %zero = arith.constant 0.0 : f32
    scf.forall (%b, %m) = (0, 0) to (2, %n) step (1, 32) {
      %buf = memref.alloc() {alignment = 64 : i64} : memref<1x32x72xf16, #gpu.address_space<workgroup>>
      %rows = affine.min affine_map<(d0)[s0] -> (-d0 + s0, 32)>(%m)[%n]
      %tile = memref.subview %src[%b, %m, 0] [1, %rows, 64] [1, 1, 1] : memref<2x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to memref<1x?x64xf16, strided<[?, ?, 1], offset: ?>, #gpu.address_space<global>>
      %view = memref.subview %buf[0, 0, 0] [1, %rows, 64] [1, 1, 1] : memref<1x32x72xf16, #gpu.address_space<workgroup>> to memref<1x?x64xf16, strided<[2304, 72, 1]>, #gpu.address_space<workgroup>>
      linalg.copy ins(%tile : memref<1x?x64xf16, strided<[?, ?, 1], offset: ?>, #gpu.address_space<global>>) outs(%view : memref<1x?x64xf16, strided<[2304, 72, 1]>, #gpu.address_space<workgroup>>)
      gpu.barrier
      %tmp = memref.alloc(%rows) {alignment = 64 : i64} : memref<1x?x64xf32>
      linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
          ins(%view : memref<1x?x64xf16, strided<[2304, 72, 1]>, #gpu.address_space<workgroup>>) outs(%tmp : memref<1x?x64xf32>) {
      ^bb0(%x: f16, %y: f32):
        %e = arith.extf %x : f16 to f32
        linalg.yield %e : f32
      }
      %out = memref.subview %dst[%b, %m, 0] [1, %rows, 64] [1, 1, 1] : memref<2x?x64xf32, strided<[?, ?, 1]>, #gpu.address_space<global>> to memref<1x?x64xf32, strided<[?, ?, 1], offset: ?>, #gpu.address_space<global>>
      linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
          ins(%tmp : memref<1x?x64xf32>) outs(%out : memref<1x?x64xf32, strided<[?, ?, 1], offset: ?>, #gpu.address_space<global>>) {
      ^bb0(%x: f32, %y: f32):
        %col = linalg.index 2 : index
        %i = arith.index_cast %col : index to i32
        %f = arith.sitofp %i : i32 to f32
        %r = arith.addf %x, %f : f32
        linalg.yield %r : f32
      }
      scf.for %j = %c0 to %c64 step %c16 {
        %s = memref.alloc(%rows) {alignment = 64 : i64} : memref<1x?x16xf32>
        linalg.fill ins(%zero : f32) outs(%s : memref<1x?x16xf32>)
      }
      scf.for %j = %c0 to %c64 step %c16 {
        %s = memref.alloc(%rows) {alignment = 64 : i64} : memref<1x?x16xf32>
        linalg.fill ins(%zero : f32) outs(%s : memref<1x?x16xf32>)
      }
    }
    gpu.return
  }
}

// -----

// Canonicalization folds the loop dims of one iteration: here batch dim 0
// (size 1) and the query dim (64 rows, one tile of 64). The dim left is
// batch dim 1, run by blocks along y; no block index along x is needed.
// CHECK-LABEL: gpu.module @folded
// CHECK: gpu.func @attention
// CHECK-NOT: gpu.block_id x
// CHECK: %[[BY:.*]] = gpu.block_id y
// CHECK: %[[H:.*]] = arith.remui %[[BY]], %{{c3.*}} : index
// CHECK: memref.subview %{{.*}}[0, %[[H]], 0, 0] [1, 1, 64, 64]
// CHECK-NOT: scf.forall
gpu.module @folded {
  gpu.func @attention(%src: memref<1x3x64x64xf32, #gpu.address_space<global>>) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 64, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 64 : i64, loops = [{name = "b0", size = 1 : i64}, {name = "b1", size = 3 : i64}, {name = "m", size = 64 : i64}], variant = "structured"}, known_block_size = array<i32: 128, 1, 1>} {
    %zero = arith.constant 0.0 : f32
    scf.forall (%h) in (3) {
      %tile = memref.subview %src[0, %h, 0, 0] [1, 1, 64, 64] [1, 1, 1, 1] : memref<1x3x64x64xf32, #gpu.address_space<global>> to memref<1x1x64x64xf32, strided<[12288, 4096, 64, 1], offset: ?>, #gpu.address_space<global>>
      linalg.fill ins(%zero : f32) outs(%tile : memref<1x1x64x64xf32, strided<[12288, 4096, 64, 1], offset: ?>, #gpu.address_space<global>>)
    }
    gpu.return
  }
}

// -----

// With every dim folded there is no loop left: one block runs the body.
// CHECK-LABEL: gpu.module @single
// CHECK-NOT: gpu.block_id
// CHECK: scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{c128.*}}
gpu.module @single {
  gpu.func @attention(%dst: memref<1x64x64xf32, #gpu.address_space<global>>) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 64, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 64 : i64, loops = [{name = "b0", size = 1 : i64}, {name = "m", size = 64 : i64}], variant = "structured"}, known_block_size = array<i32: 128, 1, 1>} {
    %zero = arith.constant 0.0 : f32
    linalg.fill ins(%zero : f32) outs(%dst : memref<1x64x64xf32, #gpu.address_space<global>>)
    gpu.return
  }
}
