//===- AttnOps.cpp - attn dialect operations ------------------------------===//
//
// Verifiers and helpers of attn.attention, attn.online_attention,
// attn.attention_backward, its two tiled steps and attn.pointer_to_memref.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMTypes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallBitVector.h"

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Custom assembly: the bare alignment keyword in `causal(top_left)`
//===----------------------------------------------------------------------===//

static ParseResult parseCausalAlignment(OpAsmParser &parser,
                                        CausalAlignmentAttr &causal) {
  StringRef keyword;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseKeyword(&keyword))
    return failure();
  std::optional<CausalAlignment> alignment = symbolizeCausalAlignment(keyword);
  if (!alignment)
    return parser.emitError(loc, "expected 'top_left' or 'bottom_right', got '")
           << keyword << "'";
  causal = CausalAlignmentAttr::get(parser.getContext(), *alignment);
  return success();
}

static void printCausalAlignment(OpAsmPrinter &p, Operation *,
                                 CausalAlignmentAttr causal) {
  p << stringifyCausalAlignment(causal.getValue());
}

#define GET_OP_CLASSES
#include "attn/Dialect/Attn/IR/AttnOps.cpp.inc"

//===----------------------------------------------------------------------===//
// Helpers
//===----------------------------------------------------------------------===//

/// The maps of an `indexing_maps` attribute.
static SmallVector<AffineMap> mapsOf(ArrayAttr maps) {
  return llvm::map_to_vector(
      maps, [](Attribute attr) { return cast<AffineMapAttr>(attr).getValue(); });
}

/// The size of iteration dim `dim` of `op`, read off the first of its
/// tensor operands that indexes it.
template <typename OpTy>
static OpFoldResult loopSizeOf(OpTy op, OpBuilder &b, unsigned dim) {
  for (auto [operand, map] :
       llvm::zip_equal(op.getTensorOperands(), op.getIndexingMapsArray())) {
    if (std::optional<unsigned> pos =
            map.getResultPosition(b.getAffineDimExpr(dim)))
      return tensor::getMixedSize(b, op.getLoc(), operand, *pos);
  }
  llvm_unreachable("verified attention op uses every iteration dim");
}

SmallVector<AffineMap> AttentionOp::getIndexingMapsArray() {
  return mapsOf(getIndexingMaps());
}

/// Q, K, V and the mask (when `op` has one): the first tensor operands of
/// every attention op, in the order of their maps.
template <typename OpTy>
static SmallVector<Value> attentionInputs(OpTy op) {
  SmallVector<Value> operands = {op.getQuery(), op.getKey(), op.getValue()};
  if (Value mask = op.getMask())
    operands.push_back(mask);
  return operands;
}

SmallVector<Value> AttentionOp::getTensorOperands() {
  SmallVector<Value> operands = attentionInputs(*this);
  llvm::append_range(operands, getOutputs());
  return operands;
}

MutableOperandRange AttentionOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

OpFoldResult AttentionOp::getLoopSize(OpBuilder &b, unsigned dim) {
  return loopSizeOf(*this, b, dim);
}

int64_t AttentionOp::getStaticLoopSize(unsigned dim) {
  for (auto [operand, map] :
       llvm::zip_equal(getTensorOperands(), getIndexingMapsArray()))
    if (std::optional<unsigned> pos =
            map.getResultPosition(getAffineDimExpr(dim, getContext()))) {
      int64_t size = cast<RankedTensorType>(operand.getType()).getDimSize(*pos);
      if (!ShapedType::isDynamic(size))
        return size;
    }
  return ShapedType::kDynamic;
}

//===----------------------------------------------------------------------===//
// Verifier
//===----------------------------------------------------------------------===//

/// The role of a tensor operand of an attention-like op: which iteration
/// dims it may and must index.
enum class OperandKind { Query, Key, Value, Mask, Output, RowStat };

namespace {
/// One tensor operand, for the verifier's rules and messages.
struct OperandRole {
  StringRef name;
  Value value;
  AffineMap map;
  OperandKind kind;
  /// Leading dims of the operand outside the iteration space (the page dim
  /// of a paged cache); the map gives the dims after them.
  unsigned leading = 0;
};
} // namespace

