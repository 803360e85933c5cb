/* The installed C API: compile the attention of a linalg graph to a Vulkan
 * kernel for lavapipe and print its manifest. */

#include "attn-c/Compile.h"
#include "attn-c/Registration.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <stdlib.h>

static void printManifest(MlirStringRef artifact, MlirStringRef manifest,
                          void *userData) {
  (void)userData;
  printf("kernel: %zu bytes\n%.*s\n", artifact.length, (int)manifest.length,
         manifest.data);
}

static void printError(MlirStringRef message, void *userData) {
  (void)userData;
  fprintf(stderr, "%.*s\n", (int)message.length, message.data);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: attn-consumer-c INPUT.mlir\n");
    return 2;
  }
  FILE *file = fopen(argv[1], "rb");
  if (!file)
    return 2;
  static char source[1 << 20];
  size_t length = fread(source, 1, sizeof(source) - 1, file);
  fclose(file);

  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  attnRegisterAllDialects(registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  AttnCompileOptions options = attnCompileOptionsGetDefault();
  options.target = mlirStringRefCreateFromCString("spirv");
  MlirLogicalResult result =
      attnCompileSource(context, mlirStringRefCreate(source, length), options,
                        printManifest, printError, NULL);
  mlirContextDestroy(context);
  return mlirLogicalResultIsSuccess(result) ? 0 : 1;
}
