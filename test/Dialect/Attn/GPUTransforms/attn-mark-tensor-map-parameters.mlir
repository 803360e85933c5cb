// RUN: attn-opt %s --split-input-file --verify-diagnostics --pass-pipeline='builtin.module(gpu.module(attn-mark-tensor-map-parameters))' | FileCheck %s

// The arguments the kernel's attn.abi names tensor maps become 128-byte,
// 64-byte aligned __grid_constant__ parameters; the others are left alone.
// CHECK-LABEL: gpu.module @kernels
// CHECK: llvm.func @attention(%{{.*}}: !llvm.ptr<1>, %{{.*}}: f32, %{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, %{{.*}}: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant})
gpu.module @kernels {
  llvm.func @attention(%q: !llvm.ptr<1>, %scale: f32, %qmap: !llvm.ptr, %kmap: !llvm.ptr)
      attributes {nvvm.kernel, attn.abi = {args = [
        {name = "q", type = "ptr"}, {name = "scale", type = "f32"},
        {name = "q_tensor_map", type = "tensor_map", tensor = "q"},
        {name = "k_tensor_map", type = "tensor_map", tensor = "k"}]}} {
    llvm.return
  }
}

// -----

// Kernels without tensor maps, and functions without an attn.abi, are
// left as they are.
// CHECK-LABEL: gpu.module @plain
// CHECK: llvm.func @attention(%{{.*}}: !llvm.ptr<1>, %{{.*}}: f32) attributes
// CHECK: llvm.func @helper(%{{.*}}: !llvm.ptr)
// CHECK-NOT: grid_constant
gpu.module @plain {
  llvm.func @attention(%q: !llvm.ptr<1>, %scale: f32)
      attributes {nvvm.kernel, attn.abi = {args = [
        {name = "q", type = "ptr"}, {name = "scale", type = "f32"}]}} {
    llvm.return
  }
  llvm.func @helper(%p: !llvm.ptr) {
    llvm.return
  }
}

// -----

gpu.module @wrong_type {
  // expected-error @+1 {{'llvm.func' op expected argument 1 of an NVVM kernel, a tensor map in its attn.abi, to be a generic !llvm.ptr}}
  llvm.func @attention(%q: !llvm.ptr<1>, %qmap: !llvm.ptr<1>)
      attributes {nvvm.kernel, attn.abi = {args = [
        {name = "q", type = "ptr"},
        {name = "q_tensor_map", type = "tensor_map", tensor = "q"}]}} {
    llvm.return
  }
}

// -----

gpu.module @not_a_kernel {
  // expected-error @+1 {{'llvm.func' op expected argument 0 of an NVVM kernel, a tensor map in its attn.abi, to be a generic !llvm.ptr}}
  llvm.func @attention(%qmap: !llvm.ptr)
      attributes {attn.abi = {args = [
        {name = "q_tensor_map", type = "tensor_map", tensor = "q"}]}} {
    llvm.return
  }
}
