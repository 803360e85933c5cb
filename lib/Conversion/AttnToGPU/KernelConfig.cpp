//===- KernelConfig.cpp - the one tile selection of the GPU kernels -------===//
//
// A kernel configuration follows from a few decisions (the kernel, its
// tiles, lanes per row, whether Q stays in registers): the kernel builder
// that those decisions set up measures the rest (invocations, workgroup
// memory). Selecting a configuration takes the decisions from the request
// and the target, with 0 tiles chosen here; building a kernel from a given
// configuration takes them from it and checks that the configuration is
// what they lead to on this target.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/KernelConfig.h"

#include "CoopMatrixKernelBuilder.h"
#include "KernelFactory.h"
#include "MmaKernelBuilder.h"

#include "attn/Dialect/Attn/Transforms/Transforms.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/SetVector.h"

using namespace mlir;
using namespace mlir::attn;

namespace {
/// The decisions a configuration follows from. Tiles of 0 are chosen when
/// the builder is set up; an unset qInRegisters follows the tile measure.
struct Choice {
  KernelKind kind;
  int64_t tileM = 0, tileN = 0, lanesPerRow = 1;
  std::optional<bool> qInRegisters;
  /// The copies and the rescaling, where a configuration gives them (the
  /// kind's otherwise).
  std::optional<CopyKind> copy;
  std::optional<bool> lazyRescale;
  /// A warp-specialized wgmma kernel (its workgroup size says so).
  std::optional<bool> warpSpecialized;
  /// A configuration's workgroup size for the cooperative-matrix kernel
  /// (how many rows each subgroup owns follows from it).
  std::optional<int64_t> coopWorkgroupSize;
};
} // namespace

/// The decisions of `request`, its kernel still to be named.
static Choice choiceOf(const KernelRequest &request) {
  Choice c;
  c.tileM = request.tileM;
  c.tileN = request.tileN;
  c.lanesPerRow = request.lanesPerRow;
  return c;
}

/// The decisions of `config`.
static Choice choiceOf(KernelConfigAttr config) {
  return Choice{config.getKind(),
                config.getTileM(),
                config.getTileN(),
                config.getLanesPerRow(),
                config.getQInRegisters(),
                config.getCopy(),
                config.getLazyRescale(),
                config.getKind() == KernelKind::Wgmma &&
                    isWarpSpecializedWorkgroupSize(config.getWorkgroupSize()),
                config.getKind() == KernelKind::CooperativeMatrix
                    ? std::optional<int64_t>(config.getWorkgroupSize())
                    : std::nullopt};
}

/// The kernel builder `config` describes, set up by `build` from its
/// decisions and checked: `describe` must give `config` back (`where` names
/// the target in the diagnostic).
template <typename BuilderT, typename Build, typename Describe>
static FailureOr<std::unique_ptr<BuilderT>>
checkedKernel(AttentionOp op, KernelConfigAttr config, Build build,
              Describe describe, const Twine &where) {
  Choice c = choiceOf(config);
  FailureOr<std::unique_ptr<BuilderT>> kernel = build(c);
  if (failed(kernel))
    return failure();
  KernelConfigAttr expected = describe(c, **kernel);
  if (expected != config)
    return op.emitOpError("kernel config ")
           << config << " is not what its kernel is on " << where
           << ": expected " << expected;
  (*kernel)->setConfig(config);
  return kernel;
}

/// Whether a wgmma kernel that copies by TMA is warp-specialized unless a
/// configuration says otherwise: where it was measured faster (H100, same
/// process, against one warpgroup: d = 128 with 128 x 128 tiles 1.08-1.22x;
/// d = 64 0.90-0.96x at 128 x 128 and 0.85-1.02x at 256 x 128 with two
/// consumers). At d = 64 three consumers (tile-m 192) when that tile is
/// asked for: 1.07-1.16x one warpgroup at N = 4k-16k, 0.68-0.88x at N = 1k,
/// so the launcher picks them by the sequence's length
/// (attn_mlir.attention.long_sequence_tiles).
static bool warpSpecializeByDefault(std::pair<int64_t, int64_t> headDims,
                                    int64_t tileM) {
  if (headDims.first == 64 && headDims.second == 64)
    return tileM == 192;
  return headDims.first == 128 && headDims.second == 128;
}

