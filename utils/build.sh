#!/usr/bin/env bash
# Configures (once) and builds attn-mlir in build/ with Ninja.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
ninja -C build -j"${ATTN_JOBS:-2}"
