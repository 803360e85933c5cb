//===- Passes.td - attn passes on GPU kernels -------------*- tablegen -*-===//
//
// Passes of the GPU lowering that transform, rather than convert: the one
// choice of each attention op's kernel configuration, the tensor-core, SIMT
// and cooperative-matrix code of a tiled attention nest, and SPIR-V
// loop-control hints.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_GPUTRANSFORMS_PASSES_TD
#define ATTN_DIALECT_ATTN_GPUTRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AttnSelectKernelConfigPass
    : Pass<"attn-select-kernel-config", "::mlir::ModuleOp"> {
  let summary = "Choose the GPU kernel and tiles of each attention op once, as an #attn.kernel_config";
  let description = [{
    The one tile selection of the GPU lowering: for each `attn.attention`,
    chooses the kernel (tensor cores, SIMT, cooperative matrices or the
    reference one), its query tile and key block,
    and its options (lanes per row, Q held in registers), from the target
    description (`target=nvvm`: NVIDIA chip `chip`) or the Vulkan target
    env's limits (`target=spirv`: `target-env`), and attaches them to the op
    as `attn.kernel_config = #attn.kernel_config<...>`, with what they imply
    (invocations per workgroup, workgroup memory, K/V stages, the matrix
    instruction's shape). `convert-attn-to-gpu` and
    `convert-attn-to-gpu-vulkan` build the kernel it names,
    `attn-report-tiles` reports it, the tiling stages take its tiles and
    `attn-promote-to-shared-memory` its promotions. A configuration already
    on an op is replaced. With `target=nvvm`, each `attn.varlen_attention`
    gets the configuration of one of its sequences' attention (its NVVM
    kernel runs that attention on each sequence), and so does each
    `attn.paged_attention`, on the tensor cores only and with a key block
    that divides the page size (its kernel reads each block from one page).

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
           "Which kernel: auto; for nvvm mma, wgmma, simt or reference; "
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

def AttnLowerTiledAttentionToMmaPass
    : Pass<"attn-lower-tiled-attention-to-mma", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower the tiled attention nest of a tensor-core kernel to "
                "mma.sync or wgmma code";
  let description = [{
    The tensor-core stage of the NVVM pipeline. It takes a kernel made by
    `convert-attn-to-gpu` with an `mma_sync` kernel configuration (the
    attention op on tensors over the kernel's arguments) once
    `attn-tile-parallel` and `attn-tile-kv` have tiled it with the
    configuration's tiles, and writes its tensor-core code:

    - **Workgroups to blocks.** The `scf.forall` of workgroups (batch dims
      by 1, query tiles by `tile_m`) becomes block (x, y): query tile x of
      batch element y, the innermost batch dim fastest (the grid rule of the
      kernel's `attn.abi`); causal tiles run longest first.
    - **Key blocks.** Each KV loop of `attn.online_attention` steps becomes
      a loop over the same key blocks, from the same bounds (the tiling's
      causal block skipping and its peeling into unmasked and masked
      blocks, cloned with the workgroup's indices). Its body is one block
      step on tensor cores: K and V blocks copied to XOR-swizzled dynamic
      shared memory by `cp.async`, the next one in flight (two stages),
      S = Q·Kᵀ on `mma.sync` m16n8k16 with f32 accumulation, masking where
      the tiling made the step masked (causal, with the diagonal from its
      `causal_offset`; an explicit mask; fewer than `tile_n` keys), the
      online-softmax update with lazy rescaling on the fragments (row
      reductions by quad shuffles), O += P·V with P repacked in registers.
      Unmasked blocks keep raw scores when the scale is positive.
    - **wgmma (sm_90a).** A kernel whose configuration is of kind `wgmma`
      gets the same structure with the products on the warpgroup's tensor
      cores: its four warps are one warpgroup, the Q tile and the K and V
      blocks are in 128-byte swizzle atoms (64-column blocks of 128-byte
      rows, 1024-byte aligned), S = Q·Kᵀ is `wgmma.mma_async` m64nNk16
      with both operands read from shared memory by matrix descriptors
      (K-major), O += P·V takes P from registers (the accumulator layout
      of S is the A layout of P) and V by a transposed (MN-major)
      descriptor; `fence.proxy.async` orders the copies before the tensor
      cores read them. The chip must be `sm_90a`.
    - **Finalisation.** O = acc / sum (0 where sum = 0) and the LSE are
      stored from the fragments into the kernel's outputs.

    The block step, its copies and the finalisation are written by
    `attn/Conversion/MmaAttention.h`. A nest that is not what the
    configuration says (key blocks or query tiles of other sizes, a split-KV
    nest, an op not tiled) is an error that says what was expected.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect"
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "NVIDIA chip whose target description pads shared-memory rows "
           "(sm_80, sm_90)">,
    Option<"pingPong", "ping-pong", "bool", /*default=*/"false",
           "Warp-specialized wgmma kernels of two consumer warpgroups: they take "
           "turns at the tensor cores (named barriers), one's softmax "
           "beside the other's products (measured slower on an H100, so "
           "not the default)">,
    Option<"overlapSoftmax", "overlap-softmax", "bool", /*default=*/"true",
           "Warp-specialized wgmma kernels of tile-m 128 or 192 (one m64 slice per "
           "consumer): each consumer issues a block's Q·Kᵀ, then the "
           "previous block's P·V, and computes the block's softmax while "
           "that P·V runs">,
    Option<"persistent", "persistent", "std::string", /*default=*/"\"off\"",
           "Warp-specialized wgmma kernels with persistent workgroups (at "
           "most one a multiprocessor, each running query tiles x, x + "
           "grid, ..., causal ones pairs of tiles with the same key blocks; "
           "the manifest says so to the launcher), the producer copying the "
           "next tile's Q and first key blocks while the consumers finish a "
           "tile; never with ping-pong: off, non-causal (the kernels without "
           "causal masking) or on (all)">,
    Option<"keyMaskPerBlock", "key-mask-per-block", "bool", /*default=*/"false",
           "A mask without a query dim (a key-padding mask) read once per key "
           "block, a lane a key (a ballot of 32 keys' visibility, or each "
           "lane's additive values shuffled to the threads), before the "
           "block's scores are waited for, instead of per score; not the "
           "default until checked on a GPU">
  ];
  let statistics = [
    Statistic<"numLowered", "num-lowered",
              "Tiled attention nests lowered to tensor-core code">
  ];
}

def AttnLowerTiledAttentionToCoopMatrixPass
    : Pass<"attn-lower-tiled-attention-to-coop-matrix",
           "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower the tiled attention nest of a cooperative-matrix "
                "Vulkan kernel to subgroup-matrix code";
  let description = [{
    The cooperative-matrix stage of the Vulkan pipeline. It takes a kernel
    made by `convert-attn-to-gpu-vulkan` with a `cooperative_matrix` kernel
    configuration (the attention op on tensors over the views of the
    kernel's storage buffers) once `attn-tile-parallel` and `attn-tile-kv`
    have tiled it with the configuration's tiles, and writes its code:

    - **Workgroups to blocks**, as `attn-lower-tiled-attention-to-simt`
      does on Vulkan (query tile x of batch element y, in workgroup order);
      each subgroup owns G groups of 16 query rows of the tile, G = tile_m /
      (16 x the subgroups of the configuration's workgroup size): two by
      default. The Q tile is staged once in f16 workgroup memory and each
      group's Q fragments loaded from it (`gpu.subgroup_mma_load_matrix`).
    - **Key blocks.** Each KV loop becomes a loop over the same key blocks,
      from the tiling's bounds. Its body stages the K and V blocks in f16
      workgroup memory (zeros past N on masked blocks), computes S = Q·Kᵀ
      on 16x16x16 matrices (`gpu.subgroup_mma_compute`, K read
      column-major, each K matrix loaded once for the subgroup's G groups)
      into workgroup memory, where the row's lanes scale it,
      mask it where the tiling made the step masked (keys past N, the
      causal diagonal from its `causal_offset`, the mask operand), reduce
      the row max by subgroup shuffles, rescale O lazily (only when some
      row of the subgroup rises more than 8 ln 2 above its max) and write
      P in f16; O += P·V on matrices, O in registers across the blocks.
    - **Finalisation.** O = O / sum (0 where sum = 0) and the LSE are
      stored for the rows below M.

    Every block of a causal attention takes the masked step (one loop over
    the blocks), as on the Vulkan SIMT kernel. `convert-gpu-to-spirv`
    lowers the matrix ops to `SPV_KHR_cooperative_matrix` where the target
    env declares it. The code is `attn/Conversion/CoopMatrixAttention.h`'s.
    A nest that is not what the configuration says (tiles or head dims that
    are not multiples of 16, inputs that are not f16, a workgroup whose
    subgroups cannot split the tile's rows into 16-row groups, no
    `spirv.target_env`) is an error that says what was expected.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::spirv::SPIRVDialect"
  ];
  let statistics = [
    Statistic<"numLowered", "num-lowered",
              "Tiled attention nests lowered to cooperative-matrix code">
  ];
}

def AttnLowerTiledAttentionToSimtPass
    : Pass<"attn-lower-tiled-attention-to-simt", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower the tiled attention nest of a SIMT kernel to SIMT code";
  let description = [{
    The SIMT stage of the NVVM and Vulkan pipelines: on NVVM the kernel for
    what the tensor cores do not take (f32, head dims that are not
    multiples of 8, the `simt` kernel asked for), on Vulkan the
    subgroup/scalar kernel (what the cooperative matrices do not take). It
    takes a kernel made by `convert-attn-to-gpu` or
    `convert-attn-to-gpu-vulkan` with a `simt` kernel configuration (the
    attention op on tensors over the kernel's arguments) once
    `attn-tile-parallel` and `attn-tile-kv` have tiled it with the
    configuration's tiles, and writes its SIMT code:

    - **Workgroups to blocks**, as `attn-lower-tiled-attention-to-mma` does
      (query tile x of batch element y; causal tiles longest first); each
      invocation owns one query row of the tile (or `lanes_per_row` lanes
      share it, summing the dot products with subgroup shuffles).
    - **Key blocks.** Each KV loop becomes a loop over the same key blocks,
      from the tiling's bounds. Its body stages the K and V blocks in f32
      workgroup memory (zeros past N on masked blocks), then each
      invocation computes its row's scores against the block from its
      scaled query row (private memory), masks them where the tiling made
      the step masked (keys past N, the causal diagonal from its
      `causal_offset`, the mask operand) and folds them into its
      online-softmax state and accumulator row.
    - **Finalisation.** O = acc / sum (0 where sum = 0) and the LSE are
      stored for the rows below M.

    The target is the kernel's: where a `spirv.target_env` encloses it,
    Vulkan's (elements of the storage buffers the views are over, bf16 from
    its i16 storage; GLSL.std.450 exp2/log2; workgroup memory `memref.alloc`
    in memory space 3 and private arrays `memref.alloca` in space 6, which
    `convert-gpu-to-spirv` maps; head-dim loops kept on CPU devices), NVVM's
    otherwise (global pointers, ex2/lg2.approx, workgroup and private
    attributions). On Vulkan, every block takes the masked step (one loop
    over the blocks) on CPU devices and for causal attention, whose query
    tiles also run in workgroup order rather than longest first (measured
    choices: see docs/Rationale.md). The code is
    `attn/Conversion/SimtAttention.h`'s. A nest
    that is not what the configuration says is an error that says what was
    expected.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::spirv::SPIRVDialect"
  ];
  let statistics = [
    Statistic<"numLowered", "num-lowered",
              "Tiled attention nests lowered to SIMT code">
  ];
}

def AttnLowerTiledBackwardToMmaPass
    : Pass<"attn-lower-tiled-backward-to-mma", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Lower the tiled gradient passes of the tensor-core backward "
                "kernels to mma.sync code";
  let description = [{
    The tensor-core stage of the backward in the NVVM pipeline. It takes the
    two kernels `convert-attn-to-gpu` makes of an `attn.attention_backward`
    (each holds one pass of `attn-tile-backward` on tensors over the kernel's
    arguments) and writes their tensor-core code:

    - **Workgroups to blocks.** The query pass's `scf.forall` (batch dims by
      1, query tiles by `tile_m`) and the key pass's (the batch dims K and V
      have by 1, key blocks by `tile_n`) become block (x, y): tile x of batch
      element y, the innermost batch dim fastest; causal query tiles run
      longest first. The key pass's steps of grouped-query attention run
      over every query tile of every query head of the K/V group (the group
      dim, whole in each step, one step per group member).
    - **Steps.** Each loop of `attn.backward_dq_step` (over key blocks) or
      `attn.backward_dkdv_step` (over query tiles) becomes a loop over the
      same tiles, from the same bounds (the tiling's causal skipping and its
      split into masked and unmasked steps, cloned with the workgroup's
      indices); an unmasked loop's last, ragged tile runs as a masked one.
      Its body is one step on tensor cores: the step's tiles copied to
      swizzled dynamic shared memory by `cp.async` (the next one in flight),
      the scores and dO·Vᵀ on `mma.sync` m16n8k16 (the key pass computes them
      transposed, keys as rows), P recomputed from the LSE, dS = P (dP - D),
      and dQ += dS·K, or dV += Pᵀ·dO and dK += dSᵀ·Q, with P and dS repacked
      in registers.
    - **Finalisation.** The query pass computes D = rowsum(dO ∘ O) of its
      rows before its steps and stores it, with c = 1 / row sums and dQ =
      scale acc c, after them; the key pass stores dK = scale acc and dV.

    The steps, copies and finalisation are written by
    `attn/Conversion/MmaBackward.h`. A nest that is not what the kernel's
    configuration says is an error that says what was expected.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect"
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "NVIDIA chip whose target description pads shared-memory rows "
           "(sm_80, sm_90)">
  ];
  let statistics = [
    Statistic<"numLowered", "num-lowered",
              "Tiled gradient passes lowered to tensor-core code">
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

def AttnSPIRVBF16MatricesPass
    : Pass<"attn-spirv-bf16-matrices", "::mlir::spirv::ModuleOp"> {
  let summary = "Read the A and B matrices of bf16 cooperative-matrix kernels "
                "as bf16";
  let description = [{
    The gpu dialect's subgroup matrices have no bf16 element type (MLIR 22:
    f16, f32, f64, i8, i32), so `attn-lower-tiled-attention-to-coop-matrix`
    builds a bf16 kernel with f16 matrices whose memory holds bf16 patterns
    (Q, K, V staged as their 16-bit words, P rounded to bf16 and stored as
    such) and marks its function `attn.bf16_matrices`. On such a function
    of a SPIR-V module (`convert-gpu-to-spirv` copies the mark), this pass
    gives every `spirv.KHR.CooperativeMatrixLoad` of an f16 `MatrixA` or
    `MatrixB` the bf16 type (SPV_KHR_bfloat16: the load reinterprets the
    16-bit words it reads) and removes the mark. Such a load used by
    anything but `spirv.KHR.CooperativeMatrixMulAdd` is an error (the
    products are the only use the kernel makes of them). Run after
    `spirv-update-vce`: it adds the `BFloat16TypeKHR` and
    `BFloat16CooperativeMatrixKHR` capabilities and `SPV_KHR_bfloat16` to the
    module's requirements where it retyped a load (MLIR 22's deduction
    misses the second).
  }];
}

def AttnMarkTensorMapParametersPass
    : Pass<"attn-mark-tensor-map-parameters", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Make the tensor-map arguments of TMA kernels 128-byte "
                "__grid_constant__ parameters";
  let description = [{
    A kernel whose copies are TMA's (`copy = tma`) takes each tensor map (a
    128-byte `CUtensorMap` the launcher encodes) by value in its parameter
    space, as CUDA's `const __grid_constant__ CUtensorMap` does: the copies
    read it through its generic address, with no copy to global memory per
    launch. The kernel builder gives such an argument the generic
    `!llvm.ptr` type and names it in the kernel's `attn.abi` (`type =
    "tensor_map"`); MLIR 22's `convert-gpu-to-nvvm` drops `llvm.byval` from
    `gpu.func` arguments and the NVVM dialect accepts `nvvm.grid_constant`
    on `llvm.func` kernels only. This pass, run on the kernel modules after
    `convert-gpu-to-nvvm`, sets `llvm.byval = !llvm.array<128 x i8>`,
    `llvm.align = 64` and `nvvm.grid_constant` on those arguments of each
    kernel `llvm.func`; the NVPTX backend then declares
    `.param .align 64 .b8 NAME[128]` and takes its address with
    `cvta.param`.

    ```mlir
    // The kernel's attn.abi names argument 7 a tensor map:
    //   {name = "q_tensor_map", type = "tensor_map", tensor = "q", ...}
    llvm.func @attention(..., %q_map: !llvm.ptr, ...)
    // becomes
    llvm.func @attention(..., %q_map: !llvm.ptr {llvm.align = 64 : i64,
        llvm.byval = !llvm.array<128 x i8>, nvvm.grid_constant}, ...)
    ```

    A kernel whose `attn.abi` names a tensor map at an argument that is not
    a generic pointer is an error.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
  let statistics = [
    Statistic<"numMarked", "num-marked",
              "Tensor-map arguments made __grid_constant__ parameters">
  ];
}

def AttnSPIRVGuardLoopResultsPass
    : Pass<"attn-spirv-guard-loop-results", "::mlir::gpu::GPUModuleOp"> {
  let summary = "Give loops that may run zero times their initial values as "
                "results on the way to SPIR-V";
  let description = [{
    MLIR 22's `scf.for` to SPIR-V conversion keeps a loop's results in
    function variables that only the loop body stores: a loop that runs zero
    times leaves them undefined, where its results must be its initial
    values (llvm/llvm-project#211981, fixed upstream after 22.1). The tiled
    kernels have such loops in every workgroup (the masked key blocks after
    the unmasked ones are none when N is a multiple of the key block; a
    causal workgroup may see no key), and lavapipe then returned wrong rows
    silently.

    This pass, run on the kernel modules right before
    `convert-gpu-to-spirv`, puts each `scf.for` with results whose trip
    count is not a known positive constant under
    `scf.if (lower bound < upper bound)`, whose else branch yields the
    initial values (`scf.if` results are stored on both branches):

    ```mlir
    %r = scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (f32) {...}
    // becomes
    %nonempty = arith.cmpi slt, %lb, %ub : index
    %r = scf.if %nonempty -> (f32) {
      %l = scf.for %i = %lb to %ub step %s iter_args(%a = %init) -> (f32) {...}
      scf.yield %l : f32
    } else {
      scf.yield %init : f32
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::scf::SCFDialect"
  ];
  let statistics = [
    Statistic<"numGuarded", "num-guarded",
              "Loops with results put under a non-empty test">
  ];
}

#endif // ATTN_DIALECT_ATTN_GPUTRANSFORMS_PASSES_TD
