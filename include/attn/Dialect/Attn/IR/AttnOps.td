//===- AttnOps.td - attn dialect operations ----------------*- tablegen -*-===//
//
// attn.attention: exact scaled-dot-product attention on tensors.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNOPS_TD
#define ATTN_DIALECT_ATTN_IR_ATTNOPS_TD

include "attn/Dialect/Attn/IR/AttnBase.td"
include "mlir/Interfaces/DestinationStyleOpInterface.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/TilingInterface.td"
include "mlir/IR/CommonAttrConstraints.td"

class Attn_Op<string mnemonic, list<Trait> traits = []>
    : Op<Attn_Dialect, mnemonic, traits>;

def Attn_FloatTensor : RankedTensorOf<[F16, BF16, F32]>;
def Attn_MaskTensor : RankedTensorOf<[I1, F16, BF16, F32]>;

def Attn_AttentionOp : Attn_Op<"attention", [
    Pure, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<DestinationStyleOpInterface>,
    DeclareOpInterfaceMethods<TilingInterface, [
      "getLoopIteratorTypes", "getIterationDomain", "getTiledImplementation",
      "getResultTilePosition", "generateResultTileValue"]>
  ]> {
  let summary = "exact scaled-dot-product attention";
  let description = [{
    `attn.attention` computes softmax attention exactly. Its iteration space
    has `B + 4` dimensions, in this order: `B` batch dimensions (batch, heads,
    query groups, ... in any number), then `m` (query position), `n` (key
    position), `k1` (query/key head dim) and `k2` (value head dim):

    ```
    S[b, m, n] = scale * sum_k1 Q[b, m, k1] * K[b, n, k1]
               + mask[b, m, n]                      (additive float mask)
    S[b, m, n] = -inf  where mask[b, m, n] is false (boolean i1 mask)
    S[b, m, n] = -inf  where causal and n > m       (top_left)
    S[b, m, n] = -inf  where causal and n > m + N - M (bottom_right)
    P[b, m, n] = exp(S[b, m, n] - max_n S[b, m, :]) / sum_n exp(...)
    O[b, m, k2] = sum_n P[b, m, n] * V[b, n, k2]
    LSE[b, m]  = max_n S[b, m, :] + log(sum_n exp(S[b, m, n] - max))
    ```

    Memory layout is given by `indexing_maps`, one projected permutation per
    tensor operand in the order Q, K, V, mask (when present), O, LSE (when
    present), each over the whole iteration space. So BHSD and BSHD inputs
    and a transposed K need no copies. A map may omit batch dimensions: a
    K/V map that omits the query-group dimension is grouped-query attention
    (MQA when it also omits the head dimension), a mask map that omits batch
    dimensions broadcasts the mask. Q may use only batch dims, `m` and `k1`;
    K only batch dims, `n` and `k1`; V only batch dims, `n` and `k2`; the mask
    only batch dims, `m` and `n`; O uses every dimension but `n` and `k1`, and
    LSE every dimension but `n`, `k1` and `k2`.

    All products and sums accumulate in f32 whatever the element types of Q,
    K and V (f16, bf16 or f32, all three alike); the result is rounded to the
    element type of O once. `scale` is an f32 scalar. A row with no unmasked
    key (fully masked) yields O = 0 and LSE = -inf, never NaN.

    With `causal_offset(%off)` (an index), the causal diagonal moves right by
    `%off`: key `n` is visible iff `n <= m + off` (top_left) or
    `n <= m + off + N - M` (bottom_right). Tiling the query dim produces it:
    a query tile at offset `m0` of a top_left op is a top_left op with offset
    `m0`.

    The optional second init/result is the f32 log-sum-exp of each row of S,
    as needed by a backward pass and by split-KV combines.

    The op is in destination-passing style: `outs` gives the inits of O and,
    optionally, LSE; their contents are not read.

    Example, causal BHSD attention with a boolean mask and grouped K/V heads
    (4 query heads per KV head):

    ```mlir
    %o = attn.attention
        indexing_maps = [
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (m, n)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>]
        causal(bottom_right)
        ins(%q, %k, %v, %scale : tensor<2x2x4x128x64xf16>,
            tensor<2x2x256x64xf16>, tensor<2x2x256x64xf16>, f32)
        mask(%mask : tensor<128x256xi1>)
        outs(%init : tensor<2x2x4x128x64xf16>) -> tensor<2x2x4x128x64xf16>
    ```
  }];

  let arguments = (ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value,
    F32:$scale,
    Optional<Attn_MaskTensor>:$mask,
    Variadic<Attn_FloatTensor>:$outputs,
    AffineMapArrayAttr:$indexing_maps,
    OptionalAttr<Attn_CausalAlignmentAttr>:$causal,
    Optional<Index>:$causal_offset
  );
  let results = (outs Variadic<Attn_FloatTensor>:$results);

  let assemblyFormat = [{
    `indexing_maps` `=` $indexing_maps
    (`causal` `(` custom<CausalAlignment>($causal)^ `)`)?
    (`causal_offset` `(` $causal_offset^ `)`)?
    `ins` `(` $query `,` $key `,` $value `,` $scale `:`
        type($query) `,` type($key) `,` type($value) `,` type($scale) `)`
    (`mask` `(` $mask^ `:` type($mask) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    attr-dict `->` type($results)
  }];

  let hasVerifier = 1;

  let extraClassDeclaration = [{
    /// Number of leading batch dimensions of the iteration space.
    unsigned getNumBatchDims() { return getNumLoops() - 4; }
    /// Number of dimensions of the iteration space (batch dims, m, n, k1, k2).
    unsigned getNumLoops() {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[0])
          .getValue().getNumDims();
    }
    /// Positions of the named dimensions in the iteration space.
    unsigned getMDim() { return getNumBatchDims(); }
    unsigned getNDim() { return getNumBatchDims() + 1; }
    unsigned getK1Dim() { return getNumBatchDims() + 2; }
    unsigned getK2Dim() { return getNumBatchDims() + 3; }

    ::mlir::AffineMap getQueryMap() { return getMapAt(0); }
    ::mlir::AffineMap getKeyMap() { return getMapAt(1); }
    ::mlir::AffineMap getValueMap() { return getMapAt(2); }
    ::mlir::AffineMap getMaskMap() {
      return getMask() ? getMapAt(3) : ::mlir::AffineMap();
    }
    ::mlir::AffineMap getOutputMap() { return getMapAt(getMask() ? 4 : 3); }
    ::mlir::AffineMap getLseMap() {
      return hasLse() ? getMapAt(getMask() ? 5 : 4) : ::mlir::AffineMap();
    }
    ::mlir::AffineMap getMapAt(unsigned i) {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[i])
          .getValue();
    }
    /// The maps of the tensor operands, in operand order (Q, K, V, mask?,
    /// O, LSE?).
    ::llvm::SmallVector<::mlir::AffineMap> getIndexingMapsArray();
    /// The tensor operands in the order of `indexing_maps`.
    ::llvm::SmallVector<::mlir::Value> getTensorOperands();

    bool hasLse() { return getOutputs().size() == 2; }
    ::mlir::Value getOutputInit() { return getOutputs()[0]; }
    ::mlir::Value getLseInit() {
      return hasLse() ? getOutputs()[1] : ::mlir::Value();
    }
    bool isCausal() { return getCausal().has_value(); }

    /// Size of iteration dimension `dim`, as an index value or constant,
    /// read off the first operand that uses it.
    ::mlir::OpFoldResult getLoopSize(::mlir::OpBuilder &b, unsigned dim);
    /// Static size of iteration dimension `dim` (from any operand that has
    /// it static), or ShapedType::kDynamic.
    int64_t getStaticLoopSize(unsigned dim);
  }];
}

