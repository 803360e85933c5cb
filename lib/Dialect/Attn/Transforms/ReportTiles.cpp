//===- ReportTiles.cpp - tiles, on-chip memory and HBM traffic per op -----===//
//
// The IO analysis of FlashAttention made visible: for each attention op, the
// tiles chosen for a target, what they need on chip, and the HBM bytes of
// the tiled kernel against the materialised one.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "llvm/Support/FormatVariadic.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNREPORTTILESPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// The kernel configuration `config`, as the remarks print it.
static void describeConfig(InFlightDiagnostic &diag, KernelConfigAttr config) {
  diag << "kernel=" << stringifyKernelKind(config.getKind())
       << " tile_m=" << config.getTileM() << " tile_n=" << config.getTileN()
       << " workgroup_size=" << config.getWorkgroupSize()
       << " lanes_per_row=" << config.getLanesPerRow()
       << " sram_bytes=" << config.getSharedMemoryBytes()
       << " kv_stages=" << config.getKvStages()
       << " copy=" << stringifyCopyKind(config.getCopy())
       << " lazy_rescale=" << config.getLazyRescale()
       << " q_in_registers=" << config.getQInRegisters();
  if (!config.getMmaShape().empty())
    diag << " mma_shape=" << config.getMmaShape()[0] << "x"
         << config.getMmaShape()[1] << "x" << config.getMmaShape()[2];
}

namespace {
struct AttnReportTilesPass
    : attn::impl::AttnReportTilesPassBase<AttnReportTilesPass> {
  using Base::Base;
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([&](AttentionOp op) {
      int64_t queryTile;
      InFlightDiagnostic diag = op.emitRemark();
      if (auto config =
              op->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName)) {
        // The GPU kernel chosen for the op (attn-select-kernel-config).
        queryTile = config.getTileM();
        describeConfig(diag, config);
      } else {
        FailureOr<TileChoice> tiles =
            chooseAttentionTiles(op, target, tileM, tileN);
        if (failed(tiles)) {
          diag.abandon();
          return WalkResult::interrupt();
        }
        queryTile = tiles->tileM;
        diag << "target=" << target << " tile_m=" << tiles->tileM
             << " tile_n=" << tiles->tileN
             << " sram_bytes=" << tiles->sramBytes
             << " registers_per_thread=" << tiles->registersPerThread
             << " query_registers=" << tiles->queryRegisters;
      }
      int64_t batch = 1;
      for (unsigned d = 0; d < op.getNumBatchDims(); ++d)
        batch = ShapedType::isDynamic(batch) ||
                        ShapedType::isDynamic(op.getStaticLoopSize(d))
                    ? ShapedType::kDynamic
                    : batch * op.getStaticLoopSize(d);
      int64_t m = op.getStaticLoopSize(op.getMDim());
      int64_t n = op.getStaticLoopSize(op.getNDim());
      int64_t d1 = op.getStaticLoopSize(op.getK1Dim());
      int64_t d2 = op.getStaticLoopSize(op.getK2Dim());
      if (llvm::any_of(ArrayRef<int64_t>{batch, m, n, d1, d2},
                       ShapedType::isDynamic)) {
        diag << " hbm_bytes=dynamic";
        return WalkResult::advance();
      }
      int64_t elementBytes =
          op.getQuery().getType().getElementType().getIntOrFloatBitWidth() / 8;
      int64_t maskBytes = 0;
      if (Value mask = op.getMask()) {
        unsigned bits =
            cast<RankedTensorType>(mask.getType()).getElementTypeBitWidth();
        maskBytes = std::max<unsigned>(bits / 8, 1);
      }
      TrafficEstimate traffic = estimateTraffic(m, n, d1, d2, elementBytes,
                                                queryTile, maskBytes);
      int64_t tiled = batch * traffic.tiledBytes;
      int64_t materialized = batch * traffic.materializedBytes;
      diag << " hbm_bytes_tiled=" << tiled
           << " hbm_bytes_materialized=" << materialized
           << " traffic_ratio="
           << llvm::formatv("{0:F2}", double(materialized) / double(tiled))
                  .str();
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    // Packed sequences and paged caches with a GPU kernel: its
    // configuration (their lengths are only known at run time), and a
    // paged cache's page size.
    getOperation()->walk([&](Operation *op) {
      auto config = op->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName);
      if (!config || !isa<VarlenAttentionOp, PagedAttentionOp>(op))
        return;
      InFlightDiagnostic diag = op->emitRemark();
      describeConfig(diag, config);
      if (auto paged = dyn_cast<PagedAttentionOp>(op))
        diag << " paged_cache page_size=" << paged.getStaticPageSize();
      else
        diag << " packed_sequences";
      diag << " hbm_bytes=dynamic";
    });
  }
};
} // namespace
