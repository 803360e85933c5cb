/*===- attn-c/Pipelines.h - attn pipelines on a pass manager -----*- C -*-===*\
|*                                                                            *|
|* Builds the attn pipelines on an MlirOpPassManager with their options given *|
|* as the option string of the textual pipeline, e.g.                         *|
|* "target=sm_90 tile-m=64" (the empty string keeps every default).           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_C_PIPELINES_H
#define ATTN_C_PIPELINES_H

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Adds `attn-to-llvm-pipeline` (host CPU through LLVM). On bad options, or
/// on a pass manager that does not run on builtin.module (every attn
/// pipeline runs on the whole module), the pass manager is left unchanged,
/// the message goes to `errorCallback` (which may be NULL) and the result is
/// a failure.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnBuildLLVMPipeline(MlirOpPassManager passManager, MlirStringRef options,
                      MlirStringCallback errorCallback, void *userData);

/// Adds `attn-to-nvvm-pipeline` (one NVIDIA kernel per attention op, as PTX
/// or cubin in a gpu.binary). Errors as for attnBuildLLVMPipeline.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnBuildNVVMPipeline(MlirOpPassManager passManager, MlirStringRef options,
                      MlirStringCallback errorCallback, void *userData);

/// Adds `attn-to-spirv-pipeline` (one Vulkan compute kernel per attention op,
/// as a spirv.module). Errors as for attnBuildLLVMPipeline.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnBuildSPIRVPipeline(MlirOpPassManager passManager, MlirStringRef options,
                       MlirStringCallback errorCallback, void *userData);

/// Runs `attn-to-llvm-pipeline` with `options` on `module`, which is then in
/// the LLVM dialect, ready for an ExecutionEngine (mlir-c/ExecutionEngine.h,
/// also exported by libAttnCAPI.so; mark functions `llvm.emit_c_interface`
/// to call them through `_mlir_ciface_NAME`). On failure `errorCallback`
/// (may be NULL) gets the reason and the error diagnostics, one per line.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnLowerToLLVM(MlirModule module, MlirStringRef options,
                MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* ATTN_C_PIPELINES_H */