def Attn_VarlenAttentionOp : Attn_Op<"varlen_attention", [
    Pure, DeclareOpInterfaceMethods<DestinationStyleOpInterface>
  ]> {
  let summary = "exact attention over a batch of packed variable-length sequences";
  let description = [{
    `attn.varlen_attention` is `attn.attention` over a batch of sequences of
    different lengths, packed without padding, as FlashAttention's varlen
    API takes them: the query rows of all sequences one after another in Q
    (and O and LSE), their keys one after another in K and V, and the
    sequence boundaries in `seq_offsets`, the cumulative lengths
    `cu_q = [0, M_0, M_0 + M_1, ...]` and `cu_k = [0, N_0, ...]` (i32, one
    more entry than there are sequences). For each sequence `s`:

    ```
    O[rows cu_q[s] .. cu_q[s+1]) = attn.attention(
        Q[rows cu_q[s] .. cu_q[s+1]),
        K[keys cu_k[s] .. cu_k[s+1]), V[keys cu_k[s] .. cu_k[s+1]))
    ```

    with the maps, `causal` alignment and scale of the op, and LSE likewise.
    Maps are over the iteration space of one sequence, as in
    `attn.attention` (batch dims such as heads, then `m`, `n`, `k1`, `k2`);
    the dim of Q, O and LSE that `m` indexes holds the packed query rows
    (all sequences' together), the dim of K and V that `n` indexes the packed
    keys. Causal masks are per sequence: bottom_right puts each sequence's
    diagonal at its own last key (`n <= m + N_s - M_s`). A sequence with no
    keys gives O = 0 and LSE = -inf; one with no query rows gives nothing.
    Rows of O and LSE outside every sequence keep the contents of the inits.

    The offsets must be non-decreasing, start at 0 and end within the packed
    dims; `cu_q` and `cu_k` must have the same length. The compiler does not
    check offsets at run time (the Python API does); out-of-range offsets are
    undefined behaviour, as in FlashAttention.

    There is no mask operand and no `causal_offset`. `attn-expand-varlen`
    lowers the op to one `attn.attention` per sequence on slices of the
    packed tensors (no padding is computed).

    Example, causal GQA over packed tokens (32 query heads, 8 KV heads):

    ```mlir
    %o = attn.varlen_attention
        indexing_maps = [
          affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k1)>,
          affine_map<(h, g, m, n, k1, k2) -> (n, h, k1)>,
          affine_map<(h, g, m, n, k1, k2) -> (n, h, k2)>,
          affine_map<(h, g, m, n, k1, k2) -> (m, h, g, k2)>]
        causal(bottom_right)
        ins(%q, %k, %v, %scale : tensor<?x8x4x128xbf16>,
            tensor<?x8x128xbf16>, tensor<?x8x128xbf16>, f32)
        seq_offsets(%cu_q, %cu_k : tensor<?xi32>, tensor<?xi32>)
        outs(%init : tensor<?x8x4x128xbf16>) -> tensor<?x8x4x128xbf16>
    ```
  }];

  let arguments = (ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value,
    F32:$scale,
    RankedTensorOf<[I32]>:$query_offsets,
    RankedTensorOf<[I32]>:$key_offsets,
    Variadic<Attn_FloatTensor>:$outputs,
    AffineMapArrayAttr:$indexing_maps,
    OptionalAttr<Attn_CausalAlignmentAttr>:$causal
  );
  let results = (outs Variadic<Attn_FloatTensor>:$results);

  let assemblyFormat = [{
    `indexing_maps` `=` $indexing_maps
    (`causal` `(` custom<CausalAlignment>($causal)^ `)`)?
    `ins` `(` $query `,` $key `,` $value `,` $scale `:`
        type($query) `,` type($key) `,` type($value) `,` type($scale) `)`
    `seq_offsets` `(` $query_offsets `,` $key_offsets `:`
        type($query_offsets) `,` type($key_offsets) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    attr-dict `->` type($results)
  }];

  let hasVerifier = 1;

  let extraClassDeclaration = [{
    unsigned getNumLoops() {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[0])
          .getValue().getNumDims();
    }
    unsigned getNumBatchDims() { return getNumLoops() - 4; }
    unsigned getMDim() { return getNumBatchDims(); }
    unsigned getNDim() { return getNumBatchDims() + 1; }
    bool hasLse() { return getOutputs().size() == 2; }
    bool isCausal() { return getCausal().has_value(); }
    /// The tensor operands in the order of `indexing_maps` (Q, K, V, O,
    /// LSE?).
    ::llvm::SmallVector<::mlir::Value> getTensorOperands();
    /// The maps of the tensor operands, in operand order.
    ::llvm::SmallVector<::mlir::AffineMap> getIndexingMapsArray();
  }];
}

