// RUN: attn-opt %s --pass-pipeline='builtin.module(spirv.module(attn-spirv-dont-unroll))' | FileCheck %s

// CHECK-LABEL: spirv.func @two_loops
// CHECK: spirv.mlir.loop control(DontUnroll)
// CHECK: spirv.mlir.loop control(DontUnroll)
spirv.module Logical GLSL450 {
  spirv.func @two_loops(%n: i32) "None" {
    %zero = spirv.Constant 0 : i32
    %one = spirv.Constant 1 : i32
    %var = spirv.Variable : !spirv.ptr<i32, Function>
    spirv.mlir.loop {
      spirv.Branch ^header(%zero : i32)
    ^header(%i: i32):
      %cmp = spirv.SLessThan %i, %n : i32
      spirv.BranchConditional %cmp, ^body, ^merge
    ^body:
      spirv.mlir.loop {
        spirv.Branch ^h2(%zero : i32)
      ^h2(%j: i32):
        %c2 = spirv.SLessThan %j, %n : i32
        spirv.BranchConditional %c2, ^b2, ^m2
      ^b2:
        spirv.Store "Function" %var, %j : i32
        %j1 = spirv.IAdd %j, %one : i32
        spirv.Branch ^h2(%j1 : i32)
      ^m2:
        spirv.mlir.merge
      }
      %i1 = spirv.IAdd %i, %one : i32
      spirv.Branch ^header(%i1 : i32)
    ^merge:
      spirv.mlir.merge
    }
    spirv.Return
  }
}
