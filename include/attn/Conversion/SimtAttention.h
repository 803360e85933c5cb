//===- SimtAttention.h - the SIMT block step of tiled attention -*- C++ -*-===//
//
// The code of one SIMT attention workgroup, written once for the tiled
// nests of the stages (attn-lower-tiled-attention-to-simt), on NVVM and on
// Vulkan: each invocation owns one query row (or 1/lanes of it):
//
//   setWorkgroup: q = Q[row] * scale, acc = 0                   (private)
//   step (per block of tile-n keys, in order):
//     barrier; K, V block -> workgroup memory (all invocations); barrier
//     s_j  = q · K_j (+ mask, -inf where not visible: masked steps only)
//     m'   = max(m, max_j s_j);  alpha = exp(m - m')
//     l    = l * alpha + sum_j exp(s_j - m');  acc = acc * alpha + ...
//   finish: O[row] = acc / l (0 where l = 0), LSE[row] = m + ln l
//
// The op's rules (visibility, masked scores, the shift of rows that see no
// key, the normaliser, the LSE) are AttnRules.h's. What differs per target
// (how an element is read and written, exp2/log2, the subgroup width,
// whether head-dim loops are unrolled) is a SimtTarget.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_SIMTATTENTION_H
#define ATTN_CONVERSION_SIMTATTENTION_H

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVAttributes.h"
#include "mlir/IR/Builders.h"

#include <memory>
#include <optional>

namespace mlir::attn {

struct SimtOperand;

/// Vulkan kernels bind the buffer of each tensor they stage a second time,
/// as an array of these 16-byte vectors (binding `<tensor>_vector`, storage
/// type kVectorViewStorageType, its `tensor` named in the manifest): rows
/// whose offsets and strides are multiples of 16 bytes are copied a vector
/// a load.
inline VectorType vectorViewType(MLIRContext *ctx) {
  return VectorType::get({4}, IntegerType::get(ctx, 32));
}
inline constexpr StringLiteral kVectorViewSuffix = "_vector";
inline constexpr StringLiteral kVectorViewStorageType = "vector<4xi32>";
inline std::string vectorViewName(StringRef tensor) {
  return (tensor + kVectorViewSuffix).str();
}

/// What a GPU target provides to the SIMT code.
class SimtTarget {
public:
  virtual ~SimtTarget() = default;
  /// Element `offset` (index) of the tensor `source` (a kernel argument) of
  /// element type `element`, as f32 (i1 for boolean masks).
  virtual Value load(OpBuilder &b, Location loc, Value source, Type element,
                     Value offset) = 0;
  /// Stores f32 `value` to element `offset` of `source`.
  virtual void store(OpBuilder &b, Location loc, Value source, Type element,
                     Value offset, Value value) = 0;
  virtual Value exp2(OpBuilder &b, Location loc, Value x) = 0;
  virtual Value log2(OpBuilder &b, Location loc, Value x) = 0;
  /// Lanes of a subgroup (the width of the shuffles).
  virtual int64_t subgroupSize() const = 0;
  /// Declares an array of `shape` and `element`s in `func`'s workgroup
  /// memory, or an f32 one of `size` elements in each invocation's private
  /// memory (at the builder, where the target declares memory by ops).
  virtual Value workgroupArray(OpBuilder &b, gpu::GPUFuncOp func,
                               ArrayRef<int64_t> shape, Type element) = 0;
  virtual Value privateArray(OpBuilder &b, gpu::GPUFuncOp func,
                             int64_t size) = 0;
  /// Whether loops over the head dims are unrolled (q and acc in
  /// registers, a loop over the keys of each block), or kept as loops with
  /// the keys of a block unrolled (small code for JIT-compiling drivers,
  /// and loop counts that grow with N / tile-n only).
  virtual bool unrollHeadDims() const = 0;
  /// Whether every key block takes the masked step (one loop over the
  /// blocks instead of unmasked blocks and masked ones: half the code) of
  /// an attention that is `causal` or not.
  virtual bool masksEveryBlock(bool causal) const { return false; }
  /// Whether causal query tiles run longest first.
  virtual bool causalTilesLongestFirst() const { return true; }
  /// Elements of type `element` in one vector of a vector view; 0 where
  /// the target reads element by element.
  virtual int64_t vectorElements(Type element) const { return 0; }
  /// The vector holding elements [offset, offset + vectorElements) of `t`
  /// (`offset` a multiple of vectorElements; `t` has a vector view); zeros
  /// where `inside` (i1, if given) is false.
  virtual Value loadVector(OpBuilder &b, Location loc, const SimtOperand &t,
                           Value offset, Value inside);
  /// The elements of such a vector of `element`s, in order, as `want`: f32,
  /// or f16 where `element` is f16.
  virtual SmallVector<Value> unpackVector(OpBuilder &b, Location loc,
                                          Value vector, Type element,
                                          Type want);
};

/// The NVVM target: global pointers, ex2.approx and lg2.approx, 32 lanes,
/// workgroup and private attributions.
std::unique_ptr<SimtTarget> createNVVMSimtTarget();

/// The Vulkan target of `env`: 1-D storage buffers (bf16 stored as i16,
/// booleans as i8), GLSL.std.450 exp2 and log2, the env's subgroup size,
/// memref.alloc (workgroup) and memref.alloca (private) in the memory
/// spaces convert-gpu-to-spirv maps to the Workgroup and Function storage
/// classes; head-dim loops unrolled except on CPU devices.
std::unique_ptr<SimtTarget> createVulkanSimtTarget(spirv::TargetEnvAttr env);

/// The bf16 pattern of f32 `x` as an i16, rounded to nearest even (integer
/// arithmetic: for targets whose code has no bf16 type, or carries bf16 in
/// other 16-bit values).
Value buildBF16Bits(OpBuilder &b, Location loc, Value x);

/// The SIMT target of the kernel `func`: Vulkan's where a spirv.target_env
/// encloses it, NVVM's otherwise.
std::unique_ptr<SimtTarget> createSimtTargetFor(gpu::GPUFuncOp func);

/// One tensor of the workgroup, addressed by element offsets.
struct SimtOperand {
  /// The kernel argument holding it, and its element type.
  Value source;
  Type elementType;
  /// Element offset (index) of the workgroup's batch element.
  Value base;
  /// Element strides (index): along the query rows (Q, O, LSE, mask) or
  /// the keys (K, V); along the head dim (Q, K, V, O) or the keys (mask).
  /// 0 for a dim the tensor does not have (a broadcast mask; the LSE has no
  /// second one).
  Value rowStride, colStride;
  /// The vector view of `source` (vectorViewType() elements), null where
  /// the kernel has none.
  Value vectorSource = {};
};

/// Q, K, V and O always, the mask and the LSE where the attention has them.
struct SimtAttentionOperands {
  SimtOperand q, k, v, o;
  std::optional<SimtOperand> mask, lse;
};

/// The shape of the code.
struct SimtAttentionShape {
  /// Query rows of the workgroup and keys per block.
  int64_t tileM, tileN;
  /// Head dims of Q·Kᵀ and P·V (static).
  int64_t headDim, valueDim;
  /// Consecutive lanes of a subgroup sharing a row, each owning every
  /// lanes-th element of q and acc (1: one invocation per row).
  int64_t lanesPerRow = 1;

