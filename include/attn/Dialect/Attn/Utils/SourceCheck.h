//===- SourceCheck.h - characters the MLIR lexer accepts --------*- C++ -*-===//
//
// MLIR 22.1.8's parser crashes on some ops' custom syntax (linalg.transpose's
// `permutation =`) when the lexer meets a character it rejects. Tools that
// read untrusted text check it first and report the character instead.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_SOURCECHECK_H
#define ATTN_DIALECT_ATTN_UTILS_SOURCECHECK_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::attn {

/// The offset of the first byte outside comments and string literals that is
/// neither printable ASCII nor whitespace, if any.
std::optional<size_t> findInvalidSourceCharacter(llvm::StringRef text);

/// "LINE:COLUMN: invalid character in MLIR source (byte N)" for the first
/// such character of `text`, if any.
std::optional<std::string> describeInvalidSourceCharacter(llvm::StringRef text);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_SOURCECHECK_H