/// The largest query tile a SIMT kernel takes (one row per invocation).
static constexpr int64_t kMaxSimtTileM = 1024;

LogicalResult mlir::attn::rejectBackwardOps(Operation *root, StringRef pass) {
  bool found = false;
  root->walk([&](AttentionBackwardOp op) {
    op.emitOpError("has no GPU kernel yet (")
        << pass
        << " converts attn.attention); compute the gradients on the host "
           "(attn-to-llvm-pipeline)";
    found = true;
  });
  return failure(found);
}

LogicalResult mlir::attn::rejectSequenceBatchOps(Operation *root,
                                                 StringRef pass,
                                                 bool sequenceKernels) {
  bool found = false;
  if (sequenceKernels)
    return success();
  root->walk([&](VarlenAttentionOp op) {
    op.emitOpError("has no Vulkan kernel yet (")
        << pass
        << " converts attn.attention; convert-attn-to-gpu makes the NVVM "
           "kernel of packed sequences); run them on the host "
           "(attn-to-llvm-pipeline), or one attn.attention per sequence";
    found = true;
  });
  root->walk([&](PagedAttentionOp op) {
    op.emitOpError("has no Vulkan kernel yet (")
        << pass
        << " converts attn.attention; convert-attn-to-gpu makes the NVVM "
           "kernel of a paged cache); run a paged KV cache on the host "
           "(attn-to-llvm-pipeline)";
    found = true;
  });
  return failure(found);
}

FailureOr<KernelConfigAttr> mlir::attn::getKernelConfig(Operation *op) {
  Attribute attr = op->getDiscardableAttr(kKernelConfigAttrName);
  if (!attr)
    return KernelConfigAttr();
  if (auto config = dyn_cast<KernelConfigAttr>(attr))
    return config;
  return op->emitOpError("'")
         << kKernelConfigAttrName << "' must be an #attn.kernel_config, got "
         << attr;
}

//===----------------------------------------------------------------------===//
// NVVM
//===----------------------------------------------------------------------===//