  int64_t workgroupSize() const { return tileM * lanesPerRow; }
  /// Elements of q and acc one invocation holds.
  int64_t qSlice() const { return headDim / lanesPerRow; }
  int64_t accSlice() const { return valueDim / lanesPerRow; }
  /// The step of the head-dim loops whose bodies are unrolled over a
  /// block's keys: the largest divisor of `width` that keeps a body at 512
  /// products or fewer.
  int64_t headDimChunk(int64_t width) const;
  /// Bytes of workgroup memory: the f32 K and V blocks.
  int64_t workgroupMemoryBytes() const {
    return 4 * tileN * (headDim + valueDim);
  }
};

/// The memory the SIMT code works in, declared by the target.
struct SimtBuffers {
  /// Workgroup memory: the f32 K block (tile-n x head dim) and V block
  /// (tile-n x value dim).
  Value kTile, vTile;
  /// Private memory: the scaled query row (qSlice()), the accumulator row
  /// (accSlice()) and the scores of a block (tile-n).
  Value qRow, accRow, scores;
};

/// Declares the memory of the SIMT code of `shape` in `func` by `target`.
SimtBuffers createSimtBuffers(OpBuilder &b, gpu::GPUFuncOp func,
                              const SimtAttentionShape &shape,
                              SimtTarget &target);

/// Writes the SIMT code of one workgroup at a builder. Use:
///   SimtAttentionEmitter e(b, loc, shape, target, buffers, m, n, scale);
///   e.setWorkgroup(operands, row0);  // its tensors, its first query row
///   state = e.begin();
///   for each key block (in order):   state = e.step(key0, state, ...)
///   e.finish(state);
class SimtAttentionEmitter {
public:
  /// `m`, `n`: numbers of queries and keys (index); `scale`: f32. Creates
  /// the invocation's indices at the builder.
  SimtAttentionEmitter(OpBuilder &b, Location loc,
                       const SimtAttentionShape &shape, SimtTarget &target,
                       const SimtBuffers &buffers, Value m, Value n,
                       Value scale);
  ~SimtAttentionEmitter();

  /// The workgroup's tensors and its first query row `row0` (index):
  /// loads the invocation's scaled query row and zeroes its accumulator.
  void setWorkgroup(const SimtAttentionOperands &operands, Value row0);
  /// The initial (max, sum) state.
  SmallVector<Value> begin();
  /// Folds the keys [key0, key0 + tile-n) into `state`. `masked`: the block
  /// may hold keys past N, keys above the causal `diagonal` (null: not
  /// causal; key j is visible from query i iff j <= i + diagonal) or the
  /// mask; an unmasked block has tile-n keys, all visible.
  SmallVector<Value> step(Value key0, ValueRange state, bool masked,
                          Value diagonal);
  /// O = acc / l (0 where l = 0) and LSE = m + ln l, stored for rows below
  /// M.
  void finish(ValueRange state);

private:
  class Impl;
  std::unique_ptr<Impl> impl;
};

} // namespace mlir::attn

#endif // ATTN_CONVERSION_SIMTATTENTION_H
