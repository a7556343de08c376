#!/usr/bin/env bash
# Matches every mapping model of a corpus of real bundles (a folder with `manifest.json`, as described
# in its README) to the step its entity version hashes serve, and compares it with the step the
# manifest names, then applies it to that step's analysis: the verdict with its coverage and the number
# of data-loss and missing-value findings before and after. Prints one line per mapping model and a summary;
# exits non-zero when a mapping model matches another step than the manifest's, is stale, orphaned or
# unreadable, or when a data-loss finding is left on a property the mapping model fills (DATALOSS-FILLED).
#
# Usage: scripts/check-corpus-mappings.sh [<corpus-folder>] [--skip-build]
#        (default: ../shared/corpus beside the clone, as in CI)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build_flag=""
folder="$root/../shared/corpus"
for argument in "$@"; do
    if [ "$argument" = "--skip-build" ]; then build_flag="--skip-build"; else folder="$argument"; fi
done
if [ ! -f "$folder/manifest.json" ]; then
    echo "usage: $0 [<folder holding manifest.json>] [--skip-build]  (no manifest.json in $folder)" >&2
    exit 64
fi
corpus="$(cd "$folder" && pwd)"
cd "$root"
set +e
output="$(MAPWRIGHT_CORPUS="$corpus" swift test $build_flag --filter CorpusMappingCheck 2>&1)"
status=$?
set -e
lines="$(grep -E '^(MAPPING|SUMMARY)'$'\t' <<<"$output" || true)"
if [ -z "$lines" ]; then
    echo "$output" | tail -40
    exit 1
fi
printf '%s\n' "$lines" | sed 's/^MAPPING\t//'
if [ "$status" -ne 0 ]; then exit "$status"; fi
if grep -qE '^MAPPING'$'\t''(MISMATCH|STALE|ORPHAN|UNREADABLE|DATALOSS-FILLED)' <<<"$lines"; then exit 1; fi
