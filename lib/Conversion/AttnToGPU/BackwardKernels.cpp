//===- BackwardKernels.cpp - the gradients as two NVVM kernels ------------===//
//
// See BackwardKernels.h.
//
//===----------------------------------------------------------------------===//

#include "BackwardKernels.h"
#include "KernelBuilder.h"

#include "attn/Conversion/KernelConfig.h"
#include "attn/Conversion/MmaBackward.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"
#include "attn/Dialect/Attn/Utils/SharedMemory.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;
using namespace mlir::attn;

/// Rows of a workgroup's own tile (a warp per 16) and of each step's tile.
/// (Key-pass steps of 32 rows at d = 128, which spill no registers, measured
/// slower: 217 against 230 TFLOP/s on an H100 at N = 4096.)
static constexpr int64_t kOwnRows = 64, kStepRows = 64;

/// The key pass's own rows: 64 keys (four warps), or 128 (eight warps) where
/// it adds dQ by atomics at head dims above 64. 128 keys read each query tile
/// once for twice the keys and add to dQ half as often; measured on an H100
/// (bf16, N = 1k and 4k, both causal kinds): 4-11 % faster than 64 keys for
/// the atomics at d = 128, within -4 % to +1 % at d = 64, and for the two
/// passes -7 % to +1 % (docs/Rationale.md).
static int64_t keyPassOwnRows(bool gradQueryByAtomics, int64_t headDims) {
  return gradQueryByAtomics && headDims > 64 ? 128 : kOwnRows;
}

static Type elementTypeOf(Value v) {
  return cast<RankedTensorType>(v.getType()).getElementType();
}

/// The static size of iteration dim `dim` of `op`, from any operand that
/// has it; dynamic where none does.
static int64_t staticLoopSize(AttentionBackwardOp op, unsigned dim) {
  for (auto [operand, map] :
       llvm::zip_equal(op.getTensorOperands(), op.getIndexingMapsArray()))
    if (std::optional<unsigned> pos =
            map.getResultPosition(getAffineDimExpr(dim, op.getContext()))) {
      int64_t size = cast<RankedTensorType>(operand.getType()).getDimSize(*pos);
      if (!ShapedType::isDynamic(size))
        return size;
    }
  return ShapedType::kDynamic;
}

LogicalResult mlir::attn::supportsBackwardKernels(AttentionBackwardOp op,
                                                  bool emit) {
  auto fail = [&](auto &&...parts) -> LogicalResult {
    if (emit)
      (op.emitOpError() << ... << parts);
    return failure();
  };
  Type q = elementTypeOf(op.getQuery());
  for (Value v : {op.getKey(), op.getValue(), op.getOutput(),
                  op.getGradOutput()})
    if (!(q.isF16() || q.isBF16()) || elementTypeOf(v) != q)
      return fail("the tensor-core backward needs f16 or bf16 query, key, "
                  "value, output and output gradient of one type, got ",
                  q, ", ", elementTypeOf(op.getKey()), ", ",
                  elementTypeOf(op.getValue()), ", ",
                  elementTypeOf(op.getOutput()), ", ",
                  elementTypeOf(op.getGradOutput()));
  if (op.getCausalOffset())
    return fail("GPU kernels do not take a causal_offset; generate them from "
                "untiled attention ops");
  int64_t k1 = staticLoopSize(op, op.getK1Dim());
  int64_t k2 = staticLoopSize(op, op.getK2Dim());
  auto ok = [](int64_t d) { return d >= 8 && d <= 128 && d % 8 == 0; };
  if (!ok(k1) || !ok(k2))
    return fail("the tensor-core backward needs static head dims that are "
                "multiples of 8 from 8 to 128, got k1 = ",
                ShapedType::isDynamic(k1) ? std::string("?")
                                          : std::to_string(k1),
                ", k2 = ",
                ShapedType::isDynamic(k2) ? std::string("?")
                                          : std::to_string(k2));
  MLIRContext *ctx = op.getContext();
  struct Layout {
    AffineMap map;
    unsigned dim;
    StringRef operand, dimName;
  };
  for (Layout l : {Layout{op.getQueryMap(), op.getK1Dim(), "query", "k1"},
                   Layout{op.getKeyMap(), op.getK1Dim(), "key", "k1"},
                   Layout{op.getValueMap(), op.getK2Dim(), "value", "k2"},
                   Layout{op.getOutputMap(), op.getK2Dim(), "output", "k2"},
                   Layout{op.getGradOutputMap(), op.getK2Dim(),
                          "output gradient", "k2"},
                   Layout{op.getGradQueryMap(), op.getK1Dim(),
                          "query gradient", "k1"},
                   Layout{op.getGradKeyMap(), op.getK1Dim(), "key gradient",
                          "k1"},
                   Layout{op.getGradValueMap(), op.getK2Dim(),
                          "value gradient", "k2"}})
    if (l.map.getNumResults() == 0 ||
        l.map.getResults().back() != getAffineDimExpr(l.dim, ctx))
      return fail("the tensor-core backward needs ", l.dimName,
                  " innermost in the ", l.operand, " layout, got ",
                  AffineMapAttr::get(l.map));
  // The key pass's workgroups run over the batch dims K and V have; its
  // steps run over the query group (the one batch dim they lack, if any).
  unsigned groupDims = 0;
  for (unsigned d = 0; d < op.getNumBatchDims(); ++d) {
    AffineExpr e = getAffineDimExpr(d, ctx);
    bool inKey = op.getKeyMap().getResultPosition(e).has_value();
    if (inKey != op.getValueMap().getResultPosition(e).has_value())
      return fail("the tensor-core backward needs key and value indexed by "
                  "the same batch dims; batch dim ",
                  d, " indexes only one of them");
    groupDims += !inKey;
  }
  if (groupDims > 1)
    return fail("the tensor-core backward takes one query-group dim (batch "
                "dims that key and value lack), got ",
                groupDims);
  return success();
}

