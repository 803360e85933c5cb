// RUN: attn-opt %s --split-input-file --attn-vectorize-tiles=register-rows=1 | FileCheck %s
// RUN: not attn-opt %s --split-input-file --attn-vectorize-tiles=max-vector-elements=1 2>&1 | FileCheck %s --check-prefix=OPTION
// RUN: not attn-opt %s --split-input-file --attn-vectorize-tiles=register-rows=-1 2>&1 | FileCheck %s --check-prefix=REGISTERS
// RUN: not attn-opt %s --split-input-file --attn-vectorize-tiles=vector-bytes=6 2>&1 | FileCheck %s --check-prefix=REGISTERS
// RUN: attn-opt %s --split-input-file --attn-vectorize-tiles="max-vector-elements=8 register-rows=1" | FileCheck %s --check-prefix=SMALL
// RUN: attn-opt %s --split-input-file --attn-vectorize-tiles="register-rows=4 register-columns=16 vector-bytes=32" | FileCheck %s --check-prefix=TILES
// RUN: attn-opt %s --split-input-file --attn-vectorize-tiles="register-rows=4 register-columns=8 vector-bytes=32" | FileCheck %s --check-prefix=ONEVECTOR
// The register tiles of a fixed CPU description, whatever this machine has:
// AVX-512's 64-byte vectors, SSE's 16-byte ones; GPU descriptions are refused.
// RUN: attn-opt %s --split-input-file --attn-vectorize-tiles=target=x86-64-v4 | FileCheck %s --check-prefix=V4
// RUN: attn-opt %s --split-input-file --attn-vectorize-tiles=target=x86-64 | FileCheck %s --check-prefix=SSE
// RUN: not attn-opt %s --split-input-file --attn-vectorize-tiles=target=sm_90 2>&1 | FileCheck %s --check-prefix=NOTCPU
// V4-LABEL: func.func @values(
// V4: math.fma {{.*}} : vector<16xf32>
// SSE-LABEL: func.func @values(
// SSE: math.fma {{.*}} : vector<4xf32>
// NOTCPU: error: attn-vectorize-tiles: target 'sm_90' is not a CPU description; known CPUs: host, x86-64, x86-64-v3, x86-64-v4

// (The checks of prefix CHECK are those of one row at a time, those of
// TILES and ONEVECTOR the register tiles, at tiles fixed by the options
// rather than by this machine's registers.)

// OPTION: error: attn-vectorize-tiles: max-vector-elements must be at least 2, got 1
// REGISTERS: error: attn-vectorize-tiles: register-rows, register-columns and vector-bytes must be 0 (the host's) or positive, vector-bytes a multiple of 4

