//===- RegisterTiles.cpp - host contractions on register tiles ------------===//
//
// out[i, n] += a[i, k] * b[k, n] a register tile at a time. Computed row by
// row (one output row in registers, one vector of b loaded per vector of
// products) the products wait on loads: with a row of 128 f32 accumulators
// (P·V at d = 128) the AVX2 registers are all taken by the row, and each
// FMA needs a load of b. A tile of r rows by c columns loads c / W vectors
// of b and broadcasts r elements of a for r · c / W FMAs per step of k.
//
//===----------------------------------------------------------------------===//

#include "RegisterTiles.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::attn;

Value mlir::attn::bufferOf(Value view) {
  while (auto viewLike = view.getDefiningOp<ViewLikeOpInterface>())
    view = viewLike.getViewSource();
  return view;
}

bool mlir::attn::isFunctionAllocation(Value buffer) {
  return buffer.getDefiningOp<memref::AllocOp>() ||
         buffer.getDefiningOp<memref::AllocaOp>();
}

std::optional<RegisterTile> mlir::attn::chooseRegisterTile(int64_t columnExtent,
                                                           int64_t vectorBytes,
                                                           int64_t registers,
                                                           int64_t rows,
                                                           int64_t columns) {
  if (vectorBytes < 4 || registers < 4 || columnExtent <= 0)
    return std::nullopt;
  RegisterTile tile;
  tile.vectorElements = vectorBytes / 4;
  int64_t w = tile.vectorElements;
  if (columns > 0)
    tile.columns = columns;
  else
    tile.columns = columnExtent % (2 * w) == 0 ? 2 * w : w;
  if (tile.columns % w != 0 || columnExtent % tile.columns != 0)
    return std::nullopt;
  int64_t vectors = tile.columns / w;
  tile.rows =
      rows > 0 ? rows
               : std::clamp<int64_t>((registers - vectors - 1) / vectors, 1, 8);
  return tile;
}

namespace {
/// The loops and operands of a contraction out[i, n] += a[i, k] * b[k, n].
struct RowTimesBlock {
  unsigned i = 0, k = 0, n = 0;
  OpOperand *a = nullptr, *b = nullptr, *out = nullptr;
};
} // namespace

/// Whether `map` indexes dim `dim`.
static bool indexes(AffineMap map, unsigned dim) {
  return map.isFunctionOfDim(dim);
}

static std::optional<RowTimesBlock> matchRowTimesBlock(linalg::LinalgOp op) {
  auto generic = dyn_cast<linalg::GenericOp>(op.getOperation());
  if (!generic || !op.hasPureBufferSemantics() || op.getNumDpsInputs() != 2 ||
      op.getNumDpsInits() != 1 || !op.hasOnlyProjectedPermutations() ||
      !linalg::isaContractionOpInterface(op))
    return std::nullopt;
  SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
  if (llvm::count(iterators, utils::IteratorType::reduction) != 1)
    return std::nullopt;
  RowTimesBlock form;
  form.k =
      llvm::find(iterators, utils::IteratorType::reduction) - iterators.begin();
  form.out = op.getDpsInitOperand(0);
  AffineMap outMap = op.getMatchingIndexingMap(form.out);
  if (outMap.getNumResults() < 2)
    return std::nullopt;
  form.n = cast<AffineDimExpr>(outMap.getResults().back()).getPosition();
  form.i = cast<AffineDimExpr>(outMap.getResult(outMap.getNumResults() - 2))
               .getPosition();
  for (OpOperand *input : op.getDpsInputOperands()) {
    AffineMap map = op.getMatchingIndexingMap(input);
    if (indexes(map, form.i) && indexes(map, form.k) && !indexes(map, form.n))
      form.a = input;
    else if (indexes(map, form.k) && indexes(map, form.n) &&
             !indexes(map, form.i) && map.getNumResults() > 0 &&
             map.getResults().back() ==
                 getAffineDimExpr(form.n, op.getContext()))
      form.b = input;
  }
  if (!form.a || !form.b || form.a == form.b)
    return std::nullopt;
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  for (unsigned d = 0; d < ranges.size(); ++d)
    if (d != form.i && d != form.k && d != form.n && ranges[d] != 1)
      return std::nullopt;
  // The tile's register count is for 32-bit accumulators.
  if (ShapedType::isDynamic(ranges[form.n]) ||
      getElementTypeOrSelf(form.out->get().getType()).getIntOrFloatBitWidth() !=
          32)
    return std::nullopt;
  // The body applies to vectors as it does to scalars.
  for (Operation &bodyOp : generic.getBody()->without_terminator())
    if (bodyOp.getNumRegions() != 0 || bodyOp.getNumResults() != 1 ||
        !bodyOp.hasTrait<OpTrait::Vectorizable>() ||
        !bodyOp.getResult(0).getType().isIntOrFloat())
      return std::nullopt;
  // Read once before the reduction and written once after it: only a
  // buffer nothing else here reads or writes.
  Value outBuffer = bufferOf(form.out->get());
  if (!isFunctionAllocation(outBuffer) ||
      bufferOf(form.a->get()) == outBuffer ||
      bufferOf(form.b->get()) == outBuffer)
    return std::nullopt;
  return form;
}

