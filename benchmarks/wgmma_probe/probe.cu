// probe.cu -- standalone check of Hopper (sm_90a) wgmma shared-memory descriptors
// and register fragment layouts, as lib/Conversion/AttnToGPU/MmaAttention.cpp
// writes them (kernels of kind wgmma). Run on the GPU machine:
//   bash benchmarks/wgmma_probe/run.sh
//
//   Test 1: S = Q K^T, A and B from shared memory (K-major, 128B swizzle atoms).
//   Test 2: O = P V,  A (P) from registers, B (V) from shared memory MN-major.
//
// One CTA of 128 threads (= one warpgroup), f32 accumulation.
// Every case prints the encoding it used and PASS/FAIL with the max abs error.
// If a primary case fails (or with --all), alternative encodings are tried and
// reported as "alt ... MATCH/no" so the output tells which encoding is right.
// Exit code: 0 if every primary case passes, 1 otherwise, 2 wrong device, 3 CUDA error.

#include <cuda_runtime.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cmath>
#include <vector>

#define CK(x)                                                                   \
  do {                                                                          \
    cudaError_t e_ = (x);                                                       \
    if (e_ != cudaSuccess) {                                                    \
      fprintf(stderr, "CUDA error %s at %s:%d: %s\n  in: %s\n",                 \
              cudaGetErrorName(e_), __FILE__, __LINE__, cudaGetErrorString(e_), \
              #x);                                                              \
      exit(3);                                                                  \
    }                                                                           \
  } while (0)

// Every launch gets this much dynamic shared memory, far more than the tiles
// need, so that a wrong (alternative) descriptor reads garbage instead of
// faulting and killing the context for the remaining cases.
static constexpr int kSmemBytes = 200 * 1024;

extern __shared__ __align__(1024) uint8_t smem[];

// ---------------------------------------------------------------- device side

// Byte offset of element (r, col) of an R x W tile of 16-bit elements stored as
// 128B-swizzle atoms: W/64 column blocks of R*128 bytes; row r at r*128 inside a
// block; 16-byte chunk c of the row at chunk position c ^ (r % 8).
__device__ __forceinline__ uint32_t swz_off(int r, int col, int R) {
  int cb = col >> 6, c = (col & 63) >> 3, e = col & 7;
  return (uint32_t)(cb * R * 128 + r * 128 + ((c ^ (r & 7)) << 4) + e * 2);
}

// Plain (generic-proxy) stores from global memory into the swizzled tile.
__device__ void load_tile(uint8_t* tile, const uint16_t* g, int R, int W) {
  for (int i = threadIdx.x; i < R * W; i += blockDim.x)
    *reinterpret_cast<uint16_t*>(tile + swz_off(i / W, i % W, R)) = g[i];
}

// Descriptor: [0,14) addr>>4, [16,30) LBO>>4, [32,46) SBO>>4, [49,52) base
// offset = 0, [62,64) = 1 (128B swizzle).
__device__ __forceinline__ uint64_t make_desc(const uint8_t* p, uint32_t lbo, uint32_t sbo) {
  uint32_t a = (uint32_t)__cvta_generic_to_shared(p);
  return (uint64_t)((a >> 4) & 0x3FFF) | ((uint64_t)((lbo >> 4) & 0x3FFF) << 16) |
         ((uint64_t)((sbo >> 4) & 0x3FFF) << 32) | (1ull << 62);
}

__device__ __forceinline__ void wg_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void wg_commit() { asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void wg_wait0() { asm volatile("wgmma.wait_group.sync.aligned 0;\n" ::: "memory"); }
__device__ __forceinline__ void proxy_fence() { asm volatile("fence.proxy.async.shared::cta;\n" ::: "memory"); }

// Keep the compiler from moving accumulator reads/writes across the async MMA.
template <int M>
__device__ __forceinline__ void reg_fence(float (&d)[M]) {
#pragma unroll
  for (int i = 0; i < M; ++i) asm volatile("" : "+f"(d[i])::"memory");
}

#define D8(i) "+f"(d[i]), "+f"(d[i + 1]), "+f"(d[i + 2]), "+f"(d[i + 3]), \
              "+f"(d[i + 4]), "+f"(d[i + 5]), "+f"(d[i + 6]), "+f"(d[i + 7])
#define D32 D8(0), D8(8), D8(16), D8(24)
#define D64 D32, D8(32), D8(40), D8(48), D8(56)
#define ACC32 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, " \
              "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}"
#define ACC64 "{%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "     \
              "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, " \
              "%31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, " \
              "%46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, " \
              "%61, %62, %63}"

// SS form: d, a-desc, b-desc, scale-d, imm-scale-a, imm-scale-b, imm-trans-a, imm-trans-b
#define WG_SS(SHAPE, TY, ACC, IA, IB, IP, ITA, ITB, OPS)                                      \
  asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %" IP ", 0;\n"                              \
               "wgmma.mma_async.sync.aligned." SHAPE ".f32." TY "." TY " " ACC ", %" IA      \
               ", %" IB ", p, 1, 1, %" ITA ", %" ITB ";\n}\n"                                 \
               : OPS : "l"(da), "l"(db), "r"(scd), "n"(TA), "n"(TB))

template <int N, bool F16, int TA, int TB>
__device__ __forceinline__ void wgmma_ss(float (&d)[N / 2], uint64_t da, uint64_t db, int scd) {
  static_assert(N == 64 || N == 128, "only N = 64, 128 are wrapped");
  if constexpr (N == 64 && !F16) WG_SS("m64n64k16", "bf16", ACC32, "32", "33", "34", "35", "36", D32);
  else if constexpr (N == 64 && F16) WG_SS("m64n64k16", "f16", ACC32, "32", "33", "34", "35", "36", D32);
  else if constexpr (N == 128 && !F16) WG_SS("m64n128k16", "bf16", ACC64, "64", "65", "66", "67", "68", D64);
  else WG_SS("m64n128k16", "f16", ACC64, "64", "65", "66", "67", "68", D64);
}

// RS form: d, {a0..a3}, b-desc, scale-d, imm-scale-a, imm-scale-b, imm-trans-b
template <int N, int TB>
__device__ __forceinline__ void wgmma_rs(float (&d)[N / 2], const uint32_t (&a)[4], uint64_t db, int scd) {
  static_assert(N == 64 || N == 128, "only N = 64, 128 are wrapped");
  if constexpr (N == 64)
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %37, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 " ACC32
                 ", {%32, %33, %34, %35}, %36, p, 1, 1, %38;\n}\n"
                 : D32 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(scd), "n"(TB));
  else
    asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %69, 0;\n"
                 "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 " ACC64
                 ", {%64, %65, %66, %67}, %68, p, 1, 1, %70;\n}\n"
                 : D64 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "l"(db), "r"(scd), "n"(TB));
}

