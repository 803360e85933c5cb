//===- NVVMPipeline.cpp - attn-to-nvvm-pipeline ---------------------------===//
//
// One kernel per attention op (convert-attn-to-gpu), lowered to NVVM and
// serialized to PTX or cubin by the upstream NVVM target.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Target/LLVM/NVVM/Utils.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace mlir;

/// Whether `toolkit`/bin/ptxas can run.
static bool hasPtxas(StringRef toolkit) {
  llvm::SmallString<256> ptxas(toolkit);
  llvm::sys::path::append(ptxas, "bin", "ptxas");
  return !toolkit.empty() && llvm::sys::fs::can_execute(ptxas);
}

/// The CUDA toolkit whose ptxas assembles cubins (and whose libdevice the
/// NVVM target links): empty, for MLIR's own search, where that finds ptxas
/// (CUDA_ROOT, CUDA_HOME, CUDA_PATH or the toolkit LLVM was configured with,
/// then PATH); otherwise the one found when attn-mlir was configured (a CUDA
/// toolkit, or PyPI's nvidia-cuda-nvcc that utils/install-deps.sh installs
/// where CUDA is absent).
static std::string cudaToolkitPath() {
  if (hasPtxas(NVVM::getCUDAToolkitPath()) ||
      llvm::sys::findProgramByName("ptxas"))
    return "";
#ifdef ATTN_CUDA_TOOLKIT_DIR
  if (hasPtxas(ATTN_CUDA_TOOLKIT_DIR))
    return ATTN_CUDA_TOOLKIT_DIR;
#endif
  return "";
}

void mlir::attn::buildGPUModuleToNVVMBinaryPipeline(OpPassManager &pm,
                                                    StringRef chip,
                                                    StringRef format) {
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  // Linalg ops, affine maps and memref views left in the kernels to loops,
  // arithmetic and pointers.
  kernels.addPass(createConvertLinalgToLoopsPass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(memref::createExpandStridedMetadataPass());
  kernels.addPass(createLowerAffinePass());
  kernels.addPass(createSCFToControlFlowPass());
  kernels.addPass(createConvertNVGPUToNVVMPass());
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  // TMA kernels' tensor maps: 128-byte __grid_constant__ parameters.
  kernels.addPass(createAttnMarkTensorMapParametersPass());
  // NVVM ops without an LLVM intrinsic (wgmma.mma_async) to inline PTX.
  kernels.addPass(createConvertNVVMToLLVMPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  GpuNVVMAttachTargetOptions target;
  target.chip = chip.str();
  // PTX 8.0 is what sm_90 needs; sm_80 accepts it too. sm_90's vector
  // reductions (the backward's dQ by atomics) need 8.1.
  target.features = chip.starts_with("sm_9") ? "+ptx81" : "+ptx80";
  target.optLevel = 3;
  pm.addPass(createGpuNVVMAttachTarget(target));
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = format.str();
  binary.toolkitPath = cudaToolkitPath();
  pm.addPass(createGpuModuleToBinaryPass(binary));
}

void mlir::attn::buildAttnKernelGenerationPipeline(
    OpPassManager &pm, bool raise, StringRef chip, StringRef kernel,
    int64_t tileM, int64_t tileN, TensorCoreSchedule schedule) {
  if (raise)
    pm.addNestedPass<func::FuncOp>(createAttnRaiseFromLinalgPass());
  // The kernel and its tiles, chosen once; the conversion builds them.
  AttnSelectKernelConfigPassOptions selection;
  selection.target = "nvvm";
  selection.chip = chip.str();
  selection.kernel = kernel.str();
  selection.tileM = tileM;
  selection.tileN = tileN;
  pm.addPass(createAttnSelectKernelConfigPass(selection));
  ConvertAttnToGPUPassOptions generation;
  generation.chip = chip.str();
  generation.kernel = kernel.str();
  pm.addPass(createConvertAttnToGPUPass(generation));
  // The tensor-core and SIMT kernels' op is tiled, promoted and lowered by
  // these stages; the reference kernel is written whole: no op is left in
  // it.
  buildTiledKernelLoweringPipeline(pm, chip, schedule);
}

void mlir::attn::buildTiledKernelLoweringPipeline(OpPassManager &pm,
                                                  StringRef chip,
                                                  TensorCoreSchedule schedule) {
  // The tiles are the kernel configuration's (on the op the kernel holds).
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  AttnTileParallelPassOptions parallel;
  parallel.target = chip.str();
  kernels.addPass(createAttnTileParallelPass(parallel));
  AttnTileKVPassOptions kv;
  kv.target = chip.str();
  kv.splitKV = "never";
  kernels.addPass(createAttnTileKVPass(kv));
  // The tiles each kernel's step reads from shared memory, by its
  // configuration; the lowerings write the copies.
  AttnPromoteToSharedMemoryPassOptions promotion;
  promotion.target = chip.str();
  kernels.addPass(createAttnPromoteToSharedMemoryPass(promotion));
  AttnLowerTiledAttentionToMmaPassOptions mma;
  mma.chip = chip.str();
  mma.pingPong = schedule.pingPong;
  mma.overlapSoftmax = schedule.overlapSoftmax;
  mma.persistent = schedule.persistent;
  mma.keyMaskPerBlock = schedule.keyMaskPerBlock;
  kernels.addPass(createAttnLowerTiledAttentionToMmaPass(mma));
  kernels.addPass(createAttnLowerTiledAttentionToSimtPass());
  // The backward's kernels, tiled when they were made (one pass each).
  AttnLowerTiledBackwardToMmaPassOptions backward;
  backward.chip = chip.str();
  kernels.addPass(createAttnLowerTiledBackwardToMmaPass(backward));
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
}

void mlir::attn::buildAttnToNVVMPipeline(OpPassManager &pm,
                                         const NVVMPipelineOptions &options) {
  buildAttnKernelGenerationPipeline(
      pm, options.raise, options.chip, options.kernel, options.tileM,
      options.tileN,
      {options.pingPong, options.overlapSoftmax, options.persistent,
       options.keyMaskPerBlock});
  buildGPUModuleToNVVMBinaryPipeline(pm, options.chip, options.format);
}
