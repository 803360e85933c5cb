//===- KernelBuilder.h - the attention kernels, per target ABI ----*- C++
//-*-===//
//
// A kernel of one attention op for one target ABI. Its body is the op
// itself on tensors over the kernel's arguments (buildTensorBody), which
// the stages tile (attn-tile-parallel, attn-tile-kv) and lower
// (attn-lower-tiled-attention-to-mma, -to-simt, -to-coop-matrix); or, for
// the reference kernel, a two-pass computation written whole here.
//
// What differs per target is the kernel's interface and a few primitives:
// how tensors are passed and addressed (raw pointers for NVVM, storage
// buffers for SPIR-V), how the sizes and strides arrive (kernel arguments,
// or one parameter buffer), how workgroup and private memory are declared,
// and which instruction computes exp2 and log2. A subclass per target
// supplies them; KernelBuilder::build writes the kernel.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELBUILDER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELBUILDER_H

#include "attn/Conversion/SimtAttention.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringMap.h"

#include <optional>
#include <string>

namespace mlir::attn {

/// One tensor operand of the kernel: its name, element type, the iteration
/// dims it may be strided along, and the dims its layout indexes.
struct KernelTensor {
  std::string name;
  Type elementType;
  /// Iteration dims (op positions) with a stride argument.
  SmallVector<unsigned> strided;
  /// The op's map: iteration dim of each tensor dim.
  SmallVector<unsigned> layout;
  bool output = false;
};

/// Memory the kernel body works in, created by the target's ABI: the
/// SIMT code's workgroup blocks and private rows (SimtAttention.h).
using KernelBuffers = SimtBuffers;

/// Builds the SIMT kernel of one attention op for one target ABI.
class KernelBuilder {
public:
  KernelBuilder(AttentionOp op, int64_t tileM, int64_t tileN)
      : op(op), tileM(tileM), tileN(tileN), nb(op.getNumBatchDims()) {}
  virtual ~KernelBuilder() = default;

  /// Checks what the kernel supports; emits an error on the op otherwise.
  virtual LogicalResult check();
  /// Bytes of workgroup memory the kernel uses (after check()): the SIMT
  /// kernel's f32 K and V blocks.
  virtual int64_t sharedMemoryBytes() const {
    return simtShape().workgroupMemoryBytes();
  }
  /// Lets `lanes` consecutive lanes of a subgroup share each query row,
  /// each owning every lanes-th element of q and acc; the row's dot
  /// products are summed across them with subgroup shuffles. 1: one
  /// invocation per row. Checks that it divides the head dims and the
  /// subgroup size (after check()).
  LogicalResult setLanesPerRow(int64_t lanes);
  /// Invocations per workgroup: query rows times lanes per row.
  virtual int64_t workgroupSize() const { return tileM * lanesPerRow; }
  /// Fits the K and V blocks into `sharedLimit` bytes of workgroup memory:
  /// with `chooseTileN`, picks the largest of 32, 16, 8 keys that fits;
  /// emits "needs N bytes ..., more than the <sharedLimit> <limitName>" on
  /// the op when the blocks do not fit.
  LogicalResult fitSharedMemory(bool chooseTileN, int64_t sharedLimit,
                                const Twine &limitName);
  /// The head dims k1 (Q·Kᵀ) and k2 (P·V) (after check()).
  std::pair<int64_t, int64_t> headDims() const { return {headDim, valueDim}; }
  /// Sets the query tile and the key block.
  void setTiles(int64_t m, int64_t n) {
    tileM = m;
    tileN = n;
  }
  MLIRContext *getContext() { return op.getContext(); }
  /// The query tile and the key block.
  int64_t getTileM() const { return tileM; }
  int64_t getTileN() const { return tileN; }
  /// The configuration the kernel was built from: build() puts it on the
  /// kernel (kKernelConfigAttrName), where the later stages read it.
  void setConfig(KernelConfigAttr c) { config = c; }
  /// Makes the kernel the reference one instead: one thread per query row,
  /// two passes over every key straight from global memory (the row max,
  /// then the weights, their sum and the weighted values), outputs in f32.
  /// No tiling, no online rescaling, no shared memory in the computation:
  /// an independent check of the fast kernels on large problems.
  void setReference() { reference = true; }
  /// Makes the kernel one of packed variable-length sequences
  /// (attn.varlen_attention): `op` is the attention of one sequence
  /// (buildSequenceAttention), the grid's z dim runs over the sequences, and
  /// each workgroup views its sequence of every tensor: from the sequence's
  /// first row (query rows for Q, O and the LSE, keys for K and V, read from
  /// the offsets arguments `cu_q` and `cu_k`), its lengths as m and n. The
  /// target's ABI supplies the views (beginSequence).
  void setPackedSequences() { packed = true; }
  /// Makes the kernel one of attention against a paged KV cache
  /// (attn.paged_attention): `op` is the attention of one sequence
  /// (buildSequenceAttention), the grid's z dim runs over the sequences.
  /// Q, O and the LSE are viewed from the sequence's part (their dim
  /// "sequence", at `sequencePositions[name]` in their layouts); K and V
  /// are the caches, pages of `pageSize` keys, the sequence's keys a gather
  /// of its pages through the block table (exact, for the stages; the
  /// tensor-core lowering reads each key block from its page in place), n
  /// its length (seq_lens). The target's ABI supplies the views
  /// (beginSequence).
  void setPagedCache(int64_t size,
                     const llvm::StringMap<unsigned> &sequencePositions) {
    pageSize = size;
    sequenceDims = sequencePositions;
  }
  /// Creates the gpu.module named `name` with the kernel at `b`.
  gpu::GPUModuleOp build(OpBuilder &b, StringRef name);

