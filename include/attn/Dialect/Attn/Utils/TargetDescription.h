//===- TargetDescription.h - what tile selection needs to know --*- C++ -*-===//
//
// The memory hierarchy of a target, as FlashAttention's IO analysis sees it:
// the fast on-chip memory a workgroup can hold tiles in (shared memory on
// GPUs, a share of the cache on CPUs), the register budget, the subgroup
// size and the matrix-instruction shape. Tile sizes are chosen from it.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_TARGETDESCRIPTION_H
#define ATTN_DIALECT_ATTN_UTILS_TARGETDESCRIPTION_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::attn {

/// Resources of one target that bound the attention tiles.
struct TargetDescription {
  /// Name used in options and reports: host (the CPU this runs on), the
  /// x86-64 levels (x86-64, x86-64-v3, x86-64-v4: typical CPUs of each),
  /// sm_80, sm_90, sm_90a, lavapipe, vulkan.
  std::string name;
  /// Bytes of fast memory one workgroup may hold tiles in (GPU shared memory
  /// per block; on a CPU, the L2 cache of one core).
  int64_t sramBytes = 0;
  /// Bytes of shared memory one multiprocessor holds for all its resident
  /// workgroups (0 where it does not bound the tiles): tiles that let two
  /// workgroups share one are preferred, so that one's barriers and
  /// softmax overlap the other's products.
  int64_t sramBytesPerProcessor = 0;
  /// Bytes of the cache the vector code streams a key block through (a
  /// CPU core's L1 data cache; 0 where it does not bound the tiles): every
  /// register tile of a query tile's rows reads the whole block of K
  /// (transposed) and of V in f32, so both must stay there.
  int64_t blockCacheBytes = 0;
  /// Bytes of one vector register and how many the vector code may keep
  /// live (a CPU's: the host's read off its features; 0 on GPUs). The host
  /// vector code holds a register tile of the contractions' outputs in them.
  int64_t vectorBytes = 0;
  int64_t vectorRegisters = 0;
  /// 32-bit registers one thread may use (0 when registers are not a
  /// separate budget, as on a CPU).
  int64_t registersPerThread = 0;
  /// Threads of one workgroup (1 on a CPU).
  int64_t workgroupThreads = 1;
  /// Subgroup (warp) size (1 on a CPU).
  int64_t subgroupSize = 1;
  /// M, N, K of the matrix instruction the tiles must be multiples of.
  int64_t mmaM = 1, mmaN = 1, mmaK = 1;
  /// Whether the warpgroup matrix instructions (wgmma, sm_90a) may be used.
  bool warpgroupMma = false;
  /// Whether K/V blocks are double-buffered (asynchronous copies).
  bool doubleBufferKV = false;
  /// Shared-memory rows of 16-bit inputs are padded to a multiple of this
  /// many elements (the tensor-core kernel's swizzled rows: 64, so that
  /// d = 96 takes the memory and the tiles of d = 128); 1: not padded.
  int64_t sharedRowElements = 1;
};

/// The built-in description of target `name`, or std::nullopt.
std::optional<TargetDescription> lookupTargetDescription(StringRef name);

/// The CPU descriptions, for diagnostics.
constexpr StringLiteral kKnownCPUTargets = "host, x86-64, x86-64-v3, x86-64-v4";

/// Whether `target` describes a CPU (vector registers, no GPU threads).
inline bool isCPUTarget(const TargetDescription &target) {
  return target.vectorBytes > 0;
}

/// The description of NVIDIA chip `chip` (sm_XY), or std::nullopt; kKnownNVIDIAChips lists them for diagnostics.
std::optional<TargetDescription> lookupNVIDIATarget(StringRef chip);
constexpr StringLiteral kKnownNVIDIAChips = "sm_80, sm_90, sm_90a";

