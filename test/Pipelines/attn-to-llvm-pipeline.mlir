// RUN: attn-opt %s --attn-to-llvm-pipeline | FileCheck %s --check-prefix=LLVM
// RUN: attn-opt %s --attn-to-llvm-pipeline | mlir-runner -e main -entry-point-result=void -shared-libs=%mlir_lib_dir/libmlir_runner_utils%shlibext,%mlir_lib_dir/libmlir_c_runner_utils%shlibext | FileCheck %s

// The whole module reaches the LLVM dialect: no attn, linalg, tensor or
// memref op is left.
// LLVM-NOT: attn.
// LLVM-NOT: linalg.
// LLVM-NOT: tensor.
// LLVM-NOT: memref.
// LLVM: llvm.func @main()

func.func private @printMemrefF32(memref<*xf32>) attributes {llvm.emit_c_interface}

// With Q = 0 every visible key gets the same weight, so each output row is
// the mean of the visible rows of V.
func.func @main() {
  %q = arith.constant dense<0.0> : tensor<1x3x2xf32>
  %k = arith.constant dense<[[[1.0, -2.0], [0.5, 4.0], [-3.0, 1.0]]]> : tensor<1x3x2xf32>
  %v = arith.constant dense<[[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]]> : tensor<1x3x2xf32>
  %scale = arith.constant 0.5 : f32
  %init = tensor.empty() : tensor<1x3x2xf32>
  %plain = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      ins(%q, %k, %v, %scale : tensor<1x3x2xf32>, tensor<1x3x2xf32>, tensor<1x3x2xf32>, f32)
      outs(%init : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  // CHECK: data =
  // CHECK-NEXT: {{\[\[\[}}3, 4],
  // CHECK-NEXT: [3, 4],
  // CHECK-NEXT: [3, 4]]]
  %b0 = bufferization.to_buffer %plain : tensor<1x3x2xf32> to memref<1x3x2xf32>
  %u0 = memref.cast %b0 : memref<1x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u0) : (memref<*xf32>) -> ()

  // Causal (top-left): row m sees keys 0..m.
  %causal = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(top_left)
      ins(%q, %k, %v, %scale : tensor<1x3x2xf32>, tensor<1x3x2xf32>, tensor<1x3x2xf32>, f32)
      outs(%init : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  // CHECK: data =
  // CHECK-NEXT: {{\[\[\[}}1, 2],
  // CHECK-NEXT: [2, 3],
  // CHECK-NEXT: [3, 4]]]
  %b1 = bufferization.to_buffer %causal : tensor<1x3x2xf32> to memref<1x3x2xf32>
  %u1 = memref.cast %b1 : memref<1x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u1) : (memref<*xf32>) -> ()

  // Bottom-right with 3 queries and 2 keys: the first query sees nothing
  // and gives 0 (not NaN); the others see 1 and 2 keys.
  %k2 = tensor.extract_slice %k[0, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<1x3x2xf32> to tensor<1x2x2xf32>
  %v2 = tensor.extract_slice %v[0, 0, 0] [1, 2, 2] [1, 1, 1] : tensor<1x3x2xf32> to tensor<1x2x2xf32>
  %br = attn.attention indexing_maps = [
      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,
      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,
      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]
      causal(bottom_right)
      ins(%q, %k2, %v2, %scale : tensor<1x3x2xf32>, tensor<1x2x2xf32>, tensor<1x2x2xf32>, f32)
      outs(%init : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  // CHECK: data =
  // CHECK-NEXT: {{\[\[\[}}0, 0],
  // CHECK-NEXT: [1, 2],
  // CHECK-NEXT: [2, 3]]]
  %b2 = bufferization.to_buffer %br : tensor<1x3x2xf32> to memref<1x3x2xf32>
  %u2 = memref.cast %b2 : memref<1x3x2xf32> to memref<*xf32>
  call @printMemrefF32(%u2) : (memref<*xf32>) -> ()
  return
}