def Attn_PagedAttentionOp : Attn_Op<"paged_attention", [
    Pure, DeclareOpInterfaceMethods<DestinationStyleOpInterface>
  ]> {
  let summary = "exact attention over keys and values in a paged cache";
  let description = [{
    `attn.paged_attention` is `attn.attention` whose keys and values live in
    fixed-size pages of a cache shared by a batch of sequences, as a paged KV
    cache (vLLM, FlashAttention's `flash_attn_with_kvcache`) holds them.
    The first iteration dim `b` is the sequence. Sequence `b` has
    `seq_lens[b]` keys; key `n` of it is slot `n mod P` of page
    `block_table[b, n / P]`, where `P` is the page size:

    ```
    K_b[n] = K[block_table[b, n / P], n mod P]     (n < seq_lens[b])
    O[b]   = attn.attention(Q[b], K_b, V_b)        (likewise LSE[b])
    ```

    Q, O and LSE are indexed as in `attn.attention` and must index `b`. The
    maps of K and V are over the same iteration space but may not index
    `b`; the `n` they index is the slot within a page, and the cache tensors
    have one more dim than their maps, in front: the page. Causal masks are
    per sequence (bottom_right puts each sequence's diagonal at its own last
    key, `n <= m + seq_lens[b] - M`, as decode and chunked prefill need). A
    sequence with no keys gives O = 0 and LSE = -inf.

    `block_table` is `[sequences, pages per sequence]` and `seq_lens`
    `[sequences]`, both i32. Page numbers must be within the cache and each
    sequence's pages must hold its keys; the compiler does not check them at
    run time (the Python API does), as in FlashAttention.

    There is no mask operand and no `causal_offset`. `attn-expand-paged`
    lowers the op to a loop over sequences, each folding its pages into an
    online-softmax state with `attn.online_attention`, one page per step,
    read in place (no copy of the keys). `convert-attn-to-gpu` makes one
    NVVM kernel of it, each key block read from its page in place, for
    static page sizes that are multiples of 32 keys.

    Example, decode against a paged cache of 16-key pages (32 query heads,
    8 KV heads, one query row per sequence):

    ```mlir
    %o = attn.paged_attention
        indexing_maps = [
          affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (n, h, k2)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, m, h, g, k2)>]
        causal(bottom_right)
        ins(%q, %k, %v, %scale : tensor<?x1x8x4x128xbf16>,
            tensor<?x16x8x128xbf16>, tensor<?x16x8x128xbf16>, f32)
        pages(%block_table, %seq_lens : tensor<?x?xi32>, tensor<?xi32>)
        outs(%init : tensor<?x1x8x4x128xbf16>) -> tensor<?x1x8x4x128xbf16>
    ```
  }];

  let arguments = (ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value,
    F32:$scale,
    RankedTensorOf<[I32]>:$block_table,
    RankedTensorOf<[I32]>:$seq_lens,
    Variadic<Attn_FloatTensor>:$outputs,
    AffineMapArrayAttr:$indexing_maps,
    OptionalAttr<Attn_CausalAlignmentAttr>:$causal
  );
  let results = (outs Variadic<Attn_FloatTensor>:$results);

  let assemblyFormat = [{
    `indexing_maps` `=` $indexing_maps
    (`causal` `(` custom<CausalAlignment>($causal)^ `)`)?
    `ins` `(` $query `,` $key `,` $value `,` $scale `:`
        type($query) `,` type($key) `,` type($value) `,` type($scale) `)`
    `pages` `(` $block_table `,` $seq_lens `:`
        type($block_table) `,` type($seq_lens) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    attr-dict `->` type($results)
  }];

  let hasVerifier = 1;

  let extraClassDeclaration = [{
    unsigned getNumLoops() {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[0])
          .getValue().getNumDims();
    }
    unsigned getNumBatchDims() { return getNumLoops() - 4; }
    unsigned getMDim() { return getNumBatchDims(); }
    unsigned getNDim() { return getNumBatchDims() + 1; }
    unsigned getK1Dim() { return getNumBatchDims() + 2; }
    unsigned getK2Dim() { return getNumBatchDims() + 3; }
    bool hasLse() { return getOutputs().size() == 2; }
    bool isCausal() { return getCausal().has_value(); }
    /// The tensor operands in the order of `indexing_maps` (Q, K, V, O,
    /// LSE?).
    ::llvm::SmallVector<::mlir::Value> getTensorOperands();
    /// The maps of the tensor operands, in operand order.
    ::llvm::SmallVector<::mlir::AffineMap> getIndexingMapsArray();
    /// The dim of the caches that indexes a page's keys (the position of
    /// n in the key map, plus the page dim before it).
    unsigned getPageDim();
    /// The page size: that dim's static size, or ShapedType::kDynamic.
    int64_t getStaticPageSize();
  }];
}

