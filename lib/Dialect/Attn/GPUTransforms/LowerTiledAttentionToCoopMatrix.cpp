//===- LowerTiledAttentionToCoopMatrix.cpp - tiled attention -> matrices --===//
//
// Lowers the tiled attention nest of a cooperative-matrix Vulkan kernel
// (TiledAttentionNest.h) to its code: the two products on subgroup
// matrices, the online softmax on workgroup memory; each block step, its
// staging and the finalisation are CoopMatrixAttentionEmitter's
// (attn/Conversion/CoopMatrixAttention.h), the memory and the element
// accesses the Vulkan SimtTarget's.
//
//===----------------------------------------------------------------------===//

#include "EmitterStepWriter.h"

#include "attn/Conversion/CoopMatrixAttention.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNLOWERTILEDATTENTIONTOCOOPMATRIXPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Writes the cooperative-matrix code of `func`'s nest.
static LogicalResult lowerKernel(gpu::GPUFuncOp func, KernelConfigAttr config) {
  if (config.getCopy() != CopyKind::Sync)
    return func.emitOpError("expected a kernel configuration with copy = "
                            "sync: Vulkan has no asynchronous copies");
  spirv::TargetEnvAttr env = spirv::lookupTargetEnv(func);
  if (!env)
    return func.emitOpError("expected a spirv.target_env around the "
                            "cooperative-matrix kernel (convert-attn-to-gpu-"
                            "vulkan sets it)");
  TiledAttentionNest nest(func, config.getTileM(), config.getTileN());
  KernelTensors tensors(func);
  if (failed(nest.match(config)) || failed(tensors.read({"q", "k", "v", "o"})))
    return failure();
  OnlineAttentionOp first = nest.firstStep();
  std::unique_ptr<SimtTarget> target = createVulkanSimtTarget(env);
  constexpr int64_t kRows = CoopMatrixAttentionShape::kRows;
  CoopMatrixAttentionShape shape{
      config.getTileM(),
      config.getTileN(),
      TiledAttentionNest::dimSize(first.getQuery(), first.getQueryMap(),
                                  first.getK1Dim()),
      TiledAttentionNest::dimSize(first.getValue(), first.getValueMap(),
                                  first.getK2Dim()),
      target->subgroupSize(),
      config.getLazyRescale()};
  auto multiple = [](int64_t x) {
    return !ShapedType::isDynamic(x) && x > 0 && x % kRows == 0;
  };
  if (!multiple(shape.tileM) || !multiple(shape.tileN) ||
      !multiple(shape.headDim) || !multiple(shape.valueDim) ||
      !multiple(shape.subgroupSize) || !llvm::isPowerOf2_64(shape.subgroupSize))
    return func.emitOpError("expected a cooperative-matrix kernel of tiles, "
                            "static head dims and a power-of-2 subgroup size "
                            "that are multiples of ")
           << kRows << ", got tile_m = " << shape.tileM
           << ", tile_n = " << shape.tileN << ", head dims " << shape.headDim
           << " and " << shape.valueDim << ", subgroup size "
           << shape.subgroupSize;
  // The workgroup's subgroups share the tile's rows: each owns tile-m /
  // subgroups rows, 16-row groups of them.
  int64_t workgroup = config.getWorkgroupSize();
  shape.rowGroups = CoopMatrixAttentionShape::rowGroupsOf(
      shape.tileM, workgroup, shape.subgroupSize);
  if (!shape.rowGroups)
    return func.emitOpError("expected a workgroup of at most 1024 "
                            "invocations, whole subgroups of ")
           << shape.subgroupSize
           << " that own 16-row groups of tile_m = " << shape.tileM
           << ", got workgroup_size = " << workgroup;
  Type element = getElementTypeOrSelf(first.getQuery().getType());
  for (auto [value, name] :
       {std::pair<Value, StringRef>{first.getQuery(), "query"},
        {first.getKey(), "key"},
        {first.getValue(), "value"}}) {
    Type type = getElementTypeOrSelf(value.getType());
    if (!(type.isF16() || type.isBF16()) || type != element)
      return first.emitOpError("expected f16 or bf16 ")
             << name << " for the cooperative-matrix kernel, the query's "
             << "type, got " << type;
  }
  shape.bf16 = element.isBF16();
  // bf16 matrices are f16 ones holding bf16 patterns until
  // attn-spirv-bf16-matrices retypes them in SPIR-V.
  if (shape.bf16)
    func->setAttr("attn.bf16_matrices", UnitAttr::get(func.getContext()));

  scf::ForallOp workgroups = nest.workgroups();
  OpBuilder b(workgroups);
  CoopMatrixBuffers buffers = createCoopMatrixBuffers(b, func, shape, *target);
  Value m = tensors.sizeOf(b, "q", "m"), n = tensors.sizeOf(b, "k", "n");
  EmitterStepWriter<CoopMatrixAttentionEmitter> writer(
      shape.tileN, *target, tensors, b, workgroups.getLoc(), shape, *target,
      buffers, m, n, first.getScale());
  return nest.lower(b, writer);
}

namespace {
struct AttnLowerTiledAttentionToCoopMatrixPass
    : attn::impl::AttnLowerTiledAttentionToCoopMatrixPassBase<
          AttnLowerTiledAttentionToCoopMatrixPass> {
  using Base::Base;

  void runOnOperation() override {
    FailureOr<SmallVector<std::pair<gpu::GPUFuncOp, KernelConfigAttr>>>
        kernels =
            tiledKernelsOfKind(getOperation(), KernelKind::CooperativeMatrix);
    if (failed(kernels))
      return signalPassFailure();
    for (auto [func, config] : *kernels) {
      if (failed(lowerKernel(func, config)))
        return signalPassFailure();
      eraseDeadKernelOps(func);
      ++numLowered;
    }
  }
};
} // namespace
