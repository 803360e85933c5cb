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
    `auto` for f16 and bf16 inputs with head dims that are multiples of 8
    from 8 to 256) is FlashAttention-2's (four warps per workgroup, the Q
    tile and double-buffered K and V blocks in XOR-swizzled dynamic shared
    memory filled by `cp.async`, `ldmatrix` and `mma.sync.m16n8k16` with f32
    accumulation, the online softmax on the accumulator fragments). This
    pass makes its interface and, as its body, the attention op on tensors
    over the kernel's arguments (`attn.pointer_to_memref` views) with its
    kernel configuration; `attn-tile-parallel`, `attn-tile-kv`,
    `attn-promote-to-shared-memory` and `attn-lower-tiled-attention-to-mma`
    write its code (the NVVM pipeline runs them). Its operands must be contiguous along the head dims and
    16-byte aligned (the manifest's `contiguous_dims`, `alignment_bytes`),
    and its shared memory is dynamic (`dynamic_shared_memory_bytes`, set by
    the launcher). Tiles come from the target description (query tile 64
    or 128, key block 32, 64 or 128).

    On `sm_90a`, `kernel=wgmma` makes the same kernel for the warpgroup
    tensor cores (`wgmma.mma_async`; the ops the mma.sync kernel takes,
    and `kernel=auto` takes it on sm_90a for head dims of at least 64):
    the same interface and tiles, its code written by the same stages
    (`attn-lower-tiled-attention-to-mma` on a `wgmma` configuration).

    The SIMT kernel (`kernel=simt`; FMA on CUDA cores, any element type,
    any static head dim up to 256) uses one thread per query row.

    `kernel=reference` generates instead the reference kernel that checks
    the others on large problems: one thread per query row, two passes over
    every key straight from global memory (the row max, then the weights,
    their sum and the weighted values), f32 outputs, no tiling or online
    rescaling (`variant: "reference"` in the manifest).

    The kernel of an op, its tiles and its options are its
    `#attn.kernel_config` (`attn.kernel_config`, from
    `attn-select-kernel-config`): an op that carries one gets that kernel,
    checked against the chip, and the options below apply only to ops
    without one. The generated `gpu.func` carries the configuration.

    Packed variable-length sequences (`attn.varlen_attention`) get one
    kernel for all sequences (`gpu.module @attn_varlen_kernel_<i>`): the
    kernel of one sequence's attention (its configuration is that
    attention's), whose body views each tensor from its sequence's first
    row. Sequence `blockIdx.z` has query rows `[cu_q[z], cu_q[z + 1])` and
    keys `[cu_k[z], cu_k[z + 1])` (the `cu_q` and `cu_k` pointer arguments,
    i32), so m and n are read in the kernel, not passed; the grid's x dim
    covers the longest sequence's query tiles and the workgroups past a
    shorter sequence's last tile return at once (the `attn.abi` entry
    `sequence_offsets`). No padding is computed. There is no reference
    kernel of it (it checks one sequence at a time): it is refused.

    A paged KV cache (`attn.paged_attention`) likewise gets one kernel for
    all sequences (`gpu.module @attn_paged_kernel_<i>`), on the tensor
    cores: sequence `blockIdx.z` views Q, O and the LSE from its part (their
    `sequence` dim), has `seq_lens[z]` keys, and its keys are the tensor
    gather of its pages through its row of `block_table` (the `attn.abi`
    entry `paged_cache`; the caches' dims are `page`, then a page's keys as
    `n`). The tensor-core lowering reads each key block from its page in
    place, so the page size must be a static multiple of the key block
    (`attn-select-kernel-config` picks one that divides it); other pages,
    f32 and SIMT configurations are refused.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect", "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect", "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect"
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target description the tiles are chosen from (sm_80, sm_90, "
           "sm_90a)">,
    Option<"kernel", "kernel", "std::string", /*default=*/"\"auto\"",
           "Which kernel: mma (tensor cores), wgmma (sm_90a warpgroup "
           "tensor cores), simt, auto (mma where it "
           "applies), or reference (the naive checking kernel)">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query rows per workgroup (0: from the target)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Keys per block (0: from the target)">
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
    compute shaders have. Its body is the op on tensors over views of the
    storage buffers (`attn.pointer_to_memref`), carrying its kernel
    configuration, for `attn-tile-parallel`, `attn-tile-kv` and
    `attn-lower-tiled-attention-to-simt` (as in `attn-to-spirv-pipeline`).
    Every tensor is a storage buffer (descriptor set
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
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::spirv::SPIRVDialect"
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

#endif // ATTN_CONVERSION_PASSES_TD
