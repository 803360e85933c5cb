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

    This is the SIMT kernel (FMA on CUDA cores); head dims must be static.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect"
  ];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90\"",
           "Target description the tiles are chosen from (sm_80, sm_90)">,
    Option<"tileM", "tile-m", "int64_t", /*default=*/"0",
           "Query rows (threads) per workgroup (0: from the target)">,
    Option<"tileN", "tile-n", "int64_t", /*default=*/"0",
           "Keys per block (0: from the target)">
  ];
}

#endif // ATTN_CONVERSION_PASSES_TD