/// The NVVM kernel builder `c` describes, its tiles chosen where 0, checked
/// against `target`.
static FailureOr<std::unique_ptr<NVVMKernelBuilder>>
buildNVVM(AttentionOp op, Choice &c, const TargetDescription &target,
          StringRef chip) {
  if (c.lanesPerRow != 1)
    return op.emitOpError("lanes_per_row applies to Vulkan SIMT kernels; "
                          "NVVM kernels take 1, got ")
           << c.lanesPerRow;
  switch (c.kind) {
  case KernelKind::MmaSync:
  case KernelKind::Wgmma: {
    // Tiles from the target description unless given; dynamic shared
    // memory up to what a block may opt in to. The wgmma kernel has the
    // same workgroup (four warps: one warpgroup), tiles and memory; Q is
    // read from shared memory by the products' descriptors.
    const bool warpgroup = c.kind == KernelKind::Wgmma;
    if (warpgroup && !target.warpgroupMma)
      return op.emitOpError("the wgmma kernel needs a chip with the "
                            "warpgroup matrix instructions (sm_90a), got ")
             << chip;
    if (warpgroup && c.qInRegisters.value_or(false))
      return op.emitOpError("q_in_registers applies to mma_sync kernels "
                            "only");
    const int64_t elementBytes = 2;
    auto kernel = std::make_unique<MmaKernelBuilder>(op, 0, 0);
    kernel->setWarpgroupMma(warpgroup);
    if (failed(kernel->check()))
      return failure();
    // The wgmma kernel copies by TMA where it can (dense tensors of at most
    // five dims; the kernels of packed sequences and paged caches are
    // selected with cp.async: KernelRequest::sequenceKernel).
    if (!c.copy && warpgroup && kernel->tmaCopiesPossible())
      c.copy = CopyKind::Tma;
    // Warp specialization needs the TMA copies and a consumer warpgroup per
    // m64 slice, two or three (a requested tile-m of 64 keeps one
    // warpgroup).
    auto warpSpecializedTile = [](int64_t tileM) {
      return tileM == 128 || tileM == 192 || tileM == 256;
    };
    if (!c.warpSpecialized)
      c.warpSpecialized = warpgroup && c.copy == CopyKind::Tma &&
                          (!c.tileM || warpSpecializedTile(c.tileM)) &&
                          warpSpecializeByDefault(kernel->headDims(), c.tileM);
    if (*c.warpSpecialized) {
      if (!warpgroup || c.copy != CopyKind::Tma)
        return op.emitOpError("a warp-specialized kernel is a wgmma kernel "
                              "that copies by TMA (copy = tma)");
      if (c.tileM && !warpSpecializedTile(c.tileM))
        return op.emitOpError("a warp-specialized wgmma kernel needs tile-m "
                              "128, 192 or 256 (a consumer warpgroup per m64 "
                              "slice, up to three), got ")
               << c.tileM;
      kernel->setWarpSpecialized(true);
    }
    // Tiles are chosen for the padded rows the kernel lays out.
    kernel->setSharedRowElements(target.sharedRowElements);
    auto [headDim, valueDim] = kernel->headDims();
    // Tile-m 192 is three consumer warpgroups of 160 registers: head dims 64
    // without a mask (a mask's loads, or wider rows, make them spill).
    if (c.tileM == 192 && (!*c.warpSpecialized || headDim != 64 ||
                           valueDim != 64 || op.getMask()))
      return op.emitOpError("tile-m 192 is the warp-specialized wgmma kernel "
                            "of three consumer warpgroups (sm_90a, copy = "
                            "tma), for head dims 64 without a mask; got head "
                            "dims ")
             << headDim << " and " << valueDim
             << (op.getMask() ? " with a mask" : "");
    // The wgmma kernel takes the largest key block first (measured on the
    // H200 at d = 64: 64 x 128 tiles 1.15x faster than 128 x 64; at d = 128
    // the same rule keeps 128 x 64, 1.6x faster than 64 x 128).
    TileChoice choice =
        selectTiles(target, headDim, valueDim, elementBytes,
                    MmaKernelBuilder::kMinTileM, MmaKernelBuilder::kMinTileN,
                    /*keyBlockFirst=*/warpgroup);
    // Warp-specialized: two consumer warpgroups of one m64 slice each
    // unless tile-m is given (192: three), and blocks of 128 keys where
    // they fit (the
    // consumers have the registers; measured 1.08-1.10x over 64 keys at
    // d = 128).
    if (*c.warpSpecialized) {
      if (!c.tileM)
        c.tileM = 128;
      int64_t rowBytes = elementBytes *
                         llvm::alignTo(headDim, target.sharedRowElements),
              valueRowBytes = elementBytes *
                              llvm::alignTo(valueDim, target.sharedRowElements);
      if (!c.tileN &&
          c.tileM * rowBytes + 2 * 128 * (rowBytes + valueRowBytes) <=
              target.sramBytes)
        c.tileN = 128;
    }
    if (c.tileM || c.tileN)
      choice = measureTiles(target, c.tileM ? c.tileM : choice.tileM,
                            c.tileN ? c.tileN : choice.tileN, headDim,
                            valueDim, elementBytes);
    c.tileM = choice.tileM;
    c.tileN = choice.tileN;
    if (!c.qInRegisters)
      c.qInRegisters = !warpgroup && choice.queryRegisters > 0;
    kernel->setTiles(c.tileM, c.tileN);
    kernel->setQueryInRegisters(*c.qInRegisters);
    if (failed(kernel->checkTiles(
            target.sramBytes,
            "bytes of shared memory a block may have on " + chip)))
      return failure();
    return std::unique_ptr<NVVMKernelBuilder>(std::move(kernel));
  }
  case KernelKind::Simt:
  case KernelKind::Reference: {
    // One row per thread: the query tile is the workgroup size. The K and V
    // blocks are static shared memory, which a block may have up to 48 KiB
    // of: the default key block is the largest of 32, 16, 8 keys that fits.
    if (c.tileM > kMaxSimtTileM)
      return op.emitOpError("tile-m must be in [0, ")
             << kMaxSimtTileM << "] for the SIMT and reference kernels (one "
             << "row per thread), got " << c.tileM;
    const int64_t staticSharedLimit =
        std::min<int64_t>(48 * 1024, target.sramBytes);
    bool chooseTileN = !c.tileN;
    int64_t m = c.tileM ? c.tileM : 128, n = c.tileN ? c.tileN : 32;
    // The SIMT kernel's code comes from the tiling stages; the reference
    // kernel, an independent check, is written whole.
    std::unique_ptr<NVVMKernelBuilder> kernel;
    if (c.kind == KernelKind::Simt)
      kernel = std::make_unique<SimtKernelBuilder>(op, m, n);
    else
      kernel = std::make_unique<NVVMKernelBuilder>(op, m, n);
    if (failed(kernel->check()))
      return failure();
    if (c.kind == KernelKind::Reference)
      kernel->setReference();
    if (failed(kernel->fitSharedMemory(
            chooseTileN, staticSharedLimit,
            "of static shared memory a block has on " + chip)))
      return failure();
    c.tileM = kernel->getTileM();
    c.tileN = kernel->getTileN();
    return std::unique_ptr<NVVMKernelBuilder>(std::move(kernel));
  }
  case KernelKind::CooperativeMatrix:
    break;
  }
  return op.emitOpError("a ")
         << stringifyKernelKind(c.kind)
         << " kernel is a Vulkan kernel; NVVM kernels are mma_sync, wgmma, "
            "simt and reference";
}

