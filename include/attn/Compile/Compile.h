//===- Compile.h - attention to GPU kernels with launch manifests -*- C++
//-*-===//
//
// The compile driver shared by attn-compile and the C API: raise attention
// out of linalg, generate one kernel per attention op, compile it for the
// target, and describe how to launch it in a JSON manifest (kernel name,
// block size, grid rule, shared memory, argument list with the tensors'
// layouts). For the host CPU, the whole module becomes one object file whose
// manifest describes its functions' C interfaces.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_COMPILE_COMPILE_H
#define ATTN_COMPILE_COMPILE_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>

namespace mlir::attn {

/// What to compile for and how.
struct CompileOptions {
  /// Code generation target: "nvvm" (CUDA), "spirv" (Vulkan compute) or
  /// "host" (this CPU, or an x86-64 level, through LLVM).
  std::string target = "nvvm";
  /// NVIDIA chip of the nvvm target: sm_80 or sm_90.
  std::string chip = "sm_90";
  /// Vulkan target env of the spirv target: lavapipe, nvidia, generic or a
  /// #spirv.target_env attribute.
  std::string targetEnv = "lavapipe";
  /// Artifact: "ptx" (text) or "cubin" (ELF) for nvvm, "spirv" (a SPIR-V
  /// binary module) for spirv, "mlir" (the kernel module) for both; empty
  /// means the target's default (ptx, spirv).
  std::string emit = "";
  /// The kernel: "mma" (tensor cores, nvvm), "simt", "auto" (nvvm: mma where
  /// it applies, f16/bf16 with head dims 64 or 128; spirv: simt), or
  /// "reference" (the naive checking kernel, f32 outputs).
  std::string kernel = "auto";
  /// Query rows per workgroup and keys per block; 0 lets the compiler choose.
  int64_t tileM = 0;
  int64_t tileN = 0;
  /// spirv: subgroup lanes sharing a query row (see
  /// convert-attn-to-gpu-vulkan); 1 is one invocation per row.
  int64_t lanesPerRow = 1;
  /// Raise attention out of linalg before generating kernels.
  bool raise = true;
  /// host: the CPU to compile for, "native" (this machine's CPU, features
  /// and caches) or an x86-64 level (x86-64, x86-64-v3, x86-64-v4).
  std::string cpu = "native";
  /// host: the workgroup tiles on OpenMP threads (the code calls libomp).
  bool parallel = false;
  /// nvvm: the consumers of warp-specialized wgmma kernels take turns at
  /// the tensor cores (attn-lower-tiled-attention-to-mma{ping-pong}).
  bool pingPong = false;
  /// nvvm: the consumers of warp-specialized wgmma kernels compute a
  /// block's softmax beside the previous block's P·V
  /// (attn-lower-tiled-attention-to-mma{overlap-softmax}); other targets
  /// have no such kernels and ignore it.
  bool overlapSoftmax = true;
  /// nvvm: which warp-specialized wgmma kernels have persistent workgroups
  /// (attn-lower-tiled-attention-to-mma{persistent}): off, non-causal (the
  /// kernels without causal masking) or on (the default); never with
  /// ping-pong; the manifest's `persistent` tells the launcher; other
  /// targets have no such kernels and ignore it.
  std::string persistent = "on";
  /// nvvm: the tensor-core kernels read a key-padding mask once per key
  /// block (attn-lower-tiled-attention-to-mma{key-mask-per-block}); not the
  /// default until checked on a GPU.
  bool keyMaskPerBlock = false;
};

/// One compiled kernel: its artifact bytes and its launch manifest. The
/// manifest has every field but "artifact" (the file name of the artifact),
/// which whoever stores the artifact adds.
struct CompiledKernel {
  std::string artifact;
  llvm::json::Object manifest;
};

/// Checks the target, chip, target env and emit names; the error lists the
/// known ones.
llvm::Error verifyCompileOptions(const CompileOptions &options);

/// Compiles every attention op of `module` (one kernel each, in order). The
/// module is consumed: on return it holds the kernel modules only. Pass and
/// verifier diagnostics go to the context's diagnostic handler; the returned
/// error says which step failed.
llvm::Expected<llvm::SmallVector<CompiledKernel>>
compileAttentionKernels(ModuleOp module, const CompileOptions &options);

/// Checks the host target's options (cpu, emit: obj, asm, llvm or mlir;
/// kernel: auto or reference).
llvm::Error verifyHostCompileOptions(const CompileOptions &options);

/// Compiles the whole of `module` for the host CPU through
/// attn-to-llvm-pipeline and LLVM's code generation: one artifact (an
/// object file, assembly, LLVM IR or the LLVM dialect module) whose
/// manifest lists each public function's C interface (`_mlir_ciface_NAME`)
/// and its arguments and results. The module is consumed.
llvm::Expected<CompiledKernel> compileHostModule(ModuleOp module,
                                                 const CompileOptions &options);

/// Writes kernel i to `path` (i = 0) or `path.i`, each with its manifest in
/// `<artifact>.json`, and sets the manifests' "artifact" field (and, on
/// the query pass of the gradients followed by its key pass,
/// "next_manifest": the key pass's manifest, which attn-run runs next).
llvm::Error writeCompiledKernels(llvm::MutableArrayRef<CompiledKernel> kernels,
                                 llvm::StringRef path);

/// The manifest as indented JSON text.
std::string formatManifest(const llvm::json::Object &manifest);

} // namespace mlir::attn

#endif // ATTN_COMPILE_COMPILE_H
