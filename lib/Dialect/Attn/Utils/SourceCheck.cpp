//===- SourceCheck.cpp - characters the MLIR lexer accepts ----------------===//

#include "attn/Dialect/Attn/Utils/SourceCheck.h"

#include "llvm/ADT/Twine.h"

std::optional<size_t> mlir::attn::findInvalidSourceCharacter(llvm::StringRef text) {
  enum { Code, Comment, String } state = Code;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    unsigned char c = text[i];
    switch (state) {
    case Comment:
      if (c == '\n')
        state = Code;
      continue;
    case String:
      if (c == '\\')
        ++i;
      else if (c == '"')
        state = Code;
      else if (c == '\n')
        return i;
      continue;
    case Code:
      if (c == '/' && i + 1 < e && text[i + 1] == '/') {
        state = Comment;
        ++i;
      } else if (c == '"') {
        state = String;
      } else if (!(c == ' ' || c == '\t' || c == '\n' || c == '\r' ||
                   (c >= 0x21 && c < 0x7f))) {
        return i;
      }
    }
  }
  return std::nullopt;
}

std::optional<std::string>
mlir::attn::describeInvalidSourceCharacter(llvm::StringRef text) {
  std::optional<size_t> bad = findInvalidSourceCharacter(text);
  if (!bad)
    return std::nullopt;
  llvm::StringRef before = text.take_front(*bad);
  size_t line = before.count('\n') + 1;
  size_t column = *bad - (before.rfind('\n') + 1) + 1;
  return (llvm::Twine(line) + ":" + llvm::Twine(column) +
          ": invalid character in MLIR source (byte " +
          llvm::Twine(unsigned(static_cast<unsigned char>(text[*bad]))) + ")")
      .str();
}
