// RUN: attn-opt %s --pass-pipeline='builtin.module(attn-to-nvvm-pipeline{chip=sm_80})' | FileCheck %s

// Raised from linalg, one kernel per attention, serialized to PTX for sm_80
// in a gpu.binary; no gpu.module is left.
// CHECK-NOT: gpu.module
// CHECK: gpu.binary @attn_kernel_0 [#gpu.object<#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">
// CHECK-SAME: .target sm_80
// CHECK-SAME: .entry attention(

func.func @attention(%q: tensor<32x128x64xf32>, %k: tensor<32x128x64xf32>, %v: tensor<32x128x64xf32>) -> tensor<32x128x64xf32> {
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant 0.125 : f32
  %kt_init = tensor.empty() : tensor<32x64x128xf32>
  %kt = linalg.transpose ins(%k : tensor<32x128x64xf32>) outs(%kt_init : tensor<32x64x128xf32>) permutation = [0, 2, 1]
  %s_init = tensor.empty() : tensor<32x128x128xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<32x128x64xf32>, tensor<32x64x128xf32>) outs(%s_zero : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<32x128x128xf32>) outs(%s_init : tensor<32x128x128xf32>) -> tensor<32x128x128xf32>
  %o_init = tensor.empty() : tensor<32x128x64xf32>
  %o_zero = linalg.fill ins(%zero : f32) outs(%o_init : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<32x128x128xf32>, tensor<32x128x64xf32>) outs(%o_zero : tensor<32x128x64xf32>) -> tensor<32x128x64xf32>
  return %o : tensor<32x128x64xf32>
}