// Accumulator layout under test: d[i], j = i/4, e = i%4:
//   row = 16*w + l/4 + 8*(e/2), col = 8*j + 2*(l%4) + (e%2).
template <int N>
__device__ __forceinline__ void store_acc(const float (&d)[N / 2], float* out) {
  int w = threadIdx.x / 32, l = threadIdx.x % 32;
#pragma unroll
  for (int i = 0; i < N / 2; ++i) {
    int j = i / 4, e = i % 4;
    int row = 16 * w + l / 4 + 8 * (e / 2), col = 8 * j + 2 * (l % 4) + (e % 2);
    out[row * N + col] = d[i];
  }
}

// Test 1. Q: 64 x D, K: N x D (row-major, 16-bit bit patterns); S: 64 x N.
template <int N, int D, bool F16, int TA, int TB>
__global__ void __launch_bounds__(128) qk_kernel(const uint16_t* Q, const uint16_t* K, float* S,
                                                 uint32_t lboA, uint32_t sboA, uint32_t lboB,
                                                 uint32_t sboB, uint32_t* info) {
  uint8_t* sQ = smem;
  uint8_t* sK = smem + 64 * D * 2;  // 64*D*2 is a multiple of 1024
  if (threadIdx.x == 0) info[0] = (uint32_t)__cvta_generic_to_shared(smem);
  load_tile(sQ, Q, 64, D);
  load_tile(sK, K, N, D);
  proxy_fence();
  __syncthreads();

  float d[N / 2];
#pragma unroll
  for (int i = 0; i < N / 2; ++i) d[i] = 0.f;
  reg_fence(d);
  wg_fence();
#pragma unroll
  for (int kk = 0; kk < D / 16; ++kk) {
    uint64_t da = make_desc(sQ + (kk / 4) * 64 * 128 + (kk % 4) * 32, lboA, sboA);
    uint64_t db = make_desc(sK + (kk / 4) * N * 128 + (kk % 4) * 32, lboB, sboB);
    wgmma_ss<N, F16, TA, TB>(d, da, db, kk > 0 ? 1 : 0);
  }
  wg_commit();
  wg_wait0();
  reg_fence(d);
  store_acc<N>(d, S);
}

