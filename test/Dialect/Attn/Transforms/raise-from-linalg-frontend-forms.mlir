// RUN: attn-opt %s --split-input-file --attn-raise-from-linalg | FileCheck %s

// Forms frontends emit that once crashed the pass or built invalid IR.

// The scale multiplied into K, with K the first operand of the Q·Kᵀ
// contraction.
// CHECK-LABEL: func.func @scale_in_k_first_operand
// CHECK: %[[C:.*]] = arith.constant 2.500000e-01 : f32
// CHECK: attn.attention {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[C]] : tensor<2x8x16xf32>, tensor<2x12x16xf32>, tensor<2x12x16xf32>, f32)
// CHECK-NOT: linalg.softmax
#qk_k = affine_map<(b, m, n, k) -> (b, n, k)>
#qk_q = affine_map<(b, m, n, k) -> (b, m, k)>
#qk_s = affine_map<(b, m, n, k) -> (b, m, n)>
#id3 = affine_map<(a, b, c) -> (a, b, c)>
#row = affine_map<(a, b, c) -> (a, b)>
func.func @scale_in_k_first_operand(%q: tensor<2x8x16xf32>, %k: tensor<2x12x16xf32>, %v: tensor<2x12x16xf32>) -> tensor<2x8x16xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 0.25 : f32
  %ke = tensor.empty() : tensor<2x12x16xf32>
  %ks = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%k : tensor<2x12x16xf32>) outs(%ke : tensor<2x12x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    linalg.yield %m : f32
  } -> tensor<2x12x16xf32>
  %se = tensor.empty() : tensor<2x8x12xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x8x12xf32>) -> tensor<2x8x12xf32>
  %s = linalg.generic {indexing_maps = [#qk_k, #qk_q, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%ks, %q : tensor<2x12x16xf32>, tensor<2x8x16xf32>) outs(%sz : tensor<2x8x12xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %o, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x8x12xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x8x12xf32>) outs(%se : tensor<2x8x12xf32>) -> tensor<2x8x12xf32>
  %oe = tensor.empty() : tensor<2x8x16xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x8x12xf32>, tensor<2x12x16xf32>) outs(%oz : tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
  return %o : tensor<2x8x16xf32>
}

// -----

// f16 end to end: f16 contractions and softmax, K given transposed to
// linalg.batch_matmul; the f16 scale constant becomes the f32 scale.
// CHECK-LABEL: func.func @f16_end_to_end_pretransposed_k
// CHECK: %[[C:.*]] = arith.constant 2.500000e-01 : f16
// CHECK: %[[S:.*]] = arith.extf %[[C]] : f16 to f32
// CHECK: attn.attention {{.*}} ins(%{{.*}}, %{{.*}}, %{{.*}}, %[[S]] : tensor<4x32x16xf16>, tensor<4x16x40xf16>, tensor<4x40x16xf16>, f32) outs(%{{.*}} : tensor<4x32x16xf16>)
func.func @f16_end_to_end_pretransposed_k(%q: tensor<4x32x16xf16>, %kt: tensor<4x16x40xf16>, %v: tensor<4x40x16xf16>) -> tensor<4x32x16xf16> {
  %zero = arith.constant 0.0 : f16
  %se = tensor.empty() : tensor<4x32x40xf16>
  %sz = linalg.fill ins(%zero : f16) outs(%se : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x32x16xf16>, tensor<4x16x40xf16>) outs(%sz : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %c = arith.constant 0.25 : f16
  %sc = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<4x32x40xf16>) outs(%se : tensor<4x32x40xf16>) {
  ^bb0(%a: f16, %o: f16):
    %m = arith.mulf %a, %c : f16
    linalg.yield %m : f16
  } -> tensor<4x32x40xf16>
  %p = linalg.softmax dimension(2) ins(%sc : tensor<4x32x40xf16>) outs(%se : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %oe = tensor.empty() : tensor<4x32x16xf16>
  %oz = linalg.fill ins(%zero : f16) outs(%oe : tensor<4x32x16xf16>) -> tensor<4x32x16xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x32x40xf16>, tensor<4x40x16xf16>) outs(%oz : tensor<4x32x16xf16>) -> tensor<4x32x16xf16>
  return %o : tensor<4x32x16xf16>
}

// -----

// A collapsed P·V whose query dim is dynamic: the op's output takes the
// dynamic size and is collapsed back.
// CHECK-LABEL: func.func @collapsed_pv_dynamic_query
// CHECK: %[[M:.*]] = tensor.dim %{{.*}}, %c2
// CHECK: %[[INIT:.*]] = tensor.empty(%{{.*}}) : tensor<2x4x?x8xf32>
// CHECK: %[[O:.*]] = attn.attention {{.*}} outs(%[[INIT]] : tensor<2x4x?x8xf32>)
// CHECK: tensor.collapse_shape %[[O]] {{\[}}[0, 1], [2], [3]]
func.func @collapsed_pv_dynamic_query(%q: tensor<2x4x?x8xf32>, %k: tensor<2x4x?x8xf32>, %v: tensor<2x4x?x8xf32>) -> tensor<8x?x8xf32> {
  %zero = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %m = tensor.dim %q, %c2 : tensor<2x4x?x8xf32>
  %n = tensor.dim %k, %c2 : tensor<2x4x?x8xf32>
  %qc = tensor.collapse_shape %q [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
  %kc = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
  %vc = tensor.collapse_shape %v [[0, 1], [2], [3]] : tensor<2x4x?x8xf32> into tensor<8x?x8xf32>
  %se = tensor.empty(%m, %n) : tensor<8x?x?xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%qc, %kc : tensor<8x?x8xf32>, tensor<8x?x8xf32>) outs(%sz : tensor<8x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<8x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%s : tensor<8x?x?xf32>) outs(%se : tensor<8x?x?xf32>) -> tensor<8x?x?xf32>
  %oe = tensor.empty(%m) : tensor<8x?x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
  %o = linalg.batch_matmul ins(%p, %vc : tensor<8x?x?xf32>, tensor<8x?x8xf32>) outs(%oz : tensor<8x?x8xf32>) -> tensor<8x?x8xf32>
  return %o : tensor<8x?x8xf32>
}

// -----

// An f16 mask added to f16 scores (HF eager attention with a padding mask
// of torch.finfo(float16).min): the graph's f16 sum takes -65504 whatever
// the score, so a row masked entirely weighs its keys equally. The mask is
// computed into an f32 tensor whose -65504 becomes the lowest f32, which
// the op's f32 sum keeps for any score.
// CHECK-LABEL: func.func @f16_mask_saturates_at_lowest
// CHECK: %[[MASK:.*]] = linalg.generic
// CHECK: ^bb0(%{{.*}}: f32):
// CHECK: %[[X:.*]] = tensor.extract %{{.*}} : tensor<4x32x40xf16>
// CHECK: %[[W:.*]] = arith.extf %[[X]] : f16 to f32
// CHECK: %[[L16:.*]] = arith.constant -6.550400e+04 : f16
// CHECK: %[[LOW:.*]] = arith.cmpf oeq, %[[X]], %[[L16]] : f16
// CHECK: %[[L32:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK: arith.select %[[LOW]], %[[L32]], %[[W]] : f32
// CHECK: } -> tensor<4x32x40xf32>
// CHECK: attn.attention {{.*}} mask(%[[MASK]] : tensor<4x32x40xf32>)
func.func @f16_mask_saturates_at_lowest(%q: tensor<4x32x16xf16>, %kt: tensor<4x16x40xf16>, %v: tensor<4x40x16xf16>, %mask: tensor<4x32x40xf16>) -> tensor<4x32x16xf16> {
  %zero = arith.constant 0.0 : f16
  %se = tensor.empty() : tensor<4x32x40xf16>
  %sz = linalg.fill ins(%zero : f16) outs(%se : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x32x16xf16>, tensor<4x16x40xf16>) outs(%sz : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %c = arith.constant 0.25 : f16
  %sc = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %mask : tensor<4x32x40xf16>, tensor<4x32x40xf16>) outs(%se : tensor<4x32x40xf16>) {
  ^bb0(%a: f16, %mk: f16, %o: f16):
    %m = arith.mulf %a, %c : f16
    %x = arith.addf %m, %mk : f16
    linalg.yield %x : f16
  } -> tensor<4x32x40xf16>
  %p = linalg.softmax dimension(2) ins(%sc : tensor<4x32x40xf16>) outs(%se : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %oe = tensor.empty() : tensor<4x32x16xf16>
  %oz = linalg.fill ins(%zero : f16) outs(%oe : tensor<4x32x16xf16>) -> tensor<4x32x16xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x32x40xf16>, tensor<4x40x16xf16>) outs(%oz : tensor<4x32x16xf16>) -> tensor<4x32x16xf16>
  return %o : tensor<4x32x16xf16>
}

// -----

// The same in bf16 is read whole: bf16's lowest value is below -1e30, where
// the op's f32 sum keeps it for any score already.
// CHECK-LABEL: func.func @bf16_mask_read_whole
// CHECK-NOT: linalg.generic
// CHECK: attn.attention {{.*}} mask(%{{.*}} : tensor<4x32x40xbf16>)
func.func @bf16_mask_read_whole(%q: tensor<4x32x16xbf16>, %kt: tensor<4x16x40xbf16>, %v: tensor<4x40x16xbf16>, %mask: tensor<4x32x40xbf16>) -> tensor<4x32x16xbf16> {
  %zero = arith.constant 0.0 : bf16
  %se = tensor.empty() : tensor<4x32x40xbf16>
  %sz = linalg.fill ins(%zero : bf16) outs(%se : tensor<4x32x40xbf16>) -> tensor<4x32x40xbf16>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x32x16xbf16>, tensor<4x16x40xbf16>) outs(%sz : tensor<4x32x40xbf16>) -> tensor<4x32x40xbf16>
  %c = arith.constant 0.25 : bf16
  %sc = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %mask : tensor<4x32x40xbf16>, tensor<4x32x40xbf16>) outs(%se : tensor<4x32x40xbf16>) {
  ^bb0(%a: bf16, %mk: bf16, %o: bf16):
    %m = arith.mulf %a, %c : bf16
    %x = arith.addf %m, %mk : bf16
    linalg.yield %x : bf16
  } -> tensor<4x32x40xbf16>
  %p = linalg.softmax dimension(2) ins(%sc : tensor<4x32x40xbf16>) outs(%se : tensor<4x32x40xbf16>) -> tensor<4x32x40xbf16>
  %oe = tensor.empty() : tensor<4x32x16xbf16>
  %oz = linalg.fill ins(%zero : bf16) outs(%oe : tensor<4x32x16xbf16>) -> tensor<4x32x16xbf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x32x40xbf16>, tensor<4x40x16xbf16>) outs(%oz : tensor<4x32x16xbf16>) -> tensor<4x32x16xbf16>
  return %o : tensor<4x32x16xbf16>
}

