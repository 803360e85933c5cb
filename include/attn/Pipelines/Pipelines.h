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
  PassOptions::Option<bool> promote{
      *this, "promote",
      llvm::cl::desc("Copy each workgroup's Q tile and K/V blocks into packed "
                     "buffers of the target's fast memory "
                     "(attn-promote-to-shared-memory) before running it"),
      llvm::cl::init(false)};
  PassOptions::Option<int64_t> stages{
      *this, "stages",
      llvm::cl::desc("With promote: K/V block buffers per tile, 1 or 2 "
                     "(0: from the target)"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> vectorize{
      *this, "vectorize",
      llvm::cl::desc("Vectorise the tiles' linalg ops along their innermost "
                     "loop (attn-vectorize-tiles) instead of scalar loops"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> registerRows{
      *this, "register-rows",
      llvm::cl::desc("With vectorize: output rows of the contractions' "
                     "register tiles (0: from the host's vector registers; "
                     "1: one row at a time)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> registerColumns{
      *this, "register-columns",
      llvm::cl::desc("With vectorize: output columns of the register tiles, "
                     "a multiple of the vector (0: two vectors where they "
                     "divide the columns, else one)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> vectorBytes{
      *this, "vector-bytes",
      llvm::cl::desc("With vectorize: bytes of one vector of the register "
                     "tiles (0: the host's widest vector registers)"),
      llvm::cl::init(0)};
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Run the workgroup tiles (batch, query tile) on all "
                     "cores with OpenMP; the program then needs libomp"),
      llvm::cl::init(false)};
};

/// Adds the target-independent FlashAttention lowering on tensors: tile the
/// batch and query dims (scf.forall), rewrite into KV-block loops of online
/// attention, decompose into linalg. Shared by every target pipeline;
/// `groupRows`: attn-tile-parallel's group-rows (the host's).
void buildAttnTiledLoweringPipeline(OpPassManager &pm, StringRef target,
                                    int64_t tileM, int64_t tileN,
                                    StringRef splitKV, int64_t kvSplits,
                                    bool groupRows = false);

/// Options of `attn-to-nvvm-pipeline`.
struct NVVMPipelineOptions : public PassPipelineOptions<NVVMPipelineOptions> {
  PassOptions::Option<bool> raise{
      *this, "raise",
      llvm::cl::desc("Raise attention out of linalg first"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> chip{
      *this, "chip", llvm::cl::desc("NVIDIA chip: sm_80, sm_90 or sm_90a"),
      llvm::cl::init("sm_90")};
  PassOptions::Option<std::string> kernel{
      *this, "kernel",
      llvm::cl::desc("Kernel: mma (tensor cores, through the tiling stages: "
                     "tile, KV loops of online-softmax steps, steps to "
                     "mma.sync), wgmma (sm_90a: the same stages, steps to "
                     "wgmma), simt, auto (mma where it applies) or "
                     "reference (the naive checking kernel)"),
      llvm::cl::init("auto")};
  PassOptions::Option<int64_t> tileM{
      *this, "tile-m", llvm::cl::desc("Query rows per workgroup (0: chosen)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> tileN{
      *this, "tile-n", llvm::cl::desc("Keys per block (0: chosen)"),
      llvm::cl::init(0)};
  PassOptions::Option<std::string> format{
      *this, "format",
      llvm::cl::desc("Kernel binary format: isa (PTX) or bin (cubin)"),
      llvm::cl::init("isa")};
  PassOptions::Option<bool> pingPong{
      *this, "ping-pong",
      llvm::cl::desc("Warp-specialized wgmma kernels: the consumer "
                     "warpgroups take turns at the tensor cores (measured "
                     "slower: not the default)"),
      llvm::cl::init(false)};
  PassOptions::Option<bool> overlapSoftmax{
      *this, "overlap-softmax",
      llvm::cl::desc("Warp-specialized wgmma kernels: each consumer's "
                     "softmax of a block runs beside its P·V of the "
                     "previous block (the default)"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> persistent{
      *this, "persistent",
      llvm::cl::desc("Warp-specialized wgmma kernels with persistent "
                     "workgroups, the next tile's copies beside this "
                     "tile's end (never with ping-pong): off, non-causal "
                     "(the kernels without causal masking) or on (the "
                     "default)"),
      llvm::cl::init("on")};
  PassOptions::Option<bool> keyMaskPerBlock{
      *this, "key-mask-per-block",
      llvm::cl::desc("Tensor-core kernels: a key-padding mask ([B, N], no "
                     "query dim) read once per key block, a lane a key, "
                     "instead of per score (not the default until checked "
                     "on a GPU)"),
      llvm::cl::init(false)};
};

/// How the consumers of warp-specialized wgmma kernels schedule their
/// products, and whether their workgroups are persistent:
/// attn-lower-tiled-attention-to-mma's ping-pong, overlap-softmax and
/// persistent options, and how the kernels read a key mask (its
/// key-mask-per-block).
struct TensorCoreSchedule {
  bool pingPong = false;
  bool overlapSoftmax = true;
  /// off, non-causal or on (PersistentWorkgroups).
  std::string persistent = "on";
  bool keyMaskPerBlock = false;
};

/// Generates one kernel per attention op and compiles it for an NVIDIA GPU:
/// the module ends up holding a gpu.binary (PTX or cubin) per kernel next to
/// the host code.
void buildAttnToNVVMPipeline(OpPassManager &pm,
                             const NVVMPipelineOptions &options);

/// Adds the kernel generation of `attn-to-nvvm-pipeline`: raise (when
/// `raise`), then one gpu.module with a kernel per attention op
/// (convert-attn-to-gpu; `kernel`: auto, mma, wgmma, simt or reference),
/// then the stages that lower the kernels holding the op on tensors
/// (buildTiledKernelLoweringPipeline).
void buildAttnKernelGenerationPipeline(OpPassManager &pm, bool raise,
                                       StringRef chip, StringRef kernel,
                                       int64_t tileM, int64_t tileN,
                                       TensorCoreSchedule schedule = {});

/// Adds the stages that lower the tensor-core and SIMT kernels
/// convert-attn-to-gpu made (the op on tensors over the kernel's arguments),
/// in each gpu.module: attn-tile-parallel and attn-tile-kv with the kernel
/// configuration's tiles, attn-promote-to-shared-memory with its
/// promotions, then attn-lower-tiled-attention-to-mma and
/// attn-lower-tiled-attention-to-simt (each lowers the kernels of its kind),
/// and the backward's attn-lower-tiled-backward-to-mma. `schedule` holds
/// attn-lower-tiled-attention-to-mma's options.
void buildTiledKernelLoweringPipeline(OpPassManager &pm, StringRef chip,
                                      TensorCoreSchedule schedule = {});

/// Compiles the gpu.module ops of a module (as made by convert-attn-to-gpu)
/// to NVVM binaries: the tail of `attn-to-nvvm-pipeline`.
void buildGPUModuleToNVVMBinaryPipeline(OpPassManager &pm, StringRef chip,
                                        StringRef format);

/// Options of `attn-to-spirv-pipeline`.
struct SPIRVPipelineOptions : public PassPipelineOptions<SPIRVPipelineOptions> {
  PassOptions::Option<bool> raise{
      *this, "raise",
      llvm::cl::desc("Raise attention out of linalg first"),
      llvm::cl::init(true)};
  PassOptions::Option<std::string> targetEnv{
      *this, "target-env",
      llvm::cl::desc("Vulkan target: lavapipe, nvidia, generic, or a "
                     "#spirv.target_env attribute"),
      llvm::cl::init("lavapipe")};
  PassOptions::Option<std::string> kernel{
      *this, "kernel",
      llvm::cl::desc("Kernel: simt (auto) or reference (the naive checking "
                     "kernel)"),
      llvm::cl::init("auto")};
  PassOptions::Option<int64_t> tileM{
      *this, "tile-m",
      llvm::cl::desc("Query rows per workgroup (0: chosen)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> tileN{
      *this, "tile-n", llvm::cl::desc("Keys per block (0: chosen)"),
      llvm::cl::init(0)};
  PassOptions::Option<int64_t> lanesPerRow{
      *this, "lanes-per-row",
      llvm::cl::desc("Subgroup lanes sharing a query row (1: one invocation "
                     "per row)"),
      llvm::cl::init(1)};
};

/// Generates one Vulkan compute kernel per attention op and lowers it to
/// SPIR-V: the module ends up holding a `spirv.module` per kernel (beside
/// its gpu.module), which `attn-compile --target=spirv` serializes.
void buildAttnToSPIRVPipeline(OpPassManager &pm,
                              const SPIRVPipelineOptions &options);

/// Adds the kernel generation of `attn-to-spirv-pipeline`: raise (when
/// `raise`), then one gpu.module per attention op for the Vulkan target env
/// `targetEnv` (convert-attn-to-gpu-vulkan; `kernel`: auto, simt or
/// reference).
void buildAttnVulkanKernelGenerationPipeline(OpPassManager &pm, bool raise,
                                             StringRef targetEnv,
                                             int64_t tileM, int64_t tileN,
                                             int64_t lanesPerRow = 1,
                                             StringRef kernel = "auto");

/// Lowers the gpu.module ops made by convert-attn-to-gpu-vulkan to
/// spirv.module ops: the tail of `attn-to-spirv-pipeline`. `dontUnroll`
/// marks the loops DontUnroll (for CPU devices, see attn-spirv-dont-unroll).
void buildGPUModuleToSPIRVPipeline(OpPassManager &pm, bool dontUnroll);

/// Lowers a whole module for the host CPU through LLVM: attention ops by the
/// project's lowering, and linalg, tensor, arith, math, func and
/// bufferization through the standard upstream path, so that a module with
/// a `@main` runs under mlir-runner.
void buildAttnToLLVMPipeline(OpPassManager &pm,
                             const LLVMPipelineOptions &options);

/// Checks that `pm` can hold the pipeline `name`: every attn pipeline runs
/// on the whole module, so `pm` must be anchored on builtin.module (or be
/// op-agnostic). Otherwise reports "NAME runs on 'builtin.module', not on
/// 'ANCHOR'" through `errorHandler` and fails (where adding the pipeline's
/// module passes would abort the process).
LogicalResult
verifyPipelineAnchor(const OpPassManager &pm, StringRef name,
                     function_ref<LogicalResult(const Twine &)> errorHandler);

/// Check the option values of a pipeline (tile sizes, KV splits, stages,
/// binary format, lanes per row) against their ranges; the error goes to
/// `errorHandler`.
LogicalResult
verifyPipelineOptions(const LLVMPipelineOptions &options,
                      function_ref<LogicalResult(const Twine &)> errorHandler);
LogicalResult
verifyPipelineOptions(const NVVMPipelineOptions &options,
                      function_ref<LogicalResult(const Twine &)> errorHandler);
LogicalResult
verifyPipelineOptions(const SPIRVPipelineOptions &options,
                      function_ref<LogicalResult(const Twine &)> errorHandler);

/// Adds pipeline `name` to `pm` as `build` makes it from the option string
/// `options` (as in a textual pipeline, "tile-m=64 tile-n=32"), after
/// parsing and checking the options (verifyPipelineOptions) and where `pm`
/// runs (verifyPipelineAnchor). On any error `pm` is left unchanged and the
/// error goes to `errorHandler`. The one way the pass registry and the C
/// API build the pipelines.
template <typename OptionsT>
LogicalResult
parseAndBuildPipeline(OpPassManager &pm, StringRef name, StringRef options,
                      void (*build)(OpPassManager &, const OptionsT &),
                      function_ref<LogicalResult(const Twine &)> errorHandler) {
  OptionsT parsed;
  std::string message;
  llvm::raw_string_ostream os(message);
  if (failed(parsed.parseFromString(options, os))) {
    // Some option parsers report to llvm::errs() only.
    StringRef reason = StringRef(message).trim();
    if (reason.empty())
      return errorHandler("bad options for " + name + ": cannot parse '" +
                          options + "'");
    return errorHandler("bad options for " + name + ": " + reason);
  }
  if (failed(verifyPipelineOptions(parsed, [&](const Twine &why) {
        return errorHandler("bad options for " + name + ": " + why);
      })) ||
      failed(verifyPipelineAnchor(pm, name, errorHandler)))
    return failure();
  build(pm, parsed);
  return success();
}

/// Registers every pipeline of the project with the global pass registry.
void registerAttnPipelines();

} // namespace mlir::attn

#endif // ATTN_PIPELINES_PIPELINES_H
