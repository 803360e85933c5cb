//===- CoopMatrixKernelBuilder.cpp - cooperative-matrix Vulkan kernel -----===//
//
// See CoopMatrixKernelBuilder.h for the kernel's structure. The products are
// gpu.subgroup_mma_* ops on workgroup memory, which convert-gpu-to-spirv
// lowers to spirv.KHR.CooperativeMatrix{Load,MulAdd,Store} when the target
// env declares the capability; everything elementwise (scaling, masking,
// the online softmax, the rescaling of O) is scalar code on workgroup
// memory, because the elementwise ops on cooperative matrices that the
// lowering offers cannot take a per-row factor or a row max.
//
//===----------------------------------------------------------------------===//

#include "CoopMatrixKernelBuilder.h"
#include "KernelEmitter.h"

#include "attn/Dialect/Attn/IR/AttnRules.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SPIRV/IR/SPIRVOps.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

static constexpr int64_t kRows = CoopMatrixKernelBuilder::kRows;

static Type elementTypeOf(Value v) {
  return cast<ShapedType>(v.getType()).getElementType();
}

LogicalResult CoopMatrixKernelBuilder::supports(AttentionOp op,
                                                spirv::TargetEnvAttr env,
                                                bool emit) {
  spirv::TargetEnv target(env);
  auto reject = [&](const Twine &why) {
    if (emit)
      op.emitOpError("the cooperative-matrix kernel needs ") << why;
    return failure();
  };
  if (!target.allows(spirv::Capability::CooperativeMatrixKHR) ||
      !target.allows(spirv::Extension::SPV_KHR_cooperative_matrix))
    return reject("the SPIR-V capability CooperativeMatrixKHR and the "
                  "extension SPV_KHR_cooperative_matrix, which the Vulkan "
                  "target env does not declare");
  MLIRContext *ctx = op.getContext();
  Type f16 = Float16Type::get(ctx), f32 = Float32Type::get(ctx);
  bool offered = false;
  if (ArrayAttr props =
          env.getResourceLimits().getCooperativeMatrixPropertiesKhr())
    for (Attribute a : props) {
      auto p = dyn_cast<spirv::CooperativeMatrixPropertiesKHRAttr>(a);
      offered |= p && p.getMSize() == kRows && p.getNSize() == kRows &&
                 p.getKSize() == kRows && p.getAType() == f16 &&
                 p.getBType() == f16 && p.getCType() == f32 &&
                 p.getResultType() == f32 &&
                 p.getScope().getValue() == spirv::Scope::Subgroup;
    }
  if (!offered)
    return reject("16x16x16 f16 x f16 -> f32 subgroup matrices among the "
                  "target env's cooperative_matrix_properties_khr");
  int64_t subgroup = env.getResourceLimits().getSubgroupSize();
  if (subgroup < kRows || subgroup % kRows || !llvm::isPowerOf2_64(subgroup))
    return reject("a subgroup size that is a power of 2 and a multiple of " +
                  Twine(kRows) + ", got " + Twine(subgroup));
  for (auto [value, name] : {std::pair<Value, StringRef>{op.getQuery(), "query"},
                             {op.getKey(), "key"},
                             {op.getValue(), "value"}})
    if (!elementTypeOf(value).isF16()) {
      if (emit)
        op.emitOpError("the cooperative-matrix kernel needs f16 query, key "
                       "and value, got ")
            << name << " of type " << elementTypeOf(value);
      return failure();
    }
  int64_t k1 = op.getStaticLoopSize(op.getK1Dim());
  int64_t k2 = op.getStaticLoopSize(op.getK2Dim());
  if (ShapedType::isDynamic(k1) || ShapedType::isDynamic(k2) || k1 % kRows ||
      k2 % kRows)
    return reject("static head dims that are multiples of " + Twine(kRows) +
                  ", got k1 = " +
                  (ShapedType::isDynamic(k1) ? "?" : Twine(k1)) + ", k2 = " +
                  (ShapedType::isDynamic(k2) ? "?" : Twine(k2)));
  return success();
}

LogicalResult CoopMatrixKernelBuilder::check() {
  if (failed(VulkanKernelBuilder::check()))
    return failure();
  return supports(op, env, /*emit=*/true);
}