// -----

// masked_fill(mask, torch.finfo(float16).min) on f16 scores: masked scores
// are -65504 exactly, which the op's f32 scores take as the lowest f32 (a
// row masked entirely weighs its keys equally, as in the graph).
// CHECK-LABEL: func.func @f16_masked_fill_at_lowest
// CHECK: %[[MASK:.*]] = linalg.generic
// CHECK: %[[L32:.*]] = arith.constant -3.40282347E+38 : f32
// CHECK: arith.select %{{.*}}, %{{.*}}, %[[L32]] : f32
// CHECK: attn.attention {{.*}} mask(%[[MASK]] : tensor<4x32x40xf32>)
func.func @f16_masked_fill_at_lowest(%q: tensor<4x32x16xf16>, %kt: tensor<4x16x40xf16>, %v: tensor<4x40x16xf16>, %keep: tensor<4x32x40xi1>) -> tensor<4x32x16xf16> {
  %zero = arith.constant 0.0 : f16
  %low = arith.constant -65504.0 : f16
  %se = tensor.empty() : tensor<4x32x40xf16>
  %sz = linalg.fill ins(%zero : f16) outs(%se : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<4x32x16xf16>, tensor<4x16x40xf16>) outs(%sz : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %c = arith.constant 0.25 : f16
  %sc = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %keep : tensor<4x32x40xf16>, tensor<4x32x40xi1>) outs(%se : tensor<4x32x40xf16>) {
  ^bb0(%a: f16, %k: i1, %o: f16):
    %m = arith.mulf %a, %c : f16
    %x = arith.select %k, %m, %low : f16
    linalg.yield %x : f16
  } -> tensor<4x32x40xf16>
  %p = linalg.softmax dimension(2) ins(%sc : tensor<4x32x40xf16>) outs(%se : tensor<4x32x40xf16>) -> tensor<4x32x40xf16>
  %oe = tensor.empty() : tensor<4x32x16xf16>
  %oz = linalg.fill ins(%zero : f16) outs(%oe : tensor<4x32x16xf16>) -> tensor<4x32x16xf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<4x32x40xf16>, tensor<4x40x16xf16>) outs(%oz : tensor<4x32x16xf16>) -> tensor<4x32x16xf16>
  return %o : tensor<4x32x16xf16>
}