// Test 2. P: 64 x 64 bf16 (A, from registers), V: 64 keys x DV bf16; O: 64 x DV.
template <int DV, int TB>
__global__ void __launch_bounds__(128) pv_kernel(const uint16_t* P, const uint16_t* V, float* O,
                                                 uint32_t lbo, uint32_t sbo, int aswap,
                                                 uint32_t* info) {
  uint8_t* sV = smem;
  if (threadIdx.x == 0) info[0] = (uint32_t)__cvta_generic_to_shared(smem);
  load_tile(sV, V, 64, DV);
  proxy_fence();
  __syncthreads();

  int w = threadIdx.x / 32, l = threadIdx.x % 32;
  int r0 = 16 * w + l / 4;
  auto pk = [&](int r, int c) {  // low half = lower column
    return (uint32_t)P[r * 64 + c] | ((uint32_t)P[r * 64 + c + 1] << 16);
  };
  uint32_t a[4][4];
#pragma unroll
  for (int kk = 0; kk < 4; ++kk) {
    int c0 = 16 * kk + 2 * (l % 4);
    a[kk][0] = pk(r0, c0);
    a[kk][1] = pk(r0 + 8, c0);
    a[kk][2] = pk(r0, c0 + 8);
    a[kk][3] = pk(r0 + 8, c0 + 8);
    if (aswap) { uint32_t t = a[kk][1]; a[kk][1] = a[kk][2]; a[kk][2] = t; }
  }

  float d[DV / 2];
#pragma unroll
  for (int i = 0; i < DV / 2; ++i) d[i] = 0.f;
  reg_fence(d);
  wg_fence();
#pragma unroll
  for (int kk = 0; kk < 4; ++kk) {
    uint64_t db = make_desc(sV + kk * 16 * 128, lbo, sbo);
    wgmma_rs<DV, TB>(d, a[kk], db, kk > 0 ? 1 : 0);
  }
  wg_commit();
  wg_wait0();
  reg_fence(d);
  store_acc<DV>(d, O);
}

// ------------------------------------------------------------------ host side

static uint32_t g_rng;
static float urand() {  // uniform in [-1, 1]
  g_rng = g_rng * 1664525u + 1013904223u;
  return (float)(g_rng >> 8) * (2.0f / 16777216.0f) - 1.0f;
}
// Random 16-bit value; returns its bit pattern and the exactly-rounded float.
static uint16_t rand16(bool f16, float* val) {
  float x = urand();
  uint16_t b;
  if (f16) { __half h = __float2half_rn(x); memcpy(&b, &h, 2); *val = __half2float(h); }
  else { __nv_bfloat16 h = __float2bfloat16_rn(x); memcpy(&b, &h, 2); *val = __bfloat162float(h); }
  return b;
}

struct Res { bool pass; double err, refmax; int nans; bool misaligned; };

static Res compare(const std::vector<float>& got, const std::vector<double>& ref, int cols, bool diag) {
  Res r{true, 0, 0, 0, false};
  for (double v : ref) r.refmax = fmax(r.refmax, fabs(v));
  int shown = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    double e = std::isnan(got[i]) ? INFINITY : fabs(got[i] - ref[i]);
    if (std::isnan(got[i])) r.nans++;
    r.err = fmax(r.err, e);
    if (diag && e > 1e-2 * r.refmax && shown < 3) {
      // Where (if anywhere) does the value we got appear in the reference?
      long hit = -1;
      for (size_t k = 0; k < ref.size() && !std::isnan(got[i]); ++k)
        if (fabs(ref[k] - got[i]) <= 1e-4 * r.refmax) { hit = (long)k; break; }
      printf("      mismatch at [%zu][%zu]: got %.5f want %.5f", i / cols, i % cols, got[i], ref[i]);
      if (hit >= 0) printf("  (got matches ref[%ld][%ld])", hit / cols, hit % cols);
      printf("\n");
      shown++;
    }
  }
  r.pass = r.nans == 0 && r.err <= 1e-2 * r.refmax;
  return r;
}

template <typename T>
static T* to_dev(const std::vector<T>& h) {
  T* p = nullptr;
  CK(cudaMalloc(&p, h.size() * sizeof(T)));
  CK(cudaMemcpy(p, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice));
  return p;
}

