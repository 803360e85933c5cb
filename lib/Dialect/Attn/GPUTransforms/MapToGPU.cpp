//===- MapToGPU.cpp - a structured kernel's workgroup on blocks/threads ---===//
//
// The last stage of the structured NVVM path (see the pass description in
// Passes.td): the workgroup loop becomes the block's body, every buffer a
// view of the kernel's dynamic shared memory, the promoted copies
// asynchronous copies spread over the threads, and every other linalg op
// its iteration points spread over the threads with a barrier after it.
//
//===----------------------------------------------------------------------===//


#include "attn/Dialect/Attn/GPUTransforms/MapToGPU.h"
#include "attn/Dialect/Attn/GPUTransforms/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/SharedMemory.h"
#include "attn/Dialect/Attn/Utils/StaticBounds.h"
#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/Interfaces/ValueBoundsOpInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"
#include "llvm/Support/MathExtras.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNMAPTOGPUPASS
#include "attn/Dialect/Attn/GPUTransforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// Buffers start at multiples of this many bytes (a 16-byte copy's
/// alignment).
static constexpr int64_t kBufferAlignment = 16;

static bool isWorkgroupMemory(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref)
    return false;
  if (auto space =
          dyn_cast_if_present<gpu::AddressSpaceAttr>(memref.getMemorySpace()))
    return space.getValue() == gpu::AddressSpace::Workgroup;
  return memref.getMemorySpaceAsInt() == 3;
}

static bool isGlobalMemory(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  auto space =
      memref
          ? dyn_cast_if_present<gpu::AddressSpaceAttr>(memref.getMemorySpace())
          : gpu::AddressSpaceAttr();
  return space && space.getValue() == gpu::AddressSpace::Global;
}

namespace {
/// One kernel being mapped: its function, ABI and launch shape.
struct Kernel {
  gpu::GPUFuncOp func;
  DictionaryAttr abi;
  int64_t threads = 0;
  /// Static sizes (ShapedType::kDynamic where dynamic) of the batch dims
  /// and of the query dim, from the ABI's loops.
  SmallVector<int64_t> batchSizes;
  int64_t querySize = ShapedType::kDynamic;
  int64_t tileM = 0;
  /// Bytes the launcher guarantees every row of a contiguous tensor to
  /// start at.
  int64_t alignment = 1;

  InFlightDiagnostic error() {
    // On the location only: the whole kernel printed with it would bury
    // the message.
    InFlightDiagnostic diag =
        mlir::emitError(func.getLoc(), "attn-map-to-gpu: kernel '");
    diag << func.getName() << "' ";
    return diag;
  }
  int64_t abiInt(StringRef name, int64_t otherwise) const {
    if (auto v = abi.getAs<IntegerAttr>(name))
      return v.getInt();
    return otherwise;
  }
};

/// A buffer of the workgroup: its alloc and its bytes (at its static bound).
struct Buffer {
  memref::AllocOp alloc;
  int64_t bytes = 0;
  /// The outermost loop it is allocated in (null: the whole workgroup).
  Operation *loop = nullptr;
  int64_t offset = 0;
};

class KernelMapper {
public:
  KernelMapper(RewriterBase &rewriter, Kernel &kernel,
               const TargetDescription &target, GPUMappingResult &result)
      : k(kernel), target(target), result(result), rewriter(rewriter) {}

  LogicalResult run() {
    if (failed(mapWorkgroupsToBlocks()))
      return failure();
    // Before buffers move: the promotion's copies (global into workgroup
    // memory, which cp.async can do) and barriers.
    SmallVector<linalg::CopyOp> promoted;
    k.func.walk([&](linalg::CopyOp copy) {
      if (isWorkgroupMemory(copy.getOutputs()[0].getType()) &&
          isGlobalMemory(copy.getInputs()[0].getType()))
        promoted.push_back(copy);
    });
    SmallVector<gpu::BarrierOp> fences;
    k.func.walk([&](gpu::BarrierOp barrier) { fences.push_back(barrier); });
    if (failed(placeBuffers()))
      return failure();
    bool async = false;
    for (linalg::CopyOp copy : promoted)
      async |= copyAsynchronously(copy);
    // A thread's copies have landed before each barrier of the promotion
    // (which then makes them visible to the workgroup).
    if (async)
      for (gpu::BarrierOp barrier : fences) {
        rewriter.setInsertionPoint(barrier);
        NVVM::CpAsyncWaitGroupOp::create(rewriter, barrier.getLoc(),
                                         rewriter.getI32IntegerAttr(0));
      }
    if (failed(distributeOps()))
      return failure();
    useFastExponentials();
    return success();
  }

private:
  Value index(Location loc, int64_t v) {
    return arith::ConstantIndexOp::create(rewriter, loc, v);
  }

