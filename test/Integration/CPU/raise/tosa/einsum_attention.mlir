// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(tosa-optional-decompositions, tosa-to-linalg-named, tosa-to-linalg, tosa-to-arith, tosa-to-tensor), canonicalize)" -o %t.mlir
// RUN: attn-opt %t.mlir --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %t.mlir --expected %S/einsum_attention.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// TOSA from torch-mlir 20261001 (torch 2.15): export_corpus.py's entry einsum_attention exported with
// fx.export_and_import(module, *inputs, output_type="tosa", func_name="forward"); lowered to
// linalg by upstream's TOSA conversions (the first RUN line).
//
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %0 = tosa.const_shape  {values = dense<[2, 4, 16, 8, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %1 = tosa.const_shape  {values = dense<[8, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %2 = tosa.const_shape  {values = dense<[8, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %4 = tosa.const_shape  {values = dense<[2, 4, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[8, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[2, 4, 16, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = "tosa.const"() <{values = dense<0.353553385> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %9 = tosa.reshape %arg1, %0 : (tensor<2x4x16x8xf32>, !tosa.shape<5>) -> tensor<2x4x16x8x1xf32>
    %10 = tosa.reshape %arg0, %1 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %11 = tosa.transpose %9 {perms = array<i32: 0, 1, 3, 2, 4>} : (tensor<2x4x16x8x1xf32>) -> tensor<2x4x8x16x1xf32>
    %12 = tosa.reshape %11, %2 : (tensor<2x4x8x16x1xf32>, !tosa.shape<3>) -> tensor<8x8x16xf32>
    %13 = tosa.matmul %10, %12, %3, %3 : (tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x16xf32>
    %14 = tosa.reshape %13, %4 : (tensor<8x16x16xf32>, !tosa.shape<4>) -> tensor<2x4x16x16xf32>
    %15 = tosa.mul %14, %8, %5 : (tensor<2x4x16x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x4x16x16xf32>
    %16 = tosa.reduce_max %15 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %17 = tosa.sub %15, %16 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %18 = tosa.exp %17 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %19 = tosa.reduce_sum %18 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %20 = tosa.reciprocal %19 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %21 = tosa.mul %18, %20, %5 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>, tensor<1xi8>) -> tensor<2x4x16x16xf32>
    %22 = tosa.reshape %21, %6 : (tensor<2x4x16x16xf32>, !tosa.shape<3>) -> tensor<8x16x16xf32>
    %23 = tosa.reshape %arg2, %1 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %24 = tosa.matmul %22, %23, %3, %3 : (tensor<8x16x16xf32>, tensor<8x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x8xf32>
    %25 = tosa.reshape %24, %7 : (tensor<8x16x8xf32>, !tosa.shape<4>) -> tensor<2x4x16x8xf32>
    return %25 : tensor<2x4x16x8xf32>
  }
}