/// Name of iteration dim `d` of a space with `numBatch` batch dims, for
/// diagnostics: "d2 (m)".
static std::string dimName(unsigned numBatch, unsigned d) {
  std::string role;
  if (d < numBatch)
    role = "batch";
  else
    role = std::array<const char *, 4>{"m", "n", "k1", "k2"}[d - numBatch];
  return ("d" + Twine(d) + " (" + role + ")").str();
}

/// The iteration dims `map` indexes.
static llvm::SmallBitVector usedDims(AffineMap map) {
  llvm::SmallBitVector used(map.getNumDims());
  for (AffineExpr expr : map.getResults())
    used.set(cast<AffineDimExpr>(expr).getPosition());
  return used;
}

/// Checks the maps of attention-like ops: one iteration space of
/// (batch dims..., m, n, k1, k2), projected permutations, ranks, the dims
/// each operand may and must index, and sizes that agree.
static LogicalResult verifyIndexing(Operation *op,
                                    ArrayRef<OperandRole> roles) {
  unsigned numLoops = roles.front().map.getNumDims();
  if (numLoops < 4)
    return op->emitOpError("expects an iteration space of at least 4 dims "
                           "(batch dims..., m, n, k1, k2), got ")
           << numLoops;
  unsigned numBatch = numLoops - 4;
  unsigned mDim = numBatch, nDim = numBatch + 1, k1Dim = numBatch + 2,
           k2Dim = numBatch + 3;
  auto dims = [&](std::initializer_list<unsigned> list, bool withBatch) {
    llvm::SmallBitVector bits(numLoops);
    if (withBatch)
      bits.set(0, numBatch);
    for (unsigned d : list)
      bits.set(d);
    return bits;
  };
  // (allowed, required) per kind.
  auto rule = [&](OperandKind kind)
      -> std::pair<llvm::SmallBitVector, llvm::SmallBitVector> {
    switch (kind) {
    case OperandKind::Query:
      return {dims({mDim, k1Dim}, true), dims({mDim, k1Dim}, false)};
    case OperandKind::Key:
      return {dims({nDim, k1Dim}, true), dims({nDim, k1Dim}, false)};
    case OperandKind::Value:
      return {dims({nDim, k2Dim}, true), dims({nDim, k2Dim}, false)};
    case OperandKind::Mask:
      return {dims({mDim, nDim}, true), llvm::SmallBitVector(numLoops)};
    case OperandKind::Output:
      return {dims({mDim, k2Dim}, true), dims({mDim, k2Dim}, true)};
    case OperandKind::RowStat:
      return {dims({mDim}, true), dims({mDim}, true)};
    }
    llvm_unreachable("unknown operand kind");
  };

  for (const OperandRole &role : roles) {
    AffineMap map = role.map;
    auto type = cast<RankedTensorType>(role.value.getType());
    if (map.getNumDims() != numLoops || map.getNumSymbols() != 0)
      return op->emitOpError("indexing map of '")
             << role.name << "' must have " << numLoops
             << " dims and no symbols, like the query map, got "
             << AffineMapAttr::get(map);
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/false))
      return op->emitOpError("indexing map of '")
             << role.name << "' must be a projected permutation, got "
             << AffineMapAttr::get(map);
    if (map.getNumResults() + role.leading != type.getRank()) {
      InFlightDiagnostic diag =
          op->emitOpError("'")
          << role.name << "' has rank " << type.getRank()
          << " but its indexing map has " << map.getNumResults() << " results";
      if (role.leading)
        diag << " (and " << role.leading << " leading dim before them)";
      return diag;
    }
    auto [allowed, required] = rule(role.kind);
    llvm::SmallBitVector used = usedDims(map);
    for (unsigned d : used.set_bits())
      if (!allowed.test(d))
        return op->emitOpError("'") << role.name << "' may not index iteration "
                                    << dimName(numBatch, d);
    for (unsigned d : required.set_bits())
      if (!used.test(d))
        return op->emitOpError("'") << role.name << "' must index iteration "
                                    << dimName(numBatch, d);
  }

  // Sizes: every static size of one iteration dim must agree.
  MLIRContext *ctx = op->getContext();
  for (unsigned d = 0; d < numLoops; ++d) {
    const OperandRole *first = nullptr;
    unsigned firstPos = 0;
    int64_t firstSize = ShapedType::kDynamic;
    for (const OperandRole &role : roles) {
      std::optional<unsigned> pos =
          role.map.getResultPosition(getAffineDimExpr(d, ctx));
      if (!pos)
        continue;
      int64_t size = cast<RankedTensorType>(role.value.getType())
                         .getDimSize(*pos + role.leading);
      if (ShapedType::isDynamic(size))
        continue;
      if (!first) {
        first = &role;
        firstPos = *pos;
        firstSize = size;
        continue;
      }
      if (size == firstSize)
        continue;
      InFlightDiagnostic diag =
          op->emitOpError("'")
          << role.name << "' dim " << *pos + role.leading << " has size "
          << size << " but '" << first->name << "' dim "
          << firstPos + first->leading << " has size " << firstSize
          << " for iteration " << dimName(numBatch, d);
      bool kvVsQuery = first->kind == OperandKind::Query &&
                       (role.kind == OperandKind::Key ||
                        role.kind == OperandKind::Value);
      if (d < numBatch && kvVsQuery) {
        if (firstSize % size != 0)
          diag << ": " << firstSize << " query heads is not a multiple of "
               << size << " key/value heads";
        else
          diag << ": for grouped-query attention split the query heads into "
                  "(kv heads, group) dims and omit the group dim from the "
                  "key/value maps";
      }
      return diag;
    }
  }
  return success();
}

