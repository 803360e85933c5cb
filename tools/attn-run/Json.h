//===- Json.h - a small JSON reader for kernel manifests --------*- C++ -*-===//
//
// attn-run depends on nothing but the C++ library and the GPU driver; this
// reader covers the JSON that attn-compile writes (and reports where other
// text is malformed). It follows RFC 8259 strictly (no NaN, no infinities,
// no duplicate keys) and bounds the nesting depth, so that no input can
// exhaust the stack.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTN_RUN_JSON_H
#define ATTN_TOOLS_ATTN_RUN_JSON_H

#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace attnrun {

/// Arrays and objects nested deeper than this are refused.
constexpr int kMaxJsonDepth = 64;

/// A parsed JSON value.
struct Json {
  enum class Kind { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
  bool boolean = false;
  /// Always finite: the reader refuses numbers a double cannot hold.
  double number = 0;
  std::string string;
  std::vector<Json> array;
  std::map<std::string, Json> object;

  /// Member `key` of an object; throws std::runtime_error when missing.
  const Json &at(const std::string &key) const;
  bool has(const std::string &key) const {
    return kind == Kind::Object && object.count(key);
  }
  const std::string &str() const;
  /// The number as an integer; throws std::runtime_error unless it is one
  /// (integral, and exact in a double: at most 2^53 in magnitude).
  long long integer() const;
  /// Whether the value is a number that integer() accepts.
  bool isInteger() const;
};

/// Parses `text`; throws std::runtime_error with the offset of the error.
Json parseJson(const std::string &text);

/// The name of `kind` as manifests' errors say it ("a string", "an array").
const char *describeKind(Json::Kind kind);

} // namespace attnrun

#endif // ATTN_TOOLS_ATTN_RUN_JSON_H