// Q·Kᵀ on a tile of dynamic rows and a block of 8 keys, d = 16: one loop per
// row and per key around a dot product over the head dim (a vector of 16,
// reduced into the score as a tree of halves, not lane by lane). The scores
// go to a buffer the caller gave, which may alias Q: Q's row is read at
// every key.
// CHECK-LABEL: func.func @scores
// CHECK-NOT: linalg.generic
// CHECK: scf.for %[[I:.*]] =
// CHECK:   scf.for %[[J:.*]] = %{{.*}} to %{{.*}}
// CHECK:     %[[QROW:.*]] = vector.load %{{.*}} : memref<1x16xf32, {{.*}}>, vector<16xf32>
// CHECK:     %[[KROW:.*]] = vector.load %{{.*}} : memref<1x16xf32, {{.*}}>, vector<16xf32>
// CHECK:     %[[PROD:.*]] = arith.mulf %[[QROW]], %[[KROW]] fastmath<reassoc,contract> : vector<16xf32>
// CHECK-NOT: vector.reduction
// CHECK-DAG: %[[HI:.*]] = vector.shuffle %[[PROD]], %[[PROD]] [8, 9, 10, 11, 12, 13, 14, 15]
// CHECK-DAG: %[[LO:.*]] = vector.shuffle %[[PROD]], %[[PROD]] [0, 1, 2, 3, 4, 5, 6, 7]
// CHECK:     arith.addf %[[LO]], %[[HI]] : vector<8xf32>
// CHECK:     arith.addf %{{.*}} : vector<4xf32>
// CHECK:     arith.addf %{{.*}} : vector<2xf32>
// CHECK:     arith.addf %{{.*}} : vector<1xf32>
// CHECK:     arith.addf %{{.*}} : f32
// SMALL-LABEL: func.func @scores
// SMALL: linalg.generic
#qk_q = affine_map<(i, j, d) -> (i, d)>
#qk_k = affine_map<(i, j, d) -> (j, d)>
#qk_s = affine_map<(i, j, d) -> (i, j)>
func.func @scores(%q: memref<?x16xf32>, %k: memref<8x16xf32>, %s: memref<?x8xf32>) {
  linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %k : memref<?x16xf32>, memref<8x16xf32>) outs(%s : memref<?x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b fastmath<reassoc,contract> : f32
    %r = arith.addf %c, %m fastmath<reassoc,contract> : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// The scores into a buffer the function allocated (as the tiles' are): K
// is copied transposed once (kᵀ[d, j]) and each row of scores is kept in
// registers over the head dim, s[i, :] += q[i, d] kᵀ[d, :] (read before
// the loop over d, carried, written after it): no horizontal sums. (Into a
// buffer the caller gave, which may alias K, the dot products stay: above.)
// CHECK-LABEL: func.func @scores_into_allocation
// CHECK: %[[S:.*]] = memref.alloc(%{{.*}}) : memref<?x8xf32>
// CHECK: %[[KT:.*]] = memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
// CHECK: scf.for
// CHECK:   vector.transfer_read %{{.*}} : memref<8x1xf32, {{.*}}>, vector<8xf32>
// CHECK:   vector.store %{{.*}}, %{{.*}} : memref<1x8xf32, {{.*}}>, vector<8xf32>
// CHECK: scf.for %[[I:.*]] =
// CHECK:   %[[ROW:.*]] = vector.load %{{.*}} : memref<1x8xf32, {{.*}}>, vector<8xf32>
// CHECK:   scf.for %[[D:.*]] = {{.*}} iter_args
// CHECK:     %[[QD:.*]] = vector.broadcast %{{.*}} : vector<1xf32> to vector<8xf32>
// CHECK:     %[[KTROW:.*]] = vector.load %{{.*}} : memref<1x8xf32, {{.*}}>, vector<8xf32>
// CHECK:     math.fma %[[QD]], %[[KTROW]], %{{.*}} : vector<8xf32>
// CHECK-NOT: vector.reduction
// CHECK:   vector.store %{{.*}} : memref<1x8xf32, {{.*}}>, vector<8xf32>
// CHECK: memref.dealloc %[[KT]]

// Register tiles of Q·Kᵀ into scores the function allocated: K's block is
// transposed (8 keys) as above; 16 columns do not divide 8 keys, so at
// 4 x 16 the rows go one at a time; at 4 x 8 (one vector), the 4 rows'
// elements of Q are broadcast, each for its row's 8 scores.
// TILES-LABEL: func.func @scores_into_allocation
// TILES-NOT: iter_args({{.*}}, {{.*}}, {{.*}})
// TILES: return
// ONEVECTOR-LABEL: func.func @scores_into_allocation
// ONEVECTOR: memref.alloc() {alignment = 64 : i64} : memref<16x8xf32>
// ONEVECTOR: scf.for %{{.*}} step %c4 {
// ONEVECTOR: scf.for {{.*}} -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// ONEVECTOR-COUNT-4: math.fma
// ONEVECTOR: scf.yield
// ONEVECTOR-LABEL: func.func @values
#qk_q = affine_map<(i, j, d) -> (i, d)>
#qk_k = affine_map<(i, j, d) -> (j, d)>
#qk_s = affine_map<(i, j, d) -> (i, j)>
func.func @scores_into_allocation(%q: memref<?x16xf32>, %k: memref<8x16xf32>, %rows: index) -> memref<?x8xf32> {
  %s = memref.alloc(%rows) : memref<?x8xf32>
  linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %k : memref<?x16xf32>, memref<8x16xf32>) outs(%s : memref<?x8xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b fastmath<reassoc,contract> : f32
    %r = arith.addf %c, %m fastmath<reassoc,contract> : f32
    linalg.yield %r : f32
  }
  return %s : memref<?x8xf32>
}