LogicalResult CoopMatrixKernelBuilder::chooseTiles(int64_t givenM,
                                                   int64_t givenN,
                                                   int64_t sharedLimit,
                                                   int64_t invocationLimit) {
  for (int64_t t : {givenM, givenN})
    if (t < 0 || t % kRows)
      return op.emitOpError("the cooperative-matrix kernel needs tile-m and "
                            "tile-n that are multiples of ")
             << kRows << ", got " << givenM << " and " << givenN;
  SmallVector<int64_t> ms = givenM ? SmallVector<int64_t>{givenM}
                                   : SmallVector<int64_t>{64, 32, 16};
  SmallVector<int64_t> ns = givenN ? SmallVector<int64_t>{givenN}
                                   : SmallVector<int64_t>{64, 32, 16};
  for (int64_t m : ms)
    for (int64_t n : ns) {
      setTiles(m, n);
      if (sharedMemoryBytes() <= sharedLimit &&
          workgroupSize() <= invocationLimit)
        return success();
    }
  if (workgroupSize() > invocationLimit)
    return op.emitOpError("tile-m = ")
           << tileM << " needs " << workgroupSize()
           << " invocations per workgroup, more than the " << invocationLimit
           << " the Vulkan target allows";
  return op.emitOpError("needs ")
         << sharedMemoryBytes()
         << " bytes of shared memory per workgroup (tile-m = " << tileM
         << ", tile-n = " << tileN << "), more than the " << sharedLimit
         << " the Vulkan target allows";
}

KernelBuffers CoopMatrixKernelBuilder::createBuffers(OpBuilder &b,
                                                     gpu::GPUFuncOp func) {
  setInterface(func);
  Type f16 = b.getF16Type(), f32 = b.getF32Type();
  qTile = allocWorkgroup(b, {tileM * headDim}, f16);
  kTile = allocWorkgroup(b, {tileN * headDim}, f16);
  vTile = allocWorkgroup(b, {tileN * valueDim}, f16);
  pTile = allocWorkgroup(b, {tileM * tileN}, f16);
  sTile = allocWorkgroup(b, {tileM * tileN}, f32);
  oTile = allocWorkgroup(b, {tileM * valueDim}, f32);
  return {};
}

std::optional<KernelBuilder::LoopIterations>
CoopMatrixKernelBuilder::loopIterations() const {
  auto ceilDiv = [](int64_t x, int64_t y) { return (x + y - 1) / y; };
  auto loop = [](int64_t trips) { return trips + 1; };
  const int64_t group = workgroupSize(), lanes = subgroupSize() / kRows;
  // Once: the Q tile's copy, the O row's normalisation, the key loop's exit.
  int64_t fixed = 1 + loop(ceilDiv(tileM * headDim, group)) +
                  loop(ceilDiv(valueDim, lanes));
  // Per key block: the K and V copies, the row's scores, the O rescale and
  // the row's weights.
  int64_t perBlock = 1 + loop(ceilDiv(tileN * headDim, group)) +
                     loop(ceilDiv(tileN * valueDim, group)) +
                     2 * loop(ceilDiv(tileN, lanes)) +
                     loop(ceilDiv(valueDim, lanes));
  return LoopIterations{fixed, perBlock, tileN};
}

