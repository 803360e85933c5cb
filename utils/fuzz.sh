#!/usr/bin/env bash
# Bounded fuzz run of attn-fuzz (built in build-san by utils/test-all.sh):
# a seed corpus from every split of every test and example, a fixed seed and
# a fixed number of inputs (ATTN_FUZZ_RUNS, default 4000), so that the run
# explores the same inputs on every machine and a CI result can be
# reproduced here; a time limit (ATTN_FUZZ_SECONDS, default 600) only guards
# against a hang. A crash, a sanitizer report or invalid IR left by a pass
# fails the run; its input is saved in build-san/fuzz-crashes/. Longer
# exploration: ATTN_FUZZ_RUNS=-1 ATTN_FUZZ_SECONDS=3600 utils/fuzz.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
fuzzer=build-san/bin/attn-fuzz
corpus=build-san/fuzz-corpus
crashes=build-san/fuzz-crashes
rm -rf "$corpus" && mkdir -p "$corpus" "$crashes"
# Seeds: every split that parses, printed in the generic form (the fuzz
# target refuses linalg's custom syntax, see attn-fuzz.cpp).
split=$(mktemp -d)
i=0
for f in $(find test examples -name '*.mlir' -not -path '*fuzz-regressions*' | sort); do
  csplit -s -z -f "$split/seed$i-" "$f" '/^\/\/ -----$/' '{*}' 2>/dev/null || cp "$f" "$split/seed$i"
  i=$((i + 1))
done
for s in "$split"/*; do
  build/bin/attn-opt "$s" --mlir-print-op-generic -o "$corpus/$(basename "$s")" 2>/dev/null ||
    rm -f "$corpus/$(basename "$s")"
done
rm -rf "$split"
# Address-space randomisation off where setarch can (util-linux): hash maps
# keyed by pointers otherwise order differently from run to run, the
# coverage the mutations follow with them, and a fixed seed alone does not
# repeat a run.
norandom=()
if setarch "$(uname -m)" -R true 2>/dev/null; then
  norandom=(setarch "$(uname -m)" -R)
fi
# User poisoning off, as in the lit suite (test/lit.cfg.py says why).
ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}allow_user_poisoning=0" \
"${norandom[@]}" "$fuzzer" "$corpus" -dict=tools/attn-fuzz/mlir.dict -seed="${ATTN_FUZZ_SEED:-1}" \
  -runs="${ATTN_FUZZ_RUNS:-4000}" -max_total_time="${ATTN_FUZZ_SECONDS:-600}" \
  -max_len=20000 -rss_limit_mb=4096 \
  -artifact_prefix="$crashes/" -print_final_stats=1 2>&1 | grep -E "^(#[0-9]+ +(INITED|DONE)|stat::|==|SUMMARY|Done)" || true
test -z "$(ls -A "$crashes")" || { echo "attn-fuzz found crashes: $crashes"; exit 1; }
echo "attn-fuzz: no crash"
