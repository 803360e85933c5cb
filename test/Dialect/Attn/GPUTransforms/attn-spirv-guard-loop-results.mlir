// RUN: attn-opt %s --pass-pipeline='builtin.module(gpu.module(attn-spirv-guard-loop-results))' --split-input-file | FileCheck %s

// A loop with results and dynamic bounds goes under a test of its bounds;
// its initial values are the results when it runs zero times.
// CHECK-LABEL: gpu.func @dynamic
// CHECK-SAME: (%[[LB:.*]]: index, %[[UB:.*]]: index, %[[INIT:.*]]: f32, %[[OUT:.*]]: memref<1xf32>)
// CHECK: %[[NONEMPTY:.*]] = arith.cmpi slt, %[[LB]], %[[UB]] : index
// CHECK: %[[R:.*]] = scf.if %[[NONEMPTY]] -> (f32) {
// CHECK:   %[[L:.*]] = scf.for %{{.*}} = %[[LB]] to %[[UB]] step %{{.*}} iter_args(%[[A:.*]] = %[[INIT]]) -> (f32) {
// CHECK:     arith.addf %[[A]], %[[INIT]]
// CHECK:   scf.yield %[[L]] : f32
// CHECK: } else {
// CHECK:   scf.yield %[[INIT]] : f32
// CHECK: }
// CHECK: memref.store %[[R]], %[[OUT]]
gpu.module @kernels {
  gpu.func @dynamic(%lb: index, %ub: index, %init: f32, %out: memref<1xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %init) -> (f32) {
      %next = arith.addf %a, %init : f32
      scf.yield %next : f32
    }
    memref.store %r, %out[%c0] : memref<1xf32>
    gpu.return
  }
}

// -----

// Loops known to run (a positive constant trip count), loops without
// results, and loops known to run zero times under a test (their results
// are still their initial values): only the first are left as they are.
// CHECK-LABEL: gpu.func @static
// CHECK-NOT: scf.if
// CHECK: scf.for %{{.*}} = %c0 to %c4
// CHECK: scf.for %{{.*}} = %c0 to %[[UB:.*]] step
// CHECK-NOT: scf.if
// CHECK: %[[EMPTY:.*]] = arith.cmpi slt, %c4, %c0
// CHECK: scf.if %[[EMPTY]] -> (f32)
// CHECK: } else {
// CHECK-NEXT: scf.yield %{{.*}} : f32
gpu.module @kernels {
  gpu.func @static(%ub: index, %init: f32, %out: memref<4xf32>) kernel {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %init) -> (f32) {
      %next = arith.addf %a, %init : f32
      scf.yield %next : f32
    }
    scf.for %i = %c0 to %ub step %c1 {
      memref.store %r, %out[%i] : memref<4xf32>
    }
    %z = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %init) -> (f32) {
      %next = arith.addf %a, %init : f32
      scf.yield %next : f32
    }
    memref.store %z, %out[%c0] : memref<4xf32>
    gpu.return
  }
}
