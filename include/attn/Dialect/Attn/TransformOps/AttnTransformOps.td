//===- AttnTransformOps.td - attn transform ops ------------*- tablegen -*-===//
//
// Transform-dialect ops for scripting the attn lowering.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMOPS_ATTNTRANSFORMOPS_TD
#define ATTN_DIALECT_ATTN_TRANSFORMOPS_ATTNTRANSFORMOPS_TD

include "mlir/Dialect/Transform/IR/TransformDialect.td"
include "mlir/Dialect/Transform/Interfaces/TransformInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/IR/OpBase.td"

def PromoteWorkgroupTilesOp
    : Op<Transform_Dialect, "attn.promote_workgroup_tiles",
         [FunctionalStyleTransformOpTrait, MemoryEffectsOpInterface,
          TransformEachOpTrait, TransformOpInterface]> {
  let summary = "Copy a workgroup's Q tile and K/V blocks into fast memory";
  let description = [{
    What `attn-promote-to-shared-memory` does, for the `scf.forall`
    workgroups the handle points to (bufferized IR): the tiles the
    workgroup's linalg ops only read from outside memory are copied into
    buffers of the target's fast memory, with barriers and double-buffered
    KV blocks as the target description says (`target_name`: host, sm_80,
    sm_90, lavapipe, vulkan); `stages` (1 or 2, 0: from the target) and
    `pad_bytes` (-1: from the target) as the pass options of the same names.

    Returns the same workgroups. A silenceable failure when a handle points
    to something other than an `scf.forall`; a definite one when the
    buffers exceed the target's shared memory.
  }];
  let arguments = (ins TransformHandleTypeInterface:$target,
                   DefaultValuedAttr<StrAttr, "\"host\"">:$target_name,
                   DefaultValuedAttr<I64Attr, "0">:$stages,
                   DefaultValuedAttr<I64Attr, "-1">:$pad_bytes);
  let results = (outs TransformHandleTypeInterface:$transformed);
  let assemblyFormat = "$target attr-dict `:` functional-type(operands, results)";
  let extraClassDeclaration = [{
    ::mlir::DiagnosedSilenceableFailure applyToOne(
        ::mlir::transform::TransformRewriter &rewriter,
        ::mlir::Operation *target,
        ::mlir::transform::ApplyToEachResultList &results,
        ::mlir::transform::TransformState &state);
  }];
}

#endif // ATTN_DIALECT_ATTN_TRANSFORMOPS_ATTNTRANSFORMOPS_TD