def Attn_OnlineAttentionOp : Attn_Op<"online_attention", [
    Pure, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<DestinationStyleOpInterface>
  ]> {
  let summary = "one step of online-softmax attention over a block of keys";
  let description = [{
    `attn.online_attention` folds one block of keys and values into a
    running attention state `(acc, max, sum)`, exactly as the online softmax
    of FlashAttention does. Iteration space, maps, mask and causal semantics
    are those of `attn.attention` (maps in the order Q, K, V, mask, acc, max,
    sum; acc is indexed like the output, max and sum like the LSE). With
    `t[b, m, n]` the masked, scaled scores of the block (`scale * Q·Kᵀ` plus
    an additive mask, -inf where not visible), in natural units as in
    `attn.attention`:

    ```
    max'[b, m] = max(max[b, m], max_n t[b, m, n])
    alpha      = exp(max - max')         (0 when max = -inf)
    P[b, m, n] = exp(t[b, m, n] - max')  (0 where t = -inf)
    sum'[b, m] = sum[b, m] * alpha + sum_n P[b, m, n]
    acc'[b, m, k2] = acc[b, m, k2] * alpha + sum_n P[b, m, n] * V[b, n, k2]
    ```

    Starting from `(0, -inf, 0)` and folding every key block gives
    `O = acc / sum` (0 where sum = 0) and `LSE = max + ln(sum)`. Lowerings
    take exp as exp2 of the difference times log2(e); the scores themselves
    are never multiplied by log2(e), which would overflow finite scores
    below -FLT_MAX / log2(e) to -inf.
    A split-KV (flash-decoding) partial result is such a state over a part
    of the keys; states combine exactly by rescaling to their common max.
    acc, max and sum are f32.

    `causal_offset` places the key block: a block starting at key `n0` of a
    top_left problem with diagonal offset `d` has `causal_offset = d - n0`.
  }];

  let arguments = (ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value,
    F32:$scale,
    Optional<Attn_MaskTensor>:$mask,
    Variadic<RankedTensorOf<[F32]>>:$outputs,
    AffineMapArrayAttr:$indexing_maps,
    OptionalAttr<Attn_CausalAlignmentAttr>:$causal,
    Optional<Index>:$causal_offset
  );
  let results = (outs Variadic<RankedTensorOf<[F32]>>:$results);

  let assemblyFormat = [{
    `indexing_maps` `=` $indexing_maps
    (`causal` `(` custom<CausalAlignment>($causal)^ `)`)?
    (`causal_offset` `(` $causal_offset^ `)`)?
    `ins` `(` $query `,` $key `,` $value `,` $scale `:`
        type($query) `,` type($key) `,` type($value) `,` type($scale) `)`
    (`mask` `(` $mask^ `:` type($mask) `)`)?
    `outs` `(` $outputs `:` type($outputs) `)`
    attr-dict `->` type($results)
  }];

  let hasVerifier = 1;

  let extraClassDeclaration = [{
    unsigned getNumLoops() {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[0])
          .getValue().getNumDims();
    }
    unsigned getNumBatchDims() { return getNumLoops() - 4; }
    unsigned getMDim() { return getNumBatchDims(); }
    unsigned getNDim() { return getNumBatchDims() + 1; }
    unsigned getK1Dim() { return getNumBatchDims() + 2; }
    unsigned getK2Dim() { return getNumBatchDims() + 3; }
    ::mlir::AffineMap getMapAt(unsigned i) {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[i])
          .getValue();
    }
    ::mlir::AffineMap getQueryMap() { return getMapAt(0); }
    ::mlir::AffineMap getKeyMap() { return getMapAt(1); }
    ::mlir::AffineMap getValueMap() { return getMapAt(2); }
    ::mlir::AffineMap getMaskMap() {
      return getMask() ? getMapAt(3) : ::mlir::AffineMap();
    }
    ::mlir::AffineMap getAccMap() { return getMapAt(getMask() ? 4 : 3); }
    ::mlir::AffineMap getMaxMap() { return getMapAt(getMask() ? 5 : 4); }
    ::mlir::AffineMap getSumMap() { return getMapAt(getMask() ? 6 : 5); }
    ::mlir::Value getAcc() { return getOutputs()[0]; }
    ::mlir::Value getMax() { return getOutputs()[1]; }
    ::mlir::Value getSum() { return getOutputs()[2]; }
    /// The tensor operands in the order of `indexing_maps`.
    ::llvm::SmallVector<::mlir::Value> getTensorOperands();
  }];
}