/// Name and kind of each tensor operand, in operand order.
using OperandKinds = SmallVector<std::pair<StringRef, OperandKind>>;

/// Checks what attention and online attention share: inits match results,
/// one map per tensor operand, the indexing rules, Q/K/V element types and
/// the causal offset.
static LogicalResult verifyCommon(Operation *op, ValueRange inits,
                                  ValueRange results, ArrayAttr mapsAttr,
                                  ValueRange operands,
                                  const OperandKinds &kinds, bool causal,
                                  Value causalOffset,
                                  ArrayRef<unsigned> leading = {}) {
  for (auto [i, init, result] : llvm::enumerate(inits, results)) {
    if (init.getType() != result.getType())
      return op->emitOpError("result #")
             << i << " type " << result.getType()
             << " does not match its outs operand type " << init.getType();
  }
  if (mapsAttr.size() != kinds.size()) {
    InFlightDiagnostic diag = op->emitOpError("expects ")
                              << kinds.size() << " indexing maps (";
    llvm::interleaveComma(kinds, diag, [&](auto &k) { diag << k.first; });
    return diag << "), got " << mapsAttr.size();
  }
  SmallVector<OperandRole> roles;
  for (auto [i, operand, kind, attr] :
       llvm::enumerate(operands, kinds, mapsAttr))
    roles.push_back({kind.first, operand, cast<AffineMapAttr>(attr).getValue(),
                     kind.second, i < leading.size() ? leading[i] : 0});
  if (failed(verifyIndexing(op, roles)))
    return failure();
  if (causalOffset && !causal)
    return op->emitOpError("'causal_offset' requires the 'causal' attribute");
  Type elemTy = cast<RankedTensorType>(operands[0].getType()).getElementType();
  for (unsigned i : {1, 2}) {
    Type t = cast<RankedTensorType>(operands[i].getType()).getElementType();
    if (t != elemTy)
      return op->emitOpError("'")
             << kinds[i].first << "' element type " << t
             << " differs from the 'query' element type " << elemTy;
  }
  return success();
}