/// The configuration of `kernel`, built by buildNVVM from `c`.
static KernelConfigAttr describeNVVM(const Choice &c, KernelBuilder &kernel,
                                     const TargetDescription &target) {
  int64_t shared = kernel.sharedMemoryBytes();
  int64_t stages = 1;
  SmallVector<int64_t, 3> mma;
  if (c.kind == KernelKind::MmaSync) {
    stages = 2;
    mma = {target.mmaM, target.mmaN, target.mmaK};
  } else if (c.kind == KernelKind::Wgmma) {
    stages = 2;
    mma = {64, c.tileN, 16};
  }
  // The tensor-core steps copy with cp.async (double-buffered) and rescale
  // lazily; the SIMT step stages its blocks with loads and rescales every
  // block.
  bool tensorCores =
      c.kind == KernelKind::MmaSync || c.kind == KernelKind::Wgmma;
  return KernelConfigAttr::get(
      kernel.getContext(), c.kind, c.tileM, c.tileN, kernel.workgroupSize(),
      c.lanesPerRow, shared, stages,
      c.copy.value_or(tensorCores ? CopyKind::Async : CopyKind::Sync),
      c.lazyRescale.value_or(tensorCores), c.qInRegisters.value_or(false), mma);
}

/// The description of NVIDIA chip `chip`, or an error on `op`.
static FailureOr<TargetDescription> nvidiaTarget(AttentionOp op,
                                                 StringRef chip) {
  std::optional<TargetDescription> target = lookupNVIDIATarget(chip);
  if (!target)
    return op.emitOpError("unknown NVIDIA chip '")
           << chip << "'; known chips: " << kKnownNVIDIAChips;
  return *target;
}

/// The tile options of `request`, checked as every option that sets them is.
static LogicalResult checkRequestTiles(AttentionOp op,
                                       const KernelRequest &request) {
  if (std::optional<std::string> bad =
          checkTileSizeOptions(request.tileM, request.tileN))
    return op.emitOpError(*bad);
  return success();
}

bool mlir::attn::isNVVMKernelName(StringRef kernel) {
  return llvm::is_contained({"auto", "mma", "wgmma", "simt", "reference"},
                            kernel);
}

FailureOr<KernelConfigAttr>
mlir::attn::selectNVVMKernelConfig(AttentionOp op, StringRef chip,
                                   const KernelRequest &request) {
  FailureOr<TargetDescription> target = nvidiaTarget(op, chip);
  if (failed(target) || failed(checkRequestTiles(op, request)))
    return failure();
  Choice c = choiceOf(request);
  if (request.kernel == "simt")
    c.kind = KernelKind::Simt;
  else if (request.kernel == "reference")
    c.kind = KernelKind::Reference;
  else if (request.kernel == "wgmma")
    c.kind = KernelKind::Wgmma;
  else if (request.kernel == "auto" && target->warpgroupMma &&
           MmaKernelBuilder::warpgroupMmaByDefault(op))
    c.kind = KernelKind::Wgmma;
  else if (request.kernel == "mma" ||
           (request.kernel == "auto" && MmaKernelBuilder::chosenByDefault(op)))
    c.kind = KernelKind::MmaSync;
  else if (request.kernel == "auto")
    c.kind = KernelKind::Simt;
  else
    return op.emitOpError("unknown kernel '")
           << request.kernel
           << "'; expected " << kNVVMKernelNames;
  if (request.sequenceKernel &&
      (c.kind == KernelKind::MmaSync || c.kind == KernelKind::Wgmma))
    c.copy = CopyKind::Async;
  FailureOr<std::unique_ptr<NVVMKernelBuilder>> kernel =
      buildNVVM(op, c, *target, chip);
  if (failed(kernel))
    return failure();
  return describeNVVM(c, **kernel, *target);
}

