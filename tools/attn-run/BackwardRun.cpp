//===- BackwardRun.cpp - run and check the gradients' two kernels ---------===//
//
// attn.attention_backward compiles to two kernels (attn-compile writes
// OUT and OUT.1): the query pass (attention_backward_dq: D, c and dQ per
// query tile) and the key pass (attention_backward_dkdv: dK and dV per key
// block), which reads the query pass's D and c. With an f32 dQ the query
// pass zero-fills dQ and the key pass adds to it (its manifest's
// "accumulates"). attn-run runs them from the query pass's manifest, whose
// next_manifest names the key pass's, on the same inputs, and times both.
//
// The check: Q, K, V, dO (and the mask) are seeded random values; O and the
// LSE the kernels read are the results of a float64 forward on the host, so
// that the float64 gradients computed beside it are the gradients of the
// attention itself:
//   P = softmax(S), D_i = dO_i . O_i, dS = P (dO V^T - D),
//   dQ = scale dS K, dK = scale dS^T Q, dV = P^T dO
// (dK and dV summed over the query heads that share K and V). Every batch
// element of K is checked for small problems, an even sample of them (with
// all their query heads) for large ones; the others' O and LSE keep their
// random values (the kernels renormalise P, so they stay finite). An error
// is allowed up to the tolerance of the gradient's element type times the
// largest magnitude of that gradient (at least 1).
//
//===----------------------------------------------------------------------===//

#include "Problem.h"
#include "Reference.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <stdexcept>
#include <thread>

using namespace attnrun;

namespace {

/// Copies the host data of the inputs the key pass shares with the query
/// pass (and the D and c the query pass wrote).
void shareInputs(const Problem &from, Problem &to) {
  for (const Tensor &t : to.tensors) {
    if (t.output)
      continue;
    const Tensor *src = from.tensorNamed(t.name);
    if (!src || src->dims != t.dims || src->type != t.type)
      die("the key pass's tensor '" + t.name +
          "' differs from the query pass's (compile both from the same op)");
    const_cast<Tensor &>(t).host = src->host;
  }
}

/// Float64 gradients laid out as the kernels' dq, dk and dv; NaN where not
/// checked.
struct Gradients {
  std::vector<double> dq, dk, dv;
};

/// The largest error of `got` against the checked elements of `want`, and
/// whether it is within `tol` times the largest checked magnitude (at
/// least 1). Prints `<name>_err=<e> <name>_max=<magnitude>`.
bool compare(const char *name, const Tensor &got,
             const std::vector<double> &want) {
  double maxErr = 0, maxRef = 0;
  bool finite = true;
  for (long long i = 0; i < got.elements; ++i) {
    if (std::isnan(want[i]))
      continue;
    double g = got.get(i);
    finite = finite && std::isfinite(g);
    maxErr = std::max(maxErr, std::fabs(g - want[i]));
    maxRef = std::max(maxRef, std::fabs(want[i]));
  }
  std::printf(" %s_err=%.3e %s_max=%.3e", name, maxErr, name, maxRef);
  return finite && maxErr <= tolerance(got) * std::max(1.0, maxRef);
}

} // namespace