std::optional<int64_t>
mlir::attn::registerTileColumnExtent(linalg::LinalgOp op) {
  std::optional<RowTimesBlock> form = matchRowTimesBlock(op);
  if (!form)
    return std::nullopt;
  return op.getStaticLoopRanges()[form->n];
}

namespace {
/// Writes the loops of one contraction's register tiles.
class RegisterTileWriter {
public:
  RegisterTileWriter(RewriterBase &rewriter, linalg::LinalgOp op,
                     const RowTimesBlock &form, const RegisterTile &tile)
      : rewriter(rewriter), op(op), form(form), tile(tile), loc(op.getLoc()) {}

  void write() {
    takeInitialValue();
    rewriter.setInsertionPoint(op);
    SmallVector<Range> ranges = op.createLoopRanges(rewriter, loc);
    Value rows =
        getValueOrCreateConstantIndexOp(rewriter, loc, ranges[form.i].size);
    reduction =
        getValueOrCreateConstantIndexOp(rewriter, loc, ranges[form.k].size);
    columns = op.getStaticLoopRanges()[form.n];
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    convertA(rows);
    if (tile.rows == 1) {
      writeRows(zero, rows, 1);
    } else {
      Value step = arith::ConstantIndexOp::create(rewriter, loc, tile.rows);
      Value fullRows = arith::SubIOp::create(
          rewriter, loc, rows,
          arith::RemUIOp::create(rewriter, loc, rows, step));
      writeRows(zero, fullRows, tile.rows);
      writeRows(fullRows, rows, 1);
    }
    if (convertedA)
      memref::DeallocOp::create(rewriter, loc, convertedA);
  }

private:
  /// Where the output holds one value just before the op (a fill of it, or
  /// a copy into it of a buffer that only a fill writes: the bufferized
  /// zero-filled scores, shared with the accumulator's initial value
  /// outside the key loop), the tiles' accumulators start from that value
  /// in registers, and the fill or copy goes: the tiles write the whole
  /// output. Saves a pass over the output (the copy reads and writes it)
  /// and the tiles' reads of it.
  void takeInitialValue() {
    Value out = form.out->get();
    // The last op before this one that touches the output.
    Operation *previous = op->getPrevNode();
    Value outBuffer = bufferOf(out);
    auto touchesOut = [&](Operation *candidate) {
      WalkResult result = candidate->walk([&](Operation *nested) {
        bool touches = llvm::any_of(nested->getOperands(), [&](Value v) {
          return isa<BaseMemRefType>(v.getType()) && bufferOf(v) == outBuffer;
        });
        return touches ? WalkResult::interrupt() : WalkResult::advance();
      });
      return result.wasInterrupted();
    };
    while (previous && !touchesOut(previous))
      previous = previous->getPrevNode();
    if (auto fill = dyn_cast_or_null<linalg::FillOp>(previous)) {
      if (fill.getOutputs().front() == out) {
        initialValue = fill.getInputs().front();
        rewriter.eraseOp(fill);
      }
      return;
    }
    auto copy = dyn_cast_or_null<memref::CopyOp>(previous);
    if (!copy || copy.getTarget() != out ||
        !copy.getSource().getDefiningOp<memref::AllocOp>())
      return;
    // The source: written by exactly one fill (which dominates the copy:
    // it is in an enclosing block, before it), else only copied from or
    // freed.
    Value source = copy.getSource();
    linalg::FillOp filled;
    for (Operation *user : source.getUsers()) {
      if (auto fill = dyn_cast<linalg::FillOp>(user)) {
        Operation *copyAncestor =
            fill->getBlock()->findAncestorOpInBlock(*copy);
        if (filled || fill.getOutputs().front() != source || !copyAncestor ||
            !fill->isBeforeInBlock(copyAncestor))
          return;
        filled = fill;
        continue;
      }
      auto reader = dyn_cast<memref::CopyOp>(user);
      if (!(reader && reader.getSource() == source) &&
          !isa<memref::DeallocOp>(user))
        return;
    }
    if (!filled)
      return;
    initialValue = filled.getInputs().front();
    rewriter.eraseOp(copy);
  }