static Res finish(float* dOut, uint32_t* dInfo, int rows, int cols, const std::vector<double>& ref, bool diag) {
  CK(cudaGetLastError());
  CK(cudaDeviceSynchronize());
  std::vector<float> got((size_t)rows * cols);
  uint32_t info = 0;
  CK(cudaMemcpy(got.data(), dOut, got.size() * sizeof(float), cudaMemcpyDeviceToHost));
  CK(cudaMemcpy(&info, dInfo, sizeof(info), cudaMemcpyDeviceToHost));
  Res r = compare(got, ref, cols, diag);
  if (info % 1024 != 0) {
    printf("      dynamic smem starts at shared address 0x%x, not 1024-aligned\n", info);
    r.misaligned = true;
    r.pass = false;
  }
  return r;
}

template <int N, int D, bool F16, int TA, int TB>
static Res run_qk(uint32_t lboA, uint32_t sboA, uint32_t lboB, uint32_t sboB, bool diag) {
  g_rng = 1000u + N * 7u + D * 13u + (F16 ? 1u : 0u);
  std::vector<uint16_t> hq(64 * D), hk(N * D);
  std::vector<float> fq(64 * D), fk(N * D);
  for (int i = 0; i < 64 * D; ++i) hq[i] = rand16(F16, &fq[i]);
  for (int i = 0; i < N * D; ++i) hk[i] = rand16(F16, &fk[i]);
  std::vector<double> ref(64 * N);
  for (int m = 0; m < 64; ++m)
    for (int n = 0; n < N; ++n) {
      double s = 0;
      for (int k = 0; k < D; ++k) s += (double)fq[m * D + k] * fk[n * D + k];
      ref[m * N + n] = s;
    }
  uint16_t* dQ = to_dev(hq);
  uint16_t* dK = to_dev(hk);
  float* dS = nullptr;
  uint32_t* dInfo = nullptr;
  CK(cudaMalloc(&dS, 64 * N * sizeof(float)));
  CK(cudaMalloc(&dInfo, sizeof(uint32_t)));
  CK(cudaMemset(dS, 0xFF, 64 * N * sizeof(float)));  // 0xFFFFFFFF is a NaN
  CK(cudaMemset(dInfo, 0xFF, sizeof(uint32_t)));
  auto kern = qk_kernel<N, D, F16, TA, TB>;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, kSmemBytes));
  kern<<<1, 128, kSmemBytes>>>(dQ, dK, dS, lboA, sboA, lboB, sboB, dInfo);
  Res r = finish(dS, dInfo, 64, N, ref, diag);
  CK(cudaFree(dQ)); CK(cudaFree(dK)); CK(cudaFree(dS)); CK(cudaFree(dInfo));
  return r;
}

template <int DV, int TB>
static Res run_pv(uint32_t lbo, uint32_t sbo, int aswap, bool diag) {
  g_rng = 2000u + DV;
  std::vector<uint16_t> hp(64 * 64), hv(64 * DV);
  std::vector<float> fp(64 * 64), fv(64 * DV);
  for (int i = 0; i < 64 * 64; ++i) hp[i] = rand16(false, &fp[i]);
  for (int i = 0; i < 64 * DV; ++i) hv[i] = rand16(false, &fv[i]);
  std::vector<double> ref(64 * DV);
  for (int m = 0; m < 64; ++m)
    for (int n = 0; n < DV; ++n) {
      double s = 0;
      for (int k = 0; k < 64; ++k) s += (double)fp[m * 64 + k] * fv[k * DV + n];
      ref[m * DV + n] = s;
    }
  uint16_t* dP = to_dev(hp);
  uint16_t* dV = to_dev(hv);
  float* dO = nullptr;
  uint32_t* dInfo = nullptr;
  CK(cudaMalloc(&dO, 64 * DV * sizeof(float)));
  CK(cudaMalloc(&dInfo, sizeof(uint32_t)));
  CK(cudaMemset(dO, 0xFF, 64 * DV * sizeof(float)));
  CK(cudaMemset(dInfo, 0xFF, sizeof(uint32_t)));
  auto kern = pv_kernel<DV, TB>;
  CK(cudaFuncSetAttribute(kern, cudaFuncAttributeMaxDynamicSharedMemorySize, kSmemBytes));
  kern<<<1, 128, kSmemBytes>>>(dP, dV, dO, lbo, sbo, aswap, dInfo);
  Res r = finish(dO, dInfo, 64, DV, ref, diag);
  CK(cudaFree(dP)); CK(cudaFree(dV)); CK(cudaFree(dO)); CK(cudaFree(dInfo));
  return r;
}

