//===- RegisterTiles.h - host contractions on register tiles ----*- C++ -*-===//
//
// The host vector code's micro-kernel: a contraction of the form
// out[i, n] += a[i, k] * b[k, n] (P·V, and Q·Kᵀ once its K block is
// transposed) computed a register tile of out at a time, rows x columns
// outputs kept in vector registers over the whole reduction, so that each
// vector of b loaded serves every row of the tile and each element of a is
// broadcast once for all its columns.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_REGISTERTILES_H
#define ATTN_DIALECT_ATTN_TRANSFORMS_REGISTERTILES_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::attn {

/// The buffer `view` is a view of (through subviews, casts and the like).
Value bufferOf(Value view);

/// Whether `buffer` is one the function allocated (memref.alloc or
/// alloca): only views of it alias it.
bool isFunctionAllocation(Value buffer);

/// The shape of a register tile: `rows` output rows by `columns` elements,
/// in vectors of `vectorElements`.
struct RegisterTile {
  int64_t rows = 1;
  int64_t columns = 0;
  int64_t vectorElements = 0;
};

/// The register tile for a contraction with `columnExtent` output columns
/// on a CPU with `registers` vector registers of `vectorBytes` bytes, for
/// 32-bit accumulators. `rows`/`columns` (0: chosen here) override the
/// choice. Columns: two vectors where they divide the extent, else one;
/// rows: as many as the accumulators leave registers for (one per column
/// vector of b and one for the broadcast of a), at most 8. std::nullopt
/// where no multiple of a vector divides the extent.
std::optional<RegisterTile>
chooseRegisterTile(int64_t columnExtent, int64_t vectorBytes, int64_t registers,
                   int64_t rows = 0, int64_t columns = 0);

/// The static extent of the output columns of `op` if it has the form this
/// file computes in register tiles, else std::nullopt: a linalg.generic on
/// buffers with two inputs a, b and one output, a single reduction loop k,
/// the output indexed by (i, n) and contiguous along n (n its last dim and
/// b's), a by (i, k), b by (k, n), every other loop of extent 1, an
/// elementwise body, n of static extent, 32-bit output elements, and an
/// output the function allocated that is neither input's buffer (its tile
/// is read once before the reduction and written once after it).
std::optional<int64_t> registerTileColumnExtent(linalg::LinalgOp op);

/// Replaces `op` (registerTileColumnExtent holds) by loops over its
/// register tiles: full tiles of `tile.rows` rows, then the remaining rows
/// one at a time; per tile, the output read into vectors, a loop over k
/// that loads b's vectors once and broadcasts each row's a, the body
/// applied to vectors, the output written back. Each output element sums
/// over k in order, as the op does.
void computeInRegisterTiles(RewriterBase &rewriter, linalg::LinalgOp op,
                            const RegisterTile &tile);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_REGISTERTILES_H