/// What a class of Vulkan devices offers one workgroup, in one table: the
/// Vulkan target env presets (attn/Conversion/VulkanTargetEnv.h: lavapipe,
/// nvidia, generic) declare these limits, and the target descriptions
/// `lavapipe` and `vulkan` (the generic class: what every Vulkan device
/// guarantees) bound their tiles by them.
struct VulkanDeviceLimits {
  /// maxComputeSharedMemorySize.
  int64_t sharedMemoryBytes = 0;
  /// maxComputeWorkGroupInvocations and maxComputeWorkGroupSize.
  int64_t maxInvocations = 0;
  int64_t maxWorkgroupSize[3] = {0, 0, 0};
  int64_t subgroupSize = 0;
};

/// The limits of Vulkan device class `name` (lavapipe, nvidia, generic), or
/// std::nullopt.
std::optional<VulkanDeviceLimits> lookupVulkanDeviceLimits(StringRef name);

/// Names of the built-in targets, for diagnostics and help.
StringRef getKnownTargetNames();

/// The largest tile-m or tile-n an option may give: a tile is a workgroup's
/// rows or keys, far fewer in practice, and the bound keeps every product of
/// tiles and head dims far from overflowing.
constexpr int64_t kMaxTileSize = 1 << 16;

/// Why tile-m `tileM` and tile-n `tileN` (0: chosen from the target) are
/// out of range, for the diagnostics of every option that sets them
/// (passes, pipelines, attn-compile, the C API); none when both are from 0
/// to kMaxTileSize.
std::optional<std::string> checkTileSizeOptions(int64_t tileM, int64_t tileN);

/// A tile choice for one attention problem and its resource use.
struct TileChoice {
  int64_t tileM = 0, tileN = 0;
  /// Fast memory of one workgroup: the Q tile and the (double-buffered)
  /// K and V blocks.
  int64_t sramBytes = 0;
  /// Registers per thread for the f32 accumulator and score tiles and the
  /// repacked probabilities.
  int64_t registersPerThread = 0;
  /// Registers per thread the Q tile takes as operand fragments held across
  /// the key loop, where they fit beside the tiles above and what is
  /// reserved; 0 where they do not (the tensor-core kernel then re-reads Q
  /// from shared memory every block) or registers are no separate budget.
  int64_t queryRegisters = 0;
};

/// Picks the largest query tile, then the largest key block, that fit the
/// target's fast memory and registers for head dims `headDim` (Q·Kᵀ) and
/// `valueDim` (P·V) and inputs of `elementBytes`. Larger query tiles read
/// K and V fewer times (FlashAttention's Θ(N²d²/M) HBM traffic). Tiles
/// below `minTileM` x `minTileN` (what a kernel supports) are not chosen.
/// With `keyBlockFirst` the largest key block is picked first, then the
/// largest query tile: for kernels whose matrix instruction grows with the
/// key block (wgmma's N), where that gains more than re-reading K and V
/// costs. Query tiles above `maxTileM` (0: no bound) are not chosen.
TileChoice selectTiles(const TargetDescription &target, int64_t headDim,
                       int64_t valueDim, int64_t elementBytes,
                       int64_t minTileM = 1, int64_t minTileN = 1,
                       bool keyBlockFirst = false, int64_t maxTileM = 0);

/// Resources a given tile choice needs on `target`.
TileChoice measureTiles(const TargetDescription &target, int64_t tileM,
                        int64_t tileN, int64_t headDim, int64_t valueDim,
                        int64_t elementBytes);

/// Predicted HBM traffic in bytes of one attention problem per batch
/// element (one head): the tiled kernel and the materialised one.
struct TrafficEstimate {
  int64_t tiledBytes = 0;
  int64_t materializedBytes = 0;
};
TrafficEstimate estimateTraffic(int64_t m, int64_t n, int64_t headDim,
                                int64_t valueDim, int64_t elementBytes,
                                int64_t tileM, int64_t maskBytes);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_TARGETDESCRIPTION_H