// -----

// P·V into an accumulator the function allocated: acc[i, :] += p[i, j] *
// V[j, :] along the head dim, the accumulator row read before the key loop,
// carried through it and written once after it; product and sum fused
// (the product may be contracted).
// CHECK-LABEL: func.func @values
// CHECK: %[[ACC:.*]] = memref.alloc
// CHECK: scf.for %[[I:.*]] =
// CHECK:   %[[ROW:.*]] = memref.subview %[[ACC]][%[[I]], 0] [1, 16]
// CHECK:   vector.load %[[ROW]]
// CHECK:   scf.for %[[J:.*]] = {{.*}} iter_args(
// CHECK-NOT: vector.store
// CHECK:     vector.load %{{.*}} : memref<1x16xf16, {{.*}}>, vector<16xf16>
// CHECK:     %[[VROW:.*]] = arith.extf
// CHECK:     math.fma %{{.*}}, %[[VROW]], %{{.*}} : vector<16xf32>
// CHECK:     scf.yield
// CHECK:   vector.store %{{.*}}, %[[ROW]]
#pv_p = affine_map<(i, j, d) -> (i, j)>
#pv_v = affine_map<(i, j, d) -> (j, d)>
#pv_o = affine_map<(i, j, d) -> (i, d)>
func.func @values(%p: memref<?x8xf32>, %v: memref<8x16xf16>, %rows: index) -> memref<?x16xf32> {
  %acc = memref.alloc(%rows) : memref<?x16xf32>
  linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%p, %v : memref<?x8xf32>, memref<8x16xf16>) outs(%acc : memref<?x16xf32>) {
  ^bb0(%a: f32, %b: f16, %c: f32):
    %e = arith.extf %b : f16 to f32
    %m = arith.mulf %a, %e fastmath<reassoc,contract> : f32
    %r = arith.addf %c, %m fastmath<reassoc,contract> : f32
    linalg.yield %r : f32
  }
  return %acc : memref<?x16xf32>
}

// P·V in register tiles of 4 rows by 16 columns (two vectors of 8): the
// rows in whole tiles (rows - rows % 4), each tile's 8 accumulators read
// before the key loop and written after it; per key, V's two vectors loaded
// and converted once for the 4 rows, each row's p broadcast once for both;
// the remaining rows one at a time, with the same two columns.
// TILES-LABEL: func.func @values
// TILES: %[[ACC:.*]] = memref.alloc
// TILES: %[[ROWS:.*]] = memref.dim %arg0
// TILES: %[[REM:.*]] = arith.remui %[[ROWS]], %[[C4:.*]] : index
// TILES: %[[FULL:.*]] = arith.subi %[[ROWS]], %[[REM]] : index
// TILES: scf.for %[[I:.*]] = %{{.*}} to %[[FULL]] step %[[C4]] {
// TILES-COUNT-8: vector.load %[[ACC]]
// TILES: scf.for %[[J:.*]] = {{.*}} iter_args({{.*}}) -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// TILES-NEXT: %[[V0:.*]] = vector.load %arg1[%[[J]], %{{.*}}] : memref<8x16xf16>, vector<8xf16>
// TILES-NEXT: %[[V1:.*]] = vector.load %arg1[%[[J]], %{{.*}}] : memref<8x16xf16>, vector<8xf16>
// TILES-NEXT: %[[P0:.*]] = memref.load %arg0[%[[I]], %[[J]]]
// TILES-NEXT: %[[B0:.*]] = vector.broadcast %[[P0]] : f32 to vector<8xf32>
// TILES-NEXT: %[[E0:.*]] = arith.extf %[[V0]]
// TILES-NEXT: math.fma %[[B0]], %[[E0]], %{{.*}} : vector<8xf32>
// TILES-NEXT: %[[E1:.*]] = arith.extf %[[V1]]
// TILES-NEXT: math.fma %[[B0]], %[[E1]], %{{.*}} : vector<8xf32>
// TILES-NEXT: memref.load %arg0
// TILES-NEXT: %[[B1:.*]] = vector.broadcast
// TILES-NEXT: math.fma %[[B1]], %[[E0]]
// TILES-NEXT: math.fma %[[B1]], %[[E1]]
// TILES-COUNT-2: memref.load %arg0
// TILES: scf.yield
// TILES-COUNT-8: vector.store %{{.*}}, %[[ACC]]
// TILES: scf.for %{{.*}} = %[[FULL]] to %[[ROWS]] step %{{.*}} {
// TILES: scf.for {{.*}} -> (vector<8xf32>, vector<8xf32>) {
// TILES-COUNT-2: math.fma
// TILES-NOT: math.fma
// TILES: return %[[ACC]]