  /// Loop iterations one invocation runs, counting one more per loop for
  /// its exit test, as `fixed + ceil(N / keysPerBlock) * perBlock` (an upper
  /// bound: causal rows stop earlier, and a driver may unroll loops not
  /// marked DontUnroll, those of GPU target envs: a kernel for target env
  /// nvidia, f32 at d = 64, ran correctly on llvmpipe to N = 34000, counted
  /// past the limit from N = 20722). llvmpipe (lavapipe) stops every loop
  /// of a shader invocation once 65535 such iterations have run in all, and
  /// the kernel's results are then silently wrong; the runtime checks this
  /// count against that limit.
  /// None for kernels that only GPUs run (cooperative matrices).
  struct LoopIterations {
    int64_t fixed, perBlock, keysPerBlock;
  };
  virtual std::optional<LoopIterations> loopIterations() const;
  /// The KV loops of the tiled nest the stages lower this kernel to: the
  /// unmasked blocks' and the masked blocks', or one where the target masks
  /// every block.
  int64_t kvLoopCount() const {
    return simtTarget().masksEveryBlock(AttentionOp(op).isCausal()) ? 1 : 2;
  }

  /// The textual form of a type, as the manifest spells it.
  static std::string typeName(Type t);

protected:
  //===--------------------------------------------------------------------===//
  // What a target ABI provides
  //===--------------------------------------------------------------------===//