FailureOr<KernelConfigAttr>
mlir::attn::selectNVVMKernelConfig(VarlenAttentionOp op, StringRef chip,
                                   const KernelRequest &request) {
  if (request.kernel == "reference")
    return op.emitOpError("has no reference kernel (kernel=reference checks "
                          "one attn.attention, one sequence, at a time)");
  OpBuilder b(op);
  AttentionOp sequence = buildSequenceAttention(
      b, op, op.getQuery(), op.getKey(), op.getValue(), op.getOutputs());
  KernelRequest sequenceRequest = request;
  sequenceRequest.sequenceKernel = true;
  FailureOr<KernelConfigAttr> config =
      selectNVVMKernelConfig(sequence, chip, sequenceRequest);
  sequence.erase();
  return config;
}

AttentionOp mlir::attn::buildPagedSequenceOp(OpBuilder &b,
                                             PagedAttentionOp op) {
  Location loc = op.getLoc();
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  SmallVector<Value> operands;
  for (RankedTensorType type : pagedSequenceTypes(op))
    operands.push_back(tensor::EmptyOp::create(
        b, loc, type.getShape(), type.getElementType(),
        SmallVector<Value>(type.getNumDynamicDims(), one)));
  return buildSequenceAttention(b, op, operands[0], operands[1], operands[2],
                                ValueRange(operands).drop_front(3));
}

void mlir::attn::eraseSequenceOp(AttentionOp sequence) {
  llvm::SetVector<Operation *> placeholders, sizes;
  for (Value v : sequence->getOperands())
    if (auto empty = v.getDefiningOp<tensor::EmptyOp>()) {
      placeholders.insert(empty);
      for (Value size : empty.getDynamicSizes())
        sizes.insert(size.getDefiningOp());
    }
  sequence.erase();
  for (Operation *p : placeholders)
    p->erase();
  for (Operation *size : sizes)
    if (size->use_empty())
      size->erase();
}

FailureOr<KernelConfigAttr>
mlir::attn::selectNVVMKernelConfig(PagedAttentionOp op, StringRef chip,
                                   const KernelRequest &request) {
  if (request.kernel != "auto" && request.kernel != "mma" &&
      request.kernel != "wgmma")
    return op.emitOpError("has only the tensor-core kernel (kernel=auto, mma "
                          "or wgmma), not kernel=")
           << request.kernel;
  int64_t page = op.getStaticPageSize();
  if (ShapedType::isDynamic(page) || page % 32)
    return op.emitOpError("the GPU kernel of a paged cache reads each key "
                          "block from one page in place: it needs a static "
                          "page size that is a multiple of 32 keys, got ")
           << (ShapedType::isDynamic(page) ? std::string("?")
                                           : std::to_string(page))
           << " (gather the pages into packed sequences, "
              "attn.varlen_attention, instead)";
  if (request.tileN && page % request.tileN)
    return op.emitOpError("tile-n = ")
           << request.tileN << " does not divide the page size " << page;
  OpBuilder b(op);
  AttentionOp sequence = buildPagedSequenceOp(b, op);
  auto erase = llvm::make_scope_exit([&] { eraseSequenceOp(sequence); });
  KernelRequest sequenceRequest = request;
  sequenceRequest.sequenceKernel = true;
  FailureOr<KernelConfigAttr> config =
      selectNVVMKernelConfig(sequence, chip, sequenceRequest);
  if (failed(config))
    return failure();
  auto tensorCores = [&](KernelConfigAttr c) {
    return c.getKind() == KernelKind::MmaSync ||
           c.getKind() == KernelKind::Wgmma;
  };
  if (!tensorCores(*config))
    return op.emitOpError("the GPU kernel of a paged cache is the "
                          "tensor-core one, which takes f16 and bf16 with "
                          "head dims that are multiples of 8 up to 256");
  if (page % config->getTileN() == 0)
    return config;
  // The largest key block that divides the page and is no larger.
  KernelRequest smaller = sequenceRequest;
  for (int64_t n : {128, 64, 32})
    if (n < config->getTileN() && page % n == 0) {
      smaller.tileN = n;
      break;
    }
  config = selectNVVMKernelConfig(sequence, chip, smaller);
  if (failed(config))
    return failure();
  if (!tensorCores(*config) || page % config->getTileN())
    return op.emitOpError("found no tensor-core configuration whose key block "
                          "divides the page size ")
           << page;
  return config;
}