LogicalResult AttentionOp::verify() {
  if (getOutputs().empty() || getOutputs().size() > 2)
    return emitOpError("expects one or two outs (the output and optionally "
                       "the log-sum-exp), got ")
           << getOutputs().size();
  if (getResults().size() != getOutputs().size())
    return emitOpError("expects one result per outs operand, got ")
           << getResults().size() << " results for " << getOutputs().size()
           << " outs";
  OperandKinds kinds = {
      {"query", OperandKind::Query},
      {"key", OperandKind::Key},
      {"value", OperandKind::Value}};
  if (getMask())
    kinds.push_back({"mask", OperandKind::Mask});
  kinds.push_back({"output", OperandKind::Output});
  if (hasLse())
    kinds.push_back({"lse", OperandKind::RowStat});
  if (failed(verifyCommon(*this, getOutputs(), getResults(),
                          getIndexingMaps(), getTensorOperands(), kinds,
                          isCausal(), getCausalOffset())))
    return failure();
  if (hasLse() &&
      !cast<RankedTensorType>(getLseInit().getType()).getElementType().isF32())
    return emitOpError("'lse' must have element type f32, got ")
           << cast<RankedTensorType>(getLseInit().getType()).getElementType();
  return success();
}

//===----------------------------------------------------------------------===//
// VarlenAttentionOp and PagedAttentionOp
//===----------------------------------------------------------------------===//

/// What the ops over batches of sequences share: one or two outs, the maps
/// of Q, K, V, O and LSE with attention's rules (`leading[i]` dims of
/// operand i before those its map gives), and an f32 LSE.
template <typename OpTy>
static LogicalResult verifySequenceBatch(OpTy op,
                                         ArrayRef<unsigned> leading = {}) {
  if (op.getOutputs().empty() || op.getOutputs().size() > 2)
    return op.emitOpError("expects one or two outs (the output and "
                          "optionally the log-sum-exp), got ")
           << op.getOutputs().size();
  if (op.getResults().size() != op.getOutputs().size())
    return op.emitOpError("expects one result per outs operand, got ")
           << op.getResults().size() << " results for "
           << op.getOutputs().size() << " outs";
  OperandKinds kinds = {{"query", OperandKind::Query},
                        {"key", OperandKind::Key},
                        {"value", OperandKind::Value},
                        {"output", OperandKind::Output}};
  if (op.hasLse())
    kinds.push_back({"lse", OperandKind::RowStat});
  if (failed(verifyCommon(op, op.getOutputs(), op.getResults(),
                          op.getIndexingMaps(), op.getTensorOperands(), kinds,
                          op.isCausal(), /*causalOffset=*/Value(), leading)))
    return failure();
  if (op.hasLse()) {
    Type lse =
        cast<RankedTensorType>(op.getOutputs()[1].getType()).getElementType();
    if (!lse.isF32())
      return op.emitOpError("'lse' must have element type f32, got ") << lse;
  }
  return success();
}

template <typename OpTy>
static SmallVector<Value> sequenceBatchOperands(OpTy op) {
  SmallVector<Value> operands = {op.getQuery(), op.getKey(), op.getValue()};
  llvm::append_range(operands, op.getOutputs());
  return operands;
}

SmallVector<Value> VarlenAttentionOp::getTensorOperands() {
  return sequenceBatchOperands(*this);
}

SmallVector<AffineMap> VarlenAttentionOp::getIndexingMapsArray() {
  return mapsOf(getIndexingMaps());
}

MutableOperandRange VarlenAttentionOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

LogicalResult VarlenAttentionOp::verify() {
  if (failed(verifySequenceBatch(*this)))
    return failure();
  // The offsets: one list of sequence boundaries per packed dim, alike.
  int64_t entries[2];
  for (auto [i, name, offsets] :
       llvm::enumerate(std::array<StringRef, 2>{"query_offsets", "key_offsets"},
                       std::array<Value, 2>{getQueryOffsets(), getKeyOffsets()})) {
    auto type = cast<RankedTensorType>(offsets.getType());
    if (type.getRank() != 1)
      return emitOpError("'")
             << name << "' must be 1-D (cumulative sequence lengths), got "
             << type;
    entries[i] = type.getDimSize(0);
    if (entries[i] == 0)
      return emitOpError("'") << name
                              << "' must have at least one entry (0, then the "
                                 "end of each sequence), got none";
  }
  if (!ShapedType::isDynamic(entries[0]) &&
      !ShapedType::isDynamic(entries[1]) && entries[0] != entries[1])
    return emitOpError("'query_offsets' has ")
           << entries[0] << " entries but 'key_offsets' has " << entries[1]
           << ": both have one per sequence, and one more";
  return success();
}

