//===- Passes.td - attn dialect passes ---------------------*- tablegen -*-===//
//
// Passes on the attn dialect.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
#define ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AttnDecomposeToLinalgPass
    : Pass<"attn-decompose-to-linalg"> {
  let summary = "Lower attn.attention to the materialised reference in linalg";
  let description = [{
    Replaces every `attn.attention` with the naive, materialised computation
    in `linalg.generic` ops on tensors: the full score matrix
    S = scale * Q·Kᵀ in f32, the additive/boolean/causal masks, a softmax
    with max subtraction (rows without any visible key give 0, never NaN),
    P·V in f32, the rounding to the output type, and the log-sum-exp when it
    is requested.

    This is the project's numerical oracle: it shares no code with the
    FlashAttention lowering and favours clarity over speed (its memory grows
    with M×N).
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect", "::mlir::tensor::TensorDialect"
  ];
  let statistics = [
    Statistic<"numDecomposed", "num-decomposed",
              "Number of attention ops lowered to the reference">
  ];
}

def AttnRaiseFromLinalgPass
    : InterfacePass<"attn-raise-from-linalg", "::mlir::FunctionOpInterface"> {
  let summary = "Raise Q·Kᵀ → scale → mask → softmax → ·V in linalg to attn.attention";
  let description = [{
    Finds scaled-dot-product attention spelled as tensor-level linalg ops
    (a contraction of Q and K, a uniform scale, a softmax over the key axis
    and a contraction with V) and replaces it with one `attn.attention`,
    folding transposes into the op's indexing maps. Everything that is not
    attention is left untouched, and a sub-graph whose intermediate values
    are used elsewhere is not raised.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::tensor::TensorDialect",
    "::mlir::attn::AttnDialect"
  ];
  let options = [
    Option<"emitRemarks", "emit-remarks", "bool", /*default=*/"false",
           "Emit a remark on each softmax candidate that was not raised, "
           "saying why">
  ];
  let statistics = [
    Statistic<"numRaised", "num-raised", "Number of attention ops raised">
  ];
}

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
