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

class AttentionBackwardOp;
class BackwardQueryStepOp;
class BackwardKeyStepOp;
class AttentionOp;
class OnlineAttentionOp;
class VarlenAttentionOp;
class PagedAttentionOp;
class KernelConfigAttr;

/// The discardable attribute that carries an op's kernel configuration (an
/// #attn.kernel_config): on attn.attention from attn-select-kernel-config
/// to the GPU conversions, on the gpu.func they generate, and on the op
/// inside a kernel, whose tiles the tiling stages then take; tiling keeps
/// it on the tiled op.
constexpr StringLiteral kKernelConfigAttrName = "attn.kernel_config";

/// The entry of a kernel's `attn.abi` that names its sequence offsets
/// arguments, in a kernel of packed variable-length sequences: its grid
/// covers the longest sequence's query tiles, so that the workgroups past a
/// shorter sequence's last tile have nothing to do.
constexpr StringLiteral kSequenceOffsetsAbiKey = "sequence_offsets";

/// The entry of a kernel's `attn.abi` (true) that says its workgroups are
/// persistent: the launcher makes the grid (x, 1, 1), x at most the query
/// tiles of all the batch elements and at most one workgroup a
/// multiprocessor, and each workgroup runs tiles x, x + grid, ... in turn.
constexpr StringLiteral kPersistentAbiKey = "persistent";

/// Which warp-specialized wgmma kernels have persistent workgroups
/// (attn-lower-tiled-attention-to-mma's `persistent`): none, those without
/// causal masking (whose tiles are all alike: measured 1.01-1.09x of a
/// workgroup a tile on an H100, where causal kernels ran 0.74-0.96x), or
/// all.
enum class PersistentWorkgroups { Off, NonCausal, On };

/// The values a `persistent` option takes, for diagnostics.
constexpr StringLiteral kPersistentWorkgroupsValues = "off, non-causal or on";

/// The value of a `persistent` option ("off", "non-causal" or "on").
inline std::optional<PersistentWorkgroups>
parsePersistentWorkgroups(StringRef value) {
  if (value == "off")
    return PersistentWorkgroups::Off;
  if (value == "non-causal")
    return PersistentWorkgroups::NonCausal;
  if (value == "on")
    return PersistentWorkgroups::On;
  return std::nullopt;
}

/// The tiles a caller of chooseAttentionTiles uses: the query tile
/// (attn-tile-parallel), the key block (attn-tile-kv) or both.
enum class TileUse { QueryTile, KeyBlock, Both };

/// Tiles for `op` on target `targetName`: `tileM`/`tileN` when non-zero,
/// else those of the op's kernel configuration when it has one,
/// otherwise chosen from the target description (which needs static head
/// dims: with dynamic ones, the tiles `use` names must be given, and the
/// others are 0). Emits an error on `op` and fails for an unknown target or
/// when the tiles cannot be chosen.
FailureOr<TileChoice> chooseAttentionTiles(AttentionOp op,
                                           StringRef targetName, int64_t tileM,
                                           int64_t tileN,
                                           TileUse use = TileUse::Both);

/// The tiles of the tiled backward of `op` (attn-tile-backward), chosen
/// like those of the forward: `tileM`/`tileN` when non-zero, else the op's
/// kernel configuration's, else the target's forward tiles.
FailureOr<TileChoice> chooseAttentionTiles(AttentionBackwardOp op,
                                           StringRef targetName, int64_t tileM,
                                           int64_t tileN);

/// When an iteration dim of `op` is statically 0, replaces `op` by its
/// result and succeeds: O = 0 and LSE = -inf (no key: every row is fully
/// masked), or empty outputs (no batch element or no query). Tiling such an
/// op would take slices past the end of its operands. Fails, changing
/// nothing, when every static dim is non-zero.
LogicalResult replaceEmptyAttention(RewriterBase &rewriter, AttentionOp op);