// -----

// The scores of a key block into a buffer whose initial zeros are a copy of
// a zero-filled buffer (as bufferization leaves the scores' fill, shared
// with the accumulator's outside the key loop): the tiles' accumulators
// start as zero vectors, not from memory, and the copy goes; the filled
// buffer stays for its other readers.
// TILES-LABEL: func.func @scores_from_zeros
// TILES: %[[SPLAT:.*]] = arith.constant dense<0.000000e+00> : vector<8xf32>
// TILES: %[[ZEROS:.*]] = memref.alloc
// TILES: memref.copy %[[ZEROS]], %[[ACC:.*]] :
// TILES: scf.for
// TILES: %[[S:.*]] = memref.alloc
// TILES-NOT: memref.copy %[[ZEROS]]
// TILES-NOT: vector.load %[[S]]
// TILES: scf.for {{.*}} iter_args(%{{.*}} = %[[SPLAT]], %{{.*}} = %[[SPLAT]], %{{.*}} = %[[SPLAT]], %{{.*}} = %[[SPLAT]],
// TILES: vector.store %{{.*}}, %[[S]]
// TILES: return %[[ACC]]
#sc_q = affine_map<(i, d, j) -> (i, d)>
#sc_k = affine_map<(i, d, j) -> (d, j)>
#sc_s = affine_map<(i, d, j) -> (i, j)>
func.func @scores_from_zeros(%q: memref<?x16xf32>, %kt: memref<16x16xf32>, %rows: index, %blocks: index, %out: memref<?x16xf32>) -> memref<?x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %zeros = memref.alloc(%rows) : memref<?x16xf32>
  linalg.fill ins(%zero : f32) outs(%zeros : memref<?x16xf32>)
  %acc = memref.alloc(%rows) : memref<?x16xf32>
  memref.copy %zeros, %acc : memref<?x16xf32> to memref<?x16xf32>
  scf.for %b = %c0 to %blocks step %c1 {
    %s = memref.alloc(%rows) : memref<?x16xf32>
    memref.copy %zeros, %s : memref<?x16xf32> to memref<?x16xf32>
    linalg.generic {indexing_maps = [#sc_q, #sc_k, #sc_s],
                    iterator_types = ["parallel", "reduction", "parallel"]}
        ins(%q, %kt : memref<?x16xf32>, memref<16x16xf32>) outs(%s : memref<?x16xf32>) {
    ^bb0(%a: f32, %k: f32, %c: f32):
      %m = arith.mulf %a, %k fastmath<contract> : f32
      %r = arith.addf %c, %m fastmath<contract> : f32
      linalg.yield %r : f32
    }
    memref.copy %s, %out : memref<?x16xf32> to memref<?x16xf32>
    memref.dealloc %s : memref<?x16xf32>
  }
  memref.dealloc %zeros : memref<?x16xf32>
  return %acc : memref<?x16xf32>
}

// -----

