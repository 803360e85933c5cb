//===- SourceCheck.cpp - text MLIR's parser crashes on --------------------===//

#include "attn/Dialect/Attn/Utils/SourceCheck.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/ADT/Twine.h"

#include <cstdint>

using namespace mlir::attn;
using llvm::StringRef;

std::optional<size_t> mlir::attn::findInvalidSourceCharacter(StringRef text) {
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

namespace {
/// Reads MLIR source text token by token, as far as the linalg hazards
/// need: whitespace and comments are skipped, strings and nested brackets
/// jumped over.
class Scanner {
public:
  explicit Scanner(StringRef text) : text(text) {}

  /// The first hazard of the whole text.
  std::optional<ParserHazard> scan() {
    while (pos < text.size()) {
      char c = text[pos];
      if (c == '/' && peekIs(1, '/')) {
        skipComment();
      } else if (c == '"') {
        // The lexer's error at the end of the text leaves it past the end,
        // where the next token is read from whatever memory follows.
        size_t start = pos;
        if (!skipString())
          return ParserHazard{start, "string literal not closed before the "
                                     "end of the text"};
      } else if (c == '{' && peekIs(1, '-') && peekIs(2, '#')) {
        // The parser of the resources in a file metadata dictionary takes
        // an entry's value token without looking at it: at the end of the
        // text it reads (or loops) past the end.
        size_t start = pos;
        pos += 3;
        if (!findMetadataEnd())
          return ParserHazard{start, "file metadata dictionary '{-#' without "
                                     "its closing '#-}'"};
      } else if (isIdentifierStart(c) &&
                 (pos == 0 || !isIdentifierChar(text[pos - 1]))) {
        StringRef name = identifier();
        StringRef keyword = llvm::StringSwitch<StringRef>(name)
                                .Case("linalg.transpose", "permutation")
                                .Case("linalg.broadcast", "dimensions")
                                .Case("linalg.reduce", "dimensions")
                                .Default("");
        if (!keyword.empty()) {
          size_t next = pos;
          if (std::optional<ParserHazard> hazard = checkOp(name, keyword))
            return hazard;
          pos = next;
        }
      } else if (c == '%' || c == '@' || c == '#' || c == '!' || c == '^') {
        // A value, symbol, alias or block name: `%linalg.transpose` is no op.
        ++pos;
        identifier();
      } else {
        ++pos;
      }
    }
    return std::nullopt;
  }

private:
  static bool isIdentifierStart(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
  }
  static bool isIdentifierChar(char c) {
    return isIdentifierStart(c) || (c >= '0' && c <= '9') || c == '$' ||
           c == '.';
  }
  static bool isDigit(char c) { return c >= '0' && c <= '9'; }
  static bool isHexDigit(char c) {
    return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }
  bool peekIs(size_t ahead, char c) const {
    return pos + ahead < text.size() && text[pos + ahead] == c;
  }
  void skipComment() {
    while (pos < text.size() && text[pos] != '\n')
      ++pos;
  }
  /// Jumps past the string literal at the position; false where the text
  /// ends before its closing quote.
  bool skipString() {
    for (++pos; pos < text.size() && text[pos] != '"'; ++pos)
      if (text[pos] == '\\')
        ++pos;
    ++pos;
    return pos <= text.size();
  }
  /// Whether `#-}` follows (outside comments and strings); the position is
  /// left after it, or at the end.
  bool findMetadataEnd() {
    while (pos < text.size()) {
      if (text[pos] == '/' && peekIs(1, '/')) {
        skipComment();
      } else if (text[pos] == '"') {
        if (!skipString())
          return false;
      } else if (text[pos] == '#' && peekIs(1, '-') && peekIs(2, '}')) {
        pos += 3;
        return true;
      } else {
        ++pos;
      }
    }
    return false;
  }
  void skipTrivia() {
    while (pos < text.size()) {
      char c = text[pos];
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
        ++pos;
      else if (c == '/' && peekIs(1, '/'))
        skipComment();
      else
        break;
    }
  }
  /// A bare identifier at the position (possibly empty), consumed. The
  /// lexer's bare-id: [a-zA-Z_][a-zA-Z0-9_$.]*.
  StringRef identifier() {
    size_t start = pos;
    if (pos < text.size() && isIdentifierStart(text[pos]))
      while (pos < text.size() && isIdentifierChar(text[pos]))
        ++pos;
    return text.slice(start, pos);
  }
  /// Jumps from the opening `open` at the position past its matching
  /// `close`; false at the end of the text first. `->` (in affine maps and
  /// function types) closes no `<`.
  bool skipBalanced(char open, char close) {
    int depth = 0;
    while (pos < text.size()) {
      char c = text[pos];
      if (c == '/' && peekIs(1, '/')) {
        skipComment();
        continue;
      }
      if (c == '"') {
        skipString();
        continue;
      }
      if (c == '-' && peekIs(1, '>')) {
        pos += 2;
        continue;
      }
      ++pos;
      if (c == open)
        ++depth;
      else if (c == close && --depth == 0)
        return true;
    }
    return false;
  }
  bool at(char c) {
    skipTrivia();
    return pos < text.size() && text[pos] == c;
  }
  bool atKeyword(StringRef keyword) {
    skipTrivia();
    size_t start = pos;
    if (identifier() == keyword)
      return true;
    pos = start;
    return false;
  }

  /// Follows the custom syntax of `op` (name consumed) the way its parser
  /// does, up to its `keyword = [...]`: `{payload}` (linalg.reduce),
  /// `<properties>`, `{attributes}`, `ins(...)`, `outs(...)`. Anything else
  /// fails in the parser before the list, with a diagnostic; the list must
  /// then be 64-bit integers.
  std::optional<ParserHazard> checkOp(StringRef op, StringRef keyword) {
    if (op == "linalg.reduce" && at('{') && !skipBalanced('{', '}'))
      return std::nullopt;
    if (at('<') && !skipBalanced('<', '>'))
      return std::nullopt;
    if (at('{') && !skipBalanced('{', '}'))
      return std::nullopt;
    for (StringRef group : {"ins", "outs"})
      if (atKeyword(group) && (!at('(') || !skipBalanced('(', ')')))
        return std::nullopt;
    if (!atKeyword(keyword) || !at('='))
      return std::nullopt;
    ++pos;
    auto hazard = [&]() -> std::optional<ParserHazard> {
      return ParserHazard{pos, ("malformed '" + keyword + "' of " + op +
                                ": expected a list of 64-bit integers, "
                                "such as [0, 2, 1]")
                                   .str()};
    };
    if (!at('['))
      return hazard();
    ++pos;
    if (at(']'))
      return std::nullopt;
    while (true) {
      skipTrivia();
      size_t element = pos;
      if (!integer()) {
        pos = element;
        return hazard();
      }
      if (at(']'))
        return std::nullopt;
      if (!at(','))
        return hazard();
      ++pos;
    }
  }

  /// An element the parser reads as a 64-bit integer: true, false, or
  /// -? (decimal | 0x hex) within the range of int64_t; consumed.
  bool integer() {
    skipTrivia();
    size_t start = pos;
    StringRef word = identifier();
    if (word == "true" || word == "false")
      return true;
    pos = start;
    bool negative = at('-');
    if (negative) {
      ++pos;
      skipTrivia();
    }
    // The magnitude, at most 2^63 (negative) or 2^63 - 1.
    uint64_t limit = negative ? (uint64_t(1) << 63) : INT64_MAX, value = 0;
    unsigned base = 10;
    if (text.substr(pos, 2) == "0x" && pos + 2 < text.size() &&
        isHexDigit(text[pos + 2])) {
      base = 16;
      pos += 2;
    }
    size_t digits = pos;
    for (; pos < text.size() && (base == 16 ? isHexDigit(text[pos])
                                            : isDigit(text[pos]));
         ++pos) {
      char c = text[pos];
      unsigned digit = isDigit(c) ? c - '0' : (c | 0x20) - 'a' + 10;
      if (value > (limit - digit) / base)
        return false;
      value = value * base + digit;
    }
    return pos != digits;
  }

  StringRef text;
  size_t pos = 0;
};
} // namespace

std::optional<ParserHazard> mlir::attn::findParserHazard(StringRef text) {
  if (std::optional<size_t> bad = findInvalidSourceCharacter(text))
    return ParserHazard{
        *bad, ("invalid character in MLIR source (byte " +
               llvm::Twine(unsigned(static_cast<unsigned char>(text[*bad]))) +
               ")")
                  .str()};
  return Scanner(text).scan();
}

std::optional<std::string> mlir::attn::describeParserHazard(StringRef text) {
  std::optional<ParserHazard> hazard = findParserHazard(text);
  if (!hazard)
    return std::nullopt;
  StringRef before = text.take_front(hazard->offset);
  size_t line = before.count('\n') + 1;
  size_t column = hazard->offset - (before.rfind('\n') + 1) + 1;
  return (llvm::Twine(line) + ":" + llvm::Twine(column) + ": " +
          hazard->message)
      .str();
}
