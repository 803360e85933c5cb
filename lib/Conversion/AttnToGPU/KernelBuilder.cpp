//===- KernelBuilder.cpp - the SIMT attention kernel ----------------------===//
//
// The target-independent part of the SIMT kernel: checks, the tensors and
// scalar parameters of its interface, the `attn.abi` description, and the
// body (see KernelBuilder.h). Every operand is addressed through element
// strides per iteration dim (0 for a dim the operand omits).
//
//===----------------------------------------------------------------------===//

#include "KernelBuilder.h"
#include "KernelEmitter.h"

#include "attn/Dialect/Attn/IR/AttnRules.h"
#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

#include <array>
#include <cmath>

using namespace mlir;
using namespace mlir::attn;

std::string KernelBuilder::typeName(Type t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t.print(os);
  return s;
}

std::string KernelBuilder::dimName(unsigned d) const {
  if (d < nb)
    return "b" + std::to_string(d);
  return std::array<const char *, 4>{"m", "n", "k1", "k2"}[d - nb];
}

const KernelTensor &KernelBuilder::tensorNamed(ArrayRef<KernelTensor> ts,
                                               StringRef name) {
  return *llvm::find_if(ts,
                        [&](const KernelTensor &t) { return t.name == name; });
}

Value KernelBuilder::strideOf(const llvm::StringMap<Value> &scalars,
                              const KernelTensor &t, unsigned d) const {
  return scalars.lookup(t.name + "_stride_" + dimName(d));
}

SmallVector<Value>
KernelBuilder::batchIndices(OpBuilder &b, const llvm::StringMap<Value> &scalars,
                            Value flat) {
  SmallVector<Value> batchIdx(nb);
  Value rest = flat;
  for (int d = nb - 1; d >= 0; --d) {
    Value size = scalars.lookup("size_" + dimName(d));
    batchIdx[d] = arith::RemUIOp::create(b, loc(), rest, size);
    rest = arith::DivUIOp::create(b, loc(), rest, size);
  }
  return batchIdx;
}

Value KernelBuilder::batchOffset(OpBuilder &b,
                                 const llvm::StringMap<Value> &scalars,
                                 ArrayRef<Value> batchIdx,
                                 const KernelTensor &t) {
  Value off = arith::ConstantIndexOp::create(b, loc(), 0);
  for (unsigned d = 0; d < nb; ++d)
    off = arith::AddIOp::create(
        b, loc(), off,
        arith::MulIOp::create(b, loc(), batchIdx[d], strideOf(scalars, t, d)));
  return off;
}

LogicalResult KernelBuilder::check() {
  headDim = op.getStaticLoopSize(op.getK1Dim());
  valueDim = op.getStaticLoopSize(op.getK2Dim());
  if (ShapedType::isDynamic(headDim) || ShapedType::isDynamic(valueDim))
    return op.emitOpError("GPU kernels need static head dims, got k1 = ")
           << (ShapedType::isDynamic(headDim) ? std::string("?")
                                              : std::to_string(headDim))
           << ", k2 = "
           << (ShapedType::isDynamic(valueDim) ? std::string("?")
                                               : std::to_string(valueDim));
  if (headDim > 256 || valueDim > 256)
    return op.emitOpError("GPU kernels support head dims up to 256, got k1 = ")
           << headDim << ", k2 = " << valueDim;
  if (op.getCausalOffset())
    return op.emitOpError("GPU kernels do not take a causal_offset; generate "
                          "them from untiled attention ops");
  return success();
}