// A row max over 64 keys (the scores' multi-reduction): a tree of halves
// combined with arith.maximumf (NaN-propagating, as the reduction), then
// the running max.
// CHECK-LABEL: func.func @row_max
// CHECK-NOT: vector.reduction
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : vector<16xf32>
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : vector<1xf32>
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : f32
func.func @row_max(%s: memref<?x64xf32>, %m: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                  iterator_types = ["parallel", "reduction"]}
      ins(%s : memref<?x64xf32>) outs(%m : memref<?xf32>) {
  ^bb0(%a: f32, %b: f32):
    %r = arith.maximumf %b, %a : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// The same accumulation into a buffer the caller gave (which may alias V):
// the row is read and written at every key.
// CHECK-LABEL: func.func @values_in_argument
// CHECK: scf.for
// CHECK:   scf.for
// CHECK-NOT: iter_args
// CHECK:     vector.load
// CHECK:     vector.store
#pv_p = affine_map<(i, j, d) -> (i, j)>
#pv_v = affine_map<(i, j, d) -> (j, d)>
#pv_o = affine_map<(i, j, d) -> (i, d)>
func.func @values_in_argument(%p: memref<?x8xf32>, %v: memref<8x16xf32>, %acc: memref<?x16xf32>) {
  linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o],
                  iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%p, %v : memref<?x8xf32>, memref<8x16xf32>) outs(%acc : memref<?x16xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32):
    %m = arith.mulf %a, %b : f32
    %r = arith.addf %c, %m : f32
    linalg.yield %r : f32
  }
  return
}

// -----

// exp2 on a vector is a polynomial: x clamped to [-150, 128] and rounded
// to n, 2^(x - n) by seven fused multiply-adds, 2^n as the product of two
// powers from exponent bits (subnormal results and +inf exact); NaN kept.
// CHECK-LABEL: func.func @exponentials
// CHECK-NOT: math.exp2
// CHECK: arith.maximumf %{{.*}}, %{{.*}} : vector<32xf32>
// CHECK: math.roundeven %{{.*}} : vector<32xf32>
// CHECK-COUNT-7: math.fma
// CHECK: arith.shrsi
// CHECK: arith.bitcast %{{.*}} : vector<32xi32> to vector<32xf32>
// CHECK: arith.bitcast %{{.*}} : vector<32xi32> to vector<32xf32>
// CHECK: arith.cmpf uno
func.func @exponentials(%x: memref<?x32xf32>, %y: memref<?x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%x : memref<?x32xf32>) outs(%y : memref<?x32xf32>) {
  ^bb0(%a: f32, %b: f32):
    %e = math.exp2 %a : f32
    linalg.yield %e : f32
  }
  return
}

// -----

// Left scalar: a boolean mask (a vector of i1 is packed bits in memory, a
// buffer's i1 elements are bytes), a dynamic innermost loop (the ragged
// last key block), tensors.
// CHECK-LABEL: func.func @scalar
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: vector.
func.func @scalar(%m: memref<?x32xi1>, %x: memref<?x32xf32>, %d: memref<?x?xf32>, %t: tensor<?x32xf32>) -> tensor<?x32xf32> {
  %zero = arith.constant 0.0 : f32
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      ins(%m : memref<?x32xi1>) outs(%x : memref<?x32xf32>) {
  ^bb0(%a: i1, %b: f32):
    %s = arith.select %a, %b, %zero : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                  iterator_types = ["parallel", "parallel"]}
      outs(%d : memref<?x?xf32>) {
  ^bb0(%b: f32):
    %e = math.exp2 %b : f32
    linalg.yield %e : f32
  }
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      outs(%t : tensor<?x32xf32>) {
  ^bb0(%b: f32):
    %e = math.exp2 %b : f32
    linalg.yield %e : f32
  } -> tensor<?x32xf32>
  return %r : tensor<?x32xf32>
}

// -----

