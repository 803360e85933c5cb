// RUN: attn-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(spirv.module(attn-spirv-bf16-matrices))' | FileCheck %s

// A kernel marked attn.bf16_matrices: its f16 A and B matrix loads become
// bf16 (their memory holds bf16 patterns), the accumulator stays f32, the
// mark goes, and the module requires bf16 cooperative matrices.
// CHECK-LABEL: spirv.module
// CHECK-SAME: BFloat16TypeKHR, BFloat16CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix, SPV_KHR_bfloat16]
// CHECK: spirv.func @marked
// CHECK-NOT: attn.bf16_matrices
// CHECK: spirv.KHR.CooperativeMatrixLoad {{.*}} -> !spirv.coopmatrix<16x16xbf16, Subgroup, MatrixA>
// CHECK: spirv.KHR.CooperativeMatrixLoad {{.*}} -> !spirv.coopmatrix<16x16xbf16, Subgroup, MatrixB>
// CHECK: spirv.KHR.CooperativeMatrixMulAdd {{.*}} : !spirv.coopmatrix<16x16xbf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xbf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
// An unmarked kernel keeps f16.
// CHECK: spirv.func @unmarked
// CHECK: spirv.KHR.CooperativeMatrixLoad {{.*}} -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Float16, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]> {
  spirv.func @marked(%p: !spirv.ptr<f16, Workgroup>, %c: !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>, %s: i32) -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc> "None" attributes {attn.bf16_matrices} {
    %a = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<f16, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    %b = spirv.KHR.CooperativeMatrixLoad %p, %s, <ColumnMajor> : !spirv.ptr<f16, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
    %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
    spirv.ReturnValue %r : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
  }
  spirv.func @unmarked(%p: !spirv.ptr<f16, Workgroup>, %c: !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>, %s: i32) -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc> "None" {
    %a = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<f16, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    %b = spirv.KHR.CooperativeMatrixLoad %p, %s, <ColumnMajor> : !spirv.ptr<f16, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB>
    %r = spirv.KHR.CooperativeMatrixMulAdd %a, %b, %c : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>, !spirv.coopmatrix<16x16xf16, Subgroup, MatrixB> -> !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
    spirv.ReturnValue %r : !spirv.coopmatrix<16x16xf32, Subgroup, MatrixAcc>
  }
}

// -----

// A module without a marked kernel keeps its requirements.
// CHECK-LABEL: spirv.module
// CHECK-SAME: #spirv.vce<v1.6, [Shader, Float16, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]>
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Float16, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]> {
  spirv.func @plain(%p: !spirv.ptr<f16, Workgroup>, %s: i32) -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA> "None" {
    %a = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<f16, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    spirv.ReturnValue %a : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
  }
}

// -----

// A marked kernel's A matrix used by anything but a product: refused (its
// bf16 patterns would be read as f16).
spirv.module Logical GLSL450 requires #spirv.vce<v1.6, [Shader, Float16, CooperativeMatrixKHR], [SPV_KHR_cooperative_matrix]> {
  spirv.func @returned(%p: !spirv.ptr<f16, Workgroup>, %s: i32) -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA> "None" attributes {attn.bf16_matrices} {
    // expected-error @+1 {{of a bf16 kernel's A or B matrix is used by spirv.ReturnValue; expected only cooperative-matrix products}}
    %a = spirv.KHR.CooperativeMatrixLoad %p, %s, <RowMajor> : !spirv.ptr<f16, Workgroup>, i32 -> !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
    spirv.ReturnValue %a : !spirv.coopmatrix<16x16xf16, Subgroup, MatrixA>
  }
}
