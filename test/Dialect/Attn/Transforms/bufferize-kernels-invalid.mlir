// RUN: not attn-opt %s --attn-bufferize-kernels 2>&1 | FileCheck %s

// An attention op that was not tiled and decomposed has no buffer form:
// the kernel does not bufferize, and the error names it.
// CHECK: error: attn-bufferize-kernels: the body of kernel 'kernel' does not bufferize
gpu.module @kernels {
  gpu.func @kernel(%q: memref<16x8xf32>, %k: memref<16x8xf32>, %v: memref<16x8xf32>, %out: memref<16x8xf32>, %s: f32) kernel {
    %qt = bufferization.to_tensor %q restrict : memref<16x8xf32> to tensor<16x8xf32>
    %kt = bufferization.to_tensor %k restrict : memref<16x8xf32> to tensor<16x8xf32>
    %vt = bufferization.to_tensor %v restrict : memref<16x8xf32> to tensor<16x8xf32>
    %ot = bufferization.to_tensor %out restrict writable : memref<16x8xf32> to tensor<16x8xf32>
    %r = attn.attention indexing_maps = [
        affine_map<(m, n, k1, k2) -> (m, k1)>,
        affine_map<(m, n, k1, k2) -> (n, k1)>,
        affine_map<(m, n, k1, k2) -> (n, k2)>,
        affine_map<(m, n, k1, k2) -> (m, k2)>]
        ins(%qt, %kt, %vt, %s : tensor<16x8xf32>, tensor<16x8xf32>, tensor<16x8xf32>, f32)
        outs(%ot : tensor<16x8xf32>) -> tensor<16x8xf32>
    bufferization.materialize_in_destination %r in restrict writable %out : (tensor<16x8xf32>, memref<16x8xf32>) -> ()
    gpu.return
  }
}
