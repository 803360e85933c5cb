//===- Json.cpp - a small JSON reader for kernel manifests ----------------===//

#include "Json.h"

#include <cctype>
#include <cstdlib>

using namespace attnrun;

namespace {
class Parser {
public:
  explicit Parser(const std::string &text) : text(text) {}

  Json parseDocument() {
    Json value = parseValue();
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
  void skipSpace() {
    while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos])))
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
  std::string parseString() {
    expect('"');
    std::string out;
    while (pos < text.size() && text[pos] != '"') {
      char c = text[pos++];
      if (c == '\\') {
        if (pos >= text.size())
          error("unterminated escape");
        char e = text[pos++];
        switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u':
          if (pos + 4 > text.size())
            error("short \\u escape");
          out += static_cast<char>(std::strtol(text.substr(pos, 4).c_str(), nullptr, 16));
          pos += 4;
          break;
        default: out += e; break;
        }
      } else {
        out += c;
      }
    }
    if (pos >= text.size())
      error("unterminated string");
    ++pos;
    return out;
  }
  Json parseValue() {
    skipSpace();
    if (pos >= text.size())
      error("unexpected end");
    Json v;
    char c = text[pos];
    if (c == '{') {
      ++pos;
      v.kind = Json::Kind::Object;
      if (consume('}'))
        return v;
      do {
        skipSpace();
        std::string key = parseString();
        expect(':');
        v.object[key] = parseValue();
      } while (consume(','));
      expect('}');
    } else if (c == '[') {
      ++pos;
      v.kind = Json::Kind::Array;
      if (consume(']'))
        return v;
      do
        v.array.push_back(parseValue());
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
      char *end = nullptr;
      v.number = std::strtod(text.c_str() + pos, &end);
      if (end == text.c_str() + pos)
        error("unexpected character");
      v.kind = Json::Kind::Number;
      pos = end - text.c_str();
    }
    return v;
  }

  const std::string &text;
  size_t pos = 0;
};
} // namespace

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

long long Json::integer() const {
  if (kind != Kind::Number)
    throw std::runtime_error("manifest: expected a number");
  return static_cast<long long>(number);
}

Json attnrun::parseJson(const std::string &text) {
  return Parser(text).parseDocument();
}