  /// The workgroup loop's body, run by block (x, y): query tile x, batch
  /// element y (innermost batch dim fastest), the kernel's grid rule.
  /// Canonicalization folds the loop's dims of one iteration (batch dims of
  /// static size 1, a static query dim of one tile) and the loop itself
  /// when none is left: the dims still there are the others, in order.
  LogicalResult mapWorkgroupsToBlocks() {
    SmallVector<scf::ForallOp> loops;
    k.func.walk([&](scf::ForallOp loop) { loops.push_back(loop); });
    int64_t keptBatch =
        llvm::count_if(k.batchSizes, [](int64_t size) { return size != 1; });
    bool keptM = ShapedType::isDynamic(k.querySize) || k.querySize > k.tileM;
    int64_t rank = keptBatch + (keptM ? 1 : 0);
    if (loops.empty() && rank == 0)
      return success();
    if (loops.size() != 1)
      return k.error() << "needs exactly one workgroup loop (scf.forall), "
                          "found "
                       << loops.size();
    scf::ForallOp loop = loops.front();
    if (loop->getParentOp() != k.func.getOperation() ||
        loop.getRank() != rank || !loop.getOutputs().empty())
      return mlir::emitError(loop.getLoc(),
                             "attn-map-to-gpu: the scf.forall is not the "
                             "workgroup loop of its kernel: expected a "
                             "bufferized scf.forall in the kernel's entry "
                             "block over ")
             << keptBatch << " batch dims"
             << (keptM ? " and the query tiles" : "") << ", got "
             << loop.getRank() << " dims";
    SmallVector<OpFoldResult> lbs = loop.getMixedLowerBound(),
                              ubs = loop.getMixedUpperBound(),
                              steps = loop.getMixedStep();
    for (int64_t d = 0; d < rank; ++d) {
      int64_t step = d < keptBatch ? 1 : k.tileM;
      if (getConstantIntValue(lbs[d]) != 0 ||
          getConstantIntValue(steps[d]) != step)
        return mlir::emitError(loop.getLoc(),
                               "attn-map-to-gpu: the workgroup loop is not "
                               "the kernel's grid: dim ")
               << d << " must run from 0 in steps of " << step;
    }
    Location loc = loop.getLoc();
    rewriter.setInsertionPoint(loop);
    SmallVector<Value> ivs(rank);
    if (keptM) {
      Value bx = gpu::BlockIdOp::create(rewriter, loc, gpu::Dimension::x);
      ivs[rank - 1] =
          arith::MulIOp::create(rewriter, loc, bx, index(loc, k.tileM));
    }
    // Batch dims of size 1 add nothing to the batch element's index.
    Value rest = gpu::BlockIdOp::create(rewriter, loc, gpu::Dimension::y);
    for (int64_t d = keptBatch - 1; d >= 0; --d) {
      Value size = getValueOrCreateConstantIndexOp(rewriter, loc, ubs[d]);
      ivs[d] = arith::RemUIOp::create(rewriter, loc, rest, size);
      rest = arith::DivUIOp::create(rewriter, loc, rest, size);
    }
    Block *body = loop.getBody();
    rewriter.eraseOp(body->getTerminator());
    rewriter.inlineBlockBefore(body, loop, ivs);
    rewriter.eraseOp(loop);
    return success();
  }

