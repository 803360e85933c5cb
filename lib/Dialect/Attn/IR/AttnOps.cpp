//===- AttnOps.cpp - attn dialect operations ------------------------------===//
//
// Verifier and helpers of attn.attention.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"

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

SmallVector<AffineMap> AttentionOp::getIndexingMapsArray() {
  return llvm::map_to_vector(getIndexingMaps(), [](Attribute attr) {
    return cast<AffineMapAttr>(attr).getValue();
  });
}

SmallVector<Value> AttentionOp::getTensorOperands() {
  SmallVector<Value> operands = {getQuery(), getKey(), getValue()};
  if (Value mask = getMask())
    operands.push_back(mask);
  llvm::append_range(operands, getOutputs());
  return operands;
}

MutableOperandRange AttentionOp::getDpsInitsMutable() {
  return getOutputsMutable();
}

OpFoldResult AttentionOp::getLoopSize(OpBuilder &b, unsigned dim) {
  for (auto [operand, map] :
       llvm::zip_equal(getTensorOperands(), getIndexingMapsArray())) {
    if (std::optional<unsigned> pos =
            map.getResultPosition(b.getAffineDimExpr(dim)))
      return tensor::getMixedSize(b, getLoc(), operand, *pos);
  }
  llvm_unreachable("verified attention op uses every iteration dim");
}

//===----------------------------------------------------------------------===//
// Verifier
//===----------------------------------------------------------------------===//

namespace {
/// What one tensor operand is, for the verifier's messages and rules.
struct OperandRole {
  StringRef name;
  Value value;
  AffineMap map;
  /// Iteration dims the operand may index.
  llvm::SmallBitVector allowed;
  /// Iteration dims the operand must index.
  llvm::SmallBitVector required;
};
} // namespace

/// Name of iteration dim `d` for diagnostics: "d2 (m)".
static std::string dimName(AttentionOp op, unsigned d) {
  unsigned numBatch = op.getNumBatchDims();
  std::string role;
  if (d < numBatch)
    role = "batch";
  else
    role = std::array<const char *, 4>{"m", "n", "k1", "k2"}[d - numBatch];
  return ("d" + Twine(d) + " (" + role + ")").str();
}

LogicalResult AttentionOp::verify() {
  // Inits and results.
  if (getOutputs().empty() || getOutputs().size() > 2)
    return emitOpError("expects one or two outs (the output and optionally "
                       "the log-sum-exp), got ")
           << getOutputs().size();
  if (getResults().size() != getOutputs().size())
    return emitOpError("expects one result per outs operand, got ")
           << getResults().size() << " results for " << getOutputs().size()
           << " outs";
  for (auto [i, init, result] :
       llvm::enumerate(getOutputs(), getResults())) {
    if (init.getType() != result.getType())
      return emitOpError("result #")
             << i << " type " << result.getType()
             << " does not match its outs operand type " << init.getType();
  }

  // Maps: one per tensor operand, all over one iteration space.
  SmallVector<Value> operands = getTensorOperands();
  if (getIndexingMaps().size() != operands.size())
    return emitOpError("expects ")
           << operands.size()
           << " indexing maps (query, key, value, "
           << (getMask() ? "mask, " : "") << "output"
           << (hasLse() ? ", lse" : "") << "), got "
           << getIndexingMaps().size();
  SmallVector<AffineMap> maps = getIndexingMapsArray();
  unsigned numLoops = maps[0].getNumDims();
  if (numLoops < 4)
    return emitOpError("expects an iteration space of at least 4 dims "
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
  llvm::SmallBitVector none(numLoops);

  SmallVector<OperandRole> roles;
  roles.push_back({"query", getQuery(), maps[0], dims({mDim, k1Dim}, true),
                   dims({mDim, k1Dim}, false)});
  roles.push_back({"key", getKey(), maps[1], dims({nDim, k1Dim}, true),
                   dims({nDim, k1Dim}, false)});
  roles.push_back({"value", getValue(), maps[2], dims({nDim, k2Dim}, true),
                   dims({nDim, k2Dim}, false)});
  unsigned next = 3;
  if (getMask())
    roles.push_back({"mask", getMask(), maps[next++], dims({mDim, nDim}, true),
                     none});
  roles.push_back({"output", getOutputInit(), maps[next],
                   dims({mDim, k2Dim}, true), dims({mDim, k2Dim}, true)});
  ++next;
  if (hasLse())
    roles.push_back({"lse", getLseInit(), maps[next], dims({mDim}, true),
                     dims({mDim}, true)});

  for (const OperandRole &role : roles) {
    AffineMap map = role.map;
    auto type = cast<RankedTensorType>(role.value.getType());
    if (map.getNumDims() != numLoops || map.getNumSymbols() != 0)
      return emitOpError("indexing map of '")
             << role.name << "' must have " << numLoops
             << " dims and no symbols, like the query map, got "
             << AffineMapAttr::get(map);
    if (!map.isProjectedPermutation(/*allowZeroInResults=*/false))
      return emitOpError("indexing map of '")
             << role.name << "' must be a projected permutation, got "
             << AffineMapAttr::get(map);
    if (map.getNumResults() != type.getRank())
      return emitOpError("'")
             << role.name << "' has rank " << type.getRank()
             << " but its indexing map has " << map.getNumResults()
             << " results";
    llvm::SmallBitVector used(numLoops);
    for (AffineExpr expr : map.getResults())
      used.set(cast<AffineDimExpr>(expr).getPosition());
    for (unsigned d : used.set_bits())
      if (!role.allowed.test(d))
        return emitOpError("'") << role.name << "' may not index iteration "
                                << dimName(*this, d);
    for (unsigned d : role.required.set_bits())
      if (!used.test(d))
        return emitOpError("'") << role.name << "' must index iteration "
                                << dimName(*this, d);
  }
  if (getCausalOffset() && !isCausal())
    return emitOpError("'causal_offset' requires the 'causal' attribute");

  // Element types.
  Type elemTy = getQuery().getType().getElementType();
  if (getKey().getType().getElementType() != elemTy)
    return emitOpError("'key' element type ")
           << getKey().getType().getElementType()
           << " differs from the 'query' element type " << elemTy;
  if (getValue().getType().getElementType() != elemTy)
    return emitOpError("'value' element type ")
           << getValue().getType().getElementType()
           << " differs from the 'query' element type " << elemTy;
  if (hasLse() &&
      !cast<RankedTensorType>(getLseInit().getType()).getElementType().isF32())
    return emitOpError("'lse' must have element type f32, got ")
           << cast<RankedTensorType>(getLseInit().getType()).getElementType();

  // Sizes: every static size of one iteration dim must agree.
  for (unsigned d = 0; d < numLoops; ++d) {
    const OperandRole *first = nullptr;
    unsigned firstPos = 0;
    int64_t firstSize = ShapedType::kDynamic;
    for (const OperandRole &role : roles) {
      std::optional<unsigned> pos =
          role.map.getResultPosition(getAffineDimExpr(d, getContext()));
      if (!pos)
        continue;
      int64_t size = cast<RankedTensorType>(role.value.getType()).getDimSize(*pos);
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
      InFlightDiagnostic diag = emitOpError("'")
                                << role.name << "' dim " << *pos << " has size "
                                << size << " but '" << first->name << "' dim "
                                << firstPos << " has size " << firstSize
                                << " for iteration " << dimName(*this, d);
      bool kvVsQuery = first->name == "query" &&
                       (role.name == "key" || role.name == "value");
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
