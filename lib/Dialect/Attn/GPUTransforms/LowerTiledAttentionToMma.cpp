//===- LowerTiledAttentionToMma.cpp - tiled attention -> mma.sync ---------===//
//
// Lowers the tiled attention nest of a tensor-core kernel
// (TiledAttentionNest.h) to tensor-core code, mma.sync or (kernels of kind
// wgmma, on sm_90a) wgmma: each block step is the emitter's
// (MmaAttention.h), the finalisation its store of O and the LSE from the
// fragments.
//
//===----------------------------------------------------------------------===//

#include "KernelTensors.h"
#include "TiledAttentionNest.h"

#include "attn/Conversion/MmaAttention.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/SharedMemory.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNLOWERTILEDATTENTIONTOMMAPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {
/// The tensor-core code of one workgroup.
class MmaStepWriter : public BlockStepWriter {
public:
  MmaStepWriter(OpBuilder &b, Location loc, const MmaAttentionShape &shape,
                KernelTensors &tensors, Value m, Value n, Value scale)
      : tensors(tensors), tmaCopies(shape.tmaCopies),
        warpSpecialized(shape.warpSpecialized),
        persistentWorkgroups(shape.persistent),
        emitter(b, loc, shape, m, n, scale) {}

  LogicalResult setBatch(OpBuilder &b, ArrayRef<Value> batchIdx) override {
    operands = {*tensors.operand(b, "q", "m", batchIdx),
                *tensors.operand(b, "k", "n", batchIdx),
                *tensors.operand(b, "v", "n", batchIdx),
                *tensors.operand(b, "o", "m", batchIdx),
                tensors.operand(b, "mask", "m", batchIdx),
                tensors.operand(b, "lse", "m", batchIdx)};
    if (!tmaCopies)
      return success();
    if (failed(tensors.setTensorMap(b, "q", batchIdx, operands.q)) ||
        failed(tensors.setTensorMap(b, "k", batchIdx, operands.k)) ||
        failed(tensors.setTensorMap(b, "v", batchIdx, operands.v)))
      return failure();
    return success();
  }
  void setWorkgroup(OpBuilder &, Value row0) override {
    emitter.setWorkgroup(operands, row0);
  }
  SmallVector<Value> begin(OpBuilder &, Value blocks) override {
    return emitter.begin(blocks);
  }
  SmallVector<Value> step(OpBuilder &, Value block, ValueRange state,
                          bool masked, bool fused, Value diagonal) override {
    return emitter.step(block, state, masked, fused, diagonal);
  }
  void finish(OpBuilder &, ValueRange state) override {
    emitter.finish(state);
  }
  bool fusesPositiveScale() const override { return true; }
  Value splitRoles(OpBuilder &) override {
    return warpSpecialized ? emitter.splitRoles() : Value();
  }
  void produce(OpBuilder &, Value blocks) override { emitter.produce(blocks); }
  bool persistent() const override { return persistentWorkgroups; }
  void enterRole(OpBuilder &, bool producer) override {
    emitter.enterRole(producer);
  }
  void setTileSequence(OpBuilder &, Value tilesBefore,
                       Value blocksBefore) override {
    emitter.setTileSequence(tilesBefore, blocksBefore);
  }

private:
  KernelTensors &tensors;
  bool tmaCopies, warpSpecialized, persistentWorkgroups;
  MmaAttentionEmitter emitter;
  MmaAttentionOperands operands;
};
} // namespace

