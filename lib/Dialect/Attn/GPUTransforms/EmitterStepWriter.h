//===- EmitterStepWriter.h - an emitter as a BlockStepWriter ---*- C++ -*-===//
//
// The BlockStepWriter of the lowerings whose block step is an emitter on
// SimtAttentionOperands (SimtAttentionEmitter, CoopMatrixAttentionEmitter):
// the workgroup's tensors from the kernel's views, the key block's first
// key, and the target's loop policies.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_EMITTERSTEPWRITER_H
#define ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_EMITTERSTEPWRITER_H

#include "KernelTensors.h"
#include "TiledAttentionNest.h"

#include "attn/Conversion/SimtAttention.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

#include <utility>

namespace mlir::attn {

/// Writes each block step of the nest with an `Emitter` (constructed from
/// `emitterArgs` at the writer's construction, where its indices are
/// created) over key blocks of `tileN` keys.
template <typename Emitter>
class EmitterStepWriter : public BlockStepWriter {
public:
  template <typename... Args>
  EmitterStepWriter(int64_t tileN, SimtTarget &target, KernelTensors &tensors,
                    Args &&...emitterArgs)
      : tileN(tileN), target(target), tensors(tensors),
        emitter(std::forward<Args>(emitterArgs)...) {}

  LogicalResult setBatch(OpBuilder &b, ArrayRef<Value> batchIdx) override {
    operands = tensors.simtOperands(b, batchIdx);
    return success();
  }
  void setWorkgroup(OpBuilder &, Value row0) override {
    emitter.setWorkgroup(operands, row0);
  }
  SmallVector<Value> begin(OpBuilder &, Value) override {
    return emitter.begin();
  }
  SmallVector<Value> step(OpBuilder &b, Value block, ValueRange state,
                          bool masked, bool, Value diagonal) override {
    Location loc = block.getLoc();
    Value key0 = arith::MulIOp::create(
        b, loc, block, arith::ConstantIndexOp::create(b, loc, tileN));
    return emitter.step(key0, state, masked, diagonal);
  }
  void finish(OpBuilder &, ValueRange state) override {
    emitter.finish(state);
  }
  bool masksEveryBlock(bool causal) const override {
    return target.masksEveryBlock(causal);
  }
  bool causalTilesLongestFirst() const override {
    return target.causalTilesLongestFirst();
  }

private:
  int64_t tileN;
  SimtTarget &target;
  KernelTensors &tensors;
  Emitter emitter;
  SimtAttentionOperands operands;
};

} // namespace mlir::attn

#endif // ATTN_LIB_DIALECT_ATTN_GPUTRANSFORMS_EMITTERSTEPWRITER_H
