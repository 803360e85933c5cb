//===- Transforms.h - attn rewrite entry points -----------------*- C++ -*-===//
//
// Public rewrite patterns and transformations of the attn dialect, for
// compilers that drive them from their own passes.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_TRANSFORMS_H
#define ATTN_DIALECT_ATTN_TRANSFORMS_TRANSFORMS_H

#include "attn/Dialect/Attn/Utils/TargetDescription.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::attn {

class AttentionOp;
class OnlineAttentionOp;

/// Tiles for `op` on target `targetName`: `tileM`/`tileN` when non-zero,
/// otherwise chosen from the target description (which needs static head
/// dims). Emits an error on `op` and fails for an unknown target or when the
/// tiles cannot be chosen.
FailureOr<TileChoice> chooseAttentionTiles(AttentionOp op,
                                           StringRef targetName, int64_t tileM,
                                           int64_t tileN);

/// Tiles the parallel dims of `op` with an scf.forall: batch dims by 1,
/// the query dim by `tileM`. Returns the tiled attention op.
FailureOr<AttentionOp> tileAttentionParallelDims(RewriterBase &rewriter,
                                                 AttentionOp op,
                                                 int64_t tileM);

/// Options of the KV-block rewrite.
struct KVTilingOptions {
  /// Keys per block.
  int64_t tileN = 64;
  /// Split the key range into `kvSplits` partial states (flash-decoding);
  /// 0 or 1 does not split.
  int64_t kvSplits = 0;
};

/// Rewrites `op` into an scf.for over key blocks of attn.online_attention
/// followed by the normalisation (see `attn-tile-kv`). Returns the
/// replacement values of its results.
FailureOr<SmallVector<Value>> tileAttentionKV(RewriterBase &rewriter,
                                              AttentionOp op,
                                              const KVTilingOptions &options);

/// Rewrites `op` into the online-softmax update in linalg (see
/// `attn-decompose-online-attention`). Returns the new (acc, max, sum).
FailureOr<SmallVector<Value>>
decomposeOnlineAttention(RewriterBase &rewriter, OnlineAttentionOp op);

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
