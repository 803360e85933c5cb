//===- Json.cpp - a small JSON reader for kernel manifests ----------------===//

#include "Json.h"

#include <cctype>
#include <cmath>
#include <cstdlib>

using namespace attnrun;

namespace {
class Parser {
public:
  explicit Parser(const std::string &text) : text(text) {}

  Json parseDocument() {
    Json value = parseValue(0);
    skipSpace();
    if (pos != text.size())
      error("trailing characters");
    return value;
  }

private:
  [[noreturn]] void error(const std::string &what) {
    throw std::runtime_error("malformed JSON at offset " + std::to_string(pos) +
                             ": " + what);
  }
  /// JSON's whitespace: space, tab, line feed, carriage return.
  void skipSpace() {
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == '\t' ||
                                 text[pos] == '\n' || text[pos] == '\r'))
      ++pos;
  }
  bool consume(char c) {
    skipSpace();
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  void expect(char c) {
    if (!consume(c))
      error(std::string("expected '") + c + "'");
  }
  bool isDigit(size_t at) const {
    return at < text.size() && text[at] >= '0' && text[at] <= '9';
  }
  /// Appends code point `cp` to `out` in UTF-8.
  static void appendUtf8(std::string &out, unsigned cp) {
    if (cp < 0x80) {
      out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      out += static_cast<char>(0xc0 | (cp >> 6));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    } else {
      out += static_cast<char>(0xe0 | (cp >> 12));
      out += static_cast<char>(0x80 | ((cp >> 6) & 0x3f));
      out += static_cast<char>(0x80 | (cp & 0x3f));
    }
  }
  std::string parseString() {
    expect('"');
    std::string out;
    while (pos < text.size() && text[pos] != '"') {
      unsigned char c = text[pos];
      if (c < 0x20)
        error("control character in a string");
      ++pos;
      if (c != '\\') {
        out += static_cast<char>(c);
        continue;
      }
      if (pos >= text.size())
        error("unterminated escape");
      char e = text[pos++];
      switch (e) {
      case '"': out += '"'; break;
      case '\\': out += '\\'; break;
      case '/': out += '/'; break;
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'u': {
        unsigned cp = 0;
        for (int i = 0; i < 4; ++i, ++pos) {
          if (pos >= text.size() ||
              !std::isxdigit(static_cast<unsigned char>(text[pos])))
            error("\\u needs four hex digits");
          char h = text[pos];
          cp = cp * 16 + (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
        }
        appendUtf8(out, cp);
        break;
      }
      default:
        --pos;
        error(std::string("unknown escape '\\") + e + "'");
      }
    }
    if (pos >= text.size())
      error("unterminated string");
    ++pos;
    return out;
  }
  /// A number as RFC 8259 spells it: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
  double parseNumber() {
    size_t start = pos;
    if (text[pos] == '-')
      ++pos;
    if (!isDigit(pos))
      error("unexpected character");
    if (text[pos] == '0')
      ++pos;
    else
      while (isDigit(pos))
        ++pos;
    if (pos < text.size() && text[pos] == '.') {
      ++pos;
      if (!isDigit(pos))
        error("expected a digit after '.'");
      while (isDigit(pos))
        ++pos;
    }
    if (pos < text.size() && (text[pos] == 'e' || text[pos] == 'E')) {
      ++pos;
      if (pos < text.size() && (text[pos] == '+' || text[pos] == '-'))
        ++pos;
      if (!isDigit(pos))
        error("expected a digit in the exponent");
      while (isDigit(pos))
        ++pos;
    }
    std::string spelling = text.substr(start, pos - start);
    double value = std::strtod(spelling.c_str(), nullptr);
    if (!std::isfinite(value)) {
      pos = start;
      error("number " + spelling + " is out of range");
    }
    return value;
  }
  Json parseValue(int depth) {
    skipSpace();
    if (pos >= text.size())
      error("unexpected end");
    Json v;
    char c = text[pos];
    if (c == '{' || c == '[') {
      if (depth >= kMaxJsonDepth)
        error("nested deeper than " + std::to_string(kMaxJsonDepth) +
              " levels");
    }
    if (c == '{') {
      ++pos;
      v.kind = Json::Kind::Object;
      if (consume('}'))
        return v;
      do {
        skipSpace();
        size_t keyPos = pos;
        std::string key = parseString();
        if (v.object.count(key)) {
          pos = keyPos;
          error("duplicate key \"" + key + "\"");
        }
        expect(':');
        v.object[key] = parseValue(depth + 1);
      } while (consume(','));
      expect('}');
    } else if (c == '[') {
      ++pos;
      v.kind = Json::Kind::Array;
      if (consume(']'))
        return v;
      do
        v.array.push_back(parseValue(depth + 1));
      while (consume(','));
      expect(']');
    } else if (c == '"') {
      v.kind = Json::Kind::String;
      v.string = parseString();
    } else if (text.compare(pos, 4, "true") == 0) {
      v.kind = Json::Kind::Bool;
      v.boolean = true;
      pos += 4;
    } else if (text.compare(pos, 5, "false") == 0) {
      v.kind = Json::Kind::Bool;
      pos += 5;
    } else if (text.compare(pos, 4, "null") == 0) {
      pos += 4;
    } else {
      v.kind = Json::Kind::Number;
      v.number = parseNumber();
    }
    return v;
  }

  const std::string &text;
  size_t pos = 0;
};
} // namespace

const char *attnrun::describeKind(Json::Kind kind) {
  switch (kind) {
  case Json::Kind::Null:
    return "null";
  case Json::Kind::Bool:
    return "a boolean";
  case Json::Kind::Number:
    return "a number";
  case Json::Kind::String:
    return "a string";
  case Json::Kind::Array:
    return "an array";
  case Json::Kind::Object:
    return "an object";
  }
  return "a value";
}

const Json &Json::at(const std::string &key) const {
  if (kind != Kind::Object || !object.count(key))
    throw std::runtime_error("manifest has no '" + key + "'");
  return object.at(key);
}

const std::string &Json::str() const {
  if (kind != Kind::String)
    throw std::runtime_error("manifest: expected a string");
  return string;
}

bool Json::isInteger() const {
  return kind == Kind::Number && number == std::trunc(number) &&
         std::fabs(number) <= 9007199254740992.0; // 2^53
}

long long Json::integer() const {
  if (!isInteger())
    throw std::runtime_error("manifest: expected an integer");
  return static_cast<long long>(number);
}

Json attnrun::parseJson(const std::string &text) {
  return Parser(text).parseDocument();
}
