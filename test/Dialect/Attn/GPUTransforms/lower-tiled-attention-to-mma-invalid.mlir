// A nest the stages did not make as the kernel configuration says is
// refused with what was expected: key blocks of another size, query tiles
// of another size, a split-KV nest, a kernel not tiled.
// RUN: attn-opt %s --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never tile-n=32},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false --verify-diagnostics --split-input-file
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90 tile-m=64},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TILE-M
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=always},attn-promote-to-shared-memory{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=SPLIT
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNTILED
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-lower-tiled-attention-to-mma{chip=sm_70}))' 2>&1 | FileCheck %s --check-prefix=CHIP
// A wgmma kernel lowered for a chip without wgmma.
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu{chip=sm_90a kernel=wgmma},gpu.module(attn-tile-parallel{target=sm_90a},attn-tile-kv{target=sm_90a split-kv=never},attn-promote-to-shared-memory{target=sm_90a},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=WGMMA-CHIP
// The step's tiles not promoted, or promoted with one stage where the
// kernel configuration double-buffers.
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=UNPROMOTED
// RUN: not attn-opt %s --split-input-file --pass-pipeline='builtin.module(convert-attn-to-gpu,gpu.module(attn-tile-parallel{target=sm_90},attn-tile-kv{target=sm_90 split-kv=never},attn-promote-to-shared-memory{target=sm_90 stages=1},attn-lower-tiled-attention-to-mma{chip=sm_90}))' -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=STAGES

// UNPROMOTED: error: 'attn.online_attention' op expected the Q tile in workgroup memory, copied there by attn-promote-to-shared-memory: the mma_sync kernel's step reads it from there
// STAGES: error: 'linalg.copy' op expected 2 stage(s) of the K block in flight (the mma_sync kernel configuration's kv_stages), got 1
// TILE-M: error: 'scf.forall' op expected workgroup dim 1 from 0 by 128 (the kernel's tile_m 128 for the query dim)
// SPLIT: error: 'gpu.func' op expected one scf.forall of workgroups (the output of attn-tile-parallel), found 2
// UNTILED: error: 'gpu.func' op expected the kernel's attention tiled into workgroups and KV loops of attn.online_attention steps (attn-tile-parallel, attn-tile-kv) first
// WGMMA-CHIP: error: 'gpu.func' op is a wgmma kernel, which needs a chip with the warpgroup matrix instructions (sm_90a), got sm_90
// CHIP: error: attn-lower-tiled-attention-to-mma: unknown NVIDIA chip 'sm_70'; known chips: sm_80, sm_90, sm_90a

func.func @plain(%q: tensor<?x?x64xf16>, %k: tensor<?x?x64xf16>, %v: tensor<?x?x64xf16>, %s: f32, %o: tensor<?x?x64xf16>) -> tensor<?x?x64xf16> {
  // expected-error @+1 {{'scf.for' op expected a KV loop by the kernel's tile_n 64}}
  %r = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %s : tensor<?x?x64xf16>, tensor<?x?x64xf16>, tensor<?x?x64xf16>, f32)
      outs(%o : tensor<?x?x64xf16>) -> tensor<?x?x64xf16>
  return %r : tensor<?x?x64xf16>
}

// -----

