// RUN: attn-opt %s --split-input-file --attn-host-bf16 | FileCheck %s

// f32 -> bf16 roundings and bf16 -> f32 widenings, scalar and vector,
// become integer arithmetic (no arith conversion to or from bf16 is left);
// the module, which has bf16 values, gets its own __truncsfbf2 for the
// calls the LLVM backend emits on CPUs without bf16 instructions: weak and
// hidden, round to nearest even, NaN to the quiet NaN.
// CHECK-LABEL: func.func @conversions
// CHECK-NOT: arith.truncf
// CHECK-NOT: arith.extf
// CHECK: arith.bitcast %{{.*}} : f32 to i32
// CHECK: arith.trunci %{{.*}} : i32 to i16
// CHECK: arith.bitcast %{{.*}} : i16 to bf16
// CHECK: arith.bitcast %{{.*}} : vector<8xf32> to vector<8xi32>
// CHECK: arith.bitcast %{{.*}} : vector<8xi16> to vector<8xbf16>
// CHECK: arith.shli %{{.*}} : vector<8xi32>
// CHECK: arith.bitcast %{{.*}} : vector<8xi32> to vector<8xf32>
// CHECK: llvm.func weak hidden @__truncsfbf2(%[[X:.*]]: f32) -> bf16
// CHECK:   %[[BITS:.*]] = llvm.bitcast %[[X]] : f32 to i32
// CHECK:   llvm.add
// CHECK:   %[[NAN:.*]] = llvm.fcmp "uno" %[[X]], %[[X]] : f32
// CHECK:   %[[R:.*]] = llvm.select %[[NAN]]
// CHECK:   %[[H:.*]] = llvm.trunc %[[R]] : i32 to i16
// CHECK:   %[[B:.*]] = llvm.bitcast %[[H]] : i16 to bf16
// CHECK:   llvm.return %[[B]] : bf16
func.func @conversions(%x: f32, %v: vector<8xf32>, %w: vector<8xbf16>) -> (bf16, vector<8xbf16>, vector<8xf32>) {
  %a = arith.truncf %x : f32 to bf16
  %b = arith.truncf %v : vector<8xf32> to vector<8xbf16>
  %c = arith.extf %w : vector<8xbf16> to vector<8xf32>
  return %a, %b, %c : bf16, vector<8xbf16>, vector<8xf32>
}

// -----

// Without bf16 values no helper is defined; f16 conversions stay.
// CHECK-LABEL: func.func @half
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK-NOT: __truncsfbf2
func.func @half(%x: f32) -> f16 {
  %a = arith.truncf %x : f32 to f16
  return %a : f16
}
