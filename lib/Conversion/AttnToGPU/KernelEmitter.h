//===- KernelEmitter.h - small builders the kernel bodies share -*- C++ -*-===//
//
// Constants, index arithmetic and loops over keys and head dims, shared by
// the reference kernel (KernelBuilder.cpp), the SIMT block step
// (SimtAttention.cpp) and the cooperative-matrix one
// (CoopMatrixAttention.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELEMITTER_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELEMITTER_H

#include "attn/Conversion/SimtAttention.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

namespace mlir::attn {

/// Loads of a block's staging (KernelEmitter::copyElements) an invocation
/// issues before their stores.
constexpr size_t kStagingLoadsInFlight = 16;

/// Small builders the kernel bodies share: constants, index arithmetic and
/// loops over keys and head dims.
struct KernelEmitter {
  OpBuilder &b;
  Location loc;
  /// Whether loops over head dims are unrolled (see unrollHeadDims()).
  bool unroll;

  Value index(int64_t v) {
    return arith::ConstantIndexOp::create(b, loc, v).getResult();
  }
  Value f32(double v) {
    return arith::ConstantOp::create(b, loc, b.getF32FloatAttr(v)).getResult();
  }
  Value add(Value x, Value y) {
    return arith::AddIOp::create(b, loc, x, y).getResult();
  }
  Value mul(Value x, Value y) {
    return arith::MulIOp::create(b, loc, x, y).getResult();
  }
  scf::ForOp forLoop(Value lb, Value ub, Value step, ValueRange inits,
                     function_ref<SmallVector<Value>(Value, ValueRange)> body) {
    return scf::ForOp::create(
        b, loc, lb, ub, step, inits,
        [&](OpBuilder &nested, Location, Value iv, ValueRange iter) {
          OpBuilder::InsertionGuard g(b);
          b.setInsertionPoint(nested.getInsertionBlock(),
                              nested.getInsertionPoint());
          scf::YieldOp::create(b, loc, body(iv, iter));
        });
  }
  /// `body(i)` for i in [0, count): unrolled (constant indices, so private
  /// arrays live in registers) or as a loop (small code for JIT-compiling
  /// drivers).
  void unrolled(int64_t count, function_ref<void(Value)> body) {
    if (unroll) {
      for (int64_t i = 0; i < count; ++i)
        body(index(i));
      return;
    }
    forLoop(index(0), index(count), index(1), {},
            [&](Value i, ValueRange) -> SmallVector<Value> {
              body(i);
              return {};
            });
  }
  /// init + sum of term(i) for i in [0, count), unrolled or as a loop.
  Value sumOver(int64_t count, Value init, function_ref<Value(Value)> term) {
    if (unroll) {
      Value sum = init;
      for (int64_t i = 0; i < count; ++i)
        sum = arith::AddFOp::create(b, loc, sum, term(index(i)));
      return sum;
    }
    return forLoop(index(0), index(count), index(1), ValueRange{init},
                   [&](Value i, ValueRange acc) -> SmallVector<Value> {
                     return {arith::AddFOp::create(b, loc, acc[0], term(i))
                                 .getResult()};
                   })
        .getResult(0);
  }