/// attn.attention over one sequence of the packed `op` (its maps, causal
/// alignment, scale and discardable attributes) on `query`, `key`, `value`
/// and the output inits `inits` (O, and the LSE where `op` has one): the op
/// attn-expand-varlen makes of each sequence's slices, and the one a GPU
/// kernel of packed sequences runs on each sequence's views.
AttentionOp buildSequenceAttention(OpBuilder &b, VarlenAttentionOp op,
                                   Value query, Value key, Value value,
                                   ValueRange inits);

/// The types of one sequence's operands of the paged `op`, in the order of
/// its maps (Q, K, V, O, LSE?): Q, O and the LSE without the sequence dim
/// (iteration dim 0), K and V the caches without the page dim and with
/// dynamic key counts.
SmallVector<RankedTensorType> pagedSequenceTypes(PagedAttentionOp op);

/// attn.attention over one sequence of the paged `op`: its maps without
/// the sequence dim, its causal alignment, scale and discardable
/// attributes, on operands of the types pagedSequenceTypes gives (K and V
/// the sequence's keys, in order). The op the NVVM kernel of a paged cache
/// runs on each sequence: its keys a gather of the cache's pages.
AttentionOp buildSequenceAttention(OpBuilder &b, PagedAttentionOp op,
                                   Value query, Value key, Value value,
                                   ValueRange inits);

/// The entry of a kernel's `attn.abi` that describes its paged KV cache
/// (the NVVM kernel of attn.paged_attention): the block table and sequence
/// length arguments and the page size. K and V are the caches (dims
/// "page", then the keys of a page as "n"); Q, O and the LSE have the
/// sequence dim ("sequence"), which the grid's z dim runs over.
constexpr StringLiteral kPagedCacheAbiKey = "paged_cache";

/// The batch dim of `op` over the query heads that share keys and values
/// (grouped-query attention's group): the innermost batch dim the query map
/// indexes and the key and value maps do not. None without one.
std::optional<unsigned> queryGroupDim(AttentionOp op);

/// Tiles the parallel dims of `op` with an scf.forall: batch dims by 1,
/// the query dim by `tileM`. With `groupRows`, the query group dim
/// (queryGroupDim) instead by max(1, tileM / M) heads, so that the heads of
/// a group with few query rows each (decode, M = 1) share one tile and
/// each key block is read once for them all. Returns the tiled attention
/// op.
FailureOr<AttentionOp> tileAttentionParallelDims(RewriterBase &rewriter,
                                                 AttentionOp op, int64_t tileM,
                                                 bool groupRows = false);

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

/// O, and the LSE where `lseInit` is set, of a finished online-softmax
/// state: acc (f32, loops (batch..., m, k2)), max and sum (f32, loops
/// (batch..., m)); O = acc / sum (0 where sum = 0) rounded to the element
/// type of `outputInit`, LSE = max + ln(sum) (-inf where sum = 0), written
/// into the inits through `outputMap` and `lseMap` (maps of those loops onto
/// the inits' dims). The finalisation of attn-tile-kv and attn-expand-paged.
SmallVector<Value> buildOnlineAttentionResults(OpBuilder &b, Location loc,
                                               Value acc, Value max, Value sum,
                                               Value outputInit,
                                               AffineMap outputMap,
                                               Value lseInit, AffineMap lseMap);

/// Rewrites `op` into the online-softmax update in linalg (see
/// `attn-decompose-online-attention`). Returns the new (acc, max, sum).
FailureOr<SmallVector<Value>>
decomposeOnlineAttention(RewriterBase &rewriter, OnlineAttentionOp op);

/// Rewrites `op` into the materialised reference computation in
/// `linalg.generic` ops (see `attn-decompose-to-linalg`) and returns the
/// replacement values of its results.
FailureOr<SmallVector<Value>> decomposeAttentionToLinalg(RewriterBase &rewriter,
                                                         AttentionOp op);

/// Rewrites `op` into the materialised reference computation of the
/// gradients (dQ, dK, dV) in `linalg.generic` ops and returns them.
FailureOr<SmallVector<Value>>
decomposeAttentionBackwardToLinalg(RewriterBase &rewriter,
                                   AttentionBackwardOp op);