FailureOr<std::unique_ptr<NVVMKernelBuilder>>
mlir::attn::createNVVMKernel(AttentionOp op, KernelConfigAttr config,
                             const TargetDescription &target, StringRef chip) {
  return checkedKernel<NVVMKernelBuilder>(
      op, config, [&](Choice &c) { return buildNVVM(op, c, target, chip); },
      [&](const Choice &c, KernelBuilder &kernel) {
        return describeNVVM(c, kernel, target);
      },
      chip);
}

//===----------------------------------------------------------------------===//
// Vulkan
//===----------------------------------------------------------------------===//

namespace {
/// What a Vulkan target env bounds a workgroup by.
struct VulkanLimits {
  int64_t sharedBytes, invocations;
};
} // namespace

static VulkanLimits limitsOf(spirv::TargetEnvAttr env) {
  spirv::ResourceLimitsAttr limits = env.getResourceLimits();
  VulkanLimits result{limits.getMaxComputeSharedMemorySize(),
                      limits.getMaxComputeWorkgroupInvocations()};
  if (ArrayAttr sizes = limits.getMaxComputeWorkgroupSize();
      sizes && !sizes.empty())
    if (auto x = dyn_cast<IntegerAttr>(sizes[0]))
      result.invocations = std::min<int64_t>(result.invocations, x.getInt());
  return result;
}

/// The Vulkan kernel builder `c` describes, its tiles chosen where 0,
/// checked against `env`.
static FailureOr<std::unique_ptr<VulkanKernelBuilder>>
buildVulkan(AttentionOp op, Choice &c, spirv::TargetEnvAttr env) {
  VulkanLimits limits = limitsOf(env);
  if (c.qInRegisters.value_or(false))
    return op.emitOpError("q_in_registers applies to mma_sync kernels only");
  switch (c.kind) {
  case KernelKind::CooperativeMatrix: {
    if (c.lanesPerRow != 1)
      return op.emitOpError(
                 "the cooperative-matrix kernel shares rows between the lanes "
                 "of a subgroup itself; lanes-per-row must be 1, got ")
             << c.lanesPerRow;
    auto kernel = std::make_unique<CoopMatrixKernelBuilder>(op, 0, 0, env);
    if (failed(kernel->check()) ||
        failed(kernel->chooseTiles(c.tileM, c.tileN,
                                   c.coopWorkgroupSize.value_or(0),
                                   limits.sharedBytes, limits.invocations)))
      return failure();
    c.tileM = kernel->getTileM();
    c.tileN = kernel->getTileN();
    return std::unique_ptr<VulkanKernelBuilder>(std::move(kernel));
  }
  case KernelKind::Simt:
  case KernelKind::Reference: {
    // One row per invocation (or per lanes-per-row lanes): the query tile is
    // 128 rows or what the target's invocation limit allows; the key block
    // the largest of 32, 16, 8 keys whose K and V blocks fit the target's
    // shared memory.
    int64_t m = c.tileM ? c.tileM
                        : std::min<int64_t>(
                              128, limits.invocations /
                                       std::max<int64_t>(1, c.lanesPerRow));
    if (m <= 0)
      return op.emitOpError("tile-m must be positive, got ") << m;
    bool chooseTileN = !c.tileN;
    auto kernel = std::make_unique<VulkanKernelBuilder>(
        op, m, c.tileN ? c.tileN : 32, env);
    if (failed(kernel->check()) ||
        failed(kernel->setLanesPerRow(c.lanesPerRow)))
      return failure();
    if (c.kind == KernelKind::Reference) {
      if (c.lanesPerRow != 1)
        return op.emitOpError("the reference kernel has one invocation per "
                              "row; lanes-per-row must be 1, got ")
               << c.lanesPerRow;
      kernel->setReference();
    }
    if (c.lanesPerRow > 1 &&
        !spirv::TargetEnv(env).allows(
            spirv::Capability::GroupNonUniformShuffle))
      return op.emitOpError("lanes-per-row = ")
             << c.lanesPerRow
             << " sums rows with subgroup shuffles, which need the SPIR-V "
                "capability GroupNonUniformShuffle that the Vulkan target env "
                "does not declare";
    if (kernel->workgroupSize() > limits.invocations)
      return op.emitOpError("tile-m = ")
             << m << " with " << c.lanesPerRow << " lanes per row needs "
             << kernel->workgroupSize()
             << " invocations per workgroup, more than the "
             << limits.invocations << " the Vulkan target allows";
    if (failed(kernel->fitSharedMemory(chooseTileN, limits.sharedBytes,
                                       "the Vulkan target allows")))
      return failure();
    c.tileM = kernel->getTileM();
    c.tileN = kernel->getTileN();
    return std::unique_ptr<VulkanKernelBuilder>(std::move(kernel));
  }
  case KernelKind::MmaSync:
  case KernelKind::Wgmma:
    break;
  }
  return op.emitOpError("a ")
         << stringifyKernelKind(c.kind)
         << " kernel is an NVVM kernel; Vulkan kernels are "
            "cooperative_matrix, simt and reference";
}

