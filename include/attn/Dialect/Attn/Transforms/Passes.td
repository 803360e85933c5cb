//===- Passes.td - attn dialect passes ---------------------*- tablegen -*-===//
//
// Passes on the attn dialect.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
#define ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AttnDecomposeToLinalgPass
    : Pass<"attn-decompose-to-linalg"> {
  let summary = "Lower attn.attention and attn.attention_backward to the "
                "materialised reference in linalg";
  let description = [{
    Replaces every `attn.attention` with the naive, materialised computation
    in `linalg.generic` ops on tensors: the full score matrix
    S = scale * Q·Kᵀ in f32, the additive/boolean/causal masks, a softmax
    with max subtraction (rows without any visible key give 0, never NaN),
    P·V in f32, the rounding to the output type, and the log-sum-exp when it
    is requested.

    Every `attn.attention_backward` likewise becomes its gradients computed
    naively: P = exp(S - LSE) recomputed and materialised (0 where S is
    -inf, so fully masked rows contribute nothing), D = rowsum(dO * O),
    dS = P * (dO·Vᵀ - D), then dQ = scale dS·K, dK = scale dSᵀ·Q and
    dV = Pᵀ·dO accumulated in f32 in each gradient's layout (the dims its
    map omits, such as the query groups of GQA K and V, summed) and rounded
    once.

    This is the project's numerical oracle: it shares no code with the
    FlashAttention lowering and favours clarity over speed (its memory grows
    with M×N).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
  let statistics = [
    Statistic<"numDecomposed", "num-decomposed",
              "Number of attention ops lowered to the reference">
  ];
}

def AttnRaiseFromLinalgPass : Pass<"attn-raise-from-linalg"> {
  let summary = "Raise Q·Kᵀ → scale → mask → softmax → ·V in linalg to attn.attention";
  let description = [{
    Finds scaled-dot-product attention spelled as tensor-level linalg ops
    (a contraction of Q and K, a uniform scale, a softmax over the key axis
    and a contraction with V) and replaces it with one `attn.attention`,
    folding transposes into the op's indexing maps. Everything that is not
    attention is left untouched, and a sub-graph whose intermediate values
    are used elsewhere is not raised.

    Masks computed in the graph (comparisons of index tensors, a boolean
    buffer compared with zero, a position bias gathered from an embedding)
    stay computed: their values become the op's mask operand, or, when they
    are a causal comparison of the query and key positions, the op's causal
    attribute. The pass runs on any op (a module, a function) and raises
    inside every function nested in it.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect", "::mlir::attn::AttnDialect"
  ];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark on each softmax candidate that was not raised, "
           "saying why">
  ];
  let statistics = [
    Statistic<"numRaised", "num-raised", "Number of attention ops raised">
  ];
}

def AttnExpandVarlenPass : Pass<"attn-expand-varlen"> {
  let summary = "Lower attn.varlen_attention to one attn.attention per sequence";
  let description = [{
    Rewrites each `attn.varlen_attention` into an `scf.for` over its
    sequences. Iteration `s` reads the sequence's bounds from the offsets
    (`cu_q[s]`, `cu_q[s+1]`, `cu_k[s]`, `cu_k[s+1]`), takes slices of the
    packed Q, K, V and of the O (and LSE) being built along their packed
    dims, runs one `attn.attention` with the op's maps, causal alignment and
    scale on them (its query and key lengths are the sequence's, dynamic),
    and inserts its results into O (and LSE). No padded rows or keys are
    computed; the tiling passes that follow see ordinary attention ops.

    ```mlir
    %n = arith.subi (tensor.dim %cu_q, 0), 1
    %r = scf.for %s = 0 to %n step 1 iter_args(%o = %init) {
      %q_s = tensor.extract_slice %q[%q0, 0, 0] [%rows, 8, 64] [1, 1, 1]
      ...
      %o_s = attn.attention ... ins(%q_s, %k_s, %v_s, %scale ...)
                                outs(%init_s ...)
      %o2 = tensor.insert_slice %o_s into %o[%q0, 0, 0] [%rows, 8, 64] [1, 1, 1]
      scf.yield %o2
    }
    ```

    It runs first in `attn-to-llvm-pipeline`. The GPU pipelines refuse the
    op for now (one launch per sequence is not what a GPU kernel for
    packed sequences should be).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def AttnExpandPagedPass : Pass<"attn-expand-paged"> {
  let summary = "Lower attn.paged_attention to online-softmax steps over each sequence's pages";
  let description = [{
    Rewrites each `attn.paged_attention` into an `scf.forall` over its
    sequences (they are independent: on the host, `parallel=1` runs them on
    threads). Sequence `s` reads its key count `seq_lens[s]`, starts an
    online-softmax state (0, -inf, 0) for its query rows (its part of Q,
    size 1 at the sequence dim), and folds its pages in with one
    `attn.online_attention` per page: the step's K and V are the page's
    slice of the cache (page `block_table[s, j]`, its first `min(P, keys
    left)` slots, without the page dim), read in place. With a causal
    alignment, pages right of the last row's diagonal are not visited and
    each step carries the diagonal moved left by the page's first key
    (`causal(top_left) causal_offset(D - j * P)`). The state is finalised
    (O = acc / sum, 0 for a sequence without keys; LSE = max + ln(sum)) as
    `attn-tile-kv` finalises it, and inserted into the sequence's rows of O
    and the LSE (`tensor.parallel_insert_slice`).

    ```mlir
    %r = scf.forall (%s) in (%sequences) shared_outs(%o = %init) {
      %n = arith.index_cast (tensor.extract %seq_lens[%s])
      %state = scf.for %j = 0 to ceildiv(%n, P) step 1 iter_args(...) {
        %page = arith.index_cast (tensor.extract %block_table[%s, %j])
        %k = tensor.extract_slice %k_cache[%page, 0, 0, 0] [1, %valid, 8, 64] ...
        attn.online_attention ... ins(%q_s, %k, %v, %scale ...) outs(...)
      }
      ... O = acc / sum, inserted at row %s
    }
    ```

    It runs first in `attn-to-llvm-pipeline`; the steps are lowered by
    `attn-decompose-online-attention`. The GPU pipelines refuse the op for
    now.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
}

def AttnTileParallelPass : Pass<"attn-tile-parallel"> {
  let summary = "Tile attention over batch dims and query blocks (one workgroup per tile)";
  let description = [{
    Tiles every `attn.attention` along its parallel dims with an
    `scf.forall`: batch dims by 1 and the query dim by the query tile of the
    target (or `tile-m`). Each iteration is one workgroup's problem, an
    `attn.attention` on slices; causal tiles keep the diagonal of the whole
    problem through `causal_offset`.

    With `group-rows` (the host pipeline's), the heads of a query group
    (grouped-query attention: the batch dim the query map indexes and the
    key and value maps do not) are tiled by max(1, tile-m / M) instead of 1
    (M dynamic: computed at run time): a decode step's query heads of one
    group are the rows of one tile, which reads each key block once for
    them all, and a prefill keeps one head a tile. The GPU kernels, whose
    workgroups step each batch dim by 1, leave it off.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"host\"",
           "Target description the tiles are chosen from (host, sm_80, "
           "sm_90, lavapipe, vulkan)">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query tile size (0: chosen from the target)">,
    Option<"groupRows", "group-rows", "bool", /*default=*/"false",
           "Tile the query heads of a group (the batch dim Q indexes and K "
           "and V do not) by max(1, tile-m / M), so that they share a tile "
           "and its key blocks when they have few query rows (decode); "
           "otherwise by 1">
  ];
  let statistics = [
    Statistic<"numTiled", "num-tiled", "Number of attention ops tiled">
  ];
}

def AttnTileKVPass : Pass<"attn-tile-kv"> {
  let summary = "Rewrite attention into an scf.for over KV blocks of online attention";
  let description = [{
    Replaces every `attn.attention` with the online-softmax form: an
    `scf.for` over blocks of keys that carries the running state
    (acc, max, sum) through `attn.online_attention`, then one normalisation
    `O = acc / sum` (and the log-sum-exp). The N×N score matrix never exists.

    Causal attention visits only the key blocks at or below the diagonal
    (loop bounds, not masks): the blocks every query row sees fully run
    unmasked with static block sizes, and only the blocks that cross the
    diagonal are masked element-wise. Ragged key lengths are handled by the
    bounds of the last block.

    Split-KV (flash-decoding): for few queries (M <= 16) and many keys, the
    key range is split across an `scf.forall` into partial states, combined
    exactly afterwards. `split-kv=auto` chooses it, `always` and `never`
    force it.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::math::MathDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"host\"",
           "Target description the key block is chosen from">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Key block size (0: chosen from the target)">,
    Option<"splitKV", "split-kv", "std::string", /*default=*/"\"auto\"",
           "Split the key range across workgroups: auto, always or never">,
    Option<"kvSplits", "kv-splits", "int64_t", /*default=*/"0",
           "Number of key-range splits when splitting (0: chosen)">
  ];
  let statistics = [
    Statistic<"numTiled", "num-tiled", "Number of attention ops rewritten">,
    Statistic<"numSplit", "num-split", "Number of attention ops split over KV">
  ];
}

def AttnDecomposeOnlineAttentionPass
    : Pass<"attn-decompose-online-attention"> {
  let summary = "Lower attn.online_attention to the online-softmax update in linalg";
  let description = [{
    Rewrites each `attn.online_attention` into linalg/arith/math on its
    tile: S = Q·Kᵀ with f32 accumulation; t = S·scale (plus the mask, causal
    -inf), in natural units; the new row max; P = exp2((t − max')·log2(e));
    the rescale factor exp2((max − max')·log2(e)); the new row sum and
    acc·alpha + P·V. log2(e) multiplies only differences, so that every
    finite score stays finite. Rows with no visible key keep (0, -inf, 0),
    never NaN.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
}

def AttnVectorizeTilesPass : Pass<"attn-vectorize-tiles"> {
  let summary = "Vectorise the host's linalg ops on buffers along their "
                "innermost loop";
  let description = [{
    The host CPU path's vector code generation, on buffers (after
    bufferization): each `linalg` op with buffer semantics whose innermost
    loop has a static extent of at most `max-vector-elements` is tiled to
    one iteration along every other loop (`scf.for`) and vectorised along
    that loop. For the tiles of the FlashAttention lowering this is the
    head dim of P·V (`acc[i, :] += p[i, j] * V[j, :]`, the accumulator row
    kept in registers over the keys: its reads and writes are hoisted), and
    the key dim of the scaling, the exponentials and the row max and sum of
    a key block. A contraction whose innermost loop is its reduction over
    the last dim of its second operand, into a buffer the function
    allocated (Q·Kᵀ into the scores: a dot product per score), first takes
    that form: the operand is copied transposed (`kᵀ[d, j]`, a
    `linalg.transpose` into a buffer of its own) and the loops interchanged
    so that `s[i, :] += q[i, d] * kᵀ[d, :]` keeps a row of scores in
    registers over the head dim (each output element still sums in the
    same order); without it each score ends in a horizontal sum. Ops into
    buffers that may alias the operand keep the dot products.

    Contractions of that form (`out[i, n] += a[i, k] * b[k, n]`, out a
    buffer the function allocated) are computed a register tile at a time:
    `register-rows` rows by `register-columns` columns of the output kept in
    vector registers over the whole reduction, each vector of `b` loaded
    once for all rows of the tile and each element of `a` broadcast once for
    all its columns; full tiles of rows first, then the remaining rows one
    at a time. The tile comes from the target CPU's vector registers (their
    width and count; for `host`, read off this machine's features: AVX-512,
    AVX, AArch64, SSE):
    two vectors of columns and as many rows as leave a register for each
    vector of `b` and one for the broadcast, at most 8 (6 x 16 on AVX2,
    8 x 32 on AVX-512). Every output element still sums over the reduction
    in order. Where the body extends `a`'s elements (f16 or bf16 inputs),
    `a` is converted into an f32 buffer once, a vector at a time, rather
    than per element for every tile. Where the output holds one value just
    before the contraction (a `linalg.fill` of it, or a `memref.copy` into
    it of a buffer only a fill writes: the zero-filled scores bufferization
    shares with the accumulator's initial value), the tile's accumulators
    start from that value in registers and the fill or copy goes.

    Elementwise ops over a dynamic number of rows (the tile's row
    statistics: the max, the sum and the rescaling factor of each query
    row), every other loop of extent 1, are collapsed to one loop and
    vectorised along the rows at the target's vector width, the last vector
    masked. Ops on `i1` buffers (a vector of i1 is packed bits in memory,
    a buffer's i1 elements are bytes), other ops of an innermost dynamic
    extent (the ragged last key block) and ops that cannot be vectorised
    stay scalar. The vectors are then lowered to one-dimensional ones:
    leading unit dims cast away, multi-reductions to reductions along the
    innermost dim, transfers to loads and stores where they are contiguous,
    and sums and maxima over a vector's lanes to trees of halves (LLVM
    would otherwise expand an f32 sum without reassociation, and the
    NaN-propagating max, one lane after the other; the sum is
    reassociated).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::scf::SCFDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::vector::VectorDialect"
  ];
  let options = [
    Option<"maxVectorElements", "max-vector-elements", "int64_t",
           /*default=*/"512",
           "Largest innermost extent that is vectorised (elements)">,
    Option<"registerRows", "register-rows", "int64_t", /*default=*/"0",
           "Output rows of a contraction's register tile (0: as many as "
           "the host's vector registers hold; 1: one row at a time, no "
           "register tiles)">,
    Option<"registerColumns", "register-columns", "int64_t",
           /*default=*/"0",
           "Output columns of a register tile, a multiple of the vector "
           "(0: two vectors where they divide the columns, else one)">,
    Option<"vectorBytesOption", "vector-bytes", "int64_t", /*default=*/"0",
           "Bytes of one vector of a register tile (0: the target's widest "
           "vector registers)">,
    Option<"target", "target", "std::string", /*default=*/"\"host\"",
           "CPU description the register tiles are chosen for: host (this "
           "machine's vector registers) or an x86-64 level (x86-64, "
           "x86-64-v3, x86-64-v4)">
  ];
  let statistics = [
    Statistic<"numVectorized", "num-vectorized",
              "Number of linalg ops vectorised">,
    Statistic<"numRegisterTiled", "num-register-tiled",
              "Number of contractions computed in register tiles">
  ];
}

def AttnTileBackwardPass : Pass<"attn-tile-backward"> {
  let summary = "Tile the attention gradients into a query pass and a key pass of block steps";
  let description = [{
    Rewrites each `attn.attention_backward` into FlashAttention's tiled
    backward, in which no N×N matrix exists:

    1. D = rowsum(dO ∘ O), one f32 value per query row.
    2. The query pass: an `scf.forall` over the batch dims and tiles of
       `tile-m` query rows; in each, an `scf.for` over the key blocks the
       tile sees folds `attn.backward_dq_step` into an f32 dQ accumulator
       and the row sums of exp(S − LSE); then dQ = scale · acc / row sums
       (0 on fully masked rows), and the reciprocal row sums c are kept.
    3. The key pass: an `scf.forall` over the batch dims K indexes and
       blocks of `tile-n` keys; in each, an `scf.for` over the query tiles
       that see the block folds `attn.backward_dkdv_step` into f32 dK and dV
       accumulators (P = c · exp(S − LSE): exact where the f32 LSE absorbed
       the log of a row's sum); then dK = scale · acc, dV = acc. The
       query-group dims of grouped-query K/V are whole in each step and
       summed there: K/V and their gradients are never copied per head.

    Causal ops visit only the blocks on or below the diagonal: a query
    tile's key loop ends at the last key its last row sees, a key block's
    query loop starts at the first row that sees its first key. The blocks
    that cross the diagonal are masked (`causal(top_left)` with the
    block's `causal_offset`); the others are not. Tiles at the ends are
    smaller (dynamic sizes); an empty loop leaves zero gradients.

    `tile-m` and `tile-n` default to the op's `#attn.kernel_config` when it
    has one, else to the target's forward tiles.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"host\"",
           "Target description whose forward tiles are the default">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query rows per tile (0: from the kernel configuration or target)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Keys per block (0: from the kernel configuration or target)">
  ];
  let statistics = [
    Statistic<"numTiled", "num-tiled", "Number of gradient ops tiled">
  ];
}

def AttnDecomposeBackwardStepsPass : Pass<"attn-decompose-backward-steps"> {
  let summary = "Lower the tiled backward's block steps to linalg";
  let description = [{
    Rewrites each `attn.backward_dq_step` and `attn.backward_dkdv_step` into
    linalg/arith/math on its tile, sharing the reference lowering's building
    blocks (the shifted exponentials, dS = P ∘ (dP − D), contractions into
    f32 accumulators updated in place).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
}

def AttnPromoteToSharedMemoryPass : Pass<"attn-promote-to-shared-memory"> {
  let summary = "Copy the Q tile and the K/V blocks of each workgroup into fast memory";
  let description = [{
    Runs on the bufferized FlashAttention lowering (after `attn-tile-parallel`,
    `attn-tile-kv`, `attn-decompose-online-attention` and bufferization):
    inside each workgroup (`scf.forall` body), every tile a linalg op only
    reads from memory outside the workgroup, through a `memref.subview`, is
    copied into a buffer of the target's fast memory and read from there:
    the query tile once per workgroup, the key, value (and mask) blocks
    once per block of the KV loop.

    - Buffers are allocated once per workgroup, sized by the tile's static
      bound (ragged blocks use a subview of them), in the workgroup address
      space (`#gpu.address_space<workgroup>`, space 3 on NVVM) on GPU
      targets, and as plain packed buffers on the host, where they are
      deallocated at the end of the workgroup.
    - On GPU targets each buffer row (innermost dim) is padded by 16 bytes
      (`pad-bytes`), one 16-byte access, so that the rows of a tile fall in
      different shared-memory banks.
    - GPU targets get `gpu.barrier`s: before a block buffer is refilled
      (every thread is done with the previous block) and after each copy
      (the copy is visible to the workgroup).
    - Targets with asynchronous copies (sm_80, sm_90: `doubleBufferKV` in
      the target description), or `stages=2`, double-buffer the KV blocks:
      the first block is copied before the loop, and iteration j copies
      block j + 1 into the other buffer before computing block j, with one
      barrier per block.
    - The buffers must fit the target's fast memory per workgroup
      (`sramBytes`); otherwise the pass fails with an error on the workgroup.

    Tiles the workgroup also writes (through the same root memref) are left
    in place; distinct root memrefs (function arguments) are taken not to
    alias, as the kernels' ABI takes its tensors.

    **On tensors** (the tiled nests of the GPU kernels, before their block
    steps are lowered): in a workgroup whose `attn.online_attention` steps
    are on tensors, the step operands read from outside the workgroup
    become `linalg.copy`s of their tile into a
    `bufferization.alloc_tensor` of the workgroup memory space, sized by the
    tile's static bound (a ragged block into a slice of it): the Q tile
    once per workgroup, the K/V blocks before each step, their copies
    marked with the blocks in flight (`attn.stages`). Which operands is the
    kernel's: its configuration (`attn.kernel_config` on the `gpu.func`)
    names the step's reads from workgroup memory (the tensor-core and
    cooperative-matrix kernels Q, K and V; the SIMT kernel K and V) and its
    `kv_stages`; outside a kernel every tile (Q, K, V, mask) is promoted.
    `stages`, when given, overrides the stage count. The lowerings of the
    step (`attn-lower-tiled-attention-to-mma`, `-simt`, `-coop-matrix`)
    require exactly their kernel's promotions and write the copies as the
    target's (`cp.async` into swizzled shared memory, or staged loads).
    The budget is the kernel configuration's `shared_memory_bytes` (the
    target's `sramBytes` outside kernels), against Q plus the stages of the
    largest loop's blocks, unpadded: the lowering's layout may add padding
    within the configuration's figure.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect", "::mlir::gpu::GPUDialect",
    "::mlir::linalg::LinalgDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::tensor::TensorDialect"
  ];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"host\"",
           "Target description (host, sm_80, sm_90, lavapipe, vulkan): "
           "memory space, barriers, double buffering, fast-memory budget">,
    Option<"stages", "stages", "int64_t", /*default=*/"0",
           "KV block buffers per tile: 1 or 2 (0: 2 where the target has "
           "asynchronous copies, else 1)">,
    Option<"padBytes", "pad-bytes", "int64_t", /*default=*/"-1",
           "Bytes each buffer row is padded by against bank conflicts "
           "(-1: 16 on GPU targets, 0 on the host)">
  ];
  let statistics = [
    Statistic<"numPromoted", "num-promoted", "Number of tiles promoted">,
    Statistic<"numDoubleBuffered", "num-double-buffered",
              "Number of KV loops whose blocks are double-buffered">
  ];
}

def AttnDecomposeSoftmaxPass : Pass<"attn-decompose-softmax"> {
  let summary = "Decompose linalg.softmax ops that were not raised into generic ops";
  let description = [{
    A `linalg.softmax` that is not part of an attention (or is left by
    `raise=0`) has no lowering to loops upstream; this pass decomposes it
    through its `AggregatedOpInterface` (max, sub + exp, sum, div), so that
    every module reaching the CPU pipeline lowers.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
}

def AttnHostBF16Pass : Pass<"attn-host-bf16", "::mlir::ModuleOp"> {
  let summary = "Make the host code's bf16 arithmetic self-contained";
  let description = [{
    CPUs without bf16 conversion instructions (AVX2 machines, AMD Zen 3)
    have the LLVM backend call the runtime helper `__truncsfbf2` for every
    f32 -> bf16 rounding, including those it introduces itself to move bf16
    vector elements; neither the JIT nor a program linked against GCC 12's
    libgcc provides it, so bf16 kernels failed to load there. This pass

    - expands `arith.truncf` f32 -> bf16 (round to nearest even, NaN kept
      quiet) and `arith.extf` bf16 -> f32 into bitcasts, shifts and adds on
      i32, scalars and vectors alike (upstream's bf16 expansion patterns,
      without the rest of `arith-expand`): inline code, no call;
    - where the module has any bf16 value, defines `__truncsfbf2` itself
      (weak, hidden: the same rounding in the LLVM dialect) for the calls
      the backend emits.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::LLVM::LLVMDialect"
  ];
}

def AttnLegalizeHostMathPass : Pass<"attn-legalize-host-math"> {
  let summary = "Rewrite the math ops the host's LLVM lowering cannot take";
  let description = [{
    Whole model graphs bring math ops besides attention's: RMSNorm's
    `x.pow(2)` (`math.fpowi`), exact GELU's `math.erf`, and others.
    `convert-math-to-llvm` leaves some of them (erf, erfc, cbrt, asinh,
    acosh, atanh) in the module, where the JIT cannot run them, and lowers
    `math.fpowi` on vectors (what the vectoriser makes of it) to an
    intrinsic call LLVM rejects. This pass, run after vectorisation on the
    host:

    - `math.fpowi` and `math.ipowi` with a constant exponent become
      multiplications (upstream's algebraic simplification: x * x for
      x.pow(2), exact for negative bases, which an exp(e·log x) expansion
      is not); what is left of `math.fpowi` then goes through
      `convert-math-to-funcs` in the pipeline (an exact loop per element);
    - `math.erf`, `math.erfc` and `math.cbrt` become upstream's polynomial
      approximations (scalars and vectors, f16/bf16 through f32);
    - `math.asinh`, `math.acosh` and `math.atanh` become upstream's
      expansions in terms of log and sqrt.

    Ops the LLVM lowering takes (exp, log, tanh, sin, ...) are left to it.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect"
  ];
}

def AttnExpandStridedCopiesPass : Pass<"attn-expand-strided-copies"> {
  let summary = "Rewrite memref.copy ops that are not one contiguous block into linalg.copy";
  let description = [{
    `finalize-memref-to-llvm` lowers a `memref.copy` between two contiguous
    buffers to `llvm.memcpy`, and any other to a call of `memrefCopy`, a
    function of MLIR's C runner utilities that the host code would then need
    at run time: the JIT of the Python package (and any program that links
    the lowered module without those utilities) has no such library.
    Bufferization makes
    such copies for ordinary programs, such as new keys written into a
    strided slice of a KV cache (`tensor.insert_slice` into a function
    argument). This pass rewrites each ranked copy whose source or target is
    not contiguous (the condition under which the upstream lowering calls
    the library) into a `linalg.copy`, which `convert-linalg-to-loops`
    lowers in place; contiguous copies stay `memref.copy` (one memcpy).

    ```mlir
    memref.copy %a, %b : memref<8x?xf32, strided<[512, 1]>> to memref<8x?xf32>
    // becomes
    linalg.copy ins(%a : memref<8x?xf32, strided<[512, 1]>>)
                outs(%b : memref<8x?xf32>)
    ```

    It runs in `attn-to-llvm-pipeline` after bufferization.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def AttnVerifyReshapesPass : Pass<"attn-verify-reshapes"> {
  let summary = "Refuse tensor.expand_shape ops whose static output shape "
                "disagrees with their result type";
  let description = [{
    MLIR 22's verifier accepts a `tensor.expand_shape` whose
    `static_output_shape` names a size other than its result type's (say
    161 where the type says 16); bufferization copies that shape into a
    `memref.expand_shape`, whose verifier rejects it, so the host pipeline
    would fail inside an upstream pass with IR the input never had. This
    check runs first in `attn-to-llvm-pipeline` and says which op, which
    dim and the two sizes:

    ```
    error: 'tensor.expand_shape' op static_output_shape has 161 at dim 2,
           but its result type tensor<2x4x16x16xf32> has 16
    ```
  }];
}

def AttnReportTilesPass : Pass<"attn-report-tiles"> {
  let summary = "Report the tiles, on-chip memory and predicted HBM traffic of each attention op";
  let description = [{
    For every `attn.attention`, emits a remark with the tiles chosen for the
    target, the fast memory (shared memory) and registers one workgroup
    needs, whether Q's tile fits in registers beside them
    (`query_registers`, per thread; 0: the tensor-core kernel re-reads it
    from shared memory every key block), and the predicted HBM bytes of the
    tiled kernel against the materialised one: Q read once, K and V once per
    query tile, O written once, versus the f32 score matrix written and read
    back twice. Two targets with different SRAM sizes get different tiles.

    An op that carries a GPU kernel configuration (`attn.kernel_config`, from
    `attn-select-kernel-config`) is reported as that kernel: its kind,
    tiles, workgroup size, workgroup memory, K/V stages, whether Q stays in
    registers and the matrix instruction's shape, the tiles the GPU
    lowering builds (the options are then not used). So is an
    `attn.varlen_attention` that carries one (`packed_sequences`; its
    traffic depends on the lengths, known at run time), and an
    `attn.paged_attention` (`paged_cache` and its page size).
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"host\"",
           "Target description (host, sm_80, sm_90, lavapipe, vulkan)">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query tile size (0: chosen from the target)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Key block size (0: chosen from the target)">
  ];
}

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
