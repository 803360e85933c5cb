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

#endif // ATTN_DIALECT_ATTN_IR_ATTNBASE_TD
