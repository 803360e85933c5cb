//===- Passes.td - attn conversions -------------------------*- tablegen -*-===//
//
// Conversions of attn ops to target-level code.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_PASSES_TD
#define ATTN_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertAttnToGPUPass : Pass<"convert-attn-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Generate one GPU kernel (gpu.module + gpu.func) per attn.attention";
  let description = [{
    For each `attn.attention` in the module, generates a `gpu.module`
    holding one kernel that computes it with the online softmax: one
    workgroup per (batch, query tile), one thread per query row, K and V
    blocks staged in workgroup memory by all threads between barriers, the
    running (max, sum, acc) in registers, the scale folded into Q with
    log2(e) and exp2 on the fast hardware path, causal blocks above the
    diagonal never loaded.

    The kernel takes raw global pointers and, as i64 arguments, the query
    and key lengths, every batch size, and the element stride of every
    operand along every iteration dim it indexes (0 for a dim it omits,
    which is how GQA/MQA and broadcast masks run), so any strided view runs
    without a copy. The kernel's ABI is recorded in its `attn.abi`
    attribute, which `attn-compile` writes to the manifest.

    Two kernels compute it. The tensor-core kernel (`kernel=mma`; chosen by
    `auto` for f16 and bf16 inputs with head dims that are multiples of 32
    from 32 to 256) is
    FlashAttention-2's: four warps per workgroup, each owning m16 slices of
    the query tile; the Q tile and double-buffered K and V blocks in
    XOR-swizzled dynamic shared memory, filled by `cp.async` while the
    previous block is computed; Q·Kᵀ and P·V with `ldmatrix` and
    `mma.sync.m16n8k16` (f32 accumulation); the online softmax on the
    accumulator fragments with quad shuffles; P repacked to f16/bf16 in
    registers as the A operand of P·V; masking (lengths, causal, explicit
    masks) only in the blocks that need it. Its operands must be contiguous
    along the head dims and 16-byte aligned (the manifest's
    `contiguous_dims`, `alignment_bytes`), and its shared memory is dynamic
    (`dynamic_shared_memory_bytes`, set by the launcher). Tiles come from
    the target description (query tile 64 or 128, key block 32, 64 or 128).

    The SIMT kernel (`kernel=simt`; FMA on CUDA cores, any element type,
    any static head dim up to 256) uses one thread per query row.

    `kernel=reference` generates instead the reference kernel that checks
    the others on large problems: one thread per query row, two passes over
    every key straight from global memory (the row max, then the weights,
    their sum and the weighted values), f32 outputs, no tiling or online
    rescaling (`variant: "reference"` in the manifest).

    `kernel=structured` generates the kernel of the structured path: the
    same interface, and as its body the attention op itself on tensors
    (`bufferization.to_tensor` of strided global memrefs built from the
    pointer, size and stride arguments; the results materialized in place
    into the output memrefs), which the project's stages then lower:
    `attn-tile-parallel`, `attn-tile-kv{split-kv=never}`,
    `attn-decompose-online-attention`, `attn-bufferize-kernels`,
    `attn-promote-to-shared-memory` and `attn-map-to-gpu`
    (`attn-to-nvvm-pipeline{kernel=structured}` runs them). Its tiles are
    those the tiling stages choose from the same chip and options; its
    shared memory is known only after `attn-map-to-gpu`.

    The kernel of an op, its tiles and its options are its
    `#attn.kernel_config` (`attn.kernel_config`, from
    `attn-select-kernel-config`): an op that carries one gets that kernel,
    checked against the chip, and the options below apply only to ops
    without one. The generated `gpu.func` carries the configuration.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect", "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect"
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target description the tiles are chosen from (sm_80, sm_90)">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"auto\"",
           "Which kernel: mma (tensor cores), simt, auto (mma where it "
           "applies), structured (the op on tensors, for the project's "
           "stages to lower), or reference (the naive checking kernel)">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query rows per workgroup (0: from the target)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Keys per block (0: from the target)">
  ];
}