// -----

// A lower-triangular constant buffer sliced to the dynamic sequence length
// (GPT-2's and nanoGPT's registered `bias` buffer): the buffer's size bounds
// the length, and over all of it the mask is causal.
// CHECK-LABEL: func.func @dynamic_slice_of_causal_buffer
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}}) outs
func.func @dynamic_slice_of_causal_buffer(%q: tensor<2x?x8xf32>, %k: tensor<2x?x8xf32>, %v: tensor<2x?x8xf32>) -> tensor<2x?x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1 : index
  %buffer = arith.constant dense<[[true, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, true, false, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, true, false, false, false], [true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, false], [true, true, true, true, true, true, true, true]]> : tensor<8x8xi1>
  %n = tensor.dim %q, %c1 : tensor<2x?x8xf32>
  %keep = tensor.extract_slice %buffer[0, 0] [%n, %n] [1, 1] : tensor<8x8xi1> to tensor<?x?xi1>
  %se = tensor.empty(%n, %n) : tensor<2x?x?xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x?x8xf32>, tensor<2x?x8xf32>) outs(%sz : tensor<2x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (m, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%keep, %s : tensor<?x?xi1>, tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %y = arith.select %c, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %oe = tensor.empty(%n) : tensor<2x?x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x?x?xf32>, tensor<2x?x8xf32>) outs(%oz : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %o : tensor<2x?x8xf32>
}

// -----

// The same buffer, lower-triangular except its row 6 (which sees every key):
// a length of 7 or 8 would read that row, so the mask stays a mask.
// CHECK-LABEL: func.func @negative_dynamic_slice_of_partly_causal_buffer
// CHECK-NOT: causal
// CHECK: attn.attention {{.*}} mask(
func.func @negative_dynamic_slice_of_partly_causal_buffer(%q: tensor<2x?x8xf32>, %k: tensor<2x?x8xf32>, %v: tensor<2x?x8xf32>) -> tensor<2x?x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c1 = arith.constant 1 : index
  %buffer = arith.constant dense<[[true, false, false, false, false, false, false, false], [true, true, false, false, false, false, false, false], [true, true, true, false, false, false, false, false], [true, true, true, true, false, false, false, false], [true, true, true, true, true, false, false, false], [true, true, true, true, true, true, false, false], [true, true, true, true, true, true, true, true], [true, true, true, true, true, true, true, true]]> : tensor<8x8xi1>
  %n = tensor.dim %q, %c1 : tensor<2x?x8xf32>
  %keep = tensor.extract_slice %buffer[0, 0] [%n, %n] [1, 1] : tensor<8x8xi1> to tensor<?x?xi1>
  %se = tensor.empty(%n, %n) : tensor<2x?x?xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x?x8xf32>, tensor<2x?x8xf32>) outs(%sz : tensor<2x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (m, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%keep, %s : tensor<?x?xi1>, tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %y = arith.select %c, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %oe = tensor.empty(%n) : tensor<2x?x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x?x?xf32>, tensor<2x?x8xf32>) outs(%oz : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %o : tensor<2x?x8xf32>
}

// -----

// A mask that hides a key above the diagonal or a padded key (HF's sdpa
// mask, written as what is hidden: or(n > m, padded)) with -inf: the causal
// attribute and a [B, N] padding mask.
// CHECK-LABEL: func.func @causal_or_padding
// CHECK: tensor.extract %{{.*}} : tensor<2x12xi1>
// CHECK-NEXT: arith.constant true
// CHECK-NEXT: arith.xori
// CHECK: attn.attention {{.*}}causal(top_left) ins({{.*}}) mask(%{{.*}} : tensor<2x12xi1>)
func.func @causal_or_padding(%q: tensor<2x12x8xf32>, %k: tensor<2x12x8xf32>, %v: tensor<2x12x8xf32>, %padded: tensor<2x12xi1>) -> tensor<2x12x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %se = tensor.empty() : tensor<2x12x12xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x12x12xf32>) -> tensor<2x12x12xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x12x8xf32>, tensor<2x12x8xf32>) outs(%sz : tensor<2x12x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x12x12xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%padded, %s : tensor<2x12xi1>, tensor<2x12x12xf32>) outs(%se : tensor<2x12x12xf32>) {
  ^bb0(%p: i1, %x: f32, %o: f32):
    %m = linalg.index 1 : index
    %n = linalg.index 2 : index
    %above = arith.cmpi sgt, %n, %m : index
    %hide = arith.ori %above, %p : i1
    %y = arith.select %hide, %ninf, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x12x12xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x12x12xf32>) outs(%se : tensor<2x12x12xf32>) -> tensor<2x12x12xf32>
  %oe = tensor.empty() : tensor<2x12x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x12x12xf32>, tensor<2x12x8xf32>) outs(%oz : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  return %o : tensor<2x12x8xf32>
}

