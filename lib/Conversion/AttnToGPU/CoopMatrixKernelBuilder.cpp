//===- CoopMatrixKernelBuilder.cpp - cooperative-matrix Vulkan kernel -----===//
//
// See CoopMatrixKernelBuilder.h.
//
//===----------------------------------------------------------------------===//

#include "CoopMatrixKernelBuilder.h"

#include "mlir/Dialect/SPIRV/IR/TargetAndABI.h"

using namespace mlir;
using namespace mlir::attn;

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
  // Q, K and V of one type: f16, or bf16 where the target env declares its
  // cooperative matrices.
  Type element = elementTypeOf(op.getQuery());
  for (auto [value, name] :
       {std::pair<Value, StringRef>{op.getQuery(), "query"},
        {op.getKey(), "key"},
        {op.getValue(), "value"}}) {
    Type type = elementTypeOf(value);
    if (!(type.isF16() || type.isBF16()) || type != element) {
      if (emit)
        op.emitOpError("the cooperative-matrix kernel needs f16 or bf16 "
                       "query, key and value of one type, got ")
            << name << " of type " << type;
      return failure();
    }
  }
  if (element.isBF16() &&
      (!target.allows(spirv::Capability::BFloat16CooperativeMatrixKHR) ||
       !target.allows(spirv::Capability::BFloat16TypeKHR) ||
       !target.allows(spirv::Extension::SPV_KHR_bfloat16)))
    return reject("for bf16 the SPIR-V capabilities BFloat16TypeKHR and "
                  "BFloat16CooperativeMatrixKHR and the extension "
                  "SPV_KHR_bfloat16, which the Vulkan target env does not "
                  "declare");
  Type f32 = Float32Type::get(ctx);
  bool offered = false;
  if (ArrayAttr props =
          env.getResourceLimits().getCooperativeMatrixPropertiesKhr())
    for (Attribute a : props) {
      auto p = dyn_cast<spirv::CooperativeMatrixPropertiesKHRAttr>(a);
      offered |= p && p.getMSize() == kRows && p.getNSize() == kRows &&
                 p.getKSize() == kRows && p.getAType() == element &&
                 p.getBType() == element && p.getCType() == f32 &&
                 p.getResultType() == f32 &&
                 p.getScope().getValue() == spirv::Scope::Subgroup;
    }
  if (!offered)
    return reject(Twine("16x16x16 ") + (element.isBF16() ? "bf16" : "f16") +
                  " x " + (element.isBF16() ? "bf16" : "f16") +
                  " -> f32 subgroup matrices among the target env's "
                  "cooperative_matrix_properties_khr");
  int64_t subgroup = env.getResourceLimits().getSubgroupSize();
  if (subgroup < kRows || subgroup % kRows || !llvm::isPowerOf2_64(subgroup))
    return reject("a subgroup size that is a power of 2 and a multiple of " +
                  Twine(kRows) + ", got " + Twine(subgroup));
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
                                                   int64_t givenWorkgroupSize,
                                                   int64_t sharedLimit,
                                                   int64_t invocationLimit) {
  for (int64_t t : {givenM, givenN})
    if (t < 0 || t % kRows)
      return op.emitOpError("the cooperative-matrix kernel needs tile-m and "
                            "tile-n that are multiples of ")
             << kRows << ", got " << givenM << " and " << givenN;
  // 64 query rows where they fit, with the smallest key block: through
  // NVIDIA's Vulkan driver 64 x 16 tiles ran 1.03-1.07x faster than
  // 32 x 16, 1.04-1.21x faster than 128 x 16 and 1.21-1.28x faster than
  // 64 x 32 at d = 64 and 128 with 16-row subgroups
  // (benchmarks/results/h100-2026-12-07-vulkan-staging-and-tiles.md), and
  // 64 x 16 stayed ahead of 128 x 16 with 32-row subgroups.
  SmallVector<int64_t> ms = givenM ? SmallVector<int64_t>{givenM}
                                   : SmallVector<int64_t>{64, 32, 16};
  SmallVector<int64_t> ns = givenN ? SmallVector<int64_t>{givenN}
                                   : SmallVector<int64_t>{16, 32, 64};
  for (int64_t m : ms)
    for (int64_t n : ns) {
      setTiles(m, n);
      // Two 16-row groups a subgroup where the tile has them: each K and V
      // matrix loaded from workgroup memory then serves two products. On
      // the H100's Vulkan driver 64 x 16 tiles of two 32-row subgroups ran
      // 1.22-1.39x faster than four 16-row ones; four row groups a subgroup
      // took 255 registers and ran at 0.48-1.06x
      // (benchmarks/results/h100-2026-12-07-vulkan-row-groups.md).
      rowGroups = m % (2 * kRows) == 0 ? 2 : 1;
      if (givenWorkgroupSize) {
        rowGroups = CoopMatrixAttentionShape::rowGroupsOf(m, givenWorkgroupSize,
                                                          subgroupSize());
        if (!rowGroups)
          return op.emitOpError("the cooperative-matrix kernel's workgroup "
                                "is at most 1024 invocations, whole "
                                "subgroups of ")
                 << subgroupSize() << " invocations that own 16-row groups of "
                 << "the tile's " << m
                 << " rows; workgroup_size = " << givenWorkgroupSize
                 << " does not divide them";
      }
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

std::optional<KernelBuilder::LoopIterations>
CoopMatrixKernelBuilder::loopIterations() const {
  // The stagings and the rows' loops are straight-line code: only the KV
  // loops' exits once (the unmasked and the masked blocks', or one loop
  // where every block is masked) and one iteration per key block.
  return LoopIterations{kvLoopCount(), 1, tileN};
}
