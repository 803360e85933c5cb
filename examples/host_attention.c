/* Calls the bundled BERT self-attention graph compiled ahead of time for the
 * host CPU, from C, and checks it against a float64 reference computed here.
 *
 *   build/bin/attn-compile examples/bert_self_attention.mlir --target=host \
 *       -o bert.o
 *   cc -O2 examples/host_attention.c bert.o -lm -o bert && ./bert
 *
 * attn-compile raises the linalg graph to one attn.attention, lowers it
 * through the tiled online softmax for this CPU and writes an object file
 * whose public functions have MLIR's C interface (bert.o.json lists them):
 * each tensor is passed as a pointer to a memref descriptor, the result comes
 * back through a descriptor passed first, in a buffer allocated with malloc.
 */

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { HEADS = 24, ROWS = 384, DIM = 64 };

/* A rank-3 f32 memref descriptor: the layout of MLIR's C interface. */
typedef struct {
  float *allocated;
  float *aligned;
  int64_t offset;
  int64_t sizes[3];
  int64_t strides[3];
} MemRef3;

void _mlir_ciface_bert_self_attention(MemRef3 *result, MemRef3 *q, MemRef3 *k,
                                      MemRef3 *v);

static MemRef3 describe(float *data) {
  MemRef3 m = {data, data, 0, {HEADS, ROWS, DIM}, {ROWS * DIM, DIM, 1}};
  return m;
}

/* Deterministic inputs in [-1, 1). */
static void fill(float *x, size_t n, uint32_t seed) {
  for (size_t i = 0; i < n; ++i) {
    seed = seed * 1664525u + 1013904223u;
    x[i] = (float)((seed >> 8) / 8388608.0 - 1.0);
  }
}

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

int main(void) {
  size_t n = (size_t)HEADS * ROWS * DIM;
  float *q = malloc(n * sizeof(float)), *k = malloc(n * sizeof(float)),
        *v = malloc(n * sizeof(float));
  fill(q, n, 1);
  fill(k, n, 2);
  fill(v, n, 3);
  MemRef3 dq = describe(q), dk = describe(k), dv = describe(v), out;

  double start = now();
  _mlir_ciface_bert_self_attention(&out, &dq, &dk, &dv);
  double seconds = now() - start;
  if (out.sizes[0] != HEADS || out.sizes[1] != ROWS || out.sizes[2] != DIM) {
    printf("FAIL: result of shape %ldx%ldx%ld\n", (long)out.sizes[0],
           (long)out.sizes[1], (long)out.sizes[2]);
    return 1;
  }

  /* softmax(Q·Kᵀ / 8)·V in float64, row by row. */
  double maxErr = 0, scores[ROWS];
  for (int h = 0; h < HEADS; ++h)
    for (int i = 0; i < ROWS; ++i) {
      const float *qi = q + ((size_t)h * ROWS + i) * DIM;
      double rowMax = -INFINITY, sum = 0;
      for (int j = 0; j < ROWS; ++j) {
        const float *kj = k + ((size_t)h * ROWS + j) * DIM;
        double s = 0;
        for (int d = 0; d < DIM; ++d)
          s += (double)qi[d] * kj[d];
        scores[j] = s / 8.0;
        rowMax = fmax(rowMax, scores[j]);
      }
      for (int j = 0; j < ROWS; ++j)
        sum += scores[j] = exp(scores[j] - rowMax);
      for (int d = 0; d < DIM; ++d) {
        double o = 0;
        for (int j = 0; j < ROWS; ++j)
          o += scores[j] * v[((size_t)h * ROWS + j) * DIM + d];
        o /= sum;
        const float *got = out.aligned + out.offset + h * out.strides[0] +
                           i * out.strides[1] + d * out.strides[2];
        maxErr = fmax(maxErr, fabs(*got - o));
      }
    }
  double flops = 4.0 * HEADS * ROWS * ROWS * DIM;
  printf("max_abs_err=%.3e time_s=%.4f gflops=%.1f\n", maxErr, seconds,
         flops / seconds * 1e-9);
  int pass = maxErr <= 2e-5;
  printf("%s\n", pass ? "PASS" : "FAIL");
  if (out.allocated != q && out.allocated != k && out.allocated != v)
    free(out.allocated);
  free(q);
  free(k);
  free(v);
  return pass ? 0 : 1;
}
