// RUN: attn-opt %s --split-input-file --attn-legalize-host-math | FileCheck %s

// RMSNorm's x.pow(2) as the vectoriser leaves it: a splat exponent becomes
// one multiplication (exact for negative x).
// CHECK-LABEL: func.func @constant_power
// CHECK-NOT: math.fpowi
// CHECK: %[[SQ:.*]] = arith.mulf %[[X:.*]], %[[X]] : vector<8xf32>
// CHECK: return %[[SQ]]
func.func @constant_power(%x: vector<8xf32>) -> vector<8xf32> {
  %two = arith.constant dense<2> : vector<8xi64>
  %y = math.fpowi %x, %two : vector<8xf32>, vector<8xi64>
  return %y : vector<8xf32>
}

// -----

// A power that is not a constant is left for convert-math-to-funcs.
// CHECK-LABEL: func.func @runtime_power
// CHECK: math.fpowi
func.func @runtime_power(%x: vector<8xf32>, %e: vector<8xi64>) -> vector<8xf32> {
  %y = math.fpowi %x, %e : vector<8xf32>, vector<8xi64>
  return %y : vector<8xf32>
}

// -----

// Exact GELU's erf: a polynomial on vectors and scalars; f16 through f32.
// CHECK-LABEL: func.func @erf
// CHECK-NOT: math.erf
// CHECK: arith.extf %{{.*}} : f16 to f32
// CHECK: arith.truncf %{{.*}} : f32 to f16
// CHECK-NOT: math.erf
// CHECK: return
func.func @erf(%x: vector<8xf32>, %h: f16) -> (vector<8xf32>, f16) {
  %y = math.erf %x : vector<8xf32>
  %z = math.erf %h : f16
  return %y, %z : vector<8xf32>, f16
}

// -----

// The inverse hyperbolic functions in terms of log and sqrt; what the LLVM
// lowering takes (tanh here) is left to it.
// CHECK-LABEL: func.func @expanded_and_kept
// CHECK-NOT: math.asinh
// CHECK: math.log
// CHECK: math.tanh
func.func @expanded_and_kept(%x: vector<8xf32>) -> (vector<8xf32>, vector<8xf32>) {
  %a = math.asinh %x : vector<8xf32>
  %t = math.tanh %x : vector<8xf32>
  return %a, %t : vector<8xf32>, vector<8xf32>
}