// -----

// A mask read through torch-mlir's dynamic broadcasting copy
// (`extract %m[b, 0, select(n == 1, 0, i), select(n == 1, 0, j)]` into a
// tensor made with sizes n): where n is 1 the loops have one iteration, so
// the copy reads the mask at its own indices, and the op reads the mask.
// CHECK-LABEL: func.func @mask_through_broadcast_copy
// CHECK-NOT: tensor.extract %
// CHECK: %[[M:.*]] = tensor.extract_slice %arg3[0, 0, 0, 0] {{.*}} : tensor<2x1x?x?xi1> to tensor<2x?x?xi1>
// CHECK: attn.attention {{.*}} mask(%[[M]] : tensor<2x?x?xi1>)
func.func @mask_through_broadcast_copy(%q: tensor<2x?x8xf32>, %k: tensor<2x?x8xf32>, %v: tensor<2x?x8xf32>, %mask: tensor<2x1x?x?xi1>) -> tensor<2x?x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %q, %c1 : tensor<2x?x8xf32>
  %me = tensor.empty(%n, %n) : tensor<2x?x?xi1>
  %m = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%me : tensor<2x?x?xi1>) {
  ^bb0(%out: i1):
    %b = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %unit = arith.cmpi eq, %n, %c1 : index
    %ii = arith.select %unit, %c0, %i : index
    %jj = arith.select %unit, %c0, %j : index
    %x = tensor.extract %mask[%b, %c0, %ii, %jj] : tensor<2x1x?x?xi1>
    linalg.yield %x : i1
  } -> tensor<2x?x?xi1>
  %se = tensor.empty(%n, %n) : tensor<2x?x?xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x?x8xf32>, tensor<2x?x8xf32>) outs(%sz : tensor<2x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%m, %s : tensor<2x?x?xi1>, tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %y = arith.select %c, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %oe = tensor.empty(%n) : tensor<2x?x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x?x?xf32>, tensor<2x?x8xf32>) outs(%oz : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %o : tensor<2x?x8xf32>
}