  /// Kernel arguments for the tensors `ts` and the scalar parameters
  /// `scalars` (name, type: f32 for the scale, i64 for sizes and strides).
  virtual SmallVector<std::pair<std::string, Type>>
  kernelArguments(ArrayRef<KernelTensor> ts,
                  ArrayRef<std::pair<std::string, Type>> scalars) = 0;
  /// Declares the kernel's memory and sets target attributes on `func`;
  /// the builder is at the start of the entry block.
  virtual KernelBuffers createBuffers(OpBuilder &b, gpu::GPUFuncOp func) = 0;
  /// The value of scalar parameter `name`: index for sizes and strides, f32
  /// for the scale.
  virtual Value scalar(OpBuilder &b, StringRef name) = 0;
  /// How the target reads and writes elements, computes exp2 and log2,
  /// and how wide its subgroups are (SimtAttention.h).
  virtual SimtTarget &simtTarget() const = 0;
  /// Element `offset` of tensor `t`, as f32 (or i1 for boolean masks).
  Value load(OpBuilder &b, const KernelTensor &t, Value offset) {
    return simtTarget().load(b, loc(), argument(t.name), t.elementType, offset);
  }
  /// Stores f32 `value` to element `offset` of tensor `t`.
  void store(OpBuilder &b, const KernelTensor &t, Value offset, Value value) {
    simtTarget().store(b, loc(), argument(t.name), t.elementType, offset,
                       value);
  }
  Value exp2(OpBuilder &b, Value x) { return simtTarget().exp2(b, loc(), x); }
  Value log2(OpBuilder &b, Value x) { return simtTarget().log2(b, loc(), x); }
  /// Lanes of a subgroup (the width of the shuffles).
  int64_t subgroupSize() const { return simtTarget().subgroupSize(); }
  /// Whether loops over the head dims are unrolled (q and acc in registers,
  /// a loop over the keys of each block) or kept as loops (small code): then
  /// the keys of a block are unrolled instead and the head-dim loops step by
  /// headDimChunk(), so that the loop iterations of an invocation grow with
  /// N / tile-n rather than N times the head dim (see loopIterations()).
  bool unrollHeadDims() const { return simtTarget().unrollHeadDims(); }
  /// Step of a loop over `width` head-dim elements whose body is unrolled
  /// over the block's keys (SimtAttentionShape::headDimChunk).
  int64_t headDimChunk(int64_t width) const;
  /// The SIMT code's shape.
  SimtAttentionShape simtShape() const {
    return {tileM, tileN, headDim, valueDim, lanesPerRow};
  }
  /// Target-specific entries of the kernel's `attn.abi` dictionary
  /// (argument list, bindings, ...).
  virtual SmallVector<NamedAttribute>
  abiEntries(OpBuilder &b, ArrayRef<KernelTensor> ts,
             ArrayRef<std::pair<std::string, Type>> args) = 0;

  /// What computes the products, for the manifest's `variant`: "simt" (FMA),
  /// "reference", or "mma.sync" (tensor cores).
  virtual StringRef variant() const { return reference ? "reference" : "simt"; }
  /// Whether the kernel takes element strides along the head dims (k1, k2);
  /// without them, rows of every operand must be contiguous there.
  virtual bool stridedHeadDims() const { return true; }
  /// Writes the kernel body at `b` (the entry block, after createBuffers):
  /// by default the op on tensors (buildTensorBody) for the tiling stages.
  virtual void buildBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                         ArrayRef<std::pair<std::string, Type>> scalarParams,
                         const KernelBuffers &buffers) {
    buildTensorBody(b, ts);
  }

  /// Writes a body that is the attention op itself, still on tensors:
  ///   Q, K, V, mask, O, LSE: strided memrefs over the tensor arguments,
  ///     their sizes and their strides (attn.pointer_to_memref)
  ///   the op, cloned onto bufferization.to_tensor of those memrefs, the
  ///     scale parameter and the kernel configuration
  ///   its results materialized in place into O and LSE
  /// for the project's tiling stages (attn-tile-parallel, attn-tile-kv) and
  /// the lowerings of the tiled nest (attn-lower-tiled-attention-to-mma,
  /// -to-simt, -to-coop-matrix).
  void buildTensorBody(OpBuilder &b, ArrayRef<KernelTensor> ts);
  /// The i64 value of the size or stride parameter `name`, and an i64
  /// constant, as the tensors' views take them.
  virtual Value viewParameter(OpBuilder &b, StringRef name) = 0;
  virtual Value viewConstant(OpBuilder &b, int64_t value);
  /// Packed sequences: at the start of the body, sets `sequenceSizes` ("m",
  /// "n": the workgroup's sequence's lengths, as viewParameter gives them)
  /// and `sequencePointers` (each tensor's view's start) from the offsets
  /// arguments. A paged cache: "n" from seq_lens, the views of Q, O and the
  /// LSE from the sequence's part, K and V the caches, and
  /// "block_table" the start of the sequence's row of the block table.
  virtual void beginSequence(OpBuilder &b, ArrayRef<KernelTensor> ts) = 0;
  /// The memory space of the tensors' views (that of their arguments).
  virtual Attribute viewMemorySpace() = 0;

