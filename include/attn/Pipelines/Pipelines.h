//===- Pipelines.h - attn-mlir pass pipelines -------------------*- C++ -*-===//
//
// The one definition of each pipeline of the project. attn-opt, the compile
// driver, the C API and Python all build their pipelines through these
// functions.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_PIPELINES_PIPELINES_H
#define ATTN_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::attn {

/// Options of `attn-to-llvm-pipeline`.
struct LLVMPipelineOptions : public PassPipelineOptions<LLVMPipelineOptions> {
  PassOptions::Option<bool> raise{
      *this, "raise",
      llvm::cl::desc("Raise attention out of linalg first "
                     "(attn-raise-from-linalg)"),
      llvm::cl::init(true)};
  PassOptions::Option<bool> reference{
      *this, "reference",
      llvm::cl::desc("Lower attention by the materialised reference "
                     "(attn-decompose-to-linalg) instead of the tiled "
                     "online-softmax path"),
      llvm::cl::init(false)};
  PassOptions::Option<std::string> target{
      *this, "target",
      llvm::cl::desc("Target description the tiles are chosen from"),
      llvm::cl::init("host")};
  PassOptions::Option<int64_t> tileM{
      *this, "tile-m", llvm::cl::desc("Query tile (0: from the target)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> tileN{
      *this, "tile-n", llvm::cl::desc("Key block (0: from the target)"),
      llvm::cl::init(0)};
  PassOptions::Option<std::string> splitKV{
      *this, "split-kv",
      llvm::cl::desc("Split-KV (flash-decoding): auto, always or never"),
      llvm::cl::init("auto")};
  PassOptions::Option<int64_t> kvSplits{
      *this, "kv-splits",
      llvm::cl::desc("Number of KV splits when splitting (0: chosen)"),
      llvm::cl::init(0)};
};

/// Adds the target-independent FlashAttention lowering on tensors: tile the
/// batch and query dims (scf.forall), rewrite into KV-block loops of online
/// attention, decompose into linalg. Shared by every target pipeline.
void buildAttnTiledLoweringPipeline(OpPassManager &pm, StringRef target,
                                    int64_t tileM, int64_t tileN,
                                    StringRef splitKV, int64_t kvSplits);

/// Lowers a whole module for the host CPU through LLVM: attention ops by the
/// project's lowering, and linalg, tensor, arith, math, func and
/// bufferization through the standard upstream path, so that a module with
/// a `@main` runs under mlir-runner.
void buildAttnToLLVMPipeline(OpPassManager &pm,
                             const LLVMPipelineOptions &options);

/// Registers every pipeline of the project with the global pass registry.
void registerAttnPipelines();

} // namespace mlir::attn

#endif // ATTN_PIPELINES_PIPELINES_H
