//===- Json.h - a small JSON reader for kernel manifests --------*- C++ -*-===//
//
// attn-run depends on nothing but the C++ library and the GPU driver; this
// reader covers the JSON that attn-compile writes (and reports where other
// text is malformed).
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

/// A parsed JSON value.
struct Json {
  enum class Kind { Null, Bool, Number, String, Array, Object } kind = Kind::Null;
  bool boolean = false;
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
  long long integer() const;
};

/// Parses `text`; throws std::runtime_error with the offset of the error.
Json parseJson(const std::string &text);

} // namespace attnrun

#endif // ATTN_TOOLS_ATTN_RUN_JSON_H