SmallVector<KernelTensor> KernelBuilder::tensors() {
  SmallVector<unsigned> batch = llvm::to_vector(llvm::seq<unsigned>(0, nb));
  auto with = [&](std::initializer_list<unsigned> extra) {
    SmallVector<unsigned> dims = batch;
    dims.append(extra);
    return dims;
  };
  auto layout = [](AffineMap map) {
    return llvm::map_to_vector(map.getResults(), [](AffineExpr e) {
      return cast<AffineDimExpr>(e).getPosition();
    });
  };
  unsigned m = op.getMDim(), n = op.getNDim(), k1 = op.getK1Dim(),
           k2 = op.getK2Dim();
  auto elem = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getElementType();
  };
  SmallVector<KernelTensor> ts;
  // Without head-dim strides, rows are contiguous along k1 and k2.
  bool hs = stridedHeadDims();
  ts.push_back({"q", elem(op.getQuery()), hs ? with({m, k1}) : with({m}),
                layout(op.getQueryMap())});
  ts.push_back({"k", elem(op.getKey()), hs ? with({n, k1}) : with({n}),
                layout(op.getKeyMap())});
  ts.push_back({"v", elem(op.getValue()), hs ? with({n, k2}) : with({n}),
                layout(op.getValueMap())});
  if (op.getMask())
    ts.push_back(
        {"mask", elem(op.getMask()), with({m, n}), layout(op.getMaskMap())});
  // The reference kernel writes f32 outputs, whatever the op's types.
  Type f32 = Float32Type::get(op.getContext());
  ts.push_back({"o", reference ? f32 : elem(op.getOutputInit()),
                hs ? with({m, k2}) : with({m}),
                layout(op.getOutputMap()), true});
  if (op.hasLse())
    ts.push_back({"lse", reference ? f32 : elem(op.getLseInit()), with({m}),
                  layout(op.getLseMap()), true});
  return ts;
}

DictionaryAttr KernelBuilder::abi(OpBuilder &b, ArrayRef<KernelTensor> ts,
                                  ArrayRef<std::pair<std::string, Type>> args) {
  SmallVector<Attribute> tensorAttrs;
  for (const KernelTensor &t : ts) {
    SmallVector<Attribute> dims;
    for (unsigned d : t.layout)
      dims.push_back(b.getStringAttr(dimName(d)));
    tensorAttrs.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(t.name)),
         b.getNamedAttr("element_type",
                        b.getStringAttr(typeName(t.elementType))),
         b.getNamedAttr("dims", b.getArrayAttr(dims)),
         b.getNamedAttr("output", b.getBoolAttr(t.output))}));
  }
  // Static size of each iteration dim, -1 where dynamic.
  SmallVector<Attribute> sizes;
  for (unsigned d = 0; d < op.getNumLoops(); ++d) {
    int64_t size = op.getStaticLoopSize(d);
    sizes.push_back(b.getDictionaryAttr(
        {b.getNamedAttr("name", b.getStringAttr(dimName(d))),
         b.getNamedAttr("size", b.getI64IntegerAttr(
                                    ShapedType::isDynamic(size) ? -1 : size))}));
  }
  int64_t sharedBytes = sharedMemoryBytes();
  std::string causal = "none";
  if (op.getCausal())
    causal = stringifyCausalAlignment(*op.getCausal()).str();
  SmallVector<NamedAttribute> entries = {
       b.getNamedAttr("block_size", b.getI64IntegerAttr(workgroupSize())),
       b.getNamedAttr("tile_m", b.getI64IntegerAttr(tileM)),
       b.getNamedAttr("tile_n", b.getI64IntegerAttr(tileN)),
       b.getNamedAttr("shared_memory_bytes", b.getI64IntegerAttr(sharedBytes)),
       b.getNamedAttr("grid", b.getStringAttr("x = ceil(m / tile_m), y = "
                                              "product of the batch dims")),
       b.getNamedAttr("causal", b.getStringAttr(causal)),
       b.getNamedAttr("loops", b.getArrayAttr(sizes)),
       b.getNamedAttr("tensors", b.getArrayAttr(tensorAttrs)),
       b.getNamedAttr("variant", b.getStringAttr(variant()))};
  entries.append(abiEntries(b, ts, args));
  return b.getDictionaryAttr(entries);
}

LogicalResult KernelBuilder::setLanesPerRow(int64_t lanes) {
  if (lanes < 1 || !llvm::isPowerOf2_64(lanes) || subgroupSize() % lanes)
    return op.emitOpError("lanes-per-row must be a power of 2 dividing the "
                          "subgroup size ")
           << subgroupSize() << ", got " << lanes;
  if (headDim % lanes || valueDim % lanes)
    return op.emitOpError("lanes-per-row = ")
           << lanes << " must divide the head dims, got k1 = " << headDim
           << ", k2 = " << valueDim;
  lanesPerRow = lanes;
  return success();
}