// -----

// The same copy comparing another size with 1 (%u, the mask's own query
// size, which may be 1 while the copy has many rows: a broadcast): the copy
// stays part of the mask.
// CHECK-LABEL: func.func @negative_mask_through_broadcast_of_other_size
// CHECK: tensor.extract %arg3
// CHECK: attn.attention {{.*}} mask(%{{.*}} : tensor<2x?x?xi1>)
func.func @negative_mask_through_broadcast_of_other_size(%q: tensor<2x?x8xf32>, %k: tensor<2x?x8xf32>, %v: tensor<2x?x8xf32>, %mask: tensor<2x1x?x?xi1>) -> tensor<2x?x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %q, %c1 : tensor<2x?x8xf32>
  %c2 = arith.constant 2 : index
  %u = tensor.dim %mask, %c2 : tensor<2x1x?x?xi1>
  %me = tensor.empty(%n, %n) : tensor<2x?x?xi1>
  %m = linalg.generic {indexing_maps = [affine_map<(b, i, j) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} outs(%me : tensor<2x?x?xi1>) {
  ^bb0(%out: i1):
    %b = linalg.index 0 : index
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %unit = arith.cmpi eq, %u, %c1 : index
    %ii = arith.select %unit, %c0, %i : index
    %jj = arith.select %unit, %c0, %j : index
    %x = tensor.extract %mask[%b, %c0, %ii, %jj] : tensor<2x1x?x?xi1>
    linalg.yield %x : i1
  } -> tensor<2x?x?xi1>
  %se = tensor.empty(%n, %n) : tensor<2x?x?xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x?x8xf32>, tensor<2x?x8xf32>) outs(%sz : tensor<2x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%m, %s : tensor<2x?x?xi1>, tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %y = arith.select %c, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %oe = tensor.empty(%n) : tensor<2x?x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x?x?xf32>, tensor<2x?x8xf32>) outs(%oz : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %o : tensor<2x?x8xf32>
}