static void row(const char* tag, const char* name, const char* enc, const Res& r, bool primary) {
  const char* verdict = primary ? (r.pass ? "PASS" : "FAIL") : (r.pass ? "MATCH" : "no");
  printf("%-4s %-26s %-62s %-5s maxerr=%.3g (bound %.3g)%s\n", tag, name, enc, verdict, r.err,
         1e-2 * r.refmax, r.nans ? " [NaN: unwritten outputs]" : "");
}

template <int N, int D, bool F16>
static bool test1(bool all) {
  char name[64];
  snprintf(name, sizeof name, "T1 QK^T %s N=%d D=%d", F16 ? "f16" : "bf16", N, D);
  char enc[128];
  snprintf(enc, sizeof enc, "K-major LBO=16 SBO=1024 +32B/k16 +%d|%dB/64col trans=0,0", 64 * 128, N * 128);
  Res r = run_qk<N, D, F16, 0, 0>(16, 1024, 16, 1024, true);
  row("P", name, enc, r, true);
  if (!r.pass || all) {
    row("alt", name, "LBO=1024 SBO=16 (swapped)", run_qk<N, D, F16, 0, 0>(1024, 16, 1024, 16, false), false);
    snprintf(enc, sizeof enc, "LBO=col-block stride (A %d, B %d) SBO=1024", 64 * 128, N * 128);
    row("alt", name, enc, run_qk<N, D, F16, 0, 0>(64 * 128, 1024, N * 128, 1024, false), false);
    row("alt", name, "LBO=16 SBO=1024 imm-trans-a=1 imm-trans-b=1",
        run_qk<N, D, F16, 1, 1>(16, 1024, 16, 1024, false), false);
  }
  return r.pass;
}

template <int DV>
static bool test2(bool all) {
  char name[64];
  snprintf(name, sizeof name, "T2 PV bf16 KEYS=64 DV=%d", DV);
  const uint32_t blk = 64 * 128;  // KEYS*128: distance between 64-column blocks of V
  char enc[128];
  snprintf(enc, sizeof enc, "MN-major LBO=%u SBO=1024 +2048B/k16 trans-b=1 A=a0..a3", blk);
  Res r = run_pv<DV, 1>(blk, 1024, 0, true);
  row("P", name, enc, r, true);
  if (!r.pass || all) {
    snprintf(enc, sizeof enc, "LBO=1024 SBO=%u (swapped) trans-b=1", blk);
    row("alt", name, enc, run_pv<DV, 1>(1024, blk, 0, false), false);
    snprintf(enc, sizeof enc, "LBO=%u SBO=1024 trans-b=0", blk);
    row("alt", name, enc, run_pv<DV, 0>(blk, 1024, 0, false), false);
    snprintf(enc, sizeof enc, "LBO=1024 SBO=%u (swapped) trans-b=0", blk);
    row("alt", name, enc, run_pv<DV, 0>(1024, blk, 0, false), false);
    snprintf(enc, sizeof enc, "LBO=%u SBO=1024 trans-b=1, A regs a1<->a2", blk);
    row("alt", name, enc, run_pv<DV, 1>(blk, 1024, 1, false), false);
  }
  return r.pass;
}

int main(int argc, char** argv) {
  bool all = argc > 1 && strcmp(argv[1], "--all") == 0;
  int dev = 0;
  CK(cudaGetDevice(&dev));
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, dev));
  printf("device %d: %s, sm_%d%d, smem/block optin %zu\n", dev, prop.name, prop.major, prop.minor,
         prop.sharedMemPerBlockOptin);
  if (prop.major != 9 || prop.minor != 0 || prop.sharedMemPerBlockOptin < (size_t)kSmemBytes) {
    printf("FAIL: need an sm_90 (Hopper) device with >= %d B opt-in shared memory\n", kSmemBytes);
    return 2;
  }
  printf("tag  case                       encoding                                                       result\n");
  int fails = 0, total = 0;
  auto note = [&](bool ok) { total++; fails += ok ? 0 : 1; };
  note(test1<64, 64, false>(all));
  note(test1<64, 128, false>(all));
  note(test1<128, 128, false>(all));
  note(test1<64, 64, true>(all));
  note(test2<64>(all));
  note(test2<128>(all));
  printf("%s: %d/%d primary cases passed\n", fails ? "FAIL" : "PASS", total - fails, total);
  return fails ? 1 : 0;
}