LogicalResult KernelBuilder::fitSharedMemory(bool chooseTileN,
                                             int64_t sharedLimit,
                                             const Twine &limitName) {
  if (chooseTileN)
    for (int64_t n : {32, 16, 8}) {
      tileN = n;
      if (sharedMemoryBytes() <= sharedLimit)
        break;
    }
  if (sharedMemoryBytes() <= sharedLimit)
    return success();
  return op.emitOpError("needs ")
         << sharedMemoryBytes()
         << " bytes of shared memory per workgroup (tile-n = " << tileN
         << "), more than the " << sharedLimit << " " << limitName;
}

int64_t KernelBuilder::headDimChunk(int64_t width) const {
  int64_t cap = std::max<int64_t>(1, 512 / std::max<int64_t>(1, tileN));
  int64_t step = 1;
  for (int64_t d = 1; d <= std::min(width, cap); ++d)
    if (width % d == 0)
      step = d;
  return step;
}

std::optional<KernelBuilder::LoopIterations>
KernelBuilder::loopIterations() const {
  auto ceilDiv = [](int64_t x, int64_t y) { return (x + y - 1) / y; };
  // A loop of `trips` iterations costs trips + 1 (its exit test).
  auto loop = [](int64_t trips) { return trips + 1; };
  const bool loops = !unrollHeadDims();
  if (reference) {
    // Per key: the dot product (pass 1), the dot product and the weighted
    // values (pass 2), each pass's own iteration.
    int64_t perKey = 2 + (loops ? 2 * loop(headDim) + loop(valueDim) : 0);
    int64_t fixed = 2 + (loops ? loop(headDim) + 2 * loop(valueDim) : 0);
    return LoopIterations{fixed, perKey, 1};
  }
  int64_t perBlock = 1;
  int64_t fixed = 1;
  if (loops) {
    perBlock += loop(qSlice() / headDimChunk(qSlice())) +
                loop(accSlice() / headDimChunk(accSlice()));
    fixed += loop(qSlice()) + 2 * loop(accSlice());
  } else {
    int64_t group = workgroupSize();
    perBlock += loop(ceilDiv(tileN * headDim, group)) +
                loop(ceilDiv(tileN * valueDim, group)) + 2 * loop(tileN);
  }
  return LoopIterations{fixed, perBlock, tileN};
}