// -----

// HF's mask functions on index tensors: the positions gathered at the query
// and key indices (each wrapped as Python wraps negative indices, the
// identity here) and compared: causal.
// CHECK-LABEL: func.func @causal_from_gathered_positions
// CHECK: attn.attention {{.*}}causal(top_left) ins(
// CHECK-NOT: mask(
func.func @causal_from_gathered_positions(%q: tensor<2x12x8xf32>, %k: tensor<2x12x8xf32>, %v: tensor<2x12x8xf32>) -> tensor<2x12x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c0_i64 = arith.constant 0 : i64
  %c12_i64 = arith.constant 12 : i64
  %pe = tensor.empty() : tensor<12xi64>
  %pos = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%pe : tensor<12xi64>) {
  ^bb0(%out: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<12xi64>
  %me = tensor.empty() : tensor<12x12xi1>
  %keep = linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]} outs(%me : tensor<12x12xi1>) {
  ^bb0(%out: i1):
    %m = linalg.index 0 : index
    %n = linalg.index 1 : index
    %m64 = arith.index_cast %m : index to i64
    %n64 = arith.index_cast %n : index to i64
    %mneg = arith.cmpi slt, %m64, %c0_i64 : i64
    %mw = arith.addi %m64, %c12_i64 : i64
    %ms = arith.select %mneg, %mw, %m64 : i64
    %mi = arith.index_cast %ms : i64 to index
    %nneg = arith.cmpi slt, %n64, %c0_i64 : i64
    %nw = arith.addi %n64, %c12_i64 : i64
    %ns = arith.select %nneg, %nw, %n64 : i64
    %ni = arith.index_cast %ns : i64 to index
    %pm = tensor.extract %pos[%mi] : tensor<12xi64>
    %pn = tensor.extract %pos[%ni] : tensor<12xi64>
    %c = arith.cmpi sle, %pn, %pm : i64
    linalg.yield %c : i1
  } -> tensor<12x12xi1>
  %se = tensor.empty() : tensor<2x12x12xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x12x12xf32>) -> tensor<2x12x12xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x12x8xf32>, tensor<2x12x8xf32>) outs(%sz : tensor<2x12x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x12x12xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (m, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%keep, %s : tensor<12x12xi1>, tensor<2x12x12xf32>) outs(%se : tensor<2x12x12xf32>) {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %y = arith.select %c, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<2x12x12xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x12x12xf32>) outs(%se : tensor<2x12x12xf32>) -> tensor<2x12x12xf32>
  %oe = tensor.empty() : tensor<2x12x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x12x12xf32>, tensor<2x12x8xf32>) outs(%oz : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  return %o : tensor<2x12x8xf32>
}

// -----

