//===- KernelTensors.h - a tiled kernel's tensors, for its lowering -*- C++ -*-===//
//
// What the lowerings of tiled tensor-core kernels (the forward's
// attn-lower-tiled-attention-to-mma, the backward's
// attn-lower-tiled-backward-to-mma) read off a kernel that
// convert-attn-to-gpu made: each tensor argument's memref (its
// attn.pointer_to_memref) and the manifest's name of each of its dims, from
// the kernel's `attn.abi`; the bounds of the tiled nest, cloned out of it;
// and the clean-up once the nest is replaced.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_KERNELTENSORS_H
#define ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_KERNELTENSORS_H

#include "attn/Conversion/MmaAttention.h"
#include "attn/Conversion/SimtAttention.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace mlir::attn {

/// The tensor arguments of a kernel, by the names of its `attn.abi`.
class KernelTensors {
public:
  explicit KernelTensors(gpu::GPUFuncOp func) : func(func) {}

  /// Reads the tensors; an error on the kernel unless each has an
  /// attn.pointer_to_memref with one dim per manifest dim, and unless every
  /// name in `required` is there.
  LogicalResult read(ArrayRef<StringRef> required);
  bool has(StringRef name) const { return tensors.count(name); }
  /// The size (index) of dim `dim` of tensor `name` (in a paged kernel, n
  /// of the caches is the workgroup's sequence's length).
  Value sizeOf(OpBuilder &b, StringRef name, StringRef dim);
  /// Tensor `name` as a tensor-core operand for batch element `batchIdx`
  /// (index per batch dim b0, b1, ...): rows along `rowDim`, the key stride
  /// along n; 0 strides for dims it lacks; the paging of a paged kernel's
  /// caches. None where the kernel has no such tensor.
  std::optional<MmaOperand> operand(OpBuilder &b, StringRef name,
                                    StringRef rowDim,
                                    ArrayRef<Value> batchIdx);
  /// Whether the kernel takes a tensor map of tensor `name` (its TMA
  /// copies: an `attn.abi` argument of type tensor_map).
  bool hasTensorMap(StringRef name) const { return mapDims.count(name); }
  /// Sets `o`'s tensor map (the map argument of tensor `name`) and its
  /// coordinates (i32) along the map's batch dims, the indices in
  /// `batchIdx` of the dims the manifest names after the head dim and the
  /// rows; an error on the kernel where a dim is not a batch dim.
  LogicalResult setTensorMap(OpBuilder &b, StringRef name,
                             ArrayRef<Value> batchIdx, MmaOperand &o);
  /// The element stride (index) of tensor `name` along dim `dim`; 0 where
  /// it does not have the dim.
  Value strideOf(OpBuilder &b, StringRef name, StringRef dim);
  /// The forward's tensors as operands of element-wise (SIMT) code for
  /// batch element `batchIdx`: rows along m (Q, O, LSE, mask) or n (K, V),
  /// columns along the head dims, or the keys for the mask.
  SimtAttentionOperands simtOperands(OpBuilder &b, ArrayRef<Value> batchIdx);
  /// The kernel argument `name` of the `attn.abi` (after read()); null if
  /// none.
  Value argument(StringRef name) const { return arguments.lookup(name); }
  /// The element type of tensor `name`, and its static size along dim
  /// `dim` (ShapedType::kDynamic where dynamic or absent).
  Type elementTypeOf(StringRef name) const;
  int64_t staticSizeOf(StringRef name, StringRef dim) const;

private:
  struct View {
    PointerToMemrefOp memref;
    SmallVector<std::string> dims;
  };
  /// A paged kernel's workgroup's sequence (blockIdx.z) and the argument
  /// `name` (sizes and strides as index).
  Value sequence(OpBuilder &b);
  gpu::GPUFuncOp func;
  llvm::StringMap<View> tensors;
  llvm::StringMap<Value> arguments;
  /// Each tensor map's argument and dims (the manifest's order), by the
  /// name of its tensor.
  llvm::StringMap<std::pair<Value, SmallVector<std::string>>> mapDims;
  /// Each vector view's argument (a Vulkan kernel's), by the name of its
  /// tensor.
  llvm::StringMap<Value> vectorViews;
  /// The page size of a paged kernel's caches (kPagedCacheAbiKey); 0
  /// otherwise.
  int64_t pageSize = 0;
};

/// `v` where `nest` computes it from values outside and the indices in
/// `mapping`: the pure ops between are cloned at the builder (an error on
/// an op that is not pure).
FailureOr<Value> materializeOutOf(Operation *nest, OpBuilder &b, Value v,
                                  IRMapping &mapping);

/// The workgroup's batch element, from gpu.block_id y: the index of each
/// of the batch dims of sizes `sizes` the workgroups run over (the last
/// fastest).
SmallVector<Value> blockBatchIndices(OpBuilder &b, Location loc,
                                     ArrayRef<Value> sizes);
/// The indices along the batch dims of sizes `sizes` (the last fastest) of
/// batch element `element` (index) of their product.
SmallVector<Value> batchIndicesOf(OpBuilder &b, Location loc, Value element,
                                  ArrayRef<Value> sizes);

/// Erases the lowered nest `forall` and the ops that materialized its
/// results in place.
void eraseLoweredNest(Operation *forall);

/// Reads the sizes the lowered code still needs from the memrefs, and
/// erases the ops of `func` left without uses (the tensors over the
/// arguments, bounds the nest no longer needs): no tensor is left.
void eraseDeadKernelOps(gpu::GPUFuncOp func);

} // namespace mlir::attn

#endif // ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_KERNELTENSORS_H
