//===- TileParallel.cpp - one workgroup per (batch, query tile) -----------===//
//
// Tiles attn.attention over its batch dims (by 1, or a query group's heads
// several at a time) and its query dim (by the query tile) with an
// scf.forall, through the op's TilingInterface.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"

#include <cmath>

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNTILEPARALLELPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

LogicalResult mlir::attn::replaceEmptyAttention(RewriterBase &rewriter,
                                                AttentionOp op) {
  bool empty = false;
  for (unsigned d = 0; d < op.getNumLoops(); ++d)
    empty = empty || op.getStaticLoopSize(d) == 0;
  if (!empty)
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  Location loc = op.getLoc();
  auto fill = [&](Value init, double value) {
    Type element = cast<RankedTensorType>(init.getType()).getElementType();
    Value c = arith::ConstantOp::create(rewriter, loc,
                                        rewriter.getFloatAttr(element, value));
    return linalg::FillOp::create(rewriter, loc, c, init).getResult(0);
  };
  SmallVector<Value> results = {fill(op.getOutputInit(), 0.0)};
  if (op.hasLse())
    results.push_back(fill(op.getLseInit(), -INFINITY));
  rewriter.replaceOp(op, results);
  return success();
}

std::optional<unsigned> mlir::attn::queryGroupDim(AttentionOp op) {
  std::optional<unsigned> found;
  for (unsigned d = 0; d < op.getNumBatchDims(); ++d)
    if (op.getQueryMap().isFunctionOfDim(d) &&
        !op.getKeyMap().isFunctionOfDim(d) &&
        !op.getValueMap().isFunctionOfDim(d))
      found = d;
  return found;
}

/// Query heads of a group per tile: max(1, tileM / max(M, 1)), so that a
/// tile holds about tileM rows however few queries each head has.
static OpFoldResult groupTile(RewriterBase &rewriter, AttentionOp op,
                              int64_t tileM) {
  Location loc = op.getLoc();
  int64_t m = op.getStaticLoopSize(op.getMDim());
  if (!ShapedType::isDynamic(m))
    return rewriter.getIndexAttr(
        std::max<int64_t>(1, tileM / std::max<int64_t>(m, 1)));
  SmallVector<Range> domain =
      cast<TilingInterface>(op.getOperation()).getIterationDomain(rewriter);
  Value size =
      getValueOrCreateConstantIndexOp(rewriter, loc, domain[op.getMDim()].size);
  Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
  Value rows = arith::DivUIOp::create(
      rewriter, loc, arith::ConstantIndexOp::create(rewriter, loc, tileM),
      arith::MaxUIOp::create(rewriter, loc, size, one));
  return arith::MaxUIOp::create(rewriter, loc, rows, one).getResult();
}

FailureOr<AttentionOp>
mlir::attn::tileAttentionParallelDims(RewriterBase &rewriter, AttentionOp op,
                                      int64_t tileM, bool groupRows) {
  OpBuilder::InsertionGuard sizesGuard(rewriter);
  rewriter.setInsertionPoint(op);
  SmallVector<OpFoldResult> tileSizes(op.getNumLoops(),
                                      rewriter.getIndexAttr(0));
  for (unsigned d = 0; d < op.getNumBatchDims(); ++d)
    tileSizes[d] = rewriter.getIndexAttr(1);
  tileSizes[op.getMDim()] = rewriter.getIndexAttr(tileM);
  if (std::optional<unsigned> group = queryGroupDim(op); group && groupRows)
    tileSizes[*group] = groupTile(rewriter, op, tileM);

  scf::SCFTilingOptions options;
  options.setLoopType(scf::SCFTilingOptions::LoopType::ForallOp);
  options.setTileSizes(tileSizes);
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  FailureOr<scf::SCFTilingResult> tiled = scf::tileUsingSCF(
      rewriter, cast<TilingInterface>(op.getOperation()), options);
  if (failed(tiled))
    return failure();
  rewriter.replaceOp(op, tiled->replacements);
  return cast<AttentionOp>(tiled->tiledOps.front());
}

namespace {
struct AttnTileParallelPass
    : attn::impl::AttnTileParallelPassBase<AttnTileParallelPass> {
  using Base::Base;
  void runOnOperation() override {
    SmallVector<AttentionOp> ops;
    getOperation()->walk([&](AttentionOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (AttentionOp op : ops) {
      if (succeeded(replaceEmptyAttention(rewriter, op)))
        continue;
      FailureOr<TileChoice> tiles = chooseAttentionTiles(
          op, target, tileM, /*tileN=*/0, TileUse::QueryTile);
      if (failed(tiles))
        return signalPassFailure();
      if (failed(tileAttentionParallelDims(rewriter, op, tiles->tileM,
                                           groupRows))) {
        op.emitOpError("could not be tiled over its batch and query dims");
        return signalPassFailure();
      }
      ++numTiled;
    }
  }
};
} // namespace