namespace {
/// One tensor of a backward kernel.
struct Tensor {
  std::string name;
  /// Its type, and the iteration dim of each of its dims.
  RankedTensorType type;
  SmallVector<unsigned> layout;
  bool output = false;
};

/// Builds the two kernels of one attn.attention_backward.
class BackwardKernelBuilder {
public:
  BackwardKernelBuilder(AttentionBackwardOp op, const TargetDescription &target)
      : op(op), target(target), ctx(op.getContext()),
        nb(op.getNumBatchDims()) {}

  LogicalResult build(OpBuilder &b, StringRef name);

private:
  std::string dimName(unsigned d) const {
    if (d < nb)
      return "b" + std::to_string(d);
    return std::array<const char *, 4>{"m", "n", "k1", "k2"}[d - nb];
  }
  /// Whether the key pass computes dQ too, adding it to a dQ the query
  /// pass zero-fills: when dQ is f32, which atomics add to.
  bool gradQueryByAtomics() {
    return cast<RankedTensorType>(op.getGradQueryInit().getType())
        .getElementType()
        .isF32();
  }
  /// Whether a pass's products are wgmma's: on sm_90a, at head dims of 64
  /// and 128; with dQ by atomics the key pass (the query pass's row sums,
  /// where it has steps, keep mma.sync).
  bool warpgroupMma(bool query) {
    auto whole = [&](unsigned dim) {
      int64_t d = staticLoopSize(op, dim);
      return d == 64 || d == 128;
    };
    return target.warpgroupMma && !(query && gradQueryByAtomics()) &&
           whole(op.getK1Dim()) && whole(op.getK2Dim());
  }
  /// Whether `op` has a mask of floats (added to the scores), whose values
  /// may make c differ from 1.
  bool hasAdditiveMask() {
    return op.getMask() && !elementTypeOf(op.getMask()).isInteger(1);
  }
  /// The tensors of the query pass (`query`) or of the key pass.
  SmallVector<Tensor> tensors(bool query);
  /// The kernel of one pass, in its own gpu.module `name`.
  LogicalResult buildKernel(OpBuilder &b, bool query, StringRef name);
  DictionaryAttr abi(OpBuilder &b, bool query, ArrayRef<Tensor> ts,
                     ArrayRef<std::pair<std::string, Type>> args,
                     int64_t sharedBytes, int64_t tileM, int64_t tileN,
                     int64_t threads);

  AttentionBackwardOp op;
  const TargetDescription &target;
  MLIRContext *ctx;
  unsigned nb;
};
} // namespace

