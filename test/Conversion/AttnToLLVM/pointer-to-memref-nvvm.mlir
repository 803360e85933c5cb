// RUN: attn-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(gpu.module(convert-gpu-to-nvvm))' | FileCheck %s

// attn.pointer_to_memref in a GPU kernel lowers with convert-gpu-to-nvvm,
// which takes the attn dialect's ConvertToLLVMPatternInterface.

// In a GPU kernel: a #gpu.address_space converts to NVVM's address space,
// which must be the pointer's.
// CHECK-LABEL: llvm.func @kernel(
// CHECK: llvm.insertvalue %{{.*}}[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK: llvm.store %{{.*}} : f32, !llvm.ptr<3>
// CHECK-NOT: attn.pointer_to_memref
gpu.module @kernels {
  gpu.func @kernel(%p: !llvm.ptr<3>, %n: i64, %i: index, %x: f32) kernel {
    %one = llvm.mlir.constant(1 : i64) : i64
    %mem = attn.pointer_to_memref %p sizes(%n) strides(%one) : !llvm.ptr<3> -> memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %x, %mem[%i] : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}

// -----

// A workgroup memref over a global pointer is refused, naming the op.
gpu.module @kernels {
  gpu.func @kernel(%p: !llvm.ptr<1>, %n: i64, %i: index, %x: f32) kernel {
    %one = llvm.mlir.constant(1 : i64) : i64
    // expected-error @+2 {{result memory space #gpu.address_space<workgroup> lowers to '!llvm.ptr<3>', not to the pointer's '!llvm.ptr<1>'}}
    // expected-error @+1 {{failed to legalize operation 'attn.pointer_to_memref'}}
    %mem = attn.pointer_to_memref %p sizes(%n) strides(%one) : !llvm.ptr<1> -> memref<?xf32, #gpu.address_space<workgroup>>
    memref.store %x, %mem[%i] : memref<?xf32, #gpu.address_space<workgroup>>
    gpu.return
  }
}
