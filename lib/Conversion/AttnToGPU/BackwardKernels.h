//===- BackwardKernels.h - the gradients as two NVVM kernels ----*- C++ -*-===//
//
// The GPU form of an attn.attention_backward: two kernels (each in its own
// gpu.module, <name>_dq and <name>_dkdv), one per pass of the tiled
// backward (attn-tile-backward), launched in this order on one stream:
//
//   attention_backward_dq    workgroups: query tiles (grid x = ceil(m /
//                            tile_m), y = the batch elements); D and c of
//                            its rows go to the workspace tensors d and c
//                            (f32, dims b0.., m), dQ to dq
//   attention_backward_dkdv  workgroups: key blocks (grid x = ceil(n /
//                            tile_n), y = the batch elements of K and V);
//                            reads d and c, writes dK and dV, summed over
//                            the query group of grouped-query attention
//                            (its steps run over every query tile of every
//                            query head of the group)
//
// When dQ is f32, the key pass computes it too: the query pass writes D,
// c and a zero dQ, and the key pass adds every key block's part of dQ to it
// with atomics (its `attn.abi` "accumulates" ["dq"]; "grad_query" says
// which form the pair is). Other dQ types keep the query pass's dQ.
//
// Each kernel's body is its pass, tiled on tensors over the kernel's
// pointer arguments (attn.pointer_to_memref) by the same code as the host's
// attn-tile-backward: workgroups of attn.backward_dq_step or
// attn.backward_dkdv_step loops, which attn-lower-tiled-backward-to-mma
// turns into tensor-core code. The kernels' `attn.abi` has the forward's
// form (tensors, args, loops, tiles), with "kernel" naming the pass,
// "grid_dim" the dim its workgroups tile and "grid_batch_dims" the batch
// dims they run over.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_BACKWARDKERNELS_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_BACKWARDKERNELS_H

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::attn {

/// Whether the tensor-core backward kernels take `op` (emitting why not on
/// the op with `emit`).
LogicalResult supportsBackwardKernels(AttentionBackwardOp op, bool emit);

/// Creates the gpu.modules `name`_dq and `name`_dkdv with the two kernels
/// of `op` at `b`; `target` is the chip's description.
LogicalResult buildBackwardKernels(OpBuilder &b, AttentionBackwardOp op,
                                   const TargetDescription &target,
                                   StringRef name);

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_BACKWARDKERNELS_H