def Attn_AttentionBackwardOp : Attn_Op<"attention_backward", [
    Pure, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<DestinationStyleOpInterface>
  ]> {
  let summary = "the gradients of exact scaled-dot-product attention";
  let description = [{
    `attn.attention_backward` gives the gradients dQ, dK and dV of the loss
    with respect to the query, key and value of an `attn.attention`, from
    the forward's inputs, its output O, the gradient dO of the loss with
    respect to O, and the forward's log-sum-exp LSE (so that the
    probabilities are recomputed, never stored). Iteration space, maps,
    mask, causal and `causal_offset` semantics are those of
    `attn.attention`, with S the masked, scaled scores:

    ```
    P[b, m, n]   = exp(S[b, m, n] - LSE[b, m])     (0 where S = -inf),
                   divided by its row sum
    D[b, m]      = sum_k2 dO[b, m, k2] * O[b, m, k2]
    dP[b, m, n]  = sum_k2 dO[b, m, k2] * V[b, n, k2]
    dS[b, m, n]  = P[b, m, n] * (dP[b, m, n] - D[b, m])
    dQ[b, m, k1] = scale * sum_n dS[b, m, n] * K[b, n, k1]
    dK[b, n, k1] = scale * sum_m dS[b, m, n] * Q[b, m, k1]
    dV[b, n, k2] = sum_m P[b, m, n] * dO[b, m, k2]
    ```

    Each gradient is indexed like the tensor it is the gradient of (its map
    uses the same iteration dims, in any order): the sums run over every
    dim the gradient does not index, so the gradients of grouped-query and
    multi-query K and V sum over the query heads that share them. A fully
    masked row (LSE = -inf) contributes nothing. The row sums of P are 1 up
    to rounding, except in a row whose scores are so large that the f32 LSE
    absorbed the log of its sum (a row hidden by an additive mask at the
    float limit, which the forward weighs uniformly): dividing by them keeps
    that row's gradients those of the forward. The mask is a constant: an
    additive mask gets no gradient.

    Maps are given in the order Q, K, V, mask (when present), O, dO, LSE,
    dQ, dK, dV. O and dO are indexed like the forward's output, LSE (f32)
    like its log-sum-exp. All products and sums accumulate in f32; each
    gradient is rounded to its element type once. `scale` is the forward's
    f32 scale. The op is in destination-passing style: `outs` gives the
    inits of dQ, dK and dV, whose contents are not read.

    Example, the gradients of causal GQA attention (4 query heads per KV
    head):

    ```mlir
    %dq, %dk, %dv = attn.attention_backward
        indexing_maps = [
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k2)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, g, m, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k1)>,
          affine_map<(b, h, g, m, n, k1, k2) -> (b, h, n, k2)>]
        causal(top_left)
        ins(%q, %k, %v, %scale : tensor<2x2x4x128x64xbf16>,
            tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>, f32)
        grads(%o, %do, %lse : tensor<2x2x4x128x64xbf16>,
              tensor<2x2x4x128x64xbf16>, tensor<2x2x4x128xf32>)
        outs(%dq0, %dk0, %dv0 : tensor<2x2x4x128x64xbf16>,
             tensor<2x2x256x64xbf16>, tensor<2x2x256x64xbf16>)
        -> tensor<2x2x4x128x64xbf16>, tensor<2x2x256x64xbf16>,
           tensor<2x2x256x64xbf16>
    ```
  }];

  let arguments = (ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value,
    F32:$scale,
    Optional<Attn_MaskTensor>:$mask,
    Attn_FloatTensor:$output,
    Attn_FloatTensor:$grad_output,
    RankedTensorOf<[F32]>:$lse,
    Variadic<Attn_FloatTensor>:$outputs,
    AffineMapArrayAttr:$indexing_maps,
    OptionalAttr<Attn_CausalAlignmentAttr>:$causal,
    Optional<Index>:$causal_offset
  );
  let results = (outs Variadic<Attn_FloatTensor>:$results);

  let assemblyFormat = [{
    `indexing_maps` `=` $indexing_maps
    (`causal` `(` custom<CausalAlignment>($causal)^ `)`)?
    (`causal_offset` `(` $causal_offset^ `)`)?
    `ins` `(` $query `,` $key `,` $value `,` $scale `:`
        type($query) `,` type($key) `,` type($value) `,` type($scale) `)`
    (`mask` `(` $mask^ `:` type($mask) `)`)?
    `grads` `(` $output `,` $grad_output `,` $lse `:`
        type($output) `,` type($grad_output) `,` type($lse) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
    attr-dict `->` type($results)
  }];

  let hasVerifier = 1;

  let extraClassDeclaration = [{
    unsigned getNumLoops() {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[0])
          .getValue().getNumDims();
    }
    unsigned getNumBatchDims() { return getNumLoops() - 4; }
    unsigned getMDim() { return getNumBatchDims(); }
    unsigned getNDim() { return getNumBatchDims() + 1; }
    unsigned getK1Dim() { return getNumBatchDims() + 2; }
    unsigned getK2Dim() { return getNumBatchDims() + 3; }
    ::mlir::AffineMap getMapAt(unsigned i) {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[i])
          .getValue();
    }
    ::mlir::AffineMap getQueryMap() { return getMapAt(0); }
    ::mlir::AffineMap getKeyMap() { return getMapAt(1); }
    ::mlir::AffineMap getValueMap() { return getMapAt(2); }
    ::mlir::AffineMap getMaskMap() {
      return getMask() ? getMapAt(3) : ::mlir::AffineMap();
    }
    unsigned getFirstGradMap() { return getMask() ? 4 : 3; }
    ::mlir::AffineMap getOutputMap() { return getMapAt(getFirstGradMap()); }
    ::mlir::AffineMap getGradOutputMap() {
      return getMapAt(getFirstGradMap() + 1);
    }
    ::mlir::AffineMap getLseMap() { return getMapAt(getFirstGradMap() + 2); }
    ::mlir::AffineMap getGradQueryMap() {
      return getMapAt(getFirstGradMap() + 3);
    }
    ::mlir::AffineMap getGradKeyMap() {
      return getMapAt(getFirstGradMap() + 4);
    }
    ::mlir::AffineMap getGradValueMap() {
      return getMapAt(getFirstGradMap() + 5);
    }
    ::mlir::Value getGradQueryInit() { return getOutputs()[0]; }
    ::mlir::Value getGradKeyInit() { return getOutputs()[1]; }
    ::mlir::Value getGradValueInit() { return getOutputs()[2]; }
    bool isCausal() { return getCausal().has_value(); }
    /// The tensor operands in the order of `indexing_maps`.
    ::llvm::SmallVector<::mlir::Value> getTensorOperands();
    ::llvm::SmallVector<::mlir::AffineMap> getIndexingMapsArray();
    /// Size of iteration dimension `dim`, read off the first operand that
    /// uses it.
    ::mlir::OpFoldResult getLoopSize(::mlir::OpBuilder &b, unsigned dim);
  }];
}