SmallVector<Value> PagedAttentionOp::getTensorOperands() {
  return sequenceBatchOperands(*this);
}

SmallVector<AffineMap> PagedAttentionOp::getIndexingMapsArray() {
  return mapsOf(getIndexingMaps());
}

unsigned PagedAttentionOp::getPageDim() {
  return *getIndexingMapsArray()[1].getResultPosition(
             getAffineDimExpr(getNDim(), getContext())) +
         1;
}

int64_t PagedAttentionOp::getStaticPageSize() {
  return cast<RankedTensorType>(getKey().getType()).getDimSize(getPageDim());
}

MutableOperandRange PagedAttentionOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

LogicalResult PagedAttentionOp::verify() {
  // The caches' page dim leads, outside the iteration space.
  if (failed(verifySequenceBatch(*this, /*leading=*/{0, 1, 1})))
    return failure();
  if (getNumBatchDims() == 0)
    return emitOpError("expects a batch dim d0 (the sequence) before m, n, "
                       "k1 and k2");
  AffineExpr sequence = getAffineDimExpr(0, getContext());
  SmallVector<AffineMap> maps = getIndexingMapsArray();
  if (!maps[0].getResultPosition(sequence))
    return emitOpError("'query' must index iteration d0 (the sequence)");
  for (auto [name, map] : {std::pair<StringRef, AffineMap>{"key", maps[1]},
                           std::pair<StringRef, AffineMap>{"value", maps[2]}})
    if (map.getResultPosition(sequence))
      return emitOpError("'")
             << name
             << "' may not index iteration d0 (the sequence): a cache's "
                "pages are shared by the sequences, through the block table";
  // The page size: the cache dim that n indexes (after the page dim).
  for (auto [name, cache, map] :
       {std::tuple<StringRef, Value, AffineMap>{"key", getKey(), maps[1]},
        {"value", getValue(), maps[2]}}) {
    unsigned slot = *map.getResultPosition(
                        getAffineDimExpr(getNDim(), getContext())) +
                    1;
    if (cast<RankedTensorType>(cache.getType()).getDimSize(slot) == 0)
      return emitOpError("'")
             << name << "' has pages of 0 keys (dim " << slot
             << "); a page holds at least one";
  }
  auto table = cast<RankedTensorType>(getBlockTable().getType());
  auto lengths = cast<RankedTensorType>(getSeqLens().getType());
  if (table.getRank() != 2)
    return emitOpError("'block_table' must be 2-D (sequences, pages of each), "
                       "got ")
           << table;
  if (lengths.getRank() != 1)
    return emitOpError("'seq_lens' must be 1-D (the keys of each sequence), "
                       "got ")
           << lengths;
  unsigned queryPos = *maps[0].getResultPosition(sequence);
  int64_t sequences =
      cast<RankedTensorType>(getQuery().getType()).getDimSize(queryPos);
  for (auto [name, size] : {std::pair<StringRef, int64_t>{
                                "block_table", table.getDimSize(0)},
                            {"seq_lens", lengths.getDimSize(0)}})
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(sequences) &&
        size != sequences)
      return emitOpError("'")
             << name << "' has " << size << " sequences (dim 0) but 'query' has "
             << sequences << " (dim " << queryPos << ", iteration d0)";
  return success();
}

//===----------------------------------------------------------------------===//
// OnlineAttentionOp
//===----------------------------------------------------------------------===//

MutableOperandRange OnlineAttentionOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

SmallVector<Value> OnlineAttentionOp::getTensorOperands() {
  SmallVector<Value> operands = attentionInputs(*this);
  llvm::append_range(operands, getOutputs());
  return operands;
}

