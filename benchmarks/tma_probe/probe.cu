// probe.cu -- standalone check that a TMA tiled copy (cp.async.bulk.tensor,
// 128-byte swizzle, completion on an mbarrier) writes a K or V block in the
// shared-memory layout the wgmma kernels read (SwizzledTile::atoms in
// lib/Conversion/AttnToGPU/MmaOps.h: 64-column blocks of R rows, row r at
// r * 128 in its block, 16-byte chunk c at position c ^ (r % 8)), before the
// compiler emits such copies. Run on the GPU machine:
//   bash benchmarks/tma_probe/run.sh
//
// A [rows, d] tensor of 16-bit elements (each element its own index, so
// every misplaced byte shows) with a row stride of its own (a BSHD-like
// view: more than d elements a row); the tensor map made on the host with
// cuTensorMapEncodeTiled (2-D: d, rows; box 64 x R; SWIZZLE_128B; rows past
// the end zero-filled), passed two ways: as a __grid_constant__ kernel
// parameter and in global memory. One block per key block: a thread issues
// one copy per 64-column box on one mbarrier (expect_tx the whole block's
// bytes), every thread waits on its phase, then the tile goes back to global
// memory byte for byte and the host compares each element with the layout.
// Cases: d = 64 and 128, R = 64 and 128, a ragged last block, two blocks in
// a row through the same mbarrier (phase 0 then 1).
// Exit code: 0 if every case passes, 1 otherwise, 2 wrong device, 3 CUDA or
// driver error.

#include <cuda.h>
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CK(x)                                                                  \
  do {                                                                         \
    cudaError_t e_ = (x);                                                      \
    if (e_ != cudaSuccess) {                                                   \
      fprintf(stderr, "CUDA error %s at %s:%d\n", cudaGetErrorString(e_),      \
              __FILE__, __LINE__);                                             \
      exit(3);                                                                 \
    }                                                                          \
  } while (0)

extern __shared__ __align__(1024) uint8_t smem[];

__device__ __forceinline__ uint32_t sharedAddress(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

// The copies of key blocks `first` .. `first + count - 1` (one after the
// other through the same mbarrier, its phase flipping), each stored to
// out[block] byte for byte.
__device__ void copyBlocks(const void *map, int d, int R, int first, int count,
                           uint8_t *out) {
  __shared__ __align__(8) uint64_t bar;
  uint8_t *tile = smem;
  const uint32_t bytes = static_cast<uint32_t>(R * d * 2);
  if (threadIdx.x == 0) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(sharedAddress(&bar)));
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  }
  __syncthreads();
  for (int i = 0; i < count; ++i) {
    int block = first + i;
    if (threadIdx.x == 0) {
      asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(
                       sharedAddress(&bar)),
                   "r"(bytes)
                   : "memory");
      for (int box = 0; box < d / 64; ++box)
        asm volatile(
            "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
            " [%0], [%1, {%2, %3}], [%4];" ::"r"(sharedAddress(tile + box * R * 128)),
            "l"(map), "r"(box * 64), "r"(block * R), "r"(sharedAddress(&bar))
            : "memory");
    }
    // Every thread waits for phase i % 2 to complete.
    uint32_t done = 0;
    while (!done)
      asm volatile(
          "{ .reg .pred p; mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;"
          " selp.u32 %0, 1, 0, p; }"
          : "=r"(done)
          : "r"(sharedAddress(&bar)), "r"(i & 1)
          : "memory");
    for (int b = threadIdx.x; b < static_cast<int>(bytes); b += blockDim.x)
      out[static_cast<size_t>(block) * bytes + b] = tile[b];
    __syncthreads(); // everyone done with the tile before the next copy
  }
}

__global__ void viaParameter(const __grid_constant__ CUtensorMap map, int d, int R,
                             int perBlock, uint8_t *out) {
  copyBlocks(&map, d, R, blockIdx.x * perBlock, perBlock, out);
}

__global__ void viaGlobal(const CUtensorMap *map, int d, int R, int perBlock,
                          uint8_t *out) {
  copyBlocks(map, d, R, blockIdx.x * perBlock, perBlock, out);
}

using EncodeTiled = decltype(&cuTensorMapEncodeTiled);

// The driver's cuTensorMapEncodeTiled, without linking libcuda.
static EncodeTiled encodeTiled() {
  void *fn = nullptr;
  cudaDriverEntryPointQueryResult status;
  CK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000,
                                      cudaEnableDefault, &status));
  if (!fn || status != cudaDriverEntryPointSuccess) {
    fprintf(stderr, "no cuTensorMapEncodeTiled in the driver\n");
    exit(3);
  }
  return reinterpret_cast<EncodeTiled>(fn);
}