// The two block steps of the tiled backward pass (attn-tile-backward). They
// share the forward's iteration space, maps and causal semantics.
class Attn_BackwardStepOp<string mnemonic, string stepSummary,
                          string stepDescription,
                          list<Trait> effects = [Pure],
                          dag extraArgs = (ins), string extraFormat = "">
    : Attn_Op<mnemonic, !listconcat(effects, [
        AttrSizedOperandSegments,
        DeclareOpInterfaceMethods<DestinationStyleOpInterface>
      ])> {
  let summary = stepSummary;
  let description = stepDescription;

  let arguments = !con((ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value,
    F32:$scale,
    Optional<Attn_MaskTensor>:$mask,
    Attn_FloatTensor:$grad_output,
    Variadic<RankedTensorOf<[F32]>>:$row_stats,
    Variadic<RankedTensorOf<[F32]>>:$outputs,
    AffineMapArrayAttr:$indexing_maps,
    OptionalAttr<Attn_CausalAlignmentAttr>:$causal,
    Optional<Index>:$causal_offset
  ), extraArgs);
  let results = (outs Variadic<RankedTensorOf<[F32]>>:$results);

  let assemblyFormat = [{
    `indexing_maps` `=` $indexing_maps
    (`causal` `(` custom<CausalAlignment>($causal)^ `)`)?
    (`causal_offset` `(` $causal_offset^ `)`)?
    `ins` `(` $query `,` $key `,` $value `,` $scale `:`
        type($query) `,` type($key) `,` type($value) `,` type($scale) `)`
    (`mask` `(` $mask^ `:` type($mask) `)`)?
    `grads` `(` $grad_output `,` $row_stats `:`
        type($grad_output) `,` type($row_stats) `)`
    `outs` `(` $outputs `:` type($outputs) `)`
  }] # extraFormat # [{
    attr-dict `->` type($results)
  }];

  let hasVerifier = 1;

  code stepClassDeclaration = [{
    unsigned getNumLoops() {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[0])
          .getValue().getNumDims();
    }
    unsigned getNumBatchDims() { return getNumLoops() - 4; }
    unsigned getMDim() { return getNumBatchDims(); }
    unsigned getNDim() { return getNumBatchDims() + 1; }
    unsigned getK1Dim() { return getNumBatchDims() + 2; }
    unsigned getK2Dim() { return getNumBatchDims() + 3; }
    ::mlir::AffineMap getMapAt(unsigned i) {
      return ::llvm::cast<::mlir::AffineMapAttr>(getIndexingMaps()[i])
          .getValue();
    }
    ::mlir::AffineMap getQueryMap() { return getMapAt(0); }
    ::mlir::AffineMap getKeyMap() { return getMapAt(1); }
    ::mlir::AffineMap getValueMap() { return getMapAt(2); }
    ::mlir::AffineMap getMaskMap() {
      return getMask() ? getMapAt(3) : ::mlir::AffineMap();
    }
    unsigned getFirstGradMap() { return getMask() ? 4 : 3; }
    ::mlir::AffineMap getGradOutputMap() { return getMapAt(getFirstGradMap()); }
    ::mlir::AffineMap getLseMap() { return getMapAt(getFirstGradMap() + 1); }
    ::mlir::AffineMap getRowDotsMap() {
      return getMapAt(getFirstGradMap() + 2);
    }
    ::mlir::Value getLse() { return getRowStats()[0]; }
    ::mlir::Value getRowDots() { return getRowStats()[1]; }
    /// The map of outs operand `i`.
    ::mlir::AffineMap getOutputMap(unsigned i) {
      return getMapAt(getIndexingMaps().size() - getOutputs().size() + i);
    }
    bool isCausal() { return getCausal().has_value(); }
    /// The tensor operands in the order of `indexing_maps`.
    ::llvm::SmallVector<::mlir::Value> getTensorOperands();
    ::llvm::SmallVector<::mlir::AffineMap> getIndexingMapsArray();
    /// Size of iteration dimension `dim`, read off the first operand that
    /// uses it.
    ::mlir::OpFoldResult getLoopSize(::mlir::OpBuilder &b, unsigned dim);
  }];
}