gpu::GPUModuleOp KernelBuilder::build(OpBuilder &b, StringRef name) {
  Location loc = op.getLoc();
  Type f32 = b.getF32Type(), i64 = b.getI64Type();

  // Scalar parameters: scale, lengths, batch sizes, strides.
  SmallVector<KernelTensor> ts = tensors();
  SmallVector<std::pair<std::string, Type>> scalarParams;
  scalarParams.push_back({"scale", f32});
  scalarParams.push_back({"m", i64});
  scalarParams.push_back({"n", i64});
  for (unsigned d = 0; d < nb; ++d)
    scalarParams.push_back({"size_" + dimName(d), i64});
  for (const KernelTensor &t : ts)
    for (unsigned d : t.strided)
      scalarParams.push_back({t.name + "_stride_" + dimName(d), i64});
  SmallVector<std::pair<std::string, Type>> args =
      kernelArguments(ts, scalarParams);

  auto module = gpu::GPUModuleOp::create(b, loc, name);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(module.getBody());
  SmallVector<Type> argTypes =
      llvm::map_to_vector(args, [](auto &a) { return a.second; });
  auto func = gpu::GPUFuncOp::create(b, loc, "attention",
                                     b.getFunctionType(argTypes, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(), b.getUnitAttr());
  func->setAttr("attn.abi", abi(b, ts, args));
  if (config)
    func->setAttr(kKernelConfigAttrName, config);
  func.setKnownBlockSizeAttr(
      b.getDenseI32ArrayAttr({static_cast<int32_t>(workgroupSize()), 1, 1}));

  Block &entry = func.getBody().front();
  b.setInsertionPointToStart(&entry);
  for (auto [i, a] : llvm::enumerate(args))
    arguments[a.first] = entry.getArgument(i);
  KernelBuffers buffers = createBuffers(b, func);
  if (reference)
    buildReferenceBody(b, ts, scalarParams, buffers);
  else
    buildBody(b, ts, scalarParams, buffers);
  b.setInsertionPointToEnd(&entry);
  gpu::ReturnOp::create(b, loc);
  return module;
}

void KernelBuilder::buildBody(
    OpBuilder &b, ArrayRef<KernelTensor> ts,
    ArrayRef<std::pair<std::string, Type>> scalarParams,
    const KernelBuffers &buffers) {
  Location loc = op.getLoc();
  Value kTile = buffers.kTile, vTile = buffers.vTile, qReg = buffers.qRow,
        accReg = buffers.accRow, sReg = buffers.scores;
  // Every scalar parameter is read once, at the start of the kernel.
  llvm::StringMap<Value> scalars;
  for (const auto &[name, type] : scalarParams)
    scalars[name] = scalar(b, name);

  KernelEmitter e{b, loc, unrollHeadDims()};
  auto cIdx = [&](int64_t v) { return e.index(v); };
  auto cF32 = [&](double v) { return e.f32(v); };
  auto add = [&](Value x, Value y) { return e.add(x, y); };
  auto mul = [&](Value x, Value y) { return e.mul(x, y); };
  Value negInf = cF32(-INFINITY), zeroF = cF32(0.0);
  auto safe = [&](Value max) { return buildSoftmaxShift(b, loc, max); };
  UnaryBuilder exp2Of = [&](OpBuilder &ob, Location, Value x) {
    return this->exp2(ob, x);
  };
  UnaryBuilder log2Of = [&](OpBuilder &ob, Location, Value x) {
    return this->log2(ob, x);
  };

  // Indices of this thread.
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value by = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value m = scalars.lookup("m"), n = scalars.lookup("n");
  Value one = cIdx(1), zero = cIdx(0);
  // With several lanes per row: lane `lane` of row `tid / lanes` owns the
  // head-dim elements lane, lane + lanes, ... (consecutive lanes read
  // consecutive words of the K and V blocks).
  const int64_t lanes = lanesPerRow;
  Value lane = zero, rowInTile = tid;
  if (lanes > 1) {
    lane = arith::RemUIOp::create(b, loc, tid, cIdx(lanes));
    rowInTile = arith::DivUIOp::create(b, loc, tid, cIdx(lanes));
  }
  auto dimOf = [&](Value slot) -> Value {
    return lanes == 1 ? slot : add(lane, mul(slot, cIdx(lanes)));
  };
  Value row = add(mul(bx, cIdx(tileM)), rowInTile);
  Value rowValid =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, row, m);
  // Rows past M compute on row M - 1 (in bounds) and store nothing.
  Value rowSafe = arith::MinUIOp::create(
      b, loc, row, arith::MaxSIOp::create(b, loc, arith::SubIOp::create(b, loc, m, one), zero));

  // Batch indices from blockIdx.y, innermost batch dim fastest.
  SmallVector<Value> batchIdx = batchIndices(b, scalars, by);
  auto stride = [&](const KernelTensor &t, unsigned d) {
    return strideOf(scalars, t, d);
  };
  auto base = [&](const KernelTensor &t) {
    return batchOffset(b, scalars, batchIdx, t);
  };
  auto tensorNamed = [&](StringRef name) -> const KernelTensor & {
    return KernelBuilder::tensorNamed(ts, name);
  };
  auto load = [&](const KernelTensor &t, Value offset) {
    return this->load(b, t, offset);
  };
  auto store = [&](const KernelTensor &t, Value offset, Value v) {
    this->store(b, t, offset, v);
  };
  unsigned mD = op.getMDim(), nD = op.getNDim(), k1D = op.getK1Dim(),
           k2D = op.getK2Dim();
  const KernelTensor &qT = tensorNamed("q"), &kT = tensorNamed("k"),
                     &vT = tensorNamed("v"), &oT = tensorNamed("o");
  Value qBase = add(base(qT), mul(rowSafe, stride(qT, mD)));
  Value kBase = base(kT), vBase = base(vT);

  // q = Q[row] * scale.
  Value c = scalars.lookup("scale");
  Value tn = cIdx(tileN);
  auto forLoop = [&](Value lb, Value ub, Value step, ValueRange inits,
                     function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    return e.forLoop(lb, ub, step, inits, body);
  };
  auto unrolled = [&](int64_t count, function_ref<void(Value)> body) {
    e.unrolled(count, body);
  };
  auto sumOver = [&](int64_t count, Value init,
                     function_ref<Value(Value)> term) {
    return e.sumOver(count, init, term);
  };
  unrolled(qSlice(), [&](Value t) {
    Value x = load(qT, add(qBase, mul(dimOf(t), stride(qT, k1D))));
    memref::StoreOp::create(b, loc, arith::MulFOp::create(b, loc, x, c), qReg,
                            ValueRange{t});
  });
  unrolled(accSlice(), [&](Value t) {
    memref::StoreOp::create(b, loc, zeroF, accReg, ValueRange{t});
  });

  // Keys this workgroup needs: all, or up to the diagonal of its last row.
  Value diagonal = buildCausalDiagonal(b, loc, op, m, n);
  Value keyEnd = n;
  if (diagonal) {
    Value rowEnd = arith::MinSIOp::create(
        b, loc, add(mul(bx, cIdx(tileM)), cIdx(tileM)), m);
    keyEnd = buildCausalKeyEnd(b, loc, rowEnd, diagonal, n);
  }
  Value nSafeMax = arith::MaxSIOp::create(b, loc, arith::SubIOp::create(b, loc, n, one), zero);
  const KernelTensor *maskT =
      op.getMask() ? &tensorNamed("mask") : nullptr;
  // exp(x - shift), in natural units (see the file comment).
  auto expShifted = [&](Value x, Value shift) {
    return buildShiftedExp(b, loc, x, shift, exp2Of);
  };

  // The score of key n0 + j from its dot product `s` (this lane's part):
  // summed across the row's lanes, masked, -inf where not visible.
  auto visibleScore = [&](Value n0, Value j, Value s) -> Value {
    for (int64_t offset = 1; offset < lanes; offset *= 2) {
      Value other = gpu::ShuffleOp::create(
                        b, loc, s, static_cast<int32_t>(offset),
                        static_cast<int32_t>(subgroupSize()),
                        gpu::ShuffleMode::XOR)
                        .getShuffleResult();
      s = arith::AddFOp::create(b, loc, s, other);
    }
    Value key = add(n0, j);
    Value visible =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, key, n);
    if (diagonal)
      visible = arith::AndIOp::create(
          b, loc, visible, buildCausalVisible(b, loc, rowSafe, key, diagonal));
    Value mv;
    if (maskT) {
      Value keySafe = arith::MinUIOp::create(b, loc, key, nSafeMax);
      Value off = add(add(base(*maskT), mul(rowSafe, stride(*maskT, mD))),
                      mul(keySafe, stride(*maskT, nD)));
      mv = load(*maskT, off);
    }
    return buildMaskedScore(b, loc, s, /*scale=*/Value(), mv, visible);
  };
  const bool keysUnrolled = !unrollHeadDims();

  auto blocks = forLoop(
      zero, keyEnd, tn, ValueRange{negInf, zeroF},
      [&](Value n0, ValueRange state) -> SmallVector<Value> {
        Value maxOld = state[0], sumOld = state[1];
        // Stage K and V blocks (zeros past N) in workgroup memory: element
        // tid, tid + workgroup size, ...; unrolled with few loops.
        gpu::BarrierOp::create(b, loc);
        auto stage = [&](const KernelTensor &t, Value tile, Value tBase,
                         unsigned headD, int64_t width) {
          auto copy = [&](Value e) {
            Value r = arith::DivUIOp::create(b, loc, e, cIdx(width));
            Value col = arith::RemUIOp::create(b, loc, e, cIdx(width));
            Value key = add(n0, r);
            Value inside =
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, key, n);
            Value keySafe = arith::MinUIOp::create(b, loc, key, nSafeMax);
            Value x = load(t, add(add(tBase, mul(keySafe, stride(t, nD))),
                                  mul(col, stride(t, headD))));
            x = arith::SelectOp::create(b, loc, inside, x, zeroF);
            memref::StoreOp::create(b, loc, x, tile, ValueRange{r, col});
          };
          int64_t total = tileN * width, group = workgroupSize();
          if (!keysUnrolled) {
            forLoop(tid, cIdx(total), cIdx(group), {},
                    [&](Value e, ValueRange) {
                      copy(e);
                      return SmallVector<Value>{};
                    });
            return;
          }
          for (int64_t i = 0; i * group < total; ++i) {
            Value e = add(tid, cIdx(i * group));
            if ((i + 1) * group <= total) {
              copy(e);
              continue;
            }
            auto inside = scf::IfOp::create(
                b, loc,
                arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, e,
                                      cIdx(total)),
                /*withElse=*/false);
            OpBuilder::InsertionGuard g(b);
            b.setInsertionPointToStart(inside.thenBlock());
            copy(e);
          }
        };
        stage(kT, kTile, kBase, k1D, headDim);
        stage(vT, vTile, vBase, k2D, valueDim);
        gpu::BarrierOp::create(b, loc);

        if (keysUnrolled) {
          // The block's keys unrolled, the head dims in loops of
          // headDimChunk() steps: a few loop iterations per block, whatever
          // the head dim (see loopIterations()).
          int64_t qStep = headDimChunk(qSlice()), accStep = headDimChunk(accSlice());
          SmallVector<Value> zeros(tileN, zeroF);
          auto dots = forLoop(
              zero, cIdx(qSlice()), cIdx(qStep), zeros,
              [&](Value t0, ValueRange acc) -> SmallVector<Value> {
                SmallVector<Value> out(acc.begin(), acc.end());
                for (int64_t tt = 0; tt < qStep; ++tt) {
                  Value t = add(t0, cIdx(tt));
                  Value qv = memref::LoadOp::create(b, loc, qReg, ValueRange{t});
                  for (int64_t j = 0; j < tileN; ++j) {
                    Value kv = memref::LoadOp::create(
                        b, loc, kTile, ValueRange{cIdx(j), dimOf(t)});
                    out[j] = arith::AddFOp::create(
                        b, loc, out[j], arith::MulFOp::create(b, loc, qv, kv));
                  }
                }
                return out;
              });
          SmallVector<Value> scores;
          Value maxNew = maxOld;
          for (int64_t j = 0; j < tileN; ++j) {
            scores.push_back(visibleScore(n0, cIdx(j), dots.getResult(j)));
            maxNew = arith::MaximumFOp::create(b, loc, maxNew, scores.back());
          }
          Value shift = safe(maxNew);
          Value alpha = expShifted(maxOld, shift);
          Value sumNew = arith::MulFOp::create(b, loc, sumOld, alpha);
          SmallVector<Value> probs;
          for (Value sc : scores) {
            probs.push_back(expShifted(sc, shift));
            sumNew = arith::AddFOp::create(b, loc, sumNew, probs.back());
          }
          forLoop(zero, cIdx(accSlice()), cIdx(accStep), {},
                  [&](Value t0, ValueRange) -> SmallVector<Value> {
                    for (int64_t tt = 0; tt < accStep; ++tt) {
                      Value t = add(t0, cIdx(tt));
                      Value a = arith::MulFOp::create(
                          b, loc,
                          memref::LoadOp::create(b, loc, accReg, ValueRange{t}),
                          alpha);
                      for (int64_t j = 0; j < tileN; ++j) {
                        Value v = memref::LoadOp::create(
                            b, loc, vTile, ValueRange{cIdx(j), dimOf(t)});
                        a = arith::AddFOp::create(
                            b, loc, a, arith::MulFOp::create(b, loc, probs[j], v));
                      }
                      memref::StoreOp::create(b, loc, a, accReg, ValueRange{t});
                    }
                    return {};
                  });
          return {maxNew, sumNew};
        }

        // Scores of this row against the block, and their max.
        auto scores = forLoop(zero, tn, one, ValueRange{negInf},
                              [&](Value j, ValueRange acc) -> SmallVector<Value> {
          Value s = sumOver(qSlice(), zeroF, [&](Value t) -> Value {
            Value qv = memref::LoadOp::create(b, loc, qReg, ValueRange{t});
            Value kv =
                memref::LoadOp::create(b, loc, kTile, ValueRange{j, dimOf(t)});
            return arith::MulFOp::create(b, loc, qv, kv);
          });
          s = visibleScore(n0, j, s);
          memref::StoreOp::create(b, loc, s, sReg, ValueRange{j});
          return {arith::MaximumFOp::create(b, loc, acc[0], s).getResult()};
        });
        Value maxNew =
            arith::MaximumFOp::create(b, loc, maxOld, scores.getResult(0));
        Value shift = safe(maxNew);
        Value alpha = expShifted(maxOld, shift);
        unrolled(accSlice(), [&](Value t) {
          Value a = memref::LoadOp::create(b, loc, accReg, ValueRange{t});
          memref::StoreOp::create(b, loc, arith::MulFOp::create(b, loc, a, alpha),
                                  accReg, ValueRange{t});
        });
        Value sumScaled = arith::MulFOp::create(b, loc, sumOld, alpha);
        auto weights = forLoop(zero, tn, one, ValueRange{sumScaled},
                               [&](Value j, ValueRange acc) -> SmallVector<Value> {
          Value s = memref::LoadOp::create(b, loc, sReg, ValueRange{j});
          Value p = expShifted(s, shift);
          unrolled(accSlice(), [&](Value t) {
            Value a = memref::LoadOp::create(b, loc, accReg, ValueRange{t});
            Value v =
                memref::LoadOp::create(b, loc, vTile, ValueRange{j, dimOf(t)});
            Value na = arith::AddFOp::create(
                b, loc, a, arith::MulFOp::create(b, loc, p, v));
            memref::StoreOp::create(b, loc, na, accReg, ValueRange{t});
          });
          return {arith::AddFOp::create(b, loc, acc[0], p).getResult()};
        });
        return {maxNew, weights.getResult(0)};
      });
  Value maxFinal = blocks.getResult(0), sumFinal = blocks.getResult(1);

  // O = acc / l (0 where l = 0), LSE = m + log2(l) ln 2 (-inf where l = 0).
  auto ifValid = scf::IfOp::create(b, loc, rowValid, /*withElse=*/false);
  b.setInsertionPointToStart(ifValid.thenBlock());
  Value inv = buildRowNormalizer(b, loc, sumFinal);
  Value oBase = add(base(oT), mul(row, stride(oT, mD)));
  unrolled(accSlice(), [&](Value t) {
    Value a = memref::LoadOp::create(b, loc, accReg, ValueRange{t});
    store(oT, add(oBase, mul(dimOf(t), stride(oT, k2D))),
          arith::MulFOp::create(b, loc, a, inv));
  });
  if (op.hasLse()) {
    // One lane of the row writes it.
    if (lanes > 1) {
      Value first =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, lane, zero);
      auto ifFirst = scf::IfOp::create(b, loc, first, /*withElse=*/false);
      b.setInsertionPointToStart(ifFirst.thenBlock());
    }
    const KernelTensor &lT = tensorNamed("lse");
    store(lT, add(base(lT), mul(row, stride(lT, mD))),
          buildLogSumExp(b, loc, maxFinal, sumFinal, log2Of));
  }
}