def AttnSelectKernelConfigPass
    : Pass<"attn-select-kernel-config", "::mlir::ModuleOp"> {
  let summary = "Choose the GPU kernel and tiles of each attn.attention once, as an #attn.kernel_config";
  let description = [{
    The one tile selection of the GPU lowering: for each `attn.attention`,
    chooses the kernel (tensor cores, SIMT, cooperative matrices, the
    structured kernel or the reference one), its query tile and key block,
    and its options (lanes per row, Q held in registers), from the target
    description (`target=nvvm`: NVIDIA chip `chip`) or the Vulkan target
    env's limits (`target=spirv`: `target-env`), and attaches them to the op
    as `attn.kernel_config = #attn.kernel_config<...>`, with what they imply
    (invocations per workgroup, workgroup memory, K/V stages, the matrix
    instruction's shape). `convert-attn-to-gpu` and
    `convert-attn-to-gpu-vulkan` build the kernel it names,
    `attn-report-tiles` reports it, and the tiling stages of a structured
    kernel take its tiles. A configuration already on an op is replaced.

    ```mlir
    %0 = attn.attention ... {attn.kernel_config = #attn.kernel_config<
        kind = mma_sync, tile_m = 128, tile_n = 64, workgroup_size = 128,
        shared_memory_bytes = 81920, kv_stages = 2, q_in_registers = true,
        mma_shape = [16, 8, 16]>}
    ```
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"nvvm\"",
           "The kind of GPU: nvvm (NVIDIA, through NVVM) or spirv (Vulkan)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "NVIDIA chip (target=nvvm): sm_80, sm_90">,
    Option<"targetEnv", "target-env", "std::string", /*default=*/"\"lavapipe\"",
           "Vulkan target (target=spirv): lavapipe, nvidia, generic, or a "
           "#spirv.target_env attribute">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"auto\"",
           "Which kernel: auto; for nvvm mma, simt, structured or reference; "
           "for spirv cooperative-matrix, simt or reference">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query rows per workgroup (0: from the target)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Keys per block (0: from the target)">,
    Option<"lanesPerRow", "lanes-per-row", "int64_t", /*default=*/"1",
           "Lanes of a subgroup that share one query row (spirv SIMT kernel)">
  ];
  let statistics = [
    Statistic<"numSelected", "num-selected",
              "Attention ops given a kernel configuration">
  ];
}

def ConvertAttnToGPUVulkanPass
    : Pass<"convert-attn-to-gpu-vulkan", "::mlir::ModuleOp"> {
  let summary = "Generate one Vulkan compute kernel (gpu.module + gpu.func) "
                "per attn.attention, ready for convert-gpu-to-spirv";
  let description = [{
    The SIMT kernel of `convert-attn-to-gpu` (one workgroup per batch
    element and query tile, one invocation per query row, K and V blocks in
    workgroup memory between barriers, online softmax with exp2, causal
    blocks above the diagonal never loaded) with the interface Vulkan
    compute shaders have: every tensor is a storage buffer (descriptor set
    0, binding i in the order of the manifest's `bindings`) and the scale,
    the lengths, the batch sizes and every element stride are 32-bit words
    of one parameter buffer (the last binding). f16 tensors are stored as
    f16 (16-bit storage), bf16 tensors as their 16-bit patterns (converted
    to and from f32 in the kernel: SPIR-V has no bf16 arithmetic), boolean
    masks as one byte per element.

    With `lanes-per-row` = L > 1, L consecutive lanes of a subgroup share a
    query row: each holds every L-th element of q and of the accumulator
    (L times fewer registers per invocation), and the row's scores are
    summed across its lanes with subgroup shuffles (xor), so the target
    must support them (GroupNonUniformShuffle); the workgroup has
    tile-m × L invocations.

    The `spirv.target_env` (a preset, `lavapipe`, `nvidia` or `generic`, or
    the attribute itself) is attached to each kernel module. It bounds the
    tiles: the query tile (workgroup size) is at most the target's
    invocations per workgroup, the key block the largest of 32, 16, 8 keys
    whose f32 K and V blocks fit its shared memory. A kernel that exceeds the
    shared memory or invocation limits, or needs a capability the target
    lacks (16-bit storage and Float16 for f16, Int16 for bf16, 8-bit storage
    and Int8 for boolean masks), is rejected with a diagnostic.

    `kernel=reference` generates the reference kernel of
    `convert-attn-to-gpu` (two passes over the keys per row, f32 outputs)
    with this interface.

    `kernel=cooperative-matrix` generates the kernel on cooperative
    matrices (SPV_KHR_cooperative_matrix): one subgroup per 16 query rows,
    S = Q·Kᵀ and O += P·V as 16x16x16 f16 x f16 -> f32 products (Q
    fragments and the O accumulators in registers), the online softmax
    (scaling, masking, row max with subgroup shuffles, exp2) as scalar code
    on the scores in workgroup memory; O is rescaled (through workgroup
    memory) only when a row's max rises by more than 8 in log2 units. The query
    tile is 64, 32 or 16 rows and the key block 64, 32 or 16 keys, the
    largest whose f16 Q, K, V, P and f32 S, O tiles fit the target's shared
    memory. It needs the CooperativeMatrixKHR capability, the extension, a
    16x16x16 f16/f32 subgroup entry in the target env's
    `cooperative_matrix_properties_khr` (the `nvidia` preset has them), a
    subgroup size that is a multiple of 16, f16 query, key and value and
    head dims that are multiples of 16. `kernel=auto` takes it whenever
    that holds and lanes-per-row is 1, the SIMT kernel otherwise.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect", "::mlir::scf::SCFDialect",
    "::mlir::spirv::SPIRVDialect"
  ];
  let options = [
    Option<"targetEnv", "target-env", "std::string", /*default=*/"\"lavapipe\"",
           "Vulkan target: lavapipe, nvidia, generic, or a #spirv.target_env "
           "attribute">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"auto\"",
           "Which kernel: cooperative-matrix, simt, auto (cooperative "
           "matrices where the target env and the op allow them) or "
           "reference (the naive checking kernel)">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query rows per workgroup (0: from the target)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Keys per block (0: from the target)">,
    Option<"lanesPerRow", "lanes-per-row", "int64_t", /*default=*/"1",
           "Consecutive subgroup lanes sharing a query row (a power of 2 "
           "dividing the subgroup size and the head dims); their partial dot "
           "products are summed with subgroup shuffles">
  ];
}

def AttnMapToGPUPass : Pass<"attn-map-to-gpu", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Map the bufferized, promoted workgroup of a kernel onto "
                "blocks, threads and shared memory";
  let description = [{
    The last stage of the structured NVVM path. It takes a kernel made by
    `convert-attn-to-gpu{kernel=structured}` once its attention op has been
    tiled (`attn-tile-parallel`, `attn-tile-kv`), decomposed into linalg
    ops, bufferized (`attn-bufferize-kernels`) and promoted
    (`attn-promote-to-shared-memory`), and makes it a kernel of blocks and
    threads:

    - **Workgroups to blocks.** The kernel's one `scf.forall` of
      workgroups (batch dims by 1, then query tiles) becomes its body, run
      by block (x, y) for query tile x and batch element y (the innermost
      batch dim fastest): the grid rule of the kernel's `attn.abi`.
    - **Buffers to shared memory.** Every `memref.alloc` of the workgroup
      (the promoted tiles, and the score, accumulator and row temporaries
      of the online softmax, which threads share) becomes a `memref.view`
      of the kernel's dynamic shared memory, sized by the alloc's static
      bound; buffers allocated inside different KV loops share memory. The
      total must fit the chip's shared memory per block; the ABI's
      `dynamic_shared_memory_bytes` and `shared_memory_bytes` are set to it.
    - **Copies to asynchronous copies.** The copies the promotion stage
      made (global into workgroup memory) are spread over all threads,
      consecutive threads on consecutive chunks of a row (coalesced): 16
      bytes per `nvgpu.device_async_copy` (cp.async) where rows are whole
      16-byte chunks and the ABI guarantees 16-byte aligned rows, 4 bytes
      for other f32 rows, one element otherwise. Each thread commits its
      copies as one group and waits for them before the promotion's
      barriers, so block j + 1 loads while block j is computed.
    - **Linalg ops to threads.** Every other linalg op (and `memref.copy`)
      runs its parallel iteration points spread over the threads
      (consecutive points to consecutive threads), each point's reductions
      sequentially in one thread, followed by a barrier, so the next op
      sees its results whatever thread made them.
    - `math.exp2` and `math.log2` on f32 become the fast hardware
      instructions (`ex2.approx.ftz`, `lg2.approx.ftz`).

    Diagnostics name the kernel and what is missing: no workgroup loop or
    more than one, a loop that is not the kernel's grid, a buffer without a
    static bound, shared memory beyond the chip's.
  }];
  let dependentDialects = [
    "::mlir::affine::AffineDialect", "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect", "::mlir::nvgpu::NVGPUDialect",
    "::mlir::scf::SCFDialect"
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "NVIDIA chip whose target description bounds shared memory "
           "(sm_80, sm_90)">
  ];
  let statistics = [
    Statistic<"numAsyncCopies", "num-async-copies",
              "Number of promoted copies made asynchronous">,
    Statistic<"numDistributed", "num-distributed",
              "Number of linalg ops spread over the threads">
  ];
}

def AttnSPIRVDontUnrollPass
    : Pass<"attn-spirv-dont-unroll", "::mlir::spirv::ModuleOp"> {
  let summary = "Ask the Vulkan driver not to unroll the kernel's loops";
  let description = [{
    Sets the `DontUnroll` loop control on every structured loop
    (`spirv.mlir.loop`) of a SPIR-V module. `attn-to-spirv-pipeline` runs
    it for CPU Vulkan devices (the `lavapipe` preset, or a target env whose
    device type is CPU): software drivers JIT-compile shaders with LLVM and
    fully unroll loops with constant trip counts, which on the attention
    kernel's head-dim and key-block loops takes minutes per shader and makes
    slower code. GPUs keep the driver's choice.
  }];
}

#endif // ATTN_CONVERSION_PASSES_TD
