//===- TargetDescription.cpp - built-in targets and tile selection --------===//
//
// The numbers are those of the devices: sm_80 (A100) allows 163 KiB of
// shared memory per block, sm_90 (H100/H200) 227 KiB with the opt-in
// attribute; both have 64K registers per SM and at most 255 per thread.
// sm_90a is sm_90 with its architecture-specific instructions (wgmma,
// setmaxnreg), which code for plain sm_90 may not use.
// Vulkan guarantees 16 KiB of workgroup memory; lavapipe reports 32 KiB and
// a subgroup of 8 (lookupVulkanDeviceLimits, shared with the Vulkan target
// env presets). A CPU core's tiles (the query tile, its f32 scores and
// accumulator, the K/V blocks) live in its L2 cache, and a key block of K
// and V in f32 fits its L1 data cache: every row of the tile streams it
// (measured on an AVX-512 machine, f32, one core: d = 128 with 64-key
// blocks 58-69 GFLOP/s against 44-45 with 128; on a Zen 3 core, 512 KiB of
// L2, query tiles of up to 512 rows within it). `host` reads both caches
// and the vector registers off the machine it runs on; the x86-64 levels
// are fixed descriptions of typical cores of each level, for compiling for
// another machine and for results that must not depend on this one.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Utils/TargetDescription.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/Host.h"

#include <algorithm>
#include <tuple>
#include <unistd.h>

using namespace mlir;
using namespace mlir::attn;

/// The widest vector registers of the host CPU and how many there are:
/// 32 of 64 bytes with AVX-512, 16 of 32 with AVX, 32 of 16 on AArch64,
/// otherwise 16 of 16 (SSE; other CPUs are given the same).
static std::pair<int64_t, int64_t> hostVectorRegisters() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  if (features.lookup("avx512f"))
    return {64, 32};
  if (features.lookup("avx"))
    return {32, 16};
  if (features.lookup("neon"))
    return {16, 32};
  return {16, 16};
}

/// The host's L1 data cache and L2 cache of one core in bytes, as the C
/// library reports them (glibc: from cpuid or the kernel); the x86-64-v3
/// description's 32 KiB and 512 KiB where it reports none. Values out of
/// the range of real per-core caches (an L2 a cluster shares, reported
/// whole) are clamped to it.
static std::pair<int64_t, int64_t> hostCaches() {
  int64_t l1 = 0, l2 = 0;
#if defined(_SC_LEVEL1_DCACHE_SIZE) && defined(_SC_LEVEL2_CACHE_SIZE)
  l1 = sysconf(_SC_LEVEL1_DCACHE_SIZE);
  l2 = sysconf(_SC_LEVEL2_CACHE_SIZE);
#endif
  l1 = l1 > 0 ? std::clamp<int64_t>(l1, 16 * 1024, 128 * 1024) : 32 * 1024;
  l2 = l2 > 0 ? std::clamp<int64_t>(l2, 256 * 1024, 2048 * 1024) : 512 * 1024;
  return {l1, l2};
}

std::optional<TargetDescription>
mlir::attn::lookupNVIDIATarget(StringRef chip) {
  if (!chip.starts_with("sm_"))
    return std::nullopt;
  return lookupTargetDescription(chip);
}

