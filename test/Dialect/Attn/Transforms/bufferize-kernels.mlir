// RUN: attn-opt %s --split-input-file --attn-bufferize-kernels | FileCheck %s

// The body of a kernel is bufferized: the to_tensor views become the
// kernel's memrefs, a tensor the computation creates becomes a buffer of
// identity layout, and the result is written in place into the output
// (no copy). Host code around the kernel keeps its tensors.
// CHECK-LABEL: func.func @host
// CHECK: tensor.empty() : tensor<4x8xf32>
// CHECK: linalg.generic {{.*}} outs(%{{.*}} : tensor<4x8xf32>)
// CHECK-LABEL: gpu.func @kernel
// CHECK-SAME: (%[[IN:.*]]: memref<4x8xf32, strided<[?, 1]>>, %[[OUT:.*]]: memref<4x8xf32, strided<[?, 1]>>)
// CHECK-NOT: bufferization.
// CHECK: %[[TMP:.*]] = memref.alloc() {{.*}} : memref<4x8xf32>
// CHECK: linalg.generic {{.*}} ins(%[[IN]] : {{.*}}) outs(%[[TMP]] : memref<4x8xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[TMP]] : memref<4x8xf32>) outs(%[[OUT]] : {{.*}})
// CHECK-NOT: memref.copy
// CHECK: gpu.return
#id = affine_map<(i, j) -> (i, j)>
func.func @host(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%a: f32, %b: f32):
    %n = arith.negf %a : f32
    linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
gpu.module @kernels {
  gpu.func @kernel(%in: memref<4x8xf32, strided<[?, 1]>>, %out: memref<4x8xf32, strided<[?, 1]>>) kernel {
    %x = bufferization.to_tensor %in restrict : memref<4x8xf32, strided<[?, 1]>> to tensor<4x8xf32>
    %o = bufferization.to_tensor %out restrict writable : memref<4x8xf32, strided<[?, 1]>> to tensor<4x8xf32>
    %e = tensor.empty() : tensor<4x8xf32>
    %t = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%x : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %n = arith.negf %a : f32
      linalg.yield %n : f32
    } -> tensor<4x8xf32>
    %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%t : tensor<4x8xf32>) outs(%o : tensor<4x8xf32>) {
    ^bb0(%a: f32, %b: f32):
      %m = arith.mulf %a, %a : f32
      linalg.yield %m : f32
    } -> tensor<4x8xf32>
    bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4x8xf32>, memref<4x8xf32, strided<[?, 1]>>) -> ()
    gpu.return
  }
}

// -----

// A tile computed in place and inserted back where it came from: the copy
// bufferization leaves goes from one view to an equal view of the same
// memory, and is removed like the copy of the output onto itself.
// CHECK-LABEL: gpu.func @kernel_tile_in_place
// CHECK: %[[TILE:.*]] = memref.subview %{{.*}}[%{{.*}}, 0] [2, 8] [1, 1]
// CHECK: linalg.generic {{.*}} outs(%[[TILE]] :
// CHECK-NOT: memref.copy
// CHECK: gpu.return
#id = affine_map<(i, j) -> (i, j)>
gpu.module @kernels {
  gpu.func @kernel_tile_in_place(%out: memref<4x8xf32>, %i: index) kernel {
    %o = bufferization.to_tensor %out restrict writable : memref<4x8xf32> to tensor<4x8xf32>
    %s = tensor.extract_slice %o[%i, 0] [2, 8] [1, 1] : tensor<4x8xf32> to tensor<2x8xf32>
    %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]}
        outs(%s : tensor<2x8xf32>) {
    ^bb0(%b: f32):
      %m = arith.mulf %b, %b : f32
      linalg.yield %m : f32
    } -> tensor<2x8xf32>
    %w = tensor.insert_slice %r into %o[%i, 0] [2, 8] [1, 1] : tensor<2x8xf32> into tensor<4x8xf32>
    bufferization.materialize_in_destination %w in restrict writable %out : (tensor<4x8xf32>, memref<4x8xf32>) -> ()
    gpu.return
  }
}
