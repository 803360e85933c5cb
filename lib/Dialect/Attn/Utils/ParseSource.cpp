//===- ParseSource.cpp - parsing that verifies segments first -------------===//

#include "attn/Dialect/Attn/Utils/ParseSource.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/SourceMgr.h"

using namespace mlir;

/// What is wrong with `op`'s segment sizes `name` for its `count` operands
/// or results (`what`), if anything.
static std::optional<std::string> checkSegments(Operation *op, StringRef name,
                                                unsigned count,
                                                StringRef what) {
  std::optional<Attribute> attr = op->getInherentAttr(name);
  if (!attr || !*attr)
    return std::nullopt;
  auto sizes = dyn_cast<DenseI32ArrayAttr>(*attr);
  if (!sizes)
    return std::nullopt;
  int64_t sum = 0;
  for (int32_t size : sizes.asArrayRef()) {
    if (size < 0)
      return (what + " segment sizes have the negative entry " +
              Twine(size))
          .str();
    sum += size;
  }
  if (sum != count)
    return (what + " segment sizes add up to " + Twine(sum) +
            ", not the op's " + Twine(count) + " " + what + "s")
        .str();
  return std::nullopt;
}

LogicalResult mlir::attn::verifySegmentSizes(Operation *root) {
  WalkResult result = root->walk<WalkOrder::PreOrder>([](Operation *op) {
    std::optional<std::string> bad = checkSegments(
        op, "operandSegmentSizes", op->getNumOperands(), "operand");
    if (!bad)
      bad = checkSegments(op, "resultSegmentSizes", op->getNumResults(),
                          "result");
    if (!bad)
      return WalkResult::advance();
    op->emitError() << "'" << op->getName() << "' op " << *bad;
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// Checks the segments of `module`, then verifies it.
static OwningOpRef<ModuleOp> checkThenVerify(OwningOpRef<ModuleOp> module) {
  if (!module || failed(attn::verifySegmentSizes(*module)) ||
      failed(verify(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> mlir::attn::parseSourceChecked(llvm::SourceMgr &sourceMgr,
                                                     MLIRContext *context) {
  ParserConfig config(context, /*verifyAfterParse=*/false);
  return checkThenVerify(parseSourceFile<ModuleOp>(sourceMgr, config));
}

OwningOpRef<ModuleOp> mlir::attn::parseSourceStringChecked(StringRef text,
                                                           MLIRContext *context,
                                                           StringRef name) {
  ParserConfig config(context, /*verifyAfterParse=*/false);
  return checkThenVerify(parseSourceString<ModuleOp>(text, config, name));
}