SmallVector<Tensor> BackwardKernelBuilder::tensors(bool query) {
  auto layout = [](AffineMap map) {
    return llvm::map_to_vector(map.getResults(), [](AffineExpr e) {
      return cast<AffineDimExpr>(e).getPosition();
    });
  };
  auto tensor = [&](StringRef name, Value v, AffineMap map, bool output) {
    return Tensor{name.str(), cast<RankedTensorType>(v.getType()), layout(map),
                  output};
  };
  // D and c: f32, (batch dims..., m), sized like the LSE's dims.
  SmallVector<unsigned> rowDims = llvm::to_vector(llvm::seq(0u, nb + 1));
  SmallVector<int64_t> rowShape;
  for (unsigned d : rowDims)
    rowShape.push_back(staticLoopSize(op, d));
  auto rowType = RankedTensorType::get(rowShape, Float32Type::get(ctx));

  SmallVector<Tensor> ts = {tensor("q", op.getQuery(), op.getQueryMap(), false),
                            tensor("k", op.getKey(), op.getKeyMap(), false),
                            tensor("v", op.getValue(), op.getValueMap(), false)};
  if (op.getMask())
    ts.push_back(tensor("mask", op.getMask(), op.getMaskMap(), false));
  if (query)
    ts.push_back(tensor("o", op.getOutput(), op.getOutputMap(), false));
  ts.push_back(
      tensor("do", op.getGradOutput(), op.getGradOutputMap(), false));
  ts.push_back(tensor("lse", op.getLse(), op.getLseMap(), false));
  ts.push_back(Tensor{"d", rowType, rowDims, query});
  ts.push_back(Tensor{"c", rowType, rowDims, query});
  if (query || gradQueryByAtomics())
    ts.push_back(tensor("dq", op.getGradQueryInit(), op.getGradQueryMap(),
                        true));
  if (!query) {
    ts.push_back(
        tensor("dk", op.getGradKeyInit(), op.getGradKeyMap(), true));
    ts.push_back(
        tensor("dv", op.getGradValueInit(), op.getGradValueMap(), true));
  }
  return ts;
}

DictionaryAttr
BackwardKernelBuilder::abi(OpBuilder &b, bool query, ArrayRef<Tensor> ts,
                           ArrayRef<std::pair<std::string, Type>> args,
                           int64_t sharedBytes, int64_t tileM, int64_t tileN,
                           int64_t threads) {
  auto typeName = &KernelBuilder::typeName;
  SmallVector<Attribute> tensorAttrs;
  for (const Tensor &t : ts) {
    SmallVector<Attribute> dims;
    for (unsigned d : t.layout)
      dims.push_back(b.getStringAttr(dimName(d)));
    tensorAttrs.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(t.name)),
         b.getNamedAttr("element_type",
                        b.getStringAttr(typeName(t.type.getElementType()))),
         b.getNamedAttr("dims", b.getArrayAttr(dims)),
         b.getNamedAttr("output", b.getBoolAttr(t.output))}));
  }
  SmallVector<Attribute> sizes;
  for (unsigned d = 0; d < op.getNumLoops(); ++d) {
    int64_t size = staticLoopSize(op, d);
    sizes.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(dimName(d))),
         b.getNamedAttr("size", b.getI64IntegerAttr(
                                    ShapedType::isDynamic(size) ? -1 : size))}));
  }
  SmallVector<Attribute> argAttrs;
  for (auto [name, type] : args)
    argAttrs.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(name)),
         b.getNamedAttr("type", b.getStringAttr(isa<LLVM::LLVMPointerType>(type)
                                                    ? "ptr"
                                                    : typeName(type)))}));
  std::string causal = "none";
  if (op.getCausal())
    causal = stringifyCausalAlignment(*op.getCausal()).str();
  StringRef gridDim = query ? "m" : "n";
  // The batch dims the workgroups run over (grid y): the key pass's are
  // those K has (the query group runs inside each workgroup).
  SmallVector<Attribute> gridBatchDims;
  for (unsigned d = 0; d < nb; ++d)
    if (query ||
        op.getKeyMap().getResultPosition(getAffineDimExpr(d, ctx)).has_value())
      gridBatchDims.push_back(b.getStringAttr(dimName(d)));
  // Outputs the kernel adds to (read, then written): the key pass's dQ.
  SmallVector<Attribute> accumulates;
  if (!query && gradQueryByAtomics())
    accumulates.push_back(b.getStringAttr("dq"));
  return b.getDictionaryAttr(
      {b.getNamedAttr("kernel",
                      b.getStringAttr(query ? "attention_backward_dq"
                                            : "attention_backward_dkdv")),
       b.getNamedAttr("block_size", b.getI64IntegerAttr(threads)),
       b.getNamedAttr("tile_m", b.getI64IntegerAttr(tileM)),
       b.getNamedAttr("tile_n", b.getI64IntegerAttr(tileN)),
       b.getNamedAttr("shared_memory_bytes", b.getI64IntegerAttr(sharedBytes)),
       b.getNamedAttr("grid_dim", b.getStringAttr(gridDim)),
       b.getNamedAttr("grid_batch_dims", b.getArrayAttr(gridBatchDims)),
       b.getNamedAttr("grid",
                      b.getStringAttr(query ? "x = ceil(m / tile_m), y = "
                                              "product of grid_batch_dims"
                                            : "x = ceil(n / tile_n), y = "
                                              "product of grid_batch_dims")),
       b.getNamedAttr("causal", b.getStringAttr(causal)),
       b.getNamedAttr("loops", b.getArrayAttr(sizes)),
       b.getNamedAttr("tensors", b.getArrayAttr(tensorAttrs)),
       b.getNamedAttr(
           "variant",
           b.getStringAttr(warpgroupMma(query) ? "wgmma" : "mma.sync")),
       b.getNamedAttr("args", b.getArrayAttr(argAttrs)),
       b.getNamedAttr("dynamic_shared_memory_bytes",
                      b.getI64IntegerAttr(sharedBytes)),
       b.getNamedAttr(
           "contiguous_dims",
           b.getArrayAttr({b.getStringAttr(dimName(op.getK1Dim())),
                           b.getStringAttr(dimName(op.getK2Dim()))})),
       b.getNamedAttr("alignment_bytes", b.getI64IntegerAttr(16)),
       // dQ: computed by the query pass, or zero-filled by it and added to
       // by every key block of the key pass.
       b.getNamedAttr("grad_query",
                      b.getStringAttr(gradQueryByAtomics() ? "key_pass_atomics"
                                                           : "query_pass")),
       b.getNamedAttr("accumulates", b.getArrayAttr(accumulates))});
}

