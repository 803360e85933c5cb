//===- AttnRules.h - the semantics of attention, built once -----*- C++ -*-===//
//
// The rules that define what attn.attention computes, as IR builders that
// every lowering uses: the reference lowering, the tiled CPU lowering
// (attn-tile-kv, the online-softmax step), the tiling interface and every
// GPU kernel (SIMT, tensor-core, cooperative-matrix, reference). A new rule
// (a mask kind, an alignment) is added here and reaches every target.
//
// With M queries and N keys:
//
//   diagonal D      top_left: offset; bottom_right: offset + N - M
//   visible(i, j)   j < N and j <= i + D (causal), and mask[i, j] (boolean)
//   score(i, j)     scale q_i·k_j (+ mask[i, j], additive), -inf where not
//                   visible
//   shift(i)        max_j score(i, j), or 0 where that is -inf (a row that
//                   sees no key), so that exp(-inf - shift) = 0, not NaN
//   p(i, j)         exp(score - shift) = exp2((score - shift) log2 e), in
//                   natural units: log2 e multiplies the difference (never
//                   larger than either operand), so that finite scores down
//                   to -FLT_MAX stay finite
//   O(i)            sum_j p v_j / l, l = sum_j p; 0 where l = 0
//   LSE(i)          shift + log2(l) ln 2; -inf where l = 0
//
// The builders work on f32 scalars and index values, inside any region (a
// linalg body, a GPU kernel). exp2 and log2 are what the caller passes: the
// math dialect's on the CPU, a target's instructions in GPU kernels.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNRULES_H
#define ATTN_DIALECT_ATTN_IR_ATTNRULES_H

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/IR/Builders.h"

#include <functional>
#include <optional>

namespace mlir::attn {

/// Builds a unary f32 function (exp2 or log2) at the builder's insertion
/// point.
using UnaryBuilder = std::function<Value(OpBuilder &, Location, Value)>;

/// math.exp2 and math.log2, the default of the CPU lowerings.
Value buildMathExp2(OpBuilder &b, Location loc, Value x);
Value buildMathLog2(OpBuilder &b, Location loc, Value x);

/// Lazy rescaling (the tensor-core and cooperative-matrix kernels): the
/// accumulators keep a stale max until the row max rises by more than this,
/// in natural units: 8 ln 2, so that P stays below 2^8 = 256, well inside f16
/// and bf16.
constexpr double kLazyRescaleThreshold = 8.0 * 0.69314718055994530942;

//===----------------------------------------------------------------------===//
// Causal bounds
//===----------------------------------------------------------------------===//

/// The causal diagonal D (an index): key j is visible from query i iff
/// j <= i + D. `offset` (may be null: 0) is the op's causal_offset, `m` and
/// `n` the numbers of queries and keys (used for bottom_right only: they may
/// be null for top_left). Null when `alignment` is not set (not causal).
Value buildCausalDiagonal(OpBuilder &b, Location loc,
                          std::optional<CausalAlignment> alignment,
                          Value offset, Value m, Value n);

/// The diagonal of `op` (an attn.attention or attn.online_attention), its
/// loop sizes `m` and `n`; null when `op` is not causal.
template <typename OpTy>
Value buildCausalDiagonal(OpBuilder &b, Location loc, OpTy op, Value m,
                          Value n) {
  return buildCausalDiagonal(b, loc, op.getCausal(), op.getCausalOffset(), m,
                             n);
}

/// Whether key `key` is visible from query `row` under diagonal `diagonal`
/// (an i1): key <= row + diagonal.
Value buildCausalVisible(OpBuilder &b, Location loc, Value row, Value key,
                         Value diagonal);

/// The end of the keys that queries below `rowEnd` see: rowEnd + diagonal,
/// clamped to [0, n] (`n` itself when `diagonal` is null).
Value buildCausalKeyEnd(OpBuilder &b, Location loc, Value rowEnd,
                        Value diagonal, Value n);

/// The end of the keys that every query from `row0` on sees under the
/// diagonal: row0 + diagonal + 1, clamped to [0, n] (`n` when `diagonal` is
/// null).
Value buildCausalCommonKeyEnd(OpBuilder &b, Location loc, Value row0,
                              Value diagonal, Value n);

/// The first query row that sees key `key` under the diagonal: key -
/// diagonal, clamped to [0, m] (0 when `diagonal` is null). Given the last
/// key of a block, the first row that sees the whole block.
Value buildCausalRowBegin(OpBuilder &b, Location loc, Value key,
                          Value diagonal, Value m);

//===----------------------------------------------------------------------===//
// Scores and the softmax
//===----------------------------------------------------------------------===//

/// The score of a key from its dot product `dot` (f32): `dot` times `scale`
/// (null: `dot` is scaled already), plus `mask` where it is additive (any
/// float type, widened to f32); -inf where the boolean `mask` is false or
/// `visible` (an i1; may be null) is false. `mask` may be null. The product
/// and the sum carry the `contract` fast-math flag: a target may fuse them
/// into one fma (one rounding instead of two).
Value buildMaskedScore(OpBuilder &b, Location loc, Value dot, Value scale,
                       Value mask, Value visible);

/// The softmax shift of a row whose running max is `max`: 0 where `max` is
/// -inf (no visible key yet).
Value buildSoftmaxShift(OpBuilder &b, Location loc, Value max);

/// exp(`x` - `shift`) as exp2((x - shift) log2 e), `shift` a shift from
/// buildSoftmaxShift (never -inf).
Value buildShiftedExp(OpBuilder &b, Location loc, Value x, Value shift,
                      const UnaryBuilder &exp2 = buildMathExp2);

/// exp(`x` - `max`), with `max` = -inf counting as 0 (the shift of
/// buildSoftmaxShift).
Value buildExpAboveMax(OpBuilder &b, Location loc, Value x, Value max,
                       const UnaryBuilder &exp2 = buildMathExp2);

//===----------------------------------------------------------------------===//
// Finalisation
//===----------------------------------------------------------------------===//

/// The factor that normalises a row whose probabilities sum to `sum`: 1 /
/// sum, and 0 where sum = 0 (a fully masked row's output is 0).
Value buildRowNormalizer(OpBuilder &b, Location loc, Value sum);

/// The log-sum-exp of a row from its shift (or running max: -inf only where
/// sum = 0) `max` and its sum `sum`: max + log2(sum) ln 2, -inf where
/// sum = 0.
Value buildLogSumExp(OpBuilder &b, Location loc, Value max, Value sum,
                     const UnaryBuilder &log2 = buildMathLog2);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_IR_ATTNRULES_H
