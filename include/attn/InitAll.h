//===- InitAll.h - register everything attn-mlir provides -------*- C++ -*-===//
//
// Registration of the dialects that attn-mlir tools parse and of every attn
// pass and pipeline. Used by attn-opt and the C API.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_INITALL_H
#define ATTN_INITALL_H

namespace mlir {
class DialectRegistry;
namespace attn {

/// Adds the attn dialect and the upstream dialects (and their interface
/// models) that attention programs and the pipelines use.
void registerAllAttnDialects(DialectRegistry &registry);

/// Registers every attn pass and pipeline (ours only: a tool that wants
/// MLIR's upstream passes in its textual pipelines calls
/// mlir::registerAllPasses() as well, as attn-opt does).
void registerAllAttnPasses();

} // namespace attn
} // namespace mlir

#endif // ATTN_INITALL_H
