// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(tosa-optional-decompositions, tosa-to-linalg-named, tosa-to-linalg, tosa-to-arith, tosa-to-tensor), canonicalize)" -o %t.mlir
// RUN: attn-opt %t.mlir --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %t.mlir --expected %S/negative_softmax_query_axis.expected.npy --expect-raised 0 | FileCheck %s --check-prefix=NUM
// CHECK-NOT: attn.attention
// NUM: PASS
//
// TOSA from torch-mlir 20261001 (torch 2.15): export_corpus.py's entry negative_softmax_query_axis exported with
// fx.export_and_import(module, *inputs, output_type="tosa", func_name="forward"); lowered to
// linalg by upstream's TOSA conversions (the first RUN line).
//
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %0 = tosa.const_shape  {values = dense<[8, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %1 = tosa.const_shape  {values = dense<[8, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[2, 4, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<[8, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %6 = tosa.const_shape  {values = dense<[2, 4, 16, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %7 = "tosa.const"() <{values = dense<0.353553385> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %8 = tosa.transpose %arg1 {perms = array<i32: 0, 1, 3, 2>} : (tensor<2x4x16x8xf32>) -> tensor<2x4x8x16xf32>
    %9 = tosa.reshape %arg0, %0 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %10 = tosa.reshape %8, %1 : (tensor<2x4x8x16xf32>, !tosa.shape<3>) -> tensor<8x8x16xf32>
    %11 = tosa.matmul %9, %10, %2, %2 : (tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x16xf32>
    %12 = tosa.reshape %11, %3 : (tensor<8x16x16xf32>, !tosa.shape<4>) -> tensor<2x4x16x16xf32>
    %13 = tosa.mul %12, %7, %4 : (tensor<2x4x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x4x16x16xf32>
    %14 = tosa.reduce_max %13 {axis = 2 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x1x16xf32>
    %15 = tosa.sub %13, %14 : (tensor<2x4x16x16xf32>, tensor<2x4x1x16xf32>) -> tensor<2x4x16x16xf32>
    %16 = tosa.exp %15 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %17 = tosa.reduce_sum %16 {axis = 2 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x1x16xf32>
    %18 = tosa.reciprocal %17 : (tensor<2x4x1x16xf32>) -> tensor<2x4x1x16xf32>
    %19 = tosa.mul %16, %18, %4 : (tensor<2x4x16x16xf32>, tensor<2x4x1x16xf32>, tensor<1xi8>) -> tensor<2x4x16x16xf32>
    %20 = tosa.reshape %19, %5 : (tensor<2x4x16x16xf32>, !tosa.shape<3>) -> tensor<8x16x16xf32>
    %21 = tosa.reshape %arg2, %0 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %22 = tosa.matmul %20, %21, %2, %2 : (tensor<8x16x16xf32>, tensor<8x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x8xf32>
    %23 = tosa.reshape %22, %6 : (tensor<8x16x8xf32>, !tosa.shape<4>) -> tensor<2x4x16x8xf32>
    return %23 : tensor<2x4x16x8xf32>
  }
}
