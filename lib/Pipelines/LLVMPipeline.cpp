//===- LLVMPipeline.cpp - attn-to-llvm-pipeline ---------------------------===//
//
// Host CPU pipeline: attention through the project's lowering, the rest of
// the module through the standard upstream bufferization and LLVM lowering.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"
#include "attn/Pipelines/Pipelines.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;

void mlir::attn::buildAttnTiledLoweringPipeline(OpPassManager &pm,
                                                StringRef target,
                                                int64_t tileM, int64_t tileN,
                                                StringRef splitKV,
                                                int64_t kvSplits,
                                                bool groupRows) {
  AttnTileParallelPassOptions parallel;
  parallel.target = target.str();
  parallel.tileM = tileM;
  parallel.groupRows = groupRows;
  pm.addPass(createAttnTileParallelPass(parallel));
  AttnTileKVPassOptions kv;
  kv.target = target.str();
  kv.tileN = tileN;
  kv.splitKV = splitKV.str();
  kv.kvSplits = kvSplits;
  pm.addPass(createAttnTileKVPass(kv));
  pm.addPass(createAttnDecomposeOnlineAttentionPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
}

void mlir::attn::buildAttnToLLVMPipeline(OpPassManager &pm,
                                         const LLVMPipelineOptions &options) {
  // Inputs MLIR's verifier accepts but bufferization would make invalid.
  pm.addPass(createAttnVerifyReshapesPass());
  // Packed variable-length sequences: one attention per sequence.
  pm.addPass(createAttnExpandVarlenPass());
  // A paged KV cache: each sequence's pages folded in place, one step each.
  pm.addPass(createAttnExpandPagedPass());
  // Attention: raise, then the project's lowering on tensors.
  if (options.raise)
    pm.addNestedPass<func::FuncOp>(createAttnRaiseFromLinalgPass());
  if (options.reference) {
    pm.addPass(createAttnDecomposeToLinalgPass());
    // A paged cache's page steps (the reference has no materialised form
    // of keys scattered over pages).
    pm.addPass(createAttnDecomposeOnlineAttentionPass());
  } else
    buildAttnTiledLoweringPipeline(pm, options.target, options.tileM,
                                   options.tileN, options.splitKV,
                                   options.kvSplits, /*groupRows=*/true);
  // The gradients (attn.attention_backward): tiled into the query and key
  // passes of block steps, with the forward's tiles.
  if (!options.reference) {
    AttnTileBackwardPassOptions backward;
    backward.target = options.target;
    backward.tileM = options.tileM;
    backward.tileN = options.tileN;
    pm.addPass(createAttnTileBackwardPass(backward));
    pm.addPass(createAttnDecomposeBackwardStepsPass());
    pm.addPass(createCanonicalizerPass());
    pm.addPass(createCSEPass());
  }
  // Softmaxes that are not attention, and elementwise arith on whole
  // tensors, still lower.
  pm.addPass(createAttnDecomposeSoftmaxPass());
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addPass(createCanonicalizerPass());

  // Tensors to buffers, whole module, with deallocation.
  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  bufferizeOptions.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  // Tile-sized temporaries of the KV loop are allocated once, not per block.
  pm.addNestedPass<func::FuncOp>(bufferization::createBufferLoopHoistingPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // Ownership clones (a function that returns its destination buffer hands
  // the caller a copy it owns) become alloc + copy.
  pm.addPass(createConvertBufferizationToMemRefPass());
  // Copies that are not one block: loops, not a runtime library's memrefCopy.
  pm.addPass(createAttnExpandStridedCopiesPass());
  // The workgroup's tiles in packed buffers (the tiled path only: the
  // reference has no workgroups). The tiles may come from a GPU's
  // description, but the buffers are the host's: default memory space, no
  // barriers; `stages` still picks one or two buffers per block.
  if (options.promote && !options.reference) {
    attn::AttnPromoteToSharedMemoryPassOptions promotion;
    promotion.target = "host";
    promotion.stages = options.stages;
    pm.addPass(attn::createAttnPromoteToSharedMemoryPass(promotion));
  }

  // Vector code for the tiles (and any linalg op on buffers with a static
  // innermost loop); transfers that are not contiguous become loops.
  if (options.vectorize) {
    attn::AttnVectorizeTilesPassOptions vectorOptions;
    vectorOptions.registerRows = options.registerRows;
    vectorOptions.registerColumns = options.registerColumns;
    vectorOptions.vectorBytesOption = options.vectorBytes;
    // The register tiles are the CPU's: the target's where it names a CPU
    // (its tiles may come from a GPU's description, for tests).
    std::optional<TargetDescription> cpu =
        lookupTargetDescription(options.target);
    vectorOptions.target =
        cpu && isCPUTarget(*cpu) ? options.target.getValue() : "host";
    pm.addPass(attn::createAttnVectorizeTilesPass(vectorOptions));
    pm.addPass(createConvertVectorToSCFPass());
    pm.addPass(createCanonicalizerPass());
  }

  // Math ops of the rest of the graph (RMSNorm's powers, GELU's erf) that
  // the LLVM lowering does not take; what is left of math.fpowi (exponents
  // that are not constants) as exact loops.
  pm.addPass(attn::createAttnLegalizeHostMathPass());
  pm.addPass(createConvertMathToFuncs());

  // Workgroup tiles: on all cores (OpenMP) or one after the other. Then
  // loops, then LLVM. With OpenMP the memref lowering goes first: it inlines
  // the alloca scopes that wrap the parallel bodies, which must not hold the
  // several blocks the scf lowering makes.
  if (options.parallel) {
    pm.addPass(createForallToParallelLoopPass());
    pm.addPass(createConvertSCFToOpenMPPass());
  } else {
    pm.addPass(createForallToForLoopPass());
  }
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  // bf16 conversions without runtime helpers (__truncsfbf2 on CPUs without
  // bf16 instructions).
  pm.addPass(createAttnHostBF16Pass());
  if (options.vectorize) {
    // Reductions of the dot products and row statistics as trees.
    ConvertVectorToLLVMPassOptions vectorOptions;
    vectorOptions.reassociateFPReductions = true;
    pm.addPass(createConvertVectorToLLVMPass(vectorOptions));
    // (The vector lowering's poison values.)
    pm.addPass(createUBToLLVMConversionPass());
  }
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertMathToLLVMPass());
  if (options.parallel)
    pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
}