  /// The static bound of the buffer `alloc` makes, or failure.
  FailureOr<SmallVector<int64_t>> boundOf(memref::AllocOp alloc) {
    MemRefType type = alloc.getType();
    if (!type.getLayout().isIdentity() ||
        !type.getElementType().isIntOrFloat())
      return failure();
    SmallVector<int64_t> shape;
    unsigned dynamic = 0;
    for (int64_t size : type.getShape()) {
      if (!ShapedType::isDynamic(size)) {
        shape.push_back(size);
        continue;
      }
      Value dynamicSize = alloc.getDynamicSizes()[dynamic++];
      std::optional<int64_t> bound = getStaticUpperBound(dynamicSize);
      if (!bound) {
        FailureOr<int64_t> derived =
            ValueBoundsConstraintSet::computeConstantBound(
                presburger::BoundType::UB, dynamicSize,
                /*stopCondition=*/nullptr, /*closedUB=*/true);
        if (succeeded(derived))
          bound = *derived;
      }
      if (!bound || *bound < 0)
        return failure();
      shape.push_back(*bound);
    }
    return shape;
  }

  /// Gives `value` (a buffer now in workgroup memory) and the views of it
  /// the workgroup memory space in their types.
  LogicalResult moveToWorkgroupMemory(Value value, Attribute space) {
    SmallVector<Value> worklist = {value};
    while (!worklist.empty()) {
      Value v = worklist.pop_back_val();
      for (Operation *user : v.getUsers()) {
        auto view = dyn_cast<ViewLikeOpInterface>(user);
        bool derives = view && view.getViewSource() == v;
        bool memrefResults = llvm::any_of(
            user->getResultTypes(), [](Type t) { return isa<MemRefType>(t); });
        if (!memrefResults)
          continue;
        if (!derives)
          return user->emitOpError("uses a workgroup buffer in a way "
                                   "attn-map-to-gpu cannot move to shared "
                                   "memory (only views and memory accesses)");
        for (Value result : user->getResults()) {
          auto type = dyn_cast<MemRefType>(result.getType());
          if (!type || isWorkgroupMemory(type))
            continue;
          result.setType(MemRefType::get(type.getShape(), type.getElementType(),
                                         type.getLayout(), space));
          worklist.push_back(result);
        }
      }
    }
    return success();
  }