  /// The kernel argument (entry block argument) named `name`.
  Value argument(StringRef name) const { return arguments.lookup(name); }

  AttentionOp op;
  int64_t tileM, tileN;
  unsigned nb;
  int64_t headDim = 0, valueDim = 0;
  int64_t lanesPerRow = 1;
  bool reference = false;
  /// See setPackedSequences.
  bool packed = false;
  /// See setPagedCache (0: no paged cache).
  int64_t pageSize = 0;
  llvm::StringMap<unsigned> sequenceDims;
  bool paged() const { return pageSize > 0; }
  /// Whether `t` is a paged cache (K or V of a paged kernel).
  bool isCache(const KernelTensor &t) const {
    return paged() && llvm::is_contained(t.layout, AttentionOp(op).getNDim());
  }
  llvm::StringMap<Value> sequenceSizes, sequencePointers;
  KernelConfigAttr config;
  /// Elements of q and of acc one invocation holds.
  int64_t qSlice() const { return headDim / lanesPerRow; }
  int64_t accSlice() const { return valueDim / lanesPerRow; }
  Location loc() { return op.getLoc(); }

  /// The manifest's name of iteration dim `d`: b0.., m, n, k1, k2.
  std::string dimName(unsigned d) const;

  //===--------------------------------------------------------------------===//
  // Addressing shared by the kernel bodies
  //===--------------------------------------------------------------------===//

  /// The tensor of `ts` named `name` (one the kernel has).
  static const KernelTensor &tensorNamed(ArrayRef<KernelTensor> ts,
                                         StringRef name);
  /// The element stride of `t` along iteration dim `d`, among the kernel's
  /// scalar parameters `scalars`.
  Value strideOf(const llvm::StringMap<Value> &scalars, const KernelTensor &t,
                 unsigned d) const;
  /// The batch indices of the workgroup's batch element `flat` (blockIdx.y:
  /// the innermost batch dim fastest).
  SmallVector<Value> batchIndices(OpBuilder &b,
                                  const llvm::StringMap<Value> &scalars,
                                  Value flat);
  /// The element offset of the batch element `batchIdx` in `t`.
  Value batchOffset(OpBuilder &b, const llvm::StringMap<Value> &scalars,
                    ArrayRef<Value> batchIdx, const KernelTensor &t);

private:
  /// The strided memref of tensor operand `t` (of tensor type `type`) over
  /// its argument, sizes and strides; for a paged cache, the whole cache
  /// (the page dim first, a page's keys as n).
  Value memrefOf(OpBuilder &b, const KernelTensor &t, RankedTensorType type);
  /// The sequence's keys (of type `type`) of the paged cache `t` (its
  /// tensor `cache`): key i is slot i mod P of page table[i / P].
  Value gatherPages(OpBuilder &b, const KernelTensor &t, Value cache,
                    RankedTensorType type);
  SmallVector<KernelTensor> tensors();
  DictionaryAttr abi(OpBuilder &b, ArrayRef<KernelTensor> ts,
                     ArrayRef<std::pair<std::string, Type>> args);
  void buildReferenceBody(OpBuilder &b, ArrayRef<KernelTensor> ts,
                          ArrayRef<std::pair<std::string, Type>> scalarParams,
                          const KernelBuffers &buffers);

  llvm::StringMap<Value> arguments;
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELBUILDER_H
