/*===- attn-capi-test.c - exercise the attn C API -------------------------===*\
|*                                                                            *|
|*   attn-capi-test OUTPUT-PREFIX                                             *|
|*                                                                            *|
|* A C program (no C++) using the attn C API as another compiler would:       *|
|* registers the dialects and passes into a context, builds each pipeline on  *|
|* a pass manager with options, parses a pipeline by name, runs the CPU       *|
|* pipeline, compiles attention in linalg to PTX with its manifest (in memory *|
|* and to OUTPUT-PREFIX.ptx + .json), and reports the errors of bad options,  *|
|* bad chips and sources without attention. Prints what it sees for          *|
|* FileCheck; exits non-zero when a step that must work fails.                *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#include "attn-c/Compile.h"
#include "attn-c/Pipelines.h"
#include "attn-c/Registration.h"

#include "mlir-c/Diagnostics.h"
#include "mlir-c/ExecutionEngine.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir-c/Support.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Scores, softmax and P.V on 2 heads of 16 queries, 16 keys, head dim 8: the
 * form attn-raise-from-linalg turns into one attn.attention. */
static const char *kLinalgAttention =
    "func.func @attention(%q: tensor<2x16x8xf16>, %k: tensor<2x16x8xf16>,\n"
    "                     %v: tensor<2x16x8xf16>) -> tensor<2x16x8xf16> {\n"
    "  %zero = arith.constant 0.0 : f16\n"
    "  %kt_init = tensor.empty() : tensor<2x8x16xf16>\n"
    "  %kt = linalg.transpose ins(%k : tensor<2x16x8xf16>)\n"
    "      outs(%kt_init : tensor<2x8x16xf16>) permutation = [0, 2, 1]\n"
    "  %s_init = tensor.empty() : tensor<2x16x16xf16>\n"
    "  %s_zero = linalg.fill ins(%zero : f16) outs(%s_init : "
    "tensor<2x16x16xf16>) -> tensor<2x16x16xf16>\n"
    "  %s = linalg.batch_matmul ins(%q, %kt : tensor<2x16x8xf16>, "
    "tensor<2x8x16xf16>) outs(%s_zero : tensor<2x16x16xf16>) -> "
    "tensor<2x16x16xf16>\n"
    "  %p = linalg.softmax dimension(2) ins(%s : tensor<2x16x16xf16>) "
    "outs(%s_init : tensor<2x16x16xf16>) -> tensor<2x16x16xf16>\n"
    "  %o_init = tensor.empty() : tensor<2x16x8xf16>\n"
    "  %o_zero = linalg.fill ins(%zero : f16) outs(%o_init : "
    "tensor<2x16x8xf16>) -> tensor<2x16x8xf16>\n"
    "  %o = linalg.batch_matmul ins(%p, %v : tensor<2x16x16xf16>, "
    "tensor<2x16x8xf16>) outs(%o_zero : tensor<2x16x8xf16>) -> "
    "tensor<2x16x8xf16>\n"
    "  return %o : tensor<2x16x8xf16>\n"
    "}\n";

/* attn.attention with a dynamic head dim, which GPU kernels refuse. */
static const char *kDynamicHead =
    "func.func @f(%q: tensor<4x?x?xf16>, %k: tensor<4x?x?xf16>,\n"
    "             %v: tensor<4x?x?xf16>, %o: tensor<4x?x?xf16>)\n"
    "    -> tensor<4x?x?xf16> {\n"
    "  %s = arith.constant 0.125 : f32\n"
    "  %r = attn.attention indexing_maps = [\n"
    "      affine_map<(b, m, n, k1, k2) -> (b, m, k1)>,\n"
    "      affine_map<(b, m, n, k1, k2) -> (b, n, k1)>,\n"
    "      affine_map<(b, m, n, k1, k2) -> (b, n, k2)>,\n"
    "      affine_map<(b, m, n, k1, k2) -> (b, m, k2)>]\n"
    "      ins(%q, %k, %v, %s : tensor<4x?x?xf16>, tensor<4x?x?xf16>,\n"
    "          tensor<4x?x?xf16>, f32)\n"
    "      outs(%o : tensor<4x?x?xf16>) -> tensor<4x?x?xf16>\n"
    "  return %r : tensor<4x?x?xf16>\n"
    "}\n";