/// The configuration of `kernel`, built by buildVulkan from `c`.
static KernelConfigAttr describeVulkan(const Choice &c,
                                       KernelBuilder &kernel) {
  SmallVector<int64_t, 3> mma;
  if (c.kind == KernelKind::CooperativeMatrix)
    mma.assign(3, CoopMatrixKernelBuilder::kRows);
  // Vulkan has no asynchronous copies; the cooperative-matrix step
  // rescales lazily, the SIMT step every block.
  return KernelConfigAttr::get(
      kernel.getContext(), c.kind, c.tileM, c.tileN, kernel.workgroupSize(),
      c.lanesPerRow, kernel.sharedMemoryBytes(), /*kvStages=*/1,
      c.copy.value_or(CopyKind::Sync),
      c.lazyRescale.value_or(c.kind == KernelKind::CooperativeMatrix),
      /*qInRegisters=*/false, mma);
}

FailureOr<KernelConfigAttr>
mlir::attn::selectVulkanKernelConfig(AttentionOp op, spirv::TargetEnvAttr env,
                                     const KernelRequest &request) {
  if (failed(checkRequestTiles(op, request)))
    return failure();
  Choice c = choiceOf(request);
  bool autoCoop =
      succeeded(CoopMatrixKernelBuilder::supports(op, env, /*emit=*/false));
  if (request.kernel == "cooperative-matrix" ||
      (request.kernel == "auto" && request.lanesPerRow == 1 && autoCoop))
    c.kind = KernelKind::CooperativeMatrix;
  else if (request.kernel == "simt" || request.kernel == "auto")
    c.kind = KernelKind::Simt;
  else if (request.kernel == "reference")
    c.kind = KernelKind::Reference;
  else
    return op.emitOpError("unknown kernel '")
           << request.kernel
           << "'; expected auto, cooperative-matrix, simt or reference";
  FailureOr<std::unique_ptr<VulkanKernelBuilder>> kernel =
      buildVulkan(op, c, env);
  if (failed(kernel))
    return failure();
  return describeVulkan(c, **kernel);
}

FailureOr<std::unique_ptr<VulkanKernelBuilder>>
mlir::attn::createVulkanKernel(AttentionOp op, KernelConfigAttr config,
                               spirv::TargetEnvAttr env) {
  return checkedKernel<VulkanKernelBuilder>(
      op, config, [&](Choice &c) { return buildVulkan(op, c, env); },
      describeVulkan, "this Vulkan target");
}
