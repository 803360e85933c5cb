// RUN: attn-opt %s --split-input-file --transform-interpreter --verify-diagnostics | FileCheck %s

// transform.attn.map_to_gpu does what attn-map-to-gpu does, on the kernels
// a handle holds: the workgroup loop becomes block ids, the buffer a view
// of the dynamic shared memory, the linalg op a loop over the threads
// followed by a barrier; the ABI gets the shared memory (sm_80 here).
// CHECK-LABEL: gpu.module @scripted
// CHECK: llvm.mlir.global external @attn_shared_memory()
// CHECK: gpu.func @attention
// CHECK-SAME: dynamic_shared_memory_bytes = 2048 : i64
// CHECK: gpu.block_id x
// CHECK-NOT: scf.forall
// CHECK: memref.view %{{.*}}[%{{.*}}][] : memref<2048xi8, #gpu.address_space<workgroup>> to memref<32x16xf32, #gpu.address_space<workgroup>>
// CHECK: %[[TID:.*]] = gpu.thread_id x
// CHECK: scf.for %{{.*}} = %[[TID]] to %{{.*}} step %{{c128.*}} {
// CHECK:   linalg.fill
// CHECK: }
// CHECK-NEXT: gpu.barrier
gpu.module @scripted {
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "m", size = -1 : i64}], variant = "structured"}, known_block_size = array<i32: 128, 1, 1>} {
    %zero = arith.constant 0.0 : f32
    scf.forall (%m) = (0) to (%n) step (32) {
      %s = memref.alloc() : memref<32x16xf32>
      linalg.fill ins(%zero : f32) outs(%s : memref<32x16xf32>)
    }
    gpu.return
  }
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %kernels = transform.structured.match ops{["gpu.func"]} in %root : (!transform.any_op) -> !transform.any_op
    %mapped = transform.attn.map_to_gpu %kernels {chip = "sm_80"} : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A handle to something other than a structured kernel is a silenceable
// failure.
gpu.module @other {
  gpu.func @simt(%n: index) kernel attributes {attn.abi = {variant = "simt"}} {
    gpu.return
  }
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %kernels = transform.structured.match ops{["gpu.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{expects structured kernels (gpu.func with an #attn.kernel_config of kind structured), got gpu.func}}
    %mapped = transform.attn.map_to_gpu %kernels : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}

// -----

// A kernel that cannot be mapped is a definite failure, after the mapping's
// own diagnostic.
gpu.module @unmapped {
  // expected-error @+1 {{attn-map-to-gpu: kernel 'attention' needs exactly one workgroup loop (scf.forall), found 0}}
  gpu.func @attention(%n: index) kernel attributes {attn.kernel_config = #attn.kernel_config<kind = structured, tile_m = 32, tile_n = 32, workgroup_size = 128>, attn.abi = {block_size = 128 : i64, tile_m = 32 : i64, loops = [{name = "m", size = -1 : i64}], variant = "structured"}} {
    gpu.return
  }
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %kernels = transform.structured.match ops{["gpu.func"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{the kernel could not be mapped}}
    %mapped = transform.attn.map_to_gpu %kernels : (!transform.any_op) -> !transform.any_op
    transform.yield
  }
}
