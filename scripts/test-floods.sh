#!/usr/bin/env bash
# The error floods at 100 000 errors with the release build (docs/reliability.md): one entity with 100 000
# errors and 100 000 entities with one error each, in YAML and in a `contents` file, the shapes of
# `LinearTimeTests`. Each `check` must exit 2, find every error (the 100 it shows and the 99 900 its note
# counts) and take under 2 s of CPU time (user plus system, from `wait4`, Benchmarks/cpu-time.c; the best of
# 3 runs, as other work on the machine stretches one run more than another).
# Prints one line per flood and `N passed, N failed`; exits 1 when a flood failed.
# Usage: scripts/test-floods.sh [path/to/mapwright]   (default: the release build, built when missing)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/release/mapwright}"
[ -x "$binary" ] || swift build -c release --product mapwright >/dev/null
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -O2 -o "$work/cpu-time" Benchmarks/cpu-time.c
count=100000
bound_ms=2000
passed=0
failed=0

contents_header='<?xml version="1.0" encoding="UTF-8"?>
<model type="com.apple.IDECoreDataModeler.DataModel">'

# lines FORMAT: FORMAT (printf's, its one %d the line's number) for each of the $count lines.
lines() {
    awk -v format="$1" -v count="$count" 'BEGIN { for (i = 0; i < count; i++) printf format, i }'
}

# flood NAME: writes the model of that flood into $work/NAME and prints the model's path in it.
flood() {
    local folder="$work/$1"
    case "$1" in
    yaml-entity)
        mkdir -p "$folder/M"
        echo "current: M" >"$folder/M/_manifest.yaml"
        { printf 'entities:\n  Item:\n    attributes:\n'; lines '      a%d: Bogus\n'; } \
            >"$folder/M/M.yaml"
        echo M
        ;;
    yaml-entities)
        mkdir -p "$folder/M"
        echo "current: M" >"$folder/M/_manifest.yaml"
        { echo 'entities:'; lines '  E%d:\n    bogus: 1\n    attributes: {a: String}\n'; } \
            >"$folder/M/M.yaml"
        echo M
        ;;
    contents-entity)
        mkdir -p "$folder/M.xcdatamodeld/M.xcdatamodel"
        {
            echo "$contents_header"
            echo '<entity name="Item">'
            lines '<attribute name="a%d" attributeType="Bogus"/>\n'
            printf '</entity>\n</model>\n'
        } >"$folder/M.xcdatamodeld/M.xcdatamodel/contents"
        echo M.xcdatamodeld
        ;;
    contents-entities)
        mkdir -p "$folder/M.xcdatamodeld/M.xcdatamodel"
        {
            echo "$contents_header"
            lines '<entity name="E%d"><attribute name="a" attributeType="Bogus"/></entity>\n'
            echo '</model>'
        } >"$folder/M.xcdatamodeld/M.xcdatamodel/contents"
        echo M.xcdatamodeld
        ;;
    esac
}

for name in yaml-entity yaml-entities contents-entity contents-entities; do
    model="$(flood "$name")"
    cd "$work/$name"
    status=0
    "$binary" check "$model" >"$work/$name.out" 2>&1 || status=$?
    best=""
    for _ in 1 2 3; do
        read -r cpu _ _ _ < <("$work/cpu-time" "$binary" check "$model")
        if [ -z "$best" ] || [ "$cpu" -lt "$best" ]; then best=$cpu; fi
    done
    cd - >/dev/null
    ms=$((best / 1000))
    shown="$(grep -c ': error: ' "$work/$name.out" || true)"
    if [ "$status" -ne 2 ]; then
        failed=$((failed + 1)); echo "FAIL $name: exit status $status, expected 2"
    elif [ "$shown" -ne 100 ] || ! grep -q ": note: $((count - 100)) more diagnostics left out" "$work/$name.out"; then
        failed=$((failed + 1)); echo "FAIL $name: not every one of the $count errors was found ($shown shown)"
    elif [ "$ms" -ge "$bound_ms" ]; then
        failed=$((failed + 1)); echo "FAIL $name: $count errors took $ms ms of CPU time (bound $bound_ms ms)"
    else
        passed=$((passed + 1)); echo "ok   $name: $count errors in $ms ms of CPU time"
    fi
done

echo "test-floods.sh: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