LogicalResult OnlineAttentionOp::verify() {
  if (getOutputs().size() != 3 || getResults().size() != 3)
    return emitOpError("expects three outs and results (acc, max, sum), got ")
           << getOutputs().size() << " outs and " << getResults().size()
           << " results";
  OperandKinds kinds = {{"query", OperandKind::Query},
                        {"key", OperandKind::Key},
                        {"value", OperandKind::Value}};
  if (getMask())
    kinds.push_back({"mask", OperandKind::Mask});
  kinds.push_back({"acc", OperandKind::Output});
  kinds.push_back({"max", OperandKind::RowStat});
  kinds.push_back({"sum", OperandKind::RowStat});
  return verifyCommon(*this, getOutputs(), getResults(), getIndexingMaps(),
                      getTensorOperands(), kinds, getCausal().has_value(),
                      getCausalOffset());
}

//===----------------------------------------------------------------------===//
// AttentionBackwardOp
//===----------------------------------------------------------------------===//

MutableOperandRange AttentionBackwardOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

SmallVector<Value> AttentionBackwardOp::getTensorOperands() {
  SmallVector<Value> operands = attentionInputs(*this);
  operands.append({getOutput(), getGradOutput(), getLse()});
  llvm::append_range(operands, getOutputs());
  return operands;
}

SmallVector<AffineMap> AttentionBackwardOp::getIndexingMapsArray() {
  return mapsOf(getIndexingMaps());
}

OpFoldResult AttentionBackwardOp::getLoopSize(OpBuilder &b, unsigned dim) {
  return loopSizeOf(*this, b, dim);
}

