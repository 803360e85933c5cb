//===- SourceCheck.h - text MLIR's parser crashes on ------------*- C++ -*-===//
//
// MLIR 22.1.8's custom parsers of linalg.transpose, linalg.broadcast and
// linalg.reduce crash (after printing the error) when the integer list after
// their `permutation =` or `dimensions =` does not parse: they store the
// null attribute the failed parse returns. Characters the lexer rejects end
// such a list too. And its lexer reads past the end of the text (until it
// faults, or loops) when a string literal is open at the end (the lexer's
// error leaves it past the end) or a file metadata dictionary ends after a
// resource key (the resource parser consumes the value token unchecked). Every tool that parses text (attn-opt, attn-compile, the
// C API's attnParseModule, attn-fuzz) checks it here first and reports the
// place instead.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_SOURCECHECK_H
#define ATTN_DIALECT_ATTN_UTILS_SOURCECHECK_H

#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>

namespace mlir::attn {

/// A place in MLIR source text that the parser would crash on.
struct ParserHazard {
  /// Byte offset in the text.
  size_t offset;
  /// What is wrong there, e.g. "invalid character in MLIR source (byte 1)".
  std::string message;
};

/// The offset of the first byte outside comments and string literals that is
/// neither printable ASCII nor whitespace, if any.
std::optional<size_t> findInvalidSourceCharacter(llvm::StringRef text);

/// The first place of `text` the parser would crash on: a character the
/// lexer rejects, a string literal not closed before the end, a `{-#` file
/// metadata dictionary without its `#-}`, or, in the custom syntax of linalg.transpose,
/// linalg.broadcast or linalg.reduce, a `permutation =` / `dimensions =`
/// not followed by a list of 64-bit integers (`[0, 2, 1]`, `[]`). Text
/// without one parses, or fails with the parser's own diagnostics.
std::optional<ParserHazard> findParserHazard(llvm::StringRef text);

/// "LINE:COLUMN: MESSAGE" for the first hazard of `text`, if any.
std::optional<std::string> describeParserHazard(llvm::StringRef text);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_SOURCECHECK_H