static const char *kNoAttention =
    "func.func @f(%a: f32) -> f32 { return %a : f32 }\n";

static void printError(MlirStringRef message, void *userData) {
  (void)userData;
  fprintf(stdout, "error: %.*s\n", (int)message.length, message.data);
}

static void printToStdout(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

/* Prints the lines of `text` that start with `prefix`. */
static void printLinesStartingWith(MlirStringRef text, const char *prefix) {
  size_t length = strlen(prefix);
  const char *line = text.data, *end = text.data + text.length;
  while (line < end) {
    const char *next = memchr(line, '\n', (size_t)(end - line));
    size_t lineLength = next ? (size_t)(next - line) : (size_t)(end - line);
    if (lineLength >= length && strncmp(line, prefix, length) == 0)
      fprintf(stdout, "%.*s\n", (int)lineLength, line);
    line += lineLength + 1;
  }
}

static int kernelCount = 0;

static void printKernel(MlirStringRef artifact, MlirStringRef manifest,
                        void *userData) {
  (void)userData;
  ++kernelCount;
  fprintf(stdout, "kernel %d: %zu bytes\n", kernelCount, artifact.length);
  printLinesStartingWith(artifact, ".target");
  printLinesStartingWith(artifact, ".visible .entry");
  printLinesStartingWith(manifest, "  \"block_size\"");
  printLinesStartingWith(manifest, "  \"chip\"");
  printLinesStartingWith(manifest, "  \"kernel\"");
  printLinesStartingWith(manifest, "  \"target\"");
  if (artifact.length >= 4) {
    uint32_t magic;
    memcpy(&magic, artifact.data, 4);
    if (magic == 0x07230203)
      fprintf(stdout, "SPIR-V module\n");
  }
}

static MlirLogicalResult ignoreDiagnostic(MlirDiagnostic diagnostic,
                                          void *userData) {
  (void)userData;
  fprintf(stdout, "diagnostic: ");
  mlirDiagnosticPrint(diagnostic, printToStdout, NULL);
  fprintf(stdout, "\n");
  return mlirLogicalResultSuccess();
}

static MlirModule parse(MlirContext context, const char *source) {
  MlirModule module =
      mlirModuleCreateParse(context, mlirStringRefCreateFromCString(source));
  if (mlirModuleIsNull(module)) {
    fprintf(stdout, "cannot parse\n");
    exit(1);
  }
  return module;
}

#define EXPECT(cond)                                                           \
  do {                                                                         \
    if (!(cond)) {                                                             \
      fprintf(stdout, "FAILED: %s (line %d)\n", #cond, __LINE__);              \
      exit(1);                                                                 \
    }                                                                          \
  } while (0)

/// A pipeline builder of the C API (attnBuild*Pipeline).
typedef MlirLogicalResult (*PipelineBuilder)(MlirOpPassManager, MlirStringRef,
                                             MlirStringCallback, void *);

/// Builds a pipeline with `options`, runs it on `source` and prints the
/// result after the line `<label> pipeline:`.
static void runPipeline(MlirContext context, const char *source,
                        PipelineBuilder build, const char *options,
                        const char *label) {
  MlirModule module = parse(context, source);
  MlirPassManager pm = mlirPassManagerCreate(context);
  MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
  EXPECT(mlirLogicalResultIsSuccess(
      build(opm, mlirStringRefCreateFromCString(options), printError, NULL)));
  EXPECT(mlirLogicalResultIsSuccess(
      mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module))));
  fprintf(stdout, "%s pipeline:\n", label);
  mlirOperationPrint(mlirModuleGetOperation(module), printToStdout, NULL);
  fprintf(stdout, "\n");
  mlirPassManagerDestroy(pm);
  mlirModuleDestroy(module);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: attn-capi-test OUTPUT-PREFIX\n");
    return 2;
  }

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  attnRegisterAllDialects(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextAttachDiagnosticHandler(context, ignoreDiagnostic, NULL, NULL);
  attnRegisterAllPasses();
  attnRegisterAllPasses(); /* idempotent */

  /* The attn passes only: an upstream pass is unknown until asked for. */
  {
    MlirPassManager pm = mlirPassManagerCreate(context);
    MlirStringRef pipeline =
        mlirStringRefCreateFromCString("builtin.module(canonicalize)");
    EXPECT(mlirLogicalResultIsFailure(mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm), pipeline, printError, NULL)));
    // CHECK: 'canonicalize' does not refer to a registered pass or pass pipeline
    attnRegisterUpstreamPasses();
    attnRegisterUpstreamPasses(); /* idempotent */
    EXPECT(mlirLogicalResultIsSuccess(mlirParsePassPipeline(
        mlirPassManagerGetAsOpPassManager(pm), pipeline, printError, NULL)));
    mlirPassManagerDestroy(pm);
  }

  /* The dialect handle. */
  MlirDialectHandle attn = mlirGetDialectHandle__attn__();
  MlirStringRef ns = mlirDialectHandleGetNamespace(attn);
  fprintf(stdout, "dialect: %.*s\n", (int)ns.length, ns.data);
  // CHECK: dialect: attn
  MlirDialect loaded = mlirDialectHandleLoadDialect(attn, context);
  EXPECT(!mlirDialectIsNull(loaded));

  /* The CPU pipeline built with options, run on linalg attention. */
  runPipeline(context, kLinalgAttention, attnBuildLLVMPipeline,
              "tile-m=4 tile-n=8", "llvm");
  // CHECK-LABEL: llvm pipeline:
  // CHECK-NOT: linalg.
  // CHECK: llvm.func @attention(
  // The exponentials on vectors, as attn-vectorize-tiles's polynomial.
  // CHECK: llvm.intr.roundeven
  // CHECK: llvm.intr.fma

  /* Parse, lower to LLVM and JIT: the CPU path of the Python package. */
  {
    MlirModule module = attnParseModule(
        context, mlirStringRefCreateFromCString(kLinalgAttention), printError,
        NULL);
    EXPECT(!mlirModuleIsNull(module));
    EXPECT(mlirLogicalResultIsSuccess(attnLowerToLLVM(
        module, mlirStringRefCreateFromCString("tile-m=8"), printError, NULL)));
    MlirExecutionEngine jit =
        mlirExecutionEngineCreate(module, 2, 0, NULL, false, false);
    EXPECT(!mlirExecutionEngineIsNull(jit));
    fprintf(stdout, "jit: attention %s\n",
            mlirExecutionEngineLookupPacked(
                jit, mlirStringRefCreateFromCString("attention"))
                ? "found"
                : "missing");
    mlirExecutionEngineDestroy(jit);
    mlirModuleDestroy(module);

    module = attnParseModule(context,
                             mlirStringRefCreateFromCString(kLinalgAttention),
                             printError, NULL);
    EXPECT(mlirLogicalResultIsFailure(attnLowerToLLVM(
        module, mlirStringRefCreateFromCString("target=tpu"), printError,
        NULL)));
    mlirModuleDestroy(module);
    EXPECT(mlirModuleIsNull(attnParseModule(
        context, mlirStringRefCreateFromCString("func.func @f("), printError,
        NULL)));
  }
  // CHECK: jit: attention found
  // CHECK: error: attn-to-llvm-pipeline failed
  // CHECK-NEXT: source:{{[0-9]+}}:{{[0-9]+}}: error: {{.*}}tpu
  // CHECK: error: cannot parse the source
  // CHECK-NEXT: source:1:13: error: expected non-function type

  /* Bad options leave the pass manager alone and say why. */
  {
    MlirPassManager pm = mlirPassManagerCreate(context);
    MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
    EXPECT(mlirLogicalResultIsFailure(attnBuildLLVMPipeline(
        opm, mlirStringRefCreateFromCString("tile-q=4"), printError, NULL)));
    EXPECT(mlirLogicalResultIsFailure(attnBuildNVVMPipeline(
        opm, mlirStringRefCreateFromCString("tile-m=x"), printError, NULL)));
    mlirPassManagerDestroy(pm);
  }
  // CHECK: error: bad options for attn-to-llvm-pipeline: {{.*}}tile-q
  // CHECK: error: bad options for attn-to-nvvm-pipeline: cannot parse 'tile-m=x'

  /* Options out of range, and pass managers that do not run on the module
   * (adding the pipelines there once aborted the process). */
  {
    MlirPassManager pm = mlirPassManagerCreate(context);
    MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
    EXPECT(mlirLogicalResultIsFailure(attnBuildLLVMPipeline(
        opm, mlirStringRefCreateFromCString("tile-n=1099511627776"),
        printError, NULL)));
    EXPECT(mlirLogicalResultIsFailure(attnBuildNVVMPipeline(
        opm, mlirStringRefCreateFromCString("format=elf"), printError, NULL)));
    MlirOpPassManager func = mlirPassManagerGetNestedUnder(
        pm, mlirStringRefCreateFromCString("func.func"));
    EXPECT(mlirLogicalResultIsFailure(attnBuildLLVMPipeline(
        func, mlirStringRefCreateFromCString(""), printError, NULL)));
    MlirOpPassManager gpu = mlirPassManagerGetNestedUnder(
        pm, mlirStringRefCreateFromCString("gpu.module"));
    EXPECT(mlirLogicalResultIsFailure(attnBuildNVVMPipeline(
        gpu, mlirStringRefCreateFromCString(""), printError, NULL)));
    EXPECT(mlirLogicalResultIsFailure(attnBuildSPIRVPipeline(
        func, mlirStringRefCreateFromCString(""), printError, NULL)));
    mlirPassManagerDestroy(pm);
  }
  // CHECK: error: bad options for attn-to-llvm-pipeline: tile-n must be from 0 (from the target) to 65536, got 1099511627776
  // CHECK: error: bad options for attn-to-nvvm-pipeline: format must be isa (PTX) or bin (cubin), got 'elf'
  // CHECK: error: attn-to-llvm-pipeline runs on 'builtin.module', not on 'func.func'
  // CHECK: error: attn-to-nvvm-pipeline runs on 'builtin.module', not on 'gpu.module'
  // CHECK: error: attn-to-spirv-pipeline runs on 'builtin.module', not on 'func.func'

  /* The NVVM pipeline with options, and the same pipeline by name. */
  {
    runPipeline(context, kLinalgAttention, attnBuildNVVMPipeline,
                "chip=sm_80 tile-m=64", "nvvm");
    MlirPassManager pm = mlirPassManagerCreate(context);
    MlirOpPassManager opm = mlirPassManagerGetAsOpPassManager(pm);
    EXPECT(mlirLogicalResultIsSuccess(mlirParsePassPipeline(
        opm,
        mlirStringRefCreateFromCString(
            "builtin.module(attn-to-nvvm-pipeline{chip=sm_90})"),
        printError, NULL)));
    fprintf(stdout, "parsed: ");
    mlirPrintPassPipeline(opm, printToStdout, NULL);
    fprintf(stdout, "\n");
    mlirPassManagerDestroy(pm);
  }
  // CHECK-LABEL: nvvm pipeline:
  // CHECK: gpu.binary @attn_kernel_0
  // CHECK-SAME: chip = "sm_80"
  // CHECK-SAME: .target sm_80
  // CHECK: parsed: {{.*}}convert-attn-to-gpu{chip=sm_90

  /* Compile linalg source to PTX + manifest in memory. */
  AttnCompileOptions options = attnCompileOptionsGetDefault();
  EXPECT(mlirLogicalResultIsSuccess(attnCompileSource(
      context, mlirStringRefCreateFromCString(kLinalgAttention), options,
      printKernel, printError, NULL)));
  EXPECT(kernelCount == 1);
  // CHECK: kernel 1: {{[0-9]+}} bytes
  // CHECK-NEXT: .target sm_90
  // CHECK-NEXT: .visible .entry attention(
  // CHECK-NEXT: "block_size": {{[0-9]+}},
  // CHECK-NEXT: "chip": "sm_90",
  // CHECK-NEXT: "kernel": "attention",

  /* The same source to SPIR-V for lavapipe (rows shared by 2 lanes: 256
   * invocations), and the SPIR-V pipeline. */
  {
    AttnCompileOptions spirv = attnCompileOptionsGetDefault();
    spirv.target = mlirStringRefCreateFromCString("spirv");
    spirv.targetEnv = mlirStringRefCreateFromCString("lavapipe");
    spirv.lanesPerRow = 2;
    EXPECT(mlirLogicalResultIsSuccess(attnCompileSource(
        context, mlirStringRefCreateFromCString(kLinalgAttention), spirv,
        printKernel, printError, NULL)));
    runPipeline(context, kLinalgAttention, attnBuildSPIRVPipeline,
                "target-env=nvidia tile-m=64", "spirv");
  }
  // CHECK: kernel 2: {{[0-9]+}} bytes
  // CHECK-NEXT: "block_size": 256,
  // CHECK-NEXT: "kernel": "attention",
  // CHECK-NEXT: "target": "spirv",
  // CHECK-NEXT: SPIR-V module
  // CHECK-LABEL: spirv pipeline:
  // CHECK: spirv.module @__spv__attn_kernel_0
  // CHECK: spirv.ExecutionMode @attention "LocalSize", 64, 1, 1

  /* The same source as one object file for an AVX2 CPU (the x86-64-v3
   * level, so that the code does not depend on this machine), and the
   * options of the host target refused elsewhere. */
  {
    AttnCompileOptions host = attnCompileOptionsGetDefault();
    host.target = mlirStringRefCreateFromCString("host");
    host.cpu = mlirStringRefCreateFromCString("x86-64-v3");
    host.emit = mlirStringRefCreateFromCString("asm");
    EXPECT(mlirLogicalResultIsSuccess(attnCompileSource(
        context, mlirStringRefCreateFromCString(kLinalgAttention), host,
        printKernel, printError, NULL)));
    AttnCompileOptions bad = attnCompileOptionsGetDefault();
    bad.parallel = true;
    EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
        context, mlirStringRefCreateFromCString(kLinalgAttention), bad,
        printKernel, printError, NULL)));
  }
  // CHECK: kernel 3: {{[0-9]+}} bytes
  // CHECK-NEXT: "kernel": "host_module",
  // CHECK-NEXT: "target": "host",
  // CHECK: error: --cpu and --parallel are options of target host

  /* A module to files, for sm_80 with chosen tiles. */
  {
    MlirModule module = parse(context, kLinalgAttention);
    options.chip = mlirStringRefCreateFromCString("sm_80");
    options.tileM = 64;
    options.tileN = 32;
    char path[4096];
    snprintf(path, sizeof(path), "%s.ptx", argv[1]);
    EXPECT(mlirLogicalResultIsSuccess(attnCompileModuleToFile(
        module, options, mlirStringRefCreateFromCString(path), printError,
        NULL)));
    mlirModuleDestroy(module);
    fprintf(stdout, "wrote %s\n", path);
  }
  // CHECK: wrote {{.*}}.ptx

  /* Errors: a chip we do not know, a source without attention, a source
   * that does not parse, an unwritable path. */
  options = attnCompileOptionsGetDefault();
  options.chip = mlirStringRefCreateFromCString("sm_75");
  EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
      context, mlirStringRefCreateFromCString(kLinalgAttention), options,
      printKernel, printError, NULL)));
  // CHECK: error: unknown chip 'sm_75'; known chips: sm_80, sm_90, sm_90a
  options = attnCompileOptionsGetDefault();
  options.kernel = mlirStringRefCreateFromCString("wmma");
  EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
      context, mlirStringRefCreateFromCString(kLinalgAttention), options,
      printKernel, printError, NULL)));
  // CHECK: error: unknown --kernel 'wmma'; expected auto, mma, wgmma, simt or
  // reference
  options = attnCompileOptionsGetDefault();
  EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
      context, mlirStringRefCreateFromCString(kNoAttention), options,
      printKernel, printError, NULL)));
  // CHECK: error: no attention (after attn-raise-from-linalg)
  EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
      context, mlirStringRefCreateFromCString(kDynamicHead), options,
      printKernel, printError, NULL)));
  // CHECK: error: kernel generation failed
  // CHECK-NEXT: source:5:8: error: 'attn.attention' op GPU kernels need static head dims, got k1 = ?, k2 = ?
  EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
      context, mlirStringRefCreateFromCString("func.func @f("), options,
      printKernel, printError, NULL)));
  // CHECK: error: cannot parse the source
  // CHECK-NEXT: source:1:13: error: expected non-function type
  EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
      context, mlirStringRefCreateFromCString("func.func @f() {\x01}"),
      options, printKernel, printError, NULL)));
  // CHECK: error: source:1:17: invalid character in MLIR source (byte 1)
  /* A malformed list of linalg.transpose (MLIR's parser crashes on it) and
   * a tile out of range (once truncated to 0). */
  {
    static const char malformed[] =
        "func.func @f(%a: tensor<4x8xf32>, %e: tensor<8x4xf32>) {\n"
        "  %t = linalg.transpose ins(%a : tensor<4x8xf32>) outs(%e : "
        "tensor<8x4xf32>) permutation = [1,(0]\n"
        "  return\n"
        "}\n";
    EXPECT(mlirModuleIsNull(attnParseModule(
        context, mlirStringRefCreateFromCString(malformed), printError,
        NULL)));
    EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
        context, mlirStringRefCreateFromCString(malformed), options,
        printKernel, printError, NULL)));
    AttnCompileOptions wide = attnCompileOptionsGetDefault();
    wide.tileN = (int64_t)1 << 40;
    EXPECT(mlirLogicalResultIsFailure(attnCompileSource(
        context, mlirStringRefCreateFromCString(kLinalgAttention), wide,
        printKernel, printError, NULL)));
  }
  // CHECK: error: source:2:95: malformed 'permutation' of linalg.transpose: expected a list of 64-bit integers, such as [0, 2, 1]
  // CHECK: error: source:2:95: malformed 'permutation' of linalg.transpose
  // CHECK: error: --tile-n must be from 0 (from the target) to 65536, got 1099511627776
  {
    MlirModule module = parse(context, kLinalgAttention);
    EXPECT(mlirLogicalResultIsFailure(attnCompileModuleToFile(
        module, options,
        mlirStringRefCreateFromCString("/nonexistent-dir/out.ptx"),
        printError, NULL)));
    mlirModuleDestroy(module);
  }
  // CHECK: error: cannot write '/nonexistent-dir/out.ptx'
  EXPECT(kernelCount == 3);

  /* Source text without a NUL after it (an exact-size heap copy, so that
   * AddressSanitizer sees any read past its end) is parsed like a file. */
  {
    static const char text[] = "#Mmpppppppppppppppppppppad-bu0";
    size_t length = sizeof(text) - 1;
    char *exact = (char *)malloc(length);
    memcpy(exact, text, length);
    EXPECT(mlirModuleIsNull(attnParseModule(
        context, mlirStringRefCreate(exact, length), printError, NULL)));
    free(exact);
  }
  // CHECK: error: cannot parse the source
  // CHECK-NEXT: source:1:{{[0-9]+}}: error:

  mlirContextDestroy(context);
  fprintf(stdout, "done\n");
  // CHECK: done
  return 0;
}