void CoopMatrixKernelBuilder::buildBody(
    OpBuilder &b, ArrayRef<KernelTensor> ts,
    ArrayRef<std::pair<std::string, Type>> scalarParams,
    const KernelBuffers &) {
  Location l = loc();
  Type f16 = b.getF16Type(), f32 = b.getF32Type();
  llvm::StringMap<Value> scalars;
  for (const auto &[name, type] : scalarParams)
    scalars[name] = scalar(b, name);

  KernelEmitter em{b, l, /*unroll=*/true};
  auto cmp = [&](arith::CmpIPredicate p, Value x, Value y) -> Value {
    return arith::CmpIOp::create(b, l, p, x, y);
  };
  auto loadAt = [&](Value memref, Value i) -> Value {
    return memref::LoadOp::create(b, l, memref, ValueRange{i});
  };
  auto storeAt = [&](Value v, Value memref, Value i) {
    memref::StoreOp::create(b, l, v, memref, ValueRange{i});
  };
  Value zero = em.index(0), one = em.index(1);
  Value negInf = em.f32(-INFINITY), zeroF = em.f32(0.0);

  const int64_t lanesPerRow = subgroupSize() / kRows;
  Value tid = gpu::ThreadIdOp::create(b, l, gpu::Dimension::x);
  Value bx = gpu::BlockIdOp::create(b, l, gpu::Dimension::x);
  Value by = gpu::BlockIdOp::create(b, l, gpu::Dimension::y);
  Value subgroup = arith::DivUIOp::create(b, l, tid, em.index(subgroupSize()));
  Value lane = arith::RemUIOp::create(b, l, tid, em.index(subgroupSize()));
  // The subgroup's rows of the tile, and this lane's row among them (each
  // row shared by lanesPerRow consecutive lanes, `part` of them).
  Value subgroupRow0 = em.mul(subgroup, em.index(kRows));
  Value rowInTile = em.add(
      subgroupRow0, arith::DivUIOp::create(b, l, lane, em.index(lanesPerRow)));
  Value part = arith::RemUIOp::create(b, l, lane, em.index(lanesPerRow));
  Value m = scalars.lookup("m"), n = scalars.lookup("n");
  Value tileRow0 = em.mul(bx, em.index(tileM));
  Value row = em.add(tileRow0, rowInTile);
  Value rowValid = cmp(arith::CmpIPredicate::ult, row, m);
  Value mSafeMax =
      arith::MaxSIOp::create(b, l, arith::SubIOp::create(b, l, m, one), zero);
  Value nSafeMax =
      arith::MaxSIOp::create(b, l, arith::SubIOp::create(b, l, n, one), zero);
  Value rowSafe = arith::MinUIOp::create(b, l, row, mSafeMax);

  SmallVector<Value> batchIdx = batchIndices(b, scalars, by);
  auto stride = [&](const KernelTensor &t, unsigned d) {
    return strideOf(scalars, t, d);
  };
  auto base = [&](const KernelTensor &t) {
    return batchOffset(b, scalars, batchIdx, t);
  };
  unsigned mD = op.getMDim(), nD = op.getNDim(), k1D = op.getK1Dim(),
           k2D = op.getK2Dim();
  const KernelTensor &qT = tensorNamed(ts, "q"), &kT = tensorNamed(ts, "k"),
                     &vT = tensorNamed(ts, "v"), &oT = tensorNamed(ts, "o");
  const KernelTensor *maskT = op.getMask() ? &tensorNamed(ts, "mask") : nullptr;

  // Copies rows [first, first + rows) along `rowD` of `t` (rows past
  // `limit` as zeros) into `tile`, `width` f16 elements a row; all
  // invocations, consecutive ones on consecutive elements.
  auto stage = [&](const KernelTensor &t, Value tile, Value first,
                   int64_t rows, Value limit, Value limitSafe, unsigned rowD,
                   unsigned colD, int64_t width) {
    Value tBase = base(t);
    Value zeroH = arith::ConstantOp::create(b, l, b.getF16FloatAttr(0.0));
    em.forLoop(
        tid, em.index(rows * width), em.index(workgroupSize()), {},
        [&](Value e, ValueRange) -> SmallVector<Value> {
          Value r = arith::DivUIOp::create(b, l, e, em.index(width));
          Value col = arith::RemUIOp::create(b, l, e, em.index(width));
          Value at = em.add(first, r);
          Value inside = cmp(arith::CmpIPredicate::ult, at, limit);
          Value atSafe = arith::MinUIOp::create(b, l, at, limitSafe);
          Value x = memref::LoadOp::create(
              b, l, argument(t.name),
              ValueRange{em.add(em.add(tBase, em.mul(atSafe, stride(t, rowD))),
                                em.mul(col, stride(t, colD)))});
          storeAt(arith::SelectOp::create(b, l, inside, x, zeroH), tile, e);
          return {};
        });
  };

  auto matrix = [&](Type element, StringRef use) {
    return gpu::MMAMatrixType::get({kRows, kRows}, element, use);
  };
  auto loadMatrix = [&](Value tile, Value offset, int64_t lead, Type element,
                        StringRef use, bool transpose) -> Value {
    return gpu::SubgroupMmaLoadMatrixOp::create(
        b, l, matrix(element, use), tile, ValueRange{offset},
        b.getIndexAttr(lead), transpose ? b.getUnitAttr() : UnitAttr());
  };
  auto storeMatrix = [&](Value value, Value tile, Value offset, int64_t lead) {
    gpu::SubgroupMmaStoreMatrixOp::create(b, l, value, tile, ValueRange{offset},
                                          b.getIndexAttr(lead), UnitAttr());
  };
  auto mma = [&](Value a, Value bm, Value c) -> Value {
    return gpu::SubgroupMmaComputeOp::create(b, l, a, bm, c, UnitAttr(),
                                             UnitAttr());
  };

  // Orders the subgroup's own accesses to workgroup memory (its rows of S,
  // P and O): cooperative stores before other lanes' scalar loads and back.
  auto subgroupBarrier = [&] {
    spirv::ControlBarrierOp::create(
        b, l, spirv::ScopeAttr::get(b.getContext(), spirv::Scope::Subgroup),
        spirv::ScopeAttr::get(b.getContext(), spirv::Scope::Subgroup),
        spirv::MemorySemanticsAttr::get(
            b.getContext(), spirv::MemorySemantics::AcquireRelease |
                                spirv::MemorySemantics::WorkgroupMemory));
  };

  // The Q tile, once, and the subgroup's Q fragments from it (registers for
  // the whole kernel).
  stage(qT, qTile, tileRow0, tileM, m, mSafeMax, mD, k1D, headDim);
  gpu::BarrierOp::create(b, l);
  SmallVector<Value> qFragments;
  for (int64_t k = 0; k < headDim; k += kRows)
    qFragments.push_back(loadMatrix(
        qTile, em.add(em.mul(subgroupRow0, em.index(headDim)), em.index(k)),
        headDim, f16, "AOp", false));

  // Keys this workgroup needs: all, or up to the diagonal of its last row.
  Value diagonal = buildCausalDiagonal(b, l, op, m, n), keyEnd = n;
  if (diagonal)
    keyEnd = buildCausalKeyEnd(
        b, l, arith::MinSIOp::create(b, l, em.add(tileRow0, em.index(tileM)), m),
        diagonal, n);
  // Scores and maxima stay in natural units; log2 e multiplies only their
  // differences (a score times log2 e overflows to -inf below
  // -FLT_MAX / log2 e, where masks at the float limit lie).
  Value c = scalars.lookup("scale");
  UnaryBuilder exp2Of = [&](OpBuilder &ob, Location, Value x) {
    return exp2(ob, x);
  };
  UnaryBuilder log2Of = [&](OpBuilder &ob, Location, Value x) {
    return log2(ob, x);
  };
  auto expShifted = [&](Value x, Value shift) {
    return buildShiftedExp(b, l, x, shift, exp2Of);
  };
  Value scoreRow = em.mul(rowInTile, em.index(tileN));
  Value accRow = em.mul(rowInTile, em.index(valueDim));
  // Max (or sum) of `x` over `lanes` consecutive lanes (a power of 2).
  auto across = [&](Value x, int64_t lanes, bool max) {
    for (int64_t offset = 1; offset < lanes; offset *= 2) {
      Value other = gpu::ShuffleOp::create(b, l, x, static_cast<int32_t>(offset),
                                           static_cast<int32_t>(subgroupSize()),
                                           gpu::ShuffleMode::XOR)
                        .getShuffleResult();
      x = max ? arith::MaximumFOp::create(b, l, x, other).getResult()
              : arith::AddFOp::create(b, l, x, other).getResult();
    }
    return x;
  };
  Value laneStep = em.index(lanesPerRow);
  // The O fragments of the subgroup's rows (16 x 16 each) and where they
  // live in the O tile.
  const int64_t oFragmentCount = valueDim / kRows;
  auto oFragmentAt = [&](int64_t t) {
    return em.add(em.mul(subgroupRow0, em.index(valueDim)),
                  em.index(t * kRows));
  };
  auto storeO = [&](ValueRange fragments) {
    for (auto [t, fragment] : llvm::enumerate(fragments))
      storeMatrix(fragment, oTile, oFragmentAt(t), valueDim);
  };
  Value zeroAcc = gpu::SubgroupMmaConstantMatrixOp::create(
      b, l, matrix(f32, "COp"), zeroF);

  // Per block: (row max, this lane's part of the row sum, O fragments).
  SmallVector<Value> inits{negInf, zeroF};
  inits.append(oFragmentCount, zeroAcc);
  auto blocks = em.forLoop(
      zero, keyEnd, em.index(tileN), inits,
      [&](Value n0, ValueRange state) -> SmallVector<Value> {
        Value maxOld = state[0], sumOld = state[1];
        SmallVector<Value> oOld(state.drop_front(2));
        gpu::BarrierOp::create(b, l);
        stage(kT, kTile, n0, tileN, n, nSafeMax, nD, k1D, headDim);
        stage(vT, vTile, n0, tileN, n, nSafeMax, nD, k2D, valueDim);
        gpu::BarrierOp::create(b, l);

        // S = Q Kᵀ for the subgroup's 16 rows: Kᵀ is K read column-major.
        for (int64_t j = 0; j < tileN; j += kRows) {
          Value acc = zeroAcc;
          for (int64_t k = 0; k < headDim; k += kRows) {
            Value kt = loadMatrix(kTile, em.index(j * headDim + k), headDim,
                                  f16, "BOp", /*transpose=*/true);
            acc = mma(qFragments[k / kRows], kt, acc);
          }
          storeMatrix(
              acc, sTile,
              em.add(em.mul(subgroupRow0, em.index(tileN)), em.index(j)),
              tileN);
        }
        subgroupBarrier();

        // The row's scores: scaled, masked, their max.
        auto scaled = em.forLoop(
            part, em.index(tileN), laneStep, ValueRange{negInf},
            [&](Value j, ValueRange acc) -> SmallVector<Value> {
              Value at = em.add(scoreRow, j);
              Value dot = loadAt(sTile, at);
              Value key = em.add(n0, j);
              Value visible = cmp(arith::CmpIPredicate::ult, key, n);
              if (diagonal)
                visible = arith::AndIOp::create(
                    b, l, visible,
                    buildCausalVisible(b, l, rowSafe, key, diagonal));
              Value mv;
              if (maskT) {
                Value keySafe = arith::MinUIOp::create(b, l, key, nSafeMax);
                Value off = em.add(
                    em.add(base(*maskT), em.mul(rowSafe, stride(*maskT, mD))),
                    em.mul(keySafe, stride(*maskT, nD)));
                mv = load(b, *maskT, off);
              }
              Value s = buildMaskedScore(b, l, dot, c, mv, visible);
              storeAt(s, sTile, at);
              return {arith::MaximumFOp::create(b, l, acc[0], s).getResult()};
            });
        Value rowMax = across(scaled.getResult(0), lanesPerRow, /*max=*/true);

        // Lazy rescaling: the max (the shift of the exponentials) moves only
        // when some row of the subgroup rises more than kLazyRescaleThreshold
        // above it (P stays below 2^threshold); then O goes through the O
        // tile to be rescaled row by row.
        Value rises = arith::CmpFOp::create(
            b, l, arith::CmpFPredicate::OGT, rowMax,
            arith::AddFOp::create(b, l, maxOld, em.f32(kLazyRescaleThreshold)));
        Value anyRises = across(
            arith::UIToFPOp::create(b, l, f32, rises).getResult(),
            subgroupSize(), /*max=*/true);
        SmallVector<Type> stateTypes{f32, f32};
        stateTypes.append(oFragmentCount, matrix(f32, "COp"));
        auto rescale = scf::IfOp::create(
            b, l, stateTypes,
            arith::CmpFOp::create(b, l, arith::CmpFPredicate::OGT, anyRises,
                                  zeroF),
            /*withElseRegion=*/true);
        {
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPointToStart(rescale.thenBlock());
          Value maxNew = arith::MaximumFOp::create(b, l, maxOld, rowMax);
          Value shift = buildSoftmaxShift(b, l, maxNew);
          Value alpha = expShifted(maxOld, shift);
          storeO(oOld);
          subgroupBarrier();
          em.forLoop(
              part, em.index(valueDim), laneStep, {},
              [&](Value t, ValueRange) -> SmallVector<Value> {
                Value at = em.add(accRow, t);
                storeAt(arith::MulFOp::create(b, l, loadAt(oTile, at), alpha),
                        oTile, at);
                return {};
              });
          subgroupBarrier();
          SmallVector<Value> yields{
              maxNew, arith::MulFOp::create(b, l, sumOld, alpha).getResult()};
          for (int64_t t = 0; t < oFragmentCount; ++t)
            yields.push_back(
                loadMatrix(oTile, oFragmentAt(t), valueDim, f32, "COp", false));
          scf::YieldOp::create(b, l, yields);
          b.setInsertionPointToStart(rescale.elseBlock());
          SmallVector<Value> same{maxOld, sumOld};
          same.append(oOld);
          scf::YieldOp::create(b, l, same);
        }
        Value maxNow = rescale.getResult(0);
        Value shift = buildSoftmaxShift(b, l, maxNow);

        // P = exp(s - m) (f16, for P V); this lane's part of the row sum.
        auto weights = em.forLoop(
            part, em.index(tileN), laneStep, ValueRange{rescale.getResult(1)},
            [&](Value j, ValueRange acc) -> SmallVector<Value> {
              Value at = em.add(scoreRow, j);
              Value p = expShifted(loadAt(sTile, at), shift);
              storeAt(arith::TruncFOp::create(b, l, f16, p), pTile, at);
              return {arith::AddFOp::create(b, l, acc[0], p).getResult()};
            });
        subgroupBarrier();

        // O += P V for the subgroup's 16 rows, in registers.
        SmallVector<Value> yields{maxNow, weights.getResult(0)};
        SmallVector<Value> pFragments;
        for (int64_t j = 0; j < tileN; j += kRows)
          pFragments.push_back(loadMatrix(
              pTile, em.add(em.mul(subgroupRow0, em.index(tileN)), em.index(j)),
              tileN, f16, "AOp", false));
        for (int64_t t = 0; t < oFragmentCount; ++t) {
          Value acc = rescale.getResult(2 + t);
          for (int64_t j = 0; j < tileN; j += kRows) {
            Value v = loadMatrix(vTile, em.index(j * valueDim + t * kRows),
                                 valueDim, f16, "BOp", false);
            acc = mma(pFragments[j / kRows], v, acc);
          }
          yields.push_back(acc);
        }
        return yields;
      });
  // The O fragments to the O tile, for the rows' lanes to normalise.
  storeO(blocks.getResults().drop_front(2));
  subgroupBarrier();
  Value maxFinal = blocks.getResult(0);
  Value sumFinal = across(blocks.getResult(1), lanesPerRow, /*max=*/false);

  // O = O / l (0 where l = 0), LSE = m + log2(l) ln 2 (-inf where l = 0).
  auto ifValid = scf::IfOp::create(b, l, rowValid, /*withElse=*/false);
  b.setInsertionPointToStart(ifValid.thenBlock());
  Value inv = buildRowNormalizer(b, l, sumFinal);
  Value oBase = em.add(base(oT), em.mul(row, stride(oT, mD)));
  em.forLoop(part, em.index(valueDim), laneStep, {},
             [&](Value t, ValueRange) -> SmallVector<Value> {
               Value o = arith::MulFOp::create(
                   b, l, loadAt(oTile, em.add(accRow, t)), inv);
               store(b, oT, em.add(oBase, em.mul(t, stride(oT, k2D))), o);
               return {};
             });
  if (op.hasLse()) {
    auto ifFirst = scf::IfOp::create(
        b, l, cmp(arith::CmpIPredicate::eq, part, zero), /*withElse=*/false);
    b.setInsertionPointToStart(ifFirst.thenBlock());
    const KernelTensor &lT = tensorNamed(ts, "lse");
    store(b, lT, em.add(base(lT), em.mul(row, stride(lT, mD))),
          buildLogSumExp(b, l, maxFinal, sumFinal, log2Of));
  }
}