/// Options of the tiled backward pass (`attn-tile-backward`).
struct BackwardTilingOptions {
  /// Query rows per tile (the dQ pass's workgroups, the dK/dV pass's steps).
  int64_t tileM = 64;
  /// Keys per block (the dK/dV pass's workgroups, the dQ pass's steps).
  int64_t tileN = 64;
};

/// Rewrites `op` into the tiled backward (see `attn-tile-backward`): D, a
/// query pass of attn.backward_dq_step over key blocks and a key pass of
/// attn.backward_dkdv_step over query tiles. Returns dQ, dK and dV.
FailureOr<SmallVector<Value>>
tileAttentionBackward(RewriterBase &rewriter, AttentionBackwardOp op,
                      const BackwardTilingOptions &options);

/// The results of the query pass of the tiled backward.
struct BackwardQueryPass {
  /// dQ; c, the reciprocal row sums of exp(S - LSE) (0 on rows that see no
  /// key); D = rowsum(dO ∘ O). c and D are f32 in the canonical layout
  /// (batch dims..., m).
  Value gradQuery, rowScale, rowDots;
};

/// The two passes of the tiled backward of `op`, each alone (a GPU kernel
/// each; `op` stays): the query pass, whose c and D go into `rowScaleInit`
/// and `rowDotsInit` (null: new tensors), and the key pass, which reads
/// them and gives dK and dV.
///
/// With `gradQueryAcc` (an f32 memref of dQ's shape), the key pass's steps
/// also add dQ to it (attn.backward_dkdv_step's grad_query_acc), and the
/// query pass is `rowsOnly`: it gives D, c and a zero dQ (f32) for them to
/// add to. Its steps then only sum the rows' probabilities, and only where
/// c may differ from 1 (an additive mask: see attn.attention_backward);
/// elsewhere c = 1 without steps.
FailureOr<BackwardQueryPass>
tileAttentionBackwardQueryPass(RewriterBase &rewriter, AttentionBackwardOp op,
                               const BackwardTilingOptions &options,
                               Value rowScaleInit, Value rowDotsInit,
                               bool rowsOnly = false);
FailureOr<std::pair<Value, Value>>
tileAttentionBackwardKeyPass(RewriterBase &rewriter, AttentionBackwardOp op,
                             const BackwardTilingOptions &options,
                             Value rowDots, Value rowScale,
                             Value gradQueryAcc = Value());

/// Rewrites a step of the tiled backward into linalg on its tile (see
/// `attn-decompose-backward-steps`). Returns the new accumulators.
FailureOr<SmallVector<Value>> decomposeBackwardStep(RewriterBase &rewriter,
                                                    BackwardQueryStepOp op);
FailureOr<SmallVector<Value>> decomposeBackwardStep(RewriterBase &rewriter,
                                                    BackwardKeyStepOp op);

/// Patterns that lower every `attn.attention` to the materialised reference.
void populateDecomposeAttentionToLinalgPatterns(RewritePatternSet &patterns);

/// Patterns that raise attention sub-graphs of tensor linalg ops to
/// `attn.attention`. With `emitRemarks`, a candidate softmax that is not
/// raised gets a remark saying why.
void populateRaiseAttentionPatterns(RewritePatternSet &patterns,
                                    bool emitRemarks = false);

/// Options of the promotion of workgroup tiles to fast memory.
struct PromotionOptions {
  /// Memory space of the buffers (null: the default, as on the host).
  Attribute memorySpace;
  /// Whether the workgroup's threads synchronise around the copies
  /// (gpu.barrier), as on GPU targets.
  bool barriers = false;
  /// KV block buffers per tile (1, or 2 for double buffering).
  int64_t stages = 1;
  /// Whether the buffers are deallocated at the end of the workgroup.
  bool deallocate = true;
  /// Bytes of fast memory one workgroup may use (0: no limit).
  int64_t sramBytes = 0;
  /// Bytes each buffer row (innermost dim) is padded by, so that the rows
  /// of a tile do not all start in the same shared-memory bank (0: none;
  /// rows whose elements do not divide it are not padded).
  int64_t padBytes = 0;
};