/// Writes the tensor-core code of `func`'s nest.
static LogicalResult lowerKernel(gpu::GPUFuncOp func, KernelConfigAttr config,
                                 const TargetDescription &target, bool pingPong,
                                 bool overlapSoftmax,
                                 PersistentWorkgroups persistent,
                                 bool keyMaskPerBlock) {
  bool tma = config.getCopy() == CopyKind::Tma;
  if (config.getCopy() != CopyKind::Async && !tma)
    return func.emitOpError("expected a kernel configuration with copy = "
                            "async or tma: the tensor-core step copies its "
                            "tiles with cp.async or TMA");
  TiledAttentionNest nest(func, config.getTileM(), config.getTileN());
  KernelTensors tensors(func);
  if (failed(nest.match(config)) || failed(tensors.read({"q", "k", "v", "o"})))
    return failure();
  OnlineAttentionOp first = nest.firstStep();
  Type inputType =
      cast<RankedTensorType>(first.getQuery().getType()).getElementType();
  MmaAttentionShape shape{
      config.getTileM(),
      config.getTileN(),
      TiledAttentionNest::dimSize(first.getQuery(), first.getQueryMap(),
                                  first.getK1Dim()),
      TiledAttentionNest::dimSize(first.getValue(), first.getValueMap(),
                                  first.getK2Dim()),
      target.sharedRowElements,
      config.getQInRegisters(),
      inputType,
      config.getKind() == KernelKind::Wgmma,
      config.getLazyRescale(),
      tma,
      config.getKind() == KernelKind::Wgmma &&
          isWarpSpecializedWorkgroupSize(config.getWorkgroupSize())};
  // Turns at the tensor cores are between the two consumers of a
  // warp-specialized kernel; other kernels have none to take.
  shape.pingPong = pingPong && shape.warpSpecialized && shape.consumers() == 2;
  shape.keyMaskPerBlock = keyMaskPerBlock;
  // The overlap carries one m64 slice's P per consumer (tile-m 128 or 192).
  shape.overlapSoftmax = overlapSoftmax && shape.warpSpecialized &&
                         shape.tileM == 64 * shape.consumers();
  // Persistent workgroups need the producer warpgroup; other kernels keep
  // a workgroup per tile, and so do those with ping-pong (the turns are a
  // workgroup's: consumer 1's pass at a tile's start could meet consumer
  // 0's take at the previous tile's end on one named barrier) and causal
  // ones where only the non-causal kernels are asked for.
  shape.persistent =
      shape.warpSpecialized && !shape.pingPong &&
      (persistent == PersistentWorkgroups::On ||
       (persistent == PersistentWorkgroups::NonCausal && !nest.isCausal()));
  // Two Q buffers where they fit the chip's shared memory a workgroup.
  if (shape.persistent) {
    MmaAttentionShape twoQueries = shape;
    twoQueries.queryBuffers = 2;
    if (twoQueries.sharedMemoryBytes() <= target.sramBytes)
      shape.queryBuffers = 2;
  }
  if (!(inputType.isF16() || inputType.isBF16()) ||
      ShapedType::isDynamic(shape.headDim) ||
      ShapedType::isDynamic(shape.valueDim) || shape.headDim % 8 ||
      shape.valueDim % 8)
    return first.emitOpError("expected f16 or bf16 steps with static head "
                             "dims that are multiples of 8");
  if (shape.headDim > 256 || shape.valueDim > 256 ||
      (shape.tileM != 64 && shape.tileM != 128 &&
       !(shape.warpSpecialized &&
         (shape.tileM == 192 || shape.tileM == 256))) ||
      (shape.tileN != 32 && shape.tileN != 64 && shape.tileN != 128) ||
      shape.sharedRowElements % 64)
    return func.emitOpError("expected a tensor-core kernel configuration of "
                            "tile_m 64 or 128 (192 or 256 warp-specialized) "
                            "and tile_n 32, 64 or 128 for head dims up to "
                            "256, got tile_m = ")
           << shape.tileM << ", tile_n = " << shape.tileN << ", head dims "
           << shape.headDim << " and " << shape.valueDim;
  if (shape.warpgroupMma) {
    if (failed(verifyWarpgroupTarget(func, target)))
      return failure();
    if (shape.qInRegisters)
      return func.emitOpError("expected a wgmma kernel configuration with Q "
                              "in shared memory (q_in_registers = false)");
  }
  if (tma) {
    // The maps are the launcher's, from the manifest (MmaKernelBuilder).
    auto abi = func->getAttrOfType<DictionaryAttr>("attn.abi");
    if (abi.get(kSequenceOffsetsAbiKey) || abi.get(kPagedCacheAbiKey))
      return func.emitOpError("expected copy = async for a kernel of packed "
                              "sequences or a paged cache: a tensor map does "
                              "not describe their rows");
    for (StringRef name : {"q", "k", "v"})
      if (!tensors.hasTensorMap(name))
        return func.emitOpError("expected a tensor map argument of '")
               << name << "' in the attn.abi of a kernel with copy = tma";
    OpBuilder declarations(func.getContext());
    // Each buffer's "full" mbarrier, with warp specialization its "empty"
    // one, with the softmax overlap both for K and for V; a persistent
    // kernel's Q tile has its own two.
    declareMbarriers(declarations, func->getParentOfType<gpu::GPUModuleOp>(),
                     func.getLoc(), shape.mbarrierCount());
  }
  if (shape.warpSpecialized &&
      (!tma || shape.tileM == 64 ||
       config.getWorkgroupSize() != warpSpecializedWorkgroupSize(shape.tileM)))
    return func.emitOpError("expected a warp-specialized wgmma kernel with "
                            "copy = tma, tile_m 128, 192 or 256 and "
                            "workgroup_size = ")
           << warpSpecializedWorkgroupSize(shape.tileM)
           << " (a copying warpgroup and one consumer warpgroup per 64 rows "
              "up to three), got tile_m = "
           << shape.tileM << ", workgroup_size = " << config.getWorkgroupSize();
  if (config.getKind() == KernelKind::Wgmma && !shape.warpSpecialized &&
      config.getWorkgroupSize() != 128)
    return func.emitOpError("expected a wgmma kernel of one warpgroup (128) or "
                            "warp-specialized (384 or 512), got "
                            "workgroup_size = ")
           << config.getWorkgroupSize();

  if (shape.persistent) {
    // The launcher sizes the grid (the manifest's `persistent`).
    MLIRContext *ctx = func.getContext();
    NamedAttrList abi(func->getAttrOfType<DictionaryAttr>("attn.abi"));
    abi.set(kPersistentAbiKey, BoolAttr::get(ctx, true));
    for (StringRef key : {"shared_memory_bytes", "dynamic_shared_memory_bytes"})
      abi.set(key, IntegerAttr::get(IntegerType::get(ctx, 64),
                                    shape.sharedMemoryBytes()));
    abi.set("grid", StringAttr::get(ctx, "x = min(ceil(m / tile_m) x product "
                                         "of the batch dims, "
                                         "multiprocessors), y = 1"));
    func->setAttr("attn.abi", abi.getDictionary(ctx));
  }
  scf::ForallOp workgroups = nest.workgroups();
  OpBuilder b(workgroups);
  Value m = tensors.sizeOf(b, "q", "m"), n = tensors.sizeOf(b, "k", "n");
  MmaStepWriter writer(b, workgroups.getLoc(), shape, tensors, m, n,
                       first.getScale());
  return nest.lower(b, writer);
}

