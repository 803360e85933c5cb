//===- Manifest.h - what attn-run accepts in a manifest ---------*- C++ -*-===//
//
// The one statement of what attn-run accepts: the schema of the manifests
// attn-compile writes (each field's type and range, in one table), the
// limits of the files it reads, and the checks of what the sizes imply
// (element counts, bytes, grid) made before anything is allocated or any
// driver is loaded. Every use of a manifest field comes after them.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTN_RUN_MANIFEST_H
#define ATTN_TOOLS_ATTN_RUN_MANIFEST_H

#include "Json.h"

#include <string>

namespace attnrun {

struct Problem;

/// The largest size of one dim (a loop of the manifest or a --shape), 2^40:
/// products of a few sizes stay far from overflowing 64 bits.
constexpr long long kMaxDimSize = 1LL << 40;
/// The largest manifest attn-run reads (attn-compile's are a few KiB).
constexpr size_t kMaxManifestBytes = 1 << 20;
/// The largest kernel artifact (PTX, cubin, SPIR-V) attn-run reads.
constexpr size_t kMaxArtifactBytes = 256 << 20;

/// The contents of the regular file `path`, of at most `maxBytes` bytes;
/// `what` names it in the error. Dies on a file that is missing, is not a
/// regular file (a directory, /dev/zero, a pipe) or is larger.
std::string readBoundedFile(const std::string &path, size_t maxBytes,
                            const std::string &what);

/// Checks `manifest` against the manifest schema (kManifestFields in
/// Manifest.cpp: every field attn-run reads, its type, its range or its
/// values, and the target that needs it) and what the fields say of each
/// other (loop names, tensor dims, argument and binding names); throws
/// std::runtime_error naming the field and what was expected.
void validateManifest(const Json &manifest);

/// Checks what the sizes of `problem` imply before its tensors are
/// allocated: every tensor's elements and bytes (all of them within the
/// machine's memory), the grid of the launch, the 32-bit indices of SPIR-V
/// kernels, and that every kernel parameter has a value. Dies with the
/// limit that is exceeded.
void checkProblemLimits(const Problem &problem);

} // namespace attnrun

#endif // ATTN_TOOLS_ATTN_RUN_MANIFEST_H
