/*===- attn-c/Registration.h - attn dialect and passes, C API -----*- C -*-===*\
|*                                                                            *|
|* Registers the attn dialect, the upstream dialects attention programs use,  *|
|* and every attn pass and pipeline, for compilers written against MLIR's C   *|
|* API.                                                                       *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_C_REGISTRATION_H
#define ATTN_C_REGISTRATION_H

#include "mlir-c/IR.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The attn dialect alone: mlirGetDialectHandle__attn__().
MLIR_DECLARE_CAPI_DIALECT_REGISTRATION(Attn, attn);

/// Adds the attn dialect and the upstream dialects (with their interface
/// models) that attention programs and the attn pipelines need: func, arith,
/// math, linalg, tensor, memref, scf, gpu, nvvm, llvm, ...
MLIR_CAPI_EXPORTED void attnRegisterAllDialects(MlirDialectRegistry registry);

/// Registers every attn pass and pipeline with the global pass registry, so
/// that textual pipelines (mlirParsePassPipeline) can name them; MLIR's
/// upstream passes are not registered. Idempotent.
MLIR_CAPI_EXPORTED void attnRegisterAllPasses(void);

/// Registers MLIR's upstream passes (canonicalize, linalg-*, ...) with the
/// global pass registry, for textual pipelines that name them. Idempotent.
MLIR_CAPI_EXPORTED void attnRegisterUpstreamPasses(void);

#ifdef __cplusplus
}
#endif

#endif /* ATTN_C_REGISTRATION_H */
