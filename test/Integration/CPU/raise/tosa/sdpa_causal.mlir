// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(tosa-optional-decompositions, tosa-to-linalg-named, tosa-to-linalg, tosa-to-arith, tosa-to-tensor), canonicalize)" -o %t.mlir
// RUN: attn-opt %t.mlir --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %t.mlir --expected %S/sdpa_causal.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// TOSA from torch-mlir 20261001 (torch 2.15): export_corpus.py's entry sdpa_causal exported with
// fx.export_and_import(module, *inputs, output_type="tosa", func_name="forward"); lowered to
// linalg by upstream's TOSA conversions (the first RUN line).
//
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf32>, %arg1: tensor<2x4x16x8xf32>, %arg2: tensor<2x4x16x8xf32>) -> tensor<2x4x16x8xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x4x16x16xf32>}> : () -> tensor<2x4x16x16xf32>
    %1 = "tosa.const"() <{values = dense<true> : tensor<16x16xi1>}> : () -> tensor<16x16xi1>
    %2 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %3 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>}> : () -> tensor<16xi64>
    %4 = tosa.const_shape  {values = dense<[1, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = tosa.const_shape  {values = dense<[16, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<[8, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[8, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %9 = tosa.const_shape  {values = dense<[2, 4, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[1, 1, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[8, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[2, 4, 16, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = "tosa.const"() <{values = dense<0.594603539> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %14 = "tosa.const"() <{values = dense<0> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %15 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %16 = "tosa.const"() <{values = dense<0xFF800000> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %17 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %18 = tosa.mul %arg0, %13, %2 : (tensor<2x4x16x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x4x16x8xf32>
    %19 = tosa.reshape %3, %4 : (tensor<16xi64>, !tosa.shape<2>) -> tensor<1x16xi64>
    %20 = tosa.reshape %3, %5 : (tensor<16xi64>, !tosa.shape<2>) -> tensor<16x1xi64>
    %21 = tosa.cast %20 : (tensor<16x1xi64>) -> tensor<16x1xi32>
    %22 = tosa.cast %19 : (tensor<1x16xi64>) -> tensor<1x16xi32>
    %23 = tosa.sub %22, %21 : (tensor<1x16xi32>, tensor<16x1xi32>) -> tensor<16x16xi32>
    %24 = tosa.cast %23 : (tensor<16x16xi32>) -> tensor<16x16xi64>
    %25 = tosa.greater_equal %14, %24 : (tensor<1x1xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %26 = tosa.logical_and %25, %1 : (tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    %27 = tosa.select %26, %15, %16 : (tensor<16x16xi1>, tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<16x16xf32>
    %28 = tosa.transpose %arg1 {perms = array<i32: 0, 1, 3, 2>} : (tensor<2x4x16x8xf32>) -> tensor<2x4x8x16xf32>
    %29 = tosa.mul %28, %13, %2 : (tensor<2x4x8x16xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<2x4x8x16xf32>
    %30 = tosa.reshape %18, %6 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %31 = tosa.reshape %29, %7 : (tensor<2x4x8x16xf32>, !tosa.shape<3>) -> tensor<8x8x16xf32>
    %32 = tosa.matmul %30, %31, %8, %8 : (tensor<8x16x8xf32>, tensor<8x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x16xf32>
    %33 = tosa.reshape %32, %9 : (tensor<8x16x16xf32>, !tosa.shape<4>) -> tensor<2x4x16x16xf32>
    %34 = tosa.reshape %27, %10 : (tensor<16x16xf32>, !tosa.shape<4>) -> tensor<1x1x16x16xf32>
    %35 = tosa.add %33, %34 : (tensor<2x4x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<2x4x16x16xf32>
    %36 = tosa.reduce_max %35 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %37 = tosa.sub %35, %36 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %38 = tosa.exp %37 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %39 = tosa.reduce_sum %38 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %40 = tosa.reciprocal %39 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %41 = tosa.mul %38, %40, %2 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>, tensor<1xi8>) -> tensor<2x4x16x16xf32>
    %42 = tosa.cast %35 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf64>
    %43 = tosa.equal %42, %17 : (tensor<2x4x16x16xf64>, tensor<1x1x1x1xf64>) -> tensor<2x4x16x16xi1>
    %44 = tosa.reduce_all %43 {axis = 3 : i32} : (tensor<2x4x16x16xi1>) -> tensor<2x4x16x1xi1>
    %45 = tosa.select %44, %0, %41 : (tensor<2x4x16x1xi1>, tensor<2x4x16x16xf32>, tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %46 = tosa.reshape %45, %11 : (tensor<2x4x16x16xf32>, !tosa.shape<3>) -> tensor<8x16x16xf32>
    %47 = tosa.reshape %arg2, %6 : (tensor<2x4x16x8xf32>, !tosa.shape<3>) -> tensor<8x16x8xf32>
    %48 = tosa.matmul %46, %47, %8, %8 : (tensor<8x16x16xf32>, tensor<8x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<8x16x8xf32>
    %49 = tosa.reshape %48, %12 : (tensor<8x16x8xf32>, !tosa.shape<4>) -> tensor<2x4x16x8xf32>
    return %49 : tensor<2x4x16x8xf32>
  }
}