  /// Where the body extends a's elements (arith.extf: f16 or bf16 inputs
  /// into f32 products), a is converted once into an f32 buffer of its own
  /// (rows x k), vector by vector along k, instead of once per element for
  /// every column vector of every tile. Only where a is contiguous along k
  /// and whole vectors divide k.
  void convertA(Value rows) {
    Block *body = cast<linalg::GenericOp>(op.getOperation()).getBody();
    BlockArgument arg = body->getArgument(form.a->getOperandNumber());
    if (!arg.hasOneUse())
      return;
    auto extend = dyn_cast<arith::ExtFOp>(*arg.getUsers().begin());
    AffineMap map = op.getMatchingIndexingMap(form.a);
    int64_t extent = op.getStaticLoopRanges()[form.k];
    if (!extend || ShapedType::isDynamic(extent) ||
        extent % tile.vectorElements != 0 ||
        map.getResults().back() != getAffineDimExpr(form.k, op.getContext()))
      return;
    Type wide = extend.getType();
    convertedA = memref::AllocOp::create(
        rewriter, loc, MemRefType::get({ShapedType::kDynamic, extent}, wide),
        ValueRange{rows},
        /*alignment=*/rewriter.getI64IntegerAttr(64));
    extendedA = extend;
    Value zero = arith::ConstantIndexOp::create(rewriter, loc, 0);
    scf::ForOp::create(
        rewriter, loc, zero, rows,
        arith::ConstantIndexOp::create(rewriter, loc, 1), ValueRange(),
        [&](OpBuilder &b, Location, Value row, ValueRange) {
          for (int64_t k = 0; k < extent; k += tile.vectorElements) {
            Value at = arith::ConstantIndexOp::create(b, loc, k);
            Value narrow = readVector(b, form.a, row, at, zero);
            Value widened =
                arith::ExtFOp::create(b, loc, vectorOf(wide), narrow);
            vector::StoreOp::create(b, loc, widened, convertedA,
                                    ValueRange{row, at});
          }
          scf::YieldOp::create(b, loc);
        });
  }

  /// Tiles of `count` rows from `begin` to `end`.
  void writeRows(Value begin, Value end, int64_t count) {
    Value step = arith::ConstantIndexOp::create(rewriter, loc, count);
    scf::ForOp::create(
        rewriter, loc, begin, end, step, ValueRange(),
        [&](OpBuilder &b, Location, Value row, ValueRange) {
          if (columns == tile.columns) {
            writeTile(b, row, arith::ConstantIndexOp::create(b, loc, 0), count);
          } else {
            scf::ForOp::create(
                b, loc, arith::ConstantIndexOp::create(b, loc, 0),
                arith::ConstantIndexOp::create(b, loc, columns),
                arith::ConstantIndexOp::create(b, loc, tile.columns),
                ValueRange(),
                [&](OpBuilder &b2, Location, Value column, ValueRange) {
                  writeTile(b2, row, column, count);
                  scf::YieldOp::create(b2, loc);
                });
          }
          scf::YieldOp::create(b, loc);
        });
  }

  /// The indices of `operand` at loop values i, k, n (the other loops
  /// have extent 1: index 0).
  SmallVector<Value> indicesOf(OpBuilder &b, OpOperand *operand, Value i,
                               Value k, Value n) {
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    SmallVector<Value> indices;
    for (AffineExpr result : op.getMatchingIndexingMap(operand).getResults()) {
      unsigned dim = cast<AffineDimExpr>(result).getPosition();
      indices.push_back(dim == form.i   ? i
                        : dim == form.k ? k
                        : dim == form.n ? n
                                        : zero);
    }
    return indices;
  }

  VectorType vectorOf(Type element) {
    return VectorType::get({tile.vectorElements}, element);
  }

  Value readVector(OpBuilder &b, OpOperand *operand, Value i, Value k,
                   Value n) {
    Type element = getElementTypeOrSelf(operand->get().getType());
    Value padding = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    return vector::TransferReadOp::create(
        b, loc, vectorOf(element), operand->get(),
        indicesOf(b, operand, i, k, n), padding, ArrayRef<bool>{true});
  }