  /// Every buffer of the workgroup becomes a view of the dynamic shared
  /// memory at its own offset; buffers allocated inside different
  /// outermost loops (one KV loop, then the next) share memory.
  LogicalResult placeBuffers() {
    SmallVector<Buffer> buffers;
    WalkResult walk = k.func.walk([&](memref::AllocOp alloc) {
      FailureOr<SmallVector<int64_t>> bound = boundOf(alloc);
      if (failed(bound)) {
        alloc.emitOpError("has no static bound (or no identity layout, or "
                          "elements other than integers and floats): "
                          "attn-map-to-gpu cannot place it in shared memory");
        return WalkResult::interrupt();
      }
      Buffer buffer;
      buffer.alloc = alloc;
      int64_t bytes =
          llvm::divideCeil(alloc.getType().getElementTypeBitWidth(), 8);
      for (int64_t extent : *bound)
        bytes *= extent;
      buffer.bytes = llvm::alignTo(bytes, kBufferAlignment);
      for (Operation *p = alloc->getParentOp(); p != k.func.getOperation();
           p = p->getParentOp())
        if (isa<LoopLikeOpInterface>(p))
          buffer.loop = p;
      buffers.push_back(buffer);
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return failure();
    // A buffer that leaves its loop through a yield would outlive the
    // memory its loop's buffers share.
    WalkResult yields = k.func.walk([&](Operation *op) {
      if (op->hasTrait<OpTrait::IsTerminator>() &&
          llvm::any_of(op->getOperandTypes(),
                       [](Type t) { return isa<MemRefType>(t); })) {
        op->emitOpError("yields a buffer: attn-map-to-gpu needs buffers "
                        "that stay in their scope");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (yields.wasInterrupted())
      return failure();

    int64_t workgroupBytes = 0;
    for (Buffer &b : buffers)
      if (!b.loop) {
        b.offset = workgroupBytes;
        workgroupBytes += b.bytes;
      }
    llvm::MapVector<Operation *, int64_t> loopBytes;
    for (Buffer &b : buffers)
      if (b.loop) {
        int64_t &used = loopBytes[b.loop];
        b.offset = workgroupBytes + used;
        used += b.bytes;
      }
    int64_t total = workgroupBytes;
    for (auto &[loop, bytes] : loopBytes)
      total = std::max(total, workgroupBytes + bytes);
    if (total > target.sramBytes)
      return k.error() << "needs " << total
                       << " bytes of shared memory (promoted tiles and the "
                          "online softmax's temporaries), more than the "
                       << target.sramBytes << " bytes a block has on "
                       << target.name << "; give smaller tile-m or tile-n";

    // The shared array, as a memref of `total` bytes.
    MLIRContext *ctx = k.func.getContext();
    Location loc = k.func.getLoc();
    declareDynamicSharedMemory(
        rewriter, k.func->getParentOfType<gpu::GPUModuleOp>(), loc);
    rewriter.setInsertionPointToStart(&k.func.getBody().front());
    auto space = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Workgroup);
    auto i64Constant = [&](int64_t v) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, rewriter.getI64Type(),
                                      rewriter.getI64IntegerAttr(v));
    };
    int64_t sharedBytes = std::max<int64_t>(total, 1);
    Value shared = PointerToMemrefOp::create(
        rewriter, loc,
        MemRefType::get({sharedBytes}, rewriter.getI8Type(), nullptr, space),
        LLVM::AddressOfOp::create(rewriter, loc,
                                  LLVM::LLVMPointerType::get(ctx, 3),
                                  kSharedMemoryName),
        ValueRange{i64Constant(sharedBytes)}, ValueRange{i64Constant(1)});

    for (Buffer &b : buffers) {
      memref::AllocOp alloc = b.alloc;
      MemRefType type = alloc.getType();
      rewriter.setInsertionPoint(alloc);
      auto viewType = MemRefType::get(type.getShape(), type.getElementType(),
                                      nullptr, space);
      Value view = memref::ViewOp::create(
          rewriter, alloc.getLoc(), viewType, shared,
          index(alloc.getLoc(), b.offset), alloc.getDynamicSizes());
      if (!isWorkgroupMemory(type))
        if (failed(moveToWorkgroupMemory(alloc.getResult(), space)))
          return failure();
      for (Operation *user : llvm::to_vector(alloc->getUsers()))
        if (isa<memref::DeallocOp>(user))
          rewriter.eraseOp(user);
      rewriter.replaceOp(alloc, view);
    }
    result.sharedMemoryBytes = total;
    NamedAttrList entries(k.abi);
    entries.set("dynamic_shared_memory_bytes",
                rewriter.getI64IntegerAttr(total));
    entries.set("shared_memory_bytes", rewriter.getI64IntegerAttr(total));
    k.func->setAttr("attn.abi", entries.getDictionary(ctx));
    // How many blocks share a multiprocessor is bounded by their shared
    // memory: saying so lets ptxas give each thread the registers that
    // leaves (by default it budgets for the most blocks its block size
    // allows, 32 registers at 128 threads, and spills).
    int64_t perProcessor = target.sramBytesPerProcessor > 0
                               ? target.sramBytesPerProcessor
                               : target.sramBytes;
    int64_t blocks =
        std::clamp<int64_t>(perProcessor / std::max<int64_t>(total, 1), 1, 16);
    k.func->setAttr(NVVM::NVVMDialect::getMinctasmAttrName(),
                    rewriter.getI32IntegerAttr(blocks));
    return success();
  }

  /// The sizes of memref `v` as index values.
  SmallVector<Value> sizesOf(Location loc, Value v) {
    return llvm::map_to_vector(
        memref::getMixedSizes(rewriter, loc, v), [&](OpFoldResult s) {
          return getValueOrCreateConstantIndexOp(rewriter, loc, s);
        });
  }

  /// `linear` as indices into `sizes` (the last fastest).
  SmallVector<Value> delinearize(Location loc, Value linear,
                                 ArrayRef<Value> sizes) {
    SmallVector<Value> indices(sizes.size());
    for (int64_t d = static_cast<int64_t>(sizes.size()) - 1; d >= 0; --d) {
      if (d == 0) {
        indices[d] = linear;
        break;
      }
      indices[d] = arith::RemUIOp::create(rewriter, loc, linear, sizes[d]);
      linear = arith::DivUIOp::create(rewriter, loc, linear, sizes[d]);
    }
    return indices;
  }

  /// A loop over the points of the index space `sizes`, spread over the
  /// threads (thread t takes points t, t + threads, ..., the last dim
  /// fastest, so consecutive threads take consecutive points); the builder
  /// is left in its body, and the point's indices are returned.
  SmallVector<Value> spreadOverThreads(Location loc, ArrayRef<Value> sizes) {
    Value count = index(loc, 1);
    for (Value s : sizes)
      count = arith::MulIOp::create(rewriter, loc, count, s);
    Value tid = gpu::ThreadIdOp::create(rewriter, loc, gpu::Dimension::x);
    auto loop = scf::ForOp::create(rewriter, loc, tid, count,
                                   index(loc, k.threads));
    rewriter.setInsertionPointToStart(loop.getBody());
    return delinearize(loc, loop.getInductionVar(), sizes);
  }

  /// Elements per copy of a promoted copy from `src` to `dst`: 16 bytes
  /// where rows are whole 16-byte chunks that start 16 bytes apart, 4
  /// bytes for f32 rows, else 0 (element by element, synchronously).
  int64_t chunkElements(MemRefType src, MemRefType dst) {
    int64_t rank = src.getRank();
    int64_t elementBytes = src.getElementTypeBitWidth() / 8;
    if (rank == 0 || src.getElementTypeBitWidth() % 8 != 0)
      return 0;
    int64_t width = src.getDimSize(rank - 1);
    SmallVector<int64_t> srcStrides, dstStrides;
    int64_t srcOffset, dstOffset;
    if (failed(src.getStridesAndOffset(srcStrides, srcOffset)) ||
        failed(dst.getStridesAndOffset(dstStrides, dstOffset)) ||
        srcStrides.back() != 1 || dstStrides.back() != 1 ||
        ShapedType::isDynamic(width))
      return 0;
    auto fits = [&](int64_t bytes) {
      if (width * elementBytes % bytes != 0 ||
          ShapedType::isDynamic(dstOffset) ||
          dstOffset * elementBytes % bytes != 0)
        return false;
      for (int64_t s : ArrayRef<int64_t>(dstStrides).drop_back())
        if (ShapedType::isDynamic(s) || s * elementBytes % bytes != 0)
          return false;
      return true;
    };
    if (k.alignment >= 16 && fits(16))
      return 16 / elementBytes;
    if (elementBytes == 4 && fits(4))
      return 1;
    return 0;
  }

  /// Replaces the promoted copy `copy` by copies spread over the threads
  /// (consecutive threads on consecutive chunks of a row): asynchronous
  /// where chunkElements allows, committed as one group. Returns whether
  /// it is asynchronous.
  bool copyAsynchronously(linalg::CopyOp copy) {
    Location loc = copy.getLoc();
    Value src = copy.getInputs()[0], dst = copy.getOutputs()[0];
    auto srcType = cast<MemRefType>(src.getType());
    auto dstType = cast<MemRefType>(dst.getType());
    int64_t chunk = chunkElements(srcType, dstType);
    rewriter.setInsertionPoint(copy);
    SmallVector<Value> sizes = sizesOf(loc, src);
    int64_t rank = srcType.getRank();
    if (chunk > 0)
      sizes.back() = index(loc, srcType.getDimSize(rank - 1) / chunk);
    {
      OpBuilder::InsertionGuard guard(rewriter);
      SmallVector<Value> at = spreadOverThreads(loc, sizes);
      if (chunk > 0) {
        at.back() =
            arith::MulIOp::create(rewriter, loc, at.back(), index(loc, chunk));
        nvgpu::DeviceAsyncCopyOp::create(
            rewriter, loc, dst, at, src, at, rewriter.getIndexAttr(chunk),
            /*srcElements=*/Value(),
            chunk * srcType.getElementTypeBitWidth() == 128
                ? rewriter.getUnitAttr()
                : UnitAttr());
      } else {
        Value v = memref::LoadOp::create(rewriter, loc, src, at);
        memref::StoreOp::create(rewriter, loc, v, dst, at);
      }
    }
    if (chunk > 0) {
      NVVM::CpAsyncCommitGroupOp::create(rewriter, loc);
      ++result.asyncCopies;
    }
    rewriter.eraseOp(copy);
    return chunk > 0;
  }

  /// Spreads every linalg op's iteration points over the threads, each
  /// followed by a barrier.
  LogicalResult distributeOps() {
    SmallVector<memref::CopyOp> copies;
    k.func.walk([&](memref::CopyOp copy) { copies.push_back(copy); });
    for (memref::CopyOp copy : copies) {
      rewriter.setInsertionPoint(copy);
      rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                  copy.getTarget());
    }
    SmallVector<linalg::LinalgOp> ops;
    k.func.walk([&](linalg::LinalgOp op) { ops.push_back(op); });
    for (linalg::LinalgOp op : ops) {
      if (failed(distribute(op)))
        return failure();
      ++result.distributedOps;
    }
    return success();
  }

  LogicalResult distribute(linalg::LinalgOp op) {
    if (!op.hasPureBufferSemantics())
      return op->emitOpError("is not on buffers: attn-map-to-gpu runs after "
                             "bufferization");
    for (OpOperand &operand : op->getOpOperands())
      if (isa<MemRefType>(operand.get().getType()) &&
          !op.getMatchingIndexingMap(&operand).isProjectedPermutation())
        return op->emitOpError("has an operand map that is not a projected "
                               "permutation: attn-map-to-gpu cannot spread it "
                               "over threads");
    Location loc = op.getLoc();
    rewriter.setInsertionPoint(op);
    SmallVector<Range> ranges = op.createLoopRanges(rewriter, loc);
    SmallVector<utils::IteratorType> iterators = op.getIteratorTypesArray();
    SmallVector<Value> parallelSizes;
    SmallVector<unsigned> parallelDims;
    for (auto [d, range] : llvm::enumerate(ranges))
      if (iterators[d] == utils::IteratorType::parallel) {
        parallelDims.push_back(d);
        parallelSizes.push_back(
            getValueOrCreateConstantIndexOp(rewriter, loc, range.size));
      }
    {
      OpBuilder::InsertionGuard guard(rewriter);
      SmallVector<Value> point = spreadOverThreads(loc, parallelSizes);
      // Offsets and sizes of the point's slice of the iteration space:
      // one point along the parallel dims, all of the reduction dims.
      SmallVector<OpFoldResult> offsets(ranges.size(),
                                        rewriter.getIndexAttr(0));
      SmallVector<OpFoldResult> sizes(ranges.size(), rewriter.getIndexAttr(1));
      for (auto [d, range] : llvm::enumerate(ranges))
        if (iterators[d] != utils::IteratorType::parallel)
          sizes[d] = range.size;
      for (auto [j, d] : llvm::enumerate(parallelDims))
        offsets[d] = point[j];
      SmallVector<Value> operands;
      for (OpOperand &operand : op->getOpOperands()) {
        Value v = operand.get();
        auto type = dyn_cast<MemRefType>(v.getType());
        if (!type) {
          operands.push_back(v);
          continue;
        }
        AffineMap map = op.getMatchingIndexingMap(&operand);
        SmallVector<OpFoldResult> o, s, strides;
        for (AffineExpr e : map.getResults()) {
          unsigned d = cast<AffineDimExpr>(e).getPosition();
          o.push_back(offsets[d]);
          s.push_back(sizes[d]);
          strides.push_back(rewriter.getIndexAttr(1));
        }
        operands.push_back(
            memref::SubViewOp::create(rewriter, loc, v, o, s, strides));
      }
      Operation *clone = mlir::clone(rewriter, op, TypeRange(), operands);
      linalg::offsetIndices(rewriter, cast<linalg::LinalgOp>(clone), offsets);
    }
    Operation *next = op->getNextNode();
    if (!next || !isa<gpu::BarrierOp>(next)) {
      rewriter.setInsertionPointAfter(op);
      gpu::BarrierOp::create(rewriter, loc);
    }
    rewriter.eraseOp(op);
    return success();
  }

  /// f32 exp2 and log2 on the fast hardware path.
  void useFastExponentials() {
    SmallVector<Operation *> ops;
    k.func.walk([&](Operation *op) {
      if (isa<math::Exp2Op, math::Log2Op>(op) &&
          op->getResult(0).getType().isF32())
        ops.push_back(op);
    });
    for (Operation *op : ops) {
      rewriter.setInsertionPoint(op);
      StringRef name = isa<math::Exp2Op>(op) ? "llvm.nvvm.ex2.approx.ftz.f"
                                             : "llvm.nvvm.lg2.approx.ftz.f";
      rewriter.replaceOp(op,
                         LLVM::CallIntrinsicOp::create(
                             rewriter, op->getLoc(), rewriter.getF32Type(),
                             rewriter.getStringAttr(name), op->getOperands())
                             .getResults());
    }
  }

  Kernel &k;
  const TargetDescription &target;
  GPUMappingResult &result;
  RewriterBase &rewriter;
};

} // namespace

bool mlir::attn::isStructuredKernel(gpu::GPUFuncOp kernel) {
  auto config = kernel->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName);
  return config && config.getKind() == KernelKind::Structured;
}