def Attn_BackwardQueryStepOp : Attn_BackwardStepOp<"backward_dq_step",
    "one key block of the query gradient",
    [{
    `attn.backward_dq_step` folds one block of keys into the query gradient
    of a tile of query rows: the pass of the tiled backward that runs over
    the key blocks of each query tile (`attn-tile-backward`). With S the
    masked, scaled scores of the block and D = rowsum(dO ∘ O) of the rows
    (given), in the notation of `attn.attention_backward`:

    ```
    P'[b, m, n]        = exp(S[b, m, n] - LSE[b, m])   (0 where S = -inf)
    row_sums'[b, m]    = row_sums[b, m] + sum_n P'[b, m, n]
    dP[b, m, n]        = sum_k2 dO[b, m, k2] * V[b, n, k2]
    acc'[b, m, k1]     = acc[b, m, k1]
                         + sum_n P'[b, m, n] (dP[b, m, n] - D[b, m]) K[b, n, k1]
    ```

    After the last block, dQ = scale * acc / row_sums (0 where row_sums = 0);
    the row sums are 1 up to rounding but in the rows whose f32 LSE absorbed
    the log of their sum (see `attn.attention_backward`), and their
    reciprocals are what `attn.backward_dkdv_step` scales P by.

    Maps are given in the order Q, K, V, mask (when present), dO, LSE, D,
    acc, row_sums: acc (f32) is indexed like Q, LSE, D and row_sums (f32)
    by the batch dims and m. `causal_offset` places the block as in
    `attn.online_attention`.
  }]> {
  let extraClassDeclaration = stepClassDeclaration # [{
    ::mlir::Value getAcc() { return getOutputs()[0]; }
    ::mlir::Value getRowSums() { return getOutputs()[1]; }
  }];
}

