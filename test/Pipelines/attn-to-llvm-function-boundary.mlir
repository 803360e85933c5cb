// RUN: attn-opt %s --attn-to-llvm-pipeline | FileCheck %s

// A function that takes its destination and returns it, with dynamic sizes
// and a C interface, as the Python package calls it: the returned buffer is
// a copy the caller owns (no bufferization.clone is left), and everything is
// in the LLVM dialect.
// CHECK-NOT: bufferization.
// CHECK-NOT: unrealized_conversion_cast
// CHECK: llvm.func @attention(
// CHECK: llvm.call @malloc
// CHECK: "llvm.intr.memcpy"
// CHECK: llvm.func @_mlir_ciface_attention(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: f32)

func.func @attention(%q: tensor<?x?x?x32xf32>, %k: tensor<?x?x?x32xf32>, %v: tensor<?x?x?x32xf32>, %mask: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x32xf32>, %scale: f32) -> tensor<?x?x?x32xf32> attributes {llvm.emit_c_interface} {
  %r = attn.attention indexing_maps = [
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k1)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, n, k2)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, n)>,
      affine_map<(b, h, m, n, k1, k2) -> (b, h, m, k2)>]
      ins(%q, %k, %v, %scale : tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, tensor<?x?x?x32xf32>, f32)
      mask(%mask : tensor<?x?x?x?xf32>)
      outs(%o : tensor<?x?x?x32xf32>) -> tensor<?x?x?x32xf32>
  return %r : tensor<?x?x?x32xf32>
}