LogicalResult AttentionBackwardOp::verify() {
  if (getOutputs().size() != 3 || getResults().size() != 3)
    return emitOpError("expects three outs and results (the gradients of "
                       "the query, key and value), got ")
           << getOutputs().size() << " outs and " << getResults().size()
           << " results";
  OperandKinds kinds = {{"query", OperandKind::Query},
                        {"key", OperandKind::Key},
                        {"value", OperandKind::Value}};
  if (getMask())
    kinds.push_back({"mask", OperandKind::Mask});
  kinds.append({{"output", OperandKind::Output},
                {"grad_output", OperandKind::Output},
                {"lse", OperandKind::RowStat},
                {"grad_query", OperandKind::Query},
                {"grad_key", OperandKind::Key},
                {"grad_value", OperandKind::Value}});
  if (failed(verifyCommon(*this, getOutputs(), getResults(),
                          getIndexingMaps(), getTensorOperands(), kinds,
                          isCausal(), getCausalOffset())))
    return failure();
  // A gradient is indexed like its tensor: the same iteration dims (its
  // layout may differ).
  unsigned numBatch = getNumBatchDims();
  for (auto [name, primal, grad] :
       {std::make_tuple("query", getQueryMap(), getGradQueryMap()),
        std::make_tuple("key", getKeyMap(), getGradKeyMap()),
        std::make_tuple("value", getValueMap(), getGradValueMap())}) {
    llvm::SmallBitVector p = usedDims(primal), g = usedDims(grad);
    if (p == g)
      continue;
    unsigned d = (p ^ g).find_first();
    return emitOpError("'grad_")
           << name << "' must index the iteration dims '" << name
           << "' indexes; " << (p.test(d) ? "it omits " : "it adds ")
           << dimName(numBatch, d);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// BackwardQueryStepOp and BackwardKeyStepOp
//===----------------------------------------------------------------------===//

template <typename OpTy>
static SmallVector<Value> backwardStepOperands(OpTy op) {
  SmallVector<Value> operands = attentionInputs(op);
  operands.push_back(op.getGradOutput());
  llvm::append_range(operands, op.getRowStats());
  llvm::append_range(operands, op.getOutputs());
  return operands;
}

/// Checks what the two backward steps share: the row statistics (LSE, D
/// and then `extraRowStats`), the outs `outputs` (name and role), and the
/// forward's rules for the rest.
template <typename OpTy>
static LogicalResult
verifyBackwardStep(OpTy op, ArrayRef<StringRef> extraRowStats,
                   ArrayRef<std::pair<StringRef, OperandKind>> outputs) {
  size_t numStats = 2 + extraRowStats.size();
  if (op.getRowStats().size() != numStats) {
    InFlightDiagnostic diag = op.emitOpError("expects ")
                              << numStats << " row statistics in 'grads' "
                              << "after the output gradient (lse, row_dots";
    for (StringRef name : extraRowStats)
      diag << ", " << name;
    return diag << "), got " << op.getRowStats().size();
  }
  if (op.getOutputs().size() != outputs.size() ||
      op.getResults().size() != outputs.size()) {
    InFlightDiagnostic diag = op.emitOpError("expects ")
                              << outputs.size() << " outs and results (";
    llvm::interleaveComma(outputs, diag, [&](auto &o) { diag << o.first; });
    return diag << "), got " << op.getOutputs().size() << " outs and "
                << op.getResults().size() << " results";
  }
  OperandKinds kinds = {{"query", OperandKind::Query},
                        {"key", OperandKind::Key},
                        {"value", OperandKind::Value}};
  if (op.getMask())
    kinds.push_back({"mask", OperandKind::Mask});
  kinds.append({{"grad_output", OperandKind::Output},
                {"lse", OperandKind::RowStat},
                {"row_dots", OperandKind::RowStat}});
  for (StringRef name : extraRowStats)
    kinds.push_back({name, OperandKind::RowStat});
  kinds.append(outputs.begin(), outputs.end());
  return verifyCommon(op, op.getOutputs(), op.getResults(),
                      op.getIndexingMaps(), op.getTensorOperands(), kinds,
                      op.isCausal(), op.getCausalOffset());
}

MutableOperandRange BackwardQueryStepOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

SmallVector<Value> BackwardQueryStepOp::getTensorOperands() {
  return backwardStepOperands(*this);
}

SmallVector<AffineMap> BackwardQueryStepOp::getIndexingMapsArray() {
  return mapsOf(getIndexingMaps());
}

OpFoldResult BackwardQueryStepOp::getLoopSize(OpBuilder &b, unsigned dim) {
  return loopSizeOf(*this, b, dim);
}

LogicalResult BackwardQueryStepOp::verify() {
  return verifyBackwardStep(*this, {},
                            {{"acc", OperandKind::Query},
                             {"row_sums", OperandKind::RowStat}});
}

MutableOperandRange BackwardKeyStepOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

SmallVector<Value> BackwardKeyStepOp::getTensorOperands() {
  return backwardStepOperands(*this);
}

SmallVector<AffineMap> BackwardKeyStepOp::getIndexingMapsArray() {
  return mapsOf(getIndexingMaps());
}

OpFoldResult BackwardKeyStepOp::getLoopSize(OpBuilder &b, unsigned dim) {
  return loopSizeOf(*this, b, dim);
}

LogicalResult BackwardKeyStepOp::verify() {
  if (failed(verifyBackwardStep(*this, {"row_scale"},
                                {{"grad_key", OperandKind::Key},
                                 {"grad_value", OperandKind::Value}})))
    return failure();
  Value acc = getGradQueryAcc();
  if (!acc)
    return success();
  // Indexed like the query: the same rank, and the query's sizes where
  // both are static.
  auto accType = cast<MemRefType>(acc.getType());
  auto queryType = cast<RankedTensorType>(getQuery().getType());
  if (accType.getRank() != queryType.getRank())
    return emitOpError("'grad_query_acc' is indexed like the query: expected "
                       "rank ")
           << queryType.getRank() << ", got " << accType.getRank();
  for (int64_t i = 0; i < accType.getRank(); ++i) {
    int64_t got = accType.getDimSize(i), want = queryType.getDimSize(i);
    if (!ShapedType::isDynamic(got) && !ShapedType::isDynamic(want) &&
        got != want)
      return emitOpError("'grad_query_acc' is indexed like the query: dim ")
             << i << " has size " << got << ", the query's " << want;
  }
  return success();
}

void BackwardKeyStepOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (OpOperand *acc = getGradQueryAccMutable().empty()
                           ? nullptr
                           : &getGradQueryAccMutable()[0]) {
    effects.emplace_back(MemoryEffects::Read::get(), acc);
    effects.emplace_back(MemoryEffects::Write::get(), acc);
  }
}

//===----------------------------------------------------------------------===//
// PointerToMemrefOp
//===----------------------------------------------------------------------===//

/// The element type a storage buffer holds `element` as: bf16 as i16, i1
/// as i8 (SPIR-V has neither in storage buffers), the others as
/// themselves.
static Type storageTypeOf(Type element) {
  if (element.isBF16())
    return IntegerType::get(element.getContext(), 16);
  if (element.isInteger(1))
    return IntegerType::get(element.getContext(), 8);
  return element;
}

LogicalResult PointerToMemrefOp::reifyResultShapes(
    OpBuilder &b, ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  MemRefType type = getResult().getType();
  SmallVector<OpFoldResult> sizes;
  for (auto [d, size] : llvm::enumerate(getSizes())) {
    if (!type.isDynamicDim(d)) {
      sizes.push_back(b.getIndexAttr(type.getDimSize(d)));
      continue;
    }
    // A sign-extended 32-bit size (a Vulkan kernel's parameter word) as the
    // index of the word itself: the same value, with no 64-bit integer.
    Value v = size;
    if (auto extended = v.getDefiningOp<arith::ExtSIOp>())
      v = extended.getIn();
    sizes.push_back(
        arith::IndexCastOp::create(b, getLoc(), b.getIndexType(), v)
            .getResult());
  }
  reifiedReturnShapes.push_back(sizes);
  return success();
}

LogicalResult PointerToMemrefOp::verify() {
  MemRefType type = getResult().getType();
  auto pointerType = dyn_cast<LLVM::LLVMPointerType>(getPointer().getType());
  if (auto buffer = dyn_cast<MemRefType>(getPointer().getType())) {
    Type storage = storageTypeOf(type.getElementType());
    if (buffer.getRank() != 1 || !buffer.getLayout().isIdentity() ||
        buffer.getElementType() != storage)
      return emitOpError("operand #0 (a storage buffer) must be a 1-D "
                         "memref of ")
             << storage << " for a result of element type "
             << type.getElementType() << ", got " << buffer;
    if (buffer.getMemorySpace() != type.getMemorySpace()) {
      auto describe = [](Attribute space) -> std::string {
        if (!space)
          return "default";
        std::string text;
        llvm::raw_string_ostream os(text);
        space.print(os);
        return text;
      };
      return emitOpError("result memory space ")
             << describe(type.getMemorySpace())
             << " is not the storage buffer's "
             << describe(buffer.getMemorySpace());
    }
  } else if (!pointerType) {
    return emitOpError("operand #0 (pointer) must be an !llvm.ptr or a 1-D "
                       "storage buffer memref, got ")
           << getPointer().getType();
  }
  if (static_cast<int64_t>(getSizes().size()) != type.getRank() ||
      static_cast<int64_t>(getStrides().size()) != type.getRank())
    return emitOpError("has ")
           << getSizes().size() << " sizes and " << getStrides().size()
           << " strides for a memref of rank " << type.getRank()
           << "; expected one of each per dim";
  int64_t offset;
  SmallVector<int64_t> strides;
  if (failed(type.getStridesAndOffset(strides, offset)) || offset != 0)
    return emitOpError("result type ")
           << type << " must have a strided layout with offset 0";
  if (!pointerType)
    return success();
  if (auto space = dyn_cast_or_null<IntegerAttr>(type.getMemorySpace())) {
    if (space.getInt() != pointerType.getAddressSpace())
      return emitOpError("result memory space ")
             << space.getInt() << " is not the pointer's address space "
             << pointerType.getAddressSpace();
  } else if (!type.getMemorySpace() && pointerType.getAddressSpace() != 0) {
    return emitOpError("result type has the default memory space but the "
                       "pointer is in address space ")
           << pointerType.getAddressSpace();
  }
  return success();
}
