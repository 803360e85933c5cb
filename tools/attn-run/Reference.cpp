//===- Reference.cpp - the float64 attention kernels are checked against -===//

#include "Reference.h"

#include <algorithm>
#include <cmath>

using namespace attnrun;

ReferenceAttention::ReferenceAttention(const Problem &problem)
    : m(problem.sizes.at("m")), n(problem.sizes.at("n")),
      k1(problem.sizes.at("k1")), k2(problem.sizes.at("k2")),
      scale(problem.scale), q(*problem.tensorNamed("q")),
      k(*problem.tensorNamed("k")), mask(problem.tensorNamed("mask")),
      sizes(problem.sizes), causal(problem.causal != "none"),
      diagonal(problem.causal == "bottom_right" ? n - m : 0) {
  for (auto &[name, size] : sizes)
    if (name[0] == 'b') {
      dims.push_back(name);
      batch *= size;
    }
}

BatchIndex ReferenceAttention::batchIndex(long long flat) const {
  BatchIndex index;
  for (auto it = dims.rbegin(); it != dims.rend(); ++it) {
    long long size = sizes.at(*it);
    index[*it] = flat % size;
    flat /= size;
  }
  return index;
}

long long ReferenceAttention::baseOf(const Tensor &t, const BatchIndex &index) {
  long long offset = 0;
  for (auto &[dim, i] : index)
    offset += i * strideOf(t, dim);
  return offset;
}

long long ReferenceAttention::strideOf(const Tensor &t,
                                       const std::string &dim) {
  auto it = t.strides.find(dim);
  return it == t.strides.end() ? 0 : it->second;
}

std::vector<double>
ReferenceAttention::rowsOf(const Tensor &t, const BatchIndex &index,
                           const std::string &rowDim,
                           const std::string &headDim, long long rows,
                           long long width) const {
  std::vector<double> out(rows * width);
  long long base = baseOf(t, index), rs = strideOf(t, rowDim),
            cs = strideOf(t, headDim);
  for (long long r = 0; r < rows; ++r)
    for (long long c = 0; c < width; ++c)
      out[r * width + c] = t.get(base + r * rs + c * cs);
  return out;
}

double ReferenceAttention::scores(const BatchIndex &index, long long row,
                                  std::vector<double> &s,
                                  std::vector<double> &qRow,
                                  const double *keys) const {
  long long qb = baseOf(q, index) + row * strideOf(q, "m"),
            qs = strideOf(q, "k1"), kb = baseOf(k, index),
            kn = strideOf(k, "n"), ks = strideOf(k, "k1");
  long long maskBase = 0, maskN = 0;
  if (mask) {
    maskBase = baseOf(*mask, index) + row * strideOf(*mask, "m");
    maskN = strideOf(*mask, "n");
  }
  for (long long c = 0; c < k1; ++c)
    qRow[c] = q.get(qb + c * qs);
  double mx = -INFINITY;
  for (long long j = 0; j < n; ++j) {
    double dot = 0;
    if (keys)
      for (long long c = 0; c < k1; ++c)
        dot += qRow[c] * keys[j * k1 + c];
    else
      for (long long c = 0; c < k1; ++c)
        dot += qRow[c] * k.get(kb + j * kn + c * ks);
    double x = dot * scale;
    if (mask) {
      double mv = mask->get(maskBase + j * maskN);
      if (mask->element == Tensor::Element::I1)
        x = mv != 0 ? x : -INFINITY;
      else
        // attn.attention's scores are f32: at the float limit the score
        // is absorbed into the mask (a row hidden by finite masks alone
        // weighs its keys equally, as in PyTorch).
        x = static_cast<double>(static_cast<float>(x) +
                                static_cast<float>(mv));
    }
    if (causal && j > row + diagonal)
      x = -INFINITY;
    s[j] = x;
    mx = std::max(mx, x);
  }
  return mx;
}
