//===- AttnBase.td - attn dialect definition ---------------*- tablegen -*-===//
//
// The attn dialect: exact scaled-dot-product attention as a first-class op,
// and the attributes it uses.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNBASE_TD
#define ATTN_DIALECT_ATTN_IR_ATTNBASE_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"

def Attn_Dialect : Dialect {
  let name = "attn";
  let cppNamespace = "::mlir::attn";
  let summary = "Exact scaled-dot-product attention and its FlashAttention lowering";
  let description = [{
    The `attn` dialect holds attention as one operation, `attn.attention`,
    so that it can be lowered FlashAttention-style (tiling, online softmax,
    shared-memory promotion, tensor cores) instead of as the materialised
    chain of matmul, softmax and matmul that frontends emit.

    Frontend graphs reach the dialect through `attn-raise-from-linalg`; the
    dialect leaves through `attn-decompose-to-linalg` (the materialised
    reference, kept as the numerical oracle) or the tiled lowering of the
    target pipelines.
  }];
  let useDefaultAttributePrinterParser = 1;
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def Attn_CausalAlignment : I32EnumAttr<"CausalAlignment",
    "alignment of the causal mask when the query and key lengths differ", [
      I32EnumAttrCase<"TopLeft", 0, "top_left">,
      I32EnumAttrCase<"BottomRight", 1, "bottom_right">
    ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::attn";
}

def Attn_CausalAlignmentAttr
    : EnumAttr<Attn_Dialect, Attn_CausalAlignment, "causal"> {
  let summary = "causal mask alignment: top_left or bottom_right";
  let description = [{
    With M queries and N keys, query row `m` may attend to key `n` iff
    `n <= m` (`top_left`) or `n <= m + (N - M)` (`bottom_right`, the
    convention of FlashAttention-2 and of KV-cache decoding, where the last
    query is aligned with the last key). The two agree when M == N.
  }];
}

def Attn_KernelKind : I32EnumAttr<"KernelKind",
    "the GPU kernel an attention op is generated as", [
      I32EnumAttrCase<"MmaSync", 0, "mma_sync">,
      I32EnumAttrCase<"Simt", 1, "simt">,
      I32EnumAttrCase<"Reference", 2, "reference">,
      I32EnumAttrCase<"CooperativeMatrix", 4, "cooperative_matrix">,
      I32EnumAttrCase<"Wgmma", 5, "wgmma">
    ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::attn";
}

def Attn_CopyKind : I32EnumAttr<"CopyKind",
    "how a kernel copies its tiles into workgroup memory", [
      I32EnumAttrCase<"Sync", 0, "sync">,
      I32EnumAttrCase<"Async", 1, "async">,
      I32EnumAttrCase<"Tma", 2, "tma">
    ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::attn";
}

/// The copy kind of a kernel configuration, `sync` (not printed) by default.
def Attn_CopyKindParameter : EnumParameter<Attn_CopyKind> {
  let defaultValue = "::mlir::attn::CopyKind::Sync";
}

/// A matrix instruction's shape, printed and parsed as `[M, N, K]`; empty
/// (not printed) without one.
def Attn_MmaShapeParameter : OptionalArrayRefParameter<"int64_t"> {
  let parser = [{ [&]() -> ::mlir::FailureOr<::llvm::SmallVector<int64_t>> {
    ::llvm::SmallVector<int64_t> shape;
    if ($_parser.parseCommaSeparatedList(
            ::mlir::AsmParser::Delimiter::Square,
            [&] { return $_parser.parseInteger(shape.emplace_back()); }))
      return ::mlir::failure();
    return shape;
  }() }];
  let printer = [{
    $_printer << '[';
    ::llvm::interleaveComma($_self, $_printer);
    $_printer << ']';
  }];
}

def Attn_KernelConfigAttr : AttrDef<Attn_Dialect, "KernelConfig"> {
  let mnemonic = "kernel_config";
  let summary = "the GPU kernel chosen for one attention op, and its tiles";
  let description = [{
    Every decision the GPU lowering takes for one `attn.attention`, chosen
    once from the target description by `attn-select-kernel-config` (or by
    the conversions themselves when the op carries none) and read by every
    stage after it: the conversions build the kernel it names, the
    generated `gpu.func` carries it, `attn-promote-to-shared-memory` and
    the lowerings of the block step read what the kernel keeps in
    workgroup memory from it, and `attn-report-tiles` reports it. It is the only place
    the tiles of a GPU kernel live.

    - `kind`: `mma_sync` (tensor cores, ldmatrix + mma.sync), `wgmma`
      (sm_90a warpgroup tensor cores: wgmma.mma_async with the tiles in
      shared memory in 128-byte swizzle atoms), `simt` (one
      query row per invocation, or per `lanes_per_row` lanes), `reference`
      (two passes over every key, no tiling), `cooperative_matrix` (Vulkan, VK_KHR_cooperative_matrix);
    - `tile_m`, `tile_n`: the query rows of one workgroup and the keys of one
      block;
    - `workgroup_size`: invocations per workgroup (a `wgmma` kernel: 128,
      one warpgroup, or warp-specialized: a producer warpgroup that issues
      the TMA copies and consumer warpgroups of the query tile's m64
      slices, synchronised by "full" and "empty" mbarriers per K/V buffer:
      384 (two consumers) with tile-m 128 or 256, 512 (three) with tile-m
      192; that needs `copy = tma`);
    - `lanes_per_row`: lanes of a subgroup that share one query row (SIMT);
    - `shared_memory_bytes`: workgroup memory the tiles take;
    - `kv_stages`: K/V buffers in flight (2: double-buffered, which needs
      asynchronous copies);
    - `copy`: how the promoted tiles reach workgroup memory: `sync` (loads
      into registers and stores, by all invocations, between barriers) or
      `async` (`cp.async` of 16-byte chunks, zero-filled past the tensor,
      one commit group per block) or `tma` (wgmma kernels of dense tensors
      on sm_90a: one thread's `cp.async.bulk.tensor` per 64-column box,
      through tensor maps the launcher encodes, in the 128-byte swizzle
      the products read, completing on one mbarrier per K/V buffer);
    - `lazy_rescale`: whether the online softmax keeps a stale row max
      until a block's max exceeds it by 8 ln 2 (the tensor-core and
      cooperative-matrix steps; P stays below 256), instead of rescaling O
      and the sum whenever the max rises;
    - `q_in_registers`: whether Q's operand fragments stay in registers
      across the key loop instead of being re-read every block;
    - `mma_shape`: the matrix instruction's M, N, K (empty without one).

    Example:

    ```mlir
    #attn.kernel_config<kind = mma_sync, tile_m = 128, tile_n = 64,
        workgroup_size = 128, shared_memory_bytes = 81920, kv_stages = 2,
        copy = async, lazy_rescale = true, q_in_registers = true,
        mma_shape = [16, 8, 16]>
    ```
  }];
  let parameters = (ins
    EnumParameter<Attn_KernelKind>:$kind,
    "int64_t":$tile_m,
    "int64_t":$tile_n,
    "int64_t":$workgroup_size,
    DefaultValuedParameter<"int64_t", "1">:$lanes_per_row,
    DefaultValuedParameter<"int64_t", "0">:$shared_memory_bytes,
    DefaultValuedParameter<"int64_t", "1">:$kv_stages,
    Attn_CopyKindParameter:$copy,
    DefaultValuedParameter<"bool", "false">:$lazy_rescale,
    DefaultValuedParameter<"bool", "false">:$q_in_registers,
    Attn_MmaShapeParameter:$mma_shape
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNBASE_TD