LogicalResult BackwardKernelBuilder::buildKernel(OpBuilder &b, bool query,
                                                StringRef name) {
  Location loc = op.getLoc();
  Type f32 = b.getF32Type(), i64 = b.getI64Type();
  auto ptr = LLVM::LLVMPointerType::get(ctx, 1);
  SmallVector<Tensor> ts = tensors(query);
  // Arguments: a pointer per tensor, the scale, the lengths, the batch
  // sizes, and each tensor's strides along the batch dims and its rows
  // (m, n, or both for the mask; its head dim is contiguous).
  SmallVector<std::pair<std::string, Type>> args;
  for (const Tensor &t : ts)
    args.push_back({t.name, ptr});
  args.push_back({"scale", f32});
  args.push_back({"m", i64});
  args.push_back({"n", i64});
  for (unsigned d = 0; d < nb; ++d)
    args.push_back({"size_" + dimName(d), i64});
  auto strided = [&](const Tensor &t) {
    SmallVector<unsigned> dims = llvm::to_vector(llvm::seq(0u, nb));
    bool rowsOfKeys = t.name == "k" || t.name == "v" || t.name == "dk" ||
                      t.name == "dv";
    if (t.name == "mask")
      dims.append({op.getMDim(), op.getNDim()});
    else
      dims.push_back(rowsOfKeys ? op.getNDim() : op.getMDim());
    return dims;
  };
  for (const Tensor &t : ts)
    for (unsigned d : strided(t))
      args.push_back({t.name + "_stride_" + dimName(d), i64});

  // Tiles: the own tile (a warp per 16 rows), steps of 64.
  int64_t k1 = staticLoopSize(op, op.getK1Dim());
  int64_t k2 = staticLoopSize(op, op.getK2Dim());
  MmaBackwardShape shape{
      query ? MmaBackwardPass::Query : MmaBackwardPass::Key,
      query || warpgroupMma(query)
          ? kOwnRows
          : keyPassOwnRows(gradQueryByAtomics(), std::max(k1, k2)),
      kStepRows,
      k1,
      k2,
      target.sharedRowElements,
      elementTypeOf(op.getQuery()),
      gradQueryByAtomics(),
      /*stepless=*/query && gradQueryByAtomics() && !hasAdditiveMask()};
  shape.warpgroupMma = warpgroupMma(query);
  int64_t sharedBytes = shape.sharedMemoryBytes();
  if (sharedBytes > target.sramBytes)
    return op.emitOpError("the tensor-core backward needs ")
           << sharedBytes << " bytes of shared memory, more than the target's "
           << target.sramBytes;
  int64_t tileM = query ? shape.ownRows : kStepRows;
  int64_t tileN = query ? kStepRows : shape.ownRows;
  int64_t threads = 32 * shape.warps();

  OpBuilder::InsertionGuard guard(b);
  auto module = gpu::GPUModuleOp::create(b, loc, name);
  // wgmma's descriptors address 128-byte swizzle atoms from 1024-byte
  // boundaries.
  declareDynamicSharedMemory(b, module, loc, shape.warpgroupMma ? 1024 : 16);
  b.setInsertionPointToEnd(module.getBody());
  SmallVector<Type> argTypes =
      llvm::map_to_vector(args, [](auto &a) { return a.second; });
  auto func = gpu::GPUFuncOp::create(
      b, loc, query ? "attention_backward_dq" : "attention_backward_dkdv",
      b.getFunctionType(argTypes, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func->setAttr("attn.abi",
                abi(b, query, ts, args, sharedBytes, tileM, tileN, threads));
  func->setAttr(
      kKernelConfigAttrName,
      KernelConfigAttr::get(
          ctx, shape.warpgroupMma ? KernelKind::Wgmma : KernelKind::MmaSync,
          tileM, tileN, threads, /*lanesPerRow=*/1, sharedBytes,
          /*kvStages=*/2, CopyKind::Async,
          /*lazyRescale=*/false,
          /*qInRegisters=*/false,
          shape.warpgroupMma ? ArrayRef<int64_t>{64, kStepRows, 16}
                             : ArrayRef<int64_t>{16, 8, 16}));
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(threads), 1, 1}));
  // The query pass at head dims up to 64 fits three workgroups a
  // multiprocessor in 168 registers a thread (it needs about 170; measured
  // on an H100, d = 64: 3-5 % faster not causal, within 1 % causal).
  // (The query pass of the key pass's atomics needs fewer.)
  if (query && !gradQueryByAtomics() && std::max(k1, k2) <= 64)
    func->setAttr("nvvm.minctasm", b.getI32IntegerAttr(3));
  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);
  llvm::StringMap<Value> arguments;
  for (auto [i, a] : llvm::enumerate(args))
    arguments[a.first] = entry.getArgument(i);

  // Each tensor over its pointer, sizes and strides.
  auto i64Constant = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i64, b.getI64IntegerAttr(v));
  };
  auto global = gpu::AddressSpaceAttr::get(ctx, gpu::AddressSpace::Global);
  llvm::StringMap<Value> views, memrefs;
  for (const Tensor &t : ts) {
    SmallVector<Value> sizes, strides;
    SmallVector<int64_t> staticStrides;
    SmallVector<unsigned> stridedDims = strided(t);
    for (auto [i, d] : llvm::enumerate(t.layout)) {
      int64_t size = t.type.getDimSize(i);
      if (!ShapedType::isDynamic(size))
        sizes.push_back(i64Constant(size));
      else if (d == op.getMDim() || d == op.getNDim())
        sizes.push_back(arguments.lookup(dimName(d)));
      else
        sizes.push_back(arguments.lookup("size_" + dimName(d)));
      if (llvm::is_contained(stridedDims, d)) {
        strides.push_back(arguments.lookup(t.name + "_stride_" + dimName(d)));
        staticStrides.push_back(ShapedType::kDynamic);
      } else {
        strides.push_back(i64Constant(1));
        staticStrides.push_back(1);
      }
    }
    auto memrefType = MemRefType::get(
        t.type.getShape(), t.type.getElementType(),
        StridedLayoutAttr::get(ctx, /*offset=*/0, staticStrides), global);
    Value memref = PointerToMemrefOp::create(b, loc, memrefType,
                                             arguments.lookup(t.name), sizes,
                                             strides);
    memrefs[t.name] = memref;
    views[t.name] = bufferization::ToTensorOp::create(
        b, loc, t.type, memref, /*restrict=*/true, /*writable=*/t.output);
  }
  // Tensors the pass does not read (the other pass's gradients, O in the
  // key pass) stand in as empty tensors.
  // Of the type of `like` (indexed by `map`), its dynamic sizes read off
  // the kernel's inputs that have the same iteration dims.
  auto emptyLike = [&](Value like, AffineMap map) -> Value {
    auto type = cast<RankedTensorType>(like.getType());
    SmallVector<Value> dynamicSizes;
    for (auto [i, e] : llvm::enumerate(map.getResults())) {
      if (!type.isDynamicDim(i))
        continue;
      for (auto [name, inputMap] :
           {std::pair<StringRef, AffineMap>{"q", op.getQueryMap()},
            {"k", op.getKeyMap()},
            {"v", op.getValueMap()},
            {"do", op.getGradOutputMap()}})
        if (std::optional<unsigned> pos = inputMap.getResultPosition(e)) {
          dynamicSizes.push_back(
              tensor::DimOp::create(b, loc, views.lookup(name), *pos));
          break;
        }
    }
    return tensor::EmptyOp::create(b, loc, type, dynamicSizes);
  };
  auto clone = cast<AttentionBackwardOp>(b.clone(*op));
  clone.getQueryMutable().assign(views.lookup("q"));
  clone.getKeyMutable().assign(views.lookup("k"));
  clone.getValueMutable().assign(views.lookup("v"));
  clone.getScaleMutable().assign(arguments.lookup("scale"));
  if (clone.getMask())
    clone.getMaskMutable().assign(views.lookup("mask"));
  clone.getGradOutputMutable().assign(views.lookup("do"));
  clone.getLseMutable().assign(views.lookup("lse"));
  clone.getOutputMutable().assign(
      query ? views.lookup("o")
            : emptyLike(op.getOutput(), op.getOutputMap()));
  MutableOperandRange inits = clone.getOutputsMutable();
  inits[0].set(query || gradQueryByAtomics()
                   ? views.lookup("dq")
                   : emptyLike(op.getGradQueryInit(), op.getGradQueryMap()));
  inits[1].set(query ? emptyLike(op.getGradKeyInit(), op.getGradKeyMap())
                     : views.lookup("dk"));
  inits[2].set(query ? emptyLike(op.getGradValueInit(), op.getGradValueMap())
                     : views.lookup("dv"));

  BackwardTilingOptions options;
  options.tileM = tileM;
  options.tileN = tileN;
  IRRewriter rewriter(ctx);
  SmallVector<std::pair<Value, StringRef>> results;
  if (query) {
    FailureOr<BackwardQueryPass> pass = tileAttentionBackwardQueryPass(
        rewriter, clone, options, views.lookup("c"), views.lookup("d"),
        /*rowsOnly=*/gradQueryByAtomics());
    if (failed(pass)) {
      module.erase();
      return failure();
    }
    results = {{pass->gradQuery, "dq"},
               {pass->rowScale, "c"},
               {pass->rowDots, "d"}};
  } else {
    FailureOr<std::pair<Value, Value>> pass = tileAttentionBackwardKeyPass(
        rewriter, clone, options, views.lookup("d"), views.lookup("c"),
        gradQueryByAtomics() ? memrefs.lookup("dq") : Value());
    if (failed(pass)) {
      module.erase();
      return failure();
    }
    results = {{pass->first, "dk"}, {pass->second, "dv"}};
  }
  b.setInsertionPoint(clone);
  for (auto [result, name] : results)
    bufferization::MaterializeInDestinationOp::create(
        b, loc, TypeRange(), result, memrefs.lookup(name), /*restrict=*/true,
        /*writable=*/true);
  clone.erase();
  b.setInsertionPointToEnd(&entry);
  gpu::ReturnOp::create(b, loc);
  return success();
}

LogicalResult BackwardKernelBuilder::build(OpBuilder &b, StringRef name) {
  return failure(failed(buildKernel(b, /*query=*/true, (name + "_dq").str())) ||
                 failed(buildKernel(b, /*query=*/false,
                                    (name + "_dkdv").str())));
}

LogicalResult mlir::attn::buildBackwardKernels(OpBuilder &b,
                                              AttentionBackwardOp op,
                                              const TargetDescription &target,
                                              StringRef name) {
  if (failed(supportsBackwardKernels(op, /*emit=*/true)))
    return failure();
  return BackwardKernelBuilder(op, target).build(b, name);
}