void KernelBuilder::buildReferenceBody(
    OpBuilder &b, ArrayRef<KernelTensor> ts,
    ArrayRef<std::pair<std::string, Type>> scalarParams,
    const KernelBuffers &buffers) {
  Location loc = op.getLoc();
  KernelEmitter e{b, loc, unrollHeadDims()};
  llvm::StringMap<Value> scalars;
  for (const auto &[name, type] : scalarParams)
    scalars[name] = scalar(b, name);
  Value negInf = e.f32(-INFINITY), zeroF = e.f32(0.0);
  Value zero = e.index(0), one = e.index(1);
  auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) -> Value {
    return arith::CmpIOp::create(b, loc, p, x, y);
  };

  // One thread per query row; rows past M compute on row M - 1 and store
  // nothing.
  Value tid = gpu::ThreadIdOp::create(b, loc, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, loc, gpu::Dimension::x);
  Value by = gpu::BlockIdOp::create(b, loc, gpu::Dimension::y);
  Value m = scalars.lookup("m"), n = scalars.lookup("n");
  Value row = e.add(e.mul(bx, e.index(tileM)), tid);
  Value rowSafe = arith::MinUIOp::create(
      b, loc, row,
      arith::MaxSIOp::create(b, loc, arith::SubIOp::create(b, loc, m, one),
                             zero));
  SmallVector<Value> batchIdx = batchIndices(b, scalars, by);
  auto stride = [&](const KernelTensor &t, unsigned d) {
    return strideOf(scalars, t, d);
  };
  // Element offset of `t` at the row's batch element and `(dim, index)`s.
  auto at = [&](const KernelTensor &t,
                ArrayRef<std::pair<unsigned, Value>> indices) {
    Value off = batchOffset(b, scalars, batchIdx, t);
    for (auto [d, i] : indices)
      off = e.add(off, e.mul(i, stride(t, d)));
    return off;
  };
  unsigned mD = op.getMDim(), nD = op.getNDim(), k1D = op.getK1Dim(),
           k2D = op.getK2Dim();
  const KernelTensor &qT = tensorNamed(ts, "q"), &kT = tensorNamed(ts, "k"),
                     &vT = tensorNamed(ts, "v"), &oT = tensorNamed(ts, "o");
  const KernelTensor *maskT = op.getMask() ? &tensorNamed(ts, "mask") : nullptr;

  e.unrolled(headDim, [&](Value c) {
    memref::StoreOp::create(b, loc, load(b, qT, at(qT, {{mD, rowSafe}, {k1D, c}})),
                            buffers.qRow, ValueRange{c});
  });
  Value diagonal = buildCausalDiagonal(b, loc, op, m, n);
  Value scale = scalars.lookup("scale");
  // The score of key j in natural units: scale q·k_j (+ the additive mask),
  // -inf where the key is not visible.
  auto score = [&](Value j) -> Value {
    Value dot = e.sumOver(headDim, zeroF, [&](Value c) -> Value {
      Value q = memref::LoadOp::create(b, loc, buffers.qRow, ValueRange{c});
      Value k = load(b, kT, at(kT, {{nD, j}, {k1D, c}}));
      return arith::MulFOp::create(b, loc, q, k);
    });
    Value visible = diagonal ? buildCausalVisible(b, loc, rowSafe, j, diagonal)
                             : Value();
    Value mv = maskT ? load(b, *maskT, at(*maskT, {{mD, rowSafe}, {nD, j}}))
                     : Value();
    return buildMaskedScore(b, loc, dot, scale, mv, visible);
  };

  // Pass 1: the row max.
  Value max = e.forLoop(zero, n, one, ValueRange{negInf},
                        [&](Value j, ValueRange acc) -> SmallVector<Value> {
                          return {arith::MaximumFOp::create(b, loc, acc[0],
                                                            score(j))
                                      .getResult()};
                        })
                  .getResult(0);
  Value shift = buildSoftmaxShift(b, loc, max);
  UnaryBuilder exp2Of = [&](OpBuilder &ob, Location, Value x) {
    return exp2(ob, x);
  };
  UnaryBuilder log2Of = [&](OpBuilder &ob, Location, Value x) {
    return log2(ob, x);
  };
  // Pass 2: weights exp(s - max), their sum and the weighted values.
  e.unrolled(valueDim, [&](Value c) {
    memref::StoreOp::create(b, loc, zeroF, buffers.accRow, ValueRange{c});
  });
  Value sum =
      e.forLoop(zero, n, one, ValueRange{zeroF},
                [&](Value j, ValueRange acc) -> SmallVector<Value> {
                  Value p = buildShiftedExp(b, loc, score(j), shift, exp2Of);
                  e.unrolled(valueDim, [&](Value c) {
                    Value a = memref::LoadOp::create(b, loc, buffers.accRow,
                                                     ValueRange{c});
                    Value v = load(b, vT, at(vT, {{nD, j}, {k2D, c}}));
                    memref::StoreOp::create(
                        b, loc,
                        arith::AddFOp::create(
                            b, loc, a, arith::MulFOp::create(b, loc, p, v)),
                        buffers.accRow, ValueRange{c});
                  });
                  return {arith::AddFOp::create(b, loc, acc[0], p).getResult()};
                })
          .getResult(0);

  // O = acc / sum (0 where nothing is visible), LSE = max + ln(sum).
  auto ifValid = scf::IfOp::create(b, loc, cmp(arith::CmpIPredicate::ult, row, m),
                                   /*withElse=*/false);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(ifValid.thenBlock());
  Value inv = buildRowNormalizer(b, loc, sum);
  e.unrolled(valueDim, [&](Value c) {
    Value a = memref::LoadOp::create(b, loc, buffers.accRow, ValueRange{c});
    store(b, oT, at(oT, {{mD, row}, {k2D, c}}),
          arith::MulFOp::create(b, loc, a, inv));
  });
  if (op.hasLse()) {
    const KernelTensor &lT = tensorNamed(ts, "lse");
    store(b, lT, at(lT, {{mD, row}}),
          buildLogSumExp(b, loc, max, sum, log2Of));
  }
}
