//===- Transforms.h - attn rewrite entry points -----------------*- C++ -*-===//
//
// Public rewrite patterns and transformations of the attn dialect, for
// compilers that drive them from their own passes.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_TRANSFORMS_H
#define ATTN_DIALECT_ATTN_TRANSFORMS_TRANSFORMS_H

#include "mlir/IR/PatternMatch.h"

namespace mlir::attn {

class AttentionOp;

/// Rewrites `op` into the materialised reference computation in
/// `linalg.generic` ops (see `attn-decompose-to-linalg`) and returns the
/// replacement values of its results.
FailureOr<SmallVector<Value>> decomposeAttentionToLinalg(RewriterBase &rewriter,
                                                         AttentionOp op);

/// Patterns that lower every `attn.attention` to the materialised reference.
void populateDecomposeAttentionToLinalgPatterns(RewritePatternSet &patterns);

/// Patterns that raise attention sub-graphs of tensor linalg ops to
/// `attn.attention`. With `emitRemarks`, a candidate softmax that is not
/// raised gets a remark saying why.
void populateRaiseAttentionPatterns(RewritePatternSet &patterns,
                                    bool emitRemarks = false);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_TRANSFORMS_H
