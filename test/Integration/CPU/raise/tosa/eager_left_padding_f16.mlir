// RUN: mlir-opt %s --pass-pipeline="builtin.module(func.func(tosa-optional-decompositions, tosa-to-linalg-named, tosa-to-linalg, tosa-to-arith, tosa-to-tensor), canonicalize)" -o %t.mlir
// RUN: attn-opt %t.mlir --attn-raise-from-linalg | FileCheck %s
// RUN: %model-check --input %t.mlir --expected %S/eager_left_padding_f16.expected.npy --expect-raised 1 | FileCheck %s --check-prefix=NUM
// CHECK: attn.attention
// CHECK-NOT: attn.attention
// NUM: PASS
//
// TOSA from torch-mlir 20261001 (torch 2.15): export_corpus.py's entry eager_left_padding_f16 exported with
// fx.export_and_import(module, *inputs, output_type="tosa", func_name="forward"); lowered to
// linalg by upstream's TOSA conversions (the first RUN line).
//
module {
  func.func @forward(%arg0: tensor<2x4x16x8xf16>, %arg1: tensor<2x4x16x8xf16>, %arg2: tensor<2x4x16x8xf16>) -> tensor<2x4x16x8xf16> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<2x16x16xf16>}> : () -> tensor<2x16x16xf16>
    %1 = "tosa.const"() <{values = dense<true> : tensor<16x16xi1>}> : () -> tensor<16x16xi1>
    %2 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]> : tensor<16xi64>}> : () -> tensor<16xi64>
    %3 = tosa.const_shape  {values = dense<[1, 16]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.const_shape  {values = dense<[16, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[2, 1, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[2, 1, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<[8, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[8, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %11 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf16>}> : () -> tensor<1xf16>
    %12 = tosa.const_shape  {values = dense<[2, 4, 16, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[8, 16, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %14 = tosa.const_shape  {values = dense<[2, 4, 16, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = "tosa.const"() <{values = dense_resource<torch_tensor_2_torch.int64> : tensor<2x1xi64>}> : () -> tensor<2x1xi64>
    %16 = "tosa.const"() <{values = dense<0> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %17 = "tosa.const"() <{values = dense<-6.550400e+04> : tensor<1x1x1xf16>}> : () -> tensor<1x1x1xf16>
    %18 = "tosa.const"() <{values = dense<3.535160e-01> : tensor<1x1x1x1xf16>}> : () -> tensor<1x1x1x1xf16>
    %19 = tosa.reshape %2, %3 : (tensor<16xi64>, !tosa.shape<2>) -> tensor<1x16xi64>
    %20 = tosa.greater_equal %19, %15 : (tensor<1x16xi64>, tensor<2x1xi64>) -> tensor<2x16xi1>
    %21 = tosa.reshape %2, %4 : (tensor<16xi64>, !tosa.shape<2>) -> tensor<16x1xi64>
    %22 = tosa.cast %21 : (tensor<16x1xi64>) -> tensor<16x1xi32>
    %23 = tosa.cast %19 : (tensor<1x16xi64>) -> tensor<1x16xi32>
    %24 = tosa.sub %23, %22 : (tensor<1x16xi32>, tensor<16x1xi32>) -> tensor<16x16xi32>
    %25 = tosa.cast %24 : (tensor<16x16xi32>) -> tensor<16x16xi64>
    %26 = tosa.greater_equal %16, %25 : (tensor<1x1xi64>, tensor<16x16xi64>) -> tensor<16x16xi1>
    %27 = tosa.logical_and %26, %1 : (tensor<16x16xi1>, tensor<16x16xi1>) -> tensor<16x16xi1>
    %28 = tosa.reshape %27, %6 : (tensor<16x16xi1>, !tosa.shape<3>) -> tensor<1x16x16xi1>
    %29 = tosa.reshape %20, %7 : (tensor<2x16xi1>, !tosa.shape<3>) -> tensor<2x1x16xi1>
    %30 = tosa.logical_and %28, %29 : (tensor<1x16x16xi1>, tensor<2x1x16xi1>) -> tensor<2x16x16xi1>
    %31 = tosa.select %30, %0, %17 : (tensor<2x16x16xi1>, tensor<2x16x16xf16>, tensor<1x1x1xf16>) -> tensor<2x16x16xf16>
    %32 = tosa.reshape %31, %8 : (tensor<2x16x16xf16>, !tosa.shape<4>) -> tensor<2x1x16x16xf16>
    %33 = tosa.transpose %arg1 {perms = array<i32: 0, 1, 3, 2>} : (tensor<2x4x16x8xf16>) -> tensor<2x4x8x16xf16>
    %34 = tosa.reshape %arg0, %9 : (tensor<2x4x16x8xf16>, !tosa.shape<3>) -> tensor<8x16x8xf16>
    %35 = tosa.reshape %33, %10 : (tensor<2x4x8x16xf16>, !tosa.shape<3>) -> tensor<8x8x16xf16>
    %36 = tosa.matmul %34, %35, %11, %11 : (tensor<8x16x8xf16>, tensor<8x8x16xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x16x16xf32>
    %37 = tosa.cast %36 : (tensor<8x16x16xf32>) -> tensor<8x16x16xf16>
    %38 = tosa.reshape %37, %12 : (tensor<8x16x16xf16>, !tosa.shape<4>) -> tensor<2x4x16x16xf16>
    %39 = tosa.mul %38, %18, %5 : (tensor<2x4x16x16xf16>, tensor<1x1x1x1xf16>, tensor<1xi8>) -> tensor<2x4x16x16xf16>
    %40 = tosa.add %39, %32 : (tensor<2x4x16x16xf16>, tensor<2x1x16x16xf16>) -> tensor<2x4x16x16xf16>
    %41 = tosa.cast %40 : (tensor<2x4x16x16xf16>) -> tensor<2x4x16x16xf32>
    %42 = tosa.reduce_max %41 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %43 = tosa.sub %41, %42 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>) -> tensor<2x4x16x16xf32>
    %44 = tosa.exp %43 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf32>
    %45 = tosa.reduce_sum %44 {axis = 3 : i32} : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x1xf32>
    %46 = tosa.reciprocal %45 : (tensor<2x4x16x1xf32>) -> tensor<2x4x16x1xf32>
    %47 = tosa.mul %44, %46, %5 : (tensor<2x4x16x16xf32>, tensor<2x4x16x1xf32>, tensor<1xi8>) -> tensor<2x4x16x16xf32>
    %48 = tosa.cast %47 : (tensor<2x4x16x16xf32>) -> tensor<2x4x16x16xf16>
    %49 = tosa.reshape %48, %13 : (tensor<2x4x16x16xf16>, !tosa.shape<3>) -> tensor<8x16x16xf16>
    %50 = tosa.reshape %arg2, %9 : (tensor<2x4x16x8xf16>, !tosa.shape<3>) -> tensor<8x16x8xf16>
    %51 = tosa.matmul %49, %50, %11, %11 : (tensor<8x16x16xf16>, tensor<8x16x8xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x16x8xf32>
    %52 = tosa.cast %51 : (tensor<8x16x8xf32>) -> tensor<8x16x8xf16>
    %53 = tosa.reshape %52, %14 : (tensor<8x16x8xf16>, !tosa.shape<4>) -> tensor<2x4x16x8xf16>
    return %53 : tensor<2x4x16x8xf16>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_2_torch.int64: "0x0800000005000000000000000000000000000000"
    }
  }
#-}
