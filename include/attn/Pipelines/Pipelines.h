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
};

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