int attnrun::runBackward(Problem &query, const BackwardRun &run) {
  if (!query.manifest.has("next_manifest"))
    die("the gradients' query pass '" + run.manifestPath +
        "' names no key pass (next_manifest); compile it again with "
        "attn-compile");
  std::string dir =
      run.manifestPath.substr(0, run.manifestPath.find_last_of('/') + 1);
  std::string nextPath = dir + query.manifest.at("next_manifest").str();
  std::string backend = "cuda";
  Problem key = loadProblem(nextPath, backend, /*deviceName=*/"",
                            run.shapeText, query.scale);
  if (key.manifest.at("kernel").str() != "attention_backward_dkdv")
    die("'" + nextPath + "' is not the gradients' key pass "
        "(attention_backward_dkdv)");
  if (key.sizes != query.sizes || key.causal != query.causal)
    die("the key pass '" + nextPath +
        "' has other dims or another causal alignment than the query pass "
        "(compile both from the same op)");

  fillInputs(query, run.seed, run.fill);
  ReferenceAttention reference(query);
  const Tensor &k = *query.tensorNamed("k"), &v = *query.tensorNamed("v");
  Tensor &o = *query.tensorNamed("o"),
         &gradOut = *query.tensorNamed("do"), &lse = *query.tensorNamed("lse"),
         &dq = *query.tensorNamed("dq"), &dk = *key.tensorNamed("dk"),
         &dv = *key.tensorNamed("dv");
  Gradients want;
  if (run.check) {
    want.dq.assign(dq.elements, NAN);
    want.dk.assign(dk.elements, NAN);
    want.dv.assign(dv.elements, NAN);
    // The batch elements by the element of K they read: the query heads
    // of one group of grouped-query attention are checked together.
    std::map<long long, std::vector<long long>> groups;
    for (long long flat = 0; flat < reference.batchElements(); ++flat)
      groups[ReferenceAttention::baseOf(dk, reference.batchIndex(flat))]
          .push_back(flat);
    std::vector<const std::vector<long long> *> checked;
    // About 3e9 multiply-adds on the host at most (in double: the product
    // of the sizes may exceed 64 bits).
    double perGroup = static_cast<double>(groups.begin()->second.size()) *
                      reference.m * reference.n *
                      (reference.k1 + reference.k2) * 3;
    long long step = static_cast<long long>(std::max(
        1.0, std::floor(groups.size() * perGroup / 3e9)));
    long long g = 0;
    for (auto &[base, flats] : groups)
      if (g++ % step == 0)
        checked.push_back(&flats);

    // One K/V batch element at a time, its query rows shared out over the
    // host's threads, each summing dK and dV apart.
    unsigned workers = std::max(1u, std::thread::hardware_concurrency());
    long long m = reference.m, n = reference.n, k1 = reference.k1,
              k2 = reference.k2;
    for (const std::vector<long long> *flats : checked) {
      BatchIndex first = reference.batchIndex(flats->front());
      std::vector<double> keys = reference.rowsOf(k, first, "n", "k1", n, k1),
                          values =
                              reference.rowsOf(v, first, "n", "k2", n, k2);
      long long rows = static_cast<long long>(flats->size()) * m;
      std::vector<std::vector<double>> dkParts(workers), dvParts(workers);
      auto work = [&](unsigned w) {
        std::vector<double> &dkSum = dkParts[w], &dvSum = dvParts[w];
        dkSum.assign(n * k1, 0.0);
        dvSum.assign(n * k2, 0.0);
        std::vector<double> s(n), qRow(k1), out(k2), dO(k2), dqRow(k1);
        for (long long r = w; r < rows; r += workers) {
          BatchIndex index = reference.batchIndex((*flats)[r / m]);
          long long i = r % m;
          auto rowAt = [&](const Tensor &t) {
            return ReferenceAttention::baseOf(t, index) +
                   i * ReferenceAttention::strideOf(t, "m");
          };
          double mx = reference.scores(index, i, s, qRow, keys.data());
          double sum = 0;
          for (long long j = 0; j < n; ++j) {
            s[j] = std::isinf(mx) ? 0 : std::exp(s[j] - mx);
            sum += s[j];
          }
          for (long long j = 0; j < n; ++j)
            s[j] = sum > 0 ? s[j] / sum : 0;
          // O and the LSE of the forward, as the kernels read them.
          std::fill(out.begin(), out.end(), 0.0);
          for (long long j = 0; j < n; ++j)
            if (s[j] != 0)
              for (long long c = 0; c < k2; ++c)
                out[c] += s[j] * values[j * k2 + c];
          long long ob = rowAt(o), os = ReferenceAttention::strideOf(o, "k2"),
                    gb = rowAt(gradOut),
                    gs = ReferenceAttention::strideOf(gradOut, "k2");
          double rowDot = 0;
          for (long long c = 0; c < k2; ++c) {
            dO[c] = gradOut.get(gb + c * gs);
            rowDot += dO[c] * out[c];
            o.set(ob + c * os, static_cast<float>(out[c]));
          }
          lse.set(rowAt(lse),
                  sum > 0 ? static_cast<float>(mx + std::log(sum)) : -INFINITY);
          std::fill(dqRow.begin(), dqRow.end(), 0.0);
          for (long long j = 0; j < n; ++j) {
            if (s[j] == 0)
              continue;
            double dp = 0;
            for (long long c = 0; c < k2; ++c)
              dp += dO[c] * values[j * k2 + c];
            double ds = s[j] * (dp - rowDot);
            for (long long c = 0; c < k1; ++c) {
              dqRow[c] += ds * keys[j * k1 + c];
              dkSum[j * k1 + c] += reference.scale * ds * qRow[c];
            }
            for (long long c = 0; c < k2; ++c)
              dvSum[j * k2 + c] += s[j] * dO[c];
          }
          long long qb = rowAt(dq),
                    qs = ReferenceAttention::strideOf(dq, "k1");
          for (long long c = 0; c < k1; ++c)
            want.dq[qb + c * qs] = reference.scale * dqRow[c];
        }
      };
      std::vector<std::thread> threads;
      for (unsigned w = 0; w < workers; ++w)
        threads.emplace_back(work, w);
      for (std::thread &t : threads)
        t.join();
      // dK and dV of the group's keys (zero for keys no row sees).
      long long kb = ReferenceAttention::baseOf(dk, first),
                kn = ReferenceAttention::strideOf(dk, "n"),
                kc = ReferenceAttention::strideOf(dk, "k1"),
                vb = ReferenceAttention::baseOf(dv, first),
                vn = ReferenceAttention::strideOf(dv, "n"),
                vc = ReferenceAttention::strideOf(dv, "k2");
      for (long long j = 0; j < n; ++j) {
        for (long long c = 0; c < k1; ++c) {
          double total = 0;
          for (const std::vector<double> &part : dkParts)
            total += part[j * k1 + c];
          want.dk[kb + j * kn + c * kc] = total;
        }
        for (long long c = 0; c < k2; ++c) {
          double total = 0;
          for (const std::vector<double> &part : dvParts)
            total += part[j * k2 + c];
          want.dv[vb + j * vn + c * vc] = total;
        }
      }
    }
  }

  Timing first, second;
  // dQ by the key pass's atomics (its manifest has dq): it adds to the
  // query pass's zero dQ once per launch, so the checked dQ comes from one
  // more launch on the zero dQ after the timed ones.
  Tensor *keyGradQuery = key.tensorNamed("dq");
  try {
    shareInputs(query, key);
    first = runCuda(query, run.iterations, run.statistics);
    for (const char *name : {"d", "c"})
      key.tensorNamed(name)->host = query.tensorNamed(name)->host;
    if (keyGradQuery)
      keyGradQuery->host = dq.host;
    second = runCuda(key, run.iterations, run.statistics);
    if (keyGradQuery) {
      keyGradQuery->host = dq.host;
      runCuda(key, /*iterations=*/0);
    }
  } catch (const std::runtime_error &e) {
    die(std::string("bad manifest '") + run.manifestPath + "': " + e.what());
  }
  double ms = first.milliseconds + second.milliseconds;
  long long batch = 1;
  for (auto &[name, size] : query.sizes)
    if (name[0] == 'b')
      batch *= size;
  // The gradients' work is counted as 2.5 times the forward's.
  double flops = 2.5 * 2.0 * batch * query.sizes.at("m") * query.sizes.at("n") *
                 (query.sizes.at("k1") + query.sizes.at("k2"));
  if (query.causal != "none")
    flops /= 2;
  std::printf("device=\"%s\" time_ms=%.4f dq_pass_ms=%.4f dkdv_pass_ms=%.4f "
              "tflops=%.2f\n",
              first.device.c_str(), ms, first.milliseconds,
              second.milliseconds, flops / (ms * 1e-3) / 1e12);
  if (run.statistics)
    std::printf("dq_pass_statistics: %s\ndkdv_pass_statistics: %s\n",
                first.statistics.c_str(), second.statistics.c_str());
  if (!run.check)
    return 0;
  bool ok = compare("dq", keyGradQuery ? *keyGradQuery : dq, want.dq);
  ok = compare("dk", dk, want.dk) && ok;
  ok = compare("dv", dv, want.dv) && ok;
  std::printf(" tol=%.1e\n%s\n", tolerance(dq), ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
