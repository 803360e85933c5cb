// RUN: attn-opt %s --convert-to-llvm | FileCheck %s

// attn.pointer_to_memref lowers to the memref descriptor of the LLVM
// lowering (both pointers the pointer, offset 0, the sizes and strides),
// through the attn dialect's ConvertToLLVMPatternInterface: convert-to-llvm
// picks it up here, convert-gpu-to-nvvm in pointer-to-memref-nvvm.mlir.

// CHECK-LABEL: llvm.func @load(
// CHECK-SAME: %[[P:arg[0-9]+]]: !llvm.ptr<1>, %[[M:arg[0-9]+]]: i64, %[[N:arg[0-9]+]]: i64, %[[S:arg[0-9]+]]: i64
// CHECK: %[[D0:.*]] = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK: %[[D1:.*]] = llvm.insertvalue %[[P]], %[[D0]][0]
// CHECK: %[[D2:.*]] = llvm.insertvalue %[[P]], %[[D1]][1]
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK: %[[D3:.*]] = llvm.insertvalue %[[ZERO]], %[[D2]][2]
// CHECK: %[[D4:.*]] = llvm.insertvalue %[[M]], %[[D3]][3, 0]
// CHECK: %[[D5:.*]] = llvm.insertvalue %[[S]], %[[D4]][4, 0]
// CHECK: %[[D6:.*]] = llvm.insertvalue %[[N]], %[[D5]][3, 1]
// CHECK: llvm.insertvalue %{{.*}}, %[[D6]][4, 1]
// CHECK: llvm.getelementptr
// CHECK: llvm.load %{{.*}} : !llvm.ptr<1> -> f16
// CHECK-NOT: attn.pointer_to_memref
// CHECK-NOT: unrealized_conversion_cast
func.func @load(%p: !llvm.ptr<1>, %m: i64, %n: i64, %s: i64, %i: index, %j: index) -> f16 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %mem = attn.pointer_to_memref %p sizes(%m, %n) strides(%s, %one) : !llvm.ptr<1> -> memref<?x?xf16, strided<[?, 1]>, 1>
  %x = memref.load %mem[%i, %j] : memref<?x?xf16, strided<[?, 1]>, 1>
  return %x : f16
}