// One case: rows x d (row stride `stride` elements), blocks of R rows.
static bool runCase(int rows, int d, int stride, int R, int perBlock, bool global) {
  std::vector<uint16_t> host(static_cast<size_t>(rows) * stride);
  for (size_t i = 0; i < host.size(); ++i)
    host[i] = static_cast<uint16_t>(i * 2654435761u >> 13);
  uint16_t *src;
  CK(cudaMalloc(&src, host.size() * 2));
  CK(cudaMemcpy(src, host.data(), host.size() * 2, cudaMemcpyHostToDevice));
  int blocks = (rows + R - 1) / R;
  int grid = (blocks + perBlock - 1) / perBlock;
  blocks = grid * perBlock; // whole blocks past the end read zeros
  size_t blockBytes = static_cast<size_t>(R) * d * 2;
  uint8_t *out;
  CK(cudaMalloc(&out, blocks * blockBytes));
  CK(cudaMemset(out, 0xAB, blocks * blockBytes));

  CUtensorMap map;
  cuuint64_t dims[2] = {static_cast<cuuint64_t>(d), static_cast<cuuint64_t>(rows)};
  cuuint64_t strides[1] = {static_cast<cuuint64_t>(stride) * 2};
  cuuint32_t box[2] = {64, static_cast<cuuint32_t>(R)};
  cuuint32_t elementStrides[2] = {1, 1};
  CUresult r = encodeTiled()(
      &map, CU_TENSOR_MAP_DATA_TYPE_UINT16, 2, src, dims, strides, box, elementStrides,
      CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
      CU_TENSOR_MAP_L2_PROMOTION_L2_128B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS) {
    fprintf(stderr, "cuTensorMapEncodeTiled failed: %d\n", static_cast<int>(r));
    exit(3);
  }
  int smemBytes = static_cast<int>(blockBytes);
  if (global) {
    CUtensorMap *mapOnDevice;
    CK(cudaMalloc(&mapOnDevice, sizeof(map)));
    CK(cudaMemcpy(mapOnDevice, &map, sizeof(map), cudaMemcpyHostToDevice));
    CK(cudaFuncSetAttribute(viaGlobal, cudaFuncAttributeMaxDynamicSharedMemorySize,
                            smemBytes));
    viaGlobal<<<grid, 128, smemBytes>>>(mapOnDevice, d, R, perBlock, out);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    CK(cudaFree(mapOnDevice));
  } else {
    CK(cudaFuncSetAttribute(viaParameter,
                            cudaFuncAttributeMaxDynamicSharedMemorySize, smemBytes));
    viaParameter<<<grid, 128, smemBytes>>>(map, d, R, perBlock, out);
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
  }
  std::vector<uint8_t> got(blocks * blockBytes);
  CK(cudaMemcpy(got.data(), out, got.size(), cudaMemcpyDeviceToHost));
  long bad = 0;
  for (int b = 0; b < blocks; ++b)
    for (int rr = 0; rr < R; ++rr)
      for (int col = 0; col < d; ++col) {
        int row = b * R + rr;
        uint16_t want = row < rows ? host[static_cast<size_t>(row) * stride + col] : 0;
        int cb = col / 64, c = (col % 64) / 8, e = col % 8;
        size_t at = b * blockBytes + cb * R * 128 + rr * 128 + ((c ^ (rr % 8)) * 16) + e * 2;
        uint16_t have = static_cast<uint16_t>(got[at] | (got[at + 1] << 8));
        if (have != want && bad++ < 3)
          fprintf(stderr, "  block %d row %d col %d: got %04x want %04x\n", b, rr, col,
                  have, want);
      }
  printf("%s rows=%d d=%d stride=%d R=%d blocks/CTA=%d map=%s: %ld mismatches\n",
         bad ? "FAIL" : "PASS", rows, d, stride, R, perBlock,
         global ? "global" : "grid_constant", bad);
  CK(cudaFree(src));
  CK(cudaFree(out));
  return bad == 0;
}

int main() {
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  printf("device: %s (sm_%d%d)\n", prop.name, prop.major, prop.minor);
  if (prop.major != 9) {
    fprintf(stderr, "needs an sm_90 GPU\n");
    return 2;
  }
  bool ok = true;
  for (bool global : {false, true}) {
    ok &= runCase(300, 64, 64, 64, 1, global);       // ragged last block
    ok &= runCase(300, 128, 128 * 3, 64, 1, global); // BSHD-like row stride
    ok &= runCase(1024, 128, 128, 128, 1, global);
    ok &= runCase(517, 64, 64 * 12, 128, 2, global); // two blocks per mbarrier
    ok &= runCase(4096, 128, 128, 64, 4, global);    // four phases
  }
  printf("%s\n", ok ? "ALL PASS" : "SOME FAIL");
  return ok ? 0 : 1;
}