/// The promotion options of target `targetName`: buffers in workgroup
/// memory with barriers, padded rows and the target's shared-memory budget
/// on GPU targets, packed buffers on the host; `stages` 0 and `padBytes` -1
/// take the target's (two stages where it has asynchronous copies, 16 bytes
/// of padding on GPUs). An unknown target or a stage count other than 0, 1,
/// 2 is reported through `emitError` and fails.
FailureOr<PromotionOptions>
getPromotionOptions(MLIRContext *context, StringRef targetName,
                    int64_t stages, int64_t padBytes,
                    function_ref<InFlightDiagnostic()> emitError);

/// What promoteWorkgroupTiles did.
struct PromotionResult {
  int64_t promotedTiles = 0;
  int64_t doubleBufferedLoops = 0;
  int64_t bytes = 0;
};

/// The tiles of a tiled attention's block steps (attn.online_attention)
/// held in fast memory: which of the step's operands are promoted, and how
/// many K/V blocks are in flight (2: block j + 1 is copied while block j is
/// computed); `queryReused`: the kernel holds Q in registers before its first
/// block, and two alternating buffers of blocks reuse the Q tile's memory
/// (the budget: the larger of the Q tile and the two, not their sum).
struct StepPromotion {
  bool query = false, key = false, value = false, mask = false;
  int64_t stages = 1;
  bool queryReused = false;

  bool operator==(const StepPromotion &other) const {
    return query == other.query && key == other.key && value == other.value &&
           mask == other.mask && stages == other.stages &&
           queryReused == other.queryReused;
  }
};

/// What the block step of the kernel `config` reads from workgroup memory,
/// the one statement of it that attn-promote-to-shared-memory materializes
/// and the GPU lowerings of the step check: the tensor-core and
/// cooperative-matrix kernels the Q tile and the K/V blocks (the
/// cooperative-matrix kernel's blocks in the Q tile's memory), the SIMT
/// kernel the K/V blocks (each invocation holds its query row); the mask
/// is read from global memory; `kv_stages` blocks in flight. Reference
/// kernels: nothing (they have no tiles).
StepPromotion getKernelStepPromotion(KernelConfigAttr config);

/// The copy that promoted tile `v` to fast memory (attn-promote-to-shared-
/// memory on tensors: a linalg.copy into a slice of a
/// bufferization.alloc_tensor in memory space `space`), or null.
Operation *getPromotionCopy(Value v, Attribute space);

/// Whether `v` is defined outside `op`: before it, or by a block argument of
/// a region that holds it.
bool isDefinedOutside(Value v, Operation *op);

/// The discardable attribute of a promotion's copy of a K/V (or mask)
/// block: the number of blocks in flight (an i64, 1 or 2).
constexpr StringLiteral kPromotionStagesAttrName = "attn.stages";

/// Promotes the operands `promotion` names of the block steps
/// (attn.online_attention on tensors) of the workgroup `forall`: each
/// becomes a `linalg.copy` of its tile into a `bufferization.alloc_tensor`
/// of `options.memorySpace` sized by the tile's static bound (a ragged
/// block into a slice of it): the Q tile once, before the KV loops; the
/// K/V/mask blocks in each KV loop, before the step, their copies marked
/// with `promotion.stages` (kPromotionStagesAttrName). Tiles already in
/// fast memory are left alone. Emits an error on `forall` and fails when
/// the buffers (the blocks times their stages) exceed `options.sramBytes`.
FailureOr<PromotionResult> promoteStepOperands(RewriterBase &rewriter,
                                               Operation *forall,
                                               const StepPromotion &promotion,
                                               const PromotionOptions &options);

/// Copies the tiles that the linalg ops of the workgroup `forall` read
/// from outside it (subviews of the Q tile, K/V/mask blocks) into buffers
/// per `options` and makes the ops read those (see
/// `attn-promote-to-shared-memory`). Emits an error on `forall` and fails
/// when the buffers exceed `options.sramBytes`.
FailureOr<PromotionResult>
promoteWorkgroupTiles(RewriterBase &rewriter, Operation *forall,
                      const PromotionOptions &options);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_TRANSFORMS_H