std::optional<TargetDescription>
mlir::attn::lookupTargetDescription(StringRef name) {
  TargetDescription t;
  t.name = name.str();
  if (name == "host") {
    std::tie(t.blockCacheBytes, t.sramBytes) = hostCaches();
    std::tie(t.vectorBytes, t.vectorRegisters) = hostVectorRegisters();
    return t;
  }
  // Typical cores of the x86-64 levels: SSE2 (16 registers of 16 bytes),
  // AVX2 (16 of 32, as Zen 3 or Skylake: 32 KiB L1, 512 KiB L2), AVX-512
  // (32 of 64, as Ice Lake or Zen 4: 48 and 32 KiB L1, 1 MiB L2; the
  // smaller L1).
  if (name == "x86-64" || name == "x86-64-v3") {
    t.blockCacheBytes = 32 * 1024;
    t.sramBytes = 512 * 1024;
    t.vectorBytes = name == "x86-64" ? 16 : 32;
    t.vectorRegisters = 16;
    return t;
  }
  if (name == "x86-64-v4") {
    t.blockCacheBytes = 32 * 1024;
    t.sramBytes = 1024 * 1024;
    t.vectorBytes = 64;
    t.vectorRegisters = 32;
    return t;
  }
  if (name == "sm_80" || name == "sm_90" || name == "sm_90a") {
    t.sramBytes = name == "sm_80" ? 163 * 1024 : 227 * 1024;
    t.sramBytesPerProcessor = name == "sm_80" ? 164 * 1024 : 228 * 1024;
    t.warpgroupMma = name == "sm_90a";
    t.registersPerThread = 255;
    t.workgroupThreads = 128;
    t.subgroupSize = 32;
    t.mmaM = 16;
    t.mmaN = 8;
    t.mmaK = 16;
    t.doubleBufferKV = true;
    t.sharedRowElements = 64;
    return t;
  }
  if (name == "lavapipe" || name == "vulkan") {
    VulkanDeviceLimits limits =
        *lookupVulkanDeviceLimits(name == "vulkan" ? "generic" : name);
    t.sramBytes = limits.sharedMemoryBytes;
    t.workgroupThreads = 64;
    t.subgroupSize = limits.subgroupSize;
    t.registersPerThread = 128;
    return t;
  }
  return std::nullopt;
}

std::optional<VulkanDeviceLimits>
mlir::attn::lookupVulkanDeviceLimits(StringRef name) {
  // Mesa's lavapipe (llvmpipe: 8 lanes), NVIDIA's Vulkan drivers, and the
  // minimums the Vulkan specification guarantees (subgroups of 4: Vulkan
  // allows any size, 4 covers the mobile GPUs that run 4- and 8-wide).
  if (name == "lavapipe")
    return VulkanDeviceLimits{32 * 1024, 1024, {1024, 1024, 1024}, 8};
  if (name == "nvidia")
    return VulkanDeviceLimits{48 * 1024, 1024, {1024, 1024, 64}, 32};
  if (name == "generic")
    return VulkanDeviceLimits{16 * 1024, 128, {128, 128, 64}, 4};
  return std::nullopt;
}

StringRef mlir::attn::getKnownTargetNames() {
  return "host, x86-64, x86-64-v3, x86-64-v4, sm_80, sm_90, sm_90a, "
         "lavapipe, vulkan";
}

std::optional<std::string> mlir::attn::checkTileSizeOptions(int64_t tileM,
                                                            int64_t tileN) {
  for (auto [name, value] : {std::pair<const char *, int64_t>{"tile-m", tileM},
                             {"tile-n", tileN}})
    if (value < 0 || value > kMaxTileSize)
      return (llvm::Twine(name) + " must be from 0 (from the target) to " +
              llvm::Twine(kMaxTileSize) + ", got " + llvm::Twine(value))
          .str();
  return std::nullopt;
}

/// Registers per thread left to addresses, loop state, the K and V operand
/// fragments and the softmax statistics.
static constexpr int64_t kReservedRegisters = 24;
/// Registers per thread Q's fragments must leave free to stay resident
/// (measured on sm_90, where this estimate counts 168-192 registers with Q
/// at d = 32, 64, 160 and 192: 2-10 % faster resident; 216 at d = 224 and
/// 256: 5-8 % slower, at the 255-register limit; more at d = 96 and 128:
/// spills).
static constexpr int64_t kQueryReservedRegisters = 60;

TileChoice mlir::attn::measureTiles(const TargetDescription &target,
                                    int64_t tileM, int64_t tileN,
                                    int64_t headDim, int64_t valueDim,
                                    int64_t elementBytes) {
  TileChoice c;
  c.tileM = tileM;
  c.tileN = tileN;
  // Tiles are measured with the rows they have in shared memory; the
  // register estimate takes the padded rows too (conservative by at most
  // the padding, and what the tensor-core kernel's tiles were measured with).
  if (elementBytes == 2) {
    headDim = llvm::alignTo(headDim, target.sharedRowElements);
    valueDim = llvm::alignTo(valueDim, target.sharedRowElements);
  }
  int64_t kvBuffers = target.doubleBufferKV ? 2 : 1;
  c.sramBytes = elementBytes * (tileM * headDim +
                                kvBuffers * tileN * (headDim + valueDim));
  // On a CPU the f32 score and accumulator tiles live in the cache too.
  if (target.registersPerThread == 0)
    c.sramBytes += 4 * (tileM * tileN + tileM * valueDim);
  else {
    // The f32 scores and accumulator, and the probabilities repacked to the
    // input type as the next product's operand (measured on sm_90: tiles
    // over the budget spill).
    c.registersPerThread = (tileM * tileN + tileM * valueDim +
                            tileM * tileN * elementBytes / 4) /
                           target.workgroupThreads;
    // Q held in registers saves reading it from shared memory every block,
    // where it leaves kQueryReservedRegisters free.
    int64_t queryRegisters =
        tileM * headDim * elementBytes / 4 / target.workgroupThreads;
    if (c.registersPerThread + queryRegisters <=
        target.registersPerThread - kQueryReservedRegisters)
      c.queryRegisters = queryRegisters;
  }
  return c;
}