  /// Copies `totals.size()` arrays spread over the `group` invocations of a
  /// workgroup as straight-line code: invocation `tid` takes elements tid,
  /// tid + group, ... of copy c (below totals[c]), reads element `el` by
  /// `load(c, el)` and writes it by `store(c, el, value)`, issuing
  /// `inFlight` loads at a time before their stores. (A loop from the
  /// thread id instead has a trip count the driver cannot see and leaves
  /// one load in flight per iteration.) Where `group` does not divide a
  /// copy, the invocation's last element of it reads element total - 1 and
  /// is stored only below the total.
  void copyElements(Value tid, int64_t group, ArrayRef<int64_t> totals,
                    size_t inFlight, function_ref<Value(size_t, Value)> load,
                    function_ref<void(size_t, Value, Value)> store) {
    SmallVector<std::pair<size_t, int64_t>> elements; // (copy, i)
    for (auto [c, total] : llvm::enumerate(totals))
      for (int64_t i = 0; i * group < total; ++i)
        elements.push_back({c, i});
    for (size_t start = 0; start < elements.size(); start += inFlight) {
      auto batch = ArrayRef(elements).slice(
          start, std::min(inFlight, elements.size() - start));
      SmallVector<std::pair<Value, Value>> loaded; // (element, value)
      for (auto [c, i] : batch) {
        Value at = add(tid, index(i * group));
        Value atSafe = at;
        if ((i + 1) * group > totals[c])
          atSafe = arith::MinUIOp::create(b, loc, at, index(totals[c] - 1));
        loaded.push_back({at, load(c, atSafe)});
      }
      for (auto [element, value] : llvm::zip_equal(batch, loaded)) {
        auto [c, i] = element;
        if ((i + 1) * group <= totals[c]) {
          store(c, value.first, value.second);
          continue;
        }
        auto inside = scf::IfOp::create(
            b, loc,
            arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                  value.first, index(totals[c])),
            /*withElse=*/false);
        OpBuilder::InsertionGuard g(b);
        b.setInsertionPointToStart(inside.thenBlock());
        store(c, value.first, value.second);
      }
    }
  }
  /// Whether rows of `width` elements of `t` can be copied a vector of
  /// `target` at a time: null where that is known not to hold (no vector
  /// view, `width` not a multiple of the vector's elements, a constant
  /// column stride other than 1); otherwise the i1 that the column stride
  /// is 1 and `t`'s base and row stride are multiples of the vector's
  /// elements (the launcher passes them, so the code checks them).
  Value vectorRowsAligned(SimtTarget &target, const SimtOperand &t,
                          int64_t width) {
    int64_t per = target.vectorElements(t.elementType);
    Value col = t.colStride;
    if (auto cast = col.getDefiningOp<arith::IndexCastOp>())
      col = cast.getIn();
    std::optional<int64_t> constantCol = getConstantIntValue(col);
    if (!t.vectorSource || per == 0 || width % per ||
        (constantCol && *constantCol != 1))
      return {};
    Value zero = index(0);
    auto multiple = [&](Value x) {
      return arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::eq,
          arith::RemUIOp::create(b, loc, x, index(per)), zero);
    };
    Value aligned =
        arith::AndIOp::create(b, loc, multiple(t.base), multiple(t.rowStride));
    if (constantCol)
      return aligned;
    return arith::AndIOp::create(b, loc, aligned,
                                 arith::CmpIOp::create(b, loc,
                                                       arith::CmpIPredicate::eq,
                                                       t.colStride, index(1)));
  }
  /// The row and first column of vector `chunk` of a row-major block of rows
  /// of `width` elements, `per` elements a vector.
  std::pair<Value, Value> vectorChunkAt(Value chunk, int64_t width,
                                        int64_t per) {
    Value chunks = index(width / per);
    return {arith::DivUIOp::create(b, loc, chunk, chunks),
            mul(arith::RemUIOp::create(b, loc, chunk, chunks), index(per))};
  }
  /// `vectors()` where every one of `aligned` (vectorRowsAligned's) holds at
  /// run time, `elements()` otherwise; `elements()` alone where one is null.
  void ifAligned(ArrayRef<Value> aligned, function_ref<void()> vectors,
                 function_ref<void()> elements) {
    if (aligned.empty() || llvm::is_contained(aligned, Value())) {
      elements();
      return;
    }
    Value all = aligned.front();
    for (Value a : aligned.drop_front())
      all = arith::AndIOp::create(b, loc, all, a);
    auto branch = scf::IfOp::create(b, loc, all, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard g(b);
    b.setInsertionPointToStart(branch.thenBlock());
    vectors();
    b.setInsertionPointToStart(branch.elseBlock());
    elements();
  }
};

} // namespace mlir::attn

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELEMITTER_H
