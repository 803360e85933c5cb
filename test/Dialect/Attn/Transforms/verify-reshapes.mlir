// RUN: attn-opt %s --split-input-file --attn-verify-reshapes --verify-diagnostics | FileCheck %s
// RUN: not attn-opt %s --split-input-file --attn-to-llvm-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE

// Static output shapes that are their result types' (dynamic sizes given
// by operands) pass unchanged.
// CHECK-LABEL: func.func @consistent
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0, 1], [2]] output_shape [%{{.*}}, 4, 16] : tensor<?x16xf32> into tensor<?x4x16xf32>
func.func @consistent(%a: tensor<8x16xf32>, %b: tensor<?x16xf32>, %n: index) -> (tensor<2x4x16xf32>, tensor<?x4x16xf32>) {
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [2, 4, 16] : tensor<8x16xf32> into tensor<2x4x16xf32>
  %1 = tensor.expand_shape %b [[0, 1], [2]] output_shape [%n, 4, 16] : tensor<?x16xf32> into tensor<?x4x16xf32>
  return %0, %1 : tensor<2x4x16xf32>, tensor<?x4x16xf32>
}

// -----

// A static output shape that names other sizes than the result type (which
// MLIR 22's verifier accepts; bufferization would make a memref.expand_shape
// its verifier rejects) is refused with the op, the dim and both sizes,
// also at the start of attn-to-llvm-pipeline.
// PIPELINE: error: 'tensor.expand_shape' op static_output_shape has 161 at dim 2, but its result type 'tensor<2x4x16x16xf32>' has 16
func.func @disagrees(%a: tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32> {
  // expected-error @+1 {{'tensor.expand_shape' op static_output_shape has 161 at dim 2, but its result type 'tensor<2x4x16x16xf32>' has 16}}
  %0 = "tensor.expand_shape"(%a) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 4, 161, 6>}> : (tensor<8x16x16xf32>) -> tensor<2x4x16x16xf32>
  return %0 : tensor<2x4x16x16xf32>
}
