// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(tosa-optional-decompositions, tosa-to-linalg-named, tosa-to-linalg, tosa-to-arith, tosa-to-tensor), canonicalize)" -o %t.mlir
// RUN: attn-opt %t.mlir --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %t.mlir --expected %S/sdpa_float_mask.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// TOSA from torch-mlir 20261001 (torch 2.15): export_corpus.py's entry sdpa_float_mask exported with
// fx.export_and_import(module, *inputs, output_type="tosa", func_name="forward"); lowered to
// linalg by upstream's TOSA conversions (the first RUN line).
//
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>, %arg3: tensor<2x4x16x16xf32>) -> tensor<2x4x16x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x4x16x16xf32>}> : () -> tensor<2x4x16x16xf32>
    %1 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tosa.const_shape  {values = dense<[8, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = tosa.const_shape  {values = dense<[8, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %5 = tosa.const_shape  {values = dense<[2, 4, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %6 = tosa.const_shape  {values = dense<[8, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[2, 4, 16, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = "tosa.const"() <{values = dense<0.594603539> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %9 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %10 = tosa.mul %arg0, %8, %1 : (tensor<2x4x16x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x4x16x8xf32>
    %11 = tosa.transpose %arg1 {perms = array<i32: 0, 1, 3, 2>} : (tensor<2x4x16x8xf32>) -> tensor<2x4x8x16xf32>
    %12 = tosa.mul %11, %8, %1 : (tensor<2x4x8x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x4x8x16xf32>
    %13 = tosa.reshape %10, %2 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %14 = tosa.reshape %12, %3 : (tensor<2x4x8x16xf32>, !tosa.shape<3>) -> tensor<8x8x16xf32>
    %15 = tosa.matmul %13, %14, %4, %4 : (tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x16xf32>
    %16 = tosa.reshape %15, %5 : (tensor<8x16x16xf32>, !tosa.shape<4>) -> tensor<2x4x16x16xf32>
    %17 = tosa.add %16, %arg3 : (tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %18 = tosa.reduce_max %17 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %19 = tosa.sub %17, %18 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %20 = tosa.exp %19 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %21 = tosa.reduce_sum %20 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %22 = tosa.reciprocal %21 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %23 = tosa.mul %20, %22, %1 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>, tensor<1xi8>) -> tensor<2x4x16x16xf32>
    %24 = tosa.cast %17 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf64>
    %25 = tosa.equal %24, %9 : (tensor<2x4x16x16xf64>, tensor<1x1x1x1xf64>) -> tensor<2x4x16x16xi1>
    %26 = tosa.reduce_all %25 {axis = 3 : i32} : (tensor<2x4x16x16xi1>) -> tensor<2x4x16x1xi1>
    %27 = tosa.select %26, %0, %23 : (tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %28 = tosa.reshape %27, %6 : (tensor<2x4x16x16xf32>, !tosa.shape<3>) -> tensor<8x16x16xf32>
    %29 = tosa.reshape %arg2, %2 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %30 = tosa.matmul %28, %29, %4, %4 : (tensor<8x16x16xf32>, tensor<8x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x8xf32>
    %31 = tosa.reshape %30, %7 : (tensor<8x16x8xf32>, !tosa.shape<4>) -> tensor<2x4x16x8xf32>
    return %31 : tensor<2x4x16x8xf32>
  }
}