namespace {
struct AttnLowerTiledAttentionToMmaPass
    : attn::impl::AttnLowerTiledAttentionToMmaPassBase<
          AttnLowerTiledAttentionToMmaPass> {
  using Base::Base;

  void runOnOperation() override {
    std::optional<TargetDescription> target = lookupNVIDIATarget(chip);
    if (!target) {
      getOperation().emitError("attn-lower-tiled-attention-to-mma: unknown "
                               "NVIDIA chip '")
          << chip << "'; known chips: " << kKnownNVIDIAChips;
      return signalPassFailure();
    }
    std::optional<PersistentWorkgroups> persistentWorkgroups =
        parsePersistentWorkgroups(persistent);
    if (!persistentWorkgroups) {
      getOperation().emitError("attn-lower-tiled-attention-to-mma: expected "
                               "persistent = ")
          << kPersistentWorkgroupsValues << ", got '" << persistent << "'";
      return signalPassFailure();
    }
    for (KernelKind kind : {KernelKind::MmaSync, KernelKind::Wgmma}) {
      FailureOr<SmallVector<std::pair<gpu::GPUFuncOp, KernelConfigAttr>>>
          kernels = tiledKernelsOfKind(getOperation(), kind);
      if (failed(kernels))
        return signalPassFailure();
      for (auto [func, config] : *kernels) {
        if (failed(lowerKernel(func, config, *target, pingPong, overlapSoftmax,
                               *persistentWorkgroups, keyMaskPerBlock)))
          return signalPassFailure();
        eraseDeadKernelOps(func);
        ++numLowered;
      }
    }
  }
};
} // namespace
