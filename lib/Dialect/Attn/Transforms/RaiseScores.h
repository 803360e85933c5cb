//===- RaiseScores.h - scale, masks and causality of raised scores -------===//
//
// The part of attention raising that reads what the graph does to Q·Kᵀ
// before the softmax: uniform scale factors, masks (added, selected against
// -inf or a very negative constant, computed in the graph or read from a
// tensor) and causal comparisons of the query and key positions. Masks that
// are not a recognised causal pattern keep their computation: it is cloned
// into one linalg.generic over the dims it varies along, whose result is the
// op's mask operand.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISESCORES_H
#define ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISESCORES_H

#include "ElementExpr.h"

#include "mlir/IR/Builders.h"

#include <optional>
#include <string>

namespace mlir::attn {

/// A uniform factor of the scale: `expr` or its inverse.
struct ScaleFactor {
  ElementExpr *expr;
  bool divide;
};

/// One mask the graph applies to the scores.
struct MaskTerm {
  enum class Kind {
    /// scores + value.
    Add,
    /// cond ? scores : -inf (or the other way round).
    Keep,
    /// cond ? scores : fill, with fill a finite, very negative constant.
    Fill
  };
  Kind kind;
  /// Add: the added value; Keep and Fill: the condition.
  ElementExpr *value;
  /// Keep and Fill: whether the scores are kept where the condition holds.
  bool keepWhenTrue = true;
  /// Fill: the constant masked scores take.
  double fill = 0.0;
  /// Add: the type the graph adds the value to the scores in (null: f32 or
  /// wider, or unknown).
  Type sumType = {};
};

/// Whether a sum of a score and a mask in `sumType` (f16) takes the type's
/// lowest finite value for any score of ordinary size while the op's f32
/// sum would keep the score: the graph's "masked with finfo.min" for that
/// type, which rows masked entirely turn into equal weights. False for f32
/// and wider, and for types whose lowest value already absorbs an f32
/// score (bf16).
bool saturatesAtLowest(Type sumType);

/// A causal condition: key `n` (anchor dim `keyDim`) is visible from query
/// `m` (anchor dim `queryDim`) iff n <= m + offset.
struct CausalCondition {
  unsigned queryDim, keyDim;
  int64_t offset;
};

/// What the scores expression adds to Q·Kᵀ.
struct ScoreParts {
  /// The read of the Q·Kᵀ contraction.
  ElementExpr *base = nullptr;
  SmallVector<ScaleFactor> factors;
  /// The masks that stay masks, outermost first.
  SmallVector<MaskTerm> masks;
  std::optional<CausalCondition> causal;
  /// Whether the causal condition came with a finite fill value (so rows it
  /// masks entirely would not be all -inf).
  bool causalFillIsFinite = false;
};

/// The float constant `e` is: a scalar constant, a splat or 0-d constant
/// tensor, possibly through float casts.
std::optional<double> getConstant(const ElementExpr *e);

/// Whether `e` has the same value at every point of the anchor space.
bool isUniform(const ElementExpr *e);

/// Materialises uniform `e` as an f32 scalar.
Value materializeUniform(OpBuilder &b, Location loc, const ElementExpr *e);

/// Whether `e` reads, somewhere, a tensor computed by a contraction.
bool readsContraction(const ElementExpr *e);

/// Peels scale factors, masks and a causal condition off the scores `s`
/// (the softmax input, over an anchor space of shape `anchorShape`) whose
/// key dim is anchor dim `keyDim`; on failure sets `why`.
LogicalResult parseScores(ElementExpr *s, unsigned keyDim,
                          ArrayRef<int64_t> anchorShape, ScoreParts &parts,
                          std::string &why);

/// The anchor dims `terms` vary along, in increasing order.
SmallVector<unsigned> getMaskDims(ArrayRef<MaskTerm> terms);

/// Whether `terms` are only conditions for keeping the scores (a boolean
/// mask) rather than values (an additive mask).
bool isBooleanMask(ArrayRef<MaskTerm> terms);

/// Builds, before the insertion point of `b`, one tensor holding the mask
/// `terms` describe over anchor dims `dims` (as getMaskDims gives them):
/// i1 (true = visible) when isBooleanMask, else the f32 value added to the
/// scores (-inf where masked). `dimSize(d)` gives the size of anchor dim `d`.
Value materializeMask(OpBuilder &b, Location loc, ArrayRef<MaskTerm> terms,
                      ArrayRef<unsigned> dims,
                      function_ref<OpFoldResult(unsigned)> dimSize);

} // namespace mlir::attn

#endif // ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISESCORES_H