FailureOr<GPUMappingResult>
mlir::attn::mapStructuredKernelToGPU(RewriterBase &rewriter,
                                     gpu::GPUFuncOp func, StringRef chip) {
  std::optional<TargetDescription> target = lookupNVIDIATarget(chip);
  if (!target)
    return func.emitError("attn-map-to-gpu: unknown NVIDIA chip '")
           << chip << "'; known chips: " << kKnownNVIDIAChips;
  Kernel kernel;
  kernel.func = func;
  kernel.abi = func->getAttrOfType<DictionaryAttr>("attn.abi");
  if (!kernel.abi)
    return kernel.error() << "has no attn.abi";
  // The workgroup and its query tile are the kernel configuration's.
  auto config = func->getAttrOfType<KernelConfigAttr>(kKernelConfigAttrName);
  if (!config)
    return kernel.error() << "has no " << kKernelConfigAttrName;
  kernel.threads = config.getWorkgroupSize();
  kernel.tileM = config.getTileM();
  kernel.alignment = kernel.abiInt("alignment_bytes", 1);
  if (auto loops = kernel.abi.getAs<ArrayAttr>("loops"))
    for (Attribute loop : loops) {
      auto entry = dyn_cast<DictionaryAttr>(loop);
      auto name = entry ? entry.getAs<StringAttr>("name") : StringAttr();
      auto size = entry ? entry.getAs<IntegerAttr>("size") : IntegerAttr();
      if (!name || !size)
        continue;
      int64_t value = size.getInt() < 0 ? ShapedType::kDynamic : size.getInt();
      if (name.getValue().starts_with("b"))
        kernel.batchSizes.push_back(value);
      else if (name.getValue() == "m")
        kernel.querySize = value;
    }
  GPUMappingResult result;
  KernelMapper mapper(rewriter, kernel, *target, result);
  if (failed(mapper.run()))
    return failure();
  return result;
}

namespace {
struct AttnMapToGPUPass : attn::impl::AttnMapToGPUPassBase<AttnMapToGPUPass> {
  using Base::Base;
  void runOnOperation() override {
    std::optional<TargetDescription> target = lookupNVIDIATarget(chip);
    if (!target) {
      getOperation().emitError("attn-map-to-gpu: unknown NVIDIA chip '")
          << chip << "'; known chips: " << kKnownNVIDIAChips;
      return signalPassFailure();
    }
    SmallVector<gpu::GPUFuncOp> kernels;
    getOperation().walk([&](gpu::GPUFuncOp func) {
      if (isStructuredKernel(func))
        kernels.push_back(func);
    });
    IRRewriter rewriter(&getContext());
    for (gpu::GPUFuncOp kernel : kernels) {
      FailureOr<GPUMappingResult> mapped =
          mapStructuredKernelToGPU(rewriter, kernel, chip);
      if (failed(mapped))
        return signalPassFailure();
      numAsyncCopies += mapped->asyncCopies;
      numDistributed += mapped->distributedOps;
    }
  }
};
} // namespace
