// The sizes of an attn.pointer_to_memref view are its size operands
// (ReifyRankedShapedTypeOpInterface): memref.dim of the view resolves to
// them in both forms; a sign-extended 32-bit word (a Vulkan parameter) is
// cast to an index directly, so no i64 is left once the view is dead.
// RUN: attn-opt %s --resolve-ranked-shaped-type-result-dims --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @buffer_form
// CHECK-SAME: (%[[BUF:.*]]: memref<?xi16>, %[[M:.*]]: i32, %[[S:.*]]: i64)
// CHECK: %[[I:.*]] = arith.index_cast %[[M]] : i32 to index
// CHECK: return %[[I]], %c64 : index, index
func.func @buffer_form(%buf: memref<?xi16>, %m: i32, %s: i64) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i64 = arith.constant 1 : i64
  %c64_i64 = arith.constant 64 : i64
  %m64 = arith.extsi %m : i32 to i64
  %v = attn.pointer_to_memref %buf sizes(%m64, %c64_i64) strides(%s, %c1_i64)
      : memref<?xi16> -> memref<?x64xbf16, strided<[?, 1]>>
  %d0 = memref.dim %v, %c0 : memref<?x64xbf16, strided<[?, 1]>>
  %d1 = memref.dim %v, %c1 : memref<?x64xbf16, strided<[?, 1]>>
  return %d0, %d1 : index, index
}

// CHECK-LABEL: func.func @pointer_form
// CHECK-SAME: (%[[P:.*]]: !llvm.ptr<1>, %[[N:.*]]: i64, %[[K:.*]]: i64)
// CHECK-DAG: %[[IN:.*]] = arith.index_cast %[[N]] : i64 to index
// CHECK-DAG: %[[IK:.*]] = arith.index_cast %[[K]] : i64 to index
// CHECK: return %[[IN]], %[[IK]] : index, index
func.func @pointer_form(%p: !llvm.ptr<1>, %n: i64, %k: i64) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1_i64 = arith.constant 1 : i64
  %v = attn.pointer_to_memref %p sizes(%n, %k) strides(%k, %c1_i64)
      : !llvm.ptr<1> -> memref<?x?xf16, strided<[?, 1]>, 1>
  %d0 = memref.dim %v, %c0 : memref<?x?xf16, strided<[?, 1]>, 1>
  %d1 = memref.dim %v, %c1 : memref<?x?xf16, strided<[?, 1]>, 1>
  return %d0, %d1 : index, index
}
