// Every attn pipeline runs on the whole module: asked to run nested under
// another op (which once aborted with "Can't add pass"), each says where it
// runs. The C API's builders refuse such pass managers the same way
// (attn-capi.test).
// RUN: not attn-opt %s --pass-pipeline='builtin.module(func.func(attn-to-llvm-pipeline))' 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: not attn-opt %s --pass-pipeline='builtin.module(func.func(attn-to-nvvm-pipeline))' 2>&1 | FileCheck %s --check-prefix=NVVM
// RUN: not attn-opt %s --pass-pipeline='builtin.module(func.func(attn-to-spirv-pipeline))' 2>&1 | FileCheck %s --check-prefix=SPIRV
// RUN: not attn-opt %s --pass-pipeline='builtin.module(gpu.module(attn-to-nvvm-pipeline))' 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: not attn-opt %s --pass-pipeline='builtin.module(gpu.module(attn-to-spirv-pipeline{target-env=nvidia}))' 2>&1 | FileCheck %s --check-prefix=GPU-SPIRV
// RUN: not attn-opt %s --pass-pipeline='builtin.module(gpu.module(func.func(attn-to-llvm-pipeline{tile-m=4})))' 2>&1 | FileCheck %s --check-prefix=LLVM
// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-llvm-pipeline)' | FileCheck %s --check-prefix=MODULE

// LLVM: error: attn-to-llvm-pipeline runs on 'builtin.module', not on 'func.func'
// LLVM-NOT: Can't add pass
// NVVM: error: attn-to-nvvm-pipeline runs on 'builtin.module', not on 'func.func'
// SPIRV: error: attn-to-spirv-pipeline runs on 'builtin.module', not on 'func.func'
// GPU: error: attn-to-nvvm-pipeline runs on 'builtin.module', not on 'gpu.module'
// GPU-SPIRV: error: attn-to-spirv-pipeline runs on 'builtin.module', not on 'gpu.module'
// MODULE: llvm.func @f

func.func @f(%a: f32) -> f32 {
  return %a : f32
}
