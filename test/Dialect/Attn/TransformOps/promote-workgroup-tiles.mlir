// RUN: attn-opt %s --split-input-file --transform-interpreter --verify-diagnostics | FileCheck %s

// transform.attn.promote_workgroup_tiles does what
// attn-promote-to-shared-memory does, on the workgroups a handle holds:
// here sm_80 with one stage, so the K block has one workgroup buffer,
// refilled between barriers, and the rows of both buffers are padded.
// CHECK-LABEL: func.func @promote_scripted
// CHECK: scf.forall
// CHECK-DAG: memref.alloc() {alignment = 64 : i64} : memref<1x16x24xf16, #gpu.address_space<workgroup>>
// CHECK-DAG: memref.alloc() {alignment = 64 : i64} : memref<1x32x24xf16, #gpu.address_space<workgroup>>
// CHECK: linalg.copy
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK:   gpu.barrier
// CHECK-NEXT: memref.subview
// CHECK-NEXT: linalg.copy
// CHECK-NEXT: gpu.barrier
// CHECK:   linalg.generic
#q = affine_map<(b, m, n, k) -> (b, m, k)>
#k = affine_map<(b, m, n, k) -> (b, n, k)>
#s = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @promote_scripted(%q: memref<4x?x16xf16>, %k: memref<4x?x16xf16>, %n: index) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  scf.forall (%b, %m) = (0, 0) to (4, 64) step (1, 16) {
    %qt = memref.subview %q[%b, %m, 0] [1, 16, 16] [1, 1, 1] : memref<4x?x16xf16> to memref<1x16x16xf16, strided<[?, 16, 1], offset: ?>>
    %s = memref.alloc() : memref<1x16x32xf32>
    scf.for %j = %c0 to %n step %c32 {
      %kt = memref.subview %k[%b, %j, 0] [1, 32, 16] [1, 1, 1] : memref<4x?x16xf16> to memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>
      linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
          ins(%qt, %kt : memref<1x16x16xf16, strided<[?, 16, 1], offset: ?>>, memref<1x32x16xf16, strided<[?, 16, 1], offset: ?>>)
          outs(%s : memref<1x16x32xf32>) {
      ^bb0(%a: f16, %bk: f16, %acc: f32):
        %x = arith.extf %a : f16 to f32
        %y = arith.extf %bk : f16 to f32
        %p = arith.mulf %x, %y : f32
        %r = arith.addf %acc, %p : f32
        linalg.yield %r : f32
      }
    }
    memref.dealloc %s : memref<1x16x32xf32>
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %wg = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    %0 = transform.attn.promote_workgroup_tiles %wg {target_name = "sm_80", stages = 1} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A handle to something other than a workgroup is a silenceable failure.
func.func @not_a_workgroup(%x: memref<4xf32>, %y: memref<4xf32>) {
  memref.copy %x, %y : memref<4xf32> to memref<4xf32>
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %copy = transform.structured.match ops{["memref.copy"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{expects scf.forall workgroups, got memref.copy}}
    %0 = transform.attn.promote_workgroup_tiles %copy : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// An unknown target is a definite failure that names the known ones.
func.func @unknown_target(%x: memref<4xf32>) {
  scf.forall (%i) in (4) {
  }
  return
}

module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %wg = transform.structured.match ops{["scf.forall"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @below {{unknown target 'tpu'; known targets: host, x86-64, x86-64-v3, x86-64-v4, sm_80, sm_90, sm_90a, lavapipe, vulkan}}
    %0 = transform.attn.promote_workgroup_tiles %wg {target_name = "tpu"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