// f16 Q·Kᵀ into f32 scores in register tiles: Q's tile is converted to f32
// once (a buffer of rows x d, eight elements at a time), so the tile's
// loop broadcasts f32 elements of it (no conversion per row and step); K's
// transposed vectors are converted once per step for the four rows.
// CHECK-LABEL: func.func @scores_f16
// ONEVECTOR-LABEL: func.func @scores_f16
// ONEVECTOR: %[[QF32:.*]] = memref.alloc(%{{.*}}) {alignment = 64 : i64} : memref<?x16xf32>
// ONEVECTOR: scf.for %[[R:.*]] =
// ONEVECTOR:   %[[LO:.*]] = vector.load %arg0[%[[R]], %{{.*}}] : memref<?x16xf16>, vector<8xf16>
// ONEVECTOR:   %[[LOW:.*]] = arith.extf %[[LO]] : vector<8xf16> to vector<8xf32>
// ONEVECTOR:   vector.store %[[LOW]], %[[QF32]][%[[R]], %{{.*}}]
// ONEVECTOR:   vector.load %arg0[%[[R]], %{{.*}}] : memref<?x16xf16>, vector<8xf16>
// ONEVECTOR: scf.for {{.*}} step %c4 {
// ONEVECTOR: scf.for {{.*}} -> (vector<8xf32>, vector<8xf32>, vector<8xf32>, vector<8xf32>) {
// ONEVECTOR:   %[[KT:.*]] = vector.load %{{.*}} : memref<16x8xf16>, vector<8xf16>
// ONEVECTOR:   %[[Q0:.*]] = memref.load %[[QF32]][{{.*}}] : memref<?x16xf32>
// ONEVECTOR:   %[[B0:.*]] = vector.broadcast %[[Q0]] : f32 to vector<8xf32>
// ONEVECTOR:   %[[KTW:.*]] = arith.extf %[[KT]] : vector<8xf16> to vector<8xf32>
// ONEVECTOR:   math.fma %[[B0]], %[[KTW]]
// ONEVECTOR-NOT: arith.extf
// ONEVECTOR: scf.yield
// ONEVECTOR: memref.dealloc %[[QF32]]
#qk_q = affine_map<(i, j, d) -> (i, d)>
#qk_k = affine_map<(i, j, d) -> (j, d)>
#qk_s = affine_map<(i, j, d) -> (i, j)>
func.func @scores_f16(%q: memref<?x16xf16>, %k: memref<8x16xf16>, %rows: index) -> memref<?x8xf32> {
  %s = memref.alloc(%rows) : memref<?x8xf32>
  linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%q, %k : memref<?x16xf16>, memref<8x16xf16>) outs(%s : memref<?x8xf32>) {
  ^bb0(%a: f16, %b: f16, %c: f32):
    %ea = arith.extf %a : f16 to f32
    %eb = arith.extf %b : f16 to f32
    %m = arith.mulf %ea, %eb fastmath<reassoc,contract> : f32
    %r = arith.addf %c, %m fastmath<reassoc,contract> : f32
    linalg.yield %r : f32
  }
  return %s : memref<?x8xf32>
}

// -----

// The tile's row statistics, elementwise over a dynamic number of rows (the
// rescaling factor of each row from its old and new max): collapsed to one
// loop over the rows and vectorised along them, the last vector masked;
// exp2 the vector polynomial, not a call per row. (At AVX-512's sixteen
// lanes: the rows' vectors are as wide as the target's.)
// V4-LABEL: func.func @row_factors
// V4: memref.collapse_shape %{{.*}} {{\[\[}}0, 1, 2]]
// V4: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %[[LANES:.*]] {
// V4:   %[[MASK:.*]] = vector.create_mask %{{.*}} : vector<16xi1>
// V4:   vector.maskedload %{{.*}}[%{{.*}}], %[[MASK]], %{{.*}} : memref<?xf32, {{.*}}>, vector<16xi1>, vector<16xf32> into vector<16xf32>
// V4:   arith.maximumf %{{.*}}, %{{.*}} : vector<16xf32>
// V4-NOT: math.exp2
// V4:   math.roundeven %{{.*}} : vector<16xf32>
// V4:   vector.maskedstore %{{.*}}[%{{.*}}], %[[MASK]], %{{.*}} : memref<?xf32, {{.*}}>, vector<16xi1>, vector<16xf32>
#rows = affine_map<(b, h, i) -> (b, h, i)>
func.func @row_factors(%new: memref<1x1x?xf32>, %old: memref<1x1x?xf32>, %alpha: memref<1x1x?xf32>) {
  linalg.generic {indexing_maps = [#rows, #rows, #rows],
                  iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%new, %old : memref<1x1x?xf32>, memref<1x1x?xf32>) outs(%alpha : memref<1x1x?xf32>) {
  ^bb0(%n: f32, %o: f32, %a: f32):
    %m = arith.maximumf %o, %n : f32
    %d = arith.subf %o, %m : f32
    %e = math.exp2 %d : f32
    linalg.yield %e : f32
  }
  return
}
