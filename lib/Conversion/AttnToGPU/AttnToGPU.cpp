//===- AttnToGPU.cpp - attn.attention -> one NVVM-ready GPU kernel each ---===//
//
// Picks the kernel of each attention op (tensor cores where they apply,
// SIMT otherwise, or as the `kernel` option says), its tiles (from the
// target description unless given) and builds it (NVVMKernelBuilder.h,
// MmaKernelBuilder.h).
//
//===----------------------------------------------------------------------===//

#include "MmaKernelBuilder.h"
#include "NVVMKernelBuilder.h"
#include "StructuredKernelBuilder.h"

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOGPUPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;


namespace {
struct ConvertAttnToGPUPass
    : attn::impl::ConvertAttnToGPUPassBase<ConvertAttnToGPUPass> {
  using Base::Base;

  /// The tensor-core kernel: tiles from the target description unless
  /// given; dynamic shared memory up to what a block may opt in to.
  LogicalResult buildMma(AttentionOp op, const TargetDescription &target,
                         std::unique_ptr<NVVMKernelBuilder> &result) {
    const int64_t elementBytes = 2;
    auto kernel = std::make_unique<MmaKernelBuilder>(op, 0, 0);
    if (failed(kernel->check()))
      return failure();
    // Tiles are chosen for the padded rows the kernel lays out.
    kernel->setSharedRowElements(target.sharedRowElements);
    auto dims = kernel->headDims();
    TileChoice choice =
        selectTiles(target, dims.first, dims.second, elementBytes,
                    MmaKernelBuilder::kMinTileM, MmaKernelBuilder::kMinTileN);
    if (tileM || tileN)
      choice = measureTiles(
          target, tileM ? static_cast<int64_t>(tileM) : choice.tileM,
          tileN ? static_cast<int64_t>(tileN) : choice.tileN, dims.first,
          dims.second, elementBytes);
    kernel->setTiles(choice.tileM, choice.tileN);
    kernel->setQueryInRegisters(choice.queryRegisters > 0);
    if (failed(kernel->checkTiles(
            target.sramBytes, "bytes of shared memory a block may have on " +
                                  chip)))
      return failure();
    result = std::move(kernel);
    return success();
  }

  /// The SIMT kernel (or the reference kernel, which has its interface and
  /// memory): one row per thread, the query tile is the workgroup
  /// size. The K and V blocks are static shared memory, which a block may
  /// have up to 48 KiB of: the default key block is the largest of 32, 16,
  /// 8 keys that fits.
  LogicalResult buildSimt(AttentionOp op, const TargetDescription &target,
                          std::unique_ptr<NVVMKernelBuilder> &result) {
    const int64_t staticSharedLimit =
        std::min<int64_t>(48 * 1024, target.sramBytes);
    int64_t m = tileM ? static_cast<int64_t>(tileM) : 128;
    auto kernel =
        std::make_unique<NVVMKernelBuilder>(
            op, m, tileN ? static_cast<int64_t>(tileN) : 32);
    if (failed(kernel->check()))
      return failure();
    if (this->kernel == "reference")
      kernel->setReference();
    if (failed(kernel->fitSharedMemory(
            !tileN, staticSharedLimit,
            "of static shared memory a block has on " + chip)))
      return failure();
    result = std::move(kernel);
    return success();
  }

  /// The structured kernel: the op on tensors inside the kernel, for the
  /// project's stages to lower. Its tiles start from the target's choice
  /// (or the options) and, where not given, shrink (key block first) until
  /// the estimate of its shared memory fits the target: there the promoted
  /// tiles sit beside the online softmax's f32 temporaries. The kernel's op
  /// carries them (attn.tile_sizes) for the tiling stages.
  LogicalResult buildStructured(AttentionOp op, const TargetDescription &target,
                                std::unique_ptr<NVVMKernelBuilder> &result) {
    FailureOr<TileChoice> tiles = chooseAttentionTiles(op, chip, tileM, tileN);
    if (failed(tiles))
      return failure();
    auto kernel = std::make_unique<StructuredKernelBuilder>(
        op, tiles->tileM, tiles->tileN, target.workgroupThreads);
    if (failed(kernel->check()))
      return failure();
    int64_t m = tiles->tileM, n = tiles->tileN;
    while (kernel->estimateSharedMemoryBytes(m, n) > target.sramBytes) {
      if (!tileN && n > 16)
        n /= 2;
      else if (!tileM && m > 16)
        m /= 2;
      else
        break;
    }
    kernel->setTiles(m, n);
    result = std::move(kernel);
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::optional<TargetDescription> target = lookupTargetDescription(chip);
    if (!target || target->subgroupSize != 32) {
      module.emitError("convert-attn-to-gpu: unknown NVIDIA chip '")
          << chip << "'; known chips: sm_80, sm_90";
      return signalPassFailure();
    }
    SmallVector<AttentionOp> ops;
    module.walk([&](AttentionOp op) { ops.push_back(op); });
    OpBuilder b(&getContext());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    b.getUnitAttr());
    if (kernel != "auto" && kernel != "mma" && kernel != "simt" &&
        kernel != "reference" && kernel != "structured") {
      module.emitError("convert-attn-to-gpu: unknown kernel '")
          << kernel << "'; expected auto, mma, simt, structured or reference";
      return signalPassFailure();
    }
    for (auto [i, op] : llvm::enumerate(ops)) {
      if (std::optional<std::string> bad = checkTileSizeOptions(tileM, tileN)) {
        op.emitOpError(*bad);
        return signalPassFailure();
      }
      if (tileM > 1024) {
        op.emitOpError("tile-m must be in [0, 1024] and tile-n non-negative "
                       "(0: from the target), got ")
            << static_cast<int64_t>(tileM) << " and "
            << static_cast<int64_t>(tileN);
        return signalPassFailure();
      }
      std::unique_ptr<NVVMKernelBuilder> builder;
      if (kernel == "structured") {
        if (failed(buildStructured(op, *target, builder)))
          return signalPassFailure();
      } else if (kernel == "mma" ||
                 (kernel == "auto" && MmaKernelBuilder::chosenByDefault(op))) {
        if (failed(buildMma(op, *target, builder)))
          return signalPassFailure();
      } else if (failed(buildSimt(op, *target, builder))) {
        return signalPassFailure();
      }
      b.setInsertionPointToEnd(module.getBody());
      builder->build(b, ("attn_kernel_" + Twine(i)).str());
    }
  }
};
} // namespace
