/*===- attn-c/Compile.h - attention to kernels + manifests, C API -*- C -*-===*\
|*                                                                            *|
|* What attn-compile does, as a library: raise attention out of linalg,       *|
|* generate one kernel per attention op, compile it for the target, and       *|
|* describe its launch in a JSON manifest (the format attn-run reads).        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef ATTN_C_COMPILE_H
#define ATTN_C_COMPILE_H

#include "mlir-c/IR.h"

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Compile options; attnCompileOptionsGetDefault() gives the defaults
/// (target "nvvm", chip "sm_90", target env "lavapipe", emit: the target's
/// default, kernel "auto", tiles chosen, raise on, cpu "native", parallel
/// off). The strings are borrowed for the
/// duration of the call.
typedef struct {
  MlirStringRef target;    /* "nvvm", "spirv" or "host" (the whole module as
                              one object file for a CPU) */
  MlirStringRef chip;      /* nvvm: "sm_80", "sm_90" or "sm_90a" */
  MlirStringRef emit;      /* nvvm: "ptx", "cubin", "mlir"; spirv: "spirv",
                              "mlir"; empty: the target's default */
  int64_t tileM;           /* query rows per workgroup, 0: chosen */
  int64_t tileN;           /* keys per block, 0: chosen */
  bool raise;              /* raise attention out of linalg first */
  MlirStringRef targetEnv; /* spirv: "lavapipe", "nvidia", "generic" or a
                              #spirv.target_env attribute */
  int64_t lanesPerRow;     /* spirv: subgroup lanes sharing a query row, 1:
                              one invocation per row */
  MlirStringRef kernel;    /* "auto", "simt", "mma" (nvvm: tensor cores,
                              through the tiling stages), "wgmma" (nvvm,
                              sm_90a), "cooperative-matrix" (spirv) or
                              "reference" (the naive checking kernel) */
  MlirStringRef cpu;       /* host: "native" (this machine) or an x86-64 level
                              ("x86-64", "x86-64-v3", "x86-64-v4") */
  bool parallel;           /* host: workgroup tiles on OpenMP threads */
} AttnCompileOptions;

MLIR_CAPI_EXPORTED AttnCompileOptions attnCompileOptionsGetDefault(void);

/// Receives each compiled kernel in order: the artifact bytes and the
/// manifest (JSON text, without the "artifact" file-name field). Both are
/// valid during the call only.
typedef void (*AttnKernelCallback)(MlirStringRef artifact,
                                   MlirStringRef manifest, void *userData);

/// Compiles every attention op of `module`, which is consumed (it is left
/// holding the kernel modules only). On failure `errorCallback` (may be NULL)
/// receives the reason on its first line followed by the error diagnostics
/// of the parser, verifier and passes ("LOCATION: error: MESSAGE"), which do
/// not reach the context's handlers.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnCompileModule(MlirModule module, AttnCompileOptions options,
                  AttnKernelCallback kernelCallback,
                  MlirStringCallback errorCallback, void *userData);

/// Parses `source` in `context` (which must have attnRegisterAllDialects'
/// dialects available) and compiles it as attnCompileModule does.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnCompileSource(MlirContext context, MlirStringRef source,
                  AttnCompileOptions options, AttnKernelCallback kernelCallback,
                  MlirStringCallback errorCallback, void *userData);

/// Parses `source` as a module in `context`, refusing text MLIR's parser
/// would crash on (bytes its lexer rejects, malformed integer lists of
/// linalg.transpose, linalg.broadcast and linalg.reduce; see
/// attn/Dialect/Attn/Utils/SourceCheck.h; mlirModuleCreateParse has no such
/// check); on failure returns a null module and `errorCallback` (may be
/// NULL) gets the reason and the parser's errors, one per line.
MLIR_CAPI_EXPORTED MlirModule attnParseModule(MlirContext context,
                                              MlirStringRef source,
                                              MlirStringCallback errorCallback,
                                              void *userData);

/// Compiles `module` and writes kernel i to `outputPath` (i = 0) or
/// `outputPath.i`, each with its manifest in `<artifact>.json`, as
/// attn-compile does.
MLIR_CAPI_EXPORTED MlirLogicalResult
attnCompileModuleToFile(MlirModule module, AttnCompileOptions options,
                        MlirStringRef outputPath,
                        MlirStringCallback errorCallback, void *userData);

#ifdef __cplusplus
}
#endif

#endif /* ATTN_C_COMPILE_H */