  /// One tile of `count` rows at (row, column): accumulators read, the
  /// loop over k, accumulators written.
  void writeTile(OpBuilder &b, Value row, Value column, int64_t count) {
    int64_t vectors = tile.columns / tile.vectorElements;
    SmallVector<Value> rowIndex, columnIndex;
    for (int64_t r = 0; r < count; ++r)
      rowIndex.push_back(
          r == 0 ? row
                 : arith::AddIOp::create(
                       b, loc, row, arith::ConstantIndexOp::create(b, loc, r)));
    for (int64_t v = 0; v < vectors; ++v)
      columnIndex.push_back(
          v == 0 ? column
                 : arith::AddIOp::create(b, loc, column,
                                         arith::ConstantIndexOp::create(
                                             b, loc, v * tile.vectorElements)));
    Value zero = arith::ConstantIndexOp::create(b, loc, 0);
    SmallVector<Value> accumulators;
    Value initial = initialValue ? vector::BroadcastOp::create(
                                       b, loc, vectorOf(initialValue.getType()),
                                       initialValue)
                                       .getResult()
                                 : Value();
    for (int64_t r = 0; r < count; ++r)
      for (int64_t v = 0; v < vectors; ++v)
        accumulators.push_back(initial ? initial
                                       : readVector(b, form.out, rowIndex[r],
                                                    zero, columnIndex[v]));
    auto loop = scf::ForOp::create(
        b, loc, zero, reduction, arith::ConstantIndexOp::create(b, loc, 1),
        accumulators,
        [&](OpBuilder &lb, Location, Value k, ValueRange carried) {
          SmallVector<Value> blockVectors;
          for (int64_t v = 0; v < vectors; ++v)
            blockVectors.push_back(
                readVector(lb, form.b, zero, k, columnIndex[v]));
          SmallVector<Value> next;
          for (int64_t r = 0; r < count; ++r) {
            Value element =
                convertedA ? memref::LoadOp::create(lb, loc, convertedA,
                                                    ValueRange{rowIndex[r], k})
                           : memref::LoadOp::create(
                                 lb, loc, form.a->get(),
                                 indicesOf(lb, form.a, rowIndex[r], k, zero));
            Value broadcast = vector::BroadcastOp::create(
                lb, loc, vectorOf(element.getType()), element);
            for (int64_t v = 0; v < vectors; ++v)
              next.push_back(applyBody(lb, broadcast, blockVectors[v],
                                       carried[r * vectors + v]));
          }
          scf::YieldOp::create(lb, loc, next);
        });
    for (int64_t r = 0; r < count; ++r)
      for (int64_t v = 0; v < vectors; ++v)
        vector::TransferWriteOp::create(
            b, loc, loop.getResult(r * vectors + v), form.out->get(),
            indicesOf(b, form.out, rowIndex[r], zero, columnIndex[v]),
            ArrayRef<bool>{true});
  }

  /// The op's body on vectors: a's broadcast element, b's vector and the
  /// accumulator in place of its scalar arguments.
  Value applyBody(OpBuilder &b, Value a, Value bVector, Value accumulator) {
    Block *body = cast<linalg::GenericOp>(op.getOperation()).getBody();
    IRMapping mapping;
    // a converted already: the extension's result is a.
    mapping.map(extendedA ? extendedA.getResult()
                          : body->getArgument(form.a->getOperandNumber()),
                a);
    mapping.map(body->getArgument(form.b->getOperandNumber()), bVector);
    mapping.map(body->getArgument(form.out->getOperandNumber()), accumulator);
    for (Operation &scalar : body->without_terminator()) {
      if (&scalar == extendedA.getOperation())
        continue;
      SmallVector<Value> operands;
      for (Value operand : scalar.getOperands()) {
        Value mapped = mapping.lookupOrNull(operand);
        // A value from outside the body is the same for every element.
        operands.push_back(
            mapped ? mapped
                   : vector::BroadcastOp::create(
                         b, loc, vectorOf(operand.getType()), operand));
      }
      OperationState state(scalar.getLoc(), scalar.getName(), operands,
                           vectorOf(scalar.getResult(0).getType()),
                           scalar.getAttrs());
      mapping.map(scalar.getResult(0), b.create(state)->getResult(0));
    }
    return mapping.lookup(body->getTerminator()->getOperand(0));
  }

  RewriterBase &rewriter;
  linalg::LinalgOp op;
  const RowTimesBlock &form;
  const RegisterTile &tile;
  Location loc;
  Value reduction;
  int64_t columns = 0;
  /// The value every output element holds before the op, where known
  /// (takeInitialValue).
  Value initialValue;
  /// a in the body's wider type (convertA), and the body's extension.
  Value convertedA;
  arith::ExtFOp extendedA;
};
} // namespace

void mlir::attn::computeInRegisterTiles(RewriterBase &rewriter,
                                        linalg::LinalgOp op,
                                        const RegisterTile &tile) {
  std::optional<RowTimesBlock> form = matchRowTimesBlock(op);
  assert(form && "computeInRegisterTiles on an op of another form");
  RegisterTileWriter(rewriter, op, *form, tile).write();
  rewriter.eraseOp(op);
}