def Attn_BackwardKeyStepOp : Attn_BackwardStepOp<"backward_dkdv_step",
    "one query tile of the key and value gradients",
    [{
    `attn.backward_dkdv_step` folds one tile of query rows into the key and
    value gradients of a block of keys: the pass of the tiled backward that
    runs over the query tiles of each key block (`attn-tile-backward`).
    With S the masked, scaled scores, D = rowsum(dO ∘ O) and c the
    reciprocal row sums of the query pass (`attn.backward_dq_step`; 1 up to
    rounding, 0 on fully masked rows):

    ```
    P[b, m, n]        = c[b, m] exp(S[b, m, n] - LSE[b, m])  (0 where S = -inf)
    dP[b, m, n]       = sum_k2 dO[b, m, k2] * V[b, n, k2]
    dk'[b, n, k1]     = dk[b, n, k1]
                        + sum_m P[b, m, n] (dP[b, m, n] - D[b, m]) Q[b, m, k1]
    dv'[b, n, k2]     = dv[b, n, k2] + sum_m P[b, m, n] dO[b, m, k2]
    ```

    The sums run over m and every batch dim the accumulators do not index
    (the query group of grouped-query attention). After the last tile,
    dK = scale * dk and dV = dv.

    Maps are given in the order Q, K, V, mask (when present), dO, LSE, D,
    c, dk, dv: dk and dv (f32) are indexed like K and V.

    With `grad_query_acc` (an f32 memref indexed like Q: the rows of the
    step's tile, of every query head the step sums over), the step also
    adds the tile's part of the query gradient to it in place, atomically
    with respect to the steps of other key blocks:

    ```
    grad_query_acc[b, m, k1] += scale
                                * sum_n P[b, m, n] (dP[b, m, n] - D[b, m]) K[b, n, k1]
    ```

    so that the key pass computes dQ too (the GPU kernels' form when dQ is
    f32: a zero-filled dQ that every key block adds to), and the query pass
    is left with D and c. The op then reads and writes that memory and is
    not pure.
  }], [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>],
  (ins Optional<StridedMemRefRankOf<[F32], [1, 2, 3, 4, 5, 6, 7, 8]>>:$grad_query_acc),
  [{ (`grad_query_acc` `(` $grad_query_acc^ `:` type($grad_query_acc) `)`)? }]> {
  let extraClassDeclaration = stepClassDeclaration # [{
    ::mlir::AffineMap getRowScaleMap() {
      return getMapAt(getFirstGradMap() + 3);
    }
    ::mlir::Value getRowScale() { return getRowStats()[2]; }
    ::mlir::Value getKeyAcc() { return getOutputs()[0]; }
    ::mlir::Value getValueAcc() { return getOutputs()[1]; }
  }];
}

def Attn_PointerToMemrefOp : Attn_Op<"pointer_to_memref", [
    Pure, AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<ReifyRankedShapedTypeOpInterface,
                              ["reifyResultShapes"]>
  ]> {
  let summary = "a memref over a kernel's pointer or storage-buffer argument";
  let description = [{
    `attn.pointer_to_memref` views the memory a generated GPU kernel receives
    a tensor in as a memref with one size and one stride per dim, at offset
    0. The tiled GPU kernels address their tensor arguments (and the NVVM
    kernels their dynamic shared-memory array) through it; the lowerings of
    the tiled nest (`attn-lower-tiled-attention-to-mma`, `-to-simt`) read the
    argument, sizes and strides off it. `pointer` is either

    - an `!llvm.ptr` (NVVM kernels): the op lowers to the memref descriptor of the LLVM lowering
      (`convert-to-llvm`, `convert-gpu-to-nvvm`: the attn dialect's
      ConvertToLLVMPatternInterface); an integer memory space must equal the
      pointer's address space (a `#gpu.address_space` is checked when the
      memory space is converted);
    - or a 1-D storage buffer `memref<?xS>` (Vulkan kernels), S the storage
      type of the result's element type (i16 for bf16, which SPIR-V has no
      arithmetic for, i8 for i1, the type itself otherwise), in the buffer's
      memory space. This form is a view for the tiled lowerings, which address
      the buffer itself; it has no lowering of its own.

    Its sizes are the `sizes` operands (`ReifyRankedShapedTypeOpInterface`):
    a `memref.dim` of the view resolves to them (as the lowerings read the
    sizes they still need once the view is dead), whichever the form.

    Sizes and strides are i64. The result type's static sizes and strides,
    where it has them, are promised to equal the operands. Its layout is
    strided with offset 0.

    ```mlir
    %q = attn.pointer_to_memref %arg0 sizes(%m, %c64) strides(%stride_m, %c1)
        : !llvm.ptr<1> -> memref<?x64xf16, strided<[?, 1]>, #gpu.address_space<global>>
    %k = attn.pointer_to_memref %buffer sizes(%n, %c64_i64) strides(%stride_n, %c1_i64)
        : memref<?xi16> -> memref<?x64xbf16, strided<[?, 1]>>
    ```
  }];

  let arguments = (ins AnyType:$pointer, Variadic<I64>:$sizes,
                   Variadic<I64>:$strides);
  let results = (outs AnyMemRef:$result);

  let assemblyFormat = [{
    $pointer `sizes` `(` $sizes `)` `strides` `(` $strides `)` attr-dict `:`
        qualified(type($pointer)) `->` type($result)
  }];

  let hasVerifier = 1;
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNOPS_TD
