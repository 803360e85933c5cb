//===- ElementExpr.h - what one element of a tensor is computed from -----===//
//
// The raising of attention needs to see through the way frontends spell
// elementwise work: fused or split generics, broadcasts by indexing map,
// keepdim reshapes, explicit broadcast copies. This analysis describes the
// value of a tensor at a point of an *anchor* index space (the softmax's) as
// a tree of scalar operations whose leaves are tensors read at affine
// functions of the anchor indices, values from outside the bodies, or
// linalg.index values.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_TRANSFORMS_ELEMENTEXPR_H
#define ATTN_LIB_DIALECT_ATTN_TRANSFORMS_ELEMENTEXPR_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineMap.h"
#include "llvm/ADT/SetVector.h"

#include <deque>

namespace mlir::attn {

/// One node of an element expression.
struct ElementExpr {
  enum class Kind {
    /// `tensor[access(anchor indices)]`, where nothing more is known.
    Leaf,
    /// A scalar operation of a linalg body applied to `operands`.
    Op,
    /// A scalar defined outside the bodies (a constant or a captured value):
    /// the same at every point.
    External,
    /// `linalg.index`: the affine function `index` of the anchor indices.
    Index
  };
  Kind kind;
  Operation *op = nullptr;
  SmallVector<ElementExpr *> operands;
  Value tensor;
  AffineMap access;
  Value external;
  AffineExpr index;

  /// The scalar op's name when this is an Op node.
  bool isOp(StringRef name) const {
    return kind == Kind::Op && op->getName().getStringRef() == name;
  }

  /// This node without the precision changes (extf, truncf) on top of it.
  const ElementExpr *unrounded() const;
  ElementExpr *unrounded() {
    return const_cast<ElementExpr *>(
        static_cast<const ElementExpr *>(this)->unrounded());
  }
};

/// A size the analysis assumed when it looked through a reshape whose
/// dynamic sizes it cannot compare: dim `sourceDim` of `source` equals
/// element `shapeIndex` of the shape tensor `shape`. The rewrite checks it
/// at run time.
struct SizeAssumption {
  Value source;
  int64_t sourceDim;
  Value shape;
  int64_t shapeIndex;
};

/// Builds element expressions in one anchor space, and records the linalg
/// and reshape ops it looked through.
class ElementExprBuilder {
public:
  ElementExprBuilder(MLIRContext *ctx, unsigned anchorRank)
      : ctx(ctx), anchorRank(anchorRank) {}

  /// The value of `tensor` at `access(anchor)`, looking through elementwise
  /// linalg producers and reshapes.
  ElementExpr *read(Value tensor, AffineMap access);
  /// The expression of scalar `v` computed in the body of `op`, whose loops
  /// are `loops(anchor)`.
  ElementExpr *scalar(Value v, linalg::LinalgOp op, AffineMap loops);

  /// Ops looked through so far, in visiting order.
  const llvm::SetVector<Operation *> &getVisited() const { return visited; }
  /// Sizes assumed equal so far.
  ArrayRef<SizeAssumption> getAssumptions() const { return assumptions; }
  void markVisited(Operation *op) { visited.insert(op); }

  /// The identity access of the anchor space.
  AffineMap anchorIdentity() const {
    return AffineMap::getMultiDimIdentityMap(anchorRank, ctx);
  }
  unsigned getAnchorRank() const { return anchorRank; }
  /// Anchor dims of size 1 that are read at 0 inside compound index
  /// expressions (a reshape through unit dims gives `n + u` or `n + 16 * u`
  /// with u of size 1), so that reads of one element compare equal and can
  /// be followed through further reshapes.
  void setZeroDims(ArrayRef<unsigned> dims) {
    zeroDims.assign(dims.begin(), dims.end());
  }
  MLIRContext *getContext() const { return ctx; }

  /// Whether two expressions compute the same value.
  static bool equal(const ElementExpr *a, const ElementExpr *b);

private:
  ElementExpr *make(ElementExpr node);
  /// `access` into the result of a reshape, as an access into its source;
  /// null when it cannot be expressed.
  AffineMap throughReshape(Operation *reshape, AffineMap access);
  /// `extract` in the body of `op` (loops `loops(anchor)`) as a read of the
  /// tensor it extracts from, when each index is an affine function of the
  /// loops (constants, loop indices, index tensors read at them, Python's
  /// wrap of negative indices) or a `select(size == 1, 0, loop)` that is the
  /// loop; null otherwise.
  ElementExpr *readExtract(tensor::ExtractOp extract, linalg::LinalgOp op,
                           AffineMap loops);

  MLIRContext *ctx;
  unsigned anchorRank;
  SmallVector<unsigned> zeroDims;
  std::deque<ElementExpr> storage;
  llvm::SetVector<Operation *> visited;
  SmallVector<SizeAssumption> assumptions;
};

/// How a tensor.reshape regroups dims: each group of source dims holds the
/// data of one group of result dims, row-major; a dynamic source dim pairs
/// with one dynamic result dim (a size to check, at `checks`). Fails when
/// the static sizes do not group so.
struct ReshapeGroups {
  SmallVector<ReassociationIndices> source, result;
  SmallVector<std::pair<int64_t, int64_t>> checks;
};
FailureOr<ReshapeGroups> getReshapeGroups(ArrayRef<int64_t> source,
                                          ArrayRef<int64_t> result);

/// `e`, an integer computed from the anchor indices, as an affine
/// expression of them: loop indices, integer constants (and integral float
/// ones), casts between integer types, index and float, sums, differences,
/// products with constants, negations, and Python's wrap of negative
/// indices (`select(x < 0, x + size, x)`, the identity where x cannot be
/// negative); null otherwise.
AffineExpr getIndexExpr(const ElementExpr *e, MLIRContext *ctx);

/// Splits `expr` into `sum(coefficient * dim)` terms (and a constant);
/// fails on anything else.
LogicalResult decomposeLinear(AffineExpr expr,
                              SmallVectorImpl<std::pair<unsigned, int64_t>> &terms,
                              int64_t &constant);

} // namespace mlir::attn

#endif // ATTN_LIB_DIALECT_ATTN_TRANSFORMS_ELEMENTEXPR_H
