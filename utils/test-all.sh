#!/usr/bin/env bash
# Builds attn-mlir and runs every test suite of the project (the lit suite:
# dialect, passes, pipelines, tools, CPU numerics and the examples).
set -euo pipefail
cd "$(dirname "$0")/.."
utils/install-deps.sh
utils/build.sh
ninja -C build check-attn
