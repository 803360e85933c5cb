/*===- attn-c/Pipelines.h - attn pipelines on a pass manager -----*- C -*-===*\
|*                                                                            *|
|* Builds the attn pipelines on an MlirOpPassManager with their options given *|
|* as the option string of the textual pipeline, e.g.                         *|
|* "target=sm_90 tile-m=64" (the empty string keeps every default).           *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_C_PIPELINES_H
#define ATTN_C_PIPELINES_H

#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/// Adds `attn-to-llvm-pipeline` (host CPU through LLVM). On bad options the
/// pass manager is left unchanged, the message goes to `errorCallback` (which
/// may be NULL) and the result is a failure.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnBuildLLVMPipeline(MlirOpPassManager passManager, MlirStringRef options,
                      MlirStringCallback errorCallback, void *userData);

/// Adds `attn-to-nvvm-pipeline` (one NVIDIA kernel per attention op, as PTX
/// or cubin in a gpu.binary). Errors as for attnBuildLLVMPipeline.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnBuildNVVMPipeline(MlirOpPassManager passManager, MlirStringRef options,
                      MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* ATTN_C_PIPELINES_H */