// The wrapped indices compared directly (no positions gathered), at a
// dynamic length (no plane of the mask to evaluate): the wrap is the
// identity in the comparison too, which is causal.
// CHECK-LABEL: func.func @causal_from_wrapped_indices
// CHECK: attn.attention {{.*}}causal(top_left) ins(
// CHECK-NOT: mask(
func.func @causal_from_wrapped_indices(%q: tensor<2x?x8xf32>, %k: tensor<2x?x8xf32>, %v: tensor<2x?x8xf32>) -> tensor<2x?x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c0_i64 = arith.constant 0 : i64
  %c1 = arith.constant 1 : index
  %len = tensor.dim %q, %c1 : tensor<2x?x8xf32>
  %len64 = arith.index_cast %len : index to i64
  %me = tensor.empty(%len, %len) : tensor<?x?xi1>
  %keep = linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]} outs(%me : tensor<?x?xi1>) {
  ^bb0(%out: i1):
    %m = linalg.index 0 : index
    %n = linalg.index 1 : index
    %m64 = arith.index_cast %m : index to i64
    %n64 = arith.index_cast %n : index to i64
    %mneg = arith.cmpi slt, %m64, %c0_i64 : i64
    %mw = arith.addi %m64, %len64 : i64
    %ms = arith.select %mneg, %mw, %m64 : i64
    %mi = arith.index_cast %ms : i64 to index
    %nneg = arith.cmpi slt, %n64, %c0_i64 : i64
    %nw = arith.addi %n64, %len64 : i64
    %ns = arith.select %nneg, %nw, %n64 : i64
    %ni = arith.index_cast %ns : i64 to index
    %c = arith.cmpi sle, %ni, %mi : index
    linalg.yield %c : i1
  } -> tensor<?x?xi1>
  %se = tensor.empty(%len, %len) : tensor<2x?x?xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x?x8xf32>, tensor<2x?x8xf32>) outs(%sz : tensor<2x?x?xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (m, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%keep, %s : tensor<?x?xi1>, tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) {
  ^bb0(%c: i1, %x: f32, %o: f32):
    %y = arith.select %c, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<2x?x?xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x?x?xf32>) outs(%se : tensor<2x?x?xf32>) -> tensor<2x?x?xf32>
  %oe = tensor.empty(%len) : tensor<2x?x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x?x?xf32>, tensor<2x?x8xf32>) outs(%oz : tensor<2x?x8xf32>) -> tensor<2x?x8xf32>
  return %o : tensor<2x?x8xf32>
}

// -----

// An encoder's mask as transformers builds it: `m >= 0 and kept[b, n]`
// (its bidirectional mask function tests the query index). The comparison
// always holds, so the mask is the [B, N] one.
// CHECK-LABEL: func.func @tautology_and_padding
// CHECK-NOT: causal
// CHECK: attn.attention {{.*}} mask(%arg3 : tensor<2x12xi1>)
func.func @tautology_and_padding(%q: tensor<2x12x8xf32>, %k: tensor<2x12x8xf32>, %v: tensor<2x12x8xf32>, %kept: tensor<2x12xi1>) -> tensor<2x12x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %se = tensor.empty() : tensor<2x12x12xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<2x12x12xf32>) -> tensor<2x12x12xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x12x8xf32>, tensor<2x12x8xf32>) outs(%sz : tensor<2x12x12xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %x = arith.mulf %a, %b : f32
    %y = arith.addf %acc, %x : f32
    linalg.yield %y : f32
  } -> tensor<2x12x12xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(b, m, n) -> (b, n)>, affine_map<(b, m, n) -> (b, m, n)>, affine_map<(b, m, n) -> (b, m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%kept, %s : tensor<2x12xi1>, tensor<2x12x12xf32>) outs(%se : tensor<2x12x12xf32>) {
  ^bb0(%p: i1, %x: f32, %o: f32):
    %m = linalg.index 1 : index
    %n = linalg.index 2 : index
    %c0 = arith.constant 0 : index
    %any = arith.cmpi sge, %m, %c0 : index
    %keep = arith.andi %any, %p : i1
    %y = arith.select %keep, %x, %ninf : f32
    linalg.yield %y : f32
  } -> tensor<2x12x12xf32>
  %p = linalg.softmax dimension(2) ins(%masked : tensor<2x12x12xf32>) outs(%se : tensor<2x12x12xf32>) -> tensor<2x12x12xf32>
  %oe = tensor.empty() : tensor<2x12x8xf32>
  %oz = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  %o = linalg.batch_matmul ins(%p, %v : tensor<2x12x12xf32>, tensor<2x12x8xf32>) outs(%oz : tensor<2x12x8xf32>) -> tensor<2x12x8xf32>
  return %o : tensor<2x12x8xf32>
}