// The nest of a query tile the tensor-core code has no warp layout for
// (attn-tile-parallel{tile-m=96}, the configuration edited to match).
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map4 = affine_map<(d0)[s0] -> (-d0 + s0, 96)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {gpu.container_module} {
  gpu.module @attn_kernel_0 {
    llvm.mlir.global external @attn_shared_memory() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    // expected-error @+1 {{'gpu.func' op expected a tensor-core kernel configuration of tile_m 64 or 128 (192 or 256 warp-specialized) and tile_n 32, 64 or 128 for head dims up to 256, got tile_m = 96, tile_n = 64, head dims 64 and 64}}
    gpu.func @attention(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: f32, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64) kernel attributes {attn.abi = {alignment_bytes = 16 : i64, args = [{name = "q", type = "ptr"}, {name = "k", type = "ptr"}, {name = "v", type = "ptr"}, {name = "o", type = "ptr"}, {name = "scale", type = "f32"}, {name = "m", type = "i64"}, {name = "n", type = "i64"}, {name = "size_b0", type = "i64"}, {name = "q_stride_b0", type = "i64"}, {name = "q_stride_m", type = "i64"}, {name = "k_stride_b0", type = "i64"}, {name = "k_stride_n", type = "i64"}, {name = "v_stride_b0", type = "i64"}, {name = "v_stride_n", type = "i64"}, {name = "o_stride_b0", type = "i64"}, {name = "o_stride_m", type = "i64"}], block_size = 128 : i64, causal = "none", contiguous_dims = ["k1", "k2"], dynamic_shared_memory_bytes = 49152 : i64, grid = "x = ceil(m / tile_m), y = product of the batch dims", loops = [{name = "b0", size = -1 : i64}, {name = "m", size = -1 : i64}, {name = "n", size = -1 : i64}, {name = "k1", size = 64 : i64}, {name = "k2", size = 64 : i64}], shared_memory_bytes = 49152 : i64, tensors = [{dims = ["b0", "m", "k1"], element_type = "f16", name = "q", output = false}, {dims = ["b0", "n", "k1"], element_type = "f16", name = "k", output = false}, {dims = ["b0", "n", "k2"], element_type = "f16", name = "v", output = false}, {dims = ["b0", "m", "k2"], element_type = "f16", name = "o", output = true}], tile_m = 128 : i64, tile_n = 64 : i64, variant = "mma.sync"}, attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 96, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>, known_block_size = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(64 : i64) : i64
      %1 = llvm.mlir.constant(1 : i64) : i64
      %2 = attn.pointer_to_memref %arg0 sizes(%arg7, %arg5, %0) strides(%arg8, %arg9, %1) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %3 = bufferization.to_tensor %2 restrict : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %4 = llvm.mlir.constant(64 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = attn.pointer_to_memref %arg1 sizes(%arg7, %arg6, %4) strides(%arg10, %arg11, %5) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %7 = bufferization.to_tensor %6 restrict : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %8 = llvm.mlir.constant(64 : i64) : i64
      %9 = llvm.mlir.constant(1 : i64) : i64
      %10 = attn.pointer_to_memref %arg2 sizes(%arg7, %arg6, %8) strides(%arg12, %arg13, %9) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %11 = bufferization.to_tensor %10 restrict : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %12 = llvm.mlir.constant(64 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = attn.pointer_to_memref %arg3 sizes(%arg7, %arg5, %12) strides(%arg14, %arg15, %13) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %15 = bufferization.to_tensor %14 restrict writable : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %3, %c0 : tensor<?x?x64xf16>
      %c1 = arith.constant 1 : index
      %dim_0 = tensor.dim %3, %c1 : tensor<?x?x64xf16>
      %c1_1 = arith.constant 1 : index
      %dim_2 = tensor.dim %7, %c1_1 : tensor<?x?x64xf16>
      %16 = scf.forall (%arg16, %arg17) = (0, 0) to (%dim, %dim_0) step (1, 96) shared_outs(%arg18 = %15) -> (tensor<?x?x64xf16>) {
        %17 = affine.min #map4(%arg17)[%dim_0]
        %c1_3 = arith.constant 1 : index
        %dim_4 = tensor.dim %7, %c1_3 : tensor<?x?x64xf16>
        %extracted_slice = tensor.extract_slice %3[%arg16, %arg17, 0] [1, %17, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %extracted_slice_5 = tensor.extract_slice %7[%arg16, 0, 0] [1, %dim_2, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %extracted_slice_6 = tensor.extract_slice %11[%arg16, 0, 0] [1, %dim_2, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %extracted_slice_7 = tensor.extract_slice %arg18[%arg16, %arg17, 0] [1, %17, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %c1_8 = arith.constant 1 : index
        %c1_9 = arith.constant 1 : index
        %c0_10 = arith.constant 0 : index
        %18 = tensor.empty(%17) : tensor<1x?x64xf32>
        %cst = arith.constant 0.000000e+00 : f32
        %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
        %20 = tensor.empty(%17) : tensor<1x?xf32>
        %cst_11 = arith.constant 0xFF800000 : f32
        %21 = linalg.fill ins(%cst_11 : f32) outs(%20 : tensor<1x?xf32>) -> tensor<1x?xf32>
        %22 = tensor.empty(%17) : tensor<1x?xf32>
        %cst_12 = arith.constant 0.000000e+00 : f32
        %23 = linalg.fill ins(%cst_12 : f32) outs(%22 : tensor<1x?xf32>) -> tensor<1x?xf32>
        %24 = arith.subi %dim_2, %c0_10 : index
        %c64 = arith.constant 64 : index
        %c64_13 = arith.constant 64 : index
        %25 = arith.divui %24, %c64_13 : index
        %26 = arith.muli %25, %c64 : index
        %27 = arith.addi %c0_10, %26 : index
        %c64_14 = arith.constant 64 : index
        %28:3 = scf.for %arg19 = %c0_10 to %27 step %c64_14 iter_args(%arg20 = %19, %arg21 = %21, %arg22 = %23) -> (tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) {
          %extracted_slice_16 = tensor.extract_slice %extracted_slice_5[0, %arg19, 0] [1, 64, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x64x64xf16>
          %extracted_slice_17 = tensor.extract_slice %extracted_slice_6[0, %arg19, 0] [1, 64, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x64x64xf16>
          %31:3 = attn.online_attention indexing_maps = [#map, #map1, #map2, #map3, #map5, #map5] ins(%extracted_slice, %extracted_slice_16, %extracted_slice_17, %arg4 : tensor<1x?x64xf16>, tensor<1x64x64xf16>, tensor<1x64x64xf16>, f32) outs(%arg20, %arg21, %arg22 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) -> tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
          scf.yield %31#0, %31#1, %31#2 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
        }
        %c64_15 = arith.constant 64 : index
        %29:3 = scf.for %arg19 = %27 to %dim_2 step %c64_15 iter_args(%arg20 = %28#0, %arg21 = %28#1, %arg22 = %28#2) -> (tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) {
          %31 = arith.subi %dim_2, %arg19 : index
          %32 = arith.minsi %c64_15, %31 : index
          %extracted_slice_16 = tensor.extract_slice %extracted_slice_5[0, %arg19, 0] [1, %32, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x?x64xf16>
          %extracted_slice_17 = tensor.extract_slice %extracted_slice_6[0, %arg19, 0] [1, %32, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x?x64xf16>
          %33:3 = attn.online_attention indexing_maps = [#map, #map1, #map2, #map3, #map5, #map5] ins(%extracted_slice, %extracted_slice_16, %extracted_slice_17, %arg4 : tensor<1x?x64xf16>, tensor<1x?x64xf16>, tensor<1x?x64xf16>, f32) outs(%arg20, %arg21, %arg22 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) -> tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
          scf.yield %33#0, %33#1, %33#2 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
        }
        %30 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29#0, %29#2 : tensor<1x?x64xf32>, tensor<1x?xf32>) outs(%extracted_slice_7 : tensor<1x?x64xf16>) {
        ^bb0(%in: f32, %in_16: f32, %out: f16):
          %cst_17 = arith.constant 0.000000e+00 : f32
          %31 = arith.cmpf oeq, %in_16, %cst_17 : f32
          %cst_18 = arith.constant 1.000000e+00 : f32
          %32 = arith.divf %cst_18, %in_16 : f32
          %33 = arith.select %31, %cst_17, %32 : f32
          %34 = arith.mulf %in, %33 : f32
          %35 = arith.truncf %34 : f32 to f16
          linalg.yield %35 : f16
        } -> tensor<1x?x64xf16>
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %30 into %arg18[%arg16, %arg17, 0] [1, %17, 64] [1, 1, 1] : tensor<1x?x64xf16> into tensor<?x?x64xf16>
        }
      }
      bufferization.materialize_in_destination %16 in restrict writable %14 : (tensor<?x?x64xf16>, memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>) -> ()
      gpu.return
    }
  }
}


// -----

// A kernel whose attn.abi lost its tensors: the lowering reads their layouts
// there.
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map4 = affine_map<(d0)[s0] -> (-d0 + s0, 128)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {gpu.container_module} {
  gpu.module @attn_kernel_0 {
    llvm.mlir.global external @attn_shared_memory() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    // expected-error @+1 {{'gpu.func' op expected the kernel's attn.abi (as convert-attn-to-gpu writes it) with its arguments and tensors}}
    gpu.func @attention(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<1>, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>, %arg4: f32, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i64, %arg13: i64, %arg14: i64, %arg15: i64) kernel attributes {attn.abi = {alignment_bytes = 16 : i64, args = [{name = "q", type = "ptr"}, {name = "k", type = "ptr"}, {name = "v", type = "ptr"}, {name = "o", type = "ptr"}, {name = "scale", type = "f32"}, {name = "m", type = "i64"}, {name = "n", type = "i64"}, {name = "size_b0", type = "i64"}, {name = "q_stride_b0", type = "i64"}, {name = "q_stride_m", type = "i64"}, {name = "k_stride_b0", type = "i64"}, {name = "k_stride_n", type = "i64"}, {name = "v_stride_b0", type = "i64"}, {name = "v_stride_n", type = "i64"}, {name = "o_stride_b0", type = "i64"}, {name = "o_stride_m", type = "i64"}], block_size = 128 : i64, causal = "none", contiguous_dims = ["k1", "k2"], dynamic_shared_memory_bytes = 49152 : i64, grid = "x = ceil(m / tile_m), y = product of the batch dims", loops = [{name = "b0", size = -1 : i64}, {name = "m", size = -1 : i64}, {name = "n", size = -1 : i64}, {name = "k1", size = 64 : i64}, {name = "k2", size = 64 : i64}], shared_memory_bytes = 49152 : i64, tile_m = 128 : i64, tile_n = 64 : i64, variant = "mma.sync"}, attn.kernel_config = #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128, shared_memory_bytes = 49152, kv_stages = 2, copy = async, lazy_rescale = true, q_in_registers = true, mma_shape = [16, 8, 16]>, known_block_size = array<i32: 128, 1, 1>} {
      %0 = llvm.mlir.constant(64 : i64) : i64
      %1 = llvm.mlir.constant(1 : i64) : i64
      %2 = attn.pointer_to_memref %arg0 sizes(%arg7, %arg5, %0) strides(%arg8, %arg9, %1) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %3 = bufferization.to_tensor %2 restrict : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %4 = llvm.mlir.constant(64 : i64) : i64
      %5 = llvm.mlir.constant(1 : i64) : i64
      %6 = attn.pointer_to_memref %arg1 sizes(%arg7, %arg6, %4) strides(%arg10, %arg11, %5) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %7 = bufferization.to_tensor %6 restrict : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %8 = llvm.mlir.constant(64 : i64) : i64
      %9 = llvm.mlir.constant(1 : i64) : i64
      %10 = attn.pointer_to_memref %arg2 sizes(%arg7, %arg6, %8) strides(%arg12, %arg13, %9) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %11 = bufferization.to_tensor %10 restrict : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %12 = llvm.mlir.constant(64 : i64) : i64
      %13 = llvm.mlir.constant(1 : i64) : i64
      %14 = attn.pointer_to_memref %arg3 sizes(%arg7, %arg5, %12) strides(%arg14, %arg15, %13) : !llvm.ptr<1> -> memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>
      %15 = bufferization.to_tensor %14 restrict writable : memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>> to tensor<?x?x64xf16>
      %c0 = arith.constant 0 : index
      %dim = tensor.dim %3, %c0 : tensor<?x?x64xf16>
      %c1 = arith.constant 1 : index
      %dim_0 = tensor.dim %3, %c1 : tensor<?x?x64xf16>
      %c1_1 = arith.constant 1 : index
      %dim_2 = tensor.dim %7, %c1_1 : tensor<?x?x64xf16>
      %16 = scf.forall (%arg16, %arg17) = (0, 0) to (%dim, %dim_0) step (1, 128) shared_outs(%arg18 = %15) -> (tensor<?x?x64xf16>) {
        %17 = affine.min #map4(%arg17)[%dim_0]
        %c1_3 = arith.constant 1 : index
        %dim_4 = tensor.dim %7, %c1_3 : tensor<?x?x64xf16>
        %extracted_slice = tensor.extract_slice %3[%arg16, %arg17, 0] [1, %17, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %extracted_slice_5 = tensor.extract_slice %7[%arg16, 0, 0] [1, %dim_2, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %extracted_slice_6 = tensor.extract_slice %11[%arg16, 0, 0] [1, %dim_2, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %extracted_slice_7 = tensor.extract_slice %arg18[%arg16, %arg17, 0] [1, %17, 64] [1, 1, 1] : tensor<?x?x64xf16> to tensor<1x?x64xf16>
        %c1_8 = arith.constant 1 : index
        %c1_9 = arith.constant 1 : index
        %c0_10 = arith.constant 0 : index
        %18 = tensor.empty(%17) : tensor<1x?x64xf32>
        %cst = arith.constant 0.000000e+00 : f32
        %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<1x?x64xf32>) -> tensor<1x?x64xf32>
        %20 = tensor.empty(%17) : tensor<1x?xf32>
        %cst_11 = arith.constant 0xFF800000 : f32
        %21 = linalg.fill ins(%cst_11 : f32) outs(%20 : tensor<1x?xf32>) -> tensor<1x?xf32>
        %22 = tensor.empty(%17) : tensor<1x?xf32>
        %cst_12 = arith.constant 0.000000e+00 : f32
        %23 = linalg.fill ins(%cst_12 : f32) outs(%22 : tensor<1x?xf32>) -> tensor<1x?xf32>
        %24 = arith.subi %dim_2, %c0_10 : index
        %c64 = arith.constant 64 : index
        %c64_13 = arith.constant 64 : index
        %25 = arith.divui %24, %c64_13 : index
        %26 = arith.muli %25, %c64 : index
        %27 = arith.addi %c0_10, %26 : index
        %c64_14 = arith.constant 64 : index
        %28:3 = scf.for %arg19 = %c0_10 to %27 step %c64_14 iter_args(%arg20 = %19, %arg21 = %21, %arg22 = %23) -> (tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) {
          %extracted_slice_16 = tensor.extract_slice %extracted_slice_5[0, %arg19, 0] [1, 64, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x64x64xf16>
          %extracted_slice_17 = tensor.extract_slice %extracted_slice_6[0, %arg19, 0] [1, 64, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x64x64xf16>
          %31:3 = attn.online_attention indexing_maps = [#map, #map1, #map2, #map3, #map5, #map5] ins(%extracted_slice, %extracted_slice_16, %extracted_slice_17, %arg4 : tensor<1x?x64xf16>, tensor<1x64x64xf16>, tensor<1x64x64xf16>, f32) outs(%arg20, %arg21, %arg22 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) -> tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
          scf.yield %31#0, %31#1, %31#2 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
        }
        %c64_15 = arith.constant 64 : index
        %29:3 = scf.for %arg19 = %27 to %dim_2 step %c64_15 iter_args(%arg20 = %28#0, %arg21 = %28#1, %arg22 = %28#2) -> (tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) {
          %31 = arith.subi %dim_2, %arg19 : index
          %32 = arith.minsi %c64_15, %31 : index
          %extracted_slice_16 = tensor.extract_slice %extracted_slice_5[0, %arg19, 0] [1, %32, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x?x64xf16>
          %extracted_slice_17 = tensor.extract_slice %extracted_slice_6[0, %arg19, 0] [1, %32, 64] [1, 1, 1] : tensor<1x?x64xf16> to tensor<1x?x64xf16>
          %33:3 = attn.online_attention indexing_maps = [#map, #map1, #map2, #map3, #map5, #map5] ins(%extracted_slice, %extracted_slice_16, %extracted_slice_17, %arg4 : tensor<1x?x64xf16>, tensor<1x?x64xf16>, tensor<1x?x64xf16>, f32) outs(%arg20, %arg21, %arg22 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>) -> tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
          scf.yield %33#0, %33#1, %33#2 : tensor<1x?x64xf32>, tensor<1x?xf32>, tensor<1x?xf32>
        }
        %30 = linalg.generic {indexing_maps = [#map6, #map7, #map6], iterator_types = ["parallel", "parallel", "parallel"]} ins(%29#0, %29#2 : tensor<1x?x64xf32>, tensor<1x?xf32>) outs(%extracted_slice_7 : tensor<1x?x64xf16>) {
        ^bb0(%in: f32, %in_16: f32, %out: f16):
          %cst_17 = arith.constant 0.000000e+00 : f32
          %31 = arith.cmpf oeq, %in_16, %cst_17 : f32
          %cst_18 = arith.constant 1.000000e+00 : f32
          %32 = arith.divf %cst_18, %in_16 : f32
          %33 = arith.select %31, %cst_17, %32 : f32
          %34 = arith.mulf %in, %33 : f32
          %35 = arith.truncf %34 : f32 to f16
          linalg.yield %35 : f16
        } -> tensor<1x?x64xf16>
        scf.forall.in_parallel {
          tensor.parallel_insert_slice %30 into %arg18[%arg16, %arg17, 0] [1, %17, 64] [1, 1, 1] : tensor<1x?x64xf16> into tensor<?x?x64xf16>
        }
      }
      bufferization.materialize_in_destination %16 in restrict writable %14 : (tensor<?x?x64xf16>, memref<?x?x64xf16, strided<[?, ?, 1]>, #gpu.address_space<global>>) -> ()
      gpu.return
    }
  }
}