TileChoice mlir::attn::selectTiles(const TargetDescription &target,
                                   int64_t headDim, int64_t valueDim,
                                   int64_t elementBytes, int64_t minTileM,
                                   int64_t minTileN, bool keyBlockFirst,
                                   int64_t maxTileM) {
  // First tiles two workgroups can share a multiprocessor with (measured
  // on sm_90 at d = 256: 64x32 tiles in 96 KiB ran 1.17x faster than 64x64
  // in 160 KiB), then any that fit.
  SmallVector<int64_t, 2> sharedLimits;
  if (target.sramBytesPerProcessor)
    sharedLimits.push_back(
        std::min(target.sramBytes, target.sramBytesPerProcessor / 2));
  sharedLimits.push_back(target.sramBytes);
  // A CPU's query tiles may be larger: the register tiles of its products
  // read each K and V block once per tile from L1, so the more rows share
  // a block the less the block's transposition and loop costs weigh
  // (measured on a Zen 3 core, f32, N = 1k-4k: 256-512-row tiles 1.1-1.25x
  // faster than 128). The cache bounds them (sramBytes).
  const int64_t sizes[] = {512, 256, 128, 64, 32, 16, 8};
  for (int64_t sharedLimit : sharedLimits)
    for (int64_t outer : sizes) {
      for (int64_t inner : sizes) {
        int64_t tileM = keyBlockFirst ? inner : outer;
        int64_t tileN = keyBlockFirst ? outer : inner;
        if (tileM % target.mmaM != 0 || tileM < minTileM ||
            tileN % target.mmaN != 0 || tileN < minTileN || tileN > 128 ||
            (tileM > 128 && !target.blockCacheBytes) ||
            (maxTileM && tileM > maxTileM))
          continue;
        TileChoice c = measureTiles(target, tileM, tileN, headDim, valueDim,
                                    elementBytes);
        if (c.sramBytes > sharedLimit)
          continue;
        if (target.blockCacheBytes &&
            tileN * (headDim + valueDim) * 4 > target.blockCacheBytes)
          continue;
        if (target.registersPerThread &&
            c.registersPerThread >
                target.registersPerThread - kReservedRegisters)
          continue;
        return c;
      }
    }
  // Nothing fits (a very large head dim): the smallest tiles.
  return measureTiles(target, std::max({int64_t(8), target.mmaM, minTileM}),
                      std::max({int64_t(8), target.mmaN, minTileN}), headDim,
                      valueDim, elementBytes);
}

TrafficEstimate mlir::attn::estimateTraffic(int64_t m, int64_t n,
                                            int64_t headDim, int64_t valueDim,
                                            int64_t elementBytes,
                                            int64_t tileM, int64_t maskBytes) {
  TrafficEstimate e;
  int64_t queryTiles = (m + tileM - 1) / tileM;
  int64_t maskTraffic = maskBytes * m * n;
  // Tiled: Q read once, K and V read once per query tile, O written once.
  e.tiledBytes = elementBytes * (m * headDim + queryTiles * n * (headDim + valueDim) +
                                 m * valueDim) +
                 maskTraffic;
  // Materialised: Q, K, V read once, the f32 score matrix written and read
  // back by the softmax, the probabilities written and read back by P·V, O
  // written.
  e.materializedBytes = elementBytes * (m * headDim + n * (headDim + valueDim) +
                                        m * valueDim) +
                        4 * 4 * m * n + maskTraffic;
  return e;
}
