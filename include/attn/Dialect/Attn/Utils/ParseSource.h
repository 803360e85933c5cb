//===- ParseSource.h - parsing that verifies segments first -----*- C++ -*-===//
//
// MLIR 22.1.8's verifier runs scf.forall.in_parallel's verifier before the
// invariants of the ops in its body, and that verifier reads each
// tensor.parallel_insert_slice's destination through its operand segment
// sizes: segment sizes that do not add up to the op's operands (possible in
// the generic form) make it read past the operands and crash. The tools
// (attn-opt, attn-compile, the C API's attnParseModule, attn-fuzz) parse
// without verifying, check every op's segment sizes, report a bad one at its
// op, and only then verify.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_PARSESOURCE_H
#define ATTN_DIALECT_ATTN_UTILS_PARSESOURCE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::attn {

/// Fails, with an error at the op, at the first op under `root` (itself
/// included) whose operand or result segment sizes (`operandSegmentSizes`,
/// `resultSegmentSizes`) have a negative entry or do not add up to its
/// operands or results ("'tensor.parallel_insert_slice' op operand segment
/// sizes add up to 93, not the op's 3 operands").
LogicalResult verifySegmentSizes(Operation *root);

/// Parses the main buffer of `sourceMgr` as parseSourceFile<ModuleOp>
/// does, then checks segment sizes (verifySegmentSizes) before verifying. Null,
/// with the diagnostics emitted, if any step fails.
OwningOpRef<ModuleOp> parseSourceChecked(llvm::SourceMgr &sourceMgr,
                                         MLIRContext *context);

/// The same for `text`, named `name` in locations.
OwningOpRef<ModuleOp> parseSourceStringChecked(llvm::StringRef text,
                                               MLIRContext *context,
                                               llvm::StringRef name = "");

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_PARSESOURCE_H
