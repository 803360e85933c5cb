//===- Reference.h - the float64 attention kernels are checked against ---===//
//
// The scores of one query row computed on the host in float64 from the
// inputs of a Problem, with the op's rules: scale, boolean and additive
// masks (an additive mask's score is the f32 sum, so that a row hidden by
// finite masks alone weighs its keys equally, as in PyTorch), the causal
// diagonal of either alignment. The forward check (attn-run.cpp) and the
// backward check (BackwardRun.cpp) build their references from them.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTN_RUN_REFERENCE_H
#define ATTN_TOOLS_ATTN_RUN_REFERENCE_H

#include "Problem.h"

#include <map>
#include <string>
#include <vector>

namespace attnrun {

/// The indices of one batch element, by batch dim name (b0, b1, ...).
using BatchIndex = std::map<std::string, long long>;

class ReferenceAttention {
public:
  /// Reads the sizes, the causal alignment and the scale of `problem`,
  /// whose tensors q and k (and mask, where it has one) hold the inputs.
  explicit ReferenceAttention(const Problem &problem);

  /// The batch dims, outermost first, and how many batch elements there are.
  const std::vector<std::string> &batchDims() const { return dims; }
  long long batchElements() const { return batch; }
  /// The indices of batch element `flat` (the innermost batch dim fastest).
  BatchIndex batchIndex(long long flat) const;
  /// The element offset of batch element `index` in `t` (0 along the batch
  /// dims `t` does not have).
  static long long baseOf(const Tensor &t, const BatchIndex &index);
  /// The element stride of `t` along `dim` (0 for a dim it does not have).
  static long long strideOf(const Tensor &t, const std::string &dim);

  /// The scores of query `row` of batch element `index` against every key,
  /// in natural units with the scale applied: s[j], -inf where key j is
  /// hidden (the mask, the causal diagonal). Returns the row's maximum.
  /// `s` holds N values, `qRow` k1. With `keys` (keysOf(index)), K is read
  /// from there.
  double scores(const BatchIndex &index, long long row, std::vector<double> &s,
                std::vector<double> &qRow, const double *keys = nullptr) const;
  /// The rows of `t` (K or V: N rows of its head dim `headDim`) of batch
  /// element `index`, as N x width doubles.
  std::vector<double> rowsOf(const Tensor &t, const BatchIndex &index,
                             const std::string &rowDim,
                             const std::string &headDim, long long rows,
                             long long width) const;

  long long m, n, k1, k2;
  double scale;

private:
  const Tensor &q, &k;
  const Tensor *mask;
  std::vector<std::string> dims;
  std::map<std::string, long long> sizes;
  long long batch = 1;
  bool causal;
  /// Key j is visible from query i iff j <= i + diagonal (causal only).
  long long diagonal;
};

} // namespace attnrun

#endif // ATTN_TOOLS_ATTN_RUN_REFERENCE_H
